""""Show my hand" / "Hide my hand" on a phone table's laptop hand, in a room of its own.

With a phone friend looking at the laptop, its player's hand lies face down until they ask
to see it. The button stands on the face-down fan (card backs have nothing to read), or
beside the face-up hand, clear of every word of the frame and of the game's open question
(Llamagedón's Block chain); while the kit's chooser is open (modal, the table dimmed) the
table draws no button at all: drawn over it, "Hide my hand" stood on "Which shelter do you
build?".
"""

from __future__ import annotations

from typing import Any

import pygame

from ...i18n import t
from ..palette import GOLD, INK, PAPER
from ..text import draw_text, rounded_panel, text_width
from .clear_room import ClearRoom


def hand_label(table: Any) -> str:
    """The button's words: what a press does now."""
    if table.showing_hand:
        return t("Hide my hand (M)")
    return t("Your turn: show my hand (M)") if table.main_turn() else t("Show my hand (M)")


def questions(table: Any) -> list[pygame.Rect]:
    """What the table asks now over its felt, which the button keeps clear of: the game's own
    question (Llamagedón's Block chain, where the laptop's player looks for a Block) and the
    kit's chooser."""
    asked = []
    own = table.parts.stage.question()
    if own is not None and own.width:
        asked.append(pygame.Rect(own))
    chooser = table.chooser.open
    if chooser is not None and chooser.rect.width:
        asked.append(pygame.Rect(chooser.rect))
    return asked


def draw_hand_button(table: Any, surface: pygame.Surface) -> pygame.Rect:
    """The button, where :func:`hand_button_spot` says; its rectangle is kept in the room."""
    size = table.small(14)
    label = hand_label(table)
    box = pygame.Rect(0, 0, text_width(label, size, bold=True) + 28, max(36, size + 18))
    box = hand_button_spot(table, box.size, surface.get_rect())
    table.room.keep(box)
    rounded_panel(surface, box, GOLD if not table.showing_hand else PAPER, 245, radius=10, border=INK)
    draw_text(surface, label, size, box.center, INK, anchor="center", bold=True)
    return box


def hand_button_spot(table: Any, size: tuple[int, int], screen: pygame.Rect) -> pygame.Rect:
    """Where the button stands: on the laptop player's face-down hand (the layout's card of
    the viewer's hand), slid along the fan where that covers words; else beside the hand,
    clear of words, panels and pieces; "Hide my hand" beside the face-up hand. Never on an
    open question."""
    asked = questions(table)
    own = table.parts.layout.pieces().get("own")
    if not own:
        room = ClearRoom(screen)
        room.keep_all([*table.room.kept, *asked])
        return room.place(size, table.panel_rect(table.viewer), gap=8).clamp(screen)
    hand = own[0]
    areas = [hand, *table.parts.layout.kept()]
    fan = hand.unionall(areas[1:]) if len(areas) > 1 else hand
    words = ClearRoom(screen)  # what is kept this frame, the hand itself aside
    words.keep_all(rect for rect in table.room.kept if rect not in areas)
    words.keep_all(asked)
    if table.showing_hand:  # face up, the cards are read (a playtest saw it over the 4 and the 6)
        return clear_spot(words, size, fan, screen, ("left", "right", "above", "below"))
    for dx in (0.0, -0.5, 0.5, -1.0, 1.0, -1.5, 1.5):
        for dy in (0.0, -0.25, 0.25):
            spot = pygame.Rect((0, 0), size)
            spot.center = (hand.centerx + round(dx * size[0]), hand.centery + round(dy * hand.height))
            if fan.contains(spot) and screen.contains(spot) and not words.covered(spot):
                return spot
    return clear_spot(words, size, fan, screen, ("above", "left", "right", "below"))


def clear_spot(words: ClearRoom, size: tuple[int, int], fan: pygame.Rect, screen: pygame.Rect,
               sides: tuple[str, ...]) -> pygame.Rect:
    """Beside the fan where that covers nothing kept; else the clear spot nearest it anywhere
    on the table (at 1366x768 the Block question lies over the hand and the felt beside it is
    narrower than the button); else beside the fan, covering least."""
    spot = words.place(size, fan, gap=8, sides=sides).clamp(screen)
    if not words.covered(spot):
        return spot
    clear = ClearRoom(screen)  # the fan itself too: face up its cards are read (a free spot lay on them)
    clear.keep_all([*words.kept, fan])
    clear.pictures = list(words.pictures)
    free = clear.free(size, fan.center, gap=6, within=screen)
    return spot if free is None else free


__all__ = ["clear_spot", "draw_hand_button", "hand_button_spot", "hand_label", "questions"]
