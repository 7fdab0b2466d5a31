"""Llamaland in Japanese: the move log and the refusal reasons.

Component names follow the Japanese rules (土地タイル, 作物トークン, ラマコマ, 人物カード,
目的カード, 基礎タイル, 牧童の杖マーカー, 土地の拡大・造成); the characters' and the
objectives' names, which those rules do not print, are our own. The English sentences are
in :mod:`.narration`, whose ``describe_event`` hands a Japanese narrator to the one here.
"""

from __future__ import annotations

import re
from typing import Any

from ..core import Event, Narrator
from ..ja_words import COMMON, Reasons, join, who
from .components import (
    BUILDER,
    CACAO,
    CHARACTERS,
    COIN,
    CORN,
    FARMER,
    GOLDEN,
    HUT,
    MERCHANT,
    MINER,
    OBJECTIVES,
    POTATO,
    SETTLER,
    TILES,
    TRADER,
    CharacterData,
)

CROP_WORDS: dict[str, str] = {CORN: "トウモロコシ", CACAO: "カカオ", POTATO: "ジャガイモ"}
ICON_WORDS: dict[str, str] = {**CROP_WORDS, COIN: "コイン", HUT: "小屋"}
CROP_BY_ENGLISH: dict[str, str] = {"corn": CORN, "cacao": CACAO, "potato": POTATO}

KIND_WORDS: dict[str, str] = {
    FARMER: "農夫", TRADER: "交易商", MERCHANT: "商人", SETTLER: "開拓者", MINER: "鉱夫", BUILDER: "大工",
}
"""Character kinds (the Japanese rules name only the 人物カード)."""

SPACE_WORDS: tuple[str, ...] = ("上段", "中段", "下段")

OBJECTIVE_WORDS: dict[str, str] = {
    "corn": "トウモロコシ専門", "cacao": "カカオ専門", "potato": "ジャガイモ専門", "diversity": "多様性",
    "wealth": "富", "characters": "人物", "lowlands": "低地", "plains": "平原", "hills": "丘陵",
    "mountains": "山地", "peak": "山頂", "levels": "多層", "herd": "群れ", "road": "道",
    "outposts": "前哨地", "farms": "農場",
}
"""Objective card titles by key (a golden card adds "（金）")."""

TILE = "土地タイル"
LLAMA_FIGURE = "ラマコマ"
LLAMA_CARD = "ラマカード"
CHARACTER_CARD = "人物カード"
OBJECTIVE_CARD = "目的カード"
FOUNDATION = "基礎タイル"
CROOK = "牧童の杖マーカー"


def crop(icon: str) -> str:
    return CROP_WORDS[icon]


def character(data: CharacterData) -> str:
    """"トウモロコシの農夫", "トウモロコシ/カカオの交易商", "開拓者"."""
    kind = KIND_WORDS[data.kind]
    if not data.crops:
        return kind
    return "/".join(CROP_WORDS[c] for c in data.crops) + "の" + kind


def objective(key: str) -> str:
    """"低地", "トウモロコシ専門（金）"."""
    data = OBJECTIVES[key]
    title = OBJECTIVE_WORDS[key.removeprefix("gold-")]
    return f"{title}（金）" if data.colour == GOLDEN else title


def count(icon: str, n: int) -> str:
    """"トウモロコシ2個", "コイン3枚"."""
    return f"{ICON_WORDS[icon]}{n}" + ("枚" if icon == COIN else "個")


def goods(pairs: Any) -> str:
    """"トウモロコシ2個とコイン1枚" from ((icon, count), ...); "" when nothing."""
    ordered = sorted(pairs, key=lambda pair: pair[0] == COIN)  # crops first, coins last
    return join([count(icon, n) for icon, n in ordered if n])


def item(word: str) -> str:
    """A traded item ("coin" or a crop icon): "コイン1枚" / "カカオ1個"."""
    return count(COIN, 1) if word == "coin" else count(word, 1)


