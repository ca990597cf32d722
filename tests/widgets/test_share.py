"""Issue 27, deliver 2 and item 9: Share / Picture / Flip under every board,
the Voilà app opening a shared position or record, and the turns played
without a choice told in the player's status line."""

from __future__ import annotations

import base64
import html
import re
from typing import Any
from urllib.parse import parse_qs, unquote, urlencode, urlsplit

import pytest
from fuzz_inputs import mutate
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import codec_of, read_any_record, write_any_record
from dominochess_widget.core.links import decode_record, encode_record
from dominochess_widget.widgets import GameViewer, PlayWidget
from dominochess_widget.widgets.app import PlayApp, settings_from_query
from dominochess_widget.widgets.dominoes import DominoesWidget
from dominochess_widget.widgets.editor import PositionEditor
from dominochess_widget.widgets.share import ShareBar


def _query_of(url: str) -> dict[str, str]:
    """The app's query inside an address (a Binder link nests it in urlpath)."""
    parts = urlsplit(url)
    query = parse_qs(parts.query)
    if "urlpath" in query:
        return _query_of(unquote(query["urlpath"][0]))
    return {name: values[-1] for name, values in query.items()}


def _svg_in(link_html: str) -> str:
    found = re.search(r"base64,([A-Za-z0-9+/=]+)'", link_html)
    assert found, link_html
    return base64.b64decode(found[1]).decode("utf-8")


def _bar(widget: Any) -> ShareBar:
    bars = [child for child in _descendants(widget) if isinstance(child, ShareBar)]
    assert len(bars) == 1, "one bar per widget"
    return bars[0]


def _descendants(widget: Any) -> list[Any]:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _descendants(child)
    return found


# ------------------------------------------------------------ the bar
def test_deliver_2_share_gives_a_link_that_holds_the_game_and_opens_it() -> None:
    player = PlayWidget("russian", seed=1)
    player.enter("c3-d4")
    player.enter("f6-g5")
    found = player.share_bar.share()
    assert found["here"].startswith("/voila/render/notebooks/play_app.ipynb?record=1.")
    assert found["binder"].startswith("https://mybinder.org/v2/gh/")
    for url in found.values():
        query = _query_of(url)
        record = read_any_record(decode_record(query["record"]))
        assert [str(a) for a in record.game.history] == ["c3-d4", "f6-g5"]
        assert query["lang"] == "en"
    shown = player.share_bar.links
    assert html.escape(found["here"], quote=True) in shown and "readonly" in shown
    app = PlayApp(urlsplit(found["here"]).query)  # the same game, in the viewer
    assert isinstance(app.play, GameViewer)
    assert app.play.frames[-1].game.position() == player.game.position()


def test_deliver_2_the_bar_speaks_italian_with_tooltips() -> None:
    bar = PlayWidget("russian", language="it").share_bar
    buttons = bar.buttons
    assert [buttons[n].description for n in ("share", "picture", "flip")] == [
        "Condividi", "Immagine", "Gira"]
    assert all(button.tooltip for button in buttons.values())
    bar.share()
    assert "Link su questo server" in bar.links and "Link su Binder" in bar.links


def test_deliver_2_picture_downloads_the_svg_the_widget_makes() -> None:
    player = PlayWidget("lasca")
    player.share_bar.picture()
    link = player.share_bar.download.value
    assert "download='lasca.svg'" in link and "image/svg+xml" in link
    assert _svg_in(link) == player.to_svg()
    player.enter(player.game.legal_actions()[0].__str__())
    assert player.share_bar.download.value == ""  # an old picture is not offered


def test_deliver_2_flip_turns_a_two_seat_board_and_three_seats_have_no_flip() -> None:
    player = PlayWidget("russian")
    button = player.share_bar.buttons["flip"]
    assert button.layout.display != "none" and not player.board.flipped
    button.click()
    assert player.board.flipped
    damhex = PlayWidget("damhex")
    assert damhex.share_bar.buttons["flip"].layout.display == "none"
    damhex.share_bar.flip()  # nothing happens, nothing breaks


def test_deliver_2_every_board_widget_has_one_bar() -> None:
    viewer = GameViewer.example("1_the_mapping")
    editor = PositionEditor("russian")
    table = DominoesWidget(seed=2)
    for widget in (PlayWidget(), viewer, editor, table):
        assert _bar(widget).buttons["share"].description == "Share"
    assert _bar(table).buttons["flip"].layout.display == "none"


def test_deliver_2_an_unfinished_domino_chess_game_is_shared_without_its_future() -> None:
    player = PlayWidget(seed=5)
    player.enter(str(player.game.legal_actions()[0]))
    query = player.share_query()
    text = decode_record(query["record"])
    assert "Seed" not in text and "pool" not in text.lower()
    assert read_any_record(text).game.observation("red") == player.game.observation("red")


