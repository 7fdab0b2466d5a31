"""The Llamaland table's reactions to the match's events, at a pace a person can follow.

A tile flies from its stack, turns and lands; the icons it covered fly to the collection; a
character or a crop flies to its owner; the llama hops on. Over that, a bot's tile taken
pulses its stack, its placed tile or llama its estate, a character from the pile the pile;
a llama card bought or a marker set on an objective flies the points it is worth now (the
engine's own count before and after the move) to its owner. The score pad is the interlude
after the last move. What flies to a collection trails: a bot's next decision does not wait
for it to land (the move was seen where it was made), which keeps a turn near two seconds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ....rules.core import GAME_OVER, Event
from ....rules.llamaland import orientation
from ....rules.llamaland.components import CROPS, GRASS, SHAPE_ORDER
from ....rules.llamaland.estate import FRONT, Estate
from ... import assets, sound
from ...palette import GOLD, SKY
from ...table.parts import Reactions
from ...widgets.reactions import Effects, also_on, is_bot
from . import llama_sprites
from .ending import last_round_words, last_seat
from .estate_parts import FLY_TIME, GOODS_TIME, TAKE_TIME, Flyer
from .estate_view import EstateView
from .layout import layout_of
from .painting import ICON_FILES
from .pieces import character_card, tile_image
from .projection import Cell
from .stage import stage_of

if TYPE_CHECKING:
    from ...scene import Scene
    from ...table.animator import EventAnimator
    from ...table.kit import Table


def score_change(table: Table, seat: int) -> int:
    """How many points the last move gave ``seat``, as the engine counts a position's score."""
    before = table.view.scores_before()
    if before is None:
        return 0
    return int(table.view.scores()[seat] - before[seat])


