"""Everything Llamaland says, English and Japanese side by side: refusals and move-log sentences.

The rules speak in codes with values (a :class:`~..core.Refusal`, an event's kind and
details); this is the one place that words them. Values are the rules' own data (crop
icons, card numbers, levels), never English words, so each language words them itself.

Component names in Japanese follow the Japanese rules (土地タイル, 作物トークン, ラマコマ,
人物カード, 目的カード, 基礎タイル, 牧童の杖マーカー, 土地の拡大・造成); the characters'
and the objectives' names, which those rules do not print, are our own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import Event, Narrator
from ..languages import en
from ..languages.ja import join, who
from ..words import COMMON, Phrase, Phrasebook
from .components import (
    BUILDER,
    CACAO,
    CHARACTERS,
    COIN,
    CORN,
    CROP_NAMES,
    FARMER,
    GOLDEN,
    HUT,
    MERCHANT,
    MINER,
    OBJECTIVES,
    POTATO,
    SETTLER,
    SPACE_NAMES,
    TILES,
    TRADER,
    CharacterData,
)

Values = Mapping[str, Any]

# --- English helpers ---------------------------------------------------------------------------


def plural(n: int, word: str) -> str:
    """"1 card", "2 cards"."""
    return f"{n} {word}" + ("" if n == 1 else "s")


def crop_en(n: int, icon: str) -> str:
    """"2 corn", "1 potato", "2 potatoes"."""
    name = CROP_NAMES[icon]
    return f"{n} {name}" + ("es" if icon == POTATO and n != 1 else "")


def goods_en(pairs: Any) -> str:
    """"2 corn and 1 coin" from ((icon, count), ...); "" when nothing."""
    ordered = sorted(pairs, key=lambda pair: pair[0] == COIN)  # crops first, coins last
    parts = [plural(n, "coin") if icon == COIN else crop_en(n, icon) for icon, n in ordered if n]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def item_en(word: str) -> str:
    """A traded item ("coin" or a crop icon): "a coin" / "1 cacao"."""
    return "a coin" if word == "coin" else f"1 {CROP_NAMES.get(word, word)}"


def label(card: int) -> str:
    """A character card's English name ("Corn/Cacao Trader")."""
    return CHARACTERS[card].label


# --- Japanese names ----------------------------------------------------------------------------

CROP_WORDS: dict[str, str] = {CORN: "トウモロコシ", CACAO: "カカオ", POTATO: "ジャガイモ"}
ICON_WORDS: dict[str, str] = {**CROP_WORDS, COIN: "コイン", HUT: "小屋"}

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
    title = OBJECTIVE_WORDS[key.removeprefix("gold-")]
    return f"{title}（金）" if OBJECTIVES[key].colour == GOLDEN else title


def count(icon: str, n: int) -> str:
    """"トウモロコシ2個", "コイン3枚"."""
    return f"{ICON_WORDS[icon]}{n}" + ("枚" if icon == COIN else "個")


def goods_ja(pairs: Any) -> str:
    """"トウモロコシ2個とコイン1枚" from ((icon, count), ...); "" when nothing."""
    ordered = sorted(pairs, key=lambda pair: pair[0] == COIN)  # crops first, coins last
    return join([count(icon, n) for icon, n in ordered if n])


def item_ja(word: str) -> str:
    """A traded item ("coin" or a crop icon): "コイン1枚" / "カカオ1個"."""
    return count(COIN, 1) if word == "coin" else count(word, 1)


def have_ja(have: int, unit: str) -> str:
    """"2個しかありません", or "持っていません" for none."""
    return "持っていません" if have == 0 else f"{have}{unit}しかありません"


def label_ja(card: int) -> str:
    return character(CHARACTERS[card])


# --- Refusals ----------------------------------------------------------------------------------

