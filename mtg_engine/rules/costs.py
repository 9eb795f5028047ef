"""The total cost of casting a spell (601.2b, 601.2f, 118) and the ways of paying part of it
other than with mana (601.2g-h).

601.2b: the player announces the optional and additional costs they will pay: kicker
(702.33a, one choice per kicker cost, 702.33c), multikicker (how many times, one number),
buyback (702.27a), entwine (702.42a: all the modes), an additional cost printed on the card
("As an additional cost to cast this spell, sacrifice a creature / discard a card / pay 3
life", 118.8), and whether an alternative cost (118.9: flashback 702.34a, evoke 702.74a,
spectacle 702.137a, surge 702.117a, "without paying its mana cost") replaces the mana cost.

601.2f: the total cost is the mana cost or alternative cost, plus additional costs and cost
increases, minus cost reductions (which reduce only the generic part, 601.2f); affinity
(702.41a) is such a reduction. The total is locked in.

601.2g-h: delve (702.66a) exiles cards from the graveyard, improvise (702.126a) taps
artifacts, and convoke (702.51a) taps creatures, each paying for part of the total cost; the
rest is paid with mana (rules/mana.py).
"""

from __future__ import annotations

from mtg_engine.actions import CastSpell
from mtg_engine.cards.dsl import (
    ActivatedAbility,
    AltCost,
    CardDef,
    Condition,
    Cost,
    SelfCostReduction,
    StaticAbility,
)
from mtg_engine.core.mana import ManaCost, ManaSymbol, SymbolKind
from mtg_engine.core.types import CardType
from mtg_engine.rules import offering, per_target_costs
from mtg_engine.rules.cast_free_statics import BY_STATIC
from mtg_engine.rules.filters import matches
from mtg_engine.rules.first_spell_costs import cast_this_turn
from mtg_engine.rules.layers import card_of, characteristics
from mtg_engine.rules.spell_characteristics import kind_matches
from mtg_engine.rules.spell_keywords import KIND as SPELLS_HAVE
from mtg_engine.rules.spell_targets import targets_any
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone


def base_cost(state: GameState, player: int, oid: int, a: CastSpell, card: CardDef,
              default: ManaCost) -> ManaCost | str:
    """The mana cost or the alternative cost chosen (118.9, 601.2b), with X (107.3); a string
    says why that alternative cost can't be used now. `card` is the face being cast, `default`
    what it costs without an announced alternative cost (its mana cost, or the flashback or
    disturb cost where it is cast from)."""
    o = state.objects[oid]
    by_foretell = 0 <= a.alt_cost < len(card.alt_costs) \
        and card.alt_costs[a.alt_cost].kind == "foretell"
    if by_foretell or o.zone is Zone.EXILE:  # 702.143a
        from mtg_engine.rules.foretell import foretell_problem, foretold_turn

        if by_foretell or foretold_turn(o):
            problem = foretell_problem(state, o, by_foretell)
            if problem:
                return problem
            if by_foretell:
                return card.alt_costs[a.alt_cost].mana.with_x(a.x)
    if a.alt_cost == BY_STATIC:  # 118.9: "without paying their mana costs" (107.3b: X is 0)
        from mtg_engine.rules.cast_free_statics import problem

        return problem(state, player, oid) or ManaCost()
    from mtg_engine.rules import play_permissions

    if a.alt_cost == play_permissions.BY_LIFE:  # 118.9, 119.4: life rather than mana
        if not play_permissions.life_instead(state, player, oid)[0]:
            return "no ability lets you pay life rather than its mana cost (118.9)"
        from mtg_engine.rules.life_lock import can_pay_life

        if not can_pay_life(state, player, card.mana_value):  # 119.4, 119.8
            return f"you can't pay {card.mana_value} life (119.4)"
        return ManaCost()
    if play_permissions.life_instead(state, player, oid)[1]:  # (only one, 118.9a)
        return "cast this way, it is paid with life (118.9a)"
    if a.alt_cost < 0:
        if o.zone is Zone.GRAVEYARD and only_escape(card):
            return "from the graveyard it is cast for its escape cost (702.138a)"
        return default.with_x(a.x)
    if a.alt_cost >= len(card.alt_costs):
        return f"{card.name} has no alternative cost number {a.alt_cost} (118.9)"
    alt: AltCost = card.alt_costs[a.alt_cost]
    # (118.9: an alternative cost is paid wherever the spell is cast from: the hand, or the
    # top of a library with a static ability's permission, rules/play_permissions.py)
    from mtg_engine.rules import graveyard_permissions

    by_permission = o.zone is Zone.GRAVEYARD and alt.kind != "escape" \
        and (bool(graveyard_permissions.sources(state, player, oid))  # 601.3, 118.9
             or play_permissions.own_permission(state, player, o))  # (its own: Brokkos)
    if ((o.zone is Zone.GRAVEYARD) != (alt.kind == "escape") and not by_permission) or \
            o.zone not in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY):
        return "that alternative cost is paid to cast it from your hand" \
            if alt.kind != "escape" else "escape is paid to cast it from your graveyard"
    if alt.condition is not None:  # 118.9, 601.2b: "If <condition>, you may pay ..."
        from mtg_engine.rules.conditions import holds

        if not holds(state, alt.condition, player, oid):
            return "that alternative cost's condition doesn't hold (118.9)"
    if alt.kind == "madness":
        return "madness: cast only as its madness trigger resolves (702.35a)"
    if alt.kind == "miracle":
        return "miracle: cast only as its miracle trigger resolves (702.94a)"
    if alt.kind == "spectacle" and not any(
            ev[0] in ("lose_life", "damage") and _life_lost_by_opponent(state, player, ev)
            for ev in _this_turn(state)):
        return "spectacle: no opponent lost life this turn (702.137a)"
    if alt.kind == "surge" and not any(ev[0] == "cast" and ev[1] == player
                                       for ev in _this_turn(state)):
        return "surge: you cast no other spell this turn (702.117a)"
    if alt.kind == "prowl":  # 702.76a
        from mtg_engine.rules.prowl import prowl_problem

        problem = prowl_problem(state, player, oid)
        if problem:
            return problem
    if alt.condition is not None:  # 118.9b: "If you control a Swamp, you may ..."
        from mtg_engine.rules.alternative_costs import condition_problem

        problem = condition_problem(state, player, oid, alt)
        if problem:
            return problem
    return ManaCost() if alt.kind == "free" else alt.mana.with_x(a.x)


