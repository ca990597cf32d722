"""Puzzles (issue 16): every shipped puzzle checked by the engine, the
loader's refusals, and the gamebook a widget will drive."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest
from paths import REPO

from dominochess_widget import Game
from dominochess_widget.core.errors import PuzzleError
from dominochess_widget.games.dominochess.board import Side, parse_square
from dominochess_widget.games.dominochess.danger import danger_for
from dominochess_widget.games.dominochess.puzzle_turns import TurnGoal, full_turns
from dominochess_widget.games.dominochess.turns import turn_sequences
from dominochess_widget.puzzles import Gamebook, Puzzle, Said, load_puzzles, read_puzzles
from dominochess_widget.puzzles.loader import _shipped
from dominochess_widget.puzzles.verify import verify

PUZZLES = load_puzzles()
BY_ID = {puzzle.id: puzzle for puzzle in PUZZLES}
DATA = REPO / "dominochess_widget" / "puzzles" / "data"


# ------------------------------------------------------------------ the shipped set
@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_every_shipped_puzzle_is_sound(puzzle: Puzzle) -> None:
    """The solution reaches the best its goal allows, and "only good" holds."""
    assert verify(puzzle) == []


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_playing_the_solution_solves_the_puzzle(puzzle: Puzzle) -> None:
    book = Gamebook(puzzle)
    verdicts = []
    while not book.finished:
        rest = book.solution()
        assert rest, "the solution ran out before the puzzle was solved"
        feedback = book.try_action(rest[0])
        assert feedback.played[0] == rest[0]
        verdicts.append(feedback.verdict)
    assert verdicts[-1] == "right" and set(verdicts[:-1]) <= {"good"}
    assert puzzle.right.message("it") in feedback.message("it")


def test_the_set_covers_every_game_and_level() -> None:
    games = Counter(p.game for p in PUZZLES)
    assert games["dominochess"] >= 10
    assert min(games["russian"], games["lasca"], games["damhex"]) >= 3
    chess = [p for p in PUZZLES if p.game == "dominochess"]
    assert {p.goal for p in chess} == {"win", "material", "safety"}
    assert {p.level for p in chess} == {1, 2, 3, 4, 5}
    for game in ("russian", "lasca", "damhex"):
        goals = {p.goal for p in PUZZLES if p.game == game}
        assert {"material", "promote"} <= goals, game
    assert any(p.goal == "ratto" for p in PUZZLES if p.game == "damhex")


def test_a_claim_of_only_good_is_checked() -> None:
    """verify() refuses a solution worse than the best turn, and a false
    claim of "only good" (three routes of the king take the same four men)."""
    good = BY_ID["dc-06-long-diagonal"]
    worse = replace(good, solution=("4:Bf3-g4", "0:-"))
    assert verify(worse) == ["the solution reaches 0, the best turn 900"]
    sweep = BY_ID["ru-03-four-in-one-sweep"]
    claimed = replace(sweep, only_good=True)
    assert verify(claimed) == [
        "ply 3: d8:a5:e1:h4:f6, d8:h4:e1:a5:d8 as good as d8:a5:e1:h4:e7"]


def test_full_turns_lists_every_order_of_the_halves() -> None:
    """Both orders of the same two moves are two turns (D3); the boards they
    reach are those of the computer's turn generator (which lists each once)."""
    game = Game.from_position("4k3/8/8/8/8/8/8/R3K3", "red", (1, 3), pool=[(0, 0)])
    turns = full_turns(game)
    texts = {tuple(_texts(game, turn)) for turn in turns}
    assert ("1:Ke1-d2", "3:Ra1-a5") in texts and ("3:Ra1-a5", "1:Ke1-d2") in texts
    assert len(texts) == len(turns)
    assert {_board(game, t) for t in turns} == {
        _board(game, codes) for _value, codes in turn_sequences(game)}


def _texts(game: Game, codes: tuple[int, ...]) -> list[str]:
    out = []
    for code in codes:
        out.append(str(game.action_of(code)))
        game.push_code(code)
    for _code in codes:
        game.pop_code()
    return out


def _board(game: Game, codes: tuple[int, ...]) -> tuple[int, ...]:
    for code in codes:
        game.push_code(code)
    board = tuple(game.squares)
    for _code in codes:
        game.pop_code()
    return board


