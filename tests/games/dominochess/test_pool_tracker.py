"""The pool tracker's content (games/dominochess/pool.py) and the danger map
in words (danger_view.py): counts checked by counting the tiles by hand."""

from __future__ import annotations

import pytest
from random_play import unfinished_games

import dominochess_widget.games  # noqa: F401  (the game's texts)
from dominochess_widget.games.dominochess.board import parse_square
from dominochess_widget.games.dominochess.danger import danger_map
from dominochess_widget.games.dominochess.danger_view import danger_labels, danger_lines
from dominochess_widget.games.dominochess.odds import percent
from dominochess_widget.games.dominochess.pool import ODDS_LINES, pool_view
from dominochess_widget.games.dominochess.rules import ALL_TILES, Game
from dominochess_widget.games.dominoes.tiles import TILES as DOMINOES_TILES
from dominochess_widget.games.double_six import TILES


def test_a_fresh_game_counts_27_tiles_after_the_first() -> None:
    game = Game.new(seed=3)  # the first tile is 3|6
    view = pool_view(game, "en")
    assert view.title == "Next draw: 27 tiles face down, each as likely"
    assert [t.tile for t in view.tiles] == list(ALL_TILES)
    assert [t.tile for t in view.tiles if t.drawn] == [(3, 6)]
    assert [t.tile for t in view.tiles if t.current] == [(3, 6)]
    lines = {odds.what: odds for odds in view.odds}
    # A rook moves with a 3 or a 6: 13 tiles of 28 show one, 3|6 is gone.
    assert (lines["rook"].count, lines["rook"].total) == (12, 27)
    assert lines["rook"].text == "a rook may move (3 or 6): 12/27 = 44%"
    assert len(view.odds) == ODDS_LINES  # the room the widget keeps once the game ends
    assert (lines["jolly"].count, lines["zero"].count) == (6, 7)
    assert lines["zero"].text == "a 0 (a half that moves nothing): 7/27 = 26%"


def test_the_odds_are_counted_over_the_tiles_left() -> None:
    for game in unfinished_games(lambda rng: Game.new(seed=rng.randrange(999)), count=20,
                                 seed=8, least=10, most=120):
        left = [tile for tile, _ in game.chance_outcomes()]
        view = pool_view(game, "en")
        drawn = {t.tile for t in view.tiles if t.drawn}
        assert drawn == set(game.drawn_tiles)
        for odds in view.odds:
            assert odds.total == len(left)
        lines = {odds.what: odds.count for odds in view.odds}
        assert lines["zero"] == sum(1 for tile in left if 0 in tile)
        assert lines["knight"] == sum(1 for tile in left if 5 in tile or 6 in tile)


def test_5_the_tracker_s_tiles_are_the_one_double_six_set() -> None:
    """Domino chess and dominoes share one double-six set (games/double_six.py):
    28 different tiles, low number first, in the usual order."""
    assert ALL_TILES is TILES is DOMINOES_TILES
    assert len(set(TILES)) == 28
    assert all(0 <= low <= high <= 6 for low, high in TILES)
    assert list(TILES) == sorted(TILES)


def test_a_teachers_mapping_changes_the_numbers() -> None:
    game = Game.new(seed=3, mapping="NBRQK")  # 1 = knight … 5 = king
    lines = {odds.what: odds.text for odds in pool_view(game, "en").odds}
    assert lines["knight"].startswith("a knight may move (1 or 6)")
    assert lines["king"].startswith("a king may move (5 or 6)")


def test_an_empty_pool_says_it_is_shuffled_again() -> None:
    game = Game.from_position("k7/8/8/8/8/8/8/K7", "red", "0|0", pool=[], seed=1)
    view = pool_view(game, "it")
    assert view.reshuffle
    assert "28" in view.title and "rimescolano" in view.title
    assert all(odds.total == 28 for odds in view.odds)


