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
