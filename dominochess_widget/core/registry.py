"""The games by name, like python-chess's variant lookup.

A game's package registers one :class:`GameInfo` when it is imported;
:mod:`dominochess_widget.games` imports every game and re-exports the
lookups. The viewer, the player, the app and the records find a game by
its name (a record's ``Game``/``GameType`` tag picks it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, is_dataclass
from typing import Any

from dominochess_widget.core.errors import SettingError, expect_int, expect_text
from dominochess_widget.core.protocol import GameState


@dataclass(frozen=True)
class GameInfo:
    """What the layers above the core need to know about one game.

    ``new(seed, **settings)`` starts a game (``seed`` only matters where
    chance does); ``from_position(text, **settings)`` reads a position;
    ``perft`` is the game's fast counter (defaults to the generic one);
    ``extras`` holds per-layer plug-ins by name (a record codec, an
    evaluation, a board view), so that a layer can look up what it needs
    without the core knowing every layer.
    """

    name: str
    title_key: str
    seats: tuple[str, ...]
    new: Callable[..., GameState[Any]]
    from_position: Callable[..., GameState[Any]]
    perft: Callable[[GameState[Any], int], int] | None = None
    extras: Mapping[str, object] = field(default_factory=dict)


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
    settings = getattr(state, "settings", None)
    return asdict(settings) if is_dataclass(settings) and not isinstance(settings, type) else {}


def info_of(state: object) -> GameInfo:
    """The registry entry of a state's game."""
    name = getattr(state, "game_name", None)
    if not isinstance(name, str) or name not in _GAMES:
        from dominochess_widget.core.errors import ArgumentTypeError

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
