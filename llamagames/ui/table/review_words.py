"""What the review strip says: its lines at the replay's position, from the review's figures.

The strip (``review_strip.py``) decides which of these applies (a review computing, the game
as a whole, one decision) and draws them; the words are made here, as (text, colour, bold)
lines, from the review, a decision and the game's names for its moves. The one sentence why
the hard bot's move is better comes from the Hint's reason codes (``bots.explain``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...bots.explain import Reason, explainer, only_move
from ...catalogue import entry
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
Score = Callable[[int], str]
"""A number of the game's points in words, with its unit: "21 pts", "2 shelters"."""


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


def lost_by(review: Review) -> tuple[int, int] | None:
    """(points behind the winner, the winner's seat) of a finished game the seat lost; None
    when it won, shared the win, or the scores are not known."""
    scores = review.scores
    if scores is None or review.result is None or review.result > 0 or review.seat >= len(scores):
        return None
    lower = entry(review.game).lower_is_better
    winner = (min if lower else max)(range(len(scores)), key=lambda seat: scores[seat])
    return abs(scores[review.seat] - scores[winner]), winner


NOTHING_TO_GAIN = "Nothing to gain here: at every decision the hard bot played your move or did no better."


def nothing_to_gain(review: Review) -> bool:
    """Whether no decision of the review lost anything against the hard bot's move: neither a
    chance to win nor points (L.L.A.M.A. at seed 2 against the hard bot: the hard bot's move
    was the one taken at 10 of 11 decisions and no better at the last; every other legal move
    was judged too, none better beyond the noise, while the chance stayed near 50% until the
    last round: the deal lost that game, not a decision)."""
    return all(d.as_good or (d.drop <= 0 and d.points <= 0) for d in review.decisions)


def no_costly_words(review: Review) -> str:
    """What stands in the costliest decisions' place when a finished review marks none: that
    nothing could be gained, or that nothing cost more than the noise."""
    return t(NOTHING_TO_GAIN) if nothing_to_gain(review) else t(QUIET_GAME)


def quiet_words(review: Review, names: Sequence[str], score: Score) -> list[str]:
    """What a review that marks nothing says instead of an empty strip: the largest loss of a
    decision, and by how much the game was lost; then what the hard bot's moves were worth.
    Where nothing could be gained (``nothing_to_gain``: the list's place says so) it says the
    game was lost on the cards, not that no decision lost more than 0%."""
    drops = [d.drop for d in review.decisions if not d.as_good]
    worst = percent(max([0.0, *drops]))
    lost = lost_by(review)
    if nothing_to_gain(review):
        if lost is None:
            return [t("Every decision was as good as the hard bot's.")]
        points, winner = lost
        name = names[winner] if winner < len(names) and names[winner] else t("Seat {number}", number=winner + 1)
        return [t("The game was lost by {points} to {winner} on the cards dealt, not on a decision.",
                  points=score(points), winner=name)]
    if lost is None:
        return [sentences(t("No decision lost more than {drop} of your chance to win.", drop=worst), t(QUIET_GAME))]
    points, winner = lost
    name = names[winner] if winner < len(names) and names[winner] else t("Seat {number}", number=winner + 1)
    words = [t("No decision lost more than {drop} of your chance to win: the game was lost by {points} to {winner}.",
               drop=worst, points=score(points), winner=name)]
    gain = round(sum(max(0.0, d.points) for d in review.decisions if not d.as_good))
    if gain >= 1:
        words.append(t("The hard bot's moves were worth about {points} more over your decisions, none of them "
                       "clearly on its own.", points=score(gain)))
    return words


def overview_lines(review: Review, names: Sequence[str] = (), score: Score | None = None) -> list[Line]:
    """The words away from the reviewed seat's decisions: the game as a whole. ``names`` are
    the seats' names and ``score`` words a number of the game's points (for a quiet review).
    The verdict is a line of its own, before the key's reminder: where the strip has no room
    for every line, the second gives way first and the last ones are left out, never the verdict."""
    good = sum(1 for d in review.decisions if d.as_good)
    head = [(t("Your chance to win over the game: click the graph to go there."), CREAM, True),
            (t("{count} decisions; the hard bot agreed with {good}.", count=len(review.decisions), good=good),
             SAND, False)]
    if review.marked:
        return head + [(sentences(t("The red marks are the costliest ones."), t("R hides the review.")), SAND, False)]
    verdict, *more = quiet_words(review, names, score or points_text)
    return head + [(verdict, GOLD, False)] + [(words, SAND, False) for words in more] + \
        [(t("R hides the review."), SAND, False)]


COSTLIEST = 3
"""How many of the costliest decisions the strip lists at its top (keys 1 to 3 go there)."""


