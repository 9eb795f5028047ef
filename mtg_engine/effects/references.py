"""What an instruction refers to as it resolves (608.2b-c): the objects and players a
reference names (targets, "each opponent", the source, the card a dying permanent became in
the graveyard, 400.7), amounts (107.1-107.3, "X", "for each"), and asking a player."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.amounts import Amount
from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.x_filters import bind_in
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone, player_ref, ref_player

# ------------------------------------------------------------------ references


def _last_controller(state: GameState, oid: int) -> int | None:
    """608.2h: the controller an object had as it last existed in its zone, from the log's
    record of its move (rules/zones.py: ("move", old id, new id, name, from, to, controller,
    ...))."""
    for entry in reversed(state.log):
        if entry[0] == "move" and entry[1] == oid:
            return int(entry[6])
    return None


def _last_owner(state: GameState, oid: int) -> int | None:
    """108.3: the owner of an object that has left its zone: its card's owner, read from the
    new object the log's record of its move names (a token that ceased to exist: none)."""
    for entry in reversed(state.log):
        if entry[0] == "move" and entry[1] == oid:
            new = state.objects.get(entry[2]) if isinstance(entry[2], int) else None
            return None if new is None else new.owner
    return None


def resolve_refs(state: GameState, frame: Frame, ref: Any) -> list[int]:
    """Who or what a reference names now: object ids and player refs."""
    if isinstance(ref, tuple) and len(ref) == 2 and ref[0] == "all" and isinstance(ref[1], Filter):
        f = bind_in(state, frame, ref[1])  # 107.3a: "with mana value X or less"
        if f.controller == "that_player" or f.defending:  # 603.2, 506.2 (trigger_targets.py)
            from mtg_engine.rules.trigger_targets import bind_defending, bind_filter

            f = bind_defending(bind_filter(f, frame.remembered), state, frame.source,
                               frame.remembered)
        return [oid for oid in list(state.battlefield)
                if matches(state, oid, f, frame.controller, frame.source)]
    if isinstance(ref, tuple) and len(ref) == 4 and ref[0] == "all" and ref[3] == "and_suspended":
        from mtg_engine.rules.keyword_abilities import counter_condition  # 702.62b

        return [*resolve_refs(state, frame, ("all", ref[1])),
                *(c for c in state.exile if counter_condition(state, "suspended", c, ""))]
    if isinstance(ref, tuple) and len(ref) == 4 and ref[0] == "all" \
            and ref[3] == "same_name_controller":  # 201.2, 108.4: the target's controller's
        return _same_name(state, frame, ref[1], ref[2], same_controller=True)
    if isinstance(ref, tuple) and len(ref) == 4 and ref[0] == "all" and ref[3] == "same_name":
        return _same_name(state, frame, ref[1], ref[2])
    if isinstance(ref, tuple) and len(ref) == 4 and ref[0] == "all" and ref[3] == "in_graveyard":
        return _in_graveyards(state, frame, ref[1], ref[2])  # 611.2c: the cards there now
    if isinstance(ref, tuple) and len(ref) == 3 and ref[0] in ("didnt_discard", "didnt_put"):
        # 608.2c: each of the players who discarded / put no card of that kind this way
        from mtg_engine.rules.players_this_way import didnt

        return didnt(state, frame, ref[0], ref[1], ref[2])
    if isinstance(ref, tuple) and len(ref) == 2 and ref[0] == "each_player_controlling":
        # 109.4: each player (APNAP order) who controls a permanent matching the filter now
        controllers = {state.objects[oid].controller
                       for oid in resolve_refs(state, frame, ("all", ref[1]))}
        return [player_ref(p) for p in state.apnap() if p in controllers]
    if isinstance(ref, tuple) and len(ref) == 4 and ref[0] == "all" \
            and ref[3] in ("attached_to", "and_attached_to"):
        # 303.4, 301.5: the Auras / Equipment attached to the permanent named (and it)
        hosts = [r for r in resolve_refs(state, frame, ref[2]) if r > 0 and r in state.objects
                 and state.objects[r].zone is Zone.BATTLEFIELD]
        from mtg_engine.rules.attached_lki import attached_as_they_left, named_hosts

        before = attached_as_they_left(state, named_hosts(frame, ref[2])) \
            if ref[3] == "attached_to" else set()  # 608.2h: as the host last existed
        attached = [oid for oid in resolve_refs(state, frame, ("all", ref[1]))
                    if state.objects[oid].attached_to in hosts or oid in before]
        return [*hosts, *attached] if ref[3] == "and_attached_to" else attached
    if isinstance(ref, tuple) and len(ref) == 4 and ref[0] == "all" and ref[3] == "other_than":
        but = set(resolve_refs(state, frame, ref[2]))  # "each other creature": not the target
        return [oid for oid in resolve_refs(state, frame, ("all", ref[1])) if oid not in but]
    if isinstance(ref, tuple) and len(ref) == 4 and ref[0] == "all" \
            and ref[3] == "shares_type":  # 205.3m (effects/shares_type.py)
        from mtg_engine.effects.shares_type import sharing_type

        return sharing_type(state, frame, ref[1], ref[2])
    if isinstance(ref, tuple) and len(ref) == 4 and ref[0] == "all" and ref[3] in (
            "shares_color", "others_sharing_color"):  # 105.2
        return _sharing_color(state, frame, ref[1], ref[2], ref[3] == "shares_color")
    if isinstance(ref, tuple) and len(ref) == 3 and ref[0] == "all":
        # 115.1, 109.4: "all creatures target player controls": the permanents the player
        # (a target, 608.2b: none if it became illegal) controls as the instruction applies
        # ("that player or that planeswalker's controller": a planeswalker's controller, 108.4)
        players = {ref_player(r) if r < 0 else state.objects[r].controller
                   for r in resolve_refs(state, frame, ref[2]) if r < 0 or r in state.objects}
        f = bind_in(state, frame, ref[1])  # 107.3a
        return [oid for oid in list(state.battlefield)
                if state.objects[oid].controller in players
                and matches(state, oid, f, frame.controller, frame.source)]
    if not isinstance(ref, str):
        raise ValueError(f"bad reference {ref!r}")
    if ref.startswith("moved:"):  # 400.7: what the target became on the battlefield
        from mtg_engine.effects.moved_objects import moved_onto_battlefield

        return moved_onto_battlefield(state, frame, ref[len("moved:"):])
    if ref.startswith("targets:"):  # 601.2c: the X targets (rules/x_targets.py)
        from mtg_engine.rules.x_targets import targets_of

        return [t for t in targets_of(ref, frame.targets, frame.legal)
                if t < 0 or t in state.objects]
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
        if t < 0:  # 108.4: "that player or that planeswalker's controller": a player target
            return [t] if base == PLAYER_OR_CONTROLLER else []
        if base == PLAYER_OR_CONTROLLER:
            base = "target_controller"  # (a planeswalker target's controller)
        o = state.objects.get(t)
        if o is None:
            if base == "target_controller":  # 608.2h: as it last existed (a countered spell)
                who = _last_controller(state, t)
                return [] if who is None else [player_ref(who)]
            if base == "target_owner":  # 108.3: the owner of the card it became (400.7)
                who = _last_owner(state, t)
                return [] if who is None else [player_ref(who)]
            return []
        return [player_ref(o.controller if base == "target_controller" else o.owner)]
    if ref.startswith("put_this_way"):  # 400.7: put onto the battlefield from a hand (sneak)
        return _put_this_way(state, frame)
    if ref.startswith("returned_this_way"):  # 400.7: from a graveyard (graveyard_top.py)
        from mtg_engine.effects.graveyard_top import returned_this_way

        return returned_this_way(state, frame)
    if ref == "self":
        src = state.objects.get(frame.source)
        if src is not None and src.zone is Zone.COMMAND and state.delayed:
            from mtg_engine.rules.turn_triggers import stands_for

            # 603.7d-e: a delayed ability's "~" is its creator's source (turn_triggers.py)
            return [o for o in (stands_for(state, frame.source),) if o in state.objects]
        return [] if src is None else [frame.source]
    if ref == "grantor":  # 201.5a: the Equipment or Aura a granted ability names
        from mtg_engine.rules.grantor import grantor_of

        g = grantor_of(frame)
        return [g] if g in state.objects else []
    if ref == "attached":  # "enchanted creature", "equipped creature" (303.4, 301.5)
        src = state.objects.get(frame.source)
        if src is None or src.zone is not Zone.BATTLEFIELD:
            return _attached_as_it_left(state, frame.source)  # 608.2h
        if not src.attached_to or src.attached_to not in state.objects:
            return []
        return [src.attached_to]
    if ref == "self_in_graveyard":  # 713.4c: a melded source's two cards
        return _with_melded_partner(state, _new_object_in_graveyard(state, frame.source))
    if ref == "self_left":  # 400.7: the card ~ became in a graveyard or exile, still there
        return _with_melded_partner(state, _new_object_in_graveyard(
            state, frame.source, (Zone.GRAVEYARD, Zone.EXILE)))
    if ref == "remembered":  # objects, or a player (a remembered player ref)
        return _with_melded_partner(state, [r for r in frame.remembered
                                           if r < 0 or r in state.objects])  # 713.4c
    if ref in ("created", "found"):  # 111.1: the tokens the last "create" instruction made
        # (this resolution); "found": the permanents a search put onto the battlefield
        return [oid for oid in frame.created if oid in state.objects]
    if ref == "remembered_controller":  # 108.4: "its controller" of the object remembered
        out = []  # (608.2h: as it last existed, if it has left its zone)
        for r in frame.remembered:
            o = state.objects.get(r) if r > 0 else None
            who = o.controller if o is not None else (_last_controller(state, r) if r > 0
                                                      else None)
            if who is not None:
                out.append(player_ref(who))
        return out
    if ref == "self_owner":  # 108.3: the owner of the source (a card in a graveyard)
        o = state.objects.get(frame.source)
        return [] if o is None else [player_ref(o.owner)]
    if ref == "remembered_card":  # 400.7: the card a remembered permanent became; 713.4c:
        # both cards of a melded permanent (Mimic Vat's "you may exile that card")
        # (an attached_dies trigger remembers the card in the graveyard itself, 603.10a)
        return _with_melded_partner(state, [c for r in frame.remembered if r > 0
                                            for c in ([r] if _in_graveyard(state, r)
                                                      else _new_object_in_graveyard(state, r))])
    if ref in ("event_player", "event_object", "event_object_controller",  # 603.2, 608.2h
               "event_card"):  # 603.10a (rules/event_referents.event_card)
        from mtg_engine.rules.event_referents import resolve

        return resolve(state, frame, ref)
    if ref == "you":
        return [player_ref(frame.controller)]
    if isinstance(ref, str) and ref.startswith("self_and:"):
        # "~ and up to one other target creature you control both gain ..." (both_gain.py):
        # ~ while it is on the battlefield, then the other objects (611.2c)
        src = [frame.source] if frame.source in state.objects \
            and state.objects[frame.source].zone is Zone.BATTLEFIELD else []
        return [*src, *(r for r in resolve_refs(state, frame, ref[len("self_and:"):])
                        if r not in src)]
    if isinstance(ref, str) and ref.startswith("you_and:"):
        # "You and target opponent each draw a card": both, in APNAP order (101.4)
        others = [r for r in resolve_refs(state, frame, ref[len("you_and:"):])
                  if r != player_ref(frame.controller)]
        both = {player_ref(frame.controller), *others}
        return [player_ref(p) for p in state.apnap() if player_ref(p) in both]
    if ref == "chosen_player":  # 614.12a: the player chosen as the source entered
        return chosen_player_refs(state, frame.source)
    if ref == "chooser":  # 608.2d: the player who chose to ("any player may ...", choosers.py)
        p = dict(frame.vars).get("chooser")
        return [] if p is None else [player_ref(p)]
    if ref == "all_graveyards":  # "all graveyards": every card in every graveyard
        return [c for p in state.apnap() for c in state.players[p].graveyard]
    if ref == "each_opponent":
        return [player_ref(p) for p in state.opponents(frame.controller)]
    if ref in ("each_player_could_not", "each_opponent_could_not"):
        # "Each player who can't discards a card." (the instruction before: bounce_chosen.py)
        from mtg_engine.effects.bounce_chosen import players_who_couldnt

        couldnt = set(players_who_couldnt(state, frame))
        return [player_ref(p) for p in state.apnap() if p in couldnt
                and p in state.living_players()]
    if ref == "each_other_player":  # 102.1: every player but the controller, in APNAP order
        return [player_ref(p) for p in state.apnap() if p != frame.controller
                and p in state.living_players()]
    if ref == "each_other_opponent":  # 603.2: the opponents but the one the event involved
        return [player_ref(p) for p in state.opponents(frame.controller)
                if player_ref(p) not in frame.remembered]
    if ref == "defending_player":  # 506.2 (annihilator 702.86a), 508.5
        from mtg_engine.rules.trigger_targets import defending_of

        p = defending_of(state, frame.source, frame.remembered)
        return [] if p is None else [player_ref(p)]
    if ref == "each_player":
        return [player_ref(p) for p in state.apnap()]
    if ref in ("attacked", "attacked_that"):  # 506.3, 508.5 (rules/trigger_targets.py)
        from mtg_engine.rules.trigger_targets import attacked_of

        return attacked_of(state, frame.source, frame.remembered)
    raise ValueError(f"bad reference {ref!r}")


