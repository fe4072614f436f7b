#!/usr/bin/env python3
"""Generate the Gallium TGSI SystemVerilog package and C++ tables from the one JSON encoding table
rtl/tgsi/tgsi_isa.json (docs/architecture.md, "One source of truth for encodings"; schema and
meaning: docs/tgsi.md section 18).

Usage:
  gen_tgsi_tables.py --table rtl/tgsi/tgsi_isa.json --sv-out DIR --cpp-out DIR [--doc docs/tgsi.md]

Writes DIR/tgsi_pkg.sv (package tgsi_pkg) and DIR/tgsi_tables.h (namespace shaderhw::tgsi::gen).
Python 3 standard library only. A malformed table (unknown or missing key, overlapping or missing
bits of a token layout, duplicate opcode, mnemonic, alias or name, a value outside its field, a
reference to nothing, an extension default whose Type bits disagree with its extension type) is
reported with the file and the offending key, and the script exits with status 1 without writing
anything. With --doc, every "doc" citation must name a section heading of that file. An output
whose content did not change is left untouched (gen_common.write_if_changed).

The package is written for Verilator 5.006 (-Wall) and Yosys 0.23 (read_verilog -sv): only
localparams and typedef enums, every table a flat packed vector indexed as NAME[i*W +: W]; no
import, struct, unpacked or multi-dimensional array, '{} pattern or function.
"""

import re
import sys

from gen_common import (JsonTable, SvWriter, TableError, cpp_limits_and_constants, cstr,
                        sv_vec, table_main)

IDENT = re.compile(r"^[A-Z0-9][A-Z0-9_]*$")
CPP_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
CPP_RESERVED = {"NULL", "TRUE", "FALSE", "EOF"}

TOP_KEYS = {"isa", "title", "doc", "token_bits", "enums", "layouts", "exec_classes", "units",
            "flow_roles", "opcodes", "classes", "errors", "limits", "constants"}


def camel(name):
    """INSN_EXT_TYPE -> InsnExtType (C++ type names)."""
    return "".join(p[:1] + p[1:].lower() for p in name.split("_"))


def bits_for(n):
    return max(1, (n - 1).bit_length())


