"""The kit's chooser: every game asks "which of these do you mean?" the same way.

It is modal (the table under it gets no input), a row's key typed picks it (0 the tenth, - the eleventh), the arrows and Enter pick,
Esc and a click outside cancel, a pick closes it before its action runs, and it keeps
clear of the rectangle it is about when the window has room.
"""

from __future__ import annotations

from typing import Any

import pygame

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.seats import SeatConfig
from llamagames.ui.table.chooser import NIGHT, Choice, Chooser
from llamagames.ui.text import text_width

from .conftest import FRAME

SEATS = [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")]


def open_table(app: Any) -> Any:
    match = Match("llama", SEATS, 5, bot_delay=0.0, worker=InlineBotWorker())
    table = app.open_table(match)
    app.start(table)
    app.frame(FRAME, [])
    return table


def key(app: Any, k: int) -> None:
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def click(app: Any, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.frame(FRAME, [pygame.event.Event(kind, pos=pos, button=1)])


def ask(table: Any, picked: list[str], cancelled: list[bool], avoid: pygame.Rect | None = None) -> None:
    options = [Choice(name, (lambda n=name: picked.append(n)), worth=f"{i} points")
               for i, name in enumerate(["red", "green", "blue"])]
    table.chooser.choose("Which colour?", options, on_cancel=lambda: cancelled.append(True), avoid=avoid)


def test_a_number_key_picks_and_closes_the_chooser_first(app):
    table = open_table(app)
    picked: list[str] = []
    seen_open: list[bool] = []
    table.chooser.choose("Which?", [Choice("one", lambda: seen_open.append(table.chooser.open is not None)),
                            Choice("two", lambda: picked.append("two"))])
    key(app, pygame.K_2)
    assert picked == ["two"] and table.chooser.open is None
    table.chooser.choose("Which?", [Choice("one", lambda: seen_open.append(table.chooser.open is not None))])
    key(app, pygame.K_1)
    assert seen_open == [False], "the chooser is closed before the option's action runs"


def test_the_arrows_and_enter_pick_and_escape_cancels(app):
    table = open_table(app)
    picked: list[str] = []
    cancelled: list[bool] = []
    ask(table, picked, cancelled)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert picked == ["green"] and not cancelled
    ask(table, picked, cancelled)
    key(app, pygame.K_ESCAPE)
    assert cancelled == [True] and picked == ["green"] and table.chooser.open is None
    assert table.app.scenes.top is table, "Esc closed the chooser, not opened the pause menu"


def test_the_first_enter_picks_the_lit_first_row_even_after_the_mouse_left_the_rows(app):
    table = open_table(app)
    picked: list[str] = []
    ask(table, picked, [])
    chooser = table.chooser.open
    assert chooser is not None and chooser.hover == 0, "the first row is lit as the chooser opens"
    app.frame(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))])
    key(app, pygame.K_RETURN)
    assert picked and picked[0] == chooser.options[0].label and table.chooser.open is None


def test_it_is_modal_a_click_on_a_row_picks_and_outside_cancels(app):
    table = open_table(app)
    picked: list[str] = []
    cancelled: list[bool] = []
    ask(table, picked, cancelled)
    key(app, pygame.K_h)  # the Hint key goes to the chooser, not to the table
    assert table.chooser.open is not None and picked == [] and not cancelled
    assert table.coach.current() is None, "no hint was asked for under the chooser"
    row = table.chooser.open.rows[2]
    click(app, row.center)
    assert picked == ["blue"]
    ask(table, picked, cancelled)
    panel = table.chooser.open.rect
    click(app, (panel.left - 5, panel.top - 5) if panel.left > 5 else (panel.right + 5, panel.bottom + 5))
    assert cancelled == [True] and table.chooser.open is None


def test_it_keeps_clear_of_what_it_is_about_and_fits_the_window(app):
    table = open_table(app)
    picked: list[str] = []
    about = pygame.Rect(300, 250, 260, 200)
    ask(table, picked, [], avoid=about)
    panel = table.chooser.open.rect
    assert not panel.colliderect(about)
    assert pygame.Rect((0, 0), table.frame.size).contains(panel)
    surface = pygame.Surface(table.frame.size)
    table.draw(surface)  # drawn over the table with its worth column, without error
    app.resize((960, 600))
    assert pygame.Rect(0, 0, 960, 600).contains(table.chooser.open.rect), "placed again after a resize"


