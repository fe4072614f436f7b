#!/usr/bin/env bash
# Post-route simulation of an ISA's compact pipeline, in one command:
#
#   synth/postroute.sh ISA [--rerun]          ISA: attila, valhall, r500, tgsi or rogue
#
# 1. Places and routes the compact pipeline on an LFE5U-85F when its placed netlist is missing
#    (or with --rerun): synth/synth.py report --only ISA_pipeline_compact --mappings ecp5, which
#    writes build/synth/ISA_pipeline_compact.ecp5.placed.v (the netlist nextpnr placed) and the
#    figures to build/synth/ISA_pipeline_compact.report.md (the committed synth/report.md is not
#    touched). About 50 minutes for ATTILA on a 2-core machine. For tgsi the block is the compact
#    execution engine, tgsi_engine_compact; for rogue the instruction-group decoder, rogue_decoder
#    (no compact Rogue pipeline yet: its netlist sample is the decoder's).
# 2. Configures build/ with -DSHADERHW_<ISA>_PLACED=ON: the netlist is verilated with the ECP5
#    cell models of verilated/ecp5 as V<block>_ecp5, and `shaderhw run --isa ISA --config
#    compact --netlist` drives it through the same harness and scoreboard as the RTL.
# 3. Runs the postroute tests: random samples without and with back-pressure, and every directed
#    file (ctest -L postroute).
# Tools: as ./build.sh, plus Yosys and nextpnr-ecp5 from PyPI (synth/setup-fpga-tools.sh).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
isa=""
rerun=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rerun) rerun=1; shift ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    attila|valhall|r500|tgsi|rogue) isa="$1"; shift ;;
    *) echo "postroute.sh: unknown argument '$1' (expected attila, valhall, r500, tgsi or rogue, --rerun)" >&2; exit 2 ;;
  esac
done
if [ -z "$isa" ]; then
  echo "postroute.sh: which ISA? (attila, valhall, r500, tgsi or rogue)" >&2
  exit 2
fi
block="${isa}_pipeline_compact"
[ "$isa" = tgsi ] && block="tgsi_engine_compact"
[ "$isa" = rogue ] && block="rogue_decoder"
upper="$(echo "$isa" | tr '[:lower:]' '[:upper:]')"
netlist="$root/build/synth/$block.ecp5.placed.v"

"$root/build.sh"   # dependencies, and the generated ISA packages synth.py reads
"$root/synth/setup-fpga-tools.sh"
if [ "$rerun" = 1 ] || [ ! -f "$netlist" ]; then
  python3 "$root/synth/synth.py" report --only "$block" --mappings ecp5 --pnr-timeout 7200 \
    --out "$root/build/synth/$block.report.md"
fi
[ -f "$netlist" ] || { echo "postroute.sh: $netlist was not written" >&2; exit 1; }
cmake -S "$root" -B "$root/build" -DSHADERHW_${upper}_PLACED=ON >/dev/null
cmake --build "$root/build" -j"$(nproc)"
exec ctest --test-dir "$root/build" --output-on-failure -j"$(nproc)" -L '^postroute$' \
  -R "^postroute\\.$isa\\."
