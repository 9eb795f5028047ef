"""Rendering activated and triggered abilities back to Oracle-style English: costs (602.1,
118), activation limits (602.5b), trigger conditions (603.1) and intervening-if clauses (603.4).

The effects and noun phrases they contain are rendered by cards/oracle/render.py."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle.amount_render import wording
from mtg_engine.cards.oracle.render import render_effects
from mtg_engine.cards.oracle.render_phrases import REMEMBERED, RenderError, _num, describe_filter

# ------------------------------------------------------------------ abilities


def render_cost(cost: Any) -> str:
    """A cost's parts in the order the mapping has them (the order the compiler read them in
    the card's text: "Discard your hand, Sacrifice ~")."""
    if isinstance(cost, str):
        return cost
    parts = _cost_parts(cost)
    keys = [k for k in cost if k in parts]
    if "remove_counters" in keys and keys[keys.index("remove_counters") + 1:][:1] == [
            "sacrifice_self"] and wording("and_sacrifice_it"):  # (118.3: still two costs)
        parts["remove_counters"] += " and sacrifice it"
        keys.remove("sacrifice_self")
    return ", ".join(parts[k] for k in keys)


def _cost_parts(cost: dict[str, Any]) -> dict[str, str]:
    parts: dict[str, str] = {}
    if cost.get("mana"):
        parts["mana"] = cost["mana"]
    if cost.get("tap"):
        parts["tap"] = "{T}"
    if cost.get("untap"):
        parts["untap"] = "{Q}"
    if cost.get("pay_life"):
        parts["pay_life"] = f"Pay {cost['pay_life']} life"
    if cost.get("sacrifice_self") and not cost.get("sacrifice_with_self"):
        parts["sacrifice_self"] = "Sacrifice ~"
    if cost.get("sacrifice_with_self"):  # "Sacrifice ~ and a creature you control"
        from mtg_engine.cards.oracle.sacrifice_costs import render_with_self

        parts["sacrifice_with_self"] = render_with_self(cost)
    elif cost.get("sacrifice_each"):  # "Sacrifice a blue creature, a black creature, and ..."
        from mtg_engine.cards.oracle.sacrifice_costs import render_each

        parts["sacrifice"] = render_each(cost)
    elif "sacrifice" in cost and "any_of" in cost["sacrifice"]:  # (sacrifice_costs.py)
        from mtg_engine.cards.oracle.sacrifice_costs import render as render_sacrifice

        parts["sacrifice"] = render_sacrifice(cost["sacrifice"])
    elif "sacrifice" in cost:
        f = dict(cost["sacrifice"])
        other = f.pop("other", False)
        n = cost.get("sacrifice_count", 1)
        many = n == "X" or n > 1  # (X: 107.3a)
        d = describe_filter(f, plural=many)
        art = "another" if other else ("an" if d[0] in "aeiou" else "a")
        if many:
            art = _num(n) + (" other" if other else "")
        if cost.get("exile_chosen"):  # "Exile a creature you control" (118.3)
            parts["sacrifice"] = f"Exile {art} {d} you control"
        else:
            parts["sacrifice"] = f"Sacrifice {art} {d}"
    if cost.get("remove_counters"):
        rc = cost["remove_counters"]
        n = rc.get("count", 1)
        noun = "counter" if n == 1 else "counters"
        many = "any number of" if n == "any" else "all" if n == "all" else _num(n)  # (107.1c)
        parts["remove_counters"] = f"Remove {many} {rc['kind']} {noun} from ~"
    if cost.get("discard"):
        parts["discard"] = _render_discard(cost)
    if cost.get("discard_self"):
        parts["discard_self"] = "Discard ~"
    parts.update(_render_more_costs(cost))
    return parts


def _a(phrase: str) -> str:
    return "an" if phrase[0] in "aeiouAEIOU" else "a"


def _render_discard(cost: dict[str, Any]) -> str:
    n = cost["discard"]
    if cost.get("discard_random"):
        if n != 1:
            raise RenderError("discard N at random")
        return "Discard a card at random"
    f = cost.get("discard_filter")
    if f and set(f) == {"name"} and n == 1:  # grandeur: "another card named ~" (201.4b)
        from mtg_engine.cards.oracle.amounts import own_name

        if f["name"] != own_name():
            raise RenderError("a card of another name")
        return "Discard another card named ~"
    if f:
        d = describe_filter(f, "card", plural=n > 1)
        return f"Discard {_num(n, _a(d))} {d}"
    return f"Discard {_num(n)} card{'s' if n > 1 else ''}"


