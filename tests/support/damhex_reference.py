"""A slow, simple reference move generator for DamHex³: the independent test oracle.

Written only from the rules page /work/shared/rules/damhex.md (decisions
H1-H14) and its Italian source; it shares no code with the package
``dominochess_widget`` and must never import it. It aims at being obviously
correct, not fast: a position is an immutable :class:`Position` holding a
plain dict ``cell number -> piece``, copied at every step.

Rules in short (see the rules page for the full text):

* H1/H2: 61 cells, axial (q, r) with max(|q|, |r|, |q + r|) <= 4, numbered
  1-61 row by row from the top row (r = +4) to the bottom (r = -4), left to
  right (increasing q) in each row.
* H5: each colour steps forward in two directions; a king also steps
  backward (the two opposite directions), never sideways. A man captures
  forward only, a king forward and backward; a man never takes a king.
* H7/H7a: a chain goes on while it can; jumped pieces stay on the board
  until the end (so they block), none is jumped twice; the start is empty;
  a man's chain ends on its front.
* H8/H8a: only the captures of the best priority: most pieces, then made
  by a king, then most kings, then kings met first (the sequence
  king/man of the pieces taken, compared in order).
* H9/H9a: a man on its front waits (no move) and is crowned when its
  owner's turn starts, a ratto included.
* H10-H11a: after X moves, Y (next) and Z (after Y): Z steals the turn if
  its best capture taking at least one piece of X beats Y's best capture
  (both computed with their waiting men crowned); then Y moves and play
  goes on from Y. No ratto with two players.
* H12/H13a: no piece, or no move at one's turn start: out. Quiet moves
  (a king's plain move) count; a capture, a man's move, a crowning or an
  elimination resets the count; 40 per player left: a draw.

Pieces: ``w``/``b``/``r`` men, ``W``/``B``/``R`` kings.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

COLOURS = ("white", "black", "red")
LETTER = {"white": "w", "black": "b", "red": "r"}
QUIET_LIMIT = 40

# ------------------------------------------------------------------ board
#: Row by row from the top (r = 4) down, left to right: number -> (q, r).
COORD: dict[int, tuple[int, int]] = {}
for _r in range(4, -5, -1):
    for _q in range(-4, 5):
        if abs(_q + _r) <= 4:
            COORD[len(COORD) + 1] = (_q, _r)
NUMBER = {qr: n for n, qr in COORD.items()}

#: H5, as written on the rules page.
FORWARD = {
    "white": ((0, 1), (-1, 1)),
    "black": ((1, 0), (1, -1)),
    "red": ((-1, 0), (0, -1)),
}
SIDEWAYS = {
    "white": ((1, 0), (-1, 0)),
    "black": ((0, 1), (0, -1)),
    "red": ((1, -1), (-1, 1)),
}


def backward(colour: str) -> tuple[tuple[int, int], ...]:
    return tuple((-dq, -dr) for dq, dr in FORWARD[colour])


def base(colour: str) -> set[int]:
    """H3: White r = -4, Black q = -4, Red q + r = +4."""
    test = {"white": lambda q, r: r == -4, "black": lambda q, r: q == -4,
            "red": lambda q, r: q + r == 4}[colour]
    return {n for n, (q, r) in COORD.items() if test(q, r)}


def front(colour: str) -> set[int]:
    """H3: the side opposite the base."""
    test = {"white": lambda q, r: r == 4, "black": lambda q, r: q == 4,
            "red": lambda q, r: q + r == -4}[colour]
    return {n for n, (q, r) in COORD.items() if test(q, r)}


FRONT = {c: frozenset(front(c)) for c in COLOURS}


def shift(cell: int, d: tuple[int, int], times: int = 1) -> int | None:
    q, r = COORD[cell]
    return NUMBER.get((q + d[0] * times, r + d[1] * times))


def colour_of(piece: str) -> str:
    return {"w": "white", "b": "black", "r": "red"}[piece.lower()]


def is_king(piece: str) -> bool:
    return piece.isupper()


def directions(colour: str, king: bool) -> tuple[tuple[int, int], ...]:
    return FORWARD[colour] + (backward(colour) if king else ())


# --------------------------------------------------------------- position
@dataclass(frozen=True)
class Position:
    board: tuple[tuple[int, str], ...]  # sorted (cell, piece) pairs
    to_move: str
    last: str | None
    robbed: str | None
    quiet: int
    out: tuple[tuple[str, ...], ...]
    over: bool = False

    def cells(self) -> dict[int, str]:
        return dict(self.board)

    @property
    def alive(self) -> list[str]:
        gone = {c for group in self.out for c in group}
        return [c for c in COLOURS if c not in gone]


def _freeze(board: dict[int, str]) -> tuple[tuple[int, str], ...]:
    return tuple(sorted(board.items()))


def parse(text: str) -> Position:
    """Read the project's position text (see the engine's notation docstring);
    the turn start is applied (crowning, no-move elimination)."""
    fields = {}
    for part in text.split(";"):
        if part.strip():
            name, _, value = part.partition("=")
            fields[name.strip()] = value.strip()
    board: dict[int, str] = {}
    for colour in COLOURS:
        value = fields[colour]
        for item in [] if value == "-" else value.split(","):
            item = item.strip()
            king = item.startswith("K")
            cell = int(item[1:] if king else item)
            assert 1 <= cell <= 61 and cell not in board, text
            board[cell] = LETTER[colour].upper() if king else LETTER[colour]

    def seat(name: str) -> str | None:
        value = fields.get(name, "-")
        return None if value == "-" else value

    out_text = fields.get("out", "-")
    out = () if out_text == "-" else tuple(tuple(g.split("+")) for g in out_text.split(","))
    position = Position(_freeze(board), fields["move"], seat("last"), seat("robbed"),
                        int(fields.get("quiet", "0")), out)
    return start_turn(position)


def format(position: Position) -> str:
    """The project's position text (same field order)."""
    board = position.cells()
    out = ",".join("+".join(group) for group in position.out) or "-"
    parts = [f"move={position.to_move}", f"last={position.last or '-'}",
             f"robbed={position.robbed or '-'}", f"quiet={position.quiet}", f"out={out}"]
    for colour in COLOURS:
        cells = [("K" if is_king(p) else "") + str(n) for n, p in sorted(board.items())
                 if colour_of(p) == colour]
        parts.append(f"{colour}={','.join(cells) or '-'}")
    return "; ".join(parts)


