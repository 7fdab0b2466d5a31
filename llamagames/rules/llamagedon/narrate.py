"""Move-log sentences for Llamagedón events, for one viewer (our own words)."""

from __future__ import annotations

from typing import Any, Sequence

from ..core import Event, Narrator, Outcome
from .cards import LABELS, NAMES, SHELTER, WILD, Card


def shelter_words(shelter: Sequence[Card]) -> str:
    """ "a Shelter card", "a red Built Shelter", "a protected blue Built Shelter (with a Wild)"."""
    protected = "protected " if NAMES.get(max(shelter)) == "protect" and len(shelter) > 1 else ""
    cards = [c for c in shelter if NAMES[c] != "protect"]
    if cards == [SHELTER]:
        return f"a {protected}Shelter card"
    colours = [NAMES[c] for c in cards if c != WILD]
    if not colours:
        return f"a {protected}Built Shelter of two Wilds"
    wild = " (with a Wild)" if WILD in cards else ""
    return f"a {protected}{colours[0]} Built Shelter{wild}"


def _action_words(text: str, seat: int, n: Narrator) -> str:
    """What a played action does, from its text ("attack 2 shelter 0")."""
    words = text.split()
    verb = words[0]
    if verb == "attack":
        return f"{n.does(seat, 'plays', 'play')} an Attack on {n.whose(int(words[1]))} shelter {int(words[3]) + 1}"
    if verb == "steal":
        return f"{n.does(seat, 'plays', 'play')} a Steal on {n.whose(int(words[1]))} shelter {int(words[3]) + 1}"
    if verb == "swap":
        return f"{n.does(seat, 'plays', 'play')} a Swap with {n.whom(int(words[1]))}"
    if verb == "draw2":
        return f"{n.does(seat, 'plays', 'play')} a Draw 2"
    if verb == "protect":
        return f"{n.does(seat, 'plays', 'play')} Protect on {n.whose(seat)} shelter {int(words[2]) + 1}"
    if verb == "take":
        return (f"{n.does(seat, 'shows', 'show')} three colours ({', '.join(words[3:])}) "
                f"to take {LABELS[_kind(words[1])]} from the discard pile")
    return f"{n.does(seat, 'plays', 'play')} {text}"


def chain_sentence(action: str, seat: int, blocked_seat: int | None, n: Narrator) -> str:
    """What the card on top of a chain does: the played action ("attack 2 shelter 0"), or a
    Block against ``blocked_seat``'s card (for the table while players answer)."""
    if n.language == "ja":
        from .narrate_ja import chain_sentence as chain_sentence_ja
        return chain_sentence_ja(action, seat, blocked_seat, n)
    if blocked_seat is None:
        return _action_words(action, seat, n) + "."
    return _block_words(seat, blocked_seat, n)


def _block_words(seat: int, against: int, n: Narrator) -> str:
    """"Ann blocks Ben's card." (a Block may answer one's own card: "Ann blocks their own card")."""
    if against == seat:
        return f"{n.does(seat, 'blocks', 'block')} {n.own(seat)} own card."
    return f"{n.does(seat, 'blocks', 'block')} {n.whose(against)} card."


def _kind(name: str) -> Card:
    return next(k for k, v in NAMES.items() if v == name)


def _blocked(event: Event) -> str:
    blocks = event.get("blocks", 0)
    return "" if not blocks else f" ({blocks} Blocks cancelled each other)" if blocks > 1 else ""


