"""Rendering static abilities back to Oracle-style English (604, 611.3): anthems and grants
(613), restrictions on attacking, blocking and casting (101.2, 508, 509), "can't" effects,
protection (702.16), and the "as long as" conditions of statics (611.3a).

The noun phrases and effects they contain are rendered by cards/oracle/render.py."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.dsl import AS_THOUGH_UNBLOCKED
from mtg_engine.cards.dsl_abilities import ATTACKS_DESPITE_DEFENDER, CANT_CREW, DOESNT_UNTAP
from mtg_engine.cards.oracle import combat_costs
from mtg_engine.cards.oracle.amounts import render_per_static
from mtg_engine.cards.oracle.copy_control import render_static as render_cc_static
from mtg_engine.cards.oracle.render import pt
from mtg_engine.cards.oracle.render_abilities import _a
from mtg_engine.cards.oracle.render_phrases import (
    COLOR_NAMES,
    RenderError,
    _join,
    _num,
    _wording,
    describe_filter,
)
from mtg_engine.cards.oracle.statics import _LURE


def render_static(st: dict[str, Any]) -> str:
    kind, p = next(iter(st.items()))
    p = p or {}
    if kind == "continuous" and p.get("zone") == "all":  # 611.3c (all_zones_types.py)
        from mtg_engine.cards.oracle import all_zones_types

        return _rendered(all_zones_types.render(p), "creature types in every zone")
    if kind == "continuous" and p.get("graveyard_keywords"):  # 613.1f (graveyard_keywords.py)
        from mtg_engine.cards.oracle import graveyard_keywords

        return _rendered(graveyard_keywords.render(p), "keywords of cards in graveyards")
    if kind == "anthem" and "mana_value_odd" in (p.get("filter") or {}):  # 202.3
        from mtg_engine.cards.oracle import mana_value_parity

        parity = mana_value_parity.render_block(p)
        if parity is not None:
            return parity
    if p.get("keeps_self"):  # 702.16c (aura_protection.py)
        from mtg_engine.cards.oracle.aura_protection import SUFFIX, without

        return render_static(without(st)) + SUFFIX
    if (p.get("filter") or {}).get("controller") == "enchanted_player" \
            or p.get("whose") in ("enchanted_player", "enchanted_controller"):  # 303.4
        from mtg_engine.cards.oracle import enchanted_player

        return _rendered(enchanted_player.render(st, render_static),
                         "what the enchanted player controls")
    if kind == "anthem" and set(p) == {"affects", "keywords"} and p["affects"] in (
            "enchanted", "equipped") and tuple(p["keywords"]) == _LURE:  # 509.1c: Lure
        return f"All creatures able to block {p['affects']} creature do so."
    if kind == "anthem" and set(p) == {"affects", "keywords"} and p["affects"] == "self" \
            and tuple(p["keywords"]) == _LURE:  # 509.1c (a conditional one: Stone-Tongue)
        return "All creatures able to block ~ do so."
    if kind == "anthem" and p.get("keywords") == [AS_THOUGH_UNBLOCKED]:  # 510.1c, 613.1f
        from mtg_engine.cards.oracle import unblocked_grants

        return _rendered(unblocked_grants.render(st), "damage as though unblocked")
    if kind == "cant_activate_loyalty":  # 101.2, 606.3 (cant_activate.py)
        from mtg_engine.cards.oracle.cant_activate import render_loyalty

        return _rendered(render_loyalty(p), "a loyalty restriction")
    if kind == "loyalty_instant":  # 606.3, 117.1a (loyalty_timing.py)
        from mtg_engine.cards.oracle import loyalty_timing

        return _rendered(loyalty_timing.render(p), "loyalty abilities at instant speed")
    if kind in ("max_attackers", "max_blockers"):  # 506.5 (max_combat.py)
        from mtg_engine.cards.oracle import max_combat

        return _rendered(max_combat.render(st), "a limit on attackers or blockers")
    if kind == "spell_cost" and p.get("mana"):  # 601.2f (spell_cost_colors.py)
        from mtg_engine.cards.oracle.spell_cost_colors import render_colored_increase

        return _rendered(render_colored_increase(p), "a coloured cost increase")
    if kind == "spell_cost" and "as_long_as" in p:  # 611.3a (statics._conditional_spell_cost)
        return _conditional_forms(kind, p)[0]
    if kind == "spell_cost" and (p.get("filter") or {}).get("chosen"):  # 614.12a, 601.2f
        from mtg_engine.cards.oracle import chosen_spell_costs

        return chosen_spell_costs.render(st)
    if kind == "spell_cost" and p.get("zone") == "graveyard":  # (statics._graveyard_spell_cost)
        from mtg_engine.cards.oracle.spell_costs import render_spell_cost

        said = render_spell_cost({kind: {k: v for k, v in p.items() if k != "zone"}})
        if " you cast " not in said:
            raise RenderError("spells cast from a graveyard")
        return said.replace(" you cast ", " you cast from your graveyard ", 1)
    if kind == "spell_cost":  # 601.2f (spell_costs.py)
        from mtg_engine.cards.oracle.spell_costs import render_spell_cost

        return render_spell_cost(st)
    if p.get("goad"):  # 701.38b (goad.py)
        from mtg_engine.cards.oracle import goad

        return goad.render(st, render_static)
    if kind == "continuous" and p.get("remove_supertypes") == ["Legendary"] \
            and p.get("affects") == "self":  # 205.4 (supertype_loss.TOKEN_NOT_LEGENDARY)
        from mtg_engine.cards.oracle import supertype_loss

        return _rendered(supertype_loss.render(p), "a supertype taken away")
    if kind == "continuous" and ("abilities_of" in p or "exiled_with_pt" in p):  # 613.1f
        from mtg_engine.cards.oracle import abilities_of

        return _rendered(abilities_of.render(p), "the activated abilities of other cards")
    if kind == "continuous" and "as_long_as" in p:  # 611.3a
        return _conditional_forms(kind, p)[0]
    if kind == "anthem" and (p.get("filter") or {}).get("chosen") == "name":  # 201.2, 602.5
        from mtg_engine.cards.oracle import chosen_names

        return _rendered(chosen_names.render(kind, p), "a restriction on the chosen name")
    if kind == "continuous" and p.get("lose_land_types"):  # 205.3i (land_type_loss.py)
        from mtg_engine.cards.oracle import land_type_loss

        return _rendered(land_type_loss.render(p), "land types and abilities lost")
    if kind == "continuous" and p.get("lose_creature_types") and "add_subtypes" in p:
        from mtg_engine.cards.oracle import creature_type_setting  # 205.1b

        said = creature_type_setting.render(p)
        if said is not None:
            return said
    if kind == "continuous" and set(p) <= {"filter", "remove_supertypes"} \
            and "remove_supertypes" in p:  # 205.4 (supertype_loss.py)
        from mtg_engine.cards.oracle import supertype_loss

        return _rendered(supertype_loss.render(p), "a supertype taken away")
    if kind == "opponents_cant_make_sacrifice":  # 101.2 (sacrifice_protection.py)
        from mtg_engine.cards.oracle import sacrifice_protection

        return _rendered(sacrifice_protection.render(p), "a protection from sacrificing")
    if kind == "cant_cast_exiled_names":  # 101.2, 607.2a (exiled_names.py)
        from mtg_engine.cards.oracle import exiled_names

        return exiled_names.render(p)
    if kind == "anthem" and combat_costs.is_costed(p):  # 508.1h, 509.1c (combat_costs.py)
        return combat_costs.render(p)
    if kind == "anthem" and "any_of" in (p.get("filter") or {}):  # (two_groups.py)
        from mtg_engine.cards.oracle import two_groups
        from mtg_engine.cards.oracle.static_restrictions import render_either_stat

        both = two_groups.render(p) or render_either_stat(p)  # (208.1: either stat)
        if both is not None:
            return both
    if kind == "anthem" and "as_long_as" in p:  # 611.3a: your only creature (exactly_one.py)
        from mtg_engine.cards.oracle import exactly_one

        only = exactly_one.render(p)
        if only is not None:
            return only
    if kind == "continuous" and "set_colors" in p and (
            p.get("add_abilities") or p.get("add_triggers")):  # 613.1e-f (colored_grants.py)
        from mtg_engine.cards.oracle import colored_grants

        return _rendered(colored_grants.render(p), "a colour and an ability in one list")
    if kind == "continuous" and ("lose_all_abilities" in p or "remove_keywords" in p) \
            and "affects" not in p:  # 613.1f (ability_loss.py)
        from mtg_engine.cards.oracle import ability_loss

        lost = ability_loss.render(p)
        if lost is not None:
            return lost
    if kind == "continuous" and "add_supertypes" in p and "add_keywords" in p:  # 205.4a
        from mtg_engine.cards.oracle import colored_grants

        return _rendered(colored_grants.render_legendary(p), "a supertype in a list")
    if kind == "continuous" and p.get("add_abilities") and "as_long_as" not in p:
        from mtg_engine.cards.oracle import granted_equip

        equip = granted_equip.render(p)  # 702.6, 613.1f
        if equip is not None:
            return equip
    if kind == "continuous" and "add_statics" in p:  # 613.1f (granted_statics.py)
        from mtg_engine.cards.oracle import granted_statics

        return _rendered(granted_statics.render(p), "a static ability granted in quotes")
    if kind == "continuous" and "set_land_subtypes" in p:  # 305.7
        from mtg_engine.cards.oracle.statics import render_land_type_setting

        return _rendered(render_land_type_setting(st), "a land type set")
    if kind == "continuous" and p.get("cda") and "add_subtypes" in p:  # 604.3 (cda_types.py)
        from mtg_engine.cards.oracle import cda_types

        return _rendered(cda_types.render(p), "creature types a CDA adds")
    if kind == "continuous" and p.get("zone") == "graveyard" \
            and p.get("add_keywords") == ["retrace"]:  # 702.81a (flashback_grants.py)
        from mtg_engine.cards.oracle import flashback_grants

        return _rendered(flashback_grants.render_retrace(p), "retrace given")
    if kind == "continuous" and p.get("grant_flashback"):  # 702.34a (flashback_grants.py)
        from mtg_engine.cards.oracle import flashback_grants

        return _rendered(flashback_grants.render_static(p), "flashback given")
    if kind == "continuous":  # types and colours set or added (type_color.py)
        from mtg_engine.cards.oracle import animated_lands, self_animated, type_color

        itself = self_animated.render(p)  # 205.1b, 611.3a
        if itself is not None:
            return itself
        land = animated_lands.render(p)  # 205.1b
        if land is not None:
            return land
        tc = type_color.render(p)
        if tc is not None:
            return tc
        from mtg_engine.cards.oracle import type_removal

        gone = type_removal.render(p)  # 205.1a
        if gone is not None:
            return gone
    cc = render_cc_static(kind, p)  # copies, control changes (copy_control.py)
    if cc is not None:
        return cc
    if kind == "enters_tapped" and p.get("unless_pay_life"):  # 614.12
        return (f"As ~ enters the battlefield, you may pay {p['unless_pay_life']} life. "
                "If you don't, it enters the battlefield tapped.")
    if kind == "enters_tapped":
        if "unless" in p:  # 614.1c
            return f"~ enters the battlefield tapped unless {static_condition(p['unless'])[0]}."
        return "~ enters the battlefield tapped."
    if kind == "cant_be_countered":  # 101.2 (spell_uncounterable.py)
        from mtg_engine.cards.oracle import spell_uncounterable

        return spell_uncounterable.render(p)
    if kind == "begin_on_battlefield":  # 103.5a
        from mtg_engine.cards.oracle.opening_hand import render as opening_hand

        return _rendered(opening_hand(kind, p), "an opening hand action")
    if kind in ("player_keywords", "no_maximum_hand_size", "hand_size", "cant_play_lands"):
        return _render_player_static(kind, p)
    if kind == "blockable_despite":  # 702.14 (statics.py)
        from mtg_engine.cards.oracle.static_restrictions import render_blockable_despite

        return _rendered(render_blockable_despite(p), "landwalk ignored")
    if kind == "cant_gain_life":  # 119.7
        return _cant_gain_life_forms(p)[0]
    if kind == "anthem" and (p.get("filter") or {}).get("name"):  # 201.2 (named_groups.py)
        from mtg_engine.cards.oracle import named_groups

        named = named_groups.render(p)
        if named is not None:
            return named
    if kind == "flagbearer":  # 601.2c (flagbearers.py)
        from mtg_engine.cards.oracle import flagbearers

        return _rendered(flagbearers.render(st), "a Flagbearer's requirement")
    if kind in ("damage_unpreventable", "combat_damage_unpreventable"):  # 615.12
        from mtg_engine.cards.oracle import unpreventable

        return _rendered(unpreventable.render(st), "damage that can't be prevented")
    if kind == "cant_cast_sharing_last_color" and not p:  # 101.2 (cant_activate.py)
        from mtg_engine.cards.oracle.cant_activate import MANA_MAZE

        return MANA_MAZE
    if kind == "zero_life_rule_off" and p == {"whose": "you"}:  # 704.5a (game_loss.py)
        from mtg_engine.cards.oracle.game_loss import ZERO_LIFE

        return ZERO_LIFE
    if kind == "no_legend_rule" and not p:  # 704.5j (game_loss.py)
        from mtg_engine.cards.oracle.game_loss import NO_LEGEND_RULE

        return NO_LEGEND_RULE
    if kind == "combat_damage_by_toughness":  # 510.1a (toughness_damage.py)
        from mtg_engine.cards.oracle import toughness_damage

        return _rendered(toughness_damage.render(st), "combat damage by toughness")
    if kind == "lethal_damage_by_power":  # 704.5g (lethal_by_power.py)
        from mtg_engine.cards.oracle import lethal_by_power

        return _rendered(lethal_by_power.render(st), "lethal damage by power")
    if kind == "damage_life_floor":  # 614.1a (life_floor.py)
        from mtg_engine.cards.oracle import life_floor

        return _rendered(life_floor.render(p), "a life floor under damage")
    if kind == "venture_limit":  # 101.2, 701.46 (dungeons.py)
        from mtg_engine.cards.oracle import dungeons

        return _rendered(dungeons.render_static(p), "a limit on venturing")
    if kind in ("reveal_hand", "cant_search_libraries", "cant_cycle",
                "draw_limit"):  # (revealed_hands.py)
        from mtg_engine.cards.oracle import revealed_hands

        return _rendered(revealed_hands.render(p, kind), "a hand revealed, no library search")
    if kind in ("reveal_top", "look_at_top"):  # 401.5
        from mtg_engine.cards.oracle import library_top

        return _rendered(library_top.render(kind, p), "the top card of a library")
    if kind in ("triggers_twice_on_death", "triggers_twice_on_enter"):  # 603.2d
        from mtg_engine.cards.oracle import trigger_doubling

        return _rendered(trigger_doubling.render(kind, p), "abilities triggering twice")
    if kind == "no_enter_triggers":  # 603.2, 603.6a
        from mtg_engine.cards.oracle import enter_triggers

        return _rendered(enter_triggers.render(p), "entering permanents that trigger nothing")
    if kind == "anthem" and set(p or {}) == {"affects", "no_activation"}:  # 602.5
        from mtg_engine.cards.oracle import no_activation

        got = no_activation.render(p)
        if got is not None:
            return got
    if kind == "spells_have":  # 702.78b
        from mtg_engine.cards.oracle import spell_keywords

        return _rendered(spell_keywords.render(p), "a keyword given to spells")
    if kind == "untap_limit":  # 502.3
        from mtg_engine.cards.oracle import untap_limits

        return _rendered(untap_limits.render(p), "an untap limit")
    if kind in ("cant_have_counters", "cant_get_counters"):  # 101.2, 122.1
        from mtg_engine.cards.oracle import cant_have_counters

        return _rendered(cant_have_counters.render(kind, p), "counters that can't be put")
    if kind == "cant_transform":  # 101.2, 701.28a
        from mtg_engine.cards.oracle import cant_transform

        return _rendered(cant_transform.render(p), "permanents that can't transform")
    if kind == "untap_during_others":  # 502.3
        from mtg_engine.cards.oracle import untap_others

        return _rendered(untap_others.render(p),
                         "permanents untapping in another player's untap step")
    if kind == "life_total_cant_change":  # 119.7-119.8 (life_lock.py)
        from mtg_engine.cards.oracle import life_lock

        return life_lock.render(p)
    if kind == "damage_as_infect":  # 702.90b (infect_damage.py)
        from mtg_engine.cards.oracle import infect_damage

        return infect_damage.render(p)
    if kind == "player_protection" and p == {"whose": "you", "choice": "name"}:  # 702.16
        from mtg_engine.cards.oracle.chosen_names import PLAYER_PROTECTION

        return PLAYER_PROTECTION
    if kind == "hand_size_set":  # 402.2
        from mtg_engine.cards.oracle import hand_size_set

        return hand_size_set.render(p)
    if kind == "cast_from_exile_counters":  # 601.3, 122.1
        from mtg_engine.cards.oracle import exile_permissions

        return _rendered(exile_permissions.render(p), "cards cast from exile")
    if kind in ("play_from_top", "play_from_graveyard"):  # 601.3, 305.1
        from mtg_engine.cards.oracle import play_permissions

        return _rendered(play_permissions.render(kind, p), "playing cards from another zone")
    if kind in ("untargetable_cards", "cant_play_graveyard_lands"):  # 115.1, 305.1
        from mtg_engine.cards.oracle import graveyard_protection

        return _rendered(graveyard_protection.render(kind, p), "cards in graveyards")
    if kind == "cast_target_tapped":  # 601.2c
        from mtg_engine.cards.oracle import cast_targets

        return _rendered(cast_targets.render(p), "an Aura's target as it is cast")
    if kind in ("spend_any_color", "spend_any_type"):  # 609.4b
        from mtg_engine.cards.oracle import spend_any_statics

        return _rendered(spend_any_statics.render(kind, p), "mana spent as though of any color")
    if kind == "tapped_can_block":  # 509.1a
        from mtg_engine.cards.oracle import tapped_blockers

        return _rendered(tapped_blockers.render(p), "tapped creatures blocking")
    if kind == "cast_free":  # 118.9
        from mtg_engine.cards.oracle import cast_free

        return _rendered(cast_free.render(p), "casting spells without paying their mana costs")
    if kind == "additional_lands":  # 305.2
        return _additional_lands_forms(p)[0]
    if kind == "anthem" and any({"power_lt_source", "power_gt_source"} & set(next(iter(
            r.values()))) for r in p.get("restrictions", ())):
        from mtg_engine.cards.oracle.static_restrictions import render_smaller_cant_block

        return _rendered(render_smaller_cant_block(p),  # 509.1b
                         "a restriction naming ~'s power")
    if kind == "anthem" and ("x_amount" in p.get("filter", {}) or any(  # 608.2h
            "x_amount" in next(iter(r.values())) for r in p.get("restrictions", ()))):
        from mtg_engine.cards.oracle.static_restrictions import render_counted_static

        return _rendered(render_counted_static(p), "a counted bound")
    if kind == "cast_as_though_flash":  # 601.3b
        who = {"you": "You", "any": "Any player", "opponent": "Your opponents"}[
            p.get("whose", "any")]
        return f"{who} may cast {_spells(p.get('filter', {}))} as though they had flash."
    if kind == "spells_cant_be_countered":  # 101.2
        spells = _spells(p.get("filter", {}))
        return f"{spells[0].upper()}{spells[1:]} can't be countered."
    if kind == "cant_cast":  # 101.2, 604.1
        return cant_cast_forms(p)[0]
    if kind == "cant_attack_after_casting":  # 508.1c (cast_timing.py)
        from mtg_engine.cards.oracle import cast_timing

        return _rendered(cast_timing.render_no_attack(p), "a player barred from attacking")
    if kind == "ability_cost":  # 602.2b (activation_costs.py)
        from mtg_engine.cards.oracle import activation_costs

        return activation_costs.forms(p)[0]
    if kind == "draft_ability":  # 905.2 (draft_abilities.py)
        from mtg_engine.cards.oracle import draft_abilities

        return draft_abilities.render(p)
    if kind == "cast_self_from":  # 601.3 (cast_self_from.py)
        from mtg_engine.cards.oracle import cast_self_from

        return cast_self_from.forms(p)[0]
    if kind == "attach_only":  # 701.3a (attach_only.py)
        from mtg_engine.cards.oracle import attach_only

        return _rendered(attach_only.render(p), "what it can be attached to")
    if kind == "enters_with_counters":
        n = "X" if p.get("x") else _num(p["max_count"], _a(p["counter_kind"]))
        noun = "counter" if p.get("max_count") == 1 and not p.get("x") else "counters"
        return f"~ enters the battlefield with {n} {p['counter_kind']} {noun} on it."
    if kind == "continuous" and "per" in p:  # "gets +1/+0 for each ..." (amounts.py)
        return _rendered(render_per_static(p), "a continuous effect 'for each'")
    if kind == "continuous" and "pt_amount" in p:  # 604.3 (cda_amounts.py)
        from mtg_engine.cards.oracle import cda_amounts

        return _rendered(cda_amounts.render(p), "a characteristic-defining ability's amount")
    if kind == "continuous" and set(p) <= {"affects", "cda", "pt_count", "pt_count_zone",
                                           "pt_count_stat"} \
            and p.get("cda") and "pt_count" in p:
        return _render_counted_pt(p)
    if kind == "continuous" and set(p) & _CHANGE_KEYS and set(p) <= _CHANGE_KEYS | {
            "affects", "filter", "power", "toughness", "add_keywords"}:
        return _render_changes(p)[0]
    also = ""
    if kind == "continuous" and set(p) <= _ALSO_KEYS:  # 613.1d-e (statics._lower_also)
        p, also = _also(p)
    elif kind != "anthem":
        raise RenderError(f"static {kind!r}")
    affects = p.get("affects", "filter")
    if affects in ("enchanted", "equipped"):
        subject = f"{affects} creature"
        sing = True
    elif affects == "self":
        subject, sing = "~", True
    else:
        subject, sing = describe_filter(p.get("filter", {}), plural=True), False
    preds: list[str] = []
    if "power" in p or "toughness" in p:
        preds.append(f"{'gets' if sing else 'get'} {pt(p.get('power', 0), p.get('toughness', 0))}")
    kws = [k for k in p.get("keywords", ()) if not _is_combat(k)]
    combat = [k for k in p.get("keywords", ()) if _is_combat(k)]
    has = f"{'has' if sing else 'have'} {_join(_protections(kws))}" if kws else ""
    if has and combat and len(combat) == 1 and not preds \
            and _wording("combat_before_keywords"):
        # "Equipped creature can't be blocked and has shroud.": the same abilities
        preds.append(combat.pop())
    if has:
        preds.append(has)
    if "can't attack" in combat and "can't block" in combat and CANT_CREW in combat:
        combat = [c for c in combat if c not in ("can't attack", "can't block", CANT_CREW)]
        preds.append("can't attack, block, or crew Vehicles")  # 702.122a
    if "can't attack" in combat and "can't block" in combat:
        combat = [c for c in combat if c not in ("can't attack", "can't block")]
        preds.append("can't attack or block")
    if "attacks each combat if able" in combat and "blocks each combat if able" in combat:
        combat = [c for c in combat if "each combat if able" not in c]
        preds.append("attacks or blocks each combat if able")
    if not sing and DOESNT_UNTAP in combat:  # 502.3, in the plural
        combat = [c if c != DOESNT_UNTAP else "don't untap during their controllers' untap steps"
                  for c in combat]
    if not sing and ATTACKS_DESPITE_DEFENDER in combat:  # 702.3b, in the plural
        combat = [c if c != ATTACKS_DESPITE_DEFENDER else
                  "can attack as though they didn't have defender" for c in combat]
    preds += combat
    for r in p.get("restrictions", ()):  # 509.1b
        kind, other = next(iter(r.items()))
        if kind not in _RESTRICTION_WORDS:  # 508.1c: "can't attack you" (statics.py)
            from mtg_engine.cards.oracle.static_restrictions import (
                render_attack_you,
                render_defender_restriction,
            )

            words = render_defender_restriction(kind, other or {})
            if words is not None:
                preds.append(words)
                continue
            words = render_attack_you(kind, p.get("attack_cost", ""))
            if words is None or other:
                raise RenderError(f"a restriction {kind!r}")
            preds.append(words)
            continue
        if "any_of" in other:  # "artifact creatures and/or white creatures" (blocker_groups.py)
            from mtg_engine.cards.oracle import blocker_groups

            groups = blocker_groups.render(other)
            if groups is None:
                raise RenderError("a restriction naming several groups")
            preds.append(f"{_RESTRICTION_WORDS[kind]} {groups}")
            continue
        preds.append(f"{_RESTRICTION_WORDS[kind]} {describe_filter(other, plural=True)}")
    if p.get("untargetable"):  # 115.4
        preds.append(_untargetable_words(p["untargetable"]))
    if p.get("no_activation") == "tap" and not sing:  # 602.5 (Katabatic Winds)
        preds.append("their activated abilities with {T} in their costs can't be activated")
    elif p.get("no_activation"):  # 602.5
        if not sing:
            if preds or p["no_activation"] not in ("all", "nonmana"):
                raise RenderError("a group's activated abilities with other effects")
            tail = " unless they're mana abilities" if p["no_activation"] == "nonmana" else ""
            return f"Activated abilities of {subject} can't be activated{tail}."  # 605.1a
        preds.append("its activated abilities with {T} in their costs can't be activated"
                     if p["no_activation"] == "tap" else  # (602.5: those with {T} only)
                     "its activated abilities can't be activated" + (
                         " unless they're mana abilities" if p["no_activation"] == "nonmana"
                         else ""))
    if also:
        if not sing:
            raise RenderError("'are' in a type change")
        preds.append(also)
    if p.get("condition"):
        raise RenderError("a condition")
    if not preds:
        raise RenderError("an anthem that does nothing")
    body = f"{subject} {_join(preds)}"
    if "as_long_as" in p:  # 611.3a
        return f"{body} {condition_clauses(p['as_long_as'])[0]}."
    return body + "."


def _rendered(text: str | None, what: str) -> str:
    """The English of a static ability some module renders, or a RenderError naming `what`
    when that module can't render it (the card is then refused by the round trip)."""
    if text is None:
        raise RenderError(what)
    return text


