"""Every sentence Llamas & Alpacas says, English and Japanese side by side per code.

Three families of codes share the one :data:`WORDS` phrasebook:

- refusals (``cell_taken``, ``cannot_afford`` ...), the codes of :meth:`AlpacasGame.refusal`,
  said to the player who tried the move (no narrator);
- move-log sentences, ``log.<event kind>``: the prefix keeps the kind ``game_over`` apart
  from the common refusal of that name;
- the results sentence (``result.*``) and the outcome's reason (``reason.*``).

A phrase is a template filled from the values, or a function of (values, narrator) where the
sentence's shape depends on them ("You take" / "Ann takes", plurals, optional clauses).
Values are the rules' own numbers (cells 0-8, card ids, treats as (clovers, carrots)); the
words of each language are made from them here, never from another language's sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..core import Narrator, PlayerId
from ..languages import en
from ..languages.ja import join, names, who, whose
from ..words import COMMON, Phrase, Phrasebook, Wording
from .actions import PAY_TREATS, PAY_WORDS, paid_treats
from .components import ANIMALS, CARDS, COLOURS, STAR, WHITE, card_name, cell_name

Values = Mapping[str, Any]
Treats = tuple[int, int]

# --- English pieces ---------------------------------------------------------------------------


def plural(n: int, word: str) -> str:
    """"1 card", "2 cards"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def treat_words(treats: Treats) -> str:
    """"2 clovers and 1 carrot", "1 carrot", "nothing"."""
    clovers, carrots = treats
    parts = [plural(n, w) for n, w in ((clovers, "clover"), (carrots, "carrot")) if n]
    return " and ".join(parts) if parts else "nothing"


def _kind(v: Values) -> str:
    return "digit" if v["digits"] else "colour"


# --- Japanese pieces --------------------------------------------------------------------------

ANIMAL_JA: dict[str, str] = {"llama": "ラマ", "alpaca": "アルパカ"}
COLOUR_JA: dict[str, str] = {"pink": "ピンク", "green": "緑", "red": "赤", "blue": "青", "white": "白"}
TREAT_JA: dict[str, str] = {"clover": "クローバー", "carrot": "ニンジン"}
TREATS_JA = "エサ"
"""Clovers and carrots together."""


def card_ja(card_id: int) -> str:
    """"ラマ（3・赤）", "アルパカ（星・緑）", "ラマ（2・白）"."""
    animal, digit, colour = CARDS[card_id]
    value = "星" if digit == STAR else str(digit)
    paint = COLOUR_JA["white" if colour == WHITE else COLOURS[colour]]
    return f"{ANIMAL_JA[ANIMALS[animal]]}（{value}・{paint}）"


def cell_ja(index: int) -> str:
    """"1行2列" (rows and columns from 1)."""
    return f"{index // 3 + 1}行{index % 3 + 1}列"


def treats_ja(pair: Treats) -> str:
    """"クローバー2個とニンジン1個", or "なし"."""
    clovers, carrots = pair
    parts = [f"{TREAT_JA[w]}{k}個" for k, w in ((clovers, "clover"), (carrots, "carrot")) if k]
    return "と".join(parts) if parts else "なし"


def wild_ja(word: str) -> str:
    """A named wild value: a digit stays, a colour is said in Japanese."""
    return COLOUR_JA.get(word, word)


def _kind_ja(v: Values) -> str:
    return "数字" if v["digits"] else "色"


def _choices_ja(v: Values) -> str:
    return "、".join(wild_ja(w) for w in v["choices"])


def _payment_ja(option: Sequence[int]) -> str:
    """One way to pay, card by card: "クローバー1個・ニンジン2個"."""
    return "・".join(treats_ja(PAY_TREATS[code]) for code in option)


# --- Refusals -----------------------------------------------------------------------------------

