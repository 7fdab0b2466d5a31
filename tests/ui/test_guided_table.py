"""The guided game at the real table: opened from the menu's badge, played by clicking what
its rings highlight, a wrong move refused in the step's words, and a finish that offers a real
game (no results, nothing counted)."""

from __future__ import annotations

import pygame
import pytest

from llamagames import storage
from llamagames.learn import LESSONS
from llamagames.learn.script import refusal
from llamagames.rules.llama.actions import DRAW
from llamagames.ui.scenes.menu import MenuScene
from llamagames.ui.scenes.setup import SetupScene
from llamagames.ui.table.guided import GuideMode
from llamagames.ui.table.modes import LiveMode

from .conftest import FRAME, mouse


def _click(app, pos) -> None:
    app.frame(FRAME, [mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos)])


def _open_from_menu(app):
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(FRAME)
    _click(app, menu.card_buttons[("llama", "learn")].rect.center)
    for _ in range(3):
        app.frame(FRAME)
    table = app.scenes.top
    assert isinstance(table.mode, GuideMode)
    return table


def _settle(app, table, frames: int = 300) -> None:
    for _ in range(frames):
        guide = table.mode.guide
        if app.scenes.top is not table:
            top = app.scenes.top
            if getattr(top, "deciding", False) and guide.expected() is not None:
                top.choose(guide.expected())  # the round's summary asks for the chip to give back
            else:
                app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0,
                                                                      "unicode": "\r", "scancode": 0})])
                continue
        if table.mode.finish_open or (table.my_turn() and not table.animator.busy):
            return
        app.frame(FRAME)


def test_the_guided_game_plays_by_its_rings_refuses_a_wrong_move_and_ends_on_its_finish(app) -> None:
    table = _open_from_menu(app)
    guide = table.mode.guide
    lesson = LESSONS["llama"]
    _settle(app, table)
    assert not table.moves.try_action(DRAW)  # legal for the rules, not what the step asks
    assert table.toasts.text == refusal(lesson.steps[0], "draw")  # the sentence for that mistake
    assert guide.position == 0
    clicked = 0
    while not table.mode.finish_open:
        _settle(app, table)
        if table.mode.finish_open:
            break
        rings = table.parts.coach.rects(guide.expected())
        assert rings, f"step {guide.step_index + 1} highlights nothing"
        before = guide.position
        _click(app, rings[0].center)  # what the ring says to take (a card, the draw pile)
        if guide.position == before:
            assert table.moves.try_action(guide.expected(), asked=True)
        else:
            clicked += 1
    assert clicked >= 5
    assert app.scenes.top is table  # the finish, not the results
    from llamagames.learn import progress

    assert progress.finished("llama") and progress.saved_step("llama") == 0
    assert storage.load_statistics()[0].played("llama") == 0
    assert not list(storage.waiting_dir().glob("*.json")) if storage.waiting_dir().exists() else True
    _click(app, table.mode.buttons["play"].center)
    app.frame(FRAME)
    setup = app.scenes.top  # the real game's setup, filled for a first game: it can be changed
    assert isinstance(setup, SetupScene) and setup.num_players == 3
    assert setup.subtitle() == "Your first real game: you and 2 easy bots. Change any seat, or start."
    app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0, "unicode": "\r",
                                                          "scancode": 0})])
    for _ in range(3):
        app.frame(FRAME)
    real = app.scenes.top
    assert type(real.mode) is LiveMode
    assert [(s.level, s.name) for s in real.match.seats if not s.is_human] == [("easy", "Pablo"), ("easy", "Dolly")]


