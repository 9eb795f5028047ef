"""A Curse's "Whenever enchanted player is attacked, <instructions>. Each opponent attacking
that player does the same." (cards/oracle/curse_attacked.py).

508.3b: "Whenever [a player] is attacked" triggers once when one or more creatures are declared
as attackers attacking that player (the attackers are declared at once, 508.1a: one batch of
"attack" events); it won't trigger for a creature put onto the battlefield attacking (no
"attack" event is logged for it, 508.4). 303.4: the Aura enchants the player; that player is
remembered ("that player"). 508.3e: "Whenever a player attacks enchanted player with one or
more creatures, that attacking player may ..." triggers once per attacking player; that player
carries out the instructions (`as_remembered_player`).

`same_for_attackers`: each opponent of the ability's controller who controls a creature
attacking that player, in turn order (101.4), carries out the same instructions as if they
controlled the ability ("you" is that player). The instructions ask nothing as they resolve
(the compiler reads only those), so they are carried out at once, each in its own frame."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.layers import card_of
from mtg_engine.state.game_state import Frame, GameState, PendingTrigger
from mtg_engine.state.objects import player_ref, ref_player

EVENT = "enchanted_player_attacked"


def _attacked(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
              batch: _b.Batch) -> None:
    """On the batch's first "attack" event: once per player attacked (508.3b), each Curse
    with this event enchanting that player."""
    if EVENT not in _b._trigger_index(state) \
            or next(e for e in batch.events if e[0] == "attack") is not ev:
        return
    defenders = dict.fromkeys(e[2] for e in batch.events if e[0] == "attack" and e[2] < 0)
    for ref in defenders:
        for o in _b._battlefield_with(state, EVENT):
            if o.attached_to == ref:
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, EVENT,
                         remembered=(ref,))


def attacking_opponents(state: GameState, you: int, attacked: int) -> list[int]:
    """The opponents of `you` who control a creature attacking player `attacked` now (506.4),
    in turn order from the active player (101.4)."""
    combat = state.combat
    if combat is None:
        return []
    ref = player_ref(attacked)
    who = {state.objects[a].controller for a, d in combat.attackers.items()
           if d == ref and a in state.objects}
    return [p for p in state.apnap() if p in who and p in state.opponents(you)]


def v_same_for_attackers(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.cards.dsl_abilities import granted_ability
    from mtg_engine.effects.verbs import VERBS

    players = [ref_player(r) for r in frame.remembered if r < 0]
    if not players or players[0] is None:
        return True
    effects = granted_ability("add_triggers", str(e.get("effects"))).effects
    saved = state.frame
    for p in attacking_opponents(state, frame.controller, players[0]):
        sub = replace(frame, effects=tuple(effects), index=0, controller=p, answer=None)
        for eff in effects:
            state.frame = sub
            done = VERBS[eff.verb](state, sub, eff)
            assert done, f"{eff.verb} asked something in 'does the same' (508.3b)"
    state.frame = saved
    return True


ATTACKS_EVENT = "player_attacks_enchanted_player"
OPPONENTS_EVENT = "player_attacks_your_opponents"  # (cards/oracle/curse_attacked.py)


def _player_attacks(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                    batch: _b.Batch) -> None:
    """508.3e: "Whenever a player attacks enchanted player with one or more creatures": once
    per declaration for each player whose creatures attack the enchanted player; the
    attacking player is remembered ("that attacking player")."""
    if ATTACKS_EVENT not in _b._trigger_index(state) \
            or next(e for e in batch.events if e[0] == "attack") is not ev:
        return
    pairs = dict.fromkeys((state.objects[e[1]].controller, e[2]) for e in batch.events
                          if e[0] == "attack" and e[2] < 0 and e[1] in state.objects)
    for attacker, ref in pairs:
        for o in _b._battlefield_with(state, ATTACKS_EVENT):
            if o.attached_to == ref:
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, ATTACKS_EVENT,
                         remembered=(player_ref(attacker),))


def _attacks_opponents(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                       batch: _b.Batch) -> None:
    """508.3e: "Whenever a player attacks one or more of your opponents": once per
    declaration for each player whose creatures attack one or more opponents of the ability's
    controller (players: a planeswalker attacked is not its controller); the attacking player
    is remembered ("that attacking player")."""
    if OPPONENTS_EVENT not in _b._trigger_index(state) \
            or next(e for e in batch.events if e[0] == "attack") is not ev:
        return
    pairs = dict.fromkeys((state.objects[e[1]].controller, ref_player(e[2]))
                          for e in batch.events
                          if e[0] == "attack" and e[2] < 0 and e[1] in state.objects)
    for o in _b._battlefield_with(state, OPPONENTS_EVENT):
        for attacker in dict.fromkeys(a for a, p in pairs if p in state.opponents(o.controller)):
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, OPPONENTS_EVENT,
                     remembered=(player_ref(attacker),))


def v_as_remembered_player(state: GameState, frame: Frame, e: Effect) -> bool:
    """508.3e: "that attacking player may <...>": the ability's later instructions are that
    player's, as if they controlled it ("you", the choices, 608.2d); the frame's controller
    becomes the remembered player (saved with the frame)."""
    players = [ref_player(r) for r in frame.remembered if r < 0]
    if players and players[0] is not None:
        state.frame = replace(frame, controller=players[0])
    return True


VERBS = {"same_for_attackers": v_same_for_attackers,
         "as_remembered_player": v_as_remembered_player}


def _register() -> None:
    """After the handler already in rules/triggers.py's EVENT_HANDLERS for "attack"."""
    from mtg_engine.rules.trigger_base import register

    register("attack", _attacked, (EVENT,))  # (each looks in the trigger index first)
    register("attack", _player_attacks, (ATTACKS_EVENT,))
    register("attack", _attacks_opponents, (OPPONENTS_EVENT,))


_register()
