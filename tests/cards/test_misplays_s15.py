"""Session-15 misplay audit (issue 11's hand check, `qa15`) of the cards session 14's later
merge rounds made supported (`s14_late_gains.txt`): first the 45 drawn with
`random.Random(20261127 + 15)`, then the rest. Each card whose DSL could hide a deviation is
played here with exact figures, naming the rule.

First finding (the lead's): Dissipation Field ("Whenever a permanent deals damage to you")
triggered on a spell's damage. 109.2a: a description with "permanent" or a card type or
subtype, without "card", "spell" or "source", means a permanent on the battlefield
(rules/trigger_combat._is_permanent)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_dissipation_field_ignores_a_spells_damage(real_db: CardDatabase) -> None:
    """109.2a: B's Shock deals 2 to A: Shock is a spell, not a permanent, so Dissipation
    Field doesn't trigger; Shock goes to B's graveyard (608.2n), A is at 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dissipation Field")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_hand_count("B", 1)  # (B's turn-2 draw only)
    assert not any(e[0] == "trigger" for e in s.game.state.log), s.log


def test_dissipation_field_returns_a_pinging_creature(real_db: CardDatabase) -> None:
    """109.2a, 603.2: B's Prodigal Pyromancer (a permanent) deals 1 to A with its ability:
    Dissipation Field returns it to B's hand. A is at 19."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dissipation Field")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_permanent_count("B", "Prodigal Pyromancer", 0)
    s.assert_hand_count("B", 1, "Prodigal Pyromancer")


def test_teysa_sees_a_creature_that_dies_of_its_combat_damage(real_db: CardDatabase) -> None:
    """603.10a, 510.2: B's Colossal Dreadmaw (6/6 trample) is blocked by A's Typhoid Rats
    (deathtouch): 1 to the Rats, 5 tramples over to A, and the Rats' damage destroys it
    (704.5h) at once. Teysa, Envoy of Ghosts still triggers on the damage the creature dealt
    to A: its exile finds nothing (400.7), but A gets the 1/1 Spirit. A is at 15."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teysa, Envoy of Ghosts")
    s.add_card(Zone.BATTLEFIELD, "A", "Typhoid Rats")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.attack(2, "B", "Colossal Dreadmaw")
    s.block(2, "A", "Typhoid Rats", "Colossal Dreadmaw")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 15)
    s.assert_graveyard_count("B", "Colossal Dreadmaw", 1)
    s.assert_permanent_count("A", "Spirit Token", 1)


def test_fiendlash_uses_the_dead_creatures_last_power(real_db: CardDatabase) -> None:
    """603.10a, 608.2h: A's Grizzly Bears wears Fiendlash (4/2). B's Lightning Bolt deals 3 to
    it: it dies, and Fiendlash's trigger has it deal damage equal to its power as it last
    existed (4, Fiendlash's +2 included) to B: B is at 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Fiendlash", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_target("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Grizzly Bears",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 16)
    s.assert_life("A", 20)


def test_healing_technique_gains_the_returned_cards_mana_value(real_db: CardDatabase) -> None:
    """608.2h: Healing Technique returns A's Craw Wurm (mana value 6) to A's hand, then A gains
    life equal to its mana value as it last existed in the graveyard: 6 (A at 16 goes to 22).
    No one copies it (demonstrate, 702.144a, is declined); it is exiled, not put in the
    graveyard."""
    s = Scenario(cards=real_db)
    s.set_life("A", 16)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Healing Technique")
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Healing Technique", targets=("Craw Wurm",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Craw Wurm")
    s.assert_life("A", 22)
    s.assert_exile_count("Healing Technique", 1)
    s.assert_graveyard_count("A", None, 0)
