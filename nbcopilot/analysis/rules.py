"""The decision list: which shape of answer a question asks for, tried in order, first match wins."""
from __future__ import annotations

import re
from dataclasses import replace
from nbcopilot.analysis import linking, quantities
from nbcopilot.analysis.kinds import FLAG_NAME_ASKED, one_hot_families
from nbcopilot.analysis.operations import Filter, Operation
from nbcopilot.analysis.phrases import (
    AGG_PATTERNS, MAX_WORDS, MIN_WORDS, COUNT_ITEMS, SUM_SAID, COUNT, DISTINCT, GROUP, WHICH, FIRST, LAST, LIST, BOOLEAN, MISSING, MODE,
    EVERY_FIELD, RARE, COLUMNS_COUNT, COLUMNS_ASKED, COLUMN_PROPERTIES, STRONG, PERCENT, FRACTION, RANKED, BOTH_ENDS, IN_ORDER, matches,
    SET_ASIDE, DATE_SPAN, VERSUS, AS_PERCENT,
)
from nbcopilot.analysis.reading import Reading, as_dates
from nbcopilot.analysis.roles import (
    COUNT_WORDS, LOWER_IS_BETTER, counts_of_its_things, agg_of, asked_for, binary_columns, count_column, counted_column, direction_of, either_column, group_key, is_compared,
    measured_column, name_column, named_column, one_row_each, person_column, rows_named, period_said, value_asked,
    running_number, sole_measure, things_counted, panel_key, person_key, date_part, place_column, whole_counts, id_like,
    several_a_day, part_column, kinds_counted, WHERE,
)
from nbcopilot.analysis.nouns import id_asked, one_kind, the_one_kind, which_noun
from nbcopilot.analysis.filters import (filters_of, in_fractions, is_fraction, names_the_study, often_nothing,
                                        says_nothing)
from nbcopilot.analysis.shapes import (
    CHANGE, EACH_ASKED, VERSUS_ABOVE, change_between, difference_sides, counts_things, column_family, columns_compared,
    counted_family,
    periods_listed, years_listed, group_change, gap_said, yes_no_text,
    correlation_of, each_listed, each_measure, first_passing, one_row,
    groups_by_share, groups_having, ordinal, periods_changing, periods_passing, ranked_groups, target_of_row,
)
from nbcopilot.analysis.summaries import (
    flag_at_the_extreme, known_values, missing_values, one_row_per, share_threshold, range_of, share_of, step_change,
    top_k_rows, which_extreme, yes_or_no, MAJORITY,
)


ANSWERED_FROM = r"[按用以]\s*[\w.]+\s*列(?:的值)?\s*(?:来)?回答|\banswer (?:with|using|from) (?:the |its )?[\w.]+ column\b"
"""'寿命最短的那位运动员是怎么死的？按 cause 列回答': a column of the row is asked for, whatever the question word."""


# ---------------------------------------------------------------- the rules


def keys_said(r: Reading) -> set[str]:
    """The columns a 'per …' / '每…' key stands for: the key itself and, for a year or month, the numeric columns
    that hold years or months."""
    key = group_key(r) if r.has(GROUP) else None
    if key is None:
        return set()
    column, part = key
    return {column} | ({c for c in r.numeric if part in linking.name_words(c)} if part in ("year", "month") else set())


def id_said(r: Reading) -> str | None:
    """'多少个不同的样地' with plot_id and plot_type linked alike: the thing itself (its id), not a kind of it."""
    best = max((l.score for l in r.links), default=0)
    tied = [l.column for l in r.links if l.score == best and best >= STRONG]
    ids = [c for c in tied if set(linking.name_words(c)) & {"id", "code", "no"}]
    kinds = [c for c in tied if set(linking.name_words(c)) & {"type", "kind", "category", "class", "group"}]
    return ids[0] if len(ids) == 1 and kinds and not r.has(r"\b(types?|kinds?|categor\w+|class\w*)\b|类型|种类|类别") else None


TOTALLED = r"\b(?:totals?|sum|add(?:ed)? up|altogether|combined)\b|总价|总额|总金额|总数|合计|加起来"
COUNTED = r"\bnumber of\b|\bhow many\b|多少个|几个|多少"


def typical_group(r: Reading, base: Operation) -> Operation | None:
    """'The average order total (add up the prices per order_id)', 'the average number of pizzas per order': each
    group's total (or row count) first, then the average of those."""
    outer = agg_of(r) if r.has(AGG_PATTERNS["mean"]) or r.has(AGG_PATTERNS["median"]) else None
    if outer not in ("mean", "median") or not r.has(GROUP):
        return None
    key = group_key(r)
    if key is not None and key[1] is not None:
        key = _period_key(r, key)  # "the average number of sentenced men per quarter during 2010"
    if key is None or not r.table.frame[key[0]].duplicated().any() and key[1] is None:
        return None
    measured = measured_column(r, {key[0]})
    totalled = matches(TOTALLED, r.q)
    if totalled and any(l.score >= STRONG and totalled.group().lower() in linking.name_words(l.column) for l in r.links):
        totalled = None  # "the average total bill per day": total_bill's own word, nothing added up
    counts = count_column(r)
    if totalled and measured:
        inner, column = "sum", measured
    elif r.has(COUNTED) and counts and key[1] is not None and measured in (None, counts):
        inner, column = "sum", counts  # a table of counts: each period's count, added up
    elif r.has(COUNTED) and key[1] is not None and measured and any(
            l.column == measured and l.score >= STRONG for l in r.links) and whole_counts(r.table.frame[measured]):
        inner, column = "sum", measured  # "平均每天接到多少个电话" over calls every five minutes: each day's calls
    elif r.has(COUNTED) and not any(l.column == measured and l.score >= STRONG for l in r.links):
        inner, column = "count", None
    else:
        return None
    return replace(base, op="group_aggregate", by=key[0], by_part=key[1] if key[1] != "as is" else None, column=column,
                   agg=inner, kind=f"{outer} of",
                   filters=tuple(filters_of(r, exclude={key[0]} | ({column} if column else set()))))


def _period_key(r: Reading, key: tuple[str, str]) -> tuple[str, str] | None:
    """Per month or quarter of a date column: the date itself where each date already is its period's first day
    ('2010-03-01' for a quarter), else the month of its year; per year, per day as they are; else None."""
    column, part = key
    if part in ("year", "date"):
        return key
    parsed = as_dates(r.table.frame[column]).dropna()
    firsts = len(parsed) > 0 and bool((parsed.dt.day == 1).all())
    if part == "month" and firsts or part == "quarter" and firsts and parsed.dt.month.mod(3).nunique() == 1:
        return column, "as is"  # (monthly dates asked per quarter are no quarters: left to the other rules)
    return (column, "year_month") if part == "month" else None


def date_span(r: Reading, base: Operation, direction: str | None) -> Operation | None:
    """'How many days between the first poll and the last', '第 7 季从第一集到最后一集隔了多少天': the days from the
    first date to the last, of the rows said; '哪一季的时间跨度最长': the group whose span is the longest."""
    if not r.dates or not r.has(DATE_SPAN):
        return None
    dated = next((l.column for l in r.links if l.column in r.dates and l.score >= STRONG), r.dates[0])
    noun, _ = which_noun(r)
    filters = tuple(filters_of(r, exclude={dated} | ({noun} if noun else set())))
    if noun and noun != dated and direction:
        return replace(base, op="group_extreme", by=noun, column=dated, agg="span", order=direction, filters=filters)
    return replace(base, op="aggregate", column=dated, agg="span", filters=filters)


FIGURES_EACH = r"(?:分别|各自?)(?:被?[\u4e00-\u9fff]{1,3}了)?[^，,。？?]{0,3}多少|各自的[^，,。？?]{0,5}多少|\bwhat (?:were|are) (?:their|the) (?:values|figures|numbers)\b"
"""The figures of the rows listed are asked, not which rows ('最高的三天分别收在多少')."""


LISTED_ASKED = r"有哪些|是哪些|哪几[个种类]|\bwhich\b|\blist\b"
"""The things themselves asked for, not how many."""


def _pinned(r: Reading, by: str, by_part: str | None) -> bool:
    """The question keeps one value of the key it would group by, said as a number or a value ('1980 年…各是多少'): no
    group to answer per (not "average tip per smoking status", whose flag word is the key itself)."""
    said = {v.value for v in r.values if v.column == by} | {n.value for n in r.numbers}
    held = [v for v in said if r.table.frame[by].isin([v]).any()]
    if by_part is None and len(held) > 1:
        return False  # "at each education level, 1 through 5": several of its values said, each a group
    return len([f for f in filters_of(r) if f.column == by and f.cmp == "==" and f.part == by_part
                and f.value in said]) == 1