def only_escape(card: CardDef) -> bool:
    """Is escape (702.138a) the card's only permission to be cast from a graveyard?"""
    return any(a.kind == "escape" for a in card.alt_costs) and card.flashback is None \
        and not card.graveyard_cast


def _this_turn(state: GameState) -> list[tuple]:  # type: ignore[type-arg]
    """The events of this turn (after its "turn" event)."""
    events = list(state.log)
    for i in range(len(events) - 1, -1, -1):
        if events[i][0] == "turn":
            return events[i + 1:]
    return events


def _life_lost_by_opponent(state: GameState, player: int, ev: tuple) -> bool:  # type: ignore[type-arg]
    from mtg_engine.state.objects import ref_player

    if ev[0] == "lose_life":
        return ev[1] != player
    who = ref_player(ev[2])
    return who is not None and who != player and ev[3] > 0


def total_cost(state: GameState, player: int, oid: int, a: CastSpell, card: CardDef,
               default: ManaCost) -> ManaCost | str:
    """601.2f: the total cost, locked in; or why the announced costs can't be paid."""
    cost = base_cost(state, player, oid, a, card, default)
    if isinstance(cost, str):
        return cost
    reason = _check_kicks(card, a)
    if reason:
        return reason
    symbols = list(cost.symbols)
    for i, n in enumerate(a.kicked):  # 702.33a / 702.33c
        kick = card.kicker[i] if card.kicker else card.multikicker
        assert kick is not None
        for _ in range(n):
            symbols += kick.symbols
    if a.buyback not in (0, 1):
        return "buyback: 1 pays it, 0 doesn't (702.27a)"
    if a.buyback:
        if card.buyback is None:
            return f"{card.name} has no buyback (702.27a)"
        symbols += card.buyback.symbols
    if a.replicated:  # 702.56a: any number of times (its own, or given: spell_keywords.py)
        from mtg_engine.rules.spell_keywords import replicate_cost

        replicate = replicate_cost(state, player, card)
        if replicate is None or a.replicated < 0:
            return f"{card.name} has no replicate (702.56a)"
        symbols += replicate.symbols * a.replicated
    if entwined(card, a.modes):  # 702.42a
        assert card.entwine is not None
        symbols += card.entwine.symbols
    if card.escalate is not None and len(a.modes) > 1:  # 702.120a: each mode beyond the first
        symbols += card.escalate.symbols * (len(a.modes) - 1)
    if card.per_target_cost is not None:  # 601.2f: each target beyond the first (strive)
        symbols += card.per_target_cost.symbols * max(0, sum(1 for t in a.targets if t) - 1)
    if card.additional_options:  # 118.8, 601.2f: an either/or additional cost's mana
        from mtg_engine.rules.additional_options import mana

        symbols += mana(card, a).symbols
    if a.spliced:  # 702.47a: each splice cost, an additional cost (601.2f)
        from mtg_engine.rules import splice

        symbols += splice.mana(state, a).symbols
    change = cost_change(state, player, oid, card, a.targets, a.x)
    if card.additional_reduction and a.alt_cost == -1:  # 601.2f: "{2} less for each ..."
        from mtg_engine.rules.any_number_costs import reduction

        change -= reduction(card, a)
    if card.self_cost is not None and card.self_cost.mana:  # 118.7b-c: "{2}{U}{U} less"
        from mtg_engine.rules.self_cost_mana import reduce_colored

        symbols, generic = reduce_colored(state, player, oid, card, list(symbols))
        change -= generic
    if 0 <= a.alt_cost < len(card.alt_costs) and card.alt_costs[a.alt_cost].kind == "emerge":
        # 702.119a: reduced by the sacrificed creature's mana value (a generic reduction,
        # 601.2f), as it is on the battlefield
        change -= sum(characteristics(state, c).mana_cost.mana_value for c in a.additional
                      if c in state.objects)
    total = _with_generic_change(ManaCost(tuple(symbols)), change) \
        + mana_increase(state, player, card, a.targets, a.x)
    if offering.announced(card, a.alt_cost):  # 702.48c: reduced by the sacrificed one's cost
        return offering.reduced(state, total, a.additional)
    return total


