"""Positions set up by hand (tests, puzzles, bug reports): from fields or from the text form."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import PlayerId
from .components import COPIES_PER_VALUE, DEAL_FORMAT, DEAL_FORMATS, DECK, LLAMA_CARD, PLAYER_COUNTS, VALUES, card_label
from .notation import read_fields
from .state import OVER, PLAY, LlamaState, Phase, RoundResult, _make_state, _Round


def state_from_text(text: str) -> LlamaState:
    """The state written by :func:`~.notation.state_to_text` (checked like :func:`build_state`).

    :raises ValueError: "Not a L.L.A.M.A. position: ..." with what does not read or fit.
    """
    try:
        fields = read_fields(text)
        last = fields.pop("last_round")
        return build_state(**fields, last_round=None if last is None else RoundResult(*last))
    except ValueError as exc:
        raise ValueError(f"Not a L.L.A.M.A. position: {exc}") from None


def build_state(
    hands: Sequence[Sequence[int]],
    discard: Sequence[int],
    draw_pile: Sequence[int] | None = None,
    *,
    current: PlayerId | None = 0,
    quit: Sequence[bool] | None = None,
    phase: Phase | str = PLAY,
    round: int = 1,
    round_starter: PlayerId = 0,
    totals: Sequence[int] | None = None,
    seed: int = 0,
    last_round: RoundResult | None = None,
    deal: int = DEAL_FORMAT,
) -> LlamaState:
    """A position set up by hand (tests, puzzles). ``draw_pile`` None takes the remaining cards.

    :raises ValueError: when the 56 cards are not all accounted for, or a field is out of range.
    """
    n = len(hands)
    if n not in PLAYER_COUNTS:
        raise ValueError(f"L.L.A.M.A. is for 2 to 6 players, not {n}.")
    rest = list(DECK)
    for card in [c for h in hands for c in h] + list(discard) + list(draw_pile or ()):
        if card not in VALUES:
            raise ValueError(f"{card!r} is not a card value (1-6, {LLAMA_CARD} for a llama).")
        try:
            rest.remove(card)
        except ValueError:
            raise ValueError(f"more than {COPIES_PER_VALUE} cards of {card_label(card)}") from None
    if draw_pile is None:
        draw_pile = tuple(rest)
    elif rest:
        raise ValueError(f"{len(rest)} of the 56 cards are missing")
    if not discard:
        raise ValueError("the discard pile needs at least its first card")
    quit_t = tuple(bool(q) for q in quit) if quit is not None else (False,) * n
    totals_t = tuple(int(t) for t in totals) if totals is not None else (0,) * n
    if len(quit_t) != n or len(totals_t) != n:
        raise ValueError("one quit flag and one total per player are needed")
    try:
        phase = Phase(phase)
    except ValueError:
        raise ValueError(f"unknown phase '{phase}'") from None
    if phase == OVER:
        current = None
    elif current is None or not 0 <= current < n:
        raise ValueError("the current player must be a seat")
    elif phase == PLAY and (quit_t[current] or all(quit_t)):
        raise ValueError("the current player has quit")
    if deal not in DEAL_FORMATS:
        raise ValueError(f"unknown deal format {deal!r}")
    r = _Round(n, round, seed, totals_t, round_starter, last_round, deal)
    return _make_state(phase, current, tuple(tuple(sorted(h)) for h in hands), quit_t, tuple(discard),
                       tuple(draw_pile), r, ())

