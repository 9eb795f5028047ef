"""Trigger conditions of blocks with "one or more" (509.1h-i, 603.2c), beside triggers.py:
"Whenever ~ blocks one or more black creatures", "Whenever ~ becomes blocked by one or more
Orcs" and both joined by "or" (triggers.render_trigger_paragraph); "Whenever ~ blocks two or
more creatures" (509.1a). Each triggers once for a
declaration of blockers, if any of the creatures it blocks / that block it match. Lowered to
the events of rules/trigger_blocks.py and rendered back for the round trip."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

_VERBS = {"blocks one or more": "blocks_any",
          "becomes blocked by one or more": "becomes_blocked_by_any",
          # 509.1a, 603.2c: "Whenever ~ blocks two or more creatures" (a creature that can
          # block more than one: Lairwatch Giant), once for the declaration, on its second
          # block (rules/trigger_blocks.py)
          "blocks two or more": "blocks_two_or_more"}
_KEYS = {"types", "keywords", "colors", "not_colors", "power_ge", "power_le", "subtypes",
         "not_subtypes", "all_types"}


class BlockProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_blocks_some(self, items: list[Any]) -> tuple[str, Any, str]:
        if str(items[0]) == "two":  # (509.1a: "blocks two or more creatures")
            return ("blocks two or more", items[1], "")
        return self._some("blocks one or more", items)

    def ev_blocked_by_some(self, items: list[Any]) -> tuple[str, Any, str]:
        return self._some("becomes blocked by one or more", items)

    def _some(self, verb: str, items: list[Any]) -> tuple[str, Any, str]:
        from mtg_engine.cards.oracle.parse import NotUnderstood

        if str(items[0]) != "one":
            raise NotUnderstood(f"{verb}: N or more")
        return (verb, items[1], "")



def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for this module's events ((True, None) when the engine
    can't check the filter), (False, None) for the others."""
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    if ev.verb not in _VERBS:
        return False, None
    if ev.subject != "self" or ev.desc is None:
        return True, None
    f = _filter(ev.desc)
    types = set(f.get("types", ()))
    if set(f) - _KEYS or (types != {"Creature"} and (types or not f.get("subtypes"))):
        return True, None
    return True, (_VERBS[ev.verb], f)


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    words = {v: k for k, v in _VERBS.items()}.get(t["event"])
    if words is None or not t.get("filter"):
        return ""
    return f"Whenever ~ {words} {describe_filter(dict(t['filter']), plural=True)}"


PRODUCTIONS = BlockProductions  # installed into the trigger grammar (triggers._install_batched)
