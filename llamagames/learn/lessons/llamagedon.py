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
The welcome says what the "?" slot waits for. Right after Nina's Attack knocks the red shelter
down, the Swap turn weighs building the yellows against holding them, and tells the hand limit
before Nina's turn shows it biting (her Draw 2 leaves her ten cards: she drops to four); the
Block step says anyone may join a Block fight and two Blocks cancel out. Each likely wrong move
is told the rule it breaks, then the move asked again (``Step.refusals``). The deck's last letters are the draws, first draw last; seed 1 makes the Swap take
Nina's Draw 2 and leaves her a green pair after the hand limit.
"""

from __future__ import annotations

from ..script import BotMove, Lesson, Step

POSITION = ("main @0 #1 | hands rryyygwbP/ADggbyXr | areas H/- "
            "| deck gwAAATTTXX" "XDDBBBHHbgTBBLDATHrbrbDXy"  # three X cards, split: not a to-do marker
            " | discard - | removed HH | chain - | lets 0 "
            "| lower 24 | llamagedon - | left 0 | limit on | seed 1 | counter 1")

_WILD = ("A Wild built into a shelter can be taken by anyone holding its colour, and counts less in a tie: "
         "keep it in hand. ")
_HELD = ("You may build your yellows, it is free; but built, an Attack can reach them, and held, the Llamagedón "
         "card brings them down anyway. ")


def _wild(ask: str) -> tuple[str, str]:
    """The refusal of a shelter built with the Wild, then the step's own move."""
    return ("build * wild", _WILD + ask)


def _yellows(ask: str) -> tuple[str, str]:
    """The refusal of the yellow pair built now, then the step's own move."""
    return ("build yellow yellow", _HELD + ask)


_NO_ANSWER = BotMove("let")
_MINE = BotMove("let", mine=True)

