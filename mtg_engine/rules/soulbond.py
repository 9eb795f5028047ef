"""Soulbond (702.95): "You may pair this creature with another unpaired creature when either of
them enters the battlefield. They remain paired for as long as you control both of them."

702.95a: two triggered abilities, "When this creature enters the battlefield, if you control
both this creature and another creature and both are unpaired, you may pair this creature
with another unpaired creature you control for as long as both remain creatures on the
battlefield under your control" and "Whenever another creature enters the battlefield under
your control, if you control both that creature and this one and both are unpaired, you may
pair that creature with this creature for as long as ...". Both are the keyword's one DSL
trigger, event "soulbond" (cards/keyword_dsl.py): rules/trigger_zones.py fires it with the
entering creature remembered (none when it is the soulbond creature itself) once the
intervening "if" holds (603.4, `can_pair`), and the `soulbond` verb checks it again as the
ability resolves, then asks the controller (the "may", then for the first ability, if several
creatures could be chosen, which: a ChoiceDecision "soulbond" among them).

702.95b-e: a pair is two creatures; each is "paired" with the other. The pairing is a mark on
each ("paired", "<the other's id>@<the player controlling them>") in `GameObject.chosen` (saved
and copied with the object); it lasts while both are creatures on the battlefield under the
control of the player who paired them (702.95e: another player gaining control of both breaks
it too; `partner` checks it each time; a new object has no mark, 400.7). A pair once broken stays
broken (702.95e: "becomes unpaired"): `break_pairs`, run with each check of state-based actions
(rules/sba.py), removes the marks of a pair `partner` no longer sees, so undoing the control
change, or the creature becoming a creature again, doesn't pair them again; a paired creature
that phases out is unpaired too (702.26f: the pairing is a "for as long as" that tracks it).

"As long as ~ is paired with another creature, each of those creatures gets +1/+1" / "both
creatures have flying" (702.95c-d): an anthem with `affects` "paired" (rules/layer_dependency
applies it to the two creatures while they are paired, and to nothing otherwise).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Effect
    from mtg_engine.state.game_state import Frame, GameState

PAIRED = "paired"
EVENT = "soulbond"


def _mark_value(state: GameState, oid: int) -> str | None:
    o = state.objects.get(oid)
    if o is None:
        return None
    return next((v for k, v in o.chosen if k == PAIRED), None)


def _mark(state: GameState, oid: int) -> int | None:
    """The id of the creature `oid` is marked as paired with (the mark: "<id>@<controller>")."""
    v = _mark_value(state, oid)
    return None if v is None else int(v.partition("@")[0])


def _paired_under(state: GameState, oid: int) -> int | None:
    """The player who controlled the pair as it was made (a mark without one: None)."""
    v = _mark_value(state, oid)
    return None if v is None or "@" not in v else int(v.partition("@")[2])


def partner(state: GameState, oid: int, chars: dict[int, Any] | None = None) -> int | None:
    """The creature `oid` is paired with now (702.95e), or None. `chars`: the characteristics
    the layers have computed so far (while they compute them), else the current ones."""
    other = _mark(state, oid)
    if other is None or _mark(state, other) != oid:
        return None
    for x in (oid, other):
        if x not in state.battlefield:
            return None
    if chars is not None:
        a, b = chars.get(oid), chars.get(other)
        if a is None or b is None:
            return None
    else:
        from mtg_engine.rules.layers import characteristics

        a, b = characteristics(state, oid), characteristics(state, other)
    if not (a.is_creature and b.is_creature) or a.controller != b.controller:
        return None
    under = _paired_under(state, oid)  # 702.95e: another player gained control of both
    return None if under is not None and a.controller != under else other


def break_pairs(state: GameState) -> bool:
    """702.95e: a paired creature becomes unpaired when another player gains control of it or
    of its partner, when either stops being a creature, or when either leaves the battlefield
    (or phases out, 702.26f). Removes the marks of every pair broken since the last check, so
    the pair stays broken; True if any was removed."""
    objects = state.objects  # (every SBA check: only objects with choices are looked at)
    marked = [oid for oid in (*state.battlefield, *(p[0] for p in state.phased_out))
              if oid in objects and objects[oid].chosen and _mark(state, oid) is not None]
    broken = [oid for oid in marked if oid not in state.battlefield
              or partner(state, oid) is None]
    for oid in broken:
        o = state.mut(oid)
        o.chosen = tuple(c for c in o.chosen if c[0] != PAIRED)
        state.log.append(("unpaired", oid))
    if broken:
        state.characteristics_changed()
    return bool(broken)


def _unpaired_creature(state: GameState, oid: int, controller: int) -> bool:
    from mtg_engine.rules.layers import characteristics

    if oid not in state.battlefield:
        return False
    ch = characteristics(state, oid)
    return ch.is_creature and ch.controller == controller and partner(state, oid) is None


def candidates(state: GameState, source: int, entering: int) -> tuple[int, ...]:
    """The creatures the soulbond creature `source` may pair with now: the entering creature
    (the second ability), or any other unpaired creature its controller controls (the first,
    `entering` 0); none unless `source` is itself an unpaired creature it controls."""
    o = state.objects.get(source)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return ()
    me = o.controller
    if not _unpaired_creature(state, source, me):
        return ()
    if entering:
        return (entering,) if entering != source \
            and _unpaired_creature(state, entering, me) else ()
    return tuple(oid for oid in state.battlefield
                 if oid != source and _unpaired_creature(state, oid, me))


def can_pair(state: GameState, source: int, entering: int) -> bool:
    """603.4: the intervening "if" of either ability."""
    return bool(candidates(state, source, entering))


def pair(state: GameState, a: int, b: int) -> None:
    """702.95b: the two creatures become paired (each marked with the other and the player
    who controls them, 702.95e)."""
    under = state.objects[a].controller
    for x, y in ((a, b), (b, a)):
        o = state.mut(x)
        o.chosen = (*(c for c in o.chosen if c[0] != PAIRED), (PAIRED, f"{y}@{under}"))
    state.log.append(("paired", a, b))
    state.characteristics_changed()


def v_soulbond(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.95a: as the ability resolves, the intervening "if" again (603.4); then the
    controller may pair (608.2d: "may", asked first), and, with several creatures to pair
    with, chooses one (the first ability)."""
    from dataclasses import replace

    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask

    entering = next((r for r in frame.remembered if r > 0), 0)
    options = candidates(state, frame.source, entering)
    if not options:
        return True
    if not dict(frame.vars).get("pair_yes"):
        if frame.answer is None:
            return _ask(state, ChoiceDecision(frame.controller, "may", (1, 0), 1, 1,
                                              f"{frame.source_card}: pair (soulbond)?"),
                        "effect")
        yes = frame.answer[0] == 1
        state.frame = frame = replace(frame, answer=None, vars=(*frame.vars, ("pair_yes", 1)))
        if not yes:
            return True
    if len(options) == 1:
        pair(state, frame.source, options[0])
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "soulbond", options, 1, 1,
                                          f"{frame.source_card}: pair with"), "effect")
    chosen = tuple(frame.answer)
    state.frame = replace(frame, answer=None)
    if chosen and chosen[0] in options:
        pair(state, frame.source, chosen[0])
    return True
