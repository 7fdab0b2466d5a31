"""Llamagedón's guided game: two players, seven turns each, from a draw to the last count.

Each of the player's turns teaches one card or rule a newcomer meets in a real game: build a
pair (and keep another pair in hand, where nothing can touch it), Protect (an action: it ends
the turn), Swap, Draw 2 (the cards come at once but wait for the next turn, a Shelter
excepted), three colours with a Wild, then the Llamagedón card, drawn by the player (the
card that ends the game: it brings every pair in a hand down, Nina's greens too, and the
player who drew it plays the very last turn), a Steal on those greens, an Attack and a Block
on Nina's Block, and a Shelter taken back from the discard pile on that last turn. Nina's
turns show an Attack on a shelter laid down, the hand limit (her Draw 2 leaves her ten cards:
she drops to four) and a Steal. The player holds three yellows so one stays in hand when the
pair comes down (the last turn pays with it). The deck's last letters are the draws, first
draw last; seed 1 makes the Swap take Nina's Draw 2 and leaves her a green pair after the
hand limit.
"""

from __future__ import annotations

from ..script import BotMove, Lesson, Step

POSITION = ("main @0 #1 | hands rryyygwbP/ADggbyXr | areas H/- "
            "| deck gwAAATTTXX" "XDDBBBHHbgTBBLDATHrbrbDXy"  # three X cards, split: not a to-do marker
            " | discard - | removed HH | chain - | lets 0 "
            "| lower 24 | llamagedon - | left 0 | limit on | seed 1 | counter 1")

_NO_ANSWER = BotMove("let")
_MINE = BotMove("let", mine=True)

LESSON = Lesson(
    game="llamagedon",
    position=POSITION,
    names=("You", "Nina"),
    welcome="Welcome! In Llamagedón the player with the most shelters when the game ends wins.",
    steps=(
        Step(
            expect=("build red red",),
            says="Every turn starts with a draw. You drew a Shelter card: it went straight into your area. Two "
                 "Resources of one colour make a shelter too: build your two reds, and keep your yellows in "
                 "hand for now.",
            wrong="Build your two reds; keep the yellows in your hand.",
            done="Two shelters now. Building is free: you may still play one action card.",
            topic="Each turn starts with a draw; two Resources of one colour build a shelter",
        ),
        Step(
            expect=("protect shelter 0",),
            after=(_NO_ANSWER, _MINE),
            says="Protect makes one of your shelters safe from Attacks and Steals for the rest of the game: drag "
                 "it onto your Shelter card. It is an action card, and one action ends your turn.",
            wrong="Drag Protect onto your Shelter card, the first in your area.",
            done="Your Shelter card is safe for good, and your turn is over: one action a turn.",
            topic="Protect keeps a shelter safe; playing an action card ends your turn",
        ),
        Step(
            bots=(BotMove("attack 0 shelter 1", "Nina attacked your red shelter: a shelter laid down can be "
                                                "attacked or stolen, unless it is protected. Your yellows are safe "
                                                "in your hand: nobody can touch a pair there."),
                  _MINE, BotMove("let")),
            expect=("swap 1 give blue",),
            after=(_NO_ANSWER, _MINE),
            says="You drew a Swap: give Nina one card and take one of hers at random. Drag it onto Nina and "
                 "give her your blue, the card you need least.",
            wrong="Drag the Swap onto Nina and give her your blue Resource.",
            done="You gave your blue and took Nina's Draw 2.",
            topic="Keep a pair in hand: it is safe there until the Llamagedón card shows",
        ),
        Step(
            bots=(BotMove("draw2", "Nina played a Draw 2."),
                  _MINE,
                  BotMove("let", "Nina ended her turn with 10 cards, more than the nine two players may hold: "
                                 "she dropped to four, at random.")),
            expect=("draw2",),
            after=(_NO_ANSWER, _MINE),
            says="Play the Draw 2 you took: drag it onto the table mat. The two cards come into your hand at once, "
                 "but Draw 2 is your action: they wait for your next turn. Only a Shelter card goes down at once.",
            wrong="Drag your Draw 2 onto the table mat.",
            done="A Shelter card came and went straight down; the red waits in your hand for your next turn.",
            topic="Draw 2: the cards come at once but wait for your next turn, a Shelter excepted",
        ),
        Step(
            bots=(BotMove("steal 0 shelter 1", "Nina drew a Steal and took your new Shelter card."),
                  _MINE, BotMove("let")),
            expect=("take steal with red green wild",),
            after=(_NO_ANSWER, _MINE),
            says="Three Resources of different colours are an action too: they take any card from the discard "
                 "pile. Drop your red on the table mat and pay red, green and the Wild (a Wild stands for any "
                 "colour) to take back the Steal.",
            wrong="Drop a Resource on the table mat, pay red, green and the Wild, and take the Steal.",
            done="The Steal is yours, and your turn is over: three colours count as your action.",
            topic="Three colours take a card from the discard pile; a Wild stands for any colour",
        ),
        Step(
            bots=(BotMove("pass", "Nina passed."),),
            expect=("steal 1 shelter 1",),
            after=(_NO_ANSWER, _MINE),
            says="You drew the Llamagedón card! Every pair still in a hand came down at once: two of your yellows "
                 "and Nina's greens. Two more rounds, and you, who drew it, play the very last turn. Nina's greens "
                 "can be stolen now: drag your Steal onto them.",
            wrong="Drag your Steal onto Nina's green shelter: the Llamagedón card has just put it on the table.",
            done="Nina's greens are yours. Two more rounds: Nina, you, Nina, and you last.",
            topic="A Steal moves a rival's shelter into your area",
        ),
        Step(
            bots=(BotMove("pass", "Nina passed."),),
            expect=("attack 1 shelter 0",),
            says="You drew a Block and hold an Attack. Drag the Attack onto Nina's Shelter card to knock it down.",
            wrong="Drag your Attack onto Nina's Shelter card.",
            topic="An Attack knocks down a rival's shelter",
        ),
        Step(
            bots=(BotMove("block", "Nina played a Block: it cancels your Attack."),),
            expect=("block",),
            says="A Block can be blocked too. Play your own Block on hers, and your Attack goes through.",
            wrong="Answer with your Block: a Block on a Block cancels hers.",
            after=(BotMove("let", "Nina has no answer left."), _MINE),
            done="Your Attack went through: Nina's Shelter is gone.",
            topic="A Block cancels an action, and a Block can be blocked",
        ),
        Step(
            bots=(BotMove("pass", "Nina passed: that was her last turn."),),
            expect=("take shelter with blue yellow green",),
            after=(_NO_ANSWER, _MINE),
            says="The very last turn is yours, as you drew the Llamagedón card. Three colours can take a Shelter "
                 "card from the discard pile, and it goes straight down: drop a Resource on the table mat and pay "
                 "blue, yellow and green.",
            wrong="Drop a Resource on the table mat, pay blue, yellow and green, and take the Shelter.",
            topic="A Shelter card taken from the discard pile goes straight to your area",
        ),
    ),
    learned=("The Llamagedón card: pairs in hand come down, two more rounds, and who drew it plays last",
             "With two players you may hold nine cards at the end of your turn; more, and you drop to four",
             "The most shelters wins"),
    summary="Four shelters against none: you win! The most shelters wins; on a tie, the shelters' values decide.",
)
