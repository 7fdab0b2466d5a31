"""Keyboard focus for every screen: Tab, arrows and Enter reach every control.

One :class:`FocusRing` per scene walks *stops*: the pygame-gui buttons, drop-downs and text
fields of the scene's container (and, at a table, the table's own targets: cards, piles,
places). Stops come in groups: Tab and Shift+Tab go from group to group, the arrows move
inside a group (or to the next group when a group holds one stop), Enter or Space presses
the stop. A drop-down's choice changes with Left/Right (or Enter). The focused stop gets a
clear outline, drawn above everything, once the player has pressed Tab; a mouse click hides
it again, so mouse players never see it.

The ring never decides what a control does: a button is "pressed" by handing the scene the
same ``UI_BUTTON_PRESSED`` event a click would, a drop-down's new choice by the same
``UI_DROP_DOWN_MENU_CHANGED`` event, and a table target runs its own callback.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextEntryLine

from ..palette import INK, SKY_BRIGHT

MOVE_KEYS = {pygame.K_TAB}
PRESS_KEYS = {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}
NEXT_KEYS = {pygame.K_DOWN, pygame.K_RIGHT}
PREVIOUS_KEYS = {pygame.K_UP, pygame.K_LEFT}


@dataclass(frozen=True)
class Stop:
    """One place the focus can rest: where it is, what it is called, what Enter does.

    ``change`` (drop-downs) takes -1 or +1 for Left/Right; ``element`` is the pygame-gui
    widget behind the stop, if any; ``key`` identifies the stop across rebuilds.
    """

    rect: pygame.Rect
    label: str
    press: Callable[[], None]
    key: Hashable = None
    change: Callable[[int], None] | None = None
    element: Any = None
    text_field: bool = False
    on_focus: Callable[[], None] | None = None
    """What the stop does when the focus comes to it (a card of a hand lifts)."""


@dataclass(frozen=True)
class StopGroup:
    """Stops that belong together (a hand of cards, a row of buttons)."""

    name: str
    stops: tuple[Stop, ...]


def widget_elements(container: Any) -> list[Any]:
    """The visible, enabled buttons, drop-downs and text fields of ``container``, in the
    order they were made (a screen builds them in reading order)."""
    found: list[Any] = []
    if container is None:
        return found
    for element in list(getattr(container, "elements", ())):
        if not element.alive() or not element.visible:
            continue
        if isinstance(element, (UIButton, UIDropDownMenu, UITextEntryLine)):
            if element.is_enabled:
                found.append(element)
        elif hasattr(element, "elements"):  # a panel or a scrolling box inside the screen
            inner = getattr(element, "scrollable_container", element)
            found.extend(widget_elements(inner))
    return found


def element_key(element: Any) -> Hashable:
    """What names a widget across a rebuild of the screen (its object id, else its text)."""
    ids = getattr(element, "object_ids", None) or []
    named = [i for i in ids if i]
    if named:
        return ("id", named[-1])
    return ("text", getattr(element, "text", ""))


def press_button(scene: Any, element: Any) -> None:
    """Hand ``scene`` the event a click on ``element`` would have made."""
    event = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {
        "ui_element": element, "ui_object_id": element.most_specific_combined_id, "mouse_button": 1})
    scene.handle_event(event)


def choose_option(scene: Any, menu: Any, step: int) -> None:
    """Move drop-down ``menu`` to its next (``step`` 1) or previous (-1) choice and tell ``scene``."""
    options = list(menu.options_list)
    if not options:
        return
    current = menu.selected_option
    index = next((i for i, o in enumerate(options) if o == current or o[0] == current[0]), 0)
    chosen = options[(index + step) % len(options)]
    menu.selected_option = chosen
    menu._switch_to_closed_state()  # pygame-gui's own way of showing a new choice
    event = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {
        "text": chosen[0], "selected_option_id": chosen[1], "ui_element": menu,
        "ui_object_id": menu.most_specific_combined_id})
    scene.handle_event(event)


def widget_stops(scene: Any, container: Any) -> list[StopGroup]:
    """One group per widget of ``container``: Tab and the arrows visit them all in turn."""
    groups: list[StopGroup] = []
    for element in widget_elements(container):
        rect = pygame.Rect(element.rect)
        key = element_key(element)
        if isinstance(element, UIDropDownMenu):
            label = element.selected_option[0]
            stop = Stop(rect, label, _bind(choose_option, scene, element, 1), key,
                        change=_bind_step(choose_option, scene, element), element=element)
        elif isinstance(element, UITextEntryLine):
            stop = Stop(rect, element.get_text(), lambda: None, key, element=element, text_field=True)
        else:
            stop = Stop(rect, getattr(element, "text", ""), _bind(press_button, scene, element), key, element=element)
        groups.append(StopGroup(str(key), (stop,)))
    return groups


def _bind(fn: Callable[..., None], *args: Any) -> Callable[[], None]:
    return lambda: fn(*args)


def _bind_step(fn: Callable[..., None], scene: Any, element: Any) -> Callable[[int], None]:
    return lambda step: fn(scene, element, step)


@dataclass
class FocusRing:
    """Where the keyboard focus is on one scene, and how keys move it.

    ``groups`` gives the scene's stops as they are *now* (asked again at every key and
    every frame, so a rebuilt screen or a new table state is always current); the ring
    remembers the focused stop by group name and stop key.
    """

    groups: Callable[[], Sequence[StopGroup]]
    ui: Any = None
    active: bool = False
    group_name: str = ""
    stop_key: Hashable = None
    index: tuple[int, int] = (0, 0)
    on_change: Callable[[], None] | None = None
    last_rect: pygame.Rect | None = None
    """Where the focused stop was: when its group goes away the focus stays near it."""
    _typing: Any = field(default=None, repr=False)

    # -- where the focus is ----------------------------------------------------------------
    def _current(self, groups: Sequence[StopGroup]) -> tuple[int, int] | None:
        """(group, stop) of the focused stop in ``groups``, found again by name and key."""
        if not groups:
            return None
        for g, group in enumerate(groups):
            if group.name != self.group_name:
                continue
            for s, stop in enumerate(group.stops):
                if stop.key == self.stop_key:
                    return g, s
            if group.stops:
                return g, min(self.index[1], len(group.stops) - 1)
        return nearest(groups, self.last_rect)  # the group is gone (the move was played): stay near it

    def focused(self) -> Stop | None:
        """The stop the outline is on (None while the ring is hidden or there is none)."""
        if not self.active:
            return None
        groups = [g for g in self.groups() if g.stops]
        where = self._current(groups)
        if where is None:
            return None
        return groups[where[0]].stops[where[1]]

    def _focus(self, groups: Sequence[StopGroup], g: int, s: int) -> None:
        group = groups[g]
        stop = group.stops[s]
        self.group_name, self.stop_key, self.index = group.name, stop.key, (g, s)
        self.last_rect = pygame.Rect(stop.rect)
        self._follow_text_field(stop)
        if stop.on_focus is not None:
            stop.on_focus()
        if self.on_change is not None:
            self.on_change()

    def _follow_text_field(self, stop: Stop | None) -> None:
        """Typing goes into a focused text field; leaving it gives the keys back."""
        if self.ui is None:
            return
        if stop is not None and stop.text_field:
            self.ui.set_focus_set(stop.element)
            self._typing = stop.element
        elif self._typing is not None:
            if self.ui.get_focus_set() and self._typing in self.ui.get_focus_set():
                self.ui.set_focus_set(None)
            self._typing = None

    def focus_key(self, group_name: str, key: Hashable) -> bool:
        """Put the focus on a named stop (a test, or a table that knows what comes next)."""
        groups = [g for g in self.groups() if g.stops]
        for g, group in enumerate(groups):
            for s, stop in enumerate(group.stops):
                if group.name == group_name and stop.key == key:
                    self.active = True
                    self._focus(groups, g, s)
                    return True
        return False

    def hide(self) -> None:
        """A mouse player: the outline goes away until the next Tab."""
        self.active = False
        self._follow_text_field(None)

    # -- keys ------------------------------------------------------------------------------
    def handle_key(self, event: pygame.event.Event) -> bool:
        """Tab, arrows, Enter and Space when they move or press the focus; True when used."""
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if key in MOVE_KEYS:
            return self._tab(-1 if shift else 1)
        if not self.active:
            return False
        groups = [g for g in self.groups() if g.stops]
        where = self._current(groups)
        if where is None:
            return False
        g, s = where
        stop = groups[g].stops[s]
        gone = not any(group.name == self.group_name for group in groups)
        if stop.text_field:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_DOWN):
                return self._tab(1)
            if key == pygame.K_UP:
                return self._tab(-1)
            return False  # letters, Space and Left/Right belong to the text field
        if stop.change is not None and key in (pygame.K_LEFT, pygame.K_RIGHT):
            stop.change(-1 if key == pygame.K_LEFT else 1)
            return True
        if key in PRESS_KEYS:
            if gone:
                # The focused move went away (you played it and the table moved on): the
                # outline fell back to the first stop (Undo, while the bots play), which a
                # second Enter must not press unseen; this one only settles the focus there.
                self._focus(groups, g, s)
                return True
            stop.press()
            return True
        if key in NEXT_KEYS or key in PREVIOUS_KEYS:
            step = 1 if key in NEXT_KEYS else -1
            group = groups[g]
            if len(group.stops) > 1:
                beside = neighbour(group.stops, s, key)
                self._focus(groups, g, beside if beside is not None else (s + step) % len(group.stops))
            else:
                self._focus(groups, (g + step) % len(groups), 0)
            return True
        return False

    def _tab(self, step: int) -> bool:
        groups = [g for g in self.groups() if g.stops]
        if not groups:
            return False
        if not self.active:
            self.active = True
            where = self._current(groups) if self.group_name else None
            if where is None:
                self._focus(groups, 0 if step > 0 else len(groups) - 1, 0)
            elif groups[where[0]].stops[where[1]].key != self.stop_key:
                self._focus(groups, where[0], 0)  # the stop it left is gone: its group's first, not Menu by count
            else:
                self._focus(groups, *where)
            return True
        where = self._current(groups)
        g = where[0] if where is not None else -step
        self._focus(groups, (g + step) % len(groups), 0)
        return True

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        """The outline around the focused stop: dark and bright, so it reads on felt and paper."""
        stop = self.focused()
        if stop is None or (stop.element is not None and not getattr(stop.element, "visible", True)):
            return  # a control not shown draws no outline
        draw_outline(surface, stop.rect, scale)


DIRECTIONS = {pygame.K_RIGHT: (1, 0), pygame.K_LEFT: (-1, 0), pygame.K_DOWN: (0, 1), pygame.K_UP: (0, -1)}


def neighbour(stops: Sequence[Stop], index: int, key: int) -> int | None:
    """The stop an arrow reaches on a board: the nearest one whose centre lies that way (within
    45 degrees, nearer along the arrow than across it), None when none does (the arrow then
    walks the group's list, as along a hand)."""
    dx, dy = DIRECTIONS.get(key, (0, 0))
    here = stops[index].rect.center
    best: tuple[float, int] | None = None
    for i, stop in enumerate(stops):
        if i == index:
            continue
        ax, ay = stop.rect.centerx - here[0], stop.rect.centery - here[1]
        along, across = ax * dx + ay * dy, abs(ax * dy - ay * dx)
        if along <= 0 or across > along:
            continue
        cost = along + 2 * across  # the same row or column before a diagonal
        if best is None or cost < best[0]:
            best = (cost, i)
    return best[1] if best is not None else None


def nearest(groups: Sequence[StopGroup], rect: pygame.Rect | None) -> tuple[int, int]:
    """(group, stop) of the stop closest to ``rect`` (the first stop when there is no rect)."""
    if rect is None:
        return 0, 0
    return min(((g, s) for g, group in enumerate(groups) for s in range(len(group.stops))),
               key=lambda gs: _distance(groups[gs[0]].stops[gs[1]].rect, rect))


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    return float((a.centerx - b.centerx) ** 2 + (a.centery - b.centery) ** 2)


FOCUS_BLUE = (58, 148, 240)
"""The focus outline's colour: a clear blue band between an ink edge and a light line."""


def draw_outline(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0,
                 colour: tuple[int, int, int] = FOCUS_BLUE) -> None:
    """A focus outline a few pixels outside ``rect``: ink, then a thick blue band, then a light line
    (it reads on the felt, on paper and on cards alike)."""
    pad = max(3, round(4 * scale))
    width = max(3, round(4 * scale))
    outer = rect.inflate(2 * pad, 2 * pad)
    radius = max(6, round(10 * scale))
    pygame.draw.rect(surface, INK, outer.inflate(4, 4), width + 2, border_radius=radius + 2)
    pygame.draw.rect(surface, colour, outer, width, border_radius=radius)
    pygame.draw.rect(surface, SKY_BRIGHT, outer.inflate(-2 * width, -2 * width), 1, border_radius=max(2, radius - width))


__all__ = ["FocusRing", "Stop", "StopGroup", "draw_outline", "widget_elements", "widget_stops"]
