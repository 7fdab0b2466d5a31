"""A guided game in progress: a real match from the lesson's position, its bots scripted,
and every move of the player checked against the step before the rules see it.

The lesson's timeline says whose the n-th move of the match is and which it is, so where
the guide stands is read off the match's record (an undo, a resume and a skipped step all
stay in step with it). A guided match never saves itself and never counts in the statistics
(``autosave=False``); only the step reached is kept, by ``progress.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future
from typing import Any

from ..i18n import t
from ..match import Match
from ..rules.core import ActionParseError, IllegalActionError
from ..seats import SeatConfig
from .script import Entry, Lesson, Step, refusal, timeline

PLAYER = 0
"""The player's seat in every lesson (the others are the scripted bots)."""


SKIPPED = "Skipped: the guide made that step's move for you."
"""Said first after Skip step, so the move made is not a surprise."""


class ScriptError(ValueError):
    """The lesson asks for a move the rules do not allow where it is asked (a script bug)."""


class GuidedMatch(Match):
    """A match whose player's moves go through the guide first: a move the step does not
    ask for is refused, with the step's friendly sentence, before anything changes."""

    guide: Guide

    def play(self, action: Any) -> tuple[Any, ...]:
        guide = getattr(self, "guide", None)
        if guide is not None and self.current_seat() == PLAYER:
            wrong = guide.check(action)
            if wrong is not None:  # the table shows the refusal as it comes: in the player's language
                raise IllegalActionError(t(wrong))
        return super().play(action)


class ScriptedBots:
    """A bot worker that answers with the lesson's next move (a ``BotWorker``)."""

    def __init__(self) -> None:
        self.guide: Guide | None = None

    def submit(self, game_name: str, level: str, seed: int, observation: Any, legal_actions: Sequence[Any],
               iterations: int | None = None) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            assert self.guide is not None, "the scripted bots have no guide"
            future.set_result(self.guide.bot_action(legal_actions))
        except Exception as exc:  # the pacer then lets a real bot move: the game goes on
            future.set_exception(exc)
        return future

    def close(self) -> None:
        pass


