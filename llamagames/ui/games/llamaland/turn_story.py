"""A rival's turn told in a player's words: which tile, where it went, what it earned, which
llama it fed, which character or objective it took.

A playtest read only "Dolly finishes the turn." where the table sums up the bots' moves (at
150% the log's summary has room for its newest line alone). The table's status line says the
story of the turn being played, built from the events the seat view tells (``LlamalandStage``
gathers them per seat as they settle), with nothing read from the match's true state.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....i18n import t
from ....rules.core import Event
from ....rules.llamaland import orientation
from ....rules.llamaland.components import CHARACTERS, CROP_NAMES, HUT, OBJECTIVES, TILES
from ....rules.llamaland.estate import FRONT, Estate
from .gains import Gains, gains_short

STARTS = "take"
"""The event kind a turn's story starts with (the tile taken from a stack)."""
TURN_ENDS = "end"
"""The event kind that ends a turn: the log then says its story in one line."""


def side_of(cells: Sequence[tuple[int, int]], estate: Estate) -> str:
    """Where ``cells`` lie against ``estate`` (as it stood before them), in a player's words."""
    tops = [cell for cell in estate.tops if cell not in cells] or list(estate.tops)
    mx = sum(x for x, _ in tops) / len(tops)
    my = sum(y for _, y in tops) / len(tops)
    cx = sum(x for x, _ in cells) / len(cells)
    cy = sum(y for _, y in cells) / len(cells)
    dx, dy = cx - mx, cy - my
    if abs(dx) >= abs(dy):
        return t("on the right of the estate") if dx > 0 else t("on the left of the estate")
    return t("at the front of the estate") if dy > 0 else t("at the back of the estate")


def placed_words(event: Event, estate: Estate | None) -> str:
    """A placement: "built a T tile up to level 2, earning 2 corn + 1 coin" or "added an L tile
    on the left of the estate, earning nothing"."""
    shape = TILES[int(event.get("tile", 0))].shape
    level = int(event.get("level", 1))
    gains = Gains(tuple(event.get("gained", ())), sum(1 for icon in event.get("covered", ()) if icon == HUT))
    earned = gains_short(gains)
    an = shape in ("L", "X")  # "an L tile", "an X tile"
    if level > 1:
        said = t("built an {shape} tile up to level {level}" if an else "built a {shape} tile up to level {level}",
                 shape=shape, level=level)
    else:
        cells = orientation(int(event.get("tile", 0)), str(event.get("face", FRONT)), int(event.get("rot", 0))).at(
            int(event.get("x", 0)), int(event.get("y", 0)))
        where = side_of(cells, estate) if estate is not None and estate.tops else ""
        said = t("added an {shape} tile {where}" if an else "added a {shape} tile {where}", shape=shape, where=where) \
            if where else t("added an {shape} tile to the estate" if an else "added a {shape} tile to the estate",
                            shape=shape)
    return said + (t(", earning {goods}", goods=earned) if earned else t(", earning nothing"))


def event_words(event: Event, estate: Estate | None) -> str:
    """One event of a rival's turn in a few words ("" for what the story leaves out)."""
    kind = event.kind
    if kind == "place":
        return placed_words(event, estate)
    if kind == "character":
        return t("recruited the {character}", character=t(CHARACTERS[int(event.get("card", 0))].label))
    if kind == "marker":
        return t("put a marker on “{objective}”", objective=t(OBJECTIVES[str(event.get("objective", ""))].title))
    if kind == "feed":
        return t("fed a {crop} llama ({points} points)", crop=t(CROP_NAMES[str(event.get("crop", ""))]),
                 points=int(event.get("value", 0)))
    if kind == "trade":
        return t("traded with the {character}", character=t(CHARACTERS[int(event.get("card", 0))].label))
    return ""


def story_words(events: Sequence[Event], estate: Estate | None) -> str:
    """The turn so far in words, without who: "built a T tile up to level 2, earning 1 corn ·
    fed a corn llama (9 points)"; "" before anything is told."""
    return t(" · ").join(words for words in (event_words(event, estate) for event in events) if words)


def turn_story(name: str, events: Sequence[Event], estate: Estate | None) -> str:
    """The turn so far as one sentence: "Dolly: built a T tile up to level 2, earning 1 corn ·
    fed a corn llama (9 points)."; "" before anything is told."""
    said = story_words(events, estate)
    return t("{name}: {story}.", name=name, story=said) if said else ""


__all__ = ["STARTS", "TURN_ENDS", "event_words", "placed_words", "side_of", "story_words", "turn_story"]
