"""The Alpacas hints count in words with their plural and give a reason for every move
("1 treats" and "its lines can still score" were what players read)."""

from __future__ import annotations

from llamagames.bots.explain import Reason
from llamagames.ui.games.alpacas.advice import SENTENCES
from llamagames.ui.table.advice import sentence


def namer(kind: str, value: object) -> str:
    from llamagames.ui.games.alpacas.coach import AlpacasCoach

    return AlpacasCoach.namer(None, kind, value)  # type: ignore[arg-type]


def said(code: str, **values: object) -> str:
    return sentence(Reason(code, values), "", ["You", "Rosa"], namer, "alpacas")


def test_one_treat_is_singular_and_two_are_plural() -> None:
    one = said("alpacas_take_paid", position=2, treats=1, lines=1, row=1, column=3, points=0)
    assert "(1 treat)" in one and "1 treats" not in one
    two = said("alpacas_take_treats", position=3, treats=2, got=1, row=2, column=2, points=0)
    assert "costs 2 treats but carries 1 treat" in two


def test_a_paid_take_and_a_move_say_what_they_leave_open() -> None:
    one = said("alpacas_take_paid", position=2, treats=1, lines=1, row=1, column=3, points=0)
    assert one.endswith("it leaves a line of two that can still score.")
    moved = said("alpacas_move", lines=2, row=3, column=1)
    assert moved.endswith("it leaves 2 lines of two that can still score.")


def test_no_sentence_leaves_a_count_without_its_noun() -> None:
    for template in SENTENCES.values():
        assert "{treats} treats" not in template and "its lines can still score" not in template
