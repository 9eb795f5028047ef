"""`exile_top_castable` (cards/oracle/exile_top_attacked.py; 401.1, 406.3, 601.3, 609.4b): the
top card of the named player's library (the defending player, 506.2) is exiled; the effect's
controller may cast it for as long as it remains exiled, only during a turn they attacked with
a creature of the subtype `attacked_with` (rules/attacked_with.py), spending mana as `spend`
says ("any_color": as though it were mana of any color). A land card is never cast (305.1)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import players_of
from mtg_engine.rules.play_from_exile import allow_this_turn
from mtg_engine.rules.spend_any import DSL_SPEND
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_exile_top_castable(state: GameState, frame: Frame, e: Effect) -> bool:
    for p in players_of(state, frame, e.get("who"))[:1]:
        lib = state.players[p].library
        if not lib:
            continue
        new = move_object(state, lib[-1], Zone.EXILE)
        if new is not None and new in state.objects and state.objects[new].zone is Zone.EXILE:
            allow_this_turn(state, frame.controller, new, remains=True, cast=True,
                            spend=DSL_SPEND.get(str(e.get("spend")), ""),
                            attacked_with=str(e.get("attacked_with") or ""))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "exile_top_castable": v_exile_top_castable}
