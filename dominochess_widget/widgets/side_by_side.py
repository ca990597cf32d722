"""A board and the column beside it, on any page, and the page's text size.

The player, the game viewer and the dominoes table each show a board (or
a table) with a column beside it: the move list, the odds, what happened.
On a laptop (1366 px wide, JupyterLab's file browser open) that column
used to be squeezed over the board's own panel (issue 27, item 2);
:func:`beside` lets it go below the board instead when the row is too
narrow for both. Their page texts are 14 CSS px at least (ipywidgets' own
are 13 px) and grow with the window in Voilà (a projector: 1vw is 19 px at
1920; issue 27, item 8). One style for the three widgets
(:data:`SIDE_BY_SIDE_CSS`): a widget of the class :data:`PAGE_CLASS` takes
it by showing :func:`page_style`.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

#: The CSS class of a widget whose page texts :data:`SIDE_BY_SIDE_CSS` sizes.
PAGE_CLASS = "dcw-page"
#: The CSS class of a row made by :func:`beside`.
BESIDE_CLASS = "dcw-beside"
#: Texts of 14 CSS px at least, larger on a wide Voilà page; a row made by
#: :func:`beside` wraps (neither of its items shrinks); the drop-downs and
#: move lists (``select``) in the same size as the rest; lines of text as
#: tall as text (ipywidgets makes an HTML line as tall as a button: a
#: status of two lines was cut in its fixed height).
SIDE_BY_SIDE_CSS = f"""<style>
.{PAGE_CLASS} {{ --jp-widgets-font-size: 14px; --jp-widgets-inline-height: 30px;
  font-size: var(--jp-widgets-font-size); }}
body[data-voila] .{PAGE_CLASS} {{ --jp-widgets-font-size: clamp(14px, 1vw, 22px);
  --jp-widgets-inline-height: calc(2.1 * var(--jp-widgets-font-size)); }}
.{PAGE_CLASS} .{BESIDE_CLASS} {{ flex-wrap: wrap; column-gap: 12px; }}
.{PAGE_CLASS} .{BESIDE_CLASS} > * {{ flex: 0 0 auto; }}
.{PAGE_CLASS} select {{ font-size: var(--jp-widgets-font-size); }}
.{PAGE_CLASS} .widget-html-content {{ line-height: 1.35; }}
</style>"""


def beside(main: Any, side: Any) -> Any:
    """A row of ``main`` and the column ``side`` beside it, which wraps
    below ``main`` when the row is too narrow for both (styled by
    :data:`SIDE_BY_SIDE_CSS`): neither is squeezed."""
    row = widgets.HBox([main, side])
    row.add_class(BESIDE_CLASS)
    return row


def page_style(css: str = "") -> Any:
    """The hidden element holding :data:`SIDE_BY_SIDE_CSS` and ``css`` (a
    widget's own rules), to put among the children of a widget of the CSS
    class :data:`PAGE_CLASS`."""
    return widgets.HTML(SIDE_BY_SIDE_CSS + css, layout=widgets.Layout(display="none"))
