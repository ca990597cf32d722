"""Colour-vision-deficiency simulation and perceptual colour differences.

A pure module (numpy only; Pillow only for the command line), shared by
``tests/render/test_colour_vision.py`` (the palette, without a browser) and
``tests/browser/test_colour_browser.py`` (a screenshot of a real board).

Simulation
    Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model
    for Simulation of Color Vision Deficiency", IEEE Transactions on
    Visualization and Computer Graphics 15(6), 1291–1298,
    doi:10.1109/TVCG.2009.113. The matrices below are the authors'
    published ones for severity 1.0 (dichromacy: protanopia, deuteranopia,
    tritanopia; https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html).
    They act on *linear* RGB, so a colour is decoded from sRGB (IEC
    61966-2-1 transfer function), multiplied, clipped to the gamut and
    encoded again. (The tritanopia matrix is the model's least reliable
    one, as the authors note; it is still the usual check.) ``"grey"``
    keeps only the relative luminance: a greyscale printout, a washed-out
    projector, or achromatopsia.

Difference
    CIEDE2000 (CIE 142-2001), implemented after Sharma, Wu & Dalal (2005),
    "The CIEDE2000 Color-Difference Formula: Implementation Notes,
    Supplementary Test Data, and Mathematical Observations", Color
    Research & Application 30(1), 21–30, doi:10.1002/col.20070 — whose 34
    test pairs ``tests/render/test_colour_vision.py`` checks. Colours go sRGB →
    linear RGB → CIE XYZ (D65) → CIELAB with the sRGB white as reference
    white. ΔE00 ≈ 1 is a just-noticeable difference between two large
    patches side by side; see the test module for the thresholds used.
    The formula jumps where two hues are about 180° apart (the mean hue
    flips by 180°, a discontinuity Sharma et al. discuss): simulated
    tritanopic Red and Blue sit there, so an 8-bit rounding moves their
    ΔE00 between 55 and 66.

Command line::

    python tests/support/colour_vision.py screenshot.png [more.png ...]

writes ``screenshot_protan.png``, ``screenshot_deutan.png``,
``screenshot_tritan.png`` and ``screenshot_grey.png`` next to each image
and prints the ΔE00 table of the board palette
(``dominochess_widget/render/palette.py``) under each kind of vision.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

#: Machado et al. (2009), severity 1.0, for linear RGB column vectors.
MACHADO_2009: dict[str, np.ndarray] = {
    "protan": np.array([
        [0.152286, 1.052583, -0.204868],
        [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
    ]),
    "deutan": np.array([
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
    ]),
    "tritan": np.array([
        [1.255528, -0.076749, -0.178779],
        [-0.078411, 0.930809, 0.147602],
        [0.004733, 0.691367, 0.303900],
    ]),
}
#: The kinds of vision: normal, the three dichromacies, and luminance only.
VISIONS = ("normal", "protan", "deutan", "tritan", "grey")
#: Long names, for messages.
VISION_NAMES = {
    "normal": "normal vision",
    "protan": "protanopia",
    "deutan": "deuteranopia",
    "tritan": "tritanopia",
    "grey": "greyscale",
}

#: Thresholds (ΔE00; see tests/render/test_colour_vision.py for the reasoning).
#: Pieces: what a piece is and whose it is must read at a glance, on small
#: shapes, across a classroom, on a projector that washes colours out.
PIECE_MIN_DE = 10.0
#: Highlights: whole-square tints (large patches) that also carry a shape
#: (badges, an arrow), compared with plain squares that are not adjacent.
HIGHLIGHT_MIN_DE = 5.0
#: Without colour (greyscale): the Blue pieces' white ring against their
#: body, and every piece's dark outline against every square, at least the
#: WCAG 2.1 non-text contrast (SC 1.4.11, 3:1).
MIN_CONTRAST = 3.0

#: linear sRGB → CIE XYZ (D65), IEC 61966-2-1.
SRGB_TO_XYZ = np.array([
    [0.4124, 0.3576, 0.1805],
    [0.2126, 0.7152, 0.0722],
    [0.0193, 0.1192, 0.9505],
])
#: The reference white of CIELAB: sRGB white in XYZ (D65, Y = 1).
WHITE_XYZ = SRGB_TO_XYZ.sum(axis=1)


# ----------------------------------------------------------------- colours
def hex_to_rgb(colour: str) -> np.ndarray:
    """``"#D55E00"`` → sRGB in [0, 1] (shape (3,))."""
    text = colour.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"not a #RRGGBB colour: {colour!r}")
    return np.array([int(text[i:i + 2], 16) for i in (0, 2, 4)], dtype=float) / 255.0


def rgb_to_hex(rgb: Sequence[float] | np.ndarray) -> str:
    """sRGB in [0, 1] → ``"#RRGGBB"``."""
    values = np.clip(np.round(np.asarray(rgb, dtype=float) * 255.0), 0, 255).astype(int)
    return "#" + "".join(f"{v:02X}" for v in values)


def as_unit(rgb: Any) -> np.ndarray:
    """An sRGB colour or image as floats in [0, 1]: a ``"#RRGGBB"`` string,
    floats in [0, 1], or 8-bit integers (any shape ending in 3)."""
    if isinstance(rgb, str):
        return hex_to_rgb(rgb)
    array = np.asarray(rgb)
    if array.dtype.kind in "ui":
        return array.astype(float) / 255.0
    return array.astype(float)


def srgb_to_linear(rgb: Any) -> np.ndarray:
    """The sRGB transfer function, decoded (IEC 61966-2-1)."""
    c = as_unit(rgb)
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def linear_to_srgb(linear: np.ndarray) -> np.ndarray:
    """Linear RGB (clipped to [0, 1]) → sRGB in [0, 1]."""
    c = np.clip(np.asarray(linear, dtype=float), 0.0, 1.0)
    return np.asarray(np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055))


def blend(top: Any, bottom: Any, alpha: float) -> np.ndarray:
    """``top`` painted with ``global_alpha = alpha`` over the opaque
    ``bottom``, as a 2D canvas composites (source-over on the sRGB values,
    8-bit result)."""
    mixed = alpha * as_unit(top) + (1.0 - alpha) * as_unit(bottom)
    return np.asarray(np.round(mixed * 255.0) / 255.0)


def relative_luminance(rgb: Any) -> np.ndarray:
    """CIE Y of an sRGB colour (WCAG 2 "relative luminance"), in [0, 1]."""
    return np.asarray(srgb_to_linear(rgb) @ SRGB_TO_XYZ[1])


def contrast_ratio(a: Any, b: Any) -> float:
    """WCAG 2 contrast ratio (1 … 21) of two sRGB colours."""
    ya, yb = float(relative_luminance(a)), float(relative_luminance(b))
    return (max(ya, yb) + 0.05) / (min(ya, yb) + 0.05)


# -------------------------------------------------------------- simulation
def simulate(rgb: Any, vision: str) -> np.ndarray:
    """How a colour (or an image, any shape ending in 3) looks with
    ``vision`` (one of :data:`VISIONS`), as sRGB floats in [0, 1]."""
    if vision not in VISIONS:
        raise ValueError(f"unknown vision {vision!r}; one of {', '.join(VISIONS)}")
    if vision == "normal":
        return as_unit(rgb)
    linear = srgb_to_linear(rgb)
    if vision == "grey":
        y = linear @ SRGB_TO_XYZ[1]
        return linear_to_srgb(np.repeat(y[..., None], 3, axis=-1))
    return linear_to_srgb(linear @ MACHADO_2009[vision].T)


def simulate_image(pixels: np.ndarray, vision: str) -> np.ndarray:
    """An 8-bit RGB or RGBA image (height × width × 3|4) seen with
    ``vision``; alpha is kept."""
    rgb = simulate(pixels[..., :3], vision)
    out = np.round(rgb * 255.0).astype(np.uint8)
    if pixels.shape[-1] == 4:
        out = np.concatenate([out, pixels[..., 3:4]], axis=-1)
    return out


# ------------------------------------------------------------ CIELAB, ΔE
def srgb_to_lab(rgb: Any) -> np.ndarray:
    """sRGB → CIELAB (D65 white of sRGB), any shape ending in 3."""
    xyz = srgb_to_linear(rgb) @ SRGB_TO_XYZ.T / WHITE_XYZ
    delta = 6 / 29
    f = np.where(xyz > delta**3, np.cbrt(xyz), xyz / (3 * delta**2) + 4 / 29)
    lightness = 116 * f[..., 1] - 16
    a = 500 * (f[..., 0] - f[..., 1])
    b = 200 * (f[..., 1] - f[..., 2])
    return np.stack([lightness, a, b], axis=-1)


def delta_e_76(lab1: Any, lab2: Any) -> np.ndarray:
    """CIE 1976 ΔE*ab: the distance in CIELAB."""
    return np.asarray(np.linalg.norm(np.asarray(lab1, float) - np.asarray(lab2, float), axis=-1))


def delta_e_2000(lab1: Any, lab2: Any) -> np.ndarray:
    """CIEDE2000 ΔE00 of CIELAB colours (k_L = k_C = k_H = 1), broadcast
    over leading axes; after Sharma, Wu & Dalal (2005), eqs. (1)–(22)."""
    lab1, lab2 = np.asarray(lab1, dtype=float), np.asarray(lab2, dtype=float)
    l1, a1, b1 = lab1[..., 0], lab1[..., 1], lab1[..., 2]
    l2, a2, b2 = lab2[..., 0], lab2[..., 1], lab2[..., 2]
    c_bar = (np.hypot(a1, b1) + np.hypot(a2, b2)) / 2
    c7 = c_bar**7
    g = 0.5 * (1 - np.sqrt(c7 / (c7 + 25.0**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.where(c1p == 0, 0.0, np.degrees(np.arctan2(b1, a1p)) % 360)
    h2p = np.where(c2p == 0, 0.0, np.degrees(np.arctan2(b2, a2p)) % 360)
    chroma_zero = c1p * c2p == 0

    dlp = l2 - l1
    dcp = c2p - c1p
    dh = h2p - h1p
    dh = np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh))
    dh = np.where(chroma_zero, 0.0, dh)
    dhp = 2 * np.sqrt(c1p * c2p) * np.sin(np.radians(dh / 2))

    lp_bar = (l1 + l2) / 2
    cp_bar = (c1p + c2p) / 2
    h_sum = h1p + h2p
    hp_bar = np.where(
        np.abs(h1p - h2p) <= 180, h_sum / 2,
        np.where(h_sum < 360, (h_sum + 360) / 2, (h_sum - 360) / 2),
    )
    hp_bar = np.where(chroma_zero, h_sum, hp_bar)
    t = (
        1
        - 0.17 * np.cos(np.radians(hp_bar - 30))
        + 0.24 * np.cos(np.radians(2 * hp_bar))
        + 0.32 * np.cos(np.radians(3 * hp_bar + 6))
        - 0.20 * np.cos(np.radians(4 * hp_bar - 63))
    )
    d_theta = 30 * np.exp(-(((hp_bar - 275) / 25) ** 2))
    cp7 = cp_bar**7
    r_c = 2 * np.sqrt(cp7 / (cp7 + 25.0**7))
    s_l = 1 + 0.015 * (lp_bar - 50) ** 2 / np.sqrt(20 + (lp_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -np.sin(np.radians(2 * d_theta)) * r_c
    tl, tc, th = dlp / s_l, dcp / s_c, dhp / s_h
    return np.asarray(np.sqrt(tl**2 + tc**2 + th**2 + r_t * tc * th))


def delta_e(rgb1: Any, rgb2: Any, vision: str = "normal") -> float:
    """ΔE00 between two sRGB colours as seen with ``vision``."""
    lab1 = srgb_to_lab(simulate(rgb1, vision))
    lab2 = srgb_to_lab(simulate(rgb2, vision))
    return float(delta_e_2000(lab1, lab2))


# ------------------------------------------------------------ screenshots
def dominant_colour(
    patch: np.ndarray, ignore: Iterable[Any] = (), within: float = 8.0
) -> np.ndarray:
    """The most frequent exact colour of an 8-bit RGB(A) ``patch``, leaving
    out the pixels closer than ``within`` ΔE00 to any colour in ``ignore``
    (the square's own colour, outlines, the ring …): a piece's body, which
    a canvas fills flat. Returns sRGB in [0, 1]."""
    pixels = np.asarray(patch)[..., :3].reshape(-1, 3)
    keep = np.ones(len(pixels), dtype=bool)
    labs = srgb_to_lab(pixels)
    for colour in ignore:
        keep &= delta_e_2000(labs, srgb_to_lab(as_unit(colour))) >= within
    kept = pixels[keep]
    if len(kept) == 0:
        raise ValueError("every pixel of the patch was ignored")
    colours, counts = np.unique(kept, axis=0, return_counts=True)
    return np.asarray(colours[int(np.argmax(counts))], dtype=float) / 255.0


def median_colour(patch: np.ndarray) -> np.ndarray:
    """The per-channel median of an 8-bit RGB(A) patch (a flat area), in [0, 1]."""
    pixels = np.asarray(patch)[..., :3].reshape(-1, 3)
    return np.asarray(np.median(pixels, axis=0), dtype=float) / 255.0


# ------------------------------------------------------------ the palette
def palette_pairs(palette: Any) -> dict[str, list[tuple[str, np.ndarray, np.ndarray]]]:
    """The colour pairs of a board palette that must stay apart, by group.

    Colours are composed as the canvas composes them
    (``dominochess_widget/render/marks.py``): the selection and
    last-action tints are drawn with ``global_alpha`` over the plain
    square, on the layer under the pieces (``draw_marks``); the last
    actions' arrows with alpha 0.85 over the board and the pieces
    (``draw_arrow``)."""
    light, dark = hex_to_rgb(palette.light_square), hex_to_rgb(palette.dark_square)
    red, blue = hex_to_rgb(palette.red), hex_to_rgb(palette.blue)
    selected = hex_to_rgb(palette.selected)
    last = hex_to_rgb(palette.last_action)
    squares = {
        "light": light,
        "dark": dark,
        "selected light": blend(selected, light, palette.selected_alpha),
        "selected dark": blend(selected, dark, palette.selected_alpha),
        "last-action light": blend(last, light, palette.last_action_alpha),
        "last-action dark": blend(last, dark, palette.last_action_alpha),
    }
    pieces: list[tuple[str, np.ndarray, np.ndarray]] = [("Red piece vs Blue piece", red, blue)]
    for piece_name, piece in (("Red", red), ("Blue", blue)):
        for square_name, square in squares.items():
            pieces.append((f"{piece_name} piece vs {square_name} square", piece, square))
    highlights: list[tuple[str, np.ndarray, np.ndarray]] = []
    for parity in ("light", "dark"):
        plain = squares[parity]
        other = squares["dark" if parity == "light" else "light"]
        for tint in ("selected", "last-action"):
            tinted = squares[f"{tint} {parity}"]
            highlights.append((f"{tint} {parity} vs plain {parity}", tinted, plain))
            highlights.append((f"{tint} {parity} vs plain {other_name(parity)}", tinted, other))
        highlights.append((
            f"selected {parity} vs last-action {parity}",
            squares[f"selected {parity}"], squares[f"last-action {parity}"],
        ))
        highlights.append((
            f"last-action arrow vs plain {parity}", blend(last, plain, 0.85), plain,
        ))
    return {"pieces": pieces, "highlights": highlights}


def other_name(parity: str) -> str:
    return "dark" if parity == "light" else "light"


def palette_contrasts(palette: Any) -> list[tuple[str, np.ndarray, np.ndarray]]:
    """The cues that work without colour, as pairs whose WCAG contrast
    ratio matters: the Blue pieces' white ring against their body (Red
    pieces have none) and the pieces' dark outline against every square,
    plain or tinted."""
    pairs = [("Blue body vs its white ring", hex_to_rgb(palette.blue),
              hex_to_rgb(palette.ring))]
    outline = hex_to_rgb(palette.outline)
    light, dark = hex_to_rgb(palette.light_square), hex_to_rgb(palette.dark_square)
    for parity, square in (("light", light), ("dark", dark)):
        for tint, colour, alpha in (
            ("", None, 0.0),
            ("selected ", palette.selected, palette.selected_alpha),
            ("last-action ", palette.last_action, palette.last_action_alpha),
        ):
            shown = square if colour is None else blend(colour, square, alpha)
            pairs.append((f"piece outline vs {tint}{parity} square", outline, shown))
    return pairs


def palette_table(palette: Any, visions: Sequence[str] = VISIONS) -> str:
    """The ΔE00 of every pair of :func:`palette_pairs` and the contrast
    ratio of every pair of :func:`palette_contrasts`, under each vision,
    as a Markdown table."""
    lines = [
        "| pair | " + " | ".join(visions) + " |",
        "|---|" + "---:|" * len(visions),
    ]
    for group, pairs in palette_pairs(palette).items():
        lines.append(f"| **{group}: ΔE00** |" + " |" * len(visions))
        for name, first, second in pairs:
            figures = " | ".join(f"{delta_e(first, second, v):.1f}" for v in visions)
            lines.append(f"| {name} | {figures} |")
    lines.append("| **without colour: contrast ratio** |" + " |" * len(visions))
    for name, first, second in palette_contrasts(palette):
        figures = " | ".join(
            f"{contrast_ratio(simulate(first, v), simulate(second, v)):.2f}" for v in visions
        )
        lines.append(f"| {name} | {figures} |")
    return "\n".join(lines)


# ------------------------------------------------------------ command line
def _main(argv: Sequence[str]) -> int:
    from PIL import Image

    root = Path(__file__).resolve().parents[2]
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from dominochess_widget.render.palette import DEFAULT_PALETTE

    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if argv else 2
    for name in argv:
        path = Path(name)
        with Image.open(path) as image:
            pixels = np.asarray(image.convert("RGBA"))
        for vision in VISIONS[1:]:
            out = path.with_name(f"{path.stem}_{vision}.png")
            Image.fromarray(simulate_image(pixels, vision), "RGBA").save(out)
            print(f"wrote {out}")
    print()
    print("ΔE00 (CIEDE2000) of the board palette, dominochess_widget/render/palette.py:")
    print(palette_table(DEFAULT_PALETTE))
    return 0


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
