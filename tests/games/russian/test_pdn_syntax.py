"""Issue 29, item 1: the PDN that archives and servers write for Russian
draughts (GameType 25), each form by name.

Every form is read into the same record as the project's canonical text
says, and that text is what writing gives back (read → write → read is
the identity). What is really wrong (an illegal move, a square of the
10×10 board) is still refused with its line, column and the rule's words,
in English and Italian.
"""

from __future__ import annotations

import pytest
from fuzz_inputs import check_record_error, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from russian_oracle import NAMES

from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import RecordError
from dominochess_widget.core.movelist import MoveListCodec, nag_label
from dominochess_widget.core.records import Record
from dominochess_widget.games.russian import Result, Termination
from dominochess_widget.games.russian.pdn import CODEC
from dominochess_widget.games.russian.pdn_squares import NUMBERED, move_text, position_text
from dominochess_widget.render.frames import move_frames

HEAD = '[GameType "25"]\n'
#: The opening every form below writes: 1. c3-d4 f6-e5 2. d4:f6 g7:e5.
CANONICAL_BODY = "1. c3-d4 f6-e5\n2. d4:f6 g7:e5 *\n"
CANONICAL = HEAD + '[Result "*"]\n\n' + CANONICAL_BODY


def read(text: str) -> Record:
    record = CODEC.read(text)
    assert isinstance(record, Record)
    return record


def same_as_canonical(text: str) -> None:
    """``text`` reads as the canonical opening and writes it back."""
    assert read(text).to_text() == CANONICAL
    assert read_any_record(text).to_text() == CANONICAL