def describe_event(event: Event, n: Narrator) -> str:
    """The sentence for one Llamaland event, as ``n.viewer`` reads it."""
    kind, seat, get = event.kind, event.seat, event.get
    if kind == "score":
        return "ゲーム終了：得点を計算します。"
    assert seat is not None, f"a '{kind}' event names its player"
    actor = who(n, seat)
    if kind == "setup":
        return f"{actor}が{CROOK}を受け取り、最初の手番をプレイします。"
    if kind == "take":
        sentence = f"{actor}が{get('shape')}形の山から{TILE}{TILES[get('tile')].name}を取りました。"
        if get("new_top", -1) >= 0:
            sentence += f"山の一番上は{TILES[get('new_top')].name}になりました。"
        return sentence
    if kind == "place":
        tile = TILES[get("tile")].name
        level = get("level")
        how = (f"{actor}が{TILE}{tile}で土地を拡大し" if level == 1
               else f"{actor}が{TILE}{tile}で土地を造成し（{level}段目）")
        got = goods(get("gained"))
        return how + (f"、{got}を得ました。" if got else "ました。")
    if kind == "character":
        card = character(CHARACTERS[get("card")])
        where = "裏向きの山" if get("source") == "pile" else "表向きの列"
        return f"{actor}が{where}から{CHARACTER_CARD}「{card}」を取りました。"
    if kind == "marker":
        title = objective(get("objective"))
        space = SPACE_WORDS[get("space")]
        if get("source"):
            return f"{actor}がマーカーを「{objective(get('source'))}」から「{title}」の{space}へ移しました。"
        return f"{actor}が{OBJECTIVE_CARD}「{title}」の{space}にマーカーを置きました。"
    if kind == "trade":
        card = character(CHARACTERS[get("card")])
        return f"{actor}が「{card}」を使って、{item(get('give'))}を{item(get('get'))}と交換しました。"
    if kind == "feed":
        paid = goods(((get("crop"), get("crops_paid")), (COIN, get("coins_paid"))))
        return (f"{actor}が{paid}を払ってラマに餌をやり、{get('value')}点の{LLAMA_CARD}"
                f"（{crop(get('crop'))}）を獲得しました。")
    if kind == "llama":
        return f"{actor}が{get('level')}段目のマスに{LLAMA_FIGURE}を置きました。"
    if kind == "end":
        return f"{actor}が手番を終えました。"
    if kind == "trigger":
        why = (f"{LLAMA_CARD}が1種類しか残っていません" if get("why") == "llamas"
               else f"{TILE}が残り{get('tiles_left')}枚です")
        return f"ゲームの終わりが近づきました（{why}）。この一巡を最後までプレイします。"
    return f"{kind}。"


# --- Refusal reasons -------------------------------------------------------------------------

_LABELS: dict[str, str] = {data.label: character(data) for data in CHARACTERS}
"""English character labels ("Corn Farmer") -> Japanese."""
_LABEL = "|".join(sorted((re.escape(label) for label in _LABELS), key=len, reverse=True))
_CROP = "corn|cacao|potato"


def _have(count: str, unit: str) -> str:
    """"2個しかありません", or "持っていません" for none."""
    return "持っていません" if count == "0" else f"{count}{unit}しかありません"


def _crop(word: str) -> str:
    return CROP_WORDS[CROP_BY_ENGLISH[word]]


