"""The commanders of a game (903.3) as plain data: which objects are commanders, who owns
them, how many times each was cast from the command zone (903.8: its commander tax), the
combat damage each has dealt to each player (903.10a, 704.6c) and those put into a graveyard
or exile since state-based actions were last checked (903.9a).

A commander is a card: it moves from zone to zone as new objects (400.7), and the designation
goes with it (903.3), so `objects` holds each commander's current object id, kept up to date
as it moves (rules/commanders.py). A commander's place in `objects` is its lasting key for the
tax and the damage. `GameState.commanders` is None in a game without commanders.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Any

import msgspec


@dataclass(frozen=True, slots=True)
class Commanders:
    """The commanders, each by its place in `objects`."""

    objects: tuple[int, ...] = ()  # each commander's current object id
    owners: tuple[int, ...] = ()
    casts: tuple[int, ...] = ()  # 903.8: times cast from the command zone this game
    # 903.10a: (commander, player, combat damage dealt to that player this game)
    damage: tuple[tuple[int, int, int], ...] = ()
    # 903.9a: commanders put into a graveyard or exile since the last check of state-based
    # actions, still to be offered to their owners
    moved: tuple[int, ...] = ()
    # 903.7: a Commander game (40 starting life); False when a scenario only gave a player a
    # commander (XMage's addCard(Zone.COMMAND, ...))
    game: bool = False

    def key_of(self, oid: int) -> int:
        """The commander `oid` is, or -1."""
        try:
            return self.objects.index(oid)
        except ValueError:
            return -1

    def with_commander(self, oid: int, owner: int) -> Commanders:
        return replace(self, objects=(*self.objects, oid), owners=(*self.owners, owner),
                       casts=(*self.casts, 0))

    def moved_to(self, key: int, oid: int) -> Commanders:
        objects = list(self.objects)
        objects[key] = oid
        return replace(self, objects=tuple(objects))

    def cast_once_more(self, key: int) -> Commanders:
        casts = list(self.casts)
        casts[key] += 1
        return replace(self, casts=tuple(casts))

    def damage_to(self, key: int, player: int) -> int:
        return next((n for k, p, n in self.damage if k == key and p == player), 0)

    def with_damage(self, key: int, player: int, amount: int) -> Commanders:
        total = self.damage_to(key, player) + amount
        rest = tuple(d for d in self.damage if (d[0], d[1]) != (key, player))
        return replace(self, damage=tuple(sorted((*rest, (key, player, total)))))

    def to_json(self) -> dict[str, Any]:
        return {"objects": list(self.objects), "owners": list(self.owners),
                "casts": list(self.casts), "damage": [list(d) for d in self.damage],
                "moved": list(self.moved), **({"game": True} if self.game else {})}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Commanders:
        return cls(tuple(int(x) for x in d.get("objects", ())),
                   tuple(int(x) for x in d.get("owners", ())),
                   tuple(int(x) for x in d.get("casts", ())),
                   tuple((int(k), int(p), int(n)) for k, p, n in d.get("damage", ())),
                   tuple(int(x) for x in d.get("moved", ())), bool(d.get("game", False)))


NonNeg = Annotated[int, msgspec.Meta(ge=0)]


class CommandersJ(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """The saved form of `Commanders` (state/snapshot.py, state/save_check.py)."""

    objects: list[NonNeg] = []
    owners: list[NonNeg] = []
    casts: list[NonNeg] = []
    damage: list[tuple[NonNeg, NonNeg, NonNeg]] = []
    moved: list[NonNeg] = []
    game: bool = False


def check(v: CommandersJ, players: int) -> str | None:
    """Why the saved `commanders` is not consistent with a game of `players` players, or None."""
    n = len(v.objects)
    if len(v.owners) != n or len(v.casts) != n:
        return "commanders: objects, owners and casts differ in length"
    if any(p >= players for p in v.owners):
        return f"commanders.owners: not one of the {players} players"
    if any(k >= n or p >= players for k, p, _ in v.damage):
        return "commanders.damage: no such commander or player"
    if any(k >= n for k in v.moved):
        return "commanders.moved: no such commander"
    return None


def from_saved(v: CommandersJ | None) -> Commanders | None:
    if v is None:
        return None
    return Commanders(tuple(v.objects), tuple(v.owners), tuple(v.casts),
                      tuple((k, p, d) for k, p, d in v.damage), tuple(v.moved), v.game)
