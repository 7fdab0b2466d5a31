"""One scale of sizes for the Llamagedón table's words, at 100% (the table's ``small`` grows each
by the player's Size): a playtest at 150% read sizes that jumped from part to part of the table
(chain sentences at 17, the mat at 15, labels at 14, the seat panels' figures at 16, a banner
that did not grow at all). Every word the table draws takes one of these."""

from __future__ import annotations

TITLE = 20
"""A panel's title: the chain's, "Since your turn"."""
LEAD = 15
"""Sentences read at a moment's notice: the chain's links, the account of the rivals' turns, the
mat's first line, the answers, a seat's count of shelters."""
LABEL = 14
"""Labels: under the piles, your shelter row's heading, the seat panels' lines, the notice."""
NOTE = 13
"""Second lines and small figures: the mat's second line, an empty row's hint, badges."""

SCALE = (TITLE, LEAD, LABEL, NOTE)

__all__ = ["LABEL", "LEAD", "NOTE", "SCALE", "TITLE"]
