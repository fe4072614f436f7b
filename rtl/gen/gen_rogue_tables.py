#!/usr/bin/env python3
"""Generate the PowerVR Rogue USC SystemVerilog package and C++ tables from the one JSON encoding
table rtl/rogue/rogue_isa.json (docs/architecture.md, "One source of truth for encodings"; schema
and meaning: docs/rogue.md section 15).

Usage:
  gen_rogue_tables.py --table rtl/rogue/rogue_isa.json --sv-out DIR --cpp-out DIR [--doc docs/rogue.md]

Writes DIR/rogue_pkg.sv (package rogue_pkg) and DIR/rogue_tables.h (namespace shaderhw::rogue::gen).
Python 3 standard library only.

A Rogue instruction group is a byte stream, so the table describes *components* (header, ops,
source maps, ISS byte, destination maps) as layouts: byte-0 "select" conditions that pick the
layout in a slot, "variants" of fixed byte counts picked by conditions on their own bits, fields
made of bit pieces, implied values of the fields a short variant lacks, and constraints. The
generator rejects, with the file and the offending key named and nothing written:
  * unknown or missing keys, names that are not upper-case identifiers, duplicates;
  * a piece outside its variant's bytes, two fields on one bit, a bit of a variant that belongs to
    no field (reserved bits are declared as fields), a field whose pieces give more bits than its
    width, an enum of another width;
  * conditions on fields a variant lacks, on wide fields or with values that do not fit;
  * two variants, two layouts of one slot (checked on all 256 values of byte 0), or two operations
    of one layout unit that can match the same bytes;
  * enum codes that are neither values nor reserved, references to unknown slots, reasons, units,
    operands, layouts or enums, special-bank entries that overlap, doc citations of sections that
    do not exist (with --doc).
An output whose content did not change is left untouched (gen_common.write_if_changed).

The package is written for Verilator 5.006 (-Wall) and Yosys 0.23 (read_verilog -sv): only
localparams and typedef enums; every table is a flat packed vector indexed as NAME[i*W +: W].
"""

import re
import sys

from gen_common import JsonTable, SvWriter, TableError, cpp_limits_and_constants, cstr, sv_vec, table_main

IDENT = re.compile(r"^[A-Z][A-Z0-9_]*$")
TOP_KEYS = {"isa", "title", "doc", "slots", "reasons", "enums", "layouts", "exec_units", "operands",
            "operations", "special", "limits", "constants"}
SLOT_KINDS = ("header", "op", "ctrl", "map")
STATUS = ("P", "P1", "INF", "PD")
COND_MAX_WIDTH = 6          # condition values are kept as 64-bit masks
MAX_OP_BYTES = 16
SPECIAL_SIZE = 240


def camel(name):
    return "".join(p[:1] + p[1:].lower() for p in name.split("_"))


def bits_for(n):
    """Bits needed for the values 0..n."""
    return max(1, n.bit_length())


