"""Every way of showing a game keeps a human's hidden holdings hidden, walked from the menu.

The rule (``llamagames/secrecy.py``): at a shared screen a human's hand, and the cards a
private swap gave them, are seen only by that human behind the hot-seat cover until the game
is over. The test does not list the paths: it walks the app. From the menu it presses every
kind of button on every screen it reaches (and Esc), and goes on from every screen that holds
the game (a scene whose attributes hold its ``Match``, ``GameRecord`` or ``SaveEntry``, or a
scene over one), so a new screen or a new button that shows a match is walked as soon as it
exists. The one door it never opens is the hot-seat cover itself: behind it the human alone
sees their own hand.

What a watcher sees must not depend on what they may not know. Each game is set up twice,
as twins that differ only in the hidden holdings of the two humans (the bot's own cards, the
table and the moves are the same: the twin is the rules' ``determinize`` of the bot's
observation). Each path is walked in both, and after every step the window's pixels, every
word and tooltip of its widgets, the window's title, whatever was printed, and every file
written outside the saves folder must be the same in the two. A hand drawn face up, a card
named in a line of text or a tooltip, a file name or a log line that carries one: each makes
the twins differ, and the test names the path and what differed.
"""

from __future__ import annotations

import json
import random
import re
import shutil
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

from llamagames import bot_worker, storage
from llamagames.bot_worker import InlineBotWorker
from llamagames.bots import explain
from llamagames.match import Match
from llamagames.rules import GAMES
from llamagames.rules.core import GameRecord, watched_observation
from llamagames.save_files import SaveEntry
from llamagames.seats import SeatConfig
from llamagames.ui.app import App
from llamagames.ui.scene import Scene
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.table.cover import HotSeatCover

from .conftest import FRAME, click

ANA, PACA, BEN = 0, 1, 2
HOT_SEAT = [SeatConfig("human", "Ana"), SeatConfig("bot", "Paca", "easy"), SeatConfig("human", "Ben")]
HUMANS = (ANA, BEN)
DEPTH = 5
"""Steps from the menu: menu, Saved games, Keep a copy, Watch the copy, and one step more."""
SETTLE = 3
"""Frames after each step (animations are instant)."""
SAVED_AT = "2026-12-01 10:00"
ESCAPE = "Esc"
KEYS = {ESCAPE: pygame.K_ESCAPE, "Tab": pygame.K_TAB}
"""Keys pressed on every screen besides its buttons: Esc (the way a player left the cover for
Saved games), and Tab (the keyboard's focus names what it lands on)."""
TABS = 8
"""Tab is pressed this many times in a row, the window looked at after each."""
SIZE = (1024, 640)


def settings() -> storage.Settings:
    return storage.Settings(animation_speed="instant")


# -- the twins ------------------------------------------------------------------------------


def hidden(state: Any) -> list[Counter[Any]]:
    """The humans' hands, as multisets."""
    return [Counter(state.hands[seat]) for seat in HUMANS]


def twin_of(game_name: str, state: Any, then: Any = None, real_end: Any = None) -> str:
    """``state`` with the humans' hidden holdings dealt again from what the bot cannot see (the
    seed of the shuffles to come kept, so that a new deal or a shuffled discard is the same), as
    the game's position text. ``then`` (twin -> twin after the moves both will play) and
    ``real_end`` (the real game after them): the twin must accept those moves and end with the
    humans' hands still other than the real ones, and nothing else the bot sees changed."""
    game = GAMES[game_name]
    text = game.state_to_text(state)
    end = state if real_end is None else real_end
    for attempt in range(50):
        twin = game.determinize(game.observation(state, PACA), random.Random(attempt))
        twin_text = game.state_to_text(twin)
        twin_text = twin_text[:twin_text.rindex("| seed ")] + text[text.rindex("| seed "):]
        twin = game.state_from_text(twin_text)
        try:
            twin_end = twin if then is None else then(twin)
        except ValueError:  # a move the twin's hands do not allow (IllegalActionError is one)
            continue
        if (all(a != b for a, b in zip(hidden(end), hidden(twin_end)))
                and game.observation(twin_end, PACA) == game.observation(end, PACA)):
            return twin_text
    raise AssertionError("no twin with other hands for both humans")


