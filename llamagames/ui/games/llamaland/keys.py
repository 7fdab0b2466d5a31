"""What the keys reach at the Llamaland table, phase by phase, built from the legal actions.

- a tile to take (or the one in hand): Enter starts the keyboard placement the table already
  has (arrows move the ghost, R turns, F flips, Enter places, Esc puts it back);
- characters to take after covering Huts (the row and the pile);
- objective spaces for a marker (one stop per legal marker move);
- the squares where the new llama may stand;
- feeding (one stop per way to pay) and using characters (one stop per trade);
- an open choice menu's options, first;
- the opponents' panels (Enter shows that estate large, again puts it back), at any time.
"End turn" and "No marker" are buttons (the kit's buttons group).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ....rules.llamaland import LLAMA_PHASE, PLACE, START, Feed, PlaceLlama, PlaceMarker, TakeCharacter, TakeStack, UseCharacter
from ....rules.llamaland.components import CROPS, OBJECTIVES, SHAPE_ORDER, TILES
from ...table.keyboard import KeyGroup, KeyTarget
from .parts import feed_label, trade_label

if TYPE_CHECKING:
    from .table import LlamalandTable


def key_targets(table: "LlamalandTable") -> list[KeyGroup]:
    legal = table.legal()
    others = KeyGroup("opponents", [KeyTarget(table.panel_rect(seat), t("Show {name}'s estate large", name=table.names[seat]),
                                              callback=_pin(table, seat), key=("seat", seat))
                                    for seat in table.opponents()])
    if not legal:
        return [others]
    groups: list[KeyGroup] = []
    s = table.scale
    if table.choice is not None:
        rects = table.choice.option_rects(round(34 * s), round(30 * s))
        groups.append(KeyGroup("choice", [KeyTarget(r, label, action) for r, (label, action) in
                                          zip(rects, table.choice.options)]))
    groups.append(KeyGroup("tiles", _tiles(table, legal)))
    groups.append(KeyGroup("characters", _characters(table, legal)))
    groups.append(KeyGroup("objectives", _markers(table, legal)))
    groups.append(KeyGroup("llama", _llama_squares(table, legal)))
    groups.append(KeyGroup("feed", _feeding(table, legal)))
    groups.append(KeyGroup("trades", _trades(table, legal)))
    groups.append(others)
    return [g for g in groups if g.targets]


def _pin(table: "LlamalandTable", seat: int) -> Any:
    """Enlarge an opponent's estate, or put it back (what a click on their panel does)."""
    def pin() -> None:
        table.pinned = None if table.pinned == seat else seat
    return pin


def _tiles(table: "LlamalandTable", legal: list[Any]) -> list[KeyTarget]:
    phase = table.st.turn.phase
    targets = []
    for shape, rect in zip(SHAPE_ORDER, table.lay.stacks):
        held = phase == PLACE and TILES[table.st.turn.tile].shape == shape
        if (phase == START and TakeStack(shape) in legal) or held:
            label = t("Place the {shape} tile", shape=shape) if held else t("Take a {shape} tile", shape=shape)
            targets.append(KeyTarget(rect, label, callback=_placer(table, shape), key=("tile", shape)))
    return targets


def _placer(table: "LlamalandTable", shape: str) -> Any:
    return lambda: table.start_drag(shape, table.pointer, keyboard=True)


def _characters(table: "LlamalandTable", legal: list[Any]) -> list[KeyTarget]:
    targets = []
    for action in legal:
        if not isinstance(action, TakeCharacter):
            continue
        if action.source == "pile":
            targets.append(KeyTarget(table.lay.pile, t("Take the top character of the pile"), action))
        elif 0 < action.index <= len(table.lay.row):
            targets.append(KeyTarget(table.lay.row[action.index - 1], t("Take character {n} of the row", n=action.index),
                                     action))
    return targets


def _markers(table: "LlamalandTable", legal: list[Any]) -> list[KeyTarget]:
    targets = []
    for action in legal:
        if not isinstance(action, PlaceMarker) or action.objective not in table.st.objectives:
            continue
        index = table.st.objectives.index(action.objective)
        title = OBJECTIVES[action.objective].title
        label = t("Marker on {objective}, space {space}", objective=title, space=action.space + 1)
        if action.source:
            label += " " + t("(moved from {objective})", objective=OBJECTIVES[action.source].title)
        targets.append(KeyTarget(table._space_rect(index, action.space), label, action))
    return targets


def _llama_squares(table: "LlamalandTable", legal: list[Any]) -> list[KeyTarget]:
    if table.st.turn.phase != LLAMA_PHASE:
        return []
    view = table.views.get(table.viewer)
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
            targets.append(KeyTarget(rect, t("Put your llama on square {x},{y}", x=action.x, y=action.y), action,
                                     callback=_llama(table, action, rect.center)))
    targets.sort(key=lambda target: (target.rect.centery, target.rect.centerx))
    return targets


def _llama(table: "LlamalandTable", action: PlaceLlama, at: tuple[int, int]) -> Any:
    return lambda: table._place_llama((action.x, action.y), at)


def _feeding(table: "LlamalandTable", legal: list[Any]) -> list[KeyTarget]:
    targets = []
    for crop, rect in zip(CROPS, table.lay.columns):
        for action in sorted((a for a in legal if isinstance(a, Feed) and a.crop == crop), key=lambda a: a.coins):
            targets.append(KeyTarget(rect, t("Feed: {how}", how=feed_label(action)), action))
    return targets


def _trades(table: "LlamalandTable", legal: list[Any]) -> list[KeyTarget]:
    rects = dict(table._my_character_rects())
    targets = []
    for action in legal:
        if isinstance(action, UseCharacter) and action.card in rects:
            targets.append(KeyTarget(rects[action.card], trade_label(action), action))
    return targets
