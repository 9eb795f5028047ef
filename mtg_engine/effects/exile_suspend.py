"""Cards exiled with time counters, given suspend (702.62a, 122.1, 608.2c): the DSL verb
`exile_time` {what, count, suspend}:

  When Epochrasite dies, exile it with three time counters on it and it gains suspend.
                                               (what self_in_graveyard, count 3, suspend gains)
  Exile target creature and put two time counters on it. If it doesn't have suspend, it
  gains suspend.                               (what target, count 2, suspend unless_has)

Each object named is exiled (701.10); the counters go on the card it became in exile (400.7:
"it" after the move is that card; rules/zones.move_object gives its new id); then that card
gains suspend, "unless_has": only if it doesn't have it (rules/gained_suspend.py). A card the
move didn't bring to exile (it had left its zone, or a replacement sent it elsewhere) gets
nothing."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.effects.references import resolve_refs
from mtg_engine.rules.gained_suspend import gain_suspend
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_exile_time(state: GameState, frame: Frame, e: Effect) -> bool:
    n = int(e.get("count"))
    grant = str(e.get("suspend") or "")
    for r in [r for r in resolve_refs(state, frame, e.get("what")) if r > 0]:
        if r not in state.objects or state.objects[r].zone is Zone.EXILE:
            continue
        new = move_object(state, r, Zone.EXILE)
        if new is None or new not in state.objects or state.objects[new].zone is not Zone.EXILE:
            continue
        prim.perform_add_counters(state, new, "time", n)
        if grant:
            gain_suspend(state, new, unless_has=grant == "unless_has")
    return True


def countered_exiled(state: GameState, spell: int, log_at: int, e: Effect) -> None:
    """701.5a, 614.1a: "If the spell is countered this way, exile it with three time counters
    on it instead of putting it into its owner's graveyard. If it doesn't have suspend, it
    gains suspend." (Delay: the counter's `time` and `suspend`): the card the countered
    spell became in exile (its move since `log_at`) gets them; none if it went elsewhere."""
    new = next((int(ev[2]) for ev in state.log.since(log_at)
                if ev[0] == "move" and ev[1] == spell and ev[5] == "exile"), None)
    if new is None or new not in state.objects or state.objects[new].zone is not Zone.EXILE:
        return
    prim.perform_add_counters(state, new, "time", int(e.get("time")))
    if e.get("suspend"):
        gain_suspend(state, new, unless_has=e.get("suspend") == "unless_has")


def v_suspend_exiled(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Put four time counters on the exiled card. If it doesn't have suspend, it gains
    suspend." (Jhoira of the Ghitu): the card the ability's cost exiled (118.3,
    rules/cost_exiled.py), if it is still in exile (400.7)."""
    from mtg_engine.rules.cost_exiled import exiled_card

    card = exiled_card(state, frame.stack_id)
    if card is None or card not in state.objects or state.objects[card].zone is not Zone.EXILE:
        return True
    prim.perform_add_counters(state, card, "time", int(e.get("count")))
    if e.get("suspend"):
        gain_suspend(state, card, unless_has=True)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "exile_time": v_exile_time, "suspend_exiled": v_suspend_exiled}
