"""The Voilà app reads its settings from the page's address, safely."""

from __future__ import annotations

import pytest

from dominochess_widget.widgets.app import PlayApp, settings_from_query
from dominochess_widget.widgets.dominoes import DominoesWidget


def test_no_query_means_english_a_friend_and_the_first_game() -> None:
    settings = settings_from_query("")
    assert (settings.language, settings.opponent, settings.notices) == ("en", "friend", ())
    assert settings.game == "dominochess"


@pytest.mark.parametrize("query", ["lang=it", "?lang=IT", "lang=it-IT", "lang=it_IT"])
def test_italian_in_any_usual_spelling(query: str) -> None:
    assert settings_from_query(query).language == "it"


def test_opponent_and_language_together_other_parameters_ignored() -> None:
    settings = settings_from_query("theme=dark&lang=it&opponent=Medium")
    assert (settings.language, settings.opponent, settings.notices) == ("it", "medium", ())


def test_unknown_values_fall_back_and_say_so() -> None:
    settings = settings_from_query("lang=xx&opponent=grandmaster")
    assert (settings.language, settings.opponent) == ("en", "friend")
    assert len(settings.notices) == 2
    assert "'xx'" in settings.notices[0] and "'grandmaster'" in settings.notices[1]


def test_a_long_value_is_cut_in_the_notice() -> None:
    (notice,) = settings_from_query("opponent=" + "x" * 500).notices
    assert "x" * 41 not in notice and "…" in notice


def test_the_app_plays_in_the_language_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "lang=it&opponent=easy")
    app = PlayApp(seed=1)
    assert repr(app) == "PlayApp(language='it', opponent='easy')"
    assert app.play.text().startswith("Tocca al Rosso, tessera [3|5]")
    app.play.enter("5:Nb2-c4")
    assert app.play.game.history


@pytest.mark.parametrize(("query", "game"), [
    ("game=russian", "russian"), ("game=Russian", "russian"), ("lang=en&game= russian ", "russian"),
    ("game=lasca", "lasca"),
])
def test_the_address_chooses_the_game(query: str, game: str) -> None:
    settings = settings_from_query(query)
    assert (settings.game, settings.notices) == (game, ())


def test_an_unknown_game_falls_back_and_says_so() -> None:
    settings = settings_from_query("game=chess&lang=it")
    assert settings.game == "dominochess"
    (notice,) = settings.notices
    assert notice.startswith("L'indirizzo chiede il gioco 'chess', che non esiste")
    assert notice.endswith("Giochi: dominochess, damhex, dominoes, lasca, russian.")  # every game


def test_the_app_plays_russian_against_the_computer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "game=russian&lang=it&opponent=easy")
    app = PlayApp(time_budget=0.05)
    assert repr(app) == "PlayApp(game='russian', language='it', opponent='easy')"
    assert app.play.game.game_name == "russian"
    assert "Dama russa" in app.children[0].value  # the heading names the game
    assert app.play.text().startswith("Tocca al Bianco")
    app.play.enter("c3-d4")  # no event loop here: the computer (Black) answers at once
    assert len(app.play.game.history) == 2
    # The computer's move stays told above the board (the banner) until White acts.
    assert f"Il Nero ha giocato {app.play.game.history[-1]}" in app.play._banner.value


def test_the_app_seats_three_at_the_dominoes_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "game=dominoes&players=3&opponent=easy&lang=it")
    app = PlayApp()
    assert isinstance(app.play, DominoesWidget)  # the game names its own widget
    assert app.play.session.kinds == {"red": "person", "blue": "easy", "green": "easy"}
    assert "Domino doppio sei" in app.children[0].value
    assert app.play.text().startswith("Tocca al Rosso")
    friends = PlayApp("game=dominoes&players=4")  # no opponent: friends in every seat
    assert set(friends.play.session.kinds.values()) == {"person"}
    assert len(friends.play.game.seats) == 4


@pytest.mark.parametrize("players", ["1", "5", "three", "2.5"])
def test_a_bad_number_of_players_falls_back_to_two_and_says_so(players: str) -> None:
    settings = settings_from_query(f"game=dominoes&players={players}")
    assert settings.players == 2
    (notice,) = settings.notices
    assert f"'{players}' players" in notice and "from 2 to 4" in notice


def test_a_bad_game_in_the_app_shows_the_notice_above_the_first_game() -> None:
    app = PlayApp("game=go", seed=1)
    assert app.play.game.game_name == "dominochess"
    notice = app.children[0]
    assert "&#x27;go&#x27;" in notice.value and "dcp-app-notice" in notice._dom_classes
