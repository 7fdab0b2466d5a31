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

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Hashable

import pygame

from ....rules.core import Event, IllegalActionError
from ....rules.llamaland import (
    HUTS,
    LLAMA_PHASE,
    LLAMALAND,
    MAIN,
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
    COIN,
    COINS_PER_CROP,
    CROP_NAMES,
    CROPS,
    FEED_COST,
    GRASS,
    HUT as HUT_ICON,
    MARKERS_PER_PLAYER,
    OBJECTIVES,
    SHAPE_ORDER,
    START_BOARDS,
    TILES,
    TWO_PLAYER_CLOSED_SPACE,
)
from ....rules.llamaland.estate import BACK, FRONT, Estate
from ... import assets, sound
from ...palette import CREAM, GOLD, INK, INK_SOFT, PANEL, PAPER, RUST, SEAT_COLOURS, SKY, SKY_BRIGHT, TERRACOTTA
from ...scene import Scene
from ...table import ButtonSpec, TableFrame, TableScene, draw_seat_panel
from ...scale import text_px
from ...text import draw_text, fit_text, render, rounded_panel, text_width
from . import llama_sprites
from .estate_view import EstateView
from .layout import OBJECTIVE_ROW, LandLayout
from .painting import ICON_FILES, level_tint
from .pieces import (
    OBJECTIVE_COLOUR,
    OBJECTIVE_LETTER,
    card_back,
    character_card,
    character_help,
    llama_column,
    marker_disc,
    objective_help,
    tile_image,
)
from .projection import Cell, ViewMode

FLY_TIME = 0.55
"""Seconds a bot's tile takes from its stack to its estate."""
TAKE_TIME = 0.35
TURN_TIME = 0.14
"""Seconds of the turn or flip animation of a dragged tile."""
GOODS_TIME = 0.5
OPPONENT_LINES = 44
"""Height (at scale 1) of the two collection lines under an opponent's estate."""
HOME_ZOOM = 0.8
"""Your estate fills this share of its area, so that a tile can be dropped beside it."""
ENLARGE_DELAY = 0.35
"""Seconds the pointer rests on an opponent's estate before it is shown large."""
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
STACK_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4}


@dataclass
class Flyer:
    """An image on its way across the table (a tile, a crop, a card); gone once it lands."""

    image: pygame.Surface
    x: float
    y: float
    angle: float = 0.0
    scale: float = 1.0
    done: bool = False
    hold: bool = False
    """Stays where it landed (a bot's tile in hand, until it is placed)."""


@dataclass
class TileDrag:
    """The tile in the viewer's hand, dragged with the mouse or steered with the keys."""

    shape: str
    tile: int
    keyboard: bool = False
    face: str = FRONT
    rot: int = 0
    pos: tuple[int, int] = (0, 0)
    anchor: Cell | None = None
    level: int = 1
    action: Place | None = None
    reason: str | None = None
    foundations: int = 0
    earns: str = ""
    """What the covered icons give ("1 coin, 2 corn, a character"), for the ghost's label."""
    spin: "Spin" = field(default_factory=lambda: Spin())


@dataclass
class Spin:
    """The turn/flip animation of a dragged tile: an angle and a horizontal squash."""

    angle: float = 0.0
    squash: float = 1.0


@dataclass
class Choice:
    """A small menu of actions next to what was clicked (feed with coins, trade direction...)."""

    rect: pygame.Rect
    options: list[tuple[str, Any]]
    title: str = ""

    def option_rects(self, row_h: int, head: int) -> list[pygame.Rect]:
        return [pygame.Rect(self.rect.x + 6, self.rect.y + head + i * row_h, self.rect.width - 12, row_h - 4)
                for i in range(len(self.options))]


def earnings(icons: list[str]) -> str:
    """What covering ``icons`` gives, in words: "2 corn, 1 coin and a character"."""
    parts = []
    for crop in CROPS:
        if icons.count(crop):
            parts.append(f"{icons.count(crop)} {CROP_NAMES[crop]}")
    coins = icons.count(COIN)
    if coins:
        parts.append(f"{coins} coin{'s' if coins != 1 else ''}")
    huts = icons.count(HUT_ICON)
    if huts:
        parts.append("a character" if huts == 1 else f"{huts} characters")
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return "".join(parts)


def feed_label(action: Feed) -> str:
    crops = FEED_COST - action.coins // COINS_PER_CROP
    name = CROP_NAMES[action.crop]
    if action.coins == 0:
        return f"Pay {crops} {name}"
    if crops == 0:
        return f"Pay {action.coins} coins"
    return f"Pay {crops} {name} + {action.coins} coins"


def trade_label(action: UseCharacter) -> str:
    def word(item: str) -> str:
        return "1 coin" if item == "coin" else f"1 {CROP_NAMES[item]}"
    return f"Give {word(action.give)}, get {word(action.get)}"


_START_VIEWS: dict[tuple[str, tuple[int, int], float], EstateView] = {}
"""Start boards already painted at a view's size (by the menu), taken by the table that opens."""


def _warm_estate(rect: pygame.Rect, zoom: float) -> None:
    """Paint a start estate once at a view's size: its icons and llama frames get cached."""
    view = EstateView(rect, Estate.start("1A").with_llama((1, 1)), ViewMode.OBLIQUE)
    view.zoom_by(zoom)
    view.draw(pygame.Surface((rect.right + 1, rect.bottom + 1), pygame.SRCALPHA))


def _warm_start_view(board: str, rect: pygame.Rect, zoom: float) -> None:
    """Paint the start board ``board`` at a view's size, for the first frame of a new game."""
    key = (board, rect.size, zoom)
    if key in _START_VIEWS:
        return
    view = EstateView(rect, Estate.start(board), ViewMode.OBLIQUE)
    view.zoom_by(zoom)
    view.draw(pygame.Surface((rect.right + 1, rect.bottom + 1), pygame.SRCALPHA))
    _START_VIEWS[key] = view


