"""L.L.A.M.A. (Reiner Knizia): play the same value or one higher, draw, or quit the round.

Penalties are taken as chips, each value once and llamas for 10; the game ends after the
round in which someone reaches 40 points, and the lowest total wins.

The package, one job per module: ``components`` (cards, chips, readings), ``actions``
(actions, their text, the legal lists), ``state`` (the position), ``rounds`` (deal, turn
order, scoring), ``events``, ``observation``, ``refusals`` (why not, as codes), ``words``
(every sentence in English and Japanese), ``notation`` and ``positions`` (the text form,
positions set up by hand) and ``game`` (the rules object, :data:`LLAMA`).

>>> state = LLAMA.new_game(4, seed=1)
>>> state.phase, state.current, len(state.hands[0])
(<Phase.PLAY: 'play'>, 0, 6)
>>> penalty((1, 1, LLAMA_CARD))
11
"""

from __future__ import annotations

from .actions import (
    ALL_ACTIONS,
    DRAW,
    PLAY_CARD,
    QUIT,
    RETURN_BLACK,
    RETURN_WHITE,
    ActionList,
    Draw,
    LlamaAction,
    PlayCard,
    Quit,
    ReturnChip,
)
from .components import (
    BLACK_CHIP,
    COPIES_PER_VALUE,
    DEAL_FORMAT,
    DEAL_FORMATS,
    DECK,
    END_TOTAL,
    HAND_SIZE,
    LAST_PLAYER_MAY_DRAW,
    LLAMA_CARD,
    LLAMA_PENALTY,
    VALUES,
    WHITE_CHIP,
    can_play_on,
    card_label,
    chips,
    penalty,
)
from .events import EVENT_KINDS
from .game import LLAMA, LlamaGame
from .notation import state_to_text
from .observation import MOVE_DRAW, MOVE_QUIT, LlamaObservation
from .positions import build_state, state_from_text
from .rounds import _shuffled
from .state import OVER, PLAY, RETURN_CHIP, LlamaState, Phase, RoundResult
from .words import WORDS

__all__ = [
    "ALL_ACTIONS",
    "ActionList",
    "BLACK_CHIP",
    "COPIES_PER_VALUE",
    "DEAL_FORMAT",
    "DEAL_FORMATS",
    "DECK",
    "DRAW",
    "Draw",
    "END_TOTAL",
    "EVENT_KINDS",
    "HAND_SIZE",
    "LAST_PLAYER_MAY_DRAW",
    "LLAMA",
    "LLAMA_CARD",
    "LLAMA_PENALTY",
    "LlamaAction",
    "LlamaGame",
    "LlamaObservation",
    "LlamaState",
    "MOVE_DRAW",
    "MOVE_QUIT",
    "OVER",
    "PLAY",
    "PLAY_CARD",
    "Phase",
    "PlayCard",
    "QUIT",
    "Quit",
    "RETURN_BLACK",
    "RETURN_CHIP",
    "RETURN_WHITE",
    "ReturnChip",
    "RoundResult",
    "VALUES",
    "WHITE_CHIP",
    "WORDS",
    "_shuffled",
    "build_state",
    "can_play_on",
    "card_label",
    "chips",
    "penalty",
    "state_from_text",
    "state_to_text",
]
