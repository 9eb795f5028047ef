"""Session-15 misplay audit (issue 11's hand check, `qa15c`) of the cards the second merge round
gained: 30 drawn with `random.Random(20261127 + 152)` from `gained_r2.txt`, read against their
Oracle text and the Comprehensive Rules; the doubts are played here with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_flay_essence_gains_life_for_the_counters_it_last_had(real_db: CardDatabase) -> None:
    """608.2h, 400.7 (last known information): Flay Essence exiles B's Grizzly Bears with three
    +1/+1 counters: the card in exile has none, but A gains 3 life for the counters it had."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Flay Essence")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 3})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flay Essence", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, "B")
    s.assert_life("A", 23)


def test_kinsbaile_borderguard_dies_with_its_counters(real_db: CardDatabase) -> None:
    """614.1c, 603.10a: Borderguard enters with two +1/+1 counters (two other Kithkin: A's
    Goldmeadow Harrier and Kinsbaile Skirmisher, not B's); it dies to B's Doom Blade: two
    Kithkin Soldier tokens, counted from the counters it last had."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Goldmeadow Harrier")
    s.add_card(Zone.BATTLEFIELD, "A", "Kinsbaile Skirmisher")
    s.add_card(Zone.HAND, "A", "Kinsbaile Borderguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Goldmeadow Harrier")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kinsbaile Borderguard")
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_counter_count("A", "Kinsbaile Borderguard", "+1/+1", 2))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Kinsbaile Borderguard"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Kinsbaile Borderguard", 1)
    s.assert_permanent_count("A", "Kithkin Soldier Token", 2)


def test_rowan_ultimate_steals_creatures_until_end_of_turn(real_db: CardDatabase) -> None:
    """611.2a, 613.1b, 514.2: Rowan's −9 takes B's tapped Craw Wurm for the turn, untapped and
    hasty: it attacks B for 6; on turn 2 B controls it again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rowan, Fearless Sparkmage", counters={"loyalty": 4})
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm", tapped=True)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-9:")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Craw Wurm", 0)


def test_doomfall_caster_chooses_the_card_to_exile(real_db: CardDatabase) -> None:
    """608.2d, 701.20 (reveal): Doomfall's second mode: B reveals Island, Grizzly Bears and Craw
    Wurm; A (not B) chooses a nonland card: A names Craw Wurm, which is exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Doomfall")
    s.add_card(Zone.HAND, "B", "Island")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Craw Wurm")
    s.set_mode_choice("A", 2)
    s.set_choice("A", "Craw Wurm")
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doomfall", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Craw Wurm", 1, "B")
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_hand_count("B", 1, "Grizzly Bears")
