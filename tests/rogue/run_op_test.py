#!/usr/bin/env python3
"""`--op` selects Rogue groups by operation.

Usage: run_op_test.py WORKDIR TOOL   (TOOL: rogue_run_tool or shaderhw; both take `gen`/`run`)

1. `gen --random 40 --seed 3 --op F64DIV --op TSTZ` writes 40 vectors, and every vector's `asm`
   line holds f64div or a tstz test (lower-case in the listing). A vector whose group had a
   modifier set in its bytes after assembly is written as bytes (`insn`), with no listing to
   check; most are listings (at least 20).
2. `run --random 40 --seed 3 --op FRCP` passes (exit 0, "40 passed, 0 failed").
3. `run ... --op SMP` (a backend op, which the generator never makes) and `--op NOSUCH` exit 2
   with an error naming the op.
"""
import os
import re
import subprocess
import sys


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    work, tool = argv[1], argv[2:]
    os.makedirs(work, exist_ok=True)
    out = os.path.join(work, "op.vec")
    bad = 0
    rc, text = run(tool + ["gen", "--random", "40", "--seed", "3", "--op", "F64DIV", "--op", "TSTZ",
                           "-o", out])
    lines = open(out).read().split("\n") if rc == 0 else []
    asm = [l for l in lines if l.startswith("asm ")]
    insn = [l for l in lines if l.startswith("insn ")]
    if rc != 0 or len(asm) + len(insn) != 40 or len(asm) < 20:
        print("gen: exit %d, %d asm and %d insn lines (expected 0, 40 in all, 20 asm at least)\n%s"
              % (rc, len(asm), len(insn), text))
        bad += 1
    for l in asm:
        if not re.search(r"\bf64div\b|\btstz\b", l):
            print("a generated group holds neither F64DIV nor TSTZ:", l)
            bad += 1
    if not any("f64div" in l for l in asm) or not any("tstz" in l for l in asm):
        print("40 groups did not show both selected ops")
        bad += 1
    rc, text = run(tool + ["run", "--random", "40", "--seed", "3", "--op", "FRCP"])
    if rc != 0 or "40 passed, 0 failed" not in text:
        print("run --op FRCP: exit %d\n%s" % (rc, text[-2000:]))
        bad += 1
    for op, why in (("SMP", "SMP is a backend op"), ("NOSUCH", "unknown Rogue operation 'NOSUCH'")):
        rc, text = run(tool + ["run", "--random", "5", "--op", op])
        if rc != 2 or why not in text:
            print("run --op %s: exit %d (expected 2), output:\n%s" % (op, rc, text[-2000:]))
            bad += 1
    print("run_op_test: %s" % ("passed" if bad == 0 else "%d problems" % bad))
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
