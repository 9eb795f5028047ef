"""What the triggered and activated keyword abilities of cards/keyword_dsl.py do as they
resolve (702): rampage, extort, renown, fabricate, evolve, modular, ingest, scavenge (and the
verbs of unearth and ninjutsu, rules/unearth.py and rules/ninjutsu.py); and the trigger
conditions of dethrone (702.105a) and evolve (702.100a), checked by rules/triggers.py.

Each verb has the signature of effects/verbs.py (`(state, frame, effect) -> bool`; False when
it asked a player a question, called again with the answer in `frame.answer`).
"""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.ninjutsu import v_ninjutsu
from mtg_engine.rules.rebound import v_rebound_cast
from mtg_engine.rules.unearth import v_unearth, v_unearthed
from mtg_engine.state.game_state import Frame, GameState, PendingTrigger
from mtg_engine.state.objects import Zone, ref_player

# ------------------------------------------------------------------ trigger conditions


def most_life(state: GameState, player: int) -> bool:
    """702.105a: is `player` the player with the most life or tied for most life (among the
    players still in the game, 104.2a)?"""
    lives = [p.life for p in state.players if not p.lost]
    return not state.players[player].lost and state.players[player].life >= max(lives)


def attacks_most_life(state: GameState, target: int) -> bool:
    """702.105a: is `target` (what a creature attacks: a player ref or a planeswalker) the
    player with the most life or tied for most life? Checked as it is declared attacking
    (508.1m); attacking a planeswalker is not attacking a player."""
    p = ref_player(target)
    return p is not None and most_life(state, p)


def evolves(state: GameState, creature: int, entering: int) -> bool:
    """702.100a: is the entering creature's power greater than this creature's power and/or
    its toughness greater than this creature's toughness? 702.100c: a noncreature can't be
    compared (never greater). The entering creature is seen as it last existed if it has left
    the battlefield (603.10a, rules/zones.py logs its power and toughness as it leaves)."""
    from mtg_engine.rules.layers import characteristics

    me = state.objects.get(creature)
    if me is None or me.zone is not Zone.BATTLEFIELD:
        return False
    mine = characteristics(state, creature)
    if not mine.is_creature:
        return False
    other = state.objects.get(entering)
    if other is not None and other.zone is Zone.BATTLEFIELD:
        ch = characteristics(state, entering)
        if not ch.is_creature:
            return False
        p, t = ch.power, ch.toughness
    else:
        pt = _pt_as_it_left(state, entering)
        if pt is None:
            return False
        p, t = pt
    return p > mine.power or t > mine.toughness


def _pt_as_it_left(state: GameState, old: int) -> tuple[int, int] | None:
    from mtg_engine.rules.undying import _as_it_left

    ev = _as_it_left(state, old, "left_with_pt")
    return None if ev is None else (int(ev[2]), int(ev[3]))


def not_renowned(state: GameState, source: int) -> bool:
    """702.112a: "if it isn't renowned" (a designation of the permanent, 702.112b)."""
    o = state.objects.get(source)
    return o is not None and ("renowned", "1") not in o.chosen


# ------------------------------------------------------------------ verbs


