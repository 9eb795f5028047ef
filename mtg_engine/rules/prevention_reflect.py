"""615.5: a prevention effect whose additional effect deals the damage prevented: "The next time
a source of your choice would deal damage to you this turn, prevent that damage. If damage is
prevented this way, ~ deals that much damage to that source's controller." (Deflecting Palm),
"Prevent the next X damage that would be dealt to you this turn. If damage is prevented this
way, ~ deals that much damage to target player or planeswalker." (Vengeful Archon).

The shield's spec names the card that deals it (`ReplacementSpec.reflect_from`, its last known
information once it has left the stack or the battlefield, 608.2h); the damage goes to the
shield's `dest` (the target chosen as the spell or ability was put on the stack) or, without
one, to the controller of the source whose damage was prevented. It is dealt immediately
after the prevention (615.5), an event of its own that replacement and prevention effects may
modify in turn."""

from __future__ import annotations

from typing import Any

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import ref_player


def follow_up(state: GameState, c: Any, ev: Any, done: Any, dest: int) -> tuple[Any, ...]:
    """The damage event dealt because `c` prevented part of `ev` (now `done`), or ()."""
    from mtg_engine.rules.replacement import Event

    prevented = ev.amount - done.amount
    if not c.spec.reflect_from or prevented <= 0:
        return ()
    if dest:
        who = ref_player(dest)
        player, obj = (who, 0) if who is not None else (-1, dest)
    elif ev.source_controller >= 0:  # "that source's controller"
        player, obj = ev.source_controller, 0
    else:
        return ()
    return (Event("damage", source=0, source_card=c.spec.reflect_from,
                  source_controller=c.controller, player=player, obj=obj, amount=prevented,
                  applied=ev.applied),)
