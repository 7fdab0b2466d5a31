"""Where a Block chain stands, in words: read the same by the table's chain panel and by a
phone (no pygame here, so the phones' host reads it without a window)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....i18n import t


def cancelled(chain: Sequence[Any]) -> bool:
    """Whether the action is cancelled as the chain stands (an odd number of Blocks on it):
    two Blocks cancel out and the action happens again."""
    return (len(chain) - 1) % 2 == 1


def standing_words(chain: Sequence[Any]) -> str:
    """Where the chain stands: whether the action would happen if everyone let it be now."""
    blocks = len(chain) - 1
    if blocks == 0:
        return t("If nobody blocks, it happens.")
    if cancelled(chain):
        return t("As it stands the action is cancelled ({count} Blocks).", count=blocks) if blocks > 1 else \
            t("As it stands the action is cancelled (1 Block).")
    return t("As it stands the action still happens ({count} Blocks cancel out).", count=blocks)


__all__ = ["cancelled", "standing_words"]
