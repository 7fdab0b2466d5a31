"""The Llamas & Alpacas table: the row of six with its treats, the piles, your large board, the
other boards in their seats' panels, a llama and an alpaca, composed from parts with one job
each (``layout``, ``stage``, ``painter``, ``intents``, ``reactions``, ``keys``, ``coach``)."""

from __future__ import annotations

from ...table.scene import TableDesign
from .coach import AlpacasCoach
from .intents import AlpacasIntents
from .keys import AlpacasKeys
from .layout import TableLayout
from .painter import AlpacasPainter
from .reactions import AlpacasReactions
from .stage import AlpacasStage

TABLE = TableDesign(game="alpacas", title="Llamas & Alpacas", felt="alpacas", layout=TableLayout,
                    stage=AlpacasStage, painter=AlpacasPainter, intents=AlpacasIntents,
                    reactions=AlpacasReactions, keys=AlpacasKeys, coach=AlpacasCoach,
                    secrets=False)
"""The catalogue names this: one Llamas & Alpacas match, from the starting cards to the results.
Every card is face up (the pile is a secret from everyone alike), so humans at one screen need
no cover between their turns."""

__all__ = ["TABLE"]
