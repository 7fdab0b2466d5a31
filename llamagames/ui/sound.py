"""The table's sound effects and the quiet music: WAVs from assets/, played softly, never in a crash.

Sound is a courtesy, not a requirement: without an audio device (``pygame.mixer`` cannot
start), with a file missing or unreadable, or with sound switched off in the settings (the
one-click mute: then no mixer channel plays and the music stops), ``play`` does nothing.
The player's volumes (``Settings.effects_volume``, ``Settings.music_volume``) scale every
sound; a volume of 0 is silence too. :func:`follow_settings` ties an app's sounds to its
settings: it loads every effect once (a few kilobytes each, a millisecond or two in all) and
opens the music stream, both before the first frame is drawn, so no frame ever waits for a
file; after a change in Settings it is called again and only adjusts volumes or starts and
stops the music (which the mixer streams in its own thread). A name may have variants (``card_1.wav``, ``card_2.wav``...):
one is picked at random each time, so a sound heard often does not become a drone; the same
sound is also not restarted within ``MIN_GAP`` seconds, which keeps bursts of moves calm.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from .assets import resource_path

MUSIC_FILE = ("music", "calm_loop.wav")
"""The background loop, made by ``assets/source/make_music.py``."""
MUSIC_LEVEL = 0.5
"""The music's loudness at the player's full music volume: it stays background."""

VOLUMES = {"card": 0.5, "draw": 0.45, "shuffle": 0.4, "chip": 0.45, "refuse": 0.4, "chime": 0.4}
"""Playback volume per sound (0..1) on top of the files' own modest levels."""
NAMES = tuple(VOLUMES)
MIN_GAP = 0.05
"""Seconds before the same sound may start again."""


def start_mixer() -> bool:
    """Start ``pygame.mixer`` if it is not running yet; False (and no error) without audio."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init()
        return bool(pygame.mixer.get_init())
    except (pygame.error, RuntimeError, OSError):  # RuntimeError: a pygame built without mixer
        return False


class Sounds:
    """Loads the effects lazily and plays them when sound is on and the mixer runs.

    ``enabled`` is asked at every ``play`` (the settings can change at any time); ``folder``
    lets tests point at other files.
    """

    def __init__(self, enabled: Callable[[], bool] = lambda: True, folder: Path | None = None,
                 rng: random.Random | None = None) -> None:
        self.enabled = enabled
        self.folder = folder if folder is not None else resource_path("sounds")
        self.rng = rng or random.Random()
        self._loaded: dict[str, list[Any]] = {}
        self._last: dict[str, float] = {}
        self.volume: Callable[[], float] = lambda: 1.0
        """The player's effects volume (0..1), asked at every ``play``."""

    @staticmethod
    def mixer_ready() -> bool:
        try:
            return bool(pygame.mixer.get_init())
        except (pygame.error, RuntimeError):
            return False

    def files(self, name: str) -> list[Path]:
        """The WAVs of a sound: ``name.wav`` or its variants ``name_1.wav``, ``name_2.wav``..."""
        single = self.folder / f"{name}.wav"
        if single.is_file():
            return [single]
        return sorted(self.folder.glob(f"{name}_[0-9]*.wav"))

    def _variants(self, name: str) -> list[Any]:
        found = self._loaded.get(name)
        if found is None:
            found = []
            for path in self.files(name):
                try:
                    effect = pygame.mixer.Sound(str(path))
                except (pygame.error, OSError, FileNotFoundError):
                    continue
                effect.set_volume(VOLUMES.get(name, 0.4))
                found.append(effect)
            self._loaded[name] = found
        return found

    def play(self, name: str) -> bool:
        """Play a sound once; True if it started, False when silent for any reason."""
        try:
            volume = min(1.0, max(0.0, float(self.volume())))
            if not self.enabled() or volume <= 0.0 or not self.mixer_ready():
                return False
            now = time.monotonic()
            if now - self._last.get(name, -MIN_GAP) < MIN_GAP:
                return False
            variants = self._variants(name)
            if not variants:
                return False
            self._last[name] = now
            effect = self.rng.choice(variants)
            effect.set_volume(VOLUMES.get(name, 0.4) * volume)
            return effect.play() is not None
        except (pygame.error, OSError):
            return False

    def preload(self) -> int:
        """Load every sound now (when the mixer runs); how many files were loaded."""
        if not self.mixer_ready():
            return 0
        return sum(len(self._variants(name)) for name in NAMES)


    def silence(self) -> None:
        """Stop every effect that is playing now (sound switched off)."""
        try:
            if self.mixer_ready():
                pygame.mixer.stop()
        except pygame.error:
            pass


class Music:
    """The background loop through ``pygame.mixer.music`` (streamed by the mixer, not per frame).

    ``apply(on, volume)`` is the whole interface: it starts the loop once, adjusts its volume,
    or stops it when sound is off or the volume is 0. Without a mixer or a readable file it
    does nothing and says so by returning False.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else resource_path(*MUSIC_FILE)
        self.loaded = False
        self.failed = False
        """The file could not be opened: not tried again in this run."""

    def playing(self) -> bool:
        try:
            return Sounds.mixer_ready() and bool(pygame.mixer.music.get_busy())
        except (pygame.error, RuntimeError):
            return False

    def apply(self, on: bool, volume: float) -> bool:
        """Play the loop at ``volume`` (0..1 of :data:`MUSIC_LEVEL`) if ``on``; True if it plays."""
        volume = min(1.0, max(0.0, float(volume)))
        try:
            if not Sounds.mixer_ready():
                return False
            if not on or volume <= 0.0:
                if self.loaded:
                    pygame.mixer.music.stop()
                return False
            if self.failed:
                return False
            if not self.loaded:
                pygame.mixer.music.load(str(self.path))
                self.loaded = True
            pygame.mixer.music.set_volume(MUSIC_LEVEL * volume)
            if not pygame.mixer.music.get_busy():
                pygame.mixer.music.play(loops=-1, fade_ms=1500)
            return True
        except (pygame.error, OSError, FileNotFoundError):
            self.failed = True
            return False


def follow_settings(app: Any) -> None:
    """Make ``app``'s sounds follow its settings now: effects volume, mute, music.

    The first call loads every effect (before the first frame is drawn) and gives the app a
    :class:`Music`; later calls only adjust. Sound off stops whatever plays at once.
    """
    sounds = getattr(app, "sounds", None)
    settings = getattr(app, "settings", None)
    if sounds is None or settings is None:
        return
    if getattr(app, "music", None) is None:
        app.music = Music()
        sounds.volume = lambda: app.settings.effects_volume
        sounds.preload()
    if not settings.sound:
        sounds.silence()
    app.music.apply(settings.sound, settings.music_volume)


def toggle_mute(app: Any) -> bool:
    """The one-click mute: sound off if it was on, on if it was off; saved. Returns the new state."""
    app.settings.sound = not app.settings.sound
    save = getattr(app, "save_settings", None)
    if save is not None:
        save()
    follow_settings(app)
    return app.settings.sound


def play(app: Any, name: str) -> None:
    """Play ``name`` through the app's ``sounds`` if it has any (scenes call this one-liner)."""
    sounds = getattr(app, "sounds", None)
    if sounds is not None:
        sounds.play(name)
