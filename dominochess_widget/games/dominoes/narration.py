"""A dominoes round told in words: what the others did since you last
looked, and how a round's points were made (O7, O8), in the catalogue's
languages; and the actions themselves as a player reads and types them.

Only public facts are told (O10): a draw says how many tiles, never which.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dominochess_widget.core.messages import CATALOGUES, DEFAULT_LANGUAGE, translate
from dominochess_widget.games.dominoes.actions import DEAL, DRAW, PASS, Action, Play
from dominochess_widget.games.dominoes.outcome import RoundEnd
from dominochess_widget.games.dominoes.tiles import tile_name


def side(seat: str, language: str) -> str:
    """"Blue", "Blu"."""
    return translate(f"side.{seat}", language)


#: The catalogue key of each action that is a word (the rest are plays).
_WORD_KEYS: dict[Action, str] = {DRAW: "dominoes.step.draw", PASS: "dominoes.step.pass",
                                 DEAL: "dominoes.step.deal"}


def action_text(action: Action, language: str) -> str:
    """``action`` as a move list or a refusal names it: a play in notation
    ("3|6@6|6:2"), a draw, pass or deal in the reader's words ("pesca")."""
    if isinstance(action, Play):
        return str(action)
    return translate(_WORD_KEYS[action], language)


def word_action(text: str) -> Action | None:
    """The draw, pass or deal that ``text`` names, in any case and spacing:
    its notation ("draw", what records write) or its word in any catalogue
    language ("pesca", "giro seguente"), so that what :func:`action_text`
    shows can be typed back. None for anything else."""
    wanted = " ".join(text.lower().split())
    for action, key in _WORD_KEYS.items():
        words = {translate(key, language).lower() for language in CATALOGUES}
        if wanted == str(action) or wanted in words:
            return action
    return None


#: How many allowed actions a refusal lists before "…".
_MOST_CHOICES = 6


@dataclass(frozen=True)
class Choices:
    """The actions allowed now, as a refusal lists them (the first six),
    rendered in the language the refusal is read in (a ``Localized``
    message parameter): "puoi: pesca", "allowed: draw"."""

    actions: tuple[Action, ...]

    def message(self, language: str = DEFAULT_LANGUAGE) -> str:
        text = ", ".join(action_text(a, language) for a in self.actions[:_MOST_CHOICES])
        return text + ", …" if len(self.actions) > _MOST_CHOICES else text

    def __str__(self) -> str:
        return self.message()


def _phrase(action: Action, language: str, round_number: int) -> str:
    if isinstance(action, Play):
        if action.face is None:
            return translate("dominoes.tell.lead", language, tile=tile_name(action.tile))
        return translate("dominoes.tell.play", language, tile=tile_name(action.tile),
                         number=action.face.number, on=tile_name(action.face.tile))
    if action == PASS:
        return translate("dominoes.tell.pass", language)
    return translate("dominoes.tell.deal", language, round=round_number)


def tell(record: Sequence[tuple[str, Action]], language: str, round_number: int = 1) -> list[str]:
    """One sentence per turn of ``record`` (seat, action pairs in order):
    "Blue draws 3 tiles and passes.", "Red plays 3|6 on the 6 of 6|6."
    ``round_number`` is the round a ``deal`` in the record starts."""
    return [translate("dominoes.tell.sentence", language, side=side(seat, language),
                      phrase=phrase) for seat, phrase in _phrases(record, language, round_number)]


def turn_summary(seat: str, actions: Sequence[Action], language: str,
                 round_number: int = 1) -> str:
    """``seat``'s actions in a row told as one line, for a banner of turns
    (no full stop: "Blue draws 3 tiles and passes"); draws say how many
    tiles, never which (O10). ``round_number`` as for :func:`tell`."""
    phrases = _phrases([(seat, action) for action in actions], language, round_number)
    return translate("dominoes.tell.turn", language, side=side(seat, language),
                     phrase=", ".join(phrase for _, phrase in phrases))


def _phrases(record: Sequence[tuple[str, Action]], language: str,
             round_number: int) -> list[tuple[str, str]]:
    """(seat, what it did) per turn of ``record``: the draws before an
    action are counted into its phrase ("draws 3 tiles and passes")."""
    phrases: list[tuple[str, str]] = []
    drawn = 0
    for seat, action in record:
        if action == DRAW:
            drawn += 1
            continue
        phrase = _phrase(action, language, round_number)
        if drawn:
            phrase = translate("dominoes.tell.and", language,
                               first=_drawn(drawn, language), then=phrase)
        phrases.append((seat, phrase))
        drawn = 0
    if drawn:  # still drawing: the turn is not over
        phrases.append((record[-1][0], _drawn(drawn, language)))
    return phrases


def _drawn(count: int, language: str) -> str:
    if count == 1:
        return translate("dominoes.tell.draw_one", language)
    return translate("dominoes.tell.draw_many", language, count=count)


def round_story(end: RoundEnd, seats: Sequence[str], scoring: str, language: str) -> list[str]:
    """How round ``end`` finished and its points were made, spelt out:
    who went out or why it was blocked, every hand's pips, and the sum."""
    names = [side(seat, language) for seat in seats]
    pips = ", ".join(f"{name} {count}" for name, count in zip(names, end.pips, strict=True))
    if end.winner is None:
        fewest = min(end.pips)
        tied = [n for n, p in zip(names, end.pips, strict=True) if p == fewest]
        return [translate("dominoes.end.tie", language, sides=", ".join(tied), pips=fewest),
                translate("dominoes.end.pips", language, pips=pips)]
    winner = names[end.winner]
    key = "dominoes.end.blocked" if end.blocked else "dominoes.end.domino"
    own = end.pips[end.winner]
    others = [p for s, p in enumerate(end.pips) if s != end.winner]
    if scoring == "source":  # O8 as the sheet says it: Σ (theirs − the winner's)
        sum_text = " + ".join(f"({p} − {own})" for p in others)
    else:  # the common rule: Σ theirs − the winner's
        sum_text = " + ".join(map(str, others)) + f" − {own}"
    return [translate(key, language, side=winner, pips=own),
            translate("dominoes.end.pips", language, pips=pips),
            translate("dominoes.end.sum", language, sum=sum_text, points=end.points,
                      side=winner)]


def scoreboard(points: dict[str, int], target: int, language: str) -> str:
    """"Red 19 · Blue 0 (target 100)"."""
    shown = " · ".join(f"{side(seat, language)} {value}" for seat, value in points.items())
    return translate("dominoes.end.scoreboard", language, points=shown, target=target)
