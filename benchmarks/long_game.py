"""Long games: do time and memory per turn stay flat as a game grows?

Three measurements, each in its own pass so that one does not disturb another:

1. Time. A game of ``--turns`` turns (10,000 by default) played through a
   :class:`PlaySession` the way the play widget drives it: every action is
   typed (``session.enter(str(action))``) and ``session.status()`` is asked
   after it. Only those two calls are timed, not the choice of the action.
   The script prints the seconds per block of 1,000 turns and the ratio
   last block / first block: a cost per action that does not grow with the
   game gives 1.0.
2. Memory. The same game again under ``tracemalloc`` (which slows every
   allocation, hence a pass of its own): the traced size after each block
   of 1,000 turns, and its growth in MB per 1,000 turns, the least-squares
   slope over the checkpoints after the first block (the first is warm-up:
   caches, interned strings).
3. Opening a record in the viewer. A game of ``--record-turns`` turns
   (2,000) and a reference one of ``--reference-turns`` (250), written with
   ``write_record``, then timed apart: ``read_record``, ``record.start()``,
   ``record_frames`` and the construction of ``GameViewer`` from the read
   record (which builds the frames again, then the widgets; ipywidgets need
   no kernel for that). "Ready" is ``read_record`` + ``GameViewer``: what
   ``GameViewer(text)`` costs. The ratio long/reference is printed beside
   the ratio of their lengths, which a linear cost would match.

The games must last: the no-capture draw rule is off
(``Game.new(seed, draw_rule=None)``) and a seeded chooser prefers actions
that capture nothing, also for the turn's other half; when every action
captures, it spares the kings if it can (capturing both of a side's kings
ends the game). A game that ends anyway is reported, with what was
measured up to its end. Some captures are forced all the same, and a
position with fewer pieces has fewer moves to generate: the pieces left
after each block are printed beside its time, so that a cost growing with
the history cannot hide behind a board that empties (with the default
seed, 31 pieces after the first block, 26 after the tenth).

Goals (from the project's issue on growth): time per 1,000 turns flat
(last/first at most 1.2), memory growth at most 0.2 MB per 1,000 turns,
the 2,000-turn record ready in the viewer within 1 s. The summary says
PASS or FAIL for each; the exit status is 0 unless ``--check`` is given.

    python benchmarks/long_game.py            # 10,000 turns; 2,000- and 250-turn records
    python benchmarks/long_game.py --quick    # 2,000 turns; 300- and 100-turn records (make test)
    python benchmarks/long_game.py --check    # exit status 1 when a goal is missed
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dominochess_widget import Game
from dominochess_widget.games.dominochess.actions import Action
from dominochess_widget.games.dominochess.board import Kind
from dominochess_widget.games.dominochess.frames import record_frames
from dominochess_widget.games.dominochess.records import read_record, write_record
from dominochess_widget.session import PlaySession
from dominochess_widget.widgets.viewer import GameViewer

BLOCK = 1000  # turns per measured block
LANGUAGE = "en"
FLAT_GOAL = 1.2  # time of the last block / the first, at most
MEMORY_GOAL_MB = 0.2  # growth per BLOCK turns, at most
READY_GOAL_S = 1.0  # the long record open in the viewer, at most

T = TypeVar("T")


class Chooser:
    """Picks the next action, deterministically from ``seed``, so that the
    game goes on with its material: an action that captures nothing and
    leaves the turn's other half something that captures nothing too
    (tried on the game itself, then taken back); failing that, any action
    that captures nothing; a capture only when every legal action is one,
    and then not of a king when another capture exists."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def __call__(self, game: Game) -> Action:
        legal = game.legal_actions()
        quiet = [a for a in legal if a.captured is None]
        if not quiet:
            spare_kings = [a for a in legal if a.captured is not Kind.KING]
            return self._random.choice(spare_kings or legal)
        self._random.shuffle(quiet)
        return next((a for a in quiet if self._leaves_quiet(game, a)), quiet[0])

    @staticmethod
    def _leaves_quiet(game: Game, action: Action) -> bool:
        turn = game.turns_played
        game.play(action)
        try:
            return game.turns_played != turn or any(
                a.captured is None for a in game.legal_actions()
            )
        finally:
            game.undo()


