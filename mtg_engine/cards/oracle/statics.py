"""Static abilities (604): anthems (613.4c, 613.1f), an Aura's or Equipment's bonus (303.4,
301.5), a creature's own combat abilities (506-509), "~ enters the battlefield tapped / with
counters" (614.1c), and the coarse label of a static ability the compiler can't read.

The readers it tries in turn live beside it: static_restrictions.py (attack and block
restrictions), static_words.py (words marked before parsing), static_grammar.py (the grammar's
transformer) and static_lowering.py (to the DSL)."""

from __future__ import annotations

import re
from itertools import permutations
from typing import Any

from mtg_engine.cards.dsl import AS_THOUGH_UNBLOCKED, MAY_NOT_UNTAP
from mtg_engine.cards.dsl_abilities import (
    ATTACK_RESTRICTIONS,
    ATTACKS_AS_THOUGH_HASTE,
    ATTACKS_DESPITE_DEFENDER,
    BLOCK_RESTRICTIONS,
    BLOCKS_LANDWALK,
    BLOCKS_SHADOW,
    CANT_CREW,
    CREWS_AS_TWO_GREATER,
    DOESNT_UNTAP,
    REACH_FOR_DRAGONS,
)
from mtg_engine.cards.keywords import parse_keyword
from mtg_engine.cards.oracle.reasons import _feature
from mtg_engine.rules.protection import CHOSEN_COLOR, CHOSEN_LAST_COLOR

# Combat abilities the engine knows by name (dsl.COMBAT_ABILITIES), as Oracle text says them
# after the creature's name or "enchanted creature".
_COMBAT_PHRASES: dict[str, tuple[str, ...]] = {
    "can't block": ("can't block",), "can't attack": ("can't attack",),
    "can't attack or block": ("can't attack", "can't block"),
    "can't attack, block, or crew vehicles": ("can't attack", "can't block", CANT_CREW),  # 702.122a
    "can't be blocked": ("can't be blocked",),
    "attacks each combat if able": ("attacks each combat if able",),
    "blocks each combat if able": ("blocks each combat if able",),
    "attacks or blocks each combat if able": ("attacks each combat if able",
                                              "blocks each combat if able"),
    "can block an additional creature each combat": (
        "can block an additional creature each combat",),
    "can block any number of creatures": ("can block any number of creatures",),
    "can block an additional seven creatures each combat": (  # (Watcher in the Web)
        "can block an additional seven creatures each combat",),
    "can't be blocked except by three or more creatures": (
        "can't be blocked except by three or more creatures",),
    "can't be blocked by more than one creature": ("can't be blocked by more than one creature",),
    "can't be blocked unless all creatures defending player controls block it": (
        "can't be blocked unless all creatures defending player controls block it",),
    **{r: (r,) for r in BLOCK_RESTRICTIONS},  # 509.1b
    **{r: (r,) for r in ATTACK_RESTRICTIONS},  # 508.1c
    # 502.3 (dsl.DOESNT_UNTAP): "~ doesn't untap during your untap step." (its own); an Aura's
    # or Equipment's "enchanted creature doesn't untap during its controller's untap step."
    "can block only creatures with flying": ("can block only creatures with flying",),
    # 702.3b (rules/defender_exceptions.py: Weathered Sentinels)
    "can attack players who attacked you during their last turn as though it didn't have "
    "defender": ("can attack players who attacked you during their last turn as though it "
                 "didn't have defender",),
    "must be blocked if able": ("must be blocked if able",),  # 509.1c: a requirement
    "can't attack alone": ("can't attack alone",), "can't block alone": ("can't block alone",),
    "can't attack or block alone": ("can't attack alone", "can't block alone"),
    # 508.1c, 509.1b: restrictions on the declaration as a whole (rules/group_attacks.py)
    "can only attack alone": ("can only attack alone",),
    "can't attack unless at least two other creatures attack": (
        "can't attack unless at least two other creatures attack",),
    "can't block unless at least two other creatures block": (
        "can't block unless at least two other creatures block",),
    # 509.1b: both ways (Sneaky Homunculus)
    **{f"can't block or be blocked by creatures with power {n} or {c}": (
        f"can't block creatures with power {n} or {c}",
        f"can't be blocked by creatures with power {n} or {c}")
       for n in range(11) for c in ("less", "greater")},
    **{r: (r,) for r in ("can't attack unless a black or green creature also attacks",
                         "can't attack unless a creature with greater power also attacks",
                         "can't block unless a creature with greater power also blocks")},
    "can't be blocked as long as it's attacking alone": (  # 506.5, 509.1b
        "can't be blocked as long as it's attacking alone",),
    "doesn't untap during your untap step": (DOESNT_UNTAP,),
    "doesn't untap during its controller's untap step": (DOESNT_UNTAP,),
    # 702.3b
    "can attack as though it didn't have defender": (ATTACKS_DESPITE_DEFENDER,),
    "can attack as though it had haste": (ATTACKS_AS_THOUGH_HASTE,),  # 302.6
    "can block dragons as though it had reach": (REACH_FOR_DRAGONS,),  # 702.17b
    CREWS_AS_TWO_GREATER: (CREWS_AS_TWO_GREATER,),  # 702.122a
    # 702.28b, 702.14: blocks despite shadow / landwalk (dsl_abilities.BLOCKS_SHADOW)
    **{k: (k,) for k in BLOCKS_SHADOW}, BLOCKS_LANDWALK: (BLOCKS_LANDWALK,),
}
_LURE = ("all creatures able to block this do so",)
# 509.1c: a Lure for the blockers of one kind (rules/combat.KIND_LURES)
_KIND_LURES = {"All Walls able to block ~ do so.": "all walls able to block this do so",
               "All creatures with flying able to block ~ do so.":
                   "all creatures with flying able to block this do so"}
