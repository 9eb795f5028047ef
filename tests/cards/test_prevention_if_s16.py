"""Session 16: static prevention in the "if" template and its additional effects (615.1a,
615.5, 615.12; cards/oracle/prevention_if.py, rules/prevention_after.py), played with real
cards (the shared MTGJSON file; skipped without it), exact figures per template."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_615_5_phyrexian_hydra_gets_a_counter_for_each_damage_prevented(
        real_db: CardDatabase) -> None:
    """Phyrexian Hydra (7/7): B's Lightning Bolt deals no damage to it; 3 -1/-1 counters
    instead (a 4/4 with no damage marked)."""
    assert_compiled(real_db, "Phyrexian Hydra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Hydra")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Phyrexian Hydra"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Phyrexian Hydra", 0)
    s.assert_counter_count("A", "Phyrexian Hydra", "-1/-1", 3)
    s.assert_power_toughness("A", "Phyrexian Hydra", 4, 4)


def test_615_5_stormwild_capridor_only_noncombat_damage(real_db: CardDatabase) -> None:
    """Stormwild Capridor (1/3 flier): Shock is prevented, two +1/+1 counters (3/5); then
    B's Hill Giant is blocked by it: 3 combat damage is dealt (noncombat only, 120.2b)."""
    assert_compiled(real_db, "Stormwild Capridor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stormwild Capridor")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Stormwild Capridor"])
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Stormwild Capridor", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Stormwild Capridor", "+1/+1", 2)
    s.assert_power_toughness("A", "Stormwild Capridor", 3, 5)
    s.assert_damage("Stormwild Capridor", 3)


def test_615_5_vigor_counters_on_another_creature_not_on_itself(real_db: CardDatabase) -> None:
    """Vigor: B's Lightning Bolt at A's Grizzly Bears is prevented, 3 +1/+1 counters on the
    Bears (5/5); B's Shock at Vigor itself ("another creature") deals 2 damage."""
    assert_compiled(real_db, "Vigor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vigor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Vigor"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Grizzly Bears", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_damage("Vigor", 2)
    s.assert_counter_count("A", "Vigor", "+1/+1", 0)


def test_615_5_purity_gains_the_life_noncombat_damage_would_cost(
        real_db: CardDatabase) -> None:
    """Purity: B's Lightning Bolt at A is prevented and A gains 3 (23); B's Grizzly Bears
    then deal 2 combat damage to A (21)."""
    assert_compiled(real_db, "Purity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Purity")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("A", 23))
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 21)


def test_615_5_swans_of_bryn_argoll_the_sources_controller_draws(real_db: CardDatabase) -> None:
    """Swans of Bryn Argoll: B's Lightning Bolt at the Swans is prevented and B (the
    source's controller) draws 3 cards; A's own Shock at the Swans: A draws 2."""
    assert_compiled(real_db, "Swans of Bryn Argoll")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swans of Bryn Argoll")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Swans of Bryn Argoll"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Swans of Bryn Argoll"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Swans of Bryn Argoll", 0)
    s.assert_hand_count("A", 2)  # (turn 1: no draw; 2 drawn from the Shock)
    s.assert_hand_count("B", 4)  # (its draw of turn 2, and 3)


def test_615_5_angel_of_suffering_mills_twice_that_many(real_db: CardDatabase) -> None:
    """Angel of Suffering: B's Lightning Bolt at A is prevented (A stays at 20) and A mills
    6 cards."""
    assert_compiled(real_db, "Angel of Suffering")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Angel of Suffering")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", None, 6)


def test_615_5_gloom_surgeon_exiles_that_many_cards(
        real_db: CardDatabase) -> None:
    """Gloom Surgeon (2/1) blocks B's Hill Giant: the 3 combat damage is prevented, A exiles
    the top 3 of their 5 library cards. Shock (noncombat) kills it."""
    assert_compiled(real_db, "Gloom Surgeon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gloom Surgeon")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Gloom Surgeon", "Hill Giant")
    s.check(2, Step.END_COMBAT, lambda sc: (sc.assert_damage("Gloom Surgeon", 0),
                                            sc.assert_damage("Hill Giant", 2)))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Gloom Surgeon"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_library_count("A", 2)
    s.assert_exile_count("Island", 3, "A")
    s.assert_graveyard_count("A", "Gloom Surgeon", 1)


