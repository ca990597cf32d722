"""SVG pictures of every game (``dominochess_widget.render.pictures``): well-formed,
true to the scene, byte-identical run to run, hiding what the table hides,
drawn without Jupyter, and carried by the widgets as their fallback output."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from dominochess_widget import games
from dominochess_widget.core.errors import SettingError
from dominochess_widget.games.dominoes.state import Dominoes
from dominochess_widget.games.dominoes.view import table_scene
from dominochess_widget.render import pictures
from dominochess_widget.render.fonts import text_width
from dominochess_widget.render.scene import view_of
from dominochess_widget.render.svg import SvgCanvas, svg_document
from dominochess_widget.widgets import BoardWidget, DominoesWidget, GameViewer, PlayWidget

SVG = "{http://www.w3.org/2000/svg}"
HREF = "{http://www.w3.org/1999/xlink}href"

#: Each game after a few moves (a position with history, columns, captures).
MOVES = {
    "russian": ["c3-d4", "f6-e5", "d4xf6"],
    "lasca": ["c3-d4", "e5xc3"],
    "damhex": [],
    "dominochess": [],
}


def _positions() -> list[tuple[str, Any]]:
    found: list[tuple[str, Any]] = []
    for name in games.names():
        if name == "dominoes":
            continue
        state = games.new(name, seed=3)
        found.append((f"{name}-start", state.clone()))
        for move in MOVES.get(name, []):
            state.play(move)
        if name in ("dominochess", "damhex"):
            for _ in range(3):
                state.play(state.legal_actions()[0])
        found.append((f"{name}-played", state))
    return found


POSITIONS = _positions()


def _parse(picture: str) -> ET.Element:
    return ET.fromstring(picture)


def _top_uses(root: ET.Element) -> list[ET.Element]:
    """The ``<use>`` elements drawn on the picture itself (not inside symbols)."""
    defs = root.find(f"{SVG}defs")
    inside = {id(e) for e in defs.iter()} if defs is not None else set()
    return [e for e in root.iter(f"{SVG}use") if id(e) not in inside]


@pytest.mark.parametrize(("label", "state"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_every_board_game_is_well_formed_and_draws_each_piece(label: str, state: Any) -> None:
    picture = pictures.svg(state)
    root = _parse(picture)
    assert root.tag == f"{SVG}svg"
    scene = view_of(state).scene(state, "en", {})
    square = _layout_square(state)
    # A single piece is its sprite at the full square; a column is a pile of smaller ones.
    whole = [u for u in _top_uses(root) if u.get("width") == str(square)]
    assert len(whole) == len(scene.pieces) - len(scene.stacks)
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    for use in root.iter(f"{SVG}use"):
        assert use.get(HREF, "")[1:] in ids  # every reference resolves
    assert len(picture) < 40_000, len(picture)  # symbols shared: tens of KB at most


def _layout_square(state: Any) -> int:
    return pictures.board_layout(view_of(state), 480, False).square


def test_a_lasca_column_is_a_pile_with_its_height() -> None:
    state = games.new("lasca")
    for move in MOVES["lasca"]:
        state.play(move)
    scene = view_of(state).scene(state, "en", {})
    ((_, under),) = scene.stacks
    root = _parse(pictures.svg(state))
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert str(1 + len(under)) in texts  # the column's badge
    square = _layout_square(state)
    smaller = [u for u in _top_uses(root) if float(u.get("width", 0)) < square * 0.8]
    assert len(smaller) >= 1 + len(under)


def test_the_hex_board_numbers_its_61_cells() -> None:
    root = _parse(pictures.svg(games.new("damhex")))
    numbers = {t.text for t in root.iter(f"{SVG}text") if (t.text or "").isdigit()}
    assert numbers == {str(n) for n in range(1, 62)}


def test_domino_chess_shows_its_tile_and_legend_in_either_language() -> None:
    game = games.new("dominochess", seed=1)
    for language, words in (("en", "Tile numbers"), ("it", "Numeri")):
        texts = " ".join(t.text or "" for t in _parse(pictures.svg(game, language)).iter())
        assert words in texts, texts[:300]


def test_a_picture_is_byte_identical_in_a_fresh_interpreter_whatever_the_hash_seed() -> None:
    code = ("import sys\nfrom dominochess_widget import games\n"
            "from dominochess_widget.render import pictures\n"
            "sys.stdout.write(pictures.svg(games.new('dominochess', seed=3)))\n")
    here = pictures.svg(games.new("dominochess", seed=3))
    for seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              check=True, env={**os.environ, "PYTHONHASHSEED": seed})
        assert done.stdout == here


def test_the_pictures_need_no_jupyter() -> None:
    code = (
        "import sys\n"
        "for name in ('ipywidgets', 'ipycanvas', 'IPython', 'comm'):\n"
        "    sys.modules[name] = None  # any import of them fails\n"
        "from dominochess_widget import games\nfrom dominochess_widget.render import pictures\n"
        "for name in games.names():\n"
        "    assert pictures.svg(games.new(name, seed=2)).startswith('<svg')\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr[-2000:]


#: What the render layer may not import, not even inside a function: the
#: layers above it and Jupyter (the widgets pass their canvas factory in).
_ABOVE_RENDER = ("dominochess_widget.widgets", "ipywidgets", "ipycanvas", "IPython", "comm",
                 "traitlets")


def test_2_render_imports_no_widget_module_nor_jupyter_even_inside_a_function() -> None:
    render = Path(pictures.__file__).parent
    found = []
    for path in sorted(render.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):  # "from .. import x" too
                package = ["dominochess_widget", "render"][:3 - node.level]
                names = [".".join([*package, node.module or ""] if node.level else
                                  [node.module or ""])]
            else:
                continue
            found += [(path.name, name) for name in names
                      if name.split(".")[0] in _ABOVE_RENDER or name.startswith(_ABOVE_RENDER)]
    assert found == []
    assert len(list(render.glob("*.py"))) > 10  # the folder was read


def test_2_every_render_module_loads_with_the_widgets_and_jupyter_blocked() -> None:
    code = (
        "import importlib, pkgutil, sys\n"
        f"for name in {_ABOVE_RENDER!r}:\n"
        "    sys.modules[name] = None  # any import of them fails\n"
        "import dominochess_widget.render as render\n"
        "for module in pkgutil.iter_modules(render.__path__):\n"
        "    importlib.import_module('dominochess_widget.render.' + module.name)\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr[-2000:]


# ----------------------------------------------------------------- dominoes
def _tile_pips(picture: str) -> int:
    """How many pips the picture's tile faces hold (full circles: two
    half arcs in a row; the backs and the tiles' corners have none)."""
    return len(re.findall(r"A([\d.]+) \1 0 0 1 [\d.]+ [\d.]+A\1 \1 0 0 1", picture))


