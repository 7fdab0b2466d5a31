"""Llamas & Alpacas in Japanese: the move log, the results sentence and the refusal reasons.

Our own words; the English ones are in :mod:`.game` (whose ``describe`` and
``describe_outcome`` hand a Japanese narrator to the functions here).
"""

from __future__ import annotations

import re
from typing import Sequence

from ..core import Event, Narrator, Outcome, PlayerId
from ..ja_words import COMMON, Reasons, join, names, who, whose
from .actions import PAY_TREATS, PAY_WORDS
from .components import ANIMALS, CARDS, COLOURS, END_SCORE, STAR, WHITE

ANIMAL_WORDS: dict[str, str] = {"llama": "ラマ", "alpaca": "アルパカ"}
COLOUR_WORDS: dict[str, str] = {"pink": "ピンク", "green": "緑", "red": "赤", "blue": "青", "white": "白"}
TREAT_WORDS: dict[str, str] = {"clover": "クローバー", "carrot": "ニンジン"}
TREATS_WORD = "エサ"
"""Clovers and carrots together."""


def card(card_id: int) -> str:
    """"ラマ（3・赤）", "アルパカ（星・緑）", "ラマ（2・白）"."""
    animal, digit, colour = CARDS[card_id]
    value = "星" if digit == STAR else str(digit)
    paint = COLOUR_WORDS["white" if colour == WHITE else COLOURS[colour]]
    return f"{ANIMAL_WORDS[ANIMALS[animal]]}（{value}・{paint}）"


def cell(index: int) -> str:
    """"1行2列" (rows and columns from 1)."""
    return f"{index // 3 + 1}行{index % 3 + 1}列"


def treats(pair: tuple[int, int]) -> str:
    """"クローバー2個とニンジン1個", or "なし"."""
    clovers, carrots = pair
    parts = [f"{TREAT_WORDS[w]}{k}個" for k, w in ((clovers, "clover"), (carrots, "carrot")) if k]
    return "と".join(parts) if parts else "なし"


def paid_treats(pay: Sequence[int]) -> tuple[int, int]:
    """(clovers, carrots) a payment costs (as ``game.paid_treats``, which imports this module)."""
    return sum(PAY_TREATS[p][0] for p in pay), sum(PAY_TREATS[p][1] for p in pay)


def wild_value(word: str) -> str:
    """A named wild value: a digit stays, a colour is said in Japanese."""
    return COLOUR_WORDS.get(word, word)


def describe_event(event: Event, n: Narrator) -> str:
    """The sentence for one Llamas & Alpacas event, as ``n.viewer`` reads it."""
    kind, get = event.kind, event.get
    seat: PlayerId = event.seat if event.seat is not None else -1
    if kind == "setup":
        return f"列にカードが並びました。最初の手番は{who(n, get('first'))}です。"
    if kind == "start":
        return f"{who(n, seat)}がスタートカードの{card(get('card'))}を{cell(get('cell'))}に置きました。"
    if kind == "take":
        text = f"{who(n, seat)}が列の{get('index') + 1}番目の{card(get('card'))}を取り"
        if get("pay"):
            text += f"、{treats(paid_treats(get('pay')))}を払い"
        if get("collected") != (0, 0):
            text += f"、{treats(get('collected'))}を受け取り"
        text += f"、{cell(get('cell'))}に置きました。"
        if get("left") != (0, 0):
            text += f"上限を超えた{treats(get('left'))}は次のカードに載せました。"
        return text
    if kind == "move":
        return f"{who(n, seat)}が{card(get('card'))}を{cell(get('src'))}から{cell(get('dst'))}へ動かしました。"
    if kind == "score":
        lines = len([p for p in get("line_points") if p])
        what = "行と列の両方" if lines == 2 else "3枚の並び"
        wild = get("wild")
        extra = f"（ワイルドカードは{wild_value(wild)}として数えます）" if wild else ""
        return f"{who(n, seat)}が{what}をそろえて{get('points')}点獲得しました{extra}。そのカードは捨て札になります。"
    if kind == "no_score":
        return f"{whose(n, seat)}3枚の並びは得点になりません。カードはそのまま残ります。"
    if kind == "draw":
        text = f"{card(get('card'))}が列に加わりました。"
        if get("treats") != (0, 0):
            text = f"{card(get('card'))}が列に加わり、{treats(get('treats'))}が載りました。"
        return text
    if kind == "reshuffle":
        return f"捨て札を切り直して新しい山札にしました（{get('cards')}枚）。"
    if kind == "pass":
        return f"{whose(n, seat)}ボードは埋まっています。{who(n, seat)}はパスしました。"
    if kind == "end_triggered":
        if event.seat is None:
            return "すべてのボードが埋まりました。この一巡を終えたらゲーム終了です。"
        return f"{who(n, seat)}が{get('score')}点に達しました。全員の手番の数がそろうまで、この一巡を続けます。"
    if kind == "game_over":
        winners: Sequence[PlayerId] = get("winners")
        if len(winners) == 1:
            return f"ゲーム終了：{who(n, winners[0])}の勝ちです。"
        return f"ゲーム終了：{names(n, winners)}が勝利を分け合いました。"
    return kind


