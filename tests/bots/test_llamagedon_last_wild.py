"""The last turn's Wild: taking it from a rival's shelter raises that rival's tie-break value
(a Resource, 3, where the Wild, 1, stood) and is worth only the pair it completes now.

The playtest's position: your final turn, Dolly level with you on two shelters, her yellow
Built Shelter holding the Wild (11 to your 14 on the tie-break); your hand a yellow, a Swap
and a Block. The hint said to take the Wild: Dolly rose to 13 and you gained nothing.
"""

from __future__ import annotations

import random
import time

from llamagames.bots import llamagedon as ai
from llamagames.bots.explain import suggest
from llamagames.rules.llamagedon import LLAMAGEDON, PASS, Replace
from llamagames.rules.llamagedon.notation import state_from_text

G = LLAMAGEDON
REST = ("deck HHHHbyyyggwAAATTTXDXDXDBBBB | discard XAD | removed - | chain - | lets 0 | lower 1 "
        "| llamagedon 3 | left 1 | limit on | seed 0 | counter 1")
"""The Llamagedón card shown by seat 3, one turn left (yours); the deck's order no longer matters."""
LAST_TURN = f"main @0 #1 | hands yXB/rA/bg/D/bTT | areas H,rr/rr/ggP,yw/H/bb | {REST}"
"""You (seat 0) play the game's last turn; Dolly (seat 2) has ggP (7) and yw (4)."""
PAIR_MADE = f"main @0 #1 | hands ygX/rA/bB/D/bTT | areas H,rr/rr/ggP,yw/H/bb | {REST}"
"""The same turn with a green single in hand: the Wild taken makes a pair, one more shelter."""


def test_the_last_turn_does_not_hand_a_rival_the_tie_break() -> None:
    state = state_from_text(LAST_TURN)
    legal = G.legal_actions(state)
    assert Replace(2, 1) in legal
    choice = ai.normal_policy(G.observation(state, 0), legal, random.Random(1))
    assert choice == PASS  # nor a Swap: the yellow given may complete a rival's pair, laid down at the end
    started = time.process_time()
    hint = suggest("llamagedon", G.observation(state, 0), legal, 7)
    assert hint.action == PASS  # the hint is the hard bot's move
    assert time.process_time() - started < 1.5


def test_the_last_turn_takes_a_wild_that_completes_a_pair() -> None:
    state = state_from_text(PAIR_MADE)
    legal = G.legal_actions(state)
    assert ai.normal_policy(G.observation(state, 0), legal, random.Random(1)) == Replace(2, 1)
