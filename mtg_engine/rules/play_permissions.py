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

from mtg_engine.cards.dsl import CardDef, Cost, Filter, StaticAbility
from mtg_engine.core.types import CardType
from mtg_engine.rules import graveyard_card_permissions as one_card
from mtg_engine.rules import graveyard_permissions, top_permissions
from mtg_engine.rules.restrictions import _player_statics, _static_kinds
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

KINDS = ("play_from_top", "play_from_graveyard")
# (the static kinds that may add a card to `castable`: these, and graveyard_permissions.KIND)
_PERMISSION_KINDS = frozenset({*KINDS, graveyard_permissions.KIND})
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

    if st.kind == "play_from_top" and st.max_count:
        return False  # (once each turn: rules/top_permissions.py)
    f = st.filter
    if CardType.LAND in o.card.types and not o.card.faces:
        return f == Filter() or f == _LANDS  # 305.1: lands are played, never cast
    # (spells only from the top of a library: from a graveyard they would meet flashback
    # and escape, rules/costs.py, which this doesn't settle)
    return st.kind == "play_from_top" and f != _LANDS and matches(state, o.id, f, player)


def permitted(state: GameState, player: int, o: GameObject) -> bool:
    """601.3, 305.1: may `player` play `o` because of such a static ability? (A land from a
    graveyard by a once-each-turn permission: rules/graveyard_permissions.py.)"""
    kind = _in_place(state, player, o)
    if kind == "play_from_graveyard" and graveyard_turn(state, player):
        return True  # 601.3, 305.1: an effect's permission for the turn (Yawgmoth's Will)
    if kind == "play_from_graveyard" and CardType.LAND in o.card.types and not o.card.faces:
        return unlimited_land(state, player, o) or bool(
            graveyard_permissions.land_permitted(state, player, o.id))
    if kind == "play_from_top" and top_permissions.eligible(state, player, o.id):
        return True  # 601.3: once each turn (rules/top_permissions.py)
    return bool(kind) and any(_allows(state, player, o, st)
                              for st in _statics(state, player, kind))


def unlimited_top(state: GameState, player: int, card_id: int, spell: CardDef | None) -> bool:
    """601.3: does a permission without a limit let `player` cast the top card `card_id` of
    their library (as the spell `spell`, a face of it, when given)?"""
    from mtg_engine.rules.filters import matches

    o = state.objects[card_id]
    for st in _statics(state, player, "play_from_top"):
        if not _allows(state, player, o, st):
            continue
        if spell is None or st.filter == Filter() or _spell_in(spell, st.filter):
            return True
        if matches(state, card_id, st.filter, player) and spell is o.card:
            return True
    return False


def _spell_in(spell: CardDef, f: Filter) -> bool:
    """Is the spell `spell` (a face) of the types the filter names (none: any)?"""
    types = {t.value for t in spell.types}
    return (not f.types or bool(types & set(f.types))) \
        and not types & set(f.not_types or ())


def unlimited_land(state: GameState, player: int, o: GameObject) -> bool:
    """305.1: "You may play lands from your graveyard." (no limit each turn) for `o`?"""
    return any(not st.max_count and _allows(state, player, o, st)
               for st in _statics(state, player, "play_from_graveyard"))


BY_LIFE = -3  # `CastSpell.alt_cost`: life equal to its mana value, by Bolas's Citadel's (118.9)


def life_instead(state: GameState, player: int, card_id: int) -> tuple[bool, bool]:
    """118.9: (whether a permission with "pay life equal to its mana value rather than pay its
    mana cost" lets `player` cast `card_id` from the top of their library, whether only such
    permissions do: then that cost is the only one, 118.9a, and its mana cost can't be paid)."""
    o = state.objects.get(card_id)
    if o is None or _in_place(state, player, o) != "play_from_top":
        return False, False
    allow = [st for st in _statics(state, player, "play_from_top") if _allows(state, player, o, st)]
    life = any(st.top_life for st in allow)
    return life, life and all(st.top_life for st in allow)


def flash_from_top(state: GameState, player: int, card_id: int) -> bool:
    """601.3b: "You may cast noncreature spells from the top of your library. If you cast a
    spell this way, you may cast it as though it had flash." (Elsha of the Infinite): is
    `card_id` the top card of `player`'s library, which such a permission lets them cast?"""
    o = state.objects.get(card_id)
    if o is None or _in_place(state, player, o) != "play_from_top":
        return False
    return any(st.top_flash and _allows(state, player, o, st)
               for st in _statics(state, player, "play_from_top"))


# 601.3, 305.1, 611.2a: "Until end of turn, you may play lands and cast spells from your
# graveyard." (Yawgmoth's Will): a player effect for the turn (effects/graveyard_turn.py)
GRAVEYARD_TURN = "may play lands and cast spells from graveyard"


def graveyard_turn(state: GameState, player: int) -> bool:
    """May `player` play lands and cast spells from their graveyard this turn (an effect's
    permission, 611.2a)?"""
    if not state.effects:
        return False  # (no import on the common path: this is asked at every priority)
    from mtg_engine.rules.restrictions import _turn_forbids

    return _turn_forbids(state, player, GRAVEYARD_TURN)


def _candidates(state: GameState, player: int) -> list[int]:
    p = state.players[player]
    out: list[int] = []
    if p.library and _statics(state, player, "play_from_top"):
        out.append(p.library[-1])
    if p.graveyard and (_statics(state, player, "play_from_graveyard")
                        or graveyard_turn(state, player)):
        out += p.graveyard
    return [c for c in out if permitted(state, player, state.objects[c])]


