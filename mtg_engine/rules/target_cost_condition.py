"""601.2f read on the targets of 601.2c: "This spell costs {2} less to cast if it targets a
blue permanent." (Torch Breath, Price of Fame, Whack); "... if it targets a blue spell."
(Mystical Dispute: `targets_spell`, a spell on the stack, 112.1).

601.2c comes before 601.2f: the player chooses the spell's targets, then determines its total
cost; the reduction applies when one of the chosen targets is a permanent matching the filter
(`SelfCostReduction.if_targets`) as the cost is determined. A target that is a player, or an
object not on the battlefield, is not a permanent (110.1).

Before the targets are chosen (the announcements of 601.2b that `casting.cost_variants`
enumerates, which carry no targets yet), the reduction is counted as one that could apply: a
cast that can be paid only with it stays possible, and each choice of targets then has its own
total cost (`casting.cast_actions` recomputes it, as for "spells that target ~ cost {2} more",
115.9b)."""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef, SelfCostReduction
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import StackKind, Zone


def by_targets(card: CardDef) -> bool:
    """Does the spell's own cost depend on its targets (601.2f on 601.2c)?"""
    return card.self_cost is not None and card.self_cost.if_targets is not None


def target_reduction(state: GameState, player: int, oid: int, r: SelfCostReduction,
                     targets: tuple[int, ...]) -> int:
    """{`r.less`} when one of `targets` is a permanent matching `r.if_targets`, else 0; with no
    targets chosen yet, the reduction that could apply (see the module's comment)."""
    assert r.if_targets is not None
    if not targets:
        return r.less
    zone = Zone.STACK if r.targets_spell else Zone.BATTLEFIELD  # (a spell: Mystical Dispute)
    for ref in dict.fromkeys(targets):
        o = state.objects.get(ref)
        if o is not None and o.zone is zone and (zone is Zone.BATTLEFIELD
                                                 or o.kind is StackKind.SPELL) \
                and matches(state, ref, r.if_targets, player, oid):
            return r.less
    return 0
