#!/usr/bin/env python3
"""Generate the Valhall SystemVerilog package and C++ tables from valhall-ISA.xml.

The XML (Mesa's Valhall ISA.xml, copied byte-identical to rtl/valhall/valhall-ISA.xml) names the
instructions, opcodes, enums and a few modifier positions. Everything it leaves implicit -- the
word layout, where each modifier tag and each per-source field sits, where the secondary opcode
lives -- comes from docs/valhall.md and is written below as small commented
tables, each citing its section. Errata of the XML are applied from a JSON overrides file
(rtl/valhall/xml_overrides.json), never by editing the XML. The execution class of every
instruction (the unit that executes it, how it reads each source, what it writes) comes from the
project's rtl/valhall/exec_classes.json and is checked against the XML (rtl/valhall/README.md,
"Execution classes").

Usage:
  gen_valhall_tables.py --xml rtl/valhall/valhall-ISA.xml --overrides rtl/valhall/xml_overrides.json
                        [--exec-classes rtl/valhall/exec_classes.json] --sv-out DIR --cpp-out DIR

Writes DIR/valhall_pkg.sv (package valhall_pkg, read by Verilator 5.006 and Yosys 0.23: flat
localparam vectors indexed by instruction, no structs, no assignment patterns) and
DIR/valhall_tables.h (namespace shaderhw::valhall::gen, constexpr tables). Python 3 standard
library only. Malformed input is reported with the file, the line and the element, and the script
exits with status 1 without writing anything.
"""

import argparse
import json
import os
import re
import sys
import xml.etree.ElementTree as ET
import xml.parsers.expat

from gen_common import write_if_changed

PROG = "gen_valhall_tables.py"
WORD_BITS = 64
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")

# ---------------------------------------------------------------------------------------------
# Facts from docs/valhall.md that the XML does not state.

# 1.1 / 1.3: fixed fields of every instruction word: name -> (lsb, width).
FIXED_FIELDS = [
    ("RESERVED", 63, 1),   # must be 0 (4.3 item 1)
    ("FLOW", 59, 4),       # enum Flow (1.6)
    ("FAU_PAGE", 57, 2),   # page of every uniform / special-FAU source (2.3)
    ("PRIMARY", 48, 9),    # primary opcode (4.1)
    ("DEST_REG", 40, 6),   # destination register, or first staging register (1.3, 1.4)
    ("DEST_MASK", 46, 2),  # write mask 01 h0, 10 h1, 11 whole register, 00 invalid (1.3)
]
PLACEHOLDER_BYTE = 0xC0  # 1.3: byte 5 of instructions with neither destination nor staging
STAGING_FLAGS_LSB = 46   # 1.4: W[47:46] of a staging register byte carrying flags

# 3.4: position of the modifier tags that carry no position in the XML.
# tag -> (modifier name (Mesa's), lsb, width, enum name or None for a flag, printed in assembly)
TAG_MODIFIERS = {
    "roundmode": ("round_mode", 30, 2, "Round mode", True),
    "result_type": ("result_type", 30, 2, "Result type", True),
    "saturate": ("saturate", 30, 1, None, True),
    "not_result": ("not_result", 30, 1, None, True),
    "slot": ("slot", 30, 3, "Slot", True),
    "clamp": ("clamp", 32, 2, "Clamp", True),
    "cmp": ("condition", 32, 3, "Condition", True),
    "lane_op": ("lane_operation", 32, 2, "Lane operation", True),
    # 1.4: staging counts are printed as the length of the staging operand, not as a modifier.
    "sr_count": ("staging_register_count", 33, 3, "Staging register count", False),
    "sample_and_update": ("sample_and_update_mode", 33, 3, "Sample and update mode", True),
    "conservative": ("conservative", 35, 1, None, True),
    "sr_write_count": ("staging_register_write_count", 36, 3, "Staging register write count",
                       False),
    "subgroup": ("subgroup_size", 36, 4, "Subgroup size", True),
    "update": ("update_mode", 36, 2, "Update mode", True),
    "sample": ("sample_mode", 38, 2, "Sample mode", True),
    "atom_opc": ("atomic_operation", 22, 4, "Atomic operation", True),
    "atom_opc_1": ("atomic_operation_with_1", 22, 4, "Atomic operation with 1", True),
    "inactive_result": ("inactive_result", 22, 4, "Inactive result", True),
    "memory_access": ("memory_access", 24, 2, "Memory access", True),
    "regfmt": ("register_format", 24, 3, "Register format", True),
    "source_format": ("source_format", 24, 4, "Source format", True),
    "vecsize": ("vector_size", 28, 2, "Vector size", True),
    "wide_indices": ("wide_indices", 8, 1, None, True),
    "array_enable": ("array_enable", 10, 1, None, True),
    "texel_offset": ("texel_offset", 11, 1, None, True),
    "shadow": ("shadow", 12, 1, None, True),
    "integer_coordinates": ("integer_coordinates", 13, 1, None, True),
    "fetch_component": ("fetch_component", 14, 2, "Fetch component", True),
    "lod_mode": ("lod_mode", 13, 3, "LOD mode", True),
    "lod_bias_disable": ("lod_bias_disable", 13, 1, None, True),
    "lod_clamp_disable": ("lod_clamp_disable", 14, 1, None, True),
    "write_mask": ("write_mask", 22, 4, "Write mask", True),
    "register_type": ("register_type", 26, 2, "Register type", True),
    "dimension": ("dimension", 28, 2, "Dimension", True),
    "skip": ("skip", 39, 1, None, True),
    "register_width": ("register_width", 46, 1, "Register width", True),
    "secondary_register_width": ("secondary_register_width", 47, 1, "Register width", True),
    "vartex_register_width": ("varying_texture_register_width", 24, 2,
                              "Varying texture register width", True),
}

# 1.5: where the secondary opcode lives, by primary opcode: (lsb, width, high bit or None).
# For the shift family the value is W[32] << 8 | W[25:24] (high bit 32 is value bit 8).
SECONDARY_FIELDS = {}
SECONDARY_FIELDS.update({p: (16, 5, None) for p in (0x090,)})
SECONDARY_FIELDS.update({p: (16, 4, None) for p in (0x091, 0x099, 0x09C, 0x191)})
SECONDARY_FIELDS.update({p: (16, 4, None) for p in (0x0A0, 0x0A1, 0x0A2, 0x0A4, 0x0A5, 0x0A8,
                                                     0x0A9, 0x0AA, 0x1A2, 0x1A3, 0x1AB)})
SECONDARY_FIELDS.update({p: (24, 2, 32) for p in (0x0B4, 0x0B5, 0x0B6, 0x1B7)})
SECONDARY_FIELDS.update({p: (24, 4, None) for p in (0x0BC, 0x0C2)})
SECONDARY_FIELDS.update({p: (27, 3, None) for p in (0x060, 0x061, 0x068, 0x069, 0x06A, 0x120)})
SECONDARY_FIELDS.update({p: (37, 2, None) for p in (0x066, 0x067, 0x076, 0x077)})

# 4.2: XML `unit` values (FMA/CVT/SFU are ALU pipes, the others message-passing units).
UNITS = ["FMA", "CVT", "SFU", "V", "LS", "T", "VT", "NONE"]

# Execution classes (rtl/valhall/exec_classes.json, project-owned; rtl/valhall/README.md
# "Execution classes"): per instruction the unit that executes it in the pipeline, how it reads
# each source and what it writes. (JSON name, generated name, meaning.)
EXEC_UNITS = [
    ("int", "INT", "integer lane (valhall_int_lane; golden semantics_int.cpp)"),
    ("fp", "FP", "floating-point lane (valhall_fp_lane; golden semantics_float.cpp)"),
    ("msg", "MSG", "message record only (units V, LS, T, VT, NONE); no semantics function"),
]
OUTS = [
    ("none", "NONE", "no architectural effect (NOP)"),
    ("reg32", "REG32", "32-bit result to the destination, through the write mask"),
    ("reg64", "REG64", "64-bit result to the destination pair, each word through the write mask"),
    ("branch", "BRANCH", "per lane: taken flag and target address"),
    ("discard", "DISCARD", "per lane: discard flag"),
    ("message", "MESSAGE", "the message record (execute.h, message instructions)"),
]
# Operand kinds: how an instruction reads a source. Entry 0 (NONE) marks an absent source in
# the generated tables and is not a JSON value. 64-bit kinds are exactly the 64-bit sources.
OPDS = [
    (None, "NONE", "no source"),
    ("f32", "F32", "binary32 (through its Widen field when it has one)"),
    ("f16", "F16", "one binary16 lane (lane-selected half)"),
    ("v2f16", "V2F16", "two binary16 lanes"),
    ("u32", "U32", "32-bit unsigned integer (narrower selections zero-extended)"),
    ("s32", "S32", "32-bit signed integer (narrower selections sign-extended)"),
    ("i32", "I32", "32-bit integer, signedness immaterial"),
    ("u16", "U16", "one 16-bit unsigned lane"),
    ("s16", "S16", "one 16-bit signed lane"),
    ("i16", "I16", "one 16-bit lane, signedness immaterial"),
    ("u8", "U8", "one unsigned byte"),
    ("s8", "S8", "one signed byte"),
    ("i8", "I8", "one byte, signedness immaterial"),
    ("v2u16", "V2U16", "two 16-bit unsigned lanes"),
    ("v2s16", "V2S16", "two 16-bit signed lanes"),
    ("v2i16", "V2I16", "two 16-bit lanes, signedness immaterial"),
    ("v2u8", "V2U8", "two unsigned bytes (widened to 16-bit lanes)"),
    ("v2s8", "V2S8", "two signed bytes (widened to 16-bit lanes)"),
    ("v4u8", "V4U8", "four unsigned byte lanes"),
    ("v4s8", "V4S8", "four signed byte lanes"),
    ("v4i8", "V4I8", "four byte lanes, signedness immaterial"),
    ("u64", "U64", "64-bit unsigned integer"),
    ("s64", "S64", "64-bit signed integer"),
    ("i64", "I64", "64-bit integer, signedness immaterial"),
    ("shift8", "SHIFT8", "shift amounts: the byte(s) a Lanes (8-bit) field selects"),
    ("b32", "B32", "32 bits moved, selected or recorded (no arithmetic meaning)"),
    ("b64", "B64", "64 bits moved or recorded (no arithmetic meaning)"),
]
MESSAGE_UNITS = {"V", "LS", "T", "VT", "NONE"}  # 4.2: the message-passing units
OPD_BITS = (len(OPDS) - 1).bit_length()

