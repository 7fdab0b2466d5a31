"""Llamas & Alpacas fills the table at large text (task "fills the table at large text"): your
board's cards stand at least 15% of the window's height, larger than the row's, at 100% and
150%; a rival's board is readable at a glance, also with three rivals stacked; the move log
holds a whole round at 1366x768 and 150%; and the "+2 pts" tags of neighbouring row cards
never overlap in a longer language on a small window."""

from __future__ import annotations

import pytest

from llamagames import i18n
from llamagames.ui.games.alpacas.layout import layout_of
from llamagames.ui.layout_tour import make_app, mid_game, open_table


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("factor", [1.0, 1.5])
def test_your_board_cards_stand_large_and_the_rivals_readable(size, factor) -> None:
    app = make_app(size, factor)
    try:
        for players in (2, 4):
            table = open_table(app, mid_game("alpacas", players, 12, moves=2 * players))
            layout = layout_of(table)
            lay = layout.rects
            own = lay.cells[0]
            assert own.height / size[1] >= 0.15, f"{players}p: your board's cards stand {own.height / size[1]:.1%}"
            assert own.height > lay.row[0].height >= 0.11 * size[1]  # the row's are smaller, not small
            for seat in layout.rivals():
                rival = layout.mini_cell(seat, 0)
                share = rival.width * rival.height / (own.width * own.height)
                assert share >= (0.6 if players == 2 else 0.1), f"{players}p: a rival's card is {share:.0%} of yours"
                if lay.tile_w:  # three rivals at a large Size: tiles wider than tall, the digit drawn large
                    assert rival.width > rival.height and rival.width >= 0.45 * own.width
            app.scenes.pop_to_root()
    finally:
        app.scenes.clear()


def test_the_log_holds_a_round_at_150() -> None:
    app = make_app((1366, 768), 1.5)
    try:
        for players in (2, 3):
            table = open_table(app, mid_game("alpacas", players, 12, moves=4 * players))
            log = table.log
            entries = log.entries
            # the last round: back to the entry of the seat that moved ``players`` turns ago
            turns = [k for k, entry in enumerate(entries) if entry.seat is not None
                     and (k == 0 or entries[k - 1].seat != entry.seat)]
            round_ = entries[turns[-players]:]
            lines = len(log.wrapping().lines(round_))
            assert lines <= log.fits(), f"{players}p: a round takes {lines} lines, the log shows {log.fits()}"
            app.scenes.pop_to_root()
    finally:
        app.scenes.clear()


def test_neighbouring_gain_tags_stay_apart_in_a_longer_language() -> None:
    app = make_app((1024, 600), 1.5, language="en-XA")
    try:
        table = open_table(app, mid_game("alpacas", 2, 12, moves=4))
        painter, row = table.parts.painter, layout_of(table).rects.row
        tags = [painter.gain_tag_box(rect, 2)[2] for rect in row]
        assert all(not a.colliderect(b) for a, b in zip(tags, tags[1:]))
        words = painter.gain_tag_box(row[0], 2)[0]
        assert words.startswith("[") or words == "+2"  # the pseudo-language's words, or the number alone
    finally:
        app.scenes.clear()
        i18n.set_language("en")  # the next test reads English
