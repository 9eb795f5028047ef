"""Reading the card DSL's abilities: filters, targets, effects, conditions, costs, activated,
triggered and static abilities, replacement effects (the records are in cards/dsl.py).

Everything is checked when a card file is loaded: a malformed ability gets a `CardFileError`
that names the card and the field (see cards/dsl.py for the format)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import (
    AS_LONG_AS,
    AS_THOUGH_UNBLOCKED,
    CONDITION_KINDS,
    LAYER_EFFECT_KEYS,
    MAY_NOT_UNTAP,
    REPLACEMENT_ACTIONS,
    REPLACEMENT_AFFECTS,
    REPLACEMENT_CHOICES,
    REPLACEMENT_CONDITIONS,
    REPLACEMENT_EVENTS,
    TARGET_KINDS,
    ActivatedAbility,
    CardFileError,
    Condition,
    Effect,
    Filter,
    Mode,
    ReplacementSpec,
    SelfCostReduction,
    SpellAbility,
    TargetSpec,
    TriggeredAbility,
    as_long_as,
)
from mtg_engine.cards.dsl_zone_verbs import ZONE_VERBS
from mtg_engine.cards.trigger_event_names import (
    AT_LEAST_EVENTS,
    NTH_EVENTS,
    TRIGGER_EVENTS,
    TRIGGER_ZONES,
)
from mtg_engine.core.mana import ManaCostError, parse_mana_produced
from mtg_engine.core.types import CardType


def granted_dsl(ability: ActivatedAbility | TriggeredAbility) -> dict[str, Any]:
    """The DSL mapping a granted ability was written as (613.1f)."""
    import json

    if not ability.granted:
        raise ValueError("only an ability read from the DSL as granted can be saved")
    return json.loads(ability.granted)  # type: ignore[no-any-return]


_GRANTED: dict[tuple[str, str], ActivatedAbility | TriggeredAbility] = {}


def granted_ability(key: str, data: Any) -> Any:
    """A granted ability (`key` "add_abilities" or "add_triggers") from its DSL mapping (or its
    canonical JSON text); the same text gives the same record."""
    import json

    from mtg_engine.cards.dsl_activated import parse_activated

    text = data if isinstance(data, str) else json.dumps(data, sort_keys=True,
                                                          separators=(",", ":"))
    got = _GRANTED.get((key, text))
    if got is None:
        d = json.loads(text)
        ctx = _Ctx("granted ability")
        if key == "add_triggers" and isinstance(d, dict) and set(d) == {"keyword"}:
            from mtg_engine.cards.keyword_dsl import GRANTABLE_TRIGGERS
            from mtg_engine.cards.ward_grant import is_ward_keyword, ward_keyword_trigger

            ab = GRANTABLE_TRIGGERS.get(d["keyword"])  # a triggered keyword (613.1f, 702)
            if ab is None and is_ward_keyword(str(d["keyword"])):
                ab = ward_keyword_trigger(str(d["keyword"]))  # 702.21a
            if ab is None:  # "annihilator 2" (numbered_grant.py)
                from mtg_engine.cards.numbered_grant import numbered_trigger

                ab = numbered_trigger(str(d["keyword"]))
            if ab is None:  # '"Cumulative upkeep {1}."' (upkeep_grant.py, 702.24a)
                from mtg_engine.cards.upkeep_grant import keyword_trigger

                ab = keyword_trigger(str(d["keyword"]))
            if ab is None and d["keyword"] == "rebound":  # 702.88a given (rules/rebound.py)
                from mtg_engine.cards.keyword_dsl import REBOUND_UPKEEP

                ab = REBOUND_UPKEEP
            if ab is None and str(d["keyword"]).startswith("suspend "):  # 702.62a gained
                from mtg_engine.rules.gained_suspend import granted_trigger

                ab = granted_trigger(str(d["keyword"]))
            if ab is None and d["keyword"] in ("undying", "persist"):  # (rules/undying.py)
                from mtg_engine.rules.undying import returning_trigger

                ab = returning_trigger(str(d["keyword"]))
            if ab is None:
                raise ctx.fail(key, f"no triggered keyword {d['keyword']!r}")
        else:
            ab = parse_activated(ctx, key, d) if key == "add_abilities" \
                else parse_trigger(ctx, key, d)
        got = _GRANTED[(key, text)] = replace(ab, granted=text)
    return got


# verb -> (required params, optional params). "ref" params name who or what is affected:
# "target" / "target:N" / "self" / "you" / "each_opponent" / "each_player" /
# "target_controller" / {"all": filter} / "self_in_graveyard" (in a dies or put-into-a-graveyard
# trigger: the card the source became in the graveyard, 400.7d) / "attached" (the permanent the
# source Aura or Equipment is attached to: "enchanted creature", 303.4; "equipped creature").
# the words of "Untap those creatures." after a mass control change (a continuous effect's
# `untap`, 613.1b, 611.2c)
UNTAP_THOSE = ("them", "those creatures", "those permanents",
               "that creature",  # (one target: "..., untap that creature, and it gains haste")
               "that permanent",  # ("enchanted permanent ... Untap that permanent.", 303.4)
               "all")  # ("Untap all creatures and gain control of them ...": untapped first)

EFFECT_VERBS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # `divided`: the amount is divided among the targets as the spell is cast (601.2d,
    # rules/division.py): the first `among` targets (all of them if absent)
    # `source`: a target that deals the damage ("Target creature you control deals damage
    # equal to its power to ...", 120.1; 608.2b: none if that target is illegal)
    "damage": (frozenset({"amount", "to"}),
               frozenset({"divided", "among", "unpreventable", "source",  # 615.12
                          "excess_to_controller",  # 120.4a (oracle/excess_damage.py)
                          "excess_did"})),  # 120.10 (oracle/excess_reflexive.py)
    "gain_life": (frozenset({"amount"}), frozenset({"who"})),
    "lose_life": (frozenset({"amount"}), frozenset({"who"})),
    # `additional`: the words "an additional card" (a draw step trigger's, 504.1; render only)
    "draw": (frozenset(), frozenset({"count", "who", "additional", "reveal"})),
    "discard": (frozenset({"count"}), frozenset({"who", "random"})),
    "mill": (frozenset({"count"}), frozenset({"who"})),
    "scry": (frozenset({"count"}), frozenset()),
    "destroy": (frozenset({"what"}), frozenset({"no_regeneration"})),
    "regenerate": (frozenset({"what"}), frozenset()),  # a regeneration shield (701.15)
    # `linked`: remembered as exiled with the source, for its `return_exiled` (607.2a)
    "exile": (frozenset({"what"}), frozenset({"linked"})),
    "return_exiled": (frozenset({"to"}), frozenset({"tapped", "plural", "wording", "control",
                                                     "filter", "put"})),  # (linked.py)
    "return_one_exiled": (frozenset({"to", "wording"}),  # 607.2a (exiled_choice.py)
                          frozenset({"control", "filter", "owned", "add_subtypes"})),
    # 122.1, 601.3 (exiled_counter_cards.py)
    "play_exiled_with_counter": (frozenset({"counter", "owner"}), frozenset()),
    # 607.2a, 601.3 (cast_exiled_with.py)
    "cast_one_exiled_with": (frozenset(), frozenset({"spell_type", "any_number", "spend"})),
    "bounce": (frozenset({"what"}), frozenset()),  # return to its owner's hand
    # a card to hand/graveyard/exile/library/battlefield; `from`: only if it is in that zone
    # ("Return ~ from your graveyard", 113.6m); `tapped`: it enters tapped; `control: you`:
    # onto the battlefield under your control (else its owner's, 110.2)
    "move": (frozenset({"what", "to"}), frozenset({"from", "tapped", "control",
                                                   "bottom",  # (401.1: library's bottom)
                                                   "attacking",  # (508.4)
                                                   "transformed",  # (712.10a: back face)
                                                   # {kind: N}: it enters with them (122.6)
                                                   "with_counters",
                                                   "said"})),  # ("put it": Narcomoeba)
    # `unless_pays`: "sacrifice it unless you pay [mana cost]" (118.12; echo 702.30a)
    # `per_counter`: that cost for each counter of that kind on the source (cumulative upkeep
    # 702.24a)
    # `unless_pays_life`: "... unless you pay N life" (119.4), per counter for cumulative upkeep
    "sacrifice": (frozenset({"what"}), frozenset({"unless_pays", "per_counter", "unless_times",
                                                  "unless_pays_life",
                                                  # the player who sacrifices and pays (who)
                                                  # and the noun said (sacrifice_theirs.py)
                                                  "who", "said",
                                                  # 202.1, 118.6: "... its mana cost"
                                                  "unless_pays_mana_cost"})),
    # "pay {2}" / "pay 2 life" as an instruction: `did` says whether it was paid, for "if
    # you do" (608.2c; 118.3, 119.4)
    # `who`: another player who may pay ("unless that player pays {1}", 118.12a)
    # energy: {E} (107.14); x: the amount {X} is, counted as it is asked (another player's)
    "pay": (frozenset(), frozenset({"mana", "life", "energy", "who", "discard", "x"})),
    # 107.14, 122.1: "you get {E}{E}": `count` energy counters are put on `who` (you)
    "get_energy": (frozenset({"count"}), frozenset({"who"})),
    "flip_coin": (frozenset(), frozenset()),  # 705.1: flip a coin (rules/coin.py)
    "clash": (frozenset(), frozenset()),  # 701.23: clash with an opponent (rules/clash.py)
    # 701.17a: `who` sacrifices `count` permanents they control matching `filter`, chosen as
    # it resolves ("Each opponent sacrifices a creature")
    "sacrifice_chosen": (frozenset({"filter"}), frozenset({"who", "count", "remember",
                                                           "half",  # (107.1a: up / down)
                                                           # the greatest power / toughness /
                                                           # mana_value among them (`said`:
                                                           # the words; sacrifice_greatest.py)
                                                           "greatest", "said",
                                                           "exile",  # exiled (701.13a)
                                                           "linked"})),  # (607.2a)
    # 701.12: two creatures fight (`named`: the source written "~", not "it": the wording)
    "fight": (frozenset({"what", "other"}), frozenset({"named"})),
    # 120.1: each permanent of the group deals damage equal to its power to itself
    # (effects/self_damage.py)
    "self_damage": (frozenset({"what"}), frozenset()),
    # 702.16k: you (`player`) and/or the objects of `what` gain protection from the player
    # `who` names, until `until` (effects/protection_from_player.py)
    "protection_from_player": (frozenset({"who"}), frozenset({"player", "what", "until"})),
    # 608.2g, 118.9: "Cast any number of <filter> cards from your graveyard without paying
    # their mana costs" (effects/cast_any_number.py)
    "cast_any_number_free": (frozenset({"filter"}), frozenset()),
    # 601.3: you may cast the target card from your graveyard this turn; `exile_instead`:
    # exiled instead of put into your graveyard (614.1a; effects/graveyard_cast_permission.py)
    "allow_cast_from_graveyard": (frozenset({"what"}), frozenset({"exile_instead"})),
    # 601.3, 305.1: "Until end of turn, you may play lands and cast spells from your
    # graveyard." (effects/graveyard_turn.py)
    "graveyard_turn": (frozenset(), frozenset()),
    # 601.3, 611.2a: "You may cast a creature spell from your graveyard this turn." (one spell
    # of `filter`'s kind; effects/graveyard_spell_turn.py)
    "graveyard_spell_turn": (frozenset({"filter"}), frozenset()),
    # 118.12; `exile`: "If that spell is countered this way, exile it instead of putting it
    # into its owner's graveyard" (a replacement of the counter's destination, 614.1a)
    # `instead`: "hand" / "library_top" / "library_bottom", where the countered spell goes
    # (614.1a)
    # `unless_discards`: "... unless its controller discards a card" (118.12, 701.8)
    "counter": (frozenset({"what"}), frozenset({"unless_pays", "unless_times", "exile",
                                                "instead", "unless_discards",
                                                # 118.12: discard_hand / exile_graveyard
                                                "unless_action",
                                                # 702.62a: exiled with `time` counters, and
                                                # `suspend` (Delay: effects/exile_suspend.py)
                                                "time", "suspend",
                                                "said"})),  # `said`: the payer's words
    # a named token, or `copy_of: self` (707.2); `tapped_and_attacking` (508.4); `tapped`:
    # they enter tapped (111.1); `exile_at_end_step` sets up the card's "delayed" trigger for
    # the new tokens (603.7)
    # `power`/`toughness`: an amount the effect sets them to (111.3, "an X/X ... token")
    # 612: "change the text of <what> by replacing all instances of one <words> with another"
    # (rules/text_changes.py)
    "change_text": (frozenset({"what", "words"}), frozenset({"not_to", "until"})),
    # The tokens made are "created" (a ref) for the instructions after it in the same
    # resolution ("Exile that token at end of combat", cards/oracle/token_followups.py)
    "create_token": (frozenset(), frozenset({"token", "count", "who", "copy_of", "tapped",
                                             "investigate",  # 701.36a (oracle/investigate.py)
                                             "tapped_and_attacking", "exile_at_end_step",
                                             "attacking",  # 508.4: attacking, untapped
                                             "blocking",  # 506.3d: a ref of the attacker
                                             # "enters": "Ragavan enters the battlefield
                                             # tapped and attacking." (the wording)
                                             "said",
                                             # 111.4: of the chosen color and type
                                             # (rules/chosen_tokens.py)
                                             "chosen_kind",
                                             "power", "toughness", "except"})),
    # `divided`: `count` counters divided among the first `among` targets (601.2d)
    # `said`: how the sentence names the "created" tokens ("it"; the wording, render only)
    # 122.1, 608.2h: put on `to` the source's counters, as it last existed if it has left
    # (`of: remembered`: those of the permanent the trigger's event involved, 122.8)
    "put_its_counters": (frozenset({"to"}), frozenset({"of"})),
    # 122.1: another counter of each kind the target has (`mode`: give, give_or_remove, one;
    # effects/counter_kinds_each.py)
    "each_kind_counters": (frozenset({"what", "mode"}), frozenset()),
    # `double`: each object gets as many of those counters as it has (701.9e)
    # `up_to`: "put up to N ... counters", how many chosen as it resolves, `cap` the most the
    # object may then have (0: no ceiling; rules/counters_up_to.py)
    "put_counters": (frozenset({"kind", "what"}), frozenset({"count", "divided", "among",
                                                             "said", "double", "up_to",
                                                             "cap"})),
    # 702.93a, 702.79a: return a card to the battlefield under its owner's control with a
    # counter of `kind` on it (it enters with it, 614.1c; rules/undying.py)
    "return_with_counter": (frozenset({"what", "kind"}), frozenset()),
    # 701.34a: manifest the top `count` cards of your library (rules/face_down.py)
    "manifest": (frozenset(), frozenset({"count", "counters"})),  # (then put on it: 122.6)
    "phase_out": (frozenset({"what"}), frozenset()),  # 702.26b: `what` phases out
    # `until`: "end_of_turn" (the default) or "your_next_turn" (rules/durations.py)
    # (`said: its`: "double its power and toughness", ~ in a trigger naming it: double_pt.py)
    "pump": (frozenset({"what"}), frozenset({"power", "toughness", "until", "said"})),
    # `until: ""`: no duration stated, it lasts as long as the objects exist (611.2a); else
    # until end of turn (514.2); `said`: how the sentence names the "created" tokens
    "grant": (frozenset({"what", "keywords"}), frozenset({"until", "said"})),
    "add_mana": (frozenset(), frozenset({"mana", "any_color", "count", "kept",  # count: 106.1
                                         "combination", "spend_only",  # 106.1a, 106.6
                                         "colors"})),  # ("any combination of {R} and/or {G}")
    # (`it`: the object named by the sentence before, written "it": the wording, effects.py)
    "tap": (frozenset({"what"}), frozenset({"it", "those"})),
    "tap_chosen": (frozenset({"filter"}), frozenset({"one"})),  # 701.26a: "tap any number of
    # ...", one: "tap another untapped Citizen you control" (exactly one)
    "return_any_number": (frozenset({"filter"}), frozenset()),  # 400.3: "return any number of"
    # 701.9b: each creature of `what` doubles its power (and toughness) until end of turn
    "double_each": (frozenset({"what"}), frozenset({"with_toughness"})),  # (double_each.py)
    # 122.1, 608.2d: "put a +1/+1 counter on a creature you control" (one chosen)
    "put_counters_chosen": (frozenset({"kind", "count", "filter"}), frozenset({"who"})),
    "must_block": (frozenset({"blocker", "attacker"}), frozenset()),  # "blocks X this turn if able"
    # 509.1b: "Target creature can't block ~ this turn" (effects/combat_restrictions.py)
    "cant_block_pair": (frozenset({"blocker", "attacker"}), frozenset()),
    # 509.1b: "~ can't be blocked this turn except by Walls", "target creature can't be
    # blocked by creatures with power 2 or less this turn" (`kind`: a BLOCK_RESTRICTION_KINDS
    # of the attacker's, `filter`: the blockers it names)
    "block_restriction": (frozenset({"what", "kind", "filter"}), frozenset()),
    # 101.2: "Target player can't cast creature spells this turn", "... can't play lands
    # this turn" (`cant`: cast / play_lands; effects/player_restrictions.py)
    # (`until`: "" for the rest of the game, 611.2a: "that player can't gain life for the rest
    # of the game")
    "player_restriction": (frozenset({"who", "cant"}), frozenset({"filter", "until"})),
    # 305.2: "You may play an additional land this turn." (effects/player_restrictions.py)
    "additional_land": (frozenset(), frozenset({"count"})),  # 305.2: `count` more land plays
    # 101.2, 611.2a: "Spells you control can't be countered this turn." (the controller's
    # spells matching `filter`), "Target spell can't be countered." (player_restrictions.py)
    # `by_colors` (WUBRG letters): only by spells of those colours [`by_opponents`: your
    # opponents control] (rules/color_shields.py); so `untargetable_turn` below
    "uncounterable_turn": (frozenset(), frozenset({"filter", "by_colors", "by_opponents"})),
    "uncounterable": (frozenset({"what"}), frozenset()),
    # 601.3b: "You may cast [creature] spells this turn as though they had flash." (the same)
    "flash_this_turn": (frozenset(), frozenset({"filter", "until"})),  # (until: 611.2a)
    # (`owner_shuffles`: "~'s owner shuffles it into their library", the printed words)
    # (`your_graveyard`: "Shuffle up to three target cards from your graveyard into your
    # library", the wording of cards of your graveyard, 701.20a)
    "shuffle_into_library": (frozenset({"what"}), frozenset({"owner_shuffles",
                                                            "your_graveyard",
                                                            "their_graveyard",
                                                            # ~ and others (library_with.py)
                                                            "and", "their_libraries",
                                                            # the wording (owner_shuffles.py)
                                                            "said"})),
    # (`said`: "it" / "that Equipment", the Equipment a trigger's event names: attach_equipment)
    "attach": (frozenset({"what", "to"}), frozenset({"said"})),  # Equip (701.3, 702.6a)
    # 701.3: the Auras on `from` moved to another permanent of its controller's, chosen
    # (effects/aura_moves.py)
    "move_auras": (frozenset({"from"}), frozenset()),
    # 701.3: one Aura moved to `to` (a target) or to another permanent matching `filter`
    # chosen as it resolves (effects/aura_moves.py)
    "move_aura": (frozenset({"aura"}), frozenset({"to", "filter", "same_controller"})),
    "reverse_turn_order": (frozenset(), frozenset()),  # 101.4 (effects/turn_order.py)
    # 404.2: the topmost card of your graveyard matching `filter` onto the battlefield
    # (effects/graveyard_top.py; then "returned_this_way")
    "return_graveyard_top": (frozenset({"filter"}), frozenset()),
    # 207.2c join forces: starting with you, each player may pay any amount of mana
    # (effects/join_forces.py; the total: the amount {this_way: mana_paid}, 608.2c)
    "each_pay_any_mana": (frozenset(), frozenset()),
    "unattach": (frozenset({"what"}), frozenset()),  # 701.3d (reconfigure, 702.151a)
    # 701.19: search your library for cards matching `filter` (a hidden zone: the player may
    # find fewer, 701.19b) and put them `to` hand or battlefield (`tapped`)
    # `who`: another player searches their own library (effects/search.py): asked first
    # whether to (`searcher_may`, 608.2d), then shuffles (`shuffle`) only if they did
    # `to`: hand / battlefield / graveyard; "top": then shuffle and put it on top; "split":
    # the first found onto the battlefield, the second into the hand (effects/search.py)
    # `any_number`: any number of cards (no `count`); `exactly`: "three cards", not "up to"
    # (701.19a: with no quality, found if they are there)
    "search_library": (frozenset({"filter", "to"}), frozenset({"count", "tapped", "who", "linked",
                                                              "searcher_may", "shuffle",
                                                              "reveal", "the_card",
                                                              "exactly", "any_number",
                                                              "either", "same_name_as",
                                                              "from_top", "wording",
                                                              "different_names",
                                                              "split_to", "mv_amount",
                                                              "mv_compare", "mv_words",
                                                              "share_land_type",
                                                              "attach_to_yours",  # 701.3a
                                                              "discard_random",  # 701.8a
                                                              # (render only: the printed
                                                              # words, search_where.py)
                                                              "where_sentence", "mv_where"})),
    "shuffle": (frozenset(), frozenset({"who"})),  # 701.20: shuffle a library
    # 614.9: the next `amount` damage (0: all damage this turn) that would be dealt to `what`
    # is dealt to `to` instead
    "redirect": (frozenset({"what", "to"}), frozenset({"amount"})),
    # 615: prevent, this turn, all combat damage / all damage to or from `what` / the next
    # `amount` damage to `what`
    # "chosen_source" (615.8, 615.9): damage from a source (matching `filter`) its controller
    # chooses as it resolves, to `what` ("you"; "any": to anyone and anything); `once`: only
    # the next time
    # `gain_life`: "You gain life equal to the damage prevented this way." (615.5)
    # "group" (615.1a, 615.3): `replacements`, prevention effects on whatever matches
    # (`template`: which Oracle wording the group's text uses, for the round trip only)
    # `divided` (601.2d): "next" shields divided among the first `among` targets
    # `combat` (chosen_source): only the combat damage of a creature of the controller's
    # choice (615.1a: "Prevent all combat damage a creature of your choice would deal")
    # `counters`: "For each 1 damage prevented this way, put a +1/+1 counter on that creature."
    # (615.5: that kind of counter, on the shielded creature); `reflect`: "If damage is
    # prevented this way, ~ deals that much damage to ..." ("source_controller" or a target);
    # `until` "your_next_turn": the shield lasts until its controller's next turn (611.2a)
    # `color_choice`: its sources are those of a color chosen as it resolves (608.2d; kind
    # "to", or "colored_sources": all damage they would deal, effects/prevention_sources.py)
    # `to` (kind "from"): only the damage it would deal to that one ("self": "to ~ by target
    # creature", 615.1a)
    "prevent": (frozenset({"kind"}), frozenset({"what", "amount", "filter", "once",
                                                "gain_life", "replacements", "template",
                                                "divided", "among", "combat", "counters",
                                                "reflect", "to", "half", "until",
                                                "color_choice"})),
    "untap": (frozenset({"what"}), frozenset({"it", "those"})),
    # 611.2: a continuous effect on `what` (locked in, 611.2c) with the LayerEffect fields
    # given; `until`: "end_of_turn" (the default) or "" (no duration: as long as it exists)
    # `choose`: a colour, basic land type or creature type chosen as it resolves, which it
    # sets (608.2d: rules/chosen_words.py); `untap`: "Untap those creatures." / "Untap them."
    # (its words) said after it: the objects it locked in are untapped as it begins (mass
    # control changes, 613.1b)
    "continuous": (frozenset({"what"}), frozenset({"until", "choose", "options", "untap",
                                                   "set_pt_x"}) | LAYER_EFFECT_KEYS),
    "exchange_control": (frozenset({"what"}), frozenset()),  # 701.10b: two permanents
    # 702.11c, 702.18a, 611.2a: "You gain hexproof until your next turn." (`until`:
    # end_of_turn / your_next_turn; effects/player_keywords.py)
    "player_keyword": (frozenset({"keyword"}), frozenset({"until"})),
    # 613.1b: the player `to` gains control of `what` (effects/give_control.py)
    "give_control": (frozenset({"what", "to"}), frozenset()),
    # a Licid: it becomes an Aura attached to `what`; paying `end_cost` ends it (rules/licid.py)
    "become_aura": (frozenset({"what", "end_cost"}), frozenset()),
    # 613.1b, 611.2c: you and the player `with` exchange all your creatures until end of turn,
    # hasty, `untap`: untapped; `said`: the wording (rules/control_swap.py)
    "swap_control_all": (frozenset({"with"}), frozenset({"untap", "said"})),
    # 613.1b, 608.2h: the one player with the most life / cards in hand / permanents matching
    # `filter` (`measure`: life, hand, controls) gains control of `what` (rules/most_player.py)
    "most_gains_control": (frozenset({"what", "measure"}), frozenset({"filter"})),
    "support": (frozenset({"what"}), frozenset()),  # 701.35a: its N targets (rules/support.py)
    "goad": (frozenset({"what"}), frozenset()),  # 701.38a: `what` (rules/goad.py)
    # 508.3b: each opponent attacking the remembered player carries out `effects` (a delayed
    # trigger's canonical JSON) as its controller (rules/curse_attacked.py)
    "same_for_attackers": (frozenset({"effects"}), frozenset()),
    # 508.3e: the remembered player carries out the ability's later instructions as if they
    # controlled it (rules/curse_attacked.py)
    "as_remembered_player": (frozenset(), frozenset()),
    # 707.10: copy a spell on the stack; `new_targets`: its controller may choose new ones
    # `count`: that many copies (storm 702.40a: `count: storm`)
    # `except`: {set_colors: ...}: "except that the copy is red" (707.9b, 707.10; Fork)
    "copy_spell": (frozenset({"what"}), frozenset({"new_targets", "count", "except"})),
    # 702.144a: demonstrate's chosen opponent copies the spell `what` (rules/demonstrate.py)
    "opponent_copies": (frozenset({"what"}), frozenset({"new_targets"})),
    # 707.4: `what` becomes a copy of `of` (indefinitely, or `until: end_of_turn`);
    # `with_this_ability`: "except it has this ability" (707.9a; rules/become_copy.py)
    # 707.10: a copy of an activated or triggered ability on the stack; `new_targets`
    # (707.10c; rules/ability_copies.py)
    "copy_ability": (frozenset({"what"}), frozenset({"new_targets"})),
    # 707.10d-e: a copy for each of `each` ("each other creature that spell could target";
    # a new target the effect specifies), each targeting it (rules/ability_copies.py)
    "copy_for_each": (frozenset({"what", "each"}), frozenset()),
    # `except: {set_colors: ...}`: "except it doesn't copy that creature's color" (707.9c)
    # 707.12: copy the card `what` (in exile or a graveyard) and cast the copy without paying
    # its mana cost (`free: true`, required) if its controller wants (rules/cast_copy.py)
    "cast_copy": (frozenset({"what", "free"}), frozenset()),
    # 702.99a: cipher's "exile this card encoded on a creature you control" and the encoded
    # creature's "copy the encoded card (`card`, its id) and cast the copy" (rules/cipher.py)
    "encode": (frozenset(), frozenset()), "cipher_cast": (frozenset({"card"}), frozenset()),
    "become_copy": (frozenset({"what", "of"}), frozenset({"until", "with_this_ability",
                                                          "except"})),
    "cascade": (frozenset(), frozenset()),  # 702.85a
    "ripple": (frozenset({"count"}), frozenset()),  # 702.60a (rules/ripple.py)
    "madness_cast": (frozenset(), frozenset()),  # 702.35a: its owner may cast it (madness.py)
    # 701.16a, 614.11b: draw a card, reveal it, discard it unless it matches `keep`
    "draw_reveal": (frozenset({"keep"}), frozenset()),
    "miracle_cast": (frozenset(), frozenset()),  # 702.94a: its owner may cast it (miracle.py)
    "replicate_copies": (frozenset(), frozenset()),  # 702.56a: a copy per replicate paid
    "become_monarch": (frozenset(), frozenset({"who"})),  # 720: "you become the monarch"
    # 614.3 / 615.3: a replacement or prevention effect on `what` for the rest of the turn
    # ("If a creature dealt damage this way would die this turn, exile it instead")
    # `during`: "their_next_turn" / "this_turn" (rules/skip_phases.py, 500.10)
    "add_replacement": (frozenset({"what", "replacement"}), frozenset({"during"})),
    "transform": (frozenset({"what"}), frozenset()),  # 701.28: turn a double-faced permanent over
    "flip": (frozenset({"what"}), frozenset()),  # 710: turn a flip permanent to its other half
    "class_level": (frozenset({"level"}), frozenset()),  # 717.2a: this Class's level becomes N
    # 701.37: exile this permanent and its meld partner, then meld them (713.2)
    "meld": (frozenset(), frozenset()),
    # remove `count` counters of `kind`; `or_sacrifice`: "If you can't, sacrifice it" (fading
    # 702.32a)
    "remove_counters": (frozenset({"kind", "what"}), frozenset({"count", "or_sacrifice", "all",
                                                               "up_to",  # (kind any)
                                                               # "remove them" (printed words)
                                                               "wording"})),
    # 122.5: `count` counters of `kind` from the object `from` onto the object `to`
    # `any_number`: as many as the player chooses (122.5, 608.2d: rules/counter_moves.py)
    # (`said: to`: "from A to B", the printed word)
    "move_counters": (frozenset({"kind", "from", "to"}), frozenset({"count", "all",
                                                                   "any_number", "said"})),
    # "play it without paying its mana cost if able" (a card in exile; `suspend`: cast by its
    # suspend ability, a creature spell gains haste, 702.62a)
    "play_free": (frozenset({"what"}), frozenset({"suspend"})),
    # 701.43a: "Adapt N" (the source); 701.44a: "Amass N" (rules/keyword_effects.py)
    "adapt": (frozenset({"count"}), frozenset()),
    "amass": (frozenset({"count"}), frozenset()),
    "monstrosity": (frozenset({"count"}), frozenset()),  # 701.31a (rules/monstrosity.py)
    # 608.2m: the resolving instant or sorcery itself to "exile" / "library" (shuffled) /
    # "bottom" (effects/spell_self.py)
    # `with_counters`: {kind: N}, "Exile ~ with three time counters on it" (122.1, 702.62b)
    "resolving_spell_to": (frozenset({"to"}), frozenset({"with_counters"})),
    # 401.5, 701.16a: look at the top `count` cards of your library, put `take` of them (`up_to`:
    # up to that many, matching `filter`; `reveal`ed) into your hand or onto the battlefield
    # (`to`, `tapped`), the rest on the bottom / in a random order / into the graveyard (`rest`)
    "proliferate": (frozenset(), frozenset()),  # 701.27a
    "note_life": (frozenset(), frozenset()),  # "Note your life total." (rules/noted_life.py)
    # 701.10c: `who` two players exchange life totals; 701.10g: with `stat` ("power" /
    # "toughness"), `who` one player whose life total is exchanged with ~'s (exchange_life.py)
    "exchange_life": (frozenset({"who"}), frozenset({"stat"})),
    "populate": (frozenset(), frozenset()),  # 701.30a (rules/populate.py)
    # 201.2: a card name chosen as it resolves, of a `quality` (rules/card_names.QUALITIES)
    "choose_name": (frozenset(), frozenset({"quality"})),
    "choose_color": (frozenset(), frozenset()),  # 105.1, 608.2d (rules/card_names.py)
    "choose_creature_type": (frozenset(), frozenset()),  # 205.3m, 608.2d (card_names.py)
    "roll_die": (frozenset({"sides"}), frozenset()),  # 706.1: a d`sides` (rules/dice.py)
    "learn": (frozenset(), frozenset()),  # 701.45a (effects/learn.py)
    # 115.7a; `to: self`: "change a target of target spell or ability to ~" (115.7b)
    "change_target": (frozenset({"what"}), frozenset({"to"})),  # (effects/change_target.py)
    # 608.2g: a card of your hand matching `filter` cast without paying its mana cost
    # `shares_type_with`: a target (a countered spell) the card shares a card type with
    "cast_from_hand": (frozenset(), frozenset({"filter", "shares_type_with",
                                               "mv_at_most_of"})),
    # 903.3: a commander cast from the command zone without paying its mana cost, put into
    # its owner's hand from there, or each one `who` controls returned there
    # (effects/commander_moves.py)
    "cast_commander": (frozenset(), frozenset({"may"})),
    "commander_to_hand": (frozenset(), frozenset()),
    "commander_to_battlefield": (frozenset(), frozenset()),  # (its source, 113.6)
    "commanders_to_command_zone": (frozenset({"who"}), frozenset()),
    # a card the instruction before moved to `from` (graveyard | exile) (effects/cast_card.py)
    "cast_among_free": (frozenset({"from"}), frozenset({"filter", "one_of_them"})),
    # every permanent of `what` into its owner's library (effects/library_position.py)
    "library_mass": (frozenset({"what"}), frozenset({"bottom"})),
    # 700.3: the top `count` cards revealed and separated into two piles by `separator`
    # ("opponent" / "you"), the other player choosing the one put into the hand
    "reveal_piles": (frozenset({"count", "separator"}), frozenset()),  # (effects/piles.py)
    # 701.19, 608.2d: `count` cards found and revealed, the `chooser` opponent choosing
    # `chosen` of them for `chosen_to`, the rest to `rest_to` (effects/search_opponent_chooses)
    "search_opponent_chooses": (frozenset({"count", "chosen", "chooser", "chosen_to", "rest_to"}),
                                frozenset({"filter", "up_to", "different_names"})),
    "sacrifice_pile": (frozenset({"who"}), frozenset()),  # 700.3 (effects/permanent_piles.py)
    # 110.2: chosen from all graveyards (effects/reanimate_chosen.py; `then`: the wording)
    "reanimate_chosen": (frozenset({"filter", "count"}), frozenset({"up_to", "then"})),
    # 608.2d: `what` gets one of `options` ([[power, toughness], ...]) its controller chooses,
    # until end of turn (effects/pump_choice.py)
    "pump_choice": (frozenset({"what", "options"}), frozenset()),
    # 608.2d, 122.1: one counter of a kind chosen among `kinds` on each object of `what`
    # (effects/counter_choice_put.py; `said`: the printed words, oracle/counter_choice_put.py)
    "put_counter_choice": (frozenset({"what", "kinds"}), frozenset({"said"})),
    # 608.2d, 111.10: one of the predefined `tokens` chosen as it resolves, then created
    # (effects/token_choice.py)
    "create_token_choice": (frozenset({"tokens"}), frozenset()),
    # 401.7: `what` into its owner's library `n`th from the top (effects/library_position.py)
    "put_nth_from_top": (frozenset({"what", "n"}), frozenset({"said"})),  # (said: "your")
    # 608.2d: `what` on the top or bottom of its owner's library, as the owner chooses
    # (`choose`: "Choose target ... . Its owner puts it ..."; `each`: "For each attacking
    # creature, its owner puts it ...": the wordings)
    "top_or_bottom": (frozenset({"what"}), frozenset({"choose", "each", "chooser"})),  # (`chooser`
    # "you": the ability's controller chooses, not the owner: library_position)
    # 608.2d: `count` cards matching `filter` chosen from your graveyard as it resolves (no
    # target) to your hand or `to: battlefield` [`tapped`] (effects/graveyard_return.py)
    "return_from_graveyard": (frozenset({"filter"}),
                              frozenset({"count", "up_to", "to", "tapped", "at_random"})),
    # 608.2d, 400.3: `count` cards your opponents own chosen in exile and put into their
    # owners' graveyards (effects/exile_to_graveyard.py)
    "exiled_to_graveyard": (frozenset({"count"}), frozenset()),
    # 701.8a, 701.16a: `who` reveals their hand and discards each card matching `filter`
    # (effects/discard_all.py); 701.19: the controller searches `who`'s graveyard, hand and
    # library for the cards with the chosen name and exiles them (`any_number`: any of them
    # may be left), then that player shuffles (effects/search_other.py)
    # (`wording`: "chosen" for "the chosen name", the round trip's)
    "discard_all": (frozenset({"who", "filter"}), frozenset({"wording"})),
    "exile_named": (frozenset({"who"}), frozenset({"any_number", "wording"})),
    # the top `count` cards revealed, those with the chosen name into the hand, the `rest`
    # (exile / graveyard) elsewhere (rules/card_names.py)
    "reveal_named": (frozenset({"count", "rest"}), frozenset()),
    # 701.16a: cards revealed until `count` match `filter` (effects/reveal_until.py)
    # 701.16a, 608.2h: each legal target's controller, APNAP order (effects/each_target_reveals)
    "reveal_until_each": (frozenset({"filter", "to", "rest", "theirs"}), frozenset()),
    "reveal_until": (frozenset({"filter", "to", "rest"}), frozenset({"who", "count", "tapped",
                                                                       "passive", "theirs",
                                                                       "wording",
                                                                       "shares_type_with",
                                                                       "if_you_do"})),
    # "you may put a <filter> card from your hand onto the battlefield [tapped]"
    "put_from_hand": (frozenset({"filter"}), frozenset({"tapped", "attacking",  # (508.4)
                                                         "any_number",
                                                         "up_to"})),  # ("up to two")
    # 701.16a: "reveal any number of <filter> cards in your hand" (counted "this way")
    "reveal_from_hand": (frozenset({"filter"}), frozenset()),
    # 701.16a, 701.8a: `who` reveals `count` cards of their hand (their choice), the
    # controller chooses one, `who` discards it (effects/reveal_discard.py)
    "reveal_choose_discard": (frozenset({"who", "count"}), frozenset({"discards", "joined"})),
    # 608.2d: `who` chooses a permanent they control matching `filter`; it is destroyed
    # (effects/player_chooses.py)
    "destroy_chosen_by": (frozenset({"who", "filter"}), frozenset()),
    # 107.1a, 608.2b: `amount` divided evenly, rounded down, among the legal targets of `to`
    # (effects/divided_evenly.py)
    "damage_evenly": (frozenset({"amount", "to"}), frozenset()),
    # 401.5, 608.2d: the top `count` cards looked at, one chosen for each place of `dests`
    # (hand, top, bottom, exile); `form`: the printed wording (effects/look_split.py)
    "look_split": (frozenset({"count", "dests", "form"}), frozenset({"who"})),
    # 707.10c: `who` may pay a cost (`pay` mana, `sacrifice` a permanent matching it,
    # `discard` a card), then may copy the resolving spell and choose new targets
    # (effects/chain_copy.py); `then`: printed "Then"
    "chain_copy": (frozenset({"who"}), frozenset({"pay", "sacrifice", "discard", "then"})),
    # 101.4: each player (APNAP) chooses a card of their `zone` (hand / graveyard) matching
    # `filter` (`none_ok`, "may": or none), then all enter at once (effects/each_player_puts.py)
    "each_player_puts": (frozenset({"zone", "filter"}), frozenset({"none_ok", "count",
                                                                   "returns", "who", "said"})),
    # 500.7: `who` takes `count` extra turns after this one; `lose_at_end`: "At the beginning
    # of that turn's end step, you lose the game." (603.7, 104.3a; rules/extra_turns.py);
    # `skip_untap`: "Skip the untap step of that turn." (500.10, 614.10)
    "extra_turn": (frozenset(), frozenset({"who", "count", "lose_at_end", "skip_untap"})),
    "end_turn": (frozenset(), frozenset()),  # 719.1 (rules/end_turn.py)
    # 500.8: the phases `phases` ("combat", "combat_main") after the current phase, the kind
    # `after` names ("phase", "main", "combat"; effects/untap.py)
    "additional_phases": (frozenset({"phases", "after"}), frozenset({"said"})),
    # 701.35a: `what` is detained; 506.4: `what` is removed from combat (combat_removal.py)
    "detain": (frozenset({"what"}), frozenset()),
    # 611.2a: "... can't be the target of spells or abilities your opponents control this
    # turn" (effects/untargetable_turn.py)
    "untargetable_turn": (frozenset({"what"}), frozenset({"by_colors", "by_opponents"})),
    "no_activation_turn": (frozenset({"what"}), frozenset()),  # 602.5, 611.2a
    "remove_from_combat": (frozenset({"what"}), frozenset()),
    "become_blocked": (frozenset({"what"}), frozenset()),  # 509.1h (become_blocked.py)
    "new_targets": (frozenset({"what"}), frozenset()),  # 115.7d (effects/new_targets.py)
    # 702.62a, 122.1: exiled with `count` time counters; `suspend` gains / unless_has
    "exile_time": (frozenset({"what", "count"}), frozenset({"suspend", "said"})),
    # 702.62a, 118.3: time counters on the card the cost exiled (rules/cost_exiled.py)
    "suspend_exiled": (frozenset({"count"}), frozenset({"suspend"})),
    # 502.3: `what` doesn't untap during its controller's next untap step
    # yours: "your next untap step"; until: "for as long as ~ remains tapped" (611.2b)
    # `theirs`: during the next untap step of the player whose group it is, as printed
    # ("their" / "that player's" / "target player's": untap_theirs.py);
    # `those`: the group's permanents as it resolves, locked in (611.2c: Sleep)
    "skip_untap": (frozenset({"what"}), frozenset({"yours", "until", "theirs", "those"})),
    # 114.2: `who` (you) gets an emblem with the abilities of the token definition `name`
    "emblem": (frozenset({"name"}), frozenset({"who"})),
    # 603.7b: a delayed triggered ability for the rest of the turn, the token definition
    # `name`'s one trigger (rules/turn_triggers.py)
    "turn_trigger": (frozenset({"name"}), frozenset({"once", "said", "until", "watch"})),
    # (`once`: the next time; `until`: "your_next_turn" (611.2a); `said`: the duration's words
    # first; `watch`: the objects its event must involve, 603.7c, oracle/watched_triggers.py)
    # 701.24: the planar controller planeswalks; 701.26: abandon this scheme (its source);
    # Chaotic Aether's blank rolls of the planar die (rules/planechase.py)
    "planeswalk": (frozenset(), frozenset()), "abandon": (frozenset(), frozenset()),
    "venture": (frozenset(), frozenset()),  # 701.46: venture into the dungeon (rules/dungeons)
    # 701.17a: one permanent for each of `filters`, then all sacrificed (effects/sacrifice_each)
    "sacrifice_each_kind": (frozenset({"filters"}), frozenset({"who"})),  # (101.4: players)
    "blank_rolls_chaos": (frozenset(), frozenset()),
    "planeswalk_to_planes": (frozenset({"count"}), frozenset()),  # Spatial Merging
    # 701.42a surveil N, 701.33a bolster N (the controller); 701.40a explore, 701.47a connive
    # (`what`: the permanent that explores / connives); "return a land you control to its
    # owner's hand": `count` permanents matching `filter`, chosen as it resolves (400.3)
    # (effects/keyword_actions.py)
    "surveil": (frozenset({"count"}), frozenset()),
    "bolster": (frozenset({"count"}), frozenset()),
    "explore": (frozenset({"what"}), frozenset()),
    "connive": (frozenset({"what"}), frozenset()),
    "connive_convoked": (frozenset(), frozenset()),  # 702.51a, 701.47a (effects/convoked.py)
    # 608.2c: "Return each card put into a graveyard this way to the battlefield under your
    # control." (effects/returned_this_way.py)
    "return_moved_this_way": (frozenset(), frozenset()),
    "bounce_chosen": (frozenset({"filter"}), frozenset({"count", "who"})),  # (`who`: 101.4)
    # 603.7: set up a delayed triggered ability that triggers `when` (DELAYED_WHEN) and then
    # carries out `effects`; `remember`: the objects they act on ("remembered" in `effects`,
    # 603.7c); `text`: the sentence that creates it (effects/keyword_actions.py)
    # exile `what`, then return the card in exile (a new object, 400.7) to the battlefield
    # under its owner's control (110.2) or `control: you`, `tapped`; `when: end_step`: at the
    # beginning of the next end step (a delayed trigger, 603.7); `that_card`: said "that card"
    # `when: your_next_declare_attackers` with `attacking`: tapped and attacking then (508.4)
    "flicker": (frozenset({"what"}), frozenset({"control", "tapped", "when", "that_card",
                                                 "attacking",
                                                 "transformed", "template", "mass",
                                                 "with_counters",  # (122.6)
                                                 "if_subtype", "then_counters",
                                                 "pronoun"})),  # ("return him ...": said)
    # 701.8: `who` discards every card in their hand; 701.20: `who` shuffles their graveyard
    # into their library
    "discard_hand": (frozenset(), frozenset({"who"})),
    "reveal_hand": (frozenset(), frozenset({"who"})),  # 701.16a (effects/player_exile.py)
    "shuffle_graveyard": (frozenset(), frozenset({"who"})),
    "shuffle_hand_graveyard": (frozenset(), frozenset({"who"})),  # 701.20: Timetwister
    "shuffle_hand": (frozenset(), frozenset({"who"})),  # 701.20 (effects/library_zone.py)
    "shuffle_self_graveyard": (frozenset(), frozenset()),  # 701.20 (library_zone.py)
    "exile_library": (frozenset(), frozenset({"who"})),  # 406.3 (effects/library_zone.py)
    # 701.16a, 701.8: `who` reveals their hand; the controller chooses a card of it matching
    # `filter` and `who` discards it (`mana_value_after`: said after "from it")
    # (`said`: of the player a trigger's event involved, 603.2: the printed words, hand.py)
    "choose_discard": (frozenset({"who"}), frozenset({"said", "filter", "mana_value_after", "exile",
                                                     "until_leaves", "linked", "count",
                                                     "up_to", "look",
                                                     # 701.20a: shuffled into the library
                                                     "shuffle",
                                                     # 701.8a: then a card at random too
                                                     "then_random",
                                                     # (the printed wording: hand.py)
                                                     "joined", "exile_joined", "exile_it",
                                                     # 608.2d "you may choose"; 406.3 "from
                                                     # that player's graveyard or hand";
                                                     # 401.7 `nth` from the top; 401.1 on top
                                                     "may_choose", "from_graveyard", "nth",
                                                     "to_top", "or_any_graveyard_card"})),
    # 702.16a: `what` gains protection from a colour its controller chooses as it resolves
    # (608.2d), until end of turn
    # (chosen_first: a wording; chooser "its_controller": the object's controller chooses)
    # (player "you": the controller gains it too, 702.16b-e; rules/player_protection.py)
    "protection_choice": (frozenset(), frozenset({"what", "player", "chosen_first", "chooser"})),
    # 701.21: "Untap up to N lands": up to `count` permanents matching `filter`, chosen as it
    # resolves (608.2d)
    "untap_chosen": (frozenset({"filter", "count"}), frozenset({"who", "exactly"})),  # (who:
    # the player who chooses among their own, exactly that many: untap_one.py)
    # 701.21: the controller chooses, as it resolves, to tap `what` or to untap it
    "tap_or_untap": (frozenset({"what"}), frozenset()),
    # 406.1, 701.11a: exile every card in `who`'s graveyard ("Exile target player's graveyard",
    # "Exile all graveyards": each_player)
    "exile_graveyard": (frozenset({"who"}), frozenset({"filter", "joined",  # (406.1: of a kind)
                                                        "until_leaves", "linked"})),  # (610.3)
    # 406.3: cards the player chooses from their hand / graveyard, or the top of their library,
    # exiled (effects/player_exile.py)
    "exile_from_hand": (frozenset({"count"}), frozenset({"who", "filter", "linked"})),
    "reveal_random": (frozenset({"count"}), frozenset({"who"})),  # 701.16a (reveal_random.py)
    "haunt": (frozenset({"what"}), frozenset()),  # 702.55a: exile it haunting the target
    "exile_from_graveyard": (frozenset({"count"}), frozenset({"who", "filter"})),
    # `face_down`: exiled face down (406.3); `linked`: exiled with the source (607.2a)
    "draw_up_to": (frozenset({"count"}), frozenset({"who"})),  # 107.1c (effects/draw_up_to.py)
    "exile_top_cards": (frozenset({"count"}), frozenset({"who", "face_down", "linked",
                                                         "of_target", "counters"})),
    # (linked.py; `counters`: a kind, one on each card exiled, exile_top_counters.py)
    # 406.3: "Exile all cards from all opponents' hands and graveyards." (exile_zones.py)
    "exile_hands_and_graveyards": (frozenset({"who"}), frozenset({"linked"})),
    # 603.7a: "Return the exiled cards to the battlefield ... at the beginning of the next end
    # step." after an exile of targets (effects/exiled_return.py)
    "return_exiled_later": (frozenset({"when"}), frozenset({"tapped"})),
    # 607.2a, 707.2: "Create a token that's a copy of the exiled card." (effects/exiled_copies.py)
    "token_copy_exiled": (frozenset(), frozenset()),
    # 607.2a, 601.3: the triggering spell exiled with ~, another cast (oracle/pool_casts.py)
    "exile_spell_cast_other": (frozenset({"who"}), frozenset()),
    # 707.12, 118.9: copies of exiled cards cast as it resolves (oracle/copy_casts.py)
    "cast_copy_exiled": (frozenset({"free"}), frozenset()),
    "copy_chosen_exiled": (frozenset({"filter", "times", "free"}), frozenset()),
    # 406.3, 608.2d: "exile a card from a graveyard / each graveyard" (graveyard_pick.py)
    "exile_from_graveyards": (frozenset({"filter"}), frozenset({"each", "optional", "linked"})),
    # 506.2, 601.3, 609.4b (exile_top_attacked.py)
    "exile_top_castable": (frozenset({"who", "attacked_with", "spend"}), frozenset()),
    # 402.3, 601.3, 601.2f (hand_exile_playable.py)
    "exile_from_hand_playable": (frozenset({"who", "filter", "cost_more"}), frozenset()),
    "look_at_hand": (frozenset({"who"}), frozenset()),  # 402.3: seen by the controller
    "look_at_face_down": (frozenset({"what"}), frozenset()),  # 708.5: seen by the controller
    # 701.19: another player's library searched by the controller (effects/search_other.py)
    # 701.19: "Search its controller's graveyard, hand, and library for all cards with the same
    # name as that artifact and exile them" (effects/search_other.py)
    "exile_same_name": (frozenset({"of"}), frozenset({"any_number", "owner"})),
    "search_player_library": (frozenset({"who", "to", "that"}),
                              frozenset({"count", "filter", "up_to"})),
    "look_at_library": (frozenset({"count"}), frozenset({"who"})),  # 401.5: only looked at
    "fateseal": (frozenset({"count", "who"}), frozenset()),  # 701.22a (effects/fateseal.py)
    # 400.3, 110.2: every matching card of your graveyard / all graveyards (graveyard_mass.py)
    # (`control: you`: under your control, 110.2; `put`: the printed verb "put ... onto")
    # (`each_player`: "Each player returns all ... from their graveyard", the same cards)
    "return_all_cards": (frozenset({"filter", "to"}), frozenset({"tapped", "from", "joined",
                                                                 "control", "put",
                                                                 "each_player"})),
    # 610.3: exile `what` until the source leaves the battlefield (then it returns under its
    # owner's control, 610.3c; effects/keyword_actions.py)
    # (`any_number`: "exile any number of <permanents: filter> you control", chosen as it
    # resolves, 608.2d; `anchor_said`: "it" / "this creature" printed for ~; exile_until_forms)
    "exile_until": (frozenset({"what"}), frozenset({"anchor", "any_number", "filter",
                                                       "anchor_said", "group_said",
                                                       "linked"})),  # (607.2a: counted)
    # `first`: the sentence says when first ("At end of combat, ...")
    "delayed": (frozenset({"when", "effects"}), frozenset({"remember", "text", "first",
                                                           "said", "when_words",
                                                           "amounts_now"})),  # 603.7c
    # 603.12: "When you do, <effects>": a reflexive trigger (`targets` its own), created if
    # the instruction before it was carried out (cards/dsl_reflexive.py)
    "reflexive": (frozenset({"effects"}), frozenset({"targets", "text"})),
    # 608.2d: a tempting offer's instruction (cards/dsl_reflexive.py, effects/tempting_offer.py)
    "tempting_offer": (frozenset({"effects"}), frozenset({"you"})),
    # 101.4: each player may carry out the instructions (effects/each_may.py)
    "each_may": (frozenset({"effects", "who"}), frozenset()),
    # 303.4f: ~ (an Aura) from its owner's graveyard onto the battlefield attached to the
    # object the trigger remembers (effects/aura_return.py)
    "return_attached": (frozenset({"what"}), frozenset()),
    # 605.1b: a triggered mana ability's mana (rules/mana_triggers.py)
    # (or `any_color`: that many mana, each of a colour chosen; `produced`: one mana of a type
    # the tapped land's mana ability just added, 106.1b)
    "triggered_mana": (frozenset({"who"}), frozenset({"additional", "mana", "any_color", "kept",
                                                     "produced", "chosen_color", "of"})),
    # 401.4: the top cards put back in the order chosen (`who`: whose library; `graveyard`:
    # any number of them into the graveyard first); cards from the hand put on top
    "reorder_top": (frozenset({"count"}), frozenset({"who", "graveyard", "that_player"})),
    "hand_to_top": (frozenset({"count"}), frozenset({"who", "bottom", "said"})),  # (401.4)
    # 701.23: a card named `name` searched for in the library and/or graveyard, into the hand;
    # the library shuffled if searched (effects/search.py; `wording`: the printed words)
    # `name`, or `filter`: a card of a kind (701.19; effects/search.v_search_named)
    # `attach_to`: an Aura found enchants ~ or the target (303.4f)
    "search_named": (frozenset(), frozenset({"name", "filter", "wording", "to", "hand",
                                             "attach_to", "zones"})),
    # 701.19: one card matching each of `filters`, put `to` the hand or the battlefield
    # [`tapped`], then the library shuffled (`may`: "You may search"; `and_or`: the printed
    # "and/or"; effects/search_each.py)
    "search_each": (frozenset({"filters", "to"}), frozenset({"tapped", "may", "and_or"})),
    # 601.3: the top cards exiled, playable this turn (`wording`, `it`: the printed words)
    "exile_top_playable": (frozenset({"count"}), frozenset({"wording", "it"})),
    # 104.2b, 104.3e: the controller wins (each opponent loses) / loses the game
    "game_result": (frozenset({"result"}), frozenset({"who"})),  # (who: 104.3e, a loser)
    # 701.5a, 118.12: each spell and ability an opponent controls is countered unless its
    # controller pays `unless_pays` (effects/counter_each.py)
    "counter_each_unless": (frozenset({"unless_pays"}), frozenset()),
    # 701.17a: every permanent of a kind `who` controls sacrifices; Living Death's exchange
    # (406.3, 400.7: effects/sacrifice_all.py)
    "sacrifice_all": (frozenset({"who", "filter"}), frozenset()),
    # 120.3: each permanent of `what` deals `amount` damage to its controller
    # (effects/damage_controllers.py)
    "damage_own_controller": (frozenset({"what", "amount"}), frozenset()),
    # 120.3: it and each other creature its controller controls deal damage equal to their
    # power, one way then back (effects/damage_exchange.py); `said`: the printed words
    "damage_exchange": (frozenset({"what"}), frozenset({"said"})),
    "become_day_night": (frozenset({"value"}), frozenset()),  # 724.1 (effects/day_night.py)
    "graveyard_swap": (frozenset({"filter"}), frozenset()),
    # 701.8a, 701.20a, 401.4, 608.2c: each player `who` names discards (`how` "discard"),
    # shuffles into their library ("shuffle") or puts on its bottom ("bottom") every card in
    # their hand (or with `chosen` up to that many cards they choose to discard), then draws that many
    # cards (`plus` one more / one fewer) (effects/hand_redraw.py)
    "redraw_hand": (frozenset({"how"}), frozenset({"who", "plus", "if_you_do", "chosen",
                                                  "greatest"})),
    # 701.17a, 701.8a: each player keeps as many lands / permanents / creatures / cards in
    # hand as the player with the fewest, for each of `kinds` in order (effects/balance.py)
    "balance": (frozenset({"kinds"}), frozenset()),
    # 101.4, 701.17a, 701.7a: each player `who` names keeps `count` (`up_to`) of their
    # permanents matching `filter`, or one for each of `filters`; the rest are sacrificed or
    # destroyed (`then`; `wording`: the printed order) (effects/keep_rest.py)
    "keep_rest": (frozenset({"who", "filter", "then"}),
                  frozenset({"count", "up_to", "filters", "wording"})),
    # 118.12, 608.2d: each player `who` names suffers the penalty (lose `amount` life /
    # sacrifice a `filter`) unless they take one of the `options` (pay `mana`, sacrifice an
    # `unless_filter`, `unless_count` of them, discard `discard` cards); `times` repeats it
    # (effects/punishers.py)
    "punish": (frozenset({"who", "penalty", "options", "payer"}),
               frozenset({"amount", "filter", "mana", "unless_filter", "unless_count", "discard",
                          "times"})),
    # 119.5: the players' life totals become `amount` (effects/life_total.py)
    "set_life": (frozenset({"amount"}), frozenset({"who"})),
    # 701.8a: the controller discards `count` cards matching `filter` (effects/discard_kind.py)
    "discard_filtered": (frozenset({"filter"}), frozenset({"count"})),
    # 510.1a: the creatures `what` names assign no combat damage this turn
    # (effects/no_combat_damage.py)
    "no_combat_damage": (frozenset({"what"}), frozenset()),
    # 614.1a: each creature the source dealt damage to as it resolved is exiled instead if it
    # would die this turn (effects/exile_if_dies.py; `permanent`: any permanent dealt damage)
    "exile_if_dies_this_way": (frozenset(), frozenset({"permanent"})),
    # 614.1a: "If it would leave the battlefield, exile it instead of putting it anywhere else."
    # on the permanent `what` names, until it leaves (`said`: its pronoun as printed;
    # effects/exile_if_dies.py)
    "exile_if_leaves": (frozenset({"what", "said"}), frozenset()),
    # 614.1a: `replacement` applies until end of turn (effects/replacement_this_turn.py)
    # (`template` "until": its text says "Until end of turn, if ...", for the round trip)
    "replace_this_turn": (frozenset({"replacement"}), frozenset({"template"})),
    # 701.15c: "A creature dealt damage this way can't be regenerated this turn."
    # (effects/no_regeneration.py; `plural`: "Creatures dealt damage this way ...")
    "no_regeneration_this_way": (frozenset(), frozenset({"plural"})),
    # 509.1b: "Creatures dealt damage this way can't block this turn." (`keyword` "can't
    # block"; effects/this_way_restrictions.py)
    "restrict_this_way": (frozenset({"keyword"}), frozenset({"plural"})),
    # 701.26a: "Tap each creature dealt damage this way."; 101.2: "Players dealt damage this
    # way can't cast noncreature spells this turn." (`cant` "cast", the spells' `filter`)
    "tap_this_way": (frozenset(), frozenset()),
    "players_this_way": (frozenset({"cant"}), frozenset({"filter"})),
    # 101.2, 611.2a: "The next creature spell you cast this turn can't be countered." (the
    # spells' `filter`; effects/next_spell.py)
    "uncounterable_next": (frozenset(), frozenset({"filter"})),
    # kinship: the top card looked at, revealed if the controller chooses and it shares a
    # creature type with the source (205.3m, 701.16a; effects/reveal_top.py)
    "kinship_reveal": (frozenset(), frozenset()),
    # 701.16a, 608.2c: the top card revealed, moved by what it is (effects/reveal_top.py)
    "reveal_top_if": (frozenset({"filter"}),  # (no then_to: it stays on top)
                      frozenset({"then_to", "look", "then_may", "then_tapped", "then_it",
                                 "then_reveal", "reveal_may", "take_may", "if_it", "form",
                                 "else_to", "else_may", "else_tapped", "else_it",
                                 "else_unmoved",
                                 # another player's library (reveal_top_theirs.py)
                                 "who", "again"})),
    "look_at_top": (frozenset({"count", "take"}),
                    frozenset({"up_to", "filter", "reveal", "to", "tapped", "rest",
                               "reveal_all", "all", "one_left",
                               # the printed wording (cards/oracle/look_top.py)
                               "you_may", "up_to_n", "any", "it", "rest_words",
                               "rest_sentence", "revealed_this_way", "head_then",
                               # "a creature card and/or a land card": one of each
                               "filters"})),
}
EFFECT_VERBS.update(ZONE_VERBS)  # 601.3, 608.2g, 607.2a (dsl_zone_verbs.py)

# 603.7: when a delayed triggered ability triggers: "at the beginning of the next end step",
# "... of the next turn's upkeep" (whoever's turn it is), "at end of combat" (511.1: the next
# end of combat step); "your next upkeep / end step" (603.7b, 603.7d: a turn of the delayed
# trigger's controller)
DELAYED_WHEN = ("end_step", "next_upkeep", "end_of_combat", "your_next_upkeep",
                "your_next_end_step",
                # 603.7b, 505.1: "your next main phase" / "your next precombat main phase"
                # (rules/delayed_main.py)
                "your_next_main", "your_next_precombat_main",
                # 603.7c: "When that creature dies this turn, ..." (rules/delayed_dies.py)
                "dies_this_turn", "leaves_this_turn",
                # 603.7: "At the beginning of that combat" (the additional combat phase the
                # instruction before added: rules/extra_phases.py)
                "that_combat",
                # 514.3a: "at the beginning of the next cleanup step" (rules/trigger_events.py)
                "next_cleanup")


def _delayed_effect(ctx: _Ctx, where: str, params: dict[str, Any],
                    condition: Condition | None, may: bool) -> Effect:
    """603.7: `delayed` keeps the delayed trigger it sets up as canonical JSON (its DSL, as a
    granted trigger is kept, 613.1f), validated here."""
    import json

    if params.get("when") not in DELAYED_WHEN:
        raise ctx.fail(f"{where}.delayed.when", f"must be one of {list(DELAYED_WHEN)}")
    effects = params["effects"]
    if isinstance(effects, str):  # (Effect.to_dict gives the trigger's JSON back)
        effects = json.loads(effects)["effects"]
    trigger = {"event": "delayed", "text": str(params.get("text", "")), "effects": effects}
    parse_trigger(ctx, f"{where}.delayed", trigger)
    out: list[tuple[str, Any]] = [
        ("when", params["when"]),
        ("effects", json.dumps(trigger, sort_keys=True, separators=(",", ":")))]
    if "remember" in params:
        out.append(("remember", _freeze(ctx, f"{where}.delayed.remember", params["remember"])))
    if "text" in params:
        out.append(("text", str(params["text"])))
    if params.get("first"):
        out.append(("first", True))
    if params.get("amounts_now"):  # 603.7c: its amounts counted as it is set up
        out.append(("amounts_now", True))
    return Effect("delayed", tuple(out), condition, may)


# Amounts: an integer, "X", {"count": filter} (the number of permanents matching), or a
# variable amount (cards/amounts.py: counted in a zone, an object's power, counters...).
# Duration of pump/grant: until end of turn (the only one the built-in cards need so far).


# --------------------------------------------------------------------------- costs


REMOVE_X = -1  # Cost.remove_counters' count for "Remove X ... counters"
# an entering replacement's amount: the total mana spent to cast it (601.2h; "equal to the
# amount of mana spent to cast it", oracle/entering_mana_spent.py, rules/mana_spent.py)
MANA_SPENT = -7  # (not PREVENT_HALF_DOWN: a different instead)
PREVENT_HALF_UP = -4  # a prevention's amount: "prevent half that damage, rounded up" (615.10)
PREVENT_ALL_BUT_ONE = -5  # a prevention's amount: "prevent all but 1 of that damage" (615.10)
PREVENT_HALF_DOWN = -6  # a shield's amount: "prevent half that damage, rounded down" (615.8)


KNOWN_KEYWORDS = frozenset({
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "trample", "vigilance",
    "shroud", "fear", "intimidate", "prowess",
    "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",  # 702.14
    "legendary landwalk", "nonbasic landwalk",  # 702.14c
    "artifact landwalk", "snow landwalk", "snow plainswalk", "snow islandwalk",  # 702.14c
    "snow swampwalk", "snow mountainwalk", "snow forestwalk",  # (rules/landwalk_kinds.py)
    "delve", "convoke", "improvise",  # ways to pay a spell's cost (702.66, 702.51, 702.126)
    "cascade",  # 702.85a
    "banding",  # 702.22 (rules/banding.py)
    "conspire",  # 702.78a: an optional additional cost and a cast trigger (rules/conspire.py)
    "demonstrate",  # 702.144a: a cast trigger (rules/demonstrate.py)
    "undaunted",  # 702.125a: a cost reduction (rules/costs.py)
    "daybound", "nightbound",  # 702.145 (on a transforming card's faces; rules/faces.py)
    "shadow", "horsemanship", "infect", "wither",  # rules/keyword_abilities.py
    "exalted", "storm", "flanking",  # triggered: cards/keyword_dsl.py adds their abilities
    "gravestorm",  # 702.69a (cards/keyword_dsl.py)
    "decayed",  # 702.147a: "can't block" and a trigger (cards/keyword_dsl.py)
    "undying", "persist",  # 702.93a, 702.79a: their triggers are added (rules/undying.py)
    "phasing",  # 702.26a: the untap step's phasing (rules/phasing.py)
    # triggered keywords cards/keyword_dsl.py expands (rules/keyword_effects.py): battle cry
    # 702.91a, dethrone 702.105a, extort 702.101a, evolve 702.100a, mentor 702.134a
    "battle cry", "dethrone", "extort", "evolve", "mentor",
    "myriad",  # 702.116a (cards/keyword_dsl.py, rules/myriad.py)
    "soulbond",  # 702.95a (cards/keyword_dsl.py, rules/soulbond.py)
    "split second",  # 702.61a (rules/keyword_abilities.py, rules/casting.py)
    "skulk",  # 702.118b (rules/keyword_abilities.py)
    "ascend",  # 702.131: the city's blessing (rules/ascend.py)
    "assist",  # 702.132a: another player may pay generic mana of its cost (rules/assist.py)
    "ingest",  # 702.115a (cards/keyword_dsl.py)
    "rebound",  # 702.88a (rules/rebound.py)
    "cipher",  # 702.99a (rules/cipher.py)
    "riot", "unleash",  # 702.136a, 702.98a (choices as it enters, cards/keyword_dsl.py)
    "sunburst",  # 702.44a (cards/keyword_dsl.py, rules/mana_spent.py)
    "exploit",  # 702.110a
    "living weapon",  # 702.92a
    "totem armor",  # 702.89a (rules/totem_armor.py)
    "melee", "training",  # 702.121a, 702.149a
    "provoke",  # 702.39a
    "retrace",  # 702.81a: given to cards in a graveyard (rules/granted_retrace.py)
    MAY_NOT_UNTAP,  # 502.3: its controller may choose not to untap it (rules/untap_effects.py)
    AS_THOUGH_UNBLOCKED,  # 510.1a, 510.1c (rules/combat_damage.py)
})

# Static abilities about attacking and blocking (506-509) that the engine knows by name; they
# are written in `keywords:` like keyword abilities and can be granted by effects the same way.
# Restrictions on blocks (509.1b) named by their words, with a quality of the other creature:
# "can't be blocked by creatures with power 2 or less", "can't block creatures with power 2 or
# greater", "can't be blocked except by creatures with flying", "... by Walls", "... by blue
# creatures" (rules/combat.py reads them).
_COLOR_WORDS = ("white", "blue", "black", "red", "green")
BLOCK_RESTRICTIONS = frozenset({
    *(f"{head} creatures with power {n} or {cmp}"
      for head in ("can't be blocked by", "can't block") for n in range(11)
      for cmp in ("less", "greater")),
    "can't be blocked by creatures with flying", "can't be blocked by walls",
    "can't be blocked by creatures with horsemanship",  # (Taoist Mystic; 702.31)
    "can't be blocked except by creatures with flying",
    "can't be blocked except by creatures with flying or reach",
    *(f"can't be blocked by {c} creatures" for c in _COLOR_WORDS),
    *(f"can't be blocked except by {c} creatures" for c in _COLOR_WORDS),
})
# 508.1c: "~ can't attack unless defending player controls an Island" (sea serpents)
ATTACK_RESTRICTIONS = frozenset(
    f"can't attack unless defending player controls {art} {t}"
    for art, t in (("a", "plains"), ("an", "island"), ("a", "swamp"), ("a", "mountain"),
                   ("a", "forest")))
# "doesn't untap during its controller's untap step" (502.3: the untap step leaves it tapped)
DOESNT_UNTAP = "doesn't untap during its controller's untap step"
# 701.15c: "it can't be regenerated this turn": regeneration shields don't apply to it
CANT_BE_REGENERATED = "can't be regenerated"
# 702.3b: "~ can attack as though it didn't have defender" (rules/combat.can_attack)
ATTACKS_DESPITE_DEFENDER = "can attack as though it didn't have defender"
# 302.6, 702.10b: "Enchanted creature can attack as though it had haste." (attacking only, not
# its {T} abilities: rules/combat.can_attack)
ATTACKS_AS_THOUGH_HASTE = "can attack as though it had haste"
# 702.17b: "~ can block Dragons as though it had reach." (Dragon Hunter: rules/combat.py)
REACH_FOR_DRAGONS = "can block dragons as though it had reach"
# 702.122a: "Enchanted creature can't attack, block, or crew Vehicles." (its power can't pay a
# crew cost: rules/keyword_abilities.crew_candidates)
CANT_CREW = "can't crew vehicles"
# 702.122a: "This creature crews Vehicles as though its power were 2 greater." (a Pilot token:
# the total power of the creatures tapped for a crew cost counts 2 more for it;
# rules/keyword_abilities.crew_candidates)
CREWS_AS_TWO_GREATER = "crews vehicles as though its power were 2 greater"
# 701.39d: "You may exert ~ as it attacks" (an optional cost to attack, 508.1g: rules/exert.py)
MAY_EXERT = "may exert as it attacks"
# 702.28b, 702.14: a blocker that may block creatures with shadow / landwalk anyway (509.1b:
# the evasion doesn't stop its blocks; rules/keyword_abilities.py)
BLOCKS_SHADOW = ("can block creatures with shadow as though ~ had shadow",
                 "can block creatures with shadow as though they didn't have shadow")
BLOCKS_LANDWALK = ("can block creatures with landwalk abilities as though they didn't have "
                   "those abilities")
COMBAT_ABILITIES = frozenset({
    *BLOCKS_SHADOW, BLOCKS_LANDWALK,
    "can't attack", "can't block", "can't be blocked",
    "attacks each combat if able",  # a requirement (508.1d)
    "blocks each combat if able", "must be blocked if able",  # requirements (509.1c)
    "must be blocked by exactly one creature if able",  # Nacatl War-Pride
    "can block an additional creature each combat", "can block any number of creatures",
    "can block an additional seven creatures each combat",  # Watcher in the Web (509.1a)
    "can't be blocked except by three or more creatures",  # Guile (a counting restriction)
    "can't be blocked by more than one creature",  # Alpha Authority
    "can't be blocked unless all creatures defending player controls block it",  # Tromokratis
    "all creatures able to block this do so",  # Lure: a requirement for each able blocker
    # ... of the blockers of one kind only (Marble Priest, Talruum Piper; rules/combat.py)
    "all walls able to block this do so", "all creatures with flying able to block this do so",
    # 702.3b: defender set aside for some players only (rules/defender_exceptions.py)
    "can attack players who attacked you during their last turn as though it didn't have "
    "defender",
    "can block only creatures with flying",  # a restriction on the blocker (509.1b)
    # restrictions on the whole declaration: it isn't the only attacker (508.1c) / blocker
    # (509.1b) declared
    "can't attack alone", "can't block alone",
    # ... it is the only attacker / it attacks or blocks with two others at least (508.1c,
    # 509.1b; rules/group_attacks.py)
    "can only attack alone", "can't attack unless at least two other creatures attack",
    "can't block unless at least two other creatures block",
    # ... with another attacker / blocker of a quality (rules/group_attacks.py)
    "can't attack unless a black or green creature also attacks",
    "can't attack unless a creature with greater power also attacks",
    "can't block unless a creature with greater power also blocks",
    "can't be blocked as long as it's attacking alone",  # 506.5, 509.1b
    # not combat abilities, but named by their words the same way: 502.3 skips it; 701.15c
    DOESNT_UNTAP, CANT_BE_REGENERATED, MAY_EXERT, CANT_CREW, CREWS_AS_TWO_GREATER,
    ATTACKS_DESPITE_DEFENDER,  # 702.3b
    ATTACKS_AS_THOUGH_HASTE,  # 302.6
    REACH_FOR_DRAGONS,  # 702.17b
    *BLOCK_RESTRICTIONS, *ATTACK_RESTRICTIONS,
})

PROTECTION_PREFIX = "protection from "
PROTECTION_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def is_known_ability(word: str) -> bool:
    """A keyword (702) or a named combat ability the engine implements."""
    if word in KNOWN_KEYWORDS or word in COMBAT_ABILITIES:
        return True
    from mtg_engine.cards.ward_grant import is_ward_keyword

    if is_ward_keyword(word):  # 702.21a, granted (613.1f)
        return True
    from mtg_engine.cards.numbered_grant import is_numbered_keyword

    if is_numbered_keyword(word):  # "annihilator 2", granted (613.1f)
        return True
    from mtg_engine.rules.chosen_landwalk import CHOSEN_LANDWALK, LAND_TYPE_OF_WALK

    if word == CHOSEN_LANDWALK or word in LAND_TYPE_OF_WALK:  # 702.14 ("desertwalk", 205.3i),
        return True  # 614.12a (a layer-6 grant: rules/layers.py)
    if not word.startswith((PROTECTION_PREFIX, "hexproof from ")):
        return False
    from mtg_engine.rules.protection import is_protection

    return is_protection(word)  # 702.16a: a colour, a card type, a creature type, everything


class _Ctx:
    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, field_name: str, msg: str) -> CardFileError:
        return CardFileError(f"{self.where}: field {field_name!r}: {msg}")


# The largest number a card file may write (a power, a life payment, "draw N", "create N
# tokens"): a larger one is a typing mistake, refused with the field named.
MAX_DSL_NUMBER = 1000
# Words an amount may be instead of a number (read by effects.verbs.amount_of); {"count":
# filter} is the other form.
AMOUNT_WORDS = ("X", "-X",  # "-X": "gets -X/-X" (107.3)
                "2X", "X+1", "X+2", "X+3",  # "twice X", "X plus 3" (cards/oracle/x_times.py)
                "defending_creatures",
                "kicks",  # the number of times it was kicked (702.33c-d)
                "sacrificed_power",  # the power of the creature sacrificed to cast it (608.2h)
                "storm",  # the number of other spells cast before this one this turn (702.40a)
                # "that much": the amount of the event that triggered the ability (603.2)
                "that_much")
_SIGNED = ("power", "toughness")  # effect parameters that may be negative (-2/-2)
_AMOUNTS = ("amount", "count", *_SIGNED,
            "unless_times")  # "pays {1} for each ..." (118.12, effects/stack_verbs.py)


def _int(ctx: _Ctx, where: str, v: Any, lo: int = 0, hi: int = MAX_DSL_NUMBER) -> int:
    """A whole number from a card file, between `lo` and `hi`, or a CardFileError naming the field."""
    if isinstance(v, str) and re.fullmatch(r"[+-]?\d{1,6}", v.strip()):
        v = int(v)
    if isinstance(v, bool) or not isinstance(v, int):
        raise ctx.fail(where, f"must be a whole number, not {v!r}")
    if not lo <= v <= hi:
        raise ctx.fail(where, f"{v} is out of range: it must be from {lo} to {hi}")
    return v


def _amount(ctx: _Ctx, where: str, key: str, v: Any) -> None:
    """An effect's number: a whole number in range, one of AMOUNT_WORDS or {"count": filter}
    (with `times: N`: N for each, "you gain 2 life for each creature you control")."""
    if isinstance(v, dict) and set(v) == {"count", "times"}:
        _int(ctx, f"{where}.times", v["times"], 1)
        return
    from mtg_engine.cards.amounts import is_amount_dict

    if is_amount_dict(v):  # a variable amount (cards/amounts.py, 608.2h)
        _amount_record(ctx, where, v)
        return
    if v == "-X" and key not in _SIGNED:
        raise ctx.fail(where, "-X is a change of power or toughness only")
    if (isinstance(v, dict) and set(v) == {"count"}) or (isinstance(v, str) and v in AMOUNT_WORDS):
        return
    if isinstance(v, str) and not re.fullmatch(r"[+-]?\d+", v.strip()):
        raise ctx.fail(where, f"must be a whole number, {' or '.join(AMOUNT_WORDS)} or "
                              f"{{count: filter}}, not {v!r}")
    _int(ctx, where, v, -MAX_DSL_NUMBER if key in _SIGNED else 0)


def _as_list(v: Any) -> list[Any]:
    if v is None:
        return []
    if isinstance(v, list):
        return v
    return [v]


def _check_keys(ctx: _Ctx, where: str, data: dict[str, Any], allowed: set[str]) -> None:
    if not isinstance(data, dict):
        raise ctx.fail(where, f"expected a mapping, got {type(data).__name__}")
    extra = set(data) - allowed
    if extra:
        raise ctx.fail(where, f"unknown key(s) {sorted(extra)}; allowed: {sorted(allowed)}")


def parse_filter(ctx: _Ctx, where: str, data: Any) -> Filter:
    if data is None:
        return Filter()
    from mtg_engine.rules.x_filters import X_FIELDS

    _check_keys(ctx, where, data, set(Filter.__slots__))
    kwargs: dict[str, Any] = {}
    for k, v in data.items():
        default = getattr(Filter(), k)
        if v == "X" and k in X_FIELDS:  # 107.3a: bound as X is known (rules/x_filters.py)
            kwargs["x_fields"] = (*kwargs.get("x_fields", ()), k)
        elif k == "attached_to_filter":  # 303.4: what it is attached to
            kwargs[k] = parse_filter(ctx, f"{where}.attached_to_filter", v)
        elif k == "any_of":  # one of these matches (each a filter of its own)
            kwargs[k] = tuple(parse_filter(ctx, f"{where}.any_of", a) for a in _as_list(v))
        elif k == "x_amount":  # 608.2h: X is a count taken as the filter is checked
            kwargs[k] = _x_amount(ctx, f"{where}.x_amount", v)
        elif isinstance(default, tuple):
            vals = tuple(str(x) for x in _as_list(v))
            if k in ("types", "not_types", "all_types"):
                try:
                    vals = tuple(CardType.parse(x).value for x in vals)
                except ValueError as e:
                    raise ctx.fail(f"{where}.{k}", str(e)) from None
            kwargs[k] = vals
        else:
            kwargs[k] = v
    if kwargs.get("controller") not in (None, "you", "opponent", "that_player",
                                        "enchanted_player") \
            or "controlled_by" in kwargs:  # (that_player: bound in play, 603.2; 303.4)
        raise ctx.fail(f"{where}.controller", "must be 'you', 'opponent', 'that_player' or "
                       "'enchanted_player'")
    if kwargs.get("cast_from", "") not in ("", "graveyard", "not_hand"):  # 601.2a
        raise ctx.fail(f"{where}.cast_from", "must be 'graveyard' or 'not_hand'")
    if kwargs.get("chosen", "") not in ("", "color", "creature_type", "name"):  # 614.12a
        raise ctx.fail(f"{where}.chosen", "must be 'color', 'creature_type' or 'name'")
    from mtg_engine.rules.spell_targets import ALTERNATIVES

    if any(v not in ALTERNATIVES for v in kwargs.get("spell_targets", ())):  # 115.9b
        raise ctx.fail(f"{where}.spell_targets", f"each must be one of {list(ALTERNATIVES)}")
    if ("x_amount" in kwargs or "x_counters" in kwargs) and not kwargs.get("x_fields"):
        raise ctx.fail(f"{where}.x_fields", "x_amount / x_counters give a value to X fields")
    return Filter(**kwargs)


# 208.1, 608.2h: the total power and toughness of the trigger's object (as it last existed)
PT_TOTAL_IT = {"power_of": "remembered", "plus_count": {"toughness_of": "remembered"}}


def _x_amount(ctx: _Ctx, where: str, v: Any) -> Any:
    """The count X of a filter's X fields is ("the number of Islands you control", 608.2h), or
    the source's power ("with power less than or equal to ~'s power", 208.1)."""
    from mtg_engine.cards.amounts import parse_amount

    if not isinstance(v, dict) or ("count" not in v and v != {"power_of": "self"}
                                   and set(v) != {"counters_on", "kind"} and v != PT_TOTAL_IT):
        raise ctx.fail(where, "a count of permanents ({count: filter}), the source's power "
                       "({power_of: self}), counters on it ({counters_on: self, kind}) or the "
                       "trigger's object's total power and toughness")
    return parse_amount(v, lambda d: parse_filter(ctx, f"{where}.count", d),
                        lambda msg: ctx.fail(where, msg))


