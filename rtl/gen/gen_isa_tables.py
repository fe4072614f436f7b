#!/usr/bin/env python3
"""Generate the SystemVerilog package and the C++ header of one ISA from its JSON encoding table.

The JSON table is the single source of truth for field positions, opcode numbers, bank codes and
the execution class of every opcode (what it reads, what it writes, which unit executes it) (see
docs/architecture.md, "One source of truth for encodings"); the RTL package and the golden model's
tables are both generated from it so that they cannot drift apart.

Usage:
  gen_isa_tables.py --isa attila --table rtl/attila/attila_isa.json --sv-out DIR --cpp-out DIR

Writes DIR/<isa>_pkg.sv (package <isa>_pkg) and DIR/<isa>_tables.h (namespace
shaderhw::<isa>::gen). Python 3 standard library only. A malformed table is reported with the file
and the offending key, and the script exits with status 1 without writing anything.

Table sections (the schema is described in rtl/attila/README.md):
  required: isa, opcode_field, layouts, classes, uses_flags, opcodes
  optional: title, sources, bank_field + banks, limits, constants,
            read_kinds + write_kinds + units (execution classes: when a value list is declared,
            every opcode must name one of its values)
"""

import argparse
import os
import re
import sys

from gen_common import JsonTable, TableError, write_if_changed

IDENT = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")

TOP_KEYS = {"isa", "title", "sources", "opcode_field", "bank_field", "layouts", "classes",
            "uses_flags", "banks", "limits", "constants", "read_kinds", "write_kinds", "units",
            "opcodes"}
TOP_REQUIRED = {"isa", "opcode_field", "layouts", "classes", "uses_flags", "opcodes"}
OPCODE_KEYS = {"opcode", "mnemonic", "class", "sources", "uses", "integer", "op2_index",
               "read_kind", "reads", "scalar", "write_kind", "unit",
               "read", "result", "coissue", "soa", "note", "source"}

# Execution classes: (section of declared values, opcode key, SV value prefix, C++ enum type).
# Generated names: SV enum <key>_e with values <prefix>_<NAME>, width <KEY>_BITS, per-opcode
# table OPC_<KEY>; C++ enum class <type>, names <KEY>_NAMES, count NUM_<SECTION>.
EXEC_LISTS = [("read_kinds", "read_kind", "READ", "ReadKind"),
              ("write_kinds", "write_kind", "WRITE", "WriteKind"),
              ("units", "unit", "UNIT", "Unit")]

# The informational Read column of docs/attila.md table 2 ("V,V", "Si,Si", "V,V,(ACC)", "-"): token -> (read
# kind, scalar). The declared read_kind/scalar/reads must agree with it.
READ_TOKENS = {"V": ("FLOAT", False), "S": ("FLOAT", True), "Vi": ("INT", False),
               "Si": ("INT", True), "B": ("BOOL", False)}
OPCODE_REQUIRED = {"opcode", "mnemonic", "class", "sources", "uses"}