def test_a_finished_game_has_no_odds() -> None:
    game = Game.new(seed=3)
    game.resign()
    view = pool_view(game, "en")
    assert view.odds == () and not any(t.current for t in view.tiles)
    assert view.title == "Game over: no more tiles to draw."


@pytest.mark.parametrize(("count", "total", "shown"), [
    (0, 17, "0%"), (7, 27, "26%"), (1, 8, "13%"), (9, 26, "35%"), (5, 5, "100%")])
def test_percentages_round_half_up(count: int, total: int, shown: str) -> None:
    assert percent(count, total) == shown


def test_danger_in_words_names_the_kings_first_then_the_most_threatened() -> None:
    game = Game.from_position("4r2k/8/8/8/8/8/4N3/K3K3", "red", "0|0", seed=1, draw_rule=None)
    lines = danger_lines(danger_map(game), "en")
    # The knight shields the king: the rook takes it (a 3 or a 6), but
    # cannot move again to take the king.
    assert lines == (
        "If Blue draws next, the chance that the tile lets it take:",
        "your king on a1: 0/27 = 0%",
        "your king on e1: 0/27 = 0%",
        "your knight on e2: 13/27 = 48%",
    )
    italian = danger_lines(danger_map(game), "it")
    assert italian[0] == "Se pesca il Blu, la probabilità che la tessera gli faccia prendere:"
    assert italian[1] == "il tuo re in a1: 0/27 = 0%"


def test_danger_labels_are_the_pieces_in_danger() -> None:
    game = Game.from_position("4r2k/8/8/8/8/8/8/K3K3", "red", "0|0", seed=1, draw_rule=None)
    assert danger_labels(danger_map(game)) == ((parse_square("e1"), "48%"),)


# ---------------------------------------------------------------- the widget
START = "rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR"


def test_the_tracker_sends_only_public_facts_to_the_browser() -> None:
    from dominochess_widget.widgets.pool import PoolTracker

    rest = [tile for tile in ALL_TILES if tile != (3, 6)]
    one = Game.from_position(START, "red", "3|6", pool=rest, seed=1)
    other = Game.from_position(START, "red", "3|6", pool=rest[::-1], seed=1)
    assert PoolTracker(one).value == PoolTracker(other).value  # the pool's order never shows
    tracker = PoolTracker(one, language="it")
    assert "<img src=\"data:image/svg+xml" in tracker.value
    assert tracker.text().startswith("Prossima pesca: 27 tessere coperte")


def test_the_viewer_and_the_player_keep_the_tracker_beside_the_board() -> None:
    from dominochess_widget.widgets import GameViewer, PlayWidget

    viewer = GameViewer.example("2_hunting_two_kings")
    panel = viewer._aside.panel
    assert panel is not None and "27 tiles" in panel.text()
    viewer.go(3)  # Blue's turn under way: its tile drawn too
    assert "26 tiles" in panel.text()
    player = PlayWidget("dominochess", seed=3)
    assert "27 tiles" in player._aside.panel.text()
    for _half in range(2):  # Red's whole turn: Blue's tile is drawn
        player.enter(str(player.game.legal_actions()[-1]))
    assert "26 tiles" in player._aside.panel.text()
    assert PlayWidget("russian", seed=3)._aside.children == ()


def test_at_a_turn_s_end_the_tracker_keeps_the_opponent_s_tile_face_down() -> None:
    # The viewer shows Red's first turn finished: Blue's [2|3] is drawn in the
    # game, but the board still shows Red's tile, so the tracker counts 27.
    from dominochess_widget.widgets import GameViewer

    viewer = GameViewer.example("2_hunting_two_kings")
    end = next(i for i, frame in enumerate(viewer.frames) if frame.finished is not None)
    viewer.go(end)
    view = viewer._aside.panel.view
    assert view.odds[0].total == 27 and not any(tile.current for tile in view.tiles)
    assert {tile.tile for tile in view.tiles if tile.drawn} == {(4, 5)}
    viewer.go(end + 1)  # Blue's turn under way: its tile is face up
    assert viewer._aside.panel.view.odds[0].total == 26
