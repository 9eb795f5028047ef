"""601.2i, 707.10: "copy it for each other instant and sorcery spell you've cast before it
this turn" (Thousand-Year Storm, XMage-tested; compiled from the real Oracle text): the count
is of the instant and sorcery spells its controller cast this turn before the spell that
triggered it; a creature spell doesn't count, nor does a copy (it isn't cast). Show of
Confidence (XMage-tested): "for each other instant and sorcery spell you've cast this turn"."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_601_2i_thousand_year_storm_copies_for_each_spell_cast_before(
        real_db: CardDatabase) -> None:
    """A casts Shock at B (none before: 2 damage), Grizzly Bears (a creature spell: no
    trigger, not counted), then Lightning Bolt at B (one instant before it: one copy, 3 + 3):
    B at 20 - 2 - 6 = 12. The copy of the Bolt isn't cast: a later spell would count two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thousand-Year Storm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 12)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_601_2i_thousand_year_storm_third_spell_two_copies(real_db: CardDatabase) -> None:
    """Shock (no copy), Lightning Bolt (one copy), Shock (two copies): B takes 2 + 6 + 6 = 14,
    at 6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thousand-Year Storm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.END_TURN, "A", "Shock", targets=["B"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 6)


def test_601_2i_a_spell_cast_in_response_is_not_before_it(real_db: CardDatabase) -> None:
    """Shock (no copy); Lightning Bolt, and in response to its Storm trigger a second Shock
    (two spells before it: two copies, 2 + 4). The Bolt's trigger then still counts only the
    first Shock (one copy, 3 + 3): B takes 2 + 6 + 6 = 14, at 6 (counting every spell cast
    this turn but the Bolt would have made it 3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thousand-Year Storm")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"],
                 responding_to="Thousand-Year Storm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 6)


def test_608_2h_show_of_confidence_copies_for_each_other_spell_this_turn(
        real_db: CardDatabase) -> None:
    """(XMage-tested) A casts Shock and Lightning Bolt at B, then Show of Confidence on Grizzly
    Bears: two other instants this turn, two copies: three +1/+1 counters, 5/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Show of Confidence")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Show of Confidence", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_life("B", 15)
