"""Combat requirements for the turn (611.2a): "Target creature attacks this turn if able."
(508.1d), "Target creature blocks this turn if able." (509.1c), and on a group, "Creatures
your opponents control attack this turn if able." — a rule for the turn that also binds
creatures that come later (611.2c). Real cards from the shared MTGJSON file (skipped without
it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _taunted(real_db: CardDatabase, taunt: bool, stop_turn: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    if taunt:
        s.add_card(Zone.HAND, "B", "Imps' Taunt")
        s.cast_spell(1, Step.UPKEEP, "B", "Imps' Taunt", targets=["Grizzly Bears"])
    s.stop_at(stop_turn, Step.POSTCOMBAT_MAIN)
    return s


def test_508_1d_imps_taunt_makes_the_target_attack_this_turn(real_db: CardDatabase) -> None:
    """B's Imps' Taunt on A's Grizzly Bears in A's upkeep: A schedules no attack, yet the
    Bears must attack (508.1d): B 20 -> 18. Without the Taunt nothing attacks: B stays at 20.
    On turn 3 the effect has ended (514.2): B stays at 18."""
    s = _taunted(real_db, True, 1)
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Grizzly Bears")
    s = _taunted(real_db, False, 1)
    s.execute()
    s.assert_life("B", 20)
    s = _taunted(real_db, True, 3)
    s.execute()
    s.assert_life("B", 18)


def test_508_1d_the_requirement_is_only_if_able(real_db: CardDatabase) -> None:
    """A creature enchanted by Pacifism can't attack (508.1c), so the requirement asks nothing
    (508.1d: a restriction wins): the declaration with no attacker is legal, B stays at 20."""
    from mtg_engine.actions import DeclareAttackers
    from mtg_engine.rules.combat import check_attack

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Imps' Taunt")
    s.cast_spell(1, Step.UPKEEP, "B", "Imps' Taunt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    assert check_attack(s.state, DeclareAttackers(())) is None
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Imps' Taunt", 1)


def _provoked(real_db: CardDatabase, provoke: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")  # 6/4
    s.add_card(Zone.BATTLEFIELD, "A", "Courtly Provocateur")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if provoke:
        s.activate_ability(1, Step.BEGIN_COMBAT, "A", "{T}: Target creature blocks",
                           targets=["Grizzly Bears"])
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_509_1c_courtly_provocateur_makes_the_target_block(real_db: CardDatabase) -> None:
    """A's Courtly Provocateur makes B's Grizzly Bears block this turn if able: B schedules
    no block, yet the Bears block the Craw Wurm (509.1c) and die; B stays at 20. Without the
    activation B doesn't block: 20 -> 14."""
    s = _provoked(real_db, True)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Craw Wurm", 2)
    s = _provoked(real_db, False)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def _bident(real_db: CardDatabase, activate: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Raging Goblin")  # 1/1 haste
    s.add_card(Zone.BATTLEFIELD, "B", "Bident of Thassa")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    if activate:
        s.activate_ability(1, Step.UPKEEP, "B", "{1}{U}, {T}: Creatures your opponents")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_611_2c_bident_of_thassa_binds_a_creature_that_comes_later(real_db: CardDatabase
                                                                     ) -> None:
    """B's Bident of Thassa in A's upkeep: "Creatures your opponents control attack this turn
    if able." A then casts Raging Goblin (haste): the requirement modifies the rules, not
    characteristics, so it binds the Goblin too (611.2c): both attack, B 20 -> 17. Without
    the activation nothing attacks: B stays at 20."""
    s = _bident(real_db, True)
    s.execute()
    s.assert_life("B", 17)
    s.assert_tapped("Raging Goblin")
    s = _bident(real_db, False)
    s.execute()
    s.assert_life("B", 20)


def _stones(real_db: CardDatabase, stones: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Spears")  # 2/3 Wall, defender
    s.add_card(Zone.BATTLEFIELD, "A", "Wakestone Gargoyle")  # 3/4 Gargoyle, defender
    if stones:
        s.add_card(Zone.BATTLEFIELD, "A", "Rolling Stones")
    s.attack(1, "A", "Wall of Spears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_702_3b_rolling_stones_lets_walls_attack(real_db: CardDatabase) -> None:
    """Rolling Stones: "Wall creatures can attack as though they didn't have defender."
    (702.3b): A's Wall of Spears attacks, B 20 -> 18. The Wakestone Gargoyle isn't a Wall:
    its attack is refused. Without Rolling Stones the Wall's attack is refused."""
    import pytest

    from mtg_engine.testing.scenario import ScenarioError

    s = _stones(real_db, True)
    s.execute()
    s.assert_life("B", 18)
    s = _stones(real_db, True)
    s.attack(1, "A", "Wakestone Gargoyle")
    with pytest.raises(ScenarioError, match="Wakestone Gargoyle"):
        s.execute()
    s = _stones(real_db, False)
    with pytest.raises(ScenarioError, match="Wall of Spears"):
        s.execute()


def test_702_3b_wakestone_gargoyle_lets_defenders_attack_this_turn(real_db: CardDatabase
                                                                    ) -> None:
    """Wakestone Gargoyle's {1}{W}: "Creatures you control with defender can attack this turn
    as though they didn't have defender." Activated in A's upkeep: the Gargoyle (3, flying)
    and the Wall of Spears (2) attack, B 20 -> 15. On turn 3 the effect has ended (514.2):
    the Wall's attack is refused."""
    import pytest

    from mtg_engine.testing.scenario import ScenarioError

    s = _stones(real_db, False)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.activate_ability(1, Step.UPKEEP, "A", "{1}{W}: Creatures you control")
    s.attack(1, "A", "Wakestone Gargoyle")
    s.execute()
    s.assert_life("B", 15)
    s = _stones(real_db, False)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.activate_ability(1, Step.UPKEEP, "A", "{1}{W}: Creatures you control")
    s.attack(3, "A", "Wall of Spears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="Wall of Spears"):
        s.execute()
