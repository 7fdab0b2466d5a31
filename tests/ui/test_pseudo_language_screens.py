"""The screens outside the tables in the pseudo-language (``en-XA``: accented, a third longer,
bracketed) at a small window and a large text size: a word too long for its place is wrapped,
widened or set a step smaller, never cut, and nothing is left in plain English. The layout tour
walks the same screens (``python -m llamagames.ui.layout_tour --language=en-XA``); this keeps the
ones fixed for it clean at one size."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from llamagames import i18n
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.layout_tour import make_app, run
from llamagames.ui.scale import set_player_factor
from llamagames.ui.scene import Scene
from llamagames.ui.scenes.daily import DailyScene
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.setup import SetupScene
from llamagames.ui.scenes.stats import StatsScene

SIZE, FACTOR = (1024, 640), 1.5
SCREENS: dict[str, Callable[..., Scene]] = {
    "daily": DailyScene,
    "stats": StatsScene,
    "setup_llamaland": lambda app: SetupScene(app, "llamaland"),
}


@pytest.fixture(scope="module")
def app() -> Iterator:
    with recording():
        app = make_app(SIZE, FACTOR, language="en-XA")
        try:
            app.start(MenuScene(app))
            run(app, 2)
            yield app
        finally:
            app.scenes.clear()
            i18n.set_language("en")


def test_the_menu_wraps_a_long_game_title_inside_its_tile(app) -> None:
    assert i18n.language() == "en-XA"
    app.scenes.pop_to_root()
    run(app)
    assert problems(app) == []


@pytest.mark.parametrize("name", list(SCREENS))
def test_the_screen_shows_every_word_whole(app, name) -> None:
    app.scenes.push(SCREENS[name](app))
    run(app)
    try:
        assert problems(app) == []
    finally:
        app.scenes.pop_to_root()


def test_the_results_buttons_each_hold_their_words() -> None:
    """At 1280x800 and 150% the results' row of four buttons was shared out equally once the
    wished widths did not fit, cutting "Review this game" by 7 px while Menu had room to spare:
    each now takes what its words need and the rest is shared."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.ui.layout_tour import finished, seats
    from llamagames.ui.scenes.results import ResultsScene

    with recording():
        app = make_app((1280, 800), 1.5, language="en-XA")
        try:
            app.start(MenuScene(app))
            match = Match.from_record(finished("alpacas", 4, 13), seats(4), bot_delay=0.0, worker=InlineBotWorker(),
                                      autosave=False)
            app.scenes.push(ResultsScene(app, match, [s.name for s in match.seats]))
            run(app, 2)
            assert problems(app) == []
        finally:
            app.scenes.clear()
            i18n.set_language("en")


@pytest.mark.parametrize("name", ["daily", "stats", "setup_llama"])
def test_a_small_window_at_90_percent_reflows_rather_than_cuts(name) -> None:
    """At 1024x600 and 90% the daily deal's cards slid "Best day" under their button and cut
    "A fresh deal is waiting", the statistics cut "Best streak", the setup cut "Learn to play":
    now the cards lay every line out first, a heading takes a third line, the panels widen."""
    screens = {**SCREENS, "setup_llama": lambda app: SetupScene(app, "llama")}
    with recording():
        app = make_app((1024, 600), 0.9, language="en-XA")
        try:
            app.start(MenuScene(app))
            app.scenes.push(screens[name](app))
            run(app)
            assert problems(app) == []
        finally:
            app.scenes.clear()
            i18n.set_language("en")
            set_player_factor(1.0)  # the next test's tables at their own size