# ------------------------------------------------------------------ moves
@dataclass(frozen=True)
class Capture:
    path: tuple[int, ...]
    taken: tuple[int, ...]
    key: tuple  # (pieces, by a king, kings taken, king/man sequence)

    @property
    def text(self) -> str:
        return "x".join(map(str, self.path))


def crowned(board: dict[int, str], colour: str) -> dict[int, str]:
    """``board`` with ``colour``'s men on its front made kings (H9a)."""
    out = dict(board)
    for cell in FRONT[colour]:
        if out.get(cell) == LETTER[colour]:
            out[cell] = LETTER[colour].upper()
    return out


def all_captures(board: dict[int, str], colour: str) -> list[Capture]:
    """Every complete capture chain of ``colour`` (waiting men do not move)."""
    found: list[Capture] = []
    for start, piece in board.items():
        if colour_of(piece) != colour:
            continue
        if not is_king(piece) and start in FRONT[colour]:
            continue  # waiting to be crowned (H9)
        _walk(board, colour, is_king(piece), start, [start], [], found)
    return found


def _walk(board: dict[int, str], colour: str, king: bool, at: int, path: list[int],
          taken: list[int], found: list[Capture]) -> None:
    """Extend the chain ``path`` (pieces ``taken``) from ``at``."""
    start = path[0]
    more = False
    for d in directions(colour, king):
        over, land = shift(at, d), shift(at, d, 2)
        if over is None or land is None or over not in board or over in taken:
            continue
        victim = board[over]
        if colour_of(victim) == colour or (not king and is_king(victim)):
            continue
        if land in board and land != start:
            continue  # occupied (jumped pieces stay until the end; the start is empty)
        more = True
        if not king and land in FRONT[colour]:
            found.append(_capture(board, king, [*path, land], [*taken, over]))
        else:
            _walk(board, colour, king, land, [*path, land], [*taken, over], found)
    if not more and taken:
        found.append(_capture(board, king, path, taken))


def _capture(board: dict[int, str], king: bool, path: list[int], taken: list[int]) -> Capture:
    kinds = tuple(is_king(board[c]) for c in taken)
    return Capture(tuple(path), tuple(taken), (len(taken), king, sum(kinds), kinds))


def best_key(captures: list[Capture]) -> tuple | None:
    return max((c.key for c in captures), default=None)


