"""A five-seat game can be followed between your turns: when your turn comes round, a panel
tells each rival's turn since your last one in whole sentences (who played what on whom, who
blocked it, what it did), what touched you first; the lets and hidden draws are left to the
log. A fresh-eyes playtest read "Since your turn · 30" over one line, "Pablo lets it be."."""

from __future__ import annotations

import pygame
import pytest

from llamagames import i18n
from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules.core import Event, Narrator
from llamagames.rules.llamagedon import LLAMAGEDON
from llamagames.rules.llamagedon.actions import LET, PASS, Attack
from llamagames.rules.llamagedon.cards import ATTACK, BLUE, GREEN, RED, SHELTER, YELLOW
from llamagames.rules.llamagedon.positions import build_state
from llamagames.seats import SeatConfig
from llamagames.storage import Settings
from llamagames.ui.app import App
from llamagames.ui.games.llamagedon.account import account, touches, turns_since
from llamagames.ui.games.llamagedon.overlays import button_lines
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.text import text_width

from ..conftest import FRAME

NAMES = ["You", "Pablo", "Dolly", "Tina"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def played(actions: list) -> list[tuple[Event, ...]]:
    """The events of each move of ``actions`` from a four-seat position: Pablo (seat 1) to play,
    Pablo holding an Attack, everyone one Shelter."""
    state = build_state([[RED], [ATTACK, BLUE], [GREEN], [YELLOW]], [[(SHELTER,)]] * 4, turn=1)
    moves = []
    for action in actions:
        state = LLAMAGEDON.apply(state, action)
        moves.append(tuple(LLAMAGEDON.events(state)))
    return moves


def say(narrator: Narrator):
    return lambda event: LLAMAGEDON.describe(event, narrator)


def test_each_rival_turn_is_one_entry_in_whole_sentences_in_the_order_played() -> None:
    # Pablo attacks your shelter, nobody blocks; then Dolly and Tina pass; your turn comes.
    moves = played([Attack(0, 0), LET, LET, LET, LET, PASS, PASS])
    narrator = Narrator(NAMES, 0)
    lines = account(moves, 0, say(narrator))
    assert [line.seat for line in lines] == [1, 2, 3]
    first = lines[0]
    assert first.about_you
    assert first.text.startswith("Pablo plays an Attack on your shelter 1.")
    assert "destroys your Shelter card" in first.text
    assert "let" not in first.text  # the answers are the log's, not the account's
    assert [line.text for line in lines[1:]] == ["Dolly passes.", "Tina passes."]


def test_the_account_starts_after_your_last_turn_and_leaves_out_yours() -> None:
    moves = played([PASS, PASS, PASS, PASS])  # Pablo, Dolly, Tina, then you pass; Pablo's turn again
    turns = turns_since(moves, 0)
    assert [turn[0].seat for turn in turns] == [1]  # only the turn begun after yours
    assert account(moves[:3], 0, say(Narrator(NAMES, 0))) == account(moves[:3], 0, say(Narrator(NAMES, 0)))
    before_yours = turns_since(moves[:3], 0)
    assert [turn[0].seat for turn in before_yours] == [1, 2, 3]


def test_an_action_aimed_at_you_touches_you_even_when_blocked() -> None:
    play = Event.make("play", 1, action="attack 0 shelter 0")
    assert touches(play, 0) and not touches(play, 2)
    assert touches(Event.make("steal", 2, target=0, index=0), 0)
    assert not touches(Event.make("block", 0, against=1), 0)  # your own answer


def test_in_japanese_the_sentences_join_without_spaces() -> None:
    moves = played([Attack(0, 0), LET, LET, LET, LET])
    lines = account(moves, 0, say(Narrator(NAMES, 0, "ja")), join="")
    assert lines[0].about_you and " " not in lines[0].text and "Pablo" in lines[0].text


@pytest.mark.parametrize("label", ["ブロックする：アタックは取り消し (K)", "ブロックしない：アタックは取り消しのまま (L)",
                                   "Don't block: the Attack stays cancelled (L)",  # the phone's longer words at a narrow button
                                   "Maximiliana Fernández de la Cruzがブロック"])
@pytest.mark.parametrize("width", [90, 140, 220])
def test_an_answer_is_never_cut_it_takes_a_second_line_or_smaller_words(label: str, width: int) -> None:
    lines, px = button_lines(label, 23, width, 44)
    assert px >= 12 and len(lines) <= 2 or px == 12
    assert all(text_width(line, px, True) <= width for line in lines)
    assert "".join(lines).replace(" ", "") == label.replace(" ", "")  # every word kept, no ellipsis


def five_seats(size: tuple[int, int], factor: float, language: str = "en"):
    """Five seats, Pablo (seat 1) to play with an Attack and your only shelter in reach."""
    position = LLAMAGEDON.state_to_text(build_state(
        [[RED, BLUE], [ATTACK], [GREEN], [YELLOW], [RED]], [[(SHELTER,)], [], [], [], []], turn=1))
    app = App(size, settings=Settings(animation_speed="instant", ui_scale=factor, language=language),
              persist_settings=False, bot_worker=InlineBotWorker, bot_delay=0.0)
    names = ["You", "Maximiliana Fernández de la Cruz", "Pablo", "Dolly", "Tina"]
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", name, "normal") for name in names[1:]]
    match = Match.from_position("llamagedon", seats, position, bot_delay=0.0, worker=InlineBotWorker(),
                                autosave=False)
    table = app.open_table(match)
    app.scenes.push(table)
    for _ in range(400):
        app.frame(FRAME, [])
        if table.my_turn() and table.view.observation().phase.value == "main" and not table.animator.busy:
            break
    for _ in range(3):
        app.frame(FRAME, [])
    return app, table


@pytest.mark.parametrize("size,factor,language", [((1366, 768), 1.0, "en"), ((1920, 1080), 1.5, "en"),
                                                  ((1024, 600), 1.5, "ja")])
def test_the_panel_tells_every_rival_turn_whole_and_clear_of_the_panels(size, factor, language) -> None:
    app, table = five_seats(size, factor, language)
    recap = stage_of(table).recap
    assert table.my_turn() and recap.plan is not None
    plan = recap.plan
    assert [line.seat for line, _ in plan.rows][:1] == [1] and plan.rows[0][0].about_you  # the Attack on you first
    assert {line.seat for line, _ in plan.rows} | ({1, 2, 3, 4} if plan.more else set()) == {1, 2, 3, 4}
    window = pygame.Rect((0, 0), size)
    assert window.contains(plan.rect)
    for seat in range(5):
        assert not plan.rect.colliderect(table.panel_rect(seat))
    for button in table.frame.buttons:
        assert not plan.rect.colliderect(button)
    room = plan.rect.width - round(28 * table.text_scale)
    for _, rows in plan.rows:
        assert all(text_width(row, plan.text_px, True) <= room for row in rows)  # whole lines, none cut
    assert plan.text_px >= 12
    clear_of_what_the_player_needs(table, plan, size)


def clear_of_what_the_player_needs(table, plan, size: tuple[int, int]) -> None:
    """A fresh-eyes playtest found the panel over the table mat and the player's own shelters,
    and a tip under it: what shows of it (the panel on free felt, or its tab) covers nothing the
    table keeps readable: piles, shelter rows, the hand, seat panels, words, the tip, the log."""
    from llamagames.ui.games.llamagedon.layout import layout_of
    from llamagames.ui.widgets.card_fan import fan_area

    shown = plan.shown
    lay = layout_of(table).lay
    hand = fan_area(lay.fan_anchor, lay.fan_width, lay.card_w)
    for rect in [lay.mine, lay.mat, lay.deck, lay.discard, lay.marker, hand, table.frame.log, *table.frame.buttons,
                 *(table.panel_rect(seat) for seat in range(1, 5))]:
        assert not shown.colliderect(rect), (shown, rect)
    for rect in table.room.kept + table.room.pictures:  # every word and the tip drawn this frame
        assert shown.contains(rect) or not shown.colliderect(rect), (shown, rect)
    assert pygame.Rect((0, 0), size).contains(shown)


def test_a_key_or_a_click_puts_it_away_and_the_click_still_does_its_work() -> None:
    app, table = five_seats((1366, 768), 1.0)
    stage = stage_of(table)
    assert stage.recap.plan is not None
    inside = stage.recap.plan.rect.center
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=1, touch=False)])
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=inside, button=1, touch=False)])
    assert stage.recap.plan is None and stage.recap.closed
    for _ in range(3):
        app.frame(FRAME, [])
    assert stage.recap.plan is None  # until your next turn