def condition_clauses(c: Any) -> list[str]:
    """A static ability's condition (611.3a) after its body: "as long as C", or for a negated
    condition "unless C" ("~ can't attack unless you control another Giant", 508.1c)."""
    if isinstance(c, dict) and c.get("negate"):
        from mtg_engine.cards.oracle.conditions import render_condition
        from mtg_engine.cards.oracle.restriction_conditions import wordings

        plain = {k: v for k, v in c.items() if k != "negate"}
        more = wordings(plain)  # 508.1c, 509.1b (restriction_conditions.py)
        try:
            said = render_condition(plain["kind"] if set(plain) == {"kind"} else plain)
        except RenderError:
            if not more:
                raise
            said = []
        return [f"unless {w}" for w in [*said, *more]]
    if c == EXTRA_TURN:  # 500.7 ("~ can't attack during extra turns.", Medomai the Ageless)
        return ["during extra turns"]
    return [f"as long as {w}" for w in static_condition_wordings(c)]


EXTRA_TURN = "extra_turn"


def static_condition_wordings(c: Any) -> list[str]:
    """static_condition's wordings, the usual first, then the condition's other wordings
    (conditions.render_condition: "you control at least three other snow permanents")."""
    from mtg_engine.cards.oracle.conditions import render_condition

    words = static_condition(c)
    try:
        more = render_condition(c)
    except RenderError:
        more = []
    return [*words, *(w for w in more if w not in words)]


