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
only wires widgets to it, and to the widget's parts, one job each:
:mod:`~dominochess_widget.widgets.play_layout` (the controls and where
they sit), :mod:`~dominochess_widget.widgets.thinking` (the computer's
turns and draw offers, off the main thread),
:mod:`~dominochess_widget.widgets.hints` (hints) and
:mod:`~dominochess_widget.widgets.files` (save and load).

>>> PlayWidget("russian")                                  # doctest: +SKIP
>>> PlayWidget(games.new("russian"), opponent="easy", computer="black")   # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import random
from collections.abc import Callable, Hashable, Iterator
from typing import Any

import ipywidgets as widgets

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import write_any_record
from dominochess_widget.core.errors import ArgumentTypeError, SettingError, expect_int
from dominochess_widget.core.links import encode_record, public_record
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import Computer, Hinter, Placed, Seeded
from dominochess_widget.core.rules import State, check_state, observation
from dominochess_widget.core.scene import Frame
from dominochess_widget.session import PlaySession, Turn
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.controls import choice_buttons
from dominochess_widget.widgets.feedback import error_text, guarded
from dominochess_widget.widgets.files import FileControls
from dominochess_widget.widgets.hints import Hints, position_key
from dominochess_widget.widgets.movelist import game_frames
from dominochess_widget.widgets.overlays import OverlayToggles
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.play_layout import (
    FRIEND,
    PlayControls,
    make_button,
    seat_options,
    side_value,
)
from dominochess_widget.widgets.share import ShareBar
from dominochess_widget.widgets.side_by_side import PAGE_CLASS
from dominochess_widget.widgets.thinking import Thinking, make_opponent

#: Fresh seeds are drawn below this: short enough to read out and share.
SEED_LIMIT = 1_000_000
#: What a first click on Resign or Draw asks, and the confirming button's text.
CONFIRM = {"resign": ("play.confirm.resign", "play.confirm.yes_resign"),
           "draw": ("play.confirm.draw", "play.confirm.yes_draw"),
           "offer": ("play.confirm.offer", "play.confirm.yes_draw")}
