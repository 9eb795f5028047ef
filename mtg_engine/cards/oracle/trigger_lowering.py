"""Lowering a trigger condition (ir.TriggerCondition, read by cards/oracle/triggers.py) to
the DSL events of rules/triggers.py (603.2, 603.6, 603.10a), and intervening "if" clauses
(603.4) to DSL conditions."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

# ------------------------------------------------------------------ lowering to DSL events

Lowered = list[tuple[str, dict[str, Any]]]

# "~ <verb>" -> the DSL event (rules/triggers.py)
_SELF_EVENTS = {
    "enters": "enters",  # 603.6a
    "dies": "dies",  # 700.4
    "leaves the battlefield": "leaves",  # 603.6c
    "dies during combat": "dies_during_combat",  # 700.4, 506.1 (trigger_words.py)
    "attacks": "attacks",  # 508.1m
    "attacks and isn't blocked": "unblocked",  # 509.1h
    "blocks": "blocks",  # 509.1i
    "becomes blocked": "becomes_blocked",  # 509.1h
    "is dealt damage": "dealt_damage",  # 120.3
    "deals combat damage to a player": "combat_damage_to_player",  # 510.3a
    "put into a graveyard from the battlefield": "put_into_graveyard_from_battlefield",
    "put into a graveyard from anywhere": "put_into_graveyard",
    "becomes the target of a spell": "becomes_target_of_spell",  # 115.1
    "becomes tapped": "becomes_tapped",  # 701.21a
    "becomes untapped": "becomes_untapped",  # 701.21b
    "deals damage": "deals_damage",  # 120.1
    "is turned face up": "turned_face_up",  # 702.37e, 708.8
    "deals damage to a creature": "damage_to_creature",  # 120.3e
    "deals combat damage to a creature": "combat_damage_to_creature",  # 510.2
    "becomes the target of a spell or ability": "becomes_target",  # 115.1
    "attacks alone": "attacks_alone_self",  # 506.5
    "deals combat damage to an opponent": "combat_damage_to_opponent",  # 510.3a
    "deals combat damage to a player or planeswalker": "combat_damage_to_player_or_planeswalker",
    # (a card goes to its owner's graveyard, 404.2: "your" is when you own it)
    "put into your graveyard from the battlefield": "put_into_your_graveyard_from_battlefield",
    "exploits a creature": "exploits",  # 702.110b
    "becomes monstrous": "becomes_monstrous",  # 701.31 (rules/monstrosity.py)
    "is dealt combat damage": "dealt_combat_damage",  # 510.2
    "deals combat damage": "deals_combat_damage",  # 510.2
    "enters the battlefield untapped": "enters_untapped",  # 603.6a, 110.5
    "attacks for the first time each turn": "attacks_first_time",  # 508.1m, 506.1
    "phases in": "phases_in",  # 702.26c
    "phases out": "phases_out",  # 702.26b, 603.10b (looks back in time)
    # 702.21a (the ward event): a spell or ability an opponent controls targets it
    "becomes the target of a spell or ability an opponent controls": "becomes_target_by_opponent",
}
# "Whenever enchanted/equipped creature <verb>": the permanent it is attached to (303.4, 301.5)
_ATTACHED_EVENTS = {"attacks": "attached_attacks",
                    "attacks alone": "attached_attacks_alone",  # 506.5
                    "deals combat damage to a player": "attached_combat_damage_to_player",
                    "dies": "attached_dies",  # 700.4, 603.10a
                    "leaves the battlefield": "attached_leaves",  # 603.6c, 603.10a
                    # from the battlefield, where it is enchanted (trigger_words.py)
                    "is put into a graveyard": "attached_to_graveyard",
                    "becomes tapped": "attached_becomes_tapped",  # 701.21
                    "becomes untapped": "attached_becomes_untapped",
                    "is tapped for mana": "attached_tapped_for_mana",  # 106.12
                    "deals damage": "attached_deals_damage",  # 120.1
                    "is dealt damage": "attached_dealt_damage",
                    "deals damage to player": "attached_damage_to_player",  # 120.3
                    "deals damage to opponent": "attached_damage_to_opponent",
                    "blocks": "attached_blocks",  # 509.1i
                    "becomes blocked": "attached_becomes_blocked",  # 509.1h
                    "attacks and isn't blocked": "attached_unblocked",
                    "becomes the target of a spell or ability": "attached_becomes_target",
                    "deals combat damage": "attached_deals_combat_damage"}  # 510.2
# "you <verb>" / "an opponent <verb>s"
_PLAYER_EVENTS = {
    ("you", "gain life"): "gain_life",  # 119.9
    ("you", "draw a card"): "draw_card",  # 121.1
    ("opponent", "draw a card"): "opponent_draws",
    ("player", "draw a card"): "player_draws",  # 121.1: any player's draw (that player)
    ("you", "discard a card"): "discard",  # 701.8
    ("opponent", "discard a card"): "opponent_discards",
    ("you", "cycle ~"): "cycle",  # 702.29
    ("you", "cast this spell"): "cast_self",  # 601.2i
    ("you", "attack"): "you_attack",  # 508.1: you attack with one or more creatures
    ("you", "cycle a card"): "you_cycle",  # 702.29
    ("player", "cycle a card"): "player_cycles",
    ("you", "cycle or discard a card"): "cycle_or_discard",  # 702.29a, 701.8
    ("you", "lose life"): "lose_life",  # 119.3, 120.3a
    ("opponent", "lose life"): "opponent_loses_life",
    ("opponent", "gain life"): "opponent_gains_life",  # 119.9
    ("opponent", "shuffle their library"): "opponent_shuffles",  # 701.20
    ("you", "get one or more {E}"): "you_get_energy",  # 122.1
    ("you", "are dealt damage"): "you_dealt_damage",  # 120.3a
    ("you", "have damage prevented"): "damage_to_you_prevented",  # 615.13
    ("player", "discard a card"): "player_discards",  # 701.8
    ("you", "play a land"): "you_play_land",  # 305.1
    ("you", "play a card"): "you_play_card",  # 305.1, 601.2i: a land played or a card cast
    ("opponent", "play a land"): "opponent_plays_land",
    ("player", "play a land"): "player_plays_land",
    # 601.2i, 500.1: a spell the ability's controller casts during an opponent's turn
    ("you", "cast first spell during each opponent's turn"): "cast_first_spell_their_turn",
}
# "At the beginning of [whose] <step>" (503.1, 504.1, 505.1, 507.1, 511.1, 513.1)
_STEP_EVENTS = {
    ("your", "upkeep"): "upkeep", ("each", "upkeep"): "each_upkeep",
    ("each player's", "upkeep"): "each_upkeep", ("each opponent's", "upkeep"): "opponent_upkeep",
    ("your", "end step"): "end_step", ("each", "end step"): "each_end_step",
    ("the", "end step"): "each_end_step", ("each player's", "end step"): "each_end_step",
    ("each opponent's", "end step"): "opponent_end_step",
    ("", "combat on your turn"): "begin_combat", ("each", "combat"): "each_begin_combat",
    ("your", "draw step"): "draw_step", ("each player's", "draw step"): "each_draw_step",
    ("your", "precombat main phase"): "main1",
    ("each player's", "precombat main phase"): "each_main1",
    ("each", "end of combat"): "each_end_of_combat",
    ("", "combat on each opponent's turn"): "opponent_begin_combat",  # 507.1
    ("your", "postcombat main phase"): "main2",  # 505.1
}
PERMANENT_TYPES = {"Creature", "Land", "Artifact", "Enchantment", "Planeswalker"}
# filter keys that need the source or the combat as they are now, not the permanent that left
_NOT_AS_IT_LEFT = {"defending", "power_lt_source", "power_gt_source"}
# (what was attached to it, 301.5, 303.4, 700.9, is in its last record: rules/last_known.py)
_TO_GRAVEYARD_EVENTS = {
    "dies": "permanent_dies",  # 700.4
    "put into a graveyard from the battlefield": "permanent_to_graveyard",
    # the graveyard is the card's owner's (404.2)
    "put into your graveyard from the battlefield": "permanent_to_your_graveyard",
    "put into an opponent's graveyard from the battlefield": "permanent_to_opponent_graveyard"}
_SPELL_KEYS = {"types", "not_types", "colors", "not_colors", "all_colors", "subtypes", "colorless",
               "multicolored", "historic", "supertypes", "mana_value_ge", "mana_value_le",
               "chosen",  # ("of the chosen color / type", 614.12a)
               "keywords", "not_supertypes"}  # "a nonlegendary creature spell with flying"
_BLOCKED_KEYS = {"keywords", "colors", "not_colors", "power_ge", "power_le", "subtypes", "all_types",
                 "not_subtypes",
                 # the other creature's state as the block is declared (509.1h-i): "a creature
                 # without flying", "an equipped creature", "a nonartifact, non-Dragon creature"
                 "not_keywords", "equipped", "enchanted", "not_types", "colorless",
                 "toughness_le", "toughness_ge",
                 "damage_this_turn"}  # ("a creature that has been dealt damage this turn", 120.1)


def lower_trigger(tc: ir.TriggerCondition, self_types: tuple[str, ...]) -> Lowered | None:
    """The DSL (event, filter) of each event of the condition, or None when the engine has no
    such event (the ability is then refused)."""
    out: Lowered = []
    for ev in tc.events:
        got = _lower_event(ev, self_types)
        if got is None:
            return None
        out.append(got)
    return out


def _filter(d: ir.Desc) -> dict[str, Any]:
    f: dict[str, Any] = {k: list(v) if isinstance(v, tuple) else v for k, v in d.filter}
    if d.nouns:
        if "permanent" in d.nouns:
            if d.nouns != ("permanent",):
                raise NotUnderstood("'permanent' joined with a type")
        else:
            f["types"] = [n.capitalize() for n in d.nouns]
    return f


def _lower_event(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                 ) -> tuple[str, dict[str, Any]] | None:
    from mtg_engine.cards.oracle.trigger_events import lower_session6

    mine, got = lower_session6(ev, self_types)  # "one or more ..." (603.2c) and others
    if mine:
        return got
    if ev.subject == "step":
        if ev.desc is not None:  # "... of enchanted creature's controller"
            return _lower_attached_step(ev, self_types)
        name = _STEP_EVENTS.get((ev.detail, ev.verb))
        return (name, {}) if name else None
    if ev.subject == "self":
        return _lower_self(ev, self_types)
    if ev.subject == "state":  # 603.8: a state trigger
        assert ev.desc is not None
        f = _filter(ev.desc)
        if not (f.get("types") or f.get("subtypes")) or set(f) - {"types", "subtypes"}:
            return None
        return ({"you control no": "state_you_control_none",
                 "there are no": "state_none_on_battlefield"}[ev.verb], f)
    if ev.subject == "card":  # "Whenever a [creature] card is put into [your] graveyard from
        # anywhere": the graveyard is the card's owner's (404.2)
        assert ev.desc is not None
        f = _filter(ev.desc)
        if set(f) - {"types"}:
            return None
        return ({"your": "card_to_your_graveyard", "an opponent's": "card_to_opponent_graveyard",
                 "a": "card_to_graveyard"}[ev.detail], f)
    if ev.verb == "cast a kicked spell":  # 702.33
        return ("cast_kicked_spell", {})
    if ev.subject == "attached":
        return _lower_attached(ev, self_types)
    if ev.subject == "object":
        return _lower_object(ev, self_types)
    if ev.other and ev.verb in ("cycle a card", "cycle or discard a card"):
        # "another card": a card other than this permanent, which is never one cycled or
        # discarded from a hand (702.29a, 701.8)
        name = _PLAYER_EVENTS[("you", ev.verb)]
        return (name, {"other": True})
    if ev.verb in ("cast from graveyard", "cast from hand"):  # 601.2a: the zone it was cast from
        assert ev.desc is not None
        f = _filter(ev.desc)
        if set(f) - _SPELL_KEYS:
            return None
        zone = ev.verb.split(" ")[-1]
        if ev.subject == "opponent":
            f["controller"] = "opponent"
        return (f"cast_from_{zone}" if ev.subject == "you" else f"any_player_casts_from_{zone}", f)
    if ev.verb in ("cast", "cast or copy", "copy", "cast during an opponent's turn"):
        assert ev.desc is not None
        f = _filter(ev.desc)
        if set(f) - _SPELL_KEYS:
            return None
        if ev.verb == "cast or copy" and ev.subject != "you":  # 707.10: a player's (that
            if ev.subject == "opponent":  # player remembered)
                f["controller"] = "opponent"
            return ("any_player_casts_or_copies", f)
        if ev.verb == "cast or copy":  # magecraft (207.2c): a copy is not cast (707.10)
            return ("cast_or_copy_spell", f)
        if ev.verb == "copy":  # "Whenever you copy an instant spell" (707.10)
            return ("copy_spell", f)
        if ev.verb == "cast during an opponent's turn":  # 601.2i, 500.1
            return ("cast_spell_their_turn", f)
        if ev.subject == "opponent":
            f["controller"] = "opponent"
        return ("cast_spell" if ev.subject == "you" else "any_player_casts", f)
    if ev.verb == "cast a spell that targets ~":  # heroic: the spell's controller is you
        return ("becomes_target_of_spell", {"controller": "you"})
    if ev.verb == "sacrifice" and ev.desc is not None:  # 701.17a
        f = _filter(ev.desc)
        if set(f) - {"types", "subtypes", "token", "other", "colors", "not_colors"}:
            return None  # (colours: as it last existed, rules/trigger_events._sacrificed_colors)
        return ({"you": "you_sacrifice", "opponent": "opponent_sacrifices",
                 "player": "player_sacrifices"}[ev.subject], f)
    if ev.verb == "sacrifice ~":
        return ("sacrifice_self", {})
    if ev.verb in ("cast nth spell", "draw nth card"):  # "your second spell each turn"
        name = {("you", "cast nth spell"): "cast_nth_spell", ("you", "draw nth card"):
                "draw_nth_card", ("opponent", "cast nth spell"): "opponent_casts_nth_spell"}.get(
                    (ev.subject, ev.verb))
        return (name, {"nth": _ORDINALS.index(ev.detail)}) if name else None
    name = _PLAYER_EVENTS.get((ev.subject, ev.verb))
    return (name, {}) if name else None


_ORDINALS = ("", "first", "second", "third", "fourth", "fifth")


_ATTACHED_NOUNS = {"creature", "land", "artifact", "enchantment", "permanent", "planeswalker"}


def _attached_filter(word: str, noun: str, self_types: tuple[str, ...]) -> dict[str, Any] | None:
    """What "enchanted <noun>" / "equipped creature" names (303.4, 301.5): an Aura says
    "enchanted", an Equipment "equipped creature"; the filter is {} for a creature (what the
    DSL always said), else the noun's card type ("enchanted land")."""
    if ("Enchantment" if word == "enchanted" else "Artifact") not in self_types:
        return None
    if noun not in _ATTACHED_NOUNS or (word == "equipped" and noun != "creature"):
        return None
    if noun == "permanent":  # 303.4: any permanent type (trigger_steps.ANY_PERMANENT)
        from mtg_engine.cards.oracle.trigger_steps import ANY_PERMANENT

        return {"types": list(ANY_PERMANENT)}
    return {} if noun == "creature" else {"types": [noun.capitalize()]}