def test_leaving_keeps_the_step_and_learn_to_play_continues_there(app) -> None:
    from llamagames.learn.progress import saved_step

    table = _open_from_menu(app)
    _settle(app, table)
    _click(app, table.mode.buttons["skip"].center)
    _settle(app, table)
    app.frame(FRAME)
    assert saved_step("llama") == 1
    _click(app, table.mode.buttons["leave"].center)
    app.frame(FRAME)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    # once left part way, the card's main action goes on with the lesson, and says so (a playtester
    # saw "New game" first and wondered where the lesson went); the line says where it stands
    assert menu.card_actions("llama") == ["learn", "new"] and menu.card_actions("alpacas") == ["learn", "new"]
    assert menu.card_buttons[("llama", "learn")].text == "Continue lesson"
    assert menu.card_buttons[("alpacas", "learn")].text == "Learn to play"
    total = len(LESSONS["llama"].steps)
    assert menu._card_tip("llama", "learn") == f"Your lesson waits at step 2 of {total}: go on where you left it"
    assert menu.records["llama"] == f"Lesson: step 2 of {total}"
    setup = SetupScene(app, "llama")
    app.scenes.push(setup)
    app.frame(FRAME)
    assert setup.buttons["learn"].text == "Continue lesson"  # the setup's way to the lesson says the same
    app.scenes.pop()
    app.frame(FRAME)
    assert menu.records["alpacas"] == "No games yet"
    again = _open_from_menu(app)
    _settle(app, again)
    assert again.mode.guide.step_index == 1


def test_setup_offers_learn_to_play_only_for_a_game_with_a_guided_game(app, monkeypatch) -> None:
    import dataclasses

    from llamagames import catalogue

    without = tuple(dataclasses.replace(g, lesson="") if g.name == "llamagedon" else g for g in catalogue.CATALOGUE)
    monkeypatch.setattr(catalogue, "CATALOGUE", without)  # a game whose guided game is not written yet
    for game, offered in (("llama", True), ("alpacas", True), ("llamagedon", False)):
        setup = SetupScene(app, game)
        app.scenes.push(setup)
        app.frame(FRAME)
        assert ("learn" in setup.buttons) is offered
        app.scenes.clear()


def test_llamagedons_guided_game_runs_on_its_table_to_the_finish(app) -> None:
    """Its Block windows included: the player's forced answers are made for them."""
    from llamagames.ui.learning import open_lesson

    table = app._scene_for(open_lesson(app, "llamagedon"))
    app.scenes.push(table)
    guide = table.mode.guide
    rang = 0
    for _ in range(3000):
        if table.mode.finish_open:
            break
        _settle(app, table, 1)
        app.frame(FRAME)  # the guide makes the player's forced answers as frames pass
        if app.scenes.top is table and guide.players_turn() and table.my_turn() and not table.animator.busy:
            before = guide.position
            if guide.expected() == guide.parse("block"):  # the ring is on the Block window's Block button
                stage = table.parts.stage
                buttons = [b.rect for b in stage.prompt_buttons if b.key == "block"]
                assert buttons and table.parts.coach.rects(guide.expected()) == buttons
                rang += 1
            if guide.expected() != guide.parse("pass"):
                assert not table.moves.try_action(guide.parse("pass"), asked=True)  # not what the step asks
                assert guide.position == before
            assert table.moves.try_action(guide.expected(), asked=True) and guide.position > before
    assert table.mode.finish_open and guide.match.is_over(), (guide.position, guide.entry(), type(app.scenes.top))
    assert guide.match.outcome().winners == (0,)
    assert rang == 1
    assert storage.load_statistics()[0].played("llamagedon") == 0


ENTER = {"key": pygame.K_RETURN, "mod": 0, "unicode": "\r", "scancode": 0}