def describe_outcome(outcome: Outcome, n: Narrator) -> str:
    """Who reached 18, and how a tie on points was broken (the treats held) or shared."""
    scores = list(outcome.scores)
    best = max(scores)
    tied = [seat for seat, points in enumerate(scores) if points == best]
    if len(tied) < 2:
        if not any(points >= END_SCORE for points in scores):
            return "すべてのボードが埋まったので、ゲームは早めに終わりました。"
        return ""
    tied_names = join([who(n, seat) for seat in tied])
    winners = list(outcome.winners)
    if len(winners) == 1:
        return f"{tied_names}が{best}点で並び、{TREATS_WORD}を一番多く持っていた{who(n, winners[0])}の勝ちです。"
    return f"{tied_names}が{best}点で並び、{TREATS_WORD}の数も同じなので、勝利を分け合います。"


# --- Refusal reasons -------------------------------------------------------------------------

_CELL = r"row (\d+), column (\d+)"
_TREATS = r"nothing|\d+ (?:clover|carrot)s?(?: and \d+ (?:clover|carrot)s?)?"


def _cell(text: str) -> str:
    m = re.fullmatch(_CELL, text)
    assert m is not None
    return f"{m.group(1)}行{m.group(2)}列"


def _treats(text: str) -> str:
    """"2 clovers and 1 carrot" -> "クローバー2個とニンジン1個"."""
    found = dict((w, int(k)) for k, w in re.findall(r"(\d+) (clover|carrot)", text))
    return treats((found.get("clover", 0), found.get("carrot", 0)))


def _payment(codes: str) -> str:
    """"clover,2carrot" -> "クローバー1個・ニンジン2個"."""
    words = []
    for code in codes.split(","):
        clovers, carrots = PAY_TREATS[PAY_WORDS.index(code)]
        words.append(treats((clovers, carrots)))
    return "・".join(words)


def _choices(text: str) -> str:
    return "、".join(wild_value(w) for w in text.split(", "))


def _kind(word: str) -> str:
    return "数字" if word == "digit" else "色"


