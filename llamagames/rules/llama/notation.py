"""The one-line text form of a L.L.A.M.A. position (our FEN): writing it and reading its fields.

``r1 play @0 start0 | hands 1123L/456/... | out .x. | discard 34 | pile ... | totals 0/0 | seed 5``.
The writer reads a state by its field names only, so the state's ``repr`` can use it; the
reader gives the keywords of :func:`~.positions.build_state`, which checks them
(:func:`~.positions.state_from_text` joins the two).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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


def _number(text: str, what: str) -> int:
    """A whole number of the text, or a ValueError naming the field it was to be."""
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"{what} must be a whole number, not '{text}'") from None


def _numbers(text: str, what: str) -> list[int]:
    return [_number(t, what) for t in text.split("/")]


def _last_round_text(result: Any) -> str:
    """The last scored round: ``last r1 by0 emptied1 hands 12/-/... penalties 3/0 returned 1 totals 2/0``."""
    emptied = "-" if result.emptied is None else str(result.emptied)
    return " ".join((
        f"last r{result.round} by{result.ender} emptied{emptied}",
        "hands " + "/".join(_cards_text(h) for h in result.hands),
        "penalties " + "/".join(str(p) for p in result.penalties),
        f"returned {result.returned}",
        "totals " + "/".join(str(t) for t in result.totals_after),
    ))


def state_to_text(state: Any) -> str:
    """One line, e.g. ``r1 play @0 start0 | hands 1123L/456/... | out .x. | discard 34 | ...``.

    After the first round a last part says how the last round was scored (the hands laid
    open, the penalties, the chip returned): observations and the chip return read it. The
    last events are not part of the text.
    """
    current = "-" if state.current is None else str(state.current)
    parts = [
        f"r{state.round} {state.phase} @{current} start{state.round_starter}",
        "hands " + "/".join(_cards_text(h) for h in state.hands),
        "out " + "".join("x" if q else "." for q in state.quit),
        "discard " + _cards_text(state.discard),
        "pile " + _cards_text(state.draw_pile),
        "totals " + "/".join(str(t) for t in state.totals),
        f"seed {state.seed}" + ("" if state.deal == DEAL_FORMAT else f" deal {state.deal}"),
    ]
    if state.last_round is not None:
        parts.append(_last_round_text(state.last_round))
    return " | ".join(parts)


def _deal_in_text(seed_part: str) -> int:
    """The deal format after the seed ("5 deal 1"); none written means today's."""
    words = seed_part.split()
    if len(words) == 1:
        return DEAL_FORMAT
    if len(words) == 3 and words[1] == "deal":
        return _number(words[2], "the deal format")
    raise ValueError(f"expected 'seed N' or 'seed N deal F', found 'seed {seed_part}'")


def _read_last_round(part: str) -> tuple[Any, ...]:
    """The fields of a ``RoundResult`` (ender, emptied, hands, penalties, returned, totals_after,
    round) from :func:`_last_round_text`'s words."""
    words = part.split()
    labels = (0, "last"), (4, "hands"), (6, "penalties"), (8, "returned"), (10, "totals")
    if len(words) != 12 or any(words[i] != label for i, label in labels) or not (
            words[1].startswith("r") and words[2].startswith("by") and words[3].startswith("emptied")):
        raise ValueError("the last round must read like 'last r1 by0 emptied1 hands 12/- penalties "
                         f"3/0 returned 1 totals 2/0', not '{part}'")
    emptied = words[3][len("emptied"):]
    return (
        _number(words[2][2:], "the last round's ender"),
        None if emptied == "-" else _number(emptied, "the seat that emptied its hand"),
        tuple(_text_cards(h) for h in words[5].split("/")),
        tuple(_numbers(words[7], "a penalty")),
        _number(words[9], "the chip returned"),
        tuple(_numbers(words[11], "a total")),
        _number(words[1][1:], "the last round's number"),
    )


def read_fields(text: str) -> dict[str, Any]:
    """The fields written by :func:`state_to_text`, as ``build_state`` keywords (``last_round``
    as the fields of a ``RoundResult``, or None).

    :raises ValueError: saying which part does not read.
    """
    parts = [part.strip() for part in text.split("|")]
    if len(parts) not in (7, 8):
        raise ValueError(f"expected 7 parts between '|' (8 after the first round), found {len(parts)}")
    head, hands, out, discard, pile, totals, seed = parts[:7]
    last = _read_last_round(parts[7]) if len(parts) == 8 else None
    if len(head.split()) != 4:
        raise ValueError("the head must read like 'r1 play @0 start0'")
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
        current=None if current == "@-" else _number(current[1:], "the current seat"),
        phase=phase,
        round=_number(round_part[1:], "the round"),
        round_starter=_number(starter[len("start"):], "the round's first seat"),
        totals=_numbers(values["totals"], "a total"),
        seed=_number(values["seed"].split()[0] if values["seed"] else "", "the seed"),
        deal=_deal_in_text(values["seed"]),
        last_round=last,
    )
