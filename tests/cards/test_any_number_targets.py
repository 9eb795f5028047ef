"""A variable number of targets chosen as a spell is cast (601.2c): "any number of target
creatures" (rules/x_targets.py), and a cost that grows with them (601.2f: strive, "This spell
costs {2}{R} more to cast for each target beyond the first"), played with real cards."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.casting import cast_actions
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _rouse(real_db: CardDatabase, mountains: int, targets: list[str]) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.add_card(Zone.HAND, "A", "Rouse the Mob")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rouse the Mob", targets=targets)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def _tapped(s: Scenario, name: str) -> int:
    st = s.state
    return sum(1 for o in st.battlefield
               if st.objects[o].card.name == name and st.objects[o].tapped)


def test_601_2c_601_2f_rouse_the_mob_three_targets_costs_two_strives_more(
        real_db: CardDatabase) -> None:
    """Rouse the Mob {R}: "Any number of target creatures each get +2/+0 and gain trample
    until end of turn." Three targets (601.2c): its cost is {R} plus {2}{R} for each of the
    two targets beyond the first (601.2f): 7 Mountains tapped. Grizzly Bears 2/2 -> 4/2, Hill
    Giant 3/3 -> 5/3, B's Llanowar Elves 1/1 -> 3/1, each with trample."""
    s = _rouse(real_db, 7, ["Grizzly Bears", "Hill Giant", "Llanowar Elves"])
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)
    s.assert_power_toughness("A", "Hill Giant", 5, 3)
    s.assert_power_toughness("B", "Llanowar Elves", 3, 1)
    s.assert_abilities("A", "Hill Giant", ["Trample"])
    assert _tapped(s, "Mountain") == 7


def test_601_2c_rouse_the_mob_one_target_costs_its_mana_cost(real_db: CardDatabase) -> None:
    """One target, no target beyond the first: {R}, one Mountain of three tapped; only Hill
    Giant gets +2/+0 (5/3), Grizzly Bears stays 2/2."""
    s = _rouse(real_db, 3, ["Hill Giant"])
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 5, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    assert _tapped(s, "Mountain") == 1


def test_601_2f_rouse_the_mob_two_targets_cant_be_paid_with_three_mountains(
        real_db: CardDatabase) -> None:
    """Two targets cost {R} + {2}{R} = 4 mana: with three Mountains the cast is refused and
    nothing changes."""
    s = _rouse(real_db, 3, ["Grizzly Bears", "Hill Giant"])
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    assert _tapped(s, "Mountain") == 0


def test_601_2c_the_legal_casts_offer_each_set_of_targets_that_can_be_paid(
        real_db: CardDatabase) -> None:
    """The legal actions: each set of the three creatures whose total cost four Mountains
    pay (601.2c, 601.2f): none or one target ({R}, 1 + 3 sets) or two ({3}{R}{R}... 4 mana,
    3 sets); not all three (7 mana). 115.3: one word "target", each a different creature."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Rouse the Mob")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    casts = [a for a in cast_actions(s.state, 0) if isinstance(a, CastSpell)]
    assert sorted(len(a.targets) for a in casts) == [0, 1, 1, 1, 2, 2, 2]
    assert all(len(set(a.targets)) == len(a.targets) for a in casts)


def _rock_slide(real_db: CardDatabase, x: int) -> Scenario:
    """B attacks with Hill Giant and Grizzly Bears; A casts Rock Slide on both with X=`x`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Rock Slide")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Rock Slide",
                 targets=["Hill Giant", "Grizzly Bears"], x=x)
    s.stop_at(2, Step.DECLARE_BLOCKERS)
    return s


def test_601_2d_rock_slide_divides_x_damage_among_the_creatures_chosen(
        real_db: CardDatabase) -> None:
    """Rock Slide {X}{R}: "~ deals X damage divided as you choose among any number of target
    attacking or blocking creatures without flying." B attacks with Hill Giant and Grizzly
    Bears; A casts it with X=4 (5 Mountains) on both, divided 3 to the Giant and 1 to the
    Bears (601.2d): the Giant (3/3) dies, the Bears have 1 damage."""
    s = _rock_slide(real_db, 4)
    s.set_choice("A", "3,1")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Grizzly Bears", 1)
    assert _tapped(s, "Mountain") == 5


def test_601_2d_x_damage_cant_be_divided_among_more_targets_than_x(
        real_db: CardDatabase) -> None:
    """Each target gets at least 1 (601.2d): Rock Slide with X=1 on two attackers is refused
    and nothing is dealt damage."""
    s = _rock_slide(real_db, 1)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_damage("Grizzly Bears", 0)
    s.assert_damage("Hill Giant", 0)


def test_601_2c_kioras_dismissal_returns_each_enchantment_chosen(real_db: CardDatabase) -> None:
    """Kiora's Dismissal {U}: "Return any number of target enchantments to their owners'
    hands", {U} more for each target beyond the first: two targets, two Islands tapped; B's
    Pacifism and A's own Rancor go to their owners' hands, B's Glorious Anthem stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Kiora's Dismissal")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Rancor", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kiora's Dismissal",
                 targets=["Pacifism", "Rancor"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Pacifism")
    s.assert_hand_count("A", 1, "Rancor")
    s.assert_permanent_count("B", "Glorious Anthem", 1)
    assert _tapped(s, "Island") == 2