def llama_mid_round() -> tuple[str, str, tuple[str, ...]]:
    """A L.L.A.M.A. round a few moves in with everyone still in it, then three moves played in
    both twins (a human's draw among them: the move log must not name the card)."""
    game = GAMES["llama"]
    for seed in range(1, 100):
        state, rng = game.new_game(3, seed), random.Random(seed)
        for _ in range(4):
            state = game.apply(state, rng.choice([a for a in game.legal_actions(state) if str(a) != "quit"]))
        twin = game.state_from_text(twin_of("llama", state))
        moves: list[str] = []
        real, other = state, twin
        while len(moves) < 3:
            common = [str(a) for a in game.legal_actions(real) if str(a) in {str(b) for b in game.legal_actions(other)}]
            if game.current_player(real) == PACA:  # the bot plays a card: a draw would differ in the twins
                text = next((c for c in common if c.startswith("play")), "")
            else:
                text = "draw" if "draw" in common else common[0]
            if not text:
                break
            moves.append(text)
            real, other = game.apply(real, game.parse_action(text)), game.apply(other, game.parse_action(text))
        if (len(moves) == 3 and not any(real.quit) and "draw" in moves and hidden(real) != hidden(other)
                and game.observation(real, PACA) == game.observation(other, PACA)):
            return game.state_to_text(state), game.state_to_text(twin), tuple(moves)
    raise AssertionError("no round with everyone in it")


def llamagedon_block_window() -> tuple[str, str, tuple[str, ...]]:
    """A Llamagedón Block window asking a human, a few moves after a Swap between Ana and Ben
    gave each a card of the other in private; the twins start before that Swap and play the
    same moves to the window (the move log tells the swaps)."""
    game = GAMES["llamagedon"]
    state, rng = game.new_game(3, 9), random.Random(9)
    states, moves = [state], []
    swap, resolved = None, False
    while not (resolved and state.phase.value == "block" and game.current_player(state) in HUMANS):
        current = game.current_player(state)
        action = rng.choice(list(game.legal_actions(state)))
        if swap is None and str(action).startswith("swap") and {current, int(str(action).split()[1])} == set(HUMANS):
            swap = len(moves)
        state = game.apply(state, action)
        states.append(state)
        moves.append(str(action))
        resolved = resolved or (swap is not None and state.phase.value == "main")
    assert swap is not None and len(moves) < 400
    start = states[swap]
    twin_text = twin_of("llamagedon", start, lambda twin: play_all(game, twin, moves[swap:]), state)
    return game.state_to_text(start), twin_text, tuple(moves[swap:])


def play_all(game: Any, state: Any, moves: list[str]) -> Any:
    for text in moves:
        state = game.apply(state, game.parse_action(text))
    return state


SCENES = {"llama mid-round": ("llama", llama_mid_round),
          "llamagedon mid-Block-window": ("llamagedon", llamagedon_block_window)}


def save_twin(home: Path, game_name: str, start: str, moves: tuple[str, ...]) -> None:
    """The twin's game as the waiting game of ``home``, saved as the app saves it (the time of
    saving fixed, so that the twins' rows read the same)."""
    record = GameRecord(game_name, len(HOT_SEAT), 0, {}, moves, start)
    match = Match.from_record(record, HOT_SEAT, bot_delay=0.0, worker=InlineBotWorker())
    assert not match.is_over()
    match.autosave()
    match.close()
    path = storage.autosave_path(game_name)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["saved_at"] = SAVED_AT
    storage.write_json(path, data, data["version"])


# -- what the window shows ------------------------------------------------------------------


