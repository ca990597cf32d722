"""How a widget tells the user that something failed: one sentence from
the catalogue, never a traceback lost in a log."""

from __future__ import annotations

from dominochess_widget.errors import DominoChessError
from dominochess_widget.messages import translate


def error_text(error: BaseException, language: str) -> str:
    """The message a widget shows for ``error``: the explanation of our own
    errors, the type and text of anything unexpected."""
    try:
        if isinstance(error, DominoChessError):
            detail = error.message(language)
        else:
            detail = f"{type(error).__name__}: {error}"
        return translate("board.error", language, error=detail)
    except Exception:  # the catalogue itself failed: still say something
        return f"{type(error).__name__}: {error}"
