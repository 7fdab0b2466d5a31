"""A phone finds its way back by itself: after the laptop leaves a game and continues it, and
after a reload of a page whose codes were typed. Headless Chromium, as a player holds it."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from .browser import MISSING, Hosting, browser_paths, screen

if browser_paths() is None:
    pytest.skip(MISSING, allow_module_level=True)

from selenium.webdriver.common.by import By

from .test_browser import my_turn, shot_dir, tap_found, wait_for

# A browser draws while this waits: run beside the two workers (tests/run.py).
pytestmark = pytest.mark.beside


def pumped(host, stop: threading.Event) -> threading.Thread:
    """The continued game's frame loop: phones' messages handled, views sent."""
    def run() -> None:
        while not stop.is_set():
            host.pump()
            time.sleep(0.01)
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def test_a_left_game_continued_takes_each_phone_back_by_itself(phones, tmp_path: Path):
    """A playtest: after Leave and Continue every phone said "closed, thank you for playing" and
    its player typed both codes again. The phone says it comes back by itself, and it does."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.phones.host import PhoneHost

    ana, _ = phones
    first = Hosting("llama", "phone,bot", bot_delay=60.0)
    port, path = first.host.server.port, tmp_path / "left.json"
    again, stop = None, threading.Event()
    try:
        screen(ana, 360, 740)
        ana.get(first.url(0))
        wait_for(lambda: my_turn(ana), what="Ana's turn")
        # WHEN the laptop leaves the game (saved to continue)
        with first.lock:
            first.match.save(path)
        first.close()
        # THEN her phone says it comes back by itself, with no form to type codes in
        cover = wait_for(lambda: ana.find_element(By.CSS_SELECTOR, "#cover.away:not([hidden])"), what="the note")
        assert "comes back by itself" in cover.text and not ana.find_elements(By.CSS_SELECTOR, "#cover form")
        ana.save_screenshot(str(shot_dir(tmp_path) / "left-comes-back-360x740.png"))
        # WHEN the laptop continues it (the same address and codes)
        match = Match.load(path, bot_delay=60.0, worker=InlineBotWorker(), autosave=False)
        assert not isinstance(match, str)
        again = PhoneHost(match, [0], host="127.0.0.1", port=port)
        again.start()
        pumped(again, stop)
        # THEN her phone is back in her seat without a tap, her hand in sight
        wait_for(lambda: again.connected(0), timeout=10, what="Ana's phone back")
        wait_for(lambda: ana.find_elements(By.CSS_SELECTOR, "#hand .card") and my_turn(ana), what="her hand")
        assert ana.find_element(By.ID, "cover").get_attribute("hidden") is not None
    finally:
        stop.set()
        first.close()
        if again is not None:
            again.close()
            again.match.close()


def test_a_left_game_offers_another_games_codes_a_tap_away(phones, tmp_path: Path):
    """While it waits for its game, the phone can join another one: one tap opens the form."""
    _, bo = phones
    first = Hosting("llama", "bot,phone", bot_delay=60.0)
    try:
        screen(bo, 360, 740)
        bo.get(first.url(1))
        wait_for(lambda: bo.find_elements(By.CSS_SELECTOR, "#hand .card"), what="Bo's hand")
        first.close()
        wait_for(lambda: bo.find_element(By.CSS_SELECTOR, "#cover.away:not([hidden])"), what="the note")
        bo.save_screenshot(str(shot_dir(tmp_path) / "left-comes-back-ja-360x740.png"))
        assert "自動で席に戻ります" in bo.find_element(By.ID, "cover").text
        tap_found(bo, "#cover button", what="another game's button")
        form = wait_for(lambda: bo.find_element(By.CSS_SELECTOR, "#cover form.join"), what="the codes' form")
        assert len(form.find_elements(By.TAG_NAME, "input")) == 2
    finally:
        first.close()


def test_a_phone_that_typed_its_codes_opened_again_is_back_in_its_seat(phones, tmp_path: Path):
    """A playtest: Bo typed the codes, then opened the page again (reloaded it from the bare
    address) and saw the empty codes' form. His phone keeps its seat per room and goes back."""
    _, bo = phones
    hosting = Hosting("llama", "phone,phone,bot")
    try:
        screen(bo, 360, 740)
        address = hosting.url(1).split("#")[0]
        bo.get(address)
        fields = wait_for(lambda: bo.find_elements(By.CSS_SELECTOR, "#cover form.join input"), what="the form")
        fields[0].send_keys(hosting.host.room.code)
        fields[1].send_keys(hosting.host.room.seat_codes[1])
        bo.find_element(By.CSS_SELECTOR, "#cover form.join button").click()
        wait_for(lambda: bo.find_elements(By.CSS_SELECTOR, "#hand .card"), what="Bo's hand")
        # WHEN the page is opened again at the address he typed (no seat in it)
        bo.get("about:blank")
        bo.get(address)
        # THEN he is back in his seat, no codes asked
        wait_for(lambda: bo.find_elements(By.CSS_SELECTOR, "#hand .card") and hosting.host.connected(1),
                 what="Bo's hand again")
        assert not bo.find_elements(By.CSS_SELECTOR, "#cover form.join")
        assert bo.current_url.endswith("#" + hosting.host.room.fragment(1))
    finally:
        hosting.close()
