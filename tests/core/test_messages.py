"""The message catalogues: every text a user sees exists in English and in
Italian, with the same placeholders, and every key the code uses exists.

The keys the code uses are found by reading the package's source (every
string that names a key, every ``f"prefix.{…}"`` that builds one) and by
enumerating everything that carries a ``message_key`` (sides, kinds,
results, levels, …), so a key added to the code but not to a catalogue
fails here, in either language."""

from __future__ import annotations

import ast
import enum
import importlib
import inspect
import pkgutil
import re
import string
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import dominochess_widget
from dominochess_widget import Game, Kind, Side, games
from dominochess_widget.core.errors import DominoChessError, IllegalActionError
from dominochess_widget.core.messages import CATALOGUES, FORMS, form_names, translate
from dominochess_widget.core.protocol import Phrase
from dominochess_widget.examples import load_example
from dominochess_widget.games.dominochess.panel import DominoChessPanel
from dominochess_widget.games.dominochess.view import scene_from_game
from dominochess_widget.widgets import BoardWidget
from dominochess_widget.widgets.dominoes import BUTTONS as DOMINOES_BUTTONS
from dominochess_widget.widgets.play import PlayWidget
from dominochess_widget.widgets.share import BUTTONS as SHARE_BUTTONS
from dominochess_widget.widgets.viewer import GameViewer

PACKAGE = Path(dominochess_widget.__file__).parent
ENGLISH = CATALOGUES["en"]
LANGUAGES = sorted(CATALOGUES)
OTHERS = [language for language in LANGUAGES if language != "en"]

KEY = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+")
KEY_PREFIX = re.compile(r"([a-z][a-z0-9_]*\.)+")
#: The first part of every key ("play", "record", …).
PREFIXES = {key.split(".", 1)[0] for key in ENGLISH}
#: Calls whose string arguments are catalogue keys, whatever their prefix.
KEY_CALLS = {"translate", "_t", "_text", "t", "refuse", "_error", "Phrase"}

#: Words a template may ask a form of ("{kind:il}"): everything passed as a
#: piece kind, or as what a half moves.
WORDS: list[object] = [
    *Kind,
    Phrase("board.piece"),
    Phrase("narration.any_piece"),
    Phrase("narration.nothing"),
]

#: Italian entries that may read exactly as the English ones (notation,
#: names of things, pure layout).
SAME_IN_ITALIAN = {
    "narration.move", "narration.result", "narration.selects", "record.problem",
    "board.legend.row", "play.half", "play.played", "ai.hint", "play.file",
    "play.player.computer", "play.position", "viewer.player", "game_title.lasca",
    "lasca.note.prisoner", "game_title.damhex", "play.status.damhex_ratto", "damhex.step",
}


def fields(template: str) -> list[tuple[str, str | None, str]]:
    """The replacement fields of ``template``: (name, conversion, spec)."""
    return [
        (name, conversion, spec or "")
        for _, name, spec, conversion in string.Formatter().parse(template)
        if name is not None
    ]


def placeholders(template: str) -> set[tuple[str, str | None]]:
    return {(name, conversion) for name, conversion, _ in fields(template)}


# ---------------------------------------------------------------- the catalogues
@pytest.mark.parametrize("language", OTHERS)
def test_every_english_key_is_translated(language: str) -> None:
    missing = sorted(set(ENGLISH) - set(CATALOGUES[language]))
    assert not missing, f"missing in {language}: {missing}"


@pytest.mark.parametrize("language", OTHERS)
def test_no_key_exists_only_in_a_translation(language: str) -> None:
    extra = sorted(set(CATALOGUES[language]) - set(ENGLISH))
    assert not extra, f"in {language} but not in English: {extra}"


@pytest.mark.parametrize("language", OTHERS)
def test_translations_have_the_same_placeholders(language: str) -> None:
    wrong = {
        key: (sorted(map(str, placeholders(ENGLISH[key]))), sorted(map(str, placeholders(text))))
        for key, text in CATALOGUES[language].items()
        if key in ENGLISH and placeholders(text) != placeholders(ENGLISH[key])
    }
    assert not wrong, f"placeholders differ (English, {language}): {wrong}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_entry_is_empty_or_padded(language: str) -> None:
    for key, text in CATALOGUES[language].items():
        assert text and text == text.strip(), (language, key)


