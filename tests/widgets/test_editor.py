"""The position editor: every board game's editor functions (its entry's ``editor``)
take a position apart and put it together again exactly, and the widget
places and removes pieces, shows the engine's own reason for an impossible
position (changing nothing), and plays or views the position it built."""

from __future__ import annotations

import random
from typing import Any

import pytest

from dominochess_widget import games
from dominochess_widget.core.editing import Editor, Setup
from dominochess_widget.core.errors import DominoChessError, SettingError
from dominochess_widget.core.messages import translate
from dominochess_widget.games.lasca.board import parse_square
from dominochess_widget.widgets import GameViewer, PlayWidget, PositionEditor
from dominochess_widget.widgets.editor import editor_of

BOARD_GAMES = ["dominochess", "russian", "lasca", "damhex"]


def random_positions(name: str, count: int, seed: int) -> list[Any]:
    """``count`` states of ``name`` after 0–119 random actions (some finished,
    domino chess's often in the middle of a turn)."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        state = games.new(name, seed=rng.randrange(1000))
        for _ in range(rng.randrange(120)):
            actions = state.legal_actions()
            if state.is_over or not actions:
                break
            state.play(rng.choice(list(actions)))
        out.append(state)
    return out


def engine_error(name: str, text: str) -> DominoChessError:
    """The engine's refusal of the position ``text``."""
    with pytest.raises(DominoChessError) as caught:
        games.from_position(name, text)
    return caught.value


# ---------------------------------------------------------------- the games' functions
@pytest.mark.parametrize("name", BOARD_GAMES)
def test_compose_and_decompose_round_trip(name: str) -> None:
    spec = editor_of(name)
    states = random_positions(name, 60, seed=len(name))
    assert any(state.is_over for state in states) or name == "dominochess"
    for state in states:
        setup = spec.decompose(state)
        text = spec.compose(setup)
        assert text == state.position()
        again = games.from_position(name, text)
        assert again.position() == state.position()
        assert spec.decompose(again) == setup


def test_mid_turn_domino_chess_positions_round_trip_too() -> None:
    states = [s for s in random_positions("dominochess", 60, seed=3) if "played=" in s.position()]
    assert len(states) > 5
    spec = editor_of("dominochess")
    for state in states:
        assert spec.compose(spec.decompose(state)) == state.position()


def test_only_games_with_a_board_have_an_editor() -> None:
    assert [n for n in games.names() if isinstance(games.info(n).editor, Editor)] \
        == ["dominochess", "damhex", "lasca", "russian"]
    with pytest.raises(SettingError, match="Double-six dominoes has no board"):
        PositionEditor("dominoes")


@pytest.mark.parametrize("name", BOARD_GAMES)
def test_every_palette_piece_reads_back_as_itself(name: str) -> None:
    """A piece of each kind put on an empty cell of the start position less
    one piece of its own (a full set has no room for more): on most cells
    the engine reads the text with that very piece there (not on a cell
    where it would be crowned, or may not stand)."""
    spec = editor_of(name)
    start = spec.decompose(games.new(name, seed=5))
    for piece in spec.pieces:
        cells = dict(start.cells)
        del cells[min(start.cells, key=lambda c: (cells[c] != (piece.code,),
                                                  cells[c][0].lower() != piece.code.lower(), c))]
        empty = sorted(spec.cells - set(cells))
        itself = 0
        for cell in empty:
            text = spec.compose(Setup({**cells, cell: (piece.code,)}, start.to_move,
                                      start.extras))
            try:
                state = games.from_position(name, text)
            except DominoChessError:
                continue
            itself += spec.decompose(state).cells.get(cell) == (piece.code,)
        assert itself > len(empty) // 2, (piece, itself, len(empty))


def test_choosing_the_tile_swaps_it_with_the_pool() -> None:
    editor = PositionEditor("dominochess", seed=2)
    before = dict(editor.setup.extras)
    old = before["tile"]
    pool = before["pool"].split(",")
    editor.choose("tile", pool[3])
    game = editor.validate()
    assert game is not None
    assert editor.setup.extras["tile"] == pool[3]
    assert editor.setup.extras["pool"].split(",")[3] == old
    assert sorted([*editor.setup.extras["pool"].split(","), pool[3]]) == sorted([*pool, old])
    assert game.tile == tuple(int(n) for n in pool[3].split("|"))
    editor.undo()
    assert dict(editor.setup.extras) == before


