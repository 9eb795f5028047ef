"""Instructions that change permanents: counters (122), tokens (111), attaching (701.3),
"until end of turn" changes (611.2), tapping and untapping (701.21), control (layer 2,
613.1b), phasing (702.26) and manifesting (701.40)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import Effect, Filter, LayerEffect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import (
    _each_object,
    _source_card,
    amount_of,
    players_of,
    repeats,
    resolve_refs,
)
from mtg_engine.rules.cant_have_counters import permanent_forbidden
from mtg_engine.rules.counter_kind_choice import ANY_KIND, ASKED, chosen_kind, remove_up_to
from mtg_engine.rules.durations import NEXT_TURN
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.player_counters import give_counters
from mtg_engine.rules.targets import share_a_type
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState, PendingTrigger
from mtg_engine.state.objects import Zone, ref_player

# 122.1: the counter kind meaning every kind the object has ("remove all counters from it",
# "double the number of each kind of counter on it"; cards/oracle/amounts.EACH_KIND)
EACH_KIND = "each"


def v_remove_counters(state: GameState, frame: Frame, e: Effect) -> bool:
    """122.8: remove counters from an object; with `or_sacrifice`, "remove a fade counter from
    it. If you can't, sacrifice it" (fading, 702.32a)."""
    kind, n = e.get("kind"), amount_of(state, frame, e.get("count", 1))
    for r in resolve_refs(state, frame, e.get("what")):
        if e.get("up_to") and r != 0:  # "remove up to X [charge] counters from ..." (or a
            return remove_up_to(state, frame, r, n, kind)  # player's: "... or opponent")
        if r <= 0:
            continue
        if kind == ANY_KIND:  # "remove a counter from ...": of a kind chosen now (608.2d)
            chosen = chosen_kind(state, frame, r, "remove from")
            if chosen == ASKED:
                return False
            if chosen is not None:
                prim.remove_counters(state, r, chosen, n)
            continue
        if e.get("all") and kind == EACH_KIND:  # "remove all counters from ...": each kind
            for k, have in sorted(state.objects[r].counters.items()):
                prim.remove_counters(state, r, k, have)
        elif e.get("all"):  # "remove all [kind] counters from ..."
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
    from mtg_engine.rules.counter_moves import move_many, moves_many

    if moves_many(e):  # a chosen number, or from a group (122.5, 608.2d)
        return move_many(state, frame, e)
    kind, n = e.get("kind"), amount_of(state, frame, e.get("count", 1))
    frm = resolve_refs(state, frame, e.get("from"))
    to = resolve_refs(state, frame, e.get("to"))
    if len(frm) != 1 or len(to) != 1 or frm[0] == to[0] or n <= 0:
        return True
    a, b = frm[0], to[0]
    if a <= 0 or b <= 0 or any(state.objects[o].zone is not Zone.BATTLEFIELD for o in (a, b)):
        return True
    if e.get("all") and kind == EACH_KIND:  # "move all counters from ~ onto ...": each kind
        for k, have in sorted(state.objects[a].counters.items()):
            if have > 0 and not permanent_forbidden(state, b, k):  # (122.5)
                prim.remove_counters(state, a, k, have)
                prim.add_counters(state, b, k, have)
        return True
    if kind == ANY_KIND:  # "move a counter from ...": of a kind chosen now (608.2d)
        kind = chosen_kind(state, frame, a, "move from")
        if kind == ASKED:
            return False
    if kind is None or state.objects[a].counters.get(kind, 0) < n \
            or permanent_forbidden(state, b, kind):  # 122.5: then none is removed either
        return True
    prim.remove_counters(state, a, kind, n)
    prim.add_counters(state, b, kind, n)
    return True


