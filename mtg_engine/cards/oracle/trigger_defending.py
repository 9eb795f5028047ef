""""Whenever ~ deals combat damage to defending player" (Electryte) and "Whenever enchanted /
equipped creature deals combat damage to defending player" (Latulla's Orders): combat damage
(510.2) an attacking creature deals to the player it attacks, or to the controller of the
planeswalker it attacks (506.2: its defending player), not to another player; that player is
remembered ("that player controls"). The grammar's `tobject_vp` / `attached_vp` read the verb;
rules/trigger_defending.py fires the events."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

SELF_EVENT = "combat_damage_to_defending_player"
ATTACHED_EVENT = "attached_combat_damage_to_defending_player"
_VERB = "deals combat damage to defending player"
PLAYER_REMEMBERED = frozenset({SELF_EVENT, ATTACHED_EVENT})


class DefendingProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_combat_damage_to_defending(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_VERB, None, "")


PRODUCTIONS = DefendingProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this verb ((True, None) for another subject), (False, None)
    for the others."""
    if ev.verb != _VERB:
        return False, None
    if ev.subject == "self" and not ev.detail:
        return True, (SELF_EVENT, {})
    if ev.subject == "attached" and ev.desc is not None and ev.desc.nouns == ("creature",):
        from mtg_engine.cards.oracle.trigger_lowering import _attached_filter

        f = _attached_filter(ev.detail, "creature", self_types)  # (303.4, 301.5)
        return True, ((ATTACHED_EVENT, {}) if f == {} else None)
    return True, None


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others; "enchanted" says "equipped"
    too: render.normalise)."""
    if t.get("filter"):
        return ""
    return {SELF_EVENT: f"Whenever ~ {_VERB}",
            ATTACHED_EVENT: f"Whenever enchanted creature {_VERB}"}.get(t["event"], "")
