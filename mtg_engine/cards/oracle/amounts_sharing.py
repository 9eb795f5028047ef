"""Counts relative to the object a static ability's effect applies to (613.4c): "other" than
it (`other_than_affected`: `besides: affected`), and those that share a creature type with it
(205.3m): "Each creature gets +1/+1 for each other creature on the
battlefield that shares at least one creature type with it." (Coat of Arms), "Enchanted
creature gets +2/+2 for each other creature on the battlefield that shares a creature type
with it." (Alpha Status).

The IR is the count's description with ("sharing_it", True) (and "at least one" kept as
("sharing_one", True) for the round trip); amounts.lower_per_static turns it into the DSL's
`sharing: affected` (cards/amounts.Amount), which rules/layer_dependency._per reads for each
affected object. Only a static's "it" (the affected object) is read: in an effect, the filter
key stays and the DSL refuses it."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

# the DSL filter keys the IR carries until lower_per_static reads them
SHARING = "sharing_it"
AT_LEAST_ONE = "sharing_one"


class SharingIR:
    """The transformer method of `each_sharing` (mixed into amounts.AmountsIR)."""

    def each_sharing(self, items: list[Any]) -> ir.Count:
        desc = items[0]
        words = str(items[-1])
        extra = ((SHARING, True),) + (((AT_LEAST_ONE, True),) if "at least one" in words else ())
        return ir.Count(ir.Desc(desc.nouns, desc.filter + extra))


def lower(what: dict[str, Any], affects: Any) -> dict[str, Any] | None:
    """lower_per_static's count with the sharing keys read: `sharing: affected` (None when
    the effect applies to ~ itself: no static wording says that)."""
    count = what.get("count", {})
    if not count.get(SHARING):
        return what
    if affects == "self":
        return None
    rest = {k: v for k, v in count.items() if k not in (SHARING, AT_LEAST_ONE)}
    return {**what, "count": rest, "sharing": "affected"}


def in_words(per: dict[str, Any]) -> dict[str, Any]:
    """A `sharing: affected` count back in its IR's filter keys, for the English."""
    if per.get("sharing") != "affected":
        return per
    count = {**per["count"], SHARING: True}
    from mtg_engine.cards.oracle.amount_render import wording

    if wording("sharing_one"):
        count[AT_LEAST_ONE] = True
    return {**{k: v for k, v in per.items() if k != "sharing"}, "count": count}


def phrase(f: dict[str, Any]) -> str:
    """The words after what is counted: "that shares at least one creature type with it"."""
    return " that shares " + ("at least one" if f.get(AT_LEAST_ONE) else "a") \
        + " creature type with it"


def other_than_affected(what: dict[str, Any], affects: str) -> dict[str, Any] | None:
    """"Enchanted creature gets +1/+1 for each other creature you control", "Each legendary
    creature you control gets +1/+1 for each other legendary creature you control": "other"
    than the object the effect applies to (each in turn, 613.4c), not the source: the count
    `besides: affected` (cards/amounts.Amount). For an Aura's or Equipment's count of
    creatures (the source is none); of enchantments or artifacts, "other" than the Aura or
    Equipment itself, the source (Ancestral Mask's "each other enchantment": Filter.other)."""
    count = what.get("count", {})
    if affects in ("enchanted", "equipped") and count.get("types") != ["Creature"]:
        if set(what) - {"count", "zone"} or count.get("types") not in (["Enchantment"],
                                                                      ["Artifact"]):
            return None  # ("each other enchantment": other than the Aura itself, the source:
        return {"count": {**count, "other": True}, "zone": "battlefield"}  # Ancestral Mask)
    if affects not in ("enchanted", "equipped", "filter") \
            or set(what) - {"count", "zone", "sharing"} \
            or what.get("zone", "battlefield") != "battlefield":
        return None
    return {"count": count, "zone": "battlefield", "besides": "affected",
            **({"sharing": what["sharing"]} if "sharing" in what else {})}
