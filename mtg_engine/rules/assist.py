"""Assist (702.132): "If the total cost to cast a spell with assist includes a generic mana
component, before you activate mana abilities while casting it, you may choose another player.
That player has a chance to activate mana abilities. ... Before you begin to pay the total
cost of the spell, the player you chose may pay for any amount of the generic mana in the
spell's total cost." (702.132a)

The caster's `CastSpell` names the player chosen (`assist`, a player index). Casting pauses
(601.2g-h) with a decision for that player (purpose "assist", the options 0..N: how much of
the generic mana they pay, N the generic mana of the total cost or what their mana can pay,
whichever is less); the cast waits in `GameState.assisting` (the caster, the action). Once
they answer, they pay that much with their own mana (their mana abilities, 601.2g), and the
cast goes on with the caster paying the rest (`CastSpell.assisted`: the generic mana already
paid, casting._cast_payment).

An assisted cast is offered when the caster could pay the whole cost alone, or the rest of it
once the assistant paid all the generic mana they can (`helpers`; a spell with a plain cost,
no X and no targets, rules/casting.cast_actions). The assistant then chooses any amount; if the
caster can't pay the rest, the cast is illegal and reversed (601.2h, 729.1: nothing is paid,
the caster keeps priority)."""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtg_engine.actions import CastSpell, ChoiceDecision

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef
    from mtg_engine.state.game_state import GameState

PURPOSE = "assist"  # the assistant's decision (game.py answers it with `answer`)
KEYWORD = "assist"
# True while `answer` checks the cast the assistant paid for (its `assisted` set by the engine)
_ANSWERING: ContextVar[bool] = ContextVar("ASSIST_ANSWERING", default=False)


def has_assist(card: CardDef) -> bool:
    return KEYWORD in card.keywords


def _generic(state: GameState, player: int, a: CastSpell, card: CardDef) -> int:
    """The generic mana in the spell's total cost (601.2f), as the caster would cast it."""
    from mtg_engine.core.mana import SymbolKind
    from mtg_engine.rules import casting, costs

    o = state.objects[a.card]
    total = costs.total_cost(state, player, a.card, a, card, casting.cost_to_cast(o, card, state))
    if isinstance(total, str):
        return 0
    return sum(s.amount for s in total.symbols if s.kind is SymbolKind.GENERIC)


def assistants(state: GameState, player: int) -> list[int]:
    """The other players still in the game, each of whom may be chosen (702.132a)."""
    return [p.index for p in state.players if p.index != player and not p.lost]


def problem(state: GameState, player: int, a: CastSpell, card: CardDef) -> str | None:
    """Why `a`'s choice of an assistant is not allowed, or None (none chosen: None)."""
    if a.assist < 0 and not a.assisted:
        return None
    if a.assisted and _ANSWERING.get():
        return None  # (checked as the assistant's decision was offered)
    if a.assisted:
        return "the generic mana an assistant paid is known only once they pay it (702.132a)"
    if not has_assist(card):
        return "only a spell with assist lets another player pay for it (702.132a)"
    if a.assist not in assistants(state, player):
        return "the player assisting must be another player in the game (702.132a)"
    if _generic(state, player, a, card) <= 0:
        return "its total cost has no generic mana to assist with (702.132a)"
    return None


def most_payable(state: GameState, player: int, n: int) -> int:
    """The most generic mana (up to `n`) `player`'s mana can pay now (601.2g)."""
    from mtg_engine.core.mana import ManaCost
    from mtg_engine.rules.casting import check_payment

    for k in range(n, 0, -1):
        reason, _ = check_payment(state, player, ManaCost.parse(f"{{{k}}}"), None, 0)
        if reason is None:
            return k
    return 0


def help_counted(state: GameState, player: int, a: CastSpell, card: CardDef) -> int:
    """The generic mana an assistant pays towards `a` (601.2h): what they paid, once they
    answered; before, the most they could pay (the cast is possible if the caster pays the
    rest, 702.132a)."""
    if a.assisted or a.assist < 0 or _ANSWERING.get():
        return a.assisted
    return most_payable(state, a.assist, _generic(state, player, a, card))


