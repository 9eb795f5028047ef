"""The grammar pipeline (grammar.lark -> ir -> resolve -> lower, DESIGN 8): what the grammar
reads from Oracle instructions, how references are bound, and the DSL it lowers to; and
scenarios for the effect templates it added (real cards)."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.lower import lower_text
from mtg_engine.cards.oracle.parse import parse_effect
from mtg_engine.testing import Scenario, Step, Zone


def test_a_grammar_that_does_not_build_is_an_error_not_a_refusal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken grammar.lark (two branches adding the same terminal did it once) must raise,
    not make every card quietly unsupported."""
    from lark.exceptions import GrammarError

    from mtg_engine.cards.oracle import parse
    from mtg_engine.cards.oracle.triggers import parse_trigger

    class Broken:
        def joinpath(self, _name: str) -> Broken:
            return self

        def read_text(self, _encoding: str) -> str:
            return "start: A\nstatic: A\ntrigger: A\nif_condition: A\nA: \"a\"\nA: \"b\"\n"

    monkeypatch.setattr(parse.resources, "files", lambda _pkg: Broken())
    parse.grammar_parser.cache_clear()
    try:
        with pytest.raises(GrammarError):
            parse_effect("Draw a card.")
        with pytest.raises(GrammarError):
            parse_trigger("When ~ dies")
    finally:
        monkeypatch.undo()
        parse.grammar_parser.cache_clear()
    assert parse_effect("Draw a card.") is not None


def test_ir_of_a_then_clause_carries_its_subject() -> None:
    effect = parse_effect("Target player draws two cards, then discards two cards.")
    assert effect is not None
    first, second = effect.clauses
    assert first.subject == ir.Player("target_player") and not first.then
    assert second.subject == ir.Carried() and second.then
    assert second.instructions == (ir.PlayerAction("discard", ir.Carried(), 2),)


@pytest.mark.parametrize(("text", "effects", "targets"), [
    ("Target player draws two cards, then discards two cards.",
     [{"draw": {"count": 2, "who": "target"}}, {"discard": {"count": 2, "who": "target"}}],
     [{"kind": "player"}]),
    ("Destroy target nonartifact, nonblack creature. It can't be regenerated.",
     [{"destroy": {"what": "target", "no_regeneration": True}}],
     [{"kind": "creature", "filter": {"not_types": ["Artifact"], "not_colors": ["B"]}}]),
    ("Target creature gets +1/+1 and gains flying and first strike until end of turn.",
     [{"pump": {"what": "target", "power": 1, "toughness": 1}},
      {"grant": {"what": "target", "keywords": ["flying", "first strike"]}}],
     [{"kind": "creature"}]),
    ("~ deals 2 damage to any target and you gain 2 life.",
     [{"damage": {"amount": 2, "to": "target"}}, {"gain_life": {"amount": 2}}],
     [{"kind": "any"}]),
    ("Return target creature card from your graveyard to the battlefield.",
     [{"move": {"what": "target", "to": "battlefield"}}],
     [{"kind": "card", "zone": "graveyard",
       "filter": {"types": ["Creature"], "controller": "you"}}]),
    ("Put target creature on top of its owner's library.",
     [{"move": {"what": "target", "to": "library"}}], [{"kind": "creature"}]),
    ("~ deals 4 damage to target attacking or blocking creature.",
     [{"damage": {"amount": 4, "to": "target"}}],
     [{"kind": "creature", "filter": {"in_combat": True}}]),
    ("Enchanted creature gets +0/+1 until end of turn.",
     [{"pump": {"what": "attached", "power": 0, "toughness": 1}}], []),
    ("Destroy all creatures. They can't be regenerated.",
     [{"destroy": {"what": {"all": {"types": ["Creature"]}}, "no_regeneration": True}}], []),
    ("Target player loses 3 life and you gain 3 life.",
     [{"lose_life": {"amount": 3, "who": "target"}}, {"gain_life": {"amount": 3}}],
     [{"kind": "player"}]),
])
def test_lowering(text: str, effects: list[Any], targets: list[Any]) -> None:
    assert lower_text(text, allow_x=False, on_permanent=True) == (effects, targets)


