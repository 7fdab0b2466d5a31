"""Llamagedón's hand on a phone is played as at the table: each legal choice names the hand
cards it plays and its target (a shelter, a rival, the shelter row, the pile, or none), so
a tapped card lights exactly its legal targets; a card with no play carries the rules'
reason in the phone's language; a Block window's chain comes as its cards."""

from __future__ import annotations

from llamagames.bot_worker import InlineBotWorker
from llamagames.match import Match
from llamagames.phones.views import view_message
from llamagames.phones.words import page_words, speaking
from llamagames.rules.llamagedon import actions as ga
from llamagames.rules.llamagedon.cards import ATTACK, BLOCK, KINDS, PROTECT, RED, STEAL, SWAP, WILD, YELLOW
from llamagames.seats import SeatConfig

RICH = ("main @0 #3 | hands rrwATXPD/bATB/rwTD | areas H,bb/H,yy/gg | deck XXXXrLrDDDTTyyBBBBHHHHAAbbggg"
        " | discard yA | removed - | chain - | lets 0 | lower 29 | llamagedon - | left 0 | limit on | seed 1"
        " | counter 1")
"""Ana (seat 0) holds two reds, a Wild, an Attack, a Steal, a Swap, Protect and Draw 2, and two
shelters; Bo and Cy have shelters to aim at."""
BLOCKING = ("main @0 #1 | hands yAXB/bATB/rwTD | areas H/H/- | deck XrLPBbBTyAXDgwDgHTyygbXAgbyrrHrgDHDTHAbBX"
            " | discard - | removed - | chain - | lets 0 | lower 22 | llamagedon - | left 0 | limit on | seed 1"
            " | counter 1")
"""Ana holds a Block on her own turn (it cannot be played), Bo a Block for her Attack."""
NAMES = ["Ana", "Bo", "Cy"]


def match_at(position: str) -> Match:
    seats = [SeatConfig("human", name, phone=True) for name in NAMES]
    return Match.from_position("llamagedon", seats, position, 1, bot_delay=0.0, worker=InlineBotWorker(),
                               autosave=False)


def message(match: Match, seat: int, lang: str = "en") -> dict:
    with speaking(lang):
        return view_message(match.seat_view(seat), NAMES, lang)


def test_each_choice_names_its_cards_and_target_and_a_tapped_card_lights_exactly_its_legal_targets():
    match = match_at(RICH)
    try:
        msg = message(match, 0)
        hand = msg["view"]["observation"]["hand"]
        legal = {str(action): action for action in match.legal_actions()}
        assert [c["a"] for c in msg["choices"]] == list(legal)
        for choice in msg["choices"]:
            if choice["a"] == "pass":  # no card: a button
                assert "cards" not in choice
                continue
            assert choice["cards"] and all(kind in hand for kind in choice["cards"]), choice
        by_card = {}
        for choice in msg["choices"]:
            for kind in choice.get("cards", ()):
                by_card.setdefault(kind, []).append(choice)
        # the Attack lights every rival shelter and nothing else; Steal the same; Protect her own two
        assert sorted(tuple(c["to"]) for c in by_card[ATTACK]) == [("s", 1, 0), ("s", 1, 1), ("s", 2, 0)]
        assert sorted(tuple(c["to"]) for c in by_card[STEAL]) == [("s", 1, 0), ("s", 1, 1), ("s", 2, 0)]
        assert sorted(tuple(c["to"]) for c in by_card[PROTECT]) == [("s", 0, 0), ("s", 0, 1)]
        # the Swap lights both rivals; what she gives is chosen after (every kind in her hand but the Swap)
        assert {tuple(c["to"]) for c in by_card[SWAP]} == {("p", 1), ("p", 2)}
        assert {c["give"] for c in by_card[SWAP] if c["to"] == ["p", 1]} == set(hand) - {SWAP}
        # a red builds on the shelter row (with the other red, or the Wild); Draw 2 is played with no target
        assert {c["a"] for c in by_card[RED] if c["to"] == "build"} == {"build red red", "build red wild"}
        assert {c["a"] for c in by_card[WILD]} == {"build red wild"}
        assert [c["to"] for c in msg["choices"] if c["a"] == "draw2"] == ["play"]
        assert msg["why"] == {}  # every card she holds can be played
        # the cards are drawn as the table draws them: a corner index, a name and a colour per kind
        assert len(msg["looks"]["kinds"]) == len(KINDS) and msg["looks"]["kinds"][ATTACK][0] == "AT"
        assert message(match, 0, "ja")["looks"]["kinds"][ATTACK][0] == "攻"
        # a rival's view lights nothing: it is not her turn to play
        assert "why" not in message(match, 1) and not any("cards" in c for c in message(match, 1)["choices"])
        # a target from the choices is the move the laptop plays
        attack = next(c for c in by_card[ATTACK] if c["to"] == ["s", 2, 0])
        match.seat_view(0).act(attack["a"])
        assert str(match.record.actions[-1]) == "attack 2 shelter 0"
    finally:
        match.close()