def candidate_operations(r: Reading) -> list[Operation | None]:
    base = Operation("count_rows", r.table.name, r.table.source)
    top = r.links[0].column if r.links else None
    lacking = matches(r"\b(?:has|have|had|with|without)\s+no\s+(\w+)(?:\s+(\w+))?\b|(?<!有)没有(\w+)", r.q)  # not
    # 有没有: 'is there'; "have no start month": a name of two words too
    if any(str(v.value).lower() in ("no", "none") for v in r.values) or lacking and any(
            v.at <= lacking.start() + lacking.group().lower().find("no") < v.at + v.length for v in r.values):
        lacking = None  # "states with no seat belt law (enforce = no)": the table's own 'no', no gap; "rows that have
        # no vice president" where the table writes 'No Vice President': that value
    said = [l for l in r.links if lacking and l.at in {lacking.start(i) for i in range(1, 4) if lacking.group(i)}
            and l.score >= STRONG
            and not says_nothing(r.table.frame[l.column])  # ("no vitamins" where vitamins writes 'none': that value)
            and not (l.column in r.numeric and r.table.frame[l.column].notna().all() and often_nothing(r.table.frame[l.column]))]
    # ("没有余额" over a balance with no gaps and many zeros: a balance of 0)
    known = known_values(r, base) if not said else None
    if known is not None:  # "有预算信息的电影有多少部": the rows that have one
        return [known]
    missing = matches(MISSING, r.q)
    if missing and "gap" in missing.group().lower() and any(
            l.score >= STRONG and "gap" in linking.name_words(l.column) for l in r.links):
        missing = None  # "countries that had gaps above 10" of a 'gap' column: its figures
    if missing and not re.match(r"\s*(?:values?|data|entries|值|数据)", r.q[missing.end():], re.IGNORECASE) and any(
            l.score >= STRONG and l.at == missing.start() and l.column in r.numeric
            and len(linking.name_words(l.column)) == 1 for l in r.links):
        missing = None  # "days absent", '缺课天数' of an 'absent' column: its figures, no gaps
    if missing and agg_of(r) and (re.search(rf"(?:{SET_ASIDE})\b[^,.;?]{{0,30}}$", r.q[:missing.start()], re.IGNORECASE)
                                  or re.match(r"[^，,。？?]{0,6}(?:不算|不计|除外)", r.q[missing.end():])):
        missing = None  # "the average, leaving out people who didn't answer", "没回答的不算": the gaps set aside
    if missing and missing.group().lower().startswith("no "):  # "no infant mortality figure": the phrase's 'no',
        r.values = [v for v in r.values if not (v.at == missing.start() and str(v.value).strip().lower() == "no")]
        # not an oil column's value
    written = [v for v in r.values if missing and v.at <= missing.start() < v.at + v.length]
    if written and str(written[0].value).strip().lower() in ("missing", "unknown", "null", "na", "n/a", "empty", "blank") and bool(
            r.table.frame.isna().to_numpy().any()) and not re.search(
            r"(?:=|为|是|\b(?:is|was|equals?|of|as)\b)\s*['\"“‘]?$", r.q[:written[0].at], re.IGNORECASE):
        r.values = [v for v in r.values if v not in written]  # "which column has the most missing values": gaps,
        written = []  # though one column writes the word 'missing' as a value
    if written:
        missing = None  # "not counting Unknown": a value the table writes, not a gap
    if missing or said or r.has(EVERY_FIELD):  # "how many rows have no state": the state is missing
        return [missing_values(r, base, top)]
    if r.derived and r.derived[0] == "product" and r.has(COUNT) and not r.has(GROUP):
        # "大约有多少人死于交通事故？用每百万英里死亡率乘以里程数": the count asked is the product, added up
        made = r.links[0].column
        return [replace(base, op="aggregate", column=made, agg="sum", filters=tuple(filters_of(r, exclude={made})))]
    if r.has(COLUMNS_ASKED):  # "which columns hold only 0s and 1s", "how many numeric columns"
        kind = next((kind for kind, pattern in COLUMN_PROPERTIES.items() if any(
            not re.search(r"(?:而不是|不是|\brather than|\binstead of|\bnot)\s*$", r.q[:m.start()], re.IGNORECASE)
            for m in re.finditer(pattern, r.q, re.IGNORECASE))), None)  # ("是文字而不是数字": text, not numbers)
        figured = agg_of(r) or r.numbers or direction_of(r)  # "the columns whose mean is more than 100": figures
        if kind is not None and not (kind == "names" and (r.has(COLUMNS_COUNT) or figured)):
            return [replace(base, op="shape", kind=kind, agg="count" if r.has(COUNT) else None)]
    if r.has(COLUMNS_COUNT):
        return [replace(base, op="shape", kind="columns")]
    at_the_top = counted_at_the_top(r, base)
    if at_the_top is not None:  # "how many students gave the highest score": the rows at the top, counted
        return [at_the_top]
    changed = group_change(r, base)
    if changed is not None:  # "which firms cut their investment from 1953 to 1954": each firm's change
        return [changed]
    stepped = step_change(r, base)
    if stepped is not None:  # "the largest drop between adjacent quarters": each period against the one before
        return [stepped]
    kinds = exclusive_flags(r)
    if kinds:  # "工业类（indus）、金融类（finance）…的公司各有几家", "which industries (indus, finance, …) have …"
        kinds_op = _kinds_compared(r, base, kinds)
        if kinds_op is not None:
            return [kinds_op]
    features = flag_family(r) if not kinds and (r.has(WHICH) or r.has(LIST)) else []
    if features:  # "which of the yes/no features is the rarest", "哪些列取 yes 的课程平均评分比取 no 的低"
        features_op = _kinds_compared(r, base, features)
        if features_op is not None:
            return [features_op]
    as_percent = r.has(AS_PERCENT)
    extreme = {"asc": "min", "desc": "max"}.get(direction_of(r)) if as_percent and not r.has(
        r"\b(?:which|when|who|where)\b|哪|何时|谁|\bon the day\b|那天|当天") and not quantities.top_k(r.q) \
        and not ordinal(r) else None  # ('单日收益率最低是多少，换算成百分比': the value; not "the three highest")
    listed = each_measure(r, base) if as_percent else None
    if listed is not None and listed.kind == "each percent":  # '三只股票的平均日收益率各是多少？换成百分比'
        return [listed]
    measured = measured_column(r) if as_percent and (agg_of(r) or extreme) and listed is None else None
    if measured and in_fractions(measured, r.table.frame[measured]):  # "the average remain share, as a percentage"
        return [replace(base, op="aggregate", column=measured, agg=agg_of(r) or extreme, kind="percent",
                        filters=tuple(filters_of(r, exclude={measured})))]
    # "生还率超过 70% 了吗", "were more than 90% of the polls …": a share held against a bar, asked yes or no
    barred = r.has(BOOLEAN) and r.has(r"率|\b(rate|share|proportion)\b|占比|比例|比重|(%|percent)\s+of\b|分之|一半|\bhalf\b|"
                                      r"(?<![唯统每单同])[一二三四五六七八九]成(?![员本立为不])|" + MAJORITY) \
        and share_threshold(r) is not None
    plain = not r.has(r"哪些|哪几|\bwhich\b|(?:^|[.?!:,;]\s*)list\b|\blist (?:the|all|every|each)\b|(比例|占比|百分比|percentage|share|proportion)\s*(?:是否|是不是|会不会)?\s*(高于|低于|大于|小于|超过|"
                      r"above|below|over|under|more than|less than|>|<)")  # not "the biggest share", nor a column of them
    growth = quantities.year_range(r.q) and r.has(CHANGE)  # "从 1990 年到 2019 年增长了百分之几": a change, no share
    share_said = r.has(PERCENT) and not _percent_only_a_bar(r) and not _percent_only_a_unit(r)
    if (share_said or _share_asked(r) or barred or _flag_rated(r)) \
            and not (r.has(WHICH) and direction_of(r)) and (barred or plain) \
            and not growth and not share_named(r) and not counted_past_a_percentage(r) \
            and not (gap_said(r.q) and r.has(VERSUS)) and not _two_groups_by_a_multiple(r):
        # ("高出 3 个百分点以上": a difference of rates; "women's income less than half of men's": no share)
        share = share_of(r, base)
        if share is not None:
            return [share]
    either = either_column(r)
    if either is not None:  # "付账的是男性还是女性": the answer is one of the two values of that column
        r.values = [v for v in r.values if v.column != either]
    each = each_listed(r, base) if either is None else None
    each = each or each_measure(r, base)
    if each is not None:
        return [each]
    if r.has(BOOLEAN) and either is None:  # "was the widest crab male or female?" asks for one of the two
        return yes_or_no(r, base)
    k = quantities.top_k(r.q)
    direction = direction_of(r)
    if either is not None and direction is None:  # "men or women: who averages more hospital stays"
        kinds = r.table.frame[either].nunique() <= min(12, len(r.table.frame) / 2)  # (treatment or control; not
        more = matches(r"\b(?:more|less|fewer|better|worse)\b|更多|更少|[多少](?=还是)|更[\u4e00-\u9fff]" + (  # Ann or Bob)
            r"|\b(?:higher|lower|larger|smaller|bigger|greater|older|younger|heavier|lighter|longer|shorter|taller|"
            r"richer|poorer|cheaper)\b" if kinds else ""), r.q)  # ('男孩多还是女孩多', '哪边的水更硬', "older on
        # average, treatment or control?")
        direction = None if more is None else "asc" if re.match(
            r"less|fewer|worse|lower|smaller|younger|lighter|shorter|poorer|cheaper|更少|少|更[低小短轻慢差矮瘦冷早近便]|"
            r"更年轻", more.group(), re.I) else "desc"
        if more is not None and re.match(r"better|worse", more.group(), re.I) and any(
                set(linking.name_words(l.column)) & LOWER_IS_BETTER for l in r.links if l.column in r.numeric):
            direction = "asc" if direction == "desc" else "desc"  # "the better delay" is the shorter
    agg = agg_of(r)
    if either is not None and agg is None and r.has(r"\baverag(?:es|ed)\b"):
        agg = "mean"  # "men or women: who averages more hospital stays"
    if agg == "sum" and not r.has(SUM_SAID) and (r.has(LIST) or r.has(r"哪几|哪些")) and named_column(r, r.numeric) is None:
        agg = None  # "一共有哪几种": which ones, in all — not a sum
    minus = r.has(r"\bminus\b|减去") and len({l.column for l in r.links if l.column in r.numeric and l.score >= 4}) >= 2 \
        or difference_sides(r) is not None and direction is not None  # ('最高气温和最低气温相差多少': a range)
    if agg == "range" and measured_column(r) and not minus:  # "the range of qsec", "极差": the highest minus the lowest
        return [range_of(r, base)]
    typical = typical_group(r, base) if not direction else None
    if typical is not None:
        return [typical]
    span = date_span(r, base, direction)
    if span is not None:
        return [span]
    first_last = matches(r"\b(first|earliest)\b[^?]{0,40}\band\b[^?]{0,24}\b(last|latest)\b|\b(last|latest)\b[^?]{0,40}\band\b"
                   r"[^?]{0,24}\b(first|earliest)\b|(第一|首)[天日个次]?[^？?]{0,6}[和与及][^？?]{0,6}(最后|末)[一]?[天日个次]?|"
                   r"(最后|末)[一]?[天日个次]?[^？?]{0,6}[和与及][^？?]{0,6}(第一|首)[天日个次]?", r.raw or r.q)
    if first_last and r.dates and measured_column(r, {r.dates[0]}):  # "opening price on the first and on the last trading day"
        first_said = first_last.group(1) or first_last.group(5)
        return [replace(base, op="extreme_row", column=r.dates[0], target=measured_column(r, {r.dates[0]}), kind="ends",
                        order="asc" if first_said else "desc", filters=tuple(filters_of(r, exclude={r.dates[0]})))]
    one_end = matches(ONE_END, r.raw or r.q)
    measured = measured_column(r, {r.dates[0]}) if one_end and r.dates and not direction else None
    if measured:  # "AAPL's close on the first day", "from the first day in the data to the last": the rows at the ends
        first = bool(re.search(r"first|earliest|第一|首", one_end.group(), re.IGNORECASE))
        spanned = matches(r"\bfrom\b[^?]{0,30}\b(?:first|earliest)\b[^?]{0,40}\bto\b[^?]{0,20}\b(?:last|latest|final|end)\b|"
                          r"从(?:第一|首)[^？?]{0,12}到(?:最后|末)", r.raw or r.q)
        kind = ("ends percent change" if r.has(r"\bper ?cent(?:age)?\b|%|百分") else "ends change") if spanned else None
        return [replace(base, op="extreme_row", column=r.dates[0], target=measured, kind=kind or "dated",
                        order="asc" if first or spanned else "desc", filters=tuple(filters_of(r, exclude={r.dates[0]})))]
    ends = matches(BOTH_ENDS, r.q) if not minus else None  # ('最高价和最低价相差最大': two columns, no two ends)
    if ends and re.search(r"\b(?:most|fewest|least)\b", ends.group()) and r.has(r"\b(?:which|who)\b|哪|谁"):
        ends = None  # "which team has the most wins and the fewest losses": rows, not a column's two ends
    grouped = [m.group() for m in re.finditer(GROUP, r.q, re.IGNORECASE) if m.group() != "分别" and not (
        m.group() == "各" and r.q[m.end():m.end() + 1] in "是为")]  # ('分别是多少', '最低分和最高分各是多少':
    if ends and measured_column(r) and not grouped:  # the two, each) "the minimum and maximum petalWidth", in the order said
        ages = re.search(r"young", ends.group(), re.IGNORECASE)  # "the oldest and youngest ages": the highest first
        low_first = matches(r"min|low|small|earl|shor|ligh|youn|chea|few|lea|小|低|早" + ("" if ages else "|old"),
                            ends.group()[:4]) is not None
        return [replace(base, op="aggregates", column=measured_column(r), values=("min", "max") if low_first else ("max", "min"),
                        filters=tuple(filters_of(r, exclude={measured_column(r)})))]
    if r.has(RANKED) and not k and not ordinal(r):  # "排名第二的国家" is one, not a ranking
        ranked = ranked_groups(r, base, direction)
        if ranked is not None:
            return [ranked]
    noun, part = which_noun(r)
    if noun is None and r.has(r"哪(?:个|些|座)?(?:城市|地方|地点)|\bwhich (?:city|cities|place|places|town|towns|venue)\b"):
        noun = place_column(r)  # "哪个城市创下的纪录最多" over a Place column
    aside = [v for v in r.values if re.search(rf"(?:{SET_ASIDE})\s*(?:the\s+)?$", r.q[max(0, v.at - 24):v.at], re.I)]
    other_kind = [l for l in r.links if aside and l.score >= STRONG and l.column in r.categorical
                  and l.column != aside[0].column and l.at > aside[0].at]
    if noun is None and aside and r.has(WHICH) and not other_kind:  # "除了 hs 以外，哪种传播类别最多": the kind of
        noun, part = aside[0].column, None  # the value set aside (not "other than English, … education level")
    if either is not None:
        noun, part = either, None
    if agg is None and r.has(AVERAGED) and (part is not None or noun in r.categorical and r.table.frame[noun].duplicated().any()):
        agg = "mean"  # "which months averaged a price above 1000": each group's mean (not "which countries averaged
        # a life expectancy above 82", one row each: their own figure)
    passing = first_passing(r, base, noun, part) if not direction else None
    if passing is not None:  # "in which year did the number of … first fall below 10": a period's own figure
        return [passing]
    measures = [l for l in r.links if l.column in r.numeric and not linking.holds_years(l.column) and l.score >= STRONG]
    if noun is None and not direction and not measures and r.has(
            r"\b(?:first|last|earliest|latest)\s+year\b|(?:第一|最后一|最早的?一?|最晚的?一?)年"):
        # "what's the last year with any Smallpox data": the year column's latest among the rows said (not "the count
        # of Polio in the last year", a measure asked of that year)
        noun = next((l.column for l in r.links if linking.holds_years(l.column) and l.column in r.numeric), None)
    if (r.has(FIRST) or r.has(LAST)) and noun and (part or noun in r.dates or linking.holds_years(noun)) \
            and not direction:  # "in which year was the cpi first above 100": the earliest qualifying one
        filters = tuple(filters_of(r, exclude={noun}))
        if filters:
            keep = part == "year" or part == "month" and as_dates(r.table.frame[noun]).dt.year.nunique() <= 1
            return [replace(base, op="aggregate", column=noun, agg="min" if r.has(FIRST) else "max", filters=filters,
                            by_part=part if keep and noun in r.dates else None)]
            # ("from which month is the law in force" over 16 years of months: that month's date, no bare 7)
    dated = next((l.column for l in r.links if l.column in r.dates and l.score >= STRONG), None)
    aged = r.has(r"\b(?:oldest|newest|most recent)\b|最老|最新")
    if dated is None and len(r.dates) == 1 and not measures and (aged or r.has(r"\b(?:earliest|latest)\b|最早|最晚")) \
            and not any("age" in linking.name_words(c) for c in r.numeric):
        dated = r.dates[0]  # "where was the oldest record set": by the table's one date
    if dated is None and not measures and r.has(r"\b(?:first|last|earliest|latest)\b|最早|最晚"):
        dated = next((l.column for l in r.links if l.column in r.dates and l.score >= 1.5), None)  # "who was hired
        # first": hire_date, half-named by its verb
    where = place_column(r) if r.has(WHERE) else None
    asked = where or (which_noun(r)[0] if dated and r.has(WHICH) else None)
    if dated and asked in (None, dated) and r.has(r"^\s*(?:who|which\s+(?:\w+\s+)?(?:one|person|employee|member|"
                                                  r"player|customer|student|patient))\b|谁"):
        asked = person_column(r) or name_column(r)  # "who was hired first": the person's name, of the earliest row
    other = asked if asked != dated and asked in r.categorical else None
    measured = measured_column(r) if dated else None
    if measured and not any(l.column == measured and l.score >= STRONG for l in r.links):
        measured = None  # (salary found by meaning alone is no measure said: "who was hired first")
    if dated and other and not measured and (aged or r.has(
            r"\b(?:earliest|latest|first|last|most recent)\b|最早|最晚|最近")):
        # "最早进入榜单的那首歌是哪位歌手的": the row with the earliest date, read where the question asks
        if (k := quantities.top_k(r.q)) and k > 1:  # "最早入职的三名员工": the three earliest rows
            return [replace(base, op="top_k", column=dated, target=other, k=k,
                            order="asc" if r.has(FIRST) or r.has(r"\boldest\b|最老") else "desc",
                            filters=tuple(filters_of(r, skip_numbers=(k,),
                                                     exclude={dated} | ({where} if where else set()))))]
        return [replace(base, op="extreme_row", column=dated, target=other, kind="dated",
                        order="asc" if r.has(FIRST) or r.has(r"\boldest\b|最老") else "desc",
                        filters=tuple(filters_of(r, exclude={dated} | ({where} if where else set()))))]
    if dated and not measured and r.has(
            r"^\s*(?:what(?:'s|’s|\s+is|\s+was)\s+the|when\s+(?:is|was)\s+the)\s+(?:earliest|latest|first|last|most recent)\b"
            r"|\b(?:date|day)\s+of\s+the\s+(?:very\s+)?(?:earliest|latest|first|last|most recent)\b|最早|最晚|最近"):
        return [replace(base, op="aggregate", column=dated, agg="min" if r.has(FIRST) else "max",
                        filters=tuple(filters_of(r, exclude={dated})))]  # "the earliest date"
    if r.has(r"correlat|相关"):
        return [correlation_of(r, base)]
    change = change_between(r, base, direction)
    if change is not None:
        return [change]
    target_of = target_of_row(r, base, direction)
    if target_of is not None:
        return [target_of]
    family = column_family(r)
    if family and (direction or r.has(VERSUS_ABOVE) or r.has(r"\b(?:more|less|fewer) than\b")):  # "which month column is the warmest on average"
        return [columns_compared(r, base, family, direction or "desc", agg)]
    counted = ((counted_family(r) if r.has(EACH_ASKED) else None) or periods_listed(r) or years_listed(r)) \
        if not family and not direction else None  # ("at 2, 4, 6 and 8 months": bdi.2m … bdi.8m, each one's figure;
    # '每年的人口分别是多少' of POP1992 … POP1996)
    if counted:  # "三次考试的平均分分别是多少": each of the three exam columns' figure, in the table's order
        listed = tuple(float(t) for t, _ in quantities.enumerated(r.q) if t.isdigit())  # (the periods' numbers)
        return [replace(base, op="columns", values=tuple(counted), agg=agg or "mean", kind="each",
                        filters=tuple(filters_of(r, skip_numbers=listed, exclude=set(counted))))]
    tallied = _times_in_a_column(r)  # "被引用次数最多的论文": the column of those times at its highest, no mode
    if k and (r.has(MODE) and not tallied or r.has(RARE)):  # "the three most common eye colours": counted, the k first
        column = noun or named_column(r, r.categorical) or named_column(r) or top
        return [replace(base, op="value_counts", by=column, k=k, order="asc" if r.has(RARE) else "desc",
                        filters=tuple(filters_of(r, skip_numbers=(k,), exclude={column})))]
    single = matches(r"\b(?:on|in|during) (?:a|one|any) (?:single )?(day|month|year)\b|(单日|单月|一天之?内|一天里|一个月内)", r.q)
    if single and direction and r.dates and r.has(r"^\s*what(?:'s|’s| is| was)\b|是多少|有多少|多少"):
        # "what's the most pizzas sold on a single day": the figure of the best day, not which day
        word = single.group(1) or single.group(2)
        part = "date" if word in ("day", "单日", "一天之内", "一天内", "一天里") else "year" if word == "year" else "year_month"
        measured = named_column(r, r.numeric - binary_columns(r))
        return [replace(base, op="group_extreme", by=r.dates[0], by_part=part, column=measured,
                        agg="sum" if measured else "count", order=direction, kind="figure",
                        filters=tuple(filters_of(r, exclude={measured} if measured else set())))]
    nth = ordinal(r)
    if nth and not direction and r.has(r"排名第|排第|\branked\s+(?:number\s+)?(?:second|third|fourth|fifth|\d)"):
        direction = "desc"  # "进口量排名第二的国家": second from the top
    if nth and not direction and r.has(r"第\s*[二三四五2345]\s*(?:高|大|多|重|长|贵|快|老)"):
        direction = "desc"  # "第二高的球员": the second tallest
    elif nth and not direction and r.has(r"第\s*[二三四五2345]\s*(?:低|小|少|轻|短|便宜|慢|矮|年轻)"):
        direction = "asc"
    if nth and direction:  # "the second-highest …"
        op = top_k_rows(r, base, nth, direction, noun, agg)
        if op.op == "top_k" and (value_asked(r) or r.has(r"\bvalue\b|数值|值是")):
            op = replace(op, target=op.column)  # "what is the second-highest X": the value itself
        if op.op in ("value_counts", "group_aggregate") and op.kind is None:  # "the second most common surname":
            return [replace(op, kind="nth", k=nth)]  # the second group
        kind = next((l.column for l in r.links if l.column in r.categorical and l.score >= STRONG), None)
        if op.op == "top_k" and op.column is None and kind and r.has(r"\bmost (?:common|frequent|popular)\b|最常见|最普遍"):
            return [replace(base, op="value_counts", by=kind, kind="nth", k=nth,  # "the second most common marital
                            filters=tuple(filters_of(r, exclude={kind})))]  # status": the second of its counts
        return [replace(op, op="top_k", kind="nth", k=nth)] if op.op == "top_k" else [op]
    if k and (direction or r.has(r"\btop\b|前")):
        op = top_k_rows(r, base, k, direction or "desc", None if part else noun, agg)
        if op.op == "top_k" and op.column and op.target and op.target != op.column and (r.has(
                rf"\b{re.escape(op.column)}\s+(values|figures|numbers|totals|amounts)\b|{re.escape(op.column)}\s*(的)?(数值|值)")
                or any(l.column == op.column and l.at >= 0 and re.match(
                    r"[\w-]+\s+(?:values|figures|numbers|totals|amounts)\b", r.q[max(l.at, l.last):]) for l in r.links)):
            # ("the top 3 run totals" of Runs: the figures, its word said before 'totals')
            op = replace(op, target=op.column)  # "the three highest retweet_count values": the figures themselves
        if op.op == "top_k" and op.column and op.target != op.column and not r.has(
                r"^\s*(?:which|who|name)\b|哪|谁") and (said := matches(
                rf"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:best|highest|top|largest|biggest|lowest|"
                rf"worst|smallest)\s+{_plural(op.column)}", r.q)) and not re.search(
                r"\b(?:with|by|having|had|has|have)\s+(?:the\s+)?$", r.q[:said.start()], re.IGNORECASE):
            op = replace(op, target=op.column)  # "the three best scores": the scores themselves, the plural of the
            # column said right after its superlative
        of_the = matches(r"\bof the (?:\d+|[a-z]+)\s+(?:[a-z]+\s+)?[a-z]+(?:est|most)\b", r.q)
        if op.op == "top_k" and op.column and of_the and not r.has(r"^\s*(?:which|who|name|list)\b") and any(
                l.column == op.column and 0 <= l.at < of_the.start() for l in r.links):
            op = replace(op, target=op.column)  # "Median household income of the three richest states": the figures
        each = matches(FIGURES_EACH, r.q)
        named = next((l.column for l in r.links if each and (each.start() <= l.at < each.end() or 0 < l.at and r.q[
            l.at - 1] in "，," and 0 <= each.start() - l.at <= 8) and l.score >= STRONG  # ("价格最高的三辆车，里程数分别
                      and l.column in r.numeric and l.column != op.column), None) if op.op == "top_k" else None  # 是多少")
        if named is not None:  # "收入最高的两个门店各自员工数是多少": the column said there, of those rows
            op = replace(op, target=named)
        elif op.op == "top_k" and op.column and each and not r.has(r"哪|谁|什么|\b(?:which|who)\b") \
                and op.target != asked_for(r):  # ("…的三位客户，ID 分别是多少": the column named before it)
            op = replace(op, target=op.column)  # "收盘价最高的三天分别收在多少": their figures, not the days
        return [op]
    if agg == "sum" and not direction and not r.has(GROUP) and (kinds := kinds_counted(r)):
        return [replace(base, op="count_distinct", column=kinds, filters=tuple(filters_of(r, exclude={kinds})))]
        # ('门店总数是多少': the stores, each once, not a figure added up)
    if agg == "sum" and r.has(COUNT_ITEMS) and (not r.has(SUM_SAID) or _a_years_own_figure(r)):
        # ("2016 年一共做了多少次检查" in inspections: the rows, not inspection_score added up)
        named = named_column(r, {c for c in r.numeric - binary_columns(r) - rows_named(r) if not linking.holds_years(c)})
        counts = count_column(r) if not r.has(r"\b(rows?|records?|entries|observations)\b|行|条|记录") else None
        if named is None and counts is None or r.has(DISTINCT) or any(f.column == named for f in filters_of(r)) or \
                things_counted(r, named) or not counts and _not_counted_in_units(r, named) or \
                named is not None and (id_like(r, named) or counted_column(r) == named and not named.endswith("s")):
            # ('女学生一共有多少人' over each pupil's number: pupils; '一共有多少所学校' over school 1 … 65: schools)
            # ("课程一共有多少门": courses, not course_numeric added up; "一共卖出了多少套房子": houses, not prices)
            agg = None  # "一共有多少个交易日", "低于 40 度的小时一共有多少个": how many, in all
        # else "how many deaths from disease in total": the named column, added up
    keyed = keys_said(r)  # "每年的命案数量": the year is the key, nothing measured
    barred = r.has(COUNT_ITEMS) and any(n.cmp in (">", ">=", "<", "<=") for n in r.numbers)
    placed = r.has(r"\bhow many times\b|多少次|几次") and r.has(
        r"\b(?:land(?:ed|s)?|finish(?:ed|es)?|end(?:ed|s)? up|placed|came|was|were)\s+(?:in|at|into)\s+the\s+(?:bottom|top)\b(?!\s*\d)")
    barring = {f.column for f in filters_of(r) if f.cmp in (">", ">=", "<", "<=") and not isinstance(f.value, dict)} \
        if r.has(COUNT) else set()  # "count the rows where highT is above 80": highT is a bar, not what is counted
    counting = (r.has(COUNT_ITEMS) or r.has(COUNT) and named_column(r, r.numeric - keyed - rows_named(r) - barring) is None) \
        and not agg and not (
        direction and measured_column(r) and not noun and not part and not barred and not placed)
    if counting and barring and r.has(r"(?:有|是)哪(?:些|几[个种家位类]?)\s*[？?]?\s*$") and not r.has(
            r"\bhow many\b|多少|(?<!哪)几[个种位家条次]"):
        counting = False  # "统计人数在 20 人及以上的行业有哪些": the kinds past the bar, listed; '人数' is the bar's
    # ("how many times did a queen land in the bottom": a place rows are in, counted; no lowest figure)
    # ("how many states had a minimum drinking age below 21": the rows past a bar; 'minimum' is the measure's name)
    many = matches(r"\bhow (?:many|much)\s+((?:\w+ ){1,3}|\w+ and (?:\w+ ){1,2})(?:did|does|do|has|have|had|was|were)\b",
                   r.q)  # ("how many male and female prisoners were there": two measures said together)
    phrase = {linking.stem(w) for w in re.findall(r"\w+", many.group(1).lower())} if many else set()
    shared = linking.shared_words([str(c) for c in r.table.frame.columns]) if phrase else set()
    amount = next((l.column for l in r.links if l.column in r.numeric and (  # named outright, or all its words
        l.score >= 4 and not (many and l.at < many.start())  # (not "across all series, how many times …")
        or phrase and {linking.stem(w) for w in linking.name_words(l.column) if w not in shared} <= phrase)), None)
    # (but the words its siblings share: "how many female prisoners were there" is stateFedFemales)
    if many and re.search(r"\b(?:rows?|records?|entries|observations)\b", many.group(1)) or \
            amount and (running_number(r.table.frame[amount]) or panel_key(r, amount) and r.has(DATA_COVERS)
                        or linking.holds_years(amount)):  # ("how many years had no hijacking": years, not summed)
        amount = None  # "how many rows have a start year from 1800 to 1899": rows counted, no column added up; "how
        # many Congresses had vacancies" of a congress column numbered 1, 2, 3 …: the rows, not the numbers added;
        # "how many counties does the data cover" of county codes, each a row per year: the counties
    if counting and amount and not many and any(  # "how many calls came in on 2 September" over counts of calls
            l.column == amount and l.score >= 4 and re.search(r"\bhow many\s+$", r.q[max(0, l.at - 10):l.at], re.I)
            for l in r.links) and whole_counts(r.table.frame[amount]) and not id_like(r, amount) \
            and not linking.holds_years(amount):
        many = matches(r"\bhow many\b", r.q)
    if counting and amount and (many or r.has(r"得了多少|获得多少|拿了多少")) and not r.has(DISTINCT) and not barred and not any(
            amount in (f.column, f.value.get("column") if isinstance(f.value, dict) else None) for f in filters_of(r)):
        # "how many votes did Joly get" with a column named Joly (not "… did Gore get more votes than Buchanan")
        # ("how many episodes had an audience above 10 million": the rows past a bar, no episode numbers added up)
        return [replace(base, op="aggregate", column=amount, agg="sum", filters=tuple(filters_of(r, exclude={amount})))]
    if counting and r.dates and r.has(DAYS_COUNTED) and (several_a_day(r.table.frame[r.dates[0]]) or bool(
            r.table.frame[r.dates[0]].duplicated().any())) and not amount \
            and not any(n.cmp for n in r.numbers):  # "how many days of data" over rows every five minutes
        return [replace(base, op="count_distinct", column=r.dates[0], by_part="date",
                        filters=tuple(filters_of(r, exclude={r.dates[0]})))]
    entity = counted_column(r) if counting and not direction else None
    bar = next((n for n in r.numbers if n.cmp in (">", ">=", "<", "<=") or n.cmp == "==" and counts_things(r, n)), None)
    if counting and not direction and bar is not None and counts_things(r, bar):  # ('== 1': "appear only once")
        # "how many artists have more than 50 works", "作品超过 50 件的艺术家有几位": the groups whose rows pass it
        groups = entity or next((l.column for l in r.links if l.score >= STRONG and l.column in r.categorical
                                 and l.at > bar.at and r.table.frame[l.column].duplicated().any()), None)
        having = groups_having(r, base, groups, None, None, counted=True) if groups else None
        if having is not None and having.column is None:  # ("人数不到 30 人的婚姻状况有哪些": those groups, listed)
            return [having if r.has(LISTED_ASKED) and not r.has(COUNT_ITEMS) else replace(having, kind="count")]
    if entity is not None and r.has(r"\bhow many\s+(?:[\w-]+\s+){0,2}(?:rows|records|entries|observations|lines)\b|"
                                    r"多少(?:条|行)|几(?:条|行)"):
        entity = None  # "how many state-year rows": rows, not distinct states
    if entity is not None and r.has(r"\bhow many days\b|多少天|几天") and _weekdays_named(r.table.frame[entity]):
        entity = None  # "on how many days were the dogs walked" in a daily log whose Day says the weekday: rows
    group = group_key(r) if r.has(GROUP) else None
    if entity is not None and group and group[0] == entity:  # "count penguins by sex": rows per value
        return [replace(base, op="value_counts", by=entity, by_part=group[1], filters=tuple(filters_of(r, exclude={entity})))]
    if entity is not None and group and entity == person_key(r) and r.has(r"\b(?:in|per|for) each\b|\bby\b|每个|各"):
        # "how many patients are in each treatment arm" with two rows a patient: each arm's patients, once each
        return [replace(base, op="group_aggregate", by=group[0], by_part=group[1], column=entity, agg="nunique",
                        filters=tuple(filters_of(r, exclude={entity, group[0]})))]
    if entity is not None and group and group[0] != entity and kinds_counted(r) == entity:
        # "每个地区的门店数量": each region's stores, once each
        return [replace(base, op="group_aggregate", by=group[0], by_part=group[1], column=entity, agg="nunique",
                        filters=tuple(filters_of(r, exclude={entity, group[0]})))]
    if entity is not None:  # "how many firms", "一共有几个国家": distinct things, not rows
        return [replace(base, op="count_distinct", column=entity, filters=tuple(filters_of(r, exclude={entity})))]
    if counting and r.has(DISTINCT):
        only = [c for c in r.categorical if linking.is_text(r.table.frame[c])]
        different = matches(DISTINCT, r.q)  # "how many different litters": the column said right after, any type
        after = next((l.column for l in sorted(r.links, key=lambda l: (l.at, -l.score, -r.table.frame[l.column].nunique()))
                      if l.score >= STRONG and 0 <= l.at - different.end() <= 3), None)  # (of 'class' 1–4 in each
        # school and 'Class' 1.1 … 41.2, named alike: the one that tells the classes apart)
        by_name = person_column(r) if r.has(r"\bby (?:their |its )?names?\b|按名字|按姓名") else None
        column = counted_by(r) or noun or after or by_name or id_said(r) or next(
            (l.column for l in r.links if l.column in r.categorical), top) or \
            next((c for c in r.numeric if panel_key(r, c)), None) or (only[0] if len(only) == 1 else None) or \
            name_column(r)  # "how many different men does the panel follow": its key; "iris 中有多少种不同的鸢尾花": its
        # one text column; "how many different storms" in storms: the rows' names
        if not any(l.column == column and l.score >= STRONG for l in r.links) and r.has(KINDS_SAID) and (
                kind := one_kind(r)) and kind not in {f.column for f in filters_of(r)}:  # (not mfr of "家乐氏的麦片")
            column = kind  # "how many different kinds of oil" over a class column of oils: not oleic, half-said
        if column in r.numeric and not r.has(r"\b(?:different|distinct|unique)\b|不同") and any(
                f.column == column for f in filters_of(r)):
            # "膳食纤维含量为 0 的食品有多少种": the rows the bar keeps (their one fiber figure is no kind of food)
            return [replace(base, op="count_rows", filters=tuple(filters_of(r)))]
        return [replace(base, op="count_distinct", column=column, filters=tuple(filters_of(r, exclude={column})))]
    superlative = matches(MAX_WORDS, r.q if tallied else re.sub(MODE, " ", r.q, flags=re.IGNORECASE)) is not None
    most_wins = r.has(r"^\s*who\b[^?？]*\bthe most\b|谁[^?？]*最多|最多[^?？]*是谁") and not named_column(
        r, r.numeric - binary_columns(r))  # "who has won the most titles": the name said most often
    if (r.has(MODE) and not tallied or r.has(RARE) or most_wins) and not (
            superlative and named_column(r, r.numeric - binary_columns(r) - {noun})):
        who = person_column(r) if r.has(r"^\s*who\b|是谁|谁") else None  # "who has won the most times": a name
        filtered = {v.column for v in r.values}  # "in region SA, the most common vote": region says which rows
        common = matches(MODE, r.q)  # "the most common education level among people without health insurance"
        said_after = next((l.column for l in sorted(r.links, key=lambda l: l.at) if l.column in r.categorical
                           and l.score >= STRONG and common and 0 <= l.at - common.end() <= 16), None)
        column = noun or who or said_after or named_column(r, set(r.categorical) - filtered) or \
            named_column(r, r.categorical) or named_column(r) or top or name_column(r)
        if column in r.numeric and id_like(r, column) and name_column(r) and not id_asked(r):
            column = name_column(r)  # "which movie was rated the most times" over movieId and title: by its title
        return [replace(base, op="mode", column=column, order="asc" if r.has(RARE) else "desc",
                        filters=tuple(filters_of(r, exclude={column})))]
    each_group = group_key(r) if r.has(r"\b(for each|per|for every|in each|by)\b|每个|每一|各个|各") else None
    if direction and each_group and not noun and measured_column(r, {each_group[0]}) and not k:
        by, by_part = each_group  # "for each year, what was the highest temp_max": one extreme per group
        measured = measured_column(r, {by})
        return [replace(base, op="group_aggregate", by=by, by_part=by_part, column=measured,
                        agg="max" if direction == "desc" else "min", filters=tuple(filters_of(r, exclude={by, measured})),
                        kind="in order")]
    flagged = flag_at_the_extreme(r, base) if direction and r.has(BOOLEAN) else None
    if flagged is not None:  # "does the most expensive house have air conditioning? yes or no"
        return [flagged]
    if direction and (noun or part or ((r.has(WHICH) or r.has(r"^\s*(name|identify|find|tell me|show me|give me)\b")
                                        or r.has(ANSWERED_FROM)) and not value_asked(r))):  # "Name the lightest car"
        return which_extreme(r, base, noun, part, direction, agg)
    changing = periods_changing(r, base, noun, part, agg) or periods_passing(r, base, noun, part, agg) or (groups_having(r, base, noun, part, agg) if agg and (
        r.has(r"\b(?:per|each|every)\s+(?:item|row|record|entry|one|unit|person|game|day)\b") or
        r.has(r"(?:^|,)\s*which \w+s\b|哪些|哪几")) else None)  # ("In 1980, which months averaged …")
    if changing is not None:  # "which restaurants average more than 600 calories per item" (per item is a unit),
        return [changing]  # "which months of 2017 had a mean daily avg_temp below 45": groups whose figure passes
    group = group_key(r)
    if group and not part and _pinned(r, *group):
        group = None  # "1980 年男性和女性在押人数分别是多少": '分别' asks for each measure; the year is one row
    if group and (r.has(GROUP) or part) and not direction:
        by, by_part = group
        measured = measured_column(r, {by} | keys_said(r))
        filters = tuple(filters_of(r, exclude={by}))
        if measured and agg and by_part is None and one_row_each(r, by, filters):
            # "2007 年各国预期寿命的平均值": one row per country, so the average is over the countries
            return [replace(base, op="aggregate", column=measured, agg=agg, filters=filters)]
        # "… for each Month, May through September in order", "each month of 2018, January through December"
        listed = "in order" if r.has(IN_ORDER) or quantities.month_range(r.q) else None
        if measured is None or counting:
            return [replace(base, op="value_counts", by=by, by_part=by_part, filters=filters, kind=listed)]
        return [replace(base, op="group_aggregate", by=by, by_part=by_part, column=measured,
                        agg=agg or ("sum" if r.has(r"\btotal\b|\bnumber of\b|人数|次数") else "mean"), filters=filters,
                        kind=listed)]  # ("每年的遇难人数": each year's people, added up)
    having = groups_by_share(r, base, noun) or groups_having(r, base, noun, part, agg)
    if having is not None:
        return [having]
    said = next((l for l in r.links if l.column == noun), None)
    if said is not None and noun in r.numeric and is_compared(r, said) and (name_column(r) or the_one_kind(r)):
        noun, part = name_column(r) or the_one_kind(r), None  # "mpg 超过 30 的车有哪些": the rows that qualify, by
        # their names ("哪些鸟的巢里至少有一枚长度不到 21 毫米的蛋": by their one kind)
    if r.has(r"哪几|哪些|\bwhich \w+ (?:have|had|were|are|did)\b") and noun and not agg and not direction and not counting:
        filters = tuple(filters_of(r, exclude={noun}))
        if filters:  # "因病死亡超过 1000 人的是哪几个月": the rows that qualify, named by the thing asked for
            target_part = part if part in ("year", "month") and not one_row_per(r.table.frame[noun], part) else None
            if target_part is None:  # the things themselves, each once
                return [replace(base, op="distinct", column=noun, filters=filters)]
    if noun is None and r.has(r"\bwhich\b|哪些|哪几") and not agg and not direction and not counting and name_column(r):
        filters = tuple(filters_of(r))
        if filters:  # "which Star Wars characters are taller than 220 cm": the rows that qualify, by their names
            return [replace(base, op="distinct", column=name_column(r), filters=filters)]
    listing = r.has(LIST) or r.has(DISTINCT) and not counting
    if (listing or (noun and r.has(WHICH))) and not agg and not direction and not counting:
        column = noun or period_said(r) or next((l.column for l in r.links if l.column in r.categorical), top) or \
            name_column(r)  # "list the Democratic presidents": the rows a value keeps, by their names
        said = next((l for l in r.links if l.column == column), None)
        if said is not None and column in r.numeric and is_compared(r, said) and name_column(r):
            column = name_column(r)  # "mpg 超过 30 的车有哪些": the rows that qualify, by their names
        echoed = [f for f in filters_of(r) if f.column == column and f.cmp in ("==", "in")]
        if echoed and name_column(r) not in (None, column):
            column = name_column(r)  # "单位是 ohm 的常数有哪些": the rows with that value, by their names
        return [replace(base, op="distinct", column=column, filters=tuple(filters_of(r, exclude={column})))]
    measured = measured_column(r)
    if agg in ("mean", "median") and r.has(COUNT_ITEMS) and _averages_barred(r):
        # "平均受教育年限超过 14 年的职业有几个", "有几个账单月的平均气温在冰点以下": each row's own average passes the bar
        # or not; the rows are counted
        return [replace(base, op="count_rows", filters=tuple(filters_of(r)))]
    if agg in ("mean", "median") and noun in r.categorical and r.has(r"\bwhich\b|哪些|哪几") and measured and any(
            n.cmp in (">", ">=", "<", "<=") for n in r.numbers) and one_row_each(r, noun, tuple(filters_of(r, exclude={
                noun, measured}))):  # "In 1980, which months averaged a price above 650", a row per month: those
        return [replace(base, op="distinct", column=noun, filters=tuple(filters_of(r, exclude={noun})))]  # rows
    if agg and measured:
        filters = tuple(filters_of(r, exclude={measured}))
        return [replace(base, op="aggregate", column=measured, agg=agg, filters=filters)]
    counts = count_column(r) if counting and not r.has(DISTINCT) and not r.has(
        r"\b(rows?|records?|entries|observations)\b|行|记录") else None
    only = [c for c in r.numeric if not linking.holds_years(c)] == [counts]  # (country, year, value): its one measure
    if counts and not (set(linking.name_words(counts)) <= COUNT_WORDS and (only or _table_counted(r) or any(
            l.column == counts and l.score >= STRONG for l in r.links))) or any(  # ('count' said as "cases")
            f.column == counts and f.cmp in (">", ">=", "<", "<=") for f in filters_of(r)):
        counts = None  # not a 'total' beside "how many states"; "in how many seasons was the total over 65": a bar
    if counts:  # "how many measles cases in California in 1960" in a long table of counts: its counts, added up
        return [replace(base, op="aggregate", column=counts, agg="sum", filters=tuple(filters_of(r, exclude={counts})))]
    if counting and r.has(WHAT_VALUE) and not r.has(COUNT_ITEMS):
        filters = filters_of(r)
        sole = sole_measure(r, {f.column for f in filters})
        if sole and one_row(r.table.frame, filters):  # "2019 年德国的咖啡进口量是多少": that row's one measure
            return [replace(base, op="lookup", target=sole, filters=tuple(filters))]
    if counting and _people_in_a_column(r, measured):  # "how many people died in Peru": its deaths, added up
        return [replace(base, op="aggregate", column=measured, agg="sum", filters=tuple(filters_of(r, exclude={measured})))]
    if counting:
        return [replace(base, op="count_rows", filters=tuple(filters_of(r)))]
    if direction and measured:
        filters = tuple(filters_of(r, exclude={measured}))
        sup = matches(MAX_WORDS, r.q) or matches(MIN_WORDS, r.q)
        thing = next((l for l in r.links if sup and l.column in r.categorical and l.score >= STRONG
                      and (sup.end() < l.at <= sup.end() + 2 or sup.end() < l.at and re.fullmatch(
                          r"\s+(?:populous|expensive|valuable|profitable|popular|common|dangerous|crowded)\s+",
                          r.q[sup.end():l.at], re.IGNORECASE))
                      and l.column not in {f.column for f in filters}), None)  # ("most populous county": its name)
        after = re.match(r"[\w.-]+\s*", (r.raw or r.q)[thing.at:]) if thing else None  # (as said: 'by' kept)
        if thing and any(l.column in r.numeric and l.at == thing.at + after.end() for l in r.links):
            thing = None  # "the highest team payroll": the thing names whose payroll, the figure is asked
        thing = thing.column if thing else None
        asked = next((l.column for l in r.links if sup and l.column in r.numeric and l.column != measured
                      and l.score >= STRONG and l.at > sup.end() and l.column not in {f.column for f in filters}), None)
        told = [l for l in r.links if l.column == measured and l.at >= 0]
        if asked and sup and told and all(l.at < sup.start() for l in told) and any(
                l.column == asked and l.at <= sup.end() + 2 for l in r.links):  # "How many years of experience (exper)
            measured, asked = asked, measured  # does the best-paid worker have": the figure said first is asked of
            filters = tuple(filters_of(r, exclude={measured}))  # the row the superlative picks (best-paid: wage)
        if asked and r.has(r"^\s*(?:[\w.]+\s*:\s*)?how (?:many|much)\b"):
            # "how many hours a day does the longest-lived species sleep": that row's other figure
            return [replace(base, op="extreme_row", column=measured, target=asked, order=direction,
                            filters=tuple(f for f in filters if f.column != asked))]
        lead = re.match(r"\s*(?:what|which)(?:'s|’s|\s+(?:is|was|were|are))\s+(?:the\s+)?", r.q, re.IGNORECASE)
        named = next((l for l in r.links if lead and sup and l.at == lead.end() < sup.start() and l.score >= STRONG
                      and l.column in r.categorical and l.column != measured and re.search(
                          r"\b(?:on|in|at|for|of|during)\s+the\s+\w+\s+(?:with|that|having|which|when)\b",
                          r.q[l.at:sup.start()], re.IGNORECASE)), None)  # (not "the conference with the most wins")
        if thing is None and named is not None:  # "What was the weather on the day with the highest Kcal": that
            return [replace(base, op="extreme_row", column=measured, target=named.column, order=direction,  # row's
                            filters=tuple(f for f in filters if f.column != named.column))]  # weather
        if thing is not None:  # "smallest neighborhood by population": the row's name, not the figure
            return [replace(base, op="extreme_row", column=measured, target=thing, order=direction, filters=filters)]
        return [replace(base, op="aggregate", column=measured, agg="max" if direction == "desc" else "min",
                        filters=filters)]
    filters = filters_of(r)
    target = next((l.column for l in r.links if l.column not in {f.column for f in filters}), None)
    if filters and target in r.numeric and r.has(r"销售额|营业额|收入|\b(revenue|sales|turnover|takings)\b"):
        return [replace(base, op="aggregate", column=target, agg="sum", filters=tuple(filters))]  # "7 月份的销售额"
    if filters and target and r.has(r"\bwhich\b|哪些|哪几") and target in r.categorical:
        # "which transmission categories have at least one female patient": the kinds among those rows
        return [replace(base, op="distinct", column=target, filters=tuple(filters))]
    if filters and target in r.numeric and set(linking.name_words(target)) & {"qty", "quantity", "quantities"} and \
            not one_row(r.table.frame, filters):  # "苹果的数量是多少" over rows of fruit sold: their quantities added
        return [replace(base, op="aggregate", column=target, agg="sum", filters=tuple(filters))]
    if filters and target:
        return [replace(base, op="lookup", target=target, filters=tuple(filters))]
    if filters and (sole := sole_measure(r, {f.column for f in filters})):
        return [replace(base, op="lookup", target=sole, filters=tuple(filters))]  # "Japan's vehicle production in
        # 1980" over (country, year, value): that row's value
    end = matches(r"\b(?:(max(?:imum)?|highest)|min(?:imum)?|lowest)\b", r.q)
    if not filters and end and target in r.numeric:  # "what was the maximum temperature recorded" over temp_max and
        return [replace(base, op="aggregate", column=target, agg="max" if end.group(1) else "min")]  # temp_min: the
    return []  # highest of the column it names


