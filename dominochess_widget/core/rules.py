"""The rules every session needs, for any registered game: who a seat is,
how a game ended, and how a game is played by clicks (no Jupyter).

Each game's ``play`` module subclasses :class:`GenericRules` and gives an
instance as its registry entry's ``play``; a game without one is played
by :class:`GenericRules` itself, which needs nothing but the game protocol
(and, where the game has them, a piece on a cell, the board view's cell
names). The session (:mod:`dominochess_widget.session`), the viewer's
frames and the games' own rules build on these.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from dominochess_widget.core import registry
from dominochess_widget.core.errors import (
    ActionError,
    ArgumentTypeError,
    DominoChessError,
    expect_int,
    shown,
)
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import (
    Clickable,
    GameState,
    HiddenInformation,
    PieceBoard,
    seat_name,
)

State = GameState[Any]


def seat_label(seat: object, language: str) -> str:
    """A seat's name in ``language`` ("White", "Bianco")."""
    return translate(seat_name(seat).message_key, language)


def describe_result(state: State, language: str) -> str:
    """"White wins: resignation", "Red wins: both kings captured", or ""
    while the game goes on (the result alone where the game says no why)."""
    result = state.result
    if result is None:
        return ""
    why = state.termination
    if why is None:
        return translate(result.message_key, language)
    return translate("narration.result", language, result=result, why=why)


def check_state(name: str, value: object) -> State:
    """``value`` if it is a game of the registry (a state, not its class)."""
    if isinstance(value, type) or not isinstance(value, GameState):
        raise ArgumentTypeError(name, value, "game_state")
    try:
        registry.info_of(value)
    except ArgumentTypeError:
        raise ArgumentTypeError(name, value, "game_state") from None
    return value


def observation(state: State, seat: str | None = None) -> str:
    """What ``seat`` (default: the seat to move) may know of ``state``: its
    observation where the game hides something (its registry entry says
    so), else the whole position."""
    if registry.info_of(state).hidden_information:
        hidden = cast(HiddenInformation, state)
        return hidden.observation(state.to_move if seat is None else seat)
    return state.position()


# ---------------------------------------------------------------- per game
class GenericRules:
    """How a game is played in a session, through the game protocol alone.

    A game may subclass this and give an instance as its registry entry's
    ``play`` to change any part. Optional things used when the game has
    them: ``action.path`` (the click path), a piece on a cell
    (:class:`~dominochess_widget.core.protocol.PieceBoard`: whose it is),
    the board view's cell names."""

    # ----------------------------------------------------------- cells
    def check_cell(self, state: State, cell: object) -> int:
        """``cell`` if it can be a cell of ``state``'s board."""
        value = expect_int("square", cell)
        if value < 0:
            raise ActionError("play.bad_cell", value=value)
        return value

    def cell_name(self, state: State, cell: int) -> str:
        """The cell's name on the game's board ("c3"; its number off the board
        or without one)."""
        view = registry.info_of(state).view
        if view is None or cell not in view.shape.cells:
            return str(cell)
        return str(view.shape.name(cell))

    def click_path(self, action: Any) -> tuple[int, ...]:
        """The cells clicked to play ``action`` (empty: it has no cells,
        like a pass: it is offered as a button)."""
        return tuple(action.path) if isinstance(action, Clickable) else ()

    def owner(self, state: State, cell: int) -> object | None:
        """The seat whose piece stands on ``cell`` (None: none, or unknown)."""
        if not isinstance(state, PieceBoard):
            return None
        try:
            piece = state.piece_at(cell)
        except (DominoChessError, IndexError):
            return None
        return piece[0] if piece else None

    def target_label(self, action: Any) -> object | None:
        """What the board writes on a target cell for ``action`` (None: nothing)."""
        return None

    # ----------------------------------------------------------- choices
    def choice_key(self, action: Any) -> object:
        """What :meth:`PlaySession.choose` accepts to pick ``action``."""
        return str(action)

    def check_choice(self, value: object) -> object:
        return value

    def choice_label(self, action: Any, language: str) -> str:
        """The button that picks ``action`` among actions with the same path."""
        return str(action)

    def which(self, state: State, actions: Sequence[Any], language: str) -> str:
        """The question when several actions share the path clicked."""
        return translate("play.which", language,
                         choices=" / ".join(self.choice_label(a, language) for a in actions))

    def no_choice(self, value: object, language: str) -> str:
        return translate("play.no_such_choice", language, value=shown(value))

    def button_label(self, action: Any, language: str) -> str:
        """The button for a legal action that has no cells to click."""
        return str(action)

    # ----------------------------------------------------------- words
    def turn_summary(self, state: State, seat: object, actions: Sequence[Any],
                     language: str) -> str:
        """One seat's whole turn in a line, for the banner over the board
        ("Black played 22-18"); ``state`` is the game after it."""
        return translate("play.turn", language, side=seat_name(seat),
                         actions=", ".join(str(a) for a in actions))

    def step_label(self, number: str, seat: object, action: Any, language: str) -> str:
        """A record's step in the viewer's list: "12... c3-d4"."""
        return f"{number} {action}"

    def play(self, state: State, action: Any, language: str) -> tuple[Any, str]:
        """Play ``action`` (raising, changing nothing, when it is not legal)
        and say who played what ("White: c3-d4")."""
        seat = state.to_move
        played = state.play(action)
        return played, translate("play.announce", language, side=seat_name(seat),
                                 action=str(played))

    def status(self, state: State, computer: bool, language: str) -> str:
        if state.is_over:
            return describe_result(state, language)
        key = "play.status.generic_computer" if computer else "play.status.generic"
        return translate(key, language, side=seat_name(state.to_move))

    def describe_position(self, state: State, language: str,
                          viewer: str | None = None) -> list[str]:
        """The board in words (a screen reader, a projector seen from afar),
        as the seat ``viewer`` may see it (the seat to move when None)."""
        return [translate("play.position.text", language,
                          position=observation(state, viewer))]

    def explain(self, state: State, cells: tuple[int, ...], language: str) -> str:
        """Why the clicks ``cells`` (a path, or one cell) fit no legal action."""
        mover = state.to_move
        last = cells[-1]
        if len(cells) == 1 or self.owner(state, last) == mover:
            if self.owner(state, last) != mover:
                return translate("play.pick", language, side=seat_name(mover))
            return translate("play.no_action_from", language, cell=self.cell_name(state, last))
        return translate("play.no_action_path", language,
                         path=" → ".join(self.cell_name(state, c) for c in cells))

    def automatic(self, state: State) -> Any | None:
        """An action to play for the player, who has no choice over it (None: none)."""
        return None

    def automatic_note(self, what: str, language: str) -> str:
        return translate("play.auto_forfeit", language, what=what)

    def new_game_message(self, state: State, language: str) -> str:
        return translate("play.new_game.generic", language)

    def example(self, state: State) -> str:
        """An action in the game's notation, for the text box's placeholder."""
        actions = state.legal_actions()
        return str(actions[0]) if actions else ""

    def new_game(self, state: State, seed: int | None) -> State:
        """A new game of the same game (and settings, where the rules know them)."""
        return registry.info_of(state).new(seed)


GENERIC = GenericRules()


def rules_for(state: State) -> GenericRules:
    """The play rules of ``state``'s game: its registry entry's ``play``,
    or the generic ones."""
    rules = registry.info_of(state).play
    return GENERIC if rules is None else rules
