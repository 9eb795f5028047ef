"""613.1f, 611.2a: a permanent's ability that gives the permanent itself an ability for good:

  I — Urza's Saga gains "{T}: Add {C}."
  II — Urza's Saga gains "{2}, {T}: Create a 0/0 colorless Construct artifact creature token
      with 'This creature gets +1/+1 for each artifact you control.'"

-> `continuous` on `self` with `add_abilities` (or `add_triggers`) and no duration (`until:
""`, 611.2a: it lasts as long as the permanent stays on the battlefield; 400.7: as another
object it has no such ability). A quoted ability inside the quoted one ('This creature ...',
the token's) is read as a quoted ability is (its quotes made double), and said back so."""

from __future__ import annotations

import re
from typing import Any

_SELF_GAINS = re.compile(r'~ gains "(?P<inner>.+)"')
_INNER_QUOTE = re.compile(r"'(?P<q>This (?:creature|token|permanent|artifact) [^']+)'")


def lower(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of "~ gains "<ability>"" on a permanent's ability, or None."""
    from mtg_engine.cards.oracle.copy_control import granted

    m = _SELF_GAINS.fullmatch(sentence.strip().rstrip("."))
    if m is None or not ctx.on_permanent or '"' in m.group("inner"):
        return None
    inner = _INNER_QUOTE.sub(lambda q: f'"{q.group("q")}"', m.group("inner"))
    if "'" in inner.replace("'s ", ""):
        return None  # (another single quote: not read)
    got = granted(inner, "permanent", itself=True)
    if got is None:
        return None
    return [{"continuous": {"what": "self", got[0]: [got[1]], "until": ""}}]


def render(p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of `lower`'s effect, or None for another."""
    from mtg_engine.cards.oracle.copy_control import render_granted

    if p.get("what") != "self" or p.get("until") != "" \
            or set(p) - {"what", "until", "add_abilities", "add_triggers"}:
        return None
    quoted = render_granted(p, "permanent", itself=True)
    inner = quoted[1:-1]
    inner = re.sub(r'"([^"]+)"', r"'\1'", inner)  # (a quoted ability inside: single quotes)
    return "~", f'gains "{inner}"'
