"""The risk rules as data: which words in a step's description, and which calls, methods, SQL statements and shell
commands in its code, put the analyst's data, files or systems at risk.

Only tables and patterns live here, so that adding a rule is one line and never touches the analysis that applies
them (`risk_walk` for code, `risk_commands` for shell and SQL text, `risk.description_is_risky` for descriptions).
Each rule carries its category (see `risk_report.CATEGORIES`) and the reason the analyst reads.
"""
from __future__ import annotations

import re

# --- description patterns ------------------------------------------------------------------------------------------

def _words(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.IGNORECASE)


_TARGETS = (r"files?|disk|csv|tsv|parquet|excel|xlsx|json|pickle|feather|tables?|database|db|duckdb|sqlite|warehouse|"
            r"bucket|s3|folders?|director(?:y|ies)|path|png|pdf|svg|sheet|spreadsheet")
DESCRIPTION_PATTERNS = [
    (_words(r"\b(?:delet|eras|wip|purg)(?:e|es|ed|ing)\b|\bdestroy\w*"), "description mentions deleting"),
    (_words(r"\bdrop(?:s|ped|ping)?\b"), "description mentions dropping"),
    (_words(r"\bremov(?:e|es|ed|ing|al)\b"), "description mentions removing"),
    (_words(r"\bover-?writ(?:e|es|ing|ten)\b|\bclobber\w*"), "description mentions overwriting"),
    (_words(r"\btruncat(?:e|es|ed|ing)\b"), "description mentions truncating"),
    (_words(r"\b(?:send|sends|sending|sent)\b"), "description mentions sending"),
    (_words(r"\be-?mail(?:s|ed|ing)?\s+(?:it|them|this|that|these|those|the|a|an|to|my|our|your|him|her|everyone|"
            r"results?|reports?|summar(?:y|ies)|team|stakeholders|customers|users|out)\b"), "description mentions emailing"),
    (_words(r"\b(?:deploy|publish|upload)(?:s|ing)?\b"), "description mentions publishing"),
    (_words(r"\bpush(?:es|ed|ing)?\s+(?:it|them|the|to|changes|results?)\b"), "description mentions pushing"),
    (_words(rf"\b(?:writ(?:e|es|ing)|wrote|written|sav(?:e|es|ed|ing)|export\w*|dump\w*|persist\w*|"
            rf"stor(?:e|es|ed|ing))\b[^.;\n]{{0,60}}?(?:\b(?:to|into|as|in|on)\s+(?:(?:an?|the|new|our|my|its|"
            rf"their|\w+)\s+){{0,2}}(?:{_TARGETS})\b|\w\.(?:csv|tsv|parquet|xlsx?|json|png|pdf|svg|db|duckdb|txt|pkl)\b)"),
     "description mentions writing to a file or table"),
    (_words(r"\binsert\w*\b[^.;\n]{0,30}?\b(?:into|rows|records)\b"), "description mentions inserting rows"),
    (_words(r"\bupdat(?:e|es|ed|ing)\s+(?:the\s+)?(?:\w+\s+)?(?:table|database|db|records|rows|source|original|production|prod)\b"),
     "description mentions updating stored data"),
    (_words(r"\balter(?:s|ing)?\s+(?:the\s+)?table\b"), "description mentions altering a table"),
    (_words(r"\b(?:replac|modif|mutat|chang)\w*\s+(?:the\s+)?(?:original|existing|source|raw)\b|\bin[- ]place\b"),
     "description mentions changing the original data"),
    (_words(r"\b(?:un)?install(?:s|ed|ing)?\b"), "description mentions installing software"),
    (_words(r"\b(?:shell|bash|terminal|subprocess)\b"), "description mentions running shell commands"),
    (_words(r"\b(?:kill|shut\s*down|reboot)\b"), "description mentions stopping processes"),
    (_words(r"\b(?:mov|renam)(?:e|es|ed|ing)\s+(?:the\s+)?(?:files?|folders?|director(?:y|ies)|tables?)\b"),
     "description mentions moving or renaming files"),
    (_words(r"\b(?:notify|notifies|tweet|webhook|slack)\b|\bpost(?:s|ed|ing)?\s+(?:it|them|the|results?|to)\b"),
     "description mentions messaging someone"),
    (_words(r"\bclear\s+(?:the\s+)?(?:table|database|folder|directory|cache|namespace|variables)\b"),
     "description mentions clearing"),
    (re.compile(r"删[除掉去]?|移除|去除|清除|清空|抹掉|擦除|销毁|丢弃|剔除"), "description mentions deleting (删除/移除)"),
    (re.compile(r"覆盖|覆写|改写原|替换原|修改原|原地修改|就地修改"), "description mentions overwriting (覆盖)"),
    (re.compile(r"发送|发邮件|邮件发|寄送|群发|通知|推送"), "description mentions sending (发送)"),
    (re.compile(r"部署|上线|发布|上传"), "description mentions publishing (发布)"),
    (re.compile(r"截断"), "description mentions truncating (截断)"),
    (re.compile(r"写入|写到|写进|写回|保存|存到|存为|存入|另存|导出|落盘|持久化|插入|更新(?:数据库|表|记录)"),
     "description mentions writing to a file or table (写入/保存)"),
    (re.compile(r"安装|卸载"), "description mentions installing software (安装)"),
    (re.compile(r"重命名文件|移动文件"), "description mentions moving files (移动文件)"),
]
"""(pattern, reason): words in a step's description that promise a risky act, in English and Chinese; a plan is
reviewed on its words before any code for it exists."""


