#!/usr/bin/env python3
"""Every signal of verilated/tgsi/tgsi_system.gtkw exists in the FST of a traced TGSI run.

Usage: gtkw_signals_test.py SHADERHW FST2VCD GTKW WORKDIR

tests/harness/gtkw_signals_test.py does this for the other ISAs on a run of 50 items; a TGSI
item is a whole program of some 1,500 cycles, so this runs two programs
(`SHADERHW run --isa tgsi --random 2 --seed 1 --trace WORKDIR/tgsi.fst`) and reads only the
VCD header fst2vcd writes (the variables), with that script's helpers. Exit 1, listing them, when
a signal of the save file names no variable of the trace (and when a made-up name would pass).
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "harness"))
from gtkw_signals_test import check, trace_names, vcd_header  # noqa: E402


def main(argv):
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    shaderhw, fst2vcd, gtkw, workdir = argv[1:]
    os.makedirs(workdir, exist_ok=True)
    fst = os.path.join(workdir, "tgsi.fst")
    run = subprocess.run([shaderhw, "run", "--isa", "tgsi", "--random", "2", "--seed", "1",
                          "--trace", fst], capture_output=True, text=True)
    if run.returncode != 0:
        print(f"shaderhw run failed ({run.returncode}):\n{run.stdout}{run.stderr}")
        return 1
    return check(gtkw, trace_names(vcd_header(fst2vcd, fst)), "tgsi")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