def _spells(f: dict[str, Any], plural: bool = True) -> str:
    """"creature spells you control", "instant and sorcery spells", "noncreature spell"."""
    f = dict(f)
    kinds = [t.lower() for t in f.pop("types", ())] + list(f.pop("subtypes", ()))
    spells = describe_filter(f, noun="spell", plural=plural).replace("permanent ", "")
    if kinds:
        word = "spells" if plural else "spell"
        spells = spells.replace(word, f"{_join(kinds)} {word}", 1)
    return spells


def cant_cast_forms(p: dict[str, Any]) -> list[str]:
    """The wordings of a "can't cast" static (101.2): "You can't cast creature spells.",
    "Each player can't cast more than one spell each turn."."""
    if p.get("condition"):  # 101.2, 307.1: only during their turns / at sorcery speed
        from mtg_engine.cards.oracle import cast_timing

        timed = cast_timing.forms(p)
        if not timed:
            raise RenderError("a condition on casting")
        return timed
    whose = p.get("whose", "any")
    if whose == "defending_player" and set(p) == {"whose"}:  # 506.2 (cast_timing.py)
        from mtg_engine.cards.oracle.cast_timing import DEFENDING

        return [DEFENDING]
    if whose in ("enchanted_player", "enchanted_controller"):  # 303.4 (enchanted_player.py)
        from mtg_engine.cards.oracle import enchanted_player

        return [_rendered(enchanted_player.render({"cant_cast": p}, render_static),
                          "what the enchanted player can't cast")]
    who = {"you": ["You"], "opponent": ["Your opponents", "Each opponent"],
           "any": ["Players", "Each player"]}[whose]
    if p.get("max_count"):
        if p["max_count"] != 1:
            raise RenderError("more than one spell")
        what = f"more than one {_spells(p.get('filter', {}), plural=False)} each turn"
    else:
        what = _spells(p.get("filter", {}))
    when = ""
    if p.get("as_long_as"):
        when = {"your_turn": " during your turn"}.get(p["as_long_as"]) \
            if isinstance(p["as_long_as"], str) else \
            " during combat" if p["as_long_as"] == {"kind": "during", "name": "combat"} else None
        if when is None:
            raise RenderError("a condition")
    forms = [f"{w} can't cast {what}{when}." for w in who]
    if whose == "any" and not when and not p.get("max_count"):  # "Creature spells can't be cast."
        forms.append(f"{what[:1].upper()}{what[1:]} can't be cast.")
    if whose == "any" and not when and p.get("max_count") and p.get("filter"):
        # "Each player who has cast a nonartifact spell this turn can't cast additional
        # nonartifact spells." (Ethersworn Canonist: the same limit, 101.2)
        one, many = _spells(p["filter"], plural=False), _spells(p["filter"])
        forms.append(f"Each player who has cast {_a(one)} {one} this turn can't cast additional "
                     f"{many}.")
    return forms


