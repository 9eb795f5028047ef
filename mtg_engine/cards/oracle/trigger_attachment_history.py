"""Two events of the source read against what happened to it (603.2), lowered to the events of
rules/trigger_attachment_history.py and rendered back for the round trip:

- "Whenever ~ becomes the target of a spell or ability for the first time each turn" (115.1,
  603.2: the Glasskites): the first spell or ability this turn to target the permanent
  (however many times it targets it, 603.2c), remembered ("counter that spell or ability");
- "Whenever ~ becomes unattached from a permanent" (701.3: Grafted Wargear, Captain's Hook):
  the Aura or Equipment stops being attached to a permanent (moved to another, unattached, or
  either of them left the battlefield, 603.10a); that permanent is remembered ("sacrifice that
  permanent").

The grammar's `tself_vp` reads the verbs (grammar.lark)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

FIRST_TARGET = "becomes_target_first_time"
UNATTACHED = "self_unattached"
_FIRST_VERB = "becomes the target of a spell or ability for the first time each turn"
_UNATTACHED_VERB = "becomes unattached from a permanent"
_VERBS = {_FIRST_VERB: FIRST_TARGET, _UNATTACHED_VERB: UNATTACHED}
# what the effect names: the spell or ability targeting, the permanent it was attached to
REMEMBERED = {FIRST_TARGET: "that spell or ability", UNATTACHED: "that permanent"}


def _one(tok: Any) -> None:
    if str(tok) not in ("a", "an"):
        raise NotUnderstood(f"{tok} ...")


class AttachmentHistoryProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def ev_targeted_first_time(self, items: list[Any]) -> tuple[str, Any, str]:
        _one(items[0])
        return (_FIRST_VERB, None, "")

    def ev_unattached(self, items: list[Any]) -> tuple[str, Any, str]:
        _one(items[0])
        return (_UNATTACHED_VERB, None, "")


PRODUCTIONS = AttachmentHistoryProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this module's verbs ((True, None) for another subject than ~,
    or an unattached non-Aura non-Equipment), (False, None) for the others."""
    name = _VERBS.get(ev.verb)
    if name is None:
        return False, None
    if ev.subject != "self" or ev.detail:
        return True, None
    if name == UNATTACHED and not {"Artifact", "Enchantment"} & set(self_types):
        return True, None  # (only an Equipment or an Aura is attached, 301.5, 303.4)
    return True, (name, {})


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    verb = {v: k for k, v in _VERBS.items()}.get(t["event"])
    return f"Whenever ~ {verb}" if verb is not None and not t.get("filter") else ""


# the instruction on what the event remembered (rules/trigger_attachment_history.py): counter
# the spell or ability (701.5a), sacrifice the permanent (701.17a: only if you control it)
_EFFECTS = {(FIRST_TARGET, "counter that spell or ability."): {"counter": {"what": "remembered"}},
            (UNATTACHED, "sacrifice that permanent."): {"sacrifice": {"what": "remembered"}}}


def effects(conds: list[tuple[str, dict[str, Any]]], body: str) -> list[dict[str, Any]] | None:
    """The effect of "counter that spell or ability." / "sacrifice that permanent." after
    this module's event, or None."""
    if len(conds) != 1 or conds[0][1]:
        return None
    got = _EFFECTS.get((conds[0][0], body.strip().lower()))
    return None if got is None else [{k: dict(v) for k, v in got.items()}]
