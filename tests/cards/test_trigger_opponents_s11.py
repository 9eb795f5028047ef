"""Trigger conditions about the controller's opponents (cards/oracle/trigger_opponents.py,
rules/trigger_opponents.py): a creature attacking one of your opponents (508.1m, 506.3) and a
creature dealing combat damage to an opponent (510.3a), played with real cards from the shared
MTGJSON file (skipped when it is absent). Exact figures and a case that must not trigger."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_508_1m_a_creature_attacks_one_of_your_opponents(real_db: CardDatabase) -> None:
    """Gahiji, Honored One: "Whenever a creature attacks one of your opponents or a planeswalker
    an opponent controls, that creature gets +2/+0 until end of turn." Turn 1 A's Grizzly Bears
    attacks B: 4 damage. Turn 2 B's Hill Giant attacks A (A is not one of A's opponents): 3."""
    _compiled(real_db, "Gahiji, Honored One")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gahiji, Honored One")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 17)


def test_510_3a_a_creature_you_control_deals_combat_damage_to_an_opponent(
        real_db: CardDatabase) -> None:
    """Coastal Piracy: "Whenever a creature you control deals combat damage to an opponent, you
    may draw a card." Turn 1 two Grizzly Bears hit B: two cards (one per creature). Turn 2 B's
    Hill Giant hits A: nothing for A (B's creature). A's hand 2; A at 17, B at 16."""
    _compiled(real_db, "Coastal Piracy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Coastal Piracy")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_life("A", 17)
    s.assert_life("B", 16)


def test_701_40_a_creature_you_control_explores(real_db: CardDatabase) -> None:
    """Wildgrowth Walker (1/3): "Whenever a creature you control explores, put a +1/+1 counter
    on ~ and you gain 3 life." A's Merfolk Branchwalker enters and explores (the top card a
    Forest: to A's hand): 2/4, A at 23. B's Branchwalker exploring: nothing for A. Turn 3 A's
    second Branchwalker explores a Grizzly Bears (a counter on it; the choice of the
    graveyard made, then it has explored): 3/5, A at 26."""
    _compiled(real_db, "Wildgrowth Walker", "Merfolk Branchwalker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wildgrowth Walker")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Merfolk Branchwalker", 2)
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")  # (explored on turn 3)
    s.add_card(Zone.LIBRARY, "A", "Island")  # (drawn on turn 3)
    s.add_card(Zone.LIBRARY, "A", "Forest")  # (explored on turn 1)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
    s.add_card(Zone.HAND, "B", "Merfolk Branchwalker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Merfolk Branchwalker")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Merfolk Branchwalker")
    s.check(2, Step.END_TURN, lambda sc: (sc.assert_life("A", 23),
                                         sc.assert_power_toughness("A", "Wildgrowth Walker", 2, 4)))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Merfolk Branchwalker")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Wildgrowth Walker", 3, 5)
    s.assert_life("A", 26)


def test_120_3_a_source_you_control_deals_noncombat_damage_to_an_opponent(
        real_db: CardDatabase) -> None:
    """Chandra's Pyreling (1/3): "Whenever a source you control deals noncombat damage to an
    opponent, ~ gets +1/+0 and gains double strike until end of turn." A Shocks a Grizzly Bears
    (not an opponent: nothing), then B (2/3 double strike), then the Pyreling attacks: its
    combat damage (2 + 2) triggers nothing more. B at 20 - 2 - 4 = 14."""
    _compiled(real_db, "Chandra's Pyreling")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra's Pyreling")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Grizzly Bears",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.attack(1, "A", "Chandra's Pyreling")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_power_toughness("A", "Chandra's Pyreling", 2, 3)


def test_120_3_an_instant_or_sorcery_spell_you_control_deals_damage(
        real_db: CardDatabase) -> None:
    """Blaze Commando: "Whenever an instant or sorcery spell you control deals damage, create
    two 1/1 red and white Soldier creature tokens with haste." A's Lightning Bolt at B: 2
    Soldiers. B's Shock at A: none for A. Satyr Firedancer: "Whenever an instant or sorcery
    spell you control deals damage to an opponent, ~ deals that much damage to target creature
    that player controls": the Bolt's 3 at B -> 3 to B's Hill Giant, which dies."""
    _compiled(real_db, "Blaze Commando", "Satyr Firedancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blaze Commando")
    s.add_card(Zone.BATTLEFIELD, "A", "Satyr Firedancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
    s.add_target("A", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 2)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 17)
    s.assert_life("A", 18)
