"""Every sentence Llamagedón says, English and Japanese side by side, one phrase per code.

Refusals (``legality.refusal``), move-log sentences (``narrate.describe``: one code per shape
of an event's sentence), the sentence of the card on top of a Block chain and the results
sentence all come from :data:`WORDS`. A phrase is a template when its words do not depend on
who reads it, else a function of the values and the narrator ("You play" / "Ann plays",
plurals, lists). Nothing here reads or rewrites a finished sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..core import Narrator
from ..languages import en
from ..languages.ja import names as ja_names
from ..languages.ja import who as ja_who
from ..languages.ja import whose as ja_whose
from ..words import COMMON, Phrase, Phrasebook, Wording
from .cards import (
    ATTACK,
    BLOCK,
    BLUE,
    DRAW2,
    GREEN,
    LABELS,
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

Values = Mapping[str, Any]
"""A phrase's values: an event's details (with ``seat``) or a refusal's."""

# --- Cards in words -----------------------------------------------------------------------

LABELS_JA: dict[Card, str] = {
    LLAMAGEDON_CARD: "ラマゲドンカード", SHELTER: "シェルターカード", RED: "赤の資源", BLUE: "青の資源",
    YELLOW: "黄の資源", GREEN: "緑の資源", WILD: "ワイルド資源", ATTACK: "アタック", STEAL: "スティール",
    SWAP: "スワップ", DRAW2: "ドロー2", PROTECT: "プロテクト", BLOCK: "ブロック",
}
"""How a Japanese sentence names one card of each kind (``cards.LABELS`` in English)."""
assert set(LABELS_JA) == set(LABELS) == set(NAMES), "every Llamagedón card kind needs words in both languages"

COLOUR_JA: dict[Card, str] = {RED: "赤", BLUE: "青", YELLOW: "黄", GREEN: "緑", WILD: "ワイルド"}
BUILT_JA = "組み立てシェルター"
HELD_EN: dict[Card, str] = {ATTACK: "Attack", STEAL: "Steal", SWAP: "Swap", DRAW2: "Draw 2", PROTECT: "Protect"}
"""An action card's name in "You hold no ... card."."""
VERB_EN: dict[Card, str] = {ATTACK: "attack", STEAL: "steal"}
VERB_JA: dict[Card, str] = {ATTACK: "アタック", STEAL: "スティール"}


def shelter_en(shelter: Sequence[Card]) -> str:
    """"a Shelter card", "a red Built Shelter", "a protected blue Built Shelter (with a Wild)"."""
    protected = "protected " if NAMES.get(max(shelter)) == "protect" and len(shelter) > 1 else ""
    cards = [c for c in shelter if NAMES[c] != "protect"]
    if cards == [SHELTER]:
        return f"a {protected}Shelter card"
    colours = [NAMES[c] for c in cards if c != WILD]
    if not colours:
        return f"a {protected}Built Shelter of two Wilds"
    wild = " (with a Wild)" if WILD in cards else ""
    return f"a {protected}{colours[0]} Built Shelter{wild}"


def shelter_ja(shelter: Sequence[Card]) -> str:
    """"シェルターカード", "赤の組み立てシェルター", "守られた青の組み立てシェルター（ワイルド入り）"."""
    protected = "守られた" if PROTECT in shelter and len(shelter) > 1 else ""
    cards = [c for c in shelter if c != PROTECT]
    if cards == [SHELTER]:
        return f"{protected}{LABELS_JA[SHELTER]}"
    colours = [c for c in cards if c != WILD]
    if not colours:
        return f"{protected}ワイルド2枚の{BUILT_JA}"
    wild = "（ワイルド入り）" if WILD in cards else ""
    return f"{protected}{COLOUR_JA[colours[0]]}の{BUILT_JA}{wild}"


