"""Double-six dominoes' engine: every rule and decision of the rules page
(O1–O11) on small hand-made deals, and properties over many seeded matches.

The engine stands on its own for now (issue 13 adds its table view, records
and computer); positions are written as :mod:`~dominochess_widget.games.dominoes.notation`
writes them.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget.core.errors import (
    ActionSyntaxError,
    ArgumentTypeError,
    IllegalActionError,
    PositionError,
    SettingError,
)
from dominochess_widget.games.dominoes import (
    DEAL,
    DRAW,
    PASS,
    Dominoes,
    MatchResult,
    Play,
    Termination,
)
from dominochess_widget.games.dominoes.tiles import TILES, is_double, parse_tile


def tiles(text: str) -> list[tuple[int, int]]:
    found = [parse_tile(word) for word in text.split()]
    assert all(found)
    return found  # type: ignore[return-value]


def deal(hands: list[str], table: str = "", turn: str = "red", boneyard: str | None = None,
         points: str | None = None, passes: int = 0, scoring: str = "source",
         target: int = 100) -> Dominoes:
    """A match from hands, a table and a boneyard (default: every other tile)."""
    used = [t for hand in hands for t in tiles(hand)] + [
        parse_tile(w.partition("@")[0]) for w in table.split()]
    rest = [t for t in TILES if t not in used] if boneyard is None else tiles(boneyard)
    names = " ".join(f"{a}|{b}" for a, b in rest)
    text = (f"players={len(hands)}; hand=5; target={target}; scoring={scoring}; seed=1; round=1; "
            f"redeals=0; points={points or ','.join('0' * len(hands))}; turn={turn}; "
            f"passes={passes}; between=no; hands={'/'.join(hands)}; boneyard={names}; "
            f"table={table}")
    return Dominoes.from_position(text)


def texts(game: Dominoes) -> list[str]:
    return sorted(str(a) for a in game.legal_actions())


# ------------------------------------------------------------------ the deal
def test_a_seed_deals_the_same_match() -> None:
    assert Dominoes.new(seed=5).position() == Dominoes.new(seed=5).position()
    assert Dominoes.new(seed=5).position() != Dominoes.new(seed=6).position()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_five_tiles_each_the_rest_is_the_boneyard_O1(players: int) -> None:
    game = Dominoes.new(seed=2, players=players)
    assert set(game.hand_sizes.values()) == {5}
    assert game.boneyard_size == 28 - 5 * players
    assert Dominoes.new(seed=2, hand_size=7).hand_sizes == {"red": 7, "blue": 7}  # O1a


def test_a_deal_without_a_double_is_dealt_again_O2() -> None:
    redealt = [seed for seed in range(200) if Dominoes.new(seed=seed)._redeals]
    assert redealt  # about 2.7% of two-player deals
    game = Dominoes.new(seed=redealt[0])
    assert any(is_double(t) for seat in game.seats for t in game.hand(seat))


def test_the_highest_double_leads_then_clockwise_O3() -> None:
    game = deal(["1|1 0|2 0|3 2|4 1|5", "4|4 0|4 3|4 1|3 5|6"], turn="blue")
    assert texts(game) == ["4|4"]
    game.play("4|4")
    assert game.to_move == "red" and game.open_ends() == (4, 4, 4, 4)  # O5: four faces


# ------------------------------------------------------------------ a turn
def test_a_player_who_can_play_must_and_chooses_O4() -> None:
    game = deal(["2|4 1|5 0|3 0|1", "3|4 5|6 0|5 1|2 0|6"], table="4|4", turn="red")
    assert texts(game) == ["2|4@4|4:1", "2|4@4|4:2", "2|4@4|4:3", "2|4@4|4:4"]
    with pytest.raises(IllegalActionError, match="cannot draw now"):
        game.play("draw")
    with pytest.raises(IllegalActionError, match="more than one open face"):
        game.play("2|4")
    game.play("4|2@4|4:3")  # either order of the numbers
    assert sorted(game.open_ends()) == [2, 4, 4, 4]


def test_nothing_fits_draw_one_at_a_time_O4a() -> None:
    game = deal(["0|1 0|2 1|2 1|3", "4|5 5|6 0|5 1|5 2|5"], table="4|4", turn="red",
                boneyard="0|0 3|5 2|4 " + " ".join(
                    f"{a}|{b}" for a, b in TILES if (a, b) not in tiles(
                        "0|1 0|2 1|2 1|3 4|5 5|6 0|5 1|5 2|5 4|4 0|0 3|5 2|4")))
    assert texts(game) == ["draw"]
    game.play(DRAW)  # 0|0 does not fit: draw again
    assert game.to_move == "red" and texts(game) == ["draw"]
    game.play(DRAW)  # 3|5: still nothing
    game.play(DRAW)  # 2|4 fits
    assert game.to_move == "red" and texts(game)[0].startswith("2|4@4|4")
    assert game.hand_sizes["red"] == 7 and game.record[-1] == ("red", DRAW)


def test_doubles_are_spinners_four_faces_then_three_O5() -> None:
    game = deal(["4|6 6|6 0|1", "2|4 0|2 1|1"], table="4|4", turn="red")
    game.play("4|6@4|4:1")
    game.play("2|4@4|4:2")
    game.play("6|6@4|6")
    faces = [str(f) for f in game.table.open_faces()]
    assert faces == ["6|6:1", "6|6:2", "6|6:3", "2|4", "4|4:3", "4|4:4"]
    assert game.open_ends() == (6, 6, 6, 2, 4, 4)


# ------------------------------------------------------------------ round end and score
def test_the_last_tile_wins_the_round_and_scores_O7_O8() -> None:
    game = deal(["4|6", "1|2 3|3 0|5 5|6"], table="4|4", turn="red",
                points="10,0", target=100)
    game.play("4|6@4|4:1")
    end = game.rounds[-1]
    assert (end.winner, end.pips, end.points, end.blocked) == (0, (0, 25), 25, False)
    assert game.scores_so_far == {"red": 35, "blue": 0}
    assert game.between_rounds and game.legal_actions() == [DEAL]
    game.play("deal")
    assert game.round == 2 and not game.between_rounds


#: Three players, the boneyard empty, red and blue have passed; green cannot
#: play either: blocked. Hands hold 38, 18 and 16 pips (from seed 64's match).
BLOCKED = (
    "players=3; hand=5; target=100; scoring=common; seed=64; round=16; redeals=0; "
    "points=74,98,48; turn=green; passes=2; between=no; "
    "hands=1|1 1|3 1|4 3|4 3|6 5|6/3|3 6|6/3|5 4|4; boneyard=; "
    "table=5|5 0|5@5|5:3 1|5@5|5:4 4|5@5|5:2 1|2@1|5 0|4@0|5 2|4@4|5 4|6@0|4 2|3@2|4 "
    "0|3@2|3 0|1@0|3 2|6@4|6 1|6@0|1 2|2@1|2 2|5@5|5:1 0|6@1|6 0|0@0|6 0|2@0|0:2"
)


@pytest.mark.parametrize(("scoring", "points"), [
    ("source", (38 - 16) + (18 - 16)),  # O8 as the source words it
    ("common", 38 + 18 - 16),
])
def test_a_blocked_round_fewest_pips_wins_O5a_O7_O8(scoring: str, points: int) -> None:
    game = Dominoes.from_position(BLOCKED.replace("scoring=common", f"scoring={scoring}"))
    assert game.legal_actions() == [PASS]
    game.play(PASS)  # O5a: every player has passed in turn
    end = game.rounds[-1]
    assert end.blocked and end.winner == 2 and end.pips == (38, 18, 16)
    assert end.points == points and game.scores_so_far["green"] == 48 + points
    assert game.between_rounds  # nobody reached 100 yet


def test_a_tie_for_fewest_pips_scores_nothing_O7() -> None:
    game = Dominoes.from_position(
        "players=2; hand=5; target=100; scoring=source; seed=72; round=3; redeals=0; "
        "points=0,27; turn=blue; passes=1; between=no; hands=2|2 3|3/5|5; boneyard=; "
        "table=6|6 0|6@6|6:3 0|0@0|6 0|4@0|0:2 1|6@6|6:2 0|1@1|6 2|6@6|6:4 0|5@0|1 3|5@0|5 "
        "2|4@2|6 5|6@6|6:1 4|5@5|6 4|4@0|4 0|3@3|5 1|4@4|4:2 3|4@4|5 1|2@1|4 2|3@1|2 "
        "3|6@2|3 4|6@4|4:1 1|3@3|4 1|1@1|3 1|5@1|1:1 2|5@1|5 0|2@2|5")
    game.play("pass")
    end = game.rounds[-1]
    assert end.pips == (10, 10) and end.winner is None and end.points == 0
    assert game.scores_so_far == {"red": 0, "blue": 27}


def test_the_match_ends_at_the_target_O9() -> None:
    game = deal(["4|6", "1|2 3|3 0|5 5|6"], table="4|4", turn="red", points="90,50")
    game.play("4|6@4|4:1")
    assert game.is_over and game.result is MatchResult.RED
    assert game.termination is Termination.TARGET and game.scores() == {"red": 1.0, "blue": 0.0}
    assert game.legal_actions() == []


# ------------------------------------------------------------------ information
def test_an_observation_holds_only_what_the_seat_may_know_O10() -> None:
    game = Dominoes.new(seed=9, players=3)
    other = Dominoes.from_position(_swap_hidden(game.position(), keep="red"))
    assert other.position() != game.position()
    assert other.observation("red") == game.observation("red")
    assert other.observation("blue") != game.observation("blue")
    red = game.observation("red")
    for seat in ("blue", "green"):
        for tile in game.hand(seat):
            assert f"{tile[0]}|{tile[1]}" not in red.split("hand=")[1].split(";")[0]


def _swap_hidden(text: str, keep: str) -> str:
    """The same match with blue's hand and the boneyard's first tile exchanged."""
    fields = dict(item.split("=", 1) for item in text.split("; "))
    hands = fields["hands"].split("/")
    bone = fields["boneyard"].split()
    blue = hands[1].split()
    blue[0], bone[0] = bone[0], blue[0]
    hands[1] = " ".join(sorted(blue, key=lambda w: parse_tile(w)))
    fields["hands"], fields["boneyard"] = "/".join(hands), " ".join(bone)
    assert keep == "red"
    return "; ".join(f"{k}={v}" for k, v in fields.items())


# ------------------------------------------------------------------ text and errors
@pytest.mark.parametrize(("change", "key"), [
    (("players=2", "players=5"), "dominoes.position.bad_settings"),
    (("turn=", "turn=purple; x="), "dominoes.position.bad_field"),
    (("seed=", "seed=x"), "dominoes.position.bad_number"),
    (("between=no", "between=maybe"), "dominoes.position.bad_between"),
])
def test_a_bad_position_is_refused_in_words(change: tuple[str, str], key: str) -> None:
    text = Dominoes.new(seed=1).position()
    old, new = change
    bad = text.replace(old, new, 1) if old != "seed=" else text.replace("seed=1", "seed=x")
    with pytest.raises(PositionError) as caught:
        Dominoes.from_position(bad)
    assert caught.value.key == key
    for language in ("en", "it"):
        assert key not in caught.value.message(language)


def test_a_refused_action_changes_nothing() -> None:
    game = Dominoes.new(seed=4)
    before = game.position()
    for text, error in [("3|9", ActionSyntaxError), ("fly", ActionSyntaxError),
                        ("pass", IllegalActionError), ("deal", IllegalActionError)]:
        with pytest.raises(error):
            game.play(text)
        assert game.position() == before
    with pytest.raises(ArgumentTypeError):
        game.play(3)  # type: ignore[arg-type]


@pytest.mark.parametrize(("settings_", "error"), [
    ({"players": 5}, SettingError), ({"hand_size": 10, "players": 3}, SettingError),
    ({"scoring": "golf"}, SettingError), ({"target": "a lot"}, ArgumentTypeError),
    ({"colour": "red"}, SettingError),
])
def test_bad_settings_are_refused(settings_: dict[str, object], error: type) -> None:
    with pytest.raises(error):
        Dominoes.new(seed=1, **settings_)


# ------------------------------------------------------------------ properties
@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([2, 3, 4]), st.integers(1, 400))
def test_every_tile_is_always_somewhere_and_undo_restores(seed: int, players: int,
                                                          plies: int) -> None:
    game = Dominoes.new(seed=seed, players=players)
    rng = random.Random(seed)
    positions = [game.position()]
    for _ in range(plies):
        if game.is_over:
            break
        legal = game.legal_actions()
        if legal in ([DRAW], [PASS]):  # O4: only when nothing in hand fits
            hand = game.hand(game.to_move)
            assert not any(game.table.fits(tile) for tile in hand)
            assert (game.boneyard_size > 0) == (legal == [DRAW])
        action = rng.choice(legal)
        if isinstance(action, Play) and action.face is not None:
            assert action.face.number in action.tile  # a played tile always matches
        game.play(action)
        positions.append(game.position())
        held = sum(game.hand_sizes.values()) + game.boneyard_size + len(game.table.tiles)
        assert held == 28
        assert Dominoes.from_position(game.position()).position() == game.position()
    for expected in reversed(positions[:-1]):
        game.undo()
        assert game.position() == expected


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_matches_end_and_scores_add_up(players: int) -> None:
    for seed in range(15):
        game = Dominoes.new(seed=seed, players=players)
        rng = random.Random(seed)
        while not game.is_over:
            game.play(rng.choice(game.legal_actions()))
        totals = [0] * players
        for end in game.rounds:
            if end.winner is not None:
                own = end.pips[end.winner]
                assert end.points == sum(p - own for s, p in enumerate(end.pips)
                                         if s != end.winner)
                totals[end.winner] += end.points
            else:
                assert end.points == 0 and end.blocked
        assert list(game.scores_so_far.values()) == totals
        assert max(totals) >= 100 and game.result == game.seats[totals.index(max(totals))]


def test_a_clone_taken_back_leaves_the_original_alone() -> None:
    game = Dominoes.new(seed=21, players=3)
    rng = random.Random(21)
    for _ in range(12):
        game.play(rng.choice(game.legal_actions()))
    before = game.position()
    copy = game.clone()
    while copy.history:
        copy.undo()
    rng = random.Random(5)
    for _ in range(12):
        copy.play(rng.choice(copy.legal_actions()))
    assert game.position() == before
    game.undo()
    game.undo()  # the original's own history is intact
