"""Resolved IR -> the card DSL the engine runs (DESIGN 8: the DSL stays the one thing the
engine reads).

`lower_text(text, allow_x=..., on_permanent=...)` runs the grammar pipeline on an effect's
text: parse (parse.py) -> resolve (resolve.py) -> DSL effects and target requirements, or None
when any stage does not understand it. Only what the DSL can say is lowered; anything else is
refused, never approximated.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood, parse_effect
from mtg_engine.cards.oracle.resolve import Bound, Resolution, resolve

TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
         "land": "Land", "planeswalker": "Planeswalker",
         "instant": "Instant", "sorcery": "Sorcery"}  # (cards counted: count_phrases.py)


def lower_text(text: str, *, allow_x: bool, on_permanent: bool
               ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """(DSL effects, DSL targets) for an effect's text, or None if not understood."""
    effect = parse_effect(text)
    if effect is None:
        return None
    try:
        res = resolve(effect)
        if not on_permanent and any(b.desc is not None and b.desc.get("other")
                                    for b in res.targets if b.player == ""):
            return None  # "another target ...": other than the permanent whose ability it is
        if on_permanent and any(b.another and not b.ordinal for b in res.targets) \
                and not _one_fight(effect):
            return None  # (may the second be the source itself? not read)
        return _Lowering(res, allow_x, on_permanent).effects(effect), \
            [target_spec(b) for b in res.targets]
    except NotUnderstood:
        return None


# 608.2c: "Target opponent loses 1 life for each attacking creature you control. You gain
# that much life.": "that much" with no event amount is what the instruction before did
THAT_MUCH_THIS_WAY = "that_much_this_way"
_THIS_WAY_OF = {"lose_life": "life_lost", "damage": "damage_dealt"}


