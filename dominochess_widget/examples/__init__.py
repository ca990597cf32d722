"""Annotated example games shipped with the package, loaded by name.

Each is a record file (``<name>.txt``) in this folder, written to teach.
"""

from __future__ import annotations

from importlib import resources

from dominochess_widget.errors import SettingError
from dominochess_widget.records import GameRecord, read_record


def example_names() -> list[str]:
    """The names of the shipped example games, in lesson order."""
    files = resources.files(__name__).iterdir()
    return sorted(f.name.removesuffix(".txt") for f in files if f.name.endswith(".txt"))


def example_text(name: str) -> str:
    """The record text of the example ``name``."""
    if name not in example_names():
        raise SettingError("example.unknown", name=name, known=", ".join(example_names()))
    return resources.files(__name__).joinpath(f"{name}.txt").read_text(encoding="utf-8")


def load_example(name: str) -> GameRecord:
    """The example ``name``, read and replayed through the rules."""
    return read_record(example_text(name))
