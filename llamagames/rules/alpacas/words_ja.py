"""Not this game's words: a stand-in at the path ``rules/translation.py`` still looks up.

Llamas & Alpacas says everything from codes (:mod:`.words`). The table kit still passes its
own sentences (undo, "wait for your turn", already in the player's language) through
``translation.refusal``, which imports this module for ``REASONS``; the shared table is all
it needs. Delete this file together with ``rules/translation.py``.
"""

from __future__ import annotations

from ..ja_words import COMMON as REASONS

__all__ = ["REASONS"]
