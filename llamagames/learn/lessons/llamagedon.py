"""Llamagedón's guided game: two players, seven turns, from a draw to the last count.

The player starts with a Shelter just drawn (already in their area), two reds, an Attack and
a Block; Nina holds a Block, a Steal and two greens she keeps in hand. The deck's last
letters are the next draws: a yellow for Nina, then the Llamagedón card for the player.
"""

from __future__ import annotations

from ..script import BotMove, Lesson, Step

POSITION = ("main @0 #1 | hands rrAB/BTgg | areas H/H "
            "| deck BDTAHXwTPAryrADbwHbXggbBDXyygAXBrbDyTXDTbLy | discard - | removed HH | chain - | lets 0 "
            "| lower 23 | llamagedon - | left 0 | limit on | seed 5 | counter 1")

LESSON = Lesson(
    game="llamagedon",
    position=POSITION,
    names=("You", "Nina"),
    welcome="Welcome! In Llamagedón the player with the most shelters when the game ends wins.",
    steps=(
        Step(
            expect=("build red red",),
            says="Every turn starts with a draw. You drew a Shelter card, and a Shelter goes straight into "
                 "your area. Two Resources of one colour make a shelter too: build your two reds.",
            wrong="First build a shelter: choose your two red Resources.",
            done="Two shelters now. Building is free: you may still play one action card.",
            topic="Each turn starts with a draw; a Shelter card goes straight to your area",
        ),
        Step(
            expect=("attack 1 shelter 0",),
            says="Play one action card a turn. Your Attack knocks down a rival's shelter: attack Nina's Shelter.",
            wrong="Play your Attack on Nina's Shelter card.",
            topic="Two Resources of one colour build a shelter; one action card a turn",
        ),
        Step(
            bots=(BotMove("block", "Nina played a Block: it cancels your Attack."),),
            expect=("block",),
            says="A Block can be blocked too. Play your own Block on hers, and your Attack goes through.",
            wrong="Answer with your Block: a Block on a Block cancels hers.",
            after=(BotMove("let", "Nina has no answer left."), BotMove("let", mine=True)),
            done="Your Attack went through: Nina's Shelter is gone.",
            topic="A Block cancels an action, and a Block can be blocked",
        ),
        Step(
            bots=(BotMove("steal 0 shelter 0", "Nina drew a card and played a Steal on your Shelter card."),
                  BotMove("let", "You had no Block left to stop it, so the Shelter went to Nina.", mine=True),
                  BotMove("let")),
            expect=("pass",),
            says="You drew the Llamagedón card! Everyone lays down the pairs they kept in hand: Nina had two "
                 "greens. Two more rounds are played, and you, who drew it, play the last turn. "
                 "Your hand is empty: pass.",
            wrong="Nothing in your hand to play: pass.",
            topic="The Llamagedón card: kept pairs come down, two more rounds",
        ),
        Step(
            bots=(BotMove("pass", "Nina passes."),),
            expect=("steal 1 shelter 0",),
            says="You drew a Steal. Take Nina's Shelter card: then you have two shelters and she has one.",
            wrong="Use your Steal on Nina's Shelter card, the first in her area.",
            after=(BotMove("let", "Nina has no Block to stop you."), BotMove("let", mine=True)),
            topic="Steal a shelter from a rival: with no Block to stop it, a Steal goes through",
        ),
        Step(
            bots=(BotMove("pass", "Nina passes: that was her last turn."),),
            expect=("pass",),
            says="This is the last turn of the game. You drew a Swap, but it needs another card in your hand "
                 "to give: pass, and the shelters are counted.",
            wrong="Pass: the game ends with your turn.",
            topic="The one who drew the Llamagedón card plays the last turn",
        ),
    ),
    learned=("The most shelters wins",),
    summary="Two shelters against one: you win! The most shelters wins; on a tie, the shelters' values decide.",
)
