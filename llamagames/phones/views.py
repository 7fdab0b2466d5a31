"""What one phone receives: its seat's view as JSON, with its words.

The view is :meth:`SeatView.to_json` (the rules' observation for that seat and the events as
that seat was told them) plus words made from it: the last moves as the move log says them
to that seat, a button label per legal action, and a status line. Nothing else of the match
is read here, so nothing else can reach a phone.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from ..i18n import t
from ..rules.core import Narrator, log_sentences
from ..seat_view import SeatView
from .adapter import adapter
from .prompts import prompt

LOG_MOVES = 3
"""How many of the last moves a phone's log shows."""


def block_window(data: dict[str, Any]) -> str:
    """A key naming the Block window open in a view's JSON ("" when none): the turn and the
    chain, so an answer given to one window is never applied to the next."""
    observation = data.get("observation")
    if not isinstance(observation, dict) or data.get("phase") != "block":
        return ""
    key = json.dumps([observation.get("turn_number"), observation.get("chain")], sort_keys=True)
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def window_clock_key(data: dict[str, Any]) -> str:
    """A key naming the Block window open in a view's JSON that is the same in every seat's
    view ("" when none): the turn, and each card on the chain by its player and its kind of
    action, never by what only some seats see (a Swap's card given is hidden from the others:
    the host timed one window on two keys in turn and it never closed)."""
    observation = data.get("observation")
    if not isinstance(observation, dict) or data.get("phase") != "block":
        return ""
    chain = observation.get("chain") or []
    links = [[link.get("seat"), sorted(link.get("action") or {}) if isinstance(link.get("action"), dict)
              else type(link.get("action")).__name__] if isinstance(link, dict) else len(str(link))
             for link in chain]
    return json.dumps([observation.get("turn_number"), links])


def log_lines(view: SeatView, names: Sequence[str], language: str, last: int = LOG_MOVES) -> list[str]:
    """The last moves' sentences as this seat is told them; in the first moves, the deal's too
    (a playtester began with two shelters laid down and the phone said nothing of why)."""
    narrator = Narrator(names, view.seat, language=language)
    first = max(1, view.moves - last + 1)
    lines: list[str] = []
    moves = view.events_of_moves(first)
    if first == 1:
        moves.insert(0, view.deal_events())
    later = getattr(view._match.game, "told_when_closed", None)
    phase = view.phase()
    while later is not None and moves and moves[-1] and all(later(event, phase) for event in moves[-1]):
        moves.pop()  # the open window's answers: told once it closes, never while others decide
    for events in moves:
        lines += [sentence for _, sentence in log_sentences(view._match.game, events, narrator) if sentence]
    return lines[-2 * last:]


def status_line(view: SeatView, names: Sequence[str], data: dict[str, Any]) -> str:
    outcome = data.get("outcome")
    if data.get("over") and isinstance(outcome, dict):
        winners = [names[w] for w in outcome.get("winners", []) if isinstance(w, int) and 0 <= w < len(names)]
        if view.seat in outcome.get("winners", []):
            return t("The game is over: you won!")
        return t("The game is over: {names} won.", names=t(", ").join(winners))
    current = data.get("current")
    if current == view.seat:
        return t("Block window: your answer") if data.get("phase") == "block" else t("Your turn")
    if isinstance(current, int):
        if data.get("phase") == "block":  # never who is asked: a seat's long wait told it held a Block
            return t("Anyone blocking?")  # the words the laptop shows the table
        return t("{name} is playing", name=names[current])
    return ""


def final_result(view: SeatView, names: Sequence[str]) -> dict[str, Any] | None:
    """The end of the game as the phone shows it: who won (the status line), and every seat
    by place with its score, as the laptop's results list them; None while the game goes on."""
    outcome = view.outcome()
    if outcome is None:
        return None
    rows = [[outcome.place(seat), names[seat], outcome.scores[seat], int(seat in outcome.winners), seat]
            for seat in outcome.ranking()]
    note = t("Fewest points wins.") if outcome.lower_is_better else ""
    return {"title": t("Final scores"), "rows": rows, "note": note,
            "heads": [t("Place"), t("Player"), t("Score")], "close": t("See the table")}


def view_message(view: SeatView, names: Sequence[str], language: str, held: bool = False) -> dict[str, Any]:
    """The ``view`` message for ``view``'s phone, worded in ``language`` (``t`` speaks it now).
    ``held``: the laptop still shows the last round's result, so this round has not started
    for anyone: no choices, and the status line says what it waits for."""
    data = view.to_json()
    game = adapter(data["game"])
    choices = [] if held else [
        {"a": str(action), "label": game.label(action, view.seat, names), **game.choice_extra(action)}
        for action in view.legal_actions()]
    message = {
        "view": data,
        "names": list(names),
        "log": log_lines(view, names, language, game.log_moves),
        "choices": choices,
        "status": t("Waiting for the table to start the next round") if held else status_line(view, names, data),
        "held": held,
        "window": block_window(data),
        "chain": [],
        "answers": {},
        "undo": not data.get("over") and view.undo_refusal(names) is None,
        "faces": {},
        "final": final_result(view, names),
        "prompt": prompt(data["game"], [c["a"] for c in choices]),
    }
    message.update(game.message_extra(view, names, data, choices))
    return message


__all__ = ["LOG_MOVES", "block_window", "window_clock_key", "final_result", "log_lines", "status_line", "view_message"]
