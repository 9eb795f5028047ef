"""`look_at_top` with `filters` (cards/oracle/look_top.py): "Reveal the top four cards of your
library. You may put a creature card and/or a land card from among them into your hand. Put
the rest into your graveyard." (401.5, 701.16a): the player chooses, for each filter in turn,
up to one card matching it that wasn't chosen yet (a card of both kinds counts for one of
them only), then the chosen cards go where the effect says and the rest where the rest go.
The frame's vars keep the place: "lk_seen" (the cards were looked at), "lk_slot" (the
filter), "lk_take" (each card chosen)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.effects.references import _ask, amount_of
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState


def take_each(state: GameState, frame: Frame, e: Effect) -> bool:
    player = frame.controller
    lib = state.players[player].library
    n = min(amount_of(state, frame, e.get("count")), len(lib))
    top = tuple(reversed(lib[-n:])) if n else ()
    if "lk_seen" not in dict(frame.vars):
        state.log.append(("look_at_top", player, n))
        if e.get("reveal_all"):
            state.log.append(("reveal", player, top))  # 701.16a: every card looked at
        state.frame = frame = replace(frame, vars=(*frame.vars, ("lk_seen", 1)))
    filters: tuple[Filter, ...] = tuple(e.get("filters"))
    while (slot := dict(frame.vars).get("lk_slot", 0)) < len(filters):
        kept = [v for k, v in frame.vars if k == "lk_take"]
        options = tuple(c for c in top if c not in kept
                        and matches(state, c, filters[slot], player, frame.source))
        if options and frame.answer is None:
            return _ask(state, ChoiceDecision(player, "look_at_top", options, 0, 1,
                                              "choose up to one card of this kind"), "effect")
        chosen = tuple(c for c in (frame.answer or ()) if c in options)[:1]
        state.frame = frame = replace(frame, answer=None, vars=(
            *(v for v in frame.vars if v[0] != "lk_slot"), *(("lk_take", c) for c in chosen),
            ("lk_slot", slot + 1)))
    from mtg_engine.effects.library import take_chosen

    chosen = tuple(v for k, v in frame.vars if k == "lk_take")
    state.frame = frame = replace(frame, vars=())
    return take_chosen(state, frame, e, top, chosen)
