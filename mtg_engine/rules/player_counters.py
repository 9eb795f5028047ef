"""Counters put on players (122.1: poison 122.1f, energy 107.14, experience ...), and who puts
counters (122.6).

Putting counters on a player is an event like putting them on a permanent: replacement effects
that modify how many counters are put apply to it (614.1a, 614.16): "If you would get one or
more counters, you get that many plus one of each of those kinds of counters instead."
(Winding Constrictor). Every instruction that gives a player counters goes through
`give_counters` (effects/permanent_verbs.py, counter_kinds_each.py, library.py's proliferate,
infect's damage 120.3b, energy 107.14).

122.6, 122.6a: the player who puts counters is the controller of the spell or ability that
puts them (of the source whose damage makes them, 120.3b), or, as a permanent enters with
counters, its controller. A replacement effect may watch who puts them (`affects` "putter_you"
/ "putter_opponent"): "If you would put one or more counters on a permanent or player, put
twice that many ... instead. If an opponent would put one or more counters on a permanent or
player, they put half that many ..., rounded down." (Vorinclex, Monstrous Raider). The putter
is the event's `source_controller`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ReplacementSpec
    from mtg_engine.rules.replacement import Event
    from mtg_engine.state.game_state import GameState

# ReplacementSpec.affects: the counters put by the effect's controller / by an opponent (122.6)
PUTTER_YOU, PUTTER_OPPONENT = "putter_you", "putter_opponent"
# ... and, for counters put on players only (122.1), "you" and "opponent": "If you would get
# one or more counters" (Winding Constrictor)
AFFECTS = (PUTTER_YOU, PUTTER_OPPONENT, "you", "opponent")
COST = "cost"  # Event.cause: counters put as a cost (118.3)


def give_counters(state: GameState, player: int, kind: str, n: int, putter: int = -1) -> None:
    """122.1: put `n` counters of `kind` on `player`, through replacement effects (614.16).
    `putter`: who puts them (122.6); by default the controller of the resolving spell or
    ability, else that player."""
    from mtg_engine.rules.cant_have_counters import player_forbidden

    if n <= 0 or player_forbidden(state, player, kind):
        return  # (101.2: rules/cant_have_counters.py)
    from mtg_engine.rules.replacement import Event, perform_all, replace_event

    if putter < 0:
        putter = state.frame.controller if state.frame is not None else player
    events = replace_event(state, Event("counters", player=player, amount=n, counter_kind=kind,
                                        source_controller=putter))
    if events is not None:
        perform_all(state, events)


def put_as_cost(state: GameState, oid: int, kind: str, n: int, player: int) -> None:
    """118.3, 606.4: counters `player` puts on a permanent as a cost (a loyalty ability's
    +N): only the effects about who puts counters ("If you would put ...") apply to them;
    "If an effect would put ..." doesn't (614.16: `watched`)."""
    from mtg_engine.rules.replacement import Event, perform_all, replace_event

    events = replace_event(state, Event("counters", obj=oid, amount=n, counter_kind=kind,
                                        cause=COST, source_controller=player))
    if events is not None:  # (None: a 616.1 choice first; they are put once it is made)
        perform_all(state, events)


def perform_give(state: GameState, ev: Event) -> None:
    """The counters are put on the player (energy keeps its own record: rules/energy.py)."""
    from mtg_engine.rules.cant_have_counters import player_forbidden
    from mtg_engine.rules.energy import ENERGY

    n, kind = ev.amount, ev.counter_kind
    if n <= 0 or not 0 <= ev.player < len(state.players) or player_forbidden(state, ev.player,
                                                                             kind):
        return
    p = state.players[ev.player]
    p.counters[kind] = p.counters.get(kind, 0) + n
    if kind == ENERGY:  # 107.14 ("you get {E}": triggers read this record)
        state.log.append(("energy", ev.player, n))
        return
    state.log.append(("player_counters", ev.player, kind, n))
    state.characteristics_changed()  # (a static may count them: 122.1, 613)


def watched(state: GameState, spec: ReplacementSpec, ev: Event, controller: int) -> bool:
    """Does a "put_counters" effect of `controller` watch `ev` (counters put on a player, or
    put by a player it names)? On a player: "you" (Winding Constrictor's "If you would get one
    or more counters"), "opponent", "any" (122.1); the effects about permanents only don't."""
    if spec.counter_kind and spec.counter_kind != ev.counter_kind:
        return False
    who = ev.source_controller
    if ev.cause == COST and spec.condition == "by_effect":
        return False  # (a cost: "if you would put" applies, "if an effect would put" doesn't)
    if spec.affects == PUTTER_YOU:
        return who == controller
    if spec.affects == PUTTER_OPPONENT:
        return who >= 0 and who in state.opponents(controller)
    if not on_player(ev):
        return False
    if spec.affects == "you":
        return ev.player == controller
    if spec.affects == "opponent":
        return ev.player in state.opponents(controller)
    return spec.affects == "any"


def on_player(ev: Event) -> bool:
    """Is `ev` counters put on a player (not on a permanent)?"""
    return ev.kind == "counters" and not ev.obj and ev.player >= 0