# 4.3 item 7: compare combinations the decoder must reject. 1: W[25:24] = 11 (and + seq);
# 2: W[25] = 1 (seq on a v2/v4 ICMP); 3: W[25] = 1 on FCMP.
COMPARE_CHECKS = {"ICMP.u32": 1, "ICMP.s32": 1,
                  "ICMP.v2u16": 2, "ICMP.v4u8": 2, "ICMP.v2s16": 2, "ICMP.v4s8": 2,
                  "FCMP.f32": 3, "FCMP.v2f16": 3}
COMPARE_CHECK_NAMES = ["NONE", "AND_SEQ", "NO_SEQ", "FCMP_BIT25"]

# 3.1 / 3.2: kinds of per-source lane-selection field and the enum each one reads.
SEL_KINDS = [
    ("NONE", None, "no lane-selection field"),
    ("WIDEN", "Widen", "2-bit swizzle of a 32-bit float source (3.2 a)"),
    ("SWZ16", "Swizzles (16-bit)", "2-bit swizzle of a 16-bit source, values 0-3 (3.2 b)"),
    ("WIDEN8", "Swizzles (8-bit)", "4-bit widen of an 8-bit source (3.2 c)"),
    ("WIDEN16", "Swizzles (16-bit)", "4-bit widen of a 16-bit source (3.2 b)"),
    ("WIDEN32", "Swizzles (32-bit)", "4-bit widen of a 32-bit integer source (3.2 d)"),
    ("WIDEN64", "Swizzles (64-bit)", "4-bit widen of a 64-bit source (3.2 e)"),
    ("LANES8", "Lanes (8-bit)", "4-bit shift-amount byte selection (3.2 f)"),
    ("HALFSWZ8", "Half-swizzles (8-bit)", "4-bit byte pair of 8->16 conversions (3.2 g)"),
    ("LANE8", "Lane (8-bit)", "2-bit byte select (3.2 h)"),
    ("LANE16", "Lane (16-bit)", "1-bit half select (3.2 h)"),
    ("COMBINE", "Combine", "3-bit BRANCHZ/BRANCHZI condition select (3.2 i)"),
]
SEL_KIND_INDEX = {k[0]: i for i, k in enumerate(SEL_KINDS)}

# 4.3 Level 1: why a word is illegal (the first failing check, in this order, is reported).
ILLEGAL_CODES = [
    ("NONE", "legal"),
    ("RESERVED_BIT63", "W[63] is set (4.3 item 1)"),
    ("PRIMARY", "unknown primary opcode (4.3 item 2)"),
    ("SECONDARY", "secondary opcode value not listed for this primary opcode (4.3 item 2)"),
    ("FLOW", "reserved flow value (11, 12 or 14) (4.3 item 3)"),
    ("SOURCE_SELECT", "reserved value in a source's swizzle/widen/lanes/lane/combine field "
                      "(4.3 item 4)"),
    ("MODIFIER", "reserved value in an instruction modifier (4.3 item 4)"),
    ("WRITE_MASK", "write mask W[47:46] = 00 on a destination or placeholder byte (4.3 item 5)"),
    ("SPECIAL_FAU", "special FAU source on page 2 or naming a reserved entry (4.3 item 6)"),
    ("COMPARE", "undefined compare combination in W[25:24] (4.3 item 7)"),
]

SRC_ATTRS = {"absneg", "swizzle", "widen", "lanes", "halfswizzle", "lane", "combine", "not",
             "float", "size"}
SR_ATTRS = {"read", "write", "flags"}
IMM_ATTRS = {"name", "start", "size", "signed"}
MOD_ATTRS = {"name", "start", "size", "implied"}
INS_ATTRS = {"name", "title", "dests", "opcode", "opcode2", "unit"}
ENUM_ATTRS = {"name", "implied"}
VALUE_ATTRS = {"name", "desc", "default"}
MAX_SRCS = 4
MAX_STAGING = 2


class GenError(Exception):
    pass


def normalize(name):
    """Mesa's safe_name: 'Load lane (8-bit)' -> 'load_lane_8_bit'."""
    return re.sub(r"_+", "_", re.sub(r"[^a-z0-9]", "_", name.lower())).strip("_")


def sv_ident(name):
    return re.sub(r"_+", "_", re.sub(r"[^A-Za-z0-9]", "_", name)).strip("_").upper()


# ---------------------------------------------------------------------------------------------
def parse_xml(path):
    """Parse with expat so that every element keeps its line number for error messages."""
    builder = ET.TreeBuilder()
    lines = {}
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attrs):
        lines[builder.start(tag, attrs)] = parser.CurrentLineNumber

    parser.StartElementHandler = start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    try:
        with open(path, "rb") as f:
            parser.ParseFile(f)
    except OSError as e:
        raise GenError(f"{path}: cannot read: {e.strerror}")
    except xml.parsers.expat.ExpatError as e:
        raise GenError(f"{path}:{e.lineno}: malformed XML (column {e.offset}): "
                       f"{xml.parsers.expat.ErrorString(e.code)}")
    return builder.close(), lines