def buttons(app: App) -> list[tuple[str, Any]]:
    """The buttons a player can press now, each with its kind (its object id without the row
    number: a screen's rows of one kind are walked once) and in a fixed order."""
    found = [el for el in app.ui.get_sprite_group().sprites()
             if isinstance(el, pygame_gui.elements.UIButton) and el.visible and el.is_enabled and el.alive()]
    found.sort(key=lambda b: (b.most_specific_combined_id, b.rect.y, b.rect.x))
    return [(re.sub(r"\d+", "", b.most_specific_combined_id), b) for b in found]


def words(app: App) -> list[str]:
    """Every text and tooltip of the widgets on screen, and the window's title."""
    said = [" / ".join(pygame.display.get_caption())]
    for el in app.ui.get_sprite_group().sprites():
        if not el.visible:
            continue
        for name in ("text", "html_text", "tool_tip_text"):
            value = getattr(el, name, None)
            if isinstance(value, str) and value:
                said.append(f"{el.most_specific_combined_id} {name}: {value}")
    return sorted(said)


def holds_the_game(scene: Scene, starts: frozenset[str], depth: int = 0) -> bool:
    """Whether ``scene`` shows something of the twins' game: it keeps a saved game's entry, or
    a match or a record that starts where the twins do (``starts``), or is an overlay over a
    scene that does. A lesson's table keeps a match of its own, dealt from no saved game: it
    cannot show the twins' hands, so the walk looks at it but does not go on from it."""
    for value in vars(scene).values():
        for item in value if isinstance(value, (list, tuple)) else (value,):
            if isinstance(item, SaveEntry):
                return True
            record = item.record if isinstance(item, Match) else item if isinstance(item, GameRecord) else None
            if record is not None and record.start in starts:
                return True
            if depth == 0 and isinstance(item, Scene) and item is not scene and holds_the_game(item, starts, 1):
                return True
    return False


@dataclass
class Moment:
    """What the window showed after one press of a path."""

    step: str
    pixels: bytes
    words: list[str]
    size: tuple[int, int]

    def picture(self) -> pygame.Surface:
        """The window as it was (made again from the pixels only when a difference is shown)."""
        return pygame.image.frombytes(self.pixels, self.size, "RGB")


@dataclass
class Seen:
    """One twin after one path: what it showed on the way and what it left behind."""

    stack: tuple[str, ...]
    kinds: tuple[str, ...]
    moments: list[Moment]
    files: dict[str, bytes]
    printed: str

    def differences(self, other: Seen, pictures: Path) -> list[str]:
        found = []
        if self.stack != other.stack:
            found.append(f"screens {self.stack} / {other.stack}")
        if self.kinds != other.kinds:
            found.append(f"buttons {self.kinds} / {other.kinds}")
        for mine, theirs in zip(self.moments, other.moments):
            if mine.words != theirs.words:
                found.append(f"words after {mine.step}: {sorted(set(mine.words) ^ set(theirs.words))[:6]}")
            if mine.pixels != theirs.pixels:
                found.append(f"pixels after {mine.step}")
                pygame.image.save(mine.picture(), str(pictures / "real.png"))
                pygame.image.save(theirs.picture(), str(pictures / "twin.png"))
            if found:
                break
        if self.files != other.files:
            changed = sorted(k for k in set(self.files) | set(other.files) if self.files.get(k) != other.files.get(k))
            found.append(f"files outside the saves folder {changed}")
        if self.printed != other.printed:
            found.append(f"printed {self.printed[-200:]!r} / {other.printed[-200:]!r}")
        return found


def outside_saves(home: Path) -> dict[str, bytes]:
    saves = home / "saves"
    return {str(path.relative_to(home)): path.read_bytes() for path in sorted(home.rglob("*"))
            if path.is_file() and saves not in path.parents}


