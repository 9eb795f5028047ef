"""Champion (702.72): two linked triggered abilities (607.2k).

702.72a: "Champion an [object]" means "When this permanent enters the battlefield, sacrifice it
unless you exile another [object] you control" and "When this permanent leaves the
battlefield, return the exiled card to the battlefield under its owner's control."
702.72b: the two abilities are linked (607): the card exiled is remembered with the champion
(effects/linked.py, as Fiend Hunter's); the leaves ability returns it (`return_exiled`).

As the enters ability resolves its controller chooses another [object] they control or none
(`game.pending`, purpose "champion"); none chosen, or none to choose, the champion is
sacrificed (701.17a: only while its controller still controls it, and only the same object,
400.7). A permanent that has left already can't be sacrificed, but its controller may still
exile another [object]: it stays exiled (its leaves ability has done nothing already).
"""

from __future__ import annotations

import re

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, Filter, TriggeredAbility
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

PURPOSE = "champion"
NONE = 0  # the answer "exile nothing" (then the champion is sacrificed)
_OBJECT = re.compile(r"^an? ([A-Z][a-z]+)(?: or ([A-Z][a-z]+))?$")


def object_filter(param: str) -> Filter | None:
    """"a Faerie", "a Goblin or Shaman", "a creature": what may be exiled, as a filter of
    another permanent you control (702.72a); None for another wording ("Champion of
    Freedom")."""
    p = param.strip()
    if p == "a creature":
        return Filter(types=("Creature",), other=True, controller="you")
    m = _OBJECT.match(p)
    if m is None:
        return None
    subs = tuple(g for g in m.groups() if g)
    return Filter(subtypes=subs, other=True, controller="you")


def abilities(param: str) -> tuple[TriggeredAbility, TriggeredAbility] | None:
    """702.72a: the two abilities of "Champion [param]"."""
    f = object_filter(param)
    if f is None:
        return None
    text = f"Champion {param}"
    enters = TriggeredAbility(event="enters", text=text,
                              effects=(Effect("champion", (("filter", f),)),))
    leaves = TriggeredAbility(event="leaves", text=text,
                              effects=(Effect("return_exiled", (("to", "battlefield"),)),))
    return enters, leaves


def v_champion(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Sacrifice it unless you exile another [object] you control" (702.72a)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.linked import exile_linked
    from mtg_engine.effects.references import _ask

    f: Filter = e.get("filter")
    me = frame.controller
    options = tuple(oid for oid in state.battlefield if oid != frame.source
                    and state.objects[oid].controller == me
                    and matches(state, oid, f, me, frame.source))
    if options and frame.answer is None:
        return _ask(state, ChoiceDecision(
            me, PURPOSE, (*options, NONE), 1, 1,
            f"{frame.source_card}: exile another {_describe(f)} you control (0: none, it is "
            "sacrificed)"), "effect")
    chosen = [c for c in (frame.answer or ()) if c in options]
    if chosen:
        exile_linked(state, frame, chosen)  # 607.2k
        return True
    src = state.objects.get(frame.source)
    if src is not None and src.zone is Zone.BATTLEFIELD and src.controller == me:
        prim.sacrifice(state, frame.source)
    return True


def _describe(f: Filter) -> str:
    return " or ".join(f.subtypes) if f.subtypes else "creature"
