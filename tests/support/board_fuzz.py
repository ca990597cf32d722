"""The shared parts of the board games' fuzz tests (Russian draughts, Lasca,
DamHex³, and the generic checks the other games' fuzz tests reuse): random
and mutated positions, actions of any kind, state and session snapshots, and
the checks that a refused call changed nothing (``fuzz_inputs``'s error
contract). The tests are in ``tests/games/*/test_fuzz_*.py``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from fuzz_inputs import HUGE, SNIPPETS, check_message, check_type_error, mutate
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from dominochess_widget import games
from dominochess_widget.core import registry
from dominochess_widget.core.errors import DominoChessError, shown
from dominochess_widget.session import PlaySession

FUZZ = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.large_base_example],
)
State = Any
#: Each game's settings that change what is legal or when a game ends (S3, L1, L4).
SETTINGS: dict[str, tuple[dict[str, object], ...]] = {
    "russian": ({}, {"three_kings": None, "kings_only": 2}, {"repetition": False}),
    "lasca": ({}, {"officer": "lasker"}, {"repetition": False}),
    "damhex": ({},),
}
#: Positions random play seldom reaches.
SPECIAL_POSITIONS: dict[str, tuple[str, ...]] = {
    "russian": (
        "W:WKd4:Bc5,e5,g5,g3,e3",  # a one-jump capture and a ring route with its ends (item 11)
        "W:WKa1,Kc3,Ke1:BKh8",  # three kings against one (S3)
        "B:WKa1:BKh8",  # kings only (S3)
        "W:Wf6:Bg7,e7,c7,Kb2",  # a man crowned in the middle of a capture (S1)
    ),
    "lasca": (
        "W a3=Wb e5=bW g7=B",  # officers commanding columns
        "W d4=W b6=b f6=bww",  # an officer's capture, a column freeing its prisoners
        "B a1=w c5=Bwww",
    ),
    "damhex": (
        "move=white; white=K46; black=K1; red=K5",  # kings only
        "move=white; quiet=119; white=K46; black=K1; red=K5",  # a move before the draw (H13)
        "move=black; out=red; white=K46,47; black=K1,2; red=-",  # a player out (H12)
        "move=red; quiet=78; out=white; white=-; black=K1; red=K5",
    ),
}
#: Games whose actions the fuzzing hands to another game.
EVERY_GAME = ("dominochess", "russian", "lasca", "damhex", "dominoes")
#: The games fuzzed here and in ``test_fuzz_damhex.py`` (a session switches among them).
BOARD_GAMES = ("russian", "lasca", "damhex")


class Huge(int):
    """A huge int that hypothesis shows by its name, not by thousands of digits."""

    def __repr__(self) -> str:
        return "-10**5000" if self < 0 else "10**5000"


BIG = Huge(HUGE)


# ====================================================================== states
def random_state(name: str, seed: int, length: int, settings: dict[str, object] | None = None,
                 ending: str | None = None, start: str | None = None) -> State:
    """``length`` random legal actions from a new game (or the position
    ``start``), fewer if it ends; then a resignation or an agreed draw if
    ``ending`` says so."""
    if start is None:
        state = games.new(name, seed, **(settings or {}))
    else:
        state = games.from_position(name, start, **(settings or {}))
    rng = random.Random(seed)
    for _ in range(length):
        actions = state.legal_actions()
        if not actions:
            break
        state.play(rng.choice(actions))
    if ending == "resign" and not state.is_over:
        state.resign()
    elif ending == "draw" and not state.is_over:
        state.agree_draw()
    return state


@cache
def sample_states(name: str) -> tuple[State, ...]:
    """States of every stage of ``name``'s games, with each setting: fresh,
    openings, middle games, endings, games ended every way the API allows."""
    variants = SETTINGS[name]
    found = [games.new(name, **variant) for variant in variants]
    for seed in range(12):
        found.append(random_state(name, seed, (5, 20, 60, 150, 400)[seed % 5],
                                  variants[seed % len(variants)]))
    for seed, text in enumerate(SPECIAL_POSITIONS[name]):
        found += [random_state(name, seed, length, variants[length % len(variants)], start=text)
                  for length in (0, 1, 30)]
    found += [random_state(name, 90, 10, ending="resign"),
              random_state(name, 91, 10, ending="draw")]
    return tuple(found)


@cache
def sample_positions(name: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(state.position() for state in sample_states(name)))


@cache
def foreign_moves() -> tuple[object, ...]:
    """Actions of every game, from several positions: objects and their text."""
    found: list[object] = []
    for name in EVERY_GAME:
        for seed, length in ((1, 0), (2, 9), (3, 40)):
            state = random_state(name, seed, length)
            for action in [*state.legal_actions()[:6], *state.history[-4:]]:
                found += [action, str(action)]
    return tuple(found)


# ====================================================================== snapshots
@dataclass(frozen=True)
class Snapshot:
    """What a refused call must leave as it was."""

    state: State
    position: str
    history: tuple[str, ...]
    legal: tuple[str, ...]
    result: str | None

    def assert_same(self, state: State, what: str) -> None:
        assert state.position() == self.position, f"{what} changed the position"
        assert tuple(map(str, state.history)) == self.history, f"{what} changed the history"
        assert tuple(map(str, state.legal_actions())) == self.legal, (
            f"{what} changed the legal actions")
        assert _result(state) == self.result, f"{what} changed the result"
        assert state == self.state, f"{what} changed the game"


def _result(state: State) -> str | None:
    return None if state.result is None else f"{state.result}/{state.termination}"


def snapshot(state: State) -> Snapshot:
    return Snapshot(state.clone(), state.position(), tuple(map(str, state.history)),
                    tuple(map(str, state.legal_actions())), _result(state))


Entries = tuple[tuple[str, bool], ...]


def entries(items: Sequence[Any]) -> Entries:
    return tuple((str(item.action), item.by_person) for item in items)


@dataclass(frozen=True)
class SessionSnapshot:
    game: Snapshot
    played: Entries
    undone: Entries

    def assert_same(self, session: PlaySession[Any], what: str) -> None:
        self.game.assert_same(session.game, what)
        assert entries(session.played) == self.played, f"{what} changed the played list"
        assert entries(session.undone) == self.undone, f"{what} changed the redo list"


def session_snapshot(session: PlaySession[Any]) -> SessionSnapshot:
    return SessionSnapshot(snapshot(session.game), entries(session.played),
                           entries(session.undone))


# ====================================================================== positions
#: Text a position reader may meet: huge, odd digits, separators, the other games' fields.
ODD_POSITIONS = (
    "", " ", ";", ":", "=", "-", "W", "B", "W:", "W::", "W:W:B", "W:B:W", "x" * 3000,
    "9" * 5000, "W:W" + "a1," * 2000, "W:WK", "W:Wk²", "W:Wa1:Wb2", "W a1=" + "w" * 5000,
    "W a1=", "W =w", "W a²=w", "move=white", "move=white; white=1; black=2; red=3",
    "move=white; quiet=²; white=46; black=1; red=5", "move=white; white=4²; black=1; red=5",
    "move=white; quiet=" + "9" * 5000 + "; white=46; black=1; red=5", "\x00", "\ufeff",
)


@st.composite
def position_texts(draw: st.DrawFn, name: str) -> str:
    """A real position of ``name``, mutated; or an odd text; or two glued."""
    how = draw(st.sampled_from(["mutated", "mutated", "mutated", "odd", "glued"]))
    if how == "odd":
        return draw(st.sampled_from(ODD_POSITIONS + SNIPPETS))
    text = draw(st.sampled_from(sample_positions(name)))
    if how == "glued":
        return text + draw(st.sampled_from(["", " ", ";", ",", ":"])) + draw(
            st.sampled_from(sample_positions(name) + ODD_POSITIONS))
    return mutate(draw, text)


def read_position(name: str, text: str) -> State | None:
    """``from_position``: a DominoChessError with a short message, or a
    game whose position reads back to the same game (None for the error)."""
    try:
        state = games.from_position(name, text)
    except DominoChessError as error:
        check_message(error)
        return None
    written = state.position()
    again = games.from_position(name, written)
    assert again.position() == written, f"{written!r} reads back as {again.position()!r}"
    assert again == state, f"{written!r} reads back to another game"
    assert list(map(str, again.legal_actions())) == list(map(str, state.legal_actions()))
    return state


def check_playable(state: State, rng: random.Random, plies: int = 6) -> None:
    """Every legal move of ``state`` plays and its text names it; a few
    random plies and as many undos bring back the same game."""
    before = snapshot(state)
    check_every_legal_action(state)
    played = 0
    for _ in range(plies):
        legal = state.legal_actions()
        if not legal:
            break
        state.play(rng.choice(legal))
        played += 1
    for _ in range(played):
        state.undo()
    before.assert_same(state, "random plies and their undo")


def check_every_legal_action(state: State) -> None:
    """Each move of ``legal_actions()`` plays, as itself and as its text,
    and ``parse_action(str(move))`` gives that move back (item 11)."""
    for move in state.legal_actions():
        assert state.parse_action(str(move)) == move, f"{move} reads back as another move"
        for action in (move, str(move)):
            probe = state.clone()
            assert probe.play(action) == move, f"{action!r} played another move"
            assert probe.history[-1] == move


# ====================================================================== actions
WRONG_ACTIONS = (None, 5, 1.5, b"c3-d4", ["c3-d4"], ("c3", "d4"), {"path": (18, 27)}, object(),
                 BIG, True)
GARBAGE_ACTIONS = (
    "", " ", "-", ":", "x", "c3-", "c3-d4-e5", "c3:", "c3-c3", "c3:c3", "a1-b2", "i9-j10",
    "c3-d4 extra", "c3—d4", "c3–d4", "C3-D4", "c3 - d4", "c3xd4", "46-39", "46x39", "5²-45",
    "4²-39", "٣-1", "0-1", "62-1", "1-62", "100-1", "0:-", "3:Ra1-a4", "[3|5]", "3|5",
    "c3-d4" * 500, "9" * 5000, "\x00", "\ufeff c3-d4", "c3\u2028d4", "46-39-32", "46x",
)


@st.composite
def any_action(draw: st.DrawFn, state: State) -> object:
    """An action to try on ``state``: a legal one (object, or text in the
    forms a person types), one of another position or game, garbage, or a
    wrong type."""
    legal = state.legal_actions()
    how = draw(st.sampled_from(["legal", "legal text", "foreign", "foreign", "garbage",
                                "text", "wrong type"]))
    if how in ("legal", "legal text") and legal:
        move = draw(st.sampled_from(legal))
        return move if how == "legal" else draw(st.sampled_from(text_forms(str(move))))
    if how == "foreign":
        return draw(st.sampled_from(foreign_moves()))
    if how == "garbage":
        return draw(st.sampled_from(GARBAGE_ACTIONS + SNIPPETS))
    if how == "wrong type":
        return draw(st.sampled_from(WRONG_ACTIONS))
    return draw(st.text(max_size=12))


def text_forms(text: str) -> list[str]:
    """A move's text as a person may type it: spaces, capitals, the other capture mark."""
    return [text, f"  {text} ", text.upper(), text.replace("x", ":"), text.replace(":", "x"),
            text.replace("-", " - ")]


