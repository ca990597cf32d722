"""The one reader of whole numbers written in text (positions, records,
actions), and the one check of a seed given as a Python int.

Python's ``str.isdigit`` accepts ``"²"`` and ``"٣"``, which ``int`` then
refuses or reads; ``int`` itself refuses more than 4,300 digits and takes
time growing with their count. Every game reads its counts, seeds and cell
numbers here instead: ASCII digits only, at most :data:`MOST_DIGITS` of them
(a seed below 2**64 has 20), so a bad number is refused at once and a caller
raises its own error, which names the field.
"""

from __future__ import annotations

import re

from dominochess_widget.core.errors import SettingError, expect_int, shown

#: The most digits a number in a position, record or action may have.
MOST_DIGITS = 20
_DIGITS = re.compile(r"[0-9]+")


def whole_number(text: str, most_digits: int = MOST_DIGITS) -> int | None:
    """The number ``text`` writes in ASCII digits (no sign, no space, at most
    ``most_digits`` of them), or None when it is anything else."""
    if not 0 < len(text) <= most_digits or _DIGITS.fullmatch(text) is None:
        return None
    return int(text)


#: Seeds are whole numbers below this (20 digits): every record writes its
#: seed, and a game's chance (the pool's order, a dealt hand, a computer's
#: choices) is derived from it.
SEED_LIMIT = 2**64


def check_seed(seed: object) -> int:
    """A seed is an int from 0 to ``SEED_LIMIT - 1``: an ArgumentTypeError
    naming ``seed`` for another type, a SettingError out of range. Every
    game checks its seed here, at the start, so that no later draw can
    fail on it."""
    number = expect_int("seed", seed)
    if not 0 <= number < SEED_LIMIT:
        raise SettingError("seed.bad", value=shown(number), most=SEED_LIMIT - 1)
    return number
