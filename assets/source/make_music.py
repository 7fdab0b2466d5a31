"""Synthesizes the collection's quiet background music into assets/music/ (a 16-bit mono WAV loop).

The music is ours: twenty seconds in A minor pentatonic at 96 beats a minute, eight bars that
loop without a seam. A soft pad of sine chords (Am, F, C, G, twice) breathes in and out under
a sparse plucked melody (a Karplus-Strong string, close to a charango), with a low round bass
note at the start of each bar. Every note that rings past the end of the loop is folded back
onto its start, so the last bar flows into the first. Only the standard library is used and
the melody's small variations come from a fixed seed: running the script again writes the
same file. The loop is normalised to a low peak: it is background, and the game lowers it
further (``ui.sound.MUSIC_LEVEL`` times the player's music volume).
Run: python assets/source/make_music.py [output folder].
"""
from __future__ import annotations

import math
import os
import random
import struct
import sys
import wave

RATE = 22050
"""Half the effects' rate: soft tones need no more, and the file stays under a megabyte."""
BPM = 96
BEAT = 60 / BPM
BARS = 8
LENGTH = int(round(BARS * 4 * BEAT * RATE))
PEAK = 0.32
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "music")
FILE_NAME = "calm_loop.wav"

Samples = list[float]

A3 = 220.0


def note(semitones: int) -> float:
    """The frequency ``semitones`` above A3."""
    return A3 * 2 ** (semitones / 12)


CHORDS = ((0, 3, 7), (-4, 0, 3), (3, 7, 10), (-2, 2, 5))
"""Am, F, C, G as semitones from A3 (close voicings in the middle register)."""
BASS = (-12, -16, -9, -14)
"""A2, F2, C3, G2."""
SCALE = (0, 3, 5, 7, 10, 12, 15, 17, 19)
"""A minor pentatonic over an octave and a half, from A3."""
MELODY = (
    (0.0, 12, 1.0), (1.5, 10, 0.5), (2.0, 7, 1.0), (3.0, 5, 1.0),
    (4.5, 3, 0.5), (5.0, 5, 1.0), (6.0, 7, 2.0),
    (8.0, 15, 1.0), (9.0, 12, 0.5), (9.5, 10, 0.5), (10.0, 12, 2.0),
    (12.5, 10, 0.5), (13.0, 7, 1.0), (14.0, 10, 2.0),
)
"""(beat, semitones above A3, beats it rings) for the first half; the second half answers it."""


def mix(target: Samples, sound: Samples, at: int, gain: float) -> None:
    """Add ``sound`` into the loop from sample ``at``, wrapping round the end."""
    n = len(target)
    for i, x in enumerate(sound):
        target[(at + i) % n] += x * gain


def pad_note(freq: float, seconds: float, rng: random.Random) -> Samples:
    """A soft sine with a faint octave, a slow swell in and out, and a gentle slow vibrato."""
    count = int(seconds * RATE)
    phase, phase2 = rng.uniform(0, 2 * math.pi), rng.uniform(0, 2 * math.pi)
    out: Samples = []
    for i in range(count):
        t = i / RATE
        swell = math.sin(math.pi * i / count) ** 1.5
        wobble = 1 + 0.002 * math.sin(2 * math.pi * 4.5 * t)
        w = 2 * math.pi * freq * wobble * t
        out.append(swell * (math.sin(w + phase) + 0.12 * math.sin(2 * w + phase2)))
    return out


def pluck(freq: float, seconds: float, rng: random.Random, brightness: float = 0.5) -> Samples:
    """A Karplus-Strong string: a burst of soft noise in a delay line that averages as it loops."""
    period = max(2, int(round(RATE / freq)))
    line = [rng.uniform(-1, 1) for _ in range(period)]
    # A smoothed burst sounds like a finger, not a pick.
    line = [(line[i] + line[i - 1]) / 2 for i in range(period)]
    out: Samples = []
    count = int(seconds * RATE)
    keep = 0.996
    for i in range(count):
        j = i % period
        current = line[j]
        following = line[(j + 1) % period]
        line[j] = keep * (brightness * current + (1 - brightness) * following)
        out.append(current)
    fade = int(0.05 * RATE)
    for i in range(max(0, count - fade), count):
        out[i] *= (count - i) / fade
    return out


def bass_note(freq: float, seconds: float) -> Samples:
    """A round low sine that swells a little and fades over the bar."""
    count = int(seconds * RATE)
    out: Samples = []
    for i in range(count):
        t = i / RATE
        level = min(1.0, t / 0.04) * math.exp(-t / (seconds * 0.45))
        tail = min(1.0, (count - i) / (0.05 * RATE))
        out.append(level * tail * math.sin(2 * math.pi * freq * t))
    return out


def at(beat: float) -> int:
    return int(round(beat * BEAT * RATE))


def music() -> Samples:
    rng = random.Random(27)
    out = [0.0] * LENGTH
    bar = 4 * BEAT
    for index in range(BARS):
        chord, low = CHORDS[index % 4], BASS[index % 4]
        for semitone in chord:
            mix(out, pad_note(note(semitone), bar * 1.25, rng), at(4 * index - 0.5), 0.16)
        mix(out, bass_note(note(low), bar * 0.95), at(4 * index), 0.30)
    for half in range(2):
        for beat, semitone, rings in MELODY:
            if half == 1:  # the answer: the same shape, now and then one step of the scale away
                step = SCALE.index(semitone) + rng.choice((-1, 0, 0, 1))
                semitone = SCALE[min(max(step, 0), len(SCALE) - 1)]
            length = max(1.2, rings * BEAT + 0.9)
            mix(out, pluck(note(semitone), length, rng, brightness=rng.uniform(0.45, 0.55)),
                at(16 * half + beat), 0.42 if half == 0 else 0.38)
    top = max(abs(x) for x in out) or 1.0
    return [x * PEAK / top for x in out]


def write_wav(path: str, samples: Samples) -> None:
    data = b"".join(struct.pack("<h", max(-32767, min(32767, round(x * 32767)))) for x in samples)
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data)


def main() -> None:
    os.makedirs(ROOT, exist_ok=True)
    path = os.path.join(ROOT, FILE_NAME)
    samples = music()
    write_wav(path, samples)
    print(f"{path}: {len(samples) / RATE:.2f} s, {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
