#!/usr/bin/env python3
"""Generate the R500 fragment-shader (US) SystemVerilog package and C++ tables from the one JSON
encoding table rtl/r500/r500_isa.json (docs/architecture.md, "One source of truth for encodings";
schema and meaning: docs/r500.md section 15).

Usage:
  gen_r500_tables.py --table rtl/r500/r500_isa.json --sv-out DIR --cpp-out DIR [--doc docs/r500.md]

Writes DIR/r500_pkg.sv (package r500_pkg) and DIR/r500_tables.h (namespace shaderhw::r500::gen).
Python 3 standard library only. A malformed table (unknown or missing key, overlapping fields,
duplicate opcode or name, a value outside its field, a reference to nothing) is reported with the
file and the offending key, and the script exits with status 1 without writing anything. With
--doc, every "doc" citation must name a section heading that exists in that file. An output whose
content did not change is left untouched (gen_common.write_if_changed), so a reconfigure does not
re-verilate the models that read the package.

The package is written for Verilator 5.006 (-Wall) and Yosys 0.23 (read_verilog -sv): only
localparams and typedef enums, every table a flat packed vector indexed as NAME[i*W +: W]; no
import, struct, unpacked or multi-dimensional array, '{} pattern or function.
"""

import re
import sys

from gen_common import (JsonTable, SvWriter, TableError, cpp_limits_and_constants, cstr,
                        sv_vec, table_main)

IDENT = re.compile(r"^[A-Z][A-Z0-9_]*$")

TOP_KEYS = {"isa", "title", "doc", "word_bits", "num_words", "type_field", "types", "enums",
            "layouts",
            "unused_words", "opcode_tables", "checks", "combinations", "inline_constants",
            "limits", "constants"}
TOP_REQUIRED = TOP_KEYS - {"title", "combinations"}



def camel(name):
    """RGB_OP -> RgbOp (C++ type names)."""
    return "".join(p[:1] + p[1:].lower() for p in name.split("_"))


def enum_bits(n):
    return max(1, (n - 1).bit_length())


