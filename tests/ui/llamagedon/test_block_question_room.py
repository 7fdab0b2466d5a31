"""The Block question on a chain of five at 150% in the pseudo-language (``en-XA``): at 1024x600
its answers ran under the window's foot (their words cut), and at 1920x1080 it fell back to one
row of three buttons whose words broke over each other. A question too tall rises instead, and
keeps its two rows."""

from __future__ import annotations

import pygame

from llamagames import i18n
from llamagames.ui.games.llamagedon.shots import five_link_chain
from llamagames.ui.games.llamagedon.stage import stage_of
from llamagames.ui.layout_check import problems, recording
from llamagames.ui.layout_tour import make_app, open_position, own_home


def test_a_tall_block_question_rises_and_keeps_its_answers_whole() -> None:
    with recording(), own_home():
        app = make_app((1024, 600), 1.5, language="en-XA")
        try:
            table = open_position(app, "llamagedon", 5, five_link_chain(5, you_asked=True))
            stage = stage_of(table)
            window = pygame.Rect((0, 0), table.frame.size)
            assert {button.key for button in stage.prompt_buttons} == {"block", "let", "only_mine"}
            assert stage.answer_rows == 2
            assert all(window.contains(button.rect) for button in stage.prompt_buttons)
            assert stage.panel is not None and stage.panel.rect.bottom <= window.bottom
            assert problems(app) == []
        finally:
            app.scenes.clear()
            i18n.set_language("en")
