"""How domino chess is played in a session (its registry entry's ``play``):
clicks, announcements and explanations. Pure Python, no Jupyter; legality
stays the engine's — this only words what the engine decides."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominochess_widget.core.messages import translate
from dominochess_widget.core.rules import GenericRules, State, describe_result
from dominochess_widget.games.dominochess.actions import Action, check_half
from dominochess_widget.games.dominochess.board import Kind, Side, check_square, square_name
from dominochess_widget.games.dominochess.game import Game
from dominochess_widget.games.dominochess.narration import describe_action, selects
from dominochess_widget.games.dominochess.tiles import format_tile


class DominoChessRules(GenericRules):
    """Domino chess: a move is clicked origin → target; one move two halves
    allow asks which half; halves that can only be forfeited while nothing
    else is left are played for the player (D3); the status line shows the
    tile and what each half may still do."""

    def check_cell(self, state: State, cell: object) -> int:
        return check_square("square", cell)

    def cell_name(self, state: State, cell: int) -> str:
        return square_name(cell)

    def click_path(self, action: Any) -> tuple[int, ...]:
        if action.origin is None or action.target is None:
            return ()
        return (action.origin, action.target)

    def target_label(self, action: Any) -> object | None:
        return int(action.half)

    def choice_key(self, action: Any) -> object:
        return int(action.half)

    def check_choice(self, value: object) -> object:
        return check_half("half", value)

    def choice_label(self, action: Any, language: str) -> str:
        return translate("play.use_half", language, half=action.half)

    def which(self, state: State, actions: Sequence[Any], language: str) -> str:
        return translate("play.which_half", language, move=str(actions[0]).split(":", 1)[1],
                         halves=" / ".join(str(a.half) for a in actions))

    def no_choice(self, value: object, language: str) -> str:
        return translate("play.no_choice", language, half=value)

    def button_label(self, action: Any, language: str) -> str:
        return translate("play.forfeit", language, half=action.half)

    def play(self, state: State, action: Any, language: str) -> tuple[Any, str]:
        game = _game(state)
        legal = game.resolve(action)  # raises, changing nothing, when it is not legal
        side = game.to_move
        what = describe_action(game, legal, language)
        game.play(legal)
        return legal, translate("play.played", language, what=what, side=side)

    def turn_summary(self, state: State, seat: object, actions: Sequence[Any],
                     language: str) -> str:
        """"Blue drew [0|0] — no move", "Red drew [3|5]: 5:Nb2-c4, 3: no move"."""
        done = tuple(actions)
        tile = next((log.tile for log in reversed(_game(state).turns())
                     if log.actions[-len(done):] == done), tuple(sorted(a.half for a in done)))
        side = Side(str(seat))
        if all(a.is_forfeit for a in done):
            return translate("play.turn.tile_no_move", language, side=side,
                             tile=format_tile(tile))
        moves = ", ".join(translate("play.turn.forfeit", language, half=a.half)
                          if a.is_forfeit else str(a) for a in done)
        return translate("play.turn.tile", language, side=side, tile=format_tile(tile),
                         moves=moves)

    def status(self, state: State, computer: bool, language: str) -> str:
        game = _game(state)
        if game.is_over:
            return describe_result(game, language)
        halves = []
        for half in game.halves():
            what = selects(game, half.number)
            if half.used is not None:
                said = translate("play.half.used", language, action=str(half.used))
            elif len(half.moves) == 1:
                said = translate("play.half.one_move", language)
            elif half.moves:
                said = translate("play.half.moves", language, count=len(half.moves))
            else:
                said = translate("play.half.no_move", language)
            halves.append(translate("play.half", language, half=half.number, what=what,
                                    state=said))
        key = "play.status.computer" if computer else "play.status"
        return translate(key, language, side=game.to_move,
                         tile=f"[{game.tile[0]}|{game.tile[1]}]", halves="; ".join(halves))

    def describe_position(self, state: State, language: str,
                          viewer: str | None = None) -> list[str]:
        game = _game(state)
        lines = []
        for side in Side:
            groups = []
            for kind in Kind:
                squares = sorted(square_name(sq) for sq, s, k in game.pieces()
                                 if s is side and k is kind)
                if squares:
                    groups.append(translate("play.position.kind", language, kind=kind,
                                            squares=", ".join(squares)))
            none = translate("play.position.none", language)
            lines.append(translate("play.position", language, side=side,
                                   pieces="; ".join(groups) or none))
        return lines

    def explain(self, state: State, cells: tuple[int, ...], language: str) -> str:
        game = _game(state)
        last = cells[-1]
        piece = game.piece_at(last)
        own = piece is not None and piece[0] is game.to_move
        if len(cells) >= 2 and not own:
            mover = game.piece_at(cells[0])
            assert mover is not None  # the first cell started an action
            return translate("play.cannot_go", language, kind=mover[1],
                             origin=square_name(cells[0]), target=square_name(last))
        if piece is None or not own:
            return translate("play.pick", language, side=game.to_move)
        kind = piece[1]
        if last == game.moved_square:
            return translate("play.moved_already", language, kind=kind, square=square_name(last))
        halves = [h for h in game.halves() if h.used is None and kind in h.kinds]
        if not halves:
            return translate("play.not_selected", language, kind=kind, square=square_name(last),
                             tile=f"[{game.tile[0]}|{game.tile[1]}]")
        return translate("play.stuck", language, kind=kind, square=square_name(last))

    def automatic(self, state: State) -> Any | None:
        """The halves that can only be forfeited, when nothing else is left
        to choose (every legal action is a forfeit). A forfeit beside a half
        that can move is left to the player: its order is their choice (D3)."""
        legal = state.legal_actions()
        if legal and all(a.is_forfeit for a in legal):
            return legal[0]
        return None

    def new_game_message(self, state: State, language: str) -> str:
        return translate("play.new_game", language, seed=_game(state).seed)

    def example(self, state: State) -> str:
        return str(Action(3, 0, 24, Kind.ROOK))

    def new_game(self, state: State, seed: int | None) -> State:
        return Game.new(seed=seed or 0, mapping=_game(state).mapping)


def _game(state: State) -> Game:
    assert isinstance(state, Game)
    return state


RULES = DominoChessRules()
