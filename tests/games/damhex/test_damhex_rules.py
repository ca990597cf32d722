"""DamHex³ rules, one test (or a few) per decision H1-H14 of the rules page
/work/shared/rules/damhex.md (source: /work/shared/seeds/003_6a140918e3e29d3e.txt).

Positions are written in the engine's position text (notation.py); cells are
numbered 1-61 as in H2. For orientation, the board with axial (q, r):

                 1   2   3   4   5                      r = +4 (White's front)
               6   7   8   9  10  11
            12  13  14  15  16  17  18
          19  20  21  22  23  24  25  26
        27  28  29  30  31  32  33  34  35              r = 0
          36  37  38  39  40  41  42  43
            44  45  46  47  48  49  50
              51  52  53  54  55  56
                57  58  59  60  61                      r = -4 (White's base)

Around 31: 22 and 23 above (White's forward), 30 and 32 beside, 39 and 40
below. Black's forward is right (32) and down-right (40); Red's forward is
left (30) and down-left (39).

Every hand-made position here is also checked against the independent
reference generator (tests/support/damhex_reference.py) when the test builds it.
"""

from __future__ import annotations

from collections import deque
from itertools import pairwise

import damhex_reference
import pytest

from dominochess_widget.core.errors import (
    ActionError,
    ActionSyntaxError,
    ArgumentTypeError,
    IllegalActionError,
    PositionError,
    SettingError,
)
from dominochess_widget.games import generic_perft as perft  # play, recurse, undo
from dominochess_widget.games.damhex import DamHex, Termination
from dominochess_widget.games.damhex import board as B

COLOURS = ("white", "black", "red")
POSITIONS: dict[str, str] = {}


def pos(name: str, text: str) -> str:
    """Name a hand-made position (those at module level are re-checked at the end)."""
    POSITIONS[name] = text
    return text


def game(text: str) -> DamHex:
    """The game ``text`` describes, checked against the reference first."""
    agree_with_reference(text)
    return DamHex.from_position(text)


def agree_with_reference(text: str) -> None:
    """The engine and tests/support/damhex_reference.py agree on ``text``: the legal
    moves, and the whole position after each."""
    g = DamHex.from_position(text)
    node = damhex_reference.parse(text)
    assert g.is_over == node.over, text
    assert moves(g) == [t for t, _ in damhex_reference.legal(node)], text
    for move, child in damhex_reference.children(node):
        g.play(move)
        assert g.is_over == child.over, (text, move)
        if not g.is_over:
            assert g.position() == damhex_reference.format(child), (text, move)
        g.undo()


def moves(g: DamHex) -> list[str]:
    return sorted(str(m) for m in g.legal_actions())


def refused(g: DamHex, action: str, error: type[Exception] = IllegalActionError) -> Exception:
    """Play ``action``, which must be refused and change nothing."""
    before, turns = g.position(), g.turns
    with pytest.raises(error) as info:
        g.play(action)
    assert g.position() == before and g.turns == turns
    return info.value




def number(cell: int) -> int:
    return cell + 1


# ====================================================================== H1, H2, H3
def test_h1_sixty_one_cells_in_a_hexagon_of_side_five() -> None:
    assert len(B.AXIAL) == len(B.CELLS) == 61 == 3 * 5 * 5 - 3 * 5 + 1
    assert len(set(B.AXIAL)) == 61
    assert all(max(abs(q), abs(r), abs(q + r)) <= 4 for q, r in B.AXIAL)
    assert {qr: cell for cell, qr in enumerate(B.AXIAL)} == B.INDEX


def test_h2_rows_of_5_to_9_numbered_from_the_top_left_to_right() -> None:
    rows: dict[int, list[int]] = {}
    for cell, (_q, r) in enumerate(B.AXIAL):
        rows.setdefault(r, []).append(number(cell))
    assert list(rows) == [4, 3, 2, 1, 0, -1, -2, -3, -4]  # the top row (r = +4) first
    assert [len(row) for row in rows.values()] == [5, 6, 7, 8, 9, 8, 7, 6, 5]
    ranges = [(1, 5), (6, 11), (12, 18), (19, 26), (27, 35), (36, 43), (44, 50), (51, 56),
              (57, 61)]
    assert [(row[0], row[-1]) for row in rows.values()] == ranges
    for row in rows.values():  # left to right: q grows along a row
        qs = [B.AXIAL[n - 1][0] for n in row]
        assert qs == sorted(qs) and row == list(range(row[0], row[-1] + 1))
    assert B.number(26) == "27" and B.parse_cell("27") == 26
    assert B.parse_cell("0") is None and B.parse_cell("62") is None


def test_h1_every_cell_has_the_six_vertex_neighbours_of_the_page() -> None:
    page = {(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)}
    assert set(B.STEPS) == page and len(B.STEPS) == 6
    inner = [c for c, (q, r) in enumerate(B.AXIAL) if max(abs(q), abs(r), abs(q + r)) <= 3]
    assert len(inner) == 37
    for cell in inner:
        q, r = B.AXIAL[cell]
        assert all((q + dq, r + dr) in B.INDEX for dq, dr in page)
    # 31 is the centre (0, 0): its neighbours as drawn in the module docstring
    assert B.AXIAL[30] == (0, 0)
    around = {number(B.INDEX[(dq, dr)]) for dq, dr in page}
    assert around == {22, 23, 30, 32, 39, 40}


