"""The study editor's controls and where they sit on the page.

:class:`StudyControls` makes the board (or a game's own table), the areas
that say where the cursor is and what went wrong (each of fixed height, so
the page never jumps), the click modes and colours, the move tree, the
comment box, the tags, the record and file controls, then lays them out.
It makes widgets only: what a click does is the editor's to wire
(:mod:`dominochess_widget.widgets.study`).

What an author uses at every move stays by the board (issue 28, the
teacher's review, item 1): under it the action row (typed action, tile,
choice buttons) and one row of click modes and colours; beside it a
narrow column of the move tree and the comment box, which shrinks to
:data:`SIDE_MIN` and then goes below the board, its two blocks side by
side there (a laptop's 1366 px page with the file browser open keeps a
size-360 board and the column in one row; a size-420 board has the tree
and the comment right under it). What is used once per game (tags, the
record, save, download, preview, share) comes after. A game's own panel
beside the board (domino chess's pool tracker) is a reader's aid, not an
author's: the editor leaves it out (item 4).

The move tree is one ``Select`` whose entries are indented by their depth
(a variation under the move it replaces): one widget however long the
record (a button per move would be hundreds of widget models, each edit
adding more), picked by mouse or by the arrow keys, read by a screen
reader as a list, the cursor's entry selected.

A game whose records say what chance drew (:class:`~dominochess_widget.
core.records.ChosenDraws`: domino chess's tiles) gets a "Tile drawn" list
beside the action box: always there (the page never jumps), open where a
tile may be chosen, else showing the tile drawn.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core.any_record import codec_of
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.records import ChosenDraws
from dominochess_widget.render.markup import plain_markdown, safe_markdown
from dominochess_widget.render.palette import DEFAULT_PALETTE
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.controls import text_area
from dominochess_widget.widgets.download import DownloadLink
from dominochess_widget.widgets.play_layout import LABEL
from dominochess_widget.widgets.plugins import widgets_of
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
#: The buttons that change the tree, and their words.
EDITS = {"delete": "studyeditor.button.delete", "promote": "studyeditor.button.promote",
         "undo": "studyeditor.button.undo"}
#: The buttons of the file row (the record saved or shown elsewhere), and their words.
FILES = {"save": "studyeditor.button.save", "download": "studyeditor.button.download",
         "preview": "studyeditor.button.preview"}
#: The tags the editor names in its own words (a player's tag is named by its seat).
NAMED_TAGS = {"Event": "studyeditor.tag.Event", "Site": "studyeditor.tag.Site",
              "Date": "studyeditor.tag.Date", "Round": "studyeditor.tag.Round",
              "Annotator": "studyeditor.tag.Annotator"}
#: How many entries the move tree shows at once.
TREE_ROWS = 10
#: The side column's blocks (the tree, the comment): each as narrow as
#: this (a size-360 board and its panel leave 270 px beside them on a
#: 1366 px JupyterLab page with the file browser open) and as wide as this.
SIDE_MIN, SIDE_MAX = "260px", "400px"
#: Fixed heights of the areas that change with each edit: the page never
#: jumps (one line of words under the board; a row for the action box and
#: the choice buttons, which join it when there are some).
STATUS_HEIGHT, MESSAGES_HEIGHT, ACTION_ROW_HEIGHT = "2.8em", "1.6em", "36px"
#: The record box's height in lines: its tags and the first moves.
RECORD_ROWS = 14
def _colour_swatches() -> str:
    """CSS underlining each colour's button in the colour the board draws
    its marks in (:attr:`~dominochess_widget.render.palette.Palette.annotation`)."""
    return "\n".join(
        f".dominochess-study .dst-colour .widget-toggle-button:nth-of-type({index}) "
        f"{{ border-bottom: 4px solid {DEFAULT_PALETTE.annotation_colour(letter)}; }}"
        for index, (_, letter) in enumerate(COLOURS, start=1))


#: The editor's own style, beside :data:`~.side_by_side.SIDE_BY_SIDE_CSS`:
#: buttons as wide as their words (Italian ones are longer), the toggles
#: narrow enough for the modes and colours to share a row under a size-360
#: board, each colour underlined in its colour; the side column and its
#: blocks grow and shrink between :data:`SIDE_MIN` and :data:`SIDE_MAX`
#: (then wrap) where the page's rows do not; the record box in a monospace
#: font; the comment as the viewer will show it, in lighter words than the
#: box above it.
STUDY_CSS = f"""<style>
.dominochess-study .widget-button:not(.dcw-square) {{ width: auto; min-width: 3em; }}
.dominochess-study .dst-record textarea {{ width: 100%; box-sizing: border-box;
  font-family: monospace; font-size: 14px; }}
.dominochess-study .dst-tree select {{ font-family: monospace; }}
.dominochess-study .widget-toggle-buttons .widget-toggle-button {{ width: auto;
  padding: 0 8px; }}
