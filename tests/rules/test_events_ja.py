"""The four games in Japanese: every event of seeded random games told to every viewer, the
results sentence, and the refusal reasons of many illegal actions, all without English left.

"No English left" is checked as "no Latin letter", once the players' names, the actions'
own text quoted back (「take 3 @1,1」) and Llamaland's printed tile codes ("T01", the "T" of a
T-shaped stack) are taken out: those are what a Japanese player reads on the components too.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from llamagames.rules import GAMES
from llamagames.rules.core import Event, Narrator
from llamagames.rules.words import COMMON, Phrasebook

NAMES = ("Ann", "Bo", "Cy", "Dee", "Eli", "Fay")
LATIN = re.compile(r"[A-Za-z]")
QUOTED_ACTION = re.compile(r"「[^」]*」")


def english_left(text: str, game: str) -> list[str]:
    """The Latin letters left once names, quoted actions and Llamaland tile codes are removed."""
    for name in NAMES:
        text = text.replace(name, "")
    if game == "llamaland":
        text = re.sub(r"[TXZLP]\d\d", "", text)
        text = re.sub(r"[TXZLP](?=形)", "", text)
        text = re.sub(r"「[TXZLP]」", "", text)
    text = QUOTED_ACTION.sub("", text)
    return LATIN.findall(text)


def _playout(game: Any, n: int, seed: int, limit: int = 3000) -> list[Any]:
    """The states of a seeded random game (every state, at most ``limit``)."""
    rng = random.Random(seed)
    state = game.new_game(n, seed)
    states = [state]
    while not game.is_over(state) and len(states) < limit:
        actions = game.legal_actions(state)
        state = game.apply(state, actions[rng.randrange(len(actions))])
        states.append(state)
    return states


def _narrators(n: int, language: str) -> list[Narrator]:
    return [Narrator(NAMES[:n], viewer, language) for viewer in (None, -1, *range(n))]


GAME_NAMES = sorted(GAMES)


def test_every_game_has_japanese_words():
    """Each game words its refusals and events from codes, with a Japanese phrase for each."""
    for name, game in GAMES.items():
        assert isinstance(game.words, Phrasebook), name
        assert all(phrase.words["ja"] for _, phrase in game.words.items()), name


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_event_reads_in_japanese_for_every_viewer(name):
    game = GAMES[name]
    kinds: set[str] = set()
    for n in game.player_counts:
        for state in _playout(game, n, seed=100 + n):
            for event in game.events(state):
                kinds.add(event.kind)
                for ja, en in zip(_narrators(n, "ja"), _narrators(n, "en")):
                    seen: Event = event.for_viewer(ja.viewer)
                    text = game.describe(seen, ja)
                    assert text and text != game.describe(seen, en), (event, text)
                    assert not english_left(text, name), (event, ja.viewer, text)
                    assert text.endswith(("。", "！", "）")), text
    assert len(kinds) >= 5, kinds


WITH_RESULTS_SENTENCE = [name for name in GAME_NAMES if getattr(GAMES[name], "describe_outcome", None) is not None]
"""The games whose results screen has a sentence of their own (``describe_outcome`` is optional,
and Llamaland has none), each tested rather than one skipped every run."""


def test_most_games_have_a_results_sentence():
    assert len(WITH_RESULTS_SENTENCE) >= 3, WITH_RESULTS_SENTENCE


@pytest.mark.parametrize("name", WITH_RESULTS_SENTENCE)
def test_results_sentence_reads_in_japanese(name):
    game = GAMES[name]
    describe = game.describe_outcome
    for n in game.player_counts:
        for seed in range(6):
            states = _playout(game, n, seed=seed, limit=100_000)
            outcome = game.outcome(states[-1])
            for ja in _narrators(n, "ja"):
                text = describe(outcome, ja)
                assert not english_left(text, name), text
                english = describe(outcome, Narrator(NAMES[:n], ja.viewer))
                assert bool(text) == bool(english), (english, text)


def test_english_narrators_are_unchanged_by_the_language_default():
    """A narrator built without a language still speaks English (the tested sentences)."""
    game = GAMES["llama"]
    state = game.new_game(3, 1)
    event = game.events(state)[0]
    assert game.describe(event, Narrator(NAMES[:3], 0)).startswith("Round 1 is dealt")


# --- Refusal reasons ---------------------------------------------------------------------------


def _action_pool(game: Any, seeds: range) -> list[Any]:
    """Every action legal somewhere in a few random games: most are illegal anywhere else."""
    pool: dict[str, Any] = {}
    for seed in seeds:
        for state in _playout(game, game.player_counts[-1], seed=seed, limit=600):
            for action in game.legal_actions(state):
                pool.setdefault(str(action), action)
    return list(pool.values())


def _extra_actions(name: str) -> list[Any]:
    """Hand-made actions the pool never holds (values out of range, odd payments, typos)."""
    if name == "llama":
        from llamagames.rules import llama
        return [llama.PlayCard(9), llama.ReturnChip(5), "dance"]
    if name == "alpacas":
        from llamagames.rules.alpacas import Move, PlaceStart, Take
        return [PlaceStart(12), Take(9, 0), Take(0, 11), Take(0, 0, (1,)), Take(2, 0, (0, 7)),
                Take(1, 4, (3,)), Take(1, 4, (2,)), Take(3, 4, (0, 0, 0)), Take(3, 4, (1, 1, 1)),
                Take(3, 4, (2, 2, 2)), Take(3, 4, (3, 3, 3)), Take(0, 4, (), (1, 0)), Take(0, 4, (), (5, 5)),
                Take(0, 4, (), (0, 0), "red"), Take(0, 4, (), (0, 0), "9"), Move(11, 0), Move(0, 0),
                Move(0, 1, "red"), "dance"]
    if name == "llamagedon":
        from llamagames.rules.llamagedon import actions as ga
        from llamagames.rules.llamagedon import cards as c
        return [ga.Build(c.RED, c.BLUE), ga.Build(c.WILD, c.WILD), ga.Build(c.RED, c.WILD), ga.Build(c.RED, c.RED),
                ga.Recover(c.ATTACK, (c.RED, c.RED, c.BLUE)), ga.Recover(c.ATTACK, (c.RED, c.BLUE)),  # type: ignore[arg-type]
                ga.Recover(c.ATTACK, (c.RED, c.BLUE, c.GREEN)), ga.Recover(99, (c.RED, c.BLUE, c.WILD)),
                ga.Replace(0, 0), ga.Replace(9, 9), ga.Attack(0, 0), ga.Steal(1, 9), ga.Swap(0, c.RED),
                ga.Swap(1, c.BLOCK), ga.Protect(0), ga.Protect(5), ga.DRAW_TWO, ga.BLOCK, ga.LET, "dance"]
    if name == "llamaland":
        from llamagames.rules.llamaland import actions as la
        from llamagames.rules.llamaland.estate import Place
        return [la.TakeStack("Q"), la.TakeStack("T"), la.TakeCharacter("row", 9), la.TakeCharacter("pile"),
                la.PlaceMarker("herd", 5), la.PlaceMarker("nowhere", 0), la.PlaceMarker("herd", 0, "nowhere"),
                la.Skip(), la.Feed("X", 0), la.Feed("C", 3), la.Feed("C", 0), la.Feed("C", 8), la.PlaceLlama(40, 40),
                la.UseCharacter(0, "C", "coin"), la.UseCharacter(99, "C", "coin"), la.EndTurn(),
                Place("T", "front", 0, 0, 0, 0), Place("Q", "front", 0, 0, 0, 1), "dance"]
    return []


def probe_refusals(name: str) -> dict[str, str | None]:
    """English reason -> its Japanese (None when missing), for many illegal actions in many states.

    Each sampled state is asked about the hand-made actions and a sample of the pool; the
    states are spread over whole games, so every phase of a turn is met. A game that gives
    refusals as codes words them with its phrasebook; the others' English is translated.
    """
    game = GAMES[name]
    pool = _action_pool(game, range(2))
    extras = _extra_actions(name)
    rng = random.Random(7)
    found: dict[str, str | None] = {}
    for n in game.player_counts:
        for seed in (200 + n, 300 + n):
            states = _playout(game, n, seed=seed)
            for state in states[:: max(1, len(states) // 80)]:
                for action in extras + rng.sample(pool, min(len(pool), 40)):
                    english = game.why_illegal(state, action)
                    if english is not None and english not in found:
                        found[english] = game.words.refusal(game.refusal(state, action), "ja")
    return found


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_refusal_reason_met_in_play_has_japanese(name):
    found = probe_refusals(name)
    missing = sorted(english for english, japanese in found.items() if japanese is None)
    assert not missing, missing
    for english, japanese in found.items():
        assert japanese is not None and not english_left(japanese, name), (english, japanese)
    assert len({re.sub(r"\d+", "#", english) for english in found}) >= 8, sorted(found)


def test_the_common_refusals_read_in_both_languages():
    assert COMMON.say("game_over", "ja") == "ゲームはもう終わっています。"
    assert COMMON.say("game_over", "en") == "The game is over."
    assert COMMON.say("not_your_turn_name", "ja", {"name": "Bo"}) == "あなたの番ではありません（Boの番です）。"
    for name, game in GAMES.items():
        assert game.words.say("game_over", "en") == "The game is over.", name


def test_the_llamagedon_chain_sentence_in_both_languages():
    from llamagames.rules.llamagedon import narrate
    from llamagames.rules.llamagedon.cards import ATTACK

    en, ja = Narrator(NAMES[:3], 0), Narrator(NAMES[:3], 0, "ja")
    assert narrate.chain_sentence("attack 2 shelter 0", 0, None, en) == "You play an Attack on Cy's shelter 1."
    assert narrate.chain_sentence("block", 1, 0, en, ATTACK) == "Bo blocks your Attack."
    assert narrate.chain_sentence("block", 1, 0, en) == "Bo blocks your three-colours action."
    assert narrate.chain_sentence("attack 2 shelter 0", 0, None, ja) == "あなたがCyのシェルター1にアタックを出しました。"
    assert narrate.chain_sentence("block", 1, 0, ja, ATTACK) == "Boがあなたのアタックをブロックしました。"
    assert narrate.chain_sentence("block", 1, 0, ja) == "Boがあなたの3色のアクションをブロックしました。"


def test_a_block_on_ones_own_card_says_so():
    """A Block may cancel one's own card; "Bo blocks Bo's card" read oddly."""
    from llamagames.rules.llamagedon import narrate
    from llamagames.rules.llamagedon.cards import ATTACK, BLOCK

    en, ja = Narrator(NAMES[:3], 0), Narrator(NAMES[:3], 0, "ja")
    assert narrate.chain_sentence("block", 1, 1, en, BLOCK) == "Bo blocks their own Block."
    assert narrate.chain_sentence("block", 0, 0, en, ATTACK) == "You block your own Attack."
    assert narrate.chain_sentence("block", 1, 1, ja, BLOCK) == "Boが自分のブロックをブロックしました。"
    event = Event.make("block", 1, against=1, card=ATTACK)
    game = GAMES["llamagedon"]
    assert game.describe(event, en) == "Bo blocks their own Attack."
    assert game.describe(event, ja) == "Boが自分のアタックをブロックしました。"
    older = Event.make("block", 1, against=1)  # recorded before Blocks named the card
    assert game.describe(older, en) == "Bo blocks their own card."
    assert game.describe(older, ja) == "Boが自分のカードをブロックしました。"


