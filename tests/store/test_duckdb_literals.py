"""Values written into the DuckDB store's SQL as literals read back exactly, whatever they hold."""
from __future__ import annotations

import subprocess
import sys
from datetime import datetime

import duckdb
import pytest

from nbcopilot.store.duckdb_literals import bind

AWKWARD_TEXT = ["it's", "''", "back\\slash \\n", "中文 ☕ 🚀", "line\nbreak\ttab", "'; DROP TABLE tasks; --",
                "? and $1", "", "x" * 20_000, "a\x00b", "\x00", '{"k": "v\'q"}']
VALUES = [0, -5, 2**62, 1.5, 0.1, -0.1, 1e-300, float("inf"), True, False, None,
          datetime(2025, 1, 2, 3, 4, 5, 678901), datetime(2025, 1, 2)]


@pytest.mark.parametrize("value", AWKWARD_TEXT + VALUES)
def test_a_value_reads_back_as_it_was_with_its_type(value):
    got = duckdb.connect().execute(bind("SELECT ?", [value])).fetchone()[0]
    assert got == value and type(got) is type(value)


def test_lists_and_placeholders_in_order():
    con = duckdb.connect()
    assert con.execute(bind("SELECT ?::FLOAT[], list_contains(?, 'b'), ?", [[0.5, 0.25], ["a", "b"], "?"])
                       ).fetchone() == ([0.5, 0.25], True, "?")


def test_a_count_mismatch_or_an_unwritable_value_is_refused():
    with pytest.raises(ValueError, match="2 placeholders for 1 values"):
        bind("SELECT ?, ?", [1])
    with pytest.raises(TypeError, match="no DuckDB literal for object"):
        bind("SELECT ?", [object()])


def test_reading_a_checkpoint_does_not_import_pandas(tmp_path):
    code = f"""
import sys
from nbcopilot.store.duckdb_store import DuckDBStore
store = DuckDBStore({str(tmp_path / "c.duckdb")!r})
store.match("t-"); store.latest_runs("t-1"); store.lease("t-1"); store.tokens_used("t-1")
print("pandas" in sys.modules)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.stdout.strip() == "False", out.stderr[-2000:]