REFUSALS: dict[str, Phrase] = {
    # Placing the tile (the drag preview asks these too).
    "not_placing": Phrase("You are not placing a tile now.", f"今は{TILE}を置く場面ではありません。"),
    "wrong_shape": Phrase("The tile in hand is a {shape} tile.", "手元のタイルは{shape}形です。"),
    "no_such_face": Phrase("A tile has a front and a back face.", "タイルには表と裏の面があります。"),
    "level_below_one": Phrase("Levels start at 1.", "段は1から数えます。"),
    "extension_on_estate": Phrase(
        "At level 1 a tile extends the estate: it must lie on the table, not on your estate.",
        "1段目のタイルは土地の拡大です。自分の土地の上ではなく、テーブルに置いてください。"),
    "extension_apart": Phrase(
        "An extension must touch your estate along the side of a square.",
        "拡大するタイルは、マスの辺で自分の土地に接していなければなりません。"),
    "square_too_high": Phrase(
        "A square there is already at level {height}, higher than the tile's level {level}.",
        "そこには{height}段目のマスがあり、タイルの{level}段目より高くなっています。"),
    "over_llama": Phrase("A tile cannot be built over a llama.", f"{LLAMA_FIGURE}の上にはタイルを置けません。"),
    "unsupported": Phrase("The tile must rest on squares of level {below}.", "タイルは{below}段目のマスの上に載せてください。"),
    "foundations_short": Phrase(
        lambda v, n: (f"Here the tile needs {plural(v['needed'], 'foundation tile')} under it; "
                      f"you have {'only ' + str(v['have']) if v['have'] else 'none'} left."),
        lambda v, n: (f"ここではタイルの下に{FOUNDATION}が{v['needed']}枚必要ですが、"
                      f"{'残りは' + str(v['have']) + '枚しかありません' if v['have'] else 'もう残っていません'}。")),
    "uneven_ground": Phrase(
        lambda v, n: ("The ground under the tile is uneven: "
                      f"{'a square with nothing under it' if v['low'] == 0 else 'a square at level ' + str(v['low'])}"
                      f" lies {v['below'] - v['low']} levels below the level-{v['below']} squares the tile rests on. "
                      f"Filling that would take {plural(v['needed'], 'foundation tile')}; "
                      f"you have {'only ' + str(v['have']) if v['have'] else 'none'} left."),
        lambda v, n: ("タイルの下の地面がでこぼこです。"
                      f"{'何もないマス' if v['low'] == 0 else str(v['low']) + '段目のマス'}が、"
                      f"タイルを載せる{v['below']}段目のマスより{v['below'] - v['low']}段低くなっています。"
                      f"うめるには{FOUNDATION}が{v['needed']}枚必要ですが、"
                      f"{'残りは' + str(v['have']) + '枚しかありません' if v['have'] else 'もう残っていません'}。")),
    "same_shape_on_top": Phrase(
        "A tile may not lie completely on top of a tile of the same shape.",
        "同じ形のタイルの上にぴったり重ねることはできません。"),
    # Characters.
    "character_now": Phrase(
        "Characters are used before taking a tile or after placing it.",
        f"{CHARACTER_CARD}を使えるのは、タイルを取る前か置いた後です。"),
    "no_such_character": Phrase("You do not have that character card.", f"その{CHARACTER_CARD}を持っていません。"),
    "acts_by_itself": Phrase(
        lambda v, n: f"The {label(v['card'])} acts by itself when you place a tile.",
        lambda v, n: f"「{label_ja(v['card'])}」はタイルを置いたときに自動で働きます。"),
    "character_used": Phrase(
        lambda v, n: f"You have already used this {label(v['card'])} this turn.",
        lambda v, n: f"この「{label_ja(v['card'])}」はこの手番にもう使いました。"),
    "trader_crops": Phrase(
        lambda v, n: (f"This {label(v['card'])} trades "
                      f"{' and '.join(CROP_NAMES[c] for c in CHARACTERS[v['card']].crops)} only."),
        lambda v, n: (f"この「{label_ja(v['card'])}」が交換できるのは"
                      f"{'と'.join(crop(c) for c in CHARACTERS[v['card']].crops)}だけです。")),
    "merchant_crop": Phrase(
        lambda v, n: f"This {label(v['card'])} changes {CROP_NAMES[CHARACTERS[v['card']].crops[0]]} for a coin or back.",
        lambda v, n: f"この「{label_ja(v['card'])}」は{crop(CHARACTERS[v['card']].crops[0])}とコインを交換します。"),
    "no_coin": Phrase("You have no coin to pay.", "払うコインがありません。"),
    "no_crop": Phrase(lambda v, n: f"You have no {CROP_NAMES[v['crop']]}.",
                      lambda v, n: f"{crop(v['crop'])}を持っていません。"),
    "supply_no_coins": Phrase("The supply has no coins left.", "サプライにコインが残っていません。"),
    "supply_no_crop": Phrase(lambda v, n: f"The supply has no {CROP_NAMES[v['crop']]} left.",
                             lambda v, n: f"サプライに{crop(v['crop'])}が残っていません。"),
    "huts_only": Phrase(
        "You take characters only for Huts icons you just covered.",
        f"{CHARACTER_CARD}を取れるのは、今覆った小屋のアイコンの分だけです。"),
    "pile_empty": Phrase("The character pile is empty.", f"{CHARACTER_CARD}の山がありません。"),
    "row_index": Phrase(lambda v, n: f"The row has {plural(v['cards'], 'card')}: choose 1 to {v['cards']}.",
                        "場には{cards}枚あります。1から{cards}を選んでください。"),
    # Feeding.
    "feed_now": Phrase("You feed a llama after placing your tile.", "ラマへの給餌は、タイルを置いた後です。"),
    "fed_already": Phrase("You have already fed a llama this turn.", "この手番はもうラマに餌をやりました。"),
    "not_a_crop": Phrase("That is not a crop.", "それは作物ではありません。"),
    "coin_steps": Phrase("Coins replace crops {per} at a time (0 to {most}).",
                         "コインは{per}枚で作物1個の代わりになります（0から{most}枚）。"),
    "no_llama_cards": Phrase(lambda v, n: f"No {CROP_NAMES[v['crop']]} llama cards are left.",
                             lambda v, n: f"{crop(v['crop'])}の{LLAMA_CARD}はもう残っていません。"),
    "crops_short": Phrase(
        lambda v, n: f"You need {crop_en(v['needed'], v['crop'])} for that; you have {v['have']}.",
        lambda v, n: f"それには{crop(v['crop'])}が{v['needed']}個必要ですが、{have_ja(v['have'], '個')}。"),
    "coins_short": Phrase(
        lambda v, n: f"You need {plural(v['needed'], 'coin')} for that; you have {v['have']}.",
        lambda v, n: f"それにはコインが{v['needed']}枚必要ですが、{have_ja(v['have'], '枚')}。"),
    "no_llama_figures": Phrase("No llama figures are left.", f"{LLAMA_FIGURE}がもう残っていません。"),
    "no_llama_square": Phrase(
        lambda v, n: ("There is no empty square without an icon "
                      f"{'on the tile you placed' if v['variant'] else 'in your estate'} for the llama."),
        lambda v, n: (f"{'置いたタイル' if v['variant'] else '自分の土地'}には、"
                      f"{LLAMA_FIGURE}を置けるアイコンのない空きマスがありません。")),
    "llama_now": Phrase("You place a llama figure right after feeding a llama.",
                        f"{LLAMA_FIGURE}を置くのは、ラマに餌をやった直後です。"),
    "llama_off_tile": Phrase("In the llama variant the llama goes on the tile you placed this turn.",
                             f"ラマ・バリアントでは、{LLAMA_FIGURE}はこの手番に置いたタイルの上に置きます。"),
    "llama_square": Phrase("A llama needs an empty square of your estate without an icon.",
                           f"{LLAMA_FIGURE}は、自分の土地のアイコンのない空きマスに置きます。"),
    # Ending the turn.
    "end_before_tile": Phrase("You must place a land tile before ending your turn.", f"手番を終える前に{TILE}を置いてください。"),
    "end_before_huts": Phrase("Take your characters for the Huts you covered first.",
                              f"先に、覆った小屋の分の{CHARACTER_CARD}を取ってください。"),
    "end_before_marker": Phrase("Place a marker or skip first.", "先にマーカーを置くか、置かずに進んでください。"),
    "end_before_llama": Phrase("Place the llama you fed first.", f"先に、餌をやったラマの{LLAMA_FIGURE}を置いてください。"),
    "must_feed": Phrase("You hold {crops} or more crops: you must feed a llama.",
                        "作物トークンを{crops}個以上持っているので、ラマに餌をやらなければなりません。"),
    # Tiles.
    "tile_taken": Phrase("You have already taken a tile this turn.", "この手番はもうタイルを取りました。"),
    "no_such_stack": Phrase("There is no stack '{shape}'.", "「{shape}」という山はありません。"),
    "stack_empty": Phrase("The {shape} stack is empty.", "{shape}形の山はもうありません。"),
    # Objective markers.
    "marker_now": Phrase("Markers are placed right after extending your estate.", "マーカーを置くのは、土地を拡大した直後です。"),
    "no_such_objective": Phrase("That objective card is not in this game.", f"その{OBJECTIVE_CARD}はこのゲームにありません。"),
    "no_such_space": Phrase("An objective card has a top, a middle and a bottom space.",
                            f"{OBJECTIVE_CARD}には上段・中段・下段のスペースがあります。"),
    "no_marker_to_move": Phrase("You have no marker on the card you want to move from.",
                                "移したい元のカードに、あなたのマーカーがありません。"),
    "markers_all_out": Phrase("All your markers are on cards: move one instead.",
                              "マーカーはすべてカードの上にあります。代わりに1つ移してください。"),
    "one_marker_per_card": Phrase("One marker per objective card: you already have one on this card.",
                                  f"1枚の{OBJECTIVE_CARD}に置けるマーカーは1つだけです。このカードにはもう置いています。"),
    "middle_closed": Phrase("With 2 players the middle space stays empty.", "2人プレイでは中段のスペースは使いません。"),
    "space_taken": Phrase("That space is taken.", "そのスペースはもう埋まっています。"),
    "golden_top_space": Phrase("On a golden card a marker goes on the topmost free space.",
                               "金色のカードでは、マーカーは空いている一番上のスペースに置きます。"),
    "not_an_action": Phrase("'{action}' is not a Llamaland action (phase {phase}).", "「{action}」は今はできません。"),
}
"""Every refusal the engine gives (``refusal``, ``apply``, ``placement_problem``), by code."""


