"""Learn from your games: the review of every decision of a seat by the hard bot, with the
seat's chance to win before and after each (how it is estimated: :mod:`.engine`).

    python -m llamagames.review FILE [--seat N] [--json] [--playouts K]
    python -m llamagames.review --calibrate [--game G] [--players P] --positions N [--playouts K]

API: ``review(record, seat, playouts=None, progress=callable, cancelled=callable) -> Review``
(a plain dataclass; ``Review.to_json`` / ``Review.from_json`` keep it with the finished game).

Speed with the default playouts (:data:`.engine.DEFAULT_PLAYOUTS`), one core, the shared
development machine, games of an easy bot (seat 1, reviewed) against three normal bots:

- L.L.A.M.A., 4 players, 147 moves, 45 decisions (8 unlike the hard bot's), 300 playouts:
  13.1 s of CPU (``python -m llamagames.review FILE``);
- Llamaland, 4 players, 244 moves, 57 decisions (43 unlike the hard bot's), 10 playouts:
  113 s of CPU. A Llamaland playout is a whole game of the heuristic (0.06 to 0.16 s), so ten
  are what two minutes allow; the intervals are then wide (about ±0.3), and only the clearest
  drops can be marked. Cutting the playouts short and judging the position by the heuristic's
  guess of the final points was tried and is far off (1.00 where the whole game gives 0.43).

Calibration (L.L.A.M.A., 4 players, 400 positions of 100 normal-bot games, 300 playouts):
predicted 0.051 / 0.157 / 0.244 / 0.345 won 0.042 / 0.136 / 0.228 / 0.307 in the bins holding
59 / 88 / 145 / 57 positions; the mean gap, weighted by positions, 0.026
(``python -m llamagames.review --calibrate --game llama --players 4 --positions 400``, 55 s).
"""

from .engine import *  # noqa: F401,F403
from .engine import __all__
