"""Every sentence the match says to a player, in one place: the undo policy's refusals and
what happened to a bot that had to think again. Each is put in the player's language when it is said."""

from __future__ import annotations

from ..i18n import t


def game_over() -> str:
    return t("The game is over.")


def nothing_to_undo() -> str:
    return t("There is no move to take back yet.")


def no_undo_in_daily() -> str:
    """The daily deal is one game for everyone: a move taken back would be a second look."""
    return t("No Undo in the daily deal: everyone plays it once.")


def not_yours_to_undo(name: str) -> str:
    """Said to the one who pressed Undo at a shared screen: the last move is another human's."""
    return t("The last move is {name}'s: only {name} may take it back. Your earlier moves stay.", name=name)


def answered(name: str) -> str:
    """Said to the human whose own move a bot has answered."""
    return t("{name} has answered your move: once the next player has played, it stays.", name=name)


def answered_other(name: str, other: str) -> str:
    """Said at a shared screen to a human coming back to Undo after another human's turn: the
    bot answered ``other``'s move, not theirs ("your move" read wrong to the one who pressed)."""
    return t("{name} has answered {other}'s move: once the next player has played, a move stays.",
             name=name, other=other)


def showed_hidden() -> str:
    return t("You can't take back a draw or anything else that showed a hidden card.")


def bot_rethinking(name: str) -> str:
    """Said when a bot's worker process died or stood still and a fresh one thinks the same
    move again, at the same level."""
    return t("{name} lost their train of thought and is thinking the move over again.", name=name)


def bot_gave_up(name: str) -> str:
    """Said when a bot failed to choose (a bug, or every fresh worker died) and the normal
    level's rules chose for it."""
    return t("{name} could not settle on a move this time and made a simple one.", name=name)


def no_saved_game() -> str:
    return t("There is no saved game to resume.")


def could_not_save(problem: object) -> str:
    return t("Could not save the game: {problem}.", problem=problem)


def could_not_save_in(folder: object, problem: object) -> str:
    return t("Could not save the game in {folder}: {problem}.", folder=folder, problem=problem)


__all__ = ["answered", "answered_other", "bot_gave_up", "bot_rethinking", "could_not_save", "could_not_save_in", "game_over",
           "no_saved_game", "no_undo_in_daily", "not_yours_to_undo", "nothing_to_undo", "showed_hidden"]
