"""The Llamagedón rules as pure functions over :class:`LlamagedonState`.

A turn: the turn player draws one card (automatic), Shelter cards drawn are placed at
once, then the player may build shelters and replace Wilds as often as they like, and
ends with one action or a pass. An action opens a Block window: every seat, in turn order
from the one after the last card played and ending with its player, is asked "block" or
"let", whether or not they hold a Block, so the order of questions never tells who holds
one. A Block restarts the questions; when everybody has let the last card be, the chain
resolves: an even number of Blocks leaves the action in force.

The steps of a turn live in ``turns``, legality in ``legality``; this module ties them
into the Game contract, with the observation and ``determinize``.

>>> state = LLAMAGEDON.new_game(3, seed=1)
>>> state.phase, LLAMAGEDON.current_player(state), len(state.hands[0]) + len(state.areas[0])
(<Phase.MAIN: 'main'>, 0, 5)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import (
    GAME_OVER,
    Event,
    Game,
    GameNotOverError,
    IllegalActionError,
    Narrator,
    Option,
    Outcome,
    PlayerId,
    Refusal,
    check_player_count,
    check_seed,
    first_player_option,
    first_seat,
    resolve_options,
    seeded_rng,
)
from . import legality, narrate, notation
from .actions import Block, Build, Let, LlamagedonAction, Pass, PlayedAction, Replace, Swap, parse_action
from .cards import (
    BLOCK,
    COUNTS,
    HAND_LIMIT_ALWAYS_DISCOVERED,
    HAND_SIZE,
    LLAMAGEDON_CARD,
    SHELTER,
    TWO_PLAYER_SHELTERS_REMOVED,
    WILD,
    Card,
    full_deck,
)
from .state import Draft, Link, LlamagedonState, Phase, Shelter
from .turns import (
    HIDDEN,
    SHELTER_PLACED_WHEN_OWNER_ACTS,
    Result,
    blocked_card,
    end_turn,
    final_result,
    link_cards,
    make_shelter,
    place_shelter_cards,
    remove_cards,
    resolve,
    start_turn,
    wild_colour,
)
from .words import WORDS

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


@dataclass(frozen=True, slots=True)
class LlamagedonOutcome(Outcome):
    """The outcome with the two tie-break figures, so the results can explain a tie."""

    values: tuple[int, ...] = ()
    symbols: tuple[int, ...] = ()
    decided_by: str = "shelters"

    def standing(self, seat: PlayerId) -> tuple[int, ...]:
        """Shelters, then the higher shelter value, then the fewer corner symbols in hand
        (the rulebook's tie-breaks, for every place)."""
        base = Outcome.standing(self, seat)
        value = -self.values[seat] if seat < len(self.values) else 0
        symbols = self.symbols[seat] if seat < len(self.symbols) else 0
        return (*base, value, symbols)


# --- The game -------------------------------------------------------------------------------


class LlamagedonGame(Game[LlamagedonState, LlamagedonAction, LlamagedonObservation]):
    """Llamagedón, 2 to 5 players, 55 cards."""

    name = "llamagedon"
    title = "Llamagedón"
    player_counts = range(2, 6)
    options: tuple[Option, ...] = (
        Option("hand_limit", "Hand limit", HAND_LIMIT_ALWAYS_DISCOVERED, (True, False),
               "On: end a turn over 7 cards (9 for two) and discard at random to 4."),
        first_player_option(1, "Who takes the first turn: a chosen seat (the best llama impression, say) or by lot."),
    )
    words = WORDS
    """Every sentence the game says, English and Japanese side by side by code."""
    event_kinds: frozenset[str] = frozenset({
        "deal", "dealt", "turn", "draw", "no_draw", "reshuffle", "llamagedon", "place", "build", "replace",
        "pass", "play", "block", "let", "cancelled", "attack", "steal", "swap", "draw2", "protect", "recover",
        "hand_limit", GAME_OVER,
    })
    """Every ``Event.kind`` the game emits (the last event of a game is ``GAME_OVER``)."""

    # Setup ------------------------------------------------------------------------------

    def new_game(self, num_players: int, seed: int, **options: Any) -> LlamagedonState:
        """Take out the Llamagedón card, shuffle, deal four each, put it in the lower half;
        the ``first_player`` seat (1 = the first seat, or "random") takes the first turn."""
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
        starter = first_seat(opts["first_player"], n, rng)  # after the deal: a chosen seat draws nothing
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
        start_turn(w, starter)
        return w.freeze()

    def num_players(self, state: LlamagedonState) -> int:
        return state.num_players

    def current_player(self, state: LlamagedonState) -> PlayerId | None:
        """The turn player, or the seat asked in a Block window (out of turn)."""
        return legality.current_player(state)

    def is_over(self, state: LlamagedonState) -> bool:
        return state.phase is Phase.OVER

    # Legal actions -------------------------------------------------------------------------

    def legal_actions(self, state: LlamagedonState) -> list[LlamagedonAction]:
        """Every decision of the seat asked now, in a stable order."""
        return legality.legal_actions(state)

    def refusal(self, state: LlamagedonState, action: object) -> Refusal | None:
        """None when ``action`` is legal now, else the reason as a code (see :data:`words`)."""
        return legality.refusal(state, action)

    def why_illegal(self, state: LlamagedonState, action: object) -> str | None:
        """None when ``action`` is legal now, else the reason in English."""
        reason = legality.refusal(state, action)
        return None if reason is None else WORDS.refusal(reason, "en")

    def can_block(self, state: LlamagedonState, seat: PlayerId) -> bool:
        """Whether ``seat`` holds a Block it may play now."""
        return legality.can_block(state, seat)

    def card_actions(self, state: LlamagedonState) -> dict[Card, list[LlamagedonAction]]:
        """For the table: each kind in the asked seat's hand and the legal actions using it."""
        return legality.card_actions(state)

    # Apply ------------------------------------------------------------------------------------

    def apply(self, state: LlamagedonState, action: LlamagedonAction) -> LlamagedonState:
        """A new state after ``action``; ``state`` is never changed.

        :raises IllegalActionError: with the reason, when the action is not legal now.
        """
        problem = legality.refusal(state, action)
        if problem is not None:
            raise IllegalActionError(WORDS.refusal(problem, "en"), problem)
        w = Draft(state)
        seat = self.current_player(state)
        assert seat is not None
        if SHELTER_PLACED_WHEN_OWNER_ACTS and SHELTER in w.hands[seat]:
            place_shelter_cards(w, seat)
        if isinstance(action, Let):
            w.lets += 1
            top = w.chain[-1]  # the seat whose card is on top answers last: it goes ahead with it
            w.events.append(Event.make("let", seat, own=True, card=blocked_card(top.action)) if top.seat == seat
                            else Event.make("let", seat))
            if w.lets == w.num_players:
                resolve(w)
        elif isinstance(action, Block):
            w.hands[seat].remove(BLOCK)
            w.chain.append(Link(seat, action))
            w.lets = 0
            w.events.append(Event.make("block", seat, depth=len(w.chain) - 1,
                                       against=w.chain[-2].seat, card=blocked_card(w.chain[-2].action)))
        elif isinstance(action, Pass):
            w.events.append(Event.make("pass", seat))
            end_turn(w)
        elif isinstance(action, Build):
            remove_cards(w.hands[seat], (action.colour, action.second))
            shelter = make_shelter((action.colour, action.second))
            w.areas[seat].append(shelter)
            w.events.append(Event.make("build", seat, shelter=shelter, index=len(w.areas[seat]) - 1, forced=False))
        elif isinstance(action, Replace):
            old = w.areas[action.seat][action.shelter]
            colour = wild_colour(old)
            assert colour is not None
            cards = list(old)
            cards.remove(WILD)
            cards.append(colour)
            w.areas[action.seat][action.shelter] = make_shelter(cards)
            w.hands[seat].remove(colour)
            w.hands[seat].append(WILD)
            w.events.append(Event.make("replace", seat, target=action.seat, index=action.shelter, colour=colour))
        else:
            remove_cards(w.hands[seat], link_cards(action))
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
        return LlamagedonOutcome(result.scores, result.winners, reason=reasons[result.decided_by],
                                 values=result.values, symbols=result.symbols, decided_by=result.decided_by)

    def describe_outcome(self, outcome: Outcome, narrator: Narrator) -> str:
        """How the winner was found, with the tie-break figures when a tie-break decided."""
        return narrate.describe_outcome(outcome, narrator)

    def result(self, state: LlamagedonState) -> Result:
        """The scores and both tie-break figures of any position (as if it ended now)."""
        return final_result(state.areas, state.hands)

    def scores(self, state: LlamagedonState) -> tuple[int, ...]:
        """Every seat's score now: its shelters (the score chart's numbers)."""
        return tuple(len(area) for area in state.areas)

    def round_ended(self, previous: LlamagedonState, state: LlamagedonState) -> bool:
        """Whether the move from ``previous`` to ``state`` closed a round of the score chart:
        seat 0 begins a turn again, or the game ended (it may end part-way through a round)."""
        new_round = state.turn_number > previous.turn_number and state.turn_number % state.num_players == 1
        return new_round or (state.phase is Phase.OVER and previous.phase is not Phase.OVER)

    # Text notation -------------------------------------------------------------------------

    def state_to_text(self, state: LlamagedonState) -> str:
        """The position as one line (see :mod:`.notation`)."""
        return notation.state_to_text(state)

    def state_from_text(self, text: str) -> LlamagedonState:
        """The position written by :meth:`state_to_text`; ValueError in words when it is damaged."""
        return notation.state_from_text(text)

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
        from .cards import PROTECT  # here: only this function changes while the words move

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
        # A Shelter card stays in a hand only until its owner decides anything (its turn, an
        # answer in a Block window) or the Llamagedón card is shown; no Shelter ever comes back
        # into a hand. Every window asks every seat, and each one that closed left a card on
        # the discard pile or a Protect on a shelter; a seat's own shelters are its decisions.
        window_closed = bool(obs.discard) or any(PROTECT in shelter for area in obs.areas for shelter in area)
        # In the open window, the seats asked after each card up to the next Block let it be.
        n = obs.num_players
        starter = (obs.turn - obs.turn_number + 1) % n  # turns go round from the first player
        answered = {link.seat for link in obs.chain}
        for before, after in zip(obs.chain, obs.chain[1:]):
            answered.update((before.seat + 1 + i) % n for i in range((after.seat - before.seat - 1) % n))
        if obs.chain:
            answered.update((obs.chain[-1].seat + 1 + i) % n for i in range(obs.lets))
        for seat in range(obs.num_players):
            decided = (obs.llamagedon_by is not None or window_closed or obs.turn_number >= (seat - starter) % n + 1
                       or bool(obs.areas[seat]) or seat in answered)
            if seat != obs.seat and decided and SHELTER in hands[seat]:
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

    def describe_together(self, events: Sequence[Event], narrator: Narrator) -> str | None:
        """One sentence for several seats letting a card be, in a row (None: said one by one)."""
        return narrate.describe_together(events, narrator)

    def told_when_closed(self, event: Event, phase: str | None) -> bool:
        """Whether ``event`` waits to be told until its Block window closes: a seat letting a
        card be while the window is still open (its answer, told at once, said who held no Block)."""
        return event.kind == "let" and phase == "block"

    def joins(self, previous: Event, event: Event) -> bool:
        """Whether the log tells ``event`` with the run ending at ``previous`` (a Draw 2's draws)."""
        return narrate.joins(previous, event)

    def parse_action(self, text: str) -> LlamagedonAction:
        return parse_action(text)


def _public_action(action: PlayedAction, viewer_is_player: PlayerId | None) -> PlayedAction:
    """The action as others see it: a pending Swap's given card hidden from all but its player."""
    if isinstance(action, Swap) and viewer_is_player is None:
        return Swap(action.seat, HIDDEN)
    return action


LLAMAGEDON = LlamagedonGame()


__all__ = ["HIDDEN", "LLAMAGEDON", "LlamagedonGame", "LlamagedonObservation", "LlamagedonOutcome", "Result", "link_cards"]
