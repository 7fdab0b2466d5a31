"""A drag's label (what the drop does, or why not) fits its room: at 1024x600 with 150% text and
five seats, one line was wider than the felt it stood on; it wraps now, every word kept."""

from __future__ import annotations

import pygame
import pytest

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, SWAP, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.seats import SeatConfig
from llamagames.storage import Settings
from llamagames.ui.app import App
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.table import drag
from llamagames.ui.text import text_width

from ..conftest import FRAME

LONG = "Maximiliana Fernández de la Cruz"


@pytest.mark.parametrize("width", [200, 320, 430])
def test_a_label_wraps_within_its_widest_and_keeps_every_word(width: int) -> None:
    text = f"{LONG} has no shelter to attack: drop it on another player's shelter."
    lines, (w, h) = drag.label_shape(text, 20, width)
    assert w <= width and all(text_width(line, 20, True) + 16 <= width for line in lines)
    assert " ".join(lines).split() == text.split()
    assert h >= len(lines) * 20


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_label_over_a_long_named_rival_wraps_in_its_room(language: str, monkeypatch) -> None:
    position = LLAMAGEDON.state_to_text(build_state(
        [[ATTACK, SWAP, RED], [RED], [GREEN], [YELLOW], [BLUE]], [[(SHELTER,)], [], [(SHELTER,)], [], []]))
    app = App((1024, 600), settings=Settings(animation_speed="instant", ui_scale=1.5, language=language),
              persist_settings=False, bot_worker=InlineBotWorker, bot_delay=100.0)
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", name, "easy") for name in (LONG, "Pablo", "Dolly", "Tina")]
    match = Match.from_position("llamagedon", seats, position, bot_delay=100.0, worker=InlineBotWorker(),
                                autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    for _ in range(3):
        app.frame(FRAME, [])
    stage = stage_of(table)
    card = next(sprite for sprite in stage.fan.cards if sprite.value == SWAP)
    target = table.panel_rect(1).center  # "Swap with Maximiliana Fernández de la Cruz"
    boxes: list[pygame.Rect] = []
    real = drag.rounded_panel
    monkeypatch.setattr(drag, "rounded_panel", lambda surface, box, *a, **k: (boxes.append(pygame.Rect(box)),
                                                                             real(surface, box, *a, **k)))
    start = card.rect().center
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)])
    for step in range(1, 7):
        pos = (start[0] + (target[0] - start[0]) * step // 6, start[1] + (target[1] - start[1]) * step // 6)
        app.frame(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False)])
    assert stage.hover_target is not None and LONG in stage.hover_target.label
    assert boxes, "the reason is drawn"
    window = pygame.Rect(0, 0, 1024, 600)
    for box in boxes:
        assert window.contains(box), box
        assert box.width <= round(1024 * drag.LABEL_SHARE)