def test_h3_bases_and_fronts_as_listed() -> None:
    bases = {"white": {57, 58, 59, 60, 61}, "black": {1, 6, 12, 19, 27},
             "red": {5, 11, 18, 26, 35}}
    fronts = {"white": {1, 2, 3, 4, 5}, "black": {35, 43, 50, 56, 61},
              "red": {27, 36, 44, 51, 57}}
    for c, colour in enumerate(COLOURS):
        assert {number(x) for x in B.BASES[c]} == bases[colour]
        assert {number(x) for x in B.FRONTS[c]} == fronts[colour]
    assert B.COLOURS == COLOURS  # playing order, clockwise


def test_h5_directions_forward_backward_sideways() -> None:
    forward = {"white": {(0, 1), (-1, 1)}, "black": {(1, 0), (1, -1)},
               "red": {(-1, 0), (0, -1)}}
    sideways = {"white": {(1, 0), (-1, 0)}, "black": {(0, 1), (0, -1)},
                "red": {(1, -1), (-1, 1)}}
    for c, colour in enumerate(COLOURS):
        assert set(B.FORWARD[c]) == forward[colour]
        assert set(B.SIDEWAYS[c]) == sideways[colour]
        assert set(B.BACKWARD[c]) == {(-dq, -dr) for dq, dr in forward[colour]}
        assert set(B.FORWARD[c]) | set(B.BACKWARD[c]) | set(B.SIDEWAYS[c]) == set(B.STEPS)
        for cell in B.CELLS:  # the move tables: men forward, kings also backward
            q, r = B.AXIAL[cell]
            ahead = {B.INDEX[(q + dq, r + dr)] for dq, dr in forward[colour]
                     if (q + dq, r + dr) in B.INDEX}
            behind = {B.INDEX[(q - dq, r - dr)] for dq, dr in forward[colour]
                      if (q - dq, r - dr) in B.INDEX}
            assert set(B.MOVES[c][0][cell]) == ahead
            assert set(B.MOVES[c][1][cell]) == ahead | behind


def _forward_distances(c: int) -> tuple[int, int]:
    """Shortest and longest forward-only path of a man from a base cell to
    the front (over the move table)."""
    shortest, longest = 99, 0
    for start in B.BASES[c]:
        depth = {start: 0}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            for nxt in B.MOVES[c][0][cell]:
                if nxt not in depth:
                    depth[nxt] = depth[cell] + 1
                    queue.append(nxt)
        reached = [depth[f] for f in B.FRONTS[c] if f in depth]
        assert reached, (COLOURS[c], number(start))
        shortest = min(shortest, min(reached))

        def longest_from(cell: int) -> int:
            if cell in B.FRONTS[c]:
                return 0
            return max((1 + longest_from(n) for n in B.MOVES[c][0][cell]), default=-99)

        longest = max(longest, longest_from(start))
    return shortest, longest


@pytest.mark.parametrize("colour", COLOURS)
def test_h5_a_man_needs_exactly_8_forward_moves_from_base_to_front(colour: str) -> None:
    assert _forward_distances(COLOURS.index(colour)) == (8, 8)


@pytest.mark.parametrize("colour", COLOURS)
def test_h5_a_man_leaving_its_base_captures_at_most_4_pieces(colour: str) -> None:
    """The longest forward-only chain of jumps from a base cell has 4 jumps."""
    c = COLOURS.index(colour)

    def chain(cell: int) -> int:
        if cell in B.FRONTS[c]:
            return 0  # a man's chain ends on its front
        return max((1 + chain(land) for _, land in B.JUMPS[c][0][cell]), default=0)

    assert max(chain(start) for start in B.BASES[c]) == 4


DIAGRAM_5 = pos("diagram-5", "move=white; last=red; white=57; black=52,23,19; red=39,10,26")


def test_h5_a_man_from_its_base_takes_four_pieces_in_one_chain() -> None:
    g = game(DIAGRAM_5)
    assert moves(g) == ["57x46x31x16x5"]
    move = g.play("57x46x31x16x5")
    assert len(move.captured) == 4 and move.promotes
    assert g.piece_at(4) == ("white", False)  # on the front, still a man


@pytest.mark.parametrize("colour", COLOURS)
def test_h5_kings_reach_every_cell(colour: str) -> None:
    c = COLOURS.index(colour)
    seen = {0}
    queue = deque([0])
    while queue:
        for nxt in B.MOVES[c][1][queue.popleft()]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    assert seen == set(B.CELLS)


def test_the_engine_geometry_is_the_reference_geometry() -> None:
    for cell, qr in enumerate(B.AXIAL):
        assert damhex_reference.COORD[number(cell)] == qr
    for c, colour in enumerate(COLOURS):
        assert {number(x) for x in B.FRONTS[c]} == damhex_reference.front(colour)
        assert {number(x) for x in B.BASES[c]} == damhex_reference.base(colour)


# ====================================================================== H4
def test_h4_start_position() -> None:
    g = DamHex.new()
    assert g.pieces("white") == [n - 1 for n in (46, 47, 48, 52, 53, 54, 55, 57, 58, 59, 60, 61)]
    assert g.pieces("black") == [n - 1 for n in (1, 6, 7, 12, 13, 14, 19, 20, 21, 27, 28, 29)]
    assert g.pieces("red") == [n - 1 for n in (5, 10, 11, 16, 17, 18, 24, 25, 26, 33, 34, 35)]
    assert all(g.piece_at(c) is None or not g.piece_at(c)[1] for c in B.CELLS)  # all men
    assert sum(g.piece_at(c) is not None for c in B.CELLS) == 36
    assert g.to_move == "white" and g.last_mover is None and g.robbed is None
    assert g.players == COLOURS and g.eliminated == () and g.quiet_moves == 0
    assert not g.is_over and g.result is None and g.scores() is None
    # a 5-4-3 block against each base
    for c in range(3):
        assert B.BASES[c] <= set(g.pieces(COLOURS[c]))