# --- what calls, SQL and shell commands do --------------------------------------------------------------------------

RISKY_CALLS: dict[str, tuple[str, str]] = {}
"""Fully qualified callee -> (category, reason), filled by the `_calls` lines below."""


def _calls(category: str, reason: str, *names: str) -> None:
    RISKY_CALLS.update({name: (category, reason) for name in names})


_calls("delete", "deletes files", "os.remove", "os.unlink", "send2trash.send2trash")
_calls("delete", "deletes directories", "os.rmdir", "os.removedirs", "shutil.rmtree")
_calls("write", "moves or renames files", "shutil.move", "os.rename", "os.renames", "os.replace")
_calls("write", "copies files", "shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copytree")
_calls("write", "changes files", "os.truncate", "os.chmod", "os.chown", "os.symlink", "os.link")
_calls("write", "writes files", "joblib.dump", "pandas.ExcelWriter", "urllib.request.urlretrieve")
_calls("shell", "runs a shell command", "os.system", "os.popen", "os.startfile", "pty.spawn",
       "asyncio.create_subprocess_exec", "asyncio.create_subprocess_shell")
_calls("shell", "stops or signals a process", "os.kill", "os.killpg", "os._exit", "os.abort", "sys.exit", "exit", "quit")
_calls("dynamic", "runs code built from a string", "eval", "exec", "compile", "builtins.eval", "builtins.exec",
       "builtins.compile")
_calls("dynamic", "imports a module by name", "__import__", "importlib.import_module", "importlib.__import__")
_calls("dynamic", "runs another script", "runpy.run_path", "runpy.run_module")
_calls("network", "opens a web page", "webbrowser.open", "webbrowser.open_new", "webbrowser.open_new_tab")
_calls("install", "installs packages", "pip.main", "ensurepip.bootstrap")
_calls("mutate", "changes the kernel's environment variables", "os.putenv", "os.unsetenv", "os.environ.update",
       "os.environ.pop", "os.environ.clear", "os.environ.setdefault", "os.environ.popitem", "os.environ.__setitem__",
       "os.environ.__delitem__")

MODULE_RISKS = [
    ("subprocess", "shell", "runs a subprocess"), ("sh", "shell", "runs a shell command"),
    ("pexpect", "shell", "runs a shell command"), ("smtplib", "network", "sends email"),
    *((m, "network", "uses the network") for m in (
        "requests", "httpx", "urllib.request", "urllib3", "aiohttp", "http.client", "socket", "ftplib", "imaplib",
        "poplib", "telnetlib", "paramiko", "websocket", "websockets", "boto3", "google.cloud", "azure.storage",
        "slack_sdk")),
    ("pip", "install", "installs packages"),
]
"""(module, category, reason): any call into these modules is risky, whatever the function."""

OPENERS = {"open": (1, "r"), "builtins.open": (1, "r"), "io.open": (1, "r"), "codecs.open": (1, "r"),
           "gzip.open": (1, "rb"), "bz2.open": (1, "rb"), "lzma.open": (1, "rb"), "tarfile.open": (1, "r"),
           "zipfile.ZipFile": (1, "r"), "h5py.File": (1, "r"), "pandas.HDFStore": (1, "a"), "shelve.open": (1, "c")}
"""Qualified name -> (index of the mode argument, mode when none is given): the mode decides whether it writes."""
WRITE_MODE = re.compile(r"[waxc+]")
"""A file mode that writes."""
TO_FILE = {"to_csv", "to_parquet", "to_excel", "to_json", "to_pickle", "to_feather", "to_hdf", "to_stata", "to_orc",
           "to_html", "to_latex", "to_markdown", "to_xml", "to_netcdf", "to_file", "to_zarr"}
"""DataFrame writers: they write a file only when given a destination (to_csv() alone returns a string)."""
PATH_KEYWORDS = {"path_or_buf", "path", "excel_writer", "buf", "fname", "filename", "filepath", "file", "fp",
                 "path_or_buffer"}
"""The keyword names writers take their destination by."""
DELETE_METHODS = {"unlink", "rmdir", "rmtree", "rm", "rm_file", "delete_object", "delete_objects", "delete_blob",
                  "delete_file"}