class Model:
    """The instruction set as read from the XML, with the positions of docs/valhall.md filled in."""

    def __init__(self, xml_path, overrides_path, classes_path):
        self.path = xml_path
        self.root, self.lines = parse_xml(xml_path)
        if self.root.tag != "valhall":
            self.fail(self.root, "root element must be <valhall>")
        self.load_overrides(overrides_path)
        self.enums = {}        # normalized name -> enum dict
        self.enum_order = []
        self.lut = None
        self.instructions = []
        self.mod_names = []    # in first-seen order
        self.mod_enum = {}     # modifier name -> enum key or None
        self.imm_names = []
        for el in self.root:
            if el.tag == "lut":
                self.load_lut(el)
            elif el.tag == "enum":
                self.load_enum(el)
        if self.lut is None:
            self.fail(self.root, "no <lut> of immediates")
        for name in ("Flow", "FAU special page 0", "FAU special page 1", "FAU special page 3"):
            if normalize(name) not in self.enums:
                self.fail(self.root, f"required <enum name=\"{name}\"> is missing")
        if len(self.enums["flow"]["values"]) != 16:
            self.fail(self.enums["flow"]["el"], "enum Flow must have 16 entries (1.6)")
        for _, enum_name, _ in SEL_KINDS[1:]:
            if normalize(enum_name) not in self.enums:
                self.fail(self.root, f"required <enum name=\"{enum_name}\"> is missing")
        for el in self.root:
            if el.tag == "ins":
                self.load_ins(None, el)
            elif el.tag == "group":
                self.check_attrs(el, INS_ATTRS)
                members = [c for c in el if c.tag == "ins"]
                if not members:
                    self.fail(el, "group without <ins>")
                for ins in members:
                    self.load_ins(el, ins)
            elif el.tag not in ("lut", "enum"):
                self.fail(el, f"unknown top-level element <{el.tag}>")
        if not self.instructions:
            self.fail(self.root, "no instructions")
        self.check_global()
        self.check_overrides_used()
        self.load_exec_classes(classes_path)

    # -- errors --------------------------------------------------------------------------------
    def where(self, el):
        line = self.lines.get(el, "?")
        label = f"<{el.tag}"
        if el.get("name") is not None:
            label += f" name=\"{el.get('name')}\""
        return f"{self.path}:{line}: {label}>"

    def fail(self, el, msg):
        raise GenError(f"{self.where(el)}: {msg}")

    def check_attrs(self, el, allowed):
        for a in sorted(set(el.attrib) - allowed):
            self.fail(el, f"unknown attribute '{a}'")

    def integer(self, el, attr, lo, hi, required=True):
        v = el.get(attr)
        if v is None:
            if required:
                self.fail(el, f"missing attribute '{attr}'")
            return None
        try:
            n = int(v, 0)
        except ValueError:
            self.fail(el, f"attribute {attr}=\"{v}\" is not an integer")
        if n < lo or n > hi:
            self.fail(el, f"attribute {attr}=\"{v}\" is outside {lo}..{hi}")
        return n

    def flag(self, el, attr):
        v = el.get(attr)
        if v is None or v == "false":
            return False
        if v == "true":
            return True
        self.fail(el, f"attribute {attr}=\"{v}\" must be true or false")

    # -- overrides -----------------------------------------------------------------------------
    def load_overrides(self, path):
        self.ovr_path = path
        try:
            with open(path, encoding="utf-8") as f:
                raw = json.load(f)
        except OSError as e:
            raise GenError(f"{path}: cannot read: {e.strerror}")
        except json.JSONDecodeError as e:
            raise GenError(f"{path}:{e.lineno}: invalid JSON (column {e.colno}): {e.msg}")
        if not isinstance(raw, dict) or not isinstance(raw.get("overrides"), list):
            raise GenError(f"{path}: must be an object with a list 'overrides'")
        kinds = {
            "primary_opcode": {"instructions", "xml", "encode", "also_decode_xml"},
            "source_attribute": {"instruction", "source", "attribute", "value"},
            "add_modifier": {"instructions", "tag", "after"},
            "lut_description": {"index", "xml", "corrected"},
            "enum_value_description": {"enum", "value", "xml", "corrected"},
            "text_only": {"instruction", "xml"},
        }
        self.overrides = []
        seen = set()
        for i, o in enumerate(raw["overrides"]):
            where = f"{path}: overrides[{i}]"
            if not isinstance(o, dict):
                raise GenError(f"{where}: must be an object")
            oid = o.get("id", "")
            where += f" (id '{oid}')"
            if not isinstance(oid, str) or not IDENT.match(oid) or oid in seen:
                raise GenError(f"{where}: 'id' must be a unique identifier")
            seen.add(oid)
            kind = o.get("kind")
            if kind not in kinds:
                raise GenError(f"{where}: unknown kind {kind!r}")
            for k in ("cite", "why"):
                if not isinstance(o.get(k), str) or not o[k]:
                    raise GenError(f"{where}: '{k}' must say which docs/valhall.md section applies "
                                   "and why")
            extra = set(o) - kinds[kind] - {"id", "kind", "cite", "why"}
            missing = kinds[kind] - set(o)
            if extra or missing:
                raise GenError(f"{where}: keys {sorted(missing)} missing, {sorted(extra)} unknown")
            o = dict(o)
            o["where"] = where
            o["used"] = 0
            if kind == "primary_opcode":
                try:
                    o["xml"] = int(o["xml"], 0)
                    o["encode"] = int(o["encode"], 0)
                except (TypeError, ValueError):
                    raise GenError(f"{where}: 'xml' and 'encode' must be opcode strings")
            self.overrides.append(o)

    def overrides_for(self, kind, name):
        out = []
        for o in self.overrides:
            if o["kind"] != kind:
                continue
            names = o.get("instructions", [o.get("instruction")])
            if name in names:
                o["used"] += 1
                out.append(o)
        return out

    def check_overrides_used(self):
        names = {ins["name"] for ins in self.instructions}
        for o in self.overrides:
            targets = o.get("instructions", [o.get("instruction")]) if o["kind"] in (
                "primary_opcode", "source_attribute", "add_modifier", "text_only") else []
            for t in targets:
                if t not in names:
                    raise GenError(f"{o['where']}: instruction '{t}' is not in {self.path}")
            if targets and o["kind"] != "text_only" and o["used"] != len(targets):
                raise GenError(f"{o['where']}: applied {o['used']} times, expected {len(targets)}")

    # -- execution classes ---------------------------------------------------------------------
    def load_exec_classes(self, path):
        """rtl/valhall/exec_classes.json: exactly one class per instruction of the XML, every
        value from the vocabulary above, consistent with what the XML says of the instruction."""
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise GenError(f"{path}: cannot read: {e.strerror}")

        def no_duplicates(pairs):
            seen = {}
            for k, v in pairs:
                if k in seen:
                    raise GenError(f"{path}:{line_of(k)}: entry '{k}' is given twice")
                seen[k] = v
            return seen

        def line_of(key):
            lines = [n + 1 for n, l in enumerate(text.splitlines())
                     if re.match(r'\s*' + re.escape(json.dumps(key)) + r'\s*:', l)]
            return lines[-1] if lines else "?"

        try:
            raw = json.loads(text, object_pairs_hook=no_duplicates)
        except json.JSONDecodeError as e:
            raise GenError(f"{path}:{e.lineno}: invalid JSON (column {e.colno}): {e.msg}")
        if not isinstance(raw, dict) or not isinstance(raw.get("instructions"), dict):
            raise GenError(f"{path}: must be an object with an object 'instructions'")
        extra = set(raw) - {"about", "instructions"}
        if extra:
            raise GenError(f"{path}: unknown top-level keys {sorted(extra)}")
        classes = raw["instructions"]
        by_name = {ins["name"]: ins for ins in self.instructions}
        for name in classes:
            if name not in by_name:
                raise GenError(f"{path}:{line_of(name)}: entry '{name}': no such instruction "
                               f"in {self.path}")
        units = {u[0]: i for i, u in enumerate(EXEC_UNITS)}
        outs = {o[0]: i for i, o in enumerate(OUTS)}
        opds = {o[0]: i for i, o in enumerate(OPDS) if o[0] is not None}
        for ins in self.instructions:
            name = ins["name"]
            if name not in classes:
                raise GenError(f"{path}: {self.where(ins['el'])}: instruction '{name}' has no "
                               "execution class")
            c = classes[name]
            where = f"{path}:{line_of(name)}: entry '{name}'"
            if not isinstance(c, dict) or set(c) != {"unit", "reads", "writes"}:
                raise GenError(f"{where}: must be an object with exactly the keys 'unit', "
                               "'reads' and 'writes'")
            if c["unit"] not in units:
                raise GenError(f"{where}: unknown unit {c['unit']!r} (one of "
                               f"{', '.join(units)})")
            if c["writes"] not in outs:
                raise GenError(f"{where}: unknown 'writes' value {c['writes']!r} (one of "
                               f"{', '.join(outs)})")
            if not isinstance(c["reads"], list):
                raise GenError(f"{where}: 'reads' must be a list of operand kinds")
            for k in c["reads"]:
                if k not in opds:
                    raise GenError(f"{where}: unknown operand kind {k!r} (one of "
                                   f"{', '.join(opds)})")
            # Consistency with the XML.
            is_msg = ins["unit"] in MESSAGE_UNITS
            if (c["unit"] == "msg") != is_msg:
                raise GenError(f"{where}: unit {c['unit']!r}, but the XML unit is "
                               f"{ins['unit']} (msg exactly for {sorted(MESSAGE_UNITS)})")
            if (c["writes"] == "message") != (c["unit"] == "msg"):
                raise GenError(f"{where}: 'writes' is 'message' exactly for unit 'msg'")
            if (c["writes"] in ("reg32", "reg64")) != ins["dests"]:
                raise GenError(f"{where}: writes {c['writes']!r}, but the XML says "
                               f"dests=\"{int(ins['dests'])}\" (reg32/reg64 exactly for "
                               "instructions with a destination)")
            if len(c["reads"]) != len(ins["srcs"]):
                raise GenError(f"{where}: {len(c['reads'])} operand kinds for "
                               f"{len(ins['srcs'])} sources")
            for k, (kind, s) in enumerate(zip(c["reads"], ins["srcs"])):
                if kind.endswith("64") != (s["size"] == 64):
                    raise GenError(f"{where}: source {k} is read as {kind!r} but is a "
                                   f"{s['size']}-bit source (64-bit kinds exactly for 64-bit "
                                   "sources)")
            ins["exec_unit"] = units[c["unit"]]
            ins["out"] = outs[c["writes"]]
            ins["opds"] = [opds[k] for k in c["reads"]]
        self.classes_path = path

    # -- enums and LUT -------------------------------------------------------------------------
    def load_lut(self, el):
        if self.lut is not None:
            self.fail(el, "second <lut>")
        self.check_attrs(el, {"name"})
        values, descs = [], []
        for c in el:
            if c.tag == "desc":
                continue
            if c.tag != "constant":
                self.fail(c, "a <lut> holds only <constant> and <desc>")
            text = (c.text or "").strip()
            try:
                v = int(text, 0)
            except ValueError:
                self.fail(c, f"constant '{text}' is not an integer")
            if not 0 <= v < 2**32:
                self.fail(c, f"constant '{text}' does not fit 32 bits")
            values.append(v)
            descs.append(c.get("desc", ""))
        if len(values) != 32:
            self.fail(el, f"the immediate table must have 32 entries (2.4), found {len(values)}")
        for o in self.overrides:
            if o["kind"] == "lut_description":
                i = o["index"]
                if not isinstance(i, int) or not 0 <= i < 32 or descs[i] != o["xml"]:
                    raise GenError(f"{o['where']}: LUT entry {i} description is not {o['xml']!r}")
                descs[i] = o["corrected"] + " [corrected: " + o["id"] + "]"
                o["used"] += 1
        self.lut = values
        self.lut_desc = descs

    def load_enum(self, el):
        self.check_attrs(el, ENUM_ATTRS)
        name = el.get("name")
        if not name:
            self.fail(el, "missing attribute 'name'")
        key = normalize(name)
        if key in self.enums:
            self.fail(el, f"duplicate enum (normalized name '{key}')")
        values, descs, default = [], [], None
        for c in el:
            if c.tag == "desc":
                continue
            if c.tag == "reserved":
                values.append(None)
                descs.append("")
            elif c.tag == "value":
                self.check_attrs(c, VALUE_ATTRS)
                text = (c.text or "").strip()
                if not text or not re.match(r"^[A-Za-z0-9_.]+$", text):
                    self.fail(c, f"enum value '{text}' is empty or not a name")
                if text in values:
                    self.fail(c, f"duplicate value '{text}' in enum '{name}'")
                if self.flag(c, "default"):
                    if default is not None:
                        self.fail(c, "second default value")
                    default = len(values)
                values.append(text)
                descs.append(c.get("desc", c.get("name", "")))
            else:
                self.fail(c, f"unknown element <{c.tag}> in an enum")
        if not values or len(values) > 16:
            self.fail(el, f"an enum needs 1..16 entries (fields are at most 4 bits), "
                          f"found {len(values)}")
        for o in self.overrides:
            if o["kind"] == "enum_value_description" and o["enum"] == name:
                if o["value"] not in values or descs[values.index(o["value"])] != o["xml"]:
                    raise GenError(f"{o['where']}: value {o['value']!r} of enum {name!r} "
                                   f"is not described as {o['xml']!r}")
                descs[values.index(o["value"])] = o["corrected"] + " [corrected: " + o["id"] + "]"
                o["used"] += 1
        self.enums[key] = {"name": name, "key": key, "values": values, "descs": descs,
                           "default": default, "el": el}
        self.enum_order.append(key)

    def enum_key(self, el, name):
        key = normalize(name)
        if key not in self.enums:
            self.fail(el, f"refers to enum '{name}' which the XML does not define")
        return key

    # -- instructions --------------------------------------------------------------------------
    def load_ins(self, group, el):
        self.check_attrs(el, INS_ATTRS)
        attrs = {}
        if group is not None:
            attrs.update({k: v for k, v in group.attrib.items() if k not in ("name", "title")})
        attrs.update(el.attrib)
        name = el.get("name")
        if not name or not re.match(r"^[A-Z0-9_]+(\.[a-z0-9]+)?$", name):
            self.fail(el, "missing or malformed instruction name")
        if any(i["name"] == name for i in self.instructions):
            self.fail(el, "duplicate instruction name")
        children = [c for c in (list(group) if group is not None else []) if c.tag != "ins"]
        children += list(el)

        def attr_int(key, lo, hi):
            v = attrs.get(key)
            if v is None:
                return None
            try:
                n = int(v, 0)
            except ValueError:
                self.fail(el, f"attribute {key}=\"{v}\" is not an integer")
            if not lo <= n <= hi:
                self.fail(el, f"attribute {key}=\"{v}\" is outside {lo:#x}..{hi:#x}")
            return n

        primary = attr_int("opcode", 0, 0x1FF)
        if primary is None:
            self.fail(el, "no opcode (neither on the instruction nor on its group)")
        secondary = attr_int("opcode2", 0, 0x1FF)
        unit = attrs.get("unit")
        if unit not in UNITS:
            self.fail(el, f"unit {unit!r} is not one of {UNITS}")
        dests = attrs.get("dests", "0")
        if dests not in ("0", "1"):
            self.fail(el, f"dests=\"{dests}\" must be 0 or 1")
        ins = {"name": name, "el": el, "index": len(self.instructions), "unit": unit,
               "primary": primary, "alt_primary": None, "secondary": secondary,
               "dests": dests == "1", "type_bits": type_size(name), "overrides": []}

        for o in self.overrides_for("primary_opcode", name):
            if primary != o["xml"]:
                raise GenError(f"{o['where']}: {self.where(el)}: {name} has opcode "
                               f"{primary:#x} in the XML, not {o['xml']:#x}")
            ins["primary"] = o["encode"]
            if o["also_decode_xml"]:
                ins["alt_primary"] = o["xml"]
            ins["overrides"].append(o["id"])
        for o in self.overrides_for("text_only", name):
            desc = " ".join(" ".join("".join(d.itertext()).split())
                            for d in children if d.tag == "desc")
            if " ".join(o["xml"].split()) not in desc:
                raise GenError(f"{o['where']}: {self.where(el)}: the description of {name} "
                               f"no longer contains {o['xml']!r}")

        srcs, srs, imms, mods = [], [], [], []
        for c in children:
            if c.tag == "desc":
                continue
            if c.tag == "src":
                self.check_attrs(c, SRC_ATTRS)
                srcs.append((c, dict(c.attrib)))
            elif c.tag == "sr":
                self.check_attrs(c, SR_ATTRS)
                srs.append(c)
            elif c.tag == "imm":
                self.check_attrs(c, IMM_ATTRS)
                imms.append(c)
            elif c.tag == "mod":
                self.check_attrs(c, MOD_ATTRS)
                if self.flag(c, "implied"):
                    # 1.5: pseudo-fields at bit 128 only record what the secondary opcode carries.
                    self.integer(c, "start", 0, 1024)
                    continue
                mods.append(("mod", c))
            elif c.tag in TAG_MODIFIERS:
                if c.attrib:
                    self.fail(c, "modifier tags take no attributes")
                mods.append(("tag", c))
            else:
                self.fail(c, f"unknown element <{c.tag}> in instruction {name}")

        for o in self.overrides_for("source_attribute", name):
            k = o["source"]
            if not isinstance(k, int) or not 0 <= k < len(srcs):
                raise GenError(f"{o['where']}: {self.where(el)}: {name} has no source {k}")
            if o["attribute"] not in SRC_ATTRS or o["attribute"] in srcs[k][1]:
                raise GenError(f"{o['where']}: {self.where(el)}: source {k} of {name} already "
                               f"has '{o['attribute']}' or it is not a source attribute")
            srcs[k][1][o["attribute"]] = o["value"]
            ins["overrides"].append(o["id"])
        for o in self.overrides_for("add_modifier", name):
            tags = [c.tag for kind, c in mods if kind == "tag"]
            if o["tag"] not in TAG_MODIFIERS or o["tag"] in tags or o["after"] not in tags:
                raise GenError(f"{o['where']}: {self.where(el)}: {name} must lack "
                               f"<{o['tag']}/> and have <{o['after']}/>")
            pos = [c.tag for _, c in mods].index(o["after"]) + 1
            mods.insert(pos, ("tag", ET.Element(o["tag"])))
            self.lines[mods[pos][1]] = self.lines.get(el)
            ins["overrides"].append(o["id"])

        self.fields = []  # (lo, hi, label) of this instruction, for the overlap check
        ins["mods"] = [self.load_mod(ins, kind, c) for kind, c in mods]
        if len({m["name"] for m in ins["mods"]}) != len(ins["mods"]):
            self.fail(el, "a modifier is given twice")
        ins["srcs"] = self.load_srcs(ins, srcs)
        ins["staging"] = self.load_staging(ins, srs)
        ins["imms"] = [self.load_imm(ins, c) for c in imms]
        ins["placeholder"] = not ins["dests"] and not ins["staging"]
        ins["compare_check"] = COMPARE_CHECKS.get(name, 0)
        self.load_secondary(ins)
        for n, lsb, width in FIXED_FIELDS:
            if n in ("DEST_REG", "DEST_MASK"):
                continue
            self.add_field(ins, lsb, width, n.lower())
        if ins["dests"]:
            if ins["staging"] and ins["staging"][0]["lsb"] == 40:
                self.fail(el, "has both a destination and a staging register in byte 5")
            self.add_field(ins, 40, 8, "destination")
        elif ins["placeholder"]:
            self.add_field(ins, 46, 2, "placeholder write mask")
        ins["used_mask"] = 0
        for lo, hi, _ in self.fields:
            ins["used_mask"] |= ((1 << (hi - lo + 1)) - 1) << lo
        self.instructions.append(ins)

    def add_field(self, ins, lsb, width, label):
        hi = lsb + width - 1
        if lsb < 0 or hi >= WORD_BITS:
            self.fail(ins["el"], f"field {label} W[{hi}:{lsb}] is outside the 64-bit word")
        for lo2, hi2, label2 in self.fields:
            if lsb <= hi2 and lo2 <= hi:
                self.fail(ins["el"], f"{ins['name']}: field {label} W[{hi}:{lsb}] overlaps "
                                     f"{label2} W[{hi2}:{lo2}]")
        self.fields.append((lsb, hi, label))

    def load_mod(self, ins, kind, c):
        if kind == "tag":
            name, lsb, width, enum_name, printed = TAG_MODIFIERS[c.tag]
            enum_key = self.enum_key(c, enum_name) if enum_name else None
        else:
            name = c.get("name")
            if not name or not IDENT.match(name):
                self.fail(c, "missing or malformed modifier name")
            lsb = self.integer(c, "start", 0, WORD_BITS - 1)
            width = self.integer(c, "size", 1, 4)
            enum_key = self.enum_key(c, name) if width > 1 else None
            printed = True
        if enum_key is not None and len(self.enums[enum_key]["values"]) > (1 << width):
            self.fail(c, f"modifier {name}: enum '{self.enums[enum_key]['name']}' has more "
                         f"values than a {width}-bit field holds")
        known = self.mod_enum.get(name, enum_key)
        if known != enum_key:
            self.fail(c, f"modifier {name} uses enum {enum_key} here and {known} elsewhere")
        if name not in self.mod_enum:
            self.mod_enum[name] = enum_key
            self.mod_names.append(name)
        self.add_field(ins, lsb, width, f"modifier {name}")
        return {"name": name, "lsb": lsb, "width": width, "enum": enum_key, "printed": printed}

    def load_srcs(self, ins, srcs):
        out, slot = [], 0
        for k, (c, attrs) in enumerate(srcs):
            size = ins["type_bits"]
            if "size" in attrs:
                try:
                    size = int(attrs["size"], 0)
                except ValueError:
                    self.fail(c, f"size=\"{attrs['size']}\" is not an integer")
            if size not in (8, 16, 32, 64):
                self.fail(c, f"source {k} of {ins['name']}: size {size} is not 8, 16, 32 or 64 "
                             "(give size=\"..\" explicitly)")
            if slot > 3:
                self.fail(c, f"{ins['name']} has more sources than the 4 slots (1.8)")
            s = {"slot": slot, "size": size, "sel": "NONE", "sel_lsb": 0, "sel_width": 0,
                 "absneg": False, "neg_bit": 0, "abs_bit": 0, "not": False, "not_bit": 0,
                 "float": False}
            el = ET.Element("src", attrs)
            self.lines[el] = self.lines.get(c)
            s["float"] = self.flag(el, "float") or self.flag(el, "absneg")
            self.add_field(ins, 8 * slot, 8, f"source {k}")
            sels = [a for a in ("swizzle", "widen", "lanes", "halfswizzle", "combine")
                    if self.flag(el, a)]
            lane = attrs.get("lane", "false")
            if lane != "false":
                sels.append("lane")
            if len(sels) > 1:
                self.fail(c, f"source {k} of {ins['name']} has several lane fields {sels}")

            def need_slot(allowed, what):
                if slot not in allowed:
                    self.fail(c, f"source {k} of {ins['name']}: {what} is defined only for "
                                 f"slots {sorted(allowed)} (3.1), this source is in slot {slot}")
            if sels:
                a = sels[0]
                if a == "swizzle":  # 3.1: W[29-2s:28-2s]; 3.2 (a) for f32, (b) for 16-bit
                    need_slot({0, 1, 2}, "swizzle")
                    if size not in (16, 32):
                        self.fail(c, f"swizzle on a {size}-bit source (3.2 defines 16 and 32)")
                    s.update(sel="WIDEN" if size == 32 else "SWZ16", sel_lsb=28 - 2 * slot,
                             sel_width=2)
                elif a in ("widen", "lanes", "halfswizzle"):  # 3.1: W[39:36] / W[29:26]
                    need_slot({0, 1}, a)
                    kind = {"widen": f"WIDEN{size}", "lanes": "LANES8",
                            "halfswizzle": "HALFSWZ8"}[a]
                    s.update(sel=kind, sel_lsb=36 if slot == 0 else 26, sel_width=4)
                elif a == "combine":  # 3.1: W[39:37], slot 0
                    need_slot({0}, "combine")
                    s.update(sel="COMBINE", sel_lsb=37, sel_width=3)
                else:  # lane: 3.1, W[39:38] / W[37:36] or an absolute bit
                    if size not in (8, 16):
                        self.fail(c, f"lane on a {size}-bit source (3.2 h defines 8 and 16)")
                    width = 2 if size == 8 else 1
                    if lane == "true":
                        need_slot({0, 1}, "lane")
                        lsb = 38 if slot == 0 else 36
                    else:
                        lsb = self.integer(el, "lane", 0, WORD_BITS - width)
                    s.update(sel="LANE8" if size == 8 else "LANE16", sel_lsb=lsb, sel_width=width)
                self.add_field(ins, s["sel_lsb"], s["sel_width"], f"source {k} {a}")
            if self.flag(el, "absneg"):  # 3.1: neg 38-2s, abs 39-2s
                need_slot({0, 1, 2}, "absneg")
                s.update(absneg=True, neg_bit=38 - 2 * slot, abs_bit=39 - 2 * slot)
                self.add_field(ins, s["neg_bit"], 1, f"source {k} neg")
                self.add_field(ins, s["abs_bit"], 1, f"source {k} abs")
            if self.flag(el, "not"):  # 3.1: bit 35, slot 2
                need_slot({2}, "not")
                s.update({"not": True, "not_bit": 35})
                self.add_field(ins, 35, 1, f"source {k} not")
            out.append(s)
            # 1.8: a 64-bit source of a non-64-bit instruction takes two slots.
            slot += 2 if size == 64 and ins["type_bits"] != 64 else 1
        return out

    def load_staging(self, ins, srs):
        if len(srs) > MAX_STAGING:
            self.fail(srs[-1], f"more than {MAX_STAGING} staging operands")
        mods = {m["name"] for m in ins["mods"]}
        out = []
        for c in srs:
            read, write = self.flag(c, "read"), self.flag(c, "write")
            if read == write and c.get("flags") != "rw":
                self.fail(c, "a staging operand is either read=\"true\" or write=\"true\"")
            flags = c.get("flags", "true")
            if flags not in ("true", "false", "rw"):
                self.fail(c, f"flags=\"{flags}\" must be true, false or rw")
            # 1.4: position and flag bits W[47:46] by form.
            lsb = 16 if (write and flags == "false") else 40
            has_flags = flags != "false"
            expected = 3 if flags == "rw" else (2 if write else 0) | (1 if read else 0)
            if write and "staging_register_write_count" in mods:
                count_mod, bias = "staging_register_write_count", 1
            elif "staging_register_count" in mods:
                count_mod, bias = "staging_register_count", 0
            else:
                self.fail(c, f"{ins['name']}: staging operand without <sr_count/> or "
                             "<sr_write_count/>")
            self.add_field(ins, lsb, 6, f"staging {len(out)} register")
            if has_flags:
                self.add_field(ins, STAGING_FLAGS_LSB, 2, f"staging {len(out)} flags")
            out.append({"read": read, "write": write, "lsb": lsb, "has_flags": has_flags,
                        "flags": expected if has_flags else 0, "count_mod": count_mod,
                        "count_bias": bias})
        return out

    def load_imm(self, ins, c):
        name = c.get("name")
        if not name or not IDENT.match(name):
            self.fail(c, "missing or malformed immediate name")
        lsb = self.integer(c, "start", 0, WORD_BITS - 1)
        width = self.integer(c, "size", 1, 32)
        if any(i["name"] == name for i in ins.get("imms", [])):
            self.fail(c, "immediate given twice")
        if name not in self.imm_names:
            self.imm_names.append(name)
        self.add_field(ins, lsb, width, f"immediate {name}")
        return {"name": name, "lsb": lsb, "width": width, "signed": self.flag(c, "signed")}

    def load_secondary(self, ins):
        p = ins["primary"]
        rule = SECONDARY_FIELDS.get(p)
        if ins["secondary"] is None:
            if rule is not None:
                self.fail(ins["el"], f"primary opcode {p:#05x} carries a secondary opcode (1.5) "
                                     "but the instruction has no opcode2")
            ins["sec"] = None
            return
        if rule is None:
            self.fail(ins["el"], f"opcode2 given, but docs/valhall.md (1.5) defines no secondary "
                                 f"field for primary opcode {p:#05x}")
        lsb, width, hi = rule
        v = ins["secondary"]
        if (v & 0xFF) >= (1 << width) or (v >> 8) > (1 if hi is not None else 0):
            self.fail(ins["el"], f"opcode2 {v:#x} does not fit the secondary field (1.5)")
        self.add_field(ins, lsb, width, "secondary opcode")
        if hi is not None:
            self.add_field(ins, hi, 1, "secondary opcode high bit")
        ins["sec"] = (lsb, width, hi)

    def check_global(self):
        idents = {}
        for ins in self.instructions:
            ident = sv_ident(ins["name"])
            if ident in idents:
                self.fail(ins["el"], f"identifier {ident} clashes with {idents[ident]}")
            idents[ident] = ins["name"]
        by_primary = {}
        for ins in self.instructions:
            for p in (ins["primary"], ins["alt_primary"]):
                if p is not None:
                    by_primary.setdefault(p, []).append(ins)
        for p, group in by_primary.items():
            if len(group) > 1 and any(i["secondary"] is None for i in group):
                self.fail(group[1]["el"], f"primary opcode {p:#05x} is shared by "
                                          f"{[i['name'] for i in group]} without opcode2")
            seen = {}
            for i in group:
                if i["secondary"] in seen:
                    self.fail(i["el"], f"opcode {p:#05x}/{i['secondary']:#x} is also "
                                       f"{seen[i['secondary']]}")
                seen[i["secondary"]] = i["name"]
        self.by_primary = by_primary
        for n in self.mod_names:
            if not IDENT.match(n):
                raise GenError(f"{self.path}: modifier name {n!r} is not an identifier")