def entwined(card: CardDef, modes: tuple[int, ...]) -> bool:
    """702.42a: all the modes chosen instead of the number specified, the entwine cost paid
    (702.42b: followed in the order written)."""
    sp = card.spell
    return card.entwine is not None and sp is not None and len(sp.modes) > sp.choose \
        and modes == tuple(range(len(sp.modes)))


def _check_kicks(card: CardDef, a: CastSpell) -> str | None:
    if not a.kicked:
        return None
    if card.kicker:
        if len(a.kicked) != len(card.kicker) or any(k not in (0, 1) for k in a.kicked):
            return (f"kicker: one 0/1 choice for each of its {len(card.kicker)} kicker "
                    f"cost(s) (702.33a)")
        return None
    if card.multikicker is not None:
        if len(a.kicked) != 1 or a.kicked[0] < 0:
            return "multikicker: the number of times it is kicked (702.33c)"
        return None
    return f"{card.name} has no kicker (702.33)"


def cost_change(state: GameState, player: int, oid: int, card: CardDef,
                targets: tuple[int, ...] = (), x: int = 0, timed: bool = True) -> int:
    """601.2f: the sum of cost increases (positive) and reductions (negative) that apply to
    casting this card: static abilities of permanents (Thalia, Goblin Electromancer) and its
    own affinity (702.41a). `targets`: the spell's chosen targets (601.2c comes before 601.2f),
    for "spells that target ~ cost {2} more to cast" (115.9b, rules/spell_targets.py).
    `timed`: False for a spell cast as an instruction says, during a resolution (608.2g), which
    doesn't use its own "as though it had flash if you pay {2} more" permission (601.3b)."""
    o = state.objects.get(oid)
    change = sum(st.amount * (per_target_costs.times(card, targets, st.amount)
                              if st.per_target else _commander_casts(state, oid)
                              if st.per_commander_cast else 1)  # 601.2f: "for each ..."
                 for st in _spell_costs(state, player, card, targets, x,
                                        o.zone if o is not None else None, oid))
    if card.affinity is not None:  # 702.41a: {1} less for each [quality] you control
        change -= sum(1 for pid in state.battlefield
                      if matches(state, pid, card.affinity, player)
                      and state.objects[pid].controller == player)
    if "undaunted" in card.keywords:  # 702.125a-c: {1} less for each opponent still playing
        change -= len(state.opponents(player))
    if card.self_cost is not None:  # 601.2f: "This spell costs {1} less to cast for each/if"
        change -= _self_reduction(state, player, oid, card, targets)
    if o is not None and o.zone is Zone.EXILE and o.chosen:  # 601.2f: "A spell cast this way
        from mtg_engine.rules.play_from_exile import cost_increase  # costs {2} more to cast."

        change += cost_increase(state, player, o)
    if card.statics and timed:  # 601.3b: "... as though it had flash if you pay {2} more"
        from mtg_engine.rules.flash_self import flash_increase

        change += flash_increase(state, player, card)
    if o is not None and o.zone is Zone.COMMAND and state.commanders is not None:
        from mtg_engine.rules.commanders import tax

        change += tax(state, player, oid)  # 903.8: the commander tax (an additional cost)
    return change


