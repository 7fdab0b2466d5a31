"""The replay viewer's speed: half to eight times, the pause and the animations both, remembered."""

from __future__ import annotations

import pygame
import pytest

from llamagames import storage
from llamagames.replay import ReplayMatch
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.table.replay import SPEEDS, nearest_speed, speed_label

from .conftest import FRAME, click
from .test_replay_viewer import finished_game, key


def open_replay(app, speed: float = 1.0):
    match = finished_game()
    app.settings.animation_speed = "normal"  # the animations are part of a replay's pace
    app.settings.replay_speed = speed
    app.start(MenuScene(app))
    app.frame(FRAME, [])
    table = app.open_table(ReplayMatch.of(match.record, match.seats))
    app.scenes.push(table)
    app.frame(FRAME, [])
    return table


def frames_for(app, table, moves: int) -> int:
    """Frames the replay takes to play ``moves`` moves by itself."""
    click(app, table.replay.buttons["play"].rect.center)
    assert table.replay.playing
    start, frames = table.match.position, 0
    while table.match.position < start + moves:
        app.frame(FRAME, [])
        frames += 1
        assert frames < 10_000
    return frames


def test_the_speed_button_goes_round_the_speeds_and_is_remembered(app):
    app.persist_settings = True
    table = open_replay(app)
    button = table.replay.buttons["speed"]
    assert button.text == "1×"
    seen = []
    for _ in range(len(SPEEDS)):
        click(app, table.replay.buttons["speed"].rect.center)
        seen.append(table.replay.buttons["speed"].text)
    assert seen == ["2×", "4×", "8×", "0.5×", "1×"]
    click(app, table.replay.buttons["speed"].rect.center)
    assert app.settings.replay_speed == 2.0 and storage.load_settings()[0].replay_speed == 2.0


def test_plus_and_minus_change_the_speed_and_stop_at_the_ends(app):
    table = open_replay(app)
    for _ in range(6):
        app.frame(FRAME, [key(pygame.K_PLUS)])
    assert table.replay.speed == 8.0 and table.replay.buttons["speed"].text == "8×"
    for _ in range(6):
        app.frame(FRAME, [key(pygame.K_MINUS)])
    assert table.replay.speed == 0.5
    assert table.match.position == 0  # the speed keys step nothing


def test_four_times_plays_the_same_moves_in_about_a_quarter_of_the_time(app):
    slow = frames_for(app, open_replay(app, 1.0), 6)
    app.scenes.clear()
    fast = frames_for(app, open_replay(app, 4.0), 6)
    app.scenes.clear()
    half = frames_for(app, open_replay(app, 0.5), 6)
    assert slow >= 3 * fast, (slow, fast)
    assert half >= 1.6 * slow, (half, slow)
    # At 1× a move still waits its full pause after landing (0.6 s at the fastest bot pace).
    assert slow * FRAME / 6 >= 0.6


def test_a_step_by_hand_is_not_hurried(app):
    """Only playing by itself follows the speed; one move on with the arrow animates as live."""
    table = open_replay(app, 8.0)
    app.frame(FRAME, [key(pygame.K_RIGHT)])
    busy = 0
    while table.animator.busy and busy < 1000:
        app.frame(FRAME, [])
        busy += 1
    table8 = busy
    app.scenes.clear()
    table = open_replay(app, 1.0)
    app.frame(FRAME, [key(pygame.K_RIGHT)])
    busy = 0
    while table.animator.busy and busy < 1000:
        app.frame(FRAME, [])
        busy += 1
    assert table8 == busy


@pytest.mark.parametrize("saved, speed", [(4, 4.0), (0.5, 0.5), (3, 1.0), ("fast", 1.0), (True, 1.0), (None, 1.0)])
def test_a_saved_speed_is_one_of_the_speeds(saved, speed):
    storage.write_json(storage.data_dir() / storage.SETTINGS_FILE, {"replay_speed": saved})
    assert storage.load_settings()[0].replay_speed == speed


def test_speed_words():
    assert [speed_label(s) for s in SPEEDS] == ["0.5×", "1×", "2×", "4×", "8×"]
    assert nearest_speed(3.1) == 4.0 and nearest_speed(float("nan")) == 1.0 and nearest_speed("x") == 1.0