@pytest.mark.parametrize("game", ["llama", "alpacas", "llamagedon", "llamaland"])
def test_enter_plays_the_ringed_move_at_every_step_to_the_finish(app, game: str) -> None:
    """As the rules page says of the outlined move: in a guided game Enter plays what the rings
    show (a Swap's card to give), one move a press; a Llamaland tile to lay comes into the hand
    onto its gold outline first, as the real table's keys take it, and once R and F (as its
    words say) match it, the next Enter lays it."""
    from llamagames.ui.learning import open_lesson

    table = app._scene_for(open_lesson(app, game))
    app.scenes.push(table)
    guide = table.mode.guide
    pressed = chosen = held = turned = 0
    for _ in range(4000):
        if table.mode.finish_open:
            break
        if app.scenes.top is not table:  # L.L.A.M.A.'s round summary over the table asks its own way
            before = guide.position
            _settle(app, table, 1)
            chosen += int(guide.position > before and guide.entries[before].actor == "you")
            continue
        app.frame(FRAME)
        assert not table.fast.active  # out of the round or not, the guide tells each bot's move at its pace
        if app.scenes.top is table and guide.players_turn() and table.my_turn() and not table.animator.busy:
            before, expected = guide.position, guide.expected()
            app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, ENTER)])
            if guide.position == before and getattr(table.parts.stage, "drag", None) is not None:
                held += 1  # in hand on its outline, not yet taken
                turned += _match_the_outline(app, table.parts.stage)
                app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, ENTER)])
            assert guide.position > before, (game, guide.step_index, expected)
            assert guide.match.record.actions[before] == str(expected)  # the bots may answer in the same frame
            pressed += 1
    assert table.mode.finish_open and guide.match.is_over()
    assert pressed + chosen == sum(len(step.expect) for step in LESSONS[game].steps) - held and pressed > chosen
    assert (held, turned) == ((6, 5) if game == "llamaland" else (0, 0))  # L (R), Z (F), T (R), Z (F, R), P, T


