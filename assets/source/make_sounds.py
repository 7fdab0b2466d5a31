"""Synthesizes the table's sound effects into assets/sounds/ (16-bit mono 44.1 kHz WAVs).

The sounds are ours: filtered noise bursts with envelopes for the cards and the shuffle, a few
decaying inharmonic partials for the chips, a soft sine arpeggio for the results chime. Only
the standard library is used and every random choice comes from a fixed seed, so running the
script again writes the same files. Each sound is normalised to a modest peak (well below
full scale) because the table must stay gentle; the game lowers them further per sound.
Run: python assets/source/make_sounds.py [output folder].
"""
from __future__ import annotations

import math
import os
import random
import struct
import sys
import wave

RATE = 44100
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "sounds")

Samples = list[float]


# ---------------------------------------------------------------- building blocks
def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def noise(rng: random.Random, seconds: float) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def biquad(samples: Samples, kind: str, freq: float, q: float = 0.7) -> Samples:
    """An RBJ-cookbook low-pass, high-pass or band-pass filter (one pass)."""
    w = 2 * math.pi * freq / RATE
    cos_w, alpha = math.cos(w), math.sin(w) / (2 * q)
    if kind == "low":
        b = ((1 - cos_w) / 2, 1 - cos_w, (1 - cos_w) / 2)
    elif kind == "high":
        b = ((1 + cos_w) / 2, -(1 + cos_w), (1 + cos_w) / 2)
    else:  # band-pass, 0 dB peak gain
        b = (alpha, 0.0, -alpha)
    a0, a1, a2 = 1 + alpha, -2 * cos_w, 1 - alpha
    b0, b1, b2 = b[0] / a0, b[1] / a0, b[2] / a0
    a1, a2 = a1 / a0, a2 / a0
    out: Samples = []
    x1 = x2 = y1 = y2 = 0.0
    for x in samples:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def envelope(samples: Samples, attack: float, decay: float, sustain_curve: float = 1.0) -> Samples:
    """A quick linear attack, then an exponential fall to silence by the end of the sound."""
    n = len(samples)
    a = max(1, int(attack * RATE))
    out: Samples = []
    for i, x in enumerate(samples):
        t = i / RATE
        level = i / a if i < a else math.exp(-(t - attack) / decay) ** sustain_curve
        tail = min(1.0, (n - i) / (0.004 * RATE))  # no click at the very end
        out.append(x * level * tail)
    return out


def fade_out(samples: Samples, seconds: float) -> Samples:
    """A gentle cosine fade over the last ``seconds``, so a ringing tone ends softly."""
    n, m = len(samples), max(1, int(seconds * RATE))
    return [x * (0.5 + 0.5 * math.cos(math.pi * (i - (n - m)) / m) if i >= n - m else 1.0)
            for i, x in enumerate(samples)]


