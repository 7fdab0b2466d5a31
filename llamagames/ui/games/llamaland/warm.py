"""Images the Llamaland table opens with, rendered while the menu idles (see ``prewarm``).

Start boards painted here at the views' sizes are handed to the table that opens, so its
first frame does not paint four estates."""

from __future__ import annotations

import pygame

from ....rules.llamaland.components import OBJECTIVES, SHAPE_ORDER
from ....rules.llamaland.estate import Estate
from ...palette import CREAM, GOLD, INK, PANEL, PAPER, RUST, SKY, SKY_BRIGHT
from ...scale import text_px
from ...table.layout import TableFrame
from ...text import render, rounded_panel
from .estate_view import EstateView
from .layout import OBJECTIVE_ROW, LandLayout
from .projection import ViewMode
from ....i18n import t


START_VIEWS: dict[tuple[str, tuple[int, int], float], EstateView] = {}
"""Start boards already painted at a view's size (by the menu), taken by the table that opens."""


def warm_estate(rect: pygame.Rect, zoom: float) -> None:
    """Paint a start estate once at a view's size: its icons and llama frames get cached."""
    view = EstateView(rect, Estate.start("1A").with_llama((1, 1)), ViewMode.OBLIQUE)
    view.zoom_by(zoom)
    view.draw(pygame.Surface((rect.right + 1, rect.bottom + 1), pygame.SRCALPHA))


def warm_start_view(board: str, rect: pygame.Rect, zoom: float) -> None:
    """Paint the start board ``board`` at a view's size, for the first frame of a new game."""
    key = (board, rect.size, zoom)
    if key in START_VIEWS:
        return
    view = EstateView(rect, Estate.start(board), ViewMode.OBLIQUE)
    view.zoom_by(zoom)
    view.draw(pygame.Surface((rect.right + 1, rect.bottom + 1), pygame.SRCALPHA))
    START_VIEWS[key] = view


def new_view(rect: pygame.Rect, estate: Estate, board: str, zoom: float, seed: int) -> EstateView:
    """A view of ``estate``; a start board the menu painted already is taken as it is."""
    view = START_VIEWS.pop((board, rect.size, zoom), None)
    if view is not None and estate.pieces == view.estate.pieces and not estate.llamas():
        view.set_rect(rect)
        view.set_estate(estate, hop_new=False)
        view.herd.seed = seed
        return view
    view = EstateView(rect, estate, ViewMode.OBLIQUE, seed=seed)
    view.zoom_by(zoom)
    return view


def warm_words(frame: TableFrame, lay: LandLayout) -> None:
    """The labels, numbers and panels the table opens with, rendered into their caches."""
    s = frame.scale
    scratch = pygame.Surface(frame.size, pygame.SRCALPHA)
    for rect, colour, alpha, radius in (
            (lay.supply, PANEL, 150, 12), (lay.estate, (30, 22, 14), 70, 14), (lay.char_panel, PANEL, 185, 14),
            (lay.llama_panel, PANEL, 185, 14), (lay.objectives, PANEL, 185, 12), (frame.top_bar, (10, 24, 18), 150, 0)):
        rounded_panel(scratch, rect, colour, alpha, radius=round(radius * s))
    rounded_panel(scratch, lay.estate, (30, 22, 14), 70, radius=round(14 * s), border=(200, 180, 140), border_width=1)
    for rect in lay.stacks:
        rounded_panel(scratch, rect, (34, 60, 46), 200, radius=round(10 * s), border=SKY, border_width=2)
        rounded_panel(scratch, rect.inflate(6, 6), SKY_BRIGHT, 90, radius=round(10 * s))
    row = pygame.Rect(0, 0, lay.objectives.width - round(12 * s), round((OBJECTIVE_ROW - 3) * s))
    rounded_panel(scratch, row, PAPER, 235, radius=round(6 * s))
    numbers = [str(n) for n in range(0, 40)]
    for size, bold, colour in ((text_px(s, 15), True, CREAM), (text_px(s, 12), True, GOLD), (text_px(s, 12), True, RUST),
                               (text_px(s, 12), True, CREAM), (text_px(s, 13), False, CREAM)):
        for word in numbers:
            render(word, size, bold, colour)
    for word in ("Objectives", "Characters", "Llama cards", "Your characters", "Levels:", "Your estate", "6+"):
        for size in (text_px(s, 12), text_px(s, 13), text_px(s, 14), text_px(s, 15)):
            render(t(word), size, True, CREAM)
            render(t(word), size, False, CREAM)
    for shape in SHAPE_ORDER:
        for n in range(13):
            render(f"{shape}  ×{n}", text_px(s, 13), True, CREAM)
    for key, data in OBJECTIVES.items():
        render(t(data.title.replace(" (golden)", "")), text_px(s, 13), False, INK)
    for n in range(30):
        render(t("{count} left", count=n), text_px(s, 12), False, INK)
