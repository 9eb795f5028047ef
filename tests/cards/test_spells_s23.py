"""Spell effects read in session 23, played with real cards from the shared MTGJSON file
(skipped when it is absent). Each test has exact figures, and a case where the effect must not
do anything where there is one."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------ 205.3m, 613.1d: "gains / loses all creature types" for the turn


def test_205_3m_nameless_inversion_loses_all_creature_types(real_db: CardDatabase) -> None:
    """Goblin King gives other Goblins +1/+1: Goblin Goon (6/6) is 7/7. Nameless Inversion
    gives it +3/-3 and it loses all creature types: no longer a Goblin, it is 9/3 (not 10/4).
    At the next turn the effect has ended: 7/7 again, a Goblin."""
    assert_compiled(real_db, "Nameless Inversion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Nameless Inversion")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Goon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nameless Inversion", targets=["Goblin Goon"])

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("B", "Goblin Goon", 9, 3)
        sc.assert_subtype("Goblin Goon", "Goblin", present=False)
        sc.assert_power_toughness("B", "Goblin King", 2, 2)  # (not its target)

    s.check(1, Step.POSTCOMBAT_MAIN, during)
    s.execute()
    s.assert_power_toughness("B", "Goblin Goon", 7, 7)
    s.assert_subtype("Goblin Goon", "Goblin")


def test_205_3m_blades_of_velis_vel_gives_every_creature_type(real_db: CardDatabase) -> None:
    """Blades of Velis Vel on Grizzly Bears and Craw Wurm: each gets +2/+0 and is every creature
    type for the turn, so B's Goblin King's +1/+1 for other Goblins reaches them: Bears 5/3,
    Wurm 9/5. Hill Giant, not a target, stays 3/3 and no Goblin."""
    assert_compiled(real_db, "Blades of Velis Vel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Blades of Velis Vel")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blades of Velis Vel",
                 targets=["Grizzly Bears", "Craw Wurm"])

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 5, 3)
        sc.assert_power_toughness("A", "Craw Wurm", 9, 5)
        sc.assert_subtype("Grizzly Bears", "Goblin")
        sc.assert_subtype("Craw Wurm", "Elf")
        sc.assert_power_toughness("A", "Hill Giant", 3, 3)
        sc.assert_subtype("Hill Giant", "Goblin", present=False)

    s.check(1, Step.POSTCOMBAT_MAIN, during)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_subtype("Grizzly Bears", "Goblin", present=False)


def test_611_2c_volatile_claws_locks_in_the_creatures_you_control(real_db: CardDatabase
                                                                   ) -> None:
    """Volatile Claws: A's creatures as it resolves get +2/+0 and every creature type (Goblin
    King's bonus: Bears 5/3); Gray Ogre, cast afterwards, is not among them (611.2c): an Ogre
    only, it stays 2/2. B's Hill Giant is unaffected (3/3)."""
    assert_compiled(real_db, "Volatile Claws")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Volatile Claws")
    s.add_card(Zone.HAND, "A", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Volatile Claws")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Gray Ogre")

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 5, 3)
        sc.assert_power_toughness("A", "Goblin King", 4, 2)  # (+2/+0; not an "other" Goblin)
        sc.assert_power_toughness("A", "Gray Ogre", 2, 2)
        sc.assert_power_toughness("B", "Hill Giant", 3, 3)

    s.check(1, Step.END_TURN, during)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_205_3m_ego_erasure_target_players_creatures_lose_types(real_db: CardDatabase) -> None:
    """Ego Erasure targets B: B's Goblin Goon (7/7 with B's Goblin King) gets -2/-0 and loses
    all creature types: 4/6. A's Goblin Raider keeps its types and the King's bonus (3/3)."""
    assert_compiled(real_db, "Ego Erasure")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Ego Erasure")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Raider")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Goon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ego Erasure", targets=["B"])

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("B", "Goblin Goon", 4, 6)
        sc.assert_power_toughness("B", "Goblin King", 0, 2)
        sc.assert_power_toughness("A", "Goblin Raider", 3, 3)
        sc.assert_subtype("Goblin Raider", "Goblin")

    s.check(1, Step.POSTCOMBAT_MAIN, during)
    s.execute()
