"""Rendering trigger conditions back to Oracle-style English for the round trip, and how a
triggered ability's effect names what its event involved ("that player", "that creature",
"it", 603.7c, 608.2h)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.resolve import Bound
from mtg_engine.cards.oracle.trigger_lowering import _ATTACHED_EVENTS, _ORDINALS, Lowered

# ------------------------------------------------------------------ "that player", "that creature"

# Events whose player or object the engine remembers for the effect (rules/triggers.py)
_PLAYER_REMEMBERED = frozenset({"combat_damage_to_player", "damage_to_player",
                                "damage_to_opponent", "opponent_draws", "opponent_discards",
                                "player_draws", "opponent_dealt_noncombat_damage",
                                "opponent_dealt_damage",  # (trigger_history.py)
                                "opponent_dealt_damage_at_least",
                                "attached_combat_damage_to_player",
                                "creature_combat_damage_to_player"})
_OBJECT_REMEMBERED = frozenset({"counters_put_on_permanent",  # (trigger_events.py)
                                "permanent_becomes_tapped", "permanent_turned_face_up",
                                "permanent_becomes_untapped",
                                "damage_to_you_by", "combat_damage_to_you_by",
                                "combat_damage_to_self_by",
                                "another_enters", "permanent_enters", "creature_attacks",
                                "becomes_blocked_by",
                                "blocks"})


_PLAYER_REMEMBERED |= {"player_discards", "opponent_plays_land", "player_plays_land",
                       "any_player_casts_from_graveyard", "any_player_casts_from_hand"}
_PLAYER_REMEMBERED |= {"opponent_discards_a", "player_discards_a",  # (trigger_events.py)
                       "player_casts_nth_spell", "opponent_casts_your_turn",
                       "permanent_tapped_for_mana"}
_PLAYER_REMEMBERED |= {"attached_damage_to_player", "attached_damage_to_opponent",
                       "damage_at_least_to_player", "damage_at_least_to_opponent",  # 120.3
                       "attached_controller_upkeep", "attached_controller_end_step",
                       "creatures_combat_damage_to_player", "opponent_loses_life",
                       "opponent_gains_life", "player_cycles", "any_player_casts",
                       "any_player_casts_or_copies",  # 707.10
                       "opponent_shuffles",
                       "combat_damage_to_opponent",
                       # the active player of "each player's / each opponent's <step>"
                       "each_upkeep", "opponent_upkeep", "each_draw_step", "each_main1",
                       "each_end_step", "opponent_end_step", "each_begin_combat",
                       "opponent_begin_combat",
                       # the opponent whose spell or ability made you discard (701.8)
                       "discarded_by_opponent", "opponent_causes_discard"}
# "Whenever enchanted/equipped <permanent> <does something>": the permanent remembered
# (rules/trigger_base._attached_to), so the effect may say "it", "its controller", "that
# creature's controller" (603.2, 608.2c)
ATTACHED_OBJECT_REMEMBERED = frozenset({
    "attached_attacks", "attached_blocks", "attached_becomes_blocked", "attached_unblocked",
    "attached_attacks_alone",
    "attached_becomes_tapped", "attached_becomes_untapped", "attached_deals_damage",
    "attached_dealt_damage", "attached_deals_combat_damage"})
# events whose remembered object is always a creature (rules/triggers.py)
_CREATURE_REMEMBERED = frozenset({"creature_dealt_damage", "damage_to_creature", "combat_damage_to_creature",
                                  "creature_attacks_you", "creature_attacks_you_or_planeswalker",
                                  "creature_becomes_blocked", "creature_unblocked",
                                  "attacks_alone",
                                  "creature_blocks",
                                  "damaged_by_self_dies",  # (gone: GONE_EVENTS)
                                  "creature_deals_combat_damage", "creature_deals_damage",
                                  "combat_damage_to_self_by"})


def remembered_phrase(event: str, filt: dict[str, Any]) -> str:
    """How the effect names what the event involved: "that player" (the player dealt damage,
    who drew...), "that creature" (the creature that entered or attacked), or "" (nothing)."""
    from mtg_engine.cards.oracle import trigger_activations as _activations
    from mtg_engine.cards.oracle import trigger_opponents as _opponents
    from mtg_engine.cards.oracle import trigger_steps as _steps
    from mtg_engine.cards.oracle import trigger_turn_counts as _counted
    from mtg_engine.cards.oracle.trigger_defending import PLAYER_REMEMBERED as defending
    from mtg_engine.cards.oracle.trigger_events import (
        CURSED_PLAYER_REMEMBERED,
        SOURCE_REMEMBERED,
        TARGETED_EVENTS,
    )

    if event in _PLAYER_REMEMBERED or event in CURSED_PLAYER_REMEMBERED or event in defending \
            or event in _opponents.PLAYER_REMEMBERED or event in _counted.PLAYER_REMEMBERED \
            or event in _activations.PLAYER_REMEMBERED or event in _steps.PLAYER_REMEMBERED:
        return "that player"
    if event in _opponents.CREATURE_REMEMBERED:
        return "that creature"  # 508.1m (trigger_opponents.py)
    if event == "crews_vehicle":
        return "that Vehicle"  # 702.122b (trigger_self_moves.py)
    if event == "permanent_leaves":  # 603.10a: as it last existed ("those counters", 122.8)
        return "that creature" if filt.get("types") == ["Creature"] else "that permanent"
    if event == "you_put_counters_on_permanent" and filt.get("types") == ["Creature"]:
        return "that creature"  # 122.6 (trigger_counters_put.py)
    if event in ("creature_attacks_enchanted_player", "combat_damage_to_enchanted_player"):
        return "that creature"  # (trigger_events.py, 303.4)
    if event in SOURCE_REMEMBERED:  # "that source's controller" (120.3)
        return "that source"
    from mtg_engine.cards.oracle.trigger_spells import SPELL_REMEMBERED

    if event in SPELL_REMEMBERED:  # the spell cast (601.2i; trigger_spells.py)
        return "that spell"
    if event in ("cast_or_copy_spell", "copy_spell"):  # the spell cast or copied (707.10)
        return "that spell"
    from mtg_engine.cards.oracle.trigger_history import SPELL_REMEMBERED as targeting

    if event in targeting:  # the spell targeting ~ (115.1; trigger_history.py)
        return "that spell"
    from mtg_engine.cards.oracle.trigger_history import ENTERED_REMEMBERED

    if event in ENTERED_REMEMBERED:  # the creature that entered (400.7; trigger_history.py)
        return "that creature"
    if event in ("card_to_graveyard", "card_to_your_graveyard", "card_to_opponent_graveyard"):
        return "that card"  # the card in the graveyard (404.2, 400.7; rules/trigger_zones.py)
    from mtg_engine.cards.oracle.trigger_history import SPELL_OR_ABILITY_REMEMBERED

    if event in ("becomes_target_by_opponent", "becomes_target") \
            or event in SPELL_OR_ABILITY_REMEMBERED:
        return "that spell or ability"  # the one targeting (702.21a; trigger_spells.py)
    from mtg_engine.cards.oracle.trigger_attachment_history import REMEMBERED as attachment
    from mtg_engine.cards.oracle.trigger_enters_tapped import REMEMBERED as entered_tapped
    from mtg_engine.cards.oracle.trigger_returned import PLAYERS, YOURS

    if event in (YOURS, PLAYERS) and len(filt.get("types", ())) <= 1:  # (400.7)
        return "that " + (filt["types"][0].lower() if filt.get("types") else "permanent")

    if event in attachment or event in entered_tapped:  # 115.1, 701.3, 110.5
        return {**attachment, **entered_tapped}[event]
    if event in ("enchanted_player_attacked", "player_attacks_enchanted_player",
                 "player_attacks_your_opponents"):
        return "that player"  # 508.3b, 508.3e (curse_attacked.py)
    if event in TARGETED_EVENTS.values() and len(filt.get("types", ())) <= 1:
        # the permanent targeted (115.1)
        return "that " + (filt["types"][0].lower() if filt.get("types") else "permanent")
    from mtg_engine.cards.oracle.trigger_attached_blocks import EVENTS as attached_blocks
    from mtg_engine.cards.oracle.trigger_creature_damage import DAMAGED_CREATURE_REMEMBERED

    if event in _CREATURE_REMEMBERED or event in DAMAGED_CREATURE_REMEMBERED \
            or event in attached_blocks:  # the other creature (509.1h-i)
        return "that creature"
    from mtg_engine.cards.oracle.trigger_creature_damage import DAMAGED_PLANESWALKER_REMEMBERED

    if event in DAMAGED_PLANESWALKER_REMEMBERED:  # 120.3c (trigger_creature_damage.py)
        return "that planeswalker"
    if event in ATTACHED_OBJECT_REMEMBERED:  # the enchanted/equipped permanent (303.4)
        return "that " + _attached_noun({"types": filt.get("types", ["Creature"])})
    types = filt.get("types", ())
    if event in ("blocks", "becomes_blocked_by"):  # the attacker blocked, the blocker
        return "that creature"
    if (event in _OBJECT_REMEMBERED or event in GONE_EVENTS) and len(types) == 1:
        return "that " + types[0].lower()
    if event in _OBJECT_REMEMBERED and not types and not filt.get("subtypes"):
        return "that permanent"  # ("a permanent deals damage to you": the filter names none)
    if event == "creature_attacks" and not types and filt.get("subtypes"):
        return "that creature"  # "a Dragon you control attacks": only creatures attack (506.1)
    if event in _OBJECT_REMEMBERED | GONE_EVENTS and not types and filt.get("subtypes"):
        from mtg_engine.core.creature_types import CREATURE_TYPES

        if set(filt["subtypes"]) <= set(CREATURE_TYPES):  # "a Human", "a Beast" (205.3m)
            return "that creature"
    return ""


def it_renderings(render: Any, printed: str = "") -> list[str]:
    """The renderings of a trigger with the object its event involved said "it" after its
    first mention, then every time ("Whenever a creature attacks, ~ deals 1 damage to it"):
    like a target named again (copy_control.that_renderings), the same object either way.
    With the `printed` text, also with its conditions in the wordings it uses ("Then if it
    has three or more +1/+1 counters on it", conditional_effects.condition_renderings)."""
    from mtg_engine.cards.oracle.conditional_effects import condition_renderings
    from mtg_engine.cards.oracle.render_phrases import REMEMBERED_IT
    from mtg_engine.cards.oracle.trigger_players import renderings

    out = []
    for mode in (1, 2):
        token = REMEMBERED_IT.set(mode)
        try:
            out.append(render())
            if printed and " if " in printed.lower():
                out += condition_renderings(render, printed)
        finally:
            REMEMBERED_IT.reset(token)
    return out + renderings(render)  # "that player": the opponent whose object it was


def event_referent(conds: Lowered) -> Bound | None:
    """What "that player" / "that creature" refers to in the effect of a trigger on `conds`
    (the same for each of its events), for resolve.py. For a permanent that left the
    battlefield (GONE_EVENTS), only its controller may be named ("remembered_gone": "that
    creature's controller", as it last existed, 608.2h): the card it became is a new object
    (400.7) that "it" would not find."""
    if len(conds) == 2 and conds[0][0] == "enters" and conds[1][0] == "another_enters":
        conds = conds[1:]  # "~ or another creature enters": ~ is that creature too (603.2)
    phrases = {remembered_phrase(e, f) for e, f in conds}
    if len(phrases) != 1 or not next(iter(phrases)):
        return None
    noun = next(iter(phrases))[len("that "):]
    if noun == "player":
        return Bound("remembered", player="event")
    if all(e in GONE_EVENTS for e, _ in conds):
        return Bound("remembered_gone", desc=ir.Desc((noun,)))
    return Bound("remembered", desc=ir.Desc((noun,)))


# events of a permanent put into a graveyard from the battlefield (700.4), which the engine
# remembers by its id on the battlefield (rules/trigger_zones.py): gone by the time the
# ability resolves
GONE_EVENTS = frozenset({"creature_dies", "permanent_dies", "permanent_to_graveyard",
                         "permanent_to_your_graveyard", "permanent_to_opponent_graveyard",
                         "damaged_by_self_dies", "permanent_leaves"})


# ------------------------------------------------------------------ rendering the new events

_ATTACHED_VERBS = {v: k for k, v in _ATTACHED_EVENTS.items()}
_ATTACHED_VERBS.update({"attached_damage_to_player": "deals damage to a player",
                        "attached_damage_to_opponent": "deals damage to an opponent"})
_SELF_WORDS = {"combat_damage_to_opponent": "Whenever ~ deals combat damage to an opponent",
               "combat_damage_to_player_or_planeswalker":
                   "Whenever ~ deals combat damage to a player or planeswalker",
               "put_into_your_graveyard_from_battlefield":
                   "When ~ is put into your graveyard from the battlefield",
               "you_dealt_damage": "Whenever you're dealt damage",
               "damage_to_you_prevented": "Whenever damage that would be dealt to you is prevented",
               "opponent_begin_combat": "At the beginning of combat on each opponent's turn",
               "main2": "At the beginning of your postcombat main phase",
               "damage_to_creature": "Whenever ~ deals damage to a creature",
               "combat_damage_to_creature": "Whenever ~ deals combat damage to a creature",
               "becomes_target": "Whenever ~ becomes the target of a spell or ability",
               "attacks_alone_self": "Whenever ~ attacks alone",
               "you_cycle": "Whenever you cycle a card",
               "player_cycles": "Whenever a player cycles a card",
               "cycle_or_discard": "Whenever you cycle or discard a card",
               "lose_life": "Whenever you lose life",
               "opponent_loses_life": "Whenever an opponent loses life",
               "opponent_gains_life": "Whenever an opponent gains life",
               "opponent_shuffles": "Whenever an opponent shuffles their library",  # 701.20
               "you_get_energy": "Whenever you get one or more {E}",  # 122.1
               "dies_during_combat": "When ~ dies during combat",  # 506.1
               "damaged_by_self_dies": "Whenever a creature dealt damage by ~ this turn dies",
               "dealt_combat_damage": "Whenever ~ is dealt combat damage",
               "deals_combat_damage": "Whenever ~ deals combat damage",
               "enters_untapped": "When ~ enters the battlefield untapped",
               "attacks_first_time": "Whenever ~ attacks for the first time each turn",
               "player_discards": "Whenever a player discards a card",
               "you_play_land": "Whenever you play a land",
               "you_play_card": "Whenever you play a card",  # 305.1, 601.2i
               "opponent_plays_land": "Whenever an opponent plays a land",
               "player_plays_land": "Whenever a player plays a land",
               "phases_in": "Whenever ~ phases in", "phases_out": "Whenever ~ phases out",
               "cast_first_spell_their_turn":
                   "Whenever you cast your first spell during each opponent's turn",
               "becomes_target_by_opponent":
                   "Whenever ~ becomes the target of a spell or ability an opponent controls"}
_OBJECT_VERBS = {"creature_blocks": "blocks", "permanent_becomes_tapped": "becomes tapped",
                 "permanent_becomes_untapped": "becomes untapped",  # 701.21b
                 "permanent_turned_face_up": "is turned face up",
                 "damage_to_you_by": "deals damage to you",
                 "combat_damage_to_you_by": "deals combat damage to you",
                 "combat_damage_to_self_by": "deals combat damage to ~",  # 510.2
                 "attacks_alone": "attacks alone", "creature_attacks_you": "attacks you",
                 "creature_attacks_you_or_planeswalker":
                     "attacks you or a planeswalker you control",
                 "creature_becomes_blocked": "becomes blocked",
                 "creature_unblocked": "attacks and isn't blocked",  # 509.1h
                 "creature_deals_combat_damage": "deals combat damage",  # 510.2
                 "creature_deals_damage": "deals damage"}  # 120.1


_CAST_FROM = {"cast_from_graveyard": "your graveyard", "cast_from_hand": "your hand",
              "any_player_casts_from_graveyard": "a graveyard",
              "any_player_casts_from_hand": "their hand"}
_STATE_WORDS = {"state_you_control_none": "When you control no {}",
                "state_none_on_battlefield": "When there are no {} on the battlefield"}
_CARD_TO_GRAVEYARD = {"card_to_graveyard": "a", "card_to_your_graveyard": "your",
                      "card_to_opponent_graveyard": "an opponent's"}
_GRAVEYARD_VERBS = {"permanent_dies": "dies",
                    "permanent_to_graveyard": "is put into a graveyard from the battlefield",
                    "permanent_to_your_graveyard": "is put into your graveyard from the battlefield",
                    "permanent_to_opponent_graveyard":
                        "is put into an opponent's graveyard from the battlefield"}


def render_new_condition(t: dict[str, Any], self_types: tuple[str, ...] = ()) -> str:
    """The trigger condition of the events this module added for issue 11 ("" for the
    others, rendered by render.py)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter
    from mtg_engine.cards.oracle.trigger_events import render_session6

    ev, f = t["event"], dict(t.get("filter", {}))
    if render_session6(t, self_types):
        return render_session6(t, self_types)
    from mtg_engine.cards.oracle.planar import render_condition as planar_condition

    if planar_condition(t):  # 310.7, 311.5, 701.24, 701.25 (planar.py)
        return planar_condition(t)
    from mtg_engine.cards.oracle.dungeons import render_condition as room_condition

    if room_condition(t):  # 309.4c (dungeons.py)
        return room_condition(t)
    from mtg_engine.cards.oracle.trigger_graveyard_cards import render as yard_cards
    from mtg_engine.cards.oracle.trigger_self_exiled import render as self_exiled

    if self_exiled(t):  # 603.6c (trigger_self_exiled.py)
        return self_exiled(t)

    if yard_cards(t):  # 404.2, 603.10a (trigger_graveyard_cards.py)
        return yard_cards(t)
    from mtg_engine.cards.oracle.trigger_spells import render_condition as spell_condition

    if spell_condition(t):  # (trigger_spells.py)
        return spell_condition(t)
    from mtg_engine.cards.oracle.curse_attacked import render_attacks_condition
    from mtg_engine.cards.oracle.curse_attacked import render_condition as attacked

    if attacked(t) or render_attacks_condition(t):  # 508.3b, 508.3e (curse_attacked.py)
        return attacked(t) or render_attacks_condition(t)
    from mtg_engine.cards.oracle.discard_triggers import render_condition as discarded

    if discarded(t):  # 701.8 (discard_triggers.py)
        return discarded(t)
    from mtg_engine.cards.oracle.state_triggers import render_condition as state_condition

    if ev == "state":  # 603.8 (state_triggers.py)
        return state_condition(t)
    if ev in _SELF_WORDS and not f:
        return _SELF_WORDS[ev]
    if ev == "attacks_with_others" and not f and t["nth"] == 2:  # 508.1 (battalion)
        return "Whenever ~ and at least two other creatures attack"
    if ev == "attacks_with_others" and set(f) == {"subtypes"} and len(f["subtypes"]) == 1:
        from mtg_engine.cards.oracle.render_phrases import _plural  # 508.1

        n = t["nth"]
        kind = f["subtypes"][0] if n == 1 else _plural(f["subtypes"][0])
        word = {1: "one", 2: "two", 3: "three", 4: "four"}[n]
        return f"Whenever ~ and at least {word} other {kind} attack"
    if ev in ("damage_at_least_to_player", "damage_at_least_to_opponent") and not f:  # 120.3
        who = "a player" if ev.endswith("player") else "an opponent"
        return f"Whenever ~ deals {t['nth']} or more damage to {who}"
    if ev == "damaged_by_self_dies" and set(f) == {"keywords"} and len(f["keywords"]) == 1:
        return f"Whenever a creature with {f['keywords'][0]} dealt damage by ~ this turn dies"
    if ev in ("cast_nth_spell", "opponent_casts_nth_spell", "draw_nth_card") and not f:
        nth = _ORDINALS[t["nth"]] if 1 <= t.get("nth", 0) < len(_ORDINALS) else ""
        if not nth:
            raise RenderError(f"{ev} without its N")
        return {"cast_nth_spell": f"Whenever you cast your {nth} spell each turn",
                "opponent_casts_nth_spell":
                    f"Whenever an opponent casts their {nth} spell each turn",
                "draw_nth_card": f"Whenever you draw your {nth} card each turn"}[ev]
    if ev == "counters_put_on_self" and set(f) == {"has_counter"}:
        return f"Whenever one or more {f['has_counter']} counters are put on ~"
    if ev == "counter_put_on_self" and set(f) == {"has_counter"}:
        c = f["has_counter"]
        return f"Whenever {'an' if c[0] in 'aeiou' else 'a'} {c} counter is put on ~"
    if ev in _STATE_WORDS:  # 603.8
        return _STATE_WORDS[ev].format(describe_filter(f, plural=True))
    if ev in _CARD_TO_GRAVEYARD:
        d = describe_filter(f) + " card" if f else "card"
        return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} is put into " \
            f"{_CARD_TO_GRAVEYARD[ev]} graveyard from anywhere"
    if ev in _CAST_FROM:  # 601.2a
        who = "you cast" if ev.startswith("cast") else "a player casts"
        if f.get("controller") == "opponent" and not ev.startswith("cast"):
            f.pop("controller")
            who = "an opponent casts"
        d = describe_filter(f, "spell") if f else "spell"
        return f"Whenever {who} {'an' if d[0] in 'aeiou' else 'a'} {d} from {_CAST_FROM[ev]}"
    if ev == "creatures_attack_you":
        return f"Whenever one or more {describe_filter(f, plural=True)} attack you"
    if ev == "permanent_leaves":  # 603.6c
        art = "another " if f.pop("other", False) else ""
        d = describe_filter(f)
        art = art or ("an " if d[0] in "aeiou" else "a ")
        return f"Whenever {art}{d} leaves the battlefield"
    if ev == "transforms_into" and not f:  # 701.28
        return f"Whenever this {_this_noun(self_types)} transforms into ~"
    if ev == "cast_kicked_spell" and not f:
        return "Whenever you cast a kicked spell"
    if ev in ("you_cycle", "cycle_or_discard") and f == {"other": True}:
        return {"you_cycle": "Whenever you cycle another card",
                "cycle_or_discard": "Whenever you cycle or discard another card"}[ev]
    if ev == "cast_spell_their_turn":
        d = describe_filter(f, "spell") if f else "spell"
        return f"Whenever you cast {'an' if d[0] in 'aeiou' else 'a'} {d} during an " \
            "opponent's turn"
    if ev in ("cast_or_copy_spell", "copy_spell"):  # magecraft; 707.10
        verb = "cast or copy" if ev == "cast_or_copy_spell" else "copy"
        if not f:
            return f"Whenever you {verb} a spell"
        d = describe_filter(f, "spell")
        return f"Whenever you {verb} {'an' if d[0] in 'aeiou' else 'a'} {d}"
    if ev in _GRAVEYARD_VERBS:  # "Whenever another Zombie you control dies" (700.4)
        art = "another " if f.pop("other", False) else ""
        d = describe_filter(f)
        art = art or ("an " if d[0] in "aeiou" else "a ")
        return f"Whenever {art}{d} {_GRAVEYARD_VERBS[ev]}"
    if ev in ("attached_controller_upkeep", "attached_controller_end_step"):
        step = "upkeep" if ev.endswith("upkeep") else "end step"
        return f"At the beginning of the {step} of enchanted {_attached_noun(f)}'s controller"
    if ev in _ATTACHED_VERBS and ev not in ("attached_attacks",
                                            "attached_combat_damage_to_player"):
        return f"Whenever enchanted {_attached_noun(f)} {_ATTACHED_VERBS[ev]}"
    if ev in _OBJECT_VERBS:
        d = describe_filter(f)
        return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} {_OBJECT_VERBS[ev]}"
    if ev == "creatures_combat_damage_to_player":
        return f"Whenever one or more {describe_filter(f, plural=True)} deal combat damage " \
            "to a player"
    if ev == "sacrifice_self" and not f:
        return "When you sacrifice ~"
    if ev in ("you_sacrifice", "opponent_sacrifices", "player_sacrifices"):
        d = describe_filter(f)
        who = {"you_sacrifice": "you sacrifice", "opponent_sacrifices": "an opponent sacrifices",
               "player_sacrifices": "a player sacrifices"}[ev]
        art = "" if f.get("other") else ("an " if d[0] in "aeiou" else "a ")
        return f"Whenever {who} {art}{d}"
    return ""


def _this_noun(self_types: tuple[str, ...]) -> str:
    """"this creature" / "this land": the card's first permanent type (a back face's text)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    for t in ("Creature", "Land", "Artifact", "Enchantment"):
        if t in self_types:
            return t.lower()
    raise RenderError("'this <noun>' of no permanent type")


def _attached_noun(f: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    types = f.get("types", ["Creature"])
    from mtg_engine.cards.oracle.trigger_steps import ANY_PERMANENT

    if types == ANY_PERMANENT and set(f) == {"types"}:
        return "permanent"  # 303.4 (trigger_lowering._attached_filter)
    if set(f) - {"types"} or len(types) != 1:
        raise RenderError("a filter on an attached event")
    return str(types[0]).lower()