# ---------------------------------------------------------------- clicks
@pytest.mark.parametrize("name", ["dominochess", "russian", "damhex"])
def test_clicks_place_replace_and_remove_pieces(name: str) -> None:
    editor = PositionEditor(name, seed=1)
    spec = editor_of(name)
    editor.clear()
    assert editor.setup.cells == {}
    first, second = spec.pieces[0], spec.pieces[-1]
    cell = min(spec.cells)
    editor.select(first.code)
    before = editor.position
    editor.board.click_square(cell)  # as the board's button does
    assert editor.setup.cells == {cell: (first.code,)}
    assert editor.position != before
    assert editor._text.value == editor.text
    editor.select(second.code)
    editor.click(cell)  # another piece replaces it
    assert editor.setup.cells == {cell: (second.code,)}
    editor.click(cell)  # the same piece again takes it away
    assert editor.setup.cells == {}
    assert editor.position == before
    editor.click(cell)
    editor.select(None)  # the eraser
    editor.click(cell)
    assert editor.setup.cells == {}
    editor.undo()
    assert editor.setup.cells == {cell: (second.code,)}


def test_lasca_columns_are_built_from_the_top_down() -> None:
    editor = PositionEditor("lasca")
    editor.clear()
    for code in ("b", "W", "w"):
        editor.select(code)
        editor.click("d4")
    assert editor.position == "W d4=bWw"
    game = editor.validate()
    assert game is not None and game.column(parse_square("d4")) == "bWw"
    editor.select(None)
    editor.click("d4")
    assert editor.position == "W"


def test_a_cell_no_piece_may_stand_on_is_refused_in_words() -> None:
    editor = PositionEditor("russian")
    before = editor.setup
    editor.click("a2")
    assert editor.setup == before
    assert editor.message == "No piece can stand on a2."
    italian = PositionEditor("russian", language="it")
    italian.click("b1")
    assert italian.message == "Su b1 non può stare nessun pezzo."


def test_who_moves_is_part_of_the_position() -> None:
    editor = PositionEditor("damhex")
    editor.set_to_move("red")
    assert editor.position.startswith("move=red;")
    game = editor.validate()
    assert game is not None and game.to_move == "red"
    with pytest.raises(SettingError):
        editor.set_to_move("blue")


def test_a_position_typed_in_the_box_is_edited() -> None:
    editor = PositionEditor("russian")
    editor._text.value = "B:Wc3,Kh2:Bd6"
    assert editor.setup.to_move == "black"
    assert editor.position == "B:Wc3,Kh2:Bd6"
    before = editor.setup
    editor._text.value = "W:Wb8:Bd6"  # a man on its crowning row
    assert editor.setup == before
    assert editor.message == translate("editor.invalid", "en",
                                       error=engine_error("russian", "W:Wb8:Bd6").message("en"))


# ---------------------------------------------------------------- impossible positions
def _dominochess_without_blue_king(editor: PositionEditor) -> None:
    editor.clear()
    editor.select("K")
    editor.click("e1")


def _russian_man_on_crowning_row(editor: PositionEditor) -> None:
    editor.select("w")
    editor.click("b8")


def _lasca_soldier_on_far_rank(editor: PositionEditor) -> None:
    editor.select(None)
    editor.click("a7")
    editor.select("w")
    editor.click("a7")


def _damhex_piece_of_a_player_out(editor: PositionEditor) -> None:
    editor.load("move=white; last=red; robbed=-; quiet=0; out=black; white=46,47; black=-; "
                "red=5,10")
    assert editor.message == ""
    editor.select("b")
    editor.click("30")


IMPOSSIBLE = [
    ("dominochess", _dominochess_without_blue_king, "position.no_king"),
    ("russian", _russian_man_on_crowning_row, "russian.position.man_on_crown"),
    ("lasca", _lasca_soldier_on_far_rank, "lasca.position.soldier_on_far_rank"),
    ("damhex", _damhex_piece_of_a_player_out, "damhex.position.out_with_pieces"),
]


@pytest.mark.parametrize(("name", "build", "key"), IMPOSSIBLE)
@pytest.mark.parametrize("language", ["en", "it"])
def test_an_impossible_position_shows_the_engines_reason_and_changes_nothing(
        name: str, build: Any, key: str, language: str) -> None:
    editor = PositionEditor(name, seed=4, language=language)
    build(editor)
    setup, text = editor.setup, editor.position
    error = engine_error(name, text)
    assert error.key == key
    expected = translate("editor.invalid", language, error=error.message(language))
    for act in (editor.validate, editor.play, editor.open_viewer):
        assert act() is None
        assert editor.message == expected
        assert editor.setup == setup and editor.position == text
        assert editor.opened is None
    if language == "it":
        assert editor.message.startswith("Il gioco non accetta questa posizione: ")


