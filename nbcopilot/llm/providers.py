"""Build LlamaIndex LLMs from provider names, without touching the network.

Names: "embedded" (or "embedded:<built-in model>", e.g. "embedded:smollm2"), "gguf:<path to a .gguf>",
"openai:<model>", "anthropic:<model>", "ollama:<model>", "openai-like:<model>@<base url>". The hosted providers
take a server too: "openai:<model>@<base url>" (else OPENAI_BASE_URL / OPENAI_API_BASE), "anthropic:<model>@<base
url>" (else ANTHROPIC_BASE_URL), "ollama:<model>@<host url>" (else OLLAMA_HOST). Provider packages are optional
extras imported only when named; API keys are left to each provider's client, which reads them from the
environment — never stored here. Each client's own timeout and retries are set from the CallPolicy, so a slow
or failing server is retried the way its SDK knows best (Retry-After included).
When no model is given, the name in the NBCOPILOT_LLM environment variable is used, else "embedded".
"""
from __future__ import annotations

import importlib
import os
from typing import Any

from nbcopilot.errors import BadInput, CopilotError
from nbcopilot.llm.calls import CallPolicy

NAMES_HELP = ('"embedded", "gguf:/path/model.gguf", "openai:<model>", "anthropic:<model>", "ollama:<model>" '
              '(each optionally "@<base url>") or "openai-like:<model>@<base url>"')
_URL_START = ("http://", "https://")


class ProviderNotInstalled(CopilotError, ImportError):
    """The LlamaIndex integration for a named provider is not installed; the message names the pip extra."""


_PROVIDERS = {
    # name: (module, class, pip extra)
    "openai": ("llama_index.llms.openai", "OpenAI", "openai"),
    "anthropic": ("llama_index.llms.anthropic", "Anthropic", "anthropic"),
    "ollama": ("llama_index.llms.ollama", "Ollama", "ollama"),
    "openai-like": ("llama_index.llms.openai_like", "OpenAILike", "openai-like"),
}


def parse_name(name: str) -> tuple[str, str, str | None]:
    """(provider, model or path, base url) from a provider name; refuses unknown or incomplete names."""
    text = name.strip() if isinstance(name, str) else ""
    if text.lower() == "embedded":
        return "embedded", "", None
    provider, sep, rest = text.partition(":")
    provider, rest = provider.strip().lower(), rest.strip()
    if not sep or not rest or (provider not in _PROVIDERS and provider not in ("gguf", "embedded")):
        raise BadInput(f"Unknown model name {name!r}; use {NAMES_HELP}.")
    model, at, base_url = rest.rpartition("@")
    if provider == "openai-like":
        if not at or not model.strip() or not base_url.strip():
            raise BadInput(f"Model name {name!r} needs a model and a server, like \"openai-like:my-model@http://localhost:8000/v1\".")
        return provider, model.strip(), base_url.strip()
    if provider in _PROVIDERS and at and base_url.strip().lower().startswith(_URL_START):
        # Only a URL after the last "@" is a server: model names may hold "@" themselves.
        if not model.strip():
            raise BadInput(f"Model name {name!r} names a server but no model, like \"{provider}:<model>@{base_url.strip()}\".")
        return provider, model.strip(), base_url.strip()
    return provider, rest, None


def _provider_class(provider: str) -> Any:
    module_name, class_name, extra = _PROVIDERS[provider]
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        raise ProviderNotInstalled(
            f"The {provider} provider is not installed; run `pip install \"nbcopilot[{extra}]\"` and try again."
        ) from None
    return getattr(module, class_name)


def _env_url(*names: str) -> str | None:
    return next((os.environ[n].strip() for n in names if os.environ.get(n, "").strip()), None)


def _tracked_http_client() -> Any:
    """An httpx client whose responses a stopped stream can close (see streaming.track); the SDK still sets
    each request's timeout itself."""
    import httpx

    from nbcopilot.llm import streaming

    return httpx.Client(event_hooks={"response": [streaming.track]})


def build_llm(name: str, policy: CallPolicy | None = None) -> Any:
    """A LlamaIndex LLM for a provider name. Building never contacts the provider; the first call does.

    `policy` sets the client's own timeout (per attempt) and retries; default: CallPolicy.from_env().
    """
    provider, model, base_url = parse_name(name)
    if provider == "embedded":
        from nbcopilot.llm.embedded import default_llm

        return default_llm(model or None)
    if provider == "gguf":
        from nbcopilot.llm.embedded import gguf_llm

        return gguf_llm(os.path.expanduser(model))
    cls = _provider_class(provider)
    policy = policy or CallPolicy.from_env()
    # The SDK retries (with its own backoff, honouring Retry-After) and times out each attempt; calls.complete
    # then makes one guarded call instead of looping around the SDK's loop.
    guarded = {"timeout": policy.timeout, "max_retries": max(0, policy.retries),
               **({"max_tokens": policy.max_tokens} if policy.max_tokens else {})}
    if provider == "ollama":
        # An explicit context window: left unset, the class asks the Ollama server for it while being built.
        # The ollama client has no retries of its own, so calls.complete keeps retrying it.
        host = base_url or _env_url("OLLAMA_HOST") or "http://localhost:11434"
        options = {"num_predict": policy.max_tokens} if policy.max_tokens else {}
        return cls(model=model, base_url=host, request_timeout=policy.timeout, context_window=8192,
                   additional_kwargs=options)
    if provider in ("openai", "openai-like"):
        guarded["http_client"] = _tracked_http_client()
    if provider == "openai-like":
        # Local OpenAI-compatible servers usually want no key; the client still insists on one being set.
        api_key = os.environ.get("OPENAI_API_KEY") or "not-needed"
        return cls(model=model, api_base=base_url, api_key=api_key, is_chat_model=True, context_window=8192,
                   **guarded)
    if provider == "openai":
        # LlamaIndex's OpenAI ignores the SDK's own OPENAI_BASE_URL: read it here so both spellings work.
        api_base = base_url or _env_url("OPENAI_BASE_URL", "OPENAI_API_BASE")
        return cls(model=model, **({"api_base": api_base} if api_base else {}), **guarded)
    api_base = base_url or _env_url("ANTHROPIC_BASE_URL")
    return cls(model=model, **({"base_url": api_base} if api_base else {}), **guarded)


def resolve(spec: Any, policy: CallPolicy | None = None) -> Any:
    """None → the name in NBCOPILOT_LLM, else the embedded model; a string → build_llm; anything else is taken
    to be a LlamaIndex LLM."""
    if spec is None:
        return build_llm(os.environ.get("NBCOPILOT_LLM", "").strip() or "embedded", policy)
    if isinstance(spec, str):
        return build_llm(spec, policy)
    if not callable(getattr(spec, "complete", None)):
        raise BadInput(f"{type(spec).__name__} is not a LlamaIndex LLM; pass an LLM object or a name: {NAMES_HELP}.")
    return spec


def is_default_embedded(llm: Any) -> bool:
    """True for the tiny built-in model, which is too small to classify or summarise."""
    return bool(getattr(llm, "is_default_embedded", False))
