"""The table's buttons: Menu and Rules in the top bar; the game's own, Undo and Hint in the
action column. What can be pressed now is enabled; Undo's tooltip says why it cannot."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame_gui
from pygame_gui.core import ObjectID

from ...i18n import t
from ..locale_theme import fit_fonts

if TYPE_CHECKING:
    from .kit import Table

UNDO_TIP = "Take back your last move (U or Ctrl+Z)"
UNDO_HOLD_TIP = "Take back your last move (U or Ctrl+Z). The bots wait while the pointer is here."
HINT_TIP = "What would the hard bot play here, and why (H)"


class TableButtons:
    """One table's buttons, by key: "menu", "rules", the game's keys, "undo", "hint"."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.pointer: tuple[int, int] | None = None
        """Where the pointer was last seen over the table (routing tells it)."""
        self.came_to_undo = True
        """Whether the pointer has been off Undo since before the player's move: only a pointer
        brought to Undo holds the bots, not one resting there all along (after Start, through a
        game played by keys, Pablo waited for good)."""
        self.undo_tip = UNDO_TIP
        self.modal_seen = False
        """Whether a modal layer (the kit's chooser) was open at the last ``refresh``."""
        self.log_seen = False
        """Whether the whole log was open over the table at the last ``refresh``."""

    def build(self) -> None:
        """The buttons at the frame's places, in the player's language and Size."""
        table = self.table
        ui = table.app.ui
        fit_fonts(ui, table.text_scale)  # the buttons' words grow with the player's Size, as the menu's do
        container = table.new_container()
        menu_rect, rules_rect = table.frame.top_buttons
        self.buttons = {
            "menu": pygame_gui.elements.UIButton(menu_rect, t("Menu"), ui, container=container,
                                                 object_id=ObjectID("#menu_button", "@ghost_button"),
                                                 tool_tip_text=t("Back to the menu (the game is saved)")),
            "rules": pygame_gui.elements.UIButton(rules_rect, t("Rules"), ui, container=container,
                                                  object_id=ObjectID("#rules_button", "@ghost_button"),
                                                  tool_tip_text=t("How this game is played")),
        }
        specs = table.parts.intents.buttons()
        for spec, rect in zip(specs, table.frame.buttons):
            style = "@primary_button" if spec is specs[0] else "@ghost_button"
            self.buttons[spec.key] = pygame_gui.elements.UIButton(
                rect, t(spec.label), ui, container=container, object_id=ObjectID(f"#{spec.key}", style),
                tool_tip_text=t(spec.tooltip) if spec.tooltip else None)
        undo_rect = table.frame.buttons[len(specs)]
        self.buttons["undo"] = pygame_gui.elements.UIButton(
            undo_rect, t("Undo (U)"), ui, container=container, object_id=ObjectID("#undo_move", "@ghost_button"),
            tool_tip_text=t(UNDO_TIP))
        self.undo_tip = t(UNDO_TIP)
        if len(table.frame.buttons) > len(specs) + 1:  # a table that keeps no room: the H key still asks
            self.buttons["hint"] = pygame_gui.elements.UIButton(
                table.frame.buttons[len(specs) + 1], t("Hint (H)"), ui, container=container,
                object_id=ObjectID("#hint_move", "@ghost_button"), tool_tip_text=t(HINT_TIP))
        table.mode.build(ui, container, self.buttons)

    def refresh(self) -> None:
        """Enable what can be pressed now; the game's buttons ask ``button_enabled``; then the
        stage follows the position (``Stage.refreshed``: which cards are playable now)."""
        if not self.table.mode.refresh():
            self._refresh_game_buttons()
            self._refresh_undo()
            self._refresh_hint()
        self.modal_seen = self.table.routing.modal_layer() is not None
        if self.modal_seen:
            self._step_aside()
        self.log_seen = self.table.log.opened
        if self.log_seen:
            self._under_log()
        self.table.parts.stage.refreshed()

    def follow_modal(self) -> None:
        """Each frame: when a chooser or the whole log opens or closes, the action buttons follow (``refresh``);
        Undo counts down the time left before a bot answers."""
        if (self.table.routing.modal_layer() is not None) != self.modal_seen or self.table.log.opened != self.log_seen:
            self.refresh()
        self.count_down_undo()

    def count_down_undo(self) -> None:
        """While a bot waits to answer the player's move, Undo shows the seconds left, and the
        pointer resting on it holds the bots ("Undo (U) · held"): the time to undo is never a
        race the player can lose on the way to the button. A pointer that rested there before
        the move holds nothing (``came_to_undo``)."""
        button = self.buttons.get("undo")
        match = self.table.match
        left_of = getattr(match, "undo_time_left", None)
        if button is None or not callable(left_of):  # a replay's table has no undo
            return
        left = left_of() if button.visible and button.is_enabled and not self.table.covered else None
        on = bool(button.hovered) or (self.pointer is not None and button.rect.collidepoint(self.pointer))
        self.came_to_undo = not on or (self.came_to_undo and left is not None)
        held = left is not None and on and self.came_to_undo
        match.hold_bots(held)
        if left is None:
            label = t("Undo (U)")
        elif held:
            label = t("Undo (U) · held")
        else:
            label = t("Undo (U) · {seconds} s", seconds=max(1, math.ceil(left)))
        if button.text != label:
            button.set_text(label)

    def _step_aside(self) -> None:
        """A question is open over the table: the game's buttons, Undo and Hint are disabled (a
        click would reach them) and hidden, all of them (pygame-gui draws its widgets over the
        scene: one clear of the question stood bright over its veil, lighting under the pointer,
        "No marker (S)" behind a question). The question covers the table wholly; Menu and
        Rules stay in the top bar."""
        keys = [spec.key for spec in self.table.parts.intents.buttons()] + ["undo", "hint"]
        for key in keys:
            button = self.buttons.get(key)
            if button is not None:
                button.disable()
                button.hide()

    def _under_log(self) -> None:
        """The whole log is open over the table: the buttons it covers are hidden and disabled
        (pygame-gui draws its widgets over the scene: Hint and End turn stood through the opened
        log, and a click there pressed them). A click on them closes the log, as anywhere."""
        shown = self.table.log.shown()
        for key in [spec.key for spec in self.table.parts.intents.buttons()] + ["undo", "hint"]:
            button = self.buttons.get(key)
            if button is not None and button.visible and shown.colliderect(button.rect):
                button.disable()
                button.hide()

    def _refresh_game_buttons(self) -> None:
        table = self.table
        intents = table.parts.intents
        for spec in intents.buttons():
            button = self.buttons.get(spec.key)
            if button is None:
                continue
            if not table.humans:
                button.hide()
                continue
            button.show()
            if button.text != t(spec.label):  # a game's button may say what it does now
                button.set_text(t(spec.label))
                button.set_tooltip(t(spec.tooltip) if spec.tooltip else None)
            if (spec.any_time or table.my_turn()) and intents.button_enabled(spec.key):
                button.enable()
            else:
                button.disable()

    def _refresh_hint(self) -> None:
        hint = self.buttons.get("hint")
        if hint is None:
            return
        if not self.table.humans:
            hint.hide()
            return
        hint.show()
        if self.table.coach.can_advise():
            hint.enable()
        else:
            hint.disable()

    def _refresh_undo(self) -> None:
        button = self.buttons.get("undo")
        if button is None:
            return
        if not self.table.humans:
            button.hide()
            return
        button.show()
        reason = self.table.moves.undo_refusal()
        if reason is None:
            button.enable()
        else:
            button.disable()
        tip = t(UNDO_HOLD_TIP if self.table.match.undo_time_left() is not None else UNDO_TIP) \
            if reason is None else reason
        if tip != self.undo_tip:
            self.undo_tip = tip
            button.set_tooltip(tip)


__all__ = ["HINT_TIP", "TableButtons", "UNDO_HOLD_TIP", "UNDO_TIP"]