def test_italian_entries_are_translated() -> None:
    """An entry copied from English (a key added in a hurry) is caught."""
    italian = CATALOGUES["it"]
    copied = sorted(
        key for key, text in italian.items()
        if text == ENGLISH.get(key) and key not in SAME_IN_ITALIAN
    )
    assert not copied, f"Italian entries still in English: {copied}"


# ---------------------------------------------------------------- forms ("{kind:il}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_form_a_template_asks_for_exists(language: str) -> None:
    known = form_names(language)
    for key, text in CATALOGUES[language].items():
        for name, _, spec in fields(text):
            if spec:
                assert spec[:1].lower() + spec[1:] in known, (language, key, name, spec)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_has_every_form(language: str) -> None:
    forms = FORMS.get(language, {})
    if not forms:
        return
    names = form_names(language)
    for word in WORDS:
        key = word.message_key  # type: ignore[attr-defined]
        assert key in forms, (language, key)
    for key, word_forms in forms.items():
        assert key in CATALOGUES[language], (language, key)
        assert set(word_forms) == names, (language, key, sorted(names - set(word_forms)))


def test_italian_articles() -> None:
    def own(kind: Kind) -> str:
        return translate("action.own_piece", "it", action="1:Kd1-d2", square="d2", kind=kind)

    assert own(Kind.ROOK).endswith("c'è già la tua torre.")
    assert own(Kind.BISHOP).endswith("c'è già il tuo alfiere.")
    assert translate("play.stuck", "it", kind=Kind.BISHOP, square="c1").startswith("L'alfiere ")
    assert translate("play.stuck", "it", kind=Kind.KING, square="e1").startswith("Il re ")
    assert translate("nomove.blocked", "it", kind=Kind.QUEEN) == "nessuna regina può muoversi"
    assert translate("nomove.blocked", "it", kind=Phrase("board.piece")) == (
        "nessun pezzo può muoversi"
    )
    assert translate("ai.reason.escape", "it", kind=Kind.ROOK, attacker=Kind.BISHOP) == (
        "toglie la torre dall'attacco dell'alfiere"
    )


def test_a_form_of_a_plain_value_is_the_value() -> None:
    """A parameter that is no catalogue word (a plain text) is shown as it is."""
    assert translate("ai.reason.capture", "it", kind="torre") == "cattura torre"


def test_english_renders_as_str_format_does() -> None:
    for key, text in ENGLISH.items():
        params = {name: f"<{name}>" for name, _, _ in fields(text)}
        assert translate(key, "en", **params) == text.format(**params), key


def test_unknown_language_and_missing_key_fall_back_to_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert translate("board.to_move", "xx", side=Side.RED) == "Red to move"
    partial = {k: v for k, v in CATALOGUES["it"].items() if k != "board.to_move"}
    monkeypatch.setitem(CATALOGUES, "it", partial)
    assert translate("board.to_move", "it", side=Side.BLUE) == "Blu to move"


# ---------------------------------------------------------------- rendering
def _renderings(template: str) -> Iterator[dict[str, object]]:
    """Parameter sets for ``template``: a dummy per field, and every word in
    turn for the fields that ask for a form."""
    names = {name for name, _, _ in fields(template)}
    with_forms = {name for name, _, spec in fields(template) if spec}
    base: dict[str, object] = {name: f"<{name}>" for name in names}
    base.update({name: Side.RED for name in names if name == "side"})
    yield base
    for word in WORDS:
        yield {**base, **{name: word for name in with_forms}}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_renders(language: str) -> None:
    for key, text in CATALOGUES[language].items():
        for params in _renderings(text):
            out = translate(key, language, **params)
            assert out and "{" not in out.replace("{ }", ""), (key, out)
            for name, _, spec in fields(text):
                word = params[name]
                if spec and isinstance(word, Kind | Phrase):
                    form = FORMS[language][word.message_key][spec[:1].lower() + spec[1:]]
                    assert form.lower() in out.lower(), (key, form, out)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_error_renders_in_every_language(language: str) -> None:
    errors = [
        (IllegalActionError, {"action": "3:-", "half": 3, "example": "3:Rb1-b2"}),
    ]
    for cls, params in errors:
        error = cls("action.forfeit_not_allowed", **params)
        assert isinstance(error, DominoChessError)
        assert error.message(language) == translate(
            "action.forfeit_not_allowed", language, **params
        )


