""""Attach all Auras enchanting target permanent to another permanent with the same
controller." (Glamer Spinners; 701.3a-b, 303.4) -> `move_auras` (effects/aura_moves.py: the
permanent chosen as it resolves, each Aura that can enchant it moved), and back.

One Aura (`move_aura`, 701.3a-c):

  Attach target Aura attached to a creature to another creature.   (Crown of the Ages)
  Attach target Aura attached to a permanent to another permanent with the same controller.
                                                                    (Simic Guildmage)
  Attach target Aura you control to target creature.               (Aura Finesse)

the new permanent chosen as it resolves (not targeted: `filter`, `same_controller`) or the
second target (`to`)."""

from __future__ import annotations

import re
from typing import Any

_ONE = re.compile(r"attach target aura (?P<aura>attached to an? (?P<host>creature|permanent)|you "
                  r"control) to (?P<to>another (?P<other>creature|permanent)(?P<same> with the "
                  r"same controller)?|target creature)")
_HOSTS = {"creature": {"types": ["Creature"]}, "permanent": {}}

_SENTENCE = "attach all auras enchanting target permanent to another permanent with the same " \
    "controller"


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    if s.strip().removesuffix(".").lower() != _SENTENCE:
        return _lower_one(ctx, s)
    return [{"move_auras": {"from": ctx.add_target({"kind": "permanent"})}}]


def _lower_one(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """"Attach target Aura ... to ..." -> `move_aura`, or None."""
    m = _ONE.fullmatch(s.strip().removesuffix(".").lower())
    if m is None:
        return None
    host, other = m.group("host"), m.group("other")
    if (host is None) != (other is None) or (other and other != host) \
            or (m.group("same") and host != "permanent"):
        return None  # (as printed: "another <the same noun>")
    f: dict[str, Any] = {"subtypes": ["Aura"]}
    if host:
        f["attached_to_filter"] = dict(_HOSTS[host])
    else:
        f["controller"] = "you"
    p: dict[str, Any] = {"aura": ctx.add_target({"kind": "permanent", "filter": f})}
    if other:
        p["filter"] = dict(_HOSTS[other])
        if m.group("same"):
            p["same_controller"] = True
    else:
        p["to"] = ctx.add_target({"kind": "creature"})
    return [{"move_aura": p}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    return "", f"attach all Auras enchanting {refs.obj(p['from'])} to another permanent with " \
        "the same controller"


def render_one(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """The English of `_lower_one`'s `move_aura`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    aura = refs.obj(p["aura"])
    if "to" in p:
        return "", f"attach {aura} to {refs.obj(p['to'])}"
    other = next((w for w, f in _HOSTS.items() if f == p.get("filter")), None)
    if other is None:
        raise RenderError("the permanent an Aura moves to")
    same = " with the same controller" if p.get("same_controller") else ""
    return "", f"attach {aura} to another {other}{same}"
