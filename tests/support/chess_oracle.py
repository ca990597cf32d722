"""A reference domino chess built on python-chess, used only by tests and benchmarks.

python-chess is GPL: this module lives under ``tests/`` and must never be
imported by the package ``dominochess_widget``. It is written from the
rules page (``A turn``, D2–D5), not from the engine, so that the two can
check each other. The only thing taken from the engine is the seeded tile
order (:func:`dominochess_widget.games.dominochess.tiles.seeded_cycle`), so that
both draw the same tiles after the pool runs out.

Board conventions: a position is a FEN piece-placement field (upper case
Red = python-chess ``WHITE``, lower case Blue = ``BLACK``); there are no
pawns, no castling rights and no en passant, so python-chess's pseudo-legal
move generator produces exactly the orthodox piece moves without check.

A turn (rules page, D3): for every unused half of the drawn tile, its
legal moves, or, when it has none, its forfeit ``n:-``. A half ``n`` in 1–5
moves a piece of kind ``mapping[n]``, a 6 any piece, a 0 nothing; the piece
that moved with the other half may not move again; a double's number is
listed once. Capturing the last enemy king wins at once, even mid-turn.
D4: drawn after ``draw_rule`` consecutive completed turns without capture.
When the pool is used up, all 28 tiles are reshuffled: cycle ``k >= 1`` is
``seeded_cycle(seed, k)``, cycle 0 is the given one (like the engine's
``Game._cycle_tiles``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

import chess

from dominochess_widget.games.dominochess.tiles import seeded_cycle

if TYPE_CHECKING:
    from dominochess_widget import Game

Tile = tuple[int, int]

#: D2 default: 1 = King, 2 = Queen, 3 = Rook, 4 = Bishop, 5 = Knight.
DEFAULT_MAPPING = "KQRBN"
JOLLY = 6
_LETTER_TYPE = {
    "K": chess.KING,
    "Q": chess.QUEEN,
    "R": chess.ROOK,
    "B": chess.BISHOP,
    "N": chess.KNIGHT,
}
_TYPE_LETTER = {piece_type: letter for letter, piece_type in _LETTER_TYPE.items()}


def _tile(value: object) -> Tile:
    """``(a, b)``, ``[a, b]`` or ``"a|b"`` as a (low, high) pair."""
    if isinstance(value, str):
        a, b = (int(x) for x in value.strip("[] ").split("|"))
    else:
        a, b = value  # type: ignore[misc]
    return (a, b) if a <= b else (b, a)


def _side(value: object) -> chess.Color:
    if isinstance(value, bool):
        return value
    text = str(value).lower()
    if text == "red":
        return chess.WHITE
    if text == "blue":
        return chess.BLACK
    raise ValueError(f"side must be red or blue, not {value!r}")


@dataclass(frozen=True)
class RefAction:
    """One half used: a python-chess move, or None for the half's forfeit."""

    half: int
    move: chess.Move | None
    letter: str = ""
    capture: bool = False

    def __str__(self) -> str:
        """D5 notation: ``3:Ra1-a4``, ``5:Nb2xc4``, ``0:-``."""
        if self.move is None:
            return f"{self.half}:-"
        sep = "x" if self.capture else "-"
        origin = chess.square_name(self.move.from_square)
        target = chess.square_name(self.move.to_square)
        return f"{self.half}:{self.letter}{origin}{sep}{target}"


# Everything but the board, saved before each action so pop can restore it.
_State = tuple[
    chess.Color,  # side to move
    tuple[int, ...],  # unused halves
    int | None,  # square of the piece moved this turn
    bool,  # a capture this turn
    int,  # turns without capture (D4)
    Tile,  # the current tile
    tuple[Tile, ...],  # the current pool cycle
    int,  # the current tile's index in it
    int,  # the cycle's index
    str | None,  # the result
]


