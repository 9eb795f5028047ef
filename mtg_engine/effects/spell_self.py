"""An instant or sorcery that moves itself as it resolves: "Exile ~." (Time Reversal),
"Shuffle ~ into its owner's library." (the Beacons), "Put ~ on the bottom of its owner's
library.", "Return ~ to its owner's hand." (the clash spells). As an instruction of its own
resolution the spell card leaves the stack then and there (608.2c: the instructions in the
order written); it is then not put into its owner's graveyard as the final part of its
resolution (608.2m, 608.2n: rules/stack.finish_resolving moves it only if it is still on the
stack). A copy of a spell moved so ceases to exist (707.10a, 704.5e)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

# the DSL's `to` -> (the zone, at the bottom, then shuffled)
_TO = {"exile": (Zone.EXILE, False, False), "library": (Zone.LIBRARY, False, True),
       "bottom": (Zone.LIBRARY, True, False), "hand": (Zone.HAND, False, False)}


def v_resolving_spell_to(state: GameState, frame: Frame, e: Effect) -> bool:
    """608.2c, 608.2m: the resolving spell itself goes to exile / into its owner's library
    (shuffled, 701.20a) / on the bottom of its owner's library (401.1) / into its owner's hand
    (400.3)."""
    from mtg_engine.rules.zones import move_object

    sid = frame.stack_id
    o = state.objects.get(sid)
    if not frame.is_spell or o is None or o.zone is not Zone.STACK:
        return True  # (already moved: nothing more happens)
    zone, bottom, shuffle = _TO[str(e.get("to"))]
    owner = o.owner
    new = move_object(state, sid, zone, top=not bottom)
    if e.get("with_counters") and new is not None and new in state.objects \
            and state.objects[new].zone is Zone.EXILE:
        # 122.1: "Exile ~ with three time counters on it": the counters are on the card as
        # it arrives in exile (not put on by an effect afterwards: like suspend's, 702.62a)
        from mtg_engine.effects.primitives import perform_add_counters

        for kind, n in dict(e.get("with_counters")).items():
            perform_add_counters(state, new, str(kind), int(n))
    if shuffle:
        from mtg_engine.rules.random import shuffle_library

        shuffle_library(state, owner)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "resolving_spell_to": v_resolving_spell_to}