def check_play(state: State, action: object,
               names: Sequence[str] = ("action", "text")) -> None:
    """``state.play(action)``: the legal move the action names, and nothing
    else; or a refusal (a DominoChessError, or a TypeError naming the
    action: one of ``names``) that changed nothing."""
    before = snapshot(state)
    legal = state.legal_actions()
    try:
        played = state.play(action)
    except DominoChessError as error:
        check_message(error)
        before.assert_same(state, f"a refused play({shown(action)})")
        assert action not in legal, f"the legal {action!r} was refused: {error}"
        return
    except TypeError as error:
        check_type_error(error, names)
        before.assert_same(state, f"play({shown(action)}) of a wrong type")
        return
    assert played in legal, f"play({shown(action)}) played {played!r}, not a legal move"
    assert list(map(str, state.history)) == [*before.history, str(played)]
    if isinstance(action, str):
        assert before.state.parse_action(action) == played
    else:  # an object names its whole path: never another route with its ends
        assert str(played) == str(action), f"play({action!r}) played {played!r}"


def check_ending(state: State, call: Callable[[], object], what: str,
                 wrong_type: bool = False) -> None:
    """A resignation or a draw agreement: refused once the game is over
    (changing nothing), else accepted, and undo takes it back.
    ``wrong_type``: the call's argument is of a wrong type, a TypeError
    naming it."""
    before = snapshot(state)
    try:
        call()
    except DominoChessError as error:
        check_message(error)
        before.assert_same(state, f"a refused {what}")
        assert not wrong_type, f"{what} raised {error!r}, not a TypeError"
        assert before.state.is_over or what.startswith("resign("), f"{what} refused: {error}"
        return
    except TypeError as error:
        check_type_error(error, ["seat"])
        before.assert_same(state, f"{what} of a wrong type")
        assert wrong_type, f"{what} raised {error!r}"
        return
    assert not wrong_type, f"{what} accepted"
    assert not before.state.is_over, f"{what} accepted after the end"
    state.undo()
    before.assert_same(state, f"undo after {what}")


