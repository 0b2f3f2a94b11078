"""Structured table operations: what a question asks of one table, as data, and the pandas code it renders to.

A small model cannot write analysis code, but it (or the rules in `rules.py`) can choose an operation whose
arguments are real column names; the code is then rendered here, the same way every time, readable by the analyst.
The final expression of every rendered step is the answer itself (a number, a name, a list, a flag or a small
table), so the result review can state it.
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass, replace
from typing import Any, Iterable

OPS = ("count_rows", "count_distinct", "aggregate", "extreme_row", "top_k", "group_aggregate", "group_extreme",
       "value_counts", "mode", "missing", "exists", "all", "compare", "distinct", "lookup", "shape", "each",
       "columns", "having", "correlation", "difference", "share", "aggregates", "versus")
AGGS = ("mean", "sum", "median", "min", "max", "std", "count", "nunique", "range", "yes", "yes share", "span", "nonzero")
"""'yes' counts the cells that say yes ('yes', 'y', 'true'): a wide table of yes/no columns (emp1 … emp52);
'yes share' is the percent of rows that say yes (or 1); 'nonzero' counts the cells not 0 (causes marked 1 or 2)."""
YES_CELLS = ("yes", "y", "true", "1", "1.0")
"""The cells of a flag that mark its row, as text in lower case: 1, or yes written any way."""

PARTS = ("year", "month", "day", "weekday", "hour", "quarter", "date", "month_name", "year_month",
         "year_quarter", "year_space_quarter")
"""Parts of a date a key may take: `by="date", by_part="year"` groups by year."""
STEPS = ("step rise", "step fall", "step change", "steps rose", "steps fell")
"""aggregate: the largest rise, fall or change from one row to the next, the rows in the order of `by`; or how many
rows rose (fell) from the one before."""
QUARTERS_WRITTEN = {"year_quarter": "%YQ%q", "year_space_quarter": "%Y Q%q"}
"""A quarter of a year as the answer writes it: '1950Q3', or '1950 Q3' where the question shows it so."""
COMPARATORS = ("==", "!=", ">", ">=", "<", "<=", "in", "not in", "contains", "not contains", "starts with", "has",
               "known", "missing", "first", "max", "min")
"""'has': one item of a list written in a cell ('14' of "4, 14"); 'known': the cell has a value at all; 'missing':
it has none; 'first': the row is the first with its value (each patient counted once); 'max', 'min': the row holds
the column's highest (lowest) value."""
MISSING_KINDS = ("most", "count", "rows", "total", "any", "columns", "by", "all by", "share", "fraction", "complete",
                 "known")
SHARES = ("percent", "fraction", "percent of known", "fraction of known")
"""share: a percentage or a fraction of the rows, of all of them or of those where the condition's columns are known."""


@dataclass(frozen=True)
class Filter:
    column: str
    cmp: str
    value: Any
    part: str | None = None
    """Compare a part of a date column (year, month, ...) instead of the column itself."""


@dataclass(frozen=True)
class Operation:
    op: str
    data: str
    """The DataFrame variable, or the file name (then `source` is set)."""
    source: str | None = None
    """Path of the file to read when the data is a file; None for a DataFrame in the namespace."""
    column: str | None = None
    """The column measured (aggregated, ordered by, counted)."""
    agg: str | None = None
    by: str | None = None
    """Group key column (group_aggregate, group_extreme, value_counts)."""
    by_part: str | None = None
    target: str | None = None
    """The column whose value is returned (extreme_row, top_k, lookup)."""
    order: str = "desc"
    k: int | None = None
    filters: tuple[Filter, ...] = ()
    threshold: float | None = None
    """compare: the aggregate is compared with this number using `cmp`."""
    cmp: str | None = None
    kind: str | None = None
    """missing: one of MISSING_KINDS; extreme_row: "ties" returns every row at the extreme ("who are the tallest");
    top_k: "distinct" names each value of `target` once."""
    values: tuple = ()
    """each: the values of `by` (or of its `by_part`) to compute the figure for, in the order asked; extreme_row,
    group_extreme with `cmp` '==': the one value said, checked against the one at the extreme."""
    condition: tuple[Filter, ...] = ()
    """share: the rows counted, among the rows `filters` keep."""
    digits: int | None = None
    """Decimals the question asks the figures rounded to ('round to 2 decimals', '保留两位小数'); None: as computed."""
    periods: tuple = ()
    """Text columns of quarters ('1998 Q1') whose year or quarter the operation reads: dates on a copy first."""
    derived: tuple = ()
    """How the measured `column` is made when the table lacks it: ("sum", a, b, …) adds columns row by row
    ('HomeGoals + AwayGoals'); ("ratio", a, b) divides a by b ('Accept divided by Apps'); ("product", a, b) multiplies
    them ('死亡率乘以里程数'); ("minus", b, a) is b − a ('days from diag to death'); ("days", b, a) the whole days
    from date a to date b ('the shortest term'); ("rate", c, v) is 100
    where column c holds v, 0 where it holds another value, nothing where it is empty: its mean is a rate in percent."""
    labels: tuple = ()
    """((value, words), …): the groups answered as the question said them ('non-smokers' for 'No', 'women' for 1)."""
    surname: bool = False
    """Only the family name of each name answered ('Just the last name', '只回答姓'): 'Lugar, Richard' and
    'Richard Lugar' are both 'Lugar'."""

    def to_json(self) -> dict:
        data = {k: v for k, v in asdict(self).items()
                if not (v is None or v is False or isinstance(v, (tuple, list)) and not v)}  # (a threshold of 0 stays)
        data["filters"] = [asdict(f) for f in self.filters]
        if self.condition:
            data["condition"] = [asdict(f) for f in self.condition]
        if self.values:
            data["values"] = list(self.values)
        for name in ("derived", "periods", "labels"):
            if getattr(self, name):
                data[name] = list(getattr(self, name))
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Operation":
        filters = tuple(Filter(**f) for f in data.get("filters") or ())
        condition = tuple(Filter(**f) for f in data.get("condition") or ())
        return cls(**{**data, "filters": filters, "condition": condition, "values": tuple(data.get("values") or ()),
                      "derived": tuple(data.get("derived") or ()), "periods": tuple(data.get("periods") or ()),
                      "labels": tuple(tuple(pair) for pair in data.get("labels") or ())})

    def columns(self) -> set[str]:
        """Every column the operation reads; each must exist in the table (a derived column: those it is made of)."""
        used = {self.column, self.by, self.target} | {f.column for f in self.filters + self.condition}
        if self.derived[:1] == ("full name",):  # made of the first and the last names
            return {c for c in used - {"full name"} if c} | set(self.derived[1:])
        if self.derived[:1] == ("one of",):  # a kind's name, made of its 0/1 columns
            return {c for c in used - {self.derived[1]} if c} | set(self.derived[2:])
        if self.derived:
            used = (used - {self.column}) | set(self.derived[1:] if self.derived[0] in ("sum", "ratio", "product", "minus",
                                                                                         "days") else
                                                self.derived[1:2])
        return {c for c in used if c}


