"""A phone client for tests: a real WebSocket from a thread of its own (aiohttp's client)."""

from __future__ import annotations

import asyncio
import json
import queue
import threading
import time
from typing import Any

import aiohttp

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.phones.host import PhoneHost
from llamagames.seats import SeatConfig


def make_host(game: str = "llama", kinds: str = "phone,phone,bot", seed: int = 7, fast: bool = True) -> PhoneHost:
    seats = [SeatConfig("human" if k == "phone" else "bot", name, "easy")
             for k, name in zip(kinds.split(","), ("Ana", "Bo", "Chiara", "Dev", "Emi"))]
    match = Match(game, seats, seed, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    host = PhoneHost(match, [i for i, k in enumerate(kinds.split(",")) if k == "phone"], host="127.0.0.1")
    if fast:
        host.server.rate, host.server.burst = 1000.0, 1000  # bots at no pace: phones answer at machine speed
    host.start()
    return host


class Phone:
    """One phone: ``send`` raw text or a message, ``get`` the next message of a type."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.received: queue.Queue[dict[str, Any]] = queue.Queue()
        self.closed = threading.Event()
        self._out: asyncio.Queue[str | None] | None = None
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._loop.run_until_complete, args=(self._run(),), daemon=True)
        self._thread.start()
        self._ready.wait(5)

    async def _run(self) -> None:
        self._out = asyncio.Queue()
        async with aiohttp.ClientSession() as session, session.ws_connect(f"http://127.0.0.1:{self.port}/ws") as ws:
            self._ready.set()

            async def writer() -> None:
                assert self._out is not None
                while True:
                    text = await self._out.get()
                    if text is None:
                        await ws.close()
                        return
                    try:
                        await ws.send_str(text)
                    except Exception:
                        return

            task = asyncio.ensure_future(writer())
            async for frame in ws:
                if frame.type == aiohttp.WSMsgType.TEXT:
                    self.received.put(json.loads(frame.data))
            task.cancel()
        self.closed.set()

    def send(self, message: dict[str, Any] | str) -> None:
        text = message if isinstance(message, str) else json.dumps(message)
        assert self._out is not None
        self._loop.call_soon_threadsafe(self._out.put_nowait, text)

    def hello(self, host: PhoneHost, seat: int, lang: str = "en-GB", device: str = "") -> None:
        """Join ``seat`` as the phone ``device`` (by default one phone per seat: a new client for
        the seat is that phone reloaded)."""
        self.send({"v": 1, "t": "hello", "room": host.room.code, "token": host.room.tokens[seat], "lang": lang,
                   "device": device or f"the-phone-of-seat-{seat}"})

    def close(self) -> None:
        if self._out is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._out.put_nowait, None)
        self._thread.join(3)

    def get(self, kind: str, host: PhoneHost | None = None, timeout: float = 5.0) -> dict[str, Any]:
        """The next message of ``kind`` (pumping ``host`` meanwhile); AssertionError if none came."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if host is not None:
                host.pump()
            try:
                message = self.received.get(timeout=0.01)
            except queue.Empty:
                continue
            if message["t"] == kind:
                return message
        raise AssertionError(f"no {kind!r} message came")


def latest(phone: Phone, kind: str = "view") -> dict[str, Any] | None:
    """The newest message of ``kind`` waiting for ``phone`` (the others of that kind are dropped)."""
    found = None
    kept: list[dict[str, Any]] = []
    while True:
        try:
            message = phone.received.get_nowait()
        except queue.Empty:
            break
        if message["t"] == kind:
            found = message
        else:
            kept.append(message)
    for message in kept:
        phone.received.put(message)
    return found


def play_through(host: PhoneHost, phones: dict[int, Phone], choose: Any, seconds: float = 60.0) -> int:
    """Let the phones play (``choose(seat, view_message)`` picks an action text, or None to wait)
    until the game ends; bots move through the match. Returns the phones' moves sent."""
    match = host.match
    last: dict[int, dict[str, Any]] = {}
    counters = dict.fromkeys(phones, 0)
    answered: dict[int, tuple[int, str]] = {}
    sent = 0
    end = time.monotonic() + seconds
    while not match.is_over() and time.monotonic() < end:
        host.pump()
        if match.update(1.0):
            host.push()
        for seat, phone in phones.items():
            if latest(phone, "refused") is not None:  # a player looks again and chooses again
                answered.pop(seat, None)
            message = latest(phone)
            if message is not None:
                last[seat] = message
            view = last.get(seat)
            if view is None:
                continue
            key = (view["view"]["moves"], view.get("window", ""))
            if answered.get(seat) == key:
                continue
            action = choose(seat, view)
            if action is None:
                continue
            counters[seat] += 1
            phone.send({"v": 1, "t": "act", "action": action, "at": view["view"]["moves"], "n": counters[seat],
                        "w": view.get("window", "")})
            answered[seat] = key
            sent += 1
        time.sleep(0.001)
    host.pump()
    return sent
