"""Drawing the L.L.A.M.A. table in the kit's order: the piles and llamas in the middle, each
seat's cards and chips in its panel, what flies above everything; and the frame's words
(the status line, the round in the top bar, the QUIT badge)."""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.core import Event
from ....rules.llama import DRAW, PlayCard, card_label
from ...palette import CREAM, GOLD, INK, SKY, SKY_BRIGHT
from ...table.parts import Painter
from ...text import draw_text, render, rounded_panel, shrink_to_fit, text_width
from ...widgets.cards import CardSprite, card_height
from .stage import LlamaStage, stage_of


def turn_choices(legal: list[Any]) -> str:
    """What the viewer may do now, in words ("drag a 3 or a 4 onto the discard, draw or quit the round")."""
    plays = [t(card_label(a.value)) for a in legal if isinstance(a, PlayCard)]
    parts = []
    if plays:
        parts.append(t("drag a {cards} onto the discard", cards=t(" or a ").join(plays)))
    if DRAW in legal:
        parts.append(t("draw"))
    parts.append(t("quit the round"))
    return t(", ").join(parts[:-1]) + (t(" or ") if len(parts) > 1 else "") + parts[-1]


class LlamaPainter(Painter):
    """The piles, the llamas, the seats' cards and chips, the hand and whatever flies."""

    @property
    def stage(self) -> LlamaStage:
        return stage_of(self.table)

    # -- the middle and above --------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        self.draw_draw_pile(surface)
        self.draw_discard(surface)
        for figure in self.stage.figures:
            figure.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        stage = self.stage
        self.draw_last_moves(surface)
        stage.effects.draw(surface)
        stage.flights.draw(surface)
        if stage.discard_sprite is not None and stage.discard_moving():
            stage.images_cache.draw(surface, stage.discard_sprite, shadow_offset=10)
        stage.fan.draw(surface)
        if stage.pile_drag is not None:
            stage.images_cache.draw(surface, stage.pile_drag, shadow_offset=12)

    def draw_last_moves(self, surface: pygame.Surface) -> None:
        """Each bot's last move this round as a tag beside its seat (below it where that is
        clear), until its next move: the table says what a bot did, not only the log."""
        table = self.table
        s = table.text_scale
        px = table.small(13)
        self.stage.last_move_tags = {}
        for seat, words in sorted(self.stage.last_move.items()):
            rect = table.panel_rect(seat)
            if rect.width <= 0:
                continue
            size = (text_width(words, px, True) + round(20 * s), render(words, px, True).get_height() + round(8 * s))
            spot = table.room.place(size, rect, gap=round(4 * s), sides=("below", "above", "right", "left"))
            table.room.keep(spot)
            self.stage.last_move_tags[seat] = spot
            rounded_panel(surface, spot, INK, 225, radius=spot.height // 2, border=SKY, border_width=1)
            draw_text(surface, words, px, spot.center, CREAM, anchor="center", bold=True)

    def draw_draw_pile(self, surface: pygame.Surface) -> None:
        table, stage = self.table, self.stage
        lay = stage.rects
        rect = lay.draw_pile
        count = stage.view.draw_size
        can_draw = table.my_turn() and DRAW in table.view.legal_actions()
        layers = min(6, (count + 7) // 8)
        if count == 0:
            pygame.draw.rect(surface, (255, 255, 255), rect, 2, border_radius=max(4, lay.pile_w // 9))
            draw_text(surface, t("empty"), table.small(15), rect.center, CREAM, anchor="center")
        for i in range(layers):
            sprite = CardSprite(None, rect.centerx - i * 1.5, rect.centery - i * 2.0, width=lay.pile_w,
                                face_up=False, glow=can_draw and i == layers - 1)
            stage.images_cache.draw(surface, sprite, shadow_offset=3 if i == 0 else 0)
        label = t("Draw pile · {count}", count=count) + ("  (D)" if can_draw else "")
        draw_text(surface, label, table.small(15), (rect.centerx, rect.bottom + round(8 * table.scale)),
                  SKY_BRIGHT if can_draw else CREAM, anchor="midtop", shadow=INK)

    def draw_discard(self, surface: pygame.Surface) -> None:
        table, stage = self.table, self.stage
        lay = stage.rects
        rect = lay.discard
        under = stage.view.discard[:-1][-3:]
        base = len(stage.view.discard) - 1 - len(under)
        for i, value in enumerate(under):
            n = base + i + 1
            sprite = CardSprite(value, rect.centerx, rect.centery, angle=float((n * 37) % 11 - 5), width=lay.pile_w)
            stage.images_cache.draw(surface, sprite, shadow_offset=2)
        if stage.discard_sprite is not None and not stage.discard_moving():
            stage.images_cache.draw(surface, stage.discard_sprite)
        dragging = stage.fan.dragging
        droppable = dragging is not None and dragging.value in stage.fan.playable
        if droppable:
            glow = pygame.Surface(rect.inflate(28, 28).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*SKY_BRIGHT, 90), glow.get_rect(), border_radius=16)
            pygame.draw.rect(glow, (*SKY_BRIGHT, 230), glow.get_rect(), 3, border_radius=16)
            surface.blit(glow, glow.get_rect(center=rect.center))
        draw_text(surface, t("Discard · {count}", count=len(stage.view.discard)), table.small(15),
                  (rect.centerx, rect.bottom + round(8 * table.scale)), CREAM, anchor="midtop", shadow=INK)
        if droppable:
            # above the pile where that is clear, else the kit's room finds a clear spot beside it
            # (at 150% a rival's panel just above the discard hid the words' top)
            words, px = t("Drop here to play"), table.small(15)
            size = (text_width(words, px, True) + 4, render(words, px, True).get_height() + 2)
            spot = table.room.place(size, rect, gap=round(10 * table.scale), sides=("above", "below", "right", "left"))
            table.room.keep(spot)
            draw_text(surface, words, px, spot.center, SKY_BRIGHT, anchor="center", bold=True, shadow=INK)

    # -- the seats -------------------------------------------------------------------------
    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        table, stage = self.table, self.stage
        view = stage.view
        s = table.scale
        if seat == table.own_seat():
            if view.quit[seat]:
                text, colour, bold = (t("You quit this round") if table.speaks_to_viewer() else t("Quit this round"),
                                      GOLD, True)
            else:
                count = len(view.hand)
                text = t("{count} card in hand", count=count) if count == 1 else t("{count} cards in hand", count=count)
                colour, bold = CREAM, False
            size = shrink_to_fit(text, table.small(14), rect.width - round(20 * s), round(14 * s), bold)
            draw_text(surface, text, size, (rect.left + round(12 * s), max(rect.top + round(54 * s), top + 2)), colour,
                      bold=bold)
            stage.chips[seat].draw(surface, stage.chips_origin(rect, seat))
            return
        stage.chips[seat].draw(surface, stage.chips_origin(rect, seat))
        count = max(0, view.hand_sizes[seat] - stage.flights.arriving[seat])
        w = stage.rects.small_w
        x0, y0 = rect.left + round(14 * s) + w // 2, rect.bottom - round(12 * s) - card_height(w) // 2
        lay_t = stage.laid[seat].t if view.quit[seat] else 0.0
        chips = stage.chips[seat]
        chips_left = (stage.chips_origin(rect, seat)[0] + chips.diameter // 2
                      - text_width("9×10", chips.label_size()) // 2)
        room = min(rect.width * 0.36, chips_left - round(6 * s) - (x0 - w // 2))
        step = max(0.0, min(w * 0.32, (room - w) / max(count - 1, 1)))
        for i in range(count):
            tilt = (count - 1) / 2 - i
            fan_x, fan_y, fan_angle = x0 + i * step, y0 + abs(tilt) * 0.8, tilt * 3.0
            laid_x, laid_y = x0 + w * 0.25 + min(i, 5) * 2, y0 + round(6 * s) - min(i, 5) * 2
            sprite = CardSprite(None, fan_x + (laid_x - fan_x) * lay_t, fan_y + (laid_y - fan_y) * lay_t,
                                angle=fan_angle + (90.0 - fan_angle) * lay_t, width=w, face_up=False)
            stage.images_cache.draw(surface, sprite, shadow_offset=2)
        self.count_badge(surface, count, (x0 - w // 2 + round(4 * s), y0 - card_height(w) // 2 + round(2 * s)))

    def seat_signature(self, seat: int) -> Any:
        """What the panel shows: cards held (fanned or laid down), chips, the viewer's line."""
        stage = self.stage
        view = stage.view
        count = max(0, view.hand_sizes[seat] - stage.flights.arriving[seat])
        laid = round(stage.laid[seat].t, 2) if view.quit[seat] else 0.0
        mine = len(view.hand) if seat == self.table.own_seat() else -1
        return (count, laid, view.quit[seat], int(round(stage.chips[seat].total)), stage.chips[seat].diameter,
                mine, seat == self.table.own_seat())

    def count_badge(self, surface: pygame.Surface, count: int, center: tuple[int, int]) -> None:
        """The number of cards a seat holds, as a round badge on its cards."""
        s = self.table.scale
        r = round(12 * s)
        pygame.draw.circle(surface, INK, center, r + 2)
        pygame.draw.circle(surface, GOLD, center, r)
        draw_text(surface, str(count), max(12, round(15 * s)), center, INK, anchor="center", bold=True)

    # -- words -----------------------------------------------------------------------------
    def status_line(self) -> str:
        table = self.table
        if table.flow.interlude is not None:
            return t("The round is over.")
        if table.my_turn():
            return t("Your turn: {choices}.", choices=turn_choices(table.view.legal_actions()))
        return table.status.default()

    def top_bar_info(self) -> str:
        return t("Round {number}", number=self.stage.view.round)

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        return (t("QUIT"),) if self.stage.view.quit[seat] else ()

    def log_seat(self, event: Event) -> int | None:
        """A round's end and a new deal are the table's own lines: filed under the seat that
        ended the round or goes first, they were indented under its last move, and that seat's
        next move lost its marker."""
        return None if event.kind in ("round_end", "deal") else event.seat

    def log_new_turn(self, event: Event) -> bool:
        """Each play, draw or quit is a turn of its own, with its seat's marker: once the others
        are out one seat moves again and again, and "Dolly quits the round." had none."""
        return event.kind in ("play", "draw", "quit")


__all__ = ["LlamaPainter", "turn_choices"]