def figures_only(op: Operation, numeric: set[str]) -> bool:
    """True when the answer of `op` is numbers only (a figure, figures per group, a list of figures), so rounding
    it as asked cannot fail; `numeric`: the table's numeric columns. Names, dates and yes/no are never rounded."""
    if op.op in ("count_rows", "count_distinct", "share", "aggregates"):
        return True
    if at_the_extreme(op):
        return False
    if op.op == "missing":
        return op.kind not in ("most", "columns", "by", "all by", "complete names")
    if op.op in ("group_aggregate", "value_counts"):  # the figures per group, not the groups' names
        return not op.k
    if op.op == "columns":  # each column's figure; else the names of the columns chosen
        return op.kind in ("each", "each percent")
    if op.op == "group_extreme":
        return op.kind == "figure"
    if op.op == "correlation":  # with one other column a figure; else the names of the columns that go with it
        return op.target is not None
    if op.op in ("each", "difference"):  # figures, unless compared (yes/no) or read off a row (a name)
        return not op.cmp and not op.target
    if op.op in ("aggregate", "extreme_row", "top_k", "lookup", "distinct", "mode"):
        returned = op.target or op.column
        return op.by_part is None and returned in numeric
    return False  # exists, all, compare, versus, having, shape, columns, group_extreme: yes/no or names


def check(op: Operation, columns: Iterable[str]) -> str | None:
    """One sentence saying what is wrong with the operation for a table with these columns, or None."""
    columns = list(columns)
    if op.op not in OPS:
        return f"unknown operation {op.op!r}; choose one of {', '.join(OPS)}."
    used = op.columns() | {f.value["column"] for f in op.filters + op.condition if isinstance(f.value, dict)}
    if op.op in ("difference", "columns", "versus"):
        used |= set(map(str, op.values))
    unknown = sorted(used - set(columns))
    if unknown:
        return (f"{op.data} has no column {unknown[0]!r}; its columns are "
                f"{', '.join(map(str, columns[:20]))}{' …' if len(columns) > 20 else ''}.")
    if op.agg is not None and op.agg not in AGGS:
        return f"unknown aggregate {op.agg!r}; choose one of {', '.join(AGGS)}."
    if op.op == "aggregates" and not all(agg in AGGS for agg in op.values):
        return f"the aggregates operation takes aggregates from {', '.join(AGGS)}."
    needs = {"aggregate": "column", "aggregates": "column", "extreme_row": "column", "top_k": "column", "count_distinct": "column",
             "group_aggregate": "by", "group_extreme": "by", "value_counts": "by", "mode": "column",
             "distinct": "column", "lookup": "target", "compare": None if op.agg == "count" else "column", "each": "by",
             "columns": "values",
             "having": "by", "correlation": "column", "difference": "values", "versus": "values"}.get(op.op)
    if needs and getattr(op, needs) is None:
        return f"the {op.op} operation needs a {needs}."
    if op.op in ("difference", "versus") and len(op.values) < 2:
        return f"the {op.op} operation compares two values; name both."
    selects = [f for f in op.filters if f.cmp == "==" and isinstance(f.value, str) and f.part is None
               and f.value.strip().lower() not in ("yes", "y", "true")]  # ('are all of them insured': a yes tests)
    if op.op == "all" and (not op.filters or len(op.filters) == 1 and selects and op.kind != "tested"):
        # "are all the rotorcraft …": what? ('tested': the column was named with its value, each row must hold it)
        return "the all operation needs a condition every selected row must meet."
    if op.op == "share" and (op.kind not in SHARES or not op.condition):
        return f"the share operation needs a condition and a kind, one of {', '.join(SHARES)}."
    if any(f.cmp not in COMPARATORS for f in op.filters + op.condition):
        return f"a filter compares with one of {', '.join(COMPARATORS)}."
    return None


# ---------------------------------------------------------------- rendering


def _key(frame: str, column: str, part: str | None) -> str:
    col = f"{frame}[{column!r}]"
    if part is None:
        return col
    if part == "abs":  # the size of a move, up or down alike
        return f"{col}.abs()"
    dates = f"pd.to_datetime({col}, errors='coerce')"  # a cell that is no date ('April 25 - May 1') is skipped
    if part == "decade":  # a column of years, or of dates: the year rounded down to its ten
        return (f"((lambda s: s if pd.api.types.is_numeric_dtype(s) else pd.to_datetime(s, errors='coerce').dt.year)"
                f"({col}) // 10 * 10)")
    if part in ("date", "year_month"):
        return f"{dates}.dt.strftime({'%Y-%m-%d' if part == 'date' else '%Y-%m'!r})"
    if part in QUARTERS_WRITTEN:  # '2005Q1': quarters of every year, in order
        return f"{dates}.dt.to_period('Q').dt.strftime({QUARTERS_WRITTEN[part]!r})"
    if part == "weekday":
        return f"{dates}.dt.day_name()"
    if part == "month_name":  # of dates, or of month numbers 1 … 12
        return (f"(lambda s: pd.to_datetime(s.astype('Int64').astype(str), format='%m', errors='coerce') "
                f"if pd.api.types.is_numeric_dtype(s) else pd.to_datetime(s, errors='coerce'))({col}).dt.month_name()")
    return f"{dates}.dt.{part}"


def _period_starts(column: str) -> str:
    """Code for the day each period of `column` begins: a year with its quarter or month as a fraction (1998.25), or
    a quarter written out ('1998 Q2'; 'Q42010' is 2010Q4)."""
    year = "((s + 1e-6) // 1)"
    return (f"(lambda s: pd.to_datetime(pd.DataFrame({{'year': {year}, 'month': ((s - {year}) * 12).round() + 1, "
            f"'day': 1}}), errors='coerce') if pd.api.types.is_numeric_dtype(s) else "
            f"pd.PeriodIndex(s.str.replace(r'[\\s-]', '', regex=True).str.upper()"
            f".str.replace(r'^Q([1-4])(\\d{{4}})$', r'\\2Q\\1', regex=True), freq='Q').to_timestamp())({column})")


def _a_year(f: Filter) -> bool:
    return isinstance(f.value, (int, float)) and 1500 <= f.value <= 2100 and \
        re.search(r"year|(?<![a-z])yr", str(f.column), re.IGNORECASE) is not None


