"""Issue 27, deliver 2: a game shared by a link (core/links.py).

The packing of a record into an address (version prefix, zlib,
base64url) round-trips every shipped example of every game; a damaged,
cut, oversized or hostile value is refused with a :class:`LinkError` in
words, having unpacked no more than the cap; and a shared record never
carries what a player may not see yet (domino chess's pool order and
seed; a dominoes match before it ends).
"""

from __future__ import annotations

import base64
import random
import zlib

import pytest
from fuzz_inputs import check_message, mutate
from hypothesis import given, settings
from hypothesis import strategies as st

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import codec_of, read_any_record, write_any_record
from dominochess_widget.core.errors import ArgumentTypeError, DominoChessError
from dominochess_widget.core.links import (
    MAX_LINK_CHARS,
    MAX_POSITION_CHARS,
    MAX_RECORD_BYTES,
    RECORD_PREFIX,
    LinkError,
    app_address,
    check_position_text,
    decode_record,
    encode_record,
    public_record,
    without_tags,
)
from dominochess_widget.core.rules import observation
from dominochess_widget.examples import example_games, example_names, example_text


def _examples() -> list[tuple[str, str]]:
    return [(game, name) for game in example_games() for name in example_names(game)]


def _pack(raw: bytes) -> str:
    return RECORD_PREFIX + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def _played(name: str, seed: int, actions: int) -> object:
    """A game of ``name`` after its first legal action ``actions`` times."""
    state = registry.new(name, seed=seed)
    for _ in range(actions):
        if state.is_over:
            break
        state.play(state.legal_actions()[0])
    return state


# ------------------------------------------------------------ the packing
@pytest.mark.parametrize(("game", "name"), _examples())
def test_deliver_2_every_example_record_round_trips_through_a_link(game: str, name: str) -> None:
    text = example_text(name, game=game)
    token = encode_record(text)
    assert token.startswith(RECORD_PREFIX) and len(token) < len(text)
    assert set(token[len(RECORD_PREFIX):]) <= set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert decode_record(token) == text
    again = read_any_record(decode_record(token))
    assert codec_of(again.game).format(again) == codec_of(again.game).format(
        read_any_record(text))


@pytest.mark.parametrize("token", [
    "", "1.", "2.eJzLSM3JyQcABiwCFQ", "eJzLSM3JyQcABiwCFQ", "1.eJzLSM3J*QcABiwCFQ",
    "1.eJzLSM3JyQ", "1.a", "1.!!!!", "1.eJzLSM3JyQcABiwCFQAAAA", "1.aGVsbG8",
    "1." + "A" * 100,
])
def test_deliver_2_garbage_and_cut_links_are_refused_in_words(token: str) -> None:
    with pytest.raises(LinkError) as caught:
        decode_record(token)
    check_message(caught.value)


def test_deliver_2_a_link_cut_short_is_refused() -> None:
    token = encode_record(example_text(example_names("russian")[0], game="russian"))
    for cut in (len(token) - 1, len(token) - 5, len(token) // 2, 4):
        with pytest.raises(LinkError):
            decode_record(token[:cut])


def test_deliver_2_bytes_after_the_end_and_text_not_utf8_are_refused() -> None:
    with pytest.raises(LinkError, match="damaged"):
        decode_record(_pack(b"") + "AAAA")
    with pytest.raises(LinkError, match="damaged"):
        decode_record(_pack(b"\xff\xfe record"))


def test_deliver_2_a_zip_bomb_is_refused_after_unpacking_no_more_than_the_cap() -> None:
    bomb = _pack(b"\0" * (50 * MAX_RECORD_BYTES))  # 10 MB of zeros: about 10 KB packed
    assert len(bomb) <= MAX_LINK_CHARS
    with pytest.raises(LinkError, match="too big") as caught:
        decode_record(bomb)
    assert "troppo grande" in caught.value.message("it")


def test_deliver_2_too_long_links_and_records_are_refused() -> None:
    with pytest.raises(LinkError, match="too long"):
        decode_record(RECORD_PREFIX + "A" * MAX_LINK_CHARS)
    with pytest.raises(LinkError, match="too long"):
        encode_record("x" * (MAX_RECORD_BYTES + 1))
    noise = base64.b64encode(random.Random(1).randbytes(15_000)).decode()  # does not pack
    with pytest.raises(LinkError, match="too long"):
        encode_record(noise)
    with pytest.raises(LinkError, match="too long"):
        check_position_text("x" * (MAX_POSITION_CHARS + 1))


def test_deliver_2_wrong_types_name_the_parameter() -> None:
    with pytest.raises(ArgumentTypeError, match="record"):
        decode_record(None)  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match="text"):
        encode_record(b"bytes")  # type: ignore[arg-type]


