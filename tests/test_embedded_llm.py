"""The real embedded model: SmolLM2-135M run in-process by xllamacpp, offline, with no configuration.

Slow-marked (the first plan on a busy 2-core machine takes several seconds) but meant to run in CI.
Speed figures are printed by scripts/bench_embedded_llm.py, not asserted here.
"""
import json
import os
import socket
import threading

import pytest

from nbcopilot.llm import embedded
from nbcopilot.llm.roles import Roles

pytestmark = pytest.mark.slow

GOAL = "Analyze sales.csv and find the top three regions by revenue"


@pytest.fixture
def no_network(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the embedded model must not use the network")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


def _content_words(text: str) -> set[str]:
    return {w.strip(".,").lower() for w in text.split()} - {"the", "a", "and", "by", "of", "in", "to", "find"}


def test_with_no_configuration_the_plan_has_at_least_two_meaningful_steps(no_network):
    attempts = []
    plan = Roles.build().plan(GOAL, record=lambda *a: attempts.append(a))
    descriptions = [step.description for step in plan.steps]
    assert len(descriptions) >= 2, plan
    assert len({d.lower() for d in descriptions}) == len(descriptions), plan  # no repeats
    about_the_goal = [d for d in descriptions if _content_words(d) & _content_words(GOAL)]
    assert len(about_the_goal) >= 2, plan  # at least two steps speak of sales.csv, regions or revenue
    assert all(step.kind in ("python", "text") for step in plan.steps)
    (role, seconds, prompt_tokens, completion_tokens, ok), = attempts
    assert role == "planner" and ok and seconds > 0
    assert prompt_tokens > 100 and completion_tokens > 10  # llama.cpp's own counts, not estimates


def test_json_schema_holds_the_answer_to_its_shape():
    schema = {"type": "object", "properties": {"answer": {"type": "string", "enum": ["yes", "no"]}},
              "required": ["answer"]}
    response = embedded.default_llm().complete("Is Paris in France? Answer in JSON.", json_schema=schema, max_tokens=20)
    assert json.loads(response.text)["answer"] in ("yes", "no")
    assert response.raw["usage"]["completion_tokens"] <= 20


def test_a_model_file_loads_once_when_threads_race_and_logs_nothing(tmp_path, capfd):
    link = tmp_path / "race.gguf"
    os.symlink(embedded.default_model_path(), link)
    llm = embedded.gguf_llm(str(link))
    servers_before = dict(embedded._servers)
    barrier = threading.Barrier(4)

    def load():
        barrier.wait()
        llm.load()

    threads = [threading.Thread(target=load) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    try:
        new = set(embedded._servers) - set(servers_before)
        assert new == {str(link)} and llm.loaded
        assert llm.complete("Say hi.", max_tokens=4).text.strip()
        out, err = capfd.readouterr()
        assert out == "" and err == ""  # llama.cpp's load and request logs are silenced
    finally:
        embedded._servers.pop(str(link), None)  # free the second copy of the weights