def parse_target(ctx: _Ctx, where: str, data: Any) -> TargetSpec:
    _check_keys(ctx, where, data, {"kind", "filter", "zone", "optional", "word", "another",
                                   "per_x", "any_number", "one_or_more", "single_graveyard",
                                   "single_target", "owned_by_target", "kicked_only",
                                   "unkicked_only",
                                   "shares_type", "controlled_by_target", "per_opponent",
                                   "total_mana_value_le", "same_controller"})
    if data.get("total_mana_value_le") is not None and not (
            (data.get("word") or data.get("any_number") or data.get("per_x"))
            and isinstance(data["total_mana_value_le"], int)):
        raise ctx.fail(f"{where}.total_mana_value_le", "a number, on the requirements of one "
                       "word 'target' (601.2c)")
    if data.get("shares_type", "card") not in ("card", "permanent", "creature") \
            or (data.get("shares_type") and not data.get("word")):
        raise ctx.fail(f"{where}.shares_type", "card, permanent or creature (type), on the "
                       "requirements of one "
                       "word 'target' (601.2c)")
    for key in ("single_graveyard", "owned_by_target"):
        if data.get(key) and (data.get("kind") != "card" or data.get("zone") != "graveyard"):
            raise ctx.fail(f"{where}.{key}", "only for a target card in a graveyard")
    if data.get("another") and not data.get("word"):
        raise ctx.fail(f"{where}.another", "'another target' shares the word of the target "
                       "before it (115.3): give both the same nonzero word")
    if (data.get("filter") or {}).get("x_counters"):  # bound as a group is found (x_filters;
        # x_amount: counted as the target is checked, rules/filters.counted_bound)
        raise ctx.fail(f"{where}.filter.x_counters", "only in a group an instruction affects")
    kind = data.get("kind")
    if kind not in TARGET_KINDS:
        raise ctx.fail(f"{where}.kind", f"{kind!r} is not one of {list(TARGET_KINDS)}")
    if kind.endswith("_ability") and set(data.get("filter") or {}) - (
            {"spell_targets"} if kind == "spell_or_ability" else {"controller", "source_types"}):
        raise ctx.fail(f"{where}.filter", "a target ability takes no filter (701.5a; 'a spell "
                       "or ability': only what it targets, 115.9b; 'you control', 110.2)")
    if kind.endswith("_ability") and (data.get("filter") or {}).get("controller") not in (
            None, "you", "opponent"):
        raise ctx.fail(f"{where}.filter.controller", "only 'you' or 'opponent' (\"... ability "
                       "you control / you don't control\")")
    return TargetSpec(kind=kind, filter=parse_filter(ctx, f"{where}.filter", data.get("filter")),
                      zone=data.get("zone", "battlefield"), optional=bool(data.get("optional")),
                      word=_int(ctx, f"{where}.word", data.get("word", 0)),
                      another=bool(data.get("another")), per_x=bool(data.get("per_x")),
                      any_number=bool(data.get("any_number")),
                      per_opponent=bool(data.get("per_opponent")),
                      one_or_more=bool(data.get("one_or_more")),
                      single_graveyard=bool(data.get("single_graveyard")),
                      single_target=bool(data.get("single_target")),
                      owned_by_target=bool(data.get("owned_by_target")),
                      kicked_only=bool(data.get("kicked_only")),
                      unkicked_only=bool(data.get("unkicked_only")),
                      shares_type=str(data.get("shares_type", "")),
                      controlled_by_target=bool(data.get("controlled_by_target")),
                      same_controller=bool(data.get("same_controller")),
                      total_mana_value_le=data.get("total_mana_value_le"))


