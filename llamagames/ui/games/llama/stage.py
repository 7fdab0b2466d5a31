"""What lies on the L.L.A.M.A. table: the hand fan, the piles, the seats' cards, chips, llamas.

The stage follows the match: it keeps the view of the observation the table shows, the
sprites and their state (the drag in progress too), and moves them when a round is dealt,
a move settles, a move is taken back. Drawing them is the painter's, events are the
reactions', gestures the intents'.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any, Literal

import pygame

from ....rules.core import Event
from ....rules.llama import LLAMA_CARD, PlayCard
from ... import assets, sound
from ...palette import GOLD, SKY
from ...table.flights import CardFlights
from ...table.layout import TableFrame
from ...table.parts import Stage
from ...widgets.card_fan import CardFan
from ...widgets.cards import CardImages, CardSprite, card_height
from ...widgets.chips import ChipStacks
from ...widgets.llama_figure import LlamaFigure
from ...widgets.reactions import Effects
from .layout import LlamaLayout, rects_of

if TYPE_CHECKING:
    from ...table.kit import Table

MOVE_TIME = 0.25


@dataclass(frozen=True)
class TableView:
    """What the table shows right now (the observation, or the hands frozen at a round's end)."""

    round: int
    phase: Any
    current: int | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    quit: tuple[bool, ...]
    discard_top: int | None
    discard: tuple[int, ...]
    draw_size: int
    totals: tuple[int, ...]

    @staticmethod
    def from_obs(obs: Any) -> TableView:
        discard = tuple(getattr(obs, "discard", ()) or ((obs.discard_top,) if obs.discard_top else ()))
        return TableView(obs.round, obs.phase, obs.current, tuple(obs.hand), tuple(obs.hand_sizes),
                         tuple(obs.quit), obs.discard_top, discard, obs.draw_size, tuple(obs.totals))


@dataclass
class Lay:
    """How far a seat's fanned cards have been laid down after quitting (0 fanned, 1 laid)."""

    t: float = 0.0


def first_images(size: tuple[int, int]) -> list[Callable[[], Any]]:
    """Backs and every face at hand and pile size, chips, a llama: what the deal shows first
    (``TableDesign.prewarm`` adds the kit's felt and glyphs before them)."""
    lay = LlamaLayout.compute(TableFrame.compute(size, 4, buttons=2))
    makers: list[Callable[[], Any]] = [partial(assets.card_back, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
    makers += [partial(assets.card_shadow, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
    for width in (lay.card_w, lay.pile_w):
        makers += [partial(assets.llama_card, v, width) for v in range(1, LLAMA_CARD + 1)]
    kinds: tuple[Literal["black", "white"], ...] = ("black", "white")
    makers += [partial(assets.chip, k, lay.chip_d) for k in kinds]
    makers += [partial(assets.llama_figure, h, pose) for _, h in lay.llamas[:1] for pose in range(assets.FIGURE_POSES)]
    return makers


class LlamaStage(Stage):
    """The sprites of one L.L.A.M.A. table and the view of the match they show."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        match = table.match
        self.images_cache = CardImages()
        self.fan = CardFan(table.tweener, self.images_cache)
        self.view = TableView.from_obs(table.view.observation())
        self.discard_sprite: CardSprite | None = None
        self.flights = CardFlights(table.tweener, self.images_cache, match.num_players)
        self.chips = [ChipStacks() for _ in range(match.num_players)]
        self.laid = [Lay(1.0 if q else 0.0) for q in self.view.quit]
        self.pile_pressed: tuple[int, int] | None = None
        """Where the mouse went down on the draw pile (a click or a drag may follow)."""
        self.pile_drag: CardSprite | None = None
        """The pile's top card while it is dragged towards the hand."""
        self.pile_from: tuple[float, float] | None = None
        """Where a card drawn by dragging the pile's top card comes from (the drop point)."""
        self.figures: list[LlamaFigure] = []
        self.round_discard: list[int] = []
        self.effects = Effects()
        """Pulses where a bot moved and points flying to the chips (``reactions.py`` adds them)."""
        self.last_move: dict[int, str] = {}
        """Each bot's last move this round in words ("Played a 4", "Drew a card"), shown as a
        tag beside its seat until its next move or the next deal: what a bot did is read on
        the table, not only in the log."""
        self.last_move_tags: dict[int, pygame.Rect] = {}
        """Where each of those tags was last drawn (the painter places them clear of what is kept)."""

    @property
    def rects(self) -> LlamaLayout:
        return rects_of(self.table)

    # -- placing ---------------------------------------------------------------------------
    def lay_out(self, rects: LlamaLayout) -> None:
        """The rectangles were worked out (open, resize): the fan, the chips and the llamas follow."""
        self.fan.stands = True  # every card's whole face above the window's foot
        self.fan.set_layout(rects.fan_anchor, rects.fan_width, rects.card_w)
        for stack in self.chips:
            stack.diameter = rects.chip_d
            # the counts grow with the player's Size, not again with the chips
            stack.words = self.table.text_scale * round(24 * self.table.scale) / (self.table.scale * rects.chip_d)
        old = self.figures
        self.figures = [LlamaFigure(foot, height, phase=i * 1.3, flip=(i == 1), seed=i + 7)
                        for i, (foot, height) in enumerate(rects.llamas)]
        for new, previous in zip(self.figures, old):
            new.time = previous.time
        self.effects.scale = self.table.scale

    def images(self) -> tuple[list[Callable[[], Any]], list[Callable[[], Any]]]:
        """What the first frame shows now (felt, backs, the hand, chips); the other faces later."""
        table = self.table
        lay, s = self.rects, table.scale
        values = range(1, LLAMA_CARD + 1)
        summary_w, summary_chip = round(36 * s), max(14, round(20 * s))
        kinds: tuple[Literal["black", "white"], ...] = ("black", "white")
        now: list[Callable[[], Any]] = [partial(assets.table_felt, table.frame.size, table.felt)]
        now += [partial(assets.card_back, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
        now += [partial(assets.card_shadow, w) for w in (lay.pile_w, lay.small_w, lay.card_w)]
        now += [partial(assets.llama_card, v, lay.card_w) for v in sorted(set(self.view.hand))]
        if self.view.discard_top is not None:
            now.append(partial(assets.llama_card, self.view.discard_top, lay.pile_w))
        now += [partial(assets.chip, k, lay.chip_d) for k in kinds]
        sizes = {round(n * s) for n in (13, 14, 15, 18, 19, 24, 36)} | {table.small(n) for n in (12, 13, 14, 15)}
        now += [partial(assets.font, n, b) for n in sorted(sizes) for b in (False, True)]
        now += [partial(assets.llama_figure, h, pose) for _, h in lay.llamas[:1] for pose in range(assets.FIGURE_POSES)]
        later: list[Callable[[], Any]] = [partial(assets.llama_card, v, lay.card_w) for v in values]
        later += [partial(assets.llama_card, v, lay.pile_w) for v in values]
        later += [partial(assets.llama_card, v, summary_w) for v in values]
        later += [partial(assets.card_shadow, summary_w)]
        later += [partial(assets.chip, k, summary_chip) for k in kinds]
        later.append(partial(assets.title_art, min(round(380 * s), table.frame.size[0] // 2)))
        return now, later

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards are on screen (the fan for the viewer, the panel otherwise)."""
        lay = self.rects
        if seat == self.table.own_seat():
            return (lay.fan_anchor[0], lay.fan_anchor[1] - card_height(lay.card_w) // 2)
        rect = self.table.panel_rect(seat)
        return (rect.left + round(rect.width * 0.28), rect.top + round(rect.height * 0.66))

    def own_hand(self, hand: Any) -> tuple[int, ...]:
        """The hand the fan at the foot holds: the screen's own seat's; none on a shared board
        (every seat's cards are in its panel there, face down)."""
        return tuple(hand) if self.table.own_seat() is not None else ()

    def chips_anchor(self, seat: int) -> tuple[int, int]:
        """Where ``seat``'s chips are drawn (points fly there)."""
        x, y = self.chips_origin(self.table.panel_rect(seat), seat)
        return (x + self.chips[seat].width() // 2, y + self.chips[seat].diameter // 2)

    def chips_origin(self, rect: Any, seat: int) -> tuple[int, int]:
        """Top-left of a seat's chips: right-aligned in its panel, counts just above the bottom edge."""
        stack = self.chips[seat]
        s = self.table.scale
        label_h = assets.font(stack.label_size()).get_linesize()
        return (rect.right - round(8 * s) - stack.width(),
                rect.bottom - round(4 * s) - int(stack.diameter * 1.6) - label_h)

    def points_to_chips(self, seat: int, points: int, delay: float = 0.0) -> None:
        """A round's points fly from the discard pile to ``seat``'s chips (or back, when a chip
        was returned)."""
        end = self.chips_anchor(seat)
        start = self.rects.discard.center
        if points < 0:
            start, end = end, start
        self.effects.points(points, start, end, GOLD if points > 0 else SKY, delay)

    # -- following the match ---------------------------------------------------------------
    def sync(self, animate: bool) -> None:
        """Show the observation as it is, without dealing (after undo, a reveal, a resize)."""
        self.view = TableView.from_obs(self.table.view.observation())
        self.flights.cancel()
        self.fan.set_face_up(self.table.sight.private_visible)
        if not animate:
            self.fan.cards = []
        self.fan.set_cards(self.own_hand(self.view.hand), animate=animate, new_from=self.rects.discard.center)
        self.fan.show_peek(self.fan.peek if self.table.sight.peeking else ())  # a resize keeps the look
        self.place_discard()
        self.laid = [Lay(1.0 if q else 0.0) for q in self.view.quit]
        for stack, total in zip(self.chips, self.view.totals):
            stack.total = total
        self.refreshed()

    def on_enter(self) -> None:
        for stack, total in zip(self.chips, self.view.totals):
            stack.total = total
        self.deal_in()

    def after_interlude(self) -> None:
        self.view = TableView.from_obs(self.table.view.observation())
        self.deal_in()

    def deal_in(self) -> None:
        """Show a fresh round: hand cards and the turned-up card fly from the draw pile."""
        table, view, lay = self.table, self.view, self.rects
        sound.play(table.app, "shuffle")
        for seat, (stack, total) in enumerate(zip(self.chips, view.totals)):
            self.points_to_chips(seat, total - round(stack.total), delay=0.12 * seat)
        for stack, total in zip(self.chips, view.totals):
            if round(stack.total) != total:
                table.tweener.tween(stack, 0.8, "out_quad", total=total)
                sound.play(table.app, "chip")
        pile = lay.draw_pile.center
        self.last_move.clear()
        self.flights.cancel()
        self.fan.cards = []
        self.fan.set_face_up(table.sight.private_visible)
        self.fan.show_peek(())
        self.fan.set_cards(self.own_hand(view.hand), new_from=pile, stagger=0.06)
        others = [seat for seat in range(table.match.num_players) if seat != table.own_seat()]
        for seat in others:
            for k in range(view.hand_sizes[seat]):
                self.flights.fly(None, pile, self.seat_anchor(seat), lay.small_w, seat=seat,
                                 delay=0.05 * (k * len(others) + others.index(seat)))
        self.discard_sprite = None
        if view.discard_top is not None:
            self.land_on_discard(view.discard_top, pile, len(view.discard), delay=0.06 * len(view.hand))
        self.laid = [Lay(1.0 if q else 0.0) for q in view.quit]
        self.refreshed()

    def place_discard(self) -> None:
        """The discard pile's top card, at rest on the pile."""
        if self.discard_sprite is not None:
            self.table.tweener.cancel(self.discard_sprite)
        if self.view.discard_top is None:
            self.discard_sprite = None
            return
        count = len(self.view.discard)
        lay = self.rects
        x, y = lay.discard.center
        self.discard_sprite = CardSprite(self.view.discard_top, x, y, angle=float((count * 37) % 11 - 5),
                                         width=lay.pile_w)

    def land_on_discard(self, value: int, start: tuple[float, float], count: int, delay: float = 0.0) -> None:
        """Card ``value`` flies from ``start`` onto the discard pile (the ``count``-th there)."""
        lay = self.rects
        sprite = CardSprite(value, start[0], start[1], angle=float((count * 37) % 11 - 5), width=lay.pile_w)
        self.discard_sprite = sprite
        self.table.tweener.tween(sprite, MOVE_TIME, "out_quad", delay=delay,
                                 x=lay.discard.centerx, y=lay.discard.centery)

    def discard_moving(self) -> bool:
        """The top card is still on its way to the pile (drawn above everything then)."""
        sprite = self.discard_sprite
        return sprite is not None and (round(sprite.x), round(sprite.y)) != self.rects.discard.center

    def settled(self, events: list[Event]) -> None:
        table = self.table
        end = next((i for i, e in enumerate(events) if e.kind == "round_end"), None)
        if end is None:
            new_view = TableView.from_obs(table.view.observation())
            old_round = self.view.round
            self.view = new_view
            if new_view.round != old_round:
                self.deal_in()
            else:
                self.fan.set_face_up(table.sight.private_visible)
                self.fan.set_cards(self.own_hand(new_view.hand), new_from=self.pile_from or self.rects.draw_pile.center)
                self.fan.show_peek(table.sight.peek(self.fan.arrived, [c.value for c in self.fan.cards]))  # the card drawn
        else:
            result = events[end].get("result")
            self.view = replace(self.view, phase="round_end", current=None, hand=tuple(result.hands[table.viewer]),
                                hand_sizes=tuple(len(h) for h in result.hands))
            self.fan.set_face_up(True)
            self.fan.set_cards(self.own_hand(self.view.hand))
        self.pile_from = None
        for seat, stack in enumerate(self.chips):
            if round(stack.total) != self.view.totals[seat]:
                table.tweener.tween(stack, 0.6, "out_quad", total=self.view.totals[seat])
                sound.play(table.app, "chip")
        self.refreshed()

    def on_undo(self) -> None:
        old = self.view
        self.sync(animate=True)
        for seat, (was, now) in enumerate(zip(old.quit, self.view.quit)):
            if was and not now:
                self.laid[seat].t = 1.0
                self.table.tweener.tween(self.laid[seat], 0.35, "out_quad", t=0.0)

    def refreshed(self) -> None:
        """Which cards of the hand stand up: the ones the legal actions may play now."""
        table = self.table
        if not table.sight.private_visible:
            self.fan.set_playable(None)
        elif self.view.quit[table.viewer]:
            self.fan.set_playable(())
        elif table.my_turn():
            self.fan.set_playable(a.value for a in table.view.legal_actions() if isinstance(a, PlayCard))
        else:
            self.fan.set_playable(None)

    def holds_piece(self) -> bool:
        return self.fan.dragging is not None or self.pile_drag is not None

    def cancel(self) -> None:
        self.pile_pressed = None
        self.pile_drag = None
        if self.fan.dragging is not None:
            self.fan.snap_back(self.fan.dragging, shake=False)

    def update(self, dt: float) -> None:
        table = self.table
        self.flights.update()
        self.effects.scale = table.scale
        self.effects.update(dt, table.app.animation_scale)
        for figure in self.figures:
            figure.update(dt, table.app.animation_scale)
        if self.discard_sprite is not None:
            dragging = self.fan.dragging
            self.discard_sprite.glow = dragging is not None and dragging.value in self.fan.playable


def stage_of(table: Table) -> LlamaStage:
    """The L.L.A.M.A. stage of ``table``."""
    stage = table.parts.stage
    assert isinstance(stage, LlamaStage), "a L.L.A.M.A. table has a LlamaStage"
    return stage


__all__ = ["Lay", "LlamaStage", "MOVE_TIME", "TableView", "first_images", "stage_of"]
