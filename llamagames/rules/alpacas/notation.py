"""A Llamas & Alpacas position as one line of text, and back (like python-chess's FEN).

Tests and bug reports set up positions with it instead of writing into a match's history::

    play @1 first0 | row L3r A1b+1/0 L*g A2w L4p' A3r | boards L1r,.,.,.,.,.,.,.,. / ... |
    treats 2/3 3/3 | scores 0 4 | turns 3 2 | start - - | pile A4b L2g ... | discard - |
    seed 5 counter 3

A card is its code (``L3r``: llama, 3, red; ``A*g``: alpaca star, green; ``L2w``: white);
the second copy of a plain card takes a ``'``. A row card's treats follow a ``+``
(clovers/carrots). ``end`` after the head marks a triggered end. The last events are not
part of a position (they belong to the move that led there).
"""

from __future__ import annotations

from collections.abc import Sequence

from .components import BOARD_CELLS, DECK_SIZE, START_CARROTS, START_CLOVERS, card_code
from .state import PLAYER_COUNTS, AlpacasState, Phase


def _card_codes() -> tuple[str, ...]:
    """Each card id's code; the second copy of a plain card takes a "'"."""
    codes: list[str] = []
    for card in range(DECK_SIZE):
        code = card_code(card)
        codes.append(code + "'" if code in codes else code)
    return tuple(codes)


_CODES = _card_codes()
_CARDS = {code: card for card, code in enumerate(_CODES)}

_PARTS = ("row", "boards", "treats", "scores", "turns", "start", "pile", "discard", "seed")


def _cards(cards: Sequence[int]) -> str:
    return " ".join(_CODES[c] for c in cards) or "-"


def _pair(pair: tuple[int, int]) -> str:
    return f"{pair[0]}/{pair[1]}"


def state_to_text(state: AlpacasState) -> str:
    """The position as one line (see the module docstring)."""
    current = "-" if state.current is None else str(state.current)
    head = f"{state.phase.value} @{current} first{state.first}" + (" end" if state.end_triggered else "")
    row = " ".join(_CODES[c] + ("" if t == (0, 0) else "+" + _pair(t)) for c, t in zip(state.row, state.row_treats))
    boards = " / ".join(",".join("." if c is None else _CODES[c] for c in board) for board in state.boards)
    return " | ".join((
        head,
        "row " + (row or "-"),
        "boards " + boards,
        "treats " + " ".join(_pair(t) for t in state.treats),
        "scores " + " ".join(str(s) for s in state.scores),
        "turns " + " ".join(str(t) for t in state.turns),
        "start " + " ".join("-" if c is None else _CODES[c] for c in state.start_cards),
        "pile " + _cards(state.pile),
        "discard " + _cards(state.discard),
        f"seed {state.seed} counter {state.counter}",
    ))


def _card(code: str) -> int:
    try:
        return _CARDS[code]
    except KeyError:
        raise ValueError(f"'{code}' is not a card (codes read like L3r, A*g, L2w, A4b')") from None


def _text_cards(text: str) -> tuple[int, ...]:
    return () if text == "-" else tuple(_card(code) for code in text.split())


def _text_pair(text: str) -> tuple[int, int]:
    clovers, slash, carrots = text.partition("/")
    if not slash or not clovers.isdigit() or not carrots.isdigit():
        raise ValueError(f"'{text}' is not treats (clovers/carrots, like 3/2)")
    return int(clovers), int(carrots)


def _numbers(text: str, what: str, n: int) -> tuple[int, ...]:
    words = text.split()
    if len(words) != n or not all(w.lstrip("-").isdigit() for w in words):
        raise ValueError(f"expected {n} whole numbers of {what}, found '{text}'")
    return tuple(int(w) for w in words)


