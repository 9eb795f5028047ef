"""Static abilities letting a player cast spells from among cards in exile with counters on
them (601.3: a spell may be cast from a zone other than a hand when an effect allows it; 122.1:
counters on objects in exile):

  You may cast spells from among cards in exile your opponents own with ice counters on them,
  and you may spend mana from snow sources as though it were mana of any color to cast those
  spells.                                                              (Draugr Necromancer)
  You may play lands and cast noncreature spells from among cards you exiled that have fetch
  counters on them, and you may spend mana as though it were mana of any color to cast those
  spells.                                                       (Haldan, Avid Arcanist)

The DSL static is `cast_from_exile_counters` with `counter_kind` (the counters the card must
have), `affects: opponents_own` (cards owned by an opponent of the static's controller) and
`mana: snow_any_color` (609.4b: mana from a snow source, 107.4h, may be spent as though it were
mana of any color to cast those spells; rules/spend_any.py, rules/mana.py), or `affects:
you_exiled` (cards the static's controller exiled, rules/exiled_by.py), `filter` (the spells it
lets be cast: "noncreature spells"), `lands` (land cards may be played too, 305.1: the land
play of the turn, 305.2) and `mana: any_color` (609.4b). Timing and costs are as usual: the
permission doesn't let a sorcery be cast at instant speed (601.3, 307.1), and a land card is
never cast (305.1, 305.9).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter, StaticAbility
from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

KIND = "cast_from_exile_counters"
OPPONENTS_OWN = "opponents_own"  # (`affects`: the cards an opponent of its controller owns)
YOU_EXILED = "you_exiled"  # (`affects`: the cards its controller exiled, 406.3)
OWNERS = {"opponent": OPPONENTS_OWN, "you_exiled": YOU_EXILED}  # (the DSL's `owner`)
SNOW_ANY_COLOR = "snow_any_color"  # (`mana`: 609.4b for mana from snow sources)
ANY_COLOR = "any_color"  # (`mana`: 609.4b for any mana)
SPENDS = (SNOW_ANY_COLOR, ANY_COLOR)


def _allowing(state: GameState, player: int, o: GameObject, land: bool = False
              ) -> list[StaticAbility]:
    """The statics that let `player` cast the card `o` in exile now (`land`: play it as a
    land, 305.1)."""
    if o.zone is not Zone.EXILE or not o.counters:
        return []
    is_land = CardType.LAND in o.card.types
    if is_land != land and not (is_land and o.card.faces):
        return []  # 305.1: a land is played, never cast
    from mtg_engine.rules.exiled_by import exiled_by
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.restrictions import statics_for

    out = []
    for _, controller, st in statics_for(state, player, KIND):
        if o.counters.get(st.counter_kind, 0) <= 0 or (land and not st.lands):
            continue
        if st.affects == OPPONENTS_OWN and o.owner == controller:
            continue
        if st.affects == YOU_EXILED and exiled_by(o) != controller:
            continue
        if not land and st.filter != Filter() and not matches(state, o.id, st.filter, player):
            continue
        out.append(st)
    return out


def permitted(state: GameState, player: int, o: GameObject) -> bool:
    """601.3: may `player` cast the card `o` in exile by such a static ability?"""
    return bool(_allowing(state, player, o))


def land_permitted(state: GameState, player: int, o: GameObject) -> bool:
    """305.1: may `player` play the land card `o` in exile by such a static ability?"""
    return bool(_allowing(state, player, o, land=True))


def spends_as_any_color(state: GameState, player: int, oid: int) -> bool:
    """609.4b: may `player` spend mana as though it were mana of any color to cast the card
    `oid` (in exile, by a permission that says so)?"""
    o = state.objects.get(oid)
    return o is not None and any(st.mana == ANY_COLOR for st in _allowing(state, player, o))


def spends_snow_as_any_color(state: GameState, player: int, oid: int) -> bool:
    """609.4b: may `player` spend mana from snow sources as though it were mana of any color to
    cast the card `oid` (in exile, by a permission that says so)?"""
    o = state.objects.get(oid)
    return o is not None and any(st.mana == SNOW_ANY_COLOR
                                 for st in _allowing(state, player, o))
