"""GameDatabase: a collection of games (a PDN archive) listed, filtered, opened.

    GameDatabase("club.pdn")                 # a file, a PDN text, or a list of records
    GameDatabase(records, language="it")

A table of the games (number, players, event, date, result, moves: from
the header scan, no game replayed), a filter box (every word typed must be
found in the players, event, date or result, case-insensitive), pages of
:data:`PAGE` rows, and the chosen game in a :class:`GameViewer` under the
list. A game that cannot be read says why in words (its error, with its
line in the file), never a traceback. The games are read one at a time
(:mod:`dominochess_widget.core.collection`): a file is scanned once for the
table and read again up to the chosen game, never held whole.
"""

from __future__ import annotations

import html
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from itertools import islice
from typing import Any

import ipywidgets as widgets

from dominochess_widget import examples
from dominochess_widget.core import registry
from dominochess_widget.core.collection import Header, iter_records, scan_headers
from dominochess_widget.core.errors import (
    ArgumentTypeError,
    DominoChessError,
    FileAccessError,
    SettingError,
    check_language,
    expect_int,
    expect_text,
    shown,
)
from dominochess_widget.core.messages import DEFAULT_LANGUAGE, translate
from dominochess_widget.core.records import AnyRecord
from dominochess_widget.render.geometry import check_size
from dominochess_widget.widgets.feedback import error_text, guarded
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.side_by_side import PAGE_CLASS, page_style
from dominochess_widget.widgets.viewer import GameViewer

#: The file of the shipped collection (:meth:`GameDatabase.example`).
COLLECTION = "computer_club.pdn"
#: The most rows the table shows at once (the others: on the next pages).
PAGE = 200
#: The most rows the table is tall (more: it scrolls).
ROWS = 12
#: The width of each column of the table, in characters (a longer text is cut).
WIDTHS = {"number": 5, "players": 42, "event": 24, "date": 10, "result": 7, "moves": 5}
#: The catalogue key of each column's name.
HEADINGS = {"number": "database.number", "players": "database.players",
            "event": "database.event", "date": "database.date",
            "result": "database.result", "moves": "database.moves"}
_CSS = """<style>
.dcw-database .dcd-table select, .dcw-database .dcd-heading {
  font-family: var(--jp-code-font-family, monospace); }
.dcw-database .dcd-heading { padding: 0 5px; white-space: pre; font-weight: bold; }
.dcw-database .dcd-problem { color: #a1260d; }
.dcw-database .dcd-status { align-self: center; }
</style>"""
_SPACE = "\u00a0"  # a browser keeps it in a list's row, where it drops spaces


@dataclass(frozen=True)
class _Row:
    """One game of the table: its header, its row's text, what a filter searches."""

    header: Header
    label: str
    searched: str


