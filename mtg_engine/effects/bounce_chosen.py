"""101.4: players who each choose permanents they control as an effect resolves, in APNAP
order, before anything happens to them ("Each player sacrifices a creature", effects/verbs.py;
"that player returns a creature they control to its owner's hand"). The frame's vars hold how
many players have chosen ("done") and what they chose ("pick").

400.3: "that player returns a creature they control to its owner's hand" / "Each player
returns a creature they control to its owner's hand" (Sunken Hope, Mana Breach, Curfew): each
player `who` names chooses one permanent they control matching `filter` (not a target,
115.10a), then all the permanents chosen return at once; a player who controls none returns
nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

# the log's record of each such instruction (it begins with CHOOSING) and of each player it
# found with nothing to choose ("Each player sacrifices a creature or planeswalker. Each
# player who can't discards a card." Plaguecrafter; 101.4): read by the next instruction of
# the same resolving spell or ability (the frame's vars are not kept from one to the next)
CHOOSING, COULD_NOT = "each_chooses", "could_not"


def _last_choosing(state: GameState, stack_id: int) -> int:
    """The index in the log of the last CHOOSING record of `stack_id` (0 if none)."""
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == CHOOSING and ev[1] == stack_id:
            return i
    return 0


def players_who_couldnt(state: GameState, frame: Frame) -> list[int]:
    """The players the last instruction of each player choosing (of this resolving spell or
    ability) found with nothing to choose."""
    return [int(ev[2]) for ev in state.log.since(_last_choosing(state, frame.stack_id))
            if ev[0] == COULD_NOT and ev[1] == frame.stack_id]


def each_player_chooses(state: GameState, frame: Frame, who: object,
                        choices: Callable[[int], tuple[tuple[int, ...], int]], purpose: str
                        ) -> Frame | None:
    """The players `who` names choose in APNAP order (101.4): `choices(player)` gives the
    permanents that player may choose and how many; a player with no more than that many
    takes them all. -> the frame whose vars hold every "pick", or None while a player is
    asked."""
    from mtg_engine.effects.references import _ask, players_of

    players = sorted(players_of(state, frame, who), key=state.seats_after_active)  # 101.4
    done = dict(frame.vars).get("done", 0)
    if not done and frame.answer is None:  # (the record of this instruction begins)
        state.log.append((CHOOSING, frame.stack_id))
    for i, p in enumerate(players):
        if i < done:
            continue
        options, n = choices(p)
        if not options and (COULD_NOT, frame.stack_id, p) not in state.log.since(
                _last_choosing(state, frame.stack_id)):
            # (the player can't: "Each player who can't discards a card", players_who_couldnt)
            state.log.append((COULD_NOT, frame.stack_id, p))
        if n == len(options):
            chosen: tuple[int, ...] = options
        elif frame.answer is None:
            _ask(state, ChoiceDecision(p, purpose, options, n, n, f"{purpose} {n} permanent(s)"),
                 "effect")
            return None
        else:
            chosen = tuple(frame.answer)
        vars_ = (*((k, v) for k, v in frame.vars if k != "done"),
                 *(("pick", oid) for oid in chosen), ("done", i + 1))
        state.frame = frame = replace(frame, answer=None, vars=vars_)
    return frame


def v_bounce_chosen_by(state: GameState, frame: Frame, e: Effect) -> bool:
    f = e.get("filter")

    def choices(p: int) -> tuple[tuple[int, ...], int]:
        options = tuple(oid for oid in state.battlefield if state.objects[oid].controller == p
                        and matches(state, oid, f, frame.controller, frame.source))
        return options, min(1, len(options))

    got = each_player_chooses(state, frame, e.get("who"), choices, "return")
    if got is None:
        return False
    for k, oid in got.vars:
        if k == "pick" and oid in state.objects and state.objects[oid].zone is Zone.BATTLEFIELD:
            move_object(state, oid, Zone.HAND)
    return True
