"""The words and the worth of a choice between several legal actions a drop means.

When a drop matches more than one legal action (how to pay, which treats go onto the next
card, the value of a wild card) the table never picks one: it asks in the kit's chooser
(``table.chooser.choose``), one option per action, in these words and with what each is worth.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....i18n import t
from ....rules.alpacas.actions import PAY_TREATS, Move, Take
from ....rules.alpacas.components import ANIMAL, ANIMALS

_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def _ordinal(n: int) -> str:
    return t(_ORDINAL[n]) if n in _ORDINAL else t("{number}th", number=n)


def treat_words(clovers: int, carrots: int) -> str:
    """"1 clover and 2 carrots" (or "nothing") in the interface language."""
    parts = []
    if clovers:
        parts.append(t("{count} clover", count=clovers) if clovers == 1 else t("{count} clovers", count=clovers))
    if carrots:
        parts.append(t("{count} carrot", count=carrots) if carrots == 1 else t("{count} carrots", count=carrots))
    return t(" and ").join(parts) if parts else t("nothing")


_treats = treat_words


def _spent(action: Take) -> tuple[int, int]:
    """The (clovers, carrots) a take pays in all."""
    return (sum(PAY_TREATS[c][0] for c in action.pay), sum(PAY_TREATS[c][1] for c in action.pay))


def describe_options(actions: Sequence[Any], row: Sequence[int]) -> tuple[str, list[str]]:
    """(question, one line per action) naming only what differs between the actions."""
    takes = [a for a in actions if isinstance(a, Take)]
    pays = {a.pay for a in takes}
    spends = {_spent(a) for a in takes}
    leaves = {a.leave for a in takes}
    wilds = {a.wild for a in actions if isinstance(a, (Take, Move))}
    questions = []
    if len(pays) > 1:
        questions.append(t("how to pay"))
    if len(leaves) > 1:
        questions.append(t("which treats go onto the next card"))
    if len(wilds) > 1:
        questions.append(t("what the wild card counts as"))
    question = t("Choose {what}:", what=t(" and ").join(questions)) if questions else t("Choose:")
    if questions == [t("how to pay")] and len(spends) == 1:
        question = t("Choose where the double goes:")
    lines = []
    for action in actions:
        parts = []
        if isinstance(action, Take) and len(pays) > 1:
            doubles = []
            for position, code in enumerate(action.pay):
                clovers, carrots = PAY_TREATS[code]
                if clovers + carrots == 2:
                    animal = ANIMALS[ANIMAL[row[position]]]
                    doubles.append(t("{treats} on the {nth} card ({animal})", treats=_treats(clovers, carrots),
                                     nth=_ordinal(position + 1), animal=t(animal)))
            spent = _spent(action)
            if len(spends) == 1 and doubles:
                text = t(", ").join(doubles)  # the same treats in every option: only where the double goes
            else:
                text = t("pay {treats}", treats=_treats(*spent))
                if doubles:
                    text += t(": ") + t(", ").join(doubles)
            parts.append(text)
        if isinstance(action, Take) and len(leaves) > 1:
            if len(questions) == 1:
                parts.append(_treats(*action.leave))  # the question already says where they go
            else:
                parts.append(t("put {treats} onto the next card", treats=_treats(*action.leave)))
        if isinstance(action, (Take, Move)) and len(wilds) > 1 and action.wild is not None:
            parts.append(t("the wild card counts as {value}", value=action.wild))
        line = t("; ").join(parts) or str(action)
        lines.append(line[0].upper() + line[1:])
    return question, lines


def points_words(points: int) -> str:
    """"4 points" (or "1 point")."""
    return t("{points} point", points=points) if points == 1 else t("{points} points", points=points)


def option_worths(actions: Sequence[Any], worths: Sequence[tuple[int, tuple[int, int] | None]]) -> list[str]:
    """What each action is worth, in words, from its (points scored now, treats held after):
    the points when a wild card's value is the question or the move scores, and the treats
    you keep after a take when how to pay is the question ("2 clovers and 1 carrot left")."""
    wilds = {a.wild for a in actions if isinstance(a, (Take, Move))}
    takes = [a for a in actions if isinstance(a, Take)]
    treats_asked = len({a.pay for a in takes}) > 1 or len({a.leave for a in takes}) > 1
    lines = []
    for points, left in worths:
        parts = [points_words(points)] if len(wilds) > 1 or points else []
        if left is not None and treats_asked:
            parts.append(t("{treats} left", treats=treat_words(*left)))
        lines.append(" · ".join(parts))
    return lines


__all__ = ["describe_options", "option_worths", "points_words", "treat_words"]
