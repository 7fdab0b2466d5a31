"""The Llamagedón rules as pure functions over :class:`LlamagedonState`.

A turn: the turn player draws one card (automatic), Shelter cards drawn are placed at
once, then the player may build shelters and replace Wilds as often as they like, and
ends with one action or a pass. An action opens a Block window: every seat, in turn order
from the one after the last card played and ending with its player, is asked "block" or
"let", whether or not they hold a Block, so the order of questions never tells who holds
one. A Block restarts the questions; when everybody has let the last card be, the chain
resolves: an even number of Blocks leaves the action in force.

>>> state = LLAMAGEDON.new_game(3, seed=1)
>>> state.phase, LLAMAGEDON.current_player(state), len(state.hands[0]) + len(state.areas[0])
(<Phase.MAIN: 'main'>, 0, 5)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Sequence

from ..core import (
    Event,
    GameNotOverError,
    IllegalActionError,
    Narrator,
    Option,
    Outcome,
    PlayerId,
    check_player_count,
    check_seed,
    resolve_options,
    seeded_rng,
)
from . import narrate
from .actions import (
    BLOCK as BLOCK_ACTION,
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
    PlayedAction,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
    colour_sets,
    parse_action,
)
from .cards import (
    ATTACK,
    BLOCK,
    COLOURS,
    COUNTS,
    DRAW2,
    HAND_AFTER_PENALTY,
    HAND_LIMIT,
    HAND_LIMIT_ALWAYS_DISCOVERED,
    HAND_LIMIT_TWO_PLAYERS,
    HAND_SIZE,
    KINDS,
    LABELS,
    LLAMAGEDON_CARD,
    NAMES,
    PROTECT,
    RESOURCES,
    SHELTER,
    STEAL,
    SWAP,
    TWO_PLAYER_SHELTERS_REMOVED,
    WILD,
    Card,
    corner_symbols,
    full_deck,
    shelter_value,
)
from .state import Draft, Link, LlamagedonState, Phase, Shelter

# --- Readings where the rulebook is terse (components.md, "Readings") -------------------

SHELTER_PLACED_WHEN_OWNER_ACTS = True
"""A Shelter card in a hand is laid down the next time its owner decides anything."""
FORCED_BUILDS_ONLY_WHEN_SHOWN = True
"""Built Shelters are forced out of the hands once, when the Llamagedón card is shown;
pairs gathered later may be kept in hand as before."""
REPLACE_WILD_ON_OWN_TURN = True
"""Replacing a Wild in a Built Shelter is done on one's own turn, before the action."""
HIDDEN = -1
"""The card a Swap gives, as seen by seats other than its player while the Swap is pending."""


def hand_limit_of(num_players: int) -> int:
    """Seven cards, nine in a two-player game."""
    return HAND_LIMIT_TWO_PLAYERS if num_players == 2 else HAND_LIMIT


def link_cards(action: PlayedAction) -> tuple[Card, ...]:
    """The cards an action puts on the chain (a Swap's given card stays in hand)."""
    if isinstance(action, Recover):
        return action.colours
    if isinstance(action, Attack):
        return (ATTACK,)
    if isinstance(action, Steal):
        return (STEAL,)
    if isinstance(action, Swap):
        return (SWAP,)
    if isinstance(action, DrawTwo):
        return (DRAW2,)
    if isinstance(action, Protect):
        return (PROTECT,)
    return (BLOCK,)


def asked_seat(state: LlamagedonState) -> PlayerId:
    """The seat asked in the Block window: after the last card's player, ending with them."""
    return (state.chain[-1].seat + 1 + state.lets) % state.num_players


def is_protected(shelter: Shelter) -> bool:
    return PROTECT in shelter


def wild_colour(shelter: Shelter) -> Card | None:
    """The colour a Wild in this Built Shelter stands for (None: no Wild, or two Wilds)."""
    if WILD not in shelter:
        return None
    colours = [c for c in shelter if c in COLOURS]
    return colours[0] if colours else None


def _remove(hand: list[Card], cards: Sequence[Card]) -> None:
    for card in cards:
        hand.remove(card)


def _shelter(cards: Sequence[Card]) -> Shelter:
    return tuple(sorted(cards))


# --- Steps of a turn, on a draft ----------------------------------------------------------


