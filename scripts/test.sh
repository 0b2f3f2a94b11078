#!/usr/bin/env bash
# Set up (idempotent) and run the whole test suite, browser tests included.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec "${NBCOPILOT_VENV:-.venv}/bin/python" -m pytest "$@"