class Table(JsonTable):
    """Validated view of one ISA table. Every check names the JSON key that is wrong."""

    def __init__(self, path, isa):
        self.raw = self.load_json(path)
        if not isinstance(self.raw, dict):
            self.fail("(top level)", "must be a JSON object")
        self.check_keys("(top level)", self.raw, TOP_KEYS, TOP_REQUIRED)
        self.isa = self.ident("isa", self.raw["isa"])
        if self.isa != isa:
            self.fail("isa", f"is '{self.isa}' but --isa {isa} was given")
        self.load_layouts()
        self.opcode_field = self.field_ref("opcode_field")
        self.load_classes()
        self.load_uses_flags()
        self.load_limits()
        self.load_banks()
        self.load_constants()
        self.exec_values = {sec: self.load_values(sec) for sec, _, _, _ in EXEC_LISTS}
        self.load_opcodes()

    def has_exec(self):
        return all(self.exec_values[sec] is not None for sec, _, _, _ in EXEC_LISTS)

    # -- helpers -------------------------------------------------------------------------------


    def ident(self, key, value):
        if not isinstance(value, str) or not IDENT.match(value):
            self.fail(key, f"{value!r} is not an identifier")
        return value



    def text(self, key, value):
        if not isinstance(value, str):
            self.fail(key, f"{value!r} is not a string")
        return value

    def named_list(self, key):
        lst = self.raw.get(key, [])
        if not isinstance(lst, list):
            self.fail(key, "must be a list")
        return lst


    # -- sections ------------------------------------------------------------------------------
    def load_layouts(self):
        self.layouts = []
        names, word_width = {}, {}
        for i, lay in enumerate(self.named_list("layouts")):
            where = f"layouts[{i}]"
            self.check_keys(where, lay, {"name", "word", "width", "meaning", "fields"},
                            {"name", "word", "width", "fields"})
            name = self.ident(f"{where}.name", lay["name"])
            self.unique(f"{where}.name", names, name, "layout")
            word = self.integer(f"{where}.word", lay["word"], 0, 63)
            width = self.integer(f"{where}.width", lay["width"], 1, 64)
            if word_width.setdefault(word, width) != width:
                self.fail(f"{where}.width", f"word {word} has width {word_width[word]} elsewhere")
            owner = [None] * width   # which field owns each bit, to find overlaps and gaps
            fields, fnames = [], {}
            for j, fld in enumerate(lay["fields"]):
                fw = f"{where}.fields[{j}]"
                self.check_keys(fw, fld, {"name", "lsb", "width", "meaning", "reserved", "source"},
                                {"name", "lsb", "width"})
                fname = self.ident(f"{fw}.name", fld["name"])
                self.unique(f"{fw}.name", fnames, fname, "field")
                lsb = self.integer(f"{fw}.lsb", fld["lsb"], 0, width - 1)
                fwid = self.integer(f"{fw}.width", fld["width"], 1, width - lsb)
                for b in range(lsb, lsb + fwid):
                    if owner[b] is not None:
                        self.fail(fw, f"field '{fname}' overlaps field '{owner[b]}' at bit {b}")
                    owner[b] = fname
                fields.append({"name": fname, "lsb": lsb, "width": fwid,
                               "meaning": self.text(f"{fw}.meaning", fld.get("meaning", "")),
                               "source": self.text(f"{fw}.source", fld.get("source", ""))})
            gaps = [b for b in range(width) if owner[b] is None]
            if gaps:
                self.fail(f"{where}.fields", f"bits {gaps} of word {word} belong to no field "
                          "(declare reserved bits as a field)")
            self.layouts.append({"name": name, "word": word, "width": width,
                                 "meaning": lay.get("meaning", ""), "fields": fields})
        if not self.layouts:
            self.fail("layouts", "is empty")
        words = sorted(word_width)
        if words != list(range(len(words))):
            self.fail("layouts", f"words must be numbered 0..n-1, found {words}")
        self.word_width = [word_width[w] for w in words]

    def field_ref(self, key):
        ref = self.text(key, self.raw.get(key))
        lay_name, _, fname = ref.partition(".")
        for lay in self.layouts:
            if lay["name"] == lay_name:
                for f in lay["fields"]:
                    if f["name"] == fname:
                        return f
        self.fail(key, f"'{ref}' names no layout.field")

    def load_classes(self):
        self.classes, seen = [], {}
        for i, c in enumerate(self.named_list("classes")):
            self.check_keys(f"classes[{i}]", c, {"name", "meaning"}, {"name"})
            n = self.ident(f"classes[{i}].name", c["name"])
            self.unique(f"classes[{i}].name", seen, n, "class")
            self.classes.append({"name": n, "meaning": c.get("meaning", "")})

    def load_values(self, key):
        """A declared list of names {name, meaning} (an execution-class value list), or None."""
        if key not in self.raw:
            return None
        values, seen = [], {}
        for i, v in enumerate(self.named_list(key)):
            w = f"{key}[{i}]"
            self.check_keys(w, v, {"name", "meaning", "source"}, {"name", "meaning"})
            n = self.ident(f"{w}.name", v["name"])
            self.unique(f"{w}.name", seen, n, "name")
            values.append({"name": n, "meaning": self.text(f"{w}.meaning", v["meaning"])})
        if not values:
            self.fail(key, "is empty")
        return values

    def load_uses_flags(self):
        self.uses_flags, names, bits = [], {}, {}
        for i, u in enumerate(self.named_list("uses_flags")):
            w = f"uses_flags[{i}]"
            self.check_keys(w, u, {"name", "bit", "meaning", "source"}, {"name", "bit"})
            n = self.ident(f"{w}.name", u["name"])
            self.unique(f"{w}.name", names, n, "uses flag")
            b = self.integer(f"{w}.bit", u["bit"], 0, 31)
            self.unique(f"{w}.bit", bits, b, "uses bit")
            self.uses_flags.append({"name": n, "bit": b, "meaning": u.get("meaning", "")})
        self.uses_bit = {u["name"]: u["bit"] for u in self.uses_flags}

    def load_limits(self):
        self.limits, seen = [], {}
        for i, l in enumerate(self.named_list("limits")):
            w = f"limits[{i}]"
            self.check_keys(w, l, {"name", "value", "meaning", "source"}, {"name", "value"})
            n = self.ident(f"{w}.name", l["name"])
            self.unique(f"{w}.name", seen, n, "limit")
            self.limits.append({"name": n, "value": self.integer(f"{w}.value", l["value"], 1),
                                "meaning": l.get("meaning", ""), "source": l.get("source", "")})
        self.limit_value = {l["name"]: l["value"] for l in self.limits}

    def load_banks(self):
        self.banks = []
        if "banks" not in self.raw:
            return
        self.bank_field = self.field_ref("bank_field")
        ncodes = 1 << self.bank_field["width"]
        by_code, codes, names = {}, {}, {}
        for i, b in enumerate(self.named_list("banks")):
            w = f"banks[{i}]"
            self.check_keys(w, b, {"code", "name", "as_source", "as_result", "limit", "meaning",
                                   "reserved", "source"},
                            {"code", "name", "as_source", "as_result", "limit"})
            code = self.integer(f"{w}.code", b["code"], 0, ncodes - 1)
            self.unique(f"{w}.code", codes, code, "bank code")
            n = self.ident(f"{w}.name", b["name"])
            self.unique(f"{w}.name", names, n, "bank")
            limit = b["limit"]
            if limit is not None and limit not in self.limit_value:
                self.fail(f"{w}.limit", f"unknown limit {limit!r}")
            by_code[code] = {"code": code, "name": n,
                             "as_source": self.boolean(f"{w}.as_source", b["as_source"]),
                             "as_result": self.boolean(f"{w}.as_result", b["as_result"]),
                             "reserved": self.boolean(f"{w}.reserved", b.get("reserved", False)),
                             "limit": self.limit_value.get(limit, 0),
                             "meaning": b.get("meaning", ""), "source": b.get("source", "")}
        missing = [c for c in range(ncodes) if c not in by_code]
        if missing:
            self.fail("banks", f"codes {missing} are not described (mark unused ones reserved)")
        self.banks = [by_code[c] for c in range(ncodes)]

    def load_constants(self):
        self.constants, seen = [], {}
        for i, c in enumerate(self.named_list("constants")):
            w = f"constants[{i}]"
            self.check_keys(w, c, {"name", "value", "meaning", "source"}, {"name", "value"})
            n = self.ident(f"{w}.name", c["name"])
            self.unique(f"{w}.name", seen, n, "constant")
            self.constants.append({"name": n,
                                   "value": self.integer(f"{w}.value", c["value"], 0, 2**32 - 1),
                                   "meaning": c.get("meaning", ""), "source": c.get("source", "")})

    def load_opcodes(self):
        self.opcodes, numbers, mnems = [], {}, {}
        class_names = {c["name"] for c in self.classes}
        self.index_kinds = ["NONE"]
        maxop = (1 << self.opcode_field["width"]) - 1
        for i, o in enumerate(self.named_list("opcodes")):
            w = f"opcodes[{i}]"
            self.check_keys(w, o, OPCODE_KEYS, OPCODE_REQUIRED)
            num = self.integer(f"{w}.opcode", o["opcode"], 0, maxop)
            self.unique(f"{w}.opcode", numbers, num, "opcode number")
            m = self.ident(f"{w}.mnemonic", o["mnemonic"]).upper()
            self.unique(f"{w}.mnemonic", mnems, m, "mnemonic")
            cls = self.text(f"{w}.class", o["class"])
            if cls not in class_names:
                self.fail(f"{w}.class", f"unknown class {cls!r} (declare it in 'classes')")
            uses = o["uses"]
            if not isinstance(uses, list):
                self.fail(f"{w}.uses", "must be a list of uses_flags names")
            mask = 0
            for u in uses:
                if u not in self.uses_bit:
                    self.fail(f"{w}.uses", f"unknown uses flag {u!r}")
                if mask >> self.uses_bit[u] & 1:
                    self.fail(f"{w}.uses", f"flag {u!r} listed twice")
                mask |= 1 << self.uses_bit[u]
            execc = self.load_exec(w, m, o)
            idx = o.get("op2_index")
            if idx is None:
                idx = "NONE"
            else:
                self.ident(f"{w}.op2_index", idx)
                if idx not in self.index_kinds:
                    self.index_kinds.append(idx)
            self.opcodes.append({
                "opcode": num, "mnemonic": m, "class": cls,
                "sources": self.integer(f"{w}.sources", o["sources"], 0, 15), "uses": mask,
                "integer": self.boolean(f"{w}.integer", o.get("integer", False)),
                "op2_index": idx, "op2_index_limit": self.limit_value.get(idx, 0), **execc,
                "comment": "; ".join(x for x in (o.get("read", ""), o.get("result", ""),
                                                 o.get("source", "")) if x)})
        if not self.opcodes:
            self.fail("opcodes", "is empty")
        self.opcodes.sort(key=lambda o: o["opcode"])

    def load_exec(self, w, m, o):
        """The execution class of opcode `m` (entry `w`): read kind, operands read, scalar read,
        write kind, unit. Checked against the declared value lists and against the
        Read/Result columns; every error names the opcode."""
        where = f"{w} ({m})"
        e = {}
        for sec, key, _, _ in EXEC_LISTS:
            names = self.exec_values[sec]
            if names is None:
                if key in o:
                    self.fail(f"{where}.{key}", f"given but no '{sec}' list is declared")
                e[key] = None
                continue
            if key not in o:
                self.fail(f"{where}.{key}", f"missing (every opcode names one of '{sec}')")
            v = self.text(f"{where}.{key}", o[key])
            if v not in [x["name"] for x in names]:
                self.fail(f"{where}.{key}", f"unknown value {v!r} (declare it in '{sec}')")
            e[key] = v
        sources = self.integer(f"{w}.sources", o["sources"], 0, 15)
        e["reads"] = self.integer(f"{where}.reads", o.get("reads", 0), 0, min(sources, 3))
        e["scalar"] = self.boolean(f"{where}.scalar", o.get("scalar", False))
        rk = e["read_kind"]
        if rk is not None:
            if (rk == "NONE") != (e["reads"] == 0):
                self.fail(f"{where}.reads", f"{e['reads']} operands read with read_kind {rk}")
            if e["scalar"] and rk not in ("FLOAT", "INT"):
                self.fail(f"{where}.scalar", f"a scalar read must be FLOAT or INT, not {rk}")
            if rk == "INT" and not o.get("integer", False):
                self.fail(f"{where}.read_kind", "INT reads need \"integer\": true")
            if "read" in o:
                self.check_read_column(where, o["read"], rk, e["reads"], e["scalar"])
        if e["write_kind"] is not None and "result" in o:
            self.check_result_column(where, o["result"], e["write_kind"])
        return e

    def check_read_column(self, where, text, rk, reads, scalar):
        toks = [t.strip() for t in self.text(f"{where}.read", text).split(",")]
        toks = [t for t in toks if t not in ("-", "(ACC)")]  # no source; FXMAD's accumulator
        for t in toks:
            if t not in READ_TOKENS:
                self.fail(f"{where}.read", f"unknown Read notation {t!r} in {text!r}")
        kinds = {READ_TOKENS[t] for t in toks}
        want = {(rk, scalar)} if toks else set()
        if len(toks) != reads or kinds != want:
            self.fail(f"{where}.read", f"table 2's Read {text!r} disagrees with read_kind {rk}, "
                      f"reads {reads}, scalar {str(scalar).lower()}")

    def check_result_column(self, where, text, wk):
        r = self.text(f"{where}.result", text)
        first = r.split()[0] if r.split() else ""
        if "deferred" in r:
            want = "NONE"        # written later by the texture unit, not by this instruction
        elif first in ("F4", "F4r"):
            want = "FLOAT"
        elif first == "I4":
            want = "INT_ALL" if "all lanes" in r else "INT"
        elif first in ("P", "ACC"):
            want = {"P": "PRED", "ACC": "ACC"}[first]
        elif first == "none":
            want = "JUMP" if "(PC)" in r else "NONE"
        else:
            self.fail(f"{where}.result", f"unknown Result notation {r!r}")
        if wk != want:
            self.fail(f"{where}.write_kind",
                      f"{wk} disagrees with table 2's Result {r!r} ({want})")


