"""The risk analyser against a corpus of realistic snippets: every risky one flagged for the right reason, few benign
ones flagged. Run `python -m tests.execution.test_risk_corpus` from the repository root to print the figures alone."""
from __future__ import annotations

import types
from collections import Counter

import pandas as pd
import pytest

from nbcopilot.execution.risk import analyse, description_is_risky
from nbcopilot.execution.risk_report import CATEGORIES, Finding, RiskReport

try:
    from tests.harness.corpus_benign import BENIGN
    from tests.harness.corpus_risky import EXISTING, RISKY
except ImportError:  # pytest puts tests/ itself on sys.path
    from harness.corpus_benign import BENIGN
    from harness.corpus_risky import EXISTING, RISKY

MAX_FALSE_POSITIVE_RATE = 0.05


def corpus_figures() -> dict:
    """Risky snippets flagged for their expected reason, and benign snippets flagged at all."""
    risky = [(category, code, analyse(code, existing_names=EXISTING)) for category, code in RISKY]
    missed = [(category, code, report.summary()) for category, code, report in risky
              if category not in report.categories]
    benign = [(code, analyse(code, existing_names=EXISTING)) for code in BENIGN]
    flagged = [(code, report.summary()) for code, report in benign if report.risky]
    return {"risky_total": len(RISKY), "risky_flagged": len(RISKY) - len(missed), "missed": missed,
            "benign_total": len(BENIGN), "benign_flagged": len(flagged), "false_positives": flagged,
            "false_positive_rate": len(flagged) / len(BENIGN)}


def figures_text(figures: dict) -> str:
    return (f"risk corpus: risky flagged for the expected reason {figures['risky_flagged']}/{figures['risky_total']}; "
            f"benign flagged {figures['benign_flagged']}/{figures['benign_total']} "
            f"(false-positive rate {figures['false_positive_rate']:.1%})")


@pytest.fixture(scope="module")
def figures():
    return corpus_figures()


def test_corpus_is_large_and_covers_every_kind_of_risk():
    assert len(RISKY) >= 100 and len(BENIGN) >= 100
    per_category = Counter(category for category, _ in RISKY)
    assert set(per_category) == set(CATEGORIES) - {"description"}
    assert min(per_category.values()) >= 4, per_category
    assert len({code for _, code in RISKY}) == len(RISKY) and len(set(BENIGN)) == len(BENIGN)


def test_every_risky_snippet_is_flagged_for_its_reason(figures, capsys):
    with capsys.disabled():
        print("\n" + figures_text(figures))
    misses = "\n".join(f"[{c}] {code!r} -> {found or 'nothing'}" for c, code, found in figures["missed"])
    assert figures["risky_flagged"] == figures["risky_total"], misses


def test_benign_snippets_are_rarely_flagged(figures, capsys):
    with capsys.disabled():
        print("\n" + figures_text(figures))
    flagged = "\n".join(f"{code!r} -> {found}" for code, found in figures["false_positives"])
    assert figures["false_positive_rate"] <= MAX_FALSE_POSITIVE_RATE, flagged


def test_summary_names_the_line_the_reason_and_the_code():
    report = analyse("import os\npaths = ['a.tmp']\nos.remove(paths[0])\n")
    assert report.risky
    assert report.summary() == "line 3: deletes files (os.remove): os.remove(paths[0])"
    assert report.findings == (Finding(3, "deletes files (os.remove)", "os.remove(paths[0])", "delete"),)


def test_a_clean_step_has_an_empty_report():
    report = analyse("total = df['amount'].sum()\ntotal", existing_names=["df"])
    assert report == RiskReport(()) and not report.risky and report.summary() == ""


def test_multiline_sql_points_at_the_line_of_the_keyword():
    code = 'q = """\nSELECT 1;\n\nDELETE FROM orders\nWHERE id = 3\n"""\ncon.execute(q)'
    (finding,) = analyse(code).findings
    assert finding.line == 4 and finding.category == "sql" and "DELETE" in finding.reason


def test_imports_are_resolved_through_aliases():
    assert analyse("from shutil import rmtree as wipe\nwipe('out')").findings[0].reason == \
        "deletes directories (wipe, imported as shutil.rmtree)"
    assert not analyse("from re import compile\npattern = compile('a+')").risky
    assert analyse("compile('x = 1', 'f', 'exec')").categories == {"dynamic"}


