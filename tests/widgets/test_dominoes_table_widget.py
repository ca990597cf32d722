"""The dominoes table widget (widgets/dominoes.py): buttons that follow the
session, clicks at canvas points, refusals shown in the widget (never
raised, nothing changed), new matches and computers playing on their own."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import ipywidgets as widgets
import pytest

from dominochess_widget.core.errors import DominoChessError, SettingError
from dominochess_widget.games.dominoes import DRAW, PASS, Dominoes, Play
from dominochess_widget.games.dominoes.session import PERSON
from dominochess_widget.games.dominoes.tiles import tile_name
from dominochess_widget.games.dominoes.view import Box
from dominochess_widget.widgets.dominoes import BUTTONS, DominoesWidget


def walk(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def button(widget: DominoesWidget, name: str) -> Any:
    [found] = [w for w in walk(widget)
               if isinstance(w, widgets.Button) and f"dcd-{name}" in w._dom_classes]
    return found


def centre(box: Box) -> tuple[float, float]:
    return box.x + box.width / 2, box.y + box.height / 2


def check_buttons(widget: DominoesWidget) -> None:
    session = widget.session
    assert button(widget, "show").disabled == (not session.needs_reveal)
    for name in ("draw", "pass", "deal"):
        assert button(widget, name).disabled == (not session.can(name)), name
    assert not button(widget, "new").disabled


def snapshot(widget: DominoesWidget) -> tuple[object, ...]:
    return (widget.game.position(), len(widget.game.record), widget.scene,
            widget.session.status(), widget.session.chosen, widget.session.face_up)


def refuse(widget: DominoesWidget, attempt: Callable[[], None]) -> str:
    """Run a refused ``attempt``: it must not raise, must show a message
    and change nothing; returns the message."""
    before = snapshot(widget)
    attempt()
    assert widget.error
    assert snapshot(widget) == before
    check_buttons(widget)
    return widget.error


def step(widget: DominoesWidget, rng: random.Random) -> None:
    """One step of the person to move, by buttons and clicks at points only."""
    session, game = widget.session, widget.game
    if session.round_over:
        button(widget, "deal").click()
        return
    if session.needs_reveal:
        button(widget, "show").click()
        assert session.face_up
    legal = game.legal_actions()
    if legal == [DRAW]:
        button(widget, "draw").click()
        return
    if legal == [PASS]:
        button(widget, "pass").click()
        return
    raised = [t for t in widget.scene.tiles if t.raised]
    assert raised
    item = rng.choice(raised)
    before, mover = len(game.record), game.to_move
    fits = [a for a in legal if isinstance(a, Play) and a.tile == item.numbers]
    widget.click_at(*centre(item.box))
    assert not widget.error
    if len(fits) == 1:
        assert game.record[before] == (mover, fits[0])
        return
    assert session.chosen == item.numbers and len(game.record) == before
    assert [t.chosen for t in widget.scene.tiles if t.key] == [
        t.key == item.key for t in widget.scene.tiles if t.key]
    face = rng.choice(widget.scene.faces)
    x, y = centre(face.box)
    aimed = widget.scene.hit(x, y)  # the ghost under the point (see the view tests)
    assert aimed is not None and aimed.startswith("face:")
    widget.click_at(x, y)
    assert not widget.error
    seat, played = game.record[before]
    assert seat == mover and isinstance(played, Play) and played.tile == item.numbers
    assert str(played.face) == aimed.removeprefix("face:")


# ------------------------------------------------------------------ building
@pytest.mark.parametrize(("language", "words"), [
    ("en", ("Show my hand", "Draw", "Pass", "Next round", "New match")),
    ("it", ("Mostra la mia mano", "Pesca", "Passa", "Giro seguente", "Nuova partita"))])
def test_a_widget_in_english_and_italian(language: str, words: tuple[str, ...]) -> None:
    widget = DominoesWidget(players=3, language=language)
    assert BUTTONS == ("show", "draw", "pass", "deal", "new")
    assert tuple(button(widget, name).description for name in BUTTONS) == words
    assert widget.session.kinds == {"red": PERSON, "blue": "medium", "green": "medium"}
    assert widget.session.language == language
    assert widget.scene == widget.session.scene()
    assert widget.error == ""
    assert widget.text().splitlines()[0] == widget.session.status()
    assert widget.session.persons_turn  # the computers played up to the person
    check_buttons(widget)
    assert "dcd-table" in widget._dom_classes
    assert repr(widget) == "DominoesWidget(red=person, blue=medium, green=medium)"


def test_settings_seats_and_opponents() -> None:
    widget = DominoesWidget(players=4, opponent="friend", hand_size=6, target=50,
                            scoring="common", seed=3)
    assert widget.session.people == list(widget.game.seats)
    assert widget.game.settings.hand_size == 6 and widget.game.settings.target == 50
    assert widget.game.settings.scoring == "common"
    assert widget.game == Dominoes.new(seed=3, players=4, hand_size=6, target=50,
                                       scoring="common")
    easy = DominoesWidget(opponent="easy")
    assert easy.session.kinds == {"red": PERSON, "blue": "easy"}
    given = Dominoes.new(seed=8, players=3)
    seated = DominoesWidget(given, seats=["hard", "person", "easy"])
    assert seated.game is given and seated.session.kinds["red"] == "hard"
    for wrong in ({"language": "xx"}, {"seats": ["person"]}, {"opponent": "genius"},
                  {"players": 5}):
        with pytest.raises(SettingError):
            DominoesWidget(**wrong)  # type: ignore[arg-type]


# ------------------------------------------------------------------ refusals
def person_widget(seed: int, language: str = "en") -> DominoesWidget:
    """A person against a computer, at the person's turn with a play to make."""
    for s in range(seed, seed + 50):
        widget = DominoesWidget(seed=s, language=language)
        game = widget.game
        if game.table.placements and any(isinstance(a, Play) for a in game.legal_actions()):
            return widget
    raise AssertionError("no such match")


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_refusal_is_shown_in_the_widget_and_changes_nothing(language: str) -> None:
    widget = person_widget(1, language)
    game = widget.game
    hand = game.hand(game.to_move)
    plays = [a for a in game.legal_actions() if isinstance(a, Play)]
    misfits = [t for t in hand if t not in {a.tile for a in plays}]
    outside = next(t for t in ((0, 0), (1, 1), (2, 2), (0, 1), (0, 2)) if t not in hand)
    messages = [
        refuse(widget, lambda: widget.press("pass")),
        refuse(widget, lambda: widget.press("draw")),
        refuse(widget, lambda: widget.press("deal")),
        refuse(widget, lambda: widget.click("tile:" + tile_name(outside))),
        refuse(widget, lambda: widget.click("tile:9|9")),
        refuse(widget, lambda: widget.play("3|7")),
        refuse(widget, lambda: widget.play("hello")),
        refuse(widget, lambda: widget.play(42)),  # type: ignore[arg-type]
    ]
    if misfits:
        messages.append(refuse(widget, lambda: widget.click("tile:" + tile_name(misfits[0]))))
    assert all(" " in m and "dominoes." not in m and "Traceback" not in m for m in messages)
    with pytest.raises(DominoChessError) as caught:
        game.parse_action("pass")
    assert messages[0] == caught.value.message(language)
    # The Pass and Draw buttons are disabled, and a click on them changes nothing either.
    for name in ("pass", "draw", "deal"):
        assert button(widget, name).disabled
    # A good action clears the message.
    widget.play(str(plays[0]))
    assert widget.error == ""
    assert len(game.record) > 0


