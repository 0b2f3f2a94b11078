"""A task over real HTTP beside the same task in-process, and the first streamed token on the form.

    .venv/bin/python bench/bench_http.py [--runs 3]

1. The same model (the embedded Gemma 3 270M GGUF), the same prompts, the same answers: once run in-process by
   nbcopilot's EmbeddedLLM, once served by llama.cpp's HTTP server (xllamacpp) on loopback and reached through
   the name "openai-like:gemma@http://127.0.0.1:<port>/v1". Both use one thread, temperature 0 and the same
   answer bound, and both are asked as a capable model is (free prompts, no worked examples), so the only
   difference is the transport: HTTP, JSON, the OpenAI SDK and LlamaIndex's OpenAI classes. The task is
   start → approve the plan → approve the result, wall time per run; runs alternate, the median is printed.
   Goal: HTTP within 20 % of in-process.
2. First streamed token: a ReviewForm (real ipywidgets, no browser) over the HTTP model; the time from the
   Approve click to the first chunk of the executor's answer in the form's live widget. The browser adds only
   the comm message on top. With --browser, also in JupyterLab in headless Chromium (the harness of
   tests/browser/test_browser.py): from the Approve click to the live text in the page, timed inside the browser.
   Goal: <= 1 s.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

KEY = "sk-bench-http-local"
GOAL = "Write one sentence on why checking revenue by region matters"
ANSWER_TOKENS = 96


def in_process_llm():
    from nbcopilot.llm.embedded import EmbeddedLLM, default_model_path

    class AskedLikeAProvider(EmbeddedLLM):
        """The embedded model asked the way a provider model is, so both sides get the same prompts."""

        @property
        def wants_worked_examples(self) -> bool:
            return False

        @property
        def accepts_json_schema(self) -> bool:
            return False

    return AskedLikeAProvider(model_path=default_model_path(), max_tokens=ANSWER_TOKENS)


def http_llm(url: str):
    from nbcopilot.llm.calls import CallPolicy
    from nbcopilot.llm.providers import build_llm

    llm = build_llm(f"openai-like:gemma@{url}", CallPolicy(max_tokens=ANSWER_TOKENS))
    llm.temperature = 0.0
    return llm


def run_task(llm) -> tuple[float, int, int]:
    """Seconds for start → done, the model calls made and their completion tokens."""
    from nbcopilot import Copilot, ReviewPolicy

    with tempfile.TemporaryDirectory() as folder:
        with Copilot(store=os.path.join(folder, "s.duckdb"), llm=llm, namespace={}, memory=False,
                     policy=ReviewPolicy(anchors=("after_plan", "before_result"))) as cp:
            started = time.perf_counter()
            task = cp.start(GOAL)
            for _ in range(10):
                if task.state == "done":
                    break
                task.approve()
            seconds = time.perf_counter() - started
            assert task.state == "done", (task.state, task.note)
            row = cp.metrics().set_index("task_id").loc[task.id]  # the contract's figures, no SQL of our own
            return seconds, int(row["llm_calls"]), int(row["completion_tokens"])


def first_token(llm) -> float:
    from nbcopilot import Copilot, ReviewPolicy
    from nbcopilot.notebook.forms import ReviewForm

    with tempfile.TemporaryDirectory() as folder:
        with Copilot(store=os.path.join(folder, "s.duckdb"), llm=llm, namespace={}, memory=False,
                     policy=ReviewPolicy(anchors=("after_plan", "before_result"))) as cp:
            form = ReviewForm(cp, call=lambda: cp.start(GOAL), goal=GOAL)
            assert form.wait(120) and form.task.state == "review_plan", form.task.note
            clicked = time.perf_counter()
            form.buttons["Approve"].click()
            while 'data-role="executor"' not in form.live.widget.value:
                time.sleep(0.002)
            seconds = time.perf_counter() - clicked
            form.wait(120)
            return seconds


FIRST_CHUNK_JS = """(form) => new Promise(resolve => {
  const approve = [...form.querySelectorAll('button')].find(b => b.textContent.includes('Approve'));
  const clicked = performance.now();
  const seen = new MutationObserver(() => {
    if (form.querySelector('.nbc-live[data-role="executor"]')) { seen.disconnect(); resolve(performance.now() - clicked); }
  });
  seen.observe(form, {subtree: true, childList: true, characterData: true});
  setTimeout(() => { seen.disconnect(); resolve(-1); }, 90000);  // no stream seen: say so, do not hang
  approve.click();
})"""


def first_token_in_browser(url: str, runs: int) -> list[float]:
    """Seconds from the Approve click to the streamed text in the page, one task per run, timed in Chromium."""
    from playwright.sync_api import sync_playwright

    import test_browser as harness

    with tempfile.TemporaryDirectory() as folder:
        server = harness.Server(Path(folder))
        try:
            store = Path(folder) / "s.duckdb"
            goals = [f"t{i} = %copilot {GOAL} ({i})" for i in range(runs)]
            harness.notebook(Path(folder) / "bench.ipynb", [
                f"import os\nos.environ['OPENAI_API_KEY'] = {KEY!r}\n"
                f"os.environ['NBCOPILOT_LLM_MAX_TOKENS'] = '{ANSWER_TOKENS}'\nimport nbcopilot\n"
                f"cp = nbcopilot.use(nbcopilot.Copilot(store={str(store)!r}, llm={f'openai-like:gemma@{url}'!r}, "
                "memory=False, namespace={}, policy=nbcopilot.ReviewPolicy(anchors=('after_plan', 'before_result'))))"
                "\n%load_ext nbcopilot", *goals])
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=harness.CHROMIUM, headless=True,
                                                     args=harness.CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                page.set_default_timeout(120_000)
                nb = harness.open_notebook(page, server, "bench.ipynb")
                nb.run("load_ext nbcopilot")
                seconds = []
                for goal in goals:
                    form = nb.form(nb.run(goal.split(" (")[0]))
                    harness.badge(form, "Plan review", timeout=120_000)
                    waited = form.evaluate(FIRST_CHUNK_JS) / 1000
                    if waited < 0:
                        raise RuntimeError("no streamed text on the form within 90 s: "
                                           + form.locator(".nbc-badge").first.inner_text())
                    seconds.append(waited)
                    print(f"  browser run {len(seconds)}: {waited:.3f} s", flush=True)
                    rested = re.compile("Step review|Result review|Paused|Done")  # wherever the tiny model lands
                    form.locator(".nbc-badge", has_text=rested).first.wait_for(timeout=180_000)
                browser.close()
            return seconds
        finally:
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--browser", action="store_true", help="also time the first token in JupyterLab")
    args = parser.parse_args()
    os.environ["OPENAI_API_KEY"] = KEY
    os.environ.setdefault("NBCOPILOT_LLM_THREADS", "1")
    from harness import llama_server

    server = llama_server.start(KEY, answer_tokens=None, threads=1)
    local, remote = in_process_llm(), http_llm(server.url)
    run_task(local), run_task(remote)  # warm both: model load, prompt cache
    times = {"in-process": [], "http": []}
    work = {}
    for i in range(args.runs):
        for name, llm in (("in-process", local), ("http", remote))[:: 1 if i % 2 == 0 else -1]:
            seconds, calls, tokens = run_task(llm)
            times[name].append(seconds)
            work[name] = (calls, tokens)
    median = {name: statistics.median(values) for name, values in times.items()}
    ratio = median["http"] / median["in-process"]
    for name in times:
        print(f"{name:>10}: median {median[name]:.2f} s over {args.runs} runs "
              f"({', '.join(f'{t:.2f}' for t in times[name])}); {work[name][0]} model calls, "
              f"{work[name][1]} completion tokens")
    print(f"HTTP / in-process: {ratio:.3f} (goal <= 1.20: {'PASS' if ratio <= 1.2 else 'MISS'})")
    # On a shared machine other processes slow single runs; the fastest run of each is the least disturbed.
    fastest = min(times["http"]) / min(times["in-process"])
    print(f"HTTP / in-process, fastest runs: {min(times['http']):.2f} / {min(times['in-process']):.2f} s = {fastest:.3f}")
    firsts = [first_token(remote) for _ in range(args.runs)]
    print(f"first streamed token on the form after Approve: median {statistics.median(firsts):.3f} s "
          f"({', '.join(f'{t:.3f}' for t in firsts)}) (goal <= 1 s: "
          f"{'PASS' if statistics.median(firsts) <= 1 else 'MISS'})")
    figures = {"http_s": median["http"], "in_process_s": median["in-process"], "ratio": ratio, "fastest_ratio": fastest,
               "first_token_s": statistics.median(firsts)}
    if args.browser:
        in_page = first_token_in_browser(server.url, args.runs)
        figures["first_token_browser_s"] = statistics.median(in_page)
        print(f"first streamed token in JupyterLab (Chromium) after Approve: median {statistics.median(in_page):.3f} s "
              f"({', '.join(f'{t:.3f}' for t in in_page)}) (goal <= 1 s: "
              f"{'PASS' if statistics.median(in_page) <= 1 else 'MISS'})")
    print("BENCH_JSON " + json.dumps(figures))


if __name__ == "__main__":
    main()
