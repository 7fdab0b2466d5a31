"""L.L.A.M.A. from a phone: the words of its moves and of its page."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import t
from ...rules.llama.actions import Draw, PlayCard, Quit, ReturnChip
from ...rules.llama.components import LLAMA_CARD
from ..adapter import PhoneGame


def label(action: Any, seat: int, names: Sequence[str]) -> str:
    """The button's words for ``action``."""
    if isinstance(action, PlayCard):
        return t("Play the llama") if action.value == LLAMA_CARD else t("Play {card}", card=action.value)
    if isinstance(action, Draw):
        return t("Draw a card")
    if isinstance(action, Quit):
        return t("Quit the round")
    if isinstance(action, ReturnChip):
        return t("Give back a 10-point chip") if action.points == 10 else t("Give back a 1-point chip")
    return str(action)


def page_words() -> dict[str, str]:
    return {"llama": t("Llama")}


PHONE = PhoneGame(label=label, page_words=page_words)

__all__ = ["PHONE", "label"]
