"""601.3: static abilities that let a player cast spells from their graveyard a limited number
of times each turn: "During each of your turns, you may cast a creature spell from your
graveyard." (Karador, Ghost Chieftain; Gisa and Geralf; Lurrus of the Dream-Den).

The DSL static is `play_from_graveyard` with a spell `filter`, `max_count` (how many spells
each turn) and `as_long_as: your_turn` (611.3a). Each permission is the permanent's own: a
second Karador gives a second spell, and a Karador that leaves and returns is a new object with
a new permission (400.7). Its uses this turn are kept with the "once each turn" activations
(`state.once_used`, emptied as each turn begins), under the permanent's id and
`SLOT + <the static's index>`.

When several permanents' permissions could let a card be cast, the player chooses which one is
used (`CastSpell.permission`: that permanent's id; 0 when there is no choice to make).

A card with its own way to be cast from a graveyard (flashback, escape, jump-start, retrace,
aftermath: rules/casting._kept_castable) is cast that way only: such a permission isn't
offered for it (rules/costs.py reads a cast from a graveyard as one of those)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import Filter, StaticAbility
from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.actions import CastSpell

KIND = "play_from_graveyard"
SLOT = 1_000_000  # `state.once_used`: (permanent, SLOT + static index) per spell cast this turn
_LANDS = Filter(types=("Land",))


def _spell_permissions(state: GameState, player: int) -> list[tuple[int, int, int, StaticAbility]]:
    """(permanent, its controller, the static's index, the static) for each permission of
    `player` to cast spells from their graveyard (the lands-only ones are rules/
    play_permissions.py's)."""
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.restrictions import _static_kinds

    if KIND not in _static_kinds(state):
        return []
    out = []
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


def _unused(state: GameState, src: int, index: int, st: StaticAbility) -> bool:
    """601.3: has this permanent's permission been used fewer than `max_count` times this
    turn?"""
    return state.once_used.count((src, SLOT + index)) < st.max_count


def sources(state: GameState, player: int, card_id: int) -> list[int]:
    """The permanents whose permission lets `player` cast `card_id` from their graveyard now
    (its own card, a spell matching the filter, the condition holding, a use left this
    turn)."""
    return [src for src, _ in _eligible(state, player, card_id)]


def _eligible(state: GameState, player: int, card_id: int) -> list[tuple[int, int]]:
    """(permanent, static index) for `sources`."""
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
    return [(src, i) for src, ctl, i, st in perms
            if (st.when is None or holds(state, st.when, ctl, src))
            and _unused(state, src, i, st) and matches(state, card_id, st.filter, player)]


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

    found = sources(state, player, a.card)
    if len(found) < 2:
        return [a]
    filters = {_static(state, src).filter for src in found}
    return [replace(a, permission=src) for src in found] if len(filters) > 1 else [a]


def _static(state: GameState, src: int) -> StaticAbility:
    return next(st for s, _, _, st in _spell_permissions(state, state.objects[src].controller)
                if s == src)


def problem(state: GameState, player: int, a: CastSpell) -> str | None:
    """Why `a`'s named permission can't be used (None: it can, or none is named)."""
    if not a.permission:
        return None
    if a.permission not in sources(state, player, a.card):
        return "that permanent's ability doesn't let you cast it from your graveyard (601.3)"
    return None


def use(state: GameState, player: int, a: CastSpell) -> None:
    """601.3: the card is cast from the graveyard by such a permission: one of its uses this
    turn is spent (the named permanent's, else the only kind there is)."""
    found = _eligible(state, player, a.card)
    if not found:
        return
    src, index = next((f for f in found if f[0] == a.permission), found[0])
    state.once_used = (*state.once_used, (src, SLOT + index))