def _place_en(group: Values, v: Values, n: Narrator) -> str:
    """Seats level on shelters below the winner, ranked by the tie-breaks, with the figures."""
    said = (f"{_seats_en(group['all'], n)} each kept {_shelters_en(group['best'])}, so the shelters' value "
            f"ranks them (the numbers at their top right corners, added up; higher first): "
            f"{_figures_en(group['all'], v['values'], n)}.")
    if group["level"] and v["symbols"]:
        said += (f" {_seats_en(group['level'], n)} were level on value, so fewer corner symbols in hand "
                 f"come first: {_figures_en(group['level'], v['symbols'], n)}.")
    return said


def _place_ja(group: Values, v: Values, n: Narrator) -> str:
    said = (f"{ja_names(n, group['all'])}がそれぞれシェルターを{group['best']}個残したので、シェルターの価値"
            f"（シェルターの右上の数の合計）が高い順です：{_figures_ja(group['all'], v['values'], n)}。")
    if group["level"] and v["symbols"]:
        said += (f"{ja_names(n, group['level'])}は価値が同じなので、手札の角のマークが少ない順です："
                 f"{_figures_ja(group['level'], v['symbols'], n)}。")
    return said


def built_en(shelter: Sequence[Card]) -> str:
    """What a Build made, said as a player would: "a red shelter from a pair", "a red shelter
    from a red and a Wild", "a shelter from two Wilds" (not "a red Built Shelter")."""
    colours = [NAMES[c] for c in shelter if c not in (WILD, PROTECT)]
    if not colours:
        return "a shelter from two Wilds"
    if WILD in shelter:
        return f"a {colours[0]} shelter from a {colours[0]} and a Wild"
    return f"a {colours[0]} shelter from a pair"


def built_ja(shelter: Sequence[Card]) -> str:
    """"赤のペアのシェルター", "赤とワイルドのシェルター", "ワイルド2枚のシェルター"."""
    colours = [c for c in shelter if c not in (WILD, PROTECT)]
    if not colours:
        return "ワイルド2枚のシェルター"
    if WILD in shelter:
        return f"{COLOUR_JA[colours[0]]}とワイルドのシェルター"
    return f"{COLOUR_JA[colours[0]]}のペアのシェルター"


def _pair_en(v: Values) -> str:
    """The two cards a Build needs: "two Wilds", "a red Resource and a Wild", "two red Resources"."""
    if v["colour"] == WILD:
        return "two Wilds"
    if v["second"] == WILD:
        return f"{LABELS[v['colour']]} and a Wild"
    return f"two {NAMES[v['colour']]} Resources"


def _pair_ja(v: Values) -> str:
    if v["colour"] == WILD:
        return "ワイルド資源2枚"
    if v["second"] == WILD:
        return f"{LABELS_JA[v['colour']]}とワイルド資源"
    return f"{LABELS_JA[v['colour']]}2枚"


def _pile_kind_en(card: Any) -> str:
    """A kind's one-word name for "There is no ... card in the discard pile" (unknown: "such card")."""
    return NAMES.get(card, "such card")


def _pile_kind_ja(card: Any) -> str:
    return LABELS_JA[card] if card in LABELS_JA else "そのカード"


STOPPED_EN: dict[Card, str] = {**HELD_EN, BLOCK: "Block"}
"""A card's name in "Pablo blocks your Attack." (the card a Block stops)."""


def _stopped_en(v: Values) -> str:
    """The card a Block stops ("Attack", "Block"); "three-colours action" for three Resources,
    "card" for an event recorded before Blocks named it."""
    if "card" not in v:
        return "card"
    return STOPPED_EN[v["card"]] if v["card"] is not None else "three-colours action"


def _stopped_ja(v: Values) -> str:
    if "card" not in v:
        return "カード"
    return LABELS_JA[v["card"]] if v["card"] is not None else "3色のアクション"


# --- Told to a narrator -----------------------------------------------------------------------

Told = Callable[[Values, Narrator], str]
"""The words of a sentence told to one viewer (a refusal is told to nobody in particular)."""


def _told(words: Told) -> Wording:
    def wording(values: Values, narrator: Narrator | None) -> str:
        assert narrator is not None, "a move-log sentence is told to a narrator"
        return words(values, narrator)
    return wording


