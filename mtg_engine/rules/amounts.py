"""Variable amounts (107.1, 608.2h): the value of a `cards/amounts.Amount` as an effect is
carried out.

608.2h: information from the game ("the number of creatures you control") is determined
once, as the effect is applied; information about a specific object uses its current
information if it is still in the zone it was expected to be in, else its last known
information: a permanent that left the battlefield is read from the log's record of it
("left_with_pt", "left_with_counters": rules/zones.py). 107.1a: "half", rounded up or down as
the effect says; 107.1b: a calculation that would give a negative number gives zero.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.cards.amounts import DIED_YOURS, GAME_KINDS, OWN_HISTORY, THEIR, TURN_OF, Amount
from mtg_engine.rules.cards_this_way import CARD_REFS, card_this_way
from mtg_engine.rules.counter_kind_choice import count_of
from mtg_engine.state.game_state import Frame, GameState


def amount_value(state: GameState, frame: Frame, a: Amount) -> int:
    """The amount's value now (608.2h)."""
    n = _base(state, frame, a) * a.times
    if a.also is not None:  # "... plus / minus the number of ..." (107.1, 107.1b below)
        n += amount_value(state, frame, a.also) * (-1 if a.also_minus else 1)
    if a.half == "up":  # 107.1a
        n = (n + 1) // 2
    elif a.half == "down":
        n //= 2
    if a.minus_from:  # "3 minus the number of ..."
        n = a.minus_from - n
    n = max(0, n + a.plus)  # 107.1b
    return -n if a.negate else n  # "-X/-X": X is what is counted


def _base(state: GameState, frame: Frame, a: Amount) -> int:
    if a.kind == "count":
        return _count(state, frame, a)
    if a.kind in GAME_KINDS:
        return _GAME[a.kind](state, frame, a)
    oid = _object(state, frame, a.of)
    if oid is None:
        return 0
    if a.kind == "counters":  # 122.1
        o = state.objects.get(oid)
        if o is not None:
            return count_of(o.counters, a.counter_kind)  # (any: of every kind)
        ev = _as_it_left(state, oid, "left_with_counters")
        return count_of(dict(ev[2]), a.counter_kind) if ev is not None else 0
    if a.kind == "mana_value":
        return _mana_value(state, oid)
    if a.kind == "colors":  # 105.2: its colors now (none once it has left its zone)
        from mtg_engine.rules.layers import characteristics

        return len(set(characteristics(state, oid).colors) & set("WUBRG")) \
            if oid in state.objects else 0
    if a.kind == "blockers":  # 509.1h: the creatures blocking it now (506.4: none once it
        combat = state.combat  # or they have left combat)
        if combat is None:
            return 0
        return sum(1 for b in combat.blocked.get(oid, ()) if b in combat.blockers)
    if oid in state.objects:
        from mtg_engine.rules.layers import characteristics

        ch = characteristics(state, oid)
        return ch.power if a.kind == "power" else ch.toughness
    left = _as_it_left(state, oid, "left_with_pt")  # 608.2h: last known information
    if left is None:  # (a creature card that left a graveyard or exile: rules/last_known.py)
        left = _as_it_left(state, oid, "left_zone_pt")
    if left is None:
        return 0
    return int(left[2] if a.kind == "power" else left[3])


def _count(state: GameState, frame: Frame, a: Amount) -> int:
    """The number of objects matching the filter in the zone (400.1): permanents on the
    battlefield, or cards in the graveyards or hands of the players the filter names."""
    if a.sharing:  # (205.3m: a static's count, rules/layer_dependency._per)
        raise ValueError("'sharing' counts for a static ability's affected object only")
    if a.zone == "battlefield":
        found = _permanents(state, frame, a)
        if a.besides and a.besides != "affected":  # "for each other creature": not the
            left_out = _object(state, frame, a.besides)  # one pumped (608.2h, 109.1)
            return sum(1 for oid in found if oid != left_out)
        return len(found)
    return len(_cards(state, frame, a))


