"""The DSL's effect verbs, carried out one at a time by a resolving spell or ability (608.2c).

Each verb is a function `(state, frame, effect) -> bool`. It returns False when it needs a
player's choice: it has then set `state.pending` and will be called again with the answer in
`frame.answer` (DESIGN principle 2). Parts of an effect that refer to a target that has become
illegal do nothing (608.2b).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import StackKind, Zone, player_ref, ref_player

# ------------------------------------------------------------------ references


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
        if idx >= len(frame.targets) or not frame.legal[idx] or not frame.targets[idx]:
            return []
        t = frame.targets[idx]
        if base == "target":
            return [t] if (t < 0 or t in state.objects) else []
        if t < 0:
            return []
        o = state.objects.get(t)
        if o is None:
            return []
        return [player_ref(o.controller if base == "target_controller" else o.owner)]
    if ref == "self":
        return [frame.source] if frame.source in state.objects else []
    if ref == "you":
        return [player_ref(frame.controller)]
    if ref == "each_opponent":
        return [player_ref(p) for p in state.opponents(frame.controller)]
    if ref == "each_player":
        return [player_ref(p) for p in state.apnap()]
    raise ValueError(f"bad reference {ref!r}")


def players_of(state: GameState, frame: Frame, ref: Any) -> list[int]:
    return [p for p in (ref_player(r) for r in resolve_refs(state, frame, ref)) if p is not None]


def amount_of(state: GameState, frame: Frame, v: Any) -> int:
    if isinstance(v, int):
        return v
    if v == "X":
        return frame.x
    if isinstance(v, tuple) and v and v[0] == "count":
        return len(resolve_refs(state, frame, ("all", v[1])))
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
    amount = amount_of(state, frame, e.get("amount"))
    card = _source_card(state, frame)
    source = frame.stack_id if frame.is_spell else frame.source
    for r in resolve_refs(state, frame, e.get("to")):
        prim.deal_damage(state, source, card, frame.controller, r, amount)
    return True


def v_gain_life(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who", "you")):
        prim.gain_life(state, p, amount_of(state, frame, e.get("amount")))
    return True


def v_lose_life(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who", "you")):
        prim.lose_life(state, p, amount_of(state, frame, e.get("amount")))
    return True


def v_draw(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who", "you")):
        for _ in range(amount_of(state, frame, e.get("count", 1))):
            prim.draw_card(state, p)
    return True


def v_discard(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.8: the player discarding chooses, unless the discard is random (701.8b... 701.8a)."""
    for p in players_of(state, frame, e.get("who", "you")):
        hand = state.players[p].hand
        n = min(amount_of(state, frame, e.get("count")), len(hand))
        if n <= 0:
            continue
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
    return True


def v_mill(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who", "you")):
        for _ in range(amount_of(state, frame, e.get("count"))):
            lib = state.players[p].library
            if lib:
                move_object(state, lib[-1], Zone.GRAVEYARD)
    return True


def v_scry(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.18: look at the top N cards, put any number on the bottom, the rest on top."""
    lib = state.players[frame.controller].library
    n = min(amount_of(state, frame, e.get("count")), len(lib))
    if n == 0:
        return True
    top = tuple(reversed(lib[-n:]))
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "scry_bottom", top, 0, n,
                                          f"scry {n}: choose cards to put on the bottom"), "effect")
    for c in frame.answer:
        lib.remove(c)
        lib.insert(0, c)
    state.log.append(("scry", frame.controller, n, len(frame.answer)))
    return True


def v_destroy(state: GameState, frame: Frame, e: Effect) -> bool:
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0:
            prim.destroy(state, r)
    return True


def _move_each(state: GameState, frame: Frame, e: Effect, zone: Zone) -> bool:
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and r in state.objects:
            move_object(state, r, zone)
    return True


def v_exile(state: GameState, frame: Frame, e: Effect) -> bool:
    return _move_each(state, frame, e, Zone.EXILE)  # 701.10


def v_bounce(state: GameState, frame: Frame, e: Effect) -> bool:
    return _move_each(state, frame, e, Zone.HAND)  # "return to its owner's hand" (400.3)


def v_move(state: GameState, frame: Frame, e: Effect) -> bool:
    return _move_each(state, frame, e, Zone(e.get("to")))


def v_sacrifice(state: GameState, frame: Frame, e: Effect) -> bool:
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD:
            prim.sacrifice(state, r)
    return True


def v_counter(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.5a: a countered spell is removed from the stack and put into its owner's graveyard;
    a countered ability ceases to exist."""
    for r in resolve_refs(state, frame, e.get("what")):
        o = state.objects.get(r)
        if o is not None and o.zone is Zone.STACK:
            state.log.append(("countered", r, o.card.name))
            move_object(state, r, Zone.GRAVEYARD)
    return True


def v_create_token(state: GameState, frame: Frame, e: Effect) -> bool:
    token = state.db.token(e.get("token"))
    for p in players_of(state, frame, e.get("who", "you")):
        for _ in range(amount_of(state, frame, e.get("count", 1))):
            prim.create_token(state, token, p)
    return True


def v_put_counters(state: GameState, frame: Frame, e: Effect) -> bool:
    n = amount_of(state, frame, e.get("count", 1))
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD:
            prim.add_counters(state, r, e.get("kind"), n)
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


def v_grant(state: GameState, frame: Frame, e: Effect) -> bool:
    kws = e.get("keywords")
    kws = tuple(kws) if isinstance(kws, tuple) else (kws,)
    return _until_eot(state, frame, e, layer="6", keywords=tuple(str(k).lower() for k in kws))


def v_add_mana(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.core.mana import parse_mana_produced

    if e.get("mana"):
        prim.add_mana(state, frame.controller, parse_mana_produced(e.get("mana")))
    return True


def v_tap(state: GameState, frame: Frame, e: Effect) -> bool:
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0:
            prim.tap(state, r)
    return True


def v_untap(state: GameState, frame: Frame, e: Effect) -> bool:
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0:
            prim.untap(state, r)
    return True


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


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "damage": v_damage, "gain_life": v_gain_life, "lose_life": v_lose_life, "draw": v_draw,
    "discard": v_discard, "mill": v_mill, "scry": v_scry, "destroy": v_destroy,
    "exile": v_exile, "bounce": v_bounce, "move": v_move, "sacrifice": v_sacrifice,
    "counter": v_counter, "create_token": v_create_token, "put_counters": v_put_counters,
    "pump": v_pump, "grant": v_grant, "must_block": v_must_block, "add_mana": v_add_mana,
    "tap": v_tap, "untap": v_untap,
}


def rng_sample(state: GameState, items: list[int], n: int) -> list[int]:
    from mtg_engine.rules.random import rng

    return rng(state).sample(items, n)


__all__ = ["VERBS", "StackKind", "resolve_refs"]
