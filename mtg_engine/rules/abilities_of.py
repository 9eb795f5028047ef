"""613.1f: "~ has all activated abilities of all creature cards exiled with it." (Dark
Impostor), "... of all cards exiled with it." (Myr Welder), "As long as the top card of your
library is a Goblin card, ~ has all activated abilities of that card." (Conspicuous Snoop):
the permanent has, in layer 6, each activated ability those cards have where a permanent's
abilities work (113.6: not those that function only from a hand or a graveyard, such as
cycling or unearth), one instance per card. The cards are those in exile now that the
source's linked ability exiled (607.2a, rules/exiled_with.py), or the top card of its
controller's library (401.1). An ability naming the card it came from names this permanent
(the card's "~" is the object that has the ability)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.state.game_state import GameState

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ActivatedAbility, LayerEffect

KINDS = ("exiled_creature_cards_with", "exiled_with", "library_top")


def keywords_of_exiled(state: GameState, le: LayerEffect, source: int) -> LayerEffect:
    """611.3a, 613.1f: "As long as a card exiled with ~ has flying, equipped creature has
    flying. The same is true for ... protection, ..." (Eater of Virtue): of the keywords `le`
    lists, those a card exiled with `source` has now (607.2a, rules/exiled_with.py); for
    "protection", each protection ability such a card has (702.16a: protection from what it
    names); for "hexproof", each hexproof ability such a card has (702.11d, 702.11e: "hexproof
    from [quality]" is a hexproof ability; the ruling: it "gains any hexproof and protection
    abilities of cards exiled")."""
    from dataclasses import replace

    from mtg_engine.rules.exiled_with import exiled_with

    have = {k for c in exiled_with(state, source) for k in state.objects[c].card.keywords}
    granted = [k for k in le.add_keywords if k != "protection" and k in have]
    for family, prefix in (("protection", "protection from "), ("hexproof", "hexproof from ")):
        if family in le.add_keywords:
            granted += sorted(k for k in have if k.startswith(prefix))
    return replace(le, add_keywords=tuple(granted), abilities_of="")


def abilities(state: GameState, kind: str, source: int) -> tuple[ActivatedAbility, ...]:
    """The activated abilities the permanent `source` has from those cards now."""
    from mtg_engine.core.types import CardType

    if source not in state.objects:
        return ()
    if kind == "library_top":
        library = state.players[state.objects[source].controller].library
        cards = [library[-1]] if library else []  # (index -1 is the top, 401.1)
    else:
        from mtg_engine.rules.exiled_with import exiled_with

        cards = exiled_with(state, source)
        if kind == "exiled_creature_cards_with":
            cards = [c for c in cards if CardType.CREATURE in state.objects[c].card.types]
    return tuple(_granted(state, state.objects[c].card.name, i)
                 for c in cards for i, ab in enumerate(state.objects[c].card.abilities)
                 if ab.zone == "battlefield")


_CACHE: dict[tuple[str, int], ActivatedAbility] = {}


def _granted(state: GameState, name: str, index: int) -> ActivatedAbility:
    """The card's activated ability `index` as a granted ability (613.1f): it carries its
    own DSL (`granted`, 113.7a), so that it resolves from the permanent that has it."""
    got = _CACHE.get((name, index))
    if got is None:
        from mtg_engine.cards.dsl_abilities import granted_ability

        dsl = state.db.source_dsl(name) or state.db.compiled(name).dsl
        printed = state.db.get(name).abilities[index]
        found = [a for a in (dsl or {}).get("abilities", ()) if a.get("text") == printed.text]
        if not found:
            raise ValueError(f"{name}: ability {index} isn't in its DSL")
        got = _CACHE[(name, index)] = granted_ability("add_abilities", found[0])
    return got