def _condition(frame: str, f: Filter) -> str:
    if isinstance(f.value, dict) and "column" in f.value:  # one column against another: NBELOW > NABOVE
        return f"({_key(frame, f.column, f.part)} {f.cmp} {frame}[{f.value['column']!r}])"
    if f.cmp in ("in", "not in"):  # one of several values, or none of them ("除了 VA、MD 和 DC 之外")
        listed = [str(v) if isinstance(v, str) else v.item() if hasattr(v, "item") else v for v in f.value]
        return f"({'~' if f.cmp == 'not in' else ''}{_key(frame, f.column, f.part)}.isin({listed!r}))"
    if f.cmp == "known":  # "stations with an RER connection": the column says something at all
        return f"({_key(frame, f.column, f.part)}.notna())"
    if f.cmp == "missing":  # "missing both bdi_3m and bdi_6m": the column says nothing
        return f"({_key(frame, f.column, f.part)}.isna())"
    if f.cmp in ("max", "min"):  # "how many students gave the highest score": the rows at the column's extreme
        return f"({_key(frame, f.column, f.part)} == {_key(frame, f.column, f.part)}.{f.cmp}())"
    if f.cmp == "first":  # "每位患者只算一次": each patient's first row
        return f"(~{_key(frame, f.column, f.part)}.duplicated())"
    if f.cmp == "has":  # one item of a list written in the cell: line '14' of "4, 14", not of "1, 4"
        pattern = r"(?:^|[,;/|])\s*" + re.escape(str(f.value)) + r"\s*(?:[,;/|]|$)"
        return f"({_key(frame, f.column, f.part)}.astype(str).str.contains({pattern!r}, regex=True))"
    if f.cmp == "starts with":  # "the constants whose name starts with Planck", any case
        return f"({_key(frame, f.column, f.part)}.astype(str).str.match({re.escape(str(f.value))!r}, case=False))"
    if f.cmp in ("contains", "not contains"):  # a word inside longer text: 'Texas' in 'Houston, Texas'
        found = f"{_key(frame, f.column, f.part)}.astype(str).str.contains({f.value!r}, case=False, regex=False)"
        return f"({found})" if f.cmp == "contains" else f"(~{found})"
    value = f.value.item() if hasattr(f.value, "item") and not isinstance(f.value, (str, bytes)) else f.value
    value = str(value) if isinstance(value, str) else value  # (numpy's str_ written as plain text: no np. needed)
    return f"({_key(frame, f.column, f.part)} {f.cmp} {value!r})"  # (np.True_ is written True: no numpy name needed)


def _span(op: Operation) -> tuple[int, int] | None:
    """The whole-number bounds the filters put on the grouped key ('2012 到 2015 年每年'), or None."""
    low = [f.value for f in op.filters if f.column == op.by and f.part == op.by_part and f.cmp == ">="]
    high = [f.value for f in op.filters if f.column == op.by and f.part == op.by_part and f.cmp == "<="]
    if len(low) == 1 and len(high) == 1 and all(isinstance(v, int) or float(v).is_integer() for v in low + high) \
            and 0 <= int(high[0]) - int(low[0]) <= 200 and op.by_part in (None, "year", "month"):
        return int(low[0]), int(high[0])
    return None


def _says_yes(cells: str) -> str:
    """The expression that marks each cell of `cells` (an expression of a Series) that says yes."""
    return f"{cells}.astype(str).str.strip().str.lower().isin({list(YES_CELLS)!r})"



def _reduced(agg: str | None) -> str:
    """The method call that reduces a Series (or each group) by `agg`; 'range' is the highest minus the lowest."""
    if agg == "range":
        return ".agg(lambda s: s.max() - s.min())"
    if agg == "span":  # days from the first date to the last
        return ".agg(lambda s: (lambda d: (d.max() - d.min()).days)(pd.to_datetime(s, errors='coerce')))"
    if agg == "yes share":
        return f".agg(lambda s: 100 * {_says_yes('s')}.mean())"
    if agg == "yes":
        return ".agg(lambda s: s.astype(str).str.strip().str.lower().isin(['yes', 'y', 'true']).sum())"
    if agg == "nonzero":
        return ".agg(lambda s: (s.fillna(0) != 0).sum())"
    return f".{agg or 'mean'}()"


def at_the_extreme(op: Operation) -> bool:
    """True when the one at the extreme is checked against the one the question names ('was 2006 the year with the
    largest deficit', '纽约是犯罪率最高的都市区吗'): yes or no."""
    return op.op in ("extreme_row", "group_extreme") and op.cmp == "==" and op.threshold is None and len(op.values) == 1


