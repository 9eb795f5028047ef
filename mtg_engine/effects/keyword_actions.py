"""Keyword actions (701) as effect verbs: surveil (701.42a), bolster (701.33a), explore
(701.40a), connive (701.47a), and the choice of permanents "return a land you control to its
owner's hand" makes as it resolves (`bounce_chosen`, 400.3; chosen like an edict's
sacrifice, 701.17a), and delayed triggered abilities set up by an instruction (`delayed`,
603.7: "Draw a card at the beginning of the next turn's upkeep").

Each verb follows effects/verbs.py: it returns False after setting `state.pending` when it
needs a player's choice and is called again with the answer in `frame.answer`; what it did
before asking is kept in the frame's vars, so nothing is done twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.merging import in_same_zone
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def _var(frame: Frame, key: str) -> int | None:
    return dict(frame.vars).get(key)


def _set_var(state: GameState, frame: Frame, key: str, value: int) -> Frame:
    vars_ = (*((k, v) for k, v in frame.vars if k != key), (key, value))
    state.frame = frame = replace(frame, vars=vars_)
    return frame


def v_surveil(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.42a: look at the top N cards of your library, then put any number of them into
    your graveyard and the rest on top of your library in any order (asked one card at a
    time, effects/ordering.py). The cards put into the graveyard go there in the order they
    were in the library, the topmost first: 404.1 lets their owner order them, but no
    supported card reads the order of a graveyard, so it isn't asked (a guard test,
    test_misplays_s7.test_404_1_no_supported_card_reads_the_order_of_a_graveyard, fails when
    one does)."""
    from mtg_engine.effects.ordering import in_chosen_order, put_on_top
    from mtg_engine.effects.references import _ask, amount_of

    lib = state.players[frame.controller].library
    kept_n = _var(frame, "surveil_kept")
    if kept_n is None:
        n = min(amount_of(state, frame, e.get("count")), len(lib))
        if n == 0:
            return True
        top = tuple(reversed(lib[-n:]))
        if frame.answer is None:
            return _ask(state, ChoiceDecision(frame.controller, "surveil_graveyard", top, 0, n,
                                              f"surveil {n}: choose cards to put into your "
                                              "graveyard"), "effect")
        chosen = [c for c in frame.answer if c in top]
        for c in chosen:
            move_object(state, c, Zone.GRAVEYARD)
        state.log.append(("surveil", frame.controller, n, len(chosen)))
        kept_n = n - len(chosen)
        frame = _set_var(state, replace(frame, answer=None), "surveil_kept", kept_n)
    kept = tuple(reversed(lib[-kept_n:])) if kept_n else ()
    ordered = in_chosen_order(state, frame, frame.controller, kept, "surveil", "order_top",
                              "surveil: choose the card to put on top of your library next")
    if ordered is None:
        return False
    put_on_top(state, frame.controller, ordered)
    return True


def v_bolster(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.33a: choose a creature you control with the least toughness (or tied for it) and
    put N +1/+1 counters on it."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask, amount_of

    mine = [oid for oid in state.battlefield if state.objects[oid].controller == frame.controller
            and characteristics(state, oid).is_creature]
    if not mine:
        return True
    least = min(characteristics(state, oid).toughness for oid in mine)
    options = tuple(oid for oid in mine if characteristics(state, oid).toughness == least)
    if len(options) > 1 and frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "bolster", options, 1, 1,
                                          "bolster: choose a creature with the least "
                                          "toughness"), "effect")
    chosen = frame.answer[0] if frame.answer and frame.answer[0] in options else options[0]
    prim.add_counters(state, chosen, "+1/+1", amount_of(state, frame, e.get("count")))
    return True


def _controller_of(state: GameState, oid: int) -> int | None:
    """The permanent's controller, or the one it had as it last existed on the battlefield
    (608.2h)."""
    from mtg_engine.effects.references import _last_controller

    o = state.objects.get(oid)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        return o.controller
    return _last_controller(state, oid)