def said(en: str | Told, ja: str | Told) -> Phrase:
    """A phrase of the move log or the results: its functions get the viewer's narrator."""
    return Phrase(en if isinstance(en, str) else _told(en), ja if isinstance(ja, str) else _told(ja))


# --- Who does it ------------------------------------------------------------------------------


def _does(v: Values, n: Narrator, third: str, second: str) -> str:
    """"Ann plays" / "You play" for the event's seat."""
    return en.does(n, v["seat"], third, second)


def _verb(n: Narrator, seat: int, third: str, second: str) -> str:
    """The verb alone, agreeing with ``seat`` (for a second verb of one sentence)."""
    return second if seat == n.viewer else third


def _who(v: Values, n: Narrator) -> str:
    return ja_who(n, v["seat"])


def _own_en(n: Narrator, owner: int, seat: int) -> str:
    """"their own" / "your own" when the actor acts on their own things, else "Ann's" / "your"."""
    return f"{en.own(n, seat)} own" if owner == seat else en.whose(n, owner)


def _own_ja(n: Narrator, owner: int, seat: int) -> str:
    """"自分の" when the actor speaks of their own things, else "Annの"."""
    return "自分の" if owner == seat else ja_whose(n, owner)


def _blocked_en(v: Values) -> str:
    blocks = v.get("blocks", 0)
    return f" ({blocks} Blocks cancelled each other)" if blocks > 1 else ""


def _blocked_ja(v: Values) -> str:
    blocks = v.get("blocks", 0)
    return f"（{blocks}枚のブロックが打ち消し合いました）" if blocks > 1 else ""


def _figures_en(seats: Sequence[int], numbers: Sequence[int], n: Narrator) -> str:
    return ", ".join(f"{en.who(n, seat, start=False)} {numbers[seat]}" for seat in seats)


def _figures_ja(seats: Sequence[int], numbers: Sequence[int], n: Narrator) -> str:
    return "、".join(f"{ja_who(n, seat)} {numbers[seat]}" for seat in seats)


def _shelters_en(count: int) -> str:
    return f"{count} shelter{'s' if count != 1 else ''}"


def _seats_en(seats: Sequence[int], n: Narrator) -> str:
    """"Ann, Bo and you": several seats, the viewer last."""
    ordered = sorted(seats, key=lambda seat: (seat == n.viewer, seat))
    names = [en.who(n, seat, start=index == 0) for index, seat in enumerate(ordered)]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _winners_en(v: Values, n: Narrator) -> str:
    names = [en.who(n, w) for w in v["winners"]]
    return ", ".join(names[:-1]) + " and " + names[-1]


# --- Refusals ---------------------------------------------------------------------------------