def _commander_casts(state: GameState, oid: int) -> int:
    """903.8: the times the commander `oid` has been cast from the command zone."""
    from mtg_engine.rules.commanders import casts_from_command_zone

    return casts_from_command_zone(state, oid)


def spell_cost_sources(state: GameState) -> list[int]:
    """Permanents with a static ability changing what spells cost (601.2f) or giving spells a
    keyword (702.78b, rules/spell_keywords.py), in battlefield order; cached with the
    characteristics (613.1f: the abilities they have now)."""
    key = ("spell_cost",)
    cached = state._chars.get(key)  # type: ignore[call-overload]
    if cached is None:
        cached = [oid for oid in state.battlefield
                  if any(st.kind in ("spell_cost", SPELLS_HAVE)  # (702.78b)
                         for st in card_of(state, oid).statics)]
        # 901.7, 904.8: a face-up plane's or scheme's ("Red spells cost {1} less to cast.")
        from mtg_engine.rules.command_zone import functioning_ids  # (113.6: not a commander)

        cached += [oid for oid in functioning_ids(state)
                   if any(st.kind == "spell_cost" for st in state.objects[oid].card.statics)]
        if state.commanders is not None:  # 113.6: "As long as ~ is in the command zone ..."
            from mtg_engine.rules.commanders import command_zone_statics

            cached += [oid for oid, st in command_zone_statics(state) if st.kind == "spell_cost"]
        state._chars[key] = cached  # type: ignore[index]
    return cached  # type: ignore[no-any-return]


def target_dependent_costs(state: GameState) -> bool:
    """Does a static ability change what a spell costs by what it targets ("Spells your
    opponents cast that target ~ cost {2} more to cast.", 601.2f, 115.9b)? Then each choice of
    targets has its own total cost."""
    return any(st.kind == "spell_cost" and (st.per_target or (
        st.filter is not None and st.filter.spell_targets))
               for pid in spell_cost_sources(state) for st in card_of(state, pid).statics)


def _spell_costs(state: GameState, player: int, card: CardDef, targets: tuple[int, ...],
                 x: int, cast_from: Zone | None = None,
                 oid: int = 0) -> list[StaticAbility]:
    """The permanents' `spell_cost` static abilities that apply to `player` casting `card`
    (601.2f); `cast_from`: the zone the card is cast from (a `spell_cost` with `zone:
    graveyard` is "Spells you cast from your graveyard cost {1} less to cast."); `oid`: the
    object cast, whose creature types an effect on cards outside the battlefield may change
    (611.3c: Maskwood Nexus, Conspiracy)."""
    out: list[StaticAbility] = []
    for pid in spell_cost_sources(state):
        src = state.objects[pid]
        for st in card_of(state, pid).statics:  # 613.1f: the abilities it has now
            if st.kind != "spell_cost":
                continue
            if st.when is not None and not _holds(state, st.when, src.controller, pid):
                continue  # 611.3a: "As long as it's not your turn, spells you cast cost ..."
            if st.zone == "graveyard" and cast_from is not Zone.GRAVEYARD:
                continue  # (cast from a graveyard only, 601.2a)
            if st.whose == "you" and src.controller != player:
                continue
            if st.whose == "opponent" and src.controller == player:
                continue
            if st.filter.chosen:  # 614.12a: "spells of the chosen type" (the source's choice)
                from mtg_engine.rules.filters import card_is_chosen

                if not card_is_chosen(state, pid, st.filter.chosen, card, oid):
                    continue
            if st.filter.spell_targets and not targets_any(
                    state, targets, st.filter.spell_targets, src.controller, pid):
                continue
            if st.first_each_turn and cast_this_turn(state, player, st.filter):
                continue  # 601.2f: "the first creature spell you cast each turn"
            if st.filter.other and oid == pid:
                continue  # "Other Dragon spells you cast" (not the source being cast)
            if st.filter.commander is not None or st.filter.owned_by_you:  # 903.3: "Your
                from mtg_engine.rules.commanders import is_commander  # commander"

                o = state.objects.get(oid)
                if o is None or (st.filter.commander is not None
                                 and is_commander(state, oid) != st.filter.commander) \
                        or (st.filter.owned_by_you and o.owner != src.controller):
                    continue
            if kind_matches(state, oid, card, st.filter, lambda c, f: _spell_matches(c, f, x)):
                out.append(st)  # (611.3c: "Dragon spells you cast cost {2} less", Maskwood)
    return out


