"""The dominoes table scene (games/dominoes/view.py): what one seat may see
(O10), where every tile is drawn and what a click at a point means."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from dominochess_widget.games.dominoes import Dominoes, Play
from dominochess_widget.games.dominoes.computer import imagined
from dominochess_widget.games.dominoes.table import Face
from dominochess_widget.games.dominoes.tiles import TILES, Tile, is_double, tile_name
from dominochess_widget.games.dominoes.view import (
    BOTTOM,
    HEIGHT,
    TOP,
    WIDTH,
    Box,
    TableScene,
    TileItem,
    table_scene,
)

EPS = 1e-6
#: (players, hand size) of the seeded rounds the properties run over.
DEALS = ((2, 5), (3, 5), (4, 5), (2, 7), (4, 7))


def random_round(seed: int, players: int, hand_size: int = 5) -> Iterator[Dominoes]:
    """Every state of one round played at random (a copy each), to its end."""
    game = Dominoes.new(seed=seed, players=players, hand_size=hand_size)
    rng = random.Random(seed)
    yield game.clone()
    while not game.rounds:
        game.play(rng.choice(game.legal_actions()))
        yield game.clone()


def sampled(seed: int, players: int, hand_size: int = 5, count: int = 4) -> list[Dominoes]:
    """A few states of a random round, inside the round and past the lead."""
    states = [g for g in random_round(seed, players, hand_size)
              if g.table.placements and not g.between_rounds and not g.is_over]
    rng = random.Random(f"sample/{seed}")
    return rng.sample(states, min(count, len(states)))


def ended(seed: int, players: int, hand_size: int = 5) -> Dominoes:
    *_, last = random_round(seed, players, hand_size)
    assert last.between_rounds
    return last


def hidden(game: Dominoes, seat: str) -> tuple[object, ...]:
    """What ``seat`` cannot see: the other hands and the boneyard's order."""
    others = tuple(game.hand(s) for s in game.seats if s != seat)
    boneyard = game.position().split("boneyard=")[1].split(";")[0]
    return others, boneyard


def table_items(game: Dominoes, scene: TableScene) -> tuple[TileItem, ...]:
    return scene.tiles[:len(game.table.placements)]


def off_table(game: Dominoes, scene: TableScene) -> tuple[TileItem, ...]:
    return scene.tiles[len(game.table.placements):]


def hand_items(game: Dominoes, scene: TableScene, seat: str) -> tuple[TileItem, ...]:
    """The bottom seat's hand: the last tiles of the scene."""
    return scene.tiles[len(scene.tiles) - game.hand_sizes[seat]:]


def centre(box: Box) -> tuple[float, float]:
    return box.x + box.width / 2, box.y + box.height / 2


def overlap(one: Box, other: Box) -> bool:
    return (one.x < other.x + other.width - EPS and other.x < one.x + one.width - EPS
            and one.y < other.y + other.height - EPS and other.y < one.y + one.height - EPS)


def inside(box: Box, left: float, top: float, right: float, bottom: float) -> bool:
    return (left - EPS <= box.x and box.x + box.width <= right + EPS
            and top - EPS <= box.y and box.y + box.height <= bottom + EPS)


def distance(x: float, y: float, box: Box) -> float:
    """From the point (x, y) to the nearest point of ``box``."""
    dx = max(box.x - x, 0.0, x - box.x - box.width)
    dy = max(box.y - y, 0.0, y - box.y - box.height)
    return math.hypot(dx, dy)


def halves(box: Box) -> tuple[tuple[float, float], tuple[float, float]]:
    """The centres of a tile's two halves, first the one drawn first (left or top)."""
    if box.width >= box.height:
        y = box.y + box.height / 2
        return (box.x + box.width / 4, y), (box.x + 3 * box.width / 4, y)
    x = box.x + box.width / 2
    return (x, box.y + box.height / 4), (x, box.y + 3 * box.height / 4)


def shown_numbers(tiles: tuple[TileItem, ...]) -> Counter[Tile]:
    return Counter(tuple(sorted(t.numbers)) for t in tiles  # type: ignore[misc]
                   if t.numbers is not None)