def test_deliver_2_an_unfinished_dominoes_match_is_refused_in_words() -> None:
    table = DominoesWidget(seed=3, language="it")
    bar = _bar(table)
    assert bar.share() == {}
    assert "prima della fine" in bar.links and "role='alert'" in bar.links
    bar.picture()  # the picture shows the table as the seat sees it
    assert _svg_in(bar.download.value) == table.to_svg()


def test_deliver_2_a_finished_dominoes_match_opens_in_the_viewer() -> None:
    table = DominoesWidget(seed=3)
    table.game.resign()
    query = table.share_query()
    app = PlayApp(f"record={query['record']}")
    assert isinstance(app.play, GameViewer) and app.settings.game == "dominoes"


def test_deliver_2_the_viewer_shares_its_record_with_its_comments() -> None:
    viewer = GameViewer.example("3_the_turkish_strike")
    text = decode_record(viewer.share_query()["record"])
    assert text == codec_of(viewer.record.game).format(viewer.record)
    assert "{" in text  # the comments travel with it
    viewer.go(3)
    viewer.share_bar.picture()
    assert _svg_in(viewer.share_bar.download.value) == viewer.to_svg()
    assert "3_the_turkish_strike" not in viewer.share_bar.download.value
    viewer.share_bar.buttons["flip"].click()
    assert viewer.board.flipped


def test_deliver_2_the_editor_shares_a_position_without_the_pool_order() -> None:
    editor = PositionEditor("dominochess", seed=4)
    query = editor.share_query()
    assert query["game"] == "dominochess" and query["position"] == editor.text
    assert "pool=" not in query["position"] and "seed=" not in query["position"]
    app = PlayApp(urlsplit(editor.share_bar.share()["here"]).query)
    assert isinstance(app.play, PlayWidget)
    assert app.play.game.placement() == registry.from_position(
        "dominochess", editor.position).placement()


def test_deliver_2_the_editor_refuses_to_share_an_impossible_position() -> None:
    editor = PositionEditor("dominochess")
    editor.clear()
    assert editor.share_bar.share() == {}
    assert "Red has no king" in editor.share_bar.links and "role='alert'" in editor.share_bar.links


# ------------------------------------------------------------ the app
def test_deliver_2_a_position_in_the_address_opens_the_player_there() -> None:
    text = "W:Wc3,d4:Bf6"
    settings_ = settings_from_query(f"game=russian&position={text}&lang=it")
    assert settings_.notices == () and settings_.state is not None
    app = PlayApp(f"game=russian&position={text}")
    assert isinstance(app.play, PlayWidget) and app.play.game.position() == (
        registry.from_position("russian", text).position())
    assert repr(app) == "PlayApp(game='russian', language='en', opponent='friend', " \
        "shared='position')"


@pytest.mark.parametrize(("query", "words"), [
    ("game=russian&position=garbage", "The position of Russian draughts in the address"),
    ("game=lasca&position=" + "x" * 5000, "too long"),
    ("record=1.AAAA", "damaged"),
    ("record=9.eJzLSM3JyQcABiwCFQ", "cannot read"),
    ("record=" + encode_record("[Game \"Lasca\"]\n\n1. a3-b4 a3-b4 *\n"), "cannot be opened"),
])
def test_deliver_2_a_bad_shared_value_is_a_notice_above_a_new_game(query: str, words: str) -> None:
    app = PlayApp(query, seed=1)
    (notice,) = app.settings.notices
    assert words in notice and "A new game instead." in notice
    assert "dcp-app-notice" in app.children[0]._dom_classes
    assert isinstance(app.play, PlayWidget)


def test_deliver_2_notices_speak_the_page_language() -> None:
    (notice,) = settings_from_query("lang=it&record=1.%21%21").notices
    assert notice.startswith("La partita nell'indirizzo non si può aprire.")


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_deliver_2_any_mangled_address_gives_a_game_and_at_most_notices(
        data: st.DataObject) -> None:
    record = write_any_record(registry.new(data.draw(st.sampled_from(registry.names())), seed=2))
    value = mutate(data.draw, encode_record(record))
    name = data.draw(st.sampled_from(["record", "position"]))
    found = settings_from_query(urlencode({name: value}))
    opened = found.record is not None or found.state is not None
    assert opened or found.notices or not value.strip()  # an empty value: the defaults


# ------------------------------------------------------------ item 9
def test_9_forced_turns_are_told_in_the_status_line_when_the_player_opens() -> None:
    player = PlayWidget(seed=25)  # six halves with no move before anyone clicks
    assert len(player.game.history) == 6
    status = player.text().splitlines()[0]
    assert status.startswith("Red drew [0|3]") and "Now Blue must play." in status
    assert "data-forced='1'" in player._status.value
    assert status.endswith(player.session.status())  # then the first turn needing a person


def test_9_without_forced_turns_the_status_line_is_whose_turn() -> None:
    player = PlayWidget(seed=999, language="it")
    assert "data-forced='0'" in player._status.value
    assert player.text().splitlines()[0] == player.session.status()
