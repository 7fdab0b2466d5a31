"""The art set loads headlessly at every size the UI asks for, with the promised shapes."""
from __future__ import annotations

import json
import os
import struct

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame_gui
import pytest

from llamagames.ui import assets

SMALL, LARGE = 24, 360


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _visible_pixels(surface: pygame.Surface) -> int:
    """How many pixels are not fully transparent (sampled on a grid, fast)."""
    w, h = surface.get_size()
    step = max(1, min(w, h) // 24)
    return sum(1 for y in range(0, h, step) for x in range(0, w, step) if surface.get_at((x, y)).a > 0)


def _distinct_colours(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    step = max(1, min(w, h) // 30)
    return len({tuple(surface.get_at((x, y))) for y in range(0, h, step) for x in range(0, w, step)})


@pytest.mark.parametrize("width", [SMALL, 63, LARGE])
@pytest.mark.parametrize("value", assets.CARD_VALUES)
def test_card_faces_have_poker_proportions(value: int, width: int) -> None:
    card = assets.llama_card(value, width)
    assert card.get_size() == (width, round(width * 88 / 63))
    assert _visible_pixels(card) > 0
    # Rounded corners: the very corner is (mostly) transparent, the centre is opaque.
    assert card.get_at((0, 0)).a < 128
    assert card.get_at((width // 2, card.get_height() // 2)).a >= 250


def test_every_card_face_differs_and_has_colour_plus_number() -> None:
    faces = [assets.llama_card(v, 126) for v in assets.CARD_VALUES]
    raw = {pygame.image.tobytes(face, "RGBA") for face in faces}
    assert len(raw) == len(faces)
    # The number is drawn into both corner notches: the notch areas differ from the bare paper.
    for value in range(1, 7):
        face = assets.llama_card(value, 126)
        top_left = face.subsurface(pygame.Rect(8, 8, 30, 40))
        bottom_right = face.subsurface(pygame.Rect(126 - 38, face.get_height() - 48, 30, 40))
        main, dark = assets.VALUE_COLOURS[value]
        for notch in (top_left, bottom_right):
            assert any(_near(notch.get_at((x, y)), dark) for y in range(40) for x in range(30))


def _near(colour: pygame.Color, target: tuple[int, int, int], tolerance: int = 40) -> bool:
    return colour.a > 200 and all(abs(c - t) <= tolerance for c, t in zip(colour[:3], target))


@pytest.mark.parametrize("width", [SMALL, LARGE])
def test_card_back_and_shadow(width: int) -> None:
    back = assets.card_back(width)
    assert back.get_size() == assets.card_size(width)
    shadow = assets.card_shadow(width)
    dx, dy = assets.shadow_offset(width)
    assert dx < 0 and dx < dy  # spreads around the card and falls a little lower
    assert shadow.get_width() == width - 2 * dx
    assert shadow.get_height() > back.get_height()
    # Soft: the shadow fades out, its centre is darker (more opaque) than its edge.
    centre = shadow.get_at((shadow.get_width() // 2, shadow.get_height() // 2)).a
    edge = shadow.get_at((1, shadow.get_height() // 2)).a
    assert centre > edge


@pytest.mark.parametrize("diameter", [SMALL, 40, 64, 200])
@pytest.mark.parametrize("kind", ["white", "black"])
def test_chips_are_round_at_every_size(kind: str, diameter: int) -> None:
    chip = assets.chip(kind, diameter)
    assert chip.get_size() == (diameter, diameter)
    assert chip.get_at((0, 0)).a == 0
    assert chip.get_at((diameter // 2, diameter // 2)).a >= 250


def test_white_and_black_chips_are_told_apart_by_brightness() -> None:
    white = assets.chip("white", 64).get_at((20, 20))
    black = assets.chip("black", 64).get_at((20, 20))
    assert sum(white[:3]) > sum(black[:3]) + 200


@pytest.mark.parametrize("game", assets.games())
def test_table_felt_is_opaque_textured_and_per_game(game: str) -> None:
    felt = assets.table_felt((320, 200), game)
    assert felt.get_size() == (320, 200)
    assert all(felt.get_at((x, y)).a == 255 for x, y in ((0, 0), (160, 100), (319, 199)))
    assert _distinct_colours(felt) > 20  # texture, not a flat fill
    centre = sum(felt.get_at((160, 90))[:3])
    corner = sum(felt.get_at((2, 2))[:3])
    assert centre > corner  # vignette


def test_felt_colour_follows_the_game() -> None:
    colours = {tuple(assets.table_felt((64, 64), game).get_at((32, 28))[:3]) for game in assets.games()}
    assert len(colours) == len(assets.games())
    night = assets.table_felt((64, 64), "llamagedon").get_at((32, 28))
    assert night.b > night.g and night.b > night.r


@pytest.mark.parametrize("width", [120, 1600])
def test_title_art(width: int) -> None:
    title = assets.title_art(width)
    assert title.get_size() == assets.title_size(width)
    assert _visible_pixels(title) > 0


@pytest.mark.parametrize("pose", range(assets.FIGURE_POSES))
@pytest.mark.parametrize("height", [SMALL, 300])
def test_llama_figure_poses(pose: int, height: int) -> None:
    figure = assets.llama_figure(height, pose)
    assert figure.get_height() == height
    assert 0.6 * height < figure.get_width() < height


def test_figure_poses_differ() -> None:
    frames = {pygame.image.tobytes(assets.llama_figure(120, pose), "RGBA") for pose in range(assets.FIGURE_POSES)}
    assert len(frames) == assets.FIGURE_POSES


@pytest.mark.parametrize("size", [16, 48, 256])
@pytest.mark.parametrize("game", assets.games())
def test_game_icons(game: str, size: int) -> None:
    icon = assets.game_icon(game, size)
    assert icon.get_size() == (size, size)
    assert _visible_pixels(icon) > 0


@pytest.mark.parametrize("size", [16, 32, 256])
def test_app_icon(size: int) -> None:
    assert assets.app_icon(size).get_size() == (size, size)


def test_bad_requests_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="1 to 6"):
        assets.llama_card(0, 100)
    with pytest.raises(ValueError, match="white"):
        assets.chip("gold", 40)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown game"):
        assets.game_icon("chess", 64)
    with pytest.raises(ValueError, match="unknown game"):
        assets.table_felt((10, 10), "chess")
    with pytest.raises(ValueError, match="poses"):
        assets.llama_figure(100, 9)
    with pytest.raises(ValueError, match="at least"):
        assets.llama_card(3, 2)


def test_surfaces_are_cached_by_size() -> None:
    assets.clear_cache()
    first = assets.llama_card(5, 101)
    assert assets.llama_card(5, 101) is first
    assert assets.llama_card(5, 102) is not first
    assert assets.cache_size() == 2
    assets.clear_cache()
    assert assets.cache_size() == 0
    assert assets.llama_card(5, 101) is not first


def test_forgetting_the_art_keeps_what_draws_no_word_and_drops_every_picture() -> None:
    """The layout checker forgets all art around each screen it reads (so that it sees every
    word drawn again): the felt's shading (a third of a second) and measured widths are kept,
    while cards, rendered words and fonts are drawn again."""
    from llamagames.ui import text

    assets.table_felt((40, 30), assets.games()[0])
    card = assets.llama_card(5, 101)
    text.text_width("Llama", 14)
    text.render("Llama", 14)
    kept = assets._felt_shading.cache_info().currsize
    assert kept >= 1 and text._width.cache_info().currsize >= 1
    assets.forget_art()
    assert assets._felt_shading.cache_info().currsize == kept
    assert text._width.cache_info().currsize >= 1
    assert text._render.cache_info().currsize == 0
    assert assets.cache_size() == 0 and assets.llama_card(5, 101) is not card


def test_cache_converts_once_a_display_exists() -> None:
    pygame.display.quit()  # whatever an earlier test left open: start with no display
    pygame.display.init()
    assets.clear_cache()
    before = assets.chip("black", 30)
    pygame.display.set_mode((64, 64))
    try:
        after = assets.chip("black", 30)
        assert after is not before
        assert after.get_flags() & pygame.SRCALPHA
        assert assets.chip("black", 30) is after
    finally:
        pygame.display.quit()
        pygame.display.init()
        assets.clear_cache()


def test_fonts_come_from_pygame_gui_and_are_cached() -> None:
    regular = assets.font(20)
    assert assets.font(20) is regular
    bold = assets.font(20, bold=True)
    assert bold is not regular
    assert regular.size("Llama")[0] < bold.size("Llama")[0]
    japanese = assets.font(20, japanese=True)
    assert japanese.size("ラマ")[0] > 0


def test_resource_path_follows_a_pyinstaller_bundle(monkeypatch, tmp_path) -> None:
    assert assets.resource_path("cards", "back.svg").is_file()
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert assets.resource_path("cards", "back.svg") == tmp_path / "assets" / "cards" / "back.svg"


def test_theme_parses_and_pygame_gui_accepts_it(recwarn) -> None:
    path = assets.theme_path()
    with open(path, encoding="utf-8") as handle:
        theme = json.load(handle)
    for class_id in ("@primary_button", "@menu_tile", "@panel", "button", "label", "drop_down_menu"):
        assert class_id in theme
    pygame.display.set_mode((800, 600))
    try:
        manager = pygame_gui.UIManager((800, 600), path)
        button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 160, 44), "Play", manager,
                                              object_id="@primary_button")
        plain = pygame_gui.elements.UIButton(pygame.Rect(10, 60, 160, 44), "Rules", manager)
        panel = pygame_gui.elements.UIPanel(pygame.Rect(200, 10, 300, 200), manager=manager, object_id="@panel")
        pygame_gui.elements.UIDropDownMenu(["2", "3"], "2", pygame.Rect(10, 10, 120, 32), manager, container=panel)
        manager.update(0.01)
        manager.draw_ui(pygame.display.get_surface())
    finally:
        pygame.display.quit()
        pygame.display.init()
        assets.clear_cache()
    assert button.colours["normal_bg"] != plain.colours["normal_bg"]
    theme_warnings = [w for w in recwarn if "theme" in str(w.message).lower()]
    assert not theme_warnings


def test_write_app_icons(tmp_path) -> None:
    written = assets.write_app_icons(tmp_path, sizes=(16, 32, 256))
    names = {path.name for path in written}
    assert {"llamagames-16.png", "llamagames-256.png", "llamagames.png", "llamagames.ico"} <= names
    assert pygame.image.load(str(tmp_path / "llamagames.png")).get_size() == (256, 256)
    data = (tmp_path / "llamagames.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, 3)
    sides = [data[6 + 16 * i] for i in range(count)]
    assert sides == [16, 32, 0]  # 0 means 256 in the ICO format
    first_offset = struct.unpack("<I", data[6 + 12:6 + 16])[0]
    assert data[first_offset:first_offset + 8] == b"\x89PNG\r\n\x1a\n"


def test_svg_art_uses_only_what_nanosvg_draws() -> None:
    """nanosvg silently skips text, filters, clip paths, patterns and <use>: none may be relied on."""
    files = sorted(assets.resource_path().rglob("*.svg"))
    assert len(files) >= 18
    for path in files:
        text = path.read_text(encoding="utf-8")
        for tag in ("<text", "<filter", "<clipPath", "<pattern", "<use", "<mask", "<image"):
            assert tag not in text, f"{path.name} uses {tag}>"