# ------------------------------------------------------------------ privacy (O10)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_scene_is_the_same_in_every_world_the_seat_may_imagine(players: int) -> None:
    """The hidden tiles reshuffled (imagined) give the same scene, face up
    and with a chosen tile: the scene reads no hidden tile."""
    differing = 0
    for seed in range(5):
        for game in sampled(seed, players):
            for seat in game.seats:
                worlds = [imagined(game, seat, random.Random(k)) for k in range(6)]
                other = [w for w in worlds if hidden(w, seat) != hidden(game, seat)]
                assert other, (game.position(), seat)  # not vacuous
                differing += len(other)
                mine = [a for a in game.legal_actions() if isinstance(a, Play)]
                chosen = mine[0].tile if seat == game.to_move and mine else None
                for world in other:
                    assert world.hand(seat) == game.hand(seat)
                    for face_up in (True, False):
                        assert (table_scene(world, seat, face_up, "en")
                                == table_scene(game, seat, face_up, "en"))
                    assert (table_scene(world, seat, True, "it", chosen)
                            == table_scene(game, seat, True, "it", chosen))
    assert differing > 100


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_hand_face_down_is_not_read(players: int) -> None:
    """face_up=False: the scene is the same whatever the bottom seat holds."""
    checked = 0
    for seed in range(4):
        for game in sampled(seed, players, count=3):
            for seat in game.seats:
                onlooker = next(s for s in game.seats if s != seat)
                worlds = [imagined(game, onlooker, random.Random(k)) for k in range(8)]
                changed = [w for w in worlds if w.hand(seat) != game.hand(seat)]
                mine = [a.tile for a in game.legal_actions()
                        if isinstance(a, Play) and seat == game.to_move]
                for world in changed:
                    scene = table_scene(game, seat, False, "en", mine[0] if mine else None)
                    assert table_scene(world, seat, False, "en") == scene
                    assert all(t.numbers is None for t in off_table(game, scene))
                    assert not scene.faces
                checked += len(changed)
    assert checked > 30


def test_face_down_the_bottom_hand_is_backs_with_no_keys() -> None:
    game = next(g for g in sampled(3, 2, count=10)
                if any(isinstance(a, Play) for a in g.legal_actions()))
    seat = game.to_move
    chosen = next(a.tile for a in game.legal_actions() if isinstance(a, Play))
    assert table_scene(game, seat, True, "en", chosen=chosen).faces
    scene = table_scene(game, seat, False, "en", chosen=chosen)
    assert scene == table_scene(game, seat, False, "en")
    mine = hand_items(game, scene, seat)
    assert len(mine) == len(game.hand(seat))
    assert all(t.numbers is None and not t.key and not t.raised for t in mine)
    assert not scene.faces
    for item, tile in zip(mine, game.hand(seat), strict=True):
        assert scene.hit(*centre(item.box)) is None
        assert tile_name(tile) not in " ".join(scene.words)


@pytest.mark.parametrize(("players", "hand_size"), DEALS)
def test_at_a_rounds_end_every_hand_is_shown(players: int, hand_size: int) -> None:
    for seed in range(5):
        game = ended(seed, players, hand_size)
        every = Counter(t for s in game.seats for t in game.hand(s))
        for seat in game.seats:
            for face_up in (True, False):
                scene = table_scene(game, seat, face_up, "en")
                assert shown_numbers(off_table(game, scene)) == every
                for other in game.seats:
                    if game.hand(other):
                        names = ", ".join(map(tile_name, game.hand(other)))
                        assert any(names in words for words in scene.words)
                assert not any(t.key or t.raised for t in scene.tiles)


def test_when_the_match_is_over_every_hand_is_shown() -> None:
    game = Dominoes.new(seed=4, players=3, target=1)
    rng = random.Random(4)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    every = Counter(t for s in game.seats for t in game.hand(s))
    scene = table_scene(game, game.seats[1], False, "en")
    assert shown_numbers(off_table(game, scene)) == every


def test_before_the_end_no_other_hand_is_shown() -> None:
    for game in sampled(8, 4, count=6):
        seat = game.seats[0]
        scene = table_scene(game, seat, True, "en")
        assert shown_numbers(off_table(game, scene)) == Counter(game.hand(seat))
        others = scene.tiles[len(game.table.placements):len(scene.tiles) - len(game.hand(seat))]
        sizes = sum(n for s, n in game.hand_sizes.items() if s != seat)
        assert len(others) == sizes + min(3, game.boneyard_size)


def test_the_scene_at_the_lead_is_the_same_in_an_imagined_world() -> None:
    game = Dominoes.new(seed=0, players=3)
    seat = next(s for s in game.seats if s != game.to_move)
    world = imagined(game, seat, random.Random(0))
    assert table_scene(world, seat, True, "en") == table_scene(game, seat, True, "en")