def _answer_expr(op: Operation, r: str) -> str:
    """The expression whose value answers the question, over the (filtered) frame named `r`."""
    if at_the_extreme(op):
        return f"bool({_answer_expr(replace(op, cmp=None, values=()), r)} == {op.values[0]!r})"
    col = f"{r}[{op.column!r}]" if op.column else None
    ascending = op.order == "asc"
    if op.op == "count_rows":
        return f"len({r})"
    if op.op == "count_distinct":  # (by a part: "how many days" of moments within days)
        return f"{_key(r, op.column, op.by_part)}.nunique()" if op.by_part else f"{col}.nunique()"
    if op.op == "aggregate" and op.kind in STEPS:  # each period against the one before, in time order
        steps = f"{r}.sort_values({op.by!r})[{op.column!r}].diff()"
        if op.target is None:
            return {"step rise": f"{steps}.max()", "step fall": f"-{steps}.min()",
                    "step change": f"{steps}.abs().max()", "steps rose": f"int(({steps} > 0).sum())",
                    "steps fell": f"int(({steps} < 0).sum())"}[op.kind]
        if op.kind in ("steps rose", "steps fell"):  # "which years had more … than the year before"
            return f"sorted({r}.loc[{steps} {'>' if op.kind == 'steps rose' else '<'} 0, {op.target!r}].tolist())"
        pick = {"step rise": "idxmax()", "step fall": "idxmin()", "step change": "abs().idxmax()"}[op.kind]
        value = f"{r}.loc[{steps}.{pick}, {op.target!r}]"
        if op.by_part in QUARTERS_WRITTEN or op.by_part == "year_month":  # the period it came in, as asked
            period, written = ("Q", QUARTERS_WRITTEN[op.by_part]) if op.by_part in QUARTERS_WRITTEN else ("M", "%Y-%m")
            return f"pd.to_datetime({value}).to_period({period!r}).strftime({written!r})"
        return f"pd.to_datetime({value}).{op.by_part}" if op.by_part in ("year", "month") else value
    if op.op == "aggregate":
        if op.by_part in ("year", "month"):  # "in which year did pce first pass 10000": the year of that date
            return f"pd.Timestamp({col}{_reduced(op.agg)}).{op.by_part}"
        return f"{col}{_reduced(op.agg)}"
    if op.op == "versus":  # two columns' figures compared: "more deaths from wounds in total than from other"
        first, second = (f"{r}[{c!r}]{_reduced(op.agg)}" for c in op.values[:2])
        return f"bool({first} {op.cmp or '>'} {second})"
    if op.op == "aggregates":  # "the minimum and maximum": several figures of one column, in the order asked
        return "[" + ", ".join(f"{col}{_reduced(agg)}" for agg in op.values) + "]"
    if op.op == "extreme_row" and op.kind == "ties":  # "who are the tallest players": every row at the extreme
        return f"{r}.loc[{col} == {col}.{'min' if ascending else 'max'}(), {op.target or op.column!r}].drop_duplicates().tolist()"
    if op.op == "extreme_row":
        pick = "idxmin" if ascending else "idxmax"
        if op.kind in ("dated", "ends", "ends change", "ends percent change"):  # "the song that entered the chart
            # first": dates as dates, not as text
            col = f"pd.to_datetime({col}, errors='coerce')"
        if op.kind == "nearest":  # "the province whose Catholic share is closest to 50%": the least distance
            return f"{r}.loc[({col} - {op.threshold!r}).abs().idxmin(), {op.target or op.column!r}]"
        if op.kind == "ends":  # "the opening price on the first and on the last trading day", in the order said
            picks = ("idxmin", "idxmax") if ascending else ("idxmax", "idxmin")
            return "[" + ", ".join(f"{r}.loc[{col}.{p}(), {op.target!r}]" for p in picks) + "]"
        if op.kind in ("ends change", "ends percent change"):  # "how much did it rise from the first day to the last"
            first, last = (f"{r}.loc[{col}.{p}(), {op.target!r}]" for p in ("idxmin", "idxmax"))
            return f"{last} - {first}" if op.kind == "ends change" else f"100 * ({last} / {first} - 1)"
        value = f"{r}.loc[{col}.{pick}(), {op.target or op.column!r}]"
        if op.by_part in ("date", "year_month"):  # "哪一天": the day, not the moment; "answer as YYYY-MM": the month
            return f"pd.to_datetime({value}).strftime({'%Y-%m-%d' if op.by_part == 'date' else '%Y-%m'!r})"
        if op.by_part == "weekday":  # "AQI 最高的那天是星期几": that row's day of the week
            return f"pd.to_datetime({value}).day_name()"
        if op.by_part in QUARTERS_WRITTEN:  # "支持率最高的是哪一年的哪个季度": that row's quarter
            return f"pd.to_datetime({value}).to_period('Q').strftime({QUARTERS_WRITTEN[op.by_part]!r})"
        return f"pd.to_datetime({value}).{op.by_part}" if op.by_part in ("year", "month") else value
    if op.op == "top_k" and op.kind == "nth":  # "the second-highest …": the k-th of the ordered rows
        pick = "nsmallest" if ascending else "nlargest"
        if op.target in (None, op.column):
            return f"{col}.{pick}({op.k}).iloc[-1]"
        return f"{r}.{pick}({op.k}, {op.column!r})[{op.target!r}].iloc[-1]"
    if op.op == "columns":  # a wide table: one figure per column of a family (months, experiments), then choose
        figures = f"{r}[{list(op.values)!r}]{_reduced(op.agg)}"
        if op.column:  # 0/1 columns, one per kind (guard, forward, center): the measure over the rows each marks
            marked = _says_yes(f"{r}[c]")
            figures = f"pd.Series({{c: {r}.loc[{marked}, {op.column!r}]{_reduced(op.agg)} for c in {list(op.values)!r}}})"
            if op.kind == "gap":  # "which feature adds the most to the price": marked rows' figure less the others'
                figures = (f"pd.Series({{c: {r}.loc[{marked}, {op.column!r}]{_reduced(op.agg)} - "
                           f"{r}.loc[~{marked}, {op.column!r}]{_reduced(op.agg)} for c in {list(op.values)!r}}})")
        if op.labels:  # the alternatives the columns price, as the table writes them: 'hiland', not 'price.hiland'
            figures = f"{figures}.rename(index={dict(op.labels)!r})"
        if op.cmp:
            return f"[name for name, value in {figures}.items() if value {op.cmp} {op.threshold!r}]"
        if op.kind in ("each", "each percent"):  # "Accept 和 Enroll 各是多少": each column's figure, in the order
            return f"{figures}.tolist()"  # said
        return f"{figures}.{'idxmin' if ascending else 'idxmax'}()"
    if op.op == "top_k":
        pick = "nsmallest" if ascending else "nlargest"
        rows = f"{r}.{pick}({op.k or 5}, {op.column!r})"
        if op.by_part in ("year", "month"):
            return f"pd.to_datetime({rows}[{op.target!r}]).dt.{op.by_part}.tolist()"
        if op.kind == "distinct":  # "which colours are the five dearest, each once": in the order first met
            return f"{rows}[{op.target!r}].drop_duplicates().tolist()"
        return f"{rows}[{op.target or op.column!r}].tolist()"
    if op.op in ("group_aggregate", "group_extreme", "value_counts"):
        key = _key(r, op.by, op.by_part)
        if op.op == "value_counts" or op.agg == "count" or op.column is None:
            grouped = f"{key}.value_counts()"
        else:
            grouped = f"{r}.groupby({key})[{op.column!r}]{_reduced(op.agg)}"
        if op.labels:  # the groups as the question said them: 'non-smokers', not 'No'
            grouped = f"{grouped}.rename(index={dict(op.labels)!r})"
        if op.kind in ("mean of", "median of"):  # "the average order total": each order's total, then their mean
            return f"{grouped}.{op.kind.split()[0]}()"
        if op.op == "group_extreme" and op.kind == "figure":  # "the most pizzas sold on a single day": the figure
            return f"{grouped}.{'min' if ascending else 'max'}()"
        if op.op == "group_extreme" and op.by_part == "decade":  # "which decade": said as '1970s'
            return f"str(int({grouped}.{'idxmin' if ascending else 'idxmax'}())) + 's'"
        if op.op == "group_extreme":
            return f"{grouped}.{'idxmin' if ascending else 'idxmax'}()"
        if op.kind == "in order":  # the figures alone, in the groups' own order (months, years, quarters)
            span = _span(op)
            if span and (op.op == "value_counts" or op.agg in ("count", "sum")):  # a year with none counts 0
                return f"{grouped}.reindex(range({span[0]}, {span[1] + 1}), fill_value=0).tolist()"
            if op.values:  # month or weekday names, in the calendar's order
                return f"{grouped}.reindex({list(op.values)!r}).tolist()"
            return f"{grouped}.sort_index().tolist()"
        if op.k and op.kind == "nth":  # "出现次数排第二的姓氏": the k-th group, not the first k
            return f"{grouped}.sort_values(ascending={ascending}).index[{op.k - 1}]"
        if op.k and op.kind == "figures":  # "人数最多的两种…各有多少人": the top groups' figures, not their names
            return f"{grouped}.sort_values(ascending={ascending}).head({op.k}).tolist()"
        if op.k:
            return f"{grouped}.sort_values(ascending={ascending}).head({op.k}).index.tolist()"
        return f"{grouped}.sort_values(ascending={ascending})"
    if op.op == "mode":
        counts = f"{col}.value_counts()"
        return f"{counts}.idxmin()" if ascending else f"{counts}.idxmax()"
    if op.op == "missing":
        kind = op.kind or ("count" if op.column else "most")
        gaps = f"{r}[{list(op.values)!r}].isna().sum()" if op.values else f"{r}.isna().sum()"  # (of the columns said)
        return {"most": f"{gaps}.idxmax()",
                "count": f"{col}.isna().sum()" if col else f"{r}.isna().sum().sum()",
                "rows": f"{r}[{list(op.values)!r}].isna().any(axis=1).sum()" if op.values else f"{r}.isna().any(axis=1).sum()",
                "total": f"{r}.isna().sum().sum()",
                "any": f"bool({col}.isna().any())" if col else f"bool({r}.isna().any().any())",
                "columns": f"{gaps}[{gaps} {op.cmp} {op.threshold:g}].index.tolist()" if op.cmp else
                           f"{r}.columns[{r}.isna().any()].tolist()",
                "by": f"sorted(set({_key(r, op.by, op.by_part) if op.by else r + '.index'}"
                      f"[{col + '.isna()' if col else r + '.isna().any(axis=1)'}]))",
                "all by": f"(lambda s: sorted(s[s].index))({col}.isna().groupby({_key(r, op.by, op.by_part)}).all())",
                "share": f"100 * {col}.isna().mean()" if col else f"100 * {r}.isna().any(axis=1).mean()",
                "fraction": f"{col}.isna().mean()" if col else f"{r}.isna().any(axis=1).mean()",
                "complete": f"int((~{r}.isna().any(axis=1)).sum())",
                "complete columns": f"int({r}.notna().all().sum())",
                "complete names": f"{r}.columns[{r}.notna().all()].tolist()",
                "per": f"{col}.isna().groupby({_key(r, op.by, op.by_part)}).sum()",
                "per in order": f"{col}.isna().groupby({_key(r, op.by, op.by_part)}).sum().sort_index().tolist()",
                "known": f"int({col}.notna().sum())",
                "each": f"{r}[{list(op.values)!r}].isna().sum().tolist()"}[kind]
    if op.op == "share" and op.by and op.values:  # "1980 年和 1987 年……分别占百分之几": one share per value listed
        each = _answer_expr(replace(op, by=None, values=()), f"{r}[{_key(r, op.by, op.by_part)} == v]")
        return f"[{each} for v in {tuple(op.values)!r}]"
    if op.op == "share":  # "what percentage of the cars have vs == 1": the rows meeting it, among those kept
        rows = r
        if op.kind.endswith("of known"):
            rows = f"{r}.dropna(subset={sorted({f.column for f in op.condition})!r})"
        meets = " & ".join(_condition(rows, f) for f in op.condition)
        scale = "100 * " if op.kind.startswith("percent") else ""
        if op.column:  # a share of a measure's total, not of the rows
            share = f"{scale}{rows}.loc[{meets}, {op.column!r}].sum() / {rows}[{op.column!r}].sum()"
        else:
            share = f"{scale}({meets}).mean()"
        return f"bool({share} {op.cmp} {_figure(op.threshold)})" if op.cmp else share
    if op.op == "exists":
        return f"bool(len({r}) > 0)"
    if op.op == "compare":
        if op.column is None:  # "评分满 10 分的电影超过 5 部吗": how many rows, against the number
            return f"bool(len({r}) {op.cmp or '>'} {_figure(op.threshold)})"
        return f"bool({col}{_reduced(op.agg)} {op.cmp or '>'} {op.threshold!r})"
    if op.op == "distinct":  # the values, or the periods of a date column ("which months …")
        return f"sorted({_key(r, op.column, op.by_part) if op.by_part else col}.dropna().unique().tolist())"
    if op.op == "lookup":
        return f"{r}[{op.target!r}].tolist()"
    if op.op == "correlation":  # with one other column, or which columns go most with it
        if op.target:
            return f"{r}[{op.column!r}].corr({r}[{op.target!r}])"
        strength = f"{r}.corr(numeric_only=True)[{op.column!r}].drop({op.column!r}).abs()"
        return f"{strength}.nlargest({op.k}).index.tolist()" if op.k else f"{strength}.idxmax()"
    if op.op == "difference":  # values[1] minus values[0], per row; one row's, or the row where it is largest
        change = f"({r}[{op.values[1]!r}] - {r}[{op.values[0]!r}])"
        if op.agg and op.by:  # "the average of weight minus repwt for each sex": each group's
            return f"{change}.groupby({_key(r, op.by, op.by_part)}){_reduced(op.agg)}"
        if op.agg:
            return f"{change}{_reduced(op.agg)}"
        if op.target:
            pick = "idxmin" if op.order == "asc" else "idxmax"
            return f"{r}.loc[{change}.{pick}(), {op.target!r}]"
        return f"{change}.iloc[0] if len({r}) == 1 else {change}.tolist()"
    if op.op == "having":  # the groups whose figure passes a threshold ("which years average above 0.09")
        key = _key(r, op.by, op.by_part)
        figures = f"{key}.value_counts()" if op.column is None else f"{r}.groupby({key})[{op.column!r}]{_reduced(op.agg)}"
        if op.kind == "share":  # "which candidates got more than 30% of the votes": each group's share of the rows
            figures = f"(100 * {key}.value_counts(normalize=True))"
        if op.kind == "change":  # "the years whose total fell from the year before": each figure minus the previous
            figures = f"{figures}.sort_index().diff()"
        if op.kind == "change every":  # "did the mean wage go up every year": each year against the one before
            return f"bool(({figures}.sort_index().diff().dropna() {op.cmp} {op.threshold!r}).all())"
        if op.kind in ("first", "last"):  # "the first year the number of states with no law fell below 10"
            pick = "min" if op.kind == "first" else "max"
            return f"{pick}(name for name, value in {figures}.items() if value {op.cmp} {op.threshold!r})"
        passing = f"sorted(name for name, value in {figures}.items() if value {op.cmp} {op.threshold!r})"
        if op.kind == "any":  # "is there any subject with more than 150 courses"
            return f"bool(len({passing}))"
        return f"len({passing})" if op.kind == "count" else passing  # "how many artists have more than 50 works"
    if op.op == "each":
        key = _key(r, op.by, op.by_part)
        if op.kind == "bars":  # "more quakes deeper than 500 km than shallower than 100 km": two counts compared
            first, second = (f"{r}.loc[{key} {c} {v!r}, {op.column!r}]{_reduced(op.agg)}" if op.column else
                             f"int(({key} {c} {v!r}).sum())" for c, v in op.values[:2])
            return f"bool({first} {op.cmp or '>'} {second})"
        if op.kind == "spans":  # "how many in 1990-1999 and how many in 2000-2009": one figure per span of years
            rows = f"{key}.between(*v)"
            each = f"{r}.loc[{rows}, {op.column!r}]{_reduced(op.agg)}" if op.column else f"int({rows}.sum())"
            spans = tuple(tuple(v) for v in op.values)
            if op.labels:  # "which decade had the highest …": the span with the top figure, said as the question does
                chosen = f"{'min' if op.order == 'asc' else 'max'}({spans!r}, key=lambda v: {each})"
                return f"{dict(op.labels)!r}[{chosen}]"
            return f"[{each} for v in {spans!r}]"

        def figure(v: str) -> str:
            return f"{r}.loc[{key} == {v}, {op.column!r}]{_reduced(op.agg)}" if op.column else f"({key} == {v}).sum()"
        if op.target and op.kind in ("difference", "percent change") and len(op.values) == 2:
            # "which firm grew its investment the most from 1935 to 1954": each group's change, then choose;
            # "which groups have more women than men": each group's two counts, a count missing being none
            later, earlier = (f"{r}.loc[{key} == {v!r}].groupby({op.target!r})" +
                              (f"[{op.column!r}]{_reduced(op.agg)}" if op.column else ".size()") for v in op.values)
            change = f"(({later} - {earlier}) / {earlier} * 100)" if op.kind == "percent change" else \
                f"({later} - {earlier})" if op.column else f"{later}.sub({earlier}, fill_value=0)"
            if op.cmp:
                return f"sorted((lambda c: c[c {op.cmp} {op.threshold!r}])({change}.dropna()).index.tolist())"
            return f"{change}.dropna().{'idxmin' if op.order == 'asc' else 'idxmax'}()"
        if op.kind == "gap" and len(op.values) == 2:  # "more than 250 grams lighter": the difference against a bar
            return f"bool({figure(repr(op.values[0]))} - {figure(repr(op.values[1]))} {op.cmp} {op.threshold!r})"
        if op.cmp and len(op.values) == 2:  # "at least twice as many": the second times the multiple asked
            times = f"{op.threshold!r} * " if op.threshold is not None else ""
            return f"bool({figure(repr(op.values[0]))} {op.cmp} {times}{figure(repr(op.values[1]))})"
        if op.cmp and op.kind == "combined":  # "more in Lambeth than in Southwark and Hackney combined"
            rest = " + ".join(figure(repr(v)) for v in op.values[1:])
            return f"bool({figure(repr(op.values[0]))} {op.cmp} ({rest}))"
        if op.kind == "ratio" and len(op.values) == 2:  # "2019 年是 1925 年的多少倍": the first over the second
            return f"{figure(repr(op.values[0]))} / {figure(repr(op.values[1]))}"
        if op.kind == "difference" and len(op.values) == 2:  # "how much heavier is A than B"
            return f"{figure(repr(op.values[0]))} - {figure(repr(op.values[1]))}"
        if op.kind == "percent change" and len(op.values) == 2:  # "从 1990 年到 2019 年增长了百分之几"
            return f"100 * ({figure(repr(op.values[0]))} - {figure(repr(op.values[1]))}) / {figure(repr(op.values[1]))}"
        if op.kind == "which":  # "which of these five cities is the most humid": the listed one with the top figure
            chosen = f"{'min' if op.order == 'asc' else 'max'}({tuple(op.values)!r}, key=lambda v: {figure('v')})"
            return f"{dict(op.labels)!r}[{chosen}]" if op.labels else chosen
        return f"[{figure('v')} for v in {tuple(op.values)!r}]"
    if op.op == "shape":
        if op.kind in COLUMN_KINDS:  # questions about the columns themselves: which hold only 0/1, which are numbers
            listed = f"[c for c in {r}.columns if {COLUMN_KINDS[op.kind].format(r=r)}]"
            return f"len({listed})" if op.agg == "count" else listed
        return f"{r}.shape[1]" if op.kind == "columns" else f"len({r})"
    raise ValueError(f"unknown operation {op.op!r}")


