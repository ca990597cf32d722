"""The generic computer players, below the games: searches that know no
game (alpha-beta over the protocol or a game's fast path, paranoid search
for three seats), the computer base every game's computer builds on (its
level, seed, time budget and the opening of ``choose``), draw offers, and
:func:`~dominochess_widget.ai.computers.computer_for`, a computer for any
registered game. Pure Python, no Jupyter; it depends on the core only.

    computer = computer_for("russian", "hard")
    action = computer.choose(state)       # the action for the seat to move

Each game's own computer lives in its folder (domino chess's
:class:`~dominochess_widget.games.dominochess.players.ComputerPlayer`).
"""

from dominochess_widget.ai.computers import Level, computer_for

__all__ = ["Level", "computer_for"]
