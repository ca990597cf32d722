"""Addresses that lead to the project: the one repository setting, Binder
launch links and the Voilà app's address.

:data:`REPOSITORY` is the only place the GitHub owner and name are written.
A teacher who forks the project changes it here (the README says how, and
``binder/owner.py`` rewrites the links of the README and the notebooks to
match). On mybinder.org the running repository is known from the
environment (``BINDER_REPO_URL``), so a link shared from there always leads
back to the same copy.

A game is shared by an address of the Voilà app: ``?game=…&position=…``
(a position text, plain) or ``?record=…`` (a whole record, packed by
:func:`encode_record`: zlib and base64url behind a version prefix, opened
by :func:`decode_record`, which refuses a damaged, cut or oversized value
and unpacks no more than :data:`MAX_RECORD_BYTES`). :func:`public_record`
keeps out of a shared record what no player may see yet."""

from __future__ import annotations

import base64
import os
import re
import zlib
from urllib.parse import quote, urlencode

from dominochess_widget.core import registry
from dominochess_widget.core.any_record import read_any_record
from dominochess_widget.core.errors import DominoChessError, expect_text, shown
from dominochess_widget.core.records import leading_tags, normalise
from dominochess_widget.core.rules import observation

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


# ---------------------------------------------------------------- shared links
#: What comes before a record packed into an address: the packing's version
#: (zlib, then base64url without padding), so that a later packing can be
#: told apart and an old link still opens.
RECORD_PREFIX = "1."
#: The longest packed record an address may carry (characters): far more
#: than the longest shipped example needs (about 2,000), far less than the
#: request line a server accepts.
MAX_LINK_CHARS = 16_000
#: The longest record text a packed record may unpack to (bytes): a small
#: packed value that unpacks to megabytes (a "zip bomb") is refused at this size.
MAX_RECORD_BYTES = 200_000
#: The longest position text an address may carry (characters).
MAX_POSITION_CHARS = 4_000
#: Tags that tell what chance brings next (the seed that orders the rest of
#: a pool, a pool given in order): left out of the link of a game that is
#: not over, whose tiles still to come nobody may know. The tiles already
#: drawn are in the moves, where every player saw them.
FUTURE_TAGS = ("Seed", "Pool")
#: A tag that sets a game up whole, hidden parts included (the dominoes'
#: hands and boneyard, a domino chess position with its pool): a record of
#: a game that hides something and has one is shared only once it is over.
WHOLE_POSITION_TAG = "Position"
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")
_LEADING_TAG = re.compile(
    r'\s*\[[ \t]*([A-Za-z][A-Za-z0-9_]*)[ \t]+"(?:[^"\\\n]|\\.)*"[ \t]*\][ \t]*(?:\n|$)')


class LinkError(DominoChessError):
    """A shared address that cannot be opened (a record packed wrongly, cut
    short, too long) or a game that cannot be shared (it would show what a
    player may not see)."""


def encode_record(text: str) -> str:
    """``text`` (a record) packed for an address: :data:`RECORD_PREFIX`, then
    its UTF-8 bytes compressed with zlib and written in base64url. Refused
    (:class:`LinkError`) when the record is longer than a link may carry."""
    raw = expect_text("text", text).encode("utf-8")
    if len(raw) > MAX_RECORD_BYTES:
        raise LinkError("link.too_long", most=MAX_LINK_CHARS)
    packed = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")
    token = RECORD_PREFIX + packed
    if len(token) > MAX_LINK_CHARS:
        raise LinkError("link.too_long", most=MAX_LINK_CHARS)
    return token


def decode_record(token: str) -> str:
    """The record text packed in ``token`` by :func:`encode_record`. Anything
    else (another version, characters base64url has not, a value cut short,
    bytes after the end, text that is not UTF-8, more than
    :data:`MAX_RECORD_BYTES` once unpacked) is refused with a
    :class:`LinkError`, having unpacked no more than that limit."""
    token = expect_text("record", token).strip()
    if len(token) > MAX_LINK_CHARS:
        raise LinkError("link.too_long", most=MAX_LINK_CHARS)
    if not token.startswith(RECORD_PREFIX):
        raise LinkError("link.bad_version", value=shown(token[:8]))
    packed = token.removeprefix(RECORD_PREFIX)
    if not _BASE64URL.fullmatch(packed) or len(packed) % 4 == 1:
        raise LinkError("link.damaged")
    try:
        data = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(data, MAX_RECORD_BYTES + 1)
    except (ValueError, zlib.error):  # binascii.Error is a ValueError
        raise LinkError("link.damaged") from None
    if len(raw) > MAX_RECORD_BYTES:
        raise LinkError("link.too_big", most=MAX_RECORD_BYTES)
    if not unpacker.eof or unpacker.unused_data:
        raise LinkError("link.damaged")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise LinkError("link.damaged") from None


def check_position_text(text: str) -> str:
    """``text`` as a position an address may carry: not longer than
    :data:`MAX_POSITION_CHARS` (what it says is the game's reader's to judge)."""
    text = expect_text("position", text).strip()
    if len(text) > MAX_POSITION_CHARS:
        raise LinkError("link.position_too_long", most=MAX_POSITION_CHARS)
    return text


def without_tags(text: str, names: tuple[str, ...]) -> str:
    """``text`` (a record) with its leading tags ``names`` left out."""
    kept: list[str] = []
    position = 0
    while (found := _LEADING_TAG.match(text, position)) is not None:
        if found[1] not in names:
            kept.append(found[0] if found[0].endswith("\n") else found[0] + "\n")
        position = found.end()
    return "".join(kept) + text[position:]


def public_record(text: str) -> str:
    """The record ``text`` as it may be shared: whole when its game hides
    nothing or is over; else without :data:`FUTURE_TAGS` (domino chess: the
    seed, the pool's order), once it is checked that the record still reads
    back to the same moves and to what every seat sees. A game that cannot
    be shared so (its record sets up hidden parts: a dominoes hand) is
    refused in words (:class:`LinkError`) until it is over."""
    record = read_any_record(text)
    game = record.game
    if not registry.info_of(game).hidden_information or game.is_over:
        return text
    if WHOLE_POSITION_TAG in leading_tags(normalise(text)):
        raise LinkError("link.hidden")
    shared = without_tags(normalise(text), FUTURE_TAGS)
    if set(FUTURE_TAGS) & set(leading_tags(shared)):  # a tag the stripping did not reach
        raise LinkError("link.hidden")
    again = read_any_record(shared).game
    if ([str(a) for a in again.history] != [str(a) for a in game.history]
            or any(observation(again, str(s)) != observation(game, str(s))
                   for s in game.seats)):
        raise LinkError("link.hidden")
    return shared


def app_address(query: dict[str, str], page: str = "", prefix: str = "/") -> str:
    """The Voilà app's address on this server, from its root, asking for
    ``query``. ``page`` is the path of the Voilà page this runs in, if any
    (Voilà's ``SCRIPT_NAME``): a page under ``…/voila/render/`` gives the
    server's prefix; any other Voilà page is taken to be the app itself
    (``voila notebooks/play_app.ipynb`` serves it at ``/``). Outside Voilà
    the server's ``prefix`` (JupyterHub's, on Binder) leads to the app."""
    marker = "/voila/render/"
    if marker in page:
        return page.split(marker, 1)[0] + "/" + app_path(query)
    if page:
        return f"{page}?{urlencode(query)}"
    root = prefix.strip("/")
    return f"/{root}/{app_path(query)}" if root else f"/{app_path(query)}"
