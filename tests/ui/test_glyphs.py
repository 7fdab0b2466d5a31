"""Every word we show has its glyphs in the font it is shown in: no empty boxes.

English is drawn in Noto Sans, Japanese in Noto Sans JP (``ui.assets.font``); the theme gives
pygame-gui the same fonts per locale, and the language list in Settings names 日本語 in its
own script in every interface language. pygame's ``Font.metrics`` gives the .notdef box's
metrics for a missing glyph, so the check asks FreeType (``pygame.freetype``, the same font
files), whose ``get_metrics`` answers None for a character the font lacks.
"""

from __future__ import annotations

import importlib.resources
import json

import pygame
import pygame.freetype
import pytest

from llamagames import catalogue, i18n
from llamagames.rules import GAMES
from llamagames.ui import assets
from llamagames.ui.scenes.rules import page_path

NOT_A_CHARACTER = "\U000f0000"
"""A private-use character no font of ours has: what a missing glyph looks like."""


_FACES: dict[tuple[bool, bool], pygame.freetype.Font] = {}


def _face(bold: bool, japanese: bool) -> pygame.freetype.Font:
    """One face per style, opened once while FreeType stays up: opening Noto Sans JP for every
    sentence was most of this file's time."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
        _FACES.clear()  # faces from before a quit are no longer valid
    if (bold, japanese) not in _FACES:
        path = importlib.resources.files("pygame_gui.data") / assets._font_file(bold, japanese)
        _FACES[bold, japanese] = pygame.freetype.Font(str(path), 20)
    return _FACES[bold, japanese]


def missing(text: str, japanese: bool) -> set[str]:
    """The characters of ``text`` the app's font for that language lacks (regular or bold)."""
    lacking: set[str] = set()
    for bold in (False, True):
        face = _face(bold, japanese)
        for line in text.splitlines() or [""]:
            for char, metric in zip(line, face.get_metrics(line)):
                if metric is None and not char.isspace():
                    lacking.add(char)
    return lacking


def _translations() -> list[tuple[str, str]]:
    pairs = []
    for path in i18n.translation_files("ja"):
        data = json.loads(path.read_text(encoding="utf-8"))
        pairs += [(source, target) for source, target in data.items() if isinstance(target, str)]
    return pairs


def _shown_word(text: str) -> str:
    """A key as the player reads it: a context key ``"replay|Play"`` shows ``Play``."""
    return text.split("|", 1)[1] if "|" in text else text


def test_the_check_finds_a_missing_glyph() -> None:
    """The check itself can fail: Noto Sans has no kanji and no ▼, Noto Sans JP has both."""
    assert missing("日本語", japanese=False) == {"日", "本", "語"}
    assert missing("▼ newest", japanese=False) == {"▼"}
    assert missing("日本語", japanese=True) == set()


def test_every_english_word_has_its_glyphs() -> None:
    pairs = _translations()
    assert len(pairs) > 500  # every area's file and every game's own
    lacking = {source: missing(_shown_word(source), japanese=False) for source, _ in pairs}
    assert {source: chars for source, chars in lacking.items() if chars} == {}


def test_every_japanese_word_has_its_glyphs() -> None:
    lacking = {target: missing(target, japanese=True) for _, target in _translations()}
    assert {target: chars for target, chars in lacking.items() if chars} == {}


def test_every_rules_sentence_and_page_has_its_glyphs() -> None:
    """The games' own sentences (move log, refusals: the templates) and how-to-play pages."""
    problems: dict[str, set[str]] = {}
    for name, game in GAMES.items():
        words = getattr(game, "words", None)
        for code, phrase in (words.items() if words is not None else ()):
            for language, wording in (("en", phrase.words["en"]), ("ja", phrase.words["ja"])):
                if isinstance(wording, str) and (chars := missing(wording, language == "ja")):
                    problems[f"{name}:{code}:{language}"] = chars
        english = page_path(name)
        for path, japanese in ((english, False), (english.parent / "ja" / english.name, True)):
            if path.is_file() and (chars := missing(path.read_text(encoding="utf-8"), japanese)):
                problems[str(path.name) + (" (ja)" if japanese else "")] = chars
    assert problems == {}


def test_language_names_show_in_their_own_script_in_every_language(app) -> None:
    """The language list is set in a font with every script it names, whichever the locale."""
    from llamagames.ui.scenes.settings import SettingsScene

    blank = None
    for code in i18n.LANGUAGES:
        app.settings.language = code
        app.apply_language()
        scene = SettingsScene(app)
        app.start(scene)
        app.frame(1 / 60, [])
        menu = scene.menus["language"]
        menu.current_state.finish()
        menu.current_state = menu.menu_states["expanded"]
        menu.current_state.start()
        items = {button.text: button for button in menu.current_state.options_selection_list.item_list_container.elements}
        assert set(items) == set(i18n.LANGUAGES.values())
        for name, button in items.items():
            font = button.font
            if blank is None:
                blank = pygame.image.tobytes(font.render_premul(NOT_A_CHARACTER, pygame.Color("black")), "RGBA")
            for char in name:
                drawn = pygame.image.tobytes(font.render_premul(char, pygame.Color("black")), "RGBA")
                assert drawn != blank, f"{char!r} of {name} shows as a box in the {code} interface"
        app.scenes.clear()


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_the_move_log_newest_marker_has_its_glyphs(code: str) -> None:
    i18n.set_language(code)
    try:
        assert missing(i18n.t("newest"), japanese=code == "ja") == set()
        assert i18n.translated_in(code, "newest")
    finally:
        i18n.set_language("en")


def test_the_games_words_are_among_the_files_checked() -> None:
    files = {path.resolve() for path in i18n.translation_files("ja")}
    for game in catalogue.games():
        if game.translations:
            assert (catalogue.resource(game.translations) / "ja.json").resolve() in files
