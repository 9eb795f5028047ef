"""305.2, 611.2a: "You may play an additional land this turn." (Explore): one more land play
for its controller this turn only (effects/player_restrictions.v_additional_land, counted by
rules/restrictions.land_drops). Real cards, exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.restrictions import land_drops
from mtg_engine.testing import Scenario, Step, Zone


def test_305_2_explore_gives_one_more_land_play_this_turn(real_db: CardDatabase) -> None:
    """A plays a Forest, casts Explore (draws the Swamp on top), then plays an Island: two
    lands this turn (3 Forests and an Island in play). On turn 3 A may again play only one
    land (land_drops 1); B's figure stays 1 throughout."""
    assert real_db.compiled("Explore").supported
    seen: list[tuple[int, int]] = []
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Explore")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.LIBRARY, "A", "Swamp")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Explore")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: seen.append((land_drops(sc.state, 0),
                                                          land_drops(sc.state, 1))))
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Island")
    s.check(3, Step.UPKEEP, lambda sc: seen.append((land_drops(sc.state, 0),
                                                     land_drops(sc.state, 1))))
    s.stop_at(3, Step.DRAW)
    s.execute()
    assert seen == [(2, 1), (1, 1)]
    s.assert_permanent_count("A", "Forest", 3)
    s.assert_permanent_count("A", "Island", 1)
    s.assert_hand_count("A", 1, "Swamp")
