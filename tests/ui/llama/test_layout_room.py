"""L.L.A.M.A.'s table leaves room for what a moment shows: the tip ends above a lifted card
(hover or keyboard focus) where its words fit so, and "Drop here to play" finds a place clear
of the seat panels."""

from __future__ import annotations

from itertools import chain

import pytest

from llamagames.ui import layout_tour
from llamagames.ui.games.llama.layout import rects_of
from llamagames.ui.games.llama.stage import stage_of
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.table.moments import drag_moments, focus_moments, message_moments
from llamagames.ui.widgets.cards import card_height


# The smallest and the largest window in make test; the two between are a soak run's.
@pytest.mark.parametrize("size", [(1024, 600), pytest.param((1280, 720), marks=pytest.mark.soak),
                                  pytest.param((1920, 1080), marks=pytest.mark.soak), (2560, 1440)])
@pytest.mark.parametrize("factor", [1.0, 1.5])
def test_a_tip_may_end_above_the_hand_or_above_a_lifted_card(size, factor) -> None:
    app = layout_tour.make_app(size, factor)
    table = layout_tour.open_table(app, layout_tour.mid_game("llama", 2, 12, 6))
    rects, fan = rects_of(table), stage_of(table).fan
    hand_top = rects.fan_anchor[1] - card_height(rects.card_w)
    lifted_top = hand_top - fan.lift_height - card_height(rects.card_w) * 0.06  # hover on a playable card's rest
    frame = table.frame
    assert frame.tip_bottom is not None and frame.tip_clear is not None
    assert frame.tip_clear <= lifted_top and frame.tip_bottom < hand_top
    app.scenes.clear()


@pytest.fixture(scope="module")
def one_hint_per_position():
    """Every case of the hint's test asks the hint of the same position: the hard bot's search
    (seeded, its suggestion a reason code in no language) runs once, not once per size and
    language; what is laid out is the same hint (as ``test_bubble_room`` does)."""
    from llamagames import bot_worker

    advise, thought = bot_worker.advise, {}

    def once(game_name, seed, observation, legal_actions, then_seed=None):
        key = (game_name, seed, repr(observation), repr(list(legal_actions)), then_seed)
        if key not in thought:
            thought[key] = advise(game_name, seed, observation, legal_actions, then_seed)
        return thought[key]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bot_worker, "advise", once)
        yield thought


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_hint_is_whole_and_clear_of_the_focused_card_at_150(size, language, one_hint_per_position) -> None:
    """At 150% the focused card hid the hint's last line (1920x1080, 2560x1440); a tip made to
    clear the lift whatever its words lost its last words at 1280x800 instead."""
    with recording():
        app = layout_tour.make_app(size, 1.5, language=language)
        table = layout_tour.open_table(app, layout_tour.mid_game("llama", 2, 12, 6))
        assert not problems(app), problems(app)  # the first tip, whole
        seen = []
        # the tour's walk without its resting pointer (hover_moments: 75 frames a piece), which
        # neither the hint nor the focus needs
        for moment in chain(message_moments(app, table), focus_moments(app, table)):
            if moment in ("hint", "focus_1"):
                seen.append(moment)
                assert not problems(app), (moment, problems(app))
            if moment == "focus_1":
                break
        app.scenes.clear()
    assert seen == ["hint", "focus_1"]
    assert len(one_hint_per_position) == 1  # the hint was the hard bot's, thought once for every case


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_drop_here_to_play_stands_clear_of_the_rivals_panel_at_150(size) -> None:
    """At 150% the rival's panel of a two-seat table stands just above the discard: the label
    over the pile ran under it."""
    with recording():
        app = layout_tour.make_app(size, 1.5)
        table = layout_tour.open_table(app, layout_tour.mid_game("llama", 2, 12, 6))
        seen = False
        for moment in drag_moments(app, table):  # the tour's drag, without the walk before it
            if moment == "drag_legal":
                seen = True
                found = [line for line in problems(app) if "Drop here to play" in line]
                assert not found, found
                break
        app.scenes.clear()
    assert seen, "the walk dragged a playable card over the discard"


@pytest.mark.parametrize(("size", "factor"), [((1366, 768), 1.0), ((1280, 720), 1.5)])
def test_a_six_card_hand_stands_clear_of_the_window_foot(size, factor) -> None:
    """At 1366x768 a six-card fan's end cards reached the window's foot (3 px under the hand)
    and looked cut: every card is drawn whole with a margin under it."""
    import pygame

    app = layout_tour.make_app(size, factor)
    table = layout_tour.open_table(app, layout_tour.mid_game("llama", 6, 13, 18))
    fan = stage_of(table).fan
    assert len(fan.cards) >= 6
    surface = pygame.Surface(size)
    covered = [fan.images.draw(surface, sprite) for sprite in fan.cards]
    assert all(rect.bottom <= size[1] - 6 and rect.left >= 0 and rect.right <= size[0] for rect in covered), covered
    app.scenes.clear()
