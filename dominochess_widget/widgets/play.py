"""PlayWidget: play any registered game in the notebook, hot-seat or against
the computer.

Click a piece, then each square it goes to: the move is played as soon as
only one legal move fits the clicks; several moves with the same squares
(domino chess: one move two halves allow) offer a button each. A text box
takes actions in the game's notation. Undo / redo, new game, resign and
draw (each confirmed by a second click; against the computer, a draw offer
is weighed by its judgement), hint (words and an arrow, where the game's
computer gives one), save (a download, and a file on the server) and load.

The board tells what happened: the other seat's last turn stays drawn
(its moves as arrows) and told in a banner until the seat to move acts; a
move list beside the board (the game viewer's) lists the game so far and
shows an earlier position when an entry is picked; messages, errors and
the result appear once, in areas of fixed height, so the page never jumps.
The advanced controls (seed, computer's colour, file) are folded away.

The computer thinks in a worker thread driven by an asyncio task, so the
notebook never freezes; undo or a new game cancels it. What clicks mean
is :class:`~dominochess_widget.session.PlaySession`'s job; this module
only wires widgets to it.

>>> PlayWidget("russian")                                  # doctest: +SKIP
>>> PlayWidget(games.new("russian"), opponent="easy", computer="black")   # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import html
import random
import threading
from collections.abc import Callable, Hashable, Iterator
from typing import Any

import ipywidgets as widgets

from dominochess_widget.ai.computers import Level, computer_for
from dominochess_widget.ai.draws import answer_draw
from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations
from dominochess_widget.core.any_record import (
    codec_of,
    read_any_record,
    read_any_record_file,
    write_any_record,
)
from dominochess_widget.core.errors import (
    ArgumentTypeError,
    FileAccessError,
    SettingError,
    expect_int,
)
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import Computer, Hint, Hinter, Placed, Seeded
from dominochess_widget.core.rules import State, check_state, observation, seat_label
from dominochess_widget.core.scene import Frame
from dominochess_widget.session import PlaySession, Turn
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.controls import choice_buttons, text_area
from dominochess_widget.widgets.feedback import error_text, guarded
from dominochess_widget.widgets.movelist import MoveList, game_frames
from dominochess_widget.widgets.overlays import OverlayToggles
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.plugins import AsideSlot
from dominochess_widget.widgets.saving import SaveSlot

FRIEND = "friend"
#: Labels as wide as their text: translations are longer than ipywidgets' fixed label width.
LABEL = {"description_width": "initial"}
#: Fixed heights of the areas that change as the game goes on: the page never jumps.
BANNER_HEIGHT, STATUS_HEIGHT, MESSAGES_HEIGHT, CHOICES_HEIGHT = "2.4em", "2.8em", "4.6em", "36px"
#: Fresh seeds are drawn below this: short enough to read out and share.
SEED_LIMIT = 1_000_000
#: What a first click on Resign or Draw asks, and the confirming button's text.
CONFIRM = {"resign": ("play.confirm.resign", "play.confirm.yes_resign"),
           "draw": ("play.confirm.draw", "play.confirm.yes_draw"),
           "offer": ("play.confirm.offer", "play.confirm.yes_draw")}


def fresh_seed() -> int:
    """A new game's seed when the teacher fixed none: every game differs."""
    return random.SystemRandom().randrange(1, SEED_LIMIT)


def default_game() -> str:
    """The house's first game (the one a widget plays when none is named)."""
    return registry.names()[0]


def new_state(game: State | str | None, seed: int) -> State:
    """``game`` as a state: a state as it is, a game's name as a new game."""
    if game is None:
        game = default_game()
    if isinstance(game, str):
        return registry.new(game.strip().lower(), seed=seed)
    return check_state("game", game)


