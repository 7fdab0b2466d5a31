"""Llamagedón explains its cards at the table: a card of your hand, the discard pile's top card,
a shelter and the table mat say what they do while the pointer rests on them (the playtest's
newcomer saw ATTACK, SWAP, BLOCK and "Draw 2 · three colours" without knowing what they do);
never a card the viewer may not see."""

from __future__ import annotations

import pygame

from llamagames import i18n
from llamagames.rules.llamagedon.cards import ATTACK, KINDS, SHELTER, STEAL
from llamagames.ui.games.llamagedon.card_tips import card_tip, draw_card_tip, mat_tip, shelter_tip, tip_at
from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.stage import stage_of

from ..conftest import FRAME, mouse
from .test_gedon_table import open_table
from .test_tip_room import ACTION_CARDS


def point(app, pos) -> None:
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, pos)])


def test_a_card_of_your_hand_says_what_it_does_beside_it_clear_of_the_hand(app):
    table = open_table(app, ACTION_CARDS)
    stage = stage_of(table)
    attack = stage.fan.sprite_for(ATTACK)
    assert attack is not None
    point(app, attack.rect().center)
    found = tip_at(table, stage.mouse)
    assert found is not None and found[0] == card_tip(ATTACK) and "destroys a rival's shelter" in found[0]
    rect = draw_card_tip(app.surface, table)
    assert rect is not None and app.surface.get_rect().contains(rect)
    assert not any(rect.colliderect(card.rect()) for card in stage.fan.cards)


def test_the_keys_focusing_a_card_show_its_tip_as_the_pointer_does(app):
    table = open_table(app, ACTION_CARDS)
    stage = stage_of(table)
    steal = stage.fan.sprite_for(STEAL)
    stage.fan._set_hover(steal)  # what the keys' focus does (table/keyboard.lift)
    found = tip_at(table, (0, 0))
    assert found is not None and found[0] == card_tip(STEAL)


def test_the_discard_pile_a_shelter_and_the_mat_explain_themselves(app):
    table = open_table(app, ACTION_CARDS)
    stage, lay = stage_of(table), layout_of(table).lay
    assert tip_at(table, lay.discard.center)[0] == card_tip(SHELTER)  # the pile's top card: a Shelter
    protected = stage.view.obs.areas[1].index(next(s for s in stage.view.obs.areas[1] if len(s) == 3))
    rect = stage.shelter_rects(1)[protected]
    words = tip_at(table, rect.center)[0]
    assert words == shelter_tip(stage.view.obs.areas[1][protected]) and "Protected" in words
    assert tip_at(table, lay.mat.center)[0] == mat_tip()
    assert tip_at(table, lay.deck.center) is None  # the deck is face down: nothing said of its cards


def test_never_a_card_the_viewer_may_not_see(app):
    table = open_table(app, ACTION_CARDS)
    stage = stage_of(table)
    rival = table.panel_rect(1)
    backs = pygame.Rect(rival.left, rival.top + rival.height // 2, rival.width // 4, rival.height // 2)
    assert tip_at(table, backs.center) is None  # a rival's hand, drawn as backs
    attack = stage.fan.sprite_for(ATTACK)
    stage.fan.set_face_up(False)  # your hand turned face down (a shared screen between turns)
    assert tip_at(table, attack.rect().center) is None


def test_every_card_tip_is_said_in_japanese(app):
    words = [card_tip(kind) for kind in KINDS] + [mat_tip(), shelter_tip((SHELTER,))]
    try:
        i18n.set_language("ja")
        japanese = [card_tip(kind) for kind in KINDS] + [mat_tip(), shelter_tip((SHELTER,))]
    finally:
        i18n.set_language("en")
    assert all(words) and all(ja != en for ja, en in zip(japanese, words))


def test_a_click_puts_the_tip_away_until_the_pointer_moves(app):
    """A playtest saw a shelter's tooltip stay over the buttons for turns: the pointer rested
    where a click had left it. A click puts the tip away, as a widget's tooltip goes; it comes
    back when the pointer moves with no button held (a drag's motion keeps it away)."""
    table = open_table(app, ACTION_CARDS)
    stage = stage_of(table)
    attack = stage.fan.sprite_for(ATTACK)
    assert attack is not None
    at = attack.rect().center
    point(app, at)
    assert tip_at(table, stage.mouse) is not None
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, at), mouse(pygame.MOUSEBUTTONUP, at)])
    assert tip_at(table, stage.mouse) is None and draw_card_tip(app.surface, table) is None
    app.frame(FRAME, [mouse(pygame.MOUSEMOTION, at)])  # as a drag moves: the left button held
    assert tip_at(table, stage.mouse) is None
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, {"pos": at, "rel": (1, 0), "buttons": (0, 0, 0)})])
    assert tip_at(table, stage.mouse) is not None
