"""A slow, simple reference move generator for Lasca: the independent test oracle.

This module is the oracle for the engine's Lasca perft (tests/support/perft/lasca.perft).
It was written only from the rules in /work/shared/rules/lasca.md (decisions
L1-L4) and shares no code with the package ``dominochess_widget``: it must
never import it. It aims at being obviously correct, not fast: a position is
a side to move and a plain dict square -> column, copied at every step.

Rules in short (see the rules file for the full text):

* 7x7 board, files a-g, ranks 1-7, the 25 squares with (file + rank) even
  (a1 = (0, 0)). A column is a string of pieces, top (commander) first:
  ``w``/``b`` soldier, ``W``/``B`` officer. The commander owns the column.
* A soldier steps one square diagonally forward and captures forward only.
  An officer (L1) flies (``officer="flying"``, the default) or steps one
  square (``officer="lasker"``), in all four diagonal directions.
* A capture takes only the commander of the jumped column; it goes to the
  bottom of the capturing column, the rest of the jumped column stays.
* L2a: capture is compulsory and a capture goes on while it can (free
  choice, no majority rule). L2: no column is jumped twice in one move; a
  jumped square blocks until the move ends (even once emptied); the mover's
  starting square is empty during the move; a flying officer must land
  where it can go on, if it can from some landing square of that jump.
* A soldier commanding the moving column that reaches the far rank becomes
  an officer and the move ends there, even in the middle of a capture.
* L3: one action per distinct sequence of landing squares. Perft ignores
  the draw rule (L4); a side without actions has no children.
"""

from __future__ import annotations

from dataclasses import dataclass

FILES = "abcdefg"
SIZE = 7
OFFICER_SETTINGS = ("flying", "lasker")
START = (
    "W a1=w c1=w e1=w g1=w b2=w d2=w f2=w a3=w c3=w e3=w g3=w"
    " a5=b c5=b e5=b g5=b b6=b d6=b f6=b a7=b c7=b e7=b g7=b"
)
DIAGONALS = ((1, 1), (-1, 1), (1, -1), (-1, -1))


@dataclass(frozen=True)
class Position:
    """The side to move (``"W"`` or ``"B"``) and the columns, top piece first."""

    side: str
    board: dict[str, str]


def square(file: int, rank: int) -> str | None:
    """The name of the playable square at (file, rank), 0-based; None off the board."""
    if 0 <= file < SIZE and 0 <= rank < SIZE and (file + rank) % 2 == 0:
        return FILES[file] + str(rank + 1)
    return None


def coords(name: str) -> tuple[int, int]:
    return FILES.index(name[0]), int(name[1:]) - 1


#: The 25 playable squares, rank by rank: a1 c1 e1 g1 b2 d2 f2 a3 ...
SQUARES = [name for rank in range(SIZE) for file in range(SIZE) if (name := square(file, rank))]


def parse(text: str) -> Position:
    tokens = text.split()
    if not tokens or tokens[0] not in ("W", "B"):
        raise ValueError(f"side to move must be W or B: {text!r}")
    board: dict[str, str] = {}
    for token in tokens[1:]:
        name, _, column = token.partition("=")
        if name not in SQUARES or name in board:
            raise ValueError(f"bad or repeated square: {token!r}")
        if not column or set(column) - set("wbWB"):
            raise ValueError(f"bad column: {token!r}")
        board[name] = column
    return Position(tokens[0], board)


def format(position: Position) -> str:
    cells = [f"{name}={position.board[name]}" for name in SQUARES if name in position.board]
    return " ".join([position.side, *cells])


def owner(column: str) -> str:
    return "W" if column[0] in "wW" else "B"


def other(side: str) -> str:
    return "B" if side == "W" else "W"


def is_officer(column: str) -> bool:
    return column[0].isupper()


def directions(column: str) -> tuple[tuple[int, int], ...]:
    """The directions the commander moves and captures in: a soldier only forward."""
    if is_officer(column):
        return DIAGONALS
    forward = 1 if owner(column) == "W" else -1
    return ((1, forward), (-1, forward))


