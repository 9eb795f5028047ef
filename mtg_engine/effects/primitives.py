"""The primitive operations every change to a game goes through (DESIGN principle 3).

Each records an event in the log; triggered abilities (603) are found by reading those events.
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.cards.dsl_abilities import CANT_BE_REGENERATED
from mtg_engine.core.types import CardType
from mtg_engine.rules.cant_have_counters import permanent_forbidden
from mtg_engine.rules.keyword_abilities import damage_as_counters
from mtg_engine.rules.keyword_counters import counters_put, counters_removed
from mtg_engine.rules.layers import (
    characteristics,
    has_keyword,
    static_effects,
    tapped_matters,
)
from mtg_engine.rules.protection import SourceFacts
from mtg_engine.rules.replacement import Event, perform_all, replace_event
from mtg_engine.rules.targets import protected_from, source_facts
from mtg_engine.rules.zones import create_object, leave_game, move_object, remove_from_combat
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import StackKind, Zone, player_ref, ref_player

MANA_INDEX = {"W": 0, "U": 1, "B": 2, "R": 3, "G": 4, "C": 5}


def draw_card(state: GameState, player: int) -> int | None:
    """121.2: draw the top card of the library; draws pass through replacement effects first
    (614.11: even with an empty library). A draw a "can't" forbids doesn't happen at all
    (101.2: rules/draw_limit.py)."""
    from mtg_engine.rules.draw_limit import draw_forbidden

    if draw_forbidden(state, player):
        return None
    events = replace_event(state, Event("draw", player=player))
    return None if events is None else perform_all(state, events)


def perform_draw(state: GameState, player: int) -> int | None:
    """The draw itself. Drawing from an empty library marks the player for 704.5b."""
    p = state.players[player]
    if not p.library:
        p.drew_from_empty = True
        state.log.append(("draw_empty", player))
        return None
    new = move_object(state, p.library[-1], Zone.HAND)
    state.log.append(("draw", player, new))
    return new


def gain_life(state: GameState, player: int, amount: int) -> None:
    """119.3: life gain, through replacement effects ("if you would gain life", 614)."""
    if amount <= 0:
        return
    from mtg_engine.rules.replacement import Event, perform_all, replace_event
    from mtg_engine.rules.restrictions import cant_gain_life

    if cant_gain_life(state, player):
        return  # 119.7: nor does a replacement of the event apply
    events = replace_event(state, Event("gain_life", player=player, amount=amount))
    if events is not None:
        perform_all(state, events)


def perform_gain_life(state: GameState, player: int, amount: int) -> None:
    if amount <= 0:
        return
    p = state.players[player]
    p.life += amount
    p.life_gained_this_turn += amount
    state.log.append(("gain_life", player, amount))
    _life_changed(state)  # 611.3a: an "as long as" static may read life totals


def lose_life(state: GameState, player: int, amount: int, *, paid: bool = False) -> None:
    """119.3: life loss; `paid`: the life is paid (119.4: paying life is losing it, and the
    payment is an event of its own for "Whenever you pay life", rules/trigger_history.py)."""
    if amount <= 0:
        return
    from mtg_engine.rules.life_lock import life_locked

    if life_locked(state, player):
        return  # 119.8: "Your life total can't change." (no life is lost)
    state.players[player].life -= amount
    state.log.append(("lose_life", player, amount))
    if paid:
        state.log.append(("pay_life", player, amount))
    _life_changed(state)  # 611.3a


def deal_damage(state: GameState, source: int, source_card: CardDef, controller: int,
                target: int, amount: int, *, combat: bool = False,
                unpreventable: bool = False) -> int:
    """120.3: damage, after replacement and prevention effects (614, 615). Protection
    prevents damage from sources of the quality (702.16e). Returns the damage dealt (0 while a
    616.1 choice is pending)."""
    if amount <= 0:
        return 0
    who = ref_player(target)
    if state.shields and not unpreventable:
        from mtg_engine.rules.replacement import NO_PREVENTION

        unpreventable = any(sh.spec == NO_PREVENTION for sh in state.shields)  # 615.12
    if not unpreventable:  # 615.12, from a static ability (rules/unpreventable.py)
        from mtg_engine.rules.unpreventable import static_unpreventable

        unpreventable = static_unpreventable(state, source, combat)
    if who is not None and not unpreventable:  # 702.16e: a player's protection from a name
        from mtg_engine.rules.player_protection import (
            protected_from_name,
            protected_from_object,
            protected_names,
            source_name,
        )

        if (protected_names(state, who) and protected_from_name(
                state, who, source_name(state, source, source_card.name))) \
                or protected_from_object(state, who, source, source_card, controller):
            state.log.append(("prevented", source, target, amount))
            from mtg_engine.rules.prevention_triggers import log_applied

            log_applied(state, f"protection{target}", target, amount, combat)  # 615.13
            return 0
    if who is None and target in state.objects and not unpreventable:
        if source in state.objects:
            sc = characteristics(state, source)
            src = (sc.colors, sc.types, sc.subtypes, sc.every_creature_type, sc.controller)
            facts = source_facts(state, source)
        else:  # last known information (608.2h; its controller isn't kept: 702.16k not seen)
            src = (source_card.colors, source_card.types, source_card.subtypes, False, -1)
            facts = SourceFacts(frozenset(t.value for t in source_card.supertypes),
                                source_card.mana_value)
        if protected_from(state, target, *src, facts):
            state.log.append(("prevented", source, target, amount))  # 702.16e: protection
            from mtg_engine.rules.prevention_triggers import log_applied

            log_applied(state, f"protection{target}", target, amount, combat)  # 615.13
            return 0
    ev = Event("damage", obj=target if who is None else 0,
               player=who if who is not None else -1, source=source,
               source_card=source_card.key, source_controller=controller, amount=amount,
               combat=combat, unpreventable=unpreventable)
    events = replace_event(state, ev)
    if events is None:
        return 0
    dealt = sum(e.amount for e in events if e.kind == "damage")
    if dealt < amount:
        state.log.append(("prevented", source, target, amount - dealt))
    perform_all(state, events)
    return dealt


def perform_damage(state: GameState, ev) -> None:  # type: ignore[no-untyped-def]
    """120.3: damage to a player is life loss (120.3a), to a creature is marked on it
    (120.3e), to a planeswalker removes loyalty counters (120.3c). A source with deathtouch
    marks the creature for 704.5h (702.2b); lifelink makes its controller gain that much life
    (702.15b). The source may have left the battlefield: then its last known
    characteristics are its card's."""
    amount = ev.amount
    if amount <= 0:
        return  # 614.7a: a source dealing 0 damage deals no damage
    source = ev.source
    target = ev.obj if ev.obj else player_ref(ev.player)
    if source in state.objects:
        src_keywords = characteristics(state, source).keywords
        if state.objects[source].zone is Zone.STACK:  # a spell given them (spell_keywords.py)
            from mtg_engine.rules.spell_keywords import damage_keywords

            src_keywords = src_keywords | damage_keywords(state, source)
    else:
        card = state.db.token_or_card(ev.source_card)
        src_keywords = card.keywords
    if ev.player >= 0:
        from mtg_engine.rules.infect_damage import dealt_as_infect

        if damage_as_counters(src_keywords, True) \
                or dealt_as_infect(state, ev.player):  # 120.3b, 702.90b: infect
            from mtg_engine.rules.player_counters import give_counters

            # (122.6: the source's controller puts them; 614.16: rules/player_counters.py)
            give_counters(state, ev.player, "poison", amount, _damage_putter(state, ev))
        else:  # 120.3a; 614.1a: "reduces it to 1 instead" (rules/life_floor.py)
            from mtg_engine.rules.life_floor import life_lost_to_damage

            state.players[ev.player].life -= life_lost_to_damage(state, ev.player, amount)
        state.log.append(("damage", source, target, amount, ev.combat))
        if ev.combat:  # 702.76a: what the source was as it dealt combat damage to a player
            from mtg_engine.rules.prowl import log_combat_damage

            log_combat_damage(state, source, ev.source_controller)
            if state.commanders is not None:  # 903.10a: commander damage
                from mtg_engine.rules.commanders import combat_damage_dealt

                combat_damage_dealt(state, source, ev.player, amount)
        _life_changed(state)  # 611.3a
    else:
        if target not in state.objects:
            return
        ch = characteristics(state, target)
        o = state.mut(target)
        removed = 0
        if CardType.PLANESWALKER in ch.types:
            removed = min(amount, o.counters.get("loyalty", 0))
            o.counters["loyalty"] = max(0, o.counters.get("loyalty", 0) - amount)
        as_counters = ""
        if CardType.CREATURE in ch.types:
            as_counters = damage_as_counters(src_keywords, False)  # 120.3d: wither, infect
            if not as_counters:
                o.damage += amount  # 120.3e
            if "deathtouch" in src_keywords:
                o.deathtouched = True  # 702.2b: any damage, marked or as counters
        state.log.append(("damage", source, target, amount, ev.combat))
        if removed > 0:  # 120.3c: the loyalty counters removed (the triggers on removal see it)
            state.log.append(("counters", target, "loyalty", -removed))
        if as_counters:
            add_counters(state, target, as_counters, amount)
    if "lifelink" in src_keywords:
        gain_life(state, ev.source_controller, amount)


