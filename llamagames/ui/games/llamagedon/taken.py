"""What a Steal took, said where it happened: a playtest found a Steal's result only in the move
log. The shelter flies from the robbed seat to the thief (``reactions.py``), and a short tag
stands at both seats' panels ("Stole Pablo's Built Shelter", "Shelter card stolen by Dolly")
until the next move (until your turn, if it was yours that was taken), placed by the kit's ``table.room`` clear of what is kept, as
L.L.A.M.A. tags a bot's last move. The words are plain functions, tested without a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ....i18n import t
from ....rules.core import Event
from ....rules.llamagedon.cards import SHELTER
from ...palette import CREAM, GOLD, INK, TERRACOTTA
from ...table.tooltip import gap_to
from ...text import draw_text, fit_text, line_height, rounded_panel, text_width, wrap
from .type_scale import NOTE

if TYPE_CHECKING:
    from ...table.kit import Table

NAME_ROOM = 14
"""A name in a tag is cut to this many of the tag's letters' widths ("Maximiliana Fer…")."""
TAG_EMS = 17
"""A tag's widest line, in its letters' size: "Shelter card stolen by Pablo" on one line."""
TAG_LINES = 2
"""Lines a tag may take before its words get smaller (a longer language, a narrow window)."""
NEAR = 60
"""Design pixels from its panel within which a tag with no clear spot beside the panel takes the
nearest clear felt (farther, the line tying it to its panel would cross the table)."""


def shelter_kind(cards: Sequence[int]) -> str:
    """The kind of shelter taken, in a tag's few words."""
    return t("Shelter card") if SHELTER in cards else t("Built Shelter")


def taken_words(thief: str | None, robbed: str | None, cards: Sequence[int]) -> tuple[str, str]:
    """The thief's tag and the robbed seat's tag; a name None is the viewer ("your", "you")."""
    what = shelter_kind(cards)
    stole = (t("Stole your {what}", what=what) if robbed is None
             else t("Stole {name}'s {what}", name=robbed, what=what))
    lost = (t("{what} stolen by you", what=what) if thief is None
            else t("{what} stolen by {name}", name=thief, what=what))
    return stole, lost


@dataclass
class TakenTags:
    """The tags of the last Steal: seat -> words (the thief's first), kept until the next move."""

    words: dict[int, str] = field(default_factory=dict)
    thief: int | None = None
    rects: dict[int, pygame.Rect] = field(default_factory=dict)
    """Where each tag was drawn last (for tests and the layout check)."""
    your_turn: bool = False
    """The viewer's turn has come since the Steal (a Steal from the viewer stays until then)."""

    def set(self, thief: int, robbed: int, words: tuple[str, str]) -> None:
        self.words = {thief: words[0], robbed: words[1]}
        self.thief, self.your_turn = thief, False

    def clear(self) -> None:
        self.words, self.thief, self.rects, self.your_turn = {}, None, {}, False

    def settle(self, events: Sequence[Event], viewer: int | None = None) -> None:
        """A move has landed: the tags belong to the Steal's moment, which the next move ends
        (a playtest saw "Shelter card stolen by you" stay through Pablo's whole next turn,
        beside the wrong panel by then). A Steal from the viewer stays until the viewer's own
        turn has come (where "Since your turn" tells it again) and the viewer's first move
        there (it stayed through the viewer's whole turn and the next)."""
        if not self.words:
            return
        robbed_you = viewer is not None and viewer in self.words and viewer != self.thief
        came = any(event.kind == "turn" and event.seat == viewer for event in events)
        if any(event.kind == "steal" for event in events):
            self.your_turn = came
            return
        if events and (not robbed_you or self.your_turn):
            self.clear()
        self.your_turn = self.your_turn or came


def nearest(rect: pygame.Rect, point: tuple[float, float]) -> tuple[int, int]:
    """The point of ``rect`` nearest ``point``."""
    return (round(min(max(point[0], rect.left), rect.right - 1)), round(min(max(point[1], rect.top), rect.bottom - 1)))


def tie_to_panel(surface: pygame.Surface, tag: pygame.Rect, panel: pygame.Rect, colour: tuple[int, int, int],
                 width: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """A line in the tag's border colour from the tag to its seat's panel, drawn under the tag:
    placed clear of what is kept, a tag may stand between two panels (a playtest read
    "Shelter card stolen by you", Dolly's, as Pablo's). The line's two ends."""
    end = nearest(panel, tag.center)
    start = nearest(tag, end)
    pygame.draw.line(surface, colour, start, end, width)
    pygame.draw.circle(surface, colour, end, width + 2)
    return start, end


def tag_name(name: str, px: int) -> str:
    """A seat's name short enough for a tag."""
    return fit_text(name, px, NAME_ROOM * px, bold=True)


def draw_taken(surface: pygame.Surface, table: Table, tags: TakenTags, avoid: Sequence[pygame.Rect] = ()) -> None:
    """Each tag beside its seat's panel, where the room is clear (below it first) and clear of
    ``avoid``: your hand, drawn over the tags (at 1280x720 and 150% in Japanese, "stolen by"
    stood half under your cards)."""
    tags.rects = {}
    if not tags.words:
        return
    s = table.text_scale
    px = table.small(NOTE)
    most = TAG_EMS * px + round(20 * s)
    for seat, words in tags.words.items():
        anchor = table.panel_rect(seat)
        if anchor.width <= 0:
            continue
        lines = wrap(words, px, most - round(20 * s), bold=True)
        size = px
        while len(lines) > TAG_LINES and size > table.small(NOTE) * 3 // 4:
            size -= 1
            lines = wrap(words, size, most - round(20 * s), bold=True)
        line_h = line_height(size)
        box = (max(text_width(line, size, True) for line in lines) + round(20 * s), len(lines) * line_h + round(8 * s))
        margin = round(6 * s)  # never flush with the window's edge
        inside = pygame.Rect((0, 0), table.frame.size).inflate(-2 * margin, -2 * margin)
        spot = table.room.place(box, anchor, gap=round(4 * s), sides=("below", "above", "right", "left"), within=inside,
                               avoid=avoid)
        if table.room.covered(spot) or spot.collidelist(list(avoid)) != -1:
            # nothing clear beside the panel (four seats at 1280x800 and 150%: the thief's tag lay
            # over the robbed seat's): the clear felt nearest it, tied to it by its line, where
            # that is no farther from the panel than the spot found (or still close by)
            free = table.room.free(box, anchor.center, gap=round(4 * s), within=inside)
            if (free is not None and free.collidelist(list(avoid)) == -1
                    and gap_to(free, anchor) <= max(gap_to(spot, anchor), round(NEAR * s))):
                spot = free
        table.room.keep(spot)
        tags.rects[seat] = spot
        border = GOLD if seat == tags.thief else TERRACOTTA
        tie_to_panel(surface, spot, anchor, border, max(2, round(2 * s)))
        rounded_panel(surface, spot, INK, 230, radius=min(spot.height // 2, round(12 * s)), border=border, border_width=2)
        y = spot.top + round(4 * s)
        for line in lines:
            draw_text(surface, line, size, (spot.centerx, y), CREAM, anchor="midtop", bold=True)
            y += line_h


__all__ = ["TakenTags", "draw_taken", "nearest", "shelter_kind", "tag_name", "taken_words", "tie_to_panel"]
