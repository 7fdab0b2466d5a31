"""The sound effects: sane files, silence without a mixer or with sound off, and the table's cues."""

from __future__ import annotations

import importlib.util
import math
import struct
import wave
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

from llamagames import storage
from llamagames.rules.llama import DRAW
from llamagames.seats import SeatConfig
from llamagames.ui import sound
from llamagames.ui.assets import resource_path
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.scenes.settings import SettingsScene
from llamagames.ui.sound import NAMES, Sounds

from .conftest import FRAME, drag, inline_match
from .test_table import open_table, opening

SOUNDS = resource_path("sounds")


def samples(path: Path) -> tuple[Any, list[int]]:
    with wave.open(str(path)) as wav:
        params = wav.getparams()
        frames = wav.readframes(params.nframes)
    return params, list(struct.unpack(f"<{params.nframes}h", frames))


@pytest.fixture
def spy(monkeypatch) -> list[str]:
    """Every name the game asks Sounds.play for, whether or not a sound comes out."""
    asked: list[str] = []
    real = Sounds.play

    def play(self: Sounds, name: str) -> bool:
        asked.append(name)
        return real(self, name)

    monkeypatch.setattr(Sounds, "play", play)
    return asked


def test_every_sound_has_files_that_are_small_mono_16_bit_and_neither_silent_nor_clipping():
    total = 0
    for name in NAMES:
        files = Sounds().files(name)
        assert files, f"no WAV for {name!r}"
        for path in files:
            params, data = samples(path)
            total += path.stat().st_size
            assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44100), path.name
            seconds = params.nframes / params.framerate
            assert 0.05 <= seconds <= 2.0, (path.name, seconds)
            peak = max(abs(x) for x in data) / 32767
            rms = math.sqrt(sum(x * x for x in data) / len(data)) / 32767
            assert 0.2 <= peak <= 0.8, (path.name, peak)  # audible, with headroom: no clipping
            assert rms >= 0.02, (path.name, rms)
            ends = max(abs(x) for x in data[:5] + data[-5:]) / 32767
            assert ends < 0.1, (path.name, ends)  # starts and ends softly: no click
    assert total < 500_000


def test_the_generator_reproduces_the_shipped_files(tmp_path, monkeypatch):
    script = resource_path("source", "make_sounds.py")
    spec = importlib.util.spec_from_file_location("make_sounds", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setattr("sys.argv", ["make_sounds.py", str(tmp_path)])
    spec.loader.exec_module(module)
    module.main()
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(p.name for p in SOUNDS.glob("*.wav"))
    for name in made:
        (params, fresh), (shipped_params, shipped) = samples(tmp_path / name), samples(SOUNDS / name)
        assert params == shipped_params, name
        # Equal to the sample; one step of slack for another platform's last-digit sine.
        assert max(abs(x - y) for x, y in zip(fresh, shipped)) <= 1, name


def test_every_file_loads_into_the_mixer_and_plays():
    if not sound.start_mixer():
        pytest.skip("no audio mixer here, not even SDL's dummy driver")
    sounds = Sounds()
    assert sounds.preload() == len(list(SOUNDS.glob("*.wav")))
    assert sounds.play("chip") is True
    assert sounds.play("chip") is False  # the same sound does not restart at once


def test_play_is_silent_and_harmless_without_a_mixer(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    assert Sounds().play("card") is False

    def broken() -> None:
        raise pygame.error("mixer not initialized")

    monkeypatch.setattr(pygame.mixer, "get_init", broken)
    assert Sounds().play("card") is False
    monkeypatch.setattr(pygame.mixer, "init", broken)
    assert sound.start_mixer() is False


def test_play_is_silent_when_a_file_cannot_be_read(monkeypatch, tmp_path):
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44100, -16, 2))

    def unreadable(path: str) -> None:
        raise pygame.error(f"cannot read {path}")

    monkeypatch.setattr(pygame.mixer, "Sound", unreadable)
    assert Sounds().play("chime") is False
    assert Sounds(folder=tmp_path).play("chime") is False  # no file at all


def test_play_is_silent_when_sound_is_off(monkeypatch):
    loads: list[str] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44100, -16, 2))
    monkeypatch.setattr(pygame.mixer, "Sound", lambda path: loads.append(path))
    assert Sounds(enabled=lambda: False).play("card") is False
    assert loads == []


def test_the_app_follows_the_sound_setting(app, monkeypatch):
    started: list[str] = []
    # The mixer is made to run whatever this machine's audio, so only the setting decides.
    monkeypatch.setattr(Sounds, "mixer_ready", staticmethod(lambda: True))
    monkeypatch.setattr(Sounds, "_variants", lambda self, name: started.append(name) or [])
    app.settings.sound = False
    app.sounds.play("card")
    assert started == []
    app.settings.sound = True
    app.sounds.play("card")
    assert started == ["card"]


def test_playing_a_legal_card_with_the_mouse_sounds_a_card(app, spy):
    seed, good, _ = opening()
    table = open_table(app, seed)
    assert "shuffle" in spy  # the deal
    spy.clear()
    sprite = table.parts.stage.fan.sprite_for(good)
    drag(app, sprite.rect().center, table.parts.layout.rects.discard.center)
    assert table.match.record.actions
    assert spy[0] == "card"


def test_an_illegal_drop_ticks_and_a_draw_slides(app, spy):
    seed, _, bad = opening()
    table = open_table(app, seed)
    spy.clear()
    sprite = table.parts.stage.fan.sprite_for(bad)
    drag(app, sprite.rect().center, table.parts.layout.rects.discard.center)
    assert table.match.record.actions == () and spy == ["refuse"]
    spy.clear()
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0)])
    assert table.match.record.actions and spy[0] == "draw"


def test_the_results_screen_chimes_once_on_enter(app, spy):
    match = inline_match([SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")], 3)
    while not match.is_over():  # the human only draws: the points pile up, the match ends soon
        if match.is_human_turn():
            legal = match.legal_actions()
            match.play(DRAW if DRAW in legal else legal[0])
        else:
            match.update(0.0)
    app.start(ResultsScene(app, match, ["You", "Pablo"]))
    app.frame(FRAME, [])
    app.frame(FRAME, [])
    assert spy.count("chime") == 1


def test_the_settings_screen_switches_sound_off_and_on_and_saves_it(app):
    app.persist_settings = True
    scene = SettingsScene(app)
    app.start(scene)
    app.frame(FRAME, [])
    menu = scene.menus["sound"]
    assert menu.selected_option[0] == "On"
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text="Off"))
    app.frame(FRAME)
    assert app.settings.sound is False
    assert storage.load_settings()[0].sound is False
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text="On"))
    app.frame(FRAME)
    assert app.settings.sound is True and storage.load_settings()[0].sound is True