def test_an_attack_says_who_destroyed_what_in_the_active_voice():
    """The notice of what hit you is the log's sentence: "Your Built Shelter is destroyed" did
    not say who did it."""
    from llamagames.rules.llamagedon.cards import GREEN, WILD

    game = GAMES["llamagedon"]
    event = Event.make("attack", 1, target=0, index=0, shelter=(GREEN, GREEN), blocks=0)
    you, cy = (Narrator(NAMES[:3], viewer) for viewer in (0, 2))
    assert game.describe(event, you) == "Bo's Attack destroys your green Built Shelter."
    assert game.describe(event, cy) == "Bo's Attack destroys Ann's green Built Shelter."
    assert game.describe(event, Narrator(NAMES[:3], 1)) == "Your Attack destroys Ann's green Built Shelter."
    assert game.describe(event, Narrator(NAMES[:3], 0, "ja")) == "Boのアタックがあなたの緑の組み立てシェルターを壊しました。"
    twice = Event.make("attack", 2, target=1, index=0, shelter=(GREEN, WILD), blocks=2)
    assert game.describe(twice, you) == ("Cy's Attack destroys Bo's green Built Shelter (with a Wild) "
                                         "(2 Blocks cancelled each other).")
    assert game.describe(twice, Narrator(NAMES[:3], 0, "ja")) == (
        "Cyのアタックが Boの緑の組み立てシェルター（ワイルド入り）を壊しました（2枚のブロックが打ち消し合いました）。"
        .replace(" ", ""))


