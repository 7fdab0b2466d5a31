"""Llamaland's guided game: a short whole game, six turns of the player's and Nina's, to the end.

The llama columns hold one corn card (12), two cacao (10, 7) and one potato (12): the welcome
says the game ends once only one kind is left, and the top bar counts it down. The player
(start board 2A, 2 corn, 3 coins, llamas fed earlier standing in both top corners) plays one
idea a turn:

1. extends with an L tile turned once (R) and bets on Wealth's top (7; the middle, 5, stays
   empty with two players, the bottom pays 3), hearing the three kinds of objective;
2. builds a Z tile, flipped (F), across a gap on a foundation: two coins and a cacao, Wealth met;
   a step of its own shows the 2 foundations left and what a tile on top needs once none are;
3. plans with the T tile (each spot says what it earns; over a llama it says in red why not),
   takes the Corn/Cacao Trader for the Huts covered, changes a cacao into the fourth corn, feeds
   the last corn llama (cacao and potato are left: the game goes on) and stands it beside the
   right-hand llama (a herd of two, three llamas in the top row);
4. takes a Z and, flipped, holds it exactly over their other Z, where the table says in red that
   a tile never lies exactly on its own shape; turned once more it builds on level 3 over two
   potatoes and two coins, on a second foundation (1 left);
5. extends with a P tile beside the top row, making room for a fourth llama, and bets on Road's
   top (8, 5, 3: four llamas in a row or column);
6. builds a T over the fourth potato on the last foundation (0 left), feeds the last potato
   llama: only cacao is left, so this round is the last; stands it at the end of the top row
   (Road met, 4/4), and ends the turn: the player holds the crook, so Nina plays last.

Nina builds once for crops, reaching 10, so she must feed a llama: she takes the top cacao card
(10; the next is 7: values fall as cards are taken). She moves her marker from Outposts to Herd
(a marker that moves), and otherwise extends. The objectives' P and B letters are said with the
first bet, and what crops and coins score when the player's crops and coins come in. The end
scores 58 to 18: llama cards 38, two crops, seven coins (3), Wealth 7 and Road 8. Every line of the finish is a thing the player did or saw.
"""

from __future__ import annotations

from ..script import BotMove, Lesson, Step

POSITION = (
    "llamaland 1\n"
    "game players 2 seed 11 variant standard llama_variant no crook 0\n"
    "progress turns 0 triggered no over no hidden no\n"
    "turn seat 0 phase start stack - tile -1 extended no placed - huts 0 used - fed no\n"
    "stacks T T02/T03/T04/T05/T06/T07/T08/T09/T10/T11/T12/T01 "
    "X X01/X02/X04/X05/X06/X07/X08/X09/X10/X11/X12/X03 "
    "Z Z01/Z02/Z03/Z04/Z05/Z06/Z07/Z08/Z09/Z10/Z11/Z12 "
    "L L01/L02/L03/L04/L06/L07/L08/L09/L10/L11/L12/L05 "
    "P P01/P02/P03/P05/P06/P07/P08/P09/P10/P11/P12/P04\n"
    "llamas C 12 A 7/10 P 12 boxed 43\n"
    "characters row 29/21/6/12/27"
    " pile 11/19/15/7/9/28/26/3/23/2/20/18/1/22/13/0/4/5/17/8/14/16/24/25/10\n"
    "objectives wealth -1/-1/-1 corn -1/-1/-1 characters -1/-1/-1"
    " hills -1/-1/-1 road -1/-1/-1 outposts -1/-1/-1 herd -1/-1/-1\n"
    "supply crops 8/9/10 coins 17 llamas 31\n"
    "seat 0 board 2A crops 2/0/0 coins 3 characters - cards A8/P6 foundations 3\n"
    "seat 1 board 3A crops 2/3/2 coins 4 characters - cards - foundations 3\n"
    "estate 0 tiles - llamas 0,0/3,0\n"
    "estate 1 tiles - llamas -\n"
)

