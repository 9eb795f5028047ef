"""Trigger events of blocks with "one or more" (509.1h-i, 603.2c): "Whenever ~ blocks one or
more black creatures" and "Whenever ~ becomes blocked by one or more Orcs" trigger once for a
declaration of blockers (the batch), on the first block that matches the filter; "Whenever ~
blocks two or more creatures" (509.1a) once too, on the second. Registered
into rules/triggers.py's EVENT_HANDLERS (`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState, PendingTrigger


def _on_block(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
              batch: _b.Batch) -> None:
    """("block", blocker, attacker)."""
    index = _b._trigger_index(state)
    if "blocks_any" not in index and "becomes_blocked_by_any" not in index \
            and "blocks_two_or_more" not in index:
        return
    blocker, attacker = ev[1], ev[2]
    blocks = [e for e in batch.events if e[0] == "block"]
    for me, other, name, pos in ((blocker, attacker, "blocks_any", 1),
                                 (attacker, blocker, "becomes_blocked_by_any", 2)):
        if me not in state.battlefield or other not in state.objects:
            continue
        o = state.objects[me]

        def first(tr, o=o, me=me, pos=pos) -> bool:  # type: ignore[no-untyped-def]
            # (the first block of this creature in the declaration whose other creature
            # matches: once for all of them, 603.2c)
            mine = [e for e in blocks if e[pos] == me and e[3 - pos] in state.objects
                    and matches(state, e[3 - pos], tr.filter, o.controller, o.id)]
            return bool(mine) and mine[0] is ev

        _b._fire(state, found, me, card_of(state, me), o.controller, name, other, first)
        if name == "blocks_any":  # 509.1a: "blocks two or more creatures": on its second
            def second(tr, o=o, me=me) -> bool:  # type: ignore[no-untyped-def]
                mine = [e for e in blocks if e[1] == me and e[2] in state.objects
                        and matches(state, e[2], tr.filter, o.controller, o.id)]
                return len(mine) >= 2 and mine[1] is ev

            _b._fire(state, found, me, card_of(state, me), o.controller, "blocks_two_or_more",
                     other, second)


_b.register("block", _on_block)
