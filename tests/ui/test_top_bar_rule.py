"""The top bar's rule at a large Size: a playtest at 150% saw L.L.A.M.A.'s "Fewest points wins
once someone reaches 40." wrap to two lines beside "Daily deal · 6 December · Round 1" in a bar
with room for one line a little smaller; it gives way down to the window's own 100% size
before it wraps."""

from __future__ import annotations

import pygame

from llamagames.i18n import t
from llamagames.ui.layout_tour import make_app, mid_game, open_table, run
from llamagames.ui.registry import win_rule
from llamagames.ui.table import drawing


def test_the_rule_stays_on_one_line_beside_a_days_deal_at_150_percent(monkeypatch) -> None:
    app = make_app((1920, 1080), 1.5)
    try:
        table = open_table(app, mid_game("llama", 3, 12, moves=2))
        table.match.daily = "2026-12-06"
        run(app, 1)
        said: list[tuple[str, int]] = []
        real = drawing.draw_text

        def record(surface, text, size, *args, **kwargs):
            said.append((text, size))
            return real(surface, text, size, *args, **kwargs)

        monkeypatch.setattr(drawing, "draw_text", record)
        table.drawing._draw_top_bar(pygame.Surface((1920, 1080)))
        rule = t(win_rule("llama"))
        assert any(text.startswith(t("Daily deal · {day}", day="")[:5]) for text, _ in said), said
        sizes = [size for text, size in said if text == rule]
        assert sizes, said  # the whole rule on one line
        assert round(15 * table.scale) <= sizes[0] < round(15 * table.text_scale)
    finally:
        app.scenes.clear()
