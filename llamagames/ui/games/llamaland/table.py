"""The Llamaland table: your estate large in the middle, the others' on the left, the supply above.

The table is composed on the kit (``ui/table``) from parts with one job each: the layout
(``layout.py``), what lies on the table (``stage.py``), the drawing (``painter.py``), gestures
to actions (``intents.py``), events to animations (``reactions.py``), the keyboard's targets
(``keys.py``) and the first-game tips (``coach.py``). Your own seat panel is the collection
strip under your estate (drawn by the painter), so the kit draws none for you.
"""

from __future__ import annotations

from ...table.scene import TableDesign
from .banner import results_banner
from .coach import LlamalandCoach
from .intents import LlamalandIntents
from .keys import LlamalandKeys
from .layout import LlamalandLayout
from .painter import LlamalandPainter
from .reactions import LlamalandReactions
from .stage import LlamalandStage
from .warm import first_frame

TABLE = TableDesign(game="llamaland", title="Llamaland", felt="llamaland", layout=LlamalandLayout,
                    stage=LlamalandStage, painter=LlamalandPainter, intents=LlamalandIntents,
                    reactions=LlamalandReactions, keys=LlamalandKeys, coach=LlamalandCoach, warm=first_frame,
                    me_panel=False, results_banner=results_banner)
"""One Llamaland match, from the first tile to the score pad."""

__all__ = ["TABLE"]
