"""The study editor's model: an annotated game being written, for any game
of the registry, without Jupyter (:class:`Study`; the widget
:mod:`dominochess_widget.widgets` draws it)."""

from dominochess_widget.study.lines import LineEntry
from dominochess_widget.study.model import Study

__all__ = ["LineEntry", "Study"]