def castable(state: GameState, player: int) -> list[int]:
    """The nonland card on top of `player`'s library, if they may cast it now (601.3), the
    cards whose own static ability lets them be cast from their owner's graveyard or from
    exile (`own_permission`), and those a permanent's lets them cast from their graveyard
    (rules/graveyard_permissions.py)."""
    if not state.effects and _PERMISSION_KINDS.isdisjoint(_static_kinds(state)) \
            and not _own_candidates(state, player) and not one_card.castable(state, player):
        return []  # (asked at every priority: no effect, no such static, no such card)
    own = _own_castable(state, player) + graveyard_permissions.castable(state, player)  # 601.3
    own += [c for c in one_card.castable(state, player) if c not in own]  # (an effect's)
    if graveyard_turn(state, player):  # 601.3: every nonland card of their graveyard
        own += [c for c in state.players[player].graveyard if c not in own and (
            CardType.LAND not in state.objects[c].card.types or state.objects[c].card.faces)]
    p = state.players[player]
    if not p.library or not _statics(state, player, "play_from_top"):
        return own
    top = state.objects[p.library[-1]]
    if CardType.LAND in top.card.types and not top.card.faces:
        return own
    return [top.id, *own] if permitted(state, player, top) else own


# 601.3, 113.6b: "You may cast ~ from your graveyard [as long as <condition>]", "You may cast
# ~ from exile": a static ability of the card itself that functions in that zone
# (`cast_self_from`, its `zone`: graveyard, exile or all of those two; `when`: its condition,
# 611.3a); the card's owner may cast it from there, paying its costs as usual (601.2)
OWN_KIND = "cast_self_from"
_OWN_ZONES = {"graveyard": (Zone.GRAVEYARD,), "exile": (Zone.EXILE,),
              "all": (Zone.GRAVEYARD, Zone.EXILE)}


def own_permission(state: GameState, player: int, o: GameObject) -> bool:
    """May `player` cast card `o` because of its own `cast_self_from` static ability?"""
    from mtg_engine.rules.conditions import holds

    if o.owner != player:
        return False
    return any(st.kind == OWN_KIND and o.zone in _OWN_ZONES[st.zone]
               and (st.when is None or holds(state, st.when, player, o.id))
               for st in o.card.statics)


def own_only_using(state: GameState, player: int, o: GameObject) -> str:
    """702.140a: the alternative cost `o` must be cast for when only its own permission "You
    may cast ~ from your graveyard using its mutate ability" lets `player` cast it from where
    it is (Brokkos); "" when it may be cast otherwise."""
    from mtg_engine.rules import graveyard_card_permissions as one_card

    using = {st.using for st in o.card.statics if st.kind == OWN_KIND
             and o.zone in _OWN_ZONES[st.zone]}
    if o.zone is not Zone.GRAVEYARD or "" in using or not using or o.owner != player:
        return ""
    if o.id in graveyard_permissions.castable(state, player) or graveyard_turn(state, player) \
            or o.id in one_card.castable(state, player):
        return ""
    return next(iter(using))


def own_extra_cost(state: GameState, o: GameObject, card: CardDef) -> Cost | None:
    """118.8: the additional cost of casting `o` from its owner's graveyard by its own
    permission ("You may cast ~ from your graveyard by paying 3 life and discarding a card in
    addition to paying its other costs."): none elsewhere, nor without such a permission."""
    if o.zone is not Zone.GRAVEYARD:
        return None
    return next((st.extra_cost for st in card.statics
                 if st.kind == OWN_KIND and st.extra_cost is not None), None)


def _own_castable(state: GameState, player: int) -> list[int]:
    """The cards in `player`'s graveyard and in exile that they may cast by their own static
    ability (its condition is judged each time: it may change without any card moving; the
    cards with such an ability are cached with the player's cards, layers._PLAYER_KEYS)."""
    out = _own_candidates(state, player)
    return [c for c in out if own_permission(state, player, state.objects[c])] if out else []


def _own_candidates(state: GameState, player: int) -> list[int]:
    """`player`'s cards in their graveyard and in exile with such an ability (cached; to read,
    never to change)."""
    key = (_OWN_KEY, player)
    out = state._chars.get(key)  # type: ignore[call-overload]
    if out is None:
        out = [c for c in state.players[player].graveyard if _has_own(state.objects[c])]
        out += [c for c in state.exile if state.objects[c].owner == player
                and _has_own(state.objects[c])]
        state._chars[key] = out  # type: ignore[index]
    return out  # type: ignore[no-any-return]


_OWN_KEY = "own_castable"  # (one of layers._PLAYER_KEYS)


def _has_own(o: GameObject) -> bool:
    memo = _HAS_OWN.get(id(o.card))
    if memo is None or memo[0] is not o.card:
        if len(_HAS_OWN) > 65536:
            _HAS_OWN.clear()
        memo = _HAS_OWN[id(o.card)] = (o.card, any(st.kind == OWN_KIND
                                                  for st in o.card.statics))
    return memo[1]


_HAS_OWN: dict[int, tuple[object, bool]] = {}  # (remembered per card, by identity)


def lands(state: GameState, player: int) -> list[int]:
    """The land cards `player` may play from those zones now (305.1)."""
    from mtg_engine.rules.graveyard_protection import land_plays_forbidden

    return [c for c in _candidates(state, player)
            if CardType.LAND in state.objects[c].card.types
            and not (state.objects[c].zone is Zone.GRAVEYARD
                     and land_plays_forbidden(state, player))]  # (305.1)
