"""Playing a guided game by its own highlighted moves, to its finish (the headless check)."""

from __future__ import annotations

from .guide import Guide, ScriptError
from .script import Lesson


def play_through(lesson: Lesson) -> Guide:
    """The lesson played from start to finish by its expected moves; ScriptError names the
    first step whose move is not legal where it is asked."""
    guide = Guide.start(lesson)
    try:
        while not guide.finished():
            guide.run_bots()
            if guide.finished():
                break
            expected = guide.expected()
            legal = guide.match.legal_actions()
            if expected not in legal:
                raise ScriptError(f"step {guide.step_index + 1}: '{expected}' is not legal here "
                                  f"(legal: {', '.join(str(a) for a in legal)})")
            guide.match.play(expected)
    finally:
        guide.match.close()
    return guide


__all__ = ["play_through"]
