"""What only the PostgreSQL backend has: a URL whose password is never kept or shown, one sentence for each
way connecting fails, its own migrations, kernels that write at once without waiting for each other, and a
connection lost between statements that costs nothing. On a real server (tests/harness/pg_server.py)."""
from __future__ import annotations

import threading
import time
from dataclasses import replace
from urllib.parse import quote

import pytest

from harness import pg_server
from nbcopilot import Copilot
from nbcopilot.errors import BadInput, CopilotError, StoreVersionError
from nbcopilot.records import Event, Transition
from nbcopilot.store.postgres_schema import MIGRATIONS
from nbcopilot.store.postgres_store import PostgresStore
from nbcopilot.store.schema import SCHEMA_VERSION
from harness.store_backends import store_url
from harness.store_sql import rows
from harness.store_story import approved, first_transition, planned

SECRET = "pa55-Wörd:/@x"
"""A password with the characters a URL must escape."""


def one_sentence(message: str) -> bool:
    return "\n" not in message and message.endswith(".") and ". " not in message


def role_with_password(name: str, password: str) -> str:
    """A login role that must give its password (a scram rule ahead of the server's trust rules)."""
    exists = pg_server.admin("SELECT 1 FROM pg_roles WHERE rolname = %s", [name])
    pg_server.admin(f"{'ALTER' if exists else 'CREATE'} ROLE \"{name}\" LOGIN PASSWORD '{password}'")
    hba = pg_server.admin("SHOW hba_file")[0][0]
    with open(hba) as f:
        rules = f.read()
    rule = f"local all {name} scram-sha-256\n"
    if rule not in rules:
        with open(hba, "w") as f:
            f.write(rule + rules)
        pg_server.admin("SELECT pg_reload_conf()")
        time.sleep(0.2)  # the postmaster rereads the file on the signal
    return name


def url_as(url: str, user: str, password: str | None) -> str:
    credentials = quote(user) + (":" + quote(password, safe="") if password is not None else "")
    return url.replace("postgresql://postgres:@", f"postgresql://{credentials}@", 1)


@pytest.fixture
def url(tmp_path) -> str:
    return store_url("postgres", tmp_path)


def test_a_password_in_the_url_is_never_stored_or_shown(url, tmp_path):
    role_with_password("analyst_pw", SECRET)
    pg_server.admin('GRANT ALL ON SCHEMA public TO analyst_pw', database=pg_server.database_name(url))
    pg_server.admin("CREATE EXTENSION IF NOT EXISTS vector", database=pg_server.database_name(url))
    secret_url = url_as(url, "analyst_pw", SECRET)
    with Copilot(store=secret_url, memory=False) as cp:
        assert quote(SECRET, safe="") not in cp.store_path and SECRET not in cp.store_path
        assert cp.store_path.startswith("postgresql://analyst_pw:***@")
        assert cp.tasks().empty
        stored = rows(cp._store, "SELECT string_agg(t::text, ' ') FROM (SELECT * FROM meta) t")
        assert SECRET not in str(stored)
        assert SECRET not in repr(cp._store.__dict__.get("path"))


def test_a_wrong_password_is_one_sentence_that_never_quotes_it(url):
    role_with_password("analyst_pw", SECRET)
    with pytest.raises(CopilotError) as refused:
        PostgresStore(url_as(url, "analyst_pw", "not-" + SECRET))
    message = str(refused.value)
    assert one_sentence(message) and "refused the password" in message and "analyst_pw" in message
    assert SECRET not in message and quote(SECRET, safe="") not in message and refused.value.__cause__ is None


@pytest.mark.parametrize("bad, says", [
    ("postgresql://u@127.0.0.1:1/team", "nothing answered at 127.0.0.1:1 (connection refused)"),
    ("postgresql://u:hunter22@127.0.0.1:notaport/team", "is not a PostgreSQL URL"),
    ("postgresql://u:hunter22@/team?host=/nonexistent-socket-dir", "nothing answered at /nonexistent-socket-dir"),
])
def test_a_bad_url_or_a_refused_connection_is_one_sentence(bad, says):
    with pytest.raises(CopilotError) as refused:
        Copilot(store=bad, memory=False)
    message = str(refused.value)
    assert says in message and one_sentence(message) and "hunter22" not in message, message


def test_a_missing_database_is_named(url):
    with pytest.raises(CopilotError, match=r"has no database 'nope_db'; create it \(createdb nope_db\)"):
        PostgresStore(url.replace(pg_server.database_name(url), "nope_db"))


def test_a_database_without_pgvector_that_the_user_cannot_add_is_refused_and_left_untouched(url):
    if not pg_server.admin("SELECT 1 FROM pg_roles WHERE rolname = 'plain_user'"):
        pg_server.admin("CREATE ROLE plain_user LOGIN")  # not a superuser: pgvector is not a trusted extension
    database = pg_server.database_name(url)
    pg_server.admin("GRANT ALL ON SCHEMA public TO plain_user", database=database)
    with pytest.raises(CopilotError) as refused:
        PostgresStore(url_as(url, "plain_user", None))
    message = str(refused.value)
    assert one_sentence(message) and "no 'vector' extension" in message and "CREATE EXTENSION vector" in message
    assert pg_server.admin("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'", database=database) == [(0,)]


