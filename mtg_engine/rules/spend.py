"""Mana whose spending is restricted (106.6): "Spend this mana only to cast a creature spell",
"... or activate abilities of artifacts".

A mana ability with such a restriction (`ActivatedAbility.spend_only`, the restriction as
canonical JSON: `{"cast": <filter of the spell>, "activate": <filter of the ability's
source>}`, either part absent when the mana can't be spent that way) adds its mana to the
player's pool marked with the restriction (`Player.restricted_mana`: one (type, restriction)
entry per mana; 106.6 "This doesn't affect the mana's type"). Such mana is spent only on what
its restriction allows: a payment (rules/mana.py) takes it only when told what it pays for
(`Spending`), and never to pay anything else. It empties from the pool like all mana (500.4).

"Of the chosen type" (614.12a) is read as the mana is made: the restriction carried by the
mana names the type its source had chosen then.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.dsl import CardDef, Filter
from mtg_engine.state.game_state import GameState

# The filter keys a restriction may use: what is read from the spell's own characteristics
# (the card or face being cast, 601.2a-b) or from the ability's source.
SPELL_KEYS = frozenset({"types", "all_types", "not_types", "subtypes", "supertypes", "colors",
                        "colorless", "multicolored", "chosen"})


@dataclass(frozen=True, slots=True)
class Spending:
    """What a payment is for (106.6): casting spell `card` (the card or face cast) from object
    `oid`, or ("activate") activating an ability of permanent `oid`."""

    kind: str  # "cast" | "activate" | "foretell" | "face_up" (702.37e, 701.34b: `oid` turned up)
    oid: int
    card: CardDef | None = None
    kicked: bool = False  # a spell cast kicked (702.33d: "kicked spells")

    def key(self) -> tuple[str, int, int, bool]:
        return (self.kind, self.oid, id(self.card), self.kicked)


def spent_on(oid: int, ability: Any) -> Spending:
    """What paying for activated ability `ability` of `oid` is: activating it, or foretelling
    the card (702.143a: a special action paid as an ability of the card in hand, 116.2h)."""
    return Spending("foretell" if ability.foretell else "activate", oid)


def restriction_text(data: Any) -> str:
    """The canonical JSON of a restriction (checked by the DSL loader)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


@functools.lru_cache(maxsize=256)
def _filters(restriction: str) -> tuple[Filter | None, Filter | None]:
    d = json.loads(restriction)

    def f(part: Any) -> Filter | None:
        if part is None:
            return None
        return Filter(**{k: tuple(v) if isinstance(v, list) else v for k, v in part.items()})

    return f(d.get("cast")), f(d.get("activate"))


def as_made(state: GameState, source: int, restriction: str) -> str:
    """The restriction the mana carries as `source` makes it: "of the chosen type" becomes the
    type the source chose (614.12a); with none chosen, the type "" that no spell has."""
    if "chosen" not in restriction:
        return restriction
    from mtg_engine.rules.filters import chosen_value

    d = json.loads(restriction)
    for part in d.values():
        if isinstance(part, dict) and part.get("chosen") == "creature_type":
            del part["chosen"]
            part["subtypes"] = [chosen_value(state, source, "creature_type")]
    return restriction_text(d)


def _card_matches(card: CardDef, f: Filter) -> bool:
    """Does a spell with the characteristics of `card` match `f` (SPELL_KEYS only)?"""
    types = {t.value for t in card.types}
    if f.types and not types & set(f.types):
        return False
    if f.all_types and not set(f.all_types) <= types:
        return False
    if f.not_types and types & set(f.not_types):
        return False
    if f.subtypes and not (set(card.subtypes) & set(f.subtypes) or _changeling(card, types, f)):
        return False
    if f.supertypes and not {s.value for s in card.supertypes} & set(f.supertypes):
        return False
    if f.colors and not set(card.colors) & set(f.colors):
        return False
    if f.colorless is not None and (card.colors == "") != f.colorless:
        return False
    return f.multicolored is None or (len(set(card.colors)) >= 2) == f.multicolored


def _spell_matches(state: GameState, spending: Spending, f: Filter) -> bool:
    """106.6, 601.2h: the spell being paid for as it is on the stack: its creature types
    include those an effect gives it ("Spend this mana only to cast a creature spell of the
    chosen type." with Maskwood Nexus: every creature type, 611.3c, 613.1d)."""
    from mtg_engine.rules.spell_characteristics import kind_matches

    assert spending.card is not None
    return kind_matches(state, spending.oid, spending.card, f, _card_matches)