REFUSALS: dict[str, Phrase] = {
    "block_promised": Phrase("Your only Block is the card you promised in your Swap.",
                             "手持ちのブロックは、スワップで渡すと決めたカードだけです。"),
    "own_card": Phrase("It is your own card: only the other players may block it.",
                       "自分のカードなので、ブロックできるのはほかのプレイヤーだけです。"),
    "no_block": Phrase("You hold no Block card: you can only let it be.",
                       "ブロックを持っていないので、見送るしかありません。"),
    "answer_first": Phrase("A card is waiting to be blocked or let be: answer 'block' or 'let' first.",
                           "ブロックするか見送るかの返事を待っているカードがあります。先にどちらかを選んでください。"),
    "nothing_to_block": Phrase("There is nothing to block right now.", "今ブロックできるカードはありません。"),
    "build_colours": Phrase("A Built Shelter needs two Resources of one colour (a Wild counts as any).",
                            "組み立てシェルターには同じ色の資源が2枚必要です（ワイルドはどの色にもなります）。"),
    "build_missing": Phrase(lambda v, n: f"You do not hold {_pair_en(v)}.",
                            lambda v, n: f"{_pair_ja(v)}を持っていません。"),
    "no_such_shelter": Phrase("There is no such shelter.", "そのシェルターはありません。"),
    "no_wild": Phrase("That shelter has no Wild in it.", "そのシェルターにはワイルドが入っていません。"),
    "two_wilds": Phrase("A shelter of two Wilds has no colour to put in place of a Wild.",
                        "ワイルド2枚のシェルターには、ワイルドと入れ替える色がありません。"),
    "replace_needs": Phrase(lambda v, n: f"You need {LABELS[v['colour']]} to take that Wild.",
                            lambda v, n: f"そのワイルドを取るには{LABELS_JA[v['colour']]}が必要です。"),
    "three_resources": Phrase("The three-colours action needs three Resources.", "3色のアクションには資源が3枚必要です。"),
    "three_colours": Phrase("The three Resources must be of three different colours (a Wild counts as any).",
                            "3枚の資源はすべて違う色でなければなりません（ワイルドはどの色にもなります）。"),
    "three_missing": Phrase("You do not hold those three Resources.", "その3枚の資源を持っていません。"),
    "not_in_discard": Phrase(lambda v, n: f"There is no {_pile_kind_en(v['card'])} card in the discard pile.",
                             lambda v, n: f"捨て札に{_pile_kind_ja(v['card'])}はありません。"),
    "no_card": Phrase(lambda v, n: f"You hold no {HELD_EN[v['card']]} card.",
                      lambda v, n: f"{LABELS_JA[v['card']]}を持っていません。"),
    "own_shelters": Phrase(lambda v, n: f"You cannot {VERB_EN[v['card']]} your own shelters.",
                           lambda v, n: f"自分のシェルターに{VERB_JA[v['card']]}はできません。"),
    "protected": Phrase(lambda v, n: f"That shelter is protected: no one can {VERB_EN[v['card']]} it.",
                        lambda v, n: f"そのシェルターは守られているので、誰も{VERB_JA[v['card']]}できません。"),
    "swap_last": Phrase("A Swap cannot be played as your last card.", "最後の1枚としてスワップを出すことはできません。"),
    "swap_give": Phrase("You can only give a card you hold besides the Swap.",
                        "渡せるのは、スワップ以外に持っているカードだけです。"),
    "swap_whom": Phrase("Choose another player to swap with.", "交換する相手として、ほかのプレイヤーを選んでください。"),
    "swap_no_cards": Phrase("That player has no cards to swap.", "その人には交換できる手札がありません。"),
    "protect_own": Phrase("Protect goes on one of your own shelters.", "プロテクトは自分のシェルターに使います。"),
    "already_protected": Phrase("That shelter is already protected.", "そのシェルターはもう守られています。"),
    "not_an_action": Phrase("'{action}' is not a Llamagedón action.", "「{action}」はこのゲームの手ではありません。"),
}
"""Why ``legality.refusal`` refuses an action (the game-over refusal is the common one)."""

# --- Played actions (a "play" event, and the card on top of a Block chain) --------------------

