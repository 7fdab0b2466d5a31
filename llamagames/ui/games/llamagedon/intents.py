"""What a gesture at the Llamagedón table means: a card dropped on a target, a click on a
card, a key, a button, an answer to the Block prompt.

Play an action by dragging its card onto its target: Attack and Steal onto an opponent's
shelter, Swap onto an opponent, Protect onto your own shelter, Draw 2 and three colours onto
the table mat; a Resource onto your shelter row builds, onto a Wild in a shelter replaces
it. Which drops are taken comes from the legal actions; a wrong one shows the engine's reason
in red while the card hovers. Where one drop matches several actions, the kit's chooser asks.

The decisions are plain functions of the shown observation, the legal actions and the
layout's rectangles (tested without a window); :class:`LlamagedonIntents` only wires the
pygame events to them and plays what they say.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ....i18n import t
from ....rules.core import Refusal
from ....rules.llamagedon.actions import (
    BLOCK as BLOCK_ACTION,
)
from ....rules.llamagedon.actions import (
    DRAW_TWO,
    LET,
    PASS,
    Attack,
    Build,
    DrawTwo,
    LlamagedonAction,
    Protect,
    Recover,
    Replace,
    Steal,
    Swap,
)
from ....rules.llamagedon.cards import (
    ATTACK,
    BLOCK,
    COLOURS,
    DRAW2,
    LABELS,
    PROTECT,
    RESOURCES,
    STEAL,
    SWAP,
    WILD,
)
from ....rules.llamagedon.legality import uses
from ....rules.llamagedon.state import Phase
from ...scene import Push
from ...table.chooser import NIGHT, Choice
from ...table.drag import DropTarget
from ...table.parts import Intents
from ...table.phone_moves import PhoneMoves
from ...table.scene import ButtonSpec
from ...widgets.card_fan import FanClick, FanDrop
from ...widgets.cards import CardImages, CardSprite, card_height
from .choice_words import (
    action_label,
    action_note,
    best_first,
    choice_title,
    colour_word,
    copies_words,
    pay_title,
    question,
    take_note,
)
from .hotseat import PRIVATE, link_key
from .layout import layout_of
from .limit import limit_confirm, pass_detail
from .overlays import PromptButton
from .stage import stage_of

if TYPE_CHECKING:
    from ...table.kit import Table

HINTS: dict[int, str] = {
    ATTACK: "An Attack goes onto an opponent's shelter.",
    STEAL: "A Steal goes onto an opponent's shelter.",
    SWAP: "A Swap goes onto the opponent you swap with.",
    PROTECT: "Protect goes onto one of your own shelters.",
    DRAW2: "Draw 2 goes onto the table mat.",
    BLOCK: "A Block is played when a card waits to be blocked: use the Block it? button then.",
    WILD: "Resources: onto your shelter row to build, onto the table mat for three colours.",
}
"""What a card's drop is for, when it is dropped where no action of it could go."""
for _colour in COLOURS:
    HINTS[_colour] = ("Resources: onto your shelter row to build, onto the table mat for three colours, "
                      "onto a Wild in a shelter to replace it.")

Target = tuple[Any, ...]
"""A drop target's key: ("shelter", seat, index), ("seat", seat), ("mine",), ("table",)."""

KEY_COMMANDS = {pygame.K_p: "pass", pygame.K_b: "build", pygame.K_r: "replace", pygame.K_d: "draw2"}
"""The table's shortcut keys at any moment of the viewer's turn."""
ANSWER_KEYS: dict[int, LlamagedonAction] = {pygame.K_k: BLOCK_ACTION, pygame.K_l: LET}
"""The Block prompt's shortcut keys while the viewer is asked."""


