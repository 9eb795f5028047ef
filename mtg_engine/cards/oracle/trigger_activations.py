"""Trigger conditions of activating abilities (602.2, 603.2), beside triggers.py: "Whenever a
player / an opponent / you activate(s) an ability [of an artifact, creature, or land] that
isn't a mana ability" and "Whenever you activate a loyalty ability of a Chandra planeswalker"
(606.3), "Whenever you activate a boast ability" (702.142a). The grammar's productions
(grammar.lark `player_event`), lowered to the events of rules/trigger_activations.py and
rendered back for the round trip."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

_NONMANA = "activate an ability that isn't a mana ability"
_LOYALTY = "activate a loyalty ability"
_BOAST = "activate a boast ability"  # 702.142a
_EVENTS = {("player", _NONMANA): "player_activates_nonmana",
           ("opponent", _NONMANA): "opponent_activates_nonmana",
           ("you", _NONMANA): "you_activate_nonmana", ("you", _LOYALTY): "you_activate_loyalty",
           ("you", _BOAST): "you_activate_boast"}
# the source's qualities the engine judges (a permanent, 109.2)
_KEYS = {"types", "subtypes", "colors", "not_colors", "controller"}
_PERMANENT_TYPES = {"Artifact", "Creature", "Land", "Enchantment", "Planeswalker"}
# events whose player the effect may name ("that player")
PLAYER_REMEMBERED = frozenset({"player_activates_nonmana", "opponent_activates_nonmana"})


def _an(tok: Any) -> None:
    if str(tok) not in ("a", "an"):
        raise NotUnderstood(f"{tok} ...")


class ActivationProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def activated_of(self, items: list[Any]) -> ir.Desc:
        _an(items[0])
        return items[1]  # type: ignore[no-any-return]

    def other_activates_nonmana(self, items: list[Any]) -> ir.TriggerEvent:
        _an(items[0])
        _an(items[2])
        desc = items[3] if len(items) == 5 else None
        return ir.TriggerEvent(str(items[1]), _NONMANA, desc)

    def you_activate_nonmana(self, items: list[Any]) -> ir.TriggerEvent:
        _an(items[0])
        return ir.TriggerEvent("you", _NONMANA, items[1] if len(items) == 3 else None)

    def you_activate_loyalty(self, items: list[Any]) -> ir.TriggerEvent:
        _an(items[0])
        return ir.TriggerEvent("you", _LOYALTY, items[1])

    def you_activate_boast(self, items: list[Any]) -> ir.TriggerEvent:
        _an(items[0])
        return ir.TriggerEvent("you", _BOAST)  # 702.142a (Frenzied Raider)



def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for this module's events ((True, None) when the engine
    can't check the filter), (False, None) for the others."""
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    name = _EVENTS.get((ev.subject, ev.verb))
    if name is None:
        return ev.verb in (_NONMANA, _LOYALTY, _BOAST), None
    f = _filter(ev.desc) if ev.desc is not None else {}
    if set(f) - _KEYS or not set(f.get("types", ())) <= _PERMANENT_TYPES:
        return True, None
    if name == "you_activate_loyalty" and f.get("types") != ["Planeswalker"]:
        return True, None
    return True, (name, f)


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    ev, f = t["event"], dict(t.get("filter", {}))
    words = {v: k for k, v in _EVENTS.items()}.get(ev)
    if words is None:
        return ""
    who = {"player": "a player activates", "opponent": "an opponent activates",
           "you": "you activate"}[words[0]]
    of = ""
    if f:
        d = describe_filter(f)
        of = f" of {'an' if d[0] in 'aeiou' else 'a'} {d}"
    if ev == "you_activate_loyalty":
        return f"Whenever {who} a loyalty ability{of}"
    if ev == "you_activate_boast":  # 702.142a
        return f"Whenever {who} a boast ability" if not f else ""
    return f"Whenever {who} an ability{of} that isn't a mana ability"


PRODUCTIONS = ActivationProductions  # installed into the trigger grammar (triggers._install_batched)
