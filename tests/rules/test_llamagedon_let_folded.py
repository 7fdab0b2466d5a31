"""Several seats letting a card be in a row read as one sentence in the move log (the feed
took four "lets it be" lines for every action, in a six-line panel)."""

from __future__ import annotations

from llamagames.rules import GAMES
from llamagames.rules.core import Event, Narrator, log_sentences

GAME = GAMES["llamagedon"]
NAMES = ["Ana", "Ben", "Carlos", "Dolly"]


def lets(*seats: int) -> list[Event]:
    return [Event.make("let", seat) for seat in seats]


def test_a_run_of_lets_is_one_sentence_naming_everyone_the_viewer_last() -> None:
    said = log_sentences(GAME, lets(1, 0, 2), Narrator(NAMES, 0))
    assert [sentence for _, sentence in said] == ["Ben, Carlos and you let it be."]
    said = log_sentences(GAME, lets(1, 2, 3), Narrator(NAMES, 0))
    assert said[0][1] == "Ben, Carlos and Dolly let it be."


def test_in_japanese_too() -> None:
    said = log_sentences(GAME, lets(1, 2), Narrator(NAMES, 0, "ja"))
    assert len(said) == 1 and said[0][1].endswith("は見送りました。") and "Ben" in said[0][1] and "Carlos" in said[0][1]


def test_a_single_let_and_other_events_are_said_one_by_one() -> None:
    narrator = Narrator(NAMES, 0)
    one = log_sentences(GAME, lets(2), narrator)
    assert [sentence for _, sentence in one] == ["Carlos lets it be."]
    mixed = lets(1, 2) + [Event.make("pass", 3)] + lets(0)
    said = [sentence for _, sentence in log_sentences(GAME, mixed, narrator)]
    assert said == ["Ben and Carlos let it be.", "Dolly passes.", "You let it be."]


def test_a_game_without_describe_together_says_every_event() -> None:
    llama = GAMES["llama"]
    state = llama.new_game(2, 1)
    events = list(llama.events(state))
    assert len(log_sentences(llama, events, Narrator(["A", "B"], 0))) == len(events)


def test_the_cards_own_player_answering_its_chain_is_told_as_what_it_means() -> None:
    """Every seat answers, the card's own player last (so no answer tells who holds a Block);
    only those who could block it are said to let it be. No player says of their own card that
    they let it through (a playtest read "Nina let her own attack through"): in the log's run
    the others' answers say it all, and alone the answer says what it means, no one blocked."""
    from llamagames.rules.llamagedon.actions import LET, Attack
    from llamagames.rules.llamagedon.cards import ATTACK, BLUE, RED, SHELTER
    from llamagames.rules.llamagedon.positions import build_state

    state = build_state([[RED, ATTACK], [BLUE], [RED]], [[(SHELTER,)], [(SHELTER,)], [(SHELTER,)]])
    state = GAME.apply(state, Attack(1, 0))
    events = []
    for _ in range(3):
        state = GAME.apply(state, LET)
        events += [e for e in GAME.events(state) if e.kind == "let"]
    assert [(e.seat, e.get("own")) for e in events] == [(1, None), (2, None), (0, True)]
    names = ["Ana", "Ben", "Carlos"]
    assert GAME.describe(events[-1], Narrator(names, 1)) == "No one blocks Ana's Attack."
    assert GAME.describe(events[-1], Narrator(names, 0)) == "No one blocks your Attack."
    assert GAME.describe(events[-1], Narrator(names, 0, "ja")) == "あなたのアタックをブロックする人はいませんでした。"
    said = [sentence for _, sentence in log_sentences(GAME, events, Narrator(names, 2))]
    assert said == ["Ben and you let it be."]
    said = [sentence for _, sentence in log_sentences(GAME, events[1:], Narrator(names, 0, "ja"))]
    assert said == ["Carlosは見送りました。"]
    for language in ("en", "ja"):
        for viewer in (0, 1, 2):
            told = GAME.describe(events[-1], Narrator(names, viewer, language))
            assert not any(word in told for word in ("let", "ahead", "通し", "見送")), told


def test_a_draw_two_and_the_cards_it_draws_are_one_sentence() -> None:
    """A playtest read "Bot 1 draws two more cards. Bot 1 draws a card. Bot 1 draws a card."
    as four cards."""
    from llamagames.rules.llamagedon.cards import BLOCK, STEAL

    draws = [Event.make("draw2", 1), Event.make("draw", 1, secret={"card": STEAL}, seen_by=(1,), reveals=True),
             Event.make("draw", 1, secret={"card": BLOCK}, seen_by=(1,), reveals=True), Event.make("pass", 1)]
    rival = [e.for_viewer(0) for e in draws]
    assert [s for _, s in log_sentences(GAME, rival, Narrator(NAMES, 0))] == ["Ben draws two more cards.",
                                                                             "Ben passes."]
    mine = [s for _, s in log_sentences(GAME, draws, Narrator(NAMES, 1))]
    assert mine == ["You draw two more cards: a Steal and a Block.", "You pass."]
    ja = [s for _, s in log_sentences(GAME, draws, Narrator(NAMES, 1, "ja"))]
    assert ja[0] == "あなたがカードをさらに2枚引きました：スティールとブロック。"
    turn_draw = [Event.make("draw", 1, secret={"card": STEAL}, seen_by=(1,)).for_viewer(0)]
    assert [s for _, s in log_sentences(GAME, turn_draw, Narrator(NAMES, 0))] == ["Ben draws a card."]
