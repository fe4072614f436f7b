#!/usr/bin/env bash
# Installs every Debian package shaderhw needs. Idempotent: does nothing when all are present.
set -euo pipefail
packages=(
  build-essential cmake python3
  python3-venv  # synth/setup-fpga-tools.sh: virtual environment for the YoWASP FPGA tools
  verilator
  libboost-program-options-dev
  libgtest-dev
  libmpfr-dev libgmp-dev
  yosys nextpnr-ice40 fpga-icestorm
  gtkwave
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
