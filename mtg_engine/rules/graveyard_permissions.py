"""601.3: static abilities that let a player cast spells from their graveyard a limited number
of times each turn: "During each of your turns, you may cast a creature spell from your
graveyard." (Karador, Ghost Chieftain; Gisa and Geralf; Lurrus of the Dream-Den).

The DSL static is `play_from_graveyard` with a spell `filter`, `max_count` (how many spells
each turn) and `as_long_as: your_turn` (611.3a). Each permission is the permanent's own: a
second Karador gives a second spell, and a Karador that leaves and returns is a new object with
a new permission (400.7). Its uses this turn are kept with the "once each turn" activations
(`state.once_used`, emptied as each turn begins), under the permanent's id and
`SLOT + 8 * <the static's index> + <the use>`: 0, or for "a permanent spell of each permanent
type" (Muldrotha) the permanent type's (a card of two types uses one of them, the player's
choice), and its land's (played: 305.1, rules/play_permissions.py).

When several permanents' permissions (or types) could let a card be cast, the player chooses
which one is used (`CastSpell.permission`: that permanent's id, `permission_slot` the use; 0
when there is no choice to make).

A card with its own way to be cast from a graveyard (flashback, escape, jump-start, retrace,
aftermath: rules/casting._kept_castable) is cast that way only: such a permission isn't
offered for it (rules/costs.py reads a cast from a graveyard as one of those)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import CardDef, Filter, StaticAbility
from mtg_engine.core.types import CardType
from mtg_engine.rules.restrictions import _static_kinds
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.actions import CastSpell

KIND = "play_from_graveyard"
SLOT = 1_000_000  # `state.once_used`: (permanent, SLOT + static index) per spell cast this turn
_LANDS = Filter(types=("Land",))


# 601.3, 611.2a: "You may cast a creature spell from your graveyard this turn." (an effect
# for the turn on the player, effects/graveyard_spell_turn.py): one spell of its filter's kind.
# Listed with the permanents' permissions under its source's id and the index
# EFFECT_INDEX + its timestamp (its use: that slot in `state.once_used`, emptied as each turn
# begins; the effect ends in the cleanup step, 514.2)
GRAVEYARD_SPELL = "may cast a spell from graveyard this turn"
EFFECT_INDEX = 1_000_000


def effect_permissions(state: GameState, player: int
                       ) -> list[tuple[int, int, int, StaticAbility]]:
    """Such effects' permissions of `player`, as `_spell_permissions` lists them."""
    from mtg_engine.state.objects import player_ref

    ref = player_ref(player)
    return [(e.source, player, EFFECT_INDEX + e.timestamp,
             StaticAbility(kind=KIND, filter=e.filter or Filter(), max_count=1, whose="you"))
            for e in state.effects if e.layer == "player" and ref in e.affected
            and GRAVEYARD_SPELL in e.keywords]


def _spell_permissions(state: GameState, player: int) -> list[tuple[int, int, int, StaticAbility]]:
    """(permanent, its controller, the static's index, the static) for each permission of
    `player` to cast spells from their graveyard (the lands-only ones are rules/
    play_permissions.py's), then those of effects for the turn (`effect_permissions`)."""
    out = effect_permissions(state, player) if state.effects else []
    if KIND not in _static_kinds(state):  # (the common case: no such permission at all)
        return out
    from mtg_engine.rules.layers import characteristics

    for src in state.battlefield:
        ch = characteristics(state, src)
        for i, st in enumerate(ch.statics):
            if st.kind == KIND and st.max_count and st.filter != _LANDS \
                    and ch.controller == player and st.whose == "you":
                out.append((src, ch.controller, i, st))
    return out


def any_permission(state: GameState, player: int) -> bool:
    """Has `player` such a permission on the battlefield?"""
    return bool(_spell_permissions(state, player))


def sources(state: GameState, player: int, card_id: int) -> list[int]:
    """The permanents whose permission lets `player` cast `card_id` from their graveyard now
    (its own card, a spell matching the filter, the condition holding, a use left this
    turn)."""
    return [src for src, _ in _eligible(state, player, card_id)]