def _match_the_outline(app, stage) -> int:
    """R or F, as the tile's red words over the outline ask, until it matches; the keys pressed."""
    keys = 0
    while stage.drag is not None and stage.drag.reason is not None and keys < 4:
        code = pygame.K_f if "with F" in stage.drag.reason else pygame.K_r
        app.frame(FRAME, [pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": 0, "unicode": "", "scancode": 0})])
        keys += 1
    return keys


@pytest.mark.slow(seconds=5)
def test_every_step_of_the_guided_games_lays_out_cleanly_on_a_common_laptop() -> None:
    """1366x768, English and Japanese: the tour's picture of each step and finish has no text
    cut, covered or run out of its panel (``layout_tour --learn`` walks the other sizes), and
    the bubble keeps the first step's place unless it must move (to at most two other places)."""
    from llamagames import i18n
    from llamagames.ui import layout_tour
    from llamagames.ui.layout_check import problems, recording
    from llamagames.ui.learn_tour import guided_steps

    found: list[str] = []
    seen: list[str] = []
    with recording():
        for language in ("en", "ja"):
            app = layout_tour.make_app((1366, 768), 1.0, False, language)
            try:
                for game in sorted(LESSONS):
                    spots: list[tuple[int, int]] = []
                    for name in guided_steps(app, game):
                        seen.append(name)
                        found += [f"{name} {language}: {line}" for line in problems(app)]
                        found += _covered_rings(app, name)
                        found += _moved_unforced(app, f"{name} {language}", spots)
                    found += [f"{game} {language}: the bubble moved {len(set(spots)) - 1} times"] if len(set(spots)) > 2 else []
            finally:
                app.scenes.clear()
                i18n.set_language("en")
    assert {"learn_llama_finish", "learn_llamagedon_step3", "learn_alpacas_finish", "learn_llamaland_step3b",
            "learn_llamaland_finish"} <= set(seen)
    assert found == [], "\n".join(found[:20])


def _moved_unforced(app, name: str, spots: list[tuple[int, int]]) -> list[str]:
    """The bubble keeps one place through a lesson (in Japanese it stood elsewhere at each step):
    the first step's. It stands elsewhere only where, as large as it is now, it would cover a
    ring or kept words there or leave the window. Records the spot in ``spots``; a sentence if not so."""
    mode = app.scenes.top.mode
    if mode.finish_open:
        return []
    bubble, home = mode.bubble, (spots[0] if spots else mode.bubble.topleft)
    spots.append(bubble.topleft)
    there = pygame.Rect(home, bubble.size)
    kept = [rect for rect in app.scenes.top.room.kept if rect != bubble]
    forced = (there.collidelist([*mode.rung, *kept]) >= 0
              or not pygame.Rect((0, 0), app.scenes.top.frame.size).contains(there))
    return [] if forced or bubble.topleft == home else [f"{name}: the bubble left {home} for {bubble.topleft}"]


def _covered_rings(app, name: str) -> list[str]:
    """The rings of the step shown that its bubble covers (each a sentence)."""
    from llamagames.ui.learn_tour import guide_problems

    return [f"{name}: {line}" for line in guide_problems(app)]


def test_in_a_small_window_at_large_text_no_bubble_covers_what_its_step_rings() -> None:
    """1024x640 at 150%: every step's bubble keeps clear of what it asks to take and where to
    put it, and the finish panel is not covered by the table's buttons or a message."""
    from llamagames import i18n
    from llamagames.ui import layout_tour
    from llamagames.ui.layout_check import problems, recording
    from llamagames.ui.learn_tour import guided_steps

    found: list[str] = []
    rung = 0
    with recording():
        app = layout_tour.make_app((1024, 640), 1.5, False, "en")
        try:
            for game in sorted(LESSONS):
                for name in guided_steps(app, game):
                    found += _covered_rings(app, name)
                    rung += len(app.scenes.top.mode.rung)
                    if name.endswith("finish"):
                        found += [f"{name}: {line}" for line in problems(app)]
        finally:
            app.scenes.clear()
            i18n.set_language("en")
    assert rung >= 20
    assert found == [], "\n".join(found[:20])


def test_the_tour_reports_a_bubble_over_a_ring(app) -> None:
    """The check the tests above rely on finds a bubble that covers what its step rings."""
    from llamagames.ui.learn_tour import guide_problems

    table = _open_from_menu(app)
    _settle(app, table)
    app.frame(FRAME)
    mode = table.mode
    assert mode.rung and guide_problems(app) == []
    mode.bubble = mode.rung[0].inflate(-4, -4)
    assert len(guide_problems(app)) == 1


def test_in_a_lesson_a_chooser_shows_the_steps_words_it_may_cover(app) -> None:
    """The playtest's choice boxes covered the Learn panel that said what to pick."""
    from llamagames.ui.table.chooser import Choice

    table = _open_from_menu(app)
    _settle(app, table)
    table.chooser.choose("Which one?", [Choice("one", lambda: None), Choice("two", lambda: None)])
    app.frame(FRAME)
    chooser = table.chooser.open
    assert chooser.lead == table.mode.words(short=True) and chooser.lead_lines
    assert " ".join(chooser.lead_lines).split() == chooser.lead.split()  # whole, not cut
    lead_bottom = chooser.rect.top + len(chooser.title_lines) * 30 + len(chooser.lead_lines) * 20
    assert chooser.rows[0].top >= lead_bottom and chooser.rect.contains(chooser.rows[-1])


def test_the_first_real_game_keeps_the_players_name_and_each_games_counts(app, monkeypatch) -> None:
    """After a lesson: the game's first table of easy bots, the name the player typed before
    kept, whatever the last setup was (a hot-seat game of five, normal bots)."""
    import dataclasses

    from llamagames import catalogue

    app.settings.last_setup = {"llama": {"num_players": 5, "seats": [
        {"kind": "human", "name": "Ana", "level": "normal"}, {"kind": "human", "name": "Ben", "level": "normal"}]}}
    setup = SetupScene(app, "llama", first_game=True)
    assert setup.num_players == 3 and [seat["kind"] for seat in setup.seats[:3]] == ["human", "bot", "bot"]
    assert setup.seats[0]["name"] == "Ana" and {seat["level"] for seat in setup.seats[1:3]} == {"easy"}
    assert setup.subtitle() == "Your first real game: you and 2 easy bots. Change any seat, or start."
    assert SetupScene(app, "llama").num_players == 5  # the setup from the menu is the one remembered
    wide = tuple(dataclasses.replace(g, first_table=9) if g.name == "alpacas" else g for g in catalogue.CATALOGUE)
    monkeypatch.setattr(catalogue, "CATALOGUE", wide)
    assert SetupScene(app, "alpacas", first_game=True).num_players == 4  # never more than the game seats


def test_a_card_after_a_finished_lesson_plays_first_and_continues_a_waiting_game(app) -> None:
    from llamagames.learn import progress
    from llamagames.seats import SeatConfig
    from llamagames.ui.session import start_match

    progress.mark("alpacas", done=True)
    waiting = start_match(app, "llama", [SeatConfig("human", "You"), SeatConfig("bot", "Pablo", "easy")], seed=4)
    waiting.autosave()
    waiting.close()
    menu = MenuScene(app)
    app.start(menu)
    app.frame(FRAME)
    assert menu.card_actions("alpacas") == ["new", "learn"] and menu.records["alpacas"] == "Lesson done"
    assert menu.card_actions("llama") == ["continue", "new"]
    assert menu.card_buttons[("llama", "continue")].rect.bottom <= menu.tiles["llama"].bottom  # on the card
    _click(app, menu.card_buttons[("llama", "continue")].rect.center)
    app.frame(FRAME)
    assert app.scenes.top is not menu and app.scenes.top.match.seed == 4


def test_at_1024x600_and_150_percent_the_bubble_never_covers_what_its_step_names() -> None:
    """The Alpacas step that asks for a third alpaca covered the two on the board it spoke of:
    what a step names (``Step.shows``) is ringed with its move, and the bubble keeps clear of it.
    Its first three steps (the alpacas of step 2, the blue 2 and 3 of step 3): a walk stays cheap."""
    from llamagames import i18n
    from llamagames.ui import layout_tour
    from llamagames.ui.games.alpacas.layout import layout_of
    from llamagames.ui.layout_check import recording
    from llamagames.ui.learn_tour import guide_problems, guided_steps

    lesson = LESSONS["alpacas"]
    named = 0
    with recording():
        app = layout_tour.make_app((1024, 600), 1.5, False, "en")
        try:
            for name in guided_steps(app, "alpacas"):
                table = app.scenes.top
                mode, cells = table.mode, layout_of(table).rects.cells
                assert guide_problems(app) == [], name
                for text in lesson.steps[mode.guide.step_index].shows:
                    for rect in table.parts.coach.rects(mode.guide.parse(text)):
                        assert not mode.bubble.colliderect(rect), (name, text)
                        assert any(ring.contains(rect) for ring in mode.rung), (name, text)
                        named += rect in cells
                if name == "learn_alpacas_step3":
                    break
        finally:
            app.scenes.clear()
            i18n.set_language("en")
    assert named == 5  # the two alpacas and the space they wait on, the blue 2 and 3



def test_at_150_percent_the_bubble_never_covers_the_status_line() -> None:
    """In a 1366x768 laptop's window (1229x690) at 150% text, Llamaland's bet step's bubble lay
    over the two-line status ("You extended: put a marker ..."): the bubble's column had no room
    beside it, and covering it cost no more than covering a picture. The status line now weighs
    as a ring. The lesson is continued at that step (cheap)."""
    from llamagames.learn import progress
    from llamagames.ui import layout_tour
    from llamagames.ui.learn_tour import _settle as settle_step
    from llamagames.ui.learn_tour import guide_problems
    from llamagames.ui.learning import open_lesson

    app = layout_tour.make_app((1229, 690), 1.5, False, "en")
    progress.save_step("llamaland", 2)
    try:
        request = open_lesson(app, "llamaland")
        assert request is not None
        table = app.open_table(request.match)
        app.scenes.push(table)
        assert settle_step(app, table) and table.mode.guide.step_index == 2
        app.frame(FRAME)
        status = table.status.pill()[0]
        assert not table.mode.bubble.colliderect(status), (status, table.mode.bubble)
        assert guide_problems(app) == []
    finally:
        app.scenes.clear()
        progress.save_step("llamaland", 0)