def _lower_attached(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                    ) -> tuple[str, dict[str, Any]] | None:
    assert ev.desc is not None
    name = _ATTACHED_EVENTS.get(ev.verb)
    f = _attached_filter(ev.detail, ev.desc.nouns[0], self_types)
    if name is None or f is None or (f and name in ("attached_attacks", "attached_blocks",
                                                   "attached_combat_damage_to_player")):
        return None
    return (name, f)


def _lower_attached_step(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                         ) -> tuple[str, dict[str, Any]] | None:
    assert ev.desc is not None
    word = ev.detail.split(" ")[0]
    noun = ev.desc.nouns[0]
    f = _attached_filter(word, noun, self_types)
    name = {"upkeep": "attached_controller_upkeep",
            "end step": "attached_controller_end_step"}.get(ev.verb)
    if f is None or name is None:
        return None
    return (name, f)


def _lower_self(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                ) -> tuple[str, dict[str, Any]] | None:
    if ev.verb == "transforms into ~":  # 701.28: "this <noun>" is what the card is
        if ev.detail.capitalize() not in self_types:
            return None
        return ("transforms_into", {})
    if ev.verb == "enters" and ev.detail in ("creature", "land", "artifact", "enchantment"):
        # "When this creature enters the battlefield or transforms into ~" (603.6a)
        return ("enters", {}) if ev.detail.capitalize() in self_types else None
    if ev.verb == "counters are put on":  # 122.6: the kind put
        return ("counters_put_on_self", {"has_counter": ev.detail})
    if ev.verb == "and at least N others attack":  # 508.1: "~ and at least one other Warrior"
        n, kind = ev.detail.split()
        if kind == "creatures":  # battalion: "~ and at least two other creatures attack"
            return ("attacks_with_others", {"nth": int(n)})
        return ("attacks_with_others", {"subtypes": [kind], "nth": int(n)})
    if ev.verb == "a counter is put on":  # 122.6: once for each counter of that kind put
        return ("counter_put_on_self", {"has_counter": ev.detail})
    if ev.verb == "deals damage to":  # "Whenever ~ deals damage to a player / an opponent"
        return ("damage_to_" + ev.detail, {})
    if ev.verb == "deals N or more damage to":  # 120.3: "... 6 or more damage to an opponent"
        who, n = ev.detail.split()
        return ("damage_at_least_to_" + who, {"nth": int(n)}) if 1 <= int(n) <= 10 else None
    if ev.detail:  # "When ~ enters the battlefield under your control"
        return None
    if ev.verb == "blocks" and ev.desc is not None:  # the filter is the blocked attacker's
        f = _filter(ev.desc)
        if f.get("types") != ["Creature"] or set(f) - _BLOCKED_KEYS - {"types"}:
            return None
        return ("blocks", f)
    if ev.verb == "becomes blocked by" and ev.desc is not None:  # 509.1i: each blocker
        f = _filter(ev.desc)
        if f.get("types") != ["Creature"] or set(f) - _BLOCKED_KEYS - {"types"}:
            return None
        return ("becomes_blocked_by", f)
    if ev.verb == "put into a graveyard from the battlefield" and "Creature" in self_types:
        return ("dies", {})  # 700.4: for a creature, that is "dies"
    name = _SELF_EVENTS.get(ev.verb)
    return (name, {}) if name else None