def _rng(w: Draft) -> random.Random:
    rng = seeded_rng(w.seed, w.counter)
    w.counter += 1
    return rng


def _place_shelter_cards(w: Draft, seat: PlayerId) -> None:
    hand = w.hands[seat]
    while SHELTER in hand:
        hand.remove(SHELTER)
        w.areas[seat].append((SHELTER,))
        w.events.append(Event.make("place", seat, shelter=(SHELTER,), index=len(w.areas[seat]) - 1))


def _forced_builds(w: Draft, seat: PlayerId) -> None:
    """Every Built Shelter a hand holds is laid down: pairs first, then a colour with a Wild,
    then two Wilds (the most shelters the hand can make)."""
    hand = w.hands[seat]
    pairs: list[tuple[Card, Card]] = []
    for colour in COLOURS:
        while hand.count(colour) >= 2:
            _remove(hand, (colour, colour))
            pairs.append((colour, colour))
    for colour in COLOURS:
        if colour in hand and WILD in hand:
            _remove(hand, (colour, WILD))
            pairs.append((colour, WILD))
    while hand.count(WILD) >= 2:
        _remove(hand, (WILD, WILD))
        pairs.append((WILD, WILD))
    for pair in pairs:
        w.areas[seat].append(_shelter(pair))
        w.events.append(Event.make("build", seat, shelter=_shelter(pair), index=len(w.areas[seat]) - 1,
                                   forced=True))


def _refill(w: Draft) -> None:
    """An empty deck is made anew from the discard pile, shuffled."""
    rng = _rng(w)
    cards = w.discard
    w.discard = []
    rng.shuffle(cards)
    w.deck = cards
    w.events.append(Event.make("reshuffle", None, reveals=True, size=len(cards)))


def _draw(w: Draft, seat: PlayerId) -> None:
    """One card from the deck for ``seat`` (on their turn), with what it triggers."""
    if not w.deck:
        if not w.discard:
            w.events.append(Event.make("no_draw", seat))
            return
        _refill(w)
    card = w.deck.pop()
    if card == LLAMAGEDON_CARD:
        w.events.append(Event.make("draw", seat, reveals=True, card=card))
        _show_llamagedon(w, seat)
        return
    w.hands[seat].append(card)
    w.events.append(Event.make("draw", seat, secret={"card": card}, seen_by=(seat,), reveals=True))
    if card == SHELTER:
        _place_shelter_cards(w, seat)


def _show_llamagedon(w: Draft, seat: PlayerId) -> None:
    """The card is shown; every hand lays down its shelters; two more rounds follow this turn."""
    w.llamagedon_by = seat
    w.turns_left = 2 * w.num_players + 1
    w.events.append(Event.make("llamagedon", seat, turns=2 * w.num_players))
    for step in range(w.num_players):
        other = (seat + step) % w.num_players
        _place_shelter_cards(w, other)
        _forced_builds(w, other)


def _start_turn(w: Draft, seat: PlayerId) -> None:
    w.turn = seat
    w.turn_number += 1
    w.phase = Phase.MAIN
    w.events.append(Event.make("turn", seat, number=w.turn_number))
    _draw(w, seat)
    _place_shelter_cards(w, seat)


def _end_turn(w: Draft) -> None:
    """The hand limit is checked, the end may come, else the next seat's turn starts."""
    seat = w.turn
    hand = w.hands[seat]
    if w.hand_limit and len(hand) > hand_limit_of(w.num_players):
        rng = _rng(w)
        gone = rng.sample(sorted(hand), len(hand) - HAND_AFTER_PENALTY)
        _remove(hand, gone)
        w.discard.extend(gone)
        w.events.append(Event.make("hand_limit", seat, reveals=True, cards=tuple(sorted(gone)),
                                   limit=hand_limit_of(w.num_players)))
    if w.llamagedon_by is not None:
        w.turns_left -= 1
        if w.turns_left <= 0:
            w.phase = Phase.OVER
            result = _result(w.areas, w.hands)
            w.events.append(Event.make("game_over", None, reveals=True, winners=result.winners,
                                       scores=result.scores))
            return
    _start_turn(w, (seat + 1) % w.num_players)


