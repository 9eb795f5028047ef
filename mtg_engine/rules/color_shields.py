"""101.2, 611.2a: "Spells you control can't be countered by blue or black spells this turn,
and creatures you control can't be the targets of blue or black spells this turn." (Autumn's
Veil): rule changes for the turn naming the colours of the spells they stop.

The effects are those of `uncounterable_turn` and `untargetable_turn` (effects/
player_restrictions.py, effects/untargetable_turn.py) with a word of their own carrying the
colours (`word`): a spell of one of those colours (its colours as a spell on the stack, 105.2)
can't counter the controller's spells (701.5: a spell that would counter one does nothing to
it), nor target the permanents (a group: whatever it matches while the effect lasts, 611.2c);
a spell of another colour, or an ability (from a blue permanent too), can. "... spells your
opponents control" (Display of Dominance): only those of the effect controller's opponents."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

UNCOUNTERABLE_BY = "can't be countered by spells:"
UNTARGETABLE_BY = "can't be the target of spells:"


def word(head: str, colors: str, opponents: bool) -> str:
    """The effect's word: its kind, the colour letters, "o" for "your opponents control"."""
    return f"{head}{colors}:{'o' if opponents else ''}"


def _stops(state: GameState, w: str, head: str, source: int, controller: int) -> bool:
    """Is `source` a spell this word names, for an effect controlled by `controller`?"""
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.restrictions import _is_spell_source

    colors, _, opp = w[len(head):].partition(":")
    o = state.objects.get(source)
    if o is None or not _is_spell_source(state, source):  # (a card being cast too, 601.2c)
        return False
    if opp and o.controller not in state.opponents(controller):
        return False
    return bool(set(characteristics(state, source).colors) & set(colors))


def uncounterable_by(state: GameState, spell: int, source: int) -> bool:
    """Does such an effect keep `spell` from being countered by `source`?"""
    from mtg_engine.rules.restrictions import _spell_matches
    from mtg_engine.state.objects import player_ref

    o = state.objects.get(spell)
    if o is None:
        return False
    ref = player_ref(o.controller)
    return any(e.layer == "player" and ref in e.affected and w.startswith(UNCOUNTERABLE_BY)
               and (e.filter is None or _spell_matches(o.card, e.filter))
               and _stops(state, w, UNCOUNTERABLE_BY, source, e.controller)
               for e in state.effects for w in e.keywords)


def untargetable_by(state: GameState, oid: int, source: int) -> bool:
    """Does such an effect keep `source` from targeting `oid`?"""
    from mtg_engine.effects.untargetable_turn import LAYER
    from mtg_engine.rules.filters import matches

    for e in state.effects:
        if e.layer != LAYER:
            continue
        for w in e.keywords:
            if w.startswith(UNTARGETABLE_BY) and (oid in e.affected or (
                    e.filter is not None and matches(state, oid, e.filter, e.controller,
                                                     e.source))) \
                    and _stops(state, w, UNTARGETABLE_BY, source, e.controller):
                return True
    return False
