"""`exile_spell_cast_other` (cards/oracle/pool_casts.py; 603.2, 406.3, 607.2a, 601.3, 118.9):
"that player exiles it. If the player does, they may cast a spell from among other cards
exiled with ~ without paying its mana cost." (Knowledge Pool). The spell whose casting
triggered the ability (the event's object, rules/event_referents.py; gone if it has left the
stack, 400.7) is moved to exile, exiled with the source (607.2a). If it was, that player (the
caster, `who`) is asked whether to cast another card exiled with the source, then which (a
land is never cast, 305.1), and casts it without paying its mana cost (effects/stack_verbs.
_cast_exiled_free: its targets chosen as it is cast, 601.2c)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.core.types import CardType
from mtg_engine.effects.references import _ask, resolve_refs
from mtg_engine.rules.exiled_with import exiled_with
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone, ref_player

_EXILED, _CARD = "pool_exiled", "pool_card"  # (the frame's variables between decisions)


def v_exile_spell_cast_other(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    players = [p for p in (ref_player(r) for r in resolve_refs(state, frame, e.get("who")))
               if p is not None]
    if not players:
        return True
    player = players[0]
    done = dict(frame.vars)
    if _CARD in done:  # (the card chosen: its casting, which may ask more)
        return _cast_exiled_free(state, frame, int(done[_CARD]), must=True, caster=player)
    if _EXILED not in done:
        exiled = _exile_the_spell(state, frame)
        if not exiled:
            return True  # (it left the stack: not exiled, "if the player does" is false)
        state.frame = frame = replace(frame, vars=(*frame.vars, (_EXILED, exiled)))
    others = tuple(c for c in exiled_with(state, frame.source)
                   if c != dict(frame.vars)[_EXILED] and _castable(state, c))
    if not others:
        return True
    if frame.answer is None:  # 608.2d: "they may"
        return _ask(state, ChoiceDecision(player, "may", (1, 0), 1, 1,
                                          "cast a spell from among the other exiled cards?"),
                    "effect")
    if frame.answer[:1] == (1,) and "asked" not in dict(frame.vars):
        state.frame = frame = replace(frame, answer=None, vars=(*frame.vars, ("asked", 1)))
        return _ask(state, ChoiceDecision(player, "cast", others, 1, 1,
                                          "choose the card to cast"), "effect")
    if "asked" not in dict(frame.vars):
        return True  # (declined)
    card = next((c for c in frame.answer if c in others), 0)
    if not card:
        return True
    state.frame = frame = replace(frame, answer=None, vars=(*frame.vars, (_CARD, card)))
    return _cast_exiled_free(state, frame, card, must=True, caster=player)


def _exile_the_spell(state: GameState, frame: Frame) -> int:
    """The triggering spell moved to exile with the source (0 if it isn't on the stack)."""
    spells = [r for r in resolve_refs(state, frame, "event_object")
              if r in state.objects and state.objects[r].zone is Zone.STACK]
    if not spells:
        return 0
    new = move_object(state, spells[0], Zone.EXILE)
    if new is None or new not in state.objects or state.objects[new].zone is not Zone.EXILE:
        return 0
    from mtg_engine.effects.linked import remember_exiled

    remember_exiled(state, frame, [new])
    return new


def _castable(state: GameState, oid: int) -> bool:
    card = state.objects[oid].card
    return CardType.LAND not in card.types or bool(card.faces)  # 305.1


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "exile_spell_cast_other": v_exile_spell_cast_other}
