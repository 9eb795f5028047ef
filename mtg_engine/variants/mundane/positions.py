"""Setting up Magic: Made Mundane positions (tests, analysis) through the public JSON form."""

from __future__ import annotations

from typing import Any

from mtg_engine.variants.mundane.config import MundaneConfig
from mtg_engine.variants.mundane.game import ZONES, MundaneGame


def position(step: str, zones: dict[tuple[int, str], list[str]], attacker: int = 0,
             lives: tuple[int, int] = (17, 17), config: MundaneConfig | None = None,
             blocks: dict[str, str] | None = None, deployed: tuple[str, ...] = ()
             ) -> MundaneGame:
    """A game at decision `step` with the named cards in the given (player, zone)s and every
    other card in its owner's deck."""
    g = MundaneGame(config or MundaneConfig(), seed=1)
    data: dict[str, Any] = g.to_json()
    for p in (0, 1):
        pd = data["players"][p]
        placed = {n for (q, _), names in zones.items() if q == p for n in names}
        for z in ZONES:
            pd[z] = list(zones.get((p, z), []))
        pd["deck"] = list(zones.get((p, "deck"), [])) or [
            n for n in g.names[p] if n not in placed]
        pd["lives"] = lives[p]
        pd["mulligans"] = 0
    data.update(step=step, attacker=attacker, actor=attacker, turn=3, hand_left=0,
                deployed=list(deployed), winner=None,
                blocks=[[a, b] for a, b in (blocks or {}).items()])
    return MundaneGame.from_json(data)


def names(g: MundaneGame, p: int, zone: str) -> list[str]:
    return [g.name(p, c) for c in getattr(g.players[p], zone)]
