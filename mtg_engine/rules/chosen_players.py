"""614.12a, 120.3: "As ~ enters the battlefield, choose two players. Whenever damage is dealt
to one of the chosen players, the other chosen player also loses that much life." (Sower of
Discord). The two players chosen as it entered are kept on it (`GameObject.chosen`,
("two_players", "0,1"), rules/replacement.py); each damage event dealt to one of them
triggers the ability, the other remembered ("the other chosen player", 608.2c) and the damage
dealt its "that much" (603.2, 608.2h)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.rules.trigger_base import register
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import GameObject, player_ref, ref_player

EVENT = "damage_to_chosen_player"
KEY = "two_players"


def chosen_players(o: GameObject) -> tuple[int, ...]:
    value = dict(o.chosen).get(KEY, "")
    return tuple(int(p) for p in value.split(",")) if value else ()


def _on_damage(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    if EVENT not in _b._trigger_index(state):
        return
    to, n = ev[2], ev[3]
    if to >= 0 or n <= 0:
        return  # (damage to a permanent)
    hurt = ref_player(to)
    for o in _b._battlefield_with(state, EVENT):
        ps = chosen_players(o)
        if len(ps) == 2 and hurt in ps:
            other = ps[1] if ps[0] == hurt else ps[0]
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, EVENT, 0,
                     remembered=(player_ref(other),), amount=n)


register("damage", _on_damage, (EVENT,))
