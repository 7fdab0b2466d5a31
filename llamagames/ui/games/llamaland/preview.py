"""Screenshots and frame timings of the Llamaland estate views, from a seeded bot game.

``python -m llamagames.ui.games.llamaland.preview OUTDIR`` plays a 4-player game with normal
bots and saves, at 1280x800 and 1920x1080, an early and a late table (one large estate and
three small ones, as the table will show them), in the oblique and the top-down view.
``--measure`` also times the per-frame draw of four crowded late estates (30+ llamas) at
1920x1080: p50/p99 over a few hundred frames and the cold first render.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from ....bots import make
from ....rules.llamaland.components import GRASS
from ....rules.llamaland.estate import Estate, orientation, orientations
from ....rules.llamaland.game import LlamalandGame, LlamalandState
from ... import assets
from . import llama_sprites
from .estate_view import EstateView
from .projection import ViewMode

SIZES = ((1280, 800), (1920, 1080))
FRAME = 1 / 60


def play(seed: int) -> tuple[LlamalandState, LlamalandState]:
    """A seeded 4-player game between normal bots: (an early state, the final state)."""
    rules = LlamalandGame()
    state = rules.new_game(4, seed)
    bots = [make("llamaland", "normal", seed * 10 + i) for i in range(4)]
    early: LlamalandState | None = None
    while not rules.is_over(state):
        seat = rules.current_player(state)
        assert seat is not None
        action = bots[seat].choose(rules.observation(state, seat), rules.legal_actions(state))
        state = rules.apply(state, action)
        if early is None and min(p.estate.tile_count() for p in state.players) >= 3:
            early = state
    assert early is not None
    return early, state


def layout(size: tuple[int, int]) -> list[pygame.Rect]:
    """One large estate (the viewer's) and three small ones in a column, as the table will show them."""
    w, h = size
    m = round(min(w, h) * 0.02)
    big = pygame.Rect(m, m, round(w * 0.66) - 2 * m, h - 2 * m)
    col_x = big.right + m
    col_w = w - col_x - m
    small_h = (h - 4 * m) // 3
    return [big] + [pygame.Rect(col_x, m + i * (small_h + m), col_w, small_h) for i in range(3)]


def panel(surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
    """A soft board under each estate and its owner's name: a table, not a test harness."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (40, 20, 8, 70), shade.get_rect(), border_radius=max(6, rect.h // 30))
    pygame.draw.rect(shade, (255, 240, 210, 60), shade.get_rect(), width=2, border_radius=max(6, rect.h // 30))
    surface.blit(shade, rect)
    label = assets.font(label_size(rect), bold=True).render(name, True, (255, 244, 224))
    surface.blit(label, (rect.x + 12, rect.y + 6))


def view_rect(rect: pygame.Rect) -> pygame.Rect:
    """The estate's part of a panel: below the owner's name."""
    label = label_size(rect)
    return pygame.Rect(rect.x, rect.y + label + 4, rect.w, rect.h - label - 8)


def label_size(rect: pygame.Rect) -> int:
    return max(12, min(28, rect.h // 20))


def make_views(state: LlamalandState, size: tuple[int, int], mode: ViewMode) -> list[EstateView]:
    return [EstateView(view_rect(rect), player.estate, mode, seed=i)
            for i, (rect, player) in enumerate(zip(layout(size), state.players))]


def draw_table(surface: pygame.Surface, views: list[EstateView], names: list[str]) -> None:
    surface.blit(assets.table_felt(surface.get_size(), "llamaland"), (0, 0))
    for rect, view, name in zip(layout(surface.get_size()), views, names):
        panel(surface, rect, name)
        view.draw(surface)


NAMES = ["You", "Ana", "Bruno", "Chaska"]


def screenshots(outdir: Path, seed: int) -> list[Path]:
    early, late = play(seed)
    saved: list[Path] = []
    for label, state in (("early", early), ("late", late)):
        for size in SIZES:
            screen = pygame.display.set_mode(size)
            for mode in ViewMode:
                views = make_views(state, size, mode)
                for view in views:
                    view.update(0.7)
                draw_table(screen, views, NAMES)
                path = outdir / f"llamaland-{label}-{size[0]}x{size[1]}-{mode.value}.png"
                pygame.image.save(screen, str(path))
                saved.append(path)
                if label == "late" and mode is ViewMode.OBLIQUE:
                    show_drag(views[0], state.players[0].estate, legal=size == SIZES[1])
                    views[0].update(0.3)
                    draw_table(screen, views, NAMES)
                    path = outdir / f"llamaland-{label}-{size[0]}x{size[1]}-{mode.value}-drag.png"
                    pygame.image.save(screen, str(path))
                    saved.append(path)
    return saved


def show_drag(view: EstateView, estate: Estate, legal: bool) -> None:
    """A tile being dragged over the estate: its ghost where it would land, free squares glowing."""
    for tile in range(60):
        places = [p for p in estate.placements(orientations(tile), 2) if p.level >= 2]
        if places:
            place = places[len(places) // 2]
            o = orientation(tile, place.face, place.rot)
            if legal:
                view.set_ghost(o, place.x, place.y, place.level, True)
                covered = [c for c in o.at(place.x, place.y) if c in estate.tops and estate.tops[c][1] != GRASS]
                view.set_highlight("covered", covered)
            else:
                view.set_ghost(o, place.x + 1, place.y, place.level, False)
            view.set_highlight("llama", estate.llama_squares())
            return


def crowd(estate: Estate, llamas: int) -> Estate:
    """The estate with llamas added on free grass squares until it has ``llamas`` (a crowded worst case)."""
    for cell in estate.llama_squares():
        if len(estate.llamas()) >= llamas:
            break
        if estate.tops[cell][1] == GRASS:
            estate = estate.with_llama(cell)
    return estate


def _percentiles(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered) * 1000, ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000


def measure(seed: int, frames: int) -> dict[str, float]:
    """Per-frame draw of four crowded late estates at 1920x1080, idle and during a drag, and the cold render.

    Idle: the llamas breathe, blink and chew. Drag: the big estate shows a ghost that moves to a
    new square every few frames and its free squares glow, as while a tile is dragged.
    """
    _, late = play(seed)
    size = SIZES[1]
    screen = pygame.display.set_mode(size)
    felt = assets.table_felt(size, "llamaland")
    estates = [crowd(p.estate, 9) for p in late.players]
    herd = sum(len(e.llamas()) for e in estates)
    assets.clear_cache()
    llama_sprites.clear_frames()
    rects = layout(size)
    t0 = time.perf_counter()
    views = [EstateView(view_rect(rect), estate, ViewMode.OBLIQUE, seed=i) for i, (rect, estate) in enumerate(zip(rects, estates))]
    screen.blit(felt, (0, 0))
    for view in views:
        view.draw(screen)
    cold = time.perf_counter() - t0

    cpu: dict[str, list[float]] = {"idle": [], "drag": []}

    def frame(phase: str = "") -> float:
        for view in views:
            view.update(FRAME)
        c = time.thread_time()
        t = time.perf_counter()
        screen.blit(felt, (0, 0))
        for view in views:
            view.draw(screen)
        wall = time.perf_counter() - t
        if phase:
            cpu[phase].append(time.thread_time() - c)
        return wall

    for _ in range(30):  # let every llama show its poses once (occluders, first frames)
        frame()
    idle = [frame("idle") for _ in range(frames)]
    big = estates[0]
    o = orientation(0, "front", 0)
    xs = sorted({x for x, _ in big.tops})
    ys = sorted({y for _, y in big.tops})
    spots = [(x, y) for y in ys for x in xs]
    views[0].set_highlight("llama", big.llama_squares())
    drag: list[float] = []
    for i in range(frames):
        x, y = spots[(i // 4) % len(spots)]
        level = max(big.level(c) for c in o.at(x, y)) + 1
        views[0].set_ghost(o, x, y, level, i % 8 < 4)
        drag.append(frame("drag"))
    idle50, idle99 = _percentiles(idle)
    drag50, drag99 = _percentiles(drag)
    cpu_idle50, cpu_idle99 = _percentiles(cpu["idle"])
    cpu_drag50, cpu_drag99 = _percentiles(cpu["drag"])
    return {"llamas": herd, "frames": frames, "cold_ms": cold * 1000, "idle_p50_ms": idle50, "idle_p99_ms": idle99,
            "drag_p50_ms": drag50, "drag_p99_ms": drag99, "drag_max_ms": max(drag) * 1000,
            "cpu_idle_p50_ms": cpu_idle50, "cpu_idle_p99_ms": cpu_idle99,
            "cpu_drag_p50_ms": cpu_drag50, "cpu_drag_p99_ms": cpu_drag99}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("outdir", type=Path, help="folder for the PNG screenshots")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--measure", action="store_true", help="print p50/p99 per-frame draw times and the cold render")
    parser.add_argument("--frames", type=int, default=400)
    args = parser.parse_args(argv)
    pygame.init()
    args.outdir.mkdir(parents=True, exist_ok=True)
    for path in screenshots(args.outdir, args.seed):
        print(path)
    if args.measure:
        figures = measure(args.seed, args.frames)
        print("estate draw at 1920x1080, 4 estates, {llamas:.0f} llamas, {frames:.0f} frames each:\n"
              "  idle  wall p50 {idle_p50_ms:.2f} ms  p99 {idle_p99_ms:.2f} ms"
              "   (CPU p50 {cpu_idle_p50_ms:.2f} ms  p99 {cpu_idle_p99_ms:.2f} ms)\n"
              "  drag  wall p50 {drag_p50_ms:.2f} ms  p99 {drag_p99_ms:.2f} ms  max {drag_max_ms:.2f} ms"
              "   (CPU p50 {cpu_drag_p50_ms:.2f} ms  p99 {cpu_drag_p99_ms:.2f} ms)\n"
              "  cold first render (4 estates + llama frames) {cold_ms:.1f} ms".format(**figures))
        print(f"  load average while measuring: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
