"""Text from outside made safe to draw, and seat names the app can always read back.

Texts reach the screen from files (seat names, saved-at dates, moves inside a save quoted in
a sentence, remembered setups), from the keyboard and from the clipboard. The font machinery
refuses some characters outright (a NUL raises ``ValueError: A null character was found in
the text``; a lone surrogate cannot even be encoded), bidirectional controls (U+202E) turn
the rest of a line around, and a text of 100,000 characters makes a picture megabytes wide.
:func:`displayable` is the one place that makes any text drawable; our text drawing runs
every text through it, and pygame-gui widgets get only texts that went through it.

Seat names are stricter: the setup accepts only a :func:`clean_name`, and reading a save
refuses a name for which :func:`name_problem` has an objection, with the same rule, so a
name the app wrote is a name it reads back.

No pygame here: the save files and the seats use it too.
"""

from __future__ import annotations

import unicodedata

DISPLAY_LIMIT = 400
"""No line of ours is longer: a longer text from outside is cut, with an ellipsis."""
NAME_LIMIT = 20
"""The longest name the setup accepts (what fits a seat panel)."""
NAME_READ_LIMIT = 40
"""The longest seat name a file may hold (older versions allowed a little more)."""

BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Characters that reorder the text after them (U+202E writes the rest right to left)."""
JOINERS = frozenset("\u200c\u200d")
"""Invisible format characters that only join or part letters and emoji: harmless, kept."""


def _safe_char(ch: str) -> str:
    """``ch`` as it may be drawn: a space for any whitespace or line break, nothing for a
    control, a bidirectional control, a lone surrogate or a private or unassigned code."""
    if ch.isprintable():
        return ch
    if ch.isspace():
        return " "
    if ch in JOINERS:
        return ch
    if ch in BIDI_CONTROLS:
        return ""
    category = unicodedata.category(ch)
    return "" if category in ("Cc", "Cf", "Cs", "Co", "Cn") else " "


def displayable(text: object, limit: int = DISPLAY_LIMIT) -> str:
    """Any text (or anything at all: it is made a text) safe for our fonts and pygame-gui's:
    one line without NUL, controls, bidirectional controls or lone surrogates, at most
    ``limit`` characters (an ellipsis says it was cut). Characters a font lacks stay: they
    are drawn as a box, which crashes nothing."""
    if not isinstance(text, str):
        text = str(text)
    if len(text) <= limit and text.isprintable():
        return text  # the usual case, measured in C: every frame draws dozens of texts
    cleaned = "".join(_safe_char(ch) for ch in text[: limit * 4])
    if len(cleaned) > limit or len(text) > limit * 4:
        cleaned = cleaned[: max(0, limit - 1)] + "…"
    return cleaned


def typed(text: str, limit: int = NAME_LIMIT) -> str:
    """What a text entry may hold while the player types or pastes: :func:`displayable`
    without the ellipsis, spaces kept as typed (a name is only trimmed when it is used)."""
    return "".join(_safe_char(ch) for ch in str(text)[: limit * 4])[:limit]


def clean_name(text: str, limit: int = NAME_LIMIT) -> str:
    """A seat name as the setup accepts it: line breaks and tabs become spaces, controls,
    bidirectional controls and lone surrogates go, runs of spaces become one, the ends are
    trimmed and it is cut to ``limit`` characters. :func:`name_problem` never objects to it."""
    cleaned = " ".join("".join(_safe_char(ch) for ch in str(text)[: limit * 4]).split())
    return cleaned[:limit].strip()


def name_problem(name: object, limit: int = NAME_READ_LIMIT) -> str | None:
    """Why a seat name read from a file cannot be used (in words for "... could not be used:
    <problem>."), or None. It accepts every name :func:`clean_name` gives."""
    if not isinstance(name, str):
        return "a seat's name is not a text"
    if len(name) > limit:
        return f"a seat's name is {len(name):,} characters long (at most {limit})"
    if any(_safe_char(ch) != ch for ch in name):
        return "a seat's name holds control characters"
    return None


__all__ = ["DISPLAY_LIMIT", "NAME_LIMIT", "NAME_READ_LIMIT", "clean_name", "displayable", "name_problem", "typed"]
