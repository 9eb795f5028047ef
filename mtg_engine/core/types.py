"""Card types, supertypes and subtypes (205)."""

from __future__ import annotations

from enum import Enum


class CardType(str, Enum):
    """Card types (205.2a)."""

    ARTIFACT = "Artifact"
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    LAND = "Land"
    PLANESWALKER = "Planeswalker"
    SORCERY = "Sorcery"
    TRIBAL = "Tribal"
    BATTLE = "Battle"
    DUNGEON = "Dungeon"
    CONSPIRACY = "Conspiracy"
    PHENOMENON = "Phenomenon"
    PLANE = "Plane"
    SCHEME = "Scheme"
    VANGUARD = "Vanguard"

    @classmethod
    def parse(cls, text: str) -> CardType:
        for t in cls:
            if t.value.lower() == text.strip().lower():
                return t
        raise ValueError(f"unknown card type {text!r}")


class Supertype(str, Enum):
    """Supertypes (205.4a)."""

    BASIC = "Basic"
    LEGENDARY = "Legendary"
    SNOW = "Snow"
    WORLD = "World"
    ONGOING = "Ongoing"
    HOST = "Host"

    @classmethod
    def parse(cls, text: str) -> Supertype:
        for t in cls:
            if t.value.lower() == text.strip().lower():
                return t
        raise ValueError(f"unknown supertype {text!r}")


# 205.2a: permanent card types (110.4).
PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND,
     CardType.PLANESWALKER, CardType.BATTLE}
)

# 305.6: the basic land types and the colour of mana each one's intrinsic ability adds.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def parse_type_line(line: str) -> tuple[tuple[Supertype, ...], tuple[CardType, ...], tuple[str, ...]]:
    """Split a type line such as "Legendary Creature — Elf Warrior" (205.1a) into
    supertypes, card types and subtypes. Unknown words before the dash raise ValueError."""
    line = line.replace(" - ", " — ")
    left, _, right = line.partition("—")
    supers: list[Supertype] = []
    types: list[CardType] = []
    for word in left.split():
        try:
            supers.append(Supertype.parse(word))
            continue
        except ValueError:
            pass
        types.append(CardType.parse(word))
    subs = tuple(right.split()) if right else ()
    return tuple(supers), tuple(types), subs