# -- what a drop means (pure) -------------------------------------------------------------
def candidates(kind: int, key: Hashable, obs: Any, me: int, legal: Sequence[Any]) -> list[LlamagedonAction]:
    """Every action a card of ``kind`` dropped on ``key`` could mean (legal or not), for the
    viewer ``me`` seeing ``obs``."""
    assert isinstance(key, tuple)
    hand = obs.hand
    if obs.phase is Phase.BLOCK:
        return [BLOCK_ACTION] if kind == BLOCK and key == ("table",) else []
    if key[0] == "shelter":
        seat, index = key[1], key[2]
        if kind == ATTACK:
            return [Attack(seat, index)]
        if kind == STEAL:
            return [Steal(seat, index)]
        if kind == PROTECT:
            return [Protect(index if seat == me else 10_000)]
        if kind == SWAP and seat != me:
            return [Swap(seat, give) for give in sorted(set(hand))]
        if kind in RESOURCES and seat == me:  # onto your own row: a Wild swapped out, or a build
            mine: list[LlamagedonAction] = [Replace(seat, index)] if kind in COLOURS else []
            return mine + [a for a in legal if isinstance(a, Build) and kind in (a.colour, a.second)]
        if kind in COLOURS:
            return [Replace(seat, index)]
        return []
    if key[0] == "seat":
        return [Swap(key[1], give) for give in sorted(set(hand))] if kind == SWAP else []
    if key == ("table",):
        if kind == DRAW2:
            return [DRAW_TWO]
        if kind == BLOCK:
            return [BLOCK_ACTION]
        if kind in RESOURCES:
            return [a for a in legal if isinstance(a, Recover) and kind in a.colours] or [
                Recover(k, (kind, kind, kind)) for k in sorted(set(obs.discard))[:1]]
        return []
    if key == ("mine",):
        if kind in RESOURCES:
            return [a for a in legal if isinstance(a, Build) and kind in (a.colour, a.second)] or [Build(kind, kind)]
        return []
    return []


def judge(kind: int, key: Hashable, obs: Any, me: int, legal: Sequence[Any], waiting: str | None,
          refusal: Callable[[Any], Refusal | None]) -> tuple[list[LlamagedonAction], str | Refusal | None]:
    """The legal actions of a drop, or the reason it is refused: ``waiting`` (why the viewer
    cannot move now), the engine's code (``refusal`` of the first candidate), or words."""
    if waiting is not None:
        return [], waiting
    options = candidates(kind, key, obs, me, legal)
    good = [a for a in options if a in legal]
    if good:
        return good, None
    if options:
        reason = refusal(options[0])
        if reason is not None:
            return [], reason
    if obs.phase is Phase.BLOCK:
        return [], t("A card is waiting: block it or let it happen first.")
    return [], t(HINTS[kind]) if kind in HINTS else t("{card} is not played by dragging it.", card=cap(t(LABELS[kind])))


def target_at(targets: Iterable[DropTarget], pos: tuple[int, int], slack: int) -> DropTarget | None:
    """The drop target under ``pos``: the nearest shelter, before the panel or row it lies in
    (those reach ``slack`` pixels beyond their edges)."""
    targets = list(targets)
    shelters = [z for z in targets if _key(z)[0] == "shelter" and z.rect.inflate(6, 6).collidepoint(pos)]
    if shelters:
        return min(shelters, key=lambda z: (z.rect.centerx - pos[0]) ** 2 + (z.rect.centery - pos[1]) ** 2)
    areas = [z for z in targets if _key(z)[0] != "shelter" and z.rect.inflate(slack, slack).collidepoint(pos)]
    return areas[0] if areas else None


def drop_label(actions: Sequence[LlamagedonAction], names: Sequence[str]) -> str:
    """What dropping the card here does, on the glowing target ("Attack this shelter")."""
    first = actions[0]
    if isinstance(first, Attack):
        return t("Attack this shelter")
    if isinstance(first, Steal):
        return t("Steal this shelter")
    if isinstance(first, Protect):
        return t("Protect this shelter")
    if isinstance(first, Swap):
        return t("Swap with {name}", name=names[first.seat])
    if isinstance(first, DrawTwo):
        return t("Draw two cards")
    if isinstance(first, Recover):
        return t("Three colours: take from the discard pile")
    if isinstance(first, Build):
        return t("Build a shelter")
    if isinstance(first, Replace):
        return t("Take this Wild")
    return t("Block it")


# -- clicks, keys and buttons (pure) ------------------------------------------------------
@dataclass(frozen=True)
class ClickMeaning:
    """What a click on a card of the hand does: ``answer`` (the Block prompt), ``play`` one
    action, ``offer`` the builds, or ``hint`` (say how the card is played)."""

    what: str
    actions: tuple[LlamagedonAction, ...] = ()


def click_meaning(kind: int, asked: bool, actions: Sequence[LlamagedonAction]) -> ClickMeaning:
    """A click on a card of ``kind`` (``actions``: its legal uses): play it where it has one
    obvious use, else say how."""
    if asked and kind == BLOCK:
        return ClickMeaning("answer", (BLOCK_ACTION,))
    if kind == DRAW2 and DRAW_TWO in actions:
        return ClickMeaning("play", (DRAW_TWO,))
    builds = tuple(a for a in actions if isinstance(a, Build))
    if builds and len(builds) == len(actions):
        return ClickMeaning("offer", builds)
    return ClickMeaning("hint")


