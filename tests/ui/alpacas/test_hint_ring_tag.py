"""The hint's ring round a row card goes round its "+4 pts" tag too (pt47's last hint: the
ring ran across the tag's top)."""

from __future__ import annotations

from llamagames.rules.alpacas import Take
from llamagames.ui.layout_tour import make_app, mid_game, open_table


def test_the_hint_ring_holds_a_row_cards_gain_tag() -> None:
    app = make_app((1152, 720), 1.5)
    try:
        table = open_table(app, mid_game("alpacas", 2, 1, moves=8))
        painter, coach, row = table.parts.painter, table.parts.coach, table.parts.layout.rects.row
        gains = painter.row_gains()
        takes = {a.index: a for a in table.legal() if isinstance(a, Take)}
        index = next(i for i in gains if i in takes)
        card, tag = row[index], painter.gain_tag_box(row[index], gains[index])[2]
        ring = coach.rects(takes[index])[0]
        assert tag.bottom > card.bottom and ring.contains(card) and ring.contains(tag)
        plain = [i for i in takes if i not in gains]  # a card without a tag: the ring is the card's
        assert all(coach.rects(takes[i])[0] == row[i] for i in plain)
    finally:
        app.scenes.clear()
