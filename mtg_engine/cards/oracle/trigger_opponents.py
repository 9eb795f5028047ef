"""Trigger conditions about the ability controller's opponents (603.2), beside triggers.py:
"Whenever a creature [with a +1/+1 counter on it] attacks one of your opponents [or a
planeswalker an opponent controls]" (508.1m, 506.3: "that creature"), "Whenever a creature you
control / enchanted creature deals combat damage to an opponent" (510.3a: "that player");
also "Whenever a creature you control explores" (701.40, rules/trigger_explores.py).
Lowered to the events of rules/trigger_opponents.py and rendered back for the round trip."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

_ATTACKS = {"attacks one of your opponents": "creature_attacks_opponent",
            "attacks one of your opponents or a planeswalker an opponent controls":
                "creature_attacks_opponent_or_planeswalker"}
_DAMAGE = "deals combat damage to an opponent"
_NONCOMBAT = "you control deals noncombat damage to an opponent"
_WORDS = {v: k for k, v in _ATTACKS.items()}
_WORDS["creature_combat_damage_to_opponent"] = _DAMAGE
_WORDS["creature_explores"] = "explores"  # 701.40
# what the effect may name: the attacking creature; the player dealt damage, and its amount
CREATURE_REMEMBERED = frozenset({*_ATTACKS.values(), "creature_explores"})
PLAYER_REMEMBERED = frozenset({"creature_combat_damage_to_opponent",
                               "spell_you_control_damages_opponent",
                               "attached_combat_damage_to_opponent",
                               "source_noncombat_damage_to_opponent"})


class OpponentProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_attacks_opponent(self, items: list[Any]) -> tuple[str, Any, str]:
        if str(items[0]) != "one":
            raise NotUnderstood("attacks N of your opponents")
        return ("attacks one of your opponents", None, "")

    def ev_attacks_opponent_or_pw(self, items: list[Any]) -> tuple[str, Any, str]:
        if [str(t) for t in items] != ["one", "a", "an"]:
            raise NotUnderstood("attacks N of your opponents or ...")
        return ("attacks one of your opponents or a planeswalker an opponent controls", None, "")


    def source_noncombat_to_opponent(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "a" or str(items[2]) != "you control" or str(items[3]) != "an":
            raise NotUnderstood("a source ... deals noncombat damage to an opponent")
        return ir.TriggerEvent("source", _NONCOMBAT)

    def attached_adjective(self, items: list[Any]) -> tuple[str, bool]:
        return (str(items[0]), True)  # "an equipped creature you control" (301.5, 303.4)

    def modified_adjective(self, _: list[Any]) -> tuple[str, bool]:
        return ("modified", True)  # 700.9

    def spell_deals_damage(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("spell", "deals damage", _spell_desc(items))  # 120.3

    def spell_damages_opponent(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[-1]) != "an":
            raise NotUnderstood("a spell deals damage to N opponents")
        return ir.TriggerEvent("spell", "deals damage to an opponent", _spell_desc(items))

    def ev_explores(self, _: list[Any]) -> tuple[str, Any, str]:
        return ("explores", None, "")  # 701.40


def _spell_desc(items: list[Any]) -> ir.Desc:
    """"a spell you control" / "an instant or sorcery spell you control" (112.1)."""
    words = str(items[1])
    if str(items[0]) != ("an" if words.startswith("instant") else "a"):
        raise NotUnderstood("N spells")
    return ir.Desc(("instant", "sorcery") if words.startswith("instant") else ())



def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...]
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for this module's events ((True, None) when the engine
    can't check the filter), (False, None) for the others."""
    from mtg_engine.cards.oracle.trigger_lowering import _attached_filter, _filter

    if ev.subject == "attached" and ev.verb == _DAMAGE:  # 303.4
        assert ev.desc is not None
        f = _attached_filter(ev.detail, ev.desc.nouns[0], self_types)
        return True, (("attached_combat_damage_to_opponent", {}) if f == {} else None)
    if ev.subject == "spell":  # 120.3: a spell on the stack deals it
        assert ev.desc is not None
        f = {"types": ["Instant", "Sorcery"]} if ev.desc.nouns else {}
        return True, ({"deals damage": "spell_you_control_deals_damage",
                       "deals damage to an opponent": "spell_you_control_damages_opponent"}[
                           ev.verb], f)
    if ev.subject == "source" and ev.verb == _NONCOMBAT:  # 120.3, 510.2
        return True, ("source_noncombat_damage_to_opponent", {})
    if ev.subject == "object" and ev.verb == "explores":  # 701.40: "a creature you control"
        assert ev.desc is not None
        f = _filter(ev.desc)
        ok = f.get("types") == ["Creature"] and not ev.other and f.get("controller") == "you"
        return True, (("creature_explores", f) if ok else None)
    if ev.subject != "object" or (ev.verb not in _ATTACKS and ev.verb != _DAMAGE):
        return False, None
    assert ev.desc is not None
    f = _filter(ev.desc)
    types = set(f.get("types", ()))
    if ev.other or (types != {"Creature"} and (types or not f.get("subtypes"))):
        return True, None  # (only creatures attack and deal combat damage)
    if ev.verb == _DAMAGE:
        return True, ("creature_combat_damage_to_opponent", f)
    return True, (_ATTACKS[ev.verb], f)


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    ev, f = t["event"], dict(t.get("filter", {}))
    if ev == "creature_attacks" and set(f) & {"equipped", "enchanted"} and not f.get("other"):
        # "Whenever an equipped creature you control attacks" (the singular word, 301.5)
        words = [w for w in ("enchanted", "equipped") if f.pop(w, None) is True]
        if len(words) != 1 or set(f) & {"equipped", "enchanted"}:
            return ""
        d = f"{words[0]} {describe_filter(f)}"
        return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} attacks"
    if ev in ("spell_you_control_deals_damage", "spell_you_control_damages_opponent") \
            and f in ({}, {"types": ["Instant", "Sorcery"]}):
        kind = "an instant or sorcery spell" if f else "a spell"
        to = " to an opponent" if ev.endswith("opponent") else ""
        return f"Whenever {kind} you control deals damage{to}"
    if ev == "source_noncombat_damage_to_opponent" and not f:
        return "Whenever a source you control deals noncombat damage to an opponent"
    if ev == "attached_combat_damage_to_opponent":
        return "" if f else f"Whenever enchanted creature {_DAMAGE}"  # ("equipped": render.py)
    if ev not in _WORDS:
        return ""
    d = describe_filter(f)
    return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} {_WORDS[ev]}"


PRODUCTIONS = OpponentProductions  # installed into the trigger grammar (triggers._install_batched)
