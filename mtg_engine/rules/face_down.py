"""Face-down spells and permanents (708): morph and megamorph (702.37).

A face-down object keeps the card it really is in `GameObject.face_down` while its `card` is
`FACE_DOWN`, the characteristics 708.2a lists: a 2/2 creature with no text, no name, no
subtypes and no mana cost (colourless, 105.2c). Because every rule reads an object's
characteristics from its card and the layers (613.2b: face-down status is applied in layer 1b,
after copy effects), nothing of the real card shows: no abilities, no enters-the-battlefield
triggers or replacements (708.3), and a copy of it copies the face-down values (708.10, 707.2).

- 702.37c: a card with morph may be cast face down from its owner's hand by paying {3} rather
  than its mana cost (an alternative cost, 118.9): `CastSpell.face == FACE_DOWN_CAST`. It is
  turned face down before it is put on the stack (708.4) and the permanent it becomes is face
  down (702.37c).
- 116.2b, 702.37e: any time its controller has priority, a face-down permanent with a morph
  cost may be turned face up by paying that cost (`TurnFaceUp`, a special action; no stack).
  It stays the same object (708.8): effects on it keep applying, "enters" abilities don't
  apply; "When ~ is turned face up" triggers. 702.37b: megamorph puts a +1/+1 counter on it
  as it turns face up.
- 701.34: manifest puts the top card of a library onto the battlefield face down; a
  manifested creature card may also be turned face up for its mana cost (701.34b).
- 708.9: a face-down spell or permanent leaving for another zone is revealed: it arrives as
  the card it is (rules/zones.py).
- 708.5: its controller may look at it; other players can't (observe.py).
"""

from __future__ import annotations

from mtg_engine.actions import TurnFaceUp
from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

# 708.2a: the characteristics of a face-down spell or permanent (no name: "")
FACE_DOWN = CardDef(name="", types=(CardType.CREATURE,), power=2, toughness=2,
                    type_line="Creature")
FACE_DOWN_CAST = -3  # `CastSpell.face`: cast face down using its morph ability (702.37c)
MORPH_CAST_COST = ManaCost.parse("{3}")  # 702.37a: "by paying {3} rather than its mana cost"
# The copiable values a copy of a face-down permanent gets (708.10, 707.2): a copy effect's
# `copy_card` names this instead of a card
FACE_DOWN_COPY = "(face-down)"


def is_face_down(o: GameObject) -> bool:
    return o.face_down is not None


def can_cast_face_down(o: GameObject) -> bool:
    """702.37a: a card with morph (or megamorph) in its owner's hand (the only zone the
    engine casts creature cards from)."""
    return o.card.morph is not None and o.face_down is None and o.zone is Zone.HAND


def face_up_card(state: GameState, oid: int) -> CardDef:
    """The copiable values the permanent would have face up (708.10: a copy effect on a
    face-down permanent takes effect once it is turned face up)."""
    from mtg_engine.rules.layers import copied_card

    for e in reversed(state.effects):
        if e.copy_card and oid in e.affected:
            return copied_card(state, e)
    o = state.objects[oid]
    return o.face_down if o.face_down is not None else o.card


def morph_cost(state: GameState, oid: int) -> ManaCost | None:
    """The morph cost the face-down permanent would have face up, or None (702.37e)."""
    o = state.objects[oid]
    if o.face_down is None:
        return None
    return face_up_card(state, oid).morph


MANIFESTED = ("face_down", "manifest")  # in `GameObject.chosen`: it was manifested (701.34)


def turn_up_cost(state: GameState, oid: int, by_mana_cost: int) -> ManaCost | None:
    """What turning the face-down permanent face up costs: its morph cost (702.37e), or for
    a manifested creature card its mana cost (701.34b); None if it can't be turned up so."""
    if not by_mana_cost:
        return morph_cost(state, oid)
    o = state.objects[oid]
    if o.face_down is None or MANIFESTED not in o.chosen:
        return None
    card = face_up_card(state, oid)
    return card.mana_cost if CardType.CREATURE in card.types else None


def manifest(state: GameState, player: int, count: int) -> list[int]:
    """701.34a: put the top `count` cards of the player's library onto the battlefield face
    down as 2/2 creatures (708.2a), one at a time; they may be turned face up for their mana
    cost if they are creature cards (701.34b) or for their morph cost (701.34c)."""
    from mtg_engine.rules.zones import move_object

    out = []
    for _ in range(count):
        lib = state.players[player].library
        if not lib:
            break
        new = move_object(state, lib[-1], Zone.BATTLEFIELD, controller=player, face=FACE_DOWN)
        if new is not None:
            o = state.mut(new)
            o.chosen = (*o.chosen, MANIFESTED)
            state.log.append(("manifest", player, new))
            out.append(new)
    return out


def special_action_text(cost: ManaCost, state: GameState | None = None, oid: int = 0,
                        by_mana_cost: int = 0) -> str:
    """How the special action reads (as XMage's tests name it); a morph cost other than mana
    as written ("Pay 5 life: ...", rules/morph_costs.py)."""
    other = face_up_card(state, oid).morph_other if state is not None and not by_mana_cost \
        else None
    if other is not None:
        from mtg_engine.rules.morph_costs import text

        return f"{text(other)}: Turn this face-down permanent face up."
    return f"{cost}: Turn this face-down permanent face up."


