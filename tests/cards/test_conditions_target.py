"""Conditions on the one target's keywords, power, toughness or mana value (608.2c, 608.2h;
cards/oracle/conditions_target.py), played with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.conditions_target import object_condition, object_wording
from mtg_engine.testing import Scenario, Step, Zone


def _burn_the_impure(real_db: CardDatabase, victim: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Burn the Impure")
    s.add_card(Zone.BATTLEFIELD, "B", victim)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burn the Impure", targets=[victim])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_burn_the_impure_hits_the_controller_of_an_infect_creature(
        real_db: CardDatabase) -> None:
    """Burn the Impure: "~ deals 3 damage to target creature. If that creature has infect, ~
    deals 3 damage to that creature's controller." Glistener Elf (1/1, infect) dies and B
    goes to 17; the condition is read as the second instruction is carried out, from the
    Elf as it last existed (608.2h)."""
    s = _burn_the_impure(real_db, "Glistener Elf")
    s.assert_graveyard_count("B", "Glistener Elf", 1)
    s.assert_life("B", 17)


def test_608_2c_burn_the_impure_spares_the_controller_of_a_creature_without_infect(
        real_db: CardDatabase) -> None:
    """Against Craw Wurm (6/4, no infect) only the Wurm is dealt 3 damage: B stays at 20."""
    s = _burn_the_impure(real_db, "Craw Wurm")
    s.assert_damage("Craw Wurm", 3)
    s.assert_life("B", 20)


def _savage_swipe(real_db: CardDatabase, mine: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Savage Swipe")
    s.add_card(Zone.BATTLEFIELD, "A", mine)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Savage Swipe", targets=[mine, "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_savage_swipe_pumps_a_power_2_creature_before_the_fight(
        real_db: CardDatabase) -> None:
    """Savage Swipe: "Target creature you control gets +2/+2 until end of turn if its power
    is 2. Then it fights target creature you don't control." Grizzly Bears (power 2) becomes
    4/4 and fights Hill Giant (3/3, 701.12a): the Giant dies, the Bears have 3 damage."""
    s = _savage_swipe(real_db, "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_damage("Grizzly Bears", 3)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_608_2c_savage_swipe_gives_nothing_to_another_power(real_db: CardDatabase) -> None:
    """Centaur Courser (3/3) has power 3, not 2: it gets no bonus and the two 3/3s fight:
    both die (704.5g)."""
    s = _savage_swipe(real_db, "Centaur Courser")
    s.assert_graveyard_count("A", "Centaur Courser", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_object_conditions_read_back_their_words() -> None:
    """Each wording reads to a `target_is` filter and renders back to itself (the round trip
    the compiler checks); "has rampage" (a keyword with a number) and other words don't."""
    for text, f in (("that creature has infect", {"keywords": ["infect"]}),
                    ("it doesn't have flying", {"not_keywords": ["flying"]}),
                    ("its power is 2", {"power_ge": 2, "power_le": 2}),
                    ("its toughness is 4 or greater", {"toughness_ge": 4}),
                    ("it has mana value 3 or less", {"mana_value_le": 3})):
        c = object_condition(text)
        assert c is not None and c["filter"] == f, text
        assert object_wording(c) == text
    assert object_condition("it doesn't have rampage") is None
    assert object_condition("its power is greater than ~'s power") is None