def test_a_version_1_store_migrates_and_a_newer_one_is_refused(url):
    database = pg_server.database_name(url)
    for statement in MIGRATIONS[1]:
        pg_server.admin(statement, database=database)
    pg_server.admin("INSERT INTO meta VALUES ('schema_version', '1')", database=database)
    store = PostgresStore(url)
    assert store.schema_version() == SCHEMA_VERSION
    assert ("model",) in rows(store, "SELECT column_name FROM information_schema.columns WHERE table_name = 'llm_calls'")
    PostgresStore(url).close()  # migrating again changes nothing
    store.close()
    pg_server.admin("UPDATE meta SET value = %s WHERE key = 'schema_version'", [str(SCHEMA_VERSION + 1)],
                    database=database)
    with pytest.raises(StoreVersionError, match=f"schema {SCHEMA_VERSION + 1}, this one knows {SCHEMA_VERSION}"):
        PostgresStore(url)


def test_kernels_opening_a_new_store_at_once_migrate_it_once(url):
    opened, errors = [], []

    def open_it():
        try:
            opened.append(PostgresStore(url))
        except Exception as exc:  # noqa: BLE001 - the assertion below shows it
            errors.append(exc)

    threads = [threading.Thread(target=open_it) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(opened) == 6
    assert opened[0].schema_version() == SCHEMA_VERSION
    for store in opened:
        store.close()


def test_kernels_working_different_tasks_never_wait_for_each_other(url):
    """A commit holds only its task's row: a kernel inside a slow transaction does not block another's."""
    a, b = PostgresStore(url), PostgresStore(url)
    first, second = planned("t-a"), planned("t-b")
    a.create(first, first_transition(first))
    b.create(second, first_transition(second))
    with a._cursor() as con, con.transaction():  # kernel a keeps t-a's row locked …
        con.execute("SELECT 1 FROM tasks WHERE id = 't-a' FOR UPDATE")
        began = time.monotonic()
        after, t = approved(second)
        b.commit(second, after, t)  # … and kernel b commits t-b meanwhile
        assert time.monotonic() - began < 1.0
    assert b.load("t-b") == after
    a.close(), b.close()


def test_a_connection_lost_between_calls_is_replaced_and_the_transition_is_written_once(url):
    store = PostgresStore(url)
    task = planned()
    store.create(task, first_transition(task))
    with store.session():
        pid = store._conn.info.backend_pid
        pg_server.admin("SELECT pg_terminate_backend(%s)", [pid])
        after, t = approved(task)
        store.commit(task, after, t)  # the session's connection is dead: retried on a fresh one
        assert store._conn.info.backend_pid != pid
    assert store.load(task.id) == after
    assert store.history_table(task.id).event.tolist() == ["planned", "approve"]
    store.close()


def test_a_commit_whose_acknowledgement_was_lost_is_not_written_twice(url):
    store = PostgresStore(url)
    task = planned()
    store.create(task, first_transition(task))
    after, t = approved(task)
    store.commit(task, after, t)
    # What a retry after a lost acknowledgement finds: the transition is there, so it counts as done.
    calls = []
    store._write(lambda con: calls.append(1), done=lambda con: store._has_transition(con, task.id, after.seq))
    assert calls == [1] and store.history_table(task.id).seq.tolist() == [1, 2]
    store.close()


def test_text_postgresql_cannot_hold_is_stored_with_a_replacement_character(url):
    store = PostgresStore(url)
    task = planned(goal="a NUL \x00 inside")
    store.create(task, replace(first_transition(task), payload={"note": "x\x00y"}))
    assert store.load(task.id).goal == "a NUL \ufffd inside"
    assert store.latest_payload(task.id, "planned") == {"note": "x\ufffdy"}
    store.close()


def test_the_postgres_extra_is_imported_only_when_a_team_store_is_opened():
    import subprocess
    import sys

    code = "import sys, nbcopilot, nbcopilot.api, nbcopilot.store.factory; print('psycopg' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.stdout.strip() == "False", out.stderr[-2000:]


def test_grant_moves_keep_the_lease_only_while_working(url):
    store = PostgresStore(url)
    task = planned()
    store.create(task, first_transition(task), owner="kernel-a")
    rest = replace(task, seq=2)
    store.commit(task, rest, Transition(task.state, task.state, Event.GRANT), owner="kernel-a")
    assert store.lease(task.id) == (None, None)  # review_plan is a resting state: nobody drives it
    store.close()


def test_bad_input_from_the_factory_names_the_extra(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "psycopg" else real(name, *a))
    with pytest.raises(BadInput, match=r'pip install "nbcopilot\[postgres\]"'):
        Copilot(store="postgresql://u@localhost/team", memory=False)


def test_a_connection_lost_again_on_the_retry_rolls_the_transition_back_in_one_sentence(url, monkeypatch):
    from nbcopilot.errors import StoreUnavailable
    from nbcopilot.records import LLMCall
    from nbcopilot.store.sql_store import SQLStore

    store = PostgresStore(url)
    task = planned()
    store.create(task, first_transition(task))
    original = SQLStore._append

    def append(self, con, *rest):  # the server process writing the transition dies half-way, both times
        pg_server.admin("SELECT pg_terminate_backend(%s, 5000)", [con.info.backend_pid])
        original(self, con, *rest)

    monkeypatch.setattr(SQLStore, "_append", append)
    after, t = approved(task)
    with store.session():
        store.record_llm_call(LLMCall(task.id, "planner", 0.5, 10, 5, True, model="scripted"))
        with pytest.raises(StoreUnavailable) as refused:
            store.commit(task, after, t)
        monkeypatch.undo()
        assert store.load(task.id) == task  # rolled back: the session goes on, on a fresh connection
    assert one_sentence(str(refused.value)) and str(refused.value).endswith("then resume the task.")
    assert store.history_table(task.id).event.tolist() == ["planned"]
    assert store._calls == [] and store.tokens_used(task.id) == 15  # the call was kept, written at the session's end
    store.close()
