"""The L.L.A.M.A. rules object: the contract's functions over :class:`~.state.LlamaState`.

``legal_actions`` and ``apply`` are the engine's hot path, tuned as docs/speed.md tells:
the state unpacked at once, the legal lists and turn order looked up, new states built by
one ``tuple.__new__``. Everything a player reads comes from :data:`~.words.WORDS`.

>>> state = LLAMA.new_game(4, seed=1)
>>> state.phase, state.current, len(state.hands[0])
(<Phase.PLAY: 'play'>, 0, 6)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import (
    GAME_OVER,
    RANDOM_SEAT,
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
    shared_winners,
)
from ..words import Phrasebook
from . import refusals
from .actions import (
    _LEGAL_NONE,
    _LEGAL_PLAY,
    _LEGAL_RETURN_BOTH,
    _LEGAL_RETURN_WHITE,
    ActionList,
    Draw,
    LlamaAction,
    PlayCard,
    Quit,
    ReturnChip,
    parse_action,
)
from .components import (
    _MIN_ACTIVE_TO_DRAW,
    _NEXT,
    BLACK_CHIP,
    COPIES_PER_VALUE,
    DEAL_FORMAT,
    DEAL_FORMATS,
    DECK,
    END_TOTAL,
    PLAYER_COUNTS,
    VALUES,
    WHITE_CHIP,
)
from .events import EVENT_KINDS, _event
from .notation import state_to_text
from .observation import LlamaObservation, _round_moves
from .positions import state_from_text
from .rounds import (
    _AFTER_QUIT,
    _DREW,
    _NEXT_SEAT,
    _NO_POINTS,
    _PLAYED,
    _QUITS,
    _after_round,
    _deal,
    _end_round,
    _shuffled,
)
from .state import OVER, PLAY, RETURN_CHIP, LlamaState, RoundResult, _make_state, _new_tuple, _Round
from .words import WORDS

_NO_DRAW = random.Random(0)
"""Handed to ``first_seat`` for a chosen seat, which draws nothing (never called)."""


class LlamaGame(Game[LlamaState, LlamaAction, LlamaObservation]):
    """The L.L.A.M.A. rules as pure functions over :class:`LlamaState`."""

    name = "llama"
    title = "L.L.A.M.A."
    player_counts = PLAYER_COUNTS
    event_kinds: frozenset[str] = EVENT_KINDS
    words: Phrasebook = WORDS
    options: tuple[Option, ...] = (
        # The rulebook gives the first round to the youngest: seat 1 by default (seat them
        # there), and existing saves, which name no first player, replay unchanged.
        first_player_option(1, "Who leads the first round: a chosen seat (the youngest, say) or by lot."),
        # Never shown: a saved game names the shuffle it was dealt with (see DEAL_FORMAT).
        Option("deal", "Shuffle", DEAL_FORMAT, DEAL_FORMATS, offered=False),
    )

    def new_game(self, num_players: int, seed: int, **options: Any) -> LlamaState:
        """Deal round 1; the ``first_player`` seat (the youngest player) starts it.

        :raises ValueError: in words, for a player count, seed or option the game does not take.
        """
        if not options and num_players.__class__ is int and seed.__class__ is int and 2 <= num_players <= 6:
            # Every playout's case (a valid count and seed, the default options): seat 1
            # leads, today's shuffle deals; nothing to check or resolve.
            return _deal(num_players, seed, 1, 0, _NO_POINTS[num_players], None, (), DEAL_FORMAT)
        check_player_count(self, num_players)
        check_seed(seed)
        # No options given: the defaults, resolved once.
        opts = resolve_options(self, options) if options else _DEFAULT_OPTIONS
        # Counter 0: the deals use the round numbers 1, 2, ... as their counters. Seeding a
        # generator costs a quarter of a deal: only a seat drawn by lot needs one.
        choice = opts["first_player"]
        rng = seeded_rng(seed, 0) if choice == RANDOM_SEAT else _NO_DRAW
        starter = first_seat(choice, num_players, rng)
        return _deal(num_players, seed, 1, starter, (0,) * num_players, None, (), opts["deal"])

    def num_players(self, state: LlamaState) -> int:
        return state[6].num_players

    def current_player(self, state: LlamaState) -> PlayerId | None:
        return state[1]

    def is_over(self, state: LlamaState) -> bool:
        return state[0] is OVER

    def legal_actions(self, state: LlamaState) -> ActionList:
        """Plays (same value, then one higher), draw, quit; or the chip return choices.

        A shared read-only tuple that equals the list of the same actions (``list(...)`` for
        one to change)."""
        cur: PlayerId  # a seat in both phases with choices; only OVER has None
        phase, cur, hands, quit, discard, pile, r, _ = state  # type: ignore[assignment]
        if phase is PLAY:
            hand = hands[cur]
            top = discard[-1]
            index = top * 8
            if top in hand:
                index += 4
            if _NEXT[top] in hand:
                index += 2
            if pile and quit.count(False) >= _MIN_ACTIVE_TO_DRAW:
                index += 1
            return _LEGAL_PLAY[index]
        if phase is RETURN_CHIP:
            if r.totals[cur] >= BLACK_CHIP:
                return _LEGAL_RETURN_BOTH
            return _LEGAL_RETURN_WHITE
        return _LEGAL_NONE

    def apply(self, state: LlamaState, action: LlamaAction, seat: PlayerId | None = None) -> LlamaState:
        """The state after ``action``; ``state`` is left unchanged.

        ``seat``, when given, is who tries to act: anyone but the current player is refused.

        :raises IllegalActionError: with the reason, in a player's words.
        """
        # The hot path of every playout: the fields unpacked at once, no generic checks,
        # new states built by one tuple.__new__ call.
        cur: PlayerId  # a seat in both phases with choices; only OVER has None
        phase, cur, hands, quit, discard, pile, r, _ = state  # type: ignore[assignment]
        if seat is not None and seat != cur:
            refused = self.refusal(state, action, seat) or refusals.NOT_YOUR_TURN
            raise IllegalActionError(WORDS.refusal(refused), refused)
        kind = action.__class__
        if phase is PLAY:
            hand = hands[cur]
            if kind is PlayCard:
                v = action.value  # type: ignore[union-attr]
                top = discard[-1]
                if (v == top or v == _NEXT[top]) and v in hand:
                    i = hand.index(v)
                    new_hands = list(hands)
                    new_hands[cur] = new_hand = hand[:i] + hand[i + 1:]
                    if not new_hand:
                        # An emptied hand ends the round at once: nobody else moves.
                        return _end_round(tuple(new_hands), quit, discard + (v,), pile, r, cur, cur,
                                          _PLAYED[cur][v])
                    return _new_tuple(LlamaState, (PLAY, _NEXT_SEAT[quit][cur], tuple(new_hands), quit,
                                                   discard + (v,), pile, r, _PLAYED[cur][v]))
            elif kind is Draw:
                if pile and quit.count(False) >= _MIN_ACTIVE_TO_DRAW:
                    card = pile[-1]
                    grown = list(hand)
                    grown.append(card)
                    grown.sort()
                    new_hands = list(hands)
                    new_hands[cur] = tuple(grown)
                    return _new_tuple(LlamaState, (PLAY, _NEXT_SEAT[quit][cur], tuple(new_hands), quit,
                                                   discard, pile[:-1], r, _DREW[cur][card]))
            elif kind is Quit:
                quit, after = _AFTER_QUIT[quit][cur]
                if after is None:
                    return _end_round(hands, quit, discard, pile, r, cur, None, _QUITS[cur])
                return _new_tuple(LlamaState, (PLAY, after, hands, quit, discard, pile, r, _QUITS[cur]))
        elif phase is RETURN_CHIP and kind is ReturnChip:
            points = action.points  # type: ignore[union-attr]
            total = r.totals[cur]
            if (points == BLACK_CHIP and total >= BLACK_CHIP) or (points == WHITE_CHIP and total >= WHITE_CHIP):
                totals = list(r.totals)
                totals[cur] -= points
                new_totals = tuple(totals)
                old = r.last_round
                assert old is not None
                result = RoundResult(old.ender, old.emptied, old.hands, old.penalties, points, new_totals, old.round)
                return _after_round(hands, quit, discard, pile, r, new_totals, result, (("return_chip", cur, points),))
        refused = self.refusal(state, action, seat) or Refusal.make("not_possible_now", action=str(action))
        raise IllegalActionError(WORDS.refusal(refused), refused)

    def refusal(self, state: LlamaState, action: object, seat: PlayerId | None = None) -> Refusal | None:
        """Why ``action`` is refused now, as a code and values; None when it is legal.

        ``seat``, when given, is who tries it: anyone but the current player is refused."""
        return refusals.refusal(state, action, seat, self.legal_actions)

    def why_illegal(self, state: LlamaState, action: object, seat: PlayerId | None = None) -> str | None:
        """The reason ``action`` is refused now, in English words; None when it is legal."""
        refused = self.refusal(state, action, seat)
        return None if refused is None else WORDS.refusal(refused, "en")

    def outcome(self, state: LlamaState) -> Outcome:
        """Totals as scores (lower is better); every seat with the lowest total wins."""
        if state.phase != OVER:
            raise GameNotOverError(WORDS.say("not_over", "en"))
        totals = state.totals
        winners = shared_winners(totals, lower_is_better=True)
        reached = [seat for seat, t in enumerate(totals) if t >= END_TOTAL]
        reason = WORDS.say("outcome.reason", "en", {"reached": tuple(reached)})
        return Outcome(totals, winners, lower_is_better=True, reason=reason)

    def describe_outcome(self, outcome: Outcome, narrator: Narrator) -> str:
        """Why the game ended, by name: "Carlos reached 40 points." (results screen)."""
        reached = tuple(seat for seat, total in enumerate(outcome.scores) if total >= END_TOTAL)
        return WORDS.say("outcome.reached", narrator.language, {"reached": reached}, narrator)

    def observation(self, state: LlamaState, seat: PlayerId, moves: tuple[int, ...] = ()) -> LlamaObservation:
        """What ``seat`` may know of ``state`` (``moves``: the round's, if the caller watched them)."""
        r = state._r
        return LlamaObservation(
            seat=seat,
            num_players=r.num_players,
            round=r.round,
            phase=state.phase,
            current=state.current,
            hand=state.hands[seat],
            hand_sizes=tuple(len(h) for h in state.hands),
            quit=state.quit,
            discard_top=state.discard[-1],
            discard_size=len(state.discard),
            draw_size=len(state.draw_pile),
            totals=r.totals,
            round_starter=r.round_starter,
            last_round=r.last_round,
            discard=state.discard,
            moves=moves,
        )

    def watched_observation(self, history: Sequence[LlamaState], seat: PlayerId) -> LlamaObservation:
        """The observation of the last position in ``history``, with the round's ``moves``
        read from the positions since the deal (a card more on the discard: played; a card
        more in the mover's hand: drew; neither: quit)."""
        state = history[-1]
        return self.observation(state, seat, _round_moves(history) if state.phase is PLAY else ())


    def determinize(self, observation: LlamaObservation, rng: random.Random,
                    hands: Mapping[PlayerId, tuple[int, ...]] | None = None) -> LlamaState:
        """A state matching ``observation``: unseen cards dealt at random, a fresh seed.

        The unseen cards are the 56 minus the own hand and the discard pile (and, once a
        round is scored, minus the hands it revealed). The seed is drawn from ``rng`` so
        that the later deals are not the real game's either. ``hands`` gives some rivals'
        hands outright (a bot's reading of the round); they must fit the unseen cards.
        """
        if hands:
            return self._determinize_with(observation, rng, hands)
        obs = observation
        revealed = obs.phase != PLAY and obs.last_round is not None
        known: list[int] = list(obs.discard) + list(obs.hand)
        if revealed:
            assert obs.last_round is not None
            for seat, h in enumerate(obs.last_round.hands):
                if seat != obs.seat:
                    known.extend(h)
        counts = dict.fromkeys(VALUES, COPIES_PER_VALUE)
        for card in known:
            counts[card] -= 1
        if min(counts.values()) < 0:
            raise ValueError("The observation shows more copies of a card than the deck holds.")
        unseen = [v for v in VALUES for _ in range(counts[v])]
        hidden_sizes = 0 if revealed else sum(n for seat, n in enumerate(obs.hand_sizes) if seat != obs.seat)
        if len(unseen) != hidden_sizes + obs.draw_size:
            raise ValueError("The observation's card counts do not add up to 56.")
        cards = list(_shuffled(rng, unseen))
        dealt: list[tuple[int, ...]] = []
        for seat, size in enumerate(obs.hand_sizes):
            if seat == obs.seat:
                dealt.append(obs.hand)
            elif revealed:
                assert obs.last_round is not None
                dealt.append(obs.last_round.hands[seat])
            else:
                dealt.append(tuple(sorted(cards[:size])))
                del cards[:size]
        r = _Round(obs.num_players, obs.round, rng.getrandbits(48), obs.totals, obs.round_starter,
                   obs.last_round, DEAL_FORMAT)
        return _make_state(obs.phase, obs.current, tuple(dealt), obs.quit, obs.discard, tuple(cards), r, ())

    def _determinize_with(self, observation: LlamaObservation, rng: random.Random,
                          given: Mapping[PlayerId, tuple[int, ...]]) -> LlamaState:
        """``determinize`` with the hands in ``given`` dealt as they are (during a round)."""
        obs = observation
        if obs.phase is not PLAY:
            raise ValueError("Hands can be given only while a round is being played.")
        counts = Counter(DECK)
        counts.subtract(obs.discard)
        counts.subtract(obs.hand)
        for seat, hand in given.items():
            if seat == obs.seat or not 0 <= seat < obs.num_players or len(hand) != obs.hand_sizes[seat]:
                raise ValueError(f"A hand of {len(hand)} cards cannot be seat {seat + 1}'s.")
            counts.subtract(hand)
        if min(counts.values()) < 0:
            raise ValueError("The given hands hold cards that are not unseen.")
        cards = list(_shuffled(rng, [v for v in VALUES for _ in range(counts[v])]))
        hands: list[tuple[int, ...]] = []
        for seat, size in enumerate(obs.hand_sizes):
            if seat == obs.seat:
                hands.append(obs.hand)
            elif seat in given:
                hands.append(tuple(sorted(given[seat])))
            else:
                hands.append(tuple(sorted(cards[:size])))
                del cards[:size]
        if len(cards) != obs.draw_size:
            raise ValueError("The observation's card counts do not add up to 56.")
        r = _Round(obs.num_players, obs.round, rng.getrandbits(48), obs.totals, obs.round_starter,
                   obs.last_round, DEAL_FORMAT)
        return _make_state(obs.phase, obs.current, tuple(hands), obs.quit, obs.discard, tuple(cards), r, ())

    def events(self, state: LlamaState) -> tuple[Event, ...]:
        """What the ``apply`` that produced ``state`` did (the deal, for a new game)."""
        return tuple(_event(raw) for raw in state._events)

    def describe(self, event: Event, narrator: Narrator) -> str:
        """The move-log sentence for ``event`` ("You draw a 4." / "Ann draws a card.")."""
        kind, seat = event.kind, event.seat
        if kind not in EVENT_KINDS:
            return WORDS.say("log.unknown", narrator.language, {"kind": kind})
        values: dict[str, Any] = dict(event.data)
        if kind != GAME_OVER and kind != "round_end":
            assert seat is not None, f"a '{kind}' event names its player"
            values["seat"] = seat
        if kind == "draw":
            values["card"] = event.get("card") if event.sees_secret(narrator.viewer) else None
        return WORDS.say("log." + kind, narrator.language, values, narrator)

    def parse_action(self, text: str) -> LlamaAction:
        """ "play 3", "play llama", "draw", "quit", "return 10", "return 1"."""
        return parse_action(text)

    # --- One shape for every engine: scores, rounds, the text form ---------------------------

    def scores(self, state: LlamaState) -> tuple[int, ...]:
        """Every seat's points held now (lower is better): the score chart's figures."""
        return state[6].totals

    def round_ended(self, previous: LlamaState, state: LlamaState) -> bool:
        """Whether the move from ``previous`` to ``state`` settled a round (its chip returned):
        the next round is dealt, or the game ends."""
        for raw in state[7]:
            if raw[0] == GAME_OVER or (raw[0] == "deal" and state[6].round > previous[6].round):
                return True
        return False

    def state_to_text(self, state: LlamaState) -> str:
        """The one-line text form of a position (see :mod:`.notation`)."""
        return state_to_text(state)

    def state_from_text(self, text: str) -> LlamaState:
        """The position written by :meth:`state_to_text`; a damaged text raises ValueError in words."""
        return state_from_text(text)


LLAMA = LlamaGame()

_DEFAULT_OPTIONS: dict[str, Any] = resolve_options(LLAMA, {})
"""The options as resolved when none are given (every playout's ``new_game``); only read."""
