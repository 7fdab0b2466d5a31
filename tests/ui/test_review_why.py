"""The review says what the better move would have got and what the move taken cost (a
playtester read little more than two chances to win)."""

from __future__ import annotations

from dataclasses import replace

from llamagames import i18n
from llamagames.review.engine import Chance, Decision
from llamagames.ui.registry import score_text
from llamagames.ui.table.review_words import what_each_got


def decision(**changes: object) -> Decision:
    chance = Chance.of(6, 40)
    return replace(Decision(30, 0, 5, "play 4", "play 3", "play 3", chance, chance, Chance.of(12, 40), False, 0.15,
                            score_hard=31.4, score_taken=26.6, rival=2, rival_wins=5.5), **changes)


def test_the_better_moves_score_and_the_rival_a_move_let_win_are_said_in_english_and_japanese() -> None:
    names = ["You", "Pablo", "Dolly"]
    points = lambda n: score_text("alpacas", n)
    assert what_each_got(decision(), points, names) == ("Played out 40 times from here, it left you about 31 pts at "
                                                        "the end and yours 27 pts; yours also let Dolly win 6 more of "
                                                        "them.")
    assert what_each_got(decision(rival=-1, rival_wins=0.0), points, names).endswith("and yours 27 pts.")
    assert what_each_got(decision(score_taken=31.2), points, names) == \
        "Played out 40 times from here, yours let Dolly win 6 more of them."
    assert what_each_got(decision(score_taken=31.2, rival=-1, rival_wins=0.0), points, names) == ""
    assert what_each_got(decision(as_good=True), points, names) == ""
    fewest = what_each_got(decision(), points, names, fewest_wins=True)
    assert "(the fewest win)" in fewest and fewest.endswith("Yours also let Dolly win 6 more of them.")
    i18n.set_language("ja")
    try:
        said = what_each_got(decision(), points, names)
        assert "40回" in said and "31点" in said and "27点" in said and "Dolly" in said and "Played" not in said
    finally:
        i18n.set_language("en")
