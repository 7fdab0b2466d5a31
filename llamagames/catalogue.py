"""The one place a game is registered: its rules, its bots, its table, its words and art.

Entries name modules by import path ("package.module:attribute") and files by
"package:relative/path" (a file beside that package), and nothing is imported here, so the
rules can read the catalogue without pulling in the UI, and the UI loads a table only when
it opens one. A game whose ``table`` is None is playable by bots and tests but not offered
in the menu.

Every reader asks :func:`games` or :func:`entry` at the time it needs a game, never a copy
made at import, so one new entry in ``CATALOGUE`` (see :func:`register`) is all a game needs.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

RGB = tuple[int, int, int]


POINT_UNITS = ("pt", "pts")
"""The score units of a game scored in points (the default): the menu then says "Best 8 points"."""


@dataclass(frozen=True)
class GameEntry:
    """Everything the collection needs to know to offer one game."""

    name: str
    rules: str
    """Import path of the game's rules object ("llamagames.rules.llama:LLAMA")."""
    table: str | None
    """Import path of its table design (a ``TableDesign``); None while the table is not finished."""
    win_rule: str
    """One line for the results screen: how this game is won."""
    bots: str = ""
    """Import path of its bots' heuristics (a ``bots.GameAI``); "" for generic search bots."""
    score_units: tuple[str, str] = POINT_UNITS
    """How the results screen names one and several of the game's scores."""
    how_to_play: str = ""
    """The how-to-play page: "package:file.txt" (its translations in ``<code>/file.txt`` beside
    it); "" for ``ui/rules_text/<name>.txt``."""
    felt: tuple[RGB, RGB] = ((58, 128, 84), (20, 58, 38))
    """The table felt: (centre colour, edge colour)."""
    icon: str = ""
    """The menu icon, "package:file.svg"; "" for ``assets/icons/game_<name>.svg``."""
    explain: str = ""
    """Import path of the bots' ``explain(observation, legal, action) -> Reason``; "" for none."""
    hints: str = ""
    """Import path of the module with the Hint button's sentences (``SENTENCES``: reason code
    -> English, and optionally ``variant(reason) -> code``); "" for the generic ones only."""
    pictures: str = ""
    """Import path of the how-to-play pictures (``PICTURES``: name -> painter); "" for none."""
    translations: str = ""
    """A folder "package:folder" of ``<code>.json`` translation files for the game's own words;
    "" when they live in ``llamagames/i18n/<code>/``."""
    tour_positions: str = ""
    """Import path of a function giving positions the layout tour shows besides its random
    mid-game tables: ``() -> [(label, players, position text)]``; "" for none."""
    interlude: str = ""
    """The event kind after which the table shows a summary before going on ("round_end");
    the layout tour stops there. "" for none."""
    shots: str = ""
    """Import path of ``(folder, size) -> [paths]``: pictures of the game's table for reviews,
    reached as a player reaches them (``python -m llamagames --screenshot DIR`` takes every
    game's, ``ui/i18n_shots`` in Japanese); "" for none."""
    lower_is_better: bool = False
    """Whether the lowest score leads (the results chart reads it while the game is not over)."""
    review_playouts: int = 60
    """Deals per estimate when the review judges a decision: chosen so a whole 4-player game's
    review fits its time (see the module docs of ``llamagames.review``)."""
    review_policy: str = ""
    """Import path of ``(game) -> policy(state, legal, rng)``: how every seat moves in the
    review's playouts, read from the full state (faster than building observations); "" for
    the normal bot on each seat's observation."""
    review_finish: str = ""
    """Import path of ``(game) -> finish(state, rng) -> final state``: a faster way to play a
    review's playout to the end; "" plays ``review_policy`` move by move."""
    review_timed: tuple[int, ...] = ()
    """Seeds of the whole 4-player bot games whose review ``bench --only review`` times (the
    slowest is reported): the games the review's time goals are set for; () for none."""
    review_marked: tuple[int, int, int, str] | None = None
    """The review's pictures (``ui/table/review_shots.py``): (seed, moves kept from the end,
    playouts, the opponent's level) of a 2-player sample in which the easy bot makes a mistake
    clear beyond the noise (found by reviewing seeds 1 to 6 in turn); None: not pictured."""
    review_sample_moves: int = 30
    """Moves a review sample (``review/sample.py``) keeps from the end of a bot game."""
    digest_moves: int | None = None
    """The digest follows a random game for at most this many moves (None: the digest's own
    ``MAX_MOVES``); shorter for a game whose observations are large."""
    lesson: str = ""
    """Import path of the game's guided first game (``learn.script.Lesson``); "" for none yet."""
    first_table: int = 3
    """How many sit at a new player's first real game (the player and easy bots), offered at a
    lesson's finish: three for each game today (every rulebook plays from 2; a rival alone makes
    a thin first table, many make a long first game). Clipped to the game's player counts."""
    phone: str = ""
    """Import path of the game's phone adapter (``phones.adapter.PhoneGame``: a seat played from
    a phone); "" for a game no phone plays."""
    pieces_kept_at_150: float = 0.9
    """The least share of their 100% size the table's pieces keep at 150% text on 1366x768
    (``python -m llamagames.ui.piece_sizes``); below 0.9 only with the reason beside it, 1.0
    where every piece keeps its whole size."""
    old_save_options: tuple[tuple[str, Any], ...] = ()
    """Options a match file of format version 2 or older lacks, added so that it replays as it
    was played (L.L.A.M.A.'s games were then dealt by the first shuffle)."""

    @property
    def playable(self) -> bool:
        return self.table is not None


