"""615.1a, 615.8, 609.7a: prevention effects of spells and abilities read from Oracle text
(cards/oracle/effects.py, cards/oracle/prevention.py): "it" / "that creature" for the creature
targeted before (608.2c), and a source of your choice whose damage to anyone is prevented
("Prevent all damage a source of your choice would deal this turn."). Played with real cards
(skipped without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_615_1a_djerus_resolve_it_is_the_target(real_db: CardDatabase) -> None:
    """B's Lightning Bolt targets A's tapped Grizzly Bears; A answers with Djeru's Resolve on
    the Bears: they untap and the Bolt's 3 damage to "it" is prevented (615.1a, 608.2c)."""
    _compiled(real_db, "Djeru's Resolve")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Djeru's Resolve")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Djeru's Resolve", targets=["Grizzly Bears"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_tapped("Grizzly Bears", False)


def test_615_1a_leap_of_faith_that_creature(real_db: CardDatabase) -> None:
    """Leap of Faith on A's Grizzly Bears in response to B's Lightning Bolt on them: the
    Bears gain flying and take no damage ("that creature", 608.2c)."""
    _compiled(real_db, "Leap of Faith")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Leap of Faith")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Leap of Faith", targets=["Grizzly Bears"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_615_1a_pay_no_heed_prevents_damage_to_anyone(real_db: CardDatabase) -> None:
    """B's Gray Ogre (2/2) attacks and A blocks with Grizzly Bears (2/2); A casts Pay No Heed
    choosing the Ogre: its 2 damage to the Bears is prevented (a recipient other than A,
    609.7a), the Bears' 2 kill the Ogre."""
    _compiled(real_db, "Pay No Heed")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Pay No Heed")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.attack(2, "B", "Gray Ogre")
    s.block(2, "A", "Grizzly Bears", "Gray Ogre")
    s.set_choice("A", "Gray Ogre")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Pay No Heed")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Gray Ogre", 1)
    s.assert_life("A", 20)


def test_615_8_pilgrim_of_justice_the_next_time_only(real_db: CardDatabase) -> None:
    """B's Fireborn Knight (red and white, 2/3 double strike) attacks; A blocks with Hill
    Giant (3/3) and sacrifices Pilgrim of Justice choosing the Knight: its first-strike 2 to
    the Giant is prevented, the regular 2 is dealt (the next time only, 615.8): the Giant has
    2 damage and the Knight took 3."""
    _compiled(real_db, "Pilgrim of Justice", "Fireborn Knight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pilgrim of Justice")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Fireborn Knight")
    s.attack(2, "B", "Fireborn Knight")
    s.block(2, "A", "Hill Giant", "Fireborn Knight")
    s.set_choice("A", "Fireborn Knight")
    s.activate_ability(2, Step.DECLARE_BLOCKERS, "A", "{W}, Sacrifice")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_damage("Hill Giant", 2)
    s.assert_graveyard_count("B", "Fireborn Knight", 1)
    s.assert_graveyard_count("A", "Pilgrim of Justice", 1)
    assert s.state.shields == ()


def test_601_2d_remedy_divides_its_shields_as_cast(real_db: CardDatabase) -> None:
    """A casts Remedy on A's Grizzly Bears and A, dividing 5 as 2 and 3 (601.2d). B's Lightning
    Bolt at the Bears then deals 1 (2 prevented: the Bears live with 1 damage) and B's Lava
    Axe at A deals 2 (3 prevented): A at 18."""
    _compiled(real_db, "Remedy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Remedy")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 6)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Lava Axe")
    s.set_choice("A", "2,3")
    s.cast_spell(2, Step.UPKEEP, "A", "Remedy", targets=["Grizzly Bears", "A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lava Axe", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_life("A", 18)


def test_615_1a_songstitcher_this_turn_said_first(real_db: CardDatabase) -> None:
    """Songstitcher: "Prevent all combat damage that would be dealt this turn by target
    attacking creature with flying." B's Wind Drake (2/2 flying) attacks; A activates it on
    the Drake: A stays at 20, while B's Grizzly Bears attacking alongside deal their 2."""
    _compiled(real_db, "Songstitcher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Songstitcher")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Wind Drake")
    s.attack(2, "B", "Grizzly Bears")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{1}{W}: Prevent",
                       targets=["Wind Drake"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 18)
