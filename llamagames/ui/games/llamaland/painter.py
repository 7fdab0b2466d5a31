"""What the Llamaland table shows: the estates, the supply, the collections, the objectives.

The still parts go into the kit's opaque backdrop, repainted region by region
(``still_regions``); then your estate, the rivals' estates over their panels, and what moves
above (flying pieces, the tile in hand, a dragged piece, a tooltip). The state
drawn is the stage's (``stage.py``), the rectangles the layout's.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from ....i18n import t
from ....rules.llamaland import (
    HUTS,
    LLAMA_PHASE,
    MAIN,
    MARKER,
    PLACE,
    START,
    EndTurn,
    Feed,
    LlamalandState,
    PlaceMarker,
    TakeStack,
    UseCharacter,
)
from ....rules.llamaland.components import (
    CHARACTERS,
    COIN,
    CROP_NAMES,
    CROPS,
    MARKERS_PER_PLAYER,
    OBJECTIVES,
    SHAPE_ORDER,
    TILES,
    TWO_PLAYER_CLOSED_SPACE,
)
from ....rules.llamaland.estate import FRONT
from ... import assets
from ...access import seat_colour
from ...palette import CREAM, GOLD, INK, INK_SOFT, PANEL, PAPER, RUST, SKY, SKY_BRIGHT, TERRACOTTA
from ...scale import MIN_TEXT
from ...table.parts import Painter
from ...table.scene import StillRegion
from ...table.seat_panel import draw_seat_panel
from ...text import (
    draw_fitted,
    draw_text,
    fit_box,
    fit_text,
    line_height,
    rounded_panel,
    shrink_to_fit,
    text_width,
)
from .card_strip import draw_card_strip, own_strip, points_line
from .drop_tag import DropTag
from .ending import empty_piles, piles_words, tiles_words
from .estate_parts import TileDrag, feed_label, markers_left
from .estate_view import EstateView
from .gains import bonus_words, gains_short
from .ghost_label import fit_label, fixed_place
from .layout import LandLayout, LlamalandLayout, characters_title, layout_of, stack_caption
from .painting import ICON_FILES, level_tint
from .pieces import (
    OBJECTIVE_COLOUR,
    OBJECTIVE_LETTER,
    card_back,
    character_card,
    llama_column,
    marked_value,
    seat_marker,
    tile_image,
    used_card,
)
from .progress import progress, progress_short
from .spot_marks import icon_boxes
from .stage import LlamalandStage, stage_of
from .tooltip import draw_tooltip

MET = (70, 140, 70)
"""An objective's count once it is met."""


