"""Check a puzzle against the engine: its solution reaches the best its goal
allows, and a claim that it is the only good answer holds.

- Domino chess: every way to finish the turn is judged (every order of the
  halves); the solution must reach the best value, and, when only good,
  every best turn must leave the same board.
- Line puzzles: the goal holds at the line's end; at each student move the
  exact search over the line's remaining plies finds no better move (none
  as good, when only good), and each reply is a best defence by the same
  search.

Returns the problems found, as plain sentences for the puzzle's author
(the tests print them); an empty list means the puzzle is sound.
"""

from __future__ import annotations

from dominochess_widget.games.dominochess.puzzle_turns import TurnGoal, judged_turns
from dominochess_widget.puzzles.lines import LineGoal, move_values
from dominochess_widget.puzzles.model import Puzzle


def verify(puzzle: Puzzle) -> list[str]:
    """The problems of ``puzzle`` (empty: sound)."""
    return _verify_turn(puzzle) if puzzle.is_turn else _verify_line(puzzle)


def _verify_turn(puzzle: Puzzle) -> list[str]:
    game = puzzle.start()
    goal = TurnGoal.at_start(puzzle.goal, game)
    judged = judged_turns(game, goal)
    best = max(reached.value for reached, _codes, _board in judged)
    for action in puzzle.solution:
        game.play(action)
    problems = []
    got = goal.reached(game).value
    if got != best:
        problems.append(f"the solution reaches {got}, the best turn {best}")
    if puzzle.goal == "win" and best != 0:
        problems.append("no turn wins")
    boards = {board for reached, _codes, board in judged if reached.value == best}
    if puzzle.only_good and len(boards) > 1:
        problems.append(f"claimed only good, but {len(boards)} different boards are best")
    return problems


def _verify_line(puzzle: Puzzle) -> list[str]:
    state = puzzle.start()
    goal = LineGoal.at_start(puzzle.game, puzzle.goal, state)
    problems = []
    plies = len(puzzle.solution)
    for ply, move in enumerate(puzzle.solution):
        values = move_values(state, goal, plies - ply)
        student = str(state.to_move) == goal.seat
        best = max(values.values()) if student else min(values.values())
        if values[move] != best:
            who = "student" if student else "reply"
            problems.append(f"ply {ply + 1} ({who}) {move}: {values[move]}, the best {best}")
        if student and puzzle.only_good:
            equal = sorted(m for m, v in values.items() if v == best and m != move)
            if equal:
                problems.append(f"ply {ply + 1}: {', '.join(equal)} as good as {move}")
        state.play(move)
    if not goal.met(state):
        problems.append(f"the goal {puzzle.goal} does not hold at the line's end")
    return problems