class Table(JsonTable):
    doc_name = "docs/r500.md"
    """Validated view of the table. Every check names the JSON key that is wrong."""

    def __init__(self, path, doc_path=None):
        self.raw = self.load_json(path)
        self.doc_sections = self.read_doc_sections(doc_path) if doc_path else None
        self.check_keys("(top level)", self.raw, TOP_KEYS, TOP_REQUIRED)
        if self.raw["isa"] != "r500":
            self.fail("isa", f"is {self.raw['isa']!r}, expected 'r500'")
        self.doc("doc", self.raw["doc"])
        self.word_bits = self.integer("word_bits", self.raw["word_bits"], 1, 64)
        self.num_words = self.integer("num_words", self.raw["num_words"], 1, 16)
        self.load_types()
        self.load_enums()
        self.load_layouts()
        self.load_type_field()
        self.load_unused_words()
        self.check_word_coverage()
        self.load_opcode_tables()
        self.resolve_layout_conditions()
        self.load_checks()
        self.load_combinations()
        self.load_inline_constants()
        self.limits = self.load_named_values("limits", 1, 2**32 - 1)
        self.constants = self.load_named_values("constants", 0, 2**32 - 1)

    # -- helpers ---------------------------------------------------------------------------


    def ident(self, key, value):
        if not isinstance(value, str) or not IDENT.match(value):
            self.fail(key, f"{value!r} is not an upper-case identifier")
        return value


    def text(self, key, value):
        if not isinstance(value, str) or not value:
            self.fail(key, f"{value!r} is not a non-empty string")
        return value



    # -- sections ----------------------------------------------------------------------------
    def load_types(self):
        self.types, names, values = [], {}, {}
        for i, t in enumerate(self.listof("types", self.raw["types"])):
            w = f"types[{i}]"
            self.check_keys(w, t, {"name", "value", "meaning", "doc"}, {"name", "value", "doc"})
            n = self.ident(f"{w}.name", t["name"])
            self.unique(f"{w}.name", names, n, "type")
            v = self.integer(f"{w}.value", t["value"], 0, 31)
            self.unique(f"{w}.value", values, v, "type value")
            self.doc(f"{w}.doc", t["doc"])
            self.types.append({"name": n, "value": v, "meaning": t.get("meaning", "")})
        self.type_value = {t["name"]: t["value"] for t in self.types}

    def type_list(self, key, value):
        out = 0
        for j, n in enumerate(self.listof(key, value)):
            if n not in self.type_value:
                self.fail(f"{key}[{j}]", f"unknown type {n!r}")
            if out >> self.type_value[n] & 1:
                self.fail(f"{key}[{j}]", f"type {n!r} listed twice")
            out |= 1 << self.type_value[n]
        if not out:
            self.fail(key, "names no type")
        return out

    def load_enums(self):
        self.enums, names = {}, {}
        for i, e in enumerate(self.listof("enums", self.raw["enums"])):
            w = f"enums[{i}]"
            self.check_keys(w, e, {"name", "width", "doc", "values", "reserved"},
                            {"name", "width", "doc", "values"})
            n = self.ident(f"{w}.name", e["name"])
            self.unique(f"{w}.name", names, n, "enum")
            width = self.integer(f"{w}.width", e["width"], 1, 8)
            self.doc(f"{w}.doc", e["doc"])
            values, vnames, nums = [], {}, {}
            for j, v in enumerate(self.listof(f"{w}.values", e["values"])):
                vw = f"{w}.values[{j}]"
                self.check_keys(vw, v, {"value", "name", "meaning", "doc"},
                                {"value", "name", "meaning"})
                num = self.integer(f"{vw}.value", v["value"], 0, (1 << width) - 1)
                self.unique(f"{vw}.value", nums, num, "value")
                vn = self.ident(f"{vw}.name", v["name"])
                self.unique(f"{vw}.name", vnames, vn, "value name")
                if "doc" in v:
                    self.doc(f"{vw}.doc", v["doc"])
                values.append({"value": num, "name": vn, "meaning": self.text(f"{vw}.meaning",
                                                                              v["meaning"])})
            reserved = self.load_reserved(f"{w}.reserved", e.get("reserved", []), width, nums)
            self.enums[n] = {"name": n, "width": width, "values": values, "reserved": reserved}

    def load_reserved(self, key, lst, width, taken):
        """Reserved values: {value, meaning, doc}; every code must be a value or reserved."""
        reserved = {}
        for j, r in enumerate(self.listof(key, lst)):
            rw = f"{key}[{j}]"
            self.check_keys(rw, r, {"value", "meaning", "doc"}, {"value", "doc"})
            num = self.integer(f"{rw}.value", r["value"], 0, (1 << width) - 1)
            self.unique(f"{rw}.value", taken, num, "value")
            self.doc(f"{rw}.doc", r["doc"])
            reserved[num] = r.get("meaning", "reserved")
        missing = [c for c in range(1 << width) if c not in taken]
        if missing:
            self.fail(key, f"codes {missing} are neither values nor reserved")
        return reserved

    def load_layouts(self):
        self.layouts, names = [], {}
        self.fields = {}  # "LAYOUT.FIELD" -> field
        for i, lay in enumerate(self.listof("layouts", self.raw["layouts"])):
            w = f"layouts[{i}]"
            self.check_keys(w, lay, {"name", "register", "word", "types", "when", "meaning", "doc",
                                     "fields"},
                            {"name", "word", "types", "doc", "fields"})
            name = self.ident(f"{w}.name", lay["name"])
            self.unique(f"{w}.name", names, name, "layout")
            word = self.integer(f"{w}.word", lay["word"], 0, self.num_words - 1)
            types = self.type_list(f"{w}.types", lay["types"])
            self.doc(f"{w}.doc", lay["doc"])
            owner = [None] * self.word_bits
            fields, fnames = [], {}
            for j, fld in enumerate(self.listof(f"{w}.fields", lay["fields"])):
                fw = f"{w}.fields[{j}]"
                self.check_keys(fw, fld, {"name", "bits", "enum", "reserved", "meaning", "doc"},
                                {"name", "bits", "meaning", "doc"})
                fname = self.ident(f"{fw}.name", fld["name"])
                self.unique(f"{fw}.name", fnames, fname, "field")
                bits = self.listof(f"{fw}.bits", fld["bits"])
                if len(bits) != 2:
                    self.fail(f"{fw}.bits", "must be [msb, lsb]")
                msb = self.integer(f"{fw}.bits[0]", bits[0], 0, self.word_bits - 1)
                lsb = self.integer(f"{fw}.bits[1]", bits[1], 0, msb)
                for b in range(lsb, msb + 1):
                    if owner[b] is not None:
                        self.fail(fw, f"field '{fname}' overlaps field '{owner[b]}' at bit {b} "
                                  f"of word {word}")
                    owner[b] = fname
                enum = fld.get("enum")
                if enum is not None:
                    if enum not in self.enums:
                        self.fail(f"{fw}.enum", f"unknown enum {enum!r}")
                    if self.enums[enum]["width"] != msb - lsb + 1:
                        self.fail(f"{fw}.enum", f"enum {enum} is {self.enums[enum]['width']} "
                                  f"bits wide, the field {msb - lsb + 1}")
                self.doc(f"{fw}.doc", fld["doc"])
                f = {"name": fname, "layout": name, "word": word, "lsb": lsb,
                     "width": msb - lsb + 1, "enum": enum,
                     "reserved": self.boolean(f"{fw}.reserved", fld.get("reserved", False)),
                     "meaning": self.text(f"{fw}.meaning", fld["meaning"]), "key": fw}
                fields.append(f)
                self.fields[f"{name}.{fname}"] = f
            gaps = [b for b in range(self.word_bits) if owner[b] is None]
            if gaps:
                self.fail(f"{w}.fields", f"bits {gaps} of word {word} belong to no field "
                          "(declare reserved bits as a field with \"reserved\": true)")
            rsvd = 0
            for f in fields:
                if f["reserved"]:
                    rsvd |= ((1 << f["width"]) - 1) << f["lsb"]
            self.layouts.append({"name": name, "word": word, "types": types, "fields": fields,
                                 "rsvd_mask": rsvd, "when": lay.get("when"), "key": w,
                                 "register": lay.get("register", ""),
                                 "meaning": lay.get("meaning", "")})

    def load_type_field(self):
        """The field that selects the type: present in every type, wide enough for every value."""
        f = self.field_ref("type_field", self.raw["type_field"])
        lay = next(lay for lay in self.layouts if lay["name"] == f["layout"])
        if lay["types"] != sum(1 << t["value"] for t in self.types):
            self.fail("type_field", f"layout {lay['name']} does not apply to every type")
        if f["enum"] is not None or f["reserved"]:
            self.fail("type_field", "the type field takes its values from 'types', not an enum")
        too_big = [t["name"] for t in self.types if t["value"] >> f["width"]]
        if too_big:
            self.fail("type_field", f"types {too_big} do not fit in {f['width']} bits")
        missing = [c for c in range(1 << f["width"]) if c not in self.type_value.values()]
        if missing:
            self.fail("types", f"type codes {missing} are not described")
        self.type_field = f

    def load_unused_words(self):
        self.unused = {t["value"]: 0 for t in self.types}
        seen = {}
        for i, u in enumerate(self.listof("unused_words", self.raw["unused_words"])):
            w = f"unused_words[{i}]"
            self.check_keys(w, u, {"type", "words", "meaning", "doc"}, {"type", "words", "doc"})
            if u["type"] not in self.type_value:
                self.fail(f"{w}.type", f"unknown type {u['type']!r}")
            self.unique(f"{w}.type", seen, u["type"], "type")
            self.doc(f"{w}.doc", u["doc"])
            tv = self.type_value[u["type"]]
            for j, word in enumerate(self.listof(f"{w}.words", u["words"])):
                n = self.integer(f"{w}.words[{j}]", word, 0, self.num_words - 1)
                if self.unused[tv] >> n & 1:
                    self.fail(f"{w}.words[{j}]", f"word {n} listed twice")
                self.unused[tv] |= 1 << n

    def check_word_coverage(self):
        """Every word of every type is described exactly once: by a layout or as unused."""
        for t in self.types:
            for word in range(self.num_words):
                owners = [lay["key"] for lay in self.layouts
                          if lay["word"] == word and lay["types"] >> t["value"] & 1]
                if self.unused[t["value"]] >> word & 1:
                    owners.append("unused_words")
                if len(owners) != 1:
                    what = "no layout" if not owners else f"several: {', '.join(owners)}"
                    self.fail("layouts", f"word {word} of type {t['name']} has {what}")

    def field_ref(self, key, ref):
        if not isinstance(ref, str) or ref not in self.fields:
            self.fail(key, f"{ref!r} names no LAYOUT.FIELD")
        return self.fields[ref]

    def load_opcode_tables(self):
        self.optables, names = [], {}
        self.optable_of_field = {}
        for i, t in enumerate(self.listof("opcode_tables", self.raw["opcode_tables"])):
            w = f"opcode_tables[{i}]"
            self.check_keys(w, t, {"name", "field", "types", "doc", "meaning", "args", "units",
                                   "properties", "opcodes", "reserved"},
                            {"name", "field", "types", "doc", "args", "units", "properties",
                             "opcodes", "reserved"})
            name = self.ident(f"{w}.name", t["name"])
            self.unique(f"{w}.name", names, name, "opcode table")
            field = self.field_ref(f"{w}.field", t["field"])
            if field["enum"] is not None or field["reserved"]:
                self.fail(f"{w}.field", "an opcode field has no enum and is not reserved")
            if t["field"] in self.optable_of_field:
                self.fail(f"{w}.field", f"{t['field']} already has an opcode table")
            types = self.type_list(f"{w}.types", t["types"])
            self.doc(f"{w}.doc", t["doc"])
            args = self.named_list(f"{w}.args", t["args"], 16)
            units = self.named_list(f"{w}.units", t["units"], 64)
            props = self.named_list(f"{w}.properties", t["properties"], 32)
            if not units:
                self.fail(f"{w}.units", "is empty")
            width = field["width"]
            ops, numbers, mnems = [], {}, {}
            for j, o in enumerate(self.listof(f"{w}.opcodes", t["opcodes"])):
                ow = f"{w}.opcodes[{j}]"
                self.check_keys(ow, o, {"value", "mnemonic", "args", "unit", "properties",
                                        "meaning", "doc"},
                                {"value", "mnemonic", "args", "unit", "properties", "meaning",
                                 "doc"})
                num = self.integer(f"{ow}.value", o["value"], 0, (1 << width) - 1)
                self.unique(f"{ow}.value", numbers, num, "opcode value")
                m = self.ident(f"{ow}.mnemonic", o["mnemonic"])
                self.unique(f"{ow}.mnemonic", mnems, m, "mnemonic")
                self.doc(f"{ow}.doc", o["doc"])
                ops.append({"value": num, "mnemonic": m,
                            "args": self.name_mask(f"{ow}.args", o["args"], args),
                            "props": self.name_mask(f"{ow}.properties", o["properties"], props),
                            "unit": self.name_index(f"{ow}.unit", o["unit"], units),
                            "meaning": self.text(f"{ow}.meaning", o["meaning"])})
            reserved = self.load_reserved(f"{w}.reserved", t["reserved"], width, numbers)
            tab = {"name": name, "field": field, "field_ref": t["field"], "types": types,
                   "args": args, "units": units, "props": props, "ops": ops,
                   "reserved": reserved, "width": width, "meaning": t.get("meaning", "")}
            self.optables.append(tab)
            self.optable_of_field[t["field"]] = tab

    def named_list(self, key, lst, max_len):
        out, seen = [], {}
        for j, a in enumerate(self.listof(key, lst)):
            aw = f"{key}[{j}]"
            self.check_keys(aw, a, {"name", "meaning"}, {"name", "meaning"})
            n = self.ident(f"{aw}.name", a["name"])
            self.unique(f"{aw}.name", seen, n, "name")
            out.append({"name": n, "meaning": self.text(f"{aw}.meaning", a["meaning"])})
        if len(out) > max_len:
            self.fail(key, f"more than {max_len} entries")
        return out

    def name_mask(self, key, lst, declared):
        index = {d["name"]: i for i, d in enumerate(declared)}
        mask = 0
        for j, n in enumerate(self.listof(key, lst)):
            if n not in index:
                self.fail(f"{key}[{j}]", f"unknown name {n!r} (declare it in the table)")
            if mask >> index[n] & 1:
                self.fail(f"{key}[{j}]", f"{n!r} listed twice")
            mask |= 1 << index[n]
        return mask

    def name_index(self, key, n, declared):
        for i, d in enumerate(declared):
            if d["name"] == n:
                return i
        self.fail(key, f"unknown unit {n!r} (declare it in the table's units)")

    def resolve_layout_conditions(self):
        """A layout with "when" applies only when another field holds one of the values."""
        for lay in self.layouts:
            when = lay["when"]
            if when is None:
                lay["when"] = None
                continue
            key = f"{lay['key']}.when"
            self.check_keys(key, when, {"field", "values"}, {"field", "values"})
            field = self.field_ref(f"{key}.field", when["field"])
            tab = self.optable_of_field.get(when["field"])
            mask = 0
            for j, v in enumerate(self.listof(f"{key}.values", when["values"])):
                num = None
                if tab is not None:
                    num = next((o["value"] for o in tab["ops"] if o["mnemonic"] == v), None)
                elif field["enum"] is not None:
                    num = next((x["value"] for x in self.enums[field["enum"]]["values"]
                                if x["name"] == v), None)
                if num is None:
                    self.fail(f"{key}.values[{j}]", f"{v!r} is no value of {when['field']}")
                mask |= 1 << num
            lay["when"] = {"field": field, "ref": when["field"], "mask": mask}

    def load_checks(self):
        self.checks, names = [], {}
        for i, c in enumerate(self.listof("checks", self.raw["checks"])):
            w = f"checks[{i}]"
            self.check_keys(w, c, {"name", "field", "types", "reason", "doc"},
                            {"name", "field", "types", "reason", "doc"})
            n = self.ident(f"{w}.name", c["name"])
            self.unique(f"{w}.name", names, n, "check")
            field = self.field_ref(f"{w}.field", c["field"])
            types = self.type_list(f"{w}.types", c["types"])
            self.doc(f"{w}.doc", c["doc"])
            if field["enum"] is not None:
                reserved = self.enums[field["enum"]]["reserved"]
            elif c["field"] in self.optable_of_field:
                reserved = self.optable_of_field[c["field"]]["reserved"]
            else:
                self.fail(f"{w}.field", "has neither an enum nor an opcode table")
            mask = 0
            for v in reserved:
                mask |= 1 << v
            if not mask:
                self.fail(f"{w}.field", f"{c['field']} has no reserved value to check")
            self.checks.append({"name": n, "field": field, "types": types, "mask": mask,
                                "reason": self.text(f"{w}.reason", c["reason"])})

    def load_combinations(self):
        self.combinations, names = [], {}
        for i, c in enumerate(self.listof("combinations", self.raw.get("combinations", []))):
            w = f"combinations[{i}]"
            self.check_keys(w, c, {"name", "meaning", "doc"}, {"name", "meaning", "doc"})
            n = self.ident(f"{w}.name", c["name"])
            self.unique(f"{w}.name", names, n, "combination")
            self.doc(f"{w}.doc", c["doc"])
            self.combinations.append({"name": n, "meaning": self.text(f"{w}.meaning",
                                                                      c["meaning"])})

    def load_inline_constants(self):
        key = "inline_constants"
        ic = self.raw[key]
        self.check_keys(key, ic, {"exponent_bits", "mantissa_bits", "bias", "denormals",
                                  "meaning", "doc"},
                        {"exponent_bits", "mantissa_bits", "bias", "denormals", "doc"})
        e_bits = self.integer(f"{key}.exponent_bits", ic["exponent_bits"], 1, 7)
        m_bits = self.integer(f"{key}.mantissa_bits", ic["mantissa_bits"], 0, 22)
        bias = self.integer(f"{key}.bias", ic["bias"], 1, 126)
        denormals = self.boolean(f"{key}.denormals", ic["denormals"])
        self.doc(f"{key}.doc", ic["doc"])
        if (1 << e_bits) - 1 - bias > 127:
            self.fail(f"{key}.exponent_bits", "values beyond the binary32 range")
        # Exact binary32 pattern of every code (docs/r500.md 4.2): E >= 1 normal, E = 0 denormal.
        self.inline = []
        for code in range(1 << (e_bits + m_bits)):
            e, m = code >> m_bits, code & ((1 << m_bits) - 1)
            if e == 0 and (not denormals or m == 0):
                self.inline.append(0)
                continue
            if e == 0:  # m * 2^(1 - bias - m_bits), normalised
                msb = m.bit_length() - 1
                e32 = 1 - bias - m_bits + msb + 127
                frac = (m - (1 << msb)) << (23 - msb)
            else:
                e32 = e - bias + 127
                frac = m << (23 - m_bits)
            self.inline.append((e32 << 23) | frac)
        self.inline_bits = e_bits + m_bits

    def load_named_values(self, section, lo, hi):
        out, seen = [], {}
        for i, c in enumerate(self.listof(section, self.raw[section])):
            w = f"{section}[{i}]"
            self.check_keys(w, c, {"name", "value", "meaning", "doc"},
                            {"name", "value", "meaning", "doc"})
            n = self.ident(f"{w}.name", c["name"])
            self.unique(f"{w}.name", seen, n, "name")
            self.doc(f"{w}.doc", c["doc"])
            out.append({"name": n, "value": self.integer(f"{w}.value", c["value"], lo, hi),
                        "meaning": self.text(f"{w}.meaning", c["meaning"])})
        return out


