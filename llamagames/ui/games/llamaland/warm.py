"""Images the Llamaland table opens with, rendered while the menu idles (``first_frame``, the
table design's ``warm``).

Start boards painted here at the views' sizes are handed to the table that opens, so its
first frame does not paint four estates."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from ....i18n import t
from ....rules.llamaland.components import CHARACTERS, OBJECTIVES, SHAPE_ORDER, START_BOARDS, TILES
from ....rules.llamaland.estate import FRONT, Estate
from ... import assets
from ...palette import CREAM, GOLD, INK, PANEL, PAPER, RUST, SKY, SKY_BRIGHT
from ...scale import text_px
from ...table.layout import TableFrame
from ...table.warmup import on_let_go
from ...text import render, rounded_panel
from .estate_parts import HOME_ROOM, HOME_ZOOM, OPPONENT_LINES, RIVAL_ROOM
from .estate_view import EstateView
from .layout import OBJECTIVE_ROW, LandLayout
from .painting import ICON_FILES
from .pieces import card_back, character_card, tile_image
from .projection import Room, ViewMode

START_VIEWS: dict[tuple[str, tuple[int, int], float, Room, int], EstateView] = {}
"""Start boards already painted at a view's size (by the menu), taken by the table that opens
(the boards no seat took are let go once its views are made, or when another game's table opens)."""
on_let_go("llamaland", START_VIEWS.clear)


def warm_estate(rect: pygame.Rect, zoom: float, room: Room = 0.5, foot: int = 0) -> None:
    """Paint a start estate once at a view's size: its icons and llama frames get cached."""
    view = EstateView(rect, Estate.start("1A").with_llama((1, 1)), ViewMode.OBLIQUE, room=room)
    view.fit_foot = foot
    view.zoom_by(zoom)
    view.draw(pygame.Surface((rect.right + 1, rect.bottom + 1), pygame.SRCALPHA))


def warm_start_view(board: str, rect: pygame.Rect, zoom: float, room: Room = 0.5, foot: int = 0) -> None:
    """Paint the start board ``board`` at a view's size, for the first frame of a new game."""
    key = (board, rect.size, zoom, room, foot)
    if key in START_VIEWS:
        return
    view = EstateView(rect, Estate.start(board), ViewMode.OBLIQUE, room=room)
    view.fit_foot = foot
    view.zoom_by(zoom)
    view.draw(pygame.Surface((rect.right + 1, rect.bottom + 1), pygame.SRCALPHA))
    START_VIEWS[key] = view


def new_view(rect: pygame.Rect, estate: Estate, board: str, zoom: float, seed: int,
             room: Room = 0.5, foot: int = 0) -> EstateView:
    """A view of ``estate``; a start board the menu painted already is taken as it is."""
    view = START_VIEWS.pop((board, rect.size, zoom, room, foot), None)
    if view is not None and estate.pieces == view.estate.pieces and not estate.llamas():
        view.set_rect(rect)
        view.set_estate(estate, hop_new=False)
        view.herd.seed = seed
        return view
    view = EstateView(rect, estate, ViewMode.OBLIQUE, seed=seed, room=room)
    view.fit_foot = foot
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
    for data in OBJECTIVES.values():
        render(t(data.title.replace(" (golden)", "")), text_px(s, 13), False, INK)
    for n in range(30):
        render(t("{count} left", count=n), text_px(s, 12), False, INK)


def first_frame(size: tuple[int, int]) -> list[Callable[[], Any]]:
    """What the first frame at ``size`` needs beyond the kit's felt and glyphs: fonts, icons,
    cards, tile faces, and a start estate painted at the sizes of the views (its icons and llamas)."""
    frame = TableFrame.compute(size, 4, buttons=4)
    lay = LandLayout.compute(frame, 7, 3)
    s = frame.scale
    makers: list[Callable[[], Any]] = []
    sizes = {text_px(s, n) for n in (12, 13, 14, 15)} | {round(n * s) for n in (15, 18, 19, 24)}
    makers += [partial(assets.font, n, b) for n in sorted(sizes) for b in (False, True)]
    icon_sizes = {max(12, round(text_px(s, n) * 1.1)) for n in (12, 15)}
    icon_sizes |= {max(10, round(lay.card_w * 0.36)), max(8, round(lay.tile_cell * 0.78))}
    makers += [partial(assets.art_icon, "llamaland", name, n) for name in ICON_FILES.values() for n in sorted(icon_sizes)]
    # the llamas' poses at the height every smaller figure is scaled from (estates zoom often)
    makers += [partial(assets.llama_figure, assets.FIGURE_MASTER, pose) for pose in range(assets.FIGURE_POSES)]
    makers += [partial(warm_estate, lay.estate_view_rect(), HOME_ZOOM, HOME_ROOM, lay.foot)]
    panel = lay.opponents[0]
    top = panel.top + round(50 * s)
    makers += [partial(warm_estate, pygame.Rect(panel.x + round(6 * s), top, panel.width - round(12 * s),
                                                 panel.bottom - round(OPPONENT_LINES * s) - top), 1.0, RIVAL_ROOM)]
    makers += [partial(warm_words, frame, lay)]
    small = pygame.Rect(panel.x + round(6 * s), top, panel.width - round(12 * s), panel.bottom - round(OPPONENT_LINES * s) - top)
    for board in START_BOARDS:
        makers.append(partial(warm_start_view, board, lay.estate_view_rect(), HOME_ZOOM, HOME_ROOM, lay.foot))
        makers.append(partial(warm_start_view, board, small, 1.0, RIVAL_ROOM))  # every seat has its own board
    makers += [partial(card_back, lay.card_w, lay.card_h)]
    makers += [partial(character_card, c, lay.card_w, lay.card_h) for c in range(len(CHARACTERS))]
    makers += [partial(tile_image, tile, FRONT, 0, lay.tile_cell) for tile in range(len(TILES))]
    return makers
