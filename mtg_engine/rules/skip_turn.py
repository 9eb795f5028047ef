"""Skipping a turn, then an action (614.10, 614.10b): Time Vault's "If you would begin your
turn while ~ is tapped, you may skip that turn instead. If you do, untap ~."

The replacement effect (DSL: event `begin_turn`, instead `may_skip_then_untap`, condition
`source_tapped`, affects "you") applies as its controller's turn would begin: that player
decides at the turn change, through `game.pending` (a "may" decision; `state.asking`
"skip_turn:<player>:<permanents to untap>", so a game paused on it saves exactly), whether to
skip it. A skipped turn doesn't happen (500.10: nothing of it, not even its number); the turn
order goes on from it (500.7 for an extra turn). 614.10b: the action ("untap ~") is the first
thing that happens in the next turn that actually begins, before its untap step.
"""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.state.game_state import GameState

ASKING = "skip_turn:"
EVENT = "begin_turn"
ACTION = "may_skip_then_untap"


def sources(state: GameState, player: int) -> list[int]:
    """The tapped permanents `player` controls whose effect lets them skip the turn."""
    from mtg_engine.rules.layers import card_of

    return [oid for oid in state.battlefield
            if state.objects[oid].controller == player and state.objects[oid].tapped
            and any(r.event == EVENT and r.instead == ACTION and r.condition == "source_tapped"
                    for r in card_of(state, oid).replacements)]


def offer(state: GameState, player: int, untaps: tuple[int, ...]) -> bool:
    """614.10: ask `player`, whose turn would begin, whether to skip it; False when no effect
    lets them (the turn begins)."""
    if not sources(state, player):
        return False
    state.pending = ChoiceDecision(player, "may", (1, 0), 1, 1,
                                   "skip this turn? Then untap the permanent that lets you "
                                   "(Time Vault) as the next turn begins (614.10b)")
    state.asking = f"{ASKING}{player}:" + ",".join(str(u) for u in untaps)
    return True


def answer(state: GameState, chosen: tuple[int, ...]) -> None:
    """The answer: skip the turn (the turn after it is then the one that would begin, and may
    be skipped as well) or begin it; the actions of skipped turns come first in it."""
    from mtg_engine.rules.turn import begin_turn, next_turn_player

    player_text, _, untap_text = state.asking[len(ASKING):].partition(":")
    player = int(player_text)
    untaps = tuple(int(u) for u in untap_text.split(",") if u)
    state.asking = ""
    src = sources(state, player)
    if chosen == (1,) and src:
        state.log.append(("turn_skipped", player, src[0]))  # 614.10
        untaps = (*untaps, src[0])
        from mtg_engine.rules.skip_next import past_skipped

        nxt = past_skipped(state, next_turn_player(state, player))  # 614.10
        if offer(state, nxt, untaps):
            return
        begin_turn(state, nxt, untaps)
        return
    begin_turn(state, player, untaps)


def untap_first(state: GameState, untaps: tuple[int, ...]) -> None:
    """614.10b: the actions of the skipped turns' effects, first in the turn that begins."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.state.objects import Zone

    for oid in untaps:
        o = state.objects.get(oid)
        if o is not None and o.zone is Zone.BATTLEFIELD and o.tapped:
            prim.untap(state, oid)
