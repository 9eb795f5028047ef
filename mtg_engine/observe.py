"""What one player may see (hidden information, 400.2): a redacted view of a game.

Libraries are hidden from everyone (400.2: their order and content), hands from everyone but
their owner; everything else is public. The view has the shape of `Game.to_json()["state"]`
with hidden cards replaced by `{"id": id, "hidden": true}` and without the RNG seed, so an
agent or a client that only reads views can't learn what it shouldn't.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.game import Game
from mtg_engine.state.objects import Zone


def observe(game: Game, viewer: int) -> dict[str, Any]:
    state = game.state.to_json()
    hidden: set[int] = set()
    for p in game.state.players:
        hidden.update(p.library)
        if p.index != viewer:
            hidden.update(p.hand)
    state["objects"] = [({"id": o["id"], "hidden": True, "zone": o["zone"], "owner": o["owner"]}
                         if o["id"] in hidden else o) for o in state["objects"]]
    del state["seed"]
    del state["rng_counter"]
    state["log"] = [ev for ev in state["log"] if not _reveals(ev, hidden)]
    pending = state.get("pending")
    if pending is not None and pending.get("player") != viewer:
        state["pending"] = {"type": pending["type"], "player": pending["player"]}
    state["viewer"] = viewer
    return state


def _reveals(ev: list[Any], hidden: set[int]) -> bool:
    """Events that name a hidden card (a draw names the card drawn)."""
    kind = ev[0]
    if kind == "draw":
        return ev[2] in hidden
    if kind == "move":
        return (ev[2] in hidden) or (ev[4] == Zone.LIBRARY.value and ev[5] == Zone.HAND.value)
    return False
