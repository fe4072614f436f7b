#!/usr/bin/env python3
"""The generator rejects a malformed execution class and names the opcode (rtl/gen/gen_isa_tables.py
on rtl/attila/attila_isa.json with one entry changed at a time).

  gen_table_test.py REPO_ROOT

Exit 0 when every mutated table is rejected with status 1 and the expected message, and the
unchanged table is accepted.
"""
import json
import os
import subprocess
import sys
import tempfile


def run(root, table, tmp):
    path = os.path.join(tmp, "attila_isa.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(table, f)
    out = os.path.join(tmp, "out")
    r = subprocess.run([sys.executable, os.path.join(root, "rtl/gen/gen_isa_tables.py"),
                        "--isa", "attila", "--table", path, "--sv-out", out, "--cpp-out", out],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return r.returncode, r.stdout


def entry(table, mnemonic):
    return next(o for o in table["opcodes"] if o["mnemonic"] == mnemonic)


def main(root):
    with open(os.path.join(root, "rtl/attila/attila_isa.json"), encoding="utf-8") as f:
        base = json.load(f)

    def set_key(m, k, v):
        def f(t):
            entry(t, m)[k] = v
        return f

    def del_key(m, k):
        def f(t):
            del entry(t, m)[k]
        return f

    def drop_value(section, name):
        def f(t):
            t[section] = [v for v in t[section] if v["name"] != name]
        return f

    cases = [
        ("unknown unit", set_key("COS", "unit", "SFUU"), ["(COS).unit", "unknown value 'SFUU'"]),
        ("missing write kind", del_key("ADD", "write_kind"), ["(ADD).write_kind", "missing"]),
        ("unknown read kind", set_key("MUL", "read_kind", "HALF"),
         ["(MUL).read_kind", "unknown value 'HALF'"]),
        ("undeclared unit", drop_value("units", "QUAD"), ["(DDX).unit", "unknown value 'QUAD'"]),
        ("scalar disagrees with Read", del_key("RCP", "scalar"), ["(RCP).read", "disagrees"]),
        ("reads disagree with Read", set_key("MAD", "reads", 2), ["(MAD).read", "disagrees"]),
        ("reads above sources", set_key("MOV", "reads", 2), ["(MOV).reads", "outside"]),
        ("write kind disagrees with Result", set_key("ARL", "write_kind", "INT"),
         ["(ARL).write_kind", "disagrees"]),
        ("INT read of a float opcode", set_key("ADD", "read_kind", "INT"), ["(ADD).read_kind"]),
        ("scalar boolean read", set_key("ANDP", "scalar", True), ["(ANDP).scalar"]),
    ]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        rc, out = run(root, base, tmp)
        if rc != 0:
            print(f"FAIL: the unchanged table is rejected:\n{out}")
            failures += 1
        for name, mutate, expect in cases:
            table = json.loads(json.dumps(base))
            mutate(table)
            rc, out = run(root, table, tmp)
            if rc != 1 or not all(e in out for e in expect):
                print(f"FAIL: {name}: status {rc}, expected 1 and {expect} in:\n{out}")
                failures += 1
            else:
                print(f"ok: {name}: {out.strip()}")
    print(f"{len(cases) + 1 - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
