"""The English of effect verbs whose lowering lives in modules of their own (render._clause
asks here before giving up): a card name or a color chosen (card_names.py, 201.2), a card of
your graveyard chosen (graveyard_return.py, 608.2d), a target changed (change_target.py,
115.7a), a spell cast from a hand (cast_from_hand.py, 608.2g), two piles (piles.py, 700.3), a
choice of pumps (pump_choice.py, 608.2d), a place in a library (library_position.py, 401.7),
"~'s owner shuffles it into their library" (701.20)."""

from __future__ import annotations

from typing import Any


def render_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of one of these verbs, or None for another verb."""
    if verb == "suspend_exiled":  # 702.62a, 118.3 (exile_suspend.py)
        from mtg_engine.cards.oracle import exile_suspend

        return exile_suspend.render_on_exiled(p)
    if verb == "exile_time":  # 702.62a, 122.1 (exile_suspend.py)
        from mtg_engine.cards.oracle import exile_suspend
        from mtg_engine.cards.oracle.render import _clause

        return exile_suspend.render(refs, p, _clause(refs, {"exile": {"what": p["what"]}})[1])
    if verb == "reveal_until_each":  # 701.16a, 608.2h (each_target_reveals.py)
        from mtg_engine.cards.oracle import each_target_reveals

        return each_target_reveals.render(p)
    if verb == "destroy_chosen_by":  # 608.2d (player_chooses.py)
        from mtg_engine.cards.oracle import player_chooses

        return player_chooses.render(refs, p)
    if verb == "double_each":  # 701.9b (double_groups.py)
        from mtg_engine.cards.oracle import double_groups

        return double_groups.render(refs, p)
    if verb == "damage_evenly":  # 107.1a (divided_evenly.py)
        from mtg_engine.cards.oracle import divided_evenly

        return divided_evenly.render(refs, p)
    if verb == "look_split":  # 401.5, 608.2d (look_split.py)
        from mtg_engine.cards.oracle import look_split

        return look_split.render(refs, p)
    if verb == "chain_copy":  # 707.10c (chain_copies.py)
        from mtg_engine.cards.oracle import chain_copies

        return chain_copies.render(refs, p)
    if verb == "each_player_puts":  # 101.4 (each_player_puts.py)
        from mtg_engine.cards.oracle import each_player_puts

        return each_player_puts.render(p)
    if verb == "reveal_choose_discard":  # 701.16a, 701.8a (reveal_discard.py)
        from mtg_engine.cards.oracle import reveal_discard

        return reveal_discard.render(refs, p)
    if verb == "continuous" and "set_pt_x" in p:  # 613.4b, 608.2h (animate_x.py)
        from mtg_engine.cards.oracle import animate_x

        return animate_x.render(refs, p)
    if verb == "continuous" and p.get("grant_flashback"):  # 702.34a (flashback_grants.py)
        from mtg_engine.cards.oracle import flashback_grants

        return flashback_grants.render(refs, p)
    if verb == "become_aura":  # 116.2c (licid.py)
        from mtg_engine.cards.oracle import licid

        return licid.render_clause(refs, p)
    if verb == "most_gains_control":  # 613.1b (most_control.py)
        from mtg_engine.cards.oracle import most_control

        return most_control.render_clause(p)
    if verb == "swap_control_all":  # 613.1b (control_swap.py)
        from mtg_engine.cards.oracle import control_swap

        return control_swap.render_clause(p)
    if verb == "each_may":  # 101.4, 608.2d (each_may.py)
        from mtg_engine.cards.oracle import each_may

        return "", each_may.render(refs, p)
    if verb == "tempting_offer":  # 608.2d (tempting_offer.py)
        from mtg_engine.cards.oracle import tempting_offer

        return "", tempting_offer.render(refs, p)
    if verb == "return_from_graveyard":
        from mtg_engine.cards.oracle import graveyard_return

        return "", graveyard_return.render(p)
    if verb == "exiled_to_graveyard":
        from mtg_engine.cards.oracle import exile_to_graveyard

        return "", exile_to_graveyard.render(p)
    if verb == "change_target":
        from mtg_engine.cards.oracle import change_target

        return "", change_target.render(refs, p)
    if verb == "cast_from_hand":
        from mtg_engine.cards.oracle import cast_from_hand

        return "", cast_from_hand.render(p)
    if verb in ("cast_commander", "commander_to_hand", "commanders_to_command_zone",
                "commander_to_battlefield"):
        from mtg_engine.cards.oracle import commander_effects  # 903.3

        said = commander_effects.render(verb, p)
        if said is not None:
            return "", said
    if verb == "cast_among_free":  # 608.2g (cast_among.py)
        from mtg_engine.cards.oracle import cast_among

        return "", cast_among.render(p)
    if verb == "cast_card_free":  # 608.2g (zone_casts.py)
        from mtg_engine.cards.oracle import zone_casts

        return "", zone_casts.render(refs, p)
    if verb == "play_exiled":  # 607.2a, 608.2g (linked.py)
        from mtg_engine.cards.oracle.linked import render_play_exiled

        return "", render_play_exiled(p)
    if verb == "cast_exiled":  # 607.2a, 608.2g (linked.py)
        from mtg_engine.cards.oracle import linked

        return "", linked.render_cast(p)
    if verb == "cast_top_free":  # 608.2g (zone_casts.py)
        from mtg_engine.cards.oracle import zone_casts

        return "", zone_casts.render_top_card(p)
    if verb == "exile_until_found":  # (zone_casts.py)
        from mtg_engine.cards.oracle import zone_casts

        return "", zone_casts.render_until_found(refs, p)
    if verb == "allow_play":  # 601.3 (zone_casts.py)
        from mtg_engine.cards.oracle import zone_casts

        return "", zone_casts.render_permission(p)
    if verb == "exile_castable":  # 601.3 (zone_casts.py)
        from mtg_engine.cards.oracle import zone_casts

        return "", zone_casts.render_exile_castable(refs, p)
    if verb == "shuffle_into_library" and "and" in p:  # 701.20 (library_with.py)
        from mtg_engine.cards.oracle.library_with import render as render_with

        said = render_with(p)
        if said is not None:
            return "", said
    if verb == "shuffle_into_library" and p == {"what": "self", "owner_shuffles": True}:
        return "", "~'s owner shuffles it into their library"  # (effects.compile_sentence)
    if verb == "shuffle_into_library" and set(p) == {"what", "their_graveyard"}:  # 701.20a
        from mtg_engine.cards.oracle.their_graveyard import render as render_theirs

        return render_theirs(refs, p)
    if verb == "shuffle_into_library" and set(p) == {"what", "your_graveyard"}:  # 701.20a
        return "", f"shuffle {refs.obj(p['what'])} into your library"  # (lower.py)
    if verb == "create_token_choice":  # 608.2d, 111.10 (token_choice.py)
        from mtg_engine.cards.oracle import token_choice

        return token_choice.render(p)
    if verb == "put_counter_choice":  # 608.2d, 122.1 (counter_choice_put.py)
        from mtg_engine.cards.oracle import counter_choice_put

        return counter_choice_put.render(refs, p)
    if verb == "pump_choice":  # 608.2d (pump_choice.py)
        from mtg_engine.cards.oracle import pump_choice

        return pump_choice.render(refs, p)
    if verb == "return_moved_this_way" and not p:  # 608.2c (this_resolution.py)
        from mtg_engine.cards.oracle.this_resolution import RETURN_MOVED

        return "", RETURN_MOVED
    if verb == "connive_convoked" and not p:  # 702.51a, 701.47a (this_resolution.py)
        from mtg_engine.cards.oracle.this_resolution import CONVOKED_CONNIVE

        return "", CONVOKED_CONNIVE
    if verb == "put_nth_from_top":  # 401.7 (library_position.py)
        from mtg_engine.cards.oracle import library_position

        return "", library_position.render_nth(refs, p)
    if verb == "choose_creature_type" and not p:  # 205.3m, 608.2d (chosen_type.py)
        return "", "choose a creature type"
    if verb == "search_each":  # 701.19 (search_each.py)
        from mtg_engine.cards.oracle import search_each

        return "", search_each.render(p)
    if verb == "additional_phases":  # 500.8 (extra_phases.py)
        from mtg_engine.cards.oracle import extra_phases

        return "", extra_phases.render(p)
    if verb == "library_mass":  # 401.1, 401.4 (library_position.py)
        from mtg_engine.cards.oracle import library_position

        return "", library_position.render_mass(refs, p)
    if verb == "top_or_bottom":  # 608.2d (library_position.py)
        from mtg_engine.cards.oracle import library_position

        return "", library_position.render_top_or_bottom(refs, p)
    if verb == "search_opponent_chooses":  # 701.19, 608.2d (search_opponent_chooses.py)
        from mtg_engine.cards.oracle import search_opponent_chooses

        text = search_opponent_chooses.render(p).removesuffix(".")
        return "", text[0].lower() + text[1:]
    if verb == "reanimate_chosen":  # 110.2 (reanimate_chosen.py)
        from mtg_engine.cards.oracle import reanimate_chosen

        return "", reanimate_chosen.render(p)
    if verb == "sacrifice_pile":  # 700.3 (permanent_piles.py)
        from mtg_engine.cards.oracle import permanent_piles

        return "", permanent_piles.render(refs, p)
    if verb == "reveal_piles":  # 700.3 (piles.py)
        from mtg_engine.cards.oracle import piles

        text = piles.render(p).removesuffix(".")
        return "", text[0].lower() + text[1:]
    from mtg_engine.cards.oracle import card_names

    return card_names.render_clause(refs, verb, p)
