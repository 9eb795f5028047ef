"""Conditions of instructions and triggered abilities: "if it was kicked" (702.33d), "if you
control ...", "if you do" (608.2c), and the intervening "if" clause of a triggered ability,
checked when it triggers and again as it resolves (603.4)."""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef, Condition, Effect, Filter
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import StackKind, Zone


def controls_as(kind: str, who: int, you: int) -> bool:
    """Whether a permanent controlled by `who` counts for a "controls" condition of `you`:
    "you control" (controls, not_controls), "an opponent controls", "any player controls"."""
    if kind == "any_controls":
        return True
    return (who != you) if kind == "opponent_controls" else (who == you)


def cast_info(state: GameState, *ids: int) -> tuple[tuple[str, str], ...]:
    """How the object was cast (601.2b): the spell's choices, kept by the permanent it
    became (kicker, 702.33d; the alternative cost)."""
    for oid in ids:
        o = state.objects.get(oid)
        if o is not None and o.kind in (None, StackKind.SPELL):
            return (*o.chosen, ("alt", o.alt_cost)) if o.alt_cost else o.chosen
    return ()


def kicks(state: GameState, *ids: int) -> int:
    """How many times it was kicked (702.33d; multikicker 702.33c)."""
    for k, v in cast_info(state, *ids):
        if k == "kicks":
            return int(v)
    return 0


