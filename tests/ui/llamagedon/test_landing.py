"""Llamagedón's actions shown on the table: each played card flies to its target (a rival's
shelter, their hand for a Swap, the discard for a take, the card a Block stops), the target
is ringed while it lands, and the table holds a beat scaled by the bot pace (none when the
bots do not pause or the animations are instant). Every shelter shows its tie-break value."""

from __future__ import annotations

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.core import Event
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.actions import Attack, DrawTwo, Protect, Recover, Steal, Swap
from llamagames.rules.llamagedon.cards import (
    ATTACK,
    BLUE,
    GREEN,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    WILD,
    YELLOW,
    shelter_value,
)
from llamagames.rules.llamagedon.positions import build_state
from llamagames.seats import SeatConfig
from llamagames.storage import Settings
from llamagames.ui.app import App
from llamagames.ui.games.llamagedon.landing import (
    LAND_BEAT,
    MOST_PACE,
    Spots,
    landing_beat,
    landing_rect,
    mat_spots,
    public_action,
)
from llamagames.ui.games.llamagedon.layout import layout_of
from llamagames.ui.games.llamagedon.painter import shelter_captions, value_tag
from llamagames.ui.games.llamagedon.reactions import MOVE_TIME, LlamagedonReactions
from llamagames.ui.games.llamagedon.shelter_spots import count_badge
from llamagames.ui.games.llamagedon.stage import stage_of

from ..conftest import FRAME

NAMES = ["You", "Pablo", "Dolly", "Tina", "Ben"]