# The permanent's own abilities said in a sentence of their own: 502.3 (its controller may
# leave it tapped), 510.1a / 510.1c (its damage assigned as though it weren't blocked)
_OWN_SENTENCES = {
    "You may choose not to untap ~ during your untap step.": MAY_NOT_UNTAP,
    "You may have ~ assign its combat damage as though it weren't blocked.":
        AS_THOUGH_UNBLOCKED}


# keywords the engine reads from an object's current characteristics (613.1f), so a static
# ability may grant them: 702.3 defender, 702.110 menace, 702.36 fear, 702.13 intimidate,
# 702.28 shadow, 702.31 horsemanship, 702.80 wither, 702.90 infect
_MORE_GRANTABLE = ("menace", "fear", "intimidate", "defender", "shadow", "horsemanship",
                   "wither", "infect",
                   # 613.1f: triggered keywords, granted as their triggered abilities
                   # (keyword_dsl.GRANTABLE_TRIGGERS); 702.93, 702.79 (rules/undying.py reads
                   # them as the creature left); 702.26 (rules/phasing.py); 702.118b
                   "exalted", "flanking", "battle cry", "dethrone", "extort", "evolve",
                   "mentor", "ingest", "melee", "training", "provoke", "undying", "persist",
                   "phasing", "skulk", "myriad",
                   "banding")  # 702.22 (rules/banding.py reads it in combat)


def _keyword_name(word: str) -> tuple[str, ...] | None:
    """An ability a static effect may give: an implemented keyword or protection from a
    colour."""
    from mtg_engine.cards.oracle.effects import GRANTABLE
    from mtg_engine.cards.ward_grant import is_ward_keyword

    w = word.strip()
    from mtg_engine.cards.numbered_grant import is_numbered_keyword

    if w in GRANTABLE or w in _MORE_GRANTABLE or is_ward_keyword(w) \
            or is_numbered_keyword(w):  # (702.21a; "annihilator 2", 613.1f)
        return (w,)
    if w in (CHOSEN_COLOR, CHOSEN_LAST_COLOR):  # 702.16a, 614.12a: the colour the source
        # chose as it entered (701.3a: "the last chosen color", rules/attach_choice.py)
        return (w,)
    k = parse_keyword(w)
    if k is not None and k.name in ("protection", "landwalk") and k.implemented:
        return k.card_keywords()
    return None


def render_own(items: list[str]) -> str | None:
    """The English of `_own_combat_abilities`'s answer, or None."""
    if items == list(_LURE):
        return "All creatures able to block ~ do so."
    kinds = [t for t, k in _KIND_LURES.items() if items == [k]]
    if kinds:
        return kinds[0]
    own = next((t for t, k in _OWN_SENTENCES.items() if items == [k]), None)
    if own is not None:
        return own
    phrase = next((k for k, v in _COMBAT_PHRASES.items() if list(v) == items), None)
    return f"~ {phrase}." if phrase is not None else None


