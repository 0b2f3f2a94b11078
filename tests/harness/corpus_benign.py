"""Everyday analysis snippets that read, compute, plot and build new variables: none should need a review.

They run against the namespace described by corpus_risky.EXISTING.
"""

BENIGN = [
    'import pandas as pd\nsales_2024 = pd.read_csv("data/sales_2024.csv", parse_dates=["date"])\nsales_2024.head()',
    "df.describe()",
    "df.info()",
    'df.groupby("region")["amount"].sum().sort_values(ascending=False)',
    'by_month = df.set_index("date").resample("ME")["amount"].sum()\nby_month.tail(12)',
    'merged = orders.merge(customers, on="customer_id", how="left")\nmerged.shape',
    'clean = df.copy()\nclean["amount"] = clean["amount"].fillna(0)\nclean.dropna(subset=["region"], inplace=True)',
    'import matplotlib.pyplot as plt\nfig, ax = plt.subplots(figsize=(8, 4))\n'
    'df.groupby("region")["amount"].sum().plot.bar(ax=ax)\nax.set_title("Revenue by region")',
    'df["amount"].hist(bins=30)',
    'import seaborn as sns\nsns.boxplot(data=df, x="region", y="amount")',
    'con.sql("SELECT region, SUM(amount) AS total FROM sales GROUP BY region ORDER BY total DESC").df()',
    "top = con.execute(\"SELECT * FROM orders WHERE status = 'shipped' LIMIT 100\").fetchdf()",
    "import duckdb\nmem = duckdb.connect()\n"
    "monthly = mem.sql(\"SELECT date_trunc('month', date) AS m, count(*) FROM df GROUP BY 1\").df()",
    'pivot = df.pivot_table(index="region", columns="product", values="amount", aggfunc="sum", fill_value=0)\npivot',
    'corr = df[["amount", "qty", "discount"]].corr()\ncorr.round(2)',
    'df["region"].value_counts(normalize=True)',
    "missing = df.isna().mean().sort_values(ascending=False)\nmissing[missing > 0]",
    'outliers = df[(df["amount"] - df["amount"].mean()).abs() > 3 * df["amount"].std()]\nlen(outliers)',
    'import numpy as np\nlog_amount = np.log1p(df["amount"])\nlog_amount.describe()',
    'with open("data/notes.txt") as f:\n    notes = f.read()\nprint(notes[:500])',
    'budget = pd.read_excel("data/budget.xlsx", sheet_name="2024")',
    'events_df = pd.read_parquet("data/events.parquet", columns=["user_id", "ts", "event"])',
    'daily_users = events_df.groupby(events_df["ts"].dt.date)["user_id"].nunique()',
    'funnel = events_df.pivot_table(index="user_id", columns="event", values="ts", aggfunc="min").notna().sum()',
    'cohort = orders.assign(cohort=orders["first_order"].dt.to_period("M"))\ncohort.groupby("cohort").size()',
    'overview = {"rows": len(df), "columns": df.shape[1], "total": float(df["amount"].sum())}\noverview',
    "csv_text = df.head(20).to_csv(index=False)\nprint(csv_text)",
    "table_md = df.head().to_markdown()",
    'records = df.head(5).to_dict(orient="records")',
    "import io\nbuf = io.StringIO()\ndf.to_csv(buf)\nsize = len(buf.getvalue())",
    'from scipy import stats\nt, p = stats.ttest_ind(df.loc[df.group == "A", "amount"], '
    'df.loc[df.group == "B", "amount"])\np',
    'from sklearn.linear_model import LinearRegression\nreg = LinearRegression().fit(df[["qty"]], df["amount"])\n'
    "reg.coef_",
    "train = df.sample(frac=0.8, random_state=0)\ntest = df.drop(train.index)",
    'dedup = df.drop_duplicates(subset=["order_id"])\nlen(df) - len(dedup)',
    'no_notes = df.drop(columns=["notes"])',
    'renamed = customers.rename(columns={"cust_id": "customer_id"})',
    'wide = df.melt(id_vars=["region"], value_vars=["q1", "q2", "q3", "q4"])',
    "df.query(\"amount > 100 and region == 'EU'\")",
    'recent = df[df["date"] >= "2024-01-01"]\nrecent["amount"].agg(["sum", "mean", "max"])',
    'rolling = df.set_index("date")["amount"].rolling("7D").mean()\nrolling.plot(figsize=(10, 3))',
    'import matplotlib.pyplot as plt\nplt.scatter(df["qty"], df["amount"], alpha=0.3)\nplt.xlabel("qty")\n'
    'plt.ylabel("amount")\nplt.show()',
    'quantiles = df["amount"].quantile([0.1, 0.5, 0.9])',
    'segments = pd.cut(df["amount"], bins=[0, 50, 200, 1000, float("inf")], labels=["s", "m", "l", "xl"])\n'
    "segments.value_counts()",
    'crosstab = pd.crosstab(df["region"], df["channel"], margins=True)',
    'def iqr(s):\n    q1, q3 = s.quantile([0.25, 0.75])\n    return q3 - q1\ndf.groupby("region")["amount"].agg(iqr)',
    'spend = orders.groupby("customer_id")["total"].sum().rename("spend")\n'
    "ranked = spend.sort_values(ascending=False).reset_index()\nranked.head(10)",
    'ratios = []\nfor name, part in df.groupby("region"):\n    ratios.append((name, part["returned"].mean()))\n'
    'pd.DataFrame(ratios, columns=["region", "return_rate"])',
    'lookup_copy = dict(lookup)\nlookup_copy["EU"] = "Europe"',
    'cols = [c for c in df.columns if c.startswith("q")]\ndf[cols].sum()',
    "df.dtypes",
    "df.memory_usage(deep=True).sum() / 1e6",
    "sample = df.sample(10, random_state=42)\nsample",
    "import datetime as dt\nsince = dt.date.today() - dt.timedelta(days=30)\n"
    'last_month = df[df["date"].dt.date >= since]',
    'weekday_mix = df["date"].dt.day_name().value_counts()',
    "import numpy as np\nrng = np.random.default_rng(0)\n"
    'boot = [df["amount"].sample(frac=1, replace=True, random_state=int(s)).mean() '
    "for s in rng.integers(0, 10**6, 200)]\nnp.percentile(boot, [2.5, 97.5])",
    'joined = pd.concat([sales, orders.rename(columns={"total": "amount"})], ignore_index=True)',
    'con.sql("DESCRIBE sales").df()',
    'con.sql("SHOW TABLES").fetchall()',
    'n_recent = con.execute("SELECT count(*) FROM orders WHERE created_at > ?", [cutoff_date]).fetchone()[0]',
    "query = f\"SELECT * FROM sales WHERE region = '{region_name}' LIMIT 50\"\nregion_sales = con.sql(query).df()",
    'import sqlite3\nshop = sqlite3.connect("data/shop.db")\nproducts = pd.read_sql("SELECT * FROM products", shop)',
    'rel = con.table("sales").filter("amount > 0").aggregate("region, sum(amount)")\nrel.df()',
    'mem2 = duckdb.connect()\nmem2.register("orders_view", orders)\n'
    'mem2.sql("SELECT status, count(*) FROM orders_view GROUP BY status").df()',
    'df.plot(x="date", y="amount", kind="line")',
    'ax = df.groupby("channel")["amount"].mean().plot(kind="barh")\nax.set_xlabel("mean amount")',
    'fig2, axes = plt.subplots(1, 2, figsize=(10, 4))\ndf["amount"].plot.hist(ax=axes[0])\n'
    'df["qty"].plot.box(ax=axes[1])\nfig2.tight_layout()',
    "print(df.shape)\nprint(df.columns.tolist())",
    'df.head(20).style.format({"amount": "{:.2f}"})',
    "nulls_by_col = {c: int(df[c].isna().sum()) for c in df.columns}",
    "df.nunique()",
    'from collections import Counter\nword_counts = Counter(" ".join(df["comment"].dropna()).lower().split())\n'
    "word_counts.most_common(20)",
    'df["comment"].str.len().describe()',
    'email_domains = customers["email"].str.extract(r"@(.+)$")[0].value_counts()',
    'repeats = df[df.duplicated(subset=["order_id"], keep=False)].sort_values("order_id")',
    'agg = df.groupby(["region", "product"]).agg(total=("amount", "sum"), n=("order_id", "count")).reset_index()\n'
    'agg.sort_values(["region", "total"], ascending=[True, False])',
    'share = df.groupby("region")["amount"].sum() / df["amount"].sum()\nshare.map("{:.1%}".format)',
    'monthly = df.groupby(pd.Grouper(key="date", freq="MS"))["amount"].sum()\ngrowth = monthly.pct_change()\n'
    "growth.tail()",
    'from pathlib import Path\ncsv_files = sorted(Path("data").glob("*.csv"))\n[f.name for f in csv_files]',
    'sales_frames = {p.stem: pd.read_csv(p) for p in Path("data").glob("sales_*.csv")}\n'
    "{k: v.shape for k, v in sales_frames.items()}",
    'import json\nwith open("data/schema.json") as f:\n    schema = json.load(f)\nschema.keys()',
    'import json\nsnapshot = json.dumps({"rows": len(df), "regions": sorted(df["region"].unique().tolist())})',
    'import os\nos.path.exists("data/sales.csv")',
    'import os\nsorted(os.listdir("data"))',
    "import os\nos.getcwd()",
    'pd.set_option("display.max_columns", 50)',
    'pd.options.display.float_format = "{:,.2f}".format',
    'import warnings\nwarnings.filterwarnings("ignore", category=FutureWarning)',
    '%matplotlib inline\nimport matplotlib.pyplot as plt\ndf["amount"].plot()',
    '%time totals_by_region = df.groupby("region")["amount"].sum()',
    "%%time\nbig = pd.concat([df] * 10)\nbig.shape",
    'kpis = pd.Series({"revenue": df["amount"].sum(), "orders": df["order_id"].nunique(), '
    '"aov": df["amount"].mean()})\nkpis',
    'def summarize(frame):\n    out = frame.copy()\n    out["amount"] = out["amount"].round(2)\n'
    "    return out.describe()\nsummarize(df)",
    "class Bucket:\n    def __init__(self, edges):\n        self.edges = edges\n\n    def assign(self, x):\n"
    '        return sum(x > e for e in self.edges)\nbucket = Bucket([10, 100])\ndf["amount"].map(bucket.assign).value_counts()',
    "import numpy as np\ntrend = np.polyfit(range(len(monthly_sales)), monthly_sales.values, 1)",
    'z = (df["amount"] - df["amount"].mean()) / df["amount"].std()\nunusual = df[z.abs() > 3]',
    'first_purchase = orders.groupby("customer_id")["date"].min().rename("first")\n'
    'retention = orders.join(first_purchase, on="customer_id")',
    'lag = df.sort_values("date").assign(prev=lambda d: d["amount"].shift(1))\nlag.head()',
    'churned = customers[customers["last_order"] < "2024-01-01"]["customer_id"].tolist()\nlen(churned)',
    'text_report = "\\n".join(f"{r}: {v:,.0f}" for r, v in df.groupby("region")["amount"].sum().items())\n'
    "print(text_report)",
    'print(f"Delete candidates: {len(dupes)} rows")',
    'df.loc[df["amount"] > 1000, ["order_id", "amount"]]',
    'mask = df["status"].isin(["drop", "deleted"])\ndf[mask].shape',
    'df.select_dtypes("number").agg(["min", "max"]).T',
    'ecdf = df["amount"].rank(pct=True)\nplt.plot(df["amount"], ecdf, ".")',
    'heat = df.pivot_table(index=df["date"].dt.hour, columns=df["date"].dt.dayofweek, values="order_id", '
    'aggfunc="count")\nimport seaborn as sns\nsns.heatmap(heat)',
    'con.sql("WITH t AS (SELECT * FROM sales WHERE amount > 0) SELECT region, avg(amount) FROM t GROUP BY region").df()',
    'q = """\nSELECT customer_id,\n       count(*) AS n_orders,\n       sum(total) AS revenue\nFROM orders\n'
    'GROUP BY customer_id\nHAVING count(*) > 3\n"""\nloyal = con.sql(q).df()',
    'plan = con.sql("EXPLAIN SELECT * FROM sales").fetchall()',
    'updated_at = df["updated_at"].max()',
    'df.filter(like="_id").columns',
    "report_text = f\"Total revenue: {df['amount'].sum():,.2f}\"",
    'latest = max(Path("data").glob("*.parquet"), key=lambda p: p.stat().st_mtime)\nlatest_df = pd.read_parquet(latest)',
    'geo = customers.groupby("country").size().nlargest(10)\ngeo.plot.pie(autopct="%1.0f%%")',
    "from sklearn.model_selection import cross_val_score\nscores = cross_val_score(model, X, y, cv=5)\nscores.mean()",
    "predictions = model.predict(X_test)\nconf = pd.crosstab(y_test, predictions)",
    'arr = df[["amount", "qty"]].to_numpy()\narr_sorted = np.sort(arr, axis=0)',
    'bins = list(range(0, 1100, 100))\nhist_counts = pd.cut(df["amount"], bins).value_counts().sort_index()',
    'chart_data = df.groupby("region", as_index=False)["amount"].sum()\n'
    'chart_data.plot.bar(x="region", y="amount", legend=False)',
    'tagged = df.assign(big=df["amount"] > threshold)\ntagged["big"].mean()',
    'regions = set(df["region"])\nregions.add("Unknown")\nsorted(regions)',
    'parts = {}\nfor key, grp in orders.groupby("status"):\n    parts[key] = len(grp)\nparts',
    'import re\npattern = re.compile(r"^(\\w+)-(\\d+)$")\nskus = df["sku"].str.extract(pattern.pattern)',
    'fig3 = plt.figure()\nplt.plot(df["date"], df["amount"].cumsum())\nplt.title("Cumulative revenue")',
    'copy_of_totals = list(totals)\ncopy_of_totals.append(0)\ncopy_of_totals.sort()',
    'import os\nhome = os.environ.get("HOME", "")\nhome',
    'getattr(df, "mean")(numeric_only=True)',
    'import os\nos.environ["PATH"].split(os.pathsep)[:3]',
]
