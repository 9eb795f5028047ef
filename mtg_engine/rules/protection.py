"""Protection (702.16): "protection from [quality]".

A quality is a colour (702.16a), a card type ("artifacts", "creatures", "instants"...),
"multicolored" / "monocolored", a creature type ("Goblins", 702.16a), or everything
(702.16j). A permanent with protection from a quality can't be Damaged by, Enchanted or
Equipped by, Blocked by, or Targeted by (DEBT) sources with that quality (702.16b-f). The
keyword is written on the card as "protection from <quality>" (lower case), one per quality.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from mtg_engine.cards.dsl_abilities import PROTECTION_COLORS, PROTECTION_PREFIX
from mtg_engine.core.types import CardType

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import LayerEffect
    from mtg_engine.state.objects import GameObject

_TYPES = {"artifacts": CardType.ARTIFACT, "creatures": CardType.CREATURE,
          "enchantments": CardType.ENCHANTMENT, "lands": CardType.LAND,
          "planeswalkers": CardType.PLANESWALKER, "instants": CardType.INSTANT,
          "sorceries": CardType.SORCERY}
CHOSEN_COLOR = "protection from the chosen color"
# 701.3a: "protection from the last chosen color" (Sanctuary Blade: its source chooses a color
# each time it becomes attached, rules/attach_choice.py; the last one chosen is the one kept)
CHOSEN_LAST_COLOR = "protection from the last chosen color"
# 702.16k: protection from the player chosen as the permanent entered (True-Name Nemesis): from
# each object that player controls (an object no one controls: that its owner is that player)
CHOSEN_PLAYER = "protection from the chosen player"
# 702.16k: protection from the player an effect named ("gain protection from that player":
# effects/protection_from_player.py), by seat: from each object that player controls
FROM_PLAYER = "protection from player "
# 702.16a, 614.12a: "protection from each mana value of the chosen quality" (Lavabrink
# Venturer: odd or even, chosen as it entered; a source's mana value, 202.3: 0 is even)
CHOSEN_PARITY = "protection from each mana value of the chosen quality"


HEXPROOF_PREFIX = "hexproof from "


@dataclass(frozen=True)
class SourceFacts:
    """What a quality may name beyond colours and types (702.16a): the source's supertypes
    ("snow", "legendary creatures"), its mana value ("mana value 3 or greater", 202.3) and
    whether it is a spell ("spells that are one or more colors"); -1: mana value not known."""

    supertypes: frozenset[str] = frozenset()
    mana_value: int = -1
    spell: bool = False


NO_FACTS = SourceFacts()
# 205.3m: creature types whose plural is the singular ("protection from Kavu")
_SAME_PLURAL = frozenset({"kavu", "merfolk", "kithkin", "moonfolk", "eldrazi"})
# 205.3k: spell types a quality may name ("protection from Arcane")
_SPELL_TYPES = {"arcane": "Arcane"}
_MV_GE = re.compile(r"mana value (\d+) or greater")


@lru_cache(maxsize=512)
def quality(word: str) -> tuple[str, str] | None:
    """A protection keyword's quality as (kind, value): ("color", "R"), ("type", "Artifact"),
    ("subtype", "Goblin"), ("multicolored", ""), ("monocolored", ""), ("colored", "") for all
    colours, ("everything", ""); None
    for a keyword that isn't protection or a quality not understood."""
    if word.startswith(HEXPROOF_PREFIX):  # 702.11d: "hexproof from [quality]"
        return quality(PROTECTION_PREFIX + word[len(HEXPROOF_PREFIX):])
    if not word.startswith(PROTECTION_PREFIX):
        return None
    q = word[len(PROTECTION_PREFIX):].strip().lower()
    if q in PROTECTION_COLORS:
        return "color", PROTECTION_COLORS[q]
    if q in _TYPES:
        return "type", _TYPES[q].value
    if q in ("multicolored", "monocolored", "everything"):
        return q, ""
    if q in ("all colors", "each color"):
        # 702.16h, 702.16i: shorthand for protection from white, from blue, ... (any coloured
        # source has one of those qualities)
        return "colored", ""
    return _more_quality(q)


def _more_quality(q: str) -> tuple[str, str] | None:
    """702.16a: a creature type or spell type ("goblins", "kavu", "arcane"), a supertype
    ("snow"), a mana value ("mana value 3 or greater"), coloured spells ("spells that are one
    or more colors"), or creatures of a type or supertype or not of a type ("god creatures",
    "legendary creatures", "non-spirit creatures")."""
    sub = creature_type_of_plural(q) or _same_plural(q)
    if sub:
        return "subtype", sub
    if q in _SPELL_TYPES:
        return "subtype", _SPELL_TYPES[q]
    if q == "snow":
        return "supertype", "Snow"
    if q == "spells that are one or more colors":
        return "colored_spell", ""
    m = _MV_GE.fullmatch(q)
    if m:
        return "mana_value_ge", m.group(1)
    if not q.endswith(" creatures"):
        return None
    head = q[:-len(" creatures")]
    if head == "legendary":
        return "creature_supertype", "Legendary"
    sub = _same_plural(head) or _creature_type(head.removeprefix("non-"))
    if not sub:
        return None
    return ("creature_not_subtype", sub) if head.startswith("non-") else ("creature_subtype", sub)


def _same_plural(word: str) -> str:
    """"kavu" -> "Kavu" (205.3m: a plural that is the singular), else ""."""
    return _creature_type(word) if word in _SAME_PLURAL else ""