def test_h4_white_has_the_ten_first_moves_listed_and_no_capture() -> None:
    g = DamHex.new()
    listed = ["46-38", "46-39", "47-39", "47-40", "48-40", "48-41", "52-45", "55-49", "57-51",
              "61-56"]
    assert moves(g) == sorted(listed)
    assert not any(m.captured for m in g.legal_actions())


def test_h4_perft_from_the_start() -> None:
    g = DamHex.new()
    assert [perft(g, d) for d in (1, 2, 3, 4)] == [10, 82, 651, 5688]
    assert g == DamHex.new()


# ====================================================================== H5, H6
@pytest.mark.parametrize(("text", "expected"), [
    ("move=white; last=red; white=31; black=19; red=26", ["31-22", "31-23"]),
    ("move=black; last=white; white=58; black=31; red=26", ["31-32", "31-40"]),
    ("move=red; last=black; white=58; black=19; red=31", ["31-30", "31-39"]),
])
def test_h5_a_man_steps_one_cell_forward_only(text: str, expected: list[str]) -> None:
    assert moves(game(pos(f"man {expected}", text))) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("move=white; last=red; white=K31; black=19; red=26", ["31-22", "31-23", "31-39", "31-40"]),
    ("move=black; last=white; white=58; black=K31; red=26", ["31-22", "31-30", "31-32", "31-40"]),
    ("move=red; last=black; white=58; black=19; red=K31", ["31-23", "31-30", "31-32", "31-39"]),
])
def test_h5_h6_a_king_steps_one_cell_forward_or_backward_never_sideways(
    text: str, expected: list[str]
) -> None:
    g = game(pos(f"king {expected}", text))
    assert moves(g) == expected
    sideways = {"white": ("31-30", "31-32"), "black": ("31-23", "31-39"),
                "red": ("31-22", "31-40")}[g.to_move]
    for action in sideways:
        assert refused(g, action).key == "damhex.action.illegal"
    refused(g, "31-15")  # two cells: short kings (H6)


def test_h6_a_king_is_short_range_when_capturing_too() -> None:
    # the black man on 16 is two cells up the line 31-23-16-10: not adjacent
    g = game(pos("short capture", "move=white; last=red; white=K31; black=16,19; red=26"))
    assert not any(m.captured for m in g.legal_actions())
    refused(g, "31x10")


# ====================================================================== captures
CAPTURE_OR_STEP = pos("capture or step", "move=white; last=red; white=31,58; black=23,19; red=26")


def test_capture_is_compulsory() -> None:
    g = game(CAPTURE_OR_STEP)
    assert moves(g) == ["31x16"]
    for action in ("31-22", "58-52"):
        error = refused(g, action)
        assert error.key == "damhex.action.capture_compulsory" and "31x16" in str(error)


def test_men_capture_forward_only() -> None:
    # black men behind (39, 40) and beside (30, 32) the white man, landings empty
    g = game(pos("man forward only", "move=white; last=red; white=31; black=39,40,32,30; red=26"))
    assert moves(g) == ["31-22", "31-23"]
    for action in ("31x47", "31x49", "31x33", "31x29"):
        refused(g, action)


def test_kings_capture_backward_too_but_never_sideways() -> None:
    g = game(pos("king backward", "move=white; last=red; white=K31; black=39,32,30; red=26"))
    assert moves(g) == ["31x46"]
    refused(g, "31x33")
    refused(g, "31x29")


def test_a_man_can_never_capture_a_king() -> None:
    text = pos("man vs king", "move=white; last=red; white=31; black=K23,19; red=26")
    g = game(text)
    assert moves(g) == ["31-22"]
    refused(g, "31x16")
    # the same cell taken by a white king
    assert moves(game(pos("king vs king", text.replace("white=31", "white=K31")))) == ["31x16"]


def test_a_man_captures_a_man_standing_on_its_own_front_even_before_crowning() -> None:
    # Black's man on 43 reached Black's front; until Black's turn it is a man:
    # Red's man on 35 takes it (35x50), then White's man on 49 (50x48).
    g = game(pos("waiting man taken", "move=white; last=red; white=55,58; black=43,12; red=35,26"))
    g.play("55-49")
    assert g.to_move == "red" and g.robbed == "black"
    assert g.piece_at(42) == ("black", False)
    assert moves(g) == ["35x50x48"]


def test_chains_go_on_while_they_can_and_may_take_both_opponents_h7() -> None:
    g = game(pos("chain", "move=white; last=red; white=46; black=39,9,19; red=23,26"))
    assert moves(g) == ["46x31x16x3"]
    move = g.play("46x31x16x3")
    assert [number(c) for c in move.captured] == [39, 23, 9]  # black, red, black
    for cell in move.captured:  # removed when the chain ends
        assert g.piece_at(cell) is None
    assert g.pieces("black") == [18] and g.pieces("red") == [25]


def test_h7_no_piece_is_jumped_twice() -> None:
    # after 31x16 over 23 the king could only jump 23 back to 31: not allowed
    g = game(pos("no double jump", "move=white; last=red; white=K31; black=23,19; red=26"))
    assert moves(g) == ["31x16"]
    refused(g, "31x16x31")


LOOP = pos("loop", "move=white; last=red; white=K31; black=23,8,1; red=9,22,26")
LOOP_TWICE = pos("loop twice", "move=white; last=red; white=K46; black=39,23,8,1; red=9,22,26,40")


