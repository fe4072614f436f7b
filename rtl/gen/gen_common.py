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
