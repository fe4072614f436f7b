#!/usr/bin/env python3
"""Every signal of verilated/rogue/rogue_decoder.gtkw exists in the FST the traced Rogue decoder writes.

Usage: gtkw_signals_test.py RTL_DECODER_TESTS FST2VCD GTKW WORKDIR

Runs `RTL_DECODER_TESTS --gtest_filter=RtlDecoder.TraceOfAStream` with ROGUE_TRACE_FST set to
WORKDIR/rogue_decoder.fst (the waveform a failing stream of tests/rogue/rtl_decoder_test.cpp gets),
then checks the save file's signals against the variables of that trace with the helpers of
tests/harness/gtkw_signals_test.py. Exit 1, listing them, when a signal names no variable of the
trace (and when a made-up name would pass).
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
    tests, fst2vcd, gtkw, workdir = argv[1:]
    os.makedirs(workdir, exist_ok=True)
    fst = os.path.join(workdir, "rogue_decoder.fst")
    env = dict(os.environ, ROGUE_TRACE_FST=fst)
    run = subprocess.run([tests, "--gtest_filter=RtlDecoder.TraceOfAStream"], capture_output=True,
                         text=True, env=env)
    if run.returncode != 0 or not os.path.exists(fst):
        print(f"{tests} failed ({run.returncode}) or wrote no {fst}:\n{run.stdout}{run.stderr}")
        return 1
    return check(gtkw, trace_names(vcd_header(fst2vcd, fst)), "rogue decoder")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
