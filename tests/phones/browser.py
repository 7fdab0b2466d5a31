"""Headless Chromium for the phone tests: Debian's ``chromium`` and ``chromium-driver``,
driven by Selenium (nothing is downloaded), and a host whose frame loop runs in a thread."""

from __future__ import annotations

import os
import shutil
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.phones.host import PhoneHost
from llamagames.seats import SeatConfig

MISSING = "browser tests skipped: apt-get install chromium chromium-driver (and pip install selenium)"


def browser_paths() -> tuple[str, str] | None:
    chrome = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver") or ("/usr/bin/chromedriver" if Path("/usr/bin/chromedriver").exists() else None)
    try:
        import selenium  # noqa: F401
    except ImportError:
        return None
    return (chrome, driver) if chrome and driver else None


def phone_browser(width: int = 390, height: int = 844, lang: str = "en-GB") -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    paths = browser_paths()
    if paths is None:
        pytest.skip(MISSING)
    options = webdriver.ChromeOptions()
    options.binary_location = paths[0]
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                 "--disable-extensions", "--disable-background-networking", f"--window-size={width},{height}",
                 f"--lang={lang}", "--force-device-scale-factor=1"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager never fetches anything
    driver = webdriver.Chrome(service=Service(paths[1]), options=options)
    screen(driver, width, height)
    return driver


def screen(driver: Any, width: int, height: int) -> None:
    """The page's viewport exactly ``width`` x ``height`` CSS pixels, as a phone with touch."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


class Hosting:
    """A hosted match whose frame loop (``pump`` and the bots' ``update``) runs in a thread."""

    def __init__(self, game: str, kinds: str, seed: int = 7, position: str | None = None,
                 bot_delay: float = 0.05, port: int = 0, named: bool = True) -> None:
        seats = [SeatConfig("human" if k == "phone" else "bot", name, "easy")
                 for k, name in zip(kinds.split(","), ("Ana", "Bo", "Chiara", "Dev"))]
        if position is None:
            self.match = Match(game, seats, seed, bot_delay=bot_delay, worker=InlineBotWorker(), autosave=False)
        else:
            self.match = Match.from_position(game, seats, position, seed, bot_delay=bot_delay,
                                             worker=InlineBotWorker(), autosave=False)
        self.host = PhoneHost(self.match, [i for i, k in enumerate(kinds.split(",")) if k == "phone"],
                              host="127.0.0.1", port=port)
        for phone in self.host.phones.values():  # named: the phones are not asked their names on joining
            phone.named = named
        self.host.start()
        self.lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def _loop(self) -> None:
        last = time.monotonic()
        while not self._stop.is_set():
            with self.lock:
                self.host.pump()
                now = time.monotonic()
                if self.match.update(now - last):
                    self.host.push()
                last = now
            time.sleep(0.005)

    def url(self, seat: int) -> str:
        return self.host.url(seat)

    def moves(self) -> int:
        with self.lock:
            return len(self.match.history) - 1

    def close(self) -> None:
        self._stop.set()
        self._thread.join(3)
        self.host.close()
        self.match.close()