def test_a_table_hides_the_hands_it_does_not_show() -> None:
    # Seeds 2 and 3 deal different hands with Red to play first.
    one, two = Dominoes.new(seed=2, players=2), Dominoes.new(seed=3, players=2)
    assert one.hand("red") != two.hand("red") and one.to_move == two.to_move
    assert pictures.svg(one) == pictures.svg(two)  # nothing hidden reaches the picture
    assert _tile_pips(pictures.svg(one)) == 0
    mine = pictures.svg(one, seat="red")
    assert mine != pictures.svg(two, seat="red")
    assert _tile_pips(mine) == sum(a + b for a, b in one.hand("red"))


def test_the_table_widget_pictures_exactly_its_scene() -> None:
    widget = DominoesWidget(players=3, seed=5)
    assert widget.to_svg() == pictures.table_svg(widget.scene)
    root = _parse(widget.to_svg())
    assert root.get("width") == str(widget.scene.width)
    game = widget.game
    hidden = table_scene(game, game.seats[0], True, "en")
    assert widget.scene.words == hidden.words  # the person's hand only


def test_bad_settings_are_refused_in_words() -> None:
    with pytest.raises(SettingError, match="not a language"):
        pictures.svg(games.new("russian"), language="fr")
    with pytest.raises(SettingError):
        pictures.svg(Dominoes.new(seed=1), seat="green")
    with pytest.raises(SettingError):
        pictures.svg("not a game")