def _plural(column: str) -> str:
    """The pattern of a column's name in the plural ('scores', 'salaries', 'boxes')."""
    if re.search(r"[^aeiou]y$", column, re.IGNORECASE):
        return rf"{re.escape(column[:-1])}ies\b"
    return rf"{re.escape(column)}(?:e?s)\b"


def _weekdays_named(series) -> bool:
    """A column of the weekday's name or letter ('Mon', 'Tue' …, 'M', 'T', 'W', 'R', 'F', 'S', 'U'), repeated."""
    held = {str(v).strip().lower() for v in series.dropna().unique()}
    names = {d[:3] for d in ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")}
    return len(series) > 14 and 5 <= len(held) <= 7 and (held <= names | {"thu", "tue", "wed", "sat", "sun"} or all(
        len(v) == 1 and v.isalpha() for v in held))


WHAT_VALUE = r"(?:是|为|有)多少\s*[？?]?\s*(?:$|[，,。]|保留|精确|四舍五入)"
"""'… 是多少？': what a figure is, not how many rows there are (that is '多少个', '几个')."""


TOP = r"(?:highest|lowest|maximum|minimum|top|max|min)"
AT_THE_TOP = (rf"\bhow many\s+((?:[\w-]+\s+){{1,3}}?)(?:gave|give|gives|had|have|has|got|get|gets|scored|received|reached|"
              rf"hit|earned|share|shared|were given|was given)\s+(?:the|a)\s+(?:very\s+|same\s+)?({TOP})\b"
              rf"(?![^?]*\b(?:than|of (?:the|each|every|their|its)|"
              rf"(?:above|below|over|under|at least|at most)\s*-?\d))|"
              r"(?:给出|给了|给|得到|拿到|获得|打了|达到|是)?\s*最(高|低)[^，,。？?的]{0,10}的([^，,。？?的]{1,8}?)"
              r"(?:(?:有|一共有|共有)(?:多少|几)\s*(?:个|名|位|人|家|条)?|(?:多少|几)\s*(?:个|名|位|人|家|条))\s*[？?]?\s*$|"
              r"(?:多少|几)\s*(?:个|名|位|家|条)?([^，,。？?的]{1,8})的[^，,。？?]{1,10}(?:是|为|达到|等于)\s*最(高|低)分?\s*[？?]?\s*$")
"""The rows at a column's top (or bottom) counted: 'how many students gave the highest score', '给出最高喜爱得分的
学生有多少个', '有多少名学生的喜爱得分是最低分' — not 'how many points did the team with the highest rating score'."""


def counted_at_the_top(r: Reading, base: Operation) -> Operation | None:
    said = matches(AT_THE_TOP, r.q)
    if said is None:
        return None
    counted = next(g for g in (said.group(1), said.group(4), said.group(5)) if g is not None)
    start = said.start(1) if said.group(1) is not None else said.start(4) if said.group(4) is not None else said.start(5)
    if any(l.column in r.numeric and l.score >= STRONG and start <= l.at < start + len(counted) for l in r.links):
        return None  # ("how many points …": a figure asked, not rows)
    measured = measured_column(r)
    if measured is None or measured not in r.numeric:
        return None
    low = re.search(r"lowest|minimum|min|低", said.group())
    return replace(base, op="count_rows", filters=(Filter(measured, "min" if low else "max", None),) +
                   tuple(filters_of(r, exclude={measured})))


COUNTED_BY = (r"\bcount(?:ed|ing)?\s+(?:them|it|each(?: one)?|these|those)?\s*(?:once\s+)?by\s+(?:the\s+|their\s+|its\s+)?|"
              r"\b(?:identified|told apart)\s+by\s+(?:the\s+|their\s+|its\s+)?|[按以用]\s*")
"""Words that name the column telling the things counted apart: 'Count them by unitid', '（按 unitid 算）'."""


def counted_by(r: Reading) -> str | None:
    """The column named right after 'count them by' ('按 … 算'), telling the things counted apart."""
    for said in re.finditer(COUNTED_BY, r.q, re.IGNORECASE):
        named = next((l.column for l in r.links if l.at == said.end() and l.score >= 4), None)
        if named and (said.group().strip()[:1] not in "按以用" or re.match(r"\s*(?:来)?(?:算|计|计算|统计)", r.q[
                said.end() + len(named):])):
            return named
    return None


def _two_groups_by_a_multiple(r: Reading) -> bool:
    """'Was women's income less than half of men's', '是英国的两倍以上吗': two values of one column, one group's figure
    held against a multiple of the other's."""
    first = r.values[0].column if r.values else None
    return quantities.times_said(r.q) is not None and len({v.value for v in r.values if v.column == first}) == 2


def _times_in_a_column(r: Reading) -> bool:
    """'被引用次数最多': the times are a numeric column said right before '次数最多' (cites), not rows counted."""
    said = matches(r"次数最[多少]", r.q)
    return said is not None and any(l.column in r.numeric - binary_columns(r) and l.score >= STRONG
                                    and 0 < said.start() - l.at <= 4 for l in r.links)


def _percent_only_a_bar(r: Reading) -> bool:
    """Every '%' follows a number compared, and a figure is asked: "the provinces that are less than 10% Catholic,
    what's the mean fertility" — a bar on a column of percentages, no share of rows."""
    said = [m.start() for m in re.finditer(r"%|\bpercent\b", r.q)]
    barred = {n.at + len(quantities.said_number(r.q, n.at) or f"{n.value:g}") for n in r.numbers if n.cmp}
    figure = r.has(AGG_PATTERNS["mean"]) or r.has(AGG_PATTERNS["median"]) or r.has(AGG_PATTERNS["std"])
    return bool(said) and figure and all(any(0 <= at - end <= 1 for end in barred) for at in said)


def _percent_only_a_unit(r: Reading) -> bool:
    """Every '%' stands alone in brackets after a word: "Average depth (%)", '深度（%）' — the column's unit."""
    said = [m.start() for m in re.finditer(r"%|\bpercent\b", r.q)]
    units = [m.span() for m in re.finditer(r"[(（]\s*%\s*[)）]", r.q)]
    return bool(said) and all(any(a < at < b for a, b in units) for at in said)


def _a_years_own_figure(r: Reading) -> bool:
    """'全年工作时长为 0 的有多少人' over a row a person: the year's hours are each row's own figure, barred, no total —
    where no month or date column splits a year over rows."""
    said = [m.group() for m in re.finditer(SUM_SAID, r.q)]
    return said == ["全年"] and not r.dates and part_column(r, "month") is None and bool(
        re.search(r"全年[^，,。？?]{0,6}(?:为|是|等于|超过|不到|低于|高于|大于|小于|少于|多于)\s*\d", r.q))


def _not_counted_in_units(r: Reading, column: str | None) -> bool:
    """'多少套', '多少个' count things in units: a money column or a date's month or day holds no such count."""
    from nbcopilot.analysis.filters import MONEY_WORDS

    if column is None or not re.search(r"多少[个只辆位名家座件本张篇户所艘架台集场套部栋间份枚支首门]|(?<!哪)几[个只辆位名家座件套部栋]",
                                       r.q):
        return False
    return bool(set(linking.name_words(column)) & (MONEY_WORDS - {"sales", "amount"})) or date_part(r, column)
    # ('sales' may count cars sold)


KINDS_SAID = r"\b(?:kinds?|types?|sorts?|varieties|classes|categories)\b|多少种|几种|哪几种|哪些种类|多少类|几类"
"""Kinds counted ('how many different kinds of oil', '有几种油'): the table's column of kinds."""
DAYS_COUNTED = (r"\bhow many (?:different |distinct |separate |trading |business |calendar )?days\b|"
                r"\bnumber of (?:different |distinct )?days\b|多少天|(?<!哪)几天|(?:多少|几)个?(?:交易日|工作日|日子)")
"""Days counted: of moments within days, each day once."""
SHARE_WORD = r"\b(?:share|percentage|proportion)\b|得票率|比例|占比|比重"


def _share_asked(r: Reading) -> bool:
    """A word asking for a share ('proportion', 'share', '占比') that is no cell value said ('the share status' of
    tenancy: owner, share, mixed)."""
    if any(l.score >= 4 and l.column in r.numeric and re.search(
            rf"\b(?:give|report|state|return|answer with)\s+(?:the\s+|its\s+)?{re.escape(l.column)}\s+(?:value|figure|number)",
            r.q, re.IGNORECASE) for l in r.links):
        return False  # "federal debt as a share of GDP … give the fedDebt_pGDP value": that column's own figure
    if any(l.score >= 2 and l.column in r.numeric and linking.year_named(l.column, alone=True) for l in r.links) and \
            not any(n.cmp is not None for n in r.numbers):
        return False  # "Utah's share in 1964" of a column per year (X1964): the shares are that column's figures
        # ("what share of countries had more than 100 in 2020" is still a share of the rows)
    if r.has(r"有几个|有多少个|[的有]几[个家所位名]\S{0,2}[？?]|\bhow many\b") and not r.has(
            r"多少比例|百分之几|百分之多少|占比|\bwhat (?:share|proportion|fraction|percent(?:age)?)\b|\bhow many percent\b"):
        return False  # "认同比例正好持平的州有几个": the states counted; the proportion names their column
    return any(not any(v.at <= m.start() < v.at + v.length for v in r.values)
               for m in re.finditer(FRACTION, r.q, re.IGNORECASE))


PEOPLE_COUNTED = (r"\bhow many (?:people|persons|lives|passengers|visitors|spectators|boys|girls|men|women|males|"
                  r"females)\b|多少人|几人")
PEOPLE_COLUMNS = {"deaths", "death", "dead", "fatalities", "fatal", "killed", "injured", "injuries", "casualties", "victims",
                  "population", "pop", "passengers", "visitors", "attendance", "spectators", "people", "persons",
                  "residents", "survivors", "missing", "wounded", "affected", "homeless", "displaced", "enrollment",
                  "employees", "riders", "inhabitants", "cases", "workers", "males", "females", "boys", "girls"}
PEOPLE_COLUMNS_ZH = r"人数|人口|死亡|伤亡|遇难|游客|乘客|观众|人次|员工数|病例"
"""Names of columns that count people ('deaths', 'population', 'attendance'): what 'how many people …' adds up."""


def _people_in_a_column(r: Reading, measured: str | None) -> bool:
    """'How many people died' over a table of events with a deaths column: the people are counted in that column,
    each row holds many of them (not 0/1 flags, not years, not a column the question bars)."""
    if measured is None or not r.has(PEOPLE_COUNTED) or measured in binary_columns(r) or linking.holds_years(measured) \
            or r.has(r"乘以|\btimes\b|\bmultipl"):
        return False  # ("the rate times the miles": a product the question spells out)
    if not set(linking.name_words(measured)) & PEOPLE_COLUMNS and not re.search(PEOPLE_COLUMNS_ZH, measured):
        return False  # "how many people took the math exam" counts rows: a score holds no people
    held = r.table.frame[measured].dropna()
    if held.empty or not (held == held.round()).all():
        return False  # counts of people are whole numbers, rates are not
    said = [l for l in r.links if l.column == measured and l.score >= STRONG]
    return bool(said) and not any(is_compared(r, l) for l in said) and not any(
        f.column == measured for f in filters_of(r))


def _averages_barred(r: Reading) -> bool:
    """The column said right after 'average' is the one a number bars: each row holds its own average."""
    said = [m.span() for m in re.finditer(AGG_PATTERNS["mean"] + "|" + AGG_PATTERNS["median"], r.q, re.IGNORECASE)]
    barred = {f.column for f in filters_of(r) if f.cmp in (">", ">=", "<", "<=")}
    grouped = any(l.column in r.categorical and l.score >= STRONG and r.table.frame[l.column].duplicated().any()
                  for l in r.links)  # ('工资平均超过 60 的部门': departments of several rows, their mean)
    return any((start <= l.at <= end + 4 or not grouped and _just_before(r.q, l.at, start)
                or 0 <= l.at - end <= 32 and re.fullmatch(BAR_BETWEEN, r.q[end:l.at])) and l.column in r.numeric
               and (l.column in barred or is_compared(r, l))
               for l in r.links for start, end in said)  # ('平均气温' is one word for temp; '家庭收入中位数' too)


BAR_BETWEEN = r"\s*(?:at least|at most|more than|less than|fewer than|over|under|above|below)?\s*[\d.,]+\s+"
"""A bar between 'average' and the column it bars: "players who average at least 20 points"."""


def _just_before(question: str, at: int, start: int) -> bool:
    """A Chinese word said right before another ('家庭收入' before '中位数')."""
    return 0 <= at < start and start - at <= 6 and re.fullmatch(r"[\u4e00-\u9fff]+", question[at:start]) is not None


ONE_END = (r"\b(?:on|at|in|for|from)\s+the\s+(?:very\s+)?(first|earliest|last|latest|final|most recent)\s+(?:trading\s+)?"
           r"(?:day|date|record|row|entry|observation|reading|session)\b|(?:第一|首|最后一?|最末)个?(?:交易)?[天日]")
"""A measure read on the first or the last day of a dated table ('the close on the first day', '最后一个交易日')."""


def _flag_rated(r: Reading) -> bool:
    """'客户流失率', 'the survival rate': a rate said right after a yes/no column or one of its two values — the share
    of rows that say yes, not a column of rates."""
    rate = matches(r"(?<=\w)\s*(?:rates?\b|率)", r.q)
    if rate is None or any(l.column in r.numeric and l.score >= STRONG and "rate" in linking.name_words(l.column)
                           for l in r.links):
        return False
    frame = r.table.frame
    if any(l.column in r.numeric and l.score >= STRONG and 0 <= rate.start() - max(l.at, l.last) <= 4
           and frame[l.column].nunique() > 2 for l in r.links):
        return False  # "沿海州的平均贫困率": poverty, a column of rates, said right before
    said = [l.column for l in r.links if l.score >= STRONG and 0 <= rate.start() - l.at <= 12] + \
        [v.column for v in r.values if 0 <= rate.start() - (v.at + v.length) <= 2]
    for column in said:
        held = {str(v).lower() for v in frame[column].dropna().unique()}
        if len(held) == 2 and (held <= {"0", "1"} or held & {"yes", "y", "true"}):
            return True
    return False


SHARE_OF_ROWS_SAID = r"(?:%|\bpercent)\s+of\b|\bhalf\b|一半|分之|[的中里]\s*(?:超过|至少|不到)?\s*\d+\s*%|超过\s*\d+\s*%\s*的"
"""A share of the rows said beside a bar ('more than 10% of the polls', '超过一半的民调'): the rows counted, no row's own
figure."""


def _table_counted(r: Reading) -> bool:
    """'How many depredations in total' of a table named depredations: what the table counts is what is asked."""
    asked = matches(r"\b(?:how many|number of|total number of)\s+(?:the\s+)?([a-z]+)", r.raw or r.q)  # (the name said: raw)
    return asked is not None and counts_of_its_things(r, asked.group(1)) is not None




def exclusive_flags(r: Reading) -> list[str]:
    """Three or more 0/1 columns named outright that never mark one row twice (indus, finance, consprod, utility):
    kinds of one thing, in the order said; else the one-hot columns of a kind when the answer is to be one of their
    names ('which position …? answer with the flag column'); else []."""
    named = [l.column for l in sorted(r.links, key=lambda l: l.at) if l.score >= 4 and l.at >= 0]
    flags = list(dict.fromkeys(c for c in named if c in binary_columns(r)))
    listed = [t for t, _ in quantities.enumerated(r.q) if t in r.numeric]
    if any(t not in flags for t in listed):
        return []  # "of the causes territory, loot, pride, …": counts some of which happen to hold only 0 and 1
    if len(flags) < 3 or r.table.frame[flags].fillna(0).sum(axis=1).max() > 1:
        return next(iter(one_hot_families(r.table.frame)), []) if r.has(FLAG_NAME_ASKED) else []
    return flags


FLAGS_SAID = (r"\byes/no (?:features?|columns?|flags?|variables?|attributes?|amenities|items?|questions?)\b|"
              r"\b(?:binary|dummy|indicator|0/1) (?:columns|variables|features|flags)\b|"
              r"是/否(?:特征|列|变量|属性|项)|是否型?(?:特征|变量|属性)|(?:二值|0/1)(?:列|变量|特征)")
"""A question about a table's yes/no columns as a family: 'which of the yes/no features is the rarest'."""
MARKED_AGAINST_UNMARKED = (r"取\s*(?:yes|是|1)\s*的[^，,。？?]{0,30}比取\s*(?:no|否|0)\s*的|有的减(?:去)?没有的|有的比没有的|"
                           r"\bwith (?:it|them|the feature)\b[^?]{0,40}\bthan without\b|\bminus (?:those|the ones) without\b|"
                           r"\bpremium\b|价差|差距|差值|差额|差最大")
"""Each flag's marked rows against its unmarked ones: '取 yes 的平均评分比取 no 的低', '房价差（有的减没有的）'."""
SHARE_OF_ROWS_ASKED = r"比例|占比|百分之|百分比|%|\bper ?cent|\bshare\b|\bproportion\b|\bfraction\b"


def flag_family(r: Reading) -> list[str]:
    """Yes/no columns compared with each other (marking rows independently, unlike `exclusive_flags`): three or more
    named outright, in the order said, or all the table's when the question speaks of its 'yes/no features'."""
    frame = r.table.frame
    flags = [c for c in frame.columns if c in binary_columns(r) or yes_no_text(frame[c])]
    named = list(dict.fromkeys(l.column for l in sorted(r.links, key=lambda l: l.at)
                               if l.score >= 4 and l.at >= 0 and l.column in flags))
    if len(named) >= 3:
        return named
    return flags if len(flags) >= 2 and r.has(FLAGS_SAID) else []


def _kinds_compared(r: Reading, base: Operation, kinds: list[str]) -> Operation | None:
    """Counts of each kind's rows, or the kinds whose figure passes a bar, or the kind with the highest figure; a
    measure over each flag's marked rows, or that less the same over its unmarked rows."""
    frame = r.table.frame
    gap = r.has(MARKED_AGAINST_UNMARKED)
    bar = next((n for n in r.numbers if n.cmp in (">", ">=", "<", "<=")), None)
    if gap and bar is None and r.has(VERSUS) and not direction_of(r):  # "比取 no 的低": the gap below 0
        low = re.search(r"lower|less|fewer|smaller|低|少|小", matches(VERSUS, r.q).group())
        bar = quantities.Number(0.0, -1, "<" if low else ">")
    said = [l.column for l in r.links if l.column in r.numeric and l.column not in kinds
            and l.score >= STRONG and not linking.holds_years(l.column) and not names_the_study(r, l)]
    passable = [c for c in said if bar is None or frame[c].min() <= bar.value <= frame[c].max()]
    said = passable or said  # ('年薪中位数超过 70 万' names salary and lsalary: the one a figure of 700000 can pass)
    measured = measured_column(r, exclude=set(kinds))
    measure = measured if measured in said else next(iter(said), None)
    rest = tuple(filters_of(r, exclude=set(kinds), skip_numbers=(bar.value,) if bar else ()))
    counted = "yes share" if r.has(SHARE_OF_ROWS_ASKED) else "yes" if any(
        linking.is_text(frame[c]) for c in kinds) else "sum"  # (yes written as a word; a share of the rows asked)
    agg = (agg_of(r) or "mean") if measure else counted  # a measure over each kind's rows, or the rows counted:
    kept = tuple(f for f in rest if f.column != measure)  # "哪个守备位置的球员人数最多", "哪几类冲突的数量超过 130 起"
    order = direction_of(r)
    kind = "gap" if gap and measure else None
    if order is None and measure is None:  # "which of the yes/no features is the rarest": the fewest rows marked
        order = "asc" if r.has(RARE) else "desc" if r.has(MODE) else None
    if bar is not None and (r.has(WHICH) or r.has(LIST)):
        return replace(base, op="columns", values=tuple(kinds), column=measure, agg=agg, cmp=bar.cmp,
                       threshold=bar.value, filters=kept, kind=kind)
    if order and r.has(WHICH):
        return replace(base, op="columns", values=tuple(kinds), column=measure, agg=agg, order=order, filters=kept,
                       kind=kind)
    if measure is None and r.has(COUNT):
        return replace(base, op="columns", values=tuple(kinds), agg=counted, kind="each", filters=rest)
    return None


def share_named(r: Reading) -> bool:
    """'the Democratic vote share', '民主党得票率': a numeric column of shares, named right before the word — its
    values are the shares asked about, no share of rows."""
    said = matches(SHARE_WORD, r.q)
    if said is None:
        return False
    frame = r.table.frame
    return any(l.column in r.numeric and l.score >= STRONG and (0 <= said.start() - max(l.at, l.last) <= 14
                                                                or l.at < said.start() < l.last)  # ('govtspendgdp':
               # "government spending as a percentage of GDP", the word inside the name's words)
               and frame[l.column].dropna().between(0, 100).all() and not set(frame[l.column].dropna().unique()) <= {0, 1}
               for l in r.links)


def counted_past_a_percentage(r: Reading) -> bool:
    """'How many counties have more than 20% of their people below the poverty line': rows counted past a bar on a
    column of percentages, no share of rows."""
    def barred(after: str) -> bool:
        return any(n.cmp and re.match(r"\s*(?:%|percent\b)" + after, r.q[n.at + len(quantities.said_number(r.q, n.at)):])
                   for n in r.numbers) and not r.has(r"\bwhat (?:percent(?:age)?|share|proportion|fraction)\b|百分之几|比例是|占比是")
    if r.has(COUNT_ITEMS):
        return barred("")
    # "did anyone rated Developing get a raise above 2 percent": a bar on a column of percentages, asked yes or no
    return r.has(BOOLEAN) and barred(r"(?!\s*of\b)") and any(
        l.column in r.numeric and l.score >= STRONG and (set(linking.name_words(l.column)) & PERCENT_NAMES or re.match(
            r"[\w ]{0,24}\b(?:rate|percent|percentage|share)\b", r.q[l.at:], re.IGNORECASE)  # ('ur': "unemployment rate")
            or not r.has(SHARE_OF_ROWS_SAID) and any(n.cmp and 0 < n.at - l.at <= len(l.column) + 6 and re.match(
                r"\s*(?:%|percent\b)", r.q[n.at + len(quantities.said_number(r.q, n.at)):]) for n in r.numbers))
        # ("did any poll put Obama at 53% or higher": the bar said right after the column, Obama's own figure)
        and r.table.frame[l.column].dropna().between(-100, 100).all() for l in r.links  # (not DailyRate's 1102)
        if not set(r.table.frame[l.column].dropna().unique().tolist()) <= {0, 1})  # (a 0/1 vote: no percent its own)


PERCENT_NAMES = {"percent", "pct", "perc", "share", "rate", "incr", "increase", "change", "growth", "raise"}


DATA_COVERS = r"\b(?:does|do|did)\s+(?:the\s+|this\s+)?(?:\w+\s+)?(?:data|dataset|table|sample|panel|survey|file|study)\b"
"""'How many counties does the crime data cover': the things the data is about, counted, not a column added up."""
AVERAGED = r"\baverag(?:ed|es|ing)\b"
"""'Which months averaged a price above 1000': the groups whose mean passes the bar (a verb; 'average' is read by
agg_of)."""
