"""A dominoes match at one screen (games/dominoes/session.py) and the round
told in words (games/dominoes/narration.py): clicks, buttons, whose hand
is shown (O10), refusals, and the score arithmetic (O7, O8)."""

from __future__ import annotations

import random
import re

import pytest

from dominochess_widget.core.errors import ActionError, SettingError
from dominochess_widget.games.dominoes import DEAL, DRAW, PASS, Dominoes, Play
from dominochess_widget.games.dominoes.actions import Action
from dominochess_widget.games.dominoes.narration import round_story, scoreboard, tell
from dominochess_widget.games.dominoes.outcome import RoundEnd, round_points
from dominochess_widget.games.dominoes.session import (
    KINDS,
    PERSON,
    TableSession,
    check_seats,
    seats_against,
)
from dominochess_widget.games.dominoes.table import Face
from dominochess_widget.games.dominoes.tiles import Tile, tile_name
from dominochess_widget.games.dominoes.view import TableScene

# ------------------------------------------------------------------ helpers


def played_round(seed: int, players: int, hand_size: int = 5,
                 scoring: str = "source") -> Dominoes:
    """A round played at random to its end."""
    game = Dominoes.new(seed=seed, players=players, hand_size=hand_size, scoring=scoring)
    rng = random.Random(seed)
    while not game.rounds:
        game.play(rng.choice(game.legal_actions()))
    return game


def arithmetic(line: str) -> tuple[int, int]:
    """The value of the sum's left side and the points it states."""
    left, _, right = line.partition(" = ")
    assert re.fullmatch(r"[0-9()+ −]+", left), line
    value = eval(left.replace("−", "-"), {"__builtins__": {}})  # digits, + − ( ) only
    return value, int(right.split()[0])


def hand_numbers(game: Dominoes, scene: TableScene) -> list[tuple[int, int] | None]:
    """What the scene shows of every tile off the table."""
    return [t.numbers for t in scene.tiles[len(game.table.placements):]]


def faces_shown(game: Dominoes, scene: TableScene) -> set[Tile]:
    return {t.numbers for t in scene.tiles[len(game.table.placements):]  # type: ignore[misc]
            if t.numbers is not None}


class Clicker:
    """A person who plays only by clicks and buttons, at random."""

    def __init__(self, session: TableSession, seed: int) -> None:
        self.session = session
        self.rng = random.Random(seed)
        self.turns = 0
        self.faces = 0

    def turn(self) -> list[str]:
        """One click or press (or a pick and a face click) by the person to move."""
        session, game = self.session, self.session.game
        if session.round_over:
            assert session.can("deal")
            return session.press("deal")
        assert session.persons_turn
        if session.needs_reveal:
            assert not session.can("draw") and not session.can("pass")
            session.show_hand()
            assert session.face_up and not session.needs_reveal
        self.turns += 1
        legal = game.legal_actions()
        if legal == [DRAW]:
            assert session.can("draw") and not session.can("pass")
            return session.press("draw")
        if legal == [PASS]:
            assert session.can("pass") and not session.can("draw")
            return session.press("pass")
        assert not session.can("draw") and not session.can("pass")
        scene = session.scene()
        raised = [t.key for t in scene.tiles if t.raised]
        assert sorted(raised) == sorted({tile_name(a.tile) for a in legal  # type: ignore[union-attr]
                                         if isinstance(a, Play)})
        key = self.rng.choice(raised)
        lines = session.click("tile:" + key)
        if session.chosen is not None:
            assert lines == []
            faces = [f.key for f in session.scene().faces]
            assert len(faces) > 1
            lines = session.click("face:" + self.rng.choice(faces))
            assert session.chosen is None
            self.faces += 1
        return lines