def check_seat(state: State, value: object) -> str:
    """``value`` as one of ``state``'s seats (any case), or a clear error."""
    if not isinstance(value, str):
        raise ArgumentTypeError("computer", value, "seat")
    for seat in state.seats:
        if seat == value.strip().lower():
            return seat
    raise SettingError("play.bad_seat", value=repr(value),
                       seats=", ".join(map(str, state.seats)))


def _side_value(state: State, seat: str) -> str | tuple[str, ...]:
    """The computer's menu value when it plays ``seat``: the seat; in a game
    of three or more, every seat but the person's (the first one the
    computer does not play: White, unless the computer plays White)."""
    seats = [str(s) for s in state.seats]
    if len(seats) == 2:
        return seat
    person = seats[0] if seat != seats[0] else seats[1]
    return tuple(s for s in seats if s != person)


def game_seed(state: State) -> int | None:
    """The seed that dealt ``state`` (None: a game without chance)."""
    return state.seed if isinstance(state, Seeded) else None


class PlayWidget(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """A playable game. ``game`` is a state of any registered game or a
    game's name (default: the house's first game); ``opponent`` is
    "friend" (hot-seat) or a computer level ("easy", "medium", "hard");
    ``computer`` the seat it plays (default: the last seat). ``seed``
    starts a new game where chance decides (the tile pool of domino chess)
    and seeds the computer: a teacher's seed is kept for every new game;
    without one, every new game draws a fresh seed (shown, to be shared).
    ``server_files`` False (the Voilà app, where students share one server)
    keeps records off the server: *Save* only offers a download and *Load*
    takes a file from the student's own computer."""

    def __init__(
        self,
        game: State | str | None = None,
        opponent: str = FRIEND,
        computer: str | None = None,
        seed: int | None = None,
        size: int = 420,
        language: str = "en",
        time_budget: float = 1.0,
        server_files: bool = True,
    ) -> None:
        self._language = language
        self._server_files = server_files
        self._saves = SaveSlot()
        self._time_budget = time_budget
        self._fixed_seed = seed is not None
        seed = fresh_seed() if seed is None else expect_int("seed", seed)
        state = new_state(game, seed)
        seat = check_seat(state, state.seats[-1] if computer is None else computer)
        self._session: PlaySession[State] = PlaySession(state, language=language)
        self._player: Computer | None = None
        # The game's hint giver once asked for (inside: None, the game has none).
        self._hinter_cache: tuple[Hinter | None] | None = None
        # The hint for a position: (position key, its words, its arrows).
        self._hint_said: tuple[Hashable, list[str], Annotations] | None = None
        self._thinking: asyncio.Task[None] | None = None
        self._hinting: asyncio.Task[None] | None = None
        self._cancel = threading.Event()
        self._last_messages: list[str] = []
        self._turns: list[Turn] = []
        self._armed: str | None = None  # the button a second click confirms
        self._frames: tuple[Hashable, list[Frame]] | None = None
        self._reviewing = False
        self._quiet = False
        t = self._t
        self._board = BoardWidget(size=size, language=language)
        self._board.on_square_click(self._safely(self._on_square))
        self._banner = widgets.HTML(layout=text_area(BANNER_HEIGHT, "hidden"))
        self._banner.add_class("dcp-banner")
        self._status = widgets.HTML(layout=text_area(STATUS_HEIGHT, "hidden"))
        self._status.add_class("dcp-status")
        self._messages = widgets.HTML(layout=text_area(MESSAGES_HEIGHT, "auto"))
        self._messages.add_class("dcp-messages")
        self._choices = widgets.HBox(layout=widgets.Layout(min_height=CHOICES_HEIGHT))
        self._choices.add_class("dcp-choices")
        self._moves = MoveList([], language, rows=10, width="200px")
        self._moves.add_class("dcp-moves")
        self._moves.on_pick(self._safely(self._review))
        self._seed_note = widgets.HTML(layout=widgets.Layout(width="200px"))
        self._seed_note.add_class("dcp-seed")
        self._entry = widgets.Text(placeholder=self._session.example(), description=t("play.entry"),
                                   continuous_update=False, style=LABEL,
                                   layout=widgets.Layout(width="260px"))
        self._entry.add_class("dcp-entry")
        self._entry.observe(self._safely(self._on_entry), names="value")
        buttons = {
            "undo": self._undo, "redo": self._redo, "resign": self._resign,
            "draw": self._draw, "hint": self._hint, "describe": self._describe,
        }
        self._buttons = {name: self._button(name, handler) for name, handler in buttons.items()}
        self._seed = widgets.BoundedIntText(value=seed, min=0, max=2**32 - 1,
                                            description=t("play.seed"), style=LABEL,
                                            layout=widgets.Layout(width="170px"))
        self._seed.observe(self._safely(self._on_seed), names="value")
        self._buttons["new"] = self._button("new", self._new_game)
        self._opponent = widgets.Dropdown(
            options=[(t("play.opponent.friend"), FRIEND)]
            + [(t(level.message_key), level.value) for level in Level],
            value=str(Level.parse(opponent).value) if opponent != FRIEND else FRIEND,
            description=t("play.opponent"), style=LABEL,
        )
        self._opponent.add_class("dcp-opponent")
        self._side = widgets.Dropdown(options=self._seat_options(state),
                                      value=_side_value(state, seat),
                                      description=t("play.computer"), style=LABEL)
        for control in (self._opponent, self._side):
            control.observe(self._safely(self._on_opponent), names="value")
        default_file = t("play.file.default") + codec_of(state).extension
        self._file = widgets.Text(value=default_file, description=t("play.file"),
                                  style=LABEL, layout=widgets.Layout(width="260px"))
        self._buttons["save"] = self._button("save", self._save)
        self._buttons["load"] = self._button("load", self._load)
        self._upload = widgets.FileUpload(accept=".pdn,.txt", multiple=False,
                                          description=t("play.button.load"))
        for name in ("dcp-load", "dcp-upload"):  # the app's Load, and what it is
            self._upload.add_class(name)
        self._upload.observe(self._safely(self._on_upload), names="value")
        self._download = widgets.HTML()
        self._download.add_class("dcp-download")
        b = self._buttons
        opener = b["load"] if server_files else self._upload
        self._more = widgets.Accordion(children=[widgets.VBox([
            self._seed,
            self._side,
            widgets.HBox([self._file, b["save"], opener]),
            self._download,
        ])], selected_index=None)
        self._more.set_title(0, t("play.more"))
        self._more.add_class("dcp-more")
        self._aside = AsideSlot(language)
        self._overlays = OverlayToggles(self._board, language)
        board_column = widgets.VBox([self._banner, self._status, self._board, self._messages,
                                     self._choices])
        super().__init__([
            widgets.HBox([board_column,
                          widgets.VBox([self._moves, self._seed_note, self._aside,
                                        self._overlays])]),
            widgets.HBox([self._entry, b["undo"], b["redo"], b["hint"], b["describe"]]),
            widgets.HBox([b["resign"], b["draw"], b["new"], self._opponent]),
            self._more,
        ])
        self.add_class("dominochess-play")
        self._fit_controls()
        self._configure_computer()
        self._render(self._session.new_game(state))
        self._entry.placeholder = self._session.example()  # none from a computer's hand

    # ------------------------------------------------------------ queries
    @property
    def game(self) -> State:
        return self._session.game

    @property
    def board(self) -> BoardWidget:
        return self._board

    @property
    def overlays(self) -> OverlayToggles:
        """The board's overlays (``player.overlays.switch("danger")``)."""
        return self._overlays

    def to_svg(self) -> str:
        """The board shown now as SVG (see :meth:`BoardWidget.to_svg`)."""
        return self._board.to_svg()

    @property
    def session(self) -> PlaySession[State]:
        return self._session

    @property
    def thinking(self) -> asyncio.Task[None] | None:
        """The computer's task while it thinks (``await`` it in a cell)."""
        return self._thinking

    @property
    def hinting(self) -> asyncio.Task[None] | None:
        """The hint's task while the computer looks for one."""
        return self._hinting

    @property
    def offers_hints(self) -> bool:
        """Whether this game's computer gives hints (the Hint button shows then)."""
        return self._hinter() is not None

    def text(self) -> str:
        """The status line and the latest messages, as plain text."""
        return "\n".join([self._session.status(), *self._last_messages])

    def __repr__(self) -> str:
        # Stable text for nbval: no model ids, no changing values.
        name = self._session.game.game_name
        game = "" if name == default_game() else f"game={name!r}, "
        return f"PlayWidget({game}opponent={self._opponent.value!r})"

    # ------------------------------------------------------------ actions
    def click(self, square: int) -> None:
        """The same as a click on the cell ``square``."""
        self._board.click_square(square)

    def enter(self, text: str) -> None:
        """The same as typing ``text`` in the action box."""
        self._render(self._session.enter(text))

    def record_text(self, **tags: str) -> str:
        """The game so far as a record."""
        return write_any_record(self._session.game, **{**self._tags(), **tags})

    def hint(self) -> str:
        """The computer's suggestion, with its reason where it gives one
        ("" when there is nothing to suggest, or no hint for this game)."""
        game = self._session.game
        if game.is_over or self._session.computer_to_move:
            return ""
        hinter = self._hinter()
        if hinter is None:
            return ""
        key = self._position_key()
        if self._hint_said is None or self._hint_said[0] != key:
            self._hint_said = (key, *self._hint_shown(self._ask_hint(hinter, game), hinter))
        self._render(list(self._hint_said[1]))
        return "\n".join(self._last_messages)

    @property
    def seed(self) -> int:
        """The seed of the game being played (share it to play the same deal)."""
        seed = game_seed(self._session.game)
        return int(self._seed.value) if seed is None else seed

    # ------------------------------------------------------------ handlers
    def _on_square(self, square: int) -> None:
        if self._reviewing:  # the first click after looking back comes back to the game
            self._render([])
            return
        self._render(self._session.click(square))

    def _on_entry(self, change: dict[str, Any]) -> None:
        text = str(change["new"]).strip()
        if text:
            self._entry.value = ""
            self.enter(text)

    def _choose(self, key: object) -> None:
        self._render(self._session.choose(key))

    def _play_free(self, action: Any) -> None:
        self._render(self._session.play_free(action))

    def _undo(self) -> None:
        self._stop_computer()
        self._render(self._session.undo())

    def _redo(self) -> None:
        self._stop_computer()
        self._render(self._session.redo())

    def _resign(self) -> None:
        if self._confirmed("resign", "resign"):
            self._stop_computer()
            self._render(self._session.resign())

    def _draw(self) -> None:
        """Hot-seat: both agree (confirmed). Against the computer: an offer
        (confirmed) that the computer weighs by its judgement of the position."""
        offer = self._player is not None and not self._session.game.is_over
        if not self._confirmed("draw", "offer" if offer else "draw"):
            return
        self._stop_computer()
        if not offer:
            self._render(self._session.agree_draw())
            return
        player, game = self._player, self._session.game.clone()
        seats = self._session.computer_seats
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): weigh it here
            self._render(self._session.answer_draw(answer_draw(player, game, seats).accepts))
            return
        self._render([self._t("play.draw.thinking")], computer=False)
        self._cancel = threading.Event()
        self._thinking = loop.create_task(self._weigh_draw(player, game, seats, self._cancel))

    def _thinking_done(self) -> None:
        """A computer task that ends clears the thinking state, unless a
        newer task (a new game, an undo) has already taken its place."""
        if self._thinking is asyncio.current_task():
            self._thinking = None
            self._render_status()

    async def _weigh_draw(self, player: Any, game: State, seats: tuple[str, ...],
                          cancel: threading.Event) -> None:
        """The computer weighs a draw offer in a worker thread, then answers."""
        try:
            answer = await asyncio.get_running_loop().run_in_executor(
                None, answer_draw, player, game, seats, cancel)
            if not cancel.is_set():
                self._thinking = None
                self._render(self._session.answer_draw(answer.accepts))
        except Exception as error:  # shown in the widget, never lost in a log
            self._report(error)
        finally:
            self._thinking_done()

    def _confirmed(self, button: str, question: str) -> bool:
        """A second click on ``button`` confirms; the first one asks (and
        any other action in between forgets the question)."""
        if self._armed == button:
            self._disarm()
            return True
        key, yes = CONFIRM[question]
        self._render([self._t(key, button=self._t(yes))], computer=False)
        self._armed = button
        self._buttons[button].description = self._t(yes)
        self._buttons[button].button_style = "danger"
        return False

    def _disarm(self) -> None:
        if self._armed is not None:
            button = self._buttons[self._armed]
            button.description = self._t(f"play.button.{self._armed}")
            button.button_style = ""
            self._armed = None

    def _hint(self) -> None:
        """The Hint button: think in a worker thread, like the computer."""
        game = self._session.game
        hinter = self._hinter()
        if game.is_over or self._session.computer_to_move or hinter is None:
            return
        key = self._position_key()
        if self._hint_said is not None and self._hint_said[0] == key:
            self._render(list(self._hint_said[1]))  # this very position: said already
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): think here
            self.hint()
            return
        self._render([self._t("play.wait")])
        self._hinting = loop.create_task(self._hint_in_background(hinter, game.clone(), key))

    async def _hint_in_background(self, hinter: Any, game: State, key: Hashable) -> None:
        try:
            hint = await asyncio.get_running_loop().run_in_executor(
                None, self._ask_hint, hinter, game
            )
            said, arrows = self._hint_shown(hint, hinter)
            if self._position_key() == key:  # still the same position (and history)
                self._hint_said = (key, said, arrows)
                self._render(list(said))
        except Exception as error:  # shown in the widget, never lost in a log
            self._report(error)
        finally:
            if self._hinting is asyncio.current_task():
                self._hinting = None

    def _ask_hint(self, hinter: Hinter, game: State) -> Hint:
        """The hinter's hint for ``game``, in the widget's language."""
        return hinter.hint(game, self._language)

    def _hint_shown(self, hint: Hint, hinter: Hinter) -> tuple[list[str], Annotations]:
        """The hint in words (and a warning if the wall-clock guard chose
        it), and its move as arrows on the board."""
        warning = [self._t("ai.hint_timed_out")] if hinter.timed_out else []
        action = hint.action
        arrows = Annotations() if action is None else self._session.hint_annotations(action)
        return [self._t("play.hint", hint=hint.words(self._language)), *warning], arrows

    def _position_key(self) -> Hashable:
        """The position and the whole history that led to it: a hint (or the
        computer's move) belongs to exactly this, not to a history of the
        same length."""
        game = self._session.game
        return (game.game_name, game.position(), tuple(str(a) for a in game.history),
                game.is_over)

    def _describe(self) -> None:
        """The board in words, in the live region (the canvas says nothing
        to a screen reader)."""
        self._render(self._session.describe_position(), computer=False)

    def _new_game(self) -> None:
        """A new game: the teacher's (or the seed box's) seed if one was
        fixed, else a fresh one, shown in the seed box."""
        self._stop_computer()
        session = self._session
        if not self._fixed_seed:
            with self._not_the_user():
                self._seed.value = fresh_seed()
        state = session.rules.new_game(session.game, self._seed.value)
        self._render(self._start(session.new_game, state))

    @contextlib.contextmanager
    def _not_the_user(self) -> Iterator[None]:
        """Controls set inside are set by the widget, not chosen by the
        user: the seed box and the seat menu's observers ignore them."""
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False

    def _on_seed(self, change: dict[str, Any]) -> None:
        if not self._quiet:  # the user typed a seed: new games keep it
            self._fixed_seed = True

    def _on_opponent(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        self._stop_computer()
        self._configure_computer()
        self._render([])

    def _save(self) -> None:
        """Offer the record as a download (a browser's, for Voilà's students),
        then, in JupyterLab, write it on the server too, never over a file
        this widget did not write (:class:`SaveSlot`)."""
        path = str(self._file.value)
        name = html.escape(path.replace("\\", "/").rsplit("/", 1)[-1] or "record", quote=True)
        text = self.record_text()
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self._download.value = (
            f"<a class='dcp-download-link' download='{name}' target='_blank' "
            "style='color:#0B61A4;text-decoration:underline;font-weight:bold' "
            f"href='data:text/plain;charset=utf-8;base64,{data}'>"
            f"{html.escape(self._t('play.download', file=name))}</a>")
        if not self._server_files:
            self._render([self._t("play.saved.download", file=name)])
            return
        written = str(self._saves.save(path, text))
        if written != path:  # the name was another's file: the box shows the new one
            self._file.value = written
            self._render([self._t("play.saved.beside", path=written, taken=path)])
            return
        self._render([self._t("play.saved", path=path)])

    def _load(self) -> None:
        self._open_record(read_any_record_file(self._file.value), self._file.value)

    def _on_upload(self, change: dict[str, Any]) -> None:
        """A record chosen on the student's own computer (the app's *Load*)."""
        files = change["new"]
        if not files:
            return
        upload = files[0]
        name = str(upload["name"])
        try:
            text = bytes(upload["content"]).decode("utf-8")
        except UnicodeDecodeError:
            raise FileAccessError("file.not_text", path=name) from None
        self._open_record(read_any_record(text), name)

    def _open_record(self, record: Any, name: str) -> None:
        """Play on from a record that was read (a file's or an upload's)."""
        self._stop_computer()
        messages = self._start(self._session.load, record.game)
        self._render([self._t("play.loaded", path=name), *messages])

    def _start(self, start: Callable[[State], list[str]], state: State) -> list[str]:
        """Begin ``state`` (a new or loaded game, maybe of another game):
        the seat menu, the computer, the hint and seed controls follow it."""
        before = self._session.game.game_name
        messages = start(state)
        if state.game_name != before:
            seat = self._side.value if self._side.value in state.seats else state.seats[-1]
            with self._not_the_user():  # new options reset the menu's value
                self._side.options = self._seat_options(state)
                self._side.value = _side_value(state, seat)
            self._entry.placeholder = self._session.example()
        self._hint_said = None
        self._configure_computer()
        self._fit_controls()
        return messages

    # ------------------------------------------------------------ computer
    def _configure_computer(self) -> None:
        """The opponent (None in hot-seat), made by the game's hint giver
        where it has one, so that the opponent gives the hints too."""
        state = self._session.game
        self._hinter_cache = None  # made again for this game, level and seed
        if self._opponent.value == FRIEND:
            self._player = None
            self._session.computer = None
            return
        make = registry.info_of(state).hinter
        if make is None:
            self._player = computer_for(state, self._opponent.value, seed=self.seed,
                                        time_budget=self._time_budget)
        else:
            hinter = make(self._opponent.value, seed=self.seed, time_budget=self._time_budget)
            self._player, self._hinter_cache = hinter, (hinter,)
        self._session.computer = self._side.value
        if len(state.seats) > 2:  # the person's base at the bottom (DamHex³'s three)
            seats = [str(seat) for seat in state.seats]
            mine = next(s for s in seats if s not in self._session.computer_seats)
            self._board.face(seats.index(mine))

    def _hinter(self) -> Hinter | None:
        """Who gives hints: the opponent, where the game's hint giver (its
        registry entry's ``hinter``) made it; in hot-seat a hard one; None
        when the game has none."""
        if self._hinter_cache is None:
            make = registry.info_of(self._session.game).hinter
            self._hinter_cache = (None if make is None else make(
                Level.HARD, seed=self.seed, time_budget=self._time_budget),)
        return self._hinter_cache[0]

    def _maybe_start_computer(self) -> None:
        player = self._player
        if player is None or not self._session.computer_to_move or self._thinking:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a plain script): think here
            said: list[str] = []
            timed_out = False
            while self._session.computer_to_move:
                action = player.choose(self._session.game.clone())
                timed_out = timed_out or player.timed_out
                said += self._session.apply_computer(action)
            self._render(self._computer_messages(said, timed_out), computer=False)
            return
        self._cancel = threading.Event()
        self._thinking = loop.create_task(self._computer_turn(player, self._cancel))

    async def _computer_turn(self, player: Computer, cancel: threading.Event) -> None:
        """Let the computer play its turn (domino chess: its halves), thinking
        in a worker thread. What it played so far this turn stays listed (and
        announced)."""
        loop = asyncio.get_running_loop()
        said: list[str] = []
        timed_out = False
        try:
            while self._session.computer_to_move and not cancel.is_set():
                game = self._session.game.clone()
                action = await loop.run_in_executor(None, player.choose, game, cancel)
                if cancel.is_set():
                    return
                timed_out = timed_out or player.timed_out
                said += self._session.apply_computer(action)
                self._render(self._computer_messages(said, timed_out), computer=False)
        except Exception as error:  # shown in the widget, never lost in a log
            self._report(error)
        finally:
            self._thinking_done()

    def _computer_messages(self, said: list[str], timed_out: bool) -> list[str]:
        """What each action of the computer's turn did (the banner above the
        board says the turn in a line) and, once, a warning if the
        wall-clock guard chose a move (a faster machine might not have)."""
        return [*said, self._t("ai.timed_out")] if timed_out else said

    def _stop_computer(self) -> None:
        self._cancel.set()
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None

    # ------------------------------------------------------------ drawing
    def _render(self, messages: list[str], computer: bool = True) -> None:
        """Show the engine's state: board, move list, banner, status,
        choices, messages (the result is the banner's alone)."""
        self._disarm()
        self._reviewing = False
        self._show_board()
        result = self._session.result_text()
        self._last_messages = [m for m in messages if not result or m != result]
        self._messages.value = (
            "<div role='log' aria-live='polite'>"
            + "".join(f"<div>{html.escape(m)}</div>" for m in self._last_messages)
            + "</div>"
        )
        self._choices.children = self._choice_buttons()
        if computer:
            self._maybe_start_computer()
        self._render_status()

    def _report(self, error: BaseException) -> None:
        """An error in words, in the message area beside the board (the
        board keeps it as ``last_error``)."""
        self._board.last_error = error
        self._last_messages = [error_text(error, self._language)]
        self._messages.value = (
            "<div role='alert' class='dcp-error' style='color:#B00020'>"
            f"{html.escape(self._last_messages[0])}</div>")

    def _show_board(self) -> None:
        """The board: the game, the other seats' last turn as the last
        actions, the hint's arrows while its position stands, the cells
        clicked so far and where the next click may go (cell → labels);
        the move list beside it."""
        session = self._session
        self._turns = session.last_turns()
        last = [a for turn in self._turns for a in turn.actions] if self._turns else None
        hint = self._hint_said
        arrows = hint[2] if hint is not None and hint[0] == self._position_key() else None
        self._board.show(session.game, annotations=arrows, last_actions=last,
                         path=session.clicked, targets=session.targets())
        self._aside.show(session.game)
        self._overlays.sync(session.game)
        frames = self._game_frames()
        self._moves.show([frame.label for frame in frames], len(frames) - 1)

    def _game_frames(self) -> list[Frame]:
        """The game so far as the viewer's frames (made again only when it changed)."""
        key = self._position_key()
        if self._frames is None or self._frames[0] != key:
            self._frames = (key, game_frames(self._session.game, self._language))
        return self._frames[1]

    def _review(self, index: int) -> None:
        """An entry of the move list picked: that position on the board, until
        the next click (the last entry: the game as it stands)."""
        frames = self._game_frames()
        if index >= len(frames) - 1:
            self._render([])
            return
        frame = frames[index]
        self._board.show(frame.game, frame.annotations, finished=frame.finished)
        self._aside.show(frame.game, {"finished": frame.finished})
        self._overlays.sync(frame.game, {"finished": frame.finished})
        self._banner.value = (
            "<div class='dcp-review' role='status'>"
            f"{html.escape(self._t('play.review', label=frame.label))}</div>")
        self._reviewing = True

    def _render_status(self) -> None:
        """The banner (the result, or the other seats' last turn) and the
        status line (whose turn; empty once the game is over)."""
        session = self._session
        game = session.game
        thinking = self._thinking is not None
        status = "" if game.is_over else session.status()
        if thinking:
            status += f" — {self._t('play.wait')}"
        position = html.escape(observation(game), quote=True)  # never the hidden parts
        board = game.placement() if isinstance(game, Placed) else observation(game)
        pieces = html.escape(board, quote=True)
        self._status.value = (
            f"<div role='status' aria-live='polite' data-game='{game.game_name}'"
            f" data-actions='{len(game.history)}' data-position='{position}'"
            f" data-placement='{pieces}'>{html.escape(status)}</div>"
        )
        if game.is_over:
            banner = (f"<h3 class='dcp-result' style='margin:0'>"
                      f"{html.escape(session.result_text())}</h3>")
        else:
            told = " · ".join(turn.summary for turn in self._turns)
            banner = (f"<div class='dcp-last-turn' aria-live='polite' style='font-weight:bold'>"
                      f"{html.escape(told)}</div>") if told else ""
        if self._banner.value != banner and not self._reviewing:
            self._banner.value = banner
        self._seed_note.value = (
            f"<div style='font-size:small;line-height:1.3'>"
            f"{html.escape(self._t('play.seed_in_use', seed=self.seed))}</div>"
            if session.seeded else "")

    def _choice_buttons(self) -> tuple[Any, ...]:
        """Buttons for a pending choice among actions with the same cells, or
        for legal actions that have no cells (a forfeit, a pass)."""
        return choice_buttons(self._session, self._language, self._choose, self._play_free,
                              self._safely)

    def _fit_controls(self) -> None:
        """Show the seed only where chance decides, the hint only where the
        game's computer gives one."""
        self._seed.layout.display = None if self._session.seeded else "none"
        self._buttons["hint"].layout.display = None if self.offers_hints else "none"

    def _seat_options(self, state: State) -> list[tuple[str, Any]]:
        """What the computer may play: one seat; in a game of three or more,
        every seat but the person's."""
        seats = [str(seat) for seat in state.seats]
        if len(seats) == 2:
            return [(seat_label(seat, self._language), seat) for seat in seats]
        return [(self._t("play.all_but", side=seat_label(mine, self._language)),
                 tuple(s for s in seats if s != mine)) for mine in seats]

    # ------------------------------------------------------------ helpers
    def _button(self, name: str, handler: Callable[[], None]) -> Any:
        button = widgets.Button(description=self._t(f"play.button.{name}"))
        button.add_class(f"dcp-{name}")
        button.on_click(self._safely(lambda _: handler()))
        return button

    def _safely(self, handler: Callable[..., None]) -> Callable[..., None]:
        """``handler`` with any exception shown in the message area."""
        return guarded(handler, self._report)

    def _tags(self) -> dict[str, str]:
        """The record's tags: the event, and per seat who played it."""
        human, machine = self._t("play.player.person"), self._t("play.player.computer")
        tags = {"Event": self._t("play.event")}
        for seat in self._session.game.seats:
            computer = str(seat) in self._session.computer_seats
            tags[str(seat).title()] = machine if computer else human
        return tags

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)


__all__ = ["FRIEND", "PlayWidget", "check_seat", "new_state"]
