"""Llamas & Alpacas speaks from codes: every refusal is a code of its phrasebook, met by a
position, worded in English and Japanese side by side, and no sentence is translated after
the fact."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from llamagames.rules.alpacas import ALPACAS, PASS, Move, PlaceStart, Take, build_state
from llamagames.rules.alpacas.actions import PAY_2CLOVER, PAY_CARROT, PAY_CLOVER
from llamagames.rules.alpacas.words import LOG, REFUSALS, RESULTS, WORDS
from llamagames.rules.core import IllegalActionError, Narrator, Refusal, random_playout

from .alpacas_helpers import card

E = None
LATIN = re.compile(r"[A-Za-z]")


def row_of(*first: int) -> list[int]:
    """A row starting with ``first``, filled up with plain fours."""
    fill = [card("alpaca", 4, "blue", 1), card("llama", 4, "blue", 1), card("alpaca", 4, "pink", 1),
            card("llama", 4, "pink", 1), card("alpaca", 4, "green", 1), card("llama", 4, "green", 1)]
    return list(first) + fill[: 6 - len(first)]


LLAMA_1, ALPACA_1 = card("llama", 1, "red"), card("alpaca", 1, "red")
FULL = [card("llama", 1, "red"), card("alpaca", 3, "blue"), card("llama", 2, "green"),
        card("alpaca", 4, "green"), card("llama", 1, "blue"), card("alpaca", 4, "red"),
        card("llama", 2, "pink"), card("alpaca", 1, "green"), card("alpaca", 3, "pink")]
STAR = card("alpaca", "*", "pink")
STAR_BOARD = [card("llama", 2, "red"), E, card("alpaca", 2, "blue"),
              E, card("llama", 3, "green"), E,
              E, card("llama", 2, "green"), E]
"""The star on row 1, column 2 completes a row and a column (the rulebook's wild example)."""


def cases() -> list[tuple[Any, Any, str, str]]:
    """(state, action, code, English) for every refusal a position can give."""
    setup = ALPACAS.new_game(2, 1)
    play = build_state([[LLAMA_1] + [E] * 8, [E] * 9], row_of())
    over = random_playout(ALPACAS, ALPACAS.new_game(2, 4), random.Random(4))
    rich = build_state([[E] * 9, [E] * 9], row_of(LLAMA_1, ALPACA_1), treats=[(5, 4), (0, 0)],
                       row_treats=[(2, 1)] + [(0, 0)] * 5)
    lopsided = build_state([[E] * 9, [E] * 9], row_of(LLAMA_1), treats=[(9, 0), (0, 0)],
                           row_treats=[(2, 1)] + [(0, 0)] * 5)
    poor = build_state([[E] * 9, [E] * 9], row_of(LLAMA_1), treats=[(0, 0), (6, 6)])
    llamas = build_state([[E] * 9, [E] * 9], row_of(LLAMA_1, card("llama", 2, "red")), treats=[(1, 5), (3, 3)])
    star = build_state([STAR_BOARD, [E] * 9], row_of(STAR))
    full = build_state([FULL, [E] * 9], row_of())
    return [
        (over, PASS, "game_over", "The game is over."),
        (setup, Take(0, 0), "place_start_first", "First place your starting card on any space of your board."),
        (setup, PlaceStart(12), "off_board", "Your board has 3 rows and 3 columns."),
        (play, PlaceStart(1), "start_done",
         "The starting cards are already placed: take a card from the row or move one of yours."),
        (play, PASS, "pass_not_full", "You can still take or move a card: passing is only for a full board."),
        (full, Take(0, 0), "board_full", "Your board is full: you can neither take nor move a card, so you pass."),
        (play, "dance", "not_an_action", "'dance' is not a Llamas & Alpacas action."),
        (play, Take(9, 1), "no_such_position", "The row has 6 cards: take one of positions 1 to 6."),
        (play, Take(0, 0), "cell_taken", "There is already a card on row 1, column 1: choose an empty space."),
        (play, Take(0, 4, (PAY_CLOVER,)), "first_is_free", "The first card of the row is free: there is nothing to pay."),
        (play, Take(2, 4), "one_payment_each", "Taking card 3 skips 2 cards: give one payment for each."),
        (play, Take(2, 4, (0, 7)), "bad_payment_code", "A payment is a clover, a carrot, two clovers or two carrots."),
        (poor, Take(1, 4, (PAY_CLOVER,)), "cannot_afford", "You hold nothing: not enough to skip 1 card."),
        (play, Take(0, 4, (), (1, 0)), "nothing_to_leave",
         "You would hold 6 treats, within the limit of 10: nothing goes onto the next card."),
        (rich, Take(0, 0), "leave_exactly",
         "You would hold 12 treats: put exactly 2 of them onto the next card (you may hold at most 10)."),
        (lopsided, Take(0, 0, (), (0, 2)), "cannot_leave",
         "You would hold only 11 clovers and 1 carrot: you cannot leave 2 carrots."),
        (llamas, Take(1, 4, (PAY_CARROT,)), "llama_takes_clover",
         "The llama at position 1 takes a clover (or two carrots when you have no clover)."),
        (rich, Take(2, 4, (PAY_CLOVER, PAY_CLOVER)), "alpaca_takes_carrot",
         "The alpaca at position 2 takes a carrot (or two clovers when you have no carrot)."),
        (llamas, Take(2, 4, (PAY_CLOVER, PAY_CLOVER)), "payment_too_dear",
         "That payment needs 2 clovers; you hold 1 clover and 5 carrots."),
        (rich, Take(2, 4, (PAY_CLOVER, PAY_2CLOVER)), "double_not_needed",
         "You still hold the right treat for a card you pay double: two of the other treat are only for a "
         "card whose own treat you lack."),
        (star, Take(0, 1), "wild_name_one",
         "This wild card completes a row and a column: name one digit for both (1, 2, 3, 4)."),
        (star, Take(0, 1, wild="red"), "wild_takes", "This wild card takes a digit: 1, 2, 3, 4."),
        (star, Take(0, 3, wild="2"), "wild_not_needed",
         "A value is named only for a wild card that completes a row and a column at once."),
        (play, Move(1, 3), "no_card_to_move", "There is no card on row 1, column 2 to move."),
        (play, Move(0, 0), "move_to_empty", "A card moves to an empty space, and row 1, column 1 is not empty."),
    ]


UNREACHED = {"payment_mismatch"}
"""A safety net no position reaches: a payment that fits the animals and is affordable
without a double is the plain one, which is legal, and one with a double is refused first."""


@pytest.mark.parametrize("state,action,code,english", cases(), ids=[case[2] for case in cases()])
def test_a_refusal_is_a_code_said_in_both_languages(state: Any, action: Any, code: str, english: str) -> None:
    refusal = ALPACAS.refusal(state, action)
    assert refusal is not None and refusal.code == code
    assert ALPACAS.why_illegal(state, action) == english == WORDS.refusal(refusal, "en")
    japanese = WORDS.refusal(refusal, "ja")
    assert japanese != english and japanese.endswith("。")
    assert not LATIN.search(japanese.replace("「dance」", "")), japanese
    with pytest.raises(IllegalActionError) as raised:
        ALPACAS.apply(state, action)
    assert str(raised.value) == english and raised.value.refusal == refusal


def test_every_refusal_code_is_met_by_a_position() -> None:
    met = {code for _state, _action, code, _english in cases()}
    assert met | UNREACHED == set(REFUSALS) | {"game_over"}
    assert not met & UNREACHED


def test_the_unreached_payment_refusal_still_has_both_languages() -> None:
    refusal = Refusal.make("payment_mismatch", options=((PAY_CLOVER, PAY_CARROT), (3, PAY_CARROT)))
    assert WORDS.refusal(refusal) == "That payment does not fit the cards skipped: clover,carrot or 2carrot,carrot."
    assert WORDS.refusal(refusal, "ja") == (
        "その支払いは飛ばすカードに合いません。払い方の例：「クローバー1個・ニンジン1個」、または「ニンジン2個・ニンジン1個」。")


def test_legal_actions_have_no_refusal() -> None:
    rng = random.Random(8)
    state = ALPACAS.new_game(3, 8)
    while not ALPACAS.is_over(state):
        legal = ALPACAS.legal_actions(state)
        for action in rng.sample(legal, min(5, len(legal))):
            assert ALPACAS.refusal(state, action) is None and ALPACAS.why_illegal(state, action) is None
        state = ALPACAS.apply(state, rng.choice(legal))


def test_one_phrasebook_holds_the_refusals_the_log_and_the_results() -> None:
    assert ALPACAS.words is WORDS
    assert set(WORDS.phrases) == set(REFUSALS) | set(LOG) | set(RESULTS)
    assert not set(REFUSALS) & set(LOG) and all(code.startswith("log.") for code in LOG)
    english = [phrase.words["en"] for phrase in WORDS.phrases.values() if isinstance(phrase.words["en"], str)]
    assert len(english) == len(set(english)), "two codes say the same English sentence"


def _said(seed: int, players: int) -> list[tuple[str, str]]:
    """(English, Japanese) of every sentence of a random game: refusals, log lines, results."""
    rng = random.Random(seed)
    state = ALPACAS.new_game(players, seed)
    pool: list[Any] = []
    pairs: list[tuple[str, str]] = []
    names = ("Ann", "Bo", "Cy", "Dee")[:players]
    while not ALPACAS.is_over(state):
        legal = ALPACAS.legal_actions(state)
        pool.extend(rng.sample(legal, min(3, len(legal))))
        for action in rng.sample(pool, min(8, len(pool))):
            refusal = ALPACAS.refusal(state, action)
            if refusal is not None:
                pairs.append((WORDS.refusal(refusal, "en"), WORDS.refusal(refusal, "ja")))
        state = ALPACAS.apply(state, rng.choice(legal))
        for event in ALPACAS.events(state):
            for viewer in (None, 0, 1):
                pairs.append((ALPACAS.describe(event, Narrator(names, viewer)),
                              ALPACAS.describe(event, Narrator(names, viewer, "ja"))))
    outcome = ALPACAS.outcome(state)
    pairs.append((ALPACAS.describe_outcome(outcome, Narrator(names, 0)),
                  ALPACAS.describe_outcome(outcome, Narrator(names, 0, "ja"))))
    return pairs


def test_one_japanese_sentence_per_english_one() -> None:
    japanese_of: dict[str, set[str]] = {}
    for seed in range(4):
        for english, japanese in _said(seed, 2 + seed % 3):
            japanese_of.setdefault(english, set()).add(japanese)
    twice = {english: found for english, found in japanese_of.items() if len(found) > 1}
    assert not twice
    assert len(japanese_of) > 100


def test_no_regular_expression_in_the_game() -> None:
    """Nothing rewrites a finished sentence: the engine's modules do not use ``re`` at all."""
    folder = Path(ALPACAS.__class__.__module__.replace(".", "/")).parent
    sources = sorted((Path(__file__).parents[2] / folder).glob("*.py"))
    assert len(sources) >= 6
    for source in sources:
        text = source.read_text("utf-8")
        assert not re.search(r"^\s*(import re\b|from re import)", text, re.M), source.name


def test_a_take_line_agrees_with_its_subject_to_the_end() -> None:
    """"You take ... and place it", "Bo takes ... and places it": a playtester read "You take
    the 3 ... and places it" in the guided game."""
    state = ALPACAS.new_game(2, 5)
    while not any(isinstance(action, Take) for action in ALPACAS.legal_actions(state)):
        state = ALPACAS.apply(state, ALPACAS.legal_actions(state)[0])
    mover = ALPACAS.current_player(state)
    state = ALPACAS.apply(state, next(a for a in ALPACAS.legal_actions(state) if isinstance(a, Take)))
    take = next(event for event in ALPACAS.events(state) if event.kind == "take")
    names = ("Ann", "Bo")
    mine = ALPACAS.describe(take, Narrator(names, mover))
    theirs = ALPACAS.describe(take, Narrator(names, 1 - mover))
    assert mine.startswith("You take ") and ", and place it on " in mine, mine
    assert theirs.startswith(f"{names[mover]} takes ") and ", and places it on " in theirs, theirs