def play_state(data: st.DataObject, state: State, calls: int) -> None:
    """``calls`` random calls on ``state`` (play anything, undo, clone,
    resign, agree a draw), each checked: undo brings back exactly the
    state before the last accepted change, a clone is independent."""
    before: list[Snapshot] = []  # the state before each change accepted here
    for _ in range(calls):
        step = data.draw(st.sampled_from(["play", "play", "play", "undo", "clone", "resign",
                                          "agree_draw"]))
        now = snapshot(state)
        if step == "play":
            check_play(state, data.draw(any_action(state)))
        elif step == "undo":
            check_undo(state, now, before.pop() if before else None)
            continue
        elif step == "clone":
            check_clone(state, data.draw(st.randoms(use_true_random=False)))
        else:
            check_ending_kept(state, step, data.draw(st.sampled_from((None, *SEATS))))
        if snapshot(state) != now:
            before.append(now)


def check_undo(state: State, now: Snapshot, expected: Snapshot | None) -> None:
    """``undo()`` gives back ``expected`` (the state before the last change
    made here); with none, it takes back an earlier action or decision
    (DamHex³: a resignation the game went on after, H12), or is refused
    (nothing to undo) and changes nothing."""
    try:
        state.undo()
    except DominoChessError as error:
        check_message(error)
        now.assert_same(state, "a refused undo()")
        assert expected is None and not now.history and now.result is None, (
            f"undo() refused: {error}")
        return
    if expected is not None:
        expected.assert_same(state, "undo()")
    elif len(state.history) == len(now.history):  # a decision taken back: a resignation…
        assert snapshot(state) != now, "undo() changed nothing"
    else:
        assert tuple(map(str, state.history)) == now.history[:-1], "undo() took back more"


