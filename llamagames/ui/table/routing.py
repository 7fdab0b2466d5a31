"""Input routing at a table: which layer an event goes to, in a fixed order.

The mode first (a replay's bar and keys), then the fast-forward banner, then a modal layer
(the kit's chooser, or the game's own ``Intents.modal``), then the kit's buttons and keys
(Undo, How to play, Hint, Esc), the move log, and last the game's ``Intents.handle``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from .. import sound
from ..scene import PopToRoot, Push
from ..scenes.rules import RulesScene
from ..widgets.focus import FocusRing, draw_outline
from .keyboard import draw_keyboard, help_line, table_stops
from .pause import PauseScene

if TYPE_CHECKING:
    from .hooks import ModalLayer
    from .kit import Table

MODAL_INPUT = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
"""The events a modal layer takes from the table while it is open."""


def is_help_key(event: pygame.event.Event) -> bool:
    """F1, or "?" (Shift+/ on most keyboards): how to play."""
    return bool(event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?")


def plays_a_key(event: pygame.event.Event) -> bool:
    """A key a game may play with (a letter, a digit, Space, Enter), not Shift or an arrow."""
    text = getattr(event, "unicode", "")
    return bool((text and text.isprintable()) or event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))


def is_undo_key(event: pygame.event.Event) -> bool:
    """U, or Ctrl+Z (Cmd+Z)."""
    mods = getattr(event, "mod", 0)
    return bool(event.key == pygame.K_u or (event.key == pygame.K_z and mods & (pygame.KMOD_CTRL | pygame.KMOD_META)))


class TableInput:
    """One table's input, from the mode down to the game's intents; and its keyboard focus."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def modal_layer(self) -> ModalLayer | None:
        """What takes every input now: the kit's chooser, else the game's own modal layer."""
        table = self.table
        return table.chooser.open if table.chooser.open is not None else table.parts.intents.modal()

    def handle_event(self, event: pygame.event.Event) -> bool:
        table = self.table
        table.flow.last_input = table.time
        if table.chooser.open is None:  # the kit's question covers the table: nothing under it wakes or lights
            table.tooltip.follow(event)  # a click quiets the pieces' tooltip, a motion with no button held wakes it
            if event.type == pygame.MOUSEMOTION:
                table.controls.pointer = event.pos  # Undo holds the bots while the pointer rests on it
        if table.mode.handle_event(event):
            return True
        if table.fast.handle_event(event):
            return True
        modal = self.modal_layer()
        if modal is not None and event.type in MODAL_INPUT:
            modal.handle_event(event)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.on_ui_button(event.ui_element)
        if table.sight.skips_moment(event):
            return True
        if event.type == pygame.KEYDOWN and is_undo_key(event):
            table.moves.try_undo()
            return True
        if event.type == pygame.KEYDOWN and is_help_key(event):
            self.open_how_to_play()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and table.humans:
            self.ask_hint()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if table.log.close():  # the whole log opened over the table closes first
                return True
            if table.parts.intents.handle(event):  # the game's own use first (cancel a drag, close a chooser)
                return True
            if table.parts.stage.holds_piece():  # a piece in hand goes back; the menu waits
                table.parts.stage.cancel()
                return True
            self.pause()
            return True
        if table.log.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and table.sight.closes_turn() and plays_a_key(event):
            table.moves.refuse(table.sight.closed_words())  # the game's keys answer from the hand
            return True
        return table.parts.intents.handle(event)

    def pause(self) -> None:
        """The pause menu over the table (Esc and the Menu button): a piece in hand goes back."""
        table = self.table
        table.parts.stage.cancel()
        table.request = Push(PauseScene(table.app, table.game_name, table.match))

    def open_how_to_play(self) -> None:
        """The game's how-to-play pages over the table; Esc comes back to the same position."""
        self.table.parts.stage.cancel()
        self.table.request = Push(RulesScene(self.table.app, self.table.game_name))

    def ask_hint(self) -> None:
        """Show what the hard bot would play now (the review's best move), highlighted, with one sentence why."""
        if self.table.coach.ask() is not None:
            sound.play(self.table.app, "draw")

    def on_ui_button(self, element: Any) -> bool:
        table = self.table
        for key, button in table.controls.buttons.items():
            if element is not button:
                continue
            if key == "menu":  # as Esc: the pause menu, whose "Save and leave" says the game is kept
                if table.match.is_over():
                    table.request = PopToRoot()  # nothing left to keep: straight to the menu
                else:
                    self.pause()
            elif key == "rules":
                table.request = Push(RulesScene(table.app, table.game_name))
            elif key == "undo":
                table.moves.try_undo()
            elif key == "hint":
                self.ask_hint()
            else:
                table.parts.intents.on_button(key)
            return True
        return False

    # -- keyboard play (table/keyboard.py) -------------------------------------------------
    def make_ring(self) -> FocusRing:
        return FocusRing(lambda: table_stops(self.table), ui=self.table.app.ui)

    def focus_key(self, ring: FocusRing, event: pygame.event.Event) -> bool:
        """Tab and the arrows move the focus, unless the mode or the game's keys own them."""
        if self.table.mode.owns_key(event):
            return False
        if self.table.parts.keys.busy() and getattr(event, "key", None) != pygame.K_TAB:
            return False
        return ring.handle_key(event)

    def focus_shown(self, ring: FocusRing | None) -> bool:
        """Whether the focus ring is in use (the top bar then shows the keys): never on a
        control not shown, nor while a question or a panel stands over the table
        (``Sight.dialog_up``) unless the focus is on one of the kit's question's rows (a hidden
        End turn's outline showed under a dialog's veil)."""
        if ring is None or not ring.active or self.table.parts.keys.busy() or self.behind_question(ring):
            return False
        stop = ring.focused()
        if stop is not None and stop.element is not None and not stop.element.visible:
            return False
        return self.table.chooser.open is not None or not self.table.sight.dialog_up()

    def behind_question(self, ring: FocusRing) -> bool:
        """Whether the kit's question is open and the focus is not on one of its rows: no
        outline nor key label then lights on the table behind it ("No marker (S)" did)."""
        chooser = self.table.chooser.open
        if chooser is None:
            return False
        stop = ring.focused()
        return stop is None or not chooser.rect.contains(stop.rect)

    def draw_focus(self, ring: FocusRing | None, surface: pygame.Surface) -> None:
        if ring is None or not self.focus_shown(ring):
            return
        stop = ring.focused()
        if stop is not None:
            draw_outline(surface, stop.rect, self.table.scale)
        draw_keyboard(surface, self.table, stop)

    def top_bar_rule(self, ring: FocusRing | None) -> str | None:
        """The keys' help line while the player uses them; None otherwise."""
        return help_line() if self.focus_shown(ring) else None


__all__ = ["MODAL_INPUT", "TableInput", "is_help_key", "is_undo_key"]
