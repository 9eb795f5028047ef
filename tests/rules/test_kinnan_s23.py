"""The automatic payer counts the mana triggered mana abilities add (605.1b, 605.4a, 106.12)
for every source it taps, exactly: Kinnan, Bonder Prodigy's "Whenever you tap a nonland
permanent for mana, add one mana of any type that permanent produced." (106.1b) after Sol
Ring's {C}{C} is one more {C}; after Birds of Paradise's one mana of any color, one more of
the colour chosen; a land tapped for mana doesn't trigger it (rules/mana_triggers.with_extras).
"""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

_KINNAN = "Kinnan, Bonder Prodigy"


def _scenario(real_db: CardDatabase, permanents: list[str], spell: str) -> Scenario:
    s = Scenario(cards=real_db)
    for name in permanents:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.HAND, "A", spell)
    return s


def test_605_4a_kinnan_sol_ring_paid_automatically(real_db: CardDatabase) -> None:
    """Kinnan, Sol Ring and a Mountain: Sol Ring's {C}{C}, Kinnan's {C} and the Mountain's {R}
    pay Hill Giant ({3}{R}) with no mana tapped by hand; castable (legal_actions) before; both
    sources tapped and A's pool empty after."""
    s = _scenario(real_db, [_KINNAN, "Sol Ring", "Mountain"], "Hill Giant")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_tapped("Sol Ring")
    s.assert_tapped("Mountain")
    assert list(s.state.players[0].mana_pool) == [0] * 6


@pytest.mark.parametrize("permanents", [
    ["Sol Ring", "Mountain"],  # no Kinnan: three mana
    [_KINNAN, "Mountain", "Mountain", "Mountain"],  # 106.12: lands don't trigger Kinnan
])
def test_605_4a_no_extra_without_kinnan_or_from_lands(real_db: CardDatabase,
                                                      permanents: list[str]) -> None:
    """Three mana only: Hill Giant ({3}{R}) is not castable and stays in A's hand."""
    s = _scenario(real_db, permanents, "Hill Giant")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Hill Giant", False)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")


@pytest.mark.parametrize("land", ["Island", "Plains"])
def test_106_1b_kinnan_birds_extra_is_the_colour_chosen(real_db: CardDatabase,
                                                        land: str) -> None:
    """Birds of Paradise's {U} and Kinnan's {U} (the type it produced) pay Phantom Warrior's
    {U}{U} ({1}{U}{U}), the land's mana its {1}: the payer chooses the Birds' colour for both;
    the Birds and the land are tapped and A's pool is empty after."""
    s = _scenario(real_db, [_KINNAN, "Birds of Paradise", land], "Phantom Warrior")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phantom Warrior")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Phantom Warrior", 1)
    s.assert_tapped("Birds of Paradise")
    s.assert_tapped(land)
    assert list(s.state.players[0].mana_pool) == [0] * 6


def test_106_1b_kinnan_birds_extra_not_another_colour(real_db: CardDatabase) -> None:
    """Birds of Paradise with Kinnan make two mana of one colour, never {W}{U}: Deputy of
    Acquittals ({W}{U}) can't be cast from them."""
    s = _scenario(real_db, [_KINNAN, "Birds of Paradise"], "Deputy of Acquittals")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_playable("A", "Deputy of Acquittals", False)
