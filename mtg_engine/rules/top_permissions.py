"""601.3: a once-each-turn permission to cast a spell from the top of one's library, of a kind
the cards exiled with its permanent name:

  Once each turn, you may cast a spell from the top of your library if it shares a card type
  with a card exiled with ~.                                    (Cemetery Illuminator)

The DSL static is `play_from_top` with `max_count: 1` and `condition: shares_exiled_type`
(607.2a: the cards its linked ability exiled, rules/exiled_with.py). The spell (the face cast:
an Adventure is an instant or sorcery spell, 715.3) must share a card type (205.2a) with one of
them. Each permission is the permanent's own: its use this turn is kept in `state.once_used`
(emptied as each turn begins) under (permanent, SLOT); a second Illuminator gives a second
spell, and one that left and returned is a new object with a new permission (400.7). A land
is never cast (305.1). A permission without a limit ("You may cast spells from the top of your
library.") is used first when it allows the spell (rules/play_permissions.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.actions import CastSpell

KIND = "play_from_top"
SHARES_EXILED = "shares_exiled_type"  # (the static's `condition`)
SLOT = 2_000_000  # `state.once_used`: (permanent, SLOT) per spell cast this turn


def limited(state: GameState, player: int) -> list[tuple[int, int]]:
    """(permanent, uses allowed each turn) of each such permission `player` has."""
    from mtg_engine.rules.restrictions import statics_for

    return [(src, st.max_count) for src, _, st in statics_for(state, player, KIND)
            if st.max_count and st.condition == SHARES_EXILED]


def _is_top(state: GameState, player: int, card_id: int) -> bool:
    o = state.objects.get(card_id)
    lib = state.players[player].library
    return o is not None and o.zone is Zone.LIBRARY and o.owner == player and bool(lib) \
        and lib[-1] == card_id


def _shares(state: GameState, src: int, types: frozenset[CardType]) -> bool:
    from mtg_engine.rules.exiled_with import exiled_with

    return any(types & frozenset(state.objects[c].card.types) for c in exiled_with(state, src))


def eligible(state: GameState, player: int, card_id: int, spell: CardDef | None = None
             ) -> list[int]:
    """The permanents whose permission lets `player` cast `card_id` (the top card of their
    library) now as `spell` (a face; None: as any of its faces)."""
    if not _is_top(state, player, card_id):
        return []
    card = state.objects[card_id].card
    if CardType.LAND in card.types and not card.faces:
        return []  # 305.1: a land is played, never cast
    faces = (spell,) if spell is not None else (card, *card.faces)
    return [src for src, n in limited(state, player)
            if state.once_used.count((src, SLOT)) < n
            and any(_shares(state, src, frozenset(f.types)) for f in faces
                    if CardType.LAND not in f.types)]


def _unlimited(state: GameState, player: int, card_id: int, spell: CardDef | None) -> bool:
    from mtg_engine.rules.play_permissions import unlimited_top

    return unlimited_top(state, player, card_id, spell)


def face_allowed(state: GameState, player: int, card_id: int, spell: CardDef) -> bool:
    """May the top card `card_id` be cast as `spell`? Always, except when only such
    permissions let it be cast from there: then one must allow that spell."""
    if not limited(state, player) or not _is_top(state, player, card_id) \
            or _unlimited(state, player, card_id, spell):
        return True
    return bool(eligible(state, player, card_id, spell))


def problem(state: GameState, player: int, a: CastSpell, spell: CardDef) -> str | None:
    """Why the spell `a` casts from the top of the library isn't one the permission allows."""
    if face_allowed(state, player, a.card, spell):
        return None
    return "that spell doesn't share a card type with a card exiled with it (601.3)"


def use(state: GameState, player: int, a: CastSpell, spell: CardDef) -> None:
    """601.3: the top card is cast by such a permission (none without a limit allowing it):
    its permanent's use this turn is spent."""
    if not limited(state, player) or _unlimited(state, player, a.card, spell):
        return
    found = eligible(state, player, a.card, spell)
    if found:
        state.once_used = (*state.once_used, (found[0], SLOT))
