"""Build LlamaIndex LLMs from provider names, without touching the network.

Names: "embedded" (or "embedded:<built-in model>", e.g. "embedded:smollm2"), "gguf:<path to a .gguf>",
"openai:<model>", "anthropic:<model>", "ollama:<model>", "openai-like:<model>@<base url>". Provider packages
are optional extras imported only when named; API keys are left to each provider's client, which reads them
from the environment — never stored here.
When no model is given, the name in the NBCOPILOT_LLM environment variable is used, else "embedded".
"""
from __future__ import annotations

import importlib
import os
from typing import Any

from nbcopilot.errors import BadInput, CopilotError

NAMES_HELP = ('"embedded", "gguf:/path/model.gguf", "openai:<model>", "anthropic:<model>", "ollama:<model>" '
              'or "openai-like:<model>@<base url>"')


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
    if provider == "openai-like":
        model, at, base_url = rest.rpartition("@")
        if not at or not model.strip() or not base_url.strip():
            raise BadInput(f"Model name {name!r} needs a model and a server, like \"openai-like:my-model@http://localhost:8000/v1\".")
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


def build_llm(name: str) -> Any:
    """A LlamaIndex LLM for a provider name. Building never contacts the provider; the first call does."""
    provider, model, base_url = parse_name(name)
    if provider == "embedded":
        from nbcopilot.llm.embedded import default_llm

        return default_llm(model or None)
    if provider == "gguf":
        from nbcopilot.llm.embedded import gguf_llm

        return gguf_llm(os.path.expanduser(model))
    cls = _provider_class(provider)
    if provider == "ollama":
        # An explicit context window: left unset, the class asks the Ollama server for it while being built.
        return cls(model=model, base_url=os.environ.get("OLLAMA_HOST", "http://localhost:11434"),
                   request_timeout=120.0, context_window=8192)
    if provider == "openai-like":
        # Local OpenAI-compatible servers usually want no key; the client still insists on one being set.
        api_key = os.environ.get("OPENAI_API_KEY") or "not-needed"
        return cls(model=model, api_base=base_url, api_key=api_key, is_chat_model=True, context_window=8192)
    return cls(model=model)


def resolve(spec: Any) -> Any:
    """None → the name in NBCOPILOT_LLM, else the embedded model; a string → build_llm; anything else is taken
    to be a LlamaIndex LLM."""
    if spec is None:
        return build_llm(os.environ.get("NBCOPILOT_LLM", "").strip() or "embedded")
    if isinstance(spec, str):
        return build_llm(spec)
    if not callable(getattr(spec, "complete", None)):
        raise BadInput(f"{type(spec).__name__} is not a LlamaIndex LLM; pass an LLM object or a name: {NAMES_HELP}.")
    return spec


def is_default_embedded(llm: Any) -> bool:
    """True for the tiny built-in model, which is too small to classify or summarise."""
    return bool(getattr(llm, "is_default_embedded", False))
