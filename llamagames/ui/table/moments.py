"""The moments of a table that a still picture never shows, walked for the layout check.

Anything that appears for a moment or on demand (a drag's label, a refusal, a tooltip, a
toast, the hint's bubble, rings and tags, the keyboard focus, Undo counting down and held, a
bot's "Played a 4" tag beside its seat, a button's tooltip) must find a place clear of what the
player needs. ``moments`` puts an open table through them with real events, the way a player
would, and yields a name while each one is on screen; the layout tour checks each picture as
it checks a still scene. It reads only what every table offers (the hint's rectangles, the
layout's pieces, the seat panels), so a new game's table is walked without a line of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ..scene import App
    from .kit import Table

FRAME = 1 / 60
HOVER_FRAMES = 75
"""Frames the pointer rests on a piece: pygame-gui's tooltips open after a second."""
FOCUS_STEPS = 6
"""Presses of Tab walked: enough to reach the table's own targets and its buttons."""
ANSWER_FRAMES = 600
"""Frames the walk waits at most for the bots to answer the player's move (the undo grace,
then each bot's move and its animations, at the tour's instant speed)."""
LONG_TOAST = ("A message long enough to need two lines at the smallest window, where it must still "
              "stand clear of the tip, the status line and the pieces in play.")


def _frames(app: App, events: list[pygame.event.Event] | None = None, count: int = 2) -> None:
    app.frame(FRAME, events or [])
    for _ in range(count - 1):
        app.frame(FRAME, [])


def _motion(pos: tuple[int, int], held: bool) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0), touch=False)


def _button(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, touch=False)


def _key(key: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)


def _glide(app: App, start: tuple[int, int], end: tuple[int, int], held: bool, steps: int = 6) -> None:
    """Move the pointer from ``start`` to ``end`` in small steps, a frame each."""
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        _frames(app, [_motion(pos, held)], 1)


