"""Static abilities giving keywords to spells: "Each red or green instant or sorcery spell you
cast has conspire." (Wort, the Raidmother).

A static ability of a permanent (kind `spells_have`: `filter` the spells, `keywords` what they
have, `whose` "you": the spells its controller casts) functions on the battlefield (113.6) and
gives the spell the ability as it is cast (601.2b-f are done with the spell's abilities, on
the stack); each such ability is an instance of the keyword of its own (702.78b: several
instances of conspire are paid and trigger separately). The spell matches with its
characteristics as a spell (rules/costs.py `_spell_matches`, as "spells cost {1} less").
Only the keywords in GRANTABLE are given so; a card giving another is refused by the DSL.
Rebound (702.88a) matters as the spell resolves: the spells of the permanent's controller then
("Instant and sorcery spells you control have rebound.", rules/rebound.has_rebound).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState

KIND = "spells_have"
GRANTABLE = frozenset({"conspire",  # rules/conspire.py
                       "rebound",  # 702.88a: rules/rebound.has_rebound
                       # 702.15b, 702.2b: the damage the spell deals (`damage_keywords`)
                       "lifelink", "deathtouch"})


def granted(state: GameState, player: int, card: CardDef, keyword: str) -> int:
    """How many instances of `keyword` the static abilities of the permanents `player`
    controls give to `card` cast by `player` (a spell they cast)."""
    from mtg_engine.rules.costs import _spell_matches, spell_cost_sources

    if player < 0:
        return 0
    n = 0
    for pid in spell_cost_sources(state):  # (the permanents with such abilities)
        if state.objects[pid].controller != player:
            continue
        for st in card_of(state, pid).statics:  # 613.1f: the abilities it has now
            if st.kind == KIND and keyword in st.keywords and _spell_matches(card, st.filter):
                n += 1
    return n


def damage_keywords(state: GameState, spell: int) -> frozenset[str]:
    """702.15b, 702.2b: lifelink and deathtouch the spell `spell` on the stack has from its
    controller's permanents ("Instant and sorcery spells you control have deathtouch.")."""
    from mtg_engine.state.objects import StackKind, Zone

    o = state.objects.get(spell)
    if o is None or o.zone is not Zone.STACK or o.kind is not StackKind.SPELL:
        return frozenset()
    return frozenset(k for k in ("lifelink", "deathtouch")
                     if granted(state, o.controller, o.card, k))


__all__ = ["GRANTABLE", "KIND", "damage_keywords", "granted"]
