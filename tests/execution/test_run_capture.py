"""Running a step's code: value, output, tables, figures, errors, interrupts and the namespace it leaves behind."""
from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
import textwrap
import threading
import time

import pandas as pd
import pytest

from nbcopilot.execution.run import MAX_ROWS, ExecResult, interrupt_running, run_code, running_steps

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def test_the_value_of_the_last_expression_is_captured_like_ipython():
    namespace = {}
    result = run_code("a = 2\nb = 3\na * b", namespace)
    assert result.ok and result.value == "6" and result.error is None and not result.interrupted
    assert run_code("c = a + b", namespace).value is None          # a statement has no value
    assert run_code("print('x')", namespace).value is None         # print returns None: nothing to show
    assert run_code("a * 10;", namespace).value is None            # a trailing semicolon hides it, as in IPython
    assert run_code("a * 10  # a comment", namespace).value == "20"


def test_a_long_value_is_bounded():
    result = run_code("'x' * 100_000", {})
    assert len(result.value) < 3_000 and "characters left out" in result.value


def test_stdout_and_stderr_are_captured_separately():
    code = "import sys\nprint('rows:', 3)\nprint('careful', file=sys.stderr)\nsys.stdout.writelines(['a', 'b'])"
    result = run_code(code, {})
    assert result.stdout == "rows: 3\nab" and result.stderr == "careful\n"


def test_output_of_other_threads_is_not_taken(capsys):
    """The kernel keeps printing while a step runs off the main thread: each keeps its own output."""
    gate, results = threading.Event(), {}
    namespace = {"gate": gate}

    def step(name):
        results[name] = run_code(f"for i in range(3):\n    print('{name}', i)\n    gate.wait(5)", dict(namespace))

    threads = [threading.Thread(target=step, args=(name,)) for name in ("first", "second")]
    for thread in threads:
        thread.start()
    time.sleep(0.2)
    print("kernel output")
    gate.set()
    for thread in threads:
        thread.join(10)
    assert results["first"].stdout == "first 0\nfirst 1\nfirst 2\n"
    assert results["second"].stdout == "second 0\nsecond 1\nsecond 2\n"
    assert capsys.readouterr().out == "kernel output\n"
    assert type(sys.stdout).__name__ != "_ThreadRouter"  # the stream is handed back once no step runs


def test_a_dataframe_value_becomes_a_json_safe_table():
    namespace = {"pd": pd}
    code = textwrap.dedent("""
        frame = pd.DataFrame({
            "region": ["EU", "US", None],
            "amount": [1.5, float("nan"), 3.0],
            "when": pd.to_datetime(["2024-01-01", "2024-02-01", None]),
        })
        frame
    """)
    result = run_code(code, namespace)
    (table,) = result.tables
    assert table == {"columns": ["region", "amount", "when"],
                     "rows": [["EU", 1.5, "2024-01-01T00:00:00"], ["US", None, "2024-02-01T00:00:00"],
                              [None, 3.0, None]],
                     "shape": [3, 3], "truncated": False, "index_columns": 0}
    assert "region" in result.value
    json.dumps(result.to_json(), allow_nan=False)


def test_a_grouped_result_keeps_its_index_and_a_big_one_is_cut():
    namespace = {"df": pd.DataFrame({"region": ["EU", "US", "EU"], "amount": [1, 2, 3]})}
    (table,) = run_code("df.groupby('region')['amount'].sum()", namespace).tables
    assert table["columns"] == ["region", "amount"] and table["rows"] == [["EU", 4], ["US", 2]]
    assert table["index_columns"] == 1
    (big,) = run_code("import pandas as pd\npd.DataFrame({'n': range(1000)})", {}).tables
    assert big["shape"] == [1000, 1] and big["truncated"] and len(big["rows"]) == MAX_ROWS


def test_a_new_figure_is_captured_as_png_and_released():
    import matplotlib.pyplot as plt

    namespace = {}
    code = "import matplotlib.pyplot as plt\nfig, ax = plt.subplots()\nax.plot([1, 3, 2])\nax.set_title('trend');"
    result = run_code(code, namespace)
    assert result.ok and result.value is None and len(result.figures) == 1
    assert base64.b64decode(result.figures[0]).startswith(PNG_MAGIC)
    assert namespace["fig"].number not in plt.get_fignums()  # closed, so the notebook does not show it twice

    later = run_code("ax.set_xlabel('day')\nax.figure", namespace)  # changing the kept figure shows it again
    assert len(later.figures) == 1 and base64.b64decode(later.figures[0]).startswith(PNG_MAGIC)
    assert run_code("n = 1", namespace).figures == ()


def test_a_pandas_plot_is_captured():
    namespace = {"df": pd.DataFrame({"x": [1, 2, 3], "y": [3, 1, 2]})}
    result = run_code("df.plot(x='x', y='y')", namespace)
    assert result.ok and len(result.figures) == 1 and result.value.startswith("<Axes")


def test_an_exception_is_a_failed_step_with_a_short_traceback():
    namespace = {}
    result = run_code("x = 1\ny = x / 0\nz = 2", namespace)
    assert not result.ok and not result.interrupted
    assert result.error == "ZeroDivisionError: division by zero\n  line 2: y = x / 0"
    assert namespace["x"] == 1 and "z" not in namespace  # what ran before the error stays, like a notebook cell


