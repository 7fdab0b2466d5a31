"""No action button is enabled when its action cannot be made: random games of every table,
the human's moves chosen at random (pressing an enabled button of the game's own, or playing a
legal action), check at each of the human's decisions that every enabled button of the game
leads to a legal move (played, or offered in the chooser), never to a refusal."""

from __future__ import annotations

import random

import pygame
import pytest

from llamagames.seats import SeatConfig
from llamagames.ui import registry
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.session import start_match
from llamagames.ui.table import moves as kit_moves
from llamagames.ui.table.scene import TableScene

from .conftest import FRAME, WAIT

DECISIONS = 30
"""The human's decisions walked per game (each one checks every game button)."""


def enabled_buttons(table: TableScene) -> list[str]:
    """The game's own buttons (not a view switch pressable at any time) that are enabled now."""
    specs = [spec for spec in table.parts.intents.buttons() if not spec.any_time]
    return [spec.key for spec in specs
            if spec.key in table.controls.buttons and table.controls.buttons[spec.key].is_enabled]


def press(table: TableScene, key: str, rng: random.Random) -> None:
    """Press the game's button ``key`` and answer any chooser it opens at random; the button
    must not be refused."""
    moves_before = len(table.match.record.actions)
    table.parts.intents.on_button(key)
    for _ in range(4):  # a chooser may lead to another (which Wild, then which card)
        chooser = table.chooser.open
        if chooser is None:
            break
        assert chooser.options, f"the {key!r} button opened an empty chooser"
        rng.choice(chooser.options).pick()
    refused = table.toasts.current is not None and table.toasts.current.refusal
    assert not refused, f"the enabled {key!r} button was refused: {table.toasts.text}"
    assert len(table.match.record.actions) > moves_before, f"the enabled {key!r} button made no move"


def walk(app, game: str, seed: int, rng: random.Random, budget: int) -> tuple[int, int]:
    """One game of ``game`` until it ends or ``budget`` decisions of the human were checked:
    (decisions, buttons pressed)."""
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Ana", "random"), SeatConfig("bot", "Ben", "random")]
    match = start_match(app, game, seats, seed=seed)
    table = app.open_table(match)
    assert isinstance(table, TableScene)
    app.scenes.clear()
    app.scenes.push(table)
    decisions = pressed = 0
    for _ in range(20000):
        if decisions >= budget or isinstance(app.scenes.top, ResultsScene):
            break
        if app.scenes.top is not table:  # a round's summary: go on
            app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                 scancode=0)])
            continue
        waiting = not table.my_turn() and not table.animator.busy and table.chooser.open is None
        app.frame(WAIT if waiting else FRAME, pygame.event.get())
        for key in enabled_buttons(table):  # never stale: what shows enabled can be pressed now
            assert table.my_turn() and table.parts.intents.button_enabled(key), (
                f"{key!r} shows enabled out of turn or after the position changed")
        if not (table.my_turn() and not table.animator.busy and table.chooser.open is None):
            continue
        table.controls.refresh()
        decisions += 1
        buttons = enabled_buttons(table)
        if buttons and rng.random() < 0.4:
            press(table, rng.choice(buttons), rng)
            pressed += 1
        else:
            legal = list(table.legal())
            assert table.moves.try_action(rng.choice(legal)), table.toasts.text
    return decisions, pressed


@pytest.mark.slow(seconds=7)
@pytest.mark.parametrize("game", registry.playable_games())
def test_every_enabled_button_makes_a_legal_move(app, game, monkeypatch) -> None:
    monkeypatch.setattr(kit_moves, "should_ask", lambda table, action: None)  # no "End your turn?"
    rng = random.Random(f"buttons:{game}")
    decisions = pressed = 0
    for _ in range(6):
        if decisions >= DECISIONS:
            break
        more, more_pressed = walk(app, game, rng.randrange(10_000), rng, DECISIONS - decisions)
        decisions, pressed = decisions + more, pressed + more_pressed
    assert decisions >= 10


def test_a_disabled_table_button_looks_disabled() -> None:
    """A playtester read "Swap out a Wild" as offered with an empty hand: the disabled ghost
    button (the tables' own buttons) was drawn nearly as bright as an enabled one."""
    import json
    from pathlib import Path

    from llamagames.ui import assets

    theme = json.loads(Path(assets.theme_path()).read_text("utf-8"))
    colours = theme["@ghost_button"]["colours"]

    def lightness(hex_colour: str) -> float:
        r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
        alpha = int(hex_colour[7:9], 16) / 255 if len(hex_colour) > 7 else 1.0
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) * alpha

    assert lightness(colours["disabled_text"]) < 0.65 * lightness(colours["normal_text"])
    assert lightness(colours["disabled_border"]) < 0.5 * lightness(colours["normal_border"])