def holds(state: GameState, c: Condition, controller: int, source: int, stack_id: int = 0,
          x: int = 0, did: int = -1, remembered: tuple[int, ...] = ()) -> bool:
    """Does condition `c` hold now, for an ability or spell controlled by `controller` whose
    source is `source` (and which is `stack_id` on the stack)? A negated condition holds when
    the condition doesn't (the instruction an "instead" rider replaces, 608.2c).
    `remembered`: the objects a triggered ability's event involved (603.10a's "it")."""
    if c.negate:
        from dataclasses import replace

        return not holds(state, replace(c, negate=False), controller, source, stack_id, x, did,
                         remembered)
    k = c.kind
    if k in ("all_of", "any_of"):  # "if you control an artifact and an enchantment"
        test = all if k == "all_of" else any
        return test(holds(state, part, controller, source, stack_id, x, did, remembered)
                    for part in c.parts)
    if k == "active_player":  # "if that player ...": the player whose turn it is (603.4)
        return holds(state, c.parts[0], state.active, source, stack_id, x, did, remembered) \
            != (c.name == "not")  # ("that player didn't cast a creature spell this turn")
    from mtg_engine.rules.last_known_conditions import KINDS as ABOUT_IT

    if k in ABOUT_IT:  # 603.10a: "it", the object the trigger's event was about
        from mtg_engine.rules.last_known_conditions import holds_about

        return holds_about(state, c, controller, source, remembered)
    if k == "it_nth_spell":  # 601.2i: the spell the trigger remembers
        from mtg_engine.rules.condition_spell_history import it_nth_spell

        return it_nth_spell(state, c, controller, remembered)
    if k in ("ability_resolved_nth", "ability_activated_at_least"):  # 608.2, 602.2
        from mtg_engine.rules.condition_ability_history import holds as ability_history

        return ability_history(state, c, stack_id)
    if k == "it_not_declared_attacking":  # 508.1f: the tap wasn't an attack's (603.4)
        from mtg_engine.rules.attack_taps import not_declared_attacking

        return not_declared_attacking(state, remembered)
    if k == "it_kicked":  # 702.33d: the spell the trigger remembers (603.4)
        from mtg_engine.rules.condition_spell_history import it_kicked

        return it_kicked(state, remembered)
    if k == "self_dealt_that_player_at_least":  # 120.3, 603.4 (rules/condition_players.py)
        from mtg_engine.rules.condition_players import self_dealt_that_player

        return self_dealt_that_player(state, source, remembered) >= c.count
    if k in ("that_player_more_lands", "that_player_another_land"):  # 603.2, 608.2h
        from mtg_engine.rules.condition_players import that_player

        return that_player(state, k, controller, remembered)
    if k in ("their_turn", "not_their_turn"):  # 603.2, 500 (rules/condition_players.py)
        from mtg_engine.rules.condition_players import their_turn

        return their_turn(state, remembered) == (k == "their_turn")
    if k in ("kicked", "not_kicked"):
        return (kicks(state, stack_id, source) > 0) == (k == "kicked")
    if k == "monarch":  # 720: "if you're the monarch"
        return state.monarch == controller
    if k == "city_blessing":  # 702.131c
        from mtg_engine.rules.ascend import has_blessing

        return has_blessing(state, controller)
    if k == "replicated":  # 702.56a
        return any(ch[0] == "replicated" for ch in cast_info(state, stack_id, source))
    if k == "conspired":  # 702.78a: its conspire cost was paid (rules/conspire.py)
        from mtg_engine.rules.conspire import times_paid

        return times_paid(cast_info(state, stack_id, source)) > 0  # (702.78b: one or more)
    if k == "casualty":  # 702.153a: its casualty cost was paid (rules/casualty.py)
        return ("casualty", "1") in cast_info(state, stack_id, source)
    if k == "mana_spent":  # 601.2h: `count` or more mana of each colour in `name` spent
        spent = dict(cast_info(state, stack_id, source)).get("spent")
        amounts = dict(zip("WUBRGC", map(int, spent.split(",")), strict=True)) if spent else {}
        return all(amounts.get(ch, 0) >= c.count for ch in c.name)
    if k == "kicked_with":
        return ("kicker", str(c.count)) in cast_info(state, stack_id, source)
    if k == "alt_cost":
        return ("alt", c.name) in cast_info(state, stack_id, source)
    if k in ("opponent_controls", "no_opponent_controls"):  # one opponent controls N
        counts: dict[int, int] = {}
        for oid in state.battlefield:
            who = state.objects[oid].controller
            if who != controller and matches(state, oid, c.filter, controller, source):
                counts[who] = counts.get(who, 0) + 1
        return any(n >= c.count for n in counts.values()) == (k == "opponent_controls")
    if k in ("controls", "not_controls", "any_controls"):
        # 603.4: "five other Mountains" than the one the event involved (besides: remembered)
        n = sum(1 for oid in state.battlefield
                if not (c.besides and oid in remembered)
                and controls_as(k, state.objects[oid].controller, controller)
                and matches(state, oid, c.filter, controller, source))
        return (n >= c.count) == (k != "not_controls")
    if k == "controls_at_most":  # "unless you control two or fewer other lands"
        return sum(1 for oid in state.battlefield if state.objects[oid].controller == controller
                   and matches(state, oid, c.filter, controller, source)) <= c.count
    if k == "opponents_at_least":  # "unless you have two or more opponents" (102.2)
        return sum(1 for i, p in enumerate(state.players)
                   if i != controller and not p.lost) >= c.count
    if k in ("did", "did_not", "could_not"):  # 118.12: "If you can't": it couldn't be done
        return (did == 1) == (k == "did")
    if k in ("suspended", "in_exile", "has_counter"):  # 702.62b, 702.63a
        from mtg_engine.rules.keyword_abilities import counter_condition

        return counter_condition(state, k, source, c.name)
    if k == "opponent_dealt_damage":  # 702.54a: "if an opponent was dealt damage this turn"
        from mtg_engine.rules.keyword_abilities import opponent_dealt_damage_this_turn

        return opponent_dealt_damage_this_turn(state, controller)
    if k == "echo_due":  # 702.30a
        from mtg_engine.rules.keyword_abilities import echo_due

        return echo_due(state, source, controller)
    if k == "left_without_counters":  # 702.93a, 702.79a, 603.10a
        from mtg_engine.rules.undying import left_without

        return left_without(state, source, c.name)
    if k == "not_renowned":  # 702.112a
        from mtg_engine.rules.keyword_effects import not_renowned

        return not_renowned(state, source)
    p = state.players[controller]
    if k == "life_at_least":
        return p.life >= c.count
    if k == "life_at_most":
        return p.life <= c.count
    if k == "hand_empty":
        return not p.hand
    if k == "graveyard_at_least":  # threshold; "two or more instant and/or sorcery cards"
        if c.filter == Filter():
            return len(p.graveyard) >= c.count
        return sum(1 for g in p.graveyard
                   if matches(state, g, c.filter, controller, source)) >= c.count
    if k == "x_at_least":
        return x >= c.count
    if k == "self_attacking":  # "as long as it's attacking" (506.4, 611.3a)
        return state.combat is not None and source in state.combat.attackers
    if k == "self_in_combat":  # "if ~ is attacking or blocking" (506.4)
        return state.combat is not None and (source in state.combat.attackers
                                             or source in state.combat.blockers)
    if k in ("self_untapped", "self_tapped"):  # "as long as ~ is (un)tapped" (611.3a)
        o = state.objects.get(source)
        return o is not None and o.tapped == (k == "self_tapped")
    if k in ("self_equipped", "self_enchanted"):  # 301.5, 303.4: something attached to it
        sub = "Equipment" if k == "self_equipped" else "Aura"
        return any(state.objects[a].attached_to == source
                   and sub in state.objects[a].card.subtypes for a in state.battlefield)
    if k == "attached_is":  # "as long as enchanted creature is red" (303.4, 301.5)
        o = state.objects.get(source)
        att = o.attached_to if o is not None else None
        return att is not None and att in state.battlefield \
            and matches(state, att, c.filter, controller, source)
    if k == "life_ge_noted":  # the life total noted for the source (rules/noted_life.py)
        from mtg_engine.rules.noted_life import life_ge_noted

        return life_ge_noted(state, controller, source)
    if k in ("is_night", "is_day"):  # 724.1: "if it's night" (neither: false for both)
        return state.day_night == ("night" if k == "is_night" else "day")
    if k == "self_is":  # "if ~ is an enchantment" (603.4): the source as it is now (613)
        return source in state.battlefield and matches(state, source, c.filter, controller,
                                                       source)
    if k == "target_is":  # "If that land was nonbasic, ..." (608.2h)
        return target_is(state, c, controller, source)
    if k in ("your_turn", "not_your_turn"):  # "as long as it's (not) your turn" (611.3a)
        return (state.active == controller) == (k == "your_turn")
    if k == "attacked_this_turn":
        return _attacked_this_turn(state, controller)
    if k in ("during", "attacking_you"):  # 601.3 (rules/cast_only.py)
        from mtg_engine.rules.cast_only import attacking_you, during

        return during(state, controller, c.name) if k == "during" \
            else attacking_you(state, controller)
    got = _turn_fact(state, c, controller, source)
    if got is not None:
        return got
    from mtg_engine.rules.condition_families import JUDGES

    judge = JUDGES.get(k)
    if judge is not None:
        return judge(state, c, controller, source)
    raise ValueError(f"unknown condition {k!r}")


