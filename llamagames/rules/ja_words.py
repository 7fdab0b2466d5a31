"""Japanese words every game's sentences share: who did it, lists of names, refusal tables.

The rules stay free of the UI's ``i18n``: a game's Japanese move log is written from the
same :class:`~llamagames.rules.core.Narrator` as the English one, and its refusal reasons
are translated from the English sentence the game gives (one table of patterns per game),
so the engines' hot paths keep a single English reason and no key bookkeeping.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from .core import Narrator, PlayerId

YOU = "あなた"


def name(n: Narrator, seat: PlayerId) -> str:
    """The seat's name, or "N番席" when no name is known."""
    if 0 <= seat < len(n.names) and n.names[seat]:
        return n.names[seat]
    return f"{seat + 1}番席"


def who(n: Narrator, seat: PlayerId) -> str:
    """"あなた" for the viewer, else the name (the subject and the object alike)."""
    return YOU if seat == n.viewer else name(n, seat)


def whose(n: Narrator, seat: PlayerId) -> str:
    """"あなたの" / "Annの"."""
    return who(n, seat) + "の"


def join(words: Sequence[str], last: str = "と") -> str:
    """"A", "AとB", "A、BとC"."""
    if len(words) <= 1:
        return "".join(words)
    return "、".join(words[:-1]) + last + words[-1]


def names(n: Narrator, seats: Sequence[PlayerId]) -> str:
    """Several seats, the viewer last ("AnnとBoとあなた" as "Ann、Boとあなた")."""
    ordered = sorted(seats, key=lambda s: (s == n.viewer, s))
    return join([who(n, s) for s in ordered])


# --- Refusal reasons ------------------------------------------------------------------------


class NoWords(LookupError):
    """A sentence (or part of one) no pattern of the table knows."""


Translate = Callable[[str], str]
"""Translates a part of a sentence (raises :class:`NoWords` when it cannot)."""
Handler = str | Callable[[re.Match[str], Translate], str]
"""A Japanese template filled from the pattern's named groups, or a function of the match."""


class Reasons:
    """A game's refusal reasons: English patterns (whole sentences) -> Japanese.

    A handler may translate a part of the sentence with the ``Translate`` it is given (a
    reason followed by "You can only play a 4 or quit."); ``fallback`` tables (the reasons
    every game shares) are tried after this one.
    """

    def __init__(self, rules: Sequence[tuple[str, Handler]], fallback: "Reasons | None" = None) -> None:
        self.rules = [(re.compile(pattern, re.DOTALL), handler) for pattern, handler in rules]
        self.fallback = fallback

    def part(self, text: str) -> str:
        """``text`` in Japanese; :class:`NoWords` when no pattern fits it."""
        text = text.strip()
        for pattern, handler in self.rules:
            match = pattern.fullmatch(text)
            if match is None:
                continue
            if callable(handler):
                return handler(match, self.part)
            return handler.format(**match.groupdict())
        if self.fallback is not None:
            return self.fallback.part(text)
        raise NoWords(text)

    def translate(self, text: str) -> str | None:
        """``text`` in Japanese, or None when a part of it has no words here."""
        try:
            return self.part(text)
        except NoWords:
            return None


COMMON = Reasons([
    (r"The game is over\.", "ゲームはもう終わっています。"),
    (r"It is not your turn\.", "あなたの番ではありません。"),
    (r"It is not your turn: (?P<who>.+) is to play\.", "あなたの番ではありません（{who}の番です）。"),
    (r"Wait for your turn: (?P<who>.+) is playing\.", "あなたの番を待ってください（{who}の番です）。"),
    (r"Wait a moment: the table is busy\.", "少し待ってください。"),
    (r"That move can no longer be taken back\.", "その手はもう取り消せません。"),
    (r"The game is not over yet\.", "ゲームはまだ終わっていません。"),
    (r"There is no move to take back yet\.", "取り消せる手はまだありません。"),
    (r"(?P<who>.+) has played since: that move stays\.", "そのあと{who}が手を打ったので、その手は取り消せません。"),
    (r"(?P<who>.+) has answered your move: once the next player has played, it stays\.",
     "{who}がもうあなたの手に応じました。次の人が手を打ったあとは、取り消せません。"),
    (r"You can't take back a draw or anything else that showed a hidden card\.",
     "カードを引くなど、伏せられた情報が見えた手は取り消せません。"),
    (r"The round is over: its moves can no longer be taken back\.", "このラウンドは終わったので、その手はもう取り消せません。"),
])
"""Reasons the match and the table give in every game."""


__all__ = ["COMMON", "NoWords", "Reasons", "YOU", "join", "name", "names", "who", "whose"]
