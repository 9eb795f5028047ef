"""Replacement effects of a resolving spell on one target, for the rest of the turn (614.1a,
614.3), in the Oracle compiler:

  Until end of turn, if target player would draw a card, instead that player skips that draw
  and you draw a card.                                                        (Plagiarize)
  If the creature an opponent controls would die this turn, exile it instead.
                                          (Unnatural Aggression, after its two targets)

lowered to `add_replacement` (effects/verbs.v_add_replacement: a shield on the target, whose
`affects` is "shield"): the draw becomes a draw by the spell's controller (121.1, 614.1a:
rules/draw_replacements.py `steal_draw`); the creature dying (700.4) is exiled instead."""

from __future__ import annotations

from typing import Any

_STEAL = ("until end of turn, if target player would draw a card, instead that player skips "
          "that draw and you draw a card")
_STEAL_REPLACEMENT = {"event": "draw", "instead": "steal_draw"}
# "the creature an opponent controls": the one target described so (608.2c), named again
_THE_THEIRS = "if the creature an opponent controls would die this turn, exile it instead"
_DIE_EXILE = {"event": "die", "instead": "exile"}


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The sentences above -> add_replacement; None for any other."""
    low = s.strip().rstrip(".").lower()
    if low == _STEAL:
        who = ctx.add_target({"kind": "player"})
        return [{"add_replacement": {"what": who, "replacement": dict(_STEAL_REPLACEMENT)}}]
    if low == _THE_THEIRS:
        theirs = [i for i, t in enumerate(ctx.targets) if t.get("kind") == "creature"
                  and t.get("filter", {}).get("controller") == "opponent"]
        if len(theirs) != 1 or len(ctx.targets) != 2:
            return None
        i = theirs[0]
        return [{"add_replacement": {"what": "target" if i == 0 else f"target:{i}",
                                     "replacement": dict(_DIE_EXILE)}}]
    return None


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such an effect, or None."""
    rep, what = p["replacement"], str(p["what"])
    if rep == _STEAL_REPLACEMENT and what.startswith("target"):
        if refs.obj(p["what"]) != "target player":
            return None
        return "", _STEAL
    if rep == _DIE_EXILE and what.startswith("target"):
        _, _, n = what.partition(":")
        spec = refs.targets[int(n) if n else 0]
        if spec.get("kind") != "creature" or spec.get("filter", {}).get("controller") \
                != "opponent" or len(refs.targets) != 2:
            return None
        return "", _THE_THEIRS
    return None