# ---------------------------------------------------------------- keys the code uses
def _source_files() -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if "messages" not in p.parts]


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def keys_in_source() -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Keys named in the package's source (key → where), and key prefixes
    that ``f"prefix.{…}"`` strings complete (prefix → where)."""
    keys: dict[str, list[str]] = {}
    prefixes: dict[str, list[str]] = {}
    for path in _source_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = str(path.relative_to(PACKAGE.parent))
        in_key_call: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and (
                _call_name(node) in KEY_CALLS or _call_name(node).endswith("Error")
            ):
                in_key_call.update(id(arg) for arg in node.args)
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr) and node.values:
                first = node.values[0]
                if (
                    isinstance(first, ast.Constant) and isinstance(first.value, str)
                    and KEY_PREFIX.fullmatch(first.value)
                    and first.value.split(".", 1)[0] in PREFIXES
                ):
                    prefixes.setdefault(first.value, []).append(f"{where}:{node.lineno}")
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                if KEY.fullmatch(text) and (
                    text.split(".", 1)[0] in PREFIXES or id(node) in in_key_call
                ):
                    keys.setdefault(text, []).append(f"{where}:{node.lineno}")
    return keys, prefixes


def test_the_scan_finds_keys_everywhere() -> None:
    """The source scan itself works: it sees keys of each kind of use."""
    keys, prefixes = keys_in_source()
    for key in ("board.to_move", "action.game_over", "record.unclosed", "ai.reason.capture",
                "play.wait", "board.piece", "viewer.bad_record", "tile.bad_text"):
        assert key in keys, key
    assert "play.button." in prefixes and "viewer." in prefixes


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_named_in_the_code_exists(language: str) -> None:
    keys, _ = keys_in_source()
    missing = {key: where for key, where in keys.items() if key not in CATALOGUES[language]}
    assert not missing, f"keys used in the code but missing in {language}: {missing}"


def _modules() -> list[object]:
    return [
        importlib.import_module(info.name)
        for info in pkgutil.walk_packages([str(PACKAGE)], "dominochess_widget.")
    ]


def message_key_carriers() -> dict[str, list[str]]:
    """Every enum member of the package with a ``message_key``, by key."""
    keys: dict[str, list[str]] = {}
    for module in _modules():
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, enum.Enum) and cls.__module__.startswith("dominochess_widget"):
                for member in cls:
                    key = getattr(member, "message_key", None)
                    if isinstance(key, str):
                        keys.setdefault(key, []).append(f"{cls.__qualname__}.{member.name}")
    return keys


def _button_keys() -> list[str]:
    return [f"play.button.{name}" for name in PlayWidget()._buttons]


def _type_keys() -> list[str]:
    """Every ``type.*`` key an :class:`ArgumentTypeError` can name: the
    ``expect_*`` helpers' and each literal passed where the code raises one."""
    source = "\n".join(path.read_text(encoding="utf-8") for path in PACKAGE.rglob("*.py"))
    expected = set(re.findall(r'ArgumentTypeError\([^()]*"(\w+)"\)', source))
    expected |= set(re.findall(r"def expect_(\w+)\(", source))
    return [f"type.{name}" for name in sorted(expected)]


def _viewer_keys() -> list[str]:
    return [f"viewer.{name}" for name in GameViewer("1_the_mapping")._buttons]


def _overlay_keys() -> list[str]:
    """A checkbox label per overlay that a game's board view offers."""
    views = [games.info(name).view for name in games.names()]
    return [f"overlay.{name}" for view in views for name in getattr(view, "overlays", ())]


#: The keys each ``f"prefix.{…}"`` in the code can build (the enums' keys
#: are checked by message_key_carriers).
BUILT_KEYS: dict[str, Callable[[], list[str]]] = {
    "side.": lambda: [s.message_key for s in Side],
    "kind.": lambda: [k.message_key for k in Kind],
    "result.": lambda: [k for k in message_key_carriers() if k.startswith("result.")],
    "termination.": lambda: [k for k in message_key_carriers() if k.startswith("termination.")],
    "nomove.": lambda: [k for k in message_key_carriers() if k.startswith("nomove.")],
    "ai.level.": lambda: [k for k in message_key_carriers() if k.startswith("ai.level.")],
    "play.button.": _button_keys,
    "viewer.": _viewer_keys,
    "type.": _type_keys,
    "dominoes.button.": lambda: [f"dominoes.button.{name}" for name in DOMINOES_BUTTONS],
    "lasca.piece.": lambda: [f"lasca.piece.{seat}_{kind}" for seat in ("white", "black")
                             for kind in ("soldier", "officer")],
    "overlay.": _overlay_keys,
    "share.button.": lambda: [f"share.button.{name}{end}" for name in SHARE_BUTTONS
                              for end in ("", ".tooltip")],
    "share.": lambda: ["share.here", "share.binder"],  # ShareBar.share's two addresses
}


