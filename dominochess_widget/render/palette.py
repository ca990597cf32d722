"""Colours of the board views, chosen to survive colour-blindness.

A game's view names its pieces' colours (:class:`~dominochess_widget.core.scene.Look`):
the Okabe–Ito "vermillion" (#D55E00) and "blue" (#0072B2) stay apart under
deuteranopia and protanopia (red–green blindness, about 1 boy in 12),
where the usual pure red and green merge; "white" and "black" are the
draughts men. Colour is never the only cue: one side's pieces are solid,
the other's carry a white inner ring, so the sides also differ in
greyscale and on a poor projector.

The board is a warm grey (not the usual brown, which sits too close to
vermillion in lightness) so that both piece colours stand out on light and
dark squares. Highlights are Okabe–Ito yellow (#F0E442, the pieces the tile
selects), reddish purple (#CC79A7, the last actions) and, for comment
annotations, green #009E73 / red #D55E00 / yellow #E6C700 / sky blue
#56B4E9 — every highlight also has a shape (badge, arrow, ring) so it
reads without colour.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Palette:
    light_square: str = "#E9E4D8"
    dark_square: str = "#A89F8E"
    board_edge: str = "#5E574C"
    coordinates: str = "#3B372F"
    background: str = "#FFFFFF"
    # Pieces (a game's looks name their colours: red, blue, white, black)
    red: str = "#D55E00"
    blue: str = "#0072B2"
    white: str = "#F7F3EA"
    black: str = "#2E2A25"
    ring: str = "#FFFFFF"  # the inner ring of ringed pieces
    outline: str = "#1A1A1A"
    # The tile
    tile_face: str = "#FFFDF4"
    tile_edge: str = "#2B2B2B"
    pip: str = "#1A1A1A"
    # Highlights
    selected: str = "#F0E442"  # pieces the tile's unused halves select
    selected_alpha: float = 0.62
    last_action: str = "#CC79A7"  # the last actions' arrows and squares
    last_action_alpha: float = 0.45
    badge: str = "#1A1A1A"  # half-number badges
    badge_text: str = "#FFFFFF"
    used_veil: str = "#FFFFFF"
    used_mark: str = "#1A1A1A"
    text: str = "#1A1A1A"
    muted_text: str = "#5A5A5A"
    #: Comment annotations, by colour letter (``[%csl Gc4]``, ``[%cal Rb2c4]``).
    annotation: tuple[tuple[str, str], ...] = (
        ("G", "#009E73"),
        ("R", "#D55E00"),
        ("Y", "#E6C700"),
        ("B", "#56B4E9"),
    )

    def piece_colour(self, name: str) -> str:
        """The body colour a piece look names ("red", "blue", "white", "black")."""
        if name not in _PIECE_COLOURS:
            raise ValueError(f"no piece colour named {name!r}; the palette has {_PIECE_COLOURS}")
        colour: str = getattr(self, name)
        return colour

    def annotation_colour(self, letter: str) -> str:
        colours = dict(self.annotation)
        return colours.get(letter.upper(), colours["G"])


_PIECE_COLOURS = ("red", "blue", "white", "black")
DEFAULT_PALETTE = Palette()
