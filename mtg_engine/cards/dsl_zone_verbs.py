"""The DSL's effect verbs for casting and playing cards from other zones (601.3, 608.2g,
118.9) and the cards exiled with an object (607.2a): their required and optional parameters,
merged into `dsl_abilities.EFFECT_VERBS` (the effects are in effects/cast_card.py and
effects/linked.py; the compiler's reading in cards/oracle/zone_casts.py and linked.py)."""

from __future__ import annotations

ZONE_VERBS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # 607.2a, 608.2g: the owner of the card the source exiled may cast it without paying its
    # mana cost
    "cast_exiled": (frozenset(), frozenset()),
    # 702.75a: look at the top `count` cards, exile one face down (linked, 607.2a), the rest on
    # the bottom at random; 607.2a, 608.2g: you may play (`cast`: cast) the card the source
    # exiled (`free`: without paying its mana cost) (effects/hideaway.py)
    "hideaway": (frozenset({"count"}), frozenset()),
    "play_exiled": (frozenset({"free"}), frozenset({"cast", "must"})),  # `cast`: only cast
    # 608.2g: you may (`may`; else must, if able) cast the card `what` from a graveyard without
    # paying its mana cost; it is exiled instead of going to a graveyard (`exile_instead`:
    # "your" / "any"; `this_turn`, 614.1a)
    # (`each`: one card of each target, cast in turn: "for each opponent ... up to one target")
    "cast_card_free": (frozenset({"what"}), frozenset({"may", "exile_instead", "this_turn",
                                                       "each"})),
    # 601.3: exile `what`; its owner may cast it (`free`: without paying its mana cost, 118.9)
    # for as long as it remains exiled (rules/play_from_exile.py)
    "exile_castable": (frozenset({"what"}), frozenset({"free"})),
    # 601.3: the controller may play (`cast`: only cast, `free`: without paying its mana cost)
    # the cards the instruction before exiled, `until` turn / next_turn / remains; `spend`:
    # "color" / "type", mana spent as though it were of any color / type (609.4b); `it`,
    # `head`, `spent`, `comma`: the printed words
    # `exile_instead`: "If a spell cast this way would be put into your graveyard, exile it
    # instead." (614.1a: the spell cast by the permission remembers it)
    "allow_play": (frozenset({"until", "it"}), frozenset({"head", "cast", "free", "spend",
                                                          "spent", "comma", "exile_instead"})),
    # `who` (you by default) exiles cards from the top of their library until a nonland card
    "exile_until_found": (frozenset(), frozenset({"who"})),
    # 608.2g: you may cast the top card of your library without paying its mana cost if it
    # matches `filter` (`what`, `may_look`: the printed words)
    "cast_top_free": (frozenset({"filter", "what"}), frozenset({"may_look"})),
}
