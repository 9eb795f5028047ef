"""The automatic payer (601.2g-h, 605.3a) with mana abilities of several results (106.1a),
of a variable amount (106.1) and with counters removed as their cost (107.1c, 118.3):
rules/mana_results.py lists each source's results, rules/mana.py `find_payment` chooses one,
`Payment.activations` records it and `casting.pay_cost` activates exactly that."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.mana import find_payment, mana_sources
from mtg_engine.testing import Scenario, Step, Zone


def _added(s: Scenario, player: int) -> list[str]:
    """The mana each mana ability added, in order (106.4: the "mana" events)."""
    return [e[2] for e in s.state.log if e[0] == "mana" and e[1] == player]


def test_106_1a_firemind_vessel_pays_with_the_result_the_cost_needs(
        real_db: CardDatabase) -> None:
    """Firemind Vessel ("{T}: Add two mana of different colors", ten results) and a Plains pay
    Electrolyze ({1}{U}{R}) with no mana ability activated by hand: the payer picks {U}{R}
    (601.2g), the Plains pays {1}. 1 damage to the Bears and 1 to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Firemind Vessel")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Electrolyze")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Electrolyze", targets=["Grizzly Bears", "B"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_life("B", 19)
    s.assert_tapped("Firemind Vessel")
    s.assert_tapped("Plains")
    assert sorted(_added(s, 0)) == ["UR", "W"]


def test_106_1a_gilded_lotus_gives_all_three_mana(real_db: CardDatabase) -> None:
    """Gilded Lotus ("three mana of any one color") and two Plains pay Serra Angel
    ({3}{W}{W}): the Lotus gives {W}{W}{W}, five mana in all (it counted as one before)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gilded Lotus")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Serra Angel")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_tapped("Gilded Lotus")
    assert sorted(_added(s, 0)) == ["W", "W", "WWW"]


def test_107_1c_storage_land_removes_only_the_counters_it_needs(real_db: CardDatabase) -> None:
    """Mage-Ring Network with three storage counters pays Millstone ({2}) alone: "{T}, Remove
    any number of storage counters: Add {C} for each" with two counters removed (107.1c, 118.3:
    as many as the mana used), one counter left; {C}{C} added."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mage-Ring Network", counters={"storage": 3})
    s.add_card(Zone.HAND, "A", "Millstone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Millstone")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Millstone", 1)
    s.assert_tapped("Mage-Ring Network")
    s.assert_counter_count("A", "Mage-Ring Network", "storage", 1)
    assert _added(s, 0) == ["CC"]


def test_107_1c_storage_land_uses_its_plain_ability_for_one_mana(real_db: CardDatabase) -> None:
    """For Wooden Sphere ({1}) Mage-Ring Network's "{T}: Add {C}" suffices: no counter is
    removed (3 left); with no counter it can't pay {2} (Millstone isn't castable)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mage-Ring Network", counters={"storage": 3})
    s.add_card(Zone.HAND, "A", "Wooden Sphere")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wooden Sphere")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Wooden Sphere", 1)
    s.assert_counter_count("A", "Mage-Ring Network", "storage", 3)
    assert _added(s, 0) == ["C"]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mage-Ring Network")
    s.add_card(Zone.HAND, "A", "Millstone")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Millstone", playable=False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()


def test_605_1a_payment_records_each_sources_result(real_db: CardDatabase) -> None:
    """`Payment.activations` names the ability and the mana of each source (601.2g): for
    {U}{R}{1} from Firemind Vessel and a Plains, the Vessel's "{U}{R}" ability and the
    Plains's {W}. The payment of {2}{U}{R} doesn't exist (three mana in all)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Firemind Vessel")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    from mtg_engine.core.mana import ManaCost

    st = s.state
    pay = find_payment(st, 0, ManaCost.parse("{1}{U}{R}"), mana_sources(st, 0))
    assert pay is not None
    by_name = {st.objects[a[0]].card.name: a[1:] for a in pay.activations}
    vessel = next(o for o in st.battlefield if st.objects[o].card.name == "Firemind Vessel")
    ability = by_name["Firemind Vessel"][0]
    assert st.objects[vessel].card.abilities[ability].mana == ("U", "R")
    assert by_name["Firemind Vessel"][1:] == ("UR", 0)
    assert by_name["Plains"][1:] == ("W", 0)
    assert pay.spend == (1, 1, 0, 1, 0, 0)
    assert find_payment(st, 0, ManaCost.parse("{2}{U}{R}"), mana_sources(st, 0)) is None
