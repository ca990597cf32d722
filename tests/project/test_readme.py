"""The README's engine example runs as written."""

from __future__ import annotations

import re

from paths import REPO

README = REPO / "README.md"


def test_readme_python_example_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks, "the README lost its engine example"
    for block in blocks:
        exec(compile(block, str(README), "exec"), {})