def _holds(state: GameState, c: Condition, controller: int, source: int) -> bool:
    from mtg_engine.rules.conditions import holds

    return holds(state, c, controller, source)


def mana_increase(state: GameState, player: int, card: CardDef,
                  targets: tuple[int, ...] = (), x: int = 0) -> ManaCost:
    """601.2f: the coloured mana the cost increases add ("Black spells you cast cost {B} more
    to cast.": `StaticAbility.mana`)."""
    return ManaCost(tuple(s for st in _spell_costs(state, player, card, targets, x) if st.mana
                          for s in ManaCost.parse(st.mana).symbols))


def _self_reduction(state: GameState, player: int, oid: int, card: CardDef,
                    targets: tuple[int, ...]) -> int:
    """The spell's own reduction (601.2f); "if it targets ..." read on `targets` (601.2c)."""
    assert card.self_cost is not None
    if card.self_cost.if_targets is not None:
        from mtg_engine.rules.target_cost_condition import target_reduction

        return target_reduction(state, player, oid, card.self_cost, targets)
    return own_reduction(state, player, oid, card.self_cost, card.name, "spell")


def own_reduction(state: GameState, player: int, oid: int, r: SelfCostReduction, name: str,
                  kind: str) -> int:
    """A spell's or an ability's own reduction (`r` a dsl.SelfCostReduction; 601.2f,
    602.2b): {N} for each of what its amount counts (608.2h: counted now, as the cost is
    determined), or {N} if its condition holds."""
    if r.condition is not None:
        from mtg_engine.rules.conditions import holds

        return r.less if holds(state, r.condition, player, oid) else 0
    from mtg_engine.rules.amounts import amount_value
    from mtg_engine.state.game_state import Frame

    frame = Frame((), (name, False, kind, 0), 0, player, oid, name, (), ())
    return r.less * max(0, amount_value(state, frame, r.per))  # type: ignore[no-any-return]


def activation_mana(state: GameState, player: int, oid: int, ab: ActivatedAbility,
                    targets: tuple[int, ...] = ()) -> ManaCost:
    """The mana an activated ability costs now (602.2b, 601.2f): its printed mana cost less its
    own "This ability costs {1} less to activate for each ..." (only the generic part, and not
    below 0; dsl.ActivatedAbility.cost_less, on a cost without X). "~'s equip ability costs
    {2} less to activate if it targets a colorless creature." (602.2b: 601.2c before 601.2f):
    read on `targets`, the targets chosen (none yet: the reduction that could apply,
    rules/target_cost_condition.py)."""
    if ab.cost_less is None:
        return ab.cost.mana
    if ab.cost_less.if_targets is not None:
        from mtg_engine.rules.target_cost_condition import target_reduction

        less = target_reduction(state, player, oid, ab.cost_less, targets)
        return _with_generic_change(ab.cost.mana, -less)
    less = own_reduction(state, player, oid, ab.cost_less, state.objects[oid].card.name,
                         "ability")
    return _with_generic_change(ab.cost.mana, -less)


# the filter fields `_spell_matches` (and "of the chosen ...", 614.12a) reads; a card whose
# filter sets another is refused (cards/oracle/evaluable.py)
SPELL_COST_FILTER_FIELDS = frozenset({"types", "not_types", "colors", "not_colors", "subtypes",
                                      "name", "chosen", "colorless", "supertypes", "keywords",
                                      "historic", "spell_targets", "power_ge", "power_le",
                                      "mana_value_ge", "mana_value_le", "color_count",
                                      "other", "commander", "owned_by_you"})  # (_spell_costs)


