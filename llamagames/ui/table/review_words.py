"""What the review strip says: its lines at the replay's position, from the review's figures.

The strip (``review_strip.py``) decides which of these applies (a review computing, the game
as a whole, one decision) and draws them; the words are made here, as (text, colour, bold)
lines, from the review, a decision and the game's names for its moves. The one sentence why
the hard bot's move is better comes from the Hint's reason codes (``bots.explain``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...bots.explain import Reason, explainer, only_move
from ...i18n import sentences, t
from ...review.engine import Chance, Decision, Review
from ..palette import CREAM, GOLD, SAND, TERRACOTTA
from .advice import sentence
from .review_graph import GOOD

if TYPE_CHECKING:
    from ...seat_view import SeatView
    from .kit import Table

Line = tuple[str, tuple[int, int, int], bool]
"""One line of the strip: its text, its colour and whether it is bold."""
QUIET_GAME = "No decision cost clearly more than the estimate's noise."


def percent(value: float) -> str:
    return f"{100 * value:.0f}%"


def spread(chance: Chance) -> str:
    """The uncertainty of an estimate in points of chance: "±8"."""
    return f"±{100 * (chance.high - chance.low) / 2:.0f}"


def status_lines(state: str, progress: tuple[int, int], error: str) -> list[Line] | None:
    """The words while no review is shown: computing (``progress`` is done of total), cancelled
    or failed (``error`` says why); None once the review is ready."""
    if state == "computing":
        done, total = progress
        return [(t("Reviewing your decisions in the background…"), CREAM, True),
                (t("{done} of {total} decisions", done=done, total=total) if total else t("Starting…"), SAND, False)]
    if state == "cancelled":
        return [(t("The review was cancelled."), CREAM, True), (t("Press Review to start it again."), SAND, False)]
    if state == "failed":
        return [(t("The game could not be reviewed."), TERRACOTTA, True), (error, SAND, False)]
    return None


def overview_lines(review: Review) -> list[Line]:
    """The words away from the reviewed seat's decisions: the game as a whole."""
    good = sum(1 for d in review.decisions if d.as_good)
    return [(t("Your chance to win over the game: click the graph to go there."), CREAM, True),
            (t("{count} decisions; the hard bot agreed with {good}.", count=len(review.decisions), good=good),
             SAND, False),
            (sentences(t("The red marks are the costliest ones.") if review.marked else t(QUIET_GAME),
                       t("R hides the review.")), SAND, False)]


def decision_lines(decision: Decision, move_name: Callable[[str], str], why: Callable[[Decision], str]) -> list[Line]:
    """The words at one of the reviewed seat's decisions: the move chosen, the chances before
    and after, and the hard bot's move (with why, at a marked one). ``move_name`` names a move
    from its text form; ``why`` is asked only at a marked decision the hard bot would not repeat."""
    taken = move_name(decision.taken)
    words = [(t("Move {move} comes next: you chose {taken}", move=decision.move, taken=taken), CREAM, True),
             (t("Chance to win: {before} before, {after} after ({spread})", before=percent(decision.before.value),
                after=percent(decision.after.value), spread=spread(decision.after)), SAND, False)]
    if decision.as_good:
        words.append((t("As good: the hard bot would play the same."), GOOD, True))
        return words
    chance, noise = percent(decision.hard_chance.value), spread(decision.hard_chance)
    hard = move_name(decision.hard)
    if decision.marked:  # a mistake: both chances side by side, yours and the better move's
        words[1] = (t("Your move: {after} ({spread}) · the hard bot's: {chance} ({hard_spread})",
                      after=percent(decision.after.value), spread=spread(decision.after), chance=chance,
                      hard_spread=noise), SAND, False)
    if hard == taken:  # the same words for both: say why two figures
        words.append((t("Both are {move}, but each chance is an estimate from its own sample games, so "
                        "they differ within their ± range.", move=hard), SAND, False))
    reason = why(decision) if decision.marked else ""
    if reason:  # the reason names the move; one block, so it is never shown without its reason
        words.append((t("The hard bot's move, {chance} ({spread}): {reason}", chance=chance, spread=noise,
                        reason=reason), GOLD, True))
        return words
    words.append((t("The hard bot: {hard}, {chance} ({spread})", hard=hard, chance=chance, spread=noise),
                  SAND, False))
    if decision.drop <= 0:
        words.append((t("Your move did as well here."), GOOD, False))
    elif not decision.marked:
        words.append((t("Within the estimate's noise."), SAND, False))
    return words


def hard_reason(table: Table, view: SeatView[Any, Any, Any], action: Any) -> str:
    """One sentence why the hard bot's move ``action`` is better, from the hint's reason codes,
    read from the position ``view`` shows (the reviewed seat's, all told)."""
    legal, observation = view.legal_actions(), view.observation()
    explain = explainer(table.game_name)
    try:
        reason = only_move(legal) or (explain(observation, legal, action) if explain else Reason("best_guess"))
    except Exception:  # an explanation must never stop the replay
        reason = Reason("best_guess")
    return sentence(reason, table.parts.coach.move_name(action), table.names, table.parts.coach.namer, table.game_name)


__all__ = ["Line", "QUIET_GAME", "decision_lines", "hard_reason", "overview_lines", "percent", "spread",
           "status_lines"]