def _own_combat_abilities(para: str) -> list[str] | None:
    """"~ can't block.", "~ attacks each combat if able.", "All creatures able to block ~ do
    so." -> the named combat abilities (506-509) on the card itself."""
    low = para.lower().rstrip(".")
    if low == "all creatures able to block ~ do so":
        return list(_LURE)
    if para in _KIND_LURES:  # 509.1c: only blockers of that kind
        return [_KIND_LURES[para]]
    if para in _OWN_SENTENCES:  # 502.3, 510.1c
        return [_OWN_SENTENCES[para]]
    if low.startswith("~ ") and low[2:] in _COMBAT_PHRASES:
        return list(_COMBAT_PHRASES[low[2:]])
    return None


# Capitalised words before "creatures" that are not creature types (205.3m); costs.py reads
# "Sacrifice a Goblin" with it.
_NOT_CREATURE_TYPES = frozenset({"Commander", "Legendary", "Snow", "Basic", "World", "Token",
                                 "Creature", "Artifact", "Enchantment", "Land", "Planeswalker",
                                 "Permanent", "Nontoken", "Tapped", "Untapped", "Attacking",
                                 "Blocking", "Other", "All", "Each", "White", "Blue", "Black",
                                 "Red", "Green", "Colorless", "Multicolored", "Monocolored",
                                 "Equipped", "Enchanted", "Modified", "Face-down", "Premium",
                                 "Exerted", "Historic", "Outlaw", "Party"})


_IRREGULAR_PLURALS = {"Zombies": "Zombie", "Faeries": "Faerie", "Allies": "Ally",
                      "Merfolk": "Merfolk", "Kithkin": "Kithkin", "Elves": "Elf",
                      "Dwarves": "Dwarf", "Wolves": "Wolf", "Sphinxes": "Sphinx"}


