"""Sacrifice costs of activated abilities (118.3, 701.17a) beyond costs._COST_PART's, in the
Oracle compiler, and back:

  Sacrifice a Caribou token: You gain 1 life.                           (Caribou Range)
  {1}{G}, Sacrifice a non-Ooze creature: ...                            (Ooze Garden)
  {R}, Sacrifice another creature or an enchantment: ...                (Skophos Warleader)
  {2}, Sacrifice an artifact or another creature: ...                   (Malevolent Noble)
  {3}, {T}, Sacrifice a creature of the chosen type: ...                (Doom Cannon)

-> the DSL cost's `sacrifice` filter; "A or B" is a filter with `any_of` (rules/filters.py:
one of the alternatives matches), each alternative with its own article ("another" is said
of one alternative only: not the source, 109.1)."""

from __future__ import annotations

import re
from typing import Any

_ONE = re.compile(r"Sacrifice (?P<what>(?:an?|another) .+)")
_ALT = re.compile(r"(?P<art>an?|another) (?P<phrase>.+)")
_CHOSEN = " of the chosen type"


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


_EACH = re.compile(r"Sacrifice (?P<what>(?:an? [^,]+, )+and an? [^,]+)")
# "Sacrifice a creature and a Swamp" (two permanents, each of its own quality; Viscerid Drone)
_PAIR = re.compile(r"Sacrifice (?P<what>an? [^,]+? and an? [^,]+)")


def read_each(part: str) -> dict[str, Any] | None:
    """"Sacrifice a blue creature, a black creature, and a red creature" (118.3: three
    permanents, each of its own quality) -> the cost's keys (`sacrifice` with `any_of`, one
    alternative per permanent, `sacrifice_count` and `sacrifice_each`: each permanent
    sacrificed matches a different one, rules/ability_costs.py), or None."""
    m = _EACH.fullmatch(part)
    pair = _PAIR.fullmatch(part) if m is None else None
    if m is None and pair is None:
        return None
    alts = [_alternative(a) for a in re.split(r", and |, ", m.group("what"))] if m else \
        [_alternative(a) for a in pair.group("what").split(" and ")]  # type: ignore[union-attr]
    if any(a is None or a.get("other") for a in alts) or len(alts) < (3 if m else 2):
        return None
    return {"sacrifice": {"any_of": alts}, "sacrifice_count": len(alts),
            "sacrifice_each": True}


def render_each(cost: dict[str, Any]) -> str:
    """The part `read_each` reads `cost`'s keys from."""
    alts = [_render_alternative(a) for a in cost["sacrifice"]["any_of"]]
    if len(alts) == 2:
        return f"Sacrifice {alts[0]} and {alts[1]}"
    return "Sacrifice " + ", ".join(alts[:-1]) + ", and " + alts[-1]


def _alternative(words: str) -> dict[str, Any] | None:
    """"another creature" / "a Blood token" -> a filter (of a permanent, by its own words)."""
    from mtg_engine.cards.oracle.costs import _quality

    m = _ALT.fullmatch(words)
    if m is None or " or " in m.group("phrase") or " and " in m.group("phrase"):
        return None
    phrase = m.group("phrase")
    chosen = phrase.endswith(_CHOSEN)  # 614.12a: the creature type ~ chose as it entered
    f = _quality(phrase.removesuffix(_CHOSEN), False)
    if f is None or not f or "other" in f or (chosen and "chosen" in f):
        return None
    if chosen:
        f["chosen"] = "creature_type"
    if (m.group("art") == "an") != (m.group("phrase")[0] in "aeiouAEIOU"):
        return None  # (an article the phrase doesn't take: words read wrong)
    if m.group("art") == "another":
        f["other"] = True
    return f


_WITH_SELF = re.compile(r"Sacrifice (?:~ and (?P<after>.+)|(?P<before>.+) and ~)")
_COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "thirteen": 13}


def read_with_self(part: str) -> dict[str, Any] | None:
    """"Sacrifice ~ and a creature you control" / "Sacrifice two lands and ~" (118.3: two
    parts of one cost) -> the cost's keys (`sacrifice_self`, `sacrifice`, `sacrifice_count`,
    `sacrifice_with_self`: where ~ is said), or None."""
    m = _WITH_SELF.fullmatch(part)
    if m is None:
        return None
    words = (m.group("after") or m.group("before")).split(" ", 1)
    n = _COUNTS.get(words[0])
    if n is None or len(words) < 2 or " or " in words[1] or " and " in words[1]:
        return None
    from mtg_engine.cards.oracle.costs import _quality

    f = _quality(words[1].removesuffix(" you control"), n > 1)
    if not f or "other" in f or (n == 1) == words[1].endswith("s"):
        return None
    if words[1].endswith(" you control"):
        f["controller"] = "you"
    out: dict[str, Any] = {"sacrifice_self": True, "sacrifice": f,
                           "sacrifice_with_self": "after" if m.group("after") else "before"}
    if n > 1:
        out["sacrifice_count"] = n
    return out


def render_with_self(cost: dict[str, Any]) -> str:
    """The part `read_with_self` reads `cost`'s keys from."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    f = dict(cost["sacrifice"])
    mine = f.pop("controller", None) == "you"
    n = cost.get("sacrifice_count", 1)
    d = describe_filter(f, plural=n > 1) + (" you control" if mine else "")
    count = next(w for w, k in _COUNTS.items() if k == n and w != "an") if n > 1 else \
        ("an" if d[0] in "aeiouAEIOU" else "a")
    them = f"{count} {d}"
    return f"Sacrifice ~ and {them}" if cost["sacrifice_with_self"] == "after" \
        else f"Sacrifice {them} and ~"


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
