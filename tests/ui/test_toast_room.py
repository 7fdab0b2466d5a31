"""A toast with no clear spot at its size takes more lines, then smaller words (never under
12 px; more lines only in a narrow column), before it covers what the player reads (at 150% on a
small window it lay under the action buttons)."""

from __future__ import annotations

import pygame

from llamagames.ui.table.clear_room import ClearRoom
from llamagames.ui.table.toasts import MAX_LINES, Toasts

LONG = ("A message long enough to need two lines at the smallest window, where it must still "
        "stand clear of the tip, the status line and the pieces in play.")


REFUSED = "Pablo has answered Ben's move: once the next player has played, a move stays."
"""The refusal Undo gets once a bot has answered another human's move at a shared screen (the
longest of its kind; the words of the Alpacas pictures said "your move")."""


def shown(room: ClearRoom, scale: float, text: str = LONG) -> pygame.Rect:
    toasts = Toasts()
    toasts.show(text, refusal=text == REFUSED)
    before = list(room.kept)
    toasts.draw(pygame.Surface(room.bounds.size), (room.bounds.centerx, 400), scale, room)
    added = [rect for rect in room.kept if rect not in before]
    assert len(added) == 1
    return added[0]


def test_a_toast_narrows_into_the_gap_it_has(app) -> None:
    room = ClearRoom(pygame.Rect(0, 0, 1024, 640))
    # words everywhere but a 500 px wide gap in the middle
    sides = [pygame.Rect(0, 0, 262, 640), pygame.Rect(762, 0, 262, 640)]
    room.keep(*sides)
    box = shown(room, 1.2)
    assert not any(box.colliderect(rect) for rect in sides) and box.width <= 500
    assert box.height <= MAX_LINES * round(round(18 * 1.2) * 1.35) + round(16 * 1.2)


def test_with_room_a_toast_keeps_its_size_and_width(app) -> None:
    room = ClearRoom(pygame.Rect(0, 0, 1024, 640))
    box = shown(room, 1.2)
    wide = shown(ClearRoom(pygame.Rect(0, 0, 1024, 640)), 1.2)
    assert box == wide and box.width > 500


def test_at_a_large_size_a_toast_narrows_into_a_column_of_felt_beside_the_table(app) -> None:
    """Llamagedón at 1920x1080 and 150% text: the only clear felt was a 490 px column left of
    the piles; the toast's narrowest shape then was wider and it lay over a seat panel."""
    room = ClearRoom(pygame.Rect(0, 0, 1920, 1080))
    table = pygame.Rect(490, 0, 1430, 1080)
    room.keep(table)
    box = shown(room, 1.5)
    assert not box.colliderect(table) and box.width <= 490
    assert box.height <= MAX_LINES * round(round(18 * 1.5) * 1.35) + round(16 * 1.5)


def test_where_only_a_narrow_column_is_clear_a_toast_takes_more_lines_there(app) -> None:
    """Alpacas at 1280x800 with 150% text and a first-game tip: the only felt clear of words was the
    column beside your board, about 210 px wide; the four-line shapes were all wider, and the refusal
    lay over "Your board"."""
    room = ClearRoom(pygame.Rect(0, 0, 1280, 800))
    words = [pygame.Rect(0, 0, 760, 800), pygame.Rect(975, 0, 305, 800), pygame.Rect(760, 0, 215, 450)]
    room.keep(*words)
    box = shown(room, 1.5, REFUSED)
    assert not any(box.colliderect(rect) for rect in words)
    assert box.width <= 215 and box.height <= 12 * round(21 * 1.35) + round(16 * 1.5)


def test_a_toast_that_gives_way_is_never_smaller_than_the_tables_body_text(app, monkeypatch) -> None:
    """Alpacas at 1366x768, 150% text, Japanese: each shape tried took its share of the size the
    last better one had, not of the usual size, and a refusal came down to 12 px beside the
    status line, the smallest words on the screen. Here the felt clear of words is a column
    beside the board and a strip that a smaller, wider shape covers less of on the way."""
    from llamagames.ui.scale import text_px
    from llamagames.ui.table import toasts as module

    drawn: list[int] = []
    real = module.draw_text

    def spy(surface, line, size, *args, **kwargs):
        drawn.append(size)
        return real(surface, line, size, *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", spy)
    room = ClearRoom(pygame.Rect(0, 0, 1366, 768))
    words = [pygame.Rect(0, 0, 290, 768), pygame.Rect(490, 0, 876, 768), pygame.Rect(290, 0, 200, 370)]
    room.keep(*words)
    box = shown(room, 1.44, REFUSED)
    assert drawn and min(drawn) >= text_px(1.44, module.BODY)
    assert not any(box.colliderect(rect) for rect in words)


def test_a_toast_is_placed_once_while_the_table_under_it_stays(app, monkeypatch) -> None:
    """The search for a clear place runs again only when what it must keep clear changes (a
    toast stands still for seconds; the search with every shape is not a frame's work)."""
    from llamagames.ui.table import toasts as module

    calls: list[str] = []
    real = module._place

    def spy(text, *args):
        calls.append(text)
        return real(text, *args)

    monkeypatch.setattr(module, "_place", spy)
    toasts, surface = Toasts(), pygame.Surface((1024, 640))
    toasts.show(LONG)
    words = [pygame.Rect(0, 0, 262, 640), pygame.Rect(762, 0, 262, 640)]
    boxes = []
    for moved in (0, 0, 0, 40):
        room = ClearRoom(pygame.Rect(0, 0, 1024, 640))
        room.keep(*(rect.move(moved, 0) for rect in words))
        toasts.draw(surface, (512, 400), 1.2, room)
        boxes.append(room.kept[-1])
    assert len(calls) == 2 and boxes[0] == boxes[1] == boxes[2]
    assert not boxes[3].colliderect(words[1].move(40, 0)) and boxes[3] != boxes[0]


def test_a_long_refusal_is_never_cut(app, monkeypatch) -> None:
    """Llamaland's uneven-ground refusal wraps to five lines at the usual width: it was cut after
    four, at "you have only 3" (a playtest); every line is drawn."""
    from llamagames.ui.table import toasts as module

    drawn: list[str] = []
    real = module.draw_text

    def spy(surface, text, size, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, size, *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", spy)
    words = ("The ground under the tile is uneven: a square with nothing under it lies 3 levels below the "
             "level-3 squares the tile rests on. Filling that would take 6 foundation tiles; you have only 3 "
             "left. " * 2).strip()
    toasts = Toasts()
    toasts.show(words, refusal=True)
    toasts.draw(pygame.Surface((1366, 768)), (683, 600), 1.0)
    assert len(drawn) > MAX_LINES and " ".join(drawn).split() == words.split()