# ------------------------------------------------------------------ the loader
GOOD = '''
[[puzzle]]
id = "t-1"
game = "dominochess"
level = 1
goal = "win"
position = "8/8/q7/8/3k4/4K3/8/7Q"
to_move = "red"
tile = "1|4"
solution = ["1:Ke3xd4"]
only_good = true
title = { en = "T", it = "T" }
goal_text = { en = "G", it = "G" }
hint = { en = "H", it = "S" }
right = { en = "R", it = "G" }
wrong = { en = "W", it = "S" }
'''


def test_a_good_file_loads() -> None:
    (puzzle,) = read_puzzles(GOOD, "mine.toml")
    assert (puzzle.id, puzzle.tile, puzzle.solution) == ("t-1", (1, 4), ("1:Ke3xd4",))


def test_a_syntax_error_names_its_line_and_column() -> None:
    text = GOOD.replace('level = 1', 'level = = 1')
    with pytest.raises(PuzzleError) as caught:
        read_puzzles(text, "mine.toml")
    error = caught.value
    assert error.key == "puzzle.file_syntax" and error.file == "mine.toml"
    assert (error.params["line"], error.params["column"]) == (5, 9)
    assert "line 5, column 9" in str(error) and "riga 5, colonna 9" in error.message("it")


@pytest.mark.parametrize(("old", "new", "key", "field"), [
    ('solution = ["1:Ke3xd4"]', 'solution = ["1:Ke3-e4", "4:Qh1xd4"]', "puzzle.bad_move",
     "solution"),
    ('solution = ["1:Ke3xd4"]', 'solution = ["4:-"]', "puzzle.turn_unfinished", "solution"),
    ('solution = ["1:Ke3xd4"]', 'solution = ["1:Ke3xd4", "4:-"]', "puzzle.turn_too_long",
     "solution"),
    ('hint = { en = "H", it = "S" }', 'hint = { en = "H" }', "puzzle.missing_language", "hint"),
    ('game = "dominochess"', 'game = "go"', "puzzle.unknown_game", "game"),
    ('goal = "win"', 'goal = "ratto"', "puzzle.unknown_goal", "goal"),
    ('position = "8/8/q7/8/3k4/4K3/8/7Q"', 'position = "8/8/q7/8/3k4/4K3/8"',
     "puzzle.bad_position", "position"),
    ('tile = "1|4"', 'tile = "1|9"', "puzzle.bad_field", "tile"),
    ('level = 1', 'level = 7', "puzzle.bad_field", "level"),
    ('only_good = true', 'only_good = "yes"', "puzzle.bad_field", "only_good"),
    ('only_good = true', 'only_god = true', "puzzle.missing_field", "only_good"),
    ('only_good = true', 'only_good = true\nsolutions = []', "puzzle.unknown_field",
     "solutions"),
])
def test_a_bad_puzzle_names_file_id_and_field(old: str, new: str, key: str, field: str) -> None:
    assert GOOD.count(old) == 1
    with pytest.raises(PuzzleError) as caught:
        read_puzzles(GOOD.replace(old, new), "mine.toml")
    error = caught.value
    assert (error.key, error.file, error.puzzle, error.field) == (key, "mine.toml", "t-1", field)
    for language in ("en", "it"):
        text = error.message(language)
        assert "mine.toml" in text and "t-1" in text and field in text


def test_a_bad_move_says_which_and_why() -> None:
    text = GOOD.replace('solution = ["1:Ke3xd4"]', 'solution = ["1:Ke3-e4", "4:Qh1xd4"]')
    with pytest.raises(PuzzleError) as caught:
        read_puzzles(text, "mine.toml")
    assert caught.value.params["number"] == 2 and caught.value.params["value"] == "4:Qh1xd4"
    assert "move 2 (4:Qh1xd4)" in str(caught.value)


def test_line_puzzles_refuse_domino_fields_and_bad_lines() -> None:
    line = (DATA / "russian.toml").read_text(encoding="utf-8")
    with pytest.raises(PuzzleError) as caught:
        read_puzzles(line.replace('"f8-e7", "b6-a7"', '"f8-e7", "b6-c5"', 1), "russian.toml")
    assert (caught.value.puzzle, caught.value.field) == ("ru-01-race-to-the-crown", "solution")
    assert caught.value.params["number"] == 3
    with pytest.raises(PuzzleError) as caught:
        read_puzzles(line.replace('level = 2', 'level = 2\ntile = "1|2"', 1), "russian.toml")
    assert caught.value.key == "puzzle.unknown_field" and caught.value.field == "tile"