def _counter_and_yours(verb: str, prep: str, rc: dict[str, Any]) -> str:
    """"Remove a +1/+1 counter from a creature you control" / "Put a -1/-1 counter on a
    creature you control" (118.3: the permanent chosen as it is activated)."""
    f = dict(rc["filter"])
    if f.pop("controller", None) != "you":
        raise RenderError("a counter cost on a permanent you don't control")
    if rc.get("count"):  # "Remove two +1/+1 counters from among creatures you control"
        many = describe_filter(f, plural=True) if f else "permanents"
        return f"{verb} {_num(rc['count'])} {rc['kind']} counters from among {many} you control"
    d = describe_filter(f) if f else "permanent"
    if rc["kind"] == "any":  # 122.1: a counter of any kind (ability_costs.ANY_COUNTER)
        return f"{verb} a counter {prep} {_a(d)} {d} you control"
    return f"{verb} {_a(rc['kind'])} {rc['kind']} counter {prep} {_a(d)} {d} you control"


def _render_more_costs(cost: dict[str, Any]) -> dict[str, str]:
    """The cost parts of rules/ability_costs.py (118.3), by their key."""
    parts: dict[str, str] = {}
    if cost.get("discard_hand"):
        parts["discard_hand"] = "Discard your hand"
    if cost.get("tap_untapped"):
        t = cost["tap_untapped"]
        f, n = dict(t["filter"]), t.get("count", 1)
        other = f.pop("other", False)
        flying = f.get("keywords") == ["flying"] and f.pop("keywords")  # "you control with
        d = describe_filter(f, plural=n == "X" or n > 1)  # flying" (the order printed)
        art = "another" if other and n == 1 else _num(n, "an")  # "an untapped
        if other and n != 1:
            raise RenderError("tap N other")
        parts["tap_untapped"] = f"Tap {art} untapped {d} you control" \
            + (" with flying" if flying else "")
    if cost.get("untap_tapped"):  # 118.3 (costs.more_cost_part)
        u = cost["untap_tapped"]
        n = u.get("count", 1)
        d = describe_filter(dict(u["filter"]), plural=n > 1)
        parts["untap_tapped"] = f"Untap {'fifteen' if n == 15 else _num(n, 'a')} tapped {d} " \
            "you control"
    if cost.get("return"):
        r = cost["return"]
        f, n = dict(r["filter"]), r.get("count", 1)
        if f.pop("controller", None) != "you":
            raise RenderError("return a permanent you don't control")
        d = describe_filter(f, plural=n > 1)
        whose = "its owner's hand" if n == 1 else "their owner's hand"
        parts["return"] = f"Return {_num(n, _a(d))} {d} you control to {whose}"
    if cost.get("return_self"):
        parts["return_self"] = "Return ~ to its owner's hand"
    if cost.get("exert_self"):  # 701.39a
        parts["exert_self"] = "Exert ~"
    if cost.get("exile_top"):  # 118.3
        n = cost["exile_top"]
        parts["exile_top"] = "Exile the top card of your library" if n == 1 else \
            f"Exile the top {_num(n)} cards of your library"
    for key, verb in (("tap_attached", "Tap"), ("sacrifice_attached", "Sacrifice")):  # 118.3
        if cost.get(key):
            parts[key] = f"{verb} enchanted {cost[key]}"
    if cost.get("remove_counter_from"):  # 118.3
        parts["remove_counter_from"] = _counter_and_yours("Remove", "from",
                                                          cost["remove_counter_from"])
    if cost.get("exile_graveyard_top") is not None:  # 118.3, 404.2
        f = cost["exile_graveyard_top"]
        if f not in ({}, {"types": ["Creature"]}):
            raise RenderError("the top card of a graveyard")
        parts["exile_graveyard_top"] = f"Exile the top {'creature ' if f else ''}card of your " \
            "graveyard"
    if cost.get("add_counter"):  # 118.3
        kind = cost["add_counter"]
        parts["add_counter"] = f"Put {_a(kind)} {kind} counter on ~"
    if cost.get("exile_graveyard"):
        n = cost["exile_graveyard"]
        f = cost.get("exile_filter") or {}
        many = n == "X" or n > 1  # (X: 107.3a)
        other = n == 1 and bool(f.get("other"))  # "Exile another creature card" (109.1)
        f = {k: v for k, v in f.items() if k != "other"} if other else f
        d = describe_filter(f, "card", plural=many) if f else ("cards" if many else "card")
        parts["exile_graveyard"] = f"Exile {'another' if other else _num(n, _a(d))} {d} from " \
            "your graveyard"
    if cost.get("exile_self"):
        parts["exile_self"] = "Exile ~"
    if cost.get("mill"):
        n = cost["mill"]
        parts["mill"] = f"Mill {_num(n)} card{'s' if n > 1 else ''}"
    if cost.get("reveal_hand"):  # 118.3, 701.16a
        d = describe_filter(cost.get("reveal_hand_filter") or {}, "card", plural=True)
        parts["reveal_hand"] = f"Reveal {_num(cost['reveal_hand'])} {d} from your hand"
    if cost.get("put_counter_on"):  # 118.3
        parts["put_counter_on"] = _counter_and_yours("Put", "on", cost["put_counter_on"])
    if cost.get("move_card"):  # 118.3
        from mtg_engine.rules.card_costs import MOVES

        parts["move_card"] = MOVES[cost["move_card"]]
    if cost.get("pay_half_life"):  # 119.4
        parts["pay_half_life"] = "Pay half your life, rounded up"
    if cost.get("energy"):  # 107.14
        parts["energy"] = "Pay " + "{E}" * cost["energy"]
    return parts


