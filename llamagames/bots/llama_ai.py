"""What L.L.A.M.A. gives its bots: the heuristics of :mod:`.llama` and the hard level's
look-ahead of :mod:`.llama_search` (kept apart so that neither imports the other back)."""

from __future__ import annotations

from .ai import GameAI
from .llama import easy_policy, heuristic_rollout, normal_policy, round_value
from .llama_search import make_hard

AI = GameAI(
    normal=normal_policy,
    easy=easy_policy,
    # Kept for the generic search (``bots.make(..., depth=, paired=)``): a deep tree lost to
    # the heuristic (0.16 win share in 40 games against three normal bots, 4 players); the
    # flat paired search scoring rounds by penalty won 0.343 [0.280, 0.411] over 200 games.
    rollout=heuristic_rollout,
    leaf_value=round_value,
    hard_depth=1,
    hard_paired=True,
    # The hard level: a paired look-ahead judging a round by the chance to win the game
    # (see llama_search.py and docs/strength.md for its figures).
    hard_bot=make_hard,
    hard_iterations=2000,
)
"""What L.L.A.M.A. gives its bots (named by the catalogue)."""
