"""The kit's chooser: a modal question over the table, the same for every game.

When one gesture can mean several legal actions (how to pay, which card to take back, the
value of a wild card) a game never picks one: it calls ``table.chooser.choose`` with an option per
action, each with its words, what it is worth ("6 points", "2 treats left") and, if the game
likes, a small picture. Every row shows the one key that picks it at once, the keys of the top
row of a keyboard in their order: 1-9, 0 for the tenth row, "-" (the key right of 0, on US and
Japanese keyboards alike) for the eleventh. A twelfth row and later have no key and show none:
Up/Down and Enter, or a click, pick them (no game asks that much). A key that picks nothing says
so. Esc or a click outside cancels. The panel sits beside the rectangles it is about (``avoid``:
one or several), covering none of them nor what must stay clear (``clear``: the kit's buttons,
whose widgets would draw over it), below ``top`` (the top bar, whose Rules and Menu are widgets
too): where its rows do not fit there, the lesson's lead goes, then the rows grow shorter.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ...i18n import t
from ..palette import CREAM, GOLD, INK, SKY, SKY_BRIGHT
from ..text import draw_text, fit_text, rounded_panel, text_width, wrap

KEYS = "1234567890-"
"""The key of each row, in order (rows past these have none)."""
MINUS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
"""What "-" is on the keyboard: the key right of 0, or the keypad's minus."""

Picture = Callable[[pygame.Surface, pygame.Rect], int]
"""Draws an option's small picture at the left of ``rect``; returns the width it used."""


@dataclass(frozen=True)
class ChooserLook:
    """The chooser's colours, to sit well on a game's felt."""

    panel: tuple[int, int, int]
    row: tuple[int, int, int]
    cancel: tuple[int, int, int]
    veil: tuple[int, int, int, int]


DAY = ChooserLook(panel=(28, 52, 40), row=(44, 70, 58), cancel=(60, 84, 70), veil=(0, 0, 0, 90))
NIGHT = ChooserLook(panel=(16, 22, 50), row=(40, 52, 96), cancel=(60, 70, 110), veil=(4, 6, 18, 120))


@dataclass(frozen=True)
class Choice:
    """One answer: its words, what it is worth, a picture, and what choosing it does."""

    label: str
    pick: Callable[[], None]
    worth: str = ""
    picture: Picture | None = None
    picture_height: int = 0
    """The picture's height in pixels (the row grows to hold it)."""
    picture_width: int = 0
    """The picture's width in pixels, when known (the panel widens to show the words uncut)."""
    action: Any = None
    """The move it plays, when it is one: a lesson's chooser starts on the step's own move."""


