"""``python -m llamagames.benchmarks.speed_plot OUT.png [--before CHECKOUT] [--game NAME]``:
a minute of four hard bots playing, then a minute at a table waiting for a human, in a real
X window (a private Xvfb at 1920x1080), drawn with pygame: above, the share of one core the
app and the display server use, per half second; below, the time of every frame drawn.

``--before`` measures another checkout the same way (the same probe running its package)
and draws it beside, in grey: docs/speed.md shows the picture this makes. ``--json FILE``
keeps the raw figures.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..rules import GAMES
from . import tables

W, H = 1400, 760
LEFT, RIGHT, TOP = 90, 30, 60
PANEL_H = 280
GAP = 80
INK = (40, 40, 40)
GRID = (220, 220, 220)
APP = (41, 98, 160)
XSERVER = (222, 128, 36)
BEFORE = (170, 170, 170)
BEFORE_X = (205, 205, 205)
GOAL = (190, 40, 40)


def measure(game: str, seconds: float, checkout: Path | None) -> dict[str, Any]:
    with tables.xvfb() as display:
        if display is None:
            raise SystemExit("Xvfb is not installed (make bench-deps): no real window to measure in.")
        return tables.probe("timeline", game, seconds, display, checkout)


def draw(runs: dict[str, dict[str, Any]], out: Path, game: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.font.init()
    font = pygame.font.Font(None, 22)
    big = pygame.font.Font(None, 30)
    image = pygame.Surface((W, H))
    image.fill((255, 255, 255))
    span = max(max((s[0] for s in run["samples"]), default=1.0) for run in runs.values())
    width = W - LEFT - RIGHT

    def x_of(t: float) -> int:
        return LEFT + round(t / span * width)

    def panel(top: int, label: str, high: float, unit: str, ticks: list[float], goal: float | None) -> Any:
        rect = pygame.Rect(LEFT, top, width, PANEL_H)
        for tick in ticks:
            y = rect.bottom - round(tick / high * PANEL_H)
            pygame.draw.line(image, GRID, (rect.left, y), (rect.right, y))
            text = font.render(f"{tick:g}{unit}", True, INK)
            image.blit(text, text.get_rect(midright=(rect.left - 6, y)))
        if goal is not None:
            y = rect.bottom - round(goal / high * PANEL_H)
            pygame.draw.line(image, GOAL, (rect.left, y), (rect.right, y), 1)
        pygame.draw.rect(image, INK, rect, 1)
        image.blit(big.render(label, True, INK), (rect.left, top - 28))
        return lambda v: rect.bottom - round(min(v, high) / high * PANEL_H)

    after = runs["after"]
    cpu_high = 100.0
    y_cpu = panel(TOP, f"{game}: share of one core, app + display server (Xvfb), per half second", cpu_high, "%",
                  [0, 25, 50, 75, 100], None)
    frame_top = TOP + PANEL_H + GAP
    y_ms = panel(frame_top, "time of each frame drawn (ms, wall clock, its sleep left out)", 50.0, "",
                 [0, 10, 20, 33, 50], 10.0)
    for name, colours in (("before", (BEFORE, BEFORE_X)), ("after", (APP, XSERVER))):
        run = runs.get(name)
        if run is None:
            continue
        samples = run["samples"]
        for i in range(1, len(samples)):
            t0, t1 = samples[i - 1][0], samples[i][0]
            if t1 - t0 > 1.5:  # the gap between the two tables
                continue
            app0, app1 = samples[i - 1][1], samples[i][1]
            tot0, tot1 = app0 + samples[i - 1][2], app1 + samples[i][2]
            pygame.draw.line(image, colours[1], (x_of(t0), y_cpu(tot0)), (x_of(t1), y_cpu(tot1)), 2)
            pygame.draw.line(image, colours[0], (x_of(t0), y_cpu(app0)), (x_of(t1), y_cpu(app1)), 2)
        for t, ms in run["passes"]:
            pygame.draw.rect(image, colours[0], (x_of(t) - 1, y_ms(ms) - 1, 3, 3))
    boundary = after["rest_starts"]
    for top in (TOP, frame_top):
        pygame.draw.line(image, INK, (x_of(boundary), top), (x_of(boundary), top + PANEL_H), 1)
    for top in (TOP, frame_top):
        image.blit(font.render("four hard bots play", True, INK), (x_of(0) + 8, top + 6))
        image.blit(font.render("a human's turn: nothing moves", True, INK), (x_of(boundary) + 8, top + 6))
    legend = [(APP, "app (after)"), (XSERVER, "app + Xvfb (after)")]
    if "before" in runs:
        legend += [(BEFORE, "app (before)"), (BEFORE_X, "app + Xvfb (before)")]
    legend.append((GOAL, "10 ms: the p99 goal"))
    x = LEFT
    for colour, text in legend:
        pygame.draw.rect(image, colour, (x, H - 34, 22, 10))
        rendered = font.render(text, True, INK)
        image.blit(rendered, (x + 28, H - 38))
        x += 28 + rendered.get_width() + 30
    axis = font.render("seconds since the app started", True, INK)
    image.blit(axis, axis.get_rect(topright=(W - RIGHT, frame_top + PANEL_H + 24)))
    for second in range(0, int(span) + 1, 10):
        number = font.render(str(second), True, INK)
        image.blit(number, number.get_rect(midtop=(x_of(second), frame_top + PANEL_H + 4)))
    pygame.image.save(image, str(out))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m llamagames.benchmarks.speed_plot")
    parser.add_argument("out", type=Path)
    parser.add_argument("--before", type=Path, help="another checkout, measured the same way and drawn in grey")
    parser.add_argument("--game", default=next(iter(GAMES)))
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each phase")
    parser.add_argument("--json", type=Path, help="also write the raw figures here")
    args = parser.parse_args(argv)
    runs: dict[str, dict[str, Any]] = {}
    if args.before is not None:
        runs["before"] = measure(args.game, args.seconds, args.before)
    runs["after"] = measure(args.game, args.seconds, None)
    if args.json is not None:
        args.json.write_text(json.dumps(runs))
    draw(runs, args.out, args.game)
    return 0


if __name__ == "__main__":
    sys.exit(main())
