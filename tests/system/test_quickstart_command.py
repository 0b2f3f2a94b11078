"""The README's main command, run the way a newcomer runs it: it sets up, starts JupyterLab on the quickstart
notebook (as root too, as in containers), answers on its port, and stops cleanly."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.slow
def test_bash_scripts_quickstart_sh_opens_jupyterlab_on_the_quickstart_notebook(tmp_path):
    port, token = free_port(), "newcomer"
    env = {**os.environ, "NBCOPILOT_SKIP_BROWSER": "1", "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
           "JUPYTER_CONFIG_DIR": str(tmp_path / "config"), "JUPYTERLAB_WORKSPACES_DIR": str(tmp_path / "ws")}
    log = open(tmp_path / "quickstart.log", "w")
    process = subprocess.Popen(
        ["bash", "scripts/quickstart.sh", "--no-browser", f"--port={port}", "--ServerApp.port_retries=0",
         f"--IdentityProvider.token={token}", "--ServerApp.ip=127.0.0.1"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline, answered = time.monotonic() + 240, None
        while time.monotonic() < deadline and process.poll() is None:
            try:
                with urllib.request.urlopen(
                        f"http://127.0.0.1:{port}/api/contents/quickstart.ipynb?token={token}&content=0",
                        timeout=3) as response:
                    answered = response.status
                    break
            except OSError:
                time.sleep(1)
        assert answered == 200, (tmp_path / "quickstart.log").read_text()[-2000:]
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
        log.close()
    assert process.returncode is not None