PLAYED: dict[str, Phrase] = {
    "act_attack": said(
        lambda v, n: f"{_does(v, n, 'plays', 'play')} an Attack on {en.whose(n, v['target'])} shelter {v['shelter'] + 1}.",
        lambda v, n: f"{_who(v, n)}が{ja_whose(n, v['target'])}シェルター{v['shelter'] + 1}に{LABELS_JA[ATTACK]}を出しました。"),
    "act_steal": said(
        lambda v, n: f"{_does(v, n, 'plays', 'play')} a Steal on {en.whose(n, v['target'])} shelter {v['shelter'] + 1}.",
        lambda v, n: f"{_who(v, n)}が{ja_whose(n, v['target'])}シェルター{v['shelter'] + 1}に{LABELS_JA[STEAL]}を出しました。"),
    "act_swap": said(
        lambda v, n: f"{_does(v, n, 'plays', 'play')} a Swap with {en.whom(n, v['target'])}.",
        lambda v, n: f"{_who(v, n)}が{ja_who(n, v['target'])}を相手に{LABELS_JA[SWAP]}を出しました。"),
    "act_swap_offering": said(
        lambda v, n: (f"{_does(v, n, 'plays', 'play')} a Swap with {en.whom(n, v['target'])}, "
                      f"offering {LABELS[v['give']]}."),
        lambda v, n: (f"{_who(v, n)}が{ja_who(n, v['target'])}を相手に{LABELS_JA[SWAP]}を出しました。"
                      f"渡すのは{LABELS_JA[v['give']]}です。")),
    "act_draw2": said(lambda v, n: f"{_does(v, n, 'plays', 'play')} a Draw 2.",
                        lambda v, n: f"{_who(v, n)}が{LABELS_JA[DRAW2]}を出しました。"),
    "act_protect": said(
        lambda v, n: f"{_does(v, n, 'plays', 'play')} Protect on {en.own(n, v['seat'])} own shelter {v['shelter'] + 1}.",
        lambda v, n: f"{_who(v, n)}が自分のシェルター{v['shelter'] + 1}に{LABELS_JA[PROTECT]}を出しました。"),
    "act_take": said(
        lambda v, n: (f"{_does(v, n, 'shows', 'show')} three colours ({', '.join(NAMES[c] for c in v['colours'])}) "
                      f"to take {LABELS[v['card']]} from the discard pile."),
        lambda v, n: (f"{_who(v, n)}が3色（{'・'.join(COLOUR_JA[c] for c in v['colours'])}）を見せて、"
                      f"捨て札から{LABELS_JA[v['card']]}を取ろうとしています。")),
    "act_other": said(lambda v, n: f"{_does(v, n, 'plays', 'play')} {v['text']}.",
                        lambda v, n: f"{_who(v, n)}が「{v['text']}」を出しました。"),
    "block": said(lambda v, n: f"{_does(v, n, 'blocks', 'block')} {en.whose(n, v['against'])} {_stopped_en(v)}.",
                    lambda v, n: f"{_who(v, n)}が{ja_whose(n, v['against'])}{_stopped_ja(v)}をブロックしました。"),
    "block_own": said(lambda v, n: f"{_does(v, n, 'blocks', 'block')} {en.own(n, v['seat'])} own {_stopped_en(v)}.",
                        lambda v, n: f"{_who(v, n)}が自分の{_stopped_ja(v)}をブロックしました。"),
}
"""What a card put on the chain does, said when it is played and while players answer."""

# --- The move log -------------------------------------------------------------------------------

_DEAL_EN = "Four cards are dealt to each player; the Llamagedón card waits in the lower half of the deck"
_DEAL_JA = "各プレイヤーに4枚ずつ配りました。ラマゲドンカードは山札の下半分に入っています"