def play_match(session: TableSession, seed: int, limit: int = 3000) -> Clicker:
    """Play ``session`` to the match's end by clicks; check that each click
    made one action for the person and the rest were the computers'."""
    clicker = Clicker(session, seed)
    game = session.game
    session.start()
    for _ in range(limit):
        if game.is_over:
            break
        before, rounds = len(game.record), len(game.rounds)
        mover, dealing = game.to_move, session.round_over
        clicker.turn()
        new = game.record[before:]
        assert new, "a click did nothing"
        assert new[0][0] == mover
        if dealing:
            assert new[0][1] == DEAL
        else:
            assert session.kinds[mover] == PERSON
        # Everything after the person's own action was a computer's.
        assert all(session.kinds[seat] != PERSON for seat, _ in new[1:]), new
        assert DEAL not in [action for _, action in new[1:]]
        if not game.is_over:
            assert session.round_over or session.persons_turn
        assert len(game.rounds) - rounds <= 1
    assert game.is_over
    return clicker


# ------------------------------------------------------------------ narration
def test_draws_are_told_together_with_what_follows() -> None:
    on = Play((3, 6), Face((6, 6), 1, 6))
    record: list[tuple[str, Action]] = [
        ("red", Play((6, 6))), ("blue", DRAW), ("blue", DRAW), ("blue", DRAW), ("blue", PASS),
        ("green", DRAW), ("green", on), ("red", DRAW), ("red", DRAW)]
    assert tell(record, "en") == [
        "Red leads 6|6.",
        "Blue draws 3 tiles and passes.",
        "Green draws a tile and plays 3|6 on the 6 of 6|6.",
        "Red draws 2 tiles.",
    ]
    assert tell(record, "it") == [
        "Rosso: apre con 6|6.",
        "Blu: pesca 3 tessere e passa.",
        "Verde: pesca una tessera e gioca 3|6 sul numero 6 di 6|6.",
        "Rosso: pesca 2 tessere.",
    ]
    assert tell([("yellow", DRAW)], "en") == ["Yellow draws a tile."]
    assert tell([("yellow", PASS), ("red", DEAL)], "en", 4) == [
        "Yellow passes.", "Red deals round 4."]
    assert tell([("red", DEAL)], "it", 2) == ["Rosso: distribuisce il giro 2."]
    assert tell([], "en") == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_turn_of_a_round_is_one_sentence(players: int) -> None:
    for seed in range(8):
        game = played_round(seed, players)
        record = game.record
        lines = tell(record, "en")
        turns = [a for _, a in record if a != DRAW]
        assert len(lines) == len(turns)
        for line, (seat, action) in zip(lines, [(s, a) for s, a in record if a != DRAW],
                                        strict=True):
            assert line.startswith(seat.capitalize() + " ")
            if isinstance(action, Play):
                assert tile_name(action.tile) in line
        draws = sum(1 for _, a in record if a == DRAW)
        counted = sum(int(m) for m in re.findall(r"draws (\d+) tiles", " ".join(lines)))
        counted += " ".join(lines).count("draws a tile")
        assert counted == draws
        # Only public facts: a draw never names a tile.
        for line in lines:
            if "draws" in line and " and " not in line:
                assert "|" not in line


def test_the_score_arithmetic_is_spelt_out() -> None:
    seats = ["red", "blue", "green"]
    out = RoundEnd(0, (0, 12, 7), 19, False)
    assert round_story(out, seats, "source", "en") == [
        "Red went out: domino!",
        "Pips left: Red 0, Blue 12, Green 7.",
        "(12 − 0) + (7 − 0) = 19 points for Red.",
    ]
    assert round_story(out, seats, "common", "en")[-1] == "12 + 7 − 0 = 19 points for Red."
    assert round_story(out, seats, "common", "it")[-1] == "12 + 7 − 0 = 19 punti per Rosso."
    blocked = RoundEnd(1, (9, 4, 10), 11, True)
    story = round_story(blocked, seats, "source", "en")
    assert "blocked" in story[0] and "Blue" in story[0] and "(4)" in story[0]
    assert story[-1] == "(9 − 4) + (10 − 4) = 11 points for Blue."
    tie = round_story(RoundEnd(None, (3, 3, 7), 0, True), seats, "source", "en")
    assert len(tie) == 2 and "no one scores" in tie[0] and "Red, Blue" in tie[0]
    assert "Nessuno" in round_story(RoundEnd(None, (3, 3, 7), 0, True), seats, "source",
                                    "it")[0]
    assert scoreboard({"red": 19, "blue": 0}, 100, "en") == "Red 19 · Blue 0 (target 100)"
    assert scoreboard({"red": 19, "blue": 0}, 50, "it") == "Rosso 19 · Blu 0 (si gioca a 50)"