def type_size(name):
    """1.8: lane size of the mnemonic's type suffix."""
    if name.endswith("128"):
        return 128
    if name.endswith("48"):
        return 48
    if name.endswith("8"):
        return 8
    tail = name[-2:]
    return int(tail) if tail.isdigit() else 32


# ---------------------------------------------------------------------------------------------
def hexlit(width, value):
    return f"{width}'h{value:0{(width + 3) // 4}X}"


def pack(values, width):
    v = 0
    for i, x in enumerate(values):
        assert 0 <= x < (1 << width), (x, width)
        v |= x << (i * width)
    return v


def bits_for(n):
    return max(1, (n - 1).bit_length())


def gen_sv(m, xml_rel):
    L = []
    a = L.append
    n = len(m.instructions)
    iw = bits_for(n)
    a(f"// GENERATED by rtl/gen/gen_valhall_tables.py from {xml_rel},")
    a("// rtl/valhall/xml_overrides.json and rtl/valhall/exec_classes.json, with the layout of")
    a("// docs/valhall.md.")
    a("// Do not edit. Subset read by Verilator 5.006 and Yosys 0.23: localparams and enums only.")
    a("//")
    a("// Per-instruction tables are flat vectors indexed by the instruction index i (ins_e):")
    a("//   NAME[i*W +: W]. Per-source tables use entry i*4+k (k = XML source order, 0..3);")
    a("//   per-staging tables entry i*2+k. Bit positions (_LSB) are bits of the 64-bit word W")
    a("//   (byte 0 of the instruction = W[7:0]). A table entry of an absent field is 0.")
    a("package valhall_pkg;")
    a("")
    a(f"  localparam int unsigned NUM_INS = {n};")
    a(f"  localparam int unsigned INS_BITS = {iw};")
    a(f"  localparam int unsigned MAX_SRCS = {MAX_SRCS};")
    a(f"  localparam int unsigned MAX_STAGING = {MAX_STAGING};")
    a("")
    a("  // Fixed fields of every word (docs/valhall.md 1.1, 1.3).")
    for name, lsb, width in FIXED_FIELDS:
        a(f"  localparam int unsigned {name}_LSB = {lsb};")
        a(f"  localparam int unsigned {name}_WIDTH = {width};")
    a(f"  localparam logic [7:0] PLACEHOLDER_BYTE = 8'h{PLACEHOLDER_BYTE:02X};")
    a(f"  localparam int unsigned STAGING_FLAGS_LSB = {STAGING_FLAGS_LSB};  // W[47:46] (1.4)")
    a("")
    a("  // Instruction indices (XML document order).")
    a(f"  typedef enum logic [{iw - 1}:0] {{")
    for i, ins in enumerate(m.instructions):
        comma = "," if i + 1 < n else ""
        sec = "" if ins["secondary"] is None else f"/{ins['secondary']:#x}"
        alt = "" if ins["alt_primary"] is None else f" (also {ins['alt_primary']:#05x})"
        a(f"    INS_{sv_ident(ins['name'])} = {iw}'d{i}{comma}  // {ins['name']}: "
          f"{ins['primary']:#05x}{sec}{alt} {ins['unit']}")
    a("  } ins_e;")
    def enum_lines(items):
        for k, (text, comment) in enumerate(items):
            comma = "," if k + 1 < len(items) else ""
            a(f"    {text}{comma}" + (f"  // {comment}" if comment else ""))

    a("")
    a("  typedef enum logic [2:0] {")
    a(",\n".join(f"    UNIT_{u} = 3'd{i}" for i, u in enumerate(UNITS)))
    a("  } unit_e;")
    a("")
    a("  // Kind of a source's lane-selection field; its enum is given in the comment.")
    a("  typedef enum logic [3:0] {")
    enum_lines([(f"SEL_{k} = 4'd{i}", desc) for i, (k, _, desc) in enumerate(SEL_KINDS)])
    a("  } sel_kind_e;")
    a("")
    a("  // Level-1 validity checks (4.3), in the order the decoder applies them.")
    a("  typedef enum logic [3:0] {")
    enum_lines([(f"ILLEGAL_{c} = 4'd{i}", t) for i, (c, t) in enumerate(ILLEGAL_CODES)])
    a("  } illegal_e;")
    a("")
    a("  // 4.3 item 7 compare rules: 1 W[25:24]!=3, 2 W[25]==0 (v2/v4 ICMP), 3 W[25]==0 (FCMP).")
    a("  typedef enum logic [1:0] {")
    a(",\n".join(f"    CMPCHK_{c} = 2'd{i}" for i, c in enumerate(COMPARE_CHECK_NAMES)))
    a("  } compare_check_e;")
    a("")
    a("  // Execution classes (rtl/valhall/exec_classes.json): the unit that executes the")
    a("  // instruction, what it writes, and how it reads each source (tables INS_EXEC_UNIT,")
    a("  // INS_OUT, SRC_OPD below).")
    a("  typedef enum logic [1:0] {")
    enum_lines([(f"EXEC_{g} = 2'd{i}", d) for i, (_, g, d) in enumerate(EXEC_UNITS)])
    a("  } exec_unit_e;")
    a("  typedef enum logic [2:0] {")
    enum_lines([(f"OUT_{g} = 3'd{i}", d) for i, (_, g, d) in enumerate(OUTS)])
    a("  } out_e;")
    a(f"  localparam int unsigned OPD_BITS = {OPD_BITS};  // width of opd_e (SRC_OPD entries)")
    a(f"  typedef enum logic [{OPD_BITS - 1}:0] {{")
    enum_lines([(f"OPD_{g} = {OPD_BITS}'d{i}", d) for i, (_, g, d) in enumerate(OPDS)])
    a("  } opd_e;")

    def vec(name, width, values, comment):
        a(f"  // {comment}")
        a(f"  localparam logic [{len(values) * width - 1}:0] {name} = "
          f"{hexlit(len(values) * width, pack(values, width))};")

    ins = m.instructions
    a("")
    a("  // ---- per instruction ----")
    vec("INS_PRIMARY", 9, [i["primary"] for i in ins], "primary opcode W[56:48] (encoded value)")
    vec("INS_HAS_ALT_PRIMARY", 1, [int(i["alt_primary"] is not None) for i in ins],
        "also decoded from INS_ALT_PRIMARY (erratum overrides)")
    vec("INS_ALT_PRIMARY", 9, [i["alt_primary"] or 0 for i in ins],
        "the XML's primary opcode when an override changed it (decoded, never encoded)")
    vec("INS_HAS_SEC", 1, [int(i["sec"] is not None) for i in ins],
        "instruction has a secondary opcode (1.5)")
    vec("INS_SEC_LSB", 6, [i["sec"][0] if i["sec"] else 0 for i in ins], "secondary field lsb")
    vec("INS_SEC_WIDTH", 3, [i["sec"][1] if i["sec"] else 0 for i in ins],
        "secondary field width")
    vec("INS_SEC_HAS_HI", 1, [int(bool(i["sec"]) and i["sec"][2] is not None) for i in ins],
        "shift family: W[32] is bit 8 of the secondary value")
    vec("INS_SEC_VALUE", 9, [i["secondary"] or 0 for i in ins], "secondary opcode value")
    vec("INS_UNIT", 3, [UNITS.index(i["unit"]) for i in ins], "unit_e")
    vec("INS_DEST", 1, [int(i["dests"]) for i in ins], "byte 5 is a destination (1.3)")
    vec("INS_PLACEHOLDER", 1, [int(i["placeholder"]) for i in ins],
        "byte 5 is the 0xC0 placeholder (1.3)")
    vec("INS_TYPE_BITS", 8, [i["type_bits"] for i in ins], "lane size of the type suffix (1.8)")
    vec("INS_COMPARE_CHECK", 2, [i["compare_check"] for i in ins], "compare_check_e")
    vec("INS_NUM_SRCS", 3, [len(i["srcs"]) for i in ins], "number of sources")
    vec("INS_NUM_STAGING", 2, [len(i["staging"]) for i in ins], "number of staging operands")
    vec("INS_USED_MASK", 64, [i["used_mask"] for i in ins],
        "bits covered by a field (others should be 0: 4.3 Level 2)")
    vec("INS_EXEC_UNIT", 2, [i["exec_unit"] for i in ins],
        "exec_unit_e: the unit that executes the instruction (exec_classes.json)")
    vec("INS_OUT", 3, [i["out"] for i in ins], "out_e: what the instruction writes")

    def per_src(fn):
        return [fn(i["srcs"][k]) if k < len(i["srcs"]) else 0
                for i in ins for k in range(MAX_SRCS)]
    a("")
    a("  // ---- per source: entry i*4+k ----")
    vec("SRC_PRESENT", 1, per_src(lambda s: 1), "source k exists")
    vec("SRC_SLOT", 2, per_src(lambda s: s["slot"]), "source byte = W[8*slot+7:8*slot] (1.8)")
    vec("SRC_SIZE_LOG2", 3, per_src(lambda s: s["size"].bit_length() - 1),
        "log2 of the source lane size (3 = 8 ... 6 = 64 bits)")
    vec("SRC_FLOAT", 1, per_src(lambda s: int(s["float"])), "floating-point source")
    vec("SRC_SEL_KIND", 4, per_src(lambda s: SEL_KIND_INDEX[s["sel"]]), "sel_kind_e")
    vec("SRC_SEL_LSB", 6, per_src(lambda s: s["sel_lsb"]), "lane-selection field lsb")
    vec("SRC_SEL_WIDTH", 3, per_src(lambda s: s["sel_width"]), "lane-selection field width")
    vec("SRC_ABSNEG", 1, per_src(lambda s: int(s["absneg"])), "has .abs and .neg")
    vec("SRC_NEG_LSB", 6, per_src(lambda s: s["neg_bit"]), "bit of .neg")
    vec("SRC_ABS_LSB", 6, per_src(lambda s: s["abs_bit"]), "bit of .abs")
    vec("SRC_NOT", 1, per_src(lambda s: int(s["not"])), "has .not")
    vec("SRC_NOT_LSB", 6, per_src(lambda s: s["not_bit"]), "bit of .not")
    vec("SRC_OPD", OPD_BITS,
        [i["opds"][k] if k < len(i["opds"]) else 0 for i in ins for k in range(MAX_SRCS)],
        "opd_e: how the instruction reads source k (exec_classes.json)")

    def per_sr(fn):
        return [fn(i["staging"][k]) if k < len(i["staging"]) else 0
                for i in ins for k in range(MAX_STAGING)]
    a("")
    a("  // ---- per staging operand: entry i*2+k (1.4) ----")
    vec("SR_PRESENT", 1, per_sr(lambda s: 1), "staging operand k exists")
    vec("SR_READ", 1, per_sr(lambda s: int(s["read"])), "read by the message")
    vec("SR_WRITE", 1, per_sr(lambda s: int(s["write"])), "written by the message")
    vec("SR_LSB", 6, per_sr(lambda s: s["lsb"]), "first register W[lsb+5:lsb]")
    vec("SR_HAS_FLAGS", 1, per_sr(lambda s: int(s["has_flags"])), "W[47:46] are its flags")
    vec("SR_FLAGS", 2, per_sr(lambda s: s["flags"]), "canonical W[47:46]")
    vec("SR_COUNT_IS_WRITE", 1,
        per_sr(lambda s: int(s["count_mod"] == "staging_register_write_count")),
        "count = staging_register_write_count + 1, else staging_register_count")

    a("")
    a("  // ---- modifiers: MOD_<NAME>_{PRESENT,LSB,WIDTH}, one entry per instruction ----")
    for name in m.mod_names:
        pres, lsbs, widths = [], [], []
        for i in ins:
            mm = next((x for x in i["mods"] if x["name"] == name), None)
            pres.append(int(mm is not None))
            lsbs.append(mm["lsb"] if mm else 0)
            widths.append(mm["width"] if mm else 0)
        e = m.mod_enum[name]
        what = f"enum {m.enums[e]['name']}" if e else "flag"
        p = f"MOD_{sv_ident(name)}"
        vec(f"{p}_PRESENT", 1, pres, f"{name} ({what})")
        vec(f"{p}_LSB", 6, lsbs, f"{name}: lsb")
        vec(f"{p}_WIDTH", 3, widths, f"{name}: width")

    a("")
    a("  // ---- immediates: IMM_<NAME>_{PRESENT,LSB,WIDTH,SIGNED}, one entry per instruction ----")
    for name in m.imm_names:
        rows = [next((x for x in i["imms"] if x["name"] == name), None) for i in ins]
        p = f"IMM_{sv_ident(name)}"
        vec(f"{p}_PRESENT", 1, [int(r is not None) for r in rows], f"immediate {name}")
        vec(f"{p}_LSB", 6, [r["lsb"] if r else 0 for r in rows], f"{name}: lsb")
        vec(f"{p}_WIDTH", 6, [r["width"] if r else 0 for r in rows], f"{name}: width")
        vec(f"{p}_SIGNED", 1, [int(r["signed"]) if r else 0 for r in rows],
            f"{name}: two's complement")

    a("")
    a("  // ---- enums: <ENUM>_VALID bit v = value v is listed (not reserved, not past the end)")
    for key in m.enum_order:
        e = m.enums[key]
        p = sv_ident(key)
        valid = sum(1 << v for v, x in enumerate(e["values"]) if x is not None)
        a(f"  // {e['name']}" + (f" (default {e['values'][e['default']]})"
                                 if e["default"] is not None else ""))
        a(f"  localparam logic [15:0] {p}_VALID = 16'h{valid:04X};")
        listed = [(v, x) for v, x in enumerate(e["values"]) if x is not None]
        w = bits_for(len(e["values"]))
        a(f"  typedef enum logic [{w - 1}:0] {{")
        a(",\n".join(f"    {p}_{sv_ident(x)} = {w}'d{v}" for v, x in listed))
        a(f"  }} {key}_e;")
    a("")
    a("  // Immediate look-up table (2.4): entry k at IMM_LUT[k*32 +: 32], source byte 0xC0 | k.")
    a(f"  localparam logic [1023:0] IMM_LUT = {hexlit(1024, pack(m.lut, 32))};")
    a("  // Special FAU entries (2.5): bit page*16 + i is set when entry i of that page exists")
    a("  // (source byte 0xE0 + 2*i + w). Page 2 has none.")
    sp = 0
    for page in (0, 1, 3):
        vals = m.enums[f"fau_special_page_{page}"]["values"]
        for i, x in enumerate(vals):
            if x is not None:
                sp |= 1 << (page * 16 + i)
    a(f"  localparam logic [63:0] FAU_SPECIAL_VALID = 64'h{sp:016X};")
    a("")
    rtl_decoder_tables(m, a, vec)
    a("")
    a("endpackage : valhall_pkg")
    return "\n".join(L) + "\n"


