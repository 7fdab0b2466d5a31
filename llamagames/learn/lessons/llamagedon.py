"""Llamagedón's guided game: two players, seven turns each, from a draw to the last count.

Each step teaches one card or rule a newcomer meets in a real game, in a sentence or two, and
every move it asks is one the table's own chooser calls plain (no "breaks a pair", no "its Wild
can be taken": a playtester was asked to build red + Wild while holding two reds, and to pay
with the Wild, the very moves the dialog warned against; a test holds it). Build a shelter
from the two reds (the Wild stays in hand: built in, anyone may take it), Protect (an action:
it ends the turn; a guarded shelter lasts through the last rounds), Swap away the one card
that makes no pair, Draw 2 (the cards are drawn at once and played from the next turn, a Shelter
excepted; the hand limit depends on the players), three colours paid with singles, then the
Llamagedón card, drawn by the player (every pair in a hand comes down: the yellows, the green
with the Wild, Nina's greens; the player who drew it plays the very last turn), a Steal of
Nina's Shelter card (worth more in a tie than her greens), an Attack and a Block on Nina's
Block, and on the last turn the green drawn swapped in for the Wild of the green shelter.
Each refusal says why the move asked is the better one. Nina's turns show an Attack on a
shelter laid down, the hand limit (her Draw 2 leaves her ten cards: she drops to four) and a
Steal. The deck's last letters are the draws, first draw last; seed 1 makes the Swap take
Nina's Draw 2 and leaves her a green pair after the hand limit.
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
    welcome="Welcome! In Llamagedón the most shelters wins. Your draw brought a Shelter card: it went straight "
            "down.",
    steps=(
        Step(
            expect=("build red red",),
            says="Two cards of one colour build a shelter. Build with your two reds: a Wild fits any colour, but "
                 "built in, anyone with its colour may take it.",
            wrong="Build with your two reds: a Wild built into a shelter can be taken by anyone holding its colour, "
                  "and it counts less in a tie.",
            done="A red shelter: your shelters' value, which breaks a tie, rose to 14. Building is free, not your "
                 "action.",
            topic="Two Resources of one colour build a shelter; the shelters' value breaks a tie",
        ),
        Step(
            expect=("protect shelter 0",),
            after=(_NO_ANSWER, _MINE),
            says="Protect keeps a shelter safe from Attacks and Steals for good: drag it onto your Shelter card. "
                 "It is an action: it ends your turn.",
            wrong="Guard your Shelter card: it counts the most in a tie, and a guarded shelter stays yours to the "
                  "end.",
            done="Your Shelter card is safe for good: in the last rounds, when shelters are stolen and knocked down, "
                 "a guarded one stays yours. One action a turn: yours is over.",
            topic="Protect keeps a shelter safe to the end; playing an action card ends your turn",
        ),
        Step(
            bots=(BotMove("attack 0 shelter 1", "Nina attacked your red shelter. A shelter on the table can be "
                                                "attacked; your yellows in hand can't."),
                  _MINE, BotMove("let")),
            expect=("swap 1 give blue",),
            after=(_NO_ANSWER, _MINE),
            says="You drew a Swap: give Nina a card you choose, take one of hers at random. Drag it onto Nina and "
                 "give your blue.",
            wrong="Give Nina your blue: it makes no pair, so every pair you hold stays whole. Never give the Wild.",
            done="You gave your blue and took Nina's Draw 2, at random.",
            topic="Keep a pair in hand: it is safe there until the Llamagedón card shows",
        ),
        Step(
            bots=(BotMove("draw2", "Nina played a Draw 2."),
                  _MINE,
                  BotMove("let", "She ended her turn with 10 cards, over the limit: she dropped to four, at "
                                 "random.")),
            expect=("draw2",),
            after=(_NO_ANSWER, _MINE),
            says="Limit: nine with two players, seven with three or more. Drag your Draw 2 onto the table mat: its "
                 "cards come now, playable next turn.",
            wrong="Play your Draw 2 on the table mat: you hold seven cards, far from the limit, and two more give "
                  "you more to build with.",
            done="A Shelter card came and went straight down; the red waits in your hand, to play next turn.",
            topic="Draw 2: the cards are drawn now and played from your next turn, a Shelter excepted",
        ),
        Step(
            bots=(BotMove("steal 0 shelter 1", "Nina drew a Steal and took your new Shelter card."),
                  _MINE, BotMove("let")),
            expect=("take steal with red blue yellow",),
            after=(_NO_ANSWER, _MINE),
            says="Three colours take any card from the discard pile. Drop your red on the table mat and take the "
                 "Steal with red, blue and one yellow: your yellow pair and the Wild stay.",
            wrong="Pay red, blue and one yellow for the Steal: cards left over from your pairs, so every pair stays "
                  "whole; paying the Wild would break one.",
            done="The Steal is yours, and your turn is over: three colours count as your action.",
            topic="Three colours take a card from the discard pile: pay with cards that make no pair",
        ),
        Step(
            bots=(BotMove("pass", "Nina passed."),),
            expect=("steal 1 shelter 0",),
            after=(_NO_ANSWER, _MINE),
            says="You drew the Llamagedón card! Every pair in a hand came down: your yellows, your green with the "
                 "Wild, Nina's greens. Two more rounds: you, who drew it, play the very last turn. Drag your Steal "
                 "onto Nina's Shelter card.",
            wrong="Steal Nina's Shelter card: it counts 8 in a tie, her greens only 6.",
            done="Nina's Shelter card is yours. Two more rounds: Nina, you, Nina, and you last.",
            topic="A Steal moves a rival's shelter into your area",
        ),
        Step(
            bots=(BotMove("pass", "Nina passed."),),
            expect=("attack 1 shelter 0",),
            says="You drew a Block and hold an Attack. Drag the Attack onto Nina's green shelter to knock it down.",
            wrong="Drag your Attack onto Nina's green shelter: it is her last one, and without it she has none.",
            topic="An Attack knocks down a rival's shelter",
        ),
        Step(
            bots=(BotMove("block", "Nina played a Block: it cancels your Attack."),),
            expect=("block",),
            says="A Block can be blocked too. Play your own Block on hers, and your Attack goes through.",
            wrong="Answer with your Block: if you let hers stand, your Attack is cancelled and she keeps her "
                  "shelter.",
            after=(BotMove("let", "Nina has no answer left."), _MINE),
            done="Your Attack went through: Nina's greens are gone.",
            topic="A Block cancels an action, and a Block can be blocked",
        ),
        Step(
            bots=(BotMove("pass", "Nina passed: that was her last turn."),),
            expect=("replace 0 shelter 2", "pass"),
            says="The very last turn is yours. Your shelters' value is 27: with as many shelters, the higher value "
                 "wins. In your green shelter the Wild counts 1, a green 3: drag the green you drew onto the Wild.",
            wrong="Drag your green onto the Wild in your green shelter first: the same shelter, worth 2 more in a "
                  "tie.",
            then=("Value 29, and the Wild is back in your hand. Now end your turn.",),
            topic="Anyone holding a Wild's colour may swap it out of a shelter; the Wild goes to their hand",
        ),
    ),
    learned=("The Llamagedón card: pairs in hand come down, two more rounds, and who drew it plays last",
             "The hand limit: nine cards with two players, seven with three or more; over it, you drop to four",
             "The most shelters wins"),
    summary="Four shelters against none: you win! The most shelters wins; on a tie, the higher value.",
)
