"""Instructions about spells and abilities: countering (701.6), "unless a player pays"
(118.12), casting a card without paying its mana cost (cascade 702.85, madness 702.35,
replicate 702.56), and copying spells with new targets (707.10, 707.12)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import (
    _ask,
    _source_card,
    amount_of,
    players_of,
    resolve_refs,
    rng_sample,
)
from mtg_engine.rules import free_cast
from mtg_engine.rules.replacement import Event, perform, replace_event
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import GameObject, StackKind, Zone


def _own_uncounterable(state: GameState, spell: int) -> bool:
    """101.2: the spell's own "This spell can't be countered." ("If C, this spell can't be
    countered.": while C holds, 611.3a, X its own, 107.3)."""
    from mtg_engine.rules.conditions import holds

    o = state.objects[spell]
    return any(st.kind == "cant_be_countered" and (
        st.when is None or holds(state, st.when, o.controller, spell, x=o.x))
        for st in o.card.statics)


def v_counter(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.5a: a countered spell is removed from the stack and put into its owner's graveyard;
    a countered ability ceases to exist. A replacement effect like Guile's (614.1a) exiles a
    spell instead and lets its controller cast it without paying its mana cost."""
    from mtg_engine.rules.color_shields import uncounterable_by
    from mtg_engine.rules.restrictions import uncounterable

    exiled = dict(frame.vars).get("exiled")
    if exiled is not None:
        return _cast_exiled_free(state, frame, exiled)
    if e.get("instead") == "library_top_or_bottom":  # (Hinder: chosen as it resolves, 608.2d)
        if frame.answer is None and not frame.vars:
            return _ask(state, ChoiceDecision(frame.controller, "top_or_bottom", (1, 0), 1, 1,
                                              "put the countered card on top (1) or bottom (0) "
                                              "of its owner's library"), "effect")
        if not frame.vars:
            top = bool(frame.answer and frame.answer[0] == 1)
            state.frame = frame = replace(frame, answer=None, vars=(("hinder_top", int(top)),))
        top = bool(dict(frame.vars).get("hinder_top"))
        e = replace(e, params=tuple((k, ("library_top" if top else "library_bottom")
                                     if k == "instead" else v) for k, v in e.params))
    for r in resolve_refs(state, frame, e.get("what")):
        o = state.objects.get(r)
        if o is None or o.zone is not Zone.STACK:
            continue
        if o.kind is StackKind.SPELL and (_own_uncounterable(state, r)
                                          or uncounterable(state, r)
                                          or (state.effects and uncounterable_by(
                                              state, r, frame.source))):  # (color_shields.py)
            state.log.append(("not_countered", r, o.card.name))  # "can't be countered"
            continue
        if e.get("unless_pays") and not frame.vars:
            paid = _unless_pays(state, frame, o.controller, _unless_cost(state, frame, e))
            if paid is None:
                return False  # waiting for the spell's controller to decide
            if paid:
                continue
        if e.get("unless_pays_life") and not frame.vars:  # 702.21a "Ward—Pay 3 life", 119.4
            paid = _unless_pays_life(state, frame, o.controller, int(e.get("unless_pays_life")))
            if paid is None:
                return False  # waiting for the spell's controller to decide
            if paid:
                continue
        if e.get("unless_action") and not frame.vars:  # 118.12: always payable (118.3)
            if frame.answer is None:
                return _ask(state, ChoiceDecision(o.controller, "pay", (1, 0), 1, 1,
                                                  f"{e.get('unless_action')} (118.12)?"),
                            "effect")
            if frame.answer[0] == 1:
                _unless_action(state, o.controller, str(e.get("unless_action")))
                continue
        if e.get("unless_discards") and set(dict(frame.vars)) <= {"discarding"}:
            kept = _unless_discards(state, o.controller)
            if kept is None:
                return False  # waiting for the spell's controller to decide
            frame = state.frame
            if kept:
                continue
        if o.kind is not StackKind.SPELL:
            prim.perform_counter(state, Event("counter", obj=r, player=frame.controller))
            continue
        # 614.1a: a replacement effect may exile the spell instead (Guile)
        events = replace_event(state, Event("counter", obj=r, player=frame.controller,
                                            to="exile" if e.get("exile") else
                                            str(e.get("instead", ""))))
        for ev in events or ():
            if ev.kind == "move" and ev.cause == "exile_may_cast":
                new = move_object(state, r, Zone.EXILE)
                state.log.append(("exiled_instead_of_countered", r, o.card.name))
                if new is not None:
                    state.frame = frame = replace(frame, vars=(*frame.vars, ("exiled", new)))
                    return _cast_exiled_free(state, frame, new)
            else:
                at = len(state.log)
                perform(state, ev)
                if e.get("time"):  # 702.62a: exiled with time counters (Delay)
                    from mtg_engine.effects.exile_suspend import countered_exiled

                    countered_exiled(state, r, at, e)
    return True


def _unless_action(state: GameState, player: int, action: str) -> None:
    """The payment of "unless its controller discards their hand" (701.8) / "exiles all cards
    from their graveyard" (406.3), made."""
    pl = state.players[player]
    for c in list(pl.hand if action == "discard_hand" else pl.graveyard):
        if action == "discard_hand":
            prim.discard(state, player, c)
        else:
            move_object(state, c, Zone.EXILE)
    state.log.append(("paid", player, action))


def _unless_cost(state: GameState, frame: Frame, e: Effect) -> str:
    """The mana of "unless its controller pays {N}"; with `unless_times` ("{1} for each card in
    your graveyard", "{X}, where X is ..."), {N} that many times, counted now (608.2h, 107.1)."""
    cost = str(e.get("unless_pays"))
    times = e.get("unless_times")
    if times is None:
        return cost
    from mtg_engine.core.mana import ManaCost

    n = max(0, amount_of(state, frame, times))
    return f"{{{ManaCost.parse(cost).mana_value * n}}}"  # generic mana only (counter_amounts.py)


def _unless_discards(state: GameState, player: int) -> bool | None:
    """"... unless its controller discards a card" (118.12, 701.8): that player chooses whether
    to discard (only offered with a card in hand, 118.3), then which card (with one card in
    hand, that one); True if a card was discarded, None while a choice is pending."""
    frame = state.frame
    assert frame is not None
    hand = state.players[player].hand
    if dict(frame.vars).get("discarding"):  # the card chosen
        prim.discard(state, player, frame.answer[0] if frame.answer else hand[0])
        state.frame = replace(frame, answer=None, vars=())
        return True
    if not hand:
        return False
    if frame.answer is None:
        _ask(state, ChoiceDecision(player, "pay", (1, 0), 1, 1, "discard a card (118.12)?"),
             "effect")
        return None
    if frame.answer[0] != 1:
        return False
    if len(hand) == 1:
        prim.discard(state, player, hand[0])
        return True
    state.frame = replace(frame, answer=None, vars=(("discarding", 1),))
    _ask(state, ChoiceDecision(player, "discard", tuple(hand), 1, 1, "discard a card"), "effect")
    return None


def _life_payable(state: GameState, player: int, n: int) -> bool:
    from mtg_engine.rules.life_lock import can_pay_life

    return can_pay_life(state, player, n)  # 119.4, 119.8


def _unless_pays_life(state: GameState, frame: Frame, player: int, n: int) -> bool | None:
    """"... unless you pay N life": offered only when the player has N life or more (119.4);
    True if paid, None while the choice is pending."""
    from mtg_engine.rules.life_lock import can_pay_life

    if not can_pay_life(state, player, n):  # 119.4, 119.8
        return False
    if frame.answer is None:
        _ask(state, ChoiceDecision(player, "pay", (1, 0), 1, 1, f"pay {n} life (119.4)?"),
             "effect")
        return None
    if frame.answer[0] != 1:
        return False
    prim.lose_life(state, player, n, paid=True)  # 119.4: paying life is losing it
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
    if e.get("discard"):  # "you may pay {1}{R} and discard a card" (118.3)
        return _pay_and_discard(state, frame, e)
    paid = False
    if e.get("energy"):  # 107.14: remove that many energy counters, if you have them
        from mtg_engine.rules.energy import pay_energy

        paid = pay_energy(state, who, amount_of(state, frame, e.get("energy")))
    elif e.get("mana") and "X" in str(e.get("mana")):  # 107.3: X chosen as it is paid
        from mtg_engine.effects.pay_x import v_pay_x

        return v_pay_x(state, frame, e)
    elif e.get("mana"):
        payment = find_payment(state, who, ManaCost.parse(e.get("mana")))
        if payment is not None:
            pay_cost(state, who, payment)
            state.log.append(("paid", who, e.get("mana")))
            paid = True
    else:
        n = amount_of(state, frame, e.get("life"))
        from mtg_engine.rules.life_lock import can_pay_life

        if can_pay_life(state, who, n):  # 119.4, 119.8
            prim.lose_life(state, who, n, paid=True)  # 119.4: paying life is losing it (119.3)
            paid = True
    state.frame = replace(frame, did=int(paid))
    return True


def _pay_and_discard(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Pay {1}{R} and discard a card" (Wolf of Devil's Breach): both or neither (118.3: the
    mana only with a card to discard, and the card only with the mana); the card discarded is
    the controller's choice (701.8a), read after as "the discarded card" (608.2h). The frame's
    `did` says whether both were done, for "if you do" (608.2c)."""
    from mtg_engine.core.mana import ManaCost
    from mtg_engine.effects.keyword_actions import _set_var
    from mtg_engine.rules.casting import pay_cost
    from mtg_engine.rules.mana import find_payment

    who = frame.controller
    hand = state.players[who].hand
    if dict(frame.vars).get("paid_mana") is None:
        payment = find_payment(state, who, ManaCost.parse(e.get("mana")))
        if payment is None or not hand:
            state.frame = replace(frame, did=0)
            return True
        pay_cost(state, who, payment)
        state.log.append(("paid", who, e.get("mana")))
        frame = _set_var(state, frame, "paid_mana", 1)
    if len(hand) == 1:
        card = hand[0]
    elif frame.answer is None:
        return _ask(state, ChoiceDecision(who, "discard", tuple(hand), 1, 1, "discard a card"),
                    "effect")
    else:
        card = frame.answer[0]
    prim.discard(state, who, card)
    state.frame = replace(state.frame, did=1, answer=None)
    return True


def _another_pays(state: GameState, frame: Frame, e: Effect) -> bool:
    """A player other than the controller may pay (118.12a: "[Do something] unless [a player
    does something else]"): asked only when they can pay in full (118.3, 119.4); the frame's
    `did` says whether they paid."""
    if e.get("who") == "any_player":  # 118.12a, 101.4 (effects/any_player_pays.py)
        from mtg_engine.effects.any_player_pays import any_player_pays

        return any_player_pays(state, frame, e)
    payers = players_of(state, frame, e.get("who"))
    paid: bool | None = False
    if len(payers) == 1 and e.get("mana") and e.get("x") is not None:
        # "... unless that player pays {X}, where X is ~'s power" (107.3a, 608.2h: counted now)
        x = max(0, amount_of(state, frame, e.get("x")))
        paid = _unless_pays(state, frame, payers[0], str(e.get("mana")).replace("{X}", f"{{{x}}}"))
    elif len(payers) == 1 and e.get("mana"):
        paid = _unless_pays(state, frame, payers[0], e.get("mana"))
    elif len(payers) == 1 and e.get("life") is not None and _life_payable(
            state, payers[0], n := amount_of(state, frame, e.get("life"))):
        if frame.answer is None:
            return _ask(state, ChoiceDecision(payers[0], "pay", (1, 0), 1, 1,
                                              f"pay {n} life (118.12a)?"), "effect")
        paid = frame.answer[0] == 1
        if paid:
            prim.lose_life(state, payers[0], n, paid=True)  # 119.4: paying life is losing it (119.3)
    if paid is None:
        return False  # waiting for the payer's answer
    state.frame = replace(state.frame or frame, did=int(paid))
    return True


def _flip_coin(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.coin import v_flip_coin

    return v_flip_coin(state, frame, e)


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
                      alt_cost: str = "", zone: Zone = Zone.EXILE,
                      marks: tuple[tuple[str, str], ...] = (), caster: int | None = None
                      ) -> bool:
    """Guile's rulings: its controller may cast the exiled card at once, without paying its
    mana cost (X is 0, 107.3...); the choice and each target are decisions. `must`: it is cast
    if able (no "may" choice); `alt_cost` marks how it was cast (702.62a "suspend"); `zone`:
    where the card is (a revealed card in the library for ripple, 702.60a); `marks`: what the
    spell remembers of the effect that cast it (effects/cast_card.py); `caster`: who casts it
    (the ability's controller unless the text names another player: "the exiled card's owner
    may cast that card", effects/linked.py)."""
    from mtg_engine.rules.casting import spell_targets
    from mtg_engine.rules.targets import legal_targets, same_word_chosen, unrelated

    player = frame.controller if caster is None else caster
    chosen = [v for k, v in frame.vars if k == "t"]
    cast = dict(frame.vars).get("cast")
    if card_id not in state.objects or state.objects[card_id].zone is not zone:
        return True
    card = state.objects[card_id].card
    if cast is None:
        from mtg_engine.rules.cast_only import cast_by_effect_problem

        if cast_by_effect_problem(state, player, card, card_id) or \
                free_cast.problem(state, player, card_id, card):
            return True  # 608.2g, 601.3; 118.9, 601.2h: it can't be cast now; it stays exiled
    if cast is None and must:
        state.frame = frame = replace(frame, vars=(*frame.vars, ("cast", 1)))
    elif cast is None:
        if frame.answer is None:
            return _ask(state, ChoiceDecision(player, "may", (1, 0), 1, 1,
                                              f"cast {card.name} without paying its mana cost?"),
                        "effect")
        state.frame = frame = replace(frame, vars=(*frame.vars, ("cast", frame.answer[0])),
                                      answer=None)
        if dict(frame.vars)["cast"] == 0:
            return True
    # (X is 0 cast without paying its mana cost, 107.3: no "X target ...", 601.2c)
    from mtg_engine.rules.cast_targets import as_cast as cast_only_targets
    from mtg_engine.rules.per_opponent_targets import expand_now
    from mtg_engine.rules.x_targets import expand

    specs = expand(expand_now(state, player, cast_only_targets(card, spell_targets(  # 601.2c
        card, (0,) if card.spell and card.spell.modes else ())), card_id), 0)  # (as cast)
    if cast is not None and frame.answer is not None and len(chosen) < len(specs):
        chosen.append(frame.answer[0])
        state.frame = frame = replace(frame, vars=(*frame.vars, ("t", frame.answer[0])),
                                      answer=None)
    while len(chosen) < len(specs):
        taken = same_word_chosen(specs, tuple(chosen))  # 115.3
        taken |= set(unrelated(state, specs, tuple(chosen), legal_targets(
            state, specs[len(chosen)], player, card_id)))  # 601.2c
        options = [t for t in legal_targets(state, specs[len(chosen)], player, card_id)
                   if t not in taken]
        if not options and specs[len(chosen)].optional:  # "up to one": none chosen (601.2c)
            chosen.append(0)
            state.frame = frame = replace(frame, vars=(*frame.vars, ("t", 0)))
            continue
        if not options:
            return True  # it can't be cast without a legal target (601.2c): it stays exiled
        options += [0] if specs[len(chosen)].optional else []
        return _ask(state, ChoiceDecision(player, "target", tuple(options), 1, 1,
                                          f"choose a target for {card.name}"), "effect")
    opt = free_cast.option(state, frame, player, card_id, card)  # 118.8, 601.2b
    if opt is None:
        return False  # waiting for the announcement of an either/or additional cost
    frame = state.frame or frame
    extra = free_cast.choose(state, frame, player, card_id, card, opt)  # 118.9
    if extra is None:
        return False  # waiting for the choice of what pays the additional cost
    cost = free_cast.cost_of(state, card_id, card, opt, player)
    paid = free_cast.option_payment(state, player, card_id, card, opt, extra,
                                     tuple(chosen))
    if paid is False:
        return True  # 601.2g-h: the option's mana can't be paid now: it stays exiled
    was_copy = state.objects[card_id].copy  # 707.12: a copy of a card, cast
    sid = move_object(state, card_id, Zone.STACK, controller=player)  # 601.2a
    assert sid is not None
    spell = state.mut(sid)
    spell.kind = StackKind.SPELL
    spell.targets = tuple(chosen)
    spell.modes = (0,) if card.spell and card.spell.modes else ()
    spell.alt_cost = alt_cost
    spell.copy = was_copy  # (707.10a: it isn't a card: it ceases to exist off the stack)
    spell.chosen = (*spell.chosen, *marks)
    from mtg_engine.rules.casting import became_cast

    if paid is not True:
        from mtg_engine.rules.casting import pay_cost

        pay_cost(state, player, paid)  # 601.2g-h: the option's mana (601.2f)
    free_cast.pay(state, player, card, cost, sid, extra, opt)  # 601.2h
    became_cast(state, player, sid, card.name)
    return True


def v_madness_cast(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.madness import cast_or_bury

    return cast_or_bury(state, frame)  # 702.35a


def v_replicate_copies(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.56a: copy the spell (this trigger's source) once for each time its replicate cost
    was paid; its controller may choose new targets for each copy (707.10c)."""
    from mtg_engine.rules.conditions import cast_info
    from mtg_engine.rules.copy_replacement import extra_copies

    if "times" not in dict(frame.vars):  # (one instruction copying it: 614.1a, Twinning Staff)
        n = next((int(v) for k, v in cast_info(state, frame.source) if k == "replicated"), 0)
        state.frame = frame = replace(frame, vars=(
            *frame.vars, ("times", n + extra_copies(state, frame.controller) if n else 0)))
    times = dict(frame.vars)["times"]
    made = dict(frame.vars).get("made", 0)
    copy = Effect("copy_spell", (("what", "self"), ("new_targets", True), ("one", True)))
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


def _with_var(frame: Frame, key: str, value: int) -> tuple[tuple[str, int], ...]:
    return (*((k, v) for k, v in frame.vars if k != key), (key, value))


def v_copy_spell(state: GameState, frame: Frame, e: Effect) -> bool:
    """707.10: put a copy of a spell onto the stack, with its modes, targets and X; it isn't
    cast (707.10) and its controller is the player who copied it. With `new_targets` that
    player may choose new targets (707.10c): each new one must be legal; any may stay.
    `count` copies are made one after the other (storm, 702.40a), each choosing its targets;
    the number is fixed as the first copy is made. An effect that adds copies (614.1a:
    rules/copy_replacement.py) makes `extra` more, each of which may have new targets."""
    from mtg_engine.rules.copy_replacement import extra_copies

    if e.get("count") is None and (e.get("one") or not extra_copies(state, frame.controller)):
        return _copy_one_spell(state, frame, e)
    vars_ = dict(frame.vars)
    if "total" not in vars_:
        base = 1 if e.get("count") is None else amount_of(state, frame, e.get("count"))
        extra = extra_copies(state, frame.controller) if base > 0 else 0
        state.frame = frame = replace(frame, vars=(("total", base + extra), ("made", 0),
                                                   ("base", base)))
    while True:
        vars_ = dict(frame.vars)
        if vars_["made"] >= vars_["total"]:
            return True
        one = e if vars_["made"] < vars_["base"] or e.get("new_targets") else \
            replace(e, params=(*e.params, ("new_targets", True)))  # (the additional copies)
        if not _copy_one_spell(state, frame, one):
            return False
        frame = state.frame
        assert frame is not None
        state.frame = frame = replace(frame, answer=None, vars=(
            ("total", vars_["total"]), ("made", vars_["made"] + 1), ("base", vars_["base"])))


def _copy_values(state: GameState, frame: Frame, e: Effect, orig: int, copy_id: int) -> None:
    """707.10, 707.2: a copy of a spell copies its copiable values, including the exceptions
    of a copy effect on it; "except that the copy is red" (707.9b) is one more (layer 1)."""
    from mtg_engine.cards.dsl_abilities import _Ctx
    from mtg_engine.cards.dsl_statics import parse_layer_effect
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
        from mtg_engine.rules.trigger_attachment_history import log_targets

        log_targets(state, copy_id)  # 115.1, 707.10c
    return done


# 707.10: what a copy of a spell keeps of the decisions made casting the original (its
# `chosen` entries): kicker, the additional costs paid and the objects that paid them
# (rules/cost_exiled.py, cost_revealed.py, optional_costs.py, any_number_costs.py, convoke)
_COPIED_CHOICES = frozenset({"kicker", "kicks", "sacrificed", "sacrificed_power", "exiled",
                             "revealed", "additional_paid", "additional_count", "convoked"})
# 707.10: the alternative costs paid for the original that a copy counts as paid too:
# overload (702.96a), awaken (702.113a), cleave (702.148a), and the ones an instant or sorcery
# reads as "if its surge / prowl / spectacle / madness cost was paid" (Boulder Salvo's and
# Echoing Boon's rulings). (Evoke, dash and blitz, read by the permanent a copy becomes,
# are not copied here.)
_COPIED_ALT_COSTS = frozenset({"overload", "awaken", "cleave", "surge", "prowl", "spectacle",
                               "madness"})


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
    from mtg_engine.effects.new_targets import target_options
    from mtg_engine.rules.stack import object_target_specs

    vars_ = dict(frame.vars)
    copy_id = vars_.get("copy")
    if copy_id is None:
        spells = [r for r in resolve_refs(state, frame, e.get("what"))
                  if r > 0 and state.objects[r].zone is Zone.STACK
                  and state.objects[r].kind is StackKind.SPELL]
        if not spells and e.get("what") in ("self", "remembered"):
            # 608.2h, 707.10: the spell as it last existed on the stack (storm 702.40a; a
            # cast trigger's "copy that spell" after it left the stack: Krark, the Thumbless)
            left = frame.source if e.get("what") == "self" else \
                next((r for r in frame.remembered if r > 0), 0)
            orig = _spell_as_it_left(state, left) if left else None
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
        # 707.10: the copy copies the choices made casting it: kicker (702.33d), overload,
        # additional costs; an effect of the copy referring to objects used to pay its costs
        # uses those paid for the original (Fling's sacrificed creature, Corpse Lunge's
        # exiled card, Induce Despair's revealed card, the creatures that convoked it)
        c.chosen = tuple(ch for ch in orig.chosen if ch[0] in _COPIED_CHOICES)
        c.alt_cost = orig.alt_cost if orig.alt_cost in _COPIED_ALT_COSTS else ""
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
    specs = object_target_specs(c, state)
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
        options = target_options(state, copy_id, i, frame.controller, copy_id)  # 115.7d
        if len(options) > 1:
            return _ask(state, ChoiceDecision(frame.controller, "target", tuple(options), 1, 1,
                                              f"choose a new target for the copy of {c.card.name}"
                                              " (or keep it)"), "effect")
        i += 1
        state.frame = frame = replace(frame, vars=_with_var(frame, "i", i))
    return True