def _turn_fact(state: GameState, c: Condition, controller: int, source: int) -> bool | None:
    """The conditions about the game as it is and about what happened this turn or last turn,
    read from the event log (state.log, which a copy shares and to_json keeps: the facts reset
    with each turn because each turn starts a new stretch of the log, 500.1). None for a kind
    that isn't one of these."""
    k, p = c.kind, state.players[controller]
    if k in ("self_counters_at_least", "self_counters_at_most"):  # 122.1
        o = state.objects.get(source)
        n = 0 if o is None else o.counters.get(c.name, 0) if c.name \
            else sum(v for v in o.counters.values() if v > 0)  # ("": of any kind)
        return n >= c.count if k == "self_counters_at_least" else n <= c.count
    if k in ("active_hand_at_most", "active_hand_at_least"):  # "that player" (the active one)
        n = len(state.players[state.active].hand)
        return n <= c.count if k == "active_hand_at_most" else n >= c.count
    if k in ("hand_at_least", "hand_at_most"):
        return len(p.hand) >= c.count if k == "hand_at_least" else len(p.hand) <= c.count
    if k == "card_types_in_graveyard":  # delirium: card types (205.2a) among the cards
        types = {t for g in p.graveyard for t in state.objects[g].card.types}
        return len(types) >= c.count
    if k == "opponent_controls_more":  # "an opponent controls more lands than you"
        def count(player: int) -> int:
            return sum(1 for oid in state.battlefield if state.objects[oid].controller == player
                       and matches(state, oid, c.filter, controller, source))

        mine = count(controller)  # ("at least two more lands than you": `count` 2)
        return any(count(i) >= mine + c.count for i, q in enumerate(state.players)
                   if i != controller and not q.lost)
    if k == "opponent_life_at_most":
        return any(q.life <= c.count for i, q in enumerate(state.players)
                   if i != controller and not q.lost)
    if k == "total_power_at_least":  # formidable (208.1, the powers as they are now)
        from mtg_engine.rules.layers import characteristics

        total = 0
        for oid in state.battlefield:
            ch = characteristics(state, oid)
            if state.objects[oid].controller == controller and ch.is_creature:
                total += max(0, ch.power)  # a negative power counts as 0 in a total (107.1b)
        return total >= c.count
    if k == "different_powers_at_least":  # coven: distinct powers among your creatures
        from mtg_engine.rules.layers import characteristics

        powers = {characteristics(state, oid).power for oid in state.battlefield
                  if state.objects[oid].controller == controller
                  and characteristics(state, oid).is_creature}
        return len(powers) >= c.count
    others = [q for i, q in enumerate(state.players) if i != controller and not q.lost]
    if k in ("more_life_than_an_opponent", "opponent_more_life"):  # 119.1
        return any((p.life > q.life) == (k == "more_life_than_an_opponent") and p.life != q.life
                   for q in others)
    if k == "opponent_more_cards_in_hand":
        return any(len(q.hand) > len(p.hand) for q in others)
    if k == "opponent_graveyard_at_least":
        return any(len(q.graveyard) >= c.count for q in others)
    if k == "hand_more_than_each_opponent":
        return all(len(p.hand) > len(q.hand) for q in others)
    return _logged_fact(state, c, controller, source)


