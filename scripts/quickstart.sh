#!/usr/bin/env bash
# Set up (idempotent) and open the quickstart notebook in JupyterLab, on the embedded offline defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec "${NBCOPILOT_VENV:-.venv}/bin/jupyter" lab notebooks/quickstart.ipynb "$@"