def _resolve(w: Draft) -> None:
    """Everyone let the last card be: Blocks go to the discard pile, and the action takes
    effect when an even number of them were played."""
    first = w.chain[0]
    blocks = len(w.chain) - 1
    w.discard.extend(BLOCK for _ in range(blocks))
    w.chain = []
    w.lets = 0
    if blocks % 2 == 1:
        w.discard.extend(link_cards(first.action))
        w.events.append(Event.make("cancelled", first.seat, action=str(first.action), blocks=blocks))
    else:
        _effect(w, first.seat, first.action, blocks)
    _end_turn(w)


def _effect(w: Draft, seat: PlayerId, action: PlayedAction, blocks: int) -> None:
    if isinstance(action, Attack):
        shelter = w.areas[action.seat].pop(action.shelter)
        w.discard.append(ATTACK)
        w.discard.extend(shelter)
        w.events.append(Event.make("attack", seat, target=action.seat, index=action.shelter, shelter=shelter,
                                   blocks=blocks))
    elif isinstance(action, Steal):
        shelter = w.areas[action.seat].pop(action.shelter)
        w.areas[seat].append(shelter)
        w.discard.append(STEAL)
        w.events.append(Event.make("steal", seat, target=action.seat, index=action.shelter, shelter=shelter,
                                   blocks=blocks))
    elif isinstance(action, Swap):
        w.discard.append(SWAP)
        theirs = w.hands[action.seat]
        if not theirs:
            w.events.append(Event.make("swap", seat, target=action.seat, empty=True, blocks=blocks))
            return
        rng = _rng(w)
        taken = sorted(theirs)[rng.randrange(len(theirs))]
        theirs.remove(taken)
        w.hands[seat].remove(action.give)
        theirs.append(action.give)
        w.hands[seat].append(taken)
        w.events.append(Event.make("swap", seat, secret={"given": action.give, "taken": taken},
                                   seen_by=(seat, action.seat), reveals=True, target=action.seat,
                                   empty=False, blocks=blocks))
        if taken == SHELTER:
            _place_shelter_cards(w, seat)
    elif isinstance(action, DrawTwo):
        w.discard.append(DRAW2)
        w.events.append(Event.make("draw2", seat, blocks=blocks))
        for _ in range(2):
            _draw(w, seat)
    elif isinstance(action, Protect):
        w.areas[seat][action.shelter] = _shelter(w.areas[seat][action.shelter] + (PROTECT,))
        w.events.append(Event.make("protect", seat, index=action.shelter, blocks=blocks))
    elif isinstance(action, Recover):
        w.discard.remove(action.card)
        w.discard.extend(action.colours)
        if action.card == SHELTER:
            w.areas[seat].append((SHELTER,))
        else:
            w.hands[seat].append(action.card)
        w.events.append(Event.make("recover", seat, card=action.card, colours=action.colours,
                                   placed=action.card == SHELTER, blocks=blocks))


# --- Outcome ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Result:
    """Shelter counts, the two tie-break figures and the winners they give."""

    scores: tuple[int, ...]
    values: tuple[int, ...]
    symbols: tuple[int, ...]
    winners: tuple[PlayerId, ...]
    decided_by: str


def _result(areas: Sequence[Sequence[Shelter]], hands: Sequence[Sequence[Card]]) -> Result:
    """Most shelters wins; ties: the higher total shelter value, then fewest corner symbols
    in hand, then the tied players share the victory."""
    scores = tuple(len(a) for a in areas)
    values = tuple(sum(shelter_value(s) for s in a) for a in areas)
    symbols = tuple(corner_symbols(h) for h in hands)
    seats = list(range(len(scores)))
    best = max(scores)
    tied = [s for s in seats if scores[s] == best]
    decided = "shelters"
    if len(tied) > 1:
        top = max(values[s] for s in tied)
        tied = [s for s in tied if values[s] == top]
        decided = "values"
        if len(tied) > 1:
            fewest = min(symbols[s] for s in tied)
            tied = [s for s in tied if symbols[s] == fewest]
            decided = "symbols" if len(tied) == 1 else "shared"
    return Result(scores, values, symbols, tuple(tied), decided)


