"""The bar under every board: **Share**, **Picture** and **Flip**.

*Share* shows the addresses that open what the widget shows in the Voilà
app (:mod:`dominochess_widget.widgets.app`): the one on this server (from
its root, :func:`~dominochess_widget.core.links.app_address`) and the one
on Binder (:func:`~dominochess_widget.core.links.binder_url`), each in a
read-only box a student can select and copy, with a link that opens it.
What the address carries is the widget's to say (a packed record, a
position text), and it never carries what a player may not see
(:func:`~dominochess_widget.core.links.public_record`); a game that cannot
be shared is told so in words. *Picture* offers the widget's own SVG
picture (:meth:`Pictured.to_svg`: only what the board shows) as a
download. *Flip* turns a two-seat board round.

The three are ordinary buttons, with a tooltip and a name a screen reader
reads, reached by Tab, in the widget's language. One class, reused by
every board widget.
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core.errors import DominoChessError
from dominochess_widget.core.links import app_address, app_path, binder_url
from dominochess_widget.core.messages import translate
from dominochess_widget.widgets.controls import text_area
from dominochess_widget.widgets.download import LINK_STYLE, DownloadLink
from dominochess_widget.widgets.feedback import error_text, guarded

#: The bar's buttons, in order (``share.button.<name>`` and its ``.tooltip``).
BUTTONS = ("share", "picture", "flip")
#: What the addresses' boxes look like: as wide as the widget, small text.
_BOX_STYLE = "width:36em;max-width:90vw;box-sizing:border-box;font-family:monospace;font-size:13px"


def page_path() -> str:
    """The path of the Voilà page this kernel runs for ("" outside Voilà):
    Voilà gives it in ``SCRIPT_NAME`` (voila/handler.py: ``request_info``)."""
    if not os.environ.get("SERVER_SOFTWARE", "").startswith("voila"):
        return ""
    return os.environ.get("SCRIPT_NAME", "")


def server_prefix() -> str:
    """The path the notebook server lives under: JupyterHub's (Binder's)
    ``JUPYTERHUB_SERVICE_PREFIX``, else the root."""
    return os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/")


class ShareBar(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """Share / Picture / Flip for one widget.

    ``query()`` says what the app's address asks for (a record or a
    position, raising a :class:`~dominochess_widget.core.errors.DominoChessError`
    when it cannot be shared); ``picture()`` is the widget's SVG and
    ``name()`` the picture file's name without extension; ``flip`` turns
    the board (None: no Flip button)."""

    def __init__(self, language: str, query: Callable[[], dict[str, str]],
                 picture: Callable[[], str], name: Callable[[], str],
                 flip: Callable[[], None] | None = None) -> None:
        self._language = language
        self._query, self._picture, self._name, self._flip = query, picture, name, flip
        actions = {"share": self.share, "picture": self.picture, "flip": self.flip}
        self._buttons = {name: self._button(name, actions[name]) for name in BUTTONS}
        self.show_flip(flip is not None)
        self._links = widgets.HTML(layout=text_area("auto", "visible"))
        self._links.add_class("dcs-links")
        self._download = DownloadLink("dcs-picture")
        super().__init__([widgets.HBox([*self._buttons.values(), self._download]),
                          self._links])
        self.add_class("dcs-bar")

    # ------------------------------------------------------------ queries
    @property
    def buttons(self) -> dict[str, Any]:
        return dict(self._buttons)

    @property
    def links(self) -> str:
        """The addresses' area as HTML ("" until Share is pressed)."""
        return str(self._links.value)

    @property
    def download(self) -> DownloadLink:
        """The picture's download link (empty until Picture is pressed)."""
        return self._download

    # ------------------------------------------------------------ actions
    def share(self) -> dict[str, str]:
        """Show (and return) the addresses that open the widget's game in
        the app: ``here`` on this server, ``binder`` on Binder. A game that
        cannot be shared is told in words under the buttons, and {} returned."""
        try:
            query = self._query()
        except DominoChessError as error:  # a refusal: said, nothing shown
            self._report(error)
            return {}
        found = {"here": app_address(query, page_path(), server_prefix()),
                 "binder": binder_url(app_path(query))}
        self._links.value = "".join(self._address_html(key, url) for key, url in found.items())
        return found

    def picture(self) -> None:
        """Offer the widget's picture as it is now, as an SVG download."""
        name = f"{self._name()}.svg"
        self._download.offer(name, self._picture(), "image/svg+xml",
                             self._t("share.picture_link", name=name))

    def flip(self) -> None:
        """Turn the board round (nothing when the board has no flip)."""
        if self._flip is not None and self._buttons["flip"].layout.display != "none":
            self._flip()
            self._download.clear()  # the picture offered showed the other side

    def show_flip(self, shown: bool) -> None:
        """Show the Flip button only where the board has two seats to turn between."""
        self._buttons["flip"].layout.display = None if shown and self._flip else "none"

    def forget(self) -> None:
        """The game changed: the addresses and picture shown are out of date."""
        self._links.value = ""
        self._download.clear()

    # ------------------------------------------------------------ parts
    def _button(self, name: str, action: Callable[[], object]) -> Any:
        button = widgets.Button(description=self._t(f"share.button.{name}"),
                                tooltip=self._t(f"share.button.{name}.tooltip"),
                                icon={"share": "link", "picture": "image",
                                      "flip": "retweet"}[name],
                                layout=widgets.Layout(width="auto"))
        button.add_class(f"dcs-{name}")

        def run(_: Any) -> None:
            action()

        button.on_click(guarded(run, self._report))
        return button

    def _address_html(self, key: str, url: str) -> str:
        """One address: its label, a read-only box holding it, and a link."""
        label = self._t(f"share.{key}")
        safe = html.escape(url, quote=True)
        return (f"<div class='dcs-{key}' style='margin:2px 0'>"
                f"<label style='display:block'>{html.escape(label)} "
                f"<a href='{safe}' target='_blank' rel='noopener' style='{LINK_STYLE}'>"
                f"{html.escape(self._t('share.open'))}</a>"
                f"<input type='text' readonly value='{safe}' style='{_BOX_STYLE}'"
                f" aria-label='{html.escape(label, quote=True)}'></label></div>")

    def _report(self, error: BaseException) -> None:
        """A refusal in its own words (anything else as the widgets say errors)."""
        said = (error.message(self._language) if isinstance(error, DominoChessError)
                else error_text(error, self._language))
        self._links.value = (f"<div role='alert' class='dcs-refused'>"
                             f"{html.escape(said)}</div>")

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)


__all__ = ["ShareBar", "page_path", "server_prefix"]