def check_story(game: Dominoes) -> None:
    end = game.rounds[-1]
    for language in ("en", "it"):
        story = round_story(end, game.seats, game.settings.scoring, language)
        pips = story[1]
        for seat, count in zip(game.seats, end.pips, strict=True):
            assert count == sum(a + b for a, b in game.hand(seat))
            assert f" {count}" in pips
        if end.winner is None:
            assert end.points == 0 and len(story) == 2
            continue
        value, stated = arithmetic(story[-1])
        assert value == stated == end.points
        assert end.points == round_points(end.winner, end.pips, game.settings.scoring)


@pytest.mark.parametrize("scoring", ["source", "common"])
@pytest.mark.parametrize(("players", "hand_size"), [(2, 5), (3, 5), (4, 5), (3, 9), (2, 14)])
def test_the_arithmetic_makes_the_points(scoring: str, players: int, hand_size: int) -> None:
    for seed in range(25):
        check_story(played_round(seed, players, hand_size, scoring))


def first_round(players: int, hand_size: int, blocked: bool, tie: bool) -> int:
    """The first seed whose random round ends so."""
    for seed in range(400):
        end = played_round(seed, players, hand_size).rounds[-1]
        if end.blocked == blocked and (end.winner is None) == tie:
            return seed
    raise AssertionError("no such round")


@pytest.mark.parametrize("scoring", ["source", "common"])
def test_a_blocked_round_with_three_players(scoring: str) -> None:
    """O8: the two scorings differ on a blocked round of 3 players."""
    seed = first_round(3, 9, blocked=True, tie=False)
    game = played_round(seed, 3, 9, scoring)
    end = game.rounds[-1]
    assert end.blocked and end.winner is not None and end.pips[end.winner] > 0
    check_story(game)
    story = round_story(end, game.seats, scoring, "en")
    assert "blocked" in story[0]
    own = end.pips[end.winner]
    others = [p for s, p in enumerate(end.pips) if s != end.winner]
    assert end.points == (sum(others) - 2 * own if scoring == "source" else sum(others) - own)


def test_a_tie_for_the_fewest_pips_scores_nothing() -> None:
    seed = first_round(4, 5, blocked=True, tie=True)
    game = played_round(seed, 4)
    end = game.rounds[-1]
    assert end.winner is None and end.points == 0
    assert game.scores_so_far == dict.fromkeys(game.seats, 0)
    check_story(game)
    fewest = min(end.pips)
    story = round_story(end, game.seats, "source", "en")
    assert f"({fewest})" in story[0]
    tied = [s.capitalize() for s, p in zip(game.seats, end.pips, strict=True) if p == fewest]
    assert ", ".join(tied) in story[0]


# ------------------------------------------------------------------ seats
def test_seats() -> None:
    assert check_seats(3, None) == (PERSON, "medium", "medium")
    assert check_seats(2, [" Person", "HARD"]) == (PERSON, "hard")
    assert seats_against("friend", 4) == (PERSON,) * 4
    assert seats_against("easy", 3) == (PERSON, "easy", "easy")
    assert set(KINDS) == {PERSON, "easy", "medium", "hard"}
    for players, seats in ((2, ["person"]), (2, ["person", "genius"]), (3, ["person"] * 4)):
        with pytest.raises(SettingError) as caught:
            check_seats(players, seats)
        assert "person" in caught.value.message("en") and " " in caught.value.message("en")
    with pytest.raises(SettingError):
        TableSession(Dominoes.new(seed=1), ["person", "robot"])
    session = TableSession(Dominoes.new(seed=1, players=3), ["easy", "person", "person"])
    assert session.people == ["blue", "green"]
    assert session.kinds == {"red": "easy", "blue": PERSON, "green": PERSON}


