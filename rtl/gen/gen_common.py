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