def _object(state: GameState, frame: Frame, ref: str) -> int | None:
    """The object a reference names, even if it has left its zone since (608.2h)."""
    if ref == "self":
        return frame.source
    if ref.startswith("target"):
        _, _, n = ref.partition(":")
        i = int(n) if n else 0
        t = frame.targets[i] if i < len(frame.targets) else 0
        return t if t > 0 else None
    if ref == "remembered":
        return next((r for r in frame.remembered if r > 0), None)
    if ref == "event_object":  # "that creature's toughness": the creature the event was
        o = state.objects.get(frame.stack_id)  # about, as it last existed (603.2, 608.2h)
        return next((int(v) for k, v in (o.chosen if o is not None else ()) if k == ref), None)
    if ref in CARD_REFS:  # 608.2c: the card an instruction before revealed or discarded
        return card_this_way(state, frame, ref)
    if ref == "sacrificed_this_way":  # the permanent the effect's sacrifice remembered last
        return next((r for r in reversed(frame.remembered) if r > 0), None)  # (verbs.py)
    if ref == "sacrificed":  # "the sacrificed creature's power": the cost's (608.2h, 118.3)
        o = state.objects.get(frame.stack_id)
        got = [int(v) for k, v in (o.chosen if o is not None else ()) if k == "sacrificed"]
        return got[0] if got else None
    if ref == "revealed":  # "the revealed card's mana value": the spell's cost's (118.8)
        from mtg_engine.rules.cost_revealed import revealed_card

        return revealed_card(state, frame.stack_id)
    if ref == "exiled":  # "the exiled card's power": the cost's (118.3, 608.2h)
        from mtg_engine.rules.cost_exiled import exiled_card

        return exiled_card(state, frame.stack_id)
    if ref == "discarded":  # "the discarded card's mana value": the cost's (118.3, 608.2h)
        from mtg_engine.rules.cost_discarded import discarded_card

        return discarded_card(state, frame.stack_id)
    if ref == "attached":  # "enchanted creature's power" (303.4, 301.5)
        src = state.objects.get(frame.source)
        return src.attached_to if src is not None and src.attached_to else None
    raise ValueError(f"bad object reference {ref!r} in an amount")


def _mana_value(state: GameState, oid: int) -> int:
    """202.3: the object's mana value now (a permanent's copiable card, 707.2; a face-down
    one's is 0, 708.2), or as it last existed (608.2h): a permanent's as rules/zones.py logged
    it leaving the battlefield ("left_as"), another object's from the card or token
    it moved as (its "move" record)."""
    if oid in state.objects:
        from mtg_engine.rules.layers import characteristics

        o = state.objects[oid]
        if o.face_down is not None:
            return 0  # 708.2
        card = characteristics(state, oid).card
        # 202.3e: on the stack, X is the value chosen (rules/filters.py reads it alike)
        return card.mana_value + (o.x * card.mana_cost.x_count if o.x else 0)
    left = _as_it_left(state, oid, "left_as")  # a permanent (rules/last_known.py)
    if left is not None:
        from mtg_engine.rules.last_known import mana_value_as_it_left

        return mana_value_as_it_left(state, left)
    # 202.3e: the X a spell had on the stack (logged just before it moved: rules/zones.py)
    x = next((ev[2] for ev in reversed(state.log) if ev[0] == "spell_left_x" and ev[1] == oid),
             0)
    for ev in reversed(state.log):
        if ev[0] == "move" and ev[1] == oid:
            name, is_token = ev[3], bool(ev[8])
            card = state.db.token(name) if is_token else state.db.get(name)
            return card.mana_value + x * card.mana_cost.x_count
    return 0


def _as_it_left(state: GameState, oid: int, kind: str) -> Any:
    """The log's record of `oid` as it left the battlefield (rules/zones.py): ("left_with_pt",
    id, power, toughness), ("left_with_counters", id, ((kind, n), ...))."""
    for ev in reversed(state.log):
        if ev[0] == kind and ev[1] == oid:
            return ev
    return None


def _permanents(state: GameState, frame: Frame, a: Amount) -> list[int]:
    from mtg_engine.rules.filters import matches

    f = a.filter
    assert f is not None
    if a.of:  # "the number of lands that player controls": the player a reference names
        from mtg_engine.rules.layers import characteristics

        who = frame.controller if a.of == THEIR else _player_named(state, frame, a.of)
        return [oid for oid in state.battlefield if who is not None
                and characteristics(state, oid).controller == who
                and matches(state, oid, f, frame.controller, frame.source)]
    return [oid for oid in state.battlefield
            if matches(state, oid, f, frame.controller, frame.source)]


