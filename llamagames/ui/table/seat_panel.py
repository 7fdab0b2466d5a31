"""A seat's panel: name, who plays it, whose turn it is, badges, and a flash after a bot's move.

The game draws its own content inside (cards held, chips, shelters, an estate); the
frame, the name and the turn badge are the same at every table. Names never run under
the badge: they get smaller first, then are cut with an ellipsis to the room the badge leaves.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import t
from .. import access
from ..palette import CREAM, GOLD, INK, PANEL, SKY, TERRACOTTA
from ..scale import text_px
from ..text import draw_text, fit_text, rounded_panel, shrink_to_fit, text_width

NAME_SIZE = 18
NAME_SHRINK = 0.7
"""A name too long beside its tag gets smaller, down to this share of its size, before it is cut."""
FLASH_TIME = 0.9


@dataclass(frozen=True)
class SeatLook:
    """What a panel says about its seat this frame."""

    name: str
    subtitle: str
    current: bool = False
    thinking: bool = False
    badges: tuple[str, ...] = ()
    flash: float = 0.0
    """0..1: how bright the "just moved" glow is."""
    mark: int | None = None
    """The seat whose shape goes before the name (colour-blind mode), or None."""
    asked: bool = False
    """Asked to answer in the middle of another seat's turn (a Block window): a tag of its own,
    so "turn" stays with the seat whose turn it is."""


def badge_size(scale: float) -> tuple[int, int]:
    return round(100 * scale), round(22 * scale)


def badge_width(badge: str, scale: float, px: int | None = None) -> int:
    """A badge's width: its word (at ``px``, by default the panel's small size) and a margin
    (never narrower than a short word's)."""
    words = text_width(badge, text_px(scale) if px is None else px, True) + round(14 * scale)
    return max(round(58 * scale), words) if px is None else words


def tag_width(word: str, scale: float) -> int:
    """The turn tag narrowed to its word: the arrow, the word and a margin."""
    return round(26 * scale) + text_width(word, text_px(scale), True)


def draw_seat_panel(surface: pygame.Surface, rect: pygame.Rect, look: SeatLook, scale: float, time: float) -> int:
    """Draw the frame and header; returns the y below the header for the game's content."""
    s = scale
    border = SKY if look.current else (120, 150, 130)
    rounded_panel(surface, rect, PANEL, 185, radius=round(14 * s), border=border, border_width=3 if look.current else 1)
    if look.flash > 0:
        glow = rect.inflate(round(8 * s), round(8 * s))
        rounded_panel(surface, glow, SKY, round(90 * look.flash), radius=round(18 * s))
    pad = round(12 * s)
    tag_w, tag_h = badge_size(s)
    tagged = look.current or look.asked
    tag_word = t("turn") if look.current else t("asked")
    name_size = round(NAME_SIZE * s)
    name_x = rect.left + pad
    if look.mark is not None:
        radius = max(5, round(7 * s))
        access.draw_seat_mark(surface, look.mark, (name_x + radius, rect.top + round(7 * s) + name_size * 0.7), radius)
        name_x += 2 * radius + round(6 * s)
    least = max(text_px(s, 12), round(name_size * NAME_SHRINK))
    tag_low = False
    if tagged and look.thinking:  # the tag widens to its longest word ("thinking..." in a longer language)
        tag_w = max(tag_w, tag_width(t("thinking") + "...", s))
    if tagged and not look.thinking:
        # a name says whose hand shows at a hot seat: the tag narrows to its word, and where even
        # then the name is cut, the tag goes down to the subtitle's line (a name longer than the
        # whole panel is cut all the same)
        whole = rect.right - name_x - round(8 * s)
        if text_width(look.name, name_size, True) > rect.right - name_x - tag_w - round(14 * s):
            tag_w = min(tag_w, tag_width(tag_word, s))
            beside = rect.right - name_x - tag_w - round(14 * s)
            tag_low = text_width(look.name, least, True) > beside and text_width(look.name, least, True) <= whole
    # the name's line keeps room for the first tag on its right: the turn tag, else the first
    # badge as wide as its word ("QUIT" leaves a short name whole)
    first_tag = tag_w if tagged and not tag_low else badge_width(look.badges[0], s) if look.badges else 0
    right_room = first_tag + round(14 * s) if first_tag else round(8 * s)
    room = rect.right - name_x - right_room
    size = name_size
    while size > least and text_width(look.name, size, True) > room:
        size -= 1  # a name gets smaller before it is cut ("Pablo" beside "thinking..." at 150%)
    if text_width(look.name, size, True) > room:
        size = name_size  # too long even so: cut at the player's size
    name = fit_text(look.name, size, room, bold=True)
    draw_text(surface, name, size, (name_x, rect.top + round(7 * s) + (name_size - size) // 2), CREAM, bold=True)
    small = text_px(s)
    # The tags stack down the right edge from the top: only a second one reaches the subtitle's line.
    tags = int(tagged) + len(look.badges)
    subtitle_room = round(8 * s)
    badge_px: int | None = None
    """The badges' size: the panel's small size, or a little smaller where the second tag would
    cost the subtitle its detail (at 150% "最後に遊ぶ" under "turn" dropped a bot's level)."""
    if tag_low:  # the turn tag on the subtitle's line, the badges under it
        subtitle_room = tag_w + round(14 * s)
    elif tags >= 2:  # the second tag's own width (a badge is as wide as its word) and its margin
        second = look.badges[1 - int(tagged)]
        subtitle_room = badge_width(second, s) + round(14 * s)
        whole = text_width(look.subtitle, small)
        detail = text_width(look.subtitle.rsplit(" · ", 1)[-1], max(12, round(small * 0.85)))
        if whole > rect.width - pad - subtitle_room:
            least = max(12, round(small * 0.8))
            px = small
            while px > least and whole > rect.width - pad - badge_width(second, s, px) - round(14 * s):
                px -= 1
            # where even the whole line cannot stay, the smaller badge keeps the detail whole
            # (a long language's "easy" beside the turn tag and a badge was cut)
            if whole <= rect.width - pad - badge_width(second, s, px) - round(14 * s) or (
                    detail > rect.width - pad - subtitle_room):
                badge_px = px
                subtitle_room = badge_width(second, s, px) + round(14 * s)
    words = look.subtitle
    dot = " · "
    beside_badge = tags >= 2 and not tag_low
    while dot in words and text_width(words, small) > rect.width - pad - subtitle_room:
        if beside_badge:  # beside a badge the detail stays ("normal"): it is what the badge covered
            words = words.split(dot, 1)[1]
        else:  # a narrow panel: the detail after the last " · " goes first ("Bot")
            words = words.rsplit(dot, 1)[0]
    px = shrink_to_fit(words, small, rect.width - pad - subtitle_room, max(12, round(small * 0.85)))  # then cut
    subtitle = draw_text(surface, fit_text(words, px, rect.width - pad - subtitle_room), px,
                         (rect.left + pad, rect.top + round(31 * s) + (small - px) // 2), (200, 214, 200))
    y = rect.top + round(8 * s)
    if tag_low:
        y = rect.top + round(31 * s) + (subtitle.height - tag_h) // 2
    if tagged:
        tag = (t("thinking") + "." * (1 + int(time * 2.5) % 3)) if look.thinking else tag_word
        tag_rect = pygame.Rect(0, 0, tag_w, tag_h)
        tag_rect.topright = (rect.right - round(8 * s), y)
        pygame.draw.rect(surface, SKY if look.current else GOLD, tag_rect, border_radius=tag_rect.height // 2)
        arrow_x = tag_rect.left + round(10 * s)
        cy = tag_rect.centery
        a, b = max(3, round(4 * s)), max(4, round(5 * s))
        pygame.draw.polygon(surface, INK, [(arrow_x - a, cy - b), (arrow_x - a, cy + b), (arrow_x + a, cy)])
        draw_text(surface, tag, text_px(s), (arrow_x + round(8 * s), cy), INK, anchor="midleft", bold=True)
        y = tag_rect.bottom + round(4 * s)
    for badge in look.badges:
        size = text_px(s) if badge_px is None else badge_px
        width = badge_width(badge, s, badge_px)
        box = pygame.Rect(0, 0, width, tag_h)
        box.topright = (rect.right - round(8 * s), y)
        pygame.draw.rect(surface, TERRACOTTA, box, border_radius=6)
        draw_text(surface, badge, size, box.center, CREAM, anchor="center", bold=True)
        y = box.bottom + round(4 * s)
    return max(rect.top + round(50 * s), subtitle.bottom)  # 12 px text is taller than 50 * s allows at 90%