def test_undo_closes_an_open_chooser(app):
    table = open_table(app)
    assert table.my_turn()
    assert table.moves.try_action(table.legal()[0])
    ask(table, [], [])
    assert table.moves.try_undo()
    assert table.chooser.open is None


def test_a_long_list_goes_to_two_columns_inside_the_panel():
    chooser = Chooser("Which card?", [Choice(f"card {i}", lambda: None) for i in range(8)], look=NIGHT)
    chooser.place((1280, 800), 1.0, 15)
    assert len({row.left for row in chooser.rows}) == 2
    assert all(chooser.rect.contains(row) for row in chooser.rows)
    assert all(row.bottom <= chooser.cancel_rect.top for row in chooser.rows)


def test_long_words_widen_the_panel_instead_of_being_cut():
    words = "Pay 2 clovers and 1 carrot: 2 clovers on the 1st card (llama), 1 carrot on the 2nd card"
    chooser = Chooser("How do you pay?", [Choice(words, lambda: None, worth="3 treats left"),
                                          Choice("Pay 3 carrots", lambda: None, worth="2 treats left")])
    chooser.place((1920, 1080), 1.0, 15)
    narrow = Chooser("How do you pay?", [Choice("Pay 3 carrots", lambda: None)])
    narrow.place((1920, 1080), 1.0, 15)
    assert chooser.rect.width > narrow.rect.width
    room = chooser.rows[0].width - 30 - text_width("3 treats left", 14, True)
    assert text_width("1. " + words, 15, True) <= room


def test_a_wide_chooser_stands_left_of_the_action_buttons_when_its_rows_fit_there():
    """At 150% text a ten-option chooser reached under the button column (its widgets are drawn
    over the scene), hiding options 9 and 10."""
    options = [Choice(f"Take a card of kind {i} (3 in the pile)", lambda: None) for i in range(10)]
    chooser = Chooser("Three colours: which card do you take from the discard pile?", options)
    buttons = pygame.Rect(1510, 640, 390, 400)
    chooser.place((1920, 1080), 1.44, 22, clear=[buttons])
    assert not chooser.rect.colliderect(buttons)
    room = chooser.rows[0].width - 30
    assert all(text_width(o.label, 22, True) + chooser._cap_width(i, 1.44, 22) <= room for i, o in enumerate(options))


def test_with_eleven_rows_each_row_has_one_key_that_picks_it_at_once(app):
    """The playtest's three-colour menu showed 1-9, 0, then "11", which no key could type:
    the rows run 1-9, 0 for the tenth, "-" (the key right of 0) for the eleventh."""
    table = open_table(app)
    picked: list[int] = []
    options = [Choice(f"card {i}", (lambda n=i: picked.append(n))) for i in range(1, 12)]
    for typed in (pygame.K_1, pygame.K_0, pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_KP9, pygame.K_KP0):
        table.chooser.choose("Which card?", list(options))
        key(app, typed)
        assert table.chooser.open is None, "a row's key picks it at once: nothing waits for a second key"
    assert picked == [1, 10, 11, 11, 9, 10], "the keypad's digits too"


def test_a_twelfth_row_has_no_key_and_the_arrows_reach_it(app):
    table = open_table(app)
    picked: list[int] = []
    options = [Choice(f"card {i}", (lambda n=i: picked.append(n))) for i in range(1, 13)]
    table.chooser.choose("Which card?", list(options))
    chooser = table.chooser.open
    assert [chooser.key_name(i) for i in range(12)] == list("1234567890-") + [""]
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert picked == [12]