def _spell_matches(card: CardDef, f, x: int = 0) -> bool:  # type: ignore[no-untyped-def]
    """A spell-cost filter read on the card being cast (its characteristics as a spell; `x`
    the value chosen for X)."""
    types = {t.value for t in card.types}
    if f.types and not types & set(f.types):
        return False
    if f.not_types and types & set(f.not_types):
        return False
    if f.colors and not any(c in card.colors for c in f.colors):
        return False
    if f.not_colors and any(c in card.colors for c in f.not_colors):
        return False
    if f.subtypes and not set(card.subtypes) & set(f.subtypes):
        return False
    if f.colorless and card.colors:  # 105.2c
        return False
    if f.color_count is not None and len(set(card.colors)) != f.color_count:  # 105.2
        return False
    if f.supertypes and not {t.value for t in card.supertypes} & set(f.supertypes):
        return False
    if f.keywords and not card.keywords & set(f.keywords):
        return False
    if f.historic and not (types & {"Artifact"} or "Saga" in card.subtypes  # 700.6
                           or any(t.value == "Legendary" for t in card.supertypes)):
        return False
    if (f.power_ge is not None or f.power_le is not None) and not _within(
            card.power, f.power_ge, f.power_le):  # 208.1: a creature spell's power
        return False
    if (f.mana_value_ge is not None or f.mana_value_le is not None) and not _within(
            card.mana_cost.with_x(x).mana_value, f.mana_value_ge, f.mana_value_le):
        return False  # 202.3e: X is the value chosen (601.2b comes before 601.2f)
    return f.name is None or f.name == card.name


def _within(value: int | None, lo: int | None, hi: int | None) -> bool:
    if value is None:
        return False  # (no power: not a creature spell)
    return (lo is None or value >= lo) and (hi is None or value <= hi)


def _with_generic_change(cost: ManaCost, change: int) -> ManaCost:
    """Add `change` generic mana; a reduction lowers only the generic part and not below 0
    (601.2f)."""
    generic = sum(s.amount for s in cost.symbols if s.kind is SymbolKind.GENERIC)
    rest = tuple(s for s in cost.symbols if s.kind is not SymbolKind.GENERIC)
    generic = max(0, generic + change)
    return ManaCost(((ManaSymbol(SymbolKind.GENERIC, amount=generic),) if generic else ()) + rest)


# ------------------------------------------------------------------ delve, improvise, convoke


def substitute_problem(state: GameState, player: int, oid: int, a: CastSpell,
                       card: CardDef) -> str | None:
    """Are the cards to exile (delve), artifacts and creatures to tap (improvise, convoke)
    allowed?"""
    for what, ids, kw in (("delve", a.delve, "delve"), ("improvise", a.improvise, "improvise"),
                          ("convoke", a.convoke, "convoke")):
        if ids and kw not in card.keywords:
            return f"{card.name} has no {what}"
        if len(set(ids)) != len(ids):
            return f"{what}: the same object was chosen twice"
    gy = state.players[player].graveyard
    if any(c not in gy or c == oid for c in a.delve):
        return "delve exiles cards from your graveyard (702.66a)"
    for pid in (*a.improvise, *a.convoke):
        o = state.objects.get(pid)
        if o is None or o.zone is not Zone.BATTLEFIELD or o.controller != player or o.tapped:
            return "improvise and convoke tap untapped permanents you control"
    if set(a.improvise) & set(a.convoke):
        return "a permanent can be tapped only once"
    if any(CardType.ARTIFACT not in characteristics(state, p).types for p in a.improvise):
        return "improvise taps artifacts (702.126a)"
    if any(not characteristics(state, p).is_creature for p in a.convoke):
        return "convoke taps creatures (702.51a)"
    return None


