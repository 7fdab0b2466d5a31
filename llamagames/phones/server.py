"""The network side of a hosted phone game: aiohttp in a background thread.

The frame loop never waits on it: what phones send is checked here (:mod:`.protocol`, the
room's codes, a rate limit) and put on :attr:`PhoneServer.inbox` for the host to drain in its
own thread; what the host sends goes through :meth:`PhoneServer.send`, which hands it to the
server's event loop. Only three fixed files (the page, its script, its style) and the game's
socket are served: no path is ever built from a request.
"""

from __future__ import annotations

import asyncio
import gzip
import hmac
import itertools
import logging
import queue
import re
import secrets
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from .protocol import MAX_MESSAGE, Malformed, Message, encode, parse, phone_language
from .room import Room

log = logging.getLogger("llamagames.phones")

PAGE_FILES: dict[str, tuple[str, str]] = {
    "/": ("index.html", "text/html"),
    "/phone.js": ("phone.js", "text/javascript"),
    "/phone.css": ("phone.css", "text/css"),
}
"""The only addresses served besides the socket: address -> (file in the package's page folder, type)."""
HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
                               "frame-ancestors 'none'",
}
RATE = 8.0
"""Messages a second a phone may send on average..."""
BURST = 24
"""...and at once."""
STRIKES = 40
"""Refused messages after which a connection is closed (a phone that floods or only sends nonsense)."""
TYPED_RATE = 1 / 3
"""Typed seat codes a second the server checks, from the whole network together..."""
TYPED_BURST = 20
"""...and at once: at most 20 a minute beyond the first 20, whatever the number of addresses
or connections. With 30-bit seat codes and up to five phone seats, a guesser gets one chance
in 2^30 / 5 per try: about 1 in 7,500 over a whole day of hosting (28,800 tries). A friend
typing meanwhile is told to wait a minute; the QR code still opens the seat at once."""
TYPED_PER_ADDRESS = (1 / 10, 5)
"""The same for one network address: a try every ten seconds after the first five, so one
guesser alone cannot use up the whole network's tries within a minute."""
HOLD_GRACE = 15.0
"""Seconds a seat stays its phone's after that phone's connection ended: within them only the
same phone (its own device key) gets back in; past them the seat is free and its codes open it
for any phone (a friend whose phone died, or who moved to another one)."""
HEARTBEAT = 10.0
"""Seconds between the server's pings: a phone that vanished without closing (its battery, its
Wi-Fi) is noticed within about one and a half of them, then its grace runs."""
STOP_WITHIN = 0.3
"""Seconds the goodbyes may take when the game closes: each phone is told and its socket closed
at once, and a phone that does not answer within them (asleep, off the Wi-Fi) is cut off, so
leaving a phone game takes a moment, never the seconds a socket's closing handshake may wait."""
ADDRESSES_KEPT = 1024
"""Addresses whose typed tries are remembered; past that all are forgotten at once (memory
stays bounded, and the whole network's cap above still holds)."""


ART_HEADERS = HEADERS | {"Cache-Control": "max-age=86400"}
"""The art never changes within a version: a reload does not fetch it again."""


_SHAPE = re.compile(r"M(-?\d+(?:\.\d)?) (-?\d+(?:\.\d)?)((?: L-?\d+(?:\.\d)? -?\d+(?:\.\d)?)+) Z ?")
"""One closed shape of straight lines in absolute points of at most one decimal (a card's rows
of diamonds: hundreds, each at its own place)."""


def _tenths(value: str) -> int:
    return round(float(value) * 10)


def _relative(shape: re.Match[str]) -> str:
    """``shape`` drawn from its first point by steps ("l17.9 17.9-17.9 17.9…z"): the same lines,
    and every diamond of a row the same words, which gzip sends once."""
    points = [(_tenths(shape[1]), _tenths(shape[2]))]
    points += [(_tenths(x), _tenths(y)) for x, y in re.findall(r"L(\S+) (\S+)", shape[3])]
    steps = " ".join(f"{(x1 - x0) / 10:g} {(y1 - y0) / 10:g}" for (x0, y0), (x1, y1) in zip(points, points[1:]))
    return f"M{shape[1]} {shape[2]}l{steps}z".replace(" -", "-")


def lean_svg(text: str) -> str:
    """An SVG as the phone gets it: its straight-line shapes in relative steps (L.L.A.M.A.'s
    cards went from 5.7 to 2.6 kB gzipped each, and the page keeps its 150 kB)."""
    return _SHAPE.sub(_relative, text)