def _face_down_permanents(state: GameState) -> list[int]:
    """The face-down permanents (battlefield order), cached with the characteristics: a
    permanent is face down from when it enters (a new object, 400.7) until it is turned face
    up (which changes its characteristics, 708.8)."""
    key = ("face_down_permanents",)
    got = state._chars.get(key)  # type: ignore[call-overload]
    if got is None:
        got = state._chars[key] = [  # type: ignore[index]
            oid for oid in state.battlefield if state.objects[oid].face_down is not None]
    return got  # type: ignore[no-any-return]


def turn_face_up_actions(state: GameState, player: int) -> list[TurnFaceUp]:
    """116.2b: each face-down permanent the player controls that they can turn face up now."""
    out = []
    for oid in _face_down_permanents(state):
        o = state.objects[oid]
        if o.controller == player:
            for by_mana in (0, 1) if MANIFESTED in o.chosen else (0,):
                for chosen in cost_choices(state, player, oid, by_mana):
                    a = TurnFaceUp(oid, by_mana_cost=by_mana, chosen=chosen)
                    if check_turn_face_up(state, player, a)[0] is None:
                        out.append(a)
    return out


def cost_choices(state: GameState, player: int, oid: int,
                  by_mana: int) -> list[tuple[int, ...]]:
    """The ways to choose the objects a morph cost other than mana uses (118.3)."""
    other = face_up_card(state, oid).morph_other if not by_mana else None
    if other is None:
        return [()]
    from mtg_engine.rules.morph_costs import choices

    return choices(state, player, oid, other)


def check_turn_face_up(state: GameState, player: int, a: TurnFaceUp):  # type: ignore[no-untyped-def]
    """Why the special action is illegal, or (None, the payment to use) (702.37e)."""
    from mtg_engine.rules.casting import check_payment

    o = state.objects.get(a.permanent)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.face_down is None:
        return "that is not a face-down permanent", None
    if o.controller != player:
        return "you don't control that face-down permanent (702.37e)", None
    if a.by_mana_cost not in (0, 1):
        return "by_mana_cost is 0 or 1", None
    cost = turn_up_cost(state, a.permanent, a.by_mana_cost)
    other = face_up_card(state, a.permanent).morph_other if not a.by_mana_cost else None
    if other is not None:  # 702.37a: "Morph—Pay 5 life" (rules/morph_costs.py)
        from mtg_engine.rules.morph_costs import chosen_problem, problem

        why = problem(state, player, other) or chosen_problem(state, player, a.permanent,
                                                              other, a.chosen)
        if why:
            return why, None
    elif a.chosen:
        return "its cost chooses nothing (702.37e)", None
    if cost is None:
        if a.by_mana_cost:
            return "only a manifested creature card is turned face up for its mana cost " \
                "(701.34b)", None
        return "it would have no morph cost face up, so it can't be turned face up (702.37e)", None
    from mtg_engine.rules.spend import Spending

    # (106.6: what the payment is for: mana spent only to turn it face up, Qarsi Deceiver)
    return check_payment(state, player, cost, a.payment, exclude=0,
                         spending=Spending("face_up", a.permanent))


def turn_face_up(state: GameState, player: int, a: TurnFaceUp, pay) -> None:  # type: ignore[no-untyped-def]
    """702.37e: pay the morph cost, then turn the permanent face up: it regains its normal
    characteristics (708.8), and a megamorph puts a +1/+1 counter on it (702.37b)."""
    from mtg_engine.rules.casting import pay_cost

    if pay is None:
        reason, pay = check_turn_face_up(state, player, a)
        if reason:
            from mtg_engine.rules.casting import IllegalActionError

            raise IllegalActionError(f"can't turn it face up: {reason}")
    megamorph = face_up_card(state, a.permanent).megamorph and not a.by_mana_cost
    other = face_up_card(state, a.permanent).morph_other if not a.by_mana_cost else None
    pay_cost(state, player, pay)
    if other is not None:  # 702.37e: the morph cost's other part
        from mtg_engine.rules.morph_costs import pay as pay_other

        pay_other(state, player, other, a.chosen)
    o = state.mut(a.permanent)
    assert o.face_down is not None
    o.card, o.face_down = o.face_down, None
    o.timestamp = state.new_timestamp()  # 613.7f: a new timestamp as it turns face up
    state.characteristics_changed()
    if megamorph:  # 702.37b, 708.11: "as this permanent is turned face up": while it is
        from mtg_engine.effects import primitives as prim  # turned up, not afterwards

        prim.add_counters(state, a.permanent, "+1/+1", 1)
    as_turned_face_up(state, a.permanent)
    state.log.append(("turned_face_up", a.permanent, player, o.card.name))


def as_turned_face_up(state: GameState, oid: int) -> None:
    """614.1e: "As ~ is turned face up, put five +1/+1 counters on it." is a replacement
    effect of the face-up permanent: the counters are put on it as it turns face up, before
    "When ~ is turned face up" abilities trigger and before anyone has priority (708.8)."""
    from mtg_engine.effects import primitives as prim

    for rep in state.objects[oid].card.replacements:
        if rep.event == "turned_face_up" and rep.instead == "counters":
            prim.add_counters(state, oid, rep.counter_kind, rep.amount)


def reveal_name(o: GameObject) -> str:
    """The name an event shows for the object (708.9: revealed as it leaves)."""
    return o.face_down.name if o.face_down is not None else o.card.name
