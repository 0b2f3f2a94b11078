"""Everyday data words: a bilingual glossary, concept words, other spellings of common values, stop words.

General knowledge of how people name quantities and values, never any particular table's names; `linking` matches
them against the real columns and cells of the table asked about.
"""
from __future__ import annotations

GLOSSARY = {
    # everyday Chinese data words → English words a column name may use
    "平均": "average", "均值": "mean", "中位数": "median", "总和": "total", "合计": "total", "总计": "total",
    "总共": "total", "总数": "total count", "标准差": "std", "最大": "max", "最高": "highest", "最多": "most",
    "最小": "min", "最低": "lowest", "最少": "least", "最重": "heaviest", "最轻": "lightest", "最长": "longest",
    "最短": "shortest", "最贵": "expensive", "最便宜": "cheapest", "最热": "hottest", "最冷": "coldest",
    "最快": "fastest", "最慢": "slowest", "数量": "count", "个数": "count", "计数": "count", "缺失": "missing",
    "空值": "missing", "缺少": "missing", "不同": "different", "唯一": "unique", "体重": "weight mass",
    "重量": "weight mass", "质量": "mass", "价格": "price", "收盘价": "close price", "开盘价": "open price",
    "股价": "price", "长度": "length", "宽度": "width", "高度": "height altitude", "深度": "depth", "温度": "temp temperature",
    "气温": "temp temperature", "最高温": "temp max", "最低温": "temp min", "降水": "precipitation",
    "降水量": "precipitation", "降雨": "precipitation rain", "风速": "wind", "天气": "weather", "城市": "city",
    "国家": "country nation", "地区": "region", "区域": "region", "产地": "origin", "来源": "origin", "岛屿": "island",
    "岛": "island", "物种": "species", "种类": "species kind type", "品种": "variety cultivar breed kind", "性别": "sex gender",
    "名称": "name", "名字": "name", "年龄": "age", "年份": "year", "年": "year", "月份": "month", "月": "month",
    "日期": "date", "时间": "time date", "收入": "income", "销售额": "sales revenue", "销量": "sales",
    "利润": "profit", "人口": "population pop", "马力": "horsepower", "气缸": "cylinders", "排量": "displacement",
    "加速": "acceleration", "油耗": "mpg miles gallon", "里程": "miles", "鳍": "flipper", "嘴": "bill", "喙": "bill",
    "花瓣": "petal", "花萼": "sepal", "股票": "symbol stock", "代码": "symbol code", "公司": "company firm",     "产量": "yield", "地点": "site location", "位置": "location", "州": "state", "机场": "airport", "工资": "wage wages",     "行业": "industry", "失业": "unemployed unemployment", "类型": "type", "类别": "category", "等级": "class grade",
    "分数": "score", "得分": "score", "评分": "rating", "成本": "cost", "金额": "amount", "交易量": "volume",
    "成交量": "volume", "长": "length", "宽": "width", "高": "high height", "深": "depth", "重": "weight",
    "省油": "mpg miles gallon efficient", "燃油经济性": "mpg miles gallon",
    "哪一天": "day date", "哪天": "day date", "一天": "day date", "天": "day date", "日": "day date",
    "纬度": "latitude", "经度": "longitude", "最北": "latitude", "最南": "latitude", "最东": "longitude",
    "最西": "longitude", "海拔": "altitude elevation", "速度": "speed", "距离": "distance",
    "票价": "fare price", "年级": "grade", "部门": "department", "员工": "employee", "客户": "customer",
    "订单": "order", "产品": "product", "数目": "count", "次数": "count times", "股": "symbol stock",
    "发电量": "generation", "发电": "generation", "死亡": "death deaths", "伤": "wounds injury", "受伤": "wounds injury",
    "病": "disease", "疾病": "disease", "人数": "count", "交易日": "day date", "行驶": "driving miles",
    "寿命": "life", "预期": "expectancy exp", "人均": "per capita percap", "小费": "tip tips", "账单": "bill",
    "市值": "value market", "利率": "interest rate int", "实际": "real", "大洲": "continent", "洲": "continent",
    "各国": "country nation", "企业": "firm company",
    "投资": "invest investment", "选区": "district", "候选人": "candidate", "获胜者": "winner", "得票": "votes",
    "票": "votes", "读数": "reading value", "浓度": "concentration", "季度": "quarter", "失业率": "unemployment",
    "通胀": "inflation infl", "收盘": "close", "开盘": "open",
    "风向": "direction", "风力": "strength", "频率": "frequency", "成员": "members member", "军队": "armed forces army",
    "太阳": "sun solar", "活动": "activity", "声望": "prestige", "选择": "choice chosen", "等待": "wait waiting",
    "时间长": "time", "贫困": "poverty", "学历": "degree education", "处决": "executions",
    "流量": "flow volume discharge", "病例": "cases case", "县": "county", "营业额": "turnover revenue sales",
    "存款": "deposit", "债券": "bond", "收益率": "yield", "风量": "air flow airflow", "消费量": "consumption", "消费": "consumption", "世界": "world",
    "吸烟": "smoking smoker smoke", "癌": "cancer", "肺癌": "lung cancer", "参与率": "participation rate", "样本": "sample samples",
    "价": "price", "铝": "alum aluminum aluminium", "铜": "copper", "锌": "zinc", "金": "gold", "银": "silver", "实验": "experiment", "测试": "test", "考试": "exam", "就业": "employed employment", "加起来": "total", "加总": "total",
    "档位": "gear gears", "前进档": "gear gears", "厂商": "manufacturer maker make", "制造商": "manufacturer maker make",
    "生产商": "manufacturer maker make", "品牌": "brand make", "排量": "displacement displ", "补充剂": "supplement supp",
    "剂量": "dose dosage", "牙齿": "tooth teeth", "臭氧": "ozone", "失业人数": "unemployed unemployment unemploy",
    "失业": "unemployed unemployment unemploy", "身高": "height", "眼睛颜色": "eye color", "颜色": "color colour",
    "保护状态": "conservation status", "任期": "term", "总统": "president", "政党": "party", "党派": "party",
    "湿度": "humidity", "储蓄率": "savings saving rate", "发动机": "engine", "车型": "model class", "年款": "year model",
    "变速箱": "transmission trans", "车重": "weight", "星期": "weekday day week", "成绩": "score grade",
    "学生": "student", "出生": "birth born", "面积": "area", "时长": "duration length", "睡眠": "sleep",
    "体长": "length", "气压": "pressure", "压力": "pressure", "风": "wind", "降雨": "rain rainfall", "雨": "rain",
    "雪": "snow", "飓风": "storm hurricane", "风暴": "storm", "房屋": "housing house", "挂牌": "listings listing",
    "上任": "start", "离任": "end", "开始": "start begin", "结束": "end",
}
"""Everyday data words in Chinese with the English words a column name may use; concepts, not any table's names."""