COLUMN_KINDS = {
    "names": "True",
    "binary": "{r}[c].dropna().isin([0, 1]).all() and {r}[c].nunique() == 2",
    "yes/no": "{r}[c].dropna().astype(str).str.strip().str.lower().isin(['yes', 'no']).all() and {r}[c].nunique() == 2",
    "numeric": "pd.api.types.is_numeric_dtype({r}[c]) and not pd.api.types.is_bool_dtype({r}[c])",
    "text": "not pd.api.types.is_numeric_dtype({r}[c])",
}
"""Properties of whole columns a question can ask about, as the test each listed column passes."""


def _name_for(data: str, taken: set[str]) -> str:
    stem = re.sub(r"\W+", "_", data.rsplit("/", 1)[-1].split(".")[0]).strip("_").lower() or "table"
    name = stem if not stem[0].isdigit() else f"t_{stem}"
    n = 1
    while name in taken:
        n += 1
        name = f"{stem}_{n}"
    return name


def _reader(source: str) -> str:
    suffix = source.rsplit(".", 1)[-1].lower()
    read = {"tsv": "read_csv", "parquet": "read_parquet", "xlsx": "read_excel", "xls": "read_excel",
            "json": "read_json", "jsonl": "read_json"}.get(suffix, "read_csv")
    extra = ", sep='\\t'" if suffix == "tsv" else ", lines=True" if suffix == "jsonl" else ""
    return f"pd.{read}({source!r}{extra})"


