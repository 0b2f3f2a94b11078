"""One guarded way to ask a model: a timeout that cannot hang the caller, bounded retries, token counts, and the
answer streamed to whoever watches (see streaming.py)."""
from __future__ import annotations

import math
import os
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable

import tenacity

from nbcopilot.errors import CopilotError, LLMUnavailable
from nbcopilot.llm import streaming

Record = Callable[[str, float, "int | None", "int | None", bool], None]
"""(role, seconds, prompt_tokens, completion_tokens, ok) — called once per attempt, failed ones too."""


def _env_float(name: str, default: float) -> float:
    try:
        return float(os.environ.get(name, default))
    except ValueError:
        return default


@dataclass(frozen=True)
class CallPolicy:
    timeout: float = 120.0
    """Seconds to wait for one attempt before giving up on it."""
    retries: int = 2
    """Attempts after the first one (so 3 attempts in all by default)."""
    backoff: float = 0.5
    """Seconds to wait before the first retry; doubled before each further retry."""
    max_backoff: float = 8.0
    max_tokens: int | None = None
    """Upper bound on one answer's tokens, given to the clients built from provider names (None: theirs)."""

    @classmethod
    def from_env(cls) -> "CallPolicy":
        """Defaults, overridable by NBCOPILOT_LLM_TIMEOUT / _RETRIES / _BACKOFF for slow or flaky providers, and
        NBCOPILOT_LLM_MAX_TOKENS for the longest answer (a task's budget is ReviewPolicy.max_tokens, not this)."""
        answer = _env_float("NBCOPILOT_LLM_MAX_TOKENS", 0)
        return cls(
            timeout=_env_float("NBCOPILOT_LLM_TIMEOUT", cls.timeout),
            retries=int(_env_float("NBCOPILOT_LLM_RETRIES", cls.retries)),
            backoff=_env_float("NBCOPILOT_LLM_BACKOFF", cls.backoff),
            max_tokens=int(answer) or None,
        )


class _Timeout(Exception):
    pass


def estimate_tokens(text: str) -> int:
    """Roughly four characters per token, the usual rule of thumb for English and code."""
    return math.ceil(len(text) / 4) if text else 0