def tap(state: GameState, oid: int) -> None:
    if not state.objects[oid].tapped:
        state.mut(oid).tapped = True
        _tapped_changed(state)
        state.log.append(("tap", oid))


def untap(state: GameState, oid: int) -> None:
    if state.objects[oid].tapped:
        state.mut(oid).tapped = False
        _tapped_changed(state)
        state.log.append(("untap", oid))


def _life_changed(state: GameState) -> None:
    """611.3a: only an "as long as" condition of a static ability (life_at_least ...) and a
    CDA "equal to your life total" (604.3, rules/cda_amounts.LIFE_READ) make characteristics
    depend on a life total. (No static list cached: nothing is computed yet.)"""
    from mtg_engine.rules.cda_amounts import LIFE_READ

    if state._chars.get(LIFE_READ) or any(st.when is not None or st.condition
                                          for _, st in static_effects(state)):
        state.characteristics_changed()


def _tapped_changed(state: GameState) -> None:
    """Characteristics are forgotten only if an effect in force may read being tapped
    (layers.tapped_matters)."""
    if tapped_matters(state):
        state.characteristics_changed()


def add_counters(state: GameState, oid: int, kind: str, n: int, cause: str = "") -> None:
    """122.1: put counters on a permanent, through replacement effects (614.16). `cause`:
    what puts them, when a replacement asks ("modular": modular's triggered ability, 702.43a)."""
    if n <= 0 or oid not in state.objects or permanent_forbidden(state, oid, kind):
        return  # (101.2: rules/cant_have_counters.py)
    from mtg_engine.rules.replacement import Event, perform_all, replace_event

    events = replace_event(state, Event("counters", obj=oid, amount=n, counter_kind=kind,
                                        source_controller=_putter(state, oid),  # (122.6)
                                        cause=cause))
    if events is not None:
        perform_all(state, events)


