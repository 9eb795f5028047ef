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


def bind_filter(f: Filter, remembered: tuple[int, ...],
                chosen: tuple[tuple[str, str], ...] = ()) -> Filter:
    if f.controller != THAT_PLAYER:
        return f
    p = remembered_player(remembered)
    if p < 0:  # the player beside the object the event remembers (rules/event_referents.py:
        # "Whenever a Dragon you control becomes the target of a spell or ability an opponent
        # controls, destroy target nonland permanent that player controls")
        p = next((int(v) for k, v in chosen if k == "event_player"), -1)
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
        f = bind_filter(s.filter, remembered, chosen)
        if f.defending and defending >= 0:
            f = replace(f, defending=False, controlled_by=defending)
        out.append(replace(s, filter=f))
    return tuple(out)


# ------------------------------------------------------------------ "defending player" (506.2)


def attacker_of(state: GameState, source: int, remembered: tuple[int, ...]) -> int | None:
    """The attacking creature a triggered ability is about: the one its event remembers
    ("Whenever a creature you control attacks", "Whenever equipped creature attacks": the
    source may be attacking too, another player), else its attacking source (508.5)."""
    combat = state.combat
    if combat is None:
        return None
    for r in (*(r for r in remembered if r > 0), source):
        if r in combat.attackers:
            return r
    return None


def defending_of(state: GameState, source: int, remembered: tuple[int, ...]) -> int | None:
    """506.2, 508.5: "defending player" in a triggered ability: the player the attacking
    creature it is about attacks (attacker_of), or the controller of the planeswalker it
    attacks (508.5a: once it is removed from combat, the engine no longer knows: None)."""
    from mtg_engine.rules.keyword_abilities import defending_player_of

    a = attacker_of(state, source, remembered)
    return None if a is None else defending_player_of(state, a)


def attacked_of(state: GameState, source: int, remembered: tuple[int, ...]) -> list[int]:
    """"the player or planeswalker it's attacking" (506.3, 508.1b): a player ref or the
    planeswalker's id, as long as the creature attacks it."""
    a = attacker_of(state, source, remembered)
    if a is None or state.combat is None:
        return []
    t = state.combat.attackers[a]
    return [t] if t < 0 or (t in state.objects and state.objects[t].zone.value == "battlefield") \
        else []


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
    if attacker_of(state, source, remembered) == source:
        return ()  # (its source attacks: the `defending` filter finds the player itself)
    p = defending_of(state, source, remembered)
    return () if p is None else (("defending", str(p)),)