def _usage_value(usage: Any, *names: str) -> int | None:
    for name in names:
        value = usage.get(name) if isinstance(usage, dict) else getattr(usage, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def token_counts(response: Any, prompt: str, text: str) -> tuple[int, int]:
    """Token counts the provider reported (OpenAI, Anthropic, Ollama and llama.cpp shapes), else estimates."""
    raw = getattr(response, "raw", None)
    places = [getattr(response, "additional_kwargs", None) or {}]
    if raw is not None:
        places.append(raw.get("usage") if isinstance(raw, dict) else getattr(raw, "usage", None))
        places.append(raw)
    prompt_tokens = completion_tokens = None
    for usage in places:
        if usage is None:
            continue
        if prompt_tokens is None:
            prompt_tokens = _usage_value(usage, "prompt_tokens", "input_tokens", "prompt_eval_count")
        if completion_tokens is None:
            completion_tokens = _usage_value(usage, "completion_tokens", "output_tokens", "eval_count")
    if prompt_tokens is None:
        prompt_tokens = estimate_tokens(prompt)
    if completion_tokens is None:
        completion_tokens = estimate_tokens(text)
    return prompt_tokens, completion_tokens


def retries_itself(llm: Any) -> bool:
    """True for an SDK client with a retry loop of its own (OpenAI, Anthropic): it gets one call from us."""
    value = getattr(llm, "max_retries", None)
    return isinstance(value, int) and not isinstance(value, bool)


def _read_stream(llm: Any, prompt: str, kwargs: dict, role: str, show: streaming.Show,
                 stop: threading.Event | None) -> Any:
    """The last chunk of a streamed answer, its text complete; `show` sees the text grow chunk by chunk."""
    with streaming.closing_on_stop() as opened:
        chunks = llm.stream_complete(prompt, **kwargs)
        last, so_far = None, ""
        try:
            for chunk in chunks:
                if stop is not None and stop.is_set():
                    raise streaming.StreamStopped("stopped while the model was writing")
                last = chunk
                # Most integrations carry the text so far in .text; LlamaIndex's Anthropic only the new delta.
                so_far = chunk.text or so_far + (chunk.delta or "")
                show(role, so_far)
        except streaming.StreamStopped:
            for response in opened:
                response.close()  # the server sees the connection drop and stops writing
            raise
        finally:
            close = getattr(chunks, "close", None)
            if close is not None:
                close()
    if last is not None and not last.text:
        last.text = so_far
    return last


def _complete_within(llm: Any, prompt: str, timeout: float, kwargs: dict, role: str = "") -> Any:
    """Run llm.complete (or read its stream, when someone watches) in a daemon thread; stop waiting after
    `timeout` seconds, or at once when the engine's stop event is set.

    A thread cannot be killed, so a hung provider call is abandoned, not stopped; daemon threads
    (unlike a ThreadPoolExecutor's) never keep the interpreter from exiting.
    """
    show, stop = streaming.current()
    outcome: dict[str, Any] = {}
    finished = threading.Event()

    def work() -> None:
        try:
            if show is not None:
                outcome["response"] = _read_stream(llm, prompt, kwargs, role, show, stop)
            else:
                outcome["response"] = llm.complete(prompt, **kwargs)
        except BaseException as error:  # handed back to the caller's thread below
            outcome["error"] = error
        finally:
            finished.set()

    threading.Thread(target=work, name="nbcopilot-llm-call", daemon=True).start()
    deadline = time.monotonic() + timeout
    while not finished.wait(min(0.05, max(0.0, deadline - time.monotonic()))):
        if show is not None and stop is not None and stop.is_set():
            raise streaming.StreamStopped("stopped while the model was writing")
        if time.monotonic() >= deadline:
            raise _Timeout(f"no answer within {timeout:g} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["response"]


def _passing_outage(error: BaseException) -> bool:
    """Worth another attempt: not the analyst's stop, not an error that already says what to do, not a bug
    (an AssertionError: a test's script running out) that no retry can mend."""
    return not isinstance(error, (streaming.StreamStopped, CopilotError, AssertionError))


def _describe(error: BaseException) -> str:
    text = str(error).strip().splitlines()[0] if str(error).strip() else ""
    name = "timeout" if isinstance(error, _Timeout) else type(error).__name__
    return f"{name}: {text[:200]}" if text and name != "timeout" else (text or name)


def complete(
    llm: Any,
    prompt: str,
    *,
    role: str,
    policy: CallPolicy | None = None,
    record: Record | None = None,
    **kwargs: Any,
) -> str:
    """Ask `llm` to complete `prompt`; return the answer's text or raise LLMUnavailable after the last retry."""
    policy = policy or CallPolicy()
    attempts = max(1, policy.retries + 1)
    timeout = policy.timeout
    if retries_itself(llm):
        # The client times out each of its attempts and retries them itself (honouring Retry-After); our
        # timeout only backs that loop up, so it allows for all of its attempts and their waits.
        client_tries = llm.max_retries + 1
        attempts, timeout = 1, policy.timeout * client_tries + policy.max_backoff * (client_tries - 1)

    def attempt_once() -> str:
        started = time.perf_counter()
        try:
            response = _complete_within(llm, prompt, timeout, kwargs, role)
            text = getattr(response, "text", None)
            text = text if isinstance(text, str) else ("" if text is None else str(text))
        except streaming.StreamStopped:
            raise  # the analyst stopped it: not a failure of the provider, nothing to record
        except Exception:
            if record is not None:
                record(role, time.perf_counter() - started, estimate_tokens(prompt), None, False)
            raise
        if record is not None:
            record(role, time.perf_counter() - started, *token_counts(response, prompt, text), True)
        return text

    # tenacity rather than a loop of our own: the same waits and message, ~25 µs more per answered call
    # (bench/bench_call_retries.py: 154 against 130 µs with a MockLLM), nothing beside a model's answer.
    retrying = tenacity.Retrying(
        stop=tenacity.stop_after_attempt(attempts),
        wait=tenacity.wait_exponential(multiplier=policy.backoff, max=policy.max_backoff),  # 0.5, 1, 2 … s
        retry=tenacity.retry_if_exception(_passing_outage), reraise=True)
    try:
        return retrying(attempt_once)
    except (streaming.StreamStopped, CopilotError):
        raise  # stopped by the analyst, or already says what to do (e.g. the local runtime is missing)
    except Exception as last_error:
        tries = retrying.statistics.get("attempt_number", 1)
        # An SDK client does not say how many attempts it made (a malformed answer is not retried at all).
        failed = "failed" if retries_itself(llm) else f"failed {tries} time{'s' if tries > 1 else ''}"
        raise LLMUnavailable(
            f"The {role} model {failed} "
            f"(last: {_describe(last_error)}); check that the provider is running and reachable "
            f"(and its API key is set in the environment), then resume the task."
        ) from last_error
