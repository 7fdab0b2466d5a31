"""Llamaland from a phone: the seat's estate as squares, the tile in hand with every way it
turns and where each fits, the words of the turn's other decisions, and what is on the table.

A placement is not a button: ~500 of them would not fit a phone. The message carries the
tile's distinct orientations (``forms``: its squares and icons) with the anchors and levels
where each fits (``spots``); the page turns and flips the tile, shows it where the player
taps and sends the placement's text. The fed llama's squares are taps on the estate too.
Everything here is open information in Llamaland (only the stacks' and the character pile's
orders are hidden, and the rules' observation has already sorted them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import t
from ...rules.llamaland import (
    EndTurn,
    Feed,
    Place,
    PlaceLlama,
    PlaceMarker,
    Skip,
    TakeCharacter,
    TakeStack,
    UseCharacter,
)
from ...rules.llamaland.components import (
    BUILDER,
    CHARACTERS,
    COIN,
    COINS_PER_CROP,
    CROP_NAMES,
    CROPS,
    FEED_COST,
    GRASS,
    HUT,
    MINER,
    OBJECTIVES,
    SETTLER,
    SHAPE_ORDER,
    TILES,
    TWO_PLAYER_CLOSED_SPACE,
)
from ...rules.llamaland.estate import FACES, orientation
from ...seat_view import SeatView
from ...ui.games.llamaland.amounts import coin_amount, crop_amount, crop_word
from ...ui.games.llamaland.looks import CROP_COLOUR, ICON_FILES, KIND_COLOUR, LEVEL_TINTS
from ...ui.games.llamaland.progress import progress, progress_short
from ...ui.palette import SEAT_COLOURS
from ..adapter import PhoneGame, art_address

ART = tuple(f"llamaland/{name}.svg" for name in ICON_FILES.values())
"""The table's icons (corn, cacao, potato, coin, huts), drawn on the page's tiles, estate,
characters and llama cards as the table draws them."""


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def looks() -> dict[str, Any]:
    """The table's looks for the page: each icon's picture, the levels' colours, the character
    kinds', the crops' and the seats' colours (one source: the table's ``looks`` and palette)."""
    return {"icons": {icon: art_address(f"llamaland/{name}.svg") for icon, name in ICON_FILES.items()},
            "levels": [_hex(tint) for tint in LEVEL_TINTS],
            "crops": {crop: _hex(colour) for crop, colour in CROP_COLOUR.items()},
            "seats": [_hex(colour) for colour in SEAT_COLOURS], "objectives": objective_looks()}


def character(card: int) -> list[Any]:
    """A character card as the table draws it: its name, its kind's name and colour, its icons."""
    data = CHARACTERS[card]
    icons = list(data.crops) or [{SETTLER: COIN, MINER: COIN, BUILDER: HUT}[data.kind]]
    return [t(data.label), t(data.kind.capitalize()), _hex(KIND_COLOUR[data.kind]), icons]


def space_word(space: int) -> str:
    return (t("top"), t("middle"), t("bottom"))[space]


def label(action: Any, seat: int, names: Sequence[str]) -> str:
    """The button's words for a decision of a Llamaland turn (a placement and a llama's square
    are chosen on the estate: their words are short)."""
    if isinstance(action, Place):
        return t("Place the tile")
    # the table's words for payments and markers, loaded with the first such choice (they
    # bring pygame: a host of another game, as the headless one, never needs them)
    from ...ui.games.llamaland.estate_parts import feed_label, marker_label, trade_label

    if isinstance(action, TakeStack):
        return t("Take the top {shape} tile", shape=action.shape)  # no article to agree ("an L")
    if isinstance(action, TakeCharacter):
        if action.source == "pile":
            return t("Take the top character of the pile")
        return t("Take character {number} of the row", number=action.index)
    if isinstance(action, PlaceMarker):
        card = OBJECTIVES[action.objective]
        return t("Marker on {card}, {space} ({points} points): {source}", card=t(card.title),
                 space=space_word(action.space), points=card.points[action.space], source=marker_label(action))
    if isinstance(action, Skip):
        return t("Place no marker")
    if isinstance(action, UseCharacter):
        return t("{card}: {trade}", card=t(CHARACTERS[action.card].label), trade=trade_label(action))
    if isinstance(action, Feed):
        return t("Feed a {crop} llama: {price}", crop=t(CROP_NAMES[action.crop]), price=feed_label(action))
    if isinstance(action, PlaceLlama):
        return t("Stand the llama here")
    if isinstance(action, EndTurn):
        return t("End your turn")
    return str(action)