def _untargetable_words(u: dict[str, Any]) -> str:
    """"can't be the target of blue or black spells", "... of red spells or abilities from red
    sources", "... of spells or abilities your opponents control"."""
    q = u.get("quality", {})
    if q == {"subtypes": ["Aura"]} and u["by"] == "spells":  # 303.4a
        return "can't be the target of Aura spells" + (
            " your opponents control" if u.get("opponents") else "")
    if set(q) - {"colors", "not_colors"}:
        raise RenderError("a quality of targeting spells")
    quality = " or ".join(COLOR_NAMES[c] for c in q.get("colors", ())) + \
        "".join(f"non{COLOR_NAMES[c]}" for c in q.get("not_colors", ()))
    by = u["by"]
    what = {"spells": "spells", "abilities": "abilities",
            "spells_or_abilities": "spells or abilities"}[by]
    if quality:
        what = f"{quality} {what}"
        if by == "spells_or_abilities":
            what += f" from {quality} sources"
    if u.get("opponents"):
        what += " your opponents control"
    return f"can't be the target of {what}"


_PLAYERS = {"you": ("You",), "opponent": ("Your opponents", "Each opponent"),
            "any": ("Players", "Each player")}


def _cant_gain_life_forms(p: dict[str, Any]) -> list[str]:
    """119.7: "Players can't gain life." (the same said "Each player ...")."""
    return [f"{who} can't gain life." for who in _PLAYERS[p.get("whose", "any")]]