REFUSALS: dict[str, Phrase] = {
    "place_start_first": Phrase(
        "First place your starting card on any space of your board.",
        "まずスタートカードを自分のボードの好きなマスに置いてください。"),
    "off_board": Phrase("Your board has 3 rows and 3 columns.", "ボードは3行3列です。"),
    "start_done": Phrase(
        "The starting cards are already placed: take a card from the row or move one of yours.",
        "スタートカードはもう置いてあります。場からカードを取るか、自分のカードを1枚動かしてください。"),
    "pass_not_full": Phrase(
        "You can still take or move a card: passing is only for a full board.",
        "まだカードを取るか動かすことができます。パスできるのはボードが埋まったときだけです。"),
    "board_full": Phrase(
        "Your board is full: you can neither take nor move a card, so you pass.",
        "ボードが埋まっているので、カードを取ることも動かすこともできません。パスしてください。"),
    "not_an_action": Phrase("'{action}' is not a Llamas & Alpacas action.", "「{action}」はこのゲームの手ではありません。"),
    "no_such_position": Phrase(
        "The row has {cards} cards: take one of positions 1 to {cards}.",
        "場には{cards}枚のカードがあります。1番目から{cards}番目のどれかを取ってください。"),
    "cell_taken": Phrase(
        lambda v, n: f"There is already a card on {cell_name(v['cell'])}: choose an empty space.",
        lambda v, n: f"{cell_ja(v['cell'])}にはもうカードがあります。空いているマスを選んでください。"),
    "first_is_free": Phrase(
        "The first card of the row is free: there is nothing to pay.",
        "場の1番目のカードは無料です。支払いはいりません。"),
    "one_payment_each": Phrase(
        lambda v, n: f"Taking card {v['position']} skips {plural(v['skipped'], 'card')}: give one payment for each.",
        "{position}番目のカードを取ると{skipped}枚を飛ばします。飛ばすカード1枚ごとに支払ってください。"),
    "bad_payment_code": Phrase(
        "A payment is a clover, a carrot, two clovers or two carrots.",
        "支払いはクローバー1個、ニンジン1個、クローバー2個、ニンジン2個のどれかです。"),
    "cannot_afford": Phrase(
        lambda v, n: f"You hold {treat_words(v['held'])}: not enough to skip {plural(v['skipped'], 'card')}.",
        lambda v, n: (f"エサを持っていないので、{v['skipped']}枚を飛ばせません。" if v["held"] == (0, 0) else
                      f"持っているエサは{treats_ja(v['held'])}です。{v['skipped']}枚を飛ばすには足りません。")),
    "nothing_to_leave": Phrase(
        "You would hold {total} treats, within the limit of {limit}: nothing goes onto the next card.",
        "エサは{total}個になり、上限の{limit}個以内です。次のカードに載せるものはありません。"),
    "leave_exactly": Phrase(
        "You would hold {total} treats: put exactly {excess} of them onto the next card "
        "(you may hold at most {limit}).",
        "エサが{total}個になります。ちょうど{excess}個を次のカードに載せてください（持てるのは{limit}個までです）。"),
    "cannot_leave": Phrase(
        lambda v, n: f"You would hold only {treat_words(v['held'])}: you cannot leave {treat_words(v['left'])}.",
        lambda v, n: f"手元のエサは{treats_ja(v['held'])}だけになるので、{treats_ja(v['left'])}は載せられません。"),
    "llama_takes_clover": Phrase(
        "The llama at position {position} takes a clover (or two carrots when you have no clover).",
        "{position}番目のラマにはクローバー1個を払います（クローバーがないときはニンジン2個）。"),
    "alpaca_takes_carrot": Phrase(
        "The alpaca at position {position} takes a carrot (or two clovers when you have no carrot).",
        "{position}番目のアルパカにはニンジン1個を払います（ニンジンがないときはクローバー2個）。"),
    "payment_too_dear": Phrase(
        lambda v, n: f"That payment needs {treat_words(v['need'])}; you hold {treat_words(v['held'])}.",
        lambda v, n: f"その支払いには{treats_ja(v['need'])}が必要ですが、持っているのは{treats_ja(v['held'])}です。"),
    "double_not_needed": Phrase(
        "You still hold the right treat for a card you pay double: two of the other treat "
        "are only for a card whose own treat you lack.",
        "倍払いしたカードの正しいエサをまだ持っています。もう一方のエサ2個で払えるのは、正しいエサがないときだけです。"),
    "payment_mismatch": Phrase(
        lambda v, n: "That payment does not fit the cards skipped: " + " or ".join(
            ",".join(PAY_WORDS[p] for p in option) for option in v["options"]) + ".",
        lambda v, n: "その支払いは飛ばすカードに合いません。払い方の例："
        + "、または".join(f"「{_payment_ja(option)}」" for option in v["options"]) + "。"),
    "wild_name_one": Phrase(
        lambda v, n: (f"This wild card completes a row and a column: name one {_kind(v)} for both "
                      f"({', '.join(v['choices'])})."),
        lambda v, n: (f"このワイルドカードは行と列を同時にそろえます。両方に共通の{_kind_ja(v)}を1つ選んでください"
                      f"（{_choices_ja(v)}）。")),
    "wild_takes": Phrase(
        lambda v, n: f"This wild card takes a {_kind(v)}: {', '.join(v['choices'])}.",
        lambda v, n: f"このワイルドカードに選べる{_kind_ja(v)}は{_choices_ja(v)}です。"),
    "wild_not_needed": Phrase(
        "A value is named only for a wild card that completes a row and a column at once.",
        "値を選ぶのは、行と列を同時にそろえるワイルドカードだけです。"),
    "no_card_to_move": Phrase(
        lambda v, n: f"There is no card on {cell_name(v['cell'])} to move.",
        lambda v, n: f"{cell_ja(v['cell'])}には動かせるカードがありません。"),
    "move_to_empty": Phrase(
        lambda v, n: f"A card moves to an empty space, and {cell_name(v['cell'])} is not empty.",
        lambda v, n: f"カードは空いているマスにしか動かせません。{cell_ja(v['cell'])}は空いていません。"),
}
"""Why an action is refused: the codes of :meth:`AlpacasGame.refusal` (``game_over`` is common)."""


