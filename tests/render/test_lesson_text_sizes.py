"""No text under 14 CSS px on a board a lesson shows (issue 27, item 5).

Two checks of the same rule, :data:`~dominochess_widget.render.fonts.MIN_TEXT_PX`:

* every board picture stored in a lesson notebook (English and Italian):
  the smallest ``font-size`` of the SVG, scaled from its canvas pixels to
  the size the picture is shown at;
* boards drawn now, of every game, at every size those pictures have (and
  the smallest a board may have), in both languages, including the
  longest panel texts (a finished game's result, a pending choice).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dominochess_widget import Game, games
from dominochess_widget.render.fonts import MIN_TEXT_PX
from dominochess_widget.render.geometry import MIN_SIZE
from dominochess_widget.widgets import BoardWidget

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")) + sorted(
    (NOTEBOOKS / "it").glob("[0-9][0-9]_*.ipynb"))
_SVG = re.compile(r"<svg[^>]*?width='([\d.]+)' height='([\d.]+)' viewBox='0 0 ([\d.]+) [\d.]+'")
_FONT = re.compile(r"font-size='([\d.]+)'")


def smallest_text(html: str) -> list[float]:
    """The smallest text of each SVG picture in ``html``, in the CSS px it is shown at."""
    found = []
    for match in _SVG.finditer(html):
        end = html.find("</svg>", match.end())
        sizes = [float(size) for size in _FONT.findall(html, match.end(), end)]
        if sizes:
            found.append(min(sizes) * float(match.group(1)) / float(match.group(3)))
    return found


def stored_pictures(path: Path) -> dict[int, list[float]]:
    """Cell index → the smallest texts of the pictures stored in its outputs."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    out = {}
    for index, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            for value in output.get("data", {}).values():
                text = "".join(value) if isinstance(value, list) else value
                if isinstance(text, str) and (sizes := smallest_text(text)):
                    out.setdefault(index, []).extend(sizes)
    return out


def lesson_sizes() -> set[int]:
    """The heights of every board picture the lessons store."""
    sizes = {MIN_SIZE}
    for path in LESSONS:
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", []):
                html = "".join(output.get("data", {}).get("text/html", ""))
                sizes |= {round(float(m.group(2))) for m in _SVG.finditer(html)}
    return {size for size in sizes if size >= MIN_SIZE}


@pytest.mark.parametrize("path", LESSONS, ids=[str(p.relative_to(NOTEBOOKS)) for p in LESSONS])
def test_5_every_stored_lesson_board_has_no_text_under_14_px(path: Path) -> None:
    small = {cell: sizes for cell, sizes in stored_pictures(path).items()
             if min(sizes) < MIN_TEXT_PX - 0.01}
    assert small == {}, f"{path.name}: cells with text under {MIN_TEXT_PX} px: {small}"


#: Positions with the longest panel texts: a won game, a draughts capture
#: choice, a DamHex³ start, domino chess's first turn.
POSITIONS = [
    ("russian", "B:Wa5,a7,c3,f4,g5:Bh6"),
    ("russian", "W:Wc1,e3:Bb6,d4,d6,f6"),
    ("lasca", "W a1=w b2=b c3=b e5=bw g7=B"),
    ("damhex", "move=white; white=31,K47; black=6; red=11"),
]


@pytest.mark.parametrize("language", ["en", "it"])
def test_5_boards_at_every_lesson_size_have_no_text_under_14_px(language: str) -> None:
    boards = [Game.new(seed=1), *(games.from_position(name, text) for name, text in POSITIONS)]
    for size in sorted(lesson_sizes()):
        for game in boards:
            picture = BoardWidget(game, size=size, language=language).to_svg()
            (smallest,) = smallest_text(picture)
            assert smallest >= MIN_TEXT_PX, (type(game).__name__, size, language, smallest)
