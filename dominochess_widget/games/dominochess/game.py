"""Domino chess's game: position, the drawn tile, the turn's halves, the pool, the result.

A turn runs draw → halves → next player. At every step the legal actions
are, for every unused half, its legal moves, or its forfeit when it has
none (D3). Everything a rule decides lives here; the widgets only ask.

The hot path (:meth:`Game.codes`, :meth:`Game.push_code`,
:meth:`Game.pop_code`, read-only :attr:`Game.squares` and
:attr:`Game.bitboards`) works on plain ints so that perft and the computer
player are fast; :class:`Action` objects are made only for the rest of the
public API. Chance is public too: :meth:`Game.chance_outcomes` gives the
exact odds of the next draw and :meth:`Game.suppose` lets a search play
"what if this tile came" without reading the pool's secret order.

The history has two parts: ``_history``, tuples pushed by the hot path,
and ``_past``, a compact :class:`PackedLog` of one int per action into
which :meth:`Game.play` moves them, so that a long game stays small and
cheap to copy.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from types import TracebackType

from dominochess_widget.core import endings
from dominochess_widget.core.endings import Ending, Verdict
from dominochess_widget.core.errors import (
    ActionError,
    ArgumentTypeError,
    IllegalActionError,
    PositionError,
    SettingError,
    expect_int,
)
from dominochess_widget.core.numbers import check_seed
from dominochess_widget.games.dominochess.actions import (
    FORFEIT,
    Action,
    ParsedAction,
    parse_action_text,
)
from dominochess_widget.games.dominochess.attacks import LEAPS, RAYS
from dominochess_widget.games.dominochess.board import (
    EMPTY,
    SEAT_NAMES,
    SIDES,
    START_PLACEMENT,
    Kind,
    Side,
    code_kind,
    code_side,
    format_placement,
    parse_placement,
    parse_side,
    square_name,
)
from dominochess_widget.games.dominochess.explain import explain_refusal
from dominochess_widget.games.dominochess.history import PackedLog
from dominochess_widget.games.dominochess.mapping import JOLLY, NONE_NUMBER, TileMapping
from dominochess_widget.games.dominochess.tiles import (
    ALL_TILES,
    Tile,
    check_distinct,
    complete_cycle,
    format_tile,
    make_tile,
    new_seed,
    seeded_cycle,
)

#: D4: a game is drawn after this many consecutive turns without a capture.
DEFAULT_DRAW_RULE = 50
#: The largest draw rule (a record writes it in at most 20 digits).
MAX_DRAW_RULE = 10**20 - 1
#: The largest count (turns without capture, turns played, reshuffles) a
#: position may give: 18 digits, far beyond any game played from the start.
#: A game counts on past it (the history packs counts of up to 20 digits,
#: :data:`COUNT_BITS`, so 10**20 more turns would be needed to overflow);
#: its record, which keeps the start position, still reads back, but a
#: position text with a larger count is refused with its reason.
MAX_COUNT = 10**18 - 1
#: The keyword settings of a domino chess game (``games.new``, ``games.from_position``).
SETTINGS = ("seed", "mapping", "draw_rule")

_KING = int(Kind.KING)


class Result(Verdict):
    """How a finished game ended: a side won, or it was drawn."""

    RED = "red"
    BLUE = "blue"
    DRAW = "draw"


class Termination(Ending):
    """Why the game ended (the house's shape, :mod:`dominochess_widget.core.endings`)."""

    KINGS_CAPTURED = "kings captured"
    RESIGNATION = endings.RESIGNATION
    DRAW_RULE = "no-capture rule"
    AGREEMENT = endings.AGREEMENT


class NoMove(Enum):
    """Why a half has no legal move (source options 2, 3, 4)."""

    ZERO = "zero"  # the half is a 0
    ALL_CAPTURED = "all captured"  # no piece of its kind is left
    ALREADY_MOVED = "already moved"  # the only candidate moved with the other half
    BLOCKED = "blocked"  # pieces are there but none can move

    @property
    def message_key(self) -> str:
        return f"nomove.{self.name.lower()}"


@dataclass(frozen=True)
class Half:
    """One half of the current tile, as a view or a status line needs it."""

    number: int
    kinds: tuple[Kind, ...]  # what it may move (D2)
    used: Action | None  # the action that used it, if any
    moves: tuple[Action, ...]  # its legal moves now (empty when used)
    no_move: NoMove | None  # why it has none, when unused and without moves


@dataclass(frozen=True)
class TurnLog:
    """One turn of the game so far: who, which tile, what was played."""

    side: Side
    tile: Tile
    actions: tuple[Action, ...]


# A snapshot of everything but the board, taken before each action (undo).
_Scalars = tuple[
    int, Tile, int, int, bool, int, int, int, int, "Result | None", "Termination | None"
]


class Game:
    """A game of domino chess, from its start to its end."""

    __slots__ = (
        "_base",
        "_bb",
        "_board",
        "_captured_in_turn",
        "_clock",
        "_cycle",
        "_cycles",
        "_draw_rule",
        "_history",
        "_mapping",
        "_moved",
        "_past",
        "_piece_codes",
        "_pos",
        "_result",
        "_seed",
        "_side",
        "_start",
        "_supposed",
        "_termination",
        "_tile",
        "_turns",
        "_used",
    )

    # ------------------------------------------------------------------ setup
    def __init__(
        self,
        board: Sequence[int],
        to_move: Side,
        cycles: Sequence[tuple[Tile, ...]],
        seed: int,
        mapping: TileMapping,
        draw_rule: int | None,
        explicit_pool: bool = False,
        first_cycle: int = 0,
    ) -> None:
        """Low level: prefer :meth:`new`, :meth:`from_position` or a record.

        ``cycles`` are the tile orders of the pool cycles from number
        ``first_cycle`` on (the first tile of the first is the tile of the
        first turn); the cycles after them are shuffled with ``seed``. The
        cycles before ``first_cycle`` are never drawn from, so a position
        after many reshuffles costs no more than one after none.
        """
        self._board = list(board)
        self._bb = [0] * 16
        for square, code in enumerate(self._board):
            if code:
                self._bb[code] |= 1 << square
        self._side = to_move.ordinal
        self._cycles = tuple(cycles)
        self._base = first_cycle
        self._seed = seed
        self._mapping = mapping
        self._draw_rule = draw_rule
        # For each side, for each number 0–6: the piece codes that half moves.
        self._piece_codes = tuple(
            tuple(tuple(s * 8 + k for k in mapping.kinds_for(n)) for n in range(JOLLY + 1))
            for s in range(2)
        )
        self._cycle = first_cycle
        self._pos = 0
        self._tile = self._cycle_tiles(first_cycle)[0]
        self._used = 0
        self._moved = -1
        self._captured_in_turn = False
        self._clock = 0
        self._turns = 0
        self._result: Result | None = None
        self._termination: Termination | None = None
        self._history: list[_Entry] = []  # the newest actions (hot path)
        self._past = PackedLog()  # the older ones, packed (see _pack)
        # The suppositions in force (suppose()), innermost last: (pool cycle,
        # position in it, tile supposed drawn there).
        self._supposed: tuple[tuple[int, int, Tile], ...] = ()
        self._start: tuple[tuple[int, ...], Side, bool, _Scalars | None] = (
            tuple(self._board), to_move, explicit_pool, None)

    @classmethod
    def new(
        cls,
        seed: int | None = None,
        mapping: object = None,
        draw_rule: int | None = DEFAULT_DRAW_RULE,
    ) -> Game:
        """The start position, Red to move, the first tile drawn from a pool
        shuffled with ``seed`` (a fresh one when None)."""
        seed = new_seed() if seed is None else check_seed(seed)
        return cls(
            parse_placement(START_PLACEMENT),
            Side.RED,
            (seeded_cycle(seed, 0),),
            seed,
            TileMapping.parse(mapping),
            check_draw_rule(draw_rule),
        )

    @classmethod
    def from_position(
        cls,
        placement: str,
        to_move: str,
        tile: object,
        pool: Sequence[object] | None = None,
        seed: int | None = None,
        mapping: object = None,
        draw_rule: int | None = DEFAULT_DRAW_RULE,
    ) -> Game:
        """A position for study: ``placement`` is a FEN placement field (upper
        case Red, lower case Blue), ``to_move`` "red" or "blue", ``tile`` the
        tile drawn for this turn and ``pool`` the upcoming tiles, top first.
        Without ``pool``, the other 27 tiles follow in the seed's order. When
        the pool runs out, all 28 tiles are reshuffled with the seed."""
        board = parse_placement(placement)
        side = parse_side(to_move, "to_move")
        first = make_tile(tile)
        seed = new_seed() if seed is None else check_seed(seed)
        if pool is None:
            cycle = complete_cycle((first,), seed, 0)
        else:
            if isinstance(pool, str) or not isinstance(pool, Sequence):
                raise ArgumentTypeError("pool", pool, "tiles")
            cycle = (first, *(make_tile(t) for t in pool))
            twice = check_distinct(cycle)
            if twice is not None:
                raise PositionError("pool.repeated", tile=format_tile(twice))
        return cls(
            board,
            side,
            (cycle,),
            seed,
            TileMapping.parse(mapping),
            check_draw_rule(draw_rule),
            explicit_pool=pool is not None,
        )

    def clone(self) -> Game:
        """An independent copy (history included); cheap however long the game."""
        other = object.__new__(Game)
        for name in Game.__slots__:
            setattr(other, name, getattr(self, name))
        other._board = self._board[:]
        other._bb = self._bb[:]
        other._history = self._history[:]
        other._past = self._past.copy()
        return other

    def initial(self) -> Game:
        """A new game at this game's first position, with the same pool and
        settings and no history."""
        board, side, explicit_pool, opening = self._start
        game = Game(board, side, self._cycles, self._seed, self._mapping, self._draw_rule,
                    explicit_pool, self._base)
        if opening is not None:
            game._set_opening(opening)
        return game

    def _set_opening(self, opening: _Scalars) -> None:
        """Start from the middle of a game (a position text): the turn, the
        pool cycle and the halves already used; :meth:`initial` comes back here.
        An opening no different from the game's own start is kept as none, so
        that a game read back from its record (Setup and Pool tags) equals it."""
        fresh = opening == self._scalars()
        (self._side, self._tile, self._used, self._moved, self._captured_in_turn, self._clock,
         self._cycle, self._pos, self._turns, self._result, self._termination) = opening
        self._start = (*self._start[:3], None if fresh else opening)

    # ------------------------------------------------------------ the pool
    def _cycle_tiles(self, index: int) -> tuple[Tile, ...]:
        given = index - self._base
        if 0 <= given < len(self._cycles):
            return self._cycles[given]
        return seeded_cycle(self._seed, index)

    @property
    def pool(self) -> tuple[Tile, ...]:
        """The tiles still face down, in the order they will be drawn.

        The order is the engine's secret; players know only which tiles are
        left (:attr:`remaining_tiles`)."""
        return self._cycle_tiles(self._cycle)[self._pos + 1 :]

    @property
    def remaining_tiles(self) -> tuple[Tile, ...]:
        """The face-down tiles in set order: public knowledge, since every
        drawn tile was shown. Under :meth:`suppose`, the supposed tiles
        count as drawn."""
        if not self._supposed:
            left = set(self.pool)
        else:
            left = set(self._cycle_tiles(self._cycle)).difference(self.drawn_tiles)
        return tuple(t for t in ALL_TILES if t in left)

    @property
    def drawn_tiles(self) -> tuple[Tile, ...]:
        """The tiles drawn since the last shuffle, the current one last
        (under :meth:`suppose`, the supposed ones in their places)."""
        drawn = self._cycle_tiles(self._cycle)[: self._pos + 1]
        if not self._supposed:
            return drawn
        tiles = list(drawn)
        for cycle, pos, tile in self._supposed:
            if cycle == self._cycle and pos <= self._pos:
                tiles[pos] = tile
        return tuple(tiles)

    def chance_outcomes(self) -> list[tuple[Tile, Fraction]]:
        """The tiles the next turn may start with, each with its exact
        chance, from public knowledge only: the tiles still face down
        (:attr:`remaining_tiles`) are equally likely; when none is left, the
        pool is reshuffled and all 28 are. Empty once the game is over.

        For the current turn's tile, ask before it was drawn, or look at
        what the previous turn's ``chance_outcomes()`` said."""
        if self._result is not None:
            return []
        left = self.remaining_tiles or ALL_TILES
        chance = Fraction(1, len(left))
        return [(tile, chance) for tile in left]

    def suppose(self, tile: object) -> Supposition:
        """A context manager under which this turn's tile is ``tile``, as if
        it had been drawn instead (for a search: "what if this tile came").

        ``tile`` is a tile, ``(3, 5)`` or ``"3|5"``; it must be one that
        could have been drawn (not one drawn before in this pool cycle), and
        no half of the turn may be used yet. Suppositions nest: actions
        played under one may end the turn, and the next turn's tile may be
        supposed in turn; :attr:`remaining_tiles`, :attr:`drawn_tiles` and
        :meth:`chance_outcomes` count the supposed tiles as drawn. On
        leaving, even on an exception, the actions played under the
        supposition and not taken back are taken back, and the real tile is
        restored. A clone made under a supposition keeps it::

            odds = game.chance_outcomes()   # the next turn's tile
            for code in sequence:           # play this turn to its end
                game.push_code(code)
            for tile, chance in odds:
                with game.suppose(tile):
                    value += chance * search(game)
        """
        if (type(tile) is not tuple or tile not in _TILE_SET
                or type(tile[0]) is not int or type(tile[1]) is not int):
            tile = make_tile(tile)  # a clear error for anything but a tile
        return Supposition(self, tile)

    def _check_supposable(self, tile: Tile) -> None:
        """Why ``tile`` cannot be supposed now, as an error; else nothing."""
        if self._result is not None:
            raise IllegalActionError("game.over", result=self._result)
        if self._used:
            half = self._tile[0] if self._used & 1 else self._tile[1]
            raise IllegalActionError("action.half_used", action=_supposing(tile), half=half)
        if self._pos and tile in self.drawn_tiles[:-1]:
            raise PositionError("pool.repeated", tile=format_tile(tile))
        cycle = self._cycle_tiles(self._cycle)
        if len(cycle) < len(ALL_TILES) and tile not in cycle:
            raise IllegalActionError("action.illegal", action=_supposing(tile))

    @property
    def shuffles(self) -> int:
        """How many times the pool has been reshuffled since the start."""
        return self._cycle

    # ------------------------------------------------------------ queries
    #: The registry name of the game (the game protocol, core/protocol.py).
    game_name = "dominochess"

    @property
    def seats(self) -> tuple[str, ...]:
        """The seats in turn order: Red, then Blue."""
        return SEAT_NAMES

    @property
    def to_move(self) -> Side:
        return SIDES[self._side]

    def scores(self) -> dict[str, float] | None:
        """Each side's points once the game is over (1 win, ½ draw, 0 loss)."""
        if self._result is None:
            return None
        if self._result is Result.DRAW:
            return dict.fromkeys(SEAT_NAMES, 0.5)
        return {seat: float(seat == self._result.value) for seat in SEAT_NAMES}

    def position(self) -> str:
        """This position as one line of text that :func:`read_position`
        (``games.from_position("dominochess", text)``) reads back."""
        return format_position(self)

    def observation(self, seat: str) -> str:
        """What ``seat`` may know, as position text: everything but the
        pool's order and the seed (hidden from both players alike), with
        the tiles still face down listed, sorted. Two games that differ
        only in the pool's order observe alike."""
        if seat not in SEAT_NAMES:
            raise SettingError("play.bad_seat", value=repr(seat), seats=", ".join(SEAT_NAMES))
        return format_position(self, public=True)

    @property
    def tile(self) -> Tile:
        return self._tile

    @property
    def mapping(self) -> TileMapping:
        return self._mapping

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def draw_rule(self) -> int | None:
        """D4: turns without capture that draw the game (None: switched off)."""
        return self._draw_rule

    @property
    def turns_without_capture(self) -> int:
        return self._clock

    @property
    def turns_played(self) -> int:
        """Completed turns since the start (both sides counted)."""
        return self._turns

    @property
    def actions_played(self) -> int:
        """How many actions were played since the start: ``len(history)``, at no cost."""
        entries = len(self._past) + len(self._history)
        # Only the last entry can be a resignation or agreed draw: the game is then over.
        ended = self._termination in (Termination.RESIGNATION, Termination.AGREEMENT)
        return entries - ended

    @property
    def is_over(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> Result | None:
        """``"red"`` or ``"blue"`` (who won), ``"draw"``, or None while playing."""
        return self._result

    @property
    def winner(self) -> Side | None:
        if self._result is None or self._result is Result.DRAW:
            return None
        return Side(self._result.value)

    @property
    def termination(self) -> Termination | None:
        return self._termination

    @property
    def moved_square(self) -> int | None:
        """Where the piece that moved with the other half now stands, if any."""
        return None if self._moved < 0 else self._moved

    @property
    def captured_this_turn(self) -> bool:
        """Whether a half of this turn captured (the D4 clock restarts)."""
        return self._captured_in_turn

    def placement(self) -> str:
        """The piece placement as a chess-FEN field."""
        return format_placement(self._board)

    def piece_at(self, square: int) -> tuple[Side, Kind] | None:
        code = self._board[square]
        return None if code == EMPTY else (code_side(code), code_kind(code))

    def pieces(self) -> Iterator[tuple[int, Side, Kind]]:
        """Every piece on the board: (square, side, kind), a1 first."""
        for square, code in enumerate(self._board):
            if code:
                yield square, code_side(code), code_kind(code)

    def count(self, side: Side, kind: Kind) -> int:
        return self._bb[side.ordinal * 8 + kind].bit_count()

    @property
    def start_placement(self) -> str:
        return format_placement(list(self._start[0]))

    @property
    def start_side(self) -> Side:
        return self._start[1]

    @property
    def has_explicit_pool(self) -> bool:
        """True when the game began from a position with a given pool."""
        return self._start[2]

    @property
    def first_cycle(self) -> tuple[Tile, ...]:
        """The tile order of the pool's cycle at the start, from the start
        tile on (the tiles drawn before it are not part of the game)."""
        return self._cycle_tiles(self._base)

    @property
    def start_turns(self) -> int:
        """:attr:`turns_played` at the start (a position may begin at turn 7)."""
        opening = self._start[3]
        return 0 if opening is None else opening[8]

    @property
    def over_at_start(self) -> bool:
        """True when the game was already over at its start (a position
        with ``result=`` and ``end=``)."""
        opening = self._start[3]
        return opening is not None and opening[9] is not None

    def _unused_halves(self) -> tuple[int, ...]:
        a, b = self._tile
        used = self._used
        if used == 0:
            return (a,) if a == b else (a, b)
        if used == 1:
            return (b,)
        if used == 2:
            return (a,)
        return ()

    @property
    def halves_left(self) -> tuple[int, ...]:
        """The numbers still to be used this turn (both numbers of a double)."""
        if self.is_over:
            return ()
        return tuple(n for bit, n in zip((1, 2), self._tile, strict=True) if not self._used & bit)

    # --------------------------------------------------------- generation
    def _moves(self, code: int, out: list[int], prefix: int) -> None:
        """Append ``prefix | origin << 6 | target`` for each move of pieces ``code``."""
        board = self._board
        own = code & 8
        moved = self._moved
        bb = self._bb[code]
        leaps = LEAPS[code & 7]
        while bb:
            low = bb & -bb
            bb ^= low
            origin = low.bit_length() - 1
            if origin == moved:
                continue
            base = prefix | origin << 6
            if leaps is not None:
                for target in leaps[origin]:
                    piece = board[target]
                    if not piece or piece & 8 != own:
                        out.append(base | target)
            else:
                for ray in RAYS[code & 7][origin]:
                    for target in ray:
                        piece = board[target]
                        if not piece:
                            out.append(base | target)
                        else:
                            if piece & 8 != own:
                                out.append(base | target)
                            break

    # ------------------------------------------------------ the fast path
    # For perft and the computer player: legal actions as ints, make and
    # unmake without checks, and read-only views of the board. A code is
    # ``half << 12 | origin << 6 | target``, or ``half << 12 | FORFEIT``
    # for a forfeited half (:attr:`Action.code`); :meth:`action_of` turns
    # it into an :class:`Action`.
    @property
    def squares(self) -> Sequence[int]:
        """The 64 squares' piece codes (``side * 8 + kind``, 0 empty), a1
        first. A live view for speed: read it, never change it."""
        return self._board

    @property
    def bitboards(self) -> Sequence[int]:
        """One bitboard per piece code 0–15 (bit ``s``: a piece of that code
        on square ``s``). A live view for speed: read it, never change it."""
        return self._bb

    @property
    def to_move_ordinal(self) -> int:
        """``to_move.ordinal`` (0 Red, 1 Blue), the side bit of a piece code."""
        return self._side

    def codes(self) -> list[int]:
        """The legal actions as ints, in the order of :meth:`legal_actions`
        (D3: every unused half, its moves or its forfeit); empty once over."""
        out: list[int] = []
        if self._result is not None:
            return out
        codes = self._piece_codes[self._side]
        for half in self._unused_halves():
            size = len(out)
            prefix = half << 12
            for code in codes[half]:
                self._moves(code, out, prefix)
            if len(out) == size:
                out.append(prefix | FORFEIT)
        return out

    def _half_moves(self, half: int) -> list[int]:
        out: list[int] = []
        for code in self._piece_codes[self._side][half]:
            self._moves(code, out, half << 12)
        return out

    # ------------------------------------------------------ make / unmake
    def push_code(self, code: int) -> None:
        """Play the action ``code``, one of :meth:`codes` now. Nothing is
        checked (an illegal code corrupts the game): :meth:`play` checks."""
        scalars = self._scalars()
        if code >> 12 == self._tile[0] and not self._used & 1:
            self._used |= 1
        else:
            self._used |= 2
        move = code & 0xFFF
        if move == FORFEIT:
            self._history.append((code, 0, 0, scalars))
        else:
            board = self._board
            bb = self._bb
            origin = move >> 6
            target = move & 63
            piece = board[origin]
            captured = board[target]
            board[target] = piece
            board[origin] = EMPTY
            bb[piece] ^= 1 << origin | 1 << target
            self._moved = target
            self._history.append((code, piece, captured, scalars))
            if captured:
                bb[captured] ^= 1 << target
                self._captured_in_turn = True
                if captured & 7 == _KING and not bb[captured]:
                    self._result = Result.RED if self._side == 0 else Result.BLUE
                    self._termination = Termination.KINGS_CAPTURED
                    return
        if self._used == 3:
            self._end_turn()

    def _end_turn(self) -> None:
        self._turns += 1
        self._clock = 0 if self._captured_in_turn else self._clock + 1
        if self._draw_rule is not None and self._clock >= self._draw_rule:
            self._result = Result.DRAW
            self._termination = Termination.DRAW_RULE
            return
        self._side ^= 1
        self._used = 0
        self._moved = -1
        self._captured_in_turn = False
        self._pos += 1
        tiles = self._cycle_tiles(self._cycle)
        if self._pos >= len(tiles):
            self._cycle += 1
            self._pos = 0
            tiles = self._cycle_tiles(self._cycle)
        self._tile = tiles[self._pos]

    def pop_code(self) -> None:
        """Take back the last action, like :meth:`undo` but without its
        check that there is one."""
        history = self._history
        if not history:
            history.append(_unpack(self._past.pop()))
        action, piece, captured, scalars = history.pop()
        (
            self._side,
            self._tile,
            self._used,
            self._moved,
            self._captured_in_turn,
            self._clock,
            self._cycle,
            self._pos,
            self._turns,
            self._result,
            self._termination,
        ) = scalars
        move = action & 0xFFF
        if move != FORFEIT:
            origin = move >> 6
            target = move & 63
            board = self._board
            board[origin] = piece
            board[target] = captured
            self._bb[piece] ^= 1 << origin | 1 << target
            if captured:
                self._bb[captured] ^= 1 << target

    def action_of(self, code: int) -> Action:
        """The :class:`Action` for ``code``, one of :meth:`codes` now."""
        half, move = code >> 12, code & 0xFFF
        if move == FORFEIT:
            return Action(half)
        origin, target = move >> 6, move & 63
        captured = self._board[target]
        return Action(
            half,
            origin,
            target,
            code_kind(self._board[origin]),
            code_kind(captured) if captured else None,
        )

    def legal_actions(self) -> list[Action]:
        """Every action allowed now, half by half (D3); empty when the game is over."""
        return [self.action_of(code) for code in self.codes()]

    def halves(self) -> list[Half]:
        """Both halves of the tile: what each may move, what used it, its
        legal moves, or why it has none."""
        a, b = self._tile
        turn_actions = self.turn_actions()
        used_by: list[Action | None] = [None, None]
        for action in turn_actions:
            slot = 0 if action.half == a and used_by[0] is None else 1
            used_by[slot] = action
        out = []
        for number, used in zip((a, b), used_by, strict=True):
            moves: tuple[Action, ...] = ()
            reason = None
            if used is None and not self.is_over:
                moves = tuple(self.action_of(c) for c in self._half_moves(number))
                if not moves:
                    reason = self.why_no_move(number)
            out.append(Half(number, self._mapping.kinds_for(number), used, moves, reason))
        return out

    def why_no_move(self, number: int) -> NoMove | None:
        """Why a half showing ``number`` has no legal move now, or None if it has one."""
        if not NONE_NUMBER <= expect_int("number", number) <= JOLLY:
            raise SettingError("number.bad", value=number)
        if number == NONE_NUMBER:
            return NoMove.ZERO
        if self._half_moves(number):
            return None
        codes = self._piece_codes[self._side][number]
        pieces = 0
        for code in codes:
            pieces |= self._bb[code]
        if not pieces:
            return NoMove.ALL_CAPTURED
        if self._moved >= 0 and pieces == 1 << self._moved:
            return NoMove.ALREADY_MOVED
        return NoMove.BLOCKED

    def parse_action(self, text: str) -> Action:
        """The legal action that ``text`` (D5 notation) names, or an error
        that explains, in words, why it cannot be played now."""
        return self._resolve(parse_action_text(text), text.strip())

    def _resolve(self, parsed: ParsedAction, text: str) -> Action:
        for code in self.codes():
            if _matches(code, parsed, self._board):
                return self.action_of(code)
        raise explain_refusal(self, parsed, text)

    def resolve(self, action: Action | str) -> Action:
        """The legal action that ``action`` (an :class:`Action` or D5 text)
        names now, complete with its piece and capture; or the error that
        explains why it is not allowed. Changes nothing."""
        if isinstance(action, Action):
            return self._resolve(
                ParsedAction(action.half, action.origin, action.target, action.kind, None),
                str(action),
            )
        if isinstance(action, str):
            return self.parse_action(action)
        raise ArgumentTypeError("action", action, "action")

    def play(self, action: Action | str) -> Action:
        """Play one action (an :class:`Action` or D5 text); returns it.

        Raises :class:`IllegalActionError` (or :class:`ActionSyntaxError`)
        and changes nothing when the action is not allowed now."""
        legal = self.resolve(action)
        self.push_code(legal.code)
        self._pack_history()
        return legal

    def undo(self) -> None:
        """Take back the last action (or the resignation / agreed draw)."""
        if not self._history and not self._past:
            raise ActionError("undo.nothing")
        self.pop_code()

    def resign(self, side: Side | str | None = None) -> None:
        """``side`` (default: the side to move) gives up; the other side wins."""
        loser = self.to_move if side is None else parse_side(side, "side")
        self._finish(Result(loser.opponent.value), Termination.RESIGNATION)

    def agree_draw(self) -> None:
        """The players agree a draw (D4)."""
        self._finish(Result.DRAW, Termination.AGREEMENT)

    def _finish(self, result: Result, termination: Termination) -> None:
        if self.is_over:
            raise IllegalActionError("game.over", result=self._result)
        # Recorded as a history entry of its own so that undo takes it back.
        self._history.append((_END, 0, 0, self._scalars()))
        self._pack_history()
        self._result = result
        self._termination = termination

    def _pack_history(self) -> None:
        """Move the hot path's history tuples into the packed log."""
        past = self._past
        for entry in self._history:
            past.append(_pack(entry))
        self._history.clear()

    def _packed(self) -> Iterator[int]:
        """Every history entry, packed, oldest first."""
        yield from self._past
        for entry in self._history:
            yield _pack(entry)

    def _newest(self) -> Iterator[int]:
        """Every history entry, packed, newest first."""
        for entry in reversed(self._history):
            yield _pack(entry)
        yield from reversed(self._past)

    def _scalars(self) -> _Scalars:
        return (
            self._side,
            self._tile,
            self._used,
            self._moved,
            self._captured_in_turn,
            self._clock,
            self._cycle,
            self._pos,
            self._turns,
            self._result,
            self._termination,
        )

    # ------------------------------------------------------------ history
    @property
    def history(self) -> list[Action]:
        """Every action played since the start, in order."""
        return [_packed_action(entry) for entry in self._packed() if entry & _ACTION != _END]

    @property
    def last_action(self) -> Action | None:
        """The newest action of :attr:`history` (None before the first), at no cost."""
        for entry in self._newest():
            if entry & _ACTION != _END:
                return _packed_action(entry)
        return None

    def turn_actions(self) -> list[Action]:
        """The actions already played in the current turn (read from the end,
        so the cost does not grow with the game)."""
        out: list[Action] = []
        for entry in self._newest():
            if entry >> _TURNS != self._turns:
                break
            if entry & _ACTION != _END:
                out.append(_packed_action(entry))
        return out[::-1]

    def turns(self) -> list[TurnLog]:
        """The game since its start, turn by turn; the last turn may be
        unfinished (or not yet begun: its tile is drawn but no half is used
        since the start). Empty for a game that was over at its start."""
        out: list[TurnLog] = []
        first = self.start_turns
        for entry in self._packed():
            if entry & _ACTION == _END:
                continue
            turn = (entry >> _TURNS) - first
            if len(out) <= turn:
                out.append(TurnLog(SIDES[entry >> 23 & 1], _TILES[entry >> 24 & 63], ()))
            log = out[turn]
            out[turn] = TurnLog(log.side, log.tile, (*log.actions, _packed_action(entry)))
        # The current turn, when no action of it was played since the start
        # (not after a draw by the D4 rule: that turn is over, both halves used).
        if len(out) == self._turns - first and self._used != 3 and not self.over_at_start:
            out.append(TurnLog(self.to_move, self._tile, ()))
        return out

    # ------------------------------------------------------------ compare
    def _key(self, cycles: range) -> tuple[object, ...]:
        return (
            tuple(self._board),
            self._scalars(),
            self._seed,
            self._mapping,
            self._draw_rule,
            tuple(self._cycle_tiles(k) for k in cycles),
            tuple(self._packed()),
            self._start,
        )

    def _cycles_known(self) -> range:
        """The pool cycles this game has given or has drawn from."""
        return range(self._base, max(self._base + len(self._cycles), self._cycle + 1))

    def __eq__(self, other: object) -> bool:
        """Equal positions, settings, pools and histories. Pool cycles are
        compared as far as either game has them given or has drawn from them
        (beyond that both are the seed's), so a game read back from its
        record equals the original."""
        if not isinstance(other, Game):
            return False
        mine, theirs = self._cycles_known(), other._cycles_known()
        cycles = range(min(mine.start, theirs.start), max(mine.stop, theirs.stop))
        return self._key(cycles) == other._key(cycles)

    __hash__ = None  # type: ignore[assignment]  # a game is mutable

    def __repr__(self) -> str:
        state = f"{self._result}: {self._termination}" if self._result else f"{self.to_move}'s turn"
        return f"<Game {self.placement()} {format_tile(self._tile)} {state}>"


class Supposition:
    """What :meth:`Game.suppose` returns: entering it makes ``tile`` the
    turn's tile (checking that it could be), leaving it restores the game."""

    __slots__ = ("_entries", "_entry", "_game", "_saved", "tile")

    def __init__(self, game: Game, tile: Tile) -> None:
        self._game = game
        self.tile = tile

    def __enter__(self) -> Game:
        game = self._game
        tile = self.tile
        game._check_supposable(tile)
        self._saved = game._tile
        self._entries = len(game._past) + len(game._history)
        self._entry = (game._cycle, game._pos, tile)
        game._supposed = (*game._supposed, self._entry)
        game._tile = tile
        return game

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        game = self._game
        extra = len(game._past) + len(game._history) - self._entries
        for _ in range(extra):
            game.pop_code()
        if extra >= 0:  # (else the caller took back the turn's start itself)
            game._tile = self._saved
        supposed = game._supposed
        if supposed and supposed[-1] is self._entry:
            game._supposed = supposed[:-1]
        else:  # left out of order
            game._supposed = tuple(entry for entry in supposed if entry is not self._entry)


_TILE_SET = frozenset(ALL_TILES)


def _supposing(tile: Tile) -> str:
    """How an error names a refused supposition."""
    return f"suppose({format_tile(tile)})"

# A history entry: the action's code, the piece that moved, the piece it
# captured (0: none) and the state before it.
_Entry = tuple[int, int, int, _Scalars]

#: History marker (half 7, no move): the game was ended by resignation or agreement.
_END = 0x7FFF
_ACTION = 0x7FFF
# A packed entry, from bit 0: action code 15 bits, piece 4, captured 4, side 1,
# tile 6 (low << 3 | high), halves used 2, moved square + 1 7, captured this
# turn 1, position in the pool cycle 5, turns without capture COUNT_BITS,
# pool cycle COUNT_BITS, turns played (the rest). The state before an action
# is never a finished game, so result and termination need no bits.
#: Bits for a count in a packed history entry: any count of 20 digits fits,
#: far beyond what a game can reach from :data:`MAX_COUNT` (item 18 of
#: issue 25: a clock of 2**40 once overflowed a 40-bit field on undo).
COUNT_BITS = (10**20).bit_length()
_FIELD = (1 << COUNT_BITS) - 1
_CLOCK = 45
_CYCLE = _CLOCK + COUNT_BITS
_TURNS = _CYCLE + COUNT_BITS
_TILES = [(n >> 3, n & 7) for n in range(64)]


def _pack(entry: _Entry) -> int:
    action, piece, captured, scalars = entry
    side, tile, used, moved, captured_in_turn, clock, cycle, pos, turns, _, _ = scalars
    return (
        action | piece << 15 | captured << 19 | side << 23 | tile[0] << 27 | tile[1] << 24
        | used << 30 | (moved + 1) << 32 | captured_in_turn << 39 | pos << 40
        | clock << _CLOCK | cycle << _CYCLE | turns << _TURNS
    )


def _unpack(entry: int) -> _Entry:
    scalars: _Scalars = (
        entry >> 23 & 1,
        _TILES[entry >> 24 & 63],
        entry >> 30 & 3,
        (entry >> 32 & 127) - 1,
        bool(entry >> 39 & 1),
        entry >> _CLOCK & _FIELD,
        entry >> _CYCLE & _FIELD,
        entry >> 40 & 31,
        entry >> _TURNS,
        None,
        None,
    )
    return (entry & _ACTION, entry >> 15 & 15, entry >> 19 & 15, scalars)


def _packed_action(entry: int) -> Action:
    """The Action a packed history entry records."""
    half, move = entry >> 12 & 7, entry & 0xFFF
    if move == FORFEIT:
        return Action(half)
    captured = entry >> 19 & 15
    return Action(half, move >> 6, move & 63, code_kind(entry >> 15 & 15),
                  code_kind(captured) if captured else None)


def _matches(code: int, parsed: ParsedAction, board: list[int]) -> bool:
    if code >> 12 != parsed.half:
        return False
    move = code & 0xFFF
    if parsed.is_forfeit:
        return move == FORFEIT
    if move == FORFEIT or move >> 6 != parsed.origin or move & 63 != parsed.target:
        return False
    if parsed.letter is not None and board[move >> 6] & 7 != parsed.letter:
        return False
    return parsed.capture_mark is None or parsed.capture_mark == bool(board[move & 63])


def check_settings(settings: Mapping[str, object]) -> None:
    """Refuse a keyword setting domino chess does not have (``officer``…),
    naming the ones it has (:data:`SETTINGS`)."""
    for name in settings:
        if name not in SETTINGS:
            raise SettingError("setting.unknown", name=name, known=", ".join(SETTINGS))


def check_draw_rule(value: object) -> int | None:
    """The D4 limit: None (off) or a number of turns from 1 to MAX_DRAW_RULE."""
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ArgumentTypeError("draw_rule", value, "draw_rule")
    rule = value
    if not 1 <= rule <= MAX_DRAW_RULE:
        raise SettingError("draw_rule.bad", value=rule)
    return rule


def expect_game(name: str, value: object) -> Game:
    """``value`` if it is a :class:`Game`, else :class:`ArgumentTypeError`."""
    if not isinstance(value, Game):
        raise ArgumentTypeError(name, value, "game")
    return value


# ---------------------------------------------------------------- position text
def format_position(game: Game, public: bool = False) -> str:
    """``game``'s position in the one-line form above. ``public`` leaves
    out what no player may know — the pool's order and the seed that makes
    it — and lists instead the tiles still face down, sorted
    (``unseen=…``): what every seat sees (:meth:`Game.observation`)."""
    tile = game.tile
    fields = [game.placement(), game.to_move.value, _tile_text(tile)]
    played = _played_text(game)
    if played:
        fields.append(f"played={played}")
    for key, value, default in (
        ("clock", game.turns_without_capture, 0),
        ("turn", game.turns_played, 0),
        ("cycle", game.shuffles, 0),
    ):
        if value != default:
            fields.append(f"{key}={value}")
    if public:
        fields.append("unseen=" + _tiles_text(sorted(game.pool)))
    else:
        fields.append("pool=" + _tiles_text(game.pool))
        fields.append(f"seed={game.seed}")
    if game.draw_rule != DEFAULT_DRAW_RULE:
        fields.append(f"draw={'off' if game.draw_rule is None else game.draw_rule}")
    if game.mapping != TileMapping():
        fields.append("mapping=" + "".join(kind.letter for kind in game.mapping.order))
    if game.result is not None and game.termination is not None:
        fields.append(f"result={game.result.value}")
        fields.append(f"end={game.termination.name.lower()}")
    return " ".join(fields)


def _tile_text(tile: Tile) -> str:
    return format_tile(tile)[1:-1]


def _tiles_text(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    return ",".join(_tile_text(t) for t in tiles) or "-"


def _played_text(game: Game) -> str:
    """The half used so far this turn (nothing before the first, or once over)."""
    left = game.halves_left
    if game.is_over or len(left) != 1:
        return ""
    tile = game.tile
    half = tile[1] if left[0] == tile[0] and tile[0] != tile[1] else tile[0]
    moved = game.moved_square
    if moved is None:
        return f"{half}-"
    return f"{half}{'x' if game.captured_this_turn else '@'}{square_name(moved)}"
