"""The Llamagedón table: your hand as a fan, everyone's shelters, the deck, the discard pile,
the table mat where action cards land, Block prompts and the meteor shower.

The table is composed of parts, one job each: ``layout.py`` (where things sit),
``stage.py`` (the fan, the cards in flight, the view and the drag), ``painter.py``
(drawing), ``intents.py`` (what a drop, a click, a key or a button means),
``reactions.py`` (events to animations), ``keys.py`` (keyboard play) and ``coach.py``
(tips and hints). The catalogue names :data:`TABLE`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from ....rules.llamagedon.cards import BLOCK
from ....rules.llamagedon.state import Phase
from ...table.layout import TableFrame
from ...table.scene import TableDesign
from . import art
from .coach import LlamagedonCoach
from .intents import HINTS, LlamagedonIntents
from .keys import LlamagedonKeys
from .layout import GedonLayout, LlamagedonLayout, panel_size
from .painter import LlamagedonPainter
from .reactions import LlamagedonReactions
from .stage import LlamagedonStage


def nothing_left_to_do(obs: Any, seat: int) -> bool:
    """A seat with no say in the rest of the game: the Llamagedón card is out, its last turn is
    played (or being answered) and it holds no Block. The rules put nobody out (a player without
    shelters still plays), so this is the only time a human only watches; a Block swapped into
    the hand later gives them a say again (fast-forward then stops). ``obs`` is the seat's own
    observation (its hand is the only private thing read)."""
    if obs.phase == Phase.OVER or obs.llamagedon_by is None or BLOCK in obs.hand:
        return False
    first = 1 if obs.phase == Phase.BLOCK else 0  # the turn player's action is already on the chain
    upcoming = {(obs.turn + step) % obs.num_players for step in range(first, obs.turns_left)}
    return seat not in upcoming


def prewarm(size: tuple[int, int]) -> list[Callable[[], Any]]:
    """The card backs and faces the first frame at ``size`` needs (four seats, the usual)."""
    lay = GedonLayout.compute(TableFrame.compute(size, 4, buttons=4, panel=panel_size(4)))
    makers: list[Callable[[], Any]] = [partial(art.back, w) for w in (lay.pile_w, lay.card_w, lay.mini_w)]
    makers += [partial(art.face, k, lay.card_w) for k in range(13)]
    return makers


TABLE = TableDesign(game="llamagedon", title="Llamagedón", felt="llamagedon", layout=LlamagedonLayout,
                    stage=LlamagedonStage, painter=LlamagedonPainter, intents=LlamagedonIntents,
                    reactions=LlamagedonReactions, keys=LlamagedonKeys, coach=LlamagedonCoach, warm=prewarm,
                    out_of_round=nothing_left_to_do, hidden_hand=True, shared_board=True)
"""One Llamagedón match, from the deal to the results."""

__all__ = ["HINTS", "TABLE", "nothing_left_to_do", "prewarm"]
