"""A download link in a widget: what a student takes home from a notebook or
the Voilà app (a record, a picture, puzzle progress) without a file on the
shared server.

The link holds its data in a ``data:`` address, so it works in JupyterLab,
in Voilà and on Binder alike, and it is an ordinary ``<a>`` that the
keyboard reaches and a screen reader names.
"""

from __future__ import annotations

import base64
import html

import ipywidgets as widgets

#: How a download link looks beside the buttons (blue, underlined, bold).
LINK_STYLE = "color:#0B61A4;text-decoration:underline;font-weight:bold"


def file_name(path: str, fallback: str) -> str:
    """The last part of ``path`` (either slash), or ``fallback`` when empty."""
    return path.replace("\\", "/").rsplit("/", 1)[-1] or fallback


class DownloadLink(widgets.HTML):  # type: ignore[misc]  # ipywidgets has no type stubs
    """An HTML widget that shows one download link at a time (or nothing)."""

    def __init__(self, css_class: str = "dcp-download") -> None:
        super().__init__()
        self.add_class(css_class)

    def offer(self, name: str, data: str | bytes, mime: str, label: str) -> None:
        """Show a link that downloads ``data`` (text is written as UTF-8) as
        the file ``name``, under the words ``label``."""
        raw = data.encode("utf-8") if isinstance(data, str) else data
        encoded = base64.b64encode(raw).decode("ascii")
        charset = ";charset=utf-8" if isinstance(data, str) else ""
        self.value = (
            f"<a class='dcp-download-link' download='{html.escape(name, quote=True)}' "
            f"target='_blank' style='{LINK_STYLE}' "
            f"href='data:{mime}{charset};base64,{encoded}'>{html.escape(label)}</a>")

    def clear(self) -> None:
        """Take the link away (what it offered is out of date)."""
        self.value = ""
