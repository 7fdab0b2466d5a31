"""Llamas & Alpacas from a phone: the words of its moves, where a move picks up and puts down
(two taps make a move), and the faces of the cards in sight."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import t
from ...rules.alpacas import actions as aa
from ...rules.alpacas import components as ac
from ...seat_view import SeatView
from ...ui.games.alpacas.choices import treat_words
from ...ui.games.alpacas.looks import page_looks
from ..adapter import PhoneGame

LOOKS = page_looks()
"""The table's card colours, as the page draws its faces (``ui/games/alpacas/looks.py``)."""


def label(action: Any, seat: int, names: Sequence[str]) -> str:
    """The table's own sentences for a move, and what tells variants apart."""
    if isinstance(action, aa.PlaceStart):
        return t("Place your starting card")
    if isinstance(action, aa.Pass):
        return t("Pass")
    if isinstance(action, aa.Move):
        said = t("Move your card from row {row}, column {column} to row {to_row}, column {to_column}",
                 row=action.src // 3 + 1, column=action.src % 3 + 1, to_row=action.dst // 3 + 1,
                 to_column=action.dst % 3 + 1)
    elif isinstance(action, aa.Take):
        said = t("Take card {position} of the row to row {row}, column {column}", position=action.index + 1,
                 row=action.cell // 3 + 1, column=action.cell % 3 + 1)
        if action.pay:
            said = t("{move}, paying {treats}", move=said, treats=treat_words(*aa.paid_treats(action.pay)))
        if action.leave != (0, 0):
            said = t("{move}, leaving {treats} on the next card", move=said, treats=treat_words(*action.leave))
    else:
        return str(action)
    if action.wild is not None:
        value = action.wild if action.wild.isdigit() else t(action.wild.capitalize())
        said = t("{move}; the wild card counts as {value}", move=said, value=value)
    return said


def where(action: object) -> dict[str, Any]:
    """What a move picks up ("r2": the row's third card, "b4": the own board's middle card,
    "start": the starting card) and the board's cell it goes to, so the phone turns two taps
    into the move."""
    if isinstance(action, aa.Take):
        return {"pick": f"r{action.index}", "cell": action.cell}
    if isinstance(action, aa.Move):
        return {"pick": f"b{action.src}", "cell": action.dst}
    if isinstance(action, aa.PlaceStart):
        return {"pick": "start", "cell": action.cell}
    return {}


def faces(data: dict[str, Any]) -> dict[str, list[Any]]:
    """Every card in sight as [animal, value, colour number (-1: white), colour word, animal
    number (0 llama)], the words in the language ``t`` speaks now (the page draws the table's
    face from the numbers and the ``looks``, and says the words to a screen reader)."""
    observation = data["observation"]
    seen = list(observation.get("row") or []) + list(observation.get("start_cards") or [])
    for board in observation.get("boards") or []:
        seen += board
    animals = (t("Llama"), t("Alpaca"))
    colours = (t("Pink"), t("Green"), t("Red"), t("Blue"))
    found: dict[str, list[Any]] = {}
    for card in seen:
        if isinstance(card, int) and 0 <= card < ac.DECK_SIZE:
            colour = ac.COLOUR[card]
            found[str(card)] = [animals[ac.ANIMAL[card]], "★" if ac.IS_STAR[card] else str(ac.DIGIT[card]), colour,
                                t("White") if colour == ac.WHITE else colours[colour], ac.ANIMAL[card]]
    return found


def message_extra(view: SeatView, names: Sequence[str], data: dict[str, Any],
                  choices: list[dict[str, Any]]) -> dict[str, Any]:
    return {"faces": faces(data), "looks": LOOKS}


def page_words() -> dict[str, str]:
    return {
        "row_title": t("The row"),
        "board_title": t("Your board"),
        "alpacas_help": t("Tap a card of the row (or one of your board to move it), then a free space of your board."),
        "start_help": t("Tap a space of your board for your starting card."),
        "clover_one": t("{count} clover"),  # "1 clovers" stood in a rival's box
        "clovers": t("{count} clovers"),
        "carrot_one": t("{count} carrot"),
        "carrots": t("{count} carrots"),
    }


def prompt(heads: set[str]) -> str:
    """What the seat is to do now, for the phone's bar, from the first words of its legal
    actions (``phones.prompts``)."""
    if "start" in heads:
        return t("Place your starting card on your board.")
    if heads & {"take", "move"}:
        return t("Take a card from the row (or move one of yours), then tap where it goes.")
    return t("Your board is full: pass.") if "pass" in heads else ""


PHONE = PhoneGame(label=label, prompt=prompt, page_words=page_words, choice_extra=where, message_extra=message_extra)

__all__ = ["PHONE", "faces", "label", "where"]
