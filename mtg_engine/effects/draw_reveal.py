"""701.16a, 614.11b: "Draw a card and reveal it. If it isn't a land card, discard it." (Fa'adiyah
Seer, Sindbad): the verb `draw_reveal` (`keep`: the filter of the cards kept; the others are
discarded, 701.8).

614.11b: the additional action is performed only on a card the player actually drew: if the draw
is replaced (dredge 702.52a, "return a card from your graveyard instead"), the card that reaches
the hand some other way is neither revealed nor discarded. The card drawn is read from the log
(the ("draw", player, card) events logged since the instruction began), not from what the draw
returned.
"""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_AT = "draw_reveal_at"


def v_draw_reveal(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.keyword_actions import _set_var, _var

    player = frame.controller
    at = _var(frame, _AT)
    if at is None:
        at = len(state.log)
        frame = _set_var(state, frame, _AT, at)
        if prim.draw_card(state, player) is None and state.replacing:
            return False  # the draw waits for a choice (616.1, dredge); it happens on the answer
    drawn = [ev[2] for ev in state.log.since(at) if ev[0] == "draw" and ev[1] == player]
    for cid in drawn[:1]:  # 614.11b: only a card drawn
        o = state.objects.get(cid)
        if o is None or o.zone is not Zone.HAND:
            continue  # (it left the hand meanwhile, 400.7)
        state.log.append(("reveal", player, cid, o.card.name))  # 701.16a
        if not matches(state, cid, e.get("keep"), player, frame.source):
            prim.discard(state, player, cid)  # 701.8
    return True


VERBS = {"draw_reveal": v_draw_reveal}
