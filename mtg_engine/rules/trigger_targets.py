"""Filters bound to the player a triggered ability's event involved (603.2, 115.1): "destroy
target artifact that player controls", "exile target card from that player's graveyard",
"each creature that player controls". The card's DSL says `controller: that_player`; the
player is the one the trigger remembers (PendingTrigger.remembered, kept on its stack object
and resolving frame), so the filter is bound to that player's index (`Filter.controlled_by`)
where its targets are chosen (603.3d), checked again (608.2b) and its groups found (608.2c).
An unbound filter matches nothing (rules/filters.py)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Filter, TargetSpec
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import ref_player

THAT_PLAYER = "that_player"


def remembered_player(remembered: tuple[int, ...]) -> int:
    """The player the event involved (the first player ref remembered), or -1."""
    for r in remembered:
        p = ref_player(r)
        if p is not None:
            return p
    return -1


def bind_filter(f: Filter, remembered: tuple[int, ...]) -> Filter:
    if f.controller != THAT_PLAYER:
        return f
    p = remembered_player(remembered)
    return f if p < 0 else replace(f, controller=None, controlled_by=p)


def bind_specs(specs: tuple[TargetSpec, ...], remembered: tuple[int, ...],
               chosen: tuple[tuple[str, str], ...] = ()) -> tuple[TargetSpec, ...]:
    """The target requirements with "that player" bound (603.2, 603.3d), and "defending
    player" when the stack object keeps it (`chosen`, chosen_defending below)."""
    defending = next((int(v) for k, v in chosen if k == "defending"), -1)
    if not any(s.filter.controller == THAT_PLAYER or (s.filter.defending and defending >= 0)
               for s in specs):
        return specs
    out = []
    for s in specs:
        f = bind_filter(s.filter, remembered)
        if f.defending and defending >= 0:
            f = replace(f, defending=False, controlled_by=defending)
        out.append(replace(s, filter=f))
    return tuple(out)


# ------------------------------------------------------------------ "defending player" (506.2)


def defending_of(state: GameState, source: int, remembered: tuple[int, ...]) -> int | None:
    """506.2, 508.5: "defending player" in a triggered ability: the player its attacking
    source attacks; when the source isn't an attacking creature ("Whenever equipped creature
    attacks", "Whenever a creature you control attacks"), the player the attacking creature the
    trigger remembers attacks (508.5a: if it was removed from combat, the player it was
    attacking; the engine knows only the attack in progress, else None)."""
    from mtg_engine.rules.keyword_abilities import defending_player_of

    p = defending_player_of(state, source)
    for r in remembered:
        if p is not None:
            break
        if r > 0:
            p = defending_player_of(state, r)
    return p


def bind_defending(f: Filter, state: GameState, source: int,
                   remembered: tuple[int, ...]) -> Filter:
    """A group's or count's "defending player controls" bound as the ability resolves."""
    if not f.defending:
        return f
    p = defending_of(state, source, remembered)
    return f if p is None else replace(f, defending=False, controlled_by=p)


def chosen_defending(state: GameState, source: int, remembered: tuple[int, ...]
                     ) -> tuple[tuple[str, str], ...]:
    """The defending player a trigger's targets are chosen among, kept on its stack object
    (`chosen`) as it is put on the stack (603.3d), when its source isn't the attacker."""
    from mtg_engine.rules.keyword_abilities import defending_player_of

    if defending_player_of(state, source) is not None:
        return ()
    p = defending_of(state, source, remembered)
    return () if p is None else (("defending", str(p)),)