class Walker:
    """Walks paths of button presses from the menu in one twin's user folder."""

    def __init__(self, app: App, home: Path, capfd: Any) -> None:
        self.app, self.home, self.capfd = app, home, capfd

    def reset(self, snapshot: Path) -> None:
        """The app as it opens (its settings too: a path may have switched the sound off), on
        the twin's user folder."""
        app = self.app
        app.scenes.clear()
        app.running, app.scenes.quit_requested, app.scenes.message = True, False, ""
        app.settings = settings()
        if app.size != SIZE:
            app.resize(SIZE)
        app.apply_preferences()
        shutil.rmtree(self.home, ignore_errors=True)
        shutil.copytree(snapshot, self.home)
        random.seed(0)
        self.capfd.readouterr()

    def walk(self, snapshot: Path, path: tuple[str, ...]) -> Seen | None:
        """Press ``path`` from the menu; what the window showed after each press (None: the
        path is gone, the app closed or a button is not there)."""
        self.reset(snapshot)
        app = self.app
        app.start(MenuScene(app))
        app.frame(FRAME, [])
        moments: list[Moment] = []
        for step in path:
            for _ in range(TABS if step == "Tab" else 1):
                if step in KEYS:
                    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=KEYS[step], mod=0, unicode="",
                                                         scancode=0)])
                else:
                    button = dict(buttons(app)).get(step)
                    if button is None:
                        return None
                    click(app, button.rect.center)
                for _ in range(SETTLE):
                    if not app.running or not app.scenes.stack:
                        return None
                    app.frame(FRAME, [])
                moments.append(Moment(step, pygame.image.tobytes(app.surface, "RGB"), words(app), app.surface.get_size()))
        if not app.running or not app.scenes.stack:
            return None
        printed = self.capfd.readouterr()
        return Seen(tuple(type(scene).__name__ for scene in app.scenes.stack), tuple(k for k, _ in buttons(app)),
                    moments or [Moment("the menu", pygame.image.tobytes(app.surface, "RGB"), words(app),
                                       app.surface.get_size())],
                    outside_saves(self.home), printed.out + printed.err)

    def next_steps(self) -> list[str]:
        """What to press next: the keys and one button of each kind; at the hot-seat cover only
        Esc (any other key or click there hands the laptop to its human)."""
        top = self.app.scenes.top
        if isinstance(top, HotSeatCover):
            return [ESCAPE]
        kinds: list[str] = []
        for kind, _ in buttons(self.app):
            if kind not in kinds:
                kinds.append(kind)
        return list(KEYS) + kinds


def walk_every_path(app: App, home: Path, snapshots: tuple[Path, Path], starts: frozenset[str], capfd: Any,
                    pictures: Path) -> Iterator[tuple[tuple[str, ...], tuple[str, ...], list[str]]]:
    """Breadth first from the menu: each screen reached (once per set of screens and buttons),
    with the twins' differences there."""
    walker = Walker(app, home, capfd)
    seen: set[tuple[tuple[str, ...], tuple[str, ...]]] = set()
    frontier: list[tuple[str, ...]] = [()]
    while frontier:
        path = frontier.pop(0)
        real = walker.walk(snapshots[0], path)
        if real is None:
            continue
        expand = not path or holds_the_game(app.scenes.top, starts)
        steps = walker.next_steps()
        twin = walker.walk(snapshots[1], path)
        assert twin is not None, f"{path} closed the app in one twin only"
        differences = real.differences(twin, pictures)
        yield path, real.stack, differences
        signature = (real.stack, tuple(sorted(set(real.kinds))))
        if signature in seen or len(path) >= DEPTH or not expand:
            continue
        seen.add(signature)
        frontier += [path + (step,) for step in steps]