def check_clone(state: State, rng: random.Random) -> None:
    """A clone plays on its own: the state it was cloned from is unchanged."""
    now = snapshot(state)
    other = state.clone()
    now.assert_same(other, "clone()")
    legal = other.legal_actions()
    if legal:
        other.play(rng.choice(legal))
        other.undo()
        now.assert_same(other, "a play and its undo on a clone")
        other.play(rng.choice(legal))
    now.assert_same(state, "a play on its clone")


def check_ending_kept(state: State, step: str, seat: str | None) -> None:
    """A resignation or a draw agreement, accepted or refused (changing nothing)."""
    now = snapshot(state)
    try:
        state.resign(seat) if step == "resign" else state.agree_draw()
    except DominoChessError as error:
        check_message(error)
        now.assert_same(state, f"a refused {step}({shown(seat)})")
        return
    assert not now.state.is_over, f"{step} accepted after the end"


#: Seats as text: the game's own (any case), the other games', nonsense.
SEATS = ("white", "black", "red", "blue", " White ", "WHITE", "", "chance", "²")
WRONG_SEATS = (5, 1.5, b"white", ["white"], BIG, True)


def check_resign(state: State, seat: object) -> None:
    check_ending(state, lambda: state.resign(seat), f"resign({shown(seat)})",
                 wrong_type=seat is not None and not isinstance(seat, str))


# ====================================================================== sessions
#: Ints clicked besides the boards' cells.
ODD_CLICKS = (-1, -(2**70), 2**70, BIG, Huge(-HUGE), 10**6)
WRONG_CLICKS = (None, "c3", 1.0, float("nan"), [3], b"\x03", (0, 0), True, False)
WRONG_GAMES = (None, "russian", 5, PlaySession, type(games.new("lasca")))


