"""The "plays last" badge under a bot's turn tag leaves the bot's level in sight: at 1920x1080
and 150% in Japanese, "最後に遊ぶ" beside "ボット · ふつう" dropped "ふつう" (a playtest). The badge
takes a slightly smaller size where that keeps the subtitle whole; else the level stays and
"ボット" goes."""

from __future__ import annotations

import pygame
import pytest

from llamagames import i18n
from llamagames.ui.table import seat_panel
from llamagames.ui.table.seat_panel import SeatLook, draw_seat_panel


@pytest.mark.parametrize("width,subtitle", [(338, "ふつう"), (378, "ボット · ふつう")])
def test_the_badge_narrows_before_the_level_goes(app, monkeypatch, width: int, subtitle: str) -> None:
    drawn: list[tuple[str, pygame.Rect]] = []
    original = seat_panel.draw_text

    def record(surface, words, *args, **kwargs):
        rect = original(surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(seat_panel, "draw_text", record)
    i18n.set_language("ja")
    try:
        rect = pygame.Rect(10, 10, width, 236)
        surface = pygame.Surface((width + 20, 256), pygame.SRCALPHA)
        for tagged in ({"current": True}, {"asked": True}):
            drawn.clear()
            look = SeatLook("Carlos", "ボット · ふつう", badges=("最後に遊ぶ",), **tagged)
            draw_seat_panel(surface, rect, look, 1.35 * 1.5, 0.0)
            words = [w for w, _ in drawn]
            assert words[1] == subtitle and "最後に遊ぶ" in words
            badge = drawn[words.index("最後に遊ぶ")][1]
            assert not badge.colliderect(drawn[1][1]) and rect.contains(badge)
    finally:
        i18n.set_language("en")