# ------------------------------------------------------------------ whole matches
@pytest.mark.parametrize(("players", "seats"), [
    (2, ["person", "medium"]), (3, ["easy", "person", "medium"]),
    (4, ["person", "easy", "medium", "easy"])])
def test_a_person_plays_whole_matches_against_computers_by_clicks(
    players: int, seats: list[str]
) -> None:
    faces = 0
    for seed in range(2):
        game = Dominoes.new(seed=seed, players=players, target=40)
        session = TableSession(game, seats)
        assert session.bottom == session.people[0]
        clicker = play_match(session, seed)
        assert clicker.turns > 5
        faces += clicker.faces
        assert len(game.rounds) >= 1
        assert max(game.scores_so_far.values()) >= 40
        assert session.round_over and session.face_up and not session.persons_turn
        assert not any(session.can(name) for name in ("draw", "pass", "deal"))
        assert "Points" in session.status()
    assert faces > 0


def test_one_persons_hand_is_always_shown() -> None:
    game = Dominoes.new(seed=3, players=3, target=30)
    session = TableSession(game, ["medium", "person", "easy"])
    session.start()
    clicker = Clicker(session, 3)
    for _ in range(60):
        if game.is_over:
            break
        assert session.bottom == "blue" and session.face_up and not session.needs_reveal
        if not session.round_over:
            assert faces_shown(game, session.scene()) == set(game.hand("blue"))
        clicker.turn()


def test_two_people_play_a_match_by_clicks() -> None:
    game = Dominoes.new(seed=11, players=2, target=30)
    session = TableSession(game, ["person", "person"])
    play_match(session, 11)


# ------------------------------------------------------------------ hot seat (O10)
def hot_seat_steps(session: TableSession, seed: int, limit: int = 400) -> tuple[int, int]:
    """Play by clicks, checking after every step that no hand but the one
    of the person to move, who asked, is shown; returns the steps and draws."""
    game = session.game
    clicker = Clicker(session, seed)
    steps = draws = 0
    for _ in range(limit):
        if game.is_over:
            break
        scene = session.scene()
        if not session.round_over:
            mover = game.to_move
            assert session.bottom == mover
            shown = faces_shown(game, scene)
            if session.face_up:
                assert shown == set(game.hand(mover))
            else:
                assert shown == set()
                assert session.needs_reveal
            for seat in game.seats:
                if seat != mover and game.hand(seat):
                    assert not set(game.hand(seat)) & shown or not session.face_up
                    assert f"{seat.capitalize()}'s hand" not in " ".join(scene.words)
        mover, dealing = game.to_move, session.round_over
        if not dealing and session.needs_reveal:
            session.show_hand()
            assert faces_shown(game, session.scene()) == set(game.hand(mover))
        legal = game.legal_actions()
        clicker.turn()
        steps += 1
        if not dealing and legal == [DRAW] and game.to_move == mover and not session.round_over:
            # A drawing person keeps their hand shown, the new tile too.
            draws += 1
            assert session.face_up
            assert faces_shown(game, session.scene()) == set(game.hand(mover))
        if not session.round_over and game.to_move != mover:
            assert not session.face_up and session.needs_reveal
            assert all(n is None for n in hand_numbers(game, session.scene()))
    return steps, draws


def test_hot_seat_hands_are_shown_only_to_their_owner() -> None:
    draws = 0
    for seed in range(3):
        game = Dominoes.new(seed=seed, players=2, target=25)
        session = TableSession(game, ["person", "person"])
        session.start()
        steps, drawn = hot_seat_steps(session, seed)
        assert steps > 20
        draws += drawn
    assert draws > 0


