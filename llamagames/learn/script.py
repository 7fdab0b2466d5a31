"""A guided game as data: the steps of a lesson, and the timeline they make.

A lesson starts from a fixed position text (``Match.from_position``) and lists its steps in
order. A step is one idea: the scripted bot moves that come first (each with a sentence that
says what the bot did and why it matters), then the move or moves the player is asked to
make (in the game's action notation), the words that ask for it and say why it is allowed,
the words shown once it is made (what it brought) and the friendly sentence for a wrong move.

Every sentence here is English and is worded with ``t()`` where it is shown; its Japanese is
in ``i18n/ja/guided.json`` (a test walks every lesson's words). The script is checked against
the rules by the tests and by ``python -m llamagames.learn --game G --auto``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fnmatch import fnmatchcase


@dataclass(frozen=True)
class BotMove:
    """A scripted bot's move and the sentence that narrates it; or, ``mine``, an answer the
    player has no choice in (a Block window's "let" with no Block in hand), made for them."""

    action: str
    says: str = ""
    mine: bool = False


@dataclass(frozen=True)
class Step:
    """One idea of a guided game: bots' moves first, then the player's move(s)."""

    expect: tuple[str, ...]
    """The player's action texts, made in this order (each highlighted in turn)."""
    says: str
    """Why the move is allowed and what it brings, in one or two sentences."""
    wrong: str
    """Said when the player tries another move (the expected one is highlighted again)."""
    refusals: tuple[tuple[str, str], ...] = ()
    """Sentences for the likely mistakes, each (a pattern of the wrong move's text, ``*`` for any
    words; the rule that move breaks, then the move asked again): a playtester who built the wrong
    pair was told about a Wild she had not touched. A wrong move none of them names gets ``wrong``."""
    done: str = ""
    """Said once the move is made: the result."""
    bots: tuple[BotMove, ...] = ()
    """The bots' scripted moves before the player is asked."""
    topic: str = ""
    """What this step teaches, in a few words (the finish's summary lists them)."""
    after: tuple[BotMove, ...] = ()
    """Scripted moves right after the player's (the bots' answers to it)."""
    then: tuple[str, ...] = ()
    """In a step of several moves, what the bubble says once the first move is made, one sentence
    per later move: what the last move brought and what is left to do (without it the bubble kept
    asking for a tile already laid, and the player thought the lesson had not seen it)."""
    shows: tuple[str, ...] = ()
    """Action texts whose highlights are what the step's words name besides the move asked (the
    cards a new one joins in a line): ringed with it, so the bubble keeps clear of them too (at
    1024x600 and 150% the bubble covered the alpaca a step counted on)."""


@dataclass(frozen=True)
class Lesson:
    """A whole guided game of one game."""

    game: str
    position: str
    names: tuple[str, ...]
    """The seats' names; seat 0 is the player, every other seat is a scripted bot."""
    steps: tuple[Step, ...]
    ending: tuple[BotMove, ...] = ()
    """The bots' moves after the player's last step, before the finish."""
    welcome: str = ""
    summary: str = ""
    """A short sentence to close on, before the list of topics."""
    skipped_end: str = ""
    """Said instead of ``summary`` when Skip step made the player's last move, the one that ends the
    game: what that move did, and that the win is not the player's (a playtester skipped Alpacas'
    last step and was told "you win")."""
    learned: tuple[str, ...] = ()
    """Topics the bots' moves and the end taught, listed after the steps' own."""
    seed: int = 0
    options: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Entry:
    """One move of a lesson's timeline: whose it is, which, and of which step."""

    actor: str
    """"you", "bot", or "auto" (a forced answer made for the player)."""
    action: str
    step: int
    """The step this move belongs to (len(steps) for the ending's bot moves)."""
    says: str = ""
    """The bot move's narration ("" for the player's)."""


def timeline(lesson: Lesson) -> tuple[Entry, ...]:
    """Every move of the lesson in order: the match's n-th recorded move is entry n."""
    entries: list[Entry] = []
    for index, step in enumerate(lesson.steps):
        entries.extend(_scripted(move, index) for move in step.bots)
        entries.extend(Entry("you", action, index) for action in step.expect)
        entries.extend(_scripted(move, index) for move in step.after)
    entries.extend(_scripted(move, len(lesson.steps)) for move in lesson.ending)
    return tuple(entries)


def _scripted(move: BotMove, step: int) -> Entry:
    return Entry("auto" if move.mine else "bot", move.action, step, move.says)


def words(lesson: Lesson) -> list[str]:
    """Every sentence of a lesson a player may read (the tests check each has Japanese)."""
    found = [lesson.welcome, lesson.summary, lesson.skipped_end]
    for step in lesson.steps:
        found += [step.says, step.wrong, step.done, step.topic, *step.then, *(said for _, said in step.refusals),
                  *(move.says for move in step.bots + step.after)]
    found += [move.says for move in lesson.ending] + list(lesson.learned)
    return [text for text in found if text]


def refusal(step: Step, action: str) -> str:
    """What a wrong move ``action`` (its text) is told at ``step``: the sentence for its mistake."""
    return next((said for pattern, said in step.refusals if fnmatchcase(action, pattern)), step.wrong)


def topics(lesson: Lesson) -> list[str]:
    """What the lesson taught, in order (the finish lists them)."""
    return [step.topic for step in lesson.steps if step.topic] + list(lesson.learned)


__all__ = ["BotMove", "Entry", "Lesson", "Step", "refusal", "timeline", "topics", "words"]
