"""A triggered ability of an Aura or Equipment on its permanent's event ("Whenever enchanted
creature attacks", "When enchanted land becomes tapped") names that permanent in its effect:
"it", "its controller", "that creature's controller" (603.2, 608.2c; 303.4, 301.5). The
engine remembers the permanent as the ability triggers (rules/trigger_base._attached_to).
Played with real cards from the shared MTGJSON file (skipped when it is absent)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _blight(db: CardDatabase, spell: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Blight", attached_to="Forest")
    s.add_card(Zone.HAND, "B", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell)
    s.stop_at(2, Step.BEGIN_COMBAT)
    return s


def test_603_2_blight_destroys_the_land_it_enchants_once_tapped(real_db: CardDatabase) -> None:
    """Blight ("When enchanted land becomes tapped, destroy it") on B's Forest: B taps the
    Forest for Llanowar Elves; the Forest is destroyed, Blight goes with it (704.5m)."""
    _compiled(real_db, "Blight")
    s = _blight(real_db, "Llanowar Elves")
    s.execute()
    s.assert_permanent_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Forest", 0)
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_permanent_count("B", "Mountain", 1)
    s.assert_graveyard_count("A", "Blight", 1)


def test_603_2_blight_not_for_another_land(real_db: CardDatabase) -> None:
    """B taps only the Mountain (Raging Goblin, {R}): the enchanted Forest stays untapped and
    is not destroyed."""
    s = _blight(real_db, "Raging Goblin")
    s.execute()
    s.assert_permanent_count("B", "Raging Goblin", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_tapped("Forest", False)
    s.assert_permanent_count("A", "Blight", 1)


def _bond(db: CardDatabase, attack: bool) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Contaminated Bond", attached_to="Grizzly Bears")
    if attack:
        s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    return s


def test_603_2_contaminated_bond_its_controller_loses_life(real_db: CardDatabase) -> None:
    """Contaminated Bond ("Whenever enchanted creature attacks or blocks, its controller loses
    3 life") on B's Grizzly Bears, which attack A: B loses 3 (20 -> 17), A takes 2 (18)."""
    _compiled(real_db, "Contaminated Bond")
    s = _bond(real_db, attack=True)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 18)


def test_603_2_contaminated_bond_no_attack_no_loss(real_db: CardDatabase) -> None:
    """The Bears stay home: no life lost by anyone."""
    s = _bond(real_db, attack=False)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("A", 20)


def test_608_2c_guilty_conscience_that_much_to_that_creature(real_db: CardDatabase) -> None:
    """Guilty Conscience ("Whenever enchanted creature deals damage, ~ deals that much damage to
    that creature") on B's Hill Giant (3/3) attacking A unblocked: A takes 3 (17), then the
    Giant is dealt 3 and dies."""
    _compiled(real_db, "Guilty Conscience")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Guilty Conscience", attached_to="Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)