def test_hot_seat_with_a_computer_between_two_people() -> None:
    game = Dominoes.new(seed=5, players=3, target=25)
    session = TableSession(game, ["person", "medium", "person"])
    session.start()
    assert hot_seat_steps(session, 5)[0] > 20


def test_after_a_person_plays_the_next_person_sees_backs() -> None:
    game = Dominoes.new(seed=2, players=2)
    session = TableSession(game, ["person", "person"])
    first = game.to_move
    second = next(s for s in game.seats if s != first)
    assert session.bottom == first and not session.face_up and session.needs_reveal
    assert session.status() == (f"{first.capitalize()}'s turn. Only {first.capitalize()} "
                                f"should look: press “Show my hand”.")
    assert session.click("tile:6|6") == [] and len(game.record) == 0  # not shown: nothing
    session.show_hand()
    assert session.face_up
    [lead] = game.legal_actions()
    lines = session.click("tile:" + tile_name(lead.tile))  # type: ignore[union-attr]
    assert lines == [f"{first.capitalize()} leads {tile_name(lead.tile)}."]  # type: ignore[union-attr]
    assert game.to_move == second and session.bottom == second
    assert not session.face_up and session.needs_reveal
    assert all(n is None for n in hand_numbers(game, session.scene()))
    assert session.press("draw") == [] and session.press("pass") == []
    assert len(game.record) == 1
    session.show_hand()
    assert faces_shown(game, session.scene()) == set(game.hand(second))
    assert not faces_shown(game, session.scene()) & set(game.hand(first))


def test_show_hand_does_nothing_at_a_computers_turn() -> None:
    game = Dominoes.new(seed=1, players=3)
    session = TableSession(game, ["person", "person", "medium"])
    while session.kinds[game.to_move] == PERSON:
        game.play(game.legal_actions()[0])
    session.show_hand()
    assert not session.face_up and not session.needs_reveal and not session.persons_turn
    assert session.status() == f"{game.to_move.capitalize()} (the computer) is thinking."


def find_winner_leads_next() -> tuple[TableSession, str]:
    """A hot-seat match where a person who went out also leads the next round."""
    for seed in range(40):
        game = Dominoes.new(seed=seed, players=2)
        session = TableSession(game, ["person", "person"])
        rng = random.Random(seed)
        while not session.round_over:
            session.show_hand()
            session.play(rng.choice(game.legal_actions()))
        winner = game.to_move
        probe = game.clone()
        probe.play("deal")
        if probe.to_move == winner:
            return session, winner
    raise AssertionError("no such match")


def test_a_new_round_starts_with_every_hand_face_down() -> None:
    session, winner = find_winner_leads_next()
    session.press("deal")
    game = session.game
    assert not session.round_over and game.to_move == winner
    assert session.needs_reveal and not session.face_up
    assert faces_shown(game, session.scene()) == set()


# ------------------------------------------------------------------ refusals
def person_to_move(seed: int, players: int = 2) -> TableSession:
    """A session against computers, the person to move after the lead."""
    game = Dominoes.new(seed=seed, players=players)
    session = TableSession(game, ["person"] + ["medium"] * (players - 1))
    session.start()
    rng = random.Random(seed)
    while not game.table.placements or not session.persons_turn:
        session.play(rng.choice(game.legal_actions()))
    return session


def refused(session: TableSession, attempt: object) -> str:
    """The message of a refusal; checks that it changed nothing."""
    game = session.game
    before, record, chosen = game.position(), len(game.record), session.chosen
    with pytest.raises(ValueError) as caught:
        attempt()  # type: ignore[operator]
    assert game.position() == before and len(game.record) == record
    assert session.chosen in (chosen, None)
    error = caught.value
    assert isinstance(error, ActionError)
    text = error.message(session.language)
    assert text == str(error) or session.language != "en"
    assert " " in text and "dominoes." not in text and "{" not in text
    return text


