"""The move log keeps a floor of ``FLOOR`` lines at 150% text on a laptop: where the table
leaves it fewer, it is a "since your turn" summary that opens the whole log on click (the
playtesters at 1366x768 and 150% read 2-3 lines of log at every table)."""

from __future__ import annotations

import pygame
import pytest

from llamagames.i18n import t
from llamagames.rules import GAMES
from llamagames.ui.layout_tour import make_app, mid_game, open_table, run
from llamagames.ui.registry import playable_games
from llamagames.ui.scale import text_px
from llamagames.ui.table import log_lines
from llamagames.ui.table.move_log import FLOOR, MoveLog
from llamagames.ui.text import text_width


def summary_log(height: int = 110) -> MoveLog:
    log = MoveLog()
    log.colours = [(200, 100, 50), (50, 100, 200), (90, 200, 90)]
    log.set_rect(pygame.Rect(0, 300, 260, height), 1.5, pygame.Rect(0, 40, 260, 370))
    log.set_viewer(0)
    return log


def test_a_short_log_sums_up_the_moves_since_your_turn(app) -> None:
    log = summary_log()
    assert log.compact() and log.fits() < FLOOR
    log.add(1, "Pablo plays a 3.")
    assert log.since_turn() == (t("Latest moves"), log.entries)
    log.add(0, "You play a 4.")
    log.add(0, "You draw a card.")
    heading, entries = log.since_turn()
    # no bare count in the heading: a playtester read "Your turn · 2" and could not tell what 2 was
    assert heading == t("Your turn") and not any(ch.isdigit() for ch in heading)
    assert [e.text for e in entries] == ["You play a 4.", "You draw a card."]
    log.add(1, "Pablo plays a 5.")
    log.add(2, "Dolly quits the round.")
    heading, entries = log.since_turn()
    assert heading == t("Since your turn")
    assert [e.text for e in entries] == ["Pablo plays a 5.", "Dolly quits the round."]


def test_the_summary_shows_whole_sentences_only(app) -> None:
    log = summary_log(height=100)
    log.add(0, "You play a 4.")
    long = "Pablo plays a 5 and then, being Pablo, says a great deal about it to the whole table."
    log.add(1, long)
    log.add(2, "Dolly quits.")
    entries = log.since_turn()[1]
    assert len(log.wrapping().lines(entries[:1])) >= 2  # the long sentence takes two lines or more
    assert [e.text for e in log.wrapping().newest_whole(entries, 2)] == ["Dolly quits."]  # not its tail
    assert [e.text for e in log.wrapping().newest_whole(entries, 1)] == ["Dolly quits."]
    assert log.wrapping().newest_whole(entries, 0) == []
    assert [e.text for e in log.wrapping().newest_whole(entries, 9)] == [long, "Dolly quits."]
    assert log._render().get_size() == log.rect.size


def test_a_click_opens_the_whole_log_and_esc_or_a_click_closes_it(app) -> None:
    log = summary_log()
    for k in range(12):
        log.add(k % 3, f"Move number {k}.")
    inside = log.rect.center
    assert log.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=inside))
    assert log.opened and log.shown() == log.whole and log.fits(log.shown().height) >= FLOOR
    assert log.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert not log.opened and log.shown() == log.rect
    log.open()
    assert log.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(600, 600)))
    assert not log.opened
    assert not log.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(600, 600)))


def test_a_tall_log_is_never_a_summary(app) -> None:
    log = summary_log(height=400)
    log.add(0, "You play a 4.")
    assert not log.compact()
    assert not log.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=log.rect.center))
    assert not log.opened


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)], ids=["1366x768", "1280x720"])
def test_every_table_shows_six_lines_of_log_or_opens_them(size: tuple[int, int]) -> None:
    app = make_app(size, 1.5)
    short: list[str] = []
    for name in playable_games():
        counts = GAMES[name].player_counts
        for players in sorted({counts.start, counts.stop - 1}):
            table = open_table(app, mid_game(name, players, 12, moves=3 * players))
            log = table.log
            if log.fits() < FLOOR:
                pos = log.rect.center
                table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
                run(app)
                if not log.opened or log.fits(log.shown().height) < FLOOR:
                    short.append(f"{name} {players}p: {log.fits()} lines, and opened {log.fits(log.shown().height)}")
                table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
                if log.opened or table.request is not None:
                    short.append(f"{name} {players}p: Esc did not close the whole log alone")
            app.scenes.clear()
    assert short == []


