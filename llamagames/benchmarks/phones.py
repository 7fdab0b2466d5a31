"""Phones as private hands: a phone's round trip, the page's size, the server's memory.

- ``round_trip_p50_ms`` / ``round_trip_p95_ms``: a phone's move on loopback, from the moment
  its message leaves to the moment the view of the position after it arrives, while the host
  runs a 60-frame loop (it pumps once a frame) and a second phone plays the other seat; the
  goal is a p95 under 50 ms;
- ``page_kb``: the phone page with its art and script, as served (the goal: under 150 kB);
- ``<game>_view_kb_mean`` / ``<game>_view_kb_max``: for each game a phone plays, the ``view``
  messages one phone is sent through a whole three-player game of normal bots (a fixed seed), as sent;
- ``server_rss_mb``: what hosting adds to the app's resident memory with five phones
  connected (a fresh interpreter, before and after);
- ``frame_p99_ms_five_phones`` / ``frame_p99_ms_no_phones`` / ``frame_p99_ratio``: the table's
  frame time (dummy video driver) at 1280x800 while a bot plays, with five phone seats whose
  phones answer at once, against six bots in the same run (the goal: a ratio at most 1.1);
- ``frame_cpu_p99_ms_*`` / ``frame_cpu_p99_ratio``: the same frames in the process's CPU time
  (the frame loop's and the server thread's work during the frame), which other programs on
  a shared machine do not inflate as they do the wall-clock figure;
- ``frame_host_cpu_p99_ms`` / ``frame_host_cpu_max_ms``: in the five phones' run, the CPU time
  the phones' host takes in a frame (its ``pump`` and ``push``: the phones' moves played and
  their views built), the part of the frame that phones add.

``python -m llamagames.benchmarks.phones`` prints them as JSON.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from typing import Any

FRAME = 1 / 60


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def page_kb() -> float:
    """The page's files as served, with every game's card art as sent (gzipped)."""
    from ..phones.server import art_bytes, page_bytes

    return round((sum(len(data) for data in page_bytes().values()) + sum(len(data) for data in art_bytes().values()))
                 / 1024, 1)


def view_kb(game_name: str, seed: int = 4) -> dict[str, float]:
    """The views seat 0's phone is sent, position by position, through one game of three normal
    bots (every seat a human so the match takes each move as played)."""
    from ..bot_worker import InlineBotWorker
    from ..bots.levels import make
    from ..match import Match
    from ..phones.protocol import encode
    from ..phones.views import view_message
    from ..seats import SeatConfig

    names = ["Ana", "Bo", "Cai"]
    match = Match(game_name, [SeatConfig("human", name) for name in names], seed, bot_delay=0.0,
                  worker=InlineBotWorker(), autosave=False)
    bot = make(game_name, "normal", seed)
    sizes: list[int] = []
    try:
        while not match.is_over():
            sizes.append(len(encode("view", **view_message(match.seat_view(0), names, "en")).encode()))
            seat = match.current_seat()
            assert seat is not None
            match.play(bot.choose(match.observation(seat), match.legal_actions()))
    finally:
        match.close()
    return {f"{game_name}_view_kb_mean": round(statistics.mean(sizes) / 1024, 1),
            f"{game_name}_view_kb_max": round(max(sizes) / 1024, 1)}


def round_trips(samples: int) -> list[float]:
    """``samples`` round trips of phone moves (ms), two phones alternating in L.L.A.M.A. games."""
    import aiohttp

    from ..bot_worker import InlineBotWorker
    from ..match import Match
    from ..phones.adapter import phone_games
    from ..phones.host import PhoneHost
    from ..seats import SeatConfig

    found: list[float] = []
    while len(found) < samples:
        seats = [SeatConfig("human", "Ana", phone=True), SeatConfig("human", "Bo", phone=True)]
        match = Match(phone_games()[0], seats, len(found) + 1, worker=InlineBotWorker(), autosave=False)
        host = PhoneHost(match, [0, 1], host="127.0.0.1")
        host.server.rate, host.server.burst = 1000.0, 1000  # the phones answer at machine speed, not a player's
        host.start()
        stop = threading.Event()

        def frames(host: PhoneHost = host, stop: threading.Event = stop) -> None:
            while not stop.is_set():
                started = time.perf_counter()
                host.pump()
                time.sleep(max(0.0, FRAME - (time.perf_counter() - started)))

        loop_thread = threading.Thread(target=frames, daemon=True)
        loop_thread.start()

        async def play(host: PhoneHost = host) -> None:
            async with aiohttp.ClientSession() as session:
                sockets = [await session.ws_connect(f"http://127.0.0.1:{host.server.port}/ws") for _ in range(2)]
                views: dict[int, dict[str, Any]] = {}
                for seat, ws in enumerate(sockets):
                    await ws.send_json({"v": 1, "t": "hello", "room": host.room.code, "token": host.room.tokens[seat]})
                    while seat not in views:
                        message = await ws.receive_json(timeout=5)
                        if message["t"] == "view":
                            views[seat] = message
                counters = [0, 0]
                while len(found) < samples:
                    current = next((s for s, v in views.items() if v["view"]["current"] == s), None)
                    if current is None:
                        return
                    view = views[current]
                    if not view["choices"]:
                        return
                    counters[current] += 1
                    started = time.perf_counter()
                    await sockets[current].send_json({"v": 1, "t": "act", "action": view["choices"][0]["a"],
                                                      "at": view["view"]["moves"], "n": counters[current]})
                    while True:
                        message = await sockets[current].receive_json(timeout=5)
                        if message["t"] == "view" and message["view"]["moves"] > view["view"]["moves"]:
                            found.append((time.perf_counter() - started) * 1000)
                            views[current] = message
                            break
                    other = 1 - current
                    while True:  # the other phone's view of the same position
                        message = await sockets[other].receive_json(timeout=5)
                        if message["t"] == "view" and message["view"]["moves"] == views[current]["view"]["moves"]:
                            views[other] = message
                            break
                    if message["view"]["over"]:
                        return

        try:
            asyncio.run(play())
        finally:
            stop.set()
            loop_thread.join(2)
            host.close()
            match.close()
    return found


SERVER_MEMORY = """
import json, os, sys, time, asyncio
def rss():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
seats = [SeatConfig("human", f"P{i}", phone=True) for i in range(5)] + [SeatConfig("bot", "B", "easy")]
from llamagames.phones.adapter import phone_games
match = Match(phone_games()[0], seats, 1, worker=InlineBotWorker(), autosave=False)
match.legal_actions(); match.seat_view(0).to_json()
before = rss()
import aiohttp
from llamagames.phones.host import PhoneHost
host = PhoneHost(match, range(5), host="127.0.0.1")
host.start()
async def join():
    async with aiohttp.ClientSession() as session:
        sockets = [await session.ws_connect(f"http://127.0.0.1:{host.server.port}/ws") for _ in range(5)]
        for seat, ws in enumerate(sockets):
            await ws.send_json({"v": 1, "t": "hello", "room": host.room.code, "token": host.room.tokens[seat]})
        for _ in range(20):
            host.pump()
            await asyncio.sleep(0.02)
        print(json.dumps({"server_rss_mb": round(rss() - before, 1),
                          "connected": sum(host.connected(s) for s in range(5))}))
