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
from gtkw_signals_test import gtkw_signals, missing, trace_names  # noqa: E402


def vcd_header(fst2vcd, fst):
    """The VCD text up to $enddefinitions (the rest, the values, is not read)."""
    lines = []
    with subprocess.Popen([fst2vcd, fst], stdout=subprocess.PIPE, text=True) as p:
        for line in p.stdout:
            lines.append(line)
            if line.startswith("$enddefinitions"):
                p.kill()
                break
    return "".join(lines)


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
    names = trace_names(vcd_header(fst2vcd, fst))
    signals = gtkw_signals(gtkw)
    if not signals or not names:
        print(f"{gtkw}: {len(signals)} signals, trace {len(names)} names: nothing to compare")
        return 1
    if not missing([signals[0] + "_no_such_signal"], names):
        print("the check cannot fail: a made-up name was found in the trace")
        return 1
    gone = missing(signals, names)
    print(f"{gtkw}: {len(signals)} signals, {len(gone)} missing from the rogue decoder trace")
    for s in gone:
        print(f"  missing: {s}")
    return 1 if gone else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
