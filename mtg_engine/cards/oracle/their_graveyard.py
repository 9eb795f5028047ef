""""Target player shuffles up to three target cards from their graveyard into their library."
(Memory's Journey, Gaea's Blessing, Stream of Consciousness; 701.20a, 601.2c): a target
player, then up to N target cards of one word "target" owned by that player (the target
requirement's `owned_by_target`, rules/targets.related), each shuffled into its owner's library
(`shuffle_into_library`, said with `their_graveyard`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import NUMBERS

_SHUFFLE = re.compile(r"^[Tt]arget (?P<who>player|opponent) shuffles (?P<many>up to (?P<n>two|three|"
                      r"four|five)|any number of) target cards from their graveyard into their "
                      r"library\.(?: (?P<rest>[A-Z].+))?$")


def lower_text(ctx: Any, text: str, compile_effects: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The effects of the sentence and of the sentences after it ("Draw a card."), or None."""
    m = _SHUFFLE.match(text.strip())
    if m is None or ctx.targets:
        return None
    mine = _shuffle(ctx, m)
    rest = compile_effects(ctx, m.group("rest")) if mine and m.group("rest") else []
    if not mine or rest is None:
        del ctx.targets[:]
        return None
    return [*mine, *rest]


def _shuffle(ctx: Any, m: re.Match[str]) -> list[dict[str, Any]] | None:
    ctx.add_target({"kind": m.group("who")})
    card = {"kind": "card", "zone": "graveyard", "word": 1, "owned_by_target": True}
    if m.group("n") is None:  # 601.2c: "any number of target cards"
        ref = ctx.add_target({**card, "any_number": True})
        return [{"shuffle_into_library": {"what": "targets:1", "their_graveyard": True}}] \
            if ref == "target:1" else None
    refs = [ctx.add_target({**card, "optional": True}) for _ in range(NUMBERS[m.group("n")])]
    return [{"shuffle_into_library": {"what": r, "their_graveyard": True}} for r in refs]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase): "target player shuffles up to three target cards from their
    graveyard into their library"."""
    return refs.obj("target"), f"shuffles {refs.obj(p['what'])} into their library"
