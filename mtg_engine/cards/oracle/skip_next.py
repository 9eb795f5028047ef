"""A player's next turn or next untap step skipped (614.10, 614.10a), in the Oracle compiler:

  You skip your next turn.  (Chronatog, Meditate)
  You skip your next untap step.  (Avizoa)
  Target player skips their next untap step.
  Target player skips all combat phases of their next turn.   (False Peace; 500.10, `during`
                                                               their_next_turn)
  Target player skips their next combat phase this turn.      (Moment of Silence, `during`
                                                               this_turn: rules/skip_phases.py)

lowered to `add_replacement` on the player of a one-shot (`once`) replacement of the event
`begin_turn` / `untap_step` with nothing (rules/skip_next.py)."""

from __future__ import annotations

import re
from typing import Any

_SKIP = re.compile(r"^(You|Target player|Target opponent|That player|Each opponent) "
                   r"(?:skip your|skips their) next "
                   r"(turn|untap step|draw step|combat phase)$")
# 500.10, 614.10: "skips all combat phases of their next turn" (not once: each of that turn's), "skips
# their next combat phase this turn" (once, ending with the turn)
_DURING = re.compile(r"^(Target player|Target opponent) skips (all combat phases of their next "
                     r"turn|their next combat phase this turn)$")
_DURING_WORDS = {"their_next_turn": "all combat phases of their next turn",
                 "this_turn": "their next combat phase this turn"}
_EVENTS = {"turn": "begin_turn", "untap step": "untap_step", "draw step": "draw_step",
           "combat phase": "combat_phase"}  # (614.10: a step or a phase skipped)


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The sentences above -> add_replacement; None for any other."""
    s = s.strip()
    d = _DURING.fullmatch(s.rstrip("."))
    if d is not None:
        during = "their_next_turn" if d.group(2).startswith("all ") else "this_turn"
        return [{"add_replacement": {"what": ctx.add_target({"kind": d.group(1)[7:].lower()}),
                                     "during": during, "replacement": {
                                         "event": "combat_phase", "instead": "skip",
                                         **({"once": True} if during == "this_turn" else {})}}}]
    m = _SKIP.match(s[:1].upper() + s[1:])
    if m is None or (m.group(1) == "You") != (" skip your " in s):
        return None
    if m.group(1) == "Each opponent":  # (Brine Elemental: one skip for each of them)
        who = "each_opponent"
    elif m.group(1) == "That player":  # the player the trigger's event involved (603.2)
        from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

        seed = EVENT_REFERENT.get()
        players = [i for i, t in enumerate(ctx.targets) if t["kind"] in ("player", "opponent")]
        if seed is not None and seed.player:
            who = "remembered"
        elif len(players) == 1:  # the one target player named before (115.1: Dovin)
            who = "target" if players[0] == 0 else f"target:{players[0]}"
        else:
            return None
    else:
        who = "you" if m.group(1) == "You" else ctx.add_target({"kind": m.group(1)[7:]})
    return [{"add_replacement": {"what": who, "replacement": {
        "event": _EVENTS[m.group(2)], "instead": "skip", "once": True}}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such an effect, or None."""
    rep = p["replacement"]
    if "during" in p:  # 500.10 (rules/skip_phases.py)
        once = p["during"] == "this_turn"
        if rep != {"event": "combat_phase", "instead": "skip", **({"once": True} if once else {})} \
                or not str(p["what"]).startswith("target"):
            return None
        return refs.obj(p["what"]), f"skips {_DURING_WORDS[p['during']]}"
    what = next((k for k, v in _EVENTS.items() if v == rep.get("event")), None)
    if what is None or rep != {"event": rep["event"], "instead": "skip", "once": True}:
        return None
    if p["what"] == "you":  # (said with its subject after any other clause)
        return "", f"you skip your next {what}"
    who = refs.obj(p["what"])
    if not str(p["what"]).startswith("target") and p["what"] not in ("remembered",
                                                                      "each_opponent"):
        return None
    return who, f"skips their next {what}"
