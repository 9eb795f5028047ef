"""State triggers (603.8; rules/state_triggers.py) with real cards of the shared MTGJSON file
(skipped without it): the ability triggers as soon as the game state matches its condition,
only once until it has left the stack, and its condition isn't checked again as it resolves."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _crocodile(db: CardDatabase, bolt: bool) -> Scenario:
    """Emperor Crocodile ("When you control no other creatures, sacrifice ~."), 5/5, with A's
    Grizzly Bears; B may Lightning Bolt the Bears in turn 2."""
    assert db.compiled("Emperor Crocodile").supported, db.compiled("Emperor Crocodile").reasons
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Emperor Crocodile")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if bolt:
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Grizzly Bears",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_603_8_emperor_crocodile_sacrificed_when_alone(real_db: CardDatabase) -> None:
    """The Bears die: A controls no other creature, the ability triggers once and A sacrifices
    the Crocodile; both are in A's graveyard."""
    s = _crocodile(real_db, bolt=True)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Emperor Crocodile", 1)
    s.assert_battlefield_count("A", 0)
    log = s.game.state.log.since(0)
    assert sum(1 for e in log if e[0] == "trigger" and e[3] == "Emperor Crocodile") == 1


def test_603_8_not_while_another_creature_is_there(real_db: CardDatabase) -> None:
    """No Bolt: A keeps the Bears, the Crocodile stays; nothing triggered."""
    s = _crocodile(real_db, bolt=False)
    s.assert_permanent_count("A", "Emperor Crocodile", 1)
    assert not any(e[0] == "trigger" for e in s.game.state.log.since(0))


def test_603_8_triggers_once_until_it_leaves_the_stack(real_db: CardDatabase) -> None:
    """A casts Ambush Viper (flash) in response to the trigger (603.8: the state no longer
    holds, but the ability was triggered and resolves, not an intervening "if"): the Crocodile
    is sacrificed all the same; the Viper stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Emperor Crocodile")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", count=2)
    s.add_card(Zone.HAND, "A", "Ambush Viper")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Grizzly Bears",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Ambush Viper", responding_to="Emperor Crocodile")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Emperor Crocodile", 1)
    s.assert_permanent_count("A", "Ambush Viper", 1)
