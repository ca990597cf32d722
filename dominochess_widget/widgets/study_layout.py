"""The study editor's controls and where they sit on the page.

:class:`StudyControls` makes the board (or a game's own table), the areas
that say where the cursor is and what went wrong (each of fixed height, so
the page never jumps), the click modes and colours, the move tree, the
comment box, the tags, the record and file controls, then lays them out.
It makes widgets only: what a click does is the editor's to wire
(:mod:`dominochess_widget.widgets.study`).

The move tree is one ``Select`` whose entries are indented by their depth
(a variation under the move it replaces): one widget however long the
record (a button per move would be hundreds of widget models, each edit
adding more), picked by mouse or by the arrow keys, read by a screen
reader as a list, the cursor's entry selected.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.controls import text_area
from dominochess_widget.widgets.download import DownloadLink
from dominochess_widget.widgets.play_layout import LABEL
from dominochess_widget.widgets.plugins import AsideSlot, widgets_of
from dominochess_widget.widgets.side_by_side import beside, page_style

#: The click modes and their words: play, colour a cell, draw an arrow.
MODES = {"move": "studyeditor.mode.move", "mark": "studyeditor.mode.mark",
         "arrow": "studyeditor.mode.arrow"}
#: The four colours of marks and arrows: their words, and their letters in a
#: record's ``[%csl …]``.
COLOURS = (("studyeditor.colour.green", "G"), ("studyeditor.colour.red", "R"),
           ("studyeditor.colour.yellow", "Y"), ("studyeditor.colour.blue", "B"))
#: The navigation buttons: name → (ipywidgets' Font Awesome icon, tooltip).
#: The ⏮/⏭ glyphs are missing from some browsers' fonts.
NAVIGATION = {"start": ("fast-backward", "studyeditor.go.start"),
              "back": ("step-backward", "studyeditor.go.back"),
              "forward": ("step-forward", "studyeditor.go.forward"),
              "end": ("fast-forward", "studyeditor.go.end")}
#: The buttons that change the tree or show it elsewhere, and their words.
EDITS = {"delete": "studyeditor.button.delete", "promote": "studyeditor.button.promote",
         "undo": "studyeditor.button.undo", "preview": "studyeditor.button.preview"}
#: The buttons of the file row, and their words.
FILES = {"save": "studyeditor.button.save", "download": "studyeditor.button.download"}
#: The tags the editor names in its own words (a player's tag is named by its seat).
NAMED_TAGS = {"Event": "studyeditor.tag.Event", "Site": "studyeditor.tag.Site",
              "Date": "studyeditor.tag.Date", "Round": "studyeditor.tag.Round",
              "Annotator": "studyeditor.tag.Annotator"}
#: How many entries the move tree shows at once.
TREE_ROWS = 14
#: The width of the column beside the board (it wraps below on a narrow page).
SIDE_WIDTH = "25em"
#: Fixed heights of the areas that change with each edit: the page never jumps.
STATUS_HEIGHT, MESSAGES_HEIGHT, CHOICES_HEIGHT = "2.8em", "3.2em", "36px"
#: The editor's own style, beside :data:`~.side_by_side.SIDE_BY_SIDE_CSS`:
#: buttons as wide as their words (Italian ones are longer), the record box
#: in a monospace font, the move tree's entries in the page's size.
STUDY_CSS = """<style>
.dominochess-study .widget-button:not(.dcw-square) { width: auto; min-width: 3em; }
.dominochess-study .dst-record textarea { width: 100%; box-sizing: border-box;
  font-family: monospace; font-size: 14px; }
.dominochess-study .dst-tree select { font-family: monospace; }
.dominochess-study .dst-preview-comment { min-height: 1.4em; overflow-wrap: anywhere; }
.dominochess-study .widget-toggle-buttons .widget-toggle-button { width: auto; }
</style>"""


def tree_option(label: str, depth: int) -> str:
    """A move tree entry: ``label`` indented by ``depth`` (no-break spaces,
    which a list entry keeps)."""
    return "\u00a0\u00a0\u00a0" * depth + label


def tag_label(name: str, language: str) -> str:
    """What the tag ``name`` is called beside its box: a seat's name for a
    player's tag ("White"), else its :data:`NAMED_TAGS` words."""
    if name in NAMED_TAGS:
        return translate(NAMED_TAGS[name], language)
    return translate(seat_name(name.lower()).message_key, language)


