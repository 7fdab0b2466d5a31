"""The move log's "newest" marker, shown while the log is scrolled up: words and a drawn arrow."""

from __future__ import annotations

import pygame

from llamagames.ui.palette import GOLD
from llamagames.ui.table.move_log import MoveLog


def _log() -> MoveLog:
    log = MoveLog()
    log.colours = [(200, 80, 60), (60, 120, 200)]
    for number in range(40):
        log.add(number % 2, f"Move {number}: a card goes down")
    log.set_rect(pygame.Rect(0, 0, 300, 200), 1.0)
    return log


def _gold_in(image: pygame.Surface, area: pygame.Rect) -> int:
    return sum(1 for x in range(area.left, area.right) for y in range(area.top, area.bottom)
               if tuple(image.get_at((x, y)))[:3] == GOLD)


def test_scrolled_up_log_shows_newest_with_an_arrow(app) -> None:
    log = _log()
    log._render()  # measures the content
    following = log._render()
    corner = pygame.Rect(150, 160, 140, 30)
    log.scroll_by(60)
    assert log.scroll > 0
    scrolled = log._render()
    inner = pygame.Rect(10, 10, 280, 180)
    assert log.newest_rect is not None
    marker = log.newest_rect.inflate(-8, -4)  # the button, less its click margin
    assert marker.bottom <= inner.bottom and marker.right <= inner.right
    # The arrow (left of the word) is filled in the marker's gold: a shape, not a glyph.
    arrow = pygame.Rect(marker.left, marker.top, 12, marker.height)
    assert _gold_in(scrolled, arrow) >= 6
    assert _gold_in(scrolled, corner) > _gold_in(following, corner)


def test_the_newest_button_has_a_row_of_its_own_and_follows_the_game_when_clicked(app) -> None:
    """The marker sat on the last line of text and did nothing when clicked."""
    log = _log()
    log._render()
    log.scroll_by(60)
    log._render()
    assert log.newest_rect is not None
    size = 14
    from llamagames.ui import assets

    line_h = assets.font(size).get_linesize()
    assert log.newest_rect.top >= 10 + 180 - line_h - 4, "the button stands below the lines, not over one"
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=log.newest_rect.center, button=1)
    assert log.handle_event(click) and log.scroll == 0
    log._render()
    assert log.newest_rect is None


def test_what_the_player_reads_stays_put_while_moves_arrive(app) -> None:
    log = _log()
    log._render()
    log.scroll_by(60)
    log._render()
    before = log.scroll
    log.add(0, "Move 40: one more card")
    log._render()
    assert log.scroll > before, "a new line pushed the text the player was reading away"


def test_a_llama_round_end_and_deal_stand_alone_and_the_next_move_keeps_its_marker(app) -> None:
    """'Round 2 is dealt…; Pablo goes first.' was filed under Pablo, so 'Pablo draws a card.'
    after it lost its dot (indented under the deal)."""
    from llamagames.rules.core import Event
    from llamagames.ui.games.llama.painter import LlamaPainter

    def file(kind: str, seat: int | None) -> int | None:
        return LlamaPainter.log_seat(None, Event.make(kind, seat))  # type: ignore[arg-type]

    assert file("round_end", 1) is None and file("deal", 1) is None
    assert file("draw", 1) == 1 and file("play", 0) == 0
    log = MoveLog()
    log.colours = [(200, 80, 60), (60, 120, 200)]
    log.add(file("quit", 1), "Pablo quits the round.")
    log.add(file("round_end", 1), "Round 1 is over.")
    log.add(file("deal", 1), "Round 2 is dealt; Pablo goes first.")
    log.add(file("draw", 1), "Pablo draws a card.")
    log.set_rect(pygame.Rect(0, 0, 400, 300), 1.0)
    kinds = [line.kind for line in log.wrapping().lines(log.entries)]
    assert kinds == ["first", "table", "table", "first"]
