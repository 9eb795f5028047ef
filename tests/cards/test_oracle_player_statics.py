"""Static abilities about players: "You have hexproof." (702.11c), "You have no maximum hand
size." and "Your maximum hand size is reduced by N." (402.2, 514.1). Real cards from the
shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.static_lowering import grammar_static
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


@pytest.mark.parametrize(("text", "dsl"), [
    ("You have hexproof.", {"player_keywords": {"whose": "you", "keywords": ["hexproof"]}}),
    ("Players have no maximum hand size.", {"no_maximum_hand_size": {"whose": "any"}}),
    ("Each opponent's maximum hand size is reduced by two.",
     {"hand_size": {"whose": "opponent", "amount": -2}}),
    ("Your maximum hand size is increased by one.", {"hand_size": {"whose": "you",
                                                                   "amount": 1}}),
])
def test_player_statics_read(text: str, dsl: dict) -> None:
    assert grammar_static(text) == dsl


def _shock(db: CardDatabase, caster: str, target: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aegis of the Gods")
    s.add_card(Zone.BATTLEFIELD, caster, "Mountain")
    s.add_card(Zone.HAND, caster, "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, caster, "Shock", targets=[target])
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_11c_aegis_of_the_gods_player_hexproof(real_db: CardDatabase) -> None:
    """A controls Aegis of the Gods ("You have hexproof."): B's Shock can't target A (A stays
    at 20); A's own Shock may (A goes to 18)."""
    s = _shock(real_db, "B", "A")
    with pytest.raises(ScenarioError, match="Shock"):
        s.execute()
    s.assert_life("A", 20)
    s = _shock(real_db, "A", "A")
    s.execute()
    s.assert_life("A", 18)


@pytest.mark.parametrize(("permanent", "kept"), [(None, 7), ("Spellbook", 9),
                                                 ("Thought Nibbler", 5)])
def test_402_2_maximum_hand_size(real_db: CardDatabase, permanent: str | None,
                                 kept: int) -> None:
    """A ends turn 1 with nine cards in hand: 514.1 discards down to seven; with Spellbook
    ("You have no maximum hand size.") A keeps all nine; with Thought Nibbler ("Your maximum
    hand size is reduced by two.") A keeps five."""
    s = Scenario(cards=real_db)
    if permanent:
        s.add_card(Zone.BATTLEFIELD, "A", permanent)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 9)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", kept)
    s.assert_graveyard_count("A", "Grizzly Bears", 9 - kept)


@pytest.mark.parametrize(("text", "dsl"), [
    ("You can't cast creature spells.", {"whose": "you", "filter": {"types": ["Creature"]}}),
    ("Your opponents can't cast spells during your turn.",
     {"whose": "opponent", "as_long_as": "your_turn"}),
    ("Each player can't cast more than one noncreature spell each turn.",
     {"whose": "any", "filter": {"not_types": ["Creature"]}, "max_count": 1}),
])
def test_101_2_cant_cast_read(text: str, dsl: dict) -> None:
    assert grammar_static(text) == {"cant_cast": dsl}


def test_101_2_steel_golem_stops_its_controllers_creature_spells(
        real_db: CardDatabase) -> None:
    """A's Steel Golem: A can't cast Grizzly Bears (refused, none on the battlefield) but can
    cast Shock (B to 18); B casts Grizzly Bears on turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Steel Golem")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match=r"101\.2"):
        s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 18)


def test_101_2_rule_of_law_one_spell_each_turn(real_db: CardDatabase) -> None:
    """Rule of Law: A casts Shock (B to 18); A's second spell this turn, Lava Spike, is
    refused (B stays at 18); on turn 3 A casts it (B to 15)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Rule of Law")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Lava Spike")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lava Spike", targets=["B"])
    s.stop_at(2, Step.UPKEEP)
    with pytest.raises(ScenarioError, match=r"101\.2"):
        s.execute()
    s.assert_life("B", 18)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Rule of Law")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Lava Spike")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lava Spike", targets=["B"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)


def test_101_2_dragonlord_dromoka_during_your_turn_only(real_db: CardDatabase) -> None:
    """A's Dragonlord Dromoka: B can't cast Shock during A's turn (A stays at 20), but can on
    B's own turn (A to 18)."""
    for turn, life in ((1, 20), (2, 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Dragonlord Dromoka")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        s.cast_spell(turn, Step.UPKEEP, "B", "Shock", targets=["A"])
        s.stop_at(turn, Step.END_TURN)
        if turn == 1:
            with pytest.raises(ScenarioError, match=r"101\.2"):
                s.execute()
        else:
            s.execute()
        s.assert_life("A", life)
