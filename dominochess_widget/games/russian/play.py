"""How Russian draughts is played in a session (registry ``extras["play"]``):
a move is clicked start → each landing square; a click that fits nothing
is explained by the engine's refusal of the same squares. Pure Python."""

from __future__ import annotations

from dataclasses import asdict

from dominochess_widget.core.protocol import seat_name
from dominochess_widget.errors import DominoChessError, IllegalActionError, expect_int
from dominochess_widget.games.russian import board as russian_board
from dominochess_widget.games.russian.state import Draughts
from dominochess_widget.messages import translate
from dominochess_widget.session import GenericRules, State, describe_result


class RussianRules(GenericRules):
    """Russian draughts: a move is clicked start → each landing square
    (``move.path``); a click that fits no move is explained by the engine's
    refusal of the same squares; the status says when a capture is compulsory."""

    def check_cell(self, state: State, cell: object) -> int:
        return russian_board.check_square(expect_int("square", cell), "square")

    def cell_name(self, state: State, cell: int) -> str:
        return russian_board.square_name(cell)

    def status(self, state: State, computer: bool, language: str) -> str:
        game = _draughts(state)
        if game.is_over:
            return describe_result(game, language)
        text = super().status(state, computer, language)
        if any(move.is_capture for move in game.legal_actions()):
            text = translate("play.status.must_capture", language, status=text)
        return text

    def describe_position(self, state: State, language: str) -> list[str]:
        game = _draughts(state)
        lines = []
        for seat in game.seats:
            groups = []
            for king, key in ((False, "play.position.men"), (True, "play.position.kings")):
                squares = sorted(russian_board.square_name(sq) for sq, s, k in game.pieces()
                                 if s == seat and k is king)
                if squares:
                    groups.append(translate(key, language, squares=", ".join(squares)))
            none = translate("play.position.none", language)
            lines.append(translate("play.position", language, side=seat_name(seat),
                                   pieces="; ".join(groups) or none))
        return lines

    def explain(self, state: State, cells: tuple[int, ...], language: str) -> str:
        """The engine's refusal of the squares clicked, written as a move
        (``c3-e5``, or with ``:`` for a capture route)."""
        game = _draughts(state)
        mover = game.to_move
        last = cells[-1]
        if len(cells) == 1 or self.owner(game, last) == mover:
            return self._explain_piece(game, last, language)
        legal = game.legal_actions()
        capturing = len(cells) > 2 or any(m.is_capture and m.start == cells[0] for m in legal)
        text = (":" if capturing else "-").join(russian_board.square_name(c) for c in cells)
        try:
            game.parse_action(text)
        except DominoChessError as error:
            return error.message(language)
        return super().explain(state, cells, language)  # pragma: no cover (it fitted after all)

    def _explain_piece(self, game: Draughts, cell: int, language: str) -> str:
        """Why the piece on ``cell`` (or the empty cell) starts no move."""
        if self.owner(game, cell) != game.to_move:
            return translate("play.pick", language, side=seat_name(game.to_move))
        name = russian_board.square_name(cell)
        try:  # the engine's refusal of a move that goes nowhere: it names a compulsory capture
            game.parse_action(f"{name}-{name}")
        except IllegalActionError as error:
            if error.key != "action.same_square":
                params = {**error.params, "action": name}
                return translate(error.key, language, **params)
        return translate("play.no_action_from", language, cell=name)

    def new_game(self, state: State, seed: int | None) -> State:
        return Draughts.new(**asdict(_draughts(state).settings))


def _draughts(state: State) -> Draughts:
    assert isinstance(state, Draughts)
    return state


RULES = RussianRules()
