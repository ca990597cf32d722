"""A fifth game joins the house with a registry entry and nothing else.

The toy game (tests/support/toy_game.py, noughts and crosses on 3×3) is registered
for each test and taken out after it. The same API, the board, the player
widget with its clicks and its computer, and the session all work with
it; and no module above the core (widgets, session, search, records)
names a game, so none of them had to change to take this one. The last
tests read every import of the package, those inside functions too (only
``if TYPE_CHECKING:`` imports, for types alone, are left out): the core
imports nothing above it, no game imports another game (the draughts
kernel and the sides are shared) nor a layer above the games.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest
from paths import REPO
from toy_game import INFO, NAME, Toy

from dominochess_widget import games
from dominochess_widget.ai.computers import GenericComputer, computer_for
from dominochess_widget.core import registry
from dominochess_widget.session import PlaySession
from dominochess_widget.widgets import BoardWidget, PlayWidget

PACKAGE = REPO / "dominochess_widget"


@pytest.fixture(autouse=True)
def toy() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry._GAMES, NAME, INFO)
        yield


def test_the_api_answers_for_the_new_game() -> None:
    assert NAME in games.names()
    state = games.new(NAME)
    assert games.perft(state, 2) == 9 * 8
    state.play("b2")
    text = state.position()
    again = games.from_position(NAME, text)
    assert again.position() == text
    assert games.perft(again, 1) == 8


def test_the_board_draws_it_on_its_own_shape() -> None:
    state = games.new(NAME)
    state.play("a1")
    board = BoardWidget(state)
    assert board.geometry.shape.columns == 3
    assert board.square_at(*board.square_center(4)) == 4
    assert board.last_error is None, board.message


def test_a_person_plays_it_by_clicks_and_the_computer_answers() -> None:
    play = PlayWidget(NAME, opponent="easy", computer="black", time_budget=0.05)
    play.board.click_square(4)  # b2
    assert play.board.last_error is None, play.board.message
    game = play.game
    assert isinstance(game, Toy)
    assert str(game.history[0]) == "b2"
    assert len(game.history) == 2  # no event loop here: the computer answered at once


def test_the_session_refuses_a_full_cell_and_changes_nothing() -> None:
    session = PlaySession(games.new(NAME))
    session.click(0)
    before = session.game.position()
    messages = session.click(0)
    assert session.game.position() == before
    assert messages  # said why, in words


def test_the_shared_search_plays_it_without_a_game_specific_computer() -> None:
    computer = computer_for(NAME, "hard")
    assert isinstance(computer, GenericComputer)
    state = games.from_position(NAME, "ww.bb.... white")
    assert str(computer.choose(state)) == "c1"  # completes the row and wins


# ---------------------------------------------------------------- the imports
def _under_type_checking(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """``node`` sits in an ``if TYPE_CHECKING:`` block (an import for types only)."""
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return True
    return False


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(node: ast.Import | ast.ImportFrom, module: str, package: bool) -> list[str]:
    """The modules ``node`` imports (``from a import b``: ``a.b`` when that is a
    module of the package, else ``a``), relative imports resolved."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        parts = module.split(".")[: len(module.split(".")) - node.level + (1 if package else 0)]
        base = ".".join([*parts, *([base] if base else [])])
    found = []
    for alias in node.names:
        child = f"{base}.{alias.name}"
        found.append(child if child in MODULES else base)
    return found


def _all_imports() -> dict[str, set[str]]:
    """Per module of the package: every module of the package it imports,
    at any depth (inside functions too), except those for types only."""
    out: dict[str, set[str]] = {}
    for path, module in MODULES_BY_PATH.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom) and not _under_type_checking(
                    node, parents):
                found.update(_imported(node, module, path.name == "__init__.py"))
        out[module] = found
    return out


MODULES_BY_PATH = {path: _module_name(path) for path in sorted(PACKAGE.rglob("*.py"))}
MODULES: dict[str, Path] = {name: path for path, name in MODULES_BY_PATH.items()}
ROOT = "dominochess_widget"
#: The shared kernel every draughts game may use (the modules right under
#: games/, such as sides.py and the double-six set, are shared too).
KERNEL = f"{ROOT}.games.draughts"
#: The layers above the games, which no game may import.
ABOVE_GAMES = tuple(f"{ROOT}.{name}" for name in ("render", "widgets", "session", "puzzles"))


def _within(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def _game_of(module: str) -> str | None:
    """The game whose folder holds ``module`` (None: not a game's: a shared
    module right under games/, the draughts kernel, or outside games/)."""
    parts = module.split(".")
    if parts[:2] != [ROOT, "games"] or len(parts) < 3 or _within(module, KERNEL):
        return None
    folder = ".".join(parts[:3])
    return parts[2] if MODULES[folder].name == "__init__.py" else None


@pytest.fixture(scope="module")
def imports() -> dict[str, set[str]]:
    return _all_imports()


def test_5_every_import_is_read_deferred_ones_too(imports: dict[str, set[str]]) -> None:
    """The reader sees an import inside a function (the registry's games were
    imported so, before): a module known to import only at its head is read
    whole, and the list has every module of the package."""
    assert len(imports) == len(MODULES) > 100
    assert f"{ROOT}.games" in imports[ROOT]  # the package registers every game


def test_5_the_core_imports_nothing_above_it(imports: dict[str, set[str]]) -> None:
    for module, found in imports.items():
        if _within(module, f"{ROOT}.core"):
            outside = {m for m in found if _within(m, ROOT) and not _within(m, f"{ROOT}.core")}
            assert not outside, (module, outside)
            assert not {m for m in found if m.split(".")[0] in ("ipywidgets", "ipycanvas")}


def test_5_no_game_imports_another_game_or_a_layer_above(imports: dict[str, set[str]]) -> None:
    for module, found in imports.items():
        game = _game_of(module)
        if game is None:
            continue
        for other in found:
            assert other != f"{ROOT}.games", (module, "imports every game")
            assert _game_of(other) in (None, game), (module, other)
            assert not any(_within(other, layer) for layer in ABOVE_GAMES), (module, other)


def test_5_no_module_above_the_games_names_a_game(imports: dict[str, set[str]]) -> None:
    """The session, the search, the records and the widgets' generic parts
    find games in the registry: none of them imports a game's folder."""
    generic = (f"{ROOT}.core", f"{ROOT}.ai", f"{ROOT}.session", f"{ROOT}.render.frames",
               f"{ROOT}.render.scene", f"{ROOT}.widgets.board", f"{ROOT}.widgets.play",
               f"{ROOT}.widgets.viewer", f"{ROOT}.widgets.app", f"{ROOT}.widgets.editor",
               f"{ROOT}.widgets.plugins", f"{ROOT}.examples")
    for module, found in imports.items():
        if any(_within(module, prefix) for prefix in generic):
            named = {m for m in found if _game_of(m) is not None}
            assert not named, (module, named)
