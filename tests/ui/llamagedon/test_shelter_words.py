"""A rival's shelters say what they are without running into each other, and the numbers at
their corners are explained: a playtest found the "Built" labels of three shelters under the
second row's cards, and the value badges (6, 8, 4) never said what they were for."""

from __future__ import annotations

import pygame

from llamagames import i18n
from llamagames.rules.llamagedon.cards import GREEN, PROTECT, SHELTER, WILD, YELLOW
from llamagames.ui.games.llamagedon.painter import shelter_captions, value_words


def test_a_caption_under_a_shelter_of_the_first_row_gives_way_to_the_second_row() -> None:
    shelters = [(GREEN, GREEN, PROTECT), (YELLOW, WILD), (SHELTER,)]
    rects = [pygame.Rect(60, 50, 45, 45), pygame.Rect(110, 50, 45, 45), pygame.Rect(60, 99, 45, 45)]
    panel = pygame.Rect(0, 0, 240, 160)
    placed = shelter_captions(shelters, rects, panel, 12, pygame.Rect(220, 140, 10, 10))
    boxes = [box for _, box in placed]
    assert [words for words, _ in placed] == ["Built"]  # the second one; the first row's first is covered
    for box in boxes:
        assert box.collidelist(rects) < 0 and panel.contains(box)
    alone = shelter_captions(shelters[:2], rects[:2], panel, 12, pygame.Rect(220, 140, 10, 10))
    assert [words for words, _ in alone] == ["Built", "Built"]


def test_your_panel_says_what_the_shelter_values_are_for() -> None:
    assert value_words(14) == "Tie-break: 14 (your shelters' corner numbers added)"  # "Value 14" was not understood
    i18n.set_language("ja")
    try:
        assert value_words(14) == "同数のとき：14（シェルターの角の数字の合計）"
    finally:
        i18n.set_language("en")