@st.composite
def session_call(draw: st.DrawFn, session: PlaySession[Any]) -> tuple[str, tuple[Any, ...]]:
    """The next call on ``session``: a method's name and its arguments."""
    game = session.game
    legal = game.legal_actions()
    paths = [path for path in map(session.rules.click_path, legal) if path]
    targets = sorted(session.targets())
    menu = ["click cell", "click odd", "click wrong", "enter legal", "enter legal", "enter odd",
            "enter wrong", "choose", "computer", "computer odd", "undo", "undo", "redo",
            "redo"]
    menu += ["click path"] * 8 * bool(paths) + ["click target"] * 8 * bool(targets)
    menu += ["choose pending"] * 6 * bool(session.choice)
    if draw(st.integers(0, 14)) == 0:  # now and then: end the game, or start another
        menu = ["resign", "agree_draw", "answer_draw", "new_game", "new_game", "load",
                "new_game wrong"]
    step = draw(st.sampled_from(menu))
    if step == "click path":
        path = draw(st.sampled_from(paths))
        return "click", (path[min(len(session.clicked), len(path) - 1)],)
    if step == "click target":
        return "click", (draw(st.sampled_from(targets)),)
    if step == "click cell":
        return "click", (draw(st.integers(-2, 66)),)
    if step == "click odd":
        return "click", (draw(st.sampled_from(ODD_CLICKS)),)
    if step == "click wrong":
        return "click", (draw(st.sampled_from(WRONG_CLICKS)),)
    if step == "enter legal" and legal:
        return "enter", (draw(st.sampled_from(text_forms(str(draw(st.sampled_from(legal)))))),)
    if step in ("enter legal", "enter odd"):
        return "enter", (draw(st.sampled_from(GARBAGE_ACTIONS + SNIPPETS)
                              | st.sampled_from(foreign_moves()).map(str)
                              | st.text(max_size=10)),)
    if step == "enter wrong":
        return "enter", (draw(st.sampled_from(WRONG_ACTIONS)),)
    if step == "choose pending":
        return "choose", (draw(st.sampled_from([key for key, _ in session.choice_labels()]
                                                + list(session.choice))),)
    if step == "choose":
        return "choose", (draw(st.sampled_from([*foreign_moves()[:20], None, 3, BIG, "x"])),)
    if step == "computer" and legal:
        return "apply_computer", (draw(st.sampled_from(legal)),)
    if step in ("computer", "computer odd"):
        return "apply_computer", (draw(st.sampled_from(foreign_moves() + WRONG_ACTIONS)),)
    if step == "answer_draw":
        return "answer_draw", (draw(st.booleans()),)
    if step in ("new_game", "load"):
        other = draw(st.sampled_from([game.game_name] * 3 + list(BOARD_GAMES)))
        return step, (random_state(other, draw(st.integers(0, 20)),
                                   draw(st.sampled_from([0, 0, 8, 30]))),)
    if step == "new_game wrong":
        return "new_game", (draw(st.sampled_from(WRONG_GAMES)),)
    return step, ()


#: The parameter a TypeError of each call must name.
PARAMETERS = {"click": ["square"], "enter": ["action", "text"], "apply_computer": ["action"],
              "new_game": ["game"], "load": ["game"], "choose": ["half", "choice"]}
#: Calls that take back or replay actions (and so change the redo list).
UNDOING = ("undo", "redo")
#: Calls after which the session holds another game.
STARTING = ("new_game", "load")


def run_call(session: PlaySession[Any], name: str, args: tuple[Any, ...]) -> None:
    """One call, checked against the contract: a wrong value refused by a
    DominoChessError (a click, a computer's action) or in words, a wrong
    type by a TypeError naming the parameter, each changing nothing; an
    accepted call plays legal actions after the history, or starts a game."""
    before = session_snapshot(session)
    what = f"{name}({', '.join(map(shown, args))})"
    try:
        said = getattr(session, name)(*args)
    except DominoChessError as error:
        check_message(error)
        before.assert_same(session, f"a refused {what}")
        assert name in ("click", "apply_computer", "choose"), f"{what} raised {error!r}"
        return
    except TypeError as error:
        check_type_error(error, PARAMETERS.get(name, [name]))
        before.assert_same(session, f"{what} of a wrong type")
        return
    assert isinstance(said, list) and all(isinstance(line, str) for line in said), said
    if name in STARTING:
        assert session.game is args[0] and not session.undone
        return
    changed = snapshot(session.game) != before.game
    if not changed and name not in UNDOING:  # a refusal in words: nothing else moved
        before.assert_same(session, f"{what}, answered {said!r:.120}")
    if changed and name not in UNDOING:
        grew = list(map(str, session.game.history))[: len(before.game.history)]
        assert grew == list(before.game.history), f"{what} rewrote the history"
        assert not session.undone, f"{what} played and left actions to redo"
    if name == "enter":
        check_entered(session, before, args[0])


