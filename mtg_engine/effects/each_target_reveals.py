""""Exile two target creatures. For each of those creatures, its controller reveals cards from
the top of their library until they reveal a creature card, puts that card onto the
battlefield, then shuffles the rest into their library." (Divergent Transformations): the verb
`reveal_until_each` (cards/oracle/each_target_reveals.py).

For each target still legal (608.2b: an illegal one isn't exiled nor replaced), its controller
as it last existed (608.2h) does what `reveal_until` says of one player (701.16a: the card
found onto the battlefield under their control, the rest shuffled in); the players go in APNAP
order (101.4), one with two such creatures twice, one after the other (each card enters on its
own)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import resolve_refs
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import ref_player


def _controllers(state: GameState, frame: Frame) -> list[int]:
    """The controller of each legal target, APNAP-ordered (one entry per creature)."""
    out: list[int] = []
    for i, legal in enumerate(frame.legal):
        if not legal:
            continue
        ref = "target_controller" if i == 0 else f"target_controller:{i}"
        out += [ref_player(r) for r in resolve_refs(state, frame, ref) if r < 0]
    return sorted(out, key=state.seats_after_active)


def v_reveal_until_each(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.reveal_until import _reveal_until

    # (False only while asked: never here, a creature card found isn't attached, 303.4f)
    return all(_reveal_until(state, frame, player, e) for player in _controllers(state, frame))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "reveal_until_each": v_reveal_until_each}
