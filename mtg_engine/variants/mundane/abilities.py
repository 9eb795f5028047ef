"""Card abilities as data, and the ability table that attaches them to named cards.

Magic: Made Mundane, "Card Abilities" lists six sample abilities; "Association" suggests an
ability table mapping card names to abilities. Each ability here is a definition whose fields
the game interprets (cards are data, DESIGN.md principle 5); a card may carry several.
Our readings of the open questions:
- "in play" means in the bank, the rear or the front (cards "placed into play");
- a card whose dump is replaced by "return to hand" is not offered as a discard (discarding it
  would be undone at once), so a hand of only such cards may stay above the hand size;
- rank changes apply to everything the rank is used for (cost, attack and defence, since
  "Power, Strength and Cost are unified as a single value, the rank");
- values in mop-up are fixed when mop-up starts (battles are "in any convenient order").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import yaml

from mtg_engine.variants.mundane.cards import CARD_NAME


class AbilityTableError(ValueError):
    """An ability table that names an unknown card or ability, or is malformed."""


@dataclass(frozen=True)
class AbilityDef:
    """One ability. Unused fields keep their neutral defaults."""

    name: str
    text: str
    dump_to_hand: bool = False  # replacement: if dumped, goes to its owner's hand instead
    min_attackers: int = 0  # attack requirement: attacks only with this many critters in all
    sets_ace_value: int | None = None  # static while in play: every ace has this value
    opposer_parity: int | None = None  # only critters whose value % 2 equals this may oppose
    deploy_dumps_banks: bool = False  # trigger on deploy: both players dump their banks
    attack_value: int | None = None  # its value while attacking
    life_after_mopup: int | None = None  # after a mop-up it attacked in: your life becomes this


ABILITIES: dict[str, AbilityDef] = {
    a.name: a
    for a in (
        AbilityDef("return_to_hand", "If this card would be dumped, it returns to your hand.",
                   dump_to_hand=True),
        AbilityDef("cannot_attack_alone", "Attacks only if at least one other critter attacks.",
                   min_attackers=2),
        AbilityDef("aces_are_twos", "While this card is in play, every ace has value 2.",
                   sets_ace_value=2),
        AbilityDef("odd_opposers_only", "Only critters with odd values may oppose this card.",
                   opposer_parity=1),
        AbilityDef("bank_wipe", "When deployed, both players dump every card in their banks.",
                   deploy_dumps_banks=True),
        AbilityDef("berserk", "Has value 9 while attacking; after that mop-up your lives "
                   "become 0.", attack_value=9, life_after_mopup=0),
    )
}

# A sample table: one card per ability, used by `--abilities sample`.
SAMPLE_TABLE: dict[str, tuple[str, ...]] = {
    "3H": ("return_to_hand",),
    "4C": ("cannot_attack_alone",),
    "5D": ("aces_are_twos",),
    "6S": ("odd_opposers_only",),
    "2D": ("bank_wipe",),
    "7S": ("berserk",),
}


def validate_table(table: Mapping[str, object], source: str) -> dict[str, tuple[str, ...]]:
    """Check card names and ability names; normalise values to tuples of names."""
    out: dict[str, tuple[str, ...]] = {}
    for card, value in table.items():
        if not isinstance(card, str) or not CARD_NAME.match(card):
            raise AbilityTableError(f"{source}: {card!r} is not a card name like 7S, AC or 10H")
        names = (value,) if isinstance(value, str) else value
        if not isinstance(names, list | tuple) or not all(isinstance(n, str) for n in names):
            raise AbilityTableError(f"{source}: card {card}: expected an ability name or a list "
                                    f"of them, got {value!r}")
        for n in names:
            if n not in ABILITIES:
                raise AbilityTableError(f"{source}: card {card}: unknown ability {n!r} "
                                        f"(known: {', '.join(ABILITIES)})")
        out[card] = tuple(names)
    return out


def load_table(path: str | Path) -> dict[str, tuple[str, ...]]:
    """A YAML mapping from card name to ability name(s), e.g. `7S: berserk`; 'sample' gives
    SAMPLE_TABLE."""
    if str(path) == "sample":
        return dict(SAMPLE_TABLE)
    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise AbilityTableError(f"{p}: cannot read ability table ({exc.strerror})") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark is not None else ""
        raise AbilityTableError(f"{p}{where}: not valid YAML") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise AbilityTableError(f"{p}: expected a mapping of card name to ability")
    return validate_table({str(k): v for k, v in data.items()}, str(p))
