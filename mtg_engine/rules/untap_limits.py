"""502.3 with a limit: "Players can't untap more than one creature during their untap steps."
(Smoke), "As long as ~ is untapped, players can't untap more than one land during their untap
steps." (Winter Orb), "You can't untap more than one land during your untap step." (Mungha
Wurm): the static `untap_limit` (`filter`: the permanents counted, `max_count`, `whose`: the
players it binds, from its controller's side; `when`: its condition, 611.3a).

The active player determines which permanents untap (502.3): when more of a limit's permanents
would untap than it allows, they choose which `max_count` of them do (a choice, purpose
"untap_limit"); the others get "doesn't untap during its controller's next untap step"
(rules/untap_effects.py), which ends with this step. Limits are asked one after another; each
answer only keeps permanents tapped, so the ones asked before stay satisfied."""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.state.game_state import GameState

ASKING = "untap_limit"


def _limits(state: GameState) -> list[tuple[int, object]]:
    """(source, static) of each untap limit in force that binds the active player."""
    from mtg_engine.rules.conditions import holds
    from mtg_engine.rules.layers import card_of
    from mtg_engine.rules.restrictions import _static_kinds

    if "untap_limit" not in _static_kinds(state):
        return []  # (no permanent has one: the kinds of their statics, card_of's, are cached)
    out = []
    for pid in state.battlefield:
        src = state.objects[pid]
        for st in card_of(state, pid).statics:
            if st.kind != "untap_limit":
                continue
            mine = src.controller == state.active
            if (st.whose == "you" and not mine) or (st.whose == "opponent" and mine):
                continue
            if st.when is not None and not holds(state, st.when, src.controller, pid):
                continue
            out.append((pid, st))
    return out


def _over(state: GameState, untapping: list[int]) -> tuple[int, object, list[int]] | None:
    """The first limit more of whose permanents would untap than it allows, with them."""
    from mtg_engine.rules.filters import matches

    for pid, st in _limits(state):
        counted = [o for o in untapping
                   if matches(state, o, st.filter, state.objects[pid].controller, pid)]
        if len(counted) > st.max_count:  # type: ignore[attr-defined]
            return pid, st, counted
    return None


def ask(state: GameState, untapping: list[int]) -> bool:
    """502.3: ask the active player which permanents a limit lets untap; True if asked."""
    over = _over(state, untapping)
    if over is None:
        return False
    _pid, st, counted = over
    n = st.max_count  # type: ignore[attr-defined]
    state.pending = ChoiceDecision(state.active, ASKING, tuple(counted), n, n,
                                   f"choose the {n} permanent(s) to untap (502.3)")
    state.asking = ASKING
    return True


def answer(state: GameState, chosen: tuple[int, ...]) -> None:
    """The permanents chosen untap; the others this limit counts stay tapped this step. Then
    the next limit, the "may choose not to untap" choice, and the untap (rules/turn.py)."""
    from mtg_engine.rules import turn
    from mtg_engine.rules.untap_effects import ask_keep_tapped, skip_next_untap

    state.asking = ""
    over = _over(state, turn._untapping(state))
    if over is not None:
        pid, _st, counted = over
        kept = tuple(o for o in counted if o not in chosen)
        if kept:
            skip_next_untap(state, kept, state.objects[pid].controller, pid)
    untapping = turn._untapping(state)
    if ask(state, untapping) or ask_keep_tapped(state, untapping):
        return
    turn._untap_all(state, untapping)
    turn.after_turn_based_actions(state)
