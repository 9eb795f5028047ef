"""Session 16 statics (issue 11): real cards of the shared MTGJSON file (skipped without it),
played in scenarios with exact figures.

- 113.1: "Creatures with no abilities get +2/+2." (Muraganda Petroglyphs; filters.no_abilities):
  judged after layer 6 (613.1f), so a creature that lost all its abilities gets the bonus and
  one that gained an ability doesn't.
- 118.9: "You may cast spells from your hand without paying their mana costs." (Omniscience;
  rules/cast_free_statics.py): an alternative cost the player chooses (a "yes" answer);
  additional costs are still paid (118.9d), X is 0 (107.3b).
- 508.1c, 509.1b: "~ can't attack or block unless a creature died under your control this
  turn." (Bontu the Glorified; the condition judged from this turn's deaths, 700.4).
"""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _petroglyphs(real_db: CardDatabase) -> Scenario:
    assert real_db.compiled("Muraganda Petroglyphs").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Muraganda Petroglyphs")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    return s


def test_113_1_muraganda_vanilla_creatures_only(real_db: CardDatabase) -> None:
    """Each player's vanilla creatures get +2/+2 (Grizzly Bears 4/4, Hill Giant 5/5); Serra
    Angel (flying, vigilance) stays 4/4."""
    s = _petroglyphs(real_db)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("B", "Hill Giant", 5, 5)
    s.assert_power_toughness("B", "Serra Angel", 4, 4)


def test_113_1_muraganda_lost_and_gained_abilities(real_db: CardDatabase) -> None:
    """613.1f then 613.4c: Turn to Frog on Serra Angel (it loses all abilities, base 1/1) ->
    a 3/3 with no abilities; Jump on the Bears (it gains flying) -> back to 2/2."""
    s = _petroglyphs(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Turn to Frog")
    s.add_card(Zone.HAND, "A", "Jump")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Turn to Frog", targets=["Serra Angel"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jump", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Serra Angel", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 5, 5)


def _omniscience(real_db: CardDatabase, spell: str, *lands: str) -> Scenario:
    assert real_db.compiled("Omniscience").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Omniscience")
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", spell)
    return s


def test_118_9_omniscience_creature_for_free(real_db: CardDatabase) -> None:
    """Silvercoat Lion cast with "yes" (without paying its mana cost): on the battlefield,
    both Plains untapped."""
    s = _omniscience(real_db, "Silvercoat Lion", "Plains", "Plains")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Silvercoat Lion")
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_tapped("Plains", False)


def test_118_9_omniscience_split_card(real_db: CardDatabase) -> None:
    """Fire // Ice: Fire (2 damage to B) cast for free: B at 18, the lands untapped, the card
    in A's graveyard."""
    s = _omniscience(real_db, "Fire // Ice", "Island", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fire", targets=["B"])
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Fire // Ice", 1)
    s.assert_tapped("Island", False)
    s.assert_tapped("Mountain", False)


def test_118_9d_omniscience_additional_cost_still_paid(real_db: CardDatabase) -> None:
    """Shrapnel Blast for free still sacrifices an artifact (118.9d): Ornithopter to the
    graveyard, B at 15, the Mountains untapped."""
    s = _omniscience(real_db, "Shrapnel Blast", "Mountain", "Mountain", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shrapnel Blast", targets=["B"])
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_tapped("Mountain", False)


def test_118_9b_omniscience_optional_and_x_is_zero(real_db: CardDatabase) -> None:
    """118.9b: without the "yes" the mana cost is paid (Grizzly Bears taps both Forests);
    107.3b: Blaze (X damage) cast for free has X = 0, so announcing X = 2 is refused."""
    s = _omniscience(real_db, "Grizzly Bears", "Forest", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Forest", True)
    s = _omniscience(real_db, "Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["B"], x=2)
    s.set_choice("A", "Yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match=r"X must be .*107\.3"):
        s.execute()
    s.assert_life("B", 20)


def _bontu(real_db: CardDatabase) -> Scenario:
    assert real_db.compiled("Bontu the Glorified").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bontu the Glorified")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 10)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Terror")
    return s


def test_508_1c_bontu_cant_attack_without_a_death(real_db: CardDatabase) -> None:
    """No creature of A's died this turn: Bontu can't attack (the attack stays unperformed),
    B at 20."""
    s = _bontu(real_db)
    s.attack(1, "A", "Bontu the Glorified")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Bontu"):
        s.execute()
    s.assert_life("B", 20)


def test_508_1c_bontu_attacks_after_terror(real_db: CardDatabase) -> None:
    """Terror on A's own Grizzly Bears (a creature died under A's control): Bontu attacks
    for 4, B at 16."""
    s = _bontu(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Terror", targets=["Grizzly Bears"])
    s.attack(1, "A", "Bontu the Glorified")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)


def test_508_1c_bontu_sacrifice_then_attack(real_db: CardDatabase) -> None:
    """Its own ability sacrifices the Bears (B loses 1, A gains 1), then Bontu attacks: B at
    15, A at 21. On A's next turn no creature died yet: it can't attack (B stays at 15)."""
    s = _bontu(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}")
    s.attack(1, "A", "Bontu the Glorified")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_life("A", 21)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s = _bontu(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}")
    s.attack(1, "A", "Bontu the Glorified")
    s.attack(3, "A", "Bontu the Glorified")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="turn 3"):
        s.execute()
    s.assert_life("B", 15)