def ended(game: Game) -> str | None:
    """How the game ended ("blue by kings captured after 9523 turns"), or None."""
    if not game.is_over:
        return None
    return f"{game.result} by {game.termination} after {game.turns_played} turns"


@dataclass
class SessionRun:
    """A long game through a PlaySession: per block of BLOCK turns, the
    seconds spent in ``enter`` + ``status`` (timing pass) or the traced
    memory at its end (memory pass, which also has the size at turn 0)."""

    seconds: list[float] = field(default_factory=list)
    pieces: list[int] = field(default_factory=list)  # on the board at each block's end
    memory: list[int] = field(default_factory=list)
    end: str | None = None  # how the game ended, if it did


def traced_now() -> int:
    """Bytes allocated and still alive, after a full collection."""
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


def play_session(turns: int, seed: int, trace: bool) -> SessionRun:
    """Play ``turns`` turns as the widget would; time them, or trace memory.
    Each block is printed as soon as it is measured (a run cut short by a
    timeout still shows the blocks it measured)."""
    run = SessionRun()
    if trace:
        tracemalloc.start()
    game = Game.new(seed=seed, draw_rule=None)
    session = PlaySession(game)
    session.new_game(game)  # as the widget starts: plays any forced forfeit
    choose = Chooser(seed)
    if trace:
        run.memory.append(traced_now())
        print(f"   turn {0:>6,}: {run.memory[-1] / 1e6:8.3f} MB", flush=True)
    gc.collect()
    spent = 0.0
    mark = BLOCK
    while game.turns_played < turns and not game.is_over:
        text = str(choose(game))
        start = time.perf_counter()
        session.enter(text)
        session.status()
        spent += time.perf_counter() - start
        # An entry can complete two turns (auto-played forfeits), never a whole block.
        if game.turns_played >= mark:
            if trace:
                run.memory.append(traced_now())
                print(f"   turn {mark:>6,}: {run.memory[-1] / 1e6:8.3f} MB", flush=True)
            else:
                run.seconds.append(spent)
                run.pieces.append(sum(1 for _ in game.pieces()))
                print(f"   turns {mark - BLOCK:>6,}-{mark:<6,} {spent:7.3f} s"
                      f"   {run.pieces[-1]:>2} pieces left", flush=True)
            spent = 0.0
            mark += BLOCK
    if trace:
        tracemalloc.stop()
    run.end = ended(game)
    return run


def growth_mb(memory: list[int]) -> float | None:
    """MB per BLOCK turns: the least-squares slope of the checkpoints after
    the first block (``memory[k]`` is at turn ``k * BLOCK``); None with
    fewer than two such checkpoints."""
    points = list(enumerate(memory))[1:]
    if len(points) < 2:
        return None
    mean_x = sum(x for x, _ in points) / len(points)
    mean_y = sum(y for _, y in points) / len(points)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in points) / sum(
        (x - mean_x) ** 2 for x, _ in points
    )
    return slope / 1e6


@dataclass(frozen=True)
class RecordTimes:
    """Seconds to open a record of ``turns`` turns, step by step."""

    turns: int
    frames_count: int
    read: float
    start: float
    frames: float
    viewer: float
    end: str | None

    @property
    def ready(self) -> float:
        """``GameViewer(text)``: reading the record, then building the viewer."""
        return self.read + self.viewer


def timed(run: Callable[[], T]) -> tuple[float, T]:
    gc.collect()
    start = time.perf_counter()
    value = run()
    return time.perf_counter() - start, value