def _additional_lands_forms(p: dict[str, Any]) -> list[str]:
    """305.2: "You may play an additional land on each of your turns."."""
    n = p.get("amount", 1)
    lands = "an additional land" if n == 1 else f"{_num(n)} additional lands"
    if p.get("whose") == "you":
        return [f"You may play {lands} on each of your turns."]
    if p.get("whose", "any") != "any":
        raise RenderError("an opponent's additional lands")
    return [f"{who} may play {lands} {on} each of their turns." for who in _PLAYERS["any"]
            for on in ("on", "during")]


def _render_player_static(kind: str, p: dict[str, Any]) -> str:
    """702.11c, 702.18a, 402.2; 305.1 ("Players can't play lands.")."""
    whose = p.get("whose", "any")
    if kind == "cant_play_lands":
        return f"{_PLAYERS[whose][0]} can't play lands."
    who = {"you": "You have", "opponent": "Your opponents have", "any": "Players have"}[whose]
    if kind == "player_keywords":
        return f"{who} {_join(list(p['keywords']))}."
    if kind == "no_maximum_hand_size":
        return f"{who} no maximum hand size."
    if whose == "any":
        raise RenderError("every player's hand size")
    n = p["amount"]
    owner = "Your" if whose == "you" else "Each opponent's"
    return f"{owner} maximum hand size is {'increased' if n > 0 else 'reduced'} by " \
        f"{_num(abs(n), 'one')}."


