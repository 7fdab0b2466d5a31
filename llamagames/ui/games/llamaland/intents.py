"""What a gesture at the Llamaland table means: a turn is a chain of small decisions (see
``rules.llamaland``), each one action.

- a tile dragged from a stack and dropped on the estate becomes ``TakeStack`` then ``Place``
  (the ghost snaps to the level the engine's ``level_for`` gives, green or red with the
  engine's ``placement_problem``); R / the wheel turn it, F / a right- or middle-click flip it;
  a stack clicked, or its key pressed (1-5), puts its tile in hand under the pointer at once
  (the next click, or Enter, lays it); the arrows then move it by keys one square at a time
  from where it is aimed (arrows, R, F, Enter, Esc; the best spot is the hint's, H), until
  the mouse moves over the estate: the tile follows the pointer again (the last used wins);
- a character of the row or the pile, clicked after covering Huts, is ``TakeCharacter``;
- a glowing objective space, clicked (or a marker dragged onto it), is ``PlaceMarker``;
- a character card in your collection, clicked, is ``UseCharacter`` (the card dims, ticked "used");
- a glowing llama column, clicked, is ``Feed`` (a choice when coins can stand in for crops);
- the llama figure dropped on a glowing square (or the square clicked) is ``PlaceLlama``.

The decisions are plain functions of the rectangles, the position and the legal actions
(tested without a window); ``LlamalandIntents`` only wires pygame's events to them and plays
the result through the kit (``table.moves.try_action``). Refusals come from the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ....rules.llamaland import (
    LLAMA_PHASE,
    MARKER,
    PLACE,
    START,
    EndTurn,
    Feed,
    LlamalandState,
    PlaceLlama,
    PlaceMarker,
    Skip,
    TakeCharacter,
    TakeStack,
    UseCharacter,
)
from ....rules.llamaland.components import CHARACTERS, CROP_NAMES, CROPS, OBJECTIVES, SHAPE_ORDER, TILES
from ... import sound
from ...table.chooser import Choice
from ...table.parts import Intents
from ...table.scene import ButtonSpec
from .card_strip import points_line
from .estate_parts import (
    ARROWS,
    STACK_KEYS,
    feed_label,
    feed_tip,
    feed_worth,
    marker_label,
    markers_left,
    trade_label,
    trade_worth,
)
from .layout import LlamalandLayout, layout_of
from .pieces import character_help, objective_help
from .placing import placing_refusal
from .progress import progress_words
from .projection import Cell
from .stage import LlamalandStage, stage_of

if TYPE_CHECKING:
    from ...table.kit import Table

Thing = tuple[str, Any]
"""What the pointer is on: (kind, key), e.g. ("stack", "T"), ("space", (objective, 1))."""


# -- the decisions (pure) ----------------------------------------------------------------------
def trade_options(legal: Sequence[Any], card: int) -> list[UseCharacter]:
    """The trades character ``card`` offers now (a twin card's trades count as its own)."""
    data = CHARACTERS[card]
    uses = [a for a in legal if isinstance(a, UseCharacter)
            and (CHARACTERS[a.card].kind, CHARACTERS[a.card].crops) == (data.kind, data.crops)]
    return [UseCharacter(card, a.give, a.get) for a in uses]


def any_trade(card: int) -> tuple[str, str]:
    """One trade of ``card`` (to ask the engine why it is refused)."""
    data = CHARACTERS[card]
    if len(data.crops) == 2:
        return data.crops[0], data.crops[1]
    if data.crops:
        return "coin", data.crops[0]
    return "coin", "coin"


def feed_options(legal: Sequence[Any], crop: str) -> list[Feed]:
    """The ways to feed a ``crop`` llama now, fewest coins first."""
    return sorted((a for a in legal if isinstance(a, Feed) and a.crop == crop), key=lambda a: a.coins)


def marker_options(legal: Sequence[Any], objective: str, space: int, source: str | None) -> list[PlaceMarker]:
    """The marker moves onto ``space`` of ``objective`` (from ``source`` when a marker was dragged).

    A click on the space (``source`` None) takes a marker from the reserve while one is there:
    moving a placed marker is done by dragging it from its card, so the player is asked only
    when the reserve is empty and more than one placed marker could move (the playtest was
    asked "From your reserve / Move it from ..." at every marker, the reserve chosen already).
    """
    options = [a for a in legal if isinstance(a, PlaceMarker) and a.objective == objective and a.space == space]
    if source is not None:
        return [a for a in options if a.source == source]
    reserve = [a for a in options if not a.source]
    return reserve or options


@dataclass
class Spots:
    """The table's rectangles a press may land on (from the layout, for one frame)."""

    stacks: list[pygame.Rect]
    row: list[pygame.Rect]
    pile: pygame.Rect
    spaces: list[list[pygame.Rect]]
    """The three spaces of each objective card, in the state's order."""
    llama_source: pygame.Rect
    reserve: pygame.Rect
    characters: list[tuple[int, pygame.Rect]]
    columns: list[pygame.Rect]
    opponents: list[tuple[int, pygame.Rect]]
    estate: pygame.Rect
    """Your estate's panel (where an enlarged rival estate shows)."""
    view: pygame.Rect
    """Your estate's drawing area."""
    enlarged: int | None = None
    """The rival whose estate is shown large over yours, if any."""


def thing_at(pos: tuple[int, int], spots: Spots, state: LlamalandState, viewer: int, mine: bool) -> Thing | None:
    """What the left button went down on: a stack, a card, a space, the estate..."""
    phase = state.turn.phase
    for shape, rect in zip(SHAPE_ORDER, spots.stacks):
        if rect.collidepoint(pos):
            if mine and phase == PLACE and TILES[state.turn.tile].shape == shape:
                return ("hand", shape)
            return ("stack", shape)
    for i, rect in enumerate(spots.row):
        if rect.collidepoint(pos) and i < len(state.char_row):
            return ("row", i + 1)
    if spots.pile.collidepoint(pos):
        return ("pile", 0)
    for i, key in enumerate(state.objectives):
        for space in range(3):
            if spots.spaces[i][space].collidepoint(pos):
                holder = state.markers[i][space]
                if holder == viewer and mine and phase == MARKER:
                    return ("marker", key)
                return ("space", (key, space))
    if mine and phase == LLAMA_PHASE and spots.llama_source.collidepoint(pos):
        return ("llama", 0)
    if mine and phase == MARKER and spots.reserve.collidepoint(pos):
        return ("marker", "")
    for card, rect in reversed(spots.characters):  # the last drawn lies on top
        if rect.collidepoint(pos):
            return ("character", card)
    for crop, rect in zip(CROPS, spots.columns):
        if rect.collidepoint(pos):
            return ("column", crop)
    for seat, rect in spots.opponents:
        if rect.collidepoint(pos):
            return ("opponent", seat)
    if spots.enlarged is not None and spots.estate.collidepoint(pos):
        return ("opponent", spots.enlarged)
    if spots.view.collidepoint(pos):
        return ("estate", 0)
    return None


def marker_drop(pos: tuple[int, int], spots: Spots, state: LlamalandState) -> tuple[str, int] | None:
    """The objective space a dragged marker was dropped on (a little slack around it)."""
    for i, objective in enumerate(state.objectives):
        for space in range(3):
            if spots.spaces[i][space].inflate(8, 8).collidepoint(pos):
                return (objective, space)
    return None


# -- the part: pygame's events to those decisions -----------------------------------------------
class LlamalandIntents(Intents):
    """Mouse, keys and buttons at the Llamaland table, played through the kit."""

    hint_awaited: Hashable | None = None
    """The position P was pressed at while its hint was still being worked out (``lay_awaited_hint``)."""

    def buttons(self) -> list[ButtonSpec]:
        return [
            ButtonSpec("end", t("End turn (E)"), t("Finish your turn (after placing a tile, and feeding if you must)")),
            ButtonSpec("skip", t("No marker (S)"), t("Place no marker on an objective this time"))
            if markers_left(self.table.view.observation().state, self.table.viewer) else
            ButtonSpec("skip", t("Keep markers (S)"), t("Leave your markers where they are this time")),
            ButtonSpec("view", t("Tilted / top view (V)"), t("Switch between the tilted view and the view from above"),
                       any_time=True),
        ]

    def button_enabled(self, key: str) -> bool:
        legal = self.table.legal()
        if key == "end":
            return EndTurn() in legal
        if key == "skip":
            return Skip() in legal
        return True

    def on_button(self, key: str) -> None:
        if key == "end":
            self.end_turn()
        elif key == "skip":
            self.table.moves.try_action(Skip())
        elif key == "view":
            self.stage.toggle_view()

    def ending_question(self, action: Any) -> str | None:
        return t("End your turn?") if isinstance(action, EndTurn) else None

    @property
    def stage(self) -> LlamalandStage:
        return stage_of(self.table)

    @property
    def layout(self) -> LlamalandLayout:
        return layout_of(self.table)

    def spots(self) -> Spots:
        """The rectangles a press may land on now."""
        layout, stage = self.layout, self.stage
        lay = layout.lay
        return Spots(stacks=lay.stacks, row=lay.row, pile=lay.pile,
                     spaces=[[layout.space_rect(i, space) for space in range(3)] for i in range(len(stage.st.objectives))],
                     llama_source=lay.llama_source, reserve=layout.reserve_rect(),
                     characters=stage.my_character_rects(), columns=lay.columns,
                     opponents=[(seat, self.table.panel_rect(seat)) for seat in layout.opponents()],
                     estate=lay.estate, view=stage.views[self.table.viewer].rect, enlarged=stage.enlarged_seat())

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self.motion(event.pos)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYDOWN):
            self.stage.hide_tip()  # a click or a key acts: the tooltip goes (the next motion says it again)
        if event.type == pygame.WINDOWLEAVE:
            self.stage.hide_tip()
            self.stage.hover_seat = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.button_down(event.button, event.pos)
        if event.type == pygame.MOUSEBUTTONUP:
            return self.button_up(event.button, event.pos)
        if event.type == pygame.MOUSEWHEEL:
            return self.wheel(event.y)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
        return False

    # -- the mouse -------------------------------------------------------------------------
    def motion(self, pos: tuple[int, int]) -> bool:
        stage = self.stage
        moved = pos != stage.pointer
        stage.pointer = pos
        if moved and stage.drag is not None and stage.drag.keyboard and self.over_estate(pos):
            stage.drag.keyboard, stage.drag.carried = False, True  # the mouse takes the tile back: the last used wins
        self.hover(pos)
        if stage.panning is not None:
            view = stage.views[self.table.viewer]
            view.pan_by(pos[0] - stage.panning[0], pos[1] - stage.panning[1])
            stage.panning = pos
            return True
        if stage.drag is not None and not stage.drag.keyboard:
            stage.drag.pos = pos
            stage.update_ghost()
            return True
        if stage.press is not None:
            kind, key, at = stage.press
            if (pos[0] - at[0]) ** 2 + (pos[1] - at[1]) ** 2 >= 36:
                stage.press = None
                if kind in ("stack", "hand"):
                    stage.start_drag(key, pos, grab=at)  # held by the square the button went down on
                elif kind in ("llama", "marker"):
                    stage.dragging_piece = (kind, key)
                elif kind == "estate":
                    stage.panning = pos
            return True
        return False

    def over_estate(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the viewer's estate view (where a carried tile follows the pointer)."""
        view = self.stage.views.get(self.table.viewer)
        return view is not None and view.rect.collidepoint(pos)

    def hover(self, pos: tuple[int, int]) -> None:
        stage = self.stage
        seat = next((s for s in self.layout.opponents() if self.table.panel_rect(s).collidepoint(pos)), None)
        if seat != stage.hover_seat:
            stage.hover_seat, stage.hover_time = seat, 0.0
        stage.tooltip, stage.tooltip_piece = self.tip_at(pos)
        if stage.tip_open:  # open while the pointer stays on the tip it opened
            shown = self.layout.tip_band()
            stage.tip_open = shown is not None and shown.collidepoint(pos)
        elif self.layout.tip_folded():
            tab = self.layout.fit_band()
            stage.tip_open = tab is not None and tab[0].collidepoint(pos)

    def tooltip_at(self, pos: tuple[int, int]) -> str:
        """What the tooltip says for the piece at ``pos`` ("" where there is none)."""
        return self.tip_at(pos)[0]

    def tip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect | None]:
        """The tooltip for the piece at ``pos`` and the piece's rectangle (it lives while the
        pointer stays on it): ("", None) where there is none."""
        stage, layout = self.stage, self.layout
        st = stage.st
        used = st.turn.used if st.turn.seat == self.table.viewer else frozenset()
        for card, rect in reversed(stage.my_character_rects()):
            if rect.collidepoint(pos):
                words = character_help(card)
                return (t("{help} Used this turn.", help=words) if card in used else words), rect
        for card, rect in zip(st.char_row, layout.lay.row):
            if rect.collidepoint(pos):
                return character_help(card), rect
        for i, key in enumerate(st.objectives):
            row = layout.objective_row(i)
            if row.collidepoint(pos):
                mine = st.players[self.table.viewer]
                return t("{card}: {help}. You: {progress}.", card=t(OBJECTIVES[key].title), help=objective_help(key),
                         progress=progress_words(key, mine)), row
        for index, (crop, rect) in enumerate(zip(CROPS, layout.lay.columns)):
            if rect.collidepoint(pos):
                column = st.llama_columns[index]
                return feed_tip(crop, feed_options(self.table.legal(), crop), column[-1] if column else None), rect
        line = points_line(layout.lay.stats, self.table.small(15), self.table.small(13), self.table.scale)
        if line.collidepoint(pos):
            return t("Foundation tiles: laid under a new tile, they raise it where the level below has a hole. "
                     "An icon they cover earns nothing. You have {count} left.",
                     count=st.players[self.table.viewer].foundations), line
        for shape, rect in zip(SHAPE_ORDER, layout.lay.stacks):
            if rect.collidepoint(pos):
                n = len(st.stacks[SHAPE_ORDER.index(shape)])
                return (t("{shape} stack: {count} tile. Drag the top tile onto your estate.", shape=shape, count=n) if n == 1
                        else t("{shape} stack: {count} tiles. Drag the top tile onto your estate.", shape=shape, count=n)), rect
        return "", None

    def button_down(self, button: int, pos: tuple[int, int]) -> bool:
        stage = self.stage
        if stage.drag is not None:
            if button in (2, 3):  # a right-click flips, as F does (the wheel turns, as R does)
                stage.flip_tile()
                return True
            if button == 1 and stage.drag.carried:
                stage.drag.pos = pos
                stage.update_ghost()
                return True  # the release lays the carried tile (``button_up``)
            if button == 1 and stage.drag.keyboard:
                stage.cancel_drag()  # a click leaves the keyboard placement
        if button != 1:
            return False
        thing = thing_at(pos, self.spots(), stage.st, self.table.viewer, self.table.my_turn())
        if thing is None:
            if stage.pinned is not None and not any(self.table.panel_rect(s).collidepoint(pos)
                                                    for s in self.layout.opponents()):
                stage.pinned = None
                return True
            return False
        stage.press = (thing[0], thing[1], pos)
        return True

    def button_up(self, button: int, pos: tuple[int, int]) -> bool:
        stage = self.stage
        if button != 1:
            return stage.drag is not None
        if stage.panning is not None:
            stage.panning = None
            return True
        if stage.drag is not None and not stage.drag.keyboard:
            stage.drag.pos = pos
            stage.update_ghost()
            self.commit_drag()
            drag = stage.drag
            if drag is not None and drag.action is not None and drag.reason is not None:
                drag.carried = True  # refused on the estate: it stays in hand, to turn and try again
            else:
                stage.cancel_drag()  # laid, or let go off the estate: back to its stack
            return True
        if stage.dragging_piece is not None:
            kind, key = stage.dragging_piece
            stage.dragging_piece = None
            self.drop_piece(kind, key, pos)
            return True
        if stage.press is not None:
            kind, key, _ = stage.press
            stage.press = None
            self.click(kind, key, pos)
            return True
        return False

    def click(self, kind: str, key: Any, pos: tuple[int, int]) -> None:
        table, stage, layout = self.table, self.stage, self.layout
        if kind in ("stack", "hand"):
            if stage.can_place(key):
                stage.start_drag(key, pos, carried=True)  # in hand under the pointer at once
            elif table.my_turn():
                table.moves.refuse(placing_refusal(table.view.observation().state, key))
        elif kind == "row":
            table.moves.try_action(TakeCharacter("row", key))
        elif kind == "pile":
            table.moves.try_action(TakeCharacter("pile"))
        elif kind == "space":
            objective, space = key
            index = stage.st.objectives.index(objective)
            self.place_marker(objective, space, None, layout.space_rect(index, space))
        elif kind == "marker":
            table.moves.refuse(t("Drag your marker onto a free space to move it there.")) if key else \
                table.moves.refuse(t("Drag a marker onto a glowing objective space (or click the space)."))
        elif kind == "character":
            rect = dict((c, r) for c, r in stage.my_character_rects()).get(key, layout.lay.characters)
            self.use_character(key, rect)
        elif kind == "column":
            self.feed(key, layout.lay.columns[CROPS.index(key)])
        elif kind == "llama":
            table.moves.refuse(t("Drag the llama onto a glowing square of your estate."))
        elif kind == "opponent":
            stage.pinned = None if stage.pinned == key else key
        elif kind == "estate":
            self.click_estate(pos)

    def click_estate(self, pos: tuple[int, int]) -> None:
        stage = self.stage
        if not self.table.my_turn() or stage.st.turn.phase != LLAMA_PHASE:
            return
        cell = stage.views[self.table.viewer].cell_at(pos)
        if cell is None:
            return
        self.place_llama(cell, pos)

    def place_llama(self, cell: Cell, pos: tuple[int, int]) -> None:
        """The new llama onto ``cell``; it hops from where it was dropped (``pos``)."""
        stage = self.stage
        stage.llama_drop = pos
        if not self.table.moves.try_action(PlaceLlama(*cell)):
            stage.llama_drop = None

    def drop_piece(self, kind: str, key: Any, pos: tuple[int, int]) -> None:
        stage = self.stage
        if kind == "llama":
            view = stage.views[self.table.viewer]
            cell = view.cell_at(pos) if view.rect.collidepoint(pos) else None
            if cell is None:
                self.table.moves.refuse(t("Drop the llama on a glowing square of your estate."))
                return
            self.place_llama(cell, pos)
            return
        spot = marker_drop(pos, self.spots(), stage.st)
        if spot is not None:
            objective, space = spot
            self.place_marker(objective, space, key, self.layout.space_rect(stage.st.objectives.index(objective), space))

    def wheel(self, dy: int) -> bool:
        stage = self.stage
        if stage.drag is not None:
            stage.turn_tile(-1 if dy > 0 else 1)
            return True
        view = stage.views.get(self.table.viewer)
        if view is not None and view.rect.collidepoint(stage.pointer) and dy:
            view.zoom_by(1.12 if dy > 0 else 1 / 1.12, (float(stage.pointer[0]), float(stage.pointer[1])))
            return True
        return False

    # -- the keys --------------------------------------------------------------------------
    def key(self, key: int, shift: bool = False) -> bool:
        table, stage = self.table, self.stage
        drag = stage.drag
        if drag is not None:
            if key == pygame.K_r:
                stage.turn_tile(1)
                return True
            if key == pygame.K_f:
                stage.flip_tile()
                return True
            if key == pygame.K_ESCAPE:
                stage.cancel_drag()
                return True
            if drag.carried and key in ARROWS:  # the arrows take over a carried tile, from where it is aimed
                drag.carried, drag.keyboard = False, True
                if drag.anchor is None:
                    stage.first_spot()
                else:
                    stage.step(*ARROWS[key])
                stage.update_ghost()
                return True
            if drag.keyboard and key in ARROWS:  # one square that way (never a jump to a ranked spot)
                stage.step(*ARROWS[key])
                stage.update_ghost()
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and (drag.keyboard or drag.carried):
                if drag.carried and drag.anchor is None:  # held off the estate: the keys' placement starts
                    drag.carried, drag.keyboard = False, True
                    stage.first_spot()
                    stage.update_ghost()
                    return True
                self.commit_drag()  # on the estate: laid where its ghost is, as a click lays it (refused: kept in hand)
                return True
        if key in (pygame.K_r, pygame.K_f) and table.my_turn() and stage.st.turn.phase == PLACE and stage.st.turn.stack:
            # the tile is taken but not in the hand (a drag from its stack let go off the estate):
            # R or F picks it up onto your estate, turned or flipped (a playtest read "Take a tile
            # first" with the stack saying "in hand")
            stage.start_drag(stage.st.turn.stack, stage.pointer, keyboard=True)
            return self.key(key, shift)
        if key in (pygame.K_r, pygame.K_f) and table.my_turn() and stage.st.turn.phase in (START, PLACE):
            # nothing in hand to turn or flip (a playtest pressed them and saw nothing happen)
            table.moves.refuse(t("Take a tile first (keys 1-5): then R turns it and F flips it."))
            return True
        if key in STACK_KEYS and table.my_turn():
            shape = SHAPE_ORDER[STACK_KEYS[key]]
            if stage.can_place(shape):
                # onto your estate, steered by the keys until the mouse moves (``key_aim.py``): a
                # playtest found it at the pointer, over the cards the pointer rested on
                stage.start_drag(shape, stage.pointer, keyboard=True)
            else:
                table.moves.refuse(placing_refusal(table.view.observation().state, shape))
            return True
        if key == pygame.K_ESCAPE and stage.pinned is not None:
            stage.pinned = None
            return True
        if key == pygame.K_p and table.my_turn():
            self.take_hint()
            return True
        if key == pygame.K_v:
            stage.toggle_view()
            return True
        if key == pygame.K_n:
            stage.toggle_numbers()
            return True
        if key == pygame.K_e and table.my_turn():
            self.end_turn()
            return True
        if key == pygame.K_s and table.my_turn():
            table.moves.try_action(Skip())
            return True
        if key in (pygame.K_0, pygame.K_HOME):
            stage.home_view(stage.views[table.viewer], table.viewer)
            return True
        return False

    # -- the moves -------------------------------------------------------------------------
    def commit_drag(self) -> bool:
        """Play the ghost's placement (taking the stack first if the tile is still on it)."""
        table, stage = self.table, self.stage
        drag = stage.drag
        if drag is None:
            return False
        if drag.action is None:
            if not drag.keyboard:
                stage.cancel_drag()
            return False
        if drag.reason is not None:
            # why, the ghost's label says in red in its fixed place under your estate: a message
            # with the same words stood over the estate's squares and llamas
            sound.play(table.app, "refuse")
            if not drag.keyboard:
                drag.carried = True  # a drop refused stays in hand (the mouse's), to turn and try again
            return False
        action = drag.action
        stage.committing = True
        try:
            if table.view.observation().state.turn.phase == START:
                if not table.moves.try_action(TakeStack(drag.shape)):
                    stage.cancel_drag()
                    return False
            stage.drag = drag  # the take refreshed the table; the tile is still in hand
            ok = table.moves.try_action(action)
        finally:
            stage.committing = False
        stage.cancel_drag()
        if ok:
            sound.play(table.app, "chip")
        return ok

    def take_hint(self) -> bool:
        """P: play the placement the hint's gold ghost shows (taking its stack first), or the
        hint's move where it is not a placement (a marker, a feed, a character)."""
        table, stage = self.table, self.stage
        if stage.hint is None:
            advice = table.coach.current()
            if advice is not None and advice.suggestion.action in table.legal():
                return table.moves.try_action(advice.suggestion.action)
            if table.coach.waiting():  # its bubble says it is weighing: the move is played once it comes
                self.hint_awaited = table.view.stamp
                return False
            table.moves.refuse(t("No hint is shown yet: press H (or Hint) first, then P plays it."))
            return False
        _, place = stage.hint
        if stage.drag is None or stage.drag.shape != place.shape:
            if stage.drag is not None:
                stage.cancel_drag()
            if not stage.can_place(place.shape):
                table.moves.refuse(placing_refusal(table.view.observation().state, place.shape))
                return False
            stage.start_drag(place.shape, stage.pointer, keyboard=True)
        drag = stage.drag
        if drag is None:
            return False
        drag.keyboard = True
        drag.face, drag.rot, drag.anchor = place.face, place.rot, (place.x, place.y)
        stage.update_ghost()
        return self.commit_drag()

    def lay_awaited_hint(self) -> None:
        """Each frame: P pressed while the hint was still being worked out plays its move once it
        comes (it said "No hint is shown yet: press H first" in a red box over your estate while
        the hint's bubble said it was weighing the moves). A move made meanwhile forgets it."""
        table = self.table
        if self.hint_awaited is None:
            return
        if self.hint_awaited != table.view.stamp or not table.my_turn():
            self.hint_awaited = None
            return
        advice = table.coach.current()
        if advice is None and table.coach.waiting():
            return
        self.hint_awaited = None
        if advice is not None:
            self.take_hint()

    def end_turn(self) -> None:
        self.table.moves.try_action(EndTurn())  # the engine says why not, if it is not possible

    def use_character(self, card: int, where: pygame.Rect) -> None:
        table = self.table
        data = CHARACTERS[card]
        uses = trade_options(table.legal(), card)
        if not uses:
            if card in self.stage.st.turn.used:
                table.moves.refuse(t("You have used this {card} this turn.", card=t(data.label)))
            else:
                reason = table.view.refusal(UseCharacter(card, *any_trade(card)))
                table.moves.refuse(reason or character_help(card))
            return
        if len(uses) == 1:
            table.moves.try_action(uses[0])
            return
        me = table.view.observation().state.players[table.viewer]
        held = {"coin": me.coins, **{crop: me.crop(crop) for crop in CROPS}}
        self.open_choice(where, [(trade_label(a), a, trade_worth(a, held)) for a in uses], t(data.label))

    def feed(self, crop: str, where: pygame.Rect) -> None:
        table = self.table
        options = feed_options(table.legal(), crop)
        if not options:
            reason = table.view.refusal(Feed(crop, 0))
            table.moves.refuse(reason or t("You cannot feed that llama now."))
            return
        if len(options) == 1:
            self.play_feed(options[0])
            return
        me = table.view.observation().state.players[table.viewer]
        table.chooser.choose(t("Feed a {crop} llama", crop=t(CROP_NAMES[crop])),
                     [Choice(feed_label(a), partial(self.play_feed, a), feed_worth(a, me.crop(crop), me.coins))
                      for a in options], avoid=where)

    def play_feed(self, action: Feed) -> None:
        """Feed, and after the first feed of the game say what it cost and that Undo takes it
        back (a click spends at once: the price was on the column's tooltip before)."""
        table = self.table
        first = not table.view.observation().state.players[table.viewer].llama_cards
        if table.moves.try_action(action) and first and table.view.undo_refusal() is None:
            self.stage.first_feed = action  # said on the status line, under the estate, not over it

    def place_marker(self, key: str, space: int, source: str | None, where: pygame.Rect) -> None:
        table = self.table
        options = marker_options(table.legal(), key, space, source)
        if not options:
            reason = table.view.refusal(PlaceMarker(key, space, source or ""))
            table.moves.refuse(reason or t("No marker can go there now."))
            return
        if len(options) == 1:
            table.moves.try_action(options[0])
            return
        self.open_choice(where, [(marker_label(a), a, "") for a in options], t(OBJECTIVES[key].title))

    def open_choice(self, where: pygame.Rect, options: list[tuple[str, Any, str]], title: str) -> None:
        """Ask, with the kit's chooser, which of ``options`` (words, action, what it leaves)
        the player means, clear of ``where``, the card or column clicked."""
        table = self.table

        def play(action: Any) -> Callable[[], Any]:
            return lambda: table.moves.try_action(action)

        table.chooser.choose(title, [Choice(label, play(action), worth, action=action) for label, action, worth in options],
                             avoid=where)


def intents_of(table: Table) -> LlamalandIntents:
    """The Llamaland intents part of ``table``."""
    intents = table.parts.intents
    assert isinstance(intents, LlamalandIntents)
    return intents


__all__ = ["LlamalandIntents", "Spots", "any_trade", "feed_options", "intents_of", "marker_drop", "marker_options",
           "thing_at", "trade_options"]
