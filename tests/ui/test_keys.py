"""Keyboard play everywhere (issue 12): Tab reaches every control of every screen, Enter
presses it, Esc backs out; at every table a human plays with key events only; moves that
end something for you are asked about or can be undone, as the setting says."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
from pygame_gui.elements import UIHorizontalSlider

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.rules import GAMES as RULES
from llamagames.rules.llama import LLAMA, QUIT, PlayCard
from llamagames.seats import SeatConfig
from llamagames.ui.games.llama.summary import RoundSummaryScene
from llamagames.ui.games.llamaland.summary import ScorePadScene
from llamagames.ui.registry import playable_games, table_design
from llamagames.ui.scene import Pop
from llamagames.ui.scenes.confirm import ConfirmScene
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.results import ResultsScene
from llamagames.ui.scenes.rules import RulesScene
from llamagames.ui.scenes.settings import SettingsScene
from llamagames.ui.scenes.setup import SetupScene
from llamagames.ui.session import seat_names
from llamagames.ui.table.ending import EndingConfirm
from llamagames.ui.table.keyboard import BUTTONS_GROUP, label_pill
from llamagames.ui.table.pause import PauseScene
from llamagames.ui.widgets.focus import element_key, widget_elements

from .conftest import FRAME, mouse
from .test_monkey import dialog, finished, saves_with_a_game

GAMES = playable_games()
LOOK_GROUPS = {"opponents", "piles"}
"""Groups that show things (an estate large, the discard pile) rather than make a move."""


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": mod, "unicode": "", "scancode": 0})


def press(app: Any, k: int, mod: int = 0, frames: int = 2) -> None:
    app.frame(FRAME, [key(k, mod)])
    for _ in range(frames):
        app.frame(FRAME, [])


def llama_table(app: Any, seed: int = 3) -> Any:
    match = Match("llama", [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "normal")], seed,
                  bot_delay=0.0, worker=InlineBotWorker())
    return table_design("llama")(app, match)


SCENES: dict[str, Callable[[Any], Any]] = {
    "setup": lambda app: SetupScene(app, "alpacas"),
    "settings": lambda app: SettingsScene(app),
    "rules": lambda app: RulesScene(app, "llama"),
    "saves": lambda app: saves_with_a_game(app, "llama"),
    "unfinished": lambda app: dialog(app, "llama"),
    "pause": lambda app: PauseScene(app, "llama", None),
    "confirm": lambda app: ConfirmScene(app, "Sure?", "Really.", "Yes", "No", Pop()),
    "results": lambda app: ResultsScene(app, (m := finished("llama", 3)), seat_names(m)),
    "round summary": lambda app: round_summary(app),
    "score pad": lambda app: score_pad(app),
}


def score_pad(app: Any) -> Any:
    """Llamaland's score pad over a finished game that a human watches (so it waits)."""
    match = finished("llamaland", 3)
    match.seats = (SeatConfig("human", "You"), *match.seats[1:])
    return ScorePadScene(app, table_design("llamaland")(app, match))


def round_summary(app: Any) -> Any:
    """The L.L.A.M.A. round summary after a real round (the human quits, the bot finishes)."""
    table = llama_table(app, quit_seed())
    app.scenes.push(table)
    app.frame(FRAME, [])
    table.moves.try_action(QUIT)
    for _ in range(600):
        app.frame(FRAME, [])
        if isinstance(app.scenes.top, RoundSummaryScene):
            scene = app.scenes.top
            app.scenes.stack.pop()  # handed back to the caller, who pushes it again
            return scene
    raise AssertionError("the round did not end")


def open_over_menu(app: Any, make: Callable[[Any], Any]) -> Any:
    app.start(MenuScene(app))
    app.frame(FRAME, [])
    scene = make(app)
    app.scenes.push(scene)
    app.frame(FRAME, [])
    return scene


def controls(scene: Any) -> set[Any]:
    """What Tab must reach: every button, drop-down and text field, and a slider (Settings'
    volumes) as one control named by its own id rather than by its thumb button."""
    sliders = [e for e in getattr(scene.container, "elements", ()) if isinstance(e, UIHorizontalSlider)]
    thumbs = {id(slider.sliding_button) for slider in sliders}
    found = {element_key(e) for e in widget_elements(scene.container) if id(e) not in thumbs}
    return found | {element_key(slider) for slider in sliders}


def tab_round(app: Any, scene: Any, count: int) -> list[Any]:
    """Press Tab ``count`` times; the stop keys the focus visited, in order."""
    visited = []
    for _ in range(count):
        press(app, pygame.K_TAB, frames=0)
        stop = scene.ring.focused()
        assert stop is not None, "Tab shows a focused control"
        visited.append(stop.key)
    return visited


