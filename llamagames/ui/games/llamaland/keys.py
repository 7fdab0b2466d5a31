"""What the keys reach at the Llamaland table, phase by phase, built from the legal actions.

- a tile to take (or the one in hand): Enter starts the keyboard placement the table already
  has (arrows move the ghost, R turns, F flips, Enter places, Esc puts it back);
- characters to take after covering Huts (the row and the pile);
- objective spaces for a marker (one stop per legal marker move);
- the squares where the new llama may stand;
- feeding (one stop per way to pay) and using characters (one stop per trade);
- the opponents' panels (Enter shows that estate large, again puts it back), at any time.
"End turn" and "No marker" are buttons (the kit's buttons group).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ....rules.llamaland import (
    LLAMA_PHASE,
    PLACE,
    START,
    Feed,
    PlaceLlama,
    PlaceMarker,
    TakeCharacter,
    TakeStack,
    UseCharacter,
)
from ....rules.llamaland.components import CROPS, OBJECTIVES, SHAPE_ORDER, TILES
from ...table.keyboard import KeyGroup, KeyTarget
from ...table.parts import Keys
from .estate_parts import feed_label, trade_label
from .intents import intents_of
from .layout import layout_of
from .stage import stage_of
from .where import square_words

if TYPE_CHECKING:
    from ...table.kit import Table


class LlamalandKeys(Keys):
    """The keyboard's targets (below); while the tile is steered by keys, the arrows are its."""

    def targets(self) -> list[KeyGroup]:
        return key_targets(self.table)

    def busy(self) -> bool:
        drag = stage_of(self.table).drag
        return drag is not None and drag.keyboard


def key_targets(table: Table) -> list[KeyGroup]:
    legal = table.legal()
    others = KeyGroup("opponents", [KeyTarget(table.panel_rect(seat), t("Show {name}'s estate large", name=table.names[seat]),
                                              callback=_pin(table, seat), key=("seat", seat))
                                    for seat in layout_of(table).opponents()])
    if not legal:
        return [others]
    groups = [KeyGroup("tiles", _tiles(table, legal)), KeyGroup("characters", _characters(table, legal)),
              KeyGroup("objectives", _markers(table, legal)), KeyGroup("llama", _llama_squares(table, legal)),
              KeyGroup("feed", _feeding(table, legal)), KeyGroup("trades", _trades(table, legal)), others]
    return [g for g in groups if g.targets]


def _pin(table: Table, seat: int) -> Any:
    """Enlarge an opponent's estate, or put it back (what a click on their panel does)."""
    def pin() -> None:
        stage = stage_of(table)
        stage.pinned = None if stage.pinned == seat else seat
    return pin


def _tiles(table: Table, legal: list[Any]) -> list[KeyTarget]:
    st = stage_of(table).st
    phase = st.turn.phase
    targets = []
    for shape, rect in zip(SHAPE_ORDER, layout_of(table).lay.stacks):
        held = phase == PLACE and TILES[st.turn.tile].shape == shape
        if (phase == START and TakeStack(shape) in legal) or held:
            label = t("Place the {shape} tile", shape=shape) if held else t("Take a {shape} tile", shape=shape)
            targets.append(KeyTarget(rect, label, callback=_placer(table, shape), key=("tile", shape)))
    return targets


def _placer(table: Table, shape: str) -> Any:
    stage = stage_of(table)
    return lambda: stage.start_drag(shape, stage.pointer, keyboard=True)


def _characters(table: Table, legal: list[Any]) -> list[KeyTarget]:
    lay = layout_of(table).lay
    targets = []
    for action in legal:
        if not isinstance(action, TakeCharacter):
            continue
        if action.source == "pile":
            targets.append(KeyTarget(lay.pile, t("Take the top character of the pile"), action))
        elif 0 < action.index <= len(lay.row):
            targets.append(KeyTarget(lay.row[action.index - 1], t("Take character {n} of the row", n=action.index),
                                     action))
    return targets


def _markers(table: Table, legal: list[Any]) -> list[KeyTarget]:
    objectives = stage_of(table).st.objectives
    targets = []
    for action in legal:
        if not isinstance(action, PlaceMarker) or action.objective not in objectives:
            continue
        index = objectives.index(action.objective)
        title = OBJECTIVES[action.objective].title
        label = t("Marker on {objective}, space {space}", objective=title, space=action.space + 1)
        if action.source:
            label += " " + t("(moved from {objective})", objective=OBJECTIVES[action.source].title)
        targets.append(KeyTarget(layout_of(table).space_rect(index, action.space), label, action))
    return targets


def _llama_squares(table: Table, legal: list[Any]) -> list[KeyTarget]:
    stage = stage_of(table)
    if stage.st.turn.phase != LLAMA_PHASE:
        return []
    view = stage.views.get(table.viewer)
    if view is None:
        return []
    tops = view.estate.tops
    size = max(12, round(26 * table.scale))
    targets = []
    for action in legal:
        if isinstance(action, PlaceLlama):
            level = tops.get((action.x, action.y), (0,))[0]
            x, y = view.foot((action.x, action.y), level)
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (round(x), round(y))
            where = square_words(view.estate, (action.x, action.y))  # the focused square glows: words, not "0,0"
            targets.append(KeyTarget(rect, t("Put your llama {where}", where=where), action,
                                     callback=_llama(table, action, rect.center)))
    targets.sort(key=lambda target: (target.rect.centery, target.rect.centerx))
    return targets


def _llama(table: Table, action: PlaceLlama, at: tuple[int, int]) -> Any:
    intents = intents_of(table)
    return lambda: intents.place_llama((action.x, action.y), at)


def _feeding(table: Table, legal: list[Any]) -> list[KeyTarget]:
    targets = []
    for crop, rect in zip(CROPS, layout_of(table).lay.columns):
        for action in sorted((a for a in legal if isinstance(a, Feed) and a.crop == crop), key=lambda a: a.coins):
            targets.append(KeyTarget(rect, t("Feed: {how}", how=feed_label(action)), action))
    return targets


def _trades(table: Table, legal: list[Any]) -> list[KeyTarget]:
    rects = dict(stage_of(table).my_character_rects())
    targets = []
    for action in legal:
        if isinstance(action, UseCharacter) and action.card in rects:
            targets.append(KeyTarget(rects[action.card], trade_label(action), action))
    return targets
