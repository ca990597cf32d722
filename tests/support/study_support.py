"""Helpers for the study model's tests (``tests/study``): a study's tree
as plain data, a whole study's fingerprint (what a refusal must leave as
it was), and a short scripted study of any game."""

from __future__ import annotations

from typing import Any

from dominochess_widget.core import registry
from dominochess_widget.core.records import StudyNode
from dominochess_widget.study import Study

#: A comment no record format may trip on: braces, backslashes, a command
#: written as prose, quotes, line breaks, non-Latin text.
HOSTILE = 'Why } this {move} \\ [%csl Gd4] [%cal Ga1b2] "quoted" \\} \\% 100% ☃ perché\nnext'
#: Settings that are not the games' defaults, carried by their records.
SETTINGS: dict[str, dict[str, object]] = {
    "russian": {"repetition": False, "three_kings": None},
    "lasca": {"officer": "lasker", "repetition": False},
    "dominoes": {"players": 3},
}
GAMES = ("russian", "lasca", "damhex", "dominoes", "dominochess")


def shape(root: StudyNode) -> Any:
    """The tree as nested tuples: action, comment prose and marks, comment
    before, children (walked with a stack: trees may be deep)."""
    def flat(node: StudyNode) -> list[Any]:
        comment = node.comment
        before = node.before
        return [node.action,
                None if comment is None else (comment.text, comment.annotations),
                None if before is None else (before.text, before.annotations), []]

    top = flat(root)
    stack = [(root, top)]
    while stack:
        node, out = stack.pop()
        for child in node.children:
            twin = flat(child)
            out[3].append(twin)
            stack.append((child, twin))
    return top


def fingerprint(study: Study) -> tuple[Any, ...]:
    """All that a refused call must leave unchanged."""
    return (shape(study._root), study.path, study.tags, dict(study._ending),
            len(study._undos), study.version, study.picked, study.state.position())


def first_cells(game: str) -> list[str]:
    """Names of the first cells of ``game``'s board (none for dominoes)."""
    view = registry.info(game).view
    shape_ = None if view is None else view.shape
    return [] if shape_ is None else [shape_.name(cell) for cell in list(shape_.cells)[:6]]


def scripted(game: str, seed: int = 3) -> Study:
    """The issue's scripted API on ``game``: tags, a comment on the game,
    moves with hostile comments, marks and arrows, a variation (played
    after going back), one promoted and demoted again, one deleted."""
    study = Study(game, seed=seed, settings=SETTINGS.get(game))
    study.set_tag("Event", 'Lesson "one" } \\')
    study.set_tag("Annotator", "Maestra Anna")
    study.comment("The whole game: " + HOSTILE)
    cells = first_cells(game)
    for step in range(6):
        study.play(study.legal_texts()[0])
        study.comment(f"Move {step}: {HOSTILE}")
        if cells:
            study.mark(cells[step % len(cells)], ("green", "R", "giallo", "blue")[step % 4])
            study.arrow(cells[0], cells[1 + step % (len(cells) - 1)], "red")
    study.go((0, 0))
    study.play(study.legal_texts()[-1])  # a variation at the third move, when there is a choice
    varied = study.path[-1] != 0
    study.comment("A variation " + HOSTILE)
    if study.legal_texts():
        study.play(study.legal_texts()[0])
    if varied:  # promoted, then the first line made main again
        study.promote()
        study.go((0, 0, 1))
        study.promote()
    study.go((0, 0, 0, 0, 0))
    study.delete()
    return study