def _logged_fact(state: GameState, c: Condition, controller: int, source: int) -> bool | None:
    k = c.kind
    if k in ("was_cast", "cast_from_hand", "cast_from_graveyard"):  # 601.2: the permanent
        zone = cast_from(state, source)  # was a spell cast (or the spell, judged itself)
        return zone is not None and (k == "was_cast" or zone == k.removeprefix("cast_from_"))
    if k == "cast_in_main_phase":  # addendum: cast during its controller's main phase (505.1)
        return _cast_in_main_phase(state, source, controller)
    if k == "creature_died_this_turn":  # 700.4: put into a graveyard from the battlefield
        return sum(1 for ev in turn_events(state) if ev[0] == "move" and ev[4] == "battlefield"
                   and ev[5] == "graveyard" and ev[7]) >= c.count
    if k == "permanent_left_this_turn":  # revolt: a permanent you controlled left
        return any(ev[0] == "move" and ev[4] == "battlefield" and ev[6] == controller
                   for ev in turn_events(state))
    if k == "gained_life_this_turn":  # 119.9: the life gained in each event, added up
        return sum(ev[2] for ev in turn_events(state)
                   if ev[0] == "gain_life" and ev[1] == controller and ev[2] > 0) >= c.count
    if k == "opponent_lost_life_this_turn":  # 119.3, 120.3a: damage to a player is life lost
        lost: dict[int, int] = {}
        for who, n in _life_losses(turn_events(state)):
            if who != controller:
                lost[who] = lost.get(who, 0) + n
        return any(n >= c.count for n in lost.values())
    if k == "spells_last_turn_at_most":  # "no spells were cast last turn" (601.2i)
        return sum(1 for ev in turn_events(state, 1) if ev[0] == "cast") <= c.count
    if k == "land_entered_this_turn":  # a land entered under your control this turn
        events = turn_events(state)
        return any(ev[0] == "move" and ev[5] == "battlefield"
                   and _was_your_land(state, events, int(ev[2]), controller)  # type: ignore[call-overload]
                   for ev in events)
    if k == "won_clash":  # 701.23d (rules/clash.py)
        from mtg_engine.rules.clash import last_clash_won

        return last_clash_won(state, controller)
    if k in ("die_at_least", "die_at_most"):  # 706.3a: a results table's striation
        from mtg_engine.rules.dice import result_holds

        return result_holds(state, controller, k, c.count)
    if k in ("won_flip", "lost_flip"):  # 705: "if you win/lose the flip"
        from mtg_engine.rules.coin import last_flip_won

        won = last_flip_won(state, controller)
        return won is not None and won == (k == "won_flip")
    if k == "cast_this_turn":  # 601.2i: "if you've cast an instant or sorcery spell this turn"
        return _cast_this_turn(state, c, controller, source)
    if k == "self_entered_this_turn":  # the source's move onto the battlefield this turn
        return any(ev[0] == "move" and ev[2] == source and ev[5] == "battlefield"
                   for ev in turn_events(state))
    if k == "drawn_this_turn_at_least":  # 121.1: cards drawn this turn
        return sum(1 for ev in turn_events(state)
                   if ev[0] == "draw" and ev[1] == controller) >= c.count
    if k == "player_spells_last_turn_at_least":
        casts: dict[int, int] = {}
        for ev in turn_events(state, 1):
            if ev[0] == "cast":
                casts[ev[1]] = casts.get(ev[1], 0) + 1
        return any(n >= c.count for n in casts.values())
    return None


