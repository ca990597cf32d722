"""Point every Binder link of the project at one GitHub repository.

    python binder/owner.py NEW_OWNER/NAME      (or: make owner REPO=NEW_OWNER/NAME)

A teacher who forks the project runs this once: it writes ``NEW_OWNER/NAME``
into the one setting, ``REPOSITORY`` in ``dominochess_widget/core/links.py``
(what the widgets' Share links use), and rewrites the repository named in every
``https://mybinder.org/v2/gh/OWNER/NAME/REF`` link of the README, ``docs/`` and
the notebooks (markdown and stored outputs alike) to match. ``--check`` changes
nothing and lists the links that name another repository (exit status 1 if any);
``tests/project/test_links.py`` uses the same finder.

Only the standard library: it runs before anything is installed.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINKS = ROOT / "dominochess_widget" / "core" / "links.py"
#: GitHub's rules: an owner is 1-39 letters, digits or inner hyphens; a name
#: is 1-100 letters, digits, '.', '_' or '-' (and not '.' or '..').
REPOSITORY = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}"
                        r"/(?!\.\.?$)[A-Za-z0-9._-]{1,100}")
#: A Binder launch link; group 1 is the ``owner/name`` it builds.
BINDER_LINK = re.compile(r"https://mybinder\.org/v2/gh/([^/\s\"'<>()\\]+/[^/\s\"'<>()\\]+)/")
#: The setting's line in links.py.
SETTING = re.compile(r'^REPOSITORY = "([^"\n]*)"$', re.M)


def linked_files(root: Path = ROOT) -> list[Path]:
    """The files whose Binder links must name the repository: the README,
    every page of docs/ and every notebook (both languages)."""
    return [root / "README.md", *sorted((root / "docs").rglob("*.md")),
            *sorted((root / "notebooks").rglob("*.ipynb"))]


def binder_links(text: str) -> Iterator[tuple[int, str]]:
    """``(offset, owner/name)`` of every Binder launch link in ``text``."""
    for match in BINDER_LINK.finditer(text):
        yield match.start(1), match.group(1)


def current(links_py: Path = LINKS) -> str:
    """The repository ``links.py`` names now."""
    found = SETTING.findall(links_py.read_text(encoding="utf-8"))
    if len(found) != 1:
        raise SystemExit(f"{links_py}: expected one line `REPOSITORY = \"owner/name\"`, "
                         f"found {len(found)}")
    return str(found[0])


def stray_links(repository: str, root: Path = ROOT) -> list[str]:
    """``file: owner/name`` for every Binder link that names another repository."""
    return [f"{path.relative_to(root)}: {named}"
            for path in linked_files(root)
            for _, named in binder_links(path.read_text(encoding="utf-8"))
            if named != repository]


def rewrite(repository: str, root: Path = ROOT) -> list[Path]:
    """Write ``repository`` into links.py and into every Binder link; return
    the files changed. Refuses a name GitHub would not accept, and a links.py
    without exactly one setting line, before writing anything."""
    if not REPOSITORY.fullmatch(repository):
        raise SystemExit(f"{repository!r} is not a GitHub repository: write OWNER/NAME, "
                         "e.g. my-school/dominochess-widget")
    links_py = root / LINKS.relative_to(ROOT)
    current(links_py)
    rewritten = {links_py: SETTING.sub(f'REPOSITORY = "{repository}"',
                                       links_py.read_text(encoding="utf-8"))}
    for path in linked_files(root):
        rewritten[path] = BINDER_LINK.sub(f"https://mybinder.org/v2/gh/{repository}/",
                                          path.read_text(encoding="utf-8"))
    changed = [path for path, text in rewritten.items()
               if text != path.read_text(encoding="utf-8")]
    for path in changed:
        path.write_text(rewritten[path], encoding="utf-8")
    return changed


def main(argv: list[str]) -> int:
    """``owner.py OWNER/NAME`` rewrites; ``owner.py --check`` only reports."""
    if argv == ["--check"]:
        strays = stray_links(current())
        print("\n".join(strays) or f"every Binder link names {current()}")
        return 1 if strays else 0
    if len(argv) != 1 or argv[0].startswith("-"):
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    for path in rewrite(argv[0]):
        print(f"rewrote {path.relative_to(ROOT)}")
    print(f"every Binder link now names {argv[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
