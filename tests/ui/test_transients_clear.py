"""Nothing that appears for a moment covers words (the layout tour's ``--moments`` walk at 0):
a piece's tooltip with no clear spot beside the piece goes to the nearest clear felt, never
under a button (pygame-gui draws buttons over the table: a card's use in Japanese at 150% lay
under End turn); a rival shelter's word stands beyond the glow of a card dragged onto it. Pure geometry where it can be, one table
where the kit's room is what is checked."""

from __future__ import annotations

import pygame

from llamagames.ui.games.llamagedon.painter import shelter_captions
from llamagames.ui.table.clear_room import ClearRoom
from llamagames.ui.table.drag import GLOW_REACH
from llamagames.ui.table.tooltip import TableTooltip, TipLook

from .conftest import FRAME
from .llamagedon.test_gedon_table import YOUR_TURN, open_table

TIP = "Attack: destroys a rival's shelter (not a protected one). Your one action on your turn."


def test_a_pieces_tooltip_with_no_clear_spot_beside_it_goes_to_the_nearest_clear_felt(app) -> None:
    """The piece sits in a band of words (a status line above, cards beside, a button to its
    right): every spot beside it covers some; a stretch of felt further up is clear."""
    room = ClearRoom(pygame.Rect(0, 0, 1000, 700))
    piece = pygame.Rect(450, 560, 100, 140)
    # felt only at the left, between the top and the status line: x 0-340, y 250-480
    words = [pygame.Rect(0, 480, 1000, 70), pygame.Rect(0, 550, 440, 150), pygame.Rect(560, 550, 440, 150),
             pygame.Rect(0, 0, 1000, 250), pygame.Rect(340, 250, 660, 230)]
    room.keep(*words)
    tooltip = TableTooltip()
    rect = tooltip.draw(pygame.Surface(room.bounds.size), room, TIP, piece, TipLook(20, 400, 1.5))
    assert rect is not None and rect.collidelist(words) == -1 and not rect.colliderect(piece)
    assert room.bounds.inflate(-4, -4).contains(rect)  # a margin from the window's edge too


def test_a_rival_shelters_word_stands_beyond_the_glow_of_a_card_dragged_onto_it() -> None:
    shelter = pygame.Rect(100, 100, 60, 84)
    placed = shelter_captions([(1, 1)], [shelter], pygame.Rect(80, 60, 300, 160), 12, pygame.Rect(0, 0, 1, 1))
    assert placed and all(box.top >= shelter.bottom + GLOW_REACH for _, box in placed)


def test_the_buttons_shown_are_held_in_the_tables_room(app) -> None:
    """What the table draws for a moment is drawn under pygame-gui's buttons: the room holds
    every button shown as it holds the status line (covered last of all)."""
    table = open_table(app, YOUR_TURN)
    app.frame(FRAME, [])
    shown = [pygame.Rect(b.rect) for b in table.controls.buttons.values() if b.visible]
    assert shown and all(rect in table.room.prompts for rect in shown)
