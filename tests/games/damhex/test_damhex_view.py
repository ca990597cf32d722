"""DamHex³'s board view (games/damhex/view.py): what the board says about
a ratto (H10), beside the panel's notes."""

from __future__ import annotations

import pytest

import dominochess_widget.games  # noqa: F401  (the games' texts)
from dominochess_widget.games.damhex import DamHex
from dominochess_widget.games.damhex.view import LOOKS, VIEW


@pytest.mark.parametrize(("language", "header"), [
    ("en", "Ratto! Red moves before Black"), ("it", "Ratto! Il Rosso muove prima del Nero")])
def test_a_ratto_under_way_is_the_board_s_header(language: str, header: str) -> None:
    # The rules page's ratto (H10): after 48-41 Red takes 33x48 before Black.
    game = DamHex.new()
    game.play("48-41")
    scene = VIEW.scene(game, language, {})
    assert scene.header == header
    assert scene.header_look == LOOKS["red", False]  # the thief's man beside it
    game.play("33x48")  # the ratto played: the header names the next player again
    assert VIEW.scene(game, language, {}).header != header


def test_cell_numbers_on_demand_tag_every_cell_pieces_or_not() -> None:
    game = DamHex.new()
    assert VIEW.scene(game, "en", {}).labels == ()
    labels = dict(VIEW.scene(game, "en", {"numbers": True}).labels)
    assert len(labels) == 61 and labels[0] == "1" and labels[60] == "61"
    assert "White's front" in VIEW.overlay_words(game, "numbers", "en", {})[0]
    assert "(H2)" in VIEW.overlay_words(game, "numbers", "it", {})[0]
