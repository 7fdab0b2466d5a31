"""The review's list of costliest decisions names only the keys of the rows it shows."""

from __future__ import annotations

from llamagames.review.engine import Chance, Decision, Review
from llamagames.ui.table.review_costly import Title, costly_blocks, rows_with_room


def decision(move: int, drop: float) -> Decision:
    chance = Chance(1, 10, 0.0, 0.3)
    return Decision(move, 0, 4, "t", "h", "n", chance, chance, Chance(5, 10, 0.2, 0.8), False, drop, marked=True)


def blocks(found: int, finished: bool = True) -> list:
    decisions = tuple(decision(10 + k, 0.4 - k / 10) for k in range(found))
    review = Review("alpacas", 4, 1, 0, 10, decisions, None, 60)
    listed = costly_blocks(review, finished, decisions, 0, str, 13, 10_000, full=False)
    return [block for block in listed if isinstance(block[3], (Decision, Title))]  # what a chance is: aside


def test_a_title_over_two_rows_of_three_names_keys_1_and_2() -> None:
    """pt47 at 1152x720 and 150% read 'Costliest so far (keys 1-3 go there):' over two rows (the
    third had no room): the title names the keys of the rows drawn, the third is left out whole."""
    found = blocks(3, finished=False)
    assert "keys 1-3" in found[0][0][0]
    shown = rows_with_room(found, room=3, line_h=1)  # the title and two one-line rows
    assert len(shown) == 3 and "keys 1-2" in shown[0][0][0]
    one = rows_with_room(blocks(3), room=2, line_h=1)
    assert [len(one), one[0][0][0]] == [2, "Your costliest decision (key 1 goes there):"]


def test_a_list_with_room_for_all_or_none_of_its_rows_keeps_its_title() -> None:
    found = blocks(3)
    assert rows_with_room(found, room=4, line_h=1) == found
    assert rows_with_room(found, room=1, line_h=1) == found[:1]  # the title alone: the keys still go there
