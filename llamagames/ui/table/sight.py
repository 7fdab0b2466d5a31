"""What this screen may show, and the hot-seat cover that keeps a hand for its owner.

The viewer is the seat whose cards the screen shows: the single human, the human whose
turn it is at a shared screen, or seat 0 in a bot-only demo. At a shared screen the table
covers itself before a different human's turn (``HotSeatCover``) and shows that human's
hand only once they reveal it; a game without secrets hands the screen on without a cover.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import language
from ...rules.core import NOBODY, Narrator
from ..scene import Push
from .cover import HotSeatCover

if TYPE_CHECKING:
    from .kit import Table


class Sight:
    """Visibility at one table: whose secrets show, in whose words, and when to cover."""

    def __init__(self, table: Table) -> None:
        self.table = table

    @property
    def private_visible(self) -> bool:
        """Whether the viewer's hidden things (a hand) may be face up on this screen now.

        At a shared screen only while it is that human's turn and no cover is up: the other
        human watches the bots' turns too.
        """
        table = self.table
        if table.covered:
            return False
        if len(table.humans) < 2 or table.mode.sees_all():
            return True
        return table.match.current_seat() == table.viewer and table.revealed == table.viewer

    def secret_viewer(self) -> int:
        """The seat whose secrets the move log may tell (nobody's at a shared screen)."""
        table = self.table
        return table.viewer if len(table.humans) < 2 else NOBODY

    def narrator(self) -> Narrator:
        """Words for this screen: "You" for the one human, names at a shared screen or a demo."""
        table = self.table
        return Narrator(table.names, table.viewer if len(table.humans) == 1 else NOBODY, language=language())

    def check_cover(self) -> None:
        """At a shared screen, cover the table before a different human's turn (a game calls it
        too when its public question hands the laptop on, see ``Intents.hands_over``)."""
        table = self.table
        if len(table.humans) < 2 or table.flow.interlude is not None or table.covered or not table.mode.may_cover():
            return
        current = table.match.current_seat()
        if not table.design.secrets:
            self.hand_over()
        elif current in table.humans and current != table.revealed and table.parts.intents.hands_over(current):
            table.covered = True
            table.parts.stage.sync(animate=False)
            table.request = Push(HotSeatCover(table.app, self, table.names[current], current))

    def hand_over(self) -> None:
        """A game without secrets: the next human plays from their own seat, no cover, once
        the last move has landed where it was played (the screen then turns to their board)."""
        table = self.table
        current = table.match.current_seat()
        if current is not None and current in table.humans and current != table.revealed and not table.animator.busy:
            self.reveal(current)

    def reveal(self, seat: int) -> None:
        """The named player has the laptop: show the table from their seat."""
        table = self.table
        table.covered = False
        table.revealed = seat
        table.viewer = seat
        table.log.set_viewer(seat)  # "since your turn" counts from this player's turn
        table.parts.stage.sync(animate=False)
        table.controls.refresh()


__all__ = ["Sight"]