def test_h7a_a_king_lands_back_on_its_starting_cell() -> None:
    g = game(LOOP)
    # round the parallelogram 31-16-3-14-31, either way, four pieces
    assert moves(g) == ["31x14x3x16x31", "31x16x3x14x31"]
    move = g.play("31x16x3x14x31")
    assert sorted(number(c) for c in move.captured) == [8, 9, 22, 23]
    assert g.piece_at(30) == ("white", True) and g.pieces("white") == [30]


def test_h7a_a_king_may_land_on_the_same_empty_cell_twice() -> None:
    g = game(LOOP_TWICE)
    assert moves(g) == ["46x31x14x3x16x31x48", "46x31x16x3x14x31x48"]
    move = g.legal_actions()[0]
    assert move.path.count(30) == 2 and len(move.captured) == 6


def test_a_mans_chain_ends_on_its_front() -> None:
    # from 3 a king could go on over 9 to 16; the man stops on its front
    g = game(pos("front ends chain", "move=white; last=red; white=29; black=21,8,9; red=26"))
    assert moves(g) == ["29x14x3"]
    move = g.play("29x14x3")
    assert move.promotes and g.piece_at(2) == ("white", False)
    assert g.piece_at(8) == ("black", False)  # 9 was not taken


# ====================================================================== H8, H8a
PRIORITY = {
    # (1) the most pieces: 31x16x3 (two) rather than 31x14 (one)
    "most pieces": ("move=white; last=red; white=31; black=22,23,9,19; red=26",
                    ["31x16x3"], ["31x14"]),
    # (2) one piece each: the king's 44x29 rather than the man's 31x16
    "with a king": ("move=white; last=red; white=31,K44; black=23,37,19; red=26",
                    ["44x29"], ["31x16"]),
    # (3) one piece each, both by the king: the king on 22 rather than the man on 23
    "most kings": ("move=white; last=red; white=K31; black=23,K22,19; red=26",
                   ["31x14"], ["31x16"]),
    # (4) two pieces, one king each: king first (22 then 21) beats man first (23 then 24)
    "king first": ("move=white; last=red; white=K31; black=K22,21,23,K24,19; red=26",
                   ["31x14x29"], ["31x16x33"]),
    # (4, H8a) three pieces, two kings each: K K m (23, 24, 41) beats K m K (22, 21, 37)
    "king sequence": ("move=white; last=red; white=K31; black=K22,21,K37,K23,K24,41,19; red=26",
                      ["31x16x33x48"], ["31x14x29x44"]),
    # (5) equal keys: free choice
    "free choice": ("move=white; last=red; white=31; black=22,19; red=23,26",
                    ["31x14", "31x16"], []),
}


@pytest.mark.parametrize("name", list(PRIORITY))
def test_h8_priority_only_the_best_key_is_legal(name: str) -> None:
    text, best, lower = PRIORITY[name]
    g = game(pos(f"priority {name}", text))
    assert moves(g) == best
    for action in lower:  # H8a: a real capture, refused because it ranks lower
        error = refused(g, action)
        assert error.key == "damhex.action.priority"
        assert "priority" in str(error) and best[0] in str(error)
    for action in best:
        g.play(action)
        g.undo()


def test_h8_keys_rank_in_the_order_of_the_rules() -> None:
    keys = {name: game(text).legal_actions()[0].key for name, (text, _, _) in PRIORITY.items()}
    assert keys["most pieces"][0] == 2 and keys["with a king"][:2] == (1, 1)
    assert keys["most kings"][2] == 1
    g = game(PRIORITY["king sequence"][0])
    assert [m.key for m in g.legal_actions()] == [(3, 1, 2, (0, -1))]
    # the first king comes first in both chains: only the second king decides
    ref = damhex_reference
    chains = {c.text: c.key for c in ref.all_captures(ref.parse(g.position()).cells(), "white")}
    assert chains["31x14x29x44"][3] == (True, False, True)  # K m K
    assert chains["31x16x33x48"][3] == (True, True, False)  # K K m
    assert chains["31x14x29x44"] < chains["31x16x33x48"]


def test_h8_free_choice_plays_either() -> None:
    text = PRIORITY["free choice"][0]
    a, b = game(text), game(text)
    a.play("31x14")
    b.play("31x16")
    assert a.pieces("black") == [18] and b.pieces("red") == [25]


# ====================================================================== H9
PROMOTION = pos("promotion", "move=white; last=red; white=8,58; black=1,K27; red=K61")


def test_h9_a_man_on_its_front_waits_and_is_crowned_at_its_owners_next_turn() -> None:
    g = game(PROMOTION)
    move = g.play("8-3")
    assert move.promotes and g.piece_at(2) == ("white", False)
    assert "white=3," in g.position()  # not K3 yet
    g.play("27-28")  # Black
    assert g.piece_at(2) == ("white", False)
    g.play("61-60")  # Red
    assert g.to_move == "white" and g.piece_at(2) == ("white", True)
    assert "white=K3," in g.position() and g.quiet_moves == 0
    assert {"3-8", "3-9"} <= set(moves(g))  # a king now: backward


def test_h9_the_waiting_man_has_no_move() -> None:
    from dominochess_widget.games.damhex.moves import captures, legal, steps

    board = [0] * 61
    board[2] = 1  # a white man on 3, White's front
    board[8] = 2  # a black man on 9 (a king on 3 could take it: 3x16)
    assert steps(board, 0) == [] and captures(board, 0) == [] and legal(board, 0) == []
    board[2] = 4  # crowned at White's turn (H9): a king now
    assert [str(m) for m in captures(board, 0)] == ["3x16"]