def test_a_player_acting_on_their_own_shelter_says_their_own():
    """"Bo plays Protect on Bo's shelter 1" read as if Bo were two people."""
    from llamagames.rules.llamagedon import narrate
    from llamagames.rules.llamagedon.cards import RED

    game = GAMES["llamagedon"]
    ann, bo = Narrator(NAMES[:3], 0), Narrator(NAMES[:3], 1)
    ja = Narrator(NAMES[:3], 0, "ja")
    assert narrate.chain_sentence("protect shelter 0", 1, None, ann) == "Bo plays Protect on their own shelter 1."
    assert narrate.chain_sentence("protect shelter 0", 1, None, bo) == "You play Protect on your own shelter 1."
    assert narrate.chain_sentence("protect shelter 0", 1, None, ja) == "Boが自分のシェルター1にプロテクトを出しました。"
    own = Event.make("replace", 1, target=1, index=0, colour=RED)
    assert game.describe(own, ann) == (
        "Bo puts a red Resource in place of the Wild in their own shelter 1 and takes the Wild.")
    assert game.describe(own, ja) == "Boが自分のシェルター1のワイルドを赤の資源と入れ替え、ワイルドを手に入れました。"
    theirs = Event.make("replace", 1, target=0, index=0, colour=RED)
    assert game.describe(theirs, ann) == (
        "Bo puts a red Resource in place of the Wild in your shelter 1 and takes the Wild.")


