"""The guided games against the rules: each plays to its finish by its own highlighted moves,
and a wrong move at any step is refused kindly, changes nothing kept, and the step still
completes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from llamagames import i18n, storage
from llamagames.learn import LESSONS, Guide, ScriptError, Step
from llamagames.learn.auto import play_through
from llamagames.learn.guide import SKIPPED
from llamagames.learn.progress import save_step, saved_step
from llamagames.learn.script import Lesson, refusal, timeline, words
from llamagames.rules.core import IllegalActionError

GAMES = sorted(LESSONS)
CANDIDATES = {
    "llama": ("play 1", "play 6", "draw", "quit", "return 1"),
    "llamagedon": ("pass", "draw2", "block", "let", "attack 1 shelter 0", "build red red"),
    "alpacas": ("pass", "take 1 @2,2", "move @2,2 @3,3"),
    "llamaland": ("end", "skip", "stack Z", "feed potato coins 8"),
}
"""Moves to try where they are not asked (those the rules refuse there are tried too)."""


def _data_files() -> dict[str, bytes]:
    folder = storage.data_dir()
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()} if folder.exists() else {}


@pytest.mark.parametrize("game", GAMES)
def test_guided_game_plays_to_its_finish_by_its_own_moves(game: str) -> None:
    guide = play_through(LESSONS[game])
    assert guide.finished()
    assert guide.position == len(timeline(LESSONS[game]))
    assert guide.match.record.actions  # it really played


def test_a_move_the_rules_refuse_is_reported_with_its_step() -> None:
    lesson = LESSONS["llama"]
    broken = Lesson(lesson.game, lesson.position, lesson.names,
                    (Step(expect=("play 6",), says="x", wrong="y"),))
    with pytest.raises(ScriptError, match="step 1: 'play 6' is not legal"):
        play_through(broken)


def _wrong_moves(guide: Guide) -> list[object]:
    """Moves other than the expected one: every other legal one, and one the rules refuse."""
    expected = guide.expected()
    legal = [a for a in guide.match.legal_actions() if a != expected]
    every = [guide.parse(text) for text in CANDIDATES[guide.lesson.game]]
    illegal = [a for a in every if a not in guide.match.legal_actions()]
    return legal + illegal[:1]


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_move_at_every_step_is_refused_kindly_and_the_step_still_completes(game: str) -> None:
    before = _data_files()
    guide = Guide.start(LESSONS[game])
    tried = 0
    while not guide.finished():
        guide.run_bots()
        if guide.finished():
            break
        step, state, moves = guide.step(), guide.match.state, guide.position
        assert step is not None
        for wrong in _wrong_moves(guide):
            with pytest.raises(IllegalActionError) as refused:
                guide.match.play(wrong)
            assert str(refused.value) == refusal(step, str(wrong))
            assert guide.match.state is state and guide.position == moves  # taken back: nothing moved
            assert guide.expected() is not None  # the expected move is asked (highlighted) again
            tried += 1
        guide.match.play(guide.expected())
    assert tried >= len(LESSONS[game].steps)
    assert guide.match.is_over() or guide.finished()
    assert _data_files() == before  # no save, no statistics, nothing written
    guide.match.close()


def test_a_wrong_move_is_refused_in_the_players_language() -> None:
    """A Japanese player's wrong move was refused in English (the step's sentence as written)."""
    lesson = LESSONS["alpacas"]
    guide = Guide.start(lesson)
    wrong = _wrong_moves(guide)[0]
    i18n.set_language("ja")
    try:
        with pytest.raises(IllegalActionError) as refused:
            guide.match.play(wrong)
    finally:
        i18n.set_language("en")
        guide.match.close()
    assert str(refused.value) == i18n.catalogue("ja")[lesson.steps[0].wrong]


def test_skip_makes_the_step_for_the_player_and_resume_starts_at_the_saved_step() -> None:
    lesson = LESSONS["llama"]
    guide = Guide.start(lesson)
    assert guide.skip() and guide.step_index == 1
    guide.run_bots()
    assert guide.news() == [SKIPPED, lesson.steps[1].bots[0].says]  # says the guide made the move
    assert SKIPPED in i18n.catalogue("ja")
    assert save_step("llama", guide.step_index) == ""
    assert saved_step("llama") == 1
    again = Guide.start(lesson, saved_step("llama"))
    again.run_bots()
    assert again.step_index == 1 and again.expected() == again.parse("play 5")
    assert again.match.state == guide.match.state
    save_step("llama", 0)
    assert saved_step("llama") == 0


def test_a_damaged_progress_file_starts_from_the_beginning() -> None:
    path = storage.data_dir() / "learn.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert saved_step("llama") == 0
    path.write_text(json.dumps({"version": 1, "steps": {"llama": "three", "alpacas": -2}}), encoding="utf-8")
    assert saved_step("llama") == 0 and saved_step("alpacas") == 0


@pytest.mark.parametrize("game", GAMES)
def test_every_word_of_a_guided_game_has_japanese(game: str) -> None:
    japanese = i18n.catalogue("ja")
    missing = [text for text in words(LESSONS[game]) if text not in japanese]
    assert not missing


def test_the_headless_check_exits_0_at_the_finish_and_1_with_a_sentence() -> None:
    root = Path(__file__).resolve().parents[2]
    assert {"llama", "alpacas", "llamagedon", "llamaland"} <= set(GAMES)  # every game has its guided game
    for game in GAMES:
        ok = subprocess.run([sys.executable, "-m", "llamagames.learn", "--game", game, "--auto"], cwd=root,
                            capture_output=True, text=True, timeout=60)
        assert ok.returncode == 0, ok.stdout + ok.stderr
        assert "reached its finish" in ok.stdout and "The game is over." in ok.stdout, ok.stdout
    bad = subprocess.run([sys.executable, "-m", "llamagames.learn", "--game", "chess", "--auto"], cwd=root,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 1 and "no guided game" in bad.stdout and "Traceback" not in bad.stderr


def test_a_tile_taken_in_one_step_shows_where_the_next_step_lays_it() -> None:
    """Llamaland's step that takes the L tile teaches on its own, but its rings still show the
    gold outline where the next step lays the tile: the player's moves up to a bot's follow."""
    lesson = LESSONS["llamaland"]
    guide = Guide.start(lesson)
    assert lesson.steps[0].expect == ("stack L",) and guide.expected() == guide.parse("stack L")
    assert guide.following() == [guide.parse(lesson.steps[1].expect[0]), *map(guide.parse, lesson.steps[2].expect)]
    guide.skip()
    guide.skip()
    guide.skip()
    guide.run_bots()
    assert guide.expected() == guide.parse("stack Z")  # after Nina's turn: her moves are not followed through
    assert guide.following()[0] == guide.parse(lesson.steps[4].expect[0])
    guide.match.close()


def test_llamagedons_lesson_says_what_the_rules_did() -> None:
    """The narration's figures are the game's: the hand Nina held over the limit, the card the
    Swap took, the final count of the summary; and the Llamagedón card, the one that ends the
    game, is drawn by the player, at the start of a step whose words say what it did and who
    plays the last turn (the player, so the lesson's last move is the player's)."""
    from llamagames.rules.llamagedon import LLAMAGEDON
    from llamagames.rules.llamagedon.cards import DRAW2, HAND_AFTER_PENALTY

    lesson = LESSONS["llamagedon"]
    state = LLAMAGEDON.state_from_text(lesson.position)
    told = []
    for entry in timeline(lesson):
        state = LLAMAGEDON.apply(state, LLAMAGEDON.parse_action(entry.action))
        for event in state.last_events:
            if event.kind == "hand_limit":
                held = len(event.get("cards")) + HAND_AFTER_PENALTY
                assert f"with {held} cards" in entry.says and "four" in entry.says
                told.append("limit")
            if event.kind == "swap" and event.seat == 0:
                assert event.get("taken") == DRAW2 and "Draw 2" in lesson.steps[entry.step].done
                told.append("swap")
            if event.kind == "llamagedon":
                assert event.seat == 0 and entry.actor == "bot"  # drawn as the player's turn begins
                says = lesson.steps[entry.step].says
                assert says.startswith("You drew the Llamagedón card!") and "you, who drew it, play" in says
                told.append("llamagedon")
    assert told == ["swap", "limit", "llamagedon"]
    assert timeline(lesson)[-1].step == len(lesson.steps) - 1 and not lesson.ending
    outcome = LLAMAGEDON.outcome(state)
    assert outcome.winners == (0,) and outcome.scores == (4, 0) and lesson.summary.startswith("Four shelters against none")


def test_llamalands_lesson_works_toward_its_objective_and_says_the_players_own_score() -> None:
    """Wealth is bet on with fewer coins than it asks, met by coins the player covers, kept by
    choosing a Trader over a Merchant, and scored: the summary's figures are the rules' own."""
    from llamagames.rules.llamaland import LLAMALAND
    from llamagames.rules.llamaland.components import CHARACTERS, TRADER

    lesson = LESSONS["llamaland"]
    state = LLAMALAND.state_from_text(lesson.position)
    coins_at_bet = None
    for entry in timeline(lesson):
        if entry.action == "marker wealth top":
            coins_at_bet = state.players[0].coins
        state = LLAMALAND.apply(state, LLAMALAND.parse_action(entry.action))
    assert coins_at_bet is not None and coins_at_bet < 5 <= state.players[0].coins  # worked toward
    assert [CHARACTERS[c].kind for c in state.players[0].characters] == [TRADER]
    mine, nina = LLAMALAND.score_breakdown(state)
    assert mine["objectives"] == 7 + 8 and nina["objectives"] == 0  # Wealth's top and Road's top, both met
    said = lesson.summary
    assert said.startswith(f"You scored {mine['total']}: llama cards {mine['llamas']}, ")
    assert f"crops {mine['crops']}, " in said and f"coins {mine['coins']}, Wealth 7 and Road 8" in said
    assert f"Nina scored {nina['total']};" in said and LLAMALAND.outcome(state).winners == (0,)


def test_a_step_of_several_moves_says_what_is_left_once_its_first_is_made() -> None:
    """The Wealth step: once the marker is on, the bubble stops asking for it and asks for End turn."""
    lesson = LESSONS["llamaland"]
    guide = Guide.start(lesson, 2)
    guide.run_bots()
    step = lesson.steps[2]
    assert len(step.expect) == 2 and guide.ask() == step.says
    guide.match.play(guide.expected())
    assert guide.step_index == 2 and guide.ask() == step.then[0]
    guide.match.close()
    for each in LESSONS.values():  # a then sentence for a move that exists, never more
        assert all(len(s.then) < len(s.expect) for s in each.steps)


def test_alpacas_lesson_teaches_what_a_fresh_player_then_missed() -> None:
    """After the five-move lesson a new player did not know of the starting card, that a card may
    go on a space apart from the others, that moving a card of one's board is a whole turn (it
    scores too), that Pass is only for a full board, or the 10-treat limit. The lesson's moves
    show the first three ideas and its words say each, as the rules have them."""
    import dataclasses

    from llamagames.rules.alpacas import ALPACAS, PASS, Move, Take

    lesson = LESSONS["alpacas"]
    said = " ".join(words(lesson))
    state = ALPACAS.state_from_text(lesson.position)
    assert PASS not in ALPACAS.legal_actions(state)
    apart = moved = 0
    for entry in timeline(lesson):
        action = ALPACAS.parse_action(entry.action)
        if entry.actor == "you" and isinstance(action, Take):
            board = state.boards[0]
            neighbours = [c for c in range(9) if abs(c // 3 - action.cell // 3) + abs(c % 3 - action.cell % 3) == 1]
            apart += all(board[c] is None for c in neighbours)
        before = state
        state = ALPACAS.apply(state, action)
        if isinstance(action, Move):
            assert entry.actor == "you" and state.scores[0] == before.scores[0] + 4  # a move scores a line
            assert state.row == before.row and state.current == 1  # no card taken, and the turn is over
            moved += 1
    assert apart >= 1 and moved == 1 and ALPACAS.outcome(state).winners == (0,)
    assert "one card from the pile on each board" in lesson.welcome.lower()
    assert "any empty space, next to others or not" in said and "whole turn" in said
    assert "only a full board passes" in said and "10 treats, the most" in said and "next card of the row" in said
    full = dataclasses.replace(ALPACAS.state_from_text(lesson.position), boards=(state.pile[:9], state.boards[1]))
    assert ALPACAS.legal_actions(full) == [PASS]  # as the lesson says: a full board passes, and only it


@pytest.mark.parametrize("game", GAMES)
def test_what_a_step_names_besides_its_move_is_an_action_of_its_game(game: str) -> None:
    """``Step.shows`` is drawn as rings at every frame of its step: a text that does not parse
    would stop the table, so each is read here."""
    guide = Guide.start(LESSONS[game])
    shown = [guide.parse(text) for step in LESSONS[game].steps for text in step.shows]
    guide.match.close()
    assert all(action is not None for action in shown)


def test_llamagedons_lesson_has_the_player_swap_a_wild_out_and_says_the_values_the_rules_give() -> None:
    """Playtesters left the lesson not knowing what a shelter's value does or how a Wild is
    swapped out: the first build says what a Wild stands for (and keeps it in hand), the last
    turn puts the green drawn in place of a Wild the Llamagedón card built in, and its words give
    the value the panel shows before and after (the rules' tie-break figures)."""
    from llamagames.rules.llamagedon import LLAMAGEDON
    from llamagames.rules.llamagedon.actions import Build, Replace
    from llamagames.rules.llamagedon.cards import WILD, shelter_value

    lesson = LESSONS["llamagedon"]
    state = LLAMAGEDON.state_from_text(lesson.position)
    seen = []
    for entry in timeline(lesson):
        action = LLAMAGEDON.parse_action(entry.action)
        value = sum(shelter_value(shelter) for shelter in state.areas[0])
        state = LLAMAGEDON.apply(state, action)
        step = lesson.steps[entry.step]
        if entry.actor == "you" and isinstance(action, Build) and not seen:
            assert "Wild" in step.says and "any colour" in step.says and WILD in state.hands[0]
            seen.append("wild")
        if entry.actor == "you" and isinstance(action, Replace):
            after = sum(shelter_value(shelter) for shelter in state.areas[0])
            assert after > value and WILD in state.hands[0]  # the Wild back in hand, the value up
            assert f"value is {value}" in step.says and "higher value wins" in step.says
            assert step.then[0].startswith(f"Value {after},") and "Wild" in step.then[0]
            seen.append("replace")
    assert seen == ["wild", "replace"]


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_no_bubble_of_any_lesson_says_more_than_a_new_player_reads(game: str) -> None:
    """The Llamagedón lesson was crowded (a welcome, a result, the bots' news and the ask at
    once), and Llamaland's welcome bubble said 76 words: what the bubble says when a step asks,
    as ``GuideMode.words`` joins it, stays at 46 words or fewer in every lesson."""
    lesson = LESSONS[game]
    guide = Guide.start(lesson)
    counts = []
    while not guide.finished():
        guide.run_bots()
        if guide.finished():
            break
        said = [lesson.welcome] if guide.position == 0 else []
        said += guide.news() + ([guide.last_done()] if guide.last_done() and not guide.news() else [])
        counts.append(len(" ".join([*said, guide.ask()]).split()))
        guide.match.play(guide.expected())
    guide.match.close()
    assert len(counts) >= len(lesson.steps) and max(counts) <= 46, counts


def test_llamalands_lesson_shows_the_foundations_left_and_what_happens_when_none_are() -> None:
    """A playtest never heard that foundations run out: right after the one the lesson uses, a
    step names the count left (the rules' own) and what a tile on top needs once none are."""
    from llamagames.rules.llamaland import LLAMALAND
    from llamagames.rules.llamaland.components import FOUNDATIONS_PER_PLAYER

    lesson = LESSONS["llamaland"]
    state = LLAMALAND.state_from_text(lesson.position)
    assert state.players[0].foundations == FOUNDATIONS_PER_PLAYER
    used: list[tuple[int, int]] = []
    for entry in timeline(lesson):
        before = state.players[0].foundations
        state = LLAMALAND.apply(state, LLAMALAND.parse_action(entry.action))
        if state.players[0].foundations < before:
            used.append((entry.step, state.players[0].foundations))
    assert [left for _, left in used] == [2, 1, 0]  # the lesson uses all three
    first, left = used[0]
    warning = lesson.steps[first + 1]
    assert f"{left} left" in warning.says and "With none left" in warning.says and "no gap" in warning.says
    assert "foundations" in warning.topic
    for step, left in used[1:]:  # each later one is counted where it is used or right after
        assert f"{left} left" in lesson.steps[step + 1].says or f"{left} foundations left" in lesson.steps[step].done


def test_llamalands_lesson_teaches_planning_with_what_each_spot_earns() -> None:
    """After the lesson a playtester could lay, feed and bet but not plan: the T tile's steps say
    that a tile in hand marks every spot with what it earns there, then compare spots and lay it
    for the goal. As the rules have it: the outline's spot earns the most of any spot for the
    tile turned so (three crops and a Huts, one more than the best spot without the Huts), and
    its character makes the fourth corn the llama eats."""
    from llamagames.rules.llamaland import LLAMALAND, Place
    from llamagames.rules.llamaland.components import HUT

    lesson = LESSONS["llamaland"]
    state = LLAMALAND.state_from_text(lesson.position)
    entries = timeline(lesson)
    at = next(i for i, e in enumerate(entries) if e.actor == "you" and e.action.startswith("place T"))
    for entry in entries[:at]:
        state = LLAMALAND.apply(state, LLAMALAND.parse_action(entry.action))
    asked = LLAMALAND.parse_action(entries[at].action)

    def earns(place: Place) -> tuple[int, int]:
        event = next(e for e in LLAMALAND.apply(state, place).last_events if e.kind == "place")
        return sum(n for _, n in event.get("gained", ())), sum(1 for icon in event.get("covered", ()) if icon == HUT)

    same_turn = [p for p in LLAMALAND.legal_actions(state)
                 if isinstance(p, Place) and (p.face, p.rot) == (asked.face, asked.rot)]
    crops, huts = earns(asked)
    assert (crops, huts) == (3, 1) and state.players[0].crops[0] + 1 == 3  # a third corn: one short
    assert all(sum(earns(p)) < crops + huts for p in same_turn if p != asked)
    assert max(sum(earns(p)) for p in same_turn if earns(p)[1] == 0) == crops  # the Huts make the difference
    reading, planning = lesson.steps[entries[at - 1].step], lesson.steps[entries[at].step]
    assert "each spot it may take is marked with what it earns" in reading.says and "+3" in reading.says
    assert "to compare: its label says what it earns" in planning.says and "three crops and a Huts" in planning.says
    assert "fourth corn" in planning.says and "goal" in planning.topic
    news = [e.says for e in entries if e.step == entries[at - 1].step and e.says]  # shown with both, a tile in hand
    assert all(len(" ".join([*news, says]).split()) <= 46 for says in (reading.says, planning.says))
    fed = next(i for i, e in enumerate(entries) if e.action.startswith("feed corn"))
    assert any(e.action.startswith("trade cacao>corn") for e in entries[at:fed])  # the character's corn