#: The buttons under the board (save and load sit with the file box).
BUTTONS = ("undo", "redo", "resign", "draw", "hint", "describe", "new", "save", "load")


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
        self._time_budget = time_budget
        self._fixed_seed = seed is not None
        seed = fresh_seed() if seed is None else expect_int("seed", seed)
        state = new_state(game, seed)
        seat = check_seat(state, state.seats[-1] if computer is None else computer)
        self._session: PlaySession[State] = PlaySession(state, language=language)
        self._player: Computer | None = None
        self._thinker = Thinking(self._session, language, self._render, self._report,
                                 self._render_status)
        self._hints = Hints(self._session, language, time_budget, lambda: self.seed,
                            self._render, self._report)
        self._last_messages: list[str] = []
        self._turns: list[Turn] = []
        self._armed: str | None = None  # the button a second click confirms
        self._frames: tuple[Hashable, list[Frame]] | None = None
        self._reviewing = False
        self._quiet = False
        super().__init__(self._build(PlayControls(state, seed, opponent, seat, size, language),
                                     FileControls(state, language, server_files)))
        self.add_class("dominochess-play")
        self.add_class(PAGE_CLASS)
        self._fit_controls()
        self._configure_computer()
        self._render(self._session.new_game(state))
        self._entry.placeholder = self._session.example()  # none from a computer's hand

    def _build(self, controls: PlayControls, files: FileControls) -> list[Any]:
        """Take the controls, wire them to this widget's handlers, and lay
        them out (the widget's rows)."""
        c = controls
        self._board, self._banner, self._status = c.board, c.banner, c.status
        self._messages, self._choices, self._moves = c.messages, c.choices, c.moves
        self._seed_note, self._entry, self._seed = c.seed_note, c.entry, c.seed
        self._opponent, self._side, self._aside, self._overlays = (c.opponent, c.side, c.aside,
                                                                   c.overlays)
        self._files, self._file, self._upload, self._download = (files, files.file, files.upload,
                                                                 files.download)
        handlers = {
            "undo": self._undo, "redo": self._redo, "resign": self._resign,
            "draw": self._draw, "hint": self._hints.ask, "describe": self._describe,
            "new": self._new_game, "save": self._save, "load": self._load,
        }
        self._buttons = {name: make_button(name, handler, self._language, self._safely)
                         for name, handler in handlers.items()}
        safely = self._safely
        self._board.on_square_click(safely(self._on_square))
        self._moves.on_pick(safely(self._review))
        self._entry.observe(safely(self._on_entry), names="value")
        self._seed.observe(safely(self._on_seed), names="value")
        for control in (self._opponent, self._side):
            control.observe(safely(self._on_opponent), names="value")
        self._upload.observe(safely(self._on_upload), names="value")
        self._share = ShareBar(self._language, self.share_query, self.to_svg,
                               lambda: self._session.game.game_name, self._board.flip)
        b = self._buttons
        return controls.arranged(b, files.row(b["save"], b["load"]), files.download, self._share)

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
    def share_bar(self) -> ShareBar:
        """The Share / Picture / Flip bar under the board."""
        return self._share

    def share_query(self) -> dict[str, str]:
        """What the app's address asks for to show this game: its record so
        far, packed (:func:`~dominochess_widget.core.links.encode_record`),
        without what no player may see yet
        (:func:`~dominochess_widget.core.links.public_record`: domino chess's
        pool order; a dominoes match only once it is over). The app opens it
        in its viewer, where every step can be looked at again."""
        return {"record": encode_record(public_record(self.record_text())),
                "lang": self._language}

    @property
    def session(self) -> PlaySession[State]:
        return self._session

    @property
    def thinking(self) -> asyncio.Task[None] | None:
        """The computer's task while it thinks (``await`` it in a cell)."""
        return self._thinker.task

    @property
    def hinting(self) -> asyncio.Task[None] | None:
        """The hint's task while the computer looks for one."""
        return self._hints.task

    @property
    def offers_hints(self) -> bool:
        """Whether this game's computer gives hints (the Hint button shows then)."""
        return self._hinter() is not None

    def text(self) -> str:
        """The status line and the latest messages, as plain text."""
        return "\n".join([self._status_line(), *self._last_messages])

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
        said = self._hints.words()
        if said is None:
            return ""
        self._render(said)
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
        self._thinker.stop()
        self._render(self._session.undo())

    def _redo(self) -> None:
        self._thinker.stop()
        self._render(self._session.redo())

    def _resign(self) -> None:
        if self._confirmed("resign", "resign"):
            self._thinker.stop()
            self._render(self._session.resign())

    def _draw(self) -> None:
        """Hot-seat: both agree (confirmed). Against the computer: an offer
        (confirmed) that the computer weighs by its judgement of the position."""
        offer = self._player is not None and not self._session.game.is_over
        if not self._confirmed("draw", "offer" if offer else "draw"):
            return
        self._thinker.stop()
        if offer:
            self._thinker.weigh_draw(self._player)
        else:
            self._render(self._session.agree_draw())

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

    def _describe(self) -> None:
        """The board in words, in the live region (the canvas says nothing
        to a screen reader)."""
        self._render(self._session.describe_position(), computer=False)

    def _new_game(self) -> None:
        """A new game: the teacher's (or the seed box's) seed if one was
        fixed, else a fresh one, shown in the seed box."""
        self._thinker.stop()
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
        self._thinker.stop()
        self._configure_computer()
        self._render([])

    def _save(self) -> None:
        """Offer the record as a download and, in JupyterLab, a file on the
        server (:meth:`FileControls.save`)."""
        self._render(self._files.save(self.record_text()))

    def _load(self) -> None:
        self._open_record(*self._files.read())

    def _on_upload(self, change: dict[str, Any]) -> None:
        """A record chosen on the student's own computer (the app's *Load*)."""
        uploaded = self._files.uploaded(change)
        if uploaded is not None:
            self._open_record(*uploaded)

    def _open_record(self, record: Any, name: str) -> None:
        """Play on from a record that was read (a file's or an upload's)."""
        self._thinker.stop()
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
                self._side.options = seat_options(state, self._language)
                self._side.value = side_value(state, seat)
            self._entry.placeholder = self._session.example()
        self._hints.forget()
        self._configure_computer()
        self._fit_controls()
        return messages

    # ------------------------------------------------------------ computer
    def _configure_computer(self) -> None:
        """The opponent (None in hot-seat), made by the game's hint giver
        where it has one, so that the opponent gives the hints too."""
        state = self._session.game
        self._hints.reset()  # made again for this game, level and seed
        if self._opponent.value == FRIEND:
            self._player = None
            self._session.computer = None
            return
        self._player, giver = make_opponent(state, self._opponent.value, self.seed,
                                            self._time_budget)
        self._hints.reset(giver)
        self._session.computer = self._side.value
        if len(state.seats) > 2:  # the person's base at the bottom (DamHex³'s three)
            seats = [str(seat) for seat in state.seats]
            mine = next(s for s in seats if s not in self._session.computer_seats)
            self._board.face(seats.index(mine))

    def _hinter(self) -> Hinter | None:
        """Who gives hints (:meth:`Hints.giver`)."""
        return self._hints.giver()

    # ------------------------------------------------------------ drawing
    def _render(self, messages: list[str], computer: bool = True) -> None:
        """Show the engine's state: board, move list, banner, status,
        choices, messages (the result is the banner's alone)."""
        self._disarm()
        self._reviewing = False
        self._share.forget()  # an address or picture offered shows an older position
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
            self._thinker.play(self._player)
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
        self._board.show(session.game, annotations=self._hints.arrows(), last_actions=last,
                         path=session.clicked, targets=session.targets())
        self._aside.show(session.game)
        self._overlays.sync(session.game)
        frames = self._game_frames()
        self._moves.show([frame.label for frame in frames], len(frames) - 1)

    def _game_frames(self) -> list[Frame]:
        """The game so far as the viewer's frames (made again only when it changed)."""
        key = position_key(self._session.game)
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
        forced = session.forced_report()
        status = self._status_line(forced)
        position = html.escape(observation(game), quote=True)  # never the hidden parts
        board = game.placement() if isinstance(game, Placed) else observation(game)
        pieces = html.escape(board, quote=True)
        self._status.value = (
            f"<div role='status' aria-live='polite' data-game='{game.game_name}'"
            f" data-actions='{len(game.history)}' data-forced='{bool(forced):d}'"
            f" data-position='{position}'"
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
            f"<div style='line-height:1.3'>"
            f"{html.escape(self._t('play.seed_in_use', seed=self.seed))}</div>"
            if session.seeded else "")

    def _status_line(self, forced: str | None = None) -> str:
        """Whose turn it is (empty once the game is over), and while the
        computer thinks, that it does. Issue 27, item 9: the turns the rules
        played for a player who had no choice since a person last chose
        (domino chess: tiles with no move) come first, told as one story
        (:meth:`PlaySession.forced_report`, which ends with who must play
        now), not left as a silent list of forfeits."""
        session = self._session
        status = "" if session.game.is_over else session.status()
        if self._thinker.task is not None:
            status += f" — {self._t('play.wait')}"
        forced = session.forced_report() if forced is None else forced
        return f"{forced} {status}".strip() if forced else status

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
        self._share.show_flip(len(self._session.game.seats) == 2)

    # ------------------------------------------------------------ helpers
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