def test_esc_that_puts_the_panel_away_does_not_open_pause_too() -> None:
    """The playtest's one Esc closed "Since your turn" and also opened Pause."""
    from llamagames.ui.table.pause import PauseScene

    app, table = five_seats((1366, 768), 1.0)
    stage = stage_of(table)
    assert stage.recap.plan is not None
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    app.frame(FRAME, [])
    assert stage.recap.closed and not isinstance(app.scenes.top, PauseScene)
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    app.frame(FRAME, [])
    assert isinstance(app.scenes.top, PauseScene), "the next Esc opens Pause"


def test_a_long_account_keeps_readable_words_and_leaves_the_oldest_turns_to_the_log() -> None:
    """At 1366x768 and 150% a turn with the Llamagedón card's forced builds made the panel's words
    shrink to 12 px to keep every turn; a label's size is its floor now, the oldest turns that
    did not touch you go to the log, and what touched you always stays."""
    from llamagames.ui.games.llamagedon import recap
    from llamagames.ui.games.llamagedon.account import TurnLine
    from llamagames.ui.games.llamagedon.type_scale import LABEL

    app, table = five_seats((1366, 768), 1.5)
    long = "Dolly builds a red Built Shelter (forced by Llamagedón). " * 6
    lines = [TurnLine(1, "Maximiliana Fernández de la Cruz plays an Attack on your shelter 1.", True)]
    lines += [TurnLine(seat, f"Turn of seat {seat}. " + long, False) for seat in (2, 3, 4)]
    plan = recap.opened_plan(table, lines)  # the panel over the mat, as its tab opens it
    assert plan.text_px >= table.small(LABEL)
    assert plan.rows[0][0].about_you  # what touched you stays
    kept = [line.seat for line, _ in plan.rows]
    assert plan.more and len(kept) < 4 and kept[-1] == 4  # the oldest went first
    yours = recap.opened_plan(table, [*lines, TurnLine(0, "You play a Swap with Pablo. " * 4, False, yours=True)])
    assert not any(line.yours for line, _ in yours.rows)  # your own move (you saw it) goes to the log first


