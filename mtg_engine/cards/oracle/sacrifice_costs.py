"""Sacrifice costs of activated abilities (118.3, 701.17a) beyond costs._COST_PART's, in the
Oracle compiler, and back:

  Sacrifice a Caribou token: You gain 1 life.                           (Caribou Range)
  {1}{G}, Sacrifice a non-Ooze creature: ...                            (Ooze Garden)
  {R}, Sacrifice another creature or an enchantment: ...                (Skophos Warleader)
  {2}, Sacrifice an artifact or another creature: ...                   (Malevolent Noble)

-> the DSL cost's `sacrifice` filter; "A or B" is a filter with `any_of` (rules/filters.py:
one of the alternatives matches), each alternative with its own article ("another" is said
of one alternative only: not the source, 109.1)."""

from __future__ import annotations

import re
from typing import Any

_ONE = re.compile(r"Sacrifice (?P<what>(?:an?|another) .+)")
_ALT = re.compile(r"(?P<art>an?|another) (?P<phrase>.+)")


def read(part: str) -> dict[str, Any] | None:
    """"Sacrifice a Caribou token" / "Sacrifice another creature or an artifact" -> the filter
    of the permanent sacrificed, or None."""
    m = _ONE.fullmatch(part)
    if m is None:
        return None
    alts = [_alternative(a) for a in re.split(r",? or ", m.group("what"))]
    if any(a is None for a in alts) or not alts:
        return None
    if len(alts) == 1:
        return alts[0]
    if len(alts) != 2 or alts[0] == alts[1]:
        return None
    return {"any_of": alts}


def _alternative(words: str) -> dict[str, Any] | None:
    """"another creature" / "a Blood token" -> a filter (of a permanent, by its own words)."""
    from mtg_engine.cards.oracle.costs import _quality

    m = _ALT.fullmatch(words)
    if m is None or " or " in m.group("phrase") or " and " in m.group("phrase"):
        return None
    f = _quality(m.group("phrase"), False)
    if f is None or not f or "other" in f:
        return None
    if (m.group("art") == "an") != (m.group("phrase")[0] in "aeiouAEIOU"):
        return None  # (an article the phrase doesn't take: words read wrong)
    if m.group("art") == "another":
        f["other"] = True
    return f


def render(f: dict[str, Any]) -> str:
    """The cost part `read` reads `f` from."""
    alts = f["any_of"] if set(f) == {"any_of"} else [f]
    return "Sacrifice " + " or ".join(_render_alternative(a) for a in alts)


def _render_alternative(f: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    f = dict(f)
    other = f.pop("other", False)
    d = describe_filter(f)
    art = "another" if other else ("an" if d[0] in "aeiouAEIOU" else "a")
    return f"{art} {d}"
