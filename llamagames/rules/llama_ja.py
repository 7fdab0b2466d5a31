"""Not L.L.A.M.A.'s words (those are codes, in :mod:`.llama.words`): only the table
:mod:`.translation` looks up under "llama" for the reasons the match and the table kit still
hand over as sentences (undo, turns). It goes when ``translation`` goes."""

from __future__ import annotations

from .ja_words import COMMON as REASONS

__all__ = ["REASONS"]
