"""The perft comparison both perft benchmarks run: engine against a reference.

:func:`compare` runs, for each case, the engine's perft and the
reference's in the same process (``repeat`` times), checks that they
count the same nodes, prints nodes per second and the ratio
engine/reference (median of the repetitions), then the geometric mean of
the ratios against the goal. It returns the exit status: 1 when a count
disagrees.
"""

from __future__ import annotations

import gc
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial


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