# --- The move log: one code per event kind ------------------------------------------------------

Told = Callable[[Values, Narrator], str]
"""A sentence told to a viewer: the narrator is always given (only refusals have none)."""


def _told(wording: Told) -> Wording:
    def say(values: Values, narrator: Narrator | None) -> str:
        assert narrator is not None, "a move-log or results sentence is told to a viewer"
        return wording(values, narrator)
    return say


def told(en: Told | str, ja: Told | str) -> Phrase:
    """A phrase told to a viewer ("You take" / "Ann takes"), in both languages."""
    return Phrase(en if isinstance(en, str) else _told(en), ja if isinstance(ja, str) else _told(ja))


def _take_en(v: Values, n: Narrator) -> str:
    index, pay = v["index"], v["pay"]
    text = f"{en.does(n, v['seat'], 'takes', 'take')} the {card_name(v['card'])} ({ordinal(index + 1)} in the row)"
    if pay:
        text += f", paying {treat_words(paid_treats(pay))}"
    if v["collected"] != (0, 0):
        text += f", collecting {treat_words(v['collected'])}"
    text += f", and {'place' if v['seat'] == n.viewer else 'places'} it on {cell_name(v['cell'])}"
    if v["left"] != (0, 0):
        text += f"; {treat_words(v['left'])} over the limit go onto the next card"
    return text + "."


def _take_ja(v: Values, n: Narrator) -> str:
    text = f"{who(n, v['seat'])}が場の{v['index'] + 1}番目の{card_ja(v['card'])}を取り"
    if v["pay"]:
        text += f"、{treats_ja(paid_treats(v['pay']))}を払い"
    if v["collected"] != (0, 0):
        text += f"、{treats_ja(v['collected'])}を受け取り"
    text += f"、{cell_ja(v['cell'])}に置きました。"
    if v["left"] != (0, 0):
        text += f"上限を超えた{treats_ja(v['left'])}は次のカードに載せました。"
    return text


