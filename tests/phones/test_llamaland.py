"""Llamaland from a phone: the tile's forms and spots are exactly the legal placements, every
other decision is a worded button in the phone's language, and a phone's placement is played."""

from __future__ import annotations

from llamagames.phones.games.llamaland import forms
from llamagames.rules.llamaland import LLAMALAND, Place
from llamagames.rules.llamaland.estate import orientation

from .helpers import Phone, make_host


def spot_texts(tile: dict) -> set[str]:
    return {f"place {tile['shape']} {f['face']} r{f['rot']} @{x},{y} L{level}"
            for f in tile["forms"] for x, y, level, _ in f["spots"]}


def test_the_tiles_spots_are_every_legal_placement_and_no_other():
    state = LLAMALAND.new_game(2, seed=5)
    state = LLAMALAND.apply(state, LLAMALAND.legal_actions(state)[0])  # a tile taken: the place phase
    legal = list(LLAMALAND.legal_actions(state))
    assert legal and all(isinstance(action, Place) for action in legal)
    tile = forms(state.turn.tile, legal)
    assert spot_texts(tile) == {str(action) for action in legal}
    # each of the eight ways to hold it names a form whose squares are that orientation's
    assert len(tile["names"]) == 8
    for name, index in tile["names"].items():
        o = orientation(state.turn.tile, name[:-1], int(name[-1]))
        assert [tuple(cell[:2]) for cell in tile["forms"][index]["cells"]] == list(o.cells)


def test_each_spot_says_the_foundations_it_lays_as_the_placement_then_spends_them():
    """A playtest: the first placement spent all three foundation tiles with no word of it. Each
    spot carries its cost, and placing there spends exactly that many."""
    state = LLAMALAND.new_game(2, seed=5)
    state = LLAMALAND.apply(state, LLAMALAND.legal_actions(state)[0])
    me = state.players[0]
    tile = forms(state.turn.tile, list(LLAMALAND.legal_actions(state)), me.estate, me.foundations)
    costs = {f"place {tile['shape']} {f['face']} r{f['rot']} @{x},{y} L{level}": cost
             for f in tile["forms"] for x, y, level, cost in f["spots"]}
    dear = max(costs, key=lambda text: costs[text])
    for text in (dear, min(costs, key=lambda text: costs[text])):
        after = LLAMALAND.apply(state, LLAMALAND.parse_action(text))
        assert me.foundations - after.players[0].foundations == costs[text]
    assert costs[dear] > 0


def test_a_placement_where_the_tile_cannot_go_is_told_in_a_players_words_with_what_to_do():
    from llamagames.phones.games.llamaland import refusal
    from llamagames.phones.words import speaking
    from llamagames.rules.core import Refusal

    short = Refusal.make("uneven_ground", low=0, below=2, needed=2, have=0)
    assert refusal(short) == ("Not here: the holes under the tile would take 2 of your foundation tiles, and you have "
                              "none left. The squares edged in gold show where it fits; Turn and Flip show other ways.")
    with speaking("ja"):
        assert refusal(Refusal.make("foundations_short", needed=3, have=1)).startswith(
            "ここには置けません：タイルの下のすき間をうめるのに基礎タイルが3枚いりますが、1枚しかありません。")
    assert refusal(Refusal.make("not_your_turn")) == ""  # not a placement: the rules' own words


def test_a_llamaland_phone_takes_a_tile_places_it_and_reads_its_turn_in_japanese():
    host = make_host("llamaland", "phone,bot", seed=8)
    try:
        # GIVEN Ana's phone, in Japanese, at the start of her turn
        ana = Phone(host.server.port)
        ana.hello(host, 0, "ja-JP")
        view = ana.get("view", host)
        land = view["land"]
        assert sorted(q[0:2] for q in land["estate"]) == [[x, y] for x in range(4) for y in range(4)]
        assert land["tile"] is None and all(c["a"].startswith(("stack ", "trade ")) for c in view["choices"])
        assert all(c["label"] and c["label"] != c["a"] for c in view["choices"])
        assert "タイル" in view["choices"][0]["label"]
        # WHEN she takes a tile, the next view holds it with its spots and no placement button
        ana.send({"v": 1, "t": "act", "action": view["choices"][0]["a"], "at": 0, "n": 1})
        placing = ana.get("view", host)
        while placing["view"]["moves"] < 1:
            placing = ana.get("view", host)
        tile = placing["land"]["tile"]
        assert tile is not None and not any(c["a"].startswith("place ") for c in placing["choices"])
        assert placing["view"]["legal"] == [c["a"] for c in placing["choices"]]
        # AND a placement from those spots is played by the laptop as she sent it
        chosen = sorted(spot_texts(tile))[0]
        ana.send({"v": 1, "t": "act", "action": chosen, "at": 1, "n": 2})
        after = ana.get("view", host)
        while after["view"]["moves"] < 2:
            after = ana.get("view", host)
        assert str(host.match.record.actions[1]) == chosen
        assert len(after["land"]["estate"]) > 16 or any(q[2] > 1 for q in after["land"]["estate"])
    finally:
        host.close()
        host.match.close()