def test_a_possible_position_is_said_to_be_one() -> None:
    editor = PositionEditor("russian", language="it")
    assert editor.validate() is not None
    assert editor.message == "Il gioco accetta questa posizione: tocca al Bianco."
    editor.clear()
    assert editor.validate() is not None
    assert "La partita è già finita" in editor.message


# ---------------------------------------------------------------- play and view
@pytest.mark.parametrize("name", BOARD_GAMES)
def test_play_from_here_plays_the_edited_position(name: str) -> None:
    editor = PositionEditor(name, seed=6)
    spec = editor_of(name)
    cell = sorted(editor.setup.cells)[2]
    editor.select(None)
    editor.click(cell)  # one piece fewer than at the start
    player = editor.play()
    assert isinstance(player, PlayWidget)
    assert editor.opened is player
    game = player.game.clone()
    while game.history:  # a turn with no move (domino chess's 0|0) is played at once
        game.undo()
    assert game.position() == editor.position
    assert cell not in spec.decompose(game).cells
    if name != "dominochess":
        assert player.game.position() == editor.position


@pytest.mark.parametrize("name", BOARD_GAMES)
def test_the_viewer_opens_on_the_edited_position(name: str) -> None:
    editor = PositionEditor(name, seed=6)
    editor.select(None)
    editor.click(sorted(editor.setup.cells)[-3])
    viewer = editor.open_viewer()
    assert isinstance(viewer, GameViewer)
    assert editor.opened is viewer
    assert len(viewer.frames) == 1
    shown = editor_of(name).decompose(viewer.frames[0].game)
    assert shown.cells == editor.setup.cells and shown.to_move == editor.setup.to_move


@pytest.mark.parametrize(("name", "settings"), [
    ("lasca", {"officer": "lasker", "repetition": False}),
    ("russian", {"repetition": False, "three_kings": None, "kings_only": 30}),
])
def test_the_games_settings_stay_with_every_position_it_makes(
    name: str, settings: dict[str, object]
) -> None:
    # Lasker's officer (L1) and the Russian draw rules (S3) are settings,
    # not part of the position text: the editor keeps those of its game.
    given = games.new(name, **settings)
    editor = PositionEditor(given)
    editor.select(None)
    editor.click(sorted(editor.setup.cells)[0])
    player = editor.play()
    assert player is not None
    kept = [editor.validate(), player.game]
    editor.start()
    kept.append(editor.validate())
    kept.append(PositionEditor(given, position=given.position()).validate())
    for state in kept:
        assert state is not None and state.settings == given.settings
    assert games.new(name).settings != given.settings  # not the default by chance
    # A record keeps the settings that change the moves (Lasca's Officer
    # tag), so the viewer's game has them too.
    viewer = editor.open_viewer()
    assert viewer is not None
    assert getattr(viewer.frames[0].game.settings, "officer", None) == settings.get("officer")


def test_a_position_in_the_middle_of_a_turn_opens_in_the_viewer() -> None:
    # A domino chess record keeps a start with one half used in its Position tag.
    state = next(s for s in random_positions("dominochess", 30, seed=3)
                 if "played=" in s.position())
    editor = PositionEditor(games.from_position("dominochess", state.position()))
    viewer = editor.open_viewer()
    assert viewer is not None and len(viewer.frames) == 1


def test_start_and_clear() -> None:
    editor = PositionEditor("lasca")
    start = editor.position
    editor.clear()
    assert editor.position == "W"
    editor.start()
    assert editor.position == start
    assert repr(editor) == "PositionEditor(game='lasca')"


def test_the_board_draws_the_draft_even_when_no_game_accepts_it() -> None:
    editor = PositionEditor("lasca")
    editor.clear()
    for code in ("b", "W"):
        editor.select(code)
        editor.click("d4")
    editor.set_to_move("black")
    spec, cell = editor_of("lasca"), parse_square("d4")
    draft = editor.board.draft
    assert draft is not None
    assert draft.pieces == ((cell, spec.piece("b").look),)  # type: ignore[union-attr]
    assert draft.stacks == ((cell, (spec.piece("W").look,)),)  # type: ignore[union-attr]
    assert draft.header == "Setting up: Black to move"
    assert draft.notes == ("White pieces: 1", "Black pieces: 1")
    with pytest.raises(SettingError, match="'K' is not a piece of this game"):
        editor.select("K")
