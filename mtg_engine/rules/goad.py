"""Goad (701.38): a creature goaded by a player attacks each combat if able and attacks a
player other than that player if able (701.38b). Goaded is a designation, not an ability
(701.38b): losing all abilities doesn't end it.

A creature is goaded two ways here:
- by a spell or ability (701.38a: "goad target creature"): until the next turn of that spell's
  or ability's controller. The mark ("goaded", "<player>:<turn>") in `GameObject.chosen` is
  saved and copied with the object and ends when it leaves the battlefield (400.7); it lasts
  while no turn of that player has begun since (the turns that began are in the log);
- by a static ability ("Enchanted creature gets +2/+2 and is goaded.", `StaticAbility.goad`):
  its controller goads the creatures it affects, as long as it applies (611.3a).
A player goading a creature again adds nothing (701.38d); several players goading it make
one requirement each on whom it attacks (701.38c). combat.check_attack counts them with the
other requirements (508.1d: the most requirements obeyed without breaking a restriction)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import resolve_refs
from mtg_engine.rules.conditions import holds
from mtg_engine.rules.layers import characteristics, is_creature
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone, player_ref, ref_player

GOADED = "goaded"


def goad(state: GameState, oid: int, player: int) -> None:
    """701.38a: `player` goads the creature `oid` until their next turn (701.38d: again by
    the same player, nothing more than a fresh duration)."""
    o = state.mut(oid)
    kept = tuple((k, v) for k, v in o.chosen
                 if k != GOADED or int(v.split(":")[0]) != player)
    o.chosen = (*kept, (GOADED, f"{player}:{state.turn}"))
    state.log.append(("goaded", oid, player))


def _turn_began_since(state: GameState, player: int, since: int) -> bool:
    """Has a turn of `player` begun after turn `since` (500.7 extra turns included)?"""
    for ev in reversed(state.log):
        if ev[0] == "turn":
            if ev[1] <= since:
                return False
            if ev[2] == player:
                return True
    return False


def goaders(state: GameState, oid: int) -> frozenset[int]:
    """The players goading the creature `oid` now (701.38a-c)."""
    out: set[int] = set()
    for k, v in state.objects[oid].chosen:
        if k == GOADED:
            who, turn = (int(x) for x in v.split(":"))
            if not _turn_began_since(state, who, turn):
                out.add(who)
    from mtg_engine.rules.restrictions import _any_static, affected_by

    if not _any_static(state, "goad"):
        return frozenset(out)
    for src in state.battlefield:
        ch = characteristics(state, src)
        for st in ch.statics:
            if not st.goad or (st.when is not None
                               and not holds(state, st.when, ch.controller, src)):
                continue
            if affected_by(state, st, src, ch.controller, oid):
                out.add(ch.controller)
    return frozenset(out)


def any_goad(state: GameState) -> bool:
    """Is any creature perhaps goaded (a quick test before `goaders`)?"""
    from mtg_engine.rules.restrictions import _any_static

    return _any_static(state, "goad") or any(
        k == GOADED for oid in state.battlefield for k, _ in state.objects[oid].chosen)


def is_goaded(state: GameState, oid: int) -> bool:
    return bool(goaders(state, oid))


def weight(state: GameState, oid: int, defenders: list[int],
           allowed: Callable[[int, int], bool]) -> int:
    """The requirements a required attacker can obey (508.1d): attacking (1), and for each
    player goading it, attacking a player other than that one (701.38b) if some such player
    is one it may attack (`allowed(attacker, defender)`: no restriction, no cost)."""
    players = [d for d in defenders if ref_player(d) is not None and allowed(oid, d)]
    return 1 + sum(1 for g in goaders(state, oid)
                   if any(d != player_ref(g) for d in players))


def obeyed(state: GameState, oid: int, defender: int) -> int:
    """The requirements a required attacker obeys by attacking `defender`: 1, plus one for
    each player goading it other than the player attacked (701.38b; a planeswalker is not a
    player)."""
    if ref_player(defender) is None:
        return 1
    return 1 + sum(1 for g in goaders(state, oid) if player_ref(g) != defender)


def v_goad(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.38a: "goad target creature": the spell's or ability's controller goads each
    creature named that is still on the battlefield (608.2b: an illegal target, none)."""
    for r in resolve_refs(state, frame, e.get("what")):
        o = state.objects.get(r) if r > 0 else None
        if o is not None and o.zone is Zone.BATTLEFIELD and is_creature(state, r):
            goad(state, r, frame.controller)
    return True


VERBS = {"goad": v_goad}


def defender_for(state: GameState, oid: int, defenders: list[int]) -> int:
    """A defender obeying the most of `oid`'s goad requirements (for a representative
    declaration)."""
    return max(defenders, key=lambda d: obeyed(state, oid, d))
