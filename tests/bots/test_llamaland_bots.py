"""Llamaland bots: legal play from observations only, a clear edge over random, bounded work."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from llamagames.bots import llamaland as bots
from llamagames.bots import play_out
from llamagames.bots.base import PolicyBot, RandomBot
from llamagames.rules.llamaland import (
    LLAMALAND,
    Estate,
    Feed,
    LlamalandObservation,
    PlaceMarker,
    TakeStack,
    orientations,
)
from llamagames.rules.llamaland.components import CHARACTERS, CROPS, MERCHANT
from llamagames.rules.llamaland.game import MAIN, MARKER, PLACE, START

G = LLAMALAND
POLICIES = {"normal": bots.normal_policy, "easy": bots.easy_policy}


def make_bot(level: str, seed: int) -> Any:
    return RandomBot(seed) if level == "random" else PolicyBot(POLICIES[level], seed)


def play(levels: list[str], seed: int, stop: Any = None, **options: Any) -> Any:
    """A whole game (or up to the first state where ``stop(state)`` holds); bots get observations."""
    players = [make_bot(level, seed * 31 + i) for i, level in enumerate(levels)]
    return play_out("llamaland", players, seed, options=options, stop=stop)


@pytest.mark.parametrize("num_players", [2, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_bots_play_only_legal_actions_through_whole_games(num_players: int, seed: int) -> None:
    levels = (["normal", "easy"] * 2)[:num_players]
    if num_players == 4:
        levels[3] = "random"
    state = play(levels, seed)
    assert G.is_over(state)
    outcome = G.outcome(state)
    assert len(outcome.scores) == num_players


@pytest.mark.parametrize(
    "options", [{"variant": "beginner"}, {"variant": "expert"}, {"llama_variant": True}], ids=["beginner", "expert", "llama"]
)
def test_bots_play_every_variant(options: dict[str, Any]) -> None:
    state = play(["normal", "easy", "normal"], 4, **options)
    assert G.is_over(state)
    assert any(p.llama_cards for p in state.players)


def _shuffled_hidden(observation: LlamalandObservation, rng: random.Random) -> LlamalandObservation:
    """The same observation with the unknown orders (stacks below the tops, the pile) reshuffled."""
    return LlamalandObservation(observation.seat, replace(G.determinize(observation, rng), hidden=True))


@pytest.mark.parametrize("level", [pytest.param("normal", marks=pytest.mark.slow), "easy"])
def test_decisions_ignore_the_order_of_hidden_tiles_and_cards(level: str) -> None:
    state = G.new_game(3, 5)
    rng = random.Random(5)
    checked = 0
    while not G.is_over(state) and checked < 150:
        seat = G.current_player(state)
        legal = G.legal_actions(state)
        observation = G.observation(state, seat)
        assert observation.state.hidden
        choices = {
            str(make_bot(level, 99).choose(_shuffled_hidden(observation, random.Random(k)), legal)) for k in range(3)
        }
        assert len(choices) == 1, f"decision changed with hidden orders: {choices}"
        state = G.apply(state, legal[rng.randrange(len(legal))] if seat else make_bot(level, 1).choose(observation, legal))
        checked += 1
    assert checked == 150


@pytest.mark.slow
def test_normal_clearly_beats_random() -> None:
    # Measured: normal won every one of 20 two-player games against random, by about 110 points to 10.
    games = 6
    wins = 0
    normal_points = random_points = 0
    for game in range(games):
        levels = ["normal", "random"] if game % 2 == 0 else ["random", "normal"]
        outcome = G.outcome(play(levels, 100 + game))
        me = levels.index("normal")
        wins += me in outcome.winners
        normal_points += outcome.scores[me]
        random_points += outcome.scores[1 - me]
    assert wins >= games - 1
    assert normal_points >= 3 * random_points


def _main_state(crops: tuple[int, int, int], coins: int, characters: tuple[int, ...] = (), **options: Any) -> Any:
    state = G.new_game(2, 11, **options)
    seat = state.turn.seat
    players = list(state.players)
    players[seat] = replace(players[seat], crops=crops, coins=coins, characters=characters)
    return replace(state, players=tuple(players), turn=replace(state.turn, phase=MAIN))


def test_normal_feeds_the_highest_card_it_can_afford() -> None:
    state = _main_state((4, 4, 1), 0, variant="beginner")  # no objective to favour one crop
    state = replace(state, llama_columns=((5, 9), (6, 11), (7, 12)))  # potato is highest but unaffordable
    legal = G.legal_actions(state)
    action = bots.normal_policy(G.observation(state, state.turn.seat), legal, random.Random(0))
    assert action == Feed(CROPS[1], 0)


def test_normal_uses_a_merchant_to_complete_a_feed() -> None:
    merchant = next(c.id for c in CHARACTERS if c.kind == MERCHANT)
    crop = CHARACTERS[merchant].crops[0]
    crops = tuple(3 if c == crop else 0 for c in CROPS)
    state = _main_state(crops, 1, (merchant,))  # 3 crops and 1 coin: no feed without the merchant
    assert not any(isinstance(a, Feed) for a in G.legal_actions(state))
    seat = state.turn.seat
    for _ in range(3):
        legal = G.legal_actions(state)
        action = bots.normal_policy(G.observation(state, seat), legal, random.Random(0))
        state = G.apply(state, action)
        if isinstance(action, Feed):
            break
    assert state.players[seat].llama_cards, "the merchant was not used to feed"


def test_normal_claims_a_top_space_after_extending() -> None:
    state = play(["normal", "normal"], 3, stop=lambda s: s.turn.phase == MARKER)
    legal = G.legal_actions(state)
    action = bots.normal_policy(G.observation(state, state.turn.seat), legal, random.Random(0))
    assert isinstance(action, PlaceMarker)
    assert action.space == 0


class _Counter:
    def __init__(self) -> None:
        self.calls = 0


def test_a_late_decision_takes_bounded_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a crowded late estate: one placement generation per stack, few placements priced
    (only those that may beat the best so far), no apply."""
    state = play(["normal"] * 4, 8, stop=lambda s: s.tiles_left <= 12 and s.turn.phase == START)
    assert state.turn.phase == START
    seat = state.turn.seat
    player = state.players[seat]
    stacks = [a for a in G.legal_actions(state) if isinstance(a, TakeStack)]
    expected = sum(
        len(player.estate.placements(orientations(state.stack_top(a.shape)), player.foundations)) for a in stacks
    )
    assert expected > 100  # crowded enough to matter
    generated, scored, applied = _Counter(), _Counter(), _Counter()
    real_placements, real_score, real_apply = Estate.placement_view, bots.PlacementScorer.score, G.apply

    def placements(self: Estate, *args: Any) -> Any:
        generated.calls += 1
        return real_placements(self, *args)

    def score(self: Any, *args: Any) -> float:
        scored.calls += 1
        return real_score(self, *args)

    def apply(*args: Any) -> Any:
        applied.calls += 1
        return real_apply(*args)

    monkeypatch.setattr(Estate, "placement_view", placements)
    monkeypatch.setattr(bots.PlacementScorer, "score", score)
    monkeypatch.setattr(G, "apply", apply)
    legal = G.legal_actions(state)
    action = bots.normal_policy(G.observation(state, seat), legal, random.Random(0))
    assert action in legal
    assert generated.calls == len(stacks)
    assert 0 < scored.calls < expected / 4
    assert applied.calls == 0