@pytest.mark.slow(seconds=15)
@pytest.mark.parametrize("scene", list(SCENES))
def test_no_path_shows_a_humans_hidden_holdings_before_the_game_ends(scene: str, tmp_path: Path, capfd: Any,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # The Hint button's search at the normal level, not the hard one: what is tested is that the
    # hint is worked out from the viewer's observation (the twins' hands must not change it),
    # which holds at any strength; the hard bot's budget cost about a tenth of the walk.
    monkeypatch.setattr(bot_worker, "suggest", lambda *args, **kwargs: explain.suggest(*args, **kwargs, level="normal"))
    game_name, make = SCENES[scene]
    real_start, twin_start, moves = make()
    home = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    snapshots = (tmp_path / "real", tmp_path / "twin")
    for snapshot, start in zip(snapshots, (real_start, twin_start)):
        shutil.rmtree(home, ignore_errors=True)
        save_twin(home, game_name, start, moves)
        shutil.copytree(home, snapshot)
    app = App(SIZE, settings=settings(), persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    walked: list[tuple[str, ...]] = []
    try:
        for path, stack, differences in walk_every_path(app, home, snapshots, frozenset((real_start, twin_start)), capfd, tmp_path):
            walked.append(stack)
            assert not differences, (f"{scene}: after {' > '.join(path) or 'the menu'} ({' > '.join(stack)}) the twins "
                                     f"differ in {'; '.join(differences)}: something of a hidden hand shows "
                                     f"(pictures in {tmp_path})")
    finally:
        app.scenes.clear()
    screens = {name for stack in walked for name in stack}
    # The walk reached the ways in: Saved games, a kept copy played on, the table itself.
    assert {"SavedGamesScene", "OpenCopyScene", "TableScene"} <= screens, screens


# -- the other direction: a bot sees its observation only -------------------------------------


class RecordingWorker(InlineBotWorker):
    """Thinks inline and keeps what each bot was handed."""

    def __init__(self) -> None:
        super().__init__()
        self.handed: list[tuple[int, Any, tuple[str, ...]]] = []

    def submit(self, game_name: str, level: str, seed: int, observation: Any, legal_actions: Any,
               iterations: int | None = None) -> Any:
        self.handed.append((seed, observation, tuple(str(a) for a in legal_actions)))
        return super().submit(game_name, level, seed, observation, legal_actions, iterations)


@pytest.mark.parametrize("scene", list(SCENES))
def test_a_bot_is_handed_its_own_observation_and_nothing_of_the_humans_hands(scene: str) -> None:
    """The twins' bot is handed the same thing in both (it cannot tell the humans' hands apart),
    and that is the rules' observation of its seat over the moves it watched."""
    game_name, make = SCENES[scene]
    game = GAMES[game_name]
    real_start, twin_start, moves = make()
    workers = (RecordingWorker(), RecordingWorker())
    matches = [Match.from_record(GameRecord(game_name, len(HOT_SEAT), 0, {}, moves, start), HOT_SEAT,
                                 bot_delay=0.0, worker=worker) for start, worker in zip((real_start, twin_start), workers)]
    checked = 0
    for _ in range(60):
        real, twin = matches
        if real.is_over() or checked:
            break  # after its first move the bot may hold other cards: the twins' decks differ
        if real.is_human_turn():
            other = {str(a) for a in twin.legal_actions()}
            common = [str(a) for a in real.legal_actions() if str(a) in other]
            text = next((c for c in common if c in ("draw", "let", "pass")), common[0])
            for match in matches:
                match.play(text)
            continue
        seat = real.current_seat()
        assert seat == PACA
        watched = [watched_observation(game, match.history, seat) for match in matches]
        for match in matches:
            match.update(1.0)
        (seed_a, seen_a, legal_a), (seed_b, seen_b, legal_b) = (worker.handed[-1] for worker in workers)
        assert seen_a == seen_b and legal_a == legal_b and seed_a == seed_b, "the bot could tell the twins apart"
        assert seen_a == watched[0] and seen_b == watched[1], "the bot was handed more than its seat's view"
        assert real.record.actions[-1] == twin.record.actions[-1]
        checked += 1
    for match in matches:
        match.close()
    assert checked >= 1, "the bot was asked"