def art_bytes() -> dict[str, bytes]:
    """The games' art for the page, made lean and gzipped once: address -> bytes."""
    from .adapter import art_files

    return {address: gzip.compress(lean_svg(path.read_text(encoding="utf-8")).encode(), 9, mtime=0)
            for address, path in art_files().items()}


def page_bytes() -> dict[str, bytes]:
    """The page's files, read once from the package (also inside a frozen build)."""
    folder = resources.files("llamagames.phones") / "page"
    return {name: (folder / name).read_bytes() for name, _ in PAGE_FILES.values()}


@dataclass(frozen=True)
class Joined:
    seat: int
    conn: int
    lang: str


@dataclass(frozen=True)
class Left:
    seat: int
    conn: int


@dataclass(frozen=True)
class Acted:
    seat: int
    conn: int
    message: Message


class Bucket:
    """A token bucket: ``take`` is False when the phone sends faster than the rate allows."""

    def __init__(self, rate: float = RATE, burst: int = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.level = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class PhoneServer:
    """Listens for phones while a phone game is hosted; ``stop`` ends it and tells the phones.

    ``words`` gives, per language code, the few sentences the server says itself before or
    outside the game: ``denied``, ``malformed``, ``flood``, ``taken``, ``bye``.
    """

    def __init__(self, room: Room, words: Mapping[str, Mapping[str, str]], default_lang: str,
                 host: str = "0.0.0.0", port: int = 0) -> None:
        self.room = room
        self.words = words
        self.default_lang = default_lang
        self.host, self.port = host, port
        self.inbox: queue.Queue[Joined | Left | Acted] = queue.Queue()
        self.sent: list[tuple[int, str]] | None = None
        """When a list: every text sent to a seat, as (seat, text) (the secrecy test's recorder)."""
        self.rate, self.burst = RATE, BURST
        self.typed = Bucket(TYPED_RATE, TYPED_BURST)
        self._typed_by: dict[str, Bucket] = {}
        self.refused = 0
        """Messages refused here (malformed, too many, unknown before a hello)."""
        self._files = page_bytes()
        self._art = art_bytes()
        self._conns: dict[int, tuple[int, web.WebSocketResponse, str]] = {}  # seat -> (id, socket, lang)
        self._ids = itertools.count(1)
        self._holders: dict[int, str] = {}
        """Per seat, the device key of the phone that holds it (a key of the server's own for a
        phone that sent none: nobody else knows it)."""
        self._gone: dict[int, float] = {}
        """Per seat, when its phone's last connection ended (monotonic)."""
        self.grace = HOLD_GRACE
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None

    # -- the frame loop's side ---------------------------------------------------------------
    def start(self) -> None:
        """Start listening; returns once the port is open (OSError if it cannot be)."""
        self._thread = threading.Thread(target=self._run, name="phones-server", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise OSError(f"the phone server could not listen: {self._error}")

    def send(self, seat: int, text: str) -> None:
        """Send ``text`` to the phone holding ``seat`` (nothing if none does)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._send_now, seat, text)
            except RuntimeError:  # the loop closed meanwhile: the game is ending
                pass

    def stop(self, left: bool = False) -> None:
        """Tell every phone the game is closed (``left``: left to be continued, so each phone
        waits to come back by itself), then stop listening: within about
        :data:`STOP_WITHIN` seconds, the loop stopped in its own thread and closed with nothing
        pending (leaving waited seconds for a sleeping phone and logged "Event loop is closed")."""
        loop, thread = self._loop, self._thread
        if loop is None or loop.is_closed() or thread is None:
            return
        try:
            asyncio.run_coroutine_threadsafe(self._shutdown(left), loop).result(STOP_WITHIN * 3)
        except Exception as exc:  # the phones may not hear it; the port closes all the same
            log.info("phone server shutdown: %r", exc)
        self._loop = None  # nothing more is sent
        try:
            loop.call_soon_threadsafe(loop.stop)
        except RuntimeError:
            pass
        thread.join(STOP_WITHIN * 3)

    # -- the server's thread -----------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as exc:
            self._error = exc
            self._ready.set()
            loop.close()
            return
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            self._close_loop(loop)

    @staticmethod
    def _close_loop(loop: asyncio.AbstractEventLoop) -> None:
        """Cancel what is still running on ``loop`` (a socket's handler, a send), let it end
        within a moment, then close the loop: nothing is left to run on a closed loop."""
        pending = asyncio.all_tasks(loop)
        for task in pending:
            task.cancel()
        if pending:
            waiting = asyncio.wait(pending, timeout=STOP_WITHIN)
            try:
                loop.run_until_complete(waiting)
            except Exception as exc:
                log.info("phone server tasks at close: %r", exc)
        try:
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            loop.close()

    async def _listen(self) -> None:
        app = web.Application(client_max_size=MAX_MESSAGE)
        app.router.add_get("/ws", self._socket)
        for address in PAGE_FILES:
            app.router.add_get(address, self._page)
        for address in self._art:
            app.router.add_get(address, self._picture)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=STOP_WITHIN / 3)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        server = getattr(site, "_server", None)
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = sockets[0].getsockname()[1]

    async def _page(self, request: web.Request) -> web.Response:
        name, kind = PAGE_FILES[request.path]
        return web.Response(body=self._files[name], content_type=kind, charset="utf-8", headers=HEADERS)

    async def _picture(self, request: web.Request) -> web.Response:
        """One picture of the table's art, sent gzipped (every browser a phone runs takes it)."""
        body = self._art[request.path]
        if "gzip" not in request.headers.get("Accept-Encoding", ""):
            body = gzip.decompress(body)
            return web.Response(body=body, content_type="image/svg+xml", headers=ART_HEADERS)
        return web.Response(body=body, content_type="image/svg+xml", headers=ART_HEADERS | {"Content-Encoding": "gzip"})

    def _said(self, lang: str, key: str) -> str:
        """What the server says itself, in the phone's language ("ja-JP" speaks "ja") where it has it."""
        lang = phone_language(lang, self.default_lang, tuple(self.words))
        words = self.words.get(lang) or self.words.get(self.default_lang) or {}
        return words.get(key, key)

    def _record(self, seat: int, text: str) -> None:
        if self.sent is not None:
            self.sent.append((seat, text))

    def _send_now(self, seat: int, text: str) -> None:
        held = self._conns.get(seat)
        if held is None or held[1].closed:
            return
        self._record(seat, text)
        asyncio.ensure_future(self._quiet_send(held[1], text))

    @staticmethod
    async def _quiet_send(ws: web.WebSocketResponse, text: str) -> None:
        try:
            await ws.send_str(text)
        except (ConnectionError, RuntimeError):  # the phone went away; it rejoins later
            pass

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE * 8, heartbeat=HEARTBEAT)
        await ws.prepare(request)
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc != request.host:
            # a page from elsewhere (another site open on the phone) never talks to the game
            log.info("phone refused: a page from another origin")
            self.refused += 1
            await self._deny(ws, self.default_lang)
            return ws
        conn = next(self._ids)
        seat: int | None = None
        lang = self.default_lang
        bucket = Bucket(self.rate, self.burst)
        strikes = 0
        try:
            async for frame in ws:
                if frame.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                    continue
                if not bucket.take():
                    strikes += 1
                    self.refused += 1
                    if strikes > STRIKES:
                        break
                    if strikes % 10 == 1:  # said now and then, so a phone that waits for an answer gets one
                        await self._quiet_send(ws, encode("refused", code="flood", why=self._said(lang, "flood")))
                    continue
                try:
                    message = parse(frame.data)
                except Malformed as exc:
                    log.info("phone message refused (%s)", exc)
                    self.refused += 1
                    strikes += 1
                    if seat is None or strikes > STRIKES:
                        await self._deny(ws, lang)
                        break
                    await self._quiet_send(ws, encode("refused", code="malformed", why=self._said(lang, "malformed")))
                    continue
                if seat is None:
                    if message.lang:
                        lang = message.lang
                    if message.kind == "lobby":  # the page where the codes are typed: its words
                        await self._quiet_send(ws, encode("lobby", words=self._lobby_words(lang)))
                        continue
                    if message.kind == "hello" and message.code:
                        if not self._may_type(request.remote or ""):  # before the code is looked at
                            log.info("phone refused: too many typed codes")
                            self.refused += 1
                            await self._quiet_send(ws, encode("refused", code="tries", why=self._said(lang, "tries")))
                            break
                        found = self.room.seat_of_code(message.room, message.code)
                    else:
                        found = self.room.seat_of(message.room, message.token) if message.kind == "hello" else None
                    if found is None:
                        log.info("phone refused: wrong room or token")
                        self.refused += 1
                        await self._deny(ws, lang)
                        break
                    if not self._may_hold(found, message.device):
                        log.info("phone refused: seat %d is in use on another phone", found)
                        self.refused += 1
                        await self._quiet_send(ws, encode("refused", code="in_use", why=self._said(lang, "in_use")))
                        break
                    seat = found
                    self._holders[seat] = message.device or secrets.token_urlsafe(18)
                    if message.code:  # the address with the token, so a reload rejoins as a scan does
                        await self._quiet_send(ws, encode("key", key=self.room.fragment(seat)))
                    await self._take_seat(seat, conn, ws, lang)
                    self.inbox.put(Joined(seat, conn, message.lang))
                elif message.kind == "ping":
                    await self._quiet_send(ws, encode("pong"))
                elif message.kind in ("act", "undo", "name", "next"):
                    self.inbox.put(Acted(seat, conn, message))
        finally:
            if seat is not None and self._conns.get(seat, (None,))[0] == conn:
                del self._conns[seat]
                self._gone[seat] = time.monotonic()
                self.inbox.put(Left(seat, conn))
            if not ws.closed:
                await ws.close()
        return ws

    def _may_hold(self, seat: int, device: str) -> bool:
        """Whether a phone with ``device``'s key may hold ``seat``: the seat is nobody's yet, or
        it is this phone's own (a reload, a reopened page), or its phone has been gone longer
        than the grace. A second device with the codes is refused while the first is there."""
        holder = self._holders.get(seat)
        if holder is None or (device and hmac.compare_digest(device.encode(), holder.encode())):
            return True
        return self.free(seat)

    def free(self, seat: int) -> bool:
        """Whether ``seat``'s codes open it for any phone now: no phone has held it, or its phone
        has been gone past the grace (the laptop shows the codes only then)."""
        if seat not in self._holders:
            return True
        held = self._conns.get(seat)
        if held is not None and not held[1].closed:
            return False
        gone = self._gone.get(seat)
        return gone is not None and time.monotonic() - gone >= self.grace

    def _may_type(self, address: str) -> bool:
        """Whether one more typed code may be checked now, from ``address`` and from all."""
        bucket = self._typed_by.get(address)
        if bucket is None:
            if len(self._typed_by) >= ADDRESSES_KEPT:
                self._typed_by.clear()
            bucket = self._typed_by[address] = Bucket(*TYPED_PER_ADDRESS)
        return bucket.take() and self.typed.take()

    def _lobby_words(self, lang: str) -> dict[str, str]:
        return {key: self._said(lang, key) for key in ("lobby", "room_code", "seat_code", "join", "next", "other", "title", "wrong")}

    async def _deny(self, ws: web.WebSocketResponse, lang: str) -> None:
        """The one refusal for a wrong room, a wrong token or anything but a hello first."""
        # with the typed join's words: the page offers the codes' form at once (a phone reloaded
        # after the game was closed holds an old address); the same for every refusal
        await self._quiet_send(ws, encode("denied", why=self._said(lang, "denied"), words=self._lobby_words(lang)))
        await ws.close()

    async def _take_seat(self, seat: int, conn: int, ws: web.WebSocketResponse, lang: str) -> None:
        """``ws`` holds ``seat`` now; a phone that held it is told, then closed."""
        old = self._conns.get(seat)
        self._conns[seat] = (conn, ws, lang)
        if old is not None and not old[1].closed:
            self.inbox.put(Left(seat, old[0]))
            await self._quiet_send(old[1], encode("taken", why=self._said(old[2], "taken")))
            await old[1].close()

    async def _shutdown(self, left: bool = False) -> None:
        """Every phone told at once and its socket closed; one that does not answer within
        :data:`STOP_WITHIN` seconds is cut off, then the port closes (a handler still running
        has a moment, then is cancelled)."""
        held = list(self._conns.values())
        self._conns.clear()
        if held:
            _, late = await asyncio.wait([asyncio.ensure_future(self._goodbye(ws, lang, left)) for _, ws, lang in held],
                                            timeout=STOP_WITHIN)
            for task in late:  # a phone that never answered the close: its socket is cut off below
                task.cancel()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _goodbye(self, ws: web.WebSocketResponse, lang: str, left: bool = False) -> None:
        # with the typed join's words: the page offers the codes' form at once, so the friend
        # joins the next game without reloading; a game left to be continued says so (``back``):
        # the page keeps its seat and knocks again until the same room answers
        why = self._said(lang, "left" if left else "bye")
        await self._quiet_send(ws, encode("bye", why=why, back=left, words=self._lobby_words(lang)))
        await ws.close()


__all__ = ["Acted", "Bucket", "Joined", "Left", "PAGE_FILES", "PhoneServer", "HOLD_GRACE", "TYPED_BURST", "TYPED_PER_ADDRESS",
           "TYPED_RATE", "page_bytes"]
