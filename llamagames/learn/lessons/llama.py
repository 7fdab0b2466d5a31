"""L.L.A.M.A.'s guided game: one round that brings up every rule in order, ending at 40.

The player (14 points) starts against Nina (28 points). The deal is fixed: the pile's last
card is drawn first (Nina draws a llama, then the player a 2).
"""

from __future__ import annotations

from ..script import BotMove, Lesson, Step

POSITION = ("r3 play @0 start1 | hands 35L13/46L55 | out .. | discard 3 "
            "| pile 414L62352L65526664L41L56642233213L1112541432L | totals 14/28 | seed 7")

LESSON = Lesson(
    game="llama",
    position=POSITION,
    names=("You", "Nina"),
    welcome="Welcome! In L.L.A.M.A. you want to empty your hand: cards left in it cost points. When someone "
            "reaches 40, the lowest total wins.",
    steps=(
        Step(
            expect=("play 3",),
            says="The pile shows a 3. You may play the same value: drag your 3 onto the pile, or click it.",
            wrong="Not that one yet: first try the same value. Your 3 fits on the 3.",
            done="One card fewer in your hand. Now it is Nina's turn.",
            topic="Play the same value as the pile",
        ),
        Step(
            bots=(BotMove("play 4", "Nina played a 4 on your 3: one higher is allowed too."),),
            expect=("play 5",),
            says="You have no 4, but one higher also fits: play your 5 on the 4.",
            wrong="That move does not fit this step. One higher than 4 is 5: play your 5.",
            topic="Or play one higher",
        ),
        Step(
            bots=(BotMove("play 6", "Nina played a 6. Six is the highest number."),),
            expect=("play llama",),
            says="After the 6 comes the llama. Play your llama card on the 6.",
            wrong="Look for the llama: it is the card that follows a 6.",
            topic="After the 6 comes the llama",
        ),
        Step(
            bots=(BotMove("play llama", "Nina played a llama on your llama: the same value again."),),
            expect=("play 1",),
            says="After a llama the count starts over at 1. Play your 1.",
            wrong="On a llama you may play a llama or a 1. Play your 1.",
            topic="After the llama comes the 1",
        ),
        Step(
            bots=(BotMove("draw", "Nina had no 1 or 2, so she drew a card. Drawing ends her turn."),),
            expect=("draw",),
            says="Your last card is a 3, and a 3 does not fit on a 1. Draw a card from the face-down pile.",
            wrong="Nothing in your hand fits on the 1. Draw a card instead.",
            done="You drew a 2. Drawing ends your turn.",
            topic="Draw when nothing fits",
        ),
        Step(
            bots=(BotMove("quit", "Nina quit the round. She plays no more this round, and the cards "
                                  "she holds will count against her."),),
            expect=("play 2",),
            says="You are the last one in the round, so you may not draw any more. "
                 "Play the 2 you drew: one higher than the 1.",
            wrong="Play your 2 on the 1: it is one higher.",
            topic="Quit the round: your cards still count",
        ),
        Step(
            expect=("play 3",),
            says="Your 3 fits on the 2. It is your last card: play it and the round is over. Going out earns "
                 "a reward: give back one chip. A white chip is 1 point, a black one is 10.",
            wrong="Play your 3: it is your last card.",
            done="Your hand is empty! You went out, and your reward is to give back a chip.",
            topic="Empty your hand to go out",
        ),
        Step(
            expect=("return 10",),
            says="Points are chips: a white chip is 1 point, a black chip is 10. "
                 "You hold 14 points, so give back a black chip: 10 points fewer.",
            wrong="Give back the black chip: it is worth 10 points, the white only 1.",
            done="You are down to 4 points.",
            topic="White chips are 1, black chips are 10; going out gives one back",
        ),
    ),
    learned=("Cards left in hand: each value counts once, a llama counts 10",
             "The game ends when someone reaches 40: the lowest total wins"),
    summary="Nina held 5, 5 and a llama: each value counts once, and a llama counts 10, so she took "
            "15 points and passed 40. The game ends, and the lowest total wins: you!",
)
