"""Licids: "{W}, {T}: ~ loses this ability and becomes an Aura enchantment with enchant
creature. Attach it to target creature. You may pay {W} to end this effect." (Calming Licid).

As the ability resolves (the Licid still on the battlefield, the same object, 400.7), the
Licid becomes an Aura enchantment with enchant creature: its card types become Enchantment
(205.1a: no longer a creature, its creature types gone with the type, 205.1b), subtype Aura,
without the ability that did it; it is attached to the target (701.3). Like a bestowed Aura
(702.103b, cards/dsl.bestowed_card) the object carries that card while the effect lasts; its
other printed abilities ("Enchanted creature can't attack.") now apply to what it enchants.
It is removed from combat (506.4: no longer a creature).

116.2c: "You may pay {W} to end this effect": a special action its controller may take any time
they have priority, modelled as an ability of the Licid-Aura that doesn't use the stack (like
foretell, 702.143a: `ActivatedAbility.end_effect`). Once it ends, the Licid is a creature again
with its printed characteristics; a creature attached to something becomes unattached as a
state-based action (704.5p) and stays on the battlefield. If the creature it enchants leaves,
the Licid-Aura is put into its owner's graveyard (704.5m).

The effect is kept on the object as ("licid", <cost to end it>) in `GameObject.chosen`, which
the save format carries; loading rebuilds the card (`card_as_licid_aura`).
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import ActivatedAbility, CardDef, Cost, Effect, TargetSpec
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

KEY = "licid"  # the object's `chosen` entry while it is an Aura: the cost to end the effect
VERB = "become_aura"

_AURAS: dict[tuple[str, str], tuple[CardDef, CardDef]] = {}


def licid_aura(card: CardDef, end_cost: str) -> CardDef:
    """The Licid as an Aura enchantment with enchant creature, without its ability that made
    it one, and with the special action ending the effect (116.2c)."""
    memo = _AURAS.get((card.name, end_cost))
    if memo is not None and memo[0] is card:
        return memo[1]
    end = ActivatedAbility(cost=Cost(mana=ManaCost.parse(end_cost)), end_effect=True,
                           text=f"You may pay {end_cost} to end this effect.")
    kept = tuple(ab for ab in card.abilities
                 if not any(e.verb == VERB for e in ab.effects))
    aura = replace(card, types=(CardType.ENCHANTMENT,), subtypes=("Aura",),
                   enchant=TargetSpec("creature"), abilities=(*kept, end),
                   type_line="Enchantment — Aura", power=None, toughness=None)
    _AURAS[(card.name, end_cost)] = (card, aura)
    return aura


def end_cost_of(chosen: tuple[tuple[str, str], ...]) -> str:
    """The cost to end a Licid's effect kept on an object ("" if it isn't a Licid-Aura)."""
    return next((v for k, v in chosen if k == KEY), "")


def card_as_licid_aura(card: CardDef, chosen: tuple[tuple[str, str], ...], zone: str) -> CardDef:
    """The card a loaded object carries: the Licid-Aura while on the battlefield with the
    effect (save format)."""
    cost = end_cost_of(chosen)
    return licid_aura(card, cost) if cost and zone == Zone.BATTLEFIELD.value else card


def v_become_aura(state: GameState, frame: Frame, e: Effect) -> bool:
    """The Licid's effect: it becomes an Aura attached to the target creature."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.zones import remove_from_combat

    src = frame.source
    o = state.objects.get(src)
    to = [r for r in resolve_refs(state, frame, e.get("what"))
          if r > 0 and state.objects[r].zone is Zone.BATTLEFIELD]
    if o is None or o.zone is not Zone.BATTLEFIELD or end_cost_of(o.chosen) or not to:
        return True  # (400.7: the Licid left; 608.2b: the target is gone)
    cost = str(e.get("end_cost"))
    remove_from_combat(state, src)  # 506.4: it is no longer a creature
    m = state.mut(src)
    m.card = licid_aura(o.card, cost)
    m.chosen = (*m.chosen, (KEY, cost))
    if to[0] != src:  # (303.4d: an Aura can't enchant itself; 704.5m then puts it away)
        m.attached_to = to[0]
        m.timestamp = state.new_timestamp()  # 613.7e: attached to another object
        state.log.append(("attach", src, to[0]))
    state.characteristics_changed()
    return True


def end_effect(state: GameState, oid: int) -> None:
    """116.2c: the special action, its cost paid: the Licid is its printed self again (a
    creature; 704.5p then unattaches it)."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or not end_cost_of(o.chosen):
        return
    m = state.mut(oid)
    m.card = state.db.get(o.card.name)
    m.chosen = tuple((k, v) for k, v in m.chosen if k != KEY)
    state.characteristics_changed()
    state.log.append(("licid_ends", oid, o.card.name))


VERBS = {VERB: v_become_aura}