def helpers(state: GameState, player: int, a: CastSpell, card: CardDef) -> list[int]:
    """The other players with whose help the caster could pay the mana of `a` (702.132a)."""
    from mtg_engine.rules import casting, costs

    if not has_assist(card) or _generic(state, player, a, card) <= 0:
        return []
    o = state.objects[a.card]
    total = costs.total_cost(state, player, a.card, a, card, casting.cost_to_cast(o, card, state))
    if isinstance(total, str):
        return []
    return [q for q in assistants(state, player)
            if casting._cast_payment(state, player, replace(a, assist=q), card, total)[0] is None]


def helped_casts(state: GameState, player: int, plain: Callable[[int], CastSpell],
                 card: CardDef, first_x: int, has_x: bool, limit: int) -> list[CastSpell]:
    """The casts the caster can't pay alone but can with another player's help (702.132a),
    each with its assistant chosen: X from `first_x` (the least X the caster can't pay) up
    to `limit` while someone's help suffices; without X, the one cast if `first_x` is 0."""
    out: list[CastSpell] = []
    for x in range(first_x, limit + 1) if has_x else range(first_x, min(first_x, 0) + 1):
        qs = helpers(state, player, plain(x), card)
        if not qs:
            break
        out += [replace(plain(x), assist=q) for q in qs]
    return out


def with_assists(state: GameState, player: int, casts: list[CastSpell]) -> list[CastSpell]:
    """`casts` (each payable by the caster alone: casting.cast_actions) and, for a spell with
    assist whose total cost has generic mana, the same cast with each other player chosen to
    assist (702.132a)."""
    from mtg_engine.rules import faces

    if not any(KEYWORD in state.objects[a.card].card.keywords for a in casts):
        return casts  # (the common case, on the hot path of legal_actions: no dict lookups)
    others = assistants(state, player)
    if not others:
        return casts
    out: list[CastSpell] = []
    for a in casts:
        out.append(a)
        if a.assist >= 0:
            continue  # (payable only with that assistant's help: casting.cast_actions)
        card = faces.spell_card(state.objects[a.card], a.face)
        if isinstance(card, str) or not has_assist(card) or _generic(state, player, a, card) <= 0:
            continue
        out += [replace(a, assist=q) for q in others]
    return out


def start(state: GameState, player: int, a: CastSpell) -> None:
    """601.2g-h: the cast waits for the assistant's decision."""
    from mtg_engine.rules import faces

    card = faces.spell_card(state.objects[a.card], a.face)
    assert not isinstance(card, str)
    n = most_payable(state, a.assist, _generic(state, player, a, card))
    state.assisting = (player, a)
    state.pending = ChoiceDecision(a.assist, PURPOSE, tuple(range(n + 1)), 1, 1,
                                   f"pay up to {n} generic mana of {card.name}?")
    state.asking = PURPOSE


def answer(state: GameState, chosen: tuple[int, ...]) -> None:
    """The assistant pays `chosen[0]` generic mana (601.2g-h); then the caster casts the spell,
    paying the rest, and receives priority (117.3c)."""
    from mtg_engine.core.mana import ManaCost
    from mtg_engine.rules import casting, turn

    assert state.assisting is not None
    caster, a = state.assisting
    state.assisting = None
    state.asking = ""
    k = chosen[0] if chosen else 0
    done = replace(a, assisted=k, payment=None if k else a.payment)
    if _checked(state, caster, done)[0] is not None:  # 601.2h, 729.1: the caster can't pay
        state.log.append(("assist_reversed", caster, a.card, k))  # the rest: the cast is
        turn.took_action(state, caster)  # reversed, nothing paid
        return
    if k:
        _, pay = casting.check_payment(state, a.assist, ManaCost.parse(f"{{{k}}}"), None, 0)
        assert pay is not None
        casting.pay_cost(state, a.assist, pay)
        state.log.append(("assist", a.assist, a.card, k))
    reason, pay = _checked(state, caster, done)
    if reason is not None:  # (checked before the assistant paid: never)
        raise AssertionError(f"assisted cast: {reason}")
    casting.cast_spell(state, caster, done, pay)
    turn.took_action(state, caster)


def _checked(state: GameState, caster: int, done: CastSpell) -> tuple[str | None, Any]:
    """check_cast for the cast the assistant paid `done.assisted` of (601.2h)."""
    from mtg_engine.rules import casting

    token = _ANSWERING.set(True)
    try:
        return casting.check_cast(state, caster, done)
    finally:
        _ANSWERING.reset(token)
