#!/usr/bin/env python3
"""Test of rtl/gen/gen_r500_tables.py (CTest r500.generator, label quick).

1. On the real table (with --doc) the generator succeeds and writes both files; a second run
   leaves them untouched (same modification time), as docs/architecture.md requires.
2. Broken copies of the table, written to a temporary directory, are rejected with exit status 1;
   the message names the broken file and the offending key, and no output file is written.
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


def optable(t, name):
    return next(x for x in t["opcode_tables"] if x["name"] == name)


def opcode(t, table, mnem):
    return next(o for o in optable(t, table)["opcodes"] if o["mnemonic"] == mnem)


def enum(t, name):
    return next(e for e in t["enums"] if e["name"] == name)


def set_(path_fn, key, value):
    def f(t):
        path_fn(t)[key] = value
    return f


def drop_reserved(table, value):
    def f(t):
        tab = optable(t, table)
        tab["reserved"] = [r for r in tab["reserved"] if r["value"] != value]
    return f


def drop_field(lay, name):
    def f(t):
        lo = layout(t, lay)
        lo["fields"] = [x for x in lo["fields"] if x["name"] != name]
    return f


# (label, mutation of the parsed table, fragments the error must contain)
CASES = [
    ("unknown top-level key", set_(lambda t: t, "colour", 1), ["(top level).colour", "unknown key"]),
    ("unknown field key", set_(lambda t: field(t, "CMN", "LAST"), "colour", "red"),
     ["layouts[0].fields[5].colour", "unknown key"]),
    ("missing field key", lambda t: field(t, "CMN", "NOP").pop("doc"),
     ["layouts[0].fields[6].doc", "missing"]),
    ("overlapping fields", set_(lambda t: field(t, "CMN", "TEX_SEM_WAIT"), "bits", [3, 2]),
     ["layouts[0].fields[2]", "overlaps field 'TEX_SEM_WAIT' at bit 3"]),
    ("bits of no field", drop_field("FC_ADDR", "RSVD_7_5"),
     ["layouts[10].fields", "bits [5, 6, 7] of word 3 belong to no field"]),
    ("duplicate field name", set_(lambda t: field(t, "CMN", "LAST"), "name", "NOP"),
     ["layouts[0].fields[6].name", "duplicate field 'NOP'"]),
    ("duplicate opcode value", set_(lambda t: opcode(t, "RGB_OP", "DP3"), "value", 0),
     ["opcode_tables[0].opcodes[1].value", "duplicate opcode value 0"]),
    ("duplicate mnemonic", set_(lambda t: opcode(t, "ALPHA_OP", "MIN"), "mnemonic", "MAD"),
     ["opcode_tables[1].opcodes[2].mnemonic", "duplicate mnemonic 'MAD'"]),
    ("reserved value that is an opcode",
     lambda t: optable(t, "ALPHA_OP")["reserved"].append({"value": 5, "doc": "docs/r500.md 5.2"}),
     ["opcode_tables[1].reserved[1].value", "duplicate value 5"]),
    ("code neither opcode nor reserved", drop_reserved("RGB_OP", 13),
     ["opcode_tables[0].reserved", "codes [13] are neither values nor reserved"]),
    ("unknown unit", set_(lambda t: opcode(t, "ALPHA_OP", "EX2"), "unit", "SFUU"),
     ["opcode_tables[1].opcodes[7].unit", "unknown unit 'SFUU'"]),
    ("unknown argument", set_(lambda t: opcode(t, "RGB_OP", "MAD"), "args", ["A", "B", "D"]),
     ["opcode_tables[0].opcodes[0].args[2]", "unknown name 'D'"]),
    ("value outside the field", set_(lambda t: opcode(t, "TEX_OP", "LD"), "value", 8),
     ["opcode_tables[2].opcodes[1].value", "outside 0..7"]),
    ("enum width differs from the field",
     set_(lambda t: field(t, "ALU_RGB_INST", "RGB_MOD_A"), "enum", "OMOD"),
     ["layouts[3].fields[4].enum", "enum OMOD is 3 bits wide, the field 2"]),
    ("enum code missing", lambda t: enum(t, "A_OP").pop("reserved"),
     ["enums[9].reserved", "codes [3] are neither values nor reserved"]),
    ("word of a type without layout", lambda t: t["unused_words"].pop(0),
     ["key 'layouts'", "word 1 of type FC has no layout"]),
    ("word described twice", lambda t: t["unused_words"][1]["words"].append(2),
     ["key 'layouts'", "word 2 of type TEX has several"]),
    ("unknown type", set_(lambda t: layout(t, "TEX_INST"), "types", ["TEXX"]),
     ["layouts[6].types[0]", "unknown type 'TEXX'"]),
    ("check of a field without reserved values",
     set_(lambda t: t["checks"][0], "field", "ALU_RGB_INST.OMOD"),
     ["checks[0].field", "has no reserved value"]),
    ("field reference to nothing", set_(lambda t: optable(t, "FC_OP"), "field", "FC_INST.OPP"),
     ["opcode_tables[3].field", "names no LAYOUT.FIELD"]),
    ("condition on an unknown value",
     set_(lambda t: layout(t, "TEX_ADDR_DXDY"), "when", {"field": "TEX_INST.INST", "values": ["DXDZ"]}),
     ["layouts[8].when.values[0]", "'DXDZ' is no value"]),
    ("bad doc citation", set_(lambda t: opcode(t, "FC_OP", "LOOP"), "doc", "r500.md 8.3"),
     ["opcode_tables[3].opcodes[1].doc", "must cite"]),
    ("doc section that does not exist", set_(lambda t: opcode(t, "FC_OP", "REP"), "doc", "docs/r500.md 8.9"),
     ["opcode_tables[3].opcodes[3].doc", "no section 8.9"]),
    ("lower-case identifier", set_(lambda t: opcode(t, "FC_OP", "JUMP"), "mnemonic", "jump"),
     ["opcode_tables[3].opcodes[0].mnemonic", "not an upper-case identifier"]),
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

    out = os.path.join(a.work, "good")
    r = run(a.gen, a.table, out, a.doc)
    check(r.returncode == 0, f"real table rejected: {r.stderr}")
    files = [os.path.join(out, n) for n in ("r500_pkg.sv", "r500_tables.h")]
    check(all(os.path.exists(f) for f in files), "outputs not written")
    if r.returncode == 0:
        before = [os.stat(f).st_mtime_ns for f in files]
        time.sleep(0.05)
        r = run(a.gen, a.table, out, a.doc)
        check(r.returncode == 0 and [os.stat(f).st_mtime_ns for f in files] == before,
              "an unchanged output was rewritten")

    with open(a.table, encoding="utf-8") as f:
        text = f.read()
    base = json.loads(text)

    broken = os.path.join(a.work, "broken.json")
    with open(broken, "w", encoding="utf-8") as f:
        f.write(text[: len(text) // 2])
    r = run(a.gen, broken, os.path.join(a.work, "out_truncated"))
    check(r.returncode == 1 and "broken.json" in r.stderr and "invalid JSON" in r.stderr,
          f"truncated JSON: status {r.returncode}: {r.stderr}")

    for i, (label, mutate, expect) in enumerate(CASES):
        t = copy.deepcopy(base)
        mutate(t)
        path = os.path.join(a.work, f"case{i}.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(t, f, indent=1)
        dest = os.path.join(a.work, f"out{i}")
        r = run(a.gen, path, dest, a.doc)
        ok = (r.returncode == 1 and f"case{i}.json" in r.stderr
              and all(e in r.stderr for e in expect) and not os.path.exists(dest))
        check(ok, f"{label}: status {r.returncode}, expected 1 and {expect} in: {r.stderr.strip()}")
        if ok:
            print(f"ok: {label}: {r.stderr.strip()}")
    total = len(CASES) + 3
    print(f"{total - len(FAILURES)} passed, {len(FAILURES)} failed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