def five_seats(speed: str = "normal", pace: float = 0.6):
    """Five seats at 1366x768, your turn, every rival with shelters (one a Built Shelter with a Wild)."""
    hands = [[RED, ATTACK, STEAL], [GREEN], [YELLOW], [BLUE], [RED]]
    areas = [[(SHELTER,), (RED, RED, PROTECT)], [(SHELTER,), (GREEN, WILD)], [(YELLOW, YELLOW)],
             [(SHELTER,), (BLUE, BLUE)], [(SHELTER,)]]
    position = LLAMAGEDON.state_to_text(build_state(hands, areas))
    app = App((1366, 768), settings=Settings(animation_speed=speed), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=pace)
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", name, "easy") for name in NAMES[1:]]
    match = Match.from_position("llamagedon", seats, position, bot_delay=pace, worker=InlineBotWorker(), autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    app.frame(FRAME, [])
    return app, table


@pytest.fixture(scope="module")
def normal():
    return five_seats()


def spots() -> Spots:
    shelters = {1: [pygame.Rect(10, 10, 40, 56), pygame.Rect(60, 10, 40, 56)], 0: [pygame.Rect(300, 400, 50, 70)]}
    return Spots(pygame.Rect(200, 200, 260, 130), pygame.Rect(500, 200, 72, 100), lambda seat: shelters.get(seat, []),
                 lambda seat: pygame.Rect(seat * 100, 0, 90, 90))


def test_each_action_lands_where_it_acts():
    places = spots()
    assert landing_rect(Attack(1, 1), 0, places) == pygame.Rect(60, 10, 40, 56)
    assert landing_rect(Steal(1, 0), 2, places) == pygame.Rect(10, 10, 40, 56)
    assert landing_rect(Swap(3, RED), 0, places) == pygame.Rect(300, 0, 90, 90)  # the hand it takes from
    assert landing_rect(Protect(0), 0, places) == pygame.Rect(300, 400, 50, 70)  # the actor's own shelter
    assert landing_rect(Recover(RED, (RED, BLUE, GREEN)), 0, places) == places.discard
    assert landing_rect(DrawTwo(), 0, places) == places.mat
    assert landing_rect(None, 0, places) == places.mat


def test_the_public_words_of_a_play_name_its_target():
    assert public_action("attack 2 shelter 1") == Attack(2, 1)
    swap = public_action("swap 3 give hidden")  # the card given is secret; the rival is not
    assert isinstance(swap, Swap) and swap.seat == 3
    assert public_action("nonsense") is None


@pytest.mark.parametrize("pace, speed, beat", [(0.6, 1.0, LAND_BEAT), (1.2, 1.0, LAND_BEAT * 2 * 0.75),
                                               (0.3, 1.0, LAND_BEAT / 2), (0.6, 2.0, LAND_BEAT * 2),
                                               (10.0, 1.0, LAND_BEAT * MOST_PACE), (0.0, 1.0, 0.0),
                                               (0.6, 0.0, 0.0)])
def test_the_beat_after_a_landing_follows_the_bot_pace(pace, speed, beat):
    assert landing_beat(pace, speed) == pytest.approx(beat)


def test_a_rivals_attack_flies_onto_the_shelter_it_aims_at_and_rings_it(normal):
    app, table = normal
    stage, reactions = stage_of(table), table.parts.reactions
    assert isinstance(reactions, LlamagedonReactions)
    table.animator.clear()
    stage.flights.cancel()
    reactions.on_play(Event.make("play", 2, action="attack 1 shelter 1", cards=(ATTACK,)))
    target = stage.shelter_rects(1)[1]
    flight = stage.flights.flights[-1]
    assert stage.landing is not None and stage.landing.rect.contains(target)
    assert stage.landing.shown(table.time)
    assert table.animator.hold >= MOVE_TIME + landing_beat(0.6, 1.0) - 1e-6
    table.tweener.update(MOVE_TIME + 0.1)
    assert target.collidepoint(round(flight.sprite.x), round(flight.sprite.y))
    assert (round(flight.sprite.x), round(flight.sprite.y)) == target.center


def test_a_block_flies_onto_the_card_it_blocks(normal):
    app, table = normal
    stage, reactions = stage_of(table), table.parts.reactions
    assert isinstance(reactions, LlamagedonReactions)
    stage.flights.cancel()
    reactions.on_block(Event.make("block", 3, depth=1, against=2))
    lay = layout_of(table).lay
    assert not stage.view.chain  # no card on the mat: it lands on the mat's middle
    x, y = lay.mat.center
    assert mat_spots(lay.mat, lay.pile_w, 3, table.scale)[1][0] == lay.mat.centerx  # three cards: centred
    flight = stage.flights.flights[-1]
    table.tweener.update(MOVE_TIME + 0.1)
    assert (round(flight.sprite.x), round(flight.sprite.y)) == (round(x), round(y))
    assert stage.landing is not None and stage.landing.rect.collidepoint(round(x), round(y))


def test_when_the_bots_do_not_pause_a_landing_keeps_no_beat():
    app, table = five_seats(speed="normal", pace=0.0)  # as while fast-forwarding: bots at once
    reactions = table.parts.reactions
    assert isinstance(reactions, LlamagedonReactions)
    table.animator.clear()
    reactions.land(pygame.Rect(0, 0, 10, 10))
    assert table.animator.hold == pytest.approx(MOVE_TIME)  # the flight only
    table.match.pacer.bot_delay = 0.6
    table.animator.clear()
    reactions.land(pygame.Rect(0, 0, 10, 10))
    assert table.animator.hold == pytest.approx(MOVE_TIME + LAND_BEAT)


def test_instant_animations_ring_nothing_and_hold_nothing():
    app, table = five_seats(speed="instant")
    stage, reactions = stage_of(table), table.parts.reactions
    assert isinstance(reactions, LlamagedonReactions)
    table.animator.clear()
    stage.landing = None
    reactions.on_play(Event.make("play", 2, action="steal 1 shelter 0", cards=(STEAL,)))
    assert stage.landing is None and table.animator.hold == 0


def test_every_rival_shelter_shows_its_value_inside_its_panel_clear_of_the_hand_count(normal):
    app, table = normal
    stage = stage_of(table)
    obs = stage.view.obs
    for seat in range(1, 5):
        panel = table.panel_rect(seat)
        badge = count_badge(panel, table.scale)[0]
        for rect in stage.shelter_rects(seat):
            tag, px = value_tag(rect, table.small(14))
            assert panel.contains(tag) and px >= 12
            assert not tag.colliderect(badge)
    assert [shelter_value(s) for s in obs.areas[1]] == [8, 4]


def test_at_1366x768_every_rival_shelter_says_what_it_is_in_a_word_under_it(normal):
    app, table = normal
    stage, painter = stage_of(table), table.parts.painter
    px = max(12, table.small(14))
    for seat in range(1, 5):
        panel = table.panel_rect(seat)
        areas, rects = stage.view.obs.areas[seat], stage.shelter_rects(seat)
        placed = shelter_captions(areas, rects, panel, px, painter.count_rect(panel, len(areas)))
        assert [words for words, _ in placed] == ["Shelter" if SHELTER in s else "Built" for s in areas]
        for (_, box), rect in zip(placed, rects):
            assert box.top >= rect.bottom and box.width <= rect.width and panel.contains(box)


def test_a_caption_that_does_not_fit_under_its_shelter_is_left_out():
    rect = pygame.Rect(100, 100, 30, 40)  # too narrow for "Shelter" at 12 px
    assert shelter_captions([(SHELTER,)], [rect], pygame.Rect(0, 0, 400, 400), 12, pygame.Rect(0, 0, 0, 0)) == []
    wide = pygame.Rect(100, 100, 80, 40)
    assert shelter_captions([(SHELTER,)], [wide], pygame.Rect(0, 0, 400, 160), 12, pygame.Rect(0, 0, 0, 0))
    assert shelter_captions([(SHELTER,)], [wide], pygame.Rect(0, 0, 400, 150), 12, pygame.Rect(0, 0, 0, 0)) == []


def test_the_mat_shows_a_played_card_once_it_has_landed_not_while_it_flies(normal):
    app, table = normal
    stage, reactions = stage_of(table), table.parts.reactions
    assert isinstance(reactions, LlamagedonReactions)
    stage.flights.cancel()
    reactions.on_play(Event.make("play", 3, action="steal 1 shelter 0", cards=(STEAL,)))
    assert stage.in_air == 1 and stage.flights.busy
    table.tweener.update(MOVE_TIME + 0.1)
    stage.update(FRAME)
    assert stage.in_air == 0 and not stage.flights.busy
