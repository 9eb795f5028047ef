"""The round trip (DESIGN 8): every compiled ability rendered back from its DSL must say what
the Oracle paragraph says; a difference refuses the card with it as the reason."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle import compile_card
from mtg_engine.cards.oracle.render import difference, normalise, render_effects
from mtg_engine.cards.oracle.render_abilities import render_activated, render_trigger
from mtg_engine.cards.oracle.render_phrases import describe_filter
from mtg_engine.cards.oracle.render_statics import render_static


def test_normalise_equivalent_wordings() -> None:
    assert normalise("Draw two cards, then discard a card.") == \
        normalise("Draw 2 cards and discard a card")
    assert normalise("You gain 3 life.") == normalise("Gain 3 life.")
    assert normalise("Destroy target creature you don't control.") == \
        normalise("Destroy target creature an opponent controls.")
    assert normalise("Whenever ~ attacks, it deals 1 damage to any target.") == \
        normalise("When ~ attacks, ~ deals 1 damage to any target.")
    # the words that matter are kept
    assert normalise("another creature") != normalise("creature")
    assert normalise("artifact creature card") != normalise("creature card")
    assert normalise("Target player draws a card. You discard a card.") != \
        normalise("Target player draws a card and discards a card.")


@pytest.mark.parametrize(("effects", "targets", "text"), [
    ([{"draw": {"count": 2, "who": "target"}}, {"discard": {"count": 2, "who": "target"}}],
     [{"kind": "player"}], "Target player draws two cards and discards two cards."),
    ([{"pump": {"what": "target", "power": 2, "toughness": 2}},
      {"grant": {"what": "target", "keywords": ["flying"]}}],
     [{"kind": "creature"}], "Target creature gets +2/+2 and gains flying until end of turn."),
    ([{"destroy": {"what": "target", "no_regeneration": True}}],
     [{"kind": "creature", "filter": {"not_types": ["Artifact"], "not_colors": ["B"]}}],
     "Destroy target nonartifact nonblack creature. It can't be regenerated."),
    ([{"lose_life": {"amount": 3, "who": "target"}}, {"gain_life": {"amount": 3}}],
     [{"kind": "player"}], "Target player loses 3 life and you gain 3 life."),
    ([{"damage": {"amount": 2, "to": {"all": {"types": ["Creature"]}}}},
      {"damage": {"amount": 2, "to": "each_player"}}], [],
     "~ deals 2 damage to creatures and each player."),
])
def test_render_effects(effects: list, targets: list, text: str) -> None:  # type: ignore[type-arg]
    assert render_effects(effects, targets) == text


def test_render_abilities() -> None:
    assert render_activated({"cost": {"mana": "{1}", "tap": True, "sacrifice_self": True},
                             "effects": [{"damage": {"amount": 2, "to": "target"}}],
                             "targets": [{"kind": "any"}]}) == \
        "{1}, {T}, Sacrifice ~: ~ deals 2 damage to any target."
    assert render_trigger({"event": "creature_dies", "filter": {"types": ["Creature"],
                                                                "other": True},
                           "effects": [{"scry": {"count": 1}}]}, ("Creature",)) == \
        "Whenever another creature dies, scry 1."
    assert render_static({"anthem": {"affects": "enchanted", "power": -5, "toughness": 0}}) == \
        "enchanted creature gets -5/-0."
    assert describe_filter({"all_types": ["Artifact", "Creature"]}, "card") == \
        "artifact creature card"


def test_a_card_whose_dsl_drops_words_is_refused(real_db: CardDatabase) -> None:
    """"Return target spell or creature" compiled to a creature-only target would lose
    "spell or": the round trip finds the difference. Since session 18 the DSL carries the
    target kind (115.1: spell_or_creature) and Unsubstantiate plays."""
    card = real_db.printed("Unsubstantiate")
    assert card is not None
    done = compile_card(card)
    assert done.supported
    assert done.dsl["spell"]["targets"] == [{"kind": "spell_or_creature"}]
    assert difference("Return target spell or creature to its owner's hand.",
                      "Return target creature to its owner's hand.")