def plain_moves(board: dict[int, str], colour: str) -> list[tuple[int, int]]:
    out = []
    for start, piece in board.items():
        if colour_of(piece) != colour:
            continue
        king = is_king(piece)
        if not king and start in FRONT[colour]:
            continue
        for d in directions(colour, king):
            to = shift(start, d)
            if to is not None and to not in board:
                out.append((start, to))
    return out


def legal(position: Position) -> list[tuple[str, Capture | tuple[int, int]]]:
    """The legal moves (text, move) of the player to move."""
    if position.over:
        return []
    board = position.cells()
    colour = position.to_move
    caps = all_captures(board, colour)
    if position.robbed is not None:  # a ratto: it must take a piece of the last mover
        caps = [c for c in caps if any(colour_of(board[t]) == position.last for t in c.taken)]
    if caps:
        top = best_key(caps)
        return sorted((c.text, c) for c in caps if c.key == top)
    return sorted((f"{a}-{b}", (a, b)) for a, b in plain_moves(board, colour))


def next_alive(position: Position, colour: str) -> str:
    alive = position.alive
    i = COLOURS.index(colour)
    for step in (1, 2, 3):
        candidate = COLOURS[(i + step) % 3]
        if candidate in alive:
            return candidate
    return colour


def start_turn(position: Position) -> Position:
    """The turn of ``to_move`` starts: crown its waiting men; no move: out
    (and the next one's turn starts); then the draw count."""
    while True:
        if len(position.alive) <= 1:
            return replace(position, over=True)
        colour = position.to_move
        board = position.cells()
        after = crowned(board, colour)
        if after != board:
            position = replace(position, board=_freeze(after), quiet=0)
        if all_captures(after, colour) or plain_moves(after, colour):
            break
        position = eliminate(position, (colour,))
        position = replace(position, robbed=None, to_move=next_alive(position, colour))
    if position.quiet >= QUIET_LIMIT * len(position.alive):
        return replace(position, over=True)
    return position


def eliminate(position: Position, colours: tuple[str, ...]) -> Position:
    board = {n: p for n, p in position.cells().items() if colour_of(p) not in colours}
    return replace(position, board=_freeze(board), out=(*position.out, colours), quiet=0)


def play(position: Position, move: Capture | tuple[int, int]) -> Position:
    board = position.cells()
    mover = position.to_move
    if isinstance(move, Capture):
        start, end, taken = move.path[0], move.path[-1], move.taken
    else:
        (start, end), taken = move, ()
    piece = board.pop(start)
    for cell in taken:
        del board[cell]
    board[end] = piece
    quiet = 0 if taken or not is_king(piece) else position.quiet + 1
    was_ratto, robbed = position.robbed is not None, position.robbed
    after = replace(position, board=_freeze(board), last=mover, robbed=None, quiet=quiet)
    gone = tuple(c for c in after.alive
                 if c != mover and not any(colour_of(p) == c for p in board.values()))
    if gone:
        after = eliminate(after, gone)
    if len(after.alive) <= 1:
        return replace(after, to_move=mover, over=True)
    if was_ratto:
        assert robbed is not None
        nxt = robbed if robbed in after.alive else next_alive(after, robbed)
        return start_turn(replace(after, to_move=nxt))
    y = next_alive(after, mover)
    if len(after.alive) == 3:
        z = next_alive(after, y)
        z_board = crowned(board, z)
        steal = best_key([c for c in all_captures(z_board, z)
                          if any(colour_of(z_board[t]) == mover for t in c.taken)])
        defend = best_key(all_captures(crowned(board, y), y))
        if steal is not None and (defend is None or steal > defend):
            return start_turn(replace(after, to_move=z, robbed=y))
    return start_turn(replace(after, to_move=y))


def children(position: Position) -> list[tuple[str, Position]]:
    return [(text, play(position, move)) for text, move in legal(position)]


def perft(position: Position, depth: int) -> int:
    if depth == 0:
        return 1
    moves = legal(position)
    if depth == 1:
        return len(moves)
    return sum(perft(play(position, move), depth - 1) for _, move in moves)


START = parse(
    "move=white; last=-; robbed=-; quiet=0; out=-; "
    "white=46,47,48,52,53,54,55,57,58,59,60,61; "
    "black=1,6,7,12,13,14,19,20,21,27,28,29; "
    "red=5,10,11,16,17,18,24,25,26,33,34,35"
)
