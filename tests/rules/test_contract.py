"""The rules contract, checked on every game in ``GAMES`` (a new game is picked up by registering).

In the spirit of OpenSpiel's random simulation test: random games at every player count and
every option value must end; along the way ``apply`` never changes its input, stale actions
are refused with a reason by ``apply`` and ``why_illegal`` alike, every legal action's text
parses back, an observation is the same for every state its seat cannot tell apart
(``determinize`` twice with different generators), every event can be told to every viewer
without its secrets, and bad setup input is refused in words.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from llamagames.rules import GAMES
from llamagames.rules.core import Event, GameNotOverError, IllegalActionError, Narrator, Option

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eli", "Fay")

CHECK_EVERY = {"llamaland": 6}
"""Slow engines get the expensive checks on every n-th state only (default: every state)."""
MAX_ACTIONS = 20_000


def _configs(game: Any) -> Iterator[tuple[int, dict[str, Any]]]:
    """Every player count with the defaults, then every other value of each option alone."""
    for n in game.player_counts:
        yield n, {}
    most = game.player_counts[-1]
    for opt in game.options:
        for value in opt.choices:
            if value != opt.default or type(value) is not type(opt.default):
                yield most, {opt.key: value}


def _seat_choice_too_high(opt: Option, value: Any, n: int) -> bool:
    return opt.key == "first_player" and isinstance(value, int) and value > n


CASES = [
    pytest.param(name, n, options, id=f"{name}-{n}-" + ("-".join(f"{k}={v}" for k, v in options.items()) or "default"))
    for name, game in GAMES.items()
    for n, options in _configs(game)
]


def _snapshot(game: Any, state: Any) -> tuple[Any, ...]:
    """What must not change when ``state`` is used: a deep copy, its text and its events."""
    return copy.deepcopy(state), repr(state), game.events(state)


def _check_unchanged(game: Any, state: Any, snap: tuple[Any, ...]) -> None:
    copied, text, events = snap
    assert state == copied and repr(state) == text and game.events(state) == events


def _check_events(game: Any, state: Any, n: int) -> None:
    """Every event has a sentence for every viewer, and one who may not see its secret reads
    the same sentence whether or not the secret is handed over (describe must not peek)."""
    for event in game.events(state):
        assert isinstance(event, Event)
        for viewer in (*range(n), None):
            narrator = Narrator(NAMES[:n], viewer)
            told = game.describe(event.for_viewer(viewer), narrator)
            assert isinstance(told, str) and told.strip(), (event, viewer)
            if not event.sees_secret(viewer):
                assert event.for_viewer(viewer).secret == ()
                assert game.describe(event, narrator) == told, (event, viewer)


def _check_hidden_information(game: Any, state: Any, n: int, rng: random.Random) -> None:
    """Each seat's observation survives two determinizations; the mover keeps its options."""
    current = game.current_player(state)
    for seat in range(n):
        obs = game.observation(state, seat)
        worlds = [game.determinize(obs, random.Random(rng.getrandbits(32))) for _ in range(2)]
        for world in worlds:
            assert game.observation(world, seat) == obs, f"seat {seat} can tell a determinized world apart"
            assert game.current_player(world) == current
            if seat == current:
                assert game.legal_actions(world) == game.legal_actions(state)


def _check_stale(game: Any, state: Any, legal: list[Any], earlier: list[Any]) -> None:
    """Actions legal before but not now are refused by apply and why_illegal, with one reason."""
    for action in earlier:
        if action in legal:
            continue
        reason = game.why_illegal(state, action)
        assert isinstance(reason, str) and reason.strip(), f"'{action}' is stale but why_illegal accepts it"
        with pytest.raises(IllegalActionError) as refused:
            game.apply(state, action)
        assert str(refused.value).strip()


@pytest.mark.parametrize("name, n, options", CASES)
def test_a_random_game_keeps_the_contract(name: str, n: int, options: dict[str, Any]) -> None:
    game = GAMES[name]
    for opt in game.options:
        if opt.key in options and _seat_choice_too_high(opt, options[opt.key], n):
            with pytest.raises(ValueError, match=r"\w+ \w+"):
                game.new_game(n, 1, **options)
            return
    seed = sum(map(ord, name)) + 7 * n
    rng = random.Random(seed)
    every = CHECK_EVERY.get(name, 1)
    state = game.new_game(n, seed, **options)
    assert game.num_players(state) == n
    earlier: list[Any] = []
    for step in range(MAX_ACTIONS):
        heavy = step % every == 0
        if heavy:
            _check_events(game, state, n)
        if game.is_over(state):
            break
        with pytest.raises(GameNotOverError):
            game.outcome(state)
        legal = game.legal_actions(state)
        assert legal, "a game that is not over offers at least one action"
        assert game.legal_actions(state) == legal, "legal actions in a stable order"
        if heavy:
            for action in legal:
                assert game.parse_action(str(action)) == action
                assert game.why_illegal(state, action) is None
            _check_stale(game, state, legal, earlier)
            _check_hidden_information(game, state, n, rng)
        action = legal[rng.randrange(len(legal))]
        snap = _snapshot(game, state)
        after = game.apply(state, action)
        _check_unchanged(game, state, snap)
        earlier = legal
        state = after
    else:
        pytest.fail(f"{game.title} did not end within {MAX_ACTIONS} random actions")
    assert game.current_player(state) is None and game.legal_actions(state) == []
    outcome = game.outcome(state)
    assert len(outcome.scores) == n and outcome.winners and set(outcome.winners) <= set(range(n))
    with pytest.raises(IllegalActionError, match=r"\w+"):
        game.apply(state, earlier[0])


