"""One-shot restrictions for the turn (611.2a: a continuous effect from a resolved spell,
locked in to its objects, 611.2c): "target creature can't attack or block this turn" (508.1c,
509.1b) and "it can't be regenerated this turn" (701.15c). Real cards from the shared MTGJSON
file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_611_2a_off_balance_target_cant_attack_this_turn(real_db: CardDatabase) -> None:
    """B casts Off Balance on A's Grizzly Bears in A's upkeep: the Bears can't attack this turn
    (the attack is refused, B stays at 20); on A's next turn it attacks for 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Off Balance")
    s.cast_spell(1, Step.UPKEEP, "B", "Off Balance", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(2, Step.UPKEEP)
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Off Balance", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Off Balance")
    s.cast_spell(1, Step.UPKEEP, "B", "Off Balance", targets=["Grizzly Bears"])
    s.attack(3, "A", "Grizzly Bears")  # 514.2: the effect ended with turn 1
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)


def test_701_15c_engulfing_flames_stops_regeneration(real_db: CardDatabase) -> None:
    """B's Drudge Skeletons (1/1, "{B}: Regenerate ~") has a regeneration shield. Engulfing
    Flames deals it 1 damage and it can't be regenerated this turn: the shield doesn't apply
    and it dies. Shock (2 damage, no such clause) leaves it regenerated (tapped, on the
    battlefield)."""
    for spell, survives in (("Engulfing Flames", False), ("Shock", True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.HAND, "A", spell)
        s.add_card(Zone.BATTLEFIELD, "B", "Drudge Skeletons")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
        s.activate_ability(1, Step.UPKEEP, "B", "{B}: Regenerate")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["Drudge Skeletons"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("B", "Drudge Skeletons", 1 if survives else 0)
        s.assert_graveyard_count("B", "Drudge Skeletons", 0 if survives else 1)
        if survives:
            s.assert_tapped("Drudge Skeletons")


@pytest.mark.parametrize("name", ["Intimidation Bolt", "Phalanx Tactics",
                                  "Exhilarating Elocution"])
def test_other_creatures_after_a_target_are_other_than_it(real_db: CardDatabase, name: str
                                                         ) -> None:
    """"Target creature ... . Other creatures can't attack this turn" means other than the
    target; the DSL's filter `other` means other than the source (a spell has none): the group
    is `{all, other_than: target}` (shares_color.other_than_target, since session 16)."""
    got = real_db.compiled(name)
    assert got.supported, got.reasons
    import json

    text = json.dumps(got.dsl["spell"]["effects"])
    assert '"other_than": "target"' in text and '"other": true' not in text