def test_clicks_that_mean_nothing_do_nothing() -> None:
    widget = person_widget(4)
    before = snapshot(widget)
    widget.click("nothing")
    widget.click("face:6|6:1")  # no tile picked
    widget.click_at(-5, -5)
    widget.click_at(1, 1)
    assert snapshot(widget) == before and widget.error == ""


def test_a_hidden_hand_cannot_be_clicked_or_read() -> None:
    widget = DominoesWidget(players=2, opponent="friend", seed=5)
    game = widget.game
    first = game.to_move
    assert widget.session.needs_reveal and not button(widget, "show").disabled
    assert all(t.numbers is None for t in widget.scene.tiles)
    assert f"{first.capitalize()}'s hand" not in widget.text()
    for tile in game.hand(first):
        widget.click("tile:" + tile_name(tile))
    assert game.record == [] and widget.error == ""
    button(widget, "show").click()
    assert f"{first.capitalize()}'s hand" in widget.text()
    step(widget, random.Random(5))  # the lead
    assert game.to_move != first
    assert f"{first.capitalize()}'s hand" not in widget.text()
    assert widget.session.needs_reveal and button(widget, "draw").disabled


# ------------------------------------------------------------------ playing
@pytest.mark.parametrize(("seats", "seed"), [
    (["person", "medium"], 1), (["easy", "person", "easy"], 2),
    (["person", "person"], 3), (["person", "easy", "person", "easy"], 4)])
