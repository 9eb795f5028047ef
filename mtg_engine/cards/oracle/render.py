"""Card DSL -> English: the renderer half of the Oracle compiler's round trip (DESIGN 8).

Every ability the compiler produces is rendered back to Oracle-style English from its DSL
alone, and compared with the printed paragraph it came from. A card is supported only if every
paragraph renders back; otherwise the difference is the reason it is refused. This is the
guard against misplays: a word the compiler skipped ("another", "artifact", "Boast"), a subject
it lost, or a quality the filter can't hold shows up as a difference.

The comparison is on normalised text (`normalise`), with a short list of equivalent wordings:
- reminder text (207.2) dropped, the card's name written `~` (201.5), ability words (207.2c);
- case, punctuation, and the words "a", "an", "the", "and", "then", "each", "all", "its",
  "their" ignored (so ", then" / " and " / ". " between clauses compare equal, and "each
  creature" / "all creatures" / "creatures" too);
- plural and third-person "s" ignored ("draws"/"draw", "cards"/"card");
- number words are digits ("two" = "2"); "you don't control" = "an opponent controls" and
  "your opponents control" (the engine plays two-player games);
- "owner's hand" = "owners' hands".
Word order is kept: a misread or reordered phrase is still a difference.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

from mtg_engine.cards.dsl_abilities import ATTACKS_DESPITE_DEFENDER
from mtg_engine.cards.oracle import (
    card_name_reveal,
    control_haste,
    graveyard_pairs,
    half_library,
    investigate,
    kept_mana,
    kicked_source,
    library_position,
    optional_then,
    owner_named_again,
    player_rewrites,
    polymorph,
    pump_pairs,
    repeated,
    same_is_true,
    they_targets,
    two_objects,
    x_times,
    you_scry,
)
from mtg_engine.cards.oracle import render_same_words as same_words
from mtg_engine.cards.oracle import trigger_attached_blocks as attached_blocks
from mtg_engine.cards.oracle import trigger_both_colors as both_colors
from mtg_engine.cards.oracle.amount_render import place_where, token_count, wording
from mtg_engine.cards.oracle.amount_render import render_clause as amount_clause
from mtg_engine.cards.oracle.any_target_first import SAME_TARGET
from mtg_engine.cards.oracle.color_change import in_turn_run
from mtg_engine.cards.oracle.color_groups import AS as _COLOR_GROUPS_AS
from mtg_engine.cards.oracle.color_groups import PATTERN as _COLOR_GROUPS
from mtg_engine.cards.oracle.copy_control import render_clause
from mtg_engine.cards.oracle.counters_pair import join_puts
from mtg_engine.cards.oracle.moved_by_controller import EACH_CONTROLLER
from mtg_engine.cards.oracle.named_again import first_target, those_again
from mtg_engine.cards.oracle.named_again import target_index as _target_index
from mtg_engine.cards.oracle.render_phrases import (
    _KIND_NOUN,
    COLOR_NAMES,
    JOIN_YOU,
    Refs,
    RenderError,
    _join,
    _num,
    describe_filter,
)

# ------------------------------------------------------------------ effects


def _cards(n: Any) -> str:
    return f"{_num(n)} card" if n == 1 else f"{_num(n)} cards"


def _s(subject: str, verb: str) -> str:
    """Verb agreement: "you draw", "target player draws"."""
    if subject in ("you", "they") or subject.endswith(" each"):  # ("... players each gain")
        return verb
    return verb + "es" if verb.endswith("sh") else verb + "s"


def _clause(refs: Refs, e: dict[str, Any]) -> tuple[str, str]:
    """One effect -> (subject, verb phrase) in Oracle templating. Subject "" is imperative."""
    from mtg_engine.cards.oracle.render_statics import _cant, _for_the_turn

    verb, p = next(iter(e.items()))
    p = p or {}
    if verb == "create_token" and p.get("investigate"):  # 701.36a (investigate.py)
        p = {k: v for k, v in p.items() if k != "investigate"}
    if verb == "move" and p.get("with_counters"):  # 122.6 (enter_with_counters.py)
        from mtg_engine.cards.oracle.enter_with_counters import suffix

        who, said = _clause(refs, {"move": {k: v for k, v in p.items() if k != "with_counters"}})
        return who, said + suffix(p)
    if verb == "mill" and half_library.is_half(p.get("count")):  # 107.1a (half_library.py)
        return half_library.render(refs, p)
    if verb == "lose_life":  # "loses half their life, rounded up" (count_phrases.py)
        from mtg_engine.cards.oracle.count_phrases import render_half_life

        half = render_half_life(refs, p)
        if half is not None:
            return half
    if verb == "add_mana" and p.get("kept"):  # 106.4 (kept_mana.py)
        from mtg_engine.cards.oracle.kept_mana import render as render_kept

        who, said = _clause(refs, {"add_mana": {k: v for k, v in p.items() if k != "kept"}})
        return who, render_kept(p, said)
    if verb == "add_mana" and p.get("count") == "that_much" and set(p) == {"mana", "count"}:
        return "", f"add that much {p['mana']}"  # 603.2, 608.2h (mana_amounts.spell_mana)
    if verb == "add_mana" and "count" in p:  # 106.1 (mana_amounts.py)
        from mtg_engine.cards.oracle.mana_amounts import render_variable_mana

        text = render_variable_mana({"mana": p["mana"], "mana_times": p["count"]})
        return "", text[0].lower() + text[1:].rstrip(".")
    if verb == "pump":
        from mtg_engine.cards.oracle import double_pt

        doubled = double_pt.render(refs, p)  # 701.9b: "double ~'s power and toughness"
        if doubled is not None:
            return doubled
    got = amount_clause(refs, verb, p)  # variable amounts in each form, counters (amounts.py)
    if got is not None:
        return got
    if verb == "exile_library":  # 406.3 (effects/library_zone.py)
        who = refs.obj(p.get("who", "you"))
        return "", "exile all cards from your library" if who == "you" else \
            f"exile all cards from {who}'s library"
    if verb == "shuffle_self_graveyard" and not p:  # 701.20 (effects/library_zone.py)
        return "", "shuffle ~ and your graveyard into their owner's library"
    if verb == "shuffle_hand":  # 701.20 (effects/library_zone.py)
        who = refs.obj(p.get("who", "you"))
        whose = "your" if who == "you" else "their"
        return who, f"{_s(who, 'shuffle')} {whose} hand into {whose} library"
    if verb in ("discard_hand", "shuffle_graveyard", "shuffle_hand_graveyard",  # 701.8, 701.20
                "reveal_hand"):  # 701.16a
        who = refs.obj(p.get("who", "you"))
        whose = "your" if who == "you" else "their"
        if verb in ("discard_hand", "reveal_hand"):
            return who, f"{_s(who, verb.split('_')[0])} {whose} hand"
        if verb == "shuffle_hand_graveyard":
            return who, f"{_s(who, 'shuffle')} {whose} hand and graveyard into {whose} library"
        return who, f"{_s(who, 'shuffle')} {whose} graveyard into {whose} library"
    if verb == "draw" and str(p.get("who", "")).startswith("you_and:"):  # 101.4 (references)
        return "", f"you and {refs.obj(p['who'][8:])} each draw {_cards(p.get('count', 1))}"
    if verb == "exile_top_cards" and p.get("counters"):  # 122.1 (exile_top_counters.py)
        from mtg_engine.cards.oracle.exile_top_counters import render as render_top_counters

        return "", render_top_counters(p)
    if verb == "exile_top_cards" and p.get("of_target"):  # 406.3 (linked.py)
        from mtg_engine.cards.oracle.linked import render_top_of_target

        return "", render_top_of_target(refs, p)
    if verb == "exile_top_castable":  # 506.2, 601.3 (exile_top_attacked.py)
        from mtg_engine.cards.oracle.exile_top_attacked import render as render_top_attacked

        return "", render_top_attacked(p)
    if verb == "exile_from_hand_playable":  # 402.3, 601.3 (hand_exile_playable.py)
        from mtg_engine.cards.oracle.hand_exile_playable import render as render_hand_exile

        return "", render_hand_exile(refs, p)
    if verb == "exile_hands_and_graveyards":  # 406.3 (exile_zones.py)
        from mtg_engine.cards.oracle.exile_zones import render as render_zones

        return "", render_zones(p)
    if verb in ("draw", "discard", "mill", "gain_life", "lose_life", "shuffle",
                "sacrifice_chosen", "exile_from_hand", "exile_from_graveyard", "exile_top_cards",
                "reveal_random"):
        who = refs.obj(p.get("who", "you"))
        if verb == "draw" and _is_count(p.get("count")):  # 608.2h
            return who, f"{_s(who, 'draw')} {_cards(p['count'].get('times', 1))} for each " \
                f"{_counted(p['count'])}"
        if verb == "draw" and p.get("additional"):  # (cards/oracle/draw_additional.py)
            from mtg_engine.cards.oracle.draw_additional import render_additional

            return who, f"{_s(who, 'draw')} {render_additional(p.get('count', 1))}"
        if verb == "draw":  # ("and reveal them", 701.16a: cast_among.py)
            them = " and reveal them" if p.get("reveal") else ""
            return who, f"{_s(who, 'draw')} {_cards(p.get('count', 1))}{them}"
        if verb == "discard":
            rnd = " at random" if p.get("random") else ""
            return who, f"{_s(who, 'discard')} {_cards(p['count'])}{rnd}"
        if verb == "mill":
            return who, f"{_s(who, 'mill')} {_cards(p['count'])}"
        if verb == "reveal_random":  # 701.16a (cards_this_way.py)
            from mtg_engine.cards.oracle.cards_this_way import render_reveal_random

            return who, render_reveal_random(who, p)
        if verb in ("exile_from_hand", "exile_from_graveyard", "exile_top_cards"):  # 406.3
            from mtg_engine.cards.oracle.player_exile import render_exile

            return who, render_exile(verb, who, p)
        if verb == "shuffle":  # 701.20a
            return who, _s(who, "shuffle") + ("" if who == "you" else " their library")
        if verb == "sacrifice_chosen" and p.get("greatest"):  # (sacrifice_greatest.py)
            from mtg_engine.cards.oracle.sacrifice_greatest import render as render_greatest

            return render_greatest(who, _s(who, "sacrifice"), p)
        if verb == "sacrifice_chosen" and p.get("half"):  # 107.1a (sacrifice_half.py)
            from mtg_engine.cards.oracle.sacrifice_half import render as render_half

            return render_half(who, _s(who, "sacrifice"), p)
        if verb == "sacrifice_chosen":  # 701.17a
            n = p.get("count", 1)
            what = describe_filter(dict(p["filter"]), plural=n != 1)
            if p.get("exile") and n in (1, 2, 3) and who != "you":  # 701.13a (exile_chosen.py)
                from mtg_engine.cards.oracle.exile_chosen import render as render_exiled

                return render_exiled(who, _s, what, n)
            art = "an" if n == 1 and what[0] in "aeiou" else _num(n)
            if p.get("exile") and n == 1 and who == "you":  # "exile a land you control"
                return who, f"{_s(who, 'exile')} {art} {what} you control"  # (exile_chosen)
            if n == 1 and what.startswith("another "):  # (cards/oracle/sacrifice_another.py)
                return who, f"{_s(who, 'sacrifice')} {what}"
            return who, f"{_s(who, 'sacrifice')} {art} {what}"
        word = "gain" if verb == "gain_life" else "lose"
        amount = p["amount"]
        if _is_count(amount):  # 608.2h
            return who, f"{_s(who, word)} {amount.get('times', 1)} life for each " \
                f"{_counted(amount)}"
        if not isinstance(amount, (int, str)):
            raise RenderError("a variable amount of life")
        if amount == "that_much":  # the triggering event's amount (603.2)
            amount = "that much"
        return who, f"{_s(who, word)} {amount} life"
    if verb == "set_life":  # 119.5 (life_total.py)
        from mtg_engine.cards.oracle.life_total import render as render_life

        return render_life(refs, p)
    if verb == "get_energy" and (isinstance(p["count"], int) or p["count"] == "that_much"):
        if p.get("who", "you") != "you":  # 107.14
            raise RenderError("energy for another player")
        if p["count"] == "that_much":  # (603.2, 608.2h: amount_energy.py)
            return "", "you get that many {E}"
        return "", "you get " + "{E}" * p["count"]  # (never the imperative "Get")
    if verb == "damage" and p.get("excess_to_controller"):  # 120.4a (excess_damage.py)
        from mtg_engine.cards.oracle.excess_damage import WORDS

        who, said = _clause(refs, {"damage": {k: v for k, v in p.items()
                                              if k != "excess_to_controller"}})
        return who, said + WORDS
    if verb == "damage" and p.get("unpreventable") and "if" not in p:  # 615.12
        from mtg_engine.cards.oracle.unpreventable_damage import WORDS as CANT_PREVENT

        who, said = _clause(refs, {"damage": {k: v for k, v in p.items()
                                              if k != "unpreventable"}})
        return who, said + CANT_PREVENT
    if verb == "damage" and _is_count(p["amount"]) and not isinstance(p["to"], list):
        return "~", f"deals damage to {refs.obj(p['to'])} equal to the number of " \
            f"{_counted(p['amount'], plural=True)}"
    if verb == "search_named":  # 701.23 (search.py)
        from mtg_engine.cards.oracle.search import render_named

        return "", render_named(p)
    if verb == "draw_reveal":  # 701.16a, 614.11b (draw_reveal.py)
        from mtg_engine.cards.oracle.draw_reveal import render as render_draw_reveal

        return "", render_draw_reveal(p)
    if verb == "reorder_top":  # 401.4 (library.py)
        from mtg_engine.cards.oracle.library import render_reorder_top

        return "", render_reorder_top(refs, p)
    if verb == "exile_top_playable":  # 601.3 (library.py)
        from mtg_engine.cards.oracle.library import render_exile_top_playable

        return "", render_exile_top_playable(p)
    if verb == "hand_to_top":  # 401.4 (library.py)
        from mtg_engine.cards.oracle.library import render_hand_to_top

        return "", render_hand_to_top(p, refs)
    if verb == "exile_spell_cast_other":  # 607.2a, 601.3 (pool_casts.py)
        from mtg_engine.cards.oracle.pool_casts import render as render_pool

        return "", render_pool(p)
    if verb in ("cast_copy_exiled", "copy_chosen_exiled"):  # 707.12 (copy_casts.py)
        from mtg_engine.cards.oracle.copy_casts import render as render_copy_casts

        return "", render_copy_casts(verb, p)
    if verb == "return_exiled_later":  # 603.7a (exiled_return.py)
        from mtg_engine.cards.oracle.exiled_return import render as render_return_later

        return "", render_return_later(p)
    if verb == "token_copy_exiled" and not p:  # 607.2a, 707.2 (linked.py)
        from mtg_engine.cards.oracle.linked import TOKEN_COPY

        return "", TOKEN_COPY
    if verb == "exile_from_graveyards":  # 406.3, 608.2d (graveyard_pick.py)
        from mtg_engine.cards.oracle import graveyard_pick

        return "", graveyard_pick.render(p)
    if verb == "cast_one_exiled_with":  # 607.2a, 601.3 (cast_exiled_with.py)
        from mtg_engine.cards.oracle import cast_exiled_with

        return "", cast_exiled_with.render(p)
    if verb == "play_exiled_with_counter":  # 122.1, 601.3 (exiled_counter_cards.py)
        from mtg_engine.cards.oracle import exiled_counter_cards

        return "", exiled_counter_cards.render(p)
    if verb == "return_one_exiled":  # 607.2a (exiled_choice.py)
        from mtg_engine.cards.oracle import exiled_choice

        return "", exiled_choice.render(p)
    if verb == "return_exiled":  # 607.2a (linked.py)
        from mtg_engine.cards.oracle import linked

        return "", linked.render(p)
    if verb == "damage" and p.get("divided"):  # 601.2d (division.py)
        from mtg_engine.cards.oracle import division

        return "~", division.render(refs, p)
    if verb == "put_counters" and p.get("divided"):  # 601.2d (counters_distribute.py)
        from mtg_engine.cards.oracle import counters_distribute

        return "", counters_distribute.render(refs, p)
    if verb == "damage":
        if not isinstance(p["amount"], (int, str)):
            raise RenderError("a variable amount of damage")
        to = p["to"] if isinstance(p["to"], list) else [p["to"]]
        n = "that much" if p["amount"] == "that_much" else p["amount"]  # (603.2)
        words = [_recipient(refs, p, r) for r in to]
        if to[0] == "each_opponent" and len(to) == 2 and wording("opponents_they"):
            from mtg_engine.cards.oracle.damage_theirs import they_control

            words[1] = they_control(to[1], words[1])  # (damage_theirs.py)
        return "~", f"deals {n} damage to {_join(words)}"
    if verb == "scry":
        return "", f"scry {p['count']}"
    if verb == "return_all_cards":  # 400.3 (graveyard_mass.py)
        from mtg_engine.cards.oracle.graveyard_mass import render_return_all

        return "", render_return_all(p)
    if verb == "exile_same_name":  # 701.19 (search_other.py)
        from mtg_engine.cards.oracle.search_other import render_same_name

        return "", render_same_name(refs, p)
    if verb == "search_player_library":  # 701.19 (search_other.py)
        from mtg_engine.cards.oracle.search_other import render as render_search_other

        return "", render_search_other(refs, p)
    if verb == "look_at_hand":  # 402.3 (effects/player_exile.py)
        return "", f"look at {refs.obj(p['who'])}'s hand"
    if verb == "fateseal":  # 701.22a (fateseal.py)
        from mtg_engine.cards.oracle.fateseal import render as render_fateseal

        return "", render_fateseal(refs, p)
    if verb == "look_at_library" and isinstance(p["count"], int):  # 401.5
        n = p["count"]
        whose = "your" if p.get("who", "you") == "you" else refs.obj(p["who"]) + "'s"
        top = "card" if n == 1 else f"{_num(n)} cards"
        return "", f"look at the top {top} of {whose} library"
    if verb == "exile_graveyard":  # 406.1, 701.11a
        if "filter" in p:  # "exile all creature cards from your graveyard" (graveyard_exile)
            from mtg_engine.cards.oracle import graveyard_exile

            return "", graveyard_exile.render(refs, p)
        who = p["who"]
        if who == "each_player":
            return "", "exile all graveyards"
        if who == "each_opponent":  # (two wordings of the same graveyards)
            return "", "exile all opponents' graveyards" if wording("all_opponents_graveyards") \
                else "exile each opponent's graveyard"
        return "", f"exile {refs.obj(who)}'s graveyard"
    if verb == "exile_until":  # 610.3 (flicker.py)
        from mtg_engine.cards.oracle import flicker

        return "", flicker.render_until(refs, p)
    if verb == "flicker":  # exile and return (flicker.py)
        from mtg_engine.cards.oracle import flicker

        return "", flicker.render(refs, p)
    if verb == "delayed":  # 603.7 (delayed.py)
        from mtg_engine.cards.oracle import delayed

        return "", delayed.render(refs, p)
    if verb == "return_attached":  # 303.4f (trigger_targets.py)
        from mtg_engine.cards.oracle.trigger_targets import render_return_attached

        return "", render_return_attached(p)
    if verb == "reflexive":  # 603.12 (trigger_effects.py)
        from mtg_engine.cards.oracle.trigger_effects import render_reflexive

        return "", render_reflexive(p)
    if verb in ("surveil", "bolster"):  # 701.42a, 701.33a
        return "", f"{verb} {p['count']}"
    if verb in ("explore", "connive"):  # 701.40a, 701.47a
        what = refs.obj(p["what"])
        return what, f"{verb}s"
    if verb == "bounce_chosen" and p.get("count", 1) != 1:  # 400.3: "return two Forests ..."
        if p["count"] not in (2, 3):
            raise RenderError("permanents returned")
        return "", f"return {_num(p['count'])} {describe_filter(dict(p['filter']), plural=True)}" \
            " to their owner's hand"
    if verb == "bounce_chosen" and "who" in p:  # 400.3, 101.4: each player named chooses
        who, f = refs.obj(p["who"]), dict(p["filter"])
        phrase = describe_filter(f)
        art = "an " if phrase[0] in "aeiou" else "a "
        return who, f"{_s(who, 'return')} {art}{phrase} they control to its owner's hand"
    if verb == "bounce_chosen":  # 400.3
        f = dict(p["filter"])
        phrase = describe_filter(f)
        art = "" if f.get("other") else ("an " if phrase[0] in "aeiou" else "a ")
        return "", f"return {art}{phrase} to its owner's hand"
    if verb == "resolving_spell_to" and p.get("with_counters"):  # 122.1 (counters_exile.py)
        from mtg_engine.cards.oracle.counters_exile import render as render_exile_counters

        return "", render_exile_counters(p)
    if verb == "resolving_spell_to":  # 608.2m (effects/spell_self.py)
        return "", {"exile": "exile ~", "library": "shuffle ~ into its owner's library",
                    "bottom": "put ~ on the bottom of its owner's library",
                    "hand": "return ~ to its owner's hand"}[p["to"]]
    if verb in ("adapt", "amass", "monstrosity"):  # 701.43a, 701.44a, 701.31a
        return "", f"{verb} {p['count']}"
    if verb == "same_for_attackers":  # 508.3b (curse_attacked.py)
        from mtg_engine.cards.oracle import curse_attacked

        return curse_attacked.render(p)
    if verb == "support":  # 701.35a (support.py)
        from mtg_engine.cards.oracle import support

        return support.render(refs, p)
    if verb == "goad":  # 701.38a (goad.py)
        return "", f"goad {refs.obj(p['what'])}"
    if verb == "self_damage":  # 120.1 (self_damage.py)
        from mtg_engine.cards.oracle.self_damage import render as render_self_damage

        return render_self_damage(p)
    if verb == "additional_land" and p.get("count") in (2, 3):  # 305.2
        return "", f"you may play up to {_num(p['count'])} additional lands this turn"
    if verb == "additional_land" and not p:  # 305.2 (effects/player_restrictions.py)
        return "", "you may play an additional land this turn"
    if verb in ("tap", "untap") and p.get("it"):  # "Tap it." (effects.py)
        return "", f"{verb} it"
    if verb in ("tap", "untap") and p.get("those") in ("them", "those creatures"):
        return "", f"{verb} {p['those']}"  # "Untap those creatures." (effects.py)
    if verb in ("destroy", "exile", "tap", "untap", "regenerate", "transform", "flip",
                "detain"):
        return "", f"{verb} {refs.obj(p['what'])}"
    if verb == "attach" and p["what"] == "self":  # 701.3a
        return "", f"attach ~ to {refs.obj(p['to'])}"
    if verb == "attach" and p == {"what": "targets:0", "to": "self"}:  # 701.3a (trigger_effects)
        return "", f"attach {refs.obj(p['what'])} to it"
    if verb == "exchange_life":  # 701.10c, 701.10g (exchange_life.py)
        from mtg_engine.cards.oracle import exchange_life

        return "", exchange_life.render(refs, p)
    if verb == "attach":  # 701.3a: a target Equipment (attach_equipment.py)
        from mtg_engine.cards.oracle import attach_equipment

        if attach_equipment.renders(p):
            return "", attach_equipment.render(refs, p)
    if verb == "choose_discard":  # 701.16a, 701.8 (hand.py)
        from mtg_engine.cards.oracle import hand

        return "", hand.render(refs, p)
    if verb == "protection_choice":  # 702.16a
        if p.get("chosen_first"):
            # "Choose a color. ... the chosen color ..." (card_names.py)
            what = refs.obj(p["what"])
            return "", f"choose a color. {what} {'gain' if isinstance(p['what'], dict) else 'gains'}" \
                " protection from the chosen color until end of turn"
        from mtg_engine.cards.oracle import protection_choice

        return "", protection_choice.render(refs, p, _s)
    if verb == "graveyard_turn":  # 601.3, 305.1 (effects/graveyard_turn.py)
        return "", "until end of turn, you may play lands and cast spells from your graveyard"
    if verb == "graveyard_spell_turn":  # 601.3, 611.2a (graveyard_spell_turn.py)
        from mtg_engine.cards.oracle import graveyard_spell_turn

        return "", graveyard_spell_turn.render(p)
    if verb == "allow_cast_from_graveyard":  # 601.3, 614.1a (graveyard_cast_permission.py)
        from mtg_engine.cards.oracle import graveyard_cast_permission

        return "", graveyard_cast_permission.render(refs, p)
    if verb == "cast_any_number_free":  # 608.2g, 118.9 (cast_any_number.py)
        from mtg_engine.cards.oracle import cast_any_number

        return "", cast_any_number.render(p)
    if verb == "protection_from_player":  # 702.16k
        from mtg_engine.cards.oracle import protection_choice

        return "", protection_choice.render_from_player(refs, p)
    if verb == "tap_or_untap":  # 701.21
        return "", f"tap or untap {refs.obj(p['what'])}"
    if verb == "bounce" and isinstance(p["what"], dict) and "joined" in p["what"]:
        return "", f"return {refs.obj(p['what'])} to their owners' hands"
    if verb == "bounce" and isinstance(p["what"], dict) and "all" in p["what"] \
            and wording("return_to_hand_first"):  # (Engulf the Shore's order)
        return "", f"return to their owners' hands {refs.obj(p['what'])}"
    if verb == "bounce":
        return "", f"return {refs.obj(p['what'])} to its owner's hand"
    if verb == "sacrifice" and p.get("who"):  # 701.17a (sacrifice_theirs.py)
        from mtg_engine.cards.oracle import sacrifice_theirs

        return "", sacrifice_theirs.render(p)
    if verb == "sacrifice":  # "sacrifice ~ unless you pay {G}{W}{U}" (118.12)
        tail = f" unless you pay {p['unless_pays']}" if p.get("unless_pays") else \
            " unless you pay its mana cost" if p.get("unless_pays_mana_cost") else ""
        if p.get("unless_times"):  # 118.12, 107.1 (counter_amounts.py)
            from mtg_engine.cards.oracle.counter_amounts import render_unless

            tail = render_unless(p, "you pay")
        return "", f"sacrifice {refs.obj(p['what'])}{tail}"
    if verb == "move" and p.get("what") in ("remembered_card", "event_card"):  # 400.7
        from mtg_engine.cards.oracle.event_card_moves import render as card_moved

        said = card_moved(refs, p)
        if said:
            return "", said
    if verb == "move" and p.get("what") == "remembered" and p.get("from") == "graveyard":
        from mtg_engine.cards.oracle.trigger_events import render_returned_card

        said = render_returned_card(p)  # "return that card to ..." (400.7)
        if said:
            return "", said
    if verb == "move" and p.get("from") == "graveyard" and p.get("said") == "put it":
        return "", "put it onto the battlefield"  # (~ in its graveyard, trigger_self_moves.py)
    if verb == "move" and p.get("from") == "graveyard" and p["to"] == "library" \
            and p["what"] == "self" and not set(p) - {"what", "from", "to"}:  # 113.6m, 401.1
        return "", "put ~ from your graveyard on top of your library"
    if verb == "move" and p.get("from") == "graveyard":  # 113.6m
        to = {"hand": "your hand", "battlefield": "the battlefield"}[p["to"]]
        tapped = " tapped" if p.get("tapped") else ""
        return "", f"return {refs.obj(p['what'])} from your graveyard to {to}{tapped}"
    if verb == "move" and p.get("control") == "you" and p["to"] == "battlefield" \
            and not set(p) - {"what", "to", "control", "tapped"}:  # 110.2 (any graveyard's)
        put = "return" if p["what"] == "remembered_card" else "put"  # (400.7)
        return "", f"{put} {refs.obj(p['what'])} " + \
            ("to" if put == "return" else "onto") + " the battlefield under your control" + \
            (" tapped" if p.get("tapped") else "")
    if verb == "move" and p.get("control") == "owner" and p["to"] == "battlefield" \
            and not set(p) - {"what", "to", "control"}:  # 110.2: its owner controls it
        return "", f"put {refs.obj(p['what'])} onto the battlefield under its owner's control"
    if verb == "move" and p.get("bottom") and p["to"] == "library" \
            and not set(p) - {"what", "to", "bottom"}:  # 401.1 (a graveyard card)
        if p["what"] == "self_in_graveyard":  # "When ~ dies, put it on the bottom" (400.7)
            return "", f"put {refs.obj(p['what'])} on the bottom of its owner's library"
        i = _target_index(p["what"])
        if i is None or i >= len(refs.targets):
            raise RenderError("on the bottom of a library")
        yours = refs.targets[i]["kind"] == "card" and \
            refs.targets[i].get("filter", {}).get("controller") == "you"
        return "", f"put {refs.obj(p['what'])} on the bottom of " + \
            ("your library" if yours else "its owner's library")
    if verb == "move" and p["what"] == "self_in_graveyard" and p["to"] == "battlefield" \
            and not set(p) - {"what", "to", "tapped", "transformed", "control"}:  # 400.7d, 110.2
        how = " tapped" * bool(p.get("tapped")) + " transformed" * bool(p.get("transformed"))
        whose = "your" if p.get("control") == "you" else "its owner's"  # (712.10a)
        return "", f"return {refs.obj(p['what'])} to the battlefield{how} under {whose} control"
    if verb == "move":
        if p["to"] == "library":
            i = first_target(p["what"])
            if i is not None and i < len(refs.targets) and refs.targets[i]["kind"] == "card" \
                    and refs.targets[i].get("filter", {}).get("controller") == "you":
                return "", f"put {refs.obj(p['what'])} on top of your library"  # 400.3
            return "", f"put {refs.obj(p['what'])} on top of its owner's library"
        to = {"hand": "to your hand", "battlefield": "to the battlefield"}.get(p["to"])
        i = _target_index(p["what"])
        if i is None:  # ("two target cards": the merged targets of one word, _merge_targets)
            i = first_target(p["what"])
        if p["to"] == "hand" and i is not None and i < len(refs.targets) \
                and refs.targets[i]["kind"] == "card" \
                and refs.targets[i].get("filter", {}).get("controller") != "you":
            to = "to its owner's hand"  # 400.3: a card of any graveyard
            if refs.targets[i].get("filter", {}).get("controller") == "opponent":
                to = "to their hand"  # (that opponent's graveyard: its owner's hand, 404.2)
        if to is None or (p.get("tapped") and p["to"] != "battlefield"):
            raise RenderError(f"move to {p['to']}")
        return "", f"return {refs.obj(p['what'])} {to}" + (" tapped" if p.get("tapped") else "") \
            + (" and attacking" if p.get("attacking") else "")  # 508.4
    if verb == "pump" and (_is_count(p.get("power")) or _is_count(p.get("toughness"))):
        # "gets +1/+1 until end of turn for each creature you control" (608.2h)
        counts = [v for v in (p.get("power", 0), p.get("toughness", 0)) if v != 0]
        if not all(_is_count(c) and c["count"] == counts[0]["count"] for c in counts):
            raise RenderError("a pump by two different counts")
        what = refs.obj(p["what"])
        one = pt(*(v.get("times", 1) if v else 0 for v in (p.get("power", 0),
                                                             p.get("toughness", 0))))
        get = "get" if isinstance(p["what"], dict) else _s(what, "get")
        return what, f"{get} {one} until end of turn for each " \
            f"{_counted_besides(counts[0], p['what'])}"
    if verb in ("pump", "grant") and isinstance(p["what"], dict):  # "creatures ... get"
        what = refs.obj(p["what"])
        if verb == "pump":
            return what, f"get {pt(p.get('power', 0), p.get('toughness', 0))}"
        kws = list(p["keywords"])
        if kws == [ATTACKS_DESPITE_DEFENDER]:  # 702.3b, 611.2c (turn_restrictions.py)
            return what, "can attack this turn as though they didn't have defender"
        if _each_combat(p):  # 508.1d, 611.2a
            return what, "attack each combat if able"
        if _cant(kws):
            return what, _for_the_turn(_cant(kws))
        return what, f"gain {_join(kws)}"
    if verb == "pump":
        what = refs.obj(p["what"])
        return what, f"{_s(what, 'get')} {pt(p.get('power', 0), p.get('toughness', 0))}"
    if verb == "grant":
        from mtg_engine.cards.oracle.lure_turn import render as render_lure

        lure = render_lure(refs, p)  # 509.1c (lure_turn.py)
        if lure is not None:
            return lure
        what = refs.obj(p["what"])
        kws = list(p["keywords"])
        if kws == [ATTACKS_DESPITE_DEFENDER]:  # 702.3b, 611.2a (turn_restrictions.py)
            return what, "can attack this turn as though it didn't have defender"
        if _each_combat(p):  # 508.1d, 611.2a
            return what, _s(what, "attack") + " each combat if able"
        if _cant(kws) and p.get("until") == "your_next_turn":  # 611.2a (said after)
            return what, _cant(kws)
        if _cant(kws):
            return what, _for_the_turn(_cant(kws))
        from mtg_engine.cards.oracle.render_statics import _protections

        # 702.16a: "protection from black and from red" ("from" once each)
        return what, f"{_s(what, 'gain')} {_join(_protections(kws))}"
    if verb == "fight":  # 701.12
        what = ("~" if p.get("named") else "it") if p["what"] == "self" else refs.obj(p["what"])
        return what, f"{_s(what, 'fight')} {refs.obj(p['other'])}"
    if verb == "put_its_counters":  # 122.1, 608.2h (counters_its.py)
        from mtg_engine.cards.oracle.counters_its import render as render_its_counters

        return "", render_its_counters(refs, p)
    if verb == "put_counters" and p.get("double"):  # 701.9e: each its own (amounts.py)
        kinds = "each kind of counter" if p["kind"] == "each" else f"{p['kind']} counters"
        return "", f"double the number of {kinds} on {refs.obj(p['what'])}"
    if verb == "put_counters":
        n = p.get("count", 1)
        kind = p["kind"]
        noun = "counter" if n == 1 else "counters"
        if kind == "poison" and set(p) == {"kind", "what", "count"}:  # 122.1f: a player's
            who = refs.obj(p["what"])  # "defending player gets a poison counter"
            got = f"{_num(n)} poison {noun}"  # (never the imperative "Get", as energy)
            return ("", f"you get {got}") if who == "you" else (who, f"gets {got}")
        return "", f"put {_num(n)} {kind} {noun} on {refs.obj(p['what'])}"
    if verb == "counter":
        payer = p.get("said", "its controller")  # ("that player": trigger_spells.py)
        tail = f" unless {payer} pays {p['unless_pays']}" if p.get("unless_pays") else ""
        if tail and payer == "its controller" and isinstance(p["what"], str):
            refs.said.add(f"controller_named:{p['what']}")  # ("That player ...": after_counter)
        if p.get("unless_discards"):  # 118.12, 701.8 (trigger_spells.py)
            tail = " unless its controller discards a card"
        if p.get("unless_action"):  # 118.12 (countering.UNLESS_ACTIONS)
            from mtg_engine.cards.oracle.countering import UNLESS_ACTIONS

            act = next(k for k, v in UNLESS_ACTIONS.items() if v == p["unless_action"])
            tail = f" unless its controller {act}"
        if p.get("unless_times"):  # 118.12, 107.1 (counter_amounts.py)
            from mtg_engine.cards.oracle.counter_amounts import render_unless

            tail = render_unless(p)
        if p.get("exile") and p.get("time"):  # 702.62a (exile_suspend.py: Delay)
            from mtg_engine.cards.oracle.exile_suspend import render_counter_rider

            tail += render_counter_rider(p)
        elif p.get("exile"):  # 614.1a
            tail += (". if that spell is countered this way, exile it instead of putting it"
                     " into its owner's graveyard")
        if p.get("instead") == "library_top_or_bottom":  # 614.1a, 608.2d (Hinder)
            from mtg_engine.cards.oracle.effects import HINDER

            tail += ". " + HINDER
        elif p.get("instead"):  # 614.1a (effects.COUNTER_INSTEAD)
            from mtg_engine.cards.oracle.effects import COUNTER_INSTEAD

            where = next(k for k, v in COUNTER_INSTEAD.items() if v == p["instead"])
            tail += (f". if that spell is countered this way, put it {where} instead of into"
                     " that player's graveyard")
        what = p["what"]
        if isinstance(what, str) and what in refs.said and what.startswith("target"):
            return "", f"counter that spell{tail}"  # (after_counter._AGAIN: named again)
        return "", f"counter {refs.obj(what)}{tail}"
    if verb == "add_mana" and p.get("combination"):  # 106.1a, 106.6
        from mtg_engine.cards.oracle.mana_amounts import render_combination_mana

        return "", render_combination_mana(p)
    if verb == "add_mana":  # (any_color: 106.1a, cards/oracle/mana_amounts.spell_mana)
        from mtg_engine.cards.oracle.mana_amounts import ANY_ONE_COLOR

        return "", "add " + (p.get("mana") or ANY_ONE_COLOR[p["any_color"]])
    if verb == "search_library":
        return "", _search(p, refs)
    if verb == "triggered_mana":  # 605.1b (cards/oracle/mana_triggers.py)
        from mtg_engine.cards.oracle.mana_triggers import render as render_mana_trigger

        return "", render_mana_trigger(p)
    if verb == "keep_rest":  # 101.4, 701.17a, 701.7a (cards/oracle/keep_rest.py)
        from mtg_engine.cards.oracle.keep_rest import render as render_keep_rest

        return render_keep_rest(p)
    if verb == "balance":  # 701.17a, 701.8a, 101.4 (cards/oracle/balance.py)
        from mtg_engine.cards.oracle.balance import render as render_balance

        return render_balance(p)
    if verb == "redraw_hand":  # 701.8a, 701.20a, 608.2c (cards/oracle/hand_redraw.py)
        from mtg_engine.cards.oracle.hand_redraw import render as render_redraw

        return render_redraw(refs.obj(p.get("who", "you")), _s, p)
    if verb in ("become_day_night", "damage_own_controller", "sacrifice_all",
                "graveyard_swap", "move_auras", "move_aura",  # 724.1, 120.3, 701.17a, 701.3
                "look_at_face_down", "draw_up_to",  # 708.5, 107.1c
                "reverse_turn_order", "damage_exchange",  # (cards/oracle/spell_families.py)
                "each_pay_any_mana", "return_graveyard_top",  # 101.4, 404.2
                "give_control", "player_keyword",  # 613.1b, 702.11c
                "become_blocked", "new_targets"):  # 509.1h, 115.7d
        from mtg_engine.cards.oracle.spell_families import render as render_family

        return render_family(refs, verb, p)
    if verb == "counter_each_unless":  # 701.5a, 118.12 (cards/oracle/counter_each.py)
        from mtg_engine.cards.oracle.counter_each import render as render_counter_each

        return render_counter_each(p)
    if verb == "punish":  # 118.12, 608.2d (cards/oracle/punishers.py)
        from mtg_engine.cards.oracle.punishers import render as render_punisher

        return render_punisher(refs, p, _clause)
    if verb == "game_result":  # 104.2b, 104.3e (cards/oracle/game_result.py)
        from mtg_engine.cards.oracle.game_result import render as render_game_result

        return render_game_result(p, refs)
    if verb == "discard_filtered":  # 701.8a (cards/oracle/discard_kind.py)
        from mtg_engine.cards.oracle.discard_kind import render as render_discard_kind

        return render_discard_kind(p)
    if verb == "no_combat_damage":  # 510.1a (cards/oracle/no_combat_damage.py)
        from mtg_engine.cards.oracle.no_combat_damage import render as render_no_damage

        return render_no_damage(p)
    if verb == "change_text":  # 612 (cards/oracle/text_changes.py)
        from mtg_engine.cards.oracle.text_changes import render as render_text_change

        return render_text_change(refs, p)
    if verb == "no_regeneration_this_way":  # 701.15c (cards/oracle/no_regeneration.py)
        from mtg_engine.cards.oracle.no_regeneration import render as render_no_regeneration

        return render_no_regeneration(p)
    if verb == "restrict_this_way":  # 509.1b (cards/oracle/this_way_restrictions.py)
        from mtg_engine.cards.oracle.this_way_restrictions import render as render_this_way

        return render_this_way(p)
    if verb in ("tap_this_way", "players_this_way"):  # 701.26a, 101.2 (the same module)
        from mtg_engine.cards.oracle.this_way_restrictions import render_other

        return render_other(verb, p)
    if verb == "replace_this_turn":  # 614.1a (cards/oracle/replacement_riders.py)
        from mtg_engine.cards.oracle.replacement_riders import render as render_rider

        return "", render_rider(p)
    if verb == "exile_if_leaves":  # 614.1a (cards/oracle/exile_if_leaves.py)
        from mtg_engine.cards.oracle.exile_if_leaves import render as render_leaves

        return "", render_leaves(p)
    if verb == "exile_if_dies_this_way":  # 614.1a (cards/oracle/exile_if_dies.py)
        from mtg_engine.cards.oracle.exile_if_dies import words

        if set(p) - {"permanent"}:
            raise RenderError("exile if dies")
        return "", words(p)
    if verb == "kinship_reveal":  # 701.16a (cards/oracle/conditions_reveal.py)
        from mtg_engine.cards.oracle.conditions_reveal import KINSHIP_WORDS

        if p:
            raise RenderError("kinship")
        return "", KINSHIP_WORDS
    if verb == "reveal_top_if":  # 701.16a, 608.2c (cards/oracle/conditions_reveal.py)
        from mtg_engine.cards.oracle.conditions_reveal import render_reveal_top_if

        return "", render_reveal_top_if(p)
    if verb in ("look_at_top", "reveal_until"):  # 401.5, 701.16a (look_top, reveal_until.py)
        from mtg_engine.cards.oracle import look_top, reveal_until

        return reveal_until.render(refs, p) if verb == "reveal_until" else ("", look_top.render(p))
    if verb == "prevent":
        return "", _prevent(refs, p)
    if verb == "add_replacement":
        from mtg_engine.cards.oracle import replacement_targets, skip_next  # 614.1a, 614.10

        got_skip = skip_next.render(refs, p) or replacement_targets.render(refs, p)
        if got_skip is not None:
            return got_skip
        rep = p["replacement"]
        if rep != {"event": "die", "instead": "exile"} or not str(p["what"]).startswith("target"):
            raise RenderError("a replacement effect")
        _, _, n = str(p["what"]).partition(":")
        spec = refs.targets[int(n) if n else 0]
        if spec["kind"] == "any":  # (said under "If it's a creature, ...": creature_rider.py)
            return "", "if it would die this turn, exile it instead"
        noun = _KIND_NOUN.get(spec["kind"], "")
        if not noun or spec["kind"] in ("player", "opponent"):
            raise RenderError("a replacement effect on this target")
        return "", f"if that {noun} would die this turn, exile it instead"
    if verb == "create_token":
        raise RenderError("tokens are rendered by the token's own text")
    if verb == "no_regeneration":
        return "", "it can't be regenerated"
    if verb == "end_turn" and not p:  # 719.1
        return "", "end the turn"
    if verb == "extra_turn":  # 500.7 (extra_turns.py)
        from mtg_engine.cards.oracle.extra_turns import render as extra_turns

        return extra_turns(refs, p)
    if verb in ("proliferate", "populate", "learn", "planeswalk") and not p:  # 701.27a 701.30a 701.45a 701.24
        return "", verb
    if verb == "note_life" and not p:  # (rules/noted_life.py)
        return "", "note your life total"
    if verb == "venture" and not p:  # 701.46 (rules/dungeons.py)
        return "", "venture into the dungeon"
    if verb == "sacrifice_each_kind" and "who" in p:  # 701.17a, 101.4 (sacrifice_each.py)
        from mtg_engine.cards.oracle.sacrifice_each import render_theirs

        return render_theirs(refs, p)
    if verb == "sacrifice_each_kind":  # 701.17a (sacrifice_each.py)
        from mtg_engine.cards.oracle.sacrifice_each import render as sacrifice_each

        return "", sacrifice_each(p)
    if verb == "abandon" and not p:  # 701.26 (planar.py)
        return "", "abandon ~"
    if verb == "planeswalk_to_planes" and set(p) == {"count"}:  # Spatial Merging (planar.py)
        from mtg_engine.cards.oracle.planar import render_planeswalk_to

        return "", render_planeswalk_to(p["count"])
    if verb == "blank_rolls_chaos" and not p:  # Chaotic Aether (planar.py)
        from mtg_engine.cards.oracle.planar import BLANK_ROLLS_CHAOS

        return "", BLANK_ROLLS_CHAOS
    if verb == "reveal_from_hand":  # 701.16a (cards/oracle/library.py)
        from mtg_engine.cards.oracle.library import render_reveal_from_hand

        return "", render_reveal_from_hand(p)
    if verb == "put_from_hand":  # (cards/oracle/library.py)
        from mtg_engine.cards.oracle.library import render_put_from_hand

        return "", render_put_from_hand(p)
    if verb == "unattach" and p == {"what": "self"}:  # 701.3d
        return "", "unattach ~"
    if verb == "skip_untap" and p == {"what": "self", "yours": True}:  # 502.3
        return "~", "doesn't untap during your next untap step"
    if verb == "skip_untap" and set(p) == {"what", "yours"} and isinstance(p["what"], dict):
        return refs.obj(p["what"]), "don't untap during your next untap step"  # 502.3
    if verb == "skip_untap" and set(p) == {"what", "theirs"} \
            and p["theirs"].startswith("target "):  # 502.3 (untap_theirs._DURING)
        return describe_filter(p["what"]["all"], plural=True), \
            f"don't untap during {p['theirs']} next untap step"
    if verb == "skip_untap" and set(p) == {"what", "theirs"}:  # 502.3 (untap_theirs.py)
        return refs.obj(p["what"]), f"don't untap during {p['theirs']} next untap step"
    if verb == "skip_untap" and set(p) == {"what", "theirs", "those"}:  # (untap_theirs._those)
        kinds = describe_filter(p["what"]["all"], plural=True)
        return f"those {kinds}", f"don't untap during {p['theirs']} next untap step"
    if verb == "skip_untap" and set(p) == {"what"}:  # 502.3
        if isinstance(p["what"], dict) and set(p["what"]) == {"all"} and wording("each_one"):
            return "each " + describe_filter(p["what"]["all"]), \
                "doesn't untap during its controller's next untap step"  # (each of them)
        what = refs.obj(p["what"])
        if isinstance(p["what"], dict) or str(p["what"]).startswith("targets:"):  # several
            # (X targets too, 601.2c): both Oracle templates (JOIN_YOU)
            whose = "their controller's next untap step" if JOIN_YOU.get() else \
                "their controllers' next untap steps"
            return what, f"don't untap during {whose}"
        return what, "doesn't untap during its controller's next untap step"
    if verb == "continuous" and set(p) - {"until"} == {"what", "remove_keywords"} \
            and len(p["remove_keywords"]) in (1, 2) \
            and p.get("until", "end_of_turn") in ("end_of_turn", ""):  # 613.1f (layer 6)
        what = refs.obj(p["what"])
        lost = " and ".join(p["remove_keywords"])  # (611.2a: no duration, "until": "")
        return "", f"{what} {_s(what, 'lose')} {lost}" + (" until end of turn" if p.get(
            "until", "end_of_turn") else "")
    if verb == "untap_chosen" and p.get("who"):  # 701.21a, 608.2d (untap_one.py)
        from mtg_engine.cards.oracle.untap_one import render as render_untap_one

        said = render_untap_one(p)
        if said is None:
            raise RenderError("a permanent untapped by another player")
        return "", said
    if verb == "untap_chosen" and p.get("filter") == {"types": ["Land"]}:  # 701.21
        return "", f"untap up to {_num(p['count'])} lands"
    if verb == "continuous" and set(p) - {"until"} == {"what", "switch"} and p["switch"] \
            and p.get("until", "end_of_turn") == "end_of_turn":  # 613.4d
        who = refs.obj(p["what"])  # ("switch its power": ~ said "it", self_it.py)
        return "", f"switch {'its' if who == 'it' else who + chr(39) + 's'} power and " \
            "toughness until end of turn"
    if verb == "continuous" and str(p.get("what")).startswith("moved:"):  # (moved_objects.py)
        from mtg_engine.cards.oracle.moved_objects import render as render_moved

        if (got_moved := render_moved(refs, p)) is not None:
            return got_moved
    if verb == "continuous" and "set_power" not in p:  # 613.1e (color_change.py)
        from mtg_engine.cards.oracle.color_change import render as render_colors

        got_colors = render_colors(refs, p)
        if got_colors is not None:
            return got_colors
    if verb == "continuous" and ["Artifact"] in (p.get("add_types"), p.get("remove_types")):
        # (artifact_type.py)
        from mtg_engine.cards.oracle import artifact_type

        got_type = artifact_type.render(refs, p)
        if got_type is not None:
            return got_type
    if verb == "continuous" and p.get("add_subtypes") and "add_types" not in p:
        from mtg_engine.cards.oracle import subtype_becomes  # 205.3m (subtype_becomes.py)

        got_sub = subtype_becomes.render(refs, p)
        if got_sub is not None:
            return got_sub
    if verb == "continuous":  # a permanent becomes a creature (animate.py)
        from mtg_engine.cards.oracle import animate

        got = animate.render(refs, p)
        if got is not None:
            return got
    got = render_clause(refs, verb, p)  # copies, control changes (copy_control.py)
    if got is None:
        from mtg_engine.cards.oracle import effect_renders

        got = effect_renders.render_clause(refs, verb, p)  # (201.2, 608.2d, 115.7a...)
    if got is not None:
        return got
    from mtg_engine.cards.oracle.trigger_words import render_clause as trigger_clause

    return trigger_clause(refs, verb, p)  # (a RenderError for any other verb)


def _is_count(v: Any) -> bool:
    return isinstance(v, dict) and set(v) - {"besides"} in ({"count"}, {"count", "times"})


def _counted(v: dict[str, Any], plural: bool = False) -> str:
    """What a {"count": filter} amount counts: "creature you control" (608.2h); "for each
    other attacking creature" (not the source, 109.1: "other", never "another", after "each")."""
    f = dict(v["count"])
    if f.pop("other", False) and not plural:
        return "other " + describe_filter(f)
    return describe_filter(dict(v["count"]), plural=plural)


