"""The gamebook: a student tries a puzzle, move by move, and is told why.

Pure (no Jupyter): a widget draws :attr:`Gamebook.state` and shows each
:class:`Feedback` in its language. An answer is judged by the puzzle's
goal as the engine computes it, so any answer as good as the solution is
right (for domino chess, either order of the halves). A wrong or illegal
try changes nothing: the student tries again. For a line puzzle a right
move is answered at once by the opponents' replies (the line's own while
the student follows it, else the search's best defence).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dominochess_widget.core.errors import DominoChessError
from dominochess_widget.core.messages import translate
from dominochess_widget.core.protocol import seat_name
from dominochess_widget.games.dominochess.puzzle_turns import (
    Reached,
    TurnGoal,
    best_turn,
    percent,
    where,
)
from dominochess_widget.puzzles.lines import LineGoal, Value, search
from dominochess_widget.puzzles.model import Puzzle, Text


@dataclass(frozen=True)
class Said:
    """A generic sentence of the message catalogue, with its parameters."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def message(self, language: str = "en") -> str:
        return translate(self.key, language, **self.params)


@dataclass(frozen=True)
class Points:
    """Material in hundredths, shown as points in the language's way ("3.3", "3,3")."""

    hundredths: int

    def message(self, language: str = "en") -> str:
        text = f"{self.hundredths / 100:g}"
        return text.replace(".", ",") if language == "it" else text


@dataclass(frozen=True)
class Feedback:
    """What a try earned. ``verdict``: ``right`` (the puzzle is solved),
    ``good`` (right so far: go on), ``wrong`` or ``illegal`` (nothing
    changed: try again), ``solved`` (already finished). ``played``: the
    actions this try put on the board, the student's first, then any
    replies."""

    verdict: str
    said: tuple[Said | Text, ...]
    played: tuple[str, ...] = ()
    finished: bool = False

    @property
    def retry(self) -> bool:
        """Whether the try was refused and the student should try again."""
        return self.verdict in ("wrong", "illegal")

    def message(self, language: str = "en") -> str:
        """Everything said, in ``language``, as one paragraph."""
        return " ".join(part.message(language) for part in self.said)

    def verdict_word(self, language: str = "en") -> str:
        """The verdict in words, in ``language`` ("wrong", "sbagliata")."""
        return translate(VERDICT_WORDS[self.verdict], language)


#: Each verdict's words in the catalogue.
VERDICT_WORDS = {"right": "puzzle.verdict.right", "good": "puzzle.verdict.good",
                 "wrong": "puzzle.verdict.wrong", "illegal": "puzzle.verdict.illegal",
                 "solved": "puzzle.verdict.solved"}


