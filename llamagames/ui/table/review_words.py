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
    from ...review.where import DecisionPositions
    from .kit import Table

Line = tuple[str, tuple[int, int, int], bool]
"""One line of the strip: its text, its colour and whether it is bold."""
QUIET_GAME = "No decision clearly cost you anything: where the hard bot would play otherwise, the difference was within the estimate's noise."
Score = Callable[[int], str]
"""A number of the game's points in words, with its unit: "21 pts", "2 shelters"."""


def percent(value: float) -> str:
    return f"{100 * value:.0f}%"


NUMBER_WIDTH = 0.08
"""The widest interval (either side) a chance is still shown as a number; wider, in words."""
FINE_WIDTH = 0.03
"""Up to this either side a chance is shown to the point; wider, to the nearest 5%."""


def say_chance(chance: Chance) -> str:
    """A chance as far as it can be trusted: "35%" (to the nearest 5 where the estimate is only
    that good), or in words where its interval is too wide for a number to mean anything (a
    game whose playouts are whole games has few of them: "low", "about even")."""
    half = (chance.high - chance.low) / 2
    if half <= FINE_WIDTH:
        return percent(chance.value)
    if half <= NUMBER_WIDTH:
        return f"{5 * round(20 * chance.value)}%"
    if chance.high <= 0.2:
        return t("slim")
    if chance.low >= 0.8:
        return t("very good")
    if chance.high < 0.5 or (chance.low <= 0.5 and chance.value < 0.35):
        return t("low")
    if chance.low > 0.5 or chance.value > 0.65:
        return t("good")
    return t("about even")


def coarse(decision: Decision) -> bool:
    """Whether a chance of the decision is said only to the nearest 5% (``say_chance``): two such
    round numbers hide what the better move gives (Llamagedón's three costliest all read "20%,
    not 15%"), while the drop, counted on the same deals for both moves, is finer than either."""
    return any(FINE_WIDTH < (c.high - c.low) / 2 <= NUMBER_WIDTH for c in (decision.hard_chance, decision.after))


def spread(chance: Chance) -> str:
    """The uncertainty of an estimate in points of chance: "±8"."""
    return f"±{100 * (chance.high - chance.low) / 2:.0f}"


def status_lines(state: str, progress: tuple[int, int], error: str) -> list[Line] | None:
    """The words while no review is shown: none while it is computed (its progress stands by
    Cancel, :func:`progress_words`), cancelled or failed (``error`` says why); None once the
    review is ready."""
    if state == "computing":
        return []
    if state == "cancelled":
        return [(t("The review was cancelled."), CREAM, True), (t("Press Review to start it again."), SAND, False)]
    if state == "failed":
        return [(t("The game could not be reviewed."), TERRACOTTA, True), (error, SAND, False)]
    return None


def progress_words(done: int, total: int) -> str:
    """What the review is doing, said whole from its first frame: "Looking at your decisions:
    3 of 60" (a playtester saw a bar with no words, then a bare "3/60" beside Cancel at 150%)."""
    if not total:
        return t("Looking at your decisions…")
    return t("Looking at your decisions: {done} of {total}", done=done, total=total)


def lost_by(review: Review) -> tuple[int, int] | None:
    """(points behind the winner, the winner's seat) of a finished game the seat lost; None
    when it won, shared the win, or the scores are not known."""
    scores = review.scores
    if scores is None or review.result is None or review.result > 0 or review.seat >= len(scores):
        return None
    lower = entry(review.game).lower_is_better
    winner = (min if lower else max)(range(len(scores)), key=lambda seat: scores[seat])
    return abs(scores[review.seat] - scores[winner]), winner


NOTHING_TO_GAIN = "None of your decisions cost you anything: at each the hard bot played your move or did no better."


