"""A guided game's answer to a press or a drag while the bots play their turn: the kit's refusal
("Wait for your turn: Nina is playing.", a toast and its sound, as a real table gives to a move
tried out of turn) and the same sentence in the guide's bubble, where a new player looks, until
their turn comes. A playtester dragged a tile during Nina's turn and nothing said why it was
ignored (Llamaland's stacks answer only on the player's own turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ...learn import Guide
    from .kit import Table


class WaitNote:
    """What a press on the table while a bot plays brought: the sentence the bubble keeps saying
    until the player's turn."""

    def __init__(self) -> None:
        self.pressed = False
        self.said = ""

    def see(self, table: Table, guide: Guide, event: pygame.event.Event) -> None:
        """A left press on the felt (below the top bar, off the move log, which scrolls) and its
        release, while a bot is to move: refused with why."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = event.pos[1] >= table.frame.top_bar.bottom and not table.frame.log.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if guide.finished() or guide.players_turn() or table.match.current_seat() in (None, table.viewer):
                return
            reason = table.moves.why_not_now()
            if reason is not None:
                table.moves.refuse(reason)
                self.said = reason

    def words(self, table: Table, guide: Guide) -> str:
        """The refusal said last, while the bots still play ("" once it is the player's turn, when
        its toast goes too: it would say "wait" beside the step that asks to move)."""
        if self.said and (guide.players_turn() or guide.finished()):
            if table.toasts.text == self.said:
                table.toasts.clear()
            self.said = ""
        return self.said


__all__ = ["WaitNote"]
