#!/usr/bin/env bash
# Set up (idempotent) and open the quickstart notebook in JupyterLab, on the embedded offline defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# JupyterLab refuses to start as root without --allow-root (containers, cloud notebooks run as root)
ROOT_FLAG=()
if [ "$(id -u)" = "0" ]; then ROOT_FLAG=(--allow-root); fi
exec "${NBCOPILOT_VENV:-.venv}/bin/jupyter" lab notebooks/quickstart.ipynb "${ROOT_FLAG[@]}" "$@"