def render(op: Operation, taken: Iterable[str] = ()) -> str:
    """The pandas code for `op`; its last line is the answer. `taken`: names the code must not overwrite."""
    taken = set(taken)
    lines = ["import pandas as pd"]
    if op.source is not None:
        frame = _name_for(op.data, taken)
        lines.append(f"{frame} = {_reader(op.source)}")
        taken.add(frame)
    else:
        frame = op.data
    if op.periods:  # pandas reads '1998 Q1' or 1998.25 as a date only through a Period: the copy holds the periods'
        made = _name_for(f"{frame}_dated", taken)  # first days
        dates = ", ".join(f"{c!r}: {_period_starts(f'{frame}[{c!r}]')}" for c in op.periods)
        lines.append(f"{made} = {frame}.assign(**{{{dates}}})")
        taken.add(made)
        frame = made
    if op.derived:  # "weekend + weekday nights", "churn rate": a column of a copy (the analyst's frame stays as is)
        made = _name_for(f"{frame}_derived", taken)
        if op.derived[0] == "sum":
            value = " + ".join(f"{frame}[{c!r}]" for c in op.derived[1:])
        elif op.derived[0] == "product":
            value = f"{frame}[{op.derived[1]!r}] * {frame}[{op.derived[2]!r}]"
        elif op.derived[0] == "minus":
            value = f"{frame}[{op.derived[1]!r}] - {frame}[{op.derived[2]!r}]"
        elif op.derived[0] == "days":  # from one date to another, in whole days
            value = (f"(pd.to_datetime({frame}[{op.derived[1]!r}], errors='coerce') - "
                     f"pd.to_datetime({frame}[{op.derived[2]!r}], errors='coerce')).dt.days")
        elif op.derived[0] == "ratio":  # a zero below gives no ratio, not infinity
            value = f"{frame}[{op.derived[1]!r}] / {frame}[{op.derived[2]!r}].where({frame}[{op.derived[2]!r}] != 0)"
        elif op.derived[0] == "full name":  # (a name not recorded is left out, no 'nan')
            value = (f"({frame}[{op.derived[1]!r}].fillna('').astype(str) + ' ' + "
                     f"{frame}[{op.derived[2]!r}].fillna('').astype(str)).str.strip()")
        elif op.derived[0] == "one of":  # each row's kind: the name of the one 0/1 column that marks it
            flags = f"{frame}[{list(op.derived[2:])!r}]"
            value = f"{flags}.idxmax(axis=1).where({flags}.sum(axis=1) == 1)"
        else:
            flag = f"{frame}[{op.derived[1]!r}]"  # (a row with no value is rated nothing, as a mean of the flag skips it)
            value = f"(100 * ({flag} == {op.derived[2]!r}).astype(int)).where({flag}.notna())"
        made_column = {"full name": "full name", "one of": op.derived[1]}.get(op.derived[0], op.column)
        lines.append(f"{made} = {frame}.assign(**{{{made_column!r}: {value}}})")
        taken.add(made)
        frame = made
    rows = frame
    if op.op == "all":  # text values select the rows; the other filters are what every selected row must meet
        chosen = [f for f in op.filters if f.cmp == "==" and isinstance(f.value, str) and f.part is None]
        # "2007 年大洋洲各国是否都超过 80 岁": the year said selects the rows too, when something else is tested
        dated = [f for f in op.filters if f.cmp == "==" and (f.part == "year" or f.part is None and _a_year(f))]
        if len(op.filters) > len(chosen) + len(dated):
            chosen += dated
        if not chosen:  # "do all the 8-cylinder cars get under 30 mpg": an equality selects, a comparison tests
            chosen = [f for f in op.filters if f.cmp in ("==", "in", "has") and f.part is None][:1]
        tests = [f for f in op.filters if f not in chosen]
        if not tests and len(chosen) > 1:  # "are all Chinstrap penguins from Dream": the first names, the rest test
            chosen, tests = chosen[:1], chosen[1:]
        if not tests:  # "is every episode a finale (finale == 1)": one condition, which every row must meet
            chosen, tests = [], chosen
        if chosen:
            rows = _name_for("rows", taken)
            lines.append(f"{rows} = {frame}[{' & '.join(_condition(frame, f) for f in chosen)}]")
        conditions = " & ".join(_condition(rows, f) for f in tests) or "True"
        answer = f"bool(({conditions}).all())"
    else:
        if op.filters:
            rows = _name_for("rows", taken)
            conditions = " & ".join(_condition(frame, f) for f in op.filters)
            lines.append(f"{rows} = {frame}[{conditions}]")
            taken.add(rows)
        if op.op in ("group_extreme", "group_aggregate") and op.cmp and op.threshold is not None:
            kept = _name_for("groups", taken)  # "among the religions with at least 30 respondents": groups that big
            lines.append(f"{kept} = {rows}.groupby({_key(rows, op.by, op.by_part)})"
                         f".filter(lambda g: len(g) {op.cmp} {_figure(op.threshold)})")
            taken.add(kept)
            rows = kept
        answer = _answer_expr(op, rows)
        if op.op == "distinct" and op.kind == "never":  # the things of the whole table the kept rows never name
            answer = f"sorted(set({frame}[{op.column!r}].dropna()) - set({rows}[{op.column!r}].dropna()))"
    name = _name_for("answer", taken)
    lines.append(f"{name} = {answer}")
    if op.op == "aggregate" and op.kind == "percent":  # "the average remain share, as a percentage": 0.485 → 48.5
        lines.append(f"{name} = 100 * {name}")
    if op.op == "columns" and op.kind == "each percent":  # "…各是多少？换成百分比": each fraction × 100
        lines.append(f"{name} = [100 * v for v in {name}]")
    if op.op == "lookup" and op.kind == "percent":  # "Trump's vote share in Ohio, as a percentage": 0.517 → 51.7
        lines.append(f"{name} = [100 * v for v in {name}]")
    if op.digits is not None:  # as the question asks: 'round to 2 decimals'
        listed = answer.startswith(("[", "sorted(")) or answer.endswith(".tolist()")
        lines.append(f"{name} = [round(v, {op.digits}) for v in {name}]" if listed else
                     f"{name} = round({name}, {op.digits})")
    if op.labels and op.op in ("extreme_row", "mode", "distinct", "top_k", "having", "lookup"):
        said = dict(op.labels)  # a code answered as the option the question listed for it: 1 → 'male'
        listed = answer.startswith(("[", "sorted(")) or answer.endswith(".tolist()")
        lines.append(f"{name} = [{said!r}.get(v, v) for v in {name}]" if listed else
                     f"{name} = {said!r}.get({name}, {name})")
    if op.surname:  # 'Lugar, Richard' (catalogued surname first) or 'Richard Lugar': Lugar
        last = "(str(v).split(',')[0] if ',' in str(v) else str(v).split()[-1]).strip()"
        listed = answer.startswith(("[", "sorted(")) or answer.endswith(".tolist()")
        lines.append(f"{name} = [{last} for v in {name}]" if listed else
                     f"{name} = (lambda v: {last})({name})")
    lines.append(name)
    return "\n".join(lines)


