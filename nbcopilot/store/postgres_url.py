"""A team store's URL: told apart from a file path, shown without its password, and the ways connecting to
it fails turned into one sentence each (nbcopilot/errors.py style).

The password is needed to connect, so the pool keeps the URL in memory; nothing else does. Every name the
store shows (its `path`, its messages) is the redacted URL, and any text from the driver passes through
`redact` before it reaches the analyst.
"""
from __future__ import annotations

import re
from urllib.parse import urlsplit

from nbcopilot.errors import BadInput, CopilotError

SCHEMES = ("postgresql://", "postgres://")


def is_postgres_url(store: object) -> bool:
    """True for a string that names a PostgreSQL store rather than a DuckDB file."""
    return isinstance(store, str) and store.strip().lower().startswith(SCHEMES)


def _password(url: str) -> str | None:
    try:
        password = urlsplit(url).password
    except ValueError:
        password = None
    query = re.search(r"[?&]password=([^&]*)", url)
    return password or (query.group(1) if query else None)


def redact(text: str, url: str) -> str:
    """`text` with the URL's password (in its user part or a `password=` parameter) replaced by ***."""
    secret = _password(url)
    if secret:
        text = text.replace(secret, "***")
    return re.sub(r"(password=)[^&\s]*", r"\1***", text)


def shown(url: str) -> str:
    """The URL as the analyst may see it: postgresql://user:***@host:port/db."""
    return redact(url.strip(), url.strip())


def parse(url: str) -> dict:
    """The URL's connection parameters (libpq's reading of it).

    Raises:
        BadInput: the string is not a URL libpq understands.
    """
    from psycopg.conninfo import conninfo_to_dict

    try:
        params = conninfo_to_dict(url.strip())
    except Exception as exc:  # psycopg.ProgrammingError; its text may quote the URL
        raise BadInput(f"the store URL {shown(url)} is not a PostgreSQL URL libpq can read "
                       f"({redact(str(exc).splitlines()[0], url)}); write it as "
                       "postgresql://user@host:port/database.") from None
    return params


def where(params: dict) -> str:
    """host:port (or the socket folder) of a parsed URL, for messages."""
    host = params.get("host") or "localhost"
    return f"{host}:{params['port']}" if params.get("port") else host


def explain(exc: Exception, url: str) -> CopilotError:
    """The driver's connection error as one sentence that says what to do; the password never appears."""
    params = parse(url)
    text = redact(str(exc), url).lower()
    user, db, at = params.get("user") or "the current user", params.get("dbname") or "the default", where(params)
    if "connection option" in text or "invalid uri" in text:
        detail = redact(str(exc).strip().splitlines()[0], url).removeprefix("connection is bad: ")
        return BadInput(f"the store URL {shown(url)} is not a PostgreSQL URL libpq can read ({detail}); write it as "
                        "postgresql://user@host:port/database.")
    if "password authentication failed" in text or "no password supplied" in text:
        return CopilotError(f"PostgreSQL at {at} refused the password for user {user!r}; check it (a "
                            "~/.pgpass file or PGPASSWORD keeps it out of the URL).")
    if "does not exist" in text and "database" in text:
        return CopilotError(f"PostgreSQL at {at} has no database {db!r}; create it (createdb {db}) or fix the URL.")
    if "does not exist" in text and "role" in text:
        return CopilotError(f"PostgreSQL at {at} has no user {user!r}; create it or fix the URL.")
    if "connection refused" in text or "no such file or directory" in text:
        return CopilotError(f"nothing answered at {at} (connection refused); check that PostgreSQL runs there and "
                            "the URL's host and port.")
    if "could not translate host name" in text or "name or service not known" in text:
        return CopilotError(f"the host in the store URL {shown(url)} is unknown; check its spelling.")
    if "timeout" in text or "timed out" in text:
        return CopilotError(f"PostgreSQL at {at} did not answer in time; check the network and the URL.")
    first = redact(str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__, url)
    return CopilotError(f"can't open the team store {shown(url)}: {first.rstrip('.')}; check the URL and the server.")


def no_vector(url: str) -> CopilotError:
    """The database lacks pgvector and this user may not add it."""
    db = parse(url).get("dbname") or "the database"
    return CopilotError(f"the database {db!r} has no 'vector' extension and this user can't create it; ask its "
                        "administrator to install pgvector and run CREATE EXTENSION vector in it.")
