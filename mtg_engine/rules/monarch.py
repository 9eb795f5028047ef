"""The monarch (720): a designation a player can have. "You become the monarch" (the verb
`become_monarch`) makes a player the monarch; only one player is at a time (720.3). Being the
monarch comes with two triggered abilities that have no source, controlled by the monarch as
they trigger (720.2): "At the beginning of the monarch's end step, that player draws a card"
and "Whenever a creature deals combat damage to the monarch, its controller becomes the
monarch." Their text is the definition "The Monarch" (cards/builtin/tokens.yaml); rules/
triggers.py calls `monarch_triggers` with each event."""

from __future__ import annotations

from mtg_engine.core.steps import Step
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref, ref_player

MONARCH = "The Monarch"  # the definition carrying the two abilities (720.2)


def become_monarch(state: GameState, player: int) -> None:
    """720.3: as a player becomes the monarch, the current monarch ceases to be."""
    if state.monarch != player:
        state.monarch = player
        state.log.append(("monarch", player))


def monarch_triggers(state: GameState, ev: tuple) -> list[PendingTrigger]:  # type: ignore[type-arg]
    """The monarch's abilities that `ev` (a logged event) triggers (720.2)."""
    m = state.monarch
    if m < 0:
        return []
    if ev[0] == "step" and Step[ev[2]] is Step.END_TURN and state.active == m:
        return [PendingTrigger(0, MONARCH, 0, m, state.new_timestamp())]
    if ev[0] == "damage" and ev[4] and ev[2] == player_ref(m) and ev[3] > 0:
        who = _creature_controller(state, ev[1])
        if who is not None:
            return [PendingTrigger(0, MONARCH, 1, m, state.new_timestamp(),
                                   remembered=(player_ref(who),))]
    return []


def _creature_controller(state: GameState, source: int) -> int | None:
    """The controller of the creature that dealt the damage (combat damage is dealt only by
    creatures; one that has left since is looked back on, 603.10)."""
    o = state.objects.get(source)
    if o is not None:
        return o.controller
    for ev in reversed(state.log.since(0)):
        if ev[0] == "move" and ev[1] == source:
            return int(ev[6])  # its last controller on the battlefield
    return None


def new_monarch(state: GameState, refs: list[int]) -> None:
    """"Its controller becomes the monarch": the player remembered by the trigger."""
    for r in refs:
        p = ref_player(r)
        if p is not None:
            become_monarch(state, p)
            return


__all__ = ["MONARCH", "become_monarch", "monarch_triggers", "new_monarch"]
