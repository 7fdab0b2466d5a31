"""The phone seats' codes on the laptop's table: the QR code, the short address and the room
and seat codes beside each phone seat's panel while the seat is free: until its phone is
there, and again once that phone has been gone past the server's grace. A seat its phone holds
shows no codes at all (a "Codes" tag that unfolded them let anyone at the laptop take a
friend's seat and see her hand; a reload gets back in by the page's own key). Where the
table keeps no clear room for the whole card (Llamaland at 150% text: it lay on the estate),
the card shrinks to its words with a "Show QR" control: a click shows the QR over the table
until a click folds it (``phone_card``).

Where a card goes is worked out again only when what the frame keeps readable changed
(the kit's room), and each card is drawn once per look: they are blitted every frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ...i18n import language, t
from ...phones.qr import modules
from .clear_room import SLIDES, ClearRoom, spot_for
from .phone_card import QR_LEAST, qr_surface, short_card, whole_card

if TYPE_CHECKING:
    from ...match import Match
    from ...phones.host import PhoneHost
    from .fast_forward import FastForward
    from .layout import TableFrame

class CodesTable(Protocol):
    """The phone table as its codes see it (``PhoneTableScene``): its phone seats and their
    host, the seats' names and panels, and the room the frame keeps readable."""

    @property
    def phone_seats(self) -> set[int]: ...
    @property
    def phones(self) -> PhoneHost: ...
    @property
    def match(self) -> Match: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def room(self) -> ClearRoom: ...
    @property
    def scale(self) -> float: ...
    @property
    def fast(self) -> FastForward: ...
    def small(self, size: int = 13) -> int: ...
    def panel_rect(self, seat: int) -> pygame.Rect: ...
    @property
    def frame(self) -> TableFrame: ...
    @property
    def text_scale(self) -> float: ...
    @property
    def parts(self) -> Any: ...
    @property
    def design(self) -> Any: ...
    @property
    def drawing(self) -> Any: ...
    @property
    def coach(self) -> Any: ...


