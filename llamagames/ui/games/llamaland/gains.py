"""What a placement earns, as the rules would pay it: the ghost's label counts it all.

The placement is played on the position in hand (``LLAMALAND.apply``) and its ``place``
event read: covered icons, the characters' bonuses (a Farmer's extra crop, a Miner's coin),
an empty supply. Nothing is counted twice by hand, so the label says what the player gets.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....i18n import t
from ....rules.core import IllegalActionError
from ....rules.llamaland import LLAMALAND, LlamalandState, Place
from ....rules.llamaland.components import CHARACTERS, COIN, CROPS, HUT
from .amounts import coin_amount, crop_amount


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
    """Each character's share of the gains, named: ["+2 coins from your Settler"], so a bonus
    is never hidden in a total (a playtest believed the Settler did not pay)."""
    said = []
    for card, item, count in gains.bonuses:
        if count:
            what = coin_amount(count) if item == COIN else crop_amount(item, count)
            said.append(t("+{what} from your {character}", what=what, character=t(CHARACTERS[card].label)))
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


__all__ = ["Gains", "bonus_words", "gain_icons", "gains_items", "gains_of", "gains_short", "gains_words"]
