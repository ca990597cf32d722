"""Puzzle progress a teacher can collect: what one student did with each
puzzle, as a small JSON file, and a whole class's files read into one table.

Pure (no Jupyter): the puzzle widget keeps a :class:`Progress` and offers
:meth:`Progress.to_json` for download under :meth:`Progress.file_name`; the
teacher's guide reads a folder of such files with :func:`read_class`.

A file looks like this (one entry per puzzle the student tried)::

    {"format": "dominochess-puzzle-progress", "version": 1, "student": "Anna",
     "puzzles": [{"puzzle": "dc-01-king-bites", "tries": 2, "solved": true,
                  "hint": false, "solution": false}]}

``tries`` counts the judged tries (a wrong one, and the one that solved it):
a puzzle solved at the first try has 1. ``hint`` and ``solution`` say
whether the hint was asked, or the answer shown, before it was solved.
Once solved, a puzzle's entry no longer changes (a retry for fun does not
spoil it). A bad file raises :class:`ProgressError` naming the file; a
class table lists the files it could not read under the table instead of
stopping at the first.

>>> record = Progress("Anna").judged("dc-01-king-bites", "wrong")
>>> record.judged("dc-01-king-bites", "right").attempt("dc-01-king-bites").tries
2
"""

from __future__ import annotations

import html
import json
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from dominochess_widget.core.errors import ArgumentTypeError, DominoChessError, expect_text, shown
from dominochess_widget.core.messages import DEFAULT_LANGUAGE, translate
from dominochess_widget.core.numbers import whole_number

#: What the ``format`` field of every progress file says, and its version.
FORMAT, VERSION = "dominochess-puzzle-progress", 1
#: Bounds of a file: the most tries counted per puzzle, puzzles per file,
#: characters of a name or an id, and bytes of the whole file.
MOST_TRIES, MOST_PUZZLES, MOST_NAME, MOST_BYTES = 9999, 500, 80, 200_000
#: The fields of a file and of each of its puzzles, in the order written.
FILE_FIELDS = ("format", "version", "student", "puzzles")
PUZZLE_FIELDS = ("puzzle", "tries", "solved", "hint", "solution")
#: The verdicts (puzzles.Feedback.verdict) that count as a try.
COUNTED = ("wrong", "right")
#: What a puzzle's column is headed by: its id up to the second dash ("dc-01").
_SHORT = re.compile(r"^[^-]+-[^-]+")
#: What a name keeps in a file name (letters, digits, "_"; the rest becomes "-").
_NOT_NAME = re.compile(r"[\W_]+")


class ProgressError(DominoChessError):
    """A progress file (or folder) that cannot be read: names the file."""

    def __init__(self, key: str, /, *, file: str, **params: object) -> None:
        super().__init__(key, file=file, **params)


