"""What a player's clicks and keys mean, for any registered game, without
any Jupyter (testable).

A :class:`PlaySession` holds a game state (any game of the registry), the
cells clicked so far, a pending choice among actions that share one click
path, the redo list, and the seat the computer plays. It turns a click on
a cell, a typed action, undo/redo, resign or a draw agreement into calls
on the state, and says in words what happened. Legality is always the
engine's: the session only matches clicks against ``legal_actions()``.

**Clicks.** Each legal action has a *click path*: the cells a player
clicks to play it (Russian draughts: the start and every landing square;
domino chess: origin and target). The cells clicked so far are matched
against these paths:

* a path that fits several actions waits for the next click (the board
  shows the next cells as targets);
* as soon as exactly one action fits (after at least a piece and one more
  cell), it is played, even before its last cell;
* several actions with the same whole path (domino chess: one move two
  halves allow) ask which one (:attr:`PlaySession.choice`, :meth:`choose`);
* a click that fits nothing starts a new path if an action starts there;
  otherwise the game says why (the engine's own sentence, e.g. "a capture
  is compulsory: …") and the clicks are cleared. Clicking the start and
  then the last cell of a longer path plays it too, when only one action
  goes that way.

**Per game.** What differs between games and is not rules (how an action
is clicked and announced, the status line, the board in words, the
explanation of a refused click, the actions played for a player who has no
choice) comes from a :class:`~dominochess_widget.core.rules.GenericRules` object:
the registry entry's ``play`` if the game provides one (each game's
``play`` module), otherwise the generic rules, which need nothing but the
game protocol.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, Generic, TypeVar

from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations, Arrow
from dominochess_widget.core.errors import (
    ArgumentTypeError,
    DominoChessError,
    expect_text,
)
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import GameState, seat_name
from dominochess_widget.core.rules import (
    GenericRules,
    check_state,
    describe_result,
    rules_for,
)

#: The state type a session plays (any game's; a session may switch games).
S = TypeVar("S", bound=GameState[Any])
#: The colour letter of the hint's arrow (green: a good move, as in a lesson's comments).
HINT_COLOUR = "G"


# ---------------------------------------------------------------- the session
#: How many rounds of the other seats' turns the banner goes back at most
#: (when the seat to move has not played for longer: computers alone).
MOST_TURNS_TOLD = 2


@dataclass(frozen=True)
class Turn:
    """A seat's turn as the banner tells it: who, what, and the line that says it."""

    seat: str
    actions: tuple[Any, ...]
    summary: str


@dataclass
class Played:
    """One action in the session's history, and whether a person chose it."""

    action: Any
    by_person: bool