# ----------------------------------------------------------------- widgets
def test_a_board_widget_draws_the_same_picture_as_the_pure_function() -> None:
    state = games.new("russian")
    state.play("c3-d4")
    board = BoardWidget(state, language="it")
    assert board.to_svg() == pictures.svg(state, "it")
    board.flip()
    assert board.to_svg() == pictures.svg(state, "it", flipped=True)


def test_the_fallback_output_is_the_picture_beside_the_live_widget() -> None:
    board = BoardWidget(games.new("lasca"))
    bundle = board._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"].startswith("BoardWidget(")
    found = re.fullmatch(r'<img src="data:image/svg\+xml;charset=utf-8,([^"#&%]*(?:%[0-9A-F]{2}'
                         r'[^"#&%]*)*)" alt="([^"]*)">', bundle["text/html"])
    assert found is not None, bundle["text/html"][:200]
    assert unquote(found.group(1)) == board.to_svg()
    assert len(found.group(1)) < 1.12 * len(board.to_svg())  # text, not base64
    title = _parse(board.to_svg()).find(f"{SVG}title")
    assert title is not None and title.text and found.group(2) == title.text  # "White to move"
    assert board._repr_mimebundle_() == bundle  # deterministic: nbval compares it


def test_viewers_and_players_show_their_board(tmp_path: Any) -> None:
    viewer = GameViewer.example("3_the_turkish_strike")
    assert viewer.to_svg() == viewer.board.to_svg()
    player = PlayWidget("damhex")
    assert player.to_svg() == player.board.to_svg()
    table_viewer = GameViewer.example("1_a_round_for_three")
    assert table_viewer.to_svg().startswith("<svg")
    saved = player.save_svg(tmp_path / "board.svg")
    assert saved.read_text(encoding="utf-8") == player.to_svg()
    for widget in (viewer, player, table_viewer):
        assert "text/html" in widget._repr_mimebundle_()


# ----------------------------------------------------------------- the SVG canvas
def test_a_stroke_of_the_path_just_filled_is_one_element() -> None:
    canvas = SvgCanvas(100, 100)
    canvas.fill_style = "#123456"
    canvas.fill_circle(50, 50, 10)
    canvas.stroke_style = "#FFFFFF"
    canvas.stroke()
    (path,) = canvas.elements
    assert path.attrs["fill"] == "#123456" and path.attrs["stroke"] == "#FFFFFF"
    assert path.attrs["d"] == "M60 50A10 10 0 0 1 40 50A10 10 0 0 1 60 50"


def test_save_translate_clip_and_restore_behave_as_on_a_canvas() -> None:
    canvas = SvgCanvas(50, 50)
    canvas.save()
    canvas.translate(10, 5)
    canvas.begin_path()
    canvas.move_to(0, 0)
    canvas.line_to(10, 0)
    canvas.line_to(10, 10)
    canvas.close_path()
    canvas.clip()
    canvas.fill_rect(0, 0, 4, 4)
    canvas.restore()
    canvas.fill_rect(0, 0, 1, 1)
    group, after = canvas.elements
    assert group.tag == "g" and group.children is not None
    assert group.children[0].attrs["d"] == "M10 5h4v4h-4Z"  # translated, inside the clip
    assert after.attrs["d"] == "M0 0h1v1h-1Z"  # translation and clip gone
    picture = svg_document(50, 50, 25, 25, [canvas])
    assert "<clipPath" in picture and "d='M10 5L20 5L20 15Z'" in picture


def test_a_text_wider_than_its_room_is_squeezed_as_a_canvas_does() -> None:
    canvas = SvgCanvas(400, 40)
    canvas.font = "bold 20px sans-serif"
    canvas.fill_text("6 → qualsiasi pezzo", 0, 20, 80)
    canvas.fill_text("6", 0, 20, 80)
    squeezed, short = canvas.elements
    assert text_width("6 → qualsiasi pezzo", 20, True) > 80
    assert squeezed.attrs["textLength"] == "80"
    assert "textLength" not in short.attrs