# ---------------------------------------------------------------- words for the analyst

def _figure(value: Any) -> str:
    """A threshold as people write it: 7, not 7.0."""
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


_AGG_WORDS = {"mean": "the mean", "sum": "the total", "median": "the median", "min": "the lowest",
              "max": "the highest", "std": "the standard deviation", "count": "the count",
              "nunique": "the number of distinct values", "range": "the range (highest minus lowest)",
              "span": "the days from the first to the last", "yes": "the yes answers", "yes share": "the percent of yes answers",
              "nonzero": "the cells not 0"}


_ORDINAL = {1: "st", 2: "nd", 3: "rd"}


def _said(filters: tuple[Filter, ...]) -> str:
    parts = []
    for f in filters:
        key = f"{f.part} of {f.column}" if f.part else f.column
        value = f.value["column"] if isinstance(f.value, dict) else repr(f.value)
        parts.append(f"{key} is given" if f.cmp == "known" else f"{key} is missing" if f.cmp == "missing"
                     else f"the first row of each {key}" if f.cmp == "first"
                     else f"{key} is at its {'highest' if f.cmp == 'max' else 'lowest'}" if f.cmp in ("max", "min")
                     else f"{key} lists {value}" if f.cmp == "has"
                     else f"{key} {f.cmp} {value}")
    return " and ".join(parts)


def _where(op: Operation) -> str:
    return f" where {_said(op.filters)}" if op.filters else ""