def test_h9_the_waiting_man_can_be_captured_by_a_man_before_its_owners_turn() -> None:
    g = game(pos("waiting man captured", "move=white; last=red; white=8,58; black=1; red=K61"))
    g.play("8-2")
    assert g.to_move == "black" and moves(g) == ["1x3"]
    g.play("1x3")
    assert g.pieces("white") == [57]


# ====================================================================== H10, H10a, H11
RATTO = pos("ratto", "move=white; last=red; white=48,49,54,59; black=32,12,19; red=33,34")


def test_h10_the_ratto_of_the_rules_page_after_48_41() -> None:
    g = DamHex.new()
    g.play("48-41")
    assert (g.to_move, g.robbed, g.last_mover) == ("red", "black", "white")
    assert moves(g) == ["33x48"]
    g.play("33x48")
    assert [(t.seat, str(t.move), t.ratto) for t in g.turns] == [
        ("white", "48-41", False), ("red", "33x48", True)]
    assert (g.to_move, g.robbed, g.last_mover) == ("black", None, "red")  # H11: the robbed
    g.play(g.legal_actions()[0])
    assert g.to_move == "red"  # then on from Black: Red, White, Black


def test_h10_ratto_when_the_robbed_player_has_no_capture() -> None:
    g = game(RATTO)
    g.play("48-41")
    assert (g.to_move, g.robbed) == ("red", "black")
    assert "robbed=black" in g.position()
    assert moves(g) == ["33x48"]


def test_h10_right_of_defence_no_ratto_to_take_only_the_robbed_players_pieces() -> None:
    g = game(RATTO)
    g.play("48-40")  # Red can take only Black's man (33x31)
    assert (g.to_move, g.robbed) == ("black", None)
    assert all(not m.captured for m in g.legal_actions())
    g.play("12-13")
    assert g.to_move == "red" and moves(g) == ["33x31"]


def test_h10_equal_priority_the_robbed_player_plays_normally() -> None:
    # without White's man on 49, Black can take 32x49: one man, like Red's 33x48
    g = game(pos("ratto equal", RATTO.replace("white=48,49,", "white=48,")))
    g.play("48-41")
    assert (g.to_move, g.robbed) == ("black", None)
    assert moves(g) == ["32x49"]


def test_h10_equal_priority_between_two_king_captures_no_ratto() -> None:
    # Red's man on 44 is crowned for the test (H9a): 44x46 is a king's capture, and so
    # is Black's 19x21: equal keys, Black plays
    g = game(pos("ratto equal kings",
                 "move=white; last=red; white=52,60; black=K19,12; red=20,44,26"))
    g.play("52-45")
    assert (g.to_move, g.robbed) == ("black", None)
    assert moves(g) == ["19x21"]


def test_h10_a_better_capture_of_the_robbed_player_prevents_the_ratto() -> None:
    # Black's king on 32 takes 32x15 (a king's capture): better than Red's man's 33x48
    g = game(pos("ratto prevented", "move=white; last=red; white=48,49,54,59; black=K32,12,19; "
                 "red=23,33,34"))
    g.play("48-41")
    assert (g.to_move, g.robbed) == ("black", None)
    assert moves(g) == ["32x15"]


def test_h10a_the_thief_plays_its_best_capture_taking_a_piece_of_the_last_mover() -> None:
    # Red's best capture overall is 33x31x29 (two of Black's men); for the ratto only
    # the captures taking a piece of White count: 33x48
    text = pos("H10a", "move=white; last=red; white=48,49,54,59; black=30,32,12,19; red=33,34")
    g = game(text)
    g.play("48-41")
    assert (g.to_move, g.robbed) == ("red", "black")
    assert moves(g) == ["33x48"]
    error = refused(g, "33x31x29")
    assert error.key == "damhex.action.ratto" and "33x48" in str(error)
    # in a normal turn, the same Red would have to take the two black men
    normal = game(text.replace("move=white; last=red", "move=red; last=black")
                  .replace("white=48,", "white=41,"))
    assert moves(normal) == ["33x31x29"]


def test_h10a_captures_of_only_the_robbed_players_pieces_do_not_count_for_the_test() -> None:
    # Black's best (32x49, one man) equals Red's best capture of White's (33x48);
    # Red's two-man capture of Black's men does not count: no ratto
    g = game(pos("H10a equal",
                 "move=white; last=red; white=48,54,59; black=30,32,12,19; red=33,34"))
    g.play("48-41")
    assert (g.to_move, g.robbed) == ("black", None)


def test_h10_the_thief_does_not_move_twice_and_nobody_robs_the_robbed() -> None:
    # after Red's ratto the normal order would give White the turn, and White can
    # take Red's man on 48 (54x41x23): the robbed Black moves all the same (H11)
    g = game(RATTO)
    g.play("48-41")
    g.play("33x48")
    assert (g.to_move, g.robbed) == ("black", None) and g.turns[-1].ratto
    twin = game(g.position().replace("move=black", "move=white").replace("last=red",
                                                                        "last=black"))
    assert moves(twin) == ["54x41x23"]


def test_h11_two_ratti_and_the_order_that_follows() -> None:
    g = game(RATTO)
    g.play("48-41")  # White
    g.play("33x48")  # Red steals Black's turn
    assert g.to_move == "black"
    g.play("32-41")  # Black, robbed: now Red would move, but White takes Black's man
    assert (g.to_move, g.robbed) == ("white", "red")
    assert moves(g) == ["49x32"]
    g.play("49x32")  # White steals Red's turn
    assert (g.to_move, g.robbed) == ("red", None)  # the robbed last moves
    g.play("48-47")
    seats = [g.to_move]
    for _ in range(5):
        g.play(sorted(g.legal_actions(), key=str)[0])
        seats.append(g.to_move)
    # then the normal order from Red: White, Black, Red, ...
    assert seats[:3] == ["white", "black", "red"]
    assert [(t.seat, t.ratto) for t in g.turns[:5]] == [
        ("white", False), ("red", True), ("black", False), ("white", True), ("red", False)]


