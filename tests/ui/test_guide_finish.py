"""The guided game's finish panel reads whole at every window and text size, in English and
Japanese: under the top bar (its Rules and Menu buttons stay over the shade), inside the window,
every line within its column, its words never below their size at 100% (Japanese at 150% filled
the window and ran under the Rules button)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from llamagames import i18n
from llamagames.learn import LESSONS
from llamagames.learn.script import topics
from llamagames.ui import scale
from llamagames.ui.table.guide_finish import COLUMN_GAP, TEXT, band, plan
from llamagames.ui.table.layout import TableFrame
from llamagames.ui.text import text_width

SIZES = [(1024, 640), (1366, 768), (1920, 1080)]


def _table(size: tuple[int, int]) -> SimpleNamespace:
    """What the finish reads of a table: its frame and its words' scale."""
    frame = TableFrame.compute(size, 2)
    return SimpleNamespace(frame=frame, text_scale=frame.text_scale,
                           small=lambda n=13: scale.text_px(frame.text_scale, n))


@pytest.fixture(params=["en", "ja"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")
    scale.set_player_factor(1.0)


@pytest.mark.parametrize("factor", [1.0, 1.5])
def test_the_finish_reads_whole_under_the_top_bar(language: str, factor: float) -> None:
    scale.set_player_factor(factor)
    for size in SIZES:
        table = _table(size)
        s = table.text_scale
        for game, lesson in LESSONS.items():
            laid = plan(table, lesson)
            room = band(table)
            where = f"{game} {size} {factor} {language}"
            assert room.contains(laid.rect) and laid.rect.top > table.frame.top_bar.bottom, where
            assert laid.size >= scale.text_px(scale.window_fit(size), TEXT), where
            inner = laid.rect.width - round(64 * s)
            column = inner if len(laid.columns) == 1 else (inner - round(COLUMN_GAP * s)) // 2
            lines = [line for col in laid.columns for _, line in col]
            assert all(text_width(line, laid.size) <= column for line in lines), where
            assert sum(first for col in laid.columns for first, _ in col) == len(topics(lesson)), where
            assert "".join(lines).replace(" ", "") == "".join(i18n.t(topic) for topic in topics(lesson)).replace(" ", ""), where


def test_at_100_the_finish_keeps_one_column_at_the_players_size() -> None:
    scale.set_player_factor(1.0)
    table = _table((1366, 768))
    for lesson in LESSONS.values():
        laid = plan(table, lesson)
        assert len(laid.columns) == 1 and laid.size == table.small(TEXT)


@pytest.mark.parametrize("factor", [1.0, 1.5])
def test_the_finish_after_a_skipped_last_step_reads_whole_too(language: str, factor: float) -> None:
    """The words that say the guide made the last move (Skip step) fit as the summary does."""
    scale.set_player_factor(factor)
    table = _table((1366, 768))
    for game, lesson in LESSONS.items():
        laid = plan(table, lesson, {0, len(lesson.steps) - 1})
        assert band(table).contains(laid.rect), (game, factor, language)
        assert laid.size >= scale.text_px(scale.window_fit((1366, 768)), TEXT), (game, factor, language)
