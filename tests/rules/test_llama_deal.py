"""L.L.A.M.A.'s two shuffles: new games deal by ``hashed_order``; games saved before it replay
with the first shuffle, card for card."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.core import GameRecord, hashed_order, replay, seeded_rng
from llamagames.rules.llama import (
    DEAL_FORMAT,
    DECK,
    HAND_SIZE,
    LLAMA,
    QUIT,
    _shuffled,
    state_from_text,
    state_to_text,
)
from llamagames.save_files import MATCH_FORMAT_VERSION
from llamagames.seats import SeatConfig


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    return storage.data_dir()


def all_cards(state) -> Counter[int]:
    return Counter([c for h in state.hands for c in h] + list(state.discard) + list(state.draw_pile))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_new_deal_holds_every_card_once(players: int) -> None:
    for seed in range(50):
        state = LLAMA.new_game(players, seed)
        assert state.deal == DEAL_FORMAT == 2
        assert all_cards(state) == Counter(DECK)
        assert all(len(h) == HAND_SIZE and list(h) == sorted(h) for h in state.hands)
        assert len(state.discard) == 1 and isinstance(state.draw_pile, tuple)


def test_a_deal_depends_only_on_seed_and_round() -> None:
    assert hashed_order(7, 3, bytes(DECK)) == hashed_order(7, 3, bytes(DECK))
    deals = {hashed_order(seed, rnd, bytes(DECK)) for seed in range(40) for rnd in range(1, 6)}
    assert len(deals) == 200
    assert LLAMA.new_game(4, 99) == LLAMA.new_game(4, 99)
    assert LLAMA.new_game(4, 99).hands != LLAMA.new_game(4, 100).hands


def test_the_new_shuffle_puts_every_card_everywhere_alike() -> None:
    """Over 8,000 shuffles of 56 distinct cards, each card lands in each third of the deck
    about equally often, and the first slot is uniform (chi-square far from its tails)."""
    cards = bytes(range(56))
    first: Counter[int] = Counter()
    thirds = [[0, 0, 0] for _ in range(56)]
    shuffles = 8000
    for seed in range(shuffles):
        order = hashed_order(seed, 1, cards)
        assert sorted(order) == list(cards)
        first[order[0]] += 1
        for position, card in enumerate(order):
            thirds[card][position * 3 // 56] += 1
    expected = shuffles / 56
    chi_square = sum((first[c] - expected) ** 2 / expected for c in cards)
    assert 20 < chi_square < 110  # 55 degrees of freedom: the middle 99.99% is about 22-105
    sizes = Counter(position * 3 // 56 for position in range(56))
    for card in cards:
        shares = [n / shuffles for n in thirds[card]]
        assert all(abs(share - sizes[third] / 56) < 0.03 for third, share in enumerate(shares))


def test_the_first_shuffle_is_kept_card_for_card() -> None:
    for seed in (0, 1, 12345):
        deck = _shuffled(seeded_rng(seed, 1), DECK)
        state = LLAMA.new_game(3, seed, deal=1)
        assert state.deal == 1
        assert state.hands == tuple(tuple(sorted(deck[i:i + HAND_SIZE])) for i in range(0, 18, HAND_SIZE))
        assert state.discard == (deck[18],) and state.draw_pile == deck[19:]


def test_later_rounds_keep_the_game_s_shuffle() -> None:
    for deal in (1, 2):
        state = LLAMA.new_game(2, 5, deal=deal)
        while state.round == 1:
            state = LLAMA.apply(state, QUIT)
        assert state.deal == deal
        assert state.round == 2


def test_a_position_s_text_names_an_old_shuffle() -> None:
    for deal in (1, 2):
        state = LLAMA.new_game(4, 21, deal=deal)
        text = state_to_text(state)
        assert ("deal 1" in text) == (deal == 1)
        again = state_from_text(text)
        assert again == state and again.deal == deal
    with pytest.raises(ValueError, match="deal"):
        state_from_text(state_to_text(LLAMA.new_game(2, 1)) + " deal")


def test_a_game_saved_before_the_new_shuffle_replays_its_own_cards(home: Path) -> None:
    """A version-2 save names no shuffle: it is read as the first, so every move still fits."""
    state = LLAMA.new_game(3, 8, deal=1)
    rng = random.Random(4)
    actions = []
    for _ in range(30):
        legal = LLAMA.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        actions.append(str(action))
        state = LLAMA.apply(state, action)
    record = {"version": 1, "game": "llama", "num_players": 3, "seed": 8, "options": {"first_player": 1}, "actions": actions}
    seats = [SeatConfig("human", "You").to_json(), SeatConfig("bot", "Ana", "normal").to_json(),
             SeatConfig("bot", "Bo", "normal").to_json()]
    path = home / "old.json"
    path.write_text(json.dumps({"kind": "match", "record": record, "seats": seats, "saved_at": "2026-11-01 10:00",
                                "moves": len(actions), "round": state.round, "finished": False, "version": 2}))
    match = Match.load(path, bot_delay=0.0, worker=InlineBotWorker())
    assert isinstance(match, Match), match
    assert match.state == state and match.state.deal == 1
    match.save(path)
    saved = json.loads(path.read_text())
    assert saved["version"] == MATCH_FORMAT_VERSION and saved["record"]["options"]["deal"] == 1
    match.close()


def test_a_new_game_records_its_shuffle() -> None:
    match = Match("llama", [SeatConfig("bot", "A", "normal"), SeatConfig("bot", "B", "normal")], 3,
                  bot_delay=0.0, worker=InlineBotWorker())
    assert match.record.options["deal"] == DEAL_FORMAT
    record = GameRecord.from_json(json.loads(json.dumps(match.record.to_json())))
    assert replay(LLAMA, record)[0] == match.state
    match.close()


def test_a_game_without_options_is_the_game_with_the_defaults() -> None:
    """``new_game`` takes a short way when given no options: it must deal the same game."""
    defaults = {option.key: option.default for option in LLAMA.options}
    for players in range(2, 7):
        for seed in (0, 5, -3, 2**40):
            assert LLAMA.new_game(players, seed) == LLAMA.new_game(players, seed, **defaults)