def rtl_decoder_tables(m, a, vec):
    """Tables for the RTL decoder (rtl/valhall/valhall_decoder.sv), arranged so that it never
    reads a field at a run-time bit position: every field is read at one of the few fixed
    positions it has across the instruction set, chosen by the instruction."""
    ins = m.instructions
    n = len(ins)
    a("  // ---- RTL decoder support (rtl/valhall/valhall_decoder.sv) ----")
    a("  // 4.1: the secondary opcode field of each primary opcode. SEC_FIELD_* list the distinct")
    a("  // fields (1.5): value = W[lsb +: width] | W[32] << 8 when HI; SEC_FIELD_PRI[f*512 + p]")
    a("  // is set when primary opcode p reads field f. PRI_KNOWN[p]: p is listed (4.2).")
    sec_fields = sorted({i["sec"] for i in ins if i["sec"]},
                        key=lambda t: (t[0], t[1], t[2] or 0))
    a(f"  localparam int unsigned NUM_SEC_FIELDS = {len(sec_fields)};")
    vec("SEC_FIELD_LSB", 6, [f[0] for f in sec_fields], "secondary field lsb")
    vec("SEC_FIELD_WIDTH", 3, [f[1] for f in sec_fields], "secondary field width")
    vec("SEC_FIELD_HI", 1, [int(f[2] is not None) for f in sec_fields],
        "W[32] is bit 8 of the value (shift family)")
    pri_known, field_pri = [0] * 512, [0] * len(sec_fields)
    for p, group in m.by_primary.items():
        secs = {i["sec"] for i in group}
        if len(secs) != 1:
            raise GenError(f"{m.path}: primary opcode {p:#05x} has several secondary fields")
        sec = secs.pop()
        pri_known[p] = 1
        if sec is not None:
            field_pri[sec_fields.index(sec)] |= 1 << p
    vec("PRI_KNOWN", 1, pri_known, "primary opcode p is listed")
    vec("SEC_FIELD_PRI", 512, field_pri, "the primary opcodes that read secondary field f")
    a("")
    a("  // Modifiers and immediates by number, in the order of the C++ gen::Mod / gen::Imm.")
    a(f"  localparam int unsigned NUM_MODS = {len(m.mod_names)};")
    for k, name in enumerate(m.mod_names):
        a(f"  localparam int unsigned MOD_ID_{sv_ident(name)} = {k};")
    a(f"  localparam int unsigned NUM_IMMS = {len(m.imm_names)};")
    for k, name in enumerate(m.imm_names):
        a(f"  localparam int unsigned IMM_ID_{sv_ident(name)} = {k};")
    valid = []
    for name in m.mod_names:
        e = m.mod_enum[name]
        valid.append(0xFFFF if e is None else
                     sum(1 << v for v, x in enumerate(m.enums[e]["values"]) if x is not None))
    vec("MOD_ENUM_VALID", 16, valid,
        "modifier m: bit v = value v is listed in its enum (all ones for a flag) (4.3 item 4)")
    a("")
    a("  // Fields read from a position that depends on the instruction. Field f: modifiers")
    a("  // (FLD_MOD_BASE + gen::Mod), immediates (FLD_IMM_BASE + gen::Imm), the lane-selection")
    a("  // field of source k (FLD_SEL_BASE + k, 3.1), the register of staging operand k")
    a("  // (FLD_SR_BASE + k, 1.4). Field f is found at positions FLD_POS_FIRST[f] ..")
    a("  // + FLD_POS_COUNT[f] - 1; position r is W[POS_LSB[r] +: POS_WIDTH[r]] in the")
    a("  // instructions i with POS_INS[r*NUM_INS + i] set (at most one position per instruction).")
    fields = [("modifier " + x, lambda i, x=x: next(((y["lsb"], y["width"]) for y in i["mods"]
                                                      if y["name"] == x), None))
              for x in m.mod_names]
    fields += [("immediate " + x, lambda i, x=x: next(((y["lsb"], y["width"]) for y in i["imms"]
                                                       if y["name"] == x), None))
               for x in m.imm_names]
    fields += [(f"source {k} lane selection",
                lambda i, k=k: (i["srcs"][k]["sel_lsb"], i["srcs"][k]["sel_width"])
                if k < len(i["srcs"]) and i["srcs"][k]["sel"] != "NONE" else None)
               for k in range(MAX_SRCS)]
    fields += [(f"staging {k} register",
                lambda i, k=k: (i["staging"][k]["lsb"], 6) if k < len(i["staging"]) else None)
               for k in range(MAX_STAGING)]
    first, count, lsbs, widths, masks = [], [], [], [], []
    for _, where in fields:
        pos = {}
        for i in ins:
            w = where(i)
            if w is not None:
                pos[w] = pos.get(w, 0) | (1 << i["index"])
        first.append(len(lsbs))
        count.append(len(pos))
        for (lsb, width), mask in sorted(pos.items()):
            lsbs.append(lsb)
            widths.append(width)
            masks.append(mask)
    a(f"  localparam int unsigned FLD_MOD_BASE = 0;")
    a(f"  localparam int unsigned FLD_IMM_BASE = {len(m.mod_names)};")
    a(f"  localparam int unsigned FLD_SEL_BASE = {len(m.mod_names) + len(m.imm_names)};")
    a(f"  localparam int unsigned FLD_SR_BASE = {len(m.mod_names) + len(m.imm_names) + MAX_SRCS};")
    a(f"  localparam int unsigned NUM_FLDS = {len(fields)};")
    a(f"  localparam int unsigned NUM_POS = {len(lsbs)};")
    a(f"  localparam int unsigned FLD_MAX_POS = {max(count)};")
    vec("FLD_POS_FIRST", 8, first, "first position of field f")
    vec("FLD_POS_COUNT", 3, count, "number of positions of field f (0: no instruction has it)")
    vec("POS_LSB", 6, lsbs, "position r: lsb")
    vec("POS_WIDTH", 6, widths, "position r: width")
    vec("POS_INS", n, masks, "position r: the instructions that read the field there")


