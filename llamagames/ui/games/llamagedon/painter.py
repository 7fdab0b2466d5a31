"""Drawing the Llamagedón table, in the kit's order: the deck, the discard pile, the
Llamagedón marker, the table mat with the chain on it and your shelter row in the middle;
each seat's hand and shelters in its panel; over everything the drop targets of a drag, the
shelter a card aims at, the pulses, the cards in flight, the Block prompt, your hand and the
meteor shower. Also the words of the frame (status line, "Deck 12 · Last round", badges).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from ....i18n import t
from ....rules.core import Event
from ....rules.llamagedon.cards import LLAMAGEDON_CARD, PROTECT, SHELTER, shelter_value
from ....rules.llamagedon.state import Phase
from ....rules.llamagedon.turns import link_cards
from ...palette import CREAM, GOLD, INK, SKY, SKY_BRIGHT, TERRACOTTA
from ...table.drag import GLOW_REACH
from ...table.parts import Painter
from ...text import draw_fitted, draw_text, fit_box, fit_text, line_height, rounded_panel, text_width, veil, wrap
from ...widgets.cards import CardSprite, card_height
from . import recap
from .account import touches
from .card_tips import draw_card_tip
from .chain import draw_panel
from .endgame import rounds_left_words
from .hint_tip import clear_hint_of_tips
from .intents import candidates, intents_of, only_pass, three_colours_open
from .landing import mat_spots
from .layout import GedonLayout, layout_of
from .limit import limit_status, over_limit
from .mat_words import LINE, mat_lines, three_colour_words
from .pile_labels import discard_words, pile_label_box, pile_label_rects
from .shelter_spots import BACK_W, count_badge, rival_card_width, rival_tag_px, tag_side
from .stage import LlamagedonStage, stage_of
from .taken import draw_taken
from .type_scale import LABEL, LEAD, NOTE

NOTICE_ROWS = 2
"""Lines the notice of what hit you may take before its last one is cut (a long Japanese
sentence, "Pabloのアタックがあなたの緑の組み立てシェルターを壊しました。", at a narrow window)."""


def notice_rows(text: str, px: int, room: int) -> list[str]:
    """The notice's lines: one where it fits ``room`` pixels, else wrapped on up to
    ``NOTICE_ROWS`` lines (the last cut with an ellipsis only if even they are too few)."""
    if text_width(text, px, True) <= room:
        return [text]
    rows = wrap(text, px, room, bold=True)
    if len(rows) <= NOTICE_ROWS:
        return rows
    kept = rows[: NOTICE_ROWS - 1]
    rest = text[sum(len(row) for row in kept):].lstrip() if text.startswith("".join(kept)) else rows[NOTICE_ROWS - 1]
    return kept + [fit_text(rest, px, room, bold=True)]


def value_tag(rect: pygame.Rect, px: int) -> tuple[pygame.Rect, int]:
    """The tag holding a shelter's value on the top right corner of its ``rect``, and its
    words' size: a note's, never under 12 px (two digits: a Shelter with a Protect is 9, two
    Resources with a Protect 7, so one digit in practice)."""
    px, side = max(12, px), tag_side(px)
    tag = pygame.Rect(0, 0, side, side)
    tag.center = (rect.right - side // 5, rect.top + side // 5)
    return tag, px


def value_words(total: int, short: bool = False) -> str:
    """Your panel's word on the numbers at the shelters' corners: what they are for ("Value 8:
    breaks a tie" was not understood); its tooltip says how (``card_tips.tie_break_tip``).
    ``short``: the figure alone, where the panel has no room for two lines."""
    if short:
        return t("Tie-break: {value}", value=total)
    return t("Tie-break: {value} (your shelters' corner numbers added)", value=total)


def shelter_captions(shelters: Sequence[tuple[int, ...]], rects: Sequence[pygame.Rect], panel: pygame.Rect,
                     px: int, avoid: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Under each rival shelter, what it is in a word ("Shelter", "Built"): their cards are too
    small for the names printed on them (a playtester read "SH …"). Only where the word fits whole
    under its own shelter, inside the panel and clear of ``avoid`` (the shelters' count), of the
    other shelters (a second row stood on the first row's words) and of the words placed before."""
    placed: list[tuple[str, pygame.Rect]] = []
    for index, (shelter, rect) in enumerate(zip(shelters, rects)):
        words = t("Shelter") if SHELTER in shelter else t("Built")
        box = pygame.Rect(0, 0, text_width(words, px, True), round(px * 1.25))
        box.midtop = (rect.centerx, rect.bottom + GLOW_REACH)  # clear of the glow of a card dragged onto it
        others = [other for i, other in enumerate(rects) if i != index] + [b for _, b in placed]
        if (box.width <= rect.width and panel.contains(box) and not box.colliderect(avoid)
                and box.collidelist(others) < 0):
            placed.append((words, box))
    return placed


OVER_INK = (255, 156, 118)
"""A hand over its limit, on the You panel: a warm warning that reads on the night panel."""

class LlamagedonPainter(Painter):
    """Everything the Llamagedón table draws beyond the kit's frame."""

    keys_cache: tuple[Any, set[Hashable]] | None = None
    """The targets that take the dragged card, for the position and card they were worked out for."""
    hint_tip_cleared: Any = None
    """The hint whose bubble was last cleared of a tooltip (``hint_tip.py``)."""

    @property
    def stage(self) -> LlamagedonStage:
        return stage_of(self.table)

    @property
    def lay(self) -> GedonLayout:
        return layout_of(self.table).lay

    def top_bar_info(self) -> str:
        obs = self.stage.view.obs
        return t("Deck {count}", count=obs.deck_size) + (f" · {self.rounds_left_text()}" if obs.llamagedon_by is not None else "")

    def rounds_left_text(self) -> str:
        """How much of the game is left once the Llamagedón card is out (``rounds_left_words``)."""
        obs = self.stage.view.obs
        if obs.phase is Phase.OVER:
            return t("Game over")
        if obs.llamagedon_by is None:
            return ""
        return rounds_left_words(obs.turns_left, obs.num_players)

    def turn_seat(self) -> int | None:
        """The seat whose turn it is: during a Block window others are asked, the turn stays."""
        obs = self.stage.view.obs
        return None if obs.phase is Phase.OVER else obs.turn

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        if self.stage.view.obs.llamagedon_by == seat and self.stage.view.obs.phase is not Phase.OVER:
            return (t("PLAYS LAST"),)
        return ()

    def shows_asked(self, seat: int) -> bool:
        """Your panel says "asked" only while the Block question and its answers are on the
        table: where you hold no Block, or the card does not touch you, the table lets it be
        for you and its panel says so, and the tag once stood there with no question beside it."""
        if seat != self.table.viewer:
            return True  # a bot thinking, or a friend asked on their phone
        stage = self.stage  # its buttons are placed each frame while the chain shows (kept from the last one else)
        return (bool(stage.view.chain) and not self.table.covered
                and any(button.key in ("block", "let") for button in stage.prompt_buttons))

    chain_owner: int | None = None
    """While a Block window's events are logged: the seat whose card the chain is about."""

    def log_about_you(self, event: Event) -> bool:
        """A card played on the viewer's shelter or hand, and what it did to them: marked in
        the move log (``account.touches``)."""
        return touches(event, self.table.viewer)

    def log_seat(self, event: Event) -> int | None:
        """A chain's Blocks and lets are filed under its card in the move log: the action's
        line carries the marker, each answer is indented under it."""
        if event.kind == "play":
            self.chain_owner = event.seat
        elif event.kind == "turn":
            self.chain_owner = None
        elif event.kind in ("block", "let") and self.chain_owner is not None:
            return self.chain_owner
        return event.seat

    # -- drawing ---------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        self._draw_deck(surface)
        self._draw_discard(surface)
        self._draw_marker(surface)
        self._draw_mat(surface)
        if self.table.own_seat() is not None:  # a shared board has no seat's row in the middle
            self._draw_mine(surface)

    def _label(self, surface: pygame.Surface, text: str, rect: pygame.Rect, colour: tuple[int, int, int] = CREAM,
               above: bool = False, px: int | None = None) -> None:
        gap = round(6 * self.table.scale)
        at, anchor = ((rect.centerx, rect.top - gap), "midbottom") if above else ((rect.centerx, rect.bottom + gap), "midtop")
        draw_text(surface, text, px or self.table.small(LABEL), at, colour, anchor=anchor, shadow=INK)

    def _draw_deck(self, surface: pygame.Surface) -> None:
        rect = self.lay.deck
        count = self.stage.view.obs.deck_size
        if count == 0:
            pygame.draw.rect(surface, CREAM, rect, 2, border_radius=max(4, rect.width // 9))
        for i in range(min(6, (count + 7) // 8)):
            self.stage.cards.draw(surface, CardSprite(None, rect.centerx - i * 1.5, rect.centery - i * 2.0,
                                                width=self.lay.pile_w), shadow_offset=3 if i == 0 else 0)
        self._label(surface, t("Deck · {count}", count=count), rect)

    def _draw_discard(self, surface: pygame.Surface) -> None:
        rect = self.lay.discard
        pile = self.stage.view.obs.discard
        if not pile:
            pygame.draw.rect(surface, (120, 140, 190), rect, 2, border_radius=max(4, rect.width // 9))
        for i, kind in enumerate(pile[-3:]):
            n = len(pile) - 3 + i
            self.stage.cards.draw(surface, CardSprite(kind, rect.centerx, rect.centery, angle=float((n * 37) % 11 - 5),
                                                width=self.lay.pile_w), shadow_offset=2)
        self._pile_label(surface, discard_words(self.table, self.lay, pile), rect)

    def _pile_label(self, surface: pygame.Surface, words: str, pile: pygame.Rect) -> None:
        """A pile's label under it, on two lines or smaller where its room is narrow (the discard's
        beside the log at 150%)."""
        box = pile_label_box(self.table, self.lay, words, pile)
        lines, px = fit_box(words, self.table.small(LABEL), box.size)
        for i, line in enumerate(lines):
            draw_text(surface, line, px, (box.centerx, box.top + i * line_height(px)), CREAM, anchor="midtop", shadow=INK)

    def _labels_over_flights(self, surface: pygame.Surface) -> None:
        """A card flying to or from a pile passes under the piles' labels, never over their words
        (a playtester read "Discard · 5 (click to brow" under a card on its way)."""
        flying = [flight.sprite.rect() for flight in self.stage.flights.flights]
        if not flying:
            return
        obs = self.stage.view.obs
        deck, discard = pile_label_rects(self.table, self.lay, obs.deck_size, obs.discard)
        if any(deck.colliderect(card) for card in flying):
            self._label(surface, t("Deck · {count}", count=obs.deck_size), self.lay.deck)
        if any(discard.colliderect(card) for card in flying):
            self._pile_label(surface, discard_words(self.table, self.lay, obs.discard), self.lay.discard)

    def _draw_marker(self, surface: pygame.Surface) -> None:
        rect = self.lay.marker
        obs = self.stage.view.obs
        s = self.table.scale
        if obs.llamagedon_by is None:
            pygame.draw.rect(surface, (90, 110, 170), rect, 2, border_radius=max(4, rect.width // 9))
            draw_text(surface, "?", round(30 * s), rect.center, (90, 110, 170), anchor="center", bold=True)
            self._label(surface, t("Llamagedón"), rect, (170, 184, 220), above=self.lay.marker_label_above,
                        px=self.lay.marker_label_px)
            return
        self.stage.cards.draw(surface, CardSprite(LLAMAGEDON_CARD, rect.centerx, rect.centery, angle=-4.0,
                                            width=self.lay.pile_w))

    def _draw_mat(self, surface: pygame.Surface) -> None:
        mat = self.lay.mat
        s = self.table.scale
        chain = self.stage.view.chain
        if not chain and self.table.my_turn() and three_colours_open(self.table.legal()):
            # You hold three colours: the mat, where that move is made, glows and says the rule in
            # a player's words (what it costs, what it gives); the discard pile it takes from glows too.
            rounded_panel(surface, mat, (14, 30, 58), 170, radius=round(18 * s), border=SKY, border_width=3)
            lead, note = three_colour_words()
            self._mat_words(surface, [(lead, self.table.small(LEAD), True, SKY_BRIGHT),
                                      (note, self.table.small(NOTE), False, CREAM)])
            ring = self.lay.discard.inflate(round(10 * s), round(10 * s))
            pygame.draw.rect(surface, SKY, ring, width=max(2, round(3 * s)), border_radius=round(10 * s))
            return
        rounded_panel(surface, mat, (8, 12, 34), 120, radius=round(18 * s), border=(90, 110, 170), border_width=2)
        if not chain:
            self._mat_words(surface, [(t("The table"), self.table.small(LEAD), True, (170, 184, 220)),
                                      (t("Play a Draw 2 here, or three colours for a discarded card"), self.table.small(NOTE), False, (150, 164, 200))])
            return
        cards: list[tuple[int, int]] = []
        for link in chain:
            for kind in link_cards(link.action):
                cards.append((kind, link.seat))
        shown = len(cards) - (self.stage.in_air if self.stage.flights.busy else 0)  # the newest still flying
        for (kind, _seat), (x, y, angle) in zip(cards[:shown], mat_spots(mat, self.lay.pile_w, len(cards), s)):
            self.stage.cards.draw(surface, CardSprite(kind, x, y, angle=angle, width=self.lay.pile_w), shadow_offset=3)

    def _mat_words(self, surface: pygame.Surface, words: list[tuple[str, int, bool, tuple[int, int, int]]]) -> None:
        """The mat's words centred on it, whole: wrapped, and smaller only where they must be
        (``mat_words.mat_lines``)."""
        mat = self.lay.mat
        s = self.table.scale
        colours = {bold: colour for _, _, bold, colour in words}
        lines = mat_lines([(text, px, bold) for text, px, bold, _ in words], mat.width - round(20 * s),
                          mat.height - round(12 * s))
        y = mat.centery - sum(round(px * LINE) for _, px, _ in lines) // 2
        for text, px, bold in lines:
            draw_text(surface, text, px, (mat.centerx, y + round(px * LINE) // 2), colours[bold], anchor="center",
                      bold=bold)
            y += round(px * LINE)

    def _draw_mine(self, surface: pygame.Surface) -> None:
        box = self.lay.mine
        s = self.table.scale
        rounded_panel(surface, box, (8, 12, 34), 90, radius=round(14 * s), border=(90, 110, 170), border_width=1)
        areas = self.stage.view.obs.areas[self.table.viewer]
        heading = self.heading()
        draw_text(surface, heading, self.table.small(LABEL), (box.left + round(12 * s), box.top + round(5 * s)),
                  GOLD, bold=True)
        if not areas and self.table.speaks_to_viewer():  # never asks the laptop to build for a phone
            room = pygame.Rect(box.left + round(12 * s), box.top + self.lay.mine_pad, box.width - round(24 * s),
                               box.height - self.lay.mine_pad - round(4 * s))
            # clear of the action buttons where the row reaches under them (1024x600 at 150%)
            room.width = min([room.width] + [b.left - round(8 * s) - room.left for b in self.table.frame.buttons
                                             if b.colliderect(room) and b.left > room.left])
            draw_fitted(surface, t("Drop two Resources of one colour here to build"), self.table.small(NOTE), room,
                        (150, 164, 200), anchor="center")
        rects = self.stage.shelter_rects(self.table.viewer)
        for shelter, rect in zip(areas, rects):
            self._draw_shelter(surface, shelter, rect, self.lay.mine_w)
        for shelter, rect in zip(areas, rects):  # over the next shelter's Protect corner
            self._draw_value(surface, shelter, rect)

    def heading(self) -> str:
        """Your shelter row's heading (the notice stands right of it)."""
        areas = self.stage.view.obs.areas[self.table.viewer]
        return (t("Your shelters · {count}", count=len(areas)) if self.table.speaks_to_viewer()
                else t("{name}'s shelters · {count}", name=self.table.names[self.table.viewer], count=len(areas)))

    def _draw_notice(self, surface: pygame.Surface, heading: str) -> None:
        """What hit you, on your shelter row's top edge right of its heading, until you act."""
        box = self.lay.mine
        s = self.table.scale
        left = box.left + round(24 * s) + text_width(heading, self.table.small(LABEL), True)
        room = box.right - round(12 * s) - left - round(20 * s)
        px = self.table.small(LABEL)  # never under the body size (it shrank to 8 px at 150%): it wraps instead
        rows = notice_rows(self.stage.notice, px, max(room, round(160 * s)))
        line_h = round(px * 1.3)
        pill = pygame.Rect(0, 0, max(text_width(row, px, True) for row in rows) + round(20 * s),
                           round(px * 1.6) + (len(rows) - 1) * line_h)
        pill.topright = (box.right - round(8 * s), box.top + round(3 * s))
        radius = round(px * 1.6) // 2
        rounded_panel(surface, pill, TERRACOTTA, 245, radius=radius, border=GOLD, border_width=2)
        top = pill.centery - (len(rows) - 1) * line_h / 2
        for index, row in enumerate(rows):
            draw_text(surface, row, px, (pill.centerx, round(top + index * line_h)), CREAM, anchor="center", bold=True)

    def _draw_shelter(self, surface: pygame.Surface, shelter: tuple[int, ...], rect: pygame.Rect, width: int) -> None:
        """A Shelter card, or a Built Shelter as two overlapping Resources; a Protect tucked
        behind it, its corner showing on the left, so the shelter's own face stays whole."""
        cards = [c for c in shelter if c != PROTECT]
        cy = rect.centery
        if len(cards) == 1:
            xs = [rect.centerx]
        else:
            xs = [rect.left + width // 2, rect.right - width // 2]
        if PROTECT in shelter:
            self.stage.cards.draw(surface, CardSprite(PROTECT, xs[0] - width * 0.36, cy - width * 0.12, angle=9.0,
                                                      width=round(width * 0.92)), shadow_offset=2)
        for i, (kind, x) in enumerate(zip(cards, xs)):
            self.stage.cards.draw(surface, CardSprite(kind, x, cy, angle=(-3.0 if i == 0 else 3.0) if len(cards) > 1 else 0.0,
                                                width=width), shadow_offset=2)

    def _draw_value(self, surface: pygame.Surface, shelter: tuple[int, ...], rect: pygame.Rect,
                    rival: bool = False) -> None:
        """The shelter's tie-break value on a gold-edged tag on its top right corner (a square,
        not the hand's round count badge): the results break a tie on these numbers, so the
        player sees them all game."""
        px = self.table.small(NOTE)
        tag, px = value_tag(rect, rival_tag_px(px, rival_card_width(rect)) if rival else px)
        radius = max(3, tag.height // 4)
        pygame.draw.rect(surface, INK, tag.inflate(2, 2), border_radius=radius + 1)
        pygame.draw.rect(surface, CREAM, tag, border_radius=radius)
        pygame.draw.rect(surface, GOLD, tag, 2, border_radius=radius)
        draw_text(surface, str(shelter_value(shelter)), px, tag.center, INK, anchor="center", bold=True)

    def _draw_tie_line(self, surface: pygame.Surface, rect: pygame.Rect, top: int, total: int) -> None:
        """Your panel's tie-break line under ``top``: whole, a little smaller, or its short form
        ("Tie-break: 15") where the panel is short (150%); its place is kept for its tooltip."""
        s = self.table.scale
        width, bottom = rect.width - round(24 * s), rect.bottom - round(6 * s)
        for words in (value_words(total), value_words(total, short=True)):
            px = self.table.small(NOTE)
            least = max(12, round(px * 0.8))
            rows = wrap(words, px, width)
            while px > least and top + len(rows) * round(px * 1.25) > bottom:
                px -= 1  # a little smaller rather than left out (Japanese at 150%)
                rows = wrap(words, px, width)
            step = round(px * 1.25)
            if top + len(rows) * step <= bottom:  # whole, or not at all
                drawn = [draw_text(surface, row, px, (rect.left + round(12 * s), top + index * step), (200, 214, 200))
                         for index, row in enumerate(rows)]
                self.stage.tie_line = drawn[0].unionall(drawn[1:]).move(-rect.left, -rect.top)  # (the panel's own)
                return

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        s = self.table.scale
        obs = self.stage.view.obs
        count = obs.hand_sizes[seat]
        if seat == self.table.own_seat():
            y = max(rect.top + round(54 * s), top + 2)
            over = over_limit(obs, seat)
            if over is not None:  # said while there is still time to build or play (a playtest lost 4 cards)
                room = rect.right - rect.left - round(20 * s)  # the shorter words where the long ones would not fit
                words = next((w for w in (t("{count} cards: over the limit of {limit}", count=count, limit=over.limit),
                                          t("{count} cards, limit {limit}", count=count, limit=over.limit))
                              if text_width(w, self.table.small(LABEL), True) <= room),
                             t("{count} cards, limit {limit}", count=count, limit=over.limit))
                line = draw_text(surface, words, self.table.small(LABEL), (rect.left + round(12 * s), y), OVER_INK,
                                 bold=True)
            else:
                line = draw_text(surface, t("{count} card in hand", count=count) if count == 1
                                 else t("{count} cards in hand", count=count),
                                 self.table.small(LABEL), (rect.left + round(12 * s), y), CREAM)
            built = len(obs.areas[seat])
            line = draw_text(surface, t("{count} shelter", count=built) if built == 1 else t("{count} shelters", count=built),
                             self.table.small(LABEL), (rect.left + round(12 * s), max(rect.top + round(76 * s), line.bottom + 2)),
                             GOLD, bold=True)
            self.stage.tie_line = None
            if built:  # the numbers on the shelters' corners, said once where the player reads their own
                self._draw_tie_line(surface, rect, line.bottom + 2, sum(shelter_value(shelter) for shelter in obs.areas[seat]))
            return
        back_w = round(BACK_W * s)
        stack_top = max(rect.top + round(56 * s), top + round(7 * s) + 2)  # the count badge stays under the header
        bx, by = rect.left + round(12 * s) + back_w // 2, stack_top + card_height(back_w) // 2
        for i in range(min(3, count)):
            self.stage.cards.draw(surface, CardSprite(None, bx + i * 3, by - i * 2, width=back_w), shadow_offset=2)
        badge, radius = count_badge(rect, s, stack_top)
        pygame.draw.circle(surface, INK, badge.center, radius)
        pygame.draw.circle(surface, GOLD, badge.center, radius - 2)
        draw_text(surface, str(count), self.table.small(NOTE), badge.center, INK, anchor="center", bold=True)
        offset = (rect.left - self.table.panel_rect(seat).left, rect.top - self.table.panel_rect(seat).top)
        areas = obs.areas[seat]
        rects = [srect.move(offset) for srect in self.stage.shelter_rects(seat)]
        for shelter, srect in zip(areas, rects):
            self._draw_shelter(surface, shelter, srect, rival_card_width(srect))
        for shelter, srect in zip(areas, rects):
            self._draw_value(surface, shelter, srect, rival=True)
        px = max(12, self.table.small(NOTE))
        for words, box in shelter_captions(areas, rects, rect.inflate(-4, -4), px, self.count_rect(rect, len(areas))):
            draw_text(surface, words, px, box.center, CREAM, anchor="center", bold=True)
        if not areas:
            draw_text(surface, t("no shelters"), self.table.small(NOTE), (badge.right + round(8 * s), badge.bottom + round(10 * s)),
                      (170, 184, 220))
        count = self.count_rect(rect, len(areas))
        draw_text(surface, f"{len(areas)}", self.table.small(LEAD), count.bottomright, GOLD, anchor="bottomright", bold=True)

    def count_rect(self, rect: pygame.Rect, count: int) -> pygame.Rect:
        """Where a rival panel's count of shelters stands, at its bottom right."""
        s, px = self.table.scale, self.table.small(LEAD)
        box = pygame.Rect(0, 0, text_width(str(count), px, True), round(px * 1.2))
        box.bottomright = (rect.right - round(14 * s), rect.bottom - round(8 * s))
        return box

    def seat_signature(self, seat: int) -> Any:
        obs = self.stage.view.obs
        return (obs.hand_sizes[seat], obs.areas[seat], seat == self.table.own_seat(), self.table.viewer, self.lay.mini_w)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.hint_tip_cleared = clear_hint_of_tips(self.table, self.hint_tip_cleared)
        dragging = self.stage.fan.dragging
        if dragging is not None and not self.stage.asked():
            legal_keys = self._legal_keys(int(dragging.value))
            reason = None if self.stage.hover_reason is None else self.table.moves.reason_words(self.stage.hover_reason)
            self.table.drops.draw(surface, self.stage.hover_target, reason, self.table.small(LEAD),
                                  glow=lambda t: t.key in legal_keys, held=dragging.rect().inflate(14, 14).move(6, 6))
        self._draw_targeted(surface)
        self.stage.effects.draw(surface)
        self.stage.flights.draw(surface)
        self._labels_over_flights(surface)
        if self.stage.notice and self.table.own_seat() is not None and not self.shows_asked(self.table.viewer):  # over the points flying off your shelter ("−1"), never under them
            self._draw_notice(surface, self.heading())
        state = self.stage.recap
        if dragging is None and recap.due(self.table, state):
            # what the room keeps by now follows from these (the tip or a hint, the log, the panels)
            advice = self.table.coach.current()
            key = (self.table.frame.size, self.table.text_scale, len(state.lines), self.table.view.moves,
                   state.opened, self.table.coach.shown_tip, None if advice is None else advice.text,
                   tuple(self.table.frame.log), self.table.frame.status_y)
            if state.plan is None or state.planned_for != key:
                state.plan = (recap.opened_plan(self.table, state.lines) if state.opened
                              else recap.plan(self.table, state.lines, self.table.room))
                state.planned_for = key
            recap.draw(surface, self.table, state.plan)
            self.table.room.keep(state.plan.shown)
        else:
            state.plan = None
        # what the last Steal took, at both seats, after "Since your turn" (planned without the
        # tags, it stood over one at 1280x800 and 150% with four seats): clear of it, of your
        # hand and of the chain's band (it hid "Stole…")
        chain = [self.stage.panel.rect] if self.stage.view.chain and self.stage.panel is not None else []
        draw_taken(surface, self.table, self.stage.taken, avoid=[card.rect() for card in self.stage.fan.cards] + chain)
        pill = self.table.status.pill()  # a lifted card rises no higher than the turn prompt's foot
        self.stage.fan.ceiling = (pill[0].bottom + round(3 * self.table.scale)
                                  if pill is not None and pill[0].bottom < self.lay.fan_anchor[1] else None)
        band = False
        if self.stage.view.chain and not self.table.covered:
            self.stage.place_prompt()
            panel, fan = self.stage.panel, self.stage.fan
            # under your shelter row, or a long chain at a large Size reaching down: it lies over the hand's top
            band = self.stage.band or (panel is not None and fan.dragging is None and bool(fan.cards)
                                       and panel.rect.bottom > min(c.rect().top for c in fan.cards))
            if band:
                self.stage.fan.draw(surface)
            self._draw_prompt(surface)
        if not band:
            self.stage.fan.draw(surface)
        self._draw_end_turn_call(surface)
        if not self.stage.view.chain:  # what the card under the pointer does (card_tips.py)
            draw_card_tip(surface, self.table)
        if self.stage.shower is not None:
            obs = self.stage.view.obs
            drawer = obs.llamagedon_by
            banner = [t("LLAMAGEDÓN!")]
            if drawer is not None:
                who = t("You") if drawer == self.table.sight.narrator().viewer else self.table.names[drawer]
                banner += [t("{name} drew the card: every Built Shelter in hand is laid down.", name=who),
                           t("Two more rounds")]
            self.stage.shower.draw(surface, banner, self.table.scale, self.table.text_scale)

    def _draw_end_turn_call(self, surface: pygame.Surface) -> None:
        """With only a pass possible, a slow gold ring around End turn: the one thing to do."""
        table = self.table
        button = table.controls.buttons.get("pass")
        if button is None or table.covered or not table.my_turn() or not only_pass(table.legal()):
            return
        s = table.scale
        glow = 0.5 + 0.5 * abs(((table.time * 1.2) % 2.0) - 1.0)
        ring = button.rect.inflate(round(12 * s), round(12 * s))
        colour = tuple(round(c * (0.55 + 0.45 * glow)) for c in GOLD)
        pygame.draw.rect(surface, INK, ring.inflate(4, 4), max(3, round(4 * s)) + 2, border_radius=round(12 * s))
        pygame.draw.rect(surface, colour, ring, max(3, round(4 * s)), border_radius=round(10 * s))

    def _legal_keys(self, kind: int) -> set[Hashable]:
        """The targets that take a card of ``kind`` now (cached per position and card)."""
        cache_key = (self.table.view.stamp, self.table.my_turn(), kind, len(self.table.drops.targets))
        if self.keys_cache is not None and self.keys_cache[0] == cache_key:
            return self.keys_cache[1]
        keys: set[Hashable] = set()
        intents = intents_of(self.table)
        obs, me, legal = self.stage.view.obs, self.table.viewer, self.table.legal()
        for target in self.table.drops:
            if candidates(kind, target.key, obs, me, legal) and intents.judge(kind, target.key)[1] is None:
                keys.add(target.key)
        self.keys_cache = (cache_key, keys)
        return keys

    def _draw_targeted(self, surface: pygame.Surface) -> None:
        """During a Block window, the shelter an Attack or Steal aims at glows red; the place a
        card is landing on is ringed in gold while it lands."""
        landing = self.stage.landing
        if landing is not None and landing.shown(self.table.time):
            width = max(2, round(3 * self.table.scale))
            pygame.draw.rect(surface, INK, landing.rect.inflate(4, 4), width + 2, border_radius=round(10 * self.table.scale))
            pygame.draw.rect(surface, GOLD, landing.rect, width, border_radius=round(8 * self.table.scale))
        ring = self.stage.target_ring()
        if ring is not None:
            pygame.draw.rect(surface, TERRACOTTA, ring, max(2, round(3 * self.table.scale)),
                             border_radius=round(8 * self.table.scale))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """The chain's panel: every link in words; its answers when someone here is asked."""
        panel = self.stage.panel
        if panel is None:
            return
        if self.stage.prompt_buttons:
            veil(surface, (4, 6, 18, 90))  # the table recedes behind the question
        draw_panel(surface, panel, self.stage.cards, self.table.text_scale)
        self.table.room.keep(panel.rect)  # a message that comes now stands clear of the whole panel
        for button in self.stage.prompt_buttons:
            button.draw(surface, self.table.small(LEAD), button.rect.collidepoint(self.stage.mouse))

    def status_line(self) -> str:
        obs = self.stage.view.obs
        if self.table.match.is_over():
            return t("The game is over.")
        if self.stage.view.chain and not self.table.covered and obs.phase is Phase.BLOCK:
            return ""  # the chain's panel says it all, in whole sentences (chain.py)
        if self.table.my_turn():
            over = over_limit(obs, self.table.viewer)
            if over is not None:
                return limit_status(over, only_pass(self.table.legal()))
            if only_pass(self.table.legal()):
                return t("Nothing you hold can be played this turn: press End turn (P).")
            return t("Your turn: drag a card onto its target, build, or end your turn.")
        if obs.phase is Phase.BLOCK:
            current = self.table.match.current_seat()
            chain = self.stage.view.chain
            if current is not None and not (chain and chain[-1].seat == current):  # never its own card
                return (t("Anyone blocking?") if self.table.hides_who_is_asked()
                        else t("{name} may block it…", name=self.table.names[current]))
        return self.table.status.default()


__all__ = ["LlamagedonPainter"]
