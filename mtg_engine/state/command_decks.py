"""The state of the casual variants played with decks in the command zone: Planechase's planar
decks (901.3-901.4) and Archenemy's scheme decks (904.3-904.4), as plain data.

A card in one of these decks is face down in the command zone (310.2, 311.2, 313.2): it is not
an object the game sees, so a deck is its cards' names, top first. A card turned face up
becomes a `GameObject` in `GameState.command` (rules/planechase.py, rules/archenemy.py); turned
face down again, it becomes a new object (310.6, 311.6, 901.7a): its name goes back into the
deck. `GameState.variant` is None in a game without these variants.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Any

import msgspec


@dataclass(frozen=True, slots=True)
class CommandDecks:
    """Each player's planar deck and scheme deck (empty when they have none), top first."""

    planar_decks: tuple[tuple[str, ...], ...] = ()
    # 901.9: how many times the active player has rolled the planar die this turn as the
    # special action (its cost is that many generic mana)
    die_rolls: int = 0
    scheme_decks: tuple[tuple[str, ...], ...] = ()
    # 904.2a, 904.12b: the archenemies (in a Supervillain Rumble, every player)
    archenemies: tuple[int, ...] = ()
    # Chaotic Aether (311.5): each blank roll of the planar die is a {CHAOS} roll until a
    # player planeswalks away from a plane
    blank_is_chaos: bool = False

    @property
    def planechase(self) -> bool:
        return any(self.planar_decks)

    def planar_deck(self, player: int) -> tuple[str, ...]:
        return self.planar_decks[player] if player < len(self.planar_decks) else ()

    def scheme_deck(self, player: int) -> tuple[str, ...]:
        return self.scheme_decks[player] if player < len(self.scheme_decks) else ()

    def with_planar_deck(self, player: int, deck: tuple[str, ...]) -> CommandDecks:
        decks = list(self.planar_decks)
        decks[player] = deck
        return replace(self, planar_decks=tuple(decks))

    def with_scheme_deck(self, player: int, deck: tuple[str, ...]) -> CommandDecks:
        decks = list(self.scheme_decks)
        decks[player] = deck
        return replace(self, scheme_decks=tuple(decks))

    def to_json(self) -> dict[str, Any]:
        return {"planar_decks": [list(d) for d in self.planar_decks],
                "die_rolls": self.die_rolls,
                "scheme_decks": [list(d) for d in self.scheme_decks],
                "archenemies": list(self.archenemies),
                **({"blank_is_chaos": True} if self.blank_is_chaos else {})}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> CommandDecks:
        return cls(tuple(tuple(str(n) for n in deck) for deck in d.get("planar_decks", ())),
                   int(d.get("die_rolls", 0)),
                   tuple(tuple(str(n) for n in deck) for deck in d.get("scheme_decks", ())),
                   tuple(int(p) for p in d.get("archenemies", ())),
                   bool(d.get("blank_is_chaos", False)))


class CommandDecksJ(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """The saved form of `CommandDecks` (state/snapshot.py, state/save_check.py)."""

    planar_decks: list[list[str]] = []
    die_rolls: Annotated[int, msgspec.Meta(ge=0)] = 0
    scheme_decks: list[list[str]] = []
    archenemies: list[Annotated[int, msgspec.Meta(ge=0)]] = []
    blank_is_chaos: bool = False


def check(v: CommandDecksJ, players: int, db: Any) -> str | None:
    """Why the saved `variant` is not consistent with a game of `players` players and the
    card database `db`, or None."""
    for key in ("planar_decks", "scheme_decks"):
        decks = getattr(v, key)
        if len(decks) > players:
            return f"variant.{key}: more decks than the {players} players"
        for i, deck in enumerate(decks):
            unknown = [n for n in deck if n not in db]
            if unknown:
                return f"variant.{key}[{i}]: no card named {unknown[0]!r}"
    if any(p >= players for p in v.archenemies):
        return f"variant.archenemies: not one of the {players} players"
    return None


def from_saved(v: CommandDecksJ | None) -> CommandDecks | None:
    if v is None:
        return None
    return CommandDecks(tuple(tuple(d) for d in v.planar_decks), v.die_rolls,
                        tuple(tuple(d) for d in v.scheme_decks), tuple(v.archenemies),
                        v.blank_is_chaos)