class Table(JsonTable):
    """Validated view of rogue_isa.json. Every check names the JSON key that is wrong."""
    doc_name = "docs/rogue.md"

    def __init__(self, path, doc_path=None):
        self.raw = self.load_json(path)
        self.doc_sections = self.read_doc_sections(doc_path) if doc_path else None
        self.check_keys("(top level)", self.raw, TOP_KEYS, TOP_KEYS - {"title"})
        if self.raw["isa"] != "rogue":
            self.fail("isa", f"is {self.raw['isa']!r}, expected 'rogue'")
        self.doc("doc", self.raw["doc"])
        self.load_slots()
        self.load_reasons()
        self.load_enums()
        self.exec_units = self.named("exec_units", self.raw["exec_units"])
        self.operands = self.named("operands", self.raw["operands"])
        if len(self.operands) > 64:
            self.fail("operands", "more than 64 entries")
        self.load_layouts()
        self.build_slot_tables()
        self.load_operations()
        self.load_special()
        self.limits = self.load_named_values("limits", 1, 2**32 - 1)
        self.constants = self.load_named_values("constants", 0, 2**32 - 1)

    # -- helpers ---------------------------------------------------------------------------------
    def ident(self, key, value):
        if not isinstance(value, str) or not IDENT.match(value):
            self.fail(key, f"{value!r} is not an upper-case identifier")
        return value

    def text(self, key, value):
        if not isinstance(value, str) or not value:
            self.fail(key, f"{value!r} is not a non-empty string")
        return value

    def named(self, key, lst):
        out, seen = [], {}
        for i, a in enumerate(self.listof(key, lst)):
            w = f"{key}[{i}]"
            self.check_keys(w, a, {"name", "meaning"}, {"name", "meaning"})
            n = self.ident(f"{w}.name", a["name"])
            self.unique(f"{w}.name", seen, n, "name")
            out.append({"name": n, "meaning": self.text(f"{w}.meaning", a["meaning"])})
        return out

    def load_named_values(self, section, lo, hi):
        out, seen = [], {}
        for i, c in enumerate(self.listof(section, self.raw[section])):
            w = f"{section}[{i}]"
            self.check_keys(w, c, {"name", "value", "meaning", "doc"}, {"name", "value", "meaning", "doc"})
            n = self.ident(f"{w}.name", c["name"])
            self.unique(f"{w}.name", seen, n, "name")
            self.doc(f"{w}.doc", c["doc"])
            out.append({"name": n, "value": self.integer(f"{w}.value", c["value"], lo, hi),
                        "meaning": self.text(f"{w}.meaning", c["meaning"])})
        return out

    # -- slots, reasons, enums -------------------------------------------------------------------
    def load_slots(self):
        self.slots, seen = [], {}
        for i, s in enumerate(self.listof("slots", self.raw["slots"])):
            w = f"slots[{i}]"
            self.check_keys(w, s, {"name", "kind", "meaning", "doc"}, {"name", "kind", "meaning", "doc"})
            n = self.ident(f"{w}.name", s["name"])
            self.unique(f"{w}.name", seen, n, "slot")
            if s["kind"] not in SLOT_KINDS:
                self.fail(f"{w}.kind", f"{s['kind']!r} is not one of {', '.join(SLOT_KINDS)}")
            self.doc(f"{w}.doc", s["doc"])
            self.slots.append({"name": n, "kind": s["kind"], "meaning": self.text(f"{w}.meaning", s["meaning"])})
        if len(self.slots) > 32:
            self.fail("slots", "more than 32 slots")
        self.slot_index = {s["name"]: k for k, s in enumerate(self.slots)}

    def load_reasons(self):
        self.reasons, seen = [], {}
        for i, r in enumerate(self.listof("reasons", self.raw["reasons"])):
            w = f"reasons[{i}]"
            self.check_keys(w, r, {"name", "meaning", "doc"}, {"name", "meaning", "doc"})
            n = self.ident(f"{w}.name", r["name"])
            self.unique(f"{w}.name", seen, n, "reason")
            self.doc(f"{w}.doc", r["doc"])
            self.reasons.append({"name": n, "meaning": self.text(f"{w}.meaning", r["meaning"])})
        if not self.reasons or self.reasons[0]["name"] != "NONE":
            self.fail("reasons[0].name", "the first reason must be NONE (code 0: legal)")
        self.reason_index = {r["name"]: k for k, r in enumerate(self.reasons)}

    def reason(self, key, name):
        if name not in self.reason_index:
            self.fail(key, f"unknown reason {name!r}")
        return self.reason_index[name]

    def load_enums(self):
        self.enums, self.enum_list = {}, []
        for i, e in enumerate(self.listof("enums", self.raw["enums"])):
            w = f"enums[{i}]"
            self.check_keys(w, e, {"name", "width", "doc", "values", "reserved"}, {"name", "width", "doc", "values"})
            n = self.ident(f"{w}.name", e["name"])
            if n in self.enums:
                self.fail(f"{w}.name", f"duplicate enum {n!r}")
            width = self.integer(f"{w}.width", e["width"], 1, 5)
            self.doc(f"{w}.doc", e["doc"])
            values, vnames, nums = [], {}, {}
            for j, v in enumerate(self.listof(f"{w}.values", e["values"])):
                vw = f"{w}.values[{j}]"
                self.check_keys(vw, v, {"value", "name", "meaning", "asm", "pd", "phases"}, {"value", "name", "meaning"})
                num = self.integer(f"{vw}.value", v["value"], 0, (1 << width) - 1)
                self.unique(f"{vw}.value", nums, num, "value")
                vn = self.ident(f"{vw}.name", v["name"])
                self.unique(f"{vw}.name", vnames, vn, "value name")
                asm = v.get("asm", vn.lower())
                if not isinstance(asm, str):
                    self.fail(f"{vw}.asm", "must be a string")
                phases = 0
                if "phases" in v:
                    for k, p in enumerate(self.listof(f"{vw}.phases", v["phases"])):
                        if p not in ("P0", "P1", "P2", "BE"):
                            self.fail(f"{vw}.phases[{k}]", f"{p!r} is not P0, P1, P2 or BE")
                        phases |= 1 << ("P0", "P1", "P2", "BE").index(p)
                values.append({"value": num, "name": vn, "asm": asm, "phases": phases,
                               "pd": self.boolean(f"{vw}.pd", v.get("pd", False)),
                               "meaning": self.text(f"{vw}.meaning", v["meaning"])})
            reserved = {}
            for j, r in enumerate(self.listof(f"{w}.reserved", e.get("reserved", []))):
                rw = f"{w}.reserved[{j}]"
                self.check_keys(rw, r, {"value", "meaning", "doc"}, {"value", "doc"})
                num = self.integer(f"{rw}.value", r["value"], 0, (1 << width) - 1)
                self.unique(f"{rw}.value", nums, num, "value")
                self.doc(f"{rw}.doc", r["doc"])
                reserved[num] = r.get("meaning", "reserved")
            missing = [c for c in range(1 << width) if c not in nums]
            if missing:
                self.fail(f"{w}.reserved", f"codes {missing} are neither values nor reserved")
            en = {"name": n, "width": width, "values": values, "reserved": reserved, "id": len(self.enum_list)}
            self.enums[n] = en
            self.enum_list.append(en)
        for need in ("OPORG", "CTRLOP", "BANK", "SUBBANK"):
            if need not in self.enums:
                self.fail("enums", f"enum {need} is missing")

    # -- conditions -------------------------------------------------------------------------------
    def cond(self, key, value, fields, present=None):
        """A condition: {FIELD: value or [values]} (AND) or a list of them (OR). Returns a list of
        alternatives, each a dict field -> frozenset of values. `present`: the fields a variant
        holds (a condition may only test those)."""
        alts = value if isinstance(value, list) else [value]
        if not alts:
            self.fail(key, "an empty list matches nothing")
        out = []
        for i, alt in enumerate(alts):
            ak = f"{key}[{i}]" if isinstance(value, list) else key
            if not isinstance(alt, dict):
                self.fail(ak, "must be a JSON object {FIELD: values}")
            d = {}
            for fname, vals in alt.items():
                fk = f"{ak}.{fname}"
                if fname not in fields:
                    self.fail(fk, f"unknown field {fname!r}")
                if present is not None and fname not in present:
                    self.fail(fk, f"field {fname!r} is not in this variant's bytes")
                f = fields[fname]
                if f["width"] > COND_MAX_WIDTH:
                    self.fail(fk, f"a condition on a {f['width']}-bit field (at most {COND_MAX_WIDTH})")
                vl = vals if isinstance(vals, list) else [vals]
                if not vl:
                    self.fail(fk, "an empty value list matches nothing")
                s = set()
                for j, v in enumerate(vl):
                    s.add(self.integer(f"{fk}[{j}]" if isinstance(vals, list) else fk, v, 0, (1 << f["width"]) - 1))
                d[fname] = frozenset(s)
            out.append(d)
        return out

    @staticmethod
    def alts_exclusive(a, b):
        """True when no byte string satisfies both conditions (a field tested by both with
        disjoint value sets, in every pair of alternatives)."""
        for x in a:
            for y in b:
                if not any(f in y and not (x[f] & y[f]) for f in x):
                    return False
        return True

    # -- layouts ----------------------------------------------------------------------------------
    def load_field(self, key, f, nbytes_hint=None):
        self.check_keys(key, f, {"name", "at", "width", "enum", "reserved", "pd", "reason", "meaning", "doc"},
                        {"name", "at", "meaning"})
        name = self.ident(f"{key}.name", f["name"])
        if name == "LAYOUT_ID":
            self.fail(f"{key}.name", "LAYOUT_ID is the generated name of the layout's id")
        at = self.listof(f"{key}.at", f["at"])
        if at and not isinstance(at[0], list):
            at = [at]
        pieces, total = [], 0
        for j, p in enumerate(at):
            pk = f"{key}.at[{j}]"
            if not isinstance(p, list) or len(p) != 3:
                self.fail(pk, "must be [byte, msb, lsb]")
            b = self.integer(f"{pk}[0]", p[0], 0, MAX_OP_BYTES - 1)
            msb = self.integer(f"{pk}[1]", p[1], 0, 7)
            lsb = self.integer(f"{pk}[2]", p[2], 0, msb)
            pieces.append((b, msb, lsb))
            total += msb - lsb + 1
        if not pieces:
            self.fail(f"{key}.at", "no piece")
        enum = f.get("enum")
        if enum is not None and enum not in self.enums:
            self.fail(f"{key}.enum", f"unknown enum {enum!r}")
        # A field of an enum is as wide as the enum unless it says otherwise; fewer pieces than
        # that (a 1-bit bank in a short form) are zero-extended.
        width = self.integer(f"{key}.width", f.get("width", self.enums[enum]["width"] if enum else total), 1, 32)
        if total > width:
            self.fail(f"{key}.width", f"the pieces give {total} bits, more than the width {width}")
        if enum is not None:
            if self.enums[enum]["width"] != width:
                self.fail(f"{key}.enum", f"enum {enum} is {self.enums[enum]['width']} bits wide, the field {width}")
        if "doc" in f:
            self.doc(f"{key}.doc", f["doc"])
        return {"name": name, "pieces": pieces, "width": width, "enum": enum,
                "reserved": self.boolean(f"{key}.reserved", f.get("reserved", False)),
                "pd": self.boolean(f"{key}.pd", f.get("pd", False)),
                "reason": self.reason(f"{key}.reason", f.get("reason", "RESERVED_FIELD")),
                "meaning": self.text(f"{key}.meaning", f["meaning"]), "key": key}

    def register_field(self, lay, fd):
        """The layout-wide description of a field (declared in several variants: same kind)."""
        prev = lay["fieldmap"].get(fd["name"])
        if prev is None:
            entry = {k: fd[k] for k in ("name", "width", "enum", "reserved", "pd", "reason", "meaning")}
            entry["index"] = len(lay["fields"])
            lay["fields"].append(entry)
            lay["fieldmap"][fd["name"]] = entry
            return
        for k in ("enum", "reserved", "pd", "reason"):
            if prev[k] != fd[k]:
                self.fail(fd["key"], f"field {fd['name']!r} is declared with another {k} elsewhere in the layout")
        prev["width"] = max(prev["width"], fd["width"])

    def load_layouts(self):
        self.layouts, names, ctrlops = [], {}, {}
        lkeys = {"name", "slots", "doc", "meaning", "select", "units", "fields", "variants", "constraints",
                 "ctrlop", "dest", "maps"}
        for i, L in enumerate(self.listof("layouts", self.raw["layouts"])):
            w = f"layouts[{i}]"
            self.check_keys(w, L, lkeys, {"name", "slots", "doc", "meaning", "fields", "variants"})
            name = self.ident(f"{w}.name", L["name"])
            self.unique(f"{w}.name", names, name, "layout")
            self.doc(f"{w}.doc", L["doc"])
            slots, kinds = 0, set()
            for j, s in enumerate(self.listof(f"{w}.slots", L["slots"])):
                if s not in self.slot_index:
                    self.fail(f"{w}.slots[{j}]", f"unknown slot {s!r}")
                slots |= 1 << self.slot_index[s]
                kinds.add(self.slots[self.slot_index[s]]["kind"])
            if not slots:
                self.fail(f"{w}.slots", "names no slot")
            if len(kinds) != 1:
                self.fail(f"{w}.slots", "mixes slots of different kinds")
            kind = kinds.pop()
            lay = {"name": name, "slots": slots, "kind": kind, "fields": [], "fieldmap": {}, "key": w,
                   "meaning": self.text(f"{w}.meaning", L["meaning"]), "variants": [], "id": i}
            units = L.get("units", [{"name": "OP"}])
            lay["units"], useen = [], {}
            for j, u in enumerate(self.listof(f"{w}.units", units)):
                uk = f"{w}.units[{j}]"
                self.check_keys(uk, u, {"name", "optional"}, {"name"})
                un = self.ident(f"{uk}.name", u["name"])
                self.unique(f"{uk}.name", useen, un, "unit")
                lay["units"].append({"name": un, "optional": self.boolean(f"{uk}.optional", u.get("optional", False))})
            if not lay["units"]:
                self.fail(f"{w}.units", "is empty")
            if kind in ("header", "map"):
                if "units" in L:
                    self.fail(f"{w}.units", f"a {kind} layout has no operations")
                lay["units"] = []
            common = [self.load_field(f"{w}.fields[{j}]", f) for j, f in enumerate(self.listof(f"{w}.fields", L["fields"]))]
            for fd in common:
                if fd["name"] in {c["name"] for c in common if c is not fd}:
                    self.fail(fd["key"] + ".name", f"duplicate field {fd['name']!r}")
                self.register_field(lay, fd)
            raw_variants = self.listof(f"{w}.variants", L["variants"])
            if not raw_variants:
                self.fail(f"{w}.variants", "is empty")
            parsed = []
            vnames = {}
            for j, V in enumerate(raw_variants):
                vk = f"{w}.variants[{j}]"
                self.check_keys(vk, V, {"name", "bytes", "when", "implied", "fields"}, {"name", "bytes"})
                vn = V["name"]
                if not isinstance(vn, str) or not re.match(r"^[A-Z0-9][A-Z0-9_]*$", vn):
                    self.fail(f"{vk}.name", f"{vn!r} is not an upper-case name")
                self.unique(f"{vk}.name", vnames, vn, "variant")
                nbytes = self.integer(f"{vk}.bytes", V["bytes"], 0, MAX_OP_BYTES)
                own = [self.load_field(f"{vk}.fields[{m}]", f) for m, f in enumerate(self.listof(f"{vk}.fields", V.get("fields", [])))]
                for fd in own:
                    if fd["name"] in {c["name"] for c in common}:
                        self.fail(fd["key"] + ".name", f"field {fd['name']!r} is already a common field of the layout")
                    if sum(1 for x in own if x["name"] == fd["name"]) > 1:
                        self.fail(fd["key"] + ".name", f"duplicate field {fd['name']!r}")
                    self.register_field(lay, fd)
                parsed.append((vk, V, vn, nbytes, common + own))
            # Every variant's own bit coverage.
            for vk, V, vn, nbytes, flds in parsed:
                owner = {}
                for fd in flds:
                    for (b, msb, lsb) in fd["pieces"]:
                        if b >= nbytes:
                            self.fail(fd["key"] + ".at", f"byte {b} is outside variant {vn} ({nbytes} bytes)")
                        for bit in range(lsb, msb + 1):
                            if (b, bit) in owner:
                                self.fail(fd["key"], f"field '{fd['name']}' overlaps field '{owner[(b, bit)]}' "
                                          f"at byte {b} bit {bit} in variant {vn}")
                            owner[(b, bit)] = fd["name"]
                gaps = [f"{b}.{bit}" for b in range(nbytes) for bit in range(7, -1, -1) if (b, bit) not in owner]
                if gaps:
                    self.fail(f"{vk}", f"bits {gaps} (byte.bit) of variant {vn} belong to no field "
                              "(declare reserved bits as a field with \"reserved\": true)")
            fm = lay["fieldmap"]
            for vk, V, vn, nbytes, flds in parsed:
                present = {fd["name"]: fd for fd in flds}
                when = self.cond(f"{vk}.when", V.get("when", {}), fm, present)
                implied = {}
                for fname, val in V.get("implied", {}).items():
                    ik = f"{vk}.implied.{fname}"
                    if fname not in fm:
                        self.fail(ik, f"unknown field {fname!r}")
                    if fname in present:
                        self.fail(ik, f"field {fname!r} is in this variant's bytes; only absent fields are implied")
                    implied[fname] = self.integer(ik, val, 0, (1 << fm[fname]["width"]) - 1)
                lay["variants"].append({"name": vn, "bytes": nbytes, "when": when, "implied": implied,
                                        "present": present, "key": vk})
            vs = lay["variants"]
            for a in range(len(vs)):
                for b in range(a + 1, len(vs)):
                    if not self.alts_exclusive(vs[a]["when"], vs[b]["when"]):
                        self.fail(f"{w}.variants[{b}].when", f"variant {vs[b]['name']} can match the same bytes as "
                                  f"variant {vs[a]['name']}")
            # Selection.
            if kind == "op":
                if "select" not in L:
                    self.fail(f"{w}.select", "missing (op layouts are chosen by their byte 0)")
                for fname in (L["select"] if isinstance(L["select"], dict) else {k for d in L["select"] for k in d}):
                    if fname not in {c["name"] for c in common}:
                        self.fail(f"{w}.select.{fname}", f"field {fname!r} is not a common field of the layout")
                    if any(b != 0 for (b, _, _) in next(c for c in common if c["name"] == fname)["pieces"]):
                        self.fail(f"{w}.select.{fname}", "a select field must lie in byte 0")
                if any(v["bytes"] == 0 for v in vs):
                    self.fail(f"{w}.variants", "an op chosen by its byte 0 needs at least one byte")
                lay["select"] = self.cond(f"{w}.select", L["select"], fm)
                lay["common"] = {c["name"]: c for c in common}
            elif "select" in L:
                self.fail(f"{w}.select", f"a {kind} layout is not chosen by a select")
            else:
                lay["select"] = [{}]
            if kind == "ctrl":
                if "ctrlop" not in L or "dest" not in L:
                    self.fail(w, "a control layout needs 'ctrlop' and 'dest'")
                co = self.integer(f"{w}.ctrlop", L["ctrlop"], 0, 15)
                ce = self.enums["CTRLOP"]
                if co in ce["reserved"]:
                    self.fail(f"{w}.ctrlop", f"CTRLOP {co} is reserved in enum CTRLOP")
                self.unique(f"{w}.ctrlop", ctrlops, co, "ctrlop")
                if L["dest"] not in ("NONE", "W0"):
                    self.fail(f"{w}.dest", f"{L['dest']!r} is not NONE or W0")
                lay["ctrlop"], lay["dest"] = co, L["dest"]
                lay["maps"] = self.boolean(f"{w}.maps", L.get("maps", False))
            else:
                for k in ("ctrlop", "dest", "maps"):
                    if k in L:
                        self.fail(f"{w}.{k}", "only control layouts have this key")
                lay["ctrlop"], lay["dest"], lay["maps"] = -1, "NONE", False
            # Constraints.
            lay["constraints"] = []
            for j, C in enumerate(self.listof(f"{w}.constraints", L.get("constraints", []))):
                ck = f"{w}.constraints[{j}]"
                self.check_keys(ck, C, {"when", "require", "reason", "meaning"}, {"require", "reason", "meaning"})
                when = self.cond(f"{ck}.when", C.get("when", {}), fm)
                if not isinstance(C["require"], dict) or not C["require"]:
                    self.fail(f"{ck}.require", "must be a non-empty JSON object {FIELD: values}")
                req = self.cond(f"{ck}.require", C["require"], fm)[0]
                lay["constraints"].append({"when": when, "require": req,
                                           "reason": self.reason(f"{ck}.reason", C["reason"]),
                                           "meaning": self.text(f"{ck}.meaning", C["meaning"])})
            if len(lay["fields"]) > 255:
                self.fail(f"{w}.fields", "more than 255 fields")
            self.layouts.append(lay)
        missing = [c for c in range(16) if c not in ctrlops and c not in self.enums["CTRLOP"]["reserved"]]
        if missing:
            self.fail("layouts", f"CTRLOP values {missing} have no control layout")
        self.layout_index = {lay["name"]: k for k, lay in enumerate(self.layouts)}

    def eval_select(self, lay, b0):
        for alt in lay["select"]:
            ok = True
            for fname, vals in alt.items():
                v = 0
                for (_, msb, lsb) in lay["common"][fname]["pieces"]:
                    v = (v << (msb - lsb + 1)) | ((b0 >> lsb) & ((1 << (msb - lsb + 1)) - 1))
                if v not in vals:
                    ok = False
                    break
            if ok:
                return True
        return False

    def build_slot_tables(self):
        """Per op slot: byte 0 -> layout index (-1: none). Map and header slots: one layout."""
        self.slot_layout = {}
        for k, s in enumerate(self.slots):
            lays = [lay for lay in self.layouts if lay["slots"] >> k & 1]
            if s["kind"] == "op":
                tab = []
                for b0 in range(256):
                    hit = [lay for lay in lays if self.eval_select(lay, b0)]
                    if len(hit) > 1:
                        self.fail(hit[1]["key"] + ".select", f"byte 0 = 0x{b0:02X} in slot {s['name']} matches "
                                  f"layouts {hit[0]['name']} and {hit[1]['name']}")
                    tab.append(hit[0]["id"] if hit else -1)
                self.slot_layout[s["name"]] = tab
            elif s["kind"] in ("map", "header"):
                if len(lays) != 1:
                    self.fail("layouts", f"slot {s['name']} needs exactly one layout, has {len(lays)}")
                self.slot_layout[s["name"]] = [lays[0]["id"]]
        self.ctrl_layout = [-1] * 16
        for lay in self.layouts:
            if lay["kind"] == "ctrl":
                self.ctrl_layout[lay["ctrlop"]] = lay["id"]

    # -- operations -------------------------------------------------------------------------------
    def load_operations(self):
        self.ops, seen = [], {}
        unit_index = {u["name"]: k for k, u in enumerate(self.exec_units)}
        opnd_index = {o["name"]: k for k, o in enumerate(self.operands)}
        okeys = {"name", "asm", "layout", "unit", "match", "slots", "class", "reads", "writes", "status",
                 "seed", "alone", "doc"}
        for i, O in enumerate(self.listof("operations", self.raw["operations"])):
            w = f"operations[{i}]"
            self.check_keys(w, O, okeys, okeys - {"unit", "slots", "alone"})
            n = self.ident(f"{w}.name", O["name"])
            self.unique(f"{w}.name", seen, n, "operation")
            asm = self.text(f"{w}.asm", O["asm"])
            if O["layout"] not in self.layout_index:
                self.fail(f"{w}.layout", f"unknown layout {O['layout']!r}")
            lay = self.layouts[self.layout_index[O["layout"]]]
            if "unit" in O:
                un = [u["name"] for u in lay["units"]]
                if O["unit"] not in un:
                    self.fail(f"{w}.unit", f"layout {lay['name']} has no unit {O['unit']!r}")
                unit = un.index(O["unit"])
            elif len(lay["units"]) > 1:
                self.fail(f"{w}.unit", f"missing (layout {lay['name']} has several units)")
            else:
                unit = 0
            match = self.cond(f"{w}.match", O["match"], lay["fieldmap"])
            slots = lay["slots"]
            if "slots" in O:
                slots = 0
                for j, s in enumerate(self.listof(f"{w}.slots", O["slots"])):
                    if s not in self.slot_index or not lay["slots"] >> self.slot_index[s] & 1:
                        self.fail(f"{w}.slots[{j}]", f"{s!r} is not a slot of layout {lay['name']}")
                    slots |= 1 << self.slot_index[s]
            if O["class"] not in unit_index:
                self.fail(f"{w}.class", f"unknown exec unit {O['class']!r}")
            masks = {}
            for k in ("reads", "writes"):
                m = 0
                for j, x in enumerate(self.listof(f"{w}.{k}", O[k])):
                    if x not in opnd_index:
                        self.fail(f"{w}.{k}[{j}]", f"unknown operand {x!r}")
                    m |= 1 << opnd_index[x]
                masks[k] = m
            if O["status"] not in STATUS:
                self.fail(f"{w}.status", f"{O['status']!r} is not one of {', '.join(STATUS)}")
            seed = O["seed"]
            if seed is not None and (not isinstance(seed, str) or not seed):
                self.fail(f"{w}.seed", "must be the seed's instruction name or null")
            self.doc(f"{w}.doc", O["doc"])
            op = {"name": n, "asm": asm, "layout": lay["id"], "unit": unit, "match": match, "slots": slots,
                  "cls": unit_index[O["class"]], "reads": masks["reads"], "writes": masks["writes"],
                  "status": O["status"], "pd": O["status"] == "PD", "seed": seed,
                  "alone": self.boolean(f"{w}.alone", O.get("alone", False)), "key": w}
            for prev in self.ops:
                if prev["layout"] == op["layout"] and prev["unit"] == op["unit"] and \
                        not self.alts_exclusive(prev["match"], op["match"]):
                    self.fail(f"{w}.match", f"operation {n} can match the same bytes as {prev['name']}")
            self.ops.append(op)
        # Every layout unit that is not optional has an operation.
        for lay in self.layouts:
            for k, u in enumerate(lay["units"]):
                if not any(o["layout"] == lay["id"] and o["unit"] == k for o in self.ops) and \
                        lay["kind"] in ("op", "ctrl"):
                    self.fail("operations", f"layout {lay['name']} unit {u['name']} has no operation")

    # -- special bank -----------------------------------------------------------------------------
    def load_special(self):
        sp = self.raw["special"]
        self.check_keys("special", sp, {"doc", "constants", "registers"}, {"doc", "constants", "registers"})
        self.doc("special.doc", sp["doc"])
        self.sc_value = [None] * SPECIAL_SIZE
        self.sc_meaning = [None] * SPECIAL_SIZE
        self.sp_asm = [None] * SPECIAL_SIZE   # register prefix and number
        owner = {}
        for i, c in enumerate(self.listof("special.constants", sp["constants"])):
            w = f"special.constants[{i}]"
            self.check_keys(w, c, {"index", "value", "meaning"}, {"index", "value", "meaning"})
            idx = self.integer(f"{w}.index", c["index"], 0, SPECIAL_SIZE - 1)
            self.unique(f"{w}.index", owner, idx, "special index")
            self.sc_value[idx] = self.integer(f"{w}.value", c["value"], 0, 2**32 - 1)
            self.sc_meaning[idx] = self.text(f"{w}.meaning", c["meaning"])
        self.sr_ranges = []
        for i, r in enumerate(self.listof("special.registers", sp["registers"])):
            w = f"special.registers[{i}]"
            self.check_keys(w, r, {"first", "last", "asm", "base", "meaning"}, {"first", "last", "asm", "base", "meaning"})
            a = self.integer(f"{w}.first", r["first"], 0, SPECIAL_SIZE - 1)
            b = self.integer(f"{w}.last", r["last"], a, SPECIAL_SIZE - 1)
            if r["asm"] not in ("o", "i", "sr"):
                self.fail(f"{w}.asm", f"{r['asm']!r} is not o, i or sr")
            base = self.integer(f"{w}.base", r["base"], 0, SPECIAL_SIZE - 1)
            for idx in range(a, b + 1):
                self.unique(f"{w}.first", owner, idx, "special index")
                self.sp_asm[idx] = (r["asm"], base + idx - a)
            self.sr_ranges.append({"first": a, "last": b, "asm": r["asm"], "base": base,
                                   "meaning": self.text(f"{w}.meaning", r["meaning"])})


