#!/usr/bin/env python3
"""A Rogue vector file with one altered expected value fails on exactly that vector.

Usage: run_altered_test.py VECTORS WORKDIR CMD...   (CMD: e.g. `shaderhw run --isa rogue`)

Copies VECTORS to WORKDIR/altered.vec with the first `expect w0` value of its third vector
flipped in its lowest bit, runs `CMD --vectors altered.vec --trace-on-fail WORKDIR/fail.fst`, and
checks: exit code 1; exactly one mismatch, named `altered.vec:<line of that vector's first line>`;
the waveform written. Then the unaltered file passes (exit 0).
"""
import os
import re
import subprocess
import sys


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    vec, work, cmd = argv[1], argv[2], argv[3:]
    os.makedirs(work, exist_ok=True)
    lines = open(vec).read().split("\n")
    starts = [i for i, l in enumerate(lines) if re.match(r"^(asm|insn)\s", l)]
    if len(starts) < 3:
        print("need three vectors in", vec)
        return 2
    target = starts[2]
    end = starts[3] if len(starts) > 3 else len(lines)
    for i in range(target, end):
        m = re.match(r"^(expect w0 \d+ \S+ )(\S+)(.*)$", lines[i])
        if m:
            v = m.group(2)
            bits = int(v[2:], 16) if v.startswith("0x") else None
            if bits is None:
                print("the expect w0 line is not hex:", lines[i])
                return 2
            lines[i] = m.group(1) + "0x%08X" % (bits ^ 1) + m.group(3)
            break
    else:
        print("no expect w0 line in the third vector")
        return 2
    altered = os.path.join(work, "altered.vec")
    open(altered, "w").write("\n".join(lines))
    fst = os.path.join(work, "fail.fst")
    if os.path.exists(fst):
        os.remove(fst)
    run = subprocess.run(cmd + ["--vectors", altered, "--trace-on-fail", fst], capture_output=True, text=True)
    out = run.stdout + run.stderr
    print(out)
    ok = True
    if run.returncode != 1:
        print("FAIL: exit code", run.returncode, "expected 1")
        ok = False
    where = "altered.vec:%d" % (target + 1)
    named = re.findall(r"altered\.vec:(\d+)", out)
    if not named or any(int(n) != target + 1 for n in named):
        print("FAIL: the mismatch must name", where, "only; named:", named)
        ok = False
    if not re.search(r"\b0 passed|\d+ passed, 1 failed", out):
        print("FAIL: expected exactly one failure")
        ok = False
    if not os.path.exists(fst) or os.path.getsize(fst) == 0:
        print("FAIL: no waveform written to", fst)
        ok = False
    good = subprocess.run(cmd + ["--vectors", vec], capture_output=True, text=True)
    if good.returncode != 0:
        print("FAIL: the unaltered file does not pass:\n" + good.stdout + good.stderr)
        ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
