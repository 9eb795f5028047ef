"""Static abilities that let a player play cards from a zone other than their hand (601.3: a
spell can be cast if a rule or effect allows it; 305.1: a land is played from the hand unless
an effect allows otherwise):

  You may play lands from the top of your library.                     (`play_from_top`)
  You may cast creature spells from the top of your library.
  You may play lands and cast spells from the top of your library.     (Future Sight)
  You may play lands from your graveyard.                              (`play_from_graveyard`)

`filter` says which cards: `types: [Land]` only lands, no filter lands and spells, any other
filter the spells (a land is never cast, 305.1: "cast creature spells" doesn't let Dryad Arbor
be played). `whose` is always "you": the static's controller, from their own library's top card
or their own graveyard. Timing, costs and the land play of the turn are as usual (601.3 gives
no other permission; 305.2)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter, StaticAbility
from mtg_engine.core.types import CardType
from mtg_engine.rules.restrictions import _player_statics
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

KINDS = ("play_from_top", "play_from_graveyard")
_LANDS = Filter(types=("Land",))


def _statics(state: GameState, player: int, kind: str) -> list[StaticAbility]:
    return _player_statics(state, player, kind)


def _in_place(state: GameState, player: int, o: GameObject) -> str:
    """The permission kind that names where `o` is, if it is `player`'s: the top card of their
    library or a card in their graveyard ("" otherwise)."""
    if o.owner != player:
        return ""
    if o.zone is Zone.LIBRARY:
        lib = state.players[player].library
        return "play_from_top" if lib and lib[-1] == o.id else ""
    return "play_from_graveyard" if o.zone is Zone.GRAVEYARD else ""


def _allows(state: GameState, player: int, o: GameObject, st: StaticAbility) -> bool:
    from mtg_engine.rules.filters import matches

    f = st.filter
    if CardType.LAND in o.card.types and not o.card.faces:
        return f == Filter() or f == _LANDS  # 305.1: lands are played, never cast
    # (spells only from the top of a library: from a graveyard they would meet flashback
    # and escape, rules/costs.py, which this doesn't settle)
    return st.kind == "play_from_top" and f != _LANDS and matches(state, o.id, f, player)


def permitted(state: GameState, player: int, o: GameObject) -> bool:
    """601.3, 305.1: may `player` play `o` because of such a static ability?"""
    kind = _in_place(state, player, o)
    return bool(kind) and any(_allows(state, player, o, st)
                              for st in _statics(state, player, kind))


def _candidates(state: GameState, player: int) -> list[int]:
    p = state.players[player]
    out: list[int] = []
    if p.library and _statics(state, player, "play_from_top"):
        out.append(p.library[-1])
    if p.graveyard and _statics(state, player, "play_from_graveyard"):
        out += p.graveyard
    return [c for c in out if permitted(state, player, state.objects[c])]


def castable(state: GameState, player: int) -> list[int]:
    """The nonland card on top of `player`'s library, if they may cast it now (601.3)."""
    p = state.players[player]
    if not p.library or not _statics(state, player, "play_from_top"):
        return []
    top = state.objects[p.library[-1]]
    if CardType.LAND in top.card.types and not top.card.faces:
        return []
    return [top.id] if permitted(state, player, top) else []


def lands(state: GameState, player: int) -> list[int]:
    """The land cards `player` may play from those zones now (305.1)."""
    return [c for c in _candidates(state, player)
            if CardType.LAND in state.objects[c].card.types]