class Table(JsonTable):
    doc_name = "docs/tgsi.md"
    """Validated view of the table. Every check names the JSON key that is wrong."""

    def __init__(self, path, doc_path=None):
        self.raw = self.load_json(path)
        self.doc_sections = self.read_doc_sections(doc_path) if doc_path else None
        self.check_keys("(top level)", self.raw, TOP_KEYS, TOP_KEYS - {"title"})
        if self.raw["isa"] != "tgsi":
            self.fail("isa", f"is {self.raw['isa']!r}, expected 'tgsi'")
        self.doc("doc", self.raw["doc"])
        self.token_bits = self.integer("token_bits", self.raw["token_bits"], 32, 32)
        self.load_enums()
        self.load_layouts()
        self.exec_classes = self.named_list("exec_classes", 32)
        self.units = self.named_list("units", 16)
        self.flow_roles = self.named_list("flow_roles", 16)
        self.classes = self.named_list("classes", 4)
        self.load_limits()
        self.load_opcodes()
        self.load_errors()
        self.load_constants()

    # -- helpers ---------------------------------------------------------------------------
    def ident(self, key, value):
        if not isinstance(value, str) or not IDENT.match(value):
            self.fail(key, f"{value!r} is not an upper-case identifier")
        return value

    def text(self, key, value, allow_empty=False):
        if not isinstance(value, str) or (not value and not allow_empty):
            self.fail(key, f"{value!r} is not a non-empty string")
        return value


    def named_list(self, section, max_len):
        out, seen = [], {}
        for j, a in enumerate(self.listof(section, self.raw[section])):
            w = f"{section}[{j}]"
            self.check_keys(w, a, {"name", "meaning"}, {"name", "meaning"})
            n = self.ident(f"{w}.name", a["name"])
            self.unique(f"{w}.name", seen, n, "name")
            out.append({"name": n, "meaning": self.text(f"{w}.meaning", a["meaning"])})
        if not out:
            self.fail(section, "is empty")
        if len(out) > max_len:
            self.fail(section, f"more than {max_len} entries")
        return out

    def index_of(self, key, name, lst, what):
        for i, d in enumerate(lst):
            if d["name"] == name:
                return i
        self.fail(key, f"unknown {what} {name!r}")

    # -- sections ----------------------------------------------------------------------------
    def load_enums(self):
        self.enums, names = {}, {}
        for i, e in enumerate(self.listof("enums", self.raw["enums"])):
            w = f"enums[{i}]"
            self.check_keys(w, e, {"name", "width", "doc", "values", "reserved_meaning"},
                            {"name", "width", "doc", "values"})
            n = self.ident(f"{w}.name", e["name"])
            self.unique(f"{w}.name", names, n, "enum")
            width = self.integer(f"{w}.width", e["width"], 1, 8)
            self.doc(f"{w}.doc", e["doc"])
            values, vnames, nums, texts, cpps = [], {}, {}, {}, {}
            for j, v in enumerate(self.listof(f"{w}.values", e["values"])):
                vw = f"{w}.values[{j}]"
                self.check_keys(vw, v, {"value", "name", "meaning", "text", "cpp", "pass",
                                        "coords", "factor"},
                                {"value", "name", "meaning"})
                num = self.integer(f"{vw}.value", v["value"], 0, (1 << width) - 1)
                self.unique(f"{vw}.value", nums, num, "value")
                vn = self.ident(f"{vw}.name", v["name"])
                self.unique(f"{vw}.name", vnames, vn, "value name")
                cpp = v.get("cpp")
                if cpp is None:
                    cpp = vn if (vn[0].isalpha() and vn not in CPP_RESERVED) else n[0] + vn
                if not CPP_IDENT.match(cpp) or cpp in CPP_RESERVED:
                    self.fail(f"{vw}.cpp", f"{cpp!r} is not a usable C++ enumerator")
                self.unique(f"{vw}.cpp", cpps, cpp, "C++ name")
                item = {"value": num, "name": vn, "cpp": cpp,
                        "meaning": self.text(f"{vw}.meaning", v["meaning"])}
                if "text" in v:
                    t = self.text(f"{vw}.text", v["text"], allow_empty=True)
                    if t:
                        self.unique(f"{vw}.text", texts, t.upper(), "text spelling")
                    item["text"] = t
                for k in ("pass", "coords", "factor"):
                    if k in v:
                        item[k] = v[k]
                values.append(item)
            if not values:
                self.fail(f"{w}.values", "is empty")
            has_text = ["text" in v for v in values]
            if any(has_text) and not all(has_text):
                self.fail(f"{w}.values", "either every value has a 'text' spelling or none")
            reserved = [c for c in range(1 << width) if c not in nums]
            if reserved and "reserved_meaning" not in e:
                self.fail(f"{w}.reserved_meaning", f"codes {reserved} are undefined: say what they mean")
            self.enums[n] = {"name": n, "width": width, "values": values, "reserved": reserved,
                             "reserved_meaning": e.get("reserved_meaning", ""),
                             "has_text": all(has_text)}
        # Extra per-value data of particular enums.
        flags = self.enums.get("CC_FLAG")
        cc = self.enums.get("CC")
        if flags is None or cc is None:
            self.fail("enums", "CC and CC_FLAG are required")
        flag_bit = {v["name"]: v["value"] for v in flags["values"]}
        for j, v in enumerate(cc["values"]):
            key = f"enums[CC].values[{j}].pass"
            if "pass" not in v:
                self.fail(key, "missing")
            m = 0
            for k, f in enumerate(self.listof(key, v["pass"])):
                if f not in flag_bit:
                    self.fail(f"{key}[{k}]", f"unknown CC_FLAG {f!r}")
                m |= 1 << flag_bit[f]
            v["pass_mask"] = m
        for ename, k, lo, hi in (("TEXTURE", "coords", 0, 4), ("MODULATE", "factor", 0, 2**32 - 1)):
            e = self.enums.get(ename)
            if e is None:
                self.fail("enums", f"{ename} is required")
            for j, v in enumerate(e["values"]):
                if k not in v:
                    self.fail(f"enums[{ename}].values[{j}].{k}", "missing")
                v[k] = self.integer(f"enums[{ename}].values[{j}].{k}", v[k], lo, hi)
        for ename in ("FILE", "SWIZZLE", "EXTSWIZZLE", "SAT", "PRECISION", "TEXTURE", "MODULATE",
                      "PROCESSOR", "IMM", "TOKEN_TYPE", "INSN_EXT_TYPE", "SRC_EXT_TYPE",
                      "DST_EXT_TYPE", "DECLARE", "INTERPOLATE"):
            if ename not in self.enums:
                self.fail("enums", f"{ename} is required")

    def load_layouts(self):
        self.layouts, names = [], {}
        for i, lay in enumerate(self.listof("layouts", self.raw["layouts"])):
            w = f"layouts[{i}]"
            self.check_keys(w, lay, {"name", "doc", "meaning", "default", "ext", "fields"},
                            {"name", "doc", "fields"})
            name = self.ident(f"{w}.name", lay["name"])
            self.unique(f"{w}.name", names, name, "layout")
            self.doc(f"{w}.doc", lay["doc"])
            owner = [None] * self.token_bits
            fields, fnames = [], {}
            for j, fld in enumerate(self.listof(f"{w}.fields", lay["fields"])):
                fw = f"{w}.fields[{j}]"
                self.check_keys(fw, fld, {"name", "bits", "enum", "pad", "signed", "meaning"},
                                {"name", "bits", "meaning"})
                fname = self.ident(f"{fw}.name", fld["name"])
                self.unique(f"{fw}.name", fnames, fname, "field")
                bits = self.listof(f"{fw}.bits", fld["bits"])
                if len(bits) != 2:
                    self.fail(f"{fw}.bits", "must be [msb, lsb]")
                msb = self.integer(f"{fw}.bits[0]", bits[0], 0, self.token_bits - 1)
                lsb = self.integer(f"{fw}.bits[1]", bits[1], 0, msb)
                for b in range(lsb, msb + 1):
                    if owner[b] is not None:
                        self.fail(fw, f"field '{fname}' overlaps field '{owner[b]}' at bit {b}")
                    owner[b] = fname
                enum = fld.get("enum")
                if enum is not None:
                    if enum not in self.enums:
                        self.fail(f"{fw}.enum", f"unknown enum {enum!r}")
                    if self.enums[enum]["width"] != msb - lsb + 1:
                        self.fail(f"{fw}.enum", f"enum {enum} is {self.enums[enum]['width']} "
                                  f"bits wide, the field {msb - lsb + 1}")
                pad = self.boolean(f"{fw}.pad", fld.get("pad", False))
                signed = self.boolean(f"{fw}.signed", fld.get("signed", False))
                if pad and (signed or enum):
                    self.fail(fw, "a padding field has no enum and no sign")
                fields.append({"name": fname, "lsb": lsb, "width": msb - lsb + 1, "enum": enum,
                               "pad": pad, "signed": signed,
                               "meaning": self.text(f"{fw}.meaning", fld["meaning"])})
            gaps = [b for b in range(self.token_bits) if owner[b] is None]
            if gaps:
                self.fail(f"{w}.fields", f"bits {gaps} belong to no field (declare padding as a "
                          "field with \"pad\": true)")
            pad_mask = 0
            for f in fields:
                if f["pad"]:
                    pad_mask |= ((1 << f["width"]) - 1) << f["lsb"]
            entry = {"name": name, "fields": fields, "pad_mask": pad_mask,
                     "meaning": lay.get("meaning", ""), "default": None, "ext": None}
            if "ext" in lay:
                ref = lay["ext"]
                m = re.match(r"^([A-Z_]+)\.([A-Z0-9_]+)$", ref) if isinstance(ref, str) else None
                if not m or m.group(1) not in self.enums:
                    self.fail(f"{w}.ext", f"{ref!r} must name ENUM.VALUE of an extension-type enum")
                e = self.enums[m.group(1)]
                val = next((v["value"] for v in e["values"] if v["name"] == m.group(2)), None)
                if val is None:
                    self.fail(f"{w}.ext", f"{ref!r}: {m.group(1)} has no value {m.group(2)}")
                tf = next((f for f in fields if f["name"] == "TYPE"), None)
                if tf is None or tf["enum"] != m.group(1):
                    self.fail(f"{w}.ext", f"layout needs a TYPE field of enum {m.group(1)}")
                entry["ext"] = {"enum": m.group(1), "value": val, "name": m.group(2)}
                if "default" not in lay:
                    self.fail(f"{w}.default", "an extension layout needs its default word")
            if "default" in lay:
                d = self.integer(f"{w}.default", lay["default"], 0, 2**32 - 1)
                if entry["ext"] is not None:
                    tf = next(f for f in fields if f["name"] == "TYPE")
                    if (d >> tf["lsb"]) & ((1 << tf["width"]) - 1) != entry["ext"]["value"]:
                        self.fail(f"{w}.default", f"Type bits of 0x{d:08X} are not "
                                  f"{entry['ext']['name']} ({entry['ext']['value']})")
                if d & pad_mask:
                    self.fail(f"{w}.default", "sets padding bits")
                entry["default"] = d
            self.layouts.append(entry)
        self.layout = {l["name"]: l for l in self.layouts}
        for req in ("VERSION", "HEADER", "PROCESSOR", "DECLARATION", "DECLARATION_RANGE",
                    "DECLARATION_MASK", "DECLARATION_INTERPOLATION", "IMMEDIATE",
                    "IMMEDIATE_FLOAT32", "INSTRUCTION", "INSTRUCTION_EXT_NV",
                    "INSTRUCTION_EXT_LABEL", "INSTRUCTION_EXT_TEXTURE", "DST_REGISTER",
                    "DST_REGISTER_EXT_CONDCODE", "DST_REGISTER_EXT_MODULATE", "SRC_REGISTER",
                    "SRC_REGISTER_EXT_SWZ", "SRC_REGISTER_EXT_MOD", "DIMENSION"):
            if req not in self.layout:
                self.fail("layouts", f"layout {req} is required")

    def field(self, layout, name):
        return next(f for f in self.layout[layout]["fields"] if f["name"] == name)

    def load_limits(self):
        self.limits, seen = [], {}
        for i, c in enumerate(self.listof("limits", self.raw["limits"])):
            w = f"limits[{i}]"
            self.check_keys(w, c, {"name", "value", "meaning", "doc"},
                            {"name", "value", "meaning", "doc"})
            n = self.ident(f"{w}.name", c["name"])
            self.unique(f"{w}.name", seen, n, "limit")
            self.doc(f"{w}.doc", c["doc"])
            self.limits.append({"name": n, "value": self.integer(f"{w}.value", c["value"], 1,
                                                                 2**31 - 1),
                                "meaning": self.text(f"{w}.meaning", c["meaning"])})
        self.limit = {l["name"]: l["value"] for l in self.limits}
        for req in ("MAX_DST", "MAX_SRC", "LANES"):
            if req not in self.limit:
                self.fail("limits", f"limit {req} is required")

    def load_opcodes(self):
        opf = self.field("INSTRUCTION", "OPCODE")
        dstf = self.field("INSTRUCTION", "NUM_DST_REGS")
        srcf = self.field("INSTRUCTION", "NUM_SRC_REGS")
        self.ops, numbers, mnems = [], {}, {}
        allowed = {"value", "mnemonic", "aliases", "dst", "src", "class", "exec", "units",
                   "replicate", "fragment_only", "flow", "sampler_src", "doc"}
        required = {"value", "mnemonic", "dst", "src", "class", "exec", "units", "doc"}
        max_dst = min(self.limit["MAX_DST"], (1 << dstf["width"]) - 1)
        max_src = min(self.limit["MAX_SRC"], (1 << srcf["width"]) - 1)
        for j, o in enumerate(self.listof("opcodes", self.raw["opcodes"])):
            ow = f"opcodes[{j}]"
            self.check_keys(ow, o, allowed, required)
            num = self.integer(f"{ow}.value", o["value"], 0, (1 << opf["width"]) - 1)
            self.unique(f"{ow}.value", numbers, num, "opcode value")
            m = self.ident(f"{ow}.mnemonic", o["mnemonic"])
            self.unique(f"{ow}.mnemonic", mnems, m, "mnemonic or alias")
            aliases = []
            for k, a in enumerate(self.listof(f"{ow}.aliases", o.get("aliases", []))):
                a = self.ident(f"{ow}.aliases[{k}]", a)
                self.unique(f"{ow}.aliases[{k}]", mnems, a, "mnemonic or alias")
                aliases.append(a)
            dst = self.integer(f"{ow}.dst", o["dst"], 0, max_dst)
            src_mask = 0
            srcs = self.listof(f"{ow}.src", o["src"])
            if not srcs:
                self.fail(f"{ow}.src", "lists no allowed source count")
            for k, s in enumerate(srcs):
                s = self.integer(f"{ow}.src[{k}]", s, 0, max_src)
                if src_mask >> s & 1:
                    self.fail(f"{ow}.src[{k}]", f"count {s} listed twice")
                src_mask |= 1 << s
            cls = self.index_of(f"{ow}.class", o["class"], self.classes, "class")
            ex = self.index_of(f"{ow}.exec", o["exec"], self.exec_classes, "execution class")
            units = 0
            for k, u in enumerate(self.listof(f"{ow}.units", o["units"])):
                b = self.index_of(f"{ow}.units[{k}]", u, self.units, "unit")
                if units >> b & 1:
                    self.fail(f"{ow}.units[{k}]", f"{u!r} listed twice")
                units |= 1 << b
            flow = self.index_of(f"{ow}.flow", o.get("flow", "NONE"), self.flow_roles,
                                 "flow role")
            ss = o.get("sampler_src")
            if ss is not None:
                ss = self.integer(f"{ow}.sampler_src", ss, 0, max_src - 1)
                if any(not (src_mask >> n & 1) or ss >= n for n in range(max_src + 1)
                       if src_mask >> n & 1):
                    self.fail(f"{ow}.sampler_src", "is not a source of every allowed count")
            if (self.classes[cls]["name"] == "T") != (ss is not None):
                self.fail(f"{ow}.sampler_src", "texture opcodes (class T), and only they, name "
                          "their sampler operand")
            self.doc(f"{ow}.doc", o["doc"])
            self.ops.append({"value": num, "mnemonic": m, "aliases": aliases, "dst": dst,
                             "src_mask": src_mask, "cls": cls, "exec": ex, "units": units,
                             "replicate": self.boolean(f"{ow}.replicate", o.get("replicate", False)),
                             "fragment_only": self.boolean(f"{ow}.fragment_only",
                                                           o.get("fragment_only", False)),
                             "flow": flow, "sampler_src": ss})
        self.op_width = opf["width"]
        self.op_by_value = {o["value"]: o for o in self.ops}

    def load_errors(self):
        self.errors, seen, names = [], {}, {}
        for i, e in enumerate(self.listof("errors", self.raw["errors"])):
            w = f"errors[{i}]"
            self.check_keys(w, e, {"value", "name", "index", "meaning", "doc"},
                            {"value", "name", "index", "meaning", "doc"})
            v = self.integer(f"{w}.value", e["value"], 0, 255)
            if v != i:
                self.fail(f"{w}.value", f"error codes must be numbered 0, 1, 2, ... (expected {i})")
            self.unique(f"{w}.value", seen, v, "error code")
            n = self.ident(f"{w}.name", e["name"])
            self.unique(f"{w}.name", names, n, "error name")
            self.doc(f"{w}.doc", e["doc"])
            self.errors.append({"value": v, "name": n,
                                "index": self.text(f"{w}.index", e["index"]),
                                "meaning": self.text(f"{w}.meaning", e["meaning"])})
        if not self.errors or self.errors[0]["name"] != "OK":
            self.fail("errors", "code 0 must be OK")

    def load_constants(self):
        self.constants, seen = [], {}
        for i, c in enumerate(self.listof("constants", self.raw["constants"])):
            w = f"constants[{i}]"
            self.check_keys(w, c, {"name", "value", "meaning", "doc"},
                            {"name", "value", "meaning", "doc"})
            n = self.ident(f"{w}.name", c["name"])
            self.unique(f"{w}.name", seen, n, "constant")
            self.doc(f"{w}.doc", c["doc"])
            self.constants.append({"name": n, "value": self.integer(f"{w}.value", c["value"], 0,
                                                                    2**32 - 1),
                                   "meaning": self.text(f"{w}.meaning", c["meaning"])})


