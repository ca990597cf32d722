"""Where the tests find the repository's files, wherever a test file sits."""

from pathlib import Path

#: The repository's root (README.md, notebooks/, dominochess_widget/).
REPO = Path(__file__).resolve().parents[2]
#: The perft files of every game (tests/support/perft/).
PERFT_DIR = Path(__file__).resolve().parent / "perft"
