"""Where the window opens and comes back to: wholly on a screen, whatever the screens are.

A first start opens at the largest comfortable size inside the usable area of the screen the
pointer is on (``COMFORT`` of it, room left above for the title bar), centred. Afterwards the
player's own size and place are kept, but a remembered place is only taken where it still lies
on a screen: a screen that was unplugged, or a smaller one, moves the window in and sizes it
down instead of opening it where no one can reach its title bar. Pure geometry, tested without
a window; ``display.py`` says what the screens are.
"""

from __future__ import annotations

from collections.abc import Sequence

from .display import Display

Place = tuple[int, int, int, int]
"""A window's drawing area on the desktop: x, y, width, height (its title bar stands above)."""

COMFORT = 0.9
"""A first window's share of the usable area: large, with the desktop still in sight around it."""
TITLE_BAR = 40
"""Pixels kept free above the drawing area for the window's title bar, at 100% scaling."""
WIDEST = 2.0
"""A first window is at most this many times as wide as high (on an ultra-wide screen)."""


def usable_room(display: Display) -> Place:
    """The part of a display where a window's drawing area may stand: its usable area less the
    title bar's height at the top."""
    x, y, w, h = display.usable
    bar = round(TITLE_BAR * max(1.0, display.scale))
    return x, y + bar, w, max(1, h - bar)


def start_display(displays: Sequence[Display], pointer: tuple[int, int] | None) -> Display | None:
    """The screen the app starts on: the one under the pointer, else the first (the primary)."""
    if pointer is not None:
        for display in displays:
            if display.contains(*pointer):
                return display
    return displays[0] if displays else None


def smallest(minimum: tuple[int, int], display: Display) -> tuple[int, int]:
    """The smallest window the app asks for on this display: its minimum where the screen has
    the room, else the whole room (the layouts still show everything there)."""
    _, _, room_w, room_h = usable_room(display)
    return min(minimum[0], room_w), min(minimum[1], room_h)


def first_place(display: Display, minimum: tuple[int, int]) -> Place:
    """The first window on ``display``: ``COMFORT`` of its room, never below ``minimum`` where
    the room allows it, never wider than ``WIDEST`` times its height, centred in the room."""
    room_x, room_y, room_w, room_h = usable_room(display)
    least_w, least_h = smallest(minimum, display)
    h = max(least_h, min(room_h, round(display.usable[3] * COMFORT)))
    w = max(least_w, min(room_w, round(display.usable[2] * COMFORT), round(h * WIDEST)))
    return room_x + (room_w - w) // 2, room_y + (room_h - h) // 2, w, h


def overlap(place: Place, room: Place) -> int:
    """How many pixels of ``place`` lie inside ``room``."""
    x, y, w, h = place
    rx, ry, rw, rh = room
    across = min(x + w, rx + rw) - max(x, rx)
    down = min(y + h, ry + rh) - max(y, ry)
    return max(0, across) * max(0, down)


def is_inside(place: Place, room: Place) -> bool:
    """Whether the whole of ``place`` lies inside ``room``."""
    x, y, w, h = place
    rx, ry, rw, rh = room
    return rx <= x and ry <= y and x + w <= rx + rw and y + h <= ry + rh


def fitted_place(saved: Place | None, displays: Sequence[Display], minimum: tuple[int, int],
                 pointer: tuple[int, int] | None = None, saved_screen: tuple[int, int] | None = None) -> Place | None:
    """Where the window goes: ``saved`` where it still lies wholly on a screen; moved in (and
    sized down to the room) where it lies partly on one; the first place on the start screen
    where it lies on none or nothing was saved. With ``saved_screen`` (the usable size of the
    screen it was saved on), a screen of another size gets the first place on it instead: a
    window left at 90% of a small laptop screen is not kept small on a large monitor. None when
    no screen is known."""
    if not displays:
        return saved
    if saved is not None and saved[2] > 0 and saved[3] > 0:
        best = max(displays, key=lambda display: overlap(saved, usable_room(display)))
        if saved_screen is not None and tuple(best.usable[2:]) != tuple(saved_screen):
            return first_place(best, minimum)
        room = usable_room(best)
        if is_inside(saved, room):
            return saved
        if overlap(saved, room) > 0:
            return _moved_in(saved, best, minimum)
    display = start_display(displays, pointer)
    return first_place(display, minimum) if display is not None else saved


def _moved_in(place: Place, display: Display, minimum: tuple[int, int]) -> Place:
    """``place`` sized down to the display's room and moved until it lies wholly inside it."""
    room_x, room_y, room_w, room_h = usable_room(display)
    least_w, least_h = smallest(minimum, display)
    w = max(least_w, min(place[2], room_w))
    h = max(least_h, min(place[3], room_h))
    x = min(max(place[0], room_x), room_x + room_w - w)
    y = min(max(place[1], room_y), room_y + room_h - h)
    return x, y, w, h


def centred_place(size: tuple[int, int], display: Display) -> Place:
    """A window of ``size`` centred in the display's room (``fitted_place`` then moves it in)."""
    room_x, room_y, room_w, room_h = usable_room(display)
    return room_x + (room_w - size[0]) // 2, room_y + (room_h - size[1]) // 2, size[0], size[1]