def _singular_type(word: str) -> str | None:
    """"Goblins" -> "Goblin" (a creature type in the plural); None when unsure (triggers.py
    reads "Whenever one or more Goblins ..." with it)."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith(("ies", "ves", "ses", "xes")) or not word.endswith("s"):
        return None
    return word[:-1]


def _static(para: str) -> dict[str, Any] | None:
    """A static ability (604) the engine has: copies and control changes (copy_control.py),
    else what grammar.lark's `static` reads (anthems 613.4c / 613.1f, an Aura's or
    Equipment's bonus 303.4 / 301.5, "~ enters the battlefield tapped / with counters"
    614.1c, a counted power and toughness 604.3)."""
    from mtg_engine.cards.oracle import (
        abilities_of,
        ability_loss,
        activation_costs,
        all_zones_types,
        attach_only,
        aura_protection,
        blocker_groups,
        cant_activate,
        cant_have_counters,
        cant_transform,
        cast_free,
        cast_self_from,
        cast_targets,
        cast_timing,
        cda_types,
        chosen_names,
        chosen_spell_costs,
        colored_grants,
        combat_costs,
        combat_groups,
        creature_type_setting,
        defender_restrictions,
        draft_abilities,
        dungeons,
        enchanted_player,
        enter_triggers,
        exactly_one,
        exile_permissions,
        exiled_names,
        flagbearers,
        game_loss,
        goad,
        granted_equip,
        granted_statics,
        graveyard_keywords,
        graveyard_protection,
        hand_size_set,
        infect_damage,
        land_type_loss,
        lethal_by_power,
        library_top,
        life_floor,
        life_lock,
        loyalty_timing,
        mana_value_parity,
        max_combat,
        named_groups,
        no_activation,
        play_permissions,
        revealed_hands,
        sacrifice_protection,
        spell_keywords,
        spend_any_statics,
        supertype_loss,
        tapped_blockers,
        toughness_damage,
        trigger_doubling,
        two_groups,
        unblocked_grants,
        unpreventable,
        untap_limits,
        untap_others,
        while_creature,
    )
    from mtg_engine.cards.oracle.chosen_names import lower_player_protection
    from mtg_engine.cards.oracle.copy_control import lower_static as copy_control_static
    from mtg_engine.cards.oracle.flashback_grants import lower_retrace
    from mtg_engine.cards.oracle.flashback_grants import lower_static as flashback_static
    from mtg_engine.cards.oracle.spell_cost_colors import colored_increase
    from mtg_engine.cards.oracle.static_lowering import grammar_static
    from mtg_engine.cards.oracle.static_restrictions import (
        _BLOCKABLE_DESPITE,
        _cant_attack_you,
        _defender_restriction,
        _restriction_unless,
        _smaller_cant_block,
        attack_unless_paid,
        counted_static,
        either_stat,
        enchanted_alone,
        extra_turns_restriction,
    )

    readers = (draft_abilities.lower,  # 905.2
               flashback_static,  # 702.34a, 113.6b: "... card in your graveyard has flashback"
               lower_retrace,  # 702.81a, 113.6b: "... cards in your graveyard have retrace"
               cda_types.lower,  # 604.3, 205.3m
               cast_self_from.lower,  # 601.3, 113.6b
               cast_timing.lower,  # 101.2, 307.1
               attach_only.lower,  # 701.3a
               copy_control_static,  # copies (707.5), control changes (613.1b)
               library_top.lower,  # 401.5
               revealed_hands.lower,  # 400.2, 701.16a
               unpreventable.lower,  # 615.12
               toughness_damage.lower,  # 510.1a
               life_floor.lower,  # 614.1a
               lethal_by_power.lower,  # 704.5g
               exactly_one.lower,  # 611.3a, 613.4c
               game_loss.lower_rule,  # 704.5j off
               cant_activate.lower_additional,  # 101.2: "... can't cast additional ..."
               cant_activate.lower_maze,  # 101.2: "... share a color with the spell ..."
               cant_activate.lower_loyalty,  # 101.2, 606.3
               loyalty_timing.lower,  # 606.3, 117.1a
               two_groups.lower,  # 613.4c: "Skeletons you control and other Zombies you ..."
               flagbearers.lower,  # 601.2c
               play_permissions.lower,  # 601.3, 305.1
               exile_permissions.lower,  # 601.3, 122.1
               hand_size_set.lower,  # 402.2
               lower_player_protection,  # 702.16b-e
               infect_damage.lower,  # 702.90b
               life_lock.lower,  # 119.7-119.8
               cast_free.lower,  # 118.9
               cast_targets.lower,  # 601.2c
               spend_any_statics.lower,  # 609.4b
               tapped_blockers.lower,  # 509.1a
               graveyard_protection.lower,  # 115.1, 305.1: cards in graveyards
               enter_triggers.lower,  # 603.2, 603.6a
               trigger_doubling.lower,  # 603.2d
               dungeons.lower_static,  # 101.2, 701.46: a limit on venturing
               untap_others.lower,  # 502.3
               untap_limits.lower,  # 502.3
               cant_transform.lower,  # 101.2, 701.28a
               cant_have_counters.lower,  # 101.2, 122.1
               spell_keywords.lower,  # 702.78b: "Each ... spell you cast has conspire."
               combat_groups.lower,  # 509.1g-h
               no_activation.lower,  # 602.5
               aura_protection.lower,  # 702.16c
               goad.lower,  # 701.38b
               _pay_life_or_tapped,  # 614.12: shocklands
               _restriction_unless,  # 508.1c, 509.1b
               extra_turns_restriction,  # 508.1c, 500.7
               enchanted_alone,  # 506.5, 509.1b
               mana_value_parity.lower,  # 202.3, 101.2, 509.1a
               blocker_groups.lower,  # 509.1b
               _smaller_cant_block,  # 509.1b
               counted_static,  # 508.1c, 608.2h
               attack_unless_paid,  # 508.1h
               combat_costs.lower,  # 508.1h, 509.1c-d
               exiled_names.lower,  # 101.2, 607.2a
               chosen_names.lower,  # 201.2, 101.2, 602.5
               sacrifice_protection.lower,  # 101.2, 701.17
               while_creature.lower,  # 613.4c: "Each land gets +2/+2 as long as it's a ..."
               supertype_loss.lower,  # 205.4, 613.1d: "All lands are no longer snow."
               graveyard_keywords.lower,  # 613.1f: Cairn Wanderer
               all_zones_types.lower,  # 205.3m, 611.3c: Maskwood Nexus
               abilities_of.lower,  # 613.1f: "~ has all activated abilities of ..."
               creature_type_setting.lower,  # 205.1b: "Enchanted creature is a Demon Spirit."
               either_stat,  # 208.1
               _cant_attack_you,  # 508.1c
               _defender_restriction,  # 508.1c, 509.1b
               defender_restrictions.lower,  # 508.1c, 509.1b
               _land_type_setting,  # 305.7
               _also_get,  # 613.4c
               colored_increase,  # 601.2f
               activation_costs.lower,  # 602.2b, 601.2f
               enchanted_player.lower,  # 303.4
               colored_grants.lower,  # 613.1e-f
               colored_grants.lower_legendary,  # 205.4a, 613.1d-f
               granted_statics.lower,  # 613.1f, 613.7a
               granted_equip.lower,  # 702.6, 613.1f
               ability_loss.lower,  # 613.1f
               land_type_loss.lower,  # 205.3i, 613.1d, 613.1f
               named_groups.lower,  # 201.2, 508.1c, 509.1b
               _conditional_spell_cost,  # 611.3a, 601.2f
               _graveyard_spell_cost,  # 601.2f
               chosen_spell_costs.lower,  # 601.2f, 614.12a
               max_combat.lower,  # 506.5, 508.1c, 509.1b
               unblocked_grants.lower)  # 510.1c, 613.1f
    for read in readers:  # the first that reads the paragraph
        got = read(para)
        if got is not None:
            return got
    walk = _BLOCKABLE_DESPITE.get(para)  # 702.14
    if walk is not None:
        return {"blockable_despite": {"keywords": list(walk)}}
    got = grammar_static(para)
    if got is None:
        from mtg_engine.cards.oracle import type_color

        got = type_color.lower(para)  # 613.1d-e: types and colours set or added
    if got is None:
        from mtg_engine.cards.oracle import type_removal

        got = type_removal.lower(para)  # 205.1a: "~ isn't a creature."
    if got is None:
        from mtg_engine.cards.oracle import animated_lands

        got = animated_lands.lower(para)  # 205.1b: lands that are creatures too
    if got is None:
        from mtg_engine.cards.oracle import self_animated

        got = self_animated.lower(para)  # 205.1b: "~ is a 2/3 Gargoyle artifact creature"
    if got is None:
        from mtg_engine.cards.oracle import cda_amounts

        got = cda_amounts.lower(para)  # 604.3: power and toughness equal to an amount
    return got


# 305.7, 613.1d: setting a land's subtype to a basic land type ("Enchanted land is an
# Island.", "Nonbasic lands are Mountains.", "All Mountains are Plains."): its old land
# types and its rules-text abilities go, it has the new type's mana ability (layers._types)
_BASIC_PLURAL = {"Plains": "Plains", "Island": "Islands", "Swamp": "Swamps",
                 "Mountain": "Mountains", "Forest": "Forests"}
_LAND_SUBJECTS: dict[str, dict[str, Any]] = {
    "Nonbasic lands are": {"filter": {"types": ["Land"], "not_supertypes": ["Basic"]}},
    "Lands you control are": {"filter": {"types": ["Land"], "controller": "you"}},
    **{f"All {p} are": {"filter": {"subtypes": [t]}} for t, p in _BASIC_PLURAL.items()},
}


def _land_type_forms() -> dict[str, dict[str, Any]]:
    """Each wording this reader knows -> its DSL static."""
    out: dict[str, dict[str, Any]] = {}
    for t, p in _BASIC_PLURAL.items():
        article = "an" if t[0] in "AEIOU" else "a"
        out[f"Enchanted land is {article} {t}."] = {"continuous": {
            "affects": "enchanted", "filter": {"types": ["Land"]}, "set_land_subtypes": [t]}}
        for subject, who in _LAND_SUBJECTS.items():
            if who["filter"].get("subtypes") != [t]:  # ("All Mountains are Mountains")
                out[f"{subject} {p}."] = {"continuous": {**who, "set_land_subtypes": [t]}}
    # 305.7: more than one basic land type at once ("Enchanted land is a Mountain, Forest,
    # and Plains.": it has all three types' mana abilities, 305.6)
    for three in permutations(_BASIC_PLURAL, 3):
        article = "an" if three[0][0] in "AEIOU" else "a"
        out[f"Enchanted land is {article} {three[0]}, {three[1]}, and {three[2]}."] = {"continuous": {
            "affects": "enchanted", "filter": {"types": ["Land"]},
            "set_land_subtypes": list(three)}}
    return out


_LAND_TYPE_FORMS = _land_type_forms()


def _land_type_setting(para: str) -> dict[str, Any] | None:
    """"Enchanted land is an Island." (305.7, 613.1d)."""
    got = _LAND_TYPE_FORMS.get(para)
    return {k: dict(v) for k, v in got.items()} if got is not None else None


def render_land_type_setting(st: dict[str, Any]) -> str | None:
    """The English of `_land_type_setting`'s DSL, or None."""
    return next((text for text, dsl in _LAND_TYPE_FORMS.items() if dsl == st), None)