def _wrong_type(value: Any) -> Any:
    """A value equal (or close) to ``value`` but of another type: the classic setup mistakes."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return float(value)
    return 1.0  # a number where a word is expected (and of no choice's type)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_bad_setup_input_is_refused_in_words(name: str) -> None:
    game = GAMES[name]
    n = game.player_counts[0]
    sentence = r"[A-Z].* .*"
    for count in (float(n), str(n), True, game.player_counts[-1] + 1, game.player_counts[0] - 1):
        with pytest.raises(ValueError, match=sentence):
            game.new_game(count, 1)
    for seed in ("1", 1.5, None):
        with pytest.raises(ValueError, match=sentence):
            game.new_game(n, seed)
    with pytest.raises(ValueError, match="no option"):
        game.new_game(n, 1, no_such_option=1)
    for opt in game.options:
        for value in opt.choices:
            with pytest.raises(ValueError, match=sentence):
                game.new_game(n, 1, **{opt.key: _wrong_type(value)})
        with pytest.raises(ValueError, match=sentence):
            game.new_game(n, 1, **{opt.key: object()})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_outcome_before_the_end_raises_game_not_over(name: str) -> None:
    game = GAMES[name]
    with pytest.raises(GameNotOverError):
        game.outcome(game.new_game(game.player_counts[0], 3))


# -- determinize deals only what the rules can reach -----------------------------------------

def _hidden_holdings(name: str, state: Any) -> dict[tuple[str, int], tuple[Any, ...]]:
    """Every place of ``state`` that some seat cannot see into, by (kind, seat or index): the
    hands of the card games and their draw piles, Llama Alpacas' pile, Llamaland's stacks
    (below the top tile) and character pile."""
    if name in ("llama", "llamagedon"):
        held = {("hand", seat): tuple(hand) for seat, hand in enumerate(state.hands)}
        held[("pile", 0)] = tuple(state.draw_pile if name == "llama" else state.deck)
        return held
    if name == "alpacas":
        return {("pile", 0): tuple(state.pile)}
    if name == "llamaland":
        held = {("stack", index): tuple(stack[:-1]) for index, stack in enumerate(state.stacks)}
        held[("characters", 0)] = tuple(state.char_pile)
        return held
    raise AssertionError(f"say where {name} hides its cards, so that its determinize is checked")


DETERMINIZE_SEEDS = {"llamaland": 1}
"""Random games per player count for the reachability check (Llamaland's are long)."""


@pytest.mark.parametrize("name", sorted(GAMES))
def test_determinize_deals_only_what_random_play_reaches(name: str) -> None:
    """Every determinized state must be one the rules can reach. Along random games, for each
    viewer, the hidden cards the truth holds and those ``determinize`` deals are gathered per
    place and per what the owner of a hand has done (whether it has decided anything yet):
    ``determinize`` deals exactly the unseen cards, and it never puts a kind where the rules
    never put one in that situation (Llamagedón once dealt Shelters to seats that had laid
    theirs down by answering a Block window)."""
    game = GAMES[name]
    every = CHECK_EVERY.get(name, 1)
    reached: dict[tuple[Any, ...], set[Any]] = {}
    dealt: dict[tuple[Any, ...], set[Any]] = {}
    for n in game.player_counts:
        for seed in range(200):  # fresh deals: what a hand holds before its owner decides
            for (kind, _where), cards in _hidden_holdings(name, game.new_game(n, 10**6 + seed)).items():
                if kind == "hand":
                    reached.setdefault((n, kind, False), set()).update(cards)
        for seed in range(DETERMINIZE_SEEDS.get(name, 4)):
            rng = random.Random(1000 * n + seed)
            state = game.new_game(n, 1000 * n + seed)
            decided: set[int] = set()
            step = 0
            while not game.is_over(state):
                if step % every == 0:
                    truth = _hidden_holdings(name, state)
                    for viewer in range(n):
                        world = game.determinize(game.observation(state, viewer), random.Random(rng.getrandbits(32)))
                        guess = _hidden_holdings(name, world)
                        places = [p for p in truth if p != ("hand", viewer)]
                        assert sorted(map(repr, (c for p in places for c in truth[p]))) == \
                            sorted(map(repr, (c for p in places for c in guess[p]))), \
                            f"seat {viewer}'s determinize deals other cards than the unseen ones"
                        for kind, where in places:
                            key = (n, kind, where if kind != "hand" else where in decided)
                            reached.setdefault(key, set()).update(truth[(kind, where)])
                            dealt.setdefault(key, set()).update(guess[(kind, where)])
                current = game.current_player(state)
                legal = game.legal_actions(state)
                state = game.apply(state, legal[rng.randrange(len(legal))])
                if current is not None:
                    decided.add(current)
                step += 1
    impossible = {key: sorted(dealt[key] - reached.get(key, set())) for key in dealt if dealt[key] - reached.get(key, set())}
    assert not impossible, f"determinize deals what the rules never reach (players, place, decided): {impossible}"