def test_markers_come_grouped_with_no_marker_first_and_a_wrong_spot_is_refused_with_the_rules_reason():
    host = make_host("llamaland", "phone,bot", seed=8)
    try:
        ana = Phone(host.server.port)
        ana.hello(host, 0)
        view = ana.get("view", host)
        assert view["choices"][0]["label"].startswith("Take the top ")  # never "Take a L tile"
        ana.send({"v": 1, "t": "act", "action": view["choices"][0]["a"], "at": 0, "n": 1})
        placing = ana.get("view", host)
        while placing["view"]["moves"] < 1:
            placing = ana.get("view", host)
        tile = placing["land"]["tile"]
        # WHEN she taps where the tile cannot go, the page sends that spot: the rules refuse it, saying why
        legal = spot_texts(tile)
        form = tile["forms"][0]
        wrong = next(f"place {tile['shape']} {form['face']} r{form['rot']} @{x},{y} L1"
                     for x in range(-8, 9) for y in range(-8, 9)
                     if f"place {tile['shape']} {form['face']} r{form['rot']} @{x},{y} L1" not in legal)
        ana.send({"v": 1, "t": "act", "action": wrong, "at": 1, "n": 2})
        refused = ana.get("refused", host)
        assert refused["code"] == "illegal" and len(host.match.record.actions) == 1
        assert refused["why"].endswith("The squares edged in gold show where it fits; Turn and Flip show other ways.")
        # AND after extending, the marker choices carry their card (to group them) and short words,
        # with "Place no marker" marked to come first
        extending = sorted(text for text in legal if text.endswith(" L1"))[0]  # beside the estate: it grows
        ana.send({"v": 1, "t": "act", "action": extending, "at": 1, "n": 3})
        marking = ana.get("view", host)
        while not any(c.get("group") for c in marking["choices"]):
            marking = ana.get("view", host)
        groups = {c["group"] for c in marking["choices"] if c.get("group")}
        from llamagames.rules.llamaland.components import OBJECTIVES

        assert groups == {OBJECTIVES[key].title for key in host.match.history[-1].objectives}
        assert all(c["short"] and c["group"] not in c["short"] for c in marking["choices"] if c.get("group"))
        assert [c["label"] for c in marking["choices"] if c.get("skip")] == ["Place no marker"]
    finally:
        host.close()
        host.match.close()


def test_a_llamaland_view_sends_the_estate_once_not_the_observation_again():
    """A playtest read 22-31 kB a message: the rules' observation said again what ``land`` says.
    Through a whole game the views stay small (``bench --only phones`` prints the same figures)."""
    from llamagames.benchmarks.phones import view_kb

    sizes = view_kb("llamaland")
    assert sizes["llamaland_view_kb_mean"] < 5 and sizes["llamaland_view_kb_max"] < 14, sizes


