"""DamHex³ positions as one line of text.

::

    move=black; last=white; robbed=-; quiet=0; out=-; white=46,47,K12; black=1,6; red=5,10

``move`` is the player to move and ``last`` who moved last (the ratto
depends on it, H10); ``robbed`` names the player a thief robbed while the
thief is to move (``-`` otherwise); ``quiet`` counts the moves with nothing
changed (H13); ``out`` lists the players out, in order (``black+red`` for two
out at once). Each colour lists its cells by number (H2), a king with ``K``.
"""

from __future__ import annotations

from dataclasses import dataclass

from dominochess_widget.core.errors import PositionError
from dominochess_widget.core.numbers import whole_number
from dominochess_widget.games.damhex.board import COLOURS, number, parse_cell

FIELDS = ("move", "last", "robbed", "quiet", "out", *COLOURS)
#: The most digits of the quiet-move count (H13 ends the game at 120).
QUIET_DIGITS = 6


@dataclass
class Parsed:
    board: list[int]
    to_move: int
    last: int | None
    robbed: int | None
    quiet: int
    out: list[tuple[int, ...]]


def format_position(board: list[int], to_move: int, last: int | None, robbed: int | None,
                    quiet: int, out: list[tuple[int, ...]]) -> str:
    def seat(value: int | None) -> str:
        return "-" if value is None else COLOURS[value]

    groups = ",".join("+".join(COLOURS[s] for s in group) for group in out) or "-"
    fields = [f"move={COLOURS[to_move]}", f"last={seat(last)}", f"robbed={seat(robbed)}",
              f"quiet={quiet}", f"out={groups}"]
    for colour in range(3):
        cells = [("K" if piece >= 4 else "") + number(cell)
                 for cell, piece in enumerate(board) if piece and (piece - 1) % 3 == colour]
        fields.append(f"{COLOURS[colour]}={','.join(cells) or '-'}")
    return "; ".join(fields)


def parse_position(text: str) -> Parsed:
    """Read a position; a :class:`PositionError` says what is wrong."""
    values: dict[str, str] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        name, equals, value = part.partition("=")
        name = name.strip().lower()
        if not equals or name not in FIELDS:
            raise PositionError("damhex.position.bad_field", value=part.strip()[:40],
                                known=", ".join(FIELDS))
        if name in values:
            raise PositionError("damhex.position.field_twice", name=name)
        values[name] = value.strip()
    missing = [name for name in ("move", *COLOURS) if name not in values]
    if missing:
        raise PositionError("damhex.position.missing", names=", ".join(missing))
    board = [0] * 61
    for colour, name in enumerate(COLOURS):
        text_cells = values[name]
        for item in ([] if text_cells == "-" else text_cells.split(",")):
            item = item.strip()
            king = item[:1].upper() == "K"
            cell = parse_cell(item[1:] if king else item)
            if cell is None:
                raise PositionError("damhex.position.bad_cell", side=name, value=item[:10])
            if board[cell]:
                raise PositionError("damhex.position.cell_twice", cell=number(cell))
            board[cell] = colour + (4 if king else 1)
    to_move = _seat(values["move"], "move", allow_none=False)
    assert to_move is not None
    quiet_text = values.get("quiet", "0")
    quiet = whole_number(quiet_text, most_digits=QUIET_DIGITS)
    if quiet is None:
        raise PositionError("damhex.position.bad_number", name="quiet", value=quiet_text[:10])
    out: list[tuple[int, ...]] = []
    out_text = values.get("out", "-")
    if out_text != "-":
        for group in out_text.split(","):
            seats = tuple(_seat(s, "out", allow_none=False) or 0 for s in group.split("+"))
            out.append(seats)
    gone = [s for group in out for s in group]
    if len(set(gone)) != len(gone) or len(gone) > 2:
        raise PositionError("damhex.position.bad_out", value=out_text[:40])
    for seat in gone:
        if any(piece and (piece - 1) % 3 == seat for piece in board):
            raise PositionError("damhex.position.out_with_pieces", side=COLOURS[seat])
    return Parsed(board, to_move, _seat(values.get("last", "-"), "last"),
                  _seat(values.get("robbed", "-"), "robbed"), quiet, out)


def _seat(text: str, field: str, allow_none: bool = True) -> int | None:
    text = text.strip().lower()
    if text == "-" and allow_none:
        return None
    if text not in COLOURS:
        raise PositionError("damhex.position.bad_seat", name=field, value=text[:20],
                            seats=", ".join(COLOURS))
    return COLOURS.index(text)