EVENTS: dict[str, Phrase] = {
    "deal": said(_DEAL_EN + ".", _DEAL_JA + "。"),
    "deal_removed": said(_DEAL_EN + " ({removed} Shelter cards are out of this two-player game).",
                           _DEAL_JA + "（2人プレイなのでシェルターカードを{removed}枚抜きました）。"),
    "dealt_seen": said(
        lambda v, n: f"{_does(v, n, 'gets', 'get')} " + ", ".join(LABELS[c] for c in v["cards"]) + ".",
        lambda v, n: f"{ja_whose(n, v['seat'])}手札：" + "、".join(LABELS_JA[c] for c in v["cards"]) + "。"),
    "dealt_hidden": said(lambda v, n: f"{_does(v, n, 'gets', 'get')} four cards.",
                           lambda v, n: f"{_who(v, n)}に4枚配られました。"),
    "turn": said(lambda v, n: f"Turn {v['number']}: {en.whose(n, v['seat'], start=False)} turn.",
                   lambda v, n: f"第{v['number']}手番：{ja_whose(n, v['seat'])}番です。"),
    "draw_llamagedon": said(lambda v, n: f"{_does(v, n, 'draws', 'draw')} the Llamagedón card!",
                              lambda v, n: f"{_who(v, n)}がラマゲドンカードを引きました！"),
    "draw_seen": said(lambda v, n: f"{_does(v, n, 'draws', 'draw')} {LABELS[v['card']]}.",
                        lambda v, n: f"{_who(v, n)}が{LABELS_JA[v['card']]}を引きました。"),
    "draw_hidden": said(lambda v, n: f"{_does(v, n, 'draws', 'draw')} a card.",
                          lambda v, n: f"{_who(v, n)}がカードを1枚引きました。"),
    "no_draw": said(lambda v, n: f"There is no card left to draw for {en.whom(n, v['seat'])}.",
                      lambda v, n: f"{_who(v, n)}が引けるカードはもう残っていません。"),
    "reshuffle": said("The discard pile is shuffled into a new deck of {size} cards.",
                        "捨て札を切り直して、{size}枚の新しい山札にしました。"),
    "llamagedon": said(
        lambda v, n: (f"Llamagedón! Every Built Shelter in a hand is laid down; {v['turns']} more turns follow, "
                      f"and {en.who(n, v['seat'], start=False)} will play the last."),
        lambda v, n: (f"ラマゲドン！手札の{BUILT_JA}はすべて場に出されます。あと{v['turns']}手番で終わり、"
                      f"最後の手番は{_who(v, n)}です。")),
    # Said with its reason: a playtester saw the first player start with two shelters and the
    # others with none (the dealt Shelter cards go down on the first turn, the others' later).
    "place": said(lambda v, n: (f"{_does(v, n, 'lays', 'lay')} down a Shelter card: every player lays down "
                                "the Shelter cards in their hand on their own turn."),
                    lambda v, n: (f"{_who(v, n)}がシェルターカードを場に出しました。手札のシェルターカードは"
                                  "だれでも自分の番に場に出します。")),
    "place_many": said(lambda v, n: (f"{_does(v, n, 'lays', 'lay')} down {v['count']} Shelter cards: every player lays "
                                     "down the Shelter cards in their hand on their own turn."),
                         lambda v, n: (f"{_who(v, n)}がシェルターカードを{v['count']}枚場に出しました。手札のシェルターカードは"
                                       "だれでも自分の番に場に出します。")),
    "build": said(lambda v, n: f"{_does(v, n, 'builds', 'build')} {built_en(v['shelter'])}.",
                    lambda v, n: f"{_who(v, n)}が{built_ja(v['shelter'])}を建てました。"),
    "build_forced": said(
        lambda v, n: f"{_does(v, n, 'builds', 'build')} {built_en(v['shelter'])} (forced by Llamagedón).",
        lambda v, n: f"{_who(v, n)}が{built_ja(v['shelter'])}を建てました（ラマゲドンによる強制）。"),
    "replace": said(
        lambda v, n: (f"{_does(v, n, 'puts', 'put')} {LABELS[v['colour']]} in place of the Wild in "
                      f"{_own_en(n, v['target'], v['seat'])} shelter {v['index'] + 1} and "
                      f"{_verb(n, v['seat'], 'takes', 'take')} the Wild."),
        lambda v, n: (f"{_who(v, n)}が{_own_ja(n, v['target'], v['seat'])}シェルター{v['index'] + 1}のワイルドを"
                      f"{LABELS_JA[v['colour']]}と入れ替え、ワイルドを手に入れました。")),
    "pass": said(lambda v, n: f"{_does(v, n, 'passes', 'pass')}.", lambda v, n: f"{_who(v, n)}はパスしました。"),
    "let": said(lambda v, n: f"{_does(v, n, 'lets', 'let')} it be.", lambda v, n: f"{_who(v, n)}は見送りました。"),
    "let_unarmed": said(lambda v, n: f"{_does(v, n, 'holds', 'hold')} no Block to stop it.",
                        lambda v, n: f"{_who(v, n)}は止めるブロックを持っていませんでした。"),
    "unblocked": said(lambda v, n: f"No one blocks {en.whose(n, v['seat'])} {_stopped_en(v)}.",
                      lambda v, n: f"{ja_whose(n, v['seat'])}{_stopped_ja(v)}をブロックする人はいませんでした。"),
    "let_all": said(lambda v, n: f"{_seats_en(v['seats'], n)} let it be.",
                    lambda v, n: f"{ja_names(n, v['seats'])}は見送りました。"),
    "cancelled": said(lambda v, n: f"{en.whose(n, v['seat'], start=True)} card is blocked and has no effect.",
                        lambda v, n: f"{ja_whose(n, v['seat'])}カードはブロックされ、効果がありませんでした。"),
    "attack": said(  # who did it, in the active voice: the notice on the table of what hit you says it
        lambda v, n: (f"{en.whose(n, v['seat'], start=True)} Attack destroys {en.whose(n, v['target'])} "
                      f"{shelter_en(v['shelter'])[2:]}{_blocked_en(v)}."),
        lambda v, n: (f"{ja_whose(n, v['seat'])}{LABELS_JA[ATTACK]}が{ja_whose(n, v['target'])}"
                      f"{shelter_ja(v['shelter'])}を壊しました{_blocked_ja(v)}。")),
    "steal": said(
        lambda v, n: (f"{_does(v, n, 'takes', 'take')} {en.whose(n, v['target'])} "
                      f"{shelter_en(v['shelter'])[2:]}{_blocked_en(v)}."),
        lambda v, n: f"{_who(v, n)}が{ja_whose(n, v['target'])}{shelter_ja(v['shelter'])}を奪いました{_blocked_ja(v)}。"),
    "swap_empty": said(lambda v, n: f"{en.who(n, v['target'])} has no cards left: the Swap does nothing.",
                         lambda v, n: f"{ja_who(n, v['target'])}には手札がないので、スワップは何も起こしません。"),
    "swap_seen": said(
        lambda v, n: (f"{_does(v, n, 'gives', 'give')} {LABELS[v['given']]} to {en.whom(n, v['target'])} "
                      f"and {_verb(n, v['seat'], 'gets', 'get')} {LABELS[v['taken']]}."),
        lambda v, n: (f"{_who(v, n)}が{LABELS_JA[v['given']]}を{ja_who(n, v['target'])}に渡し、"
                      f"{LABELS_JA[v['taken']]}を受け取りました。")),
    "swap_hidden": said(lambda v, n: f"{en.who(n, v['seat'])} and {en.whom(n, v['target'])} swap a card.",
                          lambda v, n: f"{_who(v, n)}と{ja_who(n, v['target'])}がカードを1枚ずつ交換しました。"),
    "draw2": said(lambda v, n: f"{_does(v, n, 'draws', 'draw')} two more cards.",
                    lambda v, n: f"{_who(v, n)}がカードをさらに2枚引きます。"),
    "draw2_seen": said(  # the two cards a Draw 2 brings, to the one who drew them, in one sentence
        lambda v, n: f"{_does(v, n, 'draws', 'draw')} two more cards: " + " and ".join(LABELS[c] for c in v["cards"]) + ".",
        lambda v, n: f"{_who(v, n)}がカードをさらに2枚引きました：" + "と".join(LABELS_JA[c] for c in v["cards"]) + "。"),
    "protect": said(lambda v, n: f"{en.whose(n, v['seat'], start=True)} shelter {v['index'] + 1} is now protected.",
                      lambda v, n: f"{ja_whose(n, v['seat'])}シェルター{v['index'] + 1}が守られました。"),
    "recover_hand": said(lambda v, n: f"{_does(v, n, 'takes', 'take')} {LABELS[v['card']]} from the discard pile into hand.",
                           lambda v, n: f"{_who(v, n)}が捨て札から{LABELS_JA[v['card']]}を取り、手札に加えました。"),
    "recover_play": said(lambda v, n: f"{_does(v, n, 'takes', 'take')} {LABELS[v['card']]} from the discard pile into play.",
                           lambda v, n: f"{_who(v, n)}が捨て札から{LABELS_JA[v['card']]}を取り、場に出しました。"),
    "hand_limit": said(
        lambda v, n: (f"{en.who(n, v['seat'])} ended the turn over the hand limit of {v['limit']} and "
                      f"{_verb(n, v['seat'], 'discards', 'discard')} at random: "
                      + ", ".join(LABELS[c] for c in v["cards"]) + "."),
        lambda v, n: (f"{_who(v, n)}は手札の上限{v['limit']}枚を超えて手番を終えたので、ランダムに捨てました："
                      + "、".join(LABELS_JA[c] for c in v["cards"]) + "。")),
    "game_over_won": said(
        lambda v, n: f"The game is over: {en.who(n, v['winners'][0])} {_verb(n, v['winners'][0], 'wins', 'win')}.",
        lambda v, n: f"ゲーム終了：{ja_who(n, v['winners'][0])}の勝ちです。"),
    "game_over_shared": said(lambda v, n: f"The game is over: {_winners_en(v, n)} share the victory.",
                               lambda v, n: f"ゲーム終了：{ja_names(n, v['winners'])}が勝利を分け合いました。"),
}
"""One phrase per shape of an event's sentence (``narrate.event_phrase`` picks it)."""

