"""The one-line text form of a L.L.A.M.A. position (our FEN): writing it and reading its fields.

``r1 play @0 start0 | hands 1123L/456/... | out .x. | discard 34 | pile ... | totals 0/0 | seed 5``.
The writer reads a state by its field names only, so the state's ``repr`` can use it; the
reader gives the keywords of :func:`~.positions.build_state`, which checks them
(:func:`~.positions.state_from_text` joins the two).
"""

from __future__ import annotations

from typing import Any, Sequence

from .components import DEAL_FORMAT, VALUES, card_label

_CARD_CHARS = {v: card_label(v)[0] for v in VALUES}
_CHAR_CARDS = {c: v for v, c in _CARD_CHARS.items()}


def _cards_text(cards: Sequence[int]) -> str:
    return "".join(_CARD_CHARS[c] for c in cards) or "-"


def _text_cards(text: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    try:
        return tuple(_CHAR_CARDS[c] for c in text.upper())
    except KeyError as exc:
        raise ValueError(f"'{exc.args[0]}' is not a card: use 1-6 or L.") from None


def state_to_text(state: Any) -> str:
    """One line, e.g. ``r1 play @0 start0 | hands 1123L/456/... | out .x. | discard 34 | ...``.

    The round's history (``last_round``) and the last events are not part of it.
    """
    current = "-" if state.current is None else str(state.current)
    return " | ".join((
        f"r{state.round} {state.phase} @{current} start{state.round_starter}",
        "hands " + "/".join(_cards_text(h) for h in state.hands),
        "out " + "".join("x" if q else "." for q in state.quit),
        "discard " + _cards_text(state.discard),
        "pile " + _cards_text(state.draw_pile),
        "totals " + "/".join(str(t) for t in state.totals),
        f"seed {state.seed}" + ("" if state.deal == DEAL_FORMAT else f" deal {state.deal}"),
    ))


def _deal_in_text(seed_part: str) -> int:
    """The deal format after the seed ("5 deal 1"); none written means today's."""
    words = seed_part.split()
    if len(words) == 1:
        return DEAL_FORMAT
    if len(words) == 3 and words[1] == "deal":
        return int(words[2])
    raise ValueError(f"expected 'seed N' or 'seed N deal F', found 'seed {seed_part}'")


def read_fields(text: str) -> dict[str, Any]:
    """The fields written by :func:`state_to_text`, as ``build_state`` keywords.

    :raises ValueError: saying which part does not read.
    """
    head, hands, out, discard, pile, totals, seed = (part.strip() for part in text.split("|"))
    round_part, phase, current, starter = head.split()
    fields = {"hands": hands, "out": out, "discard": discard, "pile": pile, "totals": totals, "seed": seed}
    values = {}
    for name, part in fields.items():
        label, _, value = part.partition(" ")
        if label != name:
            raise ValueError(f"expected '{name}', found '{label}'")
        values[name] = value.strip()
    if not (round_part.startswith("r") and current.startswith("@") and starter.startswith("start")):
        raise ValueError("the head must read like 'r1 play @0 start0'")
    return dict(
        hands=[_text_cards(h) for h in values["hands"].split("/")],
        discard=_text_cards(values["discard"]),
        draw_pile=_text_cards(values["pile"]),
        quit=[c == "x" for c in values["out"]],
        current=None if current == "@-" else int(current[1:]),
        phase=phase,
        round=int(round_part[1:]),
        round_starter=int(starter[len("start"):]),
        totals=[int(t) for t in values["totals"].split("/")],
        seed=int(values["seed"].split()[0]),
        deal=_deal_in_text(values["seed"]),
    )
