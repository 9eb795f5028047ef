"""Session-16 misplay audit (issue 11's hand check, `qa16`) of the cards the first merge round
gained (`gained_r1.txt`): the 50 drawn with `random.Random(20261127 + 161)` and the 32
XMage-tested ones, read against their Oracle text and the Comprehensive Rules; the doubts are
played here with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_kalitas_token_uses_the_destroyed_creatures_last_known_power(
        real_db: CardDatabase) -> None:
    """608.2h (last known information): Kalitas destroys B's Grizzly Bears with two +1/+1
    counters (4/4 on the battlefield, a 2/2 card in the graveyard): the Vampire is 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Bloodchief of Ghet")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}{B}{B}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Vampire Token", 4, 4)


def test_koma_coil_token_is_named_komas_coil(real_db: CardDatabase) -> None:
    """111.4, 201.5: "create a 3/3 blue Serpent creature token named Koma's Coil" names the
    token with the card's short name as printed, not "Koma, Cosmos Serpent's Coil"."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Koma, Cosmos Serpent")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Koma's Coil", 1)