# -------------------------------------------------------------------------------------------------
# Flattening shared by both outputs
# -------------------------------------------------------------------------------------------------
class Flat:
    """Flat arrays of pieces, variant fields, conditions and alternatives (indices into them)."""

    def __init__(self, t):
        self.pieces, self.vfields, self.conds, self.alts, self.cons = [], [], [], [], []
        self.cond_layout = []  # the layout whose fields each condition tests
        for lay in t.layouts:
            lay["alt0"], lay["nalt"] = self.add_alts(lay, lay["select"])
            for v in lay["variants"]:
                v["vfield0"] = len(self.vfields)
                for f in lay["fields"]:
                    p = v["present"].get(f["name"])
                    if p is None:
                        self.vfields.append((0, 0, v["implied"].get(f["name"], 0)))
                    else:
                        self.vfields.append((len(self.pieces), len(p["pieces"]), 0))
                        self.pieces.extend(p["pieces"])
                v["alt0"], v["nalt"] = self.add_alts(lay, v["when"])
            lay["con0"] = len(self.cons)
            for c in lay["constraints"]:
                wa, wn = self.add_alts(lay, c["when"])
                ra, _ = self.add_alts(lay, [c["require"]])
                self.cons.append((wa, wn, ra, c["reason"], c["meaning"]))
        for op in t.ops:
            op["alt0"], op["nalt"] = self.add_alts(t.layouts[op["layout"]], op["match"])

    def add_alts(self, lay, alts):
        a0 = len(self.alts)
        for alt in alts:
            c0 = len(self.conds)
            for fname, vals in sorted(alt.items(), key=lambda kv: lay["fieldmap"][kv[0]]["index"]):
                self.conds.append((lay["fieldmap"][fname]["index"], sum(1 << v for v in vals)))
                self.cond_layout.append(lay["id"])
            self.alts.append((c0, len(self.conds) - c0))
        return a0, len(alts)