@dataclass
class Chooser:
    """An open question: title, options, where each row was placed."""

    title: str
    options: list[Choice]
    on_cancel: Callable[[], None] = lambda: None
    look: ChooserLook = DAY
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    rows: list[pygame.Rect] = field(default_factory=list)
    cancel_rect: pygame.Rect = field(default_factory=pygame.Rect)
    hover: int | None = 0
    """The row Enter picks: the first at the start, so the first Enter is never lost."""
    title_lines: list[str] = field(default_factory=list)
    """The title as drawn: whole, on as many lines as the panel's width needs."""
    title_px: int = 0
    lead: str = ""
    """Words shown under the title (a lesson's step: what to pick, which the panel would cover)."""
    lead_lines: list[str] = field(default_factory=list)
    hinted: int | None = None
    """The row of the move the Hint named: drawn with the hint's gold edge and tag."""
    note: str = ""
    """What the last key did not do ("No row 7: press 1 to 5"), shown above Cancel."""

    def place(self, screen: tuple[int, int], scale: float, text_px: int,
              avoid: pygame.Rect | Sequence[pygame.Rect] | None = None, clear: Sequence[pygame.Rect] = (),
              top: int = 0) -> None:
        """Lay the panel out for a window of ``screen`` pixels, beside ``avoid`` and covering
        neither it nor ``clear``, below ``top``, where it fits."""
        s = scale
        tallest = max((o.picture_height for o in self.options), default=0)
        row_h = max(text_px + round(16 * s), tallest + round(14 * s), round(34 * s))
        cols = 1 if len(self.options) <= 5 else 2
        per_col = math.ceil(len(self.options) / cols)
        col_w = max(round(400 * s), self._widest_row(s, text_px))
        self.title_px = text_px + round(3 * s)
        title_w = text_width(self.title, self.title_px, True) + round(30 * s)
        width = min(max(cols * col_w + round(32 * s), title_w), screen[0] - round(20 * s))
        col_w = (width - round(32 * s)) // cols
        self.title_lines = wrap(self.title, self.title_px, width - round(30 * s), bold=True) or [""]
        head = round(56 * s) + (len(self.title_lines) - 1) * round(self.title_px * 1.25)
        lead_h = self._lead_height(width, s, text_px)
        rows_h = round(8 * s) + per_col * (row_h + round(6 * s)) + round(54 * s)
        height = head + lead_h + rows_h
        # Below the top bar where the rows fit there (its Rules and Menu are widgets, drawn over
        # anything under them); only a window too small for that gives the panel its whole height.
        below = screen[1] - top - round(10 * s)
        limit = below if head + rows_h <= below else screen[1] - round(20 * s)
        if self.lead_lines and height > limit:  # no room: the rows come first
            height -= lead_h
            self.lead, self.lead_lines = "", []
        else:
            head += lead_h
        height = min(height, screen[1] - round(20 * s))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (screen[0] // 2, screen[1] // 2)
        # The action buttons on the right are widgets drawn over the scene: a panel that would
        # reach under them stands left of them when its rows still fit whole there.
        right = [r for r in clear if r.colliderect(self.rect) and r.centerx > screen[0] // 2]
        if right:
            edge = min(r.left for r in right) - round(12 * s)
            room = edge - round(10 * s)
            for columns in sorted({cols, 1}, reverse=True):  # two columns, else one taller column
                rows = math.ceil(len(self.options) / columns)
                needed = columns * self._widest_row(s, text_px) + round(32 * s)
                lines = wrap(self.title, self.title_px, room - round(30 * s), bold=True) or [""]
                lead_h = self._lead_height(room, s, text_px) if self.lead else 0
                tall = (round(56 * s) + (len(lines) - 1) * round(self.title_px * 1.25) + lead_h + round(8 * s)
                        + rows * (row_h + round(6 * s)) + round(54 * s))
                if needed <= room < width and tall <= limit:
                    cols, per_col, height = columns, rows, tall
                    width = max(needed, min(width, room))
                    col_w = (width - round(32 * s)) // cols
                    self.title_lines = wrap(self.title, self.title_px, width - round(30 * s), bold=True) or [""]
                    head = round(56 * s) + (len(self.title_lines) - 1) * round(self.title_px * 1.25)
                    head += self._lead_height(width, s, text_px)
                    self.rect = pygame.Rect(0, 0, width, height)
                    self.rect.center = (min(screen[0] // 2, edge - width // 2), screen[1] // 2)
                    break
        whole = pygame.Rect(0, 0, *screen)
        free = pygame.Rect(0, top, screen[0], screen[1] - top) if screen[1] - top >= height else whole
        if free is not whole and self.rect.top < top:  # centred, it reached under the top bar
            self.rect.top = top + (screen[1] - top - height) // 2
        avoided = [] if avoid is None else [avoid] if isinstance(avoid, pygame.Rect) else list(avoid)
        if avoided:
            self.rect = self._beside(avoided, list(clear), free)
        self.rect.clamp_ip(whole)
        self.rows = []
        for i in range(len(self.options)):
            col, row = divmod(i, per_col)
            self.rows.append(pygame.Rect(self.rect.left + round(16 * s) + col * col_w,
                                         self.rect.top + head + row * (row_h + round(6 * s)),
                                         col_w - round(8 * s), row_h))
        self.cancel_rect = pygame.Rect(0, 0, round(150 * s), round(36 * s))
        self.cancel_rect.midbottom = (self.rect.centerx, self.rect.bottom - round(10 * s))

    def _lead_height(self, width: int, s: float, text_px: int) -> int:
        """The lead's lines at ``width`` (kept in ``lead_lines``) and the height they take."""
        self.lead_lines = wrap(self.lead, text_px, width - round(30 * s)) if self.lead else []
        return len(self.lead_lines) * round(text_px * 1.3) + (round(6 * s) if self.lead_lines else 0)

    def _widest_row(self, s: float, text_px: int) -> int:
        """The width an option row needs to show its picture, words and worth uncut (and the
        title, drawn over the rows' width)."""
        widest = text_width(self.title, text_px + round(3 * s), True) - round(2 * s)
        for index, option in enumerate(self.options):
            # the row stands 8 px inside its column: counted, or the last letters were cut ("get 1 cac…");
            # its margins and gaps rounded one by one as ``_paint_option`` rounds them (at 150% in
            # Japanese a pixel short cut "カカオ1個を得る" to "カカオ1個を…"), and a pixel to spare
            need = round(8 * s) + 3 * round(10 * s) + 1 + self._cap_width(index, s, text_px) \
                + text_width(option.label, text_px, True)
            if option.worth:
                need += round(10 * s) + text_width(option.worth, max(12, text_px - 1), True)
            if option.picture is not None:
                need += option.picture_width + round(8 * s)
            if index == self.hinted:  # the Hint's tag before its words
                need += text_width(t("Hint"), max(12, text_px - 2), True) + round(22 * s)
            widest = max(widest, need)
        return widest

    def _beside(self, avoided: list[pygame.Rect], clear: list[pygame.Rect], free: pygame.Rect) -> pygame.Rect:
        """The panel beside a rectangle of ``avoided`` (right, left, below, above; centred on it,
        then level with its top or bottom), slid inside ``free``, covering none of ``avoided``
        and ``clear``; else one covering none of ``avoided``; else where it was."""
        gap = 12
        w, h = self.rect.size
        for kept in (avoided + clear, avoided):
            for around in avoided:
                xs = (around.right + gap, around.left - gap - w)
                ys = (around.centery - h // 2, around.top, around.bottom - h)
                spots = [(x, y) for x in xs for y in ys]
                spots += [(around.centerx - w // 2, around.bottom + gap), (around.centerx - w // 2, around.top - gap - h)]
                for x, y in spots:
                    spot = pygame.Rect(x, y, w, h).clamp(free)
                    if spot.collidelist(kept) < 0:
                        return spot
        return self.rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Every input goes to the chooser while it is open (it is modal)."""
        if event.type == pygame.MOUSEMOTION:
            # Off the rows the last one stays lit: Enter always has a row to pick.
            self.hover = next((i for i, r in enumerate(self.rows) if r.collidepoint(event.pos)), self.hover)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.rows):
                if r.collidepoint(event.pos):
                    self.options[i].pick()
                    return True
            if self.cancel_rect.collidepoint(event.pos) or not self.rect.collidepoint(event.pos):
                self.on_cancel()
            return True
        if event.type == pygame.KEYDOWN:
            self._answer_key(event.key)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)

    def key_name(self, index: int) -> str:
        """The key that picks row ``index``: 1-9, 0 for the tenth, "-" for the eleventh; none
        (an empty string) after that."""
        return KEYS[index] if 0 <= index < len(KEYS) else ""

    def _cap_width(self, index: int, s: float, text_px: int) -> int:
        """The room a row's key takes; a row without a key keeps the same room, so every label
        starts at the same place."""
        key = self.key_name(index)
        return max(text_width(key, text_px, True), text_width("0", text_px, True)) + round(18 * s)

    def _answer_key(self, key: int) -> None:
        number = None
        if pygame.K_0 <= key <= pygame.K_9:
            number = key - pygame.K_0
        elif key == pygame.K_KP0:
            number = 0
        elif pygame.K_KP1 <= key <= pygame.K_KP9:  # SDL numbers the keypad 1-9 first, then its 0
            number = key - pygame.K_KP1 + 1
        elif key in MINUS_KEYS:
            number = -1
        self.note = ""
        if key == pygame.K_ESCAPE:
            self.on_cancel()
        elif number is not None:
            self._answer_number(number)
        elif key in (pygame.K_DOWN, pygame.K_UP) and self.options:
            step = 1 if key == pygame.K_DOWN else -1
            start = -1 if step == 1 else 0
            self.hover = ((self.hover if self.hover is not None else start) + step) % len(self.options)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.hover is not None:
            self.options[self.hover].pick()

    def _answer_number(self, number: int) -> None:
        """A row's key typed (a digit, or -1 for "-"): its row is picked at once."""
        count = len(self.options)
        row = 11 if number == -1 else 10 if number == 0 else number
        if not 1 <= row <= count:
            last = self.key_name(min(count, len(KEYS)) - 1)
            key = KEYS[row - 1]
            self.note = t("No row {key}: press 1 to {last}.", key=key, last=last) if count > 1 \
                else t("No row {key}: press 1.", key=key)
            return
        self.options[row - 1].pick()

    def draw(self, surface: pygame.Surface, scale: float, text_px: int) -> None:
        s = scale
        look = self.look
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(look.veil)
        surface.blit(veil, (0, 0))
        rounded_panel(surface, self.rect.move(5, 7), (0, 0, 0), 110, radius=round(16 * s))
        rounded_panel(surface, self.rect, look.panel, 245, radius=round(16 * s), border=GOLD, border_width=2)
        title_px = self.title_px or text_px + round(3 * s)
        for index, line in enumerate(self.title_lines or [self.title]):
            draw_text(surface, fit_text(line, title_px, self.rect.width - round(30 * s), bold=True), title_px,
                      (self.rect.centerx, self.rect.top + round(14 * s) + index * round(title_px * 1.25)), CREAM,
                      anchor="midtop", bold=True)
        below = self.rect.top + round(14 * s) + len(self.title_lines or [self.title]) * round(title_px * 1.25) + round(4 * s)
        for index, line in enumerate(self.lead_lines):
            draw_text(surface, line, text_px, (self.rect.centerx, below + index * round(text_px * 1.3)), GOLD,
                      anchor="midtop")
        for i, (option, row) in enumerate(zip(self.options, self.rows)):
            if row.bottom > self.cancel_rect.top:
                break
            self._paint_option(surface, option, row, i, s, text_px)
        if self.note:
            draw_text(surface, fit_text(self.note, text_px, self.rect.width - round(30 * s)), text_px,
                      (self.rect.centerx, self.cancel_rect.top - round(6 * s)), GOLD, anchor="midbottom")
        rounded_panel(surface, self.cancel_rect, look.cancel, 230, radius=self.cancel_rect.height // 2,
                      border=CREAM, border_width=1)
        draw_text(surface, t("Cancel (Esc)"), text_px, self.cancel_rect.center, CREAM, anchor="center")

    def _paint_option(self, surface: pygame.Surface, option: Choice, row: pygame.Rect, index: int, s: float,
                  text_px: int) -> None:
        hot = index == self.hover
        rounded_panel(surface, row, SKY if hot else self.look.row, 230 if hot else 170, radius=round(10 * s),
                      border=SKY_BRIGHT if hot else None, border_width=1)
        x = row.left + round(10 * s)
        if option.picture is not None:
            x += option.picture(surface, row) + round(8 * s)
        right = row.right - round(10 * s)
        ink = INK if hot else CREAM
        cap = pygame.Rect(x, 0, self._cap_width(index, s, text_px), text_px + round(10 * s))
        cap.centery = row.centery
        if self.key_name(index):  # a row without a key shows no key (the arrows and Enter reach it)
            rounded_panel(surface, cap, CREAM if hot else self.look.cancel, 235, radius=round(6 * s),
                          border=INK if hot else CREAM, border_width=1)
            draw_text(surface, self.key_name(index), text_px, cap.center, INK if hot else CREAM, anchor="center",
                      bold=True)
        x = cap.right + round(10 * s)
        if index == self.hinted:  # the Hint's pick: a gold edge and its tag before the words
            pygame.draw.rect(surface, GOLD, row, max(2, round(3 * s)), border_radius=round(10 * s))
            tag_px = max(12, text_px - 2)
            tag = pygame.Rect(x, 0, text_width(t("Hint"), tag_px, True) + round(14 * s), tag_px + round(8 * s))
            tag.centery = row.centery
            rounded_panel(surface, tag, GOLD, 255, radius=tag.height // 2)
            draw_text(surface, t("Hint"), tag_px, tag.center, INK, anchor="center", bold=True)
            x = tag.right + round(8 * s)
        y = row.centery
        if option.worth:
            worth_px = max(12, text_px - 1)
            beside = right - text_width(option.worth, worth_px, True) - round(10 * s)
            # where the words would be cut beside it, the worth goes under them (the row holds two lines):
            # at 150% a trade's row read "Take a Shelter (1 in t…   goes down in your row"
            under = (text_width(option.label, text_px, hot) > beside - x
                     and row.height >= round(text_px * 1.25) + round(worth_px * 1.25))
            y = row.centery - round(worth_px * 0.62) if under else y
            worth = draw_text(surface, option.worth, worth_px, (right, row.centery + round(text_px * 0.62) if under
                                                               else row.centery), INK if hot else GOLD,
                              anchor="midright", bold=True)
            right = right if under else worth.left - round(10 * s)
        draw_text(surface, fit_text(option.label, text_px, right - x, bold=hot), text_px, (x, y), ink,
                  anchor="midleft", bold=hot)


__all__ = ["Chooser", "ChooserLook", "DAY", "NIGHT", "Choice", "Picture"]
