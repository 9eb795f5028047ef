"""Zones (400) and moving objects between them.

400.7: an object that moves from one zone to another becomes a new object with no memory of
its previous existence; here it gets a new id, and the old id stops existing. The move event
carries what the object was (last known information, 608.2h) for triggers that look back.
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.types import CardType
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone


def move_object(state: GameState, oid: int, to: Zone, *, top: bool = True,
                controller: int | None = None, tapped: bool = False) -> int | None:
    """Move object `oid` to zone `to` (to its owner's zone for library/hand/graveyard, 400.3).
    Returns the new object's id, or None when the object ceases to exist (a token leaving the
    battlefield, 111.7 and 704.5d, is removed at once: nothing can see it in the other zone
    here, since no built-in card looks at tokens in graveyards)."""
    o = state.objects[oid]
    frm = o.zone
    if frm is Zone.STACK and o.alt_cost == "flashback" and to is not Zone.EXILE:
        to = Zone.EXILE  # 702.34a: a flashback spell is exiled instead of going anywhere else
    name = o.card.name
    was_creature = False
    if frm is Zone.BATTLEFIELD:
        ch = characteristics(state, oid)
        was_creature = CardType.CREATURE in ch.types
        if ch.card is not o.card and not ch.card.is_token and ch.card.name in state.db:
            name = ch.card.name  # 603.10a: a copy leaves as what it copied (707.2)
        if ch.triggers is not ch.card.triggers and not ch.triggers:
            # 603.10a: it had no triggered abilities as it left (it lost them, 613.1f)
            state.log.append(("left_without_abilities", oid))
    last_controller = o.controller
    src_list = state.zone_list(frm, o.controller if frm is Zone.BATTLEFIELD else o.owner)
    src_list.remove(oid)
    if frm is Zone.BATTLEFIELD:
        _leave_battlefield(state, oid)
    state.remove_object(oid)
    if (o.card.is_token and to is not Zone.BATTLEFIELD) or (o.kind is not None and not _is_card(o)):
        # 111.7 / 704.5d: a token that left the battlefield ceases to exist; an ability that
        # leaves the stack ceases to exist (113.7... 608.2n).
        state.log.append(("move", oid, 0, name, frm.value, to.value, last_controller,
                          was_creature, o.card.is_token))
        return None
    new = GameObject(state.new_id(), o.card, o.owner, to, state.new_timestamp())
    if to is Zone.BATTLEFIELD:
        new.controller = controller if controller is not None else o.owner
        # 614.1c: "enters the battlefield tapped" replaces how it enters
        new.tapped = tapped or any(st.kind == "enters_tapped" for st in o.card.statics)
        new.since_turn = state.turn  # 302.6
        if o.card.loyalty is not None:
            new.counters["loyalty"] = o.card.loyalty  # 306.5b: enters with its loyalty
        for st in o.card.statics:
            if st.kind == "enters_with_counters":  # 614.1c: it enters with them
                n = o.x if st.counts_x else st.max_count
                if n > 0:
                    new.counters[st.counter_kind] = new.counters.get(st.counter_kind, 0) + n
    elif to is Zone.STACK:
        new.controller = controller if controller is not None else o.controller
    state.add_object(new)
    dest = state.zone_list(to, new.controller if to is Zone.BATTLEFIELD else new.owner)
    if top:
        dest.append(new.id)
    else:
        dest.insert(0, new.id)
    state.log.append(("move", oid, new.id, name, frm.value, to.value, last_controller,
                      was_creature, o.card.is_token))
    return new.id


def _is_card(o: GameObject) -> bool:
    from mtg_engine.state.objects import StackKind

    return o.kind is StackKind.SPELL and not o.copy  # 707.10a: a copy of a spell isn't a card


def _leave_battlefield(state: GameState, oid: int) -> None:
    """Bookkeeping when a permanent leaves: it is removed from combat (506.4) and whatever was
    attached to it becomes unattached (the SBA 704.5m/n then deals with it)."""
    combat = state.combat
    if combat is not None:
        remove_from_combat(state, oid)
    for other in state.battlefield:
        if state.objects[other].attached_to == oid:
            state.mut(other).attached_to = None


def leave_game(state: GameState, player: int) -> None:
    """800.4a: when a player leaves a multiplayer game, every object they own leaves the game
    (it is removed, not moved to another zone), and objects they control on the stack that
    aren't cards cease to exist; creatures attacking that player are removed from combat.
    (No effect in the engine yet gives a player control of another's object, so nothing is
    left for 800.4a's final exile.)"""
    gone = [oid for oid, o in state.objects.items()
            if o.owner == player or (o.zone is Zone.STACK and o.controller == player)]
    for oid in gone:
        o = state.objects[oid]
        lst = state.zone_list(o.zone, o.controller if o.zone is Zone.BATTLEFIELD else o.owner)
        if oid in lst:
            lst.remove(oid)
        if o.zone is Zone.BATTLEFIELD:
            _leave_battlefield(state, oid)
        state.remove_object(oid)
    combat = state.combat
    if combat is not None:
        from mtg_engine.state.objects import player_ref

        for attacker in [a for a, d in combat.attackers.items() if d == player_ref(player)]:
            remove_from_combat(state, attacker)
    state.pending_triggers = tuple(t for t in state.pending_triggers if t.controller != player)
    state.awaiting_targets = tuple(t for t in state.awaiting_targets if t in state.objects)
    if state.priority == player:
        state.priority = state.next_player(player)  # 800.4a: priority passes on
    state.log.append(("left_game", player, len(gone)))


def remove_from_combat(state: GameState, oid: int) -> None:
    """506.4: a permanent removed from combat stops being an attacking, blocking, blocked or
    unblocked creature. An attacker that was blocked stays blocked (509.1h / 506.4)."""
    combat = state.combat
    if combat is None:
        return
    state.characteristics_changed()
    combat.attackers.pop(oid, None)
    for attacker in combat.blockers.pop(oid, []):
        if attacker in combat.blocked and oid in combat.blocked[attacker]:
            combat.blocked[attacker].remove(oid)


def create_object(state: GameState, card: CardDef, owner: int, zone: Zone, *,
                  controller: int | None = None, top: bool = True) -> int:
    """Put a new object into a zone (a token being created, 111.1, or a card put into a game
    by set-up)."""
    o = GameObject(state.new_id(), card, owner, zone, state.new_timestamp())
    if controller is not None:
        o.controller = controller
    if zone is Zone.BATTLEFIELD:
        o.since_turn = state.turn
    state.add_object(o)
    dest = state.zone_list(zone, o.controller if zone is Zone.BATTLEFIELD else owner)
    if top:
        dest.append(o.id)
    else:
        dest.insert(0, o.id)
    return o.id