def test_the_match_and_table_reasons_every_game_shares_have_japanese():
    """Undo and turn refusals come from the match and the table, in the interface's words."""
    from llamagames.i18n import language, set_language, t

    before = language()
    set_language("ja")
    try:
        for english, values in (("There is no move to take back yet.", {}),
                                ("The last move is {name}'s: only {name} may take it back. Your earlier moves stay.",
                                 {"name": "Bo"}),
                                ("{name} has answered your move: once the next player has played, it stays.",
                                 {"name": "Bo"}),
                                ("{name} has answered {other}'s move: once the next player has played, a move stays.",
                                 {"name": "Bo", "other": "Ann"}),
                                ("{name}, here is the card you drew. Then hand over to {next}.",
                                 {"name": "Ann", "next": "Bo"}),
                                ("You can't take back a draw or anything else that showed a hidden card.", {}),
                                ("Wait for your turn: {name} is playing.", {"name": "Bo"}),
                                ("Wait a moment: the table is busy.", {}),
                                ("That move can no longer be taken back.", {})):
            japanese = t(english, **values)
            assert japanese != english.format(**values) and not english_left(japanese, "llama"), japanese
    finally:
        set_language(before)


def test_a_build_says_what_it_was_built_from():
    """"You build a red Built Shelter." read oddly to the playtester: the sentence says the
    shelter and its pair, in both languages."""
    from llamagames.rules.llamagedon.cards import RED, WILD

    game = GAMES["llamagedon"]
    you, ja = Narrator(NAMES[:3], 0), Narrator(NAMES[:3], 0, "ja")
    pair = Event.make("build", 0, shelter=(RED, RED))
    assert game.describe(pair, you) == "You build a red shelter from a pair."
    assert game.describe(pair, ja) == "あなたが赤のペアのシェルターを建てました。"
    assert game.describe(Event.make("build", 1, shelter=(RED, WILD)), you) == \
        "Bo builds a red shelter from a red and a Wild."
    assert game.describe(Event.make("build", 1, shelter=(WILD, WILD)), you) == "Bo builds a shelter from two Wilds."
