"""What every table generator of rtl/gen shares (imported from the generators' own folder)."""

import os


def write_if_changed(path, text):
    """Writes `text` to `path` unless the file already holds exactly that text.

    An unchanged output keeps its timestamp: a reconfigure must not re-verilate and recompile
    every model that reads the generated package. Otherwise the text goes through a temporary
    file, so a failed run never leaves a half-written output behind.
    """
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


class TableError(Exception):
    """A malformed table: the message names the file and the offending key."""


class JsonTable:
    """The checks every JSON encoding table shares; a generator's Table adds its own sections.
    Each check names the JSON key that is wrong (TableError), never a Python traceback."""

    path = "(table)"

    def load_json(self, path):
        import json
        self.path = path
        try:
            with open(path, encoding="utf-8") as f:
                return json.load(f)
        except OSError as e:
            raise TableError(f"{path}: cannot read: {e.strerror}")
        except json.JSONDecodeError as e:
            raise TableError(f"{path}: invalid JSON at line {e.lineno} column {e.colno}: {e.msg}")

    def fail(self, key, msg):
        raise TableError(f"{self.path}: key '{key}': {msg}")

    def listof(self, key, value):
        if not isinstance(value, list):
            self.fail(key, "must be a list")
        return value

    @staticmethod
    def read_doc_sections(doc_path):
        """Section numbers of the markdown headings '## 5. Title' / '### 5.1 Title'."""
        import re
        try:
            with open(doc_path, encoding="utf-8") as f:
                lines = f.read().splitlines()
        except OSError as e:
            raise TableError(f"{doc_path}: cannot read: {e.strerror}")
        secs = set()
        for line in lines:
            m = re.match(r"^#{2,4} ([0-9]+(\.[0-9]+)?)\.? ", line)
            if m:
                secs.add(m.group(1))
        return secs

    # The document a table cites ("docs/<isa>.md <section>"): set by the generator's Table,
    # with doc_sections (read_doc_sections of --doc, or None when not given).
    doc_name = None
    doc_sections = None

    def doc(self, key, value):
        import re
        m = (re.match(r"^%s( (?P<sec>[0-9]+(\.[0-9]+)?)\b.*)?$" % re.escape(self.doc_name), value)
             if isinstance(value, str) else None)
        if not m:
            self.fail(key, f"{value!r} must cite '{self.doc_name} <section>'")
        sec = m.group("sec")
        if self.doc_sections is not None and sec is not None and sec not in self.doc_sections:
            self.fail(key, f"{value!r}: {self.doc_name} has no section {sec}")
        return value

    def check_keys(self, where, obj, allowed, required):
        if not isinstance(obj, dict):
            self.fail(where, "must be a JSON object")
        for k in sorted(required - obj.keys()):
            self.fail(f"{where}.{k}", "missing")
        for k in sorted(obj.keys() - allowed):
            self.fail(f"{where}.{k}", "unknown key (typo?)")

    def integer(self, key, value, lo=0, hi=None):
        # Integers may be JSON numbers or strings such as "0x1B" for readability.
        if isinstance(value, str):
            try:
                value = int(value, 0)
            except ValueError:
                self.fail(key, f"{value!r} is not an integer")
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(key, f"{value!r} is not an integer")
        if value < lo or (hi is not None and value > hi):
            self.fail(key, f"{value} is outside {lo}..{hi}")
        return value

    def boolean(self, key, value):
        if not isinstance(value, bool):
            self.fail(key, f"{value!r} is not true/false")
        return value

    def unique(self, key, seen, value, what):
        if value in seen:
            self.fail(key, f"duplicate {what} {value!r} (also at {seen[value]})")
        seen[value] = key


