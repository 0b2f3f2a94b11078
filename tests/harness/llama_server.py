"""llama.cpp's own HTTP server (inside xllamacpp) with the embedded Gemma GGUF, on a free loopback port.

It speaks the OpenAI chat API (/v1/chat/completions, streaming too) and Anthropic's messages API (/v1/messages),
and checks the API key it is given, so a test that reaches done through it proved the key crossed the wire.
"""
from __future__ import annotations

import socket
from dataclasses import dataclass
from typing import Any

ANSWER_TOKENS = 96
LLAMA_KEY = "sk-nbcopilot-test-6f1d2c9a"
"""The key the local server demands; the HTTP tests look for it in the store afterwards. (Imported from here, not
from a conftest: tests/store has a conftest of its own, and `import conftest` would find either.)"""
"""The server cuts every answer here: the tiny model rambles, and the tests need the protocol, not prose."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class LlamaServer:
    url: str
    """Base URL of the OpenAI-style API, ending in /v1."""
    api_key: str
    handle: Any
    """The xllamacpp.Server: it listens as long as this object lives."""


def start(api_key: str, *, answer_tokens: int | None = ANSWER_TOKENS, threads: int = 1,
          endless: bool = False) -> LlamaServer:
    """`endless` makes the model write on past its end of text, to `answer_tokens`: a test that stops an answer
    midway must not race the model to its last word."""
    import xllamacpp

    from nbcopilot.llm.embedded import GEMMA_CHAT_TEMPLATE, default_model_path

    params = xllamacpp.CommonParams()
    params.model.path = default_model_path()
    params.chat_template = GEMMA_CHAT_TEMPLATE  # the GGUF carries none (see embedded.py)
    params.n_ctx = 8192
    params.n_parallel = 1
    if answer_tokens:
        params.n_predict = answer_tokens
    params.sampling.ignore_eos = endless
    for cpu in (params.cpuparams, params.cpuparams_batch):
        cpu.n_threads = threads
        cpu.poll = 0
    params.verbosity = -1
    params.warmup = False
    params.hostnames = ["127.0.0.1"]
    params.port = free_port()
    params.api_keys = [api_key]
    # Idle keep-alive connections (the clients pool them) are closed after this; at exit the server waits for
    # every connection to close, an hour by default.
    params.timeout_read = params.timeout_write = 5
    server = xllamacpp.Server(params)
    return LlamaServer(f"http://127.0.0.1:{params.port}/v1", api_key, server)
