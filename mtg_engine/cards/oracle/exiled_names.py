"""101.2, 607.2a: "Your opponents can't cast spells with the same name as the exiled card."
(Ixalan's Binding), "Players can't ..." -> the static `cant_cast_exiled_names`
(rules/exiled_names.py), and back. The card must have one ability that exiles: "exile ...
until ~ leaves the battlefield" (610.3), or an exile linked to the static (607.2a, marked
`linked` by linked.link_exiles, as for "return the exiled card")."""

from __future__ import annotations

from typing import Any

KIND = "cant_cast_exiled_names"
_WHO = {"Your opponents": "opponent", "Players": "any"}
_REST = " can't cast spells with the same name as the exiled card."


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph, or None."""
    who = next((w for w in _WHO if para == w + _REST), None)
    return {KIND: {"whose": _WHO[who]}} if who is not None else None


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    who = next((w for w, v in _WHO.items() if p == {"whose": v}), None)
    if who is None:
        raise RenderError("a restriction on spells named like an exiled card")
    return who + _REST