asyncio.run(join())
host.close()
"""


def server_memory() -> dict[str, float]:
    if not os.path.exists("/proc/self/status"):
        return {}
    done = subprocess.run([sys.executable, "-c", SERVER_MEMORY], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    try:
        return {key: float(value) for key, value in json.loads(done.stdout.strip().splitlines()[-1]).items()}
    except (ValueError, IndexError):
        return {}


FRAMES = """
import json, os, subprocess, sys, tempfile, time
os.environ.setdefault("SDL_VIDEODRIVER", "dummy"); os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("LLAMAGAMES_HOME", tempfile.mkdtemp(prefix="llamagames-bench-"))
from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match, level_delay
from llamagames.seats import SeatConfig
from llamagames.ui.app import App
PACE = level_delay("easy", 0.3) + 0.25  # and the table's wait for its animations
from llamagames.ui.scene import OpenTable
phones, count = sys.argv[1] == "phones", int(sys.argv[2])
PHONE_CLIENTS_SOURCE = r'''
import asyncio, json, sys
import aiohttp
port, room, tokens = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
async def main():
    async with aiohttp.ClientSession() as session:
        async def seat(i):
            ws = await session.ws_connect(f"http://127.0.0.1:{port}/ws")
            await ws.send_json({"v": 1, "t": "hello", "room": room, "token": tokens[i]})
            n = 0
            async for frame in ws:
                m = json.loads(frame.data)
                if m["t"] == "view" and m["view"]["current"] == i and m["choices"]:
                    await asyncio.sleep(PACE_VALUE)
                    n += 1
                    await ws.send_json({"v": 1, "t": "act", "action": m["choices"][0]["a"],
                                        "at": m["view"]["moves"], "n": n})
        await asyncio.gather(*(seat(i) for i in range(len(tokens))))
asyncio.run(main())
'''
PHONE_CLIENTS = PHONE_CLIENTS_SOURCE.replace("PACE_VALUE", str(PACE))
app = App((1280, 800), settings=storage.Settings(), persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.3)
seats = [SeatConfig("human", f"P{i}", phone=True) if phones and i < 5 else SeatConfig("bot", f"B{i}", "easy")
         for i in range(6)]