_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_SPELL_KINDS = {"": lambda card: True,
                "instant or sorcery": lambda card: bool({"Instant", "Sorcery"}
                                                        & {t.value for t in card.types}),
                "noncreature": lambda card: "Creature" not in {t.value for t in card.types},
                # 700.6: legendary, artifact or Saga (rules/filters.historic)
                "historic": lambda card: _historic(card)}


def _historic(card: CardDef) -> bool:
    from mtg_engine.rules.filters import historic

    return historic(card.supertypes, card.types, card.subtypes)


def _cast_this_turn(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """`count` or more spells of the kind `c.name` says were cast this turn by you, an
    opponent, or you other than this spell (601.2i: the "cast" events, each spell as it
    became cast: its types and colours, rules/spell_as_cast.py)."""
    who, _, kind = c.name.partition("/")
    if kind in _SPELL_KINDS:
        test = _SPELL_KINDS[kind]
    elif kind in _COLOR_LETTERS:
        test = lambda card: _COLOR_LETTERS[kind] in card.colors  # noqa: E731
    else:
        test = lambda card: kind.capitalize() in {t.value for t in card.types}  # noqa: E731
    itself = {source, _spell_it_was(state, source)}  # "another": not this spell (or the
    # spell the permanent was, "When ~ enters, ... if you've cast another blue spell")
    from mtg_engine.rules.spell_as_cast import cast_card, records

    n = 0
    events = turn_events(state)
    recs = records(events)  # (601.2i: each spell as it became cast, rules/spell_as_cast.py)
    for ev in events:
        if ev[0] != "cast" or (ev[1] == controller) == (who == "opponent") \
                or (who == "another" and ev[2] in itself):
            continue
        card = cast_card(state, ev, recs)
        if card is not None:
            n += test(card)
    return n >= c.count


def _spell_it_was(state: GameState, permanent: int) -> int:
    """The spell that resolved into this permanent (the move from the stack, 400.7), or 0."""
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == "move" and ev[2] == permanent:
            return int(ev[1]) if ev[4] == "stack" else 0  # type: ignore[call-overload]
    return 0


def cast_from(state: GameState, permanent: int) -> str | None:
    """The zone the permanent was cast from as a spell (601.2a), read from the event log: the
    move that put it onto the battlefield from the stack, and the move that put that spell
    on the stack (a copy of a spell is not cast, 707.12, and made no such move). None if it
    wasn't cast (put onto the battlefield otherwise), or that was before the log kept. A spell
    still on the stack (a permanent spell about to enter, 614.12) is judged itself."""
    found = cast_as(state, permanent)
    return found[1] if found is not None else None


def cast_as(state: GameState, permanent: int) -> tuple[int, str] | None:
    """(the spell's id, the zone it was cast from) for `cast_from`."""
    spell = 0
    o = state.objects.get(permanent)
    if o is not None and o.zone.value == "stack":  # 614.12: judged as the spell would enter
        spell = permanent
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] != "move":
            continue
        if not spell and ev[2] == permanent:
            if ev[4] != "stack" or ev[5] != "battlefield":
                return None
            spell = int(ev[1])  # type: ignore[call-overload]
        elif spell and ev[2] == spell and ev[5] == "stack":
            return spell, str(ev[4])
    return None