# --- The move log ------------------------------------------------------------------------------
# An event's phrase is a function of its details (with ``seat``, the seat it names) and the
# narrator, filed under "log." and the event's kind.


def _setup_en(v: Values, n: Narrator | None) -> str:
    assert n is not None
    seat = v["seat"]
    return f"{en.does(n, seat, 'holds', 'hold')} the crook and {'take' if seat == n.viewer else 'takes'} the first turn."


def _take_en(v: Values, n: Narrator | None) -> str:
    assert n is not None
    return f"{en.does(n, v['seat'], 'takes', 'take')} the {v['shape']} tile."


def a_shape(shape: str) -> str:
    """"a T tile", "an L tile", "an X tile" (the letter's sound decides)."""
    return f"{'an' if shape in 'LX' else 'a'} {shape} tile"


def _take_ja(v: Values, n: Narrator | None) -> str:
    assert n is not None
    return f"{who(n, v['seat'])}が{v['shape']}形の{TILE}を取りました。"


def _place_en(v: Values, n: Narrator | None) -> str:
    assert n is not None
    shape, level, seat = TILES[v["tile"]].shape, v["level"], v["seat"]
    how = (en.does(n, seat, "adds", "add") + f" {a_shape(shape)} beside the estate" if level == 1
           else en.does(n, seat, "stacks", "stack") + f" {a_shape(shape)} on level {level}")
    got = goods_en(v["gained"])
    paid = bonuses_en(v, n)
    return how + (f", collecting {got}" if got else "") + (f" ({paid})." if paid else ".")