def _parse(text: str) -> AlpacasState:
    head, *parts = (part.strip() for part in text.split("|"))
    if len(parts) != len(_PARTS):
        raise ValueError(f"expected {len(_PARTS) + 1} parts separated by '|', found {len(parts) + 1}")
    values: dict[str, str] = {}
    for name, part in zip(_PARTS, parts):
        label, _, value = part.partition(" ")
        if label != name:
            raise ValueError(f"expected '{name}', found '{label}'")
        values[name] = value.strip()
    words = head.split()
    if len(words) not in (3, 4) or not words[1].startswith("@") or not words[2].startswith("first") or (
            len(words) == 4 and words[3] != "end"):
        raise ValueError("the head must read like 'play @0 first0' (and 'end' once the end is triggered)")
    try:
        phase = Phase(words[0])
    except ValueError:
        raise ValueError(f"'{words[0]}' is not a phase ({', '.join(p.value for p in Phase)})") from None
    boards = tuple(tuple(None if c == "." else _card(c) for c in board.strip().split(","))
                   for board in values["boards"].split("/"))
    n = len(boards)
    if n not in PLAYER_COUNTS:
        raise ValueError(f"Llamas & Alpacas is for 2 to 4 players, not {n}")
    if any(len(board) != BOARD_CELLS for board in boards):
        raise ValueError(f"each board has {BOARD_CELLS} spaces")
    row, row_treats = [], []
    for word in ([] if values["row"] == "-" else values["row"].split()):
        code, plus, treats = word.partition("+")
        row.append(_card(code))
        row_treats.append(_text_pair(treats) if plus else (0, 0))
    held = tuple(_text_pair(t) for t in values["treats"].split())
    start = tuple(None if c == "-" else _card(c) for c in values["start"].split())
    seed_words = values["seed"].split()
    if len(seed_words) != 3 or seed_words[1] != "counter":
        raise ValueError("expected 'seed N counter C'")
    seed, counter = _numbers(f"{seed_words[0]} {seed_words[2]}", "seed and counter", 2)
    current = None if words[1] == "@-" else _numbers(words[1][1:], "the current seat", 1)[0]
    first = _numbers(words[2][len("first"):], "the first seat", 1)[0]
    state = AlpacasState(
        n, seed, counter, phase, current, first, tuple(row), tuple(row_treats), _text_cards(values["pile"]),
        _text_cards(values["discard"]), boards, held, _numbers(values["scores"], "scores", n),
        _numbers(values["turns"], "turns", n), start, len(words) == 4, (),
    )
    _check(state)
    return state


def _check(state: AlpacasState) -> None:
    """Every card once, every treat accounted for, one entry per seat, a seat that can move."""
    n = state.num_players
    if len(state.treats) != n or len(state.start_cards) != n:
        raise ValueError("one treats pair and one starting card (or '-') per player are needed")
    cards = list(state.row) + list(state.pile) + list(state.discard)
    cards += [c for b in state.boards for c in b if c is not None] + [c for c in state.start_cards if c is not None]
    if sorted(cards) != list(range(DECK_SIZE)):
        raise ValueError(f"every one of the {DECK_SIZE} cards must be in the position exactly once")
    held = [t for pair in list(state.treats) + list(state.row_treats) for t in pair]
    if min(held, default=0) < 0 or sum(held) != n * (START_CLOVERS + START_CARROTS):
        raise ValueError(f"the treats must add up to {n * (START_CLOVERS + START_CARROTS)}")
    seated = state.current is not None and 0 <= state.current < n
    if (state.current is None) != (state.phase is Phase.OVER) or not (seated or state.current is None) \
            or not 0 <= state.first < n:
        raise ValueError("the current seat must be a seat of the table ('-' once the game is over)")
    if (state.phase is Phase.SETUP) != any(c is not None for c in state.start_cards):
        raise ValueError("starting cards wait to be placed exactly during setup")
    if min(state.scores) < 0 or min(state.turns) < 0 or state.counter < 0:
        raise ValueError("scores, turns and the counter cannot be negative")


def state_from_text(text: str) -> AlpacasState:
    """The position written by :func:`state_to_text`.

    :raises ValueError: saying what is wrong, for a text that is not a whole, consistent position.
    """
    try:
        return _parse(text)
    except ValueError as exc:
        raise ValueError(f"Not a Llamas & Alpacas position: {exc}.") from None


__all__ = ["state_from_text", "state_to_text"]
