"""Issue 29, items 1 and 4: PDN round trips and an independent reader.

- Hypothesis builds games with variations, NAGs, comments (prose, marks,
  a server's clock) and endings a server writes; the project's text reads
  back to the same text and the same study tree.
- A record the project writes opens in py-draughts (GPL, test-only:
  ``RussianBoard.from_pdn``) and replays to the same final position.
- The corpus (``data/pdn_corpus/*.pdn``: games the project played and
  wrote in the forms archives and servers use: numbered squares, ranges
  in FEN, clocks, ``%`` lines, ``;`` comments, no move numbers, 2-point
  results, both forfeit) reads, round-trips, and replays in py-draughts
  to the position the project reaches.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from russian_oracle import NAMES, RussianBoard

from dominochess_widget.core.annotations import Annotations, SquareMark
from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import RecordError
from dominochess_widget.core.records import Comment, Record, StudyNode, make_comment
from dominochess_widget.games.russian import Draughts
from dominochess_widget.games.russian.board import square_name
from dominochess_widget.games.russian.pdn import CODEC

CORPUS = sorted((Path(__file__).parent / "data" / "pdn_corpus").glob("*.pdn"))
STARTS = ("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
          "B:WKa1,c3,e3,g3,h2:Bb6,d6,f6,Kh8,a7", "W:Wc3,Ke1:Bd4,f6,Kh8")
#: Prose for comments; braces are left out where py-draughts reads the text
#: (it ends a comment at the first "}", escaped or not).
PROSE = ("", "Good.", "Why not b6-a5?", "100% sure", "a \\ backslash", "perché")
HOSTILE = ("a } brace", "[%csl Gd4] as prose", "\\}")
CLOCKS = ("", "[%clk 0:09:58]", "[%clock w0:10:00 B0:09:59]", "[%emt 0:00:03]")
ENDINGS: tuple[dict[str, str], ...] = (
    {}, {"Result": "1-0"}, {"Result": "0-1", "Termination": "Time forfeit"},
    {"Result": "1/2-1/2"}, {"Result": "0-0", "Termination": "Abandoned"})


def read(text: str) -> Record:
    record = CODEC.read(text)
    assert isinstance(record, Record)
    return record


@st.composite
def comments(draw: st.DrawFn, prose: tuple[str, ...]) -> Comment | None:
    """A comment as the study editor makes one, a server's clock after it."""
    marks = Annotations(tuple(SquareMark(square, "G") for square in
                              draw(st.lists(st.sampled_from([0, 18, 27, 63]), max_size=2))))
    made = make_comment(draw(st.sampled_from(prose)), marks, square_name)
    clock = draw(st.sampled_from(CLOCKS))
    if not clock:
        return made
    raw = clock if made is None else f"{made.raw} {clock}"
    return Comment(raw, marks)


@st.composite
def lines(draw: st.DrawFn, state: Any, depth: int, prose: tuple[str, ...]) -> list[StudyNode]:
    """The nodes of a line played from ``state`` (changed): a few moves,
    each with NAGs and a comment, and now and then a variation."""
    first: list[StudyNode] = []
    group = first
    for _ in range(draw(st.integers(1, 6 if depth else 14))):
        actions = state.legal_actions()
        if not actions:
            break
        move, *others = draw(st.permutations(actions))
        node = StudyNode(str(move), draw(comments(prose)),
                         nags=tuple(draw(st.lists(st.integers(0, 255), max_size=2))))
        group.append(node)
        if others and depth < 2 and draw(st.booleans()):
            alternative = state.clone()
            alternative.play(others[0])
            rest = draw(lines(alternative, depth + 1, prose))
            group.append(StudyNode(str(others[0]), None, nags=(draw(st.integers(1, 6)),),
                                   children=rest))
        state.play(move)
        group = node.children
    return first