def _lines(v: Values) -> int:
    """How many lines scored points (a wild card may score a row and a column at once)."""
    return len([p for p in v["line_points"] if p])


def _score_en(v: Values, n: Narrator) -> str:
    what = "a row and a column" if _lines(v) == 2 else "a line"
    extra = f" (the wild card counting as {v['wild']})" if v["wild"] else ""
    return (f"{en.does(n, v['seat'], 'scores', 'score')} {v['points']} points with {what}"
            f"{extra}; the cards go to the discard pile.")


def _score_ja(v: Values, n: Narrator) -> str:
    what = "行と列の両方" if _lines(v) == 2 else "ライン"
    extra = f"（ワイルドカードは{wild_ja(v['wild'])}として数えます）" if v["wild"] else ""
    return f"{who(n, v['seat'])}が{what}をそろえて{v['points']}点獲得しました{extra}。そのカードは捨て札になります。"


def _draw_en(v: Values, n: Narrator) -> str:
    name = card_name(v["card"])
    text = f"{'An' if name[:1].lower() in 'aeiou' else 'A'} {name} joins the row"
    if v["treats"] != (0, 0):
        text += f" and takes {treat_words(v['treats'])}"
    return text + "."


def _draw_ja(v: Values, n: Narrator) -> str:
    if v["treats"] != (0, 0):
        return f"{card_ja(v['card'])}が場に加わり、{treats_ja(v['treats'])}が載りました。"
    return f"{card_ja(v['card'])}が場に加わりました。"


def _end_triggered_en(v: Values, n: Narrator) -> str:
    if v["seat"] is None:
        return "Every board is full: the round is finished and the game ends."
    return (f"{en.does(n, v['seat'], 'reaches', 'reach')} {v['score']} points: "
            "the round is finished so everyone has the same number of turns.")


def _end_triggered_ja(v: Values, n: Narrator) -> str:
    if v["seat"] is None:
        return "すべてのボードが埋まりました。この一巡を終えたらゲーム終了です。"
    return f"{who(n, v['seat'])}が{v['score']}点に達しました。全員の手番の数がそろうまで、この一巡を続けます。"


def _game_over_en(v: Values, n: Narrator) -> str:
    winners: Sequence[PlayerId] = v["winners"]
    if len(winners) == 1:
        return f"Game over: {en.does(n, winners[0], 'wins', 'win', start=False)}."
    said = [en.who(n, w, start=False) for w in winners]
    return f"Game over: a shared victory for {', '.join(said[:-1])} and {said[-1]}."


def _game_over_ja(v: Values, n: Narrator) -> str:
    winners: Sequence[PlayerId] = v["winners"]
    if len(winners) == 1:
        return f"ゲーム終了：{who(n, winners[0])}の勝ちです。"
    return f"ゲーム終了：{names(n, winners)}が勝利を分け合いました。"


