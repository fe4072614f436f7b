#!/usr/bin/env bash
# Builds and runs the test suite. Default label: quick (what CI runs). ./test.sh long|bench|all
set -euo pipefail
cd "$(dirname "$0")"
label="${1:-quick}"
./build.sh
if [ "$label" = all ]; then
  exec ctest --test-dir build --output-on-failure -j"$(nproc)"
fi
exec ctest --test-dir build --output-on-failure -j"$(nproc)" -L "^${label}\$"
