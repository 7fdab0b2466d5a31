"""The player's view of the estates (tilted or from above, V) is kept: across a resumed game
and the next table; a review opens from above and tags its better move at its gold ghost."""

from __future__ import annotations

from dataclasses import replace

import pygame

from llamagames import storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.review import Review
from llamagames.rules.llamaland import Place, TakeStack
from llamagames.ui.app import App
from llamagames.ui.games.llamaland.projection import ViewMode
from llamagames.ui.session import resume_match, start_match
from llamagames.ui.table.scene import TableScene

from ..conftest import FRAME
from ..test_review_strip import open_with_fake, small_review
from .test_table import SEATS, key


def _app() -> App:
    return App((1280, 800), settings=storage.Settings(animation_speed="instant"), persist_settings=True,
               bot_worker=InlineBotWorker, bot_delay=0.0)


def test_the_view_chosen_with_v_is_kept_when_the_saved_game_is_resumed() -> None:
    app = _app()
    table = app.open_table(start_match(app, "llamaland", SEATS, seed=7, options={"first_player": 1}))
    assert isinstance(table, TableScene)
    app.start(table)
    app.frame(FRAME, [])
    assert table.parts.stage.mode is ViewMode.OBLIQUE
    key(app, pygame.K_v)
    assert table.parts.stage.mode is ViewMode.TOP_DOWN
    app.scenes.clear()
    # the next start of the app reads its settings from the disk and resumes the saved game
    settings, message = storage.load_settings()
    assert message == "" and settings.llamaland_view == "top"
    again = App((1280, 800), settings=settings, persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    match = resume_match(again, "llamaland")
    assert not isinstance(match, str), match
    resumed = again.open_table(match)
    assert isinstance(resumed, TableScene)
    again.start(resumed)
    again.frame(FRAME, [])
    stage = resumed.parts.stage
    assert stage.mode is ViewMode.TOP_DOWN and all(v.mode is ViewMode.TOP_DOWN for v in stage.views.values())
    key(again, pygame.K_v)  # and back: the tilted view is the choice now
    assert again.settings.llamaland_view == "tilted"
    again.scenes.clear()


def test_a_review_opens_from_above_tags_the_better_tile_at_its_ghost_and_keeps_no_choice(app, monkeypatch) -> None:
    record, judged = small_review("llamaland")
    tiles = [d for d in judged.decisions if not d.as_good and isinstance(_parse(d.hard), (TakeStack, Place))]
    assert tiles, "the easy bot never took another tile than the hard bot"
    chosen = tiles[0]
    marked = Review(judged.game, judged.num_players, judged.seed, judged.seat, judged.playouts,
                    tuple(replace(d, marked=d.move == chosen.move) for d in judged.decisions), judged.result,
                    judged.actions)
    table, fake = open_with_fake(app, monkeypatch, record)
    stage = table.parts.stage
    assert stage.mode is ViewMode.TOP_DOWN  # the player's setting says tilted
    fake.result = marked.to_json()
    app.frame(FRAME, [])
    table.replay.jump(chosen.move - 1)
    app.frame(FRAME, [])
    app.draw()
    strip = table.replay.review
    assert isinstance(strip.better.move(), (TakeStack, Place))
    ghost = stage.views[table.viewer].hint_box()
    tag = strip.better.tag
    assert ghost is not None and tag is not None
    gap = max(ghost.left - tag.right, tag.left - ghost.right, ghost.top - tag.bottom, tag.top - ghost.bottom)
    assert gap <= round(30 * table.text_scale), (tag, ghost)  # beside its ghost, not by the stack
    view = stage.views[table.viewer]
    better = _parse(chosen.hard)
    spot = better if isinstance(better, Place) else _parse(chosen.hard_then)
    assert isinstance(spot, Place), chosen  # the hard bot's spot for the tile: the gold ghost stands there
    assert _hint_spot(view) == (spot.face, spot.rot, spot.x, spot.y, spot.level)
    key(app, pygame.K_v)
    assert stage.mode is ViewMode.OBLIQUE and app.settings.llamaland_view == "tilted"
    app.frame(FRAME, [])
    app.draw()
    tilted = view.hint_box()  # the tilted view shows it at the same spot, inside your estate's field
    assert _hint_spot(view) == (spot.face, spot.rot, spot.x, spot.y, spot.level) and tilted is not None and view.rect.contains(tilted)
    key(app, pygame.K_v)
    assert app.settings.llamaland_view == "tilted"  # a review's switch is not the player's choice


def _hint_spot(view) -> tuple[str, int, int, int, int] | None:  # type: ignore[no-untyped-def]
    """Where the view draws the hint's gold ghost: its side, turn, anchor and level."""
    hint = view._hint
    return None if hint is None else (hint[0].face, hint[0].rot, *hint[1:])


def _parse(text: str):
    from llamagames.rules.llamaland import LLAMALAND

    try:
        return LLAMALAND.parse_action(text)
    except ValueError:
        return None



def test_a_new_players_first_game_is_seen_from_above_and_a_chosen_tilted_view_is_kept() -> None:
    first = App((1280, 800), persist_settings=True, bot_worker=InlineBotWorker, bot_delay=0.0)  # no settings file yet
    assert first.settings.llamaland_view == "top"
    table = first.open_table(start_match(first, "llamaland", SEATS, seed=7, options={"first_player": 1}))
    assert isinstance(table, TableScene)
    first.start(table)
    first.frame(FRAME, [])
    assert table.parts.stage.mode is ViewMode.TOP_DOWN
    key(first, pygame.K_v)  # the tilted view, one key away
    assert table.parts.stage.mode is ViewMode.OBLIQUE
    first.scenes.clear()
    settings, _ = storage.load_settings()
    assert settings.llamaland_view == "tilted"  # the player chose it: the next start keeps it
