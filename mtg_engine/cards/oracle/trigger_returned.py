"""A permanent returned from the battlefield to its owner's hand (400.7; "returned" is said of
a permanent put into a hand): "Whenever a permanent is returned to your hand" (Azorius
Aethermage: one you own), "Whenever a permanent is returned to a player's hand, that player
discards a card." (Warped Devotion: "that player" its owner, 404.2's hand alike), "Whenever ~
or another creature is returned to your hand from the battlefield" (Stormfront Riders). The
permanent is matched as it last existed on the battlefield (603.10a: a leaves-the-battlefield
ability), and remembered. The grammar's `tobject_vp` reads the verbs;
rules/trigger_returned.py fires the events."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

SELF_EVENT = "self_returned_to_your_hand"
YOURS = "permanent_returned_to_your_hand"
PLAYERS = "permanent_returned_to_players_hand"
_YOUR_VERB = "is returned to your hand"
_PLAYERS_VERB = "is returned to a player's hand"
_FROM = " from the battlefield"
_KEYS = {"types", "subtypes", "other", "token"}  # (what the permanent was: 603.10a)


class ReturnedProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_returned_to_your_hand(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_YOUR_VERB, None, "")

    def ev_returned_to_players_hand(self, items: list[Any]) -> tuple[str, Any, str]:
        from mtg_engine.cards.oracle.triggers import _article

        _article(items[0])
        return (_PLAYERS_VERB, None, "")


PRODUCTIONS = ReturnedProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for these verbs ((True, None) for a filter the engine can't check
    as the permanent last existed), (False, None) for the others."""
    if ev.verb not in (_YOUR_VERB, _PLAYERS_VERB):
        return False, None
    if ev.subject == "self":
        return True, ((SELF_EVENT, {}) if ev.verb == _YOUR_VERB and not ev.detail else None)
    if ev.subject != "object" or ev.desc is None or ev.detail:
        return True, None
    from mtg_engine.cards.oracle.trigger_lowering import PERMANENT_TYPES, _filter

    f = _filter(ev.desc)
    if set(f) - _KEYS or not set(f.get("types", ())) <= PERMANENT_TYPES \
            or not (f.get("types") or f.get("subtypes") or "permanent" in ev.desc.nouns):
        return True, None
    if ev.other:
        f["other"] = True
    return True, ((YOURS if ev.verb == _YOUR_VERB else PLAYERS), f)


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others): "from the battlefield" where
    the printed text says it (the same event: only a permanent is returned, 400.7)."""
    ev = t["event"]
    if ev not in (SELF_EVENT, YOURS, PLAYERS):
        return ""
    from mtg_engine.cards.oracle.conditional_effects import PRINTED

    def said(verb: str) -> str:
        return verb + (_FROM if f"{verb}{_FROM}" in PRINTED.get() else "")

    if ev == SELF_EVENT:
        return f"Whenever ~ {said(_YOUR_VERB)}"
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    f = dict(t.get("filter", {}))
    other = f.pop("other", False)
    d = describe_filter(f) if f else "permanent"
    art = "another" if other else ("an" if d[0] in "aeiou" else "a")
    return f"Whenever {art} {d} {said(_YOUR_VERB if ev == YOURS else _PLAYERS_VERB)}"