from llamagames.phones.adapter import phone_games
match = Match(phone_games()[0], seats, 7, bot_delay=0.3, worker=InlineBotWorker(), autosave=False)
from llamagames.ui.table import phone_seats
phone_seats.HOST, phone_seats.PORT = "127.0.0.1", 0  # this computer only
table = app._scene_for(OpenTable(match))
if phones:
    host = table.phones
    # the five phones are other devices: their clients run in a process of their own
    client = subprocess.Popen([sys.executable, "-c", PHONE_CLIENTS, str(host.server.port), host.room.code,
                               *(host.room.tokens[i] for i in range(5))])
app.start(table)
hosting = [0.0]  # the phones' host's CPU time in the frame (its pump and its push)
if phones:
    def timed(work):
        def run(*args, **kwargs):
            began = time.process_time()
            try:
                return work(*args, **kwargs)
            finally:
                hosting[0] += time.process_time() - began
        return run
    host.pump, host.push = timed(host.pump), timed(host.push)
times, cpu, host_cpu = [], [], []
for _ in range(count):
    started, used = time.perf_counter(), time.process_time()
    hosting[0] = 0.0
    app.frame(1 / 60, [])
    times.append((time.perf_counter() - started) * 1000)
    cpu.append((time.process_time() - used) * 1000)
    host_cpu.append(hosting[0] * 1000)
    time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - started)))
    if app.scenes.top is not table and not match.is_over():
        app.scenes.pop()
times.sort()
cpu.sort()
host_cpu.sort()
if phones:
    client.kill()
print(json.dumps({"p99": times[int(0.99 * (len(times) - 1))], "cpu_p99": cpu[int(0.99 * (len(cpu) - 1))],
                  "host_cpu_p99": host_cpu[int(0.99 * (len(host_cpu) - 1))], "host_cpu_max": host_cpu[-1],
                  "moves": len(match.history) - 1,
                  "phone_moves": table.phones.moves_played if phones else 0}))
app.scenes.clear()
"""


def frame_p99(frames: int) -> dict[str, float]:
    """The table's frame p99 with five phone seats against six bots, in turns, in this run."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    found: dict[str, list[float]] = {"phones": [], "bots": []}
    used: dict[str, list[float]] = {"phones": [], "bots": []}
    hosted: dict[str, list[float]] = {"p99": [], "max": []}
    moves: dict[str, float] = {}
    for _ in range(2):
        for kind in ("bots", "phones"):
            done = subprocess.run([sys.executable, "-c", FRAMES, kind, str(frames)], capture_output=True, text=True,
                                  timeout=300, env=env)
            try:
                result = json.loads(done.stdout.strip().splitlines()[-1])
            except (ValueError, IndexError):
                return {}
            found[kind].append(result["p99"])
            used[kind].append(result["cpu_p99"])
            if kind == "phones":
                hosted["p99"].append(result["host_cpu_p99"])
                hosted["max"].append(result["host_cpu_max"])
            moves[f"frame_run_moves_{kind}"] = float(result["moves"])
    phones, bots = statistics.median(found["phones"]), statistics.median(found["bots"])
    cpu_phones, cpu_bots = statistics.median(used["phones"]), statistics.median(used["bots"])
    return {"frame_p99_ms_five_phones": round(phones, 2), "frame_p99_ms_no_phones": round(bots, 2),
            "frame_p99_ratio": round(phones / bots, 2) if bots else 0.0,
            "frame_cpu_p99_ms_five_phones": round(cpu_phones, 2), "frame_cpu_p99_ms_no_phones": round(cpu_bots, 2),
            "frame_cpu_p99_ratio": round(cpu_phones / cpu_bots, 2) if cpu_bots else 0.0,
            "frame_host_cpu_p99_ms": round(statistics.median(hosted["p99"]), 3),
            "frame_host_cpu_max_ms": round(statistics.median(hosted["max"]), 3), **moves}


def figures(quick: bool = False) -> dict[str, float]:
    trips = round_trips(60 if quick else 300)
    report = {
        "round_trip_p50_ms": round(statistics.median(trips), 2),
        "round_trip_p95_ms": round(_percentile(trips, 0.95), 2),
        "round_trips": float(len(trips)),
        "page_kb": page_kb(),
    }
    from ..phones.adapter import phone_games

    for name in phone_games():
        report.update(view_kb(name))
    report.update(server_memory())
    report.update(frame_p99(300 if quick else 900))
    return report


if __name__ == "__main__":
    print(json.dumps(figures(quick="--quick" in sys.argv), indent=2))
