"""The table's sound effects: small WAVs from assets/sounds/, played quietly and never in a crash.

Sound is a courtesy, not a requirement: without an audio device (``pygame.mixer`` cannot
start), with a file missing or unreadable, or with sound switched off in the settings,
``play`` does nothing. Files are read on first use (they are a few kilobytes each), so the
start-up pays nothing for them. A name may have variants (``card_1.wav``, ``card_2.wav``...):
one is picked at random each time, so a sound heard often does not become a drone; the same
sound is also not restarted within ``MIN_GAP`` seconds, which keeps bursts of moves calm.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any, Callable

import pygame

from .assets import resource_path

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
            if not self.enabled() or not self.mixer_ready():
                return False
            now = time.monotonic()
            if now - self._last.get(name, -MIN_GAP) < MIN_GAP:
                return False
            variants = self._variants(name)
            if not variants:
                return False
            self._last[name] = now
            return self.rng.choice(variants).play() is not None
        except (pygame.error, OSError):
            return False

    def preload(self) -> int:
        """Load every sound now (when the mixer runs); how many files were loaded."""
        if not self.mixer_ready():
            return 0
        return sum(len(self._variants(name)) for name in NAMES)


def play(app: Any, name: str) -> None:
    """Play ``name`` through the app's ``sounds`` if it has any (scenes call this one-liner)."""
    sounds = getattr(app, "sounds", None)
    if sounds is not None:
        sounds.play(name)