def render_activated(ab: dict[str, Any], tokens: dict[str, dict[str, Any]] | None = None) -> str:
    if "loyalty" in ab and ab.get("cost") == {"remove_counters": {"kind": "loyalty",
                                                                   "count": "X"}}:
        head = "[−X]"  # 606.4, 107.3 (costs._loyalty_x_ability)
    elif "loyalty" in ab:
        if ab.get("cost"):
            raise RenderError("a loyalty ability with another cost")
        n = ab["loyalty"]
        head = f"[{'+' if n > 0 else ''}{n}]".replace("-", "−")
    else:
        head = render_cost(ab["cost"])
        if ab.get("zone") in ("graveyard", "hand") and ab["cost"].get("exile_self"):
            head = head.replace("Exile ~", f"Exile ~ from your {ab['zone']}")  # 602.2
    if "mana_per_counter" in ab:  # storage lands, batteries (mana_combinations.py)
        from mtg_engine.cards.oracle.mana_combinations import render_per_counter

        body = render_per_counter(ab)
    elif "mana_times" in ab:  # 106.1 (mana_amounts.py)
        from mtg_engine.cards.oracle.mana_amounts import render_variable_mana

        body = render_variable_mana(ab)
        if ab.get("effects"):
            body += " " + render_effects(ab["effects"], [], tokens)
    elif "mana" in ab:
        body = f"Add {ab['mana']}."
        if ab.get("mana_instead"):  # 106.1 (mana_instead.py)
            from mtg_engine.cards.oracle import mana_instead

            body += " " + mana_instead.render(ab["mana_instead"], ab.get("text", ""))
        if ab.get("effects"):  # a rider (605.1a)
            body += " " + render_effects(ab["effects"], [], tokens)
    elif ab.get("commander_identity"):  # 903.4 (rules/commanders.py)
        from mtg_engine.cards.oracle.costs import IDENTITY_MANA

        body = IDENTITY_MANA
    elif "could_produce" in ab:  # 106.7 (mana_could_produce.py)
        from mtg_engine.cards.oracle import mana_could_produce

        body = mana_could_produce.render(ab["could_produce"])
    elif ab.get("chosen_color"):  # 614.12a
        body = "Add one mana of the chosen color."
        if ab.get("effects"):
            body += " " + render_effects(ab["effects"], [], tokens)
    elif "any_color" in ab:
        n = ab["any_color"]
        body = "Add one mana of any color." if n == 1 else \
            f"Add {_num(n)} mana of any one color."
        if ab.get("mana_instead"):  # 106.1a (mana_instead.py)
            from mtg_engine.cards.oracle import mana_instead

            body += " " + mana_instead.render(ab["mana_instead"], ab.get("text", ""))
        if ab.get("effects"):
            body += " " + render_effects(ab["effects"], [], tokens)
    else:
        from mtg_engine.cards.oracle.x_counters import render as x_counters

        body = x_counters(render_effects(ab.get("effects", []), ab.get("targets", []), tokens),
                          ab.get("x_counters", ""))  # 107.3: "..., where X is ..."
        if ab.get("x_is"):  # 107.3c: "X is the mana value of that card." (x_counters.py)
            body += f" X is the mana value of {ab['x_is']}."
    if ab.get("spend_only"):  # 106.6
        from mtg_engine.cards.oracle.spend import render_spend

        body += " " + render_spend(ab["spend_only"])
    if ab.get("boast"):  # 702.142a: the keyword says "... and only once each turn"
        return f"Boast — {head}: {body}"
    if ab.get("forecast"):  # 702.57a: "Forecast — [cost], Reveal ~ from your hand: ..."
        return f"Forecast — {head}, Reveal ~ from your hand: {body}"
    return f"{head}: {body}{_render_limits(ab)}"


