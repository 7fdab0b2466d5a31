"""The phone's bar says what the seat may do now, read from its legal actions, in both languages."""

from __future__ import annotations

from llamagames.phones.prompts import prompt
from llamagames.phones.words import speaking
from llamagames.rules import GAMES


def texts(game: str, state) -> list[str]:
    return [str(action) for action in GAMES[game].legal_actions(state)]


def test_each_games_first_decision_has_its_sentence_in_both_languages():
    expected = {"llama": "Your move: play a card, take one from the deck, or quit the round.",
                "llamagedon": "Tap a card in your hand, then where it goes.",
                "alpacas": "Place your starting card on your board.",
                "llamaland": "Take a tile: tap one of the stacks."}
    for game, sentence in expected.items():
        state = GAMES[game].new_game(2, seed=3)
        actions = texts(game, state)
        assert prompt(game, actions) == sentence, (game, actions[:3])
        with speaking("ja"):
            japanese = prompt(game, actions)
        assert japanese and japanese != sentence and japanese.isascii() is False


def test_a_llamaland_turn_is_told_step_by_step_and_nothing_when_it_is_not_the_seats_decision():
    game = GAMES["llamaland"]
    state = game.new_game(2, seed=5)
    state = game.apply(state, game.legal_actions(state)[0])  # a tile taken: the place phase
    assert prompt("llamaland", texts("llamaland", state)) == "Place your tile: tap your estate where it goes, then Place."
    assert prompt("llamaland", ["hut row 1", "hut row 2", "hut pile"]).startswith("Your tile covered a Huts icon")
    assert prompt("llamaland", ["feed corn coins 0", "end"]).endswith("then end your turn.")
    assert prompt("llamaland", []) == "" and prompt("llama", []) == ""
    # a Block window asks for an answer, not for a card and its target
    assert prompt("llamagedon", ["block", "let"]) == "Play a Block card, or let the card happen."
