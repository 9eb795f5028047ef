"""A permanent that becomes a copy of another while it stays on the battlefield (707.4): the
`become_copy` verb ("~ becomes a copy of that creature", "target creature becomes a copy of
...").

- 707.4: only a layer-1 copy effect is added (rules/copy.add_copy_effect, 613.2a): the
  permanent doesn't leave or enter the battlefield, so no enters or leaves abilities trigger,
  and the noncopy effects already on it (Giant Growth's +3/+3) still apply.
- 707.9c: "except it doesn't copy that creature's color" (`except: {set_colors: ...}`: the
  colour the permanent keeps).
- 707.9a: "except it has this ability": the ability resolving becomes part of the copiable
  values (an exception of the copy effect), so a later copy of the permanent copies it too.
- 707.11: an effect naming the permanent by name (Crazed Armodon's "Destroy Crazed Armodon
  at the beginning of the next end step") tracks the object, whatever it copies later (the
  delayed trigger remembers the object, not the name).
- 707.2b: the copiable values are taken as the effect begins; later changes to the original's
  copiable values don't change the copy.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.dsl import Effect, LayerEffect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

UNTIL = ("", "end_of_turn")  # indefinitely, or until end of turn


def v_become_copy(state: GameState, frame: Frame, e: Effect) -> bool:
    """707.4: each permanent `what` becomes a copy of the permanent `of` (its copiable values
    now, 707.2), `until` end of turn or indefinitely; `with_this_ability` (707.9a)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.copy import add_copy_effect

    def on_battlefield(ref: Any) -> list[int]:
        return [r for r in resolve_refs(state, frame, ref)
                if r > 0 and r in state.objects
                and state.objects[r].zone is Zone.BATTLEFIELD]

    originals = on_battlefield(e.get("of"))
    departed = None if originals or e.get("of") != "self" else _as_it_left(state, frame)
    if not originals and departed is None:
        return True  # the target to copy has left the battlefield: nothing happens (608.2b)
    exceptions = copy_exceptions(e)
    if e.get("with_this_ability"):
        exceptions += (this_ability(state, frame),)
    for oid in on_battlefield(e.get("what")):
        if departed is not None:
            _copy_departed(state, oid, departed, frame.source, exceptions, e.get("until", ""))
        else:
            add_copy_effect(state, oid, originals[0], frame.source, exceptions,
                            until=e.get("until", ""))
    return True


def _as_it_left(state: GameState, frame: Frame) -> Any:
    """608.2h, 707.2: the source's copiable values as it last existed on the battlefield
    ("that creature becomes a copy of ~" after ~ died in the same combat: Permeating Mass), or
    None if it never was there (rules/token_copies.Departed)."""
    from mtg_engine.rules.token_copies import copiable_as_it_left

    return copiable_as_it_left(state, int(frame.source)) if frame.source else None


def _copy_departed(state: GameState, oid: int, d: Any, source: int,
                   exceptions: tuple[LayerEffect, ...], until: str) -> None:
    """The copy effect of `_as_it_left`'s values (707.2; its own exceptions kept, 707.9b)."""
    from mtg_engine.state.game_state import ContinuousEffect

    eff = ContinuousEffect("1", (oid,), state.new_timestamp(), until=until, source=source,
                           copy_card=d.key, copy_token=d.token,
                           copy_except=d.excepts + exceptions)
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("copy", oid, 0, d.key))


def copy_exceptions(e: Effect) -> tuple[LayerEffect, ...]:
    """707.9b-c: the effect's "except ..." (a colour kept: `except: {set_colors: ...}`)."""
    exc = e.get("except")
    if not exc:
        return ()
    from mtg_engine.cards.dsl_abilities import _Ctx
    from mtg_engine.cards.dsl_statics import parse_layer_effect

    return (parse_layer_effect(_Ctx("copy"), "except", {
        k: list(v) if isinstance(v, tuple) else v for k, v in exc}),)


def this_ability(state: GameState, frame: Frame) -> LayerEffect:
    """707.9a: the triggered or activated ability resolving ("this ability", Unstable
    Shapeshifter's trigger, Thespian's Stage's "{2}, {T}: ..."), as a granted ability (its own
    DSL), so that the copy effect keeps it whatever the permanent is a copy of."""
    from mtg_engine.cards.dsl_abilities import granted_ability

    name, _token, kind, index = frame.origin
    key = {"trigger": "add_triggers", "ability": "add_abilities"}.get(kind)
    if key is None:
        raise ValueError(f"'with this ability' needs a triggered or activated ability, not {kind}")
    if frame.granted:  # already a granted ability (a copy's exception, 613.1f)
        return LayerEffect(**{key: (granted_ability(key, frame.granted),)})
    dsl = state.db.source_dsl(name)
    if dsl is None:
        dsl = state.db.compiled(name).dsl
    got = granted_ability(key, dsl["triggers" if kind == "trigger" else "abilities"][index])
    card = state.db.get(name)
    printed = card.triggers[index] if kind == "trigger" else card.abilities[index]
    if (got.text, [x.verb for x in got.effects]) != (
            printed.text, [x.verb for x in printed.effects]):
        raise ValueError(f"{name}: {kind} {index} isn't its DSL's {kind} {index}")
    return LayerEffect(**{key: (got,)})


VERBS = {"become_copy": v_become_copy}
