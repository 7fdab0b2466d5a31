"""How near the end of a Llamaland game is, in words for the table: the end comes when the
llama card piles run out (all but one kind) or the land tiles do, at the end of a turn, and the
round is then played out (``rules.llamaland``'s ``_end_turn``). A game once ended with 20 tiles
left and nothing on the table had said that the piles counted, nor that the round was the last.
Both lines name the trigger that is nearer (the fewest turns it could take: a turn lays one
tile and feeds at most one llama), and once either is met, even mid-turn, both say "last
round": a playtester read "16 tiles left · the last round comes when only 4 are left" above
"2 of 2 empty piles", and the game ended a turn later.

Pure: a position in, words out (tested without a window).
"""

from __future__ import annotations

from ....i18n import t
from ....rules.llamaland import LlamalandState
from ....rules.llamaland.components import CROPS, END_LLAMA_KINDS_LEFT, END_TILES_LEFT


def empty_piles(state: LlamalandState) -> tuple[int, int]:
    """(llama card piles empty now, piles empty that end the game)."""
    return sum(1 for column in state.llama_columns if not column), len(CROPS) - END_LLAMA_KINDS_LEFT


def last_seat(state: LlamalandState) -> int:
    """The seat whose turn ends a round (the one before the crook's holder): the last turn."""
    return (state.crook - 1) % state.num_players


def feeds_to_end(state: LlamalandState) -> int:
    """The fewest llama cards still to be fed before the piles end the game (0: they have)."""
    empty, needed = empty_piles(state)
    sizes = sorted(len(column) for column in state.llama_columns if column)
    return sum(sizes[:max(0, needed - empty)])


def tiles_to_end(state: LlamalandState) -> int:
    """The land tiles still to be laid before the tiles end the game (0: they have)."""
    return max(0, state.tiles_left - END_TILES_LEFT)


def last_round(state: LlamalandState) -> bool:
    """This round is the last: the end was triggered, or its condition is met now and will
    trigger at this turn's end (piles and tiles never come back)."""
    return state.triggered or feeds_to_end(state) == 0 or tiles_to_end(state) == 0


def piles_first(state: LlamalandState) -> bool:
    """The llama piles are the nearer trigger (ties go to the tiles, which fall every turn)."""
    return feeds_to_end(state) < tiles_to_end(state)


def piles_words(state: LlamalandState) -> tuple[str, ...]:
    """What the llama card piles say about the end, longest first (the panel shows the first
    that fits): how many empty piles end the game, and how many are empty now; or that the
    land tiles will end it sooner."""
    if state.over:
        return t("The game is over"), t("Game over")
    if last_round(state):
        return t("Last round: the game ends this round"), t("The last round")
    if not piles_first(state):
        return t("The land tiles will bring the last round sooner"), t("Land tiles run out sooner"), t("Tiles first")
    empty, needed = empty_piles(state)
    if empty == 0:  # said as a player says it: the end comes as a last round, not at once
        return (t("When {needed} piles are empty, the last round comes", needed=needed),
                t("{needed} empty piles: last round", needed=needed), t("{needed} empty: last round", needed=needed))
    if needed - empty == 1:
        return (t("{empty} pile empty: one more brings the last round", empty=empty),
                t("One more empty pile: last round"), t("1 more: last round"))
    return (t("{empty} of {needed} piles empty: then the last round", empty=empty, needed=needed),
            t("{empty} of {needed} empty piles", empty=empty, needed=needed), f"{empty}/{needed}")


def shortest_piles_words() -> tuple[str, ...]:
    """The shortest words the pile line can say (whatever the position), for the layout to
    give the line a second row where even these do not fit its width."""
    needed = len(CROPS) - END_LLAMA_KINDS_LEFT
    return (t("{needed} empty: last round", needed=needed), t("1 more: last round"), t("The last round"),
            t("Game over"), t("Tiles first"))


def tiles_words(state: LlamalandState) -> tuple[str, ...]:
    """The land tiles left and when the last round comes, by the nearer trigger, longest first
    (the top bar): "the game ends at 4" was never understood by a playtest."""
    left = state.tiles_left
    plain = t("{count} tile left", count=left) if left == 1 else t("{count} tiles left", count=left)
    if state.over:  # the end reached: no longer a count down to it
        return plain + t(" · the game is over"), plain
    if last_round(state):
        return (plain + t(" · last round"),)
    if piles_first(state):
        empty, needed = empty_piles(state)
        if needed - empty == 1:
            return (t("{count} tiles left · the last round comes when one more pile is empty", count=left),
                    t("{count} tiles left · 1 more empty pile: last round", count=left), plain)
        return (t("{count} tiles left · the last round comes when {needed} llama piles are empty", count=left,
                  needed=needed),
                t("{count} tiles left · last round at {needed} empty piles", count=left, needed=needed), plain)
    return (t("{count} tiles left · the last round comes when only {end} are left", count=left, end=END_TILES_LEFT),
            t("{count} tiles left · last round at {end} left", count=left, end=END_TILES_LEFT), plain)


def last_round_words(state: LlamalandState, name: str, you: bool) -> str:
    """The last round's news: whose turn is the last (``name``; ``you``: the viewer's)."""
    if you:
        return t("Last round: the game ends after your turn.")
    return t("Last round: the game ends after {name}'s turn.", name=name)


__all__ = ["empty_piles", "feeds_to_end", "last_round", "last_round_words", "last_seat", "piles_first", "piles_words",
           "shortest_piles_words", "tiles_to_end", "tiles_words"]