def test_a_namespace_mapping_spares_modules_functions_and_figures():
    import matplotlib.figure

    def clean(frame):
        return frame

    namespace = {"pd": pd, "clean": clean, "fig": matplotlib.figure.Figure(), "df": pd.DataFrame({"a": [1]}),
                 "_": 3, "In": [], "os": types.ModuleType("os")}
    code = "import pandas as pd\ndef clean(frame):\n    return frame.dropna()\nfig = None\n_ = 4\ndf = df.head()"
    report = analyse(code, existing_names=namespace)
    assert [(f.line, f.reason) for f in report.findings] == [(6, "overwrites existing variable df")]


def test_names_local_to_a_function_are_not_the_analysts_variables():
    code = "def tidy(df):\n    df['x'] = 1\n    df.dropna(inplace=True)\n    return df\nresult = tidy(df.copy())"
    assert not analyse(code, existing_names=["df"]).risky
    assert analyse("def tidy():\n    df['x'] = 1\n", existing_names=["df"]).categories == {"mutate"}


def test_a_copy_is_safe_to_change_but_a_second_name_is_not():
    assert not analyse("work = df.copy()\nwork['x'] = 1", existing_names=["df"]).risky
    (finding,) = analyse("work = df\nwork['x'] = 1", existing_names=["df"]).findings
    assert finding.line == 2 and "existing variable df in place through work" in finding.reason


def test_code_that_does_not_parse_is_itself_a_finding():
    (finding,) = analyse("x = 1\nif x >\n    pass").findings
    assert (finding.line, finding.reason, finding.category) == (2, "cannot be analysed: syntax error on line 2",
                                                               "syntax")


def test_ipython_magics_are_judged_and_the_rest_still_analysed():
    report = analyse("%matplotlib inline\n!pip install tabulate\ndf.dropna(inplace=True)", existing_names=["df"])
    assert report.categories == {"shell", "install", "mutate"}
    assert {f.line for f in report.findings} == {2, 3}
    assert not analyse("%load_ext autoreload\n%autoreload 2\nsummary = df.describe()", existing_names=["df"]).risky


def test_without_code_only_the_description_counts():
    assert analyse(None, "Summarise revenue by region").findings == ()
    report = analyse(None, "Delete last month's exports")
    assert [(f.line, f.category, f.snippet) for f in report.findings] == [(None, "description", "Delete")]
    assert report.summary() == "description: description mentions deleting: Delete"


@pytest.mark.parametrize("description", [
    "Delete the temporary exports", "Drop the staging table", "Remove rows with missing ids",
    "Overwrite sales.csv with the cleaned data", "Send the summary to the finance team", "Email the report to Ana",
    "Deploy the model", "Publish the dashboard", "Truncate the events table", "Write the results to a CSV file",
    "Save the chart as a PNG", "Export the table to results.xlsx", "Insert the new rows into orders",
    "Update the customers table", "Install lightgbm", "Run a shell command to unzip the archive",
    "Change the original DataFrame in place", "Upload the file to S3",
    "删除临时文件", "覆盖原来的销售表", "把报告发送给团队", "部署模型", "发布看板", "截断事件表", "把结果写入数据库",
    "保存图表为 PNG", "安装 lightgbm", "移除缺失值",
])
def test_risky_descriptions_are_flagged(description):
    assert description_is_risky(description).risky, description


@pytest.mark.parametrize("description", [
    "Load sales.csv and show the first rows", "Summarise revenue by region", "Plot monthly revenue",
    "Compute the correlation between price and quantity", "Count emails per domain", "Extract the email domain",
    "Merge orders with customers", "Describe the dataset", "Average installment amount per customer",
    "Books published per year", "Write a short summary of the findings", "Find the top 10 products",
    "读取销售数据并显示前几行", "按地区汇总销售额", "画出每月销售趋势", "计算价格和数量的相关性",
])
def test_harmless_descriptions_are_not_flagged(description):
    assert not description_is_risky(description).risky, description_is_risky(description).summary()


def main() -> None:
    figures = corpus_figures()
    print(figures_text(figures))
    for category, code, found in figures["missed"]:
        print(f"  missed [{category}] {code!r} -> {found or 'nothing'}")
    for code, found in figures["false_positives"]:
        print(f"  flagged benign {code!r} -> {found}")


if __name__ == "__main__":
    main()
