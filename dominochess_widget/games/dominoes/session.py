"""A dominoes match at one screen: people and computers in any mix, what a
click on a tile or a face means, and who may see which hand (O10, O11).

Pure Python (the widget in :mod:`dominochess_widget.widgets.dominoes` is a
thin drawing of it). The rules stay the engine's: a click is matched
against ``legal_actions()``, and a refusal is the engine's own sentence.

**Privacy.** The seat at the bottom of the table is the person to move
(or, while computers play, the person who moved last). With one person
at the screen their hand is always face up. With two or more, a hand is
face down until its owner presses "Show my hand" at their turn, and goes
face down again as soon as the turn passes: the next person is not shown
the last one's tiles. Computers never show theirs; at the end of a round
every hand is shown, as players do at the table (O7).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dominochess_widget.ai.computers import Level
from dominochess_widget.errors import ActionError, SettingError
from dominochess_widget.games.dominoes.actions import DEAL, DRAW, PASS, Action, Play
from dominochess_widget.games.dominoes.computer import DominoesComputer
from dominochess_widget.games.dominoes.narration import round_story, scoreboard, side, tell
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.tiles import Tile, parse_tile, tile_name
from dominochess_widget.games.dominoes.view import TableScene, table_scene
from dominochess_widget.messages import translate

#: What a seat can be: a person at the screen, or a computer level.
PERSON = "person"
KINDS = (PERSON, *(level.value for level in Level))
#: The actions behind the Draw, Pass and Next round buttons.
_BUTTONS: dict[str, Action] = {"draw": DRAW, "pass": PASS, "deal": DEAL}


def check_seats(players: int, seats: Sequence[str] | None) -> tuple[str, ...]:
    """One kind per seat; the default is a person against medium computers."""
    if seats is None:
        return (PERSON,) + ("medium",) * (players - 1)
    kinds = tuple(str(kind).strip().lower() for kind in seats)
    if len(kinds) != players or any(kind not in KINDS for kind in kinds):
        raise SettingError("dominoes.session.seats", value=", ".join(map(str, seats)),
                           players=players, kinds=", ".join(KINDS))
    return kinds


def seats_against(opponent: str, players: int) -> tuple[str, ...]:
    """A person and ``players − 1`` computers at level ``opponent``, or
    people in every seat when the opponent is ``"friend"``."""
    kind = PERSON if opponent.strip().lower() == "friend" else opponent
    return check_seats(players, [PERSON] + [kind] * (players - 1))


class TableSession:
    """One match, its seats' kinds, the tile picked and whose hand is shown."""

    def __init__(self, game: Dominoes, seats: Sequence[str] | None = None,
                 language: str = "en", computer_seed: int = 0) -> None:
        self._game = game
        self._kinds = dict(zip(game.seats, check_seats(len(game.seats), seats), strict=True))
        self._computers: Mapping[str, DominoesComputer] = {
            seat: DominoesComputer(kind, seed=computer_seed + i, time_budget=0.25)
            for i, (seat, kind) in enumerate(self._kinds.items()) if kind != PERSON
        }
        self.language = language
        self._chosen: Tile | None = None
        self._shown = False  # the person to move has asked to see their hand
        self._last_person = next((s for s in game.seats if self._kinds[s] == PERSON),
                                 game.to_move)

    # ------------------------------------------------------------ queries
    @property
    def game(self) -> Dominoes:
        return self._game

    @property
    def kinds(self) -> dict[str, str]:
        return dict(self._kinds)

    @property
    def people(self) -> list[str]:
        return [seat for seat, kind in self._kinds.items() if kind == PERSON]

    @property
    def chosen(self) -> Tile | None:
        return self._chosen

    @property
    def round_over(self) -> bool:
        return self._game.between_rounds or self._game.is_over

    @property
    def bottom(self) -> str:
        """The seat whose chair is at the bottom of the table."""
        to_move = self._game.to_move
        return to_move if self._kinds[to_move] == PERSON else self._last_person

    @property
    def face_up(self) -> bool:
        """Whether the bottom seat's hand is shown now."""
        if self.round_over:
            return True
        if self._kinds[self.bottom] != PERSON:
            return False
        return len(self.people) == 1 or (self._shown and self.bottom == self._game.to_move)

    @property
    def needs_reveal(self) -> bool:
        """A person is to move and must press "Show my hand" first."""
        return (not self.round_over and self._kinds[self._game.to_move] == PERSON
                and not self.face_up)

    @property
    def persons_turn(self) -> bool:
        return not self._game.is_over and self._kinds[self._game.to_move] == PERSON

    def scene(self) -> TableScene:
        return table_scene(self._game, self.bottom, self.face_up, self.language,
                           self._chosen if self.face_up else None)

    def can(self, name: str) -> bool:
        """Whether the button ``name`` (draw, pass, deal) does something now."""
        wanted = _BUTTONS[name]
        if name == "deal":
            return wanted in self._game.legal_actions()
        return self.face_up and self.persons_turn and wanted in self._game.legal_actions()

    def status(self) -> str:
        """Whose turn it is and what they must do, or the round's or match's end."""
        game, t = self._game, self.language
        if game.is_over:
            return translate("dominoes.session.match_over", t,
                             result=translate(game.result.message_key if game.result else "", t),
                             points=scoreboard(game.scores_so_far, game.settings.target, t))
        if game.between_rounds:
            return translate("dominoes.session.round_over", t, round=game.round)
        name = side(game.to_move, t)
        if self._kinds[game.to_move] != PERSON:
            return translate("dominoes.session.computer_turn", t, side=name)
        if self.needs_reveal:
            return translate("dominoes.session.show_first", t, side=name)
        if self._chosen is not None:
            return translate("dominoes.session.pick_face", t, side=name,
                             tile=tile_name(self._chosen))
        actions = game.legal_actions()
        key = ("dominoes.session.must_draw" if actions == [DRAW] else
               "dominoes.session.must_pass" if actions == [PASS] else
               "dominoes.session.your_turn")
        return translate(key, t, side=name)

    # ------------------------------------------------------------ actions
    def show_hand(self) -> None:
        """The person to move asks to see their hand."""
        if self.persons_turn:
            self._shown = True

    def click(self, key: str) -> list[str]:
        """A click on the table: ``tile:3|5`` picks (or plays) a tile of the
        shown hand, ``face:6|6:2`` plays the picked tile there."""
        if not self.face_up or not self.persons_turn or self.round_over:
            return []
        kind, _, name = key.partition(":")
        if kind == "tile":
            tile = parse_tile(name)
            if tile is None:
                raise ActionError("dominoes.session.bad_click", value=key)
            fits = [a for a in self._game.legal_actions()
                    if isinstance(a, Play) and a.tile == tile]
            if not fits:  # the engine says why, and the picked tile stays picked
                self._game.parse_action(tile_name(tile))
                return []
            if len(fits) == 1:
                return self.play(fits[0])
            self._chosen = None if self._chosen == tile else tile
            return []
        if kind == "face" and self._chosen is not None:
            return self.play(f"{tile_name(self._chosen)}@{name}")
        return []

    def press(self, name: str) -> list[str]:
        """The Draw, Pass or Deal button."""
        if name != "deal" and not self.face_up:
            return []
        return self.play(name)  # the engine reads "draw", "pass", "deal" (or refuses)

    def play(self, action: Action | str) -> list[str]:
        """Play ``action`` for the seat to move, then every computer seat up
        to the next person's turn or the round's end; returns what happened
        in words. A refused action raises and changes nothing."""
        game = self._game
        start, ended, actor = len(game.record), len(game.rounds), game.to_move
        dealt = game.round
        game.play(action)
        self._chosen = None
        if self._kinds[actor] == PERSON:
            self._last_person = actor
        self._run_computers()
        if game.to_move != actor or len(game.rounds) > ended or game.round != dealt:
            self._shown = False  # the next hand (or a new deal) waits for its owner to ask
        return self._told(start, ended)

    def start(self) -> list[str]:
        """Let the computers play up to the first person's turn (a new match,
        or a computer leading); returns what they did."""
        start, ended = len(self._game.record), len(self._game.rounds)
        self._run_computers()
        return self._told(start, ended)

    def _run_computers(self) -> None:
        game = self._game
        while not game.is_over and not game.between_rounds:
            computer = self._computers.get(game.to_move)
            if computer is None:
                break
            game.play(computer.choose(game))

    def _told(self, start: int, ended: int) -> list[str]:
        """What the actions from record index ``start`` did, and the story of
        a round that ended among them (``ended`` rounds were over before)."""
        game, t = self._game, self.language
        lines = tell(game.record[start:], t, game.round)
        if len(game.rounds) > ended:
            lines += round_story(game.rounds[-1], game.seats, game.settings.scoring, t)
            lines.append(scoreboard(game.scores_so_far, game.settings.target, t))
        return lines
