"""Each run of the layout tour (a size, a factor, a language) stands in its own fresh user folder:
the walk ends by counting a game of each, which ends the first-game tips, so a factor walked after
another in one process showed its tables without them (1280x800 at 150%: 67 problems alone, 8
after 100%)."""

from __future__ import annotations

import hashlib
import os

import pytest

from llamagames import storage
from llamagames.ui import layout_tour
from llamagames.ui.layout_check import problems, recording


def _walk(factor: float) -> list[tuple[str, list[str], str]]:
    """Each picture of Alpacas' walk at 1280x800: its name, its problems and a digest of its pixels."""
    seen = []
    for name, app in layout_tour.tour((1280, 800), factor, games=("alpacas",)):
        app.draw()
        digest = hashlib.sha1(app.surface.get_view("2").raw).hexdigest()
        seen.append((name, problems(app), digest))
    return seen


@pytest.mark.slow(seconds=20)
def test_a_factor_walked_after_another_sees_what_it_sees_alone() -> None:
    with recording():
        alone = _walk(1.5)
        _walk(1.0)
        after = _walk(1.5)
    assert [name for name, _, _ in after] == [name for name, _, _ in alone]
    for (name, found_alone, picture_alone), (_, found_after, picture_after) in zip(alone, after):
        assert found_after == found_alone, name
        # About names the user folder, a new one each run; the saved games' rows and the kept
        # copy's question say when a game was saved (written in the save, to the minute), and the
        # two walks may stand on either side of a minute
        if not name.startswith(("about", "saves", "open_copy")):
            assert picture_after == picture_alone, name


def test_each_run_has_its_own_empty_folder_and_the_one_before_comes_back() -> None:
    before = os.environ[storage.HOME_ENV]
    storage.record_game("alpacas", won=True, score=3, level="easy")
    with layout_tour.own_home() as folder:
        assert os.environ[storage.HOME_ENV] == str(folder) != before
        assert storage.load_statistics()[0].played("alpacas") == 0
        storage.record_game("alpacas", won=True, score=3, level="easy")
    assert not folder.exists()
    assert os.environ[storage.HOME_ENV] == before
    assert storage.load_statistics()[0].played("alpacas") == 1
