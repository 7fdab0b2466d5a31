"""A review's move sentence in two lines at 150% stays under the pile's and the discard's
labels (at 1366x768 it rose over "Discard · N": the layout kept it one line high)."""

from __future__ import annotations

from llamagames import i18n
from llamagames.ui import layout_tour
from llamagames.ui.games.alpacas.layout import layout_of

MOVE = ("Maximiliana Fernández de la Cruz takes the alpaca 2 green (1st in the row), collecting 2 "
        "carrots, and places it on row 1, column 2.")


def test_a_two_line_sentence_stays_under_the_labels_at_150() -> None:
    app = layout_tour.make_app((1366, 768), 1.5, language="en-XA")  # its longer words: a wider review column
    try:
        table = app.open_table(layout_tour.reviewed_replay("alpacas", 2, 12))
        assert not isinstance(table, str), table
        app.scenes.push(table)
        layout_tour.run(app, 2)
        lay, frame = layout_of(table).rects, table.frame
        pill, lines, _, _ = table.status._plan(MOVE, False)
        labels = lay.discard.bottom + round(frame.text(13) * 1.45)  # the labels under the pile and the discard
        assert len(lines) >= 2 and "…" not in lines[-1], lines
        assert pill.top >= labels and frame.message_y is not None and pill.bottom <= frame.message_y, (pill, labels)
    finally:
        app.scenes.clear()
        i18n.set_language("en")  # the next test reads English
