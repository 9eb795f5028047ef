"""Trigger events of creatures attacking or dealing combat damage to the ability controller's
opponents (603.2): "Whenever a creature [with a +1/+1 counter on it] attacks one of your
opponents [or a planeswalker an opponent controls]" (508.1m, 506.3: the creature is
remembered, "that creature") and "Whenever a creature you control / enchanted creature deals
combat damage to an opponent" (510.3a: the player dealt damage is remembered, "that player",
with the amount); "Whenever a source you control deals noncombat damage to an opponent"
(120.3). Registered into rules/triggers.py's EVENT_HANDLERS
(`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import Zone, ref_player

ATTACKS_OPPONENT = "creature_attacks_opponent"
ATTACKS_OPPONENT_OR_PW = "creature_attacks_opponent_or_planeswalker"
COMBAT_DAMAGE_TO_OPPONENT = "creature_combat_damage_to_opponent"
ATTACHED_COMBAT_DAMAGE_TO_OPPONENT = "attached_combat_damage_to_opponent"
NONCOMBAT_TO_OPPONENT = "source_noncombat_damage_to_opponent"


def _attacked_player(state: GameState, defender: int, with_planeswalkers: bool) -> int | None:
    """The player an attack is against (506.3: a player, or with `with_planeswalkers` the
    controller of a planeswalker attacked), else None."""
    if defender < 0:
        return ref_player(defender)
    pw = state.objects.get(defender)
    if with_planeswalkers and pw is not None and pw.zone is Zone.BATTLEFIELD:
        return pw.controller
    return None


def _on_attack(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """508.1m: ("attack", attacker, defender): the attacker is declared attacking `defender`."""
    attacker, defender = ev[1], ev[2]
    if attacker not in state.objects:
        return
    for name in (ATTACKS_OPPONENT, ATTACKS_OPPONENT_OR_PW):
        player = _attacked_player(state, defender, name == ATTACKS_OPPONENT_OR_PW)
        for o in _b._battlefield_with(state, name):
            if player is not None and player in state.opponents(o.controller):
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                         attacker,
                         lambda tr, o=o: matches(state, attacker, tr.filter, o.controller, o.id),
                         remembered=(attacker,), event_player=player)  # ("that player")


def _on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """510.3a: ("damage", source, recipient, amount, combat): combat damage dealt to a player
    by a creature; each creature's damage to a player is one event."""
    source, to, n = ev[1], ev[2], ev[3]
    if not ev[4]:
        _noncombat(state, found, ev)
        return
    if to >= 0 or n <= 0 or source not in state.battlefield:
        return
    player = ref_player(to)
    for o in _b._battlefield_with(state, COMBAT_DAMAGE_TO_OPPONENT):
        if player in state.opponents(o.controller):
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller,
                     COMBAT_DAMAGE_TO_OPPONENT, source,
                     lambda tr, o=o: matches(state, source, tr.filter, o.controller, o.id),
                     remembered=(to,), amount=n)
    for o in _b._battlefield_with(state, ATTACHED_COMBAT_DAMAGE_TO_OPPONENT):
        if o.attached_to == source and player in state.opponents(o.controller):  # 303.4
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller,
                     ATTACHED_COMBAT_DAMAGE_TO_OPPONENT, source, remembered=(to,), amount=n)


def _noncombat(state: GameState, found: list[PendingTrigger], ev: tuple) -> None:  # type: ignore[type-arg]
    """120.3, 510.2: "Whenever a source you control deals noncombat damage to an opponent":
    each damage event not dealt in combat from a source (a spell on the stack, a permanent)
    the ability's controller controls, to one of their opponents; that player and the amount
    remembered."""
    source, to, n = ev[1], ev[2], ev[3]
    if to >= 0 or n <= 0 or source not in state.objects \
            or NONCOMBAT_TO_OPPONENT not in _b._trigger_index(state):
        return
    player, owner = ref_player(to), state.objects[source].controller
    for o in _b._battlefield_with(state, NONCOMBAT_TO_OPPONENT):
        if o.controller == owner and player in state.opponents(o.controller):
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller,
                     NONCOMBAT_TO_OPPONENT, source, remembered=(to,), amount=n)


_b.register("attack", _on_attack, (ATTACKS_OPPONENT, ATTACKS_OPPONENT_OR_PW))
_b.register("damage", _on_damage, (COMBAT_DAMAGE_TO_OPPONENT,
                                      ATTACHED_COMBAT_DAMAGE_TO_OPPONENT, NONCOMBAT_TO_OPPONENT))
