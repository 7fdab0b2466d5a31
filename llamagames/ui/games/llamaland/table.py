"""The Llamaland table: your estate large in the middle, the others' on the left, the supply above.

A turn is a chain of small decisions (see ``rules.llamaland``); each becomes one action:

- a tile dragged from a stack and dropped on the estate becomes ``TakeStack`` then ``Place``
  (the ghost snaps to the level the engine's ``level_for`` gives, green or red with the
  engine's ``placement_problem``); R / right-click / wheel turn it, F / middle-click flip it;
  the same works from the keyboard (click a stack or press 1-5, arrows, R, F, Enter, Esc);
- a character of the row or the pile, clicked after covering Huts, is ``TakeCharacter``;
- a glowing objective space, clicked (or a marker dragged onto it), is ``PlaceMarker``;
- a character card in your collection, clicked, is ``UseCharacter`` (the card turns sideways);
- a glowing llama column, clicked, is ``Feed`` (a choice when coins can stand in for crops);
- the llama figure dropped on a glowing square (or the square clicked) is ``PlaceLlama``.

Targets and highlights come from the legal actions; refusals come from the engine. Bots'
turns are shown at a pace a person can follow: the tile flies from its stack, turns and
lands, the covered goods fly to the collection, the llama hops on.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import pygame

from ....rules.core import GAME_OVER, Event, IllegalActionError, Refusal
from ....rules.llamaland import (
    HUTS,
    LLAMA_PHASE,
    LLAMALAND,
    MARKER,
    PLACE,
    START,
    EndTurn,
    Feed,
    LlamalandState,
    Place,
    PlaceLlama,
    PlaceMarker,
    Skip,
    TakeCharacter,
    TakeStack,
    UseCharacter,
    orientation,
)
from ....rules.llamaland.components import (
    CHARACTERS,
    CROP_NAMES,
    CROPS,
    GRASS,
    OBJECTIVES,
    SHAPE_ORDER,
    START_BOARDS,
    TILES,
)
from ....rules.llamaland.estate import BACK, FRONT, Estate
from ... import assets, sound
from ...scene import Scene
from ...scale import text_px
from ...table.layout import TableFrame
from ...table.scene import ButtonSpec
from ...text import text_width
from ....i18n import t
from ...table.keyboard import KeyGroup
from . import keys, llama_sprites
from .board import LlamalandBoard
from .estate_view import EstateView
from .learn import LlamalandLearning
from .layout import LandLayout
from .painting import ICON_FILES
from .parts import (
    ARROWS,
    FLY_TIME,
    GOODS_TIME,
    HOME_ZOOM,
    OPPONENT_LINES,
    STACK_KEYS,
    TAKE_TIME,
    TURN_TIME,
    Choice,
    Flyer,
    TileDrag,
    earnings,
    feed_label,
    trade_label,
)
from ....i18n import t
from .pieces import card_back, character_card, character_help, objective_help, tile_image
from .projection import Cell, ViewMode
from .reactions import install as install_reactions
from .warm import warm_estate, warm_start_view, warm_words


class LlamalandTable(LlamalandLearning, LlamalandBoard):
    """One Llamaland match, from the first tile to the score pad."""

    game_name = "llamaland"
    title = "Llamaland"
    felt = "llamaland"
    me_panel = False

    def layout(self, size: tuple[int, int]) -> None:
        st = self.match.state
        self.lay = LandLayout.compute(self.frame, len(st.objectives), self.match.num_players - 1)
        self._place_views()

    @classmethod
    def prewarm(cls, size: tuple[int, int]) -> list[Callable[[], Any]]:
        """What the first frame needs, rendered while the menu idles: fonts, icons, cards,
        tile faces, and a start estate painted at the sizes of the views (its icons and llamas)."""
        frame = TableFrame.compute(size, 4, buttons=4)
        lay = LandLayout.compute(frame, 7, 3)
        s = frame.scale
        makers = super().prewarm(size)
        sizes = {text_px(s, n) for n in (12, 13, 14, 15)} | {round(n * s) for n in (15, 18, 19, 24)}
        makers += [partial(assets.font, n, b) for n in sorted(sizes) for b in (False, True)]
        icon_sizes = {max(12, round(text_px(s, n) * 1.1)) for n in (12, 15)}
        icon_sizes |= {max(10, round(lay.card_w * 0.36)), max(8, round(lay.tile_cell * 0.78))}
        makers += [partial(assets.llamaland_icon, name, n) for name in ICON_FILES.values() for n in sorted(icon_sizes)]
        makers += [partial(warm_estate, lay.estate_view_rect(), HOME_ZOOM)]
        panel = lay.opponents[0]
        top = panel.top + round(50 * s)
        makers += [partial(warm_estate, pygame.Rect(panel.x + round(6 * s), top, panel.width - round(12 * s),
                                                     panel.bottom - round(OPPONENT_LINES * s) - top), 1.0)]
        makers += [partial(warm_words, frame, lay)]
        small = pygame.Rect(panel.x + round(6 * s), top, panel.width - round(12 * s), panel.bottom - round(OPPONENT_LINES * s) - top)
        for board in START_BOARDS:
            makers.append(partial(warm_start_view, board, lay.estate_view_rect(), HOME_ZOOM))
            makers.append(partial(warm_start_view, board, small, 1.0))  # every seat has its own board
        makers += [partial(card_back, lay.card_w, lay.card_h)]
        makers += [partial(character_card, c, lay.card_w, lay.card_h) for c in range(len(CHARACTERS))]
        makers += [partial(tile_image, t, FRONT, 0, lay.tile_cell) for t in range(len(TILES))]
        return makers

    def images(self) -> tuple[list[Callable[[], Any]], list[Callable[[], Any]]]:
        lay = self.lay
        now: list[Callable[[], Any]] = [partial(assets.table_felt, self.frame.size, self.felt)]
        for shape in SHAPE_ORDER:
            top = self.st.stack_top(shape)
            if top >= 0:
                now.append(partial(tile_image, top, FRONT, 0, lay.tile_cell))
        later: list[Callable[[], Any]] = [partial(character_card, c, lay.card_w, lay.card_h) for c in range(len(CHARACTERS))]
        later.append(partial(card_back, lay.card_w, lay.card_h))
        return now, later

    def game_buttons(self) -> list[ButtonSpec]:
        return [
            ButtonSpec("end", t("End turn (E)"), t("Finish your turn (after placing a tile, and feeding if you must)")),
            ButtonSpec("skip", t("No marker (S)"), t("Place no marker on an objective this time")),
            ButtonSpec("view", t("Tilted / top view (V)"), t("Switch between the tilted view and the view from above")),
        ]

    def button_enabled(self, key: str) -> bool:
        legal = self.legal()
        if key == "end":
            return EndTurn() in legal
        if key == "skip":
            return Skip() in legal
        return True

    def refresh_controls(self) -> None:
        super().refresh_controls()
        view = self.buttons.get("view")
        if view is not None and self.humans:
            view.enable()  # the view can be switched while the bots play too

    def on_button(self, key: str) -> None:
        if key == "end":
            self._end_turn()
        elif key == "skip":
            self.try_action(Skip())
        elif key == "view":
            self.toggle_view()

    def key_targets(self) -> list[KeyGroup]:
        return keys.key_targets(self)

    def keyboard_busy(self) -> bool:
        return self.drag is not None and self.drag.keyboard

    def ending_question(self, action: Any) -> str | None:
        return t("End your turn?") if isinstance(action, EndTurn) else None

    def top_bar_info(self) -> str:
        left = self.st.tiles_left
        words = t("{count} tile left", count=left) if left == 1 else t("{count} tiles left", count=left)
        return words + (t(" · last round") if self.st.triggered else "")

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        return (t("CROOK"),) if seat == self.st.crook else ()

    def _refresh(self, hop: bool = True) -> None:
        """Read the observation and show it (estates waiting for a flying tile keep theirs)."""
        self.st = self.observation().state
        self._version += 1
        self.points = LLAMALAND.score_breakdown(self.st)
        for seat, view in self.views.items():
            if seat not in self.pending:
                view.set_estate(self.st.players[seat].estate, hop_new=hop)
        for seat, view in self.big_views.items():
            view.set_estate(self.st.players[seat].estate, hop_new=False)
        self.choice = None
        self._highlight()
        if self.drag is not None and not self._can_place(self.drag.shape):
            self._cancel_drag()

    def _highlight(self) -> None:
        view = self.views.get(self.viewer)
        if view is None:
            return
        view.clear_highlights()
        if self.my_turn() and self.st.turn.phase == LLAMA_PHASE:
            view.set_highlight("llama", [(a.x, a.y) for a in self.legal() if isinstance(a, PlaceLlama)])

    def sync(self, animate: bool) -> None:
        for flyer in self.flyers:
            self.tweener.cancel(flyer)
        self.flyers.clear()
        self.held.clear()
        self.pending.clear()
        self.animator.clear()
        self._place_views()
        self._refresh(hop=False)

    def settled(self, events: list[Event]) -> None:
        self._refresh(hop=True)

    def on_enter(self) -> None:
        self.sync(animate=False)

    def interlude_for(self, events: list[Event]) -> Any:
        return "score" if any(e.kind == GAME_OVER for e in events) else None

    def interlude_scene(self, interlude: Any) -> Scene | None:
        from .summary import ScorePadScene

        return ScorePadScene(self.app, self)

    def drops_cancel(self) -> None:
        self._cancel_drag()
        self.press = None
        self.dragging_piece = None
        self.panning = None

    def update_table(self, dt: float) -> None:
        speed = 1.0
        for view in self.views.values():
            view.update(dt, speed)
        enlarged = self.enlarged_seat()
        if enlarged is not None and enlarged in self.big_views:  # built when first drawn
            self.big_views[enlarged].update(dt, speed)
        if self.hover_seat is not None:
            self.hover_time += dt
        self.flyers = [f for f in self.flyers if not f.done or f.hold]
        self.reactions.scale = self.scale
        self.reactions.update(dt, self.app.animation_scale)

    def draw_over(self, surface: pygame.Surface) -> None:
        super().draw_over(surface)
        self.reactions.draw(surface)

    def register_handlers(self) -> None:
        self.animator.on("take", self._on_take)
        self.animator.on("place", self._on_place)
        self.animator.on("character", self._on_character)
        self.animator.on("feed", self._on_feed)
        self.animator.on("marker", self._on_marker)
        self.animator.on("llama", self._on_llama)
        self.animator.on("trigger", self._on_trigger)
        self.reactions = install_reactions(self)

    def _wait(self, seconds: float) -> None:
        self.animator.wait(seconds * self.app.animation_scale)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's collection is on screen (goods fly there)."""
        if seat == self.viewer:
            return self.lay.stats.center
        panel = self.panel_rect(seat)
        return (panel.x + round(60 * self.scale), panel.bottom - round(12 * self.scale))

    def _fly(self, image: pygame.Surface, start: tuple[float, float], end: tuple[float, float], duration: float,
             delay: float = 0.0, on_done: Callable[[], None] | None = None, **more: float) -> Flyer:
        flyer = Flyer(image, start[0], start[1])
        for key, value in more.items():
            if key.startswith("from_"):
                setattr(flyer, key[5:], value)
        self.flyers.append(flyer)
        self.animator.launch(flyer)

        def landed() -> None:
            flyer.done = True
            self.animator.landed(flyer)
            if on_done is not None:
                on_done()

        targets = {k: v for k, v in more.items() if not k.startswith("from_")}
        self.tweener.tween(flyer, duration, "in_out_quad", delay=delay, on_done=landed, x=end[0], y=end[1], **targets)
        return flyer

    def _on_take(self, event: Event) -> None:
        seat = event.seat
        if seat is None or (seat == self.viewer and self.committing):
            return
        tile, shape = event.get("tile"), event.get("shape")
        start = self.lay.stacks[SHAPE_ORDER.index(shape)].center
        view = self.views[seat]
        end = (view.rect.centerx, view.rect.top + view.rect.height // 3)
        flyer = self._fly(tile_image(tile, FRONT, 0, self.lay.tile_cell), start, end, TAKE_TIME)
        flyer.hold = True
        self.held[seat] = flyer
        sound.play(self.app, "card")
        self._wait(0.2)

    def _on_place(self, event: Event) -> None:
        seat = event.seat
        if seat is None:
            return
        view = self.views[seat]
        before = view.estate
        o = orientation(event.get("tile"), event.get("face"), event.get("rot"))
        cells = o.at(event.get("x"), event.get("y"))
        level = event.get("level")
        held = self.held.pop(seat, None)
        if held is not None:
            held.done, held.hold = True, False
        after = self.st_estate_after(seat)

        def land() -> None:
            self.pending.discard(seat)
            if after is not None:
                view.set_estate(after, hop_new=True)
            self._goods_fly(seat, view, before, cells, level)
            sound.play(self.app, "chip")

        if seat == self.viewer and self.committing:
            land()
            return
        proj = view.projection
        points = [proj.centre(c, level) for c in cells]
        end = (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
        start = (held.x, held.y) if held is not None else self.lay.stacks[SHAPE_ORDER.index(o.shape)].center
        scale = max(0.3, min(2.5, proj.scale / max(1, self.lay.tile_cell)))
        image = tile_image(o.tile, o.face, o.rot, self.lay.tile_cell)
        self.pending.add(seat)
        self._fly(image, start, end, FLY_TIME, on_done=land, from_angle=90.0 * (1 + o.rot % 2), angle=0.0,
                  from_scale=1.0, scale=scale)
        sound.play(self.app, "card")
        self._wait(0.25)

    def st_estate_after(self, seat: int) -> Estate | None:
        """The estate a seat has now (the observation after the move)."""
        state = self.match.state
        return state.players[seat].estate if seat < len(state.players) else None

    def _goods_fly(self, seat: int, view: EstateView, before: Estate, cells: list[Cell], level: int) -> None:
        """The icons the tile covered (directly, not through foundations) fly to the collection."""
        proj = view.projection
        size = max(12, round(proj.scale * 0.5))
        end = self.seat_anchor(seat)
        k = 0
        for cell in cells:
            top = before.tops.get(cell)
            if top is None or top[1] == GRASS or top[0] != level - 1 or top[1] not in ICON_FILES:
                continue
            image = assets.llamaland_icon(ICON_FILES[top[1]], size)
            self._fly(image, proj.centre(cell, level - 1), end, GOODS_TIME, delay=0.08 * k)
            k += 1

    def _on_character(self, event: Event) -> None:
        seat = event.seat
        if seat is None:
            return
        lay = self.lay
        start = lay.pile.center if event.get("source") == "pile" else self._row_slot_centre(event)
        image = character_card(event.get("card"), lay.card_w, lay.card_h)
        self._fly(image, start, self.seat_anchor(seat), GOODS_TIME)
        sound.play(self.app, "card")
        self._wait(0.15)

    def _row_slot_centre(self, event: Event) -> tuple[int, int]:
        for rect, card in zip(self.lay.row, self.st.char_row):
            if card == event.get("refill"):
                return rect.center
        return self.lay.row[0].center if self.lay.row else self.lay.pile.center

    def _on_feed(self, event: Event) -> None:
        seat = event.seat
        if seat is None:
            return
        column = self.lay.columns[CROPS.index(event.get("crop"))]
        image = assets.llamaland_icon(ICON_FILES[event.get("crop")], max(16, column.width // 2))
        self._fly(image, column.center, self.seat_anchor(seat), GOODS_TIME)
        sound.play(self.app, "chip")
        self._wait(0.2)

    def _on_marker(self, event: Event) -> None:
        self._wait(0.15)

    def _on_llama(self, event: Event) -> None:
        seat = event.seat
        if seat is None:
            return
        view = self.views[seat]
        after = self.st_estate_after(seat)
        if after is not None and seat not in self.pending:
            view.set_estate(after, hop_new=True)
            cell = (event.get("x"), event.get("y"))
            llama = view.herd.llamas.get(cell)
            if llama is not None and seat == self.viewer and self.llama_drop is not None:
                llama.place(self.llama_drop)
        self.llama_drop = None
        self._wait(llama_sprites.HOP_TIME)

    def _on_trigger(self, event: Event) -> None:
        self.toasts.show(t("The end is near: this round is the last."))

    def _can_place(self, shape: str) -> bool:
        """Whether the viewer may now take (or holds) a tile of ``shape`` to place."""
        if not self.my_turn():
            return False
        phase = self.st.turn.phase
        if phase == START:
            return TakeStack(shape) in self.legal()
        return phase == PLACE and TILES[self.st.turn.tile].shape == shape

    def preview_state(self, shape: str) -> LlamalandState | None:
        """The position with the tile of ``shape`` in hand (the stack is taken only on the drop)."""
        key = self.match.state
        if self._preview is not None and self._preview[0] is key and self._preview[1] == shape:
            return self._preview[2]
        state = self.observation().state
        result: LlamalandState | None = None
        if state.turn.phase == START:
            try:
                result = self.match.game.apply(state, TakeStack(shape))
            except IllegalActionError:
                result = None
        elif state.turn.phase == PLACE and TILES[state.turn.tile].shape == shape:
            result = state
        self._preview = (key, shape, result)
        return result

    def start_drag(self, shape: str, pos: tuple[int, int], keyboard: bool = False) -> None:
        preview = self.preview_state(shape)
        if preview is None:
            return
        self.choice = None
        self.drag = TileDrag(shape, preview.turn.tile, keyboard=keyboard, pos=pos)
        if keyboard:
            self.drag.anchor = self._first_anchor(preview)
        self._update_ghost()
        sound.play(self.app, "card")

    def _first_anchor(self, preview: LlamalandState) -> Cell:
        """Where the keyboard ghost starts: a legal spot of the tile as it lies, near the middle."""
        assert self.drag is not None
        places = [p for p in LLAMALAND.placements(preview) if (p.face, p.rot) == (self.drag.face, self.drag.rot)]
        if not places:
            places = LLAMALAND.placements(preview)
            if places:
                self.drag.face, self.drag.rot = places[0].face, places[0].rot
        if places:
            view = self.views[self.viewer]
            centre = pygame.Vector2(view.rect.center)
            proj = view.projection
            o = orientation(self.drag.tile, self.drag.face, self.drag.rot)

            def distance(p: Place) -> float:
                points = [proj.centre(c, p.level) for c in o.at(p.x, p.y)]
                return max((pygame.Vector2(pt) - centre).length() for pt in points)

            p = min(places, key=distance)  # the spot nearest the middle of the view
            return (p.x, p.y)
        return (0, -3)

    def _cancel_drag(self) -> None:
        view = self.views.get(self.viewer)
        if view is not None:
            view.set_ghost(None)
            view.set_highlight("covered", ())
        self.drag = None

    def turn_tile(self, step: int) -> None:
        """A quarter turn (clockwise for +1), with a short spin."""
        if self.drag is None:
            return
        self.drag.rot = (self.drag.rot + step) % 4
        self.drag.spin.angle = 90.0 * step
        self.tweener.tween(self.drag.spin, TURN_TIME, "out_quad", angle=0.0)
        self._update_ghost()

    def flip_tile(self) -> None:
        if self.drag is None:
            return
        self.drag.face = BACK if self.drag.face == FRONT else FRONT
        self.drag.spin.squash = -1.0
        self.tweener.tween(self.drag.spin, TURN_TIME, "out_quad", squash=1.0)
        self._update_ghost()

    def _grab(self) -> tuple[float, float]:
        assert self.drag is not None
        o = orientation(self.drag.tile, self.drag.face, self.drag.rot)
        return ((max(x for x, _ in o.cells) + 1) / 2, (max(y for _, y in o.cells) + 1) / 2)

    def _update_ghost(self) -> None:
        """Snap the ghost under the pointer (or at the keyboard anchor) and ask the engine about it."""
        drag = self.drag
        view = self.views.get(self.viewer)
        if drag is None or view is None:
            return
        preview = self.preview_state(drag.shape)
        if preview is None:
            self._cancel_drag()
            return
        estate = preview.players[self.viewer].estate
        if not drag.keyboard:
            if not view.rect.collidepoint(drag.pos):
                drag.anchor = None
                view.set_ghost(None)
                view.set_highlight("covered", ())
                drag.action, drag.reason = None, None
                return
            proj = view.projection
            grab = self._grab()
            top = max(t[0] for t in estate.tops.values())
            found: tuple[Cell, int] | None = None
            for level in range(top + 1, 0, -1):
                ax, ay = proj.anchor_at(drag.pos, level, grab)
                if LLAMALAND.level_for(preview, drag.face, drag.rot, ax, ay) == level:
                    found = ((ax, ay), level)
                    break
            if found is None:
                anchor = proj.anchor_at(drag.pos, 1, grab)
                found = (anchor, LLAMALAND.level_for(preview, drag.face, drag.rot, *anchor))
            drag.anchor = found[0]
        assert drag.anchor is not None
        x, y = drag.anchor
        level = LLAMALAND.level_for(preview, drag.face, drag.rot, x, y)
        o = orientation(drag.tile, drag.face, drag.rot)
        action = Place(drag.shape, o.face, o.rot, x, y, level)
        drag.level, drag.action = level, action
        problem = LLAMALAND.placement_problem(preview, action)
        drag.reason = None if problem is None else self.reason_words(problem)
        cells = o.at(x, y)
        drag.foundations = sum(max(0, level - 1 - estate.level(c)) for c in cells)
        drag.earns = ""
        if drag.reason is None:
            _, covered_icons, _ = estate.with_tile(o, x, y, level)
            drag.earns = earnings(covered_icons)
        view.set_ghost(o, x, y, level, drag.reason is None)
        covered = [c for c in cells if c in estate.tops and estate.tops[c][1] != GRASS and estate.tops[c][0] == level - 1]
        view.set_highlight("covered", covered if drag.reason is None else ())
        if drag.keyboard:
            self._keep_in_view(view, cells, level)

    def _keep_in_view(self, view: EstateView, cells: list[Cell], level: int) -> None:
        """Pan the estate so that the keyboard's ghost stays on screen (panning repaints nothing)."""
        proj = view.projection
        margin = round(40 * self.scale)
        inner = view.rect.inflate(-2 * margin, -2 * margin)
        points = [proj.point(cx + dx, cy + dy, z) for cx, cy in cells for dx in (0, 1) for dy in (0, 1) for z in (0, level)]
        left, right = min(p[0] for p in points), max(p[0] for p in points)
        top, bottom = min(p[1] for p in points), max(p[1] for p in points)
        dx = inner.left - left if left < inner.left else (inner.right - right if right > inner.right else 0.0)
        dy = inner.top - top if top < inner.top else (inner.bottom - bottom if bottom > inner.bottom else 0.0)
        if dx or dy:
            view.pan_by(dx, dy)

    def commit_drag(self) -> bool:
        """Play the ghost's placement (taking the stack first if the tile is still on it)."""
        drag = self.drag
        if drag is None:
            return False
        if drag.action is None:
            if not drag.keyboard:
                self._cancel_drag()
            return False
        if drag.reason is not None:
            self.refuse(drag.reason)
            if not drag.keyboard:
                self._cancel_drag()
            return False
        action = drag.action
        self.committing = True
        try:
            if self.match.state.turn.phase == START:
                if not self.try_action(TakeStack(drag.shape)):
                    self._cancel_drag()
                    return False
            self.drag = drag  # the take refreshed the table; the tile is still in hand
            ok = self.try_action(action)
        finally:
            self.committing = False
        self._cancel_drag()
        if ok:
            sound.play(self.app, "chip")
        return ok

    def _end_turn(self) -> None:
        if EndTurn() in self.legal():
            self.try_action(EndTurn())
        else:
            self.try_action(EndTurn())  # the engine says why not

    def use_character(self, card: int, where: pygame.Rect) -> None:
        data = CHARACTERS[card]
        uses = [a for a in self.legal() if isinstance(a, UseCharacter)
                and (CHARACTERS[a.card].kind, CHARACTERS[a.card].crops) == (data.kind, data.crops)]
        uses = [UseCharacter(card, a.give, a.get) for a in uses]
        if not uses:
            if card in self.st.turn.used:
                self.refuse(t("You have used this {card} this turn.", card=t(data.label)))
            else:
                reason = LLAMALAND.refusal(self.match.state, UseCharacter(card, *self._any_trade(card)))
                self.refuse(reason or character_help(card))
            return
        if len(uses) == 1:
            self.try_action(uses[0])
            return
        self._open_choice(where, [(trade_label(a), a) for a in uses], t(data.label))

    @staticmethod
    def _any_trade(card: int) -> tuple[str, str]:
        data = CHARACTERS[card]
        if len(data.crops) == 2:
            return data.crops[0], data.crops[1]
        if data.crops:
            return "coin", data.crops[0]
        return "coin", "coin"

    def feed(self, crop: str, where: pygame.Rect) -> None:
        options = sorted((a for a in self.legal() if isinstance(a, Feed) and a.crop == crop), key=lambda a: a.coins)
        if not options:
            reason = LLAMALAND.refusal(self.match.state, Feed(crop, 0))
            self.refuse(reason or t("You cannot feed that llama now."))
            return
        if len(options) == 1:
            self.try_action(options[0])
            return
        self._open_choice(where, [(feed_label(a), a) for a in options], t("Feed a {crop} llama", crop=t(CROP_NAMES[crop])))

    def place_marker(self, key: str, space: int, source: str | None, where: pygame.Rect) -> None:
        options = [a for a in self.legal() if isinstance(a, PlaceMarker) and a.objective == key and a.space == space]
        if source is not None:
            options = [a for a in options if a.source == source]
        if not options:
            reason = LLAMALAND.refusal(self.match.state, PlaceMarker(key, space, source or ""))
            self.refuse(reason or t("No marker can go there now."))
            return
        if len(options) == 1:
            self.try_action(options[0])
            return
        labels = [(t("From your reserve") if not a.source else t("Move it from {card}", card=t(OBJECTIVES[a.source].title)), a)
                  for a in options]
        self._open_choice(where, labels, t(OBJECTIVES[key].title))

    def _open_choice(self, where: pygame.Rect, options: list[tuple[str, Any]], title: str) -> None:
        s = self.scale
        size = self.small(15)
        width = max(text_width(label, size, True) for label, _ in options) + round(40 * s)
        width = max(width, text_width(title, self.small(14), True) + round(30 * s))
        row_h = round(34 * s)
        head = round(30 * s)
        rect = pygame.Rect(0, 0, width, head + row_h * len(options) + round(8 * s))
        rect.midbottom = (where.centerx, where.top - round(6 * s))
        rect.clamp_ip(pygame.Rect((0, 0), self.frame.size))
        self.choice = Choice(rect, options, title)

    def table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._button_down(event.button, event.pos)
        if event.type == pygame.MOUSEBUTTONUP:
            return self._button_up(event.button, event.pos)
        if event.type == pygame.MOUSEWHEEL:
            return self._wheel(event.y)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _motion(self, pos: tuple[int, int]) -> bool:
        self.pointer = pos
        self._hover(pos)
        if self.panning is not None:
            view = self.views[self.viewer]
            view.pan_by(pos[0] - self.panning[0], pos[1] - self.panning[1])
            self.panning = pos
            return True
        if self.drag is not None and not self.drag.keyboard:
            self.drag.pos = pos
            self._update_ghost()
            return True
        if self.press is not None:
            kind, key, at = self.press
            if (pos[0] - at[0]) ** 2 + (pos[1] - at[1]) ** 2 >= 36:
                self.press = None
                if kind in ("stack", "hand"):
                    self.start_drag(key, pos)
                elif kind in ("llama", "marker"):
                    self.dragging_piece = (kind, key)
                elif kind == "estate":
                    self.panning = pos
            return True
        return False

    def _hover(self, pos: tuple[int, int]) -> None:
        seat = next((s for s in self.opponents() if self.panel_rect(s).collidepoint(pos)), None)
        if seat != self.hover_seat:
            self.hover_seat, self.hover_time = seat, 0.0
        self.tooltip = self._tooltip_at(pos)

    def _tooltip_at(self, pos: tuple[int, int]) -> str:
        for card, rect in reversed(self._my_character_rects()):
            if rect.collidepoint(pos):
                return character_help(card)
        for card, rect in zip(self.st.char_row, self.lay.row):
            if rect.collidepoint(pos):
                return character_help(card)
        for i, key in enumerate(self.st.objectives):
            if self._objective_row(i).collidepoint(pos):
                return t("{card}: {help}.", card=t(OBJECTIVES[key].title), help=objective_help(key))
        for shape, rect in zip(SHAPE_ORDER, self.lay.stacks):
            if rect.collidepoint(pos):
                n = len(self.st.stacks[SHAPE_ORDER.index(shape)])
                return (t("{shape} stack: {count} tile. Drag the top tile onto your estate.", shape=shape, count=n) if n == 1
                        else t("{shape} stack: {count} tiles. Drag the top tile onto your estate.", shape=shape, count=n))
        return ""

    def _button_down(self, button: int, pos: tuple[int, int]) -> bool:
        if self.drag is not None:
            if button == 3:
                self.turn_tile(1)
                return True
            if button == 2:
                self.flip_tile()
                return True
            if button == 1 and self.drag.keyboard:
                self._cancel_drag()  # a click leaves the keyboard placement
        if button != 1:
            return False
        if self.choice is not None:
            return self._choose_at(pos)
        thing = self._thing_at(pos)
        if thing is None:
            if self.pinned is not None and not any(self.panel_rect(s).collidepoint(pos) for s in self.opponents()):
                self.pinned = None
                return True
            return False
        self.press = (thing[0], thing[1], pos)
        return True

    def _choose_at(self, pos: tuple[int, int]) -> bool:
        assert self.choice is not None
        choice, self.choice = self.choice, None
        s = self.scale
        for rect, (_, action) in zip(choice.option_rects(round(34 * s), round(30 * s)), choice.options):
            if rect.collidepoint(pos):
                self.try_action(action)
                return True
        return True

    def _button_up(self, button: int, pos: tuple[int, int]) -> bool:
        if button != 1:
            return self.drag is not None
        if self.panning is not None:
            self.panning = None
            return True
        if self.drag is not None and not self.drag.keyboard:
            self.drag.pos = pos
            self._update_ghost()
            self.commit_drag()
            self._cancel_drag()
            return True
        if self.dragging_piece is not None:
            kind, key = self.dragging_piece
            self.dragging_piece = None
            self._drop_piece(kind, key, pos)
            return True
        if self.press is not None:
            kind, key, _ = self.press
            self.press = None
            self._click(kind, key, pos)
            return True
        return False

    def _thing_at(self, pos: tuple[int, int]) -> tuple[str, Any] | None:
        """What the left button went down on: a stack, a card, a space, the estate..."""
        lay = self.lay
        mine = self.my_turn()
        for shape, rect in zip(SHAPE_ORDER, lay.stacks):
            if rect.collidepoint(pos):
                if mine and self.st.turn.phase == PLACE and TILES[self.st.turn.tile].shape == shape:
                    return ("hand", shape)
                return ("stack", shape)
        for i, rect in enumerate(lay.row):
            if rect.collidepoint(pos) and i < len(self.st.char_row):
                return ("row", i + 1)
        if lay.pile.collidepoint(pos):
            return ("pile", 0)
        for i, key in enumerate(self.st.objectives):
            for space in range(3):
                if self._space_rect(i, space).collidepoint(pos):
                    holder = self.st.markers[i][space]
                    if holder == self.viewer and mine and self.st.turn.phase == MARKER:
                        return ("marker", key)
                    return ("space", (key, space))
        if mine and self.st.turn.phase == LLAMA_PHASE and lay.llama_source.collidepoint(pos):
            return ("llama", 0)
        if mine and self.st.turn.phase == MARKER and self._reserve_rect().collidepoint(pos):
            return ("marker", "")
        for card, rect in reversed(self._my_character_rects()):  # the last drawn lies on top
            if rect.collidepoint(pos):
                return ("character", card)
        for crop, rect in zip(CROPS, lay.columns):
            if rect.collidepoint(pos):
                return ("column", crop)
        for seat in self.opponents():
            if self.panel_rect(seat).collidepoint(pos):
                return ("opponent", seat)
        if self.enlarged_seat() is not None and lay.estate.collidepoint(pos):
            return ("opponent", self.enlarged_seat())
        if self.views[self.viewer].rect.collidepoint(pos):
            return ("estate", 0)
        return None

    def _click(self, kind: str, key: Any, pos: tuple[int, int]) -> None:
        if kind in ("stack", "hand"):
            if self._can_place(key):
                self.start_drag(key, pos, keyboard=True)
            elif self.my_turn():
                self.refuse(self._why_not_place(key))
        elif kind == "row":
            self.try_action(TakeCharacter("row", key))
        elif kind == "pile":
            self.try_action(TakeCharacter("pile"))
        elif kind == "space":
            objective, space = key
            index = self.st.objectives.index(objective)
            self.place_marker(objective, space, None, self._space_rect(index, space))
        elif kind == "marker":
            self.refuse(t("Drag your marker onto a free space to move it there.")) if key else \
                self.refuse(t("Drag a marker onto a glowing objective space (or click the space)."))
        elif kind == "character":
            rect = dict((c, r) for c, r in self._my_character_rects()).get(key, self.lay.characters)
            self.use_character(key, rect)
        elif kind == "column":
            self.feed(key, self.lay.columns[CROPS.index(key)])
        elif kind == "llama":
            self.refuse(t("Drag the llama onto a glowing square of your estate."))
        elif kind == "opponent":
            self.pinned = None if self.pinned == key else key
        elif kind == "estate":
            self._click_estate(pos)

    def _why_not_place(self, shape: str) -> "str | Refusal":
        phase = self.st.turn.phase
        if phase == START:
            return LLAMALAND.refusal(self.match.state, TakeStack(shape)) or t("That stack is empty.")
        if phase == PLACE:
            return t("Place the {shape} tile you took first.", shape=TILES[self.st.turn.tile].shape)
        return t("You have placed your tile for this turn.")

    def _click_estate(self, pos: tuple[int, int]) -> None:
        if not self.my_turn() or self.st.turn.phase != LLAMA_PHASE:
            return
        cell = self.views[self.viewer].cell_at(pos)
        if cell is None:
            return
        self._place_llama(cell, pos)

    def _place_llama(self, cell: Cell, pos: tuple[int, int]) -> None:
        self.llama_drop = pos
        if not self.try_action(PlaceLlama(*cell)):
            self.llama_drop = None

    def _drop_piece(self, kind: str, key: Any, pos: tuple[int, int]) -> None:
        if kind == "llama":
            cell = self.views[self.viewer].cell_at(pos) if self.views[self.viewer].rect.collidepoint(pos) else None
            if cell is None:
                self.refuse(t("Drop the llama on a glowing square of your estate."))
                return
            self._place_llama(cell, pos)
            return
        for i, objective in enumerate(self.st.objectives):
            for space in range(3):
                if self._space_rect(i, space).inflate(8, 8).collidepoint(pos):
                    self.place_marker(objective, space, key, self._space_rect(i, space))
                    return

    def _wheel(self, dy: int) -> bool:
        if self.drag is not None:
            self.turn_tile(-1 if dy > 0 else 1)
            return True
        view = self.views.get(self.viewer)
        if view is not None and view.rect.collidepoint(self.pointer) and dy:
            view.zoom_by(1.12 if dy > 0 else 1 / 1.12, (float(self.pointer[0]), float(self.pointer[1])))
            return True
        return False

    def _key(self, key: int) -> bool:
        drag = self.drag
        if drag is not None:
            if key == pygame.K_r:
                self.turn_tile(1)
                return True
            if key == pygame.K_f:
                self.flip_tile()
                return True
            if key == pygame.K_ESCAPE:
                self._cancel_drag()
                return True
            if drag.keyboard and key in ARROWS:
                dx, dy = ARROWS[key]
                ax, ay = drag.anchor or (0, 0)
                drag.anchor = (ax + dx, ay + dy)
                self._update_ghost()
                return True
            if drag.keyboard and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.commit_drag()
                return True
        if key in STACK_KEYS and self.my_turn():
            shape = SHAPE_ORDER[STACK_KEYS[key]]
            if self._can_place(shape):
                self.start_drag(shape, self.pointer, keyboard=True)
            else:
                self.refuse(self._why_not_place(shape))
            return True
        if key == pygame.K_ESCAPE and (self.choice is not None or self.pinned is not None):
            self.choice = None
            self.pinned = None
            return True
        if key == pygame.K_v:
            self.toggle_view()
            return True
        if key == pygame.K_e and self.my_turn():
            self._end_turn()
            return True
        if key == pygame.K_s and self.my_turn():
            self.try_action(Skip())
            return True
        if key in (pygame.K_0, pygame.K_HOME):
            self._home_view(self.views[self.viewer], self.viewer)
            return True
        return False

    def toggle_view(self) -> None:
        self.mode = ViewMode.TOP_DOWN if self.mode is ViewMode.OBLIQUE else ViewMode.OBLIQUE
        for view in (*self.views.values(), *self.big_views.values()):
            view.set_mode(self.mode)
        self._update_ghost()

    def status_line(self) -> str:
        if not self.my_turn():
            return self.default_status()
        drag = self.drag
        if drag is not None:
            how = t("arrows move it, Enter places it") if drag.keyboard else t("drop it on your estate")
            return t("Placing the {shape} tile: {how}; R turns, F flips, Esc puts it back.", shape=drag.shape, how=how)
        phase = self.st.turn.phase
        if phase == START:
            return t("Drag a tile from a stack onto your estate (or click a stack, or press 1-5).")
        if phase == PLACE:
            return t("Place the {shape} tile in your hand: drag it onto your estate.", shape=TILES[self.st.turn.tile].shape)
        if phase == HUTS:
            n = self.st.turn.huts
            what = t("a character") if n == 1 else t("{count} characters", count=n)
            return t("You covered Huts: take {what} from the row or the pile.", what=what)
        if phase == MARKER:
            return t("You extended: put a marker on a glowing objective space, or No marker (S).")
        if phase == LLAMA_PHASE:
            return t("Drag your new llama onto a glowing square of your estate (or click the square).")
        legal = self.legal()
        feeds = any(isinstance(a, Feed) for a in legal)
        if feeds and EndTurn() not in legal:
            return t("You hold 10 crops or more: feed a llama (click a glowing llama column).")
        trades = any(isinstance(a, UseCharacter) for a in legal)
        if feeds:
            if trades:
                return t("Feed a llama (click a glowing column), use a character or End turn (E).")
            return t("Feed a llama (click a glowing column) or End turn (E).")
        if trades:
            return t("Use a character (click a glowing card) or End turn (E).")
        return t("Nothing more to do: End turn (E).")


__all__ = ["LlamalandTable"]
