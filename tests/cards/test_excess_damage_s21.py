"""120.4a excess damage under a "lethal damage by power" static (Zilortha): the excess is what
exceeds lethal damage as every other lethal-damage check reads it (704.5g, 510.1c-d)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_120_4a_excess_damage_reads_lethal_damage_by_power(real_db: CardDatabase) -> None:
    """A's Flame Spill (4 damage) at B's Horned Turtle (1/4). With B's Zilortha ("Lethal damage
    dealt to creatures you control is determined by their power"), lethal damage to the Turtle
    is 1: 3 excess damage is dealt to B (17). Without Zilortha lethal is 4: no excess, B at 20.
    The Turtle dies either way."""
    assert_compiled(real_db, "Flame Spill")
    for zilortha, life in ((True, 17), (False, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
        s.add_card(Zone.HAND, "A", "Flame Spill")
        if zilortha:
            s.add_card(Zone.BATTLEFIELD, "B", "Zilortha, Strength Incarnate")
        s.add_card(Zone.BATTLEFIELD, "B", "Horned Turtle")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flame Spill", targets=["Horned Turtle"])
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", life)
        s.assert_graveyard_count("B", "Horned Turtle", 1)
