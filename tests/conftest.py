"""Fixtures shared by the widget tests."""

from __future__ import annotations

from typing import Any

import comm
import pytest


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Every message published on any widget comm during the test."""
    log: list[dict[str, Any]] = []

    def publish(self: Any, msg_type: str, data: Any = None, metadata: Any = None,
                buffers: Any = None, **keys: Any) -> None:
        log.append({"type": msg_type, "data": data or {}, "buffers": list(buffers or []),
                    "comm": self.comm_id})

    monkeypatch.setattr(comm.DummyComm, "publish_msg", publish)
    return log