def perform_add_counters(state: GameState, oid: int, kind: str, n: int) -> None:
    if n <= 0 or oid not in state.objects or permanent_forbidden(state, oid, kind):
        return  # (101.2: rules/cant_have_counters.py)
    o = state.mut(oid)
    o.counters[kind] = o.counters.get(kind, 0) + n
    counters_put(state, o, kind)  # 613.7c
    state.characteristics_changed()  # counters modify P/T in layer 7c
    state.log.append(("counters", oid, kind, n, _putter(state, oid)))


def _damage_putter(state: GameState, ev) -> int:  # type: ignore[no-untyped-def]
    """120.3b, 122.6: the controller of the source dealing the damage puts the counters."""
    if ev.source_controller >= 0:
        return int(ev.source_controller)
    src = state.objects.get(ev.source)
    return src.controller if src is not None else -1


def _putter(state: GameState, oid: int) -> int:
    """122.6: the player who puts counters on `oid` now: the controller of the source whose
    damage just made them (120.3d: wither, infect), else of the resolving spell or ability,
    else the permanent's controller (a cost: "Put a -1/-1 counter on ~: ..."). For triggers
    "Whenever you put one or more counters on ..." (rules/trigger_counters_put.py)."""
    last = state.log[len(state.log) - 1] if len(state.log) else None
    if last is not None and last[0] == "damage" and last[2] == oid and last[1] in state.objects:
        return state.objects[last[1]].controller
    if state.frame is not None:
        return state.frame.controller
    return state.objects[oid].controller


