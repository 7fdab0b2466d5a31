"""Every card of a hand shows its value, and only a card that can be played lifts (issue "What a
move will do": playable cards lay over the dimmed ones and hid a 6 and a 4 whole; a dimmed card
lifted when hovered and looked playable). The lifted card lies over both its neighbours, whole
(a playtester could not read the card they were about to play under its right neighbour)."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from llamagames.ui import assets
from llamagames.ui.games.llama.layout import LlamaLayout
from llamagames.ui.table.layout import TableFrame
from llamagames.ui.tween import Tweener
from llamagames.ui.widgets.card_fan import CardFan, FanClick
from llamagames.ui.widgets.cards import CardSprite, card_height


class Owners:
    """Stands in for the card images: paints each card solid in a colour of its own, turned as
    the real images turn, so a pixel says which card is seen there."""

    def __init__(self) -> None:
        self.colour: dict[int, tuple[int, int, int]] = {}
        self.order: list[int] = []

    def draw(self, surface: pygame.Surface, sprite: CardSprite, shadow_offset: int = 0) -> None:
        colour = self.colour.setdefault(sprite.key, (len(self.colour) + 1, 255, 0))
        self.order.append(sprite.value)
        face = pygame.Surface((sprite.width, card_height(sprite.width)))
        face.fill(colour)
        image = pygame.transform.rotate(face, sprite.angle)  # no smoothing: a pixel keeps its owner
        surface.blit(image, image.get_rect(center=(round(sprite.x + sprite.shake), round(sprite.y - sprite.lift))))


def index_points(sprite: CardSprite) -> list[tuple[int, int]]:
    """Points spread over ``sprite``'s top-left index, where the screen shows them."""
    box = assets.card_index_box(sprite.width)
    w, h = sprite.width, card_height(sprite.width)
    a = math.radians(sprite.angle)
    cx, cy = sprite.x + sprite.shake, sprite.y - sprite.lift
    points = []
    for fx, fy in itertools.product((0.15, 0.5, 0.85), repeat=2):
        dx = box.left + box.width * fx - w / 2
        dy = box.top + box.height * fy - h / 2
        points.append((round(cx + dx * math.cos(a) + dy * math.sin(a)), round(cy - dx * math.sin(a) + dy * math.cos(a))))
    return points


def face_points(sprite: CardSprite) -> list[tuple[int, int]]:
    """Points spread over the whole of ``sprite``'s face, just inside its edges."""
    w, h = sprite.width, card_height(sprite.width)
    a = math.radians(sprite.angle)
    cx, cy = sprite.x + sprite.shake, sprite.y - sprite.lift
    points = []
    for fx, fy in itertools.product((0.04, 0.3, 0.5, 0.7, 0.96), repeat=2):
        dx, dy = w * (fx - 0.5), h * (fy - 0.5)
        points.append((round(cx + dx * math.cos(a) + dy * math.sin(a)), round(cy - dx * math.sin(a) + dy * math.cos(a))))
    return points


def unreadable(fan: CardFan, owners: Owners, size: tuple[int, int]) -> list[int]:
    """The values whose index is partly covered by another card (the cards on the raised one's
    right, less than a card's width on (and a little: it leans), may lie under it: their index shows again once the
    pointer leaves), and the raised card if any of its face is covered."""
    canvas = pygame.Surface(size)
    canvas.fill((0, 0, 0))
    fan.draw(canvas)
    raised = fan.raised()
    under = [s for s in fan.cards if raised is not None and 0 < s.x - raised.x < raised.width * 1.15]
    hidden = []
    for sprite in fan.cards:
        mine = owners.colour[sprite.key]
        points = face_points(sprite) if sprite is raised else [] if sprite in under else index_points(sprite)
        if any(tuple(canvas.get_at(p))[:3] != mine for p in points if canvas.get_rect().collidepoint(p)):
            hidden.append(sprite.value)
    return hidden


def fan_with(values: list[int], playable: list[int] | None, size=(1280, 720)) -> tuple[CardFan, Owners]:
    lay = LlamaLayout.compute(TableFrame.compute(size, 4, buttons=2))
    owners = Owners()
    fan = CardFan(Tweener(), owners)  # type: ignore[arg-type]
    fan.set_layout(lay.fan_anchor, lay.fan_width, lay.card_w)
    fan.set_cards(values, animate=False)
    fan.set_playable(playable)
    fan.relayout(animate=False)
    return fan, owners


def hover(fan: CardFan, sprite: CardSprite) -> None:
    """The pointer on the part of ``sprite`` left of the next card (the part a player sees at
    rest: the pointer leaves the hand first, so no card lifted before lies over that part)."""
    fan.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0)))
    fan.tweener.update(1.0)  # the card lifted before is down again
    rect = sprite.rect()
    following = fan.cards[fan.cards.index(sprite) + 1:]
    x = rect.left + 4 if not following else (rect.left + following[0].rect().left) // 2
    fan.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, rect.centery), rel=(0, 0), buttons=(0, 0, 0)))


