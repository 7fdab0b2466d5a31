"""Bots for every game: ``make(game_name, level, seed)`` -> a Bot that sees only observations.

Levels, weakest first:

- ``random``: uniform among the legal actions (the baseline);
- ``easy``: weak but plausible (the game's naive player, else its heuristic with slips);
- ``normal``: the game's heuristic;
- ``hard``: ISMCTS over ``Game.determinize`` of the bot's observation (the game's GameAI
  picks the kind of search and its rollouts; see :mod:`.ismcts`), or the game's own search
  (``GameAI.hard_bot``: Llamaland's look-ahead, :mod:`.llamaland_search`). It thinks for
  ``HARD_TIME_LIMIT`` seconds (less if the app caps it) unless given an iteration budget,
  which makes it reproducible (tests and tournaments).

``play_out`` plays a whole bot-only game: the one loop the tournament, the benchmarks and
the tests share.

Each game registers its heuristics in a :class:`GameAI` (here, or by defining
``normal_policy``/``easy_policy`` in ``bots/<game>.py``); a game without any still gets all
four levels from the generic search (random rollouts), so a new game is playable at once.
"""

from .levels import *  # noqa: F401,F403
from .levels import __all__ as _levels_all
from .play import BotError, play_out, play_steps

__all__ = [*_levels_all, "BotError", "play_out", "play_steps"]