def _changeling(card: CardDef, types: set[str], f: Filter) -> bool:
    """702.73a: a changeling card is every creature type (205.3d: if it is a creature or
    Kindred card)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    return "changeling" in card.keywords and bool(types & {"Creature", "Tribal", "Kindred"}) \
        and any(s in CREATURE_TYPES for s in f.subtypes)


# "Spend this mana only to cast a face-down creature spell, pay a mana cost to turn a manifested
# creature face up, or pay a morph cost." (Qarsi Deceiver; cards/oracle/spend.py)
_FACE_DOWN = restriction_text({"face_down": True})


def allows(state: GameState, restriction: str, player: int, spending: Spending | None) -> bool:
    """May mana with this restriction pay for `spending` (106.6)? Never for a payment that
    doesn't say what it is for."""
    if spending is None:
        return False
    if restriction == _FACE_DOWN:  # 702.37c: a spell cast face down (708.2a: its card);
        from mtg_engine.rules.face_down import FACE_DOWN  # 702.37e, 701.34b: turning face up

        return spending.kind == "face_up" or (spending.kind == "cast"
                                              and spending.card is FACE_DOWN)
    cast, activate = _filters(restriction)
    if spending.kind == "cast":
        return cast is not None and spending.card is not None \
            and _spell_matches(state, spending, cast) \
            and (spending.kicked or '"kicked":true' not in restriction) \
            and ("from_graveyard" not in restriction or _from_graveyard(
                state, restriction, player, spending.oid))
    if spending.kind == "foretell":  # "... to foretell a card from your hand" (702.143a)
        return '"foretell":true' in restriction
    if spending.kind == "activate" and activate is not None:
        from mtg_engine.rules.filters import matches

        return spending.oid in state.objects and matches(state, spending.oid, activate, player,
                                                         spending.oid)
    return False


def _from_graveyard(state: GameState, restriction: str, player: int, card: int) -> bool:
    """"... to cast a spell from your graveyard" / "... spells with flashback from a
    graveyard": the card being cast is in a graveyard (601.2a: where it is cast from; yours),
    with flashback if required (702.34a: its characteristics there, a granted one too)."""
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.state.objects import Zone

    d = json.loads(restriction)
    o = state.objects.get(card)
    if o is None or o.zone is not Zone.GRAVEYARD \
            or (d.get("from_graveyard") == "yours" and o.owner != player):
        return False
    return not d.get("flashback") or characteristics(state, card).flashback is not None


def usable(state: GameState, player: int, spending: Spending | None) -> list[tuple[int, str]]:
    """(index in the player's restricted mana, its type) of each restricted mana that may pay
    for `spending`."""
    pool = state.players[player].restricted_mana
    if not pool or spending is None:
        return []
    return [(i, letter) for i, (letter, r) in enumerate(pool)
            if allows(state, r, player, spending)]


def add(state: GameState, player: int, source: int, mana: tuple[str, ...],
        restriction: str) -> None:
    """106.4, 106.6: the mana goes into the pool, each mana marked with the restriction."""
    r = as_made(state, source, restriction)
    p = state.players[player]
    p.restricted_mana = [*p.restricted_mana, *((m, r) for m in mana)]
    state.log.append(("mana", player, "".join(mana)))


def makes_uncounterable(state: GameState, player: int, indices: tuple[int, ...]) -> bool:
    """Is any of this restricted mana (about to be spent on a spell) mana whose spell "can't
    be countered" (Cavern of Souls: an additional effect of the mana on the spell it pays
    for, 106.6)?"""
    pool = state.players[player].restricted_mana
    return any(json.loads(pool[i][1]).get("uncounterable") for i in indices)


def uncounterable_spell(state: GameState, spell: int) -> None:
    """101.2: the spell `spell` can't be countered, for as long as it is that object (400.7;
    read by rules/restrictions.uncounterable)."""
    from mtg_engine.effects.player_restrictions import uncounterable_spells

    uncounterable_spells(state, (spell,), state.objects[spell].controller, spell)


def spend(state: GameState, player: int, indices: tuple[int, ...]) -> None:
    """Take the restricted mana at these indices from the pool (601.2h)."""
    if not indices:
        return
    p = state.players[player]
    gone = set(indices)
    assert len(gone) == len(indices) and max(gone) < len(p.restricted_mana), \
        "payment overspent restricted mana"
    p.restricted_mana = [u for i, u in enumerate(p.restricted_mana) if i not in gone]
