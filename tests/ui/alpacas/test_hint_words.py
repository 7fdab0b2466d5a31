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


def test_a_paid_take_and_a_move_name_the_line_they_build_and_its_worth() -> None:
    """pt50 read "it starts a line that can still score" four times: the line is named by what
    its cards share, with the most a third card makes of it."""
    one = said("alpacas_take_paid", position=2, treats=1, lines=1, row=1, column=3, points=0,
               shape=(0, 2, "run"), worth=6)
    assert one.endswith("the treats buy two of a line of red llamas, counting in order, "
                        "worth up to 6 points once a third card fits.")
    moved = said("alpacas_move", lines=2, row=3, column=1, shape=(1, -2, "3"), worth=4)
    assert "a line of alpacas, all 3s, worth up to 4 points" in moved


def test_the_reason_reads_the_line_from_the_board() -> None:
    """``explain`` names the line the card joins: two red llamas 2 and 3 in a row count up."""
    from llamagames.bots.explain_alpacas import best_line, fresh_line, line_shape
    from llamagames.rules.alpacas.components import ANIMAL, CARDS, COLOUR, DIGIT, STAR, WHITE

    def card(animal: int, digit: int, colour: int) -> int:
        return CARDS.index((animal, digit, colour))

    red2, red3, white1 = card(0, 2, 2), card(0, 3, 2), card(1, 1, WHITE)
    assert (ANIMAL[red2], DIGIT[red3], COLOUR[white1]) == (0, 3, WHITE) and STAR == 0
    assert line_shape([red2, red3, None]) == ((0, 2, "run"), 6)
    assert line_shape([red2, white1, None]) == ((-1, 2, ""), 2)  # llama and alpaca, 2 then 1: colour alone
    board: list[int | None] = [red2, red3, None, None, None, None, None, None, None]
    assert best_line(board, 1) == ((0, 2, "run"), 6)
    assert best_line(board, 4) is None and fresh_line([None] * 4 + [red2] + [None] * 4, 4) == ((0, 2, "any"), 6)


def test_japanese_names_the_line_too() -> None:
    from llamagames.i18n import set_language

    set_language("ja")
    try:
        text = said("alpacas_take_line", position=1, treats=0, lines=1, row=2, column=1, points=0,
                    shape=(1, 0, "2"), worth=6)
    finally:
        set_language("en")
    assert "ピンクのアルパカ（数字はすべて2）のライン" in text and "最大6点" in text


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