@dataclass
class PlaySession(Generic[S]):
    """A game being played. A call with a bad argument raises (a
    ``ValueError`` subclass for a bad value, ``TypeError`` for a wrong type)
    and changes nothing; a move the rules refuse is answered in words."""

    game: S
    # The seat the computer plays, if any (a tuple: the seats it plays in a
    # game of three or more, where the person has one seat).
    computer: str | tuple[str, ...] | None = None
    language: str = "en"
    clicked: tuple[int, ...] = ()  # the cells clicked so far (a prefix of some click path)
    choice: tuple[Any, ...] = ()  # one path, several actions: which one?
    undone: list[Played] = field(default_factory=list)  # what redo plays again, newest last
    # Per action of this session, in order: 1 if a person chose it. The
    # actions themselves are the game's history: a long game keeps one byte each here.
    _by_person: bytearray = field(default_factory=bytearray, init=False, repr=False)
    rules: GenericRules = field(init=False, repr=False)

    def __post_init__(self) -> None:
        check_state("game", self.game)
        self.rules = rules_for(self.game)

    # ------------------------------------------------------------ queries
    @property
    def picked(self) -> int | None:
        """The first cell clicked (the piece picked), if any."""
        return self.clicked[0] if self.clicked else None

    @property
    def played(self) -> list[Played]:
        """The actions played in this session, in order, and who chose each."""
        if not self._by_person:
            return []
        history = self.game.history
        actions = history[len(history) - len(self._by_person):]
        return [Played(a, bool(p)) for a, p in zip(actions, self._by_person, strict=True)]

    @property
    def computer_seats(self) -> tuple[str, ...]:
        """Every seat the computer plays."""
        if self.computer is None:
            return ()
        return (self.computer,) if isinstance(self.computer, str) else tuple(self.computer)

    @property
    def computer_to_move(self) -> bool:
        return not self.game.is_over and str(self.game.to_move) in self.computer_seats

    @property
    def seeded(self) -> bool:
        """Whether a new game of this game takes a seed (chance decides in it)."""
        return registry.info_of(self.game).chance

    def targets(self) -> dict[int, tuple[Any, ...]]:
        """The cells that may be clicked next, each with its labels (domino
        chess: the halves that allow the move; most games: none)."""
        out: dict[int, tuple[Any, ...]] = {}
        if not self.clicked:
            return out
        n = len(self.clicked)
        for action, path in self._paths():
            if len(path) > n and path[:n] == self.clicked:
                label = self.rules.target_label(action)
                labels = out.setdefault(path[n], ())
                if label is not None and label not in labels:
                    out[path[n]] = (*labels, label)
        return out

    def free_actions(self) -> list[Any]:
        """Legal actions with no cells to click (a forfeit, a pass): buttons."""
        if self.game.is_over or self.computer_to_move or self.choice:
            return []
        return [a for a in self.game.legal_actions() if not self.rules.click_path(a)]

    def choice_labels(self) -> list[tuple[object, str]]:
        """The pending choice: per action, what :meth:`choose` takes and its button text."""
        return [(self.rules.choice_key(a), self.rules.choice_label(a, self.language))
                for a in self.choice]

    def status(self) -> str:
        """Whose turn it is (and whatever else the game says about it)."""
        return self.rules.status(self.game, self.computer_to_move, self.language)

    @property
    def viewer(self) -> str:
        """The seat whose screen this is: the seat to move, or while the
        computer moves, the first seat a person plays (a game where a seat
        sees only its own hand shows no computer's)."""
        game = self.game
        if not self.computer_to_move:
            return str(game.to_move)
        return next((str(s) for s in game.seats if str(s) not in self.computer_seats),
                    str(game.to_move))

    def describe_position(self) -> list[str]:
        """Where every piece stands: the board in words, for a screen reader
        or a projector seen from afar (what :attr:`viewer` may see)."""
        return self.rules.describe_position(self.game, self.language, self.viewer)

    def result_text(self) -> str:
        return describe_result(self.game, self.language)

    def last_turns(self) -> list[Turn]:
        """What the other seats did since the seat to move last acted, oldest
        first: the opponent's turn (in a game of three, each other seat's, and
        a seat twice when a ratto let it play out of turn), shown until the
        seat to move acts; empty once it has begun its turn. Once the game is
        over: the turn that ended it."""
        game = self.game
        now = None if game.is_over else str(game.to_move)
        probe = game.clone()
        runs: list[tuple[str, list[Any]]] = []
        while probe.history:
            count = len(probe.history)
            action = probe.history[-1]
            probe.undo()
            if len(probe.history) == count:  # a resignation or agreement taken back
                continue
            seat = str(probe.to_move)
            if seat == now:
                break
            if runs and runs[-1][0] == seat:
                runs[-1][1].insert(0, action)
            elif (now is None and runs) or len(runs) == MOST_TURNS_TOLD * len(game.seats):
                break
            else:
                runs.append((seat, [action]))
        return [Turn(seat, tuple(actions),
                     self.rules.turn_summary(game, seat, actions, self.language))
                for seat, actions in reversed(runs)]

    def forced_turns(self) -> list[Turn]:
        """The whole turns played without a choice since a person last chose
        an action in this session, oldest first: turns whose every action
        was one the rules play for a player who has none (domino chess: a
        drawn tile that gives no move, D3), whoever's seat it was (a
        person's or the computer's). A turn that a person or the computer
        began by choosing is not one of them; nor is anything played before
        the session began. Only public facts are told: the tiles already
        drawn, never the pool's next ones."""
        runs: list[tuple[str, list[Any], bool]] = []  # (seat, actions, all forced), newest first
        probe = self.game.clone()
        own = len(self._by_person)  # the session's actions are the history's last ``own``
        while own and probe.history:
            count = len(probe.history)
            action = probe.history[-1]
            probe.undo()
            if len(probe.history) == count:  # a resignation or agreement: a person's decision
                break
            own -= 1
            forced = self.rules.automatic(probe) == action
            seat = str(probe.to_move)
            if runs and runs[-1][0] == seat:  # the same turn, an action earlier
                runs[-1] = (seat, [action, *runs[-1][1]], runs[-1][2] and forced)
            else:
                runs.append((seat, [action], forced))
            if self._by_person[own] and not forced:
                break  # a person's choice: told already, and the story starts after it
        if not own and probe.history and runs and _seat_before(probe) == runs[-1][0]:
            runs.pop()  # a turn begun before the session: not wholly told here
        game = self.game
        return [Turn(seat, tuple(actions),
                     self.rules.turn_summary(game, seat, actions, self.language))
                for seat, actions, forced in reversed(runs) if forced]

    def forced_report(self) -> str:
        """:meth:`forced_turns` in words, grouped by seat (each seat's turns
        together, seats in the order they first played), then who must play
        now, one sentence a turn: "Red drew [0|0] — no move. Red drew [0|3] —
        no move. Blue drew [1|1] — no move. Now Red must play." "" when no
        turn was forced."""
        turns = self.forced_turns()
        if not turns:
            return ""
        by_seat: dict[str, list[str]] = {}
        for turn in turns:
            by_seat.setdefault(turn.seat, []).append(turn.summary)
        said = [f"{line}." for lines in by_seat.values() for line in lines]
        if not self.game.is_over:
            said.append(self._t("play.forced.now", side=seat_name(self.game.to_move)))
        return " ".join(said)

    def hint_annotations(self, action: Any) -> Annotations:
        """The arrows that show ``action`` (a hint) on the board: one per
        stretch of its click path (none for an action without cells)."""
        path = self.rules.click_path(action)
        return Annotations(arrows=tuple(Arrow(a, b, HINT_COLOUR)
                                        for a, b in pairwise(path)))

    def example(self) -> str:
        """An action for the text box's placeholder: none while the computer
        moves (its actions would show its hand)."""
        return "" if self.computer_to_move else self.rules.example(self.game)

    # ------------------------------------------------------------ input
    def click(self, square: int) -> list[str]:
        """A click on a cell (``square``: the cell's number, a1 = 0 on a
        square board); returns what to tell the player."""
        cell = self.rules.check_cell(self.game, square)
        if self.game.is_over:
            return [self._t("play.over", result=self.result_text())]
        if self.computer_to_move:
            return [self._t("play.wait")]
        self.choice = ()
        if self.clicked and cell == self.clicked[-1]:  # the same cell again: take that click back
            self.clicked = self.clicked[:-1] if len(self.clicked) > 1 else ()
            return []
        path = (*self.clicked, cell)
        fitting = self._fitting(path)
        if fitting:
            return self._advance(path, fitting)
        if self.clicked:
            fresh = self._fitting((cell,))
            if fresh:  # another piece: start again from it
                return self._advance((cell,), fresh)
            ending = self._ending(path)
            if ending is not None:
                return ending
        tried = path if self.clicked else (cell,)
        self.clicked = ()
        return [self.rules.explain(self.game, tried, self.language)]

    def choose(self, half: object) -> list[str]:
        """Settle a pending choice: play the action that ``half`` names
        (what :meth:`choice_labels` lists: domino chess's half number, or an
        action's text in most games; an action itself is accepted too)."""
        value = self.rules.check_choice(half)
        for action in self.choice:
            if value == self.rules.choice_key(action) or value is action:
                self.choice = ()
                return self._play(action)
        return [self.rules.no_choice(value, self.language)]

    def enter(self, text: str) -> list[str]:
        """A typed action in the game's notation."""
        expect_text("action", text)
        if self.computer_to_move:
            return [self._t("play.wait")]
        try:
            action = self.game.parse_action(text)
        except DominoChessError as error:
            return [error.message(self.language)]
        return self._play(action)

    def play_free(self, action: Any) -> list[str]:
        """A button for an action without cells (:meth:`free_actions`)."""
        if self.computer_to_move:
            return [self._t("play.wait")]
        return self._play(action)

    def apply_computer(self, action: Any) -> list[str]:
        """The computer's action (already chosen on a copy of the game).
        Raises an :class:`~dominochess_widget.core.errors.ActionError`, changing
        nothing, if it is not legal now."""
        return self._play(action, by_person=False)

    def undo(self) -> list[str]:
        """Take back the last action a person chose, and what followed it
        (or a resignation or agreed draw). Taking back a decision the game
        went on after (a DamHex³ player retiring, H12) empties the redo
        list: every action on it was played after the decision, in a game
        without that player, so none of them fits the game it comes back to
        (this undo's actions, and those earlier undos took back)."""
        self._reset_input()
        if not self._by_person and not self._last_was_decision():
            return [self._t("undo.nothing")]
        while True:
            if self._last_was_decision():  # a person's decision: taken back alone
                self.game.undo()
                self.undone.clear()
                break
            if not self._by_person:
                break
            action = self.game.history[-1]
            by_person = bool(self._by_person.pop())
            self.game.undo()
            self.undone.append(Played(action, by_person))
            if by_person and not self.computer_to_move:
                break
        return [self._t("play.undone")]

    def redo(self) -> list[str]:
        """Play again what undo took back, up to the next person's choice."""
        if not self.undone:
            return [self._t("play.nothing_to_redo")]
        self._reset_input()
        messages: list[str] = []
        first = True
        while self.undone and (first or not self.undone[-1].by_person):
            entry = self.undone[-1]
            try:
                messages.append(self._record(entry.action, entry.by_person))
            except DominoChessError as error:  # the list no longer fits the game: kept
                return [*messages, error.message(self.language)]
            self.undone.pop()
            first = False
        if self.game.is_over:
            messages.append(self.result_text())
        return messages

    def new_game(self, game: S) -> list[str]:
        """Play ``game`` from now on (any game of the registry); what it
        played before the session cannot be taken back (see :meth:`load`)."""
        return self._start(game, undoable=False)

    def load(self, game: S) -> list[str]:
        """Like :meth:`new_game`, for a game read from a record: its moves
        can be taken back one by one (they count as a person's)."""
        return self._start(game, undoable=True)

    def resign(self) -> list[str]:
        """The person gives up (the side to move in hot-seat; against the
        computer, the person's seat)."""
        game = self.game
        seat = game.to_move
        if str(seat) in self.computer_seats:
            seat = next(s for s in game.seats if str(s) not in self.computer_seats)
        try:
            game.resign(seat)
        except DominoChessError as error:
            return [error.message(self.language)]
        if game.is_over:
            return self._ended()
        self.undone.clear()
        self._reset_input()
        return [self._t("play.resigned", side=seat_name(seat)), *self._automatic()]

    def agree_draw(self) -> list[str]:
        try:
            self.game.agree_draw()
        except DominoChessError as error:
            return [error.message(self.language)]
        return self._ended()

    def answer_draw(self, accepts: bool) -> list[str]:
        """The computer's answer to the person's draw offer (its judgement is
        :func:`dominochess_widget.ai.draws.answer_draw`'s): the game ends
        drawn, or goes on."""
        if not isinstance(accepts, bool):
            raise ArgumentTypeError("accepts", accepts, "bool")
        if not accepts:
            return [self._t("play.draw.declined")]
        if self.game.is_over:
            return [self._t("play.over", result=self.result_text())]
        return [self._t("play.draw.accepted"), *self.agree_draw()]

    # ------------------------------------------------------------ inside
    def _start(self, game: S, undoable: bool) -> list[str]:
        check_state("game", game)
        self.rules = rules_for(game)
        self.game = game
        self._by_person = bytearray(b"\x01" * len(game.history)) if undoable else bytearray()
        self.undone.clear()
        self._reset_input()
        return [self.rules.new_game_message(game, self.language), *self._automatic()]

    def _ended(self) -> list[str]:
        """After a resignation or agreed draw: what was undone before it is
        no longer there to redo."""
        self.undone.clear()
        self._reset_input()
        return [self.result_text()]

    def _last_was_decision(self) -> bool:
        """The last thing the game did was a resignation or an agreement
        (which ``undo()`` takes back without taking back a move), whether it
        ended the game or, as a player retiring from DamHex³ (H12), not."""
        probe = self.game.clone()
        before = len(probe.history)
        try:
            probe.undo()
        except DominoChessError:
            return False
        return len(probe.history) == before

    def _paths(self) -> list[tuple[Any, tuple[int, ...]]]:
        click_path = self.rules.click_path
        return [(a, click_path(a)) for a in self.game.legal_actions()]

    def _fitting(self, path: tuple[int, ...]) -> list[tuple[Any, tuple[int, ...]]]:
        """The legal actions whose click path starts with ``path``."""
        n = len(path)
        return [(a, p) for a, p in self._paths() if len(p) >= n and p[:n] == path]

    def _advance(self, path: tuple[int, ...],
                 fitting: list[tuple[Any, tuple[int, ...]]]) -> list[str]:
        """``path`` fits these actions: play, ask, or wait for the next click."""
        complete = [a for a, p in fitting if len(p) == len(path)]
        longer = len(fitting) - len(complete)
        if len(fitting) == 1 and (len(path) >= 2 or complete):
            return self._play(fitting[0][0])
        if complete and not longer:
            self.choice = tuple(complete)
            self.clicked = path[:-1]
            return [self.rules.which(self.game, self.choice, self.language)]
        self.clicked = path
        if complete:  # stop here (a button) or click on
            self.choice = tuple(complete)
            return [self.rules.which(self.game, self.choice, self.language)]
        return []

    def _ending(self, path: tuple[int, ...]) -> list[str] | None:
        """The start and the last cell of a longer path (the squares between
        left out): played when exactly one action goes that way."""
        start, end = path[0], path[-1]
        found = []
        for action, full in self._paths():
            if len(full) > len(path) and full[0] == start and full[-1] == end and _within(
                path, full
            ):
                found.append(action)
        if len(found) != 1:
            return None
        return self._play(found[0])

    def _play(self, action: Any, by_person: bool = True) -> list[str]:
        """A new action: what was undone can no longer be redone (once the
        action is known to be legal: a refused one changes nothing)."""
        messages = self._push(action, by_person)
        self.undone.clear()
        self._reset_input()
        return messages

    def _push(self, action: Any, by_person: bool) -> list[str]:
        messages = [self._record(action, by_person)]
        if self.game.is_over:
            return [*messages, self.result_text()]
        return messages + self._automatic()

    def _record(self, action: Any, by_person: bool) -> str:
        """Play ``action``, keep it in the session's history, say what it did
        and who did it (announced in the widget's live region)."""
        _, said = self.rules.play(self.game, action, self.language)
        self._by_person.append(by_person)
        return said

    def _automatic(self) -> list[str]:
        """Play what the player has no choice over (domino chess: halves that
        can only be forfeited, when nothing else is left to choose)."""
        messages: list[str] = []
        while not self.game.is_over and not self.computer_to_move:
            action = self.rules.automatic(self.game)
            if action is None:
                break
            what = self._record(action, by_person=False)
            messages.append(self.rules.automatic_note(what, self.language))
        return messages

    def _reset_input(self) -> None:
        self.clicked = ()
        self.choice = ()

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self.language, **params)


def _seat_before(game: GameState[Any]) -> str:
    """The seat that played ``game``'s last action (on a copy)."""
    probe = game.clone()
    probe.undo()
    return str(probe.to_move)


def _within(short: tuple[int, ...], full: tuple[int, ...]) -> bool:
    """The cells of ``short`` appear in ``full`` in the same order."""
    position = 0
    for cell in short:
        try:
            position = full.index(cell, position) + 1
        except ValueError:
            return False
    return True
