"""Why the Llamaland heuristic (``bots.llamaland.normal_policy``) picks its move.

A Llamaland turn is a chain of small decisions; the reason names the step and what the
choice gains there: the icons a build covers, the objective a marker bets on, the crop a
feed spends.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..rules.core import IllegalActionError
from ..rules.llamaland import (
    HUTS,
    LLAMA_PHASE,
    LLAMALAND,
    MAIN,
    MARKER,
    PLACE,
    START,
    EndTurn,
    Feed,
    Place,
    PlaceLlama,
    PlaceMarker,
    Skip,
    TakeCharacter,
    TakeStack,
    UseCharacter,
    orientation,
)
from ..rules.llamaland.components import COIN, CROPS, HUT, OBJECTIVES
from .explain import Reason

ICONS = frozenset((*CROPS, COIN, HUT))


def covered_icons(observation: Any, place: Place) -> tuple[str, ...]:
    """The icons on the squares the placed tile covers (they pay out when built over)."""
    state = observation.state
    if place.level == 1:
        return ()
    tops = state.players[observation.seat].estate.tops
    covered = []
    for cell in orientation(state.turn.tile, place.face, place.rot).at(place.x, place.y):
        top = tops.get(cell)
        if top is not None and top[0] == place.level - 1 and top[1] in ICONS:
            covered.append(top[1])
    return tuple(covered)


def best_place_of(observation: Any, shape: str, place: Place | None = None
                  ) -> tuple[Place, tuple[tuple[str, int], ...]] | None:
    """Where the tile of ``shape`` goes once taken, and what that place pays as the rules pay it
    ((item, count) pairs): ``place`` when the hint knows it (the hard bot's, where its gold
    ghost lies), else the normal bot's; None when it cannot be worked out."""
    from .llamaland import Appraisal, PlacementScorer  # the heuristic's own price of a spot

    try:
        preview = LLAMALAND.apply(observation.state, TakeStack(shape))
        places = LLAMALAND.placements(preview)
        if not places:
            return None
        if place is not None and place in places:
            best = place
        else:
            scorer = PlacementScorer(Appraisal(LLAMALAND.observation(preview, observation.seat)))
            prices = [scorer.score(preview.turn.tile, p) for p in places]
            best = places[max(range(len(places)), key=lambda i: (prices[i], -i))]
        after = LLAMALAND.apply(preview, best)
    except (IllegalActionError, ValueError, IndexError, AttributeError):
        return None
    event = next((e for e in after.last_events if e.kind == "place"), None)
    gained = tuple(event.get("gained", ())) if event is not None else ()
    huts = sum(1 for icon in event.get("covered", ()) if icon == HUT) if event is not None else 0
    return best, gained + ((HUT, huts),) if huts else gained


def extension_values(observation: Any, place: Place) -> dict[str, Any]:
    """Why the heuristic lays a tile on the ground while it earns nothing now, in its own terms:
    an extension earns a marker move (``marker_gain``: the objective it bets on is named) and
    0.3 per side shared with the estate (``CONTACT``: a compact estate keeps flat ground to
    build on). The larger of the two is the reason given; {} when neither can be worked out."""
    from .llamaland import CONTACT, Appraisal, PlacementScorer, normal_policy

    try:
        scorer = PlacementScorer(Appraisal(observation))
        state = observation.state
        tops = state.players[observation.seat].estate.tops
        cells = orientation(state.turn.tile, place.face, place.rot).at(place.x, place.y)
        sides = sum(1 for (x, y) in cells for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                    if n in tops and n not in cells)
        if scorer.marker_gain > CONTACT * sides:
            after = LLAMALAND.apply(state, place)
            legal = LLAMALAND.legal_actions(after)
            if after.turn.phase == MARKER and legal:
                choice = normal_policy(LLAMALAND.observation(after, observation.seat), legal, random.Random(0))
                if isinstance(choice, PlaceMarker):
                    data = OBJECTIVES.get(choice.objective)
                    return {"objective": data.title if data else choice.objective}
        return {"sides": sides}
    except (IllegalActionError, ValueError, IndexError, AttributeError, TypeError):
        return {}


def explain(observation: Any, legal: Sequence[Any], action: Any, then: Any = None) -> Reason:
    """The reason for ``action`` (the hint's choice: the hard bot's, or the heuristic's) from ``observation``."""
    phase = observation.state.turn.phase
    if isinstance(action, TakeStack) and phase == START:  # ``then``: where the hint lays it
        found = best_place_of(observation, action.shape, then if isinstance(then, Place) else None)
        if found is None:
            return Reason("llamaland_stack", {"shape": action.shape})
        place, gained = found
        return Reason("llamaland_stack", {"shape": action.shape, "level": place.level,
                                          "got": tuple((item, n) for item, n in gained if n)})
    if isinstance(action, Place) and phase == PLACE:
        icons = covered_icons(observation, action)
        if action.level > 1:
            return Reason("llamaland_place_build", {"level": action.level, "icons": len(icons),
                                                    "what": "".join(sorted(icons))})
        return Reason("llamaland_place_ground", extension_values(observation, action))
    if isinstance(action, TakeCharacter) and phase == HUTS:
        return Reason("llamaland_character", {"source": action.source})
    if phase == MARKER:
        if isinstance(action, PlaceMarker):
            data = OBJECTIVES.get(action.objective)
            return Reason("llamaland_marker", {"objective": data.title if data else action.objective,
                                               "moved": bool(action.source)})
        if isinstance(action, Skip):
            return Reason("llamaland_marker_skip")
    if isinstance(action, PlaceLlama) and phase == LLAMA_PHASE:
        return Reason("llamaland_llama")
    if phase == MAIN:
        if isinstance(action, Feed):
            return Reason("llamaland_feed", {"crop": action.crop, "coins": action.coins})
        if isinstance(action, UseCharacter):
            return Reason("llamaland_trade", {"give": action.give, "get": action.get})
        if isinstance(action, EndTurn):
            return Reason("llamaland_end")
    return Reason("best_guess")
