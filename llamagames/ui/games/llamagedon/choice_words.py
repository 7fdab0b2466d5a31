"""What a chooser of the Llamagedón table says: its question and each answer's words.

A playtest: a newcomer offered a Swap's chooser ("Which card do you give in the Swap?" /
"Give a Block") knew neither what was being asked nor what each row would do. So a
chooser's title says what the move does as it asks ("Swap with Ana: you give one card of
your hand and take one of Ana's at random"), and a row says what it costs where that
is not plain (a card that breaks a pair, a Wild anyone may take back).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, TypeVar

from ....i18n import t
from ....rules.llamagedon.actions import Build, LlamagedonAction, Recover, Replace, Swap
from ....rules.llamagedon.cards import COLOURS, LABELS, SHELTER, SWAP, WILD
from ....rules.llamagedon.turns import wild_colour
from . import art

A = TypeVar("A", bound=LlamagedonAction)


def colour_word(kind: int) -> str:
    """A card's name inside a sentence: "red", "wild" (Japanese: 赤, ワイルド)."""
    return t(art.card_name(kind).lower())


def question(kind: int, key: Any) -> str:
    """The chooser's title when a drop of ``kind`` on ``key`` means several moves (where
    :func:`choice_title` has no fuller one)."""
    if kind == SWAP:
        return t("Which card do you give in the Swap?")
    if key == ("table",):
        return t("Three colours: which card do you take from the discard pile?")
    if key == ("mine",):
        return t("Which shelter do you build?")
    return t("Which one?")


def choice_title(actions: Sequence[LlamagedonAction], obs: Any, names: Sequence[str], asked: str) -> str:
    """The title of a chooser offering ``actions``: what the move does, then the question;
    ``asked`` where the rows are of different moves."""
    first = actions[0]
    if not all(type(a) is type(first) for a in actions):
        return asked
    if isinstance(first, Swap) and all(isinstance(a, Swap) and a.seat == first.seat for a in actions):
        sizes = getattr(obs, "hand_sizes", ())
        count = sizes[first.seat] if 0 <= first.seat < len(sizes) else 0
        return t("Swap with {name}: you give one card of your hand and take one of {name}'s at random ({count} "
                 "in hand). Which card do you give?", name=names[first.seat], count=count)
    if isinstance(first, Build):
        return t("Build a shelter: which pair goes down in your row? There it counts at the end, and Attack "
                 "or Steal can reach it.")
    if isinstance(first, Recover):
        return t("Trade three colours: they go to the discard pile and you take any one card from it. Which "
                 "card do you take?")
    if isinstance(first, Replace):
        return t("Swap out a Wild: give the matching colour and take the Wild into your hand. Which one?")
    return asked


def pay_title(card: int) -> str:
    """The title of the chooser of the three colours paid for ``card``."""
    return t("Which three colours do you pay for {card}? They go to the discard pile.", card=t(LABELS[card]))


def action_label(action: LlamagedonAction, obs: Any, viewer: int, names: Sequence[str]) -> str:
    """A chooser's words for ``action``."""
    if isinstance(action, Build):
        pair = t("two Wilds") if action.colour == WILD else (
            t("{colour} + Wild", colour=colour_word(action.colour)) if action.second == WILD
            else t("two {colour}", colour=colour_word(action.colour)))
        return t("Build with {pair}", pair=pair)
    if isinstance(action, Swap):
        return t("Give {card} to {name}", card=t(LABELS[action.give]), name=names[action.seat])
    if isinstance(action, Replace):
        shelter = obs.areas[action.seat][action.shelter]
        colour = wild_colour(shelter)
        give = colour_word(colour or WILD)
        if action.seat == viewer:
            return t("Take the Wild from your shelter {number} (give {colour})", number=action.shelter + 1, colour=give)
        return t("Take the Wild from {name}'s shelter {number} (give {colour})", name=names[action.seat],
                 number=action.shelter + 1, colour=give)
    if isinstance(action, Recover):
        return t("Take {card}", card=t(LABELS[action.card]))
    return str(action)


def pairs_held(hand: Sequence[int]) -> int:
    """How many shelters ``hand`` could build: pairs of a colour, then a Wild with a single,
    then two Wilds."""
    counts = Counter(hand)
    singles = sum(counts[c] % 2 for c in COLOURS)
    with_wild = min(singles, counts[WILD])
    return sum(counts[c] // 2 for c in COLOURS) + with_wild + (counts[WILD] - with_wild) // 2


def breaks_pair(hand: Sequence[int], given: Sequence[int]) -> bool:
    """Whether giving ``given`` away leaves ``hand`` fewer shelters to build (a Wild counts as
    any colour: a red and the Wild are a pair)."""
    after = list(hand)
    for card in given:
        if card in after:
            after.remove(card)
    return pairs_held(after) < pairs_held(hand)


def action_note(action: LlamagedonAction, obs: Any) -> str:
    """What a chooser's row costs or brings, beside its words ("" where it is plain): a card
    given or paid that breaks a pair, a Wild built in that anyone may take back, a Shelter card
    that goes straight down."""
    hand = tuple(getattr(obs, "hand", ()))
    if isinstance(action, Swap):
        return t("breaks a pair") if breaks_pair(hand, (action.give,)) else ""
    if isinstance(action, Recover):
        return t("breaks a pair") if breaks_pair(hand, action.colours) else ""
    if isinstance(action, Build) and WILD in (action.colour, action.second) and action.colour != action.second:
        return t("its Wild can be taken")
    return ""


def cost_rank(action: LlamagedonAction, obs: Any) -> int:
    """How much a chooser's row gives up, for its order: the rows are listed and the first is
    lit, so the choice a good player takes comes first (a playtest found "breaks a pair" lit as
    the default). A Build of two of a colour before one with a Wild anyone may take, two Wilds last."""
    if isinstance(action, Build):
        return 0 if WILD not in (action.colour, action.second) else 1 if action.colour != action.second else 2
    return 1 if action_note(action, obs) == t("breaks a pair") else 0


def best_first(actions: Sequence[A], obs: Any) -> list[A]:
    """``actions`` in a chooser's order: what costs least first, else as the rules list them."""
    return sorted(actions, key=lambda action: cost_rank(action, obs))


def take_note(card: int) -> str:
    """Beside a card the three colours take: a Shelter card goes straight down in your row."""
    return t("goes down in your row") if card == SHELTER else ""


def copies_words(card: int, discard: Sequence[int]) -> str:
    """" (2 in the pile)" after every card offered, so no row of the menu lacks its count."""
    count = list(discard).count(card)
    return t(" ({count} in the pile)", count=count)


__all__ = ["action_label", "action_note", "best_first", "breaks_pair", "cost_rank", "pairs_held", "choice_title", "colour_word", "copies_words",
           "pay_title", "question", "take_note"]
