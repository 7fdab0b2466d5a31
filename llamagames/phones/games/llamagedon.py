"""Llamagedón from a phone: the words of its moves (each names its target), the Block chain and
its answers worded by their effect, and the cards' names for the page."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import t
from ...rules.llamagedon import actions as ga
from ...rules.llamagedon.cards import BLOCK, LABELS
from ...seat_view import SeatView
from ...ui.games.llamagedon.standing import cancelled, standing_words
from ..adapter import PhoneGame


def kind_names() -> list[str]:
    """The thirteen kinds of card, by number, as a card's face names them."""
    return [t("Llamagedón"), t("Shelter"), t("Red"), t("Blue"), t("Yellow"), t("Green"), t("Wild"),
            t("Attack"), t("Steal"), t("Swap"), t("Draw 2"), t("Protect"), t("Block")]


def _whose(target: int, seat: int, names: Sequence[str], number: int) -> str:
    if target == seat:
        return t("your shelter {number}", number=number)
    return t("{name}'s shelter {number}", name=names[target], number=number)


def label(action: Any, seat: int, names: Sequence[str]) -> str:
    """The button's words for ``action`` of ``seat``: what it does, and to whose shelter."""
    kinds = kind_names()
    if isinstance(action, ga.Build):
        return t("Build a shelter: {first} + {second}", first=kinds[action.colour], second=kinds[action.second])
    if isinstance(action, ga.Replace):
        return t("Take the Wild from {shelter}", shelter=_whose(action.seat, seat, names, action.shelter + 1))
    if isinstance(action, ga.Recover):
        paid = " + ".join(kinds[c] for c in action.colours)
        return t("Take {card} from the discard pile (pay {paid})", card=t(LABELS[action.card]), paid=paid)
    if isinstance(action, ga.Attack):
        return t("Attack {shelter}", shelter=_whose(action.seat, seat, names, action.shelter + 1))
    if isinstance(action, ga.Steal):
        return t("Steal {shelter}", shelter=_whose(action.seat, seat, names, action.shelter + 1))
    if isinstance(action, ga.Swap):
        if action.give not in LABELS:  # a swap someone else made: what was given stays hidden
            return t("Swap with {name}", name=names[action.seat])
        return t("Swap with {name}: give {card}", name=names[action.seat], card=t(LABELS[action.give]))
    if isinstance(action, ga.DrawTwo):
        return t("Draw two cards")
    if isinstance(action, ga.Protect):
        return t("Protect {shelter}", shelter=_whose(seat, seat, names, action.shelter + 1))
    if isinstance(action, ga.Block):
        return t("Block: stop it")
    if isinstance(action, ga.Let):
        return t("Let it happen")
    if isinstance(action, ga.Pass):
        return t("End your turn")
    return str(action)


def holds_block(observation: Any) -> bool:
    """Whether the seat holds a Block it may play in this window (a Block it promised in the
    Swap on the chain is not free): the rules' ``can_block``, read from the seat's own view."""
    held = observation.hand.count(BLOCK)
    first = observation.chain[0] if observation.chain else None
    if first is not None and first.seat == observation.seat and isinstance(first.action, ga.Swap) \
            and first.action.give == BLOCK:
        held -= 1
    return held > 0


def block_state(observation: Any, deciding: bool) -> str:
    """What this phone does in the Block window open now, as the laptop does for its seat:
    ``ask`` (asked now, with a Block), ``none`` (no Block: it goes on by itself), ``own`` (the
    last card is its own: the rules ask it last, and only then), ``answered`` (it let this card
    be already) or ``ahead`` (another seat answers now; it may answer ahead of its turn). Its own
    card it is never asked about: the rules ask it last, and it may only let it be (it goes on
    by itself, as for a seat with no Block)."""
    chain, seat = observation.chain, observation.seat
    if not holds_block(observation):
        return "none"
    last = chain[-1].seat
    if seat == last:
        return "own"
    if deciding:
        return "ask"
    asked_before = {(last + 1 + k) % observation.num_players for k in range(observation.lets)}
    return "answered" if seat in asked_before else "ahead"


def message_extra(view: SeatView, names: Sequence[str], data: dict[str, Any],
                  choices: list[dict[str, Any]]) -> dict[str, Any]:
    """In a Block window: the chain link by link, where it stands, what this phone may do
    (``block``: see :func:`block_state`, with its line) and the two answers worded by their
    effect as the chain stands, as the laptop words them (the choices take those words)."""
    if data.get("phase") != "block":
        return {}
    observation = view.observation()
    links = observation.chain
    block = kind_names()[BLOCK]  # a Block on the chain is named, not worded as an answer ("stop it")
    chain = [f"{names[link.seat]}: {block if isinstance(link.action, ga.Block) else label(link.action, view.seat, names)}"
             for link in links]
    if not links:
        return {"chain": chain}
    if cancelled(links):
        answers = {"block": t("Block: it happens"), "let": t("Keep it cancelled")}
    else:
        answers = {"block": t("Block: stop it"), "let": t("Let it happen")}
    for choice in choices:
        choice["label"] = answers.get(choice["a"], choice["label"])
    state = block_state(observation, view.deciding())
    current = view.current_player()
    asked = names[current] if current is not None else ""
    notes = {
        "none": t("You hold no Block: it goes on by itself in a moment."),
        "own": t("Your own card: the others may block it."),
        "answered": t("You let it be. {name} may block it…", name=asked),
        "ahead": t("{name} answers now. You may answer ahead: your answer is kept until you are asked.",
                   name=asked),
        "ask": "",
    }
    return {"chain": chain, "answers": answers, "standing": standing_words(links),
            "block": {"state": state, "note": notes[state]}}


def page_words() -> dict[str, str]:
    return {
        "block_q": t("Will you block it?"),
        "kept": t("Your answer is kept until it is your turn to answer."),
        "shelters": t("Shelters"),
        "no_shelters": t("no shelters"),
        "deck": t("Deck: {count}"),
        "kinds": "|".join(kind_names()),
    }


PHONE = PhoneGame(label=label, page_words=page_words, message_extra=message_extra)

__all__ = ["PHONE", "block_state", "holds_block", "kind_names", "label"]
