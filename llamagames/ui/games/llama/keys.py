"""What the keys reach at the L.L.A.M.A. table: the cards you may play, and the draw pile.

Built from the legal actions only (a card that cannot be played is not a stop); quitting
the round is the "Quit the round" button, which the kit puts in the buttons group.
"""

from __future__ import annotations

from ....i18n import t
from ....rules.llama import DRAW, PlayCard, card_label
from ...table.keyboard import KeyGroup, KeyTarget, lift
from ...table.parts import Keys
from .stage import stage_of


class LlamaKeys(Keys):
    """Tab, the arrows and Enter over the playable cards and the draw pile."""

    def targets(self) -> list[KeyGroup]:
        """Your playable cards (left to right as the fan shows them), then the draw pile."""
        table = self.table
        legal = table.legal()
        if not legal or not table.sight.private_visible:
            return []
        stage = stage_of(table)
        fan = stage.fan
        playable = {a.value for a in legal if isinstance(a, PlayCard)}
        hand: list[KeyTarget] = []
        seen: set[int] = set()
        for sprite in sorted(fan.cards, key=lambda c: c.x):
            value = sprite.value
            if value in playable and value not in seen:
                seen.add(value)
                hand.append(KeyTarget(sprite.rect(), t("Play {card}", card=t(card_label(value))), PlayCard(value),
                                      on_focus=lift(fan, sprite)))
        groups = [KeyGroup("hand", hand)]
        if DRAW in legal:
            groups.append(KeyGroup("piles", [KeyTarget(stage.rects.draw_pile, t("Draw a card"), DRAW,
                                                       on_focus=lift(fan, None))]))
        return groups


__all__ = ["LlamaKeys"]
