"""Myriad (702.116).

702.116a: "Whenever this creature attacks, for each opponent other than defending player, you
may create a token that's a copy of this creature that's tapped and attacking that player or a
planeswalker they control. If one or more tokens are created this way, exile the tokens at end
of combat." 702.116b: each instance triggers separately.

The trigger (cards/keyword_dsl.MYRIAD) is this module's verb "myriad", then a delayed trigger
(603.7a) that exiles the tokens it created at end of combat (nothing is set up when none was).
The opponents are taken in turn order from the controller (101.4); for each one the controller
is asked "may" (608.2d), then the token is made (a copy of the creature as it last existed if it
has left the battlefield: 608.2h, rules/token_copies.py) and put into combat attacking that
player, or a planeswalker they control, as the controller chooses (508.4: it was never
declared, so it doesn't "attack"). The opponents already dealt with and the tokens made are kept
in the frame's vars, so a paused game saves exactly.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.core.types import CardType
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import player_ref

_DONE = "myriad_done"  # an opponent dealt with
_MADE = "myriad_made"  # a token created this way
_PLACING = "myriad_placing"  # the token whose attacked player or planeswalker is being asked


def _opponents_asked(state: GameState, frame: Frame) -> list[int]:
    """The opponents other than the defending player (506.2), in turn order from the
    controller (101.4)."""
    from mtg_engine.rules.trigger_targets import defending_of

    you = frame.controller
    defending = defending_of(state, frame.source, frame.remembered)
    n = len(state.players)
    order = [(you + i) % n for i in range(1, n)]
    foes = set(state.opponents(you))
    return [p for p in order if p in foes and p != defending]


def _attackable(state: GameState, p: int) -> tuple[int, ...]:
    """702.116a: that player, or a planeswalker they control (508.1b)."""
    walkers = tuple(oid for oid in state.battlefield
                    if characteristics(state, oid).controller == p
                    and CardType.PLANESWALKER in characteristics(state, oid).types)
    return (player_ref(p), *walkers)


def _vars(frame: Frame, key: str) -> list[int]:
    return [v for k, v in frame.vars if k == key]


def _put_attacking(state: GameState, token: int, what: int) -> None:
    """508.4: the token is attacking `what` (only in combat, under the attacking player, as a
    creature: 506.3a-b)."""
    combat = state.combat
    o = state.objects.get(token)
    if combat is None or o is None or o.controller != state.active \
            or not characteristics(state, token).is_creature:
        return
    combat.attackers[token] = what
    state.characteristics_changed()


def _create_copy(state: GameState, frame: Frame) -> tuple[Frame, list[int]]:
    """A tapped token copy of the source (608.2h: as it last existed if it has left)."""
    from mtg_engine.effects.permanent_verbs import v_create_token

    v_create_token(state, frame, Effect("create_token", (("copy_of", "self"), ("count", 1),
                                                         ("tapped", True))))
    made = [oid for oid in state.frame.created if oid > 0] if state.frame is not None else []
    return state.frame or frame, made


def v_myriad(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.116a; False while the controller is asked. Leaves the tokens made in
    `frame.created` for the delayed trigger that exiles them."""
    you = frame.controller
    placing = _vars(frame, _PLACING)
    if placing and frame.answer is not None:  # the player or planeswalker it attacks
        token, p = placing[0], _vars(frame, _DONE)[-1]
        if frame.answer and frame.answer[0] in _attackable(state, p):
            _put_attacking(state, token, frame.answer[0])
        state.frame = frame = replace(frame, answer=None, vars=tuple(
            v for v in frame.vars if v != (_PLACING, token)))
    for p in _opponents_asked(state, frame):
        if p in _vars(frame, _DONE):
            continue
        if frame.answer is None:
            name = characteristics(state, frame.source).name \
                if frame.source in state.objects else "it"
            state.pending = ChoiceDecision(
                you, "may", (1, 0), 1, 1,
                f"create a token copy of {name} tapped and attacking player {p + 1} (702.116a)?")
            state.asking = "effect"
            return False
        yes = bool(frame.answer) and frame.answer[0] == 1
        state.frame = frame = replace(frame, answer=None, vars=(*frame.vars, (_DONE, p)))
        if not yes:
            continue
        frame, made = _create_copy(state, frame)
        state.frame = frame = replace(frame, vars=(*frame.vars, *((_MADE, t) for t in made)))
        options = _attackable(state, p)
        for token in made:
            if len(options) > 1 and state.combat is not None:
                state.frame = frame = replace(frame, vars=(*frame.vars, (_PLACING, token)))
                state.pending = ChoiceDecision(
                    you, "enter_attacking", options, 1, 1,
                    f"choose player {p + 1} or a planeswalker they control for the token to "
                    "attack (702.116a, 508.4)")
                state.asking = "effect"
                return False
            _put_attacking(state, token, options[0])
    state.frame = replace(frame, created=tuple(_vars(frame, _MADE)))
    return True
