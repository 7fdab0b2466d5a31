"""L.L.A.M.A.'s guided game: one round that brings up every rule in order, ending at 40.

The player (14 points) starts against Nina (28 points), in round 3: the welcome says the first
two rounds gave them those points. The deal is fixed: the pile's last card is drawn first (Nina
draws a llama, then the player a 2). Every likely wrong move is told the rule it breaks (a 5 on a 3
never fits; quitting costs the cards held), then the move asked again.
"""

from __future__ import annotations

from ..script import BotMove, Lesson, Step

POSITION = ("r3 play @0 start1 | hands 35L13/46L55 | out .. | discard 3 "
            "| pile 414L62352L65526664L41L56642233213L1112541432L | totals 14/28 | seed 7")

LESSON = Lesson(
    game="llama",
    position=POSITION,
    names=("You", "Nina"),
    welcome="Welcome! In L.L.A.M.A., empty your hand: cards left cost points. We join in round 3: two rounds gave "
            "you 14 points, Nina 28. At 40, the lowest total wins.",
    steps=(
        Step(
            expect=("play 3",),
            says="The pile shows a 3. Play the same value: drag your 3 onto it, or click it.",
            wrong="On a 3 only a 3 or a 4 fits: play your 3.",
            refusals=(("play *", "On a 3 only a 3 or a 4 fits, one higher at most: play your 3."),
                      ("draw", "A draw adds a card to pay for, and your 3 fits on the 3: play it."),
                      ("quit", "Quitting ends your round with all five cards to pay: your 3 fits, so play it.")),
            done="One card fewer in your hand. Now it is Nina's turn.",
            topic="Play the same value as the pile",
        ),
        Step(
            bots=(BotMove("play 4", "Nina played a 4 on your 3: one higher is allowed too."),),
            expect=("play 5",),
            says="You have no 4, but one higher also fits: play your 5 on the 4.",
            wrong="On a 4 only a 4 or a 5 fits: play your 5.",
            refusals=(("draw", "A draw adds a card to pay for, and your 5 fits on the 4: play it."),
                      ("quit", "Quitting ends your round with every card you hold to pay: your 5 fits on the 4, "
                               "so play it.")),
            topic="Or play one higher",
        ),
        Step(
            bots=(BotMove("play 6", "Nina played a 6. Six is the highest number."),),
            expect=("play llama",),
            says="After the 6 comes the llama. Play your llama on the 6: left in your hand, a llama costs 10 points.",
            wrong="On a 6 only a 6 or a llama fits: play your llama.",
            refusals=(("draw", "A draw adds a card to pay for, and your llama fits on the 6: play it."),
                      ("quit", "Quitting now, your llama alone would cost 10 points: play it on the 6.")),
            topic="After the 6 comes the llama",
        ),
        Step(
            bots=(BotMove("play llama", "Nina played a llama on your llama: the same value again."),),
            expect=("play 1",),
            says="After a llama the count starts over at 1. Play your 1.",
            wrong="On a llama only a llama or a 1 fits: play your 1.",
            refusals=(("draw", "A draw adds a card to pay for, and your 1 fits on the llama: play it."),
                      ("quit", "Quitting ends your round with two cards to pay: your 1 fits on the llama, so play "
                               "it.")),
            topic="After the llama comes the 1",
        ),
        Step(
            bots=(BotMove("draw", "Nina had no 1 or 2, so she drew a card. Drawing ends her turn."),),
            expect=("draw",),
            says="Your 3 does not fit on a 1. Quitting would cost its 3 points; a draw may bring a card that fits. "
                 "Draw from the face-down pile.",
            wrong="On a 1 only a 1 or a 2 fits, and you hold a 3: draw a card.",
            refusals=(("quit", "Quitting now costs your 3 points and ends your round; a draw may bring a card "
                               "that fits. Draw a card."),),
            done="You drew a 2. Drawing ends your turn.",
            topic="Draw when nothing fits",
        ),
        Step(
            bots=(BotMove("quit", "Nina quit: nothing fitted, and each draw could add a value to pay. Quitting is "
                                  "wise then; her cards still count."),),
            expect=("play 2",),
            says="You are the last one in the round, so you may not draw any more. "
                 "Play the 2 you drew: one higher than the 1.",
            wrong="On a 1 only a 1 or a 2 fits: play your 2.",
            refusals=(("draw", "The last player in a round may not draw: play your 2 on the 1."),
                      ("quit", "Quitting now costs 5 points, your 2 and your 3, and both can still be played: play "
                               "your 2.")),
            topic="Quit the round: your cards still count",
        ),
        Step(
            expect=("play 3",),
            says="Your 3 fits on the 2. It is your last card: play it and the round is over. Going out earns "
                 "a reward: give back one chip. A white chip is 1 point, a black one is 10.",
            wrong="On a 2 only a 2 or a 3 fits: play your 3, your last card.",
            refusals=(("draw", "The last player in a round may not draw: play your 3 on the 2."),
                      ("quit", "Quitting keeps your 3 to pay; playing it empties your hand and pays nothing: play "
                               "your 3.")),
            done="Your hand is empty! You went out, and your reward is to give back a chip.",
            topic="Empty your hand to go out",
        ),
        Step(
            expect=("return 10",),
            says="Points are chips: a white chip is 1 point, a black chip is 10. "
                 "You hold 14 points, so give back a black chip: 10 points fewer.",
            wrong="A white chip gives back 1 point, a black one 10: give back the black chip.",
            done="You are down to 4 points.",
            topic="White chips are 1, black chips are 10; going out gives one back",
        ),
    ),
    learned=("Cards left in hand: each value counts once, a llama counts 10",
             "The game ends when someone reaches 40: the lowest total wins"),
    summary="Nina held 5, 5 and a llama: each value counts once, and a llama counts 10, so she took "
            "15 points and passed 40. The game ends, and the lowest total wins: you!",
)
