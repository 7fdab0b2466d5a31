"""Starting and resuming matches the way the app wants them (pace, worker) from its settings."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..i18n import t
from ..match import Match
from ..seats import SeatConfig, is_default_name, said_name

if TYPE_CHECKING:
    from .scene import App


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


def start_options(app: App) -> dict[str, Any]:
    """The app's bot pace, bot worker and undo wait, for a match made here."""
    worker = app.bot_worker() if app.bot_worker is not None else None
    return {"bot_delay": app.bot_delay, "worker": worker, "undo_grace": app.settings.undo_grace}


def start_match(app: App, game_name: str, seats: Sequence[SeatConfig], seed: int | None = None,
                options: Mapping[str, Any] | None = None) -> Match:
    """A new match with the app's bot pace and bot worker."""
    worker = app.bot_worker() if app.bot_worker is not None else None
    return Match(game_name, seats, new_seed() if seed is None else seed, options or {},
                 bot_delay=app.bot_delay, worker=worker, undo_grace=app.settings.undo_grace)


def resume_match(app: App, game: str | None = None) -> Match | str:
    """``game``'s unfinished game waiting (None: the newest), or the sentence saying why it
    cannot be resumed."""
    worker = app.bot_worker() if app.bot_worker is not None else None
    return Match.load_autosave(game, bot_delay=app.bot_delay, worker=worker, undo_grace=app.settings.undo_grace)


def load_match(app: App, path: Path | str) -> Match | str:
    """A named save as a match with the app's pace and worker, or the sentence why not."""
    worker = app.bot_worker() if app.bot_worker is not None else None
    return Match.load(path, bot_delay=app.bot_delay, worker=worker, undo_grace=app.settings.undo_grace)


def seat_names(match: Match) -> list[str]:
    """The names to show, unique and never empty. A human left with the default "You" is
    "Player n" where another human plays at the laptop too (passing it, "You" names nobody),
    and a phone seat's always is (the laptop is not that player). The laptop's one player
    keeps "You" beside phone friends, as the setup showed it (its log says "You play a 3",
    ``PhoneSight.narrator``). A default name ("You", "Player 2") is said in the
    interface's language, whichever language the game was started in."""
    names: list[str] = []
    others = sum(seat.is_human and not seat.phone for seat in match.seats) > 1
    for index, seat in enumerate(match.seats):
        name = seat.name.strip()
        if not name or ((others or seat.phone) and seat.is_human and is_default_name(name)):
            name = t("Player {number}", number=index + 1) if seat.is_human else t("Bot {number}", number=index + 1)
        else:  # a default name ("You", "Player 2", "Bot 1") is said in today's language
            name = said_name(name)
        if name in names:
            name = f"{name} ({index + 1})"
        names.append(name)
    return names


def describe_seat(seat: SeatConfig) -> str:
    if seat.phone:  # a phone seat is a human's, but the laptop calls it by where it is played
        return t("Phone")
    return t("Human") if seat.is_human else t("Bot · {level}", level=t(seat.level))
