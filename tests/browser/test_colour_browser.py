"""The board's colours in a real Chromium, seen through colour-vision
deficiencies (issue: Red/Blue and the highlights stay distinguishable).

The notebook ``notebooks/colours.ipynb`` shows a board (size 600) where
Red has played Bc2-d3 with the first half of [4|4]: the second 4 selects
Red's bishops (yellow squares, badges) and an arrow shows the last action.
The test screenshots the board's canvas as the page shows it (CSS pixels,
device scale 1: the 2× backing store downscaled, flat areas keep their
exact colours), simulates protanopia, deuteranopia and tritanopia
(Machado et al. 2009, ``tests/support/colour_vision.py``) and a greyscale view,
and finds, with the widget's own square geometry, the body colour of
known Red and Blue pieces and the colour of plain and highlighted
squares. Under every vision:

* Red and Blue pieces, and each piece and its square, differ by at least
  ``PIECE_MIN_DE`` ΔE00;
* the selected and last-action squares differ from plain squares of the
  same colour by at least ``HIGHLIGHT_MIN_DE``;
* in greyscale the Blue pieces still show their white ring and the Red
  ones none (the sides differ without colour).

The screenshot and its simulations are saved as
``artifacts/browser/colour_{normal,protan,deutan,tritan,grey}.png``, the
figures as ``artifacts/browser/colour_figures.md``.
"""

from __future__ import annotations

import math
import time
from typing import Any

import colour_vision as cv
import numpy as np
from browser_harness import (
    ARTIFACTS,
    TEST_NOTEBOOKS_DIR,
    canvas_urls,
    open_and_run,
    wait_painted,
)
from PIL import Image

from dominochess_widget import Game
from dominochess_widget.games.dominochess.board import parse_square
from dominochess_widget.games.dominochess.view import scene_from_game
from dominochess_widget.render.geometry import BoardLayout, Rect
from dominochess_widget.render.palette import DEFAULT_PALETTE
from dominochess_widget.widgets import BoardWidget

NOTEBOOK = f"{TEST_NOTEBOOKS_DIR}/colours.ipynb"
#: As in the notebook.
SEED, ACTION, SIZE = 5, "4:Bc2-d3", 600
#: Pieces on plain squares, (dark square, light square) each.
RED_PIECES = ("a1", "a2")
BLUE_PIECES = ("a7", "a8")
#: Red bishops the second 4 selects: (dark, light).
SELECTED = ("d2", "e2")
LAST_ORIGIN, LAST_TARGET = "c2", "d3"  # both light squares
#: Empty plain squares: (dark, light).
PLAIN = ("a3", "b3")
SIMULATED = ("normal", "protan", "deutan", "tritan")

#: Parts of a square, as fractions (x0, y0, x1, y1) of its side.
INNER = (0.1, 0.05, 0.9, 0.95)  # the piece
UNDER = (0.5, 0.945, 0.9, 0.99)  # strip under the piece, clear of badges and the arrow
CENTRE = (0.2, 0.2, 0.8, 0.8)  # an empty square
ORIGIN_CORNER = (0.08, 0.7, 0.3, 0.92)  # the origin square, clear of its badge and the arrow


def _board() -> tuple[BoardLayout, Game]:
    game = Game.new(seed=SEED)
    game.play(ACTION)
    widget = BoardWidget(game, size=SIZE)
    layout = widget.geometry  # the widget's own square geometry
    widget.close()
    return layout, game


def _crop(
    image: np.ndarray, rect: Rect, at: tuple[float, float, float], part: tuple[float, ...]
) -> np.ndarray:
    """The pixels of ``image`` (a screenshot of the canvas) wholly inside
    ``part`` of the square ``rect`` (canvas pixels); ``at`` is where canvas
    pixel (0, 0) lies in the image and how many image pixels make one
    canvas pixel."""
    ox, oy, scale = at
    fx0, fy0, fx1, fy1 = part
    x0, x1 = (ox + (rect.x + f * rect.width) * scale for f in (fx0, fx1))
    y0, y1 = (oy + (rect.y + f * rect.height) * scale for f in (fy0, fy1))
    left, top, right, bottom = math.ceil(x0), math.ceil(y0), math.floor(x1), math.floor(y1)
    assert right > left and bottom > top, f"empty crop of {rect} at {part}"
    return image[top:bottom, left:right]