def describe(event: Event, n: Narrator) -> str:
    """The sentence; secret details only for a viewer who may see them."""
    if n.language == "ja":
        from .narrate_ja import describe as describe_ja
        return describe_ja(event, n)
    kind = event.kind
    seat: Any = event.seat
    sees = event.sees_secret(n.viewer)
    get: Any = event.get
    if kind == "deal":
        extra = f" ({get('removed')} Shelter cards are out of this two-player game)" if get("removed") else ""
        return f"Four cards are dealt to each player; the Llamagedón card waits in the lower half of the deck{extra}."
    if kind == "dealt":
        if sees:
            return f"{n.does(seat, 'gets', 'get')} " + ", ".join(LABELS[c] for c in get("cards")) + "."
        return f"{n.does(seat, 'gets', 'get')} four cards."
    if kind == "turn":
        return f"Turn {get('number')}: {n.whose(seat, start=False)} turn."
    if kind == "draw":
        if dict(event.data).get("card") is not None:  # only the Llamagedón card is drawn face up
            return f"{n.does(seat, 'draws', 'draw')} the Llamagedón card!"
        if sees:
            return f"{n.does(seat, 'draws', 'draw')} {LABELS[get('card')]}."
        return f"{n.does(seat, 'draws', 'draw')} a card."
    if kind == "no_draw":
        return f"There is no card left to draw for {n.whom(seat)}."
    if kind == "reshuffle":
        return f"The discard pile is shuffled into a new deck of {get('size')} cards."
    if kind == "llamagedon":
        return (f"Llamagedón! Every Built Shelter in a hand is laid down; {get('turns')} more turns follow, "
                f"and {n.who(seat, start=False)} will play the last.")
    if kind == "place":
        return f"{n.does(seat, 'lays', 'lay')} down a Shelter card."
    if kind == "build":
        how = " (forced by Llamagedón)" if get("forced") else ""
        return f"{n.does(seat, 'builds', 'build')} {shelter_words(get('shelter'))}{how}."
    if kind == "replace":
        return (f"{n.does(seat, 'puts', 'put')} {LABELS[get('colour')]} in place of the Wild in "
                f"{n.whose(get('target'))} shelter {get('index') + 1} and {n.does(seat, 'takes', 'take', start=False).split(' ', 1)[1]} the Wild.")
    if kind == "pass":
        return f"{n.does(seat, 'passes', 'pass')}."
    if kind == "play":
        if sees and get("action", "").startswith("swap"):
            secret = next((v for k, v in event.secret if k == "action"), "")
            give = secret.split()[-1]
            return f"{_action_words(get('action'), seat, n)}, offering {LABELS[_kind(give)]}."
        return _action_words(get("action"), seat, n) + "."
    if kind == "block":
        return _block_words(seat, get("against"), n)
    if kind == "let":
        return f"{n.does(seat, 'lets', 'let')} it be."
    if kind == "cancelled":
        return f"{n.whose(seat, start=True)} card is blocked and has no effect."
    if kind == "attack":
        return f"{n.whose(get('target'), start=True)} {shelter_words(get('shelter'))[2:]} is destroyed{_blocked(event)}."
    if kind == "steal":
        return f"{n.does(seat, 'takes', 'take')} {n.whose(get('target'))} {shelter_words(get('shelter'))[2:]}{_blocked(event)}."
    if kind == "swap":
        target = get("target")
        if get("empty"):
            return f"{n.who(target)} has no cards left: the Swap does nothing."
        if sees:
            return (f"{n.does(seat, 'gives', 'give')} {LABELS[get('given')]} to {n.whom(target)} "
                    f"and {n.does(seat, 'gets', 'get', start=False).split(' ', 1)[1]} {LABELS[get('taken')]}.")
        return f"{n.who(seat)} and {n.whom(target)} swap a card."
    if kind == "draw2":
        return f"{n.does(seat, 'draws', 'draw')} two more cards."
    if kind == "protect":
        return f"{n.whose(seat, start=True)} shelter {get('index') + 1} is now protected."
    if kind == "recover":
        where = "into play" if get("placed") else "into hand"
        return f"{n.does(seat, 'takes', 'take')} {LABELS[get('card')]} from the discard pile {where}."
    if kind == "hand_limit":
        cards = ", ".join(LABELS[c] for c in get("cards"))
        return (f"{n.who(seat)} ended the turn over the hand limit of {get('limit')} and "
                f"{'discard' if seat == n.viewer else 'discards'} at random: {cards}.")
    if kind == "game_over":
        winners = get("winners")
        names = [n.who(w) for w in winners]
        if len(names) == 1:
            return f"The game is over: {names[0]} {'win' if winners[0] == n.viewer else 'wins'}."
        return "The game is over: " + ", ".join(names[:-1]) + " and " + names[-1] + " share the victory."
    return kind


def _figures(seats: Sequence[int], numbers: Sequence[int], n: Narrator) -> str:
    return ", ".join(f"{n.who(seat, start=False)} {numbers[seat]}" for seat in seats)


def describe_outcome(outcome: Outcome, n: Narrator) -> str:
    """The results screen's sentence: which tie-break decided, with the figures it compared."""
    if n.language == "ja":
        from .narrate_ja import describe_outcome as describe_outcome_ja
        return describe_outcome_ja(outcome, n)
    scores = outcome.scores
    values: Sequence[int] = getattr(outcome, "values", ())
    symbols: Sequence[int] = getattr(outcome, "symbols", ())
    decided = getattr(outcome, "decided_by", "shelters")
    best = max(scores) if scores else 0
    tied = [seat for seat, score in enumerate(scores) if score == best]
    count = f"{best} shelter{'s' if best != 1 else ''}"
    if decided == "shelters" or len(tied) < 2 or not values:
        return "No tie to break."
    if decided == "values":
        return f"Tie on {count}: higher shelter values won ({_figures(tied, values, n)})."
    top = max(values[seat] for seat in tied)
    still = [seat for seat in tied if values[seat] == top]
    if decided == "symbols":
        return f"Tie on {count}, values {top}: fewer corner symbols won ({_figures(still, symbols, n)})."
    return f"Tie on {count}, values and corner symbols: the win is shared."
