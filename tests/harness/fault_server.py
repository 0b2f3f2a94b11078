"""A real HTTP server on loopback that passes requests on to the llama.cpp server, or misbehaves on purpose.

`faults` is a list of what the next requests get, one entry each: "500", "429" (Retry-After: 1), "malformed"
(a 200 whose body is not JSON), "slow" (an answer later than any test's timeout), "cut" (the upstream answer
half sent, then the connection dropped mid-body). An empty list passes requests through. `stop()` takes the
server down; `start()` brings it back on the same port.
"""
from __future__ import annotations

import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SLOW_SECONDS = 20.0
PASSED_HEADERS = ("authorization", "x-api-key", "content-type", "anthropic-version")


class FaultServer:
    def __init__(self, upstream: str, port: int):
        self.upstream = upstream.rstrip("/")
        """Origin of the real server, e.g. http://127.0.0.1:8080 (no /v1)."""
        self.port = port
        self.faults: list[str] = []
        self.seen: list[tuple[float, str]] = []
        """(monotonic time, what was done) for every request received."""
        self._server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> "FaultServer":
        handler = type("Handler", (_Handler,), {"owner": self})
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, name="fault-server", daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def next_fault(self) -> str:
        return self.faults.pop(0) if self.faults else "pass"


class _Handler(BaseHTTPRequestHandler):
    owner: FaultServer
    protocol_version = "HTTP/1.1"

    def log_message(self, *args) -> None:  # keep test output clean
        pass

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        fault = self.owner.next_fault()
        self.owner.seen.append((time.monotonic(), fault))
        if fault == "500":
            return self._send(500, b'{"error": {"message": "internal error", "type": "server_error"}}')
        if fault == "429":
            return self._send(429, b'{"error": {"message": "rate limited", "type": "rate_limit"}}',
                              {"Retry-After": "1"})
        if fault == "malformed":
            return self._send(200, b'{"choices": [{"message": {"content": "half')
        if fault == "slow":
            time.sleep(SLOW_SECONDS)
        status, headers, answer = self._forward(body)
        if fault == "cut":
            return self._cut(status, headers, answer)
        self._send(status, answer, {"Content-Type": headers.get("Content-Type", "application/json")})

    def _forward(self, body: bytes):
        request = urllib.request.Request(self.owner.upstream + self.path, data=body, method="POST",
                                         headers={k: v for k, v in self.headers.items()
                                                  if k.lower() in PASSED_HEADERS})
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read()

    def _send(self, status: int, body: bytes, headers: dict | None = None) -> None:
        self.send_response(status)
        for name, value in {"Content-Type": "application/json", **(headers or {})}.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _cut(self, status: int, headers: dict, answer: bytes) -> None:
        """Half the answer in a chunked body that never ends: the client sees the connection drop mid-stream."""
        self.send_response(status)
        self.send_header("Content-Type", headers.get("Content-Type", "application/json"))
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        half = answer[: len(answer) // 2]
        self.wfile.write(f"{len(half):x}\r\n".encode() + half + b"\r\n")
        self.wfile.flush()
        self.close_connection = True
        self.connection.shutdown(2)  # no closing zero-length chunk: the body is incomplete
