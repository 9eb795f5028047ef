"""603.2d: "If a creature dying / an artifact or creature entering the battlefield causes a
triggered ability of a permanent you control to trigger, that ability triggers an additional
time." (Teysa Karlov, Panharmonicon, Yarok, the Desecrated, Ancient Greenwarden) -> the
statics `triggers_twice_on_death` / `triggers_twice_on_enter` whose filter names the
permanent dying or entering (rules/trigger_doubling.py), and back."""

from __future__ import annotations

from typing import Any

_TAIL = " causes a triggered ability of a permanent you control to trigger, that ability " \
    "triggers an additional time."
# what dies or enters -> (static kind, filter)
_CAUSES: dict[str, tuple[str, dict[str, Any]]] = {
    "If a creature dying": ("triggers_twice_on_death", {"types": ["Creature"]}),
    "If an artifact or creature entering the battlefield":
        ("triggers_twice_on_enter", {"types": ["Artifact", "Creature"]}),
    "If a permanent entering the battlefield": ("triggers_twice_on_enter", {}),
    "If a land entering the battlefield": ("triggers_twice_on_enter", {"types": ["Land"]}),
}


def lower(para: str) -> dict[str, Any] | None:
    if not para.endswith(_TAIL) or para[:-len(_TAIL)] not in _CAUSES:
        return None
    kind, f = _CAUSES[para[:-len(_TAIL)]]
    return {kind: {"filter": dict(f)} if f else {}}


def render(kind: str, p: dict[str, Any] | None) -> str | None:
    want = dict((p or {}).get("filter", {}))
    for cause, (k, f) in _CAUSES.items():
        if k == kind and f == want and set(p or {}) <= {"filter"}:
            return cause + _TAIL
    return None