def chosen_player_refs(state: GameState, oid: int) -> list[int]:
    """614.12a: the player chosen as `oid` entered the battlefield ("As ~ enters the
    battlefield, choose an opponent / a player"), kept on the permanent; none for an object
    that made no such choice (a card in a hand: its "the chosen player's hand" is empty),
    nor once that player has left the game (800.4a)."""
    o = state.objects.get(oid)
    got = [int(v) for k, v in (o.chosen if o is not None else ())
           if k in ("player", "opponent") and v.lstrip("-").isdigit()]
    return [player_ref(p) for p in got[:1] if p in state.living_players()]


def _in_graveyards(state: GameState, frame: Frame, f: Filter, whose: str) -> list[int]:
    """The cards matching `f` in the graveyards of the players `whose` names ("you": the
    controller's), as the instruction applies (611.2c: a card put there later isn't one)."""
    players = [ref_player(r) for r in resolve_refs(state, frame, whose) if r < 0]
    return [c for p in players for c in state.players[p].graveyard
            if matches(state, c, f, frame.controller, frame.source)]


def _same_name(state: GameState, frame: Frame, f: Filter, ref: str,
               same_controller: bool = False) -> list[int]:
    """201.2: the permanents matching `f` with the name of the object `ref` names (a target,
    608.2b: none if it became illegal), it among them; a face-down permanent has no name
    (708.2) and shares none. `same_controller`: only those its controller controls (108.4)."""
    named = [o for o in resolve_refs(state, frame, ref) if o > 0 and o in state.objects
             and state.objects[o].zone is Zone.BATTLEFIELD]
    if not named or state.objects[named[0]].face_down is not None:
        return []
    name = characteristics(state, named[0]).name
    whose = characteristics(state, named[0]).controller
    return [oid for oid in list(state.battlefield)
            if state.objects[oid].face_down is None and characteristics(state, oid).name == name
            and (not same_controller or characteristics(state, oid).controller == whose)
            and matches(state, oid, f, frame.controller, frame.source)]


