"""Where the layers meet replacement effects: 614.12 judges a permanent's "enters" replacement
effects by the abilities it would have on the battlefield, after continuous effects (613)."""

from __future__ import annotations

from mtg_engine.testing import Scenario, Step, Zone


def _enter_under_blood_moon(land: str) -> Scenario:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Moon")
    s.add_card(Zone.HAND, "A", land)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", land)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_614_12_grasslands_under_blood_moon_enters_untapped() -> None:
    """305.7: under Blood Moon Grasslands is a Mountain with no other ability, so its
    "enters the battlefield tapped" doesn't apply as it enters (614.12)."""
    s = _enter_under_blood_moon("Grasslands")
    s.assert_tapped("Grasslands", False)
    s.assert_subtype("Grasslands", "Mountain")


def test_614_12_kabira_crossroads_under_blood_moon_enters_untapped_without_its_trigger() -> None:
    """614.12 and 603.6d: Kabira Crossroads enters untapped and its enters trigger, an ability
    it doesn't have on the battlefield, doesn't trigger: A stays at 20."""
    s = _enter_under_blood_moon("Kabira Crossroads")
    s.assert_tapped("Kabira Crossroads", False)
    s.assert_life("A", 20)


def test_kabira_crossroads_without_blood_moon_enters_tapped_and_gains_life() -> None:
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Kabira Crossroads")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Kabira Crossroads")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Kabira Crossroads", True)
    s.assert_life("A", 22)


LIFE_CARD = """
- name: Test Life Knight
  cost: "{W}"
  type: Creature — Human Knight
  power: 2
  toughness: 2
  text: As long as you have 22 or more life, Test Life Knight gets +2/+2.
  statics:
    - anthem: {affects: self, power: 2, toughness: 2,
               as_long_as: {kind: life_at_least, count: 22}}
"""


def test_611_3a_an_as_long_as_static_follows_life_total_changes() -> None:
    """611.3a: a static ability's effect applies whenever its condition holds: at 22 life the
    Knight is 4/4; once combat damage takes A to 20 (no object changes zone), it is 2/2."""
    from mtg_engine.cards.database import CardDatabase

    db = CardDatabase.builtin()
    db.load_file("life.yaml", text=LIFE_CARD)
    s = Scenario(cards=db)
    s.set_life("A", 22)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Life Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.check(2, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Test Life Knight", 4, 4))
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_power_toughness("A", "Test Life Knight", 2, 2)
