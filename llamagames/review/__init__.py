"""Learn from your games: the review of every decision of a seat by the hard bot, with the
seat's chance to win before and after each (how it is estimated: :mod:`.engine`).

    python -m llamagames.review FILE [--seat N] [--json] [--playouts K]
    python -m llamagames.review --calibrate [--game G] [--players P] --positions N [--playouts K]

API: ``review(record, seat, playouts=None, progress=callable, cancelled=callable) -> Review``
(a plain dataclass; ``Review.to_json`` / ``Review.from_json`` keep it with the finished game).

Speed with the default playouts (each catalogue entry's ``review_playouts``), one core, the shared
development machine, games of an easy bot (seat 1, reviewed) against three normal bots
(``python -m llamagames.bench --only review``, CPU time):

- L.L.A.M.A., 4 players, 147 moves, 45 decisions (8 unlike the hard bot's, 2 marked),
  300 playouts: 8.1 s;
- Llamaland, 4 players, 253 moves, 41 decisions (38 unlike the hard bot's), 10 playouts:
  56 s. A Llamaland playout is a whole game of the heuristic (0.06 to 0.16 s), so ten are
  what two minutes allow; each chance's interval is then wide (about ±0.3), but a drop is
  judged deal by deal on the deals both moves share (a sign test), so a move that loses in
  six deals of ten where the hard bot's wins is still marked. Cutting the playouts short and
  judging the position by the heuristic's guess of the final points was tried and is far off
  (1.00 where the whole game gives 0.43).

A deal ends better by the share of the win, then by the points against the best rival
(``deals.py``). Judged by the share alone, that game (lost 36 to 83) marked nothing: from
its 68th move on every deal ended 0 for every move. Now 3 are marked (12 clear), and a
decision's deals stop once the sign tests' verdicts on all ten are settled (the same
verdicts; 285 deals played instead of 410). Same game, same command, the shared 2-core
machine under the other engineers' work (load 8 to 12):
``python -c 'from llamagames.benchmarks.review import timed_review; print(timed_review("llamaland", 3, 10))'``
before: 85.5 s of CPU, 0 marked; after: 60.2 s, 3 marked. The app's review by the wall clock
(``timed_task`` in the same module) varied too much with that load to compare: 344 s before,
186 s and 359 s after; its progress first moved after 1.2 to 4.5 s.

Where a Llamaland review's time goes (cProfile, 4 decisions of that game): 89% in the deals'
playouts (10 deals of 2 or 3 moves each: 20 to 30 whole games of the heuristic per decision, most
of it pricing tile placements), 11% in the hard bot's own choice. Nothing there can be cut without
weakening the judgement, so the app's review (``bot_worker.ReviewTask``) splits the decisions
among one worker process per core (up to four, ``review(..., part=k, parts=n)`` then ``merge``:
the same review exactly) and judges the last decisions first, whose playouts are short, so the
progress moves within a second or two of the start (``bench --only review``: ``wall_s``,
``first_progress_s``). Measured on the shared 2-core machine under other work (load 5 to 6),
the Llamaland game above as the app reviews it: before, 144 s, its progress first moving after
6.5 s and 6 decisions done after 46 s; after, 147 s (two parts on two busy cores: no faster
there), the progress moving after 2.2 s and 6 decisions done after 4.2 s; the same review.

How steady the chance is (``review.steady``; 2026-12, rev18): a game of four normal bots that
seat 1 won, reviewed twice with other deals (``review(..., salt=0)`` and ``salt=1``), the mean
absolute difference of a decision's chance between the two, and one review's CPU time (the
shared machine under load), before and after the deals stopped early only once the chances
are precise and cheap games got up to three times their playouts for a wide chance:
L.L.A.M.A. (seed 5, 300 playouts) 0.026 and 9.9 s, unchanged; Llamas & Alpacas (seed 2, 60)
0.054 and 18 s, after 0.027 and 45 s; Llamagedón (seed 1, 150) 0.038 and 22 s, after 0.032
and 25 s; Llamaland (seed 10, 10) 0.109 and 89 s before (a decision settled after 2 to 5 deals
showed a chance counted on them), after 0.097 and 122 s (every decision on its ten deals). Ten
deals stay wide: the strip says such a chance in words, and the graph pools it with its
neighbours (its line's spread between the two reviews: 0.109 before, 0.056 after).

What comes first (2026-12, rev20; a playtester waited three minutes for 16 Alpacas decisions):
the decisions where the hard bot would have played otherwise are judged first, from the last,
and those where the seat played the hard bot's own move (whose deals only draw the graph) after
them, so the costliest list is whole long before the end, and the strip says each decision
as soon as it is judged. Alpacas' play-outs no longer list the legal moves their policy never
reads and price a card on a space once per board; Llamagedón's heuristic finds the leader once
per move. The same moves on the same deals: the same verdicts, decision by decision, in every
game below (``tests/review/test_fixed_verdicts.py`` holds three). CPU seconds of one process,
the bench games of an easy bot in seat 1 against three normal bots (``benchmarks.review.bot_game``),
before and after, run one after the other on the shared 2-core machine under a load of 19 to 27,
the whole review / until every decision unlike the hard bot's was judged:
L.L.A.M.A. (seed 1, 45 decisions, 8 unlike) 16.9 / 15.2 before, 17.3 / 6.3 after; Llamas &
Alpacas (seed 1, 12 decisions, all unlike) 47.6 before, 23.9 after; Llamagedón (seed 3, 5
decisions) 11.4 / 11.4 before, 8.9 / 8.1 after; Llamaland (seed 3, the first of four parts, 14
decisions, 12 unlike) 37.4 / 37.4 before, 36.8 / 36.3 after (its play-outs are
whole games of its heuristic, untouched here). The verdicts of all four were the same.

Calibration: ``docs/strength.md`` ("How true the win chance is").
"""

from .engine import *  # noqa: F403
from .engine import __all__ as __all__
