"""Comment text to safe HTML: a small markdown subset, nothing else.

Everything is HTML-escaped first, so a ``<script>`` or an
``<img onerror=…>`` in a record shows as text and never runs; only then
are ``**bold**``, ``*italic*`` and `` `code` `` turned into tags.
"""

from __future__ import annotations

import html
import re

_RULES = (
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"), r"<em>\1</em>"),
)


def plain_markdown(text: str) -> str:
    """``text`` as plain words: the bold, italic and code markers dropped."""
    for pattern, _ in _RULES:
        text = pattern.sub(r"\1", text)
    return text


def safe_markdown(text: str) -> str:
    """HTML for ``text``: escaped, then bold, italic and code spans."""
    out = html.escape(text, quote=True)
    for pattern, replacement in _RULES:
        out = pattern.sub(replacement, out)
    return out