class ReferenceGame:
    """Domino chess on a python-chess board: the oracle for the engine."""

    def __init__(
        self,
        placement: str,
        to_move: object,
        tile: object,
        pool: Sequence[object] | None = None,
        seed: int = 0,
        mapping: str = DEFAULT_MAPPING,
        draw_rule: int | None = 50,
        turns_without_capture: int = 0,
        *,
        cycle: int = 0,
        halves_left: Sequence[int] | None = None,
        moved_square: int | None = None,
        captured_in_turn: bool = False,
        result: str | None = None,
    ) -> None:
        """``pool`` is the rest of the current pool cycle, top first; None
        (only for cycle 0) means the other 27 tiles in the seed's cycle-0
        order. ``mapping`` names the kinds of 1–5, e.g. ``"KQRBN"`` (D2).
        ``halves_left``/``moved_square``/``captured_in_turn`` describe a turn
        already under way (default: nothing used yet)."""
        self.board = chess.Board(f"{placement} w - - 0 1")
        if self.board.pawns or self.board.promoted:
            raise ValueError("domino chess has no pawns")
        self.side = _side(to_move)
        self.board.turn = self.side
        self.tile = _tile(tile)
        if pool is None:
            if cycle != 0:
                raise ValueError("pool=None means the seed's order of cycle 0")
            rest = tuple(t for t in seeded_cycle(seed, 0) if t != self.tile)
        else:
            rest = tuple(_tile(t) for t in pool)
        self.tiles: tuple[Tile, ...] = (self.tile, *rest)
        self.pos = 0
        self.cycle = cycle
        self.seed = seed
        letters = mapping.upper().replace(" ", "")
        if sorted(letters) != sorted(_LETTER_TYPE):
            raise ValueError(f"mapping must be a permutation of KQRBN, not {mapping!r}")
        self.mapping = letters
        self.draw_rule = draw_rule
        self.clock = turns_without_capture
        self.halves: tuple[int, ...] = (
            tuple(self.tile) if halves_left is None else tuple(halves_left)
        )
        self.moved = moved_square
        self.captured_in_turn = captured_in_turn
        self.result = result
        self._stack: list[_State] = []

    # ----------------------------------------------------------------- build
    @classmethod
    def from_game(cls, game: Game) -> ReferenceGame:
        """The same position, tile, pool order, turn state and settings as ``game``.

        Uses only the game's public API. Later cycles are taken as seeded,
        which holds for games made by ``Game.new`` and ``Game.from_position``.
        """
        captured = any(a.captured is not None for a in game.turn_actions())
        return cls(
            game.placement(),
            game.to_move.value,
            game.tile,
            pool=game.pool,
            seed=game.seed,
            mapping="".join(kind.letter for kind in game.mapping.order),
            draw_rule=game.draw_rule,
            turns_without_capture=game.turns_without_capture,
            cycle=game.shuffles,
            halves_left=game.halves_left,
            moved_square=game.moved_square,
            captured_in_turn=captured,
            result=None if game.result is None else str(game.result.value),
        )

    # ----------------------------------------------------------------- rules
    def _mask(self, half: int) -> int:
        """The squares of the pieces that half ``half`` may move now."""
        if half == 0:
            return 0
        if half == JOLLY:
            mask = self.board.occupied_co[self.side]
        else:
            piece_type = _LETTER_TYPE[self.mapping[half - 1]]
            mask = self.board.pieces_mask(piece_type, self.side)
        if self.moved is not None:
            mask &= ~chess.BB_SQUARES[self.moved]
        return mask

    def _unused(self) -> list[int]:
        """The unused half numbers, a double's number once."""
        out: list[int] = []
        for half in self.halves:
            if half not in out:
                out.append(half)
        return out

    def actions(self) -> Iterator[RefAction]:
        """The legal actions (D3); none once the game is over."""
        board = self.board
        for half, move in self._moves():
            if move is None:
                yield RefAction(half, None)
                continue
            piece_type = board.piece_type_at(move.from_square)
            assert piece_type is not None
            capture = board.piece_at(move.to_square) is not None
            yield RefAction(half, move, _TYPE_LETTER[piece_type], capture)

    def action_strings(self) -> list[str]:
        """The legal actions in D5 notation."""
        return [str(a) for a in self.actions()]

    def count_actions(self) -> int:
        """How many legal actions there are, counted on python-chess's generator."""
        if self.result is not None:
            return 0
        total = 0
        generate = self.board.generate_pseudo_legal_moves
        for half in self._unused():
            n = sum(1 for _ in generate(from_mask=self._mask(half)))
            total += n if n else 1
        return total

    def push(self, action: RefAction) -> None:
        """Play a legal action."""
        self._push(action.half, action.move)

    def _moves(self) -> Iterator[tuple[int, chess.Move | None]]:
        """The legal actions as (half, move or None): the lean form perft uses."""
        if self.result is not None:
            return
        generate = self.board.generate_pseudo_legal_moves
        for half in self._unused():
            found = False
            for move in generate(from_mask=self._mask(half)):
                found = True
                yield half, move
            if not found:
                yield half, None

    def _push(self, half: int, move: chess.Move | None) -> None:
        board = self.board
        self._stack.append(
            (
                self.side,
                self.halves,
                self.moved,
                self.captured_in_turn,
                self.clock,
                self.tile,
                self.tiles,
                self.pos,
                self.cycle,
                self.result,
            )
        )
        halves = list(self.halves)
        halves.remove(half)
        self.halves = tuple(halves)
        if move is not None:
            capture = bool(board.occupied & chess.BB_SQUARES[move.to_square])
            board.push(move)
            board.turn = self.side  # the same side plays its other half
            self.moved = move.to_square
            if capture:
                self.captured_in_turn = True
                if not board.pieces_mask(chess.KING, not self.side):
                    self.result = "red" if self.side == chess.WHITE else "blue"
                    return
        if not self.halves:
            self._end_turn()

    def _end_turn(self) -> None:
        self.clock = 0 if self.captured_in_turn else self.clock + 1
        if self.draw_rule is not None and self.clock >= self.draw_rule:
            self.result = "draw"
            return
        self.side = not self.side
        self.board.turn = self.side
        self.moved = None
        self.captured_in_turn = False
        self.pos += 1
        if self.pos >= len(self.tiles):
            self.cycle += 1
            self.tiles = seeded_cycle(self.seed, self.cycle)
            self.pos = 0
        self.tile = self.tiles[self.pos]
        self.halves = tuple(self.tile)

    def pop(self, action: RefAction) -> None:
        """Take back ``action``, the last one pushed."""
        self._pop(action.move)

    def _pop(self, move: chess.Move | None) -> None:
        (
            self.side,
            self.halves,
            self.moved,
            self.captured_in_turn,
            self.clock,
            self.tile,
            self.tiles,
            self.pos,
            self.cycle,
            self.result,
        ) = self._stack.pop()
        if move is not None:
            self.board.pop()
        self.board.turn = self.side

    def play(self, text: str) -> RefAction:
        """Play the legal action written ``text`` (D5 notation)."""
        for action in self.actions():
            if str(action) == text:
                self.push(action)
                return action
        raise ValueError(f"{text!r} is not legal here: {self.action_strings()}")

    # ----------------------------------------------------------------- perft
    def perft(self, depth: int) -> int:
        """The number of distinct sequences of exactly ``depth`` actions."""
        if depth == 0:
            return 1
        if self.result is not None:
            return 0
        if depth == 1:
            return self.count_actions()
        total = 0
        for half, move in list(self._moves()):
            self._push(half, move)
            total += self.perft(depth - 1)
            self._pop(move)
        return total

    def divide(self, depth: int) -> dict[str, int]:
        """perft split by first action (D5 text → count)."""
        out = {}
        for action in list(self.actions()):
            self.push(action)
            out[str(action)] = self.perft(depth - 1)
            self.pop(action)
        return out


