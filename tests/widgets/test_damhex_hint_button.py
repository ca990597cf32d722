"""Issue 27, deliver 3: the Hint button of PlayWidget("damhex") shows a
DamHex³ hint (its words in the message area, its move as arrows), in
English and Italian, as it does for the other games."""

from __future__ import annotations

import asyncio

import pytest

from dominochess_widget.widgets.play import PlayWidget


def test_deliver3_the_damhex_hint_button_shows_and_gives_a_hint() -> None:
    async def run() -> PlayWidget:
        play = PlayWidget("damhex", time_budget=0.05)
        assert play.offers_hints
        assert play._buttons["hint"].layout.display != "none"
        play._buttons["hint"].click()
        for _ in range(500):
            await asyncio.sleep(0.01)
            if "Hint: " in play._messages.value:
                break
        return play

    play = asyncio.run(run())
    assert "Hint: " in play._messages.value and "moves ahead" in play._messages.value
    assert play.game.history == []  # a hint plays nothing


@pytest.mark.parametrize(("language", "said"), [("en", "Hint: 33x48 — a ratto"),
                                                ("it", "Suggerimento: 33x48 — un ratto")])
def test_deliver3_a_damhex_hint_is_words_and_arrows_in_either_language(language: str,
                                                                       said: str) -> None:
    play = PlayWidget("damhex", language=language, time_budget=0.05)
    play.enter("48-41")  # Red may now steal Black's turn (H10)
    assert play.hint().startswith(said)
    arrows = play.board._options["annotations"].arrows
    assert len(arrows) == 1 and arrows[0].colour == "G"
    play.enter("33x48")
    assert play.board._options["annotations"] is None  # the position changed: gone
