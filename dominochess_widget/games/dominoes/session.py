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
every hand is shown, as players do at the table (O7), but not when a match
is resigned or drawn in the middle of one. Whose hand is shown is worked
out from the match's record, so it holds however the match moved (an
action played or taken back on the match itself). No answer tells of a
hand the screen does not show: a person cannot type an action for a
computer, and an action typed while the mover's hand is face down is
refused only with "show your hand first" (the engine's reason would list
what that hand can play).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dominochess_widget.ai.computers import Level
from dominochess_widget.core.errors import (
    ActionError,
    ArgumentTypeError,
    DominoChessError,
    SettingError,
    check_language,
    expect_int,
    expect_text,
)
from dominochess_widget.core.messages import translate
from dominochess_widget.core.numbers import SEED_LIMIT, check_seed
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.games.dominoes.actions import (
    DEAL,
    DRAW,
    PASS,
    Action,
    Deal,
    Draw,
    Pass,
    Play,
)
from dominochess_widget.games.dominoes.computer import DominoesComputer
from dominochess_widget.games.dominoes.narration import round_story, scoreboard, side, tell
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.tiles import Tile, parse_tile, tile_name
from dominochess_widget.games.dominoes.view import TableScene, table_scene

#: What a seat can be: a person at the screen, or a computer level.
PERSON = "person"
KINDS = (PERSON, *(level.value for level in Level))
#: The actions behind the Draw, Pass and Next round buttons.
_BUTTONS: dict[str, Action] = {"draw": DRAW, "pass": PASS, "deal": DEAL}


def check_seats(players: int, seats: object) -> tuple[str, ...]:
    """One kind per seat (a list or tuple of texts); the default (None) is
    a person against medium computers."""
    if seats is None:
        return (PERSON,) + ("medium",) * (players - 1)
    if not isinstance(seats, list | tuple) or not all(isinstance(k, str) for k in seats):
        raise ArgumentTypeError("seats", seats, "dominoes_seats")
    kinds = tuple(kind.strip().lower() for kind in seats)
    if len(kinds) != players or any(kind not in KINDS for kind in kinds):
        raise SettingError("dominoes.session.seats", value=", ".join(seats),
                           players=players, kinds=", ".join(KINDS))
    return kinds


def seats_against(opponent: str, players: int) -> tuple[str, ...]:
    """A person and ``players − 1`` computers at level ``opponent``, or
    people in every seat when the opponent is ``"friend"``."""
    opponent = expect_text("opponent", opponent)
    kind = PERSON if opponent.strip().lower() == "friend" else opponent
    return check_seats(players, [PERSON] + [kind] * (players - 1))


