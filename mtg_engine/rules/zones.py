"""Zones (400) and moving objects between them.

400.7: an object that moves from one zone to another becomes a new object with no memory of
its previous existence; here it gets a new id, and the old id stops existing. The move event
carries what the object was (last known information, 608.2h) for triggers that look back.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import CardDef
from mtg_engine.cards.faces import entering_battlefield
from mtg_engine.core.types import CardType
from mtg_engine.rules.face_down import FACE_DOWN
from mtg_engine.rules.graveyard_statics import graveyard_abilities
from mtg_engine.rules.last_known import log_as_it_leaves
from mtg_engine.rules.layers import OFF_BATTLEFIELD, characteristics, hidden_zones_changed
from mtg_engine.rules.plain_moves import permanent_moved, plain_card, plain_permanent
from mtg_engine.rules.undying import RETURNING
from mtg_engine.state.game_state import Combat, GameState
from mtg_engine.state.objects import GameObject, StackKind, Zone


def move_object(state: GameState, oid: int, to: Zone, *, top: bool = True,
                controller: int | None = None, tapped: bool = False, cause: str = "",
                face: CardDef | None = None, together: tuple[int, ...] = (),
                counters: tuple[tuple[str, int], ...] = ()) -> int | None:
    """Move object `oid` to zone `to` (to its owner's zone for library/hand/graveyard, 400.3).
    The move passes through the replacement effects that watch it first (614, see
    rules/replacement.py): it may go elsewhere, enter tapped or with counters, or wait for a
    player's choice (616.1; then None is returned and the move happens once it is answered).
    Returns the new object's id, or None when the object ceases to exist (a token leaving the
    battlefield, 111.7 and 704.5d, is removed at once: nothing can see it in the other zone
    here, since no built-in card looks at tokens in graveyards).
    `face`: the characteristics it has in the new zone when a face of a card with faces is up
    there (cards/faces.py); by default the card's own, except that a spell becoming a
    permanent keeps the face it had on the stack (712.9).
    `together`: the objects moving to the battlefield in the same event (614.13a).
    `counters`: (kind, N) it enters the battlefield with (122.6, 614.1c: "Return ... to the
    battlefield with a +1/+1 counter on it")."""
    o = state.objects[oid]
    face_index = -1
    if face is not None and face is not o.card and to is not Zone.STACK \
            and face in o.card.faces:
        face_index = o.card.faces.index(face)  # a face the event can name (712.8)
        face = None
    elif face is o.card:
        face = None
    ev = _move_event(oid, to, top, controller, tapped, cause, face_index)
    if together:
        ev = replace(ev, together=together)
    if counters and to is Zone.BATTLEFIELD:
        ev = replace(ev, counters=counters)
    if to is Zone.STACK or (o.kind is not None and not _is_card(o)) or face is not None:
        return perform_move(state, ev, face)
    events = replace_event(state, ev)
    return None if events is None else perform_all(state, events)


def _move_event(oid: int, to: Zone, top: bool, controller: int | None, tapped: bool,
                cause: str, face_index: int = -1):  # type: ignore[no-untyped-def]
    return Event("move", obj=oid, to=to.value, top=top,
                 controller=-1 if controller is None else controller, tapped=tapped, cause=cause,
                 face_index=face_index)


def perform_move(state: GameState, ev,  # type: ignore[no-untyped-def]
                 face: CardDef | None = None) -> int | None:
    """The move itself, once replacement effects have modified it (614.6)."""
    oid = ev.obj
    o = state.objects.get(oid)
    if o is None:
        return None  # it already left (614.7: the event can't happen)
    if ev.cause == "created":  # a token being created: it enters as modified (614.1c, 614.12)
        if ev.to != "battlefield":  # 614.1a: "exile it instead" (Hallowed Moonlight): it never
            from mtg_engine.rules.cast_copy import cease_to_exist  # enters, and a token

            cease_to_exist(state, oid)  # elsewhere ceases to exist (704.5d)
            return None
        o = state.mut(oid)
        o.tapped = o.tapped or ev.tapped
        o.chosen = ev.chosen
        if ev.controller >= 0:  # 616.1b: it enters under another player's control (111.2:
            o.controller = ev.controller  # its creator still owns it)
        # 306.5b, 714.3a: a token planeswalker (a copy of one, 707.2) enters with its
        # loyalty, a token Saga with a lore counter, as a card would (below)
        own = ((("loyalty", o.card.loyalty),) if o.card.loyalty else ()) \
            + ((("lore", 1),) if "Saga" in o.card.subtypes else ())
        _enter_with_counters(state, oid, own + ev.counters)
        return oid
    to = Zone(ev.to)
    frm = o.zone
    if frm is Zone.STACK and o.alt_cost in ("flashback", "jump-start") and to is not Zone.EXILE:
        # 702.34a, 702.133a: a flashback (jump-start) spell is exiled instead of going
        # anywhere else
        to = Zone.EXILE
    if frm is Zone.STACK and to is Zone.GRAVEYARD and o.chosen:
        from mtg_engine.effects.cast_card import exiled_instead

        to = Zone.EXILE if exiled_instead(state, o) else to  # 614.1a (Torrential Gearhulk)
    name = o.card.key  # a token by its definition (CardDef.token_key)
    was_creature = False
    if frm is Zone.STACK and o.kind is StackKind.SPELL and not o.copy \
            and (any(t.event == "cast_self" for t in o.card.triggers)
                 or any(ch[0] == "kicks" for ch in o.chosen)  # (condition_spell_history)
                 or _remembered_on_stack(state, oid)):  # ("copy that spell": Krark)
        # 608.2h, 707.10: the spell as it last existed, for a copy its "when you cast"
        # ability makes after it left (storm 702.40a: effects/verbs.py)
        state.log.append(("spell_left", oid, o.card.key, o.targets, o.x, o.modes,
                          tuple(ch for ch in o.chosen if ch[0] in ("kicker", "kicks")),
                          o.alt_cost, o.controller))
    if frm is Zone.STACK and o.kind is StackKind.SPELL and o.x:
        # 608.2h, 202.3e: the X it had on the stack, for "that spell's mana value" once it
        # has left (rules/amounts._mana_value)
        state.log.append(("spell_left_x", oid, o.x))
    if frm in (Zone.GRAVEYARD, Zone.EXILE, Zone.STACK) and CardType.CREATURE in o.card.types \
            and o.face_down is None and (frm is not Zone.STACK or (o.kind is StackKind.SPELL
                                         and to is not Zone.BATTLEFIELD)):
        from mtg_engine.rules.last_known import log_card_pt

        log_card_pt(state, oid)  # 608.2h: "that card's power" once it has left (a creature
        # spell's too: "that spell's power" once countered, Essence Backlash; one that
        # resolves is a permanent, whose triggers from its cast have resolved before it)
    if frm is Zone.BATTLEFIELD:
        ch = characteristics(state, oid)
        was_creature = CardType.CREATURE in ch.types
        if ch.card is not o.card and not ch.card.is_token and ch.card.name in state.db:
            name = ch.card.name  # 603.10a: a copy leaves as what it copied (707.2)
        log_as_it_leaves(state, o, ch, "" if o.face_down is not None else name)  # 603.10a
        if (ch.triggers is not ch.card.triggers and not ch.triggers) or o.face_down is not None:
            # 603.10a: it had no triggered abilities as it left (it lost them, 613.1f; or it
            # was face down, 708.2)
            state.log.append(("left_without_abilities", oid))
        if ch.card.text_changes:  # 603.10a, 612: the text it had as it left
            state.log.append(("left_text_changed", oid, ch.card.text_changes))
        granted = tuple(t.granted for t in ch.triggers if t.granted)
        if granted:  # 603.10a, 613.1f: the triggered abilities granted to it as it left
            state.log.append(("left_with_granted", oid, granted))
        if ch.keywords & RETURNING or o.card.keywords & RETURNING:
            # 603.10a: whether it had undying / persist as it left (granted or lost)
            state.log.append(("left_with_keywords", oid, tuple(sorted(ch.keywords & RETURNING))))
        if was_creature:  # 603.10a, 608.2h: its power and toughness as it last existed (evolve
            # 702.100a, amounts: rules/amounts.py)
            state.log.append(("left_with_pt", oid, ch.power, ch.toughness))
        if o.counters:  # 603.10a: last known information (undying, persist: rules/undying.py)
            state.log.append(("left_with_counters", oid,
                              tuple(sorted((k, n) for k, n in o.counters.items() if n))))
        _log_attachments(state, oid)
    hidden = o.face_down
    stays_hidden = hidden is not None and frm is Zone.STACK and to is Zone.BATTLEFIELD
    if face is FACE_DOWN or ev.cause in ("foretell", "hideaway", "exiled_face_down"):
        name = ""  # 708.4: turned face down before it is put on the stack; 702.143a, 702.75a,
        # 406.3 (effects/exiled_face_down.py)
    elif hidden is not None and not stays_hidden:
        name = hidden.name  # 708.9: revealed as it moves
    last_controller = o.controller
    # (a permanent without static abilities entering or leaving: what it can't change is kept,
    # rules/plain_moves.py)
    plain = (frm is Zone.BATTLEFIELD or to is Zone.BATTLEFIELD) and plain_permanent(state, o)
    src_list = state.zone_list(frm, o.controller if frm is Zone.BATTLEFIELD else o.owner)
    src_list.remove(oid)
    if frm is Zone.BATTLEFIELD:
        _leave_battlefield(state, oid)
    hidden_move = frm in OFF_BATTLEFIELD and to in OFF_BATTLEFIELD  # (the stack too)
    state.remove_object(oid, forget=not hidden_move and not plain)
    if plain:
        permanent_moved(state, (oid,), _unmoved_players(state, o, frm, to),
                        bool(o.card.triggers))
    merged_first, merged_rest = None, []  # 723.3: each component goes (rules/merging.py)
    if o.merged and frm is Zone.BATTLEFIELD:
        from mtg_engine.rules.merging import leaving_cards, put_others

        merged_first, merged_rest = leaving_cards(state, o)
    if (o.card.is_token and to is not Zone.BATTLEFIELD) or (o.kind is not None and not _is_card(o)):
        # 111.7 / 704.5d: a token that left the battlefield ceases to exist; an ability that
        # leaves the stack ceases to exist (113.7... 608.2n).
        state.log.append(("move", oid, 0, name, frm.value, to.value, last_controller,
                          was_creature, o.card.is_token))
        if merged_rest:  # 723.2d, 723.3: a merged token's card components still go
            put_others(state, o, merged_rest, to.value, ev.top, last_controller, 0)
        if frm is Zone.BATTLEFIELD and state.delayed:
            _exiled_until_left(state, oid)  # 610.3
        if hidden_move:
            hidden_zones_changed(state, _unmoved_players(state, o, frm, to))
        return None
    if face is None and ev.face_index >= 0:
        face = o.card.faces[ev.face_index]
    card = face if face is not None else _card_in(state, merged_first or hidden or o.card,
                                                  frm, to)
    if stays_hidden:
        card = FACE_DOWN  # 702.37c: the spell becomes a face-down permanent
    partner = 0
    if o.card.melded_from and frm is Zone.BATTLEFIELD:  # 713.4: two cards leave
        from mtg_engine.rules.faces import melded_cards_leave

        card, partner = melded_cards_leave(state, o.card, o.owner, o.controller, to, ev.top)
    new = GameObject(state.new_id(), card, o.owner, to, state.new_timestamp())
    if face is FACE_DOWN:
        new.face_down = o.card  # 708.4, 702.37c
    elif stays_hidden:
        new.face_down = hidden
    if to is Zone.BATTLEFIELD:
        new.controller = ev.controller if ev.controller >= 0 else o.owner
        new.tapped = ev.tapped  # 614.1c: "enters the battlefield tapped"
        new.since_turn = state.turn  # 302.6
        new.chosen = ev.chosen  # 614.12a: the choices made as it entered
        if frm is Zone.STACK:  # a resolving spell: the permanent was kicked, evoked... (702.33d)
            new.chosen = (*o.chosen, *ev.chosen)
            new.alt_cost = o.alt_cost
    elif to is Zone.STACK:
        new.controller = ev.controller if ev.controller >= 0 else o.controller
    # (choices made as it entered may copy, 707.5, or give haste, 702.136a: those add an
    # effect, which forgets everything)
    plain = plain and new.face_down is None and plain_card(card)
    state.add_object(new, forget=not hidden_move and not plain)
    if plain:
        permanent_moved(state, (oid, new.id), _unmoved_players(state, o, frm, to),
                        bool(o.card.triggers or card.triggers))
    if hidden_move:
        hidden_zones_changed(state, _unmoved_players(state, o, frm, to))
    if to is Zone.BATTLEFIELD and new.chosen:
        from mtg_engine.rules.copy import enter_as_chosen_copy
        from mtg_engine.rules.exiled_with import link_entering_exile

        enter_as_chosen_copy(state, new.id)  # 707.5
        link_entering_exile(state, new.id)  # 607.2a, 614.12 (rules/entering_cost.py)
        if ("riot", "haste") in new.chosen:  # 702.136a: "If you don't, it gains haste."
            from mtg_engine.rules.keyword_effects import riot_haste

            riot_haste(state, new.id)
    dest = state.zone_list(to, new.controller if to is Zone.BATTLEFIELD else new.owner)
    if ev.top:
        dest.append(new.id)
    else:
        dest.insert(0, new.id)
    if state.commanders is not None:  # 903.3: the designation goes with the card
        from mtg_engine.rules.commanders import card_moved

        card_moved(state, oid, new.id, frm, to)
    if Zone.GRAVEYARD in (frm, to) and (graveyard_abilities(o.card) or
                                         graveyard_abilities(new.card)):
        state.characteristics_changed()  # 113.6b: it works there (rules/graveyard_statics.py)
    if to is Zone.BATTLEFIELD:
        # 306.5b: a planeswalker enters with its loyalty; 715.3a: a Saga with a lore counter
        # (once it is on the battlefield: 614.1c, 614.12 a replacement modifying the counters
        # judges the permanent as it exists there)
        extra: tuple[tuple[str, int], ...] = ()
        if new.chosen:  # 707.5: entered as a copy: the copied loyalty, 707.9e's counters
            from mtg_engine.rules.copy import entered_as_copy

            card, extra = entered_as_copy(state, new.id, o.x)
        loyalty = (("loyalty", card.loyalty),) if card.loyalty else ()
        lore = (("lore", 1),) if "Saga" in card.subtypes else ()
        if loyalty or lore or ev.counters or extra:
            _enter_with_counters(state, new.id, loyalty + lore + ev.counters + extra)
    elif to is Zone.EXILE and ev.counters:  # 122.1: exiled with counters on it (614.1a)
        from mtg_engine.rules.exile_counters import arrive_with

        arrive_with(state, new.id, ev.counters)
    state.log.append(("move", oid, new.id, name, frm.value, to.value, last_controller,
                      was_creature, o.card.is_token))
    if merged_rest:  # 723.3, 723.3c
        made = put_others(state, o, merged_rest, to.value, ev.top, last_controller, new.id)
        if made:  # 723.3a-b: the cards' order (as a melded pair's, 713.4a-b)
            from mtg_engine.rules.meld_order import ask

            ask(state, new.id, made[0], (card.name, *(state.objects[m].card.name
                                                      for m in made)), ev, tuple(made[1:]))
    if ev.cause == "resolve" and frm is Zone.STACK and to is Zone.BATTLEFIELD:
        resolved_permanent(state, o, new.id)
    elif ev.cause == "resolve" and frm is Zone.STACK and to is Zone.GRAVEYARD:
        state.log.append(("resolved_to_graveyard", oid, new.id))  # 608.2n (rules/haunt.py)
    if partner:  # 713.4c: what finds the new object finds both cards (rules/faces.py)
        state.log.append(("melded_apart", new.id, partner))
        from mtg_engine.rules.meld_order import ask

        ask(state, new.id, partner, o.card.melded_from, ev)  # 713.4a-b: their order
    if ev.shuffle and to is Zone.LIBRARY:
        from mtg_engine.rules.random import shuffle_library

        shuffle_library(state, new.owner)
    if "rebound" in ev.applied:  # 702.88a: exiled by its rebound
        from mtg_engine.rules.rebound import exiled

        exiled(state, new.id, last_controller)
    if frm is Zone.BATTLEFIELD and state.delayed:
        _exiled_until_left(state, oid)  # 610.3
    return new.id


def _remembered_on_stack(state: GameState, oid: int) -> bool:
    """Does a triggered ability on the stack or waiting to be put there remember the spell
    `oid` ("Whenever you cast ..., copy that spell": 608.2h, it copies it as it last existed)?"""
    return any(oid in state.objects[s].remembered for s in state.stack if s in state.objects) \
        or any(oid in t.remembered for t in state.pending_triggers)


def resolved_permanent(state: GameState, spell: GameObject, new: int) -> None:
    """608.3: the permanent spell `spell` has become the permanent `new` (also when it entered
    only once an "as it enters" choice was answered, 614.12a): an Aura spell is attached to
    the object it targeted (303.4f, 608.3a); a permanent cast as though it had flash gets its
    cleanup sacrifice (601.3b, rules/flash_self.py)."""
    if spell.card.enchant is not None and spell.targets:
        state.mut(new).attached_to = spell.targets[0]
        state.characteristics_changed()
        state.log.append(("attach", new, spell.targets[0]))
    if spell.chosen:
        from mtg_engine.rules.flash_self import sacrifice_at_cleanup

        sacrifice_at_cleanup(state, spell, new)
    _carried_to_permanent(state, spell.id, new)


def _carried_to_permanent(state: GameState, spell: int, new: int) -> None:
    """400.7a: effects from spells and abilities that change the characteristics or controller
    of a permanent spell on the stack continue to apply to the permanent it becomes ("Whenever
    you cast an Elf spell, it gains haste until end of turn": Tyvar Kell's emblem)."""
    if not any(spell in e.affected for e in state.effects):
        return
    from dataclasses import replace

    state.effects = tuple(
        replace(e, affected=(*e.affected, new)) if spell in e.affected
        and e.layer not in ("rule", "combat") else e for e in state.effects)
    state.characteristics_changed()


def _exiled_until_left(state: GameState, left: int) -> None:
    """610.3: cards exiled "until ~ leaves the battlefield" return as it leaves."""
    from mtg_engine.effects.keyword_actions import return_exiled_until

    return_exiled_until(state, left)


def _log_attachments(state: GameState, oid: int) -> None:
    """603.10a: what a permanent leaving was attached to, and what was attached to it, as it
    left ("When enchanted creature dies" looks back in time: rules/triggers.py)."""
    o = state.objects[oid]
    if o.attached_to is not None:
        state.log.append(("left_attached", oid, o.attached_to))
    attached = tuple(a for a in state.battlefield if state.objects[a].attached_to == oid)
    if attached:
        state.log.append(("left_with_attached", oid, attached))


def _enter_with_counters(state: GameState, oid: int, counters) -> None:  # type: ignore[no-untyped-def]
    """614.1c: it enters with those counters; they count as put on it (122.6), so effects
    that modify how many counters are put on a permanent apply (614.16), and abilities that
    trigger on counters being put see them, its own included (a "counters" event, put by its
    controller: 122.6a)."""
    from mtg_engine.rules.cant_have_counters import permanent_forbidden
    from mtg_engine.rules.keyword_counters import counters_put
    from mtg_engine.rules.replacement import Event, replace_event

    o = state.objects[oid]
    for kind, n in counters:
        if permanent_forbidden(state, oid, kind):
            continue  # 101.2 (a planeswalker then has no loyalty, 704.5i)
        events = replace_event(state, Event("counters", obj=oid, amount=n, counter_kind=kind,
                                            cause="entering", source_controller=o.controller))
        if events is None:
            continue  # a 616.1 choice first: the counters are put on it once it is made
        n = sum(e.amount for e in events if e.kind == "counters")
        if n > 0:
            o.counters[kind] = o.counters.get(kind, 0) + n
            counters_put(state, o, kind)  # 613.7c
            # 122.6, 122.6a; "entering": part of its entering (the scan of triggers treats it
            # as the permanent entering, 603.6a: its own abilities see it, rules/triggers.py)
            state.log.append(("counters", oid, kind, n, o.controller, "entering"))
    state.characteristics_changed()


def entering_card(state: GameState, oid: int, face_index: int = -1) -> CardDef:
    """The card an object would be as a permanent (its face, 712.8-712.9; 614.12)."""
    o = state.objects[oid]
    if face_index >= 0:
        return o.card.faces[face_index]
    return _card_in(state, o.card, o.zone, Zone.BATTLEFIELD)


def _card_in(state: GameState, card: CardDef, frm: Zone, to: Zone) -> CardDef:
    """A card with faces has its own characteristics in a new zone (709.4, 712.4a, 716.4,
    710.4: a new object, 400.7), except that a permanent spell keeps the face that was up on
    the stack (712.9)."""
    if to is Zone.BATTLEFIELD and "daybound" in card.keywords and not card.face_of \
            and state.day_night == "night":
        return card.faces[1]  # 702.145b: at night it enters transformed
    if card.bestowed and not (frm is Zone.STACK and to is Zone.BATTLEFIELD):
        return state.db.get(card.name)  # 702.103: bestowed only on the stack and battlefield
    if frm is Zone.BATTLEFIELD and any(ab.end_effect for ab in card.abilities):
        return state.db.get(card.name)  # a Licid-Aura, only on the battlefield (rules/licid.py)
    if not card.face_of or (frm is Zone.STACK and to is Zone.BATTLEFIELD):
        return entering_battlefield(card) if to is Zone.BATTLEFIELD else card  # 717.2d
    return state.db.get(card.face_of)


def _unmoved_players(state: GameState, o: GameObject, frm: Zone, to: Zone) -> tuple[int, ...]:
    """The players whose hand, graveyard and exile a move between zones other than the
    battlefield leaves as they were: all but the card's owner (400.3: its library, hand and
    graveyard are its owner's; the stack is no player's), none when the move is from or to
    exile (the cards any player may cast from there, 716.3d)."""
    if frm is Zone.EXILE or to is Zone.EXILE:
        return ()
    if frm is Zone.STACK and to is Zone.STACK:
        return tuple(range(len(state.players)))
    return tuple(p for p in range(len(state.players)) if p != o.owner)


def _is_card(o: GameObject) -> bool:
    return o.kind is StackKind.SPELL and not o.copy  # 707.10a: a copy of a spell isn't a card


def _leave_battlefield(state: GameState, oid: int) -> None:
    """Bookkeeping when a permanent leaves: it is removed from combat (506.4) and whatever was
    attached to it becomes unattached (the SBA 704.5m/n then deals with it)."""
    combat = state.combat
    if combat is not None:  # (the move then forgets what it changed: rules/plain_moves.py,
        if combat.blockers.get(oid):  # 608.2h: what it was blocking (effects/library_with.py)
            state.log.append(("left_blocking", oid, *combat.blockers[oid]))
        _out_of_combat(combat, oid)  # else everything)
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
    if state.variant is not None:  # 901.10: a plane that left the game (rules/planechase.py)
        from mtg_engine.rules.planechase import player_left

        player_left(state, player)


def remove_from_combat(state: GameState, oid: int) -> None:
    """506.4: a permanent removed from combat stops being an attacking, blocking, blocked or
    unblocked creature. An attacker that was blocked stays blocked (509.1h / 506.4)."""
    combat = state.combat
    if combat is None:
        return
    state.characteristics_changed()
    _out_of_combat(combat, oid)


def _out_of_combat(combat: Combat, oid: int) -> None:
    combat.attackers.pop(oid, None)
    for attacker in combat.blockers.pop(oid, []):
        if attacker in combat.blocked and oid in combat.blocked[attacker]:
            combat.blocked[attacker].remove(oid)


def create_object(state: GameState, card: CardDef, owner: int, zone: Zone, *,
                  controller: int | None = None, top: bool = True) -> int:
    """Put a new object into a zone (a token being created, 111.1, or a card put into a game
    by set-up)."""
    if card.face_of and not card.is_token:
        card = state.db.get(card.face_of)  # a card put into the game is the card, not a face
    if zone is Zone.BATTLEFIELD:
        card = entering_battlefield(card)  # a Class at level 1 (717.2d)
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


# (imported last: rules/replacement.py imports this module)
from mtg_engine.rules.replacement import Event, perform_all, replace_event  # noqa: E402
