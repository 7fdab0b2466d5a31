"""Pictures of the Llamagedón table for review (``python -m llamagames.ui.games.llamagedon.shots DIR``):
an early position, a drag with a refusal reason, a Block prompt, the meteor shower, a late
position and the results, at 1280x800, 1920x1080 and 960x600; then a chain of five Blocks
at 2, 4 and 5 players (English and Japanese) and a shared-screen Block window.

Moves are made the way a player makes them (the table's own actions, real mouse events for
the drag); bots think in-process, so the pictures are the same for a seed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeGuard

import pygame

from .... import storage
from ....bot_worker import InlineBotWorker
from ....match import Match
from ....rules.llamagedon import LLAMAGEDON
from ....rules.llamagedon.actions import BLOCK, LET, PASS, Attack, Steal
from ....rules.llamagedon.cards import ATTACK, BLUE, GREEN, PROTECT, RED, SHELTER, STEAL, YELLOW
from ....rules.llamagedon.cards import BLOCK as BLOCK_CARD
from ....rules.llamagedon.positions import build_state
from ....rules.llamagedon.state import Link, Phase
from ....seats import SeatConfig
from ...app import App
from ...scenes.results import ResultsScene
from ...session import start_match
from ...table.cover import HotSeatCover
from ...table.ending import EndingConfirm
from ...table.scene import TableScene
from .layout import layout_of
from .stage import stage_of
from .table import TABLE


def is_gedon(top: Any) -> TypeGuard[TableScene]:
    """Whether ``top`` is a Llamagedón table."""
    return isinstance(top, TableScene) and top.design is TABLE

FRAME = 1 / 60
SIZES = ((1280, 800), (1920, 1080), (960, 600))


def tour_positions() -> list[tuple[str, int, str]]:
    """For the layout tour (named by the catalogue): a chain of five Blocks at five seats,
    you asked to answer, the most crowded moment of the mat."""
    return [("chain_llamagedon_5p", 5, five_link_chain(5, you_asked=True))]


def five_link_chain(players: int, you_asked: bool) -> str:
    """A position (as text) with a chain of five on the table: seat 1's Attack on your second
    shelter, then four Blocks, each on the card before (you played the third). ``you_asked``:
    the window has come round to you (seat 0), else to a bot (you let it be)."""
    order = [1, 2 % players, 0, 1, 2 % players] if players > 2 else [1, 0, 1, 0, 1]
    hands = [[RED, BLUE, ATTACK, STEAL] for _ in range(players)]
    hands[0] = [RED, BLUE, STEAL, BLOCK_CARD]
    areas = [[(SHELTER,), (GREEN, GREEN)]] + [[(SHELTER,)] for _ in range(players - 1)]
    chain = [Link(order[0], Attack(0, 1))] + [Link(seat, BLOCK) for seat in order[1:]]
    if you_asked:
        lets = (players - order[-1] - 1) % players
    else:
        lets = 1 if (order[-1] + 1) % players == 0 else 0  # you let it be: the next seat is asked
    return LLAMAGEDON.state_to_text(build_state(hands, areas, [YELLOW], turn=1, phase=Phase.BLOCK, chain=chain,
                                                lets=lets))


def mouse(kind: int, pos: tuple[float, float], button: int = 1) -> pygame.event.Event:
    pos = (int(pos[0]), int(pos[1]))
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)})
    return pygame.event.Event(kind, {"pos": pos, "button": button})


def run(app: App, frames: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    app.frame(FRAME, events=events or [])
    for _ in range(frames - 1):
        app.frame(FRAME, events=[])


def human_move(table: TableScene) -> None:
    """A plain policy for the human: build, attack or steal if possible, let blocks pass, else pass."""
    legal = table.match.legal_actions()
    if table.view.observation().phase is Phase.BLOCK:
        table.moves.try_action(LET)
        return
    for kind in ("build", "attack", "steal"):
        for action in legal:
            if str(action).startswith(kind):
                table.moves.try_action(action)
                return
    table.moves.try_action(PASS)


def confirm(app: App) -> bool:
    """Answer yes to an "End your turn without an action?" question on top; whether one was there."""
    top = app.scenes.top
    if isinstance(top, EndingConfirm):
        top.answer(True)
        run(app)
        return True
    return False


def advance(app: App, done: Callable[[Any], bool], human: bool = True, limit: int = 40000) -> Any:
    """Run frames (making the human's moves) until ``done(top scene)``."""
    for _ in range(limit):
        top = app.scenes.top
        if done(top):
            return top
        if confirm(app):
            continue
        if isinstance(top, HotSeatCover):
            run(app, events=[mouse(pygame.MOUSEBUTTONDOWN, (10, 10)), mouse(pygame.MOUSEBUTTONUP, (10, 10))])
            continue
        if human and is_gedon(top) and top.my_turn() and not top.animator.busy:
            human_move(top)
        run(app)
    raise RuntimeError("the wanted position never came")


def save(folder: str | os.PathLike[str], size: tuple[int, int], seed: int = 11) -> list[Path]:
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    tag = f"{size[0]}x{size[1]}"
    saved: list[Path] = []
    app = App(size, settings=storage.Settings(animation_speed="instant"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.0)

    def shot(name: str) -> None:
        path = out / f"gedon_{name}_{tag}.png"
        app.screenshot(str(path))
        saved.append(path)

    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy"), SeatConfig("bot", "Dolly", "normal"),
             SeatConfig("bot", "Tina", "normal"), SeatConfig("bot", "Carlos", "normal")]
    match = start_match(app, "llamagedon", seats, seed=seed)
    table = TABLE(app, match)
    app.scenes.push(table)
    # early: play until the human's turn with shelters on the table and an action in hand
    def early(top: Any) -> bool:
        return (is_gedon(top) and top.my_turn() and top.view.observation().phase is Phase.MAIN
                and sum(len(a) for a in top.view.observation().areas) >= 2 and not top.animator.busy)
    advance(app, early)
    run(app, 3)
    cards = stage_of(table).fan.cards
    if cards:
        run(app, 1, [mouse(pygame.MOUSEMOTION, cards[len(cards) // 2].rect().center)])
    shot("1_early")
    # a drag onto a place it cannot go, with the reason
    sprite = next((c for c in stage_of(table).fan.cards if c.value in (ATTACK, STEAL, PROTECT)), None) or stage_of(table).fan.cards[0]
    own = stage_of(table).shelter_rects(table.viewer)
    wrong = own[0].center if own and sprite.value in (ATTACK, STEAL) else layout_of(table).lay.mat.center
    start = sprite.rect().center
    run(app, 1, [mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, (start[0] + 12, start[1] - 12))])
    run(app, 2, [mouse(pygame.MOUSEMOTION, wrong)])
    shot("2_drag_refused")
    run(app, 2, [mouse(pygame.MOUSEBUTTONUP, wrong)])
    run(app, 20)
    # a Block prompt: play until the human is asked
    def asked(top: Any) -> bool:
        return is_gedon(top) and stage_of(top).asked() and BLOCK in top.legal()

    try:
        for _ in range(200):
            top = app.scenes.top
            if asked(top):
                break
            if isinstance(top, ResultsScene):
                break
            if confirm(app):
                continue
            if is_gedon(top) and top.my_turn() and top.view.observation().phase is Phase.MAIN:
                legal = top.match.legal_actions()
                attack = next((a for a in legal if isinstance(a, (Attack, Steal))), None)
                top.moves.try_action(attack or PASS)
            run(app)
    except RuntimeError:
        pass
    if asked(app.scenes.top):
        stage_of(table).place_prompt()
        run(app, 2, [mouse(pygame.MOUSEMOTION, stage_of(table).prompt_buttons[0].rect.center)])
        shot("3_block_prompt")
        table.moves.try_action(LET)
    # the meteor shower
    app.settings.animation_speed = "normal"

    def shower(top: Any) -> bool:
        return is_gedon(top) and (shower := stage_of(top).shower) is not None and shower.time > 0.9

    if not isinstance(app.scenes.top, ResultsScene):
        try:
            advance(app, lambda top: shower(top) or isinstance(top, ResultsScene))
            if shower(app.scenes.top):
                shot("4_meteor_shower")
        except RuntimeError:
            pass
    app.settings.animation_speed = "instant"
    if not isinstance(app.scenes.top, ResultsScene):
        def late(top: Any) -> bool:
            return (is_gedon(top) and top.my_turn() and stage_of(top).view.obs.llamagedon_by is not None
                    and not top.animator.busy) or isinstance(top, ResultsScene)
        advance(app, late)
        if is_gedon(app.scenes.top):
            run(app, 3)
            shot("5_late")
    advance(app, lambda top: isinstance(top, ResultsScene))
    run(app, 20)
    shot("6_results")
    app.scenes.clear()
    # a finished game decided by the second tie-break, to see the explanation
    tied = replace(build_state(
        [[RED, BLUE], [BLOCK_CARD, ATTACK], [GREEN]],
        [[(SHELTER,), (YELLOW, YELLOW)], [(SHELTER,), (GREEN, GREEN)], [(SHELTER,)]]), phase=Phase.OVER)
    tie = Match.from_position("llamagedon", seats[:3], LLAMAGEDON.state_to_text(tied), seed, bot_delay=0.0,
                              worker=InlineBotWorker(), autosave=False)
    app.scenes.push(ResultsScene(app, tie, [s.name for s in seats[:3]]))
    run(app, 20)
    shot("7_results_tie")
    app.scenes.clear()
    pygame.display.quit()
    return saved


def chain_pictures(folder: str | os.PathLike[str], sizes: tuple[tuple[int, int], ...] = ((1280, 720), (1920, 1080)),
                   language: str = "en") -> list[Path]:
    """A chain of five at 2, 4 and 5 players: while bots answer, and when you are asked."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    names = ["Maximiliana Fernández de la Cruz", "Pablo", "Dolly", "Tina"]
    for size in sizes:
        for players in (2, 4, 5):
            for asked in (False, True):
                app = App(size, settings=storage.Settings(animation_speed="instant", language=language),
                          persist_settings=False, bot_worker=InlineBotWorker, bot_delay=100.0)
                seats = [SeatConfig("human", "You")] + [SeatConfig("bot", names[i], "easy") for i in range(players - 1)]
                match = Match.from_position("llamagedon", seats, five_link_chain(players, asked), bot_delay=100.0,
                                            worker=InlineBotWorker(), autosave=False)
                table = app.open_table(match)
                assert not isinstance(table, str), table
                app.scenes.push(table)
                run(app, 20)
                path = out / f"gedon_chain_{players}p_{'asked' if asked else 'bots'}_{size[0]}x{size[1]}_{language}.png"
                app.screenshot(str(path))
                saved.append(path)
                app.scenes.clear()
    return saved


def hot_seat_pictures(folder: str | os.PathLike[str], size: tuple[int, int] = (1280, 800)) -> list[Path]:
    """A shared screen, Ana and Ben with a bot: Ana attacks, the table is asked at once
    whether anyone blocks, Ben claims and gets the laptop, then decides on his own screen."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    app = App(size, settings=storage.Settings(animation_speed="instant"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.0)

    def shot(name: str) -> None:
        path = out / f"gedon_hotseat_{name}_{size[0]}x{size[1]}.png"
        app.screenshot(str(path))
        saved.append(path)

    seats = [SeatConfig("human", "Ana"), SeatConfig("human", "Ben"), SeatConfig("bot", "Paca", "normal")]
    position = LLAMAGEDON.state_to_text(build_state([[RED, ATTACK], [GREEN, BLOCK_CARD], [YELLOW]],
                                                    [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]]))
    match = Match.from_position("llamagedon", seats, position, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    table = app.open_table(match)
    assert isinstance(table, TableScene), table
    app.scenes.push(table)
    run(app, 3)
    shot("1_cover_ana")
    run(app, 1, [mouse(pygame.MOUSEBUTTONDOWN, (10, 10)), mouse(pygame.MOUSEBUTTONUP, (10, 10))])
    run(app, 3)
    table.moves.try_action(Attack(2, 0))
    run(app, 10)
    shot("2_does_anyone_block")
    claim = next(b for b in stage_of(table).prompt_buttons if b.key == "claim:1")
    run(app, 1, [mouse(pygame.MOUSEBUTTONUP, claim.rect.center)])
    run(app, 3)
    shot("3_cover_ben")
    run(app, 1, [mouse(pygame.MOUSEBUTTONDOWN, (10, 10)), mouse(pygame.MOUSEBUTTONUP, (10, 10))])
    run(app, 5)
    shot("4_ben_decides")
    app.scenes.clear()
    return saved


def main(argv: list[str]) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault(storage.HOME_ENV, tempfile.mkdtemp(prefix="llamagames-shots-"))
    folder = argv[1] if len(argv) > 1 else "shots"
    sizes = SIZES if len(argv) < 3 else tuple(tuple(int(v) for v in a.split("x")) for a in argv[2:])
    for size in sizes:
        for path in save(folder, (size[0], size[1])):
            print(path)
    for path in chain_pictures(folder) + chain_pictures(folder, ((1280, 720),), "ja") + hot_seat_pictures(folder):
        print(path)


if __name__ == "__main__":
    main(sys.argv)
