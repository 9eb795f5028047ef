"""Counts of "other legendary" / "other snow" permanents (205.4d, 205.4g; 613.4c "gets +1/+1
for each ..."), compiled from the real Oracle texts: Spirit of the Aldergard ("gets +1/+0 for
each other snow permanent you control": other than itself) and Heroes' Podium ("Each
legendary creature you control gets +1/+1 for each other legendary creature you control":
other than the creature it applies to), and Relentless Rats ("for each other creature on the
battlefield named ~", 201.4b), and two creature types counted together (205.3m: Aysen
Crusader's "Soldiers and Warriors")."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_205_4g_spirit_of_the_aldergard_counts_other_snow_permanents(
        real_db: CardDatabase) -> None:
    """Spirit of the Aldergard (snow, 0/4) with two Snow-Covered Forests and a Forest: +2/+0
    (not itself, not the Forest), 2/4; B's Snow-Covered Forest doesn't count. A third
    Snow-Covered Forest played: 3/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spirit of the Aldergard")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Snow-Covered Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Snow-Covered Forest")
    s.check(1, Step.UPKEEP,
            lambda sc: sc.assert_power_toughness("A", "Spirit of the Aldergard", 2, 4))
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Snow-Covered Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Spirit of the Aldergard", 3, 4)


def test_205_4d_heroes_podium_other_legendary_creatures(real_db: CardDatabase) -> None:
    """Heroes' Podium with three legendary creatures (Isamaru 2/2, Squee 1/1, Jareth 4/7) and
    Kird Ape (not legendary, 1/1): each legend gets +2/+2 (the two others), the Ape nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heroes' Podium")
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "A", "Squee, Goblin Nabob")
    s.add_card(Zone.BATTLEFIELD, "A", "Jareth, Leonine Titan")
    s.add_card(Zone.BATTLEFIELD, "A", "Kird Ape")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Isamaru, Hound of Konda", 4, 4)
    s.assert_power_toughness("A", "Squee, Goblin Nabob", 3, 3)
    s.assert_power_toughness("A", "Jareth, Leonine Titan", 6, 9)
    s.assert_power_toughness("A", "Kird Ape", 1, 1)


def test_201_4b_relentless_rats_counts_other_rats_on_the_battlefield(
        real_db: CardDatabase) -> None:
    """"~ gets +1/+1 for each other creature on the battlefield named ~": A's two Relentless
    Rats and B's one: each of A's (2/2) is 4/4, B's too; a Rats in A's graveyard doesn't count.
    """
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Relentless Rats", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Relentless Rats")
    s.add_card(Zone.BATTLEFIELD, "B", "Relentless Rats")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Relentless Rats", 4, 4)
    s.assert_power_toughness("B", "Relentless Rats", 4, 4)


def test_205_3m_aysen_crusader_counts_soldiers_and_warriors(real_db: CardDatabase) -> None:
    """Aysen Crusader (Human Knight, 2+*/2+*) with Elite Vanguard (Soldier), Akki Raider
    (Goblin Warrior) and Grizzly Bears (a Bear): 2 plus 2, 4/4 (B's Soldier doesn't count)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Aysen Crusader")
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Akki Raider")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Aysen Crusader", 4, 4)
