"""Restrictions a resolving spell sets for the turn (611.2a): "Players can't gain life this
turn." (119.7: no life gain event happens) and "Damage can't be prevented this turn." (615.12:
prevention effects, earlier ones too, don't apply) -- Skullcrack, Flaring Pain. Real cards of
the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_119_7_skullcrack_players_cant_gain_life_this_turn(real_db: CardDatabase) -> None:
    """Skullcrack at B (20 -> 17); then A casts Grizzly Bears and B's Soul Warden triggers
    but gains nothing (17); next turn the restriction is gone: B's own Bears give 1 (18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Skullcrack")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skullcrack", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Skullcrack")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skullcrack", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_615_12_flaring_pain_damage_cant_be_prevented(real_db: CardDatabase) -> None:
    """Kitsune Healer shields Isamaru ("Prevent all damage that would be dealt to target
    legendary creature this turn"); B's Flaring Pain then Lightning Bolt: the shield doesn't
    apply (615.12), Isamaru (2/2) dies. Without Flaring Pain it lives with 0 damage."""
    for pain, alive in ((True, 0), (False, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Kitsune Healer")
        s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)  # ({1}{R} + {R})
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.add_card(Zone.HAND, "B", "Flaring Pain")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Prevent all",
                           targets=["Isamaru, Hound of Konda"])
        if pain:
            s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Flaring Pain")
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt",
                     targets=["Isamaru, Hound of Konda"])
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", "Isamaru, Hound of Konda", alive)