_BUILT_IN = "llamagames.ui.games"

CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry(
        "llama",
        rules="llamagames.rules.llama:LLAMA",
        table="llamagames.ui.games.llama.table:TABLE",
        phone="llamagames.phones.games.llama:PHONE",
        lesson="llamagames.learn.lessons.llama:LESSON",
        bots="llamagames.bots.llama_ai:AI",
        win_rule="Fewest points wins once someone reaches 40.",
        felt=((58, 128, 84), (20, 58, 38)),
        explain="llamagames.bots.explain_llama:explain",
        hints=f"{_BUILT_IN}.llama.advice",
        translations=f"{_BUILT_IN}.llama:words",
        pictures=f"{_BUILT_IN}.llama.pictures:PICTURES",
        interlude="round_end",
        shots=f"{_BUILT_IN}.llama.shots:save",
        lower_is_better=True,
        review_playouts=300,
        review_policy="llamagames.bots.llama_search:review_policy",
        review_timed=(1, 2, 3),  # one round or several: three lengths
        review_marked=(1, 40, 300, "normal"),
        review_sample_moves=40,
        old_save_options=(("deal", 1),),
    ),
    GameEntry(
        "alpacas",
        rules="llamagames.rules.alpacas:ALPACAS",
        table="llamagames.ui.games.alpacas.table:TABLE",
        phone="llamagames.phones.games.alpacas:PHONE",
        lesson="llamagames.learn.lessons.alpacas:LESSON",
        bots="llamagames.bots.alpacas:AI",
        win_rule="Most points wins once someone reaches 18; a tie goes to the most treats.",
        felt=((104, 132, 60), (42, 62, 24)),
        explain="llamagames.bots.explain_alpacas:explain",
        hints=f"{_BUILT_IN}.alpacas.advice",
        translations=f"{_BUILT_IN}.alpacas:words",
        pictures=f"{_BUILT_IN}.alpacas.pictures:PICTURES",
        shots=f"{_BUILT_IN}.alpacas.shots:save_shots",
        review_playouts=60,
        review_policy="llamagames.bots.alpacas:review_policy",
        review_finish="llamagames.bots.alpacas:review_finish",
        review_marked=(1, 30, 100, "normal"),
        review_sample_moves=24,
        # The row and your board keep their whole 100% size at 150%: the toast's band above your
        # board gives way (a toast finds its own clear place), the log narrows to a strip beside
        # the row where the row needs the width, and the tip's column beside your board may be
        # a little narrower (more lines). They kept 91% before.
        pieces_kept_at_150=1.0,
    ),
    GameEntry(
        "llamagedon",
        rules="llamagames.rules.llamagedon:LLAMAGEDON",
        table="llamagames.ui.games.llamagedon.table:TABLE",
        phone="llamagames.phones.games.llamagedon:PHONE",
        lesson="llamagames.learn.lessons.llamagedon:LESSON",
        bots="llamagames.bots.llamagedon:AI",
        win_rule="Most shelters wins.",
        score_units=("shelter", "shelters"),
        felt=((44, 62, 112), (10, 15, 36)),
        explain="llamagames.bots.explain_llamagedon:explain",
        hints=f"{_BUILT_IN}.llamagedon.advice",
        translations=f"{_BUILT_IN}.llamagedon:words",
        pictures=f"{_BUILT_IN}.llamagedon.pictures:PICTURES",
        tour_positions=f"{_BUILT_IN}.llamagedon.shots:tour_positions",
        shots=f"{_BUILT_IN}.llamagedon.shots:save",
        review_playouts=150,
        review_marked=(3, 40, 150, "normal"),
    ),
    GameEntry(
        "llamaland",
        rules="llamagames.rules.llamaland:LLAMALAND",
        table="llamagames.ui.games.llamaland.table:TABLE",
        lesson="llamagames.learn.lessons.llamaland:LESSON",
        phone="llamagames.phones.games.llamaland:PHONE",
        bots="llamagames.bots.llamaland_search:AI",
        win_rule="Most points wins; a tie goes to the most llama-card points.",
        felt=((160, 96, 58), (62, 32, 18)),
        explain="llamagames.bots.explain_llamaland:explain",
        hints=f"{_BUILT_IN}.llamaland.advice",
        translations=f"{_BUILT_IN}.llamaland:words",
        pictures=f"{_BUILT_IN}.llamaland.pictures:PICTURES",
        interlude="game_over",
        review_playouts=10,
        review_finish="llamagames.bots.llamaland_search:review_finish",
        review_timed=(3,),  # always long (about 250 moves)
        # An easy bot never has a chance against a normal one, so nothing it does can cost it
        # the game: the pictured sample is played against another easy bot.
        review_marked=(1, 40, 40, "easy"),
        review_sample_moves=24,
        digest_moves=150,
        # Your estate lies between the supply strip and your collection strip, both made of words
        # (captions, the stats' three lines, the llama columns' heading), under a taller top bar
        # and over the status line: at 150% they take about 100 px more of a 768 px window. The
        # status line keeps the table's large words (two lines at most: 19 px at 100%, 150% of
        # 15 px above it), the move log stays in the right column (a summary that opens whole
        # where it has fewer than LOG_FLOOR lines, as with four seats), and in a field that short
        # the room behind your estate shrinks (SNUG_ROOM): with four seats it keeps 83% (60%
        # before, with the log in a column beside it); with two, 80% at rest and 74% while a
        # first game's tip stands in its column beside the estate (the two-seat estate is wider,
        # so the column's width binds it). The choices keep 100%.
        pieces_kept_at_150=0.73,
    ),
)
"""Every game, in menu order."""