def _creature_type(word: str) -> str:
    """"god" -> "God": a creature type by its singular (205.3m), else ""."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    return next((t for t in CREATURE_TYPES if t.lower() == word), "")


def creature_type_of_plural(word: str) -> str:
    """"goblins" -> "Goblin", "elves" -> "Elf", "faeries" -> "Faerie"; "" if not a creature
    type (205.3m)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    lookup = {t.lower(): t for t in CREATURE_TYPES}
    for cand in (word[:-1] if word.endswith("s") else "",
                 word[:-3] + "f" if word.endswith("ves") else "",
                 word[:-2] if word.endswith("es") else ""):
        if cand and cand in lookup:
            return lookup[cand]
    return ""


def is_protection(word: str) -> bool:
    """"protection from X" / "hexproof from X" with a quality the engine understands."""
    return word in (CHOSEN_COLOR, CHOSEN_LAST_COLOR, CHOSEN_PLAYER, CHOSEN_PARITY) \
        or quality(word) is not None


def hexproof_from(keywords: frozenset[str], colors: str,
                  types: frozenset[CardType] | tuple[CardType, ...],
                  subtypes: frozenset[str] | tuple[str, ...], every_type: bool = False,
                  more: SourceFacts = NO_FACTS) -> bool:
    """702.11d: "hexproof from [quality]": can't be the target of spells with that quality or
    abilities from sources with that quality that its controller's opponents control."""
    for k in keywords:
        if k.startswith(HEXPROOF_PREFIX):
            q = quality(k)
            if q is not None and has_quality(q, colors, types, subtypes, every_type, more):
                return True
    return False


def has_quality(q: tuple[str, str], colors: str, types: frozenset[CardType] | tuple[CardType, ...],
                subtypes: frozenset[str] | tuple[str, ...], every_type: bool = False,
                more: SourceFacts = NO_FACTS) -> bool:
    """Does a source with these characteristics have the quality (702.16a)?"""
    kind, value = q
    if kind in _FACT_KINDS:
        return _has_fact(kind, value, colors, types, subtypes, every_type, more)
    if kind == "everything":
        return True
    if kind == "color":
        return value in colors
    if kind == "type":
        return CardType(value) in types
    if kind == "colored":
        return bool(colors)
    if kind == "multicolored":
        return len(set(colors)) > 1
    if kind == "monocolored":
        return len(set(colors)) == 1
    return value in subtypes or (every_type and CardType.CREATURE in types)  # 702.73a


_FACT_KINDS = frozenset({"supertype", "colored_spell", "mana_value_ge", "creature_supertype",
                         "creature_subtype", "creature_not_subtype"})


def _has_fact(kind: str, value: str, colors: str,
              types: frozenset[CardType] | tuple[CardType, ...],
              subtypes: frozenset[str] | tuple[str, ...], every_type: bool,
              more: SourceFacts) -> bool:
    """`has_quality` for the qualities `_more_quality` adds (702.16a)."""
    if kind == "supertype":
        return value in more.supertypes
    if kind == "colored_spell":
        return more.spell and bool(colors)
    if kind == "mana_value_ge":
        return more.mana_value >= int(value)
    if CardType.CREATURE not in types:
        return False
    if kind == "creature_supertype":
        return value in more.supertypes
    typed = value in subtypes or every_type  # 702.73a: changeling has every creature type
    return typed if kind == "creature_subtype" else not typed


def protected(keywords: frozenset[str], chosen: tuple[tuple[str, str], ...], colors: str,
              types: frozenset[CardType] | tuple[CardType, ...],
              subtypes: frozenset[str] | tuple[str, ...], every_type: bool = False,
              source_controller: int = -1, more: SourceFacts = NO_FACTS) -> bool:
    """Has an object with these keywords (and "as it entered" choices, 614.12a) protection
    from a source with these characteristics, controlled by `source_controller` (702.16k; -1:
    not known)?"""
    for k in keywords:
        if not k.startswith(PROTECTION_PREFIX):
            continue
        if k == CHOSEN_COLOR:
            if any(c == "color" and v in colors for c, v in chosen):
                return True
            continue
        if k.startswith(FROM_PLAYER):  # 702.16k: a player named as the effect began
            if source_controller >= 0 and k == f"{FROM_PLAYER}{source_controller}":
                return True
            continue
        if k == CHOSEN_PLAYER:  # 702.16k, regardless of the source's characteristics
            if source_controller >= 0 and ("player", str(source_controller)) in chosen:
                return True
            continue
        if k == CHOSEN_PARITY:  # odd or even, as it entered (-1: mana value not known)
            parity = dict(chosen).get("odd_even", "")
            if parity and more.mana_value >= 0 and (more.mana_value % 2 == 1) == (
                    parity == "odd"):
                return True
            continue
        q = quality(k)
        if q is not None and has_quality(q, colors, types, subtypes, every_type, more):
            return True
    return False


def chosen_color_granted(le: LayerEffect, source: GameObject | None) -> LayerEffect:
    """614.12a, 702.16a: an effect granting "protection from the chosen color" (an Aura's
    "Enchanted creature has protection from the chosen color.", Ward Sliver's "All Slivers have
    ..."): protection from the colour its source chose as it entered; none if it chose none.
    "protection from the last chosen color": the colour its source chose last (701.3a,
    rules/attach_choice.py keeps one)."""
    from dataclasses import replace

    color = dict(source.chosen).get("color", "") if source is not None else ""
    word = next((w for w, c in PROTECTION_COLORS.items() if c == color), "") if color else ""
    kws = tuple(k for k in le.add_keywords if k not in (CHOSEN_COLOR, CHOSEN_LAST_COLOR))
    return replace(le, add_keywords=kws + ((PROTECTION_PREFIX + word,) if word else ()))