def hover_moments(app: App, table: Table) -> Iterator[str]:
    """The pointer resting on each kind of piece, and on a rival's panel."""
    spots: list[tuple[str, pygame.Rect]] = []
    for kind, rects in table.parts.layout.pieces().items():
        if rects:
            spots.append((kind, rects[len(rects) // 2]))
    rivals = [seat for seat in range(table.match.num_players) if seat != table.viewer]
    if rivals:
        spots.append(("rival", table.panel_rect(rivals[0])))
    for kind, rect in spots:
        _frames(app, [_motion(rect.center, False)], HOVER_FRAMES)
        yield f"hover_{kind}"
    _frames(app, [_motion((2, 2), False)])


def drag_moments(app: App, table: Table) -> Iterator[str]:
    """A suggested move dragged from where it starts: over its legal drop, then over another
    place the table takes drops, then let go there (a refusal, if the table refuses)."""
    advice = table.coach.ask()
    if advice is None or len(advice.rects) < 2:
        return
    source, target = advice.rects[0].center, advice.rects[-1].center
    table.coach.advice = None  # the drag is the player's own, not the hint's
    _frames(app, [_motion(source, False), _button(pygame.MOUSEBUTTONDOWN, source)])
    _glide(app, source, target, held=True)
    _frames(app, [_motion(target, True)], 3)
    yield "drag_legal"
    other = next((drop.rect.center for drop in table.drops
                  if not drop.rect.inflate(8, 8).collidepoint(target)), None)
    if other is None:
        _frames(app, [_button(pygame.MOUSEBUTTONUP, target)])
        return
    _glide(app, target, other, held=True)
    _frames(app, [_motion(other, True)], 3)
    yield "drag_elsewhere"
    _frames(app, [_button(pygame.MOUSEBUTTONUP, other)], 6)
    if table.toasts.text:
        yield "drop_answer"


def message_moments(app: App, table: Table) -> Iterator[str]:
    """A refusal from the kit (Undo with nothing to take back), a long toast, the hint."""
    table.toasts.clear()
    table.moves.try_undo()
    _frames(app)
    if table.toasts.text:
        yield "refusal"
    table.toasts.show(LONG_TOAST)
    _frames(app)
    yield "toast"
    table.toasts.clear()
    if table.coach.ask() is not None:
        _frames(app, count=3)
        yield "hint"


def focus_moments(app: App, table: Table) -> Iterator[str]:
    """The keyboard focus moved with Tab, one target after another."""
    for step in range(1, FOCUS_STEPS + 1):
        _frames(app, [_key(pygame.K_TAB, "\t")])
        if app.scenes.top is not table:
            return
        yield f"focus_{step}"
    table.focus_hide()


def button_moments(app: App, table: Table) -> Iterator[str]:
    """The pointer resting on the Hint button: its tooltip over the button column."""
    hint = table.controls.buttons.get("hint")
    if hint is None or not hint.visible:
        return
    _frames(app, [_motion(hint.rect.center, False)], HOVER_FRAMES)
    yield "tooltip_hint"
    _frames(app, [_motion((2, 2), False)])


def turn_moments(app: App, table: Table) -> Iterator[str]:
    """The player's move and what follows it: Undo counting down the time to take it back,
    the pointer resting on Undo (the bots held: "Undo (U) · held", and its tooltip; the Hint's
    tooltip where nothing counts down), then the bots' answers, each
    tagged beside its seat ("Played a 4") until its next move: the first bot's answer, then the
    table back at the player's turn. The first legal move Undo could take back is played (else
    the hint's), so the walk needs nothing of a game's own; it is the walk's last move."""
    advice = table.coach.ask() if table.my_turn() else None
    if advice is None:
        return
    table.coach.advice = None
    view = table.view
    # the first move Undo could take back (a draw shows a card: nothing would count down), in
    # the rules' order, which puts playing before giving up (the hint may advise quitting, after
    # which a L.L.A.M.A. round fast-forwards to its end and no bot's move is left to tag)
    action = next((a for a in view.legal_actions() if view.takes_back(a)), advice.suggestion.action)
    # the player's time to undo, as a table opened from the menu has it (the tour's matches are
    # made without one, so a bot would answer in the next frame and nothing would count down)
    table.match.pacer.undo_grace = max(table.match.pacer.undo_grace, table.app.settings.undo_grace)
    table.moves.try_action(action)
    _frames(app)
    if app.scenes.top is not table:  # a move that asks first (the walk leaves it unanswered)
        return
    undo = table.controls.buttons.get("undo")
    if table.match.undo_time_left() is not None and undo is not None and undo.visible:
        yield "undo_countdown"
        # the pointer rests on Undo: the bots wait ("Undo (U) · held") and its tooltip opens
        _frames(app, [_motion(undo.rect.center, False)], HOVER_FRAMES)
        yield "undo_held"
    else:  # nothing to take back counts down (a move that shows a card): the Hint's tooltip
        yield from button_moments(app, table)
    mine = len(table.match.record.actions)
    _frames(app, [_motion((2, 2), False)])
    for _ in range(ANSWER_FRAMES):  # the first bot's answer, tagged beside its seat
        if len(table.match.record.actions) > mine or table.my_turn() or app.scenes.top is not table:
            break
        _frames(app, count=1)
    if app.scenes.top is not table or len(table.match.record.actions) == mine:
        return
    _frames(app, count=2)
    yield "bot_answered"
    for _ in range(ANSWER_FRAMES):  # every bot's, back to the player's turn
        if table.my_turn() or table.match.is_over() or app.scenes.top is not table:
            break
        _frames(app, count=1)
    if table.my_turn() and app.scenes.top is table:
        yield "bots_answered"


def moments(app: App, table: Table) -> Iterator[str]:
    """Every moment in turn, on the table as it stands (the walk changes at most the position
    after its last walk, ``turn_moments``, which plays the hint's move)."""
    walks: list[Any] = [hover_moments, message_moments, focus_moments, drag_moments, turn_moments]
    for walk in walks:
        if app.scenes.top is not table:
            return
        yield from walk(app, table)
