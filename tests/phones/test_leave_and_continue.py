"""Leaving a phone game is quick and clean; a continued game keeps its room and seat codes."""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time

import aiohttp

from .helpers import Phone, make_host


def deaf_phone(port: int, hello: dict, stop: threading.Event) -> threading.Thread:
    """A phone that sends ``hello`` and then never reads again (asleep, its Wi-Fi gone): it never
    answers a socket's closing handshake."""
    async def run() -> None:
        async with aiohttp.ClientSession() as session, \
                session.ws_connect(f"http://127.0.0.1:{port}/ws", autoclose=False, autoping=False) as ws:
            await ws.send_str(json.dumps(hello))
            while not stop.is_set():
                await asyncio.sleep(0.02)

    thread = threading.Thread(target=lambda: asyncio.run(run()), daemon=True)
    thread.start()
    return thread


def test_leaving_a_phone_game_is_quick_and_logs_no_error(caplog):
    """A playtest: leaving took 2-4 s and wrote "Event loop is closed" tracebacks to the log."""
    host = make_host()
    stop = threading.Event()
    try:
        # GIVEN Ana's phone in the game, and a phone with an old address that never answers
        ana = Phone(host.server.port)
        ana.hello(host, 0)
        ana.get("view", host)
        deaf_phone(host.server.port, {"v": 1, "t": "hello", "room": host.room.code, "lang": "en",
                                      "token": "an-old-games-token-0123456789"}, stop)
        end = time.monotonic() + 3
        while host.server.refused == 0 and time.monotonic() < end:
            time.sleep(0.01)
        assert host.server.refused == 1
        # WHEN the laptop leaves the game
        caplog.set_level(logging.INFO)
        caplog.clear()
        began = time.monotonic()
        host.close()
        took = time.monotonic() - began
        # THEN it is done well within a second, Ana's phone is told, nothing is left running
        assert took < 1.0, took
        assert ana.get("bye")["t"] == "bye"
        assert not [t for t in threading.enumerate() if t.name == "phones-server"]
        problems = [r for r in caplog.records if r.levelno >= logging.WARNING or r.name == "asyncio"
                    or "shutdown" in r.getMessage()]
        assert not problems, [r.getMessage() for r in problems]
        assert host.server._loop is None
    finally:
        stop.set()
        host.close()
        host.match.close()


def test_a_continued_game_keeps_its_room_and_each_seats_code(tmp_path, monkeypatch):
    """A playtest: after Save and leave, then Continue, every phone had to type new codes. The
    room and each seat's code are kept with the laptop's save: a reloaded page is back in its
    own seat, a seat's code opens that seat alone, and nothing a seat is sent carries them."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.phones.host import PhoneHost

    host = make_host(kinds="phone,phone,phone")
    path = tmp_path / "waiting.json"
    try:
        ana = Phone(host.server.port)
        ana.hello(host, 0, device="anas-phone-0123456789")
        ana.get("view", host)
        room, codes, tokens = host.room.code, dict(host.room.seat_codes), dict(host.room.tokens)
        host.match.save(path)
    finally:
        host.close()
        host.match.close()
    # GIVEN the game continued from its save on the laptop
    match = Match.load(path, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    assert not isinstance(match, str)
    again = PhoneHost(match, [0, 1, 2], host="127.0.0.1")
    again.start()
    again.server.sent = []  # every text sent to a seat from now on
    try:
        # THEN the room and each seat's code are the same
        assert again.room.code == room and again.room.seat_codes == codes and again.room.tokens == tokens
        # AND Ana's page, reloaded, is back in her seat at once (the same phone)
        back = Phone(again.server.port)
        back.hello(again, 0, device="anas-phone-0123456789")
        welcome = back.get("welcome", again)
        assert welcome["seat"] == 0 and not welcome["ask_name"] and again.connected(0)  # named in the first sitting
        # AND once she is in, another device with her codes is refused, as before the save
        late = Phone(again.server.port)
        late.send({"v": 1, "t": "hello", "room": room, "code": codes[0], "lang": "en", "device": "someone-elses-phone-42"})
        assert late.get("refused", again)["code"] == "in_use" and again.free(1) and not again.free(0)
        # AND Bo types his seat's code: it opens his seat, never another one
        bo = Phone(again.server.port)
        bo.send({"v": 1, "t": "hello", "room": room, "code": codes[1], "lang": "en", "device": "bos-phone-0123456789"})
        assert bo.get("welcome", again)["seat"] == 1
        assert again.room.seat_of_code(room, codes[2]) == 2 and again.room.seat_of_code(room, codes[1]) != 2
        assert again.room.seat_of(room, tokens[1]) == 1 and again.room.seat_of("ZZZZZ", tokens[2]) is None
        # AND nothing a seat was sent (its welcome, its views) carries a seat's token or code
        again.push(force=True)
        texts = "".join(text for _, text in again.server.sent)
        assert '"view"' in texts and not any(secret in texts for secret in [*tokens.values(), *codes.values()])
        # AND the codes stay out of a finished game's file (its replay)
        assert "phones" in match.to_json()
        monkeypatch.setattr(match, "is_over", lambda: True)
        assert "phones" not in match.to_json()
    finally:
        again.close()
        match.close()


def test_a_new_game_and_a_save_with_nothing_usable_get_new_codes():
    from llamagames.phones.room import Room

    first = Room([0, 1])
    assert Room.restore([0, 1], first.kept()).seat_codes == first.seat_codes
    assert Room.restore([0, 1], {}).code != first.code or Room([0]).code != first.code
    broken = Room.restore([0, 1], {"room": first.code, "seats": {"0": {"token": "short", "code": "A"}, "1": "nonsense"}})
    assert broken.code == first.code and broken.tokens[0] != first.tokens[0] and broken.seat_codes[1] != first.seat_codes[1]
    twice = first.kept()
    twice["seats"]["1"] = dict(twice["seats"]["0"])  # one seat's codes copied to another: only the first keeps them
    restored = Room.restore([0, 1], twice)
    assert restored.tokens[0] == first.tokens[0] and restored.tokens[1] != first.tokens[0]
