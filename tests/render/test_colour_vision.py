"""The colour-vision check (``tests/support/colour_vision.py``) and the board
palette through it, without a browser.

First the tools, against published references: CIEDE2000 on the 34 test
pairs of Sharma, Wu & Dalal (2005); CIELAB of the sRGB primaries; the
Machado et al. (2009) matrices keeping white and greys, losing a
dimension for the red–green dichromacies, darkening pure red for
protanopes, and merging the classic confusion pairs.

Then the palette (``dominochess_widget/render/palette.py``), its
colours composed as the canvas composes them (alpha tints over the
squares), under normal vision, protanopia, deuteranopia and tritanopia.
The thresholds, in ΔE00 (CIEDE2000), where 1 is about a just-noticeable
difference between two large patches side by side in good light (the
scale CIEDE2000 was fitted to):

* ``PIECE_MIN_DE = 10`` for the pieces: Red vs Blue, and every piece vs
  every square it can stand on (plain, selected or last-action). Whose
  piece it is must read at a glance, on a shape a few millimetres wide,
  across a classroom, from a projector that washes colours out; small
  marks need several times the difference of large patches (Stone,
  Szafir & Setlur 2014, "An engineering model for color difference as a
  function of size"), so the margin is ten JNDs. The palette's smallest
  figure is 18 (a Red bishop on a selected dark square, deuteranopia).
* ``HIGHLIGHT_MIN_DE = 5`` for the highlights: a selected or last-action
  square vs a plain square, a selected vs a last-action square, the
  last-action arrow vs the board. A tint covers a whole square (a large
  patch) but is compared with plain squares that are not next to it, and
  every highlight also has a shape (a number badge; an arrow and a badge),
  so colour is a second cue there: five JNDs. The smallest figure is 5.2:
  the last-action tint on a dark square under deuteranopia (its arrow
  stays 13 away from the square).
* Without colour (greyscale: a printout, a washed-out projector,
  achromatopsia) Red and Blue bodies are only 8 ΔE00 apart, by design of
  the Okabe–Ito pair; the sides differ by the Blue pieces' white ring and
  every piece has a dark outline. Those two cues must keep the WCAG 2.1
  non-text contrast ``MIN_CONTRAST = 3`` (SC 1.4.11) under every vision.

``python tests/support/colour_vision.py screenshot.png`` prints the whole table (and
simulates the image).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest
from colour_vision import (
    HIGHLIGHT_MIN_DE,
    MACHADO_2009,
    MIN_CONTRAST,
    PIECE_MIN_DE,
    VISION_NAMES,
    VISIONS,
    _main,
    blend,
    contrast_ratio,
    delta_e,
    delta_e_76,
    delta_e_2000,
    dominant_colour,
    hex_to_rgb,
    linear_to_srgb,
    median_colour,
    palette_contrasts,
    palette_pairs,
    palette_table,
    relative_luminance,
    rgb_to_hex,
    simulate,
    simulate_image,
    srgb_to_lab,
    srgb_to_linear,
)
from PIL import Image

from dominochess_widget.render.palette import DEFAULT_PALETTE

DICHROMACIES = ("protan", "deutan", "tritan")
#: The visions every palette pair must survive.
CHECKED = ("normal", *DICHROMACIES)

# Sharma, Wu & Dalal (2005), Table 1: L1, a1, b1, L2, a2, b2, ΔE00.
SHARMA_2005 = [
    (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
    (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
    (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
    (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
    (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
    (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
    (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
    (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
    (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
    (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
    (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
    (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
    (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
    (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
    (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
    (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
    (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
    (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
    (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
    (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
    (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
    (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
    (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
    (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
    (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
    (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
    (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
    (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
    (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
    (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
]


# ------------------------------------------------------------- CIEDE2000
def test_ciede2000_matches_sharma_2005_both_ways() -> None:
    data = np.array(SHARMA_2005)
    lab1, lab2, expected = data[:, 0:3], data[:, 3:6], data[:, 6]
    np.testing.assert_allclose(delta_e_2000(lab1, lab2), expected, atol=1e-4)
    np.testing.assert_allclose(delta_e_2000(lab2, lab1), expected, atol=1e-4)


def test_ciede2000_of_a_colour_with_itself_is_zero_and_scalars_work() -> None:
    assert float(delta_e_2000([50, 10, -20], [50, 10, -20])) == 0.0
    assert float(delta_e_2000([50, 0, 0], [60, 0, 0])) > 0
    assert float(delta_e_76([50, 0, 0], [53, 4, 0])) == pytest.approx(5.0)


# ------------------------------------------------------------ sRGB, CIELAB
@pytest.mark.parametrize(
    ("colour", "lab"),
    [
        ("#FFFFFF", (100.0, 0.0, 0.0)),
        ("#000000", (0.0, 0.0, 0.0)),
        # Well-known CIELAB (D65) of the sRGB primaries (e.g. Lindbloom's calculator).
        ("#FF0000", (53.24, 80.09, 67.20)),
        ("#00FF00", (87.73, -86.18, 83.18)),
        ("#0000FF", (32.30, 79.19, -107.86)),
    ],
)
def test_srgb_to_lab_reference_values(colour: str, lab: tuple[float, float, float]) -> None:
    np.testing.assert_allclose(srgb_to_lab(colour), lab, atol=0.05)


def test_srgb_transfer_function_and_hex() -> None:
    assert float(srgb_to_linear(0.5)) == pytest.approx(0.21404, abs=1e-5)
    values = np.arange(256) / 255
    np.testing.assert_allclose(linear_to_srgb(srgb_to_linear(values)), values, atol=1e-12)
    assert rgb_to_hex(hex_to_rgb("#D55E00")) == "#D55E00"
    assert float(relative_luminance("#FFFFFF")) == pytest.approx(1.0)
    assert contrast_ratio("#FFFFFF", "#000000") == pytest.approx(21.0)
    with pytest.raises(ValueError, match="RRGGBB"):
        hex_to_rgb("#FFF")


def test_blend_is_canvas_source_over_with_global_alpha() -> None:
    np.testing.assert_allclose(blend("#F0E442", "#E9E4D8", 0.0), hex_to_rgb("#E9E4D8"))
    np.testing.assert_allclose(blend("#F0E442", "#E9E4D8", 1.0), hex_to_rgb("#F0E442"))
    # 0.5 × 0xFF + 0.5 × 0x00 = 127.5 → 128 (8-bit result, as the canvas stores it)
    assert rgb_to_hex(blend("#FFFFFF", "#000000", 0.5)) == "#808080"


# --------------------------------------------------------------- Machado
@pytest.mark.parametrize("vision", DICHROMACIES)
def test_machado_keeps_white_black_and_every_grey(vision: str) -> None:
    np.testing.assert_allclose(MACHADO_2009[vision].sum(axis=1), 1.0, atol=2e-6)
    greys = np.repeat(np.arange(256, dtype=np.uint8)[:, None], 3, axis=1)
    np.testing.assert_array_equal(simulate_image(greys[None], vision)[0], greys)


@pytest.mark.parametrize("vision", ["protan", "deutan"])
def test_red_green_dichromats_see_a_plane(vision: str) -> None:
    """One cone class missing: the simulated colours lie in a plane of
    linear RGB (the matrix is singular)."""
    assert abs(np.linalg.det(MACHADO_2009[vision])) < 1e-5


def test_pure_red_darkens_for_protanopes_not_for_deuteranopes() -> None:
    red = "#FF0000"
    lightness = {v: float(srgb_to_lab(simulate(red, v))[0]) for v in VISIONS}
    assert lightness["protan"] < lightness["normal"] - 10  # 40 vs 53
    assert lightness["deutan"] > lightness["normal"]
    assert float(relative_luminance(simulate(red, "protan"))) < 0.6 * float(
        relative_luminance(red))
    # Linear (1, 0, 0) → the matrix's first column, clipped and encoded.
    expected = linear_to_srgb(MACHADO_2009["protan"][:, 0])
    np.testing.assert_allclose(simulate(red, "protan"), expected)


@pytest.mark.parametrize(
    ("first", "second", "confused_by"),
    [
        ("#E41A1C", "#4DAF4A", ("protan", "deutan")),  # ColorBrewer red / green
        ("#377EB8", "#4DAF4A", ("tritan",)),  # ColorBrewer blue / green
    ],
)
def test_classic_confusion_pairs_merge(
    first: str, second: str, confused_by: tuple[str, ...]
) -> None:
    normal = delta_e(first, second)
    for vision in DICHROMACIES:
        seen = delta_e(first, second, vision)
        if vision in confused_by:
            assert seen < 0.45 * normal, (vision, seen, normal)
        else:
            assert seen > 0.75 * normal, (vision, seen, normal)


def test_simulate_image_keeps_shape_and_alpha() -> None:
    rgba = np.zeros((2, 3, 4), dtype=np.uint8)
    rgba[..., 0], rgba[..., 3] = 200, 77
    out = simulate_image(rgba, "deutan")
    assert out.shape == rgba.shape and out.dtype == np.uint8
    assert (out[..., 3] == 77).all()
    assert (simulate_image(rgba, "normal") == rgba).all()
    with pytest.raises(ValueError, match="unknown vision"):
        simulate("#FFFFFF", "achromatic")


def test_grey_keeps_luminance_only() -> None:
    for colour in ("#D55E00", "#0072B2", "#F0E442"):
        seen = simulate(colour, "grey")
        assert np.ptp(seen) < 1e-12
        assert float(relative_luminance(seen)) == pytest.approx(
            float(relative_luminance(colour)))


def test_dominant_colour_skips_ignored_colours() -> None:
    patch = np.zeros((10, 10, 3), dtype=np.uint8)
    patch[:] = (233, 228, 216)  # the square, most pixels
    patch[2:8, 2:8] = (0, 114, 178)  # the body
    patch[2, 2:8] = (255, 255, 255)  # a ring
    body = dominant_colour(patch, ignore=["#E9E4D8", "#FFFFFF"])
    assert rgb_to_hex(body) == "#0072B2"
    assert rgb_to_hex(median_colour(patch)) == "#E9E4D8"
    with pytest.raises(ValueError, match="ignored"):
        dominant_colour(patch[:1, :1], ignore=["#E9E4D8"])


# ------------------------------------------------------------ the palette
PIECES = palette_pairs(DEFAULT_PALETTE)["pieces"]
HIGHLIGHTS = palette_pairs(DEFAULT_PALETTE)["highlights"]


@pytest.mark.parametrize(
    ("vision", "pair"),
    list(itertools.product(CHECKED, PIECES)),
    ids=[f"{v}-{p[0]}" for v, p in itertools.product(CHECKED, PIECES)],
)
def test_pieces_stay_apart(vision: str, pair: tuple[str, np.ndarray, np.ndarray]) -> None:
    name, first, second = pair
    value = delta_e(first, second, vision)
    assert value >= PIECE_MIN_DE, f"{VISION_NAMES[vision]}: {name}: ΔE00 {value:.1f}"


@pytest.mark.parametrize(
    ("vision", "pair"),
    list(itertools.product(CHECKED, HIGHLIGHTS)),
    ids=[f"{v}-{p[0]}" for v, p in itertools.product(CHECKED, HIGHLIGHTS)],
)
def test_highlights_stay_apart(vision: str, pair: tuple[str, np.ndarray, np.ndarray]) -> None:
    name, first, second = pair
    value = delta_e(first, second, vision)
    assert value >= HIGHLIGHT_MIN_DE, f"{VISION_NAMES[vision]}: {name}: ΔE00 {value:.1f}"


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("pair", palette_contrasts(DEFAULT_PALETTE), ids=lambda p: p[0])
def test_cues_without_colour_keep_their_contrast(
    vision: str, pair: tuple[str, np.ndarray, np.ndarray]
) -> None:
    """The white ring (Blue only) and the dark outline work in greyscale."""
    name, first, second = pair
    value = contrast_ratio(simulate(first, vision), simulate(second, vision))
    assert value >= MIN_CONTRAST, f"{VISION_NAMES[vision]}: {name}: {value:.2f}:1"


# ----------------------------------------------------------- the script
def test_script_writes_simulations_and_prints_the_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path
    image = np.zeros((4, 6, 3), dtype=np.uint8)
    image[:, :3] = hex_to_rgb(DEFAULT_PALETTE.red) * 255
    image[:, 3:] = hex_to_rgb(DEFAULT_PALETTE.blue) * 255
    Image.fromarray(image).save(folder / "shot.png")
    assert _main([str(folder / "shot.png")]) == 0
    for vision in ("protan", "deutan", "tritan", "grey"):
        with Image.open(folder / f"shot_{vision}.png") as written:
            pixels = np.asarray(written.convert("RGB"))
        np.testing.assert_array_equal(pixels, simulate_image(image, vision))
    out = capsys.readouterr().out
    assert "| Red piece vs Blue piece | 49.6 |" in out
    assert palette_table(DEFAULT_PALETTE) in out