def test_h11_no_ratto_with_two_players() -> None:
    # Black is out; White's move puts a man where Red could take it: Red simply moves next
    g = game(pos("two players", "move=white; last=red; out=black; white=48,58; black=-; red=33,26"))
    g.play("48-41")
    assert (g.to_move, g.robbed) == ("red", None)
    assert moves(g) == ["33x48"]
    g.play("33x48")
    assert g.to_move == "white" and not any(t.ratto for t in g.turns)


def test_h9a_the_thiefs_waiting_men_are_crowned_for_the_ratto() -> None:
    # Red's man on 44 (Red's front) becomes a king when Red rattoes: its 44x46 is a
    # king's capture and beats Black's man capture 19x21
    text = pos("H9a thief", "move=white; last=red; white=52,60; black=19,12; red=20,44,26")
    g = game(text)
    assert g.piece_at(43) == ("red", False)
    g.play("52-45")
    assert (g.to_move, g.robbed) == ("red", "black")
    assert g.piece_at(43) == ("red", True) and "red=20,26,K44" in g.position()
    assert moves(g) == ["44x46"]
    # without the ratto (another White move), the man on 44 stays a man until Red's turn
    h = game(text)
    h.play("60-55")
    assert h.to_move == "black" and h.piece_at(43) == ("red", False)


def test_h9a_the_robbed_players_waiting_men_count_as_crowned_in_the_test() -> None:
    # Black's man on 43 (Black's front) will be a king: 43x41, a king's capture, beats
    # Red's man capture 26x24 of White's man: no ratto
    text = pos("H9a robbed", "move=white; last=red; white=33,60; black=43,12; red=26,42")
    g = game(text)
    g.play("33-25")
    assert (g.to_move, g.robbed) == ("black", None)
    assert g.piece_at(42) == ("black", True) and moves(g) == ["43x41"]
    # without that man, Red rattoes
    h = game(pos("H9a robbed contrast", text.replace("black=43,12", "black=12")))
    h.play("33-25")
    assert (h.to_move, h.robbed) == ("red", "black")


BLOCKED = pos("H11a blocked", "move=white; last=red; white=48,58; black=49; red=33,50,56")


def test_h11a_a_robbed_player_with_no_move_is_eliminated_when_its_turn_starts() -> None:
    g = game(BLOCKED)
    assert moves(g.clone()) and "black" in g.players
    g.play("48-41")
    # the ratto is decided first, with Black still in the game
    assert (g.to_move, g.robbed) == ("red", "black") and "black" in g.players
    g.play("33x48")
    # Black's turn starts: no move, out, its man leaves; play goes on from Black's seat
    assert g.eliminated == (("black",),) and g.pieces("black") == []
    assert g.to_move == "red" and g.robbed is None
    assert [t.seat for t in g.turns] == ["white", "red"]
    g.play("48-47")
    assert g.to_move == "white"


def test_h11a_without_a_ratto_the_blocked_player_goes_out_at_once() -> None:
    g = game(BLOCKED)
    g.play("58-52")
    assert g.eliminated == (("black",),) and g.to_move == "red" and g.pieces("black") == []


def test_h11a_a_ratto_taking_the_robbed_players_last_piece_the_thief_moves_again() -> None:
    g = game(pos("H11a last piece", "move=white; last=red; white=48,58; black=47; red=33,26"))
    g.play("48-41")
    assert (g.to_move, g.robbed) == ("red", "black")
    assert moves(g) == ["33x48x46"]
    g.play("33x48x46")
    assert g.eliminated == (("black",),)
    assert g.to_move == "red" and g.robbed is None and g.players == ("white", "red")


# ====================================================================== H12, H14
def test_h12_out_by_losing_every_piece_and_the_places() -> None:
    g = game(pos("H12 no pieces", "move=white; last=red; white=31,58; black=23; red=26"))
    g.play("31x16")
    assert g.eliminated == (("black",),) and g.players == ("white", "red")
    assert g.to_move == "red" and not g.is_over
    g.resign()  # Red retires at its turn
    assert g.is_over and g.result.winner == "white"
    assert g.result.termination == Termination.RESIGNATION
    # first out (Black) third, second out (Red) second
    assert g.scores() == {"white": 3.0, "red": 1.0, "black": 0.0}
    assert g.legal_actions() == []


@pytest.mark.parametrize("text", ["move=white; white=-; black=-; red=-",
                                  "move=white; out=red; white=-; black=-; red=-"])
def test_h12_a_position_where_no_player_in_the_game_has_a_piece_is_refused(text: str) -> None:
    # Everybody would be out at once: no game to play (and no winner).
    with pytest.raises(PositionError, match="at least one piece"):
        game(text)


NO_MOVE_END = pos("H12 no move",
                  "move=white; last=red; out=red; white=K1,41,50,56; black=49; red=-")


def test_h12_out_by_having_no_move_at_the_turn_start_ends_a_two_player_game() -> None:
    g = game(NO_MOVE_END)
    g.play("1-6")
    assert g.is_over and g.result.winner == "white"
    assert g.result.termination == Termination.NO_MOVE
    assert g.eliminated == (("red",), ("black",)) and g.pieces("black") == []
    assert g.scores() == {"white": 3.0, "black": 1.0, "red": 0.0}