def _amount_record(ctx: _Ctx, where: str, v: dict[str, Any]) -> Any:
    """The `cards/amounts.Amount` a mapping writes, or a CardFileError naming the field."""
    from mtg_engine.cards.amounts import parse_amount

    return parse_amount(v, lambda f: parse_filter(ctx, where, f),
                        lambda msg: ctx.fail(where, msg))


def _freeze(ctx: _Ctx, where: str, v: Any) -> Any:
    from mtg_engine.cards.amounts import is_amount_dict

    if is_amount_dict(v):
        return _amount_record(ctx, where, v)
    if isinstance(v, dict):
        if set(v) == {"all"} or set(v) == {"count"}:
            key = next(iter(v))
            return (key, parse_filter(ctx, f"{where}.{key}", v[key]))
        if set(v) == {"all", "and_suspended"}:  # 702.62b: "... and each suspended card"
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]), "", "and_suspended")
        if set(v) == {"all", "controlled_by"}:  # 115.1: "all creatures target player controls"
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]), str(v["controlled_by"]))
        if set(v) == {"all", "same_name_as"}:  # 201.2: "... with the same name as that ..."
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]), str(v["same_name_as"]),
                    "same_name")
        if set(v) == {"all", "same_name_as", "same_controller"} and v["same_controller"] is True:
            # 201.2, 108.4: "... its controller controls with the same name as that ..."
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]), str(v["same_name_as"]),
                    "same_name_controller")
        if set(v) == {"all", "shares_color_with"}:  # 105.2: "... that shares a color with it"
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]),
                    str(v["shares_color_with"]), "shares_color")
        if set(v) == {"all", "shares_type_with"}:  # 205.3m (effects/shares_type.py)
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]),
                    str(v["shares_type_with"]), "shares_type")
        if set(v) == {"all", "in_graveyard"}:  # 611.2c: "each ... card in your graveyard"
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]), str(v["in_graveyard"]),
                    "in_graveyard")
        if set(v) in ({"didnt_discard", "of"}, {"didnt_put", "of"}):  # 608.2c
            if v["of"] not in ("each_opponent", "each_player"):  # (oracle/players_this_way.py)
                raise ctx.fail(f"{where}.of", "each_opponent or each_player")
            key = "didnt_discard" if "didnt_discard" in v else "didnt_put"
            return (key, parse_filter(ctx, f"{where}.{key}", v[key]), v["of"])
        if set(v) == {"each_player_controlling"}:  # 109.4 (oracle/players_controlling.py)
            return ("each_player_controlling",
                    parse_filter(ctx, f"{where}.each_player_controlling",
                                 v["each_player_controlling"]))
        if set(v) == {"all", "attached_to"}:  # 303.4, 301.5 (cards/oracle/attached_group.py)
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]), str(v["attached_to"]),
                    "attached_to")
        if set(v) == {"all", "and_attached_to", "said"}:  # (`said`: the words, render only)
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]),
                    str(v["and_attached_to"]), "and_attached_to")
        if set(v) == {"all", "other_than"}:  # "Each other creature ...": but the target
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]), str(v["other_than"]),
                    "other_than")
        if set(v) == {"all", "others_sharing_color_with"}:  # 105.2: "all other ... with it"
            return ("all", parse_filter(ctx, f"{where}.all", v["all"]),
                    str(v["others_sharing_color_with"]), "others_sharing_color")
        if set(v) == {"count", "times"}:  # N for each (608.2h)
            return ("count", parse_filter(ctx, f"{where}.count", v["count"]), int(v["times"]))
        return tuple((k, _freeze(ctx, f"{where}.{k}", x)) for k, x in v.items())
    if isinstance(v, list):
        return tuple(_freeze(ctx, where, x) for x in v)
    return v