def time_record(turns: int, seed: int) -> RecordTimes:
    """Play ``turns`` turns on a plain Game, write the record, time opening it."""
    game = Game.new(seed=seed, draw_rule=None)
    choose = Chooser(seed)
    while game.turns_played < turns and not game.is_over:
        game.play(choose(game))
    text = write_record(game)
    read, record = timed(lambda: read_record(text))
    start, _ = timed(record.start)
    frames, frame_list = timed(lambda: record_frames(record, LANGUAGE))
    viewer, _ = timed(lambda: GameViewer(record, language=LANGUAGE))
    return RecordTimes(game.turns_played, len(frame_list), read, start, frames, viewer,
                       ended(game))


def verdict(ok: bool | None) -> str:
    return "not measured (FAIL)" if ok is None else "PASS" if ok else "FAIL"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help="2,000 turns, records of 300 and 100 turns (for make test)")
    parser.add_argument("--turns", type=int, default=10_000, help="session game length")
    parser.add_argument("--record-turns", type=int, default=2000, help="the long record")
    parser.add_argument("--reference-turns", type=int, default=250, help="the short record")
    parser.add_argument("--seed", type=int, default=11, help="game and chooser seed")
    parser.add_argument("--check", action="store_true", help="exit status 1 if a goal is missed")
    args = parser.parse_args(argv)
    if args.quick:
        args.turns, args.record_turns, args.reference_turns = 2000, 300, 100

    print(f"1. time: {args.turns:,} turns through PlaySession (enter + status), seed {args.seed}")
    timing = play_session(args.turns, args.seed, trace=False)
    if timing.end:
        print(f"   the game ended: {timing.end}")
    flat = None
    if len(timing.seconds) >= 2:
        flat = timing.seconds[-1] / timing.seconds[0]
        print(f"   last/first: {flat:.2f}  (goal <= {FLAT_GOAL})")

    print(f"\n2. memory: the same game under tracemalloc, MB after each {BLOCK:,} turns")
    tracing = play_session(args.turns, args.seed, trace=True)  # the same game
    growth = growth_mb(tracing.memory)
    if growth is not None:
        print(f"   growth after turn {BLOCK:,}: {growth:.3f} MB per {BLOCK:,} turns "
              f"(goal <= {MEMORY_GOAL_MB})")

    print("\n3. a record opened in the viewer (seconds)")
    print(f"   {'turns':>6} {'frames':>7} {'read':>7} {'start':>7} {'frames':>7} "
          f"{'viewer':>7} {'ready':>7}")
    GameViewer(write_record(Game.new(seed=args.seed)))  # once untimed: one-off setup costs
    records = []
    for turns in (args.reference_turns, args.record_turns):
        r = time_record(turns, args.seed)
        records.append(r)
        print(f"   {r.turns:>6,} {r.frames_count:>7,} {r.read:7.3f} {r.start:7.3f} "
              f"{r.frames:7.3f} {r.viewer:7.3f} {r.ready:7.3f}", flush=True)
        if r.end:
            print(f"   the game ended: {r.end}")
    short, long = records
    print(f"   ready long/short: {long.ready / short.ready:.1f}x for "
          f"{long.turns / short.turns:.1f}x the turns (linear cost: the same)")
    print("   (ready = read + viewer; the viewer builds the frames again, from start())")

    goals = [
        (f"time per {BLOCK:,} turns flat: last/first <= {FLAT_GOAL}",
         None if flat is None else flat <= FLAT_GOAL),
        (f"memory growth <= {MEMORY_GOAL_MB} MB per {BLOCK:,} turns",
         None if growth is None else growth <= MEMORY_GOAL_MB),
        (f"{long.turns:,}-turn record ready in the viewer <= {READY_GOAL_S} s",
         long.ready <= READY_GOAL_S),
    ]
    print(f"\nsummary ({'quick run, ' if args.quick else ''}{args.turns:,}-turn game)")
    for text, ok in goals:
        print(f"   {verdict(ok):<20} {text}")
    missed = any(ok is not True for _, ok in goals)
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
