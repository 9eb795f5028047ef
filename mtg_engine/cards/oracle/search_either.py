"""A library search for one card of either of two kinds (701.19, 205.2a), in the Oracle
compiler:

  Search your library for a basic land card or Gate card, ...        (District Guide)
  Search your library for a basic land card or a Desert card, ...    (Shefet Monitor)
  Search your library for an artifact or Dragon card, ...            (Magda, Brazen Outlaw)
  Search your library for an instant card or a card with flash, ...  (Mystical Teachings)
  Search your library for a card named Festering Newt or Bubbling Cauldron, ... (Bogbrew Witch)
  Search your library for up to two basic land cards and/or Gate cards, ...  (Circuitous Route)
  Search your library for a creature card with power or toughness 6 or greater, ...
                                                                          (Rootless Yew, 208.1)

-> the search's filter with `any_of` (rules/filters.py: a card matching one of the
alternatives qualifies), and the effect's `either` naming the printed form, read back by
`describe`. Read only where `search.card_filter` makes no one filter of the words ("an
Aura or Equipment card" is one filter's `subtypes`). A search for a card with a stated
quality may find nothing even if one is there (701.19b): the engine's search lets its player
choose none.
"""

from __future__ import annotations

import re
from typing import Any

# 702: keywords a card in a library has in its characteristics ("a card with flash")
_CARD_KEYWORDS = ("flash",)
_POWER_OR_TOUGHNESS = re.compile(r"(.+ card) with power or toughness (\d+) or (greater|less)")
_BOUNDS = {"greater": "ge", "less": "le"}
_NAMES = re.compile(r"card named ([A-Z][\w,'-]*(?: [\w,'-]+)*?) or ([A-Z][\w,'-]*(?: [\w,'-]+)*)")


def either_filter(what: str) -> tuple[dict[str, Any], str] | None:
    """The words between "for a/an" and the search's next instruction -> (a filter with
    `any_of`, the printed form), or None. The forms: "or" (X card or Y card), "or_a" (X card
    or a Y card), "joined" (X or Y card), "named" (card named A or B)."""
    left, found, right = what.strip().partition(" cards and/or ")
    if found:  # "up to two basic land cards and/or Gate cards" (several, each of either kind)
        from mtg_engine.cards.oracle.search import card_filter

        alts = [card_filter(left + " card", plural=False), card_filter(right, plural=True)]
        return _either([a if a and "name" not in a else None for a in alts], "and_or")
    m = _NAMES.fullmatch(what.strip())
    if m:
        return {"any_of": [{"name": m.group(1)}, {"name": m.group(2)}]}, "named"
    m = _POWER_OR_TOUGHNESS.fullmatch(what.strip())
    if m:  # 208.1: either characteristic at least (or at most) N
        from mtg_engine.cards.oracle.search import card_filter

        base, side = card_filter(m.group(1), plural=False), _BOUNDS[m.group(3)]
        if not base or set(base) & {"name", "any_of", "power_ge", "power_le"}:
            return None
        n = int(m.group(2))
        return {"any_of": [{**base, f"power_{side}": n}, {**base, f"toughness_{side}": n}]}, \
            f"pt_{side}"
    for sep, form in ((" card or an ", "or_a"), (" card or a ", "or_a"), (" card or ", "or")):
        left, found, right = what.strip().partition(sep)
        if found:
            alts = [_alternative(left + " card"), _alternative(right)]
            return _either(alts, form)
    m = re.fullmatch(r"(\w+) or (\w+) card", what.strip())
    if m:
        return _either([_alternative(f"{m.group(1)} card"), _alternative(f"{m.group(2)} card")],
                       "joined")
    return None


def _either(alts: list[dict[str, Any] | None], form: str) -> tuple[dict[str, Any], str] | None:
    if any(not a for a in alts) or alts[0] == alts[1]:
        return None
    return {"any_of": alts}, form


def _alternative(words: str) -> dict[str, Any] | None:
    """"basic land card", "Gate card", "card with flash" -> one alternative's filter."""
    from mtg_engine.cards.oracle.search import card_filter

    m = re.fullmatch(r"card with (\w+)", words)
    if m:
        return {"keywords": [m.group(1)]} if m.group(1) in _CARD_KEYWORDS else None
    f = card_filter(words, plural=False)
    if f is None or "name" in f or "any_of" in f:
        return None
    return f


def describe(f: dict[str, Any], form: str) -> str:
    """The words naming the card searched for, without its article (the inverse of
    `either_filter`)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    alts = f.get("any_of") or []
    if set(f) != {"any_of"} or len(alts) != 2:
        raise RenderError("a search for either of two kinds")
    if form == "named":
        if any(set(a) != {"name"} for a in alts):
            raise RenderError("a search for either of two names")
        return f"card named {alts[0]['name']} or {alts[1]['name']}"
    if form in ("pt_ge", "pt_le"):  # 208.1: "with power or toughness N or greater/less"
        side = form[3:]
        base = {k: v for k, v in alts[0].items() if k != f"power_{side}"}
        n = alts[0].get(f"power_{side}")
        if alts != [{**base, f"power_{side}": n}, {**base, f"toughness_{side}": n}]:
            raise RenderError("a search by power or toughness")
        words_of = next(w for w, s in _BOUNDS.items() if s == side)
        return f"{describe_filter(base, 'card')} with power or toughness {n} or {words_of}"
    words = [describe_filter(dict(a), "card") for a in alts]
    if form == "joined":
        if not all(w.endswith(" card") for w in words):
            raise RenderError("a search for either of two kinds")
        return f"{words[0].removesuffix(' card')} or {words[1]}"
    if form == "or_a":
        art = "an" if words[1][0].lower() in "aeiou" else "a"
        return f"{words[0]} or {art} {words[1]}"
    if form == "or":
        return f"{words[0]} or {words[1]}"
    if form == "and_or":
        plural = [describe_filter(dict(a), "card", plural=True) for a in alts]
        return f"{plural[0]} and/or {plural[1]}"
    raise RenderError("a search for either of two kinds")