def _cast_in_main_phase(state: GameState, spell: int, controller: int) -> bool:
    """Was the spell `spell` cast during its controller's main phase (505.1)? The step events
    (rules/turn.py: ("step", turn, step name, active player)) before its "cast" event say."""
    cast_at = next((i for i in range(len(state.log) - 1, -1, -1)
                    if state.log[i][0] == "cast" and state.log[i][2] == spell), None)
    if cast_at is None:
        return False
    for i in range(cast_at, -1, -1):
        ev = state.log[i]
        if ev[0] == "step":
            return ev[2] in ("PRECOMBAT_MAIN", "POSTCOMBAT_MAIN") and ev[3] == controller
    return False


def _life_losses(events: list[tuple[object, ...]]) -> list[tuple[int, int]]:
    """(player, life lost) for each loss of life in these events: a loss of life (119.3) or
    damage to a player (120.3a), not infect's poison counters instead (120.3b, logged just
    before)."""
    out: list[tuple[int, int]] = []
    for i, ev in enumerate(events):
        if ev[0] == "lose_life" and int(ev[2]) > 0:  # type: ignore[call-overload]
            out.append((int(ev[1]), int(ev[2])))  # type: ignore[call-overload]
        elif ev[0] == "damage" and int(ev[2]) < 0 < int(ev[3]):  # type: ignore[call-overload]
            who = -int(ev[2]) - 1  # type: ignore[call-overload]
            if not (i and events[i - 1][:2] == ("player_counters", who)):
                out.append((who, int(ev[3])))  # type: ignore[call-overload]
    return out


def turn_events(state: GameState, back: int = 0) -> list[tuple[object, ...]]:
    """The events of this turn (`back` 0) or of the turn before it (`back` 1), in order: the
    log between ("turn", ...) events (rules/turn.py logs one as each turn begins). Before the
    first turn, or for the turn before the first, there are none."""
    log = state.log
    i = len(log) - 1
    end = len(log)
    for _ in range(back + 1):
        while i >= 0 and log[i][0] != "turn":
            i -= 1
        if i < 0:
            return [] if _ < back else [log[j] for j in range(0, end)]
        if _ < back:
            end, i = i, i - 1
    return [log[j] for j in range(i + 1, end)]


def _attacked_this_turn(state: GameState, player: int) -> bool:
    """Raid: "if you attacked this turn": attackers were declared this turn (508.1m) and the
    player is the active player, who declares them (508.1); the attackers needn't still be
    there (one that died in combat still attacked)."""
    return state.active == player and any(ev[0] == "attack" for ev in turn_events(state))