@pytest.mark.parametrize("name", list(SCENES))
def test_tab_reaches_every_control_of_the_scene_and_esc_backs_out(app, name):
    scene = open_over_menu(app, SCENES[name])
    wanted = controls(scene)
    assert wanted, "the scene has controls"
    visited = tab_round(app, scene, len(wanted) + 1)
    assert wanted <= set(visited)
    assert visited[len(wanted)] == visited[0], "Tab comes round to the first control again"
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT, frames=0)
    assert scene.ring.focused().key == visited[len(wanted) - 1], "Shift+Tab goes back"
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is not scene


def test_the_menu_cards_buttons_are_reached_and_enter_opens_a_game(app):
    """Each card's buttons are stops: Tab reaches the first card's main one (a new player's
    lesson), the arrows go along the cards and down a card, Enter on New game opens its setup."""
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME, [])
    press(app, pygame.K_TAB)
    card = {key: element_key(button) for key, button in menu.card_buttons.items()}
    assert menu.ring.group_name == "games" and menu.ring.focused().key == card[(GAMES[0], "learn")]
    for name in GAMES[1:]:
        press(app, pygame.K_RIGHT)
        assert menu.ring.focused().key == card[(name, "learn")]
    for _ in GAMES[2:]:
        press(app, pygame.K_LEFT)
    press(app, pygame.K_DOWN)
    assert menu.ring.focused().key == card[(GAMES[1], "new")]
    buttons = {element_key(e) for e in widget_elements(menu.container)} - set(card.values())
    assert buttons <= set(tab_round(app, menu, len(buttons) + 1))  # and round to the first card again
    assert menu.ring.focused().key == card[(GAMES[0], "learn")]
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, SetupScene) and app.scenes.top.game_name == GAMES[1]


def test_a_click_hides_the_focus_outline_until_the_next_tab(app):
    scene = open_over_menu(app, SCENES["pause"])
    press(app, pygame.K_TAB)
    assert scene.ring.focused() is not None
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, (5, 5))])
    assert scene.ring.focused() is None
    press(app, pygame.K_TAB)
    assert scene.ring.focused() is not None


def test_enter_presses_the_focused_button(app):
    scene = open_over_menu(app, SCENES["pause"])
    press(app, pygame.K_TAB)
    press(app, pygame.K_DOWN)
    assert scene.ring.focused().label == "How to play"
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, RulesScene)


def test_enter_on_no_in_a_question_says_no(app):
    done = []
    scene = open_over_menu(app, lambda a: EndingConfirm(a, "Quit?", "", lambda: done.append(1)))
    press(app, pygame.K_TAB)
    press(app, pygame.K_TAB)
    assert scene.ring.focused().key == ("id", "#confirm_no")
    press(app, pygame.K_RETURN)
    assert app.scenes.top is not scene and not done


def test_left_and_right_change_a_drop_down_choice_in_settings(app):
    scene = open_over_menu(app, SCENES["settings"])
    assert app.settings.ending_moves == "undo"
    press(app, pygame.K_TAB)
    for _ in range(30):
        if scene.ring.focused().key == ("id", "#ending_moves"):
            break
        press(app, pygame.K_TAB)
    assert scene.ring.focused().key == ("id", "#ending_moves")
    press(app, pygame.K_RIGHT)
    assert app.settings.ending_moves == "ask"
    assert scene.menus["ending_moves"].selected_option[1] != "undo"
    press(app, pygame.K_LEFT)
    assert app.settings.ending_moves == "undo"


def test_setup_drop_down_rebuild_keeps_the_focus_and_names_can_be_typed(app):
    scene = open_over_menu(app, SCENES["setup"])
    for _ in range(30):
        press(app, pygame.K_TAB, frames=0)
        if scene.ring.focused().key == ("id", "#kind_1"):
            break
    press(app, pygame.K_RIGHT)  # bot -> human: the screen is built again
    assert scene.seats[1]["kind"] == "human"
    assert scene.ring.focused().key == ("id", "#kind_1")
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.ring.focused().key == ("id", "#name_1")
    assert scene.ring.focused().element in (app.ui.get_focus_set() or ())


# -- tables: every move by keys ---------------------------------------------------------------