REASONS = Reasons([
    (r"First place your starting card on any space of your board\.",
     "まずスタートカードを自分のボードの好きなマスに置いてください。"),
    (r"Your board has 3 rows and 3 columns\.", "ボードは3行3列です。"),
    (r"The starting cards are already placed: take a card from the row or move one of yours\.",
     "スタートカードはもう置いてあります。列からカードを取るか、自分のカードを1枚動かしてください。"),
    (r"You can still take or move a card: passing is only for a full board\.",
     "まだカードを取るか動かすことができます。パスできるのはボードが埋まったときだけです。"),
    (r"Your board is full: you can neither take nor move a card, so you pass\.",
     "ボードが埋まっているので、カードを取ることも動かすこともできません。パスしてください。"),
    (r"'(?P<action>[^']*)' is not a Llamas & Alpacas action\.", "「{action}」はこのゲームの手ではありません。"),
    (r"The row has (?P<n>\d+) cards: take one of positions 1 to (?P=n)\.",
     "列には{n}枚のカードがあります。1番目から{n}番目のどれかを取ってください。"),
    (rf"There is already a card on (?P<cell>{_CELL}): choose an empty space\.",
     lambda m, tr: f"{_cell(m.group('cell'))}にはもうカードがあります。空いているマスを選んでください。"),
    (r"The first card of the row is free: there is nothing to pay\.",
     "列の1番目のカードは無料です。支払いはいりません。"),
    (r"Taking card (?P<k>\d+) skips (?P<n>\d+) cards?: give one payment for each\.",
     "{k}番目のカードを取ると{n}枚を飛ばします。飛ばすカード1枚ごとに支払ってください。"),
    (r"A payment is a clover, a carrot, two clovers or two carrots\.",
     "支払いはクローバー1個、ニンジン1個、クローバー2個、ニンジン2個のどれかです。"),
    (rf"You hold (?P<held>{_TREATS}): not enough to skip (?P<n>\d+) cards?\.",
     lambda m, tr: (f"エサを持っていないので、{m.group('n')}枚を飛ばせません。" if m.group("held") == "nothing" else
                    f"持っているエサは{_treats(m.group('held'))}です。{m.group('n')}枚を飛ばすには足りません。")),
    (r"You would hold (?P<total>\d+) treats, within the limit of (?P<limit>\d+): nothing goes onto the next card\.",
     "エサは{total}個になり、上限の{limit}個以内です。次のカードに載せるものはありません。"),
    (r"You would hold (?P<total>\d+) treats: put exactly (?P<excess>\d+) of them onto the next card "
     r"\(you may hold at most (?P<limit>\d+)\)\.",
     "エサが{total}個になります。ちょうど{excess}個を次のカードに載せてください（持てるのは{limit}個までです）。"),
    (rf"You would hold only (?P<held>{_TREATS}): you cannot leave (?P<left>{_TREATS})\.",
     lambda m, tr: f"手元のエサは{_treats(m.group('held'))}だけになるので、{_treats(m.group('left'))}は載せられません。"),
    (r"The llama at position (?P<p>\d+) takes a clover \(or two carrots when you have no clover\)\.",
     "{p}番目のラマにはクローバー1個を払います（クローバーがないときはニンジン2個）。"),
    (r"The alpaca at position (?P<p>\d+) takes a carrot \(or two clovers when you have no carrot\)\.",
     "{p}番目のアルパカにはニンジン1個を払います（ニンジンがないときはクローバー2個）。"),
    (rf"That payment needs (?P<need>{_TREATS}); you hold (?P<held>{_TREATS})\.",
     lambda m, tr: f"その支払いには{_treats(m.group('need'))}が必要ですが、持っているのは{_treats(m.group('held'))}です。"),
    (r"You still hold the right treat for a card you pay double: two of the other treat are only for a card "
     r"whose own treat you lack\.",
     "倍払いしたカードの正しいエサをまだ持っています。もう一方のエサ2個で払えるのは、正しいエサがないときだけです。"),
    (r"That payment does not fit the cards skipped: (?P<options>.+)\.",
     lambda m, tr: "その支払いは飛ばすカードに合いません。払い方の例："
     + "、または".join(f"「{_payment(o)}」" for o in m.group("options").split(" or ")) + "。"),
    (r"This wild card completes a row and a column: name one (?P<kind>digit|colour) for both \((?P<choices>.+)\)\.",
     lambda m, tr: f"このワイルドカードは行と列を同時にそろえます。両方に共通の{_kind(m.group('kind'))}を1つ選んでください"
     f"（{_choices(m.group('choices'))}）。"),
    (r"This wild card takes a (?P<kind>digit|colour): (?P<choices>.+)\.",
     lambda m, tr: f"このワイルドカードに選べる{_kind(m.group('kind'))}は{_choices(m.group('choices'))}です。"),
    (r"A value is named only for a wild card that completes a row and a column at once\.",
     "値を選ぶのは、行と列を同時にそろえるワイルドカードだけです。"),
    (rf"There is no card on (?P<cell>{_CELL}) to move\.",
     lambda m, tr: f"{_cell(m.group('cell'))}には動かせるカードがありません。"),
    (rf"A card moves to an empty space, and (?P<cell>{_CELL}) is not empty\.",
     lambda m, tr: f"カードは空いているマスにしか動かせません。{_cell(m.group('cell'))}は空いていません。"),
    (r"That card is no longer there\.", "そのカードはもうありません。"),
], fallback=COMMON)
"""Every reason :meth:`AlpacasGame.why_illegal` gives, in Japanese."""


__all__ = ["REASONS", "card", "cell", "describe_event", "describe_outcome", "treats"]