def error_of(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        read(text)
    check_record_error(caught.value, text)
    assert caught.value.message("en") != caught.value.message("it")
    return caught.value


# ---------------------------------------------------------------- numbered squares
def test_numeric_squares_follow_the_pdn_standard_and_py_draughts() -> None:
    """Square 1 is b8, 4 h8, 5 a7, 22 c3, 29 a1, 32 g1: py-draughts's
    RussianBoard numbers every square the same way."""
    assert NUMBERED[1:] == tuple(NAMES)
    assert (NUMBERED[1], NUMBERED[5], NUMBERED[22], NUMBERED[29], NUMBERED[32]) == (
        "b8", "a7", "c3", "a1", "g1")


def test_numeric_squares_in_moves() -> None:
    same_as_canonical(HEAD + "1. 22-18 11-15 2. 18x11 8x15 *")
    same_as_canonical(HEAD + "1. 22-18 11-15 2. 18:11 8X15 *")


def test_numeric_multi_capture() -> None:
    record = read(HEAD + '[FEN "W:W22:B18,11"]\n\n1. 22x15x8 *')
    assert str(record.moves[0].action) == "c3:e5:g7"
    assert record.to_text().endswith("1. c3:e5:g7 1-0\n")  # Black has nothing left


def test_numeric_move_to_text() -> None:
    assert move_text("22-18") == "c3-d4"
    assert move_text("22x15x24") == "c3:e5:g3"
    assert move_text("c3-d4") == "c3-d4"  # algebraic passes as it is
    assert move_text("hello") == "hello"  # for the rules to refuse


@pytest.mark.parametrize("game_type", ["25", "25,W,8,8,N2,0", " 25 , W, 8, 8, A0, 0", "25,W"])
def test_game_type_tag_variants(game_type: str) -> None:
    text = f'[GameType "{game_type}"]\n\n1. 22-18 11-15 2. 18x11 8x15 *'
    assert read_any_record(text).to_text() == CANONICAL


# ---------------------------------------------------------------- FEN
def test_fen_numeric_squares() -> None:
    record = read(HEAD + '[FEN "W:W22,23:B11"]\n\n*')
    assert record.tags["FEN"] == "W:Wc3,e3:Bf6"


def test_fen_ranges() -> None:
    """The usual start written as ranges is the usual start: no FEN is written."""
    record = read(HEAD + '[FEN "W:W21-32:B1-12"]\n\n1. 22-18 *')
    assert "FEN" not in record.tags
    assert position_text("B:W21-23,K29-30:B1-2") == (
        "B:Wa3,c3,e3,Ka1,Kc1:Bb8,d8")


def test_fen_kings() -> None:
    record = read(HEAD + '[FEN "B:WK5,24:BK29,K18"]\n\n1... d4-e5 *')
    assert record.tags["FEN"] == "B:WKa7,g3:BKa1,Kd4"


def test_fen_trailing_dot_and_extra_fields() -> None:
    for fen in ("W:W22:B11.", "W:W22:B11:H0:F1", "W:W22:B11:H0:F1.", " w : w 22 : b 11 "):
        assert read(HEAD + f'[FEN "{fen}"]\n\n*').tags["FEN"] == "W:Wc3:Bf6"


def test_fen_algebraic() -> None:
    assert read(HEAD + '[FEN "W:Wc3:Bf6."]\n\n*').tags["FEN"] == "W:Wc3:Bf6"


# ---------------------------------------------------------------- move numbers
def test_moves_without_numbers() -> None:
    same_as_canonical(HEAD + "22-18 11-15 18x11 8x15 *")


def test_move_number_with_an_ellipsis_apart() -> None:
    same_as_canonical(HEAD + "1. 22-18 1. ... 11-15 2. 18x11 2. ... 8x15 *")


def test_move_number_glued_with_an_ellipsis() -> None:
    same_as_canonical(HEAD + "1.22-18 1...11-15 2.18x11 2..8x15 *")


def test_a_wrong_or_repeated_number() -> None:
    """The reader accepts what servers write: the rules decide who moves."""
    same_as_canonical(HEAD + "1. 22-18 1. 11-15 1. 18x11 7... 8x15 *")


def test_a_capture_written_as_a_plain_move() -> None:
    """PDN 1.0 allowed 11-18 for a capture: a move over a piece is one."""
    same_as_canonical(HEAD + "1. 22-18 11-15 2. 18-11 8-15 *")
    record = read(HEAD + '[FEN "W:WKe1:Bc3"]\n\n1. e1-a5 *')  # a king's long capture
    assert str(record.moves[0].action) == "e1:a5"
    assert str(read(HEAD + '[FEN "W:WKe1:Bc7"]\n\n1. e1-a5 *').moves[0].action) == "e1-a5"


def test_no_separator() -> None:
    same_as_canonical(HEAD + "1. c3d4 f6e5 2. d4f6 g7e5 *")
    assert move_text("c3e5g7") == "c3:e5:g7"


# ---------------------------------------------------------------- NAGs and glyphs
@pytest.mark.parametrize(("glyph", "nag"), [("!", 1), ("?", 2), ("!!", 3), ("??", 4),
                                            ("!?", 5), ("?!", 6)])
def test_nag_glyphs_glued_to_a_move(glyph: str, nag: int) -> None:
    for written in (f"22-18{glyph}", f"c3-d4{glyph}", f"22-18 ${nag}"):
        record = read(HEAD + f"1. {written} 11-15 *")
        assert record.moves[0].nags == (nag,)
        assert record.to_text().endswith(f"1. c3-d4{glyph} f6-e5 *\n")  # written as the sign
        assert nag_label(record.moves[0].nags) == glyph


@pytest.mark.parametrize(("glyph", "nag"), [("!", 1), ("?", 2), ("!!", 3), ("??", 4),
                                            ("!?", 5), ("?!", 6)])
def test_29_a_glyph_written_apart_from_its_move_is_its_nag(glyph: str, nag: int) -> None:
    """``1. c3-d4 !? f6-g5``: PDN files write a glyph glued or apart; apart
    it is the move's NAG as well (written back glued), also before a
    variation, after a comment or after a ``$n``."""
    record = read(HEAD + f"1. c3-d4 {glyph} f6-e5 {glyph} *")
    assert [move.nags for move in record.moves] == [(nag,), (nag,)]
    assert record.to_text().endswith(f"1. c3-d4{glyph} f6-e5{glyph} *\n")
    varied = read(HEAD + f"1. 22-18 {{Why?}} $14 {glyph} (1. 23-19 {glyph}) 11-15 *")
    assert varied.moves[0].nags == (14, nag)
    assert varied.moves[0].variations[0][0].nags == (nag,)
    assert str(varied.moves[1].action) == "f6-e5"


@pytest.mark.parametrize("body", ["!? 1. c3-d4 *", "1. c3-d4 2. ?! f6-e5 *",
                                  "1. c3-d4 f6-e5 ( !! 1... f6-g5) *"])
def test_29_a_glyph_apart_before_any_move_is_refused(body: str) -> None:
    error = error_of(HEAD + "\n" + body)
    assert error.key == "record.nag_before_move", str(error)
    assert error.line == 3


def test_nags_from_0_to_255_are_kept_in_order() -> None:
    record = read(HEAD + "1. 22-18!? $14 $255 {Good.} $0 11-15 $2 *")
    assert record.moves[0].nags == (5, 14, 255, 0)
    assert record.moves[1].nags == (2,)
    text = record.to_text()
    assert text.endswith("1. c3-d4!? $14 $255 $0 {Good.} 1... f6-e5? *\n")
    assert read(text).to_text() == text
    assert nag_label((14, 5, 300)) == " ⩲ !? $300"


def test_the_viewer_shows_the_usual_sign() -> None:
    record = read(HEAD + "1. 22-18!? 11-15 $16 *")
    labels = [frame.label for frame in move_frames(record, "en")]
    assert labels[1:] == ["1. c3-d4!?", "1... f6-e5 ±"]


def test_a_study_tree_keeps_the_nags() -> None:
    record = read(HEAD + "1. 22-18!? (1. 23-19?! 11-15) 11-15 $16 *")
    root = CODEC.tree(record)
    assert root.children[0].nags == (5,) and root.children[1].nags == (6,)
    again = CODEC.from_tree(record.start(), root, record.tags)
    assert again.to_text() == record.to_text()


# ---------------------------------------------------------------- results and endings
@pytest.mark.parametrize(("written", "canonical", "result"), [
    ("2-0", "1-0", Result.WHITE), ("0-2", "0-1", Result.BLACK), ("1-1", "1/2-1/2", Result.DRAW),
    ("1-0", "1-0", Result.WHITE), ("0-1", "0-1", Result.BLACK),
    ("1/2-1/2", "1/2-1/2", Result.DRAW), ("*", "*", None), ("0-0", "0-0", None),
])
def test_results_a_server_writes(written: str, canonical: str, result: Result | None) -> None:
    """In a tag and after the moves, or after the moves alone; a game not
    over on the board ends by the decision that gives the result (0-0, both
    forfeit, is kept as written: no decision gives it)."""
    for text in (HEAD + f'[Result "{written}"]\n\n1. 22-18 11-15 {written}',
                 HEAD + f"\n1. 22-18 11-15 {written}"):
        record = read(text)
        assert record.game.result is result
        assert record.tags["Result"] == canonical
        written_back = record.to_text()
        assert written_back.endswith(f"1. c3-d4 f6-e5 {canonical}\n")
        assert read(written_back).to_text() == written_back


def test_a_result_after_the_moves_alone() -> None:
    record = read(HEAD + "\n1. 22-18 11-15 0-2")
    assert record.game.result is Result.BLACK
    assert record.game.termination is Termination.RESIGNATION


@pytest.mark.parametrize("ending", ["Time forfeit", "Abandoned", "Normal", "Adjudication"])
def test_a_termination_in_a_servers_words_is_kept(ending: str) -> None:
    text = HEAD + f'[Result "0-2"]\n[Termination "{ending}"]\n\n1. 22-18 11-15 0-2'
    record = read(text)
    assert record.game.result is Result.BLACK  # the board: White resigned
    assert record.tags["Termination"] == ending
    written = record.to_text()
    assert f'[Termination "{ending}"]' in written and read(written).to_text() == written
    last = move_frames(record, "it")[-1]
    assert last.result == f"Vince il Nero: {ending}"


def test_normal_on_a_game_over_on_the_board_is_kept() -> None:
    text = HEAD + '[FEN "W:W22:B18,11"]\n[Termination "Normal"]\n\n1. 22x15x8 2-0'
    record = read(text)
    assert record.game.termination is Termination.NO_MOVES
    assert record.tags["Termination"] == "Normal"
    assert read(record.to_text()).to_text() == record.to_text()


def test_both_forfeit_is_shown_as_the_records_ending() -> None:
    record = read(HEAD + '[Termination "both forfeit"]\n\n1. 22-18 0-0')
    assert not record.game.is_over
    assert move_frames(record, "en")[-1].result == "0-0: both forfeit"


# ---------------------------------------------------------------- escapes, comments, clocks
def test_escape_lines_are_ignored() -> None:
    same_as_canonical("% made by a server\n" + HEAD + "% a note\n1. 22-18 11-15\n"
                      "%2. 23-19\n2. 18x11 8x15 *")


def test_semicolon_comments_run_to_the_line_end() -> None:
    record = read(HEAD + "1. 22-18 ; the centre {not a brace}\n11-15 *")
    comment = record.moves[0].comment
    assert comment is not None and comment.text == "the centre {not a brace}"
    assert read(record.to_text()).to_text() == record.to_text()
    marked = read(HEAD + "1. 22-18 ; look [%csl Gd4]\n11-15 *").moves[0].comment
    assert marked is not None and [m.square for m in marked.annotations.squares] == [27]


@pytest.mark.parametrize("clock", ["[%clock w0:10:00 B0:10:00]", "[%clk 0:09:58]",
                                   "[%emt 0:00:02]"])
def test_clock_comments_are_kept_but_not_shown(clock: str) -> None:
    record = read(HEAD + f"1. 22-18 {{{clock}}} 11-15 {{Solid. {clock}}} *")
    first, second = record.moves[0].comment, record.moves[1].comment
    assert first is not None and first.raw == clock and first.text == ""
    assert second is not None and second.text == "Solid."
    assert clock in record.to_text() and read(record.to_text()).to_text() == record.to_text()


def test_variations_nested_in_numeric_notation() -> None:
    record = read(HEAD + "1. 22-18 11-15 (1... 12-16 2. 24-20 (2. 21-17) 9-13) 2. 18x11 *")
    assert [str(m.action) for m in record.moves[1].variations[0]] == [
        "h6-g5", "g3-h4", "b6-a5"]
    assert str(record.moves[1].variations[0][1].variations[0][0].action) == "a3-b4"
    assert "(1... h6-g5 2. g3-h4 (2. a3-b4) 2... b6-a5)" in record.to_text()


# ---------------------------------------------------------------- still refused
REFUSED = [
    # (what, body, key, line, column, words)
    ("an illegal move", "\n1. 22-18 11-15\n2. 21-17 *", "record.problem", 4, 4, "compulsory"),
    ("a 10×10 square", "\n1. 22-18 11-15\n2. 45-40 *", "record.problem", 4, 4, "1 to 32"),
    ("a square 0", "\n1. 0-4 *", "record.problem", 3, 4, "1 to 32"),
    ("a FEN square 33", '[FEN "W:W33:B1"]\n\n*', "record.bad_tag", 2, 1, "1 to 32"),
    ("a backward range", '[FEN "W:W32-21:B1"]\n\n*', "record.bad_tag", 2, 1, "backwards"),
    ("a result the moves deny", '[FEN "W:W22:B18"]\n\n1. 22x15 0-2', "record.result_contradicts",
     4, 10, "1-0"),
    ("a tag and a result that differ", '[Result "2-0"]\n\n1. 22-18 0-2', "record.result_mismatch",
     4, 10, "0-2"),
    ("an own ending the board denies", '[Result "2-0"]\n[Termination "no moves"]\n\n1. 22-18 2-0',
     "record.bad_termination", 5, 10, "no moves"),
    ("a NAG after a number", "\n1. 22-18 2. $1 *", "record.nag_before_move", 3, 13, "$1"),
]


@pytest.mark.parametrize(("what", "body", "key", "line", "column", "words"), REFUSED,
                         ids=[r[0] for r in REFUSED])
def test_what_is_really_wrong_is_still_refused(what: str, body: str, key: str, line: int,
                                               column: int, words: str) -> None:
    error = error_of(HEAD + body)
    assert (error.key, error.line, error.column) == (key, line, column), str(error)
    assert words in str(error)


def test_other_games_keep_strict_numbers() -> None:
    """A move-list codec without free syntax still checks its numbers (the
    records of Lasca, DamHex³, dominoes read exactly as before)."""
    strict = MoveListCodec("russian", game_tag=("GameType", "25"), position_tag="FEN")
    with pytest.raises(RecordError) as caught:
        strict.read(HEAD + "\n1. c3-d4 f6-g5 (2. f6-e5) *")
    assert "'1...'" in str(caught.value)
    with pytest.raises(RecordError, match="needs its move number"):
        strict.read(HEAD + "\n1. c3-d4 f6-g5 (1... f6-e5 d4:f6) *")
    with pytest.raises(RecordError):
        strict.read(HEAD + "\n1. c3-d4 $1 *")


# ---------------------------------------------------------------- fuzz
SERVER_GAME = (
    '[Event "Online"]\n[GameType "25,W,8,8,N2,0"]\n[FEN "W:W21-32:B1-12."]\n'
    '[Result "0-2"]\n[Termination "Time forfeit"]\n% exported\n'
    "1. 22-18!? {[%clock w0:10:00 B0:10:00]} 11-15 $1 (1... 12-16 ; a line\n"
    "2. 18-14) 2. 18x11 8x15 3. a3b4 ... 0-2\n"
)


def test_the_server_game_reads() -> None:
    record = read(SERVER_GAME)
    assert record.game.result is Result.BLACK
    assert read(record.to_text()).to_text() == record.to_text()


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_29_fuzz_a_mutated_pdn_reads_or_names_its_place(data: st.DataObject) -> None:
    text = mutate(data.draw, SERVER_GAME)
    try:
        record = read(text)
    except RecordError as error:
        check_record_error(error, text)
        return
    written = record.to_text()
    assert read(written).to_text() == written


#: Plain records (only numbers, moves and a result): reading's quick way.
PLAIN = (CANONICAL, HEAD + '[Event "Club"]\n\n1. 22-18 11-15 2. 18x11 8x15 1-1\n',
         HEAD + "1. c3d4 f6e5 2. d4xf6! g7:e5?? 0-0")


def reading_of(read_it: object, text: str) -> tuple[object, ...]:
    """What reading ``text`` gives: the record's text and tags, or the
    error's key and place."""
    try:
        record = read_it(text)  # type: ignore[operator]
    except RecordError as error:
        return error.key, error.line, error.column, str(error)
    return record.to_text(), record.tags, [move.nags for move in record.moves]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_29_fuzz_the_quick_way_reads_as_the_tokens_do(data: st.DataObject) -> None:
    """Issue 29, item 5: a plain body is split at its spaces, not made
    tokens; whatever the text, reading gives what the tokens' way gives
    (the same record, or the same error at the same place)."""
    text = mutate(data.draw, data.draw(st.sampled_from(PLAIN)))
    assert reading_of(CODEC.read, text) == reading_of(CODEC._read_tokens, text)


@pytest.mark.parametrize("text", PLAIN)
def test_29_a_plain_record_is_read_the_quick_way(text: str) -> None:
    plain = CODEC._read_plain(text)
    assert plain is not None
    assert reading_of(lambda _: plain, text) == reading_of(CODEC._read_tokens, text)
    assert CODEC._read_plain(text.replace("2. ", "{Why?} 2. ")) is None  # tokens read it
