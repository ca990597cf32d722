"""A dominoes match: deals, turns, rounds and their scores (rules page ``dominoes.md``).

The deal is chance, fixed by the match's ``seed``: round ``r``'s tiles are
shuffled by a generator keyed on the seed, the round and the attempt, and
dealt ``hand_size`` to each seat in turn; a deal with no double is
collected and dealt again (O2). The holder of the highest double leads it
(its only action), then play goes clockwise (O3). A player must play a
fitting tile when they have one; else draws, one tile an action, while the
boneyard lasts (O4, O4a); else passes. A round ends when a hand is empty
or every player has passed in turn (blocked, O5a); its winner scores (O7,
O8) and the next round is dealt by the action ``deal`` — unless someone
has reached the target, which ends the match (O9).

What each seat may know (O10) is :meth:`Dominoes.observation`; the whole
state (every hand, the boneyard's order) is :meth:`Dominoes.position`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Self

from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    IllegalActionError,
    SettingError,
    expect_text,
)
from dominochess_widget.core.numbers import check_seed
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.games.dominoes.actions import DEAL, DRAW, PASS, Action, Deal, Play
from dominochess_widget.games.dominoes.narration import Choices, word_action
from dominochess_widget.games.dominoes.notation import format_position, parse_position
from dominochess_widget.games.dominoes.outcome import (
    ALL_SEATS,
    MatchResult,
    RoundEnd,
    Termination,
    round_points,
)
from dominochess_widget.games.dominoes.settings import Settings
from dominochess_widget.games.dominoes.table import Table
from dominochess_widget.games.dominoes.tiles import TILES, Tile, is_double, parse_tile, pips

# What ``undo`` restores: hands, boneyard, table, turn, passes, round,
# points, finished rounds, between rounds, redeals.
_Snapshot = tuple[list[list[Tile]], list[Tile], Table, int, int, int, list[int],
                  list[RoundEnd], bool, int]


class Dominoes:
    """A double-six dominoes match for 2–4 players (``seats`` red, blue, …)."""

    #: The registry name of the game (core/protocol.py).
    game_name = "dominoes"

    def __init__(self, settings: Settings, seed: int) -> None:
        """Low level: prefer :meth:`new` or :meth:`from_position`."""
        self._settings = settings
        self._seed = seed
        self._round = 1
        self._points = [0] * settings.players
        self._rounds: list[RoundEnd] = []
        self._between = False  # a round has ended; the next one is not dealt yet
        self._passes = 0
        self._ended: tuple[MatchResult, Termination] | None = None  # resignation, agreement
        self._history: list[tuple[int, Action]] = []  # (seat, action)
        self._undo: list[_Snapshot] = []
        self._hands: list[list[Tile]] = []
        self._boneyard: list[Tile] = []
        self._table = Table()
        self._turn = 0
        self._redeals = 0

    @classmethod
    def new(cls, seed: int | None = None, **settings: object) -> Dominoes:
        """A new match, the first round dealt by ``seed`` (None: a fresh random
        one; else a whole number below 2**64, checked here so that the match's
        position always reads back)."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 31)
        game = cls(Settings.parse(settings), check_seed(seed))
        game._deal()
        return game

    @classmethod
    def from_position(cls, text: str, **settings: object) -> Dominoes:
        """The match that :meth:`position` wrote (a deal in progress)."""
        if settings:
            name = next(iter(settings))
            raise SettingError("dominoes.setting.in_position", name=name)
        parsed = parse_position(expect_text("text", text))
        game = cls(parsed.settings, parsed.seed)
        game._round, game._points = parsed.round, list(parsed.points)
        game._hands = [list(hand) for hand in parsed.hands]
        game._boneyard = list(parsed.boneyard)
        game._table = parsed.table
        game._turn, game._passes, game._between = parsed.turn, parsed.passes, parsed.between
        game._redeals = parsed.redeals
        return game

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._points = self._points[:]
        other._rounds = self._rounds[:]
        other._history = self._history[:]
        other._undo = self._undo[:]
        other._hands = [hand[:] for hand in self._hands]
        other._boneyard = self._boneyard[:]
        other._table = self._table.copy()
        return other

    # ------------------------------------------------------------ queries
    @property
    def settings(self) -> Settings:
        return self._settings

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def seats(self) -> tuple[str, ...]:
        return ALL_SEATS[: self._settings.players]

    @property
    def to_move(self) -> str:
        return self.seats[self._turn]

    @property
    def round(self) -> int:
        """The round being played (1 first)."""
        return self._round

    @property
    def scores_so_far(self) -> dict[str, int]:
        """Each seat's match points (O8, O9)."""
        return dict(zip(self.seats, self._points, strict=True))

    @property
    def rounds(self) -> tuple[RoundEnd, ...]:
        """The rounds finished so far."""
        return tuple(self._rounds)

    @property
    def between_rounds(self) -> bool:
        """A round has ended and the next is not dealt yet (its only action: deal)."""
        return self._between and self._ended is None

    @property
    def round_ended(self) -> bool:
        """The round on the table has ended, so every hand may be shown (O7):
        between rounds, or the match won by its last round. A match that
        ends by resignation or agreement in the middle of a round shows no
        hand (an undo would take the round up again)."""
        return self._between or self.termination is Termination.TARGET

    def check_seat(self, seat: object) -> str:
        """``seat`` as this match names it (" Blue " is "blue"): an
        :class:`ArgumentTypeError` for anything but text, a
        :class:`SettingError` for a seat that is not at this table."""
        return self.seats[self._seat_index(seat)]

    def hand(self, seat: str) -> tuple[Tile, ...]:
        """The tiles in ``seat``'s hand (hidden from the others, O10)."""
        return tuple(self._hands[self._seat_index(seat)])

    @property
    def hand_sizes(self) -> dict[str, int]:
        return {seat: len(hand) for seat, hand in zip(self.seats, self._hands, strict=True)}

    @property
    def boneyard_size(self) -> int:
        return len(self._boneyard)

    @property
    def table(self) -> Table:
        """The line of play (a copy)."""
        return self._table.copy()

    def open_ends(self) -> tuple[int, ...]:
        """The numbers that can be matched now, one per open face (O5)."""
        return self._table.open_ends()

    @property
    def history(self) -> list[Action]:
        return [action for _, action in self._history]

    @property
    def record(self) -> list[tuple[str, Action]]:
        """Every action with the seat that took it (the public record, O10,
        where a draw does not say which tile)."""
        return [(self.seats[seat], action) for seat, action in self._history]

    @property
    def is_over(self) -> bool:
        return self._outcome() is not None

    @property
    def result(self) -> MatchResult | None:
        outcome = self._outcome()
        return None if outcome is None else outcome[0]

    @property
    def termination(self) -> Termination | None:
        outcome = self._outcome()
        return None if outcome is None else outcome[1]

    def scores(self) -> dict[str, float] | None:
        """Once the match is over: 1 for its winner, 0 for the others (a
        draw shares 1 equally)."""
        result = self.result
        if result is None:
            return None
        if result is MatchResult.DRAW:
            return {seat: 1 / len(self.seats) for seat in self.seats}
        return {seat: float(seat == result.value) for seat in self.seats}

    def position(self) -> str:
        """The whole match state as text (every hand and the boneyard's order)."""
        return format_position(self._settings, self._seed, self._round, self._points,
                               self._hands, self._boneyard, self._table, self._turn,
                               self._passes, self._between, self._redeals)

    def observation(self, seat: str) -> str:
        """What ``seat`` may know (O10): what it sees at the table
        (:meth:`seen_by`) and the public record."""
        record = " ".join(f"{self.seats[s]}:{a}" for s, a in self._history)
        return f"{self.seen_by(seat)}; record={record}"

    def seen_by(self, seat: str) -> str:
        """What ``seat`` sees at the table now (O10): its hand, the line of
        play, every hand's size, the boneyard's size, whose turn, the round
        and the scores; not how the match got there (the record)."""
        index = self._seat_index(seat)
        hand = " ".join(f"{a}|{b}" for a, b in self._hands[index])
        table = " ".join(str(Play(p.tile, p.on)) for p in self._table.placements)
        sizes = ",".join(str(len(hand)) for hand in self._hands)
        points = ",".join(map(str, self._points))
        return (f"seat={seat}; hand={hand}; table={table}; hands={sizes}; "
                f"boneyard={len(self._boneyard)}; turn={self.to_move}; round={self._round}; "
                f"points={points}")

    # ------------------------------------------------------------ actions
    def legal_actions(self) -> list[Action]:
        """Every action allowed now (O4): the fitting plays, else a draw,
        else a pass; the lead double at a round's start; ``deal`` between rounds."""
        if self.is_over:
            return []
        if self._between:
            return [DEAL]
        hand = self._hands[self._turn]
        if not self._table.placements:
            return [Play(max(t for t in hand if is_double(t)))]
        plays: list[Action] = [Play(tile, face) for tile in hand for face in self._table.fits(tile)]
        if plays:
            return plays
        return [DRAW] if self._boneyard else [PASS]

    def parse_action(self, text: str) -> Action:
        """The legal action ``text`` names, or an error that says why not.
        Draw, pass and deal may also be written in the words a move list
        shows ("pesca", "giro seguente"); the action taken is the same, so
        a record still writes "draw"."""
        text = expect_text("text", text)
        shown = text.strip()
        words = shown.lower()
        outcome = self._outcome()
        if outcome is not None:
            raise IllegalActionError("action.game_over", action=shown, result=outcome[0])
        legal = self.legal_actions()
        for action in legal:
            if str(action) == words:
                return action
        named = word_action(words)
        if named is not None:
            if named not in legal:
                raise IllegalActionError(_REFUSED[named], action=shown,
                                         choices=Choices(tuple(legal)))
            return named
        tile_text, at, face_text = words.partition("@")
        tile = parse_tile(tile_text)
        if tile is None:
            raise ActionSyntaxError("dominoes.action.syntax", text=shown)
        return self._match_play(tile, face_text if at else None, shown, legal)

    def _match_play(self, tile: Tile, face_text: str | None, shown: str,
                    legal: Sequence[Action]) -> Play:
        if self._between:
            raise IllegalActionError("dominoes.action.deal_first", action=shown)
        if tile not in self._hands[self._turn]:
            raise IllegalActionError("dominoes.action.not_in_hand", action=shown,
                                     side=seat_name(self.to_move))
        mine = [a for a in legal if isinstance(a, Play) and a.tile == tile]
        if not mine:
            raise IllegalActionError("dominoes.action.does_not_fit", action=shown,
                                     ends=", ".join(map(str, self.open_ends())) or "—",
                                     choices=Choices(tuple(legal)))
        if face_text is None:
            if len(mine) == 1:
                return mine[0]
            raise IllegalActionError("dominoes.action.which_face", action=shown,
                                     choices=Choices(tuple(mine)))
        for action in mine:
            if str(action.face) == face_text.strip():
                return action
        raise IllegalActionError("dominoes.action.no_such_face", action=shown,
                                 choices=Choices(tuple(mine)))

    def play(self, action: Action | str) -> Action:
        """Take one action (an action or its text); returns it. A refused
        action raises and changes nothing."""
        if isinstance(action, str):
            chosen = self.parse_action(action)
        elif isinstance(action, Action):
            chosen = self._legal_object(action)
        else:
            raise ArgumentTypeError("action", action, "dominoes_action")
        self._push(chosen)
        return chosen

    def _legal_object(self, action: Action) -> Action:
        """``action`` if it is one of the legal actions exactly (a play names
        its face: ``Play(tile)`` is a lead); else the reason its text gives,
        or, when the text would be read as another action, that it is not allowed."""
        legal = self.legal_actions()
        if action in legal:
            return action
        self.parse_action(str(action))  # raises, saying why, unless the text is lenient
        raise IllegalActionError("dominoes.action.not_allowed", action=str(action),
                                 choices=Choices(tuple(legal)))

    def undo(self) -> None:
        """Take back the last action (or the resignation / agreed draw)."""
        if self._ended is not None:
            self._ended = None
            return
        if not self._undo:
            raise ActionError("undo.nothing")
        # Copies: a clone shares the snapshots, and play changes lists in place.
        (hands, boneyard, table, self._turn, self._passes, self._round, points, rounds,
         self._between, self._redeals) = self._undo.pop()
        self._hands = [hand[:] for hand in hands]
        self._boneyard, self._table = boneyard[:], table.copy()
        self._points, self._rounds = points[:], rounds[:]
        self._history.pop()

    def resign(self, seat: str | None = None) -> None:
        """``seat`` (default: the one to move) gives up the match: the
        other seat with the most points wins it (the first such in playing order)."""
        loser = self._turn if seat is None else self._seat_index(seat)
        others = [s for s in range(len(self.seats)) if s != loser]
        best = max(others, key=lambda s: (self._points[s], -s))
        self._finish(MatchResult(self.seats[best]), Termination.RESIGNATION)

    def agree_draw(self) -> None:
        self._finish(MatchResult.DRAW, Termination.AGREEMENT)

    # ------------------------------------------------------------ internals
    def _finish(self, result: MatchResult, termination: Termination) -> None:
        outcome = self._outcome()
        if outcome is not None:
            raise IllegalActionError("game.over", result=outcome[0])
        self._ended = (result, termination)

    def _outcome(self) -> tuple[MatchResult, Termination] | None:
        if self._ended is not None:
            return self._ended
        target = self._settings.target
        leaders = [s for s, p in enumerate(self._points) if p >= target]
        if leaders and not self._between:
            return MatchResult(self.seats[max(leaders, key=lambda s: self._points[s])]), (
                Termination.TARGET)
        return None

    def _seat_index(self, seat: object) -> int:
        if not isinstance(seat, str):
            raise ArgumentTypeError("seat", seat, "text")
        if seat.strip().lower() not in self.seats:
            raise SettingError("dominoes.bad_seat", value=seat, seats=", ".join(self.seats))
        return self.seats.index(seat.strip().lower())

    def _snapshot(self) -> _Snapshot:
        return ([hand[:] for hand in self._hands], self._boneyard[:], self._table.copy(),
                self._turn, self._passes, self._round, self._points[:], self._rounds[:],
                self._between, self._redeals)

    def _push(self, action: Action) -> None:
        """Take ``action``, known to be legal now."""
        self._undo.append(self._snapshot())
        self._history.append((self._turn, action))
        players = len(self.seats)
        if isinstance(action, Play):
            self._hands[self._turn].remove(action.tile)
            if action.face is None:
                self._table.lead(action.tile)
            else:
                self._table.place(action.tile, action.face)
            self._passes = 0
            if not self._hands[self._turn]:
                self._end_round(self._turn, blocked=False)
            else:
                self._turn = (self._turn + 1) % players
        elif action == DRAW:
            self._hands[self._turn].append(self._boneyard.pop(0))
            self._hands[self._turn].sort()
        elif action == PASS:
            self._passes += 1
            if self._passes >= players:  # O5a: everyone passed in turn
                fewest = min(pips(hand) for hand in self._hands)
                winners = [s for s, h in enumerate(self._hands) if pips(h) == fewest]
                self._end_round(winners[0] if len(winners) == 1 else None, blocked=True)
            else:
                self._turn = (self._turn + 1) % players
        elif isinstance(action, Deal):
            self._round += 1
            self._between = False
            self._deal()

    def _end_round(self, winner: int | None, blocked: bool) -> None:
        """Score the round (O7, O8); the match ends at the target (O9), else
        the next round waits for ``deal``."""
        hand_pips = tuple(pips(hand) for hand in self._hands)
        points = 0 if winner is None else round_points(winner, hand_pips,
                                                      self._settings.scoring)
        if winner is not None:
            self._points[winner] += points
        self._rounds.append(RoundEnd(winner, hand_pips, points, blocked))
        self._passes = 0
        self._between = max(self._points) < self._settings.target
        if winner is not None:
            self._turn = winner

    def _deal(self) -> None:
        """Shuffle and deal round :attr:`round` (O1, O2); the highest double leads."""
        players, size = len(self.seats), self._settings.hand_size
        attempt = 0
        while True:
            rng = random.Random(f"dominoes/{self._seed}/{self._round}/{attempt}")
            tiles = list(TILES)
            rng.shuffle(tiles)
            hands = [sorted(tiles[i * size:(i + 1) * size]) for i in range(players)]
            if any(is_double(tile) for hand in hands for tile in hand):
                break
            attempt += 1  # O2: no double dealt: collect, reshuffle, deal again
        self._hands = hands
        self._boneyard = tiles[players * size:]
        self._table = Table()
        self._passes = 0
        self._redeals = attempt
        highest = max(tile for hand in hands for tile in hand if is_double(tile))
        self._turn = next(s for s, hand in enumerate(hands) if highest in hand)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Dominoes):
            return NotImplemented
        return self.position() == other.position() and self._ended == other._ended

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Dominoes round {self._round}, {self.to_move} to move>"


#: Why a draw, a pass or a deal is refused (it is not the action allowed now).
_REFUSED: dict[Action, str] = {DRAW: "dominoes.action.no_draw", PASS: "dominoes.action.no_pass",
                               DEAL: "dominoes.action.no_deal"}