def bonuses_en(v: Values, n: Narrator) -> str:
    """Each character's bonus in a placement: "2 coins from your Settler"; "" for none."""
    said = [f"{goods_en(((item, count),))} from {en.own(n, v['seat'])} {label(card)}"
            for card, item, count in v.get("bonuses", ()) if count]
    return "; ".join(said)


def _place_ja(v: Values, n: Narrator | None) -> str:
    assert n is not None
    actor, shape, level = who(n, v["seat"]), TILES[v["tile"]].shape, v["level"]
    how = (f"{actor}が{shape}形の{TILE}で土地を拡大し" if level == 1
           else f"{actor}が{shape}形の{TILE}で土地を造成し（{level}段目）")
    got = goods_ja(v["gained"])
    paid = bonuses_ja(v)
    return how + (f"、{got}を得ました" if got else "ました") + (f"（{paid}）。" if paid else "。")


def bonuses_ja(v: Values) -> str:
    """Each character's bonus in a placement: "「開拓者」でコイン2枚"; "" for none."""
    return "、".join(f"「{label_ja(card)}」で{count(item, n)}" for card, item, n in v.get("bonuses", ()) if n)


PAYS_ON_PLACING = frozenset((FARMER, SETTLER, MINER, BUILDER))
"""The kinds that pay when a tile covers their icons: not on the turn they are gained."""