CONCEPTS = {
    # adjectives and nouns of everyday questions → the words of the quantity they speak about
    "heavy": "weight mass", "heavier": "weight mass", "heaviest": "weight mass", "light": "weight mass",
    "lighter": "weight mass", "lightest": "weight mass", "weigh": "weight mass", "weighs": "weight mass",
    "long": "length", "longer": "length", "longest": "length", "short": "length", "shorter": "length",
    "shortest": "length", "tall": "height", "taller": "height", "tallest": "height", "wide": "width",
    "widest": "width", "deep": "depth", "deepest": "depth", "hot": "temp temperature", "hotter": "temp temperature",
    "hottest": "temp temperature max", "warm": "temp temperature", "warmest": "temp temperature max",
    "cold": "temp temperature", "colder": "temp temperature", "coldest": "temp temperature min",
    "cool": "temp temperature", "coolest": "temp temperature min", "temperature": "temp",
    "wet": "precipitation rain", "wettest": "precipitation rain", "rainy": "precipitation rain",
    "rainiest": "precipitation rain", "rain": "precipitation", "rainfall": "precipitation", "dry": "precipitation",
    "driest": "precipitation", "windy": "wind", "windiest": "wind", "fast": "speed acceleration",
    "fastest": "speed acceleration", "slow": "speed acceleration", "expensive": "price cost",
    "cheap": "price cost", "cheapest": "price cost", "pricey": "price", "priciest": "price", "old": "age year",
    "oldest": "age year", "young": "age", "youngest": "age", "weight": "mass", "mass": "weight",
    "efficient": "mpg miles gallon", "economical": "mpg miles gallon", "powerful": "horsepower power",
    "gender": "sex", "sex": "gender", "country": "nation", "nation": "country", "countries": "nation",
    "kind": "type", "ticker": "symbol", "stock": "symbol", "company": "symbol",
    "economy": "mpg miles gallon", "fuel": "mpg miles gallon", "mileage": "mpg miles gallon",
    "northernmost": "latitude", "southernmost": "latitude", "easternmost": "longitude",
    "westernmost": "longitude", "north": "latitude", "south": "latitude", "elevation": "altitude",
    "traded": "price", "trade": "price", "worth": "price value", "cost": "price", "costs": "price",
    "chosen": "choice", "picked": "choice", "selected": "choice", "chose": "choice", "executed": "executions",
}

