"""How a widget tells the user that something failed: one sentence from
the catalogue, never a traceback lost in a log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dominochess_widget.core.errors import DominoChessError
from dominochess_widget.core.messages import translate


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


def guarded(
    handler: Callable[..., None], report: Callable[[BaseException], None]
) -> Callable[..., None]:
    """``handler``, with any exception passed to ``report`` instead of
    escaping into the kernel's log (where no student would see it)."""

    def run(*args: Any) -> None:
        try:
            handler(*args)
        except Exception as error:  # shown in the widget, never lost in a log
            report(error)

    return run
