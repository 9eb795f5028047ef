"""The M21 starter lists (../shared/data/decks): every card is supported, and the ones the
compiler learnt for them play as printed (real cards, scenario API)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import SHARED_ATOMIC

DECKS = SHARED_ATOMIC.parents[1] / "decks"


@pytest.mark.parametrize("deck", ["mono_green_m21.txt", "mono_red_m21.txt"])
def test_every_card_of_the_m21_lists_is_supported(real_db: CardDatabase, deck: str) -> None:
    path = Path(DECKS / deck)
    if not path.exists():
        pytest.skip(f"{path} is not present")
    names = [m.group(2) for line in path.read_text().splitlines()
             if (m := re.match(r"\s*(\d+)\s+(.+?)\s*$", line))]
    refused = {n for n in names
               if not real_db.is_builtin(n) and not real_db.compiled(n).supported}
    assert refused == set()


def test_snarespinner_pumps_only_when_blocking_a_flyer(real_db: CardDatabase) -> None:
    """"Whenever ~ blocks a creature with flying" (509.1i): the trigger looks at the blocked
    attacker."""
    for attacker, power in (("Wind Drake", 3), ("Grizzly Bears", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", attacker)
        s.add_card(Zone.BATTLEFIELD, "B", "Snarespinner")
        s.attack(1, "A", attacker)
        s.block(1, "B", "Snarespinner", attacker)
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_power_toughness("B", "Snarespinner", power, 3)
        s.assert_graveyard_count("A", attacker, 1 if attacker == "Wind Drake" else 0)


def test_ornery_dilophosaur_intervening_if(real_db: CardDatabase) -> None:
    """603.4: "if you control a creature with power 4 or greater" is checked as it triggers."""
    for friend, expected in (("Colossal Dreadmaw", (4, 4)), ("Grizzly Bears", (2, 2))):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Ornery Dilophosaur")
        s.add_card(Zone.BATTLEFIELD, "A", friend)
        s.attack(1, "A", "Ornery Dilophosaur")
        s.stop_at(1, Step.DECLARE_BLOCKERS)
        s.execute()
        s.assert_power_toughness("A", "Ornery Dilophosaur", *expected)


def test_pridemalkin_gives_trample_to_creatures_with_a_counter(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Pridemalkin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pridemalkin")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_abilities("A", "Grizzly Bears", ["trample"])
    s.assert_abilities("A", "Runeclaw Bear", ["trample"], present=False)
    s.assert_abilities("A", "Pridemalkin", ["trample"], present=False)


def test_goblin_arsonist_deals_damage_when_it_dies(real_db: CardDatabase) -> None:
    """"When ~ dies, you may have it deal 1 damage to any target": the source is the creature
    as it last existed (608.2h)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Arsonist")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Goblin Arsonist"])
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Goblin Arsonist", 1)
    s.assert_life("B", 19)


def test_scorching_dragonfire_exiles_instead(real_db: CardDatabase) -> None:
    """614.1a: "If that creature or planeswalker would die this turn, exile it instead."."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Scorching Dragonfire")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scorching Dragonfire", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_exile_count("Grizzly Bears", 1)