class StudyControls:
    """The study editor's controls, made once for its first ``state`` (of
    the game ``name``); ``tag_fields`` are the tags it offers."""

    def __init__(self, state: Any, name: str, tag_fields: Sequence[str], size: int,
                 language: str) -> None:
        self._language = language
        t = self._t
        display = widgets_of(name).display
        #: A board, or what a game without one is shown on (dominoes' table).
        self.board = (BoardWidget(state, size=size, language=language)
                      if display is None else display(language=language))
        self.has_cells = display is None
        self.title = widgets.HTML()
        self.title.add_class("dst-title")
        self.status = self._text_box(STATUS_HEIGHT, "dst-status")
        self.messages = self._text_box(MESSAGES_HEIGHT, "dst-messages")
        self.choices = widgets.HBox(layout=widgets.Layout(min_height=CHOICES_HEIGHT,
                                                          flex_flow="row wrap"))
        self.choices.add_class("dst-choices")
        self._choice_labels: tuple[tuple[str, str], ...] = ()
        self.entry = widgets.Text(description=t("studyeditor.entry"), continuous_update=False,
                                  style=LABEL, layout=widgets.Layout(width="280px"))
        self.entry.add_class("dst-entry")
        self.mode = widgets.ToggleButtons(
            options=[(t(key), mode) for mode, key in MODES.items()],
            description=t("studyeditor.mode"), style={**LABEL, "button_width": "auto"})
        self.mode.add_class("dst-mode")
        self.colour = widgets.ToggleButtons(
            options=[(t(key), letter) for key, letter in COLOURS],
            description=t("studyeditor.colour"), style={**LABEL, "button_width": "auto"})
        self.colour.add_class("dst-colour")
        if not self.has_cells:  # no cell to mark: the modes would only confuse
            self.mode.layout.display = self.colour.layout.display = "none"
        # "auto": as wide as the column, less the widget's margins ("100%" overflowed).
        self.tree = widgets.Select(options=[], rows=TREE_ROWS,
                                   layout=widgets.Layout(width="auto"))
        self.tree.add_class("dst-tree")
        self.navigation = {name: self._button(name, key, icon=icon)
                           for name, (icon, key) in NAVIGATION.items()}
        self.edits = {name: self._button(name, key) for name, key in EDITS.items()}
        self.comment_title = widgets.HTML()
        self.comment = widgets.Textarea(continuous_update=False, rows=4,
                                        placeholder=t("studyeditor.comment.placeholder"),
                                        layout=widgets.Layout(width="auto"))
        self.comment.add_class("dst-comment")
        self.comment_preview = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.comment_preview.add_class("dst-preview-comment")
        self.aside = AsideSlot(language)
        self.tags = {name: self._tag_box(name) for name in tag_fields}
        self.settings = widgets.HTML()
        self.settings.add_class("dst-settings")
        self.record = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.record.add_class("dst-record")
        self.file = widgets.Text(description=t("studyeditor.file"), style=LABEL,
                                 layout=widgets.Layout(width="280px"))
        self.file.add_class("dst-file")
        self.files = {name: self._button(name, key) for name, key in FILES.items()}
        self.download = DownloadLink("dst-download")
        self.slot = widgets.VBox()
        self.slot.add_class("dst-slot")

    def arranged(self, share: Any) -> list[Any]:
        """The editor's rows: the title; the board's column (where the cursor
        is, the board, what went wrong, the choices, the action box) with the
        editing column beside it (modes, colours, the tree and its buttons,
        the comment); the tags; the record and its file row with ``share``
        (the Share bar); the preview's place."""
        t = self._t
        board_column = widgets.VBox([self.status, self.board, self.messages, self.choices,
                                     self.entry])
        side = widgets.VBox([
            self.mode, self.colour,
            widgets.HTML(f"<b>{html.escape(t('studyeditor.tree'))}</b>"), self.tree,
            widgets.HBox(list(self.navigation.values())),
            widgets.HBox(list(self.edits.values()), layout=widgets.Layout(flex_flow="row wrap")),
            self.comment_title, self.comment, self.comment_preview, self.aside,
        ], layout=widgets.Layout(width=SIDE_WIDTH))
        tags = widgets.VBox([
            widgets.HTML(f"<b>{html.escape(t('studyeditor.tags'))}</b>"),
            widgets.HBox(list(self.tags.values()), layout=widgets.Layout(flex_flow="row wrap")),
            self.settings])
        saving = widgets.VBox([
            widgets.HTML(f"<b>{html.escape(t('studyeditor.record'))}</b>"), self.record,
            widgets.HBox([self.file, *self.files.values()],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self.download, share])
        return [self.title, beside(board_column, side), tags, saving, self.slot,
                page_style(STUDY_CSS)]

    def show_tree(self, options: list[tuple[str, int]], current: int) -> None:
        """List the tree's entries (only if they changed) and select ``current``."""
        if tuple(options) != self.tree.options:
            self.tree.options = options
        self.tree.value = current

    def show_choices(self, labelled: Sequence[tuple[str, str]],
                     press: Callable[[int], Callable[[Any], None]]) -> None:
        """A button per (label, tooltip) of ``labelled``, the i-th calling
        ``press(i)``; made again only when the labels changed."""
        if tuple(labelled) == self._choice_labels:
            return
        self._choice_labels = tuple(labelled)
        made = []
        for index, (label, tooltip) in enumerate(labelled):
            button = widgets.Button(description=label, tooltip=tooltip,
                                    layout=widgets.Layout(width="auto"))
            button.add_class("dst-choice")
            button.on_click(press(index))
            made.append(button)
        self.choices.children = tuple(made)

    # ------------------------------------------------------------ parts
    def _text_box(self, height: str, css: str) -> Any:
        box = widgets.HTML(layout=text_area(height, "auto"))
        box.add_class(css)
        return box

    def _button(self, name: str, key: str, icon: str = "") -> Any:
        """A button (CSS class ``dst-<name>``): with an icon, its words are
        the tooltip; else they are its text."""
        said = self._t(key)
        button = (widgets.Button(icon=icon, tooltip=said, layout=widgets.Layout(width="44px"))
                  if icon else widgets.Button(description=said, tooltip=said))
        button.add_class(f"dst-{name}")
        return button

    def _tag_box(self, name: str) -> Any:
        box = widgets.Text(description=tag_label(name, self._language), continuous_update=False,
                           style=LABEL, layout=widgets.Layout(width="300px"))
        box.add_class(f"dst-tag-{name.lower()}")
        return box

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)


__all__ = ["COLOURS", "MODES", "StudyControls", "tag_label", "tree_option"]