# ---------------------------------------------------------------------------------------------
# SystemVerilog
# ---------------------------------------------------------------------------------------------
def type_mask_comment(t, mask):
    return ", ".join(x["name"] for x in t.types if mask >> x["value"] & 1)


def gen_sv(t, table_rel):
    s = SvWriter(t.path)
    a = s.add
    a(f"// GENERATED by rtl/gen/gen_r500_tables.py from {table_rel}. Do not edit: edit the table.")
    a(f"// {t.raw.get('title', 'r500')}; meaning of every entry: docs/r500.md.")
    a("// Subset read by Verilator 5 and Yosys 0.23: localparams and enums; tables are flat packed")
    a("// vectors, entry i of a W-bit table is NAME[i*W +: W].")
    a("package r500_pkg;")
    a("")
    s.param("int unsigned", "WORD_BITS", t.word_bits)
    s.param("int unsigned", "NUM_WORDS", t.num_words)
    s.param("int unsigned", "INSTR_BITS", t.word_bits * t.num_words)

    a("")
    a("  // ---- Instruction types (CMN.TYPE) and the words each one leaves unused ----")
    tf = t.type_field
    s.enum("inst_type_e", tf["width"],
           [(f"TYPE_{ty['name']}", ty["value"], ty["meaning"]) for ty in t.types])
    for ty in t.types:
        s.param(f"logic [{t.num_words - 1}:0]", f"TYPE_{ty['name']}_UNUSED_WORDS",
                f"{t.num_words}'b{t.unused[ty['value']]:0{t.num_words}b}",
                "bit w: word w is ignored (reserved as a whole)")

    a("")
    a("  // ---- Enumerations (RESERVED: bit v set when code v is reserved) ----")
    for e in t.enums.values():
        n = 1 << e["width"]
        s.enum(f"{e['name'].lower()}_e", e["width"],
               [(f"{e['name']}_{v['name']}", v["value"], v["meaning"]) for v in e["values"]])
        mask = sum(1 << v for v in e["reserved"])
        s.param(f"logic [{n - 1}:0]", f"{e['name']}_RESERVED", sv_vec(n, mask))

    for lay in t.layouts:
        a("")
        a(f"  // ---- Layout {lay['name']} ({lay['register']}), word {lay['word']}, types "
          f"{type_mask_comment(t, lay['types'])}: {lay['meaning']} ----")
        s.param("logic [" + str(len(t.types) - 1) + ":0]", f"{lay['name']}_TYPES",
                f"{len(t.types)}'b{lay['types']:0{len(t.types)}b}", "bit per type value")
        s.param(f"logic [{t.word_bits - 1}:0]", f"{lay['name']}_RSVD_MASK",
                sv_vec(t.word_bits, lay["rsvd_mask"]), "reserved bits: ignored, written 0")
        if lay["when"]:
            w = lay["when"]
            n = 1 << w["field"]["width"]
            s.param(f"logic [{n - 1}:0]", f"{lay['name']}_WHEN", sv_vec(n, w["mask"]),
                    f"the layout applies when bit <{w['ref']}> is set; else the word is unused")
        for f in lay["fields"]:
            p = f"{lay['name']}_{f['name']}"
            a(f"  // {f['name']} [{f['lsb'] + f['width'] - 1}:{f['lsb']}]: {f['meaning']}")
            s.param("int unsigned", f"{p}_LSB", f["lsb"])
            s.param("int unsigned", f"{p}_MSB", f["lsb"] + f["width"] - 1)
            s.param("int unsigned", f"{p}_WIDTH", f["width"])

    for tab in t.optables:
        n = 1 << tab["width"]
        tn = tab["name"]
        a("")
        a(f"  // ---- Opcode table {tn} ({tab['field_ref']}): {tab['meaning']} ----")
        s.enum(f"{tn.lower()}_e", tab["width"],
               [(f"{tn}_{o['mnemonic']}", o["value"], o["meaning"]) for o in tab["ops"]])
        by_value = {o["value"]: o for o in tab["ops"]}

        def vec(pred, by_value=by_value, n=n):
            return sv_vec(n, sum(1 << v for v, o in by_value.items() if pred(o)))
        s.param(f"logic [{n - 1}:0]", f"{tn}_VALID", vec(lambda o: True),
                "bit <op>: op is an opcode (else reserved: illegal)")
        for k, arg in enumerate(tab["args"]):
            s.param(f"logic [{n - 1}:0]", f"{tn}_USES_{arg['name']}",
                    vec(lambda o, k=k: o["args"] >> k & 1), arg["meaning"])
        for k, p in enumerate(tab["props"]):
            s.param(f"logic [{n - 1}:0]", f"{tn}_PROP_{p['name']}",
                    vec(lambda o, k=k: o["props"] >> k & 1), p["meaning"])
        uw = enum_bits(len(tab["units"]))
        s.param("int unsigned", f"{tn}_UNIT_BITS", uw)
        s.enum(f"{tn.lower()}_unit_e", uw,
               [(f"{tn}_UNIT_{u['name']}", k, u["meaning"]) for k, u in enumerate(tab["units"])])
        v = 0
        for num, o in by_value.items():
            v |= o["unit"] << (num * uw)
        s.param(f"logic [{n * uw - 1}:0]", f"{tn}_UNIT", sv_vec(n * uw, v),
                f"unit of opcode <op>: {tn}_UNIT[op*{uw} +: {uw}] (reserved codes: 0)")

    a("")
    a("  // ---- Legality checks, in reporting order: the instruction is illegal when its type")
    a("  // bit is set in <CHECK>_TYPES and the field value's bit is set in <CHECK>_RESERVED ----")
    for c in t.checks:
        f = c["field"]
        n = 1 << f["width"]
        a(f"  // CHECK_{c['name']}: {f['layout']}.{f['name']}: {c['reason']}")
        s.param(f"logic [{len(t.types) - 1}:0]", f"CHECK_{c['name']}_TYPES",
                f"{len(t.types)}'b{c['types']:0{len(t.types)}b}")
        s.param(f"logic [{n - 1}:0]", f"CHECK_{c['name']}_RESERVED", sv_vec(n, c["mask"]))

    if t.combinations:
        a("")
        a("  // ---- Questionable combinations that stay legal (docs/r500.md, model behaviour): ----")
        for c in t.combinations:
            a(f"  //   {c['name']}: {c['meaning']}")

    a("")
    a("  // ---- Inline constants: binary32 pattern of each 7-bit code, INLINE_F32[code*32 +: 32] ----")
    ncode = len(t.inline)
    a(f"  localparam logic [{ncode * 32 - 1}:0] {s.name('INLINE_F32')} = {{")
    rows = list(range(ncode - 1, -1, -1))
    for k in range(0, ncode, 4):
        chunk = rows[k:k + 4]
        comma = "," if k + 4 < ncode else ""
        a("    " + ", ".join(f"32'h{t.inline[c]:08X}" for c in chunk) + comma
          + f"  // codes {chunk[0]}..{chunk[-1]}")
    a("  };")

    s.limits_and_constants(t)
    a("")
    a("endpackage : r500_pkg")
    return "\n".join(s.lines) + "\n"