def _stable_canvas(page: Any, root: Any, timeout: float = 15) -> None:
    """Wait until the board's canvases stop changing (every batch applied)."""
    deadline = time.monotonic() + timeout
    before = canvas_urls(root)
    while time.monotonic() < deadline:
        time.sleep(0.3)
        after = canvas_urls(root)
        if after == before:
            return
        before = after
    raise TimeoutError("the board's canvas kept changing")


def test_pieces_and_highlights_stay_apart_under_colour_vision_deficiencies(
    page: Any, lab: Any, page_errors: list[str]
) -> None:
    layout, game = _board()
    scene = scene_from_game(game, "en")
    assert {parse_square(s) for s in SELECTED} <= set(scene.selected), scene.selected
    assert scene.last_actions == ((parse_square(LAST_ORIGIN), parse_square(LAST_TARGET), 4),)

    open_and_run(page, lab, NOTEBOOK)
    root = page.locator(".colour-board").first
    root.scroll_into_view_if_needed()
    wait_painted(page, root)
    _stable_canvas(page, root)
    canvas = root.locator("canvas").first
    box = canvas.bounding_box()
    assert box is not None
    assert (round(box["width"]), round(box["height"])) == (layout.css_width, layout.css_height)

    # The canvas's CSS box, widened to whole pixels (device scale 1: one
    # image pixel per CSS pixel; the canvas holds layout.scale per CSS pixel).
    left, top = math.floor(box["x"]), math.floor(box["y"])
    clip = {"x": left, "y": top, "width": math.ceil(box["x"] + box["width"]) - left,
            "height": math.ceil(box["y"] + box["height"]) - top}
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / "colour_normal.png"
    page.screenshot(path=str(shot), clip=clip)
    with Image.open(shot) as image:
        pixels = np.asarray(image.convert("RGB"))
    assert pixels.shape[:2] == (clip["height"], clip["width"]), (pixels.shape, clip)
    at = (box["x"] - left, box["y"] - top, box["width"] / layout.width)

    def rect(name: str) -> Rect:
        square = parse_square(name)
        assert square is not None
        return layout.square_rect(square)

    palette = DEFAULT_PALETTE
    light, dark = palette.light_square, palette.dark_square
    expected = {  # what each measured colour should be, from the palette
        **{f"{s} piece": palette.red for s in RED_PIECES},
        **{f"{s} piece": palette.blue for s in BLUE_PIECES},
        **{f"{s} piece": palette.red for s in SELECTED},
        f"{RED_PIECES[0]} square": dark, f"{RED_PIECES[1]} square": light,
        f"{BLUE_PIECES[0]} square": dark, f"{BLUE_PIECES[1]} square": light,
        f"{PLAIN[0]} square": dark, f"{PLAIN[1]} square": light,
        f"{SELECTED[0]} square": cv.blend(palette.selected, dark, palette.selected_alpha),
        f"{SELECTED[1]} square": cv.blend(palette.selected, light, palette.selected_alpha),
        f"{LAST_ORIGIN} square": cv.blend(palette.last_action, light, palette.last_action_alpha),
        f"{LAST_TARGET} square": cv.blend(palette.last_action, light, palette.last_action_alpha),
    }
    failures: list[str] = []
    rows: list[str] = []
    figures: dict[str, dict[str, float]] = {}
    for vision in (*SIMULATED, "grey"):
        seen = cv.simulate_image(pixels, vision)
        if vision != "normal":
            Image.fromarray(seen).save(ARTIFACTS / f"colour_{vision}.png")
        ignore = [cv.simulate(palette.outline, vision), cv.simulate(palette.ring, vision)]
        colours: dict[str, np.ndarray] = {}
        for name in (*RED_PIECES, *BLUE_PIECES, *SELECTED, LAST_TARGET):
            colours[f"{name} square"] = cv.median_colour(_crop(seen, rect(name), at, UNDER))
        for name in (*RED_PIECES, *BLUE_PIECES, *SELECTED):
            colours[f"{name} piece"] = cv.dominant_colour(
                _crop(seen, rect(name), at, INNER), [colours[f"{name} square"], *ignore])
        for name in PLAIN:
            colours[f"{name} square"] = cv.median_colour(_crop(seen, rect(name), at, CENTRE))
        colours[f"{LAST_ORIGIN} square"] = cv.median_colour(
            _crop(seen, rect(LAST_ORIGIN), at, ORIGIN_CORNER))

        # The screenshot shows the palette: measured = simulated palette colour.
        for what, colour in expected.items():
            off = cv.delta_e(colours[what], cv.simulate(colour, vision))
            if off > 2.0:
                failures.append(f"{vision}: {what} is {cv.rgb_to_hex(colours[what])}, "
                                f"{off:.1f} ΔE00 from the palette's colour seen so")
        if vision == "grey":
            continue

        def check(
            label: str, a: str, b: str, minimum: float,
            vision: str = vision, colours: dict[str, np.ndarray] = colours,
        ) -> None:
            value = cv.delta_e(colours[a], colours[b])
            figures.setdefault(label, {})[vision] = value
            if value < minimum:
                failures.append(f"{cv.VISION_NAMES[vision]}: {label}: ΔE00 {value:.1f} "
                                f"< {minimum}")

        for red in (*RED_PIECES, *SELECTED):
            for blue in BLUE_PIECES:
                check(f"Red {red} vs Blue {blue}", f"{red} piece", f"{blue} piece",
                      cv.PIECE_MIN_DE)
        for piece in (*RED_PIECES, *BLUE_PIECES, *SELECTED):
            check(f"piece {piece} vs its square", f"{piece} piece", f"{piece} square",
                  cv.PIECE_MIN_DE)
        plain_dark, plain_light = (f"{s} square" for s in PLAIN)
        check(f"selected {SELECTED[0]} vs plain dark", f"{SELECTED[0]} square", plain_dark,
              cv.HIGHLIGHT_MIN_DE)
        check(f"selected {SELECTED[1]} vs plain light", f"{SELECTED[1]} square", plain_light,
              cv.HIGHLIGHT_MIN_DE)
        for name in (LAST_ORIGIN, LAST_TARGET):
            check(f"last-action {name} vs plain light", f"{name} square", plain_light,
                  cv.HIGHLIGHT_MIN_DE)

    # Without colour: Blue pieces show a white ring inside, Red pieces none.
    grey = cv.simulate_image(pixels, "grey")
    white = cv.srgb_to_lab(np.ones(3))
    for name in (*RED_PIECES, *BLUE_PIECES):
        patch = _crop(grey, rect(name), at, INNER).reshape(-1, 3)
        share = float(np.mean(cv.delta_e_2000(cv.srgb_to_lab(patch), white) < 3.0))
        figures.setdefault(f"white ring pixels in {name} (greyscale)", {})["grey"] = share
        ringed = name in BLUE_PIECES
        if (ringed and share < 0.03) or (not ringed and share > 0.005):
            failures.append(f"greyscale: {share:.1%} of {name}'s square is the white ring")

    header = "| pair | " + " | ".join((*SIMULATED, "grey")) + " |"
    rows = [header, "|---|" + "---:|" * (len(SIMULATED) + 1)]
    for label, values in figures.items():
        cells = [
            "" if v not in values else (f"{values[v]:.1%}" if "ring" in label
                                        else f"{values[v]:.1f}")
            for v in (*SIMULATED, "grey")
        ]
        rows.append(f"| {label} | " + " | ".join(cells) + " |")
    table = "\n".join(rows)
    (ARTIFACTS / "colour_figures.md").write_text(
        "ΔE00 measured on the board screenshot (tests/browser/test_colour_browser.py); "
        f"minimum {cv.PIECE_MIN_DE} for pieces, {cv.HIGHLIGHT_MIN_DE} for highlights.\n\n"
        + table + "\n", encoding="utf-8")
    print(table)
    assert not failures, "\n".join(failures) + "\n\n" + table
    assert not page_errors, page_errors
