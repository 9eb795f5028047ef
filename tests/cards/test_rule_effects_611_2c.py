"""611.2c: a continuous effect from a resolved spell that modifies no characteristics
("creatures without flying can't block this turn", "creatures with power 3 or less can't block
this turn") is a rule for the turn: the set of objects it binds is updated constantly, so it
binds a creature that enters, or comes to match, after it began, and frees one that stops
matching (the rulings of Seismic Stomp, Magmatic Chasm, Mournwillow). Real cards from the
shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import Filter
from mtg_engine.state.game_state import ContinuousEffect
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _stomp_then_viper(real_db: CardDatabase, stomp: bool) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Ambush Viper")
    if stomp:
        s.add_card(Zone.HAND, "A", "Seismic Stomp")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Seismic Stomp")
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Ambush Viper")  # enters after Stomp resolved
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Ambush Viper", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_611_2c_seismic_stomp_binds_a_creature_that_enters_later(real_db: CardDatabase) -> None:
    """A casts Seismic Stomp, then B flashes in Ambush Viper (2/1 deathtouch, no flying): the
    Viper can't block A's Grizzly Bears, which deal B 2. Without Stomp the Viper blocks and
    the Bears die (deathtouch), B stays at 20."""
    s = _stomp_then_viper(real_db, stomp=False)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s = _stomp_then_viper(real_db, stomp=True)
    with pytest.raises(ScenarioError, match="Ambush Viper"):
        s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Ambush Viper", 1)


def test_611_2c_temur_charm_frees_a_creature_pumped_above_three(real_db: CardDatabase) -> None:
    """A casts Temur Charm's third mode (creatures with power 3 or less can't block this turn);
    B then Giant Growths its Grizzly Bears to 5/5: at the declaration of blockers its power is
    5, so it blocks A's Craw Wurm (6/4): the Wurm dies (5 damage), so do the Bears (6), and
    B stays at 20."""
    s = Scenario(cards=real_db)
    for land in ("Forest", "Island", "Mountain"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Temur Charm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.set_mode_choice("A", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Temur Charm")
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Giant Growth", targets=["Grizzly Bears"])
    s.attack(1, "A", "Craw Wurm")
    s.block(1, "B", "Grizzly Bears", "Craw Wurm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_rule_effect_saves_its_filter() -> None:
    """A saved game keeps the rule effect's filter (to_json / from_json)."""
    e = ContinuousEffect(layer="rule", affected=(), timestamp=7, keywords=("can't block",),
                         controller=0, source=3,
                         filter=Filter(types=("Creature",), not_keywords=("flying",)))
    assert ContinuousEffect.from_json(e.to_json()) == e


def _bolt_then_goblin(real_db: CardDatabase, target: str) -> Scenario:
    """A casts Intimidation Bolt on `target`, then Raging Goblin (1/1 haste, cast after the
    Bolt resolved), and attacks with Craw Wurm (6/4) and the Goblin."""
    s = Scenario(cards=real_db)
    for land in ("Mountain", "Mountain", "Plains", "Mountain"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Intimidation Bolt")
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Intimidation Bolt", targets=[target])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.attack(1, "A", "Craw Wurm")
    s.attack(1, "A", "Raging Goblin")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_611_2c_intimidation_bolt_binds_a_haste_creature_cast_later(real_db: CardDatabase
                                                                    ) -> None:
    """Intimidation Bolt's ruling: the target, if it survives, can attack; no other creature
    can, including one that enters later (611.2c: "other creatures" is a rule for the turn,
    the target an object named as it resolves). The Wurm survives 3 damage and attacks (B: 20
    - 6 = 14); the Goblin, cast after the Bolt resolved, can't attack."""
    s = _bolt_then_goblin(real_db, "Craw Wurm")
    with pytest.raises(ScenarioError, match=r"^A could not attack with Raging Goblin[^;]*$"):
        s.execute()
    s.assert_life("B", 14)
    s.assert_damage("Craw Wurm", 3)


def test_611_2c_intimidation_bolt_on_a_dead_target_binds_every_creature(real_db: CardDatabase
                                                                        ) -> None:
    """Its ruling: "If the targeted creature is destroyed, no creatures can attack this turn,
    including creatures that enter the battlefield later on": B's Bears die (3 damage), and
    neither the Wurm nor the Goblin cast afterwards may attack; B stays at 20."""
    s = _bolt_then_goblin(real_db, "Grizzly Bears")
    with pytest.raises(ScenarioError, match=r"Craw Wurm can.t attack .*Raging Goblin can.t attack"):
        s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_rule_effect_saves_its_exceptions() -> None:
    """A saved game keeps the objects a rule effect excepts (to_json / from_json)."""
    e = ContinuousEffect(layer="rule", affected=(), timestamp=7, keywords=("can't attack",),
                         controller=0, source=3, filter=Filter(types=("Creature",)),
                         excepted=(12,))
    assert ContinuousEffect.from_json(e.to_json()) == e
    assert ContinuousEffect.from_json(e.to_json()).excepted == (12,)