def test_a_key_that_picks_nothing_says_so(app):
    table = open_table(app)
    picked: list[str] = []
    ask(table, picked, [])
    key(app, pygame.K_7)
    chooser = table.chooser.open
    assert picked == [] and chooser is not None and chooser.note == "No row 7: press 1 to 3."
    key(app, pygame.K_MINUS)
    assert picked == [] and table.chooser.open.note == "No row -: press 1 to 3."
    key(app, pygame.K_2)
    assert picked == ["green"]


def test_every_row_is_drawn_with_its_number(app, monkeypatch):
    import llamagames.ui.table.chooser as chooser_module

    drawn: list[str] = []
    real_draw = chooser_module.draw_text
    monkeypatch.setattr(chooser_module, "draw_text",
                        lambda surface, text, *a, **k: drawn.append(text) or real_draw(surface, text, *a, **k))
    chooser = Chooser("Which card?", [Choice(f"card {i}", lambda: None) for i in range(1, 12)], look=NIGHT)
    chooser.place((1366, 768), 1.0, 15)
    surface = pygame.Surface((1366, 768))
    chooser.draw(surface, 1.0, 15)
    keys = [text for text in drawn if text.isdigit() or text == "-"]
    assert keys == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-"], "each row shows the key that picks it"


def test_a_tall_chooser_stays_below_the_top_bar_dropping_the_lesson_lead_first():
    """The playtest (1920x1080, Japanese at 150%): eleven rows and a lesson's lead drew the
    panel under the Rules and Menu buttons, widgets drawn over it."""
    rows = [Choice(f"card {i}", lambda: None, picture_height=64) for i in range(1, 12)]
    lead = "A lesson's step in three lines of words. " * 6
    chooser = Chooser("Which card?", rows, look=NIGHT, lead=lead)
    chooser.place((1920, 1080), 2.16, 32, top=160)
    assert chooser.rect.top >= 160 and chooser.rect.bottom <= 1080
    assert chooser.lead == "", "the rows come first: the lead goes where both do not fit"
    assert all(row.bottom <= chooser.cancel_rect.top for row in chooser.rows), "every row is drawn"
    roomy = Chooser("Which card?", rows[:3], look=NIGHT, lead=lead)
    roomy.place((1920, 1080), 2.16, 32, top=160)
    assert roomy.lead and roomy.rect.top >= 160, "with room, the lead stays"


def test_a_row_as_drawn_holds_its_whole_words_and_worth():
    """A lesson's Trader showed "Give 1 corn, get 1 cac…": the panel was measured without the
    row's inset in its column. The words' room as the row draws them holds them whole."""
    from llamagames.ui.table.chooser import text_width as width

    s, px = 1.0, 15
    options = [Choice("Give 1 corn, get 1 cacao, and a few more words to make it wide", lambda: None,
                      worth="then 2 corn, 3 cacao, 4 potatoes"),
               Choice("Give 1 cacao, get 1 corn", lambda: None, worth="then 1 cacao, 4 corn")]
    chooser = Chooser("Corn/Cacao Trader", options)
    chooser.place((1366, 768), s, px)
    for index, (option, row) in enumerate(zip(options, chooser.rows)):
        right = row.right - 10 - width(option.worth, px - 1, True) - 10
        left = row.left + 10 + chooser._cap_width(index, s, px) + 10
        assert width(option.label, px, True) <= right - left


def test_in_a_lesson_the_chooser_starts_on_the_steps_own_move():
    """The lesson said "change a cacao into the fourth corn" while the Trader's first row, the
    other way round, was lit: the row lit first is the one that plays the step's move."""
    from types import SimpleNamespace

    from llamagames.ui.table.choosing import lesson_row

    options = [Choice("corn for cacao", lambda: None, action="corn>cacao"),
               Choice("cacao for corn", lambda: None, action="cacao>corn")]
    lesson = SimpleNamespace(mode=SimpleNamespace(guide=SimpleNamespace(expected=lambda: "cacao>corn")))
    assert lesson_row(lesson, options) == 1
    assert lesson_row(SimpleNamespace(mode=SimpleNamespace()), options) == 0  # a real game: the first
    other = SimpleNamespace(mode=SimpleNamespace(guide=SimpleNamespace(expected=lambda: "feed")))
    assert lesson_row(other, options) == 0
