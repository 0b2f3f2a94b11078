"""Keep secrets out of what nbcopilot writes: a provider's error message may quote the API key it was given."""
from __future__ import annotations

import os
import re
from typing import Iterable

_SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL", re.IGNORECASE)
_KEY_SHAPED = re.compile(r"\b(?:sk|pk|rk|key|tok|ghp|xox[abp])[-_][A-Za-z0-9_\-]{12,}")
REDACTED = "[redacted]"


def _known_secrets() -> list[str]:
    values = [v for name, v in os.environ.items() if _SECRET_NAME.search(name) and len(v) >= 8]
    return values


def redact(text: str, extra: Iterable[str] = ()) -> str:
    """The text with secret values (from the environment, plus `extra`) and key-shaped tokens replaced.
    Longest first, so a key is not half-replaced by another that is its prefix."""
    for secret in sorted({*_known_secrets(), *extra}, key=len, reverse=True):
        text = text.replace(secret, REDACTED)
    return _KEY_SHAPED.sub(REDACTED, text)
