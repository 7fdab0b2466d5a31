"""Llamaland's estate stays large while a tip, a hint or a message shows (issue "Every table
fills the laptop", part 3 and 5): fitting the estate in what the bubble left made it 58 px
tall at 1366x768 and 150% text with a first-game tip. Each bubble's place is chosen by the
estate it leaves; where no place for its words leaves the estate 15% of the window's height,
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
                assert bubble is not None and not bubble.colliderect(estate), (where, bubble)
                if moment == "message":
                    toast = drawn_toast(table, app)
                    assert not toast.colliderect(estate) and not toast.colliderect(bubble), (where, toast)
        finally:
            app.scenes.clear()
            set_language("en")


def test_a_tip_with_no_room_folds_to_a_tab_that_opens_while_pointed_at() -> None:
    """Four seats at 1280x800 and 150%: no place for the tip's words leaves the estate its
    floor (at 1366x768 the estate, fitted snug in its short field, now leaves the tip its
    column). The tip is a tab; pointing at it shows the whole tip over the field, and the
    estate stays where it is; leaving it folds it again."""
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
    finally:
        app.scenes.clear()


def test_where_the_words_fit_the_tip_shows_whole() -> None:
    """Two seats at 1920x1080 and 100%: the tip's column leaves the estate large; nothing folds."""
    app, table = first_game_table((1920, 1080), 1.0, "en", 2)
    try:
        layout = layout_of(table)
        assert not layout.tip_folded() and table.coach.tip().startswith("To build")
        assert table.parts.stage.views[table.viewer].estate_box().height >= 0.25 * 1080
    finally:
        app.scenes.clear()


def test_with_the_pointer_on_the_field_a_message_leaves_the_estate_and_the_tip_still() -> None:
    """A playtest clicked a square that had slid sideways: the estate was fitted around a
    message and around the tip folded for it, and slid back as the message went. With the
    pointer on your estate's field it stays still; elsewhere it still makes room for it."""
    app, table = first_game_table((1280, 800), 1.0, "en", 2)
    try:
        view = table.parts.stage.views[table.viewer]

        def point(pos) -> None:
            app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
            run(app, 1)

        point((view.rect.right - 6, view.rect.bottom - 6))
        still, bubble = view.estate_box(), table.parts.coach.area()
        table.toasts.show(MESSAGE, refusal=True)
        run(app, 2)
        assert view.estate_box() == still and table.parts.coach.area() == bubble
        toast = drawn_toast(table, app)
        assert not toast.colliderect(bubble)
        table.toasts.clear()
        point((4, 4))  # off the field: the estate makes room for a message again
        table.toasts.show(MESSAGE, refusal=True)
        run(app, 2)
        fitted = view.estate_box()
        assert fitted != still
        point((view.rect.right - 6, view.rect.bottom - 6))  # back on the field as the message goes
        table.toasts.clear()
        run(app, 2)
        assert view.estate_box() == fitted  # it does not slide back under the pointer
        point((4, 4))
        assert view.estate_box() == still  # once the pointer has left
    finally:
        app.scenes.clear()
