"""Where a played action card lands on the Llamagedón table, and the beat the table keeps
after it: a playtest read every bot's turn only as a banner and log lines ("the story is told
in text, not on the table"). An Attack or a Steal lands on the shelter it aims at, a Swap on
the hand it takes from, a Protect on the shelter it covers, a three-colours take on the
discard pile, a Block on the card it blocks; anything else on the mat. Plain functions of the
action and the table's rectangles, so they are tested without a window.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ....rules.core import ActionParseError
from ....rules.llamagedon.actions import Attack, LlamagedonAction, Protect, Recover, Steal, Swap, parse_action

LAND_BEAT = 0.4
"""Seconds the table holds still once a card has landed, at the default bot pace (before the
animation speed's factor)."""
DEFAULT_PACE = 0.6
"""The bots' pause between moves the beat is measured against (the setting's default)."""
MOST_PACE = 1.5
"""The beat grows with a slower bot pace up to this factor (the chain's own reading time is longer)."""


def landing_beat(bot_pace: float, animation_scale: float) -> float:
    """The beat after a landing: the bot pace's share of ``LAND_BEAT`` (none when the bots do
    not pause: fast-forward, tests), times the animation speed (none when instant)."""
    if bot_pace <= 0 or animation_scale <= 0:
        return 0.0
    return LAND_BEAT * min(bot_pace / DEFAULT_PACE, MOST_PACE) * animation_scale


def public_action(words: str) -> LlamagedonAction | None:
    """The action a "play" event names in public (a Swap hides the card given: "swap 1 give
    hidden"); None for words that name no action."""
    swap = re.fullmatch(r"swap (\d+) give \S+", words.strip())
    if swap is not None:
        return Swap(int(swap.group(1)), 0)
    try:
        return parse_action(words)
    except ActionParseError:
        return None


@dataclass(frozen=True)
class Spots:
    """The rectangles a card can land on: the mat, the discard pile, each seat's shelters
    (``shelters(seat)``) and hand (``hand(seat)``: a rival's panel, your fan)."""

    mat: pygame.Rect
    discard: pygame.Rect
    shelters: Callable[[int], Sequence[pygame.Rect]]
    hand: Callable[[int], pygame.Rect]


def landing_rect(action: LlamagedonAction | None, actor: int, spots: Spots) -> pygame.Rect:
    """Where ``actor``'s played ``action`` lands (the rectangle ringed while it does)."""
    if isinstance(action, (Attack, Steal)):
        rects = spots.shelters(action.seat)
        if 0 <= action.shelter < len(rects):
            return pygame.Rect(rects[action.shelter])
        return spots.hand(action.seat)
    if isinstance(action, Swap):
        return spots.hand(action.seat)
    if isinstance(action, Protect):
        rects = spots.shelters(actor)
        if 0 <= action.shelter < len(rects):
            return pygame.Rect(rects[action.shelter])
    if isinstance(action, Recover):
        return pygame.Rect(spots.discard)
    return pygame.Rect(spots.mat)


def mat_spots(mat: pygame.Rect, pile_w: int, count: int, scale: float) -> list[tuple[float, float, float]]:
    """The centre and tilt of each of ``count`` chain cards laid across the mat, in order."""
    step = min(round(pile_w * 0.6), (mat.width - pile_w - round(20 * scale)) // max(count - 1, 1))
    x0 = mat.centerx - step * (count - 1) / 2
    return [(x0 + i * step, mat.centery - round(4 * scale), float((i * 29) % 9 - 4)) for i in range(count)]


@dataclass
class LandingRing:
    """The ring round the place a card lands on, shown until ``until`` (table time)."""

    rect: pygame.Rect
    until: float

    def shown(self, now: float) -> bool:
        return now < self.until


__all__ = ["DEFAULT_PACE", "LAND_BEAT", "LandingRing", "MOST_PACE", "Spots", "landing_beat", "landing_rect",
           "mat_spots", "public_action"]
