#!/usr/bin/env bash
# Configures and builds shaderhw into ./build (Release). Installs dependencies first.
set -euo pipefail
cd "$(dirname "$0")"
./install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)"
