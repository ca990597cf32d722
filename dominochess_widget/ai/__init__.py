"""The computer player and hints: search, evaluation, odds. Pure Python,
no Jupyter; it depends on the engine only.

    player = ComputerPlayer("hard", seed=1)
    action = player.choose(game)          # the action for the current half
    player.hint(game).text                # "5:Nb2xc4 — captures a queen"
"""

from dominochess_widget.ai.computers import Level
from dominochess_widget.games.dominochess.hint import Hint
from dominochess_widget.games.dominochess.players import ComputerPlayer

__all__ = ["ComputerPlayer", "Hint", "Level"]
