"""The position notation: ``state_from_text(state_to_text(s))`` plays on exactly as ``s`` does,
and a damaged text is refused in words."""

from __future__ import annotations

import random
from typing import Any

import pytest

from llamagames.rules.llamaland import LLAMALAND as G
from llamagames.rules.llamaland.game import Phase


def _positions() -> list[Any]:
    """Positions of every phase from random games of every size and variant, observations too."""
    found: list[Any] = []
    for players, seed, options in ((2, 1, {}), (3, 2, {"variant": "expert"}),
                                   (4, 3, {"llama_variant": True, "variant": "beginner"})):
        rng = random.Random(seed)
        state = G.new_game(players, seed, **options)
        step = 0
        while True:
            if step % 9 == 0 or state.turn.phase in (Phase.HUTS, Phase.LLAMA) or G.is_over(state):
                found.append(state)
            if G.is_over(state):
                break
            legal = G.legal_actions(state)
            state = G.apply(state, legal[rng.randrange(len(legal))])
            step += 1
        found.append(G.observation(found[len(found) // 2], 1).state)
    return found


POSITIONS = _positions()


def test_the_positions_cover_every_phase_and_the_end() -> None:
    assert {s.turn.phase for s in POSITIONS} == set(Phase)
    assert any(s.over for s in POSITIONS) and any(s.hidden for s in POSITIONS)


@pytest.mark.parametrize("index", range(0, len(POSITIONS), max(1, len(POSITIONS) // 40)))
def test_a_position_read_back_plays_on_identically(index: int) -> None:
    state = POSITIONS[index]
    text = G.state_to_text(state)
    again = G.state_from_text(text)
    assert again == state and G.state_to_text(again) == text
    assert G.events(again) == G.events(state)
    legal = list(G.legal_actions(state))
    assert list(G.legal_actions(again)) == legal
    for seat in range(state.num_players):
        assert G.observation(again, seat) == G.observation(state, seat)
    if legal:
        action = legal[random.Random(index).randrange(len(legal))]
        after, after_again = G.apply(state, action), G.apply(again, action)
        assert G.events(after_again) == G.events(after) and after_again == after


def _damaged(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def test_a_damaged_text_is_refused_in_words() -> None:
    state = next(s for s in POSITIONS if s.players[0].estate.tile_count() >= 2 and not s.hidden)
    text = G.state_to_text(state)
    lines = text.splitlines()
    estate = next(line for line in lines if line.startswith("estate 0 "))
    first_tile = estate.split()[3].split("/")[0]
    tile_name = first_tile.split(".")[0]
    stacks = next(line for line in lines if line.startswith("stacks "))
    damages = {
        "header": (_damaged(text, "llamaland 1", "llamaland 9"), "starts with"),
        "missing line": ("\n".join(line for line in lines if not line.startswith("supply")), "supply"),
        "players": (_damaged(text, f"players {state.num_players}", "players 7"), "2 to 4 players"),
        "number": (_damaged(text, f"coins {state.supply_coins}", "coins many"), "'coins'"),
        "phase": (_damaged(text, f"phase {state.turn.phase}", "phase dance"), "no phase 'dance'"),
        "board": (_damaged(text, f"board {state.players[0].board}", "board 9Z"), "start board"),
        "tile twice": (_damaged(text, estate, estate.replace(" tiles ", f" tiles {first_tile}/")), "cannot lie"),
        "unknown tile": (_damaged(text, first_tile, first_tile.replace(tile_name, "Q99")), "not a laid tile"),
        "lost tile": (_damaged(text, stacks, stacks.replace(stacks.split()[2].split("/")[0] + "/", "", 1)),
                      "Every land tile"),
        "no such tile": (_damaged(text, "stacks T T", "stacks T Q"), "there is no tile Q"),
        "lost card": (_damaged(text, "characters row ", "characters row 0/"), "Every character card"),
        "event": (text + "event [1, 2]\n", "an event should be"),
    }
    for name, (damaged, words) in damages.items():
        with pytest.raises(ValueError) as refused:
            G.state_from_text(damaged)
        assert words in str(refused.value), (name, str(refused.value))
