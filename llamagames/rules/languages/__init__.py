"""The languages the collection speaks: the one list, and a pseudo-language for tests.

Adding a language is one line here (its code and its name, as Settings shows it) plus one
file per area: the interface's ``i18n/<code>/*.json`` (and each game's ``<code>.json``),
and beside each game's phrasebook a ``words_<code>.py`` whose ``WORDS`` maps codes to their
wordings (found by :class:`~llamagames.rules.words.Phrasebook`). Each language's grammar
helpers live here beside it, as functions of a :class:`~llamagames.rules.core.Narrator`
(``en.py``: "You play" / "Ann plays", "your" / "Ann's"; ``ja.py``: names, "あなた",
lists); English is the source language, and the narrator itself holds no words.

:data:`PSEUDO` (``en-XA``, as Android calls it) is English accented, 30-40% longer and in
brackets: "[Ýöûř ţûřñ. one]". A screen shown in it shows at a glance the words no one
translates (they stay plain English) and the words cut or overlapping (the brackets go
missing). Tests and the layout tour use it; a player never sees it (it is not in
:data:`LANGUAGES`, and the settings refuse it).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}
"""Language code -> its name written in that language: every language a player may choose."""
FALLBACK = "en"
"""The source language: what a phrase or a key without a translation shows."""
PSEUDO = "en-XA"
"""The pseudo-language for tests: English, accented, longer and bracketed."""

GROWTH = 0.35
"""How much longer a pseudo sentence is than its English (Android's pseudo-locale: 30-40%)."""
_ACCENTED = str.maketrans("acdeghijklnorstuwyzACDEGHIJKLNORSTUWYZ",
                          "áçďéĝĥîĵķļñöřšţûŵýžÅÇĎÉĜĤÎĴĶĻÑÖŘŠŢÛŴÝŽ")
_FILLER = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " * 8
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


_CLOSED = "。！？」』）"
"""What ends a Japanese sentence or aside: no space follows it (a space is a visible gap there)."""


def join_sentences(code: str, parts: Iterable[str]) -> str:
    """``parts`` (sentences) as one text in ``code``: a space between them in English, none
    after Japanese closing punctuation ("…した。次に…", never "…した。 次に…"); empty parts dropped."""
    text = ""
    for part in parts:
        if not part:
            continue
        if text:
            spaced = code != "ja" or not (text.endswith(tuple(_CLOSED)) or part.startswith(tuple(_CLOSED)))
            text += " " if spaced else ""
        text += part
    return text


def known(code: str) -> bool:
    """Whether ``code`` is a language the words can be shown in (the pseudo-language too)."""
    return code in LANGUAGES or code == PSEUDO


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language; ``{names}`` in braces are kept as they are, so a
    template can be filled after ("Ann's turn." -> "[Åññ'š ţûřñ. one]")."""
    if not text or (text.startswith("[") and text.endswith("]") and not text.isascii()):
        return text  # already pseudo: a sentence put through twice stays as it was
    parts = _PLACEHOLDER.split(text)
    shown = "".join(part if _PLACEHOLDER.fullmatch(part) else part.translate(_ACCENTED) for part in parts)
    extra = round(len(text) * GROWTH)
    padding = " " + _FILLER[:extra - 1].rstrip() if extra > 1 else "·" * extra
    return f"[{shown}{padding}]"


__all__ = ["FALLBACK", "GROWTH", "LANGUAGES", "PSEUDO", "join_sentences", "known", "pseudo"]
