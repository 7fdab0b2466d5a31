"""Move-log sentences for Llamagedón events, for one viewer: which phrase of
:data:`.words.WORDS` an event takes and with which values (the words themselves live there).

The shape of a sentence depends on what the viewer may know (a drawn card seen or not), so
an event is mapped to a code per shape; the narrator's language picks the words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import GAME_OVER, Event, Narrator, Outcome
from .cards import BY_NAME, Card
from .words import WORDS

_ONE_CODE: frozenset[str] = frozenset({
    "turn", "no_draw", "reshuffle", "llamagedon", "place", "replace", "pass", "let", "cancelled",
    "attack", "steal", "draw2", "protect", "hand_limit",
})
"""Event kinds with one sentence shape: the code is the kind."""


def played_phrase(text: str, seat: int) -> tuple[str, dict[str, Any]]:
    """The code and values of what a played action does, from its text ("attack 2 shelter 0")."""
    words = text.split()
    verb = words[0]
    if verb in ("attack", "steal"):
        return f"act_{verb}", {"seat": seat, "target": int(words[1]), "shelter": int(words[3])}
    if verb == "swap":
        return "act_swap", {"seat": seat, "target": int(words[1])}
    if verb == "draw2":
        return "act_draw2", {"seat": seat}
    if verb == "protect":
        return "act_protect", {"seat": seat, "shelter": int(words[2])}
    if verb == "take":
        return "act_take", {"seat": seat, "card": BY_NAME[words[1]], "colours": tuple(BY_NAME[w] for w in words[3:])}
    return "act_other", {"seat": seat, "text": text}


def chain_sentence(action: str, seat: int, blocked_seat: int | None, n: Narrator,
                   blocked: Card | None = None) -> str:
    """What the card on top of a chain does: the played action ("attack 2 shelter 0"), or a
    Block against ``blocked_seat``'s card of kind ``blocked`` (None: the three-colours action),
    for the table while players answer."""
    if blocked_seat is None:
        code, values = played_phrase(action, seat)
    else:
        code = "block_own" if blocked_seat == seat else "block"
        values = {"seat": seat, "against": blocked_seat, "card": blocked}
    return WORDS.say(code, n.language, values, n)


def event_phrase(event: Event, sees: bool) -> tuple[str, dict[str, Any]] | None:
    """The code and values of ``event``'s sentence; ``sees``: the viewer may know its secret
    details. None for a kind this game never emits."""
    kind = event.kind
    values: dict[str, Any] = dict(event.data)
    if sees:
        values.update(event.secret)
    values["seat"] = event.seat
    if kind == "let" and values.get("own"):
        # The card's own player is asked too, last (so the order of questions never tells who
        # holds a Block); no player says "I let my own card through": what it means is that
        # nobody blocked the card.
        return "unblocked", values
    if kind == "let" and values.get("unarmed"):  # (a table's own mark: the seat held no Block)
        return "let_unarmed", values
    if kind in _ONE_CODE:
        return kind, values
    if kind == "deal":
        return ("deal_removed" if values.get("removed") else "deal"), values
    if kind == "dealt":
        return ("dealt_seen" if sees else "dealt_hidden"), values
    if kind == "draw":
        if dict(event.data).get("card") is not None:  # only the Llamagedón card is drawn face up
            return "draw_llamagedon", values
        return ("draw_seen" if sees else "draw_hidden"), values
    if kind == "build":
        return ("build_forced" if values.get("forced") else "build"), values
    if kind == "play":
        code, played = played_phrase(dict(event.data)["action"], event.seat)  # type: ignore[arg-type]
        if sees and code == "act_swap":  # its player (only) knows the card offered
            give = dict(event.secret).get("action", "").split()[-1]
            return "act_swap_offering", {**played, "give": BY_NAME[give]}
        return code, played
    if kind == "block":
        return ("block_own" if values["against"] == event.seat else "block"), values
    if kind == "swap":
        if values.get("empty"):
            return "swap_empty", values
        return ("swap_seen" if sees else "swap_hidden"), values
    if kind == "recover":
        return ("recover_play" if values.get("placed") else "recover_hand"), values
    if kind == GAME_OVER:
        return ("game_over_won" if len(values["winners"]) == 1 else "game_over_shared"), values
    return None


def describe(event: Event, n: Narrator) -> str:
    """The sentence; secret details only for a viewer who may see them."""
    phrase = event_phrase(event, event.sees_secret(n.viewer))
    if phrase is None:
        return event.kind
    code, values = phrase
    return WORDS.say(code, n.language, values, n)


def _tied_places(scores: Sequence[int], values: Sequence[int], symbols: Sequence[int]) -> list[dict[str, Any]]:
    """The seats level on shelters below a clear winner, best count first: each group in the
    order the tie-breaks rank them (value, then fewer corner symbols), with those level on value."""
    if not values:
        return []
    groups = []
    for count in sorted(set(scores), reverse=True):
        seats = [seat for seat, score in enumerate(scores) if score == count]
        if len(seats) < 2:
            continue
        ranked = sorted(seats, key=lambda seat: (-values[seat], symbols[seat] if symbols else 0, seat))
        level = [seat for seat in ranked if [values[other] for other in ranked].count(values[seat]) > 1]
        groups.append({"best": count, "all": ranked, "level": level})
    return groups


def outcome_phrase(outcome: Outcome) -> tuple[str, dict[str, Any]]:
    """The code and values of the results sentence: which tie-break decided, with its figures."""
    scores = outcome.scores
    values: Sequence[int] = getattr(outcome, "values", ())
    symbols: Sequence[int] = getattr(outcome, "symbols", ())
    decided = getattr(outcome, "decided_by", "shelters")
    best = max(scores) if scores else 0
    tied = [seat for seat, score in enumerate(scores) if score == best]
    if decided == "shelters" or len(tied) < 2 or not values:
        places = _tied_places(scores, values, symbols)
        return ("tie_places", {"groups": places, "values": values, "symbols": symbols}) if places else ("no_tie", {})
    if decided == "values":
        return "tie_values", {"best": best, "tied": tied, "values": values}
    top = max(values[seat] for seat in tied)
    still = [seat for seat in tied if values[seat] == top]
    if decided == "symbols":  # everyone tied on shelters is named, with the values that left two or more level
        return "tie_symbols", {"best": best, "top": top, "all": tied, "values": values, "tied": still,
                               "symbols": symbols}
    return "tie_shared", {"best": best, "all": tied}


def joins(previous: Event, event: Event) -> bool:
    """Whether ``event`` is told with the run ending at ``previous`` though its kind differs:
    a Draw 2's hidden draws go with its "draws two more cards" (else the log reads like four)."""
    return (event.kind == "draw" and dict(event.data).get("card") is None and event.seat == previous.seat
            and previous.kind in ("draw2", "draw"))