class LlamalandReactions(Reactions):
    """Events to flights and pulses (the pulses and flying points are the stage's ``effects``)."""

    @property
    def effects(self) -> Effects:
        return stage_of(self.table).effects

    def register(self, animator: EventAnimator) -> None:
        self.effects.scale = self.table.scale
        animator.on("take", self.on_take)
        animator.on("place", self.on_place)
        animator.on("character", self.on_character)
        animator.on("feed", self.on_feed)
        animator.on("marker", self.on_marker)
        animator.on("llama", self.on_llama)
        animator.on("trigger", self.on_trigger)
        also_on(animator, "take", self.pulse_take)
        also_on(animator, "feed", self.pulse_feed)
        also_on(animator, "llama", self.pulse_estate)
        also_on(animator, "character", self.pulse_character)
        also_on(animator, "place", self.pulse_estate)
        also_on(animator, "marker", self.pulse_marker)

    def interlude_for(self, events: list[Event]) -> Any:
        return "score" if any(e.kind == GAME_OVER for e in events) else None

    def interlude_scene(self, interlude: Any) -> Scene | None:
        from .summary import ScorePadScene

        # the table under the pad stands still: a ring or a "+8" in flight stayed frozen over a rival's panel
        self.effects.pulses, self.effects.flying = [], []
        return ScorePadScene(self.table.app, self.table)

    # -- flights ---------------------------------------------------------------------------
    def wait(self, seconds: float) -> None:
        self.table.animator.wait(seconds * self.table.app.animation_scale)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's collection is on screen (goods fly there)."""
        table = self.table
        if seat == table.viewer:
            return layout_of(table).lay.stats.center
        panel = table.panel_rect(seat)
        return (panel.x + round(60 * table.scale), panel.bottom - round(12 * table.scale))

    def fly(self, image: pygame.Surface, start: tuple[float, float], end: tuple[float, float], duration: float,
            delay: float = 0.0, on_done: Callable[[], None] | None = None, trailing: bool = False,
            **more: float) -> Flyer:
        """``image`` across the table (``from_x=`` sets where an attribute starts, ``x=`` where it ends);
        ``trailing``: the bot's next decision need not wait for it to land."""
        table = self.table
        flyer = Flyer(image, start[0], start[1])
        for key, value in more.items():
            if key.startswith("from_"):
                setattr(flyer, key[5:], value)
        stage_of(table).flyers.append(flyer)
        table.animator.launch(flyer, trailing)

        def landed() -> None:
            flyer.done = True
            table.animator.landed(flyer)
            if on_done is not None:
                on_done()

        targets = {k: v for k, v in more.items() if not k.startswith("from_")}
        tween = table.tweener.tween(flyer, duration, "in_out_quad", delay=delay, on_done=landed,
                                    x=end[0], y=end[1], **targets)
        tween.trailing = trailing
        return flyer

    def on_take(self, event: Event) -> None:
        stage = stage_of(self.table)
        seat = event.seat
        if seat is None or (seat == self.table.viewer and stage.committing):
            return
        lay = layout_of(self.table).lay
        tile, shape = event.get("tile"), event.get("shape")
        start = lay.stacks[SHAPE_ORDER.index(shape)].center
        view = stage.landing_view(seat)
        end = (view.rect.centerx, view.rect.top + view.rect.height // 3)
        flyer = self.fly(tile_image(tile, FRONT, 0, lay.tile_cell), start, end, TAKE_TIME)
        flyer.hold = True
        stage.held[seat] = flyer
        sound.play(self.table.app, "card")
        self.wait(0.1)

    def on_place(self, event: Event) -> None:
        table, stage = self.table, stage_of(self.table)
        seat = event.seat
        if seat is None:
            return
        lay = layout_of(table).lay
        view = stage.landing_view(seat)
        before = view.estate
        o = orientation(event.get("tile"), event.get("face"), event.get("rot"))
        cells = o.at(event.get("x"), event.get("y"))
        level = event.get("level")
        held = stage.held.pop(seat, None)
        if held is not None:
            held.done, held.hold = True, False
        after = self.estate_after(seat)

        def land() -> None:
            stage.pending.discard(seat)
            if after is not None:
                view.set_estate(after, hop_new=True)
                if seat == table.viewer:
                    stage.home_view(view, seat)  # after every placement: the whole estate, centred
                else:  # under its subtitle or beside it, the larger (landed in it shown large: its panel's too)
                    stage.views[seat].set_estate(after, hop_new=view is stage.views[seat])
                    stage.fit_rival(seat, stage.views[seat])
            self.goods_fly(seat, view, before, cells, level)
            sound.play(table.app, "chip")

        if seat == table.viewer and stage.committing:
            land()
            return
        proj = view.projection
        points = [proj.centre(c, level) for c in cells]
        end = (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
        start = (held.x, held.y) if held is not None else lay.stacks[SHAPE_ORDER.index(o.shape)].center
        scale = max(0.3, min(2.5, proj.scale / max(1, lay.tile_cell)))
        image = tile_image(o.tile, o.face, o.rot, lay.tile_cell)
        stage.pending.add(seat)
        self.fly(image, start, end, FLY_TIME, on_done=land, from_angle=90.0 * (1 + o.rot % 2), angle=0.0,
                 from_scale=1.0, scale=scale)
        sound.play(table.app, "card")
        self.wait(0.2)

    def estate_after(self, seat: int) -> Estate | None:
        """The estate a seat has now (the observation after the move)."""
        state = self.table.view.observation().state
        return state.players[seat].estate if seat < len(state.players) else None

    def goods_fly(self, seat: int, view: EstateView, before: Estate, cells: list[Cell], level: int) -> None:
        """The icons the tile covered (directly, not through foundations) fly to the collection."""
        proj = view.projection
        size = max(12, round(proj.scale * 0.5))
        end = self.seat_anchor(seat)
        k = 0
        for cell in cells:
            top = before.tops.get(cell)
            if top is None or top[1] == GRASS or top[0] != level - 1 or top[1] not in ICON_FILES:
                continue
            image = assets.art_icon("llamaland", ICON_FILES[top[1]], size)
            self.fly(image, proj.centre(cell, level - 1), end, GOODS_TIME, delay=0.05 * k, trailing=True)
            k += 1

    def on_character(self, event: Event) -> None:
        seat = event.seat
        if seat is None:
            return
        lay = layout_of(self.table).lay
        start = lay.pile.center if event.get("source") == "pile" else self.row_slot_centre(event)
        image = character_card(event.get("card"), lay.card_w, lay.card_h)
        self.fly(image, start, self.seat_anchor(seat), GOODS_TIME, trailing=True)
        sound.play(self.table.app, "card")
        self.wait(0.1)

    def row_slot_centre(self, event: Event) -> tuple[int, int]:
        """Where the character taken from the row lay (the card that refilled it lies there now)."""
        lay = layout_of(self.table).lay
        for rect, card in zip(lay.row, stage_of(self.table).st.char_row):
            if card == event.get("refill"):
                return rect.center
        return lay.row[0].center if lay.row else lay.pile.center

    def on_feed(self, event: Event) -> None:
        seat = event.seat
        if seat is None:
            return
        column = layout_of(self.table).lay.columns[CROPS.index(event.get("crop"))]
        image = assets.art_icon("llamaland", ICON_FILES[event.get("crop")], max(16, column.width // 2))
        self.fly(image, column.center, self.seat_anchor(seat), GOODS_TIME, trailing=True)
        sound.play(self.table.app, "chip")
        self.wait(0.1)

    def on_marker(self, event: Event) -> None:
        self.wait(0.1)

    def on_llama(self, event: Event) -> None:
        table, stage = self.table, stage_of(self.table)
        seat = event.seat
        if seat is None:
            return
        view = stage.landing_view(seat)  # a phone's turn shown large: its llama hops in there
        after = self.estate_after(seat)
        if after is not None and seat not in stage.pending:
            view.set_estate(after, hop_new=True)
            if view is not stage.views[seat]:
                stage.views[seat].set_estate(after, hop_new=False)
            cell = (event.get("x"), event.get("y"))
            llama = view.herd.llamas.get(cell)
            if llama is not None and seat == table.viewer and stage.llama_drop is not None:
                llama.place(stage.llama_drop)
        stage.llama_drop = None
        self.wait(llama_sprites.HOP_TIME * 0.6)  # the next step may start while it lands

    def on_trigger(self, event: Event) -> None:
        """The last round starts: whose turn is the last (a game the trigger ends at once
        says so in its results)."""
        table = self.table
        st = table.view.observation().state
        if st.over:
            return
        seat = last_seat(st)
        you = seat == table.viewer and table.speaks_to_viewer()
        table.toasts.show(last_round_words(st, table.names[seat], you), seconds=6.0)

    # -- pulses and points -----------------------------------------------------------------
    def pulse_take(self, event: Event) -> None:
        shape = event.get("shape")
        if is_bot(self.table, event.seat) and shape in SHAPE_ORDER:
            self.effects.pulse(layout_of(self.table).lay.stacks[SHAPE_ORDER.index(shape)], SKY)

    def pulse_estate(self, event: Event) -> None:
        """A bot's tile placed or llama set: its estate."""
        seat = event.seat
        views = stage_of(self.table).views
        if is_bot(self.table, seat) and seat is not None and seat in views:
            view = views[seat]  # round the estate as drawn, centred on it (its field ran past the panel)
            self.effects.pulse(view.estate_box().clip(view.rect), SKY)

    def pulse_marker(self, event: Event) -> None:
        seat = event.seat
        objectives = stage_of(self.table).st.objectives
        if seat is None or event.get("objective") not in objectives:
            return
        space = layout_of(self.table).space_rect(objectives.index(event.get("objective")), event.get("space"))
        if is_bot(self.table, seat):
            self.effects.pulse(space.inflate(space.width // 2, space.height // 2), SKY)
        # a marker on a met condition: its points are said and flown by the objective's own
        # line (``stage.account_objectives``); anything else it changed flies from the space
        own = score_change(self.table, seat) - stage_of(self.table).objective_delta(seat)
        self.effects.points(own, space.center, self.seat_anchor(seat), GOLD, delay=0.15)

    def pulse_feed(self, event: Event) -> None:
        seat, crop = event.seat, event.get("crop")
        if seat is None or crop not in CROPS:
            return
        column = layout_of(self.table).lay.columns[CROPS.index(crop)]
        if is_bot(self.table, seat):
            self.effects.pulse(column, SKY)
        # the card and the goods paid for it; objectives it meets fly from their own cards
        own = score_change(self.table, seat) - stage_of(self.table).objective_delta(seat)
        self.effects.points(own, column.center, self.seat_anchor(seat), GOLD, delay=0.15)

    def pulse_character(self, event: Event) -> None:
        if is_bot(self.table, event.seat) and event.get("source") == "pile":
            self.effects.pulse(layout_of(self.table).lay.pile, SKY)


def reactions_of(table: Table) -> LlamalandReactions:
    """The Llamaland reactions part of ``table``."""
    reactions = table.parts.reactions
    assert isinstance(reactions, LlamalandReactions)
    return reactions


__all__ = ["LlamalandReactions", "reactions_of", "score_change"]