def _one_entry(ctx: _Ctx, where: str, data: Any, what: str, key: str,
               known: Any) -> tuple[str, Any]:
    """An effect or a static ability is a mapping with one key, which must be known."""
    if not isinstance(data, dict) or len(data) != 1:
        raise ctx.fail(where, f"{what[0]} is a mapping with exactly one {key}")
    name, params = next(iter(data.items()))
    if name not in known:
        raise ctx.fail(where, f"unknown {what[1]} {key} {name!r}")
    return name, params


def parse_effect(ctx: _Ctx, where: str, data: Any) -> Effect:
    """One instruction; its "if" (608.2c) and "may" (608.2d) are never dropped: a branch
    that built the instruction without them would play the card differently from its text."""
    from mtg_engine.rules.choosers import parse_may

    verb, params = _one_entry(ctx, where, data, ("an effect", "effect"), "verb", EFFECT_VERBS)
    params = dict(params or {})
    condition = parse_condition(ctx, f"{where}.{verb}.if", params.pop("if")) \
        if "if" in params else None
    try:
        may, chooser = parse_may(params.pop("may", False))  # 608.2d (rules/choosers.py)
    except ValueError as e:
        raise ctx.fail(f"{where}.{verb}.may", str(e)) from None
    effect = _parse_effect(ctx, where, verb, params, condition, may, chooser)
    if (effect.condition is None, effect.optional, effect.chooser) != (
            condition is None, may, chooser):
        raise ctx.fail(where, "the instruction lost its 'if' or 'may' (608.2c, 608.2d)")
    return effect