def pack_fields(t):
    """The packed field vector of a component (docs/rogue.md 15): the fields of its layout in table
    order, field 0 at bit 0, each as wide as the field. Sets field["off"] and layout["fw"]; returns
    the widest vector and the most fields of any layout."""
    for lay in t.layouts:
        off = 0
        for f in lay["fields"]:
            f["off"] = off
            off += f["width"]
        lay["fw"] = off
    return max(lay["fw"] for lay in t.layouts), max(len(lay["fields"]) for lay in t.layouts)


# -------------------------------------------------------------------------------------------------
# SystemVerilog
# -------------------------------------------------------------------------------------------------
def gen_sv(t, table_rel):
    flat = Flat(t)
    s = SvWriter(t.path)
    a = s.add
    a(f"// GENERATED by rtl/gen/gen_rogue_tables.py from {table_rel}. Do not edit: edit the table.")
    a(f"// {t.raw.get('title', 'rogue')}; meaning of every entry: docs/rogue.md.")
    a("// Subset read by Verilator 5 and Yosys 0.23: localparams and enums; tables are flat packed")
    a("// vectors, entry i of a W-bit table is NAME[i*W +: W].")
    a("package rogue_pkg;")
    a("")
    a("  // ---- Slots (components of a group) ----")
    sb = bits_for(len(t.slots) - 1)
    s.param("int unsigned", "NUM_SLOTS", len(t.slots))
    s.enum("slot_e", sb, [(f"SLOT_{x['name']}", k, x["meaning"]) for k, x in enumerate(t.slots)])
    a("")
    a("  // ---- Illegal-group reasons (0: legal), docs/rogue.md 9 ----")
    rb = bits_for(len(t.reasons) - 1)
    s.param("int unsigned", "REASON_BITS", rb)
    s.enum("reason_e", rb, [(f"REASON_{r['name']}", k, r["meaning"]) for k, r in enumerate(t.reasons)])
    a("")
    a("  // ---- Enumerations: <E>_RESERVED bit v: code v reserved; <E>_PD bit v: project-defined ----")
    for e in t.enum_list:
        n = 1 << e["width"]
        s.enum(f"{e['name'].lower()}_e", e["width"],
               [(f"{e['name']}_{v['name']}", v["value"], v["meaning"]) for v in e["values"]])
        s.param(f"logic [{n - 1}:0]", f"{e['name']}_RESERVED", sv_vec(n, sum(1 << v for v in e["reserved"])))
        s.param(f"logic [{n - 1}:0]", f"{e['name']}_PD", sv_vec(n, sum(1 << v["value"] for v in e["values"] if v["pd"])))
    a("")
    a("  // OPORG: phases present, bit per OPORG value")
    for k, ph in enumerate(("P0", "P1", "P2", "BE")):
        v = sum(1 << x["value"] for x in t.enums["OPORG"]["values"] if x["phases"] >> k & 1)
        s.param("logic [7:0]", f"OPORG_HAS_{ph}", sv_vec(8, v))

    lb = bits_for(len(t.layouts))
    none = (1 << lb) - 1
    a("")
    a(f"  // ---- Layouts (docs/rogue.md 15). LAYOUT_NONE = {none}. For every variant V of layout L:")
    a("  //   L_V_BYTES, and for every field F it holds: L_V_F_BITS, one byte per bit of the field,")
    a("  //   msb first, each the position byte*8+bit inside the component (zero-extended to L_F_WIDTH);")
    a("  //   a field the variant lacks has L_V_F_IMPLIED instead. ----")
    s.param("int unsigned", "LAYOUT_BITS", lb)
    s.param(f"logic [{lb - 1}:0]", "LAYOUT_NONE", f"{lb}'d{none}")
    s.param("int unsigned", "NUM_LAYOUTS", len(t.layouts))
    for lay in t.layouts:
        a("")
        a(f"  // {lay['name']}: {lay['meaning']}")
        s.param(f"logic [{lb - 1}:0]", f"L_{lay['name']}", f"{lb}'d{lay['id']}")
        for f in lay["fields"]:
            s.param("int unsigned", f"{lay['name']}_{f['name']}_WIDTH", f["width"])
        for v in lay["variants"]:
            s.param("int unsigned", f"{lay['name']}_V{v['name']}_BYTES", v["bytes"])
            for f in lay["fields"]:
                p = v["present"].get(f["name"])
                pre = f"{lay['name']}_V{v['name']}_{f['name']}"
                if p is None:
                    s.param(f"logic [{f['width'] - 1}:0]", f"{pre}_IMPLIED",
                            f"{f['width']}'d{v['implied'].get(f['name'], 0)}")
                    continue
                pos = [b * 8 + bit for (b, msb, lsb) in p["pieces"] for bit in range(msb, lsb - 1, -1)]
                val = 0
                for x in pos:
                    val = (val << 8) | x
                s.param(f"logic [{len(pos) * 8 - 1}:0]", f"{pre}_BITS", sv_vec(len(pos) * 8, val))
    a("")
    a("  // ---- Layout of each op slot by byte 0: SLOT_<S>_LAYOUT[b0*LAYOUT_BITS +: LAYOUT_BITS] ----")
    for sl in t.slots:
        if sl["kind"] != "op":
            continue
        tab = t.slot_layout[sl["name"]]
        s.table(f"SLOT_{sl['name']}_LAYOUT", 256, lb, [x if x >= 0 else none for x in tab],
                f"byte 0 -> layout in slot {sl['name']}")
    s.table("CTRLOP_LAYOUT", 16, lb, [x if x >= 0 else none for x in t.ctrl_layout], "CTRLOP -> control layout")
    a("")
    a("  // ---- Operations: their layout, exec class and flags ----")
    ob = bits_for(len(t.ops))
    s.param("int unsigned", "OP_BITS", ob)
    s.param("int unsigned", "NUM_OPS", len(t.ops))
    s.enum("op_e", ob, [(f"OP_{o['name']}", k, f"{o['asm']} ({o['status']})") for k, o in enumerate(t.ops)])
    eb = bits_for(len(t.exec_units) - 1)
    s.enum("exec_unit_e", eb, [(f"EXEC_{u['name']}", k, u["meaning"]) for k, u in enumerate(t.exec_units)])
    nops = len(t.ops)
    s.table("OP_LAYOUT", nops, lb, [o["layout"] for o in t.ops], "layout of each operation")
    s.table("OP_CLASS", nops, eb, [o["cls"] for o in t.ops], "exec unit of each operation")
    s.param(f"logic [{nops - 1}:0]", "OP_ALONE", sv_vec(nops, sum(1 << k for k, o in enumerate(t.ops) if o["alone"])),
            "bit per op: must be the only op of its group")
    s.param(f"logic [{nops - 1}:0]", "OP_PD", sv_vec(nops, sum(1 << k for k, o in enumerate(t.ops) if o["pd"])),
            "bit per op: project-defined encoding")
    a("")
    a("  // ---- Special bank (docs/rogue.md 2.2): SC_VALUE[i*32 +: 32], SC_VALID bit i ----")
    s.table("SC_VALUE", SPECIAL_SIZE, 32, [v or 0 for v in t.sc_value], "special constant values (0: none)")
    s.param(f"logic [{SPECIAL_SIZE - 1}:0]", "SC_VALID",
            sv_vec(SPECIAL_SIZE, sum(1 << k for k, v in enumerate(t.sc_value) if v is not None)), "index holds a constant")
    sv_decoder_tables(t, flat, s)
    s.limits_and_constants(t)
    a("")
    a("endpackage : rogue_pkg")
    return "\n".join(s.lines) + "\n"


