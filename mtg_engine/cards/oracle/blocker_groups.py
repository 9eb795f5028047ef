"""509.1b: "can't be blocked except by" / "can't be blocked by" two groups of creatures joined
by "and/or" or "or" ("~ can't be blocked except by artifact creatures and/or white
creatures.", "~ can't be blocked by black and/or red creatures.", "~ can't be blocked by
enchanted creatures or enchantment creatures."): an anthem's block restriction whose filter
is `any_of` the groups (a blocker matching either, rules/filters.py), and back."""

from __future__ import annotations

import re
from typing import Any

# the groups, as printed (the restriction's filters judge a blocking creature)
_GROUPS: dict[str, dict[str, Any]] = {
    "artifact creatures": {"all_types": ["Artifact", "Creature"]},
    "enchantment creatures": {"all_types": ["Enchantment", "Creature"]},
    "enchanted creatures": {"types": ["Creature"], "enchanted": True},  # 303.4
    "creatures with flying": {"types": ["Creature"], "keywords": ["flying"]},
    "Walls": {"types": ["Creature"], "subtypes": ["Wall"]},
    **{f"{c} creatures": {"types": ["Creature"], "colors": [k]}
       for c, k in (("white", "W"), ("blue", "U"), ("black", "B"), ("red", "R"),
                    ("green", "G"))},
}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_FORM = re.compile(r"(?P<who>~|Enchanted creature) can't be blocked (?P<except>except )?by "
                   r"(?P<groups>.+)\.")
_KINDS = {True: "cant_be_blocked_except_by", False: "cant_be_blocked_by"}


def _groups(phrase: str) -> list[dict[str, Any]] | None:
    """"artifact creatures and/or white creatures", "black and/or red creatures",
    "enchanted creatures or enchantment creatures" -> the groups' filters, or None."""
    m = re.fullmatch(r"(\w+) and/or (\w+) creatures", phrase)
    if m is not None and m.group(1) in _COLORS and m.group(2) in _COLORS \
            and m.group(1) != m.group(2):  # (105.2: a creature of either colour)
        return [_GROUPS[f"{m.group(1)} creatures"], _GROUPS[f"{m.group(2)} creatures"]]
    for joint in (" and/or ", " or "):
        parts = phrase.split(joint)
        if len(parts) == 2 and all(p in _GROUPS for p in parts) and parts[0] != parts[1]:
            return [_GROUPS[p] for p in parts]
    return None


def groups_filter(phrase: str) -> dict[str, Any] | None:
    """The filter of "artifact creatures and/or red creatures" (a blocker of either group),
    or None."""
    groups = _groups(phrase)
    return None if groups is None else {"any_of": [dict(g) for g in groups]}


def lower(para: str) -> dict[str, Any] | None:
    """The anthem of such a paragraph, or None."""
    m = _FORM.fullmatch(para)
    if m is None:
        return None
    groups = _groups(m.group("groups"))
    if groups is None:
        return None
    kind = _KINDS[bool(m.group("except"))]
    return {"anthem": {"affects": "self" if m.group("who") == "~" else "enchanted",
                       "restrictions": [{kind: {"any_of": [dict(g) for g in groups]}}]}}


def render(other: dict[str, Any]) -> str | None:
    """The groups of such a restriction's filter ("artifact creatures and/or white
    creatures"; `forms` says "or" too), or None."""
    alts = other.get("any_of") or []
    names = [next((w for w, g in _GROUPS.items() if g == a), None) for a in alts]
    if len(names) != 2 or None in names or set(other) != {"any_of"}:
        return None
    first, second = names
    assert first is not None and second is not None
    if first.split()[0] in _COLORS and second.split()[0] in _COLORS:
        return f"{first.split()[0]} and/or {second}"  # "black and/or red creatures"
    return f"{first} and/or {second}"


def forms(text: str) -> list[str]:
    """The other wording of a rendered paragraph holding such groups: "or" for "and/or"
    ("enchanted creatures or enchantment creatures")."""
    return [text.replace(" and/or ", " or ", 1)] if " and/or " in text else []
