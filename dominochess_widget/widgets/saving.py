"""Where a widget's *Save* writes on the server, so that no one's record is lost.

Students who share one server (a classroom JupyterHub folder, one Binder
on a projector) all save under the same default name. A :class:`SaveSlot`
overwrites only a file that it wrote itself; when the name belongs to a
file it did not write, it saves beside it under the first free name
(``my_game-2.txt``, ``my_game-3.txt``, …). A new name is taken by creating
the file exclusively, so two kernels saving at the same moment never pick
the same one.
"""

from __future__ import annotations

import os
from pathlib import Path

from dominochess_widget.core.errors import FileAccessError
from dominochess_widget.core.records import write_text_file


class SaveSlot:
    """The files one widget has written, and where its next save goes."""

    def __init__(self) -> None:
        self._mine: set[Path] = set()

    def save(self, path: str | os.PathLike[str], text: str) -> Path:
        """Write ``text`` at ``path`` if the file is this slot's own or new,
        else at the first free name beside it; the path written."""
        wanted = Path(path)
        target = wanted if wanted.resolve() in self._mine else self._claim(wanted)
        write_text_file(target, text)
        self._mine.add(target.resolve())
        return target

    @staticmethod
    def _claim(wanted: Path) -> Path:
        """A new file named ``wanted`` or, when that is taken, ``stem-N``."""
        name, number = wanted, 1
        while True:
            try:
                with open(name, "x", encoding="utf-8"):
                    return name
            except FileExistsError:
                number += 1
                name = wanted.with_name(f"{wanted.stem}-{number}{wanted.suffix}")
            except OSError as error:
                raise FileAccessError("file.unwritable", path=str(wanted),
                                      reason=error.strerror or type(error).__name__) from None
