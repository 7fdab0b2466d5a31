"""The music and the volumes: our own loop, the sliders in Settings, the one-click mute.

Off is silence (no mixer channel plays, the music stops); the volumes scale every sound and
are saved; every file is loaded before the first frame, never while a frame is drawn.
"""

from __future__ import annotations

import importlib.util
import math
import struct
import wave
from pathlib import Path

import pygame
import pygame_gui
import pytest

from llamagames import storage
from llamagames.ui import sound
from llamagames.ui.assets import resource_path
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.settings import SAVE_AFTER, SettingsScene
from llamagames.ui.sound import MUSIC_FILE, NAMES, VOLUMES, Music, Sounds

from .conftest import FRAME, click

MUSIC = resource_path(*MUSIC_FILE)


@pytest.fixture
def mixer() -> None:
    if not sound.start_mixer():
        pytest.skip("no audio mixer here, not even SDL's dummy driver")
    yield
    pygame.mixer.music.stop()
    pygame.mixer.stop()


def _samples(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path)) as wav:
        params = wav.getparams()
        data = wav.readframes(params.nframes)
    return params, list(struct.unpack(f"<{params.nframes}h", data))


def test_the_music_is_a_quiet_loop_of_our_own_that_the_generator_writes_again(tmp_path, monkeypatch):
    params, shipped = _samples(MUSIC)
    seconds = params.nframes / params.framerate
    assert (params.nchannels, params.sampwidth) == (1, 2) and 15 <= seconds <= 40
    peak = max(abs(x) for x in shipped) / 32767
    rms = math.sqrt(sum(x * x for x in shipped) / len(shipped)) / 32767
    assert 0.15 <= peak <= 0.4 and rms >= 0.03  # quiet, but there
    assert MUSIC.stat().st_size < 1_000_000
    script = resource_path("source", "make_music.py")
    spec = importlib.util.spec_from_file_location("make_music", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setattr("sys.argv", ["make_music.py", str(tmp_path)])
    spec.loader.exec_module(module)
    module.main()
    fresh_params, fresh = _samples(tmp_path / MUSIC.name)
    assert fresh_params == params
    assert max(abs(x - y) for x, y in zip(fresh, shipped)) <= 1


def test_volumes_are_saved_and_damaged_ones_fall_back(tmp_path):
    settings = storage.Settings(effects_volume=0.3, music_volume=0.0)
    storage.save_settings(settings)
    assert storage.load_settings()[0] == settings
    for bad in ("loud", True, 7, -0.5, None, [1]):
        storage.write_json(storage.data_dir() / storage.SETTINGS_FILE, {"effects_volume": bad, "music_volume": bad})
        loaded = storage.load_settings()[0]
        assert (loaded.effects_volume, loaded.music_volume) == (0.8, 0.4), bad
    storage.write_json(storage.data_dir() / storage.SETTINGS_FILE, {"effects_volume": 1, "music_volume": 0})
    loaded = storage.load_settings()[0]
    assert (loaded.effects_volume, loaded.music_volume) == (1.0, 0.0)


def test_the_effects_volume_scales_each_sound_and_zero_is_silence(mixer):
    sounds = Sounds()
    sounds.preload()
    sounds.volume = lambda: 0.5
    assert sounds.play("chime") is True
    (chime,) = sounds._loaded["chime"]
    assert chime.get_volume() == pytest.approx(VOLUMES["chime"] * 0.5, abs=0.01)
    pygame.mixer.stop()
    sounds.volume = lambda: 0.0
    assert sounds.play("chip") is False
    assert not pygame.mixer.get_busy()


def test_the_music_loops_follows_its_volume_and_stops_at_zero_or_off(mixer):
    music = Music()
    assert music.apply(True, 1.0) is True and music.playing()
    assert pygame.mixer.music.get_volume() == pytest.approx(sound.MUSIC_LEVEL, abs=0.01)
    assert music.apply(True, 0.5) is True
    assert pygame.mixer.music.get_volume() == pytest.approx(sound.MUSIC_LEVEL * 0.5, abs=0.01)
    assert music.apply(True, 0.0) is False and not music.playing()
    assert music.apply(True, 0.4) is True and music.playing()
    assert music.apply(False, 0.4) is False and not music.playing()


def test_a_missing_music_file_is_silence_not_an_error(mixer, tmp_path):
    music = Music(tmp_path / "none.wav")
    assert music.apply(True, 1.0) is False and music.failed
    assert music.apply(True, 1.0) is False  # not tried again


def test_the_menu_loads_every_sound_before_its_first_frame_and_starts_the_music(app, mixer):
    app.settings.music_volume = 0.4
    app.start(MenuScene(app))
    assert set(app.sounds._loaded) == set(NAMES) and all(app.sounds._loaded[name] for name in NAMES)
    assert app.music.playing()
    loads: list[str] = []
    real = pygame.mixer.Sound
    pygame.mixer.Sound = lambda *a, **k: loads.append(a) or real(*a, **k)
    try:
        for name in NAMES:
            app.sounds._last.clear()
            app.sounds.play(name)
        app.frame(FRAME, [])
    finally:
        pygame.mixer.Sound = real
    assert loads == []  # nothing read from disk while playing


def test_the_menus_mute_silences_every_channel_and_the_music_and_is_saved(app, mixer):
    app.persist_settings = True
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    assert app.settings.sound and app.music.playing()
    app.sounds.play("shuffle")
    assert pygame.mixer.get_busy()
    button = menu.buttons["mute"]
    assert button.text == "Sound: on"
    click(app, button.rect.center)
    assert app.settings.sound is False and storage.load_settings()[0].sound is False
    assert not pygame.mixer.get_busy() and not app.music.playing()
    assert app.sounds.play("chip") is False and not pygame.mixer.get_busy()
    assert menu.buttons["mute"].text == "Sound: off"
    click(app, menu.buttons["mute"].rect.center)
    assert app.settings.sound is True and app.music.playing()


def test_the_settings_sliders_change_the_volume_at_once_and_save_when_they_rest(app, mixer):
    app.persist_settings = True
    app.start(MenuScene(app))
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.frame(FRAME, [])
    music = scene.sliders["music_volume"]
    assert music.get_current_value() == 40
    pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=music, value=70))
    app.frame(FRAME)
    assert app.settings.music_volume == 0.7
    assert pygame.mixer.music.get_volume() == pytest.approx(sound.MUSIC_LEVEL * 0.7, abs=0.01)
    assert storage.load_settings()[0].music_volume == 0.4  # not yet: the slider may still move
    for _ in range(round(SAVE_AFTER / FRAME) + 2):
        app.frame(FRAME, [])
    assert storage.load_settings()[0].music_volume == 0.7
    effects = scene.sliders["effects_volume"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=effects, value=0))
    app.frame(FRAME)
    assert app.settings.effects_volume == 0.0 and app.sounds.play("card") is False
    scene.request = None
    app.scenes.pop()  # leaving saves what waits
    assert storage.load_settings()[0].effects_volume == 0.0


def test_the_sound_setting_off_stops_the_music_from_settings(app, mixer):
    app.start(MenuScene(app))
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.frame(FRAME, [])
    assert app.music.playing()
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.menus["sound"], text="Off"))
    app.frame(FRAME)
    assert not app.music.playing() and not pygame.mixer.get_busy()


def test_tab_reaches_each_volume_slider_and_the_arrows_move_it(app, mixer):
    from .test_keys import press

    app.start(MenuScene(app))
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.frame(FRAME, [])
    for _ in range(30):
        press(app, pygame.K_TAB, frames=0)
        if scene.ring.focused().key == ("id", "#music_volume"):
            break
    else:
        raise AssertionError("Tab never reached the music slider")
    press(app, pygame.K_RIGHT, frames=0)
    assert app.settings.music_volume == 0.5
    assert scene.sliders["music_volume"].get_current_value() == 50
    press(app, pygame.K_LEFT, frames=0)
    press(app, pygame.K_LEFT, frames=0)
    assert app.settings.music_volume == pytest.approx(0.3)
