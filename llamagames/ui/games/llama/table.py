"""The L.L.A.M.A. table: your hand as a fan, the piles, the opponents' cards, chips, llamas.

Composed on the kit from one part per job: ``layout`` (the rectangles), ``stage`` (the
sprites and the view of the match), ``painter`` (drawing and the frame's words), ``intents``
(a card dropped on the discard pile is ``PlayCard``, a click on the draw pile ``Draw``),
``reactions`` (events to animations, the round summary), ``keys`` and ``coach`` (tips and
hints). Everything else (buttons, log, undo, hot seat, the results flow) is the kit's.
"""

from __future__ import annotations

from typing import Any

from ....rules.llama.state import PLAY
from ...table.scene import TableDesign
from .coach import LlamaCoach
from .intents import LlamaIntents
from .keys import LlamaKeys
from .layout import LlamaTableLayout
from .painter import LlamaPainter
from .reactions import LlamaReactions
from .stage import LlamaStage, first_images


def quit_this_round(observation: Any, seat: int) -> bool:
    """A seat that quit plays no more this round: with every human out, the round fast-forwards
    (read from the seat's observation: who quit is public)."""
    return bool(observation.phase == PLAY and observation.quit[seat])


TABLE = TableDesign(game="llama", title="L.L.A.M.A.", felt="llama", layout=LlamaTableLayout, stage=LlamaStage,
                    painter=LlamaPainter, intents=LlamaIntents, reactions=LlamaReactions, keys=LlamaKeys,
                    coach=LlamaCoach, warm=first_images,
                    out_of_round=quit_this_round, hidden_hand=True, shared_board=True)
"""One L.L.A.M.A. match on screen, from the deal to the last round's summary."""

__all__ = ["TABLE"]
