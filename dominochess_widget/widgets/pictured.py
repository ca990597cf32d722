"""Widgets that are also pictures: ``to_svg()``, ``save_svg()`` and a fallback output.

A widget's output in a notebook is only a reference to a model in the
running kernel: opened before it is run, on GitHub or in nbviewer, it
showed as a line of text. Each board-holding widget mixes in
:class:`Pictured` and says what its picture is (:meth:`Pictured.to_svg`,
drawn by :mod:`dominochess_widget.render.pictures`); the display then carries
that picture beside the widget (:func:`~dominochess_widget.render.pictures.fallback_bundle`),
so a saved notebook shows the board, while a running kernel still shows
the live widget (JupyterLab prefers the widget's own output type).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, cast

from dominochess_widget.render.pictures import fallback_bundle, save


class Pictured:
    """Mix in before the ipywidgets base class; define :meth:`to_svg`."""

    def to_svg(self) -> str:
        """What the widget shows now, as an SVG picture."""
        raise NotImplementedError  # each widget says what its picture is

    def save_svg(self, path: str | os.PathLike[str]) -> Path:
        """Save :meth:`to_svg` to ``path`` (a printable diagram for a worksheet)."""
        return save(self.to_svg(), path)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = cast(Any, super())._repr_mimebundle_(**kwargs)
        try:
            picture = self.to_svg()
        except Exception:  # a fallback picture must never stop the widget being shown
            return bundle
        return {**bundle, **fallback_bundle(picture)}
