"""Restrictions on an attack or block declaration as a whole, named by their words (508.1c,
509.1b; like "can't attack alone", rules/combat.py):

- "can only attack alone" (Errantry): it attacks only if no other creature attacks;
- "can't attack unless at least two other creatures attack" (Orcish Conscripts): it attacks
  only if two or more other creatures attack too;
- "can't block unless at least two other creatures block": it blocks only if two or more
  other creatures block too;
- "can't be blocked as long as it's attacking alone" (Dream Prowler): a restriction on its
  blockers (509.1b) while it is the only creature attacking (506.5);
- "can't attack unless a black or green creature also attacks" (Scarred Puma), "can't attack
  unless a creature with greater power also attacks", "can't block unless a creature with
  greater power also blocks" (Okk): another creature of that quality in the declaration.

A declaration breaking one is illegal (508.1c, 509.1b); not attacking or blocking with it
never breaks one.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import GameState

ONLY_ALONE = "can only attack alone"
ATTACK_WITH_TWO = "can't attack unless at least two other creatures attack"
BLOCK_WITH_TWO = "can't block unless at least two other creatures block"
ATTACK_WITH_BG = "can't attack unless a black or green creature also attacks"
ATTACK_WITH_GREATER = "can't attack unless a creature with greater power also attacks"
BLOCK_WITH_GREATER = "can't block unless a creature with greater power also blocks"
ATTACK_RULES = (ONLY_ALONE, ATTACK_WITH_TWO, ATTACK_WITH_BG, ATTACK_WITH_GREATER)
UNBLOCKABLE_ALONE = "can't be blocked as long as it's attacking alone"


def attacking_alone(state: GameState, attacker: int) -> bool:
    """506.5: is `attacker` the only creature attacking?"""
    combat = state.combat
    return combat is not None and list(combat.attackers) == [attacker]


def grouped_attackers(state: GameState, candidates: Collection[int]) -> set[int]:
    """The candidates with such a restriction on attacking (looked up once per declaration)."""
    return {c for c in candidates
            if not characteristics(state, c).keywords.isdisjoint(ATTACK_RULES)}


def attack_problem(state: GameState, attackers: Sequence[int],
                   grouped: Collection[int] | None = None) -> str | None:
    """Why these attackers together break such a restriction (508.1c), or None."""
    for x in attackers:
        if grouped is not None and x not in grouped:
            continue
        kws = characteristics(state, x).keywords
        if ONLY_ALONE in kws and len(attackers) > 1:
            return f"{characteristics(state, x).name} can only attack alone (508.1c)"
        if ATTACK_WITH_TWO in kws and len(attackers) < 3:
            return (f"{characteristics(state, x).name} can't attack unless at least two other "
                    "creatures attack (508.1c)")
        others = [characteristics(state, y) for y in attackers if y != x]
        if ATTACK_WITH_BG in kws and not any(set(o.colors) & {"B", "G"} for o in others):
            return f"{characteristics(state, x).name} {ATTACK_WITH_BG} (508.1c)"
        if ATTACK_WITH_GREATER in kws and not any(
                o.power > characteristics(state, x).power for o in others):
            return f"{characteristics(state, x).name} {ATTACK_WITH_GREATER} (508.1c)"
    return None


def block_problem(state: GameState, blockers: Collection[int]) -> str | None:
    """Why these blockers together break such a restriction (509.1b), or None."""
    for b in blockers:
        ch = characteristics(state, b)
        if BLOCK_WITH_TWO in ch.keywords and len(blockers) < 3:
            return (f"{ch.name} can't block unless at least two other creatures block "
                    "(509.1b)")
        if BLOCK_WITH_GREATER in ch.keywords and not any(
                characteristics(state, y).power > ch.power for y in blockers if y != b):
            return f"{ch.name} {BLOCK_WITH_GREATER} (509.1b)"
    return None
