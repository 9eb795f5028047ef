"""The sentence and text families of session 19 (issue 11), tried by effects.compile_sentence
and effects.compile_effects before their own templates (the dispatch kept out of effects.py,
one module per family):

- sentences: "It becomes night." (day_night.py, 724.1); "Each creature deals 1 damage to its
  controller." (damage_controllers.py, 120.3); "... sacrifices a creature with the greatest
  power among ..." (sacrifice_greatest.py, 701.17a); "Each player who controls a ... draws a
  card." (players_controlling.py, 109.4); "... mills half their library, rounded down."
  (half_library.py, 107.1a); "... and all Equipment attached to it" (attached_group.py, 303.4,
  301.5);
- texts: "Each player sacrifices all lands they control." and Living Death's exchange
  (sacrifice_all.py, 701.17a); "twice X" / "X plus 3" (x_times.py, 107.3); "Excess damage is
  dealt to that creature's controller instead." (excess_damage.py, 120.4a); "Target creature
  ... deals damage equal to its power to each other creature that player controls, then each
  of those creatures ..." (damage_exchange.py, 120.3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Effects = list[dict[str, Any]]


def lower_sentence(ctx: Any, s: str) -> Effects | None:
    """The effects of one sentence of these families, or None."""
    from mtg_engine.cards.oracle import (
        attached_group,
        aura_moves,
        both_gain,
        damage_controllers,
        day_night,
        draw_up_to,
        face_down_look,
        give_control,
        group_union,
        half_library,
        join_forces,
        many_spells,
        new_targets,
        player_keywords,
        players_controlling,
        sacrifice_greatest,
        shuffle_choice,
        turn_order,
    )

    got = day_night.lower_sentence(s)
    if got is None:  # 701.17a, 101.4: "Target player sacrifices an artifact and a land."
        from mtg_engine.cards.oracle.sacrifice_each import lower_theirs

        got = lower_theirs(ctx, s)
    for family in (damage_controllers, sacrifice_greatest, players_controlling, half_library,
                   attached_group, both_gain, aura_moves, turn_order, join_forces,
                   shuffle_choice, face_down_look, draw_up_to, give_control,
                   player_keywords, group_union, many_spells, new_targets):
        if got is not None:
            break
        got = family.lower_sentence(ctx, s)
    return got


def render(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of a verb of these families (render._clause)."""
    from mtg_engine.cards.oracle import damage_controllers, day_night, sacrifice_all

    if verb == "become_day_night":
        return day_night.render(p)
    if verb == "damage_own_controller":
        return damage_controllers.render(refs, p)
    if verb == "damage_exchange":  # 120.3, 208.1 (damage_exchange.py)
        from mtg_engine.cards.oracle.damage_exchange import render as render_exchange

        return render_exchange(refs, p)
    if verb == "reverse_turn_order":  # 101.4 (turn_order.py)
        from mtg_engine.cards.oracle.turn_order import render as render_order

        return render_order(refs, p)
    if verb == "return_graveyard_top":  # 404.2 (graveyard_top.py)
        from mtg_engine.cards.oracle.graveyard_top import render as render_top

        return "", render_top(p)
    if verb == "each_pay_any_mana":  # 207.2c join forces (join_forces.py)
        from mtg_engine.cards.oracle.join_forces import render as render_join

        return render_join(refs, p)
    if verb == "move_auras":  # 701.3 (aura_moves.py)
        from mtg_engine.cards.oracle.aura_moves import render as render_auras

        return render_auras(refs, p)
    if verb == "look_at_face_down":  # 708.5 (face_down_look.py)
        from mtg_engine.cards.oracle.face_down_look import render as render_look

        return render_look(refs, p)
    if verb == "draw_up_to":  # 107.1c, 121.2 (draw_up_to.py)
        from mtg_engine.cards.oracle.draw_up_to import render as render_draw

        return render_draw(refs, p)
    if verb == "player_keyword":  # 702.11c, 702.18a (player_keywords.py)
        from mtg_engine.cards.oracle.player_keywords import render as render_keyword

        return render_keyword(refs, p)
    if verb == "new_targets":  # 115.7d (new_targets.py)
        from mtg_engine.cards.oracle.new_targets import render as render_new

        return render_new(refs, p)
    if verb == "become_blocked":  # 509.1h (become_blocked.py)
        from mtg_engine.cards.oracle.become_blocked import render as render_blocked

        return render_blocked(refs, p)
    if verb == "give_control":  # 613.1b (give_control.py)
        from mtg_engine.cards.oracle.give_control import render as render_give

        return render_give(refs, p)
    if verb == "move_aura":  # 701.3 (aura_moves.py)
        from mtg_engine.cards.oracle.aura_moves import render_one

        return render_one(refs, p)
    return sacrifice_all.render(verb, p)


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Effects | None]
               ) -> Effects | None:
    """The effects of a whole text of these families, or None."""
    from mtg_engine.cards.oracle import excess_damage, sacrifice_all, x_times

    got = sacrifice_all.lower_text(text)
    if got is None:  # 608.2d: "You may tap or untap ..., then you may tap or untap ..."
        from mtg_engine.cards.oracle.may_then_may import lower_text as may_then_may

        got = may_then_may(ctx, text, compile_rest)
    if got is None:  # 701.20a: "Choose target ... Its owner shuffles it into their library."
        from mtg_engine.cards.oracle.owner_shuffles import lower_text as owner_shuffles

        got = owner_shuffles(ctx, text)
    if got is None:  # 404.2: "Return the top creature card of your graveyard ..."
        from mtg_engine.cards.oracle.graveyard_top import lower_text as graveyard_top

        got = graveyard_top(ctx, text, compile_rest)
    if got is None:
        got = x_times.lower_text(ctx, text, compile_rest)
    if got is None:
        got = excess_damage.lower_text(ctx, text, compile_rest)
    if got is None:  # 608.2c: "Those players each discard ...", "... untaps all ... they
        # control" (player_rewrites.py)
        from mtg_engine.cards.oracle.player_rewrites import lower_text as player_rewrites

        got = player_rewrites(ctx, text, compile_rest)
    if got is None:  # 613.1b: "Until end of turn, you gain control of ... and it gains haste."
        from mtg_engine.cards.oracle.control_haste import lower_text as control_haste

        got = control_haste(ctx, text, compile_rest)
    if got is None:  # 115.7d, 707.10c: "... Then copy that spell." (new_targets.py)
        from mtg_engine.cards.oracle.new_targets import lower_text as new_targets_copy

        got = new_targets_copy(ctx, text)
    if got is None:  # 702.33d: "If this spell was kicked, counter that spell if its mana value
        # is 4 or less instead." (kicked_bound.py)
        from mtg_engine.cards.oracle.kicked_bound import lower_text as kicked_bound

        got = kicked_bound(ctx, text, compile_rest)
    if got is None:  # 615.12: "The damage can't be prevented." (unpreventable_damage.py)
        from mtg_engine.cards.oracle.unpreventable_damage import lower_text as unpreventable

        got = unpreventable(ctx, text, compile_rest)
    if got is None:  # "When it deals excess damage this way, ..." (120.10, 603.12)
        from mtg_engine.cards.oracle.excess_reflexive import lower_text as on_excess

        got = on_excess(ctx, text, compile_rest)
    if got is None:  # (its sentence goes on with ", then": read whole, 120.3)
        from mtg_engine.cards.oracle.damage_exchange import lower_sentence as exchange

        got = exchange(ctx, text)
    return got
