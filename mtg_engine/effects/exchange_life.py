"""Exchanging life totals (701.10c) and a life total with a power or toughness (701.10g).

  "Exchange life totals with target opponent." (Mirror Universe)
  "Exchange your life total with ~'s toughness." (Tree of Redemption)
  "Exchange target opponent's life total with ~'s toughness." (Tree of Perdition)

DSL: `exchange_life: {who: [a, b]}` (two players' life totals), or `exchange_life: {who: p,
stat: power|toughness}` (player p's life total and the source's power or toughness). Each
player gains or loses the life needed to reach the other value, through the usual life gain
(replacement effects apply, 119.3); the power or toughness is set by a layer-7b effect with no
end (613.4b), which ends when the permanent leaves the battlefield (400.7). If the whole
exchange can't be completed (the source is gone or no longer has that value, or a player who
would gain life can't, 119.7), no part of it happens (701.10a)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect, LayerEffect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import players_of
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import Zone


def _change_life(state: GameState, player: int, to: int) -> None:
    """701.10c, 701.10g: gain or lose the life needed for a life total of `to`."""
    life = state.players[player].life
    if to > life:
        prim.gain_life(state, player, to - life)
    elif to < life:
        prim.lose_life(state, player, life - to)


def _can_reach(state: GameState, player: int, to: int) -> bool:
    """119.7: a player who can't gain life can't be given a higher life total this way."""
    from mtg_engine.rules.restrictions import cant_gain_life

    return to <= state.players[player].life or not cant_gain_life(state, player)


def _with_stat(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.10g: a player's life total and the source's power or toughness."""
    from mtg_engine.rules.layers import characteristics

    players, stat, src = players_of(state, frame, e.get("who")), e.get("stat"), frame.source
    if len(players) != 1 or src not in state.objects \
            or state.objects[src].zone is not Zone.BATTLEFIELD:
        return True  # 701.10a: the exchange can't be completed
    value = getattr(characteristics(state, src), str(stat))
    player = players[0]
    life = state.players[player].life
    if value is None or not _can_reach(state, player, value):
        return True  # 701.10a
    mod = LayerEffect(set_power=life) if stat == "power" else LayerEffect(set_toughness=life)
    state.effects = (*state.effects,
                     ContinuousEffect(layer="7b", affected=(src,),
                                      timestamp=state.new_timestamp(), until="", mod=mod,
                                      controller=frame.controller, source=src))
    state.characteristics_changed()
    state.log.append(("exchange_life", player, src, stat))
    _change_life(state, player, value)
    return True


def v_exchange_life(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.10c: two players exchange life totals (a player with both: nothing changes)."""
    if e.get("stat"):
        return _with_stat(state, frame, e)
    players: list[int] = []
    for ref in e.get("who"):
        players += players_of(state, frame, ref)[:1]
    if len(players) != 2 or players[0] == players[1]:
        return True  # 701.10a: an illegal target, or the same player twice
    a, b = players
    la, lb = state.players[a].life, state.players[b].life
    if not (_can_reach(state, a, lb) and _can_reach(state, b, la)):
        return True  # 701.10a, 119.7
    state.log.append(("exchange_life", a, b))
    _change_life(state, a, lb)
    _change_life(state, b, la)
    return True


VERBS = {"exchange_life": v_exchange_life}
