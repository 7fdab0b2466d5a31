"""The How to play pages name the keys the tables really answer to, in both languages."""

from __future__ import annotations

import pygame
import pytest

from llamagames import i18n
from llamagames.ui.games.llama.intents import KEY_VALUES
from llamagames.ui.games.llamaland.estate_parts import STACK_KEYS
from llamagames.ui.scenes.rules import rules_text
from llamagames.ui.table.replay import KEYS as REPLAY_KEYS

EVERY_PAGE = ("Shift+Tab", "Ctrl+Z", "Esc", "Home", "End", "Space")
"""Keys of every screen, every table and the replay viewer."""

GAME_KEYS = {
    "llama": ("D", "Q", "L", "1", "6", "7"),
    "llamaland": ("R", "F", "S", "E", "V", "0", "1", "5"),
    "alpacas": ("P", "Enter"),
    "llamagedon": ("K", "L", "B", "R", "D", "P"),
}


def test_the_named_keys_are_the_bound_ones():
    assert {pygame.K_7, pygame.K_l} <= set(KEY_VALUES) and KEY_VALUES[pygame.K_l] == KEY_VALUES[pygame.K_7]
    assert len(STACK_KEYS) == 5
    assert {pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_SPACE} <= set(REPLAY_KEYS)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", sorted(GAME_KEYS))
def test_each_page_names_its_keys(game, language):
    i18n.set_language(language)
    try:
        text = rules_text(game)
    finally:
        i18n.set_language("en")
    missing = [key for key in EVERY_PAGE + GAME_KEYS[game]
               if not any(f"{key} " in line or f" {key}" in line or f"{key}：" in line for line in text.splitlines())]
    assert not missing, missing
    assert ("Play on from here" in text) if language == "en" else ("ここから続きを遊ぶ" in text)


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def test_the_page_scrolls_with_the_keys_and_the_wheel(app):
    from llamagames.ui.scenes.rules import RulesScene

    from .conftest import FRAME

    app.start(RulesScene(app, "llama"))
    app.frame(FRAME, [])
    bar = app.scenes.top.box.scroll_bar
    assert bar is not None, "the page is longer than its box"
    seen = bar.visible_percentage
    app.frame(FRAME, [_key(pygame.K_PAGEDOWN)])
    assert bar.start_percentage == pytest.approx(seen * 0.9, abs=0.01)
    app.frame(FRAME, [_key(pygame.K_DOWN)])
    assert bar.start_percentage > seen * 0.9
    app.frame(FRAME, [_key(pygame.K_END)])
    assert bar.start_percentage == pytest.approx(1 - seen, abs=0.01)
    app.frame(FRAME, [_key(pygame.K_PAGEUP)])
    assert bar.start_percentage == pytest.approx(1 - seen * 1.9, abs=0.01)
    app.frame(FRAME, [_key(pygame.K_HOME)])
    assert bar.start_percentage == 0
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    assert bar.start_percentage > 0
    assert isinstance(app.scenes.top, RulesScene)  # no key left the page
