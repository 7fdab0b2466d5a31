"""L.L.A.M.A. in Japanese: the move log, the results sentence and the refusal reasons.

Our own words, written for this app; the English ones are in :mod:`.llama` (whose
``describe`` hands a Japanese narrator to :func:`describe_event`).
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from .core import Event, Narrator, Outcome, PlayerId
from .ja_words import COMMON, Reasons, Translate, join, names, who

# The rules' numbers, repeated so that this module never imports :mod:`.llama`, which
# imports it (tests/rules/test_events_ja.py checks they agree).
LLAMA_CARD = 7
BLACK_CHIP = 10
END_TOTAL = 40

LLAMA_WORD = "ラマ"


def card(value: int) -> str:
    """"5" or "ラマ"."""
    return LLAMA_WORD if value == LLAMA_CARD else str(value)


def describe_event(event: Event, n: Narrator) -> str:
    """The sentence for one L.L.A.M.A. event, as ``n.viewer`` may know it."""
    kind, seat = event.kind, event.seat
    if kind == "game_over":
        winners: Sequence[PlayerId] = event.get("winners")
        if len(winners) == 1:
            return f"ゲーム終了：{who(n, winners[0])}の勝ちです。"
        return f"ゲーム終了：{names(n, winners)}が勝利を分け合いました。"
    if kind == "round_end":
        return _round_end(event, n)
    assert seat is not None, f"a '{kind}' event names its player"
    if kind == "play":
        return f"{who(n, seat)}が{card(event.get('card'))}を出しました。"
    if kind == "draw":
        drawn = event.get("card") if event.sees_secret(n.viewer) else None
        if drawn is None:
            return f"{who(n, seat)}がカードを1枚引きました。"
        return f"{who(n, seat)}が{card(drawn)}を引きました。"
    if kind == "quit":
        return f"{who(n, seat)}がこのラウンドを降りました。"
    if kind == "return_chip":
        chip = "黒チップ（10点）" if event.get("points") == BLACK_CHIP else "白チップ（1点）"
        return f"{who(n, seat)}が{chip}を1枚返しました。"
    if kind == "deal":
        return (f"第{event.get('round')}ラウンドのカードが配られました。捨て札の一番上は"
                f"{card(event.get('discard_top'))}、最初の手番は{who(n, seat)}です。")
    return f"{kind}。"


def _round_end(event: Event, n: Narrator) -> str:
    emptied: PlayerId | None = event.get("emptied")
    if emptied is not None:
        how = f"{who(n, emptied)}が手札を出し切りました"
    else:
        how = "全員がラウンドを降りました"
    costs = "、".join(f"{who(n, s)} {p}点" for s, p in enumerate(event.get("penalties")))
    return f"第{event.get('round')}ラウンド終了。{how}。今回の失点：{costs}。"


def describe_outcome(outcome: Outcome, n: Narrator) -> str:
    """Who reached 40 points (the results screen)."""
    reached = [seat for seat, total in enumerate(outcome.scores) if total >= END_TOTAL]
    if not reached:
        return ""
    return f"{join([who(n, seat) for seat in reached])}が{END_TOTAL}点に達しました。"


# --- Refusal reasons -------------------------------------------------------------------------

_A_CARD = r"[Aa]n? (?:llama|\d+)"


def _card_word(text: str) -> str:
    """"a 5" / "A llama" / "llama" / "5" -> "5" / "ラマ"."""
    word = text.split()[-1]
    return LLAMA_WORD if word.lower() == "llama" else word


def _choices(match: re.Match[str], _tr: Translate) -> str:
    """"You can only play a 4, a 5, draw or quit." -> what remains possible."""
    parts = match.group("parts")
    verbs = []
    cards = [_card_word(c) for c in re.findall(_A_CARD, parts)]
    if cards:
        verbs.append("か".join(cards) + "を出す")
    if re.search(r"\bdraw\b", parts):
        verbs.append("引く")
    verbs.append("降りる")
    return "できるのは" + "".join(f"「{v}」" for v in verbs) + "だけです。"


def _then(first: str) -> Callable[[re.Match[str], Translate], str]:
    """A reason followed by the list of what is possible: ``first`` then the rest, translated."""

    def handler(match: re.Match[str], tr: Translate) -> str:
        return first.format(**{k: _card_word(v) if k.startswith("card") else v
                               for k, v in match.groupdict().items() if k != "rest"}) + tr(match.group("rest"))

    return handler


REASONS = Reasons([
    (r"You can only quit\.", "降りることしかできません。"),
    (r"You can only (?P<parts>.+)\.", _choices),
    (r"You emptied your hand: first return a chip \(10 or 1 points\)\.",
     "手札を出し切りました。まずチップを1枚返してください（10点か1点）。"),
    (r"You emptied your hand: first return a white chip \(1 point\)\.",
     "手札を出し切りました。まず白チップ（1点）を1枚返してください。"),
    (r"A chip is worth 10 or 1 points: return 10 or return 1\.",
     "チップは10点か1点です。どちらかを1枚返してください。"),
    (r"You hold only (?P<total>\d+) points: you can only return 1\.",
     "持ち点が{total}点しかないので、返せるのは白チップ（1点）だけです。"),
    (r"Only a player who has just emptied their hand returns a chip\. (?P<rest>.+)",
     _then("チップを返せるのは、手札を出し切った人だけです。")),
    (r"The draw pile is empty: play a card or quit\.", "山札がありません。カードを出すか、降りてください。"),
    (r"You are the last player in the round: you can play or quit, but not draw\.",
     "ラウンドに残っているのはあなただけです。カードを出すか降りることはできますが、引くことはできません。"),
    (r"There is no card '(?P<v>[^']*)': cards are 1 to 6 and llamas\. (?P<rest>.+)",
     _then("「{v}」というカードはありません（カードは1から6とラマです）。")),
    (rf"(?P<card>{_A_CARD}) cannot go on (?P<card_top>{_A_CARD})\. (?P<rest>.+)",
     _then("{card_top}の上に{card}は出せません。")),
    (r"You have no (?P<card>[Ll]lama|\d+) in your hand\.(?: (?P<rest>.+))?",
     lambda m, tr: f"手札に{_card_word(m.group('card'))}がありません。" + (tr(m.group("rest")) if m.group("rest") else "")),
    (r"'(?P<action>[^']*)' is not a L\.L\.A\.M\.A\. action\. (?P<rest>.+)",
     _then("「{action}」はこのゲームの手ではありません。")),
    (r"'(?P<action>[^']*)' is not possible now\.", "「{action}」は今はできません。"),
    (r"The game is not over yet: nobody has reached 40 points\.", "まだゲームは終わっていません（40点に達した人はいません）。"),
], fallback=COMMON)
"""Every reason :meth:`LlamaGame.why_illegal` and ``apply`` give, and the table's own
"You have no Llama in your hand.", in Japanese."""


__all__ = ["REASONS", "card", "describe_event", "describe_outcome"]
