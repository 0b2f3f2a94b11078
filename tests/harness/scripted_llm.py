"""A scripted LlamaIndex LLM: the only fake in the test suite, standing in for a model provider."""
from __future__ import annotations

import threading
from typing import Any, Callable, Iterable

from llama_index.core.llms import CompletionResponse, CompletionResponseGen, CustomLLM, LLMMetadata
from llama_index.core.llms.callbacks import llm_completion_callback
from pydantic import PrivateAttr


class ScriptExhausted(AssertionError):
    """The test asked the model more often than its script foresaw."""


class ScriptedLLM(CustomLLM):
    """Answers prompts from a script: a list of answers (popped in order) and/or a function prompt -> str.

    An answer in the list may also be an exception instance, which that call raises, or a callable
    taking the prompt. Every prompt received is kept in `.prompts` (and the keyword arguments of each
    call in `.call_kwargs`), failed and hanging calls included.
    """

    _answers: list = PrivateAttr(default_factory=list)
    _respond: Callable[[str], str] | None = PrivateAttr(default=None)
    _fail_times: int = PrivateAttr(default=0)
    _hang_seconds: float = PrivateAttr(default=0.0)
    _report_usage: bool = PrivateAttr(default=False)
    _release: threading.Event = PrivateAttr(default_factory=threading.Event)
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)
    _prompts: list = PrivateAttr(default_factory=list)
    _call_kwargs: list = PrivateAttr(default_factory=list)
    _used: int = PrivateAttr(default=0)

    def __init__(
        self,
        answers: Iterable[Any] = (),
        *,
        respond: Callable[[str], str] | None = None,
        fail_times: int = 0,
        hang_seconds: float = 0.0,
        report_usage: bool = False,
    ):
        """fail_times: the first N calls raise RuntimeError("provider down").
        hang_seconds: each call sleeps that long first (cut short by `release()`).
        report_usage: answers carry OpenAI-style token usage in `raw`, as real providers do."""
        super().__init__()
        if isinstance(answers, str):  # a lone string is one answer, not a list of characters
            answers = [answers]
        self._answers = list(answers)
        self._respond = respond
        self._fail_times = fail_times
        self._hang_seconds = hang_seconds
        self._report_usage = report_usage

    @classmethod
    def class_name(cls) -> str:
        return "scripted_llm"

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(model_name="scripted", context_window=8192, num_output=1024)

    @property
    def prompts(self) -> list[str]:
        return self._prompts

    @property
    def call_kwargs(self) -> list[dict]:
        return self._call_kwargs

    @property
    def remaining(self) -> int:
        """Answers left in the list (a `respond` function never runs out)."""
        return len(self._answers)

    def release(self) -> None:
        """Wake every hanging call now, so abandoned worker threads end with the test."""
        self._release.set()

    def _next_answer(self, prompt: str) -> str:
        with self._lock:
            self._prompts.append(prompt)
            call_number = len(self._prompts)
            failing = call_number <= self._fail_times
            answer = None
            if not failing and self._answers:
                answer = self._answers.pop(0)
                self._used += 1
        if self._hang_seconds:
            self._release.wait(self._hang_seconds)
        if failing:
            raise RuntimeError("provider down")
        if answer is None:
            if self._respond is None:
                raise ScriptExhausted(
                    f"ScriptedLLM ran out of answers after {self._used}; unexpected prompt: {prompt[:300]!r}"
                )
            answer = self._respond(prompt)
        if isinstance(answer, BaseException):
            raise answer
        if callable(answer):
            answer = answer(prompt)
        return answer

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self._call_kwargs.append(dict(kwargs))
        text = self._next_answer(prompt)
        raw = None
        if self._report_usage:
            raw = {"usage": {"prompt_tokens": len(prompt.split()), "completion_tokens": len(text.split())}}
        return CompletionResponse(text=text, raw=raw)

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        response = self.complete(prompt, formatted=formatted, **kwargs)

        def gen() -> CompletionResponseGen:
            yield CompletionResponse(text=response.text, delta=response.text, raw=response.raw)

        return gen()