REASONS = Reasons([
    # Placing the tile (the drag preview asks these too).
    (r"You are not placing a tile now\.", f"今は{TILE}を置く場面ではありません。"),
    (r"The tile in hand is a (?P<shape>\w) tile\.", "手元のタイルは{shape}形です。"),
    (r"A tile has a front and a back face\.", "タイルには表と裏の面があります。"),
    (r"Levels start at 1\.", "段は1から数えます。"),
    (r"At level 1 a tile extends the estate: it must lie on the table, not on your estate\.",
     "1段目のタイルは土地の拡大です。自分の土地の上ではなく、テーブルに置いてください。"),
    (r"An extension must touch your estate along the side of a square\.",
     "拡大するタイルは、マスの辺で自分の土地に接していなければなりません。"),
    (r"A square there is already at level (?P<height>\d+), higher than the tile's level (?P<level>\d+)\.",
     "そこには{height}段目のマスがあり、タイルの{level}段目より高くなっています。"),
    (r"A tile cannot be built over a llama\.", f"{LLAMA_FIGURE}の上にはタイルを置けません。"),
    (r"The tile must rest on squares of level (?P<below>\d+)\.", "タイルは{below}段目のマスの上に載せてください。"),
    (r"That needs (?P<needed>\d+) foundations? and you have (?P<have>\d+)\.",
     lambda m, tr: f"それには{FOUNDATION}が{m.group('needed')}枚必要ですが、{_have(m.group('have'), '枚')}。"),
    (r"A tile may not lie completely on top of a tile of the same shape\.",
     "同じ形のタイルの上にぴったり重ねることはできません。"),
    # Characters.
    (r"Characters are used before taking a tile or after placing it\.",
     f"{CHARACTER_CARD}を使えるのは、タイルを取る前か置いた後です。"),
    (r"You do not have that character card\.", f"その{CHARACTER_CARD}を持っていません。"),
    (rf"The (?P<label>{_LABEL}) acts by itself when you place a tile\.",
     lambda m, tr: f"「{_LABELS[m.group('label')]}」はタイルを置いたときに自動で働きます。"),
    (rf"You have already used this (?P<label>{_LABEL}) this turn\.",
     lambda m, tr: f"この「{_LABELS[m.group('label')]}」はこの手番にもう使いました。"),
    (rf"This (?P<label>{_LABEL}) trades (?P<a>{_CROP}) and (?P<b>{_CROP}) only\.",
     lambda m, tr: f"この「{_LABELS[m.group('label')]}」が交換できるのは{_crop(m.group('a'))}と"
     f"{_crop(m.group('b'))}だけです。"),
    (rf"This (?P<label>{_LABEL}) changes (?P<c>{_CROP}) for a coin or back\.",
     lambda m, tr: f"この「{_LABELS[m.group('label')]}」は{_crop(m.group('c'))}とコインを交換します。"),
    (r"You have no coin to pay\.", "払うコインがありません。"),
    (rf"You have no (?P<c>{_CROP})\.", lambda m, tr: f"{_crop(m.group('c'))}を持っていません。"),
    (r"The supply has no coins left\.", "サプライにコインが残っていません。"),
    (rf"The supply has no (?P<c>{_CROP}) left\.", lambda m, tr: f"サプライに{_crop(m.group('c'))}が残っていません。"),
    (r"You take characters only for Huts icons you just covered\.",
     f"{CHARACTER_CARD}を取れるのは、今覆った小屋のアイコンの分だけです。"),
    (r"The character pile is empty\.", f"{CHARACTER_CARD}の山がありません。"),
    (r"The row has (?P<n>\d+) cards?: choose 1 to (?P=n)\.", "列には{n}枚あります。1から{n}を選んでください。"),
    # Feeding.
    (r"You feed a llama after placing your tile\.", "ラマへの給餌は、タイルを置いた後です。"),
    (r"You have already fed a llama this turn\.", "この手番はもうラマに餌をやりました。"),
    (r"That is not a crop\.", "それは作物ではありません。"),
    (r"Coins replace crops (?P<per>\d+) at a time \(0 to (?P<most>\d+)\)\.",
     "コインは{per}枚で作物1個の代わりになります（0から{most}枚）。"),
    (rf"No (?P<c>{_CROP}) llama cards are left\.",
     lambda m, tr: f"{_crop(m.group('c'))}の{LLAMA_CARD}はもう残っていません。"),
    (rf"You need (?P<k>\d+) (?P<c>{_CROP}) for that; you have (?P<have>\d+)\.",
     lambda m, tr: f"それには{_crop(m.group('c'))}が{m.group('k')}個必要ですが、{_have(m.group('have'), '個')}。"),
    (r"You need (?P<k>\d+) coins for that; you have (?P<have>\d+)\.",
     lambda m, tr: f"それにはコインが{m.group('k')}枚必要ですが、{_have(m.group('have'), '枚')}。"),
    (r"No llama figures are left\.", f"{LLAMA_FIGURE}がもう残っていません。"),
    (r"There is no empty square without an icon on the tile you placed for the llama\.",
     f"置いたタイルには、{LLAMA_FIGURE}を置けるアイコンのない空きマスがありません。"),
    (r"There is no empty square without an icon in your estate for the llama\.",
     f"自分の土地には、{LLAMA_FIGURE}を置けるアイコンのない空きマスがありません。"),
    (r"You place a llama figure right after feeding a llama\.", f"{LLAMA_FIGURE}を置くのは、ラマに餌をやった直後です。"),
    (r"In the llama variant the llama goes on the tile you placed this turn\.",
     f"ラマ・バリアントでは、{LLAMA_FIGURE}はこの手番に置いたタイルの上に置きます。"),
    (r"A llama needs an empty square of your estate without an icon\.",
     f"{LLAMA_FIGURE}は、自分の土地のアイコンのない空きマスに置きます。"),
    # Ending the turn.
    (r"You must place a land tile before ending your turn\.", f"手番を終える前に{TILE}を置いてください。"),
    (r"Take your characters for the Huts you covered first\.", f"先に、覆った小屋の分の{CHARACTER_CARD}を取ってください。"),
    (r"Place a marker or skip first\.", "先にマーカーを置くか、置かずに進んでください。"),
    (r"Place the llama you fed first\.", f"先に、餌をやったラマの{LLAMA_FIGURE}を置いてください。"),
    (r"You hold (?P<k>\d+) or more crops: you must feed a llama\.",
     "作物トークンを{k}個以上持っているので、ラマに餌をやらなければなりません。"),
    # Tiles.
    (r"You have already taken a tile this turn\.", "この手番はもうタイルを取りました。"),
    (r"There is no stack '(?P<shape>[^']*)'\.", "「{shape}」という山はありません。"),
    (r"The (?P<shape>\w) stack is empty\.", "{shape}形の山はもうありません。"),
    # Objective markers.
    (r"Markers are placed right after extending your estate\.", "マーカーを置くのは、土地を拡大した直後です。"),
    (r"That objective card is not in this game\.", f"その{OBJECTIVE_CARD}はこのゲームにありません。"),
    (r"An objective card has a top, a middle and a bottom space\.", f"{OBJECTIVE_CARD}には上段・中段・下段のスペースがあります。"),
    (r"You have no marker on the card you want to move from\.", "移したい元のカードに、あなたのマーカーがありません。"),
    (r"All your markers are on cards: move one instead\.", "マーカーはすべてカードの上にあります。代わりに1つ移してください。"),
    (r"One marker per objective card: you already have one on this card\.",
     f"1枚の{OBJECTIVE_CARD}に置けるマーカーは1つだけです。このカードにはもう置いています。"),
    (r"With 2 players the middle space stays empty\.", "2人プレイでは中段のスペースは使いません。"),
    (r"That space is taken\.", "そのスペースはもう埋まっています。"),
    (r"On a golden card a marker goes on the topmost free space\.", "金色のカードでは、マーカーは空いている一番上のスペースに置きます。"),
    (r"'(?P<action>[^']*)' is not a Llamaland action \(phase (?P<phase>[^)]*)\)\.", "「{action}」は今はできません。"),
], fallback=COMMON)
"""Every reason the Llamaland engine gives (``why_illegal``, ``apply``, ``placement_problem``)."""


__all__ = [
    "CROP_WORDS", "KIND_WORDS", "OBJECTIVE_WORDS", "REASONS", "SPACE_WORDS", "character", "count", "crop",
    "describe_event", "goods", "objective",
]