# the permanent types of "a permanent spell of each permanent type" (110.4; lands are played)
_TYPE_SLOTS = {CardType.ARTIFACT: 1, CardType.CREATURE: 2, CardType.ENCHANTMENT: 3,
               CardType.PLANESWALKER: 5}
_LAND_SLOT = 4


def _slot(index: int, kind: int = 0) -> int:
    """The `once_used` key of the static number `index` (`kind`: a permanent type's use)."""
    return SLOT + 8 * index + kind


def _eligible(state: GameState, player: int, card_id: int, face: CardDef | None = None,
              x: int = 0) -> list[tuple[int, int]]:
    """(permanent, the use it would spend) for `sources`; with `face`, for casting the card
    as that spell (709.3, 715.3: an Adventure or a back face is a spell of its own
    characteristics, which the permission must allow)."""
    from mtg_engine.rules.casting import _kept_castable
    from mtg_engine.rules.conditions import holds
    from mtg_engine.rules.filters import matches

    o = state.objects.get(card_id)
    if o is None or o.zone is not Zone.GRAVEYARD or o.owner != player:
        return []
    if CardType.LAND in o.card.types and not o.card.faces:
        return []  # 305.1: a land is played, never cast
    perms = _spell_permissions(state, player)
    if not perms or card_id in _kept_castable(state, player):
        return []
    from mtg_engine.rules.graveyard_card_permissions import permitted

    if permitted(state, player, card_id):
        return []  # (an effect's permission for this card is used: rules/graveyard_card_...)
    from mtg_engine.rules.play_permissions import graveyard_turn

    if graveyard_turn(state, player):
        return []  # (an effect's permission for the turn is used: Yawgmoth's Will)
    out = []
    for src, ctl, i, st in perms:
        if st.when is not None and not holds(state, st.when, ctl, src):
            continue
        if st.each_type:  # one use per permanent type the spell has (the player's choice)
            types = (face or o.card).types
            out += [(src, _slot(i, k)) for t, k in _TYPE_SLOTS.items() if t in types
                    and state.once_used.count((src, _slot(i, k))) < st.max_count]
        elif state.once_used.count((src, _slot(i))) < st.max_count \
                and matches(state, card_id, st.filter, player) \
                and (face is None or _spell_matches(face, st.filter, x)):
            out.append((src, _slot(i)))
    return out


def _spell_matches(spell: CardDef, f: Filter, x: int = 0) -> bool:
    """Is the spell `spell` (the face cast, with X = `x`) one the permission's filter names:
    its types, creature types and mana value (202.3, 107.3: X as announced on the stack; the
    fields `graveyard_each_turn` writes)?"""
    if f.types and not {t.value for t in spell.types} & set(f.types):
        return False
    if f.subtypes and not set(spell.subtypes) & set(f.subtypes):
        return False
    mv = spell.mana_cost.with_x(x).mana_value if spell.mana_cost.has_x else spell.mana_value
    return f.mana_value_le is None or mv <= f.mana_value_le


def face_allowed(state: GameState, player: int, card_id: int, spell: CardDef,
                 x: int = 0) -> bool:
    """May `card_id` be cast as the spell `spell` (one of its faces)? Always, except from a
    graveyard by such a permission: then the permission must allow that spell."""
    o = state.objects.get(card_id)
    if o is None or o.zone is not Zone.GRAVEYARD or not _spell_permissions(state, player):
        return True
    from mtg_engine.rules.casting import _kept_castable
    from mtg_engine.rules.graveyard_card_permissions import permitted

    if permitted(state, player, card_id):
        return True  # (an effect's permission for this card: any of its faces, 601.3)
    from mtg_engine.rules.play_permissions import graveyard_turn

    if graveyard_turn(state, player):
        return True  # (an effect's permission for the turn: any spell, 601.3)
    return card_id in _kept_castable(state, player) \
        or bool(_eligible(state, player, card_id, spell, x))


def land_permitted(state: GameState, player: int, card_id: int) -> bool | None:
    """305.1, 601.3: may `player` play the land card `card_id` from their graveyard by a
    once-each-turn permission (Muldrotha's land)? None when no such permission is there (the
    others are rules/play_permissions.py's)."""
    found = _land_uses(state, player, card_id)
    return None if found is None else bool(found)