def refusals_at(seed: int) -> int:
    """Every kind of refusal at the person's first turn of match ``seed``;
    1 when a tile of the hand did not fit."""
    session = person_to_move(seed)
    game = session.game
    legal = game.legal_actions()
    plays = [a for a in legal if isinstance(a, Play)]
    hand = game.hand(game.to_move)
    misfits = [t for t in hand if t not in {a.tile for a in plays}]
    if plays:
        assert "cannot pass" in refused(session, lambda: session.press("pass"))
        assert "cannot draw" in refused(session, lambda: session.press("draw"))
    outside = next(t for t in ((0, 0), (1, 1), (2, 2), (3, 3), (0, 1), (0, 2)) if t not in hand)
    assert "does not hold" in refused(
        session, lambda: session.click("tile:" + tile_name(outside)))
    assert "is not a tile" in refused(session, lambda: session.click("tile:9|9"))
    assert "the round is not over" in refused(session, lambda: session.press("deal"))
    refused(session, lambda: session.play("3|7"))
    refused(session, lambda: session.press("show"))
    if not misfits:
        return 0
    assert "matches no open end" in refused(
        session, lambda: session.click("tile:" + tile_name(misfits[0])))
    return 1


def test_refusals_say_why_in_words_and_change_nothing() -> None:
    assert sum(refusals_at(seed) for seed in range(30)) > 10


def faces_of_a_picked_tile(seed: int) -> bool:
    """Pick a tile that fits two faces, refuse wrong faces, put it back;
    False when the person's first turn has no such tile."""
    session = person_to_move(seed)
    game = session.game
    plays = [a for a in game.legal_actions() if isinstance(a, Play)]
    many = [t for t in {a.tile for a in plays} if sum(a.tile == t for a in plays) > 1]
    if not many:
        return False
    tile = many[0]
    assert session.click("tile:" + tile_name(tile)) == []
    assert session.chosen == tile
    assert "more than one open end" in session.status()
    faces = {f.key for f in session.scene().faces}
    assert faces == {str(a.face) for a in plays if a.tile == tile}
    wrong = [str(f) for f in game.table.open_faces() if str(f) not in faces]
    if wrong:
        refused(session, lambda: session.click("face:" + wrong[0]))
    refused(session, lambda: session.click("face:9|9:9"))
    assert session.chosen == tile
    # A second click on the picked tile puts it back.
    assert session.click("tile:" + tile_name(tile)) == []
    assert session.chosen is None and not session.scene().faces
    assert session.click("face:" + next(iter(faces))) == []  # no tile picked: nothing
    assert session.chosen is None
    return True


def test_a_face_that_does_not_take_the_tile_is_refused() -> None:
    assert sum(faces_of_a_picked_tile(seed) for seed in range(20)) >= 2


def test_a_refused_tile_click_keeps_the_picked_tile() -> None:
    for seed in range(60):
        session = person_to_move(seed)
        game = session.game
        plays = [a for a in game.legal_actions() if isinstance(a, Play)]
        many = [t for t in {a.tile for a in plays} if sum(a.tile == t for a in plays) > 1]
        misfits = [t for t in game.hand(game.to_move) if t not in {a.tile for a in plays}]
        if many and misfits:
            session.click("tile:" + tile_name(many[0]))
            scene = session.scene()
            with pytest.raises(ActionError):
                session.click("tile:" + tile_name(misfits[0]))
            assert session.chosen == many[0]
            assert session.scene() == scene
            return
    raise AssertionError("no such position")


def test_nothing_is_clickable_once_the_round_is_over() -> None:
    game = Dominoes.new(seed=4, players=2)
    session = TableSession(game, ["person", "person"])
    rng = random.Random(4)
    while not session.round_over:
        session.play(rng.choice(game.legal_actions()))
    before = game.position()
    for tile in game.hand(game.seats[0]) + game.hand(game.seats[1]):
        assert session.click("tile:" + tile_name(tile)) == []
    assert game.position() == before
    assert session.can("deal") and not session.can("draw") and not session.needs_reveal
    assert "press “Next round”" in session.status()
    with pytest.raises(ActionError) as caught:
        session.press("draw")
    assert "cannot draw" in caught.value.message("en")
    lines = session.press("deal")
    assert lines[0] == f"{game.record[-1][0].capitalize()} deals round 2."
    assert game.round == 2 and not session.round_over


