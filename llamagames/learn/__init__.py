"""Learn by playing: a guided first game per game, on the real table.

``script.py`` says what a lesson is (data: steps, words, scripted bot moves), ``lessons/``
holds each game's, ``guide.py`` runs one on a real match, ``progress.py`` keeps the step
reached, and ``python -m llamagames.learn --game G --auto`` plays one by its own moves.
No pygame here: the table's overlay is ``ui/table/guided.py``.
"""

from __future__ import annotations

from .guide import PLAYER, Guide, GuidedMatch, ScriptError
from .lessons import LESSONS, lesson
from .script import BotMove, Lesson, Step

__all__ = ["LESSONS", "PLAYER", "BotMove", "Guide", "GuidedMatch", "Lesson", "ScriptError", "Step", "lesson"]