# ---------------------------------------------------------------------------------------------
def enum_bits(n):
    """Bits needed to number n enum values (at least 1)."""
    return max(1, (n - 1).bit_length())


def upper(name):
    return name.upper()


def gen_sv(t, table_rel):
    L = []
    a = L.append
    opw = t.opcode_field["width"]
    a(f"// GENERATED by rtl/gen/gen_isa_tables.py from {table_rel}. Do not edit: edit the table.")
    a(f"// {t.raw.get('title', t.isa)}")
    a("// Subset read by Verilator 5 and Yosys 0.23: localparams and enums only.")
    a(f"package {t.isa}_pkg;")
    a("")
    a(f"  localparam int unsigned INSTR_BITS = {sum(t.word_width)};")
    for w, width in enumerate(t.word_width):
        a(f"  localparam int unsigned WORD{w}_BITS = {width};")
    base = [sum(t.word_width[:w]) for w in range(len(t.word_width))]
    for lay in t.layouts:
        a("")
        a(f"  // Layout {lay['name']}: {lay['meaning']}")
        a(f"  // <FIELD>_LSB is the bit within word {lay['word']}; <FIELD>_BIT within the instruction.")
        for f in lay["fields"]:
            p = f"{upper(lay['name'])}_{upper(f['name'])}"
            src = f" [{f['source']}]" if f["source"] else ""
            a(f"  // {f['name']}: {f['meaning']}{src}")
            a(f"  localparam int unsigned {p}_WORD  = {lay['word']};")
            a(f"  localparam int unsigned {p}_LSB   = {f['lsb']};")
            a(f"  localparam int unsigned {p}_BIT   = {base[lay['word']] + f['lsb']};")
            a(f"  localparam int unsigned {p}_WIDTH = {f['width']};")
    a("")
    a("  // Opcodes (valid values only; every other value is an invalid opcode).")
    a(f"  typedef enum logic [{opw - 1}:0] {{")
    for i, o in enumerate(t.opcodes):
        comma = "," if i + 1 < len(t.opcodes) else ""
        a(f"    OP_{o['mnemonic']} = {opw}'h{o['opcode']:02X}{comma}  // {o['class']}: {o['comment']}")
    a("  } opcode_e;")
    a(f"  localparam int unsigned NUM_OPCODES = {len(t.opcodes)};")
    a("")
    cw = enum_bits(len(t.classes))
    a("  // Opcode classes.")
    a(f"  typedef enum logic [{cw - 1}:0] {{")
    for i, c in enumerate(t.classes):
        comma = "," if i + 1 < len(t.classes) else ""
        a(f"    CLASS_{c['name']} = {cw}'d{i}{comma}  // {c['meaning']}")
    a("  } op_class_e;")
    a("")
    a("  // Per-opcode tables: bit <opcode number> of each vector.")
    n = 1 << opw

    def vec(pred):
        v = 0
        for o in t.opcodes:
            if pred(o):
                v |= 1 << o["opcode"]
        return f"{n}'h{v:0{n // 4}X}"
    a(f"  localparam logic [{n - 1}:0] OPC_VALID = {vec(lambda o: True)};")
    for u in t.uses_flags:
        a(f"  // {u['name']}: {u['meaning']}")
        a(f"  localparam logic [{n - 1}:0] OPC_USES_{u['name']} = "
          f"{vec(lambda o, b=u['bit']: o['uses'] >> b & 1)};")
    a(f"  localparam logic [{n - 1}:0] OPC_INTEGER = {vec(lambda o: o['integer'])};")
    for k in t.index_kinds[1:]:
        a(f"  localparam logic [{n - 1}:0] OPC_OP2_INDEX_{k} = "
          f"{vec(lambda o, k=k: o['op2_index'] == k)};")
    if t.has_exec():
        gen_sv_exec(t, a, n)
    if t.banks:
        bw = t.bank_field["width"]
        a("")
        a("  // Bank codes.")
        a(f"  typedef enum logic [{bw - 1}:0] {{")
        for i, b in enumerate(t.banks):
            comma = "," if i + 1 < len(t.banks) else ""
            a(f"    BANK_{b['name']} = {bw}'d{b['code']}{comma}  // {b['meaning']}")
        a("  } bank_e;")
        nb = len(t.banks)

        def bvec(key):
            return f"{nb}'b" + "".join("1" if b[key] else "0" for b in reversed(t.banks))
        a(f"  localparam logic [{nb - 1}:0] BANK_AS_SOURCE = {bvec('as_source')};")
        a(f"  localparam logic [{nb - 1}:0] BANK_AS_RESULT = {bvec('as_result')};")
        a(f"  localparam logic [{nb - 1}:0] BANK_RESERVED  = {bvec('reserved')};")
    if t.limits:
        a("")
        a("  // Register-file and index limits (index >= limit is illegal).")
        for l in t.limits:
            src = f" [{l['source']}]" if l["source"] else ""
            a(f"  localparam int unsigned LIMIT_{l['name']} = {l['value']};  // {l['meaning']}{src}")
    if t.constants:
        a("")
        a("  // Encoding constants.")
        for c in t.constants:
            src = f" [{c['source']}]" if c["source"] else ""
            a(f"  localparam int unsigned {c['name']} = 32'h{c['value']:X};  // {c['meaning']}{src}")
    a("")
    a(f"endpackage : {t.isa}_pkg")
    return "\n".join(L) + "\n"