def test_the_traceback_points_at_the_steps_own_line_not_pandas():
    code = "import pandas as pd\ndef ratio(v):\n    return v / 0 if v > 1 else int('x')\npd.Series([1]).apply(ratio)"
    result = run_code(code, {})
    assert result.error.startswith("ValueError: invalid literal for int()")
    assert result.error.endswith("line 3: return v / 0 if v > 1 else int('x')")


def test_syntax_errors_and_exit_calls_do_not_escape():
    syntax = run_code("total = (1 +\nprint(total)", {})
    assert not syntax.ok and syntax.error.startswith("SyntaxError:")
    leaving = run_code("import sys\nsys.exit(2)", {})
    assert not leaving.ok and leaving.error == "SystemExit: 2\n  line 2: sys.exit(2)"


def test_interrupt_running_stops_a_step_in_another_thread():
    started, results = threading.Event(), {}
    namespace = {"started": started}
    runner = threading.Thread(target=lambda: results.update(
        r=run_code("n = 0\nstarted.set()\nwhile True:\n    n += 1", namespace)))
    runner.start()
    assert started.wait(10)
    assert runner.ident in running_steps()
    assert interrupt_running(runner.ident) == 1
    runner.join(10)
    assert not runner.is_alive()
    result = results["r"]
    assert result.interrupted and not result.ok and result.error.startswith("KeyboardInterrupt")
    assert namespace["n"] > 0 and running_steps() == ()
    assert interrupt_running() == 0  # nothing runs any more: nothing is interrupted


def test_keyboard_interrupt_in_the_main_thread_marks_the_step_interrupted():
    result = run_code("raise KeyboardInterrupt", {})
    assert result.interrupted and not result.ok


def test_the_result_round_trips_through_json():
    result = run_code("import pandas as pd\nprint('hi')\npd.DataFrame({'a': [1]})", {})
    data = json.loads(json.dumps(result.to_json()))
    assert ExecResult.from_json(data) == result
    assert result.text().startswith("Output:\nhi\n\nValue:\n") and "Table: 1 rows x 1 columns" in result.text()
    failed = run_code("1 / 0", {})
    assert failed.text() == "Error: ZeroDivisionError: division by zero\n  line 1: 1 / 0"
    assert len(run_code("print('x' * 50_000)", {}).text(limit=500)) <= 500


def test_ipython_syntax_runs_in_a_real_ipython_shell():
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    result = run_code("listing = !echo hello\nlisting", shell.user_ns)
    assert result.ok, result.error
    assert list(shell.user_ns["listing"]) == ["hello"]


def _run_fresh(script: str, **env) -> dict:
    """Run a script in a new interpreter (so matplotlib's backend choice starts from scratch) and read its JSON."""
    environment = {k: v for k, v in os.environ.items() if k != "MPLBACKEND"} | env
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], capture_output=True, text=True,
                          env=environment, timeout=120, cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_matplotlib_loads_only_for_plotting_steps_and_defaults_to_agg():
    facts = _run_fresh("""
        import json, sys
        from nbcopilot.execution.run import run_code
        namespace = {}
        run_code("total = sum(range(10))", namespace)
        loaded_early = "matplotlib" in sys.modules
        result = run_code("import matplotlib.pyplot as plt\\nplt.plot([1, 2])", namespace)
        import matplotlib
        print(json.dumps({"loaded_early": loaded_early, "backend": matplotlib.get_backend().lower(),
                          "figures": len(result.figures)}))
    """)
    assert facts == {"loaded_early": False, "backend": "agg", "figures": 1}


def test_a_backend_the_analyst_chose_is_kept():
    facts = _run_fresh("""
        import json
        from nbcopilot.execution.run import run_code
        result = run_code("import matplotlib.pyplot as plt\\nplt.bar(['a', 'b'], [1, 2])", {})
        import matplotlib
        print(json.dumps({"backend": matplotlib.get_backend().lower(), "figures": len(result.figures)}))
    """, MPLBACKEND="pdf")
    assert facts == {"backend": "pdf", "figures": 1}


def test_ipython_syntax_outside_ipython_is_a_clear_error():
    facts = _run_fresh("""
        import json
        from nbcopilot.execution.run import run_code
        print(json.dumps({"error": run_code("!ls", {}).error}))
    """)
    assert facts["error"] == ("SyntaxError: IPython syntax (%magic, !command) runs only inside IPython or Jupyter\n"
                              "  line 1: !ls")


@pytest.mark.parametrize("code, expected", [
    ("rows = [1, 2]\nrows.append(3)", {"rows": [1, 2, 3]}),
    ("def double(v):\n    return 2 * v\nvalue = double(21)", {"value": 42}),
    ("import math\nroot = math.sqrt(16)", {"root": 4.0}),
])
def test_the_step_leaves_its_names_in_the_namespace(code, expected):
    namespace = {}
    assert run_code(code, namespace).ok
    assert {k: namespace[k] for k in expected} == expected
    assert callable(namespace.get("double", len))
