"""Every card of a hand shows its value, and only a card that can be played lifts (issue "What a
move will do": playable cards lay over the dimmed ones and hid a 6 and a 4 whole; a dimmed card
lifted when hovered and looked playable)."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from llamagames.ui import assets
from llamagames.ui.games.llama.layout import LlamaLayout
from llamagames.ui.table.layout import TableFrame
from llamagames.ui.tween import Tweener
from llamagames.ui.widgets.card_fan import CardFan
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


def unreadable(fan: CardFan, owners: Owners, size: tuple[int, int]) -> list[int]:
    """The values whose index is partly covered by another card."""
    canvas = pygame.Surface(size)
    canvas.fill((0, 0, 0))
    fan.draw(canvas)
    hidden = []
    for sprite in fan.cards:
        mine = owners.colour[sprite.key]
        if any(tuple(canvas.get_at(p))[:3] != mine for p in index_points(sprite)):
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
    """The pointer on the part of ``sprite`` left of the next card (the part a player sees)."""
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


def test_a_lifted_card_keeps_its_place_and_the_pointer_at_its_foot_keeps_it() -> None:
    fan, owners = fan_with([1, 4, 5, 6], playable=[5])
    five = fan.sprite_for(5)
    assert five is not None
    hover(fan, five)
    assert five.lift > 0
    fan.draw(pygame.Surface((10, 10)))
    assert owners.order == [1, 4, 5, 6], "the lifted 5 was drawn over the 6 beside it"
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
