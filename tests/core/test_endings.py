"""Issue 26, item 5 (one of each): one shape for how a game ends
(core/endings.py) and one draughts kernel for Russian draughts and Lasca
(games/draughts/). The record texts and message keys of every ending are
those the games wrote before; the kernel's plumbing (copy, compare, play,
refuse, perft, settings) behaves the same for both games."""

from __future__ import annotations

from typing import Any

import pytest
from fuzz_inputs import check_message, check_type_error, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominochess_widget.core.endings import Ending, Verdict
from dominochess_widget.core.errors import DominoChessError, SettingError
from dominochess_widget.core.messages import CATALOGUES
from dominochess_widget.games import damhex, lasca, russian, sides
from dominochess_widget.games.damhex.outcome import Outcome
from dominochess_widget.games.damhex.outcome import Termination as DamHexTermination
from dominochess_widget.games.dominochess import game as dominochess_game
from dominochess_widget.games.dominoes.outcome import MatchResult
from dominochess_widget.games.dominoes.outcome import Termination as DominoesTermination
from dominochess_widget.games.draughts.state import DraughtsState
from dominochess_widget.games.draughts.view import DraughtsView
from dominochess_widget.games.lasca.outcome import Termination as LascaTermination
from dominochess_widget.games.lasca.state import Lasca
from dominochess_widget.games.russian.outcome import Termination as RussianTermination
from dominochess_widget.games.russian.state import Draughts

TERMINATIONS: tuple[type[Ending], ...] = (
    RussianTermination,
    LascaTermination,
    DamHexTermination,
    DominoesTermination,
    dominochess_game.Termination,
)

#: Each ending's record text and message key, as the games wrote them
#: before they shared one shape (a record's Termination tag and every
#: message must stay byte-identical).
ENDINGS: tuple[tuple[Ending, str, str], ...] = (
    (RussianTermination.NO_MOVES, "no moves", "termination.russian_no_moves"),
    (RussianTermination.RESIGNATION, "resignation", "termination.resignation"),
    (RussianTermination.AGREEMENT, "agreement", "termination.agreement"),
    (RussianTermination.REPETITION, "repetition", "termination.russian_repetition"),
    (RussianTermination.THREE_KINGS, "three kings", "termination.russian_three_kings"),
    (RussianTermination.KINGS_ONLY, "kings only", "termination.russian_kings_only"),
    (LascaTermination.NO_MOVES, "no moves", "termination.lasca_no_moves"),
    (LascaTermination.RESIGNATION, "resignation", "termination.resignation"),
    (LascaTermination.AGREEMENT, "agreement", "termination.agreement"),
    (LascaTermination.REPETITION, "repetition", "termination.russian_repetition"),
    (DamHexTermination.LAST_PLAYER, "last_player", "termination.last_player"),
    (DamHexTermination.NO_MOVE, "damhex_no_move", "termination.damhex_no_move"),
    (DamHexTermination.RESIGNATION, "resignation", "termination.resignation"),
    (DamHexTermination.AGREEMENT, "agreement", "termination.agreement"),
    (DamHexTermination.QUIET, "damhex_quiet", "termination.damhex_quiet"),
    (DominoesTermination.TARGET, "target", "termination.dominoes_target"),
    (DominoesTermination.RESIGNATION, "resignation", "termination.resignation"),
    (DominoesTermination.AGREEMENT, "agreement", "termination.agreement"),
    (dominochess_game.Termination.KINGS_CAPTURED, "kings captured",
     "termination.kings_captured"),
    (dominochess_game.Termination.RESIGNATION, "resignation", "termination.resignation"),
    (dominochess_game.Termination.DRAW_RULE, "no-capture rule", "termination.draw_rule"),
    (dominochess_game.Termination.AGREEMENT, "agreement", "termination.agreement"),
)


@pytest.mark.parametrize(("member", "text", "key"), ENDINGS, ids=lambda v: str(v))
def test_5_every_ending_keeps_its_record_text_and_message_key(
        member: Ending, text: str, key: str) -> None:
    assert str(member) == f"{member}" == text
    assert type(member)(text) is member  # a record's tag reads back
    assert member.message_key == key
    for language in ("en", "it"):
        assert key in CATALOGUES[language], (language, key)


def test_5_the_table_lists_every_ending_of_every_game() -> None:
    listed = {member for member, _, _ in ENDINGS}
    assert listed == {member for termination in TERMINATIONS for member in termination}


@pytest.mark.parametrize("termination", TERMINATIONS, ids=lambda t: t.__module__)
def test_5_every_game_has_the_shared_endings_in_one_shape(termination: type[Ending]) -> None:
    assert issubclass(termination, Ending)
    resignation, agreement = termination["RESIGNATION"], termination["AGREEMENT"]
    assert (resignation, resignation.message_key) == ("resignation", "termination.resignation")
    assert (agreement, agreement.message_key) == ("agreement", "termination.agreement")


@pytest.mark.parametrize("result", [*sides.Result, *dominochess_game.Result, *MatchResult],
                         ids=lambda r: f"{type(r).__module__}.{r}")
def test_5_every_result_is_a_verdict_keyed_by_its_seat(result: Verdict) -> None:
    assert isinstance(result, Verdict)
    assert result.message_key == f"result.{result.value}"
    assert result.message_key in CATALOGUES["en"] and result.message_key in CATALOGUES["it"]


