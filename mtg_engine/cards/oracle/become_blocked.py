""""<attacking creatures> become(s) blocked." (509.1h: an effect says that an attacking creature
becomes blocked; 506.4) in the Oracle compiler:

  Target unblocked attacking creature becomes blocked.   (Curtain of Light, Dazzling Beauty,
                                                          Trap Runner)
  Attacking creatures become blocked.                    (Fog Patch)
  X target attacking creatures become blocked.           (Choking Vines)

grammar.lark's `becomes_blocked` verb phrase; the IR `BecomeBlocked`; the DSL verb
`become_blocked` {what} (effects/become_blocked.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir


@dataclass(frozen=True, slots=True)
class BecomeBlocked:
    """"[attacking creatures] become blocked" (509.1h)."""

    what: ir.Subject


def lower(low: Any, ins: BecomeBlocked) -> list[dict[str, Any]]:
    return [{"become_blocked": {"what": low.object(ins.what)}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `become_blocked`."""
    what = p["what"]
    many = isinstance(what, dict) or str(what).startswith("targets:")  # (a group, X targets)
    return refs.obj(what), "become blocked" if many else "becomes blocked"
