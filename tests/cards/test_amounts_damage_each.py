"""Amounts counted for each object (107.1, 608.2h), compiled from the real Oracle texts:
"~ deals N damage to <a player> for each ..." (N times the count: Black Market Tycoon, Lotleth
Giant), and colors joined by "and/or" in what is counted (105.2: "black and/or red" is black,
red or both: Honorable Scout, Kithkin Zealot, Chaotic Backlash)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_107_1_black_market_tycoon_deals_2_damage_for_each_treasure(
        real_db: CardDatabase) -> None:
    """A creates two Treasures on turn 1 (no damage in that upkeep: none then); in A's next
    upkeep the Tycoon deals 2 damage to A for each: A at 16. B's life is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Black Market Tycoon")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Strike It Rich", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Strike It Rich")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Strike It Rich")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_life("A", 20))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", 16)
    s.assert_life("B", 20)


def test_107_1_lotleth_giant_counts_creature_cards_in_your_graveyard(
        real_db: CardDatabase) -> None:
    """Lotleth Giant enters with three creature cards and a land card in A's graveyard (and two
    creature cards in B's): 3 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Lotleth Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lotleth Giant")
    s.add_target("A", "B")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)


def test_105_2_black_and_or_red_counts_either_color(real_db: CardDatabase) -> None:
    """B controls a black creature (Drudge Skeletons), a red one (Hill Giant), a white one
    (Savannah Lions) and a Swamp. Honorable Scout: 2 life for each black and/or red creature,
    +4 (A at 24); Kithkin Zealot: 1 for each black and/or red permanent (the Swamp is
    colorless), +2 (26)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Honorable Scout")
    s.add_card(Zone.HAND, "A", "Kithkin Zealot")
    s.add_card(Zone.BATTLEFIELD, "B", "Drudge Skeletons")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Honorable Scout")
    s.add_target("A", "B")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("A", 24))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Kithkin Zealot")
    s.add_target("A", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 26)


def test_105_2_chaotic_backlash_twice_white_and_or_blue_permanents(
        real_db: CardDatabase) -> None:
    """B controls Savannah Lions (white), Coral Merfolk (blue) and Hill Giant (red): twice 2,
    4 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Chaotic Backlash")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Coral Merfolk")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chaotic Backlash", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 16)
