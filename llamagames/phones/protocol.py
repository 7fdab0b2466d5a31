"""The phone protocol: plain JSON messages with a version, and their checks.

Every message is one JSON object with ``"v"`` (:data:`VERSION`) and ``"t"`` (its type).
A phone sends ``hello`` (room, token, its language; or room and the seat's typed ``code``
in place of the token; and its own ``device`` key, kept on the phone, so a reload gets its
seat back while another device with the codes is refused), ``lobby`` (the words of the page where the codes are typed), ``act`` (an action text, the move count
it saw as ``at`` and a sequence number ``n`` that only grows), ``undo`` (take back its own
last move, within the match's undo policy), ``name`` (the name its player typed on joining:
any text up to :data:`MAX_NAME` characters, cleaned by the host as the setup cleans a name) and ``ping``. The laptop sends
``lobby`` (those words), ``key`` (a typed-in phone's address, so a reload rejoins),
``welcome`` (with ``ask_name`` the first time the seat joins), ``named``, ``view`` (the seat's view), ``refused`` (with the reason), ``taken`` (another
phone took the seat), ``bye`` (the game is closed) and ``denied`` (one refusal, whatever was
wrong, so a stranger learns nothing). The checks here are pure: the server runs them on every
message before anything reaches the match.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

VERSION = 1
MAX_MESSAGE = 2048
"""Bytes a phone's message may have; anything longer is refused unread."""
MAX_ACTION = 80
_WORD = r"(?:[a-z0-9@,#>-]+|[A-Z]|L[0-9]{1,3})"
ACTION_TEXT = re.compile(rf"^(?=.{{1,80}}$){_WORD}(?: {_WORD})*$")
"""What an action text may hold: every game's notation is lower-case words, numbers and the
marks of Llamas & Alpacas' cells ("take 2 pay carrot @1,3") and of Llamaland's trades
("trade corn>cacao #12", "marker gold-corn top"); a capital stands alone or as a level,
as in Llamaland's placements ("place T front r1 @3,-1 L2")."""
ROOM_TEXT = re.compile(r"^[A-Z0-9]{4,6}$")
TOKEN_TEXT = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
CODE_TEXT = re.compile(r"^[A-Z0-9]{6}$")
LANG_TEXT = re.compile(r"^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8}){0,3}$")
MAX_NAME = 16
"""Characters of a name a phone's player types: short, to fit a rival's box on a phone."""
KINDS = ("hello", "act", "undo", "ping", "lobby", "name", "next")


@dataclass(frozen=True)
class Message:
    """A phone's message that passed the checks."""

    kind: str
    room: str = ""
    token: str = ""
    code: str = ""
    lang: str = ""
    action: str = ""
    at: int = -1
    n: int = 0
    window: str = ""
    name: str = ""
    device: str = ""


class Malformed(ValueError):
    """A phone's message broke the protocol; the message is a short code for the log."""


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise Malformed(f"bad {key}")
    return value


def parse(raw: str | bytes) -> Message:
    """``raw`` as a :class:`Message`, or :class:`Malformed` saying what is wrong."""
    if isinstance(raw, bytes):
        if len(raw) > MAX_MESSAGE:
            raise Malformed("too long")
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise Malformed("not utf-8") from None
    if len(raw) > MAX_MESSAGE or len(raw.encode("utf-8", "replace")) > MAX_MESSAGE:
        raise Malformed("too long")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise Malformed("not json") from None
    if not isinstance(data, dict):
        raise Malformed("not an object")
    if data.get("v") != VERSION or isinstance(data.get("v"), bool):
        raise Malformed("wrong version")
    kind = data.get("t")
    if kind not in KINDS:
        raise Malformed("unknown type")
    if kind == "ping":
        return Message("ping")
    if kind == "lobby":
        lang = data.get("lang", "")
        return Message("lobby", lang=lang if isinstance(lang, str) and LANG_TEXT.match(lang) else "")
    if kind == "hello":
        room, token, lang = data.get("room"), data.get("token"), data.get("lang", "")
        code, device = data.get("code"), data.get("device", "")
        if not isinstance(room, str) or not isinstance(lang, str) or not isinstance(device, str):
            raise Malformed("bad hello")
        room = typed(room)
        lang = lang if LANG_TEXT.match(lang) else ""
        if not ROOM_TEXT.match(room) or (device and not TOKEN_TEXT.match(device)):
            raise Malformed("bad hello")
        if token is None and isinstance(code, str):  # typed by hand: spaces and dashes are not part of it
            code = typed(code)
            if not CODE_TEXT.match(code):
                raise Malformed("bad hello")
            return Message("hello", room=room, code=code, lang=lang, device=device)
        if not isinstance(token, str) or not TOKEN_TEXT.match(token):
            raise Malformed("bad hello")
        return Message("hello", room=room, token=token, lang=lang, device=device)
    if kind in ("undo", "next"):  # "next": start the next round (no one plays at the laptop)
        return Message(kind, n=_int(data, "n", 1, 2**53))
    if kind == "name":
        name = data.get("name")
        if not isinstance(name, str) or len(name) > 4 * MAX_NAME:
            raise Malformed("bad name")
        return Message("name", name=name, n=_int(data, "n", 1, 2**53))
    action = data.get("action")
    if not isinstance(action, str) or not ACTION_TEXT.match(action):
        raise Malformed("bad action")
    window = data.get("w", "")
    if not isinstance(window, str) or len(window) > 200:
        raise Malformed("bad window")
    return Message("act", action=action, at=_int(data, "at", 0, 10**7), n=_int(data, "n", 1, 2**53), window=window)


def typed(text: str) -> str:
    """A code as typed on a phone, as the laptop shows it: capitals, no spaces or dashes."""
    return "".join(text.split()).replace("-", "").upper()[:16]


def encode(kind: str, **fields: Any) -> str:
    """A message from the laptop, as the text sent."""
    return json.dumps({"v": VERSION, "t": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


def phone_language(asked: str, laptop: str, known: tuple[str, ...]) -> str:
    """The language for a phone: its own where we have it, else the laptop's."""
    code = asked.replace("_", "-").split("-")[0].lower()
    return code if code in known else laptop


__all__ = ["CODE_TEXT", "KINDS", "MAX_MESSAGE", "MAX_NAME", "Malformed", "Message", "VERSION", "encode", "parse", "phone_language", "typed"]