def _character_en(v: Values, n: Narrator | None) -> str:
    assert n is not None
    where = "the face-down pile" if v["source"] == "pile" else "the open row"
    later = " It pays from the next tile on." if CHARACTERS[v["card"]].kind in PAYS_ON_PLACING else ""
    return f"{en.does(n, v['seat'], 'recruits', 'recruit')} the {label(v['card'])} from {where}.{later}"


def _character_ja(v: Values, n: Narrator | None) -> str:
    assert n is not None
    where = "裏向きの山" if v["source"] == "pile" else "表向きの場"
    later = "次のタイルから効果があります。" if CHARACTERS[v["card"]].kind in PAYS_ON_PLACING else ""
    return f"{who(n, v['seat'])}が{where}から{CHARACTER_CARD}「{label_ja(v['card'])}」を取りました。{later}"


def _marker_en(v: Values, n: Narrator | None) -> str:
    assert n is not None
    title, space = OBJECTIVES[v["objective"]].title, SPACE_NAMES[v["space"]]
    if v["source"]:
        return (f"{en.does(n, v['seat'], 'shifts', 'shift')} a marker from {OBJECTIVES[v['source']].title} "
                f"to the {space} space of {title}.")
    return f"{en.does(n, v['seat'], 'puts', 'put')} a marker on the {space} space of {title}."


def _marker_ja(v: Values, n: Narrator | None) -> str:
    assert n is not None
    actor, title, space = who(n, v["seat"]), objective(v["objective"]), SPACE_WORDS[v["space"]]
    if v["source"]:
        return f"{actor}がマーカーを「{objective(v['source'])}」から「{title}」の{space}へ移しました。"
    return f"{actor}が{OBJECTIVE_CARD}「{title}」の{space}にマーカーを置きました。"


def _trade_en(v: Values, n: Narrator | None) -> str:
    assert n is not None
    return (f"{en.does(n, v['seat'], 'swaps', 'swap')} {item_en(v['give'])} for {item_en(v['get'])} "
            f"with the {label(v['card'])}.")


def _trade_ja(v: Values, n: Narrator | None) -> str:
    assert n is not None
    return (f"{who(n, v['seat'])}が「{label_ja(v['card'])}」を使って、"
            f"{item_ja(v['give'])}を{item_ja(v['get'])}と交換しました。")


def _paid(v: Values) -> tuple[tuple[str, int], tuple[str, int]]:
    return (v["crop"], v["crops_paid"]), (COIN, v["coins_paid"])


