"""Llamagedón from a phone: the words of its moves (each names its target), the Block chain and
its answers worded by their effect, and the cards as the table draws them.

The page draws the hand as the table's cards (``looks``: each kind's corner index, name and
colours, from the table's own ``looks``) and plays a card as the table does: tap a card, the
legal targets light up, tap one. So each legal choice says which hand cards it plays
(``cards``) and where it goes (``to``): a shelter ``["s", seat, index]``, a rival ``["p", seat]``,
the discard pile (three colours), the own shelter row (a build), or ``play`` (no target). A card
with no legal play carries the rules' reason (``why``), shown beside it when it is tapped."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import language, sentences, t
from ...rules.llamagedon import actions as ga
from ...rules.llamagedon.cards import (
    ATTACK,
    BLOCK,
    COLOURS,
    DRAW2,
    KINDS,
    LABELS,
    PROTECT,
    RESOURCES,
    STEAL,
    SWAP,
    WILD,
    shelter_value,
)
from ...rules.llamagedon.legality import uses
from ...rules.llamagedon.turns import is_protected, wild_colour
from ...seat_view import SeatView
from ...ui.games.llamagedon.chain import action_words
from ...ui.games.llamagedon.looks import CREAM, KIND_LOOK, NIGHT, NIGHT_DEEP, RESOURCE_LOOK, corner
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
    if isinstance(action, ga.Swap):  # with this phone's own seat: "you" (Bo's phone read "Swap with Bo")
        hidden = action.give not in LABELS  # a swap someone else made: what was given stays hidden
        if action.seat == seat:
            return t("Swap with you") if hidden else t("Swap with you: give {card}", card=t(LABELS[action.give]))
        if hidden:
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


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def looks() -> dict[str, Any]:
    """The cards as the table draws them, for the page's CSS: per kind its corner index, its
    printed name (both in the phone's language) and its accent colour; the face's colours."""
    return {"kinds": [[corner(kind), t(KIND_LOOK[kind][1]), _hex(KIND_LOOK[kind][2])] for kind in KINDS],
            "night": _hex(NIGHT), "deep": _hex(NIGHT_DEEP), "cream": _hex(CREAM),
            "colours": {str(kind): _hex(look[0]) for kind, look in RESOURCE_LOOK.items()}}


def target(action: Any, seat: int, observation: Any) -> dict[str, Any]:
    """Which hand cards ``action`` plays and where it goes on the page (see the module's docs)."""
    if isinstance(action, ga.Replace):  # the Wild's colour goes in its place
        colour = wild_colour(observation.areas[action.seat][action.shelter])
        return {"cards": [colour], "to": ["s", action.seat, action.shelter]} if colour is not None else {}
    cards = list(uses(action))
    if isinstance(action, (ga.Attack, ga.Steal)):
        return {"cards": cards, "to": ["s", action.seat, action.shelter]}
    if isinstance(action, ga.Protect):
        return {"cards": cards, "to": ["s", seat, action.shelter]}
    if isinstance(action, ga.Swap):
        return {"cards": [SWAP], "to": ["p", action.seat], "give": action.give}
    if isinstance(action, ga.Build):
        return {"cards": cards, "to": "build"}
    if isinstance(action, ga.Recover):
        return {"cards": cards, "to": "pile", "take": action.card}
    if isinstance(action, ga.DrawTwo):
        return {"cards": cards, "to": "play"}
    return {}


def _candidate(kind: int, seat: int, observation: Any) -> Any:
    """A move of a card of ``kind`` the rules can say no to, for the reason beside a card with
    no legal play (the first rival's first shelter, a build of two, ...)."""
    rivals = [(s + seat) % observation.num_players for s in range(1, observation.num_players)]
    aimed = next((s for s in rivals if observation.areas[s]), rivals[0])
    if kind == ATTACK:
        return ga.Attack(aimed, 0)
    if kind == STEAL:
        return ga.Steal(aimed, 0)
    if kind == SWAP:
        return ga.Swap(rivals[0], next((c for c in observation.hand if c != SWAP), SWAP))
    if kind == PROTECT:
        return ga.Protect(0)
    if kind == DRAW2:
        return ga.DRAW_TWO
    if kind == BLOCK:
        return ga.BLOCK
    if kind in RESOURCES:
        return ga.Build(kind, kind if kind in COLOURS else WILD)
    return None


def reasons(view: SeatView, observation: Any, plays: set[int], names: Sequence[str]) -> dict[str, str]:
    """Per kind in the hand with no legal play now, the rules' reason in the phone's language
    (an Attack or a Steal with nothing to aim at says so plainly: see :func:`nothing_to_aim_at`)."""
    words = view._match.game.words
    found: dict[str, str] = {}
    for kind in sorted(set(observation.hand) - plays):
        action = _candidate(kind, view.seat, observation)
        refusal = view.refusal(action) if action is not None else None
        plain = nothing_to_aim_at(kind, view.seat, observation, names) \
            if refusal is not None and refusal.code in AIMED else ""
        found[str(kind)] = plain or (words.refusal(refusal, language()) if refusal is not None else
                                     t("{card} is not played now.", card=t(LABELS[kind])))
    return found


AIMED = frozenset({"no_such_shelter", "protected"})
"""The rules' refusals of an Attack or a Steal for its target: with no target at all, the
phone says why in the player's terms instead ("There is no such shelter." read as a fault)."""


def nothing_to_aim_at(kind: int, seat: int, observation: Any, names: Sequence[str]) -> str:
    """Why an Attack or a Steal has no target now, in the player's terms: the rivals have no
    shelter ("Bo has no shelter to steal"), or every one they have is protected ("" when some
    shelter could be aimed at, or for another card). The rules offer such a card no move, as a
    Steal of nothing would have no effect; the phone says so rather than leave a card that
    does nothing."""
    if kind not in (ATTACK, STEAL):
        return ""
    rivals = [(seat + step) % observation.num_players for step in range(1, observation.num_players)]
    shelters = [shelter for rival in rivals for shelter in observation.areas[rival]]
    if any(not is_protected(shelter) for shelter in shelters):
        return ""
    steal, name = kind == STEAL, names[rivals[0]]
    if shelters and len(rivals) == 1:
        return t("{name}'s shelters are all protected: there is nothing to steal.", name=name) if steal else \
            t("{name}'s shelters are all protected: there is nothing to attack.", name=name)
    if shelters:
        return t("Every shelter of the others is protected: there is nothing to steal.") if steal else \
            t("Every shelter of the others is protected: there is nothing to attack.")
    if len(rivals) == 1:
        return t("{name} has no shelter to steal.", name=name) if steal else \
            t("{name} has no shelter to attack.", name=name)
    return t("No one else has a shelter to steal.") if steal else t("No one else has a shelter to attack.")


def shelter_values(observation: Any) -> list[int]:
    """Per seat the sum of its shelters' tie-break values, which the page says in words beside
    the shelters ("Tie-break: 14 (your shelters' corner numbers added)"), as the laptop's panel does: a playtester read the
    laptop's bare "8" on a Shelter card as nothing."""
    return [sum(shelter_value(shelter) for shelter in area) for area in observation.areas]


def message_extra(view: SeatView, names: Sequence[str], data: dict[str, Any],
                  choices: list[dict[str, Any]]) -> dict[str, Any]:
    """The cards' looks; on the seat's turn each choice's cards and target and the reason a
    card cannot be played. In a Block window: the chain link by link (its cards as ``links``),
    where it stands, what this phone may do (``block``: see :func:`block_state`, with its line)
    and the two answers worded by their effect as the chain stands, as the laptop words them
    (the choices take those words)."""
    observation = view.observation()
    extra: dict[str, Any] = {"looks": looks(), "values": shelter_values(observation)}
    if data.get("over"):
        return extra
    if data.get("phase") != "block":
        if view.deciding():
            plays: set[int] = set()
            for action, choice in zip(view.legal_actions(), choices):
                choice.update(target(action, view.seat, observation))
                plays.update(choice.get("cards", ()))
            extra["why"] = reasons(view, observation, plays, names)
            swap_words(view.legal_actions(), choices, observation, view.seat, names)
            ask_before_ending(view.legal_actions(), choices)  # as the laptop asks: a shelter built too
        return extra
    return extra | block_extra(view, names, observation, choices, data)


def swap_words(legal: Sequence[Any], choices: list[dict[str, Any]], observation: Any, seat: int,
               names: Sequence[str]) -> None:
    """A Swap's options in the table chooser's words (``choice_words``, loaded here only then: it
    brings pygame): the question says what the Swap does ("you give one card of your hand and
    take one of Ana's at random"), each option whom the card goes to and what it costs ("breaks
    a pair"). The phone asked "Which card do you give in the Swap?" over bare "give Red"."""
    swaps = [(action, choice) for action, choice in zip(legal, choices) if isinstance(action, ga.Swap)]
    if not swaps:
        return
    from ...ui.games.llamagedon.choice_words import action_label, action_note, choice_title, question

    for action, choice in swaps:
        to_them = [other for other, _ in swaps if other.seat == action.seat]
        note = action_note(action, observation)
        choice["label"] = action_label(action, observation, seat, names) + (f" ({note})" if note else "")
        choice["q"] = choice_title(to_them, observation, names, question(SWAP, None))


def ask_before_ending(legal: Sequence[Any], choices: list[dict[str, Any]]) -> None:
    """"End your turn" asks first while an action card could still be played (a turn ended
    with moves left is a choice a player can regret), as the laptop's table asks it (its
    ``ending_question``, loaded here only then: it brings pygame); passing when nothing else is
    left is not worth a question."""
    if not any(isinstance(action, ga.Pass) for action in legal) or len(legal) < 2:
        return
    from ...ui.games.llamagedon.intents import ending_question

    question = ending_question(ga.PASS, legal)
    if question is None:
        return
    for choice in choices:
        if choice["a"] == str(ga.PASS):
            choice.update(ask=question, yes=t("Yes, end my turn"), no=t("No, go back"))


def block_extra(view: SeatView, names: Sequence[str], observation: Any,
                choices: list[dict[str, Any]], data: dict[str, Any]) -> dict[str, Any]:
    """A Block window's part of the message (see :func:`message_extra`)."""
    links = observation.chain
    block = kind_names()[BLOCK]  # a Block on the chain is named, not worded as an answer ("stop it")
    chain = [f"{names[link.seat]}: {block if isinstance(link.action, ga.Block) else label(link.action, view.seat, names)}"
             for link in links]
    if not links:
        return {"chain": chain}
    card = action_words(links)  # the laptop's words for the two answers, without its keys
    if cancelled(links):
        answers = {"block": t("Block: {card} happens", card=card),
                   "let": t("Don't block: {card} stays cancelled", card=card)}
    else:
        answers = {"block": t("Block: {card} is cancelled", card=card), "let": t("Don't block: {card} happens", card=card)}
    for choice in choices:
        choice["label"] = answers.get(choice["a"], choice["label"])
    state = block_state(observation, view.deciding())
    notes = {
        "none": t("You hold no Block: it goes on by itself in a moment."),
        "own": t("Your own card: the others may block it."),
        "answered": t("You let it be. The others may still block it…"),  # nobody named: see unasked
        "ahead": t("You can answer now: nothing happens until everyone has answered, and no one sees "
                   "your answer before then."),
        "ask": "",
    }
    protect = state == "none" and PROTECT in observation.hand
    if protect:
        notes["none"] = sentences(notes["none"], protect_is_no_block())
    cards = [[link.seat, BLOCK if isinstance(link.action, ga.Block) else _played(link.action)] for link in links]
    extra = {"chain": chain, "links": cards, "answers": answers, "standing": standing_words(links),
             "block": {"state": state, "note": notes[state]}}
    if view.deciding() and state in ("none", "own"):
        extra |= nothing_to_answer(state, protect_is_no_block() if protect else "")
    elif state == "ahead":  # one voice: the page asks this phone, so the bar does not name another as answering
        extra["status"] = t("Block window: your answer")
    if not view.deciding():
        extra["view"] = unasked(data)
    return extra


def unasked(data: dict[str, Any]) -> dict[str, Any]:
    """The view as a phone whose seat is not asked now receives it in a Block window: with no
    seat marked as asked (``current``) and no count of the seats asked so far (``lets``),
    as the laptop shows one "Anyone blocking?" for the whole table. The rules ask only a seat
    holding a Block for longer than a bot's pause, so a seat marked as asked for a while told
    the others it held one."""
    observation = dict(data.get("observation") or {})
    observation["lets"] = None
    return data | {"current": None, "observation": observation}


def protect_is_no_block() -> str:
    """Why a held Protect does not answer a Block window: a playtest's phone held one during a
    Steal and was told only that it held no Block. The rulebook: Protect works once played over
    a shelter, on the player's own turn, and only a Block cancels a card."""
    return t("Your Protect cannot answer: it guards a shelter only once played on it, on your turn.")


def nothing_to_answer(state: str, more: str) -> dict[str, Any]:
    """The seat is asked by the rules but has nothing to answer (no Block, or its own card):
    the phone says so once, in the bar, in one short line at a phone's 360 px (a playtest's bar
    took four lines with the Protect sentence), and neither asks "your answer" there nor says it
    again under the hand (the bar said "play a Block or let it through" while the foot said there
    was no Block); ``more`` (why a held Protect cannot answer) is said under the hand, where
    there is room. Only this phone learns it: the laptop's screen says nothing of who holds a Block."""
    short = t("No Block: it goes on by itself.") if state == "none" else t("Your own card: others may block it.")
    return {"status": t("Block window"), "prompt": short, "block": {"state": state, "note": more}}


def _played(action: Any) -> int:
    """The card a link of the chain shows: the action's own card (a Resource for three colours)."""
    used = [kind for kind in uses(action) if kind not in RESOURCES] or list(uses(action))
    return used[0] if used else BLOCK


def page_words() -> dict[str, str]:
    return {
        "block_q": t("Will you block it?"),
        "kept": t("Your answer is kept: it counts in a moment."),  # asked ahead, or the window's least time
        "shelters": t("Shelters"),
        "deck": t("Deck: {count}"),
        "kinds": "|".join(kind_names()),
        "g_target": t("Tap a glowing target."),
        "g_play": t("Play it"),
        "g_cancel": t("Cancel"),
        "g_build": t("New shelter"),
        "g_pile_count": t("Discard pile: {cards}"),
        "g_which": t("Which one?"),
        "g_give": t("Which card do you give in the Swap?"),
        "g_take": t("Which card do you take from the discard pile?"),
        "g_yours": t("Your shelters"),
        "g_protected": t("Protected"),
        # said as the laptop's panel says it ("Value 8: breaks a tie" was not understood there)
        "g_value": t("Tie-break: {value}"),
        "g_value_own": t("Tie-break: {value} (your shelters' corner numbers added)"),
        "g_shelters": t("{count} shelters"),
        "g_shelter_one": t("1 shelter"),
        "g_built": t("Built shelter"),
        "g_card": t("Shelter card"),
    }


def prompt(heads: set[str]) -> str:
    """What the seat is to do now, for the phone's bar, from the first words of its legal
    actions (``phones.prompts``)."""
    if heads & {"block", "let"}:
        return t("Play a Block card, or let the card happen.")
    if heads & {"build", "replace", "take", "attack", "steal", "swap", "draw2", "protect"}:
        return t("Tap a card in your hand, then where it goes.")
    return t("No card can be played: pass.") if "pass" in heads else ""


PHONE = PhoneGame(label=label, prompt=prompt, page_words=page_words, message_extra=message_extra,
                  hand_refusals=frozenset({"no_block", "block_promised", "build_missing", "three_missing", "no_card", "swap_give"}))

__all__ = ["PHONE", "block_state", "holds_block", "kind_names", "label"]