LESSON = Lesson(
    game="llamaland",
    position=POSITION,
    names=("You", "Nina"),
    welcome="Welcome to Llamaland! Lay tiles, gather crops, feed llamas: most points wins. When only one kind of "
            "llama card is left, that round is the last.",
    steps=(
        Step(
            expect=("stack L",),
            says="Each turn, lay one land tile: five squares, one of five shapes. Take the L tile.",
            wrong="Take the L tile from the top of its stack.",
            topic="A land tile covers five squares; there are five shapes",
        ),
        Step(
            expect=("place L front r1 @0,4 L1",),
            says="Lay the L tile on the gold outline under your start board, turned once with R. A tile laid "
                 "beside your estate extends it. You see it from above: V tilts the view.",
            wrong="Lay the L tile on the gold outline, turned the same way: R turns a tile, F flips it over.",
            done="Your estate grew.",
            topic="Each turn, lay one land tile: beside your estate it extends it",
        ),
        Step(
            expect=("marker wealth top", "end"),
            says="After extending, you may bet a marker on an objective: the first may take the top space, "
                 "Wealth's 7; with two players the middle stays empty, so the next takes 3. Wealth asks for 5 "
                 "coins; you hold 3. Bet on its top.",
            wrong="Click the top space of the Wealth objective, then End turn.",
            then=("An objective marked P asks for something you hold (Wealth: coins); one marked B, for where "
                  "your llamas stand (Hills: three on level 3) or how (Herd: four side by side). Now End turn.",),
            done="Wealth reads 3/5 beside its name: two coins to go.",
            topic="The first marker may take an objective's top value, paid if met at the end",
        ),
        Step(
            bots=(BotMove("stack X"), BotMove("place X front r0 @4,0 L1"), BotMove("marker outposts top"),
                  BotMove("end", "Nina extended too and bet on Outposts' top space, 9 points: two of her "
                                 "llamas must end 11 or more squares apart.")),
            expect=("stack Z",),
            says="Next, build on top. A foundation fills a gap under a tile, but you have only three a game. Take "
                 "the Z tile.",
            wrong="Take the Z tile from the top of its stack.",
            topic="Only three foundations for the whole game: each is used once",
        ),
        Step(
            expect=("place Z back r0 @0,3 L2",),
            says="Build across a gap: hold the Z tile, flip it with F to match the gold outline, and lay it there. "
                 "A foundation fills the gap under its corner, so the whole tile stands on level 2; the icon it covers "
                 "pays nothing.",
            wrong="Flip the Z tile with F until it matches the gold outline, and lay it there.",
            done="Two coins and a cacao: Wealth reads 5/5, worth 7 if you still hold 5 coins at the end.",
            topic="A foundation fills a gap under a tile on top, and what it covers pays nothing",
        ),
        Step(
            expect=("end",),
            says="That foundation is used: 2 left. With none left, every square under a tile on top must be one "
                 "level lower, no gap. End your turn.",
            wrong="Press End turn: your tile is laid.",
            topic="Your panel counts the foundations left: you used all three",
        ),
        Step(
            bots=(BotMove("stack X"), BotMove("place X front r0 @1,4 L1"),
                  BotMove("marker herd top from outposts", "Nina moved her marker from Outposts to Herd's top."),
                  BotMove("end")),
            expect=("stack T",),
            says="Now plan. Take the T tile: while you hold it, each spot it may take is marked with what it "
                 "earns there, as +3 and icons.",
            wrong="Take the T tile from the top of its stack.",
            topic="Hold a tile: each spot it may take is marked with what it earns there",
        ),
        Step(
            expect=("place T front r1 @1,1 L2",),
            says="Move the tile to compare: its label says what it earns; over a llama it turns red and says "
                 "why not. The gold outline earns three crops and a Huts, for the fourth corn. Lay it there.",
            wrong="Lay the T tile on your start board on the gold outline, turned the same way (R turns it).",
            done="Three crops joined your collection, and the Huts bring a character.",
            topic="Compare what spots earn, and lay the tile where it serves your goal",
        ),
        Step(
            expect=("hut row 3",),
            says="Take the Trader, third in the row: once a turn it changes a cacao into a corn, or back. The "
                 "Merchant sells a corn for a coin, but Wealth needs all five of yours.",
            wrong="Click the Corn/Cacao Trader, the third character of the row.",
            topic="Covered Huts bring a character",
        ),
        Step(
            expect=("trade cacao>corn #6",),
            says="A llama eats four crops of one kind, and you have three corn. Click your Trader to change a "
                 "cacao into the fourth corn.",
            wrong="Click the Trader in your collection to change a cacao into a corn.",
            topic="Characters give you extra moves on your turn",
        ),
        Step(
            expect=("feed corn coins 0",),
            says="Feed a llama: click the corn column and pay four corn for its card, worth 12 points. It is the "
                 "last corn card, but cacao and potato cards are left, so the game goes on.",
            wrong="Feed the corn llama now: four corn is just what you hold.",
            done="The card is yours: 12 points at the end.",
            topic="Four crops of one kind feed a llama: its card scores, its figure joins your estate",
        ),
        Step(
            expect=("llama @2,0",),
            says="Stand your llama on the glowing square, beside your right-hand llama: side by side makes a "
                 "herd, corner to corner does not. A tile never covers a llama.",
            wrong="Stand your llama on the glowing square: side by side with your other llama it makes a herd, "
                  "anywhere else it does not.",
            done="Two llamas side by side: Herd now reads 2/4. Your top row holds three llamas.",
            topic="Llamas side by side make a herd; corner to corner does not count",
        ),
        Step(
            expect=("end",),
            says="Your turn is done: end it.",
            wrong="Press End turn: you laid a tile and fed a llama, all a turn allows.",
        ),
        Step(
            bots=(BotMove("stack P"),
                  BotMove("place P front r0 @2,0 L2"), BotMove("feed cacao coins 0"), BotMove("llama @2,0"),
                  BotMove("end", "Nina built on her start board for three crops.")),
            expect=("stack Z",),
            says="Nina held 10 crops, and whoever holds 10 or more must feed a llama. She took the top cacao card, "
                 "10: the next is worth 7. Build again: take the Z tile.",
            wrong="Take the Z tile from the top of its stack.",
            topic="Holding 10 crops or more, you must feed a llama",
        ),
        Step(
            expect=("place Z back r1 @1,2 L3", "end"),
            says="Press F and hold the Z exactly over your other Z: it turns red, as a tile never lies exactly "
                 "on its own shape. Then press R once and lay it on the gold outline, on level 3: a foundation "
                 "fills the gap under its corner.",
            wrong="Lay the Z tile on the gold outline: F flips it, R turns it.",
            then=("Two potatoes and two coins joined your collection. At the end, each crop you hold scores 1 "
                  "point and every two coins 1. End your turn.",),
            topic="A tile never lies exactly on one of its own shape",
        ),
        Step(
            bots=(BotMove("stack L"), BotMove("place L front r0 @-2,0 L1"), BotMove("skip"),
                  BotMove("end", "Nina extended and bet nothing.")),
            expect=("stack P", "place P front r0 @4,-2 L1"),
            says="A foundation filled a gap again: 1 left. Now make room for a fourth llama in your top row: "
                 "take the P tile.",
            wrong="Take the P tile, then lay it on the gold outline beside your top row, as it comes.",
            then=("Lay it on the gold outline at the end of your top row, as it comes: no turning.",),
            done="Your top row has room for a fourth llama.",
            topic="Lay tiles for the objective you aim at",
        ),
        Step(
            expect=("marker road top", "end"),
            says="Bet on Road's top: four llamas in one row or column pay 8 at the top, 5 in the middle (empty "
                 "with two players), 3 at the bottom. It is checked at the end.",
            wrong="Click the top space of the Road objective, then End turn.",
            then=("Road reads 3/4: one llama to go. End your turn.",),
            topic="Road: four llamas in a row or column; its spaces pay 8, 5 or 3",
        ),
        Step(
            bots=(BotMove("stack L"), BotMove("place L front r0 @-4,0 L1"), BotMove("skip"), BotMove("end")),
            expect=("stack T", "place T front r0 @-1,1 L2"),
            says="Your last turn. Take the T tile: laid on the gold outline as it comes, it covers your fourth "
                 "potato, and your last foundation fills the gap under it.",
            wrong="Take the T tile, then lay it on the gold outline without turning it.",
            then=("Lay it on the gold outline, as it comes: no turning.",),
            done="Four potatoes, and 0 foundations left.",
        ),
        Step(
            expect=("feed potato coins 0",),
            says="Feed the potato llama, 12 points. It is the last potato card: only cacao is left, and the game "
                 "ends when this round is played out.",
            wrong="Feed the potato llama: click the potato column.",
            topic="Only cacao llama cards were left, so the round was played out and the game ended",
        ),
        Step(
            expect=("llama @4,0",),
            says="Stand it on the glowing square, at the end of your top row: four llamas in one row meet Road.",
            wrong="Stand your llama on the glowing square in your top row: there it meets Road.",
            done="Road reads 4/4.",
        ),
        Step(
            expect=("end",),
            says="This round is the last, as the top bar says. You began it (you hold the crook), so Nina plays "
                 "last: end your turn.",
            wrong="Press End turn: the round ends with Nina's turn, then the points are counted.",
            topic="You began the round (the crook), so Nina played last",
        ),
    ),
    ending=(BotMove("stack X"), BotMove("place X front r0 @-2,-2 L1"), BotMove("skip"),
            BotMove("end", "Nina extended her estate. The round is played out: the game is over.")),
    learned=("After extending, a marker may instead move to another objective's empty space",
             "A llama card column's values fall as its cards are taken",
             "A tile on top pays for the crops and coins it covers",
             "At the end: llama cards, 1 point a crop, 1 for two coins, and the objectives you met",),
    summary="You scored 58: llama cards 38, two crops 2, seven coins 3, Wealth 7 and Road 8, both still met at "
            "the end. Nina scored 18; with one llama, her Herd marker paid nothing.",
    seed=11,
)
