"""The scenario harness's reading of splice (702.47a) from `set_choice` answers.

After a spell's other costs are announced, each next queued answer of its caster that names a
card of their hand with splice onto the spell's quality (or "yes": the next such card in hand
order) splices that card onto it, in the order named (702.47b); "no" splices none. Unanswered,
nothing is spliced (the spec: an optional cost unanswered is not paid). The cast's target
names then cover the main spell's targets first, then each spliced card's (702.47d).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.actions import CastSpell
from mtg_engine.rules import casting, splice


def announce(sc: Any, pname: str, player: int, action: CastSpell, card: Any,
             specs: tuple[Any, ...], target_names: tuple[str, ...]) -> CastSpell:
    """`action` with the splices the queued answers name (and its targets chosen again)."""
    cands = splice.candidates(sc.state, player, action.card, card)
    if not cands:
        return action
    q = sc._choices[pname]
    chosen: list[int] = []
    while sc._answers_used < len(q):
        ans = q[sc._answers_used].strip()
        left = [c for c in cands if c not in chosen]
        if ans.lower() == "no" and not chosen:
            sc._answers_used += 1
            break
        picks = left[:1] if ans.lower() == "yes" else \
            [c for c in left if sc._matches_name(c, ans)]
        if not picks:
            break
        chosen.append(picks[0])
        sc._answers_used += 1
    if not chosen:
        return action
    spliced = tuple(chosen)
    targets = sc._resolve_targets(target_names, specs + splice.specs_of(sc.state, spliced),
                                  player, action.card)
    a = replace(action, spliced=spliced, targets=targets)
    return casting.with_substitutes(sc.state, player, a) or a


__all__ = ["announce"]
