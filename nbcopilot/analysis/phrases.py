"""The phrases that say what a question asks for, in English and Chinese: aggregates, superlatives, counts, lists,
yes/no, missing values, groups and periods. Regular expressions, matched case-insensitively by `question`."""
from __future__ import annotations

import re

AGG_PATTERNS = {
    "mean": r"\b(average|mean|avg)\b|平均|均值|(?<!每)(?<!每个)[日月年周]均(?![有为是匀])",
    "median": r"\bmedian\b|中位数|中位",
    "sum": r"\b(totals?|sum|combined|altogether|all together|overall amount|in all|add(s|ed)? up|summed)\b|总和|合计|总计|总共|总量|汇总|累计|一共|总(?!评|成绩)|加起来|加在一起|相加|加总|全年(?!的?平均)",
    "std": r"\b(standard deviation|std|stdev|volatile|volatility)\b|标准差|波动(?=更|最|较|性)",
    "range": (r"\b(range|spread)\b(?! of values)|\b(max(imum)?|highest|largest)\s+minus\s+(the\s+)?(min(imum)?|lowest|"
              r"smallest)\b|\bdifference between (the )?(highest|largest|max(imum)?) and (the )?(lowest|smallest|"
              r"min(imum)?)\b|\b(difference|gap)\b[\w ]{0,12}\b(highest|largest|max(imum)?)\b[\w ]{0,24}\band (the )?(lowest|"
              r"smallest|min(imum)?)\b|极差|最大值减最小值|"
              r"最[高大][\u4e00-\u9fff]{0,4}[和与跟]最[低小][\u4e00-\u9fff]{0,4}(相差|之差|差)|"
              r"最(?:贵|高|大|重|长)[\u4e00-\u9fff]{0,6}比最(?:便宜|低|小|轻|短)[\u4e00-\u9fff]{0,6}(?:贵|高|大|重|长)多少"),
}
MAX_WORDS = (r"\b(highest|largest|biggest|greatest|maximum|max|most|heaviest|deadliest|longest|tallest|widest|deepest|"
             r"hottest|warmest|wettest|rainiest|windiest|fastest|strongest|priciest|dearest|costliest|most expensive|best|top|peak|"
             r"northernmost|easternmost|(?:furthest|farthest|most) (?:north|east)|(?:furthest|farthest)(?! (?:south|west))|tops|tops the list|oldest|eldest|higher|greater|larger|bigger|busiest|richest|"
             r"wealthiest|most popular|most visited|loudest|brightest|(?:closest|nearest) to(?=\s+\$?\d))\b(?!\s+than\b|\s+(?!in\b|for\b|among\b|at\b|on\b|during\b)(?:[a-z]+\s+){1,2}than\b|\s+(?:[a-z]+\s+){0,2}in\s+\d{4}\s+than\b)|最老|年龄最大|最大|最高|最多|最重|最长|最宽|最深|最热|最快|最贵|最强|最北|最东|更高|更多|更大|更长|更重|最(?!后|终|近|初|早|晚)")
MIN_WORDS = (r"\b(lowest|smallest|least|minimum|min|fewest|lightest|shortest|narrowest|shallowest|coldest|coolest|"
             r"driest|slowest|weakest|cheapest|worst|bottom|southernmost|westernmost|(?:furthest|farthest|most) (?:south|west)|youngest|lower|smaller|fewer|quietest|"
             r"poorest|least busy|least popular)\b(?<!at least)"
    r"(?!\s+than\b|\s+(?!in\b|for\b|among\b|at\b|on\b|during\b)(?:[a-z]+\s+){1,2}than\b|\s+(?:[a-z]+\s+){0,2}in\s+\d{4}\s+than\b)|最年轻|年龄最小|最小|最低|最少|最轻|最短|最窄|最浅|最冷|"
             r"最慢|最便宜|最弱|最南|最西|最矮|更低|更少|更小|更短|更轻|更矮")
