"""Two events of a permanent read against what happened to it (cards/oracle/
trigger_attachment_history.py reads them):

- "becomes_target_first_time": "Whenever ~ becomes the target of a spell or ability for the
  first time each turn" (115.1, 603.2; the Glasskites): the spell or ability whose targets were
  just chosen (601.2c, 602.2b, 603.3d; 707.10c for a copy) or changed to it (115.7) is the first
  this turn to target the permanent; once however many times it targets it (603.2c). What
  targeted the permanent is recorded as it happens (`log_targets`: the "targets" event, since
  the spell or ability may be gone by the time the permanent is targeted again), so a
  targeting before the ability existed counts too. The spell or ability is remembered
  ("counter that spell or ability").
- "self_unattached": "Whenever ~ becomes unattached from a permanent" (701.3; Grafted Wargear):
  the Aura or Equipment stopped being attached to a permanent: moved onto another (701.3b),
  unattached by an effect (701.3d) or a state-based action (704.5m-n), or either of the two
  left the battlefield (603.10a: the Equipment's ability looks back in time). The permanent it
  was attached to is remembered ("sacrifice that permanent": only if you control it,
  701.17a)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.trigger_base import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger

FIRST_TARGET = "becomes_target_first_time"
UNATTACHED = "self_unattached"


def log_targets(state: GameState, sid: int) -> None:
    """Record the permanents the spell or ability `sid` on the stack targets, as its targets
    are chosen (115.1: each becomes the target of it)."""
    o = state.objects.get(sid)
    if o is None:
        return
    targets = tuple(dict.fromkeys(t for t in o.targets if t > 0))
    if targets:
        state.log.append(("targets", sid, *targets))


def log_unattached(state: GameState, attachment: int, host: int | None) -> None:
    """701.3: `attachment` stopped being attached to permanent `host` (nothing if it wasn't
    attached to a permanent: a player enchanted, 303.4, is a negative reference)."""
    if host is not None and host > 0:
        state.log.append(("unattach", attachment, host))


def _targeted(ev: tuple) -> tuple[int, ...]:  # type: ignore[type-arg]
    if ev[0] == "targets":
        return tuple(ev[2:])
    return (ev[3],) if ev[0] == "retargeted" and len(ev) > 3 else ()


def _targeted_before(state: GameState, ev: tuple, batch: _b.Batch,  # type: ignore[type-arg]
                     permanent: int) -> bool:
    """Was `permanent` the target of a spell or ability this turn before event `ev`?"""
    began, seen = False, False
    for e in batch.events[:batch.events.index(ev)]:
        if e[0] == "turn":  # (this turn began in the batch: nothing earlier counts)
            began, seen = True, False
        elif permanent in _targeted(e):
            seen = True
    if seen or began:
        return seen
    for i in range(len(state.log) - len(batch.events) - 1, -1, -1):
        e = state.log[i]
        if e[0] == "turn":
            return False
        if permanent in _targeted(e):
            return True
    return False


def _on_targets(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                batch: _b.Batch) -> None:
    sid = ev[2] if ev[0] == "retargeted" else ev[1]
    for t in _targeted(ev):
        o = state.objects.get(t)
        if o is None or o.zone.value != "battlefield" \
                or not any(tr.event == FIRST_TARGET for tr in card_of(state, t).triggers):
            continue
        if not _targeted_before(state, ev, batch, t):
            _b._fire(state, found, t, card_of(state, t), o.controller, FIRST_TARGET, sid,
                     remembered=(sid,))


def _on_unattach(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    """("unattach", attachment, host): the attachment is still on the battlefield."""
    if len(ev) < 3:
        return
    o = state.objects.get(ev[1])
    if o is not None and o.zone.value == "battlefield":
        _b._fire(state, found, ev[1], card_of(state, ev[1]), o.controller, UNATTACHED, ev[2],
                 remembered=(ev[2],))


def _on_left_attached(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                      ev: tuple, batch: _b.Batch) -> None:
    """("left_attached", attachment, host): the attachment left the battlefield (603.10a: its
    ability triggers from it as it last existed there)."""
    if ev[2] is None or ev[2] <= 0:
        return
    for wid, wcard, wctrl in batch.left:
        if wid == ev[1] and any(t.event == UNATTACHED for t in wcard.triggers):
            _b._fire(state, found, wid, wcard, wctrl, UNATTACHED, ev[2], remembered=(ev[2],))


def _on_left_with_attached(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                           ev: tuple, batch: _b.Batch) -> None:
    """("left_with_attached", host, attachments): the permanent they were attached to left;
    those still on the battlefield are unattached (rules/zones.py)."""
    for a in ev[2]:
        o = state.objects.get(a)
        if o is not None and o.zone.value == "battlefield":
            _b._fire(state, found, a, card_of(state, a), o.controller, UNATTACHED, ev[1],
                     remembered=(ev[1],))


_b.register("targets", _on_targets)
_b.register("retargeted", _on_targets)
_b.register("unattach", _on_unattach)
_b.register("left_attached", _on_left_attached)
_b.register("left_with_attached", _on_left_with_attached)
