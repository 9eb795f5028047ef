"""A target of one of several kinds, each a description of its own (115.1, 205.2a), in the
Oracle compiler:

  Destroy target creature or Vehicle.                           (Daring Demolition)
  Destroy target Spirit or enchantment.                         (Urgent Exorcism)
  Destroy target land or nonblack creature.                     (Stream of Acid)
  Destroy target artifact, enchantment, or creature with flying.   (Broken Wings)
  Destroy target artifact creature or black creature.           (Purge)

-> a target permanent whose filter has `any_of` (rules/filters.py: it matches if one of the
alternatives does, and every other field of the filter: "you control" is said once, after the
last alternative, of all of them). Read only when the words don't make one filter already
("artifact or enchantment" is one filter's `types`), and only alternatives that are
permanents described by their own qualities (no "another", no X, no controller of their own).
"""

from __future__ import annotations

import re
from typing import Any

# the qualities an alternative may have (each describes a permanent by itself)
_QUALITIES = frozenset({"types", "subtypes", "colors", "not_colors", "not_types", "keywords",
                        "not_keywords", "supertypes", "not_supertypes", "tapped", "attacking",
                        "blocking", "multicolored", "monocolored", "token",
                        "enchanted",  # 303.4 ("enchanted creature or enchantment creature")
                        "all_types"})  # ("enchantment creature": both types, 205.2a)
_KIND_TYPES = {"creature": "Creature", "planeswalker": "Planeswalker"}
_CONTROLLERS = ((" you control", "you"), (" an opponent controls", "opponent"),
                (" you don't control", "opponent"))


def target_alternatives(phrase: str) -> dict[str, Any] | None:
    """The words after "target" (lowercase but for subtypes as printed) -> a target permanent
    of one of several descriptions, or None."""
    from mtg_engine.cards.oracle.phrases import describe

    p = phrase.strip()
    controller = None
    for suffix, who in _CONTROLLERS:
        if p.endswith(suffix):
            p, controller = p[: -len(suffix)], who
            break
    parts = re.split(r", or |, | or ", p)
    if len(parts) < 2:
        return None
    alts: list[dict[str, Any]] = []
    for part in parts:
        d = describe(part)
        if d is None or d[0] not in ("creature", "permanent", "planeswalker") \
                or set(d[1]) - _QUALITIES:
            return None
        f = dict(d[1])
        if d[0] in _KIND_TYPES:
            f.setdefault("types", [_KIND_TYPES[d[0]]])
        if not f:
            return None
        alts.append(f)
    # ("artifact creature or black creature": each alternative says its own noun, 115.1)
    own_nouns = all(len(part.split()) > 1 and part.split()[-1] == "creature" for part in parts)
    if len({repr(sorted(a.items())) for a in alts}) != len(alts) \
            or not (own_nouns or _unambiguous(alts)):
        return None
    out: dict[str, Any] = {"any_of": alts}
    if controller:
        out["controller"] = controller
    return {"kind": "permanent", "filter": out}


_THATS = re.compile(r"(?P<head>.+) that's (?P<a>white|blue|black|red|green)"
                    r"(?: or (?P<b>white|blue|black|red|green))?")


def colored_target(phrase: str) -> dict[str, Any] | None:
    """"creature or planeswalker that's green or white" (105.2: of either colour) -> a target
    requirement, or None."""
    from mtg_engine.cards.oracle.phrases import COLOR_WORDS, describe

    m = _THATS.fullmatch(phrase.strip())
    d = describe(m.group("head")) if m else None
    if m is None or d is None or d[0] not in ("creature", "permanent", "planeswalker",
                                                "creature_or_planeswalker") or "colors" in d[1]:
        return None
    colors = [COLOR_WORDS[c] for c in (m.group("a"), m.group("b")) if c]
    if d[0] == "creature_or_planeswalker":  # (a target permanent of either type, 115.1)
        return {"kind": "permanent", "filter": {**d[1], "types": ["Creature", "Planeswalker"],
                                                "colors": colors}}
    return {"kind": d[0], "filter": {**d[1], "colors": colors}}


def _unambiguous(alts: list[dict[str, Any]]) -> bool:
    """Whether each alternative says all its qualities itself: every one bare ("creature or
    Vehicle"), every one with the same ("multicolored creature or multicolored enchantment"),
    or only the last one with its own ("land or nonblack creature", "artifact, enchantment,
    or creature with flying"). Not "tapped Merfolk or Kithkin creature", whose words are
    shared by both alternatives (a tapped Merfolk creature or a tapped Kithkin creature)."""
    def qualities(a: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in a.items() if k not in ("types", "subtypes")}

    last = alts[-1]
    if last.get("types") and last.get("subtypes"):
        return False  # ("Merfolk or Kithkin creature": "creature" said of both)
    rest = [qualities(a) for a in alts[:-1]]
    if all(q == qualities(last) for q in rest):
        return True
    if all(not q for q in rest) and all(len(a) == 1 for a in alts[:-1]):
        return True
    # "Forest, green enchantment, or green planeswalker" (Nissa's Defeat): the quality said
    # again with each alternative after the first bare one is theirs, not the Forest's
    said = [q for q in (*rest, qualities(last)) if q]
    return len(said) >= 2 and all(q == said[0] for q in said) \
        and not qualities(alts[0]) and len(alts[0]) == 1 \
        and all(q for q in (*rest[1:], qualities(last)))


def describe_alternatives(f: dict[str, Any]) -> str:
    """`describe_filter` of a filter with `any_of`: "creature or Vehicle you control"."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, _or, describe_filter

    if set(f) - {"any_of", "controller"} or f.get("controller") not in (None, "you",
                                                                         "opponent"):
        raise RenderError("a quality of all the alternatives")
    out = _or([describe_filter(a) for a in f["any_of"]])
    whose = {"you": " you control", "opponent": " an opponent controls", None: ""}
    return out + whose[f.get("controller")]