def key_command(key: int, asked: bool) -> LlamagedonAction | str | None:
    """A shortcut key: the Block prompt's answer while ``asked``, else a command ("pass",
    "build", "replace", "draw2"); None for a key the table does not use."""
    if asked and key in ANSWER_KEYS:
        return ANSWER_KEYS[key]
    return KEY_COMMANDS.get(key)


def prompt_button_at(buttons: Sequence[PromptButton], pos: tuple[int, int]) -> PromptButton | None:
    """The Block prompt's button under ``pos``."""
    return next((b for b in buttons if b.rect.collidepoint(pos)), None)


def claim_of(key: str) -> int | None:
    """The seat a public question's button claims the block for ("claim:2"), None for "nobody"."""
    return int(key.split(":")[1]) if key.startswith("claim:") else None


def button_enabled(key: str, legal: Sequence[Any]) -> bool:
    """Whether the game's button ``key`` (pass, build, replace) can be pressed with ``legal``."""
    if key == "pass":
        return PASS in legal
    if key == "build":
        return any(isinstance(a, Build) for a in legal)
    if key == "replace":
        return any(isinstance(a, Replace) for a in legal)
    return False


def three_colours_open(legal: Sequence[Any]) -> bool:
    """Whether the three-colours move (three Resources of different colours for any card of the
    discard pile) can be made now: the mat invites it, the tip says it."""
    return any(isinstance(a, Recover) for a in legal)


def only_pass(legal: Sequence[Any]) -> bool:
    """Your turn leaves nothing but ending it: no action, no build, no Wild to swap out."""
    return list(legal) == [PASS]


NOT_ACTIONS = (Build, Replace)
"""Moves of a turn that are not its one action (building and swapping out a Wild)."""


def ending_question(action: Any, legal: Sequence[Any]) -> str | None:
    """"End your turn without an action?" before a pass, unless passing is all that is left
    (a pass that cannot be anything else is not worth a question)."""
    if action != PASS:
        return None
    if not any(a != PASS and not isinstance(a, NOT_ACTIONS) for a in legal):
        return None
    return t("End your turn without an action?")


def taken_cards(actions: Sequence[LlamagedonAction]) -> list[int] | None:
    """The cards a choice of three-colour trades could take from the discard pile (in order);
    None when ``actions`` are not all such trades."""
    recovers = [a for a in actions if isinstance(a, Recover)]
    if not recovers or len(recovers) != len(actions):
        return None
    return sorted({a.card for a in recovers})


# -- words and pictures of a choice (pure) ------------------------------------------------
def action_cards(action: LlamagedonAction, obs: Any) -> tuple[int, ...]:
    """The cards a chooser's row shows for ``action``."""
    if isinstance(action, Swap):
        return (action.give,)
    if isinstance(action, Replace):
        return tuple(obs.areas[action.seat][action.shelter])
    return uses(action)


def chooser_card_width(scale: float) -> int:
    """The width of the small cards in a chooser's rows."""
    return max(28, round(40 * scale))


@dataclass(frozen=True)
class CardRow:
    """An option's picture: its cards, small and overlapping, left of its words."""

    cards: tuple[int, ...]
    images: CardImages
    card_w: int
    scale: float

    @property
    def height(self) -> int:
        return card_height(self.card_w)

    def __call__(self, surface: pygame.Surface, row: pygame.Rect) -> int:
        s = self.scale
        w = self.card_w
        x = row.left + round(10 * s) + w // 2
        for kind in self.cards:
            self.images.draw(surface, CardSprite(kind, x, row.centery, width=w), shadow_offset=2)
            x += round(w * 0.7)
        x += w // 2
        return x - row.left - round(10 * s) - round(8 * s)  # the words start where they did


def cap(text: str) -> str:
    """A label at the start of a line: "An Attack" (Japanese has no capitals: unchanged)."""
    return text[:1].upper() + text[1:]


def _key(target: DropTarget) -> tuple[Any, ...]:
    key = target.key
    assert isinstance(key, tuple)
    return key


