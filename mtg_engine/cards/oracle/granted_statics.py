"""A static ability granted in quotes (613.1f, 613.7a): "Enchanted permanent has "Equipped
creature has flying."" -- the quoted text is read as a card's own static ability is
(statics._static), and given to the enchanted permanent in layer 6 (`add_statics`,
rules/granted_statics.py: its effect takes the later of the two timestamps). Usually under a
condition on that permanent: "As long as enchanted permanent is an Equipment, it has
"Equipped creature gets +1/+1 and has trample."" (the Runes; conditional_statics.py). Oracle
text -> DSL here, and back (`render`)."""

from __future__ import annotations

import re
from typing import Any

_GRANT = re.compile(r"Enchanted permanent has \"([^\"]+)\"")
# what the quoted static ability may say: a static ability of an Equipment (301.5)
_INNER = re.compile(r"Equipped creature .+\.")


# a group's: "Creatures you control with flying have "Spells your opponents cast that target
# this creature cost {2} more to cast."" (Jubilant Skybonder), "this creature" / "this
# permanent" being the object that has it (~ inside the granted ability)
_GROUP_GRANT = re.compile(r"(.+?) have \"([^\"]+)\"")
_TARGETED_COST = re.compile(r"Spells your opponents cast that target this (creature|permanent) "
                            r"cost \{\d\} more to cast\.")


def lower(para: str) -> dict[str, Any] | None:
    """The DSL of "Enchanted permanent has "<static ability>"", or None."""
    from mtg_engine.cards.oracle.statics import _static

    m = _GRANT.fullmatch(para)
    if m is None:
        return _group_grant(para)
    if _INNER.fullmatch(m.group(1)) is None:
        return None
    inner = _static(m.group(1))
    if inner is None or len(inner) != 1 or "as_long_as" in next(iter(inner.values())):
        return None
    return {"continuous": {"affects": "enchanted", "add_statics": [inner]}}


def _group_grant(para: str) -> dict[str, Any] | None:
    """601.2f, 613.1f: a group granted "Spells your opponents cast that target this creature
    cost {2} more to cast." (the `spell_cost` static of each object that has it)."""
    from mtg_engine.cards.oracle.phrases import group
    from mtg_engine.cards.oracle.spell_costs import spell_cost_static

    m = _GROUP_GRANT.fullmatch(para)
    q = _TARGETED_COST.fullmatch(m.group(2)) if m else None
    g = group(m.group(1)) if q else None
    if g is None or "~" in para or q.group(1) != _noun(g["all"]):  # type: ignore[union-attr]
        return None
    inner = spell_cost_static(m.group(2).replace(f"this {q.group(1)}", "~"))  # type: ignore[union-attr]
    if inner is None:
        return None
    return {"continuous": {"filter": g["all"], "add_statics": [inner]}}


def _noun(f: dict[str, Any]) -> str:
    """What the granted ability calls the object that has it: "this creature" for creatures,
    else "this permanent"."""
    return "creature" if f.get("types") == ["Creature"] else "permanent"


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL (without a condition), or None if it isn't one."""
    from mtg_engine.cards.oracle.render_statics import render_static

    if set(p) == {"filter", "add_statics"} and len(p["add_statics"]) == 1 \
            and "spell_cost" in p["add_statics"][0]:
        return _render_group_grant(p)
    if set(p) != {"affects", "add_statics"} or p["affects"] != "enchanted" \
            or len(p["add_statics"]) != 1:
        return None
    inner = render_static(p["add_statics"][0])
    return f'Enchanted permanent has "{inner}"'


def _render_group_grant(p: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.render_phrases import describe_filter
    from mtg_engine.cards.oracle.spell_costs import render_spell_cost

    inner = render_spell_cost(p["add_statics"][0]).replace("~", f"this {_noun(p['filter'])}")
    if _TARGETED_COST.fullmatch(inner) is None:
        return None
    who = describe_filter(dict(p["filter"]), plural=True)
    return f'{who[0].upper()}{who[1:]} have "{inner}"'