def _sharing_color(state: GameState, frame: Frame, f: Filter, ref: str, itself: bool
                   ) -> list[int]:
    """105.2: the object `ref` names (a target, 608.2b: none if it became illegal; `itself`:
    it among them) and each other permanent matching `f` that shares a color with it as the
    instruction applies (a colorless one shares none). Without `itself` ("all other creatures
    that share a color with it", the event's creature, 603.2), one that has left the
    battlefield is as it last existed there (608.2h)."""
    named = [o for o in resolve_refs(state, frame, ref) if o > 0]
    if not named:
        return []
    one = named[0]
    if one in state.objects and state.objects[one].zone is Zone.BATTLEFIELD:
        colors = set(characteristics(state, one).colors)
    elif itself:
        return []
    else:
        colors = next((set(ev[5]) for ev in reversed(state.log.since(0))
                       if ev[0] == "left_as" and ev[1] == one), set())
    return [one] * itself + [oid for oid in list(state.battlefield) if oid != one
                             and colors & set(characteristics(state, oid).colors)
                             and matches(state, oid, f, frame.controller, frame.source)]


def _attached_as_it_left(state: GameState, source: int) -> list[int]:
    """608.2h: the permanent an Aura or Equipment that has left the battlefield was attached
    to as it left ("Sacrifice ~: Enchanted creature gets +3/+3 until end of turn", the
    "left_attached" record of rules/zones.py), if that permanent is still there."""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "left_attached" and ev[1] == source:
            o = state.objects.get(ev[2])
            return [ev[2]] if o is not None and o.zone is Zone.BATTLEFIELD else []
    return []


