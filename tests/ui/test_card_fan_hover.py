"""A card that cannot be played does not lift over its neighbours when hovered (issue "What a
move will do": a dimmed card lifted and hid the card beside it)."""

from __future__ import annotations

import pygame

from llamagames.ui.tween import Tweener
from llamagames.ui.widgets.card_fan import CardFan


class Recorder:
    """Stands in for the card images: records the order the fan draws its cards in."""

    def __init__(self) -> None:
        self.order: list[int] = []

    def draw(self, surface, sprite, shadow_offset: int = 0) -> None:
        self.order.append(sprite.value)


def fan_with(values: list[int], playable: list[int]) -> tuple[CardFan, Recorder]:
    images = Recorder()
    fan = CardFan(Tweener(), images)  # type: ignore[arg-type]
    fan.set_cards(values, animate=False)
    fan.set_playable(playable)
    fan.relayout(animate=False)
    return fan, images


def hover(fan: CardFan, value: int) -> None:
    sprite = fan.sprite_for(value)
    assert sprite is not None
    fan.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=sprite.rect().center, rel=(0, 0), buttons=(0, 0, 0)))


def test_a_dimmed_card_stays_in_place_under_the_pointer() -> None:
    fan, images = fan_with([1, 2, 3, 4, 5], playable=[4])
    hover(fan, 2)
    sprite = fan.sprite_for(2)
    assert sprite is not None and sprite.lift == 0.0
    fan.draw(pygame.Surface((10, 10)))
    # the hovered dimmed 2 keeps its place among the dimmed cards; the playable 4 lies over them all
    assert images.order == [1, 2, 3, 5, 4], "the dimmed card was drawn over its neighbours"


def test_a_playable_card_still_lifts_over_its_neighbours() -> None:
    fan, images = fan_with([1, 2, 3, 4, 5], playable=[2])
    hover(fan, 2)
    sprite = fan.sprite_for(2)
    assert sprite is not None and sprite.lift > 0
    fan.draw(pygame.Surface((10, 10)))
    assert images.order[-1] == 2


def test_a_card_that_cannot_be_played_lies_under_a_playable_neighbour() -> None:
    """A dimmed 6 was drawn over a playable 1 beside it (cards further right lay on top)."""
    from llamagames.ui.tween import Tweener
    from llamagames.ui.widgets.card_fan import CardFan

    fan = CardFan(Tweener())
    fan.set_layout((400, 500), 300, 100)
    fan.set_cards([1, 6], animate=False)
    fan.set_playable([1])
    fan.relayout(animate=False)
    playable, dimmed = fan.sprite_for(1), fan.sprite_for(6)
    assert fan.stacking().index(dimmed) < fan.stacking().index(playable)
    both = playable.rect().clip(dimmed.rect())
    assert both.width > 0 and fan.card_at(both.center) is playable
