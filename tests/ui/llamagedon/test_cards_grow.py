"""At 150% text your hand's cards grow with the words where the table has the room, and the
names printed on them grow too: a playtest read every word larger but the cards' own. Layouts
only (no table opened): cheap."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from llamagames.ui import scale
from llamagames.ui.games.llamagedon import art
from llamagames.ui.games.llamagedon.layout import HAND_GROWTH, PANEL_SIZE, GedonLayout
from llamagames.ui.table.layout import TableFrame
from llamagames.ui.widgets.card_fan import fan_area
from llamagames.ui.widgets.cards import card_height


@pytest.fixture
def factor() -> Iterator[None]:
    yield
    scale.set_player_factor(1.0)


def layout(size: tuple[int, int], players: int, factor: float) -> tuple[GedonLayout, TableFrame]:
    scale.set_player_factor(factor)
    frame = TableFrame.compute(size, players, buttons=4, panel=PANEL_SIZE)
    return GedonLayout.compute(frame), frame


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080), (1280, 800)])
def test_the_hand_grows_at_150_and_nothing_else_shrinks_for_it(factor, size: tuple[int, int]) -> None:
    for players in (2, 4):
        small, small_frame = layout(size, players, 1.0)
        large, frame = layout(size, players, 1.5)
        assert small.card_w < large.card_w <= round(small.card_w * HAND_GROWTH)
        assert large.pile_w == small.pile_w  # the choices keep their size
        hand_top = large.fan_anchor[1] - card_height(large.card_w)
        assert frame.tip_bottom is not None and hand_top - round(6 * frame.scale) >= frame.tip_bottom
        assert large.fan_anchor[1] <= size[1]
        for lay, fr in ((small, small_frame), (large, frame)):  # the hand never reaches under the buttons
            area = fan_area(lay.fan_anchor, lay.fan_width, lay.card_w)
            assert all(area.right <= b.left for b in fr.buttons if b.bottom > area.top), (area, fr.buttons)


def test_a_cards_printed_name_grows_with_the_words() -> None:
    height = card_height(139) * art.SS
    room = round(139 * art.SS * 0.8)
    assert art.name_size("ATTACK", height, room, 1.5) > art.name_size("ATTACK", height, room, 1.0)
    long = "ŠĥéļţéřŠĥéļţéř ÇÁŘĎ"  # a name too wide for a larger size keeps its 100% size (squeezed as before)
    assert art.name_size(long, height, room, 1.5) == art.name_size(long, height, room, 1.0)


def test_the_recaps_more_line_wraps_inside_its_panel() -> None:
    """The pseudo-language tour found "[…and 3 more in the move log one two thr]" running out of
    the narrowest "Since your turn" panel: it wraps to the panel's width now."""
    from llamagames.ui.games.llamagedon.recap import more_rows
    from llamagames.ui.text import text_width

    words = "[…áñď 3 möřé îñ ţĥé mövé ļöĝ one two three four five]"
    rows = more_rows(words, 19, 269, 1.44)
    assert len(rows) > 1 and "".join(rows).replace(" ", "") == words.replace(" ", "")
    assert all(text_width(row, 19) <= 269 - 3 * round(14 * 1.44) for row in rows)
    assert more_rows("", 19, 269, 1.44) == []
