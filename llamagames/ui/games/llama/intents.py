"""What a gesture means at the L.L.A.M.A. table: a card dropped on the discard pile becomes
``PlayCard``, a click on the draw pile (or its top card dragged down to the hand) ``Draw``,
D, Q and the value keys their moves.

The decisions are plain functions of rectangles, positions and keys (testable without a
window: ``tests/ui/llama/test_intents.py``); whether a move is allowed is the rules' business
(a refusal comes back with its reason through ``table.moves.try_action``). ``LlamaIntents`` only
wires pygame's events to them.
"""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import t
from ....rules.llama import DRAW, QUIT, Draw, LlamaAction, PlayCard, card_label
from ...table.parts import Intents
from ...table.scene import ButtonSpec
from ...widgets.card_fan import FanClick, FanDrop
from ...widgets.cards import CardSprite
from .stage import LlamaStage, stage_of

KEY_VALUES = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5, pygame.K_6: 6,
              pygame.K_7: 7, pygame.K_l: 7}
"""The value keys: 1 to 6 play that card, 7 or L the Llama."""
DRAG_START = 36
"""How far (squared, in pixels) the pointer moves from the draw pile before its top card follows."""


def drop_play(discard: pygame.Rect, scale: float, pos: tuple[int, int], value: int) -> PlayCard | None:
    """A card of value ``value`` dropped at ``pos``: played when it lands on the discard pile
    (or near it, within 24 design pixels); None: it goes back to the hand."""
    pad = round(24 * scale)
    return PlayCard(value) if discard.inflate(pad * 2, pad * 2).collidepoint(pos) else None


def key_action(key: int) -> LlamaAction | None:
    """The move a key asks for: D draws, Q quits, a value key plays that card; None for others."""
    if key == pygame.K_d:
        return DRAW
    if key == pygame.K_q:
        return QUIT
    if key in KEY_VALUES:
        return PlayCard(KEY_VALUES[key])
    return None


def pile_drag_starts(pressed: tuple[int, int], pos: tuple[int, int]) -> bool:
    """Whether the pointer, pressed on the draw pile at ``pressed``, has moved far enough to drag."""
    dx, dy = pos[0] - pressed[0], pos[1] - pressed[1]
    return dx * dx + dy * dy > DRAG_START


def pile_release(pile: pygame.Rect, pos: tuple[int, int], dragged: bool, hand_line: int) -> Draw | None:
    """The mouse let go at ``pos`` after being pressed on the draw pile: a click on the pile
    draws; the top card dragged draws when it is let go on the pile or down by the hand
    (below ``hand_line``, the frame's message line). None: nothing happens."""
    if not dragged:
        return DRAW if pile.collidepoint(pos) else None
    return DRAW if pos[1] >= hand_line or pile.collidepoint(pos) else None


def button_action(key: str) -> LlamaAction | None:
    """The move of the game's own button ``key``."""
    return QUIT if key == "quit" else None


class LlamaIntents(Intents):
    """The hand fan's drops and clicks, the draw pile's clicks and drags, the keys, the Quit button."""

    @property
    def stage(self) -> LlamaStage:
        return stage_of(self.table)

    def buttons(self) -> list[ButtonSpec]:
        return [ButtonSpec("quit", t("Quit the round (Q)"), t("Lay your cards down and sit out the rest of this round"))]

    def button_enabled(self, key: str) -> bool:
        action = button_action(key)
        return action is not None and action in self.table.view.legal_actions()

    def on_button(self, key: str) -> None:
        action = button_action(key)
        if action is not None:
            self.table.moves.try_action(action)

    def ending_question(self, action: Any) -> str | None:
        return t("Quit this round?") if action == QUIT else None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.on_key(event.key)
        if self.pile_event(event):
            return True
        stage = self.stage
        intent = stage.fan.handle_event(event)
        if isinstance(intent, FanDrop):
            assert intent.sprite.value is not None, "the hand fan is built from card values"
            if drop_play(stage.rects.discard, self.table.scale, intent.pos, intent.sprite.value) is not None:
                self.play(intent.sprite)
            else:
                stage.fan.snap_back(intent.sprite, shake=False)
                self.table.toasts.show(t("Drop a card on the discard pile to play it."))
            return True
        if isinstance(intent, FanClick):
            self.play(intent.sprite)
            return True
        return bool(intent)

    def play(self, sprite: CardSprite) -> None:
        """Play the card ``sprite`` shows; refused, it shakes back into the hand."""
        assert sprite.value is not None, "the hand fan is built from card values"
        fan = self.stage.fan
        self.table.moves.try_action(PlayCard(sprite.value), on_refuse=lambda: fan.snap_back(sprite, shake=True))

    def pile_event(self, event: pygame.event.Event) -> bool:
        """Click the draw pile, or drag its top card towards your hand, to draw."""
        stage = self.stage
        pile = stage.rects.draw_pile
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pile.collidepoint(event.pos):
            stage.pile_pressed = event.pos
            return True
        if event.type == pygame.MOUSEMOTION and stage.pile_pressed is not None:
            if stage.pile_drag is None and self.table.my_turn() and pile_drag_starts(stage.pile_pressed, event.pos):
                stage.pile_drag = CardSprite(None, pile.centerx, pile.centery, width=stage.rects.pile_w, face_up=False)
            if stage.pile_drag is not None:
                stage.pile_drag.x, stage.pile_drag.y = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and stage.pile_pressed is not None:
            stage.pile_pressed = None
            drag, stage.pile_drag = stage.pile_drag, None
            action = pile_release(pile, event.pos, drag is not None, self.table.frame.message_y)
            if action is not None:
                if drag is not None:
                    stage.pile_from = (drag.x, drag.y)
                self.table.moves.try_action(action)
            return True
        return False

    def on_key(self, key: int) -> bool:
        """D, Q and the value keys; a value you do not hold is refused with its name. P plays the
        move a hint (H) shows, as in Llamaland (Enter presses the outlined move instead)."""
        if key == pygame.K_p:
            return self.take_hint()
        action = key_action(key)
        if action is None:
            return False
        if isinstance(action, PlayCard):
            sprite = self.stage.fan.sprite_for(action.value)
            if sprite is None:  # why no move is taken now comes first (a replay, a bot's turn)
                self.table.moves.refuse(self.table.moves.why_not_now()
                                        or t("You have no {card} in your hand.", card=t(card_label(action.value))))
            else:
                self.play(sprite)
            return True
        self.table.moves.try_action(action)
        return True

    def take_hint(self) -> bool:
        """P: the hint's move, while its advice still fits the table; before any hint, how to get one."""
        table = self.table
        advice = table.coach.current()
        if advice is not None and advice.suggestion.action in table.legal():
            table.moves.try_action(advice.suggestion.action)
        elif table.my_turn():
            table.moves.refuse(t("No hint is shown yet: press H (or Hint) first, then P plays it."))
        return True


__all__ = ["DRAG_START", "KEY_VALUES", "LlamaIntents", "button_action", "drop_play", "key_action",
           "pile_drag_starts", "pile_release"]
