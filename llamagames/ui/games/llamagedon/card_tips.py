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
    NAMES,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    YELLOW,
    shelter_value,
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
    """What a shelter on the table is: a Shelter card or a Built Shelter, protected or not, and
    where the number on its corner comes from (a playtester saw a Shelter card's 8 become 9
    after a Protect and did not know why)."""
    colours = [card for card in shelter if card in (RED, BLUE, YELLOW, GREEN)] or [WILD]
    base = t("Shelter card: one shelter.") if SHELTER in shelter else t(  # (its colour: the card may be small)
        "Built Shelter, {colour}: two Resources of one colour, one shelter.", colour=t(NAMES[colours[0]]))
    if PROTECT in shelter:
        base += " " + t("Protected: no Attack or Steal can touch it.")
    elif WILD in shelter and SHELTER not in shelter:
        base += " " + t("Anyone may swap its Wild for the matching colour and take the Wild.")
    return base + " " + number_words(shelter)


def number_words(shelter: tuple[int, ...]) -> str:
    """The shelter's corner number worked out from its cards ("Corner number 9, for a tie:
    Shelter card 8 + Protect 1."), the rulebook's values."""
    names = {SHELTER: t("Shelter card"), WILD: t("Wild"), PROTECT: t("Protect")}
    parts = [f"{names.get(card, t('Resource'))} {shelter_value((card,))}"
             for card in sorted(shelter, key=lambda card: card == PROTECT)]
    return t("Corner number {value}, for a tie: {parts}.", value=shelter_value(shelter), parts=" + ".join(parts))


def tie_break_tip() -> str:
    """What the You panel's tie-break line means, in a newcomer's words (the rulebook's tie rules)."""
    return t("If you end with as many shelters as a rival, the higher total of your shelters' corner numbers "
             "wins: a Shelter card 8, a Resource 3, a Wild 1, a Protect +1. Still level: fewer corner marks on "
             "the cards in hand wins.")


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
    own, line = table.own_seat(), stage.tie_line
    panel = None if own is None or line is None else table.panel_rect(own)
    if panel is not None and line is not None and line.move(panel.topleft).collidepoint(pos):
        return tie_break_tip(), line.move(panel.topleft)
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


__all__ = ["card_tip", "draw_card_tip", "mat_tip", "number_words", "shelter_tip", "tie_break_tip", "tip_at", "tip_look"]