def nothing_to_gain(review: Review) -> bool:
    """Whether no decision of the review lost anything against the hard bot's move: neither a
    chance to win nor points (L.L.A.M.A. at seed 2 against the hard bot: the hard bot's move
    was the one taken at 10 of 11 decisions and no better at the last; every other legal move
    was judged too, none better beyond the noise, while the chance stayed near 50% until the
    last round: the deal lost that game, not a decision)."""
    return not any(d.costs for d in review.decisions)


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
    head = [(t(over_the_game(review)), CREAM, True),
            (t("{count} decisions; the hard bot agreed with {good}.", count=len(review.decisions), good=good),
             SAND, False)]
    if review.marked:
        return head + [(sentences(t("The red marks are the costliest ones."), t("R hides the review.")), SAND, False)]
    verdict, *more = quiet_words(review, names, score or points_text)
    return head + [(verdict, GOLD, False)] + [(words, SAND, False) for words in more] + \
        [(t("R hides the review."), SAND, False)]


def over_the_game(review: Review) -> str:
    """The graph's title: a game the seat won says so (the graph ends at 100% there)."""
    if review.result is not None and review.result >= 1:
        return "You won: your chance to win over the game ends at 100%. Click the graph to go there."
    if review.result:
        return "You shared the win. Your chance to win over the game: click the graph to go there."
    return "Your chance to win over the game: click the graph to go there."


COSTLIEST = 3
"""How many of the costliest decisions the strip lists at its top (keys 1 to 3 go there)."""


def costliest(review: Review, count: int = COSTLIEST, finished: bool = True) -> list[Decision]:
    """The review's costliest decisions, costliest first: its marked ones (clear drops, then
    points). While it is computed (not ``finished``), the list fills up with the largest drops
    judged so far that are within the noise (their line says so), so it has something to show
    from the first decisions; the finished review lists only the clear ones. A decision that
    cost nothing (``Decision.costs``: under a percent and a point) is never listed."""
    def cost(d: Decision) -> tuple[float, float, int]:
        return -d.drop, -d.points, d.move

    ranked = sorted(review.marked, key=cost)[:count]
    if not finished:
        unclear = [d for d in review.decisions if not d.marked and d.costs]
        ranked += sorted(unclear, key=cost)[:count - len(ranked)]
    return ranked


def noise_note(decision: Decision, text: str) -> str:
    """``text``, said to be within the estimate's noise where the decision's drop is not clear."""
    return text if decision.marked else t("{line} (within the estimate's noise)", line=text)


CHANCE_MEANING = "Chance to win: how often you win when bots play the rest of the game from there, many times over."
"""What every percentage of the review is, said once under the costliest decisions' title."""


def what_it_changes(decision: Decision, score: Score | None = None) -> str:
    """What the hard bot's move would have changed, in plain words: the chance to win with it and
    with the move taken, or (both chances the same) the points it would have gained."""
    chance, after = say_chance(decision.hard_chance), say_chance(decision.after)
    if chance != after and decision.drop >= 0.005 and coarse(decision):  # not "20%, not 15%" at every decision
        return t("With it your chance to win would be about {drop} higher.", drop=percent(decision.drop))
    if chance != after and (decision.drop >= 0.005 or decision.points < 0.5):
        return t("With it your chance to win would be {chance}, not {after}.", chance=chance, after=after)
    if decision.points >= 0.5:  # "low, not low": the points say what the chances cannot
        return t("With it you would end about {points} better.", points=(score or points_text)(round(decision.points)))
    if decision.costs:  # a clear drop the chances' words hide (measured on shared deals: more precise than either)
        return t("With it your chance to win would be about {drop} higher.", drop=percent(decision.drop))
    return t("With it your chance to win would be about the same ({chance}).", chance=chance)


