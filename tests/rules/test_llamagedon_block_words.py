"""A Block's move-log sentence names the card it stops and that card's owner, in English and
Japanese, from the event's values (not from any other sentence)."""

from __future__ import annotations

from llamagames.rules.core import Event, Narrator
from llamagames.rules.llamagedon import BLOCK, LET, LLAMAGEDON, Attack, Recover, build_state
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, STEAL
from llamagames.rules.llamagedon.cards import BLOCK as BLOCK_CARD

G = LLAMAGEDON
NAMES = ["Ann", "Pablo", "Dolly"]


def _block_events() -> list[Event]:
    """Ann attacks Pablo's shelter; Pablo blocks it, then Dolly blocks Pablo's Block."""
    state = build_state([[ATTACK, RED], [BLOCK_CARD], [BLOCK_CARD]], [[], [(SHELTER,)], []])
    state = G.apply(state, Attack(1, 0))
    blocks: list[Event] = []
    while G.current_player(state) is not None and state.chain:
        seat = G.current_player(state)
        holds = BLOCK_CARD in state.hands[seat]  # type: ignore[index]
        state = G.apply(state, BLOCK if holds and seat != 0 else LET)
        blocks.extend(e for e in state.last_events if e.kind == "block")
    return blocks


def test_a_block_names_the_stopped_card_and_its_owner_in_english() -> None:
    first, second = _block_events()
    assert dict(first.data)["card"] == ATTACK and dict(second.data)["card"] == BLOCK_CARD
    assert G.describe(first, Narrator(NAMES, 0)) == "Pablo blocks your Attack."
    assert G.describe(first, Narrator(NAMES, 1)) == "You block Ann's Attack."
    assert G.describe(second, Narrator(NAMES, 2)) == "You block Pablo's Block."
    assert G.describe(second, Narrator(NAMES, 0)) == "Dolly blocks Pablo's Block."


def test_a_block_names_the_stopped_card_and_its_owner_in_japanese() -> None:
    first, second = _block_events()
    assert G.describe(first, Narrator(NAMES, 2, "ja")) == "PabloがAnnのアタックをブロックしました。"
    assert G.describe(second, Narrator(NAMES, 0, "ja")) == "DollyがPabloのブロックをブロックしました。"


def test_blocking_the_three_colours_action_names_it() -> None:
    state = build_state([[RED, BLUE, GREEN], [BLOCK_CARD]], discard=[STEAL])
    state = G.apply(state, Recover(STEAL, (BLUE, GREEN, RED)))
    state = G.apply(state, BLOCK)
    (block,) = [e for e in state.last_events if e.kind == "block"]
    assert G.describe(block, Narrator(NAMES[:2], 0)) == "Pablo blocks your three-colours action."
    assert G.describe(block, Narrator(NAMES[:2], 0, "ja")) == "Pabloがあなたの3色のアクションをブロックしました。"
