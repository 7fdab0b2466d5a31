"""Which Llamagedón decisions are legal now, and why another one is refused.

``legal_actions`` lists every decision of the seat asked, in a stable order; ``refusal``
gives the reason for anything else as a code and values (the table words it while a card
is still being dragged); ``card_actions`` tells the table which hand cards can be played
now and on which targets.
"""

from __future__ import annotations

from collections import Counter

from ..core import PlayerId, Refusal
from .actions import (
    BLOCK as BLOCK_ACTION,
)
from .actions import (
    DRAW_TWO,
    LET,
    PASS,
    Attack,
    Block,
    Build,
    DrawTwo,
    Let,
    LlamagedonAction,
    Pass,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
    colour_sets,
)
from .cards import (
    ATTACK,
    BLOCK,
    DRAW2,
    KINDS,
    PROTECT,
    RESOURCES,
    STEAL,
    SWAP,
    WILD,
    Card,
)
from .state import LlamagedonState, Phase, Shelter
from .turns import REPLACE_WILD_ON_OWN_TURN, asked_seat, is_protected, link_cards, wild_colour


def current_player(state: LlamagedonState) -> PlayerId | None:
    """The turn player, or the seat asked in a Block window; None once the game is over."""
    if state.phase is Phase.MAIN:
        return state.turn
    if state.phase is Phase.BLOCK:
        return asked_seat(state)
    return None


# --- Legal actions -----------------------------------------------------------------------


def own_card(state: LlamagedonState, seat: PlayerId) -> bool:
    """Whether the last card of the open Block window's chain is ``seat``'s own: the rules ask
    that seat last, and it may only let it be (a Block is played against another player's
    card, a Block on a Block included; nobody blocks what they just played)."""
    return bool(state.chain) and state.chain[-1].seat == seat


def can_block(state: LlamagedonState, seat: PlayerId) -> bool:
    """Whether ``seat`` holds a Block it may play now (a Block promised by a pending
    Swap is not free; never on its own card)."""
    if own_card(state, seat):
        return False
    held = state.hands[seat].count(BLOCK)
    first = state.chain[0] if state.chain else None
    if first is not None and first.seat == seat and isinstance(first.action, Swap) and first.action.give == BLOCK:
        held -= 1
    return held > 0


def legal_actions(state: LlamagedonState) -> list[LlamagedonAction]:
    """Every decision of the seat asked now, in a stable order."""
    if state.phase is Phase.OVER:
        return []
    if state.phase is Phase.BLOCK:
        seat = asked_seat(state)
        return [BLOCK_ACTION, LET] if can_block(state, seat) else [LET]
    return _main_actions(state)


def _main_actions(state: LlamagedonState) -> list[LlamagedonAction]:
    me = state.turn
    n = state.num_players
    hand = state.hands[me]
    counts = Counter(hand)
    out: list[LlamagedonAction] = []
    for colour in RESOURCES:
        if colour != WILD and counts[colour] >= 2:
            out.append(Build(colour, colour))
        if colour != WILD and counts[colour] >= 1 and counts[WILD] >= 1:
            out.append(Build(colour, WILD))
    if counts[WILD] >= 2:
        out.append(Build(WILD, WILD))
    if REPLACE_WILD_ON_OWN_TURN:
        for seat in range(n):
            for index, shelter in enumerate(state.areas[seat]):
                wild_for = wild_colour(shelter)
                if wild_for is not None and counts[wild_for] > 0:
                    out.append(Replace(seat, index))
    if state.discard:
        sets = colour_sets(counts)
        if sets:
            for kind in sorted(set(state.discard)):
                out.extend(Recover(kind, triple) for triple in sets)
    others = [(me + step) % n for step in range(1, n)]
    for kind, cls in ((ATTACK, Attack), (STEAL, Steal)):
        if counts[kind]:
            for seat in others:
                for index, shelter in enumerate(state.areas[seat]):
                    if not is_protected(shelter):
                        out.append(cls(seat, index))
    if counts[SWAP] and len(hand) > 1:
        gives = [k for k in sorted(counts) if k != SWAP or counts[SWAP] >= 2]
        for seat in others:
            if state.hands[seat]:
                out.extend(Swap(seat, k) for k in gives)
    if counts[DRAW2]:
        out.append(DRAW_TWO)
    if counts[PROTECT]:
        for index, shelter in enumerate(state.areas[me]):
            if not is_protected(shelter):
                out.append(Protect(index))
    out.append(PASS)
    return out


