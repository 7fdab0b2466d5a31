"""Kept only for ``rules/translation.py``, which looks a game's ``REASONS`` up by this module's
name: Llamaland's refusals and sentences are codes worded in :mod:`.words`, so the one table
left here is the shared one (the match's and the table's sentences). Goes with translation.py."""

from ..ja_words import COMMON as REASONS

__all__ = ["REASONS"]
