"""'Which month …? Give the month name' over a column of month numbers 1 … 12: the calendar's name of the month
found, not its number. Every expected value is computed here with pandas."""
from __future__ import annotations

import calendar

import pandas as pd

from harness.reading import answered

BILLS = pd.DataFrame({"year": [2001] * 6 + [2002] * 6, "month": [1, 2, 6, 7, 11, 12] * 2,
                      "kwh": [500, 450, 700, 820, 480, 610, 520, 460, 690, 800, 470, 650]})


def test_the_month_number_is_named():
    best = BILLS.groupby("month")["kwh"].mean().idxmax()
    assert answered("Which month has the highest average kwh? Give the month name.", "bills",
                    {"bills": BILLS}) == calendar.month_name[best]


def test_in_chinese_too():
    best = BILLS.groupby("month")["kwh"].mean().idxmin()
    assert answered("哪个月的平均 kwh 最低？用英文月份名回答", "bills", {"bills": BILLS}) == calendar.month_name[best]


def test_without_asking_for_the_name_the_number_stays():
    assert answered("Which month has the highest average kwh?", "bills", {"bills": BILLS}) == \
        BILLS.groupby("month")["kwh"].mean().idxmax()
