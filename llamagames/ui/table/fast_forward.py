"""Fast-forward: once every human at the screen is out of the round (L.L.A.M.A.'s quit), the
rest of the round plays fast, with a banner saying so and a way to watch at the normal pace.

A game says when a seat is out through ``TableDesign.out_of_round(observation, seat)``, from
that seat's own observation; without it a table never fast-forwards. While it runs, the table's animations take at most
``FAST_SCALE`` of their time and the bots do not pause between moves. Space, or a click on
the banner, stops it until the humans are in a round again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import t
from ..palette import CREAM, GOLD, INK
from ..text import draw_text, fit_text, render, rounded_panel, text_width

if TYPE_CHECKING:
    from .kit import Table

FAST_SCALE = 0.2
"""The animation factor while fast-forwarding (a fifth of the normal durations, or instant)."""


class FastForward:
    """Whether the table fast-forwards now, and its banner."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.active = False
        self.declined = False
        """The player chose to watch at the normal pace (until the humans are back in play)."""
        self.banner = pygame.Rect(0, 0, 0, 0)
        self.normal_delay = table.match.pacer.bot_delay
        """The bots' pause between moves to come back to (the match's own before it started)."""

    def wanted(self) -> bool:
        """Every human is out of the round, which goes on without them."""
        table = self.table
        out = table.design.out_of_round
        if out is None or not table.humans or not table.mode.seats_think() or table.flow.interlude is not None:
            return False
        if not getattr(table.mode, "fast_forwards", True):  # a guided game tells each bot's move
            return False
        match = table.match
        if match.is_over():
            return False
        return all(out(table.view_of(seat).observation(), seat) for seat in table.humans)

    def update(self) -> None:
        """Start or end with the position; the bots keep no pause while it runs."""
        wanted = self.wanted()
        if not wanted:
            self.declined = False
        on = wanted and not self.declined
        if on != self.active:
            self.active = on
            if on:
                self.normal_delay = self.table.match.pacer.bot_delay
            else:
                self.table.match.pacer.bot_delay = self.normal_delay
        if self.active:
            if self.table.match.pacer.bot_delay:
                self.normal_delay = self.table.match.pacer.bot_delay  # the pace was changed meanwhile
            self.table.match.pacer.bot_delay = 0.0

    def stop(self) -> None:
        """Watch the rest of the round at the normal pace."""
        self.declined = True
        if self.active:
            self.active = False
            self.table.match.pacer.bot_delay = self.normal_delay

    def scale(self, base: float) -> float:
        """The animation factor the table plays at now."""
        return min(base, FAST_SCALE) if self.active else base

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Space, or a click on the banner, stops fast-forwarding."""
        if not self.active:
            return False
        space = event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE
        click = event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.banner.collidepoint(event.pos)
        if space or click:
            self.stop()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.banner.collidepoint(event.pos)

    def room_above_panels(self, banner: pygame.Rect) -> int:
        """The banner's height: its own, or less (never under 26 px at scale 1) so it ends above the
        seat panels it spans (small windows put them right under the top bar)."""
        table = self.table
        tops = [rect.top for rect in (table.panel_rect(seat) for seat in range(len(table.names)))
                if rect.left < banner.right and banner.left < rect.right and rect.top >= banner.top]
        if not tops:
            return banner.height
        return max(round(26 * table.scale), min(banner.height, min(tops) - 3 - banner.top))

    def _over_panels(self) -> bool:
        """Whether the banner as placed reaches over a seat panel."""
        table = self.table
        return any(self.banner.colliderect(table.panel_rect(seat)) for seat in range(len(table.names)))

    def _beside_panels(self, spot: pygame.Rect, screen: pygame.Rect) -> pygame.Rect:
        """``spot`` slid sideways off a seat panel it reaches over, where the felt beside the
        panel holds it covering no more than where it was (1024x640: it stood on your panel's corner)."""
        table = self.table
        panels = [table.panel_rect(seat) for seat in range(len(table.names))]
        hit = spot.collidelist(panels)
        if hit == -1:
            return spot
        gap = round(6 * table.scale)
        for x in (panels[hit].right + gap, panels[hit].left - gap - spot.width):
            moved = spot.move(x - spot.left, 0)
            if screen.contains(moved) and moved.collidelist(panels) == -1 and table.room.covered(moved) <= table.room.covered(spot):
                return moved
        return spot

    def draw(self, surface: pygame.Surface) -> None:
        """The banner under the top bar: two arrows, what happens, and how to stop it; where no
        place under the top bar holds it on one line, the words go on two lines (the title over
        how to stop it) in the nearest place clear of what the player reads."""
        if not self.active:
            self.banner = pygame.Rect(0, 0, 0, 0)
            return
        s = self.table.text_scale
        frame = self.table.frame
        title, hint = t("Fast-forward"), t("the round plays on without you · Space or click: normal pace")
        px, small = round(18 * s), self.table.small(14)
        arrows = round(26 * s)
        room = frame.size[0] - round(40 * s)
        hint_w = min(text_width(hint, small), room - arrows - text_width(title, px, True) - round(60 * s))
        width = arrows + text_width(title, px, True) + hint_w + round(56 * s)
        title_h, hint_h = render(title, px, True).get_height(), render(hint, small).get_height()
        self.banner = pygame.Rect(0, 0, width, max(round(38 * s), max(title_h, hint_h) + round(6 * s)))
        self.banner.midtop = (frame.size[0] // 2, frame.top_bar.bottom + round(6 * s))
        least = max(round(26 * self.table.scale), max(title_h, hint_h) + round(4 * s))
        self.banner.height = self.room_above_panels(self.banner)
        two_lines = False
        if self.banner.height < least or self._over_panels():
            # No room between the top bar and the seat panels (large words in a small window):
            # the kit's room finds the nearest place below the top bar that covers nothing read,
            # a margin inside the window (its rounded ends and words wholly on screen).
            room_ = self.table.room
            margin = round(8 * s)
            screen = pygame.Rect((0, 0), frame.size).inflate(-2 * margin, -2 * margin)
            one = room_.place((width, max(least, round(30 * s))), frame.top_bar, gap=round(6 * s), sides=("below",),
                              within=screen)
            self.banner = self._beside_panels(one, screen)
            if room_.covered(self.banner):
                tall = (max(text_width(hint, small), arrows + text_width(title, px, True)) + round(40 * s),
                        title_h + hint_h + round(14 * s))
                two = room_.place(tall, frame.top_bar, gap=round(6 * s), sides=("below",), within=screen)
                if room_.covered(two) < room_.covered(self.banner):
                    self.banner, two_lines = two, True
        self.table.room.keep(self.banner)
        radius = min(self.banner.height, round(38 * s)) // 2
        rounded_panel(surface, self.banner, INK, 225, radius=radius, border=GOLD, border_width=2)
        x = self.banner.left + round(18 * s)
        cy = self.banner.top + round(6 * s) + title_h // 2 if two_lines else self.banner.centery
        half = round(8 * s)
        for dx in (0, round(12 * s)):  # two arrows pointing on
            pygame.draw.polygon(surface, GOLD, [(x + dx, cy - half), (x + dx + half + 2, cy), (x + dx, cy + half)])
        x += arrows + round(8 * s)
        x = draw_text(surface, title, px, (x, cy), GOLD, anchor="midleft", bold=True).right + round(12 * s)
        if two_lines:  # how to stop it on its own line, under the title
            draw_text(surface, hint, small, (self.banner.centerx, cy + (title_h + hint_h) // 2), CREAM, anchor="center")
        else:
            draw_text(surface, fit_text(hint, small, hint_w), small, (x, cy), CREAM, anchor="midleft")


__all__ = ["FAST_SCALE", "FastForward"]