@dataclass(frozen=True)
class Attempt:
    """One student's record of one puzzle (see the module's docstring)."""

    puzzle: str
    tries: int = 0
    solved: bool = False
    hint: bool = False
    solution: bool = False

    def judged(self, verdict: str) -> Attempt:
        """After a try the gamebook judged ``verdict`` (only wrong and right count)."""
        if self.solved or verdict not in COUNTED:
            return self
        return replace(self, tries=min(self.tries + 1, MOST_TRIES), solved=verdict == "right")

    def marked(self, hint: bool = False, solution: bool = False) -> Attempt:
        """After the hint was asked or the answer shown (nothing once solved)."""
        if self.solved:
            return self
        return replace(self, hint=self.hint or hint, solution=self.solution or solution)

    def cell(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The attempt as a class table shows it: "✓ 2 +hint", "✗ 3"."""
        marks = [translate(key, language) for key, used in
                 (("progress.mark.hint", self.hint), ("progress.mark.solution", self.solution))
                 if used]
        return " ".join([f"{'✓' if self.solved else '✗'} {self.tries}", *marks])


@dataclass(frozen=True)
class Progress:
    """A student's name and an :class:`Attempt` per puzzle tried, in the
    order first tried. Every change returns a new record."""

    student: str = ""
    attempts: tuple[Attempt, ...] = ()

    def attempt(self, puzzle: str) -> Attempt:
        """The record of ``puzzle`` (a fresh one when never tried)."""
        return next((a for a in self.attempts if a.puzzle == puzzle), Attempt(puzzle))

    def judged(self, puzzle: str, verdict: str) -> Progress:
        """After a try at ``puzzle`` that the gamebook judged ``verdict``."""
        return self._with(self.attempt(puzzle).judged(verdict))

    def hinted(self, puzzle: str) -> Progress:
        """After the hint of ``puzzle`` was asked (before it is solved)."""
        return self._with(self.attempt(puzzle).marked(hint=True))

    def shown(self, puzzle: str) -> Progress:
        """After the answer to ``puzzle`` was shown (before it is solved)."""
        return self._with(self.attempt(puzzle).marked(solution=True))

    def named(self, student: str) -> Progress:
        """The same record under the name ``student`` (trimmed, at most
        :data:`MOST_NAME` characters)."""
        return replace(self, student=expect_text("student", student).strip()[:MOST_NAME])

    @property
    def solved(self) -> int:
        """How many puzzles are solved."""
        return sum(a.solved for a in self.attempts)

    def file_name(self) -> str:
        """The download's file name, with the student's name when there is one."""
        name = _NOT_NAME.sub("-", self.student).strip("-")
        return f"puzzle-progress-{name}.json" if name else "puzzle-progress.json"

    def to_json(self) -> str:
        """The file's text (see the module's docstring)."""
        return json.dumps(self.to_data(), ensure_ascii=False, indent=1)

    def to_data(self) -> dict[str, Any]:
        """The file's content as plain data (the widget's synced trait)."""
        return {"format": FORMAT, "version": VERSION, "student": self.student,
                "puzzles": [{name: getattr(a, name) for name in PUZZLE_FIELDS}
                            for a in self.attempts]}

    def _with(self, attempt: Attempt) -> Progress:
        kept = [attempt if a.puzzle == attempt.puzzle else a for a in self.attempts]
        if attempt.puzzle not in (a.puzzle for a in self.attempts):
            kept.append(attempt)
        return replace(self, attempts=tuple(kept))


# ---------------------------------------------------------------- reading one file
def read_progress(text: str, file: str) -> Progress:
    """The progress written in ``text`` (``file`` names it in errors):
    every field checked, or :class:`ProgressError`."""
    expect_text("text", text)
    if len(text) > MOST_BYTES:
        raise ProgressError("progress.too_big", file=file, size=len(text.encode()),
                            most=MOST_BYTES)
    data = _json(text, file)
    _Checker(file).whole(data)
    return Progress(data["student"].strip(), tuple(
        Attempt(**{name: entry[name] for name in PUZZLE_FIELDS}) for entry in data["puzzles"]))


def _json(text: str, file: str) -> Any:
    """``text`` read as JSON; its numbers through :func:`whole_number` (a
    fraction, a sign or a huge number reads as None, which the checks refuse)."""
    try:
        return json.loads(text, parse_int=whole_number, parse_float=_none,
                          parse_constant=_none)
    except json.JSONDecodeError as error:
        raise ProgressError("progress.not_json", file=file, line=error.lineno,
                            column=error.colno) from None
    except RecursionError:  # lists inside lists, thousands deep
        raise ProgressError("progress.not_progress", file=file) from None


def _none(_text: str) -> None:
    return None


class _Checker:
    """The checks of one file's data, each naming the file, where and the field."""

    def __init__(self, file: str) -> None:
        self.file = file

    def whole(self, data: Any) -> None:
        if not isinstance(data, dict) or set(data) != set(FILE_FIELDS):
            raise ProgressError("progress.not_progress", file=self.file)
        where = _Said("progress.where.file")
        if data["format"] != FORMAT or data["version"] != VERSION:
            raise self.bad(where, "format", _Said("progress.expected.format", version=VERSION),
                           data["format"])
        name = data["student"]
        if not isinstance(name, str) or len(name) > MOST_NAME:
            raise self.bad(where, "student", _Said("progress.expected.name", most=MOST_NAME),
                           name)
        puzzles = data["puzzles"]
        if not isinstance(puzzles, list) or len(puzzles) > MOST_PUZZLES:
            raise self.bad(where, "puzzles", _Said("progress.expected.list", most=MOST_PUZZLES),
                           puzzles)
        seen: set[str] = set()
        for number, entry in enumerate(puzzles, 1):
            self.entry(number, entry)
            if entry["puzzle"] in seen:
                raise ProgressError("progress.duplicate", file=self.file, puzzle=entry["puzzle"])
            seen.add(entry["puzzle"])

    def entry(self, number: int, entry: Any) -> None:
        where = _Said("progress.where.puzzle", number=number)
        if not isinstance(entry, dict) or set(entry) != set(PUZZLE_FIELDS):
            raise self.bad(where, "puzzle", _Said("progress.expected.puzzle"), entry)
        ident = entry["puzzle"]
        if not isinstance(ident, str) or not ident.strip() or len(ident) > MOST_NAME:
            raise self.bad(where, "puzzle", _Said("progress.expected.id"), ident)
        tries = entry["tries"]
        if type(tries) is not int or not 0 <= tries <= MOST_TRIES:
            raise self.bad(where, "tries", _Said("progress.expected.tries", most=MOST_TRIES),
                           tries)
        for flag in ("solved", "hint", "solution"):
            if type(entry[flag]) is not bool:
                raise self.bad(where, flag, _Said("progress.expected.true_false"), entry[flag])
        if entry["solved"] and tries == 0:
            raise self.bad(where, "tries", _Said("progress.expected.solved_tries"), tries)

    def bad(self, where: _Said, field: str, expected: _Said, value: object) -> ProgressError:
        return ProgressError("progress.bad_field", file=self.file, where=where, field=field,
                             expected=expected, value=shown(value))


