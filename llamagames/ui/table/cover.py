"""The hot-seat cover: "pass the laptop to Ann", over the table, until Ann reveals.

It is a scene of its own on top of the table, so it takes every input and nothing behind
it acts (no Undo, no buttons: the table is paused and its widgets hidden) or shows (the
table draws every hand face down while a cover is up).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ...i18n import t
from .. import assets
from ..palette import CREAM, INK, SKY_BRIGHT
from ..scale import ui_scale
from ..scene import Pop, PopToRoot, Scene
from ..scenes.confirm import ask_before_leaving
from ..text import draw_text, veil, wrap


class Revealer(Protocol):
    """What the cover tells when the named player takes the laptop (the table's ``Sight``)."""

    def reveal(self, seat: int) -> None: ...


class HotSeatCover(Scene):
    """Hides the table until the named player clicks or presses Space or Enter."""

    transparent = True
    leaves_much = False  # an overlay that comes and goes: nothing worth a collection

    def __init__(self, app: Any, sight: Revealer, name: str, seat: int, view: str = "") -> None:
        super().__init__(app)
        self.sight = sight
        self.name = name
        self.seat = seat
        self.view = view
        """Whose view the table turns to, and who keeps their place (``Sight.view_words``)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        reveal = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER))
        if reveal:
            self.sight.reveal(self.seat)
            self.request = Pop()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.request = ask_before_leaving(self.app, PopToRoot(), t("Leave"))
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = ui_scale((w, h))
        veil(surface, (8, 20, 14, 235))
        figure = assets.llama_figure(round(160 * s), 0)
        surface.blit(figure, figure.get_rect(midbottom=(w // 2, h // 2 - round(40 * s))))
        draw_text(surface, t("Pass the laptop to {name}", name=self.name), round(36 * s),
                  (w // 2, h // 2 - round(20 * s)), CREAM, anchor="midtop", bold=True, shadow=INK)
        y = h // 2 + round(36 * s)
        if self.view:  # the seats change places behind the cover: say whose view comes
            size = round(20 * s)
            for line in wrap(self.view, size, w - round(80 * s)):
                draw_text(surface, line, size, (w // 2, y), CREAM, anchor="midtop")
                y += round(size * 1.35)
            y += round(10 * s)
        draw_text(surface, t("Click anywhere (or press Space) to see your cards"), round(20 * s),
                  (w // 2, y), SKY_BRIGHT, anchor="midtop")
        draw_text(surface, t("Esc: back to the menu (the game is saved)"), round(15 * s),
                  (w // 2, h - round(40 * s)), (200, 214, 200), anchor="midtop")
