"""Squares and arrows that a comment asks the viewer to draw.

Written inside a record's comment as in PGN (Lichess, ChessBase):
``[%csl Gc4,Rd5]`` marks squares, ``[%cal Gb2c4]`` draws arrows. The
letter is the colour: G green, R red, Y yellow, B blue.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The colour letters a comment may use, and what each is for in a lesson.
COLOURS = ("G", "R", "Y", "B")


@dataclass(frozen=True)
class SquareMark:
    square: int
    colour: str = "G"


@dataclass(frozen=True)
class Arrow:
    origin: int
    target: int
    colour: str = "G"


@dataclass(frozen=True)
class Annotations:
    """Everything drawn on top of a position besides the pieces."""

    squares: tuple[SquareMark, ...] = ()
    arrows: tuple[Arrow, ...] = ()