def what_each_got(decision: Decision, score: Score | None = None, names: Sequence[str] = (),
                  fewest_wins: bool = False) -> str:
    """What the better move would have got and what the move taken cost, in the sample games
    (the review's deals): the score each left the seat with at the end (``fewest_wins``: said
    to be a game where the fewest points win), and the rival the move taken let win more
    often; "" where the deals show neither (or a review kept before)."""
    if decision.as_good or not decision.after.playouts:
        return ""
    say = score or points_text
    hard, taken = round(decision.score_hard), round(decision.score_taken)
    rival = names[decision.rival] if 0 <= decision.rival < len(names) else ""
    gave = round(decision.rival_wins)
    deals = decision.after.playouts
    if hard != taken and fewest_wins:
        scores = t("Played out {deals} times from here, it left you about {hard} at the end and yours {taken} "
                   "(the fewest win).", deals=deals, hard=say(hard), taken=say(taken))
        rivals = t("Yours also let {rival} win {count} more of them.", rival=rival, count=gave)
        return sentences(scores, rivals) if rival and gave >= 1 else scores
    if hard != taken and rival and gave >= 1:
        return t("Played out {deals} times from here, it left you about {hard} at the end and yours {taken}; "
                 "yours also let {rival} win {count} more of them.", deals=deals, hard=say(hard), taken=say(taken),
                 rival=rival, count=gave)
    if hard != taken:
        return t("Played out {deals} times from here, it left you about {hard} at the end and yours {taken}.",
                 deals=deals, hard=say(hard), taken=say(taken))
    if rival and gave >= 1:
        return t("Played out {deals} times from here, yours let {rival} win {count} more of them.", deals=deals,
                 rival=rival, count=gave)
    return ""


def costly_line(rank: int, decision: Decision, move_name: Callable[[str], str], score: Score | None = None) -> str:
    """One of the costliest decisions in full: what was played, what the hard bot would play, and
    what that changes (no ± here: the position's own words give the margin)."""
    said = t("{key}. Move {move}: you chose {taken}. Better: {hard}.", key=rank, move=decision.move,
             taken=move_name(decision.taken), hard=move_name(decision.hard))
    return noise_note(decision, sentences(said, what_it_changes(decision, score)))


def costly_short(rank: int, decision: Decision, score: Score | None = None) -> str:
    """One of the costliest decisions in a short line, where the strip has no room for more: what
    the better move would have changed (its key or a click shows the moves and why)."""
    after, chance = say_chance(decision.after), say_chance(decision.hard_chance)
    if (after == chance and decision.points < 0.5) or (after != chance and decision.drop >= 0.005 and coarse(decision)):
        # "35% instead of 35%", or "15% instead of 20%" rounded to 5s: the drop on shared deals says it
        text = t("{key}. Move {move}: chance to win about {drop} lower than with the better move", key=rank,
                 move=decision.move, drop=percent(decision.drop)) if decision.costs else \
            t("{key}. Move {move}: about the same chance to win ({chance})", key=rank, move=decision.move, chance=chance)
    elif after != chance and (decision.drop >= 0.005 or decision.points < 0.5):
        text = t("{key}. Move {move}: chance to win {after} instead of {chance}", key=rank, move=decision.move,
                 after=after, chance=chance)
    else:
        text = t("{key}. Move {move}: about {points} fewer than the better move", key=rank, move=decision.move,
                 points=(score or points_text)(round(decision.points)))
    return noise_note(decision, text)


def costliest_head(finished: bool, found: int) -> str:
    """The title over the costliest decisions: so far while the review goes on."""
    if not finished:
        if found == 1:
            return t("Costliest so far (key 1 goes there):")
        return t("Costliest so far (keys 1-{count} go there):", count=found) if found else \
            t("Nothing has cost you a chance so far.")
    if found == 1:
        return t("Your costliest decision (key 1 goes there):")
    return t("Your costliest decisions (keys 1-{count} go there):", count=found)


def points_text(points: int) -> str:
    """Points without a game's own unit."""
    return t("{score} pts", score=points)


def margin(*chances: Chance) -> str:
    """The smaller note under a decision's words: the estimates' margin (the main lines have no ±)."""
    widest = max(100 * (chance.high - chance.low) / 2 for chance in chances)
    return t("Estimates from sample games, give or take {margin}%.", margin=f"{widest:.0f}")