def test_h12_resignation_only_at_ones_turn_and_the_pieces_leave() -> None:
    g = DamHex.new()
    with pytest.raises(IllegalActionError) as info:
        g.resign("black")
    assert info.value.key == "damhex.resign.not_your_turn"
    assert g == DamHex.new()
    with pytest.raises(SettingError):
        g.resign("green")
    g.resign("white")
    assert g.pieces("white") == [] and g.eliminated == (("white",),)
    assert g.to_move == "black" and g.players == ("black", "red")
    g.undo()
    assert g == DamHex.new()


def test_h12_a_thief_that_resigns_gives_the_turn_back_to_the_robbed() -> None:
    g = DamHex.new()
    g.play("48-41")
    g.resign()
    assert g.eliminated == (("red",),) and g.to_move == "black" and g.robbed is None


def test_h14_scores_three_one_nought_and_draws() -> None:
    g = DamHex.new()
    g.agree_draw()
    assert g.is_over and g.result.winner is None
    assert g.result.termination == Termination.AGREEMENT
    assert g.scores() == {"white": 1.0, "black": 1.0, "red": 1.0}
    with pytest.raises(IllegalActionError):
        g.play("48-41")
    g.undo()
    g.resign()  # White out first
    g.agree_draw()
    assert g.scores() == {"white": 0.0, "black": 2.0, "red": 2.0}


def test_h14a_one_chain_eliminating_both_opponents() -> None:
    g = game(pos("H14a", "move=white; last=red; white=46; black=39,9; red=23"))
    g.play("46x31x16x3")
    assert g.is_over and g.result.winner == "white"
    assert g.eliminated == (("black", "red"),) and "out=black+red" in g.position()
    assert g.scores() == {"white": 3.0, "black": 0.5, "red": 0.5}


# ====================================================================== H13
KINGS = pos("quiet kings", "move=white; last=red; quiet=5; white=K31,58; black=K27; red=K61")


def test_h13_a_kings_plain_move_counts_a_man_or_a_capture_restarts() -> None:
    g = game(KINGS)
    g.play("31-23")
    assert g.quiet_moves == 6
    g.play("27-28")
    g.play("61-60")
    assert g.quiet_moves == 8
    g.play("58-52")  # a man's move
    assert g.quiet_moves == 0
    g = game(pos("quiet capture",
                 "move=white; last=red; quiet=9; white=K31; black=23,K27; red=K61"))
    g.play("31x16")
    assert g.quiet_moves == 0


def test_h13_crowning_restarts_the_count() -> None:
    g = game(pos("quiet crowning",
                 "move=black; last=white; quiet=7; white=3,58; black=K27; red=K61"))
    g.play("27-28")
    g.play("61-60")
    assert g.to_move == "white" and g.piece_at(2) == ("white", True)
    assert g.quiet_moves == 0


def test_h13_elimination_restarts_the_count() -> None:
    g = game(pos("quiet elimination", "move=white; last=red; quiet=30; white=K1,58; black=49; "
                 "red=50,56,K27"))
    g.play("1-6")
    assert g.eliminated == (("black",),) and g.quiet_moves == 0


@pytest.mark.parametrize(("out", "limit", "scores"), [
    ("-", 120, {"white": 1.0, "black": 1.0, "red": 1.0}),
    ("red", 80, {"white": 2.0, "black": 2.0, "red": 0.0}),
])
def test_h13_draw_after_forty_quiet_moves_per_player_left(
    out: str, limit: int, scores: dict[str, float]
) -> None:
    red = "red=-" if out == "red" else "red=K61"
    text = f"move=white; last=red; quiet={limit - 2}; out={out}; white=K31; black=K1; {red}"
    g = game(pos(f"quiet {out}", text))
    g.play("31-23")
    assert g.quiet_moves == limit - 1 and not g.is_over
    g.play(sorted(g.legal_actions(), key=str)[0])
    assert g.quiet_moves == limit and g.is_over
    assert g.result.winner is None and g.result.termination == Termination.QUIET
    assert g.scores() == scores
    assert game(text.replace(f"quiet={limit - 2}", f"quiet={limit}")).is_over


def test_h13_agreement_with_two_players() -> None:
    g = game(pos("agreement", "move=white; last=red; out=black; white=K31; black=-; red=K61"))
    g.agree_draw()
    assert g.scores() == {"white": 2.0, "black": 0.0, "red": 2.0}
    g.undo()
    assert not g.is_over


# ====================================================================== two players
def test_a_two_player_endgame_plays_in_turn_without_ratto() -> None:
    g = game(pos("endgame", "move=red; last=white; out=black; white=K31,K10,54; black=-; "
                 "red=K40,K18,25"))
    seats = []
    for _ in range(40):
        if g.is_over:
            break
        seats.append(g.to_move)
        assert g.robbed is None and g.players == ("white", "red")
        g.play(sorted(g.legal_actions(), key=str)[-1])
    assert len(seats) > 10
    assert all(a != b for a, b in pairwise(seats))
    assert not any(t.ratto for t in g.turns)


# ====================================================================== refusals
@pytest.mark.parametrize("text", [
    "", "   ", "abc", "52", "52-", "-45", "0-45", "62-45", "52-45x38", "52--45", "k52-45",
    "52x", "x45", "1e1-45", "100-45",
])
def test_malformed_actions_are_syntax_errors(text: str) -> None:
    error = refused(DamHex.new(), text, ActionSyntaxError)
    assert "1-61" in str(error)


