"""A dominoes round told in words: what the others did since you last
looked, and how a round's points were made (O7, O8), in the catalogue's
languages.

Only public facts are told (O10): a draw says how many tiles, never which.
"""

from __future__ import annotations

from collections.abc import Sequence

from dominochess_widget.core.messages import translate
from dominochess_widget.games.dominoes.actions import DRAW, PASS, Action, Play
from dominochess_widget.games.dominoes.outcome import RoundEnd
from dominochess_widget.games.dominoes.tiles import tile_name


def side(seat: str, language: str) -> str:
    """"Blue", "Blu"."""
    return translate(f"side.{seat}", language)


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
    lines: list[str] = []
    drawn = 0
    for seat, action in record:
        if action == DRAW:
            drawn += 1
            continue
        phrase = _phrase(action, language, round_number)
        if drawn:
            phrase = translate("dominoes.tell.and", language,
                               first=_drawn(drawn, language), then=phrase)
        lines.append(translate("dominoes.tell.sentence", language, side=side(seat, language),
                               phrase=phrase))
        drawn = 0
    if drawn:  # still drawing: the turn is not over
        seat = record[-1][0]
        lines.append(translate("dominoes.tell.sentence", language, side=side(seat, language),
                               phrase=_drawn(drawn, language)))
    return lines


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