def v_rampage(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.23a-b: +N/+N until end of turn for each creature blocking it beyond the first,
    counted once, as the ability resolves."""
    from mtg_engine.effects.verbs import _until_eot

    combat = state.combat
    if combat is None or frame.source not in combat.attackers:
        return True
    blockers = [b for b in combat.blocked.get(frame.source, ()) if b in combat.blockers]
    bonus = int(e.get("n")) * max(0, len(blockers) - 1)
    if bonus == 0:
        return True
    return _until_eot(state, frame, Effect("pump", (("what", "self"),)), layer="7c",
                      power=bonus, toughness=bonus)


def v_extort(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.101a: "you may pay {W/B}. If you do, each opponent loses 1 life and you gain life
    equal to the total life lost this way." (paying is the controller's choice, offered only
    when they can pay, 118.3)"""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.verbs import _unless_pays

    paid = _unless_pays(state, frame, frame.controller, "{W/B}")
    if paid is None:
        return False
    if not paid:
        return True
    lost = 0
    for p in state.opponents(frame.controller):
        before = state.players[p].life
        prim.lose_life(state, p, 1)
        lost += before - state.players[p].life
    prim.gain_life(state, frame.controller, lost)
    return True


def v_renown(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.112a-b: put N +1/+1 counters on it and it becomes renowned (a designation it keeps
    until it leaves the battlefield; a new object is never renowned, 400.7)."""
    from mtg_engine.effects import primitives as prim

    o = state.objects.get(frame.source)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return True
    prim.add_counters(state, frame.source, "+1/+1", int(e.get("n")))
    if frame.source in state.objects and not_renowned(state, frame.source):
        m = state.mut(frame.source)
        m.chosen = (*m.chosen, ("renowned", "1"))
        state.log.append(("renowned", frame.source))
    return True


def v_fabricate(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.123a: its controller chooses: N +1/+1 counters on it, or N 1/1 colorless Servo
    artifact creature tokens. Counters can't be put on it if it has left the battlefield:
    then the tokens are created."""
    from mtg_engine.effects import primitives as prim

    n = int(e.get("n"))
    o = state.objects.get(frame.source)
    can_counter = o is not None and o.zone is Zone.BATTLEFIELD
    if can_counter and frame.answer is None:
        state.pending = ChoiceDecision(
            frame.controller, "may", (1, 0), 1, 1,
            f"fabricate {n}: put {n} +1/+1 counter(s) on it? (if not, create {n} Servo(s))")
        state.asking = "effect"
        return False
    if can_counter and frame.answer is not None and frame.answer[0] == 1:
        prim.add_counters(state, frame.source, "+1/+1", n)
        return True
    prim.create_tokens(state, state.db.token("Servo Token"), frame.controller, n)
    return True


def v_evolve(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.100a, 603.4: the comparison is made again as it resolves; if it holds, a +1/+1
    counter on this creature (it "evolves", 702.100b)."""
    from mtg_engine.effects import primitives as prim

    entering = next((r for r in frame.remembered if r > 0), 0)
    if entering and evolves(state, frame.source, entering):
        prim.add_counters(state, frame.source, "+1/+1", 1)
        state.log.append(("evolves", frame.source))
    return True


def v_modular(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.43a: a +1/+1 counter on the target artifact creature for each +1/+1 counter the
    source had as it last existed on the battlefield (603.10a)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.verbs import resolve_refs
    from mtg_engine.rules.undying import counters_as_it_left

    n = counters_as_it_left(state, frame.source).get("+1/+1", 0)
    for r in resolve_refs(state, frame, "target"):
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD:
            prim.add_counters(state, r, "+1/+1", n)
    return True


def v_exile_top(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.115a: "that player exiles the top card of their library" (nothing if it is empty)."""
    from mtg_engine.effects.verbs import players_of
    from mtg_engine.rules.zones import move_object

    for p in players_of(state, frame, e.get("who")):
        lib = state.players[p].library
        if lib:
            move_object(state, lib[-1], Zone.EXILE)
    return True


def v_scavenge(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.97a: +1/+1 counters equal to the power of the card exiled for the cost (the card
    in exile, 400.7; as it last existed there if it has left, 608.2h: its printed power) on
    the target creature."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.verbs import resolve_refs
    from mtg_engine.rules.layers import characteristics

    card = next((r for r in frame.remembered if r > 0), 0)
    if card in state.objects:
        power = characteristics(state, card).power
    else:
        power = state.db.get(frame.source_card).power or 0
    for r in resolve_refs(state, frame, "target"):
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD:
            prim.add_counters(state, r, "+1/+1", power)
    return True


def v_exploit(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.110a-b: "you may sacrifice a creature" (the "may" is asked first, 603.5): the
    controller chooses a creature they control (this one included) and sacrifices it; the
    creature with exploit then "exploits a creature", logged ("exploits", source, sacrificed,
    source name, controller) for its "When ~ exploits a creature" ability."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules.layers import characteristics

    options = tuple(oid for oid in state.battlefield
                    if state.objects[oid].controller == frame.controller
                    and characteristics(state, oid).is_creature)
    if not options:
        return True
    if frame.answer is None:
        state.pending = ChoiceDecision(frame.controller, "sacrifice", options, 1, 1,
                                       "exploit: sacrifice a creature")
        state.asking = "effect"
        return False
    victim = frame.answer[0]
    if victim not in options:
        return True
    prim.sacrifice(state, victim)
    state.log.append(("exploits", frame.source, victim, frame.source_card, frame.controller))
    return True


def on_exploits(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                batch: object) -> None:
    """702.110b: "When ~ exploits a creature" triggers even if it sacrificed itself (it looks
    back at the source as it last existed, 603.10a); the sacrificed creature is remembered."""
    from mtg_engine.rules.layers import card_of
    from mtg_engine.rules.triggers import _fire

    src, victim, name, controller = ev[1], ev[2], ev[3], ev[4]
    o = state.objects.get(src)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        card, controller = card_of(state, src), o.controller
    else:
        card = state.db.get(name) if name in state.db else state.db.token(name)
    _fire(state, found, src, card, controller, "exploits", victim, remembered=(victim,))


def riot_haste(state: GameState, oid: int) -> None:
    """702.136a: a permanent that entered without riot's counter gains haste, for as long as
    it is on the battlefield (an effect of the replacement, not an ability it could lose)."""
    from mtg_engine.state.game_state import ContinuousEffect

    eff = ContinuousEffect(layer="6", affected=(oid,), timestamp=state.new_timestamp(),
                           keywords=("haste",), until="", source=oid)
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("effect", eff.layer, eff.affected, 0, 0, eff.keywords))


KEYWORD_VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "rampage": v_rampage, "extort": v_extort, "renown": v_renown, "fabricate": v_fabricate,
    "evolve": v_evolve, "modular": v_modular,
    "unearth": v_unearth, "unearthed": v_unearthed,  # 702.84a (rules/unearth.py)
    "ninjutsu": v_ninjutsu,  # 702.49a (rules/ninjutsu.py)
    "exile_top": v_exile_top, "scavenge": v_scavenge,  # 702.115a, 702.97a
    "rebound_cast": v_rebound_cast,  # 702.88a (rules/rebound.py)
    "exploit": v_exploit,  # 702.110a
}

__all__ = ["KEYWORD_VERBS", "attacks_most_life", "evolves", "most_life", "not_renowned"]