def test_a_card_with_no_play_says_the_rules_reason_and_a_block_window_comes_as_cards():
    match = match_at(BLOCKING)
    try:
        english, japanese = message(match, 0)["why"], message(match, 0, "ja")["why"]
        # her Block (no card waits to be blocked) and her one yellow (a shelter needs two) say why
        assert set(english) == {str(BLOCK), str(YELLOW)}, english
        refusal = match.seat_view(0).refusal(ga.BLOCK)
        assert refusal is not None and english[str(BLOCK)] == match.game.words.refusal(refusal, "en")
        assert japanese[str(BLOCK)] == match.game.words.refusal(refusal, "ja") != english[str(BLOCK)]
        match.seat_view(0).act("attack 1 shelter 0")
        match.seat_view(1).act("block")
        for seat in (0, 1, 2):
            msg = message(match, seat)
            assert msg["links"] == [[0, ATTACK], [1, BLOCK]] and len(msg["chain"]) == 2
    finally:
        match.close()


def test_ending_the_turn_asks_first_while_an_action_card_could_still_be_played_as_the_laptop_does():
    match = match_at(RICH)
    try:
        # with action cards to play, "End your turn" carries the laptop's question and its answers
        ending = [c for c in message(match, 0)["choices"] if c["a"] == "pass"]
        assert [(c["ask"], c["yes"], c["no"]) for c in ending] == \
            [("End your turn without an action?", "Yes, end my turn", "No, go back")]
        japanese = next(c for c in message(match, 0, "ja")["choices"] if c["a"] == "pass")
        assert japanese["ask"] == "何もせずに手番を終えますか？" and japanese["yes"] == "はい、手番を終えます"
        assert not any("ask" in c for c in message(match, 0)["choices"] if c["a"] != "pass")
        # a shelter built, an action card is still there to play: the laptop asks, and so does the phone
        # (a playtester's phone ended at once where the laptop asked)
        match.seat_view(0).act("build red red")
        after = message(match, 0)["choices"]
        assert any(c["a"] == "attack 1 shelter 0" for c in after)
        assert [c.get("ask") for c in after if c["a"] == "pass"] == ["End your turn without an action?"]
    finally:
        match.close()
    # with a pair to build and nothing else, ending the turn (keeping the pair) is asked nothing
    only_pair = match_at(RICH.replace("hands rrwATXPD/", "hands rr/").replace("deck XXXX", "deck wATXPDXXXX"))
    try:
        assert [(c["a"], "ask" in c) for c in message(only_pair, 0)["choices"]] == [("build red red", False),
                                                                                    ("pass", False)]
    finally:
        only_pair.close()


def test_each_seats_shelter_values_come_for_the_words_beside_its_shelters():
    """The page says each seat's tie-break beside its shelters (the laptop's bare "8" meant
    nothing to a playtester): each seat's sum, from the rules' own values, in the laptop's
    words (the page's "Value 8: breaks a tie" was not understood either)."""
    match = match_at(RICH)
    try:
        with speaking("en"):
            english = page_words()
        with speaking("ja"):
            japanese = page_words()
        assert english["g_value_own"].format(value=14) == "Tie-break: 14 (your shelters' corner numbers added)"
        assert english["g_value"].format(value=14) == "Tie-break: 14"
        assert japanese["g_value_own"].format(value=14) == "同数のとき：14（シェルターの角の数字の合計）"
        assert japanese["g_value"].format(value=14) == "同数のとき：14"
        # Ana: a Shelter card (8) and blue + blue (3 + 3); Bo: 8 and 6; Cy: green + green
        assert message(match, 0)["values"] == [14, 14, 6]
        match.seat_view(0).act("build red red")  # two Resources: three each
        assert message(match, 1)["values"] == [20, 14, 6]
    finally:
        match.close()


def test_a_phone_that_starts_with_shelters_is_told_why_at_once():
    """A playtester began with two shelters laid down and the others none, and the phone said
    nothing: before any move, its log tells the deal and why the Shelter cards went down."""
    seats = [SeatConfig("human", name, phone=True) for name in NAMES]
    match = Match("llamagedon", seats, 3, bot_delay=0.0, worker=InlineBotWorker(), autosave=False)
    try:
        assert len(match.history) == 1 and len(match.history[0].areas[0]) == 3  # seed 3: Ana's three
        assert message(match, 0)["log"][-1] == ("You lay down 3 Shelter cards: every player lays down the "
                                                "Shelter cards in their hand on their own turn.")
        assert message(match, 1, "ja")["log"][-1] == ("Anaがシェルターカードを3枚場に出しました。"
                                                      "手札のシェルターカードはだれでも自分の番に場に出します。")
    finally:
        match.close()