def test_nothing_half_loads() -> None:
    """A file with a bad puzzle after a good one gives no puzzle and takes no id."""
    second = GOOD.replace('"t-1"', '"t-2"').replace('tile = "1|4"', 'tile = "1|8"')
    seen = {"other"}
    with pytest.raises(PuzzleError) as caught:
        read_puzzles(GOOD + second, "mine.toml", seen)
    assert caught.value.puzzle == "t-2"
    assert seen == {"other"}
    with pytest.raises(PuzzleError) as caught:
        read_puzzles(GOOD + GOOD, "mine.toml")
    assert caught.value.key == "puzzle.duplicate_id"
    assert read_puzzles(GOOD, "mine.toml", seen) and seen == {"other", "t-1"}


def test_an_empty_file_is_refused() -> None:
    with pytest.raises(PuzzleError) as caught:
        read_puzzles("# nothing\n", "empty.toml")
    assert caught.value.key == "puzzle.no_puzzles"


def test_load_puzzles_filters_by_game_and_sorts_easy_first() -> None:
    russian = load_puzzles("russian")
    assert russian and {p.game for p in russian} == {"russian"}
    assert [p.level for p in russian] == sorted(p.level for p in russian)
    assert len(PUZZLES) == len(_shipped()) == len({p.id for p in PUZZLES})
    assert load_puzzles("chess") == []


# ------------------------------------------------------------------ the gamebook
TWO_HALVES = [p for p in PUZZLES if p.is_turn and len(p.solution) == 2]


@pytest.mark.parametrize("puzzle", TWO_HALVES, ids=[p.id for p in TWO_HALVES])
def test_either_order_of_the_halves_is_right(puzzle: Puzzle) -> None:
    for order in (puzzle.solution, puzzle.solution[::-1]):
        book = Gamebook(puzzle)
        if not _legal_in_order(puzzle, order):
            continue  # a forfeit may not be played while its half has a move (D3)
        first, second = (book.try_action(action) for action in order)
        assert (first.verdict, second.verdict, book.finished) == ("good", "right", True)


def _legal_in_order(puzzle: Puzzle, order: tuple[str, ...]) -> bool:
    game = puzzle.start()
    texts = [str(a) for a in game.legal_actions()]
    return order[0] in texts


def test_the_reversed_order_counts_in_a_two_capture_turn() -> None:
    book = Gamebook(BY_ID["dc-02-two-kings-two-halves"])
    assert book.try_action("4:Bc4xg8").verdict == "good"
    assert book.solution() == ("3:Ra7xd7",)
    assert book.try_action("3:Ra7xd7").verdict == "right"


def test_a_wrong_safety_turn_is_told_the_odds_and_changes_nothing() -> None:
    puzzle = BY_ID["dc-09-take-the-attacker"]
    book = Gamebook(puzzle)
    before = book.state
    feedback = book.try_action("3:Rd1-e1")
    assert feedback.verdict == "wrong" and feedback.retry and not feedback.played
    why = feedback.said[0]
    assert isinstance(why, Said) and why.key == "puzzle.why.safety"
    # Counted by hand: of the 5 tiles left (0|1 0|4 1|4 2|5 4|6), the three
    # with a 4 move the bishop f4 to d2; after Rf5xf4 nothing reaches d2.
    assert {name: why.params[name] for name in ("square", "count", "tiles", "percent",
                                                 "best_count", "best_percent")} == {
        "square": "d2", "count": 3, "tiles": 5, "percent": "60%", "best_count": 0,
        "best_percent": "0%"}
    assert "3/5 = 60%" in feedback.message() and "0/5 = 0%" in feedback.message("it")
    assert puzzle.wrong.message("it") in feedback.message("it")
    assert book.state == before and book.state.halves_left == (3, 4)
    # the same odds from the danger map itself, on the board the wrong turn leaves
    game = puzzle.start()
    tiles = [tile for tile, _ in game.chance_outcomes()]
    game.play("3:Rd1-e1")
    game.play("4:-")
    assert danger_for(game, Side.RED, tiles).chance(parse_square("d2")) == Fraction(3, 5)


def test_a_wrong_half_is_refused_at_once_with_the_best_it_could_still_reach() -> None:
    book = Gamebook(BY_ID["dc-08-jollies-for-profit"])
    feedback = book.try_action("6:Kg2-g3")  # the king moves: only one capture is left
    why = feedback.said[0]
    assert feedback.verdict == "wrong" and isinstance(why, Said)
    assert why.key == "puzzle.why.material"
    assert "win 5 points of material, the best turn wins 8.3" in feedback.message()
    assert "guadagni 5 punti di materiale, il turno migliore ne guadagna 8,3" in \
        feedback.message("it")
    assert book.state == Gamebook(BY_ID["dc-08-jollies-for-profit"]).state