def test_the_account_tells_what_became_of_your_own_move_then_the_rivals_in_the_order_they_came() -> None:
    """A playtest: a Steal of the player's was blocked and only the log said so; the panel
    listed the bots' moves alone. Another (pt56) read their own move after the bots' that came
    after it. Your own move first: played, blocked by whom, no effect; then the rivals' turns."""
    from llamagames.rules.llamagedon.actions import BLOCK, Steal
    from llamagames.rules.llamagedon.cards import BLOCK as BLOCK_CARD
    from llamagames.rules.llamagedon.cards import STEAL

    state = build_state([[STEAL, RED], [BLOCK_CARD], [GREEN]], [[(SHELTER,)], [(SHELTER,)], []], turn=0)
    moves = []
    for action in [Steal(1, 0), BLOCK]:
        state = LLAMAGEDON.apply(state, action)
        moves.append(tuple(LLAMAGEDON.events(state)))
    while not (state.turn == 0 and state.turn_number > 2 and not state.chain):  # lets, passes, your turn again
        action = PASS if PASS in LLAMAGEDON.legal_actions(state) else LET
        state = LLAMAGEDON.apply(state, action)
        moves.append(tuple(LLAMAGEDON.events(state)))
    lines = account(moves, 0, say(Narrator(NAMES[:3], 0)))
    assert lines[0].yours and lines[0].seat == 0
    assert lines[0].text.startswith("You play a Steal on Pablo's shelter 1.")
    assert "Pablo blocks your Steal." in lines[0].text and "has no effect" in lines[0].text
    assert [line.seat for line in lines[1:]] == [1, 2] and not any(line.yours for line in lines[1:])


def test_where_the_felt_is_short_the_tab_opens_the_panel_and_a_click_puts_it_away() -> None:
    """Five seats at 1920x1080 and 150%: no felt holds the account, so it folds to its tab; a
    click on the tab opens it over the mat (asked for), the next click puts it away."""
    app, table = five_seats((1920, 1080), 1.5)
    recap = stage_of(table).recap
    assert recap.plan is not None and recap.plan.tab is not None
    clear_of_what_the_player_needs(table, recap.plan, (1920, 1080))
    assert recap.plan.tab_note == "Aimed at you: click to read"  # the Attack on you waits behind it
    tab = recap.plan.tab.center
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tab, button=1, touch=False)])
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tab, button=1, touch=False)])
    assert recap.opened and recap.plan is not None and recap.plan.tab is None
    assert recap.plan.rows[0][0].about_you
    inside = recap.plan.rect.center
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=1, touch=False)])
    assert recap.closed and recap.plan is None
