"""The core every game builds on: pure Python, typed, no Jupyter, no game.

* :mod:`~dominochess_widget.core.protocol` — what a game state answers
  (seats, whose turn, legal actions, play/undo/clone, the end, positions,
  chance, a seat's view), so that widgets, sessions, records and the
  computer work with any game;
* :mod:`~dominochess_widget.core.geometry` — boards as data (cells, names,
  neighbours, centres and outlines, squares or hexagons);
* :mod:`~dominochess_widget.core.registry` — the list of games by name.
"""
