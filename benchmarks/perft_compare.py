"""The perft comparison the perft benchmarks run: engine against a reference.

:func:`compare` runs, for each case, the engine's perft and the
reference's in the same process (``repeat`` times), checks that they
count the same nodes, prints nodes per second and the ratio
engine/reference (median of the repetitions), then the geometric mean of
the ratios against the goal. It returns the exit status: 1 when a count
disagrees.
"""

from __future__ import annotations

import argparse
import gc
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any


@dataclass(frozen=True)
class Run:
    """One position at one depth: how the engine and the reference count it."""

    name: str
    depth: int
    engine: Callable[[int], int]  # depth -> nodes
    reference: Callable[[int], int]


def timed(run: Callable[[], int]) -> tuple[int, float]:
    gc.collect()
    start = time.perf_counter()
    nodes = run()
    return nodes, time.perf_counter() - start


def compare(runs: Sequence[Run], repeat: int, goal: float) -> int:
    header = (
        f"{'position':<22} {'depth':>5} {'nodes':>10} {'engine n/s':>12} "
        f"{'reference n/s':>14} {'ratio':>6}"
    )
    print(header)
    print("-" * len(header))
    ratios = []
    failed = False
    for run in runs:
        engine_rates, reference_rates, case_ratios = [], [], []
        nodes = 0
        for _ in range(repeat):
            nodes, engine_time = timed(partial(run.engine, run.depth))
            ref_nodes, reference_time = timed(partial(run.reference, run.depth))
            if ref_nodes != nodes:
                print(f"MISMATCH {run.name} depth {run.depth}: engine {nodes}, "
                      f"reference {ref_nodes}", file=sys.stderr)
                failed = True
                break
            engine_rates.append(nodes / engine_time)
            reference_rates.append(nodes / reference_time)
            case_ratios.append(reference_time / engine_time)
        if not case_ratios:
            continue
        ratio = statistics.median(case_ratios)
        ratios.append(ratio)
        print(
            f"{run.name:<22} {run.depth:>5} {nodes:>10} {statistics.median(engine_rates):>12,.0f} "
            f"{statistics.median(reference_rates):>14,.0f} {ratio:>6.2f}"
        )
    if ratios:
        overall = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        verdict = "goal met" if overall >= goal else f"below the goal of {goal}"
        print("-" * len(header))
        print(f"overall ratio engine/reference (geometric mean): {overall:.2f} ({verdict})")
    if failed:
        print("node counts disagree: see above", file=sys.stderr)
        return 1
    return 0


def main(doc: str, make_runs: Callable[[bool], list[Run]], goal: float,
         argv: list[str] | None = None) -> int:
    """A benchmark's command line: ``--quick`` (one repetition, shallower,
    for ``make test``) and ``--repeat``; ``make_runs(quick)`` gives the runs."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one repetition, shallower")
    parser.add_argument("--repeat", type=int, default=3, help="repetitions (default 3)")
    args = parser.parse_args(argv)
    return compare(make_runs(args.quick), 1 if args.quick else max(1, args.repeat), goal)


def file_runs(blocks: Sequence[Any], limit: int, engine: Callable[[Any], Callable[[int], int]],
              reference: Callable[[Any], Callable[[int], int]]) -> list[Run]:
    """One run per perft-file block, at the deepest depth the file gives
    with at most ``limit`` leaves; ``engine(block)`` and ``reference(block)``
    give each side's perft of the block's position."""
    runs = []
    for block in blocks:
        depths = [d for d, count in block.counts.items() if 0 < count <= limit]
        if depths:
            runs.append(Run(block.id, max(depths), engine(block), reference(block)))
    return runs