def _draw_two(events: Sequence[Event], n: Narrator) -> str | None:
    """A Draw 2 and the cards it drew, one sentence: which cards to the one who saw them."""
    first, draws = events[0], events[1:]
    if len(draws) > 2 or any(event.kind != "draw" or event.seat != first.seat for event in draws):
        return None
    cards = [dict(event.secret).get("card") for event in draws if event.sees_secret(n.viewer)]
    if len(cards) == len(draws) == 2 and all(card is not None for card in cards):
        return WORDS.say("draw2_seen", n.language, {"seat": first.seat, "cards": cards}, n)
    return describe(first, n)


def describe_together(events: Sequence[Event], n: Narrator) -> str | None:
    """One sentence for a run of seats letting a card be ("Ann, Bo and you let it be."): the
    chain's questions add one answer per seat, which read as one; and for a Draw 2 with the
    cards it drew (:func:`joins`); a player's Shelter cards laid down together, with the reason
    once; None for any other run. The card's own player is never
    among those who "let it be", nor told of in the run: the others letting it be say it all."""
    if len(events) >= 2 and events[0].kind == "draw2":
        return _draw_two(events, n)
    if len(events) >= 2 and all(event.kind == "place" and event.seat == events[0].seat for event in events):
        return WORDS.say("place_many", n.language, {"seat": events[0].seat, "count": len(events)}, n)
    if len(events) < 2 or any(event.kind != "let" for event in events):
        return None
    others = [event for event in events if not event.get("own")]
    if not others:
        return None
    unarmed = [event for event in others if event.get("unarmed")]  # held no Block: did not "let it be"
    others = [event for event in others if not event.get("unarmed")]
    said = [describe(event, n) for event in unarmed]
    if len(others) == 1:
        said.insert(0, describe(others[0], n))
    elif others:
        said.insert(0, WORDS.say("let_all", n.language, {"seats": [event.seat for event in others]}, n))
    return ("" if n.language == "ja" else " ").join(said)


def describe_outcome(outcome: Outcome, n: Narrator) -> str:
    """The results screen's sentence."""
    code, values = outcome_phrase(outcome)
    return WORDS.say(code, n.language, values, n)


__all__ = ["chain_sentence", "describe", "describe_outcome", "describe_together", "event_phrase", "joins",
           "outcome_phrase", "played_phrase"]