# -- the part -----------------------------------------------------------------------------
class LlamagedonIntents(Intents):
    """Mouse, keys and buttons at the Llamagedón table, played through the kit."""

    def buttons(self) -> list[ButtonSpec]:
        return [
            ButtonSpec("pass", t("End turn (P)"), t("Play no action this turn")),
            ButtonSpec("build", t("Build shelter (B)"), t("Lay two Resources of one colour down as a shelter")),
            ButtonSpec("replace", t("Swap out a Wild (R)"), t("Put the matching colour in place of a Wild and take the Wild")),
        ]

    def button_enabled(self, key: str) -> bool:
        return button_enabled(key, self.table.legal())

    def on_button(self, key: str) -> None:
        legal = self.table.legal()
        if key == "pass":
            self.play(PASS)
        elif key == "build":
            self.offer([a for a in legal if isinstance(a, Build)], t("Which shelter do you build?"), refusal=
                       t("You hold no two Resources of one colour (a Wild counts as any)."))
        elif key == "replace":
            self.offer([a for a in legal if isinstance(a, Replace)], t("Which Wild do you take back?"),
                       refusal=t("No Built Shelter has a Wild you can swap out with a card you hold."))

    def ending_question(self, action: Any) -> str | None:
        """Ask before a pass only when an action could have been played instead."""
        return ending_question(action, self.table.legal())

    def ending_detail(self, action: Any) -> str | None:
        """Why a pass asked about cannot be taken back (the kit's ``ask_detail``)."""
        return pass_detail(stage_of(self.table).view.obs, self.table.names) if action == PASS else None

    # -- reading the rules for the other parts ---------------------------------------------
    def refusal_of(self, action: object) -> Refusal | None:
        """Why the engine refuses ``action`` now, as its code (the kit words it)."""
        return self.table.view.refusal(action)

    def judge(self, kind: int, key: Hashable) -> tuple[list[LlamagedonAction], str | Refusal | None]:
        """The legal actions of a drop of ``kind`` on ``key`` now, or why it is refused."""
        table = self.table
        return judge(kind, key, stage_of(table).view.obs, table.viewer, table.legal(), table.moves.why_not_now(),
                     self.refusal_of)

    def drop_label(self, actions: Sequence[LlamagedonAction]) -> str:
        return drop_label(actions, self.table.names)

    # -- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        table = self.table
        stage = stage_of(table)
        if event.type == pygame.MOUSEMOTION:
            stage.mouse = event.pos
            point = getattr(table.parts.coach, "point", None)
            if point is not None:  # a folded tip opens under the pointer
                point(event.pos)
        tab = None if stage.recap.plan is None else stage.recap.plan.tab
        if tab is not None and event.type == pygame.MOUSEBUTTONDOWN and tab.collidepoint(event.pos):
            stage.recap.opened, stage.recap.plan = True, None  # the folded panel opens over the mat
            return True
        if stage.recap.plan is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            stage.recap.closed, shown = True, stage.recap.plan.shown  # put away: a click or key does what it does
            stage.recap.plan = None
            if event.type == pygame.MOUSEBUTTONDOWN and shown.collidepoint(event.pos):
                return True  # a click on the panel only puts it away
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                return True  # Esc closing the panel is used up by it: it does not open Pause too
        if event.type == pygame.KEYDOWN:
            return self.on_key(event.key)
        if stage.public_question() and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = prompt_button_at(stage.prompt_buttons, event.pos)
            if button is not None:
                self.table_answers(claim_of(button.key))
                return True
        if stage.asked() and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = prompt_button_at(stage.prompt_buttons, event.pos)
            if button is not None:
                if button.key == "only_mine":
                    self.toggle_only_mine()
                elif button.enabled:
                    self.answer(BLOCK_ACTION if button.key == "block" else LET)
                else:
                    table.moves.refuse(self.refusal_of(BLOCK_ACTION) or "")
                return True
        intent = stage.fan.handle_event(event)
        if isinstance(intent, FanDrop):
            target = target_at(table.drops, intent.pos, round(16 * table.scale))
            stage.hover_target = None
            if target is None:
                stage.fan.snap_back(intent.sprite, shake=False)
                kind = int(intent.sprite.value)
                table.toasts.show(t(HINTS.get(kind, "Drop a card on its target to play it.")))
            else:
                self.drop(intent.sprite, target.key)
            return True
        if isinstance(intent, FanClick):
            self.click_card(int(intent.sprite.value))
            return True
        if intent:
            self.track_hover()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and layout_of(table).lay.discard.collidepoint(event.pos):
            self.browse_discard()
            return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and three_colours_open(table.legal())
                and not stage.view.obs.chain and layout_of(table).lay.mat.collidepoint(event.pos)):
            self.browse_discard()  # the mat says "three colours": a click there makes the move
            return True
        return False

    def on_key(self, key: int) -> bool:
        if stage_of(self.table).public_question():
            if key == pygame.K_l:
                self.table_answers(None)
                return True
            return False
        command = key_command(key, stage_of(self.table).asked())
        if command is None:
            return False
        if command == "pass":
            self.play(PASS)
        elif command in ("build", "replace"):
            self.on_button(str(command))
        elif command == "draw2":
            self.play(DRAW_TWO)
        elif not isinstance(command, str):
            self.answer(command)
        return True

    def drop(self, sprite: CardSprite, key: Hashable) -> None:
        """A card of the hand was dropped on the target ``key``."""
        stage = stage_of(self.table)
        kind = int(sprite.value)
        actions, reason = self.judge(kind, key)
        if reason is not None:
            self.table.moves.refuse(reason)
            stage.fan.snap_back(sprite, shake=True)
            return
        self.offer(actions, question(kind, key), back=lambda: stage.fan.snap_back(sprite, shake=False))

    def click_card(self, kind: int) -> None:
        """A click on a card: play it where it has one obvious use, else say how."""
        table = self.table
        stage = stage_of(table)
        meaning = click_meaning(kind, stage.asked(), stage.kind_actions().get(kind, []))
        if meaning.what == "answer":
            self.answer(meaning.actions[0])
        elif meaning.what == "play":
            self.play(meaning.actions[0])
        elif meaning.what == "offer":
            self.offer(meaning.actions, t("Which shelter do you build?"))
        else:
            waiting = table.moves.why_not_now()
            table.toasts.show(waiting or t(HINTS.get(kind, "Drag a card onto its target to play it.")))

    def track_hover(self) -> None:
        """While a card is dragged: the target under it and why it is refused there."""
        table = self.table
        stage = stage_of(table)
        dragging = stage.fan.dragging
        if dragging is None:
            stage.hover_target, stage.hover_reason = None, None
            return
        slack = round(16 * table.scale)
        target = target_at(table.drops, (round(dragging.x), round(dragging.y - stage.fan.drag_offset[1])), slack)
        target = target_at(table.drops, stage.mouse, slack) if target is None else target
        stage.hover_target = target
        if target is None:
            stage.hover_reason = None
            return
        actions, reason = self.judge(int(dragging.value), target.key)
        stage.hover_reason = reason
        if reason is None:
            target.label = self.drop_label(actions)

    # -- the Block prompt ------------------------------------------------------------------
    def out_of_turn(self) -> bool:
        """A Block window is a question asked round the table, not anyone's turn of play."""
        return self.table.view.observation().phase is Phase.BLOCK

    def hands_over(self, seat: int) -> bool:
        """The laptop goes to a human in a Block window only when they claimed the block."""
        return stage_of(self.table).shared_step(seat) == PRIVATE

    def table_answers(self, claimer: int | None) -> None:
        """The table's public answer: ``claimer`` wants to block (None: nobody does); the
        claimer gets the laptop when the window reaches them."""
        stage = stage_of(self.table)
        stage.answers.answer(link_key(self.table.view.observation()), [] if claimer is None else [claimer])
        stage.asked_time = self.table.time  # the table's answers for the others take a bot's pause
        self.table.sight.check_cover()
        self.table.controls.refresh()

    def toggle_only_mine(self) -> None:
        """The Block question's checkbox: "Ask me only when it touches me", kept in the settings."""
        settings = self.table.app.settings
        settings.block_only_mine = not settings.block_only_mine
        self.table.app.save_settings()
        stage_of(self.table).place_prompt()

    def answer(self, action: LlamagedonAction) -> None:
        """Block or let be; held back until the fixed answer delay has passed."""
        table = self.table
        stage = stage_of(table)
        if not stage.asked():
            table.moves.try_action(action)
            return
        if action == BLOCK_ACTION and isinstance(table.moves, PhoneMoves) and table.moves.show_hand_first():
            return  # friends read the screen: the hand first, holder of a Block or not
        if action not in table.legal():
            table.moves.refuse(self.refusal_of(action) or t("That answer is not possible now."))
            return
        stage.pending_answer = action

    # -- choices ---------------------------------------------------------------------------
    def offer(self, actions: Sequence[LlamagedonAction], title: str, back: Callable[[], None] | None = None,
              refusal: str = "") -> None:
        """Play the one action, or ask which of several (the kit's chooser); none: say why."""
        table = self.table
        if not actions:
            table.moves.refuse(refusal or t("That cannot be played now."))
            return
        if len(actions) == 1:
            self.play(actions[0], on_refuse=back)
            return
        taken = taken_cards(actions)
        recovers = [a for a in actions if isinstance(a, Recover)]
        obs = stage_of(table).view.obs
        title = choice_title(actions, obs, table.names, title)
        if taken is not None:
            if len(taken) > 1:
                options = [self.option(t("Take {card}", card=t(LABELS[card])) + copies_words(card, obs.discard), (card,),
                                       partial(self.take_card, card, recovers, back), take_note(card),
                                       [a for a in recovers if a.card == card]) for card in taken]
                self.ask(title, options, back)
                return
            self.take_card(taken[0], recovers, back)
            return
        self.ask(title, [self.option(action_label(a, obs, table.viewer, table.names), action_cards(a, obs),
                                     partial(self.pick, a, back), action_note(a, obs), a) for a in best_first(actions, obs)],
                 back)

    def take_card(self, card: int, recovers: list[Recover], back: Callable[[], None] | None) -> None:
        """Take ``card`` from the discard pile, asking which three colours pay when several do."""
        ways = [a for a in recovers if a.card == card]
        if len(ways) == 1:
            self.pick(ways[0], back)
            return
        obs = stage_of(self.table).view.obs
        self.ask(pay_title(card),
                 [self.option(t("Pay {cards}", cards=t(", ").join(colour_word(c) for c in a.colours)), a.colours,
                              partial(self.pick, a, back), action_note(a, obs), a) for a in best_first(ways, obs)], back)

    def option(self, label: str, cards: tuple[int, ...], pick: Callable[[], None], note: str = "",
               action: Any = None) -> Choice:
        """A chooser's row: small cards, then the words, and what it costs where that is not plain.
        ``action``: the move it plays (so the row the hint named is marked), or a list of those it
        leads to (a lesson's chooser starts on the row of the step's move: 'Take a red Resource'
        was lit while the lesson asked for the Steal)."""
        picture = CardRow(cards, stage_of(self.table).cards, chooser_card_width(self.table.scale), self.table.scale)
        return Choice(label, pick, worth=note, picture=picture, picture_height=picture.height, action=action)

    def ask(self, title: str, options: list[Choice], back: Callable[[], None] | None) -> None:
        """Open the kit's chooser in the night's colours; Cancel puts the card back."""
        self.table.chooser.choose(title, options, on_cancel=back, look=NIGHT)

    def pick(self, action: LlamagedonAction, back: Callable[[], None] | None) -> None:
        self.play(action, on_refuse=back)

    def play(self, action: LlamagedonAction, on_refuse: Callable[[], None] | None = None) -> None:
        """Play ``action``; one that would end your turn over the hand limit asks first, saying
        what goes and what could keep it (instead of the kit's "End your turn?")."""
        table = self.table
        confirm = None
        if table.my_turn() and not table.covered:
            confirm = limit_confirm(table.app, action, stage_of(table).view.obs, table.viewer, table.legal(),
                                    partial(table.moves.try_action, action, None, True))
        if confirm is None:
            table.moves.try_action(action, on_refuse=on_refuse)
            return
        table.request = Push(confirm)
        if on_refuse is not None:
            on_refuse()  # the dragged card goes back to the hand while the question stands

    def browse_discard(self) -> None:
        """Look through the discard pile (the three-colours action picks from it)."""
        table = self.table
        discard = stage_of(table).view.obs.discard
        if not discard:
            table.toasts.show(t("The discard pile is empty."))
            return
        recovers = [a for a in table.legal() if isinstance(a, Recover)]
        if recovers:
            self.offer(recovers, t("Three colours: which card do you take from the discard pile?"))
            return
        kinds = sorted(set(discard))
        options = [self.option(f"{cap(t(LABELS[k]))} × {discard.count(k)}", (k,), lambda: None) for k in kinds]
        self.ask(t("The discard pile: {count} cards", count=len(discard)), options, None)


def intents_of(table: Table) -> LlamagedonIntents:
    """The Llamagedón intents part of ``table``."""
    intents = table.parts.intents
    assert isinstance(intents, LlamagedonIntents)
    return intents


__all__ = ["CardRow", "ClickMeaning", "HINTS", "LlamagedonIntents", "action_cards", "action_label", "button_enabled", "three_colours_open",
           "candidates", "claim_of", "click_meaning", "drop_label", "ending_question", "intents_of", "judge", "key_command", "question",
           "target_at", "taken_cards"]
