"""Mana of a type another permanent "could produce" (106.7): Exotic Orchard's "{T}: Add one
mana of any color that a land an opponent controls could produce", Reflecting Pool's "... of
any type that a land you control could produce".

106.7: the type of mana a permanent could produce is any type an ability of that permanent
would produce if it resolved now, whatever its costs; a permanent whose abilities would make no
mana could produce none. So two Exotic Orchards facing each other with no other land produce
nothing, while one beside a Forest makes both able to produce {G} (106.7's example): an ability
that itself reads "could produce" is followed from permanent to permanent, each looked at once.
"Color" leaves colorless out (105.1); "type" includes it (106.1b).

The ability's actions are one per type it could add now (`ActivateAbility.x`, an index into
`LETTERS`); with none, one action adds nothing (106.7: activating it produces no mana).
Left out: replacement effects that would change the mana (106.7 takes them into account;
no card the engine supports has one), and mana abilities that trigger (605.1b)."""

from __future__ import annotations

from mtg_engine.cards.dsl import ActivatedAbility
from mtg_engine.rules.filters import chosen_value, matches
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import GameState

LETTERS = "WUBRGC"  # (an activation's x: the index of the type of mana it adds)


def producible(state: GameState, player: int, source: int, ab: ActivatedAbility,
               seen: frozenset[int] = frozenset()) -> str:
    """The types of mana (letters, in WUBRGC order) `ab` of `source`, activated by `player`,
    could add now: those the permanents its filter names could produce (106.7)."""
    f = ab.could_produce
    if f is None:
        return ""
    seen = seen | {source}
    got: set[str] = set()
    for oid in state.battlefield:
        if oid not in seen and matches(state, oid, f, player, source):
            got |= could_produce(state, oid, seen)
    if not ab.could_produce_colorless:  # "any color" (105.1): not colorless
        got.discard("C")
    return "".join(x for x in LETTERS if x in got)


def could_produce(state: GameState, oid: int, seen: frozenset[int] = frozenset()) -> set[str]:
    """106.7: the types of mana a permanent's mana abilities would add if they resolved now,
    whatever their costs."""
    from mtg_engine.rules.mana_amounts import variable_mana

    o = state.objects[oid]
    out: set[str] = set()
    for ab in card_of(state, oid).abilities:
        if not ab.is_mana_ability:
            continue
        if ab.could_produce is not None:
            out.update(producible(state, o.controller, oid, ab, seen))
            continue
        mana: tuple[str, ...] = ab.mana
        if ab.mana_times is not None:  # 106.1: as many as it counts now (none: no mana)
            mana = tuple(variable_mana(state, o.controller, oid, ab, mana))
        if ab.any_color:
            out.update("WUBRG")
        if ab.chosen_color:  # 614.12a: the color its source chose
            out.update(chosen_value(state, oid, "color"))
        for m in (*mana, *ab.mana_each):
            out.update(x for x in m if x in LETTERS)
    return out