def crown(column: str, to: str) -> tuple[str, bool]:
    """The column after its commander arrives on ``to``, and whether it was promoted."""
    far_rank = SIZE - 1 if owner(column) == "W" else 0
    if not is_officer(column) and coords(to)[1] == far_rank:
        return column[0].upper() + column[1:], True
    return column, False


def flies(column: str, officer: str) -> bool:
    return is_officer(column) and officer == "flying"


def plain_moves(position: Position, officer: str) -> list[tuple[str, Position]]:
    result = []
    for start, column in position.board.items():
        if owner(column) != position.side:
            continue
        file, rank = coords(start)
        reach = SIZE if flies(column, officer) else 1
        for df, dr in directions(column):
            for k in range(1, reach + 1):
                to = square(file + k * df, rank + k * dr)
                if to is None or to in position.board:
                    break
                board = dict(position.board)
                del board[start]
                board[to] = crown(column, to)[0]
                result.append((f"{start}-{to}", Position(other(position.side), board)))
    return result


def jumps(
    board: dict[str, str], jumped: frozenset[str], at: str, column: str, officer: str
) -> list[tuple[str, list[str]]]:
    """The single captures of ``column`` standing on ``at``: (jumped square, landing squares).

    ``board`` does not hold the moving column; squares in ``jumped`` block
    (they can be neither passed, jumped again nor landed on), even if empty.
    """

    def free(name: str | None) -> bool:
        return name is not None and name not in board and name not in jumped

    result = []
    file, rank = coords(at)
    fly = flies(column, officer)
    for df, dr in directions(column):
        k = 1
        while fly and free(square(file + k * df, rank + k * dr)):
            k += 1
        over = square(file + k * df, rank + k * dr)
        if over is None or over in jumped or over not in board:
            continue
        if owner(board[over]) == owner(column):
            continue
        landings = []
        k += 1
        while free(landing := square(file + k * df, rank + k * dr)):
            assert landing is not None
            landings.append(landing)
            if not fly:
                break
            k += 1
        if landings:
            result.append((over, landings))
    return result


def capture_routes(
    board: dict[str, str], jumped: frozenset[str], at: str, column: str, officer: str
) -> list[tuple[list[str], dict[str, str]]]:
    """Every complete capture route of ``column`` from ``at``: (landing squares, final board).

    Empty when the column cannot capture from ``at``.
    """
    routes: list[tuple[list[str], dict[str, str]]] = []
    for over, landings in jumps(board, jumped, at, column, officer):
        after = dict(board)
        taken, rest = after[over][0], after[over][1:]
        if rest:
            after[over] = rest  # the new commander may be of either side
        else:
            del after[over]
        options = []
        for landing in landings:
            moved, promoted = crown(column + taken, landing)  # prisoner to the bottom
            more = (
                [] if promoted else capture_routes(after, jumped | {over}, landing, moved, officer)
            )
            options.append((landing, moved, more))
        if any(more for _, _, more in options):  # L2: land where the capture goes on
            for landing, _, more in options:
                routes.extend(([landing, *route], final) for route, final in more)
        else:
            for landing, moved, _ in options:
                routes.append(([landing], {**after, landing: moved}))
    return routes


def actions(position: Position, officer: str = "flying") -> list[tuple[str, Position]]:
    """The legal actions, sorted by their text, each with the position it leads to."""
    if officer not in OFFICER_SETTINGS:
        raise ValueError(f"officer must be one of {OFFICER_SETTINGS}: {officer!r}")
    found: dict[str, Position] = {}
    for start, column in position.board.items():
        if owner(column) != position.side:
            continue
        board = dict(position.board)
        del board[start]  # the starting square is empty during the move (L2)
        for route, final in capture_routes(board, frozenset(), start, column, officer):
            child = Position(other(position.side), final)
            # L3: one action per landing sequence (which fixes the result).
            text = "x".join([start, *route])
            if found.setdefault(text, child) != child:
                raise AssertionError(f"two results for {text}")
    if not found:  # capture is compulsory (L2a)
        found = dict(plain_moves(position, officer))
    return sorted(found.items())


def perft(position: Position, depth: int, officer: str = "flying") -> int:
    if depth == 0:
        return 1
    children = actions(position, officer)
    if depth == 1:
        return len(children)
    return sum(perft(child, depth - 1, officer) for _, child in children)