def test_a_swap_asks_in_the_table_choosers_words():
    """The phone's Swap question said "Which card do you give in the Swap?" over bare "give
    Red": it now says what the Swap does and whom each card goes to, the laptop's chooser's
    words (``choice_words``), with what a give costs where the chooser says it."""
    from llamagames.ui.games.llamagedon.choice_words import action_label, action_note, choice_title

    match = match_at(RICH)
    try:
        msg = message(match, 0)
        observation = match.seat_view(0).observation()
        to_bo = [(a, c) for a, c in zip(match.legal_actions(), msg["choices"]) if isinstance(a, ga.Swap) and a.seat == 1]
        assert to_bo
        with speaking("en"):
            title = choice_title([a for a, _ in to_bo], observation, NAMES, "")
            for action, choice in to_bo:
                note = action_note(action, observation)
                assert choice["label"] == action_label(action, observation, 0, NAMES) + (f" ({note})" if note else "")
                assert choice["q"] == title
        assert "take one of Bo's at random" in to_bo[0][1]["q"]
        red = next(c for a, c in to_bo if a.give == RED)
        assert red["label"] == "Give a red Resource to Bo"  # the Wild keeps her pair: no note
        ja = message(match, 0, "ja")
        assert next(c for c in ja["choices"] if c["a"] == red["a"])["label"].startswith("Boに")
    finally:
        match.close()


NO_SHELTERS = RICH.replace("areas H,bb/H,yy/gg", "areas H,bb/-/-").replace("deck XXXX", "deck HyyggXXXX")
"""RICH, but Bo and Cy have no shelter: Ana's Attack and Steal have nothing to aim at."""
ALL_PROTECTED = RICH.replace("rrwATXPD/", "rrwATXD/").replace("areas H,bb/H,yy/gg", "areas H,bb/HP/-") \
    .replace("deck XXXX", "deck yyggXXXX")
"""Bo's one shelter is protected, Cy has none."""
TWO_SEATS = ("main @0 #3 | hands rrwATXD/bATB | areas H,bb/- | deck HyyggrwTDPXXXXrLrDDDTTyyBBBBHHAAbbggg"
             " | discard yA | removed HH | chain - | lets 0 | lower 29 | llamagedon - | left 0 | limit on | seed 1"
             " | counter 1")
"""Two seats: Ana holds an Attack and a Steal, Ben has no shelter."""


def test_a_steal_with_nothing_to_take_is_not_offered_and_says_so_plainly():
    """A playtest: the phone offered a Steal when the rival had no shelter. Only the rules' legal
    moves are offered, and the rules offer no Steal or Attack with nothing to aim at (it would
    have no effect); the card says why in the player's terms, not "There is no such shelter."."""
    cases = [(NO_SHELTERS, NAMES, "No one else has a shelter to steal.", "ほかの人はだれもスティールできるシェルターを持っていません。"),
             (ALL_PROTECTED, NAMES, "Every shelter of the others is protected: there is nothing to steal.",
              "ほかの人のシェルターはすべて守られています。スティールできるものはありません。"),
             (TWO_SEATS, ["Ana", "Ben"], "Ben has no shelter to steal.", "Benにはスティールできるシェルターがありません。")]
    for position, names, english, japanese in cases:
        seats = [SeatConfig("human", name, phone=True) for name in names]
        match = Match.from_position("llamagedon", seats, position, 1, bot_delay=0.0, worker=InlineBotWorker(),
                                    autosave=False)
        try:
            with speaking("en"):
                msg = view_message(match.seat_view(0), names, "en")
            with speaking("ja"):
                ja = view_message(match.seat_view(0), names, "ja")
            assert [c["a"] for c in msg["choices"]] == [str(a) for a in match.legal_actions()]
            assert not any(STEAL in c.get("cards", ()) or ATTACK in c.get("cards", ()) for c in msg["choices"])
            assert not any(c["a"].startswith(("steal", "attack")) for c in msg["choices"])
            assert msg["why"][str(STEAL)] == english and ja["why"][str(STEAL)] == japanese
            assert msg["why"][str(ATTACK)] == english.replace("steal", "attack")
        finally:
            match.close()
    # a rival with a shelter to take: the Steal is offered, and no reason stands beside it
    match = match_at(RICH)
    try:
        assert str(STEAL) not in message(match, 0)["why"]
    finally:
        match.close()


def test_a_swap_aimed_at_a_phone_names_it_you_on_that_phone():
    """A playtest: Bo's own phone read "Swap with Bo" on the chain. On the phone of the seat a
    Swap is aimed at it reads "you"; the others read its name."""
    match = match_at(RICH)
    try:
        match.seat_view(0).act("swap 1 give red")
        assert message(match, 1)["chain"] == ["Ana: Swap with you"]
        assert message(match, 1, "ja")["chain"] == ["Ana: あなたと交換"]
        assert message(match, 2)["chain"] == ["Ana: Swap with Bo"]
        assert not any("Bo" in line for line in message(match, 1)["chain"])
    finally:
        match.close()
