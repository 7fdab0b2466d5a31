"""A Trader's and a Merchant's choices are said whole at 150% text (task ll15: a playtest read
"Give 1 cacao, get 1 co…"): in the chooser and on the keyboard's focus label, in English and
Japanese, on the smallest window the tables aim at (1280x720)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from llamagames.rules.llamaland.components import CHARACTERS, MERCHANT, TRADER
from llamagames.ui import text as text_module
from llamagames.ui.games.llamaland.estate_parts import trade_label
from llamagames.ui.layout_tour import make_app
from llamagames.ui.table import chooser as chooser_module
from llamagames.ui.table import keyboard as keyboard_module

from ..conftest import FRAME, mouse
from .test_table import _to_main_phase, key, open_at, open_table, without_character


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_trade_is_said_whole_at_150_percent(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    cut: list[tuple[str, str]] = []

    def fit(words: str, size: int, width: int, bold: bool = False) -> str:
        shown = text_module.fit_text(words, size, width, bold)
        if shown != words:
            cut.append((words, shown))
        return shown

    monkeypatch.setattr(chooser_module, "fit_text", fit)
    monkeypatch.setattr(keyboard_module, "fit_text", fit)
    app = make_app((1280, 720), 1.5, language=language)
    app.settings.hints = False
    try:
        table = open_table(app)
        _to_main_phase(table)
        trader = next(c.id for c in CHARACTERS if c.kind == TRADER)
        merchant = next(c.id for c in CHARACTERS if c.kind == MERCHANT)
        state = table.match.state
        returned = tuple(c for c in state.players[0].characters if c not in (trader, merchant))
        player = replace(state.players[0], characters=(trader, merchant), crops=(1, 1, 1), coins=2)
        state = without_character(without_character(replace(state, char_pile=returned + state.char_pile), trader),
                                  merchant)
        table = open_at(app, replace(state, players=(player,) + state.players[1:]))
        offered = []
        for _, rect in table.parts.stage.my_character_rects():
            for event in (mouse(pygame.MOUSEMOTION, rect.center), mouse(pygame.MOUSEBUTTONDOWN, rect.center),
                          mouse(pygame.MOUSEBUTTONUP, rect.center)):
                app.frame(FRAME, [event])
            chooser = table.chooser.open
            assert chooser is not None
            offered += [option.label for option in chooser.options]
            table.chooser.close()
            app.frame(FRAME, [])
        for _ in range(12):  # the keys reach each trade: its name over the card
            key(app, pygame.K_TAB)
        assert len(offered) == 4 and all(label in {trade_label(a) for a in _trades(table)} for label in offered)
        assert not [c for c in cut if c[0] in offered], cut
    finally:
        app.scenes.clear()


def _trades(table):  # type: ignore[no-untyped-def]
    from llamagames.rules.llamaland import UseCharacter

    return [a for a in table.view.legal_actions() if isinstance(a, UseCharacter)]