def _new_view(rect: pygame.Rect, estate: Estate, board: str, zoom: float, seed: int) -> EstateView:
    """A view of ``estate``; a start board the menu painted already is taken as it is."""
    view = _START_VIEWS.pop((board, rect.size, zoom), None)
    if view is not None and estate.pieces == view.estate.pieces and not estate.llamas():
        view.set_rect(rect)
        view.set_estate(estate, hop_new=False)
        view.herd.seed = seed
        return view
    view = EstateView(rect, estate, ViewMode.OBLIQUE, seed=seed)
    view.zoom_by(zoom)
    return view


def _warm_words(frame: TableFrame, lay: LandLayout) -> None:
    """The labels, numbers and panels the table opens with, rendered into their caches."""
    s = frame.scale
    scratch = pygame.Surface(frame.size, pygame.SRCALPHA)
    for rect, colour, alpha, radius in (
            (lay.supply, PANEL, 150, 12), (lay.estate, (30, 22, 14), 70, 14), (lay.char_panel, PANEL, 185, 14),
            (lay.llama_panel, PANEL, 185, 14), (lay.objectives, PANEL, 185, 12), (frame.top_bar, (10, 24, 18), 150, 0)):
        rounded_panel(scratch, rect, colour, alpha, radius=round(radius * s))
    rounded_panel(scratch, lay.estate, (30, 22, 14), 70, radius=round(14 * s), border=(200, 180, 140), border_width=1)
    for rect in lay.stacks:
        rounded_panel(scratch, rect, (34, 60, 46), 200, radius=round(10 * s), border=SKY, border_width=2)
        rounded_panel(scratch, rect.inflate(6, 6), SKY_BRIGHT, 90, radius=round(10 * s))
    row = pygame.Rect(0, 0, lay.objectives.width - round(12 * s), round((OBJECTIVE_ROW - 3) * s))
    rounded_panel(scratch, row, PAPER, 235, radius=round(6 * s))
    numbers = [str(n) for n in range(0, 40)]
    for size, bold, colour in ((text_px(s, 15), True, CREAM), (text_px(s, 12), True, GOLD), (text_px(s, 12), True, RUST),
                               (text_px(s, 12), True, CREAM), (text_px(s, 13), False, CREAM)):
        for word in numbers:
            render(word, size, bold, colour)
    for word in ("Objectives", "Characters", "Llama cards", "Your characters", "Levels:", "Your estate", "6+"):
        for size in (text_px(s, 12), text_px(s, 13), text_px(s, 14), text_px(s, 15)):
            render(word, size, True, CREAM)
            render(word, size, False, CREAM)
    for shape in SHAPE_ORDER:
        for n in range(13):
            render(f"{shape}  ×{n}", text_px(s, 13), True, CREAM)
    for key, data in OBJECTIVES.items():
        render(data.title.replace(" (golden)", ""), text_px(s, 13), False, INK)
    for n in range(30):
        render(f"{n} left", text_px(s, 12), False, INK)


