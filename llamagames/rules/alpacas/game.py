"""Llamas & Alpacas: take cards from a row (paying treats to skip), score lines of three.

States are frozen dataclasses of tuples; ``apply`` builds a new one. The only hidden
information is the order of the draw pile and the seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
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
    resolve_options,
    seeded_rng,
    shared_winners,
)
from ..languages import join_sentences
from .actions import (
    PASS,
    PAY_2CARROT,
    PAY_2CLOVER,
    PAY_CARROT,
    PAY_CLOVER,
    PAY_TREATS,
    AlpacasAction,
    Move,
    Pass,
    PlaceStart,
    Take,
    paid_treats,
    parse_action,
)
from .components import (
    ALPACA,
    ANIMAL,
    BOARD_CELLS,
    DECK_SIZE,
    END_SCORE,
    IS_STAR,
    IS_WILD,
    LLAMA,
    MAX_TREATS,
    ROW_SIZE,
    START_CARROTS,
    START_CLOVERS,
    wild_choices,
)
from .notation import state_from_text, state_to_text
from .scoring import completed_lines, needs_wild_choice, score_placement
from .state import PLAYER_COUNTS, AlpacasObservation, AlpacasState, BoardCells, Phase, Treats
from .words import WORDS

# --- Readings where the rulebook is terse (components.md, "Readings", and our own) ---

DOUBLE_PAY_ONLY_WHEN_LACKING = True
"""Two of the other treat go onto a skipped card only while the right treat is lacking."""
OWNER_CHOOSES_LEFT_TREATS = True
"""Over the 10-treat cap, the player chooses which treats go onto the next card."""
PASS_WHEN_BOARD_FULL = True
"""Our reading: a player whose nine spaces are all filled can neither take nor move: they pass."""
FULL_BOARDS_TRIGGER_END = True
"""Our reading: when every board is full nobody can act again, so the end is triggered (the
round is finished by passes and the most points win)."""
REFILL_AFTER_SCORING = True
"""Our reading: the row is refilled after the taken card is placed and scored, so cards just
scored may come back in a reshuffle of an empty draw pile."""


# --- Helpers the table and the bots share ------------------------------------------------


def payment_options(skipped: Sequence[int], clovers: int, carrots: int) -> list[tuple[int, ...]]:
    """Every legal payment (one code per skipped card) for skipping ``skipped`` cards.

    Each skipped llama takes a clover and each alpaca a carrot; while the right treat is
    lacking, two of the other do instead. Which cards take the double payment is the
    player's choice when it is one. Empty when the treats held are not enough.
    """
    animals = [ANIMAL[c] for c in skipped]
    llamas = animals.count(LLAMA)
    alpacas = len(animals) - llamas
    plain = [PAY_CLOVER if a == LLAMA else PAY_CARROT for a in animals]
    if llamas <= clovers and alpacas <= carrots:
        return [tuple(plain)]
    if alpacas > carrots and llamas <= clovers:
        doubles, animal, code, spare = alpacas - carrots, ALPACA, PAY_2CLOVER, clovers - llamas
    elif llamas > clovers and alpacas <= carrots:
        doubles, animal, code, spare = llamas - clovers, LLAMA, PAY_2CARROT, carrots - alpacas
    else:
        return []
    if 2 * doubles > spare:
        return []
    positions = [i for i, a in enumerate(animals) if a == animal]
    options = []
    for chosen in combinations(positions, doubles):
        pay = list(plain)
        for i in chosen:
            pay[i] = code
        options.append(tuple(pay))
    return options


def skip_cost(state: AlpacasState | AlpacasObservation, index: int) -> list[tuple[int, ...]]:
    """The payments the current player may make to take row card ``index`` (0-based); an
    empty list when they cannot afford it. ``[()]`` for the first card (free)."""
    seat = state.current
    if seat is None or not 0 <= index < len(state.row):
        return []
    clovers, carrots = state.treats[seat]
    return payment_options(state.row[:index], clovers, carrots)


def leave_options(held: Treats) -> list[Treats]:
    """What may go onto the next card from ``held`` (after collecting): [(0, 0)] under the cap."""
    clovers, carrots = held
    excess = clovers + carrots - MAX_TREATS
    if excess <= 0:
        return [(0, 0)]
    return [(x, excess - x) for x in range(max(0, excess - carrots), min(clovers, excess) + 1)]


def empty_cells(board: BoardCells) -> list[int]:
    return [i for i in range(BOARD_CELLS) if board[i] is None]


def _with_card(board: BoardCells, cell: int, card: int) -> list[int | None]:
    cells = list(board)
    cells[cell] = card
    return cells


def wild_options(board: Sequence[int | None], cell: int) -> tuple[str | None, ...]:
    """The values an action placing the card on ``cell`` must name: the wild card's words when it
    completes a row and a column at once, else ``(None,)`` (nothing to name)."""
    if needs_wild_choice(board, cell):
        card = board[cell]
        assert card is not None
        return wild_choices(card)
    return (None,)


def _shuffled(rng: random.Random, cards: Sequence[int]) -> tuple[int, ...]:
    deck = list(cards)
    rng.shuffle(deck)
    return tuple(deck)


# Refusals without values, made once (``refusal`` runs on every drop a player tries).
_GAME_OVER = Refusal.make("game_over")
_PLACE_START_FIRST = Refusal.make("place_start_first")
_OFF_BOARD = Refusal.make("off_board")
_START_DONE = Refusal.make("start_done")
_PASS_NOT_FULL = Refusal.make("pass_not_full")
_BOARD_FULL = Refusal.make("board_full")
_FIRST_IS_FREE = Refusal.make("first_is_free")
_BAD_PAYMENT_CODE = Refusal.make("bad_payment_code")
_DOUBLE_NOT_NEEDED = Refusal.make("double_not_needed")
_WILD_NOT_NEEDED = Refusal.make("wild_not_needed")


# --- The turn being built -----------------------------------------------------------------


class _Turn:
    """Mutable working copy of a state during one ``apply``; ``freeze`` makes the new state."""

    def __init__(self, state: AlpacasState) -> None:
        self.s = state
        self.counter = state.counter
        self.row = list(state.row)
        self.row_treats: list[Treats] = list(state.row_treats)
        self.pile = list(state.pile)
        self.discard = list(state.discard)
        self.boards = list(state.boards)
        self.treats = list(state.treats)
        self.scores = list(state.scores)
        self.events: list[Event] = []

    def reshuffle_if_empty(self) -> None:
        """An empty draw pile is made again from the shuffled discard pile."""
        if not self.pile and self.discard:
            self.pile = list(_shuffled(seeded_rng(self.s.seed, self.counter), self.discard))
            self.counter += 1
            self.events.append(Event.make("reshuffle", None, reveals=True, cards=len(self.pile)))
            self.discard = []

    def draw_to_row(self, treats: Treats = (0, 0)) -> None:
        self.reshuffle_if_empty()
        if not self.pile:  # unreachable with 80 cards and at most 36 on boards
            return
        card = self.pile.pop(0)
        self.row.append(card)
        self.row_treats.append(treats)
        self.events.append(Event.make("draw", None, reveals=True, card=card, treats=treats))
        self.reshuffle_if_empty()

    def score(self, seat: PlayerId, cell: int, wild: str | None) -> None:
        board = self.boards[seat]
        results = score_placement(board, cell, wild)
        if not results:
            return
        scored_cells = sorted({i for line, pts in results if pts for i in line})
        points = sum(pts for _, pts in results)
        cards = tuple(board[i] for i in scored_cells)
        self.events.append(Event.make(
            "score" if points else "no_score", seat,
            lines=tuple(line for line, _ in results), line_points=tuple(p for _, p in results),
            points=points, cards=cards, wild=wild, cell=cell,
        ))
        if points:
            cells = list(board)
            for i in scored_cells:
                cells[i] = None
            self.boards[seat] = tuple(cells)
            self.discard.extend(c for c in cards if c is not None)
            self.scores[seat] += points

    def freeze(self, phase: Phase, current: PlayerId | None, turns: tuple[int, ...], triggered: bool,
               start_cards: tuple[int | None, ...] | None = None) -> AlpacasState:
        s = self.s
        return AlpacasState(
            s.num_players, s.seed, self.counter, phase, current, s.first, tuple(self.row),
            tuple(self.row_treats), tuple(self.pile), tuple(self.discard), tuple(self.boards),
            tuple(self.treats), tuple(self.scores), turns, s.start_cards if start_cards is None else start_cards,
            triggered, tuple(self.events),
        )


# --- The game -------------------------------------------------------------------------------


def broken_place_ties(outcome: Outcome) -> list[tuple[int, tuple[PlayerId, ...]]]:
    """The ties on points among the seats below the winners that the treats broke: (points,
    the tied seats, best placed first), best points first."""
    losers = [seat for seat in outcome.ranking() if seat not in outcome.winners]
    ties: list[tuple[int, tuple[PlayerId, ...]]] = []
    for points in sorted({outcome.scores[seat] for seat in losers}, reverse=True):
        tied = tuple(seat for seat in losers if outcome.scores[seat] == points)
        if len(tied) > 1 and len({outcome.place(seat) for seat in tied}) > 1:
            ties.append((points, tied))
    return ties


@dataclass(frozen=True, slots=True)
class AlpacasOutcome(Outcome):
    """The outcome with the treats each seat held, the rulebook's tie-break on points."""

    treats: tuple[int, ...] = ()

    def standing(self, seat: PlayerId) -> tuple[int, ...]:
        """Points, then the most treats: a tie for second place is broken as one for first."""
        held = self.treats[seat] if seat < len(self.treats) else 0
        return (*Outcome.standing(self, seat), -held)