def check_entered(session: PlaySession[Any], before: SessionSnapshot, text: str) -> None:
    """``enter(text)`` plays what ``parse_action`` reads, or nothing."""
    try:
        move = before.game.state.clone().parse_action(text)
    except DominoChessError:
        before.assert_same(session, f"enter({shown(text)}), refused")
        return
    history = list(map(str, session.game.history))
    if history != list(before.game.history):
        assert history[len(before.game.history)] == str(move), f"enter({text!r}) played another"


def check_session(session: PlaySession[Any], start: int) -> None:
    """The played list is the game's history since the session began
    (``start`` actions before it); every query answers, and the board's
    scene draws the session as the play widget shows it."""
    game = session.game
    assert len(game.history) >= start, "undo took back an action played before the session"
    assert [p.action for p in session.played] == list(game.history[start:]), (
        "the session's played list and the game's history differ")
    for query in (session.status, session.describe_position, session.example,
                  session.last_turns, session.free_actions, session.choice_labels,
                  session.result_text):
        query()
    turns = session.last_turns()
    options = {"path": session.clicked, "targets": session.targets(), "annotations": None,
               "last_actions": [a for turn in turns for a in turn.actions] if turns else None}
    view = registry.info_of(game).view
    assert view is not None
    view.scene(game, session.language, options)


def check_undo_redo(session: PlaySession[Any], before: Snapshot, played: Entries) -> None:
    """Redo right after an undo gives back what the undo took (the game was
    ``before``, its session had ``played``): all of it, or up to a move of
    the computer's seat (which the computer plays itself)."""
    other = copy.deepcopy(session)
    other.redo()
    history, taken = tuple(map(str, other.game.history)), before.history
    assert len(session.game.history) < len(history) <= len(taken), "redo gave back nothing"
    assert history == taken[: len(history)], "redo played other actions than undo took"
    if len(history) == len(taken):
        assert other.game == before.state, "redo after undo did not give back what undo took"
        assert entries(other.played) == played
    else:
        assert other.computer_to_move, "redo stopped before the person's next choice"


def took_back_a_retirement(session: PlaySession[Any], before: Snapshot) -> bool:
    """The undo took back, with the moves after it, a player's retirement
    that left a DamHex³ game going on (H12): the moves followed from it,
    so the session leaves nothing to redo (checked here). Told by taking
    back the same number of moves alone on a copy of the game before: a
    game still different had a decision taken back too. (A player coming
    back proves nothing: a capture that took a player's last piece brings
    the player back when it is taken back, and stays to redo.)"""
    probe = before.state.clone()
    while len(probe.history) > len(session.game.history):
        probe.undo()
    back = probe != session.game
    if back:
        assert session.undone == [], "moves that followed a retirement taken back stay to redo"
    return back


def is_state(value: object) -> bool:
    """``value`` is a game state (not a state's class, nor anything else)."""
    return not isinstance(value, type) and isinstance(getattr(value, "game_name", None), str)


def play_session(data: st.DataObject, session: PlaySession[Any], calls: int) -> None:
    """``calls`` random calls on ``session``, each checked."""
    start = len(session.game.history)
    for _ in range(calls):
        name, args = data.draw(session_call(session))
        before, played = snapshot(session.game), entries(session.played)
        given = len(args[0].history) if name in STARTING and is_state(args[0]) else start
        run_call(session, name, args)
        if name in STARTING and is_state(args[0]):
            start = 0 if name == "load" else given  # a new game's automatic actions count
        check_session(session, start)
        if (name == "undo" and len(session.game.history) < len(before.history)
                and not took_back_a_retirement(session, before)):
            check_undo_redo(session, before, played)


