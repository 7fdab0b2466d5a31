"""One list of languages, phrases in any number of them, and the pseudo-language for tests."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from llamagames import i18n, storage
from llamagames.rules import languages
from llamagames.rules.core import NOBODY, Narrator
from llamagames.rules.languages import LANGUAGES, PSEUDO, en, ja, pseudo
from llamagames.rules.words import COMMON, Phrase, Phrasebook
from llamagames.ui.scenes.settings import LANGUAGE_CHOICES

SENTENCES = ["Your turn.", "Take back your last move (U or Ctrl+Z)", "Wait a moment: the table is busy.",
             "What would a normal bot do here, and why (H)", "Back to the menu (the game is saved)"]


@pytest.mark.parametrize("text", SENTENCES)
def test_a_pseudo_sentence_is_accented_bracketed_and_a_third_longer(text: str) -> None:
    said = pseudo(text)
    assert said.startswith("[") and said.endswith("]")
    inner = said[1:-1]
    assert 1.30 <= len(inner) / len(text) <= 1.40, (text, said)
    assert inner != text[: len(inner)] and not inner.isascii()  # accented, so untranslated words stand out


def test_placeholders_survive_the_pseudo_language() -> None:
    template = pseudo("{name}'s turn: {count} cards left.")
    assert "{name}" in template and "{count}" in template
    assert "Ann" in template.format(name="Ann", count=3)


def test_t_speaks_the_pseudo_language_and_english_stays_english() -> None:
    try:
        i18n.set_language(PSEUDO)
        assert i18n.language() == PSEUDO
        assert i18n.t("Your turn.") == pseudo("Your turn.")
        assert "Ann" in i18n.t("{name}'s turn.", name="Ann")
        assert i18n.tc("replay", "Play") == pseudo("Play")
    finally:
        i18n.set_language("en")
    assert i18n.t("Your turn.") == "Your turn."


def test_the_rules_words_speak_the_pseudo_language_from_the_english() -> None:
    assert COMMON.say("game_over", PSEUDO) == pseudo(COMMON.say("game_over", "en"))
    assert COMMON.say("not_your_turn_name", PSEUDO, {"name": "Ann"}).startswith("[")


def test_no_player_can_choose_the_pseudo_language() -> None:
    assert PSEUDO not in LANGUAGES and PSEUDO not in LANGUAGE_CHOICES.values()
    assert PSEUDO not in storage.LANGUAGE_CODES
    assert storage.Settings.from_json({"language": PSEUDO}).language == storage.Settings().language


def test_there_is_one_list_of_languages() -> None:
    assert i18n.LANGUAGES is LANGUAGES
    assert storage.LANGUAGE_CODES == tuple(LANGUAGES)
    assert set(LANGUAGE_CHOICES.values()) == set(LANGUAGES)


def test_a_phrase_holds_any_number_of_languages() -> None:
    phrase = Phrase("Hello.", "こんにちは。", more={"fr": "Bonjour.", "pt-BR": "Olá."})
    assert phrase.wording("fr") == "Bonjour." and phrase.wording("pt-BR") == "Olá."
    assert phrase.wording("ja") == "こんにちは。" and phrase.wording("de") == "Hello."
    assert Phrase("Hello.").words == {"en": "Hello."}


def test_a_new_language_is_a_file_beside_the_phrasebook_and_one_line(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "faraway"
    package.mkdir()
    (package / "__init__.py").write_text("", "utf-8")
    (package / "words.py").write_text(textwrap.dedent("""
        from llamagames.rules.words import Phrase, Phrasebook
        WORDS = Phrasebook({"hello": Phrase("Hello, {name}.", "{name}さん、こんにちは。")}, home=__name__)
    """), "utf-8")
    (package / "words_fr.py").write_text('WORDS = {"hello": "Bonjour, {name}."}\n', "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(languages.LANGUAGES, "fr", "Français")  # the one line
    monkeypatch.delitem(sys.modules, "faraway.words", raising=False)
    from faraway.words import WORDS  # type: ignore[import-not-found]

    book: Phrasebook = WORDS
    assert book.say("hello", "fr", {"name": "Ann"}) == "Bonjour, Ann."
    assert book.say("hello", "ja", {"name": "Ann"}) == "Annさん、こんにちは。"
    assert book.say("hello", "en", {"name": "Ann"}) == "Hello, Ann."


def test_a_phrase_is_a_value() -> None:
    assert Phrase("Hi.", "やあ。") == Phrase("Hi.", "やあ。") != Phrase("Hi.")
    assert len({Phrase("Hi.", "やあ。"), Phrase("Hi.", "やあ。")}) == 1


def test_every_language_keeps_its_grammar_beside_it_and_the_narrator_holds_no_words() -> None:
    """Each language's grammar is a module of ``rules/languages`` named by its code; the narrator
    is only who is told and the names, so no language is built into it (English neither)."""
    folder = Path(languages.__file__).parent
    assert all((folder / f"{code}.py").is_file() for code in LANGUAGES), sorted(LANGUAGES)
    said = {name for name, value in vars(Narrator).items() if callable(value) and not name.startswith("__")}
    assert said == set(), f"the narrator says words itself: {sorted(said)}"


def test_the_english_grammar_agrees_subject_verb_and_possessive_with_the_viewer() -> None:
    told, watcher = Narrator(["Ann", "Bo", ""], 0), Narrator(["Ann", "Bo", ""], NOBODY)
    assert (en.does(told, 0, "plays", "play"), en.does(told, 1, "plays", "play")) == ("You play", "Bo plays")
    assert en.does(told, 0, "goes", "go", start=False) == "you go"
    assert (en.whose(told, 0), en.whose(told, 0, start=True), en.whose(told, 1)) == ("your", "Your", "Bo's")
    assert (en.own(told, 0), en.own(told, 1), en.whom(told, 0), en.whom(told, 1)) == ("your", "their", "you", "Bo")
    assert en.who(told, 2) == "Seat 3" and en.name(told, 7) == "Seat 8"
    assert [en.who(watcher, seat) for seat in range(2)] == ["Ann", "Bo"]
    assert (ja.who(told, 0), ja.who(told, 1), ja.name(told, 2)) == ("あなた", "Bo", "3番席")