def test_a_match_by_buttons_and_clicks_at_points(seats: list[str], seed: int) -> None:
    widget = DominoesWidget(players=len(seats), seats=seats, seed=seed, target=30)
    rng = random.Random(seed)
    game = widget.game
    for _ in range(1500):
        if game.is_over:
            break
        check_buttons(widget)
        rounds = len(game.rounds)
        step(widget, rng)
        assert not widget.error
        assert widget.scene == widget.session.scene()
        if len(game.rounds) > rounds:
            end = game.rounds[-1]
            if end.winner is not None:
                assert f"= {end.points} points for" in widget.text()
    assert game.is_over
    check_buttons(widget)
    assert all(button(widget, name).disabled for name in ("show", "draw", "pass", "deal"))
    assert widget.text().splitlines()[0] == widget.session.status()


def test_the_buttons_do_what_they_say() -> None:
    for seed in range(1, 60):
        widget = DominoesWidget(seed=seed)
        game = widget.game
        if game.legal_actions() == [DRAW]:
            break
    else:
        raise AssertionError("no match where the person must draw first")
    size, before = len(game.hand("red")), len(game.record)
    assert game.to_move == "red"
    assert not button(widget, "draw").disabled and button(widget, "pass").disabled
    button(widget, "draw").click()
    assert game.record[before:] == [("red", DRAW)]
    assert len(game.hand("red")) == size + 1 and game.to_move == "red"
    assert not widget.error and widget.session.face_up
    # Clicking a disabled button's handler is refused in the widget, not raised.
    if game.legal_actions() != [PASS]:
        refuse(widget, lambda: button(widget, "pass").click())


def test_new_match_starts_afresh_with_the_same_seats_and_settings() -> None:
    widget = DominoesWidget(players=3, seats=["person", "easy", "medium"], seed=7, target=60,
                            hand_size=4, scoring="common")
    rng = random.Random(7)
    for _ in range(12):
        step(widget, rng)
    widget.play("hello")
    assert widget.error
    button(widget, "new").click()
    game = widget.game
    assert widget.error == ""
    assert game.seed == 8 and game.round == 1 and not game.rounds
    assert game.scores_so_far == dict.fromkeys(game.seats, 0)
    assert (game.settings.players, game.settings.hand_size, game.settings.target,
            game.settings.scoring) == (3, 4, 60, "common")
    assert widget.session.kinds == {"red": PERSON, "blue": "easy", "green": "medium"}
    assert all(seat != "red" for seat, _ in game.record)  # only the computers moved
    assert widget.session.persons_turn or widget.session.round_over
    fresh = Dominoes.new(seed=8, players=3, hand_size=4, target=60, scoring="common")
    for _, action in game.record:
        fresh.play(action)
    assert fresh == game
    assert "hello" not in widget.text()
    check_buttons(widget)
    widget.new_match()
    assert widget.game.seed == 9


def test_computers_alone_play_to_the_end_of_the_round() -> None:
    widget = DominoesWidget(players=3, seats=["easy", "medium", "easy"], seed=2)
    game = widget.game
    assert len(game.rounds) == 1 and (game.between_rounds or game.is_over)
    assert widget.session.round_over and widget.session.face_up
    check_buttons(widget)
    assert not button(widget, "deal").disabled
    assert all(button(widget, n).disabled for n in ("show", "draw", "pass"))
    every = {t for seat in game.seats for t in game.hand(seat)}
    assert {t.numbers for t in widget.scene.tiles[len(game.table.placements):]
            if t.numbers is not None} == every
    text = widget.text()
    assert "Round 1 is over" in text and "(target 100)" in text
    button(widget, "deal").click()
    assert len(game.rounds) == 2 and game.round == 2
    assert "Round 2 is over" in widget.text()
    assert any(line.startswith("Blue") or line.startswith("Red") or line.startswith("Green")
               for line in widget.text().splitlines()[1:])
    check_buttons(widget)


def test_a_computer_that_leads_plays_before_the_person() -> None:
    for seed in range(1, 30):
        game = Dominoes.new(seed=seed, players=2)
        if game.to_move == "blue":
            break
    widget = DominoesWidget(game, seats=["person", "easy"])
    assert game.record[0][0] == "blue"
    assert widget.session.persons_turn or widget.session.round_over
    assert "Blue leads" in widget.text()