class AlpacasGame(Game[AlpacasState, AlpacasAction, AlpacasObservation]):
    """The Llamas & Alpacas rules as pure functions over :class:`AlpacasState`."""

    name = "alpacas"
    title = "Llamas & Alpacas"
    player_counts = PLAYER_COUNTS
    options: tuple[Option, ...] = ()
    words = WORDS
    """Every sentence the game says, English and Japanese (:mod:`.words`)."""
    event_kinds: frozenset[str] = frozenset({
        "setup", "start", "take", "move", "score", "no_score", "draw", "reshuffle", "pass",
        "end_triggered", GAME_OVER,
    })
    """Every ``Event.kind`` ``new_game`` and ``apply`` emit; the last of a game is GAME_OVER."""

    # Setup ------------------------------------------------------------------------------

    def new_game(self, num_players: int, seed: int, **options: Any) -> AlpacasState:
        """Shuffle, lay out the row, draw each seat a non-wild starting card, pick the first player."""
        n = check_player_count(self, num_players)
        seed = check_seed(seed)
        resolve_options(self, options)
        counter = 0
        deck = list(_shuffled(seeded_rng(seed, counter), range(DECK_SIZE)))
        counter += 1
        row, pile = deck[:ROW_SIZE], deck[ROW_SIZE:]
        set_aside: list[int] = []
        start_cards: list[int | None] = []
        for _seat in range(n):
            card = pile.pop(0)
            while IS_WILD[card]:
                set_aside.append(card)
                card = pile.pop(0)
            start_cards.append(card)
        if set_aside:
            pile = list(_shuffled(seeded_rng(seed, counter), pile + set_aside))
            counter += 1
        first = seeded_rng(seed, counter).randrange(n)
        counter += 1
        event = Event.make("setup", None, reveals=True, first=first, row=tuple(row),
                           start_cards=tuple(start_cards), wilds_returned=tuple(set_aside))
        return AlpacasState(
            n, seed, counter, Phase.SETUP, first, first, tuple(row), ((0, 0),) * ROW_SIZE, tuple(pile), (),
            ((None,) * BOARD_CELLS,) * n, ((START_CLOVERS, START_CARROTS),) * n, (0,) * n, (0,) * n,
            tuple(start_cards), False, (event,),
        )

    # Queries -------------------------------------------------------------------------------

    def num_players(self, state: AlpacasState) -> int:
        return state.num_players

    def current_player(self, state: AlpacasState) -> PlayerId | None:
        return state.current

    def is_over(self, state: AlpacasState) -> bool:
        return state.phase is Phase.OVER

    def events(self, state: AlpacasState) -> tuple[Event, ...]:
        return state.last_events

    def scores(self, state: AlpacasState) -> tuple[int, ...]:
        """Every seat's points on the score track now."""
        return tuple(state.scores)

    def round_ended(self, previous: AlpacasState, state: AlpacasState) -> bool:
        """Whether the move from ``previous`` to ``state`` gave every seat one more turn (the
        score chart's step; the game always ends on one)."""
        return min(state.turns) > min(previous.turns)

    def state_to_text(self, state: AlpacasState) -> str:
        """The position as one line of text (:mod:`.notation`)."""
        return state_to_text(state)

    def state_from_text(self, text: str) -> AlpacasState:
        """The position :meth:`state_to_text` wrote; ValueError in words for a damaged text."""
        return state_from_text(text)

    def parse_action(self, text: str) -> AlpacasAction:
        return parse_action(text)

    def legal_actions(self, state: AlpacasState) -> list[AlpacasAction]:
        """Setup: the 9 cells. Play: takes (row order, payments, cells, leftovers, wild values),
        then moves (from, to, wild values); ``pass`` only when neither is possible."""
        seat = state.current
        if seat is None:
            return []
        board = state.boards[seat]
        if state.phase is Phase.SETUP:
            return [PlaceStart(c) for c in range(BOARD_CELLS)]
        empty = empty_cells(board)
        if not empty:
            return [PASS]
        actions: list[AlpacasAction] = []
        clovers, carrots = state.treats[seat]
        for index, card in enumerate(state.row):
            got = state.row_treats[index]
            placed = [(cell, _with_card(board, cell, card)) for cell in empty]
            for pay in payment_options(state.row[:index], clovers, carrots):
                spent = paid_treats(pay)
                held = (clovers - spent[0] + got[0], carrots - spent[1] + got[1])
                leaves = leave_options(held)
                for cell, cells in placed:
                    wilds = wild_options(cells, cell) if IS_WILD[card] else (None,)
                    for leave in leaves:
                        for wild in wilds:
                            actions.append(Take(index, cell, pay, leave, wild))
        for src in range(BOARD_CELLS):
            moved = board[src]
            if moved is None:
                continue
            for dst in empty:
                if IS_WILD[moved]:
                    cells = list(board)
                    cells[src] = None
                    cells[dst] = moved
                    for wild in wild_options(cells, dst):
                        actions.append(Move(src, dst, wild))
                else:
                    actions.append(Move(src, dst))
        return actions

    # Refusals --------------------------------------------------------------------------------

    def refusal(self, state: AlpacasState, action: object) -> Refusal | None:
        """None when ``action`` is legal now, else why not as a code and values (see :mod:`.words`)."""
        seat = state.current
        if state.phase is Phase.OVER or seat is None:
            return _GAME_OVER
        board = state.boards[seat]
        if state.phase is Phase.SETUP:
            if not isinstance(action, PlaceStart):
                return _PLACE_START_FIRST
            if not 0 <= action.cell < BOARD_CELLS:
                return _OFF_BOARD
            return None
        if isinstance(action, PlaceStart):
            return _START_DONE
        empty = empty_cells(board)
        if isinstance(action, Pass):
            return _PASS_NOT_FULL if empty else None
        if not empty:
            return _BOARD_FULL
        if isinstance(action, Take):
            return self._take_problem(state, seat, action)
        if isinstance(action, Move):
            return self._move_problem(board, action)
        return Refusal.make("not_an_action", action=str(action))

    def why_illegal(self, state: AlpacasState, action: object) -> str | None:
        """None when ``action`` is legal now, else the reason in a player's words (English)."""
        refusal = self.refusal(state, action)
        return None if refusal is None else self.words.refusal(refusal, "en")

    def _take_problem(self, state: AlpacasState, seat: PlayerId, action: Take) -> Refusal | None:
        board = state.boards[seat]
        row = state.row
        if not 0 <= action.index < len(row):
            return Refusal.make("no_such_position", cards=len(row))
        if not 0 <= action.cell < BOARD_CELLS:
            return _OFF_BOARD
        if board[action.cell] is not None:
            return Refusal.make("cell_taken", cell=action.cell)
        skipped = row[:action.index]
        if len(action.pay) != len(skipped):
            if not skipped:
                return _FIRST_IS_FREE
            return Refusal.make("one_payment_each", position=action.index + 1, skipped=len(skipped))
        if any(not 0 <= p < 4 for p in action.pay):
            return _BAD_PAYMENT_CODE
        clovers, carrots = state.treats[seat]
        options = payment_options(skipped, clovers, carrots)
        if not options:
            return Refusal.make("cannot_afford", held=(clovers, carrots), skipped=len(skipped))
        if action.pay not in options:
            return self._payment_problem(skipped, action.pay, clovers, carrots, options)
        spent = paid_treats(action.pay)
        got = state.row_treats[action.index]
        held = (clovers - spent[0] + got[0], carrots - spent[1] + got[1])
        leaves = leave_options(held)
        if action.leave not in leaves:
            total = held[0] + held[1]
            if total <= MAX_TREATS:
                return Refusal.make("nothing_to_leave", total=total, limit=MAX_TREATS)
            excess = total - MAX_TREATS
            if sum(action.leave) != excess:
                return Refusal.make("leave_exactly", total=total, excess=excess, limit=MAX_TREATS)
            return Refusal.make("cannot_leave", held=held, left=action.leave)
        card = row[action.index]
        return self._wild_problem(_with_card(board, action.cell, card), action.cell, action.wild)

    @staticmethod
    def _payment_problem(skipped: Sequence[int], pay: Sequence[int], clovers: int, carrots: int,
                         options: list[tuple[int, ...]]) -> Refusal:
        for position, (card, code) in enumerate(zip(skipped, pay), start=1):
            animal = ANIMAL[card]
            if animal == LLAMA and code in (PAY_CARROT, PAY_2CLOVER):
                return Refusal.make("llama_takes_clover", position=position)
            if animal == ALPACA and code in (PAY_CLOVER, PAY_2CARROT):
                return Refusal.make("alpaca_takes_carrot", position=position)
        spent = paid_treats(pay)
        if spent[0] > clovers or spent[1] > carrots:
            return Refusal.make("payment_too_dear", need=spent, held=(clovers, carrots))
        if any(p in (PAY_2CLOVER, PAY_2CARROT) for p in pay):
            return _DOUBLE_NOT_NEEDED
        return Refusal.make("payment_mismatch", options=tuple(options[:3]))

    @staticmethod
    def _wild_problem(cells: Sequence[int | None], cell: int, wild: str | None) -> Refusal | None:
        card = cells[cell]
        assert card is not None
        if needs_wild_choice(cells, cell):
            choices = wild_choices(card)
            if wild is None:
                return Refusal.make("wild_name_one", digits=IS_STAR[card], choices=choices)
            if wild not in choices:
                return Refusal.make("wild_takes", digits=IS_STAR[card], choices=choices)
            return None
        if wild is not None:
            return _WILD_NOT_NEEDED
        return None

    def _move_problem(self, board: BoardCells, action: Move) -> Refusal | None:
        if not (0 <= action.src < BOARD_CELLS and 0 <= action.dst < BOARD_CELLS):
            return _OFF_BOARD
        card = board[action.src]
        if card is None:
            return Refusal.make("no_card_to_move", cell=action.src)
        if action.src == action.dst or board[action.dst] is not None:
            return Refusal.make("move_to_empty", cell=action.dst)
        cells = list(board)
        cells[action.src] = None
        cells[action.dst] = card
        return self._wild_problem(cells, action.dst, action.wild)

    # Apply -----------------------------------------------------------------------------------

    def apply(self, state: AlpacasState, action: AlpacasAction) -> AlpacasState:
        """The new state after ``action``.

        :raises IllegalActionError: with the reason in words when it is not legal now.
        """
        refusal = self.refusal(state, action)
        if refusal is not None:
            raise IllegalActionError(self.words.refusal(refusal, "en"), refusal)
        seat = state.current
        assert seat is not None
        turn = _Turn(state)
        if isinstance(action, PlaceStart):
            card = state.start_cards[seat]
            assert card is not None
            turn.boards[seat] = tuple(_with_card(state.boards[seat], action.cell, card))
            turn.events.append(Event.make("start", seat, card=card, cell=action.cell))
            starts = list(state.start_cards)
            starts[seat] = None
            nxt = (seat + 1) % state.num_players
            phase = Phase.PLAY if nxt == state.first else Phase.SETUP
            return turn.freeze(phase, nxt, state.turns, False, tuple(starts))
        if isinstance(action, Take):
            self._take(state, seat, action, turn)
        elif isinstance(action, Move):
            board = list(state.boards[seat])
            card = board[action.src]
            board[action.src] = None
            board[action.dst] = card
            turn.boards[seat] = tuple(board)
            turn.events.append(Event.make("move", seat, card=card, src=action.src, dst=action.dst))
            turn.score(seat, action.dst, action.wild)
            turn.reshuffle_if_empty()
        else:
            turn.events.append(Event.make("pass", seat))
        return self._end_turn(state, seat, turn)

    def _take(self, state: AlpacasState, seat: PlayerId, action: Take, turn: _Turn) -> None:
        clovers, carrots = state.treats[seat]
        for j, code in enumerate(action.pay):
            c, r = PAY_TREATS[code]
            t = turn.row_treats[j]
            turn.row_treats[j] = (t[0] + c, t[1] + r)
            clovers -= c
            carrots -= r
        index = action.index
        card = turn.row.pop(index)
        got = turn.row_treats.pop(index)
        clovers += got[0] - action.leave[0]
        carrots += got[1] - action.leave[1]
        turn.treats[seat] = (clovers, carrots)
        turn.events.append(Event.make(
            "take", seat, card=card, index=index, cell=action.cell, pay=action.pay,
            skipped=state.row[:index], collected=got, left=action.leave,
        ))
        was_last = index == len(turn.row)
        if not was_last and action.leave != (0, 0):
            t = turn.row_treats[index]
            turn.row_treats[index] = (t[0] + action.leave[0], t[1] + action.leave[1])
        turn.boards[seat] = tuple(_with_card(state.boards[seat], action.cell, card))
        turn.score(seat, action.cell, action.wild)
        # The row closes up away from the pile; new cards come at its end (the excess onto the
        # new card when the last one was taken).
        turn.draw_to_row(action.leave if was_last else (0, 0))
        while len(turn.row) < ROW_SIZE and (turn.pile or turn.discard):
            turn.draw_to_row()
        turn.reshuffle_if_empty()

    def _end_turn(self, state: AlpacasState, seat: PlayerId, turn: _Turn) -> AlpacasState:
        turns = list(state.turns)
        turns[seat] += 1
        triggered = state.end_triggered
        if not triggered and turn.scores[seat] >= END_SCORE:
            triggered = True
            turn.events.append(Event.make("end_triggered", seat, score=turn.scores[seat]))
        if not triggered and FULL_BOARDS_TRIGGER_END and all(None not in b for b in turn.boards):
            triggered = True
            turn.events.append(Event.make("end_triggered", None, score=turn.scores[seat]))
        nxt = (seat + 1) % state.num_players
        if triggered and nxt == state.first:
            treats = tuple(sum(t) for t in turn.treats)
            winners = shared_winners(turn.scores, False, treats)
            turn.events.append(Event.make(GAME_OVER, None, winners=winners, scores=tuple(turn.scores)))
            return turn.freeze(Phase.OVER, None, tuple(turns), True)
        return turn.freeze(Phase.PLAY, nxt, tuple(turns), triggered)

    # End ----------------------------------------------------------------------------------

    def outcome(self, state: AlpacasState) -> Outcome:
        """Points as scores; ties go to the most treats held, then are shared."""
        if state.phase is not Phase.OVER:
            raise GameNotOverError(self.words.say("game_not_over", "en"))
        treats = tuple(sum(t) for t in state.treats)
        winners = shared_winners(state.scores, False, treats)
        best = max(state.scores)
        tied = [s for s, p in enumerate(state.scores) if p == best]
        if len(tied) == 1:
            code = "reason.most_points"
        elif len(winners) == 1:
            code = "reason.most_treats"
        else:
            code = "reason.shared"
        reason = self.words.say(code, "en", {"best": best, "treats": treats[winners[0]]})
        return AlpacasOutcome(state.scores, winners, reason=reason, treats=treats)

    def describe_outcome(self, outcome: Outcome, narrator: Narrator) -> str:
        """For the results screen: how the first place was found (below), then a sentence for
        each tie on points below it that the treats broke."""
        first = self._describe_first(outcome, narrator)
        lower = [self.words.say("result.place_tie_broken", narrator.language, {"tied": tied, "best": points},
                                narrator) for points, tied in broken_place_ties(outcome)]
        return join_sentences(narrator.language, (first, *lower))

    def _describe_first(self, outcome: Outcome, narrator: Narrator) -> str:
        """One sentence: that every board filled up before anyone reached 18, or how a tie on
        points was broken (the treats each tied player held) or shared."""
        scores = outcome.scores
        best = max(scores)
        tied = tuple(seat for seat, points in enumerate(scores) if points == best)
        if len(tied) < 2:
            if any(points >= END_SCORE for points in scores):
                return ""
            return self.words.say("result.early", narrator.language, {}, narrator)
        values: dict[str, Any] = {"tied": tied, "best": best}
        if len(outcome.winners) == 1:
            values["winner"] = outcome.winners[0]
            return self.words.say("result.tie_broken", narrator.language, values, narrator)
        return self.words.say("result.tie_shared", narrator.language, values, narrator)

    # Information ----------------------------------------------------------------------------

    def observation(self, state: AlpacasState, seat: PlayerId) -> AlpacasObservation:
        return AlpacasObservation(
            seat, state.num_players, state.counter, state.phase, state.current, state.first, state.row,
            state.row_treats, len(state.pile), tuple(sorted(state.pile)), state.discard, state.boards,
            state.treats, state.scores, state.turns, state.start_cards, state.end_triggered,
        )

    def determinize(self, observation: AlpacasObservation, rng: random.Random) -> AlpacasState:
        """A state matching ``observation``: the pile shuffled at random, a fresh seed (so later
        reshuffles are not the real game's either)."""
        obs = observation
        pile = _shuffled(rng, obs.pile_cards)
        return AlpacasState(
            obs.num_players, rng.getrandbits(48), obs.counter, obs.phase, obs.current, obs.first, obs.row,
            obs.row_treats, pile, obs.discard, obs.boards, obs.treats, obs.scores, obs.turns,
            obs.start_cards, obs.end_triggered, (),
        )

    # Words -----------------------------------------------------------------------------------

    def describe(self, event: Event, narrator: Narrator) -> str:
        """The move-log sentence for ``event`` as ``narrator.viewer`` reads it (``log.<kind>``
        of :data:`.words.WORDS`, in ``narrator.language``)."""
        code = "log." + event.kind
        if code not in self.words:
            return event.kind
        values: dict[str, Any] = dict(event.secret)
        values.update(event.data)
        values["seat"] = event.seat
        return self.words.say(code, narrator.language, values, narrator)