def card_actions(state: LlamagedonState) -> dict[Card, list[LlamagedonAction]]:
    """For the table: each kind in the asked seat's hand and the legal actions that use it
    (a card whose list is empty cannot be played now)."""
    seat = current_player(state)
    if seat is None:
        return {}
    table: dict[Card, list[LlamagedonAction]] = {kind: [] for kind in sorted(set(state.hands[seat]))}
    for action in legal_actions(state):
        for kind in uses(action):
            if kind in table and action not in table[kind]:
                table[kind].append(action)
    return table


# --- Why an action is refused ------------------------------------------------------------


def refusal(state: LlamagedonState, action: object) -> Refusal | None:
    """None when ``action`` is legal now, else the reason as a code and values (worded by
    :data:`.words.WORDS`). A legal action builds nothing: ``apply`` asks this every move."""
    if state.phase is Phase.OVER:
        return Refusal("game_over")
    if state.phase is Phase.BLOCK:
        if isinstance(action, Let):
            return None
        if isinstance(action, Block):
            seat = asked_seat(state)
            if can_block(state, seat):
                return None
            if own_card(state, seat):
                return Refusal("own_card")
            if state.hands[seat].count(BLOCK):
                return Refusal("block_promised")
            return Refusal("no_block")
        return Refusal("answer_first")
    if isinstance(action, (Block, Let)):
        return Refusal("nothing_to_block")
    return _main_problem(state, action)


def _main_problem(state: LlamagedonState, action: object) -> Refusal | None:
    me = state.turn
    n = state.num_players
    hand = state.hands[me]
    counts = Counter(hand)
    if isinstance(action, Pass):
        return None
    if isinstance(action, Build):
        if action.colour not in RESOURCES or action.second not in (action.colour, WILD):
            return Refusal("build_colours")
        need = Counter((action.colour, action.second))
        if any(counts[k] < v for k, v in need.items()):
            return Refusal.make("build_missing", colour=action.colour, second=action.second)
        return None
    if isinstance(action, Replace):
        shelter = _shelter_at(state, action.seat, action.shelter)
        if shelter is None:
            return Refusal("no_such_shelter")
        if WILD not in shelter:
            return Refusal("no_wild")
        colour = wild_colour(shelter)
        if colour is None:
            return Refusal("two_wilds")
        if not counts[colour]:
            return Refusal.make("replace_needs", colour=colour)
        return None
    if isinstance(action, Recover):
        colours = action.colours
        if any(c not in RESOURCES for c in colours) or len(colours) != 3:
            return Refusal("three_resources")
        plain = [c for c in colours if c != WILD]
        if len(set(plain)) != len(plain):
            return Refusal("three_colours")
        if any(counts[k] < v for k, v in Counter(colours).items()):
            return Refusal("three_missing")
        if action.card not in KINDS or action.card not in state.discard:
            return Refusal.make("not_in_discard", card=action.card)
        return None
    if isinstance(action, (Attack, Steal)):
        kind = ATTACK if isinstance(action, Attack) else STEAL
        if not counts[kind]:
            return Refusal.make("no_card", card=kind)
        if action.seat == me:
            return Refusal.make("own_shelters", card=kind)
        shelter = _shelter_at(state, action.seat, action.shelter)
        if shelter is None:
            return Refusal("no_such_shelter")
        if is_protected(shelter):
            return Refusal.make("protected", card=kind)
        return None
    if isinstance(action, Swap):
        if not counts[SWAP]:
            return Refusal.make("no_card", card=SWAP)
        if len(hand) == 1:
            return Refusal("swap_last")
        if action.give not in counts or (action.give == SWAP and counts[SWAP] < 2):
            return Refusal("swap_give")
        if action.seat == me or not 0 <= action.seat < n:
            return Refusal("swap_whom")
        if not state.hands[action.seat]:
            return Refusal("swap_no_cards")
        return None
    if isinstance(action, DrawTwo):
        return None if counts[DRAW2] else Refusal.make("no_card", card=DRAW2)
    if isinstance(action, Protect):
        if not counts[PROTECT]:
            return Refusal.make("no_card", card=PROTECT)
        shelter = _shelter_at(state, me, action.shelter)
        if shelter is None:
            return Refusal("protect_own")
        if is_protected(shelter):
            return Refusal("already_protected")
        return None
    return Refusal.make("not_an_action", action=str(action))


def uses(action: LlamagedonAction) -> tuple[Card, ...]:
    """The hand cards an action plays (for highlighting them on the table)."""
    if isinstance(action, Build):
        return (action.colour, action.second)
    if isinstance(action, Replace):
        return ()
    if isinstance(action, (Let, Pass)):
        return ()
    if isinstance(action, Swap):
        return (SWAP, action.give)
    return link_cards(action)


def _shelter_at(state: LlamagedonState, seat: int, index: int) -> Shelter | None:
    if not 0 <= seat < state.num_players:
        return None
    area = state.areas[seat]
    return area[index] if 0 <= index < len(area) else None
