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

import json

from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.mana import ManaCost
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState

KIND = "spells_have"
GRANTABLE = frozenset({"conspire",  # rules/conspire.py
                       "rebound",  # 702.88a: rules/rebound.has_rebound
                       # 702.15b, 702.2b: the damage the spell deals (`damage_keywords`)
                       "lifelink", "deathtouch"})


def granted(state: GameState, player: int, card: CardDef, keyword: str, oid: int = 0) -> int:
    """How many instances of `keyword` the static abilities of the permanents `player`
    controls give to `card` cast by `player` (a spell they cast; `oid`: that spell)."""
    return sum(1 for k in given_keywords(state, player, card, oid) if k == keyword)


def given_keywords(state: GameState, player: int, card: CardDef, oid: int = 0) -> list[str]:
    """The keywords the static abilities of the permanents `player` controls give to `card`
    as `player` casts it (one per instance): those whose filter the spell matches, and with
    `first_each_turn` only if `player` has cast no such spell earlier this turn (601.2f).
    `oid`: the spell, whose creature types an effect may change (611.3c, 613.1d: Maskwood
    Nexus; rules/spell_characteristics.py)."""
    from mtg_engine.rules.costs import _spell_matches, spell_cost_sources
    from mtg_engine.rules.spell_characteristics import kind_matches

    if player < 0:
        return []
    out: list[str] = []
    for pid in spell_cost_sources(state):  # (the permanents with such abilities)
        if state.objects[pid].controller != player:
            continue
        for st in card_of(state, pid).statics:  # 613.1f: the abilities it has now
            if st.kind != KIND or not kind_matches(state, oid, card, st.filter, _spell_matches):
                continue
            if st.first_each_turn:
                from mtg_engine.rules.first_spell_costs import cast_this_turn

                if cast_this_turn(state, player, st.filter):
                    continue
            out += st.keywords
    return out


def damage_keywords(state: GameState, spell: int) -> frozenset[str]:
    """702.15b, 702.2b: lifelink and deathtouch the spell `spell` on the stack has from its
    controller's permanents ("Instant and sorcery spells you control have deathtouch.")."""
    from mtg_engine.state.objects import StackKind, Zone

    o = state.objects.get(spell)
    if o is None or o.zone is not Zone.STACK or o.kind is not StackKind.SPELL:
        return frozenset()
    return frozenset(k for k in ("lifelink", "deathtouch")
                     if granted(state, o.controller, o.card, k, spell))


__all__ = ["GRANTABLE", "KIND", "damage_keywords", "granted"]


# 702.56a-b: "Each spell you cast that's exactly three colors has replicate {3}." (Threefold
# Signal): the keyword with its cost, "replicate {3}" (lower case as keywords are)
_REPLICATE = "replicate "


def replicate_grant(keyword: str) -> ManaCost | None:
    """The cost of a given replicate keyword ("replicate {3}"), or None for another one."""
    if not keyword.startswith(_REPLICATE + "{"):
        return None
    try:
        return ManaCost.parse(keyword[len(_REPLICATE):].upper())
    except ValueError:
        return None


def replicate_cost(state: GameState | None, player: int, card: CardDef) -> ManaCost | None:
    """702.56a: the replicate cost of `card` as `player` casts it: its own, else one the
    static abilities of `player`'s permanents give it. (702.56b: several instances of the same
    cost are paid as one count, the copies being the same; a card with replicate printed
    that is also given another cost keeps its own: no card gives replicate to a card that has
    it printed, none printed being three colours.)"""
    if card.replicate is not None or state is None or player < 0:
        return card.replicate
    for k in given_keywords(state, player, card):
        cost = replicate_grant(k)
        if cost is not None:
            return cost
    return None


# the copy trigger of a given replicate (702.56a; 613.1f: kept as its DSL, as a granted
# trigger is): "When you cast this spell, if a replicate cost was paid for it, copy it ..."
GRANTED_REPLICATE = json.dumps({
    "event": "cast_self", "if": "replicated",
    "text": "When you cast this spell, if a replicate cost was paid for it, copy it for each "
            "time its replicate cost was paid. If the spell has any targets, you may choose "
            "new targets for any of the copies.",
    "effects": [{"replicate_copies": {}}]}, sort_keys=True, separators=(",", ":"))


def granted_replicate_trigger(state: GameState, out: list, sid: int, controller: int) -> None:  # type: ignore[type-arg]
    """702.56a: the copy trigger of a replicate given to spell `sid` (no replicate printed)
    whose cost was paid as it became cast."""
    from mtg_engine.state.game_state import PendingTrigger

    o = state.objects.get(sid)
    if o is None or o.card.replicate is not None \
            or not any(k == "replicated" and int(v) > 0 for k, v in o.chosen):
        return
    out.append(PendingTrigger(sid, o.card.key, 0, controller, state.new_timestamp(), sid,
                              granted=GRANTED_REPLICATE))


# 702.153a: "The first instant or sorcery spell you cast each turn has casualty 2." (Anhelo,
# the Painter): `spells_have` with the keyword "casualty 2" and `first_each_turn` (the spell
# is the first of the filter's kind its caster casts this turn, rules/first_spell_costs.py)
_CASUALTY = "casualty "


def casualty_grant(keyword: str) -> int:
    """N of a given casualty keyword ("casualty 2"), or 0 for another one."""
    if not keyword.startswith(_CASUALTY) or not keyword[len(_CASUALTY):].isdigit():
        return 0
    return int(keyword[len(_CASUALTY):])


def given_casualty(state: GameState, player: int, card: CardDef) -> int:
    """The casualty N the static abilities of `player`'s permanents give `card` as `player`
    casts it (the greatest, if several; 0: none)."""
    return max([0, *(casualty_grant(k) for k in given_keywords(state, player, card))])