def v_attach(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.3: attach an Equipment (or Aura) to an object; nothing happens if either has left
    (608.2b took care of an illegal target). A choice made as it becomes attached ("As ~
    becomes attached to a creature, choose a color.") is asked first (rules/attach_choice.py)."""
    from mtg_engine.rules import attach_choice
    from mtg_engine.rules.attach_limits import can_attach

    what = [r for r in resolve_refs(state, frame, e.get("what")) if r > 0]
    to = [r for r in resolve_refs(state, frame, e.get("to")) if r > 0]
    moving = [one for one in what  # ("attach any number of target Equipment to it": each)
              if to and state.objects[one].zone is Zone.BATTLEFIELD
              and state.objects[to[0]].zone is Zone.BATTLEFIELD and one != to[0]
              and can_attach(state, one, to[0]) and state.objects[one].attached_to != to[0]
              and _may_enchant(state, one, to[0])]
    # (701.3b: one that can't be attached doesn't move; 701.3c: nor one already there)
    choosing = [one for one in moving if attach_choice.chooses(state, one, to[0])]
    if choosing:
        frame, asking = attach_choice.asked(state, frame, choosing)
        if asking:
            return False
    for one in moving:
        if not can_attach(state, one, to[0]) or state.objects[one].attached_to == to[0]:
            continue  # (as the ones attached before it left it)
        if one in choosing:
            attach_choice.record(state, frame, one, choosing.index(one))
        o = state.mut(one)
        from mtg_engine.rules.trigger_attachment_history import log_unattached

        log_unattached(state, one, o.attached_to)  # 701.3b: moved off another permanent
        o.attached_to = to[0]
        o.timestamp = state.new_timestamp()  # 613.7e
        state.characteristics_changed()
        state.log.append(("attach", one, to[0]))
    return True


def _may_enchant(state: GameState, one: int, to: int) -> bool:
    """701.3b, 303.4a: an Aura is attached only to an object it could legally enchant (Soul
    Seizer's Ghastly Haunting: "Enchant creature"); an Equipment is judged by can_attach."""
    from mtg_engine.rules.layers import characteristics

    if "Aura" not in characteristics(state, one).subtypes:
        return True
    from mtg_engine.effects.aura_return import can_enchant

    return can_enchant(state, one, to, state.objects[one].controller)


def v_unattach(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.3d: unattach an Equipment from the permanent it's attached to; it stays on the
    battlefield (reconfigure, 702.151a)."""
    for r in resolve_refs(state, frame, e.get("what")):
        o = state.objects.get(r) if r > 0 else None
        if o is not None and o.zone is Zone.BATTLEFIELD and o.attached_to is not None:
            host = o.attached_to
            state.mut(r).attached_to = None
            state.characteristics_changed()
            state.log.append(("unattach", r, host))  # (701.3: what it was attached to)
    return True


def v_shuffle_into_library(state: GameState, frame: Frame, e: Effect) -> bool:
    """Put each object into its owner's library, then that library is shuffled (701.19)."""
    from mtg_engine.rules.random import shuffle_library

    owners = set()
    refs = resolve_refs(state, frame, e.get("what"))
    if e.get("and"):  # "~ and each creature it's blocking" (library_with.py): found first
        from mtg_engine.effects.library_with import others

        refs = [*refs, *(r for r in others(state, frame, str(e.get("and"))) if r not in refs)]
    for r in refs:
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
    if e.get("copy_of") is not None and not isinstance(e.get("copy_of"), str):
        from mtg_engine.rules.token_copies import copies_of_each

        return copies_of_each(state, frame, e)  # "For each creature ..., create a copy"
    copied = 0
    departed: Any = None  # rules/token_copies.Departed
    if e.get("copy_of"):
        originals = [r for r in resolve_refs(state, frame, e.get("copy_of")) if r > 0]
        if not originals:
            # 608.2h: a copy of what left the battlefield: as it last existed there
            from mtg_engine.rules.token_copies import (
                copiable_as_it_left,
                moved_card,
                named_object,
            )

            old = named_object(frame, e.get("copy_of"))
            departed = copiable_as_it_left(state, old) if old else None
            if departed is None and old:  # "Exile target card ... a copy of that card"
                departed = moved_card(state, old)
        if not originals and departed is None:
            return True
        if departed is not None:
            from mtg_engine.rules.token_copies import card_of

            token = state.db.token_copy(card_of(state, departed))
        else:
            copied = originals[0]
            token = state.db.token_copy(state.objects[copied].card)
    else:
        token = state.db.token(e.get("token"))
        if e.get("chosen_kind"):  # 111.4: of the chosen color and type (chosen_tokens.py)
            from mtg_engine.rules.chosen_tokens import chosen_token

            token = chosen_token(state, frame, token)
    made: list[int] = []
    attacking = bool(e.get("tapped_and_attacking") or e.get("attacking"))
    # 111.3, 608.2h: the power and toughness the effect sets ("an X/X ... token"), read once
    pt = None if e.get("power") is None else (amount_of(state, frame, e.get("power")),
                                              amount_of(state, frame, e.get("toughness")))
    from mtg_engine.rules.amounts import their_frame

    for p in players_of(state, frame, e.get("who", "you")):  # (a count of theirs: p's)
        n = repeats(state, their_frame(frame, e.get("count", 1), p), e.get("count", 1))
        if e.get("investigate"):  # 701.36a: each Clue is an investigation (trigger_history)
            for _ in range(n):
                state.log.append(("investigate", p))
        made += prim.create_tokens(state, token, p, n, pt=pt, tapped=bool(e.get("tapped")) or bool(
            e.get("tapped_and_attacking")))  # 508.4 ("that's attacking": untapped)
    excepts = (e.get("except"),) if e.get("except") else ()  # 707.9b: "except it has haste"
    if copied:
        _copiable_values(state, made, copied, frame.source, excepts)

    elif departed is not None and (departed.by_effect or excepts):
        from mtg_engine.rules.token_copies import add_departed_copy_effect

        for oid in made:  # (it was itself a copy, 707.9b, or face down, 708.10)
            if state.objects[oid].card.key == token.key:  # (not one made instead, 614.1a)
                add_departed_copy_effect(state, oid, departed, frame.source, excepts)
    # 111.1: the tokens made, for the instructions after this one ("that token", "those
    # tokens", "it": the ref "created"); replaced by the next creation
    state.frame = frame = replace(frame, created=tuple(made))
    if e.get("exile_at_end_step") and made:
        card = _source_card(state, frame)
        index = next(i for i, t in enumerate(card.triggers) if t.event == "delayed")
        state.delayed = (*state.delayed, PendingTrigger(
            frame.source, card.name, index, frame.controller, state.new_timestamp(),
            remembered=tuple(made), delay="end_step"))
    if e.get("blocking") and made:  # 506.3d, 509.5a
        from mtg_engine.effects.enter_blocking import put_blocking

        put_blocking(state, frame, made, e.get("blocking"))
    if attacking and made:
        frame = enter_attacking.start(state, frame, made)
        return enter_attacking.choose_defenders(state, frame)
    return True


def _copiable_values(state: GameState, made: list[int], original: int, source: int,
                     excepts: tuple[Any, ...] = ()) -> None:
    """707.2: a token copy has the original's copiable values: when they are not its card's
    own (it is itself a copy, 707.9b, or face down, 708.10), or the effect makes exceptions
    (707.9b: "except it has haste"), a copy effect gives them."""
    from mtg_engine.rules.copy import add_copy_effect, copy_spec

    o = state.objects.get(original)
    if o is None or (not excepts and copy_spec(state, original) == (
            o.card.key, o.card.is_token, ())):
        return
    for oid in made:
        if state.objects[oid].card.key == o.card.key:  # (not a token made instead, 614.1a)
            add_copy_effect(state, oid, original, source, excepts)


# 122.1: objects with counters: permanents, and face-up plane cards (Aretopolis's scroll
# counters, rules/planechase.py) and schemes in the command zone; cards in exile (a suspended
# card's time counters, 702.62b: Dust of Moments)
_COUNTED_ZONES = (Zone.BATTLEFIELD, Zone.COMMAND, Zone.EXILE)


def v_put_counters(state: GameState, frame: Frame, e: Effect) -> bool:
    """122.1: counters on permanents, or on players ("you get an experience counter")."""
    n = amount_of(state, frame, e.get("count", 1))
    if e.get("divided"):
        return _distributed_counters(state, frame, e, n)
    if e.get("up_to"):  # "put up to X ... counters on ~" (608.2d: how many, chosen now)
        from mtg_engine.rules.counters_up_to import put_up_to

        return put_up_to(state, frame, resolve_refs(state, frame, e.get("what")), e.get("kind"),
                         n, e.get("cap", 0))
    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD and e.get("double"):
            # 701.9e: "double the number of ... counters on each ...": as many as it has (of
            # each kind it has, 122.1: "double the number of each kind of counter on ...")
            kinds = [e.get("kind")] if e.get("kind") != EACH_KIND \
                else sorted(state.objects[r].counters)
            for k, have in [(k, state.objects[r].counters.get(k, 0)) for k in kinds]:
                prim.add_counters(state, r, k, have)
        elif r > 0 and state.objects[r].zone in _COUNTED_ZONES:  # (a plane's, 122.1)
            prim.add_counters(state, r, e.get("kind"), n)
        elif r < 0 and n > 0:
            p = ref_player(r)
            if p is not None:  # (614.16: rules/player_counters.py)
                give_counters(state, p, e.get("kind"), n)
    return True


def _distributed_counters(state: GameState, frame: Frame, e: Effect, n: int) -> bool:
    """601.2d: counters distributed as the spell was cast among its targets, at least one
    each, as recorded on the stack object (rules/division.py). 608.2b: a target that became
    illegal gets none of its share; the others get theirs as divided."""
    from mtg_engine.rules.division import division_of

    among = e.get("among") or len(frame.targets)
    chosen = [(i, t) for i, t in enumerate(frame.targets[:among]) if t != 0]
    o = state.objects.get(frame.stack_id)
    shares = division_of(o) if o is not None else None
    if shares is None or len(shares) != len(chosen):
        shares = (n // max(len(chosen), 1),) * len(chosen)  # (one target, or one each)
    for (i, t), share in zip(chosen, shares):
        if frame.legal[i] and t in state.objects and state.objects[t].zone is Zone.BATTLEFIELD:
            prim.add_counters(state, t, e.get("kind"), share)
    return True


def _until_eot(state: GameState, frame: Frame, e: Effect, **mods: Any) -> bool:
    """611.2c: the affected set is locked in as the effect begins; it ends in cleanup (514.2).
    A permanent spell may be affected: the effect goes on to the permanent it becomes (400.7a,
    rules/zones._carried_to_permanent)."""
    affected = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                     if r > 0 and (state.objects[r].zone is Zone.BATTLEFIELD
                                   or _permanent_spell(state.objects[r])))
    if affected:
        eff = ContinuousEffect(timestamp=state.new_timestamp(), affected=affected,
                               controller=frame.controller, **mods)
        state.effects = (*state.effects, eff)
        state.characteristics_changed()
        state.log.append(("effect", eff.layer, affected, eff.power, eff.toughness, eff.keywords))
    return True


def _permanent_spell(o: Any) -> bool:
    """110.4b, 400.7a: a permanent spell on the stack."""
    from mtg_engine.state.objects import StackKind

    return o.zone is Zone.STACK and o.kind is StackKind.SPELL and o.card.is_permanent_card


def v_pump(state: GameState, frame: Frame, e: Effect) -> bool:
    return _until_eot(state, frame, e, layer="7c",
                      power=amount_of(state, frame, e.get("power", 0)),
                      toughness=amount_of(state, frame, e.get("toughness", 0)),
                      until=str(e.get("until", "end_of_turn")))  # (rules/durations.py)


# Restrictions and requirements (508.1d, 509.1c) that modify no characteristics: on a group,
# a rule for the turn (611.2c).
_RULE_RESTRICTIONS = frozenset({"can't block", "can't attack", "can't be blocked",
                                "attacks each combat if able", "blocks each combat if able",
                                "must be blocked if able",
                                "can attack as though it didn't have defender"})  # 702.3b


def _players_of(state: GameState, frame: Frame, ref: Any) -> list[int]:
    """The players a player reference names now (a planeswalker's controller, 108.4)."""
    return sorted({ref_player(r) if r < 0 else state.objects[r].controller
                   for r in resolve_refs(state, frame, ref) if r < 0 or r in state.objects})


def _rule_effect(state: GameState, frame: Frame, kws: tuple[Any, ...], f: Filter,
                 excepted: tuple[int, ...] = (), until: str = "end_of_turn") -> None:
    eff = ContinuousEffect(layer="rule", affected=(), timestamp=state.new_timestamp(),
                           keywords=tuple(str(k).lower() for k in kws), controller=frame.controller,
                           source=frame.source, filter=f, excepted=excepted, until=until)
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("effect", "rule", (), 0, 0, eff.keywords))


def v_grant(state: GameState, frame: Frame, e: Effect) -> bool:
    kws = e.get("keywords")
    kws = tuple(kws) if isinstance(kws, tuple) else (kws,)
    what = e.get("what")
    if isinstance(what, tuple) and len(what) in (2, 3) and what[0] == "all" \
            and isinstance(what[1], Filter) and kws and set(kws) <= _RULE_RESTRICTIONS:
        # 611.2c: "creatures with power 2 or less can't block this turn" changes no
        # characteristics, so it also binds creatures that match only later (layers.py)
        filters = [what[1]] if len(what) == 2 else [
            # 115.1: "creatures target player controls attack this turn if able": the player
            # is bound now (608.2b: none if the target became illegal); the creatures are
            # whichever that player controls while the effect lasts (611.2c)
            replace(what[1], controller=None, controlled_by=p)
            for p in _players_of(state, frame, what[2])]
        # 611.2a: for the turn, or "until your next turn" (The Akroan War: rules/durations.py)
        until = NEXT_TURN if e.get("until") == NEXT_TURN else "end_of_turn"
        for f in filters:
            _rule_effect(state, frame, kws, f, until=until)
        return True
    if isinstance(what, tuple) and len(what) == 4 and what[0] == "all" \
            and what[3] == "other_than" and kws and set(kws) <= _RULE_RESTRICTIONS:
        # 611.2c: "Other creatures can't attack this turn" (Intimidation Bolt): every creature
        # but the ones named now (the target: an object, 400.7), new ones too
        but = tuple(r for r in resolve_refs(state, frame, what[2]) if r > 0)
        _rule_effect(state, frame, kws, what[1], but)
        return True
    # 611.2a: with no duration stated (`until: ""`) it lasts as long as its objects exist
    until = str(e.get("until", "end_of_turn"))
    return _until_eot(state, frame, e, layer="6", keywords=tuple(str(k).lower() for k in kws),
                      until=until)


def v_add_mana(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.core.mana import parse_mana_produced

    if e.get("mana"):
        from mtg_engine.rules.casting import is_snow_source

        src = frame.stack_id if frame.is_spell else frame.source  # 107.4h: a snow source
        mana = parse_mana_produced(e.get("mana"))
        if e.get("count") is not None:  # 106.1: "Add {R} for each ..." (608.2h: counted now)
            mana = mana * max(0, amount_of(state, frame, e.get("count")))
        prim.add_mana(state, frame.controller, mana, snow=is_snow_source(state, src))
        if e.get("kept"):  # 106.4: "you don't lose this mana as steps and phases end"
            from mtg_engine.rules.kept_mana import keep

            keep(state.players[frame.controller], [mana.count(t) for t in "WUBRGC"])
    elif e.get("any_color") and e.get("combination"):  # 106.1a: each mana chosen (106.6)
        from mtg_engine.effects.mana_choice import add_mana_in_combination

        if e.get("colors"):  # "N mana in any combination of {R} and/or {G}" (N: an amount)
            return add_mana_in_combination(state, frame,
                                           max(0, amount_of(state, frame, e.get("any_color"))),
                                           "", str(e.get("colors")), bool(e.get("kept")))
        return add_mana_in_combination(state, frame,
                                       max(0, amount_of(state, frame, e.get("any_color"))),
                                       str(e.get("spend_only") or ""))
    elif e.get("any_color"):  # 106.1a: "one mana of any color", chosen as it resolves
        from mtg_engine.effects.mana_choice import add_mana_of_a_color

        return add_mana_of_a_color(state, frame, int(e.get("any_color")))
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


def _sync_control(state: GameState) -> None:
    from mtg_engine.rules.control import sync_control

    sync_control(state)


def v_continuous(state: GameState, frame: Frame, e: Effect) -> bool:
    """611.2: a continuous effect from a resolving spell or ability; the objects it affects are
    locked in now (611.2c). A control change (613.1b) takes effect at once."""
    if e.get("choose"):  # 608.2d: a word chosen as it resolves (rules/chosen_words.py)
        from mtg_engine.rules.chosen_words import v_chosen

        return v_chosen(state, frame, e)
    le: LayerEffect = e.get("effect")
    if e.get("set_pt_x") is not None:  # 613.4b: "becomes an X/X ...", X counted now (608.2h)
        from mtg_engine.effects.references import amount_of

        n = amount_of(state, frame, e.get("set_pt_x"))
        le = replace(le, set_power=n, set_toughness=n)
    # 105.3, 613.1e: a colour effect may change a spell on the stack ("Target spell or
    # permanent becomes red"); it ends when the spell leaves the stack (400.7)
    on_stack = le.layers() == ("5",)
    affected = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                     if r > 0 and r in state.objects
                     and (on_stack or state.objects[r].zone is not Zone.STACK))
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
    if e.get("untap"):  # "... Untap those creatures.": the ones locked in (611.2c)
        for oid in affected:
            if oid in state.battlefield:
                prim.untap(state, oid)
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
    share = _shared_type(state, frame)
    if share and not share_a_type(state, [a, b], share):
        return True  # 608.2b, 601.2c: they no longer share a type: not both legal targets
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


def _shared_type(state: GameState, frame: Frame) -> str:
    """"card" / "permanent" if the resolving object's targets must share a card type /
    permanent type (601.2c, TargetSpec.shares_type), else ""."""
    from mtg_engine.rules.stack import object_target_specs

    o = state.objects.get(frame.stack_id)
    if o is None or o.zone is not Zone.STACK:
        return ""
    return next((s.shares_type for s in object_target_specs(o, state) if s.shares_type), "")


def _phase_out(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.phasing import phase_out

    for r in resolve_refs(state, frame, e.get("what")):
        if r > 0 and r in state.battlefield:
            phase_out(state, r)  # 702.26b
    return True


def _manifest(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.face_down import manifest

    made = manifest(state, frame.controller, int(e.get("count", 1)))  # 701.34a
    then = e.get("counters")  # "..., then put a +1/+1 counter on it" (608.2c, 122.6)
    if then:
        then = dict(then)
        for oid in made:
            prim.add_counters(state, oid, str(then["kind"]), amount_of(state, frame,
                                                                       then["count"]))
    return True


def _return_with_counter(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.undying import v_return_with_counter

    return v_return_with_counter(state, frame, e)  # 702.93a, 702.79a


def v_put_counters_chosen(state: GameState, frame: Frame, e: Effect) -> bool:
    """122.1, 608.2d: "put a menace counter on a creature you control": its controller
    chooses one of the permanents they control that match the filter as the instruction is
    carried out (not a target, 115.1) and puts the counters on it; with none, nothing."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.filters import matches

    chooser = frame.controller
    if e.get("who") is not None:  # "target opponent puts ... on a creature they control"
        chooser = next(iter(players_of(state, frame, e.get("who"))), -1)
        if chooser < 0:
            return True
    options = tuple(oid for oid in state.battlefield
                    if state.objects[oid].controller == chooser
                    and matches(state, oid, e.get("filter"), chooser, frame.source))
    if not options:
        return True
    if len(options) > 1 and frame.answer is None:
        return _ask(state, ChoiceDecision(chooser, "put_counters", options, 1, 1,
                                          f"choose a permanent to put {e.get('kind')} "
                                          "counters on"), "effect")
    chosen = frame.answer[0] if frame.answer and frame.answer[0] in options else options[0]
    prim.add_counters(state, chosen, e.get("kind"), amount_of(state, frame, e.get("count", 1)))
    return True


def v_tap_chosen(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.26a: "tap any number of untapped creatures you control": its controller chooses
    any number of the untapped permanents they control that match the filter (none allowed),
    and taps them (cards/oracle/tap_chosen.py); `one`: exactly one of them ("tap another
    untapped Citizen you control")."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.filters import matches

    if frame.answer is None:
        options = tuple(oid for oid in state.battlefield
                        if state.objects[oid].controller == frame.controller
                        and not state.objects[oid].tapped
                        and matches(state, oid, e.get("filter"), frame.controller,
                                    frame.source))
        if not options:
            return True  # (nothing tapped: "if you do" is false, 608.2c)
        if e.get("one"):  # "tap another untapped Citizen you control": exactly one
            return _ask(state, ChoiceDecision(frame.controller, "tap", options, 1, 1,
                                              "tap one of these permanents"), "effect")
        return _ask(state, ChoiceDecision(frame.controller, "tap", options, 0, len(options),
                                          "tap any number of these permanents"), "effect")
    for oid in frame.answer:
        if oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            prim.tap(state, oid)
    return True
