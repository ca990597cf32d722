"""The play widget's records as files: the file name box, *Save* as a
download (and a file on the server), *Load* from the server or, in the
Voilà app, an upload from the student's own computer.

:class:`FileControls` holds the controls and reads and writes the
records; where a save lands on the server is
:class:`~dominochess_widget.widgets.saving.SaveSlot`'s job.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from dominochess_widget.core.any_record import codec_of, read_any_record, read_any_record_file
from dominochess_widget.core.errors import FileAccessError
from dominochess_widget.core.messages import translate
from dominochess_widget.core.rules import State
from dominochess_widget.widgets.download import DownloadLink, file_name
from dominochess_widget.widgets.play_layout import LABEL
from dominochess_widget.widgets.saving import SaveSlot


class FileControls:
    """The file box, the upload and the download link of a widget playing
    ``state``'s game; ``server_files`` False keeps records off the server."""

    def __init__(self, state: State, language: str, server_files: bool) -> None:
        self._language = language
        self._server_files = server_files
        self._saves = SaveSlot()
        default_file = self._t("play.file.default") + codec_of(state).extension
        self.file = widgets.Text(value=default_file, description=self._t("play.file"),
                                 style=LABEL, layout=widgets.Layout(width="260px"))
        self.upload = widgets.FileUpload(accept=".pdn,.txt", multiple=False,
                                         description=self._t("play.button.load"))
        for name in ("dcp-load", "dcp-upload"):  # the app's Load, and what it is
            self.upload.add_class(name)
        self.download = DownloadLink()

    def row(self, save: Any, load: Any) -> Any:
        """The file box with the *Save* button and what opens a record:
        ``load`` (a file on the server) or the upload."""
        return widgets.HBox([self.file, save, load if self._server_files else self.upload])

    def save(self, text: str) -> list[str]:
        """Offer the record ``text`` as a download (a browser's, for Voilà's
        students), then, in JupyterLab, write it on the server too, never
        over a file this widget did not write (:class:`SaveSlot`); what to
        say."""
        path = str(self.file.value)
        name = file_name(path, "record")
        self.download.offer(name, text, "text/plain", self._t("play.download", file=name))
        if not self._server_files:
            return [self._t("play.saved.download", file=name)]
        written = str(self._saves.save(path, text))
        if written != path:  # the name was another's file: the box shows the new one
            self.file.value = written
            return [self._t("play.saved.beside", path=written, taken=path)]
        return [self._t("play.saved", path=path)]

    def read(self) -> tuple[Any, str]:
        """The record in the file the box names, and that name."""
        return read_any_record_file(self.file.value), self.file.value

    def uploaded(self, change: dict[str, Any]) -> tuple[Any, str] | None:
        """The record a student chose on their own computer (the app's
        *Load*) and its file's name; None when the upload was cleared."""
        files = change["new"]
        if not files:
            return None
        upload = files[0]
        name = str(upload["name"])
        try:
            text = bytes(upload["content"]).decode("utf-8")
        except UnicodeDecodeError:
            raise FileAccessError("file.not_text", path=name) from None
        return read_any_record(text), name

    def _t(self, key: str, **params: object) -> str:
        return translate(key, self._language, **params)