def build_state(
    boards: Sequence[Sequence[int | None]],
    row: Sequence[int],
    *,
    row_treats: Sequence[Treats] | None = None,
    treats: Sequence[Treats] | None = None,
    scores: Sequence[int] | None = None,
    discard: Sequence[int] = (),
    pile: Sequence[int] | None = None,
    current: PlayerId = 0,
    first: PlayerId = 0,
    turns: Sequence[int] | None = None,
    end_triggered: bool = False,
    seed: int = 0,
) -> AlpacasState:
    """A play-phase position set up by hand (tests, puzzles); ``pile`` None takes every card not
    placed elsewhere, in id order. Treats not given start at 3 and 3 per seat (and none on the row).

    :raises ValueError: when a card is used twice or the treats do not add up.
    """
    n = len(boards)
    used = [c for b in boards for c in b if c is not None] + list(row) + list(discard)
    if pile is None:
        pile = [c for c in range(DECK_SIZE) if c not in set(used)]
    used += list(pile)
    if sorted(used) != list(range(DECK_SIZE)):
        raise ValueError("every card must be used exactly once")
    row_treats = list(row_treats or [(0, 0)] * len(row))
    treats = list(treats or [(START_CLOVERS, START_CARROTS)] * n)
    total = sum(a + b for a, b in treats) + sum(a + b for a, b in row_treats)
    if total != n * (START_CLOVERS + START_CARROTS) or any(min(t) < 0 for t in treats + row_treats):
        raise ValueError(f"the treats must add up to {n * (START_CLOVERS + START_CARROTS)}")
    return AlpacasState(
        n, seed, 0, Phase.PLAY, current, first, tuple(row), tuple(row_treats), tuple(pile), tuple(discard),
        tuple(tuple(b) for b in boards), tuple(treats), tuple(scores or (0,) * n), tuple(turns or (0,) * n),
        (None,) * n, end_triggered, (),
    )


ALPACAS = AlpacasGame()

__all__ = [
    "ALPACAS",
    "AlpacasGame",
    "AlpacasOutcome",
    "AlpacasObservation",
    "AlpacasState",
    "DOUBLE_PAY_ONLY_WHEN_LACKING",
    "FULL_BOARDS_TRIGGER_END",
    "OWNER_CHOOSES_LEFT_TREATS",
    "PASS_WHEN_BOARD_FULL",
    "Phase",
    "REFILL_AFTER_SCORING",
    "build_state",
    "completed_lines",
    "empty_cells",
    "leave_options",
    "paid_treats",
    "payment_options",
    "skip_cost",
    "wild_options",
]
