"""Cards "exiled with ~" by one ability and returned by another of the same object (607.2a:
linked abilities): Oblivion Ring, Journey to Nowhere, Fiend Hunter, Tidehollow Sculler.

The exiling effect is marked `linked` by the compiler (cards/oracle/linked.py); what it exiles
is remembered in a record kept with the delayed triggers (a PendingTrigger that never
triggers, like the 610.3 records of keyword_actions.py): `source` the exiling object's id,
`remembered` the new objects in exile (400.7). `return_exiled` returns the cards of its own
source's records. A permanent that leaves and comes back is a new object (400.7) with no
record: its abilities are linked to nothing exiled before.
"""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState, PendingTrigger
from mtg_engine.state.objects import Zone

EXILED_WITH = "exiled_with"  # the record's `delay` (never a trigger)


def remember_exiled(state: GameState, frame: Frame, exiled: list[int]) -> None:
    """607.2a: `exiled` (new objects in exile) were exiled with `frame.source` (723.3c: with
    the other cards of a merged permanent among them)."""
    from mtg_engine.rules.merging import in_same_zone

    exiled = [*exiled, *(p for e in exiled for p in in_same_zone(state, e) if p not in exiled)]
    if exiled:
        state.delayed = (*state.delayed, PendingTrigger(
            frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
            remembered=tuple(exiled), delay=EXILED_WITH))
        # (a CDA counting the cards exiled with its object reads the record: 604.3,
        # rules/exiled_with.py)
        state.characteristics_changed()


def exile_linked(state: GameState, frame: Frame, refs: list[int]) -> None:
    """Exile each object of `refs` (701.10) and remember it as exiled with the source."""
    exiled: list[int] = []
    for r in refs:
        if r > 0 and r in state.objects:
            new = move_object(state, r, Zone.EXILE)
            if new is not None and new in state.objects \
                    and state.objects[new].zone is Zone.EXILE:
                exiled.append(new)
    remember_exiled(state, frame, exiled)


def v_return_exiled(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Return the exiled card to the battlefield under its owner's control" / "to its owner's
    hand", "Each player returns to the battlefield all cards they own exiled with ~" (607.2a):
    the cards still in exile that the source exiled (one that left exile since
    is a new object, 400.7); to the battlefield under their owners' control (110.2)."""
    mine = [t for t in state.delayed if t.delay == EXILED_WITH and t.source == frame.source]
    if not mine:
        return True
    state.delayed = tuple(t for t in state.delayed if t not in mine)
    to = Zone.HAND if e.get("to") == "hand" else Zone.BATTLEFIELD
    tapped = bool(e.get("tapped"))
    # 110.2: under its owner's control, or "under your control" (the ability's controller)
    control = frame.controller if e.get("control") == "you" else None
    # "each creature card exiled with ~" (205.2a), "each permanent card" (110.4a)
    kind = e.get("filter")
    for t in mine:
        for c in t.remembered:
            if c in state.objects and state.objects[c].zone is Zone.EXILE and (
                    not kind or matches(state, c, kind, frame.controller)):
                move_object(state, c, to, tapped=tapped, controller=control)
    return True


def v_cast_exiled(state: GameState, frame: Frame, e: Effect) -> bool:
    """"The exiled card's owner may cast that card without paying its mana cost." (Spell
    Queller, 607.2a, 608.2g): as the ability resolves, the owner of the card the source exiled
    (still in exile: one that left is a new object, 400.7) may cast it at once, without paying
    its mana cost (118.9; effects/stack_verbs._cast_exiled_free asks them)."""
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    mine = [t for t in state.delayed if t.delay == EXILED_WITH and t.source == frame.source]
    cards = [c for t in mine for c in t.remembered
             if c in state.objects and state.objects[c].zone is Zone.EXILE]
    if cards and not _cast_exiled_free(state, frame, cards[0],
                                       caster=state.objects[cards[0]].owner):
        return False  # waiting for the owner's decisions
    state.delayed = tuple(t for t in state.delayed if t not in mine)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "return_exiled": v_return_exiled, "cast_exiled": v_cast_exiled,
}