def _that_much_this_way(out: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The effects with each "that much" of no event amount read as the life lost (or the
    damage dealt) this way by the instruction just before (`{this_way: ...}`, 608.2c); a
    "that much" after another instruction is refused."""
    for i, e in enumerate(out):
        verb, body = next(iter(e.items()))
        key = next((k for k, v in body.items() if v == THAT_MUCH_THIS_WAY), None) \
            if isinstance(body, dict) else None
        if key is None:
            continue
        before = next(iter(out[i - 1])) if i else ""
        prev = out[i - 1][before] if i else {}
        if prev.get("if") == body.get("if") and (before == "remove_counters" or (
                before == verb and {"this_way": "removed"} in prev.values())):
            # 122.8, 608.2c: "Remove all +1/+1 counters from target creature you control. Draw
            # that many cards." (Give // Take): the counters removed this way (also for the
            # second instruction of "~ deals that much damage to each creature and each player")
            out[i] = {verb: {**body, key: {"this_way": "removed"}}}
            continue
        if before not in _THIS_WAY_OF or verb != "gain_life":
            raise NotUnderstood("'that much' with no event amount")
        out[i] = {verb: {**body, key: {"this_way": _THIS_WAY_OF[before]}}}
    return out


def _one_fight(effect: ir.Effect) -> bool:
    """"Target creature you control fights another target creature." alone (701.12), or
    "Move a +1/+1 counter from target creature onto another target creature." alone (122.5):
    the second target is another than the first (115.3), and the source may be either one."""
    from mtg_engine.cards.oracle.amounts import MoveCounters
    from mtg_engine.cards.oracle.counters_move import MoveCountersMany

    return len(effect.clauses) == 1 and len(effect.clauses[0].instructions) == 1 \
        and isinstance(effect.clauses[0].instructions[0], ir.Fight | MoveCounters
                       | MoveCountersMany)


# Instructions that take their object off the battlefield (701.7, 701.13, 701.17, 400.7)
_REMOVING = ("destroy", "exile", "bounce", "sacrifice", "move", "tuck")


def _check_gone_sources(effects: list[dict[str, Any]]) -> None:
    """"Destroy target artifact. That artifact deals damage equal to its mana value to ~": a
    target that left the battlefield would deal damage as it last existed (608.2h), which the
    engine's damage doesn't do: refused. So is a group named again after it left ("those
    creatures", resolve._same_group: found anew, it would be other objects, 400.7)."""
    import json

    gone: set[str] = set()
    groups: set[str] = set()
    for e in effects:
        verb, body = next(iter(e.items()))
        if not isinstance(body, dict):
            continue
        if verb == "damage" and body.get("source") in gone:
            raise NotUnderstood("damage from a target that left the battlefield")
        what = body.get("what")
        if isinstance(what, dict) and json.dumps(what, sort_keys=True) in groups:
            raise NotUnderstood("a group named again after it left the battlefield")
        if verb in _REMOVING and isinstance(what, str):
            gone.add(what)
        elif verb in _REMOVING and isinstance(what, dict):
            groups.add(json.dumps(what, sort_keys=True))


def sacrificed_by_effect(effects: list[dict[str, Any]] | None) -> list[dict[str, Any]] | None:
    """A triggered ability has no cost (118.3): its "the sacrificed creature's toughness" (the
    amount's `sacrificed`, a cost's elsewhere) is the permanent its one sacrifice instruction
    before it sacrificed (608.2h: remembered as it last existed, `sacrificed_this_way`), Feed the
    Pack; the effects unchanged without that word."""
    import json

    # (608.2c: "If you sacrifice an Island this way" is a condition's name, not an amount's
    # object: kept as it is)
    way = '"kind": "this_way", "name": "sacrificed"'
    hidden = way.replace('"sacrificed"', '"sacrificed-way"')
    plain = json.dumps(effects).replace(way, hidden) if effects else ""
    if not effects or '"sacrificed"' not in plain:
        return effects
    if '"reflexive"' in json.dumps(effects):  # 603.12: the reflexive ability's
        from mtg_engine.cards.oracle.reflexive_sacrificed import remembered_for_reflexive

        return remembered_for_reflexive(effects)
    text = plain.replace('"sacrificed"', '"sacrificed_this_way"').replace(hidden, way)
    try:
        return _remember_sacrificed(json.loads(text))
    except NotUnderstood:
        return effects  # (refused by the loader's check: reasons.SACRIFICED_REASON)


def _remember_sacrificed(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The one sacrifice an amount after it reads ("that creature's toughness",
    resolve._sacrificed) remembers what was sacrificed (608.2h: effects/verbs.py)."""
    import json

    if "sacrificed_this_way" not in json.dumps(effects):
        return effects
    at = [i for i, e in enumerate(effects) if "sacrifice_chosen" in e]
    if len(at) != 1 or "sacrificed_this_way" in json.dumps(effects[:at[0] + 1]):
        raise NotUnderstood("'that creature' of another sacrifice")
    i = at[0]
    return [*effects[:i], {"sacrifice_chosen": {**effects[i]["sacrifice_chosen"],
                                                "remember": True}}, *effects[i + 1:]]


def target_spec(b: Bound) -> dict[str, Any]:
    """A target requirement (115.1) in the DSL; `word` ties the requirements of one word
    "target" together (115.3: "two target creatures" are two different creatures)."""
    out = _target_spec(b)
    total = out.get("filter", {}).pop("total_mana_value_le", None)
    if total is not None:  # 601.2c: of the objects of one word "target" (several of them)
        if not (b.any_number or b.per_x or (b.word and b.optional)):
            raise NotUnderstood("a total mana value of one target")
        out["total_mana_value_le"] = total
        if not out["filter"]:
            out.pop("filter")
    if "x_counters" in out.get("filter", {}):  # bound only for a group (x_amount: counted
        # as the target is chosen and as it resolves, rules/filters.counted_bound)
        raise NotUnderstood("a target with mana value equal to a number of counters")
    if b.another:  # (115.3: a different object than the target before it)
        out["another"] = b.ordinal or True  # (printed "a second / third target")
    if b.word:
        out["word"] = b.word
        if b.optional:
            out["optional"] = True
    if b.any_number:  # 601.2c (rules/x_targets.py)
        out["any_number"] = True
        out.pop("optional", None)
    elif b.per_x:  # 601.2c (rules/x_targets.py)
        out["per_x"] = True
    return out


def _target_spec(b: Bound) -> dict[str, Any]:
    if b.kind == "any":  # (120.1: "any target that was dealt damage this turn")
        return {"kind": "any", "filter": dict(b.desc.filter)} if b.desc else {"kind": "any"}
    if b.player in ("card", "card_any"):  # 115.1: a card in your graveyard / in a graveyard
        assert b.desc is not None
        kind, f = _noun(b.desc)
        if kind == "creature_or_planeswalker":  # "target creature or planeswalker card" (205.2a:
            f = {"types": ["Creature", "Planeswalker"]}  # either type; was: any card)
        if b.desc.nouns == ():
            f.pop("types", None)
        if b.desc.nouns == ("permanent",):  # 110.4a: a card of a permanent type
            f["types"] = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
        if b.player == "card":
            f["controller"] = "you"
        out_card: dict[str, Any] = {"kind": "card", "zone": "graveyard"}
        if f.pop("single_graveyard", False):  # 601.2c: one owner (rules/targets.related)
            out_card["single_graveyard"] = True
        if f:
            out_card["filter"] = f
        if b.optional:  # "up to one target card" (115.1, 601.2c)
            out_card["optional"] = True
        return out_card
    if b.player:  # ("up to one target player's life total", 115.1)
        return {"kind": b.player, "optional": True} if b.optional and b.player == "player" \
            else {"kind": b.player}
    assert b.desc is not None
    kind, f = _noun(b.desc)
    out: dict[str, Any] = {"kind": kind}
    if f.pop("controlled_by_target", False):  # 601.2c (resolve._controlled_by_target)
        out["controlled_by_target"] = True
    if f.pop("same_controller", False):  # 601.2c: as the target before it (rules/targets.py)
        out["same_controller"] = True
    if kind == "creature" and f.get("types") == ["Creature"]:
        f.pop("types")
    if kind == "planeswalker" and f.get("types") == ["Planeswalker"]:
        f.pop("types")
    if f.get("types") == []:
        f.pop("types")  # "target Forest" (205.3i)
    if f:
        out["filter"] = f
    if b.optional:
        out["optional"] = True
    return out


# 115.1: "target creatures and/or other planeswalkers" (Sorin, Lord of Innistrad): any creature,
# or a planeswalker other than the source (the filter's `any_of`)
OTHER_PLANESWALKERS = ({"types": ["Creature"]}, {"types": ["Planeswalker"], "other": True})


def _noun(d: ir.Desc) -> tuple[str, dict[str, Any]]:
    """The target kind and DSL filter of a description."""
    f: dict[str, Any] = {k: list(v) if isinstance(v, tuple) else filter_of(v)
                         if isinstance(v, ir.Desc) else v for k, v in d.filter}  # (303.4)
    if "x_le" in f:  # "with toughness less than or equal to the number of Islands you control"
        stat, counted = f.pop("x_le")  # 608.2h: counted as the filter is checked (x_filters)
        f[stat] = "X"
        f["x_amount"] = {"count": {"subtypes": [counted], "controller": "you"}}
    if f.get("controller") in ("target_player", "target_opponent", "that_player_or_controller"):
        raise NotUnderstood("'target player controls' here")  # (only a group's: resolve.py)
    # (a target's "that player controls" is the trigger event's player: resolve.py checks it,
    # trigger_targets.check_bound)
    nouns = list(d.nouns)
    if f.pop("other_second", False):  # "creatures and/or other planeswalkers" (115.1)
        if nouns != ["creature", "planeswalker"] or f:
            raise NotUnderstood("'other' on the second of two other kinds")
        return "permanent", {"any_of": [dict(k) for k in OTHER_PLANESWALKERS]}
    if nouns == ["creature", "planeswalker"] and not f:
        return "creature_or_planeswalker", {}
    if "permanent" in nouns:
        if nouns != ["permanent"]:
            raise NotUnderstood("'permanent' joined with a type")
        return "permanent", f
    f["types"] = [TYPES[n] for n in nouns]
    if nouns == ["creature"]:
        return "creature", f
    if nouns == ["planeswalker"]:
        return "planeswalker", f
    return "permanent", f


def filter_of(d: ir.Desc) -> dict[str, Any]:
    """The DSL filter of a description on its own (not a target kind): its card types are in
    the filter ("creature or planeswalker" -> both types; "permanent" or a land type alone ->
    no type)."""
    kind, f = _noun(d)
    if kind == "creature_or_planeswalker":
        f = {"types": ["Creature", "Planeswalker"]}
    if not f.get("types"):
        f.pop("types", None)
    return f


def _expand(e: dict[str, Any]) -> list[dict[str, Any]]:
    """An effect on several targets of one word "target" -> the same effect on each (in
    order); refused if two of its parameters name several targets."""
    verb, body = next(iter(e.items()))
    multi = [k for k, v in body.items() if isinstance(v, tuple)]
    if not multi:
        return [e]
    if len(multi) > 1:
        raise NotUnderstood("two groups of targets in one instruction")
    key = multi[0]
    return [{verb: {**body, key: r}} for r in body[key]]


class _Lowering:
    def __init__(self, res: Resolution, allow_x: bool, on_permanent: bool) -> None:
        self.res = res
        self.allow_x = allow_x
        self.on_permanent = on_permanent

    def ref(self, phrase: object, *, self_ok: bool = False) -> Any:
        b = self.res.of(phrase)
        if b.kind == "target_controller":  # "its controller" (a damage recipient)
            return self.controller_of(b)
        if b.per_x:  # 601.2c: the X targets, all of them (rules/x_targets.py)
            if not self.allow_x and not b.any_number:
                raise NotUnderstood("X targets with no X")
            return f"targets:{b.index}"
        if b.kind in ("target", "any") and b.count > 1:  # one effect each (_expand)
            return tuple("target" if i == 0 else f"target:{i}"
                         for i in range(b.index, b.index + b.count))
        if b.kind in ("target", "any"):
            return "target" if b.index == 0 else f"target:{b.index}"
        if b.kind == "self":
            if not (self_ok and self.on_permanent):
                raise NotUnderstood("~ here")
            return "self"
        if b.kind == "attached":  # "enchanted creature" / "equipped creature" (303.4, 301.5)
            if not self.on_permanent:
                raise NotUnderstood("enchanted creature on a spell")
            return "attached"
        if b.kind == "group":
            assert b.desc is not None
            if b.desc.get("other") and (not self.on_permanent or self.res.targets):
                # "Other creatures" after a target means other than that target, and a spell
                # has no "other than ~" to mean: the filter's `other` (not the source) is wrong
                from mtg_engine.cards.oracle.shares_color import other_than_target

                return other_than_target(self.res.targets, b, self.on_permanent,
                                         filter_of(b.desc))
            if b.player == "of_target":  # 115.1: "... target player controls" (resolve.py)
                return {"all": filter_of(b.desc),
                        "controlled_by": "target" if b.index == 0 else f"target:{b.index}"}
            if b.player == "same_name":  # 201.2 (same_name.py)
                f = filter_of(b.desc)
                mine = f.pop("controller", None) == "its_controller"  # (108.4)
                return {"all": f, "same_name_as": "target" if b.index == 0 else
                        f"target:{b.index}", **({"same_controller": True} if mine else {})}
            if b.player == "shares_color":  # 105.2 (shares_color.py)
                return {"all": filter_of(b.desc),
                        "shares_color_with": "target" if b.index == 0 else f"target:{b.index}"}
            if b.player == "of_remembered":  # "... that player controls" (603.2: the event's)
                return {"all": filter_of(b.desc), "controlled_by": "remembered"}
            if b.player == "of_event_player":  # (event_referents.py)
                return {"all": filter_of(b.desc), "controlled_by": "event_player"}
            return {"all": filter_of(b.desc)}  # "all Islands" (205.3i)
        if b.kind == "remembered_gone":  # (only its controller may be named, resolve.py)
            raise NotUnderstood("a permanent that has left the battlefield")
        return b.kind  # you | each_player | each_opponent | remembered | sacrificed_this_way

    def controller_of(self, b: Bound) -> str:
        """"its controller": the engine finds the target's controller as the instruction is
        carried out; once an instruction before has moved the target off the battlefield
        ("Destroy target creature. Its controller loses 2 life."), it is the controller the
        permanent had as it last existed there (608.2h, last known information), which the
        engine reads from the record of the move (effects/verbs.py `_last_controller`)."""
        return "target_controller" + (f":{b.index}" if b.index else "")

    def player(self, phrase: object) -> dict[str, Any]:
        b = self.res.of(phrase)
        if b.kind == "target" and b.player.endswith("_or_planeswalker"):
            raise NotUnderstood("a player verb on a planeswalker")
        if b.kind == "target" and b.player:
            return {"who": self.ref(phrase)}
        if b.kind in ("each_player", "each_opponent", "each_other_player", "defending_player",
                      "remembered_controller", "event_player", "event_object_controller",
                      "each_other_opponent") \
                or (b.kind == "remembered" and b.player):
            return {"who": b.kind}
        if b.kind == "target_controller":  # "its controller"
            return {"who": self.controller_of(b)}
        if b.kind == "target_owner":  # "its owner" (108.3; effects/references.py)
            return {"who": "target_owner" + (f":{b.index}" if b.index else "")}
        if b.kind == "you":
            return {}
        if b.kind == "their":  # (only in an amount: resolve.py, cards/amounts.THEIR)
            return {"who": "their"}
        raise NotUnderstood("a player verb with an object subject")

    def object(self, phrase: object, *, self_ok: bool = True) -> Any:
        b = self.res.of(phrase)
        if b.kind in ("target", "remembered") and b.player \
                and b.player not in ("card", "card_any"):
            raise NotUnderstood("an object verb on a player")
        if b.player in ("card", "card_any") and not self_ok:
            raise NotUnderstood("a card in a graveyard here")
        if b.kind in ("you", "each_player", "each_opponent", "each_other_player", "any",
                      "defending_player", "remembered_controller", "event_player",
                      "event_object_controller", "each_other_opponent"):
            raise NotUnderstood("an object verb on a player")
        return self.ref(phrase, self_ok=self_ok)

    def amount(self, n: Any) -> Any:
        from mtg_engine.cards.oracle.amounts import Quantity, lower_quantity

        if isinstance(n, Quantity):  # 608.2h, 107.1 (amounts.py)
            return lower_quantity(n, lambda o: self.player(o).get("who", "you") if isinstance(
                o, ir.Player) else self.object(o))  # (whose hand: a player)
        if isinstance(n, ir.Count):  # 608.2h: {"count": filter}, counted as it resolves
            if n.times != 1:
                return {"count": filter_of(n.desc), "times": n.times}
            return {"count": filter_of(n.desc)}
        if n in ("X", "-X") and not self.allow_x:
            raise NotUnderstood("X with no value")
        if n == "that_much":  # only in a trigger whose event has an amount (603.2)
            from mtg_engine.cards.oracle.triggers import EVENT_AMOUNT

            if not EVENT_AMOUNT.get():  # (608.2c: after an instruction that lost life or
                return THAT_MUCH_THIS_WAY  # dealt damage: _that_much_this_way)
        return n

    def effects(self, effect: ir.Effect) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for clause in effect.clauses:
            for ins in clause.instructions:
                if isinstance(ins, ir.NoRegeneration):
                    if not out or "destroy" not in out[-1]:
                        raise NotUnderstood("'can't be regenerated' after no destroy")
                    out[-1] = {"destroy": {**out[-1]["destroy"], "no_regeneration": True}}
                    i = len(out) - 2  # "Destroy target creature and target land. They can't
                    while ins.them and i >= 0 and "destroy" in out[i]:  # be regenerated.":
                        out[i] = {"destroy": {**out[i]["destroy"], "no_regeneration": True}}
                        i -= 1  # each of them (701.15c)
                    continue
                out += [x for e in self.instruction(ins) for x in _expand(e)]
        from mtg_engine.cards.oracle.amounts import check_this_way

        out = _that_much_this_way(out)
        check_this_way(out, [target_spec(b) for b in self.res.targets])  # 608.2c
        _check_gone_sources(out)
        return _remember_sacrificed(out)

    def instruction(self, ins: ir.Instruction) -> list[dict[str, Any]]:
        if isinstance(ins, ir.PlayerAction):
            if ins.verb in ("shuffle", "discard_hand", "shuffle_graveyard", "reveal_hand",
                            "shuffle_hand_graveyard", "look_at_hand",  # 701.20a, 701.8
                            "shuffle_hand", "exile_library",  # 701.20, 406.3
                            "shuffle_self_graveyard"):
                return [{ins.verb: self.player(ins.who)}]
            if ins.verb == "untap_chosen":  # 701.21: "untap up to six lands" (608.2d)
                if self.player(ins.who):
                    raise NotUnderstood("another player untaps lands")
                return [{"untap_chosen": {"filter": {"types": ["Land"]}, "count": ins.amount}}]
            if ins.verb == "extra_turn":  # 500.7: one, or several (extra_turns.py)
                n = {"count": ins.amount} if ins.amount != 1 else {}
                return [{"extra_turn": {**self.player(ins.who), **n}}]
            key = "amount" if ins.verb in ("gain_life", "lose_life", "set_life") else "count"
            body: dict[str, Any] = {key: self.amount(ins.amount), **self.player(ins.who)}
            if ins.random:
                body["random"] = True
            return [{ins.verb: body}]
        if isinstance(ins, ir.Damage):
            from mtg_engine.cards.oracle.amounts import damage_source

            source = damage_source(self, ins.source)  # 120.1: its own source, or a target
            amount = self.amount(ins.amount)
            # "That creature deals damage equal to its power to ~" (a target's damage to the
            # permanent whose ability it is, 120.1); not ~'s own to itself
            # (and ~'s own to itself: "~ deals 1 damage to any target and 1 damage to itself")
            own = isinstance(ins.source, ir.Obj) and ins.source.kind == "self"
            to = [self.ref(r, self_ok=bool(source) or own) for r in ins.to]
            if any(r == "self" for r in to) and not (source or own):
                raise NotUnderstood("damage to itself")
            return [{"damage": {"amount": amount, "to": r, **source}} for r in to]
        if isinstance(ins, ir.ObjectAction):
            self_ok = ins.verb in ("tap", "untap", "exile", "bounce", "regenerate", "sacrifice",
                                   "tap_or_untap", "remove_from_combat", "transform")
            if ins.verb in ("bounce", "exile") and not self.on_permanent \
                    and self.res.of(ins.what).kind == "self":
                # 608.2m: "Exile ~" / "return ~ to its owner's hand" on a resolving spell: the
                # card leaves the stack, so 608.2n doesn't put it into the graveyard (a copy,
                # 707.10a, and a flashback spell, 702.34a, are handled by the move itself)
                to = "hand" if ins.verb == "bounce" else "exile"
                return [{"resolving_spell_to": {"to": to}}]
            what = self.object(ins.what, self_ok=self_ok)
            if ins.verb in ("sacrifice", "transform") and (what != "self"
                                                          or not self.on_permanent):
                raise NotUnderstood(f"{ins.verb} of another permanent")  # (701.28: ~ only)
            if ins.verb.startswith("gain_control"):  # 613.1b (copy_control.py's DSL)
                from mtg_engine.cards.oracle.copy_control import control_effect

                b = self.res.of(ins.what)
                if b.kind == "group" and b.player != "of_target" and (
                        b.desc is None or any(k == "controller" for k, _ in b.desc.filter)):
                    # 611.2c: "Gain control of all creatures your opponents control ... Untap
                    # them.": the group changes as control does, so copy_control's templates
                    # take it and what follows as one effect ("gain control of all Dragons,
                    # then untap all Dragons": the same Dragons after the change, 205.3m)
                    raise NotUnderstood("a group's control change")
                return [control_effect(target_spec(b)["kind"] if b.kind == "target" else "",
                                       what, ins.verb == "gain_control_eot")]
            return [{ins.verb: {"what": what}}]
        from mtg_engine.cards.oracle.chosen_words import Becomes
        from mtg_engine.cards.oracle.color_change import SetColors

        if isinstance(ins, SetColors):  # 613.1e (color_change.py)
            from mtg_engine.cards.oracle.color_change import lower as lower_colors

            return lower_colors(self, ins)
        from mtg_engine.cards.oracle.become_blocked import BecomeBlocked
        from mtg_engine.cards.oracle.creature_types_change import CreatureTypes

        if isinstance(ins, BecomeBlocked):  # 509.1h (become_blocked.py)
            from mtg_engine.cards.oracle.become_blocked import lower as lower_blocked

            return lower_blocked(self, ins)

        if isinstance(ins, CreatureTypes):  # 205.3m, 613.1d (creature_types_change.py)
            from mtg_engine.cards.oracle.creature_types_change import lower as lower_types

            return lower_types(self, ins)
        if isinstance(ins, Becomes):  # 608.2d, 305.7 (chosen_words.py)
            from mtg_engine.cards.oracle.chosen_words import lower as lower_becomes

            return lower_becomes(self, ins)
        if isinstance(ins, ir.Pump):
            until = {"until": ins.until} if ins.until != "end_of_turn" else {}  # 611.2a
            from mtg_engine.cards.oracle.other_than_pumped import besides_pumped

            what = self.object(ins.what)  # ("for each other creature": not it, 608.2h)
            return [{"pump": {"what": what, "power": besides_pumped(what, self.amount(ins.power)),
                              "toughness": besides_pumped(what, self.amount(ins.toughness)),
                              **until}}]
        if isinstance(ins, ir.Grant):
            from mtg_engine.cards.dsl_abilities import ATTACKS_DESPITE_DEFENDER
            from mtg_engine.cards.oracle.effects import GRANTABLE

            # 509.1c, 509.1a: a requirement / a blocker's capacity for the turn (611.2a)
            _FOR_THE_TURN = (ATTACKS_DESPITE_DEFENDER,  # 702.3b (turn_restrictions.py)
                             "must be blocked if able",
                             "can block an additional creature each combat",
                             "can block any number of creatures",
                             "attacks each combat if able",  # 508.1d
                             "blocks each combat if able")

            if any(k not in GRANTABLE and not k.startswith("can't") and k not in _FOR_THE_TURN
                   for k in ins.keywords):
                raise NotUnderstood("an ability effects can't grant yet")
            until = {"until": ins.until} if ins.until != "end_of_turn" else {}  # 611.2a
            return [{"grant": {"what": self.object(ins.what), "keywords": list(ins.keywords),
                               **until}}]
        if isinstance(ins, ir.Scry):
            return [{"scry": {"count": self.amount(ins.count)}}]
        if isinstance(ins, ir.PutCounters) and ins.count == "double_each":  # 701.9e
            return [{"put_counters": {"kind": ins.kind, "what": self.object(ins.what),
                                      "double": True}}]
        if isinstance(ins, ir.PutCounters):
            return [{"put_counters": {"kind": ins.kind, "what": self.object(ins.what),
                                      "count": self.amount(ins.count)}}]
        if isinstance(ins, ir.MoveCard) and ins.from_zone:
            from mtg_engine.cards.oracle.effects import ACTIVATED
            from mtg_engine.cards.oracle.trigger_effects import IN_GRAVEYARD

            if not (ACTIVATED.get() or IN_GRAVEYARD.get()) or ins.from_zone != "graveyard":
                # 113.6m: an ability that moves ~ out of the graveyard functions there: only
                # activated abilities (costs.py) and triggered ones (triggers.py) mark their zone
                raise NotUnderstood("~ from the graveyard outside an activated ability")
            body = {"what": self.object(ins.what), "from": "graveyard", "to": ins.to}
            return [{"move": {**body, "tapped": True} if ins.tapped else body}]
        if isinstance(ins, ir.MoveCard):
            b = self.res.of(ins.what)
            if ins.to == "library_own":  # a card of your graveyard on top of your library
                if b.player != "card":
                    raise NotUnderstood("not a card in your graveyard")
                return [{"move": {"what": self.object(ins.what), "to": "library"}}]
            if ins.to == "library_shuffle":  # 701.20a: into your library, then it's shuffled
                if b.player != "card":
                    raise NotUnderstood("not a card in your graveyard")
                return [{"shuffle_into_library": {"what": self.object(ins.what),
                                                  "your_graveyard": True}}]
            if ins.to == "library":
                if b.player == "card":
                    raise NotUnderstood("put a graveyard card on a library")
                # "Put ~ on top of its owner's library": the permanent itself (201.5)
                return [{"move": {"what": self.object(ins.what), "to": "library"}}]
            # (303.4f: an Aura card put onto the battlefield is attached as it enters to what
            # the effect's controller chooses: effects/aura_entry.py, by the `move` verb)
            if ins.to == "library_owner_bottom":  # 401.1: a permanent on the bottom
                if b.player:
                    raise NotUnderstood("a card on the bottom of its owner's library")
                return [{"move": {"what": self.object(ins.what), "to": "library",
                                  "bottom": True}}]
            if ins.to == "library_bottom":  # 401.1: a graveyard card on the bottom
                if b.player not in ("card", "card_any"):
                    raise NotUnderstood("not a card in a graveyard")
                return [{"move": {"what": self.object(ins.what), "to": "library",
                                  "bottom": True}}]
            if ins.to == "battlefield_yours":  # 110.2: under the effect's controller's control
                if b.player != "card_any":
                    raise NotUnderstood("a card of a graveyard of yours onto the battlefield")
                tapped_ = {"tapped": True} if ins.tapped else {}  # ("... tapped")
                return [{"move": {"what": self.object(ins.what), "to": "battlefield",
                                  "control": "you", **tapped_}}]
            if ins.to == "battlefield_owner":  # 110.2: under its owner's control
                if b.player != "card_any":
                    raise NotUnderstood("a card of a graveyard of yours onto the battlefield")
                return [{"move": {"what": self.object(ins.what), "to": "battlefield",
                                  "control": "owner"}}]
            if ins.to == "battlefield_attacking":  # 508.4 (effects/enter_attacking.py)
                if b.player != "card":
                    raise NotUnderstood("not a card in your graveyard")
                return [{"move": {"what": self.object(ins.what), "to": "battlefield",
                                  "tapped": True, "attacking": True}}]
            if ins.to == "battlefield_under_you":  # 110.2: the card a permanent became (400.7)
                if b.kind != "remembered_card":
                    raise NotUnderstood("'that card' of no permanent that left")
                return [{"move": {"what": "remembered_card", "to": "battlefield",
                                  "control": "you"}}]
            tapped = {"tapped": True} if ins.tapped else {}  # (400.3: "... tapped")
            return [{"move": {"what": self.object(ins.what), "to": ins.to, **tapped}}]
        if isinstance(ins, ir.ExileIfDies):
            b = self.res.of(ins.what)
            assert ins.what.desc is not None and b.desc is not None
            if b.kind != "target" or set(ins.what.desc.nouns) != set(b.desc.nouns):
                raise NotUnderstood("'that ...' is not the target")  # name exactly the target
            return [{"add_replacement": {"what": self.object(ins.what),
                                         "replacement": {"event": "die", "instead": "exile"}}}]
        if isinstance(ins, ir.SkipUntap):  # 502.3
            what = self.object(ins.what, self_ok=self.on_permanent)
            if ins.yours and not isinstance(what, dict):
                raise NotUnderstood("one permanent that doesn't untap during your untap step")
            return [{"skip_untap": {"what": what, **({"yours": True} if ins.yours else {})}}]
        if isinstance(ins, ir.Shuffle):
            return [{"shuffle": {}}]
        if isinstance(ins, ir.Fight):  # 701.12
            other = self.res.of(ins.other)
            what = self.object(ins.what)
            if other.desc is not None and other.desc.get("other") and what != "self" \
                    and not other.another:
                # After "~ fights", "another" is other than ~: the filter's `other` (not the
                # source), as the DSL says it. "<target> fights another target creature" is
                # another than the first target (115.3: both share one word "target"; the
                # source may be either, as Ulvenwald Tracker's rulings say)
                raise NotUnderstood("fights another target")
            named = {"named": True} if what == "self" and ins.what.kind == "self" else {}
            return [{"fight": {"what": what, "other": self.object(ins.other), **named}}]
        if isinstance(ins, ir.SacrificeChosen):  # 701.17a
            f = filter_of(ins.desc)
            if "controller" in f:
                raise NotUnderstood("whose permanents are sacrificed is the player's own")
            body = {"filter": f, "count": self.amount(ins.count), **self.player(ins.who)}
            return [{"sacrifice_chosen": body}]
        if isinstance(ins, ir.KeywordAction):  # 701.33a, 701.40a, 701.42a, 701.47a
            if ins.what is not None:
                return [{ins.verb: {"what": self.object(ins.what)}}]
            if ins.verb == "bolster":  # 701.33a, 107.3: "bolster X[, where X is ...]"
                return [{ins.verb: {"count": self.amount(ins.count)}}]
            return [{ins.verb: {"count": ins.count}}]
        if isinstance(ins, ir.ReturnAllCards):  # 400.3 (graveyard_mass.py)
            from mtg_engine.cards.oracle.graveyard_mass import lower_return_all

            return lower_return_all(ins, filter_of(ins.desc))
        if isinstance(ins, ir.ExileGraveyard):  # 406.1
            who = self.player(ins.who).get("who", "you")
            return [{"exile_graveyard": {"who": who}}]
        if isinstance(ins, ir.BounceChosen) and ins.who is not None:  # 400.3, 101.4
            f = filter_of(ins.desc)
            if "controller" in f:
                raise NotUnderstood("whose permanent another player returns")
            return [{"bounce_chosen": {"filter": f, **self.player(ins.who)}}]
        if isinstance(ins, ir.BounceChosen):  # 400.3: chosen among your own permanents
            f = filter_of(ins.desc)
            if f.get("controller") != "you":
                raise NotUnderstood("a returned permanent that isn't one you control")
            return [{"bounce_chosen": {"filter": f, **({"count": ins.count}
                                                       if ins.count != 1 else {})}}]
        if isinstance(ins, ir.CreateToken):
            from mtg_engine.cards.oracle.tokens import lower_token
            from mtg_engine.cards.oracle.tokens_x import lower_fields

            return lower_token(ins, self.player(ins.who), self.amount(ins.count),
                               lower_fields(ins, self.amount))
        from mtg_engine.cards.oracle.amounts import lower_instruction

        got = lower_instruction(self, ins)  # counters (122)
        if got is not None:
            return got
        raise NotUnderstood(type(ins).__name__)
