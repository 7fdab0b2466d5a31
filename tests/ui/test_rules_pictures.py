"""How-to-play pages place small pictures made from each game's art with `[picture: name]` lines."""

from __future__ import annotations

import pygame
import pytest

from llamagames.ui.rules_pictures import painters, picture, picture_file, picture_name
from llamagames.ui.scenes.rules import RULES_DIR, RulesScene, to_html

from .conftest import FRAME

GAMES = ("llama", "alpacas", "llamagedon", "llamaland")


def page_pictures(path) -> list[str]:
    return [name for line in path.read_text(encoding="utf-8").splitlines() if (name := picture_name(line))]


def test_a_picture_line_is_recognised_and_ordinary_lines_are_not() -> None:
    assert picture_name("[picture: card_on_card]") == "card_on_card"
    assert picture_name("  [picture:two_levels]  ") == "two_levels"
    assert picture_name("- Drag a card [picture: x] onto the pile") is None
    assert picture_name("[picture: ../../etc]") is None


@pytest.mark.parametrize("game", GAMES)
def test_every_page_has_pictures_and_each_exists(game: str) -> None:
    pages = [RULES_DIR / f"{game}.txt"] + sorted((RULES_DIR / "ja").glob(f"{game}.txt"))
    names = page_pictures(pages[0])
    assert names, f"{game}: the English page shows at least one picture"
    for page in pages:
        for name in page_pictures(page):
            assert name in painters(game), f"{page.name}: no picture called {name}"


@pytest.mark.parametrize("game", GAMES)
def test_each_picture_is_drawn_at_the_width_asked(app, game: str) -> None:
    for name in painters(game):
        for width in (420, 640):
            surface = picture(game, name, width)
            assert surface is not None and surface.get_width() == width and 80 <= surface.get_height() <= width
            colours = {tuple(surface.get_at((x, y))) for x in range(0, width, 17) for y in range(0, surface.get_height(), 13)}
            assert len(colours) > 12, f"{game}/{name} looks empty"


def test_the_html_holds_an_image_for_a_known_picture_and_drops_an_unknown_one() -> None:
    text = "Your turn\n[picture: card_on_card]\n[picture: no_such_picture]\n- Play a card."
    out = to_html(text, lambda name: f'<img src="{name}.png">' if name == "card_on_card" else "")
    assert '<img src="card_on_card.png">' in out and "no_such_picture" not in out and "[picture" not in out
    assert "[picture" not in to_html(text)  # without a resolver the lines are left out


def test_a_picture_file_is_saved_once_per_size(app) -> None:
    first = picture_file("llama", "card_on_card", 500, "en")
    assert first is not None and first.exists()
    assert picture_file("llama", "card_on_card", 500, "en") == first
    assert pygame.image.load(str(first)).get_width() == 500
    assert picture_file("llama", "no_such_picture", 500) is None


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_scene_shows_the_pictures(app, game: str) -> None:
    app.start(RulesScene(app, game))
    app.frame(FRAME, [])
    scene = app.scenes.top
    assert scene.box is not None and scene.box.html_text.count("<img") == len(page_pictures(RULES_DIR / f"{game}.txt"))
