"""The switches and tunable parameters of a Magic: Made Mundane game.

Defaults are the core game ("Game Components, Layout & Setup"): 17 lives, 6-card hands, one
ordinary 52-card pack each, A-7 critters. The "Tunable Design Parameters" table gives lives,
hand size and deck composition; "Extensions" gives deck stacking, choosing the opening hand,
mulligans, custom decks and card abilities.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from mtg_engine.variants.mundane.abilities import AbilityTableError, validate_table
from mtg_engine.variants.mundane.cards import composed_deck, standard_deck

STANDARD = standard_deck()


class ConfigError(ValueError):
    """Parameters that do not make a playable game."""


@dataclass(frozen=True)
class MundaneConfig:
    lives: int = 17
    hand_size: int = 6
    decks: tuple[tuple[int, ...], tuple[int, ...]] = (STANDARD, STANDARD)
    critter_max: int = 7  # ranks 1..critter_max are critters ("eights could be made critters")
    stacking: bool = False  # each player orders their own deck
    choose_hand: bool = False  # each player picks their opening hand, the rest is shuffled
    mulligans: bool = False  # redraw the opening hand with one card fewer, repeatedly
    abilities: tuple[tuple[str, tuple[str, ...]], ...] = field(default=())  # the ability table

    def __post_init__(self) -> None:
        if self.lives < 1:
            raise ConfigError(f"lives must be at least 1, got {self.lives}")
        if self.hand_size < 0:
            raise ConfigError(f"hand size must be at least 0, got {self.hand_size}")
        if not 0 <= self.critter_max <= 13:
            raise ConfigError(f"critter_max must be 0-13, got {self.critter_max}")
        if len(self.decks) != 2:
            raise ConfigError("there must be exactly two decks")
        for i, deck in enumerate(self.decks):
            if not deck:
                raise ConfigError(f"player {i + 1}'s deck is empty")
            if any(not 0 <= r <= 13 for r in deck):
                raise ConfigError(f"player {i + 1}'s deck has a rank outside 0-13")
        try:
            validate_table(dict(self.abilities), "ability table")
        except AbilityTableError as exc:
            raise ConfigError(str(exc)) from None

    @property
    def ability_table(self) -> dict[str, tuple[str, ...]]:
        return dict(self.abilities)

    def to_json(self) -> dict[str, Any]:
        return {
            "lives": self.lives, "hand_size": self.hand_size,
            "decks": [list(d) for d in self.decks], "critter_max": self.critter_max,
            "stacking": self.stacking, "choose_hand": self.choose_hand,
            "mulligans": self.mulligans,
            "abilities": {card: list(names) for card, names in self.abilities},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MundaneConfig:
        d0, d1 = data["decks"]
        return cls(
            lives=int(data["lives"]), hand_size=int(data["hand_size"]),
            decks=(tuple(d0), tuple(d1)), critter_max=int(data["critter_max"]),
            stacking=bool(data["stacking"]), choose_hand=bool(data["choose_hand"]),
            mulligans=bool(data["mulligans"]),
            abilities=table_items(data.get("abilities", {})),
        )


def table_items(table: dict[str, Any]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """An ability table as the sorted, hashable form MundaneConfig stores."""
    return tuple(sorted((card, tuple(v) if not isinstance(v, str) else (v,))
                        for card, v in table.items()))


# Column "M:tG" of the parameter table: 60 cards (36 critters, 24 credits), 7 cards, 20 lives.
PRESETS: dict[str, dict[str, Any]] = {
    "mundane": {},
    "mtg": {"lives": 20, "hand_size": 7,
            "decks": (composed_deck(36, 24),) * 2},
    "eights": {"critter_max": 8},
}


def preset(name: str, **overrides: Any) -> MundaneConfig:
    if name not in PRESETS:
        raise ConfigError(f"unknown preset {name!r} (known: {', '.join(PRESETS)})")
    return replace(MundaneConfig(**PRESETS[name]), **overrides)
