"""A hand of cards held as a fan: hover lifts, playable cards bright, drag a card out.

The fan knows nothing about rules. The owner says which values are playable (from the
game's legal actions) and decides what a drop means; the fan reports intents: a card was
clicked, or dropped at a point. A refused drop comes back through :meth:`snap_back`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ..text import held_piece
from ..tween import Tweener
from .cards import CardImages, CardSprite, card_height

DRAG_THRESHOLD = 6
MOVE_TIME = 0.25
ARC_DEPTH = 0.06
"""How far a standing fan's end cards sink below its middle, at most, in card heights."""
STANDING_TILT = 8.0
"""The most a standing fan's end card leans, in degrees (a fan may lean 13: (n - 1) / 2 cards
out, 3.5 or 26 / n degrees a card, ``CardFan.slot``): a flatter fan needs less room under it."""


@dataclass(frozen=True)
class FanClick:
    """A card was pressed and released without dragging."""

    sprite: CardSprite


@dataclass(frozen=True)
class FanDrop:
    """A dragged card was released at ``pos``."""

    sprite: CardSprite
    pos: tuple[int, int]


FanIntent = FanClick | FanDrop


def fan_area(anchor: tuple[int, int], max_width: int, card_width: int) -> pygame.Rect:
    """The room a fan of any length may take (bottom centre ``anchor``, at most ``max_width``
    wide), its hovered card lifted: what a message must leave clear of the hand."""
    height = round(card_height(card_width) * 1.2)
    area = pygame.Rect(0, 0, max(max_width, card_width), height)
    area.midbottom = anchor
    return area


def corner_drop(card_width: int, degrees: float) -> float:
    """How far below a card's foot its lowest corner reaches when it leans ``degrees``."""
    h, a = card_height(card_width), math.radians(abs(degrees))
    return max(0.0, h / 2 * math.cos(a) + card_width / 2 * math.sin(a) - h / 2)


def standing_depth(card_width: int, arc: float = ARC_DEPTH, tilt: float = STANDING_TILT) -> int:
    """The most a standing fan (``CardFan.stands``) rises above its anchor for any count: the
    room a layout keeps above its hand besides the cards' own height (``arc`` and ``tilt``: the
    fan's own ``arc_depth`` and ``standing_tilt``)."""
    return math.ceil(arc * card_height(card_width) + corner_drop(card_width, tilt))


