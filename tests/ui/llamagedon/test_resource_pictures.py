"""Resources are drawn as small pictures of their material (bricks, stones, straw, a leaf), not
as a letter in a circle: each shape tells its colour apart without the colour, at every size."""

from __future__ import annotations

import pygame
import pytest

from llamagames import i18n
from llamagames.rules.llamagedon.cards import BLUE, GREEN, RED, WILD, YELLOW
from llamagames.ui.games.llamagedon import art

KINDS = (RED, BLUE, YELLOW, GREEN)


def silhouette(kind: int, side: int) -> pygame.mask.Mask:
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    art.material(surf, surf.get_rect(), kind)
    return pygame.mask.from_surface(surf, 10)


@pytest.mark.parametrize("side", [14, 24, 60, 120])
def test_each_material_is_its_own_shape_and_fills_its_box(side: int) -> None:
    masks = {kind: silhouette(kind, side) for kind in KINDS}
    area = side * side
    for kind, mask in masks.items():
        assert mask.count() >= area * 0.3, (kind, mask.count())  # a picture, not a speck
    for a in KINDS:
        for b in KINDS:
            if a < b:
                differ = masks[a].count() + masks[b].count() - 2 * masks[a].overlap_area(masks[b], (0, 0))
                assert differ >= area * 0.12, (a, b, differ)  # told apart by shape alone


def test_the_face_no_longer_prints_the_letter_in_its_middle(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the corner index carries the letter (top left and upside down bottom right)."""
    i18n.set_language("en")  # the corner is "R" in English (赤 in Japanese)
    rendered: list[str] = []
    real = art.assets.font

    class Spy:
        def __init__(self, font):
            self.font = font

        def render(self, text, *args):
            rendered.append(text)
            return self.font.render(text, *args)

    monkeypatch.setattr(art.assets, "font", lambda *a, **k: Spy(real(*a, **k)))
    for kind in (*KINDS, WILD):
        rendered.clear()
        art._face.__wrapped__(kind, 140, "en")
        index = art.KIND_LOOK[kind][0]
        assert rendered.count(index) == 2, (kind, rendered)  # the corner's ink and its outline