def play_by_keys(app: Any, game: str, seed: int, moves: int) -> tuple[Any, list[str]]:
    """A human seat plays ``moves`` moves with Tab, arrows and Enter only; the moves played."""
    match = Match(game, [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")], seed,
                  bot_delay=0.0, worker=InlineBotWorker())
    table = table_design(game)(app, match)
    app.start(table)
    app.frame(FRAME, [])
    mine: list[str] = []
    for _ in range(400):
        if len(mine) >= moves or match.is_over():
            break
        if app.scenes.top is not table:
            press(app, pygame.K_RETURN)  # a question or a summary: Enter says yes / goes on
            continue
        if not table.my_turn():
            app.frame(FRAME, [])
            continue
        before = len(match.record.actions)
        if table.parts.keys.busy():
            press(app, pygame.K_RETURN)  # a tile placed with the table's own keys
        else:
            table.ring.hide()
            press(app, pygame.K_TAB)
            move_groups = [g.name for g in table.ring.groups() if g.stops and g.name not in LOOK_GROUPS]
            target = move_groups[0]  # a group of moves, else the buttons (End turn, Pass...)
            for _ in range(12):
                if table.ring.group_name == target:
                    break
                press(app, pygame.K_TAB)
            assert table.ring.group_name == target
            if target == BUTTONS_GROUP:  # only buttons left: the game's first one (End turn, Pass...)
                assert table.ring.focused().key not in {("id", "#menu_button"), ("id", "#rules_button")}
            press(app, pygame.K_RETURN)
        if app.scenes.top is not table and isinstance(app.scenes.top, EndingConfirm):
            press(app, pygame.K_RETURN)
        mine += [a for a in match.record.actions[before:before + 1]]
    return match, mine


@pytest.mark.parametrize("game", GAMES)
def test_tab_reaches_every_button_of_a_table(app, game):
    match = Match(game, [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")], 5,
                  bot_delay=0.0, worker=InlineBotWorker())
    table = table_design(game)(app, match)
    app.start(table)
    app.frame(FRAME, [])
    wanted = {element_key(e) for e in widget_elements(table.container)}
    assert {("id", "#menu_button"), ("id", "#rules_button")} <= wanted
    press(app, pygame.K_TAB)
    while table.ring.group_name != BUTTONS_GROUP:
        press(app, pygame.K_TAB, frames=0)
    seen = set()
    for _ in range(len(wanted)):
        seen.add(table.ring.focused().key)
        press(app, pygame.K_RIGHT, frames=0)
    assert seen == wanted


@pytest.mark.parametrize("game", GAMES)
def test_a_human_plays_a_game_with_keys_only(app, game):
    match, mine = play_by_keys(app, game, seed=5, moves=8)
    assert len(mine) >= 8 or match.is_over(), mine
    # every move came from the legal actions, through the engine (the record replays)
    state = match.game.new_game(match.num_players, match.seed, **match.options)
    for text in match.record.actions:
        state = match.game.apply(state, match.game.parse_action(text))
    assert state == match.state


def test_llama_arrows_walk_the_playable_cards_and_enter_plays_the_focused_one(app):
    table = llama_table(app)
    app.start(table)
    app.frame(FRAME, [])
    press(app, pygame.K_TAB)
    assert table.ring.group_name == "hand"
    playable = {a.value for a in table.match.legal_actions() if isinstance(a, PlayCard)}
    seen = set()
    for _ in range(len(playable)):
        seen.add(table.ring.focused().key)
        press(app, pygame.K_RIGHT, frames=0)
    assert seen == {str(PlayCard(v)) for v in playable}
    chosen = table.ring.focused().key
    press(app, pygame.K_RETURN)
    assert table.match.record.actions[0] == chosen
    press(app, pygame.K_TAB)
    while table.ring.group_name != "piles":
        press(app, pygame.K_TAB, frames=0)
    assert table.ring.focused().label == "Draw a card"


# -- ending moves: ask, or undo until the next player acts ------------------------------------

def quit_seed() -> int:
    """A seed where the human starts and quitting does not end the round at once: the bot
    left alone holds a card to play (so it plays on rather than quit too)."""
    for seed in range(1, 200):
        state = LLAMA.new_game(2, seed)
        if LLAMA.current_player(state) == 0 and QUIT in LLAMA.legal_actions(state):
            after = LLAMA.apply(state, QUIT)
            if sum(isinstance(a, PlayCard) for a in LLAMA.legal_actions(after)) == 2:
                return seed
    raise AssertionError("no seed")


def test_with_ask_quitting_the_round_asks_first(app):
    app.settings.ending_moves = "ask"
    table = llama_table(app, quit_seed())
    app.start(table)
    app.frame(FRAME, [])
    press(app, pygame.K_q)
    assert isinstance(app.scenes.top, EndingConfirm)
    assert table.match.record.actions == ()
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and table.match.record.actions == ()
    press(app, pygame.K_q)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.match.record.actions[0] == "quit"


def test_with_undo_quitting_plays_at_once_and_undo_takes_it_back_until_the_bot_answers(app):
    assert app.settings.ending_moves == "undo"
    table = llama_table(app, quit_seed())
    table.match.pacer.undo_grace = 60.0  # the bot waits: the window in which Undo may help
    app.start(table)
    app.frame(FRAME, [])
    press(app, pygame.K_q)
    assert app.scenes.top is table and table.match.record.actions == ("quit",)
    press(app, pygame.K_u)
    assert table.match.record.actions == ()
    press(app, pygame.K_q)
    app.frame(61.0, [])  # the bot answers
    app.frame(FRAME, [])
    assert len(table.match.record.actions) >= 2
    press(app, pygame.K_u)
    assert table.match.record.actions[0] == "quit" and table.toasts.text


def test_llamaland_end_turn_asks_with_ask_and_is_undone_with_undo(app):
    def to_end(table: Any) -> None:
        match = table.match
        while not any(str(a) == "end" for a in match.legal_actions()):
            legal = match.legal_actions()
            table.moves.try_action(next((a for a in legal if str(a) == "skip"), legal[0]))
            app.frame(FRAME, [])

    match = Match("llamaland", [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")], 5,
                  bot_delay=0.0, worker=InlineBotWorker(), undo_grace=60.0)
    table = table_design("llamaland")(app, match)
    app.start(table)
    app.frame(FRAME, [])
    to_end(table)
    played = len(match.record.actions)
    press(app, pygame.K_e)
    assert match.record.actions[-1] == "end" and app.scenes.top is table
    press(app, pygame.K_u)
    assert len(match.record.actions) == played
    app.settings.ending_moves = "ask"
    press(app, pygame.K_e)
    assert isinstance(app.scenes.top, EndingConfirm) and len(match.record.actions) == played
    press(app, pygame.K_RETURN)
    assert match.record.actions[-1] == "end"


def test_the_round_summary_answers_tab_and_enter(app):
    scene = open_over_menu(app, round_summary)
    press(app, pygame.K_TAB)
    assert scene.ring.focused() is not None
    press(app, pygame.K_RETURN)
    assert app.scenes.top is not scene


@pytest.mark.parametrize("game", GAMES)
def test_a_focused_name_never_sits_below_its_target_where_it_would_hide_the_next_panel(app, game):
    """Targets at the top of a column (Llamaland's stacks and first rival) have no room above for
    their name: it goes over their own top edge, not under them onto the next panel's name."""
    seats = [SeatConfig("human", "You")] + [SeatConfig("bot", n, "easy") for n in ("Pablo", "Rosa", "Inés")]
    count = min(4, max(RULES[game].player_counts))
    table = table_design(game)(app, Match(game, seats[:count], 5, bot_delay=0.0, worker=InlineBotWorker()))
    app.start(table)
    for _ in range(200):  # the bots before you move once the table has shown itself
        app.frame(FRAME, [])
        if table.my_turn():
            break
    bounds = pygame.display.get_surface().get_rect()
    labelled = [stop for group in table.ring.groups() for stop in group.stops if stop.label and stop.element is None]
    assert labelled, "the table has targets reached by keys"
    for stop in labelled:
        pill = label_pill(table, stop, stop.label, bounds)
        assert pill.bottom <= stop.rect.top + pill.height, f"{stop.label!r}: its name is drawn below it"
        assert pill.top >= table.frame.top_bar.bottom, f"{stop.label!r}: its name is under the top bar"


def test_a_focused_name_finds_a_place_clear_of_words_kept_above_its_target() -> None:
    """At 2560x1440 and 150% a hint stood just above the hand, and the focused card's name sat
    on the hint's words: the name goes where the kit's room finds no words, still above its
    target (never below it); where nothing is kept there it stays just above the target."""
    from types import SimpleNamespace

    from llamagames.ui.table.clear_room import ClearRoom
    from llamagames.ui.widgets.focus import Stop

    pygame.font.init()
    bounds = pygame.Rect(0, 0, 1280, 800)
    room = ClearRoom(bounds)
    frame = SimpleNamespace(top_bar=pygame.Rect(0, 0, 1280, 44))
    table = SimpleNamespace(text_scale=1.0, small=lambda n: n, frame=frame, room=room)
    card = Stop(pygame.Rect(600, 600, 100, 140), "Play 2", lambda: None)
    alone = label_pill(table, card, "Play 2", bounds)
    assert alone.midbottom == (card.rect.centerx, card.rect.top - 10)
    hint = pygame.Rect(300, 520, 700, 74)  # the hint's words, kept as they are drawn
    room.keep(hint)
    assert alone.colliderect(hint)
    pill = label_pill(table, card, "Play 2", bounds)
    assert not pill.colliderect(hint) and room.covered(pill) == 0
    assert pill.bottom <= card.rect.top and pill.top >= frame.top_bar.bottom
