"""``python -m llamagames.phones ... --headless``: one line per phone seat, a game played from
those addresses, a clean end on Ctrl-C that tells the phones, and a sentence for bad input."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

from .helpers import Phone

ROOT = Path(__file__).resolve().parents[2]


def hears_ctrl_c() -> None:
    """In the host's process before it starts: Ctrl-C as a terminal sends it. A suite started in
    the background of a script inherits SIGINT ignored, and Python then never raises
    KeyboardInterrupt: the host went on after the test's Ctrl-C."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def run(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "llamagames.phones", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT, preexec_fn=hears_ctrl_c)


class Seat:
    """A phone seat joined from the address the host printed (the QR's address)."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        self.port = parts.port or 80
        self.room, self.token = parts.fragment.split(".", 1)
        self.phone = Phone(self.port)
        self.phone.send({"v": 1, "t": "hello", "room": self.room, "token": self.token, "lang": "en"})


def test_the_headless_host_prints_each_seat_plays_and_ends_on_ctrl_c():
    host = run("--game", "llama", "--seats", "phone,bot", "--headless", "--host", "127.0.0.1", "--port", "0",
               "--bot-delay", "0", "--seed", "3")
    try:
        line = host.stdout.readline().strip()
        assert line.startswith("seat 1: http://127.0.0.1:"), line
        seat = Seat(line.split(": ", 1)[1])
        view = seat.phone.get("view", timeout=10)
        seat.phone.send({"v": 1, "t": "act", "action": view["choices"][0]["a"], "at": view["view"]["moves"], "n": 1})
        moved = seat.phone.get("view", timeout=10)
        while moved["view"]["moves"] == view["view"]["moves"]:
            moved = seat.phone.get("view", timeout=10)
        assert moved["view"]["moves"] > view["view"]["moves"]
        host.send_signal(signal.SIGINT)
        assert seat.phone.get("bye", timeout=30)["why"]  # 10 s was once too short on a loaded machine
        assert host.wait(10) == 0
    finally:
        if host.poll() is None:
            host.kill()


def test_bad_input_gets_a_sentence_not_a_traceback():
    for args in (("--seats", "phone,alien"), ("--seats", "bot,bot"), ("--seats", "phone"),
                 ("--port", "70000", "--seats", "phone,bot")):
        done = run("--game", "llama", "--headless", "--host", "127.0.0.1", *args)
        out, err = done.communicate(timeout=30)
        assert done.returncode == 2, (args, err)
        assert "Traceback" not in err and err.strip(), args


def test_the_app_hosts_phones_as_the_packaged_program_does_and_writes_the_addresses(tmp_path):
    # GIVEN the app's own entry (a packaged program has no "-m llamagames.phones") with a file for the addresses
    urls = tmp_path / "urls.txt"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    host = subprocess.Popen([sys.executable, "-m", "llamagames", "--phones", "--game", "llamaland", "--seats",
                             "bot,phone", "--headless", "--host", "127.0.0.1", "--port", "0", "--bot-delay", "0",
                             "--seed", "2", "--urls-file", str(urls)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT, preexec_fn=hears_ctrl_c)
    try:
        line = host.stdout.readline().strip()
        # THEN the file holds the line printed, whole, and that address opens Llamaland's seat 2
        assert line.startswith("seat 2: http://127.0.0.1:") and urls.read_text(encoding="utf-8") == line + "\n"
        seat = Seat(line.split(": ", 1)[1])
        view = seat.phone.get("view", timeout=10)
        while view["view"]["current"] != 1:  # the bot's first turn goes by
            view = seat.phone.get("view", timeout=10)
        assert view["view"]["game"] == "llamaland" and view["view"]["seat"] == 1 and view["land"]["estate"]
        host.send_signal(signal.SIGINT)
        assert host.wait(10) == 0
    finally:
        if host.poll() is None:
            host.kill()