@st.composite
def records(draw: st.DrawFn, prose: tuple[str, ...] = PROSE + HOSTILE) -> Record:
    first = Draughts.from_position(draw(st.sampled_from(STARTS)))
    root = StudyNode("", draw(comments(prose)), children=draw(lines(first.clone(), 0, prose)))
    tags = {"Event": "Fuzz", **draw(st.sampled_from(ENDINGS))}
    try:
        return CODEC.from_tree(first, root, tags)
    except RecordError:  # an ending the main line's own end contradicts: no ending then
        return CODEC.from_tree(first, root, {"Event": "Fuzz"})


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records())
def test_29_a_record_with_variations_nags_and_comments_round_trips(record: Record) -> None:
    text = record.to_text()
    back = read(text)
    assert back.to_text() == text
    assert read_any_record(text).to_text() == text
    assert back.game.position() == record.game.position()
    assert back.game.result == record.game.result
    assert CODEC.from_tree(back.start(), CODEC.tree(back), back.tags).to_text() == text


def final_fen(board: Any) -> str:
    return str(board.fen)


def another_route(first: Any, moves: list[Any]) -> bool:
    """Whether one of ``moves`` (played from ``first``) is a capture whose
    route py-draughts does not know, though it knows the same capture (same
    start, end and pieces taken) by another route: py-draughts keeps one
    route per capture, and its ``from_pdn`` refuses any other full route
    ("No unique legal capture"). Both routes are the same move (S2)."""
    board = RussianBoard.from_fen(first.position())
    for move in moves:
        paths = {tuple(NAMES[s] for s in m.square_list): m for m in board.legal_moves}
        path = tuple(str(move).replace(":", "-").split("-"))
        if path not in paths:
            return True
        board.push(paths[path])
    return False


def opens_in_py_draughts(text: str, first: Any, moves: list[Any], final: str) -> None:
    """py-draughts reads ``text`` (the main line ``moves`` from ``first``)
    to the position ``final``, unless a capture's route is one it keeps
    under another route (checked, not assumed)."""
    try:
        board = RussianBoard.from_pdn(text)
    except ValueError as error:
        assert "No unique legal capture" in str(error) and another_route(first, moves)
        return
    assert final_fen(board) == final_fen(RussianBoard.from_fen(final))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records(PROSE))
def test_29_a_record_the_project_writes_opens_in_py_draughts(record: Record) -> None:
    """py-draughts skips comments, NAGs and variations, reads the FEN tag
    and the captures written with ':' and replays the main line."""
    opens_in_py_draughts(record.to_text(), record.first, [m.action for m in record.moves],
                         record.game.position())


@pytest.mark.parametrize("seed", range(8))
def test_29_a_whole_random_game_opens_in_py_draughts(seed: int) -> None:
    rng = random.Random(seed)
    game = Draughts.new()
    while not game.is_over and len(game.history) < 300:
        game.play(rng.choice(game.legal_actions()))
    text = CODEC.write(game, Event=f"Random {seed}")
    opens_in_py_draughts(text, Draughts.new(), game.history, game.position())


def test_py_draughts_keeps_another_route_of_the_same_king_capture() -> None:
    """Why :func:`opens_in_py_draughts` may meet a refusal: the king on f8
    takes e7 and b4 landing on c5 or on d6 (both may go on, S1); the two
    routes are one move (S2). The project plays and writes f8:c5:a3;
    py-draughts knows only f8-d6-a3 and refuses the other's full route."""
    start = "W:WKf8,h2:BKa5,a7,b4,b6,e7,h8"
    game = Draughts.from_position(start)
    assert [str(m) for m in game.legal_actions()] == ["f8:c5:a3"]
    game.play("f8:c5:a3")
    assert another_route(Draughts.from_position(start), game.history)
    with pytest.raises(ValueError, match="No unique legal capture"):
        RussianBoard.from_pdn(CODEC.write(game))


# ---------------------------------------------------------------- the corpus
def test_the_corpus_is_there() -> None:
    assert len(CORPUS) >= 6


@pytest.mark.parametrize("path", CORPUS, ids=[path.name for path in CORPUS])
def test_29_corpus_reads_round_trips_and_agrees_with_py_draughts(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    record = read(text)
    written = record.to_text()
    assert read(written).to_text() == written
    assert read_any_record(text).to_text() == written
    expected = final_fen(RussianBoard.from_fen(record.game.position()))
    assert final_fen(RussianBoard.from_pdn(text)) == expected  # the file as written
    assert final_fen(RussianBoard.from_pdn(written)) == expected  # the project's text
