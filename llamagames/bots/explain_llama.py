"""Why the L.L.A.M.A. heuristic (``bots.llama.normal_policy``) picks its move, as a reason code.

It reads the quantities the heuristic weighs: the chip to return, a card's chain partner or
twin, the penalty a card sheds, and for draw-or-quit the penalty held against the chance to
empty the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..rules.llama import Draw, PlayCard, Quit, ReturnChip, penalty
from .explain import Reason
from .llama import chance_to_empty, successor


def explain(observation: Any, legal: Sequence[Any], action: Any) -> Reason:
    """The reason for ``action`` (the hint's choice: the hard bot's, or the heuristic's) from ``observation``."""
    hand = tuple(observation.hand)
    if isinstance(action, ReturnChip):
        return Reason("llama_return", {"points": action.points})
    if isinstance(action, PlayCard):
        value = action.value
        if hand.count(value) > 1:
            return Reason("llama_play_twin", {"card": value, "count": hand.count(value)})
        if successor(value) in hand:
            return Reason("llama_play_chain", {"card": value, "next": successor(value)})
        rest = list(hand)
        rest.remove(value)
        return Reason("llama_play_shed", {"card": value, "points": penalty(hand) - penalty(rest)})
    chance = round(100 * chance_to_empty(observation))
    held = penalty(hand)
    fits = any(isinstance(a, PlayCard) for a in legal)  # the hint's hard bot may hold a card back
    if isinstance(action, Draw):
        return Reason("llama_draw_fits" if fits else "llama_draw", {"points": held, "chance": chance})
    if isinstance(action, Quit):
        if fits:
            return Reason("llama_quit_fits", {"points": held, "chance": chance})
        if not any(isinstance(a, Draw) for a in legal):
            return Reason("llama_quit_no_draw", {"points": held})
        return Reason("llama_quit", {"points": held, "chance": chance})
    return Reason("best_guess")