class Guide:
    """Where a guided game stands, and what it asks of the player now."""

    def __init__(self, lesson: Lesson, match: GuidedMatch) -> None:
        self.lesson = lesson
        self.match = match
        self.entries = timeline(lesson)
        self.skipped: set[int] = set()
        """The steps whose moves Skip step made (the bubble says so: a playtester saw a skipped move
        made in silence)."""
        match.guide = self

    # -- making one --------------------------------------------------------------------------
    @classmethod
    def start(cls, lesson: Lesson, step: int = 0, bot_delay: float = 0.0,
              names: Sequence[str] | None = None) -> Guide:
        """A guided game at the start of ``step`` (0: the beginning; a saved step resumes);
        ``names``: the seats' names as shown (the lesson's, in the player's language)."""
        bots = ScriptedBots()
        names = list(names) if names is not None else list(lesson.names)
        seats = [SeatConfig("human", names[0])] + [SeatConfig("bot", name, "easy") for name in names[1:]]
        match = GuidedMatch.from_position(lesson.game, seats, lesson.position, lesson.seed, lesson.options,
                                          bot_delay=bot_delay, worker=bots, autosave=False)
        assert isinstance(match, GuidedMatch)  # from_record builds the class it is called on
        guide = cls(lesson, match)
        bots.guide = guide
        step = max(0, min(step, len(lesson.steps)))
        for entry in guide.entries:
            if entry.step >= step or (entry.actor == "bot" and entry.step == step):
                break
            guide._force(entry)
        return guide

    def _force(self, entry: Entry) -> None:
        """Play a timeline entry straight into the match (resuming, skipping, the bots in a test)."""
        action = self.parse(entry.action)
        if action not in self.match.legal_actions():
            raise ScriptError(f"step {entry.step + 1}: '{entry.action}' is not legal here "
                              f"(legal: {', '.join(str(a) for a in self.match.legal_actions())})")
        self.match._advance(action, self.match.game.apply(self.match.state, action))

    def parse(self, text: str) -> Any:
        try:
            return self.match.game.parse_action(text)
        except ActionParseError as exc:
            raise ScriptError(f"'{text}' is not an action: {exc}") from None

    # -- where it stands ----------------------------------------------------------------------
    @property
    def position(self) -> int:
        """How many of the timeline's moves the match has made."""
        return len(self.match.record.actions)

    def entry(self) -> Entry | None:
        return self.entries[self.position] if self.position < len(self.entries) else None

    @property
    def step_index(self) -> int:
        """The step being taught (len(steps) once the player's last one is made)."""
        entry = self.entry()
        return entry.step if entry is not None else len(self.lesson.steps)

    def step(self) -> Step | None:
        index = self.step_index
        return self.lesson.steps[index] if index < len(self.lesson.steps) else None

    def finished(self) -> bool:
        """Whether the lesson reached its finish (every scripted move made)."""
        return self.position >= len(self.entries)

    def players_turn(self) -> bool:
        entry = self.entry()
        return entry is not None and entry.actor == "you" and self.match.current_seat() == PLAYER

    def shown(self) -> list[Any]:
        """The actions whose highlights the step asked now names besides its move (``Step.shows``)."""
        step = self.step()
        return [self.parse(text) for text in step.shows] if step is not None and self.players_turn() else []

    def expected(self) -> Any | None:
        """The action the player is asked for now (None while a bot moves, or at the finish)."""
        entry = self.entry()
        return self.parse(entry.action) if entry is not None and entry.actor in ("you", "auto") else None

    def following(self) -> list[Any]:
        """The player's moves that come right after the one asked now, before any bot's (a
        Llamaland tile taken from its stack, then laid, in the same step or the next): the table
        shows where they lead."""
        entry = self.entry()
        if entry is None or entry.actor != "you":
            return []
        later: list[Any] = []
        for after in self.entries[self.position + 1:]:
            if after.actor != "you":
                break
            later.append(self.parse(after.action))
        return later

    def answers_for_player(self) -> bool:
        """Whether the next move is a forced answer the guide makes for the player."""
        entry = self.entry()
        return entry is not None and entry.actor == "auto" and self.match.current_seat() == PLAYER

    def news(self) -> list[str]:
        """What the bots did since the player's last move, as the script narrates it; first, when
        Skip step made that move, that the guide made it for the player."""
        said: list[str] = []
        for entry in self.entries[:self.position]:
            if entry.actor == "you":
                said = [SKIPPED] if entry.step in self.skipped else []
            elif entry.says and entry.step == self.step_index:  # an earlier step's answers are its past
                said.append(entry.says)
        return said

    def ask(self, ahead: int = 0) -> str:
        """What the step asks now: its ``says``, or once some of its moves are made, the ``then``
        sentence for the move that is next ("" when the player is not asked). ``ahead``: as it
        will be that many moves on (a tile in hand on the table, its take not yet played: the
        player is already at the next move, laying it)."""
        at = self.position + ahead
        entry = self.entries[at] if at < len(self.entries) else None
        if entry is None or entry.actor != "you":
            return ""
        step = self.lesson.steps[entry.step]
        made = sum(1 for done in self.entries[:at] if done.actor == "you" and done.step == entry.step)
        return step.then[made - 1] if 0 < made <= len(step.then) else step.says

    def last_done(self) -> str:
        """The result of the player's last step, once all its moves are made ("" otherwise)."""
        made = [entry for entry in self.entries[:self.position] if entry.actor == "you"]
        if not made:
            return ""
        step = self.lesson.steps[made[-1].step]
        whole = sum(1 for entry in made if entry.step == made[-1].step) == len(step.expect)
        return step.done if whole else ""

    # -- the player's moves -----------------------------------------------------------------
    def check(self, action: Any) -> str | None:
        """None if ``action`` is the move asked for now, else the step's sentence for that mistake."""
        expected = self.expected()
        if expected is None:
            return None  # no step asks anything now: the rules decide
        if isinstance(action, str):
            try:
                action = self.parse(action)
            except ScriptError:
                action = None
        if action == expected:
            return None
        step = self.step()
        return refusal(step, str(action) if action is not None else "") if step is not None else None

    def skip(self) -> bool:
        """Make the rest of the current step's moves for the player; False when none is asked."""
        if not self.players_turn():
            return False
        index = self.step_index
        self.skipped.add(index)
        while self.players_turn() and self.step_index == index:
            entry = self.entry()
            assert entry is not None
            self.match.play(self.parse(entry.action))
        return True

    def bot_action(self, legal: Sequence[Any]) -> Any:
        """The scripted bot's move now; ScriptError if the script has none or it is not legal."""
        entry = self.entry()
        if entry is None or entry.actor != "bot":
            raise ScriptError("the script has no bot move here")
        action = self.parse(entry.action)
        if action not in legal:
            raise ScriptError(f"step {entry.step + 1}: the bot's '{entry.action}' is not legal here")
        return action

    def run_bots(self) -> None:
        """Make the bots' scripted moves (and the player's forced answers) up to the player's
        next move (no pace: tests, --auto)."""
        while not self.finished() and not self.players_turn():
            entry = self.entry()
            assert entry is not None
            if self.answers_for_player():
                self.match.play(self.parse(entry.action))
                continue
            if entry.actor != "bot":
                raise ScriptError(f"step {entry.step + 1}: the player is asked '{entry.action}' "
                                  f"but seat {self.match.current_seat()} is to move")
            if self.match.current_seat() in (None, PLAYER):
                raise ScriptError(f"step {entry.step + 1}: a bot's move '{entry.action}' is scripted "
                                  "but no bot is to move")
            self._force(entry)


__all__ = ["PLAYER", "SKIPPED", "Guide", "GuidedMatch", "ScriptError", "ScriptedBots"]
