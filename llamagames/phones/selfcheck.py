"""A phone game on this computer's loopback, end to end: the smoke run's proof that a build
carries everything phones need (the aiohttp server and client, the page's files, segno).

It hosts a L.L.A.M.A. match with one phone seat and a bot on 127.0.0.1, fetches the page as a
browser would, joins over a WebSocket with the seat's token, plays a move, and checks that
closing the game tells the phone. Raises :class:`RuntimeError` saying what failed.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.request
from typing import Any

from ..bot_worker import InlineBotWorker
from ..match import Match
from ..seats import SeatConfig
from .adapter import phone_games
from .host import PhoneHost
from .qr import modules


def check() -> str:
    """Run the check; a line saying what was proved."""
    seats = [SeatConfig("human", "Ana", phone=True), SeatConfig("bot", "Bo", "easy")]
    match = Match(phone_games()[0], seats, 1, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    host = PhoneHost(match, [0], host="127.0.0.1")
    host.start()
    try:
        if not modules(host.url(0)):
            raise RuntimeError("phones: the seat's QR code is empty")
        with urllib.request.urlopen(f"http://127.0.0.1:{host.server.port}/", timeout=5) as reply:
            page = reply.read()
        if b"phone.js" not in page:
            raise RuntimeError("phones: the page served is not the phone page")
        said = asyncio.run(_join_and_play(host))
    finally:
        host.close()
        match.close()
    return f"phones: page {len(page)} bytes, joined, played '{said}', told when the game closed"


async def _join_and_play(host: PhoneHost) -> str:
    import aiohttp

    async with aiohttp.ClientSession() as session:
        ws = await session.ws_connect(f"http://127.0.0.1:{host.server.port}/ws")
        await ws.send_json({"v": 1, "t": "hello", "room": host.room.code, "token": host.room.tokens[0], "lang": "en"})
        view = await _until(ws, host, lambda m: m["t"] == "view")
        action = view["choices"][0]["a"]
        await ws.send_json({"v": 1, "t": "act", "action": action, "at": view["view"]["moves"], "n": 1})
        await _until(ws, host, lambda m: m["t"] == "view" and m["view"]["moves"] > view["view"]["moves"])
        host.close()
        await _until(ws, host, lambda m: m["t"] == "bye")
        return action


async def _until(ws: Any, host: PhoneHost, wanted: Any, seconds: float = 10.0) -> dict[str, Any]:
    import aiohttp

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if host.running:
            host.pump()
        try:
            frame = await ws.receive(timeout=0.02)
        except TimeoutError:
            continue
        if frame.type != aiohttp.WSMsgType.TEXT:  # the socket closed
            break
        message = json.loads(frame.data)
        if wanted(message):
            return dict(message)
    raise RuntimeError("phones: the phone's answer did not come")


__all__ = ["check"]