def test_the_enums_with_message_keys_are_found() -> None:
    carriers = message_key_carriers()
    for prefix in ("side.", "kind.", "result.", "termination.", "nomove.", "ai.level."):
        assert any(key.startswith(prefix) for key in carriers), prefix


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_key_of_an_enum_exists(language: str) -> None:
    missing = {k: v for k, v in message_key_carriers().items() if k not in CATALOGUES[language]}
    assert not missing, f"enum members without a {language} entry: {missing}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_built_in_the_code_exists(language: str) -> None:
    _, prefixes = keys_in_source()
    unknown = sorted(set(prefixes) - set(BUILT_KEYS))
    assert not unknown, (
        f"the code builds keys from {unknown} ({[prefixes[p] for p in unknown]}): "
        "add them to BUILT_KEYS in this test"
    )
    for prefix in prefixes:
        built = BUILT_KEYS[prefix]()
        assert built, prefix
        missing = [key for key in built if key not in CATALOGUES[language]]
        assert not missing, f"built keys missing in {language}: {missing}"


# ---------------------------------------------------------------- the widgets in Italian
def test_play_widget_speaks_italian() -> None:
    play = PlayWidget(seed=1, language="it")
    text = play.text()
    assert text.startswith("Tocca al Rosso, tessera [3|5]: 3 → torre (nessuna mossa adesso)")
    assert "Nuova partita (seme 1)." in text
    assert play._buttons["undo"].description == "Annulla"
    assert play._buttons["hint"].description == "Suggerimento"
    play.enter("3:Rb1-b2")  # the rooks are shut in
    assert play.text().endswith("3:Rb1-b2: in b2 c'è già il tuo cavallo.")
    play.enter("5:Nb2-c4")
    assert "5 → cavallo: Nb2-c4 (Rosso)" in play.text()
    play.enter("3:-")
    assert "il numero 3 ha ancora una mossa" in play.text()


def test_play_widget_choice_buttons_in_italian() -> None:
    game = Game.from_position("4k3/8/8/8/8/8/8/R3K3", "red", (3, 6), seed=0)
    play = PlayWidget(game, language="it")
    play.click(0)  # a1
    play.click(32)  # a5
    assert [b.description for b in play._choices.children] == [
        "Usa il numero 3", "Usa il numero 6"
    ]
    assert "Ra1-a5: quale numero vuoi usare? 3 / 6" in play.text()


def test_board_widget_in_italian() -> None:
    board = BoardWidget(language="it")
    assert "language='it'" in repr(board)
    game = Game.new(seed=1)
    board = BoardWidget(game, language="it")
    scene = scene_from_game(game, "it")
    assert scene.header == "Tocca al Rosso"
    panel = scene.panel
    assert isinstance(panel, DominoChessPanel)
    assert [(h.title, h.caption) for h in panel.halves] == [
        ("3 → torre", "nessuna torre può muoversi"),
        ("5 → cavallo", "da giocare"),
    ]
    assert panel.legend_title == "Numeri → pezzi"
    assert [row.text for row in panel.legend][-1] == "6 = qualsiasi pezzo"


def test_game_viewer_in_italian() -> None:
    viewer = GameViewer(load_example("1_the_mapping"), language="it")
    text = viewer.text()
    assert text.startswith("Passo 0 di ")
    assert "Il Rosso pesca [3|5]: 3 → torre, 5 → cavallo" in text
    assert viewer._play.description == "Avvia"
    assert "Rosso: " in viewer._title_html()


def test_game_viewer_result_in_italian() -> None:
    viewer = GameViewer(load_example("2_hunting_two_kings"), language="it")
    viewer.go(len(viewer.frames) - 1)
    assert "Vince il Rosso: catturati i due re" in viewer.text()


def test_errors_in_italian() -> None:
    game = Game.new(seed=1)
    game.play("5:Nb2-c4")
    with pytest.raises(IllegalActionError) as error:
        game.play("3:-")
    assert error.value.message("it") == (
        "3:-: il numero 3 ha ancora una mossa (per esempio 3:Rb1-b2); "
        "quando una mossa è possibile, è obbligatoria."
    )
    assert str(error.value).startswith("3:-: the 3 still has a move")