def _conditional_spell_cost(para: str) -> dict[str, Any] | None:
    """"As long as it's not your turn, spells you cast cost {1} less to cast." (611.3a,
    601.2f: a `spell_cost` with `as_long_as`); only with the condition first (the spell cost
    paragraph alone is the compiler's spell_costs reading)."""
    if not para.startswith("As long as "):
        return None
    from mtg_engine.cards.oracle.conditional_statics import conditional_static
    from mtg_engine.cards.oracle.spell_costs import spell_cost_static

    st = conditional_static(para, spell_cost_static)
    if st is None or set(st) != {"spell_cost"} or st["spell_cost"].get("mana") \
            or "as_long_as" not in st["spell_cost"]:
        return None
    return st


def _also_get(para: str) -> dict[str, Any] | None:
    """"Creatures you control also get +1/+0 and have trample as long as you control six or
    more creatures." (Jetmir): the anthem without "also" (a bonus added to another the card
    gives, 613.4c); render_statics._static_forms says it back with "also"."""
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    if " also get " not in para:
        return None
    st = grammar_static(para.replace(" also get ", " get ", 1))
    p = (st or {}).get("anthem")
    return st if p is not None and "filter" in p and "as_long_as" in p else None


def _pay_life_or_tapped(para: str) -> dict[str, Any] | None:
    """"As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the
    battlefield tapped." (614.12: a choice as it enters, rules/replacement.py)."""
    m = re.fullmatch(r"as ~ enters the battlefield, you may pay (\d+) life\. if you don't, it "
                     r"enters the battlefield tapped", para.lower().rstrip("."))
    return {"enters_tapped": {"unless_pay_life": int(m.group(1))}} if m else None