class GameDatabase(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no stubs
    """The games of ``source`` — a PDN text, a file's path (``str`` or
    ``pathlib.Path``, as :func:`~dominochess_widget.core.collection.iter_records`
    tells them apart) or a list of records — in a table with a filter, the
    chosen one in a viewer of ``size`` pixels."""

    def __init__(self, source: Any, language: str = "en", size: int = 420) -> None:
        self._language = check_language(language)
        self._size = check_size(expect_int("size", size))
        self._records, self._source = _records_and_source(source)
        headers = (list(scan_headers(self._source)) if self._records is None
                   else [_header_of(index, record) for index, record in enumerate(self._records)])
        self._rows = [self._row(header) for header in headers]
        self._matches = list(range(len(self._rows)))
        self._page = 0
        self._syncing = False
        self._viewer: GameViewer | None = None
        self._notice = ""  # about the table: nothing matches, nothing here
        self._problem_text = ""  # about the chosen game: why it cannot be read
        t = self._text
        self._filter = widgets.Text(description=t("database.filter"),
                                    placeholder=t("database.filter_hint"),
                                    continuous_update=True,
                                    layout=widgets.Layout(width="360px"))
        self._filter.add_class("dcd-filter")
        self._filter.observe(self._safely(lambda change: self._refilter(change["new"])),
                             names="value")
        self._status = widgets.HTML()
        self._status.add_class("dcd-status")
        self._buttons = {name: widgets.Button(icon=icon, tooltip=t(key),
                                              layout=widgets.Layout(width="44px"))
                         for name, icon, key in (("previous", "chevron-left", "database.previous"),
                                                 ("next", "chevron-right", "database.next"))}
        self._buttons["previous"].on_click(self._safely(lambda _: self.turn_page(-1)))
        self._buttons["next"].on_click(self._safely(lambda _: self.turn_page(1)))
        columns = html.escape(_line(self._header_cells()))
        heading = widgets.HTML(f"<div class='dcd-heading'>{columns}</div>")
        self._table = widgets.Select(options=[], rows=ROWS, layout=widgets.Layout(width="100%"))
        self._table.add_class("dcd-table")
        self._table.observe(self._safely(self._on_pick), names="value")
        self._shown = widgets.VBox()
        self._notes = widgets.HTML()
        self._notes.add_class("dcd-problem")
        super().__init__([
            widgets.HBox([self._filter, *self._buttons.values(), self._status]),
            heading, self._table, self._notes, self._shown, page_style(_CSS)])
        self.add_class(PAGE_CLASS)
        self.add_class("dcw-database")
        self._fill()
        if self._rows:
            self.show(0)
        else:
            self._notice = self._text("database.empty")
            self._show_notes()

    @classmethod
    def example(cls, language: str = "en", **options: Any) -> GameDatabase:
        """The shipped collection: six Russian draughts games the project's
        computer played against itself (:func:`example_collection`), with
        their comments in ``language``."""
        return cls(example_collection(language), language=language, **options)

    # ------------------------------------------------------------ queries
    @property
    def count(self) -> int:
        """How many games the collection holds."""
        return len(self._rows)

    @property
    def headers(self) -> list[Header]:
        """Every game's header (tags, first line, moves), in order."""
        return [row.header for row in self._rows]

    @property
    def matches(self) -> list[int]:
        """The indexes of the games the filter lets through, in order."""
        return list(self._matches)

    @property
    def page(self) -> int:
        """The page of the table shown (0 is the first)."""
        return self._page

    @property
    def pages(self) -> int:
        return max(1, -(-len(self._matches) // PAGE))

    @property
    def rows(self) -> list[str]:
        """The rows of the table as shown (this page's)."""
        return [label.replace(_SPACE, " ") for label, _ in self._table.options]

    @property
    def viewer(self) -> GameViewer | None:
        """The viewer of the chosen game (None when it could not be read)."""
        return self._viewer

    @property
    def message(self) -> str:
        """What the widget says instead of a game (why a game cannot be
        read, that no game matches…), or ""."""
        return " ".join(text for text in (self._notice, self._problem_text) if text)

    @property
    def chosen(self) -> int | None:
        """The index of the game the table has chosen, or None."""
        return self._table.value  # type: ignore[no-any-return]

    def __repr__(self) -> str:
        return f"GameDatabase(games={self.count}, shown={len(self._matches)})"

    def to_svg(self) -> str:
        """The chosen game's board as its viewer shows it now (the picture
        a saved notebook shows); :class:`SettingError` when no game is open."""
        if self._viewer is None:
            raise SettingError("database.no_game")
        return self._viewer.to_svg()

    # ------------------------------------------------------------ actions
    def search(self, query: str) -> None:
        """Filter the table by ``query`` (as typed in the filter box)."""
        self._filter.value = expect_text("query", query)

    def turn_page(self, step: int) -> None:
        """Show the page ``step`` pages on (negative: back), within the pages."""
        self._page = max(0, min(self._page + expect_int("step", step), self.pages - 1))
        self._fill()

    def show(self, index: int) -> None:
        """Open game ``index`` (from 0, as :attr:`headers` counts) in the
        viewer, or say in words why it cannot be read."""
        index = expect_int("index", index)
        if not 0 <= index < len(self._rows):
            raise SettingError("database.bad_index", index=index, last=len(self._rows) - 1)
        self._viewer = None
        try:
            record, error = self._read(index)
            if error is None:
                self._viewer = GameViewer(record, size=self._size, language=self._language)
        except DominoChessError as problem:
            error = problem
        detail = error.message(self._language) if error is not None else ""
        self._problem_text = ("" if self._viewer is not None
                              else self._text("database.unreadable", error=detail))
        self._shown.children = () if self._viewer is None else (self._viewer,)
        self._show_notes()
        self._select(index)

    # ------------------------------------------------------------ reading
    def _read(self, index: int) -> tuple[Any, DominoChessError | None]:
        """Game ``index``'s record and None, or None and why it cannot be read."""
        if self._records is not None:
            return self._records[index], None
        entry = next(islice(iter_records(self._source), index, None), None)
        if entry is None:  # the file lost games since it was listed
            raise FileAccessError("database.changed", path=str(self._source), number=index + 1)
        return entry.record, entry.error

    # ------------------------------------------------------------ table
    def _row(self, header: Header) -> _Row:
        tags = header.tags
        cells = {"number": str(header.number), "players": _players(tags),
                 "event": tags.get("Event", ""), "date": tags.get("Date", ""),
                 "result": tags.get("Result") or header.result, "moves": str(header.moves)}
        searched = "\n".join(cells[name] for name in ("players", "event", "date", "result"))
        return _Row(header, _line(cells), searched.casefold())

    def _header_cells(self) -> dict[str, str]:
        """The table's column names."""
        return {name: self._text(key) for name, key in HEADINGS.items()}

    def _refilter(self, query: str) -> None:
        words = query.casefold().split()
        self._matches = [index for index, row in enumerate(self._rows)
                         if all(word in row.searched for word in words)]
        self._page = 0
        self._fill()
        self._notice = (self._text("database.none", query=query.strip())
                        if not self._matches and self._rows else "")
        self._show_notes()

    def _fill(self) -> None:
        """Put the page's rows in the table and say which games it shows."""
        first = self._page * PAGE
        shown_here = self._matches[first:first + PAGE]
        self._syncing = True
        try:
            self._table.options = [(self._rows[index].label, index) for index in shown_here]
            self._table.rows = max(2, min(ROWS, len(shown_here)))
            chosen = self._table.value
            self._table.value = None if chosen not in shown_here else chosen
        finally:
            self._syncing = False
        self._buttons["previous"].disabled = self._page == 0
        self._buttons["next"].disabled = self._page >= self.pages - 1
        key = ("database.shown" if len(self._matches) == len(self._rows)
               else "database.shown_filtered")
        self._status.value = html.escape(self._text(
            key, first=first + 1 if shown_here else 0, last=first + len(shown_here),
            count=len(self._matches), total=len(self._rows)))

    def _select(self, index: int) -> None:
        """Mark game ``index`` in the table when this page shows it."""
        self._syncing = True
        try:
            if any(value == index for _, value in self._table.options):
                self._table.value = index
        finally:
            self._syncing = False

    def _on_pick(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] is not None:
            self.show(change["new"])

    # ------------------------------------------------------------ words
    def _show_notes(self) -> None:
        """Say under the table what :attr:`message` holds."""
        self._notes.value = "".join(f"<p role='status'>{html.escape(text)}</p>"
                                    for text in (self._notice, self._problem_text) if text)

    def _report(self, error: BaseException) -> None:
        """Say what went wrong in a handler (a click, a key typed), in words."""
        self._problem_text = error_text(error, self._language)
        self._show_notes()

    def _safely(self, handler: Any) -> Any:
        return guarded(handler, self._report)

    def _text(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)


# ---------------------------------------------------------------- helpers
def example_collection(language: str = "en") -> Any:
    """The shipped collection's file (``examples/russian/collections/``,
    its comments in ``language``): a path, or its text where the package
    is not in folders (a zip)."""
    folder = resources.files(examples).joinpath("russian", "collections")
    if check_language(language) != DEFAULT_LANGUAGE:
        folder = folder.joinpath(language)
    file = folder.joinpath(COLLECTION)
    return file if isinstance(file, os.PathLike) else file.read_text(encoding="utf-8")


def _records_and_source(source: object) -> tuple[list[Any] | None, Any]:
    """The records of a list (and no text), or no records and the text or path."""
    if isinstance(source, (str, os.PathLike)):
        return None, source
    if not isinstance(source, Sequence):
        raise ArgumentTypeError("source", source, "database_source")
    records = list(source)
    for record in records:
        if not isinstance(record, AnyRecord):
            raise SettingError("database.bad_source", value=shown(record))
    return records, None


def _header_of(index: int, record: Any) -> Header:
    """The header of a record given as an object: its tags, its moves and
    result as the scan of its text finds them."""
    scanned = next(scan_headers(record.to_text()), None)
    if scanned is None:
        return Header(index, 1, dict(record.tags), 0)
    return replace(scanned, index=index, line=1, tags=dict(record.tags))


@cache
def _seat_tags() -> tuple[str, ...]:
    """The tags that name a player: every game's seats, title-cased."""
    found: dict[str, None] = {}
    for name in registry.names():
        found.update((seat.title(), None) for seat in registry.info(name).seats)
    return tuple(found)


def _players(tags: Mapping[str, str]) -> str:
    return " – ".join(tags[name] for name in _seat_tags() if tags.get(name))


def _line(cells: dict[str, str]) -> str:
    """One row of the table: each cell cut or padded to its column's width."""
    parts = []
    for name, width in WIDTHS.items():
        text = " ".join(cells[name].split())
        if len(text) > width:
            text = text[: width - 1] + "…"
        parts.append(text.ljust(width))
    return " ".join(parts).rstrip().replace(" ", _SPACE)
