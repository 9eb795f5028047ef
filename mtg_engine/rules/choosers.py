"""608.2d: "If an effect allows a player other than the controller of the spell or ability to
make choices, the player named makes the choice." An optional instruction ("Target opponent
may exile a card from their graveyard.", "That player may pay {3}.") is offered to the player
its text names, not to the controller; "if that player does" / "if they don't" after it ask
whether that player carried it out (608.2c, the frame's `did`).

"Any player may sacrifice a land. If a player does, ..." / "Any opponent may have it deal 4
damage to them. If a player does, ..." / "... If no one does, ...": each player (each
opponent) is asked in APNAP order (101.4), knowing the earlier answers (101.4b), until one of
them says yes; that player carries it out (the reference `chooser`, effects/references.py).
A player who can't carry it out in full isn't asked (118.3, rules/conditions.can_do_in_full).

In the DSL the effect's `may` is then a player reference (`may: target`, `may: any_player`)
instead of `true`; the record keeps it as `Effect.chooser`. rules/stack.py asks the
question through `may_answer`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Effect
    from mtg_engine.state.game_state import Frame, GameState

# The player references that may name the chooser: a target player (or the controller of a
# target), the player a trigger event involved (603.2, "that player"), the defending player
CHOOSERS = frozenset({"target", "target_controller", "remembered", "remembered_controller",
                      "defending_player", "event_player"})  # (rules/event_referents.py)
# Each player (or each opponent) in turn may: the first who does (see the docstring)
ANY = frozenset({"any_player", "any_opponent"})
_ASKED = "may_asked"  # the frame's variable: the index (in APNAP order) of the player asked
CHOSE = "chooser"  # the frame's variable: the player who said yes, while the instruction runs


def parse_may(value: Any) -> tuple[bool, str]:
    """The DSL's `may:` -> (optional, chooser): `true` (the controller chooses) or a player
    reference from CHOOSERS (608.2d). ValueError for anything else."""
    if isinstance(value, bool):
        return value, ""
    if isinstance(value, str) and (value in CHOOSERS or value in ANY):
        return True, value
    raise ValueError(f"may: true or one of {sorted(CHOOSERS | ANY)} (the player who chooses, "
                     "608.2d)")


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
    if who == CHOSE:
        return dict(frame.vars).get(CHOSE)
    if effect.chooser and who == effect.chooser:
        return chooser_of(state, frame, effect)
    return None


def may_answer(state: GameState, frame: Frame, effect: Effect
               ) -> tuple[bool, tuple[tuple[str, int], ...]] | None:
    """Whether optional `effect` is carried out: (yes, the frame variables it runs with), or
    None while a player is asked (state.pending set). Not offered, so no, when the player
    can't carry it out in full (118.3) or the player named is gone (608.2b)."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.rules.conditions import can_do_in_full

    if effect.chooser in ANY:
        return _any_answer(state, frame, effect)
    if frame.answer is not None:
        return frame.answer[0] == 1, ()
    player = chooser_of(state, frame, effect)
    if player is None or not can_do_in_full(state, frame, effect):
        return False, ()
    state.pending = ChoiceDecision(player, "may", (1, 0), 1, 1,
                                   f"{frame.source_card}: {effect.verb}?")
    state.asking = "effect"
    return None


def _any_answer(state: GameState, frame: Frame, effect: Effect
                ) -> tuple[bool, tuple[tuple[str, int], ...]] | None:
    """"Any player may ...": ask each player in APNAP order until one says yes."""
    from dataclasses import replace

    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.rules.conditions import can_do_in_full

    order = [p for p in state.apnap() if effect.chooser == "any_player"
             or p in state.opponents(frame.controller)]
    i = dict(frame.vars).get(_ASKED, 0)
    if frame.answer is not None:
        if frame.answer[0] == 1:
            return True, ((CHOSE, order[i]),)
        i += 1
    while i < len(order):
        asked = replace(frame, answer=None, vars=((_ASKED, i), (CHOSE, order[i])))
        if can_do_in_full(state, asked, effect):
            state.frame = asked
            state.pending = ChoiceDecision(order[i], "may", (1, 0), 1, 1,
                                           f"{frame.source_card}: {effect.verb}?")
            state.asking = "effect"
            return None
        i += 1
    return False, ()