def cstr(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def gen_cpp(m, xml_rel):
    L = []
    a = L.append
    ins = m.instructions
    n = len(ins)
    a(f"// GENERATED by rtl/gen/gen_valhall_tables.py from {xml_rel},")
    a("// rtl/valhall/xml_overrides.json and rtl/valhall/exec_classes.json, with the layout of")
    a("// docs/valhall.md.")
    a("// Do not edit.")
    a("#pragma once")
    a("#include <cstdint>")
    a("")
    a("namespace shaderhw::valhall::gen {")
    a("")
    a(f"inline constexpr unsigned NUM_INS = {n};")
    a(f"inline constexpr unsigned MAX_SRCS = {MAX_SRCS};")
    a(f"inline constexpr unsigned MAX_STAGING = {MAX_STAGING};")
    maxmods = max(len(i["mods"]) for i in ins)
    maximms = max(max(len(i["imms"]) for i in ins), 1)
    a(f"inline constexpr unsigned MAX_MODS = {maxmods};")
    a(f"inline constexpr unsigned MAX_IMMS = {maximms};")
    a("")
    a("// Fixed fields of every word (docs/valhall.md 1.1, 1.3): lsb and width.")
    for name, lsb, width in FIXED_FIELDS:
        a(f"inline constexpr unsigned {name}_LSB = {lsb}, {name}_WIDTH = {width};")
    a(f"inline constexpr uint8_t PLACEHOLDER_BYTE = 0x{PLACEHOLDER_BYTE:02X};")
    a(f"inline constexpr unsigned STAGING_FLAGS_LSB = {STAGING_FLAGS_LSB};  // W[47:46] (1.4)")
    a("")
    a("enum class Unit : uint8_t { " + ", ".join(UNITS) + " };")
    a("inline constexpr const char* UNIT_NAMES[] = {" + ", ".join(cstr(u) for u in UNITS) + "};")
    a("")
    a("// Kind of a source's lane-selection field (docs/valhall.md 3.1, 3.2).")
    a("enum class SelKind : uint8_t {")
    for k, _, desc in SEL_KINDS:
        a(f"  {k},  // {desc}")
    a("};")
    a("")
    a("// Level-1 validity checks (docs/valhall.md 4.3), in the order they are applied.")
    a("enum class Illegal : uint8_t { " + ", ".join(c for c, _ in ILLEGAL_CODES) + " };")
    a("inline constexpr const char* ILLEGAL_TEXT[] = {")
    for _, t in ILLEGAL_CODES:
        a(f"  {cstr(t)},")
    a("};")
    a("")
    a("// 4.3 item 7: NONE, AND_SEQ (W[25:24] != 3), NO_SEQ (W[25] == 0), FCMP_BIT25 (W[25] == 0).")
    a("enum class CompareCheck : uint8_t { " + ", ".join(COMPARE_CHECK_NAMES) + " };")
    a("")
    a("// Execution classes (rtl/valhall/exec_classes.json): InsInfo::exec.")
    a("enum class ExecUnit : uint8_t {")
    for _, g, d in EXEC_UNITS:
        a(f"  {g},  // {d}")
    a("};")
    a("inline constexpr const char* EXEC_UNIT_NAMES[] = {" +
      ", ".join(cstr(u) for u, _, _ in EXEC_UNITS) + "};")
    a("enum class Out : uint8_t {")
    for _, g, d in OUTS:
        a(f"  {g},  // {d}")
    a("};")
    a("inline constexpr const char* OUT_NAMES[] = {" + ", ".join(cstr(o) for o, _, _ in OUTS) + "};")
    a("enum class Opd : uint8_t {")
    for _, g, d in OPDS:
        a(f"  {g},  // {d}")
    a("};")
    a("inline constexpr const char* OPD_NAMES[] = {" +
      ", ".join(cstr(o or "none") for o, _, _ in OPDS) + "};")
    a("struct ExecClass {")
    a("  ExecUnit unit;")
    a("  Out out;")
    a("  Opd src[MAX_SRCS];  // source k (XML order); Opd::NONE past num_srcs")
    a("};")
    a("")
    a("// ---- enums ----")
    a("enum class EnumId : uint8_t {")
    for key in m.enum_order:
        a(f"  {sv_ident(key)},  // {m.enums[key]['name']}")
    a("};")
    a(f"inline constexpr unsigned NUM_ENUMS = {len(m.enum_order)};")
    a("")
    a("// A value name (nullptr for a reserved entry) per encoding; values >= count are reserved.")
    a("struct EnumInfo {")
    a("  const char* name;          // as in the XML")
    a("  uint8_t count;             // listed entries (reserved ones included)")
    a("  int8_t default_value;      // -1: no default (the value is always printed)")
    a("  const char* const* values;")
    a("  const char* const* descs;")
    a("  constexpr bool valid(unsigned v) const { return v < count && values[v] != nullptr; }")
    a("};")
    for key in m.enum_order:
        e = m.enums[key]
        vals = ", ".join(cstr(x) if x is not None else "nullptr" for x in e["values"])
        descs = ", ".join(cstr(d) for d in e["descs"])
        a(f"inline constexpr const char* ENUM_{sv_ident(key)}_VALUES[] = {{{vals}}};")
        a(f"inline constexpr const char* ENUM_{sv_ident(key)}_DESCS[] = {{{descs}}};")
    a("inline constexpr EnumInfo ENUMS[NUM_ENUMS] = {")
    for key in m.enum_order:
        e = m.enums[key]
        d = -1 if e["default"] is None else e["default"]
        a(f"  {{{cstr(e['name'])}, {len(e['values'])}, {d}, ENUM_{sv_ident(key)}_VALUES, "
          f"ENUM_{sv_ident(key)}_DESCS}},")
    a("};")
    a("constexpr const EnumInfo& enum_info(EnumId id) { return ENUMS[static_cast<unsigned>(id)]; }")
    a("")
    a("// Enum read by each SelKind (NONE reads none: FLOW is a placeholder).")
    a("inline constexpr EnumId SEL_KIND_ENUM[] = {")
    for k, en, _ in SEL_KINDS:
        a(f"  EnumId::{sv_ident(normalize(en)) if en else 'FLOW'},  // {k}")
    a("};")
    a("")
    a("// ---- modifiers and immediates, by name ----")
    a("enum class Mod : uint8_t {")
    for name in m.mod_names:
        a(f"  {sv_ident(name)},")
    a("};")
    a(f"inline constexpr unsigned NUM_MODS = {len(m.mod_names)};")
    a("inline constexpr const char* MOD_NAMES[] = {" +
      ", ".join(cstr(x) for x in m.mod_names) + "};")
    a("enum class Imm : uint8_t { " + ", ".join(sv_ident(x) for x in m.imm_names) + " };")
    a(f"inline constexpr unsigned NUM_IMMS = {len(m.imm_names)};")
    a("inline constexpr const char* IMM_NAMES[] = {" +
      ", ".join(cstr(x) for x in m.imm_names) + "};")
    a("")
    a("// ---- instructions ----")
    a("enum class Ins : uint8_t {")
    for i in ins:
        a(f"  {sv_ident(i['name'])},")
    a("};")
    a("")
    a("struct SrcInfo {")
    a("  uint8_t slot;        // source byte W[8*slot+7 : 8*slot]")
    a("  uint8_t size;        // lane size in bits (1.8)")
    a("  bool is_float;       // float=\"true\" or absneg")
    a("  SelKind sel;         // lane-selection field (or NONE)")
    a("  uint8_t sel_lsb, sel_width;")
    a("  bool absneg;")
    a("  uint8_t neg_bit, abs_bit;")
    a("  bool has_not;")
    a("  uint8_t not_bit;")
    a("};")
    a("struct StagingInfo {")
    a("  bool read, write;    // direction seen from the message unit")
    a("  uint8_t lsb;         // first register W[lsb+5 : lsb]")
    a("  bool has_flags;      // W[47:46] are its flags")
    a("  uint8_t flags;       // canonical W[47:46] (1.4)")
    a("  Mod count_mod;       // modifier holding the count")
    a("  uint8_t count_bias;  // registers = modifier value + bias")
    a("};")
    a("struct ModInfo {")
    a("  Mod id;")
    a("  uint8_t lsb, width;")
    a("  bool is_enum;")
    a("  EnumId enum_id;      // valid when is_enum")
    a("  bool printed;        // part of the mnemonic (staging counts are not)")
    a("};")
    a("struct ImmInfo {")
    a("  Imm id;")
    a("  uint8_t lsb, width;")
    a("  bool is_signed;")
    a("};")
    a("struct InsInfo {")
    a("  const char* name;")
    a("  uint16_t primary;      // encoded primary opcode")
    a("  bool has_alt_primary;  // also decoded from alt_primary (erratum override)")
    a("  uint16_t alt_primary;")
    a("  bool has_sec;")
    a("  uint8_t sec_lsb, sec_width;")
    a("  bool sec_has_hi;       // shift family: W[32] is bit 8 of the value")
    a("  uint16_t secondary;")
    a("  Unit unit;")
    a("  bool dest;             // byte 5 is a destination")
    a("  bool placeholder;      // byte 5 is the 0xC0 placeholder")
    a("  uint8_t type_bits;     // lane size of the type suffix")
    a("  CompareCheck compare_check;")
    a("  uint8_t num_srcs;")
    a("  SrcInfo src[MAX_SRCS];")
    a("  uint8_t num_staging;")
    a("  StagingInfo staging[MAX_STAGING];")
    a("  uint8_t num_mods;")
    a("  ModInfo mods[MAX_MODS];  // in XML (and printing) order")
    a("  uint8_t num_imms;")
    a("  ImmInfo imms[MAX_IMMS];  // in XML (and printing) order")
    a("  uint64_t used_mask;      // bits covered by a field")
    a("  ExecClass exec;          // execution class (exec_classes.json)")
    a("};")
    a("")

    def b(x):
        return "true" if x else "false"

    a("inline constexpr InsInfo INSTRUCTIONS[NUM_INS] = {")
    for i in ins:
        sec = i["sec"] or (0, 0, None)
        srcs = ", ".join(
            f"{{{s['slot']}, {s['size']}, {b(s['float'])}, SelKind::{s['sel']}, {s['sel_lsb']}, "
            f"{s['sel_width']}, {b(s['absneg'])}, {s['neg_bit']}, {s['abs_bit']}, {b(s['not'])}, "
            f"{s['not_bit']}}}" for s in i["srcs"])
        srs = ", ".join(
            f"{{{b(s['read'])}, {b(s['write'])}, {s['lsb']}, {b(s['has_flags'])}, {s['flags']}, "
            f"Mod::{sv_ident(s['count_mod'])}, {s['count_bias']}}}" for s in i["staging"])
        mods = ", ".join(
            f"{{Mod::{sv_ident(x['name'])}, {x['lsb']}, {x['width']}, {b(x['enum'])}, "
            f"EnumId::{sv_ident(x['enum']) if x['enum'] else 'FLOW'}, {b(x['printed'])}}}"
            for x in i["mods"])
        imms = ", ".join(f"{{Imm::{sv_ident(x['name'])}, {x['lsb']}, {x['width']}, "
                         f"{b(x['signed'])}}}" for x in i["imms"])
        ovr = f" overrides: {', '.join(i['overrides'])}" if i["overrides"] else ""
        a(f"  // {i['index']}: {i['name']}{ovr}")
        a(f"  {{{cstr(i['name'])}, 0x{i['primary']:03X}, {b(i['alt_primary'] is not None)}, "
          f"0x{(i['alt_primary'] or 0):03X}, {b(i['sec'])}, {sec[0]}, {sec[1]}, "
          f"{b(sec[2] is not None)}, 0x{(i['secondary'] or 0):X}, Unit::{i['unit']}, "
          f"{b(i['dests'])}, {b(i['placeholder'])}, {i['type_bits']}, "
          f"CompareCheck::{COMPARE_CHECK_NAMES[i['compare_check']]},")
        a(f"   {len(i['srcs'])}, {{{srcs}}},")
        a(f"   {len(i['staging'])}, {{{srs}}},")
        a(f"   {len(i['mods'])}, {{{mods}}},")
        a(f"   {len(i['imms'])}, {{{imms}}},")
        opds = ", ".join(f"Opd::{OPDS[k][1]}" for k in i["opds"])
        a(f"   0x{i['used_mask']:016X}ull,")
        a(f"   {{ExecUnit::{EXEC_UNITS[i['exec_unit']][1]}, Out::{OUTS[i['out']][1]}, "
          f"{{{opds}}}}}}},")
    a("};")
    a("constexpr const InsInfo& ins_info(Ins i) { return INSTRUCTIONS[static_cast<unsigned>(i)]; }")
    a("")
    entries = sorted((p, i["index"]) for p, group in m.by_primary.items() for i in group)
    first = [0] * 512
    count = [0] * 512
    for k, (p, _) in enumerate(entries):
        if count[p] == 0:
            first[p] = k
        count[p] += 1
    a("// Instructions by primary opcode W[56:48] (encoded and alternative values):")
    a("// BY_PRIMARY[PRIMARY_FIRST[p] .. + PRIMARY_COUNT[p]) are the candidates for p.")
    a(f"inline constexpr uint8_t BY_PRIMARY[{len(entries)}] = {{")
    for r in range(0, len(entries), 16):
        a("  " + ", ".join(str(x) for _, x in entries[r:r + 16]) + ",")
    a("};")
    a("inline constexpr uint16_t PRIMARY_FIRST[512] = {")
    for r in range(0, 512, 16):
        a("  " + ", ".join(f"{x:3d}" for x in first[r:r + 16]) + ",")
    a("};")
    a("inline constexpr uint8_t PRIMARY_COUNT[512] = {")
    for r in range(0, 512, 32):
        a("  " + ", ".join(str(x) for x in count[r:r + 32]) + ",")
    a("};")
    a("")
    a("// Immediate look-up table (2.4): source byte 0xC0 | k reads IMM_LUT[k].")
    a("inline constexpr uint32_t IMM_LUT[32] = {")
    for k, (v, d) in enumerate(zip(m.lut, m.lut_desc)):
        a(f"  0x{v:08X},  // {k}: {d}")
    a("};")
    a("")
    a("// Special FAU values (2.5): SPECIAL_FAU_NAMES[page][i] (nullptr: reserved; page 2: none).")
    a("inline constexpr const char* const* SPECIAL_FAU_NAMES[4] = {")
    for page in range(4):
        a(f"  ENUM_FAU_SPECIAL_PAGE_{page}_VALUES," if page != 2 else "  nullptr,")
    a("};")
    a("")
    a("}  // namespace shaderhw::valhall::gen")
    return "\n".join(L) + "\n"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--xml", required=True, help="valhall-ISA.xml")
    ap.add_argument("--overrides", required=True, help="xml_overrides.json (errata)")
    ap.add_argument("--exec-classes", help="exec_classes.json (execution classes; default: "
                    "exec_classes.json in the directory of --xml)")
    ap.add_argument("--sv-out", required=True, help="directory for valhall_pkg.sv")
    ap.add_argument("--cpp-out", required=True, help="directory for valhall_tables.h")
    ap.add_argument("--list", action="store_true", help="print the instruction names and exit")
    args = ap.parse_args(argv)
    try:
        classes = args.exec_classes or os.path.join(os.path.dirname(args.xml),
                                                    "exec_classes.json")
        m = Model(args.xml, args.overrides, classes)
    except GenError as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 1
    if args.list:
        for i in m.instructions:
            print(i["name"])
        return 0
    xml_rel = os.path.join("rtl", "valhall", os.path.basename(args.xml))
    try:
        sv, cpp = gen_sv(m, xml_rel), gen_cpp(m, xml_rel)
        os.makedirs(args.sv_out, exist_ok=True)
        os.makedirs(args.cpp_out, exist_ok=True)
        write_if_changed(os.path.join(args.sv_out, "valhall_pkg.sv"), sv)
        write_if_changed(os.path.join(args.cpp_out, "valhall_tables.h"), cpp)
    except OSError as e:
        print(f"{PROG}: error: cannot write output: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
