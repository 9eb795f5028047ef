"""Attaching a target Equipment as an effect (701.3a): "Attach target Equipment you control to
target creature you control." (Brass Squire), "Attach target Equipment you control to ~."
(Kazuul's Toll Collector), "Attach target Equipment to target creature." (Magnetic Theft).

The Equipment moves onto the new creature without changing control (701.3a); if it can't be
attached there (701.3b: its own "can be attached only to" ability) it doesn't move, and if it
is already attached there nothing happens (701.3c) (effects/permanent_verbs.v_attach).

And the Equipment a trigger's event names (603.2): "Whenever an Equipment enters the
battlefield under your control, you may attach it to target creature you control." (Sigarda's
Aid), "Whenever ~ or another Equipment enters ..., you may attach that Equipment to target
creature you control." (Hammer of Nazahn): `what: remembered` (`said`: the printed words)."""

from __future__ import annotations

import re
from typing import Any

_ATTACH = re.compile(r"^[Aa]ttach target (Equipment(?: you control)?) to "
                     r"(~|target creature(?: you control)?)$")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """"Attach target Equipment [you control] to (~ | target creature [you control])" ->
    attach {what: the Equipment target, to: ~ or the creature target}; None otherwise."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _ATTACH.match(s.strip())
    if m is None:
        return None
    if m.group(2) == "~" and not ctx.on_permanent:
        return None
    equipment = target_spec(m.group(1))
    if equipment is None or equipment.get("filter", {}).get("subtypes") != ["Equipment"]:
        return None
    what = ctx.add_target(equipment)
    if m.group(2) == "~":
        return [{"attach": {"what": what, "to": "self"}}]
    creature = target_spec(m.group(2)[len("target "):])
    if creature is None or creature["kind"] != "creature":
        return None
    return [{"attach": {"what": what, "to": ctx.add_target(creature)}}]


_EVENT_EQUIPMENT = re.compile(r"^[Aa]ttach (it|that Equipment) to (target creature(?: you "
                              r"control)?)\.?$")
_ENTERING = {"permanent_enters", "another_enters", "enters"}


def lower_event_equipment(ctx: Any, s: str, conds: list[tuple[str, dict[str, Any]]]
                          ) -> list[dict[str, Any]] | None:
    """"attach it / that Equipment to target creature you control" in a trigger on an
    Equipment entering (603.2: the Equipment the event names), else None."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _EVENT_EQUIPMENT.match(s.strip())
    if m is None or not conds or any(
            e not in _ENTERING or (e != "enters" and f.get("subtypes") != ["Equipment"])
            for e, f in conds):
        return None
    creature = target_spec(m.group(2)[len("target "):])
    if creature is None or creature["kind"] != "creature":
        return None
    return [{"attach": {"what": "remembered", "to": ctx.add_target(creature),
                        "said": m.group(1)}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The words lower_sentence reads back from its attach effect."""
    if p.get("what") == "remembered" and p.get("said"):  # (lower_event_equipment)
        return f"attach {p['said']} to {refs.obj(p['to'])}"
    return f"attach {refs.obj(p['what'])} to {refs.obj(p['to'])}"


def renders(p: dict[str, Any]) -> bool:
    """Is this attach effect one lower_sentence makes (a single target Equipment)?"""
    what, to = str(p.get("what")), str(p.get("to"))
    if what == "remembered" and p.get("said") and to.startswith("target"):
        return True  # (lower_event_equipment)
    return what.startswith("target") and not what.startswith("targets:") and (
        to == "self" or to.startswith("target:"))
