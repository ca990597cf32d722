"""A small record reader of the example tests' own, independent of the
package's: tags, the game comment, numbered moves with their comments, and
the result, each game giving the pattern of its move and result tokens."""

from __future__ import annotations

import re
from dataclasses import dataclass

TAG = re.compile(r'^\[(\w+) "([^"]*)"\]$')
COMMANDS = re.compile(r"\[%\w+[^\]]*\]")

#: Words that are English and not Italian: none may be left in a translation.
_ENGLISH = (
    "the and is are was were be it its this that these those of to on at by for with from",
    "white black man men king kings move moves moved capture captures captured must can",
    "could would should wins win lesson game games takes take jump jumps jumped lands land",
    "square squares only behind because but not now then there here what which who why",
    "whole board piece pieces player one two three four five first last stuck legal offer",
)
ENGLISH_WORDS = frozenset(" ".join(_ENGLISH).split())


@dataclass(frozen=True)
class Ply:
    """One move of a record, with its comment (the raw text, commands included)."""

    index: int  # 1 for the first move: the step where the viewer shows it
    action: str
    comment: str | None


@dataclass(frozen=True)
class Read:
    tags: dict[str, str]
    comment: str | None  # the game comment
    plies: tuple[Ply, ...]
    numbers: tuple[tuple[int, str], ...]  # (moves before it, the number written)
    result: str | None  # the result written after the last move, if any


def read_record(text: str, tokens: re.Pattern[str], where: str) -> Read:
    """Read ``text`` with ``tokens`` (groups: comment, number, result, move,
    space, other); ``where`` names the record in failure messages."""
    lines = text.splitlines()
    tags: dict[str, str] = {}
    while lines and (found := TAG.match(lines[0])):
        tags[found[1]] = found[2]
        lines.pop(0)
    game_comment: str | None = None
    plies: list[list] = []
    numbers: list[tuple[int, str]] = []
    result = None
    for token in tokens.finditer("\n".join(lines)):
        kind = token.lastgroup
        assert kind != "other", f"{where}: unexpected {token[0]!r}"
        assert result is None or kind == "space", f"{where}: text after the result"
        if kind == "comment":
            body = token["comment"].strip()
            if plies:
                assert plies[-1][2] is None, f"{where}: two comments on one move"
                plies[-1][2] = body
            else:
                assert game_comment is None, f"{where}: two game comments"
                game_comment = body
        elif kind == "number":
            numbers.append((len(plies), token["number"]))
        elif kind == "move":
            plies.append([len(plies) + 1, token["move"], None])
        elif kind == "result":
            result = token["result"]
    return Read(tags, game_comment, tuple(Ply(*ply) for ply in plies), tuple(numbers), result)


def check_two_seat_numbers(read: Read, black_first: bool, where: str) -> None:
    """Move numbers of a two-seat game: "n." before White's move, "n..."
    before Black's (after a comment)."""
    for before, number in read.numbers:
        half = before + black_first
        expected = f"{half // 2 + 1}." + ("" if half % 2 == 0 else "..")
        assert number == expected, f"{where}: {number} before move {before + 1}"


def comment_text(raw: str | None) -> str:
    """A comment without its [%csl]/[%cal] commands."""
    return "" if raw is None else COMMANDS.sub("", raw).strip()
