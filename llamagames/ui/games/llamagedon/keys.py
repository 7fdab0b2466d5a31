"""What the keys reach at the Llamagedón table, built from the legal actions.

A card is played in two steps, as with the mouse's drag: pick a card of your hand (only
kinds with a legal use are stops), then one of the places where the rules take it (a
shelter, a player to swap with, your row to build, the table); Enter there plays it, or
opens the kit's chooser when the drop can mean several moves. An open chooser's lines
and the Block prompt's two answers come first. End turn, Build and Swap out a Wild are
buttons (the kit's buttons group).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ....i18n import t
from ....rules.llamagedon.actions import BLOCK, LET
from ....rules.llamagedon.cards import LABELS
from ...table.keyboard import KeyGroup, KeyTarget, lift
from ...table.parts import Keys
from .intents import claim_of, intents_of, question
from .layout import layout_of
from .stage import stage_of

if TYPE_CHECKING:
    from ...table.kit import Table

TARGETS = "targets"


class LlamagedonKeys(Keys):
    """Tab, the arrows and Enter at the Llamagedón table."""

    def targets(self) -> list[KeyGroup]:
        return key_targets(self.table)


def key_targets(table: Table) -> list[KeyGroup]:
    stage = stage_of(table)
    intents = intents_of(table)
    chooser = table.chooser.open
    if chooser is not None:
        return [KeyGroup("choice", [KeyTarget(row, option.label, callback=option.pick, key=("choice", i))
                                    for i, (row, option) in enumerate(zip(chooser.rows, chooser.options))
                                    if row.bottom <= chooser.cancel_rect.top])]
    look = [KeyTarget(layout_of(table).lay.discard, t("Look through the discard pile"), callback=intents.browse_discard,
                      key="discard")] if stage.view.obs.discard else []
    if stage.public_question():  # the whole table is asked: its answers, and nothing of a hand
        claims = [KeyTarget(b.rect, b.label, callback=_claim(table, b.key), key=b.key) for b in stage.prompt_buttons]
        return [g for g in (KeyGroup("answer", claims), KeyGroup("piles", look)) if g.targets]
    if not table.my_turn():
        return [KeyGroup("piles", look)] if look else []
    groups: list[KeyGroup] = []
    if stage.asked():
        groups.append(KeyGroup("answer", [KeyTarget(b.rect, b.label, callback=_answer(table, b.key), key=b.key)
                                          for b in stage.prompt_buttons if b.enabled]))
    places = _places(table)
    held = stage.key_card
    if held not in places:
        stage.key_card = None
        held = None
    if held is not None:
        zones = {zone.key: zone for zone in table.drops}
        targets = []
        for key, label in places[held]:
            zone = zones.get(key)
            if zone is not None:
                targets.append(KeyTarget(zone.rect, label, callback=_play(table, held, key), key=key,
                                         on_focus=lift(stage.fan, stage.fan.sprite_for(held))))
        groups.append(KeyGroup(TARGETS, targets))
    hand = []
    seen: set[int] = set()
    for sprite in sorted(stage.fan.cards, key=lambda c: c.x):
        kind = int(sprite.value) if sprite.value is not None else -1
        if kind in places and kind not in seen and table.sight.private_visible:
            seen.add(kind)
            hand.append(KeyTarget(sprite.rect(), t("Pick up: {card}", card=t(LABELS[kind])),
                                  callback=_hold(table, kind), key=("card", kind), on_focus=lift(stage.fan, sprite)))
    groups.append(KeyGroup("hand", hand))
    groups.append(KeyGroup("piles", look))
    return [g for g in groups if g.targets]


def _places(table: Table) -> dict[int, list[tuple[Any, str]]]:
    """Card kind -> the places where the rules take it now (and what a drop there does),
    for the kinds with at least one; worked out once per position."""
    stage = stage_of(table)
    intents = intents_of(table)
    stamp = table.view.stamp
    where = (table.viewer, tuple((zone.key, tuple(zone.rect)) for zone in table.drops))
    cached = stage.key_places
    if cached is not None and cached[0] == stamp and cached[1] == where:
        return cached[2]
    places: dict[int, list[tuple[Any, str]]] = {}
    for kind in stage.kind_actions():
        for zone in table.drops:
            actions, reason = intents.judge(kind, zone.key)
            if reason is None and actions:
                places.setdefault(kind, []).append((zone.key, intents.drop_label(actions)))
    stage.key_places = (stamp, where, places)
    return places


def _hold(table: Table, kind: int) -> Callable[[], None]:
    def hold() -> None:
        stage_of(table).key_card = kind
        table.ring.group_name, table.ring.stop_key, table.ring.index = TARGETS, None, (0, 0)
    return hold


def _play(table: Table, kind: int, key: Any) -> Callable[[], None]:
    def play() -> None:
        stage_of(table).key_card = None
        intents = intents_of(table)
        actions, reason = intents.judge(kind, key)
        if reason is not None:
            table.moves.refuse(reason)
            return
        intents.offer(actions, question(kind, key))
    return play


def _claim(table: Table, key: str) -> Callable[[], None]:
    return lambda: intents_of(table).table_answers(claim_of(key))


def _answer(table: Table, key: str) -> Callable[[], None]:
    if key == "only_mine":
        return intents_of(table).toggle_only_mine
    return lambda: intents_of(table).answer(BLOCK if key == "block" else LET)


__all__ = ["LlamagedonKeys", "TARGETS", "key_targets"]