def _land_uses(state: GameState, player: int, card_id: int) -> list[tuple[int, int]] | None:
    from mtg_engine.rules.conditions import holds

    perms = [p for p in _spell_permissions(state, player) if p[3].each_type]
    if not perms:
        return None
    return [(src, _slot(i, _LAND_SLOT)) for src, ctl, i, st in perms
            if (st.when is None or holds(state, st.when, ctl, src))
            and state.once_used.count((src, _slot(i, _LAND_SLOT))) < st.max_count]


def use_land(state: GameState, player: int, card_id: int) -> None:
    """305.1: a land played from the graveyard spends a once-each-turn permission's use when
    no unlimited permission lets it be played ("You may play lands from your graveyard.":
    that one is used, as it costs nothing)."""
    from mtg_engine.rules.play_permissions import unlimited_land

    o = state.objects.get(card_id)
    if o is None or o.zone is not Zone.GRAVEYARD or unlimited_land(state, player, o):
        return
    found = _land_uses(state, player, card_id)
    if found:
        state.once_used = (*state.once_used, found[0])


def castable(state: GameState, player: int) -> list[int]:
    """The cards in `player`'s graveyard such a permission lets them cast now."""
    if not _spell_permissions(state, player):
        return []
    return [c for c in state.players[player].graveyard if sources(state, player, c)]


def choices(state: GameState, player: int, a: CastSpell) -> list[CastSpell]:
    """`a` once for each permanent whose permission may be used to cast its card from a
    graveyard, when the player has a choice that matters (permissions of different spells);
    else [a]."""
    from dataclasses import replace

    face = _face(state, a)
    if face is not None and not face_allowed(state, player, a.card, face, a.x):
        return []  # (X too great for the permission's mana value: 107.3, 202.3)
    found = _eligible(state, player, a.card, face, a.x)
    if len(found) < 2:
        return [a]
    kinds = {(_static(state, player, src, slot).filter, (slot - SLOT) % 8)
             for src, slot in found}
    if len(kinds) < 2:  # (the same permission on several permanents: no choice that matters)
        return [a]
    return [replace(a, permission=src, permission_slot=slot) for src, slot in found]


def _static(state: GameState, player: int, src: int, slot: int) -> StaticAbility:
    return next(st for s, _, i, st in _spell_permissions(state, player)
                if s == src and (slot - SLOT) // 8 == i)


def problem(state: GameState, player: int, a: CastSpell, spell: CardDef) -> str | None:
    """Why `a`'s named permission can't be used, or why the face cast isn't one such a
    permission allows (None: it can, or none is needed)."""
    if not face_allowed(state, player, a.card, spell, a.x):
        return "that spell isn't one the permission lets you cast from your graveyard (601.3)"
    if not a.permission:
        return None
    if not any(src == a.permission and a.permission_slot in (0, slot)
               for src, slot in _eligible(state, player, a.card, spell, a.x)):
        return "that permanent's ability doesn't let you cast it from your graveyard (601.3)"
    return None


def use(state: GameState, player: int, a: CastSpell) -> bool:
    """601.3: the card is cast from the graveyard by such a permission: one of its uses this
    turn is spent (the named permanent's, else the only kind there is). Returns whether the
    permission used exiles the spell instead of putting it into its owner's graveyard
    (614.1a: "If a spell cast this way would be put into your graveyard, exile it instead")."""
    found = _eligible(state, player, a.card, _face(state, a), a.x)
    if not found:
        return False
    chosen = next((f for f in found if f[0] == a.permission
                   and a.permission_slot in (0, f[1])), found[0])
    state.once_used = (*state.once_used, chosen)
    return _static(state, player, chosen[0], chosen[1]).exile_instead


def _face(state: GameState, a: CastSpell) -> CardDef | None:
    """The spell `a` casts (its face: 709.3, 715.3), None if it can't be."""
    from mtg_engine.rules.faces import spell_card

    if a.card not in state.objects:
        return None
    spell = spell_card(state.objects[a.card], a.face)
    return spell if isinstance(spell, CardDef) else None
