"""Where the guide's bubble goes when its own place is taken (``table/guide_room.py``): never
over a ring while any spot avoids it, over pictures before words, the earlier shape first."""

from __future__ import annotations

import pygame

from llamagames.ui.table.guide_room import CELL, PICTURE_COST, RING_COST, WORD_COST, best_spot, cost_of, weigh

BOUNDS = pygame.Rect(0, 0, 400, 300)


def test_a_clear_spot_is_found_beside_what_is_kept_and_rung() -> None:
    kept = [pygame.Rect(0, 0, 400, 100)]  # words across the top
    rings = [pygame.Rect(0, 100, 200, 200)]  # the card to take, bottom left
    totals = weigh(BOUNDS, kept, [], rings)
    found = best_spot([(160, 120)], totals, BOUNDS, (0, 0))
    assert found is not None
    cost, index, spot = found
    assert cost == 0 and index == 0
    assert BOUNDS.contains(spot)
    assert not spot.colliderect(kept[0]) and not spot.colliderect(rings[0])


def test_a_ring_costs_more_than_covering_words_and_words_more_than_pictures() -> None:
    assert RING_COST > WORD_COST * (BOUNDS.width * BOUNDS.height) // (CELL * CELL) > PICTURE_COST
    rings = [pygame.Rect(0, 0, 200, 300)]
    kept = [pygame.Rect(200, 0, 80, 300)]
    pictures = [pygame.Rect(280, 0, 120, 300)]
    totals = weigh(BOUNDS, kept, pictures, rings)
    cost, _, spot = best_spot([(100, 100)], totals, BOUNDS, (0, 0)) or (0, 0, pygame.Rect(0, 0, 0, 0))
    assert spot.left >= 280  # over the picture, the only place that covers no words and no ring
    assert 0 < cost < WORD_COST
    wide = best_spot([(190, 100)], totals, BOUNDS, (0, 0))
    assert wide is not None and not wide[2].colliderect(rings[0])  # words covered, never the ring
    assert WORD_COST <= wide[0] < RING_COST


def test_a_later_shape_is_taken_only_where_the_earlier_one_has_no_clear_spot() -> None:
    kept = [pygame.Rect(0, 150, 400, 150)]
    totals = weigh(BOUNDS, kept, [], [])
    assert best_spot([(300, 100), (300, 200)], totals, BOUNDS, (0, 0))[:2] == (0, 0)  # type: ignore[index]
    tall = best_spot([(300, 200), (390, 140)], totals, BOUNDS, (0, 0))
    assert tall is not None and tall[:2] == (0, 1) and tall[2].bottom <= 150


def test_cost_of_counts_what_a_rect_covers_and_leaving_the_bounds_as_a_ring() -> None:
    totals = weigh(BOUNDS, [pygame.Rect(0, 0, 80, 80)], [], [])
    assert cost_of(totals, BOUNDS, pygame.Rect(200, 200, 50, 50)) == 0
    assert cost_of(totals, BOUNDS, pygame.Rect(0, 0, 40, 40)) == WORD_COST * (40 // CELL) ** 2
    assert cost_of(totals, BOUNDS, pygame.Rect(380, 0, 50, 50)) == RING_COST


def test_no_spot_when_no_shape_fits() -> None:
    assert best_spot([(500, 100)], weigh(BOUNDS, [], [], []), BOUNDS, (0, 0)) is None


def test_the_bubble_stays_home_over_pictures_and_moves_least_when_a_ring_takes_home() -> None:
    """Through a lesson the bubble keeps its place: a spot covering fewer pictures elsewhere does
    not draw it away (in Japanese it stood elsewhere at each step); a ring at home moves it to the
    clear spot nearest home, and kept words are never covered while a clear spot exists."""
    from llamagames.ui.table.guide_room import steady_spot

    bounds = pygame.Rect(0, 0, 400, 304)
    pictures = [pygame.Rect(0, 0, 160, 120)]  # home lies over a picture
    totals = weigh(bounds, [], pictures, [])
    found = steady_spot([(160, 120)], [0], totals, bounds, (0, 0))
    assert found is not None and found[2].topleft == (0, 0) and found[0] > 0  # over the picture, at home
    rings = [pygame.Rect(0, 0, 100, 100)]
    kept = [pygame.Rect(0, 150, 400, 154)]  # words under home
    found = steady_spot([(160, 120)], [0], weigh(bounds, kept, [], rings), bounds, (0, 0))
    assert found is not None
    spot = found[2]
    assert not spot.colliderect(rings[0]) and not spot.colliderect(kept[0])
    assert spot.topleft == (112, 0)  # the nearest clear spot: just right of the ring, on the 16 px grid
    pictures = [pygame.Rect(100, 0, 60, 150)]  # a picture there: forced off home, it keeps off pictures too
    found = steady_spot([(160, 120)], [0], weigh(bounds, kept, pictures, rings), bounds, (0, 0))
    assert found is not None and found[0] == 0 and found[2].topleft == (160, 0)
    smaller = steady_spot([(400, 200), (160, 120)], [0, 1], weigh(bounds, kept, [], []), bounds, (0, 0))
    assert smaller is not None and smaller[1] == 1  # the full-size words fit nowhere clear: smaller ones