@pytest.mark.parametrize(("winner", "key"), [("red", "result.red"), (None, "result.draw")])
def test_5_damhex_outcome_uses_the_same_result_keys(winner: str | None, key: str) -> None:
    outcome = Outcome(winner, (1.0, 1.0, 1.0), DamHexTermination.AGREEMENT)
    assert outcome.message_key == key


# ------------------------------------------------------------ the draughts kernel
#: The two games on the kernel: their state type and their package.
KERNEL_GAMES: tuple[tuple[type[DraughtsState[Any, Any]], Any], ...] = ((Draughts, russian),
                                                                  (Lasca, lasca))


def _snapshot(game: DraughtsState[Any, Any]) -> tuple[object, ...]:
    return (game.position(), game.start_position(), list(map(str, game.history)),
            list(map(str, game.legal_actions())), game.result, game.termination, game._key())


@st.composite
def played(draw: st.DrawFn, kind: type[DraughtsState[Any, Any]]) -> DraughtsState[Any, Any]:
    """A game of ``kind`` after a few random legal moves (perhaps resigned)."""
    game = kind.new()
    for _ in range(draw(st.integers(0, 12))):
        legal = game.legal_actions()
        if not legal:
            break
        game.play(draw(st.sampled_from(legal)))
    if draw(st.booleans()) and not game.is_over:
        game.resign()
    return game


@pytest.mark.parametrize(("kind", "module"), KERNEL_GAMES, ids=["russian", "lasca"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_5_a_clone_is_equal_and_independent(kind: type[DraughtsState[Any, Any]], module: Any,
                                           data: st.DataObject) -> None:
    game = data.draw(played(kind))
    before = _snapshot(game)
    other = game.clone()
    assert other == game and type(other) is kind and _snapshot(other) == before
    if other.legal_actions():
        other.play(other.legal_actions()[0])
    while True:
        try:
            other.undo()
        except DominoChessError:
            break
    other.play(other.legal_actions()[-1])
    assert _snapshot(game) == before


@pytest.mark.parametrize(("kind", "module"), KERNEL_GAMES, ids=["russian", "lasca"])
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_5_a_broken_move_text_is_refused_and_changes_nothing(
        kind: type[DraughtsState[Any, Any]], module: Any, data: st.DataObject) -> None:
    game = data.draw(played(kind))
    legal = game.legal_actions() or kind.new().legal_actions()
    text = mutate(data.draw, str(data.draw(st.sampled_from(legal))))
    before = _snapshot(game)
    try:
        move = game.play(text)
    except DominoChessError as error:
        check_message(error)
        assert _snapshot(game) == before
    else:
        assert str(move) in before[3]  # a legal action, written canonically


@pytest.mark.parametrize(("kind", "module"), KERNEL_GAMES, ids=["russian", "lasca"])
def test_5_every_legal_move_is_written_and_read_back(kind: type[DraughtsState[Any, Any]],
                                                     module: Any) -> None:
    game = kind.new()
    for _ in range(6):
        for move in game.legal_actions():
            assert game.parse_action(str(move)) == move
            assert game.parse_action(f" {str(move).upper()} ") == move
        game.play(game.legal_actions()[-1])


@pytest.mark.parametrize(("kind", "module"), KERNEL_GAMES, ids=["russian", "lasca"])
def test_5_kernel_refusals_name_the_game(kind: type[DraughtsState[Any, Any]], module: Any) -> None:
    game = kind.new()
    before = _snapshot(game)
    with pytest.raises(TypeError) as caught:
        game.play(42)
    check_type_error(caught.value, ["action"])
    with pytest.raises(SettingError, match="bogus"):
        kind.new(bogus=1)
    with pytest.raises(TypeError) as caught:
        kind.new(repetition="yes")
    check_type_error(caught.value, ["repetition"])
    assert _snapshot(game) == before


@pytest.mark.parametrize(("kind", "module"), KERNEL_GAMES, ids=["russian", "lasca"])
def test_5_kernel_perft_checks_then_counts(kind: type[DraughtsState[Any, Any]],
                                           module: Any) -> None:
    game = kind.new()
    assert module.perft(game, 0) == 1
    assert module.perft(game, 1) == len(game.legal_actions())
    with pytest.raises(SettingError):
        module.perft(game, -1)
    other = Lasca.new() if kind is Draughts else Draughts.new()
    with pytest.raises(TypeError) as caught:
        module.perft(other, 1)
    check_type_error(caught.value, ["state"])
    game.resign()
    assert module.perft(game, 2) == 0


def test_5_states_of_the_two_kernel_games_are_never_equal_and_say_their_name() -> None:
    russian_game, lasca_game = Draughts.new(), Lasca.new()
    assert russian_game != lasca_game and lasca_game != russian_game
    assert repr(russian_game).startswith("<Draughts W:") and "white to move" in repr(russian_game)
    assert repr(lasca_game).startswith("<Lasca W ")


@pytest.mark.parametrize("module", [russian, lasca, damhex],
                         ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_5_the_draughts_views_share_the_panel_less_view(module: Any) -> None:
    view = module.view.VIEW
    assert isinstance(view, DraughtsView)
    assert not view.panel and view.icon_sets == ()
    assert view.empty_scene("it").header != view.empty_scene("en").header
