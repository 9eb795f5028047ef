"""Restrictions a resolving spell or ability sets for the turn (611.2a, 101.2): "defending
player can't cast spells this turn" (506.2, Xantid Swarm), "Players can't search libraries this
turn." (701.19b, Shadow of Doubt), and a group "Monocolored creatures can't block this turn."
(105.4, 509.1b, Awe for the Guilds). Real cards of the shared MTGJSON file (skipped without
it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _swarm(real_db: CardDatabase, attacks: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Xantid Swarm")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    if attacks:
        s.attack(1, "A", "Xantid Swarm")
    s.cast_spell(1, Step.END_COMBAT, "B", "Shock", targets=["A"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_506_2_xantid_swarm_silences_the_defending_player(real_db: CardDatabase) -> None:
    """Xantid Swarm (0/1 flier) attacks: B can't cast Shock this turn (101.2), not even at end
    of combat: A at 20, Shock still in B's hand. Without the attack B Shocks A: A at 18."""
    assert real_db.compiled("Xantid Swarm").supported
    s = _swarm(real_db, attacks=True)
    with pytest.raises(ScenarioError, match="Shock"):
        s.execute()
    s.assert_hand_count("B", 1, "Shock")
    s.assert_life("A", 20)
    s = _swarm(real_db, attacks=False)
    s.execute()
    s.assert_life("A", 18)


def test_701_19b_shadow_of_doubt_no_search_this_turn(real_db: CardDatabase) -> None:
    """A casts Shadow of Doubt and draws a Forest (library 3 -> 2), then sacrifices Evolving
    Wilds: the search finds nothing (701.19b), no Forest enters, the library keeps 2."""
    assert real_db.compiled("Shadow of Doubt").supported
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Evolving Wilds")
    s.add_card(Zone.HAND, "A", "Shadow of Doubt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shadow of Doubt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", source="Evolving Wilds")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_library_count("A", 2)
    s.assert_permanent_count("A", "Forest", 0)
    s.assert_graveyard_count("A", "Evolving Wilds", 1)


def test_701_19b_evolving_wilds_searches_without_it(real_db: CardDatabase) -> None:
    """Control: without Shadow of Doubt, Evolving Wilds finds a Forest (tapped): library 2."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Evolving Wilds")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", source="Evolving Wilds")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_library_count("A", 2)


def test_105_4_awe_for_the_guilds_monocolored_cant_block(real_db: CardDatabase) -> None:
    """Awe for the Guilds: B's Grizzly Bears (mono-green) can't block this turn: A's Hill Giant
    attacks unblocked, B at 17."""
    assert real_db.compiled("Awe for the Guilds").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Awe for the Guilds")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Awe for the Guilds")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="could not block"):
        s.execute()
    s.assert_life("B", 17)


def test_105_4_awe_for_the_guilds_spares_multicolored(real_db: CardDatabase) -> None:
    """A multicoloured creature (Watchwolf, green and white 3/3) may still block the Hill Giant
    (3/3): both die, B at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Awe for the Guilds")
    s.add_card(Zone.BATTLEFIELD, "B", "Watchwolf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Awe for the Guilds")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Watchwolf", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Watchwolf", 1)


def test_105_4_defiler_of_souls_monocolored_sacrifice(real_db: CardDatabase) -> None:
    """Defiler of Souls (A): at B's upkeep B sacrifices a monocolored creature: of Grizzly
    Bears (green) and Watchwolf (green and white) only the Bears may be chosen."""
    assert real_db.compiled("Defiler of Souls").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Defiler of Souls")
    s.add_card(Zone.BATTLEFIELD, "B", "Watchwolf")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Watchwolf", 1)