def key(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def test_g_opens_and_closes_the_whole_log_and_the_button_says_so(app) -> None:
    """The summary opened by mouse only: G opens it and closes it (Esc too), and its button
    says the key as the table's buttons say theirs ("Hint (H)")."""
    from llamagames.ui.table.log_summary import whole_label

    log = summary_log()
    assert not log.handle_event(key(pygame.K_g)), "nothing to open yet"
    for k in range(12):
        log.add(k % 3, f"Move number {k}.")
    assert log.handle_event(key(pygame.K_g)) and log.opened
    assert log.handle_event(key(pygame.K_g)) and not log.opened
    assert not log.handle_event(key(pygame.K_g, pygame.KMOD_CTRL)) and not log.opened
    assert whole_label() == t("Whole log (G)") and "(G)" in whole_label()
    tall = summary_log(height=400)
    tall.add(0, "You play a 4.")
    assert not tall.handle_event(key(pygame.K_g)) and not tall.opened


def test_tab_reaches_the_summary_and_enter_opens_the_whole_log() -> None:
    """Llamagedón with five seats at 150% on 1366x768 has the log as a summary: the keyboard
    focus comes to it like to the buttons, named with its key, and Enter opens it."""
    from llamagames.ui.table.keyboard import BUTTONS_GROUP
    from llamagames.ui.table.log_summary import whole_label

    app = make_app((1366, 768), 1.5)
    try:
        table = open_table(app, mid_game("llamagedon", 5, 12, moves=15))
        log = table.log
        assert log.compact() and log.entries, f"the log holds {log.fits()} lines here: find a table where it is a summary"
        for _ in range(12):  # Tab to the buttons' group, the arrows along it
            app.frame(1 / 60, [key(pygame.K_TAB)])
            if table.ring.group_name == BUTTONS_GROUP:
                break
        for _ in range(12):
            stop = table.ring.focused()
            if stop is not None and stop.key == ("log", "whole"):
                break
            app.frame(1 / 60, [key(pygame.K_RIGHT)])
        else:
            raise AssertionError("the keyboard focus never reaches the log's summary")
        assert stop.label == whole_label() and stop.rect == log.rect
        assert not log.opened
        app.frame(1 / 60, [key(pygame.K_RETURN)])
        assert log.opened and log.fits(log.shown().height) >= FLOOR
    finally:
        app.scenes.clear()


def summary_of(lines: int, width: int = 260, long_heading: bool = False) -> MoveLog:
    """A summary log whose inner room holds ``lines`` lines in all (heading and button rows included)."""
    log = MoveLog()
    log.colours = [(200, 100, 50), (50, 100, 200), (90, 200, 90)]
    log.set_rect(pygame.Rect(0, 300, width, 100), 1.5, pygame.Rect(0, 40, width, 370))
    pad = max(3, round(6 * 1.5))
    log.set_rect(pygame.Rect(0, 300, width, lines * log.line_height() + 2 * pad), 1.5, pygame.Rect(0, 40, width, 370))
    log.set_viewer(0)
    return log


LONG = "Pablo's card is blocked by Maximiliana Fernández de la Cruz and has no effect."


@pytest.mark.parametrize("lines", [2, 3])
def test_a_summary_is_never_its_heading_alone(app, lines: int) -> None:
    """At 1920x1080 and 150% the playtesters read "Since your turn · 13" and no line under it, on
    their own turn: the newest sentence took more lines than the room left under the heading and
    its button. The summary shows that sentence's first lines, the last one ending in an ellipsis."""
    log = summary_of(lines)
    assert log.compact()
    log.add(0, "You play a Swap with Pablo.")
    log.add(1, LONG)
    heading, button_row, shown, inner, _ = log.summary_plan()
    assert len(log.wrapping().lines(log.entries[-1:])) > 1  # the sentence is longer than one line
    assert shown, f"a heading alone in {lines} lines of room"
    assert shown[0][0].startswith("Pablo's card") and shown[-1][0].endswith("…")
    assert all(text_width(text, text_px(1.5, 14)) <= inner.width - round(14 * 1.5) for text, *_ in shown)
    line_h = log.line_height()
    top = (heading[1].bottom if heading is not None else inner.top)
    assert button_row.bottom <= inner.bottom - len(shown) * line_h and top <= inner.bottom - len(shown) * line_h
    # the player's own last turn is summed up the same way ("Your turn"), never as nothing
    log.add(0, "You play a Swap with Maximiliana Fernández de la Cruz, who has a Block in hand.")
    heading, _, shown, *_ = log.summary_plan()
    assert shown and shown[0][0].startswith("You play a Swap")
    assert heading is None or heading[0] == t("Your turn")
    assert log._render().get_size() == log.rect.size


def test_a_summary_with_room_shows_whole_sentences_and_its_heading(app) -> None:
    log = summary_of(5)
    log.add(0, "You play a 4.")
    log.add(1, LONG)
    log.add(2, "Dolly quits.")
    heading, _, shown, *_ = log.summary_plan()
    assert heading is not None and heading[0] == t("Since your turn")
    assert not any(text.endswith("…") for text, *_ in shown)
    assert shown[-1][0] == "Dolly quits."


def test_the_log_never_shows_a_sentences_tail_without_its_start(app) -> None:
    """In Japanese the log's top line was "た。", the end of a sentence whose start was cut off."""
    log = MoveLog()
    log.colours = [(200, 100, 50), (50, 100, 200)]
    log.set_rect(pygame.Rect(0, 0, 200, 300), 1.5)
    long = "Pablo plays a 5 and then, being Pablo, says a great deal about it to the whole table."
    for _ in range(12):
        log.add(1, long)
        log.add(0, "You draw.")
    starts: list[bool] = []
    lines = log.wrapping().lines(log.entries, starts)
    assert starts.count(True) == 24 and len(lines) > 24  # the long sentence wraps
    pad, line_h = log._padding(), log.line_height()
    inner = pygame.Rect(pad, pad, 200 - 2 * pad, 300 - 2 * pad)
    for scroll in range(0, 6 * line_h, max(1, line_h // 3)):
        placed = log_lines.placed(starts, inner, inner.bottom + scroll, line_h)
        assert placed and starts[placed[0][0]], (scroll, [lines[i][0] for i, _ in placed][:2])
        indexes = [index for index, _ in placed]
        assert indexes == list(range(indexes[0], indexes[-1] + 1))  # no gap: one run of lines
        assert all(inner.top <= y and y + line_h <= inner.bottom + 1 for _, y in placed)
    assert log._render().get_size() == log.rect.size


def test_a_seats_move_after_its_own_move_keeps_its_marker_where_each_move_is_a_turn(app) -> None:
    """With the others out, "Dolly quits the round." followed Dolly's draw without a marker."""
    from llamagames.rules.core import Event
    from llamagames.ui.games.llama.painter import LlamaPainter

    def turn(kind: str) -> bool:
        return LlamaPainter.log_new_turn(None, Event.make(kind, 2))  # type: ignore[arg-type]

    assert turn("play") and turn("draw") and turn("quit") and not turn("return_chip")
    log = MoveLog()
    log.colours = [(200, 100, 50), (50, 100, 200), (90, 200, 90)]
    log.set_rect(pygame.Rect(0, 0, 400, 300), 1.0)
    log.add(2, "Dolly draws a card.", turn=turn("draw"))
    log.add(2, "Dolly quits the round.", turn=turn("quit"))
    log.add(1, "Pablo plays a 3.")
    log.add(1, "Pablo hands back a chip.")  # the same turn of a game of several moves a turn
    assert [line.kind for line in log.wrapping().lines(log.entries)] == ["first", "first", "first", "more"]


def test_a_sentence_taller_than_the_panel_shows_its_start_not_a_blank_log() -> None:
    """Just after the Llamagedón card at 150% the log was blank: its sentence (the forced builds)
    was taller than the small panel, and a sentence whose start is above the panel is not drawn."""
    import pygame

    line_h = 20
    inner = pygame.Rect(0, 0, 200, 4 * line_h)
    starts = [True, False, True] + [False] * 6  # an old sentence of two lines, then one of seven
    placed = log_lines.placed(starts, inner, inner.bottom, line_h)
    assert [index for index, _ in placed] == [2, 3, 4, 5]
    assert [y for _, y in placed] == [0, 20, 40, 60]
    fits = log_lines.placed([True, False, True, False], inner, inner.bottom, line_h)
    assert [index for index, _ in fits] == [0, 1, 2, 3]  # whole sentences keep their place


def test_the_heading_gives_its_row_up_where_the_newest_sentence_then_shows_whole(app) -> None:
    """At 1920x1080 and 150% a Japanese line of the summary was cut with "…" under a heading and
    its button on two rows: where giving up the heading shows the sentence whole, it goes."""
    probe = summary_of(9)
    probe.add(0, "You play a Swap with Pablo.")
    probe.add(1, LONG)
    needed = len(probe.wrapping().lines(probe.entries[-1:]))
    log = summary_of(needed + 1)  # the sentence and one row: the heading's or the button's
    log.add(0, "You play a Swap with Pablo.")
    log.add(1, LONG)
    heading, button_row, shown, inner, _ = log.summary_plan()
    assert button_row.top == inner.top and heading is None  # the heading and button shared no row
    assert [text for text, *_ in shown] == [line.text for line in log.wrapping().lines(log.entries[-1:])]
    assert not any(text.endswith("…") for text, *_ in shown)
    # with a row more there is room for the heading too, and it comes back
    roomy = summary_of(needed + 2)
    roomy.add(0, "You play a Swap with Pablo.")
    roomy.add(1, LONG)
    assert roomy.summary_plan().heading is not None


def test_a_sentence_longer_than_the_summary_takes_smaller_words_before_it_is_cut() -> None:
    """Llamagedón at 150%: "…lays down the Shelter car…" and "(2 Blocks cancelled each othe…" were
    cut in the corner's summary; its lines get smaller, down to their 100% size, and show whole."""
    sentence = ("Dolly lays down a Shelter card: every player lays down the Shelter cards in their hand "
                "on their own turn.")
    log = summary_of(4)
    log.add(1, sentence)
    plan = log.summary_plan()
    assert plan.line_scale is not None and 1.0 <= plan.line_scale < 1.5
    assert " ".join(line.text for line in plan.lines) == sentence  # whole, in order, nothing cut
    tiny = summary_of(2)  # two lines: even at the 100% size the sentence is longer, its start shows
    tiny.add(1, sentence)
    assert tiny.summary_plan().lines[-1].text.endswith("…")


def test_a_summary_with_rows_to_spare_shows_the_moves_before_its_heading(app) -> None:
    """A playtest at 150% saw 'Your turn' over two blank rows and one move: the rows the
    moves since the heading leave empty take the newest whole sentences before them, marked
    as earlier (drawn fainter, under a rule), and the heading's own moves stay last."""
    log = summary_of(7)
    for seat, words in [(1, "Pablo draws a card."), (2, "Dolly draws a card."), (0, "You play a 4."), (1, "Pablo quits.")]:
        log.add(seat, words)
    plan = log.summary_plan()
    assert plan.heading is not None and plan.heading[0] == t("Since your turn")
    texts = [line.text for line in plan.lines]
    assert texts[-1] == "Pablo quits." and not plan.lines[-1].earlier
    assert texts[:-1] == ["Pablo draws a card.", "Dolly draws a card.", "You play a 4."][-(len(texts) - 1):]
    assert len(texts) >= 3 and all(line.earlier for line in plan.lines[:-1])
    assert log._render().get_size() == log.rect.size
