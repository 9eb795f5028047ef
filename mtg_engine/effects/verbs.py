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
from mtg_engine.cards.dsl import CardDef, Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.library import v_search_library, v_shuffle
from mtg_engine.effects.permanent_verbs import (
    _manifest,
    _phase_out,
    _return_with_counter,
    v_add_mana,
    v_attach,
    v_continuous,
    v_create_token,
    v_exchange_control,
    v_grant,
    v_move_counters,
    v_must_block,
    v_pump,
    v_put_counters,
    v_put_counters_chosen,
    v_remove_counters,
    v_shuffle_into_library,
    v_tap,
    v_tap_chosen,
    v_unattach,
    v_untap,
)
from mtg_engine.effects.references import (
    _ask,
    _each_object,
    _source_card,
    amount_of,
    players_of,
    repeats,
    resolve_refs,
    rng_sample,
)
from mtg_engine.effects.stack_verbs import (
    _flip_coin,
    _unless_pays,
    _unless_pays_life,
    v_cascade,
    v_copy_spell,
    v_counter,
    v_madness_cast,
    v_pay,
    v_play_free,
    v_replicate_copies,
)
from mtg_engine.rules.filters import matches
from mtg_engine.rules.keyword_effects import KEYWORD_VERBS
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import StackKind, Zone

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


def _gone_dealer(state: GameState, frame: Frame, ref: object) -> tuple[int, CardDef, int] | None:
    """608.2h: "that creature deals damage ..." when the creature the trigger remembered has
    left the battlefield: its old id, card and controller as it last existed there (its
    "left_as" record); None for a target (608.2b: an illegal target deals nothing) or an
    object never on the battlefield."""
    if ref not in ("remembered", "grantor"):
        return None
    from mtg_engine.rules.amounts import _as_it_left
    from mtg_engine.rules.last_known import _object

    if ref == "grantor":  # 201.5a, 113.7a: the Equipment sacrificed to pay the cost
        from mtg_engine.rules.grantor import grantor_of

        gone = [g for g in (grantor_of(frame),) if g > 0 and g not in state.objects]
    else:
        gone = [r for r in frame.remembered if r > 0 and r not in state.objects]
    rec = _as_it_left(state, gone[0], "left_as") if len(gone) == 1 else None
    if rec is None:
        return None
    o, _ch = _object(state, rec)
    return gone[0], o.card, o.controller


def _damage(state: GameState, frame: Frame, e: Effect) -> bool:
    amount = amount_of(state, frame, e.get("amount"))
    card = _source_card(state, frame)
    source = frame.stack_id if frame.is_spell else frame.source
    controller = frame.controller
    if e.get("source"):  # 120.1: another object deals it (a target: 608.2b, none if illegal)
        dealers = [o for o in resolve_refs(state, frame, e.get("source"))
                   if o > 0 and o in state.objects
                   and state.objects[o].zone is Zone.BATTLEFIELD]
        if len(dealers) == 1:
            o = state.objects[dealers[0]]
            source, card, controller = o.id, o.card, o.controller
        else:  # 608.2h: the object the event involved, gone: as it last existed
            gone = _gone_dealer(state, frame, e.get("source"))
            if gone is None:
                return True
            source, card, controller = gone
        for r in resolve_refs(state, frame, e.get("to")):
            prim.deal_damage(state, source, card, controller, r, amount,
                             unpreventable=bool(e.get("unpreventable")))
        return True
    if e.get("divided"):
        return _divided_damage(state, frame, e, card, source, amount)
    if e.get("excess_did"):  # 120.10: "When it deals excess damage this way, ..."
        from mtg_engine.effects.excess_damage import deal_noting_excess

        return deal_noting_excess(state, frame, e, card, source, amount)
    for r in resolve_refs(state, frame, e.get("to")):
        n = _their_amount(state, frame, e.get("amount"), r, amount)
        if e.get("excess_to_controller") and r > 0:  # 120.4a (effects/excess_damage.py)
            from mtg_engine.effects.excess_damage import split
            from mtg_engine.state.objects import player_ref

            n, excess = split(state, r, n, source)
            if excess:
                prim.deal_damage(state, source, card, frame.controller,
                                 player_ref(state.objects[r].controller), excess)
        prim.deal_damage(state, source, card, frame.controller, r, n,
                         unpreventable=bool(e.get("unpreventable")))  # 615.12
    return True


def _their_amount(state: GameState, frame: Frame, v: Any, r: int, amount: int) -> int:
    """The damage to recipient `r`: `amount`, or for an amount counted for each player in
    turn ("equal to the number of cards in that player's hand", cards/amounts.THEIR) that
    player's (608.2h)."""
    from mtg_engine.rules.amounts import is_theirs, their_frame
    from mtg_engine.state.objects import ref_player

    p = ref_player(r) if r < 0 else None
    # (119.1: "half that player's life total": `life_total: their`, their_frame)
    if p is None or (not is_theirs(v) and their_frame(frame, v, p) is frame):
        return amount
    return amount_of(state, their_frame(frame, v, p), v)