# --- The results screen ---------------------------------------------------------------------------

OUTCOMES: dict[str, Phrase] = {
    "no_tie": said("No tie to break.", "同点はありません。"),
    "tie_places": said(
        lambda v, n: "No tie for the win. " + " ".join(_place_en(group, v, n) for group in v["groups"]),
        lambda v, n: "勝者は同点ではありません。" + "".join(_place_ja(group, v, n) for group in v["groups"])),
    "tie_values": said(
        lambda v, n: (f"{_seats_en(v['tied'], n)} each kept {_shelters_en(v['best'])}, so the shelters' value "
                      f"decided (the numbers at their top right corners, added up; higher wins): "
                      f"{_figures_en(v['tied'], v['values'], n)}."),
        lambda v, n: (f"{ja_names(n, v['tied'])}がそれぞれシェルターを{v['best']}個残したので、シェルターの価値"
                      f"（シェルターの右上の数の合計）が高い人の勝ちです：{_figures_ja(v['tied'], v['values'], n)}。")),
    "tie_symbols": said(
        lambda v, n: (f"{_seats_en(v['all'], n)} each kept {_shelters_en(v['best'])}, so the shelters' value came "
                      f"next (the numbers at their top right corners, added up): {_figures_en(v['all'], v['values'], n)}. "
                      f"{_seats_en(v['tied'], n)} were level on {v['top']}, so the cards left in hand decided: "
                      f"fewer corner symbols (the small marks at a card's bottom left) won: "
                      f"{_figures_en(v['tied'], v['symbols'], n)}."),
        lambda v, n: (f"{ja_names(n, v['all'])}がそれぞれシェルターを{v['best']}個残したので、次はシェルターの価値"
                      f"（シェルターの右上の数の合計）です：{_figures_ja(v['all'], v['values'], n)}。"
                      f"{ja_names(n, v['tied'])}は{v['top']}で並んだので、残った手札で決まりました。"
                      f"角のマーク（カードの左下の小さな印）が少ない人の勝ちです：{_figures_ja(v['tied'], v['symbols'], n)}。")),
    "tie_shared": said(
        lambda v, n: (f"{_seats_en(v['all'], n)} each kept {_shelters_en(v['best'])}, with the same shelter value "
                      f"and as many corner symbols in hand: the win is shared."),
        lambda v, n: (f"{ja_names(n, v['all'])}がそれぞれシェルターを{v['best']}個残し、シェルターの価値も"
                      f"手札の角のマークの数も同じなので、勝利を分け合います。")),
}
"""Which tie-break decided the game, with the figures it compared."""

WORDS = Phrasebook({**REFUSALS, **PLAYED, **EVENTS, **OUTCOMES}, fallback=COMMON, home=__name__)
"""Every sentence of the game; the refusals every game shares come from the common table."""
assert len(WORDS.phrases) == len(REFUSALS) + len(PLAYED) + len(EVENTS) + len(OUTCOMES), "a code is used twice"

__all__ = ["COLOUR_JA", "EVENTS", "LABELS_JA", "OUTCOMES", "PLAYED", "REFUSALS", "WORDS", "shelter_en", "shelter_ja"]
