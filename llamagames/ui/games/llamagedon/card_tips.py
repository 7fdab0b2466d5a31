"""What a card does, said beside it while the pointer rests on it (or the keys focus it).

A playtest: "Hovering over a card just lifts it, with no description. A newcomer sees ATTACK,
SWAP, BLOCK cards without knowing what they do." A card of your hand (face up on your own
screen), the discard pile's top card, a shelter on the table and the table mat each say in a
sentence or two what they do and when they are played (the rulebook, in our words). Never a
card the viewer may not see: a rival's hand, the deck, a hand turned face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....i18n import t
from ....rules.llamagedon.cards import (
    ATTACK,
    BLOCK,
    BLUE,
    DRAW2,
    GREEN,
    LLAMAGEDON_CARD,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    YELLOW,
)
from ...table.tooltip import TipLook
from .layout import layout_of
from .stage import stage_of

if TYPE_CHECKING:
    from ...table.kit import Table

def card_tip(kind: int) -> str:
    """What one card of ``kind`` does and when it is played, in a newcomer's words."""
    if kind in (RED, BLUE, YELLOW, GREEN):
        return t("Resource: two of one colour build a shelter in your row (not an action). Three of different "
                 "colours, dropped on the table mat, take any card of the discard pile (your action).")
    words = {
        LLAMAGEDON_CARD: t("The Llamagedón card: once drawn, every Built Shelter still in a hand goes down, and two "
                           "more rounds end the game."),
        SHELTER: t("Shelter card: it goes down in your row as soon as it is in your hand on your turn (not an "
                   "action). Most shelters at the end wins."),
        WILD: t("Wild Resource: counts as any colour, to build a shelter or to make three colours."),
        ATTACK: t("Attack: destroys a rival's shelter (not a protected one). Your one action on your turn."),
        STEAL: t("Steal: moves a rival's shelter (not a protected one) into your row. Your one action on your turn."),
        SWAP: t("Swap: give a rival a card of your hand and take one of theirs at random. Your one action on your "
                "turn, never with the Swap as your only card."),
        DRAW2: t("Draw 2: drop it on the table mat to draw two more cards; they wait for your next turn, a Shelter "
                 "card excepted. Your one action on your turn."),
        PROTECT: t("Protect: lay it on one of your shelters; no Attack or Steal can touch that shelter again. Your "
                   "one action on your turn."),
        BLOCK: t("Block: cancels the card just played, on anyone's turn, not only yours. A Block can be blocked "
                 "in turn."),
    }
    return words.get(kind, "")


def shelter_tip(shelter: tuple[int, ...]) -> str:
    """What a shelter on the table is: a Shelter card or a Built Shelter, protected or not."""
    base = t("Shelter card: one shelter.") if SHELTER in shelter else t(
        "Built Shelter: two Resources of one colour, one shelter.")
    if PROTECT in shelter:
        return base + " " + t("Protected: no Attack or Steal can touch it.")
    if WILD in shelter and SHELTER not in shelter:
        return base + " " + t("Anyone may swap its Wild for the matching colour and take the Wild.")
    return base


def mat_tip() -> str:
    """What the table mat is for."""
    return t("The table mat: drop a Draw 2 here, or three Resources of different colours to take any card of the "
             "discard pile. A card played waits here while the table may Block it.")


def tip_at(table: Table, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
    """The tooltip for what lies at ``pos`` (or the hand's focused card) and the rectangle it
    names; None where nothing the viewer may see is there."""
    stage = stage_of(table)
    fan = stage.fan
    if fan.dragging is not None or table.covered or table.tooltip.quiet:
        return None
    hover = fan.hover
    if hover is not None and hover.value is not None and fan.face_up and stage.face_up():
        return card_tip(int(hover.value)), hover.rect()
    if any(sprite.rect().collidepoint(pos) for sprite in fan.cards):
        return None  # a card of a hand turned face down: nothing said of it
    lay = layout_of(table).lay
    obs = stage.view.obs
    if obs.discard and lay.discard.collidepoint(pos):
        return card_tip(int(obs.discard[-1])), pygame.Rect(lay.discard)
    for seat in range(len(obs.areas)):
        for shelter, rect in zip(obs.areas[seat], stage.shelter_rects(seat)):
            if rect.collidepoint(pos):
                return shelter_tip(tuple(shelter)), pygame.Rect(rect)
    if not obs.chain and lay.mat.collidepoint(pos):
        return mat_tip(), pygame.Rect(lay.mat)
    return None


def tip_look(table: Table) -> TipLook:
    """The card tooltip's box: the table's small words, some 360 pixels wide at most."""
    return TipLook(table.small(14), round(360 * max(table.scale, table.text_scale)), table.scale, table.text_scale)


def draw_card_tip(surface: pygame.Surface, table: Table) -> pygame.Rect | None:
    """Draw the tooltip for what the pointer rests on (or the focused card), beside it, clear
    of the hand's cards and what the table keeps readable (the kit's ``table.tooltip``); its
    rectangle."""
    found = tip_at(table, stage_of(table).mouse)
    if found is None or not found[0]:
        table.tooltip.rect = None
        return None
    text, anchor = found
    hand = [sprite.rect() for sprite in stage_of(table).fan.cards]
    return table.tooltip.draw(surface, table.room, text, anchor, tip_look(table), avoid=hand)


__all__ = ["card_tip", "draw_card_tip", "mat_tip", "shelter_tip", "tip_at", "tip_look"]