def test_a_missed_win_says_how_many_kings_stay() -> None:
    book = Gamebook(BY_ID["dc-02-two-kings-two-halves"])
    assert book.try_action("3:Ra7-a8").said[0] == Said("puzzle.why.win")  # the bishop still can
    # a turn that can take one king of two: a rook move that takes none leaves both
    text = GOOD.replace("8/8/q7/8/3k4/4K3/8/7Q", "k6k/8/8/8/8/8/8/R3K3").replace(
        '"1|4"', '"0|3"').replace('["1:Ke3xd4"]', '["3:Ra1xa8", "0:-"]').replace(
        "only_good = true", "only_good = false")
    (puzzle,) = read_puzzles(text, "mine.toml")
    assert verify(puzzle) == ["no turn wins"]
    assert Gamebook(puzzle).try_action("3:Ra1-b1").said[0] == Said("puzzle.why.win_both")


def test_an_illegal_try_is_explained_and_changes_nothing() -> None:
    for puzzle_id, text in (("dc-01-king-bites", "2:Qh1-h8"), ("ru-01-race-to-the-crown", "a5-a6"),
                            ("dh-02-steal-the-turn", "nonsense")):
        book = Gamebook(BY_ID[puzzle_id])
        before = book.state
        feedback = book.try_action(text)
        assert feedback.verdict == "illegal" and feedback.retry
        assert book.state == before or book.state.position() == before.position()
        assert feedback.message("it").startswith("Questa mossa qui non si può giocare")


def test_a_line_answers_each_right_move_and_refuses_a_wrong_one() -> None:
    puzzle = BY_ID["ru-02-crowned-and-compelled"]
    book = Gamebook(puzzle)
    start = book.state.position()
    wrong = book.try_action("a5-b6")
    assert wrong.verdict == "wrong" and wrong.said[0] == Said(
        "puzzle.why.gain", {"got": "+1", "best": "+4"})
    assert book.state.position() == start
    assert book.hint().message("it") == puzzle.hint.it
    assert book.solution() == puzzle.solution
    right = book.try_action("a7-b8")
    assert (right.verdict, right.played) == ("good", ("a7-b8", "d4:b2"))
    assert "Black answers d4:b2." in right.message()
    assert "Risponde il Nero: d4:b2." in right.message("it")
    assert book.solution() == ("b8:d6:a3:c1",)
    last = book.try_action("b8:d6:a3:c1")
    assert last.verdict == "right" and last.finished
    assert book.try_action("a5-b6").verdict == "solved"
    book.start()
    assert book.state.position() == start and not book.finished


def test_an_equally_good_move_off_the_line_is_right() -> None:
    book = Gamebook(BY_ID["ru-03-four-in-one-sweep"])
    book.try_action("e7-d8")
    assert book.try_action("d8:a5:e1:h4:f6").verdict == "right"


def test_a_missed_ratto_and_the_ratto_itself() -> None:
    book = Gamebook(BY_ID["dh-02-steal-the-turn"])
    assert book.try_action("43-35").said[0] == Said("puzzle.why.ratto")
    feedback = book.try_action("48-40")
    assert feedback.played == ("48-40", "39x41x56")
    assert book.state.to_move == "white" and book.state.robbed == "red"
    assert book.try_action("61x50").verdict == "right"
    assert book.state.turns[-1].ratto


def test_a_deviation_is_answered_by_the_best_defence() -> None:
    """Off the stated line the gamebook answers with the search's reply."""
    book = Gamebook(BY_ID["la-01-run-for-the-last-row"])
    book.try_action("f4-e5")
    feedback = book.try_action("e5-f6")  # as good as e5-d6 (not only good)
    assert feedback.verdict == "good" and len(feedback.played) == 2
    assert book.solution() and book.try_action(book.solution()[0]).verdict == "right"


def test_safety_values_are_the_most_exposed_kings_chance() -> None:
    puzzle = BY_ID["dc-12-no-safe-square"]
    game = puzzle.start()
    goal = TurnGoal.at_start("safety", game)
    for action in puzzle.solution:
        game.play(action)
    reached = goal.reached(game)
    assert (reached.king, reached.chance, reached.value) == (
        parse_square("e3"), Fraction(1, 3), Fraction(-1, 3))