def _counted_besides(v: dict[str, Any], what: Any) -> str:
    """A pump's count: "other" is other than the source (Filter.other), so "for each other
    creature you control" only when the source is what gets the pump; else "for each
    attacking creature other than ~" (Sigil of Valor's and Run's "other" is other than the
    creature pumped: not this DSL, 613.4c)."""
    if v.get("besides") == what:  # other than the object pumped (other_than_pumped.py)
        from mtg_engine.cards.oracle.other_than_pumped import in_words

        return _counted(in_words(v))
    f = dict(v["count"])
    if what == "self" or not f.pop("other", False):
        return _counted(v)
    return describe_filter(f) + " other than ~"


def _search(p: dict[str, Any], refs: Refs) -> str:
    if p["to"] in ("top", "split"):  # (oracle/search.py)
        from mtg_engine.cards.oracle import search

        return search.render_passage(p)
    if "who" in p or p["to"] in ("graveyard", "exile") or "name" in p["filter"] \
            or p.get("any_number") or p.get("exactly") or isinstance(p.get("count"), dict) \
            or set(p) & {"either", "same_name_as", "different_names", "mv_amount",
                         "mv_words", "share_land_type", "attach_to_yours",
                         "discard_random"}:  # (oracle/search.py)
        from mtg_engine.cards.oracle import search

        return search.render(p, refs)
    from mtg_engine.cards.oracle.search import describe_card
    n = p.get("count", 1)
    f = dict(p["filter"])
    what = describe_card(f) if f else "card"  # (305.6: "a land card with a basic land type")
    head = f"search your library for {'up to ' + _num(n) + ' ' if n != 1 else 'a '}{what}"
    to = "put it into your hand" if p["to"] == "hand" else \
        "put it onto the battlefield" + (" tapped" if p.get("tapped") else "")
    return f"{head}, {to}"


