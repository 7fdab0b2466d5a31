"""What lies on the Llamaland table: the estates (yours large, the others in their panels),
the tile in hand and its ghost, the pieces in flight, and the table's reading of the match.

Every other part reads this state (``stage_of(table)``); the stage follows the match
(``sync`` after an undo, a reveal or a resize, ``settled`` after a move) and moves the tile
in hand (take, turn, flip, snap the ghost where the engine says it would land).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ....rules.core import Event
from ....rules.llamaland import (
    LLAMA_PHASE,
    LLAMALAND,
    PLACE,
    Feed,
    LlamalandState,
    Place,
    PlaceLlama,
    TakeStack,
    orientation,
)
from ....rules.llamaland.components import CHARACTERS, SHAPE_ORDER, TILES
from ....rules.llamaland.estate import BACK, FRONT
from ... import assets, sound
from ...table.parts import Stage
from ...widgets.reactions import Effects
from .accounting import Points, change_sentence, objective_changes
from .estate_parts import ENLARGE_DELAY, HOME_ZOOM, OPPONENT_LINES, RIVAL_ROOM, TURN_TIME, Flyer, TileDrag
from .estate_view import EstateView
from .gains import Gains, covered_squares, gains_of, gains_words
from .key_aim import Aim, key_start, middle_spot
from .layout import layout_of
from .outline import on_outline, onto_outline, outline_words
from .phone_turn import PhoneTurn
from .pieces import card_back, character_card, tile_image
from .pivot import grip, grip_at, held_square, snap, square_at, stays_put, turned_anchor
from .placing import can_place, preview_after_take
from .projection import Cell, ViewMode
from .ranking import distinct_spots, ranked_spots
from .rival_room import beside_width, fit_beside, rival_rect
from .spot_marks import SpotMark, turn_marks
from .turn_story import STARTS, TURN_ENDS, story_words, turn_story
from .warm import START_VIEWS, new_view

if TYPE_CHECKING:
    from ...table.kit import Table


class LlamalandStage(Stage):
    """The estates, the tile in hand, the flyers, and the observation they show."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.views: dict[int, EstateView] = {}
        self.big_views: dict[int, EstateView] = {}
        self.small_rects: dict[int, pygame.Rect] = {}
        self.rival_bands: dict[int, int] = {}
        """Each rival's subtitle band at the top of its estate's place (``rival_room``)."""
        self.mode = self.first_mode()
        self.version = 0
        """Counts the observations shown: the backdrop's regions repaint when it moves."""
        self.st: LlamalandState = table.view.observation().state
        self.points: list[dict[str, int]] = LLAMALAND.score_breakdown(self.st)
        self.drag: TileDrag | None = None
        self.press: tuple[str, Any, tuple[int, int]] | None = None
        """What the left button went down on: (kind, key, where)."""
        self.dragging_piece: tuple[str, Any] | None = None
        """A llama or marker being dragged: (kind, key)."""
        self.pointer = (0, 0)
        self.panning: tuple[int, int] | None = None
        self.flyers: list[Flyer] = []
        self.first_feed: Feed | None = None
        """The player's first feed of the game: the status line says its price and that Undo
        takes it back while they stand its llama (a message there covered the estate)."""
        self.held: dict[int, Flyer] = {}
        """A bot's tile taken, waiting over its estate until it is placed."""
        self.pending: set[int] = set()
        """Seats whose estate waits for a flying tile to land."""
        self.committing = False
        """The viewer's own placement is being played (its tile does not fly)."""
        self.hover_seat: int | None = None
        self.hover_time = 0.0
        self.pinned: int | None = None
        self.phone_turn = PhoneTurn()
        """The phone seat whose turn shows its estate over yours (``phone_turn.py``)."""
        self.tooltip = ""
        self.tip_open = False
        self.message_apart = False
        self.held_high: dict[int, int] = {}
        """The message band your estate was last fitted around, by field width (``message_high``)."""
        """A message finds its own room off your estate (a band for it would leave the estate
        under its floor): the painter keeps the estate clear of it (``make_room``)."""
        """The pointer is on a folded tip's tab (or on the tip it opened): the whole tip shows."""
        self.tooltip_piece: pygame.Rect | None = None
        """The piece the tooltip names: the tooltip lives while the pointer rests on it."""
        self.llama_drop: tuple[int, int] | None = None
        self.preview: tuple[Any, str, LlamalandState | None] | None = None
        self.ranked: tuple[Any, str, list[Place]] | None = None
        self.marked: tuple[tuple[object, ...], list[SpotMark]] | None = None
        """The legal spots of the tile in hand marked on your estate, with the key they hold for."""
        """The spots of the tile in hand, best first, for one position: (match state, shape, spots)."""
        """The last position worked out with a tile in hand: (match state, shape, result)."""
        self.hint: tuple[int, Place] | None = None
        """The hint's placement shown as a gold ghost: (tile, placement), while the hint stands."""
        self.effects = Effects()
        """The pulses and flying points of the reactions (``reactions.py``)."""
        self.ground_numbers = False
        """Level 1's squares show their "1" too (N)."""
        self.objectives_seen: Points = LLAMALAND.objective_points(self.st)
        """The objectives' points as last said: a move's changes are said once (``settled``)."""
        self.stories: dict[int, list[Event]] = {}
        """Each rival's events of its latest turn, as told (``turn_story.py``: the status line says them)."""
        self.story_seat: int | None = None
        """The rival whose turn was told last."""
        self.last_aim: Aim | None = None
        """Where the tile in hand last stood on your estate when it was put back or laid."""

    # -- reading ---------------------------------------------------------------------------
    def phase(self) -> Any:
        """The viewer's phase, or None while it is not their turn."""
        return self.st.turn.phase if self.table.my_turn() else None

    def my_character_rects(self) -> list[tuple[int, pygame.Rect]]:
        return layout_of(self.table).character_rects(self.st.players[self.table.viewer].characters)

    def enlarged_seat(self) -> int | None:
        """The opponent whose estate is shown large now (pinned by a click, or hovered a moment),
        else the phone seat whose turn it is."""
        if self.pinned is not None:
            return self.pinned
        if self.hover_seat is not None and self.hover_time >= ENLARGE_DELAY and self.drag is None:
            return self.hover_seat
        return self.phone_turn.shown(self)

    def landing_view(self, seat: int) -> EstateView:
        """Where ``seat``'s tile lands: its estate shown large (a phone's turn), else its own."""
        return self.big_view(seat) if seat != self.table.viewer and self.enlarged_seat() == seat else self.views[seat]

    def big_view(self, seat: int) -> EstateView:
        """Seat's estate at the size of yours (built when first shown)."""
        view = self.big_views.get(seat)
        if view is None:
            # a sliver of table around it (no tile is dropped there): half a square on every side
            # left a rival's estate at 150% hardly larger enlarged than in its panel
            view = self.big_views[seat] = EstateView(layout_of(self.table).rival_view(seat),
                                                     self.st.players[seat].estate, self.mode, seed=seat,
                                                     room=RIVAL_ROOM)
            view.fit_foot = layout_of(self.table).lay.foot
            view.ground_numbers = self.ground_numbers
        return view

    def can_place(self, shape: str) -> bool:
        """Whether the viewer may now take (or holds) a tile of ``shape`` to place."""
        return can_place(self.st, self.table.legal(), self.table.my_turn(), shape)

    def preview_state(self, shape: str) -> LlamalandState | None:
        """The position with the tile of ``shape`` in hand (the stack is taken only on the drop)."""
        key = self.table.view.stamp
        if self.preview is not None and self.preview[0] == key and self.preview[1] == shape:
            return self.preview[2]
        result = preview_after_take(self.table.view.observation().state, shape)
        self.preview = (key, shape, result)
        return result

    # -- the kit's moments -----------------------------------------------------------------
    def place_views(self) -> None:
        """Give every estate its rectangle: yours large, the others inside their panels."""
        table = self.table
        s = table.scale
        lay = layout_of(table).lay
        state = table.view.observation().state
        for seat in range(table.match.num_players):
            if seat == table.viewer:
                rect = layout_of(table).own_view_rect()
            else:
                panel = table.panel_rect(seat)
                under = panel.top + round(50 * s) + table.frame.header_growth  # under the name and subtitle
                rect, self.rival_bands[seat] = rival_rect(panel, s, table.text_scale, under,
                                                          table.frame.room(OPPONENT_LINES, 34))  # over the two lines
            self.small_rects[seat] = rect
            view = self.views.get(seat)
            foot = lay.foot if seat == table.viewer else 0
            if view is None:
                zoom = HOME_ZOOM if seat == table.viewer else 1.0
                player = state.players[seat]
                room = lay.home_room() if seat == table.viewer else RIVAL_ROOM
                view = self.views[seat] = new_view(rect, player.estate, player.board, zoom, seat, room, foot)
                view.steady = seat == table.viewer
                view.set_mode(self.mode)
                view.ground_numbers = self.ground_numbers
                if seat != table.viewer:
                    view.numbers = False  # a small estate: level numbers would cover its llamas
            elif (view.rect != rect or (view.fit_foot != foot and seat != table.viewer)  # yours: ``make_room``
                  or (seat == table.viewer and view.room != lay.home_room())):
                view.fit_foot = foot
                view.room = lay.home_room() if seat == table.viewer else view.room
                view.set_rect(rect)
                self.home_view(view, seat)
        own = self.views.get(table.viewer)
        if own is not None and layout_of(table).place_status(own):  # the status line beside your estate or under it
            own.set_rect(layout_of(table).own_view_rect())
            self.home_view(own, table.viewer)
        for seat, view in self.big_views.items():
            view.set_rect(layout_of(table).rival_view(seat))
        START_VIEWS.clear()  # the start boards no seat took (16 MB of them are warmed for eight boards)

    def fit_rival(self, seat: int, view: EstateView) -> None:
        """A rival's estate under its subtitle or beside it, the larger (``rival_room``)."""
        table = self.table
        panel = table.panel_rect(seat)
        beside = beside_width(panel, view.rect, table.drawing.seat_look(seat), seat not in table.match.human_seats(),
                              table.scale, table.text_scale)
        fit_beside(view, self.rival_bands.get(seat, 0), beside)

    def home_view(self, view: EstateView, seat: int) -> None:
        """Fit the estate, leaving your own a margin of table around it for new tiles."""
        view.reset_view()
        if seat == self.table.viewer:
            view.zoom_by(HOME_ZOOM)

    def sync(self, animate: bool) -> None:
        self.objectives_seen = LLAMALAND.objective_points(self.table.view.observation().state)  # a jump: nothing to say
        for flyer in self.flyers:
            self.table.tweener.cancel(flyer)
        self.flyers.clear()
        self.held.clear()
        self.pending.clear()
        self.table.animator.clear()
        self.stories.clear()  # a jump (an undo, a replay's step): no turn is being told
        self.story_seat = None
        self.place_views()
        self.refresh(hop=False)

    def settled(self, events: list[Event]) -> None:
        self.account_objectives()
        self.gather_story(events)
        self.refresh(hop=True)

    def gather_story(self, events: list[Event]) -> None:
        """Keep a rival's events for the story of its turn (a new turn starts with its take);
        when the turn ends, the log says the whole of it in one line, its newest: the log's
        summary at 150% had room for "Tina finishes the turn." alone."""
        for event in events:
            seat = event.seat
            if seat is None or seat == self.table.viewer:
                continue
            if event.kind == STARTS or seat not in self.stories:
                self.stories[seat] = []
            self.stories[seat].append(event)
            self.story_seat = seat
            if event.kind == TURN_ENDS and self.told_turn(seat):
                self.table.log.add(seat, t("{name}'s turn: {story}.", name=self.table.names[seat],
                                           story=self.told_turn(seat)))

    def told_turn(self, seat: int) -> str:
        """``seat``'s latest turn in words, without its name ("" when none is told)."""
        if seat >= len(self.st.players):
            return ""
        return story_words(self.stories.get(seat, []), self.st.players[seat].estate)

    def story(self) -> str:
        """The latest rival turn told in words ("" when none is: a jump, or before any)."""
        seat = self.story_seat
        if seat is None or seat >= len(self.st.players):
            return ""
        return turn_story(self.table.names[seat], self.stories.get(seat, []), self.st.players[seat].estate)

    def objective_delta(self, seat: int) -> int:
        """How many of the last move's points for ``seat`` came from objectives (said and
        flown on their own, so a feed's or a marker's flight does not count them again)."""
        now = LLAMALAND.objective_points(self.table.view.observation().state)
        return sum(c.delta for c in objective_changes(self.objectives_seen, now) if c.seat == seat)

    def account_objectives(self) -> None:
        """Each objective marker whose points the move changed: a sentence in the move log and
        its points flying from the objective card to the score."""
        table = self.table
        now = LLAMALAND.objective_points(table.view.observation().state)
        changes = objective_changes(self.objectives_seen, now)
        self.objectives_seen = now
        if not changes:
            return
        layout = layout_of(table)
        objectives = table.view.observation().state.objectives
        anchor = getattr(table.parts.reactions, "seat_anchor", None)
        for change in changes:
            you = change.seat == table.viewer and table.speaks_to_viewer()
            table.log.add(change.seat, change_sentence(change, table.names[change.seat], you))
            if anchor is not None and change.objective in objectives:
                row = layout.objective_row(objectives.index(change.objective))
                self.effects.points(change.delta, row.center, anchor(change.seat), delay=0.3)

    def refresh(self, hop: bool = True) -> None:
        """Read the observation and show it (estates waiting for a flying tile keep theirs)."""
        self.st = self.table.view.observation().state
        self.version += 1
        self.points = LLAMALAND.score_breakdown(self.st)
        for seat, view in self.views.items():
            if seat not in self.pending:
                grew = view.estate is not self.st.players[seat].estate
                view.set_estate(self.st.players[seat].estate, hop_new=hop)
                if seat == self.table.viewer and grew:
                    self.home_view(view, seat)  # after every placement: the whole estate (it eases if it grew out of view)
                elif seat != self.table.viewer:
                    self.fit_rival(seat, view)
                if not hop:  # a position jumped to (the table opened, a game loaded, an undo): no ease
                    view.projection  # noqa: B018 - the fit for the position, taken now
                    view.settle()
        for seat, view in self.big_views.items():
            if seat not in self.pending:  # its tile lands in it (a phone's turn shown large)
                view.set_estate(self.st.players[seat].estate, hop_new=False)
        self.table.chooser.close()
        self.retip()
        self.highlight()
        if self.drag is not None and not self.can_place(self.drag.shape):
            self.cancel_drag()

    def retip(self) -> None:
        """After a move: the tooltip stays only where the piece under the pointer still says the
        same; a card that slid into the place of the one it named, or a stack one tile shorter,
        takes it away (the next motion of the pointer says the new piece's)."""
        if not self.tooltip:
            return
        tip_at = getattr(self.table.parts.intents, "tip_at", None)
        said = tip_at(self.pointer) if tip_at is not None else ("", None)
        if said[0] != self.tooltip:
            self.hide_tip()
        else:
            self.tooltip_piece = said[1]

    def hide_tip(self) -> None:
        self.tooltip, self.tooltip_piece = "", None

    def check_tip(self) -> None:
        """The tooltip goes once the pointer is off its piece or a modal layer takes the input
        (its motion then never reaches the table's intents)."""
        if not self.tooltip:
            return
        piece = self.tooltip_piece
        if piece is None or not piece.collidepoint(self.pointer) or self.table.routing.modal_layer() is not None:
            self.hide_tip()

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

    def show_hint(self, place: Place | None, tile: int = -1) -> pygame.Rect | None:
        """Show the hint's placement of ``tile`` as a gold ghost on your estate (None: hide it);
        the estate pans to keep it in view. Returns the ghost's box on screen."""
        view = self.views.get(self.table.viewer)
        self.hint = None if place is None else (tile, place)
        if view is None:
            return None
        if place is None:
            view.set_hint(None)
            return None
        o = orientation(tile, place.face, place.rot)
        view.set_hint(o, place.x, place.y, place.level)
        if self.drag is None:  # a tile in hand holds the estate still: the hint's spot is in the ring in view
            view.keep_in_view(o.at(place.x, place.y), place.level, round(30 * self.table.scale))
        return view.hint_box()

    def update(self, dt: float) -> None:
        if self.hint is not None and self.table.coach.current() is None and not getattr(self.table.mode, "keeps_hint", False):
            self.show_hint(None)  # the hint lapsed with the position (a guided game's guide keeps its own)
        speed = 1.0
        self.phone_turn.update(self, dt)
        for view in self.views.values():
            view.update(dt, speed)
        enlarged = self.enlarged_seat()
        if enlarged is not None and enlarged in self.big_views:  # built when first drawn
            self.big_views[enlarged].update(dt, speed)
        self.check_tip()
        self.make_room()
        self.follow_hint()
        awaited = getattr(self.table.parts.intents, "lay_awaited_hint", None)
        if awaited is not None:  # P pressed while the hint was weighing: its move once it comes
            awaited()
        if self.hover_seat is not None:
            if self.table.routing.modal_layer() is not None:
                self.hover_seat = None  # a rival's enlarged estate does not stay under a chooser
            else:
                self.hover_time += dt
        self.flyers = [f for f in self.flyers if not f.done or f.hold]
        effects = self.effects
        effects.scale = self.table.scale
        effects.update(dt, self.table.app.animation_scale)

    def make_room(self) -> None:
        """Your estate's place and zoom are the layout's alone: a tip, a hint, a message or the
        status line never refit it (the estate moved 100-150 px under the pointer as a tip came
        or went). They find their own room around it: the bubble a place clear of the estate
        (``LlamalandLayout._place_bubble``), a message the kit's room-finding."""
        table = self.table
        view = self.views.get(table.viewer)
        layout = layout_of(table)
        if view is None or layout.lesson_column() is not None:
            return  # a guided game keeps its bubble in its own column
        lay = layout.lay
        self.message_apart = table.toasts.current is not None
        table.frame.message_y = lay.estate.y + lay.header
        foot = lay.foot
        if (view.fit_head, view.fit_foot, view.fit_left) != (0, foot, 0):
            view.fit_head, view.fit_foot, view.fit_left = 0, foot, 0

    def message_high(self, view: EstateView | None, width: int) -> int:
        """The height of the message band your estate is fitted under (0: none). While the
        pointer is on its field, where the player acts, the band stays as it was: the estate
        stays still as a message comes or goes (it slid sideways under the pointer as a message
        went and the tip folded for it opened again), and a new message finds its own room."""
        _, live = self.table.toasts.size_of(width, self.table.text_scale)
        if view is None or not view.rect.collidepoint(self.pointer) or width not in self.held_high:
            self.held_high[width] = live
        return self.held_high[width]

    def estate_foot(self, view: EstateView) -> int:
        """Pixels at the foot of your estate's view it is fitted above: the layout's, or the
        status line's however many lines it takes."""
        table = self.table
        foot = layout_of(table).lay.foot
        pill = table.status.pill()
        if pill is not None and view.rect.colliderect(pill[0]):
            foot = max(foot, view.rect.bottom - pill[0].top + round(6 * table.text_scale))
        room = table.frame.status_room
        if self.drag is not None and room is not None and view.rect.colliderect(room):
            # the ghost's label takes the line's room, two lines tall at most (``ghost_label.py``)
            foot = max(foot, view.rect.bottom - room.top + round(6 * table.text_scale))
        return foot

    def near_estate(self, shape: str, face: str, rot: int, anchor: Cell) -> bool:
        """Whether the tile at ``anchor`` has a square on your estate or in the ring around it
        (the keyboard's ghost goes no farther). Your estate is fitted with that ring in view
        (``HOME_ROOM``) and is never refitted while a tile is held: a playtest saw the keys' first
        press shrink the estate to half for the tile's whole reach, the aimed square moving away;
        a tile reaching out of the field is cut at its edge, as the mouse's is."""
        drag = self.drag
        tile = drag.tile if drag is not None and drag.shape == shape else -1
        if tile < 0:
            return True
        tops = self.st.players[self.table.viewer].estate.tops
        xs = [c[0] for c in tops]
        ys = [c[1] for c in tops]
        return any(min(xs) - 1 <= x <= max(xs) + 1 and min(ys) - 1 <= y <= max(ys) + 1
                   for x, y in orientation(tile, face, rot).at(*anchor))

    def follow_hint(self) -> None:
        """The hint's ring is where its gold ghost is now (the view zoomed, panned or refitted),
        and none while the tile in hand lies by it (the ring crossed the held tile). While you
        hold another tile than the hint's, its gold ghost is gone (a playtest saw it stay over
        the spots of the tile in hand); put back, the ghost shows again."""
        view = self.views.get(self.table.viewer)
        if self.hint is not None and view is not None:
            tile, place = self.hint
            other = self.drag is not None and self.drag.shape != place.shape
            if other and view.hinted:
                view.set_hint(None)
            elif not other and not view.hinted:
                view.set_hint(orientation(tile, place.face, place.rot), place.x, place.y, place.level)
        advice = self.table.coach.current()
        if advice is None or view is None or not advice.rects:
            return
        if self.hint is None:  # the ghost went (another tile taken): its ring goes with it
            action = advice.suggestion.action
            if isinstance(action, TakeStack) and len(advice.rects) > 1 and self.drag is not None \
                    and self.drag.shape != action.shape:
                advice.rects[-1] = pygame.Rect(0, 0, 0, 0)
            return
        box = view.hint_box() or pygame.Rect(0, 0, 0, 0)  # no ghost: no ring
        held = view.ghost_box() if self.drag is not None else None
        if box is not None and held is not None and held.colliderect(box.inflate(round(14 * self.table.scale), round(14 * self.table.scale))):
            # the tile in hand lies on or by the hint's spot: the hint's squares show as a gold
            # outline under it, and no ring is drawn over the tile (an empty rect draws none)
            box = pygame.Rect(box.x, box.y, 0, 0)
        elif view.mode is ViewMode.OBLIQUE:  # tilted, the ghost's own squares are outlined in gold
            box = pygame.Rect(box.x, box.y, 0, box.height)  # (``estate_view``): no flat ring over the tiles
        if box is not None and advice.rects[-1] != box:
            advice.rects[-1] = box

    def cancel(self) -> None:
        self.cancel_drag()
        self.press = None
        self.dragging_piece = None
        self.panning = None

    def first_mode(self) -> ViewMode:
        """How the estates are first seen: from above in a review (its gold ghost of the better
        move reads there) and in the guided game (the tilted view's depth misled a newcomer; a
        step says V tilts it), else as the player last chose (a setting, so a resumed game keeps it)."""
        if getattr(self.table.match, "reviewing", False) or getattr(self.table.match, "guide", None) is not None:
            return ViewMode.TOP_DOWN
        return ViewMode.TOP_DOWN if self.table.app.settings.llamaland_view == "top" else ViewMode.OBLIQUE

    def toggle_view(self) -> None:
        """Tilted or from above, every estate at once; the choice is kept for the next table
        (a review's own top view is not a choice, so switching there is not kept)."""
        self.mode = ViewMode.TOP_DOWN if self.mode is ViewMode.OBLIQUE else ViewMode.OBLIQUE
        for view in (*self.views.values(), *self.big_views.values()):
            view.set_mode(self.mode)
        for seat, view in self.views.items():
            if seat != self.table.viewer:
                self.fit_rival(seat, view)  # from above an estate may rise beside its subtitle
        own = self.views.get(self.table.viewer)
        if own is not None and layout_of(self.table).place_status(own):  # where your estate is larger now
            own.set_rect(layout_of(self.table).own_view_rect())
        self.update_ghost()
        if not getattr(self.table.match, "reviewing", False):
            app = self.table.app
            app.settings.llamaland_view = "top" if self.mode is ViewMode.TOP_DOWN else "tilted"
            app.save_settings()

    def toggle_numbers(self) -> None:
        """Every level's number on its squares, or (the default) only from level 2 up."""
        self.ground_numbers = not self.ground_numbers
        for view in (*self.views.values(), *self.big_views.values()):
            view.ground_numbers = self.ground_numbers

    # -- the tile in hand ------------------------------------------------------------------
    def spots(self, shape: str) -> list[Place]:
        """The legal spots of the tile of ``shape`` in hand, best first (``ranking.py``)."""
        key = self.table.view.stamp
        if self.ranked is not None and self.ranked[0] == key and self.ranked[1] == shape:
            return self.ranked[2]
        preview = self.preview_state(shape)
        spots = [] if preview is None else ranked_spots(preview, self.table.viewer)
        self.ranked = (key, shape, spots)
        return spots

    def start_drag(self, shape: str, pos: tuple[int, int], keyboard: bool = False, carried: bool = False,
                   grab: tuple[int, int] | None = None) -> None:
        """Take the tile of ``shape`` in hand: dragged (button held), ``carried`` (a click: it
        follows the pointer until the next click) or steered by the ``keyboard`` from the best spot.
        ``grab``: where the button went down on its stack: the hand holds the square it took."""
        preview = self.preview_state(shape)
        if preview is None:
            return
        if self.hint is not None and TILES[self.hint[0]].shape != shape:
            self.forget_held_hint()  # the hint was about another tile
        self.drag = TileDrag(shape, preview.turn.tile, keyboard=keyboard, carried=carried and not keyboard, pos=pos)
        self.drag.held = self.grip_of(shape, grab if grab is not None else pos)
        if keyboard and not self.keys_to_outline():
            self.first_spot()
        self.update_ghost()
        sound.play(self.table.app, "card")

    def grip_of(self, shape: str, pos: tuple[int, int]) -> int:
        """The square the hand holds: the one under ``pos`` on the stack's tile (as it was taken),
        else (a key, a tile taken elsewhere) the one nearest its middle."""
        index = SHAPE_ORDER.index(shape)
        layout = layout_of(self.table)
        if layout.lay.stacks and layout.lay.stacks[index].collidepoint(pos):
            return grip_at(shape, FRONT, 0, layout.stack_middle(index), layout.lay.tile_cell, pos)
        return grip(shape, FRONT, 0)

    def outline(self) -> Place | None:
        """A guided game's gold outline for the tile in hand (None in a real game: there a Hint's
        gold ghost turns the tile for the player, see ``outline.py``)."""
        if self.hint is None or self.drag is None or getattr(self.table.mode, "hint_turns_tile", True):
            return None
        tile, place = self.hint
        return place if TILES[tile].shape == self.drag.shape else None

    def keys_to_outline(self) -> bool:
        """The tile steered by keys onto the guided game's outline, as it is held (R and F are the
        player's to match it); False when there is no outline for it (the keys then start from
        the best spot)."""
        drag, outline = self.drag, self.outline()
        if drag is None or outline is None:
            return False
        drag.keyboard, drag.carried = True, False
        drag.anchor = onto_outline(drag.shape, (drag.face, drag.rot), drag.held, outline)
        return True

    def hold_on_outline(self, place: Place) -> bool:
        """A guided game's Enter on the tile of ``place`` (on its stack, taken, or in the mouse's
        hand): in hand, steered by the keys, on its gold outline; False if it cannot be held."""
        preview = self.preview_state(place.shape)
        if preview is None:
            return False
        if self.hint != (preview.turn.tile, place):
            self.show_hint(place, preview.turn.tile)
        if self.drag is None or self.drag.shape != place.shape:
            self.start_drag(place.shape, self.pointer, keyboard=True)
        elif self.keys_to_outline():
            self.update_ghost()
        return self.drag is not None and self.drag.keyboard

    def first_spot(self) -> None:
        """Put the keyboard's ghost where the keys start (``key_aim.py``): under the pointer
        when it is on your estate, else where this tile was last aimed this turn, else the
        legal spot nearest your estate's middle; the arrows then move the tile one square at a
        time (``step``). Never at the pointer over the panels (a playtest found it there)."""
        drag = self.drag
        if drag is None or drag.anchor is not None:
            return
        preview = self.preview_state(drag.shape)
        view = self.views.get(self.table.viewer)
        pointed = None
        if preview is not None and view is not None and view.rect.collidepoint(self.pointer) and self.pinned is None:
            pointed = snap(preview, self.table.viewer, view.projection, self.pointer, drag.face, drag.rot, drag.held,
                           self.spots(drag.shape), view.cell_at(self.pointer)).anchor
        start = key_start(drag.tile, pointed, self.last_aim,
                          lambda face, rot, at: self.near_estate(drag.shape, face, rot, at), drag.face, drag.rot)
        if start is not None:
            drag.face, drag.rot, drag.anchor = start
            return
        places = [] if preview is None else distinct_spots(list(LLAMALAND.placements(preview)), drag.tile)
        place = middle_spot(places, drag.tile, list(self.st.players[self.table.viewer].estate.tops))
        if place is None:
            drag.anchor = (0, -3)
            return
        drag.face, drag.rot = place.face, place.rot
        drag.anchor = (place.x, place.y)

    def step(self, dx: int, dy: int) -> bool:
        """Move the keyboard's tile one square, while it still reaches your estate's ring (every
        spot a tile may take lies there, so one square at a time reaches each of them)."""
        drag = self.drag
        if drag is None or drag.anchor is None:
            return False
        ax, ay = drag.anchor
        if not self.near_estate(drag.shape, drag.face, drag.rot, (ax + dx, ay + dy)):
            return False
        drag.anchor = (ax + dx, ay + dy)
        return True

    def hinted_at(self, pos: tuple[int, int]) -> Place | None:
        """The hint's placement when the tile in hand is the hint's and ``pos`` is on its gold
        ghost (a drop there plays what the hint showed, however the tile is turned in hand)."""
        view = self.views.get(self.table.viewer)
        if self.hint is None or self.drag is None or view is None:
            return None
        tile, place = self.hint
        if TILES[tile].shape != self.drag.shape or not view.on_hint(pos):
            return None
        return place

    def forget_held_hint(self) -> None:
        """Drop a hint about a tile held but not taken: it put the tile back, or took another."""
        advice = self.table.coach.current()
        if advice is not None and isinstance(advice.suggestion.action, Place) \
                and self.table.view.observation().state.turn.phase != PLACE:
            self.table.coach.advice = None
        self.show_hint(None)

    def cancel_drag(self) -> None:
        """The tile goes back (to its stack, or to your hand after a take)."""
        if self.drag is not None and self.hint is not None and self.table.view.observation().state.turn.phase != PLACE:
            advice = self.table.coach.current()
            if advice is not None and isinstance(advice.suggestion.action, Place):
                self.forget_held_hint()
        view = self.views.get(self.table.viewer)
        held = self.drag
        if held is not None and held.anchor is not None:  # where it was aimed: the keys take it up there again
            self.last_aim = Aim(held.tile, held.face, held.rot, held.anchor)
        if view is not None:
            view.set_ghost(None)
            view.marks.set_marks([])
            view.set_highlight("covered", ())
            if view.fit_extra and self.hint is None:
                self.home_view(view, self.table.viewer)  # the keyboard's ghost had widened the view: the estate alone again
        self.drag = None

    def turn_tile(self, step: int) -> None:
        """A quarter turn (clockwise for +1) about the held square, with a short spin."""
        if self.drag is None:
            return
        self._reorient(self.drag.face, (self.drag.rot + step) % 4)
        self.drag.spin.angle = 90.0 * step
        self.table.tweener.tween(self.drag.spin, TURN_TIME, "out_quad", angle=0.0)
        self.update_ghost()

    def flip_tile(self) -> None:
        """Turn the tile over about the held square."""
        if self.drag is None:
            return
        self._reorient(BACK if self.drag.face == FRONT else FRONT, self.drag.rot)
        self.drag.spin.squash = -1.0
        self.table.tweener.tween(self.drag.spin, TURN_TIME, "out_quad", squash=1.0)
        self.update_ghost()

    def _reorient(self, face: str, rot: int) -> None:
        """The tile in hand turned or flipped about its held square, which stays on its estate
        square: the keyboard's ghost, and the mouse's until the pointer moves again (no snap to
        a spot nearby, no other level's square, so the tile never jumps when turned)."""
        drag = self.drag
        assert drag is not None
        if drag.anchor is not None:
            if not drag.keyboard and (drag.pivot is None or drag.pivot[1] != drag.pos):
                # about the held square where the ghost is drawn, also when it was helped to a spot
                # a few pixels off the pointer's square: the square the player sees stays put (a
                # playtest saw F shift such a tile one column sideways, to the pointer's square)
                drag.pivot = (held_square(drag.anchor, drag.shape, drag.face, drag.rot, drag.held), drag.pos)
            drag.anchor = turned_anchor(drag.anchor, drag.shape, (drag.face, drag.rot), (face, rot), drag.held)
            if drag.keyboard:
                drag.anchor = self.back_to_ring(drag.shape, face, rot, drag.anchor)
        drag.face, drag.rot = face, rot

    def back_to_ring(self, shape: str, face: str, rot: int, anchor: Cell) -> Cell:
        """``anchor`` moved a square at a time toward your estate until the keys' tile, turned
        so, touches its ring again: a turn at the ring's edge left the whole tile beyond it, off
        the field (your estate is not refitted to follow it)."""
        tops = self.st.players[self.table.viewer].estate.tops
        mx = round(sum(c[0] for c in tops) / max(1, len(tops)))
        my = round(sum(c[1] for c in tops) / max(1, len(tops)))
        x, y = anchor
        for _ in range(8):
            if self.near_estate(shape, face, rot, (x, y)):
                break
            x, y = x + (mx > x) - (mx < x), y + (my > y) - (my < y)
        return (x, y)

    def turn_needed(self) -> str:
        """The keys that turn the tile in hand to a turn that fits ("R", "F R") where it fits
        nowhere as it is turned now (its marks are that turn's); "" where it fits."""
        drag = self.drag
        if drag is None or self.marked is None \
                or self.marked[0] != (self.table.view.stamp, drag.tile, drag.face, drag.rot, drag.held):
            return ""
        return self.marked[1][0].keys if self.marked[1] else ""

    def mark_spots(self, view: EstateView, preview: LlamalandState) -> None:
        """Mark every legal spot of the tile in hand, as it is turned now, with what it earns
        (worked out once per position, tile, turn and held square); where it fits nowhere so,
        the spots of the nearest turn that fits, with its keys."""
        drag = self.drag
        assert drag is not None
        key = (self.table.view.stamp, drag.tile, drag.face, drag.rot, drag.held)
        if self.marked is None or self.marked[0] != key:
            self.marked = (key, turn_marks(preview, self.table.viewer, self.spots(drag.shape), drag.tile, drag.face,
                                           drag.rot, drag.held))
        view.mark_px = self.table.small(12)
        view.mark_foot = self.estate_foot(view)
        view.marks.set_marks(self.marked[1])

    def held_offset(self) -> Cell:
        """Where the held square lies in the tile as it is turned now (from its corner)."""
        assert self.drag is not None
        return square_at(self.drag.shape, self.drag.face, self.drag.rot, self.drag.held)

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
        mismatch = ""
        if drag.keyboard:
            assert drag.anchor is not None
            outline = self.outline()
            if outline is not None and on_outline(drag.tile, drag.anchor, (drag.face, drag.rot), drag.held, outline):
                # over a guided game's outline: red with what is left (R, F), on it once it matches
                mismatch = outline_words(drag.tile, (drag.face, drag.rot), (outline.face, outline.rot))
                if not mismatch:
                    drag.anchor, drag.face, drag.rot = (outline.x, outline.y), outline.face, outline.rot
            x, y = drag.anchor
            level = LLAMALAND.level_for(preview, drag.face, drag.rot, x, y)
            drag.exact = True
        else:
            if not view.rect.collidepoint(drag.pos):
                drag.anchor = None
                view.set_ghost(None)
                view.set_highlight("covered", ())
                drag.action, drag.reason = None, None
                return
            pivot = drag.pivot[0] if drag.pivot is not None and drag.pivot[1] == drag.pos else None
            hinted = self.hinted_at(drag.pos)
            if hinted is not None and not getattr(self.table.mode, "hint_turns_tile", True):
                # a guided game's outline: the tile keeps the turn the player gave it (F is seen to
                # flip), and lands on the outline once that turn matches it
                mismatch = outline_words(drag.tile, (drag.face, drag.rot), (hinted.face, hinted.rot))
                hinted = None if mismatch else hinted
            elif pivot is not None:  # a real game's ghost does not pull a tile just turned away
                hinted = None
            if hinted is not None:  # on the gold ghost: the hint's placement, turned as the hint is
                drag.face, drag.rot = hinted.face, hinted.rot
                (x, y), level, drag.exact = (hinted.x, hinted.y), hinted.level, True
            elif pivot is not None:  # just turned or flipped: the held square stays on its square
                hx, hy = square_at(drag.shape, drag.face, drag.rot, drag.held)
                x, y = pivot[0] - hx, pivot[1] - hy
                level, drag.exact = LLAMALAND.level_for(preview, drag.face, drag.rot, x, y), True
            elif drag.anchor is not None and drag.reason is None and drag.action is not None \
                    and stays_put(view.projection, drag.pos, drag.anchor, drag.level, self.held_offset()):
                # still on the held square of the green tile shown: it stays where it is drawn
                (x, y), level = drag.anchor, drag.level
            else:
                spot = snap(preview, self.table.viewer, view.projection, drag.pos, drag.face, drag.rot, drag.held,
                            self.spots(drag.shape), view.cell_at(drag.pos))
                (x, y), level, drag.exact = spot.anchor, spot.level, spot.exact
            drag.anchor = (x, y)
        o = orientation(drag.tile, drag.face, drag.rot)
        action = Place(drag.shape, o.face, o.rot, x, y, level)
        if action == drag.action and view.has_ghost():
            return  # the same spot: nothing to ask the engine again
        drag.level, drag.action = level, action
        problem = LLAMALAND.placement_problem(preview, action)
        drag.reason = None if problem is None else self.table.moves.reason_words(problem)
        if mismatch:  # red, with what is left to do; the drop is refused and the tile stays in hand
            drag.reason = mismatch
        cells = o.at(x, y)
        drag.foundations = sum(max(0, level - 1 - estate.level(c)) for c in cells)
        drag.gains = gains_of(preview, action) if drag.reason is None else Gains()
        drag.earns = gains_words(drag.gains)
        drag.covered = covered_squares(estate, o, x, y, level) if drag.reason is None else []
        view.set_ghost(o, x, y, level, drag.reason is None)
        self.mark_spots(view, preview)
        # the tile in hand is solid: what it covers is said beside it ("you earn this"), not lit under it
        view.set_highlight("covered", ())


def stage_of(table: Table) -> LlamalandStage:
    """The Llamaland stage of ``table``."""
    stage = table.parts.stage
    assert isinstance(stage, LlamalandStage)
    return stage


__all__ = ["LlamalandStage", "stage_of"]
