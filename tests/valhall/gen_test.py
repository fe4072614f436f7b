#!/usr/bin/env python3
"""Test of rtl/gen/gen_valhall_tables.py (CTest valhall.generator, label quick).

1. On the real XML the generator succeeds, and every <ins> of the XML (read here independently
   with xml.etree) appears in both generated files, which hold exactly that many instructions.
2. Broken copies of the XML and of the overrides file, written to a temporary directory, are
   rejected with exit status 1; the message names the broken file and the offending element,
   and no output file is written.
Plain Python 3 (no test framework); exit status 0 when every check passes.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

FAILURES = []


def check(cond, msg):
    if not cond:
        FAILURES.append(msg)
        print(f"FAIL: {msg}")


def run(gen, xml, ovr, out):
    return subprocess.run([sys.executable, gen, "--xml", xml, "--overrides", ovr,
                           "--sv-out", out, "--cpp-out", out],
                          capture_output=True, text=True, timeout=60)


def replace_once(text, old, new):
    # The mutation must apply, or the case would silently test nothing.
    if old not in text:
        raise SystemExit(f"gen_test.py: mutation target not found: {old!r}")
    return text.replace(old, new, 1)


# (label, file to break, mutation, fragments the error must contain)
XML_CASES = [
    ("truncated XML", lambda t: t[: len(t) // 2], ["malformed XML"]),
    ("instruction without opcode",
     lambda t: replace_once(t, 'dests="0" opcode="0x00" unit="CVT"', 'dests="0" unit="CVT"'),
     ['<ins name="NOP">', "no opcode"]),
    ("duplicate instruction",
     lambda t: replace_once(t, '<ins name="BRANCHZI"', '<ins name="BRANCHZ"'),
     ['<ins name="BRANCHZ">', "duplicate"]),
    ("unknown element",
     lambda t: replace_once(t, '<mod name="second" start="24" size="1"/>',
                            '<mod name="second" start="24" size="1"/><bogus/>'),
     ["<bogus>", "FATAN_ASSIST.f32"]),
    ("modifier naming no enum",
     lambda t: replace_once(t, '<mod name="mux" start="32" size="2"/>',
                            '<mod name="muxx" start="32" size="2"/>'),
     ['<mod name="muxx">', "enum"]),
    ("overlapping fields",
     lambda t: replace_once(t, '<mod name="eq" start="36" size="1"/>',
                            '<mod name="eq" start="35" size="1"/>'),
     ['<ins name="BRANCHZ">', "overlaps"]),
    ("opcode out of range",
     lambda t: replace_once(t, 'opcode="0x163"', 'opcode="0x263"'),
     ['<ins name="FMA_RSCALE_SCALE16.f32">', "outside"]),
    ("31 immediates",
     lambda t: replace_once(t, '<constant desc="Half-float $\\pi$">0x42480000</constant>', ""),
     ['<lut name="Immediates">', "32 entries"]),
    ("bad boolean",
     lambda t: replace_once(t, '<src absneg="true" swizzle="true">Left value to compare</src>',
                            '<src absneg="yes" swizzle="true">Left value to compare</src>'),
     ["<src>", "absneg"]),
    ("opcode2 without a secondary field",
     lambda t: replace_once(t, 'dests="1" opcode="0x160" unit="FMA"',
                            'dests="1" opcode="0x160" opcode2="1" unit="FMA"'),
     ['<ins name="FMA_RSCALE.f32">', "secondary"]),
    ("shared primary opcode",
     lambda t: replace_once(t, '<ins name="CSEL.v2f16" opcode="0x155"/>',
                            '<ins name="CSEL.v2f16" opcode="0x154"/>'),
     ["CSEL", "shared"]),
    ("unknown unit",
     lambda t: replace_once(t, 'opcode="0x45" unit="NONE"', 'opcode="0x45" unit="GPU"'),
     ['<ins name="BARRIER">', "unit"]),
    ("unknown source attribute",
     lambda t: replace_once(t, '<src widen="true">A</src>',
                            '<src widen="true" wdien="true">A</src>'),
     ["<src>", "wdien"]),
    ("widen on a third source",
     lambda t: replace_once(t, "<src>Accumulator</src>", '<src widen="true">Accumulator</src>'),
     ["<src>", "slot"]),
    ("duplicate enum value",
     lambda t: replace_once(t, '<value desc="Slot #2">slot2</value>',
                            '<value desc="Slot #2">slot1</value>'),
     ["<value>", "duplicate value"]),
    ("XML changed under an override",
     lambda t: replace_once(t, '<ins name="IADD.v4s8" opcode="0x1A2"/>',
                            '<ins name="IADD.v4s8" opcode="0x0AA"/>'),
     ["v4s8_primary_opcode", "IADD.v4s8"]),
]

OVR_CASES = [
    ("overrides: invalid JSON", lambda t: t[: len(t) // 2], ["invalid JSON"]),
    ("overrides: wrong XML value",
     lambda t: replace_once(t, '"xml": "0x1A2"', '"xml": "0x1A3"'),
     ["v4s8_primary_opcode", "0x1a3"]),
    ("overrides: unknown instruction",
     lambda t: replace_once(t, '"instruction": "CLZ.v2u16"', '"instruction": "CLZ.v2u17"'),
     ["clz_v2u16_swizzle", "CLZ.v2u17"]),
    ("overrides: missing citation",
     lambda t: replace_once(t, '"cite": "docs/valhall.md 6.1 (errata, second row)',
                            '"cited": "docs/valhall.md 6.1 (errata, second row)'),
     ["clz_v2u16_swizzle", "cite"]),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gen", required=True)
    ap.add_argument("--xml", required=True)
    ap.add_argument("--overrides", required=True)
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)

    # 1. The real XML: every instruction is generated.
    out = os.path.join(a.work, "good")
    r = run(a.gen, a.xml, a.overrides, out)
    check(r.returncode == 0, f"generator failed on the real XML: {r.stderr}")
    names = [e.get("name") for e in ET.parse(a.xml).getroot().iter("ins")]
    print(f"{len(names)} <ins> elements in {a.xml}")
    check(len(names) == 238 and len(set(names)) == 238, f"expected 238 distinct <ins>, got "
          f"{len(names)} ({len(set(names))} distinct)")
    if r.returncode == 0:
        with open(os.path.join(out, "valhall_tables.h"), encoding="utf-8") as f:
            cpp = f.read()
        with open(os.path.join(out, "valhall_pkg.sv"), encoding="utf-8") as f:
            sv = f.read()
        check(f"NUM_INS = {len(names)};" in cpp, "C++ NUM_INS differs from the XML count")
        check(f"localparam int unsigned NUM_INS = {len(names)};" in sv,
              "SV NUM_INS differs from the XML count")
        cpp_names = re.findall(r'^  \{"([^"]+)", 0x', cpp, re.M)
        sv_names = re.findall(r"^    INS_\w+ = \d+'d\d+,?  // ([^:]+):", sv, re.M)
        check(cpp_names == names, "C++ INSTRUCTIONS differ from the XML instructions (in order)")
        check(sv_names == names, "SV ins_e differs from the XML instructions (in order)")

    # 2. Broken inputs.
    with open(a.xml, encoding="utf-8") as f:
        xml_text = f.read()
    with open(a.overrides, encoding="utf-8") as f:
        ovr_text = f.read()
    cases = [(l, "xml", m, e) for l, m, e in XML_CASES] + \
            [(l, "ovr", m, e) for l, m, e in OVR_CASES]
    for n, (label, which, mutate, expect) in enumerate(cases):
        d = os.path.join(a.work, f"case{n:02d}")
        os.makedirs(d)
        xml_path, ovr_path = a.xml, a.overrides
        if which == "xml":
            xml_path = os.path.join(d, "valhall-ISA.xml")
            broken = xml_path
            with open(xml_path, "w", encoding="utf-8") as f:
                f.write(mutate(xml_text))
        else:
            ovr_path = os.path.join(d, "xml_overrides.json")
            broken = ovr_path
            with open(ovr_path, "w", encoding="utf-8") as f:
                f.write(mutate(ovr_text))
        out = os.path.join(d, "out")
        r = run(a.gen, xml_path, ovr_path, out)
        msg = r.stderr.strip()
        check(r.returncode == 1, f"{label}: exit status {r.returncode}, expected 1 ({msg})")
        check(broken in msg, f"{label}: message does not name {broken}: {msg}")
        for frag in expect:
            check(frag in msg, f"{label}: message lacks {frag!r}: {msg}")
        check(not os.path.exists(os.path.join(out, "valhall_pkg.sv")) and
              not os.path.exists(os.path.join(out, "valhall_tables.h")),
              f"{label}: output written despite the error")
        print(f"ok: {label}: {msg.splitlines()[0] if msg else ''}")

    print(f"{len(cases)} malformed inputs, {len(FAILURES)} failures")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
