"""Llamaland's guided game: the player's three turns and Nina's three at the end of a game.

The corn column holds one llama card and the cacao column none, so the player's feed of the
last corn llama ends the game (only potato llamas are left) and the round is played out:
the player holds the crook (they took the first turn), so Nina plays once more, then the
score pad. The player (start board 2A, 2 corn, 3 coins, a llama fed earlier standing top
right, its cacao card worth 8) extends with an L tile turned once (R) and bets on Wealth
while holding 3 coins of the 5 it asks; builds a Z tile, flipped (F), across the start board
and the L tile with one corner over the empty table, on a foundation: it covers two coins and
a cacao, so Wealth is met; a step of its own then shows the 2 foundations left and says what
happens once none are; then builds a T tile on the start board over a corn, a cacao, a potato
and a Huts icon, takes the Corn/Cacao Trader rather than the Corn Merchant beside it (a
Merchant's corn costs a coin, and Wealth needs all five), changes a cacao into the fourth
corn, feeds the corn llama and stands it side by side with the first (a herd of two: the
step says corner to corner does not count, and that a tile never covers a llama). The end
scores 31 to 6: the llama cards 20, two crops, five coins (2) and Wealth 7.
Every line of the finish is a thing the player did or saw (a playtester's finish listed the
same-shape rule and "four land tiles left", never played), and the end is said in plain
words: only potato llamas are left, the round is played out. The lesson opens in the view
from above (the tilted view's depth misled a newcomer); its second step says V tilts it.
Taking a tile is a step of its own where it teaches something before the tile is laid: a
tile's five squares, how few foundations there are, and (for the T) that a tile in hand marks
every spot it may take with what it earns there. Laying the T then teaches planning: compare
what spots earn and choose the one the goal needs. Nina bets on Outposts, so a second
objective's count is told.

A playtester still found it too short a game: the bet now says an objective's values (the
first bet may take the top, with two players the middle stays empty) and its next sentence the
three kinds (what you hold, llamas on a level, how llamas stand); Wealth met mid-game is said
to pay only if still met at the end (the table counts it at once); Nina moves her marker from
Outposts to Herd; the planning step has the player hold the T over a llama, where the
table says in red why it may not go; the
feed says beforehand that it brings the last round, as the top bar does from the start.
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
    "llamas C 12 A - P 5/8/12 boxed 44\n"
    "characters row 29/21/6/12/27"
    " pile 11/19/15/7/9/28/26/3/23/2/20/18/1/22/13/0/4/5/17/8/14/16/24/25/10\n"
    "objectives wealth -1/-1/-1 corn -1/-1/-1 characters -1/-1/-1"
    " hills -1/-1/-1 lowlands -1/-1/-1 outposts -1/-1/-1 herd -1/-1/-1\n"
    "supply crops 10/12/11 coins 17 llamas 32\n"
    "seat 0 board 2A crops 2/0/0 coins 3 characters - cards A8 foundations 3\n"
    "seat 1 board 3A crops 0/0/1 coins 4 characters - cards - foundations 3\n"
    "estate 0 tiles - llamas 3,0\n"
    "estate 1 tiles - llamas -\n"
)

LESSON = Lesson(
    game="llamaland",
    position=POSITION,
    names=("You", "Nina"),
    welcome="Welcome to Llamaland! Lay tiles, gather crops and feed llamas: the most points wins. We join a game "
            "near its end.",
    steps=(
        Step(
            expect=("stack L",),
            says="Each turn you lay one land tile: five squares, in one of five shapes. Take the L tile from its "
                 "stack.",
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
            then=("Objectives ask for something you hold (Wealth: coins), llamas on one level (Hills: three on "
                  "level 3) or how llamas stand (Herd: four joined side by side). Now End turn.",),
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
            topic="Your panel counts the foundations left: it fell from 3 to 2",
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
            says="Move the tile to compare: its label says what it earns; over your llama it turns red and says "
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
                 "last corn card: with the cacao gone too, one kind is left, and the game ends when this round "
                 "is played out.",
            wrong="Feed the corn llama now: four corn is just what you hold, and it is the last corn card.",
            done="The card is yours: 12 points at the end.",
            topic="Four crops of one kind feed a llama: its card scores, its figure joins your estate",
        ),
        Step(
            expect=("llama @2,0",),
            says="Stand your llama on the glowing square, beside your other one: side by side makes a herd, "
                 "corner to corner does not. A tile never covers a llama.",
            wrong="Stand your llama on the glowing square: side by side with your other llama it makes a herd, "
                  "anywhere else it does not.",
            done="Two llamas side by side: Herd now reads 2/4.",
            topic="Llamas side by side make a herd; corner to corner does not count",
        ),
        Step(
            expect=("end",),
            says="Only potato llama cards are left (four tiles left would do it too): this round is the last, "
                 "as the top bar says. You began it (the crook), so Nina plays last: end your turn.",
            wrong="Press End turn: the round ends with Nina's turn, then the points are counted.",
            topic="Only potato llama cards were left, so the round was played out and the game ended",
        ),
    ),
    ending=(BotMove("stack P"), BotMove("place P front r0 @2,0 L2"),
            BotMove("end", "Nina built on her start board for a cacao, a corn and a potato. Only potato llamas are "
                           "left and the round is played out: the game is over.")),
    learned=("After extending, a marker may instead move to another objective's empty space",
             "At the end: llama cards, 1 point a crop, 1 for two coins, and the objectives you met",),
    summary="You scored 31: your llama cards 20, two crops 2, five coins 2 and Wealth 7, still met at the end. "
            "Nina scored 6; with no llamas, her Herd marker paid nothing.",
    seed=11,
)
