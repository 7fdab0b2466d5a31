"""A seat panel's name is never cut where it fits the panel: at a hot seat it says whose hand
shows. At 1920x1080 and 150% the turn tag (a fixed 100 px at 100%) cut "Player 1" to "Pla…"."""

from __future__ import annotations

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui import text
from llamagames.ui.games.llama.table import TABLE as LLAMA_TABLE
from llamagames.ui.layout_tour import make_app
from llamagames.ui.table.seat_panel import SeatLook, draw_seat_panel

from .conftest import FRAME


def drawn_panel(rect: pygame.Rect, look: SeatLook, scale: float) -> tuple[list[str], list[pygame.Rect]]:
    """The texts ``fit_text`` cut while the panel was drawn, and every line's rectangle."""
    cut: list[str] = []
    lines: list[pygame.Rect] = []
    surface = pygame.Surface((rect.right + 10, rect.bottom + 10), pygame.SRCALPHA)
    text.shorten_hook, text.text_sink = (lambda whole, short: cut.append(whole)), (lambda _s, r: lines.append(pygame.Rect(r)))
    try:
        draw_seat_panel(surface, rect, look, scale, 0.0)
    finally:
        text.shorten_hook, text.text_sink = None, None
    return cut, lines


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768), (1280, 720)], ids=["1920x1080", "1366x768", "1280x720"])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_hot_seat_name_beside_the_turn_tag_is_whole(size: tuple[int, int], language: str) -> None:
    app = make_app(size, 1.5, language=language)
    seats = [SeatConfig("human", "Player 1"), SeatConfig("human", "Player 2"), SeatConfig("bot", "Pablo", "easy")]
    try:
        match = Match("llama", seats, 4, worker=InlineBotWorker(), autosave=False)
        table = LLAMA_TABLE(app, match)
        app.start(table)
        app.frame(FRAME, [])
        seat = match.current_seat()
        assert seat is not None and match.seats[seat].is_human
        look = table.drawing.seat_look(seat)
        assert look.current
        rect = table.panel_rect(seat)
        cut, lines = drawn_panel(rect, look, table.text_scale)
        assert cut == [], f"{cut} cut in a panel {rect.width} px wide"
        assert all(rect.contains(line) for line in lines)
        name, subtitle, *tags = lines  # drawn in this order: the name, the subtitle, the tag's word
        assert tags and not any(name.colliderect(tag) or subtitle.colliderect(tag) for tag in tags)
    finally:
        app.scenes.clear()


def test_a_name_too_long_for_any_room_is_still_cut_with_an_ellipsis(app) -> None:
    rect = pygame.Rect(0, 0, 260, 150)
    cut, _ = drawn_panel(rect, SeatLook("Maximiliana Fernández de la Cruz y Montenegro", "Bot · easy", current=True,
                                        thinking=True), 1.5)
    assert cut == ["Maximiliana Fernández de la Cruz y Montenegro"]
