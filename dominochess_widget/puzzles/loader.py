"""Puzzles from TOML files: read, checked field by field, or refused whole.

A file holds ``[[puzzle]]`` tables (see ``data/``). Every field is checked
before anything is returned: the game, the goal, every text in every
language, the position (the engine reads it) and each solution move (the
engine plays it). A file that is not TOML names its line and column; a bad
puzzle raises :class:`~dominochess_widget.core.errors.PuzzleError` naming the
file, the puzzle's id and the field. Nothing loads by halves.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from importlib import resources
from typing import Any

from dominochess_widget.core.errors import DominoChessError, PuzzleError
from dominochess_widget.games.dominochess.puzzle_turns import TURN_GOALS
from dominochess_widget.games.dominochess.tiles import Tile, make_tile
from dominochess_widget.puzzles.lines import LINE_GOALS
from dominochess_widget.puzzles.model import LANGUAGES, LEVELS, Puzzle, Text

#: The games that have puzzles, and the goals each may set.
GOALS: dict[str, tuple[str, ...]] = {
    "dominochess": TURN_GOALS,
    "russian": tuple(g for g in LINE_GOALS if g != "ratto"),
    "lasca": tuple(g for g in LINE_GOALS if g != "ratto"),
    "damhex": LINE_GOALS,
}
TEXTS = ("title", "goal_text", "hint", "right", "wrong")
REQUIRED = ("id", "game", "level", "goal", "position", "solution", "only_good", *TEXTS)
TURN_FIELDS = ("to_move", "tile", "pool")
FIELDS = (*REQUIRED, *TURN_FIELDS)

#: Makes the error of one puzzle: (catalogue key, field, parameters) → error.
Refuse = Callable[..., PuzzleError]

_WHERE = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$")


def load_puzzles(game: str | None = None) -> list[Puzzle]:
    """Every shipped puzzle (of ``game`` only, when given), easy first."""
    chosen = [p for p in _shipped() if game is None or p.game == game]
    return sorted(chosen, key=lambda p: (p.game, p.level, p.id))


@cache
def _shipped() -> tuple[Puzzle, ...]:
    folder = resources.files("dominochess_widget.puzzles") / "data"
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for item in sorted(folder.iterdir(), key=lambda item: item.name):
        if item.name.endswith(".toml"):
            puzzles.extend(read_puzzles(item.read_text(encoding="utf-8"), item.name, seen))
    return tuple(puzzles)


def read_puzzles(text: str, file: str, seen: set[str] | None = None) -> list[Puzzle]:
    """The puzzles of one file's ``text`` (``file`` names it in errors);
    ``seen``: ids already taken (updated only when the whole file loads)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        reason = str(error)
        match = _WHERE.search(reason)
        line, column = (int(match[1]), int(match[2])) if match else (0, 0)
        raise PuzzleError("puzzle.file_syntax", file=file, line=line, column=column,
                          reason=_WHERE.sub("", reason)) from None
    tables = data.get("puzzle")
    if (not isinstance(tables, list) or not tables or set(data) != {"puzzle"}
            or not all(isinstance(table, dict) for table in tables)):
        raise PuzzleError("puzzle.no_puzzles", file=file)
    taken = set() if seen is None else set(seen)
    puzzles = []
    for table in tables:
        puzzle = _puzzle(table, file)
        if puzzle.id in taken:
            raise PuzzleError("puzzle.duplicate_id", file=file, puzzle=puzzle.id, field="id")
        taken.add(puzzle.id)
        puzzles.append(puzzle)
    if seen is not None:
        seen.update(taken)
    return puzzles


