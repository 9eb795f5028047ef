"""A creature dealing damage equal to its power to each other creature its controller controls,
then each of those creatures dealing damage equal to its power back to it (120.3, 208.1):

  Target creature an opponent controls deals damage equal to its power to each other creature
  that player controls, then each of those creatures deals damage equal to its power to that
  creature.                                                              (Alpha Brawl)

-> the target, and the verb `damage_exchange` {what: target, said: "that player" | "its
controller"} (effects/damage_exchange.py carries it out; `said` keeps the printed words for
the group's controller: "that player" after "an opponent controls", else "its controller")."""

from __future__ import annotations

import re
from typing import Any

_TARGETS = {"target creature an opponent controls": ({"kind": "creature",
                                                      "filter": {"controller": "opponent"}},
                                                     "that player"),
            "target creature": ({"kind": "creature"}, "its controller")}
_SENTENCE = re.compile(r"^(?P<t>target creature(?: an opponent controls)?) deals damage equal "
                       r"to its power to each other creature (?P<whose>that player|its "
                       r"controller) controls, then each of those creatures deals damage equal "
                       r"to its power to that creature$")
TAIL = "deals damage equal to its power to each other creature {} controls, then each of those " \
    "creatures deals damage equal to its power to that creature"


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The target and effect of such a sentence, or None."""
    m = _SENTENCE.fullmatch(s.strip().removesuffix(".").lower())
    if m is None or ctx.targets:
        return None
    spec, whose = _TARGETS[m.group("t")]
    if m.group("whose") != whose:
        return None
    ctx.targets.append(dict(spec))
    return [{"damage_exchange": {"what": "target", "said": whose}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) != {"what", "said"} or p["what"] != "target" \
            or p["said"] not in ("that player", "its controller"):
        raise RenderError("damage exchanged with a group")
    return refs.obj("target"), TAIL.format(p["said"])