def remove_counters(state: GameState, oid: int, kind: str, n: int) -> None:
    o = state.mut(oid)
    have = o.counters.get(kind, 0)
    n = min(n, have)
    if n <= 0:
        return
    if have - n:
        o.counters[kind] = have - n
    else:
        del o.counters[kind]
        counters_removed(o, kind)
    state.characteristics_changed()
    state.log.append(("counters", oid, kind, -n))


def destroy(state: GameState, oid: int, *, regenerable: bool = True, sba: bool = False) -> bool:
    """701.7: move a permanent to its owner's graveyard, unless it is indestructible (702.12b:
    it can't be destroyed, 614.17) or a replacement effect replaces the destruction, such as a
    regeneration shield (614.8, 701.15a-b). "It can't be regenerated" (701.15c) keeps
    regeneration shields from applying. Returns True if it was put into a graveyard."""
    if oid not in state.objects or state.objects[oid].zone is not Zone.BATTLEFIELD:
        return False
    if has_keyword(state, oid, "indestructible"):
        return False
    from mtg_engine.rules.replacement import Event, perform_all, replace_event

    if has_keyword(state, oid, CANT_BE_REGENERATED):  # 701.15c: "can't be regenerated this turn"
        regenerable = False
    # (`sba`: the state-based action of 704.5g-h, not "the result of an effect", 122.1c)
    ev = Event("destroy", obj=oid, applied=() if regenerable else ("no_regeneration",),
               cause="sba" if sba else "")
    events = replace_event(state, ev)
    if events is None:
        return False
    perform_all(state, events)
    return oid not in state.objects and any(e.kind == "destroy" for e in events)


def perform_destroy(state: GameState, ev) -> int | None:  # type: ignore[no-untyped-def]
    """The destruction: a move to the graveyard, itself an event replacement effects watch
    ("would die", "would be put into a graveyard", 616.1g)."""
    if ev.obj not in state.objects:
        return None
    new = move_object(state, ev.obj, Zone.GRAVEYARD, cause="destroy")
    if ev.obj not in state.objects:  # 701.7a: who controlled the spell or ability that
        # destroyed it (-1: none, a state-based action, 704.5g), as "discard" records it
        by = state.frame.controller if state.frame is not None and ev.cause != "sba" else -1
        state.log.append(("destroyed", ev.obj, by))
    return new


def perform_regenerate(state: GameState, oid: int) -> None:
    """701.15a: instead of being destroyed, it is tapped, all damage is removed from it, and
    it is removed from combat."""
    if oid not in state.objects:
        return
    tap(state, oid)
    o = state.mut(oid)
    o.damage = 0
    o.deathtouched = False
    remove_from_combat(state, oid)
    state.log.append(("regenerate", oid))


def perform_counter(state: GameState, ev) -> None:  # type: ignore[no-untyped-def]
    """701.5a: a countered spell is put into its owner's graveyard (or exiled, put on top of
    its owner's library (or on the bottom) or into their hand instead, when the countering
    spell says so:
    `ev.to`, 614.1a); an ability ceases to exist."""
    o = state.objects.get(ev.obj)
    if o is None or o.zone is not Zone.STACK:
        return
    # (who countered it: the controller of the spell or ability resolving, rules/
    # trigger_countered.py; whether it was a spell, 701.5a)
    state.log.append(("countered", ev.obj, o.card.name, ev.player,
                      o.kind is StackKind.SPELL))
    # 614.1a: "put it on top of its owner's library / into its owner's hand instead"
    to = {"exile": Zone.EXILE, "hand": Zone.HAND, "library_top": Zone.LIBRARY,
          "library_bottom": Zone.LIBRARY}.get(ev.to, Zone.GRAVEYARD)
    move_object(state, ev.obj, to, cause="counter", top=ev.to != "library_bottom")


