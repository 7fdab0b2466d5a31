"""The Hint button's sentences for Llamagedón: the reason codes of ``bots/explain_llamagedon.py`` in
English (each the key of its translation); the kit's ``table/advice.py`` finds them through
the catalogue entry (``GameEntry.hints``).

They tell the story the first-game tip tells (``coach.py``, ``BUILD_TIP``): a shelter in your
row counts at the end and a Swap cannot split it, but Attack and Steal can reach it; a pair
in hand is safe from those and goes down by itself when the Llamagedón card turns up (after
that, only what you build counts). A playtest read a tip saying pairs in hand are safe beside
a hint saying "Build a shelter from a pair." with no why, and could not tell which to believe."""

from __future__ import annotations

SENTENCES: dict[str, str] = {
    "llamagedon_block": "Block it: letting this card stand would cost you more than a Block in hand is worth.",
    "llamagedon_let_helps": "Let it happen: the card as it stands is good for you.",
    "llamagedon_let_keep": "Let it happen: this card hurts you too little to spend your Block.",
    "llamagedon_let": "Let it happen: you have no Block to stop it.",
    "llamagedon_build_last": "Build your shelter now: the last turns have come, and only shelters in your row count at the end.",
    "llamagedon_build_limit": "Build a shelter: your hand is close to its limit of {limit} cards; in your row the pair "
                              "cannot be discarded for it, and it counts at the end.",
    "llamagedon_build_protect": "Build a shelter: your Protect can then cover it, safe from Attack and Steal for good.",
    "llamagedon_build_late": "Build a shelter: the Llamagedón card is out, so a pair in hand no longer goes down by "
                             "itself; only shelters in your row count at the end.",
    "llamagedon_build": "Build a shelter: in your row it counts as one more shelter at the end, and no Swap can split "
                        "the pair (Attack and Steal can reach it there).",
    "llamagedon_replace_own": "Take the Wild back from your own shelter: it can make another pair.",
    "llamagedon_replace": "Replace the Wild in {player}'s shelter: the Wild becomes yours.",
    "llamagedon_steal_leader": "Steal a shelter from {player}: they lead, and it is one more for you and one less for them.",
    "llamagedon_steal": "Steal a shelter from {player}: it is one more for you and one less for them.",
    "llamagedon_attack_leader": "Attack {player}'s shelter: they lead, and a lost shelter slows them down.",
    "llamagedon_attack": "Attack {player}'s shelter: it has no protection.",
    "llamagedon_recover": "Trade three colours for {card} from the discard pile: it helps you more than those colours.",
    "llamagedon_protect": "Protect your shelter: it can no longer be attacked or stolen.",
    "llamagedon_draw": "Draw two cards: more cards make more pairs later.",
    "llamagedon_swap": "Swap with {player}, giving {give}: of your cards it is the one you need least.",
    "llamagedon_swap_lone": "Swap with {player}, giving {give}: you hold no pair for it.",
    "llamagedon_swap_spare": "Swap with {player}, giving {give}: you still keep a pair of that colour.",
    "llamagedon_swap_action": "Swap with {player}, giving {give}: of your cards it helps you least now.",
    "llamagedon_pass_keep": "End your turn and keep your pair in hand: there Attack and Steal cannot reach it, and it "
                            "goes down by itself when the Llamagedón card turns up.",
    "llamagedon_pass_keep_late": "End your turn and keep your pair in hand for now: Attack and Steal cannot reach it "
                                 "there. Build it before the end: only shelters in your row count.",
    "llamagedon_pass": "End your turn: nothing you could do now is worth a card.",
}
"""Reason code -> English sentence."""


__all__ = ["SENTENCES"]