def _prevent(refs: Refs, p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle import prevention_counters, prevention_next_turn, prevention_reflect
    from mtg_engine.cards.oracle.prevention import render_gain, this_turn_where

    until = prevention_next_turn.render(p, lambda q: _prevent_text(refs, q))  # 611.2a
    if until is not None:
        return until

    # 611.2a: where "this turn" is said; 615.5: the life gained, the counters put, the damage
    return this_turn_where(_prevent_text(refs, p), p) + render_gain(p) + \
        prevention_counters.render(p) + prevention_reflect.render(refs.obj, p)


def _prevent_text(refs: Refs, p: dict[str, Any]) -> str:
    kind = p["kind"]
    from mtg_engine.cards.oracle.prevention_sources import render as render_by

    by = render_by(refs, p)  # 615.1a: "... by colorless sources" (prevention_sources.py)
    if by is not None:
        return by
    if kind == "chosen_source":  # 615.8, 615.9 (cards/oracle/prevention.py)
        from mtg_engine.cards.oracle.chosen_source_to import render as render_to
        from mtg_engine.cards.oracle.prevention import render_chosen_source

        return render_to(refs, p) or render_chosen_source(p)  # (to one recipient: the first)
    if kind == "group":  # 615.1a, 615.3 (cards/oracle/prevention.py)
        from mtg_engine.cards.oracle.prevention import render_group

        return render_group(p)
    if p.get("divided"):  # 601.2d (prevention.py)
        from mtg_engine.cards.oracle.prevention import render_divided

        return render_divided(refs, p)
    if kind == "combat":
        return "prevent all combat damage that would be dealt this turn"
    if kind == "from" and p.get("to") == "self":  # 615.1a: to ~ only
        return f"prevent all damage that would be dealt to ~ by {refs.obj(p['what'])} this turn"
    if kind == "from" and p.get("template") == "dealt_by":  # (effects._prevention)
        return f"prevent all damage that would be dealt by {refs.obj(p['what'])} this turn"
    if kind == "from" and p.get("once"):  # 615.8 (prevent_next_time.py)
        from mtg_engine.cards.oracle.prevent_next_time import render as render_next_time

        return render_next_time(refs, p)
    if kind == "none":  # 615.12 (turn_restrictions.py)
        return "damage can't be prevented this turn"
    if kind == "next" and isinstance(p["what"], dict) and "shares_color_with" in p["what"]:
        return f"prevent the next {p['amount']} damage that would be dealt to " \
               f"{refs.obj(p['what'])} this turn"  # 615.11, 105.2 (Wojek Apothecary)
    if kind == "next" and isinstance(p["what"], dict) and set(p["what"]) & {"all", "joined"}:
        from mtg_engine.cards.oracle.prevention import render_each

        return f"prevent the next {p['amount']} damage that would be dealt to " \
               f"{render_each(p['what'])} this turn"  # 615.11
    what = refs.obj(p["what"])
    if kind == "combat_to_from":  # 615.1a: two shields on one object (_merge_prevent)
        return f"prevent all combat damage that would be dealt to and dealt by {what} this turn"
    if kind == "to_from":  # 615.1a: the same, all damage (prevention_next_turn.py)
        return f"prevent all damage that would be dealt to and dealt by {what} this turn"
    if kind == "combat_to":
        return f"prevent all combat damage that would be dealt to {what} this turn"
    if kind == "combat_from":  # both Oracle templates (the second rendering, JOIN_YOU)
        if JOIN_YOU.get():
            return f"prevent all combat damage that would be dealt by {what} this turn"
        return f"prevent all combat damage {what} would deal this turn"
    if kind == "next_from":  # 615.7: the next N damage a source would deal
        return f"prevent the next {p['amount']} damage that would be dealt by {what} this turn"
    if kind == "next":
        combat = "combat " if p.get("combat") else ""  # (510.2)
        return f"prevent the next {p['amount']} {combat}damage that would be dealt to {what} " \
            "this turn"
    if kind == "to":
        return f"prevent all damage that would be dealt to {what} this turn"
    return f"prevent all damage {what} would deal this turn"


def pt(power: int, toughness: int) -> str:
    """+N/+N as printed: a zero takes the other's sign ("-2/-0", "+0/+3")."""
    def one(v: int | str, other: int | str) -> str:
        if v in ("X", "-X"):  # 107.3
            return "-X" if v == "-X" else "+X"
        if not isinstance(v, int):
            raise RenderError(f"power/toughness change {v!r}")
        if v == 0:
            return "-0" if other == "-X" or (isinstance(other, int) and other < 0) else "+0"
        return f"{v:+d}"
    return f"{one(power, toughness)}/{one(toughness, power)}"


_EOT = ("pump", "grant")
_PLAYER_VERBS = ("draw", "discard", "mill", "gain_life", "lose_life", "shuffle",
                 "sacrifice_chosen", "discard_hand", "shuffle_graveyard", "shuffle_hand_graveyard",
                 "exile_from_hand", "exile_from_graveyard", "exile_top_cards", "reveal_random",
                 "reveal_hand")
_CONTROLLER = ("", "you")  # imperative and "you": the controller, one subject


def _merge_prevent(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """"Prevent all combat damage that would be dealt to and dealt by X this turn": the two
    shields (combat_to, combat_from) on one object are one sentence (615.1a)."""
    out: list[dict[str, Any]] = []
    for e in effects:
        prev = out[-1].get("prevent") if out else None
        if prev is not None and "prevent" in e and prev.get("kind") == "combat_to" \
                and e["prevent"].get("kind") == "combat_from" \
                and set(prev) == set(e["prevent"]) == {"kind", "what"} \
                and prev["what"] == e["prevent"]["what"]:
            out[-1] = {"prevent": {"kind": "combat_to_from", "what": prev["what"]}}
        elif prev is not None and "prevent" in e and prev.get("kind") == "to" \
                and e["prevent"].get("kind") == "from" \
                and set(prev) == set(e["prevent"]) and set(prev) <= {"kind", "what", "until"} \
                and {**prev, "kind": "from"} == e["prevent"]:  # (prevention_next_turn.py)
            out[-1] = {"prevent": {**prev, "kind": "to_from"}}
        elif prev is not None and "prevent" in e and prev.get("kind") == "next" \
                and isinstance(prev["what"], dict) and set(prev["what"]) == {"all"} \
                and e["prevent"] == {**prev, "what": "each_player"}:  # 615.11
            out[-1] = {"prevent": {**prev, "what": {"joined": [prev["what"], "each_player"]}}}
        else:
            out.append(e)
    return out


def _merge_damage(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """"~ deals 2 damage to each creature and each player" is one clause (the second rendering,
    JOIN_YOU off, keeps "2 damage to target creature and 2 damage to target player")."""
    out: list[dict[str, Any]] = []
    if not JOIN_YOU.get():
        return list(effects)
    for e in effects:
        if out and "damage" in e and "damage" in out[-1] \
                and _but_to(out[-1]["damage"]) == _but_to(e["damage"]):  # (its "if" too)
            prev = out[-1]["damage"]
            to = prev["to"] if isinstance(prev["to"], list) else [prev["to"]]
            out[-1] = {"damage": {**prev, "to": [*to, e["damage"]["to"]]}}
        else:
            out.append(e)
    return out


def _but_to(p: dict[str, Any]) -> dict[str, Any]:
    """A damage effect but its recipient: two that differ only there read as one clause."""
    return {k: v for k, v in p.items() if k != "to"}


@contextmanager
def joining_you(join: bool) -> Iterator[None]:
    """Render with "you" clauses joined to the previous sentence, or not."""
    token = JOIN_YOU.set(join)
    try:
        yield
    finally:
        JOIN_YOU.reset(token)


def _merge_targets(effects: list[dict[str, Any]], targets: list[dict[str, Any]]
                   ) -> list[dict[str, Any]]:
    """Consecutive copies of one effect on each target of one word "target" (lower._expand)
    -> one effect on {"targets": [indices]}: "tap up to two target creatures" (115.3)."""
    out: list[dict[str, Any]] = []
    i = 0
    while i < len(effects):
        e = effects[i]
        verb, body = next(iter(e.items()))
        keys = [k for k, v in (body or {}).items() if _target_index(v) is not None]
        first = _target_index(body[keys[0]]) if len(keys) == 1 else None
        word = targets[first].get("word", 0) if first is not None and first < len(targets) \
            else 0
        if not word or (verb in ("damage", "put_counters", "prevent")
                        and body.get("divided")):  # 601.2d
            out.append(e)
            i += 1
            continue
        group = [j for j, t in enumerate(targets) if t.get("word") == word]
        if any(targets[j].get("another") for j in group):  # two words "target" (115.3)
            out.append(e)
            i += 1
            continue
        run = effects[i:i + len(group)]
        want = [{verb: {**body, keys[0]: "target" if j == 0 else f"target:{j}"}}
                for j in group]
        if group[0] != first or run != want:
            raise RenderError("targets of one word used apart")
        out.append({verb: {**body, keys[0]: {"targets": group}}})
        i += len(group)
    return out


_JOINABLE = ("destroy", "exile", "bounce", "untap")


# "Exile ~ and target permanent", "Return ~ and another target creature to their owners'
# hands" (parse.self_and_target)
def _self_joined(verb: str, what: str) -> bool:
    return what == "self" and verb in ("exile", "bounce")


def _join_objects(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One verb on several targets of their own, in one of the two wordings the round trip
    tries (amounts.wording): "destroy target creature and target land" (115.1) rather than
    "destroy target creature and destroy target land"."""
    from itertools import pairwise

    from mtg_engine.cards.oracle.amount_render import wording

    def single(e: dict[str, Any]) -> str | None:
        verb, p = next(iter(e.items()))
        what = (p or {}).get("what")
        if verb == "destroy" and (p or {}).get("no_regeneration") is True \
                and set(p) == {"what", "no_regeneration"} and isinstance(what, str) \
                and what.startswith("target"):  # "Destroy target creature and target land.
            return "destroy_no_regeneration"  # They can't be regenerated." (701.15c)
        if verb in _JOINABLE and set(p or {}) == {"what"} and isinstance(what, str) \
                and (what.startswith("target") or _self_joined(verb, what)):
            return verb
        if verb in _JOINABLE and set(p or {}) == {"what"} and isinstance(what, dict) \
                and set(what) == {"targets"}:  # "up to two target creatures" (_merge_targets)
            return verb
        return None

    runs = any(single(a) and single(a) == single(b) for a, b in pairwise(effects))
    if not runs or not wording("objects_joined"):
        return effects
    out: list[dict[str, Any]] = []
    for e in effects:
        verb = single(e)
        if verb and out:
            prev_verb, prev = next(iter(out[-1].items()))
            pw = (prev or {}).get("what")
            joined_key = prev_verb + ("_no_regeneration" if (prev or {}).get(
                "no_regeneration") is True else "")
            if (single(out[-1]) or joined_key) == verb and (
                    single(out[-1]) or (isinstance(pw, dict) and "joined" in pw)):
                joined = pw["joined"] if isinstance(pw, dict) and "joined" in pw else [pw]
                out[-1] = {prev_verb: {**prev, "what": {"joined": [*joined,
                                                                   e[prev_verb]["what"]]}}}
                continue
        out.append(e)
    return out


_TURN_ENDS = ("this turn", "this turn if able",  # a verb phrase for the turn (611.2a)
              "this turn do so",  # 509.1c (lure_turn.py)
              "this turn as though it didn't have defender",  # (702.3b)
              "this turn as though they didn't have defender")


def render_effects(effects: list[dict[str, Any]], targets: list[dict[str, Any]],
                   tokens: dict[str, dict[str, Any]] | None = None,
                   refs: Refs | None = None) -> str:
    """Effects -> sentences. Consecutive clauses about one subject share it ("Target player
    draws two cards and discards two cards"); "you" after the controller's own clauses is
    imperative; "until end of turn" closes a run of pump/grant clauses. Instructions with a
    condition or optional ones are rendered by conditions.py (608.2c)."""
    from mtg_engine.cards.oracle.conditional_effects import render_conditional
    from mtg_engine.cards.oracle.dice import render as render_dice
    from mtg_engine.cards.oracle.token_followups import render as render_followups

    if tokens is None:  # the tokens the card's text defines (a delayed or reflexive trigger's)
        from mtg_engine.cards.oracle.effects import _TOKEN_SINK

        tokens = {t.get("key", t["name"]): t for t in _TOKEN_SINK.get() or []}
    followups = render_followups(effects, targets, tokens)  # the tokens made (111.1)
    if followups is None:
        followups = render_dice(effects, targets, tokens)  # a die roll's table (706.3)
    if followups is None:  # 701.20a: "Its owner shuffles it into their library."
        from mtg_engine.cards.oracle.owner_shuffles import render as render_owner_shuffles

        followups = render_owner_shuffles(refs or Refs(targets), effects)
    if followups is not None:
        return followups
    conditional = render_conditional(effects, targets, tokens)
    if conditional is not None:
        return conditional
    refs = refs if refs is not None else Refs(targets)  # (shared by conditions.py's sentences)
    out: list[str] = []
    last_key: Any = None
    last_verb = ""
    eot = " until end of turn"  # (or " until your next turn": rules/durations.py)
    last_what: Any = None
    for e in _join_objects(_merge_prevent(_merge_damage(_merge_targets(effects, targets)))):
        verb, p = next(iter(e.items()))
        p = p or {}
        if verb == "create_token" and p.get("investigate"):  # 701.36a (investigate.py)
            p = {k: v for k, v in p.items() if k != "investigate"}
        run = in_turn_run(verb, p)  # "becomes black and gains fear" (color_change.py)
        key = _subject_key("pump" if run else verb, p)
        if key == "~" and verb == "damage" and last_key == '"self"' and wording("pump_and_deals"):
            key = last_key  # "~ gets +2/+0 until end of turn and deals 1 damage to you"
        if verb == "create_token" and isinstance(p.get("copy_of"), dict):  # 707.2: each
            from mtg_engine.cards.oracle.token_copy_except import render_copy_each

            subject, vp = "", render_copy_each(p, refs)
        elif verb == "create_token" and set(p) - {"tapped", "except"} == {"copy_of", "count"} \
                and isinstance(p["count"], int) and p["count"] > 1:  # 111.1, 707.2
            from mtg_engine.cards.oracle.token_copy_except import render_exception

            tapped = "tapped " if p.get("tapped") else ""  # (they enter tapped)
            subject, vp = "", (f"create {_num(p['count'])} {tapped}tokens that are copies of "
                               f"{refs.obj(p['copy_of'])}") + (render_exception(
                                   p["except"], plural=True) if p.get("except") else "")
        elif verb == "create_token" and set(p) in ({"copy_of"}, {"copy_of", "except"}):  # 707.2
            subject, vp = "", f"create a token that's a copy of {refs.obj(p['copy_of'])}"
            if p.get("except"):  # 707.9b
                from mtg_engine.cards.oracle.token_copy_except import render_exception

                vp += render_exception(p["except"])
        elif verb == "create_token" and p.get("chosen_kind"):  # 111.4 (tokens_chosen.py)
            from mtg_engine.cards.oracle.tokens_chosen import render as render_chosen

            subject, vp = "", render_chosen(p, tokens or {}, refs.obj) or ""
        elif verb == "create_token" and "who" in p:  # "Its controller creates ..." (111.2)
            subject = refs.obj(p["who"])
            vp = "creates" + _token_phrase({k: v for k, v in p.items() if k != "who"},
                                           tokens or {}, obj=refs.obj)[len("create"):]
        elif verb == "create_token":
            subject, vp = "", _token_phrase(p, tokens or {}, obj=refs.obj)
        elif verb == "emblem":  # 114.2 (emblems.py)
            from mtg_engine.cards.oracle.emblems import render_emblem

            subject, vp = "", render_emblem(p, tokens or {}, refs)
        elif verb == "turn_trigger":  # 603.7b (turn_triggers.py)
            from mtg_engine.cards.oracle import turn_triggers

            if "watch" in p:  # 603.7c (watched_triggers.py)
                from mtg_engine.cards.oracle import watched_triggers

                subject, vp = "", watched_triggers.render(refs, p, tokens or {})
            else:
                subject, vp = "", turn_triggers.render(p, tokens or {})
        elif verb == "destroy" and p.get("no_regeneration"):
            subject, vp = _clause(refs, {"destroy": {"what": p["what"]}})
            what = p["what"]
            again = refs.obj(what) if isinstance(what, str) and what.startswith("target") \
                else "it"  # ("That creature can't be regenerated": copy_control.py, 701.19c)
            if what == "attached" and wording("that_attached"):  # (the creature it enchanted)
                again = "that creature"
            vp += ". they can't be regenerated" if isinstance(what, dict) or str(what).startswith(
                "targets:") else f". {again} can't be regenerated"  # (X targets: "they")
            if p["no_regeneration"] in ("this_way", "this_way_one"):  # (the printed words)
                vp = vp[:vp.rindex(". ")] + (". a creature" if p["no_regeneration"].endswith(
                    "one") else ". creatures") + " destroyed this way can't be regenerated"
        else:
            subject, vp = _clause(refs, e)
        if run:  # (its duration closes the run, 611.2a)
            verb, vp = "pump", vp.removesuffix(" until end of turn")
        same = last_key is not None and key == last_key
        put_on = last_what if last_verb == "put_counters" else None  # (the "and_it" wording)
        if not same and those_again(p, last_what):  # the group named before (resolve.py)
            if verb in ("pump", "grant", "skip_untap"):
                subject = "those creatures"
            else:  # "Untap those creatures." / "Untap them." (the same group, 608.2c)
                vp = vp.replace(refs.obj(p["what"]), "them" if wording("them_group")
                                else "those creatures", 1)
        last_what = (p.get("what", p.get("to") if verb == "damage" else None)
                     if isinstance(p, dict) else None)  # (damaged_group.py: "those")
        if key == "you" and (last_key is None or last_key == "you") and subject == "you":
            subject = ""  # imperative: the controller does it
            vp = _imperative(vp)
        if key == "you" and subject == "you" and out and last_key not in (None, "you", "~") \
                and last_verb in _PLAYER_VERBS and JOIN_YOU.get():
            # "Target player loses 3 life and you gain 3 life"
            out[-1] += " and you " + vp
        elif same and out and verb == "damage" and last_verb == "damage":
            out[-1] += " and " + vp.removeprefix("deals ")  # "and 2 damage to you"
        elif same and out and verb == last_verb == "create_token" and not subject:
            from mtg_engine.cards.oracle.tokens_x import join_creations

            out[-1] += " and " + join_creations(vp)  # "... and a 3/3 ... token" (111.1)
        elif same and out and verb == last_verb == "put_counters" and vp.startswith("put ") \
                and wording("put_once"):  # "put <counters> on A and <counters> on B" (122.1)
            out[-1] = join_puts(out[-1], vp, put_on == p.get("what"))  # (counters_pair.py)
        elif same and out and verb == last_verb == "pump" and wording("pump_again_it"):
            out[-1] += eot  # 613.4c: "Target creature gets +3/+3 until end of turn. It gets
            out.append(f"it {vp}")  # an additional +2/+2 ... for each ...": the same object
        elif same and out and verb == "fight":  # "... until end of turn. It fights ..."
            if last_verb in _EOT:
                out[-1] += eot
            out.append(f"it {vp}")
        elif same and out:
            if last_verb in _EOT and (verb not in _EOT or (
                    vp.endswith(_TURN_ENDS) and "until end of turn for each" not in vp)):
                # "gets +1/+0 until end of turn and can't be blocked this turn" (611.2a)
                out[-1] += eot
            out[-1] += " and " + vp
        elif out and put_on is not None \
                and p.get("what", "self" if verb == "damage" and "source" not in p else None) \
                == put_on \
                and subject in ("it", "~") and wording("and_it"):
            out[-1] += f" and it {vp}"  # "put a +1/+1 counter on ~ and it gains ..." (608.2c)
        else:
            if out and last_verb in _EOT:
                out[-1] += eot
            out.append(f"{subject} {vp}".strip())
        last_key, last_verb = key, (verb if not vp.endswith(_TURN_ENDS)
                                    and not (verb == "grant" and p.get("until") == "")  # 611.2a
                                    and "until end of turn for each" not in vp
                                    and not (same and verb == "grant" and out and " until end of "
                                             "turn for each " in out[-1]) else "")
        eot = " until your next turn" if p.get("until") == "your_next_turn" \
            and verb in _EOT else " until end of turn"
    if out and last_verb in _EOT:
        out[-1] += eot
    from mtg_engine.cards.oracle.per_opponent import sentence_first  # 601.2c

    out = [sentence_first(s) for s in out]
    text = place_where(". ".join(s[0].upper() + s[1:] for s in out) + ".")  # amounts.py
    return re.sub(r"\. ([a-z])", lambda m: ". " + m.group(1).upper(), text)


def _each_combat(p: dict[str, Any]) -> bool:
    """"attack each combat if able until your next turn": a requirement for each combat of
    the duration (508.1d, 611.2a); for the turn it is said "attacks this turn if able"."""
    return p.get("until") == "your_next_turn" and p["keywords"] == ["attacks each combat if able"]


def _recipient(refs: Refs, p: dict[str, Any], r: Any) -> str:
    """A damage recipient; ~'s damage to ~ is "to itself" (120.3) in that wording."""
    if r == "self" and "source" not in p and wording("damage_itself"):
        return "itself"
    return refs.obj(r)


def _subject_key(verb: str, p: dict[str, Any]) -> Any:
    import json

    if verb in _PLAYER_VERBS:
        who = p.get("who", "you")
        return "you" if who == "you" else json.dumps(who, sort_keys=True)
    if verb in ("pump", "grant") and p.get("until") == "your_next_turn":  # (a run of its own)
        return json.dumps(p["what"], sort_keys=True) + " your_next_turn"
    if verb in ("pump", "grant", "fight", "skip_untap", "explore", "connive", "block_restriction",
                "phase_out", "protection_choice", "become_blocked"):  # (702.26b; 702.16a;
        # 509.1h: "Target ... creature becomes blocked. Draw a card." two subjects)
        return json.dumps(p.get("what"), sort_keys=True) + p.get("player", "")
    if verb == "add_replacement" and p.get("what") not in (None, "you") \
            and (p.get("replacement") or {}).get("instead") == "skip":  # (skip_next.py)
        return json.dumps(p["what"], sort_keys=True)  # "That player skips their next ..."
    if verb in ("player_restriction", "cant_block_pair", "must_block", "discard_all",
                "shuffle_hand"):  # (library_zone.py)
        return json.dumps(p.get("who", p.get("blocker")), sort_keys=True)
    if verb == "damage":  # (a target that deals it is another subject, 120.1)
        return "~" if "source" not in p else "damage from " + json.dumps(p["source"])
    if verb == "create_token" and "who" in p:  # another player creates them (111.2)
        return json.dumps(p["who"], sort_keys=True)
    if verb in ("uncounterable_turn", "untargetable_turn") and "by_colors" in p:
        return verb  # (each its own subject: rules/color_shields.py)
    if verb in ("reflexive", "allow_play", "replace_this_turn", "tempting_offer", "each_may",
                "each_player_puts",  # (101.4: each player its own subject)
                "exile_library", "protection_from_player", "exile_top_playable"):
        # (sentences of their own: 603.12, 601.3, 614.1a, 608.2d, 702.16k; 406.3: "Exile all
        # cards from target player's library"; "Until end of turn, you may play that card.")
        return verb
    if verb == "continuous" and p.get("until") == "your_next_turn":  # (animate.py: a
        return verb + " your_next_turn"  # sentence of its own, "Until your next turn, it ...")
    if verb == "continuous" and p.get("what") == "self" and "until" not in p:
        return json.dumps("self")  # "~ becomes a 3/3 ... creature": ~ says it, not "you"
    if verb == "continuous" and (p.get("until") == "" or str(p.get("until")).startswith(
            "affected_counter:")) and str(p.get("what")).startswith("target"):  # (611.2b)
        return json.dumps(p["what"])  # "That land becomes a 0/0 ... creature" (animate.py)
    if verb == "put_counters" and p.get("kind") == "poison":  # (a player who gets them)
        return json.dumps(p.get("what"), sort_keys=True)
    return "you"


def _imperative(vp: str) -> str:
    """"draws two cards" -> "draw two cards" (the verb without its third-person s)."""
    return vp


def _token_phrase(p: dict[str, Any], tokens: dict[str, dict[str, Any]],
                  obj: Callable[[Any], str] | None = None) -> str:
    """111.1: "create two tapped 1/1 white Soldier creature tokens with flying" (`obj` names
    an object an amount is about: "where X is that creature's mana value", 608.2h)."""
    t = tokens.get(p.get("token", ""))
    if t is None or set(p) - {"token", "count", "tapped", "tapped_and_attacking", "attacking",
                              "power", "toughness", "blocking", "said"}:
        raise RenderError("token")
    from mtg_engine.cards.oracle.tokens_x import render_pt

    p_t, x_tail = render_pt(t, p, obj)  # "X/X", ", where X is ..." (111.3)
    n, tail = token_count(p.get("count", 1), obj)  # a variable amount (amounts.py)
    tapped = "tapped " if p.get("tapped") else ""
    attacking = ""
    if p.get("said") == "enters":  # 508.4: "Ragavan enters the battlefield tapped and ..."
        from mtg_engine.cards.oracle.tokens import enters_attacking

        return enters_attacking(_token_phrase({k: v for k, v in p.items() if k not in (
            "said", "tapped_and_attacking")}, tokens, obj), t)
    if p.get("blocking") == "remembered":  # 506.3d (effects/enter_blocking.py)
        attacking = " that's blocking that creature"
    elif p.get("attacking"):  # 508.4: "... token that's attacking" (not tapped)
        attacking = " that's attacking" if n == 1 else " that are attacking"
    elif p.get("tapped_and_attacking"):  # 508.4: before, or after "that's" / "that are"
        from mtg_engine.cards.oracle.amount_render import wording

        if wording("attacking_after"):
            attacking = " that's tapped and attacking" if n == 1 else \
                " that are tapped and attacking"
        else:
            tapped = "tapped and attacking "
    noun = "token" if n == 1 else "tokens"
    from mtg_engine.cards.oracle import token_artifacts

    if token_artifacts.is_noncreature(t):  # 111.1, 111.4: a named artifact token
        return token_artifacts.render(t, n, tapped) + attacking + tail
    if "power" not in t:  # a predefined token (111.10): "create a Treasure token"
        kind = t["type"].split(" — ")[1]
        out = f"create {_num(n)} {tapped}{kind} {noun}"
        return _each_first(out, tail) if not attacking else out + attacking + tail
    colors = [COLOR_NAMES[c] for c in t.get("colors", [])]
    color = _join(colors) if colors else "colorless"
    subtypes = t["type"].split(" — ")[1]
    art = "artifact " if "Artifact" in t["type"].split(" — ")[0] else ""
    if "Enchantment Creature" in t["type"]:  # (111.1: "... Centaur enchantment creature token")
        art += "enchantment "
        from mtg_engine.cards.oracle.amount_render import wording as other_order

        if art == "artifact enchantment " and other_order("enchantment_first"):
            art = "enchantment artifact "  # ("... Golem enchantment artifact creature token")
    from mtg_engine.cards.oracle.token_cda import is_pt_cda

    if any(is_pt_cda(st) for st in t.get("statics", [])):
        p_t = ""  # 604.3: its quoted ability defines them (token_cda.py)
    out = f"create {_num(n)} {tapped}{p_t} {color} {subtypes} {art}creature {noun}" \
        .replace("  ", " ")
    from mtg_engine.cards.oracle.amount_render import wording as colors_said

    if len(colors) > 1 and not art and colors_said("colors_after"):  # 105.2: "... token that's
        out = f"create {_num(n)} {tapped}{p_t} {subtypes} creature {noun} that's {color}" \
            .replace("  ", " ")  # red, green, and white"
    tail += x_tail
    from mtg_engine.cards.oracle.tokens import (
        CHANGELING_CDA,
        is_combat_ability,
        numbered_keywords,
        render_abilities,
        render_name,
    )

    keywords = [k for k in t.get("keywords", []) if not is_combat_ability(k)] + \
        (["changeling"] if CHANGELING_CDA in t.get("statics", []) else []) + \
        numbered_keywords(t)  # 702.73a; "devour 2" (702.82a)
    from mtg_engine.cards.oracle.amount_render import wording as said

    named_last = bool(keywords) and said("named_last")  # "with flying named Storm Crow"
    out += "" if named_last else render_name(t)  # 111.4: "named Cloud Sprite"
    if keywords:  # (a combat ability is a quoted one: render_abilities)
        out += " with " + _join(keywords) + (render_name(t) if named_last else "")

    if t["type"].startswith("Legendary "):  # 205.4d: "create Ragavan, a legendary ..."
        from mtg_engine.cards.oracle.tokens import render_legendary

        out = render_legendary(t, out)
    abilities = render_abilities(t, n != 1)  # 111.1: "with "<ability>"" / ". It has ..."
    if abilities.startswith(" and ") and len(keywords) > 1:  # "with flying, trample, and "...""
        out = out[:out.rindex(" with ")] + " with " + ", ".join(keywords) + ","
    if abilities.startswith(". ") and keywords:  # ". It has flying and "..."" (111.1)
        from mtg_engine.cards.oracle.token_names import keywords_in_it_has

        out, abilities = keywords_in_it_has(out, keywords, abilities)
    if abilities.startswith("."):
        return out + attacking + tail + abilities
    return _each_first(out + abilities, tail) if not attacking else \
        out + abilities + attacking + tail


def _each_first(phrase: str, tail: str) -> str:
    """"create a Treasure token for each land you control", or in the wording "each_first"
    "for each land you control, create a Treasure token" (111.1, 608.2h)."""
    from mtg_engine.cards.oracle.amount_render import wording

    if tail.startswith(" for each ") and wording("each_first"):
        return f"{tail.strip()}, {phrase}"
    return phrase + tail


# ------------------------------------------------------------------ comparison

_DROP = {"a", "an", "the", "and", "then", "each", "all", "its", "their", "his", "her", "or_"}
_NUMS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
         "seven": "7", "eight": "8", "nine": "9", "ten": "10"}
_PHRASES = (
    (r"\bproliferate, then proliferate again\b", "proliferate. proliferate"),  # (701.27a)
    # 201.5: a legendary card's own pronoun ("she deals that much damage", Chandra): ~
    (r"(^|[,.] )(?:he|she) (?=gets |gains |deals |phases out\b)", r"\1~ "),
    (r"\benters the battlefield tapped and with\b",  # (614.1c: the same two replacements)
     "enters the battlefield tapped with"),
    # 601.2c: "Choose any number of target creatures. Put a +1/+1 counter on each of them."
    (r"\bchoose (any number of|up to (?:two|three|four)|two|three|four) target ([a-z ]+)\. "
     r"(put [^.]+? on|double the number of [^ .]+ counters on) each of them\b",
     r"\3 each of \1 target \2"),
    *kept_mana.NORMALISE,  # 106.4: "you don't lose this mana" (before the next rule)
    *same_is_true.NORMALISE,  # 608.2c: "The same is true for ..." (same_is_true.py)
    *optional_then.NORMALISE,  # 603.5: "you may have target ... If you do, ..."
    *library_position.NORMALISE,  # 401.1: "target creature's owner puts it on the top or"
    # 611.2a: "Until your next turn, X gets ..." is "X gets ... until your next turn"
    # (not a delayed trigger's: "Until end of turn, whenever ...", 603.7b: turn_triggers.py)
    (r"(^|: |\. |• )until (end of turn|your next turn), (?!whenever )([^.\"]*)(?=\.|$)",
     r"\1\3 until \2"),
    control_haste.NORMALISE,  # 613.1b: "... gain control of X and it gains haste" (that turn)
    *player_rewrites.NORMALISE,  # 608.2c: "those players each discard" (player_rewrites.py)
    # 608.2c: damage "to each of those creatures" is to each of them, as "to those creatures"
    (r"\bdamage to each of those (creatures|permanents)\b", r"damage to those \1"),
    pump_pairs.NORMALISE,  # 611.2a: "X gets +1/+1 and Y gets -1/-1 until end of turn"
    graveyard_pairs.NORMALISE,  # 115.1: "return up to one target A card and up to one ..."
    # "They gain trample until end of turn": the creatures just named (parse.py)
    (r"(^|: |\. )(if [^,.]+, )?(?:they(?: each)?|each of them) (gain|get)s? "
     r"(?!\d|life\b|x\b)(?=[^.]* until end of turn)", r"\1\2those creatures \3 "),
    same_words.ALSO,  # "it also gains first strike" (render_same_words.py)
    # 608.2h: "For each ..., ~ gets +1/+0 until end of turn": the count said first (parse.py)
    (r"(^|: |\. )for each ([^,.]+), ~ gets ([+-]\d+/[+-]\d+) until end of turn",
     r"\1~ gets \3 until end of turn for each \2"),
    # 111.1, 608.2h: "For each ..., create a 1/1 ... token": the count said first (parse.py)
    (r"(^|: |\. |, )for each ([^,.\"]+), create ([^,.\"]+? tokens?)(?=\.)",
     r"\1create \3 for each \2"),
    # 608.2h: "gets +1/+1 until end of turn for each ..." is "gets +1/+1 for each ... until
    # end of turn" (the duration said before or after the amount)
    (r" until (end of turn|your next turn)((?: for each|, where x is) [^.]*?)(?=\.|$)", r"\2 until \1"),
    # 107.3: "Scry X, where X is ..., then draw three cards": X's value said last
    (r", where x is ([^.,]*?), then ([^.]*)(?=\.|$)", r", then \2, where x is \1"),
    (r"\bwhenever\b", "when"),
    card_name_reveal.NORMALISE,  # 201.2: "Choose a card name, then reveal ..."
    (r"\bthe card's (mana value|power|toughness)\b", r"that card's \1"),  # (Ruin Raider)
    polymorph.NORMALISE,  # 611.2a: one duration said twice (the Mimics, polymorph.py)
    polymorph.NORMALISE_ALSO,  # 205.1b: "in addition to its other creature types"
    both_colors.NORMALISE,  # 105.2: "a spell that's white, blue, black, or red"
    attached_blocks.NORMALISE,  # 509.1h-i: "the other creature" (trigger_attached_blocks.py)
    (r"\bdraw an additional card\b", "draw a card"),  # (121.1: one card more)
    # 502.3: "~ deals 2 damage to any target and doesn't untap during your next untap step"
    # (two instructions about ~, effects.compile_effects)
    (r"((?:^|: |\. )~ [^.]*?)\. ~ doesn't untap during your next untap step\b",
     r"\1 and doesn't untap during your next untap step"),
    # 406.3: "exile all cards from all graveyards" is "exile all graveyards"
    (r"\bexile all cards from (all graveyards|(?:target|each|that) [a-z]+'s graveyard)\b",
     r"exile \1"),
    kicked_source.NORMALISE,  # 702.33d: "if this spell was kicked, it deals" (the spell)
    *x_times.NORMALISE,  # 107.3: "twice X" is "2X", "X plus 3" is "X+3" (x_times.py)
    (r"\b(artifact|creature|enchantment|land|planeswalker|instant|sorcery)s? and/or\b",
     r"\1 or"),  # a type union
    (r"\binvestigate x times\b", "create x clue tokens"),  # 701.36a, 107.3
    *investigate.NORMALISE,  # 701.36a: "investigate twice", "its controller investigates"
    *repeated.NORMALISE,  # 608.2c: "it explores, then it explores again" (repeated.py)
    *you_scry.NORMALISE,  # 701.18a: "you scry 2" is "scry 2" (you_scry.py)
    *two_objects.NORMALISE,  # 701.7a: "destroy that creature and ~" (two_objects.py)
    *owner_named_again.NORMALISE,  # 608.2c: "... to its owner's hand. Then that player"
    (r"\binvestigate\b", "create a clue token"),  # 701.36a
    they_targets.NORMALISE,  # 608.2c: "They don't untap ..." after "target <nouns>"
    (r"\bunattach ~, then transform it\b", "unattach ~. transform ~"),  # 701.3d, 701.28a
    # both: the "attached" permanent (not a filter: "an equipped creature you control",
    # "target enchanted creature" say which creatures, 303.4, 301.5)
    (r"(?<!\ban )(?<!\btarget )(?<!\beach )(?<!\bother )\bequipped creature\b",
     "enchanted creature"),
    (r"\bhave\b", "has"),
    (r"\bfor each counter removed(?! this way)\b", "for each counter removed this way"),  # 122.8
    (r"(\bon ~ and prevent all damage that would be dealt to) it\b", r"\1 ~"),  # (effects.py)
    (r"\bgains? (?=[a-z, ]+ for as long as\b)", "has "),  # 611.2b: the same layer-6 effect
    (r"\bhas (?:it|~) deal\b", "~ deal"),  # "you may have it deal 1 damage"
    # 108.4: "the land's controller" is that land's (the one named before)
    (r"\bthe (land|creature|permanent|artifact|enchantment)'s controller\b", r"that \1's controller"),
    (r"\bcontrol an? ", "control "),
    (r"\breveal (?:it|them|that card|those cards),? (?=put)", ""),  # a searched card shown
    (r"\bthat card's\b", "its"),  # 608.2h: "that card's mana value" (its, as "that card" is it)
    (r"\bthat spell's (mana value|power)\b", r"its \1"),  # 608.2h: the spell named before
    EACH_CONTROLLER,  # 608.2c: "for each creature destroyed this way, its controller ..."
    SAME_TARGET,  # 601.2c: "choose any target. ... that permanent or player" (any_target_first)
    (r"\b(?:that card|those cards|them)\b", "it"),
    (r"\breturn this card to\b", "return ~ to"),  # the card the source became (400.7)
    (r"\bto discard this card\b", "to discard ~"),  # (the card itself, 701.8)
    # "Draw a card." = "You draw a card.": a clause that starts with a verb in its base form
    # is the controller's ("Target player draws ..., then discards ..." keeps its "s")
    # ("gain"/"lose" only of life or control: "get +1/+1 and gain trample" is the creatures';
    # "then shuffle." ends a clause)
    (r"(^|: |• |\. |, |\band |\bthen |\| )(?<!you )(?<!may )(?=(?:draw|discard|mill|"
     r"(?:gain|lose)(?= (?:\d+|x|life|control|that much|half|the game)\b)|get(?= \{e\}| \w+ poison\b)|"
     r"shuffle|scry|search|sacrifice|create|put|return|destroy|exile|tap|untap|counter|add|"
     r"take(?= an extra turn)|"
     r"prevent|regenerate) |shuffle\b)", r"\1you "),
    (r"\beach player's (upkeep|end step)\b", r"each \1"),  # (the active player's, 503/513)
    (r"\bis put into a graveyard from the battlefield\b", "dies"),  # 700.4
    (r"\ban? ((?:[a-z]+ )?)(permanent|creature|artifact|land) other than ~", r"another \1\2"),  # (the source)
    (r"\bcombat damage is dealt to you\b", "you're dealt combat damage"),  # (510.2)
    *same_words.NORMALISE,  # the same words in another order or form (render_same_words.py)
    (r"(^|: |, |\. )it (deals|gets|gains)\b", r"\1~ \2"),  # "It deals": the source
    # "When ~ enters the battlefield, attach it to target creature you control": the
    # Equipment itself (701.3a; triggers.py reads "it" so only when the trigger names ~)
    (r"(, )attach it to\b", r"\1attach ~ to"),
    (r"\bshuffle your library\b", "shuffle"),
    (r"\bshuffles their library\b", "shuffles"),  # 701.20a (Lantern of Insight's wording)
    (r"\byou don't control\b", "an opponent controls"),
    (r"\byour opponents control\b", "an opponent controls"),
    (r"\bowners' hands\b", "owner's hand"),
    # 108.3: a permanent you own goes to your hand or library, its owner's (parse_words.py)
    (r"\b(you own|you both own and control) (to|on the bottom of) your (hand|library)\b",
     r"\1 \2 its owner's \3"),
    (_COLOR_GROUPS, _COLOR_GROUPS_AS),  # 105.2: one group of either colour (color_groups.py)
    (r"\bthis turn\b(?=.*until end of turn)", ""),
    (r"\b(gets?) an additional (?=[+-]\d+/[+-]\d+)", r"\1 "),  # another pump, the same (613.4c)
    # 608.2d: "of the creature type of your choice" is a creature type chosen first, "that
    # type" the one chosen (oracle/chosen_type.py)
    (r"(^|: |\. |• )([^.:•]*?)\bof the creature type of your choice\b",
     r"\1choose a creature type. \2of the chosen type"),
    (r"\bof that type\b", "of the chosen type"),
    (r"(^|: |\. |• )choose a (basic land type|creature type)\. ([^.]*?) (becomes?) that type\b",
     r"\1\3 \4 the \2 of your choice"),
)


def normalise(text: str) -> list[str]:
    """Words of an ability compared by the round trip (see the module docstring)."""
    return list(_normalised(text))


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[re.Pattern[str], str], ...]:
    """_PHRASES compiled once (re's own cache of 512 patterns is shared with the whole
    compiler: looking each of them up again for every text cost a tenth of a compile)."""
    return tuple((re.compile(pat, re.M), rep) for pat, rep in _PHRASES)


@lru_cache(maxsize=4096)  # (a printed ability is compared with several renderings)
def _normalised(text: str) -> tuple[str, ...]:
    t = re.sub(r"\s*\([^()]*\)", "", text).lower()
    if "except for" in t:  # "all permanents except for lands" = "all nonland permanents"
        from mtg_engine.cards.oracle.except_for import rewrite

        t = rewrite(t)
    for pat, rep in _phrases():
        t = pat.sub(rep, t)
    if "target" not in t:
        t = re.sub(r"\bit\b", "~", t)  # with no target, "it" is the source (~) itself
    t = t.replace("−", "-")
    words = re.findall(r"\{[^}]+\}|[+-]?\d+/[+-]?\d+|\[[+-]?\w+\]|[\w'~+-]+|:", t)
    out = []
    for w in words:
        w = w.strip("'")
        if w in _DROP or not w:
            continue
        w = _NUMS.get(w, w)
        if len(w) > 3 and w.endswith("ies"):
            w = w[:-3] + "y"
        elif len(w) > 3 and w.endswith("es") and w[:-2].endswith(("sh", "ch", "ss", "x")):
            w = w[:-2]
        elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.append(w)
    return tuple(out)


def difference(printed: str, rendered: str, alternative: str = "") -> str:
    """"" if the two say the same (normalised), else a short description of the difference.
    `alternative` is another rendering of the same DSL (see JOIN_YOU)."""
    a, b = normalise(printed), normalise(rendered)
    if a == b or (alternative and normalise(alternative) == a):
        return ""
    import difflib

    sm = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    parts = []
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            continue
        parts.append(f"text '{' '.join(a[i1:i2])}' vs DSL '{' '.join(b[j1:j2])}'")
    return "; ".join(parts[:3])