ADDITIVE = r"\b(most|least|fewest|wettest|rainiest|snowiest|driest)\b|最多|最少"  # totals: the wettest month
"""'the most rain', 'the least sales': a total per group; 'the highest temperature': a typical value."""
COUNT_ITEMS = (r"\bhow many\b|\bnumber of\b|\bno\. of\b|行有多少|(?<![口个每本])人有多少|有多少行|记录有多少|有多少条|多少个|(?<!哪)几个|多少只|多少辆|多少天|多少人|多少次|多少条|多少行|"
               r"多少种|(?<!哪)几天|(?<!哪)几周|多少周|(?<!哪)几个月|多少个月|(?<!哪)几次|(?<!哪)几种|(?<!哪)几年|多少年|(?<!哪)几条|(?<!哪)几行|天数|记录最多|记录数|条数|记录总数|总记录数|总行数|行总数|"
               r"多少[朵棵颗匹头位名家座件本张篇户所艘架台集场套届期起笔单道款例部班首门间份枚支栋趟批轮局盘片株]|多少对(?![外于比待])|"
               r"(?<!哪)几[只朵棵颗匹头位名家座件本张篇户所艘架台集场套届期起笔单道款例部班首门间份枚支栋趟批轮局盘片株人]|(?<!哪)几对(?![外于比待])")
"""Counting things: 'how many … in total' counts rows, it does not add a column up."""
SUM_SAID = (r"\b(sum|add(s|ed)? up|summed)\b|总和|合计|总计|总量|汇总|累计|加起来|加在一起|相加|加总|"
            r"全年(?!的?平均)")
"""Adding a column up, said outright (unlike 'in total', which also closes a count)."""
COUNT = r"\bhow many\b|\bnumber of\b|\bcount\b|\bhow often\b|多少|(?<!哪)几个|(?<!哪)几只|(?<!哪)几种|(?<![哪期])几|数量|个数|计数|人数|次数|天数|记录最多|记录数|条数"
DISTINCT = r"\b(different|differently|distinct|unique)\b|不同|多少种|几种|唯一"
GROUP = (r"\b(per(?!\s+(?:every\s+)?\d|\s+(?:person|capita|head)\b)|each(?!(?:\s+(?:distinct|different|unique))?\s+\w+\s+once\b)|every|by(?!\s+(?:more|fewer|less|over|under|at least|at most)\b|\s+(?:the\s+)?(?:people|persons|those|respondents|"
         r"someone|anyone|men|women)\s+(?:with|who|that|having)\b|\s+the\s+[a-z]+\s+(?:people|persons|respondents|patients|"
         r"players|customers|members|students|users|employees|men|women)\b(?!'))|for each|"  # ("by the married respondents")
         r"broken down by|grouped by)\b|每个|每一|每(?!\s*[\d十]|一?次|加仑|升|公里|英里|磅|公斤|千克|克|吨|盎司|桶|平方|千|百|万|小时的|人均|起|件|笔|单|[条行][\u4e00-\u9fff]{0,4}记录)|"
         r"各个|各|按(?![^，,。？?]{0,10}(?:算|计算|来看))|分别")  # not the rate units 每加仑, 每公里
WHICH = r"\b(which|what|who|whom|whose|when)\b|^\s*where\b(?=[^?]*\b(?:most|least|fewest|highest|lowest|largest|smallest|biggest|best|worst)\b)|哪个|哪一个|哪种|哪一|哪|什么|谁|几月份|几月"
FIRST = (r"\b(first|earliest)\b|最早|首次|第一次|第一个|\bfrom (?:which|what) (?:month|year|date|day)\b|"
         r"从哪一?[个]?(?:月|年|天)(?:开始|起)(?![^？?]*(?:一直|始终))")  # ("from which month is the law in force": its
# first; not "since which year have sales been above 10", '从哪一年起一直…': the current run's start)
LAST = r"\b(last|latest|most recent)\b|最晚|最近一次|最后"
VERSUS = (r"\b(higher|more|greater|larger|bigger|lower|less|fewer|smaller|taller|shorter|heavier|lighter|longer|"
          r"older|younger|wider|narrower|hotter|colder|warmer|cooler|faster|slower|cheaper|better|worse)\b[^?]{0,60}\bthan\b|(?<![对])比(?![例率重赛较对利亚])(?:[^？?]{0,30}(高|多(?!少)|大|低|少(?<!多少)|小)|"
          r"[^？?，,。]{0,30}?(贵|便宜|(?<![体])重(?![要量])|轻|(?<![增成队时延])长|短|老(?![年人])|年轻))|"
          r"(高于|多于|大于|低于|少于|小于)")
