"""115.1, 603.2: a permanent becoming the target of a spell of a kind (cards/oracle/
trigger_spell_targets.py): "self_targeted_by_spell_kind" (the permanent with the ability) and
"attached_targeted_by_spell_kind" (the creature the Aura or Equipment is attached to), the
trigger's filter the spell's (an Aura spell). A spell's targets are chosen as it is cast
(601.2c, the "cast" event) or as a copy is put onto the stack (707.10c, "targeted"), or one is
changed to the permanent (115.7, "retargeted"); once per spell however many times it targets
the permanent (603.2c). The spell is remembered."""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.trigger_base import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import StackKind

SELF_EVENT = "self_targeted_by_spell_kind"
ATTACHED_EVENT = "attached_targeted_by_spell_kind"


def _on_targeting(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    sid = ev[2]
    spell = state.objects.get(sid)
    if spell is None or spell.kind not in (None, StackKind.SPELL):
        return
    if ev[0] == "retargeted":
        targets = [ev[3]] if len(ev) > 3 else []
    else:
        targets = list(dict.fromkeys(t for t in spell.targets if t > 0))
    for t in targets:
        o = state.objects.get(t)
        if o is None or o.zone.value != "battlefield":
            continue
        _b._fire(state, found, t, card_of(state, t), o.controller, SELF_EVENT, sid,
                 lambda tr, o=o: tr.filter == Filter()
                 or matches(state, sid, tr.filter, o.controller, o.id), remembered=(sid,))
        for a in _b._battlefield_with(state, ATTACHED_EVENT):
            if a.attached_to == t:
                _b._fire(state, found, a.id, card_of(state, a.id), a.controller, ATTACHED_EVENT,
                         sid, lambda tr, a=a: tr.filter == Filter()
                         or matches(state, sid, tr.filter, a.controller, a.id),
                         remembered=(sid,))


for _kind in ("cast", "targeted", "retargeted"):
    _b.register(_kind, _on_targeting, (SELF_EVENT, ATTACHED_EVENT))
