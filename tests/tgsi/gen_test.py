#!/usr/bin/env python3
"""Test of rtl/gen/gen_tgsi_tables.py (CTest tgsi.generator, label quick).

1. On the real table (with --doc) the generator succeeds and writes both files; a second run
   leaves them untouched (same modification time).
2. Broken copies of the table are rejected with exit status 1; the message names the file and the
   offending key, and no output file is written.
Plain Python 3 (no test framework); exit status 0 when every check passes.
"""

import argparse
import copy
import json
import os
import shutil
import subprocess
import sys
import time

FAILURES = []


def check(cond, msg):
    if not cond:
        FAILURES.append(msg)
        print(f"FAIL: {msg}")


def run(gen, table, out, doc=None):
    cmd = [sys.executable, gen, "--table", table, "--sv-out", out, "--cpp-out", out]
    if doc:
        cmd += ["--doc", doc]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60)


def layout(t, name):
    return next(x for x in t["layouts"] if x["name"] == name)


def field(t, lay, name):
    return next(f for f in layout(t, lay)["fields"] if f["name"] == name)


def opcode(t, mnem):
    return next(o for o in t["opcodes"] if o["mnemonic"] == mnem)


def enum(t, name):
    return next(e for e in t["enums"] if e["name"] == name)


# (description, mutation, text the error message must contain)
def mutations():
    def overlap(t):
        field(t, "INSTRUCTION", "OPCODE")["bits"] = [20, 12]
    def gap(t):
        lay = layout(t, "HEADER")
        lay["fields"] = [f for f in lay["fields"] if f["name"] != "HEADER_SIZE"]
    def dup_opcode(t):
        opcode(t, "MOV")["value"] = 0
    def dup_alias(t):
        opcode(t, "MOV")["aliases"] = ["SWZ", "MAD"]
    def unknown_key(t):
        opcode(t, "ADD")["operands"] = 2
    def bad_doc(t):
        opcode(t, "ADD")["doc"] = "docs/tgsi.md 99.9"
    def bad_default(t):
        layout(t, "SRC_REGISTER_EXT_MOD")["default"] = "0x00000000"
    def bad_enum_width(t):
        field(t, "DST_REGISTER", "FILE")["enum"] = "SAT"
    def bad_class(t):
        opcode(t, "TEX")["class"] = "Q"
    def tex_without_sampler(t):
        del opcode(t, "TEX")["sampler_src"]
    def value_too_big(t):
        opcode(t, "NOP")["value"] = 256
    def errors_not_dense(t):
        t["errors"][3]["value"] = 30
    def bad_pass(t):
        enum(t, "CC")["values"][0]["pass"] = ["GT", "BIG"]
    return [
        ("overlapping fields", overlap, "overlaps"),
        ("a bit without field", gap, "belong to no field"),
        ("duplicate opcode value", dup_opcode, "duplicate opcode value"),
        ("alias equal to a mnemonic", dup_alias, "duplicate mnemonic or alias"),
        ("unknown key", unknown_key, "unknown key"),
        ("citation of a missing section", bad_doc, "has no section 99.9"),
        ("default with the wrong Type", bad_default, "Type bits"),
        ("enum of the wrong width", bad_enum_width, "bits wide"),
        ("unknown class", bad_class, "unknown class"),
        ("texture opcode without its sampler", tex_without_sampler, "sampler"),
        ("opcode outside its field", value_too_big, "outside"),
        ("error codes not numbered densely", errors_not_dense, "numbered"),
        ("unknown condition-code flag", bad_pass, "unknown CC_FLAG"),
    ]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gen", required=True)
    ap.add_argument("--table", required=True)
    ap.add_argument("--doc", required=True)
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)

    out = os.path.join(a.work, "real")
    r = run(a.gen, a.table, out, a.doc)
    check(r.returncode == 0, f"real table rejected: {r.stderr}")
    files = [os.path.join(out, n) for n in ("tgsi_tables.h", "tgsi_pkg.sv")]
    check(all(os.path.exists(f) for f in files), "outputs not written")
    if all(os.path.exists(f) for f in files):
        before = [os.stat(f).st_mtime_ns for f in files]
        time.sleep(0.05)
        r = run(a.gen, a.table, out, a.doc)
        check(r.returncode == 0, "second run failed")
        check([os.stat(f).st_mtime_ns for f in files] == before, "unchanged outputs were rewritten")

    with open(a.table, encoding="utf-8") as f:
        table = json.load(f)
    for k, (what, mutate, needle) in enumerate(mutations()):
        t = copy.deepcopy(table)
        mutate(t)
        path = os.path.join(a.work, f"broken{k}.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(t, f)
        dst = os.path.join(a.work, f"out{k}")
        r = run(a.gen, path, dst, a.doc)
        check(r.returncode == 1, f"{what}: exit status {r.returncode}, expected 1")
        check(path in r.stderr, f"{what}: message does not name the file: {r.stderr.strip()}")
        check(needle in r.stderr, f"{what}: message lacks '{needle}': {r.stderr.strip()}")
        check(not os.path.exists(os.path.join(dst, "tgsi_tables.h")), f"{what}: output written")

    print(f"{len(FAILURES)} failure(s)")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