LOWER_SAID = (r"lower|less|fewer|smaller|shorter|lighter|younger|narrower|colder|cooler|slower|cheaper|worse|"
              r"shr[iau]nk|fell|fall|drop|declin|decreas|below|under|低|少|小|不到|便宜|轻|短|慢|年轻")
"""A comparison's words that say the first side is below the other ('cheaper on average than', '比…低')."""
LIST = r"\blist\b|\bwhat are the\b|\bare there\b|\bname (all|the)\b|\bshow (all|the)\b|哪些|哪几[类种样]|列出|有什么"
BOOLEAN = (r"^(?!\s*(can|could|would|will) you\b)\s*(is|are|was|were|do|does|did|has|have|had|can|could|will|would|any|"
           r"anyone|anybody|anything)\b|"  # ("anyone with 400 or more career home runs?")
           r"^[^?,:]{0,60}[,:]\s*(is|are|was|were|do|does|did|has|have|had)\b(?=[^?]*\?\s*(\(.*\))?\s*$)|^(?![^？?]*(?:多少|有几|几[个位条次人家种名])[^？?]*是否)[^？?]*?是否|吗\s*[？?]?\s*$|有没有|"
           r"^\s*(?:in|on|at|during|among)\s+(?![^?,]*\b(?:which|what|how|who|whom|whose|when|where)\b)[^?,]{1,30}?\s+"
           r"(?:was|were|is|are|did|does|do|has|have|had)\s+(?:any|there|the|all|every|it)\b|"  # "In 2000 was any …"
           r"是不是|存在(?![^？?]*哪)")
# ('是否' inside a count is 'whether': "有多少人没有记录是否投票"; '存在' before a which-question asks which: "被记为存在
# ……的是哪一个")
MISSING = (r"\b(missing|null|nulls|nan|nans|na|nas|empty|blank|absent|unknown)\b|not recorded|"
           r"\b(?:most|fewest|any|no|with|has|have|had)\s+gaps\b|\black(?:s|ing)?\s+\w+\s*(?:,|、)|"
           r"\black(?:s|ing)?\s+(?:a |an |any )?[\w ]{1,30} "
           r"(?:values?|figures?|data|entry|entries|records?|numbers?)\b|"
           r"\b(?:didn't|did not|don't|do not|never)\s+(?:give|gave|list|report|provide|state|fill in|say|answer)\b(?!\s+(?:yes|no|true|false)\b)|"
           r"\bno [\w ]{1,30} (values?|figures?|data|entry|entries|records?|numbers?)\b|"
           r"\b(?:no|without an?) [\w ()（）]{1,40} (?:recorded|listed|given|reported|entered|measured)\b|"
           r"\bwithout (a |an )?[\w ]{1,30} values?\b|缺失|空值|缺少|为空|是空的|空着|空白|没有[\u4e00-\u9fffA-Za-z_ ]{0,12}(?:值|的数据|的信息|的记录)|没有(?:(?!的)[\u4e00-\u9fff]){1,8}(?:编号|代码|号码)|没有记录|未记录|缺|没填|没有填|未填|没写|未写|未填写|没有填写|没回答|未回答|没有回答|没作答|未作答|没有作答|没有数据|没数据|无数据")
RANKED = (r"\b(rank|ranked|ranking|sort|sorted|order|ordered)\b[^?]{0,30}\bby\b|"
          r"(?:^|[,;:.!]\s*|\b(?:please|pls|kindly|and|then|now|also|so|just|simply|to|you|me|us|let's|let us)\s+)"
          # (the verb opens a request; 'which rank gets', 'professor rank' are nouns, 'would rank highest' a verb of a row)
          r"rank (?!(?:is|are|was|were|has|have|had|of|in|for|among|do|does|did|gets?|got)\b)(the |all )?\w+|排名(?!\s*(?:最|第|靠))|排序|"
          r"从[高大多低小少]到[低小少高大多][^，。？?]{0,2}排|排一下|排个序|依次排列")