def costliest(review: Review, count: int = COSTLIEST, finished: bool = True) -> list[Decision]:
    """The review's costliest decisions, costliest first: its marked ones (clear drops, then
    points). While it is computed (not ``finished``), the list fills up with the largest drops
    judged so far that are within the noise (their line says so), so it has something to show
    from the first decisions; the finished review lists only the clear ones."""
    def cost(d: Decision) -> tuple[float, float, int]:
        return -d.drop, -d.points, d.move

    ranked = sorted(review.marked, key=cost)[:count]
    if not finished:
        unclear = [d for d in review.decisions if not d.marked and not d.as_good and (d.drop > 0 or d.points > 0)]
        ranked += sorted(unclear, key=cost)[:count - len(ranked)]
    return ranked


def noise_note(decision: Decision, text: str) -> str:
    """``text``, said to be within the estimate's noise where the decision's drop is not clear."""
    return text if decision.marked else t("{line} (within the estimate's noise)", line=text)


def costly_line(rank: int, decision: Decision, move_name: Callable[[str], str]) -> str:
    """One of the costliest decisions in a line: the key that goes there, what was played, what
    the hard bot would play, and what it cost, each chance with its interval."""
    return noise_note(decision, t("{key}. Move {move}: you chose {taken}, {after} ({spread}). The hard bot: {hard}, {chance} "
             "({hard_spread}). It cost {drop}.", key=rank, move=decision.move, taken=move_name(decision.taken),
             after=percent(decision.after.value), spread=spread(decision.after), hard=move_name(decision.hard),
             chance=percent(decision.hard_chance.value), hard_spread=spread(decision.hard_chance),
             drop=percent(max(0.0, decision.drop)) if decision.drop >= 0.005 else
             t("about {points}", points=points_text(round(decision.points)))))


def costly_short(rank: int, decision: Decision) -> str:
    """One of the costliest decisions in a short line, where the strip has no room for more."""
    cost = percent(max(0.0, decision.drop)) if decision.drop >= 0.005 else points_text(round(decision.points))
    return noise_note(decision, t("{key}. Move {move}: it cost {drop}", key=rank, move=decision.move, drop=cost))


def costliest_head(finished: bool, found: int) -> str:
    """The title over the costliest decisions: so far while the review goes on."""
    if not finished:
        return t("Costliest so far (1-{count} to go there):", count=found) if found else \
            t("Nothing has cost you a chance so far.")
    return t("Your costliest decisions (1-{count} to go there):", count=found)


def points_text(points: int) -> str:
    """Points without a game's own unit."""
    return t("{score} pts", score=points)


def decision_lines(decision: Decision, move_name: Callable[[str], str], why: Callable[[Decision], str],
                   score: Score | None = None) -> list[Line]:
    """The words at one of the reviewed seat's decisions: the move chosen, the chances before
    and after, and the hard bot's move (with why, at a marked one, and what it gained in points
    where the chances alone do not show it). ``move_name`` names a move from its text form;
    ``why`` is asked only at a marked decision the hard bot would not repeat."""
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
    gained = points_lines(decision, score or points_text)
    if gained:  # both chances the same (0% in a game lost whatever): the points say the difference
        words[1], gained = gained[0], []
    if reason:  # the reason names the move; one block, so it is never shown without its reason
        words.append((t("The hard bot's move, {chance} ({spread}): {reason}", chance=chance, spread=noise,
                        reason=reason), GOLD, True))
        return words + gained
    words.append((t("The hard bot: {hard}, {chance} ({spread})", hard=hard, chance=chance, spread=noise),
                  SAND, False))
    if decision.drop <= 0:
        words.append((t("Your move did as well here."), GOOD, False))
    elif not decision.marked:
        words.append((t("Within the estimate's noise."), SAND, False))
    return words + gained


def points_lines(decision: Decision, score: Score) -> list[Line]:
    """At a marked decision the chances alone do not show (a game lost whatever was played):
    what the hard bot's move gained in points, and in how many of the sample games."""
    if not decision.marked or decision.points < 0.5 or decision.drop >= 0.01:
        return []
    deals = decision.after.playouts
    return [(t("In the sample games its move ended about {points} better for you, and better in {better} of {deals}.",
               points=score(round(decision.points)), better=decision.better, deals=deals), GOLD, False)]


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


__all__ = ["COSTLIEST", "Line", "QUIET_GAME", "Score", "costliest", "costliest_head", "costly_line", "costly_short", "noise_note", "decision_lines", "hard_reason", "lost_by", "overview_lines", "percent",
           "points_lines", "points_text", "quiet_words", "NOTHING_TO_GAIN", "no_costly_words", "nothing_to_gain", "spread", "status_lines"]