def _plain_counter(kind: str) -> bool:
    """A kind of counter the engine may put (122.1; parse.counter_kind refuses the ones
    whose meaning it lacks: keyword, shield, +X/+Y counters)."""
    from mtg_engine.cards.oracle.parse import NotUnderstood, counter_kind

    try:
        counter_kind(kind)
    except NotUnderstood:
        return False
    return True


def _static_category(para: str) -> str:
    """A coarse label for an ability the compiler could not read, so that `mtg cards coverage`
    can count the most common kinds."""
    low = para.lower()
    if low.startswith("equipped creature"):
        return "keyword Equip (702.6) is not implemented yet"
    if "enters the battlefield with" in low or low.startswith("as ~ enters"):
        return "enters-the-battlefield replacement (614.1c) is not implemented yet"
    if low.startswith("enchant "):
        return "keyword Enchant (702.5) is not implemented yet"
    if "enters the battlefield tapped" in low:
        return "enters-tapped replacement (614.1c) is not implemented yet"
    if low.startswith(("as an additional cost", "this spell costs", "spells you cast cost")):
        return "cost modification is not implemented yet"
    if "can't block" in low or "can't attack" in low or "can't be blocked" in low:
        return "attack/block restriction is not implemented yet"
    if low.startswith("choose one") or low.startswith("choose two"):
        return "modal ability (700.2) not understood"
    return _feature(para) or "static ability not understood"


# ------------------------------------------------------------------ the grammar's reading
# grammar.lark's `static` start symbol -> ir.StaticEffect (static_transformer) -> the DSL
# static (lower_static); render.static_forms renders it back for the round trip.


_FROM_GRAVEYARD = " you cast from your graveyard "


def _graveyard_spell_cost(para: str) -> dict[str, Any] | None:
    """"Spells you cast from your graveyard cost {1} less to cast." (601.2f: a `spell_cost`
    with `zone: graveyard`, only spells cast from a graveyard)."""
    from mtg_engine.cards.oracle.spell_costs import spell_cost_static

    if _FROM_GRAVEYARD not in para:
        return None
    st = spell_cost_static(para.replace(_FROM_GRAVEYARD, " you cast ", 1))
    if st is None or set(st) != {"spell_cost"} or st["spell_cost"].get("whose") != "you" \
            or st["spell_cost"].get("mana") or "as_long_as" in st["spell_cost"]:
        return None
    return {"spell_cost": {**st["spell_cost"], "zone": "graveyard"}}