class CodeCards:
    """The codes of one phone table's seats (the table owns one)."""

    def __init__(self, table: CodesTable) -> None:
        self.table = table
        self._qr: dict[int, tuple[int, pygame.Surface]] = {}
        for seat in table.phone_seats:  # the codes' modules now, not in the first frames
            modules(table.phones.url(seat))
        self._cards: dict[tuple[int, int], tuple[Any, pygame.Surface]] = {}
        self._card_spots: dict[int, tuple[Any, pygame.Rect, pygame.Surface]] = {}
        self.tags: dict[int, pygame.Rect] = {}
        """Tags placed this frame (none: a held seat shows no codes; kept for the spots' checks)."""
        self._tag_spots: dict[int, tuple[Any, pygame.Rect, Any]] = {}
        self.opened: set[int] = set()
        """Seats whose QR the laptop's player asked for with "Show QR" (no clear room for it)."""
        self.short: set[int] = set()
        """Seats whose codes stand as the short card now (no clear room for the QR)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Each phone seat's codes while the seat is free (no phone yet, or its phone gone past
        the grace), under the table's questions and dialogs (drawn above them, it stayed bright
        over the dimmed table). A seat its phone holds shows none: anyone at the laptop could
        read them ("Ana: codes" unfolded them at any time) and take her seat."""
        self.tags = {}
        for seat in sorted(self.table.phone_seats, key=lambda seat: seat in self.opened):  # a QR asked for on top
            if self.table.phones.free(seat):
                self.draw_card(surface, seat)

    def toggle(self, pos: tuple[int, int]) -> bool:
        """A click on a short card ("Show QR") shows the QR over the table; on that QR (drawn on
        top), folds it back."""
        for seat in sorted(self.opened & set(self.placed())):
            if self.placed()[seat].collidepoint(pos):
                self.opened.discard(seat)
                return True
        for seat in sorted(self.short & set(self.placed())):
            placed = self._card_spots.get(seat)
            if placed is not None and placed[1].collidepoint(pos):
                self.opened.add(seat)
                return True
        return False

    def steady_rects(self) -> list[pygame.Rect]:
        """What stands on this table from one frame to the next, words and pieces, and the room
        the status line and the tip may take: a seat's codes tag keeps clear of it all, so it
        stays put while tips and messages come and go (``draw_tag``)."""
        frame, s = self.table.frame, self.table.text_scale
        rects = [frame.top_bar, frame.log, *frame.buttons, *frame.top_buttons]
        rects += [self.table.panel_rect(seat) for seat in range(self.table.match.num_players)]
        rects += [rect for piece in self.table.parts.layout.pieces().values() for rect in piece]
        rects += self.table.parts.layout.kept()
        rects += [region.rect for region in self.table.parts.painter.still_regions()]
        width = min(frame.size[0] - round(40 * s), round(820 * s))
        centre = frame.size[0] // 2 if frame.status_room is None else frame.status_room.centerx
        if frame.status_room is not None:
            rects.append(frame.status_room)
        else:  # the status line's two lines at their largest
            rects.append(pygame.Rect(centre - width // 2, frame.status_y, width, round(34 * s) + round(25 * s)))
        area = self.table.parts.coach.area()
        if area is not None:
            rects.append(area)
        elif frame.tip_bottom is not None:  # under the status line, down to the hand
            tip = self.table.coach.max_width()
            top = frame.status_y + round(34 * s)
            rects.append(pygame.Rect(centre - tip // 2, top, tip, max(0, frame.tip_bottom - top)))
        return [pygame.Rect(rect) for rect in rects if rect.width > 0 and rect.height > 0]

    def _tag_spot(self, size: tuple[int, int], seat: int, screen: pygame.Rect,
                  steady: list[pygame.Rect]) -> pygame.Rect:
        """Beside the seat's panel where that covers nothing that stands there (``steady``); else
        the clear spot nearest it (Llamaland's column of rivals leaves no room under the last
        one), clear of every panel; else in the top bar's free stretch (``_bar_spot``); where
        none is clear, the spot that covers least."""
        panel = self.table.panel_rect(seat)
        panels = [self.table.panel_rect(other) for other in range(self.table.match.num_players)]
        banner = [self.banner()] if self.banner().width else []
        panels += banner
        standing = ClearRoom(screen)
        standing.keep_all(steady)
        for side, slide in ((side, slide) for side in ("below", "right", "left", "above") for slide in SLIDES):
            snug = spot_for(side, size, panel, 4, slide)  # touching its own panel: two tags, each
            if screen.contains(snug) and not standing.covered(snug) and snug.collidelist(panels) == -1:
                return snug  # pushed past the next panel, stood beside the other seat (L.L.A.M.A.)
        for room in (standing, self.edged_room(screen)):  # where nothing that stands is clear, what is kept now
            spot = room.place(size, panel, gap=4, far=True, avoid=banner).clamp(screen)
            if not room.covered(spot) and not any(spot.colliderect(other) for other in panels):
                return spot
            free = room.free(size, panel.center, gap=4, within=screen)
            if free is not None and free.collidelist(panels) == -1:
                return free
            bar = self._bar_spot(size) if room is standing else None
            if bar is not None:  # no felt left (Llamaland at 1920x1080 with four seats: the tag
                return bar  # stood on the edge of the estate's panel): the top bar's free stretch
        best: tuple[int, pygame.Rect] | None = None
        step = max(4, size[1] // 2)
        for y in range(screen.top + 4, screen.bottom - size[1] - 3, step):
            for x in range(screen.left + 4, screen.right - size[0] - 3, step):
                here = pygame.Rect((x, y), size)
                if any(here.colliderect(other) for other in panels) or room.covered(here):
                    continue
                far = abs(here.centerx - panel.centerx) + abs(here.centery - panel.centery)
                if best is None or far < best[0]:
                    best = (far, here)
        return spot if best is None else best[1]

    def _bar_spot(self, size: tuple[int, int]) -> pygame.Rect | None:
        """A tag's place in the top bar, left of Rules and Menu and right of the bar's words
        (the table's own words of the frame: its title, the round, the win rule); None where
        the stretch between them is too short."""
        frame = self.table.frame
        bar = frame.top_bar
        if bar.height < size[1] + 4:
            return None
        tags = [tag for tag in self.tags.values() if bar.contains(tag)]  # placed before it, this frame
        buttons = [rect for rect in frame.top_buttons if rect.colliderect(bar)] + tags
        right = min((rect.left for rect in buttons), default=bar.right) - 12
        words = [rect for rect in self.table.room.kept if rect != bar and bar.contains(rect)
                 and not any(other.contains(rect) for other in buttons)]  # and the bar's cached words:
        left = max([rect.right for rect in words] + [self.table.drawing.bar_words_right]) + 16
        spot = pygame.Rect(0, 0, *size)
        spot.midright = (right, bar.centery)
        return spot if spot.left >= left else None

    def banner(self) -> pygame.Rect:
        """L.L.A.M.A.'s fast-forward banner while it runs (where it stood last frame: it is drawn
        over everything, after the codes), else an empty rect. A tag under it could not be read
        or clicked while the laptop's player waited out a phone's round."""
        fast = self.table.fast
        return fast.banner if fast.active else pygame.Rect(0, 0, 0, 0)

    def _qr_for(self, seat: int, size: int) -> pygame.Surface:
        kept = self._qr.get(seat)
        if kept is None or kept[0] != size:
            kept = self._qr[seat] = (size, qr_surface(self.table.phones.url(seat), size))
        return kept[1]

    def _phone_card(self, seat: int, screen_h: int, smaller: int = 0) -> pygame.Surface:
        """What stands beside a phone seat's panel until its phone is there, drawn once per look
        (it is blitted every frame): the QR code, its words and the room code. ``smaller``
        steps (0-2) shrink the code where the table has no room for it."""
        size = self.table.small(13)
        side = max(QR_LEAST, round(max(QR_LEAST, min(round(150 * self.table.scale), screen_h // 4)) * (1 - 0.2 * smaller)))
        key = (side, size, language(), self.table.names[seat])  # "Player 2: scan…" stayed after she typed Ana
        kept = self._cards.get((seat, smaller))
        if kept is not None and kept[0] == key:
            return kept[1]
        name = self.table.names[seat]
        if smaller < 0:  # the short card: no QR
            image = short_card(name, self.table.phones.short_address(), self.table.phones.room.code,
                               self.table.phones.room.seat_codes[seat], self.table.small(12))
        else:
            image = whole_card(self._qr_for(seat, side), [
                t("{name}: scan with your phone", name=name), self.table.phones.short_address(),
                t("Room {code}", code=self.table.phones.room.code),
                t("Seat code {code}", code=self.table.phones.room.seat_codes[seat])], size)
        self._cards[(seat, smaller)] = (key, image)
        return image

    def draw_card(self, surface: pygame.Surface, seat: int) -> None:
        """The seat's code beside its own panel where it covers no words and no piece in play
        (the kit's room), smaller where there is no room; beside another seat's panel only where
        every spot beside its own would cover more than the code itself (a code beside Player 1
        was read as Player 1's). Worked out again only when what the frame keeps readable changed."""
        look = (seat, seat in self.opened, surface.get_size(), language(), self.table.names[seat],
                tuple(tuple(rect) for rect in self.table.room.kept))
        placed = self._card_spots.get(seat)
        if placed is not None and placed[0] == look:
            box, image = placed[1].copy(), placed[2]
        else:
            room = self.edged_room(surface.get_rect())
            panel = self.table.panel_rect(seat)
            anchors = [panel, *(self.table.panel_rect(other) for other in range(self.table.match.num_players) if other != seat)]
            # the buttons' widgets are drawn over the scene: a card under them (1366x768 at 150%,
            # two phones) lost its codes behind Undo and Build; nor on the laptop player's hand
            # where it is a hand of cards (Llamagedón draws its fan over the table's things: the
            # card lay behind the cards; an estate's edge is still better than the instruction)
            layout = self.table.parts.layout
            hand = [*layout.pieces().get("own", []), *layout.kept()] if self.table.design.hidden_hand else []
            controls = [rect for rect in [*self.table.frame.buttons, *self.table.frame.top_buttons, *hand] if rect.width]
            best: tuple[int, pygame.Rect, pygame.Surface] | None = None
            for index, anchor in enumerate(anchors):
                for smaller in range(3):
                    image = self._phone_card(seat, surface.get_height(), smaller)
                    spot = room.place(image.get_size(), anchor, gap=8)
                    spot.clamp_ip(surface.get_rect())
                    # a panel covered (the laptop player's own, at 150%) weighs more than standing
                    # beside another seat's panel: the card names its seat
                    cost = (room.covered(spot) + 10 * sum(spot.clip(other).width * spot.clip(other).height
                                                               for other in [*anchors, *controls])
                            + (image.get_width() * image.get_height() if index else 0))
                    if best is None or cost < best[0]:
                        best = (cost, spot, image)
                    if cost == 0:
                        break
                if best is not None and best[0] == 0:
                    break
            assert best is not None
            clear = self._free_spot(seat, surface.get_rect(), [*anchors, *controls]) if best[0] > 0 else best
            self.short.discard(seat)
            if clear is None and seat not in self.opened:  # no clear room: the short card
                self.short.add(seat)
                image = self._phone_card(seat, surface.get_height(), -1)
                clear = (0, self._short_spot(image.get_size(), seat, surface.get_rect()), image)
            _, box, image = clear or best  # the QR asked for stands where it covers least
            self._card_spots[seat] = (look, box.copy(), image)
        self.table.room.keep(box)
        surface.blit(image, box)

    def _short_spot(self, size: tuple[int, int], seat: int, screen: pygame.Rect) -> pygame.Rect:
        """Where the short card goes: clear of what the frame keeps and of what stands there
        (``steady_rects``, panels whole) on the felt first, in a panel's empty room next, beside
        its seat's panel or nearest it, never on another panel; else as a tag goes (``_tag_spot``)."""
        others = [rect for other, rect in self.placed().items() if other != seat]
        steady = [*self.steady_rects(), *others, *self.tags.values()]
        panel = self.table.panel_rect(seat)
        panels = [self.table.panel_rect(other) for other in range(self.table.match.num_players)]
        felt, inside = self.edged_room(screen), self.edged_room(screen)
        felt.keep_all(steady)
        inside.keep_all(others + list(self.tags.values()))
        for room in (felt, inside):
            spot = room.place(size, panel, gap=4, far=True).clamp(screen)
            if not room.covered(spot) and spot.collidelist(panels) == -1:
                return spot
            free = room.free(size, panel.center, gap=4, within=screen)
            if free is not None and free.collidelist(panels) == -1:
                return free
        return self._tag_spot(size, seat, screen, steady)

    def edged_room(self, screen: pygame.Rect) -> ClearRoom:
        """The frame's room with the edges of the table's panels (its still regions) kept too:
        a code card stands inside a panel's empty room or outside it, never across its edge (at
        1920x1080 it stood half on Llamaland's estate panel, half on the felt)."""
        room = ClearRoom(screen)
        room.kept = list(self.table.room.kept)
        room.pictures = list(self.table.room.pictures)
        room.prompts = list(self.table.room.prompts)
        for region in self.table.parts.painter.still_regions():
            rect = region.rect
            room.keep(pygame.Rect(rect.left, rect.top, 2, rect.height), pygame.Rect(rect.right - 2, rect.top, 2, rect.height),
                      pygame.Rect(rect.left, rect.top, rect.width, 2), pygame.Rect(rect.left, rect.bottom - 2, rect.width, 2))
        return room

    def _free_spot(self, seat: int, screen: pygame.Rect,
                   panels: list[pygame.Rect]) -> tuple[int, pygame.Rect, pygame.Surface] | None:
        """Where no spot beside a panel is clear (Llamaland at 1366x768 with a bot: the card
        covered a rival's panel, the tip or the start of "Drag a tile…"), the clear spot nearest
        the seat's panel anywhere on the table, the largest code first; None: none is clear (the
        card over the least of the estate's picture was still over the estate: the short card
        stands instead)."""
        room = self.edged_room(screen)
        near = self.table.panel_rect(seat).center
        for smaller in range(3):
            image = self._phone_card(seat, screen.height, smaller)
            spot = room.free(image.get_size(), near, gap=4, within=screen)
            if spot is not None and spot.collidelist(panels) == -1:
                return 0, spot, image
        return None

    def clear_of(self, box: pygame.Rect, area: pygame.Rect) -> pygame.Rect:
        """``box`` moved as little as it takes from where it stands so that it covers no seat
        code (a player who walked away must still read the code to come back); where no spot is
        clear, the spot that covers least."""
        codes = self.rects()
        if not any(box.colliderect(rect) for rect in codes):
            return box

        def covered(spot: pygame.Rect) -> int:
            return sum(spot.clip(rect).width * spot.clip(rect).height for rect in codes)

        xs = {box.x, area.left + 8, area.right - 8 - box.width}
        xs |= {rect.right + 8 for rect in codes} | {rect.left - 8 - box.width for rect in codes}
        ys = set(range(area.top + 8, max(area.top + 9, area.bottom - 8 - box.height + 1), 8))
        ys |= {rect.bottom + 8 for rect in codes} | {rect.top - 8 - box.height for rect in codes}
        best: tuple[int, int, pygame.Rect] | None = None
        for x in xs:
            for y in ys:
                spot = pygame.Rect(x, y, box.width, box.height)
                if not area.contains(spot):
                    continue
                score = (covered(spot), abs(spot.centerx - box.centerx) + abs(spot.centery - box.centery))
                if best is None or score < best[:2]:
                    best = (*score, spot)
        return box if best is None else best[2]

    def rects(self) -> list[pygame.Rect]:
        """Where the seat codes stand now (drawn last frame): nothing the table adds covers them."""
        return list(self.placed().values())

    def placed(self) -> dict[int, pygame.Rect]:
        """Per seat whose codes show, where they stood last frame."""
        return {seat: placed[1] for seat, placed in self._card_spots.items()
                if seat in self.table.phone_seats and self.table.phones.free(seat)}


__all__ = ["QR_LEAST", "CodeCards", "qr_surface"]
