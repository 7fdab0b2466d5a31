"""Why an action is refused, as a code and values (worded in :mod:`.words`).

Off the hot path: ``legal_actions`` and ``apply`` never build a refusal; only a refused
action (or a piece being dragged) asks for one. A refusal in the play phase carries, as
``then``, what the player can do instead ("... You can only play a 4 or quit.").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core import PlayerId, Refusal
from .actions import DRAW, Draw, LlamaAction, PlayCard, ReturnChip
from .components import BLACK_CHIP, VALUES, WHITE_CHIP, can_play_on
from .state import OVER, RETURN_CHIP, LlamaState

GAME_OVER = Refusal("game_over")
NOT_YOUR_TURN = Refusal("not_your_turn")
_RETURN_FIRST_CHIP = Refusal("return_first_chip")
_RETURN_FIRST_WHITE = Refusal("return_first_white")


def choices(legal: Sequence[LlamaAction]) -> Refusal:
    """What the play phase's legal actions allow: the cards that may be played, and a draw."""
    plays = tuple(a.value for a in legal if isinstance(a, PlayCard))
    return Refusal.make("choices", plays=plays, draw=DRAW in legal)


def refusal(state: LlamaState, action: object, seat: PlayerId | None,
            legal_actions: Callable[[LlamaState], Sequence[LlamaAction]]) -> Refusal | None:
    """None when ``action`` is legal for ``seat`` (None: whoever is to play), else why not."""
    if state.phase == OVER:
        return GAME_OVER
    if seat is not None and seat != state.current:
        return NOT_YOUR_TURN
    if state.phase == RETURN_CHIP:
        total = state.totals[state.current]  # type: ignore[index]
        if not isinstance(action, ReturnChip):
            return _RETURN_FIRST_CHIP if total >= BLACK_CHIP else _RETURN_FIRST_WHITE
        if action.points not in (BLACK_CHIP, WHITE_CHIP):
            return Refusal("chip_values")
        if action.points > total:
            return Refusal.make("holds_only", total=total)
        return None
    legal = legal_actions(state)
    if action in legal:
        return None
    if isinstance(action, ReturnChip):
        return Refusal.make("no_chip_to_return", then=choices(legal))
    if isinstance(action, Draw):
        if not state.draw_pile:
            return Refusal("draw_pile_empty")
        return Refusal("last_player_no_draw")
    if isinstance(action, PlayCard):
        top = state.discard[-1]
        v = action.value
        if v not in VALUES:
            return Refusal.make("no_such_card", value=v, then=choices(legal))
        if not can_play_on(top, v):
            return Refusal.make("cannot_go_on", card=v, top=top, then=choices(legal))
        return Refusal.make("not_in_hand", card=v, then=choices(legal))
    return Refusal.make("not_an_action", action=str(action), then=choices(legal))
