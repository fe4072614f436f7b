#!/usr/bin/env python3
"""Test of rtl/gen/gen_rogue_tables.py (CTest rogue.generator, label quick).

1. On the real table (with --doc) the generator succeeds and writes both files; a second run leaves
   them untouched (same modification time), and a run into another directory writes byte-identical
   files: the outputs are deterministic (docs/rogue.md 15).
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
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


# ---- navigation in the parsed table (indices are looked up, so the test follows table edits) ----
def li(t, name):
    return next(k for k, x in enumerate(t["layouts"]) if x["name"] == name)


def lay(t, name):
    return t["layouts"][li(t, name)]


def fi(t, lname, fname):
    return next(k for k, f in enumerate(lay(t, lname)["fields"]) if f["name"] == fname)


def vi(t, lname, vname):
    return next(k for k, v in enumerate(lay(t, lname)["variants"]) if v["name"] == vname)


def oi(t, name):
    return next(k for k, o in enumerate(t["operations"]) if o["name"] == name)


def ei(t, name):
    return next(k for k, e in enumerate(t["enums"]) if e["name"] == name)


def cases(t):
    """(label, mutation, fragments the error must contain), with keys computed on table t."""
    out = []

    def case(label, fn, *frags):
        out.append((label, fn, list(frags)))

    L = f"layouts[{li(t, 'M_FADDMUL')}]"
    case("unknown top-level key", lambda x: x.update(colour=1), "(top level).colour", "unknown key")
    case("unknown field key", lambda x: lay(x, "M_FADDMUL")["fields"][fi(x, "M_FADDMUL", "LP")].update(colour=1),
         f"{L}.fields[{fi(t, 'M_FADDMUL', 'LP')}].colour", "unknown key")
    case("missing field key", lambda x: lay(x, "M_FADDMUL")["fields"][fi(x, "M_FADDMUL", "SAT")].pop("meaning"),
         f"{L}.fields[{fi(t, 'M_FADDMUL', 'SAT')}].meaning", "missing")
    case("overlapping fields", lambda x: lay(x, "M_FADDMUL")["fields"][fi(x, "M_FADDMUL", "SAT")].update(at=[[0, 5, 4]]),
         "overlaps field 'LP' at byte 0 bit 5")
    B1 = f"layouts[{li(t, 'BW_P1')}].variants[0]"
    case("bits of no field", lambda x: lay(x, "BW_P1")["fields"].pop(fi(x, "BW_P1", "RSVD_B0")),
         B1, "bits ['0.4'] (byte.bit) of variant 1 belong to no field")
    case("piece outside the form's bytes",
         lambda x: lay(x, "M_FMAD")["variants"][vi(x, "M_FMAD", "1")].update(
             fields=[{"name": "LP", "at": [[1, 4, 4]], "meaning": "x"}]),
         "byte 1 is outside variant 1 (1 bytes)")
    case("enum width differs from the field",
         lambda x: lay(x, "ISS")["fields"][fi(x, "ISS", "IS4")].update(width=3),
         "enum FTSEL is 2 bits wide, the field 3")
    case("two layouts of one slot match one byte",
         lambda x: lay(x, "M_FMAD").update(select={"MAIN_OP": [6, 7]}),
         "byte 0 = 0xE0 in slot P0 matches layouts")
    case("two forms match the same bytes",
         lambda x: lay(x, "M_FMAD")["variants"][vi(x, "M_FMAD", "2")].update(when={"EXT0": [0, 1]}),
         f"layouts[{li(t, 'M_FMAD')}].variants[{vi(t, 'M_FMAD', '2')}].when", "can match the same bytes as variant 1")
    case("two operations match the same bytes",
         lambda x: t_op(x, "FMUL").update(match={"FOP": [0, 1]}),
         f"operations[{oi(t, 'FMUL')}].match", "operation FMUL can match the same bytes as FADD")
    case("enum code neither value nor reserved", lambda x: x["enums"][ei(x, "PACKFMT")].pop("reserved"),
         f"enums[{ei(t, 'PACKFMT')}].reserved", "codes [13, 24, 25, 26, 27, 28, 29] are neither values nor reserved")
    case("unknown slot", lambda x: lay(x, "M_FMAD").update(slots=["P0", "P7"]),
         f"layouts[{li(t, 'M_FMAD')}].slots[1]", "unknown slot 'P7'")
    case("unknown reason", lambda x: lay(x, "MAPHI")["constraints"][0].update(reason="UPPER_MUXX"),
         f"layouts[{li(t, 'MAPHI')}].constraints[0].reason", "unknown reason 'UPPER_MUXX'")
    case("unknown operand", lambda x: t_op(x, "FADD").update(reads=["SA", "SQ"]),
         f"operations[{oi(t, 'FADD')}].reads[1]", "unknown operand 'SQ'")
    case("unknown exec unit", lambda x: t_op(x, "FADD").update(**{"class": "FADDER"}),
         f"operations[{oi(t, 'FADD')}].class", "unknown exec unit 'FADDER'")
    case("condition on a field the form lacks",
         lambda x: lay(x, "MAPLO")["variants"][vi(x, "MAPLO", "1")].update(when={"EXT0": 0, "SEL": 0}),
         f"layouts[{li(t, 'MAPLO')}].variants[{vi(t, 'MAPLO', '1')}].when.SEL", "not in this variant's bytes")
    case("condition value outside the field", lambda x: lay(x, "M_FADDMUL").update(select={"FOP": [0, 4]}),
         f"{L}.select.FOP[1]", "outside 0..3")
    case("control code without a layout",
         lambda x: x["layouts"].pop(li(x, "C_WOP")), "CTRLOP values [4] have no control layout")
    case("op unit without an operation",
         lambda x: x.update(operations=[o for o in x["operations"] if o["layout"] != "P2_MOV"]),
         "layout P2_MOV unit OP has no operation")
    case("bad doc citation", lambda x: t_op(x, "FMAD").update(doc="rogue.md 3.3"),
         f"operations[{oi(t, 'FMAD')}].doc", "must cite")
    case("doc section that does not exist", lambda x: t_op(x, "FMAD").update(doc="docs/rogue.md 3.99"),
         f"operations[{oi(t, 'FMAD')}].doc", "no section 3.99")
    case("lower-case identifier", lambda x: t_op(x, "FMAD").update(name="fmad"),
         f"operations[{oi(t, 'FMAD')}].name", "not an upper-case identifier")
    case("duplicate operation", lambda x: t_op(x, "FMUL").update(name="FADD"),
         f"operations[{oi(t, 'FMUL')}].name", "duplicate operation 'FADD'")
    case("overlapping special entries",
         lambda x: x["special"]["registers"].append({"first": 31, "last": 31, "asm": "sr", "base": 31, "meaning": "x"}),
         "special.registers[", "duplicate special index 31")
    case("first reason is not NONE", lambda x: x["reasons"].reverse(), "reasons[0].name", "must be NONE")
    case("field named LAYOUT_ID",
         lambda x: lay(x, "C_MUTEX")["fields"][fi(x, "C_MUTEX", "ID")].update(name="LAYOUT_ID"),
         "LAYOUT_ID is the generated name")
    case("unknown enum", lambda x: lay(x, "ISS")["fields"][fi(x, "ISS", "IS4")].update(enum="FTSELL"),
         f"layouts[{li(t, 'ISS')}].fields[{fi(t, 'ISS', 'IS4')}].enum", "unknown enum 'FTSELL'")
    case("implied value of a field the form holds",
         lambda x: lay(x, "P2_MOV")["variants"][vi(x, "P2_MOV", "2")].update(implied={"AW": 1}),
         f"layouts[{li(t, 'P2_MOV')}].variants[{vi(t, 'P2_MOV', '2')}].implied.AW", "only absent fields are implied")
    case("operation unit missing in a multi-unit layout", lambda x: t_op(x, "MSK").pop("unit"),
         f"operations[{oi(t, 'MSK')}].unit", "layout BW_P0 has several units")
    case("select on a field outside byte 0",
         lambda x: lay(x, "BE_SMP").update(select={"BACKEND_OP": 7, "DMA_OP": 4, "DIM": 1}),
         f"layouts[{li(t, 'BE_SMP')}].select.DIM", "must lie in byte 0")
    return out


def t_op(t, name):
    return t["operations"][oi(t, name)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gen", required=True)
    ap.add_argument("--table", required=True)
    ap.add_argument("--doc", required=True)
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)

    names = ("rogue_pkg.sv", "rogue_tables.h")
    out = os.path.join(a.work, "good")
    r = run(a.gen, a.table, out, a.doc)
    check(r.returncode == 0, f"real table rejected: {r.stderr}")
    files = [os.path.join(out, n) for n in names]
    check(all(os.path.exists(f) for f in files), "outputs not written")
    if r.returncode == 0:
        before = [os.stat(f).st_mtime_ns for f in files]
        time.sleep(0.05)
        r = run(a.gen, a.table, out, a.doc)
        check(r.returncode == 0 and [os.stat(f).st_mtime_ns for f in files] == before,
              "an unchanged output was rewritten")
        out2 = os.path.join(a.work, "again")
        r = run(a.gen, a.table, out2, a.doc)
        same = r.returncode == 0 and all(
            open(os.path.join(out, n), "rb").read() == open(os.path.join(out2, n), "rb").read() for n in names)
        check(same, "two runs on the same table wrote different outputs")

    with open(a.table, encoding="utf-8") as f:
        text = f.read()
    base = json.loads(text)

    broken = os.path.join(a.work, "broken.json")
    with open(broken, "w", encoding="utf-8") as f:
        f.write(text[: len(text) // 2])
    r = run(a.gen, broken, os.path.join(a.work, "out_truncated"))
    check(r.returncode == 1 and "broken.json" in r.stderr and "invalid JSON" in r.stderr,
          f"truncated JSON: status {r.returncode}: {r.stderr}")

    all_cases = cases(base)
    for i, (label, mutate, expect) in enumerate(all_cases):
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
    total = len(all_cases) + 4
    print(f"{total - len(FAILURES)} passed, {len(FAILURES)} failed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