def _lower_object(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                  ) -> tuple[str, dict[str, Any]] | None:
    assert ev.desc is not None
    f = _filter(ev.desc)
    types = set(f.get("types", ()))
    if ev.verb == "enters":
        if not f.get("types") and not f.get("subtypes") and "permanent" not in ev.desc.nouns:
            return None
        if not types <= PERMANENT_TYPES:
            return None
        if ev.detail:
            if "controller" in f:
                return None
            f["controller"] = ev.detail
        # "another_enters" never sees the permanent itself enter; "a land enters" on a card
        # that can't be a land is read so (as before). 603.6a: a permanent entering sees
        # itself, so "a creature / a Dragon / a permanent enters" on a card that could be one
        # is "permanent_enters", which does.
        if ev.other or (types and not types & set(self_types)):
            return ("another_enters", f)
        return ("permanent_enters", f)
    if ev.verb == "dealt damage by ~ this turn dies":  # 120.1, 700.4
        kw = dict(ev.desc.filter).get("keywords") if ev.desc is not None else None
        return ("damaged_by_self_dies", {"keywords": list(kw)} if kw else {})
    if ev.verb == "leaves the battlefield":  # 603.6c: as it last existed (603.10a)
        # ("a permanent you control": any permanent, 110.1)
        if set(f) & _NOT_AS_IT_LEFT or not (types or f.get("subtypes")
                                            or ev.desc.nouns == ("permanent",)) \
                or not types <= PERMANENT_TYPES:
            return None
        if ev.other:
            f["other"] = True
        return ("permanent_leaves", f)
    if ev.verb in _TO_GRAVEYARD_EVENTS:  # 700.4: "dies" is put into a graveyard from the battlefield
        # (matched against the permanent as it last existed, 603.10a: rules/last_known.py);
        # "a permanent" names no card type: any permanent (110.1)
        if set(f) & _NOT_AS_IT_LEFT or not (types or f.get("subtypes")
                                            or ev.desc.nouns == ("permanent",)) \
                or not types <= PERMANENT_TYPES:
            return None
        if ev.other:
            f["other"] = True  # not this permanent itself (without it, it sees its own death)
        if ev.verb == "dies" and types == {"Creature"}:
            return ("creature_dies", f)
        return (_TO_GRAVEYARD_EVENTS[ev.verb], f)
    if ev.verb == "deals combat damage to a player":  # 510.3a: "a creature you control"
        # ("a Sliver": a subtype names a creature here, only creatures deal combat damage)
        return ("creature_combat_damage_to_player", f) \
            if types == {"Creature"} or (not types and f.get("subtypes")) else None
    if ev.verb in ("deals combat damage", "deals damage") and not ev.other:  # 510.2, 120.1
        name = "creature_deals_combat_damage" if "combat" in ev.verb else "creature_deals_damage"
        return (name, f) \
            if types == {"Creature"} or (not types and f.get("subtypes")) else None
    if ev.verb == "one or more deal combat damage to a player":  # 510.3a, once per player
        if (types != {"Creature"} and (types or not f.get("subtypes"))) \
                or f.get("controller") != "you":  # ("Rogues": only creatures deal it)
            return None
        return ("creatures_combat_damage_to_player", f)
    if ev.verb in ("attacks alone", "attacks you", "attacks you or a planeswalker you control",
                   "becomes blocked", "attacks and isn't blocked"):
        if types != {"Creature"} and (types or not f.get("subtypes")):
            return None
        if ev.other:  # "another Goblin you control": not the source itself (Filter.other)
            if ev.verb not in ("becomes blocked", "attacks and isn't blocked") \
                    or f.get("controller") != "you":
                return None
            f["other"] = True
        if ev.verb == "attacks alone":  # 506.5: exalted's event, the attacker's filter
            return ("attacks_alone", f) if f.get("controller") == "you" else None
        watched = {"becomes blocked": "creature_becomes_blocked",  # 509.1h
                   "attacks and isn't blocked": "creature_unblocked"}.get(ev.verb)
        if "controller" in f:
            return None if watched is None else (watched, f)
        return (watched or {"attacks you": "creature_attacks_you"}.get(
            ev.verb, "creature_attacks_you_or_planeswalker"), f)
    watched = {"blocks": "creature_blocks", "becomes tapped": "permanent_becomes_tapped",
               "becomes untapped": "permanent_becomes_untapped",  # 701.21b
               "is turned face up": "permanent_turned_face_up",
               "deals damage to you": "damage_to_you_by",
               "deals combat damage to you": "combat_damage_to_you_by",
               # 510.2 (rules/trigger_damage_to_self.py)
               "deals combat damage to ~": "combat_damage_to_self_by"}.get(ev.verb)
    if watched is not None and not ev.other:  # each such object's event, remembered
        if ev.verb in ("blocks", "deals combat damage to you", "deals combat damage to ~") \
                and types != {"Creature"}:
            return None
        if not types and not f.get("subtypes") and "permanent" not in ev.desc.nouns:
            return None
        return (watched, f)
    if ev.verb == "one or more attack you":  # 508.1, 506.3: once, attackers attacking you
        if types != {"Creature"} or "controller" in f:
            return None
        return ("creatures_attack_you", f)
    if ev.verb == "one or more attack":  # once for all attackers declared (508.1)
        if types != {"Creature"} and (types or not f.get("subtypes")):  # ("Vampires")
            return None
        return ("creatures_attack", f)
    if ev.verb == "attacks":  # "Whenever a creature you control attacks" (508.1m)
        if ev.other:
            f["other"] = True
        return ("creature_attacks", f) if types == {"Creature"} or f.get("subtypes") else None
    return None