# ---------------------------------------------------------------------------------------------
# What the generators with an SV package and a C++ header (gen_r500_tables.py,
# gen_tgsi_tables.py) share: the package writer, the limits-and-constants block and the
# command line.
# ---------------------------------------------------------------------------------------------
def sv_vec(width, value):
    digits = max(1, (width + 3) // 4)
    return f"{width}'h{value:0{digits}X}"


class SvWriter:
    """Collects package lines and refuses a name emitted twice (a clash inside the package)."""

    def __init__(self, path):
        self.lines, self.names, self.path = [], set(), path

    def add(self, line=""):
        self.lines.append(line)

    def name(self, n):
        if n in self.names:
            raise TableError(f"{self.path}: generated SV name {n} is produced twice")
        self.names.add(n)
        return n

    def param(self, decl, name, value, comment=""):
        c = f"  // {comment}" if comment else ""
        self.add(f"  localparam {decl} {self.name(name)} = {value};{c}")

    def enum(self, tname, width, items):
        self.add(f"  typedef enum logic [{width - 1}:0] {{")
        for k, (n, v, comment) in enumerate(items):
            comma = "," if k + 1 < len(items) else ""
            self.add(f"    {self.name(n)} = {width}'d{v}{comma}  // {comment}")
        self.add(f"  }} {self.name(tname)};")

    def table(self, name, n, w, values, comment):
        """A flat table of n entries of w bits: NAME[i*w +: w]."""
        v = 0
        for i, x in enumerate(values):
            v |= (x & ((1 << w) - 1)) << (i * w)
        self.param(f"logic [{n * w - 1}:0]", name, sv_vec(n * w, v), comment)

    def limits_and_constants(self, t):
        """The table's limits (LIMIT_<name>) and 32-bit constants."""
        self.add("")
        self.add("  // ---- Limits and constants ----")
        for l in t.limits:
            self.param("int unsigned", f"LIMIT_{l['name']}", l["value"], l["meaning"])
        for c in t.constants:
            self.param("logic [31:0]", c["name"], f"32'h{c['value']:08X}", c["meaning"])


def cstr(x):
    """A C++ string literal of x (nullptr for None)."""
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"' if x is not None else "nullptr"


def cpp_limits_and_constants(t):
    """The C++ lines of the table's limits and 32-bit constants."""
    return ([f"inline constexpr uint32_t LIMIT_{l['name']} = {l['value']};  // {l['meaning']}"
             for l in t.limits] +
            [f"inline constexpr uint32_t {c['name']} = 0x{c['value']:08X}u;  // {c['meaning']}"
             for c in t.constants])


def table_main(argv, description, isa, table_cls, gen_sv, gen_cpp):
    """The command line of a generator: --table rtl/<isa>/<isa>_isa.json, --sv-out and --cpp-out
    directories for <isa>_pkg.sv and <isa>_tables.h, --doc docs/<isa>.md (every cited section
    must exist). Exit status 1, with the file and key named, on a malformed table or an
    unwritable output."""
    import argparse
    import sys
    prog = f"gen_{isa}_tables.py"
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--table", required=True, help=f"JSON encoding table (rtl/{isa}/{isa}_isa.json)")
    ap.add_argument("--sv-out", required=True, help=f"directory for {isa}_pkg.sv")
    ap.add_argument("--cpp-out", required=True, help=f"directory for {isa}_tables.h")
    ap.add_argument("--doc", help=f"docs/{isa}.md: check that every cited section exists")
    args = ap.parse_args(argv)
    try:
        t = table_cls(args.table, args.doc)
        table_rel = os.path.join("rtl", isa, os.path.basename(args.table))
        sv = gen_sv(t, table_rel)
        cpp = gen_cpp(t, table_rel)
    except TableError as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
        return 1
    try:
        os.makedirs(args.sv_out, exist_ok=True)
        os.makedirs(args.cpp_out, exist_ok=True)
        write_if_changed(os.path.join(args.sv_out, f"{isa}_pkg.sv"), sv)
        write_if_changed(os.path.join(args.cpp_out, f"{isa}_tables.h"), cpp)
    except OSError as e:
        print(f"{prog}: error: cannot write output: {e}", file=sys.stderr)
        return 1
    return 0