def _feed_en(v: Values, n: Narrator | None) -> str:
    assert n is not None
    return (f"{en.does(n, v['seat'], 'feeds', 'feed')} a {CROP_NAMES[v['crop']]} llama worth {plural(v['value'], 'point')}, "
            f"paying {goods_en(_paid(v))}.")


def _feed_ja(v: Values, n: Narrator | None) -> str:
    assert n is not None
    return (f"{who(n, v['seat'])}が{goods_ja(_paid(v))}を払ってラマに餌をやり、{v['value']}点の{LLAMA_CARD}"
            f"（{crop(v['crop'])}）を獲得しました。")


def _trigger_en(v: Values, n: Narrator | None) -> str:
    why = "only one kind of llama card is left" if v["why"] == "llamas" else f"just {plural(v['tiles_left'], 'tile')} {'remains' if v['tiles_left'] == 1 else 'remain'}"
    return f"The end approaches ({why}): the round is played to its end."


def _trigger_ja(v: Values, n: Narrator | None) -> str:
    why = f"{LLAMA_CARD}が1種類しか残っていません" if v["why"] == "llamas" else f"{TILE}が残り{v['tiles_left']}枚です"
    return f"ゲームの終わりが近づきました（{why}）。この一巡を最後までプレイします。"


def _does(third: str, second: str, rest: str) -> Any:
    """A sentence "<Ann finishes / You finish> <rest>" (the rest filled from the values)."""
    def say(v: Values, n: Narrator | None) -> str:
        assert n is not None
        return f"{en.does(n, v['seat'], third, second)} {rest.format(**v)}"
    return say


def _ja(template: str) -> Any:
    """A Japanese sentence opening with who did it ("{actor}が..."), filled from the values."""
    def say(v: Values, n: Narrator | None) -> str:
        assert n is not None
        return template.format(actor=who(n, v["seat"]), **v)
    return say


LOG: dict[str, Phrase] = {
    "log.setup": Phrase(_setup_en, _ja(f"{{actor}}が{CROOK}を受け取り、最初の手番をプレイします。")),
    "log.take": Phrase(_take_en, _take_ja),
    "log.place": Phrase(_place_en, _place_ja),
    "log.character": Phrase(_character_en, _character_ja),
    "log.marker": Phrase(_marker_en, _marker_ja),
    "log.trade": Phrase(_trade_en, _trade_ja),
    "log.feed": Phrase(_feed_en, _feed_ja),
    "log.llama": Phrase(_does("stands", "stand", "a llama figure on level {level}."),
                        _ja(f"{{actor}}が{{level}}段目のマスに{LLAMA_FIGURE}を置きました。")),
    "log.end": Phrase(_does("finishes", "finish", "the turn."), _ja("{actor}が手番を終えました。")),
    "log.trigger": Phrase(_trigger_en, _trigger_ja),
    "log.game_over": Phrase("The game is over: time to count the points.", "ゲーム終了：得点を計算します。"),
    "log.other": Phrase("{kind}.", "{kind}。"),
}
"""The move-log sentence of every event kind ("log.other": a kind this table does not know)."""


WORDS = Phrasebook({**REFUSALS, **LOG}, fallback=COMMON, home=__name__)
"""Everything Llamaland says; the game object exposes it as ``words``."""


def describe(event: Event, narrator: Narrator) -> str:
    """The move-log sentence of ``event``, as ``narrator.viewer`` reads it, in its language."""
    code = "log." + event.kind
    values: dict[str, Any] = {**dict(event.secret), **dict(event.data), "seat": event.seat, "kind": event.kind}
    if code not in LOG:
        code = "log.other"
    return WORDS.say(code, narrator.language, values, narrator)


__all__ = [
    "CROP_WORDS", "KIND_WORDS", "LOG", "OBJECTIVE_WORDS", "REFUSALS", "SPACE_WORDS", "WORDS", "character",
    "count", "crop", "describe", "goods_en", "goods_ja", "objective", "plural",
]