def describe(op: Operation) -> str:
    """One line for the plan: what will be computed, with the real names."""
    rows_figure = "percent of the rows" if op.kind == "share" else "row count"  # (having: of each group)
    where, data = _where(op), op.data
    highest = "lowest" if op.order == "asc" else "highest"
    by = f"{op.by_part.replace('_', ' ')} of {op.by}" if op.by_part else op.by
    if at_the_extreme(op):
        return describe(replace(op, cmp=None, values=()))[:-1] + f", and check it is {op.values[0]!r}."
    if op.op == "each" and op.target and len(op.values) == 2:  # each group's change from one year to another
        change = "percent change" if op.kind == "percent change" else "change"
        chosen = (f"list the {op.target} whose {change} is {op.cmp} {_figure(op.threshold)}" if op.cmp else
                  f"find the {op.target} with the {'lowest' if op.order == 'asc' else 'highest'} {change}")
        figure = f"Compute {_AGG_WORDS.get(op.agg or 'mean')} of {op.column}" if op.column else "Count the rows"
        return f"{figure} per {op.target} in {data}{where} for {by} {op.values[0]} and {op.values[1]}, then {chosen}."
    text = {
        "count_rows": f"Count the rows of {data}{where}",
        "count_distinct": f"Count the distinct values of {op.column} in {data}{where}",
        "aggregate": f"Compute {_AGG_WORDS.get(op.agg or 'mean')} of {op.column} in {data}{where}"
                     + (", as a percentage" if op.kind == "percent" else ""),
        "extreme_row": f"Read {op.target} of {data}{where} at the {'first and at the last' if op.order == 'asc' else 'last and at the first'} {op.column}"
        if op.kind == "ends" else f"Compute the {'percent ' if 'percent' in (op.kind or '') else ''}change of {op.target} "
        f"in {data}{where} from the first {op.column} to the last" if op.kind in ("ends change", "ends percent change")
        else f"Find the row of {data} whose {op.column} is closest to {_figure(op.threshold)}{where} and read its "
        f"{op.target}" if op.kind == "nearest"
        else f"Find the row of {data} with the {highest} {op.column}{where} and read its {op.target}",
        "top_k": (f"Find the {op.k}{_ORDINAL.get(op.k, 'th')} {highest} {op.column} in {data}{where}"
                  + (f" and read its {op.target}" if op.target not in (None, op.column) else "")
                  if op.kind == "nth" else
                  f"List the {op.target} of the {op.k or 5} rows of {data} with the {highest} {op.column}{where}"),
        "group_aggregate": (f"Compute {_AGG_WORDS.get(op.agg or 'count')} of {op.column or 'rows'} per {by} "
                            f"in {data}{where}" + (f", then {op.kind.split()[0]} those" if op.kind in (
                                "mean of", "median of") else "")),
        "group_extreme": (f"Find the {highest} {(op.agg or 'count')} of {op.column or 'rows'} in any one {by} "
                          f"in {data}{where}" if op.kind == "figure" else
                          f"Find the {by} with the {highest} {(op.agg or 'count')} of {op.column or 'rows'} "
                          f"in {data}{where}") + (f", among the {by}s of {op.cmp} {_figure(op.threshold)} rows"
                                                   if op.cmp and op.threshold is not None else ""),
        "value_counts": (f"Find the {by} with the {op.k}{_ORDINAL.get(op.k, 'th')} {highest} count of rows in "
                         f"{data}{where}" if op.kind == "nth" else f"Count the rows per {by} in {data}{where}"),
        "mode": f"Find the most {'rare' if op.order == 'asc' else 'common'} value of {op.column} in {data}{where}",
        "missing": (f"Count the rows of {data}{where} that have a value in {op.column}" if op.kind == "known" else
                    f"Count the columns of {data} with no missing value" if op.kind == "complete columns" else
                    f"List the columns of {data} with no missing value" if op.kind == "complete names" else
                    f"Count the missing values of {op.column} in {data}{where} per {by}" if op.kind in ("per", "per in order") else
                    f"Count the missing values of each of {', '.join(map(str, op.values))} in {data}{where}"
                    if op.kind == "each" else
                    f"Check missing values ({op.kind or 'count'}) in {op.column or 'every column'} of {data}{where}"),
        "exists": f"Check whether any row of {data} matches{where or ' at all'}",
        "all": f"Check whether every row of {data} matches{where}",
        "compare": (f"Check whether the number of rows of {data}{where} is {op.cmp} {_figure(op.threshold)}"
                    if op.column is None else
                    f"Check whether the {op.agg or 'mean'} of {op.column} in {data}{where} is {op.cmp} {op.threshold}"),
        "distinct": f"List the distinct {op.by_part + 's' if op.by_part else 'values'} of {op.column} in {data}{where}",
        "lookup": f"Read {op.target} from the rows of {data}{where}",
        "shape": (f"{'Count' if op.agg == 'count' else 'List'} the {op.kind} columns of {data}"
                  if op.kind in COLUMN_KINDS else f"Count the {'columns' if op.kind == 'columns' else 'rows'} of {data}"),
        "correlation": (f"Correlate {op.column} with {op.target}" if op.target else
                        f"Find the column{'s' if op.k else ''} most correlated with {op.column}") + f" in {data}{where}",
        "difference": (f"Compute {_AGG_WORDS[op.agg] + ' of ' if op.agg in _AGG_WORDS else ''}"
                       f"{op.values[1] if len(op.values) > 1 else ''} minus {op.values[0] if op.values else ''}"
                       f"{f' per {by}' if op.by else ''} in {data}{where}" + (f" and find the {op.target} where it is {highest}" if op.target else "")),
        "having": (f"Find the {op.kind} {by} whose" if op.kind in ("first", "last") else
                   f"Count the {by}s whose" if op.kind == "count" else
                   f"Check whether every {by}'s" if op.kind == "change every" else
                   f"Check whether any {by}'s" if op.kind == "any" else f"List the {by} whose"
                   ) + (f" {_AGG_WORDS.get(op.agg or 'count').removeprefix('the ') if op.column else rows_figure}"
                   f"{' of ' + op.column if op.column else ''}"
                   + (f" {'fell' if op.cmp == '<' else 'rose'} from the one before" if op.kind in ("change", "change every")
                      else f" is {op.cmp} {_figure(op.threshold)}") + f" in {data}{where}"),
        "columns": (f"Compute {_AGG_WORDS.get(op.agg or 'mean')} of "
                    + (f"{op.column} where each of {', '.join(map(str, op.values))} is 1 (or yes)"
                       + (", less the same where it is not" if op.kind == "gap" else "") if op.column else
                       f"each of {', '.join(map(str, op.values))}") + f" in {data}{where}" + (
                           ", as percentages" if op.kind == "each percent" else "" if op.kind == "each" else
                           ", then " + (
                        f"keep those {op.cmp} {op.threshold}" if op.cmp else f"take the {highest}"))),
        "versus": (f"Check whether {_AGG_WORDS.get(op.agg or 'mean')} of {op.values[0] if op.values else ''} is "
                   f"{op.cmp} that of {op.values[1] if len(op.values) > 1 else ''} in {data}{where}"),
        "aggregates": f"Compute {' and '.join(_AGG_WORDS.get(str(a), str(a)) for a in op.values)} of {op.column} in {data}{where}",
        "share": (f"Compute the {op.kind.split()[0] if op.kind else 'share'} of "
                  f"{'the total ' + op.column if op.column else 'rows'} of {data}{where} where "
                  + _said(op.condition)
                  + (" (among those where it is known)" if op.kind and op.kind.endswith("of known") else "")
                  + (f", for each {op.by} of {', '.join(map(str, op.values))}" if op.by and op.values else "")
                  + (f", and check it is {op.cmp} {_figure(op.threshold)}" if op.cmp else "")),
        "each": ((f"Compute {_AGG_WORDS.get(op.agg or 'mean')} of {op.column}" if op.column else "Count the rows")
                 + f" in {data}{where} for "
                 + (f"{by} in {', '.join(f'{v[0]}–{v[1]}' for v in op.values)}" if op.kind == "spans" else
                    f"{by} {' and for '.join(f'{v[0]} {v[1]}' for v in op.values)}" if op.kind == "bars" else
                    f"{by} = {', '.join(map(str, op.values))}") + (f" and check the first minus the second is {op.cmp} "
                                                               f"{_figure(op.threshold)}" if op.kind == "gap" else
                                                               f" and check the first {op.cmp} "
                                                               f"{_figure(op.threshold) + ' times ' if op.threshold else ''}the second"
                                                              if op.cmp and op.kind != "combined" else
                                                              f" and check the first {op.cmp} the others together"
                                                              if op.cmp else " and subtract the second from the first"
                                                              if op.kind == "difference" else
                                                              " and divide the first by the second"
                                                              if op.kind == "ratio" else
                                                              " and give the change as a percent of the second"
                                                              if op.kind == "percent change" else
                                                              f" and name the one with the {'lowest' if op.order == 'asc' else 'highest'}"
                                                              if op.kind == "which" else "")),
    }[op.op]
    return text + (f", rounded to {op.digits} decimals" if op.digits is not None else "")


def schema(frames: dict[str, list[str]]) -> dict:
    """A JSON schema for an operation over these frames and columns: a constrained model can only name real ones."""
    names = sorted({c for cols in frames.values() for c in cols})
    column = {"anyOf": [{"type": "string", "enum": names}, {"type": "null"}]} if names else {"type": "null"}
    return {
        "type": "object",
        "properties": {
            "op": {"type": "string", "enum": list(OPS)},
            "data": {"type": "string", "enum": sorted(frames)},
            "column": column,
            "agg": {"anyOf": [{"type": "string", "enum": list(AGGS)}, {"type": "null"}]},
            "by": column,
            "target": column,
            "order": {"type": "string", "enum": ["desc", "asc"]},
            "k": {"anyOf": [{"type": "integer", "minimum": 1, "maximum": 50}, {"type": "null"}]},
        },
        "required": ["op", "data", "column"],
    }


__all__ = ["Operation", "Filter", "OPS", "AGGS", "PARTS", "check", "figures_only", "render", "describe", "schema"]
