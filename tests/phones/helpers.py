"""A phone client for tests: a real WebSocket from a thread of its own (aiohttp's client)."""

from __future__ import annotations

import asyncio
import json
import queue
import threading
import time
from typing import Any

import aiohttp

from llamagames.match import InlineBotWorker, Match
from llamagames.phones.host import PhoneHost
from llamagames.seats import SeatConfig


def make_host(game: str = "llama", kinds: str = "phone,phone,bot", seed: int = 7) -> PhoneHost:
    seats = [SeatConfig("human" if k == "phone" else "bot", name, "easy")
             for k, name in zip(kinds.split(","), ("Ana", "Bo", "Chiara", "Dev", "Emi"))]
    match = Match(game, seats, seed, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    host = PhoneHost(match, [i for i, k in enumerate(kinds.split(",")) if k == "phone"], host="127.0.0.1")
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

    def hello(self, host: PhoneHost, seat: int, lang: str = "en-GB") -> None:
        self.send({"v": 1, "t": "hello", "room": host.room.code, "token": host.room.tokens[seat], "lang": lang})

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
