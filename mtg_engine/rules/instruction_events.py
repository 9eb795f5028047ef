"""Each instruction of a resolving spell or ability is one event for the triggers (603.2c,
608.2c): the abilities it triggers are collected as soon as it is carried out, before the next
instruction, so "one or more" abilities trigger once per instruction ("Target player discards
a card, then mills a card": twice), and a permanent that enters with a later instruction
doesn't see what an earlier one did (603.6a, 603.10a: only what was there at the event looks
at it).

An instruction the DSL says as several effects is still one event: "Destroy two target
creatures" (one effect per target: the same verb and parameters but the target) and "deals 1
damage to each creature and each player" (effects/verbs._same_dealer)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState


def _is_target_ref(v: object) -> bool:
    return isinstance(v, str) and (v == "target" or v.startswith("target:"))


def same_instruction(before: Effect, after: Effect) -> bool:
    """Do two effects in a row say one instruction of the Oracle text (one event)? The same
    verb, unconditional and not optional, differing only in which target they act on; or
    damage from one source to several recipients (120.3)."""
    from mtg_engine.effects.verbs import _same_dealer

    if before.verb != after.verb or before.condition is not None \
            or after.condition is not None or before.optional or after.optional:
        return False
    if before.verb == "damage":
        return _same_dealer(before, after)
    a, b = dict(before.params), dict(after.params)
    if a.keys() != b.keys():
        return False
    return any(a[k] != b[k] for k in a) and all(
        a[k] == b[k] or (_is_target_ref(a[k]) and _is_target_ref(b[k])) for k in a)


def instruction_done(state: GameState, f: Frame, effect: Effect) -> None:
    """After `effect` (of frame `f`) was carried out and the frame moved to its next
    instruction: collect the triggers of its events now, unless the next effect continues the
    same instruction (603.2c)."""
    from mtg_engine.rules.triggers import collect_triggers

    nxt = state.frame.index if state.frame is not None else len(f.effects)
    if nxt < len(f.effects) and nxt == f.index + 1 and same_instruction(effect, f.effects[nxt]):
        return
    state.scanned = collect_triggers(state, state.scanned)
