"""The kit's one placement for what appears for a moment: beside its anchor, on screen, over
nothing the player must read (issue "Every table fills the laptop", item 5)."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from llamagames.ui.table.clear_room import ClearRoom

SCREEN = pygame.Rect(0, 0, 1280, 720)


def test_a_label_goes_above_its_target_when_that_is_clear() -> None:
    room = ClearRoom(SCREEN)
    target = pygame.Rect(600, 400, 80, 110)
    spot = room.place((200, 30), target, gap=8)
    assert spot.midbottom == (target.centerx, target.top - 8)


def test_a_caption_above_the_target_sends_the_label_elsewhere() -> None:
    room = ClearRoom(SCREEN)
    target = pygame.Rect(600, 400, 80, 110)
    caption = pygame.Rect(500, 360, 300, 30)  # the row's caption, just above the card
    room.keep(caption)
    spot = room.place((200, 30), target, gap=8)
    assert not spot.colliderect(caption) and not spot.colliderect(target)
    assert SCREEN.contains(spot)


def test_a_toast_moves_off_the_tip_it_would_cover() -> None:
    room = ClearRoom(SCREEN)
    tip = pygame.Rect(340, 430, 600, 90)
    room.keep(tip)
    point = pygame.Rect((640, 470), (0, 0))  # where toasts stood: inside the tip
    spot = room.place((520, 60), point, gap=0, sides=("above", "below", "on"))
    assert not spot.colliderect(tip)


def test_where_nothing_is_clear_the_spot_covering_least_is_taken() -> None:
    room = ClearRoom(pygame.Rect(0, 0, 400, 300))
    room.keep(pygame.Rect(0, 0, 400, 300))  # everything kept
    spot = room.place((100, 40), pygame.Rect(150, 130, 100, 40))
    assert room.bounds.contains(spot)


@settings(deadline=None)  # pure geometry; a loaded machine must not fail it on time
@given(st.lists(st.tuples(st.integers(0, 1200), st.integers(0, 700), st.integers(1, 400), st.integers(1, 300)),
                max_size=12),
       st.tuples(st.integers(0, 1200), st.integers(0, 700), st.integers(1, 200), st.integers(1, 200)),
       st.tuples(st.integers(10, 600), st.integers(10, 120)))
def test_a_spot_is_on_screen_and_clear_whenever_a_clear_spot_is_offered(kept, anchor, size) -> None:
    room = ClearRoom(SCREEN)
    room.keep_all(pygame.Rect(r) for r in kept)
    spot = room.place(size, pygame.Rect(anchor), gap=6)
    assert SCREEN.contains(spot)
    tried = room._spots(size, pygame.Rect(anchor), 6, ("above", "below", "right", "left"))
    if any(room.covered(s) == 0 and not s.colliderect(pygame.Rect(anchor)) for s in tried):
        assert room.covered(spot) == 0


def test_where_nothing_is_clear_a_message_covers_a_picture_before_words() -> None:
    room = ClearRoom(SCREEN)
    field = pygame.Rect(240, 170, 790, 400)
    tip = pygame.Rect(250, 200, 770, 70)  # words at the top of the field
    board = pygame.Rect(400, 280, 480, 220)  # the estate's picture under it
    room.keep(tip, board)
    room.soften(board)
    room.messages = field
    spot = room.place((430, 70), pygame.Rect(640, 200, 0, 0), gap=0, within=room.messages)
    assert not spot.colliderect(tip)
    assert field.contains(spot)


def test_a_message_area_holds_the_message_even_when_its_anchor_is_outside() -> None:
    room = ClearRoom(SCREEN)
    field = pygame.Rect(240, 170, 790, 400)
    room.keep(pygame.Rect(0, 0, 1280, 160))  # the top bar and the supply above the field
    spot = room.place((300, 60), pygame.Rect(640, 100, 0, 0), within=field)
    assert field.contains(spot)


def test_reset_forgets_pictures_and_the_message_area() -> None:
    room = ClearRoom(SCREEN)
    room.keep(pygame.Rect(10, 10, 50, 50))
    room.soften(pygame.Rect(10, 10, 50, 50))
    room.messages = pygame.Rect(0, 0, 100, 100)
    assert room.kept == [] and room.pictures == [pygame.Rect(10, 10, 50, 50)]
    room.reset(SCREEN)
    assert room.pictures == [] and room.messages is None


def test_where_the_gap_is_a_little_short_the_message_stands_just_past_the_tip() -> None:
    room = ClearRoom(SCREEN)
    tip = pygame.Rect(260, 237, 690, 134)
    status = pygame.Rect(253, 483, 703, 46)
    below = pygame.Rect(240, 540, 730, 170)  # the panels under the field
    room.keep(tip, status, below)
    spot = room.place((632, 118), pygame.Rect(640, 239, 0, 0), gap=0, within=pygame.Rect(250, 239, 709, 295))
    assert spot.top == tip.bottom  # not over the tip's words, at most a sliver of the status line's edge
    assert spot.clip(status).height < 10


def test_where_the_column_past_the_anchor_is_full_the_felt_beside_it_is_found() -> None:
    """Llamagedón at 1920x1080 and 150% text (what its table keeps, as drawn): the refusal's
    anchor lies in the status line, the hand below it, the shelters, the table and the
    discard's label above. Only a spot slid aside and then pushed past the status line
    reaches the clear felt beside them (the refusal covered the discard's label before)."""
    kept = [(0, 0, 1920, 93), (1459, 107, 439, 515), (1487, 969, 406, 81), (1487, 887, 406, 68),
            (1487, 805, 406, 68), (1487, 723, 406, 68), (1487, 641, 406, 68), (22, 814, 378, 244),
            (771, 106, 378, 236), (895, 871, 130, 182), (658, 391, 97, 135), (1166, 391, 97, 135),
            (582, 600, 756, 154), (785, 371, 351, 175), (500, 391, 97, 135), (488, 835, 945, 218),
            (647, 534, 119, 39), (1036, 534, 357, 39), (538, 431, 20, 55), (466, 534, 165, 39),
            (891, 422, 138, 41), (826, 459, 268, 36), (598, 607, 223, 39), (485, 768, 950, 69),
            (516, 782, 889, 40), (24, 115, 412, 556)]
    room = ClearRoom(pygame.Rect(0, 0, 1920, 1080))
    room.keep_all(pygame.Rect(r) for r in kept)
    sides = ("above", "below", "right", "left", "on")
    spot = room.place((318, 50), pygame.Rect((960, 830), (0, 0)), gap=0, sides=sides, far=True)
    assert room.covered(spot) == 0
    assert room.bounds.contains(spot)


def test_a_free_place_is_the_clear_one_nearest_its_point_and_none_where_nothing_is_clear() -> None:
    room = ClearRoom(pygame.Rect(0, 0, 800, 600))
    room.keep(pygame.Rect(0, 0, 800, 100), pygame.Rect(300, 250, 200, 100))  # a top bar, the mat
    room.keep(pygame.Rect(320, 270, 80, 20))  # a word on the mat (inside it)
    room.keep(pygame.Rect(200, 450, 400, 150))
    room.soften(pygame.Rect(200, 450, 400, 150))  # the hand: a picture is never covered either
    spot = room.free((200, 120), (400, 300), gap=8)
    assert spot is not None and room.bounds.contains(spot)
    assert all(not spot.colliderect(rect.inflate(14, 14)) for rect in room.kept + room.pictures)
    assert spot.centery < 300 + 120 and abs(spot.centerx - 400) < 400  # beside the mat, not in a far corner
    assert room.free((900, 50), (400, 300)) is None  # wider than the window
    assert room.free((700, 400), (400, 300)) is None  # no clear felt that large


@given(st.lists(st.tuples(st.integers(0, 760), st.integers(0, 560), st.integers(1, 200), st.integers(1, 200)),
                max_size=8), st.tuples(st.integers(20, 300), st.integers(20, 300)))
@settings(max_examples=25, deadline=None)
def test_a_free_place_covers_nothing_kept(kept, size) -> None:
    room = ClearRoom(pygame.Rect(0, 0, 800, 600))
    room.keep(*(pygame.Rect(k) for k in kept))
    spot = room.free(size, (400, 300), gap=4)
    if spot is not None:
        assert room.bounds.contains(spot) and spot.size == size
        assert spot.collidelist(room.kept) == -1


def test_free_may_lie_over_a_picture_but_never_over_words() -> None:
    """Alpacas at 1366x768, 150% text, Japanese: the only room for a long toast clear of words
    and cards was the felt left of your board with the board's empty squares beside it."""
    room = ClearRoom(pygame.Rect(0, 0, 800, 600))
    words = [pygame.Rect(0, 0, 800, 200), pygame.Rect(0, 200, 100, 400), pygame.Rect(500, 200, 300, 400)]
    room.keep(*words)
    board = pygame.Rect(250, 220, 240, 360)
    room.keep(board)
    room.soften(board)
    size = (300, 150)
    assert room.free(size, (400, 400), gap=4) is None  # felt alone is 150 px wide
    spot = room.free(size, (400, 400), gap=4, pictures=False)
    assert spot is not None and spot.colliderect(board)
    assert not any(spot.colliderect(rect) for rect in words)


def test_where_nothing_is_clear_a_message_covers_a_panel_before_the_turn_prompt() -> None:
    """At 1024x640 and 150% with six seats a long toast had no felt: it stood over the start of the
    status line when the edge of a seat panel beside it was there to cover (``hold``)."""
    room = ClearRoom(pygame.Rect(0, 0, 400, 200))
    prompt = pygame.Rect(0, 0, 200, 200)
    panel = pygame.Rect(200, 0, 200, 200)
    room.hold(prompt)
    room.keep(panel)
    spot = room.place((150, 100), pygame.Rect(200, 100, 0, 0), gap=0, sides=("left", "right"))
    assert spot.colliderect(panel) and not spot.colliderect(prompt)
    assert room.covered(pygame.Rect(0, 0, 10, 10)) > room.covered(pygame.Rect(200, 0, 10, 10))
    room.reset(pygame.Rect(0, 0, 400, 200))
    assert room.prompts == [] and room.covered(prompt) == 0
