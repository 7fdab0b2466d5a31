"""Llamas & Alpacas' guided game: six turns from 8 points to 18, one rule a turn.

The player (8 points, 4 clovers and 1 carrot) holds two alpacas atop their board and a blue
llama 2 and 3 in its middle row; Nina (10 points) holds two red llamas. The row and the head
of the pile are fixed so each take teaches one thing: the free first card, a treat paid to
skip, a line by animal (2), by colour and digits (4), two clovers for a missing carrot, a
star, and a card of the board moved instead of a take (4); Nina's takes show a scored line
leaving the board, treats collected with a card and the 10-treat limit. A fresh player missed
the starting card, that a card may go on any space, the move, Pass and the full board: the
welcome, the first step, the move step and the end say them.
"""

from __future__ import annotations

from ..script import BotMove, Lesson, Step

POSITION = ("play @0 first0 | row L3r A2r A3g A1r A1b L3g "
            "| boards A2g,A4p,.,.,L2b,L3b,.,.,. / L4r,L1r,.,.,.,.,.,.,. | treats 4/1 3/4 | scores 8 10 "
            "| turns 5 5 | start - - "
            "| pile A2b L3p L*g L3g' A4g L3r' A4r L4r' L*p L2b' A2r' A4b L1p L4b A2b' A3b A1g L3p' A2p L4p "
            "A3b' L4w L4g' L1w A1w L1g A1r' L1b A3w L2p' L3b' L4g L2r' A*p A4w L3w L2g' A3g' A*b A1p L2p L2w "
            "L1g' L2r A1p' A4r' A3p A3r' A*g A3p' A1g' A2g' L1p' L*b A2p' A3r A*r L1b' L*r A2w A4p' L4b' A1b' "
            "L2g A4b' A4g' L4p' L1r' | discard - | seed 43 counter 0")

LESSON = Lesson(
    game="alpacas",
    position=POSITION,
    names=("You", "Nina"),
    welcome="Welcome to Llamas & Alpacas! Lay row cards on your board: three matching in a line score. One card "
            "from the pile on each board starts a game; we join later.",
    steps=(
        Step(
            expect=("take 1 @3,1",),
            says="The first card is free: drag the red llama 3 to your bottom left space.",
            wrong="Take the free first card, the red llama 3, and put it in the bottom left corner of your board.",
            done="A card may go on any empty space, next to others or not, and it stays there. Now it is "
                 "Nina's turn.",
            topic="The first card of the row is free",
        ),
        Step(
            bots=(BotMove("take 1 @1,3", "Nina took the free card: three red cards in a line, 2 points."),),
            expect=("take 2 pay carrot @1,3",),
            shows=("move @1,1 @1,2", "take 1 @1,3"),  # the alpacas it joins (a move's highlights are its
            # two cells) and the alpaca paid for (a take's: the row's card and a cell)
            says="Skipping a card costs a treat: a carrot for an alpaca, a clover for a llama. Pay a carrot for "
                 "the red alpaca 1 and put it top right: three alpacas, 2 points.",
            wrong="Take the second card, the red alpaca 1, paying a carrot for the alpaca before it, and put it "
                  "top right.",
            done="Three alpacas: 2 points, and the line leaves your board. Your carrot stays on the card you "
                 "skipped.",
            topic="Skipping a card costs a treat: a carrot for an alpaca, a clover for a llama",
        ),
        Step(
            bots=(BotMove("take 1 @2,2", "Nina took that alpaca and your carrot: a card's treats go to whoever "
                                         "takes it."),),
            expect=("take 1 @2,1",),
            shows=("move @2,2 @2,3",),  # the blue 2 and 3 it joins
            says="Lines also match by colour, or by digits all alike or in order. Put the blue alpaca 1 left of "
                 "your blue 2 and 3: two matches, 4 points.",
            wrong="Put the free first card, the blue alpaca 1, in the middle row on the left, beside your "
                  "blue 2 and 3.",
            done="Two matches, 4 points. A line matching all three (animal, colour and digits) scores 6.",
            topic="A line scores 2 points for each match: animal, colour, digits",
        ),
        Step(
            bots=(BotMove("take 1 @2,1", "Nina took the free first card, a green llama 3."),),
            expect=("take 2 pay 2clover @2,3",),
            shows=("take 1 @2,3",),  # the alpaca in front, paid for
            says="The alpaca in front needs a carrot, and you have none. Two of the other treat will do: pay two "
                 "clovers and put the pink llama 3 at the right of your middle row.",
            wrong="Take the second card, the pink llama 3, paying two clovers for the alpaca before it, and put "
                  "it on the right of your middle row.",
            done="Two clovers went onto the alpaca. Your two llama 3s are apart for now; a later turn brings "
                 "them together.",
            topic="Out of the right treat? Two of the other kind pay instead",
        ),
        Step(
            bots=(BotMove("take 1 @3,3", "Nina took the alpaca and your clovers. She holds 10 treats, the most "
                                         "allowed: more would go onto the next card of the row."),),
            expect=("take 1 @3,2",),
            shows=("move @3,1 @3,2",),  # the red llama 3 it goes beside
            says="A star is any digit, a white cap or bandana any colour. Put the green star llama beside your "
                 "red llama 3.",
            wrong="Put the free first card, the llama with a star, in the middle of your bottom row.",
            done="The star can count as a 3: a llama 3 at the bottom right would finish the line.",
            topic="Wild cards: a star is any digit, a white accessory any colour",
        ),
        Step(
            bots=(BotMove("take 1 @2,3", "Nina took the green llama 3: three green 3s, 4 points. She has 16."),),
            expect=("move @2,3 @3,3",),
            shows=("move @3,1 @3,2",),  # the llama 3 and the star it joins
            says="Instead of a take, you may move one of your cards to an empty space: your whole turn. Move the "
                 "pink llama 3 to the bottom right: three llama 3s, 4 points.",
            wrong="Take no card this turn: move the pink llama 3 from the right of your middle row down to the "
                  "bottom right corner.",
            done="18 points! Reaching 18 ends the game when the round is over: Nina plays one more turn.",
            topic="Moving a card of your board is a whole turn, and it can score",
        ),
    ),
    ending=(BotMove("take 1 @1,1", "Nina's last turn: she took the free alpaca and ends on 16."),),
    learned=("Each turn you take a card or move one; only a full board passes, and when every board is "
             "full the game ends",
             "Once someone reaches 18 the round is played out, and the most points wins"),
    summary="18 against 16: you win! On a tie, the player holding more treats would win.",
    skipped_end="Skip step made your last move: the guide moved your pink llama 3, and its 4 points reached 18. "
                "So this win is the guide's, not yours; Nina ended on 16.",
    seed=43,
)
