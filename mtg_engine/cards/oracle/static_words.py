"""The words of static abilities marked before they are parsed: creature and land subtypes
(205.3) in the singular and the plural, and the combat phrases the grammar reads as one
token (506-509)."""

from __future__ import annotations

import re

from mtg_engine.cards.dsl_abilities import (
    ATTACKS_DESPITE_DEFENDER,
    DOESNT_UNTAP,
)
from mtg_engine.cards.oracle.statics import _COMBAT_PHRASES

_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_BASIC_TYPES = {"plains": "Plains", "island": "Island", "swamp": "Swamp",
                "mountain": "Mountain", "forest": "Forest"}


def _subtype_names() -> dict[str, str]:
    from mtg_engine.core.creature_types import CREATURE_TYPES

    return {f"st_{t.lower()}": t for t in (*CREATURE_TYPES, "Gate", "Desert")}


_SUBTYPE_NAMES = _subtype_names()
_SUBTYPE_WORD = re.compile(r"\b(" + "|".join(sorted((v for v in _SUBTYPE_NAMES.values()),
                                                     key=len, reverse=True)) + r")\b")
# 205.3g-h: artifact and enchantment types a static ability names in the plural ("Vehicles
# you control have flying")
_MORE_PLURAL_TYPES = ("Blood", "Clue", "Food", "Gold", "Treasure", "Vehicle", "Aura", "Curse",
                      "Saga", "Shrine")
# creature types (205.3m) whose plural is not "+s"; Merfolk, Kithkin, Myr, Eldrazi... are
# their own plural (the singular mark reads as one then, st_head_invariant)
_PLURALS = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
            "Mouse": "Mice", "Ox": "Oxen", "Cyclops": "Cyclopes", "Homunculus": "Homunculi",
            "Fungus": "Fungi", "Octopus": "Octopuses", "Sphinx": "Sphinxes", "Fox": "Foxes",
            "Walrus": "Walruses", "Platypus": "Platypuses", "Thopter": "Thopters"}
_INVARIANT = frozenset({"Merfolk", "Kithkin", "Myr", "Eldrazi", "Kor", "Moonfolk", "Samurai",
                        "Fish", "Sheep", "Djinn", "Jellyfish", "Surrakar", "Kavu", "Vedalken",
                        "Aetherborn", "Azra", "Noggle", "Treefolk"})


def _plural_of(t: str) -> str | None:
    """The plural of a subtype as Oracle text writes it, None when it is its own plural."""
    if t in _INVARIANT:
        return None
    if t in _PLURALS:
        return _PLURALS[t]
    if t.endswith("y") and t[-2:-1] not in "aeiou":
        return t[:-1] + "ies"  # Faerie is "Faeries"; Ally "Allies"
    if t.endswith(("s", "x", "ch", "sh")):
        return t + "es"
    return t + "s"


_PLURAL_NAMES = {p: t for t in (*_SUBTYPE_NAMES.values(), *_MORE_PLURAL_TYPES)
                 if (p := _plural_of(t)) is not None}
_PLURAL_WORD = re.compile(r"\b(" + "|".join(sorted(_PLURAL_NAMES, key=len, reverse=True))
                          + r")\b")
_MARKED_PLURAL = {f"sts_{p.lower()}": t for p, t in _PLURAL_NAMES.items()}


def mark_subtypes(text: str) -> str:
    """A creature type (205.3m) or Gate/Desert (205.3i), capitalised in Oracle text, becomes
    one "st_<type>" word the grammar's MARKED_TYPE reads (the parser lower-cases its input);
    in the plural ("Goblins", "Elves", "Vehicles") one "sts_<plural>" word (MARKED_TYPES)."""
    text = _PLURAL_WORD.sub(lambda m: f"sts_{m.group(1).lower()}", text)
    return _SUBTYPE_WORD.sub(lambda m: f"st_{m.group(1).lower()}", text)


# The combat abilities the engine knows by their words (dsl.COMBAT_ABILITIES), as a static
# ability's predicate says them after its subject ("can't block", "can't be blocked by
# creatures with flying"; in the plural "attack each combat if able"), each marked as one word
# "cbt_<n>" (grammar.lark's COMBAT_MARK). "doesn't untap during your untap step" is the
# permanent's own only (_own_combat_abilities): "your" is its controller there.
_PLURAL_COMBAT = {"attack each combat if able": ("attacks each combat if able",),
                  # 502.3: "Islands don't untap during their controllers' untap steps."
                  "don't untap during their controllers' untap steps": (DOESNT_UNTAP,),
                  "block each combat if able": ("blocks each combat if able",),
                  "attack or block each combat if able": ("attacks each combat if able",
                                                          "blocks each combat if able"),
                  # 702.3b: "Wall creatures can attack as though they didn't have defender."
                  "can attack as though they didn't have defender": (
                      ATTACKS_DESPITE_DEFENDER,)}
_MARKABLE_COMBAT: tuple[tuple[str, tuple[str, ...]], ...] = tuple(sorted(
    ((k, v) for k, v in {**_COMBAT_PHRASES, **_PLURAL_COMBAT}.items()
     if k != "doesn't untap during your untap step"), key=lambda kv: -len(kv[0])))
_COMBAT_WORD = re.compile(r"(?<![\w'])(" + "|".join(re.escape(k) for k, _ in _MARKABLE_COMBAT)
                          + r")(?![\w'])", re.IGNORECASE)
_COMBAT_INDEX = {k: i for i, (k, _) in enumerate(_MARKABLE_COMBAT)}


def mark_combat(text: str) -> str:
    """Each combat ability named by its words becomes one "cbt_<n>" word (see above)."""
    return _COMBAT_WORD.sub(lambda m: f"cbt_{_COMBAT_INDEX[m.group(1).lower()]}", text)


