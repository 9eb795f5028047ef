"""Effect verbs of the turn structure: "[permanent] doesn't untap during its controller's next
untap step" (502.3; the rules are rules/untap_effects.py) and "Take an extra turn after this
one." (500.7; rules/turn.py), "After this main phase, there is an additional combat phase
followed by an additional main phase." (500.8; rules/extra_phases.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_skip_untap(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.untap_effects import skip_next_untap, skip_your_next_untap

    what = e.get("what")
    if e.get("those"):  # (Sleep) 611.2c: the group's permanents now, locked in, kept tapped
        # in their controller's (that player's) next untap step
        for p in {state.objects[r].controller for r in resolve_refs(state, frame, what)
                  if r in state.objects}:
            mine = tuple(r for r in resolve_refs(state, frame, what)
                         if r in state.objects and state.objects[r].controller == p)
            skip_next_untap(state, mine, p, frame.source, yours=True)
        return True
    if e.get("theirs") and isinstance(what, tuple) and len(what) == 3 and what[0] == "all":
        # 611.2c: "Creatures target player controls don't untap during that player's next
        # untap step": a rule on the group in that player's untap step (bound now, 608.2b)
        from mtg_engine.effects.permanent_verbs import _players_of
        from mtg_engine.rules.untap_effects import skip_players_next_untap

        # "Creatures don't untap during target player's next untap step." (`theirs` "target
        # player's", Blinding Beam): the player names only the untap step; every creature,
        # whoever controls it, stays tapped in it (502.3; the card's ruling: one untapped by
        # Seedborn Muse too)
        anyones = str(e.get("theirs")).startswith("target ")
        for p in _players_of(state, frame, what[2]):
            skip_players_next_untap(state, replace(what[1], controller=None,
                                                   controlled_by=-1 if anyones else p),
                                    p, frame.source)
        return True
    if e.get("yours") and isinstance(what, tuple) and len(what) == 2 and what[0] == "all":
        # 611.2c: "Lands you control don't untap during your next untap step" modifies no
        # characteristics: a rule on the group as it is then, lands that enter later too
        skip_your_next_untap(state, what[1], frame.controller, frame.source)
        return True
    affected = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                     if r > 0 and r in state.objects
                     and state.objects[r].zone is Zone.BATTLEFIELD)
    if affected:
        skip_next_untap(state, affected, frame.controller, frame.source, bool(e.get("yours")),
                        str(e.get("until") or ""))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"skip_untap": v_skip_untap}


def v_extra_turn(state: GameState, frame: Frame, e: Effect) -> bool:
    """500.7: each player named takes `count` extra turns after this one (rules/turn.py);
    `lose_at_end`: "At the beginning of that turn's end step, you lose the game." (603.7a,
    rules/extra_turns.py)."""
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.extra_turns import add_extra_turn

    for p in players_of(state, frame, e.get("who", "you")):
        for _ in range(int(e.get("count", 1))):
            add_extra_turn(state, frame, p, bool(e.get("lose_at_end")),
                           bool(e.get("skip_untap")))
    return True


VERBS["extra_turn"] = v_extra_turn


def v_additional_phases(state: GameState, frame: Frame, e: Effect) -> bool:
    """500.8: the phases `phases` ("combat", "combat_main") directly after the current phase,
    if it is the one `after` names ("phase", "main", "combat": rules/extra_phases.py)."""
    from mtg_engine.rules.extra_phases import add_phases

    add_phases(state, str(e.get("phases")), str(e.get("after")), frame.stack_id)
    return True


VERBS["additional_phases"] = v_additional_phases