# player_restriction's `cant`: one thing, or two said in one sentence (effects/player_restrictions)
_ONE_CANT = ("cast", "play_lands", "gain_life", "search")
_TWO_CANTS = (("cast", "activate_nonmana"), ("cast", "activate_loyalty"))


def _parse_effect(ctx: _Ctx, where: str, verb: str, params: dict[str, Any],
                  condition: Condition | None, may: bool, chooser: str) -> Effect:
    from mtg_engine.cards.dsl_statics import parse_layer_effect

    required, optional = EFFECT_VERBS[verb]
    _check_keys(ctx, f"{where}.{verb}", params, set(required | optional))
    missing = required - set(params)
    if missing:
        raise ctx.fail(f"{where}.{verb}", f"missing {sorted(missing)}")
    if verb == "damage" and params.get("divided") and params.get("amount") != "X" and (
            not isinstance(params.get("amount"), int) or params["amount"] < 1):
        # 601.2d: a number of damage known as it is cast (rules/division.py; X: 601.2b)
        raise ctx.fail(f"{where}.damage.divided", "only a fixed amount of damage (or X) can "
                       "be divided")
    if verb == "counter" and ("time" in params or "suspend" in params) and (
            not params.get("exile") or not isinstance(params.get("time"), int)
            or params.get("suspend", "unless_has") != "unless_has"):  # 702.62a (Delay)
        raise ctx.fail(f"{where}.counter.time", "exiled (exile: true) with a number of time "
                       "counters; suspend: unless_has")
    if verb == "suspend_exiled" and (params.get("suspend", "unless_has") != "unless_has"
                                     or not isinstance(params["count"], int)
                                     or not 1 <= params["count"] <= 20):  # 702.62a
        raise ctx.fail(f"{where}.suspend_exiled", "count 1..20; suspend unless_has")
    if verb == "exile_time" and (params.get("suspend", "") not in ("", "gains", "unless_has")
                                 or str(params.get("said", "with")).partition(":")[0]
                                 not in ("with", "put")
                                 or not isinstance(params["count"], int)
                                 or not 1 <= params["count"] <= 20):  # 702.62a, 122.1
        raise ctx.fail(f"{where}.exile_time", "count 1..20; suspend gains or unless_has")
    if verb == "players_this_way" and params["cant"] != "cast":  # 101.2
        raise ctx.fail(f"{where}.players_this_way.cant", "must be cast")
    if verb == "restrict_this_way" and params["keyword"] not in ("can't block",):  # 509.1b
        raise ctx.fail(f"{where}.restrict_this_way.keyword", "must be \"can't block\"")
    if verb == "prevent" and params.get("kind") not in ("combat", "to", "from", "next", "none",
                                                        "combat_to", "combat_from",
                                                        "chosen_source", "group", "next_from",
                                                        "colored_sources", "creatures_of",
                                                        "creatures_except"):
        # "none": "Damage can't be prevented this turn." (615.12); "combat_to" /
        # "combat_from": only combat damage to / from `what` (615.1a); "next_from": the next
        # N damage `what` would deal (615.7)
        raise ctx.fail(f"{where}.prevent.kind", "must be combat, to, from, next, none, "
                       "combat_to, combat_from, chosen_source, group, next_from, "
                       "colored_sources, creatures_of or creatures_except")
    if verb == "prevent" and (params.get("kind") == "colored_sources") != bool(
            params.get("color_choice")) and not (params.get("kind") == "to"
                                                 and params.get("color_choice") is True):
        # 608.2d: "sources of the color of your choice" (effects/prevention_sources.py)
        raise ctx.fail(f"{where}.prevent.color_choice", "true, with kind colored_sources "
                       "(or to)")
    creature_shield = params.get("kind") == "chosen_source" \
        and params.get("filter") == {"types": ["Creature"]}
    next_to_you = params.get("kind") == "next" and params.get("what") == "you"
    # (effects/prevention_sources.py)
    creatures_of = params.get("kind") in ("creatures_of", "creatures_except")
    if verb == "prevent" and "combat" in params and (
            params["combat"] is not True or not (creature_shield or next_to_you or creatures_of)):
        raise ctx.fail(f"{where}.prevent.combat", "true, on a chosen_source shield whose "
                       "filter is a creature (615.1a), or on the next N damage to you")
    for key in _AMOUNTS:
        if key in params and not (verb == "put_counters" and key == "kind"):
            _amount(ctx, f"{where}.{verb}.{key}", key, params[key])
    if verb == "block_restriction" and params.get("kind") not in (
            "cant_be_blocked_by", "cant_be_blocked_except_by"):  # 509.1b
        raise ctx.fail(f"{where}.block_restriction.kind",
                       "must be cant_be_blocked_by or cant_be_blocked_except_by")
    if verb == "player_restriction" and params.get("cant") not in _ONE_CANT \
            and tuple(params.get("cant") or ()) not in _TWO_CANTS:  # 101.2, 119.7, 701.19b
        raise ctx.fail(f"{where}.player_restriction.cant", "must be cast (with an optional "
                       "filter of the spells), play_lands, gain_life or search, or [cast, "
                       "activate_nonmana] / [cast, activate_loyalty] (602.5, 606.3)")
    if verb == "player_restriction" and "filter" in params and params.get("cant") != "cast" \
            and tuple(params.get("cant") or ()) not in _TWO_CANTS:
        raise ctx.fail(f"{where}.player_restriction.filter", "the spells of 'cast' only")
    if verb == "player_restriction" and params.get("until", "") not in ("", "your_next_turn"):
        raise ctx.fail(f"{where}.player_restriction.until", "only your_next_turn or \"\" (for "
                       "the rest of the game, 611.2a)")
    if verb == "resolving_spell_to" and params.get("to") not in ("exile", "library", "bottom",
                                                                 "hand"):
        raise ctx.fail(f"{where}.resolving_spell_to.to", "must be exile, library, bottom or hand")
    if verb == "change_text":  # 612 (rules/text_changes.py)
        from mtg_engine.rules.text_changes import WORDS

        if params["words"] not in WORDS or params.get("until", "") not in ("", "end_of_turn") \
                or not isinstance(params.get("not_to", []), list):
            raise ctx.fail(f"{where}.change_text", f"words: one of {list(WORDS)}; until: "
                           "end_of_turn or none (indefinitely); not_to: a list of words")
    if verb == "search_named" and ("name" in params) == ("filter" in params):  # 701.19
        raise ctx.fail(f"{where}.search_named", "a name or a filter (one of them)")
    if verb == "cast_copy" and params.get("free") is not True:  # 707.12, 118.9
        raise ctx.fail(f"{where}.cast_copy.free", "must be true (only 'without paying its mana "
                       "cost' is cast by an effect here)")
    from mtg_engine.cards.dsl_effect_checks import effect_param_problem

    problem = effect_param_problem(verb, params)  # 611.2a durations, 614.1a
    if problem:
        raise ctx.fail(f"{where}.{verb}", problem)
    if verb == "become_copy" and params.get("until", "") not in ("", "end_of_turn"):  # 707.4
        raise ctx.fail(f"{where}.become_copy.until", "must be end_of_turn or none")
    if verb == "reveal_named" and params.get("rest") not in ("exile", "graveyard"):
        raise ctx.fail(f"{where}.reveal_named.rest", "must be 'exile' or 'graveyard'")
    if verb == "prevent" and params.get("until") not in (None, "your_next_turn"):  # 611.2a
        raise ctx.fail(f"{where}.prevent.until", "must be 'your_next_turn'")
    if verb == "reveal_piles" and params.get("separator") not in ("opponent", "you"):  # 700.3
        raise ctx.fail(f"{where}.reveal_piles.separator", "must be 'opponent' or 'you'")
    if verb == "shuffle_into_library" and params.get("and", "blocked") not in (
            "blocked", "in_combat", "target"):  # (effects/library_with.py)
        raise ctx.fail(f"{where}.shuffle_into_library.and", "blocked, in_combat or target")
    if verb == "exchange_life" and (  # 701.10c, 701.10g (effects/exchange_life.py)
            (isinstance(params["who"], list) and (len(params["who"]) != 2 or "stat" in params))
            or (not isinstance(params["who"], list)
                and params.get("stat") not in ("power", "toughness"))):
        raise ctx.fail(f"{where}.exchange_life", "two players, or one player and a stat "
                       "(power or toughness)")
    if verb == "choose_name":  # 201.2 (rules/card_names.py)
        from mtg_engine.rules.card_names import QUALITIES

        if params.get("quality", "") not in QUALITIES:
            raise ctx.fail(f"{where}.choose_name.quality", f"must be one of {list(QUALITIES)}")
    if verb == "skip_untap" and params.get("until", "") and not as_long_as(
            str(params["until"])):  # 611.2b
        raise ctx.fail(f"{where}.skip_untap.until", f"must be one of {list(AS_LONG_AS)}")
    if verb == "continuous":
        if params.get("until", "end_of_turn") not in ("end_of_turn", "your_next_turn", "") \
                and not as_long_as(str(params["until"])):
            raise ctx.fail(f"{where}.continuous.until", "must be end_of_turn, your_next_turn, "
                           f"'' or one of {list(AS_LONG_AS)}")
        from mtg_engine.rules.chosen_words import chosen_params

        effect = parse_layer_effect(ctx, f"{where}.continuous", params)
        if not effect.layers() and not params.get("choose") and "set_pt_x" not in params:
            raise ctx.fail(f"{where}.continuous", "the effect changes nothing")
        try:
            chosen = chosen_params(params, KNOWN_KEYWORDS)
        except ValueError as e:
            raise ctx.fail(f"{where}.continuous", str(e)) from None
        if params.get("untap") not in (None, *UNTAP_THOSE) or (params.get("untap")
                                                                and not effect.control):
            raise ctx.fail(f"{where}.continuous.untap", f"one of {list(UNTAP_THOSE)}, with a "
                           "control change")
        untap = (("untap", str(params["untap"])),) if params.get("untap") else ()
        if "set_pt_x" in params:  # 613.4b, 608.2h: "becomes an X/X ..., where X is ..."
            if not (isinstance(params["set_pt_x"], dict) or params["set_pt_x"] == "X") \
                    or effect.set_power is not None \
                    or effect.set_toughness is not None or effect.pt_mana_value:
                raise ctx.fail(f"{where}.continuous.set_pt_x", "an amount or X (107.3a), with "
                               "no other base power and toughness")
            untap += (("set_pt_x", "X" if params["set_pt_x"] == "X" else _amount_record(
                ctx, f"{where}.continuous.set_pt_x", params["set_pt_x"])),)
        # 608.2c, 608.2d: its "if" and "you may" hold as for any instruction
        return Effect(verb, (("what", _freeze(ctx, where, params["what"])),
                             ("until", str(params.get("until", "end_of_turn"))),
                             ("effect", effect), *chosen, *untap), condition, may, chooser)
    if verb == "create_token" and "except" in params:  # 707.9b (rules/token_copies.py)
        from mtg_engine.cards.dsl_token_copies import except_effect

        return except_effect(ctx, where, params, condition, may)
    if verb in ("copy_spell", "become_copy") and "except" in params:  # 707.9b: colours only
        exc = params["except"]
        if not isinstance(exc, dict) or set(exc) != {"set_colors"}:
            raise ctx.fail(f"{where}.{verb}.except", "only {set_colors: [...]} (707.9b)")
        parse_layer_effect(ctx, f"{where}.{verb}.except", exc)
    if verb == "add_mana" and "mana" in params:
        try:
            parse_mana_produced(params["mana"])
        except ManaCostError as e:
            raise ctx.fail(f"{where}.add_mana.mana", str(e)) from None
    if verb == "delayed":  # 603.7
        return _delayed_effect(ctx, where, params, condition, may)
    if verb in ("reflexive", "tempting_offer", "each_may"):  # 603.12, 608.2d, 101.4
        from mtg_engine.cards.dsl_reflexive import reflexive_effect

        return reflexive_effect(ctx, where, params, condition, may, verb)
    if verb == "prevent" and params.get("kind") == "group":  # 615.1a, 615.3
        reps = params.get("replacements")
        if not isinstance(reps, list) or not reps:
            raise ctx.fail(f"{where}.prevent.replacements", "a list of prevention effects")
        specs = tuple(parse_replacement(ctx, f"{where}.prevent.replacements[{i}]", r)
                      for i, r in enumerate(reps))
        if any(sp.event != "damage" or sp.instead != "prevent"
               or sp.affects not in ("you", "filter", "any", "each_player")
               or sp.source not in ("any", "filter") for sp in specs):
            raise ctx.fail(f"{where}.prevent.replacements", "damage prevention on players or "
                           "groups, from any source or a group (615.1a)")
        gain = (("gain_life", True),) if params.get("gain_life") else ()  # 615.5
        return Effect(verb, (("kind", "group"), ("replacements", specs), *gain), condition, may)
    if verb == "replace_this_turn":  # 614.1a, 514.2
        return Effect(verb, (("replacement", parse_replacement(
            ctx, f"{where}.{verb}.replacement", params["replacement"])),), condition, may)
    if verb == "add_replacement":
        spec = parse_replacement(ctx, f"{where}.{verb}.replacement",
                                 {**params["replacement"], "affects": "shield"})
        during = params.get("during")
        if during is not None and during not in ("their_next_turn", "this_turn"):
            raise ctx.fail(f"{where}.{verb}.during", "must be their_next_turn or this_turn")
        return Effect(verb, (("what", _freeze(ctx, where, params["what"])),
                             ("replacement", spec),
                             *((("during", during),) if during else ())), condition, may)
    return Effect(verb, tuple(
        (k, parse_filter(ctx, f"{where}.{verb}.{k}", v)
         if k == "filter" or (verb, k) in (("draw_reveal", "keep"), ("punish", "unless_filter"),
                                         ("chain_copy", "sacrifice"))
         else tuple(parse_filter(ctx, f"{where}.{verb}.{k}", f) for f in _as_list(v))
         if k == "filters" and verb in ("search_each", "keep_rest", "look_at_top",
                                        "sacrifice_each_kind")
         else _freeze(ctx, f"{where}.{verb}.{k}", v)) for k, v in params.items()),
        condition, may, chooser)


