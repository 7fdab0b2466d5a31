"""While a tile is held the estate shows where it may go (task ll24): a tile turned so it fits
nowhere marks the spots of the nearest turn that fits with its keys; the few best spots stand
out; what the tile earns is said beside it, clear of the estate; the hint says the P key as a
key on the keyboard and when its move spends your last foundation."""

from __future__ import annotations

from dataclasses import replace

import pygame

from llamagames.rules.llamaland import LLAMALAND, TakeStack
from llamagames.ui.games.llamaland.drop_tag import place_tag
from llamagames.ui.games.llamaland.ranking import brought
from llamagames.ui.games.llamaland.spot_marks import BEST, foundations_spent, spot_marks, turn_marks

from .test_table import open_at


def _preview():  # type: ignore[no-untyped-def]
    state = LLAMALAND.new_game(2, 5)
    return state, state.turn.seat, LLAMALAND.apply(state, TakeStack("T"))


def test_a_tile_that_fits_nowhere_as_turned_marks_the_spots_of_the_turn_that_fits_with_its_keys() -> None:
    _, seat, preview = _preview()
    tile = preview.turn.tile
    places = [p for p in LLAMALAND.placements(preview) if (p.face, p.rot) == ("back", 1)]  # only one turn fits
    assert places
    marks = turn_marks(preview, seat, places, tile, "front", 0, 0)
    assert marks and {m.keys for m in marks} == {"F R"}
    assert [m.square for m in marks] == [m.square for m in spot_marks(preview, seat, places, tile, "back", 1, 0)]
    same = turn_marks(preview, seat, places, tile, "back", 1, 0)  # turned so: its own spots, no keys
    assert same and not any(m.keys for m in same)


def test_the_spots_that_earn_most_stand_out() -> None:
    _, seat, preview = _preview()
    marks = spot_marks(preview, seat, list(LLAMALAND.placements(preview)), preview.turn.tile, "front", 0, 0)
    best = [m for m in marks if m.best]
    assert 0 < len(best) <= BEST
    assert min(brought(m.gains) for m in best) >= max(brought(m.gains) for m in marks if not m.best)


def test_the_gain_beside_the_tile_stands_clear_of_the_estate() -> None:
    ghost = pygame.Rect(100, 100, 60, 40)
    within = pygame.Rect(0, 0, 400, 300)
    right = pygame.Rect(160, 80, 80, 80)  # squares right of the tile: the tag goes to its left
    tag = place_tag(ghost, (70, 20), [right, ghost], within, 10)
    assert tag is not None and tag.right <= ghost.left and tag.collidelist([right, ghost]) < 0
    assert within.contains(tag)
    assert place_tag(ghost, (70, 20), [within], within, 10) is None  # no clear room near: none


def test_the_hint_says_p_on_the_keyboard_and_when_its_move_spends_the_last_foundation(app) -> None:
    state, seat, preview = _preview()
    costly = next(p for p in LLAMALAND.placements(preview) if foundations_spent(preview, seat, p)[0] == 1)
    last = replace(state.players[seat], foundations=1)
    players = tuple(last if i == seat else p for i, p in enumerate(state.players))
    table = open_at(app, replace(state, players=players))
    words = table.parts.coach.take_words(costly)
    assert "P on the keyboard" in words and "your last foundation" in words
    cheap = next(p for p in LLAMALAND.placements(preview) if foundations_spent(preview, seat, p)[0] == 0)
    assert "foundation" not in table.parts.coach.take_words(cheap)



def test_a_growing_estate_keeps_its_squares_size_and_changes_it_only_in_steps() -> None:
    """pt53: the squares shrank at every tile that widened the estate."""
    import random

    from llamagames.rules.llamaland import Place
    from llamagames.ui.games.llamaland.estate_frame import EstateFrame
    from llamagames.ui.games.llamaland.projection import ViewMode

    state, rng = LLAMALAND.new_game(2, 11), random.Random(3)
    frame = EstateFrame(pygame.Rect(0, 0, 860, 330), state.players[0].estate, ViewMode.TOP_DOWN, 0.5)
    frame.steady = True
    scales, fresh = [frame.projection.scale], [frame.projection.scale]
    while len(scales) < 16:  # a game of random moves: your estate sprawls
        legal = list(LLAMALAND.legal_actions(state))
        places = [a for a in legal if isinstance(a, Place)]
        action = rng.choice(places) if places else legal[-1] if state.turn.phase == "main" else rng.choice(legal)
        mine = bool(places) and state.turn.seat == 0
        state = LLAMALAND.apply(state, action)
        if mine:
            frame.estate = state.players[0].estate
            scales.append(frame.projection.scale)
            fresh.append(frame._fresh_fit().scale)
    changes = [b / a for a, b in zip(scales, scales[1:]) if abs(b / a - 1) > 1e-6]
    refits = [b / a for a, b in zip(fresh, fresh[1:]) if abs(b / a - 1) > 1e-6]
    assert len(changes) < len(refits), (changes, refits)  # seldom: a fit to each new estate changed more often
    assert all(r <= 0.92 for r in changes), changes  # and in steps down, never a twitch
    assert all(s >= 0.85 * f for s, f in zip(scales, fresh))  # never far smaller than the estate needs


def test_at_the_table_the_gain_stands_beside_the_tile_clear_of_the_estates_squares_and_the_label(app) -> None:
    from llamagames.ui.games.llamaland.drop_tag import estate_boxes

    from ..conftest import FRAME
    from .test_table import key, open_table

    table = open_table(app)
    key(app, pygame.K_1)  # the keys' tile, on a legal spot near the estate's middle
    app.frame(FRAME, [])
    stage, painter = table.parts.stage, table.parts.painter
    view = stage.views[table.viewer]
    assert stage.drag is not None and stage.drag.reason is None
    tag = painter._drop.rect
    assert tag is not None and painter._drop.words.startswith(f"level {stage.drag.level} · ")
    assert tag.collidelist(estate_boxes(view.estate, view.projection)) < 0
    label = painter.ghost_label()
    assert label is not None and not tag.colliderect(label[0]) and view.rect.contains(tag)
    assert not tag.colliderect(view.ghost_box())