def return_from_graveyard(state: GameState, player: int) -> None:
    """"Return a card from your graveyard to your hand instead" (616.2's example): the top
    card of the graveyard (a choice among them is not offered yet)."""
    gy = state.players[player].graveyard
    if gy:
        move_object(state, gy[-1], Zone.HAND)


def sacrifice(state: GameState, oid: int) -> None:
    """701.17: move a permanent you control to its owner's graveyard; indestructible does not stop it.
    Once it has left (even if a replacement effect moved it elsewhere), ("sacrifice", player,
    old id, its types, its subtypes, token?) records it as it last existed on the battlefield
    ("Whenever you sacrifice a creature", rules/triggers.py; 603.10a)."""
    o = state.objects.get(oid)
    ch = characteristics(state, oid) if o is not None and o.zone is Zone.BATTLEFIELD else None
    if ch is not None:
        from mtg_engine.rules.sacrifice_protection import spared

        if spared(state, ch.controller):  # 101.2: an opponent's spell or ability (Sigarda)
            state.log.append(("not_sacrificed", ch.controller, oid))
            return
    move_object(state, oid, Zone.GRAVEYARD, cause="sacrifice")
    if ch is not None and o is not None and oid not in state.objects:
        state.log.append(("sacrifice", ch.controller, oid, tuple(sorted(t.value for t in ch.types)),
                          tuple(sorted(ch.subtypes)), o.is_token))


def discard(state: GameState, player: int, oid: int) -> int | None:
    """701.8: move a card from its owner's hand to their graveyard. Returns the new id. The
    log records who controls the spell or ability resolving, if any, that made the player
    discard (-1: none, a cost or a turn-based action; rules/discard_triggers.py)."""
    new = move_object(state, oid, Zone.GRAVEYARD, cause="discard")
    by = state.frame.controller if state.frame is not None else -1
    state.log.append(("discard", player, oid, by))
    return new


def create_tokens(state: GameState, token: CardDef, controller: int, count: int,
                  tapped: bool = False, pt: tuple[int, int] | None = None) -> list[int]:
    """111.1: `count` tokens created for `controller`, through the replacement effects that
    watch token creation (614.16, e.g. "twice that many"); returns the new tokens (none while
    a 616.1 choice is pending). `tapped`: "create ... tapped tokens" (they enter tapped);
    `pt`: the power and toughness the effect defines (111.3, "an X/X ... token")."""
    if count <= 0:
        return []
    from mtg_engine.rules.replacement import Event, replace_event

    events = replace_event(state, Event("tokens", player=controller, amount=count,
                                        source_card=token.key, tapped=tapped, pt=pt or ()))
    out: list[int] = []
    for ev in events or ():
        if ev.kind == "tokens":  # (614.1a: maybe other tokens instead, replacement_tokens.py)
            made, made_pt = (token, pt) if ev.source_card == token.key else (
                _token_def(state, ev.source_card), (ev.pt[0], ev.pt[1]) if ev.pt else None)
            out += [t for t in (create_token(state, made, ev.player, ev.tapped, made_pt)
                                for _ in range(ev.amount)) if t in state.objects]
    return out


def _token_def(state: GameState, key: str) -> CardDef:
    """The definition of the token whose key is `key` (a created token's, 111.1)."""
    return state.db.token_or_card(key)


def perform_create_tokens(state: GameState, ev) -> None:  # type: ignore[no-untyped-def]
    token = _token_def(state, ev.source_card)
    pt = (ev.pt[0], ev.pt[1]) if ev.pt else None  # 111.3 ("an X/X ... token")
    for _ in range(ev.amount):
        create_token(state, token, ev.player, ev.tapped, pt)


