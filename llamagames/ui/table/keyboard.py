"""Keyboard play at a table: every legal move within reach of Tab, the arrows and Enter.

A table lists what the keys can reach as :class:`KeyGroup` s of :class:`KeyTarget` s
(``Keys.targets``): its hand, the piles or the market, the places a piece can go.
Each target is built from the legal actions (an engine action to play, or a callback that
takes the same step a click would: pick a card up, open a chooser), so keyboard play never
re-implements a rule. The kit adds the table's buttons (the game's own, Undo, Menu, Rules)
as the last group, turns everything into the stops of a :class:`FocusRing`, draws the
outline with the target's name over it; the top bar lists the keys meanwhile.

Tab / Shift+Tab: next / previous group.  Arrows: along the group.  Enter or Space: play.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import t
from ..palette import CREAM, INK
from ..text import draw_text, fit_text, rounded_panel, text_width
from ..widgets.focus import Stop, StopGroup, widget_stops
from .design import KeyGroup, KeyTarget
from .log_summary import whole_label

if TYPE_CHECKING:
    from .kit import Table


def lift(fan: Any, sprite: Any) -> Callable[[], None]:
    """For ``KeyTarget.on_focus``: lift the focused card out of a hand fan (``widgets/card_fan``)
    as the mouse's hover does; None lowers the lifted one again."""
    return lambda: fan._set_hover(sprite)


BUTTONS_GROUP = "buttons"
LAST_BUTTONS = {("id", "#rules_button"), ("id", "#menu_button")}
"""Leaving the table or reading the rules come after the moves in the buttons group."""


def help_line() -> str:
    """The keys of the table, as the help line under the top bar says them."""
    return t("Tab: next group · Arrows: choose · Enter: play · U: undo · Esc: pause")


def table_stops(table: Table) -> list[StopGroup]:
    """The table's targets (while it is not in a keyboard mode of its own), then its buttons."""
    groups: list[StopGroup] = []
    if not table.parts.keys.busy():
        for group in table.parts.keys.targets():
            stops = tuple(_stop(table, target, i) for i, target in enumerate(group.targets))
            groups.append(StopGroup(group.name, stops))
    buttons = [stop for g in widget_stops(table, table.container) for stop in g.stops]
    log = table.log
    if log.compact() and log.entries:  # the log as a summary: its "Whole log (G)" opens on Enter
        buttons.append(Stop(log.shown().copy(), whole_label(), lambda: None if log.toggle() else None, ("log", "whole")))
    buttons.sort(key=lambda stop: stop.key in LAST_BUTTONS)  # the game's own and Undo first
    groups.append(StopGroup(BUTTONS_GROUP, tuple(buttons)))
    chooser = table.chooser.open
    if chooser is not None:  # the kit's question covers the table: only its own rows are stops
        groups = [StopGroup(g.name, tuple(s for s in g.stops if chooser.rect.contains(s.rect))) for g in groups]
    return groups


def _stop(table: Table, target: KeyTarget, index: int) -> Stop:
    key = target.key if target.key is not None else (str(target.action) if target.action is not None
                                                     else (target.label, index))
    if target.callback is not None:
        press = target.callback
    else:
        action = target.action

        def press() -> None:
            table.moves.try_action(action)
    return Stop(pygame.Rect(target.rect), target.label, press, key, on_focus=target.on_focus)


def label_pill(table: Table, stop: Stop, label: str, bounds: pygame.Rect) -> pygame.Rect:
    """Where the focused target's name goes: just above it, or, with no room above, slid down
    over its own top edge (whose name it says), never below it, where it would hide the next
    panel's name."""
    s = table.text_scale
    pill = pygame.Rect(0, 0, text_width(label, table.small(14), True) + round(18 * s), round(26 * s))
    pill.midbottom = (stop.rect.centerx, stop.rect.top - round(10 * s))
    pill.top = max(pill.top, table.frame.top_bar.bottom + round(4 * s))
    pill = pill.clamp(bounds)
    room = table.room
    if room.covered(pill):  # over words kept this frame (a hint over the hand): the kit's room finds
        # a spot above the target, slid along it or pushed up past what it covers, never below it
        top = table.frame.top_bar.bottom + round(4 * s)
        band = pygame.Rect(bounds.left, top, bounds.width, max(0, stop.rect.top + pill.height - top))
        spot = room.place(pill.size, stop.rect, gap=round(10 * s), sides=("above",), within=band)
        if band.contains(spot) and room.covered(spot) < room.covered(pill):
            pill = spot
    return pill


def draw_keyboard(surface: pygame.Surface, table: Table, stop: Stop | None) -> None:
    """The name of the focused target over its outline (the top bar says the keys)."""
    if stop is not None and stop.label and stop.element is None:  # a button shows its own words
        size = table.small(14)
        label = fit_text(stop.label, size, round(360 * table.text_scale), bold=True)
        pill = label_pill(table, stop, label, surface.get_rect())
        rounded_panel(surface, pill, INK, 230, radius=pill.height // 2)
        draw_text(surface, label, size, pill.center, CREAM, anchor="center", bold=True)


__all__ = ["BUTTONS_GROUP", "KeyGroup", "KeyTarget", "draw_keyboard", "help_line", "label_pill", "lift", "table_stops"]