BOTH_ENDS = (r"\b(min(imum)?|lowest|smallest|fewest|least)\b( \w+)? (and|&) (the )?(max(imum)?|highest|largest|most)\b|"
             r"\b(max(imum)?|highest|largest|most)\b( \w+)? (and|&) (the )?(min(imum)?|lowest|smallest|fewest|least)\b|"
             r"\b(shortest|lightest|youngest|cheapest)\b( \w+)? (and|&) (the )?(tallest|longest|heaviest|oldest|priciest)\b|"
             r"\b(tallest|longest|heaviest|oldest|priciest)\b( \w+)? (and|&) (the )?(shortest|lightest|youngest|cheapest)\b|"
             r"最小值?[和与及、]最大值?|最大值?[和与及、]最小值?|最低[值分价]?[和与及、]最高[值分价]?|"
             r"最高[值分价]?[和与及、]最低[值分价]?|"
             r"最早[\u4e00-\u9fff]{0,6}[和与及、，,]\s*最晚|最晚[\u4e00-\u9fff]{0,6}[和与及、，,]\s*最早|"
             r"\b(earliest|oldest)\b( \w+)? (and|&) (the )?(latest|newest|most recent)\b")
NEVER = r"\bnever\b|从来没有?|从未|从没"
"""'Which protocols never had a long job': the things with no row the filters keep."""
IN_ORDER = (r"\bin (that|this|month|year|date|chronological|calendar|key|their|alphabetical) order\b|\bin order\b|"
            r"\bin (?!(?:ascending|descending|reverse|decreasing|increasing|size|values?|rank|ranked|ranking|numerical|"
            r"numeric|sorted|magnitude)\b)[a-z]+ order\b|"
            r"\balphabetical(?:ly)?\b|\bA to Z\b|"
            r"按[^，。？?]{0,8}顺序|按\s*\d{4}\s*(?:年)?\s*到\s*\d{4}\s*(?:年)?\s*的?顺序|按[^，。？?]{0,6}先后|依次|按顺序|[从由]早到晚|\bchronologically\b|\bearliest (?:to latest|first)\b|"
            r"\bQ1\s*(?:to|through|-|–)\s*Q4\b|第一到第四季度|一到四季度|\bJan(?:uary)? (?:to|through) Dec(?:ember)?\b")
PERCENT = r"\bpercent(age)?\b|%|百分之|百分比|百分"
FRACTION = r"\b(proportion|fraction|share)\b|占比|比例|比重"
KNOWN = r"\b(recorded|known|non-missing|not missing|non-null)\b|已记录|有记录|已知|非空|不缺失|记录了"
HAVING_DATA = (r"\b(?:known|recorded|non-missing|non-null|listed)\s+(?!(?:for|in|at|on|by|during|from|of|over|per)\b)[\w ]{1,24}?(?=\s*(?:\?|$|,|\bvalues?\b))|"
               r"\bwith\s+(?:a|an)?\s*(?:known\s+)?[\w ]{1,24}?\s+(?:value|figure|listed|recorded|reported|given)\b|"
               r"\b(?:have|has|had)\s+(?:a|an|any)\s+[\w ]{1,24}?\s+(?:value|figure|reading|record|number)\b|"
               r"有[\u4e00-\u9fffA-Za-z_ ]{1,10}?(?:信息|数据|记录|数值|值)的|[\u4e00-\u9fffA-Za-z_]{1,10}?(?:不为空|非空|不缺失)的|"
               r"(?:填写了|填了|登记了|注明了)(?!\s*(?:多少|几))[\u4e00-\u9fffA-Za-z_ ]{1,10}|\b(?:filled in|filled out|gave|give|list|listed)"
               r"\s+(?:a|an|their|its)\s+[\w ]{1,24}?(?=\s*(?:\?|$|,))")
"""Rows that have a value at all: "how many movies have a known budget", "有预算信息的电影有多少部"."""
COMPLETE = (r"\bno missing\b|\bwithout (any )?missing\b|\bcomplete (rows|cases|records)\b|\bfully (observed|complete)\b|"
            r"没有任何缺失|没有缺失|无缺失|不含缺失|完整|" + r"\bnothing missing\b|" + r"\bno gaps\b")
EVERY_FIELD = (r"\b(?:every|all)\s+(?:of\s+(?:its|their|the)\s+)?"
               r"(?:indicators?|columns?|fields?|variables?|measures?|values?)\s+"
               r"(?:is\s+|are\s+)?(?:filled(?:\s+in)?|present|recorded|known)\b|"
               r"(?:所有|每[一个项]*)(?:指标|字段|列|数据|变量)都?(?:齐全|有数据|有值|填了|完整)")
