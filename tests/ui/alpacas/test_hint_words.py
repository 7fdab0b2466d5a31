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


def test_empty_spaces_carry_no_coordinates_and_the_keys_say_row_and_column() -> None:
    """Empty board spaces were labelled "1,1" ... "3,3", and the keyboard said "space 1,1"."""
    import re

    from llamagames.ui.layout_check import recording, screen_marks
    from llamagames.ui.layout_tour import make_app, mid_game, open_table

    with recording():
        app = make_app((1280, 720))
        try:
            for seed in range(12, 30):
                table = open_table(app, mid_game("alpacas", 2, seed, moves=6))
                if table.match.current_seat() == 0:
                    break
                app.scenes.pop_to_root()
            _, marks = screen_marks(app)
            row = next(group for group in table.parts.keys.targets() if group.name == "row")
            row.targets[0].callback()  # a row card picked up: the spaces it may go to are offered
            spaces = next(group for group in table.parts.keys.targets() if group.name == "spaces")
            labels = [target.label for target in spaces.targets]
        finally:
            app.scenes.clear()
    assert not [m.text for m in marks if re.fullmatch(r"\d,\d", m.text)]
    assert labels and all(re.search(r"row \d, column \d", label) for label in labels), labels