class CardFan:
    """The cards of one hand, laid out along a gentle arc around ``anchor`` (bottom centre)."""

    def __init__(self, tweener: Tweener, images: CardImages | None = None) -> None:
        self.tweener = tweener
        self.images = images or CardImages()
        self.cards: list[CardSprite] = []
        self.playable: set[Any] = set()
        self.neutral = True
        self.face_up = True
        self.peek: tuple[Any, ...] = ()
        """Values shown face up on a face-down fan, one card each: the card its owner just drew,
        looked at while the rest stays down (a hot seat's next player is at the screen)."""
        self.arrived: tuple[Any, ...] = ()
        """The values the last ``set_cards`` brought into the hand (what a peek shows)."""
        self.enabled = True
        self.anchor = (640, 760)
        self.max_width = 700
        self.card_width = 100
        self.step_ratio = 0.62
        """How far apart the cards' centres are, in card widths, where the fan has room: 0.62
        shows a corner index; a game whose cards print their name along the foot sets about
        1.05, so no name is cut by the card beside it."""
        self.stands = False
        """The cards stand on the anchor: the arc is at most ``ARC_DEPTH`` deep, the end cards lean
        at most ``STANDING_TILT``, and the fan rises
        by how far its end cards' lowest corners would reach below the anchor, so each card
        shows its whole face (a hand at the window's foot: L.L.A.M.A.'s ran off the bottom)."""
        self.arc_depth, self.standing_tilt = ARC_DEPTH, STANDING_TILT
        """A standing fan's deepest arc (in card heights) and its end cards' most lean: a game
        whose cards barely overlap stands flatter, in less room (``standing_depth``)."""
        self.ceiling: int | None = None
        """The highest a lifted card's top may rise (the words above the hand, set by its table
        each frame; None: no limit): at 150% with five seats a focused card's lift covered the
        turn prompt's second line."""
        self.hover: CardSprite | None = None
        self.pressed: CardSprite | None = None
        self.press_pos = (0, 0)
        self.dragging: CardSprite | None = None
        self.drag_offset = (0.0, 0.0)

    # -- layout ----------------------------------------------------------------------------
    def set_layout(self, anchor: tuple[int, int], max_width: int, card_width: int) -> None:
        """Place the fan (bottom centre ``anchor``) and move the cards there at once."""
        self.anchor, self.max_width, self.card_width = anchor, max_width, card_width
        for sprite in self.cards:
            sprite.width = card_width
        self.relayout(animate=False)

    @property
    def lift_height(self) -> float:
        return card_height(self.card_width) * 0.2

    def slot(self, index: int, count: int) -> tuple[float, float, float]:
        """Centre x, y and tilt of card ``index`` of ``count``."""
        w = self.card_width
        h = card_height(w)
        step = w * self.step_ratio if count < 2 else min(w * self.step_ratio, (self.max_width - w) / (count - 1))
        mid = (count - 1) / 2
        offset = index - mid
        # a crowded fan tilts less: on the right a card leans over its left neighbour's index
        spread = min(3.5, 26.0 / max(count, 1)) * min(1.0, step / (w * 0.62))
        bow = min(2.2, 14.0 / max(count, 1))
        x = self.anchor[0] + offset * step
        y = self.anchor[1] - h / 2
        if self.stands and count > 1:
            bow = min(bow, self.arc_depth * h / (mid * mid))
            spread = min(spread, self.standing_tilt / mid)
            y -= mid * mid * bow + corner_drop(w, mid * spread)  # the end cards' corners at the anchor
        return x, y + (offset * offset) * bow, -offset * spread

    def relayout(self, animate: bool = True) -> None:
        """Move every card (except a dragged one) to its slot, tweening if ``animate``."""
        count = len(self.cards)
        for index, sprite in enumerate(self.cards):
            if sprite is self.dragging:
                continue
            x, y, angle = self.slot(index, count)
            y -= self._rest_lift(sprite)
            if animate:
                self.tweener.tween(sprite, MOVE_TIME, "out_quad", x=x, y=y, angle=angle)
            else:
                self.tweener.cancel(sprite, "x", "y", "angle")
                sprite.x, sprite.y, sprite.angle = x, y, angle

    def _rest_lift(self, sprite: CardSprite) -> float:
        """Playable cards sit a little higher, so brightness is not the only signal."""
        if self.face_up and not self.neutral and sprite.value in self.playable:
            return card_height(self.card_width) * 0.06
        return 0.0

    # -- contents --------------------------------------------------------------------------
    def set_cards(
        self,
        values: Sequence[Any],
        *,
        new_from: tuple[float, float] | None = None,
        animate: bool = True,
        stagger: float = 0.0,
    ) -> list[CardSprite]:
        """Show exactly ``values`` (sorted as given), keeping the sprites of cards still held.

        New cards start at ``new_from`` (the draw pile) and tween in; the sprites of cards
        that left the hand are returned so the caller can fly them elsewhere.
        """
        remaining = list(self.cards)
        result: list[CardSprite] = []
        fresh: list[CardSprite] = []
        for value in values:
            match = next((s for s in remaining if s.value == value), None)
            if match is not None:
                remaining.remove(match)
                result.append(match)
            else:
                sprite = CardSprite(value, 0.0, 0.0, width=self.card_width, face_up=self.face_up)
                if new_from is not None:
                    sprite.x, sprite.y = new_from
                fresh.append(sprite)
                result.append(sprite)
        for sprite in remaining:
            if sprite is self.dragging:
                self.dragging = None
            if sprite is self.hover:
                self.hover = None
            if sprite is self.pressed:
                self.pressed = None
        self.cards = result
        self.arrived = tuple(sprite.value for sprite in fresh)
        self._refresh_flags()
        count = len(result)
        for sprite in fresh:
            if new_from is None or not animate:
                x, y, angle = self.slot(result.index(sprite), count)
                sprite.x, sprite.y, sprite.angle = x, y - self._rest_lift(sprite), angle
        if animate:
            delay = 0.0
            for index, sprite in enumerate(result):
                if sprite is self.dragging:
                    continue
                x, y, angle = self.slot(index, count)
                y -= self._rest_lift(sprite)
                if sprite in fresh and stagger:
                    self.tweener.tween(sprite, MOVE_TIME, "out_quad", delay=delay, x=x, y=y, angle=angle)
                    delay += stagger
                else:
                    self.tweener.tween(sprite, MOVE_TIME, "out_quad", x=x, y=y, angle=angle)
        else:
            self.relayout(animate=False)
        return remaining

    def set_playable(self, values: Iterable[Any] | None) -> None:
        """Brighten and raise ``values``, dim the rest; None shows every card plainly."""
        self.neutral = values is None
        self.playable = set(values or ())
        self._refresh_flags()
        if self.hover is not None and self.hover.lift and not self._lifts(self.hover):
            self.tweener.tween(self.hover, 0.12, "out_quad", lift=0.0)  # the turn passed under the pointer
        self.relayout()

    def set_face_up(self, face_up: bool) -> None:
        self.face_up = face_up
        if not face_up:
            self.hover = self.pressed = self.dragging = None
        self._refresh_flags()
        self.relayout(animate=False)

    def show_peek(self, values: Iterable[Any]) -> None:
        """Show ``values`` face up while the fan is face down (``peek``); () ends the look."""
        self.peek = tuple(values)
        self._refresh_flags()

    def _refresh_flags(self) -> None:
        peeked = [] if self.face_up else list(self.peek)
        for sprite in self.cards:
            shown = sprite.value in peeked
            if shown:
                peeked.remove(sprite.value)
            sprite.face_up = self.face_up or shown
            sprite.width = self.card_width
            sprite.dim = self.face_up and not self.neutral and sprite.value not in self.playable
            sprite.glow = False

    def sprite_for(self, value: Any) -> CardSprite | None:
        return next((s for s in self.cards if s.value == value), None)

    # -- input -----------------------------------------------------------------------------
    def raised(self) -> CardSprite | None:
        """The card lifted out of the hand by the pointer or the keys (hovered, focused, picked
        up), or None: the card its player is about to play."""
        sprite = self.hover
        if sprite is None or sprite is self.dragging or sprite not in self.cards or sprite.lift <= 0:
            return None
        return sprite

    def stacking(self) -> list[CardSprite]:
        """The cards bottom to top: each card lies on the one to its left, whether it can be
        played or not, so every card shows its top-left index. (Playable cards lay over the
        dimmed ones for a while: a dimmed 4 between two playable cards was hidden whole.) The
        raised card lies over both its neighbours: in its place, its right neighbour covered
        part of the card its player was about to play (a playtester could not read it)."""
        order = list(self.cards)
        raised = self.raised()
        if raised is not None:
            order.remove(raised)
            order.append(raised)
        return order

    def card_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The topmost card under ``pos`` as ``stacking`` draws them (the raised card first).
        Under the raised card's foot it answers for its place at rest too, where no card lay
        over it there, so the pointer at its foot keeps it lifted; the neighbour's foot showing
        below it is the neighbour's (the way to the next card of a crowded fan)."""
        hit = next((s for s in reversed(self.stacking()) if s is not self.dragging and s.rect().collidepoint(pos)), None)
        raised = self.raised()
        if raised is None or hit is raised or not raised.rect().move(0, round(raised.lift)).collidepoint(pos):
            return hit
        for sprite in reversed(self.cards):  # the hand at rest: whose is this spot?
            rect = sprite.rect().move(0, round(sprite.lift)) if sprite is raised else sprite.rect()
            if sprite is not self.dragging and rect.collidepoint(pos):
                return raised if sprite is raised else hit
        return hit

    def _set_hover(self, sprite: CardSprite | None) -> None:
        if sprite is self.hover:
            return
        old = self.hover
        self.hover = sprite
        if old is not None:
            self.tweener.tween(old, 0.12, "out_quad", lift=0.0)
        if sprite is not None and self._lifts(sprite):
            self.tweener.cancel(sprite, "lift")
            sprite.lift = self._lift_for(sprite)

    def _lift_for(self, sprite: CardSprite) -> float:
        """How high ``sprite`` is lifted: ``lift_height``, or as far as its (turned) top may rise
        under ``ceiling``."""
        if self.ceiling is None:
            return self.lift_height
        w, h, a = sprite.width, card_height(sprite.width), math.radians(abs(sprite.angle))
        top = sprite.y - (h / 2 * math.cos(a) + w / 2 * math.sin(a))
        return max(0.0, min(self.lift_height, top - self.ceiling))

    def _lifts(self, sprite: CardSprite) -> bool:
        """Whether hovering ``sprite`` lifts it: only a card that can be played now. A dimmed
        card, or any card while the hand is shown plainly (not your turn), stays in its place:
        lifted, it looked playable and invited a drag that could only be refused."""
        return self.face_up and not self.neutral and sprite.value in self.playable

    def handle_event(self, event: pygame.event.Event) -> FanIntent | bool:
        """Hover, press, drag and release; returns an intent, True if the event was used."""
        if not self.enabled or not self.face_up:
            return False
        if event.type == pygame.MOUSEMOTION:
            if self.pressed is not None and self.dragging is None:
                dx = event.pos[0] - self.press_pos[0]
                dy = event.pos[1] - self.press_pos[1]
                if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                    self._start_drag(self.pressed)
            if self.dragging is not None:
                dragged = self.dragging
                dragged.x = event.pos[0] + self.drag_offset[0]
                dragged.y = event.pos[1] + self.drag_offset[1]
                return True
            self._set_hover(self.card_at(event.pos))
            return self.hover is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            sprite = self.card_at(event.pos)
            if sprite is None:
                return False
            self.pressed = sprite
            self.press_pos = event.pos
            self.drag_offset = (sprite.x - event.pos[0], sprite.y - sprite.lift - event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, dragging = self.pressed, self.dragging
            self.pressed = None
            if dragging is not None:
                return FanDrop(dragging, event.pos)
            if pressed is not None and pressed.rect().collidepoint(event.pos):
                return FanClick(pressed)
            return pressed is not None
        return False

    def _start_drag(self, sprite: CardSprite) -> None:
        self._set_hover(None)
        self.dragging = sprite
        self.tweener.cancel(sprite)
        sprite.angle = 0.0
        sprite.lift = 0.0
        sprite.shake = 0.0

    def end_drag(self) -> None:
        """The dragged card was taken (played): forget it without moving it."""
        self.dragging = None

    def snap_back(self, sprite: CardSprite, shake: bool = True) -> None:
        """Return a refused card to its slot, with a short shake if ``shake``."""
        if self.dragging is sprite:
            self.dragging = None
        if sprite not in self.cards:
            return
        index = self.cards.index(sprite)
        x, y, angle = self.slot(index, len(self.cards))
        y -= self._rest_lift(sprite)
        self.tweener.tween(sprite, 0.2, "out_back", x=x, y=y, angle=angle, lift=0.0)
        if shake:
            self.tweener.wobble(sprite, "shake", max(6.0, self.card_width * 0.1), 0.4)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        for sprite in self.stacking():
            if sprite.lift > 0 and self.ceiling is not None and sprite is not self.dragging:
                most = self._lift_for(sprite)  # the words above may have grown since it rose
                if sprite.lift > most:
                    self.tweener.cancel(sprite, "lift")
                    sprite.lift = most
            if sprite is not self.dragging:
                self.images.draw(surface, sprite)
        if self.dragging is not None:
            with held_piece():
                self.images.draw(surface, self.dragging, shadow_offset=12)