def _with_melded_partner(state: GameState, ids: list[int]) -> list[int]:
    """713.4c: `ids` with the second card of each melded permanent among them."""
    from mtg_engine.rules.faces import with_melded_partner  # (import cycle)

    return with_melded_partner(state, ids)


def _in_graveyard(state: GameState, oid: int) -> bool:
    return oid in state.objects and state.objects[oid].zone is Zone.GRAVEYARD


def _new_object_in_graveyard(state: GameState, old: int,
                             zones: tuple[Zone, ...] = (Zone.GRAVEYARD,)) -> list[int]:
    """400.7d: an ability that triggered on its source going to a graveyard ("When Rancor is
    put into a graveyard from the battlefield, return Rancor ...") finds the new object the
    card became there, as long as it is still there (a further move makes another object)."""
    for ev in reversed(state.log.since(0)):
        if ev[0] == "move" and ev[1] == old:
            new = ev[2]
            o = state.objects.get(new)
            return [new] if ev[5] in {z.value for z in zones} and o is not None \
                and o.zone in zones else []
    return []


def _put_this_way(state: GameState, frame: Frame) -> list[int]:
    """The permanents an instruction before put onto the battlefield from a hand as this
    resolves (400.7: the new objects, still there; oracle/sneak.py)."""
    from mtg_engine.rules.amounts import since_resolution

    return [ev[2] for ev in reversed(since_resolution(state, frame))
            if ev[0] == "move" and ev[4] == "hand" and ev[5] == "battlefield"
            and ev[2] in state.objects and state.objects[ev[2]].zone is Zone.BATTLEFIELD]


