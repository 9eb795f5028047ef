"""Static abilities letting tapped creatures block (509.1a), Oracle text -> DSL static, and
back (rules/tapped_blockers.py):

  Tapped creatures can block.                   {tapped_can_block: {filter: {types: [Creature]}}}
  Tapped creatures you control can block as though they were untapped.
                                                {... filter: {types: [Creature], controller: you}}
"""

from __future__ import annotations

from typing import Any

KIND = "tapped_can_block"
_FORMS = {"Tapped creatures can block.": {"types": ["Creature"]},
          "Tapped creatures you control can block as though they were untapped.":
              {"types": ["Creature"], "controller": "you"}}


def lower(para: str) -> dict[str, Any] | None:
    """The DSL static of such a paragraph, or None."""
    f = _FORMS.get(para)
    return None if f is None else {KIND: {"filter": dict(f)}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL, or None if it isn't one."""
    return next((t for t, f in _FORMS.items() if p == {"filter": f}), None)