class Gamebook:
    """One student's attempt at one puzzle."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self._state: Any = puzzle.start()
        self._finished = False
        self._played: list[str] = []

    def start(self) -> Any:
        """Start (again) from the puzzle's position; returns the state to draw."""
        self._state = self.puzzle.start()
        self._finished = False
        self._played = []
        return self.state

    @property
    def state(self) -> Any:
        """The position now (a copy: drawing it changes nothing here)."""
        return self._state.clone()

    @property
    def finished(self) -> bool:
        return self._finished

    def hint(self) -> Text:
        return self.puzzle.hint

    def solution(self) -> tuple[str, ...]:
        """The actions still to play from here: the stated solution's rest
        while the student followed it, else a best way on found by the engine."""
        if self._finished:
            return ()
        done = len(self._played)
        if tuple(self._played) == self.puzzle.solution[:done]:
            return self.puzzle.solution[done:]
        if self.puzzle.is_turn:
            game = self._state
            _reached, codes = best_turn(game, self._turn_goal())
            return tuple(_turn_texts(game, codes))
        return tuple(search(self._state, self._line_goal(), self._left())[1])

    def try_action(self, text: str) -> Feedback:
        """Judge the student's ``text`` (an action in the game's notation)."""
        if self._finished:
            return Feedback("solved", (Said("puzzle.already_solved"),), finished=True)
        # A line's best is searched before the move: then a wrong move is
        # only taken back, never replayed from its text.
        best = None if self.puzzle.is_turn else search(
            self._state, self._line_goal(), self._left())[0]
        try:
            action = self._state.play(text)
        except DominoChessError as error:
            return Feedback("illegal", (Said("puzzle.illegal", {"reason": error}),))
        played = str(action)
        if best is None:
            return self._judge_half(played)
        return self._judge_move(played, best)

    # ------------------------------------------------------------ domino chess
    def _turn_goal(self) -> TurnGoal:
        return TurnGoal.at_start(self.puzzle.goal, self.puzzle.start())

    def _judge_half(self, played: str) -> Feedback:
        game = self._state
        goal = self._turn_goal()
        best, _codes = best_turn(self.puzzle.start(), goal)
        over = game.is_over or game.to_move is not goal.side
        reached = goal.reached(game) if over else best_turn(game, goal)[0]
        if reached.value < best.value:
            game.undo()
            return Feedback("wrong", (self._turn_why(goal, reached, best), self.puzzle.wrong))
        self._played.append(played)
        if not over:
            return Feedback("good", (Said("puzzle.half_good"),), (played,))
        self._finished = True
        return Feedback("right", (Said("puzzle.right"), self.puzzle.right), (played,), True)

    def _turn_why(self, goal: TurnGoal, reached: Reached, best: Reached) -> Said:
        if goal.kind == "win":
            return Said("puzzle.why.win" if reached.kings == 1 else "puzzle.why.win_both")
        if goal.kind == "material":
            return Said("puzzle.why.material",
                        {"got": Points(reached.points), "best": Points(best.points)})
        tiles = len(goal.tiles)
        return Said("puzzle.why.safety", {
            "square": where(reached.king), "count": int(reached.chance * tiles), "tiles": tiles,
            "percent": percent(reached.chance), "best_count": int(best.chance * tiles),
            "best_percent": percent(best.chance)})

    # ------------------------------------------------------------ line puzzles
    def _line_goal(self) -> LineGoal:
        return LineGoal.at_start(self.puzzle.game, self.puzzle.goal, self.puzzle.start())

    def _left(self) -> int:
        return len(self.puzzle.solution) - len(self._played)

    def _judge_move(self, played: str, best: Value) -> Feedback:
        state = self._state
        goal = self._line_goal()
        value = search(state, goal, self._left() - 1)[0]
        if value < best:
            state.undo()
            return Feedback("wrong", (self._line_why(goal, value, best), self.puzzle.wrong))
        self._played.append(played)
        moves = [played]
        said: list[Said | Text] = []
        while self._left() and not state.is_over and str(state.to_move) != goal.seat:
            done = len(self._played)
            following = tuple(self._played) == self.puzzle.solution[:done]
            reply = (self.puzzle.solution[done] if following
                     else search(state, goal, self._left())[1][0])
            side = seat_name(state.to_move)
            moves.append(str(state.play(reply)))
            self._played.append(moves[-1])
            said.append(Said("puzzle.reply", {"side": side, "move": moves[-1]}))
        if self._left() and not state.is_over:
            return Feedback("good", (Said("puzzle.move_good"), *said), tuple(moves))
        self._finished = True
        return Feedback("right", (Said("puzzle.right"), *said, self.puzzle.right),
                        tuple(moves), True)

    def _line_why(self, goal: LineGoal, value: Value, best: Value) -> Said:
        got, most = value[-1], best[-1]
        if goal.kind != "material" and value[0] < best[0]:
            return Said(_LINE_WHY[goal.kind])
        return Said("puzzle.why.gain", {"got": f"{got:+d}", "best": f"{most:+d}"})


#: The comment on a move that misses a line goal, by goal.
_LINE_WHY = {"promote": "puzzle.why.promote", "win": "puzzle.why.win_line",
             "ratto": "puzzle.why.ratto"}


def _turn_texts(game: Any, codes: tuple[int, ...]) -> list[str]:
    """The actions of ``codes``, played from ``game`` as it is, as D5 text."""
    texts = []
    for code in codes:
        texts.append(str(game.action_of(code)))
        game.push_code(code)
    for _code in codes:
        game.pop_code()
    return texts