# ------------------------------------------------------------------ geometry
def check_geometry(game: Dominoes) -> None:
    """The drawing of ``game`` from the seat to move, hand face up."""
    seat = game.to_move
    scene = table_scene(game, seat, True, "en")
    assert (scene.width, scene.height) == (WIDTH, HEIGHT)
    placements = game.table.placements
    laid = table_items(game, scene)
    index = {p.tile: i for i, p in enumerate(placements)}
    for i, (placement, item) in enumerate(zip(placements, laid, strict=True)):
        assert item.numbers is not None and tuple(sorted(item.numbers)) == placement.tile
        assert item.last == (i == len(placements) - 1)
        assert not item.key and not item.raised
        assert inside(item.box, 0, TOP, WIDTH, HEIGHT - BOTTOM)
        for other in laid[i + 1:]:
            assert not overlap(item.box, other.box), (game.position(), item, other)
        if placement.on is None or is_double(placement.tile):
            continue
        # The half nearer the tile it was put on shows the face's number.
        near, far = (distance(x, y, laid[index[placement.on.tile]].box)
                     for x, y in halves(item.box))
        assert abs(near - far) > EPS, (game.position(), placement)
        shown = item.numbers[0] if near < far else item.numbers[1]
        assert shown == placement.on.number, (game.position(), placement)
    for item in scene.tiles:
        assert inside(item.box, 0, 0, WIDTH, HEIGHT), (game.position(), item)
    playable = {a.tile for a in game.legal_actions() if isinstance(a, Play)}
    hand = hand_items(game, scene, seat)
    assert [t.numbers for t in hand] == list(game.hand(seat))
    assert {t.numbers for t in scene.tiles if t.raised} == playable
    for item in hand:
        assert item.key == tile_name(item.numbers)  # type: ignore[arg-type]
        assert scene.hit(*centre(item.box)) == "tile:" + item.key
    for i, item in enumerate(hand):
        for other in hand[i + 1:]:
            assert not overlap(item.box, other.box)


def check_ghosts(game: Dominoes) -> int:
    """The ghosts of every tile of the hand that fits more than one face."""
    seat = game.to_move
    plays = [a for a in game.legal_actions() if isinstance(a, Play) and a.face is not None]
    count = 0
    for tile in sorted({a.tile for a in plays}):
        faces = {str(a.face) for a in plays if a.tile == tile}
        scene = table_scene(game, seat, True, "en", chosen=tile)
        assert {f.key for f in scene.faces} == faces
        assert [t.chosen for t in hand_items(game, scene, seat)] == [
            t == tile for t in game.hand(seat)]
        for face in scene.faces:
            assert face.number in tile
            assert face.number == next(a.face.number for a in plays  # type: ignore[union-attr]
                                       if a.tile == tile and str(a.face) == face.key)
            assert inside(face.box, 0, TOP, WIDTH, HEIGHT - BOTTOM)
            for item in table_items(game, scene):
                assert not overlap(face.box, item.box)
        count += len(faces)
    return count


@pytest.mark.parametrize(("players", "hand_size"), DEALS)
def test_the_table_is_drawn_tile_by_tile_as_it_was_played(players: int, hand_size: int) -> None:
    ghosts = 0
    for seed in range(10):
        for game in random_round(seed, players, hand_size):
            if game.between_rounds:
                continue
            check_geometry(game)
            ghosts += check_ghosts(game)
    assert ghosts > 20


def test_the_lead_is_raised_and_a_click_on_it_names_it() -> None:
    game = Dominoes.new(seed=2, players=2)
    leader = game.to_move
    [lead] = game.legal_actions()
    assert isinstance(lead, Play)
    scene = table_scene(game, leader, True, "en")
    raised = [t for t in scene.tiles if t.raised]
    assert [t.numbers for t in raised] == [lead.tile]
    assert scene.hit(*centre(raised[0].box)) == "tile:" + tile_name(lead.tile)
    # The other seat sees the same hand face up but cannot click it.
    other = next(s for s in game.seats if s != leader)
    theirs = table_scene(game, other, True, "en")
    assert not any(t.key or t.raised for t in theirs.tiles)
    assert all(theirs.hit(*centre(t.box)) is None for t in theirs.tiles)