LESSON = Lesson(
    game="llamagedon",
    position=POSITION,
    names=("You", "Nina"),
    welcome="Welcome! Most shelters wins. The \"?\" slot waits for the Llamagedón card, low in the deck: once drawn, "
            "two rounds remain. Your drawn Shelter card went straight down.",
    steps=(
        Step(
            expect=("build red red",),
            says="Two of one colour build a shelter: build your reds. A Wild fits any colour; keep it.",
            wrong="Two cards of one colour build a shelter: build your two reds.",
            refusals=(("build yellow yellow", "Your yellows could build too, but a built shelter can be attacked and a "
                                              "pair in hand can't. Build your two reds; hold the yellows."),
                      _wild("Build your two reds."),
                      ("protect*", "Protect guards a shelter and ends your turn, and building is free: build your "
                                   "two reds first."),
                      ("pass", "Ending your turn builds nothing, and building is free: build your two reds.")),
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
            refusals=(_yellows("Drag Protect onto your Shelter card."),
                      _wild("Drag Protect onto your Shelter card."),
                      ("protect shelter 1", "Protect guards any shelter, but your Shelter card counts more in a tie: "
                                            "drag Protect onto it."),
                      ("pass", "Protect in your hand guards nothing: drag it onto your Shelter card.")),
            done="Your Shelter card is safe for good: in the last rounds, when shelters are stolen and knocked down, "
                 "a guarded one stays yours. One action a turn: yours is over.",
            topic="Protect keeps a shelter safe to the end; playing an action card ends your turn",
        ),
        Step(
            bots=(BotMove("attack 0 shelter 1", "Nina attacked your red shelter: a built shelter can fall."),
                  _MINE, BotMove("let")),
            expect=("swap 1 give blue",),
            after=(_NO_ANSWER, _MINE),
            says="Build your yellows now or hold them? Held, they are safe, but end a turn over nine cards and you "
                 "drop to four at random. Hold them: drag your Swap onto Nina and give your blue.",
            wrong="Give Nina your blue: it makes no pair, so every pair you hold stays whole. Never give the Wild.",
            refusals=(_yellows("Hold them: drag your Swap onto Nina and give your blue."),
                      _wild("Drag your Swap onto Nina and give your blue."),
                      ("take *", "Three colours spend three cards and break a pair: drag your Swap onto Nina and "
                                 "give your blue instead."),
                      ("pass", "A Swap kept in hand does nothing: drag it onto Nina and give your blue, the card "
                               "that makes no pair.")),
            done="You gave your blue and took Nina's Draw 2, at random.",
            topic="Build or hold: a built shelter can be attacked; a pair in hand is safe, but over the limit a "
                  "hand drops to four",
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
            refusals=(_yellows("Play your Draw 2 on the table mat."),
                      _wild("Play your Draw 2 on the table mat."),
                      ("take *", "Three colours spend three cards and break a pair: play your Draw 2 on the table "
                                 "mat instead."),
                      ("pass", "A Draw 2 kept in hand brings nothing: play it on the table mat, you hold seven "
                               "cards, under nine.")),
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
            refusals=(_yellows("Take the Steal with red, blue and one yellow."),
                      _wild("Take the Steal with red, blue and one yellow."),
                      ("take steal *", "Pay red, blue and one yellow for the Steal: cards left over from your pairs, "
                                       "so every pair stays whole; paying the Wild would break one."),
                      ("take *", "The Steal is the card to take: with it a shelter can be yours again. Take the "
                                 "Steal with red, blue and one yellow."),
                      ("attack *", "An Attack only knocks Nina's shelter down; a Steal would make it yours. Take "
                                   "the Steal with red, blue and one yellow."),
                      ("pass", "Ending your turn leaves the Steal in the pile: take it with red, blue and one "
                               "yellow.")),
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
            refusals=(("attack *", "An Attack only knocks a shelter down; a Steal makes it yours: steal Nina's "
                                   "Shelter card."),
                      ("pass", "Only two rounds are left: keeping the Steal wastes it. Steal Nina's Shelter card.")),
            done="Nina's Shelter card is yours. Two more rounds: Nina, you, Nina, and you last.",
            topic="A Steal moves a rival's shelter into your area",
        ),
        Step(
            bots=(BotMove("pass", "Nina passed."),),
            expect=("attack 1 shelter 0",),
            says="You drew a Block and hold an Attack. Drag the Attack onto Nina's green shelter to knock it down.",
            wrong="Drag your Attack onto Nina's green shelter: it is her last one, and without it she has none.",
            refusals=(("pass", "Ending your turn leaves Nina her greens, and few turns are left: drag your Attack "
                               "onto them."),),
            topic="An Attack knocks down a rival's shelter",
        ),
        Step(
            bots=(BotMove("block", "Nina played a Block: it cancels your Attack."),),
            expect=("block",),
            says="A Block can be blocked, by anyone: in a bigger game a third player may block your Block, and two "
                 "Blocks cancel out. Play your Block on hers: your Attack goes through.",
            wrong="Answer with your Block: if you let hers stand, your Attack is cancelled and she keeps her "
                  "shelter.",
            after=(BotMove("let", "Nina has no answer left."), _MINE),
            done="Your Attack went through: Nina's greens are gone.",
            topic="A Block cancels an action; anyone may block a Block, and two Blocks cancel out",
        ),
        Step(
            bots=(BotMove("pass", "Nina passed: that was her last turn."),),
            expect=("replace 0 shelter 2", "pass"),
            says="The very last turn is yours. Your shelters' value is 27: with as many shelters, the higher value "
                 "wins. In your green shelter the Wild counts 1, a green 3: drag the green you drew onto the Wild.",
            wrong="Drag your green onto the Wild in your green shelter first: the same shelter, worth 2 more in a "
                  "tie.",
            refusals=(("pass", "Ending now leaves the Wild in your green shelter, worth 2 less in a tie: drag your "
                               "green onto the Wild first."),),
            then=("Value 29, and the Wild is back in your hand. Now end your turn.",),
            topic="Anyone holding a Wild's colour may swap it out of a shelter; the Wild goes to their hand",
        ),
    ),
    learned=("The Llamagedón card: pairs in hand come down, two more rounds, and who drew it plays last",
             "The hand limit: nine cards with two players, seven with three or more; over it, you drop to four",
             "The most shelters wins"),
    summary="Four shelters against none: you win! The most shelters wins; on a tie, the higher value.",
)