"""The whole row is complete, whichever thing the question counts ("countries with every indicator filled in")."""
TOTAL = r"\b(in total|total|altogether|overall|all together)\b|一共|总共|总计|合计"
APPEAR = r"(?:appear(?:s|ed)?|occur(?:s|red)?|show(?:s|ed)? up)"
"""A thing being in the table ('appears', 'occurred', 'showed up'): how often it is, its rows counted."""
EVERY = r"\b(all|every|everyone|everybody|always|each)\b|都|所有|全部|每"
MODE = (r"\bmost (common|frequent|popular|often)\b|\bmost often\b|\b(appears?|occurs?) (the )?most\b|\bthe most times\b|"
        r"最常见|最频繁|出现最多|出现次数最多|出现得最多|次数最多|最普遍|最常用|用得最多|最常(?=发生|出现|被)|最畅销|卖得最多|"
        r"卖得最好|\bmost (?:used|frequently used)\b|\bused (?:the )?most\b|\bbest[- ]selling\b|\bmost sold\b|"
        r"\bmore (?:common|frequent)\b(?![^?]*\bthan\b)|更常见|更普遍|"  # "which job class is more common?"
        r"(?<![最更较])(?:大多|大多数|大部分)(?:是|都是?)?(?:在|由|从|产自|来自|出自)?哪|\bwhere (?:are|were) most\b")
# ('大多是在哪个国家生产的', "where are most of them made": the value most rows hold)
RARE = r"\bleast (common|frequent|popular)\b|\brarest\b|最少见|最罕见"
COLUMNS_COUNT = r"\bhow many columns\b|\bnumber of columns\b|多少列|几列|多少个列"
COLUMNS_ASKED = (r"\b(which|what|list|name|show|give)\b[\w\s]{0,20}\bcolumns\b|\bhow many\b[\w\s]{0,20}\bcolumns\b|"
                 r"\bcolumns? names\b|\bnames of (the )?columns\b|哪些列|哪几列|多少列|几列|多少个列|列名|字段名|哪些字段|几个字段")
COLUMN_PROPERTIES = {  # what a question says of whole columns, in the order tried
    "yes/no": r"\bonly\s+(?:the\s+)?(?:values\s+)?['\"]?yes['\"]?\s*(?:and|or|/)\s*['\"]?no\b|\byes/no\b|"
              r"只有\s*['\"“]?yes['\"”]?\s*(?:和|或|与|/)\s*['\"“]?no|yes\s*(?:和|与|/)\s*no\s*两种",
    "binary": r"\bonly\s+(?:the\s+)?(?:values\s+)?(?:0s?|zeros?)\s*(?:and|or|/)\s*(?:1s?|ones?)\b|\b(?:binary|0/1)\b|"
              r"只有\s*0\s*和\s*1|0\s*和\s*1\s*两种|二值|取值只有\s*0",
    "numeric": r"\bnumeric|\bnumerical\b|\bnumbers?\b|数值|数字",
    "text": r"\btext\b|\bstrings?\b|\bcategorical\b|\bnon-numeric\b|文本|文字|字符串|类别|分类",
    "names": r"\bnames?\b|\bwhat columns\b|\blist (?:all )?(?:the )?columns\b|列名|字段名|哪些列|哪些字段",
}
DATE_WORDS = {"date", "time", "day", "datetime", "timestamp", "period"}
STRONG = 1.0
"""A link at least this strong names the column in words; weaker ones were found by meaning only."""
PARTS_WORDS = {"year": r"\byears?\b|年份|哪一年|哪年|每年", "month": r"\bmonths?\b|月份|哪个月|每月|哪月",
               "weekday": r"\bweekdays?\b|day of (the )?week|星期|周几|一周(?:中|里|之中|当中)的?哪一?天", "hour": r"\bhours?\b|小时",
               "quarter": r"\bquarters?\b|季度"}


EVERY_PERIOD = (r"\bevery (?:single )?(?:year|quarter|month)\b|\beach (?:year|quarter|month)\b|"
                r"\b(?:year|quarter|month) (?:after|on|over) (?:year|quarter|month)\b|每一?(?:年|个?季度|个?月)都|逐(?:年|季|月)|年年|月月")
"""Every period said of a change: 'every single year', 'each quarter', '年年', '逐月'."""