def mix_into(target: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if start + len(sound) > len(target):
        target.extend([0.0] * (start + len(sound) - len(target)))
    for i, x in enumerate(sound):
        target[start + i] += x * gain


def normalise(samples: Samples, peak: float) -> Samples:
    top = max(abs(x) for x in samples) or 1.0
    return [x * peak / top for x in samples]


def partials(freqs: list[tuple[float, float, float]], seconds: float, phase_rng: random.Random) -> Samples:
    """Sum of sines (frequency, amplitude, decay time) each fading exponentially."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for freq, amp, decay in freqs:
        phase = phase_rng.uniform(0, 2 * math.pi)
        step = 2 * math.pi * freq / RATE
        for i in range(n):
            out[i] += amp * math.sin(phase + step * i) * math.exp(-i / RATE / decay)
    return out


# ---------------------------------------------------------------- the sounds
def card_flick(rng: random.Random, brightness: float, length: float) -> Samples:
    """A card landing: a band of paper noise swept down as it slides, with a soft tap at the end."""
    body = noise(rng, length)
    body = biquad(body, "high", 900)
    body = biquad(body, "band", 2600 * brightness, q=0.9)
    body = envelope(body, 0.006, length / 3.5)
    tap = envelope(biquad(noise(rng, 0.03), "low", 900), 0.001, 0.008)
    mix_into(body, tap, length * 0.55, gain=0.6)
    return body


def card_slide(rng: random.Random) -> Samples:
    """Drawing a card: a longer, darker swish that swells and fades (slid off the pile)."""
    length = 0.2
    body = biquad(noise(rng, length), "band", 1800, q=0.6)
    body = biquad(body, "low", 4200)
    n = len(body)
    return [x * math.sin(math.pi * i / n) ** 1.6 for i, x in enumerate(body)]


def shuffle(rng: random.Random) -> Samples:
    """A riffle: a run of tiny card flicks, quick in the middle, on a soft bed of noise."""
    out = silence(0.75)
    t, count = 0.02, 22
    for k in range(count):
        flick = biquad(noise(rng, 0.025), "band", rng.uniform(2200, 3400), q=1.1)
        flick = envelope(flick, 0.001, 0.006)
        mix_into(out, flick, t, gain=rng.uniform(0.55, 1.0))
        middle = abs(k - count / 2) / (count / 2)
        t += 0.018 + 0.02 * middle + rng.uniform(0.0, 0.006)
    bed = biquad(noise(rng, 0.72), "band", 1500, q=0.5)
    n = len(bed)
    bed = [x * 0.18 * math.sin(math.pi * i / n) for i, x in enumerate(bed)]
    mix_into(out, bed, 0.0)
    settle = envelope(biquad(noise(rng, 0.05), "low", 700), 0.002, 0.012)
    mix_into(out, settle, min(t, 0.66), gain=0.7)
    return envelope(out, 0.004, 10.0)


def chip_hit(rng: random.Random, pitch: float) -> Samples:
    """One chip touching another: inharmonic partials ringing briefly, plus a click."""
    ratios = ((1.0, 1.0, 0.05), (1.59, 0.6, 0.035), (2.14, 0.45, 0.025), (2.87, 0.25, 0.018))
    ring = partials([(3100 * pitch * r, a, d) for r, a, d in ratios], 0.16, rng)
    click = envelope(biquad(noise(rng, 0.01), "high", 3000), 0.0005, 0.0015)
    mix_into(ring, click, 0.0, gain=0.8)
    return envelope(ring, 0.0008, 1.0)


def chips(rng: random.Random) -> Samples:
    """Two chips set down on a third: two quick clinks, the second a little softer."""
    out = silence(0.3)
    mix_into(out, chip_hit(rng, 1.0), 0.005)
    mix_into(out, chip_hit(rng, 1.07), 0.075, gain=0.6)
    return out


def refuse(rng: random.Random) -> Samples:
    """A soft, low wooden tick that falls in pitch: "not there"."""
    n = int(0.11 * RATE)
    out: Samples = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        freq = 330 - 110 * min(1.0, t / 0.09)
        phase += 2 * math.pi * freq / RATE
        out.append(math.sin(phase) * 0.8 + math.sin(2 * phase) * 0.15)
    out = envelope(out, 0.003, 0.03)
    knock = envelope(biquad(noise(rng, 0.02), "low", 1200), 0.0005, 0.004)
    mix_into(out, knock, 0.0, gain=0.35)
    return out


def chime(rng: random.Random) -> Samples:
    """A small rising arpeggio (C, E, G, C) of soft bell-like sines ringing into each other."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    out = silence(1.5)
    for k, freq in enumerate(notes):
        decay = 0.55 if k < len(notes) - 1 else 0.8
        tone = partials([(freq, 1.0, decay), (freq * 2.0, 0.18, decay / 2.5), (freq * 3.01, 0.05, decay / 4)],
                        1.5 - 0.11 * k, rng)
        mix_into(out, envelope(tone, 0.008, 100.0), 0.11 * k, gain=0.9 if k < len(notes) - 1 else 1.0)
    return fade_out(envelope(out, 0.001, 100.0), 0.4)


PEAKS = {"card": 0.55, "draw": 0.5, "shuffle": 0.5, "chip": 0.5, "refuse": 0.45, "chime": 0.45}
"""Peak level per sound (1.0 is full scale): all well clear of clipping."""


def sounds() -> dict[str, Samples]:
    rng = random.Random(20260)
    made = {
        "card_1": card_flick(rng, 1.0, 0.12),
        "card_2": card_flick(rng, 0.85, 0.13),
        "card_3": card_flick(rng, 1.15, 0.11),
        "draw": card_slide(rng),
        "shuffle": shuffle(rng),
        "chip": chips(rng),
        "refuse": refuse(rng),
        "chime": chime(rng),
    }
    return {name: normalise(samples, PEAKS[name.split("_")[0]]) for name, samples in made.items()}


def write_wav(path: str, samples: Samples) -> None:
    data = b"".join(struct.pack("<h", max(-32767, min(32767, round(x * 32767)))) for x in samples)
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data)


def main() -> None:
    os.makedirs(ROOT, exist_ok=True)
    for name, samples in sounds().items():
        path = os.path.join(ROOT, f"{name}.wav")
        write_wav(path, samples)
        print(f"{path}: {len(samples) / RATE:.2f} s, {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    main()
