"""Llamaland's move log: one sentence per event, for one viewer ("You take ..." / "Ann takes ...").

Everything a Llamaland event carries is public (collections are open; only the order of the
stacks and of the character pile is hidden, and no event names it), so every viewer reads
the same facts; only the grammar changes.
"""

from __future__ import annotations

from typing import Any

from ..core import Event, Narrator
from .components import CHARACTERS, COIN, CROP_NAMES, OBJECTIVES, SPACE_NAMES, TILES


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _goods(pairs: Any) -> str:
    """ "2 corn and 1 coin" from ((icon, count), ...); "" when nothing."""
    ordered = sorted(pairs, key=lambda pair: pair[0] == COIN)  # crops first, coins last
    parts = [_plural(n, "coin") if icon == COIN else f"{n} {CROP_NAMES[icon]}" for icon, n in ordered if n]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _item(word: str) -> str:
    return "a coin" if word == "coin" else f"1 {CROP_NAMES.get(word, word)}"


def describe_event(event: Event, narrator: Narrator) -> str:
    """The sentence for one Llamaland event, as ``narrator.viewer`` reads it."""
    if narrator.language == "ja":
        from .narration_ja import describe_event as describe_event_ja
        return describe_event_ja(event, narrator)
    kind, seat, get = event.kind, event.seat, event.get
    if kind == "score":
        return "The game is over: time to count the points."
    assert seat is not None, f"a '{kind}' event names its player"
    if kind == "setup":
        return f"{narrator.does(seat, 'holds', 'hold')} the crook and {'take' if seat == narrator.viewer else 'takes'} the first turn."
    if kind == "take":
        tile = TILES[get("tile")].name
        sentence = f"{narrator.does(seat, 'takes', 'take')} tile {tile} from the {get('shape')} stack."
        if get("new_top", -1) >= 0:
            sentence += f" Tile {TILES[get('new_top')].name} now lies on top."
        return sentence
    if kind == "place":
        tile = TILES[get("tile")].name
        level = get("level")
        how = (narrator.does(seat, "adds", "add") + f" tile {tile} beside the estate" if level == 1
               else narrator.does(seat, "stacks", "stack") + f" tile {tile} on level {level}")
        got = _goods(get("gained"))
        return how + (f", collecting {got}." if got else ".")
    if kind == "character":
        card = CHARACTERS[get("card")].label
        where = "the face-down pile" if get("source") == "pile" else "the open row"
        return f"{narrator.does(seat, 'recruits', 'recruit')} the {card} from {where}."
    if kind == "marker":
        title = OBJECTIVES[get("objective")].title
        space = SPACE_NAMES[get("space")]
        if get("source"):
            return (f"{narrator.does(seat, 'shifts', 'shift')} a marker from {OBJECTIVES[get('source')].title} "
                    f"to the {space} space of {title}.")
        return f"{narrator.does(seat, 'puts', 'put')} a marker on the {space} space of {title}."
    if kind == "trade":
        card = CHARACTERS[get("card")].label
        return f"{narrator.does(seat, 'swaps', 'swap')} {_item(get('give'))} for {_item(get('get'))} with the {card}."
    if kind == "feed":
        crop = CROP_NAMES[get("crop")]
        paid = _goods(((get("crop"), get("crops_paid")), (COIN, get("coins_paid"))))
        return f"{narrator.does(seat, 'feeds', 'feed')} a {crop} llama worth {get('value')} points, paying {paid}."
    if kind == "llama":
        return f"{narrator.does(seat, 'stands', 'stand')} a llama figure on level {get('level')}."
    if kind == "end":
        return f"{narrator.does(seat, 'finishes', 'finish')} the turn."
    if kind == "trigger":
        why = "only one kind of llama card is left" if get("why") == "llamas" else f"just {get('tiles_left')} tiles remain"
        return f"The end approaches ({why}): the round is played to its end."
    return f"{kind}."


__all__ = ["describe_event"]