PARTS_OF_ONE = {"一半": 50, "half": 50, "a half": 50, "四分之一": 25, "a quarter": 25, "one quarter": 25,
                "三分之一": 100 / 3, "a third": 100 / 3, "one third": 100 / 3, "三分之二": 200 / 3, "two thirds": 200 / 3,
                "四分之三": 75, "three quarters": 75,
                **{f"{digit}成": 10 * (i + 1) for i, digit in enumerate("一二三四五六七八九")}}  # 九成: nine tenths
"""Parts of a whole said in words, as percentages: a share's bar, or a bar on a column of percentages."""


def matches(pattern: str, text: str) -> re.Match | None:
    """The first place `pattern` matches `text`, ignoring case: how every phrase here is meant to be matched."""
    return re.search(pattern, text, re.IGNORECASE)


COUNTED_UNIT = (r"\s*(?:or (?:more|fewer|less|greater)\s+|and (?:more|above|up)\s+|\+\s*)?(?:(?!(?:in|of|on|at|for|from|by|to|per|than|and|or|the|a|an)\b)[a-z]+\s+){0,2}([a-z]+s|people)\b|"
                r"\s*([例次条个人起家部班场只辆名位件篇首本张款道门枚颗棵头座所])(?!口)")
"""What a number counts, said right after it: "2,000 police stops", "5 films", "1000 例" (not "50 in stocks")."""


SET_ASIDE = (r"leaving out|leave out|not counting|excluding|except(?: for)?|ignoring|omitting|aside from|apart from|"
             r"other than|besides|不含|不包括|不算|排除|去掉|剔除|除去|除了")
"""Words that set a value aside: "leaving out the U.S. polls", "not counting Unknown", "除了 VA"."""
INCLUDED = r"\bplus|\bincluding|\bas well as|\balong with|\btogether with|包括|包含|连同|加上"
"""Words that take a value in with the rest: "the states plus DC" counts every state, not DC alone."""


DATE_SPAN = (r"\bhow many days\b[^?]{0,60}\b(?:first|earliest)\b[^?]{0,60}\b(?:last|latest|final)\b|"
             r"\b(?:days?|span) (?:between|separat\w*|from) (?:the )?(?:first|earliest)\b[^?]{0,60}"
             r"\b(?:last|latest|final)\b|"
             r"(?:第一|首)[^？?]{0,20}(?:最后|末)[^？?]{0,20}(?:多少天|几天|跨度)|时间跨度|相隔多少天|隔了多少天|间隔多少天")
"""How long something lasted, first date to last: "how many days between the first poll and the last", "时间跨度"."""


QUOTED_PHRASE = r"['\"“‘]([A-Za-z][\w&.,:' -]{0,60}? [\w&.,:' -]{0,60}?)['\"”’]"
"""Several words in quotes ('“World Music”'): a phrase said whole."""


MONTH_NAME = r"\bmonth(?:'s)? names?\b|\bnames? of the months?\b|\bmonth \(by name\)|\bmonth,? by name\b|月份?的?(?:英文)?名称|英文月份名?"
"""The months asked for by name ('用英文月份名回答'): how to answer, no grouping by month."""


ONCE_EACH = (r"\b(?:count(?:ing)?|each|every)\s+(?:patient|person|subject|participant|respondent|individual)\s+"
             r"(?:only\s+)?once\b|\bonce (?:per|for each) (?:patient|person|subject|participant)\b|"
             r"每(?:位|个|名)?(?:患者|病人|受试者|参与者|病患)?(?:只算|只计|算)一次|每人只算一次|每人算一次")
"""'每位患者只算一次', 'counting each patient once': one row per person (the first), no grouping."""
REPEATS_ONCE = (r"重复的?(?:只(?:写|说|算|列|给)?一次|不(?:用|必)?重复|合并)|去重|不重复(?=\s*(?:[，,。？?）)]|$))|"
                r"\b(?:each|every) (?:\w+ )?(?:only )?once\b|\bwithout (?:repeats|repetition|duplicates)\b|"
                r"\b(?:no|drop|remove) (?:duplicates|repeats)\b")
"""Names asked once each, however often they come: "…都是哪些颜色？重复的只写一次", "which colors (each once)"."""


AS_PERCENT = r"\b(?:as|in) (?:a )?percent(?:age)?\b|[用以](?:百分比|百分数)(?:来)?表示|百分比形式|(?:换算|换|化|折算|转换)成百分(?:比|数)"
"""A figure asked as a percentage: a share or return kept as a fraction is multiplied by 100."""