def where(action: object) -> dict[str, Any]:
    """A choice made on the estate: the placement (drawn from ``land.forms``) or a llama's square;
    a marker's objective (the page groups the 20-40 marker choices under their cards, each with
    its short words) and the choice to place none (shown first)."""
    if isinstance(action, Place):
        return {"grid": "place"}
    if isinstance(action, PlaceLlama):
        return {"grid": "llama", "cell": [action.x, action.y]}
    if isinstance(action, PlaceMarker):
        from ...ui.games.llamaland.estate_parts import marker_label

        card = OBJECTIVES[action.objective]
        return {"group": t(card.title), "obj": action.objective, "space": action.space,
                "short": t("{space} ({points} points): {source}", space=space_word(action.space),
                           points=card.points[action.space], source=marker_label(action))}
    if isinstance(action, Skip):
        return {"skip": 1}
    if isinstance(action, Feed):  # drawn as the llama card and the goods it costs, as the table's column
        return {"feed": action.crop, "pay": [FEED_COST - action.coins // COINS_PER_CROP, action.coins]}
    return {}


def squares(estate: Any) -> list[list[Any]]:
    """An estate seen from above: [x, y, level, icon, llama (0/1)] per square."""
    return [[x, y, top[0], top[1], int(top[3])] for (x, y), top in sorted(estate.tops.items())]


def forms(tile: int, places: Sequence[Place], estate: Any = None, foundations: int = 0) -> dict[str, Any]:
    """The tile in hand: its distinct orientations (squares as [dx, dy, icon]), for each of
    the eight names (face and quarter turns) the one it is, and where each fits: a spot is
    [x, y, level, foundations it lays] (the cost the laptop's preview says; a first placement
    spent all three with no word of it), counted on ``estate`` when given."""
    found: list[dict[str, Any]] = []
    index: dict[tuple[str, int], int] = {}
    names: dict[str, int] = {}
    for face in FACES:
        for rot in range(4):
            o = orientation(tile, face, rot)
            key = (o.face, o.rot)
            if key not in index:
                index[key] = len(found)
                found.append({"face": o.face, "rot": o.rot,
                              "cells": [[dx, dy, icon] for (dx, dy), icon in zip(o.cells, o.icons)], "spots": []})
            names[f"{face}{rot}"] = index[key]
    held = {key: orientation(tile, *key) for key in index}
    for place in places:
        form = index.get((place.face, place.rot))
        if form is not None:
            cost = estate.check(held[place.face, place.rot], place.x, place.y, place.level, foundations)[1] \
                if estate is not None and place.level > 1 else 0
            found[form]["spots"].append([place.x, place.y, place.level, cost])
    return {"shape": TILES[tile].shape, "forms": found, "names": names}


def marks() -> dict[str, str]:
    """A short mark per icon, in the phone's language, so no icon is told by its colour alone."""
    def short(word: str) -> str:
        return word[:2].capitalize() if word.isascii() else word[:1]
    found = {crop: short(t(CROP_NAMES[crop])) for crop in CROPS}
    return found | {COIN: "$", HUT: "⌂", GRASS: ""}


def gains() -> dict[str, list[str]]:
    """What covering each icon brings, in words (one, and ``{count}`` of them): the placement's
    preview says it beside the table's icons ("1 potato", "2 coins", "a character")."""
    found = {crop: [crop_amount(crop, 1), t("{count} {crop}", count="{count}", crop=crop_word(crop, 2))]
             for crop in CROPS}
    return found | {COIN: [coin_amount(1), t("{count} coins", count="{count}")],
                    HUT: [t("a character"), t("{count} characters", count="{count}")]}


def objective_cards(state: Any, seat: int, names: Sequence[str]) -> list[dict[str, Any]]:
    """The objective cards as the table draws them: the colour's letter (its band's colour is in
    ``looks``), the title, what the card needs (its tooltip's words), how far this seat is
    (``2/4``, met or not), and per space its points and its holder (a seat, -1: free); the
    space closed with two players is the table's ``closed``. Kept short: every view sends them."""
    # the table's letters and words for the cards (they bring pygame: only a Llamaland host needs them)
    from ...ui.games.llamaland.pieces import OBJECTIVE_LETTER, objective_help

    me = state.players[seat]
    cards = []
    for key, holders in zip(state.objectives, state.markers):
        card = OBJECTIVES[key]
        have, need = progress(key, me)
        cards.append({"key": key, "title": t(card.title), "points": list(card.points), "seats": list(holders),
                      "letter": OBJECTIVE_LETTER[card.colour], "needs": objective_help(key),
                      "progress": progress_short(key, me), "met": int(need is not None and have >= need)})
    return cards


def objective_looks() -> dict[str, str]:
    """Each objective colour's letter -> its band's colour (the table's, sent once a view)."""
    from ...ui.games.llamaland.pieces import OBJECTIVE_COLOUR, OBJECTIVE_LETTER

    return {OBJECTIVE_LETTER[colour]: _hex(rgb) for colour, rgb in OBJECTIVE_COLOUR.items()}


def table_part(state: Any, names: Sequence[str], seat: int) -> dict[str, Any]:
    """What lies on the table, for the page: the stacks' tops, the llama cards' top values, the
    character row and the objectives with their markers."""
    stacks = []
    for shape, stack in zip(SHAPE_ORDER, state.stacks):
        top = stack[-1] if stack else -1
        cells = [] if top < 0 else [[dx, dy, icon] for (dx, dy), icon in
                                    zip(orientation(top, FACES[0], 0).cells, orientation(top, FACES[0], 0).icons)]
        stacks.append({"shape": shape, "left": len(stack), "cells": cells})
    return {
        "stacks": stacks,
        "llamas": [[t(CROP_NAMES[crop]), column[-1] if column else None, len(column), crop]
                   for crop, column in zip(CROPS, state.llama_columns)],
        "row": [character(card) for card in state.char_row],
        "pile": len(state.char_pile),
        "objectives": objective_cards(state, seat, names),
    }


def holdings(player: Any, state: Any, seat: int) -> dict[str, Any]:
    """One player's open collection, in words where a player reads them."""
    goods = [crop_amount(crop, held) for crop, held in zip(CROPS, player.crops)]
    used = state.turn.used if state.turn.seat == seat else frozenset()
    return {
        "goods": goods + [coin_amount(player.coins)],
        "crops": sum(player.crops),
        "coins": player.coins,
        "characters": [[t(CHARACTERS[card].label), int(card in used)] for card in player.characters],
        "llama_cards": [[t(CROP_NAMES[crop]), points] for crop, points in player.llama_cards],
        "foundations": player.foundations,
        "llamas": sum(1 for top in player.estate.tops.values() if top[3]),
    }


def message_extra(view: SeatView, names: Sequence[str], data: dict[str, Any],
                  choices: list[dict[str, Any]]) -> dict[str, Any]:
    """The estate, the tile in hand and the table for the page; the placements leave the list
    of choices (the tile's ``spots`` say them, in a tenth of the bytes) and the observation
    leaves the view (``land`` holds what the page shows of it)."""
    state = view.observation().state
    seat = view.seat
    land: dict[str, Any] = {
        "estate": squares(state.players[seat].estate),
        "mine": holdings(state.players[seat], state, seat),
        "others": [holdings(player, state, i) if i != seat else None for i, player in enumerate(state.players)],
        "table": table_part(state, names, seat),
        "closed": TWO_PLAYER_CLOSED_SPACE if state.num_players == 2 else -1,
        "marks": marks(),
        "gains": gains(),
        "looks": looks(),
        "tile": None,
    }
    places = [choice for choice in choices if choice.get("grid") == "place"]
    if places and state.turn.phase == "place" and state.turn.seat == seat:
        me = state.players[seat]
        land["tile"] = forms(state.turn.tile, [action for action in view.legal_actions() if isinstance(action, Place)],
                             me.estate, me.foundations)
        choices[:] = [choice for choice in choices if choice.get("grid") != "place"]
    for choice in choices:  # a character of the row by its name, as the row on the page shows it
        number = choice["a"].removeprefix("hut row ")
        if number != choice["a"] and number.isdigit() and 1 <= int(number) <= len(state.char_row):
            card = CHARACTERS[state.char_row[int(number) - 1]]
            choice["label"] = t("Take the {card} from the row", card=t(card.label))
    data["legal"] = [choice["a"] for choice in choices]  # the placements are in the tile's spots
    # The page draws from ``land`` alone: the rules' observation (every estate's stacks square by
    # square, the table, the cards) said it all again in 70-80% of each message's bytes.
    data["observation"] = {}
    return {"land": land}


PLACE_REFUSALS = ("extension_on_estate", "extension_apart", "square_too_high", "over_llama", "unsupported",
                  "foundations_short", "uneven_ground", "same_shape_on_top")
"""The rules' reasons a placement is refused, which a phone says in a player's words."""


def refusal(why: Any) -> str:
    """A placement tapped where the tile cannot go, in a player's words and with what to do
    instead (the rules' sentences, "the ground under the tile is uneven...", read as jargon on a
    phone); any other refusal is left to the rules' words."""
    code = getattr(why, "code", "")
    if code not in PLACE_REFUSALS:
        return ""
    if code in ("foundations_short", "uneven_ground"):
        needed, have = why.get("needed", 0), why.get("have", 0)
        reason = t("Not here: the holes under the tile would take {needed} of your foundation tiles, "
                   "and you have only {have}.", needed=needed, have=have) if have else \
            t("Not here: the holes under the tile would take {needed} of your foundation tiles, "
              "and you have none left.", needed=needed)
    elif code == "extension_apart":
        reason = t("Not here: a tile on the ground must touch your estate.")
    elif code == "square_too_high":
        reason = t("Not here: a square under the tile is already higher than it.")
    elif code == "over_llama":
        reason = t("Not here: a llama stands under the tile.")
    elif code == "same_shape_on_top":
        reason = t("Not exactly on a tile of the same shape: shift it by a square or turn it.")
    else:
        reason = t("The tile does not fit there.")
    return reason + " " + t("The squares edged in gold show where it fits; Turn and Flip show other ways.")


def page_words() -> dict[str, str]:
    return {
        "land_cost": t("Uses {count} of your {left} foundation tiles"),
        "land_bar_place": t("Place the tile"),
        "land_objs_fold": t("Objectives"),
        "land_others_fold": t("Other players"),
        "land_estate": t("Your estate"),
        "land_tile": t("Your tile: tap your estate where it goes"),
        "land_turn": t("Turn"),
        "land_flip": t("Flip"),
        "land_place": t("Place it here (level {level})"),
        "land_again": t("The arrows move it a square; a tap on the same square again gives another spot or level."),
        "land_go_left": t("Move the tile left"),
        "land_go_up": t("Move the tile up"),
        "land_go_down": t("Move the tile down"),
        "land_go_right": t("Move the tile right"),
        "land_whole": t("Whole estate"),
        "land_closer": t("Closer"),
        "land_nowhere": t("It fits nowhere this way round: turn or flip it."),
        "land_llama": t("Tap a glowing square for your llama."),
        "land_stacks": t("Tiles"),
        "land_left": t("{count} left"),
        "land_llamas": t("Llama cards"),
        "land_row": t("Characters"),
        "land_objectives": t("Objectives"),
        "land_feed": t("Feed a llama"),
        "land_pile": t("Pile: {count}"),
        "land_found": t("Foundations: {count}"),
        "land_fed": t("Llamas: {count}"),
        "land_earns": t("Earns:"),
        "land_markers": t("Optional: a marker bets on an objective card. At the end it scores its space's points "
                          "if your estate meets the card; the higher spaces score more."),
    }


def prompt(heads: set[str]) -> str:
    """What the seat is to do now, for the phone's bar, from the first words of its legal
    actions (``phones.prompts``)."""
    if "stack" in heads:
        return t("Take a tile: tap one of the stacks.")
    if "place" in heads:
        return t("Place your tile: tap your estate where it goes, then Place.")
    if "hut" in heads:
        return t("Your tile covered a Huts icon: pick a character from the row or the pile.")
    if "marker" in heads or ("skip" in heads and not heads & {"end", "llama"}):
        return t("Place a marker on an objective, or place none.")
    if "llama" in heads:
        return t("Place a llama: tap a glowing square of your estate.")
    if "end" in heads:
        return t("Feed a llama or use a character if you like, then end your turn.")
    return ""


PHONE = PhoneGame(label=label, prompt=prompt, page_words=page_words, choice_extra=where, message_extra=message_extra,
                  refusal=refusal, art=ART)

__all__ = ["PHONE", "forms", "label", "message_extra", "refusal", "squares", "where"]