def _divided_damage(state: GameState, frame: Frame, e: Effect, card: Any, source: int,
                    amount: int) -> bool:
    """601.2d: damage divided as the spell was cast among its targets, at least 1 each, as
    recorded on the stack object (rules/division.py). 608.2b: a target that became illegal
    isn't dealt its share; the others get theirs as divided."""
    for t, share in _shares(state, frame, e, amount):
        prim.deal_damage(state, source, card, frame.controller, t, share)
    return True


def _shares(state: GameState, frame: Frame, e: Effect, amount: int) -> list[tuple[int, int]]:
    """601.2d: each target still legal (608.2b) with its share of `amount`, as divided when
    the spell or ability was put on the stack (rules/division.py)."""
    from mtg_engine.rules.division import division_of

    among = e.get("among") or len(frame.targets)
    chosen = [(i, t) for i, t in enumerate(frame.targets[:among]) if t != 0]
    if not chosen:
        return []
    o = state.objects.get(frame.stack_id)
    shares = division_of(o) if o is not None else None  # (rules/division.py)
    if shares is None or len(shares) != len(chosen):
        shares = (amount // len(chosen),) * len(chosen)  # (one target, or one each)
    return [(t, share) for (i, t), share in zip(chosen, shares)
            if frame.legal[i] and (t < 0 or t in state.objects)]


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
    from mtg_engine.rules.amounts import their_frame

    for p in players_of(state, frame, e.get("who", "you")):  # (a count of theirs: p's)
        prim.gain_life(state, p, amount_of(state, their_frame(frame, e.get("amount"), p),
                                           e.get("amount")))
    return True


def v_lose_life(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.amounts import their_frame

    for p in players_of(state, frame, e.get("who", "you")):  # ("half their life": p's, 119.1)
        prim.lose_life(state, p, amount_of(state, their_frame(frame, e.get("amount"), p),
                                           e.get("amount")))
    return True


CHOSEN_OPPONENT = "chosen_opponent"  # the DSL `who` of "an opponent draws a card"


def v_draw(state: GameState, frame: Frame, e: Effect) -> bool:
    """121.2, 121.6: each card drawn is one event, which a replacement effect may stop on to
    ask its player (616.1, dredge 702.52a): the draws made so far ("drawn") and each player's
    number ("n<i>", fixed as the instruction began) wait in the frame for the rest."""
    from mtg_engine.effects.keyword_actions import _set_var, _var
    from mtg_engine.rules.amounts import their_frame

    done = _var(frame, "drawn") or 0
    base = 0  # the draws of the players before this one
    if e.get("who") != CHOSEN_OPPONENT:
        drawers = players_of(state, frame, e.get("who", "you"))
    else:  # "an opponent draws a card" (608.2d: you choose)
        foe = _var(frame, "foe")
        if foe is None:
            from mtg_engine.effects.references import chosen_opponent

            foe = chosen_opponent(state, frame, "choose an opponent to draw")
            if foe is None:
                return False  # (asked; this verb runs again with the answer)
            frame = _set_var(state, frame, "foe", foe)
            state.frame = frame = replace(frame, answer=None)
        drawers = [foe] if foe >= 0 else []
    for i, p in enumerate(drawers):
        n = _var(frame, f"n{i}")
        if n is None:
            n = repeats(state, their_frame(frame, e.get("count", 1), p), e.get("count", 1))
            frame = _set_var(state, frame, f"n{i}", n)
        if not draw_numbered(state, frame, p, base, n, done):
            return False
        base += n
    if e.get("reveal"):  # "Draw three cards and reveal them." (701.16a)
        from mtg_engine.effects.cast_card import moved_this_way

        for c in moved_this_way(state, frame, "hand"):
            state.log.append(("reveal", state.objects[c].owner, c, state.objects[c].card.name))
    return True


def draw_numbered(state: GameState, frame: Frame, p: int, base: int, n: int, done: int) -> bool:
    """Player `p`'s draws numbered base+1 .. base+n of one instruction (121.2), those up to
    `done` already made; False when one waits for a replacement effect's choice (its number
    kept in the frame as "drawn": it happens on the answer)."""
    from mtg_engine.effects.keyword_actions import _set_var

    for j in range(base + 1, base + n + 1):
        if j <= done:
            continue
        if prim.draw_card(state, p) is None:
            if state.replacing:
                _set_var(state, frame, "drawn", j)
                return False
            if not state.players[p].library:
                break  # 121.4: the library is empty; every further draw fails the same way
            # (else the draw was replaced by something other than a card drawn, 614.11:
            # Eruth's "exile the top two cards instead"; the next draw still happens)
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
    from mtg_engine.rules.amounts import their_frame

    for p in players_of(state, frame, e.get("who", "you")):  # (a count of theirs: p's)
        n = repeats(state, their_frame(frame, e.get("count"), p), e.get("count"))
        for _ in range(min(n, len(state.players[p].library))):
            lib = state.players[p].library
            move_object(state, lib[-1], Zone.GRAVEYARD)
    return True


def v_scry(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.18a: look at the top N cards, put any number of them on the bottom of your library
    in any order and the rest on top in any order (the orders asked one card at a time,
    effects/ordering.py)."""
    return scry_library(state, frame, e, frame.controller)


def scry_library(state: GameState, frame: Frame, e: Effect, owner: int,
                 scry: bool = True) -> bool:
    """Scry (701.18a) on `owner`'s library, the ability's controller choosing; not a scry
    (`scry` False: no "scry" event) for fateseal (701.22a, effects/fateseal.py)."""
    from mtg_engine.effects.ordering import in_chosen_order, put_on_bottom, put_on_top

    lib = state.players[owner].library
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
        if scry:  # (701.22a: fateseal is no scry)
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
    put_on_bottom(state, owner, under)
    put_on_top(state, owner, on_top)
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
    if e.get("attacking"):  # 508.4: onto the battlefield attacking (effects/enter_attacking.py)
        from mtg_engine.effects import enter_attacking

        return enter_attacking.move_attacking(state, frame, e)
    if e.get("bottom"):  # 401.1: on the bottom of its owner's library
        return _each_object(state, frame, e, lambda st, r: move_object(st, r, Zone.LIBRARY,
                                                                       top=False))
    if e.get("from") is None and not e.get("tapped") and not e.get("control") \
            and e.get("to") != "battlefield":
        return _move_each(state, frame, e, Zone(e.get("to")))
    src = Zone(e.get("from")) if e.get("from") else None
    tapped = bool(e.get("tapped"))
    under = frame.controller if e.get("control") == "you" else None  # (else 110.2)
    # 122.6: "... with a +1/+1 counter on it": it enters with them (enter_with_counters.py)
    counters = tuple((str(k), int(n)) for k, n in dict(e.get("with_counters") or {}).items())

    def move(st: GameState, r: int) -> int | None:
        if src is None or st.objects[r].zone is src:  # 113.6m, 400.7: still there
            face = None
            if e.get("transformed"):  # 712.10a: back face up; a card that can't stays put
                from mtg_engine.cards.faces import transformed

                face = transformed(st.objects[r].card, st.db)
                if face is None:
                    return None
            return move_object(st, r, Zone(e.get("to")), tapped=tapped, controller=under,
                               face=face, counters=counters)
        return None
    from mtg_engine.effects import aura_entry

    objs = [r for r in resolve_refs(state, frame, e.get("what")) if r > 0 and r in state.objects]
    if aura_entry.wants_choices(state, objs, e):  # 303.4f: an Aura attached as it enters
        return aura_entry.move_with_auras(state, frame, objs, under, move)
    return _each_object(state, frame, e, move)


def _own_mana_cost(state: GameState, frame: Frame) -> str:
    """"unless you pay its mana cost": the source's mana cost now (202.1, X as 0: 107.3); ""
    when it has none, an unpayable cost (118.6: never paid)."""
    from mtg_engine.rules.layers import characteristics

    if frame.source not in state.objects:
        return ""
    cost = characteristics(state, frame.source).card.mana_cost
    return str(cost.with_x(0)) if cost.symbols else ""


def v_sacrifice(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.17a; "sacrifice it unless you pay [cost]" (118.12, echo 702.30a): the controller of
    the ability chooses whether to pay, when they can."""
    if e.get("who") and _sacrificer(state, frame, e) < 0:
        return True  # (the player named has left the game: nothing of theirs, 800.4a)
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
    elif e.get("unless_pays") or e.get("unless_pays_mana_cost"):
        cost = e.get("unless_pays") or _own_mana_cost(state, frame)
        if e.get("unless_times") is not None:  # "{1} for each card in your hand" (107.1, 608.2h)
            from mtg_engine.effects.stack_verbs import _unless_cost

            cost = _unless_cost(state, frame, e)
        if e.get("per_counter"):  # "[cost] for each age counter on it" (702.24a)
            from mtg_engine.core.mana import ManaCost

            src = state.objects.get(frame.source)
            n = src.counters.get(e.get("per_counter"), 0) if src is not None else 0
            cost = str(sum((ManaCost.parse(cost) for _ in range(n)), ManaCost()))
        paid = _unless_pays(state, frame, _sacrificer(state, frame, e), cost) if cost else \
            not e.get("unless_pays_mana_cost")  # (118.6: no mana cost, unpayable)
        if paid is None:
            return False  # waiting for the choice
        if paid:
            return True
    player = _sacrificer(state, frame, e)
    for r in resolve_refs(state, frame, e.get("what")):
        # 701.17a: a player can't sacrifice a permanent they don't control (a token made
        # by the ability whose control changed since, "Sacrifice that token at end of combat")
        if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD \
                and state.objects[r].controller == player:
            prim.sacrifice(state, r)
    return True


def _sacrificer(state: GameState, frame: Frame, e: Effect) -> int:
    """The player who sacrifices (and may pay to keep it, 118.12): the ability's controller,
    or the player `who` names ("that player sacrifices that creature", sacrifice_theirs.py);
    -1 when that player is gone."""
    if not e.get("who"):
        return frame.controller
    from mtg_engine.state.objects import ref_player

    players = [ref_player(r) for r in resolve_refs(state, frame, e.get("who")) if r < 0]
    return int(players[0]) if players and players[0] is not None else -1


def v_sacrifice_chosen(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.17a: each player named sacrifices `count` permanents they control that match
    `filter`, chosen as the effect resolves (a player can sacrifice only what they control).
    101.4: the players choose in APNAP order, then all of them are sacrificed at once. The
    frame's vars hold how many players have chosen ("done") and what they chose ("pick")."""
    from mtg_engine.effects.bounce_chosen import each_player_chooses

    f = e.get("filter")

    def choices(p: int) -> tuple[tuple[int, ...], int]:
        options = tuple(oid for oid in state.battlefield if state.objects[oid].controller == p
                        and matches(state, oid, f, frame.controller, frame.source))
        if e.get("greatest"):  # "with the greatest power among creatures they control"
            options = _greatest(state, options, e.get("greatest"))
        n = min(amount_of(state, frame, e.get("count", 1)), len(options))
        if e.get("half"):  # "half the creatures they control, rounded up" (107.1a)
            n = (len(options) + (e.get("half") == "up")) // 2
        return options, n

    got = each_player_chooses(state, frame, e.get("who", "you"), choices, "sacrifice")
    if got is None:
        return False  # a player is asked
    frame = got
    exiled: list[int] = []
    for k, oid in frame.vars:
        if k == "pick" and oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            if e.get("exile"):  # "exiles a creature they control" (701.13a: no sacrifice)
                new = move_object(state, oid, Zone.EXILE)
                if new is not None and new in state.objects \
                        and state.objects[new].zone is Zone.EXILE:
                    exiled.append(new)
            else:
                prim.sacrifice(state, oid)
    if exiled and e.get("linked"):  # 607.2a: "the exiled card" of ~'s other ability
        from mtg_engine.effects.linked import remember_exiled

        remember_exiled(state, frame, exiled)
    if e.get("remember"):  # "that creature's toughness" after it (608.2h, rules/amounts.py)
        picks = tuple(oid for k, oid in frame.vars if k == "pick")
        state.frame = replace(frame, remembered=(*frame.remembered, *picks))
    return True


def _greatest(state: GameState, options: tuple[int, ...], stat: str) -> tuple[int, ...]:
    """The permanents among `options` whose power, toughness or mana value (202.3) is the
    greatest among them (608.2h: as the instruction is carried out; a tie: all of them)."""
    from mtg_engine.rules.amounts import _mana_value

    def value(oid: int) -> int:
        if stat == "mana_value":
            return _mana_value(state, oid)
        ch = characteristics(state, oid)
        return ch.power if stat == "power" else ch.toughness

    top = max((value(o) for o in options), default=0)
    return tuple(o for o in options if value(o) == top)


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


def v_prevent(state: GameState, frame: Frame, e: Effect) -> bool:
    """615.1: a prevention effect for the rest of the turn, a shield in the replacement
    framework (rules/replacement.py): all combat damage, all damage to or from an object or
    player, or the next N damage to one (615.7)."""
    from mtg_engine.rules.replacement import NO_PREVENTION, add_shield, prevention_spec

    kind = e.get("kind")
    if kind == "chosen_source":  # 615.8, 615.9, 609.7
        return _prevent_chosen_source(state, frame, e)
    if kind in ("creatures_of", "creatures_except"):  # 615.1a (effects/prevention_sources.py)
        from mtg_engine.effects import prevention_sources

        if kind == "creatures_except":  # "by creatures other than target creature"
            return prevention_sources.from_creatures_except(state, frame, e)
        return prevention_sources.from_creatures_of(state, frame, e)
    color = ""
    if e.get("color_choice"):  # 608.2d: "sources of the color of your choice" (effects/prevention_sources.py)
        from mtg_engine.effects import prevention_sources

        color = prevention_sources.chosen_color(state, frame) or ""
        if not color:
            return False
        frame = state.frame
        if kind == prevention_sources.COLORED_SOURCES:
            return prevention_sources.from_colored_sources(state, frame, e, color)
    gain = bool(e.get("gain_life"))  # 615.5: "You gain life equal to the damage prevented"
    if kind == "group":  # 615.1a, 615.3: on whatever matches as damage would be dealt
        for spec in e.get("replacements"):
            add_shield(state, replace(spec, gain_life_prevented=True) if gain else spec, 0,
                       frame.controller)
        return True
    if kind == "none":  # "damage can't be prevented this turn" (615.12)
        add_shield(state, NO_PREVENTION, 0, frame.controller)
        return True
    if kind == "combat":
        add_shield(state, prevention_spec("combat"), 0, frame.controller)
        return True
    amount = amount_of(state, frame, e.get("amount", 0)) if kind in ("next", "next_from") else 0
    if kind in ("next", "next_from") and amount <= 0:
        return True
    if e.get("divided"):  # 601.2d: a shield of its share on each target (rules/division.py)
        for t, share in _shares(state, frame, e, amount):
            add_shield(state, prevention_spec(kind, share), t, frame.controller, share)
        return True
    spec = prevention_spec(kind, amount)
    if kind == "to" and e.get("filter") is not None:  # 615.1a: "... by colorless sources"
        spec = replace(spec, source="filter", source_filter=e.get("filter"))
    if kind == "to" and color:  # 615.1a: "... by sources of the color of your choice"
        from mtg_engine.cards.dsl import Filter

        spec = replace(spec, source="filter", source_filter=Filter(colors=(color,)))
    if e.get("once") and kind == "from":  # 615.8: "the next time ... would deal damage"
        spec = replace(spec, once=True)
    if e.get("combat") and kind == "next":  # "the next 1 combat damage" (510.2)
        spec = replace(spec, combat_only=True)
    if gain:
        spec = replace(spec, gain_life_prevented=True)
    if e.get("counters"):  # 615.5: "For each 1 damage prevented this way, put a counter ..."
        spec = replace(spec, counters_prevented=str(e.get("counters")))
    spec, dest = _reflect(state, frame, e, spec)
    if kind == "from" and e.get("to"):  # 615.1a: "dealt to ~ by target creature": to it only
        to = resolve_refs(state, frame, e.get("to"))
        if not to:
            return True
        spec, dest = replace(spec, affects="dest"), to[0]
    until = str(e.get("until") or "")  # 611.2a: "Until your next turn, prevent ..."
    for r in resolve_refs(state, frame, e.get("what")):
        add_shield(state, spec, r, frame.controller, amount, dest, until)
    return True


def _reflect(state: GameState, frame: Frame, e: Effect, spec: Any) -> tuple[Any, int]:
    """615.5: "If damage is prevented this way, ~ deals that much damage to <reflect>": the
    spec naming the card that deals it, and the recipient (0: that source's controller;
    rules/prevention_reflect.py)."""
    if not e.get("reflect"):
        return spec, 0
    spec = replace(spec, reflect_from=frame.source_card)
    if e.get("reflect") == "source_controller":
        return spec, 0
    to = resolve_refs(state, frame, e.get("reflect"))
    return spec, (to[0] if to else 0)


def _prevent_chosen_source(state: GameState, frame: Frame, e: Effect) -> bool:
    """609.7a: the controller chooses a source (a permanent, or a spell on the stack) with the
    properties asked for as the effect resolves; damage it would deal to them (`what` "you")
    or to anyone and anything (`what` "any") this turn is prevented (the next time only,
    615.8, with `once`); the shield rechecks those properties as the damage would be dealt
    (615.9: rules/replacement.py)."""
    from mtg_engine.rules.replacement import add_shield, chosen_source_spec

    f = e.get("filter")
    combat = bool(e.get("combat"))  # "a creature of your choice": a permanent (109.2)
    spells = [] if combat else [sid for sid in state.stack
                                if state.objects[sid].kind is StackKind.SPELL]
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
    what = e.get("what")
    if what not in ("you", "any"):  # 615.8: to one recipient ("to target creature")
        n = int(e.get("amount", 0))  # 615.7: "the next N damage" (else all of it, or once)
        for r in resolve_refs(state, frame, what)[:1]:
            spec = replace(chosen_source_spec(f, bool(e.get("once")), to_anyone="dest"),
                           amount=n)
            add_shield(state, spec, chosen, frame.controller, n, dest=r)
        return True
    spec, dest = _reflect(state, frame, e, chosen_source_spec(
        f, bool(e.get("once")), bool(e.get("gain_life")), to_anyone=what == "any", combat=combat))
    if e.get("half") == "down":  # "prevent half that damage, rounded down" (615.8)
        from mtg_engine.cards.dsl_abilities import PREVENT_HALF_DOWN

        spec = replace(spec, amount=PREVENT_HALF_DOWN)
    add_shield(state, spec, chosen, frame.controller, dest=dest)
    return True


def v_become_monarch(state: GameState, frame: Frame, e: Effect) -> bool:
    """720: "you become the monarch" (or the remembered player: "its controller")."""
    from mtg_engine.rules.monarch import new_monarch

    new_monarch(state, resolve_refs(state, frame, e.get("who", "you")))
    return True


def v_miracle_cast(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.miracle import cast

    return cast(state, frame)  # 702.94a


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
    # 500.10, 614.10: "... all combat phases of their next turn" / "... this turn" (skip_phases.py)
    until = str(e.get("during") or "")
    for r in resolve_refs(state, frame, e.get("what")):
        add_shield(state, spec, r, frame.controller, spec.amount if spec.instead == "prevent"
                   else 0, until=until)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "damage": v_damage, "gain_life": v_gain_life, "lose_life": v_lose_life, "draw": v_draw,
    "discard": v_discard, "mill": v_mill, "scry": v_scry, "destroy": v_destroy,
    "exile": v_exile, "bounce": v_bounce, "move": v_move, "sacrifice": v_sacrifice,
    "counter": v_counter, "create_token": v_create_token, "put_counters": v_put_counters,
    "pump": v_pump, "grant": v_grant, "must_block": v_must_block, "add_mana": v_add_mana,
    "tap": v_tap, "tap_chosen": v_tap_chosen,
    "put_counters_chosen": v_put_counters_chosen, "untap": v_untap,
    "shuffle_into_library": v_shuffle_into_library,
    "attach": v_attach, "unattach": v_unattach, "regenerate": v_regenerate,
    "sacrifice_chosen": v_sacrifice_chosen, "fight": v_fight, "search_library": v_search_library,
    "shuffle": v_shuffle, "prevent": v_prevent, "transform": v_transform, "flip": v_flip,
    "class_level": v_class_level, "meld": v_meld, "cascade": v_cascade,
    "madness_cast": v_madness_cast, "miracle_cast": v_miracle_cast, "replicate_copies": v_replicate_copies,
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
    from mtg_engine.effects import draw_reveal

    VERBS.update(draw_reveal.VERBS)  # 701.16a, 614.11b
    VERBS.update(linked.VERBS)  # 607.2a
    from mtg_engine.effects import hideaway

    VERBS.update(hideaway.VERBS)  # 702.75a, 607.2a
    from mtg_engine.effects.search import v_search_named

    VERBS["search_named"] = v_search_named  # 701.23
    from mtg_engine.effects import search_each

    VERBS.update(search_each.VERBS)  # 701.19: one card of each kind
    VERBS.update(keyword_actions.VERBS)
    from mtg_engine.effects import convoked

    VERBS.update(convoked.VERBS)  # 702.51a, 701.47a: each creature that convoked it connives
    from mtg_engine.effects import returned_this_way

    VERBS.update(returned_this_way.VERBS)  # 608.2c: each card put into a graveyard this way
    from mtg_engine.effects import graveyard_mass

    VERBS.update(graveyard_mass.VERBS)  # 400.3
    from mtg_engine.effects import player_exile

    VERBS.update(player_exile.VERBS)  # 406.3
    from mtg_engine.rules import haunt

    VERBS.update(haunt.VERBS)  # 702.55a: exiled haunting a creature
    from mtg_engine.effects import reveal_random

    VERBS.update(reveal_random.VERBS)  # 701.16a: a card at random from a hand
    from mtg_engine.effects import chain_copy, each_player_puts, reveal_discard

    VERBS.update(chain_copy.VERBS)  # 707.10c: the Chain spells
    from mtg_engine.effects import divided_evenly, look_split, player_chooses

    VERBS.update(player_chooses.VERBS)  # 608.2d: Imperial Edict

    VERBS.update(divided_evenly.VERBS)  # 107.1a, 608.2b: Fireball

    VERBS.update(look_split.VERBS)  # 401.5, 608.2d: Telling Time, Expressive Iteration
    from mtg_engine.effects import each_target_reveals

    VERBS.update(each_target_reveals.VERBS)  # 701.16a, 608.2h: Divergent Transformations

    VERBS.update(each_player_puts.VERBS)  # 101.4: Show and Tell, Exhume

    VERBS.update(reveal_discard.VERBS)  # 701.16a, 701.8a: N cards revealed, one discarded
    from mtg_engine.rules import noted_life

    VERBS.update(noted_life.VERBS)  # "Note your life total."
    from mtg_engine.rules import become_copy

    VERBS.update(become_copy.VERBS)  # 707.4, 707.9a
    from mtg_engine.rules import control_swap, licid

    VERBS.update(licid.VERBS)  # a Licid becomes an Aura (116.2c)
    VERBS.update(control_swap.VERBS)  # 613.1b: a mass exchange of control
    from mtg_engine.rules import most_player

    VERBS.update(most_player.VERBS)  # 613.1b: the player with the most gains control
    from mtg_engine.rules import ability_copies

    VERBS.update(ability_copies.VERBS)  # 707.10, 707.10b
    from mtg_engine.rules import cast_copy

    VERBS.update(cast_copy.VERBS)  # 707.12
    from mtg_engine.rules import cipher

    VERBS.update(cipher.VERBS)  # 702.99a
    from mtg_engine.effects import search_other

    VERBS.update(search_other.VERBS)  # 701.19
    VERBS.update(energy.VERBS)  # 107.14
    VERBS.update(emblems.VERBS)
    from mtg_engine.effects import venture

    VERBS.update(venture.VERBS)  # 701.46
    from mtg_engine.effects import sacrifice_each

    VERBS.update(sacrifice_each.VERBS)  # 701.17a: one of each kind
    from mtg_engine.rules import turn_triggers

    VERBS.update(turn_triggers.VERBS)  # 603.7b
    VERBS.update(untap.VERBS)
    from mtg_engine.effects import counters_moved, tempting_offer

    VERBS.update(counters_moved.VERBS)  # 122.1, 608.2h
    VERBS.update(tempting_offer.VERBS)  # 608.2d
    from mtg_engine.effects import each_may

    VERBS.update(each_may.VERBS)  # 101.4, 608.2d
    from mtg_engine.effects import draw_up_to, give_control

    VERBS.update(draw_up_to.VERBS)  # 107.1c, 121.2
    VERBS.update(give_control.VERBS)  # 613.1b: another player gains control
    from mtg_engine.effects import become_blocked

    VERBS.update(become_blocked.VERBS)  # 509.1h: an attacker becomes blocked
    from mtg_engine.effects import new_targets

    VERBS.update(new_targets.VERBS)  # 115.7d: new targets for a spell
    from mtg_engine.effects import exile_suspend

    VERBS.update(exile_suspend.VERBS)  # 702.62a, 122.1: exiled with time counters, suspend
    from mtg_engine.effects import player_keywords

    VERBS.update(player_keywords.VERBS)  # 702.11c, 702.18a: "You gain hexproof until ..."
    from mtg_engine.effects import exiled_choice

    VERBS.update(exiled_choice.VERBS)  # 607.2a
    from mtg_engine.effects import cast_exiled_with, exile_zones, exiled_counter_cards

    VERBS.update(exile_zones.VERBS)  # 406.3
    from mtg_engine.effects import hand_exile_playable

    VERBS.update(hand_exile_playable.VERBS)  # 402.3, 601.3, 601.2f
    from mtg_engine.effects import exile_top_castable, exiled_copies, graveyard_pick

    VERBS.update(exile_top_castable.VERBS)  # 506.2, 601.3
    from mtg_engine.effects import exiled_return, pool_casts, training

    VERBS.update(training.VERBS)  # 702.149a, 702.149c

    VERBS.update(exiled_return.VERBS)  # 603.7a
    VERBS.update(pool_casts.VERBS)  # 607.2a, 601.3

    VERBS.update(exiled_copies.VERBS)  # 607.2a, 707.2

    VERBS.update(graveyard_pick.VERBS)  # 406.3, 608.2d

    VERBS.update(cast_exiled_with.VERBS)  # 607.2a, 601.3

    VERBS.update(exiled_counter_cards.VERBS)  # 122.1, 601.3
    from mtg_engine.effects import counter_kinds_each

    VERBS.update(counter_kinds_each.VERBS)  # 122.1: another counter of each kind
    from mtg_engine.effects import exchange_life

    VERBS.update(exchange_life.VERBS)  # 701.10c, 701.10g
    from mtg_engine.effects import self_damage

    VERBS.update(self_damage.VERBS)  # 120.1: "Each creature deals damage to itself ..."
    VERBS.update(combat_restrictions.VERBS)  # 509.1b
    VERBS.update(player_restrictions.VERBS)  # 101.2
    from mtg_engine.rules import clash, text_changes

    VERBS.update(text_changes.VERBS)  # 612

    VERBS.update(clash.VERBS)  # 701.23
    from mtg_engine.effects import reveal_top

    VERBS.update(reveal_top.VERBS)  # 701.16a, 608.2c
    from mtg_engine.effects import exile_if_dies

    VERBS.update(exile_if_dies.VERBS)  # 614.1a
    from mtg_engine.effects import no_regeneration

    VERBS.update(no_regeneration.VERBS)  # 701.15c
    from mtg_engine.effects import this_way_restrictions

    VERBS.update(this_way_restrictions.VERBS)  # 509.1b, 611.2a
    from mtg_engine.effects import next_spell

    VERBS.update(next_spell.VERBS)  # 101.2, 611.2a
    from mtg_engine.effects import game_result

    VERBS.update(game_result.VERBS)  # 104.2b, 104.3e
    from mtg_engine.effects import punishers

    VERBS.update(punishers.VERBS)  # 118.12, 608.2d
    from mtg_engine.effects import aura_moves, turn_order

    VERBS.update(aura_moves.VERBS)  # 701.3 (Glamer Spinners)
    VERBS.update(turn_order.VERBS)  # 101.4 (Aeon Engine)
    from mtg_engine.effects import damage_controllers, day_night, sacrifice_all

    VERBS.update(day_night.VERBS)  # 724.1
    VERBS.update(damage_controllers.VERBS)  # 120.3
    from mtg_engine.effects import damage_exchange

    VERBS.update(damage_exchange.VERBS)  # 120.3, 208.1 (Alpha Brawl)
    from mtg_engine.effects import graveyard_top, join_forces

    VERBS.update(join_forces.VERBS)  # 207.2c, 101.4 (join forces)
    VERBS.update(graveyard_top.VERBS)  # 404.2 (Corpse Dance)
    VERBS.update(sacrifice_all.VERBS)  # 701.17a, 406.3
    from mtg_engine.effects import counter_each

    VERBS.update(counter_each.VERBS)  # 701.5a, 118.12
    from mtg_engine.effects import hand_redraw

    VERBS.update(hand_redraw.VERBS)  # 701.8a, 701.20a, 608.2c
    from mtg_engine.effects import return_any_number

    VERBS.update(return_any_number.VERBS)  # 400.3, 608.2d
    from mtg_engine.effects import double_each

    VERBS.update(double_each.VERBS)  # 701.9b (a group)
    from mtg_engine.effects import balance

    VERBS.update(balance.VERBS)  # 701.17a, 701.8a, 101.4
    from mtg_engine.rules import end_turn

    VERBS["end_turn"] = end_turn.v_end_turn  # 719.1
    from mtg_engine.effects import keep_rest

    VERBS.update(keep_rest.VERBS)  # 101.4, 701.17a, 701.7a
    from mtg_engine.effects import life_total

    VERBS.update(life_total.VERBS)  # 119.5
    from mtg_engine.effects import discard_kind

    VERBS.update(discard_kind.VERBS)  # 701.8a
    from mtg_engine.effects import no_combat_damage

    VERBS.update(no_combat_damage.VERBS)  # 510.1a, 611.2a
    from mtg_engine.effects import combat_removal

    VERBS.update(combat_removal.VERBS)  # 506.4, 701.35a
    from mtg_engine.effects import untargetable_turn

    VERBS.update(untargetable_turn.VERBS)  # 611.2a
    from mtg_engine.effects import spell_self

    VERBS.update(spell_self.VERBS)  # 608.2m
    from mtg_engine.effects import reflexive

    VERBS.update(reflexive.VERBS)  # 603.12
    from mtg_engine.effects import aura_return

    VERBS.update(aura_return.VERBS)  # 303.4f
    from mtg_engine.rules import mana_triggers

    VERBS.update(mana_triggers.VERBS)  # 605.1b
    from mtg_engine.rules import support

    VERBS.update(support.VERBS)  # 701.35a
    from mtg_engine.effects import command_decks

    VERBS.update(command_decks.VERBS)  # 701.24, 701.26
    from mtg_engine.rules import goad

    VERBS.update(goad.VERBS)  # 701.38a
    from mtg_engine.rules import curse_attacked

    VERBS.update(curse_attacked.VERBS)  # 508.3b
    from mtg_engine.rules import populate

    VERBS.update(populate.VERBS)  # 701.30
    from mtg_engine.effects import reveal_until

    VERBS.update(reveal_until.VERBS)  # 701.16a
    from mtg_engine.effects import discard_all
    from mtg_engine.rules import card_names

    VERBS.update(card_names.VERBS)  # 201.2
    from mtg_engine.rules import dice

    VERBS.update(dice.VERBS)  # 706
    from mtg_engine.effects import learn

    VERBS.update(learn.VERBS)  # 701.45a
    from mtg_engine.effects import graveyard_return

    VERBS.update(graveyard_return.VERBS)  # 608.2d
    from mtg_engine.effects import exile_to_graveyard

    VERBS.update(exile_to_graveyard.VERBS)  # 608.2d, 400.3
    from mtg_engine.effects import change_target

    VERBS.update(change_target.VERBS)  # 115.7a
    from mtg_engine.effects import cast_from_hand

    VERBS.update(cast_from_hand.VERBS)  # 608.2g
    from mtg_engine.effects import cast_card

    VERBS.update(cast_card.VERBS)  # 608.2g, 601.3
    from mtg_engine.effects import commander_moves

    VERBS.update(commander_moves.VERBS)  # 903.3
    from mtg_engine.effects import piles

    VERBS.update(piles.VERBS)  # 700.3
    from mtg_engine.effects import search_opponent_chooses

    VERBS.update(search_opponent_chooses.VERBS)  # 701.19, 608.2d
    from mtg_engine.effects import pump_choice

    VERBS.update(pump_choice.VERBS)  # 608.2d
    from mtg_engine.effects import counter_choice_put

    VERBS.update(counter_choice_put.VERBS)  # 608.2d, 122.1
    from mtg_engine.effects import token_choice

    VERBS.update(token_choice.VERBS)  # 608.2d, 111.10
    from mtg_engine.effects import library_position

    VERBS.update(library_position.VERBS)  # 401.7
    VERBS.update(discard_all.VERBS)  # 701.8a
    from mtg_engine.rules import demonstrate

    VERBS.update(demonstrate.VERBS)  # 702.144a
    from mtg_engine.effects import fateseal, library_zone

    VERBS.update(fateseal.VERBS)  # 701.22a
    VERBS.update(library_zone.VERBS)  # 406.3, 701.20
    from mtg_engine.effects import permanent_piles, reanimate_chosen

    VERBS.update(permanent_piles.VERBS)  # 700.3
    VERBS.update(reanimate_chosen.VERBS)  # 110.2


_more_verbs()
from mtg_engine.effects import protection_from_player as _from_player  # noqa: E402

VERBS.update(_from_player.VERBS)  # 702.16k
from mtg_engine.effects import cast_any_number as _any_number  # noqa: E402

VERBS.update(_any_number.VERBS)  # 608.2g, 118.9
from mtg_engine.effects import graveyard_cast_permission as _graveyard_cast  # noqa: E402

VERBS.update(_graveyard_cast.VERBS)  # 601.3, 614.1a
from mtg_engine.effects import graveyard_turn as _graveyard_turn  # noqa: E402

VERBS.update(_graveyard_turn.VERBS)  # 601.3, 305.1, 611.2a
from mtg_engine.effects import graveyard_spell_turn as _graveyard_spell  # noqa: E402

VERBS.update(_graveyard_spell.VERBS)  # 601.3, 611.2a


__all__ = ["VERBS", "StackKind", "resolve_refs"]