def test_a_character_of_the_row_is_offered_by_its_name():
    """A playtest read "Take character 2 of the row" and had to count the row: each says whom."""
    import random

    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.phones.views import view_message
    from llamagames.rules.llamaland import TakeCharacter
    from llamagames.rules.llamaland.components import CHARACTERS
    from llamagames.seats import SeatConfig

    rng = random.Random(3)
    state = LLAMALAND.new_game(2, seed=3)
    for _ in range(2000):
        legal = list(LLAMALAND.legal_actions(state))
        if any(isinstance(a, TakeCharacter) and a.source == "row" for a in legal):
            break
        state = LLAMALAND.apply(state, rng.choice(legal))
    else:
        raise AssertionError("no character to take came")
    seat = LLAMALAND.current_player(state)
    seats = [SeatConfig("human", "Ana"), SeatConfig("human", "Bo")]
    match = Match.from_position("llamaland", seats, LLAMALAND.state_to_text(state), 1, bot_delay=0.0,
                                worker=InlineBotWorker(), autosave=False)
    try:
        message = view_message(match.seat_view(seat), ["Ana", "Bo"], "en")
        row = {c["a"]: c["label"] for c in message["choices"] if c["a"].startswith("hut row ")}
        assert row
        for text, label in row.items():
            card = CHARACTERS[state.char_row[int(text.split()[-1]) - 1]]
            assert label == f"Take the {card.label} from the row", label
        # the bar says why a character is asked now
        assert message["prompt"] == "Your tile covered a Huts icon: pick a character from the row or the pile."
        # a placement's preview words: what covering each icon brings (no "Ca Po ⌂")
        from llamagames.rules.llamaland.components import COIN, HUT
        gains = message["land"]["gains"]
        assert gains[COIN] == ["1 coin", "{count} coins"] and gains[HUT][0] == "a character"
        assert all(one.startswith("1 ") for icon, (one, _) in gains.items() if icon not in (COIN, HUT))
    finally:
        match.close()


def position_where(want: str, seed: int) -> str:
    """A two-seat Llamaland position, reached by random legal moves, where Ana (seat 0) may ``want``
    (an action's first word: "feed", "marker")."""
    import random

    rng = random.Random(seed)
    state = LLAMALAND.new_game(2, seed=seed)
    while not LLAMALAND.is_over(state):
        legal = list(LLAMALAND.legal_actions(state))
        if LLAMALAND.current_player(state) == 0 and any(str(a).split()[0] == want for a in legal):
            return LLAMALAND.state_to_text(state)
        state = LLAMALAND.apply(state, rng.choice(legal))
    raise AssertionError(f"no {want} for seat 0 in the game of seed {seed}")


def test_feeding_and_markers_come_as_the_tables_pieces_in_both_languages():
    """A playtest: feeding and the markers were plain buttons and the objectives a line of text.
    A way to feed names its llama and the goods it costs; each objective card comes with its
    band, what it needs, how far the seat is and its spaces; a marker choice names its space."""
    from llamagames.bot_worker import InlineBotWorker
    from llamagames.match import Match
    from llamagames.phones.views import view_message
    from llamagames.phones.words import speaking
    from llamagames.rules.llamaland import Feed, PlaceMarker
    from llamagames.rules.llamaland.components import COINS_PER_CROP, FEED_COST, OBJECTIVES
    from llamagames.seats import SeatConfig

    seats = [SeatConfig("human", "Ana", phone=True), SeatConfig("bot", "Bo")]
    for want, seed in (("feed", 1), ("marker", 4)):
        match = Match.from_position("llamaland", seats, position_where(want, seed), 1, bot_delay=0.0,
                                    worker=InlineBotWorker(), autosave=False)
        try:
            legal = {str(a): a for a in match.legal_actions()}
            for lang in ("en", "ja"):
                with speaking(lang):
                    message = view_message(match.seat_view(0), ["Ana", "Bo"], lang)
                choices = {c["a"]: c for c in message["choices"]}
                for text, action in legal.items():
                    if isinstance(action, Feed):
                        assert choices[text]["feed"] == action.crop
                        crops, coins = choices[text]["pay"]
                        assert coins == action.coins and crops + coins // COINS_PER_CROP == FEED_COST
                    if isinstance(action, PlaceMarker):
                        assert (choices[text]["obj"], choices[text]["space"]) == (action.objective, action.space)
                state = match.observation(0).state
                cards = message["land"]["table"]["objectives"]
                assert [card["key"] for card in cards] == list(state.objectives)
                assert message["land"]["closed"] == 1  # two seats: the middle space stays empty
                for card, holders in zip(cards, state.markers):
                    assert card["seats"] == list(holders) and card["needs"] and card["progress"]
                    assert message["land"]["looks"]["objectives"][card["letter"]].startswith("#")
                    assert card["points"] == list(OBJECTIVES[card["key"]].points)
                if lang == "ja":
                    assert all(card["needs"].startswith(("条件", "順位")) for card in cards)
            assert any(isinstance(a, Feed if want == "feed" else PlaceMarker) for a in legal.values())
        finally:
            match.close()
