"""Daily exchange rates in two-letter columns (cd, sf) beside a weekday-name column, and mortgage applications with a
yes/no 'deny' flag: 'Canadian dollar' spells cd side by side (no initials across 'days in May'), trading days are rows,
and 'denied' is the flag. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

_rng = np.random.default_rng(5)
_days = pd.bdate_range("1984-06-01", "1986-06-30")
RATES = pd.DataFrame({"date": _days.strftime("%Y-%m-%d"), "day": _days.day_name().str.lower(),
                      "dm": _rng.permutation(len(_days)) / 2000 + 0.3, "bp": _rng.permutation(len(_days)) / 500 + 1.1,
                      "cd": _rng.permutation(len(_days)) / 4000 + 0.7, "dy": _rng.permutation(len(_days)) / 1e6 + 0.003,
                      "sf": _rng.permutation(len(_days)) / 2000 + 0.35})
LOANS = pd.DataFrame({"deny": ["no", "yes", "no", "no", "yes", "no", "no", "yes", "no", "no"],
                      "pirat": [0.22, 0.45, 0.3, 0.25, 0.5, 0.28, 0.31, 0.41, 0.2, 0.26],
                      "selfemp": ["no", "yes", "no", "no", "yes", "no", "yes", "no", "no", "no"]})


def rates(question: str):
    return answered(question, "fx", {"fx": RATES}, meaning=True)


def test_a_currency_said_in_words_is_its_initials():
    assert rates("On what date was the Canadian dollar at its weakest against the US dollar? YYYY-MM-DD") == \
        RATES.loc[RATES["cd"].idxmin(), "date"]
    assert rates("What was the Swiss franc's highest value?") == RATES["sf"].max()


def test_trading_days_are_rows_not_weekday_names():
    assert rates("How many trading days are there for 1985?") == int(RATES["date"].str.startswith("1985").sum())


def test_denied_is_the_deny_flag():
    denied = int((LOANS["deny"] == "yes").sum())
    assert answered("How many of the mortgage applications were denied?", "hmda", {"hmda": LOANS}) == denied
    assert answered("有多少笔申请被拒绝？", "hmda", {"hmda": LOANS}, meaning=True) == denied
