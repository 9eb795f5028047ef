"""510.1c, 613.1f: "may assign its combat damage as though it weren't blocked" given by a static
ability: "Enchanted creature's controller may have it assign ..." (Indomitable Might),
'Creatures you control with trample have "You may have this creature assign ..."' (Proud
Wildbonder) (cards/oracle/unblocked_grants.py). Real cards of the shared MTGJSON file (skipped
without it), exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_510_1c_indomitable_might(real_db: CardDatabase) -> None:
    """Hill Giant with Indomitable Might (6/6) blocked by Wall of Wood: A assigns all 6 to B
    as though it weren't blocked: B at 14, the Wall undamaged."""
    assert real_db.compiled("Indomitable Might").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Indomitable Might", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Wall of Wood", "Hill Giant")
    s.assign_damage(1, "A", "Hill Giant", {"B": 6})
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_damage("Wall of Wood", 0)


def test_510_1c_proud_wildbonder_tramplers_only(real_db: CardDatabase) -> None:
    """Proud Wildbonder (4/3 trample) blocked by Wall of Wood (0/3): A assigns all 4 to B (B
    at 16). A's Hill Giant (no trample) blocked by the Wall can't assign its 3 to B."""
    assert real_db.compiled("Proud Wildbonder").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Proud Wildbonder")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Proud Wildbonder")
    s.block(1, "B", "Wall of Wood", "Proud Wildbonder")
    s.assign_damage(1, "A", "Proud Wildbonder", {"B": 4})
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Proud Wildbonder")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Wall of Wood", "Hill Giant")
    s.assign_damage(1, "A", "Hill Giant", {"B": 3})  # (not allowed: the Wall gets it)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Wall of Wood", 1)