# ------------------------------------------------------------------ intervening "if" (603.4)

_NUMBER_WORDS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten")


def lower_if(ii: ir.InterveningIf) -> tuple[str, Any] | None:
    """The DSL of an intervening "if": ("if_you_control", filter) for "if you control a/an
    ...", else ("if", condition) (rules/conditions.py)."""
    if ii.desc is None:
        cond: dict[str, Any] = {"kind": ii.kind}
        if ii.kind.startswith("life_"):
            cond["count"] = ii.count
        return ("if", cond)
    try:
        f = _filter(ii.desc)
    except NotUnderstood:
        return None
    if "controller" in f or not (f.get("types") or f.get("subtypes")
                                 or "permanent" in ii.desc.nouns):
        return None
    if ii.kind == "controls" and ii.count == 1:
        return ("if_you_control", {**f, "controller": "you"})
    cond = {"kind": ii.kind, "filter": f}
    if ii.count != 1:
        cond["count"] = ii.count
    return ("if", cond)


def render_if(t: dict[str, Any]) -> str:
    """The intervening "if" clause of a DSL trigger, "" if it has none."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    if "if_you_control" in t:
        cond = {k: v for k, v in t["if_you_control"].items() if k != "controller"}
        return f"if you control {describe_filter(cond)}"
    c = t.get("if")
    if c is None:
        return ""
    if isinstance(c, str):
        c = {"kind": c}
    if c.get("besides"):  # "at least five other Mountains" (other_than_event.py)
        from mtg_engine.cards.oracle.conditions import condition_wording
        from mtg_engine.cards.oracle.other_than_event import in_words

        return "if " + condition_wording(in_words(c), t.get("text", ""))
    kind, n = c["kind"], c.get("count", 1)
    if kind == "controls" and 2 <= n <= 10:
        return f"if you control {_NUMBER_WORDS[n]} or more " \
            f"{describe_filter(c['filter'], plural=True)}"
    said = f"if you control no {describe_filter(c['filter'], plural=True)}" \
        if kind == "not_controls" and n == 1 else ""
    if said and (said.lower() in t.get("text", "").lower() or not t.get("text")):
        return said  # (else another wording: "no Thopters other than ~", conditions.py)
    if kind == "life_at_least":
        return f"if you have {n} or more life"
    if kind == "life_at_most":
        return f"if you have {n} or less life"
    words = {"kicked": "if it was kicked", "attacked_this_turn": "if you attacked this turn",
             "hand_empty": "if you have no cards in hand"}
    if kind not in words:  # the general condition phrase (conditions.py)
        from mtg_engine.cards.oracle.conditions import condition_wording

        return "if " + condition_wording(c, t.get("text", ""))
    return words[kind]


