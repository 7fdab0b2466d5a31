"""How far a player is towards each objective card, in the rules' own measures and in words.

The measure is the one the rules' ``objectives.met`` compares (llama cards of a crop, coins,
characters, llamas on a level, distinct levels, the herd, the road, the outposts' gap, the
farm llamas), so "4 of 4" is exactly "met"; a golden card has no target, only a count to rank.
"""

from __future__ import annotations

from typing import Any

from ....i18n import t
from ....rules.llamaland import objectives as obj
from ....rules.llamaland.components import (
    CACAO,
    CHARACTERS_NEEDED,
    CORN,
    CROPS,
    DIVERSITY_PER_CROP,
    FARM_LLAMAS,
    GOLDEN,
    HERD_SIZE,
    LEVEL_OBJECTIVES,
    MANY_LEVELS,
    OBJECTIVES,
    OUTPOST_SPACES_BETWEEN,
    POTATO,
    ROAD_LLAMAS,
    SPECIALTY_CARDS,
    WEALTH_COINS,
)

SPECIALTY_CROPS = {"corn": CORN, "cacao": CACAO, "potato": POTATO}
"""Each specialty objective's crop."""


def progress(key: str, player: Any) -> tuple[int, int | None]:
    """(how much the player has, how much the card asks; None for a golden card)."""
    if OBJECTIVES[key].colour == GOLDEN:
        return obj.majority_measure(key, player), None
    estate = player.estate
    if key in SPECIALTY_CROPS:
        return obj.cards_of(player, SPECIALTY_CROPS[key]), SPECIALTY_CARDS
    if key == "diversity":
        return sum(min(obj.cards_of(player, c), DIVERSITY_PER_CROP) for c in CROPS), DIVERSITY_PER_CROP * len(CROPS)
    if key == "wealth":
        return player.coins, WEALTH_COINS
    if key == "characters":
        return len(player.characters), CHARACTERS_NEEDED
    if key in LEVEL_OBJECTIVES:
        level, needed = LEVEL_OBJECTIVES[key]
        return obj.llamas_on_level(estate, level, and_higher=key == "peak"), needed
    if key == "levels":
        return len({lv for _, lv in estate.llamas()}), MANY_LEVELS
    if key == "herd":
        return obj.largest_herd(estate), HERD_SIZE
    if key == "road":
        return obj.longest_road(estate), ROAD_LLAMAS
    if key == "outposts":
        return max(0, obj.widest_outposts(estate)), OUTPOST_SPACES_BETWEEN
    if key == "farms":
        return obj.farm_llamas(estate), FARM_LLAMAS
    raise KeyError(key)


UNITS: dict[str, tuple[str, str]] = {
    "corn": ("{have} of {need} corn cards", "{have} corn cards"),
    "cacao": ("{have} of {need} cacao cards", "{have} cacao cards"),
    "potato": ("{have} of {need} potato cards", "{have} potato cards"),
    "diversity": ("{have} of {need} cards (2 per crop)", "{have} llama cards"),
    "wealth": ("{have} of {need} coins", "{have} coins"),
    "characters": ("{have} of {need} characters", "{have} characters"),
    "levels": ("{have} of {need} levels", ""),
    "herd": ("{have} of {need} llamas in a herd", ""),
    "road": ("{have} of {need} llamas in a line", ""),
    "outposts": ("{have} of {need} squares apart", ""),
    "farms": ("{have} of {need} inland llamas", ""),
}
"""Progress sentences by objective (with a target, golden); the level cards share one."""


def progress_words(key: str, player: Any) -> str:
    """"2 of 4 levels", "3 of 4 corn cards", "5 coins" (golden): the progress in words."""
    have, need = progress(key, player)
    base = key.removeprefix("gold-")
    if base in LEVEL_OBJECTIVES:
        level = LEVEL_OBJECTIVES[base][0]
        words = "{have} of {need} llamas on level {level} or higher" if base == "peak" \
            else "{have} of {need} llamas on level {level}"
        return t(words, have=have, need=need, level=level)
    with_target, golden = UNITS[base]
    return t(golden, have=have) if need is None else t(with_target, have=have, need=need)


def progress_short(key: str, player: Any) -> str:
    """"2/4" (or "5" on a golden card), for a narrow row."""
    have, need = progress(key, player)
    return str(have) if need is None else f"{have}/{need}"


__all__ = ["progress", "progress_short", "progress_words"]