@pytest.mark.parametrize("text", [
    "Creatures you control get +1/+1.",  # no duration: a static ability, not an effect
    "That player discards a card.",  # "that player" with no player before it
    "Draw two cards, then discards a card.",  # no subject to carry
    "Target creature gains flying and banding until end of turn.",  # banding not grantable
    "~ deals X damage to any target.",  # X with no value here
    "Exile target creature you control and draw a card and dance.",  # an unknown word
])
def test_not_understood(text: str) -> None:
    assert lower_text(text, allow_x=False, on_permanent=True) is None


def test_enchanted_creature_pump(real_db: CardDatabase) -> None:
    """Armor of Faith: "{W}: Enchanted creature gets +0/+1 until end of turn" (303.4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Armor of Faith", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}: Enchanted creature gets +0/+1 "
                       "until end of turn.", source="Armor of Faith")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 4)


def test_attacking_or_blocking_target(real_db: CardDatabase) -> None:
    """Arrows of Justice can target an attacking creature (506.4), not one out of combat."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.HAND, "B", "Arrows of Justice")
    s.attack(1, "A", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "B", "Arrows of Justice", targets=["Hill Giant"])
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_graveyard_to_battlefield_and_top_of_library(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Breath of Life")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Excommunicate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Breath of Life", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s2.add_card(Zone.HAND, "A", "Excommunicate")
    s2.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Excommunicate", targets=["Grizzly Bears"])
    s2.stop_at(1, Step.POSTCOMBAT_MAIN)
    s2.execute()
    s2.assert_permanent_count("B", "Grizzly Bears", 0)
    top = s2.state.players[1].library[-1]
    assert s2.state.objects[top].card.name == "Grizzly Bears"


def test_damage_and_you_gain_life(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Agonizing Syphon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Agonizing Syphon", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)


def test_tribal_anthems(real_db: CardDatabase) -> None:
    """"Other Goblins get +1/+1 and have mountainwalk." (613.4c, 613.1f; 205.3m creature
    types): other Goblins only, not the lord itself nor a non-Goblin."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Battle Sliver")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Goblin King", 2, 2)
    s.assert_power_toughness("A", "Goblin Piker", 3, 2)
    s.assert_abilities("A", "Goblin Piker", ["mountainwalk"])
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("A", "Battle Sliver", 5, 3)  # "Sliver creatures you control"


def test_treasure_token(real_db: CardDatabase) -> None:
    """111.10a: a Treasure is an artifact token with "{T}, Sacrifice this artifact: Add one
    mana of any color." (Brazen Freebooter makes one as it enters.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Brazen Freebooter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brazen Freebooter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 1)
    treasure = real_db.token("Treasure Token").abilities[0]
    assert treasure.is_mana_ability and treasure.any_color == 1
    assert treasure.cost.tap and treasure.cost.sacrifice_self
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s2.add_card(Zone.HAND, "A", "Brazen Freebooter")
    s2.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brazen Freebooter")
    s2.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}, Sacrifice this artifact: Add one "
                        "mana of any color.", source="Treasure Token", x=3)  # red (WUBRG)
    s2.stop_at(1, Step.END_TURN)
    s2.execute()
    s2.assert_permanent_count("A", "Treasure Token", 0)  # sacrificed to pay the cost (118.3)


def test_channel_discard_self_cost_from_hand(real_db: CardDatabase) -> None:
    """"Channel — {4}{G}, Discard ~: Destroy target creature with flying." is activated from
    the hand (602.2, the card is discarded as part of its cost, 118.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Bamboo Grove Archer")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A",
                       "Channel — {4}{G}, Discard Bamboo Grove Archer: Destroy target creature "
                       "with flying.", source="Bamboo Grove Archer", targets=["Wind Drake"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Wind Drake", 1)
    s.assert_graveyard_count("A", "Bamboo Grove Archer", 1)


def test_sacrifice_a_subtype_cost(real_db: CardDatabase) -> None:
    """"Sacrifice a Goblin" (118.3, 205.3m): only a Goblin can pay it."""
    card = real_db.get("Arms Dealer")
    assert card.abilities[0].cost.sacrifice is not None
    assert card.abilities[0].cost.sacrifice.subtypes == ("Goblin",)


def test_this_spell_cant_be_countered(real_db: CardDatabase) -> None:
    """"This spell can't be countered." (101.2): Counterspell does nothing to it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Abrupt Decay")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Abrupt Decay", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Abrupt Decay"],
                 responding_to="Abrupt Decay")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Counterspell", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