LOG: dict[str, Phrase] = {
    "log.setup": told(
        lambda v, n: f"The row is laid out; {en.who(n, v['first'])} will start.",
        lambda v, n: f"場にカードが並びました。最初の手番は{who(n, v['first'])}です。"),
    "log.start": told(
        lambda v, n: (f"{en.does(n, v['seat'], 'puts', 'put')} a starting {card_name(v['card'])} "
                      f"on {cell_name(v['cell'])}."),
        lambda v, n: f"{who(n, v['seat'])}がスタートカードの{card_ja(v['card'])}を{cell_ja(v['cell'])}に置きました。"),
    "log.take": told(_take_en, _take_ja),
    "log.move": told(
        lambda v, n: (f"{en.does(n, v['seat'], 'moves', 'move')} the {card_name(v['card'])} from "
                      f"{cell_name(v['src'])} to {cell_name(v['dst'])}."),
        lambda v, n: (f"{who(n, v['seat'])}が{card_ja(v['card'])}を{cell_ja(v['src'])}から"
                      f"{cell_ja(v['dst'])}へ動かしました。")),
    "log.score": told(_score_en, _score_ja),
    "log.no_score": told(
        lambda v, n: f"{en.whose(n, v['seat'], start=True)} line of three does not score; the cards stay.",
        lambda v, n: f"{whose(n, v['seat'])}ラインは得点になりません。カードはそのまま残ります。"),
    "log.draw": told(_draw_en, _draw_ja),
    "log.reshuffle": told(
        "The discard pile is shuffled into a new draw pile ({cards} cards).",
        "捨て札を切り直して新しい山札にしました（{cards}枚）。"),
    "log.pass": told(
        lambda v, n: (f"{en.whose(n, v['seat'], start=True)} board is full: "
                      f"{en.does(n, v['seat'], 'passes', 'pass', start=False)}."),
        lambda v, n: f"{whose(n, v['seat'])}ボードは埋まっています。{who(n, v['seat'])}はパスしました。"),
    "log.end_triggered": told(_end_triggered_en, _end_triggered_ja),
    "log.game_over": told(_game_over_en, _game_over_ja),
}
"""The move-log sentence of each event kind (``log.`` + kind), for one viewer."""


# --- The end: the results sentence and the outcome's reason -----------------------------------


def _tied_en(v: Values, n: Narrator) -> str:
    said = [en.who(n, seat, start=index == 0) for index, seat in enumerate(v["tied"])]
    return ", ".join(said[:-1]) + " and " + said[-1]


def _tied_ja(v: Values, n: Narrator) -> str:
    return join([who(n, seat) for seat in v["tied"]])


RESULTS: dict[str, Phrase] = {
    "result.early": told(
        "Every board was full, so the game ended early.",
        "すべてのボードが埋まったので、ゲームは早めに終わりました。"),
    "result.tie_broken": told(
        lambda v, n: (f"{_tied_en(v, n)} tied on {v['best']} points; {en.who(n, v['winner'], start=False)} "
                      "held the most treats and takes the win."),
        lambda v, n: (f"{_tied_ja(v, n)}が{v['best']}点で並び、{TREATS_JA}を一番多く持っていた"
                      f"{who(n, v['winner'])}の勝ちです。")),
    "result.tie_shared": told(
        lambda v, n: f"{_tied_en(v, n)} tied on {v['best']} points and on treats: the victory is shared.",
        lambda v, n: f"{_tied_ja(v, n)}が{v['best']}点で並び、{TREATS_JA}の数も同じなので、勝利を分け合います。"),
    "result.place_tie_broken": told(
        lambda v, n: f"{_tied_en(v, n)} tied on {v['best']} points: the more treats held, the higher the place.",
        lambda v, n: f"{_tied_ja(v, n)}が{v['best']}点で並び、{TREATS_JA}を多く持っていた人ほど上の順位です。"),
    "reason.most_points": told("The most points ({best}) win.", "最も多い得点（{best}点）の人が勝ちます。"),
    "reason.most_treats": told(
        "A tie at {best} points goes to the most treats ({treats}).",
        "{best}点で並んだときは、エサを最も多く持つ人（{treats}個）が勝ちます。"),
    "reason.shared": told(
        "A tie at {best} points and {treats} treats: a shared victory.",
        "{best}点で並び、エサも{treats}個で同じなので、勝利を分け合います。"),
}
"""The results screen's sentence (``describe_outcome``) and :attr:`Outcome.reason`."""


WORDS = Phrasebook({**REFUSALS, **LOG, **RESULTS}, fallback=COMMON, home=__name__)
"""Everything Llamas & Alpacas says, in English and Japanese."""


__all__ = [
    "LOG",
    "REFUSALS",
    "RESULTS",
    "WORDS",
    "card_ja",
    "cell_ja",
    "ordinal",
    "plural",
    "treat_words",
    "treats_ja",
    "wild_ja",
]
