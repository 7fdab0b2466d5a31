"""A tooltip or a toast never stands over the turn's status ("Your turn") nor a pile's count
("Deck · 40") where any other spot is there: a tooltip on a focused card of the hand stood over
the status line lying in the hand's room (the hand is a picture, and what lay inside it was
dropped), and a toast with no clear felt covered "Deck · 40" (a pile's words cost no more than
a seat panel's edge)."""

from __future__ import annotations

import pygame

from llamagames.ui.table.clear_room import ClearRoom
from llamagames.ui.table.toasts import Toasts
from llamagames.ui.table.tooltip import tip_by_pointer
from llamagames.ui.tip_room import tip_spot

BOUNDS = pygame.Rect(0, 0, 1024, 600)


def test_a_focused_cards_tooltip_does_not_cover_the_status_line_inside_the_hands_room() -> None:
    room = ClearRoom(BOUNDS)
    hand = pygame.Rect(300, 420, 420, 180)
    room.keep(hand)
    room.soften(hand)  # the hand: a picture, covered before words
    status = pygame.Rect(330, 425, 360, 40)  # "Your turn", lying inside the hand's room
    room.hold(status)
    room.keep(pygame.Rect(0, 0, 1024, 380))  # the rest of the table: words everywhere above
    card = pygame.Rect(470, 470, 80, 120)
    spot = tip_spot((260, 40), card, BOUNDS, [], room)
    assert not spot.colliderect(status), spot


def test_a_toast_with_no_clear_felt_covers_other_words_before_a_piles_count() -> None:
    room = ClearRoom(BOUNDS)
    # no clear spot at all: panels over panels everywhere but round the anchor, where one
    # layer of words lies and "Deck · 40" (the least pixels: covering it once was cheapest)
    for _ in range(12):
        room.keep(pygame.Rect(0, 0, 1024, 340), pygame.Rect(0, 420, 1024, 180), pygame.Rect(0, 340, 250, 80),
                  pygame.Rect(774, 340, 250, 80))
    room.keep(pygame.Rect(250, 340, 524, 80))
    deck = pygame.Rect(440, 370, 110, 18)  # under the deck, where a toast stood
    room.hold(deck)
    pygame.font.init()
    toasts = Toasts()
    toasts.show("Pablo plays a Swap with you: you give a card and take one of his at random.")
    toasts.draw(pygame.Surface(BOUNDS.size), (512, 380), 1.0, room)
    box = room.kept[-1]
    assert not box.colliderect(deck), box


def test_a_tooltip_by_the_pointer_covers_other_words_before_the_status_line() -> None:
    room = ClearRoom(BOUNDS)
    for _ in range(12):  # words over words everywhere but round the pointer
        room.keep(pygame.Rect(0, 0, 1024, 200), pygame.Rect(0, 400, 1024, 200))
    room.keep(pygame.Rect(0, 200, 1024, 200))
    status = pygame.Rect(400, 300, 300, 30)  # "Your turn", right under the pointer
    room.hold(status)
    spot = tip_by_pointer((200, 30), (420, 280), room, 1.0)
    assert not spot.colliderect(status), spot


def test_llamagedons_pile_counts_are_held_on_the_table(app) -> None:
    """The table holds "Deck · N" and the discard's words as it holds the status line."""
    from llamagames.ui.games.llamagedon.layout import layout_of

    from .llamagedon.test_gedon_table import YOUR_TURN, open_table

    table = open_table(app, YOUR_TURN)
    app.frame(1 / 60, [])
    held = layout_of(table).held()
    assert len(held) == 2 and all(rect in table.room.prompts for rect in held)
