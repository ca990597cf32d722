"""How wide a text is, without a browser to measure it.

The drawing code fits panel texts to their boxes, and the SVG recorder
squeezes a text wider than its ``max_width`` as a canvas would: both need
a text's width before any browser has drawn it.
"""

from __future__ import annotations

#: The smallest text a board draws, in CSS pixels (issue 27, item 5: a
#: lesson's board is read from the back of a classroom; nothing smaller).
MIN_TEXT_PX = 14


def text_width(text: str, size: float, bold: bool) -> float:
    """About how wide ``text`` is in a sans-serif font of ``size`` pixels
    (the usual Helvetica proportions): SVG cannot measure it, and a canvas
    squeezes a text wider than its ``max_width``."""
    em = 0.0
    for char in text:
        if char in "ijlI.,:;'|!()[] ":
            em += 0.26
        elif char in "mwMW@%":
            em += 0.83
        elif char.isupper() or char in "→×−":
            em += 0.66
        elif char.isdigit():
            em += 0.556
        else:
            em += 0.5
    return em * size * (1.06 if bold else 1.0)


def wrapped(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` cut at spaces into lines no wider than ``width`` at ``size``
    px (a word wider than that stays whole on its own line): a text too
    long for its box goes on over more lines rather than shrinking."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        joined = f"{line} {word}" if line else word
        if line and text_width(joined, size, bold) > width:
            lines.append(line)
            joined = word
        line = joined
    return [*lines, line] if line else lines
