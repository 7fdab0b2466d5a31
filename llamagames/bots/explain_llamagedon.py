"""Why the Llamagedón heuristic (``bots.llamagedon.normal_policy``) picks its move.

It reads what the heuristic weighs: whether a pair is worth laying down now (hand limit,
the last turns, a Protect waiting), who leads, and in a Block window what the chain's
outcome means for this seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..rules.llamagedon import (
    Attack,
    Block,
    Build,
    DrawTwo,
    Let,
    Pass,
    Phase,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
)
from ..rules.llamagedon.cards import ACTION_CARDS, COLOURS
from ..rules.llamagedon.turns import hand_limit_of
from .explain import Reason
from .llamagedon import _leader, _protect_ready, block_gain


def explain(observation: Any, legal: Sequence[Any], action: Any) -> Reason:
    """The reason for ``action`` (the hint's choice: the hard bot's, or the heuristic's) from ``observation``."""
    obs = observation
    me = obs.seat
    if isinstance(action, Block):
        return Reason("llamagedon_block")
    if isinstance(action, Let):
        if obs.chain and obs.chain[-1].seat == me:  # your own card: the others may block it, not you
            return Reason("llamagedon_let_helps")
        if any(isinstance(a, Block) for a in legal):
            helps = block_gain(obs, me, obs.chain) < 0
            return Reason("llamagedon_let_helps" if helps else "llamagedon_let_keep")
        return Reason("llamagedon_let")
    hand = obs.hand
    late = obs.llamagedon_by is not None
    leader = _leader(obs, me)
    if isinstance(action, Build):
        if late and obs.turns_left <= obs.num_players:
            return Reason("llamagedon_build_last")
        if obs.hand_limit and len(hand) >= hand_limit_of(obs.num_players) - 1:
            return Reason("llamagedon_build_limit", {"limit": hand_limit_of(obs.num_players)})
        if _protect_ready(obs, me, hand):
            return Reason("llamagedon_build_protect")
        if late:  # a pair in hand no longer goes down by itself: only the row counts at the end
            return Reason("llamagedon_build_late")
        return Reason("llamagedon_build")
    if isinstance(action, Replace):
        return Reason("llamagedon_replace_own" if action.seat == me else "llamagedon_replace", {"seat": action.seat})
    if isinstance(action, Steal):
        code = "llamagedon_steal_leader" if action.seat == leader else "llamagedon_steal"
        return Reason(code, {"seat": action.seat})
    if isinstance(action, Attack):
        code = "llamagedon_attack_leader" if action.seat == leader else "llamagedon_attack"
        return Reason(code, {"seat": action.seat})
    if isinstance(action, Recover):
        return Reason("llamagedon_recover", {"card": action.card})
    if isinstance(action, Protect):
        return Reason("llamagedon_protect")
    if isinstance(action, DrawTwo):
        return Reason("llamagedon_draw")
    if isinstance(action, Swap):
        return Reason(_swap_code(hand, action.give), {"seat": action.seat, "give": action.give})
    if isinstance(action, Pass):
        if obs.phase is Phase.MAIN and any(isinstance(a, Build) for a in legal):
            return Reason("llamagedon_pass_keep_late" if late else "llamagedon_pass_keep")
        return Reason("llamagedon_pass")
    return Reason("best_guess")


def _swap_code(hand: Sequence[Any], give: Any) -> str:
    """Why a Swap gives the card it gives (the heuristic's ``_give_score``): a colour held once
    makes no pair; one of three leaves a pair; an action card is the least use now. A playtest
    read "the card you need least" and could not tell which card that was."""
    held = list(hand).count(give)
    if give in COLOURS and held == 1:
        return "llamagedon_swap_lone"
    if give in COLOURS and held % 2 == 1:
        return "llamagedon_swap_spare"
    if give in ACTION_CARDS:
        return "llamagedon_swap_action"
    return "llamagedon_swap"