def _render_limits(ab: dict[str, Any]) -> str:
    """602.5b, 602.5d: "Activate only as a sorcery and only once each turn." and the
    like."""
    from mtg_engine.rules.ability_costs import TIMING_TEXT

    only = []
    if ab.get("timing"):
        only.append(TIMING_TEXT[ab["timing"]])
    if ab.get("sorcery_speed"):
        only.append("as a sorcery")
    if ab.get("once_each_turn"):
        only.append("once each turn")
    if ab.get("only_if") is not None:  # 602.5b (conditions.py)
        from mtg_engine.cards.oracle.conditions import condition_wording

        said = f"if {condition_wording(ab['only_if'], ab.get('text', ''))}"
        # the order the card prints ("Activate only if ... and only as a sorcery.")
        only.insert(0 if "Activate only if " in ab.get("text", "") else len(only), said)
    if ab.get("opponents_only"):  # 602.2 (costs._OPPONENTS_ONLY)
        if not ab.get("any_player") or ab.get("max_per_turn") or only not in (
                [], ["as a sorcery"]):
            raise RenderError("only opponents may activate it, with other restrictions")
        return " Only your opponents may activate this ability" + \
            (" and only as a sorcery." if only else ".")
    if ab.get("any_player"):  # 602.2
        their = {"your_turn": "turn", "your_upkeep": "upkeep", "your_draw": "draw step"}
        if ab.get("timing") in their and only == [TIMING_TEXT[ab["timing"]]] \
                and not ab.get("max_per_turn"):  # (602.5b: the activating player's)
            return f" Any player may activate this ability but only during their " \
                f"{their[ab['timing']]}."
        if ab.get("timing") == "any_upkeep" and only == [TIMING_TEXT["any_upkeep"]] \
                and not ab.get("max_per_turn"):  # (503: any player's upkeep)
            return " Any player may activate this ability but only during any upkeep step."
        if ab.get("max_per_turn") or only not in ([], ["as a sorcery"]):
            raise RenderError("any player may activate it, with other restrictions")
        return " Any player may activate this ability" + \
            (" but only as a sorcery." if only else ".")
    out = f" Activate only {' and only '.join(only)}." if only else ""
    if ab.get("x_color"):  # 107.3 (costs._ONLY_X)
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        out = f" Spend only {names[ab['x_color']]} mana on X.{out}"
    n = ab.get("max_per_turn")
    if n:
        out += f" Activate no more than {({2: 'twice'}).get(n, f'{_num(n)} times')} each turn."
    if ab.get("cost_less"):  # 602.2b, 601.2f (costs._ABILITY_LESS)
        from mtg_engine.cards.oracle.costs import cost_less_wording
        from mtg_engine.cards.oracle.spell_costs import render_self_cost_less

        said = cost_less_wording(render_self_cost_less(ab["cost_less"], ab.get("text", "")),
                                 ab.get("text", ""))
        head = f"This spell costs {{{ab['cost_less']['less']}}} less to cast"
        out = f" This ability costs {{{ab['cost_less']['less']}}} less to activate" \
            f"{said[len(head):]}" + out
    return out


