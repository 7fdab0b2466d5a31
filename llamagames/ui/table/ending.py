"""Moves that end something for you (quit the round, end your turn): undo them, or be asked.

The player's setting ``ending_moves`` decides: with "undo" such a move is played at once
and Undo takes it back until the next player has acted (the match's undo policy); with
"ask" a yes-or-no question comes first. A move that could not be taken back anyway (it
ends the round and shows the hands, or turns up a hidden card) is asked about in both.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...i18n import t
from ..scene import Pop
from ..scenes.confirm import ConfirmScene

if TYPE_CHECKING:
    from .kit import Table


def undoable(table: Table, action: Any) -> bool:
    """Whether Undo could take ``action`` back once played (the seat view asks the match)."""
    return table.view.takes_back(action)


def should_ask(table: Table, action: Any) -> str | None:
    """The question to ask before ``action``, or None to play it at once."""
    question = table.parts.intents.ending_question(action)
    if question is None or not table.my_turn():
        return None
    advice = table.coach.current()
    if advice is not None and advice.suggestion.action == action:  # the hint said to: asking "really?" contradicts it
        return None
    if table.app.settings.ending_moves == "ask" or not undoable(table, action):
        return question
    return None


class EndingConfirm(ConfirmScene):
    """The yes-or-no question before an ending move; yes plays it on the table below."""

    def __init__(self, app: Any, question: str, detail: str, play: Callable[[], object]) -> None:
        super().__init__(app, question, detail, t("Yes"), t("No, go back"), Pop())
        self.play = play

    def answer(self, yes: bool) -> None:
        self.request = Pop()
        if yes:
            self.play()


def ask_detail(table: Table, action: Any) -> str:
    """The line under the question: whether Undo could still help afterwards, and where it
    could not, why, when the game says (a playtest with undo allowed read only "This cannot be
    taken back" and thought the setting was broken)."""
    if undoable(table, action):
        return t("Undo can still take it back until the next player moves.")
    why = getattr(table.parts.intents, "ending_detail", None)  # a game may say why not ("Pablo draws at once")
    said = why(action) if callable(why) else None
    return said or t("This cannot be taken back.")


__all__ = ["EndingConfirm", "ask_detail", "should_ask", "undoable"]
