"""A token that's a copy of a permanent that has left the battlefield (707.2, 608.2h).

"Create a token that's a copy of ~" (Pack Rat, Giant Adephage) still makes the token if ~ left
the battlefield before the ability resolved, and "Exile target attacking creature. Create a
token that's a copy of that creature." (Nemesis Trap) copies the creature it just exiled: the
effect uses the object's copiable values as it last existed there (608.2h, last known
information). A target that was illegal as the spell began to resolve isn't copied (608.2b).
Those are the values of the latest copy effect that applied to it (707.2, 707.9b), which stays
in `state.effects` until its duration ends, else its card as the "left_as" record names it
(rules/last_known.py), face-down if it was (708.10).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.dsl import CardDef
from mtg_engine.state.game_state import ContinuousEffect, GameState


@dataclass(frozen=True, slots=True)
class Departed:
    """The copiable values of an object that left the battlefield: a card key (a token's, if
    `token`), the exceptions of a copy effect (707.9), and whether they came from a copy
    effect (so the token copying it needs one too: 707.2)."""

    key: str
    token: bool
    excepts: tuple[Any, ...] = ()
    by_effect: bool = False


def named_object(frame: Any, ref: str) -> int:
    """The object id `ref` named as the effect began (0 if none): ~ (the source), a target
    legal as the spell or ability began to resolve (608.2b), the trigger event's object."""
    if ref == "self":
        return int(frame.source)
    if ref.startswith("target"):
        _, _, n = ref.partition(":")
        i = int(n) if n else 0
        if i < len(frame.targets) and frame.targets[i] > 0 and frame.legal[i]:
            return int(frame.targets[i])
        return 0
    if ref == "remembered":
        return next((r for r in frame.remembered if r > 0), 0)
    return 0


def copiable_as_it_left(state: GameState, old: int) -> Departed | None:
    """608.2h: the copiable values `old` had as it last existed on the battlefield; None if it
    never left it (no record)."""
    rec = next((ev for ev in reversed(state.log) if ev[0] == "left_as" and ev[1] == old), None)
    if rec is None:
        return None
    key, is_token = rec[15], rec[16]
    if not key:  # 708.10: a face-down permanent's copiable values
        from mtg_engine.rules.face_down import FACE_DOWN_COPY

        return Departed(FACE_DOWN_COPY, False, (), True)
    for e in reversed(state.effects):  # 707.2: the latest copy effect on it
        if e.copy_card and old in e.affected:
            return Departed(e.copy_card, e.copy_token, e.copy_except, True)
    return Departed(key, bool(is_token), ())


def moved_card(state: GameState, old: int) -> Departed | None:
    """707.2: the copiable values of a card a target named that this resolution moved to
    another zone ("Exile target creature card from your graveyard. Create a token that's a copy
    of that card"): the card it became there (400.7, its printed values), if it is still
    there and face up; None if it didn't move."""
    rec = next((ev for ev in reversed(state.log.since(0)) if ev[0] == "move" and ev[1] == old),
               None)
    if rec is None or rec[2] not in state.objects:
        return None
    o = state.objects[rec[2]]
    if o.face_down is not None or o.card.is_token:
        return None
    return Departed(o.card.key, False, ())


def card_of(state: GameState, d: Departed) -> CardDef:
    """The card whose values the token copy starts from (its own card, before a copy effect)."""
    from mtg_engine.rules.face_down import FACE_DOWN, FACE_DOWN_COPY

    if d.key == FACE_DOWN_COPY:
        return FACE_DOWN
    return state.db.token(d.key) if d.token else state.db.get(d.key)


def add_departed_copy_effect(state: GameState, oid: int, d: Departed, source: int,
                            excepts: tuple[Any, ...] = ()) -> None:
    """Make the token `oid` a copy of those values (707.2; the exceptions stay, 707.9b), with
    the creating effect's own exceptions (`excepts`, 707.9b) after them."""
    if not d.by_effect and not excepts:
        return
    eff = ContinuousEffect("1", (oid,), state.new_timestamp(), until="", source=source,
                           copy_card=d.key, copy_token=d.token,
                           copy_except=d.excepts + excepts)
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("copy", oid, 0, d.key))


def copies_of_each(state: GameState, frame: Any, e: Any) -> bool:
    """"For each creature target player controls, create a token that's a copy of that
    creature" (707.2, 111.1): one token copy of each object of the group, as the group is
    when the effect is carried out (608.2h), each with that object's copiable values (a copy
    of a copy copies its exceptions, 707.9b) and the effect's own exceptions; the tokens are
    the resolution's "created" ones for the instructions after it."""
    from dataclasses import replace

    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.permanent_verbs import _copiable_values
    from mtg_engine.effects.references import players_of, resolve_refs

    excepts = (e.get("except"),) if e.get("except") else ()
    made: list[int] = []
    originals = [r for r in resolve_refs(state, frame, e.get("copy_of")) if r > 0]
    for p in players_of(state, frame, e.get("who", "you")):
        for original in originals:
            token = state.db.token_copy(state.objects[original].card)
            new = prim.create_tokens(state, token, p, 1, tapped=bool(e.get("tapped")))
            _copiable_values(state, new, original, frame.source, excepts)
            made += new
    state.frame = replace(frame, created=tuple(made))
    return True