def players_of(state: GameState, frame: Frame, ref: Any) -> list[int]:
    return [p for p in (ref_player(r) for r in resolve_refs(state, frame, ref)) if p is not None]


# 108.4, 115.1: "target player or planeswalker ... That player or that planeswalker's
# controller": the target player, or the controller of the target planeswalker
PLAYER_OR_CONTROLLER = "target_player_or_controller"

MAX_REPEATS = 10_000  # events one effect may repeat in one resolution (see `repeats`)


def amount_of(state: GameState, frame: Frame, v: Any) -> int:
    if isinstance(v, int):
        return v
    if v == "X":
        return frame.x
    if v == "-X":  # "gets -X/-X" (107.3)
        return -frame.x
    if v == "2X":  # "twice X" (107.3, cards/oracle/x_times.py)
        return 2 * frame.x
    if isinstance(v, str) and v.startswith("X+"):  # "X plus 3"
        return frame.x + int(v[2:])
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
    if v == "gravestorm":  # 702.69a: permanents put into a graveyard from the battlefield
        from mtg_engine.rules.keyword_abilities import died_this_turn

        return died_this_turn(state)
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
    return state.db.token_or_card(frame.source_card)


def _ask(state: GameState, decision: ChoiceDecision, asking: str) -> bool:
    state.pending = decision
    state.asking = asking
    return False


def chosen_opponent(state: GameState, frame: Frame, why: str) -> int | None:
    """The opponent the resolving effect's controller chooses (the only living one in a
    two-player game; 608.2d): the player, -1 with no opponent left, or None while the choice
    is asked (`state.pending` set)."""
    me = frame.controller
    foes = [p for p in state.opponents(me) if p in state.living_players()]
    if not foes:
        return -1
    if len(foes) == 1:
        return foes[0]
    if frame.answer is None:
        _ask(state, ChoiceDecision(me, "choose_opponent", tuple(player_ref(p) for p in foes),
                                   1, 1, why), "effect")
        return None
    return int(ref_player(frame.answer[0]) or 0)


def repeats(state: GameState, frame: Frame, v: Any) -> int:
    """How many times an effect repeats one event (draw, create a token), at most MAX_REPEATS
    per resolution: no card, whatever its X, can make the engine exhaust memory."""
    return max(0, min(amount_of(state, frame, v), MAX_REPEATS))


def _each_object(state: GameState, frame: Frame, e: Effect,
                 op: Callable[[GameState, int], object]) -> bool:
    from mtg_engine.rules.leaving_together import leaving_together

    refs = [r for r in resolve_refs(state, frame, e.get("what")) if r > 0]
    with leaving_together(state, refs):  # 608.2c, 614.1a: one event for all of them
        for r in refs:
            if r in state.objects:
                op(state, r)
    return True


def rng_sample(state: GameState, items: list[int], n: int) -> list[int]:
    from mtg_engine.rules.random import rng

    return rng(state).sample(items, n)