def sv_decoder_tables(t, flat, s):
    """The tables a table-driven RTL component decoder reads (rtl/rogue/rogue_decoder.sv and its
    submodules): the packed field vector of every layout, every variant's bit positions in that
    vector, the conditions of variants, operations and constraints, and the per-field checks. The
    same facts as the C++ tables (FIELDS, VARIANTS, CONDS, ALTS, CONSTRAINTS, UNITS, OPS), flattened
    so that hardware can index them with constants (generate loops)."""
    a = s.add
    fbits, nfmax = pack_fields(t)

    def tab(name, n, width, values, comment):
        """A flat table NAME[i*NAME_W +: NAME_W] and its entry width NAME_W."""
        s.param("int unsigned", f"{name}_W", width)
        s.table(name, n, width, values, comment)
    a("")
    a("  // ---- Table-driven component decoding (rtl/rogue/rogue_layout_dec.sv; docs/rogue.md 15) ----")
    a("  // A decoded component is a packed field vector of COMP_FIELD_BITS bits: the fields of its")
    a("  // layout in table order, field 0 at bit 0 (<L>_<F>_OFF, <L>_<F>_WIDTH); <L>_<F>_IDX is the")
    a("  // field's index within its layout (bit of the in-bytes mask). Global indices: fields,")
    a("  // variants, conditions, alternatives, constraints and units are numbered across layouts.")
    s.param("int unsigned", "COMP_FIELD_BITS", fbits, "widest packed field vector of a layout")
    s.param("int unsigned", "COMP_MAX_FIELDS", nfmax, "most fields of a layout")
    for lay in t.layouts:
        for f in lay["fields"]:
            s.param("int unsigned", f"{lay['name']}_{f['name']}_OFF", f["off"])
            s.param("int unsigned", f"{lay['name']}_{f['name']}_IDX", f["index"])
    fields, variants, units = [], [], []
    for lay in t.layouts:
        lay["hw_field0"], lay["hw_variant0"], lay["hw_unit0"] = len(fields), len(variants), len(units)
        fields.extend(lay["fields"])
        variants.extend((lay, v) for v in lay["variants"])
        units.extend(lay["units"])
    nl, nf, nv, nc, na = len(t.layouts), len(fields), len(variants), len(flat.conds), len(flat.alts)
    ncon, nu, no = len(flat.cons), len(units), len(t.ops)
    vb = bits_for(max(len(lay["variants"]) for lay in t.layouts) - 1)
    for name, val in (("NUM_FIELDS", nf), ("NUM_VARIANTS", nv), ("NUM_CONDS", nc), ("NUM_ALTS", na),
                      ("NUM_CONSTRAINTS", ncon), ("NUM_UNITS", nu), ("VARIANT_BITS", vb),
                      ("MAX_UNITS", max(len(lay["units"]) for lay in t.layouts))):
        s.param("int unsigned", name, val)
    # Bit positions of every variant's packed vector: entry b of variant v is the source of bit b:
    # 0..127 the bit byte*8+bit of the component's first 16 bytes, 128 constant 0, 129 constant 1.
    bitpos, bp0 = [], []
    for lay, v in variants:
        bp0.append(len(bitpos))
        for f in lay["fields"]:
            p = v["present"].get(f["name"])
            if p is None:
                imp = v["implied"].get(f["name"], 0)
                bitpos.extend(129 if imp >> j & 1 else 128 for j in range(f["width"]))
            else:
                pos = [b * 8 + bit for (b, msb, lsb) in p["pieces"] for bit in range(msb, lsb - 1, -1)]
                lsb_first = pos[::-1]
                bitpos.extend(lsb_first[j] if j < len(pos) else 128 for j in range(f["width"]))
    w = lambda n: bits_for(max(1, n))
    s.param("int unsigned", "BITPOS_ZERO", 128, "VAR_BITPOS code: constant 0")
    s.param("int unsigned", "BITPOS_ONE", 129, "VAR_BITPOS code: constant 1")
    # Layouts.
    tab("LAY_FW", nl, w(fbits), [lay["fw"] for lay in t.layouts], "packed field bits of each layout")
    ib = w(max(nf, nv, ncon, nu))
    tab("LAY_FIELD0", nl, ib, [lay["hw_field0"] for lay in t.layouts], "first global field index")
    tab("LAY_NFIELDS", nl, w(nfmax), [len(lay["fields"]) for lay in t.layouts], "fields")
    tab("LAY_VAR0", nl, ib, [lay["hw_variant0"] for lay in t.layouts], "first global variant index")
    tab("LAY_NVAR", nl, w(1 << vb), [len(lay["variants"]) for lay in t.layouts], "variants")
    tab("LAY_CON0", nl, ib, [lay["con0"] for lay in t.layouts], "first global constraint index")
    tab("LAY_NCON", nl, w(max(len(lay["constraints"]) for lay in t.layouts)),
            [len(lay["constraints"]) for lay in t.layouts], "constraints")
    tab("LAY_UNIT0", nl, ib, [lay["hw_unit0"] for lay in t.layouts], "first global unit index")
    tab("LAY_NUNITS", nl, 2, [len(lay["units"]) for lay in t.layouts], "operation units")
    s.param(f"logic [{nl - 1}:0]", "LAY_DEST_W0",
            sv_vec(nl, sum(1 << k for k, lay in enumerate(t.layouts) if lay["dest"] == "W0")),
            "bit per layout: a control op that writes W0")
    s.param(f"logic [{nl - 1}:0]", "LAY_MAPS",
            sv_vec(nl, sum(1 << k for k, lay in enumerate(t.layouts) if lay["maps"])),
            "bit per layout: a control op followed by source maps")
    s.param(f"logic [{nl - 1}:0]", "LAY_ZERO",
            sv_vec(nl, sum(1 << k for k, lay in enumerate(t.layouts)
                           if len(lay["variants"]) == 1 and lay["variants"][0]["bytes"] == 0)),
            "bit per layout: its one form has no byte")
    # Fields.
    ob = w(fbits)
    tab("FLD_OFF", nf, ob, [f["off"] for f in fields], "bit offset in the packed vector")
    tab("FLD_WIDTH", nf, 6, [f["width"] for f in fields], "width")
    rsv = [sum(1 << c for c in t.enums[f["enum"]]["reserved"]) if f["enum"] and not f["reserved"] else 0
           for f in fields]
    pdc = [sum(1 << v["value"] for v in t.enums[f["enum"]]["values"] if v["pd"]) if f["enum"] else 0
           for f in fields]
    tab("FLD_RSV_CODES", nf, 32, rsv, "reserved codes of the field's enumeration (checked)")
    tab("FLD_PD_CODES", nf, 32, pdc, "project-defined codes of the field's enumeration")
    s.param(f"logic [{nf - 1}:0]", "FLD_PD", sv_vec(nf, sum(1 << k for k, f in enumerate(fields) if f["pd"])),
            "bit per field: a project-defined field (PD_DISABLED when non-zero and pd is off)")
    tab("FLD_REASON", nf, bits_for(len(t.reasons) - 1), [f["reason"] for f in fields],
            "reason of a reserved code")
    # Variants.
    tab("VAR_LAYOUT", nv, bits_for(nl), [lay["id"] for lay, v in variants], "layout of each variant")
    tab("VAR_BYTES", nv, 5, [v["bytes"] for lay, v in variants], "bytes")
    tab("VAR_ALT0", nv, w(na), [v["alt0"] for lay, v in variants], "first alternative of its form condition")
    tab("VAR_NALT", nv, 3, [v["nalt"] for lay, v in variants], "alternatives")
    tab("VAR_BP0", nv, w(len(bitpos)), bp0, "first VAR_BITPOS entry")
    tab("VAR_INB", nv, nfmax,
            [sum(1 << f["index"] for f in lay["fields"] if f["name"] in v["present"]) for lay, v in variants],
            "bit per field index: the field is in the form's bytes (else implied)")
    tab("VAR_BITPOS", len(bitpos), 8, bitpos, "source of each packed bit of each variant")
    # Conditions and alternatives.
    coff = [t.layouts[flat.cond_layout[k]]["fields"][fi]["off"] for k, (fi, m) in enumerate(flat.conds)]
    cw = [t.layouts[flat.cond_layout[k]]["fields"][fi]["width"] for k, (fi, m) in enumerate(flat.conds)]
    tab("COND_OFF", nc, ob, coff, "offset of the tested field")
    tab("COND_WIDTH", nc, 3, cw, "width of the tested field (at most 6)")
    tab("COND_VALUES", nc, 64, [m for (fi, m) in flat.conds], "bit v: the field may hold v")
    tab("ALT_COND0", na, w(nc), [c0 for (c0, n) in flat.alts], "first condition")
    tab("ALT_NCOND", na, 3, [n for (c0, n) in flat.alts], "conditions (all must hold)")
    # Constraints, units, operations.
    tab("CON_WHEN_ALT0", max(1, ncon), w(na), [c[0] for c in flat.cons] or [0], "when: first alternative")
    tab("CON_WHEN_NALT", max(1, ncon), 3, [c[1] for c in flat.cons] or [0], "when: alternatives")
    tab("CON_REQ_ALT", max(1, ncon), w(na), [c[2] for c in flat.cons] or [0], "require: one alternative")
    tab("CON_REASON", max(1, ncon), bits_for(len(t.reasons) - 1), [c[3] for c in flat.cons] or [0],
            "reason when violated")
    s.param(f"logic [{nu - 1}:0]", "UNIT_OPTIONAL", sv_vec(nu, sum(1 << k for k, u in enumerate(units) if u["optional"])),
            "bit per unit: may hold no operation")
    tab("OP_UNIT", no, 2, [o["unit"] for o in t.ops], "unit of its layout")
    tab("OP_ALT0", no, w(na), [o["alt0"] for o in t.ops], "first alternative of its match")
    tab("OP_NALT", no, 3, [o["nalt"] for o in t.ops], "alternatives of its match")
    tab("OP_SLOTS", no, len(t.slots), [o["slots"] for o in t.ops], "bit per slot: allowed there")


