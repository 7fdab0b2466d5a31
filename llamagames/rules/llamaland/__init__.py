"""Llamaland: stack pentomino fields in three dimensions, feed llamas, chase objectives.

``LLAMALAND`` is the Game object (``rules.core`` contract); the rest is exported for bots,
tests and the table UI.

A turn is a sequence of small decisions; ``state.turn.phase`` says which one is due:
``start`` (``TakeStack`` or a Trader/Merchant ``UseCharacter``), ``place`` (``Place``: shape,
face, quarter turns, anchor, level; foundations are derived), ``huts`` (``TakeCharacter``, one
per covered Huts icon), ``marker`` (``PlaceMarker`` or ``Skip``, only after extending), ``main``
(``UseCharacter``, ``Feed`` once, ``EndTurn``) and ``llama`` (``PlaceLlama`` after feeding).
``LLAMALAND.legal_actions`` lists them all (in the place phase as a lazy, read-only
``PlacementView`` that reads like the list: ``len``, indexing, ``in``, iteration, ``==``);
every action's ``str`` parses back.

For the table: ``state.tile_in_hand``, ``orientations(tile)`` (distinct faces with cells and
icons), ``orientation(tile, face, rot)``, ``LLAMALAND.level_for`` (the level a drag snaps to),
``LLAMALAND.placement_problem`` (the reason a drop is refused, a ``Refusal``), ``Estate.tops``
/ ``pieces`` for drawing, and ``LLAMALAND.score_breakdown`` for the score pad. Refusals and
events are codes; ``LLAMALAND.words`` (:mod:`.words`) words them in English and Japanese.
"""

from __future__ import annotations

from .actions import (
    Action,
    EndTurn,
    Feed,
    PlaceLlama,
    PlaceMarker,
    Skip,
    TakeCharacter,
    TakeStack,
    UseCharacter,
)
from .estate import Estate, Orientation, Piece, Place, orientation, orientations
from .game import (
    BEGINNER,
    EXPERT,
    HUTS,
    LLAMA_PHASE,
    LLAMALAND,
    MAIN,
    MARKER,
    PLACE,
    STANDARD,
    START,
    LlamalandGame,
    LlamalandObservation,
    LlamalandState,
    PlayerState,
    Turn,
)
from .placements import PlacementView

__all__ = [
    "Action",
    "BEGINNER",
    "EXPERT",
    "EndTurn",
    "Estate",
    "Feed",
    "HUTS",
    "LLAMA_PHASE",
    "MAIN",
    "MARKER",
    "PLACE",
    "START",
    "LLAMALAND",
    "LlamalandGame",
    "LlamalandObservation",
    "LlamalandState",
    "Orientation",
    "Piece",
    "Place",
    "PlacementView",
    "PlaceLlama",
    "PlaceMarker",
    "PlayerState",
    "STANDARD",
    "Skip",
    "TakeCharacter",
    "TakeStack",
    "Turn",
    "UseCharacter",
    "orientation",
    "orientations",
]
