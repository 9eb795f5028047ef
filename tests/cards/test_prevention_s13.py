"""615.1a, 615.5, 615.7: prevention effects read from Oracle text in session 13
(cards/oracle/prevention.py, prevention_statics.py, effects._prevention): sources and
recipients named by a subtype in the plural ("by Walls", "to Spirits you control", "by
non-Human sources"), by two colours ("black sources and red sources"), enchanted creatures as
the source, snow creatures as the recipient, a spell as the source ("target spell"), "target
player or planeswalker", and "You gain life equal to the damage prevented this way." after a
prevention that isn't a chosen source's (615.5). Played with real cards (skipped without the
shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def _bolted(real_db: CardDatabase, answer: str, lands: int, target: str | None = None,
            **kw: str) -> Scenario:
    """B casts Lightning Bolt at A on turn 2; A answers with `answer`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", lands)
    s.add_card(Zone.HAND, "A", answer)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", answer, responding_to="Lightning Bolt",
                 targets=[target] if target else [], **kw)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    return s


def test_615_5_candles_glow_gains_the_life_prevented(real_db: CardDatabase) -> None:
    """A's Candles' Glow on A in response to B's Lightning Bolt at A: the 3 damage is
    prevented and A gains 3 (615.5): A is at 23."""
    assert_compiled(real_db, "Candles' Glow")
    s = _bolted(real_db, "Candles' Glow", 2, "A")
    s.execute()
    s.assert_life("A", 23)


def test_615_5_hallow_target_spell_is_the_source(real_db: CardDatabase) -> None:
    """Hallow targets B's Lightning Bolt (a spell is a source, 609.7a): its 3 damage to A is
    prevented and A gains 3: 23."""
    assert_compiled(real_db, "Hallow")
    s = _bolted(real_db, "Hallow", 1, "Lightning Bolt")
    s.execute()
    s.assert_life("A", 23)
    s.assert_graveyard_count("A", "Hallow", 1)


def test_615_1a_luminesce_red_source(real_db: CardDatabase) -> None:
    """Luminesce ("black sources and red sources"): B's red Lightning Bolt deals A no
    damage."""
    assert_compiled(real_db, "Luminesce")
    s = _bolted(real_db, "Luminesce", 1)
    s.execute()
    s.assert_life("A", 20)


def test_615_7_noble_vestige_next_one_to_target_player(real_db: CardDatabase) -> None:
    """Noble Vestige's "{T}: Prevent the next 1 damage that would be dealt to target player or
    planeswalker this turn." on A, in response to a Bolt at A: A takes 2 (18)."""
    assert_compiled(real_db, "Noble Vestige")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Noble Vestige")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "{T}: Prevent", targets=["A"],
                       responding_to="Lightning Bolt")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)


def test_615_1a_repel_the_abominable_spares_humans(real_db: CardDatabase) -> None:
    """B attacks with Gray Ogre (an Ogre) and Elite Vanguard (a Human); A casts Repel the
    Abominable: only the Human's 2 damage is dealt (18)."""
    assert_compiled(real_db, "Repel the Abominable")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Repel the Abominable")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.attack(2, "B", "Gray Ogre")
    s.attack(2, "B", "Elite Vanguard")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Repel the Abominable")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 18)


def test_615_5_chant_of_vitu_ghazi_group_with_life(real_db: CardDatabase) -> None:
    """Chant of Vitu-Ghazi as B's Gray Ogre and Elite Vanguard attack: no combat damage to A,
    and A gains the 4 prevented (24)."""
    assert_compiled(real_db, "Chant of Vitu-Ghazi")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.add_card(Zone.HAND, "A", "Chant of Vitu-Ghazi")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.attack(2, "B", "Gray Ogre")
    s.attack(2, "B", "Elite Vanguard")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Chant of Vitu-Ghazi")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 24)


def test_615_1a_drogskol_reinforcements_noncombat_to_spirits(real_db: CardDatabase) -> None:
    """Drogskol Reinforcements: B's Bolt at A's Kami of Old Stone (a Spirit) deals it no
    damage; combat damage to Spirits still is dealt (the Kami blocks Gray Ogre: 2)."""
    assert_compiled(real_db, "Drogskol Reinforcements")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Drogskol Reinforcements")
    s.add_card(Zone.BATTLEFIELD, "A", "Kami of Old Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Kami of Old Stone"])
    s.attack(2, "B", "Gray Ogre")
    s.block(2, "A", "Kami of Old Stone", "Gray Ogre")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_damage("Kami of Old Stone", 2)


def test_615_1a_goblin_furrier_deals_nothing_to_snow(real_db: CardDatabase) -> None:
    """A's Goblin Furrier (2/2) attacks and B's Boreal Druid (snow, 1/1) blocks: the Druid
    takes none of it and survives; the Furrier takes 1."""
    assert_compiled(real_db, "Goblin Furrier")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Furrier")
    s.add_card(Zone.BATTLEFIELD, "B", "Boreal Druid")
    s.attack(3, "A", "Goblin Furrier")
    s.block(3, "B", "Boreal Druid", "Goblin Furrier")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Boreal Druid", 1)
    s.assert_damage("Boreal Druid", 0)
    s.assert_damage("Goblin Furrier", 1)


def test_615_1a_enchanted_being_and_enchanted_attacker(real_db: CardDatabase) -> None:
    """B's Grizzly Bears with Holy Strength (3/4, enchanted) attacks; A's Enchanted Being
    blocks: it takes none of the 3; the Bears take 2. Gray Ogre (not enchanted) blocked by
    Wall of Putrid Flesh deals it its 2."""
    assert_compiled(real_db, "Enchanted Being", "Wall of Putrid Flesh")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Enchanted Being")
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Putrid Flesh")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Gray Ogre")
    s.block(2, "A", "Enchanted Being", "Grizzly Bears")
    s.block(2, "A", "Wall of Putrid Flesh", "Gray Ogre")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Enchanted Being", 1)
    s.assert_damage("Enchanted Being", 0)
    s.assert_damage("Grizzly Bears", 2)
    s.assert_damage("Wall of Putrid Flesh", 2)
