"""608.2d: "If an effect allows a player other than the controller of the spell or ability to
make choices, the player named makes the choice." An optional instruction ("Target opponent
may exile a card from their graveyard.", "That player may pay {3}.") is offered to the player
its text names, not to the controller; "if that player does" / "if they don't" after it ask
whether that player carried it out (608.2c, the frame's `did`).

In the DSL the effect's `may` is then a player reference (`may: target`) instead of `true`;
the record keeps it as `Effect.chooser`. rules/stack.py asks the question."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Effect
    from mtg_engine.state.game_state import Frame, GameState

# The player references that may name the chooser: a target player (or the controller of a
# target), the player a trigger event involved (603.2, "that player"), the defending player
CHOOSERS = frozenset({"target", "target_controller", "remembered", "remembered_controller",
                      "defending_player"})


def parse_may(value: Any) -> tuple[bool, str]:
    """The DSL's `may:` -> (optional, chooser): `true` (the controller chooses) or a player
    reference from CHOOSERS (608.2d). ValueError for anything else."""
    if isinstance(value, bool):
        return value, ""
    if isinstance(value, str) and value in CHOOSERS:
        return True, value
    raise ValueError(f"may: true or one of {sorted(CHOOSERS)} (the player who chooses, 608.2d)")


def chooser_of(state: GameState, frame: Frame, effect: Effect) -> int | None:
    """The player asked whether to carry out optional `effect`: the controller, or the one
    player its `chooser` names now; None when that reference names no player (an illegal
    target, 608.2b: nothing is done, so "if that player does" is false)."""
    if not effect.chooser:
        return frame.controller
    from mtg_engine.effects.references import players_of

    players = players_of(state, frame, effect.chooser)
    return players[0] if len(players) == 1 else None


def acting_player(state: GameState, frame: Frame, effect: Effect) -> int | None:
    """The player who carries out `effect` when its `who` is "you" or its chooser (608.2d: the
    same player); None for other instructions (can_do_in_full offers those always)."""
    who = effect.get("who", "you")
    if who == "you":
        return frame.controller
    if effect.chooser and who == effect.chooser:
        return chooser_of(state, frame, effect)
    return None