def gen_sv_exec(t, a, n):
    """Execution classes: one enum per value list and one table per opcode key, indexed by the
    opcode number as flat vectors (Yosys 0.23 reads no arrays of parameters): entry `op` of a
    W-bit table is NAME[op*W +: W]; invalid opcodes read 0 (the first value of each list)."""
    a("")
    a("  // ---- Execution classes (table keys read_kind, reads, scalar, write_kind, unit) ----")
    tables = []
    for sec, key, prefix, _ in EXEC_LISTS:
        values = t.exec_values[sec]
        w = enum_bits(len(values))
        a(f"  localparam int unsigned {upper(key)}_BITS = {w};")
        a(f"  typedef enum logic [{w - 1}:0] {{")
        for i, v in enumerate(values):
            comma = "," if i + 1 < len(values) else ""
            a(f"    {prefix}_{v['name']} = {w}'d{i}{comma}  // {v['meaning']}")
        a(f"  }} {key}_e;")
        index = {v["name"]: i for i, v in enumerate(values)}
        tables.append((f"OPC_{upper(key)}", w, lambda o, key=key, index=index: index[o[key]],
                       f"{key}_e of each opcode"))
    tables.append(("OPC_READS", 2, lambda o: o["reads"],
                   "number of source operands read (op1..opN; 0..3)"))
    by_number = {o["opcode"]: o for o in t.opcodes}
    for name, w, fn, comment in tables:
        v = 0
        for num, o in by_number.items():
            v |= fn(o) << (num * w)
        a(f"  // {comment}: {name}[op*{w} +: {w}]")
        a(f"  localparam logic [{n * w - 1}:0] {name} = {n * w}'h{v:0{n * w // 4}X};")
    v = 0
    for o in t.opcodes:
        if o["scalar"]:
            v |= 1 << o["opcode"]
    a("  // Scalar reads (S, Si): one component, swizzle bits 1:0, replicated (E31); bit <opcode>")
    a(f"  localparam logic [{n - 1}:0] OPC_SCALAR = {n}'h{v:0{n // 4}X};")