def _player_named(state: GameState, frame: Frame, ref: str) -> int | None:
    """The player a reference names (a target player, the remembered one, the defending
    player), or None."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.state.objects import ref_player

    got = [ref_player(r) for r in resolve_refs(state, frame, ref) if r < 0]
    return next((p for p in got if p is not None), None)


def _devotion(state: GameState, frame: Frame, a: Amount) -> int:
    """700.5: the mana symbols of the colour(s) among the mana costs of the permanents you
    control (a hybrid symbol of both colours counts once); 700.5a: after copy and control
    effects (the copiable values' mana cost, 707.2; a face-down permanent has none, 708.2)."""
    from mtg_engine.rules.layers import characteristics

    want = set(a.colors)
    n = 0
    for oid in state.battlefield:
        ch = characteristics(state, oid)
        if ch.controller != frame.controller or state.objects[oid].face_down is not None:
            continue
        n += sum(1 for s in ch.card.mana_cost.symbols if want & set(s.colors))
    return n


def _greatest(state: GameState, frame: Frame, a: Amount) -> int:
    """"the greatest power among creatures you control" (0 when there are none, 107.1b):
    on the battlefield, or among cards in graveyards or hands (their printed values)."""
    from mtg_engine.rules.layers import characteristics

    if a.zone == "battlefield":
        ids = _permanents(state, frame, a)
    else:
        ids = _cards(state, frame, a)
    best = 0
    for oid in ids:
        if a.stat == "mana_value":
            v = _mana_value(state, oid)
        else:
            ch = characteristics(state, oid)
            v = ch.power if a.stat == "power" else ch.toughness
        best = max(best, v)
    return best


def _total(state: GameState, frame: Frame, a: Amount) -> int:
    """"the total power of creatures you control": the sum of their powers (or toughnesses);
    107.1b: a negative one counts as it is, the result below 0 is 0 (amount_value)."""
    from mtg_engine.rules.layers import characteristics

    if a.stat == "mana_value":  # 202.3: "the total mana value of ..."
        return sum(_mana_value(state, oid) for oid in _permanents(state, frame, a))
    chars = [characteristics(state, oid) for oid in _permanents(state, frame, a)]
    return sum(ch.power if a.stat == "power" else ch.toughness for ch in chars)


_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 305.6


def _basic_land_types(state: GameState, frame: Frame, a: Amount) -> int:
    """305.6: the basic land types among the permanents matching the filter (domain)."""
    from mtg_engine.rules.layers import characteristics

    found: set[str] = set()
    for oid in _permanents(state, frame, a):
        found |= set(characteristics(state, oid).subtypes) & set(_BASIC_LAND_TYPES)
    return len(found)


def _colors_among(state: GameState, frame: Frame, a: Amount) -> int:
    """105.2: the number of colors among the permanents matching the filter ("for each color
    among permanents you control")."""
    return len(colors_among(state, frame, a))


def colors_among(state: GameState, frame: Frame, a: Amount) -> set[str]:
    """105.2: the colors (white, blue, black, red, green; colorless is none, 105.2c) among the
    permanents matching the filter, as they are now."""
    from mtg_engine.rules.layers import characteristics

    return {c for oid in _permanents(state, frame, a)
            for c in characteristics(state, oid).colors} & set("WUBRG")


def hand_most(state: GameState, you: int) -> int:
    """402.1: the number of cards in the hand of the opponent of `you` with the most cards in
    hand (0 with no opponent left)."""
    return max((len(state.players[p].hand) for p in state.opponents(you)
                if p in state.living_players()), default=0)


def _hand_most(state: GameState, frame: Frame, a: Amount) -> int:
    return hand_most(state, frame.controller)


def _names(state: GameState, frame: Frame, a: Amount) -> int:
    """201.2: the different names among the permanents matching the filter ("the number of
    differently named lands you control"); a face-down permanent has no name (708.2)."""
    from mtg_engine.rules.layers import characteristics

    return len({characteristics(state, oid).name for oid in _permanents(state, frame, a)} - {""})


def _powers(state: GameState, frame: Frame, a: Amount) -> int:
    """208.1: the different powers among the permanents matching the filter ("for each
    different power among creatures you control"; 0 when there are none)."""
    from mtg_engine.rules.layers import characteristics

    return len({characteristics(state, oid).power for oid in _permanents(state, frame, a)})


def _cards_named_as(state: GameState, frame: Frame, a: Amount) -> int:
    """201.2: the cards in every graveyard (matching the filter) with the name of the object
    `of` names: a spell on the stack (608.2h: its last known name once it has left)."""
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.layers import characteristics

    oid = _object(state, frame, a.of)
    if oid is None:
        return 0
    name = characteristics(state, oid).name if oid in state.objects else next(
        (str(ev[3]) for ev in reversed(state.log) if ev[0] == "move" and ev[1] == oid), "")
    assert a.filter is not None
    return sum(1 for p in state.apnap() for c in getattr(state.players[p], a.zone)
               if name and characteristics(state, c).name == name
               and matches(state, c, a.filter, frame.controller, frame.source))


_PARTY = ("Cleric", "Rogue", "Warrior", "Wizard")  # 700.8


def dungeons_completed(state: GameState, player: int, a: Amount) -> int:
    """309.7: the dungeons `player` has completed; `different`: counting each name once."""
    from mtg_engine.rules.dungeons import completed, differently_named_completed

    return differently_named_completed(state, player) if a.who == "different" \
        else completed(state, player)


def _party(state: GameState, frame: Frame, a: Amount) -> int:
    return party_size(state, frame.controller)


def party_size(state: GameState, player: int) -> int:
    """700.8: up to one each of Cleric, Rogue, Warrior and Wizard among the creatures
    `player` controls; a creature of several of those types fills one place only, counted the
    way that gives the highest number (700.8b)."""
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics

    filled = {0}  # the sets of places filled (bit masks), creature by creature
    for oid in state.battlefield:
        ch = characteristics(state, oid)
        if ch.controller != player or CardType.CREATURE not in ch.types:
            continue
        bits = [1 << i for i, t in enumerate(_PARTY)
                if t in ch.subtypes or ch.every_creature_type]  # 702.73a changeling
        filled |= {m | b for m in filled for b in bits if not m & b}
    return max(bin(m).count("1") for m in filled)


def _opponents_who(state: GameState, frame: Frame, a: Amount) -> int:
    from mtg_engine.rules.opponents_who import opponents_who

    return opponents_who(state, frame, a)


def _players(state: GameState, frame: Frame, a: Amount) -> int:
    """The number of players in the game (102.1; one who has left is no longer counted,
    800.4a): your opponents, or all players."""
    if a.who == "opponent":
        return len(list(state.opponents(frame.controller)))
    return len(list(state.apnap()))


def _cards(state: GameState, frame: Frame, a: Amount) -> list[int]:
    """The cards matching the filter in the hands or graveyards it names (400.1)."""
    from mtg_engine.rules.filters import matches

    f = a.filter
    assert f is not None
    if a.of == THEIR:  # (their_frame: the player the instruction is carried out for)
        players = [frame.controller]
    elif a.of:  # "in that player's hand": the player a reference names
        from mtg_engine.effects.references import resolve_refs
        from mtg_engine.state.objects import ref_player

        got = [ref_player(r) for r in resolve_refs(state, frame, a.of) if r < 0]
        players = [p for p in got[:1] if p is not None]
    elif f.controller == "you":
        players = [frame.controller]
    elif f.controller == "opponent":
        players = list(state.opponents(frame.controller))
    else:
        players = list(state.apnap())
    from mtg_engine.rules.zone_characteristics import owned_cards

    anyone = replace(f, controller=None)  # whose zone, not who controls the card (108.4a)
    every = [c for p in players for c in owned_cards(state, p, a.zone)]
    if anyone == type(f)():  # "the number of cards in your hand": no card's characteristics
        return every  # are asked (a CDA in that hand may read the battlefield this count is for)
    return [c for c in every if matches(state, c, anyone, frame.controller, frame.source)]


def _this_way(state: GameState, frame: Frame, a: Amount) -> int:
    """608.2c: "the life lost this way" (the life lost by the instructions before it, as this
    spell or ability resolves: the compiler allows it only right after a life-loss
    instruction) or "the damage dealt this way" (dealt by its source as it resolves); the
    objects the instruction before destroyed, exiled, tapped, revealed, discarded or milled
    (`among`: of the kind named, oracle/this_way.py)."""
    if a.who == "counters_removed":  # 118.3: by its cost, the ability's X (activation.py)
        return frame.x
    if a.who in ("cost_sacrificed", "cost_tapped"):  # 118.8: by the spell's cost
        from mtg_engine.rules.any_number_costs import paid_count

        return paid_count(state, frame.stack_id)
    total = 0
    discarded: set[Any] = set()
    for ev in since_resolution(state, frame):
        if a.who == "exiled_cards" and ev[0] == "move" and ev[5] == "exile":
            total += _card_counts(state, frame, ev[2], a)
        elif a.who == "discarded" and ev[0] == "move" and ev[1] in discarded:
            total += _card_counts(state, frame, ev[2], a)  # (as it is where it went)
        elif a.who == "discarded" and ev[0] == "discard":  # 701.8a (its move came after)
            discarded.add(ev[2])
        elif a.who == "milled" and ev[0] == "move" and (ev[4], ev[5]) == ("library", "graveyard"):
            # 701.13a: each card the one mill instruction before put into a graveyard ("your
            # graveyard": yours only)
            mine = ev[6] == frame.controller
            total += _card_counts(state, frame, ev[2], a) if mine or not a.of else 0
        elif a.who in ("destroyed", "exiled", "to_graveyard") and ev[0] == "move":
            # "for each creature destroyed / card exiled this way": the objects the one
            # instruction before it moved (the compiler allows it only right after a "destroy
            # all" / "exile all" instruction whose objects all are what it counts): each
            # permanent it destroyed left the battlefield (701.7a; to wherever a replacement
            # effect put it, 614.1a); each card it exiled went to exile (406.1)
            frm, to = ev[4], ev[5]
            if a.filter is not None and a.filter.token is False and ev[8]:
                continue  # "for each nontoken creature exiled this way" (111.1: as it moved)
            if a.of and ev[6] != frame.controller:  # "you / they controlled" (608.2h: as
                continue  # it left; `their`: the player it's carried out for, their_frame)
            if a.who == "to_graveyard":  # (701.7a: not one a replacement put elsewhere)
                total += frm == "battlefield" and to == "graveyard"
            else:
                total += (frm == "battlefield") if a.who == "destroyed" else (to == "exile")
        elif a.who.startswith("sacrificed") and ev[0] == "sacrifice":  # 701.17a, 608.2h
            total += _sacrificed(state, ev[2], a.who)  # (oracle/sacrificed_this_way.py)
        elif a.who == "tapped" and ev[0] == "tap":  # 701.26a: each permanent it tapped
            total += 1
        elif a.who == "returned" and ev[0] == "move" and (ev[4], ev[5]) == ("battlefield",
                                                                             "hand"):
            total += 1  # 400.3: each permanent it returned (effects/bounce_chosen.py)
        elif a.who == "removed" and ev[0] == "counters" and int(ev[3]) < 0:  # type: ignore[call-overload]
            total -= int(ev[3])  # type: ignore[call-overload]  # 122.1: each counter removed
        elif a.who == "revealed" and ev[0] == "reveal" and ev[1] == frame.controller:
            # 701.16a: each card its controller revealed (reveal_from_hand: one a time;
            # reveal_until: all the cards revealed, at once)
            total += len(ev[2]) if isinstance(ev[2], tuple) else 1
        elif (a.who, ev[0]) in (("life_lost", "lose_life"),
                                 ("mana_paid", "paid_any")):  # (effects/join_forces.py)
            total += ev[2]
        elif a.who == "damage_dealt" and ev[0] == "damage" and ev[1] == frame.source:
            total += ev[3]
    return total


def _sacrificed(state: GameState, oid: Any, who: str) -> int:
    """One permanent sacrificed this way: 1, or its power / toughness as it last existed on
    the battlefield (608.2h; 107.1b: a negative one counts as it is)."""
    if who == "sacrificed":
        return 1
    left = _as_it_left(state, oid, "left_with_pt")
    if left is None:
        return 0
    return int(left[2] if who == "sacrificed_power" else left[3])


def since_resolution(state: GameState, frame: Frame) -> list[Any]:
    """The events since this resolution began (the ("resolve", stack id) event), newest
    first; none when not resolving from the stack (nothing was done "this way")."""
    if not frame.stack_id:
        return []
    out: list[Any] = []
    for ev in reversed(state.log):
        if ev[0] == "resolve" and ev[1] == frame.stack_id:
            return out
        out.append(ev)
    return []


def _card_counts(state: GameState, frame: Frame, oid: Any, a: Amount) -> int:
    """608.2c: "for each creature card exiled / nonland card discarded this way": a card the
    instruction before exiled from a graveyard or discarded (oracle/this_way.py) counts if it
    is of the kind named, as it is in the zone it went to (its types don't change on the way
    from a graveyard or a hand: 400.7)."""
    from mtg_engine.rules.filters import matches

    if not isinstance(oid, int) or oid not in state.objects:
        return 0
    return int(a.filter is None or matches(state, oid, a.filter, frame.controller))


def _life_total(state: GameState, frame: Frame, a: Amount) -> int:
    """119.1: "your life total" as the effect applies (608.2h); "their life": the player the
    instruction is carried out for (`their_frame`); the highest among your opponents' or
    all players' (800.4a: of those still in the game)."""
    return life_total_of(state, frame.controller, a.who)


def life_total_of(state: GameState, you: int, who: str) -> int:
    """119.1: `you`'s life total ("you", "their"), or the highest among the living opponents
    of `you` ("highest_opponent") or all living players ("highest")."""
    if who in ("highest_opponent", "highest"):
        players = state.opponents(you) if who == "highest_opponent" else state.apnap()
        return max((state.players[p].life for p in players), default=0)
    if who in ("their_starting", "your_starting"):  # 103.3: the life total that player
        # began the game with ("your": `you` is the controller, their_frame leaves it)
        from mtg_engine.rules.starting_life import starting_life_total

        return starting_life_total(state, you)
    return state.players[you].life


def their_frame(frame: Frame, v: Any, player: int) -> Frame:
    """The frame an amount is counted in for one `player` of a player instruction: "loses half
    their life" reads that player's life total (119.1), so "you" is that player there; so
    does a count of what `THEIR` player controls or has in hand."""
    if isinstance(v, Amount) and ((v.kind == "life_total" and v.who in ("their",
                                                                        "their_starting"))
                                  or is_theirs(v)):
        return replace(frame, controller=player)
    return frame


def is_theirs(v: Any) -> bool:
    """Is `v` an amount counted for each player in turn (`THEIR`)?"""
    return isinstance(v, Amount) and (v.of == THEIR or is_theirs(v.also))


def player_counters(state: GameState, you: int, a: Amount) -> int:
    """122.1: the counters of a kind "you have" (or "they have": the player the instruction
    is carried out for, `their_frame`), or "your opponents have" together."""
    if a.who == "opponents":
        return sum(state.players[p].counters.get(a.counter_kind, 0) for p in state.opponents(you))
    return state.players[you].counters.get(a.counter_kind, 0)


def _player_counters(state: GameState, frame: Frame, a: Amount) -> int:
    return player_counters(state, frame.controller, a)


def _this_turn(state: GameState, frame: Frame, a: Amount) -> int:
    """"for each creature that died this turn" (700.4: put into a graveyard from the
    battlefield), "the amount of life you gained this turn" (119.9: each event's life)."""
    from mtg_engine.rules.conditions import turn_events

    if a.who == "died":
        died = [ev for ev in turn_events(state) if ev[0] == "move" and ev[4] == "battlefield"
                and ev[5] == "graveyard" and ev[7]]
        if a.filter is None:
            return len(died)
        from mtg_engine.rules.last_known import matches_as_it_left

        # "for each Zubera that died this turn": each as it last existed (603.10a, 608.2h)
        return sum(1 for ev in died
                   if (rec := _as_it_left(state, ev[1], "left_as")) is not None
                   and matches_as_it_left(state, rec, a.filter, frame.controller, frame.source))
    if a.who in TURN_OF:  # 119.3, 120.1, 121.1: a player's (or object's) history
        from mtg_engine.rules.turn_amounts import turn_history

        return turn_history(state, frame, a)
    if a.who in ("cast_before", "cast_other"):  # 601.2i (rules/turn_amounts.py)
        from mtg_engine.rules.turn_amounts import cast_before

        return cast_before(state, frame, a)
    if a.who == "entered_yours":  # 603.6a (rules/condition_turn_facts.entered_per_player)
        from mtg_engine.cards.dsl import Filter
        from mtg_engine.rules.condition_turn_facts import entered_per_player

        me = frame.controller
        return entered_per_player(state, a.filter or Filter(), me, frame.source, {me})[me]
    if a.who in OWN_HISTORY:  # 701.17a, 608.2
        return _own_history(state, frame, a.who)
    if a.who in DIED_YOURS:  # 700.4, 404.2 (rules/turn_amounts.py)
        from mtg_engine.rules.turn_amounts import died_yours

        return died_yours(state, frame, a.who)
    return sum(int(ev[2]) for ev in turn_events(state)  # type: ignore[call-overload]
               if ev[0] == "gain_life" and ev[1] == frame.controller and int(ev[2]) > 0)  # type: ignore[call-overload]


def _own_history(state: GameState, frame: Frame, who: str) -> int:
    """"the number of permanents you've sacrificed this turn" (701.17a: the "sacrifice"
    events of this turn whose player is the controller); "the number of times this ability
    has resolved this turn" (608.2: the "ability_resolved" events of this ability of this
    object this turn, rules/stack.py, this resolution among them;
    rules/condition_ability_history.py reads them too)."""
    from mtg_engine.rules.conditions import turn_events

    if who == "sacrificed":
        return sum(1 for ev in turn_events(state)
                   if ev[0] == "sacrifice" and ev[1] == frame.controller)
    o = state.objects.get(frame.stack_id)
    if o is None or o.kind is None:
        return 0
    key = (o.source, o.kind.value, o.ability, o.granted)
    return sum(1 for ev in turn_events(state)
               if ev[0] == "ability_resolved" and tuple(ev[1:5]) == key)


def _kicked(state: GameState, frame: Frame, a: Amount) -> int:
    """702.33c-d: the number of times the spell (or the permanent it became) was kicked;
    `that_spell`: the spell the trigger remembers ("Whenever you cast a kicked spell, ... the
    number of times that spell was kicked", 603.2), as it last existed on the stack if it has
    left it (608.2h: rules/condition_spell_history.times_kicked)."""
    from mtg_engine.rules.conditions import kicks

    if a.who == "that_spell":
        from mtg_engine.rules.condition_spell_history import times_kicked

        return times_kicked(state, frame.remembered[0]) if frame.remembered else 0
    return kicks(state, frame.stack_id, frame.source)


def _colors_spent(state: GameState, frame: Frame, a: Amount) -> int:
    """601.2h, 702.119a (converge): the number of colors of mana spent to cast the spell, or
    the permanent it became (0 for a copy or an object not cast, 707.10)."""
    from mtg_engine.rules.conditions import cast_info
    from mtg_engine.rules.mana_spent import KEY, count_colors

    return count_colors(dict(cast_info(state, frame.stack_id, frame.source)).get(KEY, ""))


def _snow_spent(state: GameState, frame: Frame, a: Amount) -> int:
    """601.2h, 107.4h: the amount of mana from snow sources spent to cast the spell, or the
    permanent it became (0 for a copy or an object not cast, 707.10)."""
    from mtg_engine.rules.conditions import cast_info
    from mtg_engine.rules.mana_spent import SNOW_KEY

    return int(dict(cast_info(state, frame.stack_id, frame.source)).get(SNOW_KEY, 0))


def _card_types(state: GameState, frame: Frame, a: Amount) -> int:
    """205.2a: the card types among the cards in the graveyards the filter's controller
    names, as the effect applies (608.2h), each card with its own CDAs (604.3)."""
    from mtg_engine.rules.zone_characteristics import card_types_among, cards_in_zone

    assert a.filter is not None
    return card_types_among(cards_in_zone(state, {}, a.zone, a.filter, frame.controller,
                                          frame.source))


def _mana_costs(state: GameState, frame: Frame, a: Amount) -> int:
    """202.1: the different mana costs among the cards (with their own CDAs, 604.3) in the
    graveyards the filter's controller names, as the effect applies (608.2h); a card with no
    mana cost isn't counted (oracle/mana_costs_amount.py)."""
    from mtg_engine.rules.zone_characteristics import cards_in_zone, mana_cost_key

    assert a.filter is not None
    keys = {mana_cost_key(ch.card) for ch in cards_in_zone(state, {}, a.zone, a.filter,
                                                            frame.controller, frame.source)}
    return len(keys - {None})


def _mana_values(state: GameState, frame: Frame, a: Amount) -> int:
    """202.3: the different mana values among the cards (with their own CDAs, 604.3) in the
    graveyards the filter's controller names, as the effect applies (608.2h; a land's is 0)."""
    from mtg_engine.rules.zone_characteristics import cards_in_zone

    assert a.filter is not None
    return len({ch.card.mana_value for ch in cards_in_zone(state, {}, a.zone, a.filter,
                                                            frame.controller, frame.source)})


def _devoured(state: GameState, frame: Frame, a: Amount) -> int:
    """702.82b: the number of creatures the source devoured as it entered (its "devoured"
    choice, rules/keyword_effects.devour; 0 once it has left the battlefield, 400.7)."""
    o = state.objects.get(frame.source)
    return int(dict(o.chosen).get("devoured", 0)) if o is not None else 0


def _mutated(state: GameState, frame: Frame, a: Amount) -> int:
    """702.140d: the number of times the source has mutated (as it last existed on the
    battlefield if it has left it, 608.2h: rules/merging.times_mutated_now)."""
    from mtg_engine.rules.merging import times_mutated_now

    return times_mutated_now(state, frame.source)


def _exiled_with(state: GameState, frame: Frame, a: Amount) -> int:
    """607.2a: the cards exiled with the source still in exile (rules/exiled_with.py)."""
    from mtg_engine.rules.exiled_with import exiled_mana_value, exiled_with

    if a.who == "mana_value":  # 202.3: "the exiled card's mana value"
        return exiled_mana_value(state, frame.source)
    return len(exiled_with(state, frame.source))


_GAME: dict[str, Any] = {"devotion": _devotion, "greatest": _greatest,
                         "basic_land_types": _basic_land_types, "party": _party,
                         "players": _players, "this_way": _this_way, "life_total": _life_total,
                         "opponents_who": _opponents_who,
                         "this_turn": _this_turn, "kicked": _kicked, "mutated": _mutated,
                         "commander_casts": lambda state, frame, a: _commander_casts(
                             state, frame.controller),
                         "colors_spent": _colors_spent, "devoured": _devoured,
                         "snow_spent": _snow_spent,
                         "total": _total, "player_counters": _player_counters,
                         "card_types": _card_types, "colors_among": _colors_among, "names": _names,
                         "hand_most": _hand_most,
                         "cards_named_as": _cards_named_as, "mana_costs": _mana_costs,
                         "mana_values": _mana_values, "powers": _powers,
                         "exiled_with": _exiled_with,
                         "dungeons_completed": lambda state, frame, a: dungeons_completed(
                             state, frame.controller, a)}


# The GAME_KINDS a static ability's "+N/+N for each ..." may read inside the layer system
# (rules/layers._per, 613.4c), from the characteristics being computed (613.8).
# (player_counters: primitives.player_counters_changed has 613 recomputed)
LAYER_KINDS = ("devotion", "basic_land_types", "party", "players", "dungeons_completed",
               "player_counters", "colors_among", "names", "commander_casts")


def _commander_casts(state: GameState, you: int) -> int:
    """903.8: the times `you` cast their commander(s) from the command zone this game."""
    from mtg_engine.rules.commanders import total_casts

    return total_casts(state, you)


def in_layers(state: GameState, chars: dict[int, Any], a: Amount, you: int, source: int) -> int:
    """A LAYER_KINDS amount from the characteristics `chars` being computed (rules/layers.py):
    devotion (700.5), basic land types among permanents (305.6), a party (700.8), players."""
    from mtg_engine.rules.filters import match_characteristics

    if a.kind == "players":
        return len(state.opponents(you)) if a.who == "opponent" else len(state.apnap())
    if a.kind == "dungeons_completed":  # 309.7 (dungeons.complete recomputes the layers)
        return dungeons_completed(state, you, a)
    if a.kind == "player_counters":  # 122.1 (613 recomputed as they change: primitives.py)
        return player_counters(state, you, a)
    if a.kind == "commander_casts":  # 903.8 (a cast moves the card: 613 recomputed)
        return _commander_casts(state, you)
    mine = [(c, ch) for c, ch in chars.items() if ch.controller == you]
    if a.kind == "devotion":
        want = set(a.colors)
        return sum(1 for c, ch in mine if state.objects[c].face_down is None
                   for s in ch.card.mana_cost.symbols if want & set(s.colors))
    if a.kind == "party":
        from mtg_engine.core.types import CardType

        filled = {0}
        for _, ch in mine:
            if CardType.CREATURE in ch.types:
                bits = [1 << i for i, t in enumerate(_PARTY)
                        if t in ch.subtypes or ch.every_creature_type]
                filled |= {m | b for m in filled for b in bits if not m & b}
        return max(bin(m).count("1") for m in filled)
    assert a.kind in ("basic_land_types", "colors_among", "names") and a.filter is not None
    found: set[str] = set()
    for c, ch in chars.items():
        if match_characteristics(state, state.objects[c], ch, a.filter, you, source):
            if a.kind == "names":  # 201.2 (layer 1's names; face down: none, 708.2)
                found |= {ch.name} - {""}
                continue
            found |= set(ch.subtypes) & set(_BASIC_LAND_TYPES) if a.kind == "basic_land_types" \
                else set(ch.colors) & set("WUBRG")  # (105.2, from layer 5's colors)
    return len(found)
