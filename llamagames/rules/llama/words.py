"""Every sentence L.L.A.M.A. says, in English and Japanese side by side, by code.

Refusals are worded from a :class:`~..core.Refusal` (a code and its values); the move log
from an event's kind (the code ``log.<kind>``) and details; the results screen from
``outcome.reached``. A phrase whose shape depends on its values (a list of plays, "You
play" or "Ann plays") is a function of (values, narrator); the narrator is None for a
refusal, which is always said to the player who tried the move. Our own words, written for
this app; nothing here rewrites a finished sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Narrator, PlayerId
from ..languages import en
from ..languages.ja import join, names, who
from ..words import COMMON, Phrase, Phrasebook
from .components import BLACK_CHIP, END_TOTAL, LLAMA_CARD, card_label

Values = Mapping[str, Any]

LLAMA_WORD = "ラマ"


def a_card(value: int) -> str:
    """ "a 5" or "a llama"."""
    return "a llama" if value == LLAMA_CARD else f"a {value}"


def card_ja(value: int) -> str:
    """ "5" or "ラマ"."""
    return LLAMA_WORD if value == LLAMA_CARD else str(value)


def _narrator(n: Narrator | None) -> Narrator:
    assert n is not None, "a move-log sentence is said to a viewer"
    return n


# --- Refusals ------------------------------------------------------------------------------


def _choices_en(v: Values, _n: Narrator | None) -> str:
    """ "You can only play a 4, a 5 or quit." from the plays and whether a draw is possible."""
    parts = []
    if v["plays"]:
        parts.append("play " + ", ".join(a_card(card) for card in v["plays"]))
    if v["draw"]:
        parts.append("draw")
    parts.append("quit")
    if len(parts) == 1:
        return "You can only quit."
    return "You can only " + ", ".join(parts[:-1]) + " or " + parts[-1] + "."


def _choices_ja(v: Values, _n: Narrator | None) -> str:
    if not v["plays"] and not v["draw"]:
        return "降りることしかできません。"
    verbs = []
    if v["plays"]:
        verbs.append("か".join(card_ja(card) for card in v["plays"]) + "を出す")
    if v["draw"]:
        verbs.append("引く")
    verbs.append("降りる")
    return "できるのは" + "".join(f"「{verb}」" for verb in verbs) + "だけです。"


REFUSALS: dict[str, Phrase] = {
    "choices": Phrase(_choices_en, _choices_ja),
    "return_first_chip": Phrase(
        "You emptied your hand: first return a chip (10 or 1 points).",
        "手札を出し切りました。まずチップを1枚返してください（10点か1点）。"),
    "return_first_white": Phrase(
        "You emptied your hand: first return a white chip (1 point).",
        "手札を出し切りました。まず白チップ（1点）を1枚返してください。"),
    "chip_values": Phrase(
        "A chip is worth 10 or 1 points: return 10 or return 1.",
        "チップは10点か1点です。どちらかを1枚返してください。"),
    "holds_only": Phrase(
        lambda v, _n: ("You hold only 1 point: you can only return 1." if v["total"] == 1
                       else f"You hold only {v['total']} points: you can only return 1."),
        "持ち点が{total}点しかないので、返せるのは白チップ（1点）だけです。"),
    "no_chip_to_return": Phrase(
        "Only a player who has just emptied their hand returns a chip.",
        "チップを返せるのは、手札を出し切った人だけです。"),
    "draw_pile_empty": Phrase(
        "The draw pile is empty: play a card or quit.",
        "山札がありません。カードを出すか、降りてください。"),
    "last_player_no_draw": Phrase(
        "You are the last player in the round: you can play or quit, but not draw.",
        "ラウンドに残っているのはあなただけです。カードを出すか降りることはできますが、引くことはできません。"),
    "no_such_card": Phrase(
        "There is no card '{value}': cards are 1 to 6 and llamas.",
        "「{value}」というカードはありません（カードは1から6とラマです）。"),
    "cannot_go_on": Phrase(
        lambda v, _n: f"{a_card(v['card']).capitalize()} cannot go on {a_card(v['top'])}.",
        lambda v, _n: f"{card_ja(v['top'])}の上に{card_ja(v['card'])}は出せません。"),
    "not_in_hand": Phrase(
        lambda v, _n: f"You have no {card_label(v['card']).lower()} in your hand.",
        lambda v, _n: f"手札に{card_ja(v['card'])}がありません。"),
    "not_an_action": Phrase(
        "'{action}' is not a L.L.A.M.A. action.",
        "「{action}」はこのゲームの手ではありません。"),
    "not_possible_now": Phrase(
        "'{action}' is not possible now.",
        "「{action}」は今はできません。"),
    "not_over": Phrase(
        "The game is not over yet: nobody has reached 40 points.",
        "まだゲームは終わっていません（40点に達した人はいません）。"),
    "not_an_action_text": Phrase(
        "'{text}' is not a L.L.A.M.A. action: try 'play 3', 'play llama', 'draw', 'quit', "
        "'return 10' or 'return 1'.",
        "「{text}」はL.L.A.M.A.の手ではありません。「play 3」「play llama」「draw」「quit」"
        "「return 10」「return 1」のように書いてください。"),
}
"""Why an action is refused (``refusals.refusal`` gives the codes), and a text that is no action."""


# --- The move log ---------------------------------------------------------------------------


def _names_en(n: Narrator, seats: Sequence[PlayerId]) -> str:
    """ "Ann", "Ann and you", "Ann, Bo and you" (the viewer named last, as "you")."""
    ordered = sorted(seats, key=lambda s: (s == n.viewer, s))
    words = [en.whom(n, s) for s in ordered]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _play_en(v: Values, n: Narrator | None) -> str:
    return f"{en.does(_narrator(n), v['seat'], 'plays', 'play')} {a_card(v['card'])}."


def _draw_en(v: Values, n: Narrator | None) -> str:
    what = "a card" if v["card"] is None else a_card(v["card"])
    return f"{en.does(_narrator(n), v['seat'], 'draws', 'draw')} {what}."


def _draw_ja(v: Values, n: Narrator | None) -> str:
    if v["card"] is None:
        return f"{who(_narrator(n), v['seat'])}がカードを1枚引きました。"
    return f"{who(_narrator(n), v['seat'])}が{card_ja(v['card'])}を引きました。"


def _return_chip_en(v: Values, n: Narrator | None) -> str:
    chip = "a black chip (10 points)" if v["points"] == BLACK_CHIP else "a white chip (1 point)"
    return f"{en.does(_narrator(n), v['seat'], 'hands back', 'hand back')} {chip}."


def _return_chip_ja(v: Values, n: Narrator | None) -> str:
    chip = "黒チップ（10点）" if v["points"] == BLACK_CHIP else "白チップ（1点）"
    return f"{who(_narrator(n), v['seat'])}が{chip}を1枚返しました。"


def _deal_en(v: Values, n: Narrator | None) -> str:
    return (f"Round {v['round']} is dealt with {a_card(v['discard_top'])} face up; "
            f"{en.does(_narrator(n), v['seat'], 'goes', 'go', start=False)} first.")


def _deal_ja(v: Values, n: Narrator | None) -> str:
    return (f"第{v['round']}ラウンドのカードが配られました。捨て札の一番上は"
            f"{card_ja(v['discard_top'])}、最初の手番は{who(_narrator(n), v['seat'])}です。")


def _round_end_en(v: Values, n: Narrator | None) -> str:
    n = _narrator(n)
    if v["emptied"] is not None:
        how = en.does(n, v["emptied"], "has run out of cards", "have run out of cards")
    else:
        how = "Everyone has left the round"
    costs = "; ".join(f"{en.whom(n, s) if s == n.viewer else en.name(n, s)} {p}" for s, p in enumerate(v["penalties"]))
    return f"Round {v['round']} is over. {how}. Points taken: {costs}."


def _round_end_ja(v: Values, n: Narrator | None) -> str:
    n = _narrator(n)
    if v["emptied"] is not None:
        how = f"{who(n, v['emptied'])}が手札を出し切りました"
    else:
        how = "全員がラウンドを降りました"
    costs = "、".join(f"{who(n, s)} {p}点" for s, p in enumerate(v["penalties"]))
    return f"第{v['round']}ラウンド終了。{how}。今回の失点：{costs}。"


def _game_over_en(v: Values, n: Narrator | None) -> str:
    n = _narrator(n)
    winners = v["winners"]
    if len(winners) == 1:
        return f"The game is over: {en.does(n, winners[0], 'wins', 'win', start=False)}."
    return f"The game is over: {_names_en(n, winners)} share the win."


def _game_over_ja(v: Values, n: Narrator | None) -> str:
    n = _narrator(n)
    winners = v["winners"]
    if len(winners) == 1:
        return f"ゲーム終了：{who(n, winners[0])}の勝ちです。"
    return f"ゲーム終了：{names(n, winners)}が勝利を分け合いました。"


LOG: dict[str, Phrase] = {
    "log.play": Phrase(_play_en, lambda v, n: f"{who(_narrator(n), v['seat'])}が{card_ja(v['card'])}を出しました。"),
    "log.draw": Phrase(_draw_en, _draw_ja),
    "log.quit": Phrase(lambda v, n: f"{en.does(_narrator(n), v['seat'], 'quits', 'quit')} the round.",
                       lambda v, n: f"{who(_narrator(n), v['seat'])}がこのラウンドを降りました。"),
    "log.return_chip": Phrase(_return_chip_en, _return_chip_ja),
    "log.deal": Phrase(_deal_en, _deal_ja),
    "log.round_end": Phrase(_round_end_en, _round_end_ja),
    "log.game_over": Phrase(_game_over_en, _game_over_ja),
    "log.unknown": Phrase("{kind}.", "{kind}。"),
}
"""The move-log sentence of each event kind (``log.<kind>``), for one viewer."""


# --- The results --------------------------------------------------------------------------


def _reached_en(v: Values, n: Narrator | None) -> str:
    n = _narrator(n)
    reached = v["reached"]
    if not reached:
        return ""
    words = [en.who(n, seat, start=index == 0) for index, seat in enumerate(reached)]
    said = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
    return f"{said} reached {END_TOTAL} points."


def _reached_ja(v: Values, n: Narrator | None) -> str:
    n = _narrator(n)
    if not v["reached"]:
        return ""
    return f"{join([who(n, seat) for seat in v['reached']])}が{END_TOTAL}点に達しました。"


def _reason_en(v: Values, _n: Narrator | None) -> str:
    seats = [f"Player {seat + 1}" for seat in v["reached"]]
    said = "".join(seats) if len(seats) <= 1 else ", ".join(seats[:-1]) + " and " + seats[-1]
    return f"{said} reached {END_TOTAL} points; the lowest total wins."


def _reason_ja(v: Values, _n: Narrator | None) -> str:
    return f"{join([f'{seat + 1}番席' for seat in v['reached']])}が{END_TOTAL}点に達しました。合計点の最も低い人の勝ちです。"


RESULTS: dict[str, Phrase] = {
    "outcome.reached": Phrase(_reached_en, _reached_ja),
    "outcome.reason": Phrase(_reason_en, _reason_ja),
}
"""The results screen's sentence (who reached 40), and ``Outcome.reason`` (seats by number)."""


WORDS = Phrasebook({**REFUSALS, **LOG, **RESULTS}, fallback=COMMON, home=__name__)
"""Everything L.L.A.M.A. says; the refusals every game gives ("The game is over.") are COMMON's."""


__all__ = ["LOG", "REFUSALS", "RESULTS", "WORDS", "a_card", "card_ja"]
