"""The scenario harness's default for an unanswered optional effect asked as a choice of up
to one card (`/work/shared/spec/scenario-api.md`: "yes" for an optional ("you may") effect).
Found by session 15's audit (qa15): "you may put a land card from your hand onto the
battlefield" put nothing when no `set_choice` answered it, unlike a ported XMage test, whose
player says yes and picks a card."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_603_2_burgeoning_unanswered_puts_the_first_land(real_db: CardDatabase) -> None:
    """603.2, 305.1: B plays a Mountain on turn 2; A's Burgeoning resolves with nothing
    answered: "yes", A's first Forest enters (1 on the battlefield, 1 left in hand)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burgeoning")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Mountain")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Mountain")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_hand_count("A", 1, "Forest")


def test_603_2_burgeoning_answered_no_puts_nothing(real_db: CardDatabase) -> None:
    """The same with `set_choice("A", "no")`: no Forest enters (2 stay in A's hand)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burgeoning")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Mountain")
    s.set_choice("A", "no")
    s.play_land(2, Step.PRECOMBAT_MAIN, "B", "Mountain")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 0)
    s.assert_hand_count("A", 2, "Forest")


def test_601_2_maelstrom_archangel_casts_any_spell_from_hand(real_db: CardDatabase) -> None:
    """Maelstrom Archangel: "Whenever ~ deals combat damage to a player, you may cast a spell
    from your hand without paying its mana cost." (no quality: any spell). It hits B (15); A
    casts Grizzly Bears free (found by the fuzz, seed 15132: a crash on the missing filter)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maelstrom Archangel")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.attack(1, "A", "Maelstrom Archangel")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