_EVENTS = {
    "enters": "When ~ enters the battlefield", "dies": "When ~ dies",
    "leaves": "When ~ leaves the battlefield", "upkeep": "At the beginning of your upkeep",
    "each_upkeep": "At the beginning of each upkeep",
    "end_step": "At the beginning of your end step",
    "each_end_step": "At the beginning of each end step",
    "opponent_upkeep": "At the beginning of each opponent's upkeep",
    "begin_combat": "At the beginning of combat on your turn", "cycle": "When you cycle ~",
    "dealt_damage": "Whenever ~ is dealt damage",
    "unblocked": "Whenever ~ attacks and isn't blocked",
    "put_into_graveyard_from_battlefield": "When ~ is put into a graveyard from the battlefield",
    "attacks": "Whenever ~ attacks", "blocks": "Whenever ~ blocks",
    "becomes_blocked": "Whenever ~ becomes blocked",
    "combat_damage_to_player": "Whenever ~ deals combat damage to a player",
    "gain_life": "Whenever you gain life", "draw_card": "Whenever you draw a card",
    # (cards/oracle/triggers.py reads these from the grammar)
    "put_into_graveyard": "When ~ is put into a graveyard from anywhere",
    "becomes_target_of_spell": "Whenever ~ becomes the target of a spell",
    "becomes_tapped": "Whenever ~ becomes tapped", "becomes_untapped": "Whenever ~ becomes untapped",
    "damage_to_player": "Whenever ~ deals damage to a player",
    "damage_to_opponent": "Whenever ~ deals damage to an opponent",
    "opponent_draws": "Whenever an opponent draws a card",
    "player_draws": "Whenever a player draws a card",
    "discard": "Whenever you discard a card",
    "opponent_discards": "Whenever an opponent discards a card",
    "cast_self": "When you cast this spell",
    "opponent_end_step": "At the beginning of each opponent's end step",
    "each_begin_combat": "At the beginning of each combat",
    "draw_step": "At the beginning of your draw step",
    "each_draw_step": "At the beginning of each player's draw step",
    "main1": "At the beginning of your precombat main phase",
    "each_main1": "At the beginning of each player's precombat main phase",
    "each_end_of_combat": "At end of combat",
    "deals_damage": "Whenever ~ deals damage", "you_attack": "Whenever you attack",
    "attached_attacks": "Whenever enchanted creature attacks",  # (or "equipped", normalise)
    "attached_combat_damage_to_player":
        "Whenever enchanted creature deals combat damage to a player",
    "turned_face_up": "When ~ is turned face up",  # 702.37e
    "exploits": "When ~ exploits a creature",  # 702.110b
    "becomes_monstrous": "When ~ becomes monstrous",  # 701.31
}


