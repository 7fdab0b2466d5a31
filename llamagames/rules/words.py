"""Words from codes: what the rules say to a player, in every language, from one table per game.

The rules never hand the UI a finished sentence to patch. A refusal is a :class:`Refusal`
(a code and its values) and an event is an :class:`~.core.Event` (a kind and its details);
each game words them in its ``words`` module with a :class:`Phrasebook`, where every code
has its wording in each language, keyed by the language's code (English and Japanese side by
side there; another language in a file of its own beside it, ``words_<code>.py``, see
:mod:`.languages`). The UI asks for the sentence in the player's language; nothing
translates an English sentence after the fact.

A phrase is a template (``"You hold only {total} points."``, filled with ``str.format``) or
a function of the values and the narrator, for sentences whose shape depends on the values
(plurals, lists, "You play" or "Ann plays"). The narrator is None for a refusal, which is
always said to the player who tried the move.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .core import Narrator, Refusal
from .languages import FALLBACK, LANGUAGES, PSEUDO, pseudo

Wording = str | Callable[[Mapping[str, Any], Narrator | None], str]
"""A template filled from the values, or a function of (values, narrator)."""



@dataclass(frozen=True, init=False)
class Phrase:
    """One code's words in any number of languages, keyed by language code; English always.

    ``Phrase(english, japanese)`` is the short form the games' tables use; any other
    language comes in ``more`` (or from a ``words_<code>.py`` file, see :class:`Phrasebook`).
    """

    words: Mapping[str, Wording] = field(default_factory=dict)

    def __init__(self, en: Wording, ja: Wording | None = None, /, more: Mapping[str, Wording] | None = None) -> None:
        words: dict[str, Wording] = {FALLBACK: en}
        if ja is not None:
            words["ja"] = ja
        words.update(more or {})
        object.__setattr__(self, "words", MappingProxyType(words))

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.words.items(), key=lambda item: item[0])))

    def wording(self, language: str) -> Wording:
        """The wording in ``language``, or the English where that language has none."""
        return self.words.get(language, self.words[FALLBACK])

    def with_words(self, more: Mapping[str, Wording]) -> Phrase:
        """This phrase with the wordings of ``more`` (language -> wording) added."""
        return Phrase(self.words[FALLBACK], None, more={**self.words, **more})


def language_files(home: str) -> dict[str, Mapping[str, Wording]]:
    """The wordings of the languages kept in files of their own beside the phrasebook module
    ``home`` (``<package>.words_<code>``, its ``WORDS``: code -> wording), by language."""
    package = home.rpartition(".")[0]
    found: dict[str, Mapping[str, Wording]] = {}
    for code in LANGUAGES:
        name = f"{package}.words_{code.replace('-', '_').lower()}"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        found[code] = dict(getattr(module, "WORDS", {}))
    return found


class Phrasebook:
    """A game's phrases by code; codes it lacks are looked up in ``fallback`` (the common
    phrases every game shares)."""

    def __init__(self, phrases: Mapping[str, Phrase], fallback: Phrasebook | None = None,
                 home: str | None = None) -> None:
        self.phrases = dict(phrases)
        self.fallback = fallback
        if home is not None:
            for code, table in language_files(home).items():
                for key, wording in table.items():
                    if key in self.phrases:
                        self.phrases[key] = self.phrases[key].with_words({code: wording})

    def __contains__(self, code: str) -> bool:
        return code in self.phrases or (self.fallback is not None and code in self.fallback)

    def phrase(self, code: str) -> Phrase:
        """The phrase of ``code``; KeyError names the code when no table has it."""
        if code in self.phrases:
            return self.phrases[code]
        if self.fallback is not None:
            return self.fallback.phrase(code)
        raise KeyError(f"no words for the code {code!r}")

    def say(self, code: str, language: str, values: Mapping[str, Any] | None = None,
            narrator: Narrator | None = None) -> str:
        """The sentence of ``code`` in ``language`` (English where that language has none;
        the pseudo-language's from the English)."""
        wording = self.phrase(code).wording(language)
        values = values or {}
        if callable(wording):
            said = wording(values, narrator)
            return pseudo(said) if language == PSEUDO else said
        return (pseudo(wording) if language == PSEUDO else wording).format(**values)

    def refusal(self, refusal: Refusal, language: str = "en") -> str:
        """A refusal in words; a refusal may carry a follow-up refusal (``then``: "... You can
        only play a 4 or quit."), said after it."""
        values = dict(refusal.values)
        then = values.pop("then", None)
        text = self.say(refusal.code, language, values)
        if isinstance(then, Refusal):
            text = f"{text}{'' if language == 'ja' else ' '}{self.refusal(then, language)}"
        return text

    def items(self) -> Iterator[tuple[str, Phrase]]:
        """Every (code, phrase) of this table and its fallbacks (for the tests)."""
        yield from self.phrases.items()
        if self.fallback is not None:
            yield from self.fallback.items()


COMMON = Phrasebook({
    "game_over": Phrase("The game is over.", "ゲームはもう終わっています。"),
    "not_your_turn": Phrase("It is not your turn.", "あなたの番ではありません。"),
    "not_your_turn_name": Phrase("It is not your turn: {name} is to play.", "あなたの番ではありません（{name}の番です）。"),
    "game_not_over": Phrase("The game is not over yet.", "ゲームはまだ終わっていません。"),
}, home=__name__)
"""Refusals every game (and the match) may give."""


__all__ = ["COMMON", "LANGUAGES", "Phrase", "Phrasebook", "Wording", "language_files"]
