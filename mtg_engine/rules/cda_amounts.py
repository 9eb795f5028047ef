"""Characteristic-defining abilities setting power and/or toughness to an amount other than a
plain count of objects (604.3, 613.4a: layer 7a): "~'s power and toughness are each equal to
twice the number of cards in your hand" (Masumaro), "... equal to your devotion to white"
(Daxos), "... the number of basic land types among lands you control" (domain, 305.6),
"... the number of fade counters on it" (122.1).

The amount (`LayerEffect.pt_amount`, a cards/amounts.Amount) is read from the
characteristics being computed (613.8: an effect it depends on applies first), from the point
of view of the object's controller ("you", 109.5). A CDA works in every zone (604.3): from a
hand or graveyard the battlefield is read as it is. 107.1a-b: "twice", "half ..., rounded
up/down", "N plus"; never below zero.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.amounts import Amount
from mtg_engine.rules.zone_characteristics import battlefield_seen, cards_in_zone
from mtg_engine.state.game_state import GameState

# The amounts a CDA may set power and toughness to (the DSL checks it: dsl_statics.py): those
# the layer system can read from the characteristics it is computing, and whose changes
# already make it forget its results (objects moving, counters, control, mana costs), and
# "your life total" (119.1, Serra Avatar): a CDA that read one leaves the mark LIFE_READ
# among the computed values, and a life change then forgets them (effects/primitives.py).
CDA_KINDS = ("count", "counters", "devotion", "basic_land_types", "party", "players",
             "life_total", "card_types",
             # 202.3: "the highest / total mana value among (of) creatures you control" (a
             # mana value, never a power: layer 7 would read what it is computing, 613.8)
             "greatest", "total",
             # 607.2a: "the number of cards exiled with it" (cards moving to or from exile
             # make the layer system forget its results)
             "exiled_with",
             "names",  # 201.2: "the number of differently named lands you control"
             # 402.1: the most cards in an opponent's hand (cards moving between zones make
             # the layer system forget its results)
             "hand_most")
# the stat the `greatest` and `total` CDAs may read
CDA_STATS = ("mana_value",)
# the computed-values key marking that a characteristic was read from a life total
LIFE_READ = -7


def cda_value(state: GameState, chars: dict[int, Any], a: Amount, oid: int) -> int:
    """The value of `a` for object `oid`'s CDA (604.3), with its modifiers (107.1a-b)."""
    n = _base(state, chars, a, oid) * a.times
    if a.also is not None:  # "... plus / minus the number of ..." (107.1, 107.1b below)
        n += cda_value(state, chars, a.also, oid) * (-1 if a.also_minus else 1)
    if a.half == "up":  # 107.1a
        n = (n + 1) // 2
    elif a.half == "down":
        n //= 2
    if a.minus_from:
        n = a.minus_from - n
    return max(0, n + a.plus)  # 107.1b


def _base(state: GameState, chars: dict[int, Any], a: Amount, oid: int) -> int:
    from mtg_engine.rules.amounts import LAYER_KINDS, in_layers

    you = chars[oid].controller if oid in chars else state.objects[oid].controller
    if a.kind == "life_total":  # 119.1: "equal to your life total", "the highest life total
        if a.who == "their":  # among your opponents"
            raise ValueError("a CDA reads its controller's or the highest life total only")
        from mtg_engine.rules.amounts import life_total_of

        state._chars[LIFE_READ] = True  # (forgotten when a life total changes)
        return life_total_of(state, you, a.who)
    if a.kind == "counters":  # 122.1: counters on the object itself ("on it")
        o = state.objects.get(oid)
        from mtg_engine.rules.counter_kind_choice import count_of

        return count_of(o.counters, a.counter_kind) if o is not None else 0
    if a.kind == "hand_most":  # 402.1 (rules/amounts.hand_most)
        from mtg_engine.rules.amounts import hand_most

        return hand_most(state, you)
    if a.kind == "exiled_with":  # 607.2a: the object itself (400.7: in a hand, none)
        from mtg_engine.rules.exiled_with import exiled_mana_value, exiled_with

        if a.who == "mana_value":  # 202.3: "the exiled card's mana value"
            return exiled_mana_value(state, oid)
        return len(exiled_with(state, oid))
    if a.kind == "card_types":  # 205.2a: among cards in graveyards, with their own CDAs
        from mtg_engine.rules.zone_characteristics import card_types_among

        assert a.filter is not None
        return card_types_among(cards_in_zone(state, chars, a.zone, a.filter, you, oid))
    seen = battlefield_seen(state, chars, oid)
    if a.kind in ("greatest", "total"):
        return _mana_values(state, seen, chars, a, you, oid)
    if a.kind in LAYER_KINDS:  # devotion (700.5), domain (305.6), party (700.8), players
        return in_layers(state, seen, a, you, oid)
    if a.kind != "count" or a.filter is None:
        raise ValueError(f"a CDA can't count {a.kind!r}")
    return _count(state, seen, a, you, oid, chars)


def _count(state: GameState, seen: dict[int, Any], a: Amount, you: int, oid: int,
           chars: dict[int, Any]) -> int:
    """Objects matching the filter: permanents (with their characteristics `seen`), or cards
    in the hands or graveyards the filter's controller names (400.1: "you" yours, "opponent"
    your opponents', none every player's), with their own CDAs (604.3: `cards_in_zone`)."""
    from mtg_engine.rules.filters import match_characteristics

    assert a.filter is not None
    whose = counted_players(state, a, oid)
    if a.zone == "battlefield":
        return sum(1 for c, ch in seen.items()
                   if (whose is None or ch.controller in whose)
                   and match_characteristics(state, state.objects[c], ch, a.filter, you, oid))
    return len(cards_in_zone(state, chars, a.zone, a.filter, you, oid, whose))


def counted_players(state: GameState, a: Amount, oid: int) -> tuple[int, ...] | None:
    """The players whose permanents or cards a count with an `of` counts: the player chosen as
    the object entered (614.12a: "the number of cards in the chosen player's hand"; none
    while it made no choice, as in a hand: the count is 0); None for a count without `of`."""
    if a.of in ("", "self"):
        return None
    if a.of != "chosen_player":
        raise ValueError(f"a CDA can't count the objects of {a.of!r}")
    from mtg_engine.effects.references import chosen_player_refs
    from mtg_engine.state.objects import ref_player

    return tuple(p for p in map(ref_player, chosen_player_refs(state, oid)) if p is not None)


def _mana_values(state: GameState, seen: dict[int, Any], chars: dict[int, Any], a: Amount,
                 you: int, oid: int) -> int:
    """"the highest mana value among creatures you control" (Dodgy Jalopy), "the total mana
    value of other creatures you control" (Ancient Ooze): 202.3, the copiable values' mana
    value (707.2; a face-down permanent's is 0, 708.2); 0 when none match (107.1b). Cards in a
    hand or graveyard are read with their own CDAs (604.3: `cards_in_zone`)."""
    from mtg_engine.rules.filters import match_characteristics

    if a.stat not in CDA_STATS or a.filter is None:
        raise ValueError(f"a CDA can't read the {a.kind} {a.stat!r}")
    if a.zone == "battlefield":
        values = [0 if state.objects[c].face_down is not None else ch.card.mana_value
                  for c, ch in seen.items()
                  if match_characteristics(state, state.objects[c], ch, a.filter, you, oid)]
    else:
        values = [ch.card.mana_value
                  for ch in cards_in_zone(state, chars, a.zone, a.filter, you, oid)]
    return int(max(values, default=0) if a.kind == "greatest" else sum(values))
