"""A Llamagedón position as one line of text (like chess's FEN): tests, puzzles and bug
reports set up positions with it instead of writing into a match's history.

>>> from llamagames.rules.llamagedon import LLAMAGEDON
>>> text = state_to_text(LLAMAGEDON.new_game(2, seed=1))
>>> text.split(" | ")[0]
'main @0 #1'
>>> state_from_text(text) == LLAMAGEDON.new_game(2, seed=1)
True

The fields, separated by " | ", each after its label (the head has none):
``main @0 #1`` (phase, turn player, turn number) | ``hands rrA/gyX`` (one letter per card, a
hand per seat, "-" for none; hands and shelters are read in any order, as sets of cards) |
``areas H,bbP/-`` (each seat's shelters in their order, comma-separated) |
``deck``, ``discard``, ``removed`` (top card last) | ``chain 0:attack 1 shelter 0,1:block``
(each card of a Block window: seat and action text) | ``lets`` | ``lower`` (the deck's lower
part the Llamagedón card was shuffled into) | ``llamagedon`` (the seat that showed it, or
"-") | ``left`` (turns left once shown) | ``limit on``/``off`` | ``seed`` | ``counter``.
Letters: L the Llamagedón card, H Shelter, r b y g w the Resources (w Wild), A Attack,
T Steal, X Swap, D Draw 2, P Protect, B Block. The events of the move that led to a
position are not part of it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..core import ActionParseError
from .actions import Attack, Block, DrawTwo, PlayedAction, Protect, Recover, Steal, Swap, parse_action
from .cards import (
    ATTACK,
    BLOCK,
    BLUE,
    COUNTS,
    DRAW2,
    GREEN,
    LLAMAGEDON_CARD,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    YELLOW,
    Card,
)
from .positions import all_cards
from .state import Link, LlamagedonState, Phase

LETTERS: dict[Card, str] = {
    LLAMAGEDON_CARD: "L", SHELTER: "H", RED: "r", BLUE: "b", YELLOW: "y", GREEN: "g", WILD: "w",
    ATTACK: "A", STEAL: "T", SWAP: "X", DRAW2: "D", PROTECT: "P", BLOCK: "B",
}
"""One letter per kind of card (case matters: "b" a blue Resource, "B" a Block)."""
_CARDS: dict[str, Card] = {letter: card for card, letter in LETTERS.items()}
assert len(_CARDS) == len(COUNTS) == len(LETTERS)

FIELDS = ("hands", "areas", "deck", "discard", "removed", "chain", "lets", "lower", "llamagedon", "left",
          "limit", "seed", "counter")
"""The labelled fields after the head, in their order."""
_PLAYED = (Recover, Attack, Steal, Swap, DrawTwo, Protect)


def _cards(cards: Sequence[Card]) -> str:
    return "".join(LETTERS[c] for c in cards) or "-"


def _seats(parts: Sequence[str]) -> str:
    return "/".join(parts)


def state_to_text(state: LlamagedonState) -> str:
    """One line holding everything that decides how the game plays on from ``state``."""
    areas = [",".join(_cards(s) for s in area) or "-" for area in state.areas]
    chain = ",".join(f"{link.seat}:{link.action}" for link in state.chain) or "-"
    by = "-" if state.llamagedon_by is None else str(state.llamagedon_by)
    return " | ".join((
        f"{state.phase} @{state.turn} #{state.turn_number}",
        "hands " + _seats([_cards(h) for h in state.hands]),
        "areas " + _seats(areas),
        "deck " + _cards(state.deck),
        "discard " + _cards(state.discard),
        "removed " + _cards(state.removed),
        "chain " + chain,
        f"lets {state.lets}",
        f"lower {state.lower_part}",
        f"llamagedon {by}",
        f"left {state.turns_left}",
        "limit " + ("on" if state.hand_limit else "off"),
        f"seed {state.seed}",
        f"counter {state.counter}",
    ))


def _read_cards(text: str, what: str) -> tuple[Card, ...]:
    if text == "-":
        return ()
    unknown = sorted(set(text) - set(_CARDS))
    if unknown:
        raise ValueError(f"'{unknown[0]}' in the {what} is not a card: use one of {''.join(_CARDS)}")
    return tuple(_CARDS[c] for c in text)


def _number(text: str, what: str, low: int = 0) -> int:
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"the {what} must be a whole number, not '{text}'") from None
    if value < low:
        raise ValueError(f"the {what} cannot be below {low} ({value})")
    return value


def _read_link(text: str, n: int, first: bool) -> Link:
    seat_text, colon, action_text = text.partition(":")
    if not colon:
        raise ValueError(f"a card of the chain reads 'seat:action', not '{text}'")
    seat = _seat(seat_text, n, "seat of a chained card")
    try:
        action = parse_action(action_text)
    except ActionParseError:
        raise ValueError(f"'{action_text}' in the chain is not a Llamagedón action") from None
    if first and not isinstance(action, _PLAYED):
        raise ValueError(f"a Block window opens with a played card, not '{action_text}'")
    if not first and not isinstance(action, Block):
        raise ValueError(f"only Blocks follow the first card of the chain, not '{action_text}'")
    played: PlayedAction = action  # type: ignore[assignment]
    return Link(seat, played)


def _seat(text: str, n: int, what: str) -> int:
    seat = _number(text, what)
    if seat >= n:
        raise ValueError(f"the {what} must be a seat from 0 to {n - 1}, not {seat}")
    return seat


def _fields(text: str) -> tuple[str, dict[str, str]]:
    parts = [part.strip() for part in text.strip().split("|")]
    if len(parts) != len(FIELDS) + 1:
        raise ValueError(f"expected {len(FIELDS) + 1} fields separated by '|', found {len(parts)}")
    values: dict[str, str] = {}
    for name, part in zip(FIELDS, parts[1:]):
        label, _, value = part.partition(" ")
        if label != name:
            raise ValueError(f"expected the field '{name}', found '{label}'")
        values[name] = value.strip()
    return parts[0], values


def state_from_text(text: str) -> LlamagedonState:
    """The position written by :func:`state_to_text`.

    :raises ValueError: saying what is wrong, when the text is damaged or the position
        impossible (the 55 cards not all there, a seat that does not exist, ...).
    """
    try:
        return _parse(text)
    except ValueError as exc:
        raise ValueError(f"Not a Llamagedón position: {exc}.") from None


def _parse(text: str) -> LlamagedonState:
    head, f = _fields(text)
    words = head.split()
    if len(words) != 3 or not words[1].startswith("@") or not words[2].startswith("#"):
        raise ValueError(f"the head reads like 'main @0 #1', not '{head}'")
    try:
        phase = Phase(words[0])
    except ValueError:
        raise ValueError(f"'{words[0]}' is not a phase: use main, block or over") from None
    hands = tuple(tuple(sorted(_read_cards(h, "hands"))) for h in f["hands"].split("/"))
    n = len(hands)
    if not 2 <= n <= 5:
        raise ValueError(f"Llamagedón is for 2 to 5 players, not {n}")
    area_texts = f["areas"].split("/")
    if len(area_texts) != n:
        raise ValueError(f"{n} hands but {len(area_texts)} play areas")
    areas = tuple(() if a == "-" else tuple(tuple(sorted(_read_cards(s, "areas"))) for s in a.split(","))
                  for a in area_texts)
    if any(not shelter for area in areas for shelter in area):
        raise ValueError("a shelter needs at least one card")
    chain_texts = [] if f["chain"] == "-" else f["chain"].split(",")
    chain = tuple(_read_link(link, n, i == 0) for i, link in enumerate(chain_texts))
    if (phase is Phase.BLOCK) != bool(chain):
        raise ValueError("a chain of cards is there exactly while a Block window is open")
    lets = _number(f["lets"], "number of lets")
    if lets >= n:
        raise ValueError(f"{lets} seats cannot have let a card be at a table of {n}")
    by = None if f["llamagedon"] == "-" else _seat(f["llamagedon"], n, "seat that showed the Llamagedón card")
    if f["limit"] not in ("on", "off"):
        raise ValueError(f"the hand limit is 'on' or 'off', not '{f['limit']}'")
    state = LlamagedonState(
        num_players=n, seed=_number(f["seed"], "seed", low=-(2**63)), counter=_number(f["counter"], "counter"),
        hand_limit=f["limit"] == "on", phase=phase, turn=_seat(words[1][1:], n, "turn player"),
        turn_number=_number(words[2][1:], "turn number"), hands=hands, areas=areas,
        deck=_read_cards(f["deck"], "deck"), discard=_read_cards(f["discard"], "discard pile"),
        removed=_read_cards(f["removed"], "removed cards"), lower_part=_number(f["lower"], "lower part"),
        llamagedon_by=by, turns_left=_number(f["left"], "turns left"), chain=chain, lets=lets,
    )
    counted = all_cards(state)
    if counted != Counter(COUNTS):
        extra, missing = counted - Counter(COUNTS), Counter(COUNTS) - counted
        raise ValueError(f"the position holds {sum(counted.values())} cards, not the box's 55"
                         f" (too many: {_cards(sorted(extra.elements()))}; missing: {_cards(sorted(missing.elements()))})")
    return state


__all__ = ["FIELDS", "LETTERS", "state_from_text", "state_to_text"]
