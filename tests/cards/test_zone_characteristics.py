"""604.3, 113.6a: a card's characteristic-defining abilities work outside the battlefield, and
a static ability that reads cards in a graveyard sees them (rules/zone_characteristics.py)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_613_4c_carrion_grub_gets_the_greatest_power_among_creature_cards_in_graveyard(
        real_db: CardDatabase) -> None:
    """Carrion Grub (0/5): "~ gets +X/+0, where X is the greatest power among creature cards
    in your graveyard." (613.4c, 608.2h) A's graveyard: Colossal Dreadmaw (6/6), Grizzly
    Bears (2/2) and Giant Growth (an instant, not counted); B's Craw Wurm (6/4) is in B's
    graveyard, not "your": the Grub is 6/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Carrion Grub")
    s.add_card(Zone.GRAVEYARD, "A", "Colossal Dreadmaw")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Giant Growth")
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Carrion Grub", 6, 5)


def test_107_1b_carrion_grub_with_no_creature_card_in_graveyard_gets_plus_0(
        real_db: CardDatabase) -> None:
    """With only Giant Growth in A's graveyard, X is 0 (no creature card, 107.1b) and the
    Grub stays 0/5; Grizzly Bears in B's graveyard doesn't count."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Carrion Grub")
    s.add_card(Zone.GRAVEYARD, "A", "Giant Growth")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Carrion Grub", 0, 5)


def test_604_3_carrion_grub_reads_nightmares_cda_in_the_graveyard(
        real_db: CardDatabase) -> None:
    """Nightmare (*/*: "power and toughness are each equal to the number of Swamps you
    control") in A's graveyard with three Swamps on A's battlefield has power 3 there
    (604.3, 113.6a), more than Grizzly Bears' 2: Carrion Grub is 3/5. A fourth Swamp played
    makes it 4/5 (the count is read again, 611.3a); B's Swamp doesn't count (Nightmare's
    owner is A, 109.5 "you")."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Carrion Grub")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.HAND, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "A", "Nightmare")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Carrion Grub", 3, 5))
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Swamp")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Carrion Grub", 4, 5)


def test_604_3_nightmare_with_no_swamp_leaves_the_bears_greatest(
        real_db: CardDatabase) -> None:
    """With no Swamp, Nightmare in the graveyard is 0/0 there (604.3): the greatest power
    among A's creature cards is Grizzly Bears' 2 and Carrion Grub is 2/5 (a printed */* would
    have been read as 0 too: the Bears make the figure exact)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Carrion Grub")
    s.add_card(Zone.GRAVEYARD, "A", "Nightmare")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Carrion Grub", 2, 5)
