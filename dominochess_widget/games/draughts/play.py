"""What the play rules of the draughts games share (Russian draughts, Lasca):
the status says when a capture is compulsory, and a new game keeps the
settings of the one before. Pure Python."""

from __future__ import annotations

from dominochess_widget.core import registry
from dominochess_widget.core.errors import DominoChessError, IllegalActionError
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.core.rules import GenericRules, State, describe_result


class DraughtsRules(GenericRules):
    """A move is clicked start → each landing square (``move.path``); a
    click that fits no move is explained by the engine's refusal of the
    same squares written as a move (``capture_mark`` between a capture's
    squares)."""

    capture_mark = ":"

    def status(self, state: State, computer: bool, language: str) -> str:
        if state.is_over:
            return describe_result(state, language)
        text = super().status(state, computer, language)
        if any(move.is_capture for move in state.legal_actions()):
            text = translate("play.status.must_capture", language, status=text)
        return text

    def new_game(self, state: State, seed: int | None) -> State:
        return registry.info_of(state).new(None, **registry.settings_of(state))

    def explain(self, state: State, cells: tuple[int, ...], language: str) -> str:
        """The engine's refusal of the squares clicked, written as a move
        (``c3-e5``, or with :attr:`capture_mark` for a capture route)."""
        game = state
        mover = game.to_move
        last = cells[-1]
        if len(cells) == 1 or self.owner(game, last) == mover:
            return self._explain_piece(game, last, language)
        legal = game.legal_actions()
        capturing = len(cells) > 2 or any(m.is_capture and m.start == cells[0] for m in legal)
        mark = self.capture_mark if capturing else "-"
        text = mark.join(self.cell_name(game, c) for c in cells)
        try:
            game.parse_action(text)
        except DominoChessError as error:
            return error.message(language)
        return super().explain(state, cells, language)  # pragma: no cover (it fitted after all)

    def _explain_piece(self, game: State, cell: int, language: str) -> str:
        """Why the piece on ``cell`` (or the empty cell) starts no move."""
        if self.owner(game, cell) != game.to_move:
            return translate("play.pick", language, side=seat_name(game.to_move))
        name = self.cell_name(game, cell)
        try:  # the engine's refusal of a move that goes nowhere: it names a compulsory capture
            game.parse_action(f"{name}-{name}")
        except IllegalActionError as error:
            if error.key != "action.same_square":
                params = {**error.params, "action": name}
                return translate(error.key, language, **params)
        return translate("play.no_action_from", language, cell=name)