# --- Observation --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LlamagedonObservation:
    """What one seat may know: its hand, other hands as counts, every play area, the discard
    pile (face up), the deck's size but not its order, and the chain of a Block window (a
    pending Swap's given card hidden, except from its player)."""

    seat: PlayerId
    num_players: int
    hand_limit: bool
    phase: Phase
    turn: PlayerId
    turn_number: int
    current: PlayerId | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    areas: tuple[tuple[Shelter, ...], ...]
    discard: tuple[Card, ...]
    deck_size: int
    removed: tuple[Card, ...]
    lower_part: int
    llamagedon_by: PlayerId | None
    turns_left: int
    chain: tuple[Link, ...]
    lets: int


# --- The game -------------------------------------------------------------------------------


class LlamagedonGame:
    """Llamagedón, 2 to 5 players, 55 cards."""

    name = "llamagedon"
    title = "Llamagedón"
    player_counts = range(2, 6)
    options: tuple[Option, ...] = (
        Option("hand_limit", "Hand limit", HAND_LIMIT_ALWAYS_DISCOVERED, (True, False),
               "A player who ends their turn with more than 7 cards (9 with two players) "
               "discards at random down to 4."),
    )

    # Setup ------------------------------------------------------------------------------

    def new_game(self, num_players: int, seed: int, **options: Any) -> LlamagedonState:
        """Take out the Llamagedón card, shuffle, deal four each, put it in the lower half."""
        n = check_player_count(self, num_players)
        seed = check_seed(seed)
        opts = resolve_options(self, options)
        rng = seeded_rng(seed, 0)
        cards = [c for c in full_deck() if c != LLAMAGEDON_CARD]
        removed: tuple[Card, ...] = ()
        if n == 2:
            for _ in range(TWO_PLAYER_SHELTERS_REMOVED):
                cards.remove(SHELTER)
            removed = (SHELTER,) * TWO_PLAYER_SHELTERS_REMOVED
        rng.shuffle(cards)
        hands = [sorted(cards[-HAND_SIZE * (seat + 1):len(cards) - HAND_SIZE * seat]) for seat in range(n)]
        deck = cards[:len(cards) - HAND_SIZE * n]
        lower = len(deck) - len(deck) // 2
        deck.insert(rng.randrange(lower + 1), LLAMAGEDON_CARD)
        state = LlamagedonState(
            num_players=n, seed=seed, counter=1, hand_limit=bool(opts["hand_limit"]), phase=Phase.MAIN,
            turn=0, turn_number=0, hands=tuple(tuple(h) for h in hands), areas=((),) * n,
            deck=tuple(deck), discard=(), removed=removed, lower_part=lower + 1, llamagedon_by=None,
            turns_left=0,
        )
        w = Draft(state)
        w.events.append(Event.make("deal", None, reveals=True, hand_size=HAND_SIZE, removed=len(removed)))
        for seat in range(n):
            w.events.append(Event.make("dealt", seat, secret={"cards": tuple(hands[seat])}, seen_by=(seat,),
                                       reveals=True))
        _start_turn(w, 0)
        return w.freeze()

    def num_players(self, state: LlamagedonState) -> int:
        return state.num_players

    def current_player(self, state: LlamagedonState) -> PlayerId | None:
        if state.phase is Phase.MAIN:
            return state.turn
        if state.phase is Phase.BLOCK:
            return asked_seat(state)
        return None

    def is_over(self, state: LlamagedonState) -> bool:
        return state.phase is Phase.OVER

    # Legal actions -----------------------------------------------------------------------

    def can_block(self, state: LlamagedonState, seat: PlayerId) -> bool:
        """Whether ``seat`` holds a Block it may play now (a Block promised by a pending
        Swap is not free)."""
        held = state.hands[seat].count(BLOCK)
        first = state.chain[0] if state.chain else None
        if first is not None and first.seat == seat and isinstance(first.action, Swap) and first.action.give == BLOCK:
            held -= 1
        return held > 0

    def legal_actions(self, state: LlamagedonState) -> list[LlamagedonAction]:
        """Every decision of the seat asked now, in a stable order."""
        if state.phase is Phase.OVER:
            return []
        if state.phase is Phase.BLOCK:
            seat = asked_seat(state)
            return [BLOCK_ACTION, LET] if self.can_block(state, seat) else [LET]
        return self._main_actions(state)

    def _main_actions(self, state: LlamagedonState) -> list[LlamagedonAction]:
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

    def card_actions(self, state: LlamagedonState) -> dict[Card, list[LlamagedonAction]]:
        """For the table: each kind in the asked seat's hand and the legal actions that use it
        (a card whose list is empty cannot be played now)."""
        seat = self.current_player(state)
        if seat is None:
            return {}
        table: dict[Card, list[LlamagedonAction]] = {kind: [] for kind in sorted(set(state.hands[seat]))}
        for action in self.legal_actions(state):
            for kind in uses(action):
                if kind in table and action not in table[kind]:
                    table[kind].append(action)
        return table

    # Why an action is refused ------------------------------------------------------------

    def why_illegal(self, state: LlamagedonState, action: object) -> str | None:
        """None when ``action`` is legal now, else the reason in a player's words."""
        if state.phase is Phase.OVER:
            return "The game is over."
        if state.phase is Phase.BLOCK:
            if isinstance(action, Let):
                return None
            if isinstance(action, Block):
                seat = asked_seat(state)
                if self.can_block(state, seat):
                    return None
                if state.hands[seat].count(BLOCK):
                    return "Your only Block is the card you promised in your Swap."
                return "You hold no Block card: you can only let it be."
            return "A card is waiting to be blocked or let be: answer 'block' or 'let' first."
        if isinstance(action, (Block, Let)):
            return "There is nothing to block right now."
        return self._main_problem(state, action)

    def _main_problem(self, state: LlamagedonState, action: object) -> str | None:
        me = state.turn
        n = state.num_players
        hand = state.hands[me]
        counts = Counter(hand)
        if isinstance(action, Pass):
            return None
        if isinstance(action, Build):
            if action.colour not in RESOURCES or action.second not in (action.colour, WILD):
                return "A Built Shelter needs two Resources of one colour (a Wild counts as any)."
            need = Counter((action.colour, action.second))
            if any(counts[k] < v for k, v in need.items()):
                return f"You do not hold {_pair_words(action)}."
            return None
        if isinstance(action, Replace):
            shelter = _shelter_at(state, action.seat, action.shelter)
            if shelter is None:
                return "There is no such shelter."
            if WILD not in shelter:
                return "That shelter has no Wild in it."
            colour = wild_colour(shelter)
            if colour is None:
                return "A shelter of two Wilds has no colour to put in place of a Wild."
            if not counts[colour]:
                return f"You need {LABELS[colour]} to take that Wild."
            return None
        if isinstance(action, Recover):
            colours = action.colours
            if any(c not in RESOURCES for c in colours) or len(colours) != 3:
                return "The three-colours action needs three Resources."
            plain = [c for c in colours if c != WILD]
            if len(set(plain)) != len(plain):
                return "The three Resources must be of three different colours (a Wild counts as any)."
            if any(counts[k] < v for k, v in Counter(colours).items()):
                return "You do not hold those three Resources."
            if action.card not in KINDS or action.card not in state.discard:
                return f"There is no {NAMES.get(action.card, 'such card')} card in the discard pile."
            return None
        if isinstance(action, (Attack, Steal)):
            kind = ATTACK if isinstance(action, Attack) else STEAL
            verb = "attack" if kind == ATTACK else "steal"
            if not counts[kind]:
                return f"You hold no {NAMES[kind].capitalize()} card."
            if action.seat == me:
                return f"You cannot {verb} your own shelters."
            shelter = _shelter_at(state, action.seat, action.shelter)
            if shelter is None:
                return "There is no such shelter."
            if is_protected(shelter):
                return f"That shelter is protected: no one can {verb} it."
            return None
        if isinstance(action, Swap):
            if not counts[SWAP]:
                return "You hold no Swap card."
            if len(hand) == 1:
                return "A Swap cannot be played as your last card."
            if action.give not in counts or (action.give == SWAP and counts[SWAP] < 2):
                return "You can only give a card you hold besides the Swap."
            if action.seat == me or not 0 <= action.seat < n:
                return "Choose another player to swap with."
            if not state.hands[action.seat]:
                return "That player has no cards to swap."
            return None
        if isinstance(action, DrawTwo):
            return None if counts[DRAW2] else "You hold no Draw 2 card."
        if isinstance(action, Protect):
            if not counts[PROTECT]:
                return "You hold no Protect card."
            shelter = _shelter_at(state, me, action.shelter)
            if shelter is None:
                return "Protect goes on one of your own shelters."
            if is_protected(shelter):
                return "That shelter is already protected."
            return None
        return f"'{action}' is not a Llamagedón action."

    # Apply ------------------------------------------------------------------------------------

    def apply(self, state: LlamagedonState, action: LlamagedonAction) -> LlamagedonState:
        """A new state after ``action``; ``state`` is never changed.

        :raises IllegalActionError: with the reason, when the action is not legal now.
        """
        problem = self.why_illegal(state, action)
        if problem is not None:
            raise IllegalActionError(problem)
        w = Draft(state)
        seat = self.current_player(state)
        assert seat is not None
        if SHELTER_PLACED_WHEN_OWNER_ACTS and SHELTER in w.hands[seat]:
            _place_shelter_cards(w, seat)
        if isinstance(action, Let):
            w.lets += 1
            w.events.append(Event.make("let", seat))
            if w.lets == w.num_players:
                _resolve(w)
        elif isinstance(action, Block):
            w.hands[seat].remove(BLOCK)
            w.chain.append(Link(seat, action))
            w.lets = 0
            w.events.append(Event.make("block", seat, depth=len(w.chain) - 1,
                                       against=w.chain[-2].seat))
        elif isinstance(action, Pass):
            w.events.append(Event.make("pass", seat))
            _end_turn(w)
        elif isinstance(action, Build):
            _remove(w.hands[seat], (action.colour, action.second))
            shelter = _shelter((action.colour, action.second))
            w.areas[seat].append(shelter)
            w.events.append(Event.make("build", seat, shelter=shelter, index=len(w.areas[seat]) - 1, forced=False))
        elif isinstance(action, Replace):
            old = w.areas[action.seat][action.shelter]
            colour = wild_colour(old)
            assert colour is not None
            cards = list(old)
            cards.remove(WILD)
            cards.append(colour)
            w.areas[action.seat][action.shelter] = _shelter(cards)
            w.hands[seat].remove(colour)
            w.hands[seat].append(WILD)
            w.events.append(Event.make("replace", seat, target=action.seat, index=action.shelter, colour=colour))
        else:
            _remove(w.hands[seat], link_cards(action))
            w.chain = [Link(seat, action)]
            w.lets = 0
            w.phase = Phase.BLOCK
            public = _public_action(action, None)
            secret = {"action": str(action)} if isinstance(action, Swap) else None
            w.events.append(Event.make("play", seat, secret=secret, seen_by=(seat,), action=str(public),
                                       cards=link_cards(action)))
        return w.freeze()

    # Ending -------------------------------------------------------------------------------------

    def outcome(self, state: LlamagedonState) -> Outcome:
        """Shelters as scores; ties broken by shelter values, then corner symbols in hand."""
        if state.phase is not Phase.OVER:
            raise GameNotOverError("The game is not over yet.")
        result = self.result(state)
        reasons = {
            "shelters": "Most shelters wins.",
            "values": "Tied on shelters: the more valuable shelters win.",
            "symbols": "Tied on shelters and values: the fewest corner symbols in hand win.",
            "shared": "Tied on shelters, values and corner symbols: the victory is shared.",
        }
        return Outcome(result.scores, result.winners, reason=reasons[result.decided_by])

    def result(self, state: LlamagedonState) -> Result:
        """The scores and both tie-break figures of any position (as if it ended now)."""
        return _result(state.areas, state.hands)

    # Information ----------------------------------------------------------------------------

    def observation(self, state: LlamagedonState, seat: PlayerId) -> LlamagedonObservation:
        return LlamagedonObservation(
            seat=seat,
            num_players=state.num_players,
            hand_limit=state.hand_limit,
            phase=state.phase,
            turn=state.turn,
            turn_number=state.turn_number,
            current=self.current_player(state),
            hand=state.hands[seat],
            hand_sizes=tuple(len(h) for h in state.hands),
            areas=state.areas,
            discard=state.discard,
            deck_size=len(state.deck),
            removed=state.removed,
            lower_part=state.lower_part,
            llamagedon_by=state.llamagedon_by,
            turns_left=state.turns_left,
            chain=tuple(Link(link.seat, _public_action(link.action, seat if link.seat == seat else None))
                        for link in state.chain),
            lets=state.lets,
        )

    def determinize(self, observation: LlamagedonObservation, rng: random.Random) -> LlamagedonState:
        """A full state matching ``observation``: the unseen cards dealt at random to the
        other hands and the deck, the Llamagedón card (if not yet shown) somewhere in the
        deck's lower part, a fresh seed for the luck to come."""
        obs = observation
        pool = Counter(COUNTS)
        known: list[Card] = list(obs.hand) + list(obs.discard) + list(obs.removed)
        for area in obs.areas:
            for shelter in area:
                known.extend(shelter)
        for link in obs.chain:
            known.extend(link_cards(link.action))
        if obs.llamagedon_by is not None:
            known.append(LLAMAGEDON_CARD)
        pool.subtract(known)
        if obs.llamagedon_by is None:
            pool[LLAMAGEDON_CARD] -= 1
        if any(v < 0 for v in pool.values()):
            raise ValueError("The observation shows more cards of a kind than the box holds.")
        unseen = sorted(pool.elements())
        rng.shuffle(unseen)
        hands: list[tuple[Card, ...]] = []
        for seat, size in enumerate(obs.hand_sizes):
            if seat == obs.seat:
                hands.append(obs.hand)
            else:
                hands.append(tuple(sorted(unseen[:size])))
                del unseen[:size]
        deck = unseen
        for seat in range(obs.num_players):
            # A seat that has had a turn laid its Shelter cards down: none can be in its hand.
            if seat != obs.seat and obs.turn_number >= seat + 1 and SHELTER in hands[seat]:
                held = list(hands[seat])
                spare = [i for i, card in enumerate(deck) if card != SHELTER]
                while SHELTER in held and spare:
                    i = spare.pop(rng.randrange(len(spare)))
                    held[held.index(SHELTER)] = deck[i]
                    deck[i] = SHELTER
                hands[seat] = tuple(sorted(held))
        if obs.llamagedon_by is None:
            deck.insert(rng.randrange(max(1, min(obs.lower_part, len(deck) + 1))), LLAMAGEDON_CARD)
        if len(deck) != obs.deck_size:
            raise ValueError("The observation's card counts do not add up to 55.")
        chain = list(obs.chain)
        if chain and isinstance(chain[0].action, Swap) and chain[0].action.give == HIDDEN:
            first = chain[0]
            assert isinstance(first.action, Swap)
            options = sorted(c for c in hands[first.seat] if c != SHELTER)
            give = options[rng.randrange(len(options))] if options else BLOCK
            chain[0] = Link(first.seat, Swap(first.action.seat, give))
        return LlamagedonState(
            num_players=obs.num_players, seed=rng.getrandbits(48), counter=0, hand_limit=obs.hand_limit,
            phase=obs.phase, turn=obs.turn, turn_number=obs.turn_number, hands=tuple(hands), areas=obs.areas,
            deck=tuple(deck), discard=obs.discard, removed=obs.removed, lower_part=obs.lower_part,
            llamagedon_by=obs.llamagedon_by, turns_left=obs.turns_left, chain=tuple(chain), lets=obs.lets,
        )

    def events(self, state: LlamagedonState) -> tuple[Event, ...]:
        """What the ``apply`` (or the setup) that produced ``state`` did."""
        return state.last_events

    def describe(self, event: Event, narrator: Narrator) -> str:
        """The move-log sentence for ``event`` as ``narrator.viewer`` may know it."""
        return narrate.describe(event, narrator)

    def parse_action(self, text: str) -> LlamagedonAction:
        return parse_action(text)


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


def _public_action(action: PlayedAction, viewer_is_player: PlayerId | None) -> PlayedAction:
    """The action as others see it: a pending Swap's given card hidden from all but its player."""
    if isinstance(action, Swap) and viewer_is_player is None:
        return Swap(action.seat, HIDDEN)
    return action


def _shelter_at(state: LlamagedonState, seat: int, index: int) -> Shelter | None:
    if not 0 <= seat < state.num_players:
        return None
    area = state.areas[seat]
    return area[index] if 0 <= index < len(area) else None


def _pair_words(action: Build) -> str:
    if action.colour == WILD:
        return "two Wilds"
    if action.second == WILD:
        return f"{LABELS[action.colour]} and a Wild"
    return f"two {NAMES[action.colour]} Resources"


LLAMAGEDON = LlamagedonGame()
