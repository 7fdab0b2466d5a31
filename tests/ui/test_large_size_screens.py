"""At 1920x1080 the player's 150% reaches the six-player results and the setup screen: both
scaled only to fit the window, which at that size their 100% already filled, so their words
stayed at 100%. The results' title art now shrinks first, the setup fits the seats it shows."""

from __future__ import annotations

import pytest

from llamagames.ui.layout_check import problems, recording
from llamagames.ui.layout_tour import finished, make_app, run, seats
from llamagames.ui.scale import window_fit


def _results_scale(factor: float) -> tuple[float, list[str]]:
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.ui.scenes.results import ResultsScene

    with recording():
        app = make_app((1920, 1080), factor)
        try:
            match = Match.from_record(finished("llama", 6, 12), seats(6), bot_delay=0.0, worker=InlineBotWorker(),
                                      autosave=False)
            results = ResultsScene(app, match, [s.name for s in match.seats])
            app.scenes.push(results)
            run(app, 2)
            return results._scale(app.size), problems(app)
        finally:
            app.scenes.clear()


def test_six_players_results_grow_their_words_at_150_percent() -> None:
    usual, found_usual = _results_scale(1.0)
    large, found = _results_scale(1.5)
    assert usual == pytest.approx(window_fit((1920, 1080)), abs=0.01)
    assert large >= usual * 1.1, (usual, large)
    assert found == [] and found_usual == []


@pytest.mark.parametrize("players", [2, 4])
def test_the_setup_screen_grows_its_words_at_150_percent(players: int) -> None:
    from llamagames.ui.scenes.setup import SetupScene

    scales = []
    for factor in (1.0, 1.5):
        with recording():
            app = make_app((1920, 1080), factor)
            try:
                setup = SetupScene(app, "llama")
                app.scenes.push(setup)
                setup.set_players(players)
                run(app, 2)
                scales.append(setup.scale(app.size))
                assert problems(app) == [], factor
                assert setup.panel.bottom <= app.size[1]
            finally:
                app.scenes.clear()
    assert scales[0] == pytest.approx(window_fit((1920, 1080)))
    assert scales[1] >= scales[0] * 1.1, scales