def parse_condition(ctx: _Ctx, where: str, data: Any) -> Condition:
    """`kicked` / `{kind: controls, filter: {...}, count: 3}` / `{kicked_with: 1}`."""
    if isinstance(data, str):
        data = {"kind": data}
    if isinstance(data, dict) and len(data) == 1 and next(iter(data)) in CONDITION_KINDS:
        k, v = next(iter(data.items()))
        data = {"kind": k, "count": v} if isinstance(v, int) else {"kind": k, "name": v}
    _check_keys(ctx, where, data, {"kind", "count", "filter", "name", "negate", "parts",
                                   "amount", "target", "besides"})
    if data.get("kind") not in CONDITION_KINDS:
        raise ctx.fail(f"{where}.kind", f"{data.get('kind')!r} is not one of {list(CONDITION_KINDS)}")
    parts = tuple(parse_condition(ctx, f"{where}.parts[{i}]", p)
                  for i, p in enumerate(_as_list(data.get("parts"))))
    if data["kind"] == "active_player":  # (rules/conditions.holds)
        if len(parts) != 1:
            raise ctx.fail(f"{where}.parts", "active_player has one part")
    elif (len(parts) >= 2) != (data["kind"] in ("all_of", "any_of")):
        raise ctx.fail(f"{where}.parts", "two or more parts, for all_of / any_of only")
    amount = _amount_record(ctx, f"{where}.amount", data["amount"]) if "amount" in data else None
    besides = data.get("besides", "")
    if besides and (besides != "remembered"
                    or data["kind"] not in ("controls", "not_controls", "any_controls")):
        raise ctx.fail(f"{where}.besides", "remembered (the trigger event's object, not "
                       "counted), on controls / not_controls / any_controls only")
    return Condition(str(data["kind"]), int(data.get("count", 1)),
                     parse_filter(ctx, f"{where}.filter", data.get("filter")),
                     str(data.get("name", "")), bool(data.get("negate", False)), parts, amount,
                     int(data.get("target", 0)), str(besides))