def test_the_person_at_the_bottom_while_computers_play() -> None:
    game = Dominoes.new(seed=6, players=4)
    session = TableSession(game, ["medium", "medium", "person", "medium"])
    assert session.bottom == "green"
    lines = session.start()
    assert game.to_move == "green" or session.round_over
    assert len(lines) == len(tell(game.record, "en"))
    before = len(game.record)
    if session.persons_turn:
        legal = game.legal_actions()
        session.play(legal[0])
        assert game.record[before][0] == "green"
        assert all(seat != "green" for seat, _ in game.record[before + 1:])
        assert session.bottom == "green" and session.face_up


def test_round_end_lines_tell_the_score() -> None:
    game = Dominoes.new(seed=7, players=3, target=500)
    session = TableSession(game, ["person", "easy", "easy"])
    session.start()
    rng = random.Random(7)
    lines: list[str] = []
    while not session.round_over:
        lines = session.play(rng.choice(game.legal_actions()))
    end = game.rounds[-1]
    sums = [line for line in lines if " = " in line]
    if end.winner is not None:
        assert len(sums) == 1
        assert arithmetic(sums[0]) == (end.points, end.points)
    assert lines[-1] == scoreboard(game.scores_so_far, 500, "en")


# ------------------------------------------------------------------ status
def test_status_in_english_and_italian() -> None:
    english = TableSession(Dominoes.new(seed=9), ["person", "medium"], "en")
    italian = TableSession(Dominoes.new(seed=9), ["person", "medium"], "it")
    english.start()
    italian.start()
    assert english.game == italian.game and english.persons_turn
    name = english.game.to_move.capitalize()
    wanted = {
        "draw": (f"{name}: nothing fits. Draw from the boneyard.",
                 f"{'Rosso' if name == 'Red' else 'Blu'}: non combacia niente. "
                 "Pesca dal mucchio."),
        "play": (f"{name} to play: click a raised tile (it fits an open end).",
                 f"Tocca al {'Rosso' if name == 'Red' else 'Blu'}: clicca una tessera "
                 "sollevata (combacia con un'estremità aperta)."),
    }
    kind = "draw" if english.game.legal_actions() == [DRAW] else "play"
    assert (english.status(), italian.status()) == wanted[kind]
    computer = TableSession(Dominoes.new(seed=9), ["medium", "medium"], "it")
    assert computer.status().startswith("Il ") and "(il computer) sta pensando." in (
        computer.status())


def test_must_draw_and_must_pass_are_said() -> None:
    seen: set[str] = set()
    for seed in range(12):
        game = Dominoes.new(seed=seed, players=2, hand_size=(5, 10, 14)[seed % 3])
        session = TableSession(game, ["person", "person"], "it" if seed % 2 else "en")
        rng = random.Random(seed)
        while not session.round_over:
            session.show_hand()
            legal = game.legal_actions()
            status = session.status()
            if legal == [DRAW]:
                seen.add("draw")
                assert status.endswith(("Draw from the boneyard.", "Pesca dal mucchio."))
            elif legal == [PASS]:
                seen.add("pass")
                assert status.endswith(("Pass.", "Passa."))
            else:
                assert status.endswith(("(it fits an open end).", "un'estremità aperta)."))
            session.play(rng.choice(legal))
        assert session.status() in (
            f"Round {game.round} is over: press “Next round” to deal.",
            f"Il giro {game.round} è finito: premi «Giro seguente».")
    assert seen == {"draw", "pass"}


def test_the_match_over_status() -> None:
    game = Dominoes.new(seed=2, players=2, target=1)
    session = TableSession(game, ["medium", "medium"], "it")
    session.start()
    while not game.is_over:
        session.press("deal")
    assert game.result is not None
    assert session.status().startswith("Vince il ")
    assert "si gioca a 1" in session.status()