class TableSession:
    """One match, its seats' kinds, the tile picked and whose hand is shown.

    Every public method checks its arguments first: a wrong type raises an
    :class:`ArgumentTypeError` naming the parameter, a wrong value a
    :class:`~dominochess_widget.core.errors.DominoChessError`, and a refused call
    changes nothing (the match, the tile picked, whose hand is shown)."""

    def __init__(self, game: Dominoes, seats: Sequence[str] | None = None,
                 language: str = "en", computer_seed: int = 0) -> None:
        if not isinstance(game, Dominoes):
            raise ArgumentTypeError("game", game, "dominoes_game")
        kinds = check_seats(len(game.seats), seats)
        self._language = check_language(language)
        computer_seed = check_seed(expect_int("computer_seed", computer_seed))
        self._game = game
        self._kinds = dict(zip(game.seats, kinds, strict=True))
        self._computers: Mapping[str, DominoesComputer] = {
            seat: DominoesComputer(kind, seed=(computer_seed + i) % SEED_LIMIT, time_budget=0.25)
            for i, (seat, kind) in enumerate(self._kinds.items()) if kind != PERSON
        }
        self._chosen: Tile | None = None
        # The person to move asked to see their hand: (seat, round, actions
        # in the record then). It stays shown while that seat acts (draws),
        # and is hidden once another seat acts, a round is dealt, or an
        # action is taken back, however the match was changed.
        self._shown: tuple[str, int, int] | None = None
        self._last_person = next((s for s in game.seats if self._kinds[s] == PERSON),
                                 game.to_move)

    # ------------------------------------------------------------ queries
    @property
    def game(self) -> Dominoes:
        return self._game

    @property
    def language(self) -> str:
        """The language of the texts ("en", "it")."""
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        self._language = check_language(value)

    @property
    def kinds(self) -> dict[str, str]:
        return dict(self._kinds)

    @property
    def people(self) -> list[str]:
        return [seat for seat, kind in self._kinds.items() if kind == PERSON]

    @property
    def chosen(self) -> Tile | None:
        """The tile picked to be placed (one that fits several open faces),
        while the person who picked it is to move and sees it."""
        tile = self._chosen
        if tile is None or not self.face_up or not self.persons_turn or self.round_over:
            return None
        fits = [a for a in self._game.legal_actions() if isinstance(a, Play) and a.tile == tile]
        return tile if len(fits) > 1 else None

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
        if self._game.round_ended:
            return True
        if self._kinds[self.bottom] != PERSON:
            return False
        return len(self.people) == 1 or self._still_shown()

    @property
    def needs_reveal(self) -> bool:
        """A person is to move and must press "Show my hand" first."""
        return (not self.round_over and self._kinds[self._game.to_move] == PERSON
                and not self.face_up)

    @property
    def persons_turn(self) -> bool:
        return not self._game.is_over and self._kinds[self._game.to_move] == PERSON

    def scene(self) -> TableScene:
        return table_scene(self._game, self.bottom, self.face_up, self._language, self.chosen)

    def can(self, name: str) -> bool:
        """Whether the button ``name`` (draw, pass, deal) does something now."""
        wanted = _button(name)
        if name == "deal":
            return wanted in self._game.legal_actions()
        return self.face_up and self.persons_turn and wanted in self._game.legal_actions()

    def status(self) -> str:
        """Whose turn it is and what they must do, or the round's or match's end."""
        game, t = self._game, self._language
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
        chosen = self.chosen
        if chosen is not None:
            return translate("dominoes.session.pick_face", t, side=name, tile=tile_name(chosen))
        actions = game.legal_actions()
        key = ("dominoes.session.must_draw" if actions == [DRAW] else
               "dominoes.session.must_pass" if actions == [PASS] else
               "dominoes.session.your_turn")
        return translate(key, t, side=name)

    # ------------------------------------------------------------ actions
    def show_hand(self) -> None:
        """The person to move asks to see their hand."""
        if self.persons_turn:
            game = self._game
            self._shown = (game.to_move, game.round, len(game.history))

    def click(self, key: str) -> list[str]:
        """A click on the table: ``tile:3|5`` picks (or plays) a tile of the
        shown hand, ``face:6|6:2`` plays the picked tile there. A click
        while no hand of the person to move is shown, or on no target, does
        nothing."""
        kind, _, name = expect_text("key", key).partition(":")
        tile = parse_tile(name) if kind == "tile" else None
        if kind == "tile" and tile is None:
            raise ActionError("dominoes.session.bad_click", value=key)
        if not self.face_up or not self.persons_turn or self.round_over:
            return []
        if tile is not None:
            return self._click_tile(tile)
        chosen = self.chosen
        if kind == "face" and chosen is not None:
            return self.play(f"{tile_name(chosen)}@{name}")
        return []

    def press(self, name: str) -> list[str]:
        """The Draw, Pass or Next round button (Draw and Pass do nothing
        while the hand of the person to move is face down)."""
        action = _button(name)
        if name != "deal" and not self.face_up:
            return []
        return self.play(action)  # the engine refuses a button that does not apply, and says why

    def play(self, action: Action | str) -> list[str]:
        """Play ``action`` for the person to move (or deal the next round),
        then every computer seat up to the next person's turn or the round's
        end; returns what happened in words. A refused action raises and
        changes nothing."""
        game = self._game
        if not isinstance(action, str | Play | Draw | Pass | Deal):
            raise ArgumentTypeError("action", action, "dominoes_action")
        if not self.round_over and self._kinds[game.to_move] != PERSON:
            # Refused before the engine reads it: its answer would tell of the computer's hand.
            raise ActionError("dominoes.session.computer_to_move", side=seat_name(game.to_move))
        start, ended, actor = len(game.record), len(game.rounds), game.to_move
        if self.needs_reveal:
            self._play_unseen(action)
        else:
            game.play(action)
        self._chosen = None
        if self._kinds[actor] == PERSON:
            self._last_person = actor
        self._run_computers()
        return self._told(start, ended)

    def start(self) -> list[str]:
        """Let the computers play up to the first person's turn (a new match,
        or a computer leading); returns what they did."""
        start, ended = len(self._game.record), len(self._game.rounds)
        self._run_computers()
        return self._told(start, ended)

    def _play_unseen(self, action: Action | str) -> None:
        """Play ``action`` while the hand of the person to move is face down:
        a refusal would say what that hand holds (the engine lists the
        actions allowed), so it only says to show the hand first (O10)."""
        try:
            self._game.play(action)
        except DominoChessError:
            raise ActionError("dominoes.session.show_first",
                              side=seat_name(self._game.to_move)) from None

    def _click_tile(self, tile: Tile) -> list[str]:
        """A tile of the shown hand: played when it fits one face, picked
        (or put back) when it fits several, else the engine says why not
        (and the picked tile stays picked)."""
        fits = [a for a in self._game.legal_actions() if isinstance(a, Play) and a.tile == tile]
        if not fits:
            self._game.parse_action(tile_name(tile))  # raises: why this tile cannot go
            return []
        if len(fits) == 1:
            return self.play(fits[0])
        self._chosen = None if self.chosen == tile else tile
        return []

    def _still_shown(self) -> bool:
        """The person to move asked to see their hand, and since then only
        they have acted, in this round."""
        if self._shown is None:
            return False
        seat, round_number, since = self._shown
        game = self._game
        record = game.record
        return (seat == game.to_move == self.bottom and round_number == game.round
                and len(record) >= since and all(s == seat for s, _ in record[since:]))

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


def _button(name: object) -> Action:
    """The action behind the button ``name``: draw, pass or deal."""
    text = expect_text("name", name)
    if text not in _BUTTONS:
        raise ActionError("dominoes.session.bad_button", value=text, buttons=", ".join(_BUTTONS))
    return _BUTTONS[text]
