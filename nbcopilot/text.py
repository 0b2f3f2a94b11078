"""Text as nbcopilot keeps it: a model answer may carry a lone UTF-16 surrogate (half an emoji from a
broken JSON escape), which is not Unicode, cannot be encoded, and breaks the parser and the store."""
from __future__ import annotations

import re

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def storable(text: str | None) -> str | None:
    """The text with lone surrogates replaced by U+FFFD; everything else verbatim."""
    if text is None or not _LONE_SURROGATE.search(text):
        return text
    return _LONE_SURROGATE.sub("\ufffd", text)
