"""Llamagedón: shelters against a meteor shower of llamas; Blocks played out of turn.

``cards`` holds the components, ``actions`` the actions and their texts, ``state`` the
position and ``notation`` its text form, ``game`` the rules (``legality``, ``turns``),
``words`` every sentence in both languages by code, ``narrate`` which code an event takes.
"""

from __future__ import annotations

from .actions import (
    BLOCK,
    DRAW_TWO,
    LET,
    PASS,
    Attack,
    Block,
    Build,
    DrawTwo,
    Let,
    LlamagedonAction,
    Pass,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
    parse_action,
)
from .game import HIDDEN, LLAMAGEDON, LlamagedonGame, LlamagedonObservation, LlamagedonOutcome, Result, link_cards
from .legality import card_actions, uses
from .notation import state_from_text, state_to_text
from .positions import all_cards, build_state
from .state import Link, LlamagedonState, Phase, Shelter

__all__ = [
    "all_cards", "build_state", "Attack", "BLOCK", "Block", "Build", "DRAW_TWO", "DrawTwo", "HIDDEN", "LET", "LLAMAGEDON", "Let", "Link",
    "LlamagedonAction", "LlamagedonGame", "LlamagedonObservation", "LlamagedonOutcome", "LlamagedonState", "PASS", "Pass", "Phase",
    "Protect", "Recover", "Replace", "Result", "Shelter", "Steal", "Swap", "card_actions", "link_cards", "parse_action",
    "state_from_text", "state_to_text", "uses",
]
