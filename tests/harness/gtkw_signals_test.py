#!/usr/bin/env python3
"""Every signal of a GTKWave save file (verilated/*.gtkw) exists in a trace the harness writes.

Usage: gtkw_signals_test.py SHADERHW FST2VCD ISA GTKW WORKDIR

Runs `SHADERHW run --isa ISA --random 50 --seed 1 --trace WORKDIR/ISA.fst`, converts the FST to
VCD with gtkwave's fst2vcd, reads the VCD's scopes and variables, and fails (exit 1, listing
them) when a signal line of GTKW names no variable of the trace. A save file whose names drifted
from the RTL's hierarchy opens in GTKWave with those signals silently missing; this catches it.
It also checks that the comparison can fail: the first signal with a suffix appended must be
reported missing.
"""
import os
import subprocess
import sys


def trace_names(vcd_text):
    """Dotted names of every VCD variable, with and without its bit range, below each scope."""
    names, scope = set(), []
    for line in vcd_text.splitlines():
        t = line.split()
        if not t:
            continue
        if t[0] == "$enddefinitions":
            break
        if t[0] == "$scope":
            scope.append(t[2])
        elif t[0] == "$upscope":
            scope.pop()
        elif t[0] == "$var":
            ref = t[4]
            bits = t[5] if len(t) > 6 and t[5].startswith("[") else ""
            names.add(".".join(scope + [ref]))
            names.add(".".join(scope + [ref]) + bits)
    return names


def gtkw_signals(path):
    """Signal lines of a save file: not a [setting], @flags, -comment or *marker line."""
    with open(path, encoding="utf-8") as f:
        return [l.strip() for l in f if l.strip() and not l.startswith(("[", "@", "-", "*"))]


def missing(signals, names):
    # A save file names signals below the trace's top scope (TOP), which it leaves out.
    tops = {n.split(".", 1)[0] for n in names}
    return [s for s in signals if s not in names and not any(f"{t}.{s}" in names for t in tops)]


def vcd_header(fst2vcd, fst):
    """The VCD text of an FST up to $enddefinitions (the values after it are not read)."""
    lines = []
    with subprocess.Popen([fst2vcd, fst], stdout=subprocess.PIPE, text=True) as p:
        for line in p.stdout:
            lines.append(line)
            if line.startswith("$enddefinitions"):
                p.kill()
                break
    return "".join(lines)


def check(gtkw, names, what):
    """Exit code of the comparison of a save file's signals with a trace's variable names: 1,
    listing them, when a signal names no variable (or when a made-up name would pass)."""
    signals = gtkw_signals(gtkw)
    if not signals or not names:
        print(f"{gtkw}: {len(signals)} signals, trace {len(names)} names: nothing to compare")
        return 1
    if not missing([signals[0] + "_no_such_signal"], names):
        print("the check cannot fail: a made-up name was found in the trace")
        return 1
    gone = missing(signals, names)
    print(f"{gtkw}: {len(signals)} signals, {len(gone)} missing from the {what} trace")
    for s in gone:
        print(f"  missing: {s}")
    return 1 if gone else 0


def main(argv):
    if len(argv) != 6:
        print(__doc__, file=sys.stderr)
        return 2
    shaderhw, fst2vcd, isa, gtkw, workdir = argv[1:]
    os.makedirs(workdir, exist_ok=True)
    fst = os.path.join(workdir, f"{isa}.fst")
    run = subprocess.run([shaderhw, "run", "--isa", isa, "--random", "50", "--seed", "1",
                          "--trace", fst], capture_output=True, text=True)
    if run.returncode != 0:
        print(f"shaderhw run failed ({run.returncode}):\n{run.stdout}{run.stderr}")
        return 1
    if not os.path.exists(fst):
        print(f"shaderhw run wrote no {fst}")
        return 1
    return check(gtkw, trace_names(vcd_header(fst2vcd, fst)), isa)

if __name__ == "__main__":
    sys.exit(main(sys.argv))