class LlamalandPainter(Painter):
    """The Llamaland table drawn in the kit's order, and the words of its frame."""

    _label_px = 15
    """The ghost label's words' size, as ``ghost_label`` last fitted them to its room."""
    _label_keys = ""
    """The keys said under the ghost's label where its room has a line to spare."""
    tip_rect: pygame.Rect | None = None
    """Where the tooltip of the last frame stood (None: none drawn on it)."""
    _label_now: tuple[pygame.Rect, list[str], tuple[int, int, int]] | None = None
    """The ghost's label on the frame being drawn (``ghost_label``, found once in ``draw_table``)."""

    @property
    def stage(self) -> LlamalandStage:
        return stage_of(self.table)

    @property
    def layout(self) -> LlamalandLayout:
        return layout_of(self.table)

    @property
    def lay(self) -> LandLayout:
        return layout_of(self.table).lay

    @property
    def st(self) -> LlamalandState:
        return stage_of(self.table).st

    @property
    def scale(self) -> float:
        return self.table.scale

    def draw_table(self, surface: pygame.Surface) -> None:
        """Your estate (the still parts around it are the kit's backdrop: ``still_regions``);
        the table's messages and tooltips stand in its field, which has no free felt elsewhere."""
        room = self.table.room
        room.messages = self.lay.estate_view_rect()
        # your estate is a picture: a message stands off it where the field has room (one apart,
        # smaller, first of all), and lies over it rather than over words where it has none (at
        # 1024x640 and 150% in Japanese a message kept off it lay under the Hint button)
        for rect in self.layout.pieces()["own"]:
            room.soften(rect)
        # the ghost's label is read first of all while a tile is in hand: kept from the start of
        # the frame, so what is placed after it (the status line's tip, a message) stands clear
        self._label_now = self.ghost_label()
        if self._label_now is not None:
            room.keep(self._label_now[0])
        view = self.stage.views[self.table.viewer]
        # its icons are read like words (a refusal stood over them, at 150% on a grown estate):
        # a message goes over grass before them; and the tile a refusal is about stays in sight
        room.keep(*icon_boxes(view.estate, view.projection), view.ghost_box())
        view.draw(surface)
        if "_drop" not in self.__dict__:
            self._drop = DropTag()
        others = [self._label_now[0]] if self._label_now is not None else []
        tag = self._drop.show(surface, view, self.stage.drag if self.label_shows() and not self.stage.turn_needed()
                              else None, self.table.small(14), others + self.bubbles())
        if tag is not None:  # what the tile earns, beside it (``drop_tag.py``): nothing placed later covers it
            room.keep(tag)

    def draw_above_panels(self, surface: pygame.Surface) -> None:
        """The rivals' estates over their panels (one first painting per frame, so the table
        opens without a stall), and the estate enlarged under the pointer."""
        cold = 0
        for seat in self.layout.opponents():
            view = self.stage.views[seat]
            if view.renders == 0:
                cold += 1
                if cold > 1:
                    continue
            view.draw(surface)
        shown = self.stage.enlarged_seat()
        if shown is not None:
            self._draw_enlarged(surface, shown)

    def still_regions(self) -> list[StillRegion]:
        """The backdrop's regions (with room for glows): the supply, your estate's frame, your
        collection and the objectives, each keyed by what it shows."""
        mine = self.table.my_turn()
        phase = self.stage.phase()
        drag = self.stage.drag.shape if self.stage.drag is not None else None
        pad = max(3, round(4 * self.scale))
        look = self.table.drawing.seat_look(self.table.viewer)
        dots = int(self.table.time * 2.5) % 3 if look.thinking else 0
        regions = [
            StillRegion("supply", self.lay.supply.inflate(pad * 2, pad * 2), (self.stage.version, mine, phase, drag),
                        self._draw_supply),
            StillRegion("estate", self.lay.estate.inflate(pad * 2, pad * 2), (self.table.names[self.table.viewer], len(self.table.humans)),
                        self._draw_my_estate, reads=pygame.Rect(self.lay.estate.topleft, (self.lay.estate.width, self.lay.header))),
            StillRegion("mine", self.lay.mine.inflate(pad * 2, pad * 2),
                        (self.stage.version, mine, phase, self.stage.dragging_piece is not None, look, dots), self._draw_mine),
        ]
        if self.st.objectives:
            regions.append(StillRegion("objectives", self.lay.objectives.inflate(pad * 2, pad * 2),
                                       (self.stage.version, mine), self._draw_objectives))
        return regions

    def _draw_supply(self, surface: pygame.Surface) -> None:
        lay, s, st = self.lay, self.scale, self.st
        rounded_panel(surface, lay.supply, PANEL, 150, radius=round(12 * s))
        phase = self.stage.phase()
        small = self.table.small(13)
        held_shape = TILES[st.turn.tile].shape if phase == PLACE and self.stage.drag is None else None
        for shape, rect in zip(SHAPE_ORDER, lay.stacks):
            stack = st.stacks[SHAPE_ORDER.index(shape)]
            takeable = phase == START and TakeStack(shape) in self.table.legal()
            if takeable:
                rounded_panel(surface, rect.inflate(6, 6), SKY_BRIGHT, 90, radius=round(10 * s))
            rounded_panel(surface, rect, (34, 60, 46), 200, radius=round(10 * s),
                          border=SKY if takeable else (110, 140, 120), border_width=2 if takeable else 1)
            # The held tile floats over its stack (drawn below), so its caption says so in the
            # stack's caption line rather than over the tile's picture.
            caption, colour = (t("in hand"), GOLD) if shape == held_shape else (f"{shape}  ×{len(stack)}", CREAM)
            # smaller words before they run out of the slot ("in hand" at 150% on 2560x1440)
            lines, px = stack_caption(caption, small, rect)
            for i, words in enumerate(reversed(lines)):
                draw_text(surface, words, px, (rect.centerx, rect.bottom - round(3 * s) - i * line_height(px)), colour,
                          anchor="midbottom", bold=True)
            middle = self.layout.stack_middle(SHAPE_ORDER.index(shape))  # the tile above its caption
            in_hand = self.stage.drag is not None and self.stage.drag.shape == shape and phase == START
            if not stack or in_hand:
                if in_hand:
                    box = pygame.Rect(0, 0, rect.width - 4, 2 * line_height(small))  # a second line, not past the slot
                    box.center = middle
                    draw_fitted(surface, t("in hand"), small, box, GOLD, anchor="center")
                continue
            image = tile_image(stack[-1], FRONT, 0, lay.tile_cell)
            surface.blit(image, image.get_rect(center=middle))
        # The tile held (after an undo) floats above its stack.
        if phase == PLACE and self.stage.drag is None:
            tile = st.turn.tile
            rect = lay.stacks[SHAPE_ORDER.index(TILES[tile].shape)]
            image = tile_image(tile, FRONT, 0, lay.tile_cell)
            rounded_panel(surface, rect.inflate(6, 6), GOLD, 110, radius=round(10 * s))
            surface.blit(image, image.get_rect(center=self.layout.stack_middle(SHAPE_ORDER.index(TILES[tile].shape))))
        # Character row and pile.
        huts = phase == HUTS
        pile = lay.pile
        if st.char_pile:
            if huts:
                rounded_panel(surface, pile.inflate(8, 8), SKY_BRIGHT, 120, radius=round(8 * s))
            surface.blit(card_back(lay.card_w, lay.card_h), pile)
            count, size = pile_count(len(st.char_pile), self.table.small(15), pile.width, s)
            draw_text(surface, count, size, pile.center, CREAM, anchor="center", bold=True, shadow=INK)
        draw_text(surface, t("Characters"), small, (pile.left, lay.supply.y + round(4 * s)), CREAM, bold=True)
        for card, rect in zip(st.char_row, lay.row):
            if huts:
                rounded_panel(surface, rect.inflate(8, 8), SKY_BRIGHT, 120, radius=round(8 * s))
            surface.blit(character_card(card, lay.card_w, lay.card_h), rect)

    def _draw_my_estate(self, surface: pygame.Surface) -> None:
        lay, s = self.lay, self.scale
        rounded_panel(surface, lay.estate, (30, 22, 14), 70, radius=round(14 * s), border=(200, 180, 140), border_width=1)
        name = (t("Your estate") if self.table.speaks_to_viewer()
                else t("{name}'s estate", name=self.table.names[self.table.viewer]))
        title = draw_text(surface, name, self.table.small(15), (lay.estate.x + round(12 * s), lay.estate.y + round(5 * s)),
                          CREAM, bold=True)
        self._draw_legend(surface, title.right + round(12 * s))

    def _draw_legend(self, surface: pygame.Surface, left: int) -> None:
        """Level colours, so a height reads at a glance in either view (their heading where it
        has room right of the estate's title, ``left``)."""
        s = self.scale
        size = self.table.small(12)
        x = self.lay.estate.right - round(10 * s)
        y = self.lay.estate.y + round(6 * s)
        box = round(14 * s)
        for level in range(6, 0, -1):
            label = f"{level}" + ("+" if level == 6 else "")
            w = text_width(label, size, True)
            x -= w + 4
            draw_text(surface, label, size, (x, y + box // 2), CREAM, anchor="midleft", bold=True)
            x -= box + 2
            pygame.draw.rect(surface, level_tint(level), (x, y, box, box), border_radius=3)
            pygame.draw.rect(surface, INK, (x, y, box, box), 1, border_radius=3)
            x -= round(8 * s)
        heading = t("Levels (N: numbers on every square):")
        if x - text_width(heading, size) >= left:
            draw_text(surface, heading, size, (x, y + box // 2), CREAM, anchor="midright")

    def _draw_mine(self, surface: pygame.Surface) -> None:
        lay, s, st = self.lay, self.scale, self.st
        seat = self.table.viewer
        draw_seat_panel(surface, lay.mine_head, self.table.drawing.seat_look(seat), self.table.text_scale, self.table.time)
        player = st.players[seat]
        self._draw_stats(surface, seat, lay.stats, self.table.small(15), big=True)
        # Markers left (drag one onto an objective in the marker phase).
        left = MARKERS_PER_PLAYER - len(st.markers_of(seat))
        if st.objectives:
            rect = self.layout.reserve_rect()
            if self.stage.phase() == MARKER and left:
                rounded_panel(surface, rect.inflate(6, 6), SKY_BRIGHT, 120, radius=round(8 * s))
            r = rect.height // 2 - 1
            for i in range(left):
                seat_marker(surface, (rect.right - r - i * round(17 * s), rect.centery), r, seat)
        # Characters: used ones dimmed and ticked where they lie.
        rounded_panel(surface, lay.char_panel, PANEL, 185, radius=round(14 * s))
        used = st.turn.used if st.turn.seat == seat else frozenset()
        phase = self.stage.phase()
        usable = {(CHARACTERS[a.card].kind, CHARACTERS[a.card].crops) for a in self.table.legal() if isinstance(a, UseCharacter)}
        title = t("Your characters") if player.characters else t("No characters yet")
        inner = lay.char_panel.width - round(20 * s)
        heads, px = characters_title(title, self.table.small(13), inner)  # two lines in a narrow panel
        y = lay.mine.y + round(8 * s)
        for head in heads:
            draw_text(surface, head, px, (lay.char_panel.x + round(10 * s), y), CREAM, bold=True)
            y += line_height(px)
        if not player.characters:  # how to recruit one, where the panel has room for all of it
            y = max(y + round(2 * s), lay.mine.y + round(30 * s))
            below = pygame.Rect(lay.char_panel.x + round(10 * s), y, inner, lay.char_panel.bottom - round(6 * s) - y)
            how = t("Cover a Huts icon with a tile to recruit one.")
            lines, size = fit_box(how, self.table.small(12), below.size)
            if len(lines) * line_height(size) <= below.height:
                draw_fitted(surface, how, self.table.small(12), below, (200, 214, 200), anchor="topleft")
        for card, rect in self.stage.my_character_rects():
            image = character_card(card, rect.width, rect.height)
            data = CHARACTERS[card]
            if card in used:  # dimmed with a tick, in its own place: the row never moves
                surface.blit(used_card(card, rect.width, rect.height), rect)
                continue
            if phase in (START, MAIN) and (data.kind, data.crops) in usable:
                rounded_panel(surface, rect.inflate(8, 8), SKY_BRIGHT, 120, radius=round(8 * s))
            surface.blit(image, rect)
        if phase == LLAMA_PHASE and self.stage.dragging_piece is None:
            src = lay.llama_source
            rounded_panel(surface, src.inflate(10, 10), SKY_BRIGHT, 150, radius=round(10 * s))
            figure = assets.llama_figure(src.height, 0)
            surface.blit(figure, figure.get_rect(midbottom=src.midbottom))
        # Llama card columns: the feeding place.
        rounded_panel(surface, lay.llama_panel, PANEL, 185, radius=round(14 * s))
        draw_text(surface, t("Llama cards"), self.table.small(13), (lay.llama_panel.x + round(10 * s), lay.mine.y + round(8 * s)),
                  CREAM, bold=True)
        room = lay.llama_panel.width - round(30 * s) - text_width(t("Llama cards"), self.table.small(13), True)
        for figures in (t("{count} figures left", count=st.supply_llamas), t("{count} left", count=st.supply_llamas)):
            if text_width(figures, self.table.small(12)) <= room:
                draw_text(surface, figures, self.table.small(12), (lay.llama_panel.right - round(10 * s), lay.mine.y + round(9 * s)),
                          (200, 214, 200), anchor="topright")
                break
        feedable = {a.crop for a in self.table.legal() if isinstance(a, Feed)}
        for crop, rect, values in zip(CROPS, lay.columns, st.llama_columns):
            llama_column(surface, rect, crop, values, self.table.small(12), crop in feedable)
        self._draw_ending(surface, lay.ending)

    def _draw_ending(self, surface: pygame.Surface, at: pygame.Rect) -> None:
        """Under the llama cards: how many empty piles end the game (and how many are empty),
        or that this round is the last."""
        size = self.table.small(12)
        said = piles_words(self.st)
        text = next((words for words in said if text_width(words, size, True) <= at.width), said[-1])
        colour = GOLD if self.st.triggered or empty_piles(self.st)[0] else (200, 214, 200)
        # the shortest words on two lines where the layout gave them room (a long language)
        draw_fitted(surface, text, size, at, colour, anchor="center", bold=True)

    def _draw_stats(self, surface: pygame.Surface, seat: int, at: pygame.Rect, size: int, big: bool) -> None:
        """A collection: crops and coins, then foundations, llamas and points so far."""
        s = self.scale
        player = self.st.players[seat]
        icon = max(12, round(size * 1.1))
        x, y = at.x, at.y
        for item in (*CROPS, COIN):
            count = player.coins if item == COIN else player.crop(item)
            surface.blit(assets.art_icon("llamaland", ICON_FILES[item], icon), (x, y))
            x = draw_text(surface, str(count), size, (x + icon + 2, y + icon // 2), CREAM,
                          anchor="midleft", bold=True).right + round(9 * s)
        points = self.stage.points[seat]["total"] if seat < len(self.stage.points) else 0
        llamas = len(player.estate.llamas())
        llama_word = t("{count} llama", count=llamas) if llamas == 1 else t("{count} llamas", count=llamas)
        if big:  # your own llama cards, then your points and foundations left
            line = self.table.small(13)
            strip = own_strip(at, size, line, s)
            if player.llama_cards:
                draw_card_strip(surface, strip, player.llama_cards)
            else:
                none = t("No llama cards yet")
                draw_text(surface, none, shrink_to_fit(none, line, strip.width, round(13 * s)), (at.x, strip.centery),
                          (200, 214, 200), anchor="midleft")
            markers = MARKERS_PER_PLAYER - len(self.st.markers_of(seat)) if self.st.objectives else 0
            room = self.layout.reserve_rect().right - markers * round(17 * s) - at.x - round(6 * s)
            tiles = " · {count} foundation tile left" if player.foundations == 1 else " · {count} foundation tiles left"
            so_far = "{points} point so far" if points == 1 else "{points} points so far"
            count = player.foundations
            brief = t(" · ").join([t("{points} pt" if points == 1 else "{points} pts", points=points),
                                   t("{count} foundation" if count == 1 else "{count} foundations", count=count)])
            texts = [t(key, points=points, count=count)
                     for key in (so_far + tiles, ("{points} point" if points == 1 else "{points} points") + tiles)]
            # the foundations left stay in the short form too: a playtest never saw that they run
            # out, and at 150% on 1920x1080 the short form did not fit beside the markers and the
            # line said the points alone: its words get smaller (never under 12 px) before that
            px = line
            for text in (*texts, brief):
                if text_width(text, line, True) <= room:
                    break
            else:
                text = brief
                px = shrink_to_fit(brief, line, room, MIN_TEXT, True)
                if text_width(brief, px, True) > room:  # the foundations, without the points
                    text = t("{count} foundation" if count == 1 else "{count} foundations", count=count)
                    px = shrink_to_fit(text, line, room, MIN_TEXT, True)
            draw_text(surface, text, px, points_line(at, size, line, s).topleft, GOLD, bold=True)
            return
        room = at.right - x
        if points == 1:
            short = (t("{points} pt · {llamas}", points=points, llamas=llama_word), t("{points} pt", points=points))
        else:
            short = (t("{points} pts · {llamas}", points=points, llamas=llama_word), t("{points} pts", points=points))
        for text in short:
            if text_width(text, size, True) <= room:
                draw_text(surface, text, size, (x, y + icon // 2), GOLD, anchor="midleft", bold=True)
                break

    def _draw_objectives(self, surface: pygame.Surface) -> None:
        st, s = self.st, self.scale
        if not st.objectives:
            return
        box = self.lay.objectives
        rounded_panel(surface, box, PANEL, 185, radius=round(12 * s))
        draw_text(surface, t("Objectives"), self.table.small(14), (box.x + round(10 * s), box.y + round(6 * s)), CREAM, bold=True)
        legal = [a for a in self.table.legal() if isinstance(a, PlaceMarker)]
        targets = {(a.objective, a.space) for a in legal}
        size = self.table.small(13)
        for i, key in enumerate(st.objectives):
            data = OBJECTIVES[key]
            row = self.layout.objective_row(i)
            colour = OBJECTIVE_COLOUR[data.colour]
            rounded_panel(surface, row, PAPER, 235, radius=round(6 * s))
            tag = pygame.Rect(row.x, row.y, round(20 * s), row.height)
            pygame.draw.rect(surface, colour, tag, border_top_left_radius=round(6 * s), border_bottom_left_radius=round(6 * s))
            draw_text(surface, OBJECTIVE_LETTER[data.colour], size, tag.center, CREAM, anchor="center", bold=True)
            title = t(data.title.replace(" (golden)", ""))
            mine = self.st.players[self.table.viewer]
            have, need = progress(key, mine)
            count = progress_short(key, mine)
            right = self.layout.space_rect(i, 0).left - round(5 * s)
            smallest = max(MIN_TEXT, size - 4)
            room = right - text_width(count, size, True) - tag.right - round(12 * s)
            if text_width(title, smallest) > room:
                count, room = "", right - tag.right - round(8 * s)  # the name first: the count is in its tooltip
            else:
                draw_text(surface, count, size, (right, row.centery), MET if need is not None and have >= need else RUST,
                          anchor="midright", bold=True)
            title_px = size
            while title_px > smallest and text_width(title, title_px) > room:  # smaller before an ellipsis
                title_px -= 1
            at = (tag.right + round(5 * s), row.centery)
            if text_width(title, title_px) > room and text_width(title, title_px) * 0.72 <= room:
                words = assets.font(title_px).render(title, True, INK)  # condensed sideways, its height kept
                words = pygame.transform.smoothscale(words, (room, words.get_height()))
                surface.blit(words, words.get_rect(midleft=at))
            else:
                draw_text(surface, fit_text(title, title_px, room), title_px, at, INK, anchor="midleft")
            for space in range(3):
                rect = self.layout.space_rect(i, space)
                centre = rect.center
                r = rect.width // 2 - 1
                holder = st.markers[i][space]
                closed = st.num_players == 2 and space == TWO_PLAYER_CLOSED_SPACE
                if (key, space) in targets:
                    pygame.draw.circle(surface, SKY_BRIGHT, centre, r + 3)
                if holder >= 0:  # the value stays readable on the marker that took it
                    seat_marker(surface, centre, r, holder)
                    marked_value(surface, str(data.points[space]), self.table.small(12), centre)
                    continue
                pygame.draw.circle(surface, (200, 190, 170) if closed else (238, 228, 205), centre, r)
                pygame.draw.circle(surface, INK_SOFT, centre, r, 1)
                label = "×" if closed else str(data.points[space])
                draw_text(surface, label, self.table.small(12), centre, INK_SOFT if closed else RUST, anchor="center", bold=True)

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        """An opponent's panel: their collection in two lines (their estate is drawn over the
        panel by ``draw``)."""
        s = self.scale
        size = self.table.small(12)
        frame = self.table.frame
        at = pygame.Rect(rect.x + round(8 * s), rect.bottom - frame.room(42, 34), rect.width - round(16 * s), 0)
        self._draw_stats(surface, seat, at, size, big=False)
        player = self.st.players[seat]
        chars = len(player.characters)
        cards = len(player.llama_cards)
        parts = [t("{count} character", count=chars) if chars == 1 else t("{count} characters", count=chars),
                 t("{count} llama card", count=cards) if cards == 1 else t("{count} llama cards", count=cards),
                 t("{count} foundation", count=player.foundations) if player.foundations == 1
                 else t("{count} foundations", count=player.foundations)]
        line = t(" · ").join(parts)
        if text_width(line, size) > at.width:  # a narrow panel: the foundations are left out
            line = t(" · ").join(parts[:2])
        while size > max(12, round(12 * s)) and text_width(line, size) > at.width:
            size -= 1  # smaller words (down to the table's own at 100%) before an ellipsis
        if text_width(line, size) > at.width:  # still too narrow: the characters alone (the cards show in the enlarged view)
            line = parts[0]
        draw_text(surface, fit_text(line, size, at.width), size, (at.x, rect.bottom - frame.room(20, 17)), (200, 214, 200))

    def draw_over(self, surface: pygame.Surface) -> None:
        for flyer in self.stage.flyers:
            if flyer.done and not flyer.hold:
                continue
            image = flyer.image
            if abs(flyer.scale - 1) > 0.02:  # plain scale and rotate: cheap, and the flight is short
                w, h = image.get_size()
                image = pygame.transform.scale(image, (max(1, round(w * flyer.scale)), max(1, round(h * flyer.scale))))
            if abs(flyer.angle) > 0.5:
                image = pygame.transform.rotate(image, flyer.angle)
            surface.blit(image, image.get_rect(center=(round(flyer.x), round(flyer.y))))
        self._draw_drag(surface)
        if self.stage.dragging_piece is not None:
            kind, _ = self.stage.dragging_piece
            if kind == "llama":
                figure = assets.llama_figure(self.lay.llama_source.height, 0)
                surface.blit(figure, figure.get_rect(midbottom=self.stage.pointer))
            else:
                r = round(10 * self.scale)
                seat_marker(surface, self.stage.pointer, r, self.table.viewer)
        self.tip_rect = None
        if self.stage.tooltip and self.stage.drag is None and self.stage.dragging_piece is None:
            self._draw_tooltip(surface, self.stage.tooltip)
        self.stage.effects.draw(surface)

    def _draw_enlarged(self, surface: pygame.Surface, seat: int) -> None:
        s = self.scale
        box = self.lay.estate
        rounded_panel(surface, box.move(5, 7), (0, 0, 0), 90, radius=round(14 * s))
        # opaque: at 245 the legend of your estate's title line showed through under the rival's title
        rounded_panel(surface, box, (26, 40, 32), 255, radius=round(14 * s), border=seat_colour(seat), border_width=3)
        draw_text(surface, self.layout.rival_title(seat), self.table.small(15),
                  (box.x + round(12 * s), box.y + round(5 * s)), CREAM, bold=True)
        view = self.stage.big_view(seat)
        rect = self.layout.rival_view(seat)
        if view.rect != rect:  # the sheet took another line (a column of words no longer fits)
            view.set_rect(rect)
        pill = self.table.status.pill()
        foot = self.lay.foot
        if pill is not None and rect.colliderect(pill[0]):  # the status line (two lines at 150%) stays clear of it
            foot = max(foot, rect.bottom - pill[0].top + round(6 * self.table.text_scale))
        if view.fit_foot != foot:
            view.fit_foot = foot
        self._clear_of_bubble(view)
        if view.estate is not self.st.players[seat].estate and seat not in self.stage.pending:
            view.set_estate(self.st.players[seat].estate, hop_new=False)
        view.draw(surface)
        self._draw_rival_sheet(surface, seat, box)

    def _clear_of_bubble(self, view: EstateView) -> None:
        """A rival's enlarged estate is fitted below or beside the hint's or tip's bubble, the
        way that leaves it larger (a Hint asked for stayed over the estate it opened over)."""
        band = self.layout.tip_band()
        head = left = 0
        if band is not None and band.colliderect(view.rect):
            gap = round(6 * self.scale)
            ways = [(max(0, band.bottom + gap - view.rect.top), 0), (0, max(0, band.right + gap - view.rect.left))]
            sizes = [view.fitted_box(h, view.fit_foot, w) for h, w in ways]
            fits = [(box.width * box.height, way) for box, way in zip(sizes, ways) if box is not None]
            if fits:
                head, left = max(fits)[1]
        if (view.fit_head, view.fit_left) != (head, left):
            view.fit_head, view.fit_left = head, left

    def _draw_rival_sheet(self, surface: pygame.Surface, seat: int, box: pygame.Rect) -> None:
        """Beside or above a rival's enlarged estate: their llama cards and how far they are on each objective."""
        s = self.scale
        size = self.table.small(13)
        player = self.st.players[seat]
        lines, columns = self.layout.rival_lines(seat)
        half = -(-len(lines) // columns)
        line_h = round(size * 1.35)
        card_h = round(size * 1.7)
        sheet = self.layout.rival_sheet(seat)
        rounded_panel(surface, sheet, (16, 24, 20), 215, radius=round(10 * s))
        x, y = sheet.x + round(10 * s), sheet.y + round(8 * s)
        label = t("Llama cards:")
        end = draw_text(surface, label, size, (x, y + card_h // 2), CREAM, anchor="midleft", bold=True).right
        strip = pygame.Rect(end + round(8 * s), y, sheet.right - end - round(18 * s), card_h)
        if player.llama_cards:
            draw_card_strip(surface, strip, player.llama_cards)
        else:
            none = t("No llama cards yet")
            if text_width(none, size) > strip.width:  # a narrow sheet: the count says it
                none = "0"
            draw_text(surface, none, size, (strip.x, strip.centery), (200, 214, 200), anchor="midleft")
        y += card_h + round(6 * s)
        col_w = (sheet.width - round(20 * s)) // columns
        for i, text in enumerate(lines):
            cx = x + (i // half) * col_w
            draw_text(surface, fit_text(text, size, col_w - round(8 * s)), size, (cx, y + (i % half) * line_h), CREAM)
        y += half * line_h
        for i, text in enumerate(self.layout.rival_story(seat)):  # what the rival did last, to read again
            draw_text(surface, text, size, (x, y + i * line_h), (200, 214, 200))

    def ghost_label(self) -> tuple[pygame.Rect, list[str], tuple[int, int, int]] | None:
        """The ghost's label: its place (the status line's room under your estate, the same at
        every spot: ``ghost_label.py``), its lines and colour; None without a ghost on the estate."""
        drag = self.stage.drag
        view = self.stage.views.get(self.table.viewer)
        if drag is None or view is None or not view.has_ghost():
            return None
        turn = self.stage.turn_needed()
        if turn:  # turned so it fits nowhere: which keys make it fit (its marks are that turn's)
            parts, colour = [t("Turn it: it fits nowhere like this"), t("press {keys} to turn it so it fits", keys=turn)], \
                TERRACOTTA
        elif drag.reason is not None:
            parts, colour = [drag.reason], TERRACOTTA
        else:
            earned = gains_short(drag.gains)
            parts = [t("Lands on level {level}", level=drag.level),
                     t("earns {goods}", goods=earned) if earned else t("earns nothing"), *bonus_words(drag.gains)]
            if drag.foundations:
                parts.append(t("uses {count} foundation", count=drag.foundations) if drag.foundations == 1
                             else t("uses {count} foundations", count=drag.foundations))
            colour = (120, 230, 150)
        room = self.label_room()
        ts = self.table.text_scale
        pad_x, pad_y = round(15 * ts), round(4 * ts)
        # from the table's label size down to the 100% screen's (a long refusal at 150%), cut after that
        sizes = list(range(self.table.small(15), min(self.table.small(15), max(MIN_TEXT, round(14 * self.scale))) - 1, -1))
        lines, px = fit_label(parts, t(" · "), sizes, room.width - 2 * pad_x, room.height - 2 * pad_y,
                              lambda text, size: text_width(text, size, True))
        line_h = round(px * 1.3)
        keys = self.keys_words(drag)
        self._label_px, self._label_keys = px, ""
        if px == sizes[0] and (len(lines) + 1) * line_h <= room.height - 2 * pad_y \
                and text_width(keys, px) <= room.width - 2 * pad_x:
            self._label_keys = keys  # a line to spare: the keys, as the status line said them
        wide = max([text_width(line, px, True) for line in lines] + [text_width(self._label_keys, px)])
        tall = (len(lines) + (1 if self._label_keys else 0)) * line_h + 2 * pad_y
        return fixed_place(room, (wide + 2 * pad_x, tall)), lines, colour

    def label_room(self) -> pygame.Rect:
        """The status line's room at the foot of your estate's field (the layout keeps it free:
        your estate is fitted above it), where the ghost's label stands."""
        room = self.table.frame.status_room
        if room is None:
            field = self.lay.estate_view_rect()
            tall = round(54 * self.table.text_scale)
            room = pygame.Rect(field.x, field.bottom - tall, field.width, tall)
        room = pygame.Rect(room)
        for bubble in self.bubbles():  # a lesson's bubble down the field's side: the label beside it
            if bubble.colliderect(room):
                left, right = bubble.left - room.left, room.right - bubble.right
                room = pygame.Rect(room.left, room.top, left, room.height) if left > right else \
                    pygame.Rect(bubble.right, room.top, right, room.height)
        return room

    def bubbles(self) -> list[pygame.Rect]:
        """The bubbles standing on the table now, which the ghost's label keeps clear of: the
        tip's (or hint's) place over your estate's field, and a lesson step's bubble."""
        found = []
        band = self.layout.tip_band()
        if band is not None:
            found.append(band)
        step = getattr(self.table.mode, "bubble", None)
        if isinstance(step, pygame.Rect) and step.width and step.height:
            found.append(step)
        return found

    def keys_words(self, drag: TileDrag) -> str:
        """The keys for the tile in hand, short, under the label when it leaves a line free."""
        if drag.keyboard:
            return t("Arrows move it · R turns · F flips · Enter places · Esc puts it back")
        return t("R turns · F flips · Esc puts it back")

    def label_shows(self) -> bool:
        """Whether the ghost's label stands in the status line's place now (the line then waits)."""
        drag = self.stage.drag
        view = self.stage.views.get(self.table.viewer)
        return drag is not None and view is not None and view.has_ghost() and self.table.my_turn()

    def _draw_drag(self, surface: pygame.Surface) -> None:
        drag = self.stage.drag
        if drag is None:
            return
        s = self.scale
        view = self.stage.views[self.table.viewer]
        if drag.anchor is None or not view.rect.collidepoint(drag.pos) and not drag.keyboard:
            self._draw_in_hand(surface, drag)
            return
        view.draw_ghost_past_edge(surface)  # whole, over the panels round the estate's area
        label = self._label_now  # found as the frame began (``draw_table``)
        if label is not None:
            pill, lines, colour = label
            px = self._label_px
            line_h = round(px * 1.3)
            rounded_panel(surface, pill, (16, 24, 20), 235, radius=min(pill.height // 2, round(14 * s)),
                          border=colour, border_width=2)
            y = pill.y + round(4 * self.table.text_scale) + line_h // 2
            for line in lines:
                draw_text(surface, line, px, (pill.centerx, y), colour, anchor="center", bold=True)
                y += line_h
            if self._label_keys:
                draw_text(surface, self._label_keys, px, (pill.centerx, y), CREAM, anchor="center")
        status, ghost = self.table.status.pill(), view.ghost_box()
        if status is not None and ghost is not None and ghost.colliderect(status[0]):
            view.draw_ghost_over(surface, ghost.clip(status[0]))  # the ghost's front row stays in sight
            # (the label stays over it: it is what the player reads there)
        # a ring wider than the ghost's level badge, which may stand on the same square
        self._mark_held(surface, view.projection.centre(self.held_cell(), drag.level),
                        max(14, round(view.projection.scale * 0.3)), dot=False)

    def held_cell(self) -> tuple[int, int]:
        """The estate square the held square of the ghost stands on."""
        drag = self.stage.drag
        assert drag is not None and drag.anchor is not None
        hx, hy = self.stage.held_offset()
        return (drag.anchor[0] + hx, drag.anchor[1] + hy)

    def in_hand_rect(self) -> pygame.Rect:
        """Where the tile in hand is drawn off the estate: its held square's middle on the pointer
        (so the square the pointer holds is the one that lands under it)."""
        drag = self.stage.drag
        assert drag is not None
        cell = round(self.lay.tile_cell * 1.4)
        image = tile_image(drag.tile, drag.face, drag.rot, cell)
        pad = max(2, cell // 6)  # ``tile_image``'s margin
        hx, hy = self.stage.held_offset()
        return image.get_rect(topleft=(drag.pos[0] - pad - hx * cell - cell // 2,
                                       drag.pos[1] - pad - hy * cell - cell // 2))

    def _draw_in_hand(self, surface: pygame.Surface, drag: TileDrag) -> None:
        """Off the estate: the tile itself, solid, held by its square under the pointer (marked),
        turning and flipping at once."""
        image = tile_image(drag.tile, drag.face, drag.rot, round(self.lay.tile_cell * 1.4))
        rect = self.in_hand_rect()
        if drag.spin.angle or drag.spin.squash != 1.0:  # the spin plays about the held square
            image = pygame.transform.rotate(image, drag.spin.angle)
            w = max(1, round(image.get_width() * abs(drag.spin.squash)))
            image = pygame.transform.scale(image, (w, image.get_height()))
            centre = spun_centre(drag.pos, (rect.centerx - drag.pos[0], rect.centery - drag.pos[1]), drag.spin.angle,
                                 abs(drag.spin.squash))
            surface.blit(image, image.get_rect(center=centre))
        else:
            surface.blit(image, rect)
        self._mark_held(surface, drag.pos)

    def _mark_held(self, surface: pygame.Surface, at: tuple[float, float], radius: int = 0, dot: bool = True) -> None:
        """The square the pointer holds: a gold ring with an ink edge (and a dot), on the tile."""
        r = radius or max(6, round(self.lay.tile_cell * 0.28))
        width = max(2, min(r // 3, 5))
        centre = (round(at[0]), round(at[1]))
        pygame.draw.circle(surface, INK, centre, r + 2, width + 2)
        pygame.draw.circle(surface, GOLD, centre, r, width)
        if dot:
            pygame.draw.circle(surface, GOLD, centre, max(2, r // 4))

    def _draw_tooltip(self, surface: pygame.Surface, text: str) -> None:
        """The tooltip beside the pointer (the kit's ``table.tooltip``, in ``tooltip.py``'s look)."""
        self.tip_rect = draw_tooltip(surface, self.table, text, self.stage.pointer, self.stage.tooltip_piece)

    def seat_signature(self, seat: int) -> Hashable | None:
        """The panel shows the collection (``draw_seat``; the estate, whose llamas move, is drawn
        over it): what it reads, so a move paints again the panels of the seats it changed only."""
        player = self.st.players[seat]
        points = self.stage.points[seat]["total"] if seat < len(self.stage.points) else 0
        return (self.table.viewer, player.coins, player.crops, points, player.estate, len(player.characters),
                len(player.llama_cards), player.foundations)

    # -- the words of the frame ------------------------------------------------------------
    def top_bar_info(self) -> str:
        """The tiles left and, where the top bar has room, at how many the game ends (or that it is over)."""
        said = tiles_words(self.st)
        table = self.table
        s = table.text_scale
        bar = table.frame.top_bar
        title = text_width(t(table.title or table.match.game.title), round(24 * s), True)
        daily = round(260 * s) if getattr(table.match, "daily", "") else 0  # "Daily deal · 6 December · " before it
        room = table.mode.title_limit(bar) - round(18 * s) - title - round(24 * s) - daily - round(40 * s)
        return next((words for words in said if text_width(words, round(18 * s), True) <= room), said[-1])

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        return (t("CROOK"),) if seat == self.st.crook else ()

    def status_line(self) -> str:
        table = self.table
        last = t("Last round! ") if self.st.triggered and not self.st.over else ""
        if not table.my_turn():
            said, current = table.status.default(), table.match.current_seat()
            if current is not None and said == t("{name} is thinking…", name=table.names[current]):
                # while the bots play, the latest rival turn in words (which tile, where, what it
                # earned, ...): the log's summary at 150% has room for its newest line alone,
                # "Dolly finishes the turn."
                said = self.stage.story() or said
            return last + said
        drag = self.stage.drag
        if drag is not None:
            if self.label_shows():
                return ""  # the ghost's label stands in the line's place, the keys under it
            if drag.keyboard:
                return t("{shape} tile: arrows move it one square, R turns, F flips, Enter places, H shows the best spot.",
                         shape=drag.shape)
            if drag.carried:
                return t("{shape} tile in hand: click your estate (or Enter) to lay it; arrows steer it, R turns, F flips, "
                         "Esc puts it back.", shape=drag.shape)
            return t("Placing the {shape} tile: drop it on your estate; R turns, F flips, Esc puts it back.",
                     shape=drag.shape)
        phase = self.st.turn.phase
        if phase == START:
            return last + t("Drag a tile from a stack onto your estate, or press 1-5.")
        if phase == PLACE:
            return t("Place the {shape} tile in your hand: drag it onto your estate.", shape=TILES[self.st.turn.tile].shape)
        if phase == HUTS:
            n = self.st.turn.huts
            what = t("a character") if n == 1 else t("{count} characters", count=n)
            return t("You covered Huts: take {what} from the row or the pile.", what=what)
        if phase == MARKER:
            if not markers_left(self.st, table.viewer):  # none in reserve: only a move is open
                return t("You extended: you may move a marker to a glowing space, or Keep markers (S).")
            return t("You extended: put a marker on a glowing objective space, or No marker (S).")
        if phase == LLAMA_PHASE:
            stand = t("Drag your new llama onto a glowing square of your estate (or click the square).")
            fed = self.stage.first_feed
            if fed is not None and len(self.st.players[table.viewer].llama_cards) == 1:
                return t("You fed a {crop} llama ({price}): Undo (U) takes it back. Drag it onto a glowing square.",
                         crop=t(CROP_NAMES[fed.crop]), price=feed_label(fed))
            return stand
        legal = table.legal()
        feeds = any(isinstance(a, Feed) for a in legal)
        if feeds and EndTurn() not in legal:
            return t("You hold 10 crops or more: feed a llama (click a glowing llama column).")
        trades = any(isinstance(a, UseCharacter) for a in legal)
        if feeds:
            if trades:
                return t("Feed a llama (click a glowing column), use a character or End turn (E).")
            return t("Feed a llama (click a glowing column) or End turn (E).")
        if trades:
            return t("Use a character (click a glowing card) or End turn (E).")
        return t("Nothing more to do: End turn (E).")




def spun_centre(pivot: tuple[int, int], offset: tuple[int, int], angle: float, squash: float) -> tuple[int, int]:
    """Where a tile picture turned by ``angle`` degrees (``pygame.transform.rotate``: anticlockwise
    on screen) and squashed across by ``squash`` is centred, so that the point ``pivot`` (its
    held square, ``offset`` from the unturned picture's centre) stays where it is: the tile in
    hand spins about the square the pointer holds, never about its middle."""
    a = math.radians(angle)
    dx, dy = offset
    rx = dx * math.cos(a) + dy * math.sin(a)
    ry = -dx * math.sin(a) + dy * math.cos(a)
    return (round(pivot[0] + rx * squash), round(pivot[1] + ry))


def pile_count(count: int, size: int, width: int, scale: float) -> tuple[str, int]:
    """The character pile's count on its card back ("×25") and its size: smaller words, down to
    the 100% size (never under 12 px), then the number alone, before it runs onto the row's
    first card (the card is narrow on a small window at a large Size)."""
    room = width - 4
    for text in (f"×{count}", str(count)):
        px = shrink_to_fit(text, size, room, round(15 * scale), bold=True)
        if text_width(text, px, True) <= room:
            return text, px
    return str(count), px


__all__ = ["LlamalandPainter", "pile_count", "spun_centre"]
