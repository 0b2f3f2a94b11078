"""Accuracy of the local correction classifier on the held-out labelled feedback.

    python scripts/classifier_accuracy.py                  # held-out set, with each sentence's anchor
    python scripts/classifier_accuracy.py --no-anchor      # the same without anchors
    python scripts/classifier_accuracy.py --ablation       # also neighbours alone and rules alone
    python scripts/classifier_accuracy.py --train-loo      # leave-one-out over the shipped examples
    python scripts/classifier_accuracy.py --refresh-vectors  # re-embed the shipped examples after editing them

Prints overall, per-language and per-intent accuracy, a confusion matrix, step-number extraction and
how accuracy splits above and below the low-confidence line.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from nbcopilot.llm import classifier  # noqa: E402  (after the path fix so a checkout runs without install)

HELD_OUT = REPO / "tests" / "data" / "feedback_labelled.jsonl"


def load_held_out(path: Path = HELD_OUT) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def evaluate(rows: list[dict], use_anchor: bool = True) -> list[tuple[dict, classifier.Classification]]:
    return [(row, classifier.classify_local(row["text"], row.get("anchor") if use_anchor else None)) for row in rows]


def leave_one_out() -> list[tuple[dict, classifier.Classification]]:
    """Each shipped example classified against all the others (how the settings were tuned)."""
    texts, intents, vectors = classifier._load_examples()
    doc = json.loads(classifier._examples_path().read_text(encoding="utf-8"))
    results = []
    try:
        for i, item in enumerate(doc["examples"]):
            keep = [j for j in range(len(texts)) if j != i]
            classifier._examples = ([texts[j] for j in keep], [intents[j] for j in keep], vectors[keep])
            results.append((item, classifier.classify_local(item["text"])))
    finally:
        classifier._examples = None
    return results


def ablation(rows: list[dict], use_anchor: bool) -> None:
    """Each half of the evidence on its own, to show what the combination adds."""
    rules, votes = classifier._RULES, classifier._neighbour_votes

    def no_embeddings(text):
        raise RuntimeError("ablation: neighbours switched off")

    try:
        classifier._RULES = ()
        print(f"neighbours only (no rules)       {accuracy(evaluate(rows, use_anchor))}")
        classifier._RULES, classifier._neighbour_votes = rules, no_embeddings
        print(f"rules only (no embeddings)       {accuracy(evaluate(rows, use_anchor))}")
    finally:
        classifier._RULES, classifier._neighbour_votes = rules, votes


def accuracy(pairs) -> str:
    pairs = list(pairs)
    right = sum(row["intent"] == got.intent for row, got in pairs)
    return f"{right / len(pairs):.3f} ({right}/{len(pairs)})" if pairs else "n/a"


def report(results, title: str) -> float:
    print(f"== {title}: {len(results)} sentences")
    right = sum(row["intent"] == got.intent for row, got in results)
    overall = right / len(results)
    print(f"overall accuracy      {accuracy(results)}")
    by_language = defaultdict(list)
    by_intent = defaultdict(list)
    for row, got in results:
        by_language[row.get("lang", "?")].append((row, got))
        by_intent[row["intent"]].append((row, got))
    for language in sorted(by_language):
        print(f"  language {language:<8}  {accuracy(by_language[language])}")
    for intent in classifier.INTENTS:
        print(f"  intent {intent:<14}{accuracy(by_intent[intent])}")

    print("confusion (rows: true, columns: predicted)")
    counts = Counter((row["intent"], got.intent) for row, got in results)
    print(" " * 15 + "".join(f"{name:>15}" for name in classifier.INTENTS))
    for true in classifier.INTENTS:
        print(f"{true:<15}" + "".join(f"{counts[(true, guess)]:>15}" for guess in classifier.INTENTS))

    confident = [(r, g) for r, g in results if g.confidence >= classifier.LOW_CONFIDENCE]
    unsure = [(r, g) for r, g in results if g.confidence < classifier.LOW_CONFIDENCE]
    print(f"confidence >= {classifier.LOW_CONFIDENCE}: {accuracy(confident)};  below (analyst confirms): {accuracy(unsure)}")

    with_steps = [(r, g) for r, g in results if "target_step" in r]
    if with_steps:
        step_right = sum(r["target_step"] == g.target_step for r, g in with_steps)
        print(f"target_step extraction {step_right}/{len(with_steps)}")

    wrong = [(r, g) for r, g in results if r["intent"] != g.intent]
    if wrong:
        print("misclassified:")
        for row, got in wrong:
            print(f"  [{row['intent']} -> {got.intent} {got.confidence:.2f}] {row['text']}  | {got.reason}")
    return overall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-anchor", action="store_true", help="classify without the review anchor")
    parser.add_argument("--train-loo", action="store_true", help="leave-one-out over the shipped training examples")
    parser.add_argument("--ablation", action="store_true", help="also score neighbours alone and rules alone")
    parser.add_argument("--refresh-vectors", action="store_true", help="re-embed the shipped examples and exit")
    args = parser.parse_args()

    if args.refresh_vectors:
        print(f"stored vectors for {classifier.refresh_example_vectors()} examples")
        return
    started = time.perf_counter()
    if args.train_loo:
        report(leave_one_out(), "leave-one-out over the shipped examples")
    else:
        title = f"held-out {HELD_OUT.relative_to(REPO)}" + (" (no anchors)" if args.no_anchor else "")
        report(evaluate(load_held_out(), use_anchor=not args.no_anchor), title)
        if args.ablation:
            ablation(load_held_out(), use_anchor=not args.no_anchor)
    print(f"took {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
