"""The phone tests' two headless browsers, started once per test process and shared by every
module that drives a phone page (a browser's start costs seconds)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .browser import phone_browser, screen


@pytest.fixture(scope="session")
def _browsers() -> Iterator[tuple[Any, Any]]:
    first, second = phone_browser(), phone_browser(lang="ja-JP")
    yield first, second
    first.quit()
    second.quit()


@pytest.fixture
def phones(_browsers: tuple[Any, Any]) -> tuple[Any, Any]:
    """An English phone and a Japanese one, each on a blank page at the default phone's size
    (a test before may have turned it sideways or left a game's page open)."""
    for driver in _browsers:
        driver.get("about:blank")
        screen(driver, 390, 844)
    return _browsers
