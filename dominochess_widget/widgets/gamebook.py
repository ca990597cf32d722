"""PuzzleWidget: the gamebook player, for the puzzles of every game.

A drop-down picks a puzzle; its goal stands in words above the board,
turned to the student's side. The student plays by clicks, as in
:class:`~dominochess_widget.widgets.play.PlayWidget`: a
:class:`~dominochess_widget.session.PlaySession` on a scratch copy of the
position turns the clicks into an action (domino chess: a button asks
which half when both allow the move; a half that can only be forfeited is
a button too), and the action's text goes to the
:class:`~dominochess_widget.puzzles.Gamebook`, which judges it by the
puzzle's goal. Nothing here knows a rule: a wrong try is taken back by the
gamebook, and the board shows the gamebook's position again.

Under the board, in an area of fixed height, the gamebook's comment: the
puzzle's own words when right, why not when wrong, the engine's reason
when illegal. Hint (words, and a mark on the piece that moves next), Show
solution (arrows and words), Retry, Previous and Next puzzle; each button
as wide as its words, in every language.

The student's progress (per puzzle: solved or not, at which try, with or
without the hint or the answer shown; a
:class:`~dominochess_widget.puzzles.Progress`) is kept in the synced trait
:attr:`PuzzleWidget.progress`, so it is saved with the notebook's widget
state, and offered as a small JSON file to download, named after the name
typed in the "Your name" box; the teacher reads a class's files with
:func:`~dominochess_widget.puzzles.read_class`.

>>> PuzzleWidget("dominochess", puzzle="dc-01-king-bites")   # doctest: +SKIP
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import ipywidgets as widgets
import traitlets

from dominochess_widget.core import registry
from dominochess_widget.core.annotations import Annotations, Arrow, SquareMark
from dominochess_widget.core.errors import SettingError, expect_text
from dominochess_widget.core.links import check_position_text
from dominochess_widget.core.messages import translate
from dominochess_widget.core.rules import State, observation, seat_label
from dominochess_widget.puzzles import Feedback, Gamebook, Progress, Puzzle, load_puzzles
from dominochess_widget.session import PlaySession
from dominochess_widget.widgets.board import BoardWidget
from dominochess_widget.widgets.controls import choice_buttons, text_area
from dominochess_widget.widgets.download import DownloadLink
from dominochess_widget.widgets.feedback import error_text, guarded
from dominochess_widget.widgets.movelist import game_frames
from dominochess_widget.widgets.overlays import OverlayToggles
from dominochess_widget.widgets.pictured import Pictured
from dominochess_widget.widgets.plugins import AsideSlot
from dominochess_widget.widgets.share import ShareBar
from dominochess_widget.widgets.side_by_side import PAGE_CLASS, beside, page_style

#: Fixed heights of the texts that change: the page never jumps.
GOAL_HEIGHT, FEEDBACK_HEIGHT, CHOICES_HEIGHT = "4.4em", "7.5em", "36px"
#: The colour letter of the opponents' moves in a shown solution (the student's: green).
REPLY_COLOUR = "R"
#: The buttons under the board, by name, and their texts.
BUTTONS = {"hint": "gamebook.button.hint", "solution": "gamebook.button.solution",
           "retry": "gamebook.button.retry", "previous": "gamebook.button.previous",
           "next": "gamebook.button.next"}
#: Buttons as wide as their words (the default 148 px cut "Problema preced…").
FITTED = {"width": "auto", "flex": "0 0 auto"}
#: The width of the name box (a name, and its label beside it).
NAME_WIDTH = "22em"
#: What a verdict looks like in the feedback area.
VERDICT_COLOURS = {"right": "#1B5E20", "good": "#1B5E20", "wrong": "#B00020",
                   "illegal": "#B00020"}


def puzzle_list(game: str | None) -> list[Puzzle]:
    """The shipped puzzles of ``game`` (None: of every game, in the
    registry's order of games), easy first; a game without any is refused."""
    names = registry.names()
    if game is not None:
        game = expect_text("game", game).strip().lower()
    puzzles = load_puzzles(game)
    if not puzzles:
        having = sorted({p.game for p in load_puzzles()}, key=names.index)
        raise SettingError("gamebook.no_puzzles", value=repr(game), games=", ".join(having))
    return sorted(puzzles, key=lambda p: names.index(p.game))  # stable: easy first per game


class PuzzleWidget(Pictured, widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """The gamebook player. ``game``: the game whose puzzles are listed
    (None: every game's); ``puzzle``: the id of the first one shown
    (default: the first of the list)."""

    #: The student's progress, as the file offered for download holds it
    #: (:meth:`Progress.to_data`): synced, so saved with the widget state.
    progress = traitlets.Dict().tag(sync=True)

    def __init__(self, game: str | None = None, puzzle: str | None = None,
                 language: str = "en", size: int = 400) -> None:
        self._language = language
        self._puzzles = puzzle_list(game)
        first = self._puzzles[0] if puzzle is None else self._puzzles[self._position(puzzle)]
        self._board = BoardWidget(size=size, language=language)
        self._board.on_square_click(self._safely(self._on_square))
        self._book = Gamebook(first)
        self._session: PlaySession[State] = PlaySession(self._book.state, language=language)
        self._base = 0  # the scratch game's actions that the gamebook already holds
        self._shown = 0  # how many of the game's last actions the last try played (drawn)
        self._arrows: Annotations | None = None
        self._said: list[str] = []
        self._verdict = ""
        t = self._t
        self._menu = widgets.Dropdown(
            options=[(self._option(p), p.id) for p in self._puzzles], value=first.id,
            description=t("gamebook.puzzle"), style={"description_width": "initial"},
            layout=widgets.Layout(width="auto"))
        self._menu.add_class("dgb-menu")
        self._menu.observe(self._safely(lambda _change: self._load()), names="value")
        self._goal = widgets.HTML(layout=text_area(GOAL_HEIGHT))
        self._goal.add_class("dgb-goal")
        self._feedback = widgets.HTML(layout=text_area(FEEDBACK_HEIGHT))
        self._feedback.add_class("dgb-feedback")
        self._choices = widgets.HBox(layout=widgets.Layout(min_height=CHOICES_HEIGHT))
        self._choices.add_class("dgb-choices")
        handlers = {"hint": self.hint, "solution": self.show_solution, "retry": self.retry,
                    "previous": self.previous, "next": self.next}
        self._buttons = {name: self._button(name, handler) for name, handler in handlers.items()}
        self._aside = AsideSlot(language)
        self._overlays = OverlayToggles(self._board, language)
        self._record = Progress()
        self._name = widgets.Text(description=t("gamebook.your_name"),
                                  placeholder=t("gamebook.name_placeholder"),
                                  style={"description_width": "initial"},
                                  layout=widgets.Layout(width=NAME_WIDTH))
        self._name.add_class("dgb-name")
        self._name.observe(self._safely(lambda change: self._keep(
            self._record.named(change["new"]))), names="value")
        self._download = DownloadLink("dgb-download")
        self._share = ShareBar(language, self.share_query, self.to_svg,
                               lambda: self.puzzle.id, self._board.flip)
        b = self._buttons
        super().__init__([
            self._menu,
            self._goal,
            beside(widgets.VBox([self._board, self._feedback, self._choices]),
                   widgets.VBox([self._aside, self._overlays])),
            widgets.HBox([b["hint"], b["solution"], b["retry"], b["previous"], b["next"]],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self._share,
            widgets.HBox([self._name, self._download],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            page_style(),
        ])
        self.add_class("dominochess-gamebook")
        self.add_class(PAGE_CLASS)
        self._keep(self._record)
        self._load()

    # ------------------------------------------------------------ queries
    @property
    def puzzle(self) -> Puzzle:
        return self._book.puzzle

    @property
    def gamebook(self) -> Gamebook:
        """The student's attempt at the puzzle shown."""
        return self._book

    @property
    def board(self) -> BoardWidget:
        return self._board

    @property
    def overlays(self) -> OverlayToggles:
        """The board's overlays (``widget.overlays.switch("danger")``)."""
        return self._overlays

    @property
    def session(self) -> PlaySession[State]:
        """The clicks on the scratch copy of the gamebook's position."""
        return self._session

    @property
    def record(self) -> Progress:
        """The student's progress over every puzzle tried in this widget."""
        return self._record

    @property
    def solved(self) -> bool:
        return self._book.finished

    @property
    def verdict(self) -> str:
        """The last try's verdict ("" before the first try of this puzzle)."""
        return self._verdict

    def text(self) -> str:
        """The goal and the feedback area, as plain text."""
        return "\n".join([self._goal_words(), *self._said])

    def to_svg(self) -> str:
        """The board shown now as SVG (see :meth:`BoardWidget.to_svg`)."""
        return self._board.to_svg()

    def share_query(self) -> dict[str, str]:
        """What the app's address asks for to show this puzzle's position as
        the board shows it now (never its answer)."""
        game = self._session.game
        return {"game": registry.info_of(game).name,
                "position": check_position_text(observation(game)), "lang": self._language}

    def __repr__(self) -> str:
        # Stable text for nbval: no model ids, no changing values.
        return f"PuzzleWidget(puzzle={self.puzzle.id!r})"

    # ------------------------------------------------------------ actions
    def click(self, square: int) -> None:
        """The same as a click on the cell ``square``."""
        self._board.click_square(square)

    def choose(self, key: object) -> None:
        """The same as a click on a choice button (domino chess: the half)."""
        self._after(self._session.choose(key))

    def enter(self, text: str) -> None:
        """Try an action typed in the game's notation."""
        self._after(self._session.enter(text))

    def hint(self) -> None:
        """The puzzle's hint, and a mark on the piece that moves next."""
        if self._book.finished:
            return
        self._keep(self._record.hinted(self.puzzle.id))
        first = self._actions(self._book.solution()[:1])
        path = self._session.rules.click_path(first[0][1]) if first else ()
        self._arrows = Annotations(squares=(SquareMark(path[0]),)) if path else None
        self._say("", [self._t("gamebook.hint", hint=self._book.hint().message(self._language))])

    def show_solution(self) -> None:
        """The rest of the solution from here, as arrows (the student's
        green, the opponents' red) and in words."""
        if self._book.finished:
            return
        self._keep(self._record.shown(self.puzzle.id))
        student = str(self.puzzle.start().to_move)
        arrows: list[Arrow] = []
        words = []
        for seat, action in self._actions(self._book.solution()):
            drawn = self._session.hint_annotations(action).arrows
            if not drawn:  # an action without cells (a forfeit): its button's words
                words.append(self._session.rules.button_label(action, self._language))
            elif seat == student:
                words.append(str(action))
            else:
                drawn = tuple(replace(arrow, colour=REPLY_COLOUR) for arrow in drawn)
                words.append(self._t("gamebook.reply", side=seat_label(seat, self._language),
                                     move=str(action)))
            arrows.extend(drawn)
        self._arrows = Annotations(arrows=tuple(arrows))
        self._say("", [self._t("gamebook.solution", moves=", ".join(words))])

    def retry(self) -> None:
        """Start the puzzle over."""
        self._book.start()
        self._restart([self._t("gamebook.start")])

    def next(self) -> None:
        """The next puzzle of the list (none after the last)."""
        self._step(1)

    def previous(self) -> None:
        """The previous puzzle of the list (none before the first)."""
        self._step(-1)

    def go(self, puzzle: str) -> None:
        """Show the puzzle whose id is ``puzzle``."""
        self._menu.value = self._puzzles[self._position(puzzle)].id

    # ------------------------------------------------------------ inside
    def _step(self, by: int) -> None:
        index = self._index() + by
        if 0 <= index < len(self._puzzles):
            self._menu.value = self._puzzles[index].id

    def _index(self) -> int:
        """Where the puzzle the menu names stands in the list."""
        return self._position(self._menu.value)

    def _position(self, puzzle: object) -> int:
        """Where the puzzle whose id is ``puzzle`` stands in the list (not there: refused)."""
        ids = [p.id for p in self._puzzles]
        if puzzle not in ids:
            raise SettingError("gamebook.bad_puzzle", value=repr(puzzle), choices=", ".join(ids))
        return ids.index(str(puzzle))

    def _load(self) -> None:
        """Begin the puzzle the menu names: the board turned to the student."""
        puzzle = self._puzzles[self._index()]
        self._book = Gamebook(puzzle)
        state = self._book.state
        self._share.forget()
        self._share.show_flip(len(state.seats) == 2)
        self._board.face(list(map(str, state.seats)).index(str(state.to_move)))
        self._goal.value = (f"<div role='heading' aria-level='3' style='font-weight:bold'>"
                            f"{html.escape(self._goal_words())}</div>")
        self._buttons["previous"].disabled = self._index() == 0
        self._buttons["next"].disabled = self._index() == len(self._puzzles) - 1
        self._restart([self._t("gamebook.start")])

    def _restart(self, said: list[str]) -> None:
        """Show the gamebook's position afresh, saying ``said``: no arrows,
        no last move (a half the student can only forfeit, which the
        session plays at once, goes to the gamebook as a try: it can never
        be wrong)."""
        self._arrows = None
        self._shown = 0
        self._reset_session()
        feedback = self._submit() if self._pending() else None
        if feedback is not None and feedback.finished:
            self._tell(feedback)
        else:
            self._say("", said)

    def _reset_session(self) -> None:
        """Clicks begin again on a copy of the gamebook's position (none
        once the puzzle is solved: the board then shows the gamebook's)."""
        state = self._book.state
        self._base = len(state.history)
        if not self._book.finished:
            self._session.new_game(state)  # may play a half that can only be forfeited

    def _pending(self) -> bool:
        """Whether the scratch copy holds actions the gamebook has not judged."""
        return not self._book.finished and len(self._session.game.history) > self._base

    def _on_square(self, square: int) -> None:
        if self._book.finished:
            self._say(self._verdict, self._said)
            return
        self._after(self._session.click(square))

    def _after(self, said: list[str]) -> None:
        """The session's answer to a click, a choice or a text: an action
        played on the scratch copy goes to the gamebook; otherwise the
        session's words (which half? why not?) are shown."""
        if not self._pending():
            self._arrows = None
            self._say("", said)
            return
        self._tell(self._submit())

    def _submit(self) -> Feedback:
        """Hand the actions played on the scratch copy to the gamebook, in
        order, until one is refused or the puzzle is solved; each time
        begin again from the gamebook's position. Returns the last feedback."""
        feedback: Feedback | None = None
        shown: list[str] = []
        while self._pending():
            for action in self._session.game.history[self._base:]:
                feedback = self._book.try_action(str(action))
                shown = [] if feedback.retry else [*shown, *feedback.played]
                if feedback.retry or feedback.finished:
                    break
            self._reset_session()
            if feedback is not None and feedback.retry:
                break
        assert feedback is not None  # called only while something is pending
        self._shown = len(shown)
        return feedback

    def _tell(self, feedback: Feedback) -> None:
        """Show what the gamebook said (solved: the next puzzle offered),
        and count the try in the student's progress."""
        self._keep(self._record.judged(self.puzzle.id, feedback.verdict))
        self._arrows = None
        said = [feedback.message(self._language)]
        if feedback.retry:
            said.append(self._t("gamebook.try_again"))
        elif feedback.finished:
            index = self._index()
            nxt = self._puzzles[index + 1] if index + 1 < len(self._puzzles) else None
            said.insert(0, self._t("gamebook.solved"))
            said.append(self._t("gamebook.next", title=nxt.title.message(self._language))
                        if nxt is not None else self._t("gamebook.last"))
        self._say(feedback.verdict, said)

    def _actions(self, texts: tuple[str, ...]) -> list[tuple[str, Any]]:
        """``texts`` played on a copy of the position: each one's seat and action."""
        game = self._book.state
        out = []
        for text in texts:
            seat = str(game.to_move)
            out.append((seat, game.play(text)))
        return out

    def _keep(self, record: Progress) -> None:
        """Keep ``record`` as the student's progress: in the synced trait,
        and as the file the download link offers."""
        self._record = record
        self.progress = record.to_data()
        name = record.file_name()
        self._download.offer(name, record.to_json(), "application/json",
                             self._t("gamebook.download", file=name))

    # ------------------------------------------------------------ drawing
    def _say(self, verdict: str, said: list[str]) -> None:
        """Draw the board and write ``said`` in the feedback area."""
        self._verdict, self._said = verdict, list(said)
        session = self._session
        finished = self._book.finished
        game, turn = self._solved_frame() if finished else (session.game, None)
        last = game.history[len(game.history) - self._shown:] if self._shown else ()
        self._board.show(game, annotations=self._arrows, last_actions=last, finished=turn,
                         path=() if finished else session.clicked,
                         targets=None if finished else session.targets())
        self._aside.show(game, {"finished": turn})
        self._overlays.sync(game, {"finished": turn})
        colour = VERDICT_COLOURS.get(verdict, "inherit")
        tag = " dgb-solved" if finished else ""
        self._feedback.value = (
            f"<div role='status' aria-live='polite' class='dgb-said{tag}'"
            f" data-verdict='{verdict}' data-actions='{len(self._book.state.history)}'"
            f" style='color:{colour};line-height:1.4'>"
            + "".join(_line(line, bold=finished and n == 0)
                      for n, line in enumerate(line for line in said if line))
            + "</div>")
        self._choices.children = self._choice_buttons()
        self._buttons["next"].button_style = "success" if finished else ""
        for name in ("hint", "solution"):
            self._buttons[name].disabled = finished

    def _solved_frame(self) -> tuple[State, Any]:
        """The solved position as the game viewer shows the end of the last
        action: its first frame with every action played (domino chess:
        the turn just finished, before the opponent's tile), and that frame's
        ``finished`` (the board's option)."""
        played = len(self._book.state.history)
        frame = next(f for f in game_frames(self._book.state, self._language)
                     if len(f.game.history) == played)
        return frame.game, frame.finished

    def _choice_buttons(self) -> tuple[Any, ...]:
        """Which half (domino chess), and the halves that can only be forfeited."""
        if self._book.finished:
            return ()
        return choice_buttons(self._session, self._language, self.choose, self._play_free,
                              self._safely)

    def _play_free(self, action: Any) -> None:
        self._after(self._session.play_free(action))

    def _goal_words(self) -> str:
        puzzle = self.puzzle
        side = seat_label(puzzle.start().to_move, self._language)
        return self._t("gamebook.goal", side=side, goal=puzzle.goal_text.message(self._language))

    def _option(self, puzzle: Puzzle) -> str:
        game = translate(registry.info(puzzle.game).title_key, self._language)
        return self._t("gamebook.option", game=game, title=puzzle.title.message(self._language),
                       level=puzzle.level)

    def _report(self, error: BaseException) -> None:
        """An error in words, in the feedback area (the board keeps it as ``last_error``)."""
        self._board.last_error = error
        self._said = [error_text(error, self._language)]
        self._feedback.value = ("<div role='alert' class='dgb-error' style='color:#B00020'>"
                                f"{html.escape(self._said[0])}</div>")

    def _button(self, name: str, handler: Callable[[], None]) -> Any:
        button = widgets.Button(description=self._t(BUTTONS[name]), layout=widgets.Layout(**FITTED))
        button.add_class(f"dgb-{name}")
        button.on_click(self._safely(lambda _: handler()))
        return button

    def _safely(self, handler: Callable[..., None]) -> Callable[..., None]:
        return guarded(handler, self._report)

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)


class AnswerButton(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type stubs
    """An answer kept behind a button ("Show the answer"): ``answer()``
    makes the widgets that show it, only when the button is pressed (so Run
    All never puts it on the screen). Saved before it is run, its output is
    a picture of the button, not a widget's repr.

    >>> AnswerButton(lambda: [widgets.HTML("e1")])   # doctest: +SKIP
    """

    def __init__(self, answer: Callable[[], list[Any]], language: str = "en") -> None:
        self._answer = answer
        self._language = language
        self._label = translate("gamebook.show_answer", language)
        button = widgets.Button(description=self._label, button_style="info",
                                layout=widgets.Layout(**FITTED))
        button.add_class("dgb-show-answer")
        button.on_click(guarded(lambda _button: self._show(), self._report))
        super().__init__([button])

    def _show(self) -> None:
        self.children = tuple(self._answer())

    def _report(self, error: BaseException) -> None:
        said = html.escape(error_text(error, self._language))
        self.children = (*self.children[:1],
                         widgets.HTML(f"<div role='alert' style='color:#B00020'>{said}</div>"))

    def __repr__(self) -> str:
        return f"AnswerButton({self._label!r})"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = super()._repr_mimebundle_(**kwargs)
        shown = ("<button disabled title='run the notebook to use it'>"
                 f"{html.escape(self._label)}</button>")
        return {**bundle, "text/html": shown}


def _line(text: str, bold: bool) -> str:
    """One line of the feedback area ("Solved!" stands out)."""
    style = " style='font-weight:bold;font-size:1.25em'" if bold else ""
    return f"<div{style}>{html.escape(text)}</div>"


__all__ = ["AnswerButton", "PuzzleWidget", "puzzle_list"]
