"""118.12a: "[Do something] unless any player pays {N}" (the Rhystic cards, Icy Prison) means
"Any player may pay {N}. If no player does, [do something]." The players are asked in APNAP
order (101.4: the active player first, then the others in turn order), each one knowing the
earlier answers (101.4b); once one of them has paid, nobody else is asked. A player who can't
pay the whole cost isn't asked (118.3; life: 119.4). The DSL is the `pay` instruction with
`who: any_player`, followed by the instruction with `if: did_not`; the frame's `did` says
whether someone paid (608.2c)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

ANY_PLAYER = "any_player"
_ASKED = "any_payer"  # the frame's variable: the index (in APNAP order) of the player asked


def _one_pays(state: GameState, frame: Frame, player: int, e: Effect) -> bool | None:
    """Whether `player` pays (asked only if they can); None while their answer is pending."""
    from mtg_engine.effects.references import amount_of
    from mtg_engine.effects.stack_verbs import _unless_pays, _unless_pays_life

    if e.get("mana"):
        return _unless_pays(state, frame, player, e.get("mana"))
    return _unless_pays_life(state, frame, player, amount_of(state, frame, e.get("life")))


def any_player_pays(state: GameState, frame: Frame, e: Effect) -> bool:
    """Ask each player in APNAP order until one pays (see the module's docstring)."""
    order = state.apnap()
    i = dict(frame.vars).get(_ASKED, 0)
    while i < len(order):
        paid = _one_pays(state, frame, order[i], e)
        if paid is None:
            vars_ = (*(v for v in frame.vars if v[0] != _ASKED), (_ASKED, i))
            state.frame = replace(frame, vars=vars_)
            return False  # waiting for this player's answer
        if paid:
            state.frame = replace(frame, answer=None, did=1)
            return True
        i += 1
        frame = replace(frame, answer=None)
    state.frame = replace(frame, did=0)
    return True
