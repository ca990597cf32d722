"""Addresses that lead to the project: the one repository setting, Binder
launch links and the Voilà app's address.

:data:`REPOSITORY` is the only place the GitHub owner and name are written.
A teacher who forks the project changes it here (the README says how, and
``binder/owner.py`` rewrites the links of the README and the notebooks to
match). On mybinder.org the running repository is known from the
environment (``BINDER_REPO_URL``), so a link shared from there always leads
back to the same copy."""

from __future__ import annotations

import os
from urllib.parse import quote, urlencode

#: ``owner/name`` of the project on GitHub: the single setting to change in a fork.
REPOSITORY = "OWNER/dominochess-widget"
#: The branch, tag or commit Binder builds.
REF = "HEAD"
#: The Voilà app, relative to the served root (the repository's top folder).
APP_NOTEBOOK = "notebooks/play_app.ipynb"
#: The start page, relative to the served root.
START_NOTEBOOK = "notebooks/00_start_here.ipynb"


def repository() -> str:
    """``owner/name`` of the running copy: Binder's own when on Binder, else
    :data:`REPOSITORY`."""
    url = os.environ.get("BINDER_REPO_URL", "").strip().rstrip("/")
    if url.startswith("https://github.com/"):
        named = url.removeprefix("https://github.com/").removesuffix(".git")
        if named.count("/") == 1:
            return named
    return REPOSITORY


def app_path(query: dict[str, str] | None = None) -> str:
    """The Voilà app's path under a server's root, with ``query`` encoded:
    ``voila/render/notebooks/play_app.ipynb?game=russian``."""
    path = f"voila/render/{APP_NOTEBOOK}"
    return f"{path}?{urlencode(query)}" if query else path


def binder_url(urlpath: str, repo: str | None = None) -> str:
    """A mybinder.org launch link that opens ``urlpath`` (``lab/tree/...`` or
    :func:`app_path`'s result) in a fresh copy of ``repo``."""
    return (f"https://mybinder.org/v2/gh/{repo or repository()}/{REF}"
            f"?urlpath={quote(urlpath, safe='/')}")