class LlamalandTable(TableScene):
    """One Llamaland match, from the first tile to the score pad."""

    game_name = "llamaland"
    title = "Llamaland"
    felt = "llamaland"
    me_panel = False

    def __init__(self, app: Any, match: Any) -> None:
        self.lay = LandLayout()
        self.views: dict[int, EstateView] = {}
        self.big_views: dict[int, EstateView] = {}
        self.small_rects: dict[int, pygame.Rect] = {}
        self.mode = ViewMode.OBLIQUE
        self._frames = 0
        self._version = 0
        """Counts the observations shown: the backdrop's regions repaint when it moves."""
        super().__init__(app, match)
        self.st: LlamalandState = self.observation().state
        self.points: list[dict[str, int]] = LLAMALAND.score_breakdown(self.st)
        self.drag: TileDrag | None = None
        self.press: tuple[str, Any, tuple[int, int]] | None = None
        """What the left button went down on: (kind, key, where)."""
        self.dragging_piece: tuple[str, Any] | None = None
        """A llama or marker being dragged: (kind, key)."""
        self.pointer = (0, 0)
        self.panning: tuple[int, int] | None = None
        self.choice: Choice | None = None
        self.flyers: list[Flyer] = []
        self.held: dict[int, Flyer] = {}
        self.pending: set[int] = set()
        self.committing = False
        self.hover_seat: int | None = None
        self.hover_time = 0.0
        self.pinned: int | None = None
        self.tooltip = ""
        self.llama_drop: tuple[int, int] | None = None
        self._preview: tuple[Any, str, LlamalandState | None] | None = None
        self._bd: pygame.Surface | None = None
        self._bd_keys: dict[str, tuple[pygame.Rect, Hashable]] = {}

    # -- kit hooks: layout and images ------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        st = self.match.state
        self.lay = LandLayout.compute(self.frame, len(st.objectives), self.match.num_players - 1)
        self._place_views()

    def _opponents(self) -> list[int]:
        n = self.match.num_players
        return [(self.viewer + i) % n for i in range(1, n)]

    def panel_rect(self, seat: int) -> pygame.Rect:
        if seat == self.viewer:
            return self.lay.mine
        others = self._opponents()
        return self.lay.opponents[others.index(seat)] if seat in others else self.lay.mine

    def _place_views(self) -> None:
        """Give every estate its rectangle: yours large, the others inside their panels."""
        s = self.scale
        state = self.match.state
        for seat in range(self.match.num_players):
            if seat == self.viewer:
                rect = self.lay.estate_view_rect()
            else:
                panel = self.panel_rect(seat)
                top = panel.top + round(50 * s)
                rect = pygame.Rect(panel.x + round(6 * s), top, panel.width - round(12 * s),
                                   panel.bottom - round(OPPONENT_LINES * s) - top)
            self.small_rects[seat] = rect
            view = self.views.get(seat)
            if view is None:
                zoom = HOME_ZOOM if seat == self.viewer else 1.0
                player = state.players[seat]
                view = self.views[seat] = _new_view(rect, player.estate, player.board, zoom, seat)
                view.set_mode(self.mode)
            elif view.rect != rect:
                view.set_rect(rect)
                self._home_view(view, seat)
        for seat, view in self.big_views.items():
            view.set_rect(self.lay.estate_view_rect())

    def _home_view(self, view: EstateView, seat: int) -> None:
        """Fit the estate, leaving your own a margin of table around it for new tiles."""
        view.reset_view()
        if seat == self.viewer:
            view.zoom_by(HOME_ZOOM)

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
        makers += [partial(_warm_estate, lay.estate_view_rect(), HOME_ZOOM)]
        panel = lay.opponents[0]
        top = panel.top + round(50 * s)
        makers += [partial(_warm_estate, pygame.Rect(panel.x + round(6 * s), top, panel.width - round(12 * s),
                                                     panel.bottom - round(OPPONENT_LINES * s) - top), 1.0)]
        makers += [partial(_warm_words, frame, lay)]
        small = pygame.Rect(panel.x + round(6 * s), top, panel.width - round(12 * s), panel.bottom - round(OPPONENT_LINES * s) - top)
        for board in START_BOARDS:
            makers.append(partial(_warm_start_view, board, lay.estate_view_rect(), HOME_ZOOM))
            makers.append(partial(_warm_start_view, board, small, 1.0))  # every seat has its own board
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
            ButtonSpec("end", "End turn (E)", "Finish your turn (after placing a tile, and feeding if you must)"),
            ButtonSpec("skip", "No marker (S)", "Place no marker on an objective this time"),
            ButtonSpec("view", "Tilted / top view (V)", "Switch between the tilted view and the view from above"),
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

    def top_bar_info(self) -> str:
        left = self.st.tiles_left
        return f"{left} tile{'s' if left != 1 else ''} left" + (" · last round" if self.st.triggered else "")

    def seat_badges(self, seat: int) -> tuple[str, ...]:
        return ("CROOK",) if seat == self.st.crook else ()

    # -- state -> what is shown ------------------------------------------------------------
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
        return "score" if any(e.kind == "score" for e in events) else None

    def interlude_scene(self, interlude: Any) -> Scene | None:
        from .summary import ScorePadScene

        return ScorePadScene(self.app, self)

    def drops_cancel(self) -> None:
        self._cancel_drag()
        self.press = None
        self.dragging_piece = None
        self.panning = None

    # -- the frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The kit's frame, except that a bot's next move waits until the last one has landed
        (the kit has no hook for this: its frame asks the match every time)."""
        self._frames += 1
        first = self._frames == 1  # the table shows itself before a bot starts thinking
        if (first or self.animator.busy) and not self.match.is_over() and not self.match.is_human_turn():
            setattr(self.match, "update", lambda _dt: ())  # the bots wait for this frame
            try:
                super().update(dt)
            finally:
                delattr(self.match, "update")  # the Match method again
            return
        super().update(dt)

    def update_table(self, dt: float) -> None:
        speed = 1.0
        for view in self.views.values():
            view.update(dt, speed)
        if self.enlarged_seat() is not None:
            self.big_views[self.enlarged_seat()].update(dt, speed)  # type: ignore[index]
        if self.hover_seat is not None:
            self.hover_time += dt
        self.flyers = [f for f in self.flyers if not f.done or f.hold]

    # -- event handlers --------------------------------------------------------------------
    def register_handlers(self) -> None:
        self.animator.on("take", self._on_take)
        self.animator.on("place", self._on_place)
        self.animator.on("character", self._on_character)
        self.animator.on("feed", self._on_feed)
        self.animator.on("marker", self._on_marker)
        self.animator.on("llama", self._on_llama)
        self.animator.on("trigger", self._on_trigger)

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
        self.toasts.show("The end is near: this round is the last.")

    # -- reading the state -----------------------------------------------------------------
    def phase(self) -> Any:
        return self.st.turn.phase if self.my_turn() else None

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

    # -- placing a tile ----------------------------------------------------------------------
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
        drag.reason = LLAMALAND.placement_problem(preview, action)
        cells = o.at(x, y)
        drag.foundations = sum(max(0, level - 1 - estate.level(c)) for c in cells)
        drag.earns = ""
        if drag.reason is None:
            _, covered_icons, _ = estate.with_tile(o, x, y, level)
            drag.earns = earnings(covered_icons)
        view.set_ghost(o, x, y, level, drag.reason is None)
        covered = [c for c in cells if c in estate.tops and estate.tops[c][1] != GRASS and estate.tops[c][0] == level - 1]
        view.set_highlight("covered", covered if drag.reason is None else ())

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

    # -- other decisions -----------------------------------------------------------------------
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
                self.refuse(f"You have used this {data.label} this turn.")
            else:
                reason = self.match.game.why_illegal(self.match.state, UseCharacter(card, *self._any_trade(card)))
                self.refuse(reason or character_help(card))
            return
        if len(uses) == 1:
            self.try_action(uses[0])
            return
        self._open_choice(where, [(trade_label(a), a) for a in uses], data.label)

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
            reason = self.match.game.why_illegal(self.match.state, Feed(crop, 0))
            self.refuse(reason or "You cannot feed that llama now.")
            return
        if len(options) == 1:
            self.try_action(options[0])
            return
        self._open_choice(where, [(feed_label(a), a) for a in options], f"Feed a {CROP_NAMES[crop]} llama")

    def place_marker(self, key: str, space: int, source: str | None, where: pygame.Rect) -> None:
        options = [a for a in self.legal() if isinstance(a, PlaceMarker) and a.objective == key and a.space == space]
        if source is not None:
            options = [a for a in options if a.source == source]
        if not options:
            reason = self.match.game.why_illegal(self.match.state, PlaceMarker(key, space, source or ""))
            self.refuse(reason or "No marker can go there now.")
            return
        if len(options) == 1:
            self.try_action(options[0])
            return
        labels = [("From your reserve" if not a.source else f"Move it from {OBJECTIVES[a.source].title}", a)
                  for a in options]
        self._open_choice(where, labels, OBJECTIVES[key].title)

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

    # -- input -----------------------------------------------------------------------------
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
        seat = next((s for s in self._opponents() if self.panel_rect(s).collidepoint(pos)), None)
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
                return f"{OBJECTIVES[key].title}: {objective_help(key)}."
        for shape, rect in zip(SHAPE_ORDER, self.lay.stacks):
            if rect.collidepoint(pos):
                n = len(self.st.stacks[SHAPE_ORDER.index(shape)])
                return f"{shape} stack: {n} tile{'s' if n != 1 else ''}. Drag the top tile onto your estate."
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
            if self.pinned is not None and not any(self.panel_rect(s).collidepoint(pos) for s in self._opponents()):
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
        for seat in self._opponents():
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
            self.refuse("Drag your marker onto a free space to move it there.") if key else \
                self.refuse("Drag a marker onto a glowing objective space (or click the space).")
        elif kind == "character":
            rect = dict((c, r) for c, r in self._my_character_rects()).get(key, self.lay.characters)
            self.use_character(key, rect)
        elif kind == "column":
            self.feed(key, self.lay.columns[CROPS.index(key)])
        elif kind == "llama":
            self.refuse("Drag the llama onto a glowing square of your estate.")
        elif kind == "opponent":
            self.pinned = None if self.pinned == key else key
        elif kind == "estate":
            self._click_estate(pos)

    def _why_not_place(self, shape: str) -> str:
        phase = self.st.turn.phase
        if phase == START:
            return self.match.game.why_illegal(self.match.state, TakeStack(shape)) or "That stack is empty."
        if phase == PLACE:
            return f"Place the {TILES[self.st.turn.tile].shape} tile you took first."
        return "You have placed your tile for this turn."

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
                self.refuse("Drop the llama on a glowing square of your estate.")
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

    # -- geometry of the side pieces --------------------------------------------------------
    def _objective_row(self, index: int) -> pygame.Rect:
        s = self.scale
        box = self.lay.objectives
        return pygame.Rect(box.x + round(6 * s), box.y + round(28 * s) + index * round(OBJECTIVE_ROW * s),
                           box.width - round(12 * s), round((OBJECTIVE_ROW - 3) * s))

    def _space_rect(self, index: int, space: int) -> pygame.Rect:
        row = self._objective_row(index)
        d = row.height
        return pygame.Rect(row.right - (3 - space) * (d + 3), row.y, d, d)

    def _reserve_rect(self) -> pygame.Rect:
        """Your markers not yet on a card (bottom-right of your seat panel)."""
        s = self.scale
        head = self.lay.mine_head
        size = max(16, round(20 * s))
        return pygame.Rect(head.right - round(10 * s) - round(74 * s), head.bottom - round(8 * s) - size,
                           round(74 * s), size)

    def _my_character_rects(self) -> list[tuple[int, pygame.Rect]]:
        cards = self.st.players[self.viewer].characters
        box = self.lay.characters
        if not cards:
            return []
        w, h = self.lay.card_w, self.lay.card_h
        step = min(w + round(6 * self.scale), (box.width - w) // max(1, len(cards) - 1)) if len(cards) > 1 else w
        return [(card, pygame.Rect(box.x + i * step, box.y + 2, w, h)) for i, card in enumerate(cards)]

    def enlarged_seat(self) -> int | None:
        """The opponent whose estate is shown large now (pinned by a click, or hovered a moment)."""
        if self.pinned is not None:
            return self.pinned
        if self.hover_seat is not None and self.hover_time >= ENLARGE_DELAY and self.drag is None:
            return self.hover_seat
        return None

    def _big_view(self, seat: int) -> EstateView:
        view = self.big_views.get(seat)
        if view is None:
            view = self.big_views[seat] = EstateView(self.lay.estate_view_rect(), self.st.players[seat].estate,
                                                     self.mode, seed=seat)
        return view

    # -- drawing ---------------------------------------------------------------------------
    def status_line(self) -> str:
        if not self.my_turn():
            return self.default_status()
        drag = self.drag
        if drag is not None:
            how = "arrows move it, Enter places it" if drag.keyboard else "drop it on your estate"
            return f"Placing the {drag.shape} tile: {how}; R turns, F flips, Esc puts it back."
        phase = self.st.turn.phase
        if phase == START:
            return "Drag a tile from a stack onto your estate (or click a stack, or press 1-5)."
        if phase == PLACE:
            return f"Place the {TILES[self.st.turn.tile].shape} tile in your hand: drag it onto your estate."
        if phase == HUTS:
            n = self.st.turn.huts
            return f"You covered Huts: take {'a character' if n == 1 else f'{n} characters'} from the row or the pile."
        if phase == MARKER:
            return "You extended: put a marker on a glowing objective space, or No marker (S)."
        if phase == LLAMA_PHASE:
            return "Drag your new llama onto a glowing square of your estate (or click the square)."
        legal = self.legal()
        feeds = any(isinstance(a, Feed) for a in legal)
        if feeds and EndTurn() not in legal:
            return "You hold 10 crops or more: feed a llama (click a glowing llama column)."
        if feeds:
            return "Feed a llama (click a glowing column), use a character, or End turn (E)."
        return "Use a character, or End turn (E)."

    def draw(self, surface: pygame.Surface) -> None:
        """The kit's drawing order, with the felt, the top bar and every still part of the table
        painted into one opaque backdrop that is repainted region by region when that region
        changes (the kit's ``draw`` blits the felt and each translucent panel every frame,
        which alone is most of a 60 fps budget at 1920x1080)."""
        surface.blit(self._backdrop(), (0, 0))
        self.views[self.viewer].draw(surface)
        for seat in self._opponents():
            self._draw_panel(surface, seat)
        cold = 0
        for seat in self._opponents():
            view = self.views[seat]
            if view.renders == 0:
                cold += 1
                if cold > 1:
                    continue  # one first painting per frame: the table opens without a stall
            view.draw(surface)
        shown = self.enlarged_seat()
        if shown is not None:
            self._draw_enlarged(surface, shown)
        self._draw_status(surface)
        self.log.draw(surface)
        self.draw_over(surface)
        self.toasts.draw(surface, (self.frame.size[0] // 2, self.frame.message_y), self.scale)

    def draw_table(self, surface: pygame.Surface) -> None:
        """Every still part of the middle (what the backdrop caches)."""
        for _, _, _, paint in self._regions():
            paint(surface)

    def _regions(self) -> list[tuple[str, pygame.Rect, Hashable, Callable[[pygame.Surface], None]]]:
        """The backdrop's regions: name, rectangle (with room for glows), what they show, painter."""
        mine = self.my_turn()
        phase = self.phase()
        drag = self.drag.shape if self.drag is not None else None
        pad = max(3, round(4 * self.scale))
        look = self.seat_look(self.viewer)
        dots = int(self.time * 2.5) % 3 if look.thinking else 0
        regions: list[tuple[str, pygame.Rect, Hashable, Callable[[pygame.Surface], None]]] = [
            ("top", self.frame.top_bar, (self.top_bar_info(), self.title), self._draw_top_bar),
            ("supply", self.lay.supply.inflate(pad * 2, pad * 2), (self._version, mine, phase, drag),
             self._draw_supply),
            ("estate", self.lay.estate.inflate(pad * 2, pad * 2), (self.names[self.viewer], len(self.humans)),
             self._draw_my_estate),
            ("mine", self.lay.mine.inflate(pad * 2, pad * 2),
             (self._version, mine, phase, self.dragging_piece is not None, look, dots), self._draw_mine),
        ]
        if self.st.objectives:
            regions.append(("objectives", self.lay.objectives.inflate(pad * 2, pad * 2), (self._version, mine),
                            self._draw_objectives))
        return regions

    def _backdrop(self) -> pygame.Surface:
        size = self.frame.size
        felt = assets.table_felt(size, self.felt)
        if self._bd is None or self._bd.get_size() != size:
            self._bd = felt.copy()
            self._bd_keys = {}
        for name, rect, key, paint in self._regions():
            old = self._bd_keys.get(name)
            if old is not None and old[0] == rect and old[1] == key:
                continue
            self._bd.blit(felt, rect, rect)
            self._bd.set_clip(rect)
            paint(self._bd)
            self._bd.set_clip(None)
            self._bd_keys[name] = (pygame.Rect(rect), key)
        return self._bd

    def _draw_supply(self, surface: pygame.Surface) -> None:
        lay, s, st = self.lay, self.scale, self.st
        rounded_panel(surface, lay.supply, PANEL, 150, radius=round(12 * s))
        phase = self.phase()
        small = self.small(13)
        for shape, rect in zip(SHAPE_ORDER, lay.stacks):
            stack = st.stacks[SHAPE_ORDER.index(shape)]
            takeable = phase == START and TakeStack(shape) in self.legal()
            if takeable:
                rounded_panel(surface, rect.inflate(6, 6), SKY_BRIGHT, 90, radius=round(10 * s))
            rounded_panel(surface, rect, (34, 60, 46), 200, radius=round(10 * s),
                          border=SKY if takeable else (110, 140, 120), border_width=2 if takeable else 1)
            draw_text(surface, f"{shape}  ×{len(stack)}", small, (rect.centerx, rect.bottom - round(3 * s)), CREAM,
                      anchor="midbottom", bold=True)
            in_hand = self.drag is not None and self.drag.shape == shape and phase == START
            if not stack or in_hand:
                if in_hand:
                    draw_text(surface, "in hand", small, (rect.centerx, rect.centery - round(8 * s)), GOLD, anchor="center")
                continue
            image = tile_image(stack[-1], FRONT, 0, lay.tile_cell)
            surface.blit(image, image.get_rect(center=(rect.centerx, rect.centery - round(8 * s))))
        # The tile held (after an undo) floats above its stack.
        if phase == PLACE and self.drag is None:
            tile = st.turn.tile
            rect = lay.stacks[SHAPE_ORDER.index(TILES[tile].shape)]
            image = tile_image(tile, FRONT, 0, lay.tile_cell)
            rounded_panel(surface, rect.inflate(6, 6), GOLD, 110, radius=round(10 * s))
            surface.blit(image, image.get_rect(center=(rect.centerx, rect.centery - round(8 * s) - round(4 * s))))
            draw_text(surface, "in hand", self.small(12), (rect.centerx, rect.top + round(2 * s)), GOLD, anchor="midtop",
                      bold=True)
        # Character row and pile.
        huts = phase == HUTS
        pile = lay.pile
        if st.char_pile:
            if huts:
                rounded_panel(surface, pile.inflate(8, 8), SKY_BRIGHT, 120, radius=round(8 * s))
            surface.blit(card_back(lay.card_w, lay.card_h), pile)
            draw_text(surface, f"×{len(st.char_pile)}", self.small(15), pile.center, CREAM, anchor="center", bold=True,
                      shadow=INK)
        draw_text(surface, "Characters", small, (pile.left, lay.supply.y + round(4 * s)), CREAM, bold=True)
        for card, rect in zip(st.char_row, lay.row):
            if huts:
                rounded_panel(surface, rect.inflate(8, 8), SKY_BRIGHT, 120, radius=round(8 * s))
            surface.blit(character_card(card, lay.card_w, lay.card_h), rect)

    def _draw_my_estate(self, surface: pygame.Surface) -> None:
        lay, s = self.lay, self.scale
        rounded_panel(surface, lay.estate, (30, 22, 14), 70, radius=round(14 * s), border=(200, 180, 140), border_width=1)
        name = "Your estate" if self.humans and len(self.humans) < 2 else f"{self.names[self.viewer]}'s estate"
        draw_text(surface, name, self.small(15), (lay.estate.x + round(12 * s), lay.estate.y + round(5 * s)), CREAM,
                  bold=True)
        self._draw_legend(surface)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """Level colours, so a height reads at a glance in either view."""
        s = self.scale
        size = self.small(12)
        x = self.lay.estate.right - round(10 * s)
        y = self.lay.estate.y + round(6 * s)
        box = round(14 * s)
        for level in range(6, 0, -1):
            label = f"{level}" + ("+" if level == 6 else "")
            w = text_width(label, size, True)
            x -= w + 4
            draw_text(surface, label, size, (x, y + box // 2), CREAM, anchor="midleft", bold=True)
            x -= box + 2
            pygame.draw.rect(surface, level_tint(level), (x, y, box, box), border_radius=3)
            pygame.draw.rect(surface, INK, (x, y, box, box), 1, border_radius=3)
            x -= round(8 * s)
        draw_text(surface, "Levels:", size, (x, y + box // 2), CREAM, anchor="midright")

    def _draw_mine(self, surface: pygame.Surface) -> None:
        lay, s, st = self.lay, self.scale, self.st
        seat = self.viewer
        draw_seat_panel(surface, lay.mine_head, self.seat_look(seat), s, self.time)
        player = st.players[seat]
        self._draw_stats(surface, seat, lay.stats, self.small(15), big=True)
        # Markers left (drag one onto an objective in the marker phase).
        left = MARKERS_PER_PLAYER - len(st.markers_of(seat))
        if st.objectives:
            rect = self._reserve_rect()
            if self.phase() == MARKER and left:
                rounded_panel(surface, rect.inflate(6, 6), SKY_BRIGHT, 120, radius=round(8 * s))
            r = rect.height // 2 - 1
            for i in range(left):
                marker_disc(surface, (rect.right - r - i * round(17 * s), rect.centery), r, SEAT_COLOURS[seat],
                            self.names[seat][:1].upper())
        # Characters: used ones turned sideways.
        rounded_panel(surface, lay.char_panel, PANEL, 185, radius=round(14 * s))
        used = st.turn.used if st.turn.seat == seat else frozenset()
        phase = self.phase()
        usable = {(CHARACTERS[a.card].kind, CHARACTERS[a.card].crops) for a in self.legal() if isinstance(a, UseCharacter)}
        title = "Your characters" if player.characters else "No characters yet (cover Huts to recruit)"
        draw_text(surface, fit_text(title, self.small(13), lay.char_panel.width - round(20 * s)), self.small(13),
                  (lay.char_panel.x + round(10 * s), lay.mine.y + round(8 * s)), CREAM, bold=True)
        for card, rect in self._my_character_rects():
            image = character_card(card, lay.card_w, lay.card_h)
            data = CHARACTERS[card]
            if card in used:
                turned = pygame.transform.rotate(image, -90)
                surface.blit(turned, turned.get_rect(center=(rect.centerx, rect.centery + round(6 * s))))
                continue
            if phase in (START, MAIN) and (data.kind, data.crops) in usable:
                rounded_panel(surface, rect.inflate(8, 8), SKY_BRIGHT, 120, radius=round(8 * s))
            surface.blit(image, rect)
        if phase == LLAMA_PHASE and self.dragging_piece is None:
            src = lay.llama_source
            rounded_panel(surface, src.inflate(10, 10), SKY_BRIGHT, 150, radius=round(10 * s))
            figure = assets.llama_figure(src.height, 0)
            surface.blit(figure, figure.get_rect(midbottom=src.midbottom))
        # Llama card columns: the feeding place.
        rounded_panel(surface, lay.llama_panel, PANEL, 185, radius=round(14 * s))
        draw_text(surface, "Llama cards", self.small(13), (lay.llama_panel.x + round(10 * s), lay.mine.y + round(8 * s)),
                  CREAM, bold=True)
        room = lay.llama_panel.width - round(30 * s) - text_width("Llama cards", self.small(13), True)
        for figures in (f"{st.supply_llamas} figures left", f"{st.supply_llamas} left"):
            if text_width(figures, self.small(12)) <= room:
                draw_text(surface, figures, self.small(12), (lay.llama_panel.right - round(10 * s), lay.mine.y + round(9 * s)),
                          (200, 214, 200), anchor="topright")
                break
        feedable = {a.crop for a in self.legal() if isinstance(a, Feed)}
        for crop, rect, values in zip(CROPS, lay.columns, st.llama_columns):
            llama_column(surface, rect, crop, values, self.small(12), crop in feedable)

    def _draw_stats(self, surface: pygame.Surface, seat: int, at: pygame.Rect, size: int, big: bool) -> None:
        """A collection: crops and coins, then foundations, llamas and points so far."""
        s = self.scale
        player = self.st.players[seat]
        icon = max(12, round(size * 1.1))
        x, y = at.x, at.y
        for item in (*CROPS, COIN):
            count = player.coins if item == COIN else player.crop(item)
            surface.blit(assets.llamaland_icon(ICON_FILES[item], icon), (x, y))
            x = draw_text(surface, str(count), size, (x + icon + 2, y + icon // 2), CREAM,
                          anchor="midleft", bold=True).right + round(9 * s)
        points = self.points[seat]["total"] if seat < len(self.points) else 0
        llamas = len(player.estate.llamas())
        llama_word = f"{llamas} llama{'s' if llamas != 1 else ''}"
        if big:
            line = self.small(13)
            y2 = y + icon + round(5 * s)
            draw_text(surface, f"Foundations {player.foundations} · {llama_word}", line, (at.x, y2), CREAM)
            draw_text(surface, f"{points} points so far", line, (at.x, y2 + line + round(5 * s)), GOLD, bold=True)
            return
        room = at.right - x
        for text in (f"{points} pts · {llama_word}", f"{points} pts"):
            if text_width(text, size, True) <= room:
                draw_text(surface, text, size, (x, y + icon // 2), GOLD, anchor="midleft", bold=True)
                break

    def _draw_objectives(self, surface: pygame.Surface) -> None:
        st, s = self.st, self.scale
        if not st.objectives:
            return
        box = self.lay.objectives
        rounded_panel(surface, box, PANEL, 185, radius=round(12 * s))
        draw_text(surface, "Objectives", self.small(14), (box.x + round(10 * s), box.y + round(6 * s)), CREAM, bold=True)
        legal = [a for a in self.legal() if isinstance(a, PlaceMarker)]
        targets = {(a.objective, a.space) for a in legal}
        size = self.small(13)
        for i, key in enumerate(st.objectives):
            data = OBJECTIVES[key]
            row = self._objective_row(i)
            colour = OBJECTIVE_COLOUR[data.colour]
            rounded_panel(surface, row, PAPER, 235, radius=round(6 * s))
            tag = pygame.Rect(row.x, row.y, round(20 * s), row.height)
            pygame.draw.rect(surface, colour, tag, border_top_left_radius=round(6 * s), border_bottom_left_radius=round(6 * s))
            draw_text(surface, OBJECTIVE_LETTER[data.colour], size, tag.center, CREAM, anchor="center", bold=True)
            title = data.title.replace(" (golden)", "")
            room = self._space_rect(i, 0).left - tag.right - round(8 * s)
            draw_text(surface, fit_text(title, size, room), size, (tag.right + round(5 * s), row.centery), INK,
                      anchor="midleft")
            for space in range(3):
                rect = self._space_rect(i, space)
                centre = rect.center
                r = rect.width // 2 - 1
                holder = st.markers[i][space]
                closed = st.num_players == 2 and space == TWO_PLAYER_CLOSED_SPACE
                if (key, space) in targets:
                    pygame.draw.circle(surface, SKY_BRIGHT, centre, r + 3)
                if holder >= 0:
                    marker_disc(surface, centre, r, SEAT_COLOURS[holder], self.names[holder][:1].upper())
                    continue
                pygame.draw.circle(surface, (200, 190, 170) if closed else (238, 228, 205), centre, r)
                pygame.draw.circle(surface, INK_SOFT, centre, r, 1)
                label = "×" if closed else str(data.points[space])
                draw_text(surface, label, self.small(12), centre, INK_SOFT if closed else RUST, anchor="center", bold=True)

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, top: int) -> None:
        """An opponent's panel: their collection in two lines (their estate is drawn over the
        panel by ``draw``)."""
        s = self.scale
        size = self.small(12)
        at = pygame.Rect(rect.x + round(8 * s), rect.bottom - round(42 * s), rect.width - round(16 * s), 0)
        self._draw_stats(surface, seat, at, size, big=False)
        player = self.st.players[seat]
        chars = len(player.characters)
        cards = len(player.llama_cards)
        long = (f"{chars} character{'s' if chars != 1 else ''} · {player.foundations} found. · "
                f"{cards} llama card{'s' if cards != 1 else ''}")
        short = f"{chars} char. · {player.foundations} found. · {cards} card{'s' if cards != 1 else ''}"
        line = long if text_width(long, size) <= at.width else short
        draw_text(surface, fit_text(line, size, at.width), size, (at.x, rect.bottom - round(20 * s)), (200, 214, 200))

    def draw_over(self, surface: pygame.Surface) -> None:
        for flyer in self.flyers:
            if flyer.done and not flyer.hold:
                continue
            image = flyer.image
            if abs(flyer.scale - 1) > 0.02:  # plain scale and rotate: cheap, and the flight is short
                w, h = image.get_size()
                image = pygame.transform.scale(image, (max(1, round(w * flyer.scale)), max(1, round(h * flyer.scale))))
            if abs(flyer.angle) > 0.5:
                image = pygame.transform.rotate(image, flyer.angle)
            surface.blit(image, image.get_rect(center=(round(flyer.x), round(flyer.y))))
        self._draw_drag(surface)
        if self.dragging_piece is not None:
            kind, _ = self.dragging_piece
            if kind == "llama":
                figure = assets.llama_figure(self.lay.llama_source.height, 0)
                surface.blit(figure, figure.get_rect(midbottom=self.pointer))
            else:
                r = round(10 * self.scale)
                marker_disc(surface, self.pointer, r, SEAT_COLOURS[self.viewer], self.names[self.viewer][:1].upper())
        if self.choice is not None:
            self._draw_choice(surface, self.choice)
        elif self.tooltip and self.drag is None and self.dragging_piece is None:
            self._draw_tooltip(surface, self.tooltip)

    def _draw_enlarged(self, surface: pygame.Surface, seat: int) -> None:
        s = self.scale
        box = self.lay.estate
        rounded_panel(surface, box.move(5, 7), (0, 0, 0), 90, radius=round(14 * s))
        rounded_panel(surface, box, (26, 40, 32), 245, radius=round(14 * s), border=SEAT_COLOURS[seat], border_width=3)
        hint = "click to close" if self.pinned == seat else "click to keep it open"
        draw_text(surface, f"{self.names[seat]}'s estate  ·  {hint}", self.small(15),
                  (box.x + round(12 * s), box.y + round(5 * s)), CREAM, bold=True)
        view = self._big_view(seat)
        if view.estate is not self.st.players[seat].estate and seat not in self.pending:
            view.set_estate(self.st.players[seat].estate, hop_new=False)
        view.draw(surface)

    def _draw_drag(self, surface: pygame.Surface) -> None:
        drag = self.drag
        if drag is None:
            return
        s = self.scale
        size = self.small(15)
        view = self.views[self.viewer]
        if drag.anchor is None or not view.rect.collidepoint(drag.pos) and not drag.keyboard:
            # Off the estate: the tile itself under the pointer, turning and flipping.
            image = tile_image(drag.tile, drag.face, drag.rot, round(self.lay.tile_cell * 1.4))
            if drag.spin.angle or drag.spin.squash != 1.0:
                image = pygame.transform.rotate(image, drag.spin.angle)
                w = max(1, round(image.get_width() * abs(drag.spin.squash)))
                image = pygame.transform.scale(image, (w, image.get_height()))
            surface.blit(image, image.get_rect(center=drag.pos))
            return
        proj = view.projection
        o = orientation(drag.tile, drag.face, drag.rot)
        cells = o.at(*drag.anchor)
        xs = [proj.centre(c, drag.level) for c in cells]
        top = min(p[1] for p in xs) - round(18 * s)
        cx = sum(p[0] for p in xs) / len(xs)
        if drag.reason is not None:
            text, colour = drag.reason, TERRACOTTA
        else:
            text = f"Level {drag.level}"
            if drag.foundations:
                text += f" · uses {drag.foundations} foundation{'s' if drag.foundations != 1 else ''}"
            text += f" · earns {drag.earns}" if drag.earns else " · earns nothing"
            colour = (120, 230, 150)
        width = min(text_width(text, size, True) + round(24 * s), round(560 * s))
        text = fit_text(text, size, width - round(20 * s), bold=True)
        pill = pygame.Rect(0, 0, width, round(28 * s))
        pill.midbottom = (round(cx), round(top))
        pill.clamp_ip(view.rect)
        rounded_panel(surface, pill, (16, 24, 20), 225, radius=pill.height // 2, border=colour, border_width=2)
        draw_text(surface, text, size, pill.center, colour, anchor="center", bold=True)
        if drag.spin.angle or drag.spin.squash != 1.0:
            # the turn or flip plays on a small copy beside the pointer while the ghost snaps
            image = tile_image(drag.tile, drag.face, drag.rot, self.lay.tile_cell)
            image = pygame.transform.rotate(image, drag.spin.angle)
            w = max(1, round(image.get_width() * abs(drag.spin.squash)))
            image = pygame.transform.scale(image, (w, image.get_height()))
            surface.blit(image, image.get_rect(center=(pill.right + round(30 * s), pill.centery)))

    def _draw_choice(self, surface: pygame.Surface, choice: Choice) -> None:
        s = self.scale
        rounded_panel(surface, choice.rect.move(4, 6), (0, 0, 0), 90, radius=round(10 * s))
        rounded_panel(surface, choice.rect, PAPER, 250, radius=round(10 * s), border=RUST, border_width=2)
        draw_text(surface, choice.title, self.small(14), (choice.rect.x + round(10 * s), choice.rect.y + round(7 * s)),
                  RUST, bold=True)
        for rect, (label, _) in zip(choice.option_rects(round(34 * s), round(30 * s)), choice.options):
            hot = rect.collidepoint(self.pointer)
            rounded_panel(surface, rect, SKY if hot else (236, 224, 196), 255, radius=round(8 * s))
            draw_text(surface, label, self.small(15), rect.center, INK, anchor="center", bold=True)

    def _draw_tooltip(self, surface: pygame.Surface, text: str) -> None:
        s = self.scale
        size = self.small(14)
        width = min(text_width(text, size) + round(20 * s), round(520 * s))
        text = fit_text(text, size, width - round(16 * s))
        rect = pygame.Rect(0, 0, width, round(28 * s))
        rect.topleft = (self.pointer[0] + round(14 * s), self.pointer[1] + round(18 * s))
        rect.clamp_ip(pygame.Rect((0, 0), self.frame.size))
        rounded_panel(surface, rect, (16, 24, 20), 235, radius=round(8 * s), border=GOLD, border_width=1)
        draw_text(surface, text, size, (rect.x + round(10 * s), rect.centery), CREAM, anchor="midleft")

    def seat_signature(self, seat: int) -> Hashable | None:
        """The panel shows the collection (the estate, whose llamas move, is drawn over it)."""
        return (self._version, self.viewer)


__all__ = ["LlamalandTable"]