# ---------------------------------------------------------------------------------------------
# SystemVerilog
# ---------------------------------------------------------------------------------------------
def gen_sv(t, table_rel):
    s = SvWriter(t.path)
    a = s.add
    a(f"// GENERATED by rtl/gen/gen_tgsi_tables.py from {table_rel}. Do not edit: edit the table.")
    a(f"// {t.raw.get('title', 'tgsi')}; meaning of every entry: docs/tgsi.md.")
    a("// Subset read by Verilator 5 and Yosys 0.23: localparams and enums; tables are flat packed")
    a("// vectors, entry i of a W-bit table is NAME[i*W +: W].")
    a("package tgsi_pkg;")
    a("")
    s.param("int unsigned", "TOKEN_BITS", t.token_bits)

    a("")
    a("  // ---- Enumerations (<ENUM>_DEFINED: bit v set when code v is defined) ----")
    for e in t.enums.values():
        n = 1 << e["width"]
        s.enum(f"{e['name'].lower()}_e", e["width"],
               [(f"{e['name']}_{v['name']}", v["value"], v["meaning"]) for v in e["values"]])
        s.param(f"logic [{n - 1}:0]", f"{e['name']}_DEFINED",
                sv_vec(n, sum(1 << v["value"] for v in e["values"])))
    cc = t.enums["CC"]
    s.table("CC_PASS", 1 << cc["width"], 4,
            [next((v["pass_mask"] for v in cc["values"] if v["value"] == c), 0)
             for c in range(1 << cc["width"])],
            "CC_PASS[mask*4 +: 4]: bit f set when flag f (CC_FLAG) passes the test; undefined: 0")
    tx = t.enums["TEXTURE"]
    s.table("TEXTURE_COORDS", 1 << tx["width"], 3,
            [next((v["coords"] for v in tx["values"] if v["value"] == c), 0)
             for c in range(1 << tx["width"])], "coordinate components used by each target")
    md = t.enums["MODULATE"]
    s.table("MODULATE_FACTOR", 1 << md["width"], 32,
            [next((v["factor"] for v in md["values"] if v["value"] == c), 0)
             for c in range(1 << md["width"])], "binary32 factor of each Modulate code")
    # Implemented size of each register file (docs/tgsi.md 11.8): the limit named like the file
    # (FILE_TEMPORARY -> LIMIT_TEMPORARY); 0 for a file without one (NULL) and undefined codes.
    fe = t.enums["FILE"]
    fsize = [next((t.limit.get(v["name"], 0) for v in fe["values"] if v["value"] == c), 0)
             for c in range(1 << fe["width"])]
    fsw = max(fsize).bit_length()
    s.param("int unsigned", "FILE_SIZE_BITS", fsw)
    s.table("FILE_SIZE", 1 << fe["width"], fsw, fsize,
            "implemented registers of each file (the limit of the same name; 0: none)")
    s.param("int unsigned", "FILE_INDEX_BITS", max(1, (max(fsize) - 1).bit_length()),
            "bits of a register number in the largest file")

    for lay in t.layouts:
        a("")
        a(f"  // ---- Token {lay['name']}: {lay['meaning']} ----")
        s.param("logic [31:0]", f"{lay['name']}_PAD_MASK", sv_vec(32, lay["pad_mask"]),
                "padding bits: ignored when read, written 0")
        if lay["default"] is not None:
            s.param("logic [31:0]", f"{lay['name']}_DEFAULT", sv_vec(32, lay["default"]),
                    "content equal to no extension at all")
        for f in lay["fields"]:
            if f["pad"]:
                continue
            p = f"{lay['name']}_{f['name']}"
            sign = " (signed)" if f["signed"] else ""
            a(f"  // {f['name']} [{f['lsb'] + f['width'] - 1}:{f['lsb']}]{sign}: {f['meaning']}")
            s.param("int unsigned", f"{p}_LSB", f["lsb"])
            s.param("int unsigned", f"{p}_MSB", f["lsb"] + f["width"] - 1)
            s.param("int unsigned", f"{p}_WIDTH", f["width"])

    a("")
    a("  // ---- Opcodes (section 7) ----")
    n = 1 << t.op_width
    s.enum("opcode_e", t.op_width,
           [(f"OPCODE_{o['mnemonic']}", o["value"], t.classes[o["cls"]]["name"] + " / "
             + t.exec_classes[o["exec"]]["name"]) for o in sorted(t.ops, key=lambda o: o["value"])])
    ops = [t.op_by_value.get(v) for v in range(n)]
    s.param("int unsigned", "OPCODE_COUNT", n)
    s.table("OPCODE_VALID", n, 1, [1 if o else 0 for o in ops], "bit <op>: defined opcode")
    s.param("int unsigned", "OPCODE_NUM_DST_BITS", 2)
    s.table("OPCODE_NUM_DST", n, 2, [o["dst"] if o else 0 for o in ops],
            "destination operands required")
    sw = t.limit["MAX_SRC"] + 1
    s.param("int unsigned", "OPCODE_SRC_ALLOWED_BITS", sw)
    s.table("OPCODE_SRC_ALLOWED", n, sw, [o["src_mask"] if o else 0 for o in ops],
            "bit k of entry <op>: k source operands allowed")
    cw = bits_for(len(t.classes))
    s.enum("op_class_e", cw, [(f"CLASS_{c['name']}", k, c["meaning"])
                              for k, c in enumerate(t.classes)])
    s.param("int unsigned", "OPCODE_CLASS_BITS", cw)
    s.table("OPCODE_CLASS", n, cw, [o["cls"] if o else 0 for o in ops], "op_class_e of <op>")
    ew = bits_for(len(t.exec_classes))
    s.enum("exec_class_e", ew, [(f"EXEC_{c['name']}", k, c["meaning"])
                                for k, c in enumerate(t.exec_classes)])
    s.param("int unsigned", "OPCODE_EXEC_BITS", ew)
    s.table("OPCODE_EXEC", n, ew, [o["exec"] if o else 0 for o in ops], "exec_class_e of <op>")
    uw = len(t.units)
    for k, u in enumerate(t.units):
        s.param("int unsigned", f"UNIT_{u['name']}", k, u["meaning"])
    s.param("int unsigned", "OPCODE_UNITS_BITS", uw)
    s.table("OPCODE_UNITS", n, uw, [o["units"] if o else 0 for o in ops],
            "bit UNIT_<u> of entry <op>: the opcode uses unit u")
    s.table("OPCODE_REPLICATE", n, 1, [1 if o and o["replicate"] else 0 for o in ops],
            "scalar result replicated to the enabled components")
    s.table("OPCODE_FRAGMENT_ONLY", n, 1, [1 if o and o["fragment_only"] else 0 for o in ops],
            "legal in fragment programs only")
    fw = bits_for(len(t.flow_roles))
    s.enum("flow_role_e", fw, [(f"FLOW_{r['name']}", k, r["meaning"])
                               for k, r in enumerate(t.flow_roles)])
    s.param("int unsigned", "OPCODE_FLOW_BITS", fw)
    s.table("OPCODE_FLOW", n, fw, [o["flow"] if o else 0 for o in ops], "flow_role_e of <op>")
    s.param("int unsigned", "OPCODE_SAMPLER_SRC_BITS", 3)
    s.table("OPCODE_SAMPLER_SRC", n, 3,
            [o["sampler_src"] if o and o["sampler_src"] is not None else 7 for o in ops],
            "source operand that names the sampler (7: none)")

    a("")
    a("  // ---- Parser error codes (docs/tgsi.md 13) ----")
    erw = bits_for(len(t.errors))
    s.enum("error_e", erw, [(f"ERR_{e['name']}", e["value"], f"{e['meaning']} [index: {e['index']}]")
                            for e in t.errors])

    s.limits_and_constants(t)
    a("")
    a("endpackage : tgsi_pkg")
    return "\n".join(s.lines) + "\n"