HANDS = [[1, 4, 5, 6, 6, 7], [1, 2, 3, 4, 5, 6], [2, 4, 4, 6, 7, 7], [1, 1, 2, 3, 3, 4, 5, 6, 6, 7],
         [3, 5], [1, 2, 2, 3, 4, 4, 5, 5, 6, 7, 7, 7]]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("hand", HANDS)
def test_every_card_shows_its_index_whatever_can_be_played_and_whatever_is_hovered(hand, size) -> None:
    # what the legal actions may make playable: a value and the next (a llama after a 6, a 1
    # after a llama), nothing (you quit), or the hand shown plainly (not your turn)
    plays: list[list[int] | None] = [None, [], *([v, v % 7 + 1] for v in range(1, 8))]
    for playable in plays:
        fan, owners = fan_with(hand, playable, size)
        assert unreadable(fan, owners, size) == [], f"{hand} with {playable} playable at rest"
        for sprite in list(fan.cards):
            hover(fan, sprite)
            assert fan.hover is sprite
            assert unreadable(fan, owners, size) == [], f"{hand} with {playable} playable, {sprite.value} hovered"


def test_a_card_that_cannot_be_played_does_not_lift() -> None:
    fan, _ = fan_with([1, 2, 3, 4, 5], playable=[4])
    for sprite in fan.cards:
        hover(fan, sprite)
        assert fan.hover is sprite
        assert (sprite.lift > 0) == (sprite.value == 4), f"hovering the {sprite.value}"


def test_no_card_lifts_while_the_hand_is_shown_plainly() -> None:
    """Not your turn: no card can be played, so none looks as if it could."""
    fan, _ = fan_with([1, 2, 3], playable=None)
    for sprite in fan.cards:
        hover(fan, sprite)
        assert fan.hover is sprite and sprite.lift == 0


def test_a_lifted_card_lies_over_its_neighbours_and_the_pointer_at_its_foot_keeps_it() -> None:
    fan, owners = fan_with([1, 4, 5, 6], playable=[5])
    five = fan.sprite_for(5)
    assert five is not None
    hover(fan, five)
    assert five.lift > 0
    fan.draw(pygame.Surface((10, 10)))
    assert owners.order == [1, 4, 6, 5], "the 6 beside the lifted 5 was drawn over it"
    assert [s.value for s in fan.cards] == [1, 4, 5, 6], "the hand keeps its order"
    foot = (five.rect().left + 4, five.rect().bottom + round(five.lift) - 3)  # under the lifted card, over its rest
    fan.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=foot, rel=(0, 0), buttons=(0, 0, 0)))
    assert fan.hover is five and five.lift > 0


def test_the_lift_drops_when_the_card_can_no_longer_be_played() -> None:
    fan, _ = fan_with([2, 3], playable=[3])
    three = fan.sprite_for(3)
    assert three is not None
    hover(fan, three)
    assert three.lift > 0
    fan.set_playable(None)
    fan.tweener.update(1.0)
    assert three.lift == 0


def test_a_click_where_the_lifted_card_lies_over_its_neighbour_plays_the_lifted_card() -> None:
    """Hit-testing follows the drawing: the raised 5's right part, over the 6, answers as the 5;
    once the 5 is down again that spot is the 6's."""
    fan, _ = fan_with([1, 4, 5, 6], playable=[5, 6])
    five, six = fan.sprite_for(5), fan.sprite_for(6)
    assert five is not None and six is not None
    hover(fan, five)
    spot = (five.rect().right - 6, five.rect().centery)
    assert six.rect().collidepoint(spot), "the spot lies over the 6 too"
    assert fan.card_at(spot) is five
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot)
    release = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=spot)
    assert fan.handle_event(press) is True
    intent = fan.handle_event(release)
    assert intent == FanClick(five)
    fan.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0)))
    fan.tweener.update(1.0)
    assert fan.raised() is None and fan.card_at(spot) is six


def test_the_pointer_reaches_the_next_card_of_a_crowded_fan_from_the_lifted_one() -> None:
    """Twelve cards: the lifted 4 covers the next 4 side to side; the pointer going down to the
    next 4's foot, showing under the lifted one, hovers that 4 (and keeps it)."""
    fan, _ = fan_with([1, 2, 2, 3, 4, 4, 5, 5, 6, 7, 7, 7], playable=[4, 5])
    first, second = [s for s in fan.cards if s.value == 4]
    hover(fan, first)
    assert fan.raised() is first
    foot = (first.rect().right - 3, first.rect().bottom + round(first.lift) - 3)
    assert second.rect().collidepoint(foot)
    fan.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=foot, rel=(0, 0), buttons=(0, 0, 0)))
    assert fan.hover is second and fan.raised() is second
    fan.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=foot, rel=(0, 0), buttons=(0, 0, 0)))
    assert fan.hover is second
