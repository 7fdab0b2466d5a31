"""Llamagedón in Japanese: the move log, the results sentence and the refusal reasons.

Our own words; the English ones are in :mod:`.narrate` (whose ``describe`` and
``describe_outcome`` hand a Japanese narrator to the functions here).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core import Event, Narrator, Outcome
from ..ja_words import COMMON, Reasons, names, who, whose
from .cards import (
    ATTACK,
    BLOCK,
    BLUE,
    BY_NAME,
    DRAW2,
    GREEN,
    LLAMAGEDON_CARD,
    NAMES,
    PROTECT,
    RED,
    SHELTER,
    STEAL,
    SWAP,
    WILD,
    YELLOW,
    Card,
)

TITLE = "ラマゲドン"

COLOUR_WORDS: dict[Card, str] = {RED: "赤", BLUE: "青", YELLOW: "黄", GREEN: "緑", WILD: "ワイルド"}

LABELS: dict[Card, str] = {
    LLAMAGEDON_CARD: "ラマゲドンカード", SHELTER: "シェルターカード", RED: "赤の資源", BLUE: "青の資源",
    YELLOW: "黄の資源", GREEN: "緑の資源", WILD: "ワイルド資源", ATTACK: "アタック", STEAL: "スティール",
    SWAP: "スワップ", DRAW2: "ドロー2", PROTECT: "プロテクト", BLOCK: "ブロック",
}
"""How a sentence names one card of each kind."""

BUILT = "組み立てシェルター"


def shelter_words(shelter: Sequence[Card]) -> str:
    """"シェルターカード", "赤の組み立てシェルター", "守られた青の組み立てシェルター（ワイルド入り）"."""
    protected = "守られた" if PROTECT in shelter and len(shelter) > 1 else ""
    cards = [c for c in shelter if c != PROTECT]
    if cards == [SHELTER]:
        return f"{protected}{LABELS[SHELTER]}"
    colours = [c for c in cards if c != WILD]
    if not colours:
        return f"{protected}ワイルド2枚の{BUILT}"
    wild = "（ワイルド入り）" if WILD in cards else ""
    return f"{protected}{COLOUR_WORDS[colours[0]]}の{BUILT}{wild}"


def _shelter_no(index: int) -> str:
    return f"シェルター{index + 1}"


def _own(n: Narrator, owner: int, seat: int) -> str:
    """"自分の" when the actor speaks of their own things, else "Annの"."""
    return "自分の" if owner == seat else whose(n, owner)


def _action_words(text: str, seat: int, n: Narrator) -> str:
    """What a played action does, from its text ("attack 2 shelter 0"), without the full stop."""
    words = text.split()
    verb = words[0]
    actor = who(n, seat)
    if verb in ("attack", "steal"):
        label = LABELS[ATTACK if verb == "attack" else STEAL]
        return f"{actor}が{whose(n, int(words[1]))}{_shelter_no(int(words[3]))}に{label}を出しました"
    if verb == "swap":
        return f"{actor}が{who(n, int(words[1]))}を相手に{LABELS[SWAP]}を出しました"
    if verb == "draw2":
        return f"{actor}が{LABELS[DRAW2]}を出しました"
    if verb == "protect":
        return f"{actor}が自分の{_shelter_no(int(words[2]))}に{LABELS[PROTECT]}を出しました"
    if verb == "take":
        colours = "・".join(COLOUR_WORDS[BY_NAME[w]] for w in words[3:])
        return f"{actor}が3色（{colours}）を見せて、捨て札から{LABELS[BY_NAME[words[1]]]}を取ろうとしています"
    return f"{actor}が「{text}」を出しました"


def chain_sentence(action: str, seat: int, blocked_seat: int | None, n: Narrator) -> str:
    """What the card on top of a chain does (see ``narrate.chain_sentence``)."""
    if blocked_seat is None:
        return _action_words(action, seat, n) + "。"
    return _block_words(seat, blocked_seat, n)


def _block_words(seat: int, against: int, n: Narrator) -> str:
    """"AnnがBenのカードをブロックしました。" (one's own card: "自分のカード")."""
    owner = "自分の" if against == seat else whose(n, against)
    return f"{who(n, seat)}が{owner}カードをブロックしました。"


def _blocked(event: Event) -> str:
    blocks = event.get("blocks", 0)
    return f"（{blocks}枚のブロックが打ち消し合いました）" if blocks > 1 else ""


def describe(event: Event, n: Narrator) -> str:
    """The sentence; secret details only for a viewer who may see them."""
    kind = event.kind
    seat: Any = event.seat
    sees = event.sees_secret(n.viewer)
    get: Any = event.get
    if kind == "deal":
        extra = f"（2人プレイなのでシェルターカードを{get('removed')}枚抜きました）" if get("removed") else ""
        return f"各プレイヤーに4枚ずつ配りました。ラマゲドンカードは山札の下半分に入っています{extra}。"
    if kind == "dealt":
        if sees:
            return f"{whose(n, seat)}手札：" + "、".join(LABELS[c] for c in get("cards")) + "。"
        return f"{who(n, seat)}に4枚配られました。"
    if kind == "turn":
        return f"第{get('number')}手番：{whose(n, seat)}番です。"
    if kind == "draw":
        if dict(event.data).get("card") is not None:  # only the Llamagedón card is drawn face up
            return f"{who(n, seat)}がラマゲドンカードを引きました！"
        if sees:
            return f"{who(n, seat)}が{LABELS[get('card')]}を引きました。"
        return f"{who(n, seat)}がカードを1枚引きました。"
    if kind == "no_draw":
        return f"{who(n, seat)}が引けるカードはもう残っていません。"
    if kind == "reshuffle":
        return f"捨て札を切り直して、{get('size')}枚の新しい山札にしました。"
    if kind == "llamagedon":
        return (f"ラマゲドン！手札の{BUILT}はすべて場に出されます。あと{get('turns')}手番で終わり、"
                f"最後の手番は{who(n, seat)}です。")
    if kind == "place":
        return f"{who(n, seat)}がシェルターカードを場に出しました。"
    if kind == "build":
        how = "（ラマゲドンによる強制）" if get("forced") else ""
        return f"{who(n, seat)}が{shelter_words(get('shelter'))}を建てました{how}。"
    if kind == "replace":
        return (f"{who(n, seat)}が{_own(n, get('target'), seat)}{_shelter_no(get('index'))}のワイルドを"
                f"{LABELS[get('colour')]}と入れ替え、ワイルドを手に入れました。")
    if kind == "pass":
        return f"{who(n, seat)}はパスしました。"
    if kind == "play":
        if sees and get("action", "").startswith("swap"):
            secret = next((v for k, v in event.secret if k == "action"), "")
            give = secret.split()[-1]
            return f"{_action_words(get('action'), seat, n)}。渡すのは{LABELS[BY_NAME[give]]}です。"
        return _action_words(get("action"), seat, n) + "。"
    if kind == "block":
        return _block_words(seat, get("against"), n)
    if kind == "let":
        return f"{who(n, seat)}は見送りました。"
    if kind == "cancelled":
        return f"{whose(n, seat)}カードはブロックされ、効果がありませんでした。"
    if kind == "attack":
        return f"{whose(n, get('target'))}{shelter_words(get('shelter'))}が壊されました{_blocked(event)}。"
    if kind == "steal":
        return f"{who(n, seat)}が{whose(n, get('target'))}{shelter_words(get('shelter'))}を奪いました{_blocked(event)}。"
    if kind == "swap":
        target = get("target")
        if get("empty"):
            return f"{who(n, target)}には手札がないので、スワップは何も起こしません。"
        if sees:
            return (f"{who(n, seat)}が{LABELS[get('given')]}を{who(n, target)}に渡し、"
                    f"{LABELS[get('taken')]}を受け取りました。")
        return f"{who(n, seat)}と{who(n, target)}がカードを1枚ずつ交換しました。"
    if kind == "draw2":
        return f"{who(n, seat)}がカードをさらに2枚引きます。"
    if kind == "protect":
        return f"{whose(n, seat)}{_shelter_no(get('index'))}が守られました。"
    if kind == "recover":
        where = "場に出しました" if get("placed") else "手札に加えました"
        return f"{who(n, seat)}が捨て札から{LABELS[get('card')]}を取り、{where}。"
    if kind == "hand_limit":
        cards = "、".join(LABELS[c] for c in get("cards"))
        return (f"{who(n, seat)}は手札の上限{get('limit')}枚を超えて手番を終えたので、"
                f"ランダムに捨てました：{cards}。")
    if kind == "game_over":
        winners = get("winners")
        if len(winners) == 1:
            return f"ゲーム終了：{who(n, winners[0])}の勝ちです。"
        return f"ゲーム終了：{names(n, winners)}が勝利を分け合いました。"
    return kind


def _figures(seats: Sequence[int], numbers: Sequence[int], n: Narrator) -> str:
    return "、".join(f"{who(n, seat)} {numbers[seat]}" for seat in seats)


def describe_outcome(outcome: Outcome, n: Narrator) -> str:
    """The results screen's sentence: which tie-break decided, with the figures it compared."""
    scores = outcome.scores
    values: Sequence[int] = getattr(outcome, "values", ())
    symbols: Sequence[int] = getattr(outcome, "symbols", ())
    decided = getattr(outcome, "decided_by", "shelters")
    best = max(scores) if scores else 0
    tied = [seat for seat, score in enumerate(scores) if score == best]
    if decided == "shelters" or len(tied) < 2 or not values:
        return "同点はありません。"
    if decided == "values":
        return f"シェルター{best}個で同点。シェルターの価値が高い人の勝ちです（{_figures(tied, values, n)}）。"
    top = max(values[seat] for seat in tied)
    still = [seat for seat in tied if values[seat] == top]
    if decided == "symbols":
        return (f"シェルター{best}個、価値{top}で同点。手札の角のマークが少ない人の勝ちです"
                f"（{_figures(still, symbols, n)}）。")
    return f"シェルター{best}個、価値、角のマークがすべて同じなので、勝利を分け合います。"


# --- Refusal reasons -------------------------------------------------------------------------

_ENGLISH_LABELS: dict[str, Card] = {
    "the Llamagedón card": LLAMAGEDON_CARD, "a Shelter": SHELTER, "a red Resource": RED,
    "a blue Resource": BLUE, "a yellow Resource": YELLOW, "a green Resource": GREEN,
    "a Wild Resource": WILD, "an Attack": ATTACK, "a Steal": STEAL, "a Swap": SWAP,
    "a Draw 2": DRAW2, "the Protect card": PROTECT, "a Block": BLOCK,
}
"""The English ``cards.LABELS`` read back (a reason names a card with them)."""
_LABEL = "|".join(_ENGLISH_LABELS)
_VERBS = {"attack": "アタック", "steal": "スティール"}


def _pair(text: str) -> str:
    """"two Wilds" / "a red Resource and a Wild" / "two red Resources" in Japanese."""
    if text == "two Wilds":
        return "ワイルド資源2枚"
    if text.endswith(" and a Wild"):
        return f"{LABELS[_ENGLISH_LABELS[text[:-len(' and a Wild')]]]}とワイルド資源"
    colour = BY_NAME[text.split()[1]]
    return f"{LABELS[colour]}2枚"


def _kind_name(word: str) -> str:
    """A kind's one-word name ("attack", "red", "draw2") or "such card"."""
    kind = BY_NAME.get(word.lower())
    return LABELS[kind] if kind is not None else "そのカード"


REASONS = Reasons([
    (r"Your only Block is the card you promised in your Swap\.",
     "手持ちのブロックは、スワップで渡すと決めたカードだけです。"),
    (r"You hold no Block card: you can only let it be\.", "ブロックを持っていないので、見送るしかありません。"),
    (r"A card is waiting to be blocked or let be: answer 'block' or 'let' first\.",
     "ブロックするか見送るかの返事を待っているカードがあります。先にどちらかを選んでください。"),
    (r"There is nothing to block right now\.", "今ブロックできるカードはありません。"),
    (r"A Built Shelter needs two Resources of one colour \(a Wild counts as any\)\.",
     "組み立てシェルターには同じ色の資源が2枚必要です（ワイルドはどの色にもなります）。"),
    (r"You do not hold (?P<pair>two Wilds|.+ and a Wild|two \w+ Resources)\.",
     lambda m, tr: f"{_pair(m.group('pair'))}を持っていません。"),
    (r"There is no such shelter\.", "そのシェルターはありません。"),
    (r"That shelter has no Wild in it\.", "そのシェルターにはワイルドが入っていません。"),
    (r"A shelter of two Wilds has no colour to put in place of a Wild\.",
     "ワイルド2枚のシェルターには、ワイルドと入れ替える色がありません。"),
    (rf"You need (?P<label>{_LABEL}) to take that Wild\.",
     lambda m, tr: f"そのワイルドを取るには{LABELS[_ENGLISH_LABELS[m.group('label')]]}が必要です。"),
    (r"The three-colours action needs three Resources\.", "3色のアクションには資源が3枚必要です。"),
    (r"The three Resources must be of three different colours \(a Wild counts as any\)\.",
     "3枚の資源はすべて違う色でなければなりません（ワイルドはどの色にもなります）。"),
    (r"You do not hold those three Resources\.", "その3枚の資源を持っていません。"),
    (r"There is no (?P<kind>.+) card in the discard pile\.",
     lambda m, tr: f"捨て札に{_kind_name(m.group('kind'))}はありません。"),
    (r"You hold no (?P<kind>Attack|Steal|Swap|Protect|Block) card\.",
     lambda m, tr: f"{_kind_name(m.group('kind'))}を持っていません。"),
    (r"You hold no Draw 2 card\.", f"{LABELS[DRAW2]}を持っていません。"),
    (r"You cannot (?P<verb>attack|steal) your own shelters\.",
     lambda m, tr: f"自分のシェルターに{_VERBS[m.group('verb')]}はできません。"),
    (r"That shelter is protected: no one can (?P<verb>attack|steal) it\.",
     lambda m, tr: f"そのシェルターは守られているので、誰も{_VERBS[m.group('verb')]}できません。"),
    (r"A Swap cannot be played as your last card\.", "最後の1枚としてスワップを出すことはできません。"),
    (r"You can only give a card you hold besides the Swap\.", "渡せるのは、スワップ以外に持っているカードだけです。"),
    (r"Choose another player to swap with\.", "交換する相手として、ほかのプレイヤーを選んでください。"),
    (r"That player has no cards to swap\.", "その人には交換できる手札がありません。"),
    (r"Protect goes on one of your own shelters\.", "プロテクトは自分のシェルターに使います。"),
    (r"That shelter is already protected\.", "そのシェルターはもう守られています。"),
    (r"'(?P<action>[^']*)' is not a Llamagedón action\.", "「{action}」はこのゲームの手ではありません。"),
], fallback=COMMON)
"""Every reason :func:`legality.why_illegal` gives, in Japanese."""

# The words of ``NAMES`` a reason may carry, checked once: a new kind must get a label here.
assert set(NAMES) == set(LABELS), "every Llamagedón card kind needs Japanese words"

__all__ = ["LABELS", "REASONS", "TITLE", "chain_sentence", "describe", "describe_outcome", "shelter_words"]