def test_non_text_actions_are_type_errors() -> None:
    g = DamHex.new()
    for value in (52, None, ("52", "45")):
        with pytest.raises(ArgumentTypeError):
            g.play(value)  # type: ignore[arg-type]
    assert g == DamHex.new()


@pytest.mark.parametrize(("action", "key"), [
    ("40-33", "damhex.action.no_piece"),
    ("1-7", "damhex.action.not_yours"),
    ("52-44", "damhex.action.illegal"),
    ("46-40", "damhex.action.illegal"),
    ("46x31", "damhex.action.illegal"),
])
def test_illegal_moves_are_refused_with_words_and_change_nothing(action: str, key: str) -> None:
    g = DamHex.new()
    error = refused(g, action)
    assert error.key == key and action in str(error)
    assert g == DamHex.new() and g.turns == []


def test_the_ratto_refusal_names_the_thief_and_the_robbed() -> None:
    g = DamHex.new()
    g.play("48-41")
    error = refused(g, "34-33")
    assert error.key == "damhex.action.ratto"
    assert "Red" in str(error) and "Black" in str(error) and "33x48" in str(error)


@pytest.mark.parametrize(("text", "key"), [
    ("", "damhex.position.missing"),
    ("white=46; black=1; red=5", "damhex.position.missing"),
    ("move=white; white=46; black=1", "damhex.position.missing"),
    ("move=white; white=46; black=1; red=5; colour=blue", "damhex.position.bad_field"),
    ("move=white; white=46; black=1; red=5; nonsense", "damhex.position.bad_field"),
    ("move=white; move=black; white=46; black=1; red=5", "damhex.position.field_twice"),
    ("move=white; white=62; black=1; red=5", "damhex.position.bad_cell"),
    ("move=white; white=0; black=1; red=5", "damhex.position.bad_cell"),
    ("move=white; white=Q4; black=1; red=5", "damhex.position.bad_cell"),
    ("move=white; white=46,K46; black=1; red=5", "damhex.position.cell_twice"),
    ("move=white; white=46; black=46; red=5", "damhex.position.cell_twice"),
    ("move=green; white=46; black=1; red=5", "damhex.position.bad_seat"),
    ("move=white; last=blue; white=46; black=1; red=5", "damhex.position.bad_seat"),
    ("move=white; quiet=-3; white=46; black=1; red=5", "damhex.position.bad_number"),
    ("move=white; quiet=lots; white=46; black=1; red=5", "damhex.position.bad_number"),
    ("move=white; out=black+black; white=46; black=-; red=5", "damhex.position.bad_out"),
    ("move=white; out=black; white=46; black=1; red=5", "damhex.position.out_with_pieces"),
    ("move=black; out=black; white=46; black=-; red=5", "damhex.position.mover_out"),
])
def test_bad_positions_are_refused_with_words(text: str, key: str) -> None:
    with pytest.raises(PositionError) as info:
        DamHex.from_position(text)
    assert info.value.key == key
    assert len(str(info.value)) > 15 and "{" not in str(info.value)


def test_positions_of_the_wrong_type_are_type_errors() -> None:
    with pytest.raises(ArgumentTypeError):
        DamHex.from_position(None)  # type: ignore[arg-type]


def test_position_text_round_trips_and_reads_its_fields() -> None:
    g = game("move=red; last=white; robbed=black; quiet=0; out=-; white=41,46,47,52,53,54,55,57,"
             "58,59,60,61; black=1,6,7,12,13,14,19,20,21,27,28,29; red=5,10,11,16,17,18,24,25,"
             "26,33,34,35")
    h = DamHex.new()
    h.play("48-41")
    assert g.position() == h.position() and g == h
    assert moves(g) == ["33x48"]


# ====================================================================== found by these tests
def test_a_clone_stays_independent_through_undo() -> None:
    g = DamHex.new()
    g.play("48-41")
    c = g.clone()
    c.undo()
    c.play("46-39")  # writes into the board list the original's snapshot holds
    g.undo()
    assert g == DamHex.new()


@pytest.mark.parametrize("text", [
    "move=white; last=red; robbed=white; white=46; black=1; red=5",  # the thief robs itself
    "move=white; last=white; robbed=black; white=46; black=1; red=5",  # X is the thief
    "move=white; last=red; robbed=black; out=black; white=46; black=-; red=5",  # robbed out
    "move=red; last=white; robbed=black; white=46; black=1; red=5",  # no capture of White's
])
def test_an_inconsistent_ratto_position_is_refused(text: str) -> None:
    try:
        g = DamHex.from_position(text)
    except PositionError:
        return
    assert g.is_over or g.legal_actions()


def test_a_finished_games_position_reads_back_as_finished() -> None:
    g = game(NO_MOVE_END)
    g.play("1-6")
    assert g.is_over
    back = DamHex.from_position(g.position())
    assert back.is_over and back.result.winner == "white"


def test_a_player_without_pieces_is_not_in_the_game() -> None:
    try:
        g = DamHex.from_position("move=white; last=red; white=46; black=-; red=5")
    except PositionError:
        return
    assert g.players == ("white", "red")


@pytest.mark.parametrize("cell", [-1, 61])
def test_piece_at_refuses_cells_off_the_board(cell: int) -> None:
    with pytest.raises(ActionError):
        DamHex.new().piece_at(cell)


# ====================================================================== reference
def test_the_reference_agrees_on_the_named_positions() -> None:
    """Every position built by ``game`` is checked against the reference when
    it is built; this re-checks the module's named ones on their own."""
    assert len(POSITIONS) >= 9
    for text in [*POSITIONS.values(), *(text for text, _, _ in PRIORITY.values())]:
        agree_with_reference(text)