def decision_lines(decision: Decision, move_name: Callable[[str], str], why: Callable[[Decision], str],
                   score: Score | None = None, names: Sequence[str] = (), fewest_wins: bool = False) -> list[Line]:
    """The words at one of the reviewed seat's decisions, as a new player reads them: the move
    chosen, the chance to win it left; where the hard bot would play otherwise, its move and
    why (at a marked decision) and what it would change; last, in a smaller note, the estimates'
    margin. ``move_name`` names a move from its text form; ``why`` is asked only at a marked
    decision the hard bot would not repeat; ``names`` name the seats (the rival a move let win).
    What each move got in the sample games (:func:`what_each_got`) follows the better move, in a
    block of its own: a strip too short for both keeps the better move whole (Llamagedón's at
    1280x800 and 150% text lost it when the two were one block)."""
    taken = move_name(decision.taken)
    words = [(t("Move {move} comes next: you chose {taken}", move=decision.move, taken=taken), CREAM, True),
             (t("Your chance to win: {before} before, {after} after.", before=say_chance(decision.before),
                after=say_chance(decision.after)), SAND, False)]
    if decision.as_good:
        words.append((t("As good: the hard bot would play the same."), GOOD, True))
        return words + [(margin(decision.after), SAND, False)]
    hard = move_name(decision.hard)
    gained = points_lines(decision, score or points_text)  # said at length below: not twice
    change = "" if gained else what_it_changes(decision, score)
    if decision.marked:  # a mistake: what it left, then the better move and what it changes
        words[1] = (t("Your move left you {after} to win.", after=say_chance(decision.after)), SAND, False)
    reason = why(decision) if decision.marked else ""
    if decision.hard == decision.taken:  # the same move for both: say why two figures
        words.append((t("The hard bot would choose {move} too: the two figures are separate estimates.",
                        move=hard), SAND, False))
    elif reason:  # the reason names the move; one block, so it is never shown without its reason
        words.append((sentences(t("Better: {reason}", reason=reason), change), GOLD, True))
    elif hard == taken:  # two moves of the same name (a tile laid elsewhere): the ring shows the other
        words.append((sentences(t("The hard bot would play it elsewhere: the ring on the table shows where."),
                                change), SAND, False))
    else:
        words.append((sentences(t("The hard bot: {hard}.", hard=hard), change), SAND, False))
    got = what_each_got(decision, score, names, fewest_wins)
    if got and decision.hard != decision.taken:
        words.append((got, GOLD, False))
    if not decision.costs:  # under a percent and a point: nothing a player would feel
        words.append((t("Your move did as well here."), GOOD, False))
    elif not decision.marked:
        words.append((t("Within the estimate's noise."), SAND, False))
    return words + gained + [(margin(decision.after, decision.hard_chance), SAND, False)]


def points_lines(decision: Decision, score: Score) -> list[Line]:
    """At a marked decision the chances alone do not show (a game lost whatever was played):
    what the hard bot's move gained in points, and in how many of the sample games."""
    if not decision.marked or decision.points < 0.5 or decision.drop >= 0.01:
        return []
    deals = decision.after.playouts
    return [(t("In the sample games its move ended about {points} better for you, and better in {better} of {deals}.",
               points=score(round(decision.points)), better=decision.better, deals=deals), GOLD, False)]


def hard_reason(table: Table, observation: Any, legal: Sequence[Any], action: Any) -> str:
    """One sentence why the hard bot's move ``action`` is better, from the hint's reason codes,
    read from the position the reviewed seat judged from (``review.where``)."""
    explain = explainer(table.game_name)
    try:
        reason = only_move(legal) or (explain(observation, legal, action) if explain else Reason("best_guess"))
    except Exception:  # an explanation must never stop the replay
        reason = Reason("best_guess")
    coach = table.parts.coach
    return sentence(reason, coach.move_name_at(action, observation), table.names, coach.namer, table.game_name)


def reason_at(table: Table, positions: DecisionPositions, decision: Decision) -> str:
    """Why the hard bot's move at ``decision`` is better, read where the decision was taken ("" when
    the record does not replay there)."""
    try:
        observation, legal = positions.at(decision.move, decision.seat)
        return hard_reason(table, observation, legal, table.match.game.parse_action(decision.hard))
    except ValueError:
        return ""


__all__ = ["reason_at", "CHANCE_MEANING", "margin", "what_it_changes", "COSTLIEST", "Line", "QUIET_GAME", "Score", "costliest", "costliest_head", "costly_line", "costly_short", "noise_note", "decision_lines", "hard_reason", "lost_by", "overview_lines", "percent", "progress_words", "say_chance", "over_the_game",
           "points_lines", "points_text", "what_each_got", "quiet_words", "NOTHING_TO_GAIN", "no_costly_words", "nothing_to_gain", "spread", "status_lines"]