@settings(max_examples=120, deadline=None)
@given(st.data())
def test_deliver_2_a_mutated_link_opens_or_is_refused_in_words(data: st.DataObject) -> None:
    game, name = data.draw(st.sampled_from(_examples()))
    token = mutate(data.draw, encode_record(example_text(name, game=game)))
    try:
        read_any_record(decode_record(token))
    except DominoChessError as error:  # LinkError or the record's own RecordError
        check_message(error)


# ------------------------------------------------------------ what a link may show
def test_deliver_2_an_unfinished_domino_chess_link_has_no_seed_and_no_pool_order() -> None:
    game = _played("dominochess", 5, 3)
    text = write_any_record(game)
    assert '[Seed "5"]' in text  # the saved record keeps it: the game goes on exactly
    shared = public_record(text)
    assert "Seed" not in shared and "Pool" not in shared and "pool=" not in shared
    again = read_any_record(shared).game
    assert [str(a) for a in again.history] == [str(a) for a in game.history]
    for seat in game.seats:  # the tiles drawn so far are the same, the rest unknown
        assert observation(again, seat) == observation(game, seat)


def test_deliver_2_two_games_that_differ_only_in_the_pool_to_come_share_one_link() -> None:
    """The link depends on nothing a player cannot see: games with the same
    public past and different pool orders give the same address."""
    first = _played("dominochess", 5, 4)
    text = write_any_record(first)
    reseeded = read_any_record(text.replace('[Seed "5"]', '[Seed "77"]')).game
    assert reseeded.position() != first.position()  # another pool to come
    assert encode_record(public_record(text)) == encode_record(
        public_record(write_any_record(reseeded)))


def test_deliver_2_a_domino_chess_record_with_a_pool_given_keeps_it_out() -> None:
    game = _played("dominochess", 3, 2)
    pool = game.position().split("pool=")[1].split()[0].replace(",", " ")
    text = write_any_record(game).replace('[Result "*"]', f'[Pool "{pool}"]\n[Result "*"]')
    with pytest.raises(DominoChessError):  # the pool given must start with the first tile
        read_any_record(text)
    first = registry.new("dominochess", seed=3)
    tiles = first.position().split("pool=")[1].split()[0].replace(",", " ")
    record = f'[Pool "{tiles}"]\n\n1. [{first.tile[0]}|{first.tile[1]}]\n*\n'
    shared = public_record(record)
    assert "Pool" not in shared
    assert read_any_record(shared).game.tile == first.tile


def test_deliver_2_a_finished_game_and_a_game_that_hides_nothing_are_shared_whole() -> None:
    russian = write_any_record(_played("russian", 1, 5))
    assert public_record(russian) == russian
    over = registry.new("dominochess", seed=5)
    over.resign()
    text = write_any_record(over)
    assert public_record(text) == text


def test_deliver_2_an_unfinished_dominoes_match_is_refused_a_finished_one_shared() -> None:
    """Dominoes: a record sets up every hand and the boneyard, so a match is
    shared only once it is over (decided: not a seat's view, which is no
    record one could replay)."""
    match = _played("dominoes", 5, 3)
    with pytest.raises(LinkError) as caught:
        public_record(write_any_record(match))
    assert "before it ends" in str(caught.value)
    assert "prima della fine" in caught.value.message("it")
    match.resign()
    assert match.is_over
    text = write_any_record(match)
    assert public_record(text) == text


def test_deliver_2_a_tag_written_oddly_cannot_slip_through() -> None:
    text = write_any_record(_played("dominochess", 5, 1))
    odd = "\n\n" + text.replace('[Seed "5"]', '[ Seed   "5" ]')
    shared = public_record(odd)
    assert "Seed" not in shared
    assert without_tags('[A "1"]\n[Seed "2"]\n[B "3"]\n\n1. x', ("Seed",)) == (
        '[A "1"]\n[B "3"]\n\n1. x')


# ------------------------------------------------------------ addresses
def test_deliver_2_the_app_address_follows_the_server() -> None:
    query = {"game": "russian", "position": "B:W21:B12"}
    tail = "voila/render/notebooks/play_app.ipynb?game=russian&position=B%3AW21%3AB12"
    assert app_address(query) == "/" + tail
    assert app_address(query, prefix="/user/ann/") == "/user/ann/" + tail
    assert app_address(query, page="/base/voila/render/notebooks/03_play.ipynb") == (
        "/base/" + tail)
    assert app_address(query, page="/") == "/?game=russian&position=B%3AW21%3AB12"
