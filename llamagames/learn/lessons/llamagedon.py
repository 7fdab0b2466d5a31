"""Llamagedón's guided game: two players, seven turns each, from a draw to the last count.

Each step teaches one card or rule a newcomer meets in a real game, in a sentence or two: build
a shelter from a red and the Wild, then swap the Wild out for the other red (the shelters'
value, which breaks a tie, goes from 12 to 14: playtesters left the lesson not knowing what
the value or a Wild's swap did), keep another pair in hand, where nothing can touch it, Protect (an action: it ends
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
    welcome="Welcome! In Llamagedón the most shelters at the end wins. Your turn's draw brought a Shelter card: "
            "it went straight into your area.",
    steps=(
        Step(
            expect=("build red wild",),
            says="Two Resources of one colour build a shelter; the Wild stands for any colour. Build one from a red "
                 "and the Wild.",
            wrong="Build with one red and the Wild: drag a red onto your shelters and choose the Wild.",
            done="A red shelter: building is free, not your action.",
            topic="Two Resources of one colour build a shelter; a Wild stands for any colour",
        ),
        Step(
            expect=("replace 0 shelter 1",),
            says="Your panel shows your shelters' value, 12: with as many shelters, the higher value wins. The Wild "
                 "counts only 1, a red 3: drag your other red onto the Wild to swap it out.",
            wrong="Drag your other red onto the Wild in your red shelter.",
            done="Value 14, and the Wild is back in your hand, for free.",
            topic="A Wild in a shelter can be swapped for its colour; the shelters' value breaks a tie",
        ),
        Step(
            expect=("protect shelter 0",),
            after=(_NO_ANSWER, _MINE),
            says="Protect keeps a shelter safe from Attacks and Steals for good: drag it onto your Shelter card. "
                 "It is an action: it ends your turn.",
            wrong="Drag Protect onto your Shelter card, the first in your area.",
            done="Your Shelter card is safe for good, and your turn is over: one action a turn.",
            topic="Protect keeps a shelter safe; playing an action card ends your turn",
        ),
        Step(
            bots=(BotMove("attack 0 shelter 1", "Nina attacked your red shelter. A shelter on the table can be "
                                                "attacked; your yellows in hand can't."),
                  _MINE, BotMove("let")),
            expect=("swap 1 give blue",),
            after=(_NO_ANSWER, _MINE),
            says="You drew a Swap: give Nina a card you choose, take one of hers at random. Drag it onto Nina and "
                 "give your blue.",
            wrong="Drag the Swap onto Nina and give her your blue Resource.",
            done="You gave your blue and took Nina's Draw 2, at random.",
            topic="Keep a pair in hand: it is safe there until the Llamagedón card shows",
        ),
        Step(
            bots=(BotMove("draw2", "Nina played a Draw 2."),
                  _MINE,
                  BotMove("let", "She ended her turn with 10 cards, over the two-player limit of nine: she "
                                 "dropped to four, at random.")),
            expect=("draw2",),
            after=(_NO_ANSWER, _MINE),
            says="Drag your Draw 2 onto the table mat: its cards come now but wait for your next turn, a Shelter "
                 "card excepted.",
            wrong="Drag your Draw 2 onto the table mat.",
            done="A Shelter card came and went straight down; the red waits in your hand for your next turn.",
            topic="Draw 2: the cards come at once but wait for your next turn, a Shelter excepted",
        ),
        Step(
            bots=(BotMove("steal 0 shelter 1", "Nina drew a Steal and took your new Shelter card."),
                  _MINE, BotMove("let")),
            expect=("take steal with red green wild",),
            after=(_NO_ANSWER, _MINE),
            says="Three Resources of different colours take any card from the discard pile. Drop your red on the "
                 "table mat and pay red, green and the Wild to take the Steal.",
            wrong="Drop a Resource on the table mat, pay red, green and the Wild, and take the Steal.",
            done="The Steal is yours, and your turn is over: three colours count as your action.",
            topic="Three colours take a card from the discard pile; a Wild stands for any colour",
        ),
        Step(
            bots=(BotMove("pass", "Nina passed."),),
            expect=("steal 1 shelter 1",),
            after=(_NO_ANSWER, _MINE),
            says="You drew the Llamagedón card! Every pair in a hand came down: your yellows, Nina's greens. Two more "
                 "rounds: you, who drew it, play the very last turn. Drag your Steal onto Nina's greens.",
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
            says="The very last turn is yours. Three colours can take a Shelter card from the discard pile: drop "
                 "a Resource on the table mat and pay blue, yellow and green.",
            wrong="Drop a Resource on the table mat, pay blue, yellow and green, and take the Shelter.",
            topic="A Shelter card taken from the discard pile goes straight to your area",
        ),
    ),
    learned=("The Llamagedón card: pairs in hand come down, two more rounds, and who drew it plays last",
             "With two players you may hold nine cards at the end of your turn; more, and you drop to four",
             "The most shelters wins"),
    summary="Four shelters against none: you win! The most shelters wins; on a tie, the higher value.",
)