def cpp_uint(bits):
    return "uint8_t" if bits <= 8 else "uint16_t" if bits <= 16 else "uint32_t"


def cstr(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def gen_cpp(t, table_rel):
    L = []
    a = L.append
    opw = t.opcode_field["width"]
    a(f"// GENERATED by rtl/gen/gen_isa_tables.py from {table_rel}. Do not edit: edit the table.")
    a(f"// {t.raw.get('title', t.isa)}")
    a("#pragma once")
    a("#include <cstdint>")
    a("")
    a(f"namespace shaderhw::{t.isa}::gen {{")
    a("")
    a("// A bit field: bits [lsb, lsb+width) of instruction word `word`.")
    a("struct Field {")
    a("  uint8_t word;")
    a("  uint8_t lsb;")
    a("  uint8_t width;")
    a("  constexpr uint64_t mask() const { return width >= 64 ? ~0ull : ((1ull << width) - 1); }")
    a("};")
    a("")
    a(f"inline constexpr unsigned INSTR_BITS = {sum(t.word_width)};")
    a(f"inline constexpr unsigned NUM_WORDS = {len(t.word_width)};")
    for lay in t.layouts:
        a("")
        a(f"// Layout {lay['name']}: {lay['meaning']}")
        for f in lay["fields"]:
            src = f" [{f['source']}]" if f["source"] else ""
            a(f"inline constexpr Field {upper(lay['name'])}_{upper(f['name'])}"
              f"{{{lay['word']}, {f['lsb']}, {f['width']}}};  // {f['meaning']}{src}")
    a("")
    a(f"enum class Opcode : {cpp_uint(opw)} {{")
    for o in t.opcodes:
        a(f"  {o['mnemonic']} = 0x{o['opcode']:02X},")
    a("};")
    a("")
    a("enum class OpClass : uint8_t {")
    for c in t.classes:
        a(f"  {c['name']},  // {c['meaning']}")
    a("};")
    a("inline constexpr const char* OP_CLASS_NAMES[] = {"
      + ", ".join(cstr(c["name"]) for c in t.classes) + "};")
    a("")
    a("// Which instruction fields an opcode uses (OpcodeInfo::uses).")
    for u in t.uses_flags:
        a(f"inline constexpr uint32_t USES_{u['name']} = 1u << {u['bit']};  // {u['meaning']}")
    a("")
    a("// What op2_reg holds for opcodes with an index operand.")
    a("enum class IndexKind : uint8_t { " + ", ".join(t.index_kinds) + " };")
    a("")
    if t.has_exec():
        a("// Execution classes (OpcodeInfo::read_kind, write_kind, unit).")
        for sec, key, prefix, ctype in EXEC_LISTS:
            a(f"enum class {ctype} : uint8_t {{")
            for v in t.exec_values[sec]:
                a(f"  {v['name']},  // {v['meaning']}")
            a("};")
            a(f"inline constexpr const char* {upper(key)}_NAMES[] = {{"
              + ", ".join(cstr(v["name"]) for v in t.exec_values[sec]) + "};")
            a(f"inline constexpr unsigned NUM_{upper(sec)} = {len(t.exec_values[sec])};")
        a("")
    a("struct OpcodeInfo {")
    a("  const char* mnemonic;")
    a("  Opcode opcode;")
    a("  OpClass op_class;")
    a("  uint8_t num_sources;     // encoded source operands")
    a("  uint32_t uses;           // USES_* flags")
    a("  bool integer;            // operands and immediates are int32")
    a("  IndexKind op2_index;")
    a("  uint16_t op2_index_limit;  // index >= limit is illegal; 0 = not checked")
    if t.has_exec():
        a("  ReadKind read_kind;      // how the sources are read")
        a("  uint8_t reads;           // source operands read: op1..op<reads>")
        a("  bool scalar;             // S/Si read: one component, swizzle bits 1:0 (E31)")
        a("  WriteKind write_kind;    // what the result is written to")
        a("  Unit unit;               // the lane datapath that executes it")
    a("};")
    a("")
    a("inline constexpr OpcodeInfo OPCODES[] = {")
    for o in t.opcodes:
        a(f"  {{{cstr(o['mnemonic'])}, Opcode::{o['mnemonic']}, OpClass::{o['class']}, "
          f"{o['sources']}, 0x{o['uses']:X}u, {'true' if o['integer'] else 'false'}, "
          f"IndexKind::{o['op2_index']}, {o['op2_index_limit']}"
          + (f", ReadKind::{o['read_kind']}, {o['reads']}, {'true' if o['scalar'] else 'false'}, "
             f"WriteKind::{o['write_kind']}, Unit::{o['unit']}" if t.has_exec() else "")
          + f"}},  // {o['comment']}")
    a("};")
    a(f"inline constexpr unsigned NUM_OPCODES = {len(t.opcodes)};")
    a("")
    n = 1 << opw
    index = [-1] * n
    for i, o in enumerate(t.opcodes):
        index[o["opcode"]] = i
    a("// Opcode number -> position in OPCODES, or -1 for an invalid opcode.")
    a(f"inline constexpr int16_t OPCODE_INDEX[{n}] = {{")
    for r in range(0, n, 16):
        a("  " + ", ".join(f"{v:2d}" for v in index[r:r + 16]) + ",")
    a("};")
    a("")
    a("// Table entry of an opcode number, or nullptr when the number is not a valid opcode.")
    a("constexpr const OpcodeInfo* opcode_info(uint32_t number) {")
    a(f"  return number < {n} && OPCODE_INDEX[number] >= 0 ? &OPCODES[OPCODE_INDEX[number]] : nullptr;")
    a("}")
    if t.banks:
        a("")
        a(f"enum class Bank : {cpp_uint(t.bank_field['width'])} {{")
        for b in t.banks:
            a(f"  {b['name']} = {b['code']},  // {b['meaning']}")
        a("};")
        a("")
        a("struct BankInfo {")
        a("  const char* name;")
        a("  bool as_source;   // legal as a register source operand")
        a("  bool as_result;   // legal as a register result")
        a("  bool reserved;")
        a("  uint16_t limit;   // register count (index >= limit is illegal); 0 = not checked")
        a("};")
        a("")
        a("// Indexed by bank code.")
        a(f"inline constexpr BankInfo BANKS[{len(t.banks)}] = {{")
        for b in t.banks:
            tf = lambda v: "true" if v else "false"
            a(f"  {{{cstr(b['name'])}, {tf(b['as_source'])}, {tf(b['as_result'])}, "
              f"{tf(b['reserved'])}, {b['limit']}}},")
        a("};")
    if t.limits:
        a("")
        for l in t.limits:
            src = f" [{l['source']}]" if l["source"] else ""
            a(f"inline constexpr uint32_t LIMIT_{l['name']} = {l['value']};  // {l['meaning']}{src}")
    if t.constants:
        a("")
        for c in t.constants:
            src = f" [{c['source']}]" if c["source"] else ""
            a(f"inline constexpr uint32_t {c['name']} = 0x{c['value']:X};  // {c['meaning']}{src}")
    a("")
    a(f"}}  // namespace shaderhw::{t.isa}::gen")
    return "\n".join(L) + "\n"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--isa", required=True, help="ISA name; must equal the table's 'isa' key")
    ap.add_argument("--table", required=True, help="JSON encoding table")
    ap.add_argument("--sv-out", required=True, help="directory for <isa>_pkg.sv")
    ap.add_argument("--cpp-out", required=True, help="directory for <isa>_tables.h")
    args = ap.parse_args(argv)
    try:
        t = Table(args.table, args.isa)
    except TableError as e:
        print(f"gen_isa_tables.py: error: {e}", file=sys.stderr)
        return 1
    table_rel = os.path.join("rtl", args.isa, os.path.basename(args.table))
    try:
        os.makedirs(args.sv_out, exist_ok=True)
        os.makedirs(args.cpp_out, exist_ok=True)
        write_if_changed(os.path.join(args.sv_out, f"{t.isa}_pkg.sv"), gen_sv(t, table_rel))
        write_if_changed(os.path.join(args.cpp_out, f"{t.isa}_tables.h"), gen_cpp(t, table_rel))
    except OSError as e:
        print(f"gen_isa_tables.py: error: cannot write output: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
