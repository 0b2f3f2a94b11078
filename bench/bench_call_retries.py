"""The cost of llm/calls.complete's retry wrapping per model call, and its waits when a provider fails.

    .venv/bin/python bench/bench_call_retries.py            # this tree
    PYTHONPATH=/path/to/other/tree .venv/bin/python bench/bench_call_retries.py   # another version

A LlamaIndex MockLLM answers at once, so the time measured is the wrapping (thread, timeout, retries).
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from llama_index.core.llms import MockLLM  # noqa: E402

from nbcopilot.errors import LLMUnavailable  # noqa: E402
from nbcopilot.llm.calls import CallPolicy, complete  # noqa: E402


class Down(MockLLM):
    def complete(self, prompt, formatted=False, **kwargs):
        raise ConnectionError("connection refused")


def main() -> None:
    llm = MockLLM(max_tokens=4)
    times = []
    for _ in range(2000):
        start = time.perf_counter()
        complete(llm, "hello", role="planner")
        times.append(time.perf_counter() - start)
    print(f"one answered call: median {1e6 * statistics.median(times):.0f} µs over 2000 calls")
    start = time.perf_counter()
    try:
        complete(Down(), "hello", role="planner", policy=CallPolicy(retries=3, backoff=0.05))
    except LLMUnavailable as error:
        print(f"a provider down, 4 attempts with backoff 0.05 s: {time.perf_counter() - start:.3f} s; {error}")


if __name__ == "__main__":
    main()