VALUE_WORDS = {
    # adjectives and Chinese names of everyday values → how a table may spell them
    "american": "usa us united states america", "european": "europe", "japanese": "japan", "chinese": "china",
    "british": "uk united kingdom britain", "german": "germany", "french": "france", "canadian": "canada",
    "美国": "usa us united states america", "欧洲": "europe", "日本": "japan", "中国": "china", "英国": "uk",
    "德国": "germany", "法国": "france", "加拿大": "canada", "亚洲": "asia", "非洲": "africa",
    "雄性": "male", "雌性": "female", "saturday": "sat", "sunday": "sun", "friday": "fri", "thursday": "thur thu", "monday": "mon",
    "tuesday": "tue", "wednesday": "wed", "星期六": "sat saturday", "周六": "sat saturday", "星期日": "sun sunday",
    "星期天": "sun sunday", "周日": "sun sunday", "星期五": "fri friday", "周五": "fri friday",
    "星期四": "thur thu thursday", "周四": "thur thu thursday", "星期一": "mon monday", "星期二": "tue tuesday",
    "恶性": "malignant", "良性": "benign", "阳性": "positive", "阴性": "negative", "金牌": "gold", "银牌": "silver", "铜牌": "bronze", "韩国": "south korea korea", "朝鲜": "north korea",
    "印度": "india", "俄罗斯": "russia", "澳大利亚": "australia", "巴西": "brazil", "意大利": "italy",
    "西班牙": "spain", "墨西哥": "mexico", "荷兰": "netherlands", "瑞士": "switzerland", "瑞典": "sweden",
    "星期三": "wed wednesday", "大巴": "bus", "巴士": "bus", "公交": "bus", "火车": "train", "飞机": "air plane",
    "汽车": "car", "开车": "car", "自驾": "car", "午餐": "lunch", "晚餐": "dinner", "晴天": "sun sunny clear", "雨天": "rain", "下雨": "rain", "下雪": "snow", "雾天": "fog",
    "毛毛雨": "drizzle", "阴天": "cloudy overcast",
    "asian": "asia", "african": "africa", "oceanian": "oceania", "australian": "australia",
    "women": "female f woman", "woman": "female f", "men": "male m man",
    "man": "male m", "girls": "female f", "boys": "male m", "女性": "female f", "男性": "male m",
    "女": "female f", "男": "male m", "家养": "domesticated domestic", "手动": "manual", "自动": "auto automatic",
    "民主党": "democratic democrat", "共和党": "republican", "食肉": "carni carnivore", "食草": "herbi herbivore",
    "杂食": "omni omnivore", "食虫": "insecti insectivore", "灵长目": "primates primate", "灵长类": "primates primate",
}
"""Words that name a cell value in another form ('American cars' → USA, '欧洲' → Europe, '雌性' → female)."""

STOPWORDS = set("""a an the of in on at to for from by with and or is are was were be been do does did has have had
how many much what which who whom whose where when why that this these those there their its it as than then
per each every all any some most least more less average mean median total sum number count value values
highest lowest largest smallest maximum minimum max min top list show give find tell me please what's which's
data table dataset rows row records record column columns entries entry""".split())
UNITS = {"mm", "cm", "m", "km", "g", "kg", "lb", "lbs", "s", "ms", "pct", "usd", "in", "ft", "c", "f"}
