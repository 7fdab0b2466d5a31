"""The kit's one tooltip (``table/tooltip.py``), as both games with piece tooltips use it: quiet
after a click until the pointer moves with no button held, placed clear of what the frame keeps
(Llamagedón's pile labels among it: a card's tooltip could cover "Discard · 5")."""

from __future__ import annotations

import pygame

from llamagames.ui.games.llamagedon.card_tips import draw_card_tip
from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.pile_labels import pile_label_rects
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.table.clear_room import ClearRoom
from llamagames.ui.table.tooltip import TableTooltip, TipLook

from .conftest import FRAME, mouse
from .llamagedon.test_gedon_table import open_table
from .llamagedon.test_tip_room import ACTION_CARDS


def motion(pos: tuple[int, int], held: bool) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (1, 0), "buttons": (int(held), 0, 0)})


def test_a_click_quiets_the_tooltip_until_a_motion_with_no_button_held() -> None:
    tip = TableTooltip()
    surface = pygame.Surface((400, 300))
    room = ClearRoom(surface.get_rect())
    look = TipLook(14, 200, 1.0)
    piece = pygame.Rect(100, 100, 40, 60)
    assert tip.draw(surface, room, "What it does", piece, look) is not None and tip.rect in room.kept
    for event, quiet in ((mouse(pygame.MOUSEBUTTONDOWN, (10, 10)), True), (motion((12, 10), True), True),
                         (mouse(pygame.MOUSEBUTTONUP, (12, 10)), True), (motion((13, 10), False), False),
                         (mouse(pygame.MOUSEBUTTONUP, (13, 10)), True),
                         (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""), False)):
        tip.follow(event)
        assert tip.quiet is quiet, event
    tip.follow(mouse(pygame.MOUSEBUTTONDOWN, (10, 10)))
    assert tip.draw(surface, room, "What it does", piece, look) is None and tip.rect is None


def test_a_tooltip_by_the_pointer_and_one_beside_its_piece_both_cover_nothing_kept() -> None:
    tip = TableTooltip()
    surface = pygame.Surface((800, 600))
    room = ClearRoom(surface.get_rect())
    label = pygame.Rect(380, 262, 80, 18)  # a pile's label under its pile
    room.keep(label)
    pile = pygame.Rect(390, 160, 60, 96)
    beside = tip.draw(surface, room, "A card of the pile, said in a few words", pile, TipLook(14, 300, 1.0))
    assert beside is not None and not beside.colliderect(label) and not beside.colliderect(pile)
    near = tip.draw(surface, room, "Another piece", pile, TipLook(14, 300, 1.0), pointer=pile.center)
    assert near is not None and not near.colliderect(label) and not near.collidepoint(pile.center)


def test_the_pile_labels_are_kept_and_the_discards_tooltip_leaves_them_readable(app):
    table = open_table(app, ACTION_CARDS)
    stage, lay = stage_of(table), layout_of(table).lay
    labels = pile_label_rects(table, lay, stage.view.obs.deck_size, stage.view.obs.discard)
    assert all(label in layout_of(table).pieces()["table"] for label in labels)
    app.frame(FRAME, [motion(lay.discard.center, False)])
    app.draw()
    assert all(label in table.room.kept for label in labels)
    rect = draw_card_tip(app.surface, table)  # the discard's top card says what it does
    assert rect is not None and table.tooltip.rect == rect
    assert not any(rect.colliderect(label) for label in labels), (rect, labels)