def _puzzle(table: dict[str, Any], file: str) -> Puzzle:
    ident = table.get("id")
    name = ident if isinstance(ident, str) and ident.strip() else "-"

    def refuse(key: str, field: str, **params: object) -> PuzzleError:
        return PuzzleError(key, file=file, puzzle=name, field=field, **params)

    for field in REQUIRED:
        if field not in table:
            raise refuse("puzzle.missing_field", field)
    for field in table:
        if field not in FIELDS:
            raise refuse("puzzle.unknown_field", field, choices=", ".join(FIELDS))

    def text(field: str) -> str:
        value = table[field]
        if not isinstance(value, str) or not value.strip():
            raise _bad(refuse, field, "puzzle.expected.text", value)
        return value

    def texts(field: str) -> Text:
        value = table[field]
        if not isinstance(value, dict):
            raise _bad(refuse, field, "puzzle.expected.texts", value)
        for language in LANGUAGES:
            said = value.get(language)
            if not isinstance(said, str) or not said.strip():
                raise refuse("puzzle.missing_language", field, language=language,
                             choices=", ".join(LANGUAGES))
        return Text(value["en"], value["it"])

    text("id")
    game = text("game")
    if game not in GOALS:
        raise refuse("puzzle.unknown_game", "game", value=game, choices=", ".join(GOALS))
    goal = text("goal")
    if goal not in GOALS[game]:
        raise refuse("puzzle.unknown_goal", "goal", value=goal, choices=", ".join(GOALS[game]))
    level = table["level"]
    if type(level) is not int or level not in LEVELS:
        raise _bad(refuse, "level", "puzzle.expected.level", level)
    if type(table["only_good"]) is not bool:
        raise _bad(refuse, "only_good", "puzzle.expected.true_false", table["only_good"])
    moves = table["solution"]
    if (not isinstance(moves, list) or not moves
            or not all(isinstance(m, str) for m in moves)):
        raise _bad(refuse, "solution", "puzzle.expected.moves", moves)
    turn: dict[str, Any] = {}
    if game == "dominochess":
        for field in ("to_move", "tile"):
            if field not in table:
                raise refuse("puzzle.missing_field", field)
        tile = _tiles([table["tile"]], "tile", refuse)
        turn = {"to_move": text("to_move"), "tile": tile[0] if tile else None,
                "pool": _tiles(table.get("pool"), "pool", refuse)}
    else:
        for field in TURN_FIELDS:
            if field in table:
                raise refuse("puzzle.unknown_field", field, choices=", ".join(REQUIRED))
    puzzle = Puzzle(
        id=name, game=game, level=level, position=text("position"), goal=goal,
        title=texts("title"), goal_text=texts("goal_text"), hint=texts("hint"),
        right=texts("right"), wrong=texts("wrong"), solution=tuple(moves),
        only_good=table["only_good"], source=file, **turn)
    try:
        state = puzzle.start()
    except DominoChessError as error:
        raise refuse("puzzle.bad_position", "position", reason=error) from None
    played = _play(state, puzzle, refuse)
    return replace(puzzle, solution=played)


def _tiles(value: object, field: str, refuse: Refuse) -> tuple[Tile, ...] | None:
    """The face-down tiles of a domino chess puzzle, or None (all the others)."""
    if value is None:
        return None
    if not isinstance(value, list):
        raise _bad(refuse, field, "puzzle.expected.tiles", value)
    try:
        return tuple(make_tile(tile) for tile in value)
    except (DominoChessError, TypeError):
        raise _bad(refuse, field, "puzzle.expected.tiles", value) from None


def _play(state: Any, puzzle: Puzzle, refuse: Refuse) -> tuple[str, ...]:
    """The solution played from the start, each move in the game's own
    spelling; a domino chess solution must be exactly one whole turn."""
    played = []
    side = state.to_move
    for number, move in enumerate(puzzle.solution, 1):
        if puzzle.is_turn and (state.is_over or state.to_move != side):
            raise refuse("puzzle.turn_too_long", "solution", number=number)
        try:
            played.append(str(state.play(move)))
        except DominoChessError as error:
            raise refuse("puzzle.bad_move", "solution", number=number, value=move,
                         reason=error) from None
    if puzzle.is_turn and not state.is_over and state.to_move == side:
        raise refuse("puzzle.turn_unfinished", "solution", half=state.halves_left[0])
    return tuple(played)


def _bad(refuse: Refuse, field: str, expected: str, value: object) -> PuzzleError:
    """The error for a field of the wrong kind: ``expected`` names what it must hold."""
    return refuse("puzzle.bad_field", field, expected=_Expected(expected), value=repr(value))


class _Expected:
    """What a field must hold, as a catalogue word (a ``puzzle.expected.*`` key)."""

    def __init__(self, key: str) -> None:
        self.message_key = key
