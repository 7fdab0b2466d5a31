"""A walk through every scene at one window size and UI size, for the layout checker.

``python -m llamagames.ui.layout_tour [OUT] [--sizes=1024x640,...] [--factors=0.9,1.0,1.5]
[--games=llama,...] [--colour-blind] [--deuteranopia] [--language=ja|en,ja|en-XA] [--seed=12] [--moments]
[--learn] [--phones]`` prints what
:mod:`llamagames.ui.layout_check` finds on each screen and, with ``OUT``, saves a picture of each
(and with ``--deuteranopia`` the same picture as a deuteranope sees it); it ends with the count
of pictures and problems per size, factor and language. The tests walk the same tour.
``--language=en-XA`` walks it in the pseudo-language (``rules.languages``): words left in
plain English were never put through ``t``, and a bracket missing at the end is a cut word.
``--learn`` adds a picture of every step of each guided game and of its finish (each move of a
step of several moves: ``step3b``...); the guide's bubble never covers what its step rings.
``--phones`` adds each game's table with a phone seat: its codes card, its tag once joined,
the laptop hand face down and shown, a chooser over it and Llamagedón's Block question
(``phone_tour.py``, whose ``phone_problems`` also finds a phone thing over a piece or a panel).

Tables are opened mid-game: a record of random legal moves from a fixed seed, stopped when
seat 0 (the human) is to move, replayed into a match, so every picture is the same for a seed.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

import pygame

from .. import catalogue, storage
from ..bot_worker import InlineBotWorker
from ..catalogue import entry
from ..match import Match
from ..rules import GAMES
from ..rules.core import GAME_OVER, GameRecord
from ..seats import SeatConfig
from .app import App
from .assets import kept_by_forget_art
from .learn_tour import guide_problems, guided_steps
from .phone_tour import phone_moments, phone_problems
from .registry import playable_games
from .scene import Scene
from .table.ending import EndingConfirm
from .table.moments import moments as table_moments
from .table.pause import PauseScene

FRAME = 1 / 60
SIZES = ((1024, 600), (1024, 640), (1280, 720), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440))
"""The windows players have: small netbooks, the 16:10 design size, the common 1366x768 and
1280x720 laptops, full HD and 1440p."""
LONG_NAME = "Maximiliana Fernández de la Cruz"
"""A name too long for any panel: it must end in an ellipsis, never run out of its box."""
BOT_NAMES = ("Pablo", LONG_NAME, "Dolly", "Tina", "Carlos")


def run(app: App, frames: int = 1) -> None:
    """``frames`` frames with no input. What pygame-gui posted to the event queue (hovers,
    presses: the tour never reads the queue) is let go first: each event holds its widget, and
    with it the pictures of every screen walked before (a 30-size tour ran out of memory)."""
    pygame.event.clear()
    for _ in range(frames):
        app.frame(FRAME, events=[])


def make_app(size: tuple[int, int], factor: float = 1.0, colour_blind: bool = False, language: str = "en") -> App:
    from .layout_check import NAMES

    NAMES.update(BOT_NAMES)  # a name too long for its panel may end in an ellipsis
    if not os.environ.get(storage.HOME_ENV):
        os.environ[storage.HOME_ENV] = tempfile.mkdtemp(prefix="llamagames-layout-")
    settings = storage.Settings(animation_speed="instant", ui_scale=factor, colour_blind=colour_blind,
                                language=language)
    return App(size, settings=settings, persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)


@contextmanager
def own_home() -> Iterator[Path]:
    """A fresh, empty user folder (settings, statistics, saves) while inside, the one before it
    after. The walk ends by counting a game of each, which ends the first-game tips: a size,
    factor or language walked after another in one process would otherwise show its tables
    without them, and its count would depend on how the runs were split."""
    before = os.environ.get(storage.HOME_ENV)
    folder = Path(tempfile.mkdtemp(prefix="llamagames-layout-"))
    os.environ[storage.HOME_ENV] = str(folder)
    try:
        yield folder
    finally:
        if before is None:
            os.environ.pop(storage.HOME_ENV, None)
        else:
            os.environ[storage.HOME_ENV] = before
        shutil.rmtree(folder, ignore_errors=True)


def tour(size: tuple[int, int], factor: float = 1.0, colour_blind: bool = False, language: str = "en",
         games: tuple[str, ...] | None = None, seed: int = 12, moments: bool = False,
         learn: bool = False, phones: bool = False) -> Iterator[tuple[str, App]]:
    """One size, factor and language walked in its own fresh user folder (:func:`own_home`):
    yields each scene's name with the app showing it, so what is seen never depends on what was
    walked before in the same process."""
    with own_home():
        app = make_app(size, factor, colour_blind, language)
        try:
            if phones:  # first, while the first-game tips still show (the walk ends them)
                for name in phone_moments(app, games or tuple(playable_games()), seed):
                    yield name, app
            for name in walk(app, games, seed, moments=moments, learn=learn):
                yield name, app
        finally:
            app.scenes.clear()


def seats(players: int) -> list[SeatConfig]:
    return [SeatConfig("human", "You")] + [SeatConfig("bot", BOT_NAMES[i], "easy") for i in range(players - 1)]


@kept_by_forget_art
@lru_cache(maxsize=64)
def mid_game(game_name: str, players: int, seed: int, moves: int) -> GameRecord:
    """Random legal moves from ``seed`` until at least ``moves`` are played and seat 0 is to move.

    A table is shown in play, never finished: where the moves drawn end the game (two quick
    rounds of quits end L.L.A.M.A.'s two-seat game, and its hover pictures showed the results
    over the table instead of a hovered card), other moves are drawn for the same deal."""
    game = GAMES[game_name]
    record = GameRecord(game_name, players, seed)
    for attempt in range(20):
        rng = random.Random(seed if attempt == 0 else seed * 100 + attempt)
        state = game.new_game(players, seed)
        record = GameRecord(game_name, players, seed)
        played = 0
        while not game.is_over(state) and (played < moves or game.current_player(state) != 0) and played < moves * 6:
            action = rng.choice(game.legal_actions(state))
            state = game.apply(state, action)
            record = record.with_action(action)
            played += 1
        if not game.is_over(state):
            break
    return record


@kept_by_forget_art
@lru_cache(maxsize=16)
def finished(game_name: str, players: int, seed: int) -> GameRecord:
    """A whole game of random legal moves (for the results screen)."""
    game = GAMES[game_name]
    rng = random.Random(seed)
    state = game.new_game(players, seed)
    record = GameRecord(game_name, players, seed)
    while not game.is_over(state):
        action = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
        record = record.with_action(action)
    return record




@kept_by_forget_art
@lru_cache(maxsize=32)
def before_interlude(game_name: str, players: int, seed: int) -> tuple[GameRecord, str] | None:
    """A record that stops where seat 0's next move (returned as text) ends a round: the event
    its catalogue entry names (``GameEntry.interlude``; Llamaland's is the final scoring, so
    its move is asked about first, the ``ask_`` picture, and then the results show)."""
    kind = entry(game_name).interlude
    if not kind:
        return None
    game = GAMES[game_name]
    for attempt in range(20):
        rng = random.Random(seed * 100 + attempt)
        state = game.new_game(players, seed)
        record = GameRecord(game_name, players, seed)
        while not game.is_over(state) and len(record.actions) < 2000:
            seat = game.current_player(state)
            action = rng.choice(game.legal_actions(state))
            after = game.apply(state, action)
            if any(e.kind == kind for e in game.events(after)):
                if seat == 0:
                    return record, str(action)
                break
            state = after
            record = record.with_action(action)
    return None


@kept_by_forget_art
@lru_cache(maxsize=16)
def interlude_that_asks(game_name: str, players: int, seed: int) -> tuple[GameRecord, str] | None:
    """Like ``before_interlude``, but seat 0's move leaves seat 0 a question at the interlude
    (L.L.A.M.A.'s chip to give back, once there are chips): the tour sees the question and
    then the answer (``later_moment``). Played on through later rounds; None if none comes."""
    from .. import bots

    kind = entry(game_name).interlude
    game = GAMES[game_name]
    if not kind or kind == GAME_OVER:  # the game's end asks nothing more
        return None
    for attempt in range(3):  # easy bots, not random moves: random play quits every round at once
        state = game.new_game(players, seed + attempt)
        record = GameRecord(game_name, players, seed + attempt)
        bots_at = [bots.make(game_name, "easy", seed * 10 + attempt + seat) for seat in range(players)]
        while not game.is_over(state) and len(record.actions) < 1500:
            seat = game.current_player(state)
            assert seat is not None, "a game not over has a seat to move"
            action = bots_at[seat].choose(game.observation(state, seat), game.legal_actions(state))
            after = game.apply(state, action)
            events = game.events(after)
            if (seat == 0 and events and events[-1].kind == kind and not game.is_over(after)
                    and game.current_player(after) == 0):  # the interlude waits for seat 0's answer
                return record, str(action)
            state = after
            record = record.with_action(action)
    return None


def reviewed_replay(game_name: str, players: int, seed: int) -> Any:
    """The reviewed replay of the end of a bot game (``review.sample``: a real review, quick,
    computed once per process), its review kept beforehand so the tour opens it at once, as
    the app does a kept review; shown at the seat's costliest decision (else its first)."""
    from ..review.kept import keep
    from ..review.sample import SAMPLE_PLAYOUTS, sample_review
    from .table.review_open import review_replay

    record, judged = sample_review(game_name, players, seed)
    keep(record, judged)
    costly = sorted(judged.decisions, key=lambda d: (not d.marked, -d.drop))
    replay = review_replay(record, seats(players), start=costly[0].move - 1 if costly else 0)
    replay.review_playouts = SAMPLE_PLAYOUTS
    return replay


def open_table(app: App, record: GameRecord) -> Scene:
    match = Match.from_record(record, seats(record.num_players), bot_delay=0.0, worker=InlineBotWorker(),
                              autosave=False)
    table = app.open_table(match)
    assert not isinstance(table, str), table
    app.scenes.push(table)
    run(app, 2)
    return table


def saves_with_waiting_games(app: App, names: tuple[str, ...], seed: int) -> Iterator[str]:
    """Saved games with three games left unfinished (three games, the tour's first) and a kept
    copy, then the words said before that copy is played on; the files go afterwards."""
    from ..save_files import read_entry
    from .scenes.saves import OpenCopyScene, SavedGamesScene

    games = list(dict.fromkeys([*names, *playable_games()]))[:3]
    written = []
    for index, name in enumerate(games):
        players = min(3, GAMES[name].player_counts.stop - 1)
        match = Match.from_record(mid_game(name, players, seed + index, moves=4 + 3 * index), seats(players),
                                  bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
        path = storage.autosave_path(name)
        match.save(path)
        stamp = 1_700_000_000 + 60 * index
        os.utime(path, (stamp, stamp))
        written.append(path)
        if index == 0:
            copy = match.save_as()
            if not isinstance(copy, str):
                written.append(copy)
        match.close()
    saves = SavedGamesScene(app)
    app.scenes.push(saves)
    run(app)
    yield "saves_waiting"
    entry = read_entry(written[1])
    if not isinstance(entry, str):
        app.scenes.push(OpenCopyScene(app, entry))
        run(app)
        yield "open_copy"
    app.scenes.pop_to_root()
    for path in written:
        path.unlink(missing_ok=True)


def set_positions(game_name: str) -> list[tuple[str, int, str]]:
    """Positions a game asks the tour to show besides its mid-game tables (label, players,
    position text): the crowded moments random play rarely stops at. Its catalogue entry
    names them (``tour_positions``)."""
    path = catalogue.entry(game_name).tour_positions
    return list(catalogue.load(path)()) if path else []


def open_position(app: App, game_name: str, players: int, position: str) -> Scene:
    match = Match.from_position(game_name, seats(players), position, bot_delay=0.0, worker=InlineBotWorker(),
                                autosave=False)
    table = app.open_table(match)
    assert not isinstance(table, str), table
    app.scenes.push(table)
    run(app, 2)
    return table


SAMPLE_NOTICES = "\n".join(
    [f"{i}. A bundled library {i}  (a licence)" for i in range(1, 40)]
    + ["", "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and "
       "associated documentation files, to deal in the Software without restriction.",
       "See https://example.org/" + "a-very-long-address-without-any-space-" * 6, "\tindented by a tab", ""] * 40)
"""Notices as long as a download's, with lines longer than the box and a word longer than a line
(from source the About screen has only a sentence to show)."""


def about_screens(app: App) -> Iterator[str]:
    """The About screen with long notices, scrolled into them, and with a failure sentence."""
    from .scenes.about import AboutScene

    about = AboutScene(app, SAMPLE_NOTICES)
    app.scenes.push(about)
    run(app)
    yield "about"
    about.say("Could not open " + str(about.folder) + ": the file browser is not installed "
              "(this sentence is long enough to take a second line on a small window).")
    if about.notices is not None:
        about.notices.scroll_to(45)
    run(app)
    yield "about_message"
    app.scenes.pop_to_root()


def walk(app: App, games: tuple[str, ...] | None = None, seed: int = 12, moments: bool = False,
         learn: bool = False) -> Iterator[str]:
    """Show every scene in turn; yields its name while it is on top (the caller looks).

    With ``moments`` each mid-game table is also put through what appears for a moment
    (hover, drag, refusal, toast, hint, keyboard focus: ``table/moments.py``); with ``learn``,
    every step of each guided game and its finish (``learn_tour.py``)."""
    from ..replay import ReplayMatch
    from .scene import Pop
    from .scenes.confirm import ConfirmScene
    from .scenes.daily import DailyScene
    from .scenes.menu import MenuScene
    from .scenes.results import ResultsScene
    from .scenes.rules import RulesScene
    from .scenes.saves import SavedGamesScene
    from .scenes.settings import SettingsScene
    from .scenes.setup import SetupScene
    from .scenes.size_preview import SizePreviewScene
    from .scenes.stats import StatsScene

    names = games or tuple(playable_games())
    app.start(MenuScene(app))
    run(app, 2)
    yield "menu"
    pushed: list[tuple[str, Callable[[], Scene]]] = [("settings", lambda: SettingsScene(app)),
                                                      ("size_preview", lambda: SizePreviewScene(app)),
                                                      ("saves", lambda: SavedGamesScene(app)),
                                                      ("daily", lambda: DailyScene(app))]
    for name in names:
        pushed.append((f"setup_{name}", partial(SetupScene, app, name)))
        pushed.append((f"rules_{name}", partial(RulesScene, app, name)))
    pushed.append(("confirm", lambda: ConfirmScene(app, "Leave this game?", "It is saved: you can go on later.",
                                                   "Leave", "Stay", Pop())))
    for label, make in pushed:
        app.scenes.push(make())
        run(app)
        yield label
        app.scenes.pop_to_root()
    yield from about_screens(app)
    yield from saves_with_waiting_games(app, names, seed)
    for index, name in enumerate(names):
        counts = GAMES[name].player_counts
        for players in sorted({counts.start, counts.stop - 1}):
            table = open_table(app, mid_game(name, players, seed + index, moves=3 * players))
            yield f"table_{name}_{players}p"
            if moments:
                for moment in table_moments(app, table):  # type: ignore[arg-type]
                    yield f"{moment}_{name}_{players}p"
                app.scenes.pop_to_root()
                table = open_table(app, mid_game(name, players, seed + index, moves=3 * players))
            if players == counts.start:
                app.scenes.push(PauseScene(app, name, table.match))  # type: ignore[attr-defined]
                run(app)
                yield f"pause_{name}"
                app.scenes.pop()
            app.scenes.pop_to_root()
            ending = before_interlude(name, players, seed + index)
            if ending is not None:
                table = open_table(app, ending[0])
                table.moves.try_action(table.match.game.parse_action(ending[1]))  # type: ignore[attr-defined]
                run(app, 2)
                if isinstance(app.scenes.top, EndingConfirm):  # a move that cannot be undone asks first
                    yield f"ask_{name}_{players}p"
                    app.scenes.top.answer(True)
                    run(app, 4)  # the summary opens, then its buttons settle
                if app.scenes.top is not table and not isinstance(app.scenes.top, ResultsScene):
                    yield f"summary_{name}_{players}p"
                app.scenes.pop_to_root()
            asking = interlude_that_asks(name, players, seed + index) if players == counts.start else None
            if asking is not None:  # an interlude that asks seat 0 something (a chip to give back), then its answer
                table = open_table(app, asking[0])
                table.moves.try_action(table.match.game.parse_action(asking[1]))  # type: ignore[attr-defined]
                run(app, 2)
                if isinstance(app.scenes.top, EndingConfirm):
                    app.scenes.top.answer(True)
                    run(app, 4)
                if app.scenes.top is not table and not isinstance(app.scenes.top, ResultsScene):
                    yield f"summary_asks_{name}_{players}p"
                    later = getattr(app.scenes.top, "later_moment", None)
                    if callable(later) and (moment := later()):
                        run(app, 4)
                        yield f"summary_{moment}_{name}_{players}p"
                app.scenes.pop_to_root()
        for label, players, position in set_positions(name):
            open_position(app, name, players, position)
            yield label
            app.scenes.pop_to_root()
        most = counts.stop - 1  # the long name is at the table: it must end in an ellipsis there too
        match = Match.from_record(finished(name, most, seed + index), seats(most),
                                  bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
        # with the final table's picture, as a game played to its end has: its "See the table" button shows
        app.scenes.push(ResultsScene(app, match, [s.name for s in match.seats], pygame.Surface(app.size)))
        run(app, 2)
        yield f"results_{name}"
        app.scenes.pop_to_root()
        replay = ReplayMatch.of(match.record, match.seats)  # at the deal, as Watch opens it
        watched = app.open_table(replay)
        assert not isinstance(watched, str), watched
        app.scenes.push(watched)
        run(app, 2)
        yield f"replay_{name}"
        app.scenes.pop_to_root()
        review = app.open_table(reviewed_replay(name, counts.start, seed + index))
        assert not isinstance(review, str), review
        app.scenes.push(review)
        run(app, 3)
        yield f"review_{name}"
        app.scenes.pop_to_root()
        if learn:
            yield from guided_steps(app, name)  # a picture per step of its guided game, if it has one
    for name in names:  # last: a game counted ends the first-game tips the tables above show
        storage.record_game(name, won=True, score=3, level="easy")
    app.scenes.push(StatsScene(app))
    run(app)
    yield "stats"
    app.scenes.pop_to_root()


FLAGS = ("--colour-blind", "--deuteranopia", "--moments", "--learn", "--phones")
"""The options without a value."""


def argument_problem(argv: list[str]) -> str | None:
    """Why ``argv`` cannot run a tour, in a sentence (an unknown option, a size that is not
    WIDTHxHEIGHT, a game or language we do not have); None when it can."""
    from ..rules.languages import known

    for arg in argv[1:] if argv and not argv[0].startswith("-") else argv:
        option, _, value = arg.partition("=")
        if arg in FLAGS:
            continue
        if option == "--sizes":
            parts = [part.split("x") for part in value.split(",")]
            if not all(len(part) == 2 and all(n.isdigit() and int(n) > 0 for n in part) for part in parts):
                return f"{arg}: each size is WIDTHxHEIGHT in pixels, such as 1280x720"
        elif option == "--factors":
            try:
                if not all(0 < float(n) <= 4 for n in value.split(",")):
                    raise ValueError(value)
            except ValueError:
                return f"{arg}: each factor is a number such as 0.9, 1.0 or 1.5"
        elif option == "--games":
            unknown = [name for name in value.split(",") if name not in GAMES]
            if unknown:
                return f"{arg}: no game called {', '.join(unknown)} (the games: {', '.join(GAMES)})"
        elif option == "--language":
            unknown = [code for code in value.split(",") if not known(code)]
            if unknown:
                return f"{arg}: no language {', '.join(unknown)}"
        elif option == "--seed":
            if not value.lstrip("-").isdigit():
                return f"{arg}: the seed is a whole number"
        else:
            return f"unknown option {arg!r}"
    return None


def main(argv: list[str]) -> int:
    from . import access
    from .app import use_headless_drivers
    from .layout_check import problems, recording

    if any(arg in ("-h", "--help") for arg in argv):
        print(__doc__)
        return 0
    problem = argument_problem(argv)
    if problem is not None:
        print(f"layout_tour: {problem}. See python -m llamagames.ui.layout_tour --help", file=sys.stderr)
        return 2
    use_headless_drivers()
    out = Path(argv[0]) if argv and not argv[0].startswith("--") else None
    sizes = list(SIZES)
    factors = [1.0]
    games = None
    for arg in argv:
        if arg.startswith("--sizes="):
            sizes = [tuple(int(n) for n in part.split("x")) for part in arg[8:].split(",")]  # type: ignore[misc]
        if arg.startswith("--factors="):
            factors = [float(n) for n in arg[10:].split(",")]
        if arg.startswith("--games="):
            games = tuple(arg[8:].split(","))
    if out:
        out.mkdir(parents=True, exist_ok=True)
    total = 0
    cb = "--colour-blind" in argv
    languages = next((arg[11:] for arg in argv if arg.startswith("--language=")), "en").split(",")
    seed = int(next((arg[7:] for arg in argv if arg.startswith("--seed=")), "12"))
    counts: list[tuple[str, int, int]] = []
    with recording():
        for size, factor, language in ((z, f, lang) for lang in languages for z in sizes for f in factors):
            tag = f"{size[0]}x{size[1]}_{round(factor * 100)}" + ("" if language == "en" else f"_{language}")
            pictures = found_here = 0
            for name, app in tour(size, factor, cb, language, games, seed, moments="--moments" in argv,
                                  learn="--learn" in argv, phones="--phones" in argv):
                found = problems(app) + guide_problems(app) + phone_problems(app)
                total += len(found)
                pictures += 1
                found_here += len(found)
                print(f"{name} {tag}: {len(found)} problem(s)")
                for line in found[:12]:
                    print("   ", line)
                if out:
                    app.draw()
                    pygame.image.save(app.surface, str(out / f"{name}_{tag}.png"))
                    if "--deuteranopia" in argv:
                        seen = access.simulate(app.surface)
                        pygame.image.save(seen, str(out / f"{name}_{tag}_deuteranopia.png"))
            counts.append((f"{size[0]}x{size[1]} {round(factor * 100)}% {language}", pictures, found_here))
    for label, pictures, found_here in counts:
        print(f"tour {label}: {pictures} pictures, {found_here} problem(s)")
    print(f"{total} problem(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
