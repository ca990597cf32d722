"""The games by name, like python-chess's variant lookup.

A game's package registers one :class:`GameInfo` when it is imported;
:mod:`dominochess_widget.games` imports every game and re-exports the
lookups, and importing :mod:`dominochess_widget` imports it: every game is
registered once the package is. The viewer, the player, the app and the
records find a game by its name (a record's ``Game``/``GameType`` tag
picks it) and read what they need from its entry's typed fields.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, is_dataclass
from typing import TYPE_CHECKING, Any

from dominochess_widget.core.errors import (
    ArgumentTypeError,
    SettingError,
    expect_int,
    expect_text,
)
from dominochess_widget.core.protocol import (
    ComputerFactory,
    Configured,
    Evaluate,
    Forcing,
    GameState,
    HinterFactory,
)

if TYPE_CHECKING:  # the plug-ins' types; their modules look games up here
    from dominochess_widget.core.editing import Editor
    from dominochess_widget.core.records import RecordCodec
    from dominochess_widget.core.rules import GenericRules
    from dominochess_widget.core.scene import BoardView, Frame

#: How a game cuts a record into a viewer's frames: ``frames(record, language)``.
FrameCutter = Callable[[Any, str], "list[Frame]"]


@dataclass(frozen=True)
class GameInfo:
    """What the layers above the core need to know about one game.

    ``new(seed, **settings)`` starts a game (``seed`` only matters where
    chance does); ``from_position(text, **settings)`` reads a position;
    ``perft`` is the game's fast counter (defaults to the generic one).

    Declared facts: ``seats`` (the default seating; ``most_seats`` where a
    game takes more, dominoes' 2–4), ``chance`` (chance decides something:
    a new game takes a seed, the generic search cannot play it) and
    ``hidden_information`` (a seat may not see everything: the state
    answers :class:`~dominochess_widget.core.protocol.HiddenInformation`).

    Plug-ins, each None where the game has none: ``computer`` its computer
    factory (the generic search otherwise), ``hinter`` where the game's
    computer also gives hints, its factory (the player widget's opponent
    is then made by it, and hints in its level), ``evaluate`` and ``forcing`` what the
    generic search may use, ``view`` its board view, ``play`` its play
    rules in a session, ``record`` its record codec (the move-list format
    otherwise), ``frames`` how a record is cut into a viewer's frames,
    ``editor`` its position editor. Widgets beyond the board are the
    widget layer's (:mod:`dominochess_widget.widgets.plugins`).
    """

    name: str
    title_key: str
    seats: tuple[str, ...]
    new: Callable[..., GameState[Any]]
    from_position: Callable[..., GameState[Any]]
    perft: Callable[[GameState[Any], int], int] | None = None
    most_seats: int | None = None
    chance: bool = False
    hidden_information: bool = False
    computer: ComputerFactory | None = None
    hinter: HinterFactory | None = None
    evaluate: Evaluate | None = None
    forcing: Forcing | None = None
    view: BoardView | None = None
    play: GenericRules | None = None
    record: RecordCodec | None = None
    frames: FrameCutter | None = None
    editor: Editor | None = None


_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add ``info`` to the registry (once per name)."""
    if info.name in _GAMES and _GAMES[info.name] is not info:
        raise ValueError(f"a game named {info.name!r} is already registered")
    _GAMES[info.name] = info
    return info


def names() -> list[str]:
    """The registered games' names, in registration order."""
    return list(_GAMES)


def info(name: object) -> GameInfo:
    """The registry entry of the game ``name``; a clear error for an unknown one."""
    text = expect_text("name", name)
    try:
        return _GAMES[text]
    except KeyError:
        raise SettingError("game.unknown", name=text, known=", ".join(_GAMES)) from None


def new(name: str, seed: int | None = None, **settings: Any) -> GameState[Any]:
    """A new game of ``name`` (``seed`` fixes its chance, where it has any)."""
    return info(name).new(seed, **settings)


def from_position(name: str, text: str, **settings: Any) -> GameState[Any]:
    """The game ``name`` set up from its position text."""
    return info(name).from_position(text, **settings)


def settings_of(state: object) -> dict[str, Any]:
    """The keyword settings that make another game like ``state`` (Lasca's
    officer, the Russian draw rules; empty for a game without settings),
    for :func:`new` and :func:`from_position`."""
    if not isinstance(state, Configured):
        return {}
    settings = state.settings
    return asdict(settings) if is_dataclass(settings) and not isinstance(settings, type) else {}


def info_of(state: object) -> GameInfo:
    """The registry entry of a state's game."""
    name = getattr(state, "game_name", None)
    if not isinstance(name, str) or name not in _GAMES:
        raise ArgumentTypeError("game", state, "game_state")
    return _GAMES[name]


def perft(state: GameState[Any], depth: int) -> int:
    """The number of distinct action sequences of length ``depth`` from
    ``state`` (the state is left as it was)."""
    expect_int("depth", depth)
    if depth < 0:
        raise SettingError("perft.negative_depth", depth=depth)
    fast = info_of(state).perft
    if fast is not None:
        return fast(state, depth)
    return generic_perft(state, depth)


def generic_perft(state: GameState[Any], depth: int) -> int:
    """perft by the protocol alone: play, recurse, undo."""
    if depth == 0:
        return 1
    if state.is_over:
        return 0
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for action in actions:
        state.play(action)
        try:
            total += generic_perft(state, depth - 1)
        finally:
            state.undo()
    return total
