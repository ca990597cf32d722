"""What a player's clicks and keys mean, without any Jupyter (testable).

A :class:`PlaySession` holds the game, the piece the player picked, a
pending choice of half, the redo list, and who the computer plays. It
turns a click on a square, a typed action, undo/redo, resign or a draw
agreement into engine calls, and says in words what happened. Legality is
always the engine's: the session only filters ``legal_actions()``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dominochess_widget.engine.actions import Action, check_half
from dominochess_widget.engine.board import Kind, Side, check_square, square_name
from dominochess_widget.engine.game import Game, Termination, expect_game
from dominochess_widget.errors import (
    DominoChessError,
    expect_text,
)
from dominochess_widget.messages import translate
from dominochess_widget.narration import describe_action, describe_result, selects


@dataclass
class Played:
    """One action in the session's history, and whether a person chose it."""

    action: Action
    by_person: bool


@dataclass
class PlaySession:
    """A game being played. A call with a bad argument raises (a
    ``ValueError`` subclass for a bad value, ``TypeError`` for a wrong type)
    and changes nothing; a move the rules refuse is answered in words."""

    game: Game
    computer: Side | None = None  # the side the computer plays, if any
    language: str = "en"
    picked: int | None = None  # the square of the piece the player picked
    choice: tuple[Action, ...] = ()  # one move, several halves: which one?
    undone: list[Played] = field(default_factory=list)  # what redo plays again, newest last
    # Per action of this session, in order: 1 if a person chose it. The
    # actions themselves are the game's history: a long game keeps one byte each here.
    _by_person: bytearray = field(default_factory=bytearray, init=False, repr=False)

    def __post_init__(self) -> None:
        expect_game("game", self.game)

    # ------------------------------------------------------------ queries
    @property
    def played(self) -> list[Played]:
        """The actions played in this session, in order, and who chose each."""
        history = self.game.history
        actions = history[len(history) - len(self._by_person):]
        return [Played(a, bool(p)) for a, p in zip(actions, self._by_person, strict=True)]

    @property
    def computer_to_move(self) -> bool:
        return self.computer is not None and not self.game.is_over and (
            self.game.to_move is self.computer
        )

    def targets(self) -> dict[int, tuple[int, ...]]:
        """For the picked piece: each square it may go to, and by which halves."""
        out: dict[int, tuple[int, ...]] = {}
        if self.picked is None:
            return out
        for action in self.game.legal_actions():
            if action.origin == self.picked and action.target is not None:
                out[action.target] = (*out.get(action.target, ()), action.half)
        return out

    def status(self) -> str:
        """Whose turn it is, which halves remain and what each allows."""
        game = self.game
        if game.is_over:
            return describe_result(game, self.language)
        halves = []
        for half in game.halves():
            what = selects(game, half.number)
            if half.used is not None:
                state = self._t("play.half.used", action=str(half.used))
            elif len(half.moves) == 1:
                state = self._t("play.half.one_move")
            elif half.moves:
                state = self._t("play.half.moves", count=len(half.moves))
            else:
                state = self._t("play.half.no_move")
            halves.append(self._t("play.half", half=half.number, what=what, state=state))
        key = "play.status.computer" if self.computer_to_move else "play.status"
        return self._t(key, side=game.to_move, tile=f"[{game.tile[0]}|{game.tile[1]}]",
                       halves="; ".join(halves))

    def describe_position(self) -> list[str]:
        """Where every piece stands, one line per side: the board in words,
        for a screen reader or a projector seen from afar."""
        lines = []
        for side in Side:
            groups = []
            for kind in Kind:
                squares = sorted(square_name(sq) for sq, s, k in self.game.pieces()
                                 if s is side and k is kind)
                if squares:
                    groups.append(self._t("play.position.kind", kind=kind,
                                          squares=", ".join(squares)))
            lines.append(self._t("play.position", side=side,
                                 pieces="; ".join(groups) or self._t("play.position.none")))
        return lines

    # ------------------------------------------------------------ input
    def click(self, square: int) -> list[str]:
        """A click on ``square`` (0 = a1 … 63 = h8); returns what to tell the player."""
        check_square("square", square)
        if self.game.is_over:
            return [self._t("play.over", result=describe_result(self.game, self.language))]
        if self.computer_to_move:
            return [self._t("play.wait")]
        if self.choice:
            self.choice = ()
        piece = self.game.piece_at(square)
        own = piece is not None and piece[0] is self.game.to_move
        if self.picked is not None and not own:
            return self._move_to(square)
        if not own or self.picked == square:
            self.picked = None
            return [] if own else [self._t("play.pick", side=self.game.to_move)]
        return self._pick(square)

    def choose(self, half: int) -> list[str]:
        """Settle a pending choice: play the move with ``half``."""
        check_half("half", half)
        for action in self.choice:
            if action.half == half:
                self.choice = ()
                return self._play(action)
        return [self._t("play.no_choice", half=half)]

    def enter(self, text: str) -> list[str]:
        """A typed action in D5 notation."""
        expect_text("action", text)
        if self.computer_to_move:
            return [self._t("play.wait")]
        try:
            action = self.game.parse_action(text)
        except DominoChessError as error:
            return [error.message(self.language)]
        return self._play(action)

    def apply_computer(self, action: Action) -> list[str]:
        """The computer's action (already chosen on a copy of the game).
        Raises :class:`IllegalActionError`, changing nothing, if it is not legal now."""
        return self._play(action, by_person=False)

    def undo(self) -> list[str]:
        """Take back the last action a person chose, and what followed it
        (or a resignation or agreed draw)."""
        self._reset_input()
        if self.game.termination in (Termination.RESIGNATION, Termination.AGREEMENT):
            self.game.undo()
            return [self._t("play.undone")]
        if not self._by_person:
            return [self._t("undo.nothing")]
        while self._by_person:
            action = self.game.last_action
            assert action is not None  # the session played it
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
            entry = self.undone.pop()
            messages.append(self._record(entry.action, entry.by_person))
            first = False
        if self.game.is_over:
            messages.append(describe_result(self.game, self.language))
        return messages

    def new_game(self, game: Game) -> list[str]:
        expect_game("game", game)
        self.game = game
        self._by_person.clear()
        self.undone.clear()
        self._reset_input()
        return [self._t("play.new_game", seed=game.seed), *self._auto_forfeits()]

    def resign(self) -> list[str]:
        side = self.game.to_move if self.computer is None else self.computer.opponent
        try:
            self.game.resign(side)
        except DominoChessError as error:
            return [error.message(self.language)]
        return self._ended()

    def agree_draw(self) -> list[str]:
        try:
            self.game.agree_draw()
        except DominoChessError as error:
            return [error.message(self.language)]
        return self._ended()

    def _ended(self) -> list[str]:
        """After a resignation or agreed draw: what was undone before it is
        no longer there to redo."""
        self.undone.clear()
        self._reset_input()
        return [describe_result(self.game, self.language)]

    # ------------------------------------------------------------ inside
    def _pick(self, square: int) -> list[str]:
        moves = [a for a in self.game.legal_actions() if a.origin == square]
        if moves:
            self.picked = square
            return []
        self.picked = None
        piece = self.game.piece_at(square)
        assert piece is not None
        kind = piece[1]
        if square == self.game.moved_square:
            return [self._t("play.moved_already", kind=kind, square=square_name(square))]
        halves = [h for h in self.game.halves() if h.used is None and kind in h.kinds]
        if not halves:
            return [self._t("play.not_selected", kind=kind, square=square_name(square),
                            tile=f"[{self.game.tile[0]}|{self.game.tile[1]}]")]
        return [self._t("play.stuck", kind=kind, square=square_name(square))]

    def _move_to(self, square: int) -> list[str]:
        assert self.picked is not None
        origin = self.picked
        actions = tuple(
            a for a in self.game.legal_actions() if a.origin == origin and a.target == square
        )
        if not actions:
            self.picked = None
            piece = self.game.piece_at(origin)
            assert piece is not None
            return [self._t("play.cannot_go", kind=piece[1], origin=square_name(origin),
                            target=square_name(square))]
        if len(actions) == 1:
            return self._play(actions[0])
        self.choice = actions
        return [self._t("play.which_half", move=str(actions[0]).split(":", 1)[1],
                        halves=" / ".join(str(a.half) for a in actions))]

    def _play(self, action: Action, by_person: bool = True) -> list[str]:
        """A new action: what was undone can no longer be redone (once the
        action is known to be legal: a refused one changes nothing)."""
        messages = self._push(action, by_person)
        self.undone.clear()
        self._reset_input()
        return messages

    def _push(self, action: Action, by_person: bool) -> list[str]:
        messages = [self._record(action, by_person)]
        if self.game.is_over:
            return [*messages, describe_result(self.game, self.language)]
        return messages + self._auto_forfeits()

    def _record(self, action: Action, by_person: bool) -> str:
        """Play ``action``, keep it in the session's history, say what it did
        and who did it (announced in the widget's live region)."""
        game = self.game
        legal = game.resolve(action)  # raises, changing nothing, when it is not legal
        side = game.to_move
        what = describe_action(game, legal, self.language)
        game.play(legal)
        self._by_person.append(by_person)
        return self._t("play.played", what=what, side=side)

    def _auto_forfeits(self) -> list[str]:
        """Play the halves that can only be forfeited, when nothing else is
        left to choose (every legal action is a forfeit). A forfeit beside
        a half that can move is left to the player: its order is their
        choice (D3)."""
        messages: list[str] = []
        while not self.game.is_over and not self.computer_to_move:
            legal = self.game.legal_actions()
            if not all(a.is_forfeit for a in legal):
                break
            what = self._record(legal[0], by_person=False)
            messages.append(self._t("play.auto_forfeit", what=what))
        return messages

    def _reset_input(self) -> None:
        self.picked = None
        self.choice = ()

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self.language, **params)