def _effects(ctx: _Ctx, where: str, data: Any) -> tuple[Effect, ...]:
    return tuple(parse_effect(ctx, f"{where}[{i}]", e) for i, e in enumerate(_as_list(data)))


def _targets(ctx: _Ctx, where: str, data: Any, x_ok: bool = False, any_ok: bool = False
             ) -> tuple[TargetSpec, ...]:
    """`any_ok`: "any number of target ..." last (a triggered ability's, 603.3d)."""
    out = tuple(parse_target(ctx, f"{where}[{i}]", t) for i, t in enumerate(_as_list(data)))
    if any(t.per_x or t.any_number or t.per_opponent for t in out[:-1]) \
            or (out and (out[-1].per_x or (out[-1].any_number and not any_ok)) and not x_ok):
        # 601.2c, 601.2b: X announced before the targets (rules/x_targets.py)
        raise ctx.fail(where, "'per_x' (X targets) only on the last target requirement of a "
                       "spell that isn't modal or of an activated ability")
    for i, t in enumerate(out):
        if t.controlled_by_target and (i == 0 or out[i - 1].kind not in (
                "player_or_planeswalker", "opponent_or_planeswalker")):
            raise ctx.fail(f"{where}[{i}].controlled_by_target", "only right after a target "
                           "player (or opponent) or planeswalker (601.2c)")
    return out


