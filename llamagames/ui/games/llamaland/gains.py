"""What a placement earns, as the rules would pay it: the ghost's label counts it all.

The placement is played on the position in hand (``LLAMALAND.apply``) and its ``place``
event read: covered icons, the characters' bonuses (a Farmer's extra crop, a Miner's coin),
an empty supply. Nothing is counted twice by hand, so the label says what the player gets.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....i18n import t
from ....rules.core import IllegalActionError
from ....rules.llamaland import LLAMALAND, LlamalandState, Orientation, Place
from ....rules.llamaland.components import CHARACTERS, COIN, CROPS, HUT
from ....rules.llamaland.estate import Estate
from .amounts import coin_amount, crop_amount

EARNED = (*CROPS, COIN, HUT)
"""The icons a tile earns by covering them (grass earns nothing)."""


@dataclass(frozen=True)
class Gains:
    """What one placement brings: items (crop icon or coin -> count) and characters to take."""

    items: tuple[tuple[str, int], ...] = ()
    characters: int = 0
    helpers: tuple[str, ...] = ()
    """The characters whose bonus it triggers ("Corn Farmer")."""
    bonuses: tuple[tuple[int, str, int], ...] = ()
    """What each of them pays: (character card, crop icon or coin, count), as the rules paid it."""

    def count(self, item: str) -> int:
        return dict(self.items).get(item, 0)

    @property
    def empty(self) -> bool:
        return not any(n for _, n in self.items) and not self.characters


def gains_of(preview: LlamalandState, action: Place) -> Gains:
    """What ``action`` pays on the position ``preview`` (the tile in hand), as the rules pay it."""
    try:
        after = LLAMALAND.apply(preview, action)
    except IllegalActionError:
        return Gains()
    event = next((e for e in after.last_events if e.kind == "place"), None)
    if event is None:
        return Gains()
    covered = event.get("covered", ())
    return Gains(tuple(event.get("gained", ())), sum(1 for icon in covered if icon == HUT),
                 tuple(event.get("characters", ())), tuple(event.get("bonuses", ())))


def gains_words(gains: Gains) -> str:
    """The gains in words: "3 corn, 1 coin and a character"; "" for nothing."""
    parts = []
    for crop in CROPS:
        n = gains.count(crop)
        if n:
            parts.append(crop_amount(crop, n))
    coins = gains.count(COIN)
    if coins:
        parts.append(t("{count} coin", count=coins) if coins == 1 else t("{count} coins", count=coins))
    if gains.characters:
        parts.append(t("a character") if gains.characters == 1 else t("{count} characters", count=gains.characters))
    if len(parts) > 1:
        return t("{items} and {last}", items=t(", ").join(parts[:-1]), last=parts[-1])
    return "".join(parts)


def gains_items(gains: Gains) -> list[str]:
    """Each thing a placement earns in words: ["2 corn", "1 coin", "a character"]."""
    parts = [crop_amount(crop, gains.count(crop)) for crop in CROPS if gains.count(crop)]
    coins = gains.count(COIN)
    if coins:
        parts.append(t("{count} coin", count=coins) if coins == 1 else t("{count} coins", count=coins))
    if gains.characters:
        parts.append(t("a character") if gains.characters == 1 else t("{count} characters", count=gains.characters))
    return parts


def bonus_words(gains: Gains) -> list[str]:
    """Each character's share of the gains, named as a share of the total: ["including 2 coins from your Settler"], so a
    bonus is never hidden in a total (a playtest believed the Settler did not pay) nor read as
    more on top of it (another added the Miner's coin twice)."""
    said = []
    for card, item, count in gains.bonuses:
        if count:
            what = coin_amount(count) if item == COIN else crop_amount(item, count)
            said.append(t("including {what} from your {character}", what=what, character=t(CHARACTERS[card].label)))
    return said


def gains_short(gains: Gains) -> str:
    """The gains as the ghost's label says them at the drop point: "2 corn + 1 coin"; "" for nothing."""
    return t(" + ").join(gains_items(gains))


def gain_icons(gains: Gains) -> list[str]:
    """One icon per item the placement earns (crops, coins, then a hut per character), for the
    label's "you earn this" row."""
    icons = [item for crop in CROPS for item in [crop] * gains.count(crop)]
    icons += [COIN] * gains.count(COIN)
    icons += [HUT] * gains.characters
    return icons


def covered_squares(estate: Estate, o: Orientation, x: int, y: int, level: int) -> list[tuple[tuple[int, int], str]]:
    """The tile's squares counted from its top left corner, each with the icon it covers and
    so earns ("" over grass, over a foundation it needs, or over nothing): the label draws them
    as a small map of the tile, so the player sees which icon lies under which square (the
    solid tile in hand hides them, and its own icons are not what it earns)."""
    cells = o.at(x, y)
    left, top = min(c[0] for c in cells), min(c[1] for c in cells)
    squares = []
    for cell in cells:
        under = estate.tops.get(cell)
        icon = under[1] if under is not None and under[0] == level - 1 and under[1] in EARNED else ""
        squares.append(((cell[0] - left, cell[1] - top), icon))
    return squares


def beyond_squares(gains: Gains, squares: list[tuple[tuple[int, int], str]]) -> list[str]:
    """The icons earned beyond what the squares cover (a character's bonus: a Farmer's crop,
    a Miner's coin), drawn after the map with a "+"."""
    extra = gain_icons(gains)
    for _, icon in squares:
        if icon in extra:
            extra.remove(icon)
    return extra


__all__ = ["EARNED", "Gains", "beyond_squares", "covered_squares", "bonus_words", "gain_icons", "gains_items", "gains_of", "gains_short", "gains_words"]