# -------------------------------------------------------------------------------------------------
# C++
# -------------------------------------------------------------------------------------------------
def gen_cpp(t, table_rel):
    flat = Flat(t)
    L = []
    a = L.append
    a(f"// GENERATED by rtl/gen/gen_rogue_tables.py from {table_rel}. Do not edit: edit the table.")
    a(f"// {t.raw.get('title', 'rogue')}; meaning of every entry: docs/rogue.md.")
    a("#pragma once")
    a("#include <cstdint>")
    a("")
    a("namespace shaderhw::rogue::gen {")
    a("")
    a("// ---- Slots: the components of a group (docs/rogue.md 1) ----")
    a("enum class Slot : uint8_t {")
    for s in t.slots:
        a(f"  {s['name']},  // {s['meaning']}")
    a("};")
    a(f"inline constexpr unsigned NUM_SLOTS = {len(t.slots)};")
    a("inline constexpr const char* SLOT_NAMES[NUM_SLOTS] = {" + ", ".join(cstr(s["name"]) for s in t.slots) + "};")
    a("")
    a("// ---- Illegal-group reasons (docs/rogue.md 9) ----")
    a("enum class Reason : uint8_t {")
    for r in t.reasons:
        a(f"  {r['name']},  // {r['meaning']}")
    a("};")
    a(f"inline constexpr unsigned NUM_REASONS = {len(t.reasons)};")
    a("inline constexpr const char* REASON_NAMES[NUM_REASONS] = {" + ", ".join(cstr(r["name"]) for r in t.reasons) + "};")
    a("inline constexpr const char* REASON_MEANINGS[NUM_REASONS] = {")
    for r in t.reasons:
        a(f"  {cstr(r['meaning'])},")
    a("};")
    a("")
    a("// ---- Enumerations: names (nullptr: reserved code), assembly spellings, RESERVED and PD masks")
    a("// (bit v: code v). ENUMS[] indexes them by the enum ids of FieldInfo. ----")
    a("struct EnumInfo {")
    a("  const char* name;")
    a("  uint8_t width;")
    a("  const char* const* names;")
    a("  const char* const* asm_names;")
    a("  uint32_t reserved;")
    a("  uint32_t pd;")
    a("};")
    for e in t.enum_list:
        n = 1 << e["width"]
        cn = camel(e["name"])
        a(f"enum class {cn} : uint8_t {{")
        for v in e["values"]:
            a(f"  {v['name']} = {v['value']},  // {v['meaning']}")
        a("};")
        names, asms = [None] * n, [None] * n
        for v in e["values"]:
            names[v["value"]], asms[v["value"]] = v["name"], v["asm"]
        a(f"inline constexpr const char* {e['name']}_NAMES[{n}] = {{" + ", ".join(cstr(x) for x in names) + "};")
        a(f"inline constexpr const char* {e['name']}_ASM[{n}] = {{" + ", ".join(cstr(x) for x in asms) + "};")
        a(f"inline constexpr uint32_t {e['name']}_RESERVED = 0x{sum(1 << v for v in e['reserved']):X}u;")
        a(f"inline constexpr uint32_t {e['name']}_PD = 0x{sum(1 << v['value'] for v in e['values'] if v['pd']):X}u;")
        a(f"inline constexpr uint8_t ENUM_{e['name']} = {e['id']};")
    a(f"inline constexpr EnumInfo ENUMS[{len(t.enum_list)}] = {{")
    for e in t.enum_list:
        a(f"  {{{cstr(e['name'])}, {e['width']}, {e['name']}_NAMES, {e['name']}_ASM, {e['name']}_RESERVED, {e['name']}_PD}},")
    a("};")
    a("// OPORG_PHASES[oporg]: bit 0 P0, bit 1 P1, bit 2 P2, bit 3 BE.")
    ph = [0] * 8
    for v in t.enums["OPORG"]["values"]:
        ph[v["value"]] = v["phases"]
    a("inline constexpr uint8_t OPORG_PHASES[8] = {" + ", ".join(str(x) for x in ph) + "};")
    a("")
    a("// ---- Layouts (docs/rogue.md 15) ----")
    a("// A field's value in a variant: its pieces (byte, msb, lsb), msb piece first, concatenated and")
    a("// zero-extended to the field width; a field the variant lacks has the implied value.")
    a("struct Piece { uint8_t byte, msb, lsb; };")
    a("struct VarField { uint16_t piece0; uint8_t npieces; uint32_t implied; };")
    a("// A condition: the field (index within the layout) holds one of the values (bit v of `values`).")
    a("struct Cond { uint8_t field; uint64_t values; };")
    a("// An alternative: all of its conditions hold. A condition list is a run of alternatives, any")
    a("// of which holds (a run of one alternative with no condition: always true).")
    a("struct Alt { uint16_t cond0; uint8_t ncond; };")
    a("enum FieldFlag : uint8_t { FIELD_RESERVED = 1, FIELD_PD = 2 };")
    a("struct FieldInfo { const char* name; uint8_t width; int8_t enum_id; uint8_t flags; uint8_t reason; const char* meaning; };")
    a("struct Variant { const char* name; uint8_t bytes; uint16_t alt0; uint8_t nalt; uint16_t vfield0; };")
    a("struct Constraint { uint16_t when_alt0; uint8_t when_nalt; uint16_t require_alt; uint8_t reason; const char* meaning; };")
    a("struct Unit { const char* name; bool optional; };")
    a("enum class Dest : uint8_t { NONE, W0 };")
    a("struct Layout {")
    a("  const char* name;")
    a("  uint32_t slots;  // bit per Slot")
    a("  uint16_t field0; uint8_t nfields;")
    a("  uint16_t variant0; uint8_t nvariants;")
    a("  uint16_t select_alt0; uint8_t select_nalt;  // op layouts: the byte-0 select")
    a("  uint16_t constraint0; uint8_t nconstraints;")
    a("  uint16_t unit0; uint8_t nunits;")
    a("  int8_t ctrlop;  // control layouts: CTRLOP, else -1")
    a("  Dest dest;      // control layouts: the W0P/W1P the op needs")
    a("  bool maps;      // control layouts: source maps and a destination follow the op")
    a("  const char* meaning;")
    a("};")
    a("")
    a(f"inline constexpr Piece PIECES[{max(1, len(flat.pieces))}] = {{")
    for k in range(0, len(flat.pieces), 8):
        a("  " + " ".join(f"{{{b}, {m}, {l}}}," for (b, m, l) in flat.pieces[k:k + 8]))
    a("};")
    a(f"inline constexpr Cond CONDS[{max(1, len(flat.conds))}] = {{")
    for k in range(0, len(flat.conds), 6):
        a("  " + " ".join(f"{{{f}, 0x{v:X}ull}}," for (f, v) in flat.conds[k:k + 6]))
    a("};")
    a(f"inline constexpr Alt ALTS[{max(1, len(flat.alts))}] = {{")
    for k in range(0, len(flat.alts), 8):
        a("  " + " ".join(f"{{{c}, {n}}}," for (c, n) in flat.alts[k:k + 8]))
    a("};")
    a(f"inline constexpr VarField VAR_FIELDS[{max(1, len(flat.vfields))}] = {{")
    for k in range(0, len(flat.vfields), 6):
        a("  " + " ".join(f"{{{p}, {n}, {i}u}}," for (p, n, i) in flat.vfields[k:k + 6]))
    a("};")
    fields, variants, units = [], [], []
    for lay in t.layouts:
        lay["field0"], lay["variant0"], lay["unit0"] = len(fields), len(variants), len(units)
        fields.extend(lay["fields"])
        variants.extend(lay["variants"])
        units.extend(lay["units"])
    a(f"inline constexpr FieldInfo FIELDS[{len(fields)}] = {{")
    for f in fields:
        eid = t.enums[f["enum"]]["id"] if f["enum"] else -1
        flags = (1 if f["reserved"] else 0) | (2 if f["pd"] else 0)
        a(f"  {{{cstr(f['name'])}, {f['width']}, {eid}, {flags}, {f['reason']}, {cstr(f['meaning'])}}},")
    a("};")
    a(f"inline constexpr Variant VARIANTS[{len(variants)}] = {{")
    for v in variants:
        a(f"  {{{cstr(v['name'])}, {v['bytes']}, {v['alt0']}, {v['nalt']}, {v['vfield0']}}},")
    a("};")
    a(f"inline constexpr Constraint CONSTRAINTS[{max(1, len(flat.cons))}] = {{")
    for (wa, wn, ra, r, m) in flat.cons:
        a(f"  {{{wa}, {wn}, {ra}, {r}, {cstr(m)}}},")
    a("};")
    a(f"inline constexpr Unit UNITS[{len(units)}] = {{")
    for u in units:
        a(f"  {{{cstr(u['name'])}, {'true' if u['optional'] else 'false'}}},")
    a("};")
    a(f"inline constexpr unsigned NUM_LAYOUTS = {len(t.layouts)};")
    a(f"inline constexpr Layout LAYOUTS[NUM_LAYOUTS] = {{")
    for lay in t.layouts:
        a(f"  {{{cstr(lay['name'])}, 0x{lay['slots']:X}u, {lay['field0']}, {len(lay['fields'])}, {lay['variant0']}, "
          f"{len(lay['variants'])}, {lay['alt0']}, {lay['nalt']}, {lay['con0']}, {len(lay['constraints'])}, "
          f"{lay['unit0']}, {len(lay['units'])}, {lay['ctrlop']}, Dest::{lay['dest']}, "
          f"{'true' if lay['maps'] else 'false'}, {cstr(lay['meaning'])}}},")
    a("};")
    a("")
    fbits, _ = pack_fields(t)
    a("// The packed field vector of a component (the RTL decoder's record, docs/rogue.md 15): the")
    a("// fields of its layout in table order, field 0 at bit 0; FIELD_OFFSET[field0 + k] is field k's")
    a("// offset, LAYOUT_FIELD_BITS the vector's width per layout.")
    a(f"inline constexpr unsigned COMP_FIELD_BITS = {fbits};")
    a(f"inline constexpr uint8_t FIELD_OFFSET[{len(fields)}] = {{")
    offs = [f["off"] for lay in t.layouts for f in lay["fields"]]
    for k in range(0, len(offs), 24):
        a("  " + ", ".join(str(x) for x in offs[k:k + 24]) + ",")
    a("};")
    a(f"inline constexpr uint8_t LAYOUT_FIELD_BITS[NUM_LAYOUTS] = {{" + ", ".join(str(lay["fw"]) for lay in t.layouts) + "};")
    a("")
    a("// Layout ids and field indices: lay::<LAYOUT>::LAYOUT_ID, lay::<LAYOUT>::<FIELD>.")
    a("namespace lay {")
    for lay in t.layouts:
        parts = [f"inline constexpr uint16_t LAYOUT_ID = {lay['id']};"]
        parts += [f"inline constexpr uint8_t {f['name']} = {f['index']};" for f in lay["fields"]]
        a(f"namespace {lay['name']} {{")
        for p in parts:
            a(f"  {p}")
        a(f"}}  // namespace {lay['name']}")
    a("}  // namespace lay")
    a("")
    a("// Layout of an op slot by byte 0 (-1: no layout), and of a control group by CTRLOP.")
    a(f"inline constexpr int8_t SLOT_LAYOUT[NUM_SLOTS][256] = {{")
    for sl in t.slots:
        tab = t.slot_layout.get(sl["name"])
        if sl["kind"] != "op":
            tab = [-1] * 256
        a(f"  {{  // {sl['name']}")
        for k in range(0, 256, 32):
            a("    " + ", ".join(str(x) for x in tab[k:k + 32]) + ",")
        a("  },")
    a("};")
    a("// The layout of a header or map slot.")
    a(f"inline constexpr int8_t SLOT_FIXED_LAYOUT[NUM_SLOTS] = {{"
      + ", ".join(str(t.slot_layout[s['name']][0]) if s["kind"] in ("map", "header") else "-1" for s in t.slots) + "};")
    a("inline constexpr int8_t CTRLOP_LAYOUT[16] = {" + ", ".join(str(x) for x in t.ctrl_layout) + "};")
    a("")
    a("// ---- Operations, their execution class and operands ----")
    a("enum class ExecUnit : uint8_t {")
    for u in t.exec_units:
        a(f"  {u['name']},  // {u['meaning']}")
    a("};")
    a(f"inline constexpr const char* EXEC_UNIT_NAMES[{len(t.exec_units)}] = {{" +
      ", ".join(cstr(u["name"]) for u in t.exec_units) + "};")
    a("// Operand bits of OpInfo::reads / writes.")
    for k, o in enumerate(t.operands):
        a(f"inline constexpr uint64_t OPND_{o['name']} = 1ull << {k};  // {o['meaning']}")
    a(f"inline constexpr const char* OPERAND_NAMES[{len(t.operands)}] = {{" +
      ", ".join(cstr(o["name"]) for o in t.operands) + "};")
    a("enum class Status : uint8_t { P, P1, INF, PD };  // docs/rogue.md 0")
    a("enum class Op : uint16_t {")
    for o in t.ops:
        a(f"  {o['name']},")
    a("};")
    a(f"inline constexpr unsigned NUM_OPS = {len(t.ops)};")
    a("struct OpInfo {")
    a("  const char* name;")
    a("  const char* asm_name;")
    a("  uint16_t layout;")
    a("  uint8_t unit;       // index within the layout's units")
    a("  uint16_t alt0; uint8_t nalt;  // the match")
    a("  uint32_t slots;     // bit per Slot")
    a("  ExecUnit cls;")
    a("  uint64_t reads, writes;  // OPND_*")
    a("  Status status;")
    a("  bool pd;            // project-defined")
    a("  bool alone;         // must be the only op of its group")
    a("  const char* seed;   // the seed's instruction name, nullptr when not in the seed")
    a("};")
    a("inline constexpr OpInfo OPS[NUM_OPS] = {")
    for o in t.ops:
        a(f"  {{{cstr(o['name'])}, {cstr(o['asm'])}, {o['layout']}, {o['unit']}, {o['alt0']}, {o['nalt']}, "
          f"0x{o['slots']:X}u, ExecUnit::{t.exec_units[o['cls']]['name']}, 0x{o['reads']:X}ull, "
          f"0x{o['writes']:X}ull, Status::{o['status']}, {'true' if o['pd'] else 'false'}, "
          f"{'true' if o['alone'] else 'false'}, {cstr(o['seed'])}}},")
    a("};")
    a("")
    a("// ---- Special bank (docs/rogue.md 2.2) ----")
    a(f"inline constexpr unsigned SPECIAL_SIZE = {SPECIAL_SIZE};")
    a("// Kind of each index: 0 not public, 1 constant, 2 register (SPECIAL_ASM prefix, SPECIAL_NUM).")
    kinds = [1 if t.sc_value[i] is not None else (2 if t.sp_asm[i] else 0) for i in range(SPECIAL_SIZE)]
    a("inline constexpr uint8_t SPECIAL_KIND[SPECIAL_SIZE] = {")
    for k in range(0, SPECIAL_SIZE, 40):
        a("  " + ", ".join(str(x) for x in kinds[k:k + 40]) + ",")
    a("};")
    a("inline constexpr uint32_t SC_VALUE[SPECIAL_SIZE] = {")
    for k in range(0, SPECIAL_SIZE, 8):
        a("  " + ", ".join(f"0x{(v or 0):08X}u" for v in t.sc_value[k:k + 8]) + ",")
    a("};")
    a("inline constexpr const char* SPECIAL_ASM[SPECIAL_SIZE] = {")
    for k in range(0, SPECIAL_SIZE, 12):
        a("  " + ", ".join(cstr(x[0]) if x else "nullptr" for x in t.sp_asm[k:k + 12]) + ",")
    a("};")
    a("inline constexpr uint8_t SPECIAL_NUM[SPECIAL_SIZE] = {")
    for k in range(0, SPECIAL_SIZE, 40):
        a("  " + ", ".join(str(x[1]) if x else "0" for x in t.sp_asm[k:k + 40]) + ",")
    a("};")
    a("")
    L.extend(cpp_limits_and_constants(t))
    a("")
    a("}  // namespace shaderhw::rogue::gen")
    return "\n".join(L) + "\n"


def main(argv):
    return table_main(argv, __doc__.split("\n\n")[0], "rogue", Table, gen_sv, gen_cpp)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