def not_for_mana(state: GameState, extra: Cost | None, chosen: tuple[int, ...],
                 improvise: tuple[int, ...] = (), convoke: tuple[int, ...] = ()) -> tuple[int, ...]:
    """601.2g-h: the permanents that can't also be tapped for mana while the spell's cost is
    paid. Mana abilities are activated first (601.2g), then the costs are paid in any order
    (601.2h): a land tapped for mana may then be sacrificed or returned for the additional
    cost `extra` (Harrow's "sacrifice a land"), but a permanent another part of the cost taps
    (convoke 702.51a, improvise 702.126a, "tap an untapped creature you control", conspire
    702.78a) can't be tapped twice, and one whose mana ability may sacrifice it (605.3b) can't
    be sacrificed or returned too."""
    taps = extra is not None and extra.tap_filter is not None
    return (*improvise, *convoke, *(oid for oid in chosen if taps or _mana_removes_it(state, oid)))


def _mana_removes_it(state: GameState, oid: int) -> bool:
    """Does a mana ability of permanent `oid` sacrifice it as it resolves (605.3b)?"""
    o = state.objects.get(oid)
    return o is not None and o.zone is Zone.BATTLEFIELD and any(
        ab.is_mana_ability and any(e.verb == "sacrifice" for e in ab.effects)
        for ab in card_of(state, oid).abilities)


def after_substitutes(state: GameState, cost: ManaCost, delve: int, improvise: int,
                      convoke: tuple[int, ...]) -> ManaCost | None:
    """The mana left to pay once delve and improvise have paid generic mana and each convoked
    creature a coloured symbol of its colour or generic mana; None if they pay more than
    there is to pay."""
    symbols = list(cost.symbols)
    generic = sum(s.amount for s in symbols if s.kind is SymbolKind.GENERIC)
    others = [s for s in symbols if s.kind is not SymbolKind.GENERIC]
    colored_payers: list[str] = [characteristics(state, c).colors for c in convoke]
    # coloured (and hybrid) symbols a convoking creature can pay (702.51a): a matching
    left_creatures: list[int] = []
    for i, colors in enumerate(colored_payers):
        slot = next((j for j, s in enumerate(others)
                     if s.kind in (SymbolKind.COLORED, SymbolKind.HYBRID)
                     and set(s.colors) & set(colors)), None)
        if slot is None:
            left_creatures.append(i)
        else:
            others.pop(slot)
    generic -= delve + improvise + len(left_creatures)
    if generic < 0:
        return None
    head = (ManaSymbol(SymbolKind.GENERIC, amount=generic),) if generic else ()
    return ManaCost(head + tuple(others))


def generic_of(cost: ManaCost) -> int:
    return sum(s.amount for s in cost.symbols if s.kind is SymbolKind.GENERIC)


def auto_substitutes(state: GameState, player: int, oid: int, card: CardDef, cost: ManaCost,
                     payable) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None:  # type: ignore[no-untyped-def]
    """The fewest cards to delve and permanents to improvise and convoke with that make the
    rest of `cost` payable (`payable(mana_cost, tapped_ids)` says whether mana can pay it):
    (delve, improvise, convoke), or None when nothing makes it payable. Cards and permanents
    are taken in a fixed order: graveyard bottom first; permanents without mana abilities
    first."""
    kws = card.keywords
    if payable(cost, ()):
        return (), (), ()
    gy = [c for c in state.players[player].graveyard if c != oid] if "delve" in kws else []
    mine = [p for p in state.battlefield if state.objects[p].controller == player
            and not state.objects[p].tapped]
    mine.sort(key=lambda p: bool(state.objects[p].card.abilities))  # keep mana sources
    arts = [p for p in mine if "improvise" in kws
            and CardType.ARTIFACT in characteristics(state, p).types]
    creatures = [p for p in mine if "convoke" in kws and characteristics(state, p).is_creature]
    delve: list[int] = []
    imp: list[int] = []
    conv: list[int] = []
    pool = [("d", c) for c in gy] + [("i", p) for p in arts] + [("c", p) for p in creatures]
    for kind, x in pool:
        if (kind == "i" and x in conv) or (kind == "c" and x in imp):
            continue
        trial = ([*delve, x] if kind == "d" else delve, [*imp, x] if kind == "i" else imp,
                 [*conv, x] if kind == "c" else conv)
        rest = after_substitutes(state, cost, len(trial[0]), len(trial[1]), tuple(trial[2]))
        if rest is None:
            continue
        delve, imp, conv = trial
        if payable(rest, tuple(imp) + tuple(conv)):
            return tuple(delve), tuple(imp), tuple(conv)
    return None


__all__ = ["after_substitutes", "auto_substitutes", "base_cost", "cost_change", "entwined",
           "not_for_mana", "substitute_problem", "total_cost"]
