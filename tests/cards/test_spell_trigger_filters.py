"""Trigger conditions on the spell cast (601.2i, 603.2): a subtype with a card type ("an
Eldrazi creature spell", 205.3m), a keyword ("a creature spell with infect", 702) and
"nonlegendary" (205.4d), with real cards and exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_603_2_hand_of_the_praetors_triggers_on_a_creature_spell_with_infect(
        real_db: CardDatabase) -> None:
    """Hand of the Praetors: "Whenever you cast a creature spell with infect, target player
    gets a poison counter." Glistener Elf (infect) gives B one; Grizzly Bears gives none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hand of the Praetors")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Glistener Elf")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glistener Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_player_counters("B", "poison", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_603_2_emrakuls_influence_needs_an_eldrazi_creature_spell_of_mana_value_7(
        real_db: CardDatabase) -> None:
    """Emrakul's Influence: "Whenever you cast an Eldrazi creature spell with mana value 7 or
    greater, draw two cards." Ulamog's Crusher (an Eldrazi creature, mana value 8) draws A
    two cards; Craw Wurm (mana value 6, no Eldrazi) none: A's hand ends with 2 cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Emrakul's Influence")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 14)
    s.add_card(Zone.HAND, "A", "Ulamog's Crusher")
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ulamog's Crusher")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Ulamog's Crusher", 1)
    s.assert_hand_count("A", 2)