def parse_trigger(ctx: _Ctx, where: str, data: Any) -> TriggeredAbility:
    from mtg_engine.cards.dsl_activated import uses_discarded, uses_revealed, uses_sacrificed

    _check_keys(ctx, where, data, {"event", "text", "effects", "targets", "optional", "filter",
                                   "if", "if_you_control", "chapter", "level", "nth", "modes",
                                   "zone", "choose", "choose_min", "state",
                                   "once_each_turn", "choose_up_to", "choose_unchosen"})
    if (data.get("event") == "state") != ("state" in data):  # 603.8
        raise ctx.fail(f"{where}.state", "a state trigger (event 'state') has its state, and "
                       "only it has one")
    if data.get("event") not in TRIGGER_EVENTS:
        raise ctx.fail(f"{where}.event", f"{data.get('event')!r} is not one of {list(TRIGGER_EVENTS)}")
    chapter = data.get("chapter", 0)
    if (data["event"] == "chapter") != (isinstance(chapter, int) and chapter > 0):
        raise ctx.fail(f"{where}.chapter", "a chapter ability (event 'chapter') needs its "
                       "chapter number, a positive integer, and only it has one (715.2a)")
    level = data.get("level", 0)
    if (data["event"] == "becomes_level") != (isinstance(level, int) and level > 1):
        raise ctx.fail(f"{where}.level", "\"When this Class becomes level N\" (event "
                       "'becomes_level') needs its level N, at least 2, and only it has one")
    nth = data.get("nth", 0)
    if (data["event"] in NTH_EVENTS + AT_LEAST_EVENTS) != (
            isinstance(nth, int) and not isinstance(nth, bool) and 1 <= nth <= 10):
        raise ctx.fail(f"{where}.nth", f"events {list(NTH_EVENTS + AT_LEAST_EVENTS)} need 'nth' "
                       "(1 to 10: \"your second spell each turn\" is 2, \"two or more\" is 2),"
                       " and only they have one")
    effects = _effects(ctx, f"{where}.effects", data.get("effects"))
    from mtg_engine.rules.any_number_costs import ways_read

    if uses_sacrificed(effects) or uses_discarded(effects) or uses_revealed(effects) \
            or ways_read(effects):  # (a spell's "any number" cost's: 118.8)
        raise ctx.fail(f"{where}.effects", "'the sacrificed creature' / 'the discarded card' "
                       "/ 'the revealed card' needs a cost (118.3)")
    if any(e.verb == "suspend_exiled" for e in effects):  # (a cost's card: 118.3, 702.62a)
        raise ctx.fail(f"{where}.effects", "suspend_exiled: 'the exiled card' needs a cost")
    modes = tuple(  # (603.3c-d: a mode's "any number of target ..." chosen as for one)
        Mode(targets=_targets(ctx, f"{where}.modes[{i}].targets", m.get("targets"),
                              any_ok=True),
             effects=_effects(ctx, f"{where}.modes[{i}].effects", m.get("effects")),
             text=str(m.get("text", "")))
        for i, m in enumerate(_as_list(data.get("modes"))))
    if modes and (effects or data.get("targets") or len(modes) < 2 or data.get("optional")):
        raise ctx.fail(f"{where}.modes", "a modal triggered ability (700.2) has two or more "
                       "modes and no effects or targets of its own")
    choose = _int(ctx, f"{where}.choose", data.get("choose", 1))
    choose_min = _int(ctx, f"{where}.choose_min", data.get("choose_min", 0))
    if (choose, choose_min) != (1, 0) and not 1 <= (choose_min or choose) <= choose <= len(modes):
        raise ctx.fail(f"{where}.choose", "choose 1 to the number of modes (700.2)")
    up_to = data.get("choose_up_to", False)
    if up_to not in (False, True) or (up_to and (not modes or choose_min)):
        raise ctx.fail(f"{where}.choose_up_to", "true only on modes with no choose_min (700.2b)")
    unchosen = data.get("choose_unchosen", "")
    if unchosen not in ("", "game", "turn") or (unchosen and (not modes or choose != 1
                                                               or choose_min or up_to)):
        raise ctx.fail(f"{where}.choose_unchosen", "'game' or 'turn', only on 'choose one' modes")
    zone = data.get("zone", "battlefield")
    if zone not in TRIGGER_ZONES:  # 113.6m
        raise ctx.fail(f"{where}.zone", f"{zone!r} is not one of {list(TRIGGER_ZONES)}")
    return TriggeredAbility(modes=modes, zone=zone, choose=choose, choose_min=choose_min,
        choose_up_to=bool(up_to), choose_unchosen=str(unchosen),
        state=parse_condition(ctx, f"{where}.state", data["state"]) if "state" in data else None,
        chapter=chapter, level=level, nth=nth, once_each_turn=bool(data.get("once_each_turn")),
        event=data["event"], text=str(data.get("text", "")),
        effects=effects,
        targets=_targets(ctx, f"{where}.targets", data.get("targets"), any_ok=True),
        optional=bool(data.get("optional")),
        filter=parse_filter(ctx, f"{where}.filter", data.get("filter")),
        condition=parse_condition(ctx, f"{where}.if", data["if"]) if "if" in data else None,
        if_you_control=parse_filter(ctx, f"{where}.if_you_control", data["if_you_control"])
        if "if_you_control" in data else None,
    )


def parse_replacement(ctx: _Ctx, where: str, data: Any) -> ReplacementSpec:
    from mtg_engine.rules import prevention_after

    keys = set(ReplacementSpec.__slots__)
    _check_keys(ctx, where, data, keys)
    for key, allowed in (("event", REPLACEMENT_EVENTS), ("instead", REPLACEMENT_ACTIONS),
                         ("affects", REPLACEMENT_AFFECTS), ("choice", REPLACEMENT_CHOICES),
                         ("source", ("any", "self", "filter", "shield", "attached", "spell",
                                     "filter_but_shield"))):
        default = {"affects": "self", "choice": "", "source": "any"}.get(key)
        if key == "choice" and str(data.get(key, "")).startswith("reveal:"):
            _reveal_choice(ctx, f"{where}.choice", str(data[key]))  # 614.12
        elif key == "choice" and str(data.get(key, "")).startswith("enter_cost:"):
            _enter_cost_choice(ctx, f"{where}.choice", str(data[key]))  # 614.1a
        elif key == "choice" and str(data.get(key, "")).startswith("counter_choice:"):
            from mtg_engine.rules.entering_counter_choice import valid  # 614.1c

            if not valid(str(data[key])):
                raise ctx.fail(f"{where}.choice", "counter_choice:<how many>:<kind>|<kind>...")
        elif key == "choice" and str(data.get(key, "")).startswith("card_type_of:"):
            from mtg_engine.rules.card_type_choice import valid  # 614.12a, 205.2a

            if not valid(str(data[key])):
                raise ctx.fail(f"{where}.choice", "card_type_of:<Type>|<Type>... (205.2a)")
        elif key == "choice" and str(data.get(key, "")).startswith("amplify:"):
            from mtg_engine.rules import amplify  # 614.12a: cards revealed as it enters

            if not amplify.valid(str(data[key])):
                raise ctx.fail(f"{where}.choice", f"amplify:<N>:<one of {list(amplify.KINDS)}>")
        elif key == "choice" and str(data.get(key, "")).startswith("devour:"):
            from mtg_engine.rules.keyword_effects import DEVOUR_WHAT  # 614.12a, 614.1c

            parts = str(data[key]).split(":")
            if len(parts) != 3 or not parts[1].isdigit() or parts[2] not in DEVOUR_WHAT:
                raise ctx.fail(f"{where}.choice", f"devour:<N>:<one of {list(DEVOUR_WHAT)}>")
        elif key == "choice" and str(data.get(key, "")).startswith("draw_instead:"):
            from mtg_engine.rules.draw_instead import check  # 614.1a, 121.6

            why = check(str(data[key]))
            if why is not None or data.get("event") != "draw":
                raise ctx.fail(f"{where}.choice", f"draw_instead:<JSON> of a draw: {why}")
        elif key == "choice" and str(data.get(key, "")).startswith("anchor:"):
            if len([w for w in str(data[key])[7:].split("|") if w.isalpha()]) < 2:  # 614.12b
                raise ctx.fail(f"{where}.choice", "anchor:<word>|<word> (614.12b)")
        elif data.get(key, default) not in allowed:
            raise ctx.fail(f"{where}.{key}", f"must be one of {list(allowed)}")
    if (data.get("instead") == "redirect") != (data.get("redirect_to", "") != "") \
            or data.get("redirect_to", "") not in ("", "self", "attached", "shield"):
        raise ctx.fail(f"{where}.redirect_to", "a redirection (614.9) says where the damage "
                       "goes: self, attached or shield")
    if data.get("condition", "") not in REPLACEMENT_CONDITIONS:
        raise ctx.fail(f"{where}.condition", f"must be one of {list(REPLACEMENT_CONDITIONS)}")
    if data.get("after_prevented") and not prevention_after.valid(str(data["after_prevented"])):
        raise ctx.fail(f"{where}.after_prevented", "an additional effect of 615.5 "
                       "(rules/prevention_after.py)")
    if data.get("instead") == "may_choose" and not str(data.get("choice", "")).startswith(
            "draw_instead:"):  # 614.1a: an optional draw replacement (rules/draw_instead.py)
        raise ctx.fail(f"{where}.choice", "'may_choose' is a draw_instead: choice")
    if data.get("instead") == "choose" and not data.get("choice"):
        raise ctx.fail(f"{where}.choice", "'choose' needs what is chosen (614.12a)")
    kwargs: dict[str, Any] = {}
    for k, v in data.items():
        if k in ("filter", "source_filter"):
            kwargs[k] = parse_filter(ctx, f"{where}.{k}", v)
        elif k == "amount_per":  # 614.1c: "... for each ..." (a variable amount, 608.2h)
            if data.get("instead") != "counters":
                raise ctx.fail(f"{where}.amount_per", "only for counters as it enters")
            _amount(ctx, f"{where}.amount_per", "amount_per", v)
            kwargs[k] = _freeze(ctx, f"{where}.amount_per", v)
        elif k == "damage_at_most":  # 615.1a (Callous Giant)
            kwargs[k] = _int(ctx, f"{where}.{k}", v, 1, 99)
        elif k in ("amount",):
            # -1 X, -2 once per kick (702.33c), -3 the colors of mana spent (702.44a), -4
            # "prevent half that damage, rounded up" (615.10, rules/replacement._prevent)
            if v in ("half_up", "all_but_1") and data.get("instead") != "prevent":
                raise ctx.fail(f"{where}.amount", f"{v}: only a prevention's (615.10)")
            kwargs[k] = int({"X": -1, "kicks": -2, "colors_spent": -3,
                             "mana_spent": MANA_SPENT,  # 601.2h (rules/mana_spent.py)
                             "half_up": PREVENT_HALF_UP,
                             "all_but_1": PREVENT_ALL_BUT_ONE}.get(v, v))
        elif k in ("combat_only", "noncombat_only", "shuffle", "self_replacement", "once",
                   "gain_life_prevented"):
            kwargs[k] = bool(v)
        elif k in ("unless", "as_long_as"):
            kwargs[k] = parse_condition(ctx, f"{where}.{k}", v)
        elif k == "tokens":  # 111.1: token keys (rules/replacement_tokens.py)
            if not isinstance(v, (list, tuple)) or not v or not all(
                    isinstance(t, str) and t for t in v):
                raise ctx.fail(f"{where}.tokens", "a list of token keys")
            kwargs[k] = tuple(v)
        else:
            kwargs[k] = str(v)
    return ReplacementSpec(**kwargs)


def _enter_cost_choice(ctx: _Ctx, where: str, choice: str) -> None:
    """614.1a: "enter_cost:" + canonical JSON {act, filter, may[, count]}
    (rules/entering_cost.py)."""
    import json

    try:
        d = json.loads(choice[len("enter_cost:"):])
        ok = set(d) - {"count"} == {"act", "filter", "may"} \
            and d["act"] in ("sacrifice", "discard", "sacrifice_all", "discard_all",
                             "exile_graveyard") \
            and isinstance(d["may"], bool) \
            and (type(d.get("count", 2)) is int and d.get("count", 2) > 1)  # (two lands)
    except (ValueError, TypeError):
        ok = False
    if not ok:
        raise ctx.fail(where, "enter_cost: must be followed by JSON {act, filter, may}")
    parse_filter(ctx, where, d["filter"])
    if json.dumps(d, sort_keys=True, separators=(",", ":")) != choice[len("enter_cost:"):]:
        raise ctx.fail(where, "enter_cost: the JSON must be canonical (sorted keys)")


def _reveal_choice(ctx: _Ctx, where: str, choice: str) -> None:
    """614.12: "reveal:" + the canonical JSON of the filter of the card to reveal
    (rules/entering_reveal.py)."""
    import json

    try:
        f = json.loads(choice[len("reveal:"):])
    except ValueError:
        raise ctx.fail(where, "reveal: must be followed by a JSON card filter") from None
    parse_filter(ctx, where, f)
    if json.dumps(f, sort_keys=True, separators=(",", ":")) != choice[len("reveal:"):]:
        raise ctx.fail(where, "reveal: the filter must be canonical JSON (sorted keys)")


def _self_cost(ctx: _Ctx, data: Any) -> SelfCostReduction:
    """`{less: 1, for_each: <amount>}`, `{less: 2, if: <condition>}` or `{less: 2,
    if_targets: <filter>}` (601.2f; 601.2c: "if it targets a blue permanent")."""
    _check_keys(ctx, "self_cost", data, {"less", "for_each", "if", "if_targets", "mana", "said",
                                         "targets_spell"})
    less = _int(ctx, "self_cost.less", data.get("less", 0))
    if less < (0 if data.get("mana") else 1) \
            or sum(k in data for k in ("for_each", "if", "if_targets")) != 1:
        raise ctx.fail("self_cost", "less: N (1 or more) and one of for_each / if / if_targets")
    if data.get("mana"):  # 118.7b-c: coloured mana, with a condition (rules/self_cost_mana.py)
        mana = str(data["mana"])
        if not ("if" in data or "for_each" in data) \
                or not re.fullmatch(r"(?:\{[WUBRG]\})+", mana):
            raise ctx.fail("self_cost.mana", "coloured symbols ({U}{U}), with `if` or "
                           "`for_each`")
        if "for_each" in data:  # ("{G} less for each green creature you control")
            if less or not isinstance(data["for_each"], dict):
                raise ctx.fail("self_cost.for_each", "an amount, with no generic part")
            return SelfCostReduction(0, per=_amount_record(ctx, "self_cost.for_each",
                                                           data["for_each"]), mana=mana)
        return SelfCostReduction(less, condition=parse_condition(ctx, "self_cost.if",
                                                                 data["if"]), mana=mana)
    if "if_targets" in data:
        return SelfCostReduction(less, if_targets=parse_filter(ctx, "self_cost.if_targets",
                                                               data["if_targets"]),
                                 targets_spell=bool(data.get("targets_spell")))
    if "if" in data:
        return SelfCostReduction(less, condition=parse_condition(ctx, "self_cost.if",
                                                                 data["if"]))
    per = data["for_each"]
    if not isinstance(per, dict):
        raise ctx.fail("self_cost.for_each", "must be an amount (cards/amounts.py)")
    return SelfCostReduction(less, per=_amount_record(ctx, "self_cost.for_each", per))


def parse_spell(ctx: _Ctx, where: str, data: Any) -> SpellAbility:
    _check_keys(ctx, where, data, {"targets", "effects", "modes", "choose", "choose_min",
                                   "repeat_modes", "kicked_any_modes"})
    modes = tuple(
        Mode(targets=_targets(ctx, f"{where}.modes[{i}].targets", m.get("targets")),
             effects=_effects(ctx, f"{where}.modes[{i}].effects", m.get("effects")),
             text=str(m.get("text", "")))
        for i, m in enumerate(_as_list(data.get("modes")))
    )
    sp = SpellAbility(targets=_targets(ctx, f"{where}.targets", data.get("targets"), x_ok=True),
                        effects=_effects(ctx, f"{where}.effects", data.get("effects")),
                        modes=modes, choose=_int(ctx, f"{where}.choose", data.get("choose", 1)),
                        choose_min=_int(ctx, f"{where}.choose_min", data.get("choose_min", 0)),
                        repeat_modes=bool(data.get("repeat_modes")),
                        kicked_any_modes=bool(data.get("kicked_any_modes")))
    if sp.repeat_modes and (not sp.modes or sp.choose_min):  # 700.2d
        raise ctx.fail(f"{where}.repeat_modes", "only for 'choose N' of a modal spell")
    if sp.kicked_any_modes and (not sp.modes or (sp.choose, sp.choose_min) != (1, 0)):
        raise ctx.fail(f"{where}.kicked_any_modes", "only for 'choose one' of a modal spell")
    if sp.modes and not 1 <= (sp.choose_min or sp.choose) <= sp.choose <= (
            99 if sp.repeat_modes else len(sp.modes)):
        raise ctx.fail(f"{where}.choose", f"choose {sp.choose_min or sp.choose}-{sp.choose} of "
                       f"{len(sp.modes)} modes (700.2)")
    return sp