# ---------------------------------------------------------------------------------------------
# C++
# ---------------------------------------------------------------------------------------------
def gen_cpp(t, table_rel):
    L = []
    a = L.append
    a(f"// GENERATED by rtl/gen/gen_r500_tables.py from {table_rel}. Do not edit: edit the table.")
    a(f"// {t.raw.get('title', 'r500')}; meaning of every entry: docs/r500.md.")
    a("#pragma once")
    a("#include <cstdint>")
    a("")
    a("namespace shaderhw::r500::gen {")
    a("")
    a("// A bit field: bits [lsb, lsb+width) of instruction word `word`.")
    a("struct Field {")
    a("  uint8_t word;")
    a("  uint8_t lsb;")
    a("  uint8_t width;")
    a("  constexpr uint32_t mask() const { return width >= 32 ? ~0u : ((1u << width) - 1u); }")
    a("  constexpr uint32_t get(const uint32_t* words) const { return (words[word] >> lsb) & mask(); }")
    a("  constexpr void set(uint32_t* words, uint32_t v) const {")
    a("    words[word] = (words[word] & ~(mask() << lsb)) | ((v & mask()) << lsb);")
    a("  }")
    a("};")
    a("")
    a(f"inline constexpr unsigned WORD_BITS = {t.word_bits};")
    a(f"inline constexpr unsigned NUM_WORDS = {t.num_words};")
    a("")
    tf = t.type_field
    a(f"// Instruction types ({tf['layout']}.{tf['name']}); UNUSED_WORDS[type] bit w: word w is")
    a("// ignored as a whole.")
    a("enum class InstType : uint8_t {")
    for ty in t.types:
        a(f"  {ty['name']} = {ty['value']},  // {ty['meaning']}")
    a("};")
    ntypes = 1 << tf["width"]
    a(f"inline constexpr unsigned NUM_TYPES = {ntypes};")
    names = [None] * ntypes
    for ty in t.types:
        names[ty["value"]] = ty["name"]
    a(f"inline constexpr const char* TYPE_NAMES[{ntypes}] = {{" + ", ".join(cstr(n) for n in names)
      + "};")
    a(f"inline constexpr uint8_t UNUSED_WORDS[{ntypes}] = {{"
      + ", ".join(f"0x{t.unused.get(v, 0):02X}" for v in range(ntypes)) + "};")
    a("")
    a("// Enumerations: value names (nullptr for reserved codes) and RESERVED masks (bit v: code v).")
    for e in t.enums.values():
        n = 1 << e["width"]
        a(f"enum class {camel(e['name'])} : uint8_t {{")
        for v in e["values"]:
            a(f"  {v['name']} = {v['value']},  // {v['meaning']}")
        a("};")
        names = [None] * n
        for v in e["values"]:
            names[v["value"]] = v["name"]
        a(f"inline constexpr const char* {e['name']}_NAMES[{n}] = {{"
          + ", ".join(cstr(x) for x in names) + "};")
        a(f"inline constexpr uint32_t {e['name']}_RESERVED = 0x{sum(1 << v for v in e['reserved']):X}u;")
    a("")
    a("// Layouts: which word, for which types (bit per type value), reserved bits, and for a")
    a("// conditional layout the field and values (bit per value) under which it applies.")
    a("struct Layout {")
    a("  const char* name;")
    a("  uint8_t word;")
    a("  uint8_t types;")
    a("  uint32_t rsvd_mask;")
    a("  bool conditional;")
    a("  Field when_field;")
    a("  uint32_t when_values;")
    a("};")
    for lay in t.layouts:
        a("")
        a(f"// {lay['name']} ({lay['register']}), word {lay['word']}: {lay['meaning']}")
        for f in lay["fields"]:
            a(f"inline constexpr Field {lay['name']}_{f['name']}{{{f['word']}, {f['lsb']}, "
              f"{f['width']}}};  // {f['meaning']}")
    a("")
    a(f"inline constexpr Layout LAYOUTS[{len(t.layouts)}] = {{")
    for lay in t.layouts:
        w = lay["when"]
        wf = (f"{w['field']['layout']}_{w['field']['name']}" if w else "Field{0, 0, 0}")
        a(f"  {{{cstr(lay['name'])}, {lay['word']}, 0x{lay['types']:X}, 0x{lay['rsvd_mask']:08X}u, "
          f"{'true' if w else 'false'}, {wf}, 0x{(w['mask'] if w else 0):X}u}},")
    a("};")

    for tab in t.optables:
        n = 1 << tab["width"]
        tn, cn = tab["name"], camel(tab["name"])
        a("")
        a(f"// ---- Opcode table {tn} ({tab['field_ref']}): {tab['meaning']} ----")
        a(f"enum class {cn} : uint8_t {{")
        for o in tab["ops"]:
            a(f"  {o['mnemonic']} = {o['value']},  // {o['meaning']}")
        a("};")
        a(f"enum class {cn}Unit : uint8_t {{")
        for u in tab["units"]:
            a(f"  {u['name']},  // {u['meaning']}")
        a("};")
        a(f"inline constexpr const char* {tn}_UNIT_NAMES[] = {{"
          + ", ".join(cstr(u["name"]) for u in tab["units"]) + "};")
        for k, arg in enumerate(tab["args"]):
            a(f"inline constexpr uint32_t {tn}_ARG_{arg['name']} = 1u << {k};  // {arg['meaning']}")
        for k, p in enumerate(tab["props"]):
            a(f"inline constexpr uint32_t {tn}_PROP_{p['name']} = 1u << {k};  // {p['meaning']}")
        a(f"struct {cn}Info {{")
        a("  bool valid;            // false: reserved code (illegal)")
        a("  const char* mnemonic;  // nullptr when reserved")
        a(f"  uint32_t args;         // {tn}_ARG_* read by the opcode")
        a(f"  uint32_t props;        // {tn}_PROP_*")
        a(f"  {cn}Unit unit;")
        a("};")
        by_value = {o["value"]: o for o in tab["ops"]}
        a(f"// Indexed by the field value.")
        a(f"inline constexpr {cn}Info {tn}_INFO[{n}] = {{")
        for v in range(n):
            o = by_value.get(v)
            if o:
                a(f"  {{true, {cstr(o['mnemonic'])}, 0x{o['args']:X}u, 0x{o['props']:X}u, "
                  f"{cn}Unit::{tab['units'][o['unit']]['name']}}},  // {v}")
            else:
                a(f"  {{false, nullptr, 0u, 0u, {cn}Unit::{tab['units'][0]['name']}}},  // {v}: "
                  f"{tab['reserved'][v]}")
        a("};")
        a(f"inline constexpr unsigned {tn}_COUNT = {n};")
    a("")
    a("// Legality checks, in reporting order: illegal when the type's bit is set in `types` and")
    a("// bit <field value> is set in `reserved`.")
    a("struct Check {")
    a("  const char* name;")
    a("  Field field;")
    a("  uint8_t types;")
    a("  uint32_t reserved;")
    a("  const char* reason;")
    a("};")
    a(f"inline constexpr Check CHECKS[{len(t.checks)}] = {{")
    for c in t.checks:
        f = c["field"]
        a(f"  {{{cstr(c['name'])}, {f['layout']}_{f['name']}, 0x{c['types']:X}, 0x{c['mask']:X}u, "
          f"{cstr(c['reason'])}}},")
    a("};")
    if t.combinations:
        a("")
        a("// Questionable combinations that stay legal (the model's behaviour is in docs/r500.md).")
        a("struct Combination {")
        a("  const char* name;")
        a("  const char* meaning;")
        a("};")
        a(f"inline constexpr Combination COMBINATIONS[{len(t.combinations)}] = {{")
        for c in t.combinations:
            a(f"  {{{cstr(c['name'])}, {cstr(c['meaning'])}}},")
        a("};")
    a("")
    a(f"// Inline constants: binary32 pattern of each {t.inline_bits}-bit code (docs/r500.md 4.2).")
    a(f"inline constexpr uint32_t INLINE_F32[{len(t.inline)}] = {{")
    for k in range(0, len(t.inline), 8):
        a("  " + ", ".join(f"0x{x:08X}u" for x in t.inline[k:k + 8]) + ",")
    a("};")
    a("")
    L.extend(cpp_limits_and_constants(t))
    a("")
    a("}  // namespace shaderhw::r500::gen")
    return "\n".join(L) + "\n"


def main(argv):
    return table_main(argv, __doc__.split("\n\n")[0], "r500", Table, gen_sv, gen_cpp)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
