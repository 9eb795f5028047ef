"""The DSL's effect verbs, carried out one at a time by a resolving spell or ability (608.2c).

Each verb is a function `(state, frame, effect) -> bool`. It returns False when it needs a
player's choice: it has then set `state.pending` and will be called again with the answer in
`frame.answer` (DESIGN principle 2). Parts of an effect that refer to a target that has become
illegal do nothing (608.2b).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.amounts import Amount
from mtg_engine.cards.dsl import Effect, Filter, LayerEffect
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.filters import matches
from mtg_engine.rules.keyword_effects import KEYWORD_VERBS
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.replacement import Event, perform, replace_event
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState, PendingTrigger
from mtg_engine.state.objects import GameObject, StackKind, Zone, player_ref, ref_player

# ------------------------------------------------------------------ references


def _last_controller(state: GameState, oid: int) -> int | None:
    """608.2h: the controller an object had as it last existed in its zone, from the log's
    record of its move (rules/zones.py: ("move", old id, new id, name, from, to, controller,
    ...))."""
    for entry in reversed(state.log):
        if entry[0] == "move" and entry[1] == oid:
            return int(entry[6])
    return None


def resolve_refs(state: GameState, frame: Frame, ref: Any) -> list[int]:
    """Who or what a reference names now: object ids and player refs."""
    if isinstance(ref, tuple) and len(ref) == 2 and ref[0] == "all" and isinstance(ref[1], Filter):
        return [oid for oid in list(state.battlefield)
                if matches(state, oid, ref[1], frame.controller, frame.source)]
    if not isinstance(ref, str):
        raise ValueError(f"bad reference {ref!r}")
    if ref.startswith("target"):
        base, _, n = ref.partition(":")
        idx = int(n) if n else 0
        if idx >= len(frame.targets) or not frame.targets[idx]:
            return []
        if not frame.legal[idx] and base == "target":
            return []  # 608.2b: nothing is done to an illegal target; its controller or
            # owner can still be found (the effect "may still determine information")
        t = frame.targets[idx]
        if base == "target":
            return [t] if (t < 0 or t in state.objects) else []
        if t < 0:
            return []
        o = state.objects.get(t)
        if o is None:
            if base == "target_controller":  # 608.2h: as it last existed (a countered spell)
                who = _last_controller(state, t)
                return [] if who is None else [player_ref(who)]
            return []
        return [player_ref(o.controller if base == "target_controller" else o.owner)]
    if ref == "self":
        return [frame.source] if frame.source in state.objects else []
    if ref == "attached":  # "enchanted creature", "equipped creature" (303.4, 301.5)
        src = state.objects.get(frame.source)
        if src is None or not src.attached_to or src.attached_to not in state.objects:
            return []
        return [src.attached_to]
    if ref == "self_in_graveyard":
        return _new_object_in_graveyard(state, frame.source)
    if ref == "remembered":  # objects, or a player (a remembered player ref)
        return [r for r in frame.remembered if r < 0 or r in state.objects]
    if ref == "remembered_controller":  # 108.4: "its controller" of the object remembered
        out = []  # (608.2h: as it last existed, if it has left its zone)
        for r in frame.remembered:
            o = state.objects.get(r) if r > 0 else None
            who = o.controller if o is not None else (_last_controller(state, r) if r > 0
                                                      else None)
            if who is not None:
                out.append(player_ref(who))
        return out
    if ref == "you":
        return [player_ref(frame.controller)]
    if ref == "all_graveyards":  # "all graveyards": every card in every graveyard
        return [c for p in state.apnap() for c in state.players[p].graveyard]
    if ref == "each_opponent":
        return [player_ref(p) for p in state.opponents(frame.controller)]
    if ref == "defending_player":  # 506.2 (annihilator 702.86a)
        from mtg_engine.rules.keyword_abilities import defending_player_of

        p = defending_player_of(state, frame.source)
        return [] if p is None else [player_ref(p)]
    if ref == "each_player":
        return [player_ref(p) for p in state.apnap()]
    raise ValueError(f"bad reference {ref!r}")


def _new_object_in_graveyard(state: GameState, old: int) -> list[int]:
    """400.7d: an ability that triggered on its source going to a graveyard ("When Rancor is
    put into a graveyard from the battlefield, return Rancor ...") finds the new object the
    card became there, as long as it is still there (a further move makes another object)."""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "move" and ev[1] == old:
            new = ev[2]
            o = state.objects.get(new)
            return [new] if ev[5] == "graveyard" and o is not None \
                and o.zone is Zone.GRAVEYARD else []
    return []


def players_of(state: GameState, frame: Frame, ref: Any) -> list[int]:
    return [p for p in (ref_player(r) for r in resolve_refs(state, frame, ref)) if p is not None]


MAX_REPEATS = 10_000  # events one effect may repeat in one resolution (see `repeats`)


def amount_of(state: GameState, frame: Frame, v: Any) -> int:
    if isinstance(v, int):
        return v
    if v == "X":
        return frame.x
    if v == "-X":  # "gets -X/-X" (107.3)
        return -frame.x
    if v == "that_much":  # the triggering event's amount (603.2, 608.2h): rules/triggers.py
        return frame.x  # keeps it in the triggered ability's x
    if v == "kicks":  # "for each time it was kicked" (702.33c-d)
        from mtg_engine.rules.conditions import kicks

        return kicks(state, frame.stack_id, frame.source)
    if v == "sacrificed_power":  # "the sacrificed creature's power" (608.2h, as it last existed)
        from mtg_engine.rules.conditions import cast_info

        return next((int(n) for k, n in cast_info(state, frame.stack_id)
                     if k == "sacrificed_power"), 0)
    if isinstance(v, Amount):  # 608.2h, 107.1 (rules/amounts.py)
        from mtg_engine.rules.amounts import amount_value

        return amount_value(state, frame, v)
    if isinstance(v, tuple) and v and v[0] == "count":  # 608.2h: counted as it applies
        times = v[2] if len(v) > 2 else 1  # "2 life for each creature"
        return len(resolve_refs(state, frame, ("all", v[1]))) * times
    if v == "storm":  # 702.40a: other spells cast before the spell this turn
        from mtg_engine.rules.keyword_abilities import spells_cast_before

        return spells_cast_before(state, frame.source)
    if v == "defending_creatures":
        # "the number of creatures defending player controls" (506.2): the player the source
        # attacks, or the controller of the planeswalker it attacks
        combat = state.combat
        if combat is None or frame.source not in combat.attackers:
            return 0
        target = combat.attackers[frame.source]
        defender = ref_player(target)
        if defender is None:
            defender = state.objects[target].controller if target in state.objects else -1
        return sum(1 for oid in state.battlefield if state.objects[oid].controller == defender
                   and characteristics(state, oid).is_creature)
    raise ValueError(f"bad amount {v!r}")


def _source_card(state: GameState, frame: Frame):  # type: ignore[no-untyped-def]
    o = state.objects.get(frame.stack_id) or state.objects.get(frame.source)
    if o is not None:
        return o.card
    return state.db.token(frame.source_card) if state.db.has_token(frame.source_card) \
        else state.db.get(frame.source_card)


def _ask(state: GameState, decision: ChoiceDecision, asking: str) -> bool:
    state.pending = decision
    state.asking = asking
    return False


# ------------------------------------------------------------------ verbs


def v_damage(state: GameState, frame: Frame, e: Effect) -> bool:
    """120.3, 603.2c: the damage one instruction deals to several objects and players is dealt
    at once, one event (`one_damage_event` marks it in the log for the triggers)."""
    start = len(state.log)
    done = _damage(state, frame, e)
    if frame.index > 0 and done and _same_dealer(frame.effects[frame.index - 1], e):
        start = _previous_damage_start(state, start)  # "to each creature and each player"
    one_damage_event(state, start)
    return done


def _same_dealer(before: Effect, e: Effect) -> bool:
    """Two instructions in a row dealing damage from the same source, unconditionally: one
    sentence ("deals 1 damage to each creature and each player") the DSL says as two."""
    return before.verb == "damage" and before.condition is None and e.condition is None \
        and not before.optional and not e.optional \
        and before.get("source") == e.get("source") and not before.get("divided")


def _previous_damage_start(state: GameState, start: int) -> int:
    """Where the damage the instruction before dealt begins in the log, if it ends just
    before `start` (its "damage_group" marker, or its one damage event); else `start`."""
    if start == 0:
        return start
    last = state.log[start - 1]
    if last[0] == "damage_group":
        return start - 1 - int(last[1])
    if last[0] == "damage" and not last[4]:
        return start - 1
    return start


def one_damage_event(state: GameState, start: int) -> None:
    """Mark the damage events logged since `start` as one simultaneous event: a
    ("damage_group", n) entry after the n entries they are among (rules/triggers.py reads
    it, the widest group around an event: "Whenever ~ deals damage" triggers once for it,
    603.2c)."""
    n = len(state.log) - start
    if sum(1 for ev in state.log.since(start) if ev[0] == "damage") > 1:
        state.log.append(("damage_group", n))


def _damage(state: GameState, frame: Frame, e: Effect) -> bool:
    amount = amount_of(state, frame, e.get("amount"))
    card = _source_card(state, frame)
    source = frame.stack_id if frame.is_spell else frame.source
    controller = frame.controller
    if e.get("source"):  # 120.1: another object deals it (a target: 608.2b, none if illegal)
        dealers = [o for o in resolve_refs(state, frame, e.get("source"))
                   if o > 0 and o in state.objects
                   and state.objects[o].zone is Zone.BATTLEFIELD]
        if len(dealers) != 1:
            return True
        o = state.objects[dealers[0]]
        source, card, controller = o.id, o.card, o.controller
        for r in resolve_refs(state, frame, e.get("to")):
            prim.deal_damage(state, source, card, controller, r, amount,
                             unpreventable=bool(e.get("unpreventable")))
        return True
    if e.get("divided"):
        return _divided_damage(state, frame, card, source, amount)
    for r in resolve_refs(state, frame, e.get("to")):
        prim.deal_damage(state, source, card, frame.controller, r, amount,
                         unpreventable=bool(e.get("unpreventable")))  # 615.12
    return True


def _divided_damage(state: GameState, frame: Frame, card: Any, source: int, amount: int) -> bool:
    """601.2d: damage divided as the spell was cast among its targets, at least 1 each. With
    as many targets as damage, or one target, the number of targets decides the division
    (the only divisions the DSL allows). 608.2b: a target that became illegal isn't dealt
    its share; the others get theirs as divided."""
    chosen = [(i, t) for i, t in enumerate(frame.targets) if t != 0]
    if not chosen:
        return True
    share = amount // len(chosen)
    for i, t in chosen:
        if frame.legal[i] and (t < 0 or t in state.objects):
            prim.deal_damage(state, source, card, frame.controller, t, share)
    return True


def v_flip(state: GameState, frame: Frame, e: Effect) -> bool:
    """710: flip each permanent named (rules/faces.py)."""
    from mtg_engine.rules.faces import flip

    return _each_object(state, frame, e, flip)


def v_meld(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.37: exile the source and its meld partner, then meld them (rules/faces.py)."""
    from mtg_engine.rules.faces import meld

    meld(state, frame.source)
    return True


def v_class_level(state: GameState, frame: Frame, e: Effect) -> bool:
    """717.2a: the level bar's effect: this Class's level becomes N (rules/faces.py)."""
    from mtg_engine.rules.faces import set_class_level

    set_class_level(state, frame.source, int(e.get("level")))
    return True


def v_transform(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.28: transform each permanent named (rules/faces.py). 701.28f: an ability of a
    permanent that transforms it does nothing if it transformed since the ability was put
    onto the stack."""
    from mtg_engine.rules.faces import transform, transformed_since_put_on_stack

    for r in resolve_refs(state, frame, e.get("what")):
        if r <= 0 or r not in state.objects:
            continue
        if r == frame.source and not frame.is_spell and frame.stack_id \
                and transformed_since_put_on_stack(state, r, frame.stack_id):
            continue
        transform(state, r)
    return True


def v_gain_life(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who", "you")):
        prim.gain_life(state, p, amount_of(state, frame, e.get("amount")))
    return True


def v_lose_life(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who", "you")):
        prim.lose_life(state, p, amount_of(state, frame, e.get("amount")))
    return True


def repeats(state: GameState, frame: Frame, v: Any) -> int:
    """How many times an effect repeats one event (draw, create a token), at most MAX_REPEATS
    per resolution: no card, whatever its X, can make the engine exhaust memory."""
    return max(0, min(amount_of(state, frame, v), MAX_REPEATS))


def v_draw(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who", "you")):
        for _ in range(repeats(state, frame, e.get("count", 1))):
            if prim.draw_card(state, p) is None:
                break  # 121.4: the library is empty; every further draw fails the same way
    return True


def v_discard(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.8: each player discarding chooses their cards (in APNAP order here), unless the
    discard is random. `done` in the frame counts the players already finished, so that each
    one's answer is used for that player only."""
    players = players_of(state, frame, e.get("who", "you"))
    done = dict(frame.vars).get("done", 0)
    for i, p in enumerate(players):
        if i < done:
            continue
        hand = state.players[p].hand
        n = min(amount_of(state, frame, e.get("count")), len(hand))
        chosen: list[int] = []
        if n > 0:
            if e.get("random"):
                chosen = list(rng_sample(state, list(hand), n))
            elif n == len(hand):
                chosen = list(hand)
            elif frame.answer is None:
                return _ask(state, ChoiceDecision(p, "discard", tuple(hand), n, n,
                                                  f"discard {n} card(s)"), "effect")
            else:
                chosen = list(frame.answer)
        for c in chosen:
            prim.discard(state, p, c)
        vars_ = (*((k, v) for k, v in frame.vars if k != "done"), ("done", i + 1))
        state.frame = frame = replace(frame, answer=None, vars=vars_)
    return True


def v_mill(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who", "you")):
        for _ in range(min(repeats(state, frame, e.get("count")), len(state.players[p].library))):
            lib = state.players[p].library
            move_object(state, lib[-1], Zone.GRAVEYARD)
    return True


def v_scry(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.18a: look at the top N cards, put any number of them on the bottom of your library
    in any order and the rest on top in any order (the orders asked one card at a time,
    effects/ordering.py)."""
    from mtg_engine.effects.ordering import in_chosen_order, put_on_bottom, put_on_top

    lib = state.players[frame.controller].library
    split = [v for k, v in frame.vars if k == "scry_n"]
    if not split:
        n = min(amount_of(state, frame, e.get("count")), len(lib))
        if n == 0:
            return True  # 701.18b
        top = tuple(reversed(lib[-n:]))
        if frame.answer is None:
            return _ask(state, ChoiceDecision(frame.controller, "scry_bottom", top, 0, n,
                                              f"scry {n}: choose cards to put on the bottom"),
                        "effect")
        bottom = [c for c in frame.answer if c in top]
        state.log.append(("scry", frame.controller, n, len(bottom)))
        state.frame = frame = replace(frame, answer=None, vars=(
            *frame.vars, ("scry_n", n), *(("scry_bottom", c) for c in bottom)))
        split = [n]
    n = split[0]
    top = tuple(reversed(lib[-n:]))  # the cards haven't moved yet
    bottom = tuple(c for c in top if ("scry_bottom", c) in frame.vars)
    kept = tuple(c for c in top if c not in bottom)
    on_top = in_chosen_order(state, frame, frame.controller, kept, "scry_top", "order_top",
                             "scry: choose the card to put on top of your library next")
    if on_top is None:
        return False
    frame = state.frame  # type: ignore[assignment]
    under = in_chosen_order(state, frame, frame.controller, bottom, "scry_bot", "order_bottom",
                            "scry: choose the next card to put on the bottom of your library")
    if under is None:
        return False
    put_on_bottom(state, frame.controller, under)
    put_on_top(state, frame.controller, on_top)
    return True


def _each_object(state: GameState, frame: Frame, e: Effect,
                 op: Callable[[GameState, int], object]) -> bool:
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and r in state.objects:
            op(state, r)
    return True


def v_destroy(state: GameState, frame: Frame, e: Effect) -> bool:
    regenerable = not e.get("no_regeneration")  # "It can't be regenerated." (701.15c)
    return _each_object(state, frame, e,
                        lambda st, r: prim.destroy(st, r, regenerable=regenerable))


def v_regenerate(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.15a: "Regenerate [permanent]" sets up a shield that replaces its next destruction
    this turn (614.8: a destruction-replacement effect)."""
    from mtg_engine.rules.replacement import REGENERATION, add_shield

    def shield(st: GameState, r: int) -> None:
        if st.objects[r].zone is Zone.BATTLEFIELD:
            add_shield(st, REGENERATION, r, frame.controller)
            st.log.append(("regeneration_shield", r))
    return _each_object(state, frame, e, shield)


def _move_each(state: GameState, frame: Frame, e: Effect, zone: Zone) -> bool:
    return _each_object(state, frame, e, lambda st, r: move_object(st, r, zone))


def v_exile(state: GameState, frame: Frame, e: Effect) -> bool:
    if e.get("linked"):  # 607.2a: remembered as exiled with the source (effects/linked.py)
        from mtg_engine.effects.linked import exile_linked

        exile_linked(state, frame, resolve_refs(state, frame, e.get("what")))
        return True
    return _move_each(state, frame, e, Zone.EXILE)  # 701.10


def v_bounce(state: GameState, frame: Frame, e: Effect) -> bool:
    return _move_each(state, frame, e, Zone.HAND)  # "return to its owner's hand" (400.3)


def v_move(state: GameState, frame: Frame, e: Effect) -> bool:
    if e.get("from") is None and not e.get("tapped") and not e.get("control"):
        return _move_each(state, frame, e, Zone(e.get("to")))
    src = Zone(e.get("from")) if e.get("from") else None
    tapped = bool(e.get("tapped"))
    under = frame.controller if e.get("control") == "you" else None  # (else 110.2)

    def move(st: GameState, r: int) -> None:
        if src is None or st.objects[r].zone is src:  # 113.6m, 400.7: still there
            move_object(st, r, Zone(e.get("to")), tapped=tapped, controller=under)
    return _each_object(state, frame, e, move)


def v_sacrifice(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.17a; "sacrifice it unless you pay [cost]" (118.12, echo 702.30a): the controller of
    the ability chooses whether to pay, when they can."""
    if e.get("unless_pays_life"):  # 702.24a with a life cost, 119.4
        src = state.objects.get(frame.source)
        n = e.get("unless_pays_life") * (
            src.counters.get(e.get("per_counter"), 0) if src is not None and e.get("per_counter")
            else 1)
        paid = _unless_pays_life(state, frame, frame.controller, n)
        if paid is None:
            return False  # waiting for the choice
        if paid:
            return True
    elif e.get("unless_pays"):
        cost = e.get("unless_pays")
        if e.get("per_counter"):  # "[cost] for each age counter on it" (702.24a)
            from mtg_engine.core.mana import ManaCost

            src = state.objects.get(frame.source)
            n = src.counters.get(e.get("per_counter"), 0) if src is not None else 0
            cost = str(sum((ManaCost.parse(cost) for _ in range(n)), ManaCost()))
        paid = _unless_pays(state, frame, frame.controller, cost) if cost else True
        if paid is None:
            return False  # waiting for the choice
        if paid:
            return True
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, r)
    return True


def v_sacrifice_chosen(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.17a: each player named sacrifices `count` permanents they control that match
    `filter`, chosen as the effect resolves (a player can sacrifice only what they control).
    101.4: the players choose in APNAP order, then all of them are sacrificed at once. The
    frame's vars hold how many players have chosen ("done") and what they chose ("pick")."""
    n_players = len(state.players)
    players = sorted(players_of(state, frame, e.get("who", "you")),
                     key=lambda p: (p - state.active) % n_players)
    done = dict(frame.vars).get("done", 0)
    f = e.get("filter")
    for i, p in enumerate(players):
        if i < done:
            continue
        options = tuple(oid for oid in state.battlefield if state.objects[oid].controller == p
                        and matches(state, oid, f, frame.controller, frame.source))
        n = min(amount_of(state, frame, e.get("count", 1)), len(options))
        if n == len(options):
            chosen: tuple[int, ...] = options
        elif frame.answer is None:
            return _ask(state, ChoiceDecision(p, "sacrifice", options, n, n,
                                              f"sacrifice {n} permanent(s)"), "effect")
        else:
            chosen = tuple(frame.answer)
        vars_ = (*((k, v) for k, v in frame.vars if k != "done"),
                 *(("pick", oid) for oid in chosen), ("done", i + 1))
        state.frame = frame = replace(frame, answer=None, vars=vars_)
    for k, oid in frame.vars:
        if k == "pick" and oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, oid)
    return True


def v_fight(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.12a: each of two creatures deals damage equal to its power to the other (not combat
    damage, 701.12d). 701.12b: if either is gone from the battlefield, is no longer a creature
    or is an illegal target, neither deals damage. 701.12c: a creature fighting itself deals
    itself twice its power."""
    a = resolve_refs(state, frame, e.get("what"))
    b = resolve_refs(state, frame, e.get("other"))
    if len(a) != 1 or len(b) != 1:
        return True
    fighters = (a[0], b[0])
    for oid in fighters:
        if oid <= 0 or oid not in state.objects or state.objects[oid].zone is not Zone.BATTLEFIELD \
                or not characteristics(state, oid).is_creature:
            return True
    power = {oid: max(0, characteristics(state, oid).power) for oid in fighters}
    if fighters[0] == fighters[1]:
        o = state.objects[fighters[0]]
        prim.deal_damage(state, o.id, o.card, o.controller, o.id, 2 * power[o.id])
        return True
    for src, dst in (fighters, fighters[::-1]):
        o = state.objects[src]
        prim.deal_damage(state, src, o.card, o.controller, dst, power[src])
    return True


def v_counter(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.5a: a countered spell is removed from the stack and put into its owner's graveyard;
    a countered ability ceases to exist. A replacement effect like Guile's (614.1a) exiles a
    spell instead and lets its controller cast it without paying its mana cost."""
    from mtg_engine.rules.restrictions import uncounterable

    exiled = dict(frame.vars).get("exiled")
    if exiled is not None:
        return _cast_exiled_free(state, frame, exiled)
    for r in resolve_refs(state, frame, e.get("what")):
        o = state.objects.get(r)
        if o is None or o.zone is not Zone.STACK:
            continue
        if o.kind is StackKind.SPELL and (any(st.kind == "cant_be_countered"
                                              for st in o.card.statics)
                                          or uncounterable(state, r)):
            state.log.append(("not_countered", r, o.card.name))  # "can't be countered"
            continue
        if e.get("unless_pays") and not frame.vars:
            paid = _unless_pays(state, frame, o.controller, e.get("unless_pays"))
            if paid is None:
                return False  # waiting for the spell's controller to decide
            if paid:
                continue
        if o.kind is not StackKind.SPELL:
            prim.perform_counter(state, Event("counter", obj=r, player=frame.controller))
            continue
        # 614.1a: a replacement effect may exile the spell instead (Guile)
        events = replace_event(state, Event("counter", obj=r, player=frame.controller,
                                            to="exile" if e.get("exile") else ""))
        for ev in events or ():
            if ev.kind == "move" and ev.cause == "exile_may_cast":
                new = move_object(state, r, Zone.EXILE)
                state.log.append(("exiled_instead_of_countered", r, o.card.name))
                if new is not None:
                    state.frame = frame = replace(frame, vars=(*frame.vars, ("exiled", new)))
                    return _cast_exiled_free(state, frame, new)
            else:
                perform(state, ev)
    return True


def _unless_pays_life(state: GameState, frame: Frame, player: int, n: int) -> bool | None:
    """"... unless you pay N life": offered only when the player has N life or more (119.4);
    True if paid, None while the choice is pending."""
    if state.players[player].life < n:
        return False
    if frame.answer is None:
        _ask(state, ChoiceDecision(player, "pay", (1, 0), 1, 1, f"pay {n} life (119.4)?"),
             "effect")
        return None
    if frame.answer[0] != 1:
        return False
    prim.lose_life(state, player, n)  # 119.4: paying life is losing it
    return True


def _unless_pays(state: GameState, frame: Frame, player: int, cost_text: str) -> bool | None:
    """"... unless its controller pays {N}" (118.12): that player chooses whether to pay (only
    offered when they can); True if paid, None while the choice is pending."""
    from mtg_engine.core.mana import ManaCost
    from mtg_engine.rules.casting import pay_cost
    from mtg_engine.rules.mana import find_payment

    if "{X}" in cost_text:  # "pays {X}": the X of the spell or ability countering (107.3a)
        cost_text = cost_text.replace("{X}", f"{{{frame.x}}}")
    cost = ManaCost.parse(cost_text)
    payment = find_payment(state, player, cost)
    if payment is None:
        return False
    if frame.answer is None:
        _ask(state, ChoiceDecision(player, "pay", (1, 0), 1, 1, f"pay {cost} (118.12)?"), "effect")
        return None
    if frame.answer[0] != 1:
        return False
    pay_cost(state, player, payment)
    state.log.append(("paid", player, cost_text))
    return True


def v_pay(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Pay {2}" / "pay 2 life" as an instruction ("You may pay {1}. If you do, ..."): paid
    when the controller can (118.3: not without the mana; 119.4: life only up to their life
    total), and the frame's `did` says whether it was, for "if you do" (608.2c)."""
    from mtg_engine.core.mana import ManaCost
    from mtg_engine.rules.casting import pay_cost
    from mtg_engine.rules.mana import find_payment

    who = frame.controller
    if e.get("who") not in (None, "you"):  # "... unless that player pays {1}" (118.12a)
        return _another_pays(state, frame, e)
    paid = False
    if e.get("energy"):  # 107.14: remove that many energy counters, if you have them
        from mtg_engine.rules.energy import pay_energy

        paid = pay_energy(state, who, amount_of(state, frame, e.get("energy")))
    elif e.get("mana"):
        payment = find_payment(state, who, ManaCost.parse(e.get("mana")))
        if payment is not None:
            pay_cost(state, who, payment)
            state.log.append(("paid", who, e.get("mana")))
            paid = True
    else:
        n = amount_of(state, frame, e.get("life"))
        if state.players[who].life >= n:
            prim.lose_life(state, who, n)  # 119.4: paying life is losing it (119.3)
            paid = True
    state.frame = replace(frame, did=int(paid))
    return True


def _another_pays(state: GameState, frame: Frame, e: Effect) -> bool:
    """A player other than the controller may pay (118.12a: "[Do something] unless [a player
    does something else]"): asked only when they can pay in full (118.3, 119.4); the frame's
    `did` says whether they paid."""
    payers = players_of(state, frame, e.get("who"))
    paid: bool | None = False
    if len(payers) == 1 and e.get("mana"):
        paid = _unless_pays(state, frame, payers[0], e.get("mana"))
    elif len(payers) == 1 and e.get("life") is not None and state.players[payers[0]].life >= (
            n := amount_of(state, frame, e.get("life"))):
        if frame.answer is None:
            return _ask(state, ChoiceDecision(payers[0], "pay", (1, 0), 1, 1,
                                              f"pay {n} life (118.12a)?"), "effect")
        paid = frame.answer[0] == 1
        if paid:
            prim.lose_life(state, payers[0], n)  # 119.4: paying life is losing it (119.3)
    if paid is None:
        return False  # waiting for the payer's answer
    state.frame = replace(state.frame or frame, did=int(paid))
    return True


def _flip_coin(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.coin import v_flip_coin

    return v_flip_coin(state, frame, e)


def v_remove_counters(state: GameState, frame: Frame, e: Effect) -> bool:
    """122.8: remove counters from an object; with `or_sacrifice`, "remove a fade counter from
    it. If you can't, sacrifice it" (fading, 702.32a)."""
    kind, n = e.get("kind"), amount_of(state, frame, e.get("count", 1))
    for r in resolve_refs(state, frame, e.get("what")):
        if r <= 0:
            continue
        if e.get("all"):  # "remove all [kind] counters from ..."
            prim.remove_counters(state, r, kind, state.objects[r].counters.get(kind, 0))
        elif state.objects[r].counters.get(kind, 0) >= max(n, 1):
            prim.remove_counters(state, r, kind, n)
        elif e.get("or_sacrifice") and state.objects[r].zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, r)
        else:
            prim.remove_counters(state, r, kind, n)
    return True


def v_move_counters(state: GameState, frame: Frame, e: Effect) -> bool:
    """122.5: remove the counters from the first object and put them onto the second; if
    either can't be done (the same object, too few of those counters, an object gone from
    the battlefield or an illegal target), no counter is removed or put."""
    kind, n = e.get("kind"), amount_of(state, frame, e.get("count", 1))
    frm = resolve_refs(state, frame, e.get("from"))
    to = resolve_refs(state, frame, e.get("to"))
    if len(frm) != 1 or len(to) != 1 or frm[0] == to[0] or n <= 0:
        return True
    a, b = frm[0], to[0]
    if a <= 0 or b <= 0 or any(state.objects[o].zone is not Zone.BATTLEFIELD for o in (a, b)):
        return True
    if state.objects[a].counters.get(kind, 0) < n:
        return True
    prim.remove_counters(state, a, kind, n)
    prim.add_counters(state, b, kind, n)
    return True


def v_play_free(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Play it without paying its mana cost if able" (suspend, 702.62a): the card in exile is
    cast at once, its targets chosen by its owner; if it can't be (no legal target), it stays
    exiled. A land would be played (305.9); the engine has no suspended lands."""
    refs = [r for r in resolve_refs(state, frame, e.get("what"))
            if r > 0 and state.objects[r].zone is Zone.EXILE]
    if not refs:
        return True
    alt = "suspend" if e.get("suspend") else ""
    return _cast_exiled_free(state, frame, refs[0], must=True, alt_cost=alt)


def _cast_exiled_free(state: GameState, frame: Frame, card_id: int, *, must: bool = False,
                      alt_cost: str = "") -> bool:
    """Guile's rulings: its controller may cast the exiled card at once, without paying its
    mana cost (X is 0, 107.3...); the choice and each target are decisions. `must`: it is cast
    if able (no "may" choice); `alt_cost` marks how it was cast (702.62a "suspend")."""
    from mtg_engine.rules.casting import spell_targets
    from mtg_engine.rules.targets import legal_targets, same_word_chosen

    chosen = [v for k, v in frame.vars if k == "t"]
    cast = dict(frame.vars).get("cast")
    if card_id not in state.objects or state.objects[card_id].zone is not Zone.EXILE:
        return True
    card = state.objects[card_id].card
    if cast is None and must:
        state.frame = frame = replace(frame, vars=(*frame.vars, ("cast", 1)))
    elif cast is None:
        if frame.answer is None:
            return _ask(state, ChoiceDecision(frame.controller, "may", (1, 0), 1, 1,
                                              f"cast {card.name} without paying its mana cost?"),
                        "effect")
        state.frame = frame = replace(frame, vars=(*frame.vars, ("cast", frame.answer[0])),
                                      answer=None)
        if dict(frame.vars)["cast"] == 0:
            return True
    elif frame.answer is not None:
        chosen.append(frame.answer[0])
        state.frame = frame = replace(frame, vars=(*frame.vars, ("t", frame.answer[0])),
                                      answer=None)
    specs = spell_targets(card, (0,) if card.spell and card.spell.modes else ())
    while len(chosen) < len(specs):
        taken = same_word_chosen(specs, tuple(chosen))  # 115.3
        options = [t for t in legal_targets(state, specs[len(chosen)], frame.controller, card_id)
                   if t not in taken]
        if not options:
            return True  # it can't be cast without a legal target (601.2c): it stays exiled
        return _ask(state, ChoiceDecision(frame.controller, "target", tuple(options), 1, 1,
                                          f"choose a target for {card.name}"), "effect")
    sid = move_object(state, card_id, Zone.STACK, controller=frame.controller)  # 601.2a
    assert sid is not None
    spell = state.mut(sid)
    spell.kind = StackKind.SPELL
    spell.targets = tuple(chosen)
    spell.modes = (0,) if card.spell and card.spell.modes else ()
    spell.alt_cost = alt_cost
    state.log.append(("cast", frame.controller, sid, card.name))
    return True


def v_attach(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.3: attach an Equipment (or Aura) to an object; nothing happens if either has left
    (608.2b took care of an illegal target)."""
    what = [r for r in resolve_refs(state, frame, e.get("what")) if r > 0]
    to = [r for r in resolve_refs(state, frame, e.get("to")) if r > 0]
    if what and to and state.objects[what[0]].zone is Zone.BATTLEFIELD \
            and state.objects[to[0]].zone is Zone.BATTLEFIELD and what[0] != to[0]:
        o = state.mut(what[0])
        o.attached_to = to[0]
        o.timestamp = state.new_timestamp()  # 613.7e
        state.characteristics_changed()
        state.log.append(("attach", what[0], to[0]))
    return True


def v_shuffle_into_library(state: GameState, frame: Frame, e: Effect) -> bool:
    """Put each object into its owner's library, then that library is shuffled (701.19)."""
    from mtg_engine.rules.random import shuffle_library

    owners = set()
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and r in state.objects:
            owners.add(state.objects[r].owner)
            move_object(state, r, Zone.LIBRARY)
    for p in sorted(owners):
        shuffle_library(state, p)
    return True


def v_create_token(state: GameState, frame: Frame, e: Effect) -> bool:
    """111.1 tokens; `copy_of` makes tokens that are copies (707.2: the copiable values of the
    original); `tapped_and_attacking` puts them onto the battlefield attacking, each what its
    controller chooses (508.4, effects/enter_attacking.py: they were never declared, so
    "whenever ~ attacks" does not trigger)."""
    from mtg_engine.effects import enter_attacking

    if enter_attacking.waiting(frame):  # the tokens are made; their defenders are asked
        return enter_attacking.choose_defenders(state, frame)
    copied = 0
    if e.get("copy_of"):
        originals = [r for r in resolve_refs(state, frame, e.get("copy_of")) if r > 0]
        if not originals:
            return True
        copied = originals[0]
        token = state.db.token_copy(state.objects[copied].card)
    else:
        token = state.db.token(e.get("token"))
    made: list[int] = []
    attacking = bool(e.get("tapped_and_attacking"))
    for p in players_of(state, frame, e.get("who", "you")):
        made += prim.create_tokens(state, token, p, repeats(state, frame, e.get("count", 1)),
                                   tapped=bool(e.get("tapped")) or attacking)
    if copied:
        _copiable_values(state, made, copied, frame.source)
    if e.get("exile_at_end_step") and made:
        card = _source_card(state, frame)
        index = next(i for i, t in enumerate(card.triggers) if t.event == "delayed")
        state.delayed = (*state.delayed, PendingTrigger(
            frame.source, card.name, index, frame.controller, state.new_timestamp(),
            remembered=tuple(made), delay="end_step"))
    if attacking and made:
        frame = enter_attacking.start(state, frame, made)
        return enter_attacking.choose_defenders(state, frame)
    return True


def _copiable_values(state: GameState, made: list[int], original: int, source: int) -> None:
    """707.2: a token copy has the original's copiable values: when they are not its card's
    own (it is itself a copy, 707.9b, or face down, 708.10), a copy effect gives them."""
    from mtg_engine.rules.copy import add_copy_effect, copy_spec

    o = state.objects.get(original)
    if o is None or copy_spec(state, original) == (o.card.key, o.card.is_token, ()):
        return
    for oid in made:
        add_copy_effect(state, oid, original, source)


def v_put_counters(state: GameState, frame: Frame, e: Effect) -> bool:
    """122.1: counters on permanents, or on players ("you get an experience counter")."""
    n = amount_of(state, frame, e.get("count", 1))
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD:
            prim.add_counters(state, r, e.get("kind"), n)
        elif r < 0 and n > 0:
            p = ref_player(r)
            if p is not None:
                pl = state.players[p]
                pl.counters[e.get("kind")] = pl.counters.get(e.get("kind"), 0) + n
                state.log.append(("player_counters", p, e.get("kind"), n))
    return True


def _until_eot(state: GameState, frame: Frame, e: Effect, **mods: Any) -> bool:
    """611.2c: the affected set is locked in as the effect begins; it ends in cleanup (514.2)."""
    affected = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                     if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD)
    if affected:
        eff = ContinuousEffect(timestamp=state.new_timestamp(), affected=affected, **mods)
        state.effects = (*state.effects, eff)
        state.characteristics_changed()
        state.log.append(("effect", eff.layer, affected, eff.power, eff.toughness, eff.keywords))
    return True


def v_pump(state: GameState, frame: Frame, e: Effect) -> bool:
    return _until_eot(state, frame, e, layer="7c",
                      power=amount_of(state, frame, e.get("power", 0)),
                      toughness=amount_of(state, frame, e.get("toughness", 0)))


# Restrictions that modify no characteristics: on a group, a rule for the turn (611.2c).
_RULE_RESTRICTIONS = frozenset({"can't block", "can't attack", "can't be blocked"})


def v_grant(state: GameState, frame: Frame, e: Effect) -> bool:
    kws = e.get("keywords")
    kws = tuple(kws) if isinstance(kws, tuple) else (kws,)
    what = e.get("what")
    if isinstance(what, tuple) and len(what) == 2 and what[0] == "all" \
            and isinstance(what[1], Filter) and kws and set(kws) <= _RULE_RESTRICTIONS:
        # 611.2c: "creatures with power 2 or less can't block this turn" changes no
        # characteristics, so it also binds creatures that match only later (layers.py)
        eff = ContinuousEffect(layer="rule", affected=(), timestamp=state.new_timestamp(),
                               keywords=tuple(str(k).lower() for k in kws), controller=frame.controller,
                               source=frame.source, filter=what[1])
        state.effects = (*state.effects, eff)
        state.characteristics_changed()
        state.log.append(("effect", "rule", (), 0, 0, eff.keywords))
        return True
    return _until_eot(state, frame, e, layer="6", keywords=tuple(str(k).lower() for k in kws))


def v_add_mana(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.core.mana import parse_mana_produced

    if e.get("mana"):
        prim.add_mana(state, frame.controller, parse_mana_produced(e.get("mana")))
    return True


def v_tap(state: GameState, frame: Frame, e: Effect) -> bool:
    return _each_object(state, frame, e, prim.tap)


def v_untap(state: GameState, frame: Frame, e: Effect) -> bool:
    return _each_object(state, frame, e, prim.untap)


def v_must_block(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Target creature blocks target creature this turn if able" (Hunt Down): a requirement
    on the declaration of blockers (509.1c)."""
    blockers = [r for r in resolve_refs(state, frame, e.get("blocker")) if r > 0]
    attackers = [r for r in resolve_refs(state, frame, e.get("attacker")) if r > 0]
    if blockers and attackers:
        eff = ContinuousEffect(layer="combat", affected=(blockers[0],),
                               timestamp=state.new_timestamp(), partner=attackers[0])
        state.effects = (*state.effects, eff)
        state.log.append(("effect", "combat", eff.affected, 0, 0, ("must block",)))
    return True


def v_search_library(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.19: the controller looks through their library for up to `count` cards matching
    `filter`; searching a hidden zone, they may find fewer (701.19b). The cards found go to
    their hand or onto the battlefield (under their control, tapped if it says so)."""
    if e.get("who") is not None or e.get("to") in ("top", "split"):  # (effects/search.py)
        from mtg_engine.effects.search import search_by_player

        return search_by_player(state, frame, e)
    lib = state.players[frame.controller].library
    count = amount_of(state, frame, e.get("count", 1))
    f = e.get("filter")
    options = tuple(c for c in reversed(lib)
                    if matches(state, c, f, frame.controller, frame.source))
    if frame.answer is None:
        if not options:
            return True
        return _ask(state, ChoiceDecision(frame.controller, "search", options, 0,
                                          min(count, len(options)),
                                          f"search your library for up to {count} card(s)"),
                    "effect")
    to = Zone(e.get("to"))
    for c in frame.answer:
        if c in state.objects and state.objects[c].zone is Zone.LIBRARY:
            if to is Zone.BATTLEFIELD:
                move_object(state, c, to, controller=frame.controller, tapped=bool(e.get("tapped")))
            else:
                move_object(state, c, to)
    state.log.append(("search", frame.controller, len(frame.answer)))
    return True


def v_shuffle(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.random import shuffle_library

    for p in players_of(state, frame, e.get("who", "you")):
        shuffle_library(state, p)
    return True


def v_prevent(state: GameState, frame: Frame, e: Effect) -> bool:
    """615.1: a prevention effect for the rest of the turn, a shield in the replacement
    framework (rules/replacement.py): all combat damage, all damage to or from an object or
    player, or the next N damage to one (615.7)."""
    from mtg_engine.rules.replacement import NO_PREVENTION, add_shield, prevention_spec

    kind = e.get("kind")
    if kind == "chosen_source":  # 615.8, 615.9, 609.7
        return _prevent_chosen_source(state, frame, e)
    if kind == "group":  # 615.1a, 615.3: on whatever matches as damage would be dealt
        for spec in e.get("replacements"):
            add_shield(state, spec, 0, frame.controller)
        return True
    if kind == "none":  # "damage can't be prevented this turn" (615.12)
        add_shield(state, NO_PREVENTION, 0, frame.controller)
        return True
    if kind == "combat":
        add_shield(state, prevention_spec("combat"), 0, frame.controller)
        return True
    amount = amount_of(state, frame, e.get("amount", 0)) if kind == "next" else 0
    if kind == "next" and amount <= 0:
        return True
    for r in resolve_refs(state, frame, e.get("what")):
        add_shield(state, prevention_spec(kind, amount), r, frame.controller, amount)
    return True


def _prevent_chosen_source(state: GameState, frame: Frame, e: Effect) -> bool:
    """609.7a: the controller chooses a source (a permanent, or a spell on the stack) with the
    properties asked for as the effect resolves; damage it would deal to them this turn is
    prevented (the next time only, 615.8, with `once`); the shield rechecks those properties
    as the damage would be dealt (615.9: rules/replacement.py)."""
    from mtg_engine.rules.replacement import add_shield, chosen_source_spec

    f = e.get("filter")
    spells = [sid for sid in state.stack if state.objects[sid].kind is StackKind.SPELL]
    options = tuple(oid for oid in (*state.battlefield, *spells)
                    if f is None or matches(state, oid, f, frame.controller, frame.source))
    if not options:
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "source", options, 1, 1,
                                          "choose a source (609.7a)"), "effect")
    chosen = frame.answer[0]
    state.frame = replace(frame, answer=None)
    if f is not None and f.chosen == "color":  # 614.12a: the color its source chose, now
        from mtg_engine.rules.filters import chosen_value

        f = replace(f, chosen="", colors=(chosen_value(state, frame.source, "color"),))
    add_shield(state, chosen_source_spec(f, bool(e.get("once")), bool(e.get("gain_life"))),
               chosen, frame.controller)
    return True


def v_become_monarch(state: GameState, frame: Frame, e: Effect) -> bool:
    """720: "you become the monarch" (or the remembered player: "its controller")."""
    from mtg_engine.rules.monarch import new_monarch

    new_monarch(state, resolve_refs(state, frame, e.get("who", "you")))
    return True


def v_redirect(state: GameState, frame: Frame, e: Effect) -> bool:
    """614.9: "The next N damage that would be dealt to [what] this turn is dealt to [to]
    instead": a redirection shield on each object or player named."""
    from mtg_engine.cards.dsl import ReplacementSpec
    from mtg_engine.rules.replacement import add_shield

    to = resolve_refs(state, frame, e.get("to"))
    amount = amount_of(state, frame, e.get("amount", 0))
    if not to:
        return True
    spec = ReplacementSpec(event="damage", instead="redirect", affects="shield",
                           amount=amount, redirect_to="shield",
                           text="redirection: dealt to another instead")
    for r in resolve_refs(state, frame, e.get("what")):
        add_shield(state, spec, r, frame.controller, amount, to[0])
    return True


def v_add_replacement(state: GameState, frame: Frame, e: Effect) -> bool:
    """614.3, 615.3: a replacement or prevention effect from a resolving spell or ability,
    on each object or player named, until used up (`once`) or the end of the turn."""
    from mtg_engine.rules.replacement import add_shield

    spec = e.get("replacement")
    for r in resolve_refs(state, frame, e.get("what")):
        add_shield(state, spec, r, frame.controller, spec.amount if spec.instead == "prevent"
                   else 0)
    return True


def v_madness_cast(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.madness import cast_or_bury

    return cast_or_bury(state, frame)  # 702.35a


def v_replicate_copies(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.56a: copy the spell (this trigger's source) once for each time its replicate cost
    was paid; its controller may choose new targets for each copy (707.10c)."""
    from mtg_engine.rules.conditions import cast_info

    times = next((int(v) for k, v in cast_info(state, frame.source) if k == "replicated"), 0)
    made = dict(frame.vars).get("made", 0)
    copy = Effect("copy_spell", (("what", "self"), ("new_targets", True)))
    while made < times:
        if not v_copy_spell(state, state.frame or frame, copy):
            return False  # waiting for a choice of new targets
        made += 1
        f = state.frame or frame
        state.frame = frame = replace(f, answer=None, vars=(
            *((k, v) for k, v in f.vars if k not in ("copy", "new", "i", "made")),
            ("made", made)))
    return True


def v_cascade(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.85a: exile cards from the top of the library until a nonland card with a lesser
    mana value; its controller may cast it without paying its mana cost (if its mana value is
    less); the other exiled cards go to the bottom of the library in a random order."""
    from mtg_engine.core.types import CardType

    if dict(frame.vars).get("hit") is None:
        card = _source_card(state, frame)
        lib = state.players[frame.controller].library
        exiled: list[int] = []
        hit = 0
        while lib:
            new = move_object(state, lib[-1], Zone.EXILE)
            if new is None or new not in state.objects:
                continue
            exiled.append(new)
            c = state.objects[new].card
            if CardType.LAND not in c.types and c.mana_value < card.mana_value:
                hit = new
                break
        state.log.append(("cascade", frame.controller, len(exiled)))
        state.frame = frame = replace(frame, vars=(*frame.vars, ("hit", hit),
                                                   *(("exiled_card", x) for x in exiled)))
    hit = dict(frame.vars)["hit"]
    if hit and not _cast_exiled_free(state, frame, hit):
        return False
    frame = state.frame or frame
    rest = [v for k, v in frame.vars if k == "exiled_card" and v in state.objects
            and state.objects[v].zone is Zone.EXILE]
    for c in rng_sample(state, rest, len(rest)):
        move_object(state, c, Zone.LIBRARY, top=False)
    return True


def _sync_control(state: GameState) -> None:
    from mtg_engine.rules.control import sync_control

    sync_control(state)


def v_continuous(state: GameState, frame: Frame, e: Effect) -> bool:
    """611.2: a continuous effect from a resolving spell or ability; the objects it affects are
    locked in now (611.2c). A control change (613.1b) takes effect at once."""
    le: LayerEffect = e.get("effect")
    affected = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                     if r > 0 and r in state.objects and state.objects[r].zone is not Zone.STACK)
    if not affected:
        return True
    eff = ContinuousEffect(layer=le.layers()[0], affected=affected,
                           timestamp=state.new_timestamp(), until=e.get("until", "end_of_turn"),
                           mod=le, controller=frame.controller, source=frame.source)
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("effect", eff.layer, affected, le.power, le.toughness, le.add_keywords))
    if le.control:
        _sync_control(state)
    return True


def v_exchange_control(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.10a-b: exchange control of two permanents; if either is gone (or an illegal target)
    nothing happens, and nothing happens if one player controls both."""
    refs = e.get("what")
    objs: list[int] = []
    for ref in refs:
        got = [r for r in resolve_refs(state, frame, ref)
               if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD]
        objs += got[:1]
    if len(objs) != 2:
        return True
    a, b = objs
    ca, cb = characteristics(state, a).controller, characteristics(state, b).controller
    if ca == cb:
        return True
    ts = state.new_timestamp()
    le = LayerEffect(control=True)
    state.effects = (*state.effects,
                     ContinuousEffect("2", (a,), ts, until="", mod=le, controller=cb,
                                      source=frame.source),
                     ContinuousEffect("2", (b,), ts, until="", mod=le, controller=ca,
                                      source=frame.source))
    state.characteristics_changed()
    state.log.append(("exchange_control", a, b))
    _sync_control(state)
    return True


def _phase_out(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.phasing import phase_out

    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and r in state.battlefield:
            phase_out(state, r)  # 702.26b
    return True


def _manifest(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.face_down import manifest

    manifest(state, frame.controller, int(e.get("count", 1)))  # 701.34a
    return True


def _return_with_counter(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.undying import v_return_with_counter

    return v_return_with_counter(state, frame, e)  # 702.93a, 702.79a


def _with_var(frame: Frame, key: str, value: int) -> tuple[tuple[str, int], ...]:
    return (*((k, v) for k, v in frame.vars if k != key), (key, value))


def v_copy_spell(state: GameState, frame: Frame, e: Effect) -> bool:
    """707.10: put a copy of a spell onto the stack, with its modes, targets and X; it isn't
    cast (707.10) and its controller is the player who copied it. With `new_targets` that
    player may choose new targets (707.10c): each new one must be legal; any may stay.
    `count` copies are made one after the other (storm, 702.40a), each choosing its targets;
    the number is fixed as the first copy is made."""
    if e.get("count") is None:
        return _copy_one_spell(state, frame, e)
    vars_ = dict(frame.vars)
    if "total" not in vars_:
        total = amount_of(state, frame, e.get("count"))
        state.frame = frame = replace(frame, vars=(("total", total), ("made", 0)))
    while True:
        vars_ = dict(frame.vars)
        if vars_["made"] >= vars_["total"]:
            return True
        if not _copy_one_spell(state, frame, e):
            return False
        frame = state.frame
        assert frame is not None
        state.frame = frame = replace(frame, answer=None, vars=(
            ("total", vars_["total"]), ("made", vars_["made"] + 1)))


def _copy_values(state: GameState, frame: Frame, e: Effect, orig: int, copy_id: int) -> None:
    """707.10, 707.2: a copy of a spell copies its copiable values, including the exceptions
    of a copy effect on it; "except that the copy is red" (707.9b) is one more (layer 1)."""
    from mtg_engine.cards.dsl import _Ctx, parse_layer_effect
    from mtg_engine.rules.copy import add_copy_effect

    exc = e.get("except")
    mine = (parse_layer_effect(_Ctx("copy"), "except", {
        k: list(v) if isinstance(v, tuple) else v for k, v in exc}),) if exc else ()
    if mine or any(x.copy_card and orig in x.affected for x in state.effects):
        add_copy_effect(state, copy_id, orig, frame.source, mine)


def _copy_one_spell(state: GameState, frame: Frame, e: Effect) -> bool:
    """One copy (707.10); once its targets are decided (707.10c: it is put onto the stack with
    those targets), what it targets "becomes the target" of a spell (ward 702.21a, 603.2)."""
    copy_id = dict(frame.vars).get("copy")
    done = _copy_with_targets(state, frame, e)
    copy_id = copy_id or dict((state.frame or frame).vars).get("copy")
    if done and copy_id in state.objects and state.objects[copy_id].targets:
        state.log.append(("targeted", state.objects[copy_id].controller, copy_id))
    return done


def _spell_as_it_left(state: GameState, oid: int) -> GameObject | None:
    """608.2h: the spell `oid` as it last existed on the stack (its card, targets, X, modes
    and kicker, logged by rules/zones.py as it left), for copying it after it left (707.10:
    storm's copies are made even if the spell was countered, 702.40a); None if unknown."""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "spell_left" and ev[1] == oid:
            try:
                card = state.db.get(ev[2])
            except KeyError:
                return None
            o = GameObject(oid, card, ev[8], Zone.STACK, 0)
            o.controller, o.kind = ev[8], StackKind.SPELL
            o.targets, o.x, o.modes = tuple(ev[3]), ev[4], tuple(ev[5])
            o.chosen = tuple(tuple(c) for c in ev[6])  # type: ignore[misc]
            o.alt_cost = ev[7]
            return o
    return None


def _copy_with_targets(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.stack import object_target_specs
    from mtg_engine.rules.targets import legal_targets, same_word_chosen

    vars_ = dict(frame.vars)
    copy_id = vars_.get("copy")
    if copy_id is None:
        spells = [r for r in resolve_refs(state, frame, e.get("what"))
                  if r > 0 and state.objects[r].zone is Zone.STACK
                  and state.objects[r].kind is StackKind.SPELL]
        if not spells and e.get("what") == "self":
            orig = _spell_as_it_left(state, frame.source)  # 608.2h, 707.10 (storm 702.40a)
            if orig is None:
                return True
        elif not spells:
            return True
        else:
            orig = state.objects[spells[0]]
        copy_id = state.new_id()
        c = GameObject(copy_id, orig.card, frame.controller, Zone.STACK, state.new_timestamp())
        c.controller = frame.controller
        c.kind = StackKind.SPELL
        c.copy = True
        c.targets, c.x, c.modes = orig.targets, orig.x, orig.modes
        # 707.10: the copy copies the choices made casting it: kicker (702.33d), overload
        c.chosen = tuple(ch for ch in orig.chosen if ch[0] in ("kicker", "kicks"))
        c.alt_cost = "overload" if orig.alt_cost == "overload" else ""
        state.add_object(c)
        state.stack.append(copy_id)
        state.log.append(("copy_spell", frame.controller, copy_id, orig.card.name))
        if orig.id in state.objects:
            _copy_values(state, frame, e, orig.id, copy_id)
        state.frame = frame = replace(frame, vars=(*frame.vars, ("copy", copy_id)))
        if not e.get("new_targets") or not c.targets:
            return True
    if copy_id not in state.objects:
        return True
    c = state.objects[copy_id]
    specs = object_target_specs(c)
    if "new" not in vars_:
        if frame.answer is None:
            return _ask(state, ChoiceDecision(frame.controller, "may", (1, 0), 1, 1,
                                              f"choose new targets for the copy of {c.card.name}?"),
                        "effect")
        want = frame.answer[0]
        state.frame = frame = replace(frame, vars=(*frame.vars, ("new", want), ("i", 0)),
                                      answer=None)
        if not want:
            return True
    i = dict(frame.vars)["i"]
    if frame.answer is not None:
        targets = list(c.targets)
        targets[i] = frame.answer[0]
        state.mut(copy_id).targets = tuple(targets)
        i += 1
        state.frame = frame = replace(frame, answer=None, vars=_with_var(frame, "i", i))
    c = state.objects[copy_id]
    while i < min(len(specs), len(c.targets)):
        current = c.targets[i]
        taken = same_word_chosen(specs, tuple(c.targets[:i]))  # 115.3
        options = [current] + [t for t in legal_targets(state, specs[i], frame.controller, copy_id)
                               if t != current and t not in taken]
        if len(options) > 1:
            return _ask(state, ChoiceDecision(frame.controller, "target", tuple(options), 1, 1,
                                              f"choose a new target for the copy of {c.card.name}"
                                              " (or keep it)"), "effect")
        i += 1
        state.frame = frame = replace(frame, vars=_with_var(frame, "i", i))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "damage": v_damage, "gain_life": v_gain_life, "lose_life": v_lose_life, "draw": v_draw,
    "discard": v_discard, "mill": v_mill, "scry": v_scry, "destroy": v_destroy,
    "exile": v_exile, "bounce": v_bounce, "move": v_move, "sacrifice": v_sacrifice,
    "counter": v_counter, "create_token": v_create_token, "put_counters": v_put_counters,
    "pump": v_pump, "grant": v_grant, "must_block": v_must_block, "add_mana": v_add_mana,
    "tap": v_tap, "untap": v_untap, "shuffle_into_library": v_shuffle_into_library,
    "attach": v_attach, "regenerate": v_regenerate,
    "sacrifice_chosen": v_sacrifice_chosen, "fight": v_fight, "search_library": v_search_library,
    "shuffle": v_shuffle, "prevent": v_prevent, "transform": v_transform, "flip": v_flip,
    "class_level": v_class_level, "meld": v_meld, "cascade": v_cascade,
    "madness_cast": v_madness_cast, "replicate_copies": v_replicate_copies,
    "redirect": v_redirect, "become_monarch": v_become_monarch,
    "add_replacement": v_add_replacement,
    "continuous": v_continuous, "exchange_control": v_exchange_control,
    "copy_spell": v_copy_spell,
    "return_with_counter": _return_with_counter, "manifest": _manifest,
    "remove_counters": v_remove_counters, "play_free": v_play_free,
    "move_counters": v_move_counters,
    "phase_out": _phase_out,
    "pay": v_pay,
    "flip_coin": _flip_coin,  # 705 (rules/coin.py)
    **KEYWORD_VERBS,  # 702: rampage, extort, renown, fabricate, evolve, modular, unearth
}


def _more_verbs() -> None:
    """Verbs kept in modules of their own rules area (effects/library.py: 401; emblems.py:
    114; untap.py: 502.3; keyword_actions.py: 701.33, 701.40, 701.42, 701.47; rules/energy.py:
    107.14)."""
    from mtg_engine.effects import (
        combat_restrictions,
        emblems,
        keyword_actions,
        library,
        linked,
        player_restrictions,
        untap,
    )
    from mtg_engine.rules import energy

    VERBS.update(library.VERBS)
    VERBS.update(linked.VERBS)  # 607.2a
    VERBS.update(keyword_actions.VERBS)
    VERBS.update(energy.VERBS)  # 107.14
    VERBS.update(emblems.VERBS)
    VERBS.update(untap.VERBS)
    VERBS.update(combat_restrictions.VERBS)  # 509.1b
    VERBS.update(player_restrictions.VERBS)  # 101.2
    from mtg_engine.rules import clash

    VERBS.update(clash.VERBS)  # 701.23


_more_verbs()


def rng_sample(state: GameState, items: list[int], n: int) -> list[int]:
    from mtg_engine.rules.random import rng

    return rng(state).sample(items, n)


__all__ = ["VERBS", "StackKind", "resolve_refs"]