"""Methods that delete files or objects, whatever they are called on (Path, fsspec, S3, GCS)."""
NETWORK_METHODS = {"sendmail", "send_message", "urlopen", "urlretrieve"}
"""Methods that use the network, whatever they are called on."""
SQL_RUNNERS = {"execute", "executemany", "executescript", "exec_driver_sql"}
"""Methods that run SQL: a query built at run time cannot be checked before it runs."""
MUTATING_METHODS = {"append", "extend", "insert", "update", "pop", "popitem", "clear", "remove", "discard",
                    "setdefault", "sort", "reverse", "fill", "resize", "appendleft", "extendleft"}
"""Methods that change their receiver in place; on an existing variable the analyst's data changes."""
MUTATING_FUNCTIONS = {"random.shuffle", "numpy.random.shuffle", "numpy.copyto", "numpy.put", "numpy.place",
                      "numpy.fill_diagonal", "setattr", "delattr"}
"""Functions that change their first argument in place."""
QUIET_CALLS = {"print", "display", "Markdown", "HTML", "title", "set_title", "suptitle", "xlabel", "ylabel",
               "set_xlabel", "set_ylabel", "annotate", "legend", "debug", "info", "warning", "warn", "error"}
"""Calls whose string arguments are only shown: "DELETE FROM" in a print() is text, not SQL."""
DEFAULT_ALIASES = {"np": "numpy", "pd": "pandas", "plt": "matplotlib.pyplot", "sns": "seaborn", "mpl": "matplotlib"}
"""Names a notebook usually has imported already, so a step may use them without importing."""
CONFIG_MODULES = {"pandas", "numpy", "matplotlib", "matplotlib.pyplot", "seaborn", "sys", "os", "warnings", "logging"}
"""Setting options on these (pd.options..., plt.rcParams[...], sys.path.append) is configuration, not data."""
IPYTHON_NAMES = {"In", "Out", "get_ipython", "exit", "quit"}
"""Names IPython puts in every namespace: they are not the analyst's variables."""

SQL_CHANGES = [(re.compile(p, re.IGNORECASE | re.DOTALL), category, reason) for p, category, reason in [
    (r"\bDROP\s+(?:TABLE|VIEW|SCHEMA|DATABASE|INDEX|SEQUENCE|MACRO|FUNCTION|TYPE|COLUMN)\b", "sql",
     "runs SQL that drops a table (DROP)"),
    (r"\bDELETE\s+FROM\b", "sql", "runs SQL that deletes rows (DELETE)"),
    (r"\bTRUNCATE\s+TABLE\b|(?:^|;)\s*TRUNCATE\s", "sql", "runs SQL that empties a table (TRUNCATE)"),
    (r"\bUPDATE\s+[\w.\"`\[\]{}]+\s+SET\b", "sql", "runs SQL that updates rows (UPDATE)"),
    (r"\bALTER\s+(?:TABLE|VIEW|SCHEMA|DATABASE|INDEX|SEQUENCE)\b", "sql", "runs SQL that alters a table (ALTER)"),
    (r"\bINSERT\s+(?:OR\s+\w+\s+)?INTO\b|\b(?:REPLACE|MERGE|UPSERT)\s+INTO\b", "sql",
     "runs SQL that inserts rows (INSERT)"),
    (r"\bCREATE\s+OR\s+REPLACE\b", "sql", "runs SQL that replaces a table (CREATE OR REPLACE)"),
    (r"\bCOPY\s+(?:[\w.\"]+|\(.*?\))\s+(?:TO|FROM)\s+['\"{]", "sql", "runs SQL that copies between a table and a file (COPY)"),
    (r"\bEXPORT\s+DATABASE\b", "sql", "runs SQL that exports the database (EXPORT)"),
    (r"\b(?:GRANT|REVOKE)\s+(?:SELECT|INSERT|UPDATE|DELETE|ALL|USAGE|EXECUTE)\b", "sql",
     "runs SQL that changes permissions (GRANT)"),
    (r"(?:^|;)\s*(?:FORCE\s+)?INSTALL\s+\w", "install", "runs SQL that installs an extension (INSTALL)"),
]]
"""(pattern, category, reason): SQL statements that change data, looked for in every string a step builds."""
URL = re.compile(r"\b(?:https?|ftp|sftp|s3|s3a|gs|gcs|az|abfss?|hdfs)://", re.IGNORECASE)
"""A URL in a call's arguments: the call reaches the network (or a remote store)."""
SHELL_PARTS = [
    (re.compile(r"\b(?:pip3?|conda|mamba|micromamba|uv|poetry|apt(?:-get)?|yum|dnf|brew|npm|yarn)\b[^;&|\n]*?"
                r"\b(?:install|add|uninstall|upgrade)\b|-m\s+pip\b", re.IGNORECASE), "install", "installs packages"),
    (re.compile(r"(?:^|[;&|(]|\s)(?:rm|rmdir|unlink|shred|del)\s"), "delete", "deletes files"),
    (re.compile(r"\b(?:curl|wget|scp|rsync|ssh|sftp|ftp|nc|gsutil|aws\s+s3)\b|\bgit\s+(?:clone|push|pull|fetch)\b"),
     "network", "uses the network"),
]
"""(pattern, category, reason): what a shell command does beyond running a shell, named on top of it."""