# ---------------------------------------------------------------------------------------------
# C++
# ---------------------------------------------------------------------------------------------
def gen_cpp(t, table_rel):
    L = []
    a = L.append
    a(f"// GENERATED by rtl/gen/gen_tgsi_tables.py from {table_rel}. Do not edit: edit the table.")
    a(f"// {t.raw.get('title', 'tgsi')}; meaning of every entry: docs/tgsi.md.")
    a("#pragma once")
    a("#include <cstdint>")
    a("")
    a("namespace shaderhw::tgsi::gen {")
    a("")
    a("// A bit field of a 32-bit token: bits [lsb, lsb+width).")
    a("struct Field {")
    a("  uint8_t lsb;")
    a("  uint8_t width;")
    a("  bool is_signed;")
    a("  constexpr uint32_t mask() const { return width >= 32 ? ~0u : ((1u << width) - 1u); }")
    a("  constexpr uint32_t get(uint32_t tok) const { return (tok >> lsb) & mask(); }")
    a("  // Two's-complement value of a signed field (sign-extended from its top bit).")
    a("  constexpr int32_t get_signed(uint32_t tok) const {")
    a("    const uint32_t v = get(tok);")
    a("    const uint32_t top = 1u << (width - 1);")
    a("    return static_cast<int32_t>((v ^ top) - top);")
    a("  }")
    a("  constexpr uint32_t put(uint32_t v) const { return (v & mask()) << lsb; }")
    a("  constexpr uint32_t set(uint32_t tok, uint32_t v) const {")
    a("    return (tok & ~(mask() << lsb)) | put(v);")
    a("  }")
    a("};")
    a("")
    a(f"inline constexpr unsigned TOKEN_BITS = {t.token_bits};")
    a("")
    a("// ---- Enumerations: <ENUM>_NAMES (nullptr for undefined codes), <ENUM>_DEFINED[code], and")
    a("// for enumerations with an assembler spelling <ENUM>_TEXT (nullptr for undefined codes).")
    for e in t.enums.values():
        n = 1 << e["width"]
        cn = camel(e["name"])
        a("")
        a(f"enum class {cn} : uint8_t {{")
        for v in e["values"]:
            a(f"  {v['cpp']} = {v['value']},  // {v['meaning']}")
        a("};")
        a(f"inline constexpr unsigned {e['name']}_COUNT = {n};")
        by = {v["value"]: v for v in e["values"]}
        a(f"inline constexpr const char* {e['name']}_NAMES[{n}] = {{"
          + ", ".join(cstr(by[c]["name"]) if c in by else "nullptr" for c in range(n)) + "};")
        a(f"inline constexpr bool {e['name']}_DEFINED[{n}] = {{"
          + ", ".join("true" if c in by else "false" for c in range(n)) + "};")
        if e["has_text"]:
            a(f"inline constexpr const char* {e['name']}_TEXT[{n}] = {{"
              + ", ".join(cstr(by[c]["text"]) if c in by else "nullptr" for c in range(n)) + "};")
        if e["reserved"]:
            a(f"// Undefined codes: {e['reserved_meaning']}")
    cc = t.enums["CC"]
    a("")
    a("// Condition tests: bit f of CC_PASS[mask] set when flag f (CcFlag) passes; undefined: 0.")
    a(f"inline constexpr uint8_t CC_PASS[{1 << cc['width']}] = {{"
      + ", ".join(f"0x{next((v['pass_mask'] for v in cc['values'] if v['value'] == c), 0):X}"
                  for c in range(1 << cc["width"])) + "};")
    tx = t.enums["TEXTURE"]
    a("// Coordinate components each texture target uses (0 for UNKNOWN and undefined codes).")
    a(f"inline constexpr uint8_t TEXTURE_COORDS[{1 << tx['width']}] = {{"
      + ", ".join(str(next((v["coords"] for v in tx["values"] if v["value"] == c), 0))
                  for c in range(1 << tx["width"])) + "};")
    md = t.enums["MODULATE"]
    a("// binary32 factor of each Modulate code (0 for undefined codes).")
    a(f"inline constexpr uint32_t MODULATE_FACTOR[{1 << md['width']}] = {{"
      + ", ".join(f"0x{next((v['factor'] for v in md['values'] if v['value'] == c), 0):08X}u"
                  for c in range(1 << md["width"])) + "};")

    a("")
    a("// ---- Token layouts: <TOKEN>_<FIELD> fields, <TOKEN>_PAD_MASK (padding bits), and for the")
    a("// extension tokens <TOKEN>_DEFAULT (content equal to no extension) ----")
    for lay in t.layouts:
        a("")
        a(f"// {lay['name']}: {lay['meaning']}")
        for f in lay["fields"]:
            if f["pad"]:
                continue
            a(f"inline constexpr Field {lay['name']}_{f['name']}{{{f['lsb']}, {f['width']}, "
              f"{'true' if f['signed'] else 'false'}}};  // {f['meaning']}")
        a(f"inline constexpr uint32_t {lay['name']}_PAD_MASK = 0x{lay['pad_mask']:08X}u;")
        if lay["default"] is not None:
            a(f"inline constexpr uint32_t {lay['name']}_DEFAULT = 0x{lay['default']:08X}u;")

    a("")
    a("// ---- Opcodes (docs/tgsi.md 7) ----")
    a("enum class OpClass : uint8_t {")
    for c in t.classes:
        a(f"  {c['name']},  // {c['meaning']}")
    a("};")
    a("enum class ExecClass : uint8_t {")
    for c in t.exec_classes:
        a(f"  {c['name']},  // {c['meaning']}")
    a("};")
    a(f"inline constexpr const char* EXEC_CLASS_NAMES[{len(t.exec_classes)}] = {{"
      + ", ".join(cstr(c["name"]) for c in t.exec_classes) + "};")
    a("enum class FlowRole : uint8_t {")
    for r in t.flow_roles:
        a(f"  {r['name']},  // {r['meaning']}")
    a("};")
    for k, u in enumerate(t.units):
        a(f"inline constexpr uint16_t UNIT_{u['name']} = 1u << {k};  // {u['meaning']}")
    a(f"inline constexpr const char* UNIT_NAMES[{len(t.units)}] = {{"
      + ", ".join(cstr(u["name"]) for u in t.units) + "};")
    a("enum class Opcode : uint8_t {")
    for o in sorted(t.ops, key=lambda o: o["value"]):
        a(f"  {o['mnemonic']} = {o['value']},")
    a("};")
    a("struct OpcodeInfo {")
    a("  bool valid;             // false: undefined opcode (error BAD_OPCODE)")
    a("  const char* mnemonic;   // the short name the disassembler prints; nullptr when undefined")
    a("  uint8_t num_dst;        // destination operands required")
    a("  uint8_t src_allowed;    // bit k: k source operands allowed")
    a("  OpClass cls;")
    a("  ExecClass exec;")
    a("  uint16_t units;         // UNIT_* bits")
    a("  bool replicate;         // scalar result written to every enabled component")
    a("  bool fragment_only;     // illegal outside fragment programs")
    a("  FlowRole flow;")
    a("  int8_t sampler_src;     // source operand naming the sampler (texture opcodes), else -1")
    a("};")
    n = 1 << t.op_width
    a(f"inline constexpr unsigned OPCODE_COUNT = {n};")
    a(f"inline constexpr OpcodeInfo OPCODE_INFO[{n}] = {{")
    for v in range(n):
        o = t.op_by_value.get(v)
        if o is None:
            a(f"  {{false, nullptr, 0, 0, OpClass::R, ExecClass::DECODE_ONLY, 0, false, false, "
              f"FlowRole::NONE, -1}},  // {v}")
            continue
        units = " | ".join(f"UNIT_{t.units[k]['name']}" for k in range(len(t.units))
                           if o["units"] >> k & 1) or "0"
        ss = o["sampler_src"] if o["sampler_src"] is not None else -1
        a(f"  {{true, {cstr(o['mnemonic'])}, {o['dst']}, 0x{o['src_mask']:X}, "
          f"OpClass::{t.classes[o['cls']]['name']}, ExecClass::{t.exec_classes[o['exec']]['name']}, "
          f"{units}, {'true' if o['replicate'] else 'false'}, "
          f"{'true' if o['fragment_only'] else 'false'}, FlowRole::{t.flow_roles[o['flow']]['name']}, "
          f"{ss}}},  // {v}")
    a("};")
    aliases = [(al, o["value"]) for o in t.ops for al in o["aliases"]]
    a("// Alternative names of the same numbers (the assembler accepts them).")
    a("struct Alias {")
    a("  const char* name;")
    a("  uint8_t opcode;")
    a("};")
    a(f"inline constexpr Alias OPCODE_ALIASES[{len(aliases)}] = {{")
    for al, v in aliases:
        a(f"  {{{cstr(al)}, {v}}},")
    a("};")

    a("")
    a("// ---- Parser error codes (docs/tgsi.md 13): code, name, what, token index reported ----")
    a("enum class Error : uint8_t {")
    for e in t.errors:
        a(f"  {e['name']} = {e['value']},  // {e['meaning']} [index: {e['index']}]")
    a("};")
    a(f"inline constexpr unsigned ERROR_COUNT = {len(t.errors)};")
    a(f"inline constexpr const char* ERROR_NAMES[{len(t.errors)}] = {{"
      + ", ".join(cstr(e["name"]) for e in t.errors) + "};")
    a(f"inline constexpr const char* ERROR_MEANINGS[{len(t.errors)}] = {{")
    for e in t.errors:
        a(f"  {cstr(e['meaning'])},")
    a("};")

    a("")
    a("// ---- Limits and constants ----")
    L.extend(cpp_limits_and_constants(t))
    a("")
    a("}  // namespace shaderhw::tgsi::gen")
    return "\n".join(L) + "\n"


def main(argv):
    return table_main(argv, __doc__.split("\n\n")[0], "tgsi", Table, gen_sv, gen_cpp)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
