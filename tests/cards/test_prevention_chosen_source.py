"""615.8, 615.9, 609.7a: prevention from a source chosen as the effect resolves ("The next time
a red source of your choice would deal damage to you this turn, prevent that damage."), read
from Oracle text (cards/oracle/prevention.py) and played with real cards (skipped without the
shared MTGJSON file)."""

from __future__ import annotations

from pathlib import Path

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_615_8_the_next_instance_only(real_db: CardDatabase) -> None:
    """B's Fireborn Knight (red and white, 2/3 double strike) attacks; A activates Circle of
    Protection: Red choosing it. Its first-strike damage (2) is prevented; its regular combat
    damage is the next instance and is dealt (615.8): A at 18, the shield used up."""
    _compiled(real_db, "Circle of Protection: Red", "Fireborn Knight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Circle of Protection: Red")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Fireborn Knight")
    s.attack(2, "B", "Fireborn Knight")
    s.set_choice("A", "Fireborn Knight")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{1}: The next time")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    assert s.state.shields == ()


PAINT = """
- name: Test Paint
  cost: "{U}"
  type: Instant
  text: Target creature becomes blue until end of turn.
  spell:
    targets: [{kind: creature}]
    effects:
      - continuous: {what: target, set_colors: U}
"""


def test_615_9_the_shield_rechecks_the_source(shared_atomic: Path) -> None:
    """A chooses B's attacking Gray Ogre (red, 2/2) for Circle of Protection: Red; B then
    makes the Ogre blue. As it would deal its combat damage it is no longer a red source: the
    damage is dealt (A at 18) and the shield isn't used up (615.9)."""
    db = CardDatabase.load(shared_atomic)
    db.load_file("paint.yaml", text=PAINT)
    _compiled(db, "Circle of Protection: Red")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Circle of Protection: Red")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Test Paint")
    s.attack(2, "B", "Gray Ogre")
    s.set_choice("A", "Gray Ogre")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{1}: The next time")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "B", "Test Paint", targets=["Gray Ogre"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_color("Gray Ogre", ["U"])
    s.assert_life("A", 18)
    assert len(s.state.shields) == 1
    saved = s.game.to_json()  # the shield, its filter and "once" survive a save exactly
    assert Game.from_json(saved, db).to_json() == saved


def test_615_8_a_source_not_chosen_deals_its_damage(real_db: CardDatabase) -> None:
    """The shield is only for the source chosen: B attacks with Gray Ogre and Fireborn
    Knight, A chooses the Ogre. The Ogre's 2 is prevented; the Knight's 2 + 2 are dealt:
    A at 16."""
    _compiled(real_db, "Circle of Protection: Red")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Circle of Protection: Red")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "B", "Fireborn Knight")
    s.attack(2, "B", "Gray Ogre")
    s.attack(2, "B", "Fireborn Knight")
    s.set_choice("A", "Gray Ogre")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{1}: The next time")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 16)


def test_615_5_reverse_damage_gains_the_life_prevented(real_db: CardDatabase) -> None:
    """B's Lightning Bolt targets A; in response A casts Reverse Damage choosing the Bolt (a
    spell on the stack is a source, 609.7a): its 3 damage is prevented and A gains 3 life
    (615.5): A at 23."""
    _compiled(real_db, "Reverse Damage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Reverse Damage")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Reverse Damage", responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 23)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_615_9_story_circle_a_source_of_the_chosen_color(real_db: CardDatabase) -> None:
    """Story Circle enters with red chosen (614.12a); B attacks with Gray Ogre (red) and
    Grizzly Bears (green). A chooses the Ogre (a red source): its 2 damage is
    prevented and the Bears' 2 is dealt (A at 18)."""
    _compiled(real_db, "Story Circle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Story Circle")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Story Circle")
    s.attack(2, "B", "Gray Ogre")
    s.attack(2, "B", "Grizzly Bears")
    s.set_choice("A", "Gray Ogre")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{W}: The next time")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 18)
