"""The phone table's moments, walked for the layout check (``layout_tour --phones``).

A game with phone seats adds its own things to the laptop's table: each seat's codes card
until its phone is there, then none while it holds the seat, "Show my hand" / "Hide my hand" on a
laptop hand a phone friend could read, and the laptop player's Block question asked in every
window. A playtest at 1366x768 and 1920x1080 found them over the table, a seat's name, a
question and a panel; the still scenes never showed them. ``phone_moments`` opens a phone
table (a laptop player, a phone and a bot, listening on this computer only) and yields a name
while each moment is on screen; ``phone_problems`` adds to the checker's words what it cannot
see: a phone thing over a piece or a panel (pictures without words).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

import pygame

from ..bot_worker import InlineBotWorker
from ..i18n import t
from ..match import Match
from ..rules import GAMES
from ..seats import SeatConfig
from .table.chooser import Choice

FRAME = 1 / 60
SETUP_PLAYERS = 4
"""The setup's seats at the start: you, a seat set to a phone, and bots."""
def run_frames(app: Any, frames: int = 2) -> None:
    for _ in range(frames):
        app.frame(FRAME, [])


def open_phone_table(app: Any, match: Match) -> Any:
    """The table for ``match`` with its phone seats, listening on this computer only."""
    from .registry import table_design
    from .table.phone_seats import PhoneTableScene
    from .table.scene import TableDesign

    design = table_design(match.game_name)
    assert isinstance(design, TableDesign), match.game_name
    table = PhoneTableScene(app, match, design, port=0, host="127.0.0.1")
    app.scenes.push(table)
    run_frames(app, 3)
    return table


def joined(app: Any, table: Any, seat: int) -> None:
    """``seat``'s phone marked as there (the picture of a joined seat; no phone answers)."""
    table.phones.phones[seat].connected = True
    run_frames(app, 3)


def phone_moments(app: Any, games: tuple[str, ...], seed: int = 12) -> Iterator[str]:
    """Each game's phone table at the start (the codes card), its phone joined (no codes), the
    laptop hand face down and shown where a friend could read it, a chooser over the shown
    hand, and Llamagedón's Block question asked of the laptop, with the hand down and up."""
    for game in games:
        players = min(SETUP_PLAYERS, GAMES[game].player_counts.stop - 1)
        seats = [SeatConfig("human", "You"), SeatConfig("human", "Ana", phone=True)] + [
            SeatConfig("bot", name, "easy") for name in ("Paca", "Dolly")[: players - 2]]
        match = Match(game, seats, seed, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
        table = open_phone_table(app, match)
        yield f"phone_card_{game}"
        joined(app, table, 1)
        yield f"phone_tag_{game}"
        if table.hand_hidden():  # a laptop hand a phone friend could read
            yield f"phone_hand_down_{game}"
            table.toggle_hand()
            run_frames(app)
            yield f"phone_hand_up_{game}"
            legal = table.legal()
            if len(legal) > 1:
                table.chooser.choose(t("Which one?"), [Choice(table.parts.coach.move_name(action), lambda: None)
                                                       for action in legal[:3]])
                run_frames(app)
                yield f"phone_chooser_{game}"
                table.chooser.close()
        app.scenes.pop_to_root()
        yield from shared_moments(app, game, seed)
        yield from own_moments(app, game)


SHARED_MOST = 5
"""The most seats of the shared board's pictures (every human on a phone)."""


def shared_moments(app: Any, game: str, seed: int = 12) -> Iterator[str]:
    """The laptop as the shared board, every human on a phone: with the fewest seats and with
    the most up to :data:`SHARED_MOST`, two friends' phones and bots, each phone joined."""
    counts = GAMES[game].player_counts
    for players in sorted({counts.start, min(SHARED_MOST, counts.stop - 1)}):
        seats = [SeatConfig("human", name, phone=True) for name in ("Ana", "Ben")] + [
            SeatConfig("bot", name, "easy") for name in ("Paca", "Dolly", "Tina")[: players - 2]]
        match = Match(game, seats, seed, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
        table = open_phone_table(app, match)
        for seat in (0, 1):
            table.phones.phones[seat].connected = True
        run_frames(app, 3)
        yield f"phone_shared_{game}_{players}"
        app.scenes.pop_to_root()


def own_moments(app: Any, game: str) -> Iterator[str]:
    """A game's own phone moments, where its folder has ``phone_moments.py`` (Llamagedón's
    Block question asked of the laptop): the shared tour names no game."""
    try:
        module = importlib.import_module(f"{__package__}.games.{game}.phone_moments")
    except ModuleNotFoundError as missing:
        if missing.name != f"{__package__}.games.{game}.phone_moments":
            raise
        return
    yield from module.moments(app)


def phone_problems(app: Any) -> list[str]:
    """What a phone table's own things cover that the checker's words do not tell: a codes
    card or tag over a panel or a piece (drawn under the questions, it is checked while none
    is open) or across a panel's edge, "Show my hand" over anything kept or an open question. Call it after a draw."""
    from .table.phone_seats import PhoneTableScene

    table = app.scenes.top
    if not isinstance(table, PhoneTableScene):
        return []
    found: list[str] = []
    mine = [*table.codes.rects(), *table.codes.tags.values()]
    button = table._hand_button
    things = mine + ([button] if button is not None else [])
    kept = [rect for rect in table.room.kept if not any(thing.contains(rect) for thing in things)]
    solid = [*(table.panel_rect(seat) for seat in range(table.match.num_players)),
             *(rect for rects in table.parts.layout.pieces().values() for rect in rects)]
    own = table.parts.layout.pieces().get("own", [])
    asked = table.chooser.open is not None or table.parts.stage.question() is not None
    regions = [region.rect for region in table.parts.painter.still_regions()]
    for rect in mine if not asked else []:
        for other in solid:
            if _overlap(rect, other):
                found.append(f"phone codes {tuple(rect)} cover {tuple(other)}")
        for region in regions:  # inside a panel's empty room at worst, never across its edge
            if _overlap(rect, region) and not region.contains(rect):
                found.append(f"phone codes {tuple(rect)} lie across the edge of {tuple(region)}")
    if button is not None:
        questions = [table.parts.stage.question(), table.chooser.open.rect if table.chooser.open else None]
        for other in [*kept, *(q for q in questions if q is not None)]:
            if _overlap(button, other) and not (not table.showing_hand and any(r.contains(other) for r in own)):
                found.append(f"hand button {tuple(button)} covers {tuple(other)}")
    return list(dict.fromkeys(found))


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    clip = a.clip(b)
    return clip.width > 2 and clip.height > 2


__all__ = ["joined", "open_phone_table", "own_moments", "phone_moments", "phone_problems", "run_frames"]
