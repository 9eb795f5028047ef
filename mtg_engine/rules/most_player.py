"""The one player who has the most of something (cards/oracle/most_control.py):

- the condition `one_player_most` ("if a player has more life than each other player", "...
  more cards in hand ...", "... controls more creatures ..."): one player still in the game
  has more than each other one (104.1, 102.2: players who left count no more). Judged as the
  ability triggers and again as it resolves (603.4);
- the effect `most_gains_control` ("the player with the most life gains control of ~"): that
  player gains control of the permanent (613.1b, a layer-2 effect with no duration, 611.2a),
  the player found as it resolves (608.2h); nobody when two or more are tied for the most.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition, Effect
    from mtg_engine.state.game_state import Frame, GameState


def _measure(state: GameState, player: int, measure: str, filt: Any, you: int,
             source: int) -> int:
    """The player's life (119.1), cards in hand (402.1), or permanents matching `filt` they
    control (108.4)."""
    p = state.players[player]
    if measure == "life":
        return p.life
    if measure == "hand":
        return len(p.hand)
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.layers import characteristics

    return sum(1 for oid in state.battlefield
               if characteristics(state, oid).controller == player
               and matches(state, oid, filt, you, source))


def most_player(state: GameState, measure: str, filt: Any, you: int, source: int) -> int | None:
    """The one player in the game with more than each other player, or None (a tie)."""
    counts = {i: _measure(state, i, measure, filt, you, source)
              for i, p in enumerate(state.players) if not p.lost}
    if not counts:
        return None
    top = max(counts.values())
    leaders = [i for i, n in counts.items() if n == top]
    return leaders[0] if len(leaders) == 1 else None


def one_player_most(state: GameState, c: Condition, you: int, source: int) -> bool:
    """603.4: "if a player has more life than each other player" (`name`: the measure)."""
    return most_player(state, c.name, c.filter, you, source) is not None


def v_most_gains_control(state: GameState, frame: Frame, e: Effect) -> bool:
    """613.1b: the player with the most (found now, 608.2h) gains control of `what`."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.control import gain_control

    who = most_player(state, str(e.get("measure")), e.get("filter"), frame.controller,
                      frame.source)
    if who is None:
        return True
    what = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                 if r > 0 and r in state.battlefield)
    if not what:
        return True
    state.log.append(("effect", "2", what, 0, 0, ()))  # (the layer-2 effect begins)
    gain_control(state, what, who, frame.source)
    return True


JUDGES = {"one_player_most": one_player_most}
VERBS = {"most_gains_control": v_most_gains_control}
