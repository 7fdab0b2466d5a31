"""Pictures of the results charts and the statistics screen for review
(``python -m llamagames.ui.delight_shots DIR``), at the sizes the issue names.

Finished games are played by the engines' own bots from a seed and replayed into a match,
so each picture is the same for a seed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .. import bots, catalogue, storage
from ..bot_worker import InlineBotWorker
from ..match import Match
from ..rules import GAMES
from ..rules.core import GameRecord
from ..seats import SeatConfig

SIZES = ((960, 600), (1024, 640), (1280, 800), (1920, 1080))


def finished_match(game_name: str, seats: Sequence[SeatConfig], seed: int, level: str = "easy") -> Match:
    """A match already played to its end by ``level`` bots for every seat (no autosave)."""
    game = GAMES[game_name]
    state = game.new_game(len(seats), seed)
    record = GameRecord(game_name, len(seats), seed, {})
    players = [bots.make(game_name, level, seed + seat) for seat in range(len(seats))]
    while not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None
        action = players[seat].choose(game.observation(state, seat), game.legal_actions(state))
        state = game.apply(state, action)
        record = record.with_action(action)
    record = GameRecord(game_name, len(seats), seed, dict(game_options(game_name)), record.actions)
    return Match.from_record(record, seats, worker=InlineBotWorker(), autosave=False, bot_delay=0.0)


def game_options(game_name: str) -> dict[str, Any]:
    return {option.key: option.default for option in GAMES[game_name].options}


def seats_for(count: int) -> list[SeatConfig]:
    names = ["You", "Ana", "Bruno", "Carla", "Diego", "Elena"]
    levels = ["easy", "normal", "hard"]
    return [SeatConfig("human", names[0])] + [SeatConfig("bot", names[i], levels[i % 3]) for i in range(1, count)]


def shoot(folder: Path) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault(storage.HOME_ENV, tempfile.mkdtemp(prefix="delight-"))
    from .app import App
    from .scenes.results import ResultsScene
    from .scenes.stats import StatsScene

    folder.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    app = App((1280, 800), settings=storage.Settings(animation_speed="normal"), persist_settings=False,
              bot_worker=InlineBotWorker, bot_delay=0.0)
    # Every game at a few player counts and seeds (the first game, L.L.A.M.A., twice: 6 and 3).
    names = [game.name for game in catalogue.games()]
    pictured = ((6, 3), (3, 5), (4, 2), (5, 1), (2, 4))
    for game_name, (count, seed) in zip([names[0], *names], pictured):
        count = min(max(count, GAMES[game_name].player_counts.start), GAMES[game_name].player_counts.stop - 1)
        match = finished_match(game_name, seats_for(count), seed)
        for size in SIZES:
            app.resize(size)
            scene = ResultsScene(app, match, [seat.name for seat in match.seats])
            app.scenes.clear()
            app.start(scene)
            for _ in range(40):
                app.frame(1 / 60, [])
            path = folder / f"results_{game_name}{count}_{size[0]}x{size[1]}.png"
            app.screenshot(str(path))
            saved.append(path)
    stats = storage.Statistics()
    for index in range(30):
        game = names[index % len(names)]
        stats.record(game, ("easy", "normal", "hard")[index % 3], won=index % 5 < 2, score=10 + index % 17,
                     lower_is_better=catalogue.entry(game).lower_is_better)
    for label, data in (("empty", storage.Statistics()), ("full", stats)):
        storage.save_statistics(data)
        for size in SIZES:
            app.resize(size)
            app.scenes.clear()
            app.start(StatsScene(app))
            app.frame(1 / 60, [])
            path = folder / f"stats_{label}_{size[0]}x{size[1]}.png"
            app.screenshot(str(path))
            saved.append(path)
    app.scenes.clear()
    return saved


if __name__ == "__main__":
    for picture in shoot(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/delight")):
        print(picture)
