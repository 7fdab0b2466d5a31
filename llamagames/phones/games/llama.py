"""L.L.A.M.A. from a phone: the words of its moves and of its page."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import language, t
from ...rules.llama.actions import QUIT, Draw, PlayCard, Quit, ReturnChip
from ...rules.llama.components import LLAMA_CARD
from ...rules.llama.state import RoundResult
from ...seat_view import SeatView
from ...ui.palette import LLAMA_CARD_COLOURS
from ..adapter import PhoneGame, art_address

COLOURS = {str(value): ["#{:02x}{:02x}{:02x}".format(*main), "#{:02x}{:02x}{:02x}".format(*dark)]
           for value, (main, dark) in LLAMA_CARD_COLOURS.items()}
"""The table's card colours (main, dark) per value, as the page's CSS takes them."""


ART = tuple(f"cards/llama_{'llama' if value == LLAMA_CARD else value}.svg" for value in range(1, LLAMA_CARD + 1))
"""The table's card faces (its number is drawn over it, as the table draws it)."""


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


def ask_first(view: SeatView, choices: list[dict[str, Any]]) -> None:
    """Quitting is asked first, as the laptop's Quit asks ("Quit this round?"): one tap ended the
    round for a newcomer in a playtest. When Undo could not take it back (it ends the round and
    lays the hands open) the question says so too."""
    for choice in choices:
        if choice["a"] == str(QUIT):
            choice.update(ask=t("Quit this round?"), yes=t("Yes, quit"), no=t("No, go back"))
            if not view.takes_back(QUIT):
                choice["detail"] = t("This cannot be taken back.")


def page_words() -> dict[str, str]:
    return {"llama": t("Llama"), "this_round": t("This round"),
            "in_all": t("In all"), "player": t("Player"), "cards_left": t("Cards left"),
            "chip_why": t("You played all your cards: you may give back one chip you hold, white (1) or black (10).")}


def round_summary(data: dict[str, Any], names: Sequence[str]) -> dict[str, Any] | None:
    """The last scored round as the phone shows it between hands: its title and per seat the
    points it took, its total and the cards left that made the points, as the laptop shows them
    (the round's scoring is public: every hand was laid open)."""
    observation = data.get("observation")
    last = observation.get("last_round") if isinstance(observation, dict) else None
    if not isinstance(last, list) or len(last) != len(RoundResult._fields):
        return None
    result = dict(zip(RoundResult._fields, last))
    rows = [[name, result["penalties"][i], result["totals_after"][i], sorted(result["hands"][i])]
            for i, name in enumerate(names)]
    return {"round": result["round"], "title": t("Round {number} is scored", number=result["round"]), "rows": rows}


def reasons(view: SeatView, choices: list[dict[str, Any]]) -> dict[str, str]:
    """On the seat's turn, per card value in its hand that cannot be played, the rules' reason
    in the phone's language (said beside the card when it is tapped)."""
    if not view.deciding() or view.phase() != "play":
        return {}
    plays = {choice["a"] for choice in choices}
    words = view._match.game.words
    found: dict[str, str] = {}
    for value in sorted(set(getattr(view.observation(), "hand", ()))):
        action = PlayCard(value)
        if str(action) in plays:
            continue
        refusal = view.refusal(action)
        if refusal is not None:
            found[str(value)] = words.refusal(refusal, language())
    return found


def message_extra(view: SeatView, names: Sequence[str], data: dict[str, Any],
                  choices: list[dict[str, Any]]) -> dict[str, Any]:
    if view.deciding():
        ask_first(view, choices)
    return {"colours": COLOURS, "summary": round_summary(data, names), "why": reasons(view, choices),
            "art": {str(value): art_address(path) for value, path in enumerate(ART, start=1)}}


def prompt(heads: set[str]) -> str:
    """What the seat is to do now, for the phone's bar, from the first words of its legal
    actions (``phones.prompts``)."""
    if "return" in heads:
        return t("You went out: give back one chip.")
    if "play" in heads and "draw" in heads:
        return t("Your move: play a card, take one from the deck, or quit the round.")
    if "play" in heads:
        return t("Play a card or quit the round.")
    if "draw" in heads:
        return t("Nothing to play: take a card from the deck, or quit the round.")
    return t("No card fits: quit the round.") if "quit" in heads else ""


PHONE = PhoneGame(label=label, prompt=prompt, page_words=page_words, message_extra=message_extra, art=ART,
                  hand_refusals=frozenset({"not_in_hand"}), log_moves=8)  # its middle is mostly free (pt54)

__all__ = ["PHONE", "label"]