@dataclass(frozen=True)
class _Said:
    """A part of an error message, said in the error's language."""

    key: str
    version: int = 0
    most: int = 0
    number: int = 0

    def message(self, language: str = DEFAULT_LANGUAGE) -> str:
        return translate(self.key, language, version=self.version, most=self.most,
                         number=self.number)


# ---------------------------------------------------------------- a class's files
@dataclass(frozen=True)
class ClassTable:
    """A folder of progress files as one table: a row per file (by file
    name), a column per puzzle anyone tried; the files that could not be
    read are listed under it (``problems``)."""

    folder: str
    rows: tuple[tuple[str, Progress], ...]
    problems: tuple[ProgressError, ...]
    language: str = DEFAULT_LANGUAGE

    @property
    def puzzles(self) -> list[str]:
        """The puzzles anyone tried, by id."""
        return sorted({a.puzzle for _file, record in self.rows for a in record.attempts})

    def cells(self) -> list[list[str]]:
        """The table as text cells, the header first."""
        t = self._t
        puzzles = self.puzzles
        shorts = [_short(p) for p in puzzles]
        if len(set(shorts)) < len(shorts):  # two ids alike up to the second dash
            shorts = puzzles
        rows = [[t("progress.table.student"), *shorts, t("progress.table.solved")]]
        for file, record in self.rows:
            name = record.student or t("progress.no_name", file=file)
            tried = {a.puzzle: a for a in record.attempts}
            marks = [tried[p].cell(self.language) if p in tried else "·" for p in puzzles]
            rows.append([name, *marks, str(record.solved)])
        return rows

    def text(self) -> str:
        """The table in plain text, aligned, with its legend and problems."""
        if not self.rows:
            return "\n".join([self._t("progress.table.nobody", file=self.folder),
                              *self._problems()])
        cells = self.cells()
        widths = [max(len(row[n]) for row in cells) for n in range(len(cells[0]))]
        lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
                 for row in cells]
        return "\n".join([*lines, self._t("progress.table.legend"), *self._problems()])

    def html(self) -> str:
        """The table in HTML (for a notebook), with its legend and problems."""
        problems = "".join(f"<li style='color:#B00020'>{html.escape(p)}</li>"
                           for p in self._problems())
        problems = f"<ul>{problems}</ul>" if problems else ""
        if not self.rows:
            nobody = html.escape(self._t("progress.table.nobody", file=self.folder))
            return f"<div class='dcp-progress'><p>{nobody}</p>{problems}</div>"
        head, *body = self.cells()
        header = "".join(f"<th>{html.escape(c)}</th>" for c in head)
        lines = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                        for row in body)
        legend = html.escape(self._t("progress.table.legend"))
        return (f"<div class='dcp-progress'><table><thead><tr>{header}</tr></thead>"
                f"<tbody>{lines}</tbody></table><p>{legend}</p>{problems}</div>")

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        return self.text()

    def _problems(self) -> list[str]:
        return [self._t("progress.table.problem", problem=p.message(self.language))
                for p in self.problems]

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self.language, **params)


def read_class(folder: str | os.PathLike[str], language: str = DEFAULT_LANGUAGE) -> ClassTable:
    """Every ``*.json`` progress file in ``folder``, by file name, as one
    :class:`ClassTable` in ``language``; a file that cannot be read is
    listed as a problem, not raised. A missing folder: :class:`ProgressError`."""
    if not isinstance(folder, str | os.PathLike):
        raise ArgumentTypeError("folder", folder, "text")
    path = Path(folder)
    if not path.is_dir():
        raise ProgressError("progress.no_folder", file=str(folder))
    rows: list[tuple[str, Progress]] = []
    problems: list[ProgressError] = []
    for file in sorted(path.glob("*.json"), key=lambda f: f.name):
        try:
            rows.append((file.name, read_progress_file(file)))
        except ProgressError as error:
            problems.append(error)
    return ClassTable(str(folder), tuple(rows), tuple(problems), language)


def read_progress_file(path: Path) -> Progress:
    """The progress in the file ``path`` (its name in errors): too big,
    unreadable or not UTF-8 text is a :class:`ProgressError` too."""
    try:
        size = path.stat().st_size
        if size > MOST_BYTES:
            raise ProgressError("progress.too_big", file=path.name, size=size, most=MOST_BYTES)
        text = path.read_bytes().decode("utf-8")
    except OSError as error:
        raise ProgressError("progress.unreadable", file=path.name, reason=error.strerror) from None
    except UnicodeDecodeError:
        raise ProgressError("progress.not_progress", file=path.name) from None
    return read_progress(text, path.name)


def _short(puzzle: str) -> str:
    found = _SHORT.match(puzzle)
    return found.group(0) if found else puzzle
