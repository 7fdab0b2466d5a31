"""What lies on the Llamaland table: the estates (yours large, the others in their panels),
the tile in hand and its ghost, the pieces in flight, and the table's reading of the match.

Every other part reads this state (``stage_of(table)``); the stage follows the match
(``sync`` after an undo, a reveal or a resize, ``settled`` after a move) and moves the tile
in hand (take, turn, flip, snap the ghost where the engine says it would land).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ....rules.core import Event
from ....rules.llamaland import LLAMA_PHASE, LLAMALAND, LlamalandState, Place, PlaceLlama, orientation
from ....rules.llamaland.components import CHARACTERS, GRASS, SHAPE_ORDER
from ....rules.llamaland.estate import BACK, FRONT
from ... import assets, sound
from ...table.parts import Stage
from ...widgets.reactions import Reactions as Effects
from .estate_parts import ENLARGE_DELAY, HOME_ZOOM, OPPONENT_LINES, TURN_TIME, Flyer, TileDrag, earnings
from .estate_view import EstateView
from .layout import layout_of
from .pieces import card_back, character_card, tile_image
from .placing import can_place, pointer_anchor, preview_after_take
from .projection import Cell, ViewMode
from .warm import new_view

if TYPE_CHECKING:
    from ...table.scene import TableScene


class LlamalandStage(Stage):
    """The estates, the tile in hand, the flyers, and the observation they show."""

    def __init__(self, table: "TableScene") -> None:
        super().__init__(table)
        self.views: dict[int, EstateView] = {}
        self.big_views: dict[int, EstateView] = {}
        self.small_rects: dict[int, pygame.Rect] = {}
        self.mode = ViewMode.OBLIQUE
        self.version = 0
        """Counts the observations shown: the backdrop's regions repaint when it moves."""
        self.st: LlamalandState = table.match.observation(table.viewer).state
        self.points: list[dict[str, int]] = LLAMALAND.score_breakdown(self.st)
        self.drag: TileDrag | None = None
        self.press: tuple[str, Any, tuple[int, int]] | None = None
        """What the left button went down on: (kind, key, where)."""
        self.dragging_piece: tuple[str, Any] | None = None
        """A llama or marker being dragged: (kind, key)."""
        self.pointer = (0, 0)
        self.panning: tuple[int, int] | None = None
        self.flyers: list[Flyer] = []
        self.held: dict[int, Flyer] = {}
        """A bot's tile taken, waiting over its estate until it is placed."""
        self.pending: set[int] = set()
        """Seats whose estate waits for a flying tile to land."""
        self.committing = False
        """The viewer's own placement is being played (its tile does not fly)."""
        self.hover_seat: int | None = None
        self.hover_time = 0.0
        self.pinned: int | None = None
        self.tooltip = ""
        self.llama_drop: tuple[int, int] | None = None
        self.preview: tuple[Any, str, LlamalandState | None] | None = None
        """The last position worked out with a tile in hand: (match state, shape, result)."""
        self.effects = Effects()
        """The pulses and flying points of the reactions (``reactions.py``)."""

    # -- reading ---------------------------------------------------------------------------
    def phase(self) -> Any:
        """The viewer's phase, or None while it is not their turn."""
        return self.st.turn.phase if self.table.my_turn() else None

    def my_character_rects(self) -> list[tuple[int, pygame.Rect]]:
        return layout_of(self.table).character_rects(self.st.players[self.table.viewer].characters)

    def enlarged_seat(self) -> int | None:
        """The opponent whose estate is shown large now (pinned by a click, or hovered a moment)."""
        if self.pinned is not None:
            return self.pinned
        if self.hover_seat is not None and self.hover_time >= ENLARGE_DELAY and self.drag is None:
            return self.hover_seat
        return None

    def big_view(self, seat: int) -> EstateView:
        """Seat's estate at the size of yours (built when first shown)."""
        view = self.big_views.get(seat)
        if view is None:
            view = self.big_views[seat] = EstateView(layout_of(self.table).lay.estate_view_rect(),
                                                     self.st.players[seat].estate, self.mode, seed=seat)
        return view

    def can_place(self, shape: str) -> bool:
        """Whether the viewer may now take (or holds) a tile of ``shape`` to place."""
        return can_place(self.st, self.table.legal(), self.table.my_turn(), shape)

    def preview_state(self, shape: str) -> LlamalandState | None:
        """The position with the tile of ``shape`` in hand (the stack is taken only on the drop)."""
        key = self.table.match.state
        if self.preview is not None and self.preview[0] is key and self.preview[1] == shape:
            return self.preview[2]
        result = preview_after_take(self.table.observation().state, shape)
        self.preview = (key, shape, result)
        return result

    # -- the kit's moments -----------------------------------------------------------------
    def place_views(self) -> None:
        """Give every estate its rectangle: yours large, the others inside their panels."""
        table = self.table
        s = table.scale
        lay = layout_of(table).lay
        state = table.match.state
        for seat in range(table.match.num_players):
            if seat == table.viewer:
                rect = lay.estate_view_rect()
            else:
                panel = table.panel_rect(seat)
                top = panel.top + round(50 * s)
                rect = pygame.Rect(panel.x + round(6 * s), top, panel.width - round(12 * s),
                                   panel.bottom - round(OPPONENT_LINES * s) - top)
            self.small_rects[seat] = rect
            view = self.views.get(seat)
            if view is None:
                zoom = HOME_ZOOM if seat == table.viewer else 1.0
                player = state.players[seat]
                view = self.views[seat] = new_view(rect, player.estate, player.board, zoom, seat)
                view.set_mode(self.mode)
            elif view.rect != rect:
                view.set_rect(rect)
                self.home_view(view, seat)
        for seat, view in self.big_views.items():
            view.set_rect(lay.estate_view_rect())

    def home_view(self, view: EstateView, seat: int) -> None:
        """Fit the estate, leaving your own a margin of table around it for new tiles."""
        view.reset_view()
        if seat == self.table.viewer:
            view.zoom_by(HOME_ZOOM)

    def sync(self, animate: bool) -> None:
        for flyer in self.flyers:
            self.table.tweener.cancel(flyer)
        self.flyers.clear()
        self.held.clear()
        self.pending.clear()
        self.table.animator.clear()
        self.place_views()
        self.refresh(hop=False)

    def settled(self, events: list[Event]) -> None:
        self.refresh(hop=True)

    def refresh(self, hop: bool = True) -> None:
        """Read the observation and show it (estates waiting for a flying tile keep theirs)."""
        self.st = self.table.observation().state
        self.version += 1
        self.points = LLAMALAND.score_breakdown(self.st)
        for seat, view in self.views.items():
            if seat not in self.pending:
                view.set_estate(self.st.players[seat].estate, hop_new=hop)
        for seat, view in self.big_views.items():
            view.set_estate(self.st.players[seat].estate, hop_new=False)
        self.table.close_chooser()
        self.highlight()
        if self.drag is not None and not self.can_place(self.drag.shape):
            self.cancel_drag()

    def highlight(self) -> None:
        """The squares where your new llama may stand glow."""
        view = self.views.get(self.table.viewer)
        if view is None:
            return
        view.clear_highlights()
        if self.table.my_turn() and self.st.turn.phase == LLAMA_PHASE:
            view.set_highlight("llama", [(a.x, a.y) for a in self.table.legal() if isinstance(a, PlaceLlama)])

    def images(self) -> tuple[list[Callable[[], Any]], list[Callable[[], Any]]]:
        lay = layout_of(self.table).lay
        now: list[Callable[[], Any]] = [partial(assets.table_felt, self.table.frame.size, self.table.felt)]
        for shape in SHAPE_ORDER:
            top = self.st.stack_top(shape)
            if top >= 0:
                now.append(partial(tile_image, top, FRONT, 0, lay.tile_cell))
        later: list[Callable[[], Any]] = [partial(character_card, c, lay.card_w, lay.card_h) for c in range(len(CHARACTERS))]
        later.append(partial(card_back, lay.card_w, lay.card_h))
        return now, later

    def update(self, dt: float) -> None:
        speed = 1.0
        for view in self.views.values():
            view.update(dt, speed)
        enlarged = self.enlarged_seat()
        if enlarged is not None and enlarged in self.big_views:  # built when first drawn
            self.big_views[enlarged].update(dt, speed)
        if self.hover_seat is not None:
            self.hover_time += dt
        self.flyers = [f for f in self.flyers if not f.done or f.hold]
        effects = self.effects
        effects.scale = self.table.scale
        effects.update(dt, self.table.app.animation_scale)

    def cancel(self) -> None:
        self.cancel_drag()
        self.press = None
        self.dragging_piece = None
        self.panning = None

    def toggle_view(self) -> None:
        """Tilted or from above, every estate at once."""
        self.mode = ViewMode.TOP_DOWN if self.mode is ViewMode.OBLIQUE else ViewMode.OBLIQUE
        for view in (*self.views.values(), *self.big_views.values()):
            view.set_mode(self.mode)
        self.update_ghost()

    # -- the tile in hand ------------------------------------------------------------------
    def start_drag(self, shape: str, pos: tuple[int, int], keyboard: bool = False) -> None:
        preview = self.preview_state(shape)
        if preview is None:
            return
        self.drag = TileDrag(shape, preview.turn.tile, keyboard=keyboard, pos=pos)
        if keyboard:
            self.drag.anchor = self.first_anchor(preview)
        self.update_ghost()
        sound.play(self.table.app, "card")

    def first_anchor(self, preview: LlamalandState) -> Cell:
        """Where the keyboard ghost starts: a legal spot of the tile as it lies, near the middle."""
        assert self.drag is not None
        places = [p for p in LLAMALAND.placements(preview) if (p.face, p.rot) == (self.drag.face, self.drag.rot)]
        if not places:
            places = LLAMALAND.placements(preview)
            if places:
                self.drag.face, self.drag.rot = places[0].face, places[0].rot
        if places:
            view = self.views[self.table.viewer]
            centre = pygame.Vector2(view.rect.center)
            proj = view.projection
            o = orientation(self.drag.tile, self.drag.face, self.drag.rot)

            def distance(p: Place) -> float:
                points = [proj.centre(c, p.level) for c in o.at(p.x, p.y)]
                return max((pygame.Vector2(pt) - centre).length() for pt in points)

            p = min(places, key=distance)  # the spot nearest the middle of the view
            return (p.x, p.y)
        return (0, -3)

    def cancel_drag(self) -> None:
        """The tile goes back (to its stack, or to your hand after a take)."""
        view = self.views.get(self.table.viewer)
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
        self.table.tweener.tween(self.drag.spin, TURN_TIME, "out_quad", angle=0.0)
        self.update_ghost()

    def flip_tile(self) -> None:
        if self.drag is None:
            return
        self.drag.face = BACK if self.drag.face == FRONT else FRONT
        self.drag.spin.squash = -1.0
        self.table.tweener.tween(self.drag.spin, TURN_TIME, "out_quad", squash=1.0)
        self.update_ghost()

    def grab(self) -> tuple[float, float]:
        """Where the pointer holds the tile, in squares from its corner (its middle)."""
        assert self.drag is not None
        o = orientation(self.drag.tile, self.drag.face, self.drag.rot)
        return ((max(x for x, _ in o.cells) + 1) / 2, (max(y for _, y in o.cells) + 1) / 2)

    def update_ghost(self) -> None:
        """Snap the ghost under the pointer (or at the keyboard anchor) and ask the engine about it."""
        drag = self.drag
        view = self.views.get(self.table.viewer)
        if drag is None or view is None:
            return
        preview = self.preview_state(drag.shape)
        if preview is None:
            self.cancel_drag()
            return
        estate = preview.players[self.table.viewer].estate
        if not drag.keyboard:
            if not view.rect.collidepoint(drag.pos):
                drag.anchor = None
                view.set_ghost(None)
                view.set_highlight("covered", ())
                drag.action, drag.reason = None, None
                return
            drag.anchor = pointer_anchor(preview, self.table.viewer, view.projection, drag.pos, drag.face, drag.rot,
                                         self.grab())
        assert drag.anchor is not None
        x, y = drag.anchor
        level = LLAMALAND.level_for(preview, drag.face, drag.rot, x, y)
        o = orientation(drag.tile, drag.face, drag.rot)
        action = Place(drag.shape, o.face, o.rot, x, y, level)
        drag.level, drag.action = level, action
        problem = LLAMALAND.placement_problem(preview, action)
        drag.reason = None if problem is None else self.table.reason_words(problem)
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
            self.keep_in_view(view, cells, level)

    def keep_in_view(self, view: EstateView, cells: list[Cell], level: int) -> None:
        """Pan the estate so that the keyboard's ghost stays on screen (panning repaints nothing)."""
        proj = view.projection
        margin = round(40 * self.table.scale)
        inner = view.rect.inflate(-2 * margin, -2 * margin)
        points = [proj.point(cx + dx, cy + dy, z) for cx, cy in cells for dx in (0, 1) for dy in (0, 1) for z in (0, level)]
        left, right = min(p[0] for p in points), max(p[0] for p in points)
        top, bottom = min(p[1] for p in points), max(p[1] for p in points)
        dx = inner.left - left if left < inner.left else (inner.right - right if right > inner.right else 0.0)
        dy = inner.top - top if top < inner.top else (inner.bottom - bottom if bottom > inner.bottom else 0.0)
        if dx or dy:
            view.pan_by(dx, dy)


def stage_of(table: "TableScene") -> LlamalandStage:
    """The Llamaland stage of ``table``."""
    stage = table.parts.stage
    assert isinstance(stage, LlamalandStage)
    return stage


__all__ = ["LlamalandStage", "stage_of"]
