"""Every point accounted for: what a move did to the objectives' points, said in the move log.

The score a table shows counts each objective marker whose condition is met now (the rules'
``objective_points``), so a feed or a llama can make a score jump by more than the card it
bought. The rules' move sentences name the card; this names the rest: each marker that starts
or stops scoring, or scores another rank, gets its own sentence and its own flight to the
score. Pure: two positions' points in, changes and sentences out.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....i18n import t
from ....rules.llamaland.components import OBJECTIVES

Points = dict[tuple[int, str], int]
"""(seat, objective key) -> points its marker scores now (``LLAMALAND.objective_points``)."""


@dataclass(frozen=True)
class ObjectiveChange:
    """One marker's points before and after a move."""

    seat: int
    objective: str
    before: int
    after: int

    @property
    def delta(self) -> int:
        return self.after - self.before


def objective_changes(before: Points, after: Points) -> list[ObjectiveChange]:
    """The markers whose points a move changed, seat by seat, in the cards' order of keys."""
    keys = sorted(set(before) | set(after))
    return [ObjectiveChange(seat, key, before.get((seat, key), 0), after.get((seat, key), 0))
            for seat, key in keys if before.get((seat, key), 0) != after.get((seat, key), 0)]


def change_sentence(change: ObjectiveChange, name: str, you: bool) -> str:
    """The move log's sentence for ``change``: "Pablo meets Wealth: +6 points."."""
    title = t(OBJECTIVES[change.objective].title.replace(" (golden)", ""))
    if change.before == 0:
        return (t("You meet {objective}: +{points} points.", objective=title, points=change.after) if you
                else t("{name} meets {objective}: +{points} points.", name=name, objective=title, points=change.after))
    if change.after == 0:
        return (t("You no longer meet {objective}: −{points} points.", objective=title, points=change.before) if you
                else t("{name} no longer meets {objective}: −{points} points.", name=name, objective=title,
                       points=change.before))
    return (t("You now score {points} points on {objective}.", objective=title, points=change.after) if you
            else t("{name} now scores {points} points on {objective}.", name=name, objective=title, points=change.after))


__all__ = ["ObjectiveChange", "Points", "change_sentence", "objective_changes"]
