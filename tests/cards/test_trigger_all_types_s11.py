"""Trigger conditions naming "an artifact creature" (205.2a: both card types, the filter's
`all_types`) and "non-Human creatures" in a "one or more" event (205.3m), read by the trigger
grammar (grammar.lark `tnoun_all_types`, `tdesc_plural`), played with real cards from the
shared MTGJSON file (skipped when it is absent). Exact figures and a case that must not
trigger."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_205_2a_an_artifact_creature_deals_combat_damage(real_db: CardDatabase) -> None:
    """Research Thief: "Whenever an artifact creature you control deals combat damage to a
    player, draw a card." Turn 1 a Memnite (artifact creature) and a Grizzly Bears (not an
    artifact) hit B: one card, not two. B at 20 - 1 - 2 = 17; A's hand 1."""
    _compiled(real_db, "Research Thief", "Memnite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Research Thief")
    s.add_card(Zone.BATTLEFIELD, "A", "Memnite")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Memnite")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("A", 1)


def test_509_1i_becomes_blocked_by_an_artifact_creature(real_db: CardDatabase) -> None:
    """Ogre Leadfoot (3/3): "Whenever ~ becomes blocked by an artifact creature, destroy that
    creature." Turn 1 it is blocked by an Ornithopter (artifact creature, 0/2): destroyed by the
    trigger before damage. Turn 3 by a Wall of Stone (not an artifact): it stays."""
    _compiled(real_db, "Ogre Leadfoot", "Ornithopter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ogre Leadfoot")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.attack(1, "A", "Ogre Leadfoot")
    s.block(1, "B", "Ornithopter", "Ogre Leadfoot")
    s.attack(3, "A", "Ogre Leadfoot")
    s.block(3, "B", "Wall of Stone", "Ogre Leadfoot")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_permanent_count("B", "Wall of Stone", 1)
    s.assert_life("B", 20)


def test_603_2c_one_or_more_non_human_creatures_deal_combat_damage(real_db: CardDatabase
                                                                   ) -> None:
    """Keeper of Fables: "Whenever one or more non-Human creatures you control deal combat
    damage to a player, draw a card." Turn 1 two Grizzly Bears (Bears) hit B: one card (one
    event, 603.2c). Turn 3 an Elite Vanguard (a Human) hits B alone: nothing. A's hand: 1 + the
    turn-3 draw = 2; B at 20 - 4 - 2 = 14."""
    _compiled(real_db, "Keeper of Fables")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Keeper of Fables")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.attack(3, "A", "Elite Vanguard")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_hand_count("A", 2)


def test_700_9_a_modified_creature_you_control_deals_combat_damage(real_db: CardDatabase
                                                                   ) -> None:
    """Kodama of the West Tree: "Whenever a modified creature you control deals combat damage
    to a player, search your library for a basic land card, put it onto the battlefield
    tapped, then shuffle." Two Grizzly Bears hit B, one with a +1/+1 counter (modified, 700.9):
    one Forest from the library, not two. B at 20 - 3 - 2 = 15."""
    _compiled(real_db, "Kodama of the West Tree")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kodama of the West Tree")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Forest", 2)
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Forest", 1)