def test_a_click_off_any_target_is_nothing() -> None:
    game = sampled(5, 3)[0]
    scene = table_scene(game, game.to_move, True, "en")
    assert scene.hit(0, 0) is None
    assert scene.hit(WIDTH - 1, HEIGHT - 1) is None
    for item in table_items(game, scene):
        assert scene.hit(*centre(item.box)) is None


def test_the_scene_in_words() -> None:
    game = sampled(2, 3)[0]
    seat = game.to_move
    up = table_scene(game, seat, True, "en")
    assert up.words[0].endswith(", ".join(map(tile_name, game.hand(seat))) + ".")
    down = table_scene(game, seat, False, "en")
    assert f"holds {len(game.hand(seat))} tiles" in down.words[0]
    assert f"Boneyard: {game.boneyard_size}" in down.words
    italian = table_scene(game, seat, False, "it")
    assert f"Mucchio: {game.boneyard_size}" in italian.words
    turn = [label for label in up.labels if label.text.startswith("▶")]
    assert len(turn) == 1 and turn[0].bold and turn[0].colour == seat


# ------------------------------------------------------------------ crowded tables, long hands
#: Green to move with 1|3, which fits the open faces 0|1 and 3|4; the two
#: ghosts are drawn almost on top of each other.
GHOSTS_OVERLAP = (
    "players=3; hand=7; target=100; scoring=source; seed=145; round=1; redeals=0; "
    "points=0,0,0; turn=green; passes=0; between=no; hands=0|5 1|4 3|3/3|5 5|5/0|3 1|3 2|4; "
    "boneyard=2|3 2|5 1|1 1|5 1|6 3|6 4|5; table=6|6 0|6@6|6:1 2|6@6|6:2 0|0@0|6 "
    "4|6@6|6:3 0|4@0|0:3 5|6@6|6:4 4|4@4|6 2|2@2|6 3|4@4|4:3 1|2@2|2:2 0|1@0|0:2 0|2@2|2:3"
)


def test_a_click_at_the_centre_of_each_ghost_names_its_face() -> None:
    game = Dominoes.from_position(GHOSTS_OVERLAP)
    scene = table_scene(game, "green", True, "en", chosen=(1, 3))
    assert {f.key for f in scene.faces} == {"0|1", "1|2", "3|4"}
    for face in scene.faces:
        assert scene.hit(*centre(face.box)) == "face:" + face.key
    for i, face in enumerate(scene.faces):
        for other in scene.faces[i + 1:]:
            assert not overlap(face.box, other.box), (face, other)


def long_hand() -> Dominoes:
    """Red holds 5 tiles with no 6, the table is 6|6 and the boneyard's
    sixes are at its bottom: Red draws 17 tiles before one fits."""
    sixes = [t for t in TILES if 6 in t and t != (6, 6)]
    plain = [t for t in TILES if 6 not in t]
    red, boneyard = plain[:5], plain[5:] + sixes[4:]
    names = " ".join(map(tile_name, boneyard))
    game = Dominoes.from_position(
        "players=2; hand=5; target=100; scoring=source; seed=1; round=1; redeals=0; "
        f"points=0,0; turn=red; passes=0; between=no; hands={' '.join(map(tile_name, red))}/"
        f"{' '.join(map(tile_name, sixes[:4]))}; boneyard={names}; table=6|6")
    while [str(a) for a in game.legal_actions()] == ["draw"]:
        game.play("draw")
    return game


def test_a_long_hand_stays_on_the_canvas() -> None:
    game = long_hand()
    assert len(game.hand("red")) == 22
    assert {str(a) for a in game.legal_actions()} == {"4|6@6|6:1", "4|6@6|6:2", "4|6@6|6:3",
                                                     "4|6@6|6:4"}
    scene = table_scene(game, "red", True, "en")
    [raised] = [t for t in scene.tiles if t.raised]  # the only tile that fits, 4|6
    assert inside(raised.box, 0, 0, WIDTH, HEIGHT), raised
    for item in scene.tiles:
        assert inside(item.box, 0, 0, WIDTH, HEIGHT), item


def test_a_face_is_named_as_the_table_names_it() -> None:
    game = long_hand()
    assert len(game.hand("red")) == 22 and game.boneyard_size == 1
    scene = table_scene(game, "red", True, "en", chosen=(4, 6))
    assert sorted(f.key for f in scene.faces) == [str(Face((6, 6), s, 6)) for s in range(4)]