_RESTRICTION_WORDS = {"cant_be_blocked_by": "can't be blocked by",
                      "cant_be_blocked_except_by": "can't be blocked except by",
                      "cant_block": "can't block"}


def _cant(kws: list[str]) -> str:
    """A restriction granted for the turn (611.2a): "can't block", "can't attack or block";
    a requirement or a blocker's capacity ("must be blocked if able", "can block an
    additional creature", 509.1a, 509.1c); "" for abilities."""
    if kws == ["can't attack", "can't block"]:
        return "can't attack or block"
    if len(kws) == 1 and kws[0].startswith("can't "):
        return kws[0]
    if kws == ["must be blocked if able"]:
        return "must be blocked if able"
    if kws == ["can block an additional creature each combat"]:
        return "can block an additional creature"
    if kws == ["can block any number of creatures"]:
        return "can block any number of creatures"
    if kws in (["attacks each combat if able"], ["blocks each combat if able"]):  # 508.1d
        return f"{kws[0].split()[0]} if able"  # "attacks this turn if able"
    return ""


def _for_the_turn(cant: str) -> str:
    """"can't block this turn", "must be blocked this turn if able"."""
    if cant.endswith(" if able"):
        return f"{cant[:-8]} this turn if able"
    return f"{cant} this turn"


def _protections(kws: list[str]) -> list[str]:
    """Protections from colours in a row say "from" once each: "protection from red and from
    blue", "protection from artifacts and from all colors" (702.16a)."""
    out: list[str] = []
    run: list[str] = []
    qualities = ("white", "blue", "black", "red", "green", "all colors", "artifacts")
    for k in [*kws, ""]:
        if k.startswith("protection from ") and k[len("protection from "):] in qualities:
            run.append(k[len("protection "):])
            continue
        if run:
            out.append("protection " + _join(run))
            run = []
        if k:
            out.append(k)
    return out


_CHANGE_KEYS = {"lose_all_abilities", "remove_keywords", "set_types", "set_creature_type",
                "set_colors", "set_power", "set_toughness"}


def _render_changes(p: dict[str, Any]) -> list[str]:
    """statics._lower_changes rendered, its predicates in every order (Oracle text orders
    them freely): "enchanted creature loses all abilities and is a blue Frog creature with
    base power and toughness 1/1"."""
    import itertools

    affects = p.get("affects", "filter")
    if affects in ("enchanted", "equipped"):
        subject, sing = f"{affects} creature", True
    elif affects == "self":
        subject, sing = "~", True
    elif set(p) & {"set_types", "set_creature_type", "set_colors"}:
        raise RenderError("a group's types set")
    else:  # 613.4b: "Other creatures have base power and toughness 1/1." (a group)
        desc = describe_filter(p.get("filter", {}), plural=True)
        subject, sing = desc[:1].upper() + desc[1:], False
    gets, has, loses = ("gets", "has", "loses") if sing else ("get", "have", "lose")
    preds: list[str] = []
    if "power" in p or "toughness" in p:
        preds.append(f"{gets} {pt(p.get('power', 0), p.get('toughness', 0))}")
    if p.get("add_keywords"):
        preds.append(f"{has} {_join(_protections(list(p['add_keywords'])))}")
    if p.get("lose_all_abilities"):
        preds.append(f"{loses} all abilities")
    if p.get("remove_keywords"):
        preds.append(f"{loses} {_join(list(p['remove_keywords']))}")
    base = ""
    if "set_power" in p or "set_toughness" in p:
        base = f"base power and toughness {p.get('set_power')}/{p.get('set_toughness')}"
    if p.get("set_creature_type"):
        if p.get("set_types") not in (None, ["Creature"]):
            raise RenderError("card types set")
        what = " ".join([_COLOR_WORD[c] for c in p.get("set_colors", "")]
                        + [p["set_creature_type"]] + (["creature"] if p.get("set_types")
                                                       else []))
        preds.append(f"is {_article(what)}" + (f" with {base}" if base else ""))
    elif base:
        preds.append(f"{has} {base}")
    if p.get("set_colors") and not p.get("set_creature_type"):
        raise RenderError("colours set alone")
    return [f"{subject} {_join(list(order))}." for order in itertools.permutations(preds)]


_ALSO_KEYS = {"affects", "filter", "power", "toughness", "add_keywords", "add_types",
              "add_subtypes", "add_colors", "all_creature_types"}
