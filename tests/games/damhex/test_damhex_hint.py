"""Issue 27, deliver 3: DamHex³ gives a hint as the other games do
(games/damhex/hint.py, the computer's ``hint``, the registry's ``hinter``).
Rules: /work/shared/rules/damhex.md, H1–H14."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget.core import registry
from dominochess_widget.core.errors import ArgumentTypeError, IllegalActionError
from dominochess_widget.games.damhex import DamHex
from dominochess_widget.games.damhex.computer import make_computer
from dominochess_widget.games.damhex.hint import explain
from dominochess_widget.games.russian import Draughts

#: A small budget: the hint's reasons, not its strength, are tested here.
BUDGET = 0.02


def snapshot(game: DamHex) -> tuple[object, ...]:
    return (game.position(), [str(m) for m in game.history], [str(m) for m in game.legal_actions()],
            game.is_over)


def at(position: str) -> DamHex:
    return DamHex.from_position(f"move=white; last=red; robbed=-; quiet=0; out=-; {position}")


def hinted(game: DamHex) -> tuple[str, str, str]:
    """The hint's reason key and its words in English and Italian."""
    hint = make_computer("hard", time_budget=BUDGET).hint(game, "en")
    assert hint.action in game.legal_actions()
    return hint.reason, hint.words("en"), hint.words("it")


def test_deliver3_damhex_registers_its_computer_as_its_hint_giver() -> None:
    assert registry.info("damhex").hinter is make_computer


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 140))
def test_deliver3_the_hint_is_legal_worded_in_both_languages_and_changes_nothing(
        seed: int, plies: int) -> None:
    game = DamHex.new()
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    if game.is_over:
        with pytest.raises(IllegalActionError):
            make_computer("hard", time_budget=BUDGET).hint(game, "en")
        return
    before = snapshot(game)
    hint = make_computer("hard", time_budget=BUDGET).hint(game, "it")
    assert snapshot(game) == before
    assert hint.action in game.legal_actions()
    english, italian = hint.words("en"), hint.words("it")
    assert english.startswith(f"{hint.action} — ") and italian.startswith(f"{hint.action} — ")
    assert english != italian and "{" not in english + italian


def test_deliver3_a_ratto_is_explained_with_h10() -> None:
    game = DamHex.new()
    game.play("48-41")  # Red takes 33x48 before Black (damhex.md's check values)
    reason, english, italian = hinted(game)
    assert reason == "damhex.hint.ratto"
    assert english == ("33x48 — a ratto: you move before Black and must take a piece of White, "
                       "who moved last (H10)")
    assert "muovi prima del Nero" in italian and "(H10)" in italian


def test_deliver3_a_capture_that_puts_a_player_out_says_so_h12() -> None:
    reason, english, italian = hinted(at("white=30,60; black=21; red=K1"))
    assert reason == "damhex.hint.puts_out"
    assert english == "30x13 — Black is left with no piece or no move: out of the game (H12)"
    assert italian.startswith("30x13 — il Nero resta senza pezzi")


def test_deliver3_the_only_capture_is_compulsory_h8a() -> None:
    reason, english, italian = hinted(at("white=30,60; black=21,6; red=K5"))
    assert reason == "damhex.hint.only_capture"
    assert english == "30x13 — the only capture allowed, and capture is compulsory (H8a)"
    assert "obbligatoria" in italian


def test_deliver3_a_man_reaching_its_front_is_crowned_next_turn_h9() -> None:
    game = at("white=8,60; black=40; red=K44")
    crowning = next(m for m in game.legal_actions() if m.promotes)
    hint = explain(game, crowning, wins=False, depth=3)
    assert hint.words("en") == (f"{crowning} — the man reaches its front: it becomes a king "
                                "at your next turn (H9)")
    assert "diventa dama al tuo prossimo turno (H9)" in hint.words("it")


@pytest.mark.parametrize(("pieces", "english", "italian"), [
    ("white=28,30,60; black=20,21,6",
     "it takes a piece (capture is compulsory; the priority of H8)", "prende un pezzo"),
    ("white=K28,K30,60; black=K20,K21,6", "it takes a king (capture is compulsory; H8)",
     "prende una dama"),
])
def test_deliver3_a_capture_among_several_says_what_it_takes(pieces: str, english: str,
                                                             italian: str) -> None:
    game = at(f"{pieces}; red=K5")
    assert [str(m) for m in game.legal_actions()] == ["28x13", "30x13"]
    hint = explain(game, game.legal_actions()[1], wins=False, depth=2)
    assert hint.words("en") == f"30x13 — {english}"
    assert hint.words("it").startswith(f"30x13 — {italian} (la presa è obbligatoria")


def test_deliver3_a_quiet_move_is_the_searchs_choice_and_says_how_deep() -> None:
    reason, english, italian = hinted(DamHex.new())
    assert reason in ("damhex.hint.best", "damhex.hint.crowns")
    assert "moves ahead" in english and "mosse avanti" in italian


def test_deliver3_a_hint_for_another_game_is_a_type_error() -> None:
    with pytest.raises(ArgumentTypeError, match="state"):
        make_computer("hard", time_budget=BUDGET).hint(Draughts.new(), "en")
