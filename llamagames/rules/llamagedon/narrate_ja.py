"""A bridge, not words: ``rules.translation`` (deleted once every game words its refusals
from codes) still names this module for Llamagedón's Japanese, and the table kit asks it
about sentences the kit and the match give in words. Llamagedón's own sentences are all in
:mod:`.words`; this hands back only the table every game shares. Delete with translation.py.
"""

from ..ja_words import COMMON as REASONS

__all__ = ["REASONS"]