def render_condition(t: dict[str, Any], self_types: tuple[str, ...]) -> str:
    from mtg_engine.cards.oracle.trigger_render import render_new_condition

    ev = t["event"]
    new = render_new_condition(t, self_types)  # the events added for issue 11 (triggers.py)
    if new:
        return new
    f = dict(t.get("filter", {}))
    if ev == "blocks" and f:  # "Whenever ~ blocks a creature with flying"
        f.pop("types", None)
        return f"Whenever ~ blocks {describe_filter({'types': ['Creature'], **f})}"
    if ev == "becomes_target_of_spell" and f == {"controller": "you"}:  # heroic
        return "Whenever you cast a spell that targets ~"
    if ev == "creatures_attack":  # 508.1
        return f"Whenever one or more {describe_filter(f, plural=True)} attack"
    if ev == "becomes_blocked_by":  # "Whenever ~ becomes blocked by a creature"
        d = describe_filter(f)
        return f"Whenever ~ becomes blocked by {_a(d)} {d}"
    if ev == "creature_combat_damage_to_player":
        d = describe_filter(f)
        return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} deals combat damage to a player"
    if ev == "creature_attacks":  # "Whenever a creature you control attacks"
        d = describe_filter(f)
        art = "" if f.get("other") else ("an " if d[0] in "aeiou" else "a ")
        return f"Whenever {art}{d} attacks"
    if ev in _EVENTS:
        if f:
            raise RenderError(f"a filter on {ev}")
        return _EVENTS[ev]
    if ev in ("cast_spell", "any_player_casts", "any_player_casts_or_copies"):
        who = "you cast" if ev == "cast_spell" else "a player casts"
        if ev != "cast_spell" and f.get("controller") == "opponent":
            f.pop("controller")
            who = "an opponent casts"
        if ev == "any_player_casts_or_copies":  # 707.10
            who += " or copies"
        if not f:
            return f"Whenever {who} a spell"
        d = describe_filter(f, "spell")
        return f"Whenever {who} {'an' if d[0] in 'aeiou' else 'a'} {d}"
    if ev == "creature_dies" and not f.get("other") and f.get("controller") in ("you",
                                                                                "opponent"):
        d = describe_filter(f)  # "a creature you control with a +1/+1 counter on it", or
        if d.startswith("creature") and " with " in d:  # its qualities first (controller_last)
            return f"Whenever a {d} dies"
    if ev == "creature_dies" and not f.get("other") and f.get("controller"):
        who = "you control" if f["controller"] == "you" else "an opponent controls"
        rest = {k: v for k, v in f.items() if k != "controller"}
        return f"Whenever {'an' if describe_filter(rest)[0] in 'aeiou' else 'a'} " \
            f"{describe_filter(rest)} {who} dies"
    if ev in ("another_enters", "creature_dies", "permanent_enters"):  # 603.6a, 700.4
        other = f.pop("other", ev == "another_enters")
        types = set(f.get("types", ()))
        under = ""
        if ev != "creature_dies" and f.get("controller") == "you":
            f.pop("controller")
            under = " under your control"
        elif ev != "creature_dies" and f.get("controller") == "opponent":
            f.pop("controller")
            under = " under an opponent's control"
        d = describe_filter(f)
        # "Whenever a land enters" on a card that can't be a land: the engine reads it as
        # "another" (it never sees itself enter through this event).
        art = "another" if other and (types & set(self_types) or not types) else \
            ("an" if d[0] in "aeiou" else "a")
        verb = "dies" if ev == "creature_dies" else "enters the battlefield"
        return f"Whenever {art} {d} {verb}{under}"
    raise RenderError(f"trigger event {ev!r}")


def render_trigger(t: dict[str, Any], self_types: tuple[str, ...],
                   tokens: dict[str, dict[str, Any]] | None = None) -> str:
    from mtg_engine.cards.oracle.event_referents import RENDERED_EVENT
    from mtg_engine.cards.oracle.trigger_lowering import render_if
    from mtg_engine.cards.oracle.trigger_players import THAT_PLAYER_CONTROLS, names_controller
    from mtg_engine.cards.oracle.trigger_render import remembered_phrase

    token = REMEMBERED.set(remembered_phrase(t["event"], t.get("filter", {})))
    event = RENDERED_EVENT.set(t["event"])  # (event_referents.py)
    controls = THAT_PLAYER_CONTROLS.set(names_controller([(t["event"], t.get("filter", {}))]))
    effects, by_them = t["effects"], t["effects"][:1] == [{"as_remembered_player": {}}]
    try:
        body = render_effects(effects[1:] if by_them else effects, t.get("targets", []), tokens)
    finally:
        REMEMBERED.reset(token)
        RENDERED_EVENT.reset(event)
        THAT_PLAYER_CONTROLS.reset(controls)
    if by_them:  # 508.3e: "that attacking player may ..." (curse_attacked.py)
        from mtg_engine.cards.oracle.curse_attacked import render_attacker_body

        body = render_attacker_body(body)
    body = body[0].lower() + body[1:]
    if t.get("optional"):
        from mtg_engine.cards.oracle.trigger_effects import render_optional

        body = render_optional(body)  # (603.5: "you may have <subject> <verb>")
    cond = render_if(t)  # 603.4
    from mtg_engine.cards.oracle.conditions_designations import (
        functions_in_graveyard,
        render_from_graveyard,
    )

    if functions_in_graveyard(t.get("if")):  # (113.6b: "return ~ to your hand" from there)
        body = render_from_graveyard(body)
    if cond:
        body = f"{cond}, {body}"
    from mtg_engine.cards.oracle.trigger_turn_counts import render_once

    return render_once(t, f"{render_condition(t, self_types)}, {body}")


