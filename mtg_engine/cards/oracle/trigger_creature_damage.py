"""Trigger conditions of damage dealt to a creature (120.3e, 510.2), beside triggers.py:
"Whenever ~ deals damage to a Dinosaur", "Whenever equipped/enchanted creature deals (combat)
damage to a creature", "Whenever a Sliver / a creature you control deals (combat) damage to a
creature". The creature dealt damage is remembered ("that creature"). Lowered to the events of
rules/trigger_creature_damage.py (and rules/trigger_combat.py's "damage_to_creature") and
rendered back for the round trip."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

_BY_SUBTYPE = "deals damage to a creature of a subtype"
_VERBS = {"deals damage to a creature": "damage_to_creature",
          "deals combat damage to a creature": "combat_damage_to_creature",
          # 120.3c: "Whenever a creature you control deals (combat) damage to a planeswalker"
          "deals damage to a planeswalker": "damage_to_planeswalker",
          "deals combat damage to a planeswalker": "combat_damage_to_planeswalker"}
# the filter keys of the creature dealing the damage the engine matches as it deals it
_SOURCE_KEYS = {"types", "subtypes", "controller", "colors", "not_colors", "keywords",
                "not_keywords", "token"}
_WORDS = {f"{who}_{v}": (who, k) for k, v in _VERBS.items() for who in ("attached", "creature")
          if who == "creature" or "creature" in v}
# events whose remembered object is the creature / planeswalker dealt damage (trigger_render.py)
DAMAGED_CREATURE_REMEMBERED = frozenset(k for k in _WORDS if "planeswalker" not in k)
DAMAGED_PLANESWALKER_REMEMBERED = frozenset(k for k in _WORDS if "planeswalker" in k)


class CreatureDamageProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_damage_to_subtype(self, items: list[Any]) -> tuple[str, Any, str]:
        from mtg_engine.cards.oracle.triggers import _article, _check_subtype

        _article(items[0])
        sub = str(items[1])
        _check_subtype(sub, ())
        return (_BY_SUBTYPE, ir.Desc((), (("subtypes", (sub,)),)), "")

    def ev_damage_to_planeswalker(self, items: list[Any]) -> tuple[str, Any, str]:
        from mtg_engine.cards.oracle.triggers import _article

        _article(items[0])
        return ("deals damage to a planeswalker", None, "")  # 120.3c

    def ev_combat_damage_to_planeswalker(self, items: list[Any]) -> tuple[str, Any, str]:
        from mtg_engine.cards.oracle.triggers import _article

        _article(items[0])
        return ("deals combat damage to a planeswalker", None, "")



def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...]
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for this module's events ((True, None) when the engine
    can't check the filter), (False, None) for the others."""
    from mtg_engine.cards.oracle.trigger_lowering import _attached_filter, _filter

    if ev.subject == "self" and ev.verb == _BY_SUBTYPE:  # the filter is the creature's
        assert ev.desc is not None
        return True, ("damage_to_creature", {"types": ["Creature"], **_filter(ev.desc)})
    if ev.verb not in _VERBS or ev.subject not in ("attached", "object"):
        return False, None
    assert ev.desc is not None
    if ev.subject == "attached":  # "equipped creature", "enchanted creature" (301.5, 303.4)
        if "planeswalker" in ev.verb:
            return True, None
        f = _attached_filter(ev.detail, ev.desc.nouns[0], self_types)
        return True, (("attached_" + _VERBS[ev.verb], {}) if f == {} else None)
    f = _filter(ev.desc)
    types = set(f.get("types", ()))
    if ev.other or set(f) - _SOURCE_KEYS \
            or (types != {"Creature"} and (types or not f.get("subtypes"))):
        return True, None  # (a subtype alone names a creature: only creatures deal it here)
    return True, ("creature_" + _VERBS[ev.verb], f)


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    ev, f = t["event"], dict(t.get("filter", {}))
    if ev == "damage_to_creature" and f.get("types") == ["Creature"] \
            and len(f.get("subtypes", ())) == 1 and set(f) == {"types", "subtypes"}:
        sub = f["subtypes"][0]
        return f"Whenever ~ deals damage to {'an' if sub[0] in 'AEIOU' else 'a'} {sub}"
    if ev not in _WORDS:
        return ""
    who, verb = _WORDS[ev]
    if who == "attached":
        # ("equipped creature" reads the same: render.py normalises it)
        return "" if f else f"Whenever enchanted creature {verb}"
    d = describe_filter(f)
    return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} {verb}"


PRODUCTIONS = CreatureDamageProductions  # installed into the trigger grammar (triggers._install_batched)
