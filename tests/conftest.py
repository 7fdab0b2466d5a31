"""Every test keeps its saves, settings and statistics in its own temporary folder."""

from __future__ import annotations

import gc
import os
import sys

import pytest

# The whole suite is headless, and pygame's greeting would trail after pytest's summary line.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LLAMAGAMES_HOME", str(tmp_path_factory.mktemp("llamagames-home")))


@pytest.fixture(autouse=True)
def _no_flush_to_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves are flushed to the disk (``os.fsync``) so a power cut keeps them; the tests' files are
    thrown away, and a flush per autosaved move cost seconds a test. Writing, replacing and reading
    back stay real; the kill tests run in their own processes, which flush."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest tests run first, longest of all at the head. ``make test`` runs on two cores
    (``-n 2 --dist worksteal``): a long test started near the end would keep one core busy while
    the other waits, and the stealing that balances the two works best on short tests at the tail.
    ``@pytest.mark.slow(seconds=N)`` says about how long a test takes on a quiet machine. The tests
    of a module that shares a module-scoped fixture (the browser tests' two browsers) stay
    together, at their longest test's place, so the fixture is set up once."""
    def own_cost(item: pytest.Item) -> float:
        mark = item.get_closest_marker("slow")
        return 0.0 if mark is None else float(mark.kwargs.get("seconds", 5))

    def shares_module_fixture(item: pytest.Item) -> bool:
        info = getattr(item, "_fixtureinfo", None)
        return info is not None and any(defs[-1].scope in ("module", "package")
                                        for defs in info.name2fixturedefs.values() if defs)

    shared = {item.nodeid for item in items if shares_module_fixture(item)}  # asked once an item: 3,000 of them
    module_cost: dict[str, float] = {}
    for item in items:
        if item.nodeid in shared:
            module = item.nodeid.split("::")[0]
            module_cost[module] = max(module_cost.get(module, 0.0), own_cost(item))

    def cost(item: pytest.Item) -> float:
        return module_cost[item.nodeid.split("::")[0]] if item.nodeid in shared else own_cost(item)

    items.sort(key=cost, reverse=True)  # stable: the rest keep their order


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection imported (the package, pygame-gui, hypothesis, every test module) lives for
    the whole run: frozen, it is skipped by the collections the app makes when a table closes, as
    the app's own loop freezes what start-up made (``App.run``)."""
    gc.collect()
    gc.freeze()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    """After each test (its fixtures torn down and its arguments let go), what it left unreachable
    is collected and what lives on (caches of fonts, art and sample reviews, module fixtures) is
    frozen too: the collections the app makes when a table closes, and Python's own full ones,
    then walk only what the running test made, not everything the tests before it kept (a
    sixth of a layout tour's processor time went to walking it again). What a test keeps alive
    is frozen only once that test has ended and its garbage is collected, so a test still sees
    its own leaks (tests/ui/test_memory.py). Events a test left in pygame's queue go first: what
    pygame-gui posts there holds its widget (and a screen's pictures with it) until the queue is
    read, and a test that passes its own events never reads it. The language goes back to English."""
    yield
    pygame = sys.modules.get("pygame")
    if pygame is not None and pygame.display.get_init():
        pygame.event.clear()
    i18n = sys.modules.get("llamagames.i18n")
    if i18n is not None and i18n.language() != "en":  # a test that switched it and did not switch back
        i18n.set_language("en")  # would hand its language to whichever test the worker runs next
    gc.collect()
    gc.freeze()