def games() -> tuple[GameEntry, ...]:
    """Every game now registered, in menu order (read at call time, so a registration counts)."""
    return CATALOGUE


def register(game: GameEntry) -> None:
    """Add ``game`` to the catalogue (replacing an entry of the same name): the one step that
    makes a game known to the rules, the bots and the UI. Tests undo it by restoring
    ``CATALOGUE`` (pytest's ``monkeypatch.setattr``)."""
    global CATALOGUE
    CATALOGUE = (*(g for g in CATALOGUE if g.name != game.name), game)


def entry(name: str) -> GameEntry:
    """The catalogue entry of ``name``; a ValueError says which games exist."""
    for game in CATALOGUE:
        if game.name == name:
            return game
    raise ValueError(f"There is no game called '{name}' (known: {', '.join(g.name for g in CATALOGUE)}).")


def load(path: str) -> Any:
    """The object at an import path "package.module:attribute"."""
    module_name, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def resource(path: str) -> Path:
    """The file of a "package:relative/path" name: ``relative/path`` beside ``package``."""
    package, _, relative = path.partition(":")
    if not package or not relative:
        raise ValueError(f"a file is named 'package:relative/path', not {path!r}")
    return Path(str(resources.files(package).joinpath(relative)))


__all__ = ["CATALOGUE", "GameEntry", "POINT_UNITS", "entry", "games", "load", "register", "resource"]
