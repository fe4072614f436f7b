#!/usr/bin/env bash
# The main job: the default regression over every implemented ISA (RTL against golden).
# Extra arguments are passed to `shaderhw run` (e.g. --random 10000000 --backpressure 0.3).
set -euo pipefail
cd "$(dirname "$0")"
./build.sh
exec build/shaderhw run --isa all --random 1000000 --seed 1 "$@"