def reference_perft(
    placement: str,
    to_move: object,
    tile: object,
    depth: int,
    pool: Sequence[object] | None = None,
    seed: int = 0,
    mapping: str = DEFAULT_MAPPING,
    draw_rule: int | None = 50,
    turns_without_capture: int = 0,
) -> int:
    """perft of the reference implementation, same definition as the engine's."""
    if depth < 0:
        raise ValueError(f"depth must be 0 or more, not {depth}")
    game = ReferenceGame(
        placement, to_move, tile, pool, seed, mapping, draw_rule, turns_without_capture
    )
    return game.perft(depth)


def reference_from_game(game: Game) -> ReferenceGame:
    """Shorthand for :meth:`ReferenceGame.from_game`."""
    return ReferenceGame.from_game(game)


def reference_danger(position: Game) -> dict[int, Fraction]:
    """The danger map by brute force: for every tile the opponent may draw
    next, every full turn it can play from the board as it stands; for each
    piece of the side to move, the share of tiles with a turn that takes it."""
    side = position.to_move
    opponent = side.opponent.value
    mine = [square for square, s, _kind in position.pieces() if s is side]
    tiles = [tile for tile, _ in position.chance_outcomes()]
    hits = dict.fromkeys(mine, 0)
    for tile in tiles:
        turn = ReferenceGame(position.placement(), opponent, tile, pool=(), draw_rule=None,
                             mapping="".join(k.letter for k in position.mapping.order))
        taken: set[int] = set()

        def walk(ref: ReferenceGame = turn, taken: set[int] = taken) -> None:
            for action in list(ref.actions()):
                if action.move is not None and action.capture:
                    taken.add(action.move.to_square)
                before = ref.side
                ref.push(action)
                if ref.result is None and ref.side == before:
                    walk()
                ref.pop(action)

        walk()
        for square in taken & set(mine):
            hits[square] += 1
    return {square: Fraction(count, len(tiles)) for square, count in hits.items()}


__all__ = [
    "DEFAULT_MAPPING",
    "RefAction",
    "ReferenceGame",
    "reference_danger",
    "reference_from_game",
    "reference_perft",
]