def can_do_in_full(state: GameState, frame: Frame, e: Effect) -> bool:
    """Can the controller carry out this optional instruction in full? "[Do something] unless
    you [do something else]" makes the something else a cost (118.12a), and a cost can't be
    paid without the resources to pay it fully (118.3): with three creatures, "unless you
    sacrifice four creatures" can't be chosen, and "You may discard two cards" with one card
    in hand isn't done ("if you do" is false, 608.2c). Checked for the instructions that take
    a number of cards or permanents from their controller; others are always offered."""
    from mtg_engine.effects.references import amount_of

    if e.verb == "discard_filtered":  # "unless you discard a land card" (701.8a)
        from mtg_engine.effects.discard_kind import matching

        return len(matching(state, frame, e)) >= amount_of(state, frame, e.get("count", 1))
    if e.verb == "bounce_chosen":  # "unless you return two Forests you control ..." (400.3)
        return sum(1 for oid in state.battlefield
                   if state.objects[oid].controller == frame.controller
                   and matches(state, oid, e.get("filter"), frame.controller, frame.source)) \
            >= amount_of(state, frame, e.get("count", 1))
    if e.verb == "return_from_graveyard":  # "unless you return a land card from your graveyard"
        from mtg_engine.effects.graveyard_return import choices

        return bool(e.get("up_to")) or len(choices(state, frame, e)) >= amount_of(
            state, frame, e.get("count", 1))
    from mtg_engine.rules.choosers import acting_player

    you = acting_player(state, frame, e)  # 608.2d: or the player named, who chooses
    if e.verb not in ("discard", "sacrifice_chosen", "exile_from_graveyard",
                      "exile_from_hand", "mill") or you is None:
        return True
    n = amount_of(state, frame, e.get("count", 1))
    if e.verb == "mill":  # 701.13b: can't choose to mill more cards than the library holds
        return len(state.players[you].library) >= n
    if e.verb in ("exile_from_hand", "exile_from_graveyard"):  # "may exile three cards from
        from mtg_engine.effects.player_exile import exilable  # their graveyard", of a kind

        zone = Zone.HAND if e.verb == "exile_from_hand" else Zone.GRAVEYARD
        return len(exilable(state, frame, e, you, zone)) >= n
    if e.verb == "discard":
        return len(state.players[you].hand) >= n
    return sum(1 for oid in state.battlefield if state.objects[oid].controller == you
               and matches(state, oid, e.get("filter"), you, frame.source)) >= n


def target_is(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """Does the resolving spell's or ability's target match `c.filter` ("If that creature was
    a Human", "If it's a Zombie card")? A target still where it was is judged as it is now; one
    that has moved is the new object (400.7) it became, and if it left the battlefield, what
    it was as it last existed there (608.2h, logged as "left_as" by rules/last_known.py)."""
    f = state.frame
    if f is None or len(f.targets) <= c.target:
        return False
    t = f.targets[c.target]  # (a later mode's own target: 700.2, Condition.target)
    if t in state.objects:
        return matches(state, t, c.filter, controller, source)
    from mtg_engine.rules.last_known import matches_as_it_left

    lki: tuple[object, ...] | None = None
    for ev in state.log:
        if ev[0] == "left_as" and ev[1] == t:
            lki = ev
        elif ev[0] == "move" and ev[1] == t:
            if lki is not None:
                return matches_as_it_left(state, lki, c.filter, controller, source)
            t = int(ev[2])  # type: ignore[call-overload]
            if t in state.objects:
                return matches(state, t, c.filter, controller, source)
    return False


def _was_your_land(state: GameState, events: list[tuple[object, ...]], oid: int,
                   controller: int) -> bool:
    """Was permanent `oid`, which entered the battlefield this turn, a land under
    `controller`'s control? As it is if it's still there, else as it last existed there (a
    fetch land sacrificed since: 608.2h, the "left_as" and "move" events)."""
    from mtg_engine.rules.layers import characteristics

    o = state.objects.get(oid)
    if o is not None and o.zone.value == "battlefield":
        return o.controller == controller and \
            "Land" in {t.value for t in characteristics(state, oid).types}
    lki = next((ev for ev in events if ev[0] == "left_as" and ev[1] == oid), None)
    left = next((ev for ev in events if ev[0] == "move" and ev[1] == oid
                 and ev[4] == "battlefield"), None)
    return lki is not None and left is not None and left[6] == controller \
        and "Land" in lki[2]  # type: ignore[operator]