def test_the_fast_placement_search_finds_what_scoring_every_placement_finds() -> None:
    """``best_in_view`` skips the placements that cannot win; the winner and its score are
    exactly those of scoring every placement in order (the first of equal scores kept)."""
    state = LLAMALAND.new_game(3, 21)
    rng = random.Random(5)
    compared = builds = 0
    while not LLAMALAND.is_over(state):
        seat = LLAMALAND.current_player(state)
        observation = LLAMALAND.observation(state, seat)
        scorer = bots.PlacementScorer(bots.Appraisal(observation))
        player = state.players[seat]
        for column in state.stacks:
            if column:
                view = player.estate.placement_view(orientations(column[-1]), player.foundations)
                everything = scorer.best(column[-1], list(view))
                assert scorer.best_in_view(column[-1], view) == everything
                compared += 1
                builds += everything[1] is not None and everything[1].level > 1
        state = LLAMALAND.apply(state, bots.normal_policy(observation, LLAMALAND.legal_actions(state), rng))
    assert compared > 100 and builds > 20


def test_the_bit_sliced_contact_count_picks_the_listed_ways_anchor() -> None:
    """``_most_contacts`` (every anchor at once) gives the anchor the listed way gives: the
    first of the most contacts, on random grids of counts 0 to 4 and random pentomino offsets."""
    import random

    from llamagames.bots.llamaland import CONTACT_BITS, _most_contacts, _sums_at
    from llamagames.rules.llamaland.placements import bit_indices

    rng = random.Random(5)
    for _ in range(400):
        w = rng.randrange(6, 16)
        grid = [rng.choice((0, 0, 0, 1, 1, 2, 3, 4)) for _ in range(w * w)]
        planes = [sum(((g >> k) & 1) << i for i, g in enumerate(grid)) for k in range(CONTACT_BITS)]
        offsets = sorted(rng.sample(range(3 * w), 5))
        room = len(grid) - offsets[-1]
        mask = sum(1 << a for a in rng.sample(range(room), rng.randrange(1, min(room, 40))))
        anchors = bit_indices(mask)
        sums = _sums_at(grid, anchors, offsets)
        assert _most_contacts(planes, mask, offsets) == anchors[sums.index(max(sums))]


def _place_position() -> tuple[Any, list[Any]]:
    state = play(["normal", "normal"], 6, stop=lambda s: s.turn.phase == PLACE and s.tiles_left <= 40)
    observation = G.observation(state, state.turn.seat)
    return observation, [a for a in G.legal_actions(state)]


def test_easy_places_among_the_heuristics_best_and_not_always_its_first() -> None:
    # The old easy player placed at random wherever no icon was covered; now it weighs the
    # heuristic's prices with a newcomer's slips, so its tile goes where a plan wants it.
    observation, legal = _place_position()
    scorer = bots.PlacementScorer(bots.Appraisal(observation))
    tile = observation.state.turn.tile
    scores = {a: scorer.score(tile, a) for a in legal}
    ranked = sorted(scores.values(), reverse=True)
    assert len(ranked) > 3 * bots.EASY_TOP
    picks = {bots.easy_policy(observation, legal, random.Random(seed)) for seed in range(8)}
    assert all(scores[p] >= ranked[bots.EASY_TOP - 1] for p in picks)
    assert len(picks) > 1