_COLOR_WORD = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _also(p: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """A "continuous" static that adds types or colours (613.1d-e) -> the anthem part and
    the words "is a white Angel in addition to its other colors and types" /
    "is every creature type"."""
    anthem = {k: v for k, v in p.items() if k in ("affects", "filter", "power", "toughness")}
    if p.get("add_keywords"):
        anthem["keywords"] = p["add_keywords"]
    types, subs = list(p.get("add_types", ())), list(p.get("add_subtypes", ()))
    colors = "".join(p.get("add_colors", ()))
    if p.get("all_creature_types"):
        if types or subs or colors:
            raise RenderError("every creature type and more")
        return anthem, "is every creature type"
    if len(types) + len(subs) != 1 or len(colors) > 1:
        raise RenderError("a type change of several types or colours")
    what = " ".join([_COLOR_WORD[c] for c in colors] + [t.lower() for t in types] + subs)
    others = "colors and types" if colors else "types"
    return anthem, f"is {_article(what)} in addition to its other {others}"


def _render_counted_pt(p: dict[str, Any]) -> str:
    """604.3: "~'s power and toughness are each equal to the number of creatures you
    control." (a CDA in layer 7a)."""
    f = dict(p["pt_count"])
    yours = f.pop("controller", None)
    if yours not in (None, "you"):
        raise RenderError("a count of an opponent's")
    zone = p.get("pt_count_zone", "battlefield")
    if zone in ("graveyard", "hand"):
        where = f"in your {zone}" if yours else "in all graveyards"
        if zone == "hand" and not yours:
            raise RenderError("cards in all hands")
        what = describe_filter(f, noun="card", plural=True)
        if f == {"types": ["Instant", "Sorcery"]}:  # (count_phrases.py)
            what = "instant and sorcery cards"
        if what.startswith("permanent "):
            what = "cards" if what == "permanent cards" else what
            if what != "cards":
                raise RenderError("a count of cards")
    else:
        where = "you control" if yours else "on the battlefield"
        what = describe_filter(f, plural=True)
    which = {"": "power and toughness are each", "power": "power is",
             "toughness": "toughness is"}.get(p.get("pt_count_stat", ""))
    if which is None:
        raise RenderError("a count setting a characteristic other than power or toughness")
    return f"~'s {which} equal to the number of {what} {where}."


def static_forms_worded(st: dict[str, Any]) -> list[str]:
    """`static_forms` in each of the other wordings its renderers offer (amount_render.wording:
    "each creature you control that's a Soldier or a Knight", with the condition first)."""
    from mtg_engine.cards.oracle.amount_render import _ON, _wordings, other_wordings

    out: list[str] = []
    for on in other_wordings(lambda: " ".join(static_forms(st)), (_ON.get(),)):
        with _wordings(on):
            try:
                out += [f for f in static_forms(st) if f not in out]
            except ValueError:  # (RenderError: no English in this wording)
                continue
    return out


def static_forms(st: dict[str, Any]) -> list[str]:
    """Every English form of a static ability: render_static's, and for an "as long as"
    condition (611.3a) the condition first ("As long as C, ~ gets +1/+1.") and the condition's
    other wordings. Each says exactly what the DSL does."""
    first = render_static(st)
    kind, p = next(iter(st.items()))
    if kind == "anthem" and (p or {}).get("affects") == "enchanted":  # 506.5: the condition
        from mtg_engine.cards.oracle.static_restrictions import render_enchanted_alone

        alone = render_enchanted_alone(p)  # said first (Security Bypass)
        if alone is not None:
            return [first, alone]
    if (p or {}).get("keeps_self"):  # 702.16c (aura_protection.py)
        from mtg_engine.cards.oracle.aura_protection import SUFFIX, without

        return [f + SUFFIX for f in static_forms(without(st))]
    if (p or {}).get("goad"):  # 701.38b (goad.py)
        return [first]
    if kind == "damage_as_infect":  # 702.90b: the condition first (infect_damage.py)
        return [first]
    if kind == "cant_be_countered":  # 101.2 (spell_uncounterable.py)
        from mtg_engine.cards.oracle import spell_uncounterable

        return spell_uncounterable.forms(p or {})
    if kind == "play_from_graveyard" and "max_count" in (p or {}):  # 601.3: once each turn
        from mtg_engine.cards.oracle.play_permissions import each_turn_forms

        return each_turn_forms(p) or [first]
    if kind == "continuous" and "as_long_as" not in p:
        from mtg_engine.cards.oracle import animated_lands, type_color

        if animated_lands.render(p) is not None:
            return [first]  # 205.1b
        tc = type_color.forms(p)  # 613.1d-e
        if tc:
            return tc
    if kind == "cant_cast":
        return cant_cast_forms(p)
    if kind == "ability_cost":  # 602.2b (activation_costs.py)
        from mtg_engine.cards.oracle import activation_costs

        return activation_costs.forms(p)
    if kind == "cast_self_from":  # 601.3 (cast_self_from.py)
        from mtg_engine.cards.oracle import cast_self_from

        return cast_self_from.forms(p)
    if kind == "cant_gain_life":
        return _cant_gain_life_forms(p)
    if kind == "additional_lands":
        return _additional_lands_forms(p)
    if kind == "continuous" and set(p) & _CHANGE_KEYS:
        out = _render_changes(p)
        if "as_long_as" in p:  # 611.3a: the condition last, "~ is a 5/5 Golem artifact
            out += [f"{m[2][:1].upper()}{m[2][1:]} as long as {m[1]}."  # creature as long
                    for m in (re.match(r"^As long as ([^,]+), (.+)\.$", f)
                              for f in [first, *out])
                    if m]  # as you control three or more artifacts" (the same effect)
        return out + [f.replace("enchanted creature", f"enchanted {n}", 1) for f in out
                      for n in ("permanent", "artifact")] if p.get("affects") == "enchanted" \
            else out
    if kind == "anthem" and any("any_of" in next(iter(r.values()))
                                for r in (p or {}).get("restrictions", ())):
        from mtg_engine.cards.oracle import blocker_groups  # 509.1b: "or" for "and/or"

        return [first, *blocker_groups.forms(first)]
    if kind == "anthem" and (p or {}).get("affects") == "enchanted" and \
            first.startswith("enchanted creature "):
        # 303.4: "enchanted permanent/artifact/land" is the same object: the one it enchants
        out = _static_forms(st, first)
        return out + [f.replace("enchanted creature", f"enchanted {n}", 1) for f in out
                      for n in ("permanent", "artifact", "land", "enchantment", "planeswalker")]
    if kind == "anthem" and any(next(iter(r)) in ("cant_attack_you",
                                                  "cant_attack_you_or_planeswalkers")
                                for r in (p or {}).get("restrictions", ())):
        from mtg_engine.cards.oracle.static_restrictions import they_forms  # 508.1c

        return [*_static_forms(st, first), *they_forms(first)]
    return _static_forms(st, first)


def _static_forms(st: dict[str, Any], first: str) -> list[str]:
    kind, p = next(iter(st.items()))
    if kind == "anthem" and "as_long_as" in (p or {}):  # 611.3a (exactly_one.py)
        from mtg_engine.cards.oracle import exactly_one

        only = exactly_one.render(p)
        if only is not None:
            return [only]
    if kind == "continuous" and p.get("add_subtypes") and not p.get("add_colors"):
        # adding a creature type to a creature: "its other types" and "its other creature
        # types" say the same (205.3m, 613.1d)
        return [first, first.replace("its other types.", "its other creature types.")]
    if kind not in ("anthem", "continuous") or "as_long_as" not in (p or {}) \
            or "abilities_of" in p or (p.get("remove_supertypes") == ["Legendary"]
                                       and p.get("affects") == "self"):  # (said by their own)
        from mtg_engine.cards.oracle import while_creature

        return [first, *while_creature.forms(st)]  # "Each land gets +2/+2 as long as ..."
    out = _conditional_forms(kind, p)
    if kind == "anthem" and "filter" in p:
        # "Creatures you control also get +1/+0 ... as long as ..." (Jetmir): "also" only
        # says the bonus adds to another the card gives, the same effect (613.4c)
        out += [f.replace(" get ", " also get ", 1) for f in out if " get " in f]
    return out


def _conditional_forms(kind: str, p: dict[str, Any]) -> list[str]:
    """A static ability with a condition (611.3a): "<body> as long as C." / "As long as C,
    <body>." / "<body> unless C."; after a quoted ability, the condition first."""
    whole = render_static({kind: {k: v for k, v in p.items() if k != "as_long_as"}})
    quoted = whole.endswith('."')  # a granted ability closes it: the condition comes first
    body = whole if quoted else whole[:-1]
    out = []
    for c in condition_clauses(p["as_long_as"]):
        if c.startswith("as long as "):
            out.append(f"As long as {c[11:]}, {body[0].lower()}{body[1:]}" + ("" if quoted else "."))
        if not quoted:
            out.append(f"{body} {c}.")
    if quoted:
        out.sort(key=lambda f: not f.startswith("As long as"))
    cond = p["as_long_as"]
    if isinstance(cond, dict) and cond.get("kind") == "self_is" and body.startswith("~ "):
        # "~ has defender as long as it's a Wall." ("it": ~, the subject; conditional_statics)
        out += [f.replace(" as long as ~ is a", " as long as it's a", 1) for f in out
                if " as long as ~ is a" in f]
    if kind == "anthem" and not quoted and set(p) <= {"affects", "keywords", "as_long_as"} \
            and p.get("keywords") and all(k.startswith("can't ") or k == DOESNT_UNTAP
                                          for k in p["keywords"]) \
            and not (isinstance(cond, dict) and cond.get("negate")):
        # 508.1c, 509.1b: "~ can't block if C" is the restriction while C holds (611.3a)
        from mtg_engine.cards.oracle.restriction_conditions import wordings

        if p.get("affects") == "self":  # 502.3: "~ doesn't untap during your untap step"
            body = body.replace("during its controller's untap step", "during your untap step")
        out += [f"{body} if {w}." for w in [*static_condition(cond), *wordings(cond)]]
    if isinstance(p["as_long_as"], dict) and p["as_long_as"].get("kind") == "attached_is" \
            and not p["as_long_as"].get("negate"):  # (its forms say the condition as is)
        from mtg_engine.cards.oracle.conditional_statics import attached_static_forms

        out += attached_static_forms(body, p["as_long_as"])  # "..., it gets +1/+1." (303.4)
    if kind == "anthem" and set(p) <= {"affects", "filter", "power", "toughness", "as_long_as"}:
        out += [_additional(f) for f in out]  # "gets an additional +1/+1" (613.4c)
    return out


def _additional(form: str) -> str:
    """"... gets +2/+0 as long as ..." -> "... gets an additional +2/+0 as long as ..."."""
    import re

    return re.sub(r"\b(gets?) ([+-](?:\d+|X)/[+-](?:\d+|X))", r"\1 an additional \2", form,
                  count=1)


def static_condition(c: Any) -> list[str]:
    """The wordings of a static ability's "as long as" condition (611.3a), the usual first."""
    if isinstance(c, str):
        c = {"kind": c}
    kind, n, f = c["kind"], c.get("count", 1), c.get("filter", {})
    if kind == "controls_at_most":
        return [f"you control {_num(n)} or fewer {describe_filter(f, plural=True)}"]
    if kind == "opponents_at_least":
        return [f"you have {_num(n)} or more opponents"]
    if kind in ("controls", "not_controls"):
        if kind == "not_controls":
            return [f"you control no {describe_filter(f, plural=True)}"]
        if n == 1:
            return [f"you control {_article(describe_filter(f))}"]
        return [f"you control {_num(n)} or more {describe_filter(f, plural=True)}"]
    if kind == "graveyard_at_least" and not f:
        return [f"{_num(n)} or more cards are in your graveyard",
                f"there are {_num(n)} or more cards in your graveyard"]
    if kind == "hand_empty":
        return ["you have no cards in hand"]
    if kind == "life_at_least":
        return [f"you have {n} or more life"]
    if kind == "your_turn":
        return ["it's your turn"]
    if kind == "self_attacking":
        return ["it's attacking", "~ is attacking"]
    if kind.startswith("self_counters_"):  # 122.1 (conditions.extra_wordings)
        from mtg_engine.cards.oracle.conditions import extra_wordings

        return extra_wordings(c)
    if kind.startswith("self_"):  # untapped / tapped / equipped / enchanted
        from mtg_engine.cards.oracle.conditions import extra_wordings

        own = extra_wordings(c)  # ("~ entered the battlefield this turn", conditions.py)
        return own or [f"~ is {kind[5:]}", f"it's {kind[5:]}"]
    if kind == "not_your_turn":
        return ["it's not your turn"]
    from mtg_engine.cards.oracle.conditions import extra_wordings

    got = extra_wordings(c) if not c.get("negate") else []
    if got:
        return got
    raise RenderError(f"condition {kind!r}")


def _article(phrase: str) -> str:
    if phrase.startswith("another "):
        return phrase
    return ("an " if phrase[0] in "aeiouAEIOU" else "a ") + phrase


def _is_combat(k: str) -> bool:
    """A combat ability the engine names by its words ("can't block"), not a keyword."""
    from mtg_engine.cards.dsl_abilities import COMBAT_ABILITIES

    return k in COMBAT_ABILITIES


