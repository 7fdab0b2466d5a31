"""Llamaland's estate stays large while a tip, a hint or a message shows (issue "Every table
fills the laptop", part 3 and 5). Your estate stands where the layout puts it (fitting it in what
a bubble left moved it under the pointer): each bubble takes a place clear of it;
where none is clear,
the bubble folds to a tab that opens while pointed at, and a message finds its own room."""

from __future__ import annotations

import pygame
import pytest

from llamagames.i18n import set_language
from llamagames.ui.games.llamaland.layout import OWN_FLOOR, layout_of, tip_tab
from llamagames.ui.layout_tour import make_app, mid_game, open_table, run

MESSAGE = "Not there: every square of the tile must rest on something one level lower."
CASES = [(size, factor, language) for size in ((1280, 800), (1366, 768), (1920, 1080))
         for factor in (1.0, 1.5) for language in ("en", "ja")]


@pytest.fixture(autouse=True, scope="module")
def _one_hint_per_position():
    """Every case asks the hint of the same two positions: the hard bot's search (seeded, its
    suggestion a reason code in no language) runs once per position, not once per size,
    text size and language; what is laid out is the same hint."""
    from llamagames import bot_worker

    advise, thought = bot_worker.advise, {}

    def once(game_name, seed, observation, legal_actions, then_seed=None):
        key = (game_name, seed, repr(observation), repr(list(legal_actions)), then_seed)
        if key not in thought:
            thought[key] = advise(game_name, seed, observation, legal_actions, then_seed)
        return thought[key]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bot_worker, "advise", once)
        yield


def first_game_table(size: tuple[int, int], factor: float, language: str, players: int):
    app = make_app(size, factor, language=language)
    table = open_table(app, mid_game("llamaland", players, 12, moves=12))
    table.coach.first_game, app.settings.hints = True, True
    run(app, 2)
    return app, table


def drawn_toast(table, app) -> pygame.Rect:
    """The message's box as the kit drew it this frame (a toast keeps itself last)."""
    boxes: list[pygame.Rect] = []
    draw = table.toasts.draw

    def recording(*args, **kwargs):
        draw(*args, **kwargs)
        boxes.append(pygame.Rect(table.room.kept[-1]))

    table.toasts.draw = recording
    try:
        run(app, 1)
    finally:
        table.toasts.draw = draw
    assert boxes
    return boxes[-1]


@pytest.mark.parametrize("size, factor, language", CASES, ids=[f"{w}x{h}-{f}-{lang}" for (w, h), f, lang in CASES])
def test_your_estate_keeps_15_percent_of_the_window_with_a_tip_a_hint_and_a_message(size, factor, language) -> None:
    for players in (2, 4):
        app, table = first_game_table(size, factor, language, players)
        try:
            view = table.parts.stage.views[table.viewer]
            for moment in ("tip", "hint", "message"):
                if moment == "hint":
                    table.coach.ask()
                    for _ in range(200):
                        if table.coach.current() is not None:
                            break
                        run(app, 1)
                    assert table.coach.current() is not None
                if moment == "message":
                    table.toasts.show(MESSAGE, refusal=True)
                run(app, 2)
                estate = view.estate_box()
                where = (players, moment, estate)
                assert estate.height >= OWN_FLOOR * size[1], where
                bubble = table.parts.coach.area()
                # clear of it, or, folded to its tab where the estate fills its field, over a sliver of its box
                over = bubble.clip(estate) if bubble is not None else None
                assert over is not None and over.width * over.height <= 0.15 * bubble.width * bubble.height, \
                    (where, bubble)
                if moment == "message":
                    toast = drawn_toast(table, app)
                    assert not toast.colliderect(bubble), (where, toast)
                    if (size, factor) != ((1280, 800), 1.5):  # there the estate fills its field: with no free
                        # felt, the kit lays a message over its picture rather than over words or moving it
                        assert not toast.colliderect(estate), (where, toast)
        finally:
            app.scenes.clear()
            set_language("en")


def test_a_tip_with_no_room_folds_to_a_tab_that_opens_while_pointed_at() -> None:
    """Four seats at 1280x800 and 150%: no place for the tip's words is clear of your estate
    (which stays where the layout put it). The tip is a tab in a corner clear of it; pointing
    at it shows the whole tip over the field, and the estate stays where it is; leaving it
    folds it again."""
    app, table = first_game_table((1280, 800), 1.5, "en", 4)
    try:
        layout, stage = layout_of(table), table.parts.stage
        view = stage.views[table.viewer]
        assert layout.tip_folded()
        tab, _ = layout.fit_band()
        assert table.coach.tip() == tip_tab() == "»" and table.parts.coach.area() == tab
        before = view.estate_box()
        assert not tab.colliderect(before) and before.height >= OWN_FLOOR * 800
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=tab.center, rel=(0, 0), buttons=(0, 0, 0))])
        run(app, 1)
        assert stage.tip_open and not layout.tip_folded()
        opened = table.parts.coach.area()
        assert opened.height > 2 * tab.height and table.coach.tip().startswith("To build")
        assert view.estate_box() == before  # shown a moment over the field: the estate stays put
        away = (view.rect.right - 4, view.rect.bottom - 4)
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))])
        run(app, 1)
        assert layout.tip_folded() and table.parts.coach.area() == tab
        assert view.estate_box() == before
    finally:
        app.scenes.clear()


def test_the_estate_stays_put_as_a_tip_a_message_and_a_hint_come_and_go() -> None:
    """A playtest aimed at squares that moved 100-150 px as a tip showed or went: your estate's
    place and zoom are the layout's alone. Its screen rectangle is the same with no tip, with
    the tip, with a message, with the hint, and after they have gone; wherever the pointer is."""
    app, table = first_game_table((1366, 768), 1.0, "en", 2)
    try:
        view = table.parts.stage.views[table.viewer]
        still = view.estate_box()
        table.coach.first_game, app.settings.hints = False, False  # no tip
        run(app, 2)
        assert layout_of(table).tip_band() is None and view.estate_box() == still
        table.coach.first_game, app.settings.hints = True, True
        run(app, 2)
        assert layout_of(table).tip_band() is not None and view.estate_box() == still
        for pos in ((4, 4), (view.rect.right - 6, view.rect.bottom - 6)):
            app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
            table.toasts.show(MESSAGE, refusal=True)
            run(app, 2)
            assert view.estate_box() == still and not drawn_toast(table, app).colliderect(still)
            table.toasts.clear()
            run(app, 2)
            assert view.estate_box() == still
    finally:
        app.scenes.clear()
