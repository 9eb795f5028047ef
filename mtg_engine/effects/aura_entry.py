"""An Aura card put onto the battlefield by an effect (not cast): "Return target enchantment
card from your graveyard to the battlefield." 303.4f: an Aura put onto the battlefield other
than by resolving as a spell doesn't target; the player putting it onto the battlefield chooses
what it will enchant as it enters, among the objects or players it could legally enchant
(its enchant ability, 303.4a, and protection, 702.16c; hexproof and shroud don't matter: it
doesn't target); it can't enchant an object entering at the same time (so every choice is
made before anything moves). 303.4g: with no legal object or player to enchant, the Aura
stays in the zone it was in.

`move_with_auras` carries out a `move` onto the battlefield (effects/verbs.py) whose objects
include Aura cards: the choices are asked one Aura at a time (a `ChoiceDecision` "aura_attach",
its answer kept in the frame's vars as ("aura_card", card), ("aura_to", chosen)), then every object moves,
each Aura attached to what was chosen for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.aura_return import can_enchant
from mtg_engine.effects.references import _ask
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone, player_ref

PURPOSE = "aura_attach"


def is_aura_card(state: GameState, oid: int) -> bool:
    """A card (not on the battlefield) with an enchant ability: an Aura (303.4a)."""
    o = state.objects.get(oid)
    return o is not None and o.zone is not Zone.BATTLEFIELD and o.card.enchant is not None \
        and "Aura" in o.card.subtypes


def enchantable(state: GameState, aura: int, controller: int) -> tuple[int, ...]:
    """What the Aura card could legally enchant as it enters under `controller`'s control
    (303.4f): permanents on the battlefield now, or players (a Curse's "enchant player")."""
    spec = state.objects[aura].card.enchant
    assert spec is not None
    if spec.kind in ("player", "opponent"):
        players = [p for p in state.apnap() if spec.kind == "player" or p != controller]
        return tuple(player_ref(p) for p in players)
    return tuple(oid for oid in state.battlefield if can_enchant(state, aura, oid, controller))


def move_with_auras(state: GameState, frame: Frame, objects: list[int], under: int | None,
                    move: Callable[[GameState, int], int | None],
                    chooser: Callable[[int], int] | None = None) -> bool:
    """Ask what each Aura among `objects` enchants (303.4f: the controller of the effect
    chooses, or `chooser(card)`, the player putting it, for the Aura entering under `under`'s
    control, else its owner's, 110.2), then `move` every object (which returns its new id)
    and attach the Auras. False while a choice is pending."""
    chosen = _chosen(frame)
    asking = dict(frame.vars).get("aura_asking")
    if asking is not None and frame.answer is not None:
        chosen[asking] = frame.answer[0]
        vars_ = tuple((k, v) for k, v in frame.vars if k != "aura_asking")
        state.frame = frame = replace(frame, answer=None, vars=(
            *vars_, ("aura_card", asking), ("aura_to", frame.answer[0])))
    for card in objects:
        if not is_aura_card(state, card) or card in chosen:
            continue
        owner = state.objects[card].owner
        options = enchantable(state, card, owner if under is None else under)
        if len(options) != 1 and options:
            state.frame = replace(frame, vars=(*frame.vars, ("aura_asking", card)))
            who = frame.controller if chooser is None else chooser(card)
            return _ask(state, ChoiceDecision(who, PURPOSE, options, 1, 1,
                                              f"what {state.objects[card].card.name} "
                                              "enchants"), "effect")
        chosen[card] = options[0] if options else 0
    for card in objects:
        if card in chosen and not chosen[card]:
            state.log.append(("aura_stays", card, state.objects[card].card.name))  # 303.4g
            continue
        new = move(state, card)
        if card in chosen and new is not None and new in state.objects \
                and state.objects[new].zone is Zone.BATTLEFIELD:
            state.mut(new).attached_to = chosen[card]  # 303.4f: as it enters
            state.characteristics_changed()
            state.log.append(("attach", new, chosen[card]))
    return True


def _chosen(frame: Frame) -> dict[int, int]:
    """The choices made so far: each ("aura_card", card) var followed by ("aura_to", what)."""
    out: dict[int, int] = {}
    card = 0
    for k, v in frame.vars:
        if k == "aura_card":
            card = v
        elif k == "aura_to":
            out[card] = v
    return out


def wants_choices(state: GameState, objects: list[int], e: Effect) -> bool:
    """Whether a `move` onto the battlefield puts an Aura card there (303.4f)."""
    return e.get("to") == "battlefield" and any(is_aura_card(state, o) for o in objects)
