"""613.1f, 611.3a: a static ability granting an ability to the object itself, on only while
its condition holds ("Threshold — As long as seven or more cards are in your graveyard, ~ gets
+3/+3 and has '{R}: ~ gets +1/+0 until end of turn.'"). Inside the quotes "~" is the object
that has the ability, which is ~ itself. Real cards from the shared MTGJSON file (skipped
without it)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_611_3a_fledgling_dragon_threshold(real_db: CardDatabase) -> None:
    """Fledgling Dragon (2/2 flying): with seven cards in A's graveyard it is 5/5 and has
    "{R}: ~ gets +1/+0 until end of turn." (activated: 6/5); with six it is 2/2 and has no
    such ability."""
    st = real_db.compiled("Fledgling Dragon").dsl["statics"][0]["continuous"]
    assert st["affects"] == "self" and st["as_long_as"] == {"kind": "graveyard_at_least",
                                                            "count": 7}
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fledgling Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Island", 7)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}: ~ gets +1/+0")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Fledgling Dragon", 6, 5)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fledgling Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Island", 6)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Fledgling Dragon", 2, 2)
    s.assert_playable("A", "{R}: ~ gets +1/+0", False)


def test_613_1f_treacherous_werewolf_granted_dies_trigger(real_db: CardDatabase) -> None:
    """Treacherous Werewolf (2/2) with threshold is 4/4 and has "When ~ dies, you lose 4
    life." Shocked twice (4 damage) it dies and A loses 4 (603.10a: the ability it had as it
    left). Without threshold it is 2/2, one Shock kills it and A keeps 20."""
    for cards, shocks, life in ((7, 2, 16), (0, 1, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Treacherous Werewolf")
        if cards:
            s.add_card(Zone.GRAVEYARD, "A", "Island", cards)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain", shocks)
        s.add_card(Zone.HAND, "B", "Shock", shocks)
        for _ in range(shocks):
            s.cast_spell(1, Step.UPKEEP, "B", "Shock", targets=["Treacherous Werewolf"])
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_graveyard_count("A", "Treacherous Werewolf", 1)
        s.assert_life("A", life)


def test_305_7_spreading_seas_makes_the_land_an_island(real_db: CardDatabase) -> None:
    """305.7, 613.1d: A's Spreading Seas on B's Mountain: the land is an Island and not a
    Mountain, so it taps for {U} only: B can't cast Shock in its turn (without the Aura it
    can)."""
    for seas in (True, False):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        if seas:
            s.add_card(Zone.HAND, "A", "Spreading Seas")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spreading Seas", targets=["Mountain"])
        s.stop_at(2, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_subtype("Mountain", "Island", seas)
        s.assert_subtype("Mountain", "Mountain", not seas)
        s.assert_playable("B", "Shock", not seas)
