"""Cast triggers naming the spell cast ("that spell", 601.2i, 603.2; rules/trigger_player_events.py,
cards/oracle/trigger_spells.py), with real cards of the shared MTGJSON file (skipped without
it): Chalice of the Void counters a spell whose mana value equals its charge counters (and
only those), Swarm Intelligence copies an instant or sorcery spell cast (707.10)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _chalice(db: CardDatabase, counters: int, spell: str, lands: int) -> Scenario:
    assert db.compiled("Chalice of the Void").supported, db.compiled("Chalice of the Void").reasons
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chalice of the Void", counters={"charge": counters})
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", count=lands)
    s.add_card(Zone.HAND, "B", spell)
    return s


def test_601_2i_chalice_counters_a_spell_of_its_count(real_db: CardDatabase) -> None:
    """Chalice with one charge counter: B's Lightning Bolt (mana value 1) at A is countered
    as it resolves: A stays at 20, the Bolt is in B's graveyard."""
    s = _chalice(real_db, 1, "Lightning Bolt", 1)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    assert any(ev[0] == "trigger" for ev in s.state.log)


def test_601_2i_chalice_not_another_mana_value(real_db: CardDatabase) -> None:
    """With two charge counters the Bolt (mana value 1) doesn't trigger it: A goes to 17."""
    s = _chalice(real_db, 2, "Lightning Bolt", 1)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 17)
    assert not any(ev[0] == "trigger" for ev in s.state.log)


def test_202_3_chalice_counts_x(real_db: CardDatabase) -> None:
    """202.3: on the stack X is counted. Chalice with two counters: B's Blaze with X=1
    (mana value 2) is countered; A stays at 20."""
    s = _chalice(real_db, 2, "Blaze", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Blaze", targets=["A"], x=1)
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Blaze", 1)


def test_707_10_swarm_intelligence_copies_that_spell(real_db: CardDatabase) -> None:
    """Swarm Intelligence: "Whenever you cast an instant or sorcery spell, you may copy that
    spell. You may choose new targets for the copy." A's Lightning Bolt at B is copied (the
    copy keeps its target): B goes to 14."""
    assert real_db.compiled("Swarm Intelligence").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swarm Intelligence")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 14)


def test_707_10_swarm_intelligence_not_a_creature_spell(real_db: CardDatabase) -> None:
    """A creature spell (Raging Goblin) isn't an instant or sorcery: no copy, one Goblin."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swarm Intelligence")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Raging Goblin", 1)
    assert not any(ev[0] == "trigger" for ev in s.state.log)


def test_608_2h_manaplasm_that_spells_mana_value(real_db: CardDatabase) -> None:
    """Manaplasm (1/1): "Whenever you cast a spell, ~ gets +X/+X until end of turn, where X is
    that spell's mana value." Casting Centaur Courser (mana value 3) makes it 4/4 this turn;
    back to 1/1 on turn 2."""
    assert real_db.compiled("Manaplasm").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Manaplasm")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", count=3)
    s.add_card(Zone.HAND, "A", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Centaur Courser")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Manaplasm", 4, 4))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Manaplasm", 1, 1)


def test_121_1_spiteful_visions_each_card_drawn(real_db: CardDatabase) -> None:
    """Spiteful Visions (A's): "Whenever a player draws a card, ~ deals 1 damage to that
    player" and "At the beginning of each player's draw step, that player draws an
    additional card". Turn 2 (B's; turn 1 skips its draw, 103.8a): B draws two cards and
    takes 2 (18); A, who draws none, stays at 20."""
    assert real_db.compiled("Spiteful Visions").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spiteful Visions")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s.assert_hand_count("B", 2)


def _spitfire(db: CardDatabase) -> Scenario:
    assert db.compiled("Chandra's Spitfire").supported
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra's Spitfire")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    return s


def test_120_3_spitfire_noncombat_damage_to_an_opponent(real_db: CardDatabase) -> None:
    """Chandra's Spitfire (1/3): "Whenever an opponent is dealt noncombat damage, ~ gets
    +3/+0 until end of turn." A's Bolt at B: 4/3 this turn (B at 17)."""
    s = _spitfire(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Chandra's Spitfire", 4, 3)


def test_510_2_spitfire_not_combat_damage_nor_you(real_db: CardDatabase) -> None:
    """Combat damage isn't noncombat (510.2): the Spitfire attacks B for 1 and stays 1/3; a
    Bolt at A (not an opponent) doesn't trigger it either."""
    s = _spitfire(real_db)
    s.attack(3, "A", "Chandra's Spitfire", "B")
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["A"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 17)
    s.assert_power_toughness("A", "Chandra's Spitfire", 1, 3)