def create_token(state: GameState, token: CardDef, controller: int, tapped: bool = False,
                 pt: tuple[int, int] | None = None) -> int:
    """111.1: a token is created on the battlefield under the control of the player who created
    it, who also owns it (111.2); tapped if the effect says so. How it enters may be modified
    like any permanent's (614.1c-d, 614.12: "enters tapped", "enters with counters", "as ~
    enters, choose")."""
    oid = create_object(state, token, controller, Zone.BATTLEFIELD, controller=controller)
    if pt is not None:  # 111.3: before it enters, so that it enters with them
        from mtg_engine.rules.token_pt import define_pt

        define_pt(state, oid, token, pt[0], pt[1], oid)
    if tapped:
        state.mut(oid).tapped = True
    from mtg_engine.rules.replacement import Event, perform_all, replace_event

    events = replace_event(state, Event("move", obj=oid, to="battlefield",
                                        controller=controller, cause="created"))
    if events:
        perform_all(state, events)
    if oid not in state.objects:  # 614.1a: it went elsewhere and ceased to exist (704.5d)
        return oid
    controller = state.objects[oid].controller  # 616.1b: it may enter under another's control
    state.log.append(("move", 0, oid, token.key, "none", "battlefield", controller, False, True))
    return oid


def add_mana(state: GameState, player: int, mana: tuple[str, ...], snow: bool = False) -> None:
    """106.4: mana goes into the player's mana pool; `snow`: it comes from a snow source, so
    it can pay {S} (107.4h: the pool keeps that mark, `Player.snow_pool`)."""
    p = state.players[player]
    pool = p.mana_pool
    if any(p.kept_mana):  # (the kept mana spent since: rules/kept_mana.py)
        from mtg_engine.rules.kept_mana import spent_since

        spent_since(p)
    for m in mana:
        pool[MANA_INDEX[m]] += 1
        if snow:
            p.snow_pool[MANA_INDEX[m]] += 1
    state.log.append(("mana", player, "".join(mana)))


def empty_mana_pools(state: GameState) -> None:
    """500.4: mana empties from each player's mana pool at the end of each step and phase
    (or becomes colorless instead: rules/mana_emptying.py)."""
    for i, p in enumerate(state.players):
        if not p.restricted_mana and not any(p.mana_pool):
            continue  # (an empty pool: nothing to empty, keep or make colorless)
        from mtg_engine.rules.mana_emptying import becomes_colorless, keep_as_colorless

        if any(p.kept_mana) and any(p.mana_pool):  # "you don't lose this mana" (106.4)
            from mtg_engine.rules.kept_mana import empty_but_kept

            empty_but_kept(state, i)
            continue
        if (any(p.mana_pool) or p.restricted_mana) and keep_as_colorless(state, i):
            becomes_colorless(p)
            continue
        if any(p.mana_pool):
            p.mana_pool = [0] * 6
            p.snow_pool = [0] * 6
        if p.restricted_mana:  # 106.6: restricted mana empties too
            p.restricted_mana = []


def lose_game(state: GameState, player: int, reason: str) -> None:
    """104.3: a player loses. With one player left, that player wins (104.2a). A player who
    can't lose doesn't (101.2: rules/game_loss.py)."""
    from mtg_engine.rules.game_loss import cant_lose

    p = state.players[player]
    if p.lost or cant_lose(state, player):
        return
    p.lost = True
    state.log.append(("lose", player, reason))
    alive = state.living_players()
    if len(alive) == 1:
        state.result = ("win", alive[0])
    elif not alive:
        state.result = ("draw", None)  # 104.4a: all players lose simultaneously
    else:
        leave_game(state, player)  # 800.4a: the game goes on without them


__all__ = ["add_counters", "add_mana", "create_token", "deal_damage", "destroy", "discard",
           "draw_card", "empty_mana_pools", "gain_life", "lose_game", "lose_life", "player_ref",
           "remove_counters", "sacrifice", "tap", "untap"]
