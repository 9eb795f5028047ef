"""Plural creature types as a group an instruction affects (205.3m), played with real cards
from the shared MTGJSON file (skipped when it is absent): "gain control of all Dragons, then
untap all Dragons" (613.1b, 611.2c: the Dragons locked in as it resolves). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_205_3m_karrthus_takes_and_untaps_all_dragons(real_db: CardDatabase) -> None:
    """Karrthus enters: A gains control of B's tapped Shivan Dragon (613.1b) and untaps it;
    B's Grizzly Bears (not a Dragon) stay B's. The Dragon keeps A's control after the turn
    (611.2a: no duration) and, with Karrthus's haste anthem, attacks at once: B at 15."""
    assert real_db.compiled("Karrthus, Tyrant of Jund").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Karrthus, Tyrant of Jund")
    for land in ("Swamp", "Mountain", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land, 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Shivan Dragon", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Karrthus, Tyrant of Jund")
    s.attack(1, "A", "Shivan Dragon")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Shivan Dragon", 1)
    s.assert_permanent_count("B", "Shivan Dragon", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 15)



def _hulk_board(db: CardDatabase) -> Scenario:
    """A: Craw Wurm (6/4) attacks; B: Craven Hulk (4/4 Coward, "can't block alone"), Grizzly
    Bears and Hill Giant; A holds Pyrophobia and two Mountains."""
    assert db.compiled("Pyrophobia").supported
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Pyrophobia")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    for name in ("Craven Hulk", "Grizzly Bears", "Hill Giant"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.attack(1, "A", "Craw Wurm")
    s.block(1, "B", "Craven Hulk", "Craw Wurm")
    s.block(1, "B", "Grizzly Bears", "Craw Wurm")
    return s


def test_205_3m_without_pyrophobia_the_coward_blocks(real_db: CardDatabase) -> None:
    """The control case: Craven Hulk and the Bears block Craw Wurm together; 4 + 2 damage
    destroys it."""
    s = _hulk_board(real_db)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Craw Wurm", 1)


def test_205_3m_pyrophobia_cowards_cant_block_this_turn(real_db: CardDatabase) -> None:
    """Pyrophobia deals 3 damage to Hill Giant (destroyed, 704.5g) and Cowards can't block
    this turn: Craven Hulk's block is refused (ScenarioError), the Bears block alone and
    Craw Wurm survives with 2 damage."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _hulk_board(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyrophobia", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Craven Hulk"):
        s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_105_2_flash_of_defiance_green_and_white_creatures_cant_block(
        real_db: CardDatabase) -> None:
    """"Green creatures and white creatures can't block this turn": one group, each green or
    white creature (105.2). B's Grizzly Bears (green) and Savannah Lions (white) can't block
    Craw Wurm (their blocks are refused); Hill Giant (red) blocks it: B stays at 20."""
    import pytest

    from mtg_engine.testing import ScenarioError

    assert real_db.compiled("Flash of Defiance").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Flash of Defiance")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    for name in ("Grizzly Bears", "Savannah Lions", "Hill Giant"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flash of Defiance")
    s.attack(1, "A", "Craw Wurm")
    s.block(1, "B", "Grizzly Bears@B", "Craw Wurm")
    s.block(1, "B", "Savannah Lions", "Craw Wurm")
    s.block(1, "B", "Hill Giant", "Craw Wurm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Savannah Lions", 1)
