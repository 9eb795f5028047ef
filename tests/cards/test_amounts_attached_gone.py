"""The power or toughness of the creature an Aura was attached to, as it last existed (608.2h,
603.10a), in "When enchanted creature dies, ..." (compiled from the real Oracle texts):
Banewasp Affliction ("that creature's controller loses life equal to its toughness"), Death
Watch ("its controller loses life equal to its power and you gain life equal to its
toughness")."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_608_2h_banewasp_affliction_controller_loses_its_toughness(
        real_db: CardDatabase) -> None:
    """(XMage's BanewaspAfflictionTest) A enchants B's Walking Corpse (2/2) and Murders it: B
    loses 2 life, A none; the Aura and Murder are in A's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Banewasp Affliction")
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Banewasp Affliction", targets=["Walking Corpse"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=["Walking Corpse"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Murder", 1)
    s.assert_graveyard_count("A", "Banewasp Affliction", 1)
    s.assert_graveyard_count("B", "Walking Corpse", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 18)


def test_608_2h_banewasp_reads_the_toughness_it_had_as_it_died(real_db: CardDatabase) -> None:
    """Giant Growth first (5/5 until end of turn), then Murder: B loses 5, not the printed 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Banewasp Affliction")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Banewasp Affliction", targets=["Walking Corpse"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Walking Corpse"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=["Walking Corpse"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Walking Corpse", 1)
    s.assert_life("B", 15)


def test_608_2h_death_watch_power_lost_toughness_gained(real_db: CardDatabase) -> None:
    """Death Watch on B's Hill Giant (3/3) given +3/+3 by Giant Growth, then Murdered: B loses
    6 (its power as it died), A gains 6 (its toughness)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Death Watch")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.HAND, "A", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Death Watch", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 26)
