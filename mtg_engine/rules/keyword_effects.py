"""What the triggered and activated keyword abilities of cards/keyword_dsl.py do as they
resolve (702): rampage, extort, renown, fabricate, evolve, modular, ingest, scavenge (and the
verbs of unearth and ninjutsu, rules/unearth.py and rules/ninjutsu.py); and the trigger
conditions of dethrone (702.105a) and evolve (702.100a), checked by rules/triggers.py.

Each verb has the signature of effects/verbs.py (`(state, frame, effect) -> bool`; False when
it asked a player a question, called again with the answer in `frame.answer`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.champion import v_champion
from mtg_engine.rules.embalm import v_embalm
from mtg_engine.rules.monstrosity import v_monstrosity
from mtg_engine.rules.myriad import v_myriad
from mtg_engine.rules.ninjutsu import v_ninjutsu
from mtg_engine.rules.rebound import v_rebound_cast
from mtg_engine.rules.ripple import v_ripple
from mtg_engine.rules.soulbond import v_soulbond
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


def trains(state: GameState, attacker: int, events: list[tuple]) -> bool:  # type: ignore[type-arg]
    """702.149a: "Whenever this creature and at least one other creature with power greater
    than this creature's power attack": another creature declared attacking in the same
    declaration (the batch's "attack" events, 508.1) with greater power now."""
    from mtg_engine.rules.layers import characteristics

    mine = characteristics(state, attacker).power
    return any(ev[0] == "attack" and ev[1] != attacker and ev[1] in state.objects
               and characteristics(state, ev[1]).power > mine for ev in events)


def attack_keyword_triggers(state: GameState, found: list[PendingTrigger], attacker: int,
                            target: int, events: list[tuple]) -> None:  # type: ignore[type-arg]
    """The attack triggers with a condition of their own, checked as the creature is declared
    attacking (508.1m): dethrone (702.105a) and training (702.149a)."""
    from mtg_engine.rules.trigger_base import _fire
    from mtg_engine.rules.trigger_events import _card_now

    o = state.objects[attacker]
    card = _card_now(state, o)
    _fire(state, found, attacker, card, o.controller, "attacks_most_life", 0,
          lambda tr: attacks_most_life(state, target))
    _fire(state, found, attacker, card, o.controller, "trains", 0,
          lambda tr: trains(state, attacker, events))


def opponents_attacked(state: GameState, player: int) -> int:
    """702.121a: the number of opponents `player` attacked with a creature this combat (the
    players, not planeswalkers, in this combat's "attack" events, 508.1)."""
    from mtg_engine.core.steps import Step

    seen: set[int] = set()
    for ev in reversed(state.log.since(0)):
        if ev[0] == "step" and Step[ev[2]] is Step.BEGIN_COMBAT:
            break
        if ev[0] == "turn":
            break
        if ev[0] == "attack":
            p = ref_player(ev[2])
            if p is not None and p in state.opponents(player):
                seen.add(p)
    return len(seen)


def v_melee(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.121a: +1/+1 until end of turn for each opponent you attacked with a creature this
    combat (counted as it resolves)."""
    from mtg_engine.effects.permanent_verbs import _until_eot

    n = opponents_attacked(state, frame.controller)
    if n == 0:
        return True
    return _until_eot(state, frame, Effect("pump", (("what", "self"),)), layer="7c",
                      power=n, toughness=n)


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
    from mtg_engine.effects.permanent_verbs import _until_eot

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
    from mtg_engine.effects.stack_verbs import _unless_pays

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
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.undying import counters_as_it_left

    n = counters_as_it_left(state, frame.source).get("+1/+1", 0)
    for r in resolve_refs(state, frame, "target"):
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD:
            prim.add_counters(state, r, "+1/+1", n, cause="modular")  # (Zabaz: 614.16)
    return True


def v_scavenge(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.97a: +1/+1 counters equal to the power of the card exiled for the cost (the card
    in exile, 400.7; as it last existed there if it has left, 608.2h: its printed power) on
    the target creature."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import resolve_refs
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
    from mtg_engine.rules.trigger_base import _fire

    src, victim, name, controller = ev[1], ev[2], ev[3], ev[4]
    o = state.objects.get(src)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        card, controller = card_of(state, src), o.controller
    else:
        card = state.db.get(name) if name in state.db else state.db.token(name)
    _fire(state, found, src, card, controller, "exploits", victim, remembered=(victim,))


def v_living_weapon(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.92a: create a 0/0 black Phyrexian Germ creature token, then attach this Equipment
    to it (701.3: if the Equipment has left the battlefield, the token is still created)."""
    from mtg_engine.effects import primitives as prim

    made = prim.create_tokens(state, state.db.token("Phyrexian Germ Token"), frame.controller,
                              1)
    src = state.objects.get(frame.source)
    if made and made[0] in state.objects and src is not None \
            and src.zone is Zone.BATTLEFIELD:
        o = state.mut(frame.source)
        from mtg_engine.rules.trigger_attachment_history import log_unattached

        log_unattached(state, frame.source, o.attached_to)  # 701.3b
        o.attached_to = made[0]
        o.timestamp = state.new_timestamp()  # 613.7e
        state.characteristics_changed()
        state.log.append(("attach", frame.source, made[0]))
    return True


def v_move_counter(state: GameState, frame: Frame, e: Effect) -> bool:
    """122.5: move a counter of that kind from the source onto the object named: removed from
    the one and put on the other, or nothing at all if either can't be done (graft 702.58a:
    both on the battlefield, the source with such a counter, not the same object)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import resolve_refs

    kind = e.get("kind")
    src = state.objects.get(frame.source)
    to = next((r for r in resolve_refs(state, frame, e.get("to")) if r > 0), 0)
    if src is None or src.zone is not Zone.BATTLEFIELD or not src.counters.get(kind) \
            or not to or to == frame.source or state.objects[to].zone is not Zone.BATTLEFIELD:
        return True
    prim.remove_counters(state, frame.source, kind, 1)
    prim.add_counters(state, to, kind, 1)
    return True


def v_partner_search(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.124f: the target player may search their library for a card with that name (they
    choose whether to search, then which card: a hidden zone, they may find none, 701.19b),
    reveal it, put it into their hand, then shuffle their library."""
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.random import shuffle_library
    from mtg_engine.rules.zones import move_object

    who = players_of(state, frame, "target")
    if not who:
        return True
    p, name = who[0], str(e.get("name"))
    if dict(frame.vars).get("searching") is None:
        if frame.answer is None:
            state.pending = ChoiceDecision(p, "may", (1, 0), 1, 1,
                                           f"search your library for {name}?")
            state.asking = "effect"
            return False
        if frame.answer[0] != 1:
            return True
        state.frame = frame = replace(frame, answer=None, vars=(("searching", 1),))
    if frame.answer is None:
        options = tuple(c for c in reversed(state.players[p].library)
                        if state.objects[c].card.name == name)
        if options:
            state.pending = ChoiceDecision(p, "search", options, 0, 1,
                                           f"search your library for a card named {name}")
            state.asking = "effect"
            return False
        found: tuple[int, ...] = ()
    else:
        found = frame.answer
    for c in found:
        if c in state.objects and state.objects[c].zone is Zone.LIBRARY:
            state.log.append(("reveal", p, c, state.objects[c].card.name))
            move_object(state, c, Zone.HAND)
    shuffle_library(state, p)
    return True


def v_provoke(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.39a: the target creature blocks this creature this combat if able (a requirement on
    the declaration of blockers, 509.1c, ending with the combat, 511.3), and it untaps."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.state.game_state import ContinuousEffect

    targets = [r for r in resolve_refs(state, frame, "target") if r > 0]
    if not targets or frame.source not in state.objects:
        return True
    eff = ContinuousEffect(layer="combat", affected=(targets[0],), until="end_of_combat",
                           timestamp=state.new_timestamp(), partner=frame.source)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", "combat", eff.affected, 0, 0, ("must block",)))
    prim.untap(state, targets[0])
    return True


# what the devour-like choice may sacrifice (its third part, "devour:N:<what>"): creatures
# (702.82a), or "As ~ enters the battlefield, you may sacrifice any number of creatures and/or
# planeswalkers" (Devouring Hellion), "... any number of permanents" (Shimatsu the
# Bloodcloaked): 614.12a, 614.1c (oracle/entering_sacrifice.py)
DEVOUR_WHAT = ("creature", "creature_planeswalker", "permanent",
               # "As ~ enters the battlefield, you may return a nonland permanent you control
               # to its owner's hand. If you do, ~ enters the battlefield with a +1/+1 counter
               # on it." (Rescuer Sphinx): at most one, returned instead of sacrificed
               "nonland_return")


def devour_most(what: str) -> int:
    """How many permanents the devour-like choice `what` may take (any number but one for
    "nonland_return")."""
    return 1 if what.endswith(":nonland_return") else 1_000


def devour_options(state: GameState, ev: Any) -> tuple[int, ...]:
    """702.82a: the creatures the entering permanent's controller controls (it isn't on the
    battlefield yet, so it isn't one of them), but none entering at the same time (614.13a);
    or its creatures and planeswalkers, or its permanents (DEVOUR_WHAT)."""
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.entering_together import excluded
    from mtg_engine.rules.layers import characteristics

    who = ev.controller if ev.controller >= 0 else state.objects[ev.obj].owner
    out = excluded(state, ev)
    parts = ev.choose[0].split(":") if ev.choose else []
    what = parts[2] if len(parts) > 2 else "creature"

    def fits(oid: int) -> bool:
        ch = characteristics(state, oid)
        if what == "permanent":
            return True
        if what == "nonland_return":
            return not ch.is_land
        return ch.is_creature or (what == "creature_planeswalker"
                                  and CardType.PLANESWALKER in ch.types)

    return tuple(oid for oid in state.battlefield if state.objects[oid].controller == who
                 and oid not in out and fits(oid))


def devour(state: GameState, ev: Any, chosen: tuple[int, ...]) -> Any:
    """702.82a: sacrifice the chosen creatures as it enters; it enters with N +1/+1 counters
    for each creature sacrificed this way (702.82b: recorded as ("devoured", count))."""
    from dataclasses import replace as _replace

    from mtg_engine.effects import primitives as prim

    n = int(ev.choose[0].split(":")[1])
    options = devour_options(state, ev)
    back = ev.choose[0].endswith(":nonland_return")
    count = 0
    for oid in list(dict.fromkeys(chosen))[:devour_most(ev.choose[0])]:
        if oid in options and oid in state.objects:
            if back:  # returned to its owner's hand (400.7: a new object there)
                from mtg_engine.rules.zones import move_object
                from mtg_engine.state.objects import Zone

                move_object(state, oid, Zone.HAND)
            else:
                prim.sacrifice(state, oid)
            count += 1
    counters = (("+1/+1", n * count),) if count else ()
    if len(ev.choose[0].split(":")) > 2:  # (not the keyword: nothing "devoured", 702.82b)
        return _replace(ev, choose=ev.choose[1:], counters=(*ev.counters, *counters))
    return _replace(ev, choose=ev.choose[1:], chosen=(*ev.chosen, ("devoured", str(count))),
                    counters=(*ev.counters, *counters))


def v_adapt(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.43a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it.\""""
    from mtg_engine.effects import primitives as prim

    o = state.objects.get(frame.source)
    if o is not None and o.zone is Zone.BATTLEFIELD and not o.counters.get("+1/+1"):
        prim.add_counters(state, frame.source, "+1/+1", int(e.get("count")))
    return True


def v_amass(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.44a: "If you don't control an Army creature, create a 0/0 black Zombie Army creature
    token. Choose an Army creature you control. Put N +1/+1 counters on that creature.\""""
    from mtg_engine.cards.oracle.keyword_actions import ARMY_TOKEN
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules.layers import characteristics

    def armies() -> tuple[int, ...]:
        return tuple(oid for oid in state.battlefield
                     if state.objects[oid].controller == frame.controller
                     and characteristics(state, oid).is_creature
                     and characteristics(state, oid).has_subtype("Army"))

    options = armies()
    if not options and frame.answer is None:
        prim.create_tokens(state, state.db.token(ARMY_TOKEN["key"]), frame.controller, 1)
        options = armies()
    if not options:
        return True
    if len(options) > 1 and frame.answer is None:
        state.pending = ChoiceDecision(frame.controller, "amass", options, 1, 1,
                                       "amass: choose an Army creature you control")
        state.asking = "effect"
        return False
    chosen = frame.answer[0] if frame.answer and frame.answer[0] in options else options[0]
    from mtg_engine.effects.references import amount_of

    # (107.3, 608.2h: "amass X, where X is ...", counted as it resolves)
    prim.add_counters(state, chosen, "+1/+1", amount_of(state, frame, e.get("count")))
    return True


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
    "soulbond": v_soulbond,  # 702.95a (rules/soulbond.py)
    "unearth": v_unearth, "unearthed": v_unearthed,  # 702.84a (rules/unearth.py)
    "ninjutsu": v_ninjutsu,  # 702.49a (rules/ninjutsu.py)
    "scavenge": v_scavenge,  # 702.97a (ingest's "exile_top_cards", 702.115a: effects/player_exile.py)
    "rebound_cast": v_rebound_cast,  # 702.88a (rules/rebound.py)
    "exploit": v_exploit,  # 702.110a
    "living_weapon": v_living_weapon,  # 702.92a
    "move_counter": v_move_counter,  # 122.5 (graft 702.58a)
    "melee": v_melee,  # 702.121a
    "partner_search": v_partner_search,  # 702.124f
    "provoke": v_provoke,  # 702.39a
    "adapt": v_adapt, "amass": v_amass,  # 701.43a, 701.44a
    "monstrosity": v_monstrosity,  # 701.31a (rules/monstrosity.py)
    "embalm": v_embalm,  # 702.128a, 702.129a (rules/embalm.py)
    "ripple": v_ripple,  # 702.60a (rules/ripple.py)
    "champion": v_champion,  # 702.72a (rules/champion.py)
    "myriad": v_myriad,  # 702.116a (rules/myriad.py)
}

__all__ = ["KEYWORD_VERBS", "attack_keyword_triggers", "attacks_most_life", "evolves",
           "most_life", "not_renowned", "on_exploits"]