def v_explore(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.40a: the exploring permanent's controller reveals the top card of their library; a
    land card goes to their hand; otherwise a +1/+1 counter goes on the exploring permanent
    and they may put the revealed card into their graveyard. 701.40b: it explores even if
    some of that was impossible (the permanent gone: no counter)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask, resolve_refs

    card = _var(frame, "revealed")
    if card is None:
        what = [r for r in resolve_refs(state, frame, e.get("what")) if r > 0]
        if len(what) != 1:
            return True
        who = _controller_of(state, what[0])
        if who is None or not state.players[who].library:
            state.log.append(("explored", what[0]))  # (701.40b: it explored all the same)
            return True
        card = state.players[who].library[-1]
        state.log.append(("reveal", who, card, state.objects[card].card.name))  # 701.16a
        if characteristics(state, card).is_land:
            move_object(state, card, Zone.HAND)
            state.log.append(("explored", what[0]))
            return True
        o = state.objects.get(what[0])
        if o is not None and o.zone is Zone.BATTLEFIELD:
            prim.add_counters(state, what[0], "+1/+1", 1)
        frame = _set_var(state, frame, "revealed", card)
        frame = _set_var(state, frame, "explorer", what[0])
        return _ask(state, ChoiceDecision(who, "explore_graveyard", (card,), 0, 1,
                                          "explore: you may put the revealed card into your "
                                          "graveyard"), "effect")
    if frame.answer and card in frame.answer and card in state.objects \
            and state.objects[card].zone is Zone.LIBRARY:
        move_object(state, card, Zone.GRAVEYARD)
    # ("explored": "Whenever a creature you control explores", rules/trigger_explores.py)
    state.log.append(("explored", _var(frame, "explorer")))
    return True


def v_connive(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.47a: the conniving permanent's controller draws a card, then discards a card; if a
    nonland card is discarded this way, a +1/+1 counter goes on the conniving permanent."""
    from mtg_engine.effects.references import resolve_refs

    what = [r for r in resolve_refs(state, frame, e.get("what")) if r > 0]
    if len(what) != 1:
        return True
    return connive_one(state, frame, what[0])


def connive_one(state: GameState, frame: Frame, oid: int) -> bool:
    """701.47a for the one permanent `oid` (its controller as it last existed, 701.47c);
    False while a choice is asked (the frame's "conniver" and answer carry it)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask

    what = [oid]
    who = _var(frame, "conniver")
    if who is None:
        who = _controller_of(state, what[0])
        if who is None:
            return True
        prim.draw_card(state, who)
        frame = _set_var(state, frame, "conniver", who)
        if state.replacing:  # the draw waits for a choice (616.1, dredge 702.52a)
            return False
    hand = state.players[who].hand
    if not hand:
        return True
    if frame.answer is None and len(hand) > 1:
        return _ask(state, ChoiceDecision(who, "discard", tuple(hand), 1, 1,
                                          "connive: discard a card"), "effect")
    card = frame.answer[0] if frame.answer and frame.answer[0] in hand else hand[0]
    land = characteristics(state, card).is_land
    prim.discard(state, who, card)
    o = state.objects.get(what[0])
    if not land and o is not None and o.zone is Zone.BATTLEFIELD:
        prim.add_counters(state, what[0], "+1/+1", 1)
    return True


def v_bounce_chosen(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Return a land you control to its owner's hand" (400.3): the controller chooses, as it
    resolves, `count` permanents they control matching `filter` (not targets, 115.10a), and
    returns them; fewer if they control fewer. With `who`: another player chooses (101.4,
    effects/bounce_chosen.py)."""
    from mtg_engine.effects.references import _ask, amount_of

    if e.get("who") is not None:
        from mtg_engine.effects.bounce_chosen import v_bounce_chosen_by

        return v_bounce_chosen_by(state, frame, e)

    f = e.get("filter")
    options = tuple(oid for oid in state.battlefield
                    if state.objects[oid].controller == frame.controller
                    and matches(state, oid, f, frame.controller, frame.source))
    n = min(amount_of(state, frame, e.get("count", 1)), len(options))
    if n == 0:
        return True
    if n == len(options):
        chosen: tuple[int, ...] = options
    elif frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "return", options, n, n,
                                          f"return {n} permanent(s) you control to their "
                                          "owner's hand"), "effect")
    else:
        chosen = tuple(c for c in frame.answer if c in options)
    for oid in chosen:
        move_object(state, oid, Zone.HAND)
    return True


def v_delayed(state: GameState, frame: Frame, e: Effect) -> bool:
    """603.7a: set up a delayed triggered ability (its DSL kept as a granted trigger's is,
    613.1f) that triggers the next time `when` comes (603.7b: once), controlled by this
    ability's controller (603.7d-e); it acts on the objects `remember` names now (603.7c: a
    new object after a zone change is not affected: the engine gives it a new id)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.state.game_state import PendingTrigger

    remembered: tuple[int, ...] = ()
    if e.get("remember") is not None:
        # (objects, or a player: "Target player draws a card at the beginning of ...")
        remembered = tuple(r for r in resolve_refs(state, frame, e.get("remember")) if r != 0)
        if not remembered:
            return True  # nothing left to act on
    granted, amount = str(e.get("effects")), 0
    delay = str(e.get("when"))
    if delay == "that_combat":  # 603.7: the combat phase the instruction before added
        from mtg_engine.rules.extra_phases import ADDED_COMBAT, added_by

        place = added_by(state, frame.stack_id)
        if place is None:
            return True  # (none was added: 500.8)
        delay = f"{ADDED_COMBAT}{place}"
    if e.get("amounts_now"):  # 603.7c: "an amount ... equal to that spell's mana value"
        from mtg_engine.effects.delayed_amounts import counted_now

        granted, amount = counted_now(state, frame, granted)
    state.delayed = (*state.delayed, PendingTrigger(
        frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
        remembered=remembered, delay=delay, granted=granted, amount=amount))
    state.log.append(("delayed_trigger", frame.controller, frame.source_card, e.get("when")))
    return True


# 603.7b, 508.4: "at the beginning of the declare attackers step on your next turn" (the
# delayed trigger waits for its controller's next turn, rules/trigger_events.py)
NEXT_ATTACK_STEP = "your_next_declare_attackers"


def v_flicker(state: GameState, frame: Frame, e: Effect) -> bool:
    """Exile `what` (701.11a), then return the card in exile, a new object (400.7), to the
    battlefield under its owner's control (110.2) or its controller's (`control: you`), now or
    (`when: end_step`) at the beginning of the next end step: a delayed trigger remembering
    that card (603.7a, 603.7c: if it has left exile, it doesn't return)."""
    from mtg_engine.effects.references import resolve_refs

    exiled = _exile_permanents(state, resolve_refs(state, frame, e.get("what")))
    if not exiled:
        return True
    if e.get("when") in ("end_step", NEXT_ATTACK_STEP):
        return_later(state, frame, e, exiled)
        return True
    from mtg_engine.cards.faces import transformed

    counters = tuple((str(k), int(n)) for k, n in dict(e.get("with_counters") or {}).items())
    under = frame.controller if e.get("control") == "you" else None
    for c in exiled:
        face = None
        if e.get("transformed"):  # 712.10a: back face up; a card that can't stays in exile
            face = transformed(state.objects[c].card, state.db)
            if face is None:
                continue
        new = move_object(state, c, Zone.BATTLEFIELD, tapped=bool(e.get("tapped")),
                          controller=under, face=face, counters=counters)
        if e.get("if_subtype") and new is not None and new in state.objects \
                and state.objects[new].zone is Zone.BATTLEFIELD \
                and e.get("if_subtype") in characteristics(state, new).subtypes:
            # "If it's a Spirit, put a +1/+1 counter on it": the returned permanent (400.7)
            from mtg_engine.effects import primitives as prim

            for kind, n in dict(e.get("then_counters") or {}).items():
                prim.add_counters(state, new, str(kind), int(n))
    return True


def return_later(state: GameState, frame: Frame, e: Effect, exiled: list[int]) -> None:
    """603.7a, 603.7c: a delayed trigger returning the cards `exiled` (in exile) to the
    battlefield at the beginning of the next end step (`when: end_step`) or of the declare
    attackers step of its controller's next turn, as `e` says (`control`, `tapped`,
    `attacking`, `with_counters`); a card that has left exile by then doesn't return."""
    import json

    from mtg_engine.state.game_state import PendingTrigger

    back: dict[str, object] = {"what": "remembered", "to": "battlefield"}
    counters = tuple((str(k), int(n)) for k, n in dict(e.get("with_counters") or {}).items())
    if counters:  # 122.6: it enters with them (enter_with_counters.py)
        back["with_counters"] = dict(counters)
    if e.get("control") == "you":
        back["control"] = "you"
    if e.get("tapped"):
        back["tapped"] = True
    if e.get("attacking"):  # 508.4: tapped and attacking (effects/enter_attacking.py)
        back["attacking"] = True
    at = "the next end step" if e.get("when") == "end_step" else \
        "the declare attackers step on your next turn"
    trigger = {"event": "delayed", "text": f"Return the exiled card to the battlefield at "
               f"the beginning of {at}.", "effects": [{"move": back}]}
    state.delayed = (*state.delayed, PendingTrigger(
        frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
        remembered=tuple(exiled), delay=str(e.get("when")),
        granted=json.dumps(trigger, sort_keys=True, separators=(",", ":"))))


def _exile_permanents(state: GameState, refs: list[int]) -> list[int]:
    """Exile each of `refs` that is a permanent (406.1); the new objects they became in exile
    (400.7), for the effect that will return them (603.7c, 610.3)."""
    exiled: list[int] = []
    for r in refs:
        if r > 0 and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD:
            new = move_object(state, r, Zone.EXILE)
            if new is not None and new in state.objects \
                    and state.objects[new].zone is Zone.EXILE:
                exiled.append(new)
                exiled += in_same_zone(state, new)  # 723.3c: a merged permanent's cards
    return exiled


# 610.3: the record of cards exiled "until ~ leaves the battlefield", kept with the delayed
# triggers (a PendingTrigger that never triggers: `source` the permanent, `remembered` the
# cards in exile)
UNTIL_LEAVES = "until_leaves"
# 610.3: a card exiled from a hand "until ~ leaves the battlefield" returns to its previous
# zone, its owner's hand (Brain Maggot)
UNTIL_LEAVES_TO_HAND = "until_leaves_to_hand"
# 610.3: cards exiled from a graveyard "until ~ leaves the battlefield" return to their
# previous zone, their owner's graveyard (Idol of Endurance)
UNTIL_LEAVES_TO_GRAVEYARD = "until_leaves_to_graveyard"


def v_exile_until(state: GameState, frame: Frame, e: Effect) -> bool:
    """610.3: exile `what` until the source leaves the battlefield. 610.3a: if the source has
    already left the battlefield, nothing is exiled."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.state.game_state import PendingTrigger

    anchor = frame.source
    if e.get("anchor"):  # 610.3: "until target enchantment you control leaves the battlefield"
        anchors = [r for r in resolve_refs(state, frame, e.get("anchor")) if r > 0]
        anchor = anchors[0] if anchors else 0
    src = state.objects.get(anchor)
    if src is None or src.zone is not Zone.BATTLEFIELD:
        return True  # 610.3a: the object it waits for has already left: nothing is exiled
    if e.get("any_number"):  # 608.2d: chosen as it resolves (exile_until_forms)
        from mtg_engine.effects.chosen_any_number import chosen_permanents

        chosen = chosen_permanents(state, frame, e.get("filter"), "exile until it leaves")
        if chosen is None:
            return False  # (the controller chooses first)
        exiled = _exile_permanents(state, chosen)
    else:
        exiled = _exile_permanents(state, resolve_refs(state, frame, e.get("what")))
    if exiled and e.get("linked"):  # 607.2a: "for each card exiled with it" counts them
        from mtg_engine.effects.linked import remember_exiled

        remember_exiled(state, frame, exiled)
    if exiled:  # (the cards are exiled with the source, 607.2a; they wait for the anchor:
        # `event_ref`, when it is another permanent)
        state.delayed = (*state.delayed, PendingTrigger(
            frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
            event_ref=anchor if anchor != frame.source else 0, remembered=tuple(exiled),
            delay=UNTIL_LEAVES))
    return True


# 610.3: the source has left; the cards return immediately after the event it left in (a
# "destroy all" is one event: they come back after all of it), by `return_due`: to the
# battlefield, or to their owner's hand (UNTIL_LEAVES_TO_HAND)
UNTIL_LEFT = "until_left"
UNTIL_LEFT_TO_HAND = "until_left_to_hand"
UNTIL_LEFT_TO_GRAVEYARD = "until_left_to_graveyard"
_LEFT = {UNTIL_LEAVES: UNTIL_LEFT, UNTIL_LEAVES_TO_HAND: UNTIL_LEFT_TO_HAND,
         UNTIL_LEAVES_TO_GRAVEYARD: UNTIL_LEFT_TO_GRAVEYARD}
_BACK = {UNTIL_LEFT: Zone.BATTLEFIELD, UNTIL_LEFT_TO_HAND: Zone.HAND,
         UNTIL_LEFT_TO_GRAVEYARD: Zone.GRAVEYARD}


def return_exiled_until(state: GameState, left: int) -> None:
    """610.3: the permanent `left` is leaving the battlefield: the cards it exiled "until ~
    leaves the battlefield" are due to return immediately after this event (`return_due`)."""
    if not any(t.delay in _LEFT and (t.event_ref or t.source) == left for t in state.delayed):
        return
    state.delayed = tuple(replace(t, delay=_LEFT[t.delay])
                          if t.delay in _LEFT and (t.event_ref or t.source) == left else t
                          for t in state.delayed)


def return_due(state: GameState) -> None:
    """610.3, 610.3d: after the event in which their exiler left the battlefield, the cards it
    exiled return at once (not a triggered ability, all at the same time), under their
    owners' control (610.3c); one that has left exile since is a new object and stays
    (400.7). Called at the end of each instruction of a resolving spell or ability (608.2c)
    and before a player would get priority (117.5)."""
    due = [t for t in state.delayed if t.delay in _BACK]
    if not due:
        return
    state.delayed = tuple(t for t in state.delayed if t not in due)
    for t in due:
        back = _BACK[str(t.delay)]
        for c in t.remembered:
            if c in state.objects and state.objects[c].zone is Zone.EXILE:
                move_object(state, c, back)


def v_exile_graveyard(state: GameState, frame: Frame, e: Effect) -> bool:
    """406.1, 701.11a: every card in the graveyards of the players named is exiled (of those
    `filter` matches, if it has one: "exile all creature cards from your graveyard")."""
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.filters import matches

    f = e.get("filter")
    until = bool(e.get("until_leaves"))
    src = state.objects.get(frame.source)
    if until and (src is None or src.zone is not Zone.BATTLEFIELD):
        return True  # 610.3a-b: ~ has already left: nothing is exiled
    exiled: list[int] = []
    for p in players_of(state, frame, e.get("who")):
        for c in list(state.players[p].graveyard):
            if not f or matches(state, c, f, frame.controller, frame.source):
                new = move_object(state, c, Zone.EXILE)
                if new is not None and new in state.objects \
                        and state.objects[new].zone is Zone.EXILE:
                    exiled.append(new)
    if exiled and e.get("linked"):  # 607.2a: "cards exiled with ~"
        from mtg_engine.effects.linked import remember_exiled

        remember_exiled(state, frame, exiled)
    if exiled and until:  # 610.3: they return to the graveyard when ~ leaves
        from mtg_engine.state.game_state import PendingTrigger

        state.delayed = (*state.delayed, PendingTrigger(
            frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
            remembered=tuple(exiled), delay=UNTIL_LEAVES_TO_GRAVEYARD))
    return True


def v_tap_or_untap(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Tap or untap target permanent" (701.21): the controller chooses as it resolves (608.2d);
    answer 1 taps, 0 untaps."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask, resolve_refs

    what = [r for r in resolve_refs(state, frame, e.get("what"))
            if r > 0 and r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD]
    if not what:
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "tap_or_untap", (1, 0), 1, 1,
                                          "tap (1) or untap (0)?"), "effect")
    for r in what:
        if frame.answer[0] == 1 and not state.objects[r].tapped:
            prim.tap(state, r)
        elif frame.answer[0] == 0 and state.objects[r].tapped:
            prim.untap(state, r)
    return True


def v_discard_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.8: each player named discards every card in their hand (APNAP order, all of it:
    no choice)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import players_of

    for p in players_of(state, frame, e.get("who", "you")):
        for c in list(state.players[p].hand):
            prim.discard(state, p, c)
    return True


def v_shuffle_graveyard(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.20: each player named puts every card of their graveyard into their library, then
    shuffles it (701.20a)."""
    return _shuffle_into_library(state, frame, e, hand=False)


def v_shuffle_hand_graveyard(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.20: "Each player shuffles their hand and graveyard into their library"
    (Timetwister): every card of those zones into the library, then it is shuffled."""
    return _shuffle_into_library(state, frame, e, hand=True)


def _shuffle_into_library(state: GameState, frame: Frame, e: Effect, *, hand: bool) -> bool:
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.random import shuffle_library

    for p in players_of(state, frame, e.get("who", "you")):
        cards = list(state.players[p].hand) if hand else []
        for c in cards + list(state.players[p].graveyard):
            move_object(state, c, Zone.LIBRARY)
        shuffle_library(state, p)
    return True


_COLOR_NAMES = ("white", "blue", "black", "red", "green")  # (105.1, in WUBRG order)


def v_protection_choice(state: GameState, frame: Frame, e: Effect) -> bool:
    """"~ gains protection from the color of your choice until end of turn" (702.16a): the
    colour is chosen as it resolves (608.2d), then the keyword is granted (layer 6)."""
    from mtg_engine.effects.permanent_verbs import _until_eot
    from mtg_engine.effects.references import _ask

    if frame.answer is None:
        chooser = frame.controller
        if e.get("chooser") == "its_controller":  # "of its controller's choice" (608.2d)
            from mtg_engine.effects.references import resolve_refs

            objs = [o for o in resolve_refs(state, frame, e.get("what")) if o in state.objects]
            if not objs:
                return True
            chooser = state.objects[objs[0]].controller
        return _ask(state, ChoiceDecision(chooser, "choose_color", (0, 1, 2, 3, 4), 1, 1,
                                          "choose a color"), "effect")
    color = _COLOR_NAMES[frame.answer[0]]
    state.log.append(("chosen_color", frame.controller, color))
    if e.get("player") == "you":  # 702.16b-e: "you gain protection ..." (player_protection.py)
        from mtg_engine.rules.player_protection import grant  # (until end of turn, 514.2)

        grant(state, frame.controller, f"protection from {color}", frame.source)
    if e.get("what") is None:
        return True
    return _until_eot(state, frame, e, layer="6", keywords=(f"protection from {color}",))


def v_choose_discard(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." (701.16a, 701.8): the controller chooses among the matching cards as
    it resolves (608.2d); none matching, nothing is discarded. With `exile`, "... and exile
    that card": the chosen card is exiled from the hand (406.3), not discarded. `count` cards
    (`up_to`: any number up to it); `look`: the hand is looked at, not revealed."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask, players_of

    players = players_of(state, frame, e.get("who"))
    if not players:
        return True
    p = players[0]
    hand = state.players[p].hand
    from mtg_engine.rules.x_filters import bind_in

    f = bind_in(state, frame, e.get("filter"))  # 107.3a: "with mana value X or less"
    # 406.3: "from that player's graveyard or hand" (Memory Leak): a card of either zone
    zones = list(hand) + (list(state.players[p].graveyard) if e.get("from_graveyard") else [])
    options = tuple(c for c in zones if f is None or matches(state, c, f, frame.controller,
                                                             frame.source))
    if e.get("or_any_graveyard_card"):  # "... or a card from their graveyard" (any card)
        options += tuple(state.players[p].graveyard)
    if frame.answer is None:
        if e.get("look"):  # "Look at target player's hand": seen by the controller only
            state.log.append(("look_at_hand", frame.controller, p, len(hand)))
        else:
            state.log.append(("reveal", p, tuple(hand)))  # 701.16a: its whole hand
        if not options:
            return True
        from mtg_engine.effects.references import amount_of

        most = min(amount_of(state, frame, e.get("count", 1)), len(options))  # "up to two"
        if most <= 0:
            return True  # (X is 0)
        least = 0 if e.get("up_to") or e.get("may_choose") else most  # (608.2d: "you may")
        return _ask(state, ChoiceDecision(frame.controller, "discard_chosen", options, least,
                                          most, "choose a card for that player to discard"),
                    "effect")
    chosen = [c for c in frame.answer if c in options]
    if e.get("until_leaves"):
        return _exile_from_hand_until(state, frame, chosen)
    if e.get("linked"):  # 607.2a: exiled with the source (effects/linked.py)
        from mtg_engine.effects.linked import exile_linked

        exile_linked(state, frame, chosen)
        return True
    if e.get("nth") or e.get("to_top"):  # 401.7 "third from the top"; 401.1 on top
        from mtg_engine.effects.library_position import put_nth_from_top

        for c in chosen:
            put_nth_from_top(state, c, int(e.get("nth") or 1))
        return True
    for c in chosen:
        if e.get("shuffle"):  # "That player shuffles that card into their library" (701.20a)
            from mtg_engine.rules.random import shuffle_library

            move_object(state, c, Zone.LIBRARY)
            shuffle_library(state, p)
        elif e.get("exile"):  # "... and exile that card" (406.3): not a discard (701.8)
            move_object(state, c, Zone.EXILE)
        else:
            prim.discard(state, p, c)
    if e.get("then_random"):  # "..., then discards a card at random" (701.8a)
        from mtg_engine.effects.search_attach import discard_at_random

        discard_at_random(state, p)
    return True


def _exile_from_hand_until(state: GameState, frame: Frame, chosen: list[int]) -> bool:
    """"Exile that card until ~ leaves the battlefield" (610.3): back to its owner's hand when
    the source leaves; 610.3b: if the source has already left, the card isn't exiled."""
    from mtg_engine.state.game_state import PendingTrigger

    src = state.objects.get(frame.source)
    if src is None or src.zone is not Zone.BATTLEFIELD or not chosen:
        return True
    exiled = []
    for c in chosen:
        new = move_object(state, c, Zone.EXILE)
        if new is not None and new in state.objects and state.objects[new].zone is Zone.EXILE:
            exiled.append(new)  # the new object in exile (400.7)
    if not exiled:
        return True
    state.delayed = (*state.delayed, PendingTrigger(
        frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
        remembered=tuple(exiled), delay=UNTIL_LEAVES_TO_HAND))
    return True


def v_untap_chosen(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Untap up to two lands" (701.21): the controller chooses up to `count` permanents
    matching `filter` as it resolves (608.2d; any player's, as the text says "lands")."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask, amount_of

    f = e.get("filter")
    if e.get("who"):  # "that player untaps a land they control" (cards/oracle/untap_one.py)
        return _untap_one_of_theirs(state, frame, e)
    options = tuple(oid for oid in state.battlefield if state.objects[oid].tapped
                    and matches(state, oid, f, frame.controller, frame.source))
    n = min(amount_of(state, frame, e.get("count")), len(options))
    if n == 0:
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "untap", options, 0, n,
                                          f"untap up to {n}"), "effect")
    for oid in frame.answer:
        if oid in options and state.objects[oid].tapped:
            prim.untap(state, oid)
    return True


def _untap_one_of_theirs(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.21a, 608.2d: the player named (`who`) chooses exactly `count` permanents they
    control matching the filter, tapped or not, and untaps them (an untapped one stays so)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask, amount_of, players_of

    players = players_of(state, frame, e.get("who"))
    if len(players) != 1:
        return True
    who = players[0]
    options = tuple(oid for oid in state.battlefield if state.objects[oid].controller == who
                    and matches(state, oid, e.get("filter"), who, frame.source))
    n = min(amount_of(state, frame, e.get("count")), len(options))
    if n == 0:
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(who, "untap", options, n, n, f"untap {n}"), "effect")
    for oid in frame.answer:
        if oid in options and state.objects[oid].tapped:
            prim.untap(state, oid)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "untap_chosen": v_untap_chosen,
    "choose_discard": v_choose_discard,
    "protection_choice": v_protection_choice,
    "discard_hand": v_discard_hand, "shuffle_graveyard": v_shuffle_graveyard,
    "shuffle_hand_graveyard": v_shuffle_hand_graveyard,
    "tap_or_untap": v_tap_or_untap,
    "exile_graveyard": v_exile_graveyard,
    "exile_until": v_exile_until,
    "flicker": v_flicker,
    "delayed": v_delayed,
    "surveil": v_surveil, "bolster": v_bolster, "explore": v_explore, "connive": v_connive,
    "bounce_chosen": v_bounce_chosen,
}
