"""What a newcomer reads in the guided games, in Japanese too: sentences joined as the
language joins them (no space after "。"), Llamagedón's card corners in Japanese, and the
finish's note about a Steal under the Steal's own topic."""

from __future__ import annotations

import pytest

from llamagames import i18n
from llamagames.learn import LESSONS
from llamagames.learn.script import timeline, topics
from llamagames.rules.languages import join_sentences
from llamagames.rules.llamagedon.cards import ATTACK, BLOCK, DRAW2, LLAMAGEDON_CARD, RED, SHELTER
from llamagames.ui.games.llamagedon.art import KIND_LOOK, corner


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


def test_sentences_are_joined_with_a_space_in_english_and_none_after_a_japanese_full_stop() -> None:
    assert join_sentences("en", ["Nina passes.", "", "Your turn."]) == "Nina passes. Your turn."
    assert join_sentences("ja", ["ニナはパスしました。", "あなたの番です。"]) == "ニナはパスしました。あなたの番です。"
    assert join_sentences("ja", ["Nina", "パス（です）"]) == "Nina パス（です）"


def test_the_guides_bubble_has_no_space_after_a_japanese_full_stop(japanese) -> None:
    from llamagames.ui.table.guided import GuideMode

    class Guide:
        position, lesson = 0, LESSONS["llamaland"]

        def step(self):
            return self.lesson.steps[0]

        def news(self):
            return [self.lesson.steps[3].bots[-1].says]  # Nina's turn, before the Z tile is taken

        def players_turn(self):
            return True

        def last_done(self):
            return self.lesson.steps[0].done

        def ask(self):
            return self.lesson.steps[0].says

        def following(self):
            return []  # no tile taken in one step and laid in the next

    from llamagames.ui.table.guide_wait import WaitNote

    mode = GuideMode.__new__(GuideMode)
    mode.guide, mode.wait, mode.table = Guide(), WaitNote(), None
    said = mode.words()
    assert "。" in said and "。 " not in said
    assert said.startswith(i18n.t(LESSONS["llamaland"].welcome))


def test_llamagedons_card_corners_are_japanese_in_japanese(japanese) -> None:
    assert corner(ATTACK) == "攻" and corner(BLOCK) == "防" and corner(SHELTER) == "避" and corner(RED) == "赤"
    for kind in KIND_LOOK:
        if kind not in (LLAMAGEDON_CARD, DRAW2):  # "!" and "+2" read the same in any language
            assert not corner(kind).isascii(), KIND_LOOK[kind]


def test_llamagedons_card_corners_stay_letters_in_english() -> None:
    assert corner(ATTACK) == "AT" and corner(RED) == "R"


def test_llamagedons_finish_puts_the_steal_note_under_the_steal() -> None:
    lesson = LESSONS["llamagedon"]
    for step in lesson.steps:
        steals = any(action.startswith("steal") for action in step.expect)
        assert ("Steal" in step.topic) == steals, step.topic
    assert any("Steal" in topic for topic in topics(lesson))


# 1024x640 in make test, the window with the least room, where a bubble shrinks its words most;
# the laptop's 1366x768 walks the same steps in a soak run.
@pytest.mark.parametrize("size", [pytest.param((1366, 768), marks=pytest.mark.soak), (1024, 640)])
def test_at_150_the_bubbles_words_never_go_below_their_100_size(size) -> None:
    """At the player's 150% the bubble may shrink its words to find room, never below the size
    they have at 100% in the same window (a newcomer read smaller words at 150% than at 100%)."""
    from llamagames.ui import layout_tour
    from llamagames.ui.layout_check import recording
    from llamagames.ui.learn_tour import guided_steps
    from llamagames.ui.scale import text_px, window_fit

    least = text_px(window_fit(size), 15)
    shrunk: list[str] = []
    seen = 0
    with recording():
        app = layout_tour.make_app(size, 1.5, False, "en")
        try:
            for game in ("llamagedon", "llamaland"):
                for name in guided_steps(app, game):
                    mode = app.scenes.top.mode
                    if mode.finish_open or not mode.words_size:
                        continue
                    seen += 1
                    if mode.words_size < least:
                        shrunk.append(f"{name}: {mode.words_size} px < {least} px")
        finally:
            app.scenes.clear()
            i18n.set_language("en")
    assert seen >= 10
    assert shrunk == [], "\n".join(shrunk)


def test_llamalands_lesson_teaches_a_foundation_the_crook_and_scores_as_its_summary_says() -> None:
    """The lesson builds on a foundation where it says so, names the crook at the last round, and
    its summary's figures are the game's (a newcomer found the three-turn lesson too short)."""
    from llamagames.rules.llamaland import LLAMALAND

    lesson = LESSONS["llamaland"]
    state = LLAMALAND.state_from_text(lesson.position)
    used: list[int] = []
    for entry in timeline(lesson):
        before = state.players[0].foundations
        state = LLAMALAND.apply(state, LLAMALAND.parse_action(entry.action))
        if state.players[0].foundations < before:
            used.append(entry.step)
    assert used and all("foundation" in lesson.steps[i].says for i in used)
    assert any("crook" in step.says for step in lesson.steps)
    assert any("level" in step.says for step in lesson.steps)
    scores = LLAMALAND.outcome(state).scores
    assert f"You scored {scores[0]}:" in lesson.summary and f"Nina scored {scores[1]};" in lesson.summary
    assert len(lesson.steps) >= 8


def test_llamas_round_summary_keeps_the_lessons_instruction_readable() -> None:
    """L.L.A.M.A.'s round summary opens over the table (and the guide's bubble): the step's ask
    (give a chip back) is shown above its panel, readable."""

    from llamagames.learn import progress
    from llamagames.ui import layout_tour
    from llamagames.ui.games.llama.summary import RoundSummaryScene
    from llamagames.ui.layout_check import recording, screen_marks
    from llamagames.ui.learning import open_lesson

    with recording():
        app = layout_tour.make_app((1366, 768), 1.5, False, "en")
        try:
            progress.save_step("llama", 0)
            request = open_lesson(app, "llama")
            table = app.open_table(request.match)
            app.scenes.push(table)
            guide = table.mode.guide
            summary = None
            for _ in range(3000):
                top = app.scenes.top
                if isinstance(top, RoundSummaryScene) and top.deciding and guide.expected() is not None:
                    summary = top
                    break
                if top is table and guide.players_turn() and table.my_turn() and not table.animator.busy:
                    table.moves.try_action(guide.expected(), asked=True)
                app.frame(1 / 60)
            assert summary is not None
            app.frame(1 / 60)
            asked = i18n.t(guide.step().says)
            assert summary.lesson_words() == asked
            _, marks = screen_marks(app)
            shown = " ".join(m.text for m in marks if not m.cut and not m.covered and m.ink.bottom <= summary.panel.top)
            assert asked.split(":")[0] in shown
        finally:
            app.scenes.clear()
            progress.save_step("llama", 0)