.dominochess-study .dcw-beside > .dst-side {{ flex: 1 1 {SIDE_MIN}; min-width: {SIDE_MIN}; }}
.dominochess-study .dst-side {{ flex-wrap: wrap; column-gap: 12px; align-content: flex-start; }}
.dominochess-study .dst-side > * {{ flex: 1 1 {SIDE_MIN}; min-width: {SIDE_MIN};
  max-width: {SIDE_MAX}; }}
.dominochess-study .dst-preview-comment {{ color: #555; border-left: 3px solid #ccc;
  padding-left: 6px; overflow-wrap: anywhere; }}
.dominochess-study .dst-colour {{ margin-left: 12px; }}
{_colour_swatches()}
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
        self.messages = widgets.HTML(layout=widgets.Layout(width="0", min_width="100%",
                                                           min_height=MESSAGES_HEIGHT))
        self.messages.add_class("dst-messages")
        self.choices = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.choices.add_class("dst-choices")
        self._choice_labels: tuple[tuple[str, str], ...] = ()
        self.entry = widgets.Text(description=t("studyeditor.entry"), continuous_update=False,
                                  style=LABEL, layout=widgets.Layout(width="280px"))
        self.entry.add_class("dst-entry")
        self.tile = widgets.Dropdown(options=[], description=t("studyeditor.tile"),
                                     tooltip=t("studyeditor.tile.tooltip"), style=LABEL,
                                     disabled=True, layout=widgets.Layout(width="190px"))
        self.tile.add_class("dst-tile")
        if not isinstance(codec_of(state), ChosenDraws):  # nothing drawn to choose
            self.tile.layout.display = "none"
        # No description beside the toggles (the row would not fit under a
        # size-360 board): each button's tooltip says it in full.
        self.mode = widgets.ToggleButtons(
            options=[(t(key), mode) for mode, key in MODES.items()],
            tooltips=[f"{t('studyeditor.mode')} {t(key)}" for key in MODES.values()],
            style={"button_width": "auto"})
        self.mode.add_class("dst-mode")
        self.colour = widgets.ToggleButtons(
            options=[(t(key), letter) for key, letter in COLOURS],
            tooltips=[f"{t('studyeditor.colour')}: {t(key)}" for key, _ in COLOURS],
            style={"button_width": "auto"})
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
        self.comment_preview = widgets.HTML(layout=widgets.Layout(width="auto"))
        self.comment_preview.add_class("dst-preview-comment")
        self.comment_preview.layout.display = "none"
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
        is, the board, what went wrong, the action row with the choices,
        the modes and colours) with the side column beside it (the tree and
        its buttons, the comment); the tags; the record and its file row
        with ``share`` (the Share bar); the preview's place."""
        t = self._t
        action_row = widgets.HBox([self.entry, self.tile, self.choices],
                                  layout=widgets.Layout(flex_flow="row wrap",
                                                        min_height=ACTION_ROW_HEIGHT))
        clicks = widgets.HBox([self.mode, self.colour], layout=widgets.Layout(flex_flow="row wrap"))
        board_column = widgets.VBox([self.status, self.board, self.messages, action_row, clicks])
        tree = widgets.VBox([
            widgets.HTML(f"<b>{html.escape(t('studyeditor.tree'))}</b>"), self.tree,
            widgets.HBox(list(self.navigation.values())),
            widgets.HBox(list(self.edits.values()), layout=widgets.Layout(flex_flow="row wrap"))])
        comment = widgets.VBox([self.comment_title, self.comment, self.comment_preview])
        side = widgets.HBox([tree, comment])
        side.add_class("dst-side")
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

    def show_comment(self, title: str, text: str) -> None:
        """The comment box's ``title`` and ``text``; under it, only when the
        text has markup (``**bold**``, ``*italic*``, a code span), the text
        as the viewer will show it (a plain comment would be there twice)."""
        self.comment_title.value = f"<b>{html.escape(title)}</b>"
        self.comment.value = text
        shown = plain_markdown(text) != text
        self.comment_preview.value = (
            f"<div>{html.escape(self._t('studyeditor.comment.shown'))}</div>"
            f"<div>{safe_markdown(text)}</div>" if shown else "")
        display = None if shown else "none"
        if self.comment_preview.layout.display != display:
            self.comment_preview.layout.display = display

    def show_tile(self, drawable: Sequence[str], drawn: str | None) -> None:
        """The "Tile drawn" list: the tiles ``drawable`` (open to a choice)
        or only ``drawn`` (closed), ``drawn`` selected; set only when changed."""
        options = tuple(drawable) or ((drawn,) if drawn else ())
        if options != self.tile.options:
            self.tile.options = options
        if self.tile.value != drawn:
            self.tile.value = drawn
        if self.tile.disabled != (not drawable):
            self.tile.disabled = not drawable

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