def test_615_5_nine_lives_one_counter_for_each_source(real_db: CardDatabase) -> None:
    """Nine Lives: B's Grizzly Bears and Hill Giant attack A unblocked: both prevented (A at
    20), one incarnation counter for each source (2)."""
    assert_compiled(real_db, "Nine Lives")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nine Lives")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Nine Lives", "incarnation", 2)


def test_615_5_ironscale_hydra_one_counter_per_creature_combat_damage_only(
        real_db: CardDatabase) -> None:
    """Ironscale Hydra (5/5) blocks B's Hill Giant: its 3 combat damage is prevented, one
    +1/+1 counter (6/6). B's Shock then deals 2 (noncombat damage isn't prevented)."""
    assert_compiled(real_db, "Ironscale Hydra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ironscale Hydra")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Ironscale Hydra", "Hill Giant")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Ironscale Hydra"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Ironscale Hydra", "+1/+1", 1)
    s.assert_power_toughness("A", "Ironscale Hydra", 6, 6)
    s.assert_damage("Ironscale Hydra", 2)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_615_5_ugins_conjurant_removes_that_many_counters(real_db: CardDatabase) -> None:
    """Ugin's Conjurant cast with X=3 (3/3 from three +1/+1 counters): B's Shock is prevented
    and 2 counters removed (1/1); B's Lightning Bolt: prevented, the last counter removed
    (0/0: it dies, 704.5f)."""
    assert_compiled(real_db, "Ugin's Conjurant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.add_card(Zone.HAND, "A", "Ugin's Conjurant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ugin's Conjurant", x=3)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Ugin's Conjurant"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_counter_count("A", "Ugin's Conjurant", "+1/+1", 1),
        sc.assert_damage("Ugin's Conjurant", 0)))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Ugin's Conjurant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Ugin's Conjurant", 1)


def test_615_7_fylgja_shields_the_enchanted_creature(real_db: CardDatabase) -> None:
    """Fylgja (four healing counters) on A's Grizzly Bears: A removes two counters in
    response to B's Lightning Bolt (two shields of 1): the Bears take 1 damage and live; two
    counters are left."""
    assert_compiled(real_db, "Fylgja")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Fylgja")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fylgja", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    for _ in range(2):
        s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "Remove a healing counter",
                           responding_to="Lightning Bolt")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_counter_count("A", "Fylgja", "healing", 2)


def test_615_7_wandering_mage_shields_a_cleric_or_wizard(real_db: CardDatabase) -> None:
    """Wandering Mage's {U}: "target Cleric or Wizard creature" (205.3: either subtype): A
    shields the Mage itself (a Cleric Wizard) from 1 of B's Shock: 1 damage marked."""
    assert_compiled(real_db, "Wandering Mage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wandering Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Wandering Mage"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{U}:", targets=["Wandering Mage"],
                       responding_to="Shock")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Wandering Mage", 1)


def test_615_1a_hidden_retreat_prevents_the_damage_a_target_spell_would_deal(
        real_db: CardDatabase) -> None:
    """Hidden Retreat: in response to B's Lightning Bolt at A, A puts an Island from hand on
    top of their library: the Bolt deals no damage (A at 20); B's Shock after it still deals 2
    (another spell: A at 18)."""
    assert_compiled(real_db, "Hidden Retreat")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hidden Retreat")
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "Put a card from your hand",
                       targets=["Lightning Bolt"], responding_to="Lightning Bolt")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_hand_count("A", 0)


def test_615_7_barbed_wire_the_next_1_damage_it_would_deal(real_db: CardDatabase) -> None:
    """Barbed Wire deals 1 damage to the player whose upkeep it is: A takes 1 on turn 1 (19);
    on turn 2 A pays {2} in response to the trigger: B takes none (20); on turn 3 A takes 1
    more (18): the shield was for turn 2 only (615.7, 615.3)."""
    assert_compiled(real_db, "Barbed Wire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Barbed Wire")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.activate_ability(2, Step.UPKEEP, "A", "{2}:", responding_to="Barbed Wire")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("A", 18)
