"""How much of the game is left once the Llamagedón card is out, in the rulebook's terms: the
turn that showed the card, then exactly two more rounds (no pygame here, so a phone could read it)."""

from __future__ import annotations

from ....i18n import t


def rounds_left_words(turns_left: int, players: int) -> str:
    """The marker's words for ``turns_left`` (the turns still to play, the current one included,
    as the rules count them: ``2 * players + 1`` on the turn the card is drawn).

    Each turn of the game says something true of that turn: the drawer's turn comes before the
    two rounds; during the first of them one more follows; then the last round, its last turn."""
    if turns_left <= 1:
        return t("Last turn!")
    if turns_left > 2 * players:
        return t("Two more rounds")
    if turns_left > players:
        return t("This round and one more")
    return t("Last round")


__all__ = ["rounds_left_words"]
