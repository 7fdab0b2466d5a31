"""The one drawing order of every table, and its two caches (the backdrop and the seat panels).

Backdrop (felt, top bar, the game's still regions, each repainted only when what it shows
changes) -> the middle (``Painter.draw_table``) -> seat panels (cached by
``Painter.seat_signature``) -> ``Painter.draw_above_panels`` -> the status line -> tips ->
the move log -> ``Painter.draw_over`` -> hint rings -> the mode's layer -> the kit's chooser
-> toasts -> the fast-forward banner (-> the whole log, when it opens over the felt) -> a cut
sentence of the log whole under the pointer. Every word drawn on the screen is kept in the frame's
room (``clear_room.py``), so what appears for a moment finds a spot clear of it.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ... import daily
from ...i18n import language, t
from .. import access, assets
from .. import text as text_module
from ..day_words import short_date
from ..palette import CREAM, GOLD, INK
from ..registry import win_rule
from ..text import draw_text, rounded_panel, shrink_to_fit, text_width, wrap
from .design import StillRegion
from .seat_panel import SeatLook, draw_seat_panel

if TYPE_CHECKING:
    from collections.abc import Hashable

    from .kit import Table


class TableDrawing:
    """Draws one table in the kit's order; keeps its backdrop and its seat panels cached."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._panel_cache: dict[int, tuple[Any, pygame.Surface, int]] = {}
        self._backdrop_image: pygame.Surface | None = None
        self._backdrop_keys: dict[str, tuple[pygame.Rect, Hashable]] = {}
        self._backdrop_language = ""
        self.bar_words_right = 0
        """Where the top bar's words (title, the game's word, the win rule) end, as last drawn:
        what stands in the bar's free stretch (a phone seat's tag) begins after it."""

    def draw(self, surface: pygame.Surface) -> None:
        """The cached backdrop, then every layer over it; the words drawn are kept in the room."""
        table = self.table
        table.room.reset(surface.get_rect())
        # under a question or a panel no tooltip nor drop label: they come back when it goes
        table.tooltip.hidden = table.drops.hidden = table.sight.dialog_up()
        table.log.hover.hidden = table.tooltip.hidden and not (table.log.opened and table.log.over_felt)
        surface.blit(self._backdrop(), (0, 0))  # keeps the still regions' words in the room
        self._keep_readable()
        before, text_module.text_sink = text_module.text_sink, partial(self._keep_text, surface)
        try:
            self._draw_layers(surface)
        finally:
            text_module.text_sink = before

    def _draw_layers(self, surface: pygame.Surface) -> None:
        """Everything over the backdrop, in order."""
        table = self.table
        painter = table.parts.painter
        if not table.mode.top_bar_still():
            self._draw_top_bar(surface)
        painter.draw_table(surface)
        for seat in self.panel_seats():
            self._draw_panel(surface, seat)
        painter.draw_above_panels(surface)
        if not table.coach.over_status():  # a hint with no room under the status line takes its place
            table.status.draw(surface)
        table.coach.draw(surface)
        over = table.log.opened and table.log.over_felt
        if not over:
            table.log.draw(surface)
        table.draw_beside_panels(surface)  # under the questions that dim the table (a Block's, a chooser)
        painter.draw_over(surface)
        table.coach.draw_over(surface)
        table.mode.draw_over(surface)
        table.chooser.draw(surface)
        table.toasts.draw(surface, (table.frame.size[0] // 2, table.frame.message_y), table.text_scale, table.room)
        table.fast.draw(surface)
        if over:  # the whole log opened over the felt: over everything, the table dimmed behind it
            table.log.draw(surface)
        table.log.hover.draw(surface, table.log.shown(), table.log.scale)  # a cut sentence whole, on top

    def panel_seats(self) -> list[int]:
        """The seats that have a panel (the viewer's only where the design gives it one)."""
        table = self.table
        return [seat for seat in range(table.match.num_players) if seat != table.own_seat() or table.me_panel]

    def _keep_text(self, screen: pygame.Surface, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A line drawn on the screen this frame stays readable (lines drawn into cached
        pictures are kept with their picture)."""
        if surface is screen:
            self.table.room.keep(rect)

    def _keep_readable(self) -> None:
        """The frame's room keeps the top bar, the buttons, the seat panels, the move log and
        the pieces in play (the status line, the tip and every line of words add themselves
        as they are drawn). A button shown is held (covered last of all, as the status line):
        pygame-gui draws it over the table, so a tooltip or a toast under it is lost (a card's
        use in Japanese at 150% lay under End turn)."""
        table = self.table
        frame = table.frame
        # an empty log shows nothing yet: its room is free (a phone seat's code stands there at the start)
        table.room.keep(frame.top_bar, frame.log if table.log.rect.width and table.log.entries else None)
        table.room.keep_all(frame.buttons)
        for button in table.controls.buttons.values():  # drawn over the table: whatever lies under one is hidden
            if button.visible and button.rect.width:
                table.room.hold(pygame.Rect(button.rect))
        for seat in self.panel_seats():
            table.room.keep(table.panel_rect(seat))
        for rects in table.parts.layout.pieces().values():
            table.room.keep_all(rects)
        for rect in table.parts.layout.held():  # a pile's count: covered last, with the status line
            table.room.hold(rect)
        for rect in table.parts.layout.kept():  # a hand: covered before words where nothing is clear
            table.room.keep(rect)
            table.room.soften(rect)

    def _backdrop(self) -> pygame.Surface:
        """Felt, top bar and the still regions in one opaque picture, each region repainted only
        when what it shows changes (blitting the felt and every translucent panel each frame
        is most of a frame's budget at 1920x1080)."""
        table = self.table
        size = table.frame.size
        felt = assets.table_felt(size, table.felt)
        regions = list(table.parts.painter.still_regions())
        if table.mode.top_bar_still():
            top = (table.title, self.top_bar_info(), self.top_bar_rule(), table.text_scale)
            regions.insert(0, StillRegion("kit:top_bar", table.frame.top_bar, top, self._draw_top_bar))
        if (self._backdrop_image is None or self._backdrop_image.get_size() != size
                or self._backdrop_language != language() or self._moved(regions)):
            self._backdrop_image = felt.copy()
            self._backdrop_keys = {}
            self._backdrop_language = language()
        image = self._backdrop_image
        for region in regions:
            table.room.keep(region.rect if region.reads is None else region.reads)
            old = self._backdrop_keys.get(region.name)
            if old is not None and old[0] == region.rect and old[1] == region.key:
                continue
            image.blit(felt, region.rect, region.rect)
            image.set_clip(region.rect)
            region.paint(image)
            image.set_clip(None)
            self._backdrop_keys[region.name] = (pygame.Rect(region.rect), region.key)
        return image

    def _moved(self, regions: list[StillRegion]) -> bool:
        """A still region kept in the backdrop moved or went (a new Size, a new layout): what it
        left at its old place is painted over only by starting the backdrop again from the felt."""
        now = {region.name: region.rect for region in regions}
        return any(now.get(name) != rect for name, (rect, _) in self._backdrop_keys.items())

    def forget_backdrop(self) -> None:
        """Paint the whole backdrop again at the next frame (the table was laid out again)."""
        self._backdrop_image = None

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        table = self.table
        bar = table.frame.top_bar
        s = table.text_scale
        rounded_panel(surface, bar, (10, 24, 18), 150, radius=0)
        title = t(table.title or table.match.game.title)
        limit = table.mode.title_limit(bar)  # the title and info go where they fit
        right = round(18 * s) - round(24 * s)
        self.bar_words_right = bar.right  # until the words are drawn: no free stretch
        if round(18 * s) + text_width(title, round(24 * s), True) <= limit:
            right = draw_text(surface, title, round(24 * s), (round(18 * s), bar.centery), CREAM, anchor="midleft",
                              bold=True, shadow=INK).right
        info = self.top_bar_info()
        if info and right + round(24 * s) + text_width(info, round(18 * s), True) <= limit:
            right = draw_text(surface, info, round(18 * s), (right + round(24 * s), bar.centery), GOLD,
                              anchor="midleft", bold=True).right
        self.bar_words_right = right
        if table.mode.draw_bar(surface):
            self.bar_words_right = bar.right  # a replay's bar sits mid top bar
            return
        rule = self.top_bar_rule()
        room = table.frame.top_buttons[-1].left - right - round(40 * s)
        if rule and room > round(80 * s):
            # At a large Size the rule wrapped to two lines in a bar with room for one line
            # smaller: it gives way down to the window's own size at 100% before it wraps (the
            # convention of ``shrink_to_fit``), and wraps only where even that is too wide.
            size = shrink_to_fit(rule, round(15 * s), room, round(15 * table.scale))
            lines = wrap(rule, size, room)
            line_h = round(size * 1.3)
            if len(lines) > 1 and (len(lines) > 2 or 2 * line_h > bar.height):  # no room: the rule is in Rules
                return
            y = bar.centery - line_h * (len(lines) - 1) // 2
            for line in lines:
                drawn = draw_text(surface, line, size, (right + round(24 * s), y), CREAM, anchor="midleft")
                self.bar_words_right = max(self.bar_words_right, drawn.right)
                y += line_h

    def top_bar_info(self) -> str:
        """The game's word for the top bar (``parts.painter.top_bar_info``), after "Daily deal ·
        6 December" when the table is a day's deal (everyone plays the same one that day)."""
        table = self.table
        info = table.parts.painter.top_bar_info()
        day = daily.parse_day(getattr(table.match, "daily", ""))
        if day is None:
            return info
        said = t("Daily deal · {day}", day=short_date(day))
        return f"{said} · {info}" if info else said

    def top_bar_rule(self) -> str:
        """The line in the top bar: the keys while the player uses them, or how to win."""
        keys = self.table.keys_help()
        return keys if keys is not None else t(win_rule(self.table.game_name))

    def seat_look(self, seat: int) -> SeatLook:
        """What ``seat``'s panel shows besides its holdings: name, whose turn, badges, flash."""
        table = self.table
        live = table.flow.interlude is None and not table.match.is_over()
        acting, held = table.match.current_seat(), table.sight.holder()
        acting = acting if held is None else held  # a drawer's look: the next seat is lit once the cover comes
        turn = table.parts.painter.turn_seat()
        turn = acting if turn is None or held is not None else turn
        current = live and turn == seat
        asked = live and acting == seat and turn != seat  # answering in the middle of another's turn
        asked = asked and table.parts.painter.shows_asked(seat)  # only beside its question
        human = table.match.seats[seat].is_human or not table.mode.seats_think()
        if live and acting != turn and table.hides_who_is_asked():  # one "Anyone blocking?" for all
            asked, human = False, True
        flash = round(table.flash[seat], 1)  # a tenth is as fine as the eye follows; caches hit
        return SeatLook(table.names[seat], table.seat_role(seat), current,
                        (current or asked) and not human and acting == seat, table.parts.painter.seat_badges(seat),
                        flash, seat if access.colour_blind() else None, asked=asked)

    def _draw_panel(self, surface: pygame.Surface, seat: int) -> None:
        table = self.table
        painter = table.parts.painter
        rect = table.panel_rect(seat)
        look = self.seat_look(seat)
        signature = painter.seat_signature(seat)
        if signature is None:
            top = draw_seat_panel(surface, rect, look, table.text_scale, table.time)
            painter.draw_seat(surface, seat, rect, top)
            return
        dots = int(table.time * 2.5) % 3 if look.thinking else 0
        key = (look, dots, rect.size, table.scale, table.text_scale, signature, language())
        cached = self._panel_cache.get(seat)
        if cached is None or cached[0] != key:
            margin = round(8 * table.scale)
            image = pygame.Surface((rect.width + 2 * margin, rect.height + 2 * margin), pygame.SRCALPHA)
            local = pygame.Rect(margin, margin, rect.width, rect.height)
            top = draw_seat_panel(image, local, look, table.text_scale, table.time)
            painter.draw_seat(image, seat, local, top)
            cached = (key, image, margin)
            self._panel_cache[seat] = cached
        surface.blit(cached[1], (rect.left - cached[2], rect.top - cached[2]))


__all__ = ["TableDrawing"]
