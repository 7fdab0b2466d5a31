"""Llamaland's coach at the table: first-game tips and hint highlights.

A Llamaland turn is a chain of small steps, and the tip says what the step now is and what
it is for, read from the phase and the legal actions.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

import pygame

from ....i18n import t
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
    Place,
    PlaceLlama,
    PlaceMarker,
    Skip,
    TakeCharacter,
    TakeStack,
    UseCharacter,
)
from ....rules.llamaland.components import COIN, CROP_NAMES, CROPS, HUT
from ...table.parts import Coach
from .estate_parts import markers_left
from .gains import Gains, gains_short
from .layout import layout_of, tip_tab
from .ranking import best_spot
from .spot_marks import foundations_spent
from .stage import stage_of

SHAPES = "TXZLP"
"""The stacks from left to right, as the table lays them out."""


def _bounds(points: Iterable[tuple[float, float]]) -> pygame.Rect:
    xs, ys = zip(*points)
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))


class LlamalandCoach(Coach):
    """First-game tips and hint highlights of the Llamaland table."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.first_turn: dict[str, int] = {}
        """Each tip and the turn it first showed on: a tip is said on one turn, not every turn."""

    def tip(self) -> str:
        """The tip for now, or its tab's words where it is folded (``LlamalandLayout.tip_folded``:
        its words would leave your estate too small; pointing at the tab opens it)."""
        text = self.full_tip()
        return tip_tab() if text and layout_of(self.table).tip_folded() else text

    def advice_words(self, text: str) -> str:
        """The hint's words, or its tab's where it is folded as a tip is (``tip``)."""
        return tip_tab() if layout_of(self.table).tip_folded() else text

    def fits(self, text: str) -> bool:
        """A folded tip has no room for the Undo note: it comes as a message after the move."""
        return not layout_of(self.table).tip_folded()

    def full_tip(self) -> str:
        """The tip for the situation now, on the first turn it arises only."""
        text = self.situation_tip()
        if not text:
            return ""
        turn = stage_of(self.table).st.turns_taken
        return text if self.first_turn.setdefault(text, turn) == turn else ""

    def situation_tip(self) -> str:
        """What the step now is and what it is for (every time it arises)."""
        stage = stage_of(self.table)
        if stage.drag is not None or stage.enlarged_seat() is not None:
            return ""  # a rival's estate open over yours: the tip waits (it would cover their sheet)
        if stage.tooltip:
            return ""  # the player asks about a piece: its tooltip takes the room under the supply
        legal = self.table.legal()
        if not legal:
            return ""
        phase = stage.st.turn.phase
        if phase == START:
            return t("Take a tile from any stack. Beside your estate it extends it; on top it builds a level higher, "
                     "and every icon it covers pays out.")
        if phase == PLACE:
            return t("To build, every square of the tile must rest on something one level lower (a foundation can "
                     "fill a hole). The ghost turns green where it fits; R turns it, F flips it.")
        if phase == HUTS:
            return t("Covering Huts brings characters: pick one from the open row, or try your luck with the pile.")
        if phase == MARKER and not markers_left(stage.st, self.table.viewer):
            return t("All your markers are on objective cards: you may drag one to another card's glowing space, "
                     "or leave them where they are (S).")
        if phase == MARKER:
            return t("After extending you may bet a marker on an objective you expect to meet at the end, "
                     "or place none (S).")
        if phase == LLAMA_PHASE:
            return t("Your new llama needs an empty square without an icon: drag it onto a glowing square.")
        if phase == MAIN:
            feeds = any(isinstance(a, Feed) for a in legal)
            if feeds and EndTurn() not in legal:
                return t("With ten crops or more you must feed a llama: click a glowing llama column.")
            if feeds:
                return t("Four crops of one kind buy the top llama card of that crop (two coins stand in for a crop). "
                         "Feed one now, or End turn (E).")
            if any(isinstance(a, UseCharacter) for a in legal):
                return t("A Trader or Merchant can change one item for you once a turn: click it. Then End turn (E).")
            return t("Nothing more this turn: End turn (E). Crops you keep count for the next feeds.")
        return ""

    def tip_key(self) -> Hashable:
        stage = stage_of(self.table)
        return (stage.drag is not None, stage.enlarged_seat() is not None, bool(stage.tooltip),
                layout_of(self.table).tip_folded())

    def area(self) -> pygame.Rect | None:
        column = layout_of(self.table).lesson_column()
        if column is not None:  # a guided game: the bubble's own column, your estate right of it
            return column
        band = layout_of(self.table).tip_band()
        if band is not None:  # a real game: a band over your estate's field, the estate fitted below it
            return band
        estate = layout_of(self.table).lay.estate
        s = self.table.scale
        return pygame.Rect(estate.left + round(12 * s), estate.top + round(34 * s), estate.width - round(24 * s),
                           estate.height // 2)

    def position(self) -> tuple[Any, Any] | None:
        """With a tile in hand but not yet taken from its stack, the hint is about placing it."""
        stage = stage_of(self.table)
        if stage.drag is None or self.table.view.observation().state.turn.phase != START:
            return None
        preview = stage.preview_state(stage.drag.shape)
        if preview is None:
            return None
        return LLAMALAND.observation(preview, self.table.viewer), LLAMALAND.legal_actions(preview)

    def rects(self, action: Any) -> list[pygame.Rect]:
        table, stage = self.table, stage_of(self.table)
        lay = layout_of(table).lay
        stage.show_hint(None)
        if isinstance(action, TakeStack):
            rects = [lay.stacks[SHAPES.index(action.shape)].copy()] if action.shape in SHAPES else []
            preview = stage.preview_state(action.shape)
            place = best_spot(preview, table.viewer) if preview is not None else None
            if place is not None:
                box = stage.show_hint(place, preview.turn.tile)  # type: ignore[union-attr]
                rects += [box] if box is not None else []
            return rects
        if isinstance(action, TakeCharacter):
            if action.source == "pile":
                return [lay.pile.copy()]
            return [lay.row[action.index - 1].copy()] if 0 < action.index <= len(lay.row) else []
        if isinstance(action, Feed):
            return [lay.columns[CROPS.index(action.crop)].copy()]
        if isinstance(action, PlaceMarker):  # the space itself where the card is on the table
            if action.objective in stage.st.objectives:
                return [layout_of(table).space_rect(stage.st.objectives.index(action.objective), action.space)]
            return [lay.objectives.copy()]
        if isinstance(action, UseCharacter):  # the card to use, or the whole collection
            cards = [rect.copy() for card, rect in stage.my_character_rects() if card == action.card]
            return cards[:1] or [lay.characters.copy()]
        for kind, key in ((EndTurn, "end"), (Skip, "skip")):
            if isinstance(action, kind):
                button = table.controls.buttons.get(key)
                return [button.rect.copy()] if button is not None else []
        view = stage.views.get(table.viewer)
        if view is None:
            return []
        proj = view.projection
        if isinstance(action, Place):
            tile = stage.drag.tile if stage.drag is not None else stage.st.turn.tile
            box = stage.show_hint(action, tile)
            return [box] if box is not None else []
        if isinstance(action, PlaceLlama):
            level = stage.st.players[table.viewer].estate.tops.get((action.x, action.y), (1,))[0]
            return [_bounds(proj.corners((action.x, action.y), level))]
        return []

    def tag_rect(self, action: Any, rects: list[pygame.Rect]) -> pygame.Rect:
        """A tile's move is tagged at its gold ghost on the estate (where it lands), not at the
        stack it is taken from: a tag by the stack floated away from the ghost it named."""
        view = stage_of(self.table).views.get(self.table.viewer)
        box = view.hint_box() if view is not None and isinstance(action, (TakeStack, Place)) else None
        ringed = box is not None and any(r.topleft == box.topleft and r.height == box.height for r in rects)
        return box if box is not None and ringed else rects[0]  # tilted, its ring is the ghost's outline (no width)

    def plan_rects(self, action: Any, following: list[Any]) -> list[pygame.Rect]:
        """The highlights of ``action`` when the moves ``following`` are already known (a guided
        game): a stack to take from, with the gold ghost where the tile is to be laid rather
        than where the hint's ranking would lay it."""
        if not isinstance(action, TakeStack) or not following or not isinstance(following[0], Place):
            return self.rects(action)
        table, stage = self.table, stage_of(self.table)
        lay = layout_of(table).lay
        rects = [lay.stacks[SHAPES.index(action.shape)].copy()] if action.shape in SHAPES else []
        preview = stage.preview_state(action.shape)
        if preview is not None:
            box = stage.show_hint(following[0], preview.turn.tile)
            rects += [box] if box is not None else []
        return rects

    def hold_for_keys(self, action: Any, following: list[Any]) -> bool:
        """A guided game's Enter on a tile to lay (``action`` takes it and ``following`` lays it,
        or ``action`` lays the tile taken): as the real table's keys do, Enter takes the tile in
        hand (here onto its gold outline, as it lies on its stack) and a later Enter lays it, once
        R and F have matched it; laid at once if the tile in hand already matches. False for any
        other move (Enter plays it)."""
        place = following[0] if isinstance(action, TakeStack) and following else action
        if not isinstance(place, Place) or (isinstance(action, TakeStack) and place.shape != action.shape):
            return False
        drag = stage_of(self.table).drag
        if drag is not None and drag.shape == place.shape and drag.action == place and drag.reason is None:
            from .intents import intents_of

            intents_of(self.table).commit_drag()  # on its outline and matching: this Enter lays it
            return True
        return stage_of(self.table).hold_on_outline(place)

    def move_name(self, action: Any) -> str:
        if isinstance(action, TakeStack):
            return t("Take the {shape} tile", shape=action.shape)
        names = {Place: "Place the tile", TakeCharacter: "Take a character", PlaceMarker: "Place a marker",
                 Skip: "Place no marker", PlaceLlama: "Place your llama", UseCharacter: "Use a character",
                 Feed: "Feed a llama", EndTurn: "End your turn"}
        return t(names.get(type(action), str(action)))

    def move_name_at(self, action: Any, observation: Any) -> str:
        """Which character, objective or crop: the review names the move away from its table (``move_names``)."""
        from .move_names import whole_name

        return whole_name(action, observation) or self.move_name(action)

    def take_words(self, action: Any) -> str:
        """A hint that shows a gold ghost says the key that lays the tile there, as a key on the
        keyboard (pt53 read "Press the P key" as the P tile beside it), and whether laying it there
        spends the last of your foundations (the kit passes the hint's Place, ``Suggestion.then``)."""
        if not isinstance(action, (TakeStack, Place)):
            return ""
        said = t("Press P on the keyboard to lay the tile on the gold ghost.")
        if isinstance(action, Place):
            used, left = foundations_spent(stage_of(self.table).preview_state(action.shape), self.table.viewer, action)
            if used and used >= left:
                said += " " + (t("It spends your last foundation.") if left == 1
                               else t("It spends your last {count} foundations.", count=left))
        return said

    def namer(self, kind: str, value: Any) -> str:
        if kind == "got":  # what a place pays: (item, count) pairs, said as the ghost's label says it
            items = tuple((item, n) for item, n in value if item != HUT)
            huts = sum(n for item, n in value if item == HUT)
            return gains_short(Gains(items, huts))
        if kind in ("crop", "give", "get"):
            return t("coins") if value in (COIN, "coin") else t(CROP_NAMES.get(value, str(value)))
        return str(value)


__all__ = ["LlamalandCoach"]
